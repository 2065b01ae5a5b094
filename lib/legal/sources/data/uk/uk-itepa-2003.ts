import type { InstrumentInput } from "../../schema";

export const ukItepa2003: InstrumentInput = {
  source_id: "uk-itepa-2003",
  title: "Income Tax (Earnings and Pensions) Act 2003 (2003 c. 1)",
  short_names: ["Income Tax (Earnings and Pensions) Act 2003", "ITEPA 2003", "ITEPA"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/2003/1/contents",
  date: "2003-03-06",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "6",
      heading: "Nature of charge to tax on employment income",
      summary:
        "Income tax is charged on employment income, meaning general earnings and specific employment income, with the amount charged depending on the employee's residence and the type of income.",
      topics: ["tax", "income-tax", "employment"],
      situations: [
        "is my salary taxed in the UK if I work here for a foreign company",
        "I live abroad but work in the UK; is my pay taxable here",
      ],
    },
    {
      article: "7",
      heading: "Meaning of “employment income”, “general earnings” and “specific employment income”",
      summary:
        "Defines employment income as earnings, amounts treated as earnings (such as taxable benefits) and specific employment income such as termination payments and share-related income.",
      topics: ["tax", "income-tax", "employment", "definitions"],
      situations: [
        "are my company car and health insurance taxed as income",
        "what counts as employment income for tax",
      ],
    },
    {
      article: "62",
      heading: "Earnings",
      summary:
        "Earnings from an employment include any salary, wages or fee, any gratuity or other profit or incidental benefit obtained by the employee that is money or money's worth, and anything else that constitutes an emolument of the employment.",
      topics: ["tax", "income-tax", "employment", "wages"],
      situations: [
        "are tips I receive at work taxable",
        "is a gift voucher from my employer taxable",
      ],
    },
    {
      article: "336",
      heading: "Deductions for expenses: the general rule",
      summary:
        "An employee may deduct from earnings an amount they are obliged to incur and pay as holder of the employment only if it is incurred wholly, exclusively and necessarily in the performance of its duties.",
      topics: ["tax", "income-tax", "employment", "expenses"],
      situations: [
        "can I claim tax relief for buying my own work tools",
        "is my commute to the office tax deductible",
      ],
    },
    {
      article: "401",
      heading: "Application of this Chapter",
      summary:
        "Chapter 3 of Part 6 applies to payments and benefits received in connection with the termination of a person's employment or a change in their duties or earnings, not otherwise taxable, such as compensation for loss of office.",
      topics: ["tax", "income-tax", "employment", "termination"],
      situations: [
        "is my redundancy payment taxable",
        "is a payment on leaving my job taxed",
      ],
    },
    {
      article: "403",
      heading: "Charge on payment or other benefit",
      summary:
        "Termination payments and benefits within the Chapter are taxable as employment income only to the extent they exceed the £30,000 threshold, taking the total of such payments in connection with the same termination.",
      topics: ["tax", "income-tax", "employment", "termination", "redundancy"],
      situations: [
        "is the first 30000 pounds of my severance tax free",
        "how much of my termination payment is taxed",
      ],
    },
    {
      article: "684",
      heading: "PAYE regulations",
      summary:
        "Authorises HMRC to make regulations for the deduction and repayment of income tax from PAYE income (the Pay As You Earn system), including how employers deduct, account for and report tax.",
      topics: ["tax", "income-tax", "employment", "paye"],
      situations: [
        "why does my employer deduct tax from my pay before I get it",
        "my employer deducted the wrong amount of tax through PAYE",
      ],
    },
  ],
};
