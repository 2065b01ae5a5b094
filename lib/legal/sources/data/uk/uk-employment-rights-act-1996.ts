import type { InstrumentInput } from "../../schema";

export const ukEmploymentRightsAct1996: InstrumentInput = {
  source_id: "uk-employment-rights-act-1996",
  title: "Employment Rights Act 1996 (1996 c. 18)",
  short_names: ["Employment Rights Act 1996", "ERA 1996", "ERA"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1996/18/contents",
  date: "1996-05-22",
  provisions: [
    {
      article: "1",
      heading: "Statement of initial employment particulars",
      summary:
        "Requires employers to give employees and workers a written statement of the main particulars of employment, such as the parties, start date, pay, hours, holidays, place of work and job title, generally by the start of employment.",
      topics: ["employment", "transparency", "contract"],
    },
    {
      article: "8",
      heading: "Itemised pay statement",
      summary:
        "Gives employees and workers the right to an itemised pay statement at or before each payment, showing gross and net pay, deductions and, for variable pay by hours, the hours paid.",
      topics: ["employment", "wages"],
    },
    {
      article: "13",
      heading: "Right not to suffer unauthorised deductions",
      summary:
        "Prohibits employers from making deductions from a worker's wages unless required or authorised by statute or a relevant contractual provision, or previously agreed in writing by the worker.",
      topics: ["employment", "wages"],
    },
    {
      article: "18",
      heading: "Limits on amount and time of deductions",
      summary:
        "For workers in retail employment, caps deductions (and payments demanded) for cash shortages or stock deficiencies at one-tenth of the gross wages payable on a pay day, and requires them to be made within 12 months of the employer discovering the shortage; the cap does not apply to the final instalment of wages.",
      topics: ["employment", "wages", "deductions"],
      situations: ["my shop takes the whole till shortage out of my wages", "how much can my employer deduct for a cash shortfall"],
    },
    {
      article: "27A",
      heading: "Exclusivity terms unenforceable in zero hours contracts",
      summary:
        "Makes unenforceable against a worker any term of a zero hours contract that forbids working, or requires consent to work, under another contract or arrangement; regulations extend this from 5 December 2022 to workers whose net average weekly wages do not exceed the lower earnings limit.",
      topics: ["employment", "zero-hours", "void-agreements"],
      situations: ["my zero-hours contract says I cannot work for anyone else", "can a casual contract stop me taking a second job"],
    },
    {
      article: "23",
      heading: "Complaints to employment tribunals",
      summary:
        "Allows workers to complain to an employment tribunal of unauthorised deductions or payments, within a statutory time limit (historically three months) running from the deduction or the last in a series.",
      topics: ["employment", "wages", "remedies"],
    },
    {
      article: "43A",
      heading: "Meaning of “protected disclosure”",
      summary: "Defines a protected disclosure as a qualifying disclosure made by a worker in accordance with sections 43C to 43H.",
      topics: ["employment", "whistleblowing", "definitions"],
    },
    {
      article: "43B",
      heading: "Disclosures qualifying for protection",
      summary:
        "Defines a qualifying disclosure as one the worker reasonably believes is in the public interest and tends to show wrongdoing such as a criminal offence, breach of legal obligation, miscarriage of justice, danger to health and safety, environmental damage or concealment of these.",
      topics: ["employment", "whistleblowing"],
    },
    {
      article: "47B",
      heading: "Protected disclosures",
      summary:
        "Gives workers the right not to be subjected to any detriment by their employer, or by co-workers or agents of the employer, on the ground that they have made a protected disclosure.",
      topics: ["employment", "whistleblowing"],
    },
    {
      article: "57A",
      heading: "Time off for dependants",
      summary:
        "Entitles employees to reasonable unpaid time off during working hours to take necessary action in emergencies involving dependants, such as illness, injury, childbirth or unexpected disruption of care.",
      topics: ["employment"],
    },
    {
      article: "80F",
      heading: "Statutory right to request contract variation",
      summary:
        "Allows a qualifying employee to apply to the employer for a change to terms and conditions concerning hours, times or place of work (flexible working).",
      topics: ["employment", "contract"],
    },
    {
      article: "86",
      heading: "Rights of employer and employee to minimum notice",
      summary:
        "Sets minimum notice periods: an employer must give one week's notice after one month's employment, then one week for each complete year up to 12 weeks, and an employee must give at least one week's notice.",
      topics: ["employment", "dismissal"],
    },
    {
      article: "92",
      heading: "Right to written statement of reasons for dismissal",
      summary:
        "Entitles a dismissed employee with the qualifying service to a written statement of the reasons for dismissal on request, and automatically where dismissed while pregnant or during maternity or adoption leave.",
      topics: ["employment", "dismissal", "transparency"],
    },
    {
      article: "94",
      heading: "The right",
      summary: "Gives an employee the right not to be unfairly dismissed by their employer.",
      topics: ["employment", "dismissal"],
    },
    {
      article: "95",
      heading: "Circumstances in which an employee is dismissed",
      summary:
        "Defines dismissal for unfair dismissal purposes as termination by the employer, expiry of a limited-term contract without renewal, or the employee resigning in circumstances entitling them to terminate without notice because of the employer's conduct (constructive dismissal).",
      topics: ["employment", "dismissal"],
    },
    {
      article: "97",
      heading: "Effective date of termination",
      summary:
        "Defines the effective date of termination by reference to when notice expires or termination takes effect, and extends it by the statutory minimum notice for certain purposes where notice was not given.",
      topics: ["employment", "dismissal"],
    },
    {
      article: "98",
      heading: "General",
      summary:
        "Requires the employer to show a potentially fair reason for dismissal (capability or qualifications, conduct, redundancy, statutory contravention or some other substantial reason), and leaves fairness to depend on whether it acted reasonably in treating that reason as sufficient.",
      topics: ["employment", "dismissal"],
    },
    {
      article: "100",
      heading: "Health and safety cases",
      summary:
        "Makes dismissal automatically unfair where the principal reason relates to specified health and safety activities, such as acting as a safety representative or leaving a workplace because of serious and imminent danger.",
      topics: ["employment", "dismissal"],
    },
    {
      article: "103A",
      heading: "Protected disclosure",
      summary: "Makes dismissal of an employee automatically unfair where the reason or principal reason is that the employee made a protected disclosure.",
      topics: ["employment", "dismissal", "whistleblowing"],
    },
    {
      article: "104",
      heading: "Assertion of statutory right",
      summary:
        "Makes dismissal automatically unfair where the reason is that the employee brought proceedings to enforce, or alleged infringement of, a relevant statutory right, provided the claim was made in good faith.",
      topics: ["employment", "dismissal"],
    },
    {
      article: "108",
      heading: "Qualifying period of employment",
      summary:
        "Requires a minimum period of continuous employment before the right not to be unfairly dismissed applies, subject to many exceptions for automatically unfair reasons; the period is set by this section as amended from time to time.",
      topics: ["employment", "dismissal"],
    },
    {
      article: "111",
      heading: "Complaints to employment tribunal",
      summary:
        "Allows complaints of unfair dismissal to an employment tribunal within a statutory time limit (historically three months) from the effective date of termination, extendable where presenting the claim in time was not reasonably practicable.",
      topics: ["employment", "dismissal", "remedies", "limitation"],
    },
    {
      article: "119",
      heading: "Basic award",
      summary:
        "Calculates the basic award for unfair dismissal from the employee's age, complete years of service (up to 20) and a capped week's pay.",
      topics: ["employment", "dismissal", "damages"],
    },
    {
      article: "123",
      heading: "Compensatory award",
      summary:
        "Sets the compensatory award at the amount the tribunal considers just and equitable having regard to the loss sustained because of the dismissal, subject to mitigation and contributory fault.",
      topics: ["employment", "dismissal", "damages"],
    },
    {
      article: "135",
      heading: "The right",
      summary: "Requires an employer to pay a redundancy payment to an employee dismissed by reason of redundancy or eligible by reason of being laid off or kept on short-time.",
      topics: ["employment", "dismissal"],
    },
    {
      article: "136",
      heading: "Circumstances in which an employee is dismissed",
      summary:
        "Defines dismissal for redundancy payment purposes, including termination by the employer, non-renewal of a limited-term contract and constructive dismissal, and addresses early leaving during the notice period.",
      topics: ["employment", "dismissal"],
    },
    {
      article: "139",
      heading: "Redundancy",
      summary:
        "Defines redundancy as dismissal wholly or mainly attributable to the employer ceasing the business or the business at the employee's place of work, or a reduced requirement for employees to do work of a particular kind.",
      topics: ["employment", "dismissal", "definitions"],
    },
    {
      article: "162",
      heading: "Amount of a redundancy payment",
      summary:
        "Calculates a statutory redundancy payment from complete years of continuous employment (up to 20), age-related multipliers of half, one or one and a half weeks' pay per year, and a capped week's pay.",
      topics: ["employment", "dismissal", "wages"],
    },
    {
      article: "203",
      heading: "Restrictions on contracting out",
      summary:
        "Voids contractual provisions that exclude or limit the Act's rights or preclude tribunal proceedings, except for settlement agreements and conciliated settlements meeting statutory conditions.",
      topics: ["employment", "void-agreements", "contract"],
    },
    {
      article: "230",
      heading: "Employees, workers etc.",
      summary:
        "Defines employee as an individual working under a contract of employment, and worker as an individual working under a contract of employment or any other contract to perform work personally for a party who is not their client or customer.",
      topics: ["employment", "definitions"],
    },
  ],
};
