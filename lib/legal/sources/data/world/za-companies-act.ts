import type { InstrumentInput } from "../../schema";

export const zaCompaniesAct: InstrumentInput = {
  source_id: "za-companies-act",
  title: "Companies Act 71 of 2008",
  short_names: ["Companies Act 2008 (South Africa)", "Companies Act 71 of 2008", "South African Companies Act"],
  jurisdiction: "ZA",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.gov.za/documents/companies-act",
  date: "2009-04-08",
  provisions: [
    {
      article: "4",
      heading: "Solvency and liquidity test",
      summary: "Defines the solvency and liquidity test: the company's assets fairly valued equal or exceed its liabilities, and it appears able to pay its debts as they become due in the ordinary course of business for twelve months.",
      topics: ["company-law", "distributions", "solvency"],
      situations: [
        "what is the solvency and liquidity test for a South African company paying a dividend",
        "can a company in South Africa pay a distribution if it fails the solvency and liquidity test",
      ],
    },
    {
      article: "22",
      heading: "Reckless trading prohibited",
      summary: "Prohibits a company from carrying on business recklessly, with gross negligence, with intent to defraud or for any fraudulent purpose, or trading under insolvent circumstances.",
      topics: ["company-law", "insolvency", "directors"],
      situations: [
        "the directors kept running up debts while the business couldn't pay them",
        "a South African company kept trading while insolvent",
        "reckless trading by a company in South Africa",
      ],
    },
    {
      article: "46",
      heading: "Distributions must be authorised by board",
      summary: "Prohibits a distribution unless the board authorises it by resolution and it reasonably appears that the company will satisfy the solvency and liquidity test immediately afterwards, with directors liable for unlawful distributions.",
      topics: ["company-law", "distributions", "dividends"],
      situations: ["can my South African company pay a dividend if it can't pay its debts"],
    },
    {
      article: "66",
      heading: "Board, directors and prescribed officers",
      summary: "Entrusts the business and affairs of a company to the management and direction of its board, and requires at least one director for a private company and three for a public company.",
      topics: ["company-law", "directors"],
      situations: [
        "who manages a company in South Africa and how many directors must it have",
        "does a private company in South Africa need more than one director",
      ],
    },
    {
      article: "71",
      heading: "Removal of directors",
      summary: "Allows shareholders to remove a director by ordinary resolution after notice and an opportunity to make representations, and allows the board to remove a director in certain cases.",
      topics: ["company-law", "directors", "removal"],
      situations: [
        "the shareholders want to vote a director off the board",
        "how can shareholders remove a director in South Africa",
      ],
    },
    {
      article: "76",
      heading: "Standards of directors conduct",
      summary: "Requires directors to act in good faith and for a proper purpose, in the best interests of the company, and with the care, skill and diligence reasonably expected of a person in that role with their knowledge and experience, with a business judgement safe harbour.",
      topics: ["company-law", "directors", "duties"],
      situations: ["what duties do company directors have in South Africa"],
    },
    {
      article: "77",
      heading: "Liability of directors and prescribed officers",
      summary: "Makes directors liable for loss from breaches of fiduciary duty and duty of care, and for acts such as reckless trading and unlawful distributions.",
      topics: ["company-law", "directors", "liability"],
      situations: [
        "can South African directors be personally liable for the company's losses",
      ],
    },
  ],
};
