import type { InstrumentInput } from "../../schema";

/**
 * The Karnataka Shops and Commercial Establishments Act, 1961 (Karnataka Act 8 of 1962), selected sections. Section
 * numbers and headings checked against the Act's arrangement of sections; the limits stated in the summaries were
 * checked against the amended text as reported (working hours) and the Karnataka Shops and Commercial Establishments
 * (Second Amendment) Act, 2020 (leave carried forward).
 */
export const inKaShopsAndCommercialEstablishmentsAct1961: InstrumentInput = {
  source_id: "in-ka-shops-and-commercial-establishments-act-1961",
  title: "The Karnataka Shops and Commercial Establishments Act, 1961",
  short_names: ["Karnataka Shops and Commercial Establishments Act", "Karnataka Shops and Establishments Act", "KSCE Act 1961"],
  jurisdiction: "IN-KA",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "1962",
  as_of: "2026-11-28",
  provisions: [
    {
      article: "7",
      heading: "Daily and weekly hours",
      summary:
        "Limits the working time of employees in shops and commercial establishments in Karnataka to nine hours a day and forty-eight hours a week, with total hours including overtime not to exceed ten in a day (subject to the exceptions the section allows).",
      topics: ["employment", "working-time", "maximum-hours", "overtime"],
      situations: [
        "my shop in Bengaluru makes me work twelve hours every day",
        "how many hours a week can an office in Karnataka make me work",
        "overtime and working hours limits in Bengaluru shops and offices",
      ],
    },
    {
      article: "15",
      heading: "Annual leave with wages",
      summary:
        "Entitles employees of shops and commercial establishments in Karnataka to annual leave with wages once they have worked the qualifying period the section sets; unused leave may be carried forward to the next year, but the total carried forward may not exceed forty-five days.",
      topics: ["employment", "annual-leave", "leave"],
      situations: [
        "do I get paid annual leave working in a shop in Karnataka",
        "can I carry my unused leave to next year at my Bengaluru office",
      ],
    },
    {
      article: "39",
      heading: "Notice of dismissal",
      summary:
        "Regulates how an employer in a shop or commercial establishment in Karnataka may dispense with an employee's services, requiring the notice the section specifies, and gives an employee who is removed or dismissed a right of appeal to the appellate authority.",
      topics: ["employment", "dismissal", "notice-period"],
      situations: [
        "my employer in Karnataka fired me without any notice",
        "can I appeal against my dismissal from a shop in Bengaluru",
      ],
    },
  ],
};
