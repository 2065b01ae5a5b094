import type { InstrumentInput } from "../../schema";

export const ukIncomeTaxAct2007: InstrumentInput = {
  source_id: "uk-income-tax-act-2007",
  title: "Income Tax Act 2007 (2007 c. 3)",
  short_names: ["Income Tax Act 2007", "ITA 2007"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/2007/3/contents",
  date: "2007-03-20",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "10",
      heading: "Income charged at the basic, higher and additional rates: individuals",
      summary:
        "Sets how an individual's income is charged at the basic rate up to the basic rate limit, the higher rate above it up to the higher rate limit, and the additional rate above that (with Scottish and Welsh rates applying to relevant non-savings income).",
      topics: ["tax", "income-tax"],
      situations: [
        "which income tax band am I in",
        "how is income above the higher rate limit taxed",
        "what income tax rates apply in the UK",
      ],
    },
    {
      article: "23",
      heading: "The calculation of income tax liability",
      summary:
        "Sets out the steps to calculate an individual's income tax liability: total income, deduct reliefs, deduct personal allowances, apply rates to each slice, and subtract tax reductions.",
      topics: ["tax", "income-tax"],
      situations: [
        "how is my income tax worked out step by step",
        "what are the steps to calculate my income tax",
      ],
    },
    {
      article: "35",
      heading: "Personal allowance",
      summary:
        "An individual who meets the residence requirements is entitled to a personal allowance, reduced by £1 for every £2 of adjusted net income above £100,000.",
      topics: ["tax", "income-tax", "personal-allowance"],
      situations: [
        "how much can I earn before paying income tax",
        "why did my tax free allowance shrink when my income went over 100k",
      ],
    },
    {
      article: "64",
      heading: "Deduction of trade losses from general income",
      summary:
        "A person who makes a loss in a trade may claim to deduct it from general income of the same or previous tax year, subject to restrictions.",
      topics: ["tax", "income-tax", "self-employed", "losses"],
      situations: [
        "my business made a loss; can I offset it against my salary",
        "can I claim relief for my trading loss against last year's income",
      ],
    },
    {
      article: "83",
      heading: "Carry forward against subsequent trade profits",
      summary:
        "A trade loss not otherwise relieved may be carried forward and deducted from profits of the same trade in later tax years.",
      topics: ["tax", "income-tax", "self-employed", "losses"],
      situations: [
        "can I use last year's business loss against this year's profit",
        "can I carry forward my sole trader loss",
      ],
    },
  ],
};
