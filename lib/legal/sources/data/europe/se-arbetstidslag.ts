import type { InstrumentInput } from "../../schema";

/**
 * Sections carry no individual official headings; the headings below are editorial descriptions in square brackets.
 */
export const seArbetstidslag: InstrumentInput = {
  source_id: "se-arbetstidslag",
  title: "Arbetstidslag (1982:673)",
  short_names: ["Arbetstidslagen", "ATL", "Working Hours Act (Sweden)", "SFS 1982:673"],
  jurisdiction: "SE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/arbetstidslag-1982673_sfs-1982-673/",
  date: "1982-06-03",
  provisions: [
    {
      article: "5",
      heading: "[Untitled] Ordinary working time",
      summary: "Limits ordinary working time to 40 hours a week, which may be calculated as an average over a period of at most four weeks.",
      topics: ["employment", "working-time", "maximum-hours"],
      situations: ["what is the normal work week in Sweden"],
    },
    {
      article: "7",
      heading: "[Untitled] General overtime",
      summary: "Allows general overtime where there is a special need of at most 48 hours over four weeks or 50 hours over a calendar month, and at most 200 hours in a calendar year.",
      topics: ["employment", "overtime"],
      situations: ["how much overtime can I be made to work in Sweden"],
    },
    {
      article: "13",
      heading: "[Untitled] Daily rest",
      summary: "Entitles employees to at least eleven consecutive hours of rest in every 24-hour period, with temporary deviations allowed for circumstances the employer could not foresee.",
      topics: ["employment", "rest-periods"],
      situations: [
        "how many hours of rest between shifts in Sweden",
      ],
    },
    {
      article: "14",
      heading: "[Untitled] Weekly rest",
      summary: "Entitles employees to at least 36 consecutive hours of rest in each seven-day period, preferably at the weekend.",
      topics: ["employment", "rest-periods"],
      situations: [
        "weekly rest in Sweden",
      ],
    },
    {
      article: "15",
      heading: "[Untitled] Breaks",
      summary: "Requires breaks to be given so that employees do not work more than five hours in a row.",
      topics: ["employment", "breaks"],
      situations: [
        "do I get a break at work in Sweden",
      ],
    },
  ],
};
