import type { InstrumentInput } from "../../schema";

export const deMilog: InstrumentInput = {
  source_id: "de-milog",
  title: "Gesetz zur Regelung eines allgemeinen Mindestlohns (Mindestlohngesetz – MiLoG)",
  short_names: ["MiLoG", "Mindestlohngesetz", "Minimum Wage Act", "German minimum wage law"],
  jurisdiction: "DE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.gesetze-im-internet.de/milog/",
  date: "2014-08-11",
  provisions: [
    {
      article: "1",
      heading: "Mindestlohn",
      summary: "Entitles every employee to be paid at least the statutory minimum wage per hour worked by the employer; the amount is adjusted by federal ordinance on a proposal of the Minimum Wage Commission.",
      topics: ["employment", "minimum-wage"],
      situations: [
        "what is the minimum wage in Germany",
        "my employer pays me less than the minimum wage",
        "my hourly pay in Germany is below the legal minimum",
      ],
    },
    {
      article: "2",
      heading: "Fälligkeit des Mindestlohns",
      summary: "Requires the minimum wage to be paid at the agreed due date and at the latest on the last bank working day of the month following the month in which the work was performed, with limits on working-time accounts.",
      topics: ["employment", "minimum-wage", "wages"],
      situations: ["by when must my employer in Germany pay me the minimum wage for last month", "when must the minimum wage be paid at the latest"],
    },
    {
      article: "3",
      heading: "Unabdingbarkeit des Mindestlohns",
      summary: "Makes agreements that fall below or restrict the minimum wage ineffective to that extent; the employee may waive the claim only in a court settlement, and forfeiture is excluded.",
      topics: ["employment", "minimum-wage", "mandatory-rules"],
      situations: ["I signed a contract agreeing to less than minimum wage", "can I waive my right to the minimum wage"],
    },
    {
      article: "20",
      heading: "Pflichten des Arbeitgebers zur Zahlung des Mindestlohns",
      summary: "Obliges employers with seat in Germany or abroad to pay employees employed in Germany at least the minimum wage no later than the due date.",
      topics: ["employment", "minimum-wage", "employer-obligations"],
      situations: ["my employer pays less than the minimum wage", "when must the minimum wage be paid"],
    },
    {
      article: "22",
      heading: "Persönlicher Anwendungsbereich",
      summary: "Applies the Act to employees and most interns, but excludes mandatory internships under study rules, orientation internships of up to three months, persons under 18 without completed vocational training, apprentices, volunteers and, for the first six months, previously long-term unemployed persons.",
      topics: ["employment", "minimum-wage", "interns", "scope"],
      situations: ["do interns have to be paid minimum wage in Germany", "are interns and trainees entitled to the minimum wage"],
    },
  ],
};
