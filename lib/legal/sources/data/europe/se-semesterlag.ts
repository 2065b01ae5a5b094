import type { InstrumentInput } from "../../schema";

/**
 * Sections carry no individual official headings; the headings below are editorial descriptions in square brackets.
 */
export const seSemesterlag: InstrumentInput = {
  source_id: "se-semesterlag",
  title: "Semesterlag (1977:480)",
  short_names: ["Semesterlagen", "Annual Leave Act (Sweden)", "SFS 1977:480"],
  jurisdiction: "SE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/semesterlag-1977480_sfs-1977-480/",
  date: "1977-06-02",
  provisions: [
    {
      article: "4",
      heading: "[Untitled] Right to 25 days of holiday",
      summary: "Entitles every employee to 25 days of holiday each holiday year, whatever the length of employment, with paid days depending on holiday-earning employment.",
      topics: ["employment", "annual-leave"],
      situations: ["how many vacation days do I get in Sweden"],
    },
    {
      article: "12",
      heading: "[Untitled] Four consecutive weeks in summer",
      summary: "Entitles the employee, unless otherwise agreed, to take four consecutive weeks of holiday during June to August.",
      topics: ["employment", "annual-leave"],
      situations: ["can I take four weeks off in the summer in Sweden"],
    },
    {
      article: "16a",
      heading: "[Untitled] Holiday pay",
      summary: "Sets holiday pay at twelve percent of the wages earned during the earning year, with the Act providing alternative calculation rules.",
      topics: ["employment", "annual-leave", "holiday-pay"],
      situations: [
        "how is holiday pay calculated in Sweden",
      ],
    },
    {
      article: "18",
      heading: "[Untitled] Saving holiday days",
      summary: "Lets an employee with more than 20 paid holiday days in a year save the excess days for use within the following five years.",
      topics: ["employment", "annual-leave", "carry-over"],
      situations: [
        "can I save unused vacation days for later years in Sweden",
      ],
    },
  ],
};
