import type { InstrumentInput } from "../../schema";

/** Export Administration Regulations (15 C.F.R. Parts 730–774): the sections the export-controls tool uses. */
export const usEar: InstrumentInput = {
  source_id: "us-ear",
  title: "Export Administration Regulations (15 C.F.R. Parts 730–774)",
  short_names: ["EAR", "Export Administration Regulations"],
  jurisdiction: "US",
  kind: "regulation",
  provision_label: "section",
  codified_at: "15 C.F.R.",
  official_url: "https://www.ecfr.gov/current/title-15/subtitle-B/chapter-VII/subchapter-C",
  date: "1996-03-25",
  provisions: [
    {
      article: "732.3",
      heading: "Steps regarding scope of the EAR",
      summary:
        "Walks through whether an item is subject to the EAR: first whether another agency (such as the State Department for defence articles) has exclusive jurisdiction, then whether the item is subject to the EAR, including foreign-made items with US content above de minimis or direct products of US technology.",
      topics: ["export-controls", "scope"],
    },
    {
      article: "734.3",
      heading: "Items subject to the EAR",
      summary:
        "Lists what is subject to the EAR, including items in the United States, US-origin items wherever located, foreign-made items incorporating controlled US content above the de minimis levels, and certain foreign direct products, and what is excluded.",
      topics: ["export-controls", "scope"],
    },
    {
      article: "734.4",
      heading: "De minimis U.S. content",
      summary:
        "Sets when foreign-made items incorporating controlled US-origin content are not subject to the EAR: the content must not exceed 10% of the item's value for destinations in Country Groups E:1 and E:2 or 25% for other destinations, with items for which no de minimis level applies.",
      topics: ["export-controls", "de-minimis"],
    },
    {
      article: "736.2",
      heading: "General prohibitions and determination of applicability",
      summary:
        "Sets out the ten general prohibitions on exports, reexports and transfers of items subject to the EAR, including those by destination, end use and end user, and how to determine whether any applies.",
      topics: ["export-controls", "licensing"],
    },
  ],
};
