import type { InstrumentInput } from "../../schema";

export const zaLra: InstrumentInput = {
  source_id: "za-lra",
  title: "Labour Relations Act 66 of 1995",
  short_names: ["Labour Relations Act", "LRA", "Act 66 of 1995"],
  jurisdiction: "ZA",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.gov.za/documents/labour-relations-act",
  date: "1995-12-13",
  provisions: [
    {
      article: "185",
      heading: "Right not to be unfairly dismissed or subjected to unfair labour practice",
      summary: "Gives every employee the right not to be unfairly dismissed and not to be subjected to unfair labour practice.",
      topics: ["employment", "unfair-dismissal", "unfair-labour-practice"],
      situations: ["I was fired unfairly in South Africa, what are my rights"],
    },
    {
      article: "186",
      heading: "Meaning of dismissal and unfair labour practice",
      summary: "Defines dismissal to include termination with or without notice, non-renewal of a fixed-term contract where renewal was reasonably expected, refusal to allow return after maternity leave, and resignation because the employer made continued employment intolerable.",
      topics: ["employment", "dismissal", "constructive-dismissal"],
      situations: ["my boss made my job unbearable so I resigned, is that dismissal"],
    },
    {
      article: "187",
      heading: "Automatically unfair dismissals",
      summary: "Makes a dismissal automatically unfair where the reason is, among others, participation in a protected strike, pregnancy, protected disclosures, or unfair discrimination on grounds such as race, gender, sex, religion or disability.",
      topics: ["employment", "unfair-dismissal", "discrimination", "pregnancy"],
      situations: ["I was fired because I was pregnant or went on strike", "dismissed for joining a union or blowing the whistle"],
    },
    {
      article: "188",
      heading: "Other unfair dismissals",
      summary: "Makes a dismissal that is not automatically unfair nonetheless unfair if the employer fails to prove a fair reason related to the employee's conduct, capacity or its operational requirements, and that it followed a fair procedure.",
      topics: ["employment", "unfair-dismissal"],
      situations: ["my employer fired me without a hearing in South Africa"],
    },
    {
      article: "189",
      heading: "Dismissals based on operational requirements",
      summary: "Requires an employer contemplating retrenchments to consult the relevant parties on avoiding or minimising dismissals, selection criteria and severance, and to disclose relevant information in writing.",
      topics: ["employment", "redundancy", "consultation"],
      situations: ["my employer is retrenching staff without consulting us", "how should a company handle layoffs for business reasons"],
    },
    {
      article: "191",
      heading: "Disputes about unfair dismissals and unfair labour practices",
      summary: "Requires an employee alleging unfair dismissal to refer the dispute to the CCMA or a bargaining council within 30 days of the dismissal (90 days for unfair labour practices).",
      topics: ["employment", "unfair-dismissal", "deadlines", "litigation"],
      situations: ["how long do I have to take my dismissal to the CCMA"],
    },
    {
      article: "194",
      heading: "Limits on compensation",
      summary: "Caps compensation for an unfair dismissal at twelve months' remuneration, and 24 months' for an automatically unfair dismissal.",
      topics: ["employment", "unfair-dismissal", "compensation"],
      situations: ["how much compensation can I get for being unfairly fired"],
    },
  ],
};
