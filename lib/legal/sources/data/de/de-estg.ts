import type { InstrumentInput } from "../../schema";

/**
 * Sections 10 and 19 EStG have no official heading; their headings below are editorial descriptions in square brackets.
 */
export const deEstg: InstrumentInput = {
  source_id: "de-estg",
  title: "Einkommensteuergesetz (EStG)",
  short_names: ["EStG", "Einkommensteuergesetz", "German Income Tax Act"],
  jurisdiction: "DE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.gesetze-im-internet.de/estg/",
  date: "1934-10-16",
  provisions: [
    {
      article: "1",
      heading: "Steuerpflicht",
      summary: "Makes individuals with a domicile or habitual abode in Germany subject to unlimited income tax liability on their worldwide income, and others subject to limited liability on German-source income.",
      topics: ["tax", "income-tax", "residence"],
      situations: [
        "do I pay tax in Germany if I live here but work for a foreign company",
        "who has to pay income tax in Germany",
        "I moved to Germany, am I taxed on my worldwide income",
      ],
    },
    {
      article: "2",
      heading: "Umfang der Besteuerung, Begriffsbestimmungen",
      summary: "Lists the seven types of income subject to income tax (agriculture and forestry, trade or business, self-employment, employment, capital assets, letting and leasing, other income) and defines taxable income.",
      topics: ["tax", "income-tax"],
      situations: ["what kinds of income are taxed", "is rental income taxable"],
    },
    {
      article: "9",
      heading: "Werbungskosten",
      summary: "Defines income-related expenses (Werbungskosten) as expenses to acquire, secure and maintain income and lists examples, including the commuting allowance per kilometre of distance between home and first place of work, costs of double housekeeping, and work equipment.",
      topics: ["tax", "income-tax", "deductions", "commuting"],
      situations: ["can I deduct my commute to work from my taxes in Germany", "are work tools and training costs tax deductible"],
    },
    {
      article: "9a",
      heading: "Pauschbeträge für Werbungskosten",
      summary: "Grants lump-sum deductions for income-related expenses where no higher expenses are shown, including an employee lump sum (Arbeitnehmer-Pauschbetrag) for employment income.",
      topics: ["tax", "income-tax", "deductions"],
      situations: ["lump sum deduction for work expenses", "employee allowance for work-related costs"],
    },
    {
      article: "10",
      heading: "[No official heading] Special expenses (Sonderausgaben)",
      summary: "Lists special expenses deductible from total income, including pension contributions, health and long-term care insurance contributions, church tax, a share of childcare costs and of school fees up to caps.",
      topics: ["tax", "income-tax", "deductions"],
      situations: ["can I deduct my health insurance contributions"],
    },
    {
      article: "19",
      heading: "[No official heading] Income from employment",
      summary: "Defines income from employment as salaries, wages, bonuses and other benefits received for employment in public or private service, including pensions from former employment.",
      topics: ["tax", "income-tax", "employment"],
      situations: ["is my salary and bonus taxed as employment income", "company pension taxed as wages"],
    },
    {
      article: "23",
      heading: "Private Veräußerungsgeschäfte",
      summary: "Taxes gains from private disposals of land within ten years of acquisition and of other assets within one year, exempting owner-occupied homes used for own residential purposes in the year of sale and the two preceding years.",
      topics: ["tax", "capital-gains", "real-estate"],
      situations: ["do I pay tax when I sell my flat in Germany"],
    },
    {
      article: "26",
      heading: "Veranlagung von Ehegatten",
      summary: "Lets spouses who are both subject to unlimited tax liability and not permanently separated choose between separate assessment and joint assessment.",
      topics: ["tax", "income-tax", "married-couples"],
      situations: ["should we file taxes jointly as a married couple", "joint tax assessment for spouses"],
    },
    {
      article: "32a",
      heading: "Einkommensteuertarif",
      summary: "Sets the income tax scale: a basic tax-free allowance, progressive rates from 14 percent rising to 42 percent, and 45 percent on the highest incomes; the amounts are adjusted regularly.",
      topics: ["tax", "income-tax", "tax-rates"],
      situations: ["what is the German income tax rate"],
    },
    {
      article: "33",
      heading: "Außergewöhnliche Belastungen",
      summary: "Allows extraordinary burdens, such as illness costs, that a taxpayer must necessarily bear above those of most taxpayers in comparable circumstances, to be deducted above a reasonable burden.",
      topics: ["tax", "income-tax", "deductions"],
      situations: ["can I deduct medical costs from my taxes", "unusual expenses like illness costs reduce tax"],
    },
    {
      article: "35a",
      heading: "Steuerermäßigung bei Aufwendungen für haushaltsnahe Beschäftigungsverhältnisse, haushaltsnahe Dienstleistungen und Handwerkerleistungen",
      summary: "Reduces income tax by 20 percent of the cost of household-related employment, household services and craftsmen's services in the taxpayer's household, up to set caps, excluding materials.",
      topics: ["tax", "income-tax", "household-services"],
      situations: ["can I get a tax break for my cleaner or plumber"],
    },
    {
      article: "38",
      heading: "Erhebung der Lohnsteuer",
      summary: "Requires income tax on employment income to be collected by deduction from wages (wage tax) by the employer for the employee's account.",
      topics: ["tax", "wage-tax", "employment"],
      situations: ["my employer deducts wage tax from my salary", "income tax withheld from my pay"],
    },
    {
      article: "46",
      heading: "Veranlagung bei Bezug von Einkünften aus nichtselbständiger Arbeit",
      summary: "Lists cases in which employees must file an income tax return, for example where they had other income above a threshold, several employers or tax class combinations, and lets others apply for assessment.",
      topics: ["tax", "income-tax", "tax-return"],
      situations: ["do I need to file a tax return as an employee in Germany"],
    },
  ],
};
