import type { InstrumentInput } from "../../schema";

/** The Industrial Relations Code, 2020: notice and permission for closure of undertakings. */
export const inIndustrialRelationsCode2020: InstrumentInput = {
  source_id: "in-industrial-relations-code-2020",
  title: "The Industrial Relations Code, 2020",
  short_names: ["Industrial Relations Code", "Industrial Relations Code 2020", "IR Code 2020", "Act No. 35 of 2020"],
  jurisdiction: "IN",
  kind: "code",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "2020-09-28",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "74",
      heading: "Sixty days' notice to be given of intention to close down any undertaking",
      summary: "Requires an employer intending to close an undertaking to serve notice on the appropriate Government, stating the reasons, at least sixty days before the closure, except in establishments with fewer than fifty workers and construction projects.",
      topics: ["employment", "closure", "collective-redundancies", "notice"],
      situations: ["our factory in India is shutting down; did the owner have to give notice"],
    },
    {
      article: "80",
      heading: "Procedure for closing down an industrial establishment",
      summary: "Requires the employer of an industrial establishment covered by Chapter X (generally three hundred or more workers) to apply for the Government's prior permission at least ninety days before an intended closure, serving a copy on workers' representatives, with permission deemed granted if no order is communicated within sixty days.",
      topics: ["employment", "closure", "collective-redundancies"],
      situations: ["our factory is closing down, does the employer need government permission", "notice before closing a large establishment"],
    },
    {
      article: "82",
      heading: "Certain provisions of Chapter IX to apply to industrial establishment to which this Chapter applies",
      summary: "Applies specified provisions of Chapter IX on lay-off, retrenchment and closure, including re-employment and compensation rules, to the larger industrial establishments covered by Chapter X.",
      topics: ["employment", "lay-off", "retrenchment", "closure"],
      situations: ["lay-off and retrenchment rules in a large factory", "compensation when a big factory retrenches workers"],
    },
  ],
};
