import type { InstrumentInput } from "../../schema";

/**
 * Texas Labor Code, Title 2, Chapter 61 (Payment of Wages, the Texas Payday Law), selected sections. Headings follow the
 * official section catchlines, checked against reproductions of the statute text.
 */
export const usTxLaborCodeCh61: InstrumentInput = {
  source_id: "us-tx-labor-code-ch-61",
  title: "Texas Labor Code, Chapter 61 (Payment of Wages)",
  short_names: ["Texas Payday Law", "Texas Labor Code chapter 61", "Tex. Lab. Code"],
  jurisdiction: "US-TX",
  kind: "code",
  provision_label: "section",
  codified_at: "Tex. Lab. Code",
  official_url: "https://statutes.capitol.texas.gov/Docs/LA/htm/LA.61.htm",
  date: "1993",
  provisions: [
    {
      article: "61.003",
      heading: "Governmental Entities Excluded",
      summary:
        "Excludes the United States, the State of Texas and its political subdivisions from the chapter, so public employees' wage claims are not brought under it.",
      topics: ["employment", "wages", "scope", "public-sector"],
      situations: [
        "I work for a Texas city, can I file a payday law wage claim",
      ],
    },
    {
      article: "61.011",
      heading: "Paydays",
      summary:
        "Requires an employer to pay employees who are exempt from overtime under the Fair Labor Standards Act at least once a month, and all other employees at least twice a month, in pay periods as nearly equal in days as possible.",
      topics: ["employment", "wages", "paydays"],
      situations: [
        "my Texas employer only pays hourly workers once a month, is that allowed",
        "how often must I be paid in Texas",
        "my Texas boss pays me once a month but I get overtime, is that legal",
        "how many paydays a month does Texas require",
      ],
    },
    {
      article: "61.012",
      heading: "Designation of Paydays; Notice",
      summary:
        "Requires an employer to designate paydays (failing which they are the 1st and 15th of the month) and to post notices of the paydays in conspicuous places.",
      topics: ["employment", "wages", "paydays", "notice"],
      situations: [
        "my employer never told us when payday is",
      ],
    },
    {
      article: "61.013",
      heading: "Payment Other Than on Payday",
      summary:
        "Requires an employer to pay an employee who was not paid on a payday for any reason, including absence, on another regular business day at the employee's request.",
      topics: ["employment", "wages", "paydays"],
      situations: [
        "I was off sick on payday, can I get my check the next day",
      ],
    },
    {
      article: "61.014",
      heading: "Payment After Termination of Employment",
      summary:
        "Requires an employer to pay in full an employee who is discharged not later than the sixth day after discharge, and an employee who quits not later than the next regularly scheduled payday.",
      topics: ["employment", "wages", "final-pay", "dismissal"],
      situations: [
        "I was fired in Texas, when do I get my last paycheck",
        "I quit my job, when must they pay me",
        "my Texas employer fired me and says my final pay comes in a month",
        "when must a Texas employer pay wages after firing someone",
      ],
    },
    {
      article: "61.015",
      heading: "Payment of Commissions and Bonuses",
      summary:
        "Makes wages paid on commission and bonuses due according to the terms of the agreement between employer and employee or of a collective bargaining agreement.",
      topics: ["employment", "wages", "commissions", "bonuses"],
      situations: [
        "my employer refuses to pay the commission I earned before I left",
      ],
    },
    {
      article: "61.016",
      heading: "Form of Payment",
      summary:
        "Requires wages to be paid in United States currency or by a written instrument or electronic transfer the section allows, unless the employee agrees in writing to receive part or all of them in another form.",
      topics: ["employment", "wages", "payment"],
      situations: [
        "can my employer pay me in store credit instead of money",
      ],
    },
    {
      article: "61.017",
      heading: "Delivery of Payment",
      summary:
        "Lists the means by which an employer may deliver wages, such as handing them to the employee at the regular place of payment or to a person the employee authorises, mailing them, or another means authorised by the section.",
      topics: ["employment", "wages", "payment"],
      situations: [
        "can my employer mail my paycheck",
      ],
    },
    {
      article: "61.018",
      heading: "Deduction From Wages",
      summary:
        "Prohibits an employer from withholding or diverting any part of an employee's wages unless ordered by a court, authorised by state or federal law, or authorised in writing by the employee for a lawful purpose.",
      topics: ["employment", "wages", "deductions"],
      situations: [
        "my boss took money out of my paycheck for a broken tool without asking",
        "can my employer deduct uniform costs from my wages in Texas",
        "my employer in Texas withheld part of my wages without my written agreement",
      ],
    },
    {
      article: "61.019",
      heading: "Failure to Pay Wages; Criminal Penalty",
      summary:
        "Makes it a criminal offence for an employer to hire an employee with intent to avoid paying wages owed, or to fail to pay wages with that intent.",
      topics: ["employment", "wages", "offences"],
      situations: [
        "my employer hired me never intending to pay me",
      ],
    },
  ],
};
