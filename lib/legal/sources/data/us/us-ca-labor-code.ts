import type { InstrumentInput } from "../../schema";

/**
 * California Labor Code: wage payment and final pay (§§ 200–204), recovery of paid wages and permitted deductions (§§ 221, 224),
 * vacation pay on termination (§ 227.3), wage statements (§ 226), meal and rest periods and
 * overtime and its exemptions (§§ 226.7, 510, 512, 515), minimum wage claims (§ 1194), whistleblowers (§ 1102.5), expense reimbursement
 * (§ 2802), forum and governing law for California employees (§ 925) employee inventions (§§ 2870–2872) and at-will employment (§ 2922). The Code
 * prints no official section headings; each heading below is a descriptive label of ours in square brackets, as in the
 * Business and Professions Code file.
 */
export const usCaLaborCode: InstrumentInput = {
  source_id: "us-ca-labor-code",
  title: "California Labor Code",
  short_names: ["Labor Code", "Cal. Lab. Code", "California Labor Code"],
  jurisdiction: "US-CA",
  kind: "code",
  provision_label: "section",
  codified_at: "Cal. Lab. Code",
  official_url: "https://leginfo.legislature.ca.gov/faces/codesTOCSelected.xhtml?tocCode=LAB",
  date: "1937",
  provisions: [
    {
      article: "925",
      heading: "[Forum and choice of law for employees who primarily reside and work in California]",
      summary:
        "An employer may not require an employee who primarily resides and works in California, as a condition of employment, to agree to a clause that would make the employee litigate or arbitrate outside California a claim arising in California, or that would take away the substantive protection of California law for a controversy arising there. Such a clause is voidable by the employee; once voided, the dispute is heard in California under California law, and the court may award the employee reasonable attorney's fees. It covers contracts entered into, modified or extended on or after 1 January 2017, and does not apply where the employee was individually represented by counsel in negotiating the forum or governing-law terms.",
      topics: ["employment", "choice-of-forum", "governing-law", "arbitration", "dispute-resolution"],
      situations: ["my employer makes me agree to sue only in another state", "out-of-state law and courts clause in my California job contract"],
    },
    {
      article: "2870",
      heading: "[Employee inventions made on the employee's own time: limit on assignment clauses]",
      summary:
        "A clause in an employment agreement that obliges the employee to assign inventions to the employer does not reach an invention the employee developed entirely on their own time without the employer's equipment, supplies, facilities or trade secret information, unless the invention relates, when conceived or reduced to practice, to the employer's business or actual or demonstrably anticipated research or development, or results from work the employee did for the employer. To the extent a clause claims more, it is against California public policy and unenforceable.",
      topics: ["employment", "inventions", "intellectual-property", "assignment"],
      situations: ["I built an app on weekends on my own laptop and my employer says they own it"],
    },
    {
      article: "2871",
      heading: "[Employee inventions: no condition of employment; disclosure still allowed]",
      summary:
        "An employer may not make agreeing to a clause that section 2870 renders unenforceable a condition of employment or continued employment. Employers may still require employees to disclose, in confidence, all inventions made during the employment, run a review process to settle whether an invention is covered, and require full title to inventions where a contract with the United States or one of its agencies calls for it.",
      topics: ["employment", "inventions", "intellectual-property", "disclosure"],
      situations: ["my employer wants me to disclose all my inventions", "can my employer require me to sign away inventions to keep my job"],
    },
    {
      article: "2872",
      heading: "[Employee inventions: written notice of the section 2870 exclusion]",
      summary:
        "An employer whose employment agreement (made after 1 January 1980) requires the employee to assign or offer to assign inventions must, when the agreement is made, give the employee written notice that the agreement does not apply to an invention that qualifies fully under section 2870; in a dispute, the employee claiming the section's benefit carries the burden of proof.",
      topics: ["employment", "inventions", "intellectual-property", "notice"],
      situations: ["my invention assignment agreement did not mention my personal inventions", "employer must tell me in writing which inventions I keep"],
    },
    {
      article: "200",
      heading: "[Definitions: wages and labor]",
      summary:
        "Defines wages as all amounts for labour performed by employees, however calculated (time, task, piece, commission or otherwise), and labour as work or service performed personally under any kind of agreement.",
      topics: ["employment", "wages", "definitions"],
      situations: [
        "do commissions count as wages in California",
      ],
    },
    {
      article: "201",
      heading: "[Wages due immediately on discharge]",
      summary:
        "Makes all wages earned and unpaid at the time an employer discharges an employee due and payable immediately, with limited exceptions such as seasonal layoffs in perishable food processing (within 72 hours).",
      topics: ["employment", "wages", "final-pay", "dismissal"],
      situations: [
        "I was fired in California, when must I get my final paycheck",
        "my employer says it will mail my last wages next week after firing me",
        "my boss let me go in California and said my last check comes on the next payday",
        "fired and still waiting for my final wages in California",
      ],
    },
    {
      article: "202",
      heading: "[Wages due when an employee quits]",
      summary:
        "Makes wages due not later than 72 hours after an employee without a written contract for a definite period quits, or at the time of quitting if the employee gave at least 72 hours' notice.",
      topics: ["employment", "wages", "final-pay", "resignation"],
      situations: [
        "I gave two weeks' notice and quit, when do I get my final pay in California",
        "I resigned without notice in California, how soon must I be paid",
        "when is my last paycheck due after I quit my job in California",
      ],
    },
    {
      article: "203",
      heading: "[Waiting-time penalty for late final wages]",
      summary:
        "Makes an employer that wilfully fails to pay final wages on time liable for a waiting-time penalty: the employee's wages continue as a penalty from the due date until paid or an action is started, for up to 30 days.",
      topics: ["employment", "wages", "final-pay", "penalties"],
      situations: [
        "my former employer paid my final check three weeks late, am I owed anything extra",
        "my old employer in California still hasn't paid my final wages, is there a penalty",
        "late final paycheck penalty in California",
      ],
    },
    {
      article: "204",
      heading: "[Semimonthly paydays]",
      summary:
        "Makes most wages due and payable at least twice in each calendar month on regular paydays designated in advance, with timing rules for wages earned in each half of the month and separate rules for overtime.",
      topics: ["employment", "wages", "paydays"],
      situations: [
        "my California employer pays us only once a month, is that legal",
        "how often must I be paid in California",
        "my paycheck in California comes only monthly, is that allowed",
        "my California employer keeps changing payday",
      ],
    },
    {
      article: "226",
      heading: "[Itemized wage statements]",
      summary:
        "Requires employers to give employees with each payment of wages an accurate itemised wage statement showing gross and net wages, hours worked and hourly rates, deductions, pay period dates, the employee's name and identifying number and the employer's name and address, and to keep copies; employees injured by a knowing and intentional failure may recover damages and penalties.",
      topics: ["employment", "wages", "pay-statement", "records"],
      situations: [
        "my pay stub does not show my hours or rate of pay",
        "my employer will not give me copies of my pay records",
      ],
    },
    {
      article: "226.7",
      heading: "[Premium pay for missed meal or rest periods]",
      summary:
        "Prohibits requiring an employee to work during a meal or rest or recovery period required by law or order, and requires the employer to pay one additional hour of pay at the regular rate for each workday a required period is not provided.",
      topics: ["employment", "working-time", "breaks", "meal-breaks"],
      situations: [
        "my manager makes me work through lunch every day",
        "what do I get if my employer does not give me rest breaks",
      ],
    },
    {
      article: "510",
      heading: "[Overtime: eight-hour day and forty-hour week]",
      summary:
        "Defines a day's work as eight hours, and requires overtime of one and one-half times the regular rate for work over eight hours in a workday, over 40 hours in a workweek and for the first eight hours on the seventh consecutive day, and double time for work over 12 hours in a day or over eight on the seventh day, subject to exceptions such as alternative workweek schedules.",
      topics: ["employment", "working-time", "overtime", "wages"],
      situations: [
        "I worked 10 hours yesterday, do I get overtime in California",
        "when do I get double time",
        "my California employer doesn't pay extra for hours over 40 a week",
        "do I get time and a half for working a seventh day in a row in California",
        "my boss pays straight time for 12 hour shifts in California",
      ],
    },
    {
      article: "515",
      heading: "[Exemptions from overtime: executive, administrative and professional employees]",
      summary:
        "Lets the Industrial Welfare Commission exempt executive, administrative and professional employees from the overtime rules only if they are primarily engaged in exempt duties, customarily and regularly exercise discretion and independent judgment, and earn a monthly salary of at least twice the state minimum wage for full-time work (40 hours a week); being paid a salary alone does not make an employee exempt.",
      topics: ["employment", "working-time", "overtime", "wages"],
      situations: [
        "my boss says I don't get overtime because I'm on a salary",
        "am I exempt from overtime as a salaried manager in California",
        "how much do I have to earn to be exempt in California",
      ],
    },
    {
      article: "512",
      heading: "[Meal periods]",
      summary:
        "Requires employers to provide a meal period of at least 30 minutes for a work period of more than five hours, and a second meal period for more than ten hours, with limited waiver by mutual consent.",
      topics: ["employment", "working-time", "meal-breaks"],
      situations: [
        "I work a seven-hour shift, am I entitled to a lunch break",
        "can I waive my meal break to leave early",
        "my California employer makes me eat lunch at my desk while working",
        "no meal break on my eight hour shift in California",
      ],
    },
    {
      article: "1102.5",
      heading: "[Whistleblower protection]",
      summary:
        "Prohibits employers from making or enforcing rules that prevent employees from disclosing, or retaliating against employees who disclose, information they reasonably believe shows a violation of law to a government or law enforcement agency, a person with authority over them, or a public body, or who refuse to participate in an unlawful activity, with a civil penalty and damages.",
      topics: ["employment", "whistleblowing", "retaliation"],
      situations: [
        "I was fired after reporting my company's safety violations to the state",
        "can my employer punish me for refusing to do something illegal",
      ],
    },
    {
      article: "1194",
      heading: "[Civil action for unpaid minimum wage or overtime]",
      summary:
        "Lets an employee who receives less than the legal minimum wage or overtime compensation recover the unpaid balance in a civil action, with interest, attorney's fees and costs, notwithstanding any agreement to work for a lower wage.",
      topics: ["employment", "wages", "minimum-wage", "overtime", "remedies"],
      situations: [
        "I agreed to work for less than minimum wage, can I still claim the difference",
        "how do I sue for unpaid overtime in California",
      ],
    },
    {
      article: "2802",
      heading: "[Reimbursement of employee business expenses]",
      summary:
        "Requires an employer to indemnify an employee for all necessary expenditures or losses incurred in direct consequence of performing their duties or obeying the employer's directions, such as using a personal phone or car for work, with interest and attorney's fees.",
      topics: ["employment", "expenses", "reimbursement"],
      situations: [
        "my employer will not pay me back for using my own car for deliveries",
        "do I have to pay for my work phone bill myself",
        "my California employer makes me pay for my own work tools and mileage",
      ],
    },
    {
      article: "98.6",
      heading: "[Retaliation for asserting Labor Code rights]",
      summary: "Forbids an employer to discharge or retaliate against an employee or applicant for filing a wage claim, complaining about unpaid wages or exercising Labor Code rights, with reinstatement, lost wages and a civil penalty.",
      topics: ["employment", "retaliation", "wages"],
      situations: ["I was fired in California right after I complained about unpaid overtime"],
    },
    {
      article: "233",
      heading: "[Using sick leave to care for family members]",
      summary: "Allows an employee to use up to half of the sick leave accrued annually to attend to the illness of a family member, and forbids discipline for doing so.",
      topics: ["employment", "sick-leave", "family-leave"],
      situations: ["can I use my sick days to look after my sick mother"],
    },
    {
      article: "246",
      heading: "[Accrual and use of paid sick days]",
      summary: "Requires an employer to provide paid sick days accruing at no less than one hour for every 30 hours worked, usable from the 90th day of employment, with the employer allowed to limit use to 40 hours or five days a year, and to show available sick leave on the wage statement.",
      topics: ["employment", "sick-leave"],
      situations: [
        "how many paid sick days do I get in California",
        "does my California job have to give me paid sick time",
        "my boss says part-timers don't get sick days in California",
        "how fast do I earn sick leave in California",
      ],
    },
    {
      article: "432.3",
      heading: "[Salary history inquiries prohibited]",
      summary: "Forbids an employer to rely on an applicant's salary history in deciding whether to offer employment or what to pay, or to seek it, and requires the employer to give the pay scale for a position on request.",
      topics: ["employment", "hiring", "equal-pay", "pay-transparency"],
      situations: ["an employer in California asked what I earn at my current job; do I have to answer"],
    },
    {
      article: "1197.5",
      heading: "[Equal pay regardless of sex, race or ethnicity]",
      summary: "Forbids an employer to pay employees less than employees of the opposite sex, or of another race or ethnicity, for substantially similar work, when viewed as a composite of skill, effort and responsibility and performed under similar working conditions, unless the difference is due to a seniority, merit or production system or a bona fide factor other than sex, race or ethnicity; subdivision (k) also forbids an employer to stop employees disclosing their own wages, discussing or asking about others' wages, or to retaliate against them for doing so.",
      topics: ["employment", "equal-pay", "discrimination", "pay-transparency", "retaliation"],
      situations: ["a male coworker in California doing the same job gets paid more than me", "I was disciplined after asking a colleague what she earns"],
    },
    {
      article: "232",
      heading: "[Disclosure of wages]",
      summary: "Forbids an employer to require, as a condition of employment, that an employee keep the amount of their wages secret, to make an employee sign a waiver of the right to disclose them, or to discharge, discipline or otherwise discriminate against an employee who discloses their wages.",
      topics: ["employment", "pay-transparency", "retaliation"],
      situations: ["the company handbook says salaries are confidential and staff must never reveal what they are paid"],
    },
    {
      article: "221",
      heading: "[Employer may not take back wages already paid]",
      summary:
        "An employer commits an unlawful act if it collects or receives back from an employee any part of wages it has already paid, which bars kickback arrangements and charging employees for ordinary business losses out of paid wages.",
      topics: ["employment", "wages", "deductions"],
      situations: [
        "my boss in California made me pay back part of my paycheck to cover a cash shortage",
        "the company wants me to repay wages because a customer did not pay",
      ],
    },
    {
      article: "224",
      heading: "[Deductions from wages permitted by law or written authorisation]",
      summary:
        "An employer may withhold or divert part of an employee's wages only where state or federal law requires or allows it, where the employee has expressly authorised it in writing for items such as insurance premiums or medical dues (but not to undercut an agreed or statutory wage), or where a collective bargaining or wage agreement authorises health, welfare or pension contributions.",
      topics: ["employment", "wages", "deductions"],
      situations: [
        "can my California employer deduct the cost of a broken phone from my pay",
        "my employer took money out of my check for a uniform without my written consent",
      ],
    },
    {
      article: "227.3",
      heading: "[Vested vacation paid as wages on termination; no forfeiture]",
      summary:
        "Where a contract or policy provides paid vacation, all vested vacation not taken when employment ends must be paid as wages at the employee's final rate, and no contract or policy may forfeit vested vacation on termination, unless a collective bargaining agreement provides otherwise; the Labor Commissioner applies equity and fairness to disputes.",
      topics: ["employment", "wages", "leave", "termination"],
      situations: [
        "I quit my job in California, do I get paid for unused vacation days",
        "my employer has a use-it-or-lose-it vacation policy in California",
        "my final paycheck did not include my accrued PTO",
      ],
    },
    {
      article: "2922",
      heading: "[Employment with no specified term is terminable at will]",
      summary:
        "Employment with no fixed term may be ended at the will of either the employer or the employee on notice to the other; employment for a specified term means a period longer than one month. This at-will presumption can be displaced by a contract and is limited by anti-discrimination, retaliation and public-policy protections elsewhere.",
      topics: ["employment", "dismissal", "at-will"],
      situations: [
        "can my boss in California fire me without giving a reason",
        "do I have to give notice before I quit my job in California",
        "I was let go with no warning, is that allowed in California",
      ],
    },
  ],
};
