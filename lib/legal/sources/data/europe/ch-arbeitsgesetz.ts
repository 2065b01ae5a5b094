import type { InstrumentInput } from "../../schema";

/**
 * The headings below are editorial descriptions in square brackets, not the Act's marginal headings.
 */
export const chArbeitsgesetz: InstrumentInput = {
  source_id: "ch-arbeitsgesetz",
  title: "Bundesgesetz über die Arbeit in Industrie, Gewerbe und Handel (Arbeitsgesetz, ArG) (SR 822.11)",
  short_names: ["Arbeitsgesetz", "ArG", "Loi sur le travail", "LTr", "Swiss Labour Act"],
  jurisdiction: "CH",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.fedlex.admin.ch/eli/cc/1966/57_57_57/de",
  date: "1964-03-13",
  provisions: [
    {
      article: "9",
      heading: "[Untitled] Maximum weekly working time",
      summary: "Sets the maximum weekly working time at 45 hours for workers in industrial businesses, office staff, technical and other employees including sales staff in large retail businesses, and 50 hours for all other workers.",
      topics: ["employment", "working-time", "maximum-hours"],
      situations: [
        "how many hours a week can I legally work in Switzerland",
        "maximum weekly working hours in Switzerland",
      ],
    },
    {
      article: "12",
      heading: "[Untitled] Overtime beyond the statutory maximum",
      summary: "Allows the weekly maximum to be exceeded exceptionally (Überzeit) for urgent work, inventories or to prevent disruptions, capped at two hours a day and at 170 or 140 hours per calendar year depending on the weekly maximum.",
      topics: ["employment", "overtime", "maximum-hours"],
    },
    {
      article: "13",
      heading: "[Untitled] Pay supplement for overtime beyond the maximum",
      summary: "Requires a pay supplement of at least 25 percent for overtime beyond the statutory maximum, with exceptions for office and technical staff for the first 60 hours a year, or compensation by time off of equal length with the worker's consent.",
      topics: ["employment", "overtime", "wages"],
      situations: [
        "do I get extra pay for overtime above the legal maximum in Switzerland",
      ],
    },
    {
      article: "15",
      heading: "[Untitled] Breaks",
      summary: "Requires breaks of at least a quarter of an hour for a working day of more than five and a half hours, half an hour for more than seven hours and one hour for more than nine hours.",
      topics: ["employment", "breaks"],
      situations: [
        "how long must my lunch break be in Switzerland",
      ],
    },
    {
      article: "15a",
      heading: "[Untitled] Daily rest",
      summary: "Requires a daily rest period of at least eleven consecutive hours, which may be reduced to eight hours once a week for adults if the average over two weeks remains eleven hours.",
      topics: ["employment", "rest-periods"],
      situations: [
        "hours of rest between shifts in Switzerland",
      ],
    },
    {
      article: "16",
      heading: "[Untitled] Prohibition of night work",
      summary: "Prohibits employing workers outside day and evening work, subject to authorised exceptions.",
      topics: ["employment", "night-work"],
    },
    {
      article: "18",
      heading: "[Untitled] Prohibition of Sunday work",
      summary: "Prohibits employing workers between Saturday 23:00 and Sunday 23:00, subject to authorised exceptions.",
      topics: ["employment", "sunday-work"],
      situations: [
        "can my Swiss employer make me work on Sundays",
      ],
    },
  ],
};
