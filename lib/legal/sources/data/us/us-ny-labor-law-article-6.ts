import type { InstrumentInput } from "../../schema";

/**
 * New York Labor Law, Article 6 (Payment of Wages, §§ 190–199-A), selected sections. Headings follow the section catchlines
 * of the Consolidated Laws, checked against reproductions of the statute text.
 */
export const usNyLaborLawArticle6: InstrumentInput = {
  source_id: "us-ny-labor-law-article-6",
  title: "New York Labor Law, Article 6 (Payment of Wages)",
  short_names: ["New York Labor Law", "N.Y. Lab. Law", "NY wage payment law"],
  jurisdiction: "US-NY",
  kind: "code",
  provision_label: "section",
  codified_at: "N.Y. Lab. Law",
  official_url: "https://www.nysenate.gov/legislation/laws/LAB/A6",
  date: "1966",
  provisions: [
    {
      article: "190",
      heading: "Definitions",
      summary:
        "Defines the article's terms, including wages (earnings for labour or services, however calculated, including certain benefits and wage supplements), employee, employer, manual worker, clerical and other worker and commission salesperson.",
      topics: ["employment", "wages", "definitions"],
      situations: [
        "am I a manual worker under New York's pay law",
      ],
    },
    {
      article: "191",
      heading: "Frequency of payments",
      summary:
        "Sets how often wages must be paid: manual workers weekly and within seven days after the end of the week (unless authorised otherwise), clerical and other workers at least semi-monthly on regular paydays, commission salespersons at least monthly under a written agreement; on termination, wages are due by the next regular payday.",
      topics: ["employment", "wages", "paydays", "final-pay"],
      situations: [
        "I work in a warehouse in New York and am paid every two weeks, is that allowed",
        "when must my employer pay my last wages after I was let go",
        "is a monthly payday allowed for clerical or office staff in New York",
        "how often does my boss have to give me my paycheck in New York",
        "I do manual work and get paid every other week instead of weekly",
        "my New York office job pays me monthly, is that legal",
        "when is my final paycheck due after I quit or was fired in New York",
      ],
    },
    {
      article: "192",
      heading: "Cash payment of wages",
      summary:
        "Requires wages to be paid in cash or by cheque redeemable without fee, and allows direct deposit or payroll cards only with the employee's advance written consent.",
      topics: ["employment", "wages", "payment"],
      situations: [
        "my employer insists on paying me with a fee-charging pay card",
      ],
    },
    {
      article: "193",
      heading: "Deductions from wages",
      summary:
        "Prohibits deductions from wages except those required by law or expressly authorised in writing by the employee for the employee's benefit (such as insurance, pension, union dues and similar listed items), and prohibits separate charges or repayments used to get around the rule.",
      topics: ["employment", "wages", "deductions"],
      situations: [
        "my boss deducted the cost of a broken laptop from my pay",
        "can my employer take money from my paycheck for uniform costs in New York",
        "my employer keeps taking money out of my wages without asking me",
        "can my boss dock my pay for a cash register shortage in New York",
        "deductions on my paycheck I never agreed to in writing",
      ],
    },
    {
      article: "194",
      heading: "Differential in rate of pay because of protected class status prohibited",
      summary:
        "Prohibits paying an employee less than employees of another sex or other protected class for equal work, or for substantially similar work, except under a seniority, merit or production system or a bona fide factor other than status, and prohibits barring employees from discussing their pay.",
      topics: ["employment", "wages", "equal-pay", "discrimination"],
      situations: [
        "my male colleague earns more for doing the same job",
        "my manager told me I cannot talk about my salary with coworkers",
      ],
    },
    {
      article: "194-a",
      heading: "Wage or salary history inquiries prohibited",
      summary:
        "Prohibits employers from asking job applicants or current employees about their wage or salary history, or relying on it in hiring or setting pay, unless the applicant volunteers it to negotiate.",
      topics: ["employment", "hiring", "salary-history"],
      situations: [
        "the interviewer asked how much I earn in my current job",
      ],
    },
    {
      article: "195",
      heading: "Notice and record-keeping requirements",
      summary:
        "Requires employers to give each employee at hiring a written notice in English and their primary language of their pay rate and basis, allowances, regular payday and employer details, to give a wage statement with every payment of wages, and to keep payroll records for six years.",
      topics: ["employment", "wages", "notice", "pay-statement", "records"],
      situations: [
        "I never received a written notice of my pay rate when hired",
        "my employer gives me no pay stub",
      ],
    },
    {
      article: "196-b",
      heading: "Sick leave requirements",
      summary:
        "Requires every employer to provide sick leave each calendar year, scaled to size: up to 40 hours unpaid for employers with four or fewer employees (paid if the employer's net income exceeded one million dollars in the previous tax year), up to 40 hours paid for five to ninety-nine employees, and up to 56 hours paid for one hundred or more; employers may give more.",
      topics: ["employment", "leave", "sick-leave", "sick-pay"],
      situations: [
        "does my New York employer have to pay me when I call in sick",
        "how many sick days do I get at a big company in New York",
        "I work for a tiny shop in New York, do I get any sick leave",
      ],
    },
    {
      article: "196-d",
      heading: "Gratuities",
      summary:
        "Prohibits an employer or its agent from demanding, accepting or keeping any part of an employee's gratuities or any charge purported to be a gratuity, while allowing tip pooling among eligible employees.",
      topics: ["employment", "wages", "tips"],
      situations: [
        "the restaurant manager takes a share of our tips",
        "the service charge on the bill never reaches the waiters",
      ],
    },
    {
      article: "197",
      heading: "Civil penalty",
      summary:
        "Provides for civil penalties assessed by the commissioner of labor against employers that violate the article.",
      topics: ["employment", "wages", "penalties"],
      situations: [
        "what penalty does an employer face for not paying wages in New York",
      ],
    },
    {
      article: "198",
      heading: "Costs, remedies",
      summary:
        "In a wage claim in which the employee prevails, entitles the employee to the full underpayment, reasonable attorney's fees, prejudgment interest and, unless the employer proves good faith, liquidated damages equal to 100 percent of the wages due (more for wilful equal-pay violations), plus damages for notice and wage-statement failures; actions must be brought within six years.",
      topics: ["employment", "wages", "remedies", "limitation-period"],
      situations: [
        "how far back can I claim unpaid wages in New York",
        "will my employer have to pay double if I win my wage claim",
        "my employer owes me back pay in New York, what can I recover",
        "can I get my lawyer's fees paid if I sue for unpaid wages in New York",
        "my boss never paid me for my last few weeks of work, what can I do",
      ],
    },
    {
      article: "198-b",
      heading: "\"Kick-back\" of wages prohibited",
      summary:
        "Prohibits anyone from requesting, demanding or receiving a return, donation or contribution of any part of an employee's wages as a condition of employment or continued employment (a kick-back).",
      topics: ["employment", "wages", "kickbacks"],
      situations: [
        "my supervisor makes us hand back part of our pay to keep our jobs",
      ],
    },
    {
      article: "198-c",
      heading: "Benefits or wage supplements",
      summary:
        "Requires employers that agree to pay benefits or wage supplements, such as vacation, holiday, sick or separation pay or contributions to benefit funds, to pay them within 30 days after they are due, with exceptions for certain executives.",
      topics: ["employment", "wages", "benefits"],
      situations: [
        "my employer promised vacation pay in my contract but will not pay it out",
      ],
    },
  ],
};
