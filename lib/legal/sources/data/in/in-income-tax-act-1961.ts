import type { InstrumentInput } from "../../schema";

const REPEAL_NOTE =
  " Replaced by the Income-tax Act, 2025 from 1 April 2026; the 1961 Act still governs earlier assessment years and pending proceedings.";

/** Income-tax Act, 1961 (Act No. 43 of 1961), replaced by the Income-tax Act, 2025 with effect from 1 April 2026. */
export const inIncomeTaxAct1961: InstrumentInput = {
  source_id: "in-income-tax-act-1961",
  title: "The Income-tax Act, 1961",
  short_names: ["Income-tax Act", "Income Tax Act 1961", "IT Act 1961", "ITA 1961", "Act No. 43 of 1961"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/2435",
  date: "1961-09-13",
  provisions: [
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines the Act's terms, including agricultural income, assessee, assessment year, business, capital asset, company, income, person, previous year and transfer.",
      topics: ["definitions", "tax", "income-tax"],
    },
    {
      article: "4",
      heading: "Charge of income-tax",
      summary:
        "Charges income-tax for each assessment year on the total income of the previous year of every person at the rates fixed by the annual Finance Act, with tax deducted or paid in advance where required." +
        REPEAL_NOTE,
      topics: ["tax", "income-tax"],
      situations: [
        "who has to pay income tax and for which year",
        "tax on the previous year's income",
        "do I have to pay income tax in India on my salary",
      ],
    },
    {
      article: "5",
      heading: "Scope of total income",
      summary:
        "Defines the scope of total income: residents are taxed on worldwide income, while non-residents are taxed only on income received or deemed received in India or accruing or deemed to accrue there.",
      topics: ["tax", "income-tax", "scope"],
      situations: [
        "I am a resident of India, is my income earned abroad taxable in India",
        "I am a non-resident Indian, is my foreign salary taxed in India",
      ],
    },
    {
      article: "6",
      heading: "Residence in India",
      summary:
        "Sets the tests for residence of individuals (based on days of stay in India), Hindu undivided families, firms and companies (including incorporation or place of effective management in India), and the not-ordinarily-resident category.",
      topics: ["tax", "income-tax"],
      situations: ["am I a tax resident of India", "how many days in India make me resident for tax"],
    },
    {
      article: "9",
      heading: "Income deemed to accrue or arise in India",
      summary:
        "Deems specified income to accrue in India, such as income through a business connection or property in India, transfer of Indian capital assets, salaries for services rendered in India, and interest, royalty and fees for technical services from Indian sources.",
      topics: ["tax", "income-tax", "cross-border-transfer"],
      situations: ["is income earned abroad but connected to India taxable here", "income deemed to arise in India for a non-resident"],
    },
    {
      article: "10",
      heading: "Incomes not included in total income",
      summary:
        "Lists categories of income excluded from total income, such as agricultural income, certain allowances, specified gratuity and leave encashment amounts and various other exemptions, subject to the conditions in each clause.",
      topics: ["tax", "income-tax"],
      situations: ["is agricultural income taxable", "tax-free gratuity and leave encashment"],
    },
    {
      article: "14",
      heading: "Heads of income",
      summary:
        "Classifies income for computation under five heads: salaries, income from house property, profits and gains of business or profession, capital gains, and income from other sources.",
      topics: ["tax", "income-tax"],
      situations: ["under which head is my income taxed", "salary, house property, business, capital gains and other sources"],
    },
    {
      article: "28",
      heading: "Profits and gains of business or profession",
      summary:
        "Lists income chargeable under the business head, including profits of any business or profession, certain compensation, export incentives, perquisites arising from business and non-compete receipts.",
      topics: ["tax", "income-tax"],
      situations: ["is my freelance income taxed as business income", "profits of a business or profession"],
    },
    {
      article: "37",
      heading: "General",
      summary:
        "Allows deduction of business expenditure laid out wholly and exclusively for the business that is not capital or personal and not covered elsewhere, but disallows expenditure for purposes that are offences or prohibited by law and CSR expenditure.",
      topics: ["tax", "income-tax", "anti-bribery"],
      situations: ["can I deduct my business expenses", "expense incurred wholly for the business"],
    },
    {
      article: "40A",
      heading: "Expenses or payments not deductible in certain circumstances",
      summary:
        "Disallows excessive or unreasonable payments to related persons and most expenditure paid otherwise than by account payee cheque, bank draft or electronic means above the cash limit, among other restrictions.",
      topics: ["tax", "income-tax"],
      situations: ["cash payments to a supplier not deductible", "excessive payment to a relative disallowed"],
    },
    {
      article: "45",
      heading: "Capital gains",
      summary:
        "Charges to tax under the head capital gains any profit or gain from the transfer of a capital asset in the previous year, with special rules for insurance receipts, conversion of assets and other deemed transfers.",
      topics: ["tax", "income-tax"],
      situations: ["tax on profit from selling property or shares", "capital gains on selling a house"],
    },
    {
      article: "80C",
      heading:
        "Deduction in respect of life insurance premia, deferred annuity, contributions to provident fund, subscription to certain equity shares or debentures, etc.",
      summary:
        "Allows individuals and Hindu undivided families a deduction of up to 1.5 lakh rupees for specified savings and payments such as life insurance premia, provident fund contributions, tuition fees and housing loan principal; it is not available under the section 115BAC regime.",
      topics: ["tax", "income-tax"],
      situations: ["tax deduction for PPF, life insurance and ELSS", "investments that save income tax up to 1.5 lakh"],
    },
    {
      article: "90",
      heading: "Agreement with foreign countries or specified territories",
      summary:
        "Lets the Central Government enter into tax treaties, applies treaty provisions where more beneficial to the assessee, and makes a tax residency certificate and prescribed information a condition of claiming treaty relief.",
      topics: ["tax", "income-tax", "cross-border-transfer"],
      situations: [
        "how do I claim relief under a tax treaty to avoid being taxed twice in India and abroad",
        "do I need a tax residency certificate to claim treaty benefits in India",
      ],
    },
    {
      article: "92",
      heading: "Computation of income from international transaction having regard to arm's length price",
      summary:
        "Requires income, expenses and interest from international transactions and specified domestic transactions between associated enterprises to be computed having regard to the arm's length price (transfer pricing).",
      topics: ["tax", "income-tax"],
      situations: [
        "our Indian company pays its foreign parent for services, do transfer pricing rules apply",
        "what is the arm's length price rule for deals with related companies abroad in India",
      ],
    },
    {
      article: "139",
      heading: "Return of income",
      summary:
        "Requires persons whose income exceeds the basic exemption limit, companies, firms and other specified persons to file a return of income by the due date, and provides for belated, revised and updated returns.",
      topics: ["tax", "income-tax"],
      situations: [
        "who has to file an income tax return and by when",
        "due date for filing my ITR",
        "do I have to file an income tax return in India",
        "I earn a salary in India, must I file ITR",
      ],
    },
    {
      article: "143",
      heading: "Assessment",
      summary:
        "Provides for processing of returns with an intimation of adjustments, and for scrutiny assessment after a notice served within three months from the end of the financial year in which the return was filed.",
      topics: ["tax", "income-tax"],
      situations: ["I got a scrutiny notice on my tax return", "intimation of adjustments after processing my return"],
    },
    {
      article: "144",
      heading: "Best judgment assessment",
      summary:
        "Lets the Assessing Officer make a best judgment assessment where the assessee fails to file a return, comply with notices or produce accounts, after giving an opportunity to be heard.",
      topics: ["tax", "income-tax"],
      situations: ["the tax officer assessed me without my return", "best judgment assessment for not filing"],
    },
    {
      article: "144C",
      heading: "Reference to dispute resolution panel",
      summary:
        "Requires a draft assessment order for eligible assessees such as foreign companies and transfer-pricing cases, which the assessee may accept or object to before the Dispute Resolution Panel, whose directions bind the final order appealable to the Tribunal.",
      topics: ["tax", "income-tax", "remedies"],
      situations: [
        "my company got a draft assessment order in a transfer pricing case in India, can I object before the final order",
        "can a foreign company in India object to the Dispute Resolution Panel against a draft tax order",
      ],
    },
    {
      article: "147",
      heading: "Income escaping assessment",
      summary:
        "Allows the Assessing Officer to assess or reassess income that has escaped assessment for an assessment year, subject to sections 148 to 153.",
      topics: ["tax", "income-tax"],
      situations: ["the tax department says I hid income in an earlier year", "reassessment of escaped income"],
    },
    {
      article: "148",
      heading: "Issue of notice where income has escaped assessment",
      summary:
        "Requires the Assessing Officer, before reassessment, to issue a notice calling for a return, based on information suggesting escaped income and normally after the section 148A procedure.",
      topics: ["tax", "income-tax"],
      situations: ["I got a reassessment notice from the tax officer", "notice for income escaping assessment"],
    },
    {
      article: "148A",
      heading: "Procedure before issuance of notice under section 148",
      summary:
        "As substituted from 1 September 2024, requires the Assessing Officer to give the assessee a show-cause notice and an opportunity of being heard, and to pass an order with specified-authority approval on whether a section 148 notice should issue.",
      topics: ["tax", "income-tax"],
      situations: ["show-cause notice before reopening my tax assessment", "chance to reply before a reassessment notice"],
    },
    {
      article: "149",
      heading: "Time limit for notice",
      summary:
        "Limits when a reassessment notice may be issued: from 1 September 2024 generally within three years and three months from the end of the assessment year, extended to five years and three months where escaped income is 50 lakh rupees or more.",
      topics: ["tax", "income-tax", "limitation"],
      situations: ["how many years back can the tax department reopen my assessment", "time limit for a reassessment notice"],
    },
    {
      article: "195",
      heading: "Other sums",
      summary:
        "Requires any person paying a non-resident interest or other sums chargeable to tax in India (other than salary) to deduct tax at source at the rates in force, with provision for lower or nil deduction certificates.",
      topics: ["tax", "income-tax", "cross-border-transfer"],
      situations: [
        "I am paying a foreign freelancer from India, do I need to deduct tax at source",
        "I am sending money to a non-resident from India, must I deduct TDS first",
      ],
    },
    {
      article: "246A",
      heading: "Appealable orders before Commissioner (Appeals)",
      summary:
        "Lists orders against which an assessee, deductor or collector may appeal to the Commissioner (Appeals), including assessment, reassessment, penalty and intimation orders, except those made under Dispute Resolution Panel directions." +
        REPEAL_NOTE +
        " Its counterpart in the 2025 Act is section 357.",
      topics: ["tax", "income-tax", "remedies"],
      situations: ["which tax orders can I appeal to the Commissioner (Appeals)", "appealing a tax assessment order"],
    },
    {
      article: "249",
      heading: "Form of appeal and limitation",
      summary:
        "Requires a first appeal within thirty days of service of the demand notice or order, allows late appeals for sufficient cause with no outer limit, and requires payment of tax due on returned income (or advance tax where no return was filed) unless exempted. Counterpart: section 358 of the 2025 Act.",
      topics: ["tax", "income-tax", "remedies", "limitation"],
      situations: ["deadline to file an income tax appeal", "thirty days to appeal a tax demand"],
    },
    {
      article: "250",
      heading: "Procedure in appeal",
      summary:
        "Governs hearing and disposal of appeals by the Joint Commissioner (Appeals) or Commissioner (Appeals), including powers to confirm, reduce, enhance or annul assessments and penalties.",
      topics: ["tax", "income-tax", "remedies"],
      situations: [
        "what can the Commissioner of Income Tax (Appeals) do with my appeal, can they increase my tax",
        "can the income tax appeal authority in India raise my assessment instead of reducing it",
      ],
    },
    {
      article: "253",
      heading: "Appeals to the Appellate Tribunal",
      summary:
        "Allows appeals to the Income Tax Appellate Tribunal against specified orders; for orders communicated from 1 October 2024 within two months from the end of the month of communication (earlier sixty days), with cross-objections within thirty days and condonation for sufficient cause. Counterpart: section 362 of the 2025 Act.",
      topics: ["tax", "income-tax", "remedies", "limitation"],
      situations: ["appealing to the income tax appellate tribunal", "time limit for an appeal to the ITAT"],
    },
    {
      article: "254",
      heading: "Orders of Appellate Tribunal",
      summary:
        "Empowers the Tribunal to pass orders on appeals after hearing both sides, to rectify mistakes apparent from the record within the prescribed time, and to grant limited stays of demand.",
      topics: ["tax", "income-tax", "remedies"],
      situations: [
        "the income tax tribunal made a mistake in its order, can it be corrected",
        "can the Income Tax Appellate Tribunal pause recovery of my income tax while the appeal is heard under the 1961 Act",
      ],
    },
    {
      article: "260A",
      heading: "Appeal to High Court",
      summary:
        "Allows an appeal to the High Court from a Tribunal order only on a substantial question of law, within 120 days of receipt, with late appeals admissible for sufficient cause. Counterpart: section 365 of the 2025 Act.",
      topics: ["tax", "income-tax", "remedies", "limitation"],
      situations: ["appealing a tax tribunal order to the High Court", "substantial question of law in a tax appeal"],
    },
    {
      article: "263",
      heading: "Revision of orders prejudicial to revenue",
      summary:
        "Lets the Principal Commissioner or Commissioner revise an Assessing Officer's order that is erroneous and prejudicial to the revenue, after a hearing, within two years from the end of the financial year of the order.",
      topics: ["tax", "income-tax", "remedies"],
      situations: [
        "the income tax commissioner wants to revise my assessment as prejudicial to revenue, is there a time limit",
        "my income tax assessment was reopened by the commissioner for being wrong in India",
      ],
    },
    {
      article: "264",
      heading: "Revision of other orders",
      summary:
        "Lets the Principal Commissioner or Commissioner revise subordinate orders on the assessee's application or on their own motion, but not to the assessee's prejudice.",
      topics: ["tax", "income-tax", "remedies"],
      situations: [
        "can I ask the income tax commissioner to revise an order against me in India",
        "I want the income tax commissioner to correct an order against me without going to appeal",
      ],
    },
    {
      article: "270A",
      heading: "Penalty for under-reporting and misreporting of income",
      summary:
        "Imposes a penalty of 50% of the tax on under-reported income, rising to 200% where the under-reporting results from misreporting such as misrepresentation, suppression, unrecorded investments or false entries, with listed exclusions for bona fide explanations.",
      topics: ["tax", "income-tax", "penalties"],
      situations: ["penalty for under-reporting my income", "misreporting income penalty of 200 percent"],
    },
    {
      article: "271",
      heading: "Failure to furnish returns, comply with notices, concealment of income, etc.",
      summary:
        "Provides penalties for concealment of income and related failures; for assessment year 2017-18 onward the concealment penalty is displaced by section 270A.",
      topics: ["tax", "income-tax", "penalties"],
      situations: [
        "old income tax penalty for concealing income in India before 2017",
        "penalty for failing to file a return or comply with an income tax notice under the old law",
      ],
    },
    {
      article: "276C",
      heading: "Wilful attempt to evade tax, etc.",
      summary:
        "Makes wilful attempts to evade tax, penalty or interest an offence punishable with rigorous imprisonment of six months to seven years and fine where the amount sought to be evaded exceeds 25 lakh rupees, and three months to two years in other cases.",
      topics: ["tax", "income-tax", "offences", "punishment"],
      situations: ["jail for tax evasion", "wilful attempt to evade income tax"],
    },
    {
      article: "115A",
      heading: "Tax on dividends, royalty and technical service fees in the case of foreign companies",
      summary:
        "Fixes flat rates of tax for non-residents and foreign companies on dividends, specified interest, and royalty and fees for technical services received under agreements with Indian persons, and relieves them of filing a return where that income was fully subject to tax deduction." +
        REPEAL_NOTE,
      topics: ["tax", "income-tax", "withholding", "cross-border-transfer"],
      situations: [
        "how much tax does a foreign company pay on royalty received from India",
        "what is the tax rate on fees for technical services paid to a foreign company by an Indian firm",
      ],
    },
    {
      article: "206AA",
      heading: "Requirement to furnish Permanent Account Number",
      summary:
        "Requires a payee to give the payer its PAN, failing which tax is deducted at the highest of the rate in the relevant provision, the rates in force and twenty per cent; for non-residents it does not apply to prescribed payments where the payee gives the details the rules require." +
        REPEAL_NOTE,
      topics: ["tax", "income-tax", "withholding"],
      situations: ["tax deducted at a higher rate because I did not give my PAN", "no PAN given to the payer"],
    },
  ],
};
