import type { InstrumentInput } from "../../schema";

export const auItaa1997: InstrumentInput = {
  source_id: "au-itaa-1997",
  title: "Income Tax Assessment Act 1997 (Cth) (No. 38, 1997)",
  short_names: ["Income Tax Assessment Act 1997", "ITAA 1997", "ITAA97"],
  jurisdiction: "AU",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.au/C2004A05138/latest/text",
  date: "1997-04-24",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "4-1",
      heading: "Who must pay income tax",
      summary:
        "Income tax is payable for each financial year by each individual and company, and by some other entities.",
      topics: ["tax", "income-tax"],
      situations: [
        "do I have to pay income tax in Australia",
        "do companies pay income tax in Australia",
      ],
    },
    {
      article: "4-10",
      heading: "How to work out how much income tax you must pay",
      summary:
        "Income tax is worked out by applying the rate to taxable income and then subtracting tax offsets.",
      topics: ["tax", "income-tax"],
      situations: [
        "how is my Australian income tax calculated",
        "how do tax offsets reduce my income tax",
        "how is my income tax calculated in Australia",
      ],
    },
    {
      article: "6-5",
      heading: "Income according to ordinary concepts (ordinary income)",
      summary:
        "Assessable income includes income according to ordinary concepts; for Australian residents it includes ordinary income derived directly or indirectly from all sources in or out of Australia.",
      topics: ["tax", "income-tax"],
      situations: [
        "is my overseas salary taxable in Australia",
        "are tips and bonuses taxable income",
      ],
    },
    {
      article: "6-10",
      heading: "Other assessable income (statutory income)",
      summary:
        "Assessable income also includes amounts that are not ordinary income but are included by a specific provision, such as net capital gains.",
      topics: ["tax", "income-tax"],
      situations: [
        "is a capital gain counted as income for tax",
        "are some payments taxable even though they are not ordinary income",
      ],
    },
    {
      article: "8-1",
      heading: "General deductions",
      summary:
        "A loss or outgoing may be deducted to the extent it is incurred in gaining or producing assessable income or necessarily incurred in carrying on a business for that purpose, but not if it is capital, private or domestic, or relates to exempt income.",
      topics: ["tax", "income-tax", "deductions"],
      situations: [
        "can I claim my home office costs as a tax deduction",
        "are my work clothes tax deductible",
        "what work expenses can I claim on my tax in Australia",
      ],
    },
    {
      article: "104-10",
      heading: "Disposal of a CGT asset: CGT event A1",
      summary:
        "CGT event A1 happens when you dispose of a CGT asset, generally when you enter the contract or otherwise change ownership, with a capital gain if the capital proceeds exceed the asset's cost base.",
      topics: ["tax", "capital-gains"],
      situations: [
        "do I pay tax when I sell my shares",
        "when does a capital gain happen on selling an investment property",
      ],
    },
    {
      article: "118-110",
      heading: "Basic case",
      summary:
        "A capital gain or loss from a CGT event for a dwelling that is your ownership interest is disregarded if you are an individual and the dwelling was your main residence throughout your ownership period (main residence exemption).",
      topics: ["tax", "capital-gains", "housing"],
      situations: [
        "do I pay capital gains tax when I sell my home",
        "is my family home exempt from capital gains tax",
      ],
    },
  ],
};
