import type { InstrumentInput } from "../../schema";

/**
 * The Occupational Safety, Health and Working Conditions Code, 2020 (Act No. 37 of 2020), brought wholly into force
 * on 21 November 2025 by central notification. Only the section the rule pack uses is held.
 */
export const inOshCode2020: InstrumentInput = {
  source_id: "in-osh-code-2020",
  title: "The Occupational Safety, Health and Working Conditions Code, 2020",
  short_names: ["OSH Code", "OSH Code 2020", "Occupational Safety, Health and Working Conditions Code", "Act No. 37 of 2020"],
  jurisdiction: "IN",
  kind: "code",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "2020-09-28",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "25",
      heading: "Daily and weekly working hours, leave, etc.",
      summary:
        "Forbids requiring or allowing a worker to work in an establishment for more than eight hours in a day, with intervals and spread-over notified by the appropriate Government, and makes special provision for mines and motor transport workers.",
      topics: ["employment", "working-time"],
      situations: ["our factory's normal working day is 10 hours", "how many hours a day can I be made to work in India"],
    },
  ],
};
