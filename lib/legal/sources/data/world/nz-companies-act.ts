import type { InstrumentInput } from "../../schema";

export const nzCompaniesAct: InstrumentInput = {
  source_id: "nz-companies-act",
  title: "Companies Act 1993",
  short_names: ["Companies Act 1993", "Companies Act (NZ)"],
  jurisdiction: "NZ",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.govt.nz/act/public/1993/0105/latest/whole.html",
  date: "1993-09-28",
  provisions: [
    {
      article: "4",
      heading: "Meaning of solvency test",
      summary: "Defines the solvency test: the company can pay its debts as they become due in the normal course of business, and its assets exceed its liabilities.",
      topics: ["company-law", "solvency", "distributions"],
      situations: [
        "how do we know if our company passes the solvency test in New Zealand",
        "can our company in New Zealand pay a dividend if it cannot pay its debts as they fall due",
      ],
    },
    {
      article: "52",
      heading: "Board may authorise distributions",
      summary: "Lets the board authorise a distribution only if satisfied on reasonable grounds that the company will immediately afterwards satisfy the solvency test, with directors signing a solvency certificate and being personally liable if they did not.",
      topics: ["company-law", "distributions", "dividends", "solvency"],
      situations: ["can my New Zealand company pay a dividend"],
    },
    {
      article: "56",
      heading: "Recovery of distributions",
      summary: "Makes a distribution to a shareholder recoverable where the company did not satisfy the solvency test immediately after it, unless the shareholder received it in good faith without knowledge and altered position.",
      topics: ["company-law", "distributions"],
      situations: [
        "I received a dividend from a New Zealand company that was insolvent, do I have to pay it back",
        "can a New Zealand company recover a dividend paid when it failed the solvency test",
      ],
    },
    {
      article: "131",
      heading: "Duty of directors to act in good faith and in best interests of company",
      summary: "Requires a director, when exercising powers or performing duties, to act in good faith and in what the director believes to be the best interests of the company.",
      topics: ["company-law", "directors", "duties"],
      situations: [
        "a director is looking after himself instead of the company",
        "a New Zealand director isn't acting in the company's best interests",
      ],
    },
    {
      article: "135",
      heading: "Reckless trading",
      summary: "Prohibits a director from agreeing to, causing or allowing the business to be carried on in a manner likely to create a substantial risk of serious loss to creditors.",
      topics: ["company-law", "directors", "insolvency"],
      situations: [
        "the directors of a New Zealand company kept trading with a big risk of loss to creditors",
        "can NZ directors be liable for running up debts the company can't pay",
      ],
    },
    {
      article: "137",
      heading: "Director's duty of care",
      summary: "Requires a director to exercise the care, diligence and skill that a reasonable director would exercise in the same circumstances.",
      topics: ["company-law", "directors", "duties"],
      situations: [
        "what standard of care must a director meet in New Zealand",
      ],
    },
  ],
};
