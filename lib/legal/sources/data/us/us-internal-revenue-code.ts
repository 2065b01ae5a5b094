import type { InstrumentInput } from "../../schema";

/**
 * Internal Revenue Code of 1986, 26 U.S.C. (everyday income and payroll tax basics, selected sections). Summaries avoid
 * year-specific amounts, which Congress changes often (rates, brackets, deduction and credit amounts are indexed or
 * temporary). Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usInternalRevenueCode: InstrumentInput = {
  source_id: "us-internal-revenue-code",
  title: "Internal Revenue Code of 1986",
  short_names: ["Internal Revenue Code", "IRC", "Tax Code", "26 U.S.C."],
  jurisdiction: "US",
  kind: "code",
  provision_label: "section",
  codified_at: "26 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title26&edition=prelim",
  date: "1986-10-22",
  provisions: [
    {
      article: "1",
      heading: "Tax imposed",
      summary:
        "Imposes the federal income tax on individuals, estates and trusts at graduated rates on taxable income, with separate rate schedules for married couples filing jointly and surviving spouses, heads of household, unmarried individuals and married individuals filing separately, adjusted each year for inflation.",
      topics: ["tax", "income-tax", "individuals"],
      situations: [
        "how is my federal income tax worked out",
        "do married couples pay tax at different rates from single people",
        "what are the federal income tax brackets",
        "how much income tax will I pay on my salary",
      ],
    },
    {
      article: "2",
      heading: "Definitions and special rules",
      summary:
        "Defines filing statuses used throughout the Code, such as surviving spouse and head of household, and when an individual is treated as married or unmarried.",
      topics: ["tax", "income-tax", "family", "filing-status"],
      situations: [
        "can I file as head of household as a single parent",
        "my husband died last year, what filing status do I use",
      ],
    },
    {
      article: "11",
      heading: "Tax imposed",
      summary:
        "Imposes the income tax on every corporation's taxable income at a flat rate.",
      topics: ["tax", "corporate-tax"],
      situations: [
        "what tax does my corporation pay on its profits",
      ],
    },
    {
      article: "24",
      heading: "Child tax credit",
      summary:
        "Allows a credit against income tax for each qualifying child, phased out for higher incomes, with part of it refundable under conditions; temporary rules have changed the amount, age limit and refundability in particular years.",
      topics: ["tax", "income-tax", "family", "children", "credits"],
      situations: [
        "can I get a tax credit for my kids",
        "my income went up, do I still get the child tax credit",
      ],
    },
    {
      article: "32",
      heading: "Earned income",
      summary:
        "Allows low and moderate income workers a refundable earned income credit, computed on earned income and the number of qualifying children, and phased out as income rises.",
      topics: ["tax", "income-tax", "credits", "low-income"],
      situations: [
        "I work part time on a low wage, can I get money back from the IRS",
      ],
    },
    {
      article: "61",
      heading: "Gross income defined",
      summary:
        "Defines gross income as all income from whatever source derived, including compensation for services, business income, gains from property, interest, rents, royalties, dividends, alimony under older agreements, annuities, pensions and debt forgiveness, unless a provision excludes it.",
      topics: ["tax", "income-tax", "gross-income"],
      situations: [
        "do I have to pay tax on tips and side-gig income",
        "is cancelled credit card debt taxable income",
        "is money from renting out a room taxable",
        "do I pay tax on money from a side job",
        "is my bonus taxable income",
        "what income do I have to report to the IRS",
      ],
    },
    {
      article: "62",
      heading: "Adjusted gross income defined",
      summary:
        "Defines adjusted gross income as gross income less listed deductions, such as business expenses of self-employed people, certain employee expenses, losses from sales of property, retirement plan contributions and student loan interest.",
      topics: ["tax", "income-tax", "deductions"],
      situations: [
        "what is adjusted gross income on my tax return",
      ],
    },
    {
      article: "63",
      heading: "Taxable income defined",
      summary:
        "Defines taxable income as gross income less allowable deductions, and lets individuals who do not itemise claim the standard deduction, with additional amounts for the elderly and blind.",
      topics: ["tax", "income-tax", "deductions", "standard-deduction"],
      situations: [
        "should I take the standard deduction or itemise",
        "do older people get a bigger standard deduction",
      ],
    },
    {
      article: "102",
      heading: "Gifts and inheritances",
      summary:
        "Excludes from gross income the value of property acquired by gift, bequest, devise or inheritance, but not income later earned from that property or gifts from an employer to an employee.",
      topics: ["tax", "income-tax", "gifts", "inheritance"],
      situations: [
        "do I pay income tax on money I inherited from my mother",
        "my parents gave me money for a house, is it taxable to me",
        "is a holiday bonus from my employer a tax-free gift",
      ],
    },
    {
      article: "104",
      heading: "Compensation for injuries or sickness",
      summary:
        "Excludes from gross income damages received for personal physical injuries or physical sickness, workers' compensation for sickness or injury, and certain other compensation, but not punitive damages or damages for emotional distress alone.",
      topics: ["tax", "income-tax", "damages", "personal-injury"],
      situations: [
        "do I pay tax on my car accident settlement",
        "is an award for emotional distress from a discrimination case taxable",
      ],
    },
    {
      article: "121",
      heading: "Exclusion of gain from sale of principal residence",
      summary:
        "Excludes from gross income up to $250,000 of gain ($500,000 for certain joint returns) on the sale of a principal residence that the taxpayer owned and used as their main home for at least 2 of the 5 years before the sale, generally once every two years, with a reduced exclusion for sales forced by a job change, health or unforeseen circumstances.",
      topics: ["tax", "income-tax", "capital-gains", "home-sale"],
      situations: [
        "do I owe tax on the profit from selling my house",
        "we sold our home after only one year because of a new job",
      ],
    },
    {
      article: "151",
      heading: "Allowance of deductions for personal exemptions",
      summary:
        "Allows deductions for personal exemptions for the taxpayer and dependants; the exemption amount has been reduced to zero for recent years.",
      topics: ["tax", "income-tax", "dependants"],
      situations: [
        "can I still claim a personal exemption for my children",
      ],
    },
    {
      article: "152",
      heading: "Dependent defined",
      summary:
        "Defines a dependant as a qualifying child (relationship, residence for more than half the year, age and support tests) or a qualifying relative, with tie-breaker rules for children of divorced or separated parents.",
      topics: ["tax", "income-tax", "family", "dependants", "divorce"],
      situations: [
        "who gets to claim our child after our divorce",
        "can I claim my elderly mother who lives with me as a dependant",
      ],
    },
    {
      article: "162",
      heading: "Trade or business expenses",
      summary:
        "Allows a deduction for all ordinary and necessary expenses paid or incurred during the taxable year in carrying on a trade or business, including reasonable salaries, travel while away from home on business and rent, while denying deductions for items such as fines, bribes and lobbying.",
      topics: ["tax", "income-tax", "business-expenses", "deductions"],
      situations: [
        "can my small business deduct the cost of a work laptop",
        "are traffic fines paid by my business deductible",
        "can I deduct business expenses from my taxes",
        "what expenses can my small business write off",
      ],
    },
    {
      article: "163",
      heading: "Interest",
      summary:
        "Allows a deduction for interest paid on indebtedness, but disallows personal interest for individuals except, among others, qualified residence (mortgage) interest and investment interest, and limits business interest.",
      topics: ["tax", "income-tax", "deductions", "mortgage", "interest"],
      situations: [
        "can I deduct the interest on my mortgage",
        "is credit card interest tax deductible",
      ],
    },
    {
      article: "164",
      heading: "Taxes",
      summary:
        "Allows a deduction for state and local real property, income and personal property taxes and certain others, subject to a cap on individuals' deduction for state and local taxes in recent years.",
      topics: ["tax", "income-tax", "deductions", "property-tax"],
      situations: [
        "can I deduct my property taxes on my federal return",
      ],
    },
    {
      article: "170",
      heading: "Charitable, etc., contributions and gifts",
      summary:
        "Allows a deduction for charitable contributions paid to qualifying organisations, subject to percentage-of-income limits, carryovers and substantiation rules such as a written acknowledgement for gifts of $250 or more.",
      topics: ["tax", "income-tax", "charity", "deductions"],
      situations: [
        "can I deduct my donation to a charity",
        "what proof do I need for a large donation",
      ],
    },
    {
      article: "213",
      heading: "Medical, dental, etc., expenses",
      summary:
        "Allows individuals a deduction for medical and dental expenses of themselves, a spouse and dependants, not compensated by insurance, to the extent they exceed a percentage of adjusted gross income.",
      topics: ["tax", "income-tax", "deductions", "medical"],
      situations: [
        "can I deduct my large hospital bills on my taxes",
      ],
    },
    {
      article: "262",
      heading: "Personal, living, and family expenses",
      summary:
        "Disallows any deduction for personal, living or family expenses, except as the Code expressly allows.",
      topics: ["tax", "income-tax", "deductions"],
      situations: [
        "can I deduct my commute to work",
        "are my groceries and rent deductible if I work from home",
      ],
    },
    {
      article: "280A",
      heading:
        "Disallowance of certain expenses in connection with business use of home, rental of vacation homes, etc",
      summary:
        "Disallows deductions for a home used as a residence, except for a part used exclusively and regularly as the principal place of business or to meet clients, and sets rules for renting out a dwelling also used personally.",
      topics: ["tax", "income-tax", "home-office", "deductions"],
      situations: [
        "can I deduct my home office as a freelancer",
        "I rent out my holiday home some weeks, what can I deduct",
      ],
    },
    {
      article: "301",
      heading: "Distributions of property",
      summary:
        "Sets the tax treatment of a corporation's distributions of property to shareholders: the part that is a dividend is included in gross income, the rest reduces the shareholder's basis, and any excess is treated as gain.",
      topics: ["tax", "corporate-tax", "distributions", "dividends", "shareholders"],
      situations: [
        "how is money my company pays me as a shareholder taxed",
      ],
    },
    {
      article: "316",
      heading: "Dividend defined",
      summary:
        "Defines a dividend as a distribution of property by a corporation to its shareholders out of its earnings and profits accumulated since 1913 or out of the current year's earnings and profits.",
      topics: ["tax", "corporate-tax", "dividends", "distributions"],
      situations: [
        "is every payment from a corporation to its owners a dividend",
      ],
    },
    {
      article: "1001",
      heading: "Determination of amount of and recognition of gain or loss",
      summary:
        "Computes gain or loss on the sale or other disposition of property as the difference between the amount realised (money plus fair market value of property received) and the adjusted basis, and requires it to be recognised unless the Code provides otherwise.",
      topics: ["tax", "income-tax", "capital-gains"],
      situations: [
        "how do I work out my gain when I sell shares",
        "I swapped my car for a motorbike, is that a taxable sale",
      ],
    },
    {
      article: "1012",
      heading: "Basis of property—cost",
      summary:
        "Makes the basis of property generally its cost.",
      topics: ["tax", "income-tax", "capital-gains", "basis"],
      situations: [
        "what is my tax basis in shares I bought",
      ],
    },
    {
      article: "1221",
      heading: "Capital asset defined",
      summary:
        "Defines a capital asset as property held by the taxpayer other than listed items such as inventory, depreciable business property, certain self-created works and accounts receivable.",
      topics: ["tax", "income-tax", "capital-gains"],
      situations: [
        "are the shares I hold as an investment capital assets",
      ],
    },
    {
      article: "1222",
      heading: "Other terms relating to capital gains and losses",
      summary:
        "Defines short-term and long-term capital gains and losses by whether the asset was held for more than one year, and net capital gain.",
      topics: ["tax", "income-tax", "capital-gains"],
      situations: [
        "how long do I need to hold shares for long-term capital gains treatment",
      ],
    },
    {
      article: "1401",
      heading: "Rate of tax",
      summary:
        "Imposes the self-employment tax (social security and Medicare) on self-employment income, with an additional Medicare tax above a threshold.",
      topics: ["tax", "self-employment", "payroll-tax"],
      situations: [
        "as a freelancer do I pay social security tax myself",
      ],
    },
    {
      article: "3101",
      heading: "Rate of tax",
      summary:
        "Imposes on employees the social security (old-age, survivors and disability insurance) and Medicare (hospital insurance) taxes on wages, including an additional Medicare tax on wages above a threshold.",
      topics: ["tax", "payroll-tax", "employment"],
      situations: [
        "what are the FICA deductions on my paycheck",
      ],
    },
    {
      article: "3102",
      heading: "Deduction of tax from wages",
      summary:
        "Requires the employer to collect the employee's social security and Medicare taxes by deducting them from wages as paid, and makes the employer liable for them.",
      topics: ["tax", "payroll-tax", "employment", "withholding"],
      situations: [
        "my employer did not deduct social security tax from my pay, who is liable",
      ],
    },
    {
      article: "3111",
      heading: "Rate of tax",
      summary:
        "Imposes the employer's matching share of social security and Medicare taxes on wages paid to employees.",
      topics: ["tax", "payroll-tax", "employment"],
      situations: [
        "does my employer also pay social security tax on my wages",
      ],
    },
    {
      article: "3402",
      heading: "Income tax collected at source",
      summary:
        "Requires every employer making payment of wages to deduct and withhold federal income tax under tables or methods prescribed by the Treasury, taking account of the employee's withholding certificate.",
      topics: ["tax", "income-tax", "withholding", "employment"],
      situations: [
        "why is federal tax taken out of every paycheck",
        "how do I change how much tax my employer withholds",
      ],
    },
    {
      article: "6012",
      heading: "Persons required to make returns of income",
      summary:
        "Lists who must file an income tax return, including every individual with gross income at or above the filing threshold, corporations, estates and trusts with gross income above set amounts, and self-employed individuals with net earnings of $400 or more.",
      topics: ["tax", "income-tax", "filing"],
      situations: [
        "do I have to file a tax return if I earned very little",
        "I made a little money freelancing, do I need to file",
        "who has to file a federal tax return",
        "I'm self-employed and earned a little, must I file taxes",
      ],
    },
    {
      article: "6013",
      heading: "Joint returns of income tax by husband and wife",
      summary:
        "Allows a husband and wife to make a single joint return of income taxes, with joint and several liability for the tax, and sets rules for changing from separate to joint returns.",
      topics: ["tax", "income-tax", "family", "married", "joint-return"],
      situations: [
        "should my spouse and I file jointly",
        "am I liable for tax on my spouse's income if we file together",
      ],
    },
    {
      article: "6072",
      heading: "Time for filing income tax returns",
      summary:
        "Sets the time for filing income tax returns: for individuals on a calendar year, on or before the 15th day of April following the close of the year, and comparable dates for fiscal years and corporations.",
      topics: ["tax", "income-tax", "filing", "deadlines"],
      situations: [
        "when is my federal tax return due",
        "what is the deadline to file my taxes",
        "when do I have to file my income tax return in the US",
      ],
    },
    {
      article: "6501",
      heading: "Limitations on assessment and collection",
      summary:
        "Limits the time for assessing tax generally to 3 years after the return was filed, with 6 years where more than 25 percent of gross income was omitted and no limit for a false or fraudulent return or a failure to file.",
      topics: ["tax", "limitation-period", "audits"],
      situations: [
        "how far back can the IRS audit my taxes",
        "I never filed for one year, can the IRS still come after me",
      ],
    },
    {
      article: "6511",
      heading: "Limitations on credit or refund",
      summary:
        "Requires a claim for credit or refund of an overpayment to be filed within 3 years from the time the return was filed or 2 years from payment of the tax, whichever is later, and limits the amount refundable.",
      topics: ["tax", "refunds", "limitation-period"],
      situations: [
        "I just realised I overpaid tax four years ago, can I get it back",
      ],
    },
    {
      article: "6651",
      heading: "Failure to file tax return or to pay tax",
      summary:
        "Adds penalties for failing to file a return on time (generally 5 percent of the tax for each month, up to 25 percent) and for failing to pay tax shown on the return (generally 0.5 percent a month, up to 25 percent), unless the failure is due to reasonable cause and not wilful neglect.",
      topics: ["tax", "penalties", "filing"],
      situations: [
        "what is the penalty for filing my taxes late",
        "I filed on time but could not pay, what penalty applies",
      ],
    },
    {
      article: "6654",
      heading: "Failure by individual to pay estimated income tax",
      summary:
        "Imposes an addition to tax on individuals who underpay estimated tax through required quarterly instalments, with safe harbours based on the current or prior year's tax.",
      topics: ["tax", "penalties", "estimated-tax", "self-employment"],
      situations: [
        "as a freelancer do I need to pay tax every quarter",
      ],
    },
    {
      article: "7201",
      heading: "Attempt to evade or defeat tax",
      summary:
        "Makes a wilful attempt to evade or defeat any tax a felony, punishable by a fine and imprisonment of up to 5 years.",
      topics: ["tax", "offences", "evasion"],
      situations: [
        "what happens if someone deliberately hides income from the IRS",
      ],
    },
    {
      article: "7203",
      heading: "Willful failure to file return, supply information, or pay tax",
      summary:
        "Makes a wilful failure to file a return, keep records, supply information or pay tax when required a misdemeanour, punishable by a fine and imprisonment of up to one year.",
      topics: ["tax", "offences", "filing"],
      situations: [
        "is it a crime not to file a tax return",
      ],
    },
    {
      article: "25A",
      heading: "American Opportunity and Lifetime Learning credits",
      summary:
        "Allows credits for qualified tuition and related expenses of post-secondary education: the American Opportunity credit (partly refundable, for the first four years) and the Lifetime Learning credit, each phased out at higher incomes.",
      topics: ["tax", "income-tax", "education", "credits"],
      situations: [
        "can I get a tax credit for my child's college tuition",
      ],
    },
    {
      article: "72",
      heading: "Annuities; certain proceeds of endowment and life insurance contracts",
      summary:
        "Sets the taxation of annuities and of distributions from retirement plans, including the 10 percent additional tax on early distributions from qualified plans before age 59 and a half, subject to listed exceptions.",
      topics: ["tax", "income-tax", "retirement", "early-withdrawal"],
      situations: [
        "what is the penalty for taking money out of my 401(k) early",
        "is my annuity payment taxable",
      ],
    },
    {
      article: "401",
      heading: "Qualified pension, profit-sharing, and stock bonus plans",
      summary:
        "Sets the requirements for qualified pension, profit-sharing and stock bonus plans, including cash or deferred arrangements (401(k) plans) that let employees defer part of their pay before tax, with non-discrimination and contribution limits.",
      topics: ["tax", "retirement", "pensions", "401k"],
      situations: [
        "how does my 401(k) save me tax",
      ],
    },
    {
      article: "408",
      heading: "Individual retirement accounts",
      summary:
        "Governs individual retirement accounts: contributions within annual limits, tax-deferred growth, and taxation of distributions, with rules for rollovers.",
      topics: ["tax", "retirement", "ira"],
      situations: [
        "can I put money in an IRA and deduct it",
      ],
    },
    {
      article: "1014",
      heading: "Basis of property acquired from a decedent",
      summary:
        "Makes the basis of property acquired from a decedent generally its fair market value at the date of death (a stepped-up basis).",
      topics: ["tax", "income-tax", "capital-gains", "inheritance", "basis"],
      situations: [
        "I inherited shares my father bought decades ago, what gain do I pay tax on when I sell",
      ],
    },
    {
      article: "1015",
      heading: "Basis of property acquired by gifts and transfers in trust",
      summary:
        "Makes the basis of property acquired by gift generally the donor's basis (with a special rule limiting losses where value has fallen), so the recipient takes over the donor's gain.",
      topics: ["tax", "income-tax", "capital-gains", "gifts", "basis"],
      situations: [
        "my parents gave me shares, how do I compute my gain when I sell them",
      ],
    },
    {
      article: "2001",
      heading: "Imposition and rate of tax",
      summary:
        "Imposes the federal estate tax on the transfer of the taxable estate of every decedent who is a citizen or resident, at graduated rates, taking account of adjusted taxable gifts.",
      topics: ["tax", "estate-tax", "inheritance"],
      situations: [
        "will my family pay estate tax when I die",
      ],
    },
    {
      article: "2010",
      heading: "Unified credit against estate tax",
      summary:
        "Allows a unified credit against estate tax equal to the tax on the basic exclusion amount (indexed, and including any unused exclusion of a deceased spouse), so that only estates above that amount owe tax.",
      topics: ["tax", "estate-tax", "exemption"],
      situations: [
        "how large can an estate be before federal estate tax applies",
      ],
    },
    {
      article: "2501",
      heading: "Imposition of tax",
      summary:
        "Imposes a tax on transfers of property by gift during each calendar year by individuals.",
      topics: ["tax", "gift-tax"],
      situations: [
        "do I pay tax if I give my daughter money for a house",
      ],
    },
    {
      article: "2503",
      heading: "Taxable gifts",
      summary:
        "Defines taxable gifts and excludes from them an annual per-donee amount of present-interest gifts (indexed) and payments of tuition or medical expenses made directly to the institution or provider.",
      topics: ["tax", "gift-tax", "annual-exclusion"],
      situations: [
        "how much can I give each of my children every year without gift tax",
        "does paying my grandchild's tuition directly count as a gift",
      ],
    },
    {
      article: "2523",
      heading: "Gift to spouse",
      summary:
        "Allows an unlimited gift tax marital deduction for gifts to a spouse who is a US citizen, with limits for non-citizen spouses and terminable interests.",
      topics: ["tax", "gift-tax", "marriage"],
      situations: [
        "can I give my wife my half of the house tax-free",
      ],
    },
    {
      article: "6662",
      heading: "Imposition of accuracy-related penalty on underpayments",
      summary:
        "Imposes a 20 percent accuracy-related penalty on the part of an underpayment attributable to negligence or disregard of rules, a substantial understatement of income tax, or substantial valuation misstatements, with higher rates for gross misstatements.",
      topics: ["tax", "penalties", "underpayment"],
      situations: [
        "what penalty applies if I understate my income by mistake",
      ],
    },
    {
      article: "7502",
      heading: "Timely mailing treated as timely filing and paying",
      summary:
        "Treats a return or payment delivered by US mail (or a designated private delivery service) after the due date as timely if the postmark date is on or before the due date.",
      topics: ["tax", "filing", "deadlines", "mail"],
      situations: [
        "I mailed my return on April 15 and it arrived later, is it late",
      ],
    },
    {
      article: "21",
      heading: "Expenses for household and dependent care services necessary for gainful employment",
      summary: "Allows a credit against income tax for a percentage of employment-related expenses for the care of a qualifying child under 13, a disabled dependant or a disabled spouse, so the taxpayer can work, subject to dollar limits.",
      topics: ["tax", "income-tax", "tax-credits", "childcare"],
      situations: ["can I get a tax credit for daycare costs while I work"],
    },
    {
      article: "108",
      heading: "Income from discharge of indebtedness",
      summary: "Excludes from gross income debt forgiveness in listed cases, such as discharge in a bankruptcy case, when the taxpayer is insolvent (to the extent of insolvency), qualified farm or real property business debt, and certain student loan discharges.",
      topics: ["tax", "income-tax", "debt-forgiveness"],
      situations: ["my credit card debt was written off; do I owe tax on it"],
    },
    {
      article: "132",
      heading: "Certain fringe benefits",
      summary: "Excludes from an employee's gross income listed fringe benefits, including no-additional-cost services, qualified employee discounts, working condition fringes, de minimis fringes, qualified transportation fringes and on-premises athletic facilities.",
      topics: ["tax", "income-tax", "employee-benefits"],
      situations: ["are the free perks from my employer taxable", "employee discount and commuter benefits tax free"],
    },
    {
      article: "165",
      heading: "Losses",
      summary: "Allows a deduction for losses sustained during the year and not compensated by insurance, limiting individuals to losses in a trade or business, in transactions entered into for profit, and personal casualty losses attributable to federally declared disasters.",
      topics: ["tax", "income-tax", "deductions", "casualty-loss"],
      situations: ["can I deduct losses from theft or a disaster", "tax deduction for a business loss not covered by insurance"],
    },
    {
      article: "179",
      heading: "Election to expense certain depreciable business assets",
      summary: "Allows a taxpayer to elect to deduct the cost of qualifying depreciable business property in the year it is placed in service, up to an annual dollar limit that phases out above a threshold of property placed in service.",
      topics: ["tax", "income-tax", "business-expenses", "depreciation"],
      situations: ["can I write off the full cost of equipment for my business this year", "expensing a new work vehicle or computer right away"],
    },
    {
      article: "1031",
      heading: "Exchange of real property held for productive use or investment",
      summary: "Defers recognition of gain or loss on the exchange of real property held for productive use in a trade or business or for investment solely for like-kind real property, subject to identification and completion deadlines of 45 and 180 days.",
      topics: ["tax", "capital-gains", "real-estate"],
      situations: ["can I sell my rental property and buy another without paying capital gains tax now"],
    },
    {
      article: "1211",
      heading: "Limitation on capital losses",
      summary: "Limits a corporation's capital losses to its capital gains, and an individual's to capital gains plus up to $3,000 ($1,500 if married filing separately) of ordinary income a year.",
      topics: ["tax", "capital-gains", "capital-losses"],
      situations: ["how much of my stock losses can I deduct against my salary"],
    },
  ],
};
