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
      situations: [
        "my employer never gave me a written contract",
        "what must be in my written statement of employment terms",
      ],
    },
    {
      article: "8",
      heading: "Itemised pay statement",
      summary:
        "Gives employees and workers the right to an itemised pay statement at or before each payment, showing gross and net pay, deductions and, for variable pay by hours, the hours paid.",
      topics: ["employment", "wages"],
      situations: [
        "my employer doesn't give me payslips",
        "I can't tell from my pay what has been deducted",
      ],
    },
    {
      article: "13",
      heading: "Right not to suffer unauthorised deductions",
      summary:
        "Prohibits employers from making deductions from a worker's wages unless required or authorised by statute or a relevant contractual provision, or previously agreed in writing by the worker.",
      topics: ["employment", "wages"],
      situations: [
        "my employer took money out of my wages without asking",
        "can my boss deduct the cost of a broken item from my pay",
        "my boss docked my wages for a till shortage in the UK",
        "money missing from my pay packet that I never agreed to",
        "my employer in England underpaid my wages this month",
      ],
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
      situations: [
        "how do I take my employer to a tribunal over wages taken from my pay",
        "how do I claim unpaid wages at an employment tribunal",
        "time limit to complain about deductions from my pay in the UK",
      ],
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
      situations: [
        "I reported my employer for breaking safety rules; am I protected as a whistleblower",
      ],
    },
    {
      article: "47B",
      heading: "Protected disclosures",
      summary:
        "Gives workers the right not to be subjected to any detriment by their employer, or by co-workers or agents of the employer, on the ground that they have made a protected disclosure.",
      topics: ["employment", "whistleblowing"],
      situations: [
        "I've been treated badly at work since I reported wrongdoing",
      ],
    },
    {
      article: "57A",
      heading: "Time off for dependants",
      summary:
        "Entitles employees to reasonable unpaid time off during working hours to take necessary action in emergencies involving dependants, such as illness, injury, childbirth or unexpected disruption of care.",
      topics: ["employment"],
      situations: [
        "can I take time off work when my child suddenly falls ill",
        "my childminder cancelled and I had to stay home; can I be punished",
      ],
    },
    {
      article: "80F",
      heading: "Statutory right to request contract variation",
      summary:
        "Allows a qualifying employee to apply to the employer for a change to terms and conditions concerning hours, times or place of work (flexible working).",
      topics: ["employment", "contract"],
      situations: [
        "can I ask my employer to let me work from home",
        "can I request to change my working hours",
      ],
    },
    {
      article: "86",
      heading: "Rights of employer and employee to minimum notice",
      summary:
        "Sets minimum notice periods: an employer must give one week's notice after one month's employment, then one week for each complete year up to 12 weeks, and an employee must give at least one week's notice.",
      topics: ["employment", "dismissal"],
      situations: [
        "I have worked here five years; how much warning am I owed before I am let go",
        "my employer gave me only a day's warning that I was finished",
        "how much notice must my employer give me before ending my job in the UK",
        "statutory notice period when I am let go in England",
      ],
    },
    {
      article: "92",
      heading: "Right to written statement of reasons for dismissal",
      summary:
        "Entitles a dismissed employee with the qualifying service to a written statement of the reasons for dismissal on request, and automatically where dismissed while pregnant or during maternity or adoption leave.",
      topics: ["employment", "dismissal", "transparency"],
      situations: [
        "can I ask my employer in writing why I was dismissed",
        "I asked for the reasons for my dismissal and got no reply",
      ],
    },
    {
      article: "94",
      heading: "The right",
      summary: "Gives an employee the right not to be unfairly dismissed by their employer.",
      topics: ["employment", "dismissal"],
      situations: [
        "I was dismissed and want to know whether the law protects me",
        "what protects employees in Britain from being fired unfairly",
        "I was sacked for no good reason in England, can I claim unfair dismissal",
        "my employer fired me after six years without a fair process",
      ],
    },
    {
      article: "95",
      heading: "Circumstances in which an employee is dismissed",
      summary:
        "Defines dismissal for unfair dismissal purposes as termination by the employer, expiry of a limited-term contract without renewal, or the employee resigning in circumstances entitling them to terminate without notice because of the employer's conduct (constructive dismissal).",
      topics: ["employment", "dismissal"],
      situations: [
        "I resigned because my employer cut my pay without agreement; is that a dismissal",
        "my fixed-term contract was not renewed; was I dismissed",
      ],
    },
    {
      article: "97",
      heading: "Effective date of termination",
      summary:
        "Defines the effective date of termination by reference to when notice expires or termination takes effect, and extends it by the statutory minimum notice for certain purposes where notice was not given.",
      topics: ["employment", "dismissal"],
      situations: ["what date did my job officially end if they let me go without notice"],
    },
    {
      article: "98",
      heading: "General",
      summary:
        "Requires the employer to show a potentially fair reason for dismissal (capability or qualifications, conduct, redundancy, statutory contravention or some other substantial reason), and leaves fairness to depend on whether it acted reasonably in treating that reason as sufficient.",
      topics: ["employment", "dismissal"],
      situations: [
        "I was dismissed for poor performance without any warning",
        "my employer says I was let go for misconduct; was that fair",
        "what counts as a fair reason to sack someone in the UK",
        "I was dismissed for being off sick too often, was it fair",
      ],
    },
    {
      article: "100",
      heading: "Health and safety cases",
      summary:
        "Makes dismissal automatically unfair where the principal reason relates to specified health and safety activities, such as acting as a safety representative or leaving a workplace because of serious and imminent danger.",
      topics: ["employment", "dismissal"],
      situations: [
        "I was sacked for raising a health and safety concern",
      ],
    },
    {
      article: "103A",
      heading: "Protected disclosure",
      summary: "Makes dismissal of an employee automatically unfair where the reason or principal reason is that the employee made a protected disclosure.",
      topics: ["employment", "dismissal", "whistleblowing"],
      situations: [
        "I was dismissed for blowing the whistle on my employer",
        "I was sacked after blowing the whistle on my employer in the UK",
      ],
    },
    {
      article: "104",
      heading: "Assertion of statutory right",
      summary:
        "Makes dismissal automatically unfair where the reason is that the employee brought proceedings to enforce, or alleged infringement of, a relevant statutory right, provided the claim was made in good faith.",
      topics: ["employment", "dismissal"],
      situations: [
        "I was fired for insisting on my legal rights at work",
        "I was dismissed in the UK for asking for my holiday pay",
      ],
    },
    {
      article: "108",
      heading: "Qualifying period of employment",
      summary:
        "The right not to be unfairly dismissed needs continuous employment of at least two years ending with the effective date of termination (the period for employees who started on or after 6 April 2012), except where the reason is one of the automatically unfair reasons the section lists, such as pregnancy, whistleblowing, health and safety or asserting a statutory right. The Employment Rights Act 2025 amends the qualifying period: check whether that change is in force on the date of dismissal.",
      topics: ["employment", "dismissal"],
      situations: [
        "how long do I have to work somewhere before I can claim unfair dismissal",
        "I was dismissed after 18 months with no reason given; can I claim unfair dismissal",
        "I was fired after a year in the job; can I take my employer to a tribunal for unfair dismissal",
      ],
    },
    {
      article: "111",
      heading: "Complaints to employment tribunal",
      summary:
        "Allows complaints of unfair dismissal to an employment tribunal within a statutory time limit (historically three months) from the effective date of termination, extendable where presenting the claim in time was not reasonably practicable.",
      topics: ["employment", "dismissal", "remedies", "limitation"],
      situations: [
        "how long do I have to bring an unfair dismissal claim",
        "I was dismissed four months ago; is it too late to claim",
      ],
    },
    {
      article: "119",
      heading: "Basic award",
      summary:
        "Calculates the basic award for unfair dismissal from the employee's age, complete years of service (up to 20) and a capped week's pay.",
      topics: ["employment", "dismissal", "damages"],
      situations: [
        "how is the basic award for unfair dismissal calculated",
      ],
    },
    {
      article: "123",
      heading: "Compensatory award",
      summary:
        "Sets the compensatory award at the amount the tribunal considers just and equitable having regard to the loss sustained because of the dismissal, subject to mitigation and contributory fault.",
      topics: ["employment", "dismissal", "damages"],
      situations: [
        "how much compensation can I get for lost wages after an unfair dismissal",
        "how much compensation for unfair dismissal in the UK for lost earnings",
      ],
    },
    {
      article: "135",
      heading: "The right",
      summary: "Requires an employer to pay a redundancy payment to an employee dismissed by reason of redundancy or eligible by reason of being laid off or kept on short-time.",
      topics: ["employment", "dismissal"],
      situations: [
        "my role was cut in a restructure; am I entitled to a statutory lump sum",
        "do I get a payment if I am laid off after several years of service",
        "I was made redundant, do I get redundancy pay in the UK",
        "my job disappeared when the company closed the branch, what am I owed",
      ],
    },
    {
      article: "136",
      heading: "Circumstances in which an employee is dismissed",
      summary:
        "Defines dismissal for redundancy payment purposes, including termination by the employer, non-renewal of a limited-term contract and constructive dismissal, and addresses early leaving during the notice period.",
      topics: ["employment", "dismissal"],
      situations: ["my fixed contract was not renewed, does that count as being let go for redundancy", "I found another job and want to leave before my redundancy notice runs out"],
    },
    {
      article: "139",
      heading: "Redundancy",
      summary:
        "Defines redundancy as dismissal wholly or mainly attributable to the employer ceasing the business or the business at the employee's place of work, or a reduced requirement for employees to do work of a particular kind.",
      topics: ["employment", "dismissal", "definitions"],
      situations: [
        "my employer moved the whole operation to another city and my role went",
        "the business needs fewer people doing my kind of work",
      ],
    },
    {
      article: "162",
      heading: "Amount of a redundancy payment",
      summary:
        "Calculates a statutory redundancy payment from complete years of continuous employment (up to 20), age-related multipliers of half, one or one and a half weeks' pay per year, and a capped week's pay.",
      topics: ["employment", "dismissal", "wages"],
      situations: [
        "how is statutory redundancy pay calculated",
        "how much redundancy pay will I get after ten years",
      ],
    },
    {
      article: "203",
      heading: "Restrictions on contracting out",
      summary:
        "Voids contractual provisions that exclude or limit the Act's rights or preclude tribunal proceedings, except for settlement agreements and conciliated settlements meeting statutory conditions.",
      topics: ["employment", "void-agreements", "contract"],
      situations: [
        "my employer wants me to sign a settlement agreement; is it binding",
        "can my contract stop me bringing a tribunal claim",
      ],
    },
    {
      article: "230",
      heading: "Employees, workers etc.",
      summary:
        "Defines employee as an individual working under a contract of employment, and worker as an individual working under a contract of employment or any other contract to perform work personally for a party who is not their client or customer.",
      topics: ["employment", "definitions"],
      situations: [
        "am I an employee or a worker, and what's the difference",
      ],
    },
    {
      article: "27",
      heading: "Meaning of “wages” etc.",
      summary:
        "Defines wages for the protection against unlawful deductions as sums payable in connection with employment, including fees, bonuses, commission, holiday pay and statutory sick, maternity and other family pay, but excluding expenses, pensions, redundancy payments and loans.",
      topics: ["employment", "wages", "definitions"],
      situations: [
        "is unpaid holiday pay an unlawful deduction from wages",
        "does a promised bonus count as wages",
      ],
    },
    {
      article: "28",
      heading: "Right to guarantee payment",
      summary:
        "An employee with at least one month's continuous employment who is not provided with work on a day they would normally work, because of reduced need for their kind of work or another occurrence affecting the business, is entitled to a statutory guarantee payment for that day, subject to limits.",
      topics: ["employment", "wages", "layoff"],
      situations: [
        "my employer sent me home without pay because there is no work",
        "my shifts were cancelled because there was no work; do I get anything",
      ],
    },
    {
      article: "44",
      heading: "Health and safety cases",
      summary:
        "Employees have the right not to be subjected to a detriment for specified health and safety activities, such as raising reasonable safety concerns or leaving or refusing to return to a workplace because of serious and imminent danger.",
      topics: ["employment", "health-and-safety", "whistleblowing"],
      situations: [
        "I was moved to night shifts after complaining about unsafe machinery",
        "I refused to work in a dangerous area and was punished",
      ],
    },
    {
      article: "47C",
      heading: "Leave for family and domestic reasons",
      summary:
        "Employees have the right not to be subjected to a detriment for reasons prescribed by regulations relating to pregnancy, childbirth or maternity, family leave such as maternity, adoption, paternity, shared parental and parental leave, and time off for dependants.",
      topics: ["employment", "family-leave", "discrimination"],
      situations: [
        "my employer cut my bonus because I took paternity leave",
        "I was denied training after returning from adoption leave",
      ],
    },
    {
      article: "50",
      heading: "Right to time off for public duties",
      summary:
        "An employer must allow reasonable unpaid time off to an employee who holds certain public positions, such as magistrate, local councillor, school governor or member of specified public bodies, to perform the duties.",
      topics: ["employment", "leave"],
      situations: [
        "do I get time off work to sit as a magistrate",
        "can I take time off to serve as a local councillor",
      ],
    },
    {
      article: "52",
      heading: "Right to time off to look for work or arrange training",
      summary:
        "An employee with two years' continuous employment who is given notice of dismissal for redundancy is entitled to reasonable paid time off during working hours to look for new work or arrange training.",
      topics: ["employment", "redundancy", "leave"],
      situations: [
        "I have been made redundant; can I take time off to attend interviews",
        "am I paid for time off to look for a new job during redundancy notice",
      ],
    },
    {
      article: "55",
      heading: "Right to time off for ante-natal care",
      summary:
        "A pregnant employee who has made an appointment for ante-natal care on the advice of a registered medical practitioner, midwife or nurse is entitled to paid time off during working hours to keep it.",
      topics: ["employment", "family-leave", "pregnancy"],
      situations: [
        "do I get paid time off for pregnancy appointments",
        "my employer refuses to let me attend antenatal classes",
      ],
    },
    {
      article: "64",
      heading: "Right to remuneration on suspension on medical grounds",
      summary:
        "An employee suspended from work on medical grounds under specified health and safety provisions is entitled to be paid during the suspension for up to 26 weeks.",
      topics: ["employment", "wages", "health-and-safety"],
      situations: [
        "I was suspended because of workplace radiation exposure; do I get paid",
        "I was suspended for health and safety reasons; am I paid",
      ],
    },
    {
      article: "71",
      heading: "Ordinary maternity leave",
      summary:
        "An employee may be absent on ordinary maternity leave for the period set by regulations (26 weeks), is entitled to the benefit of terms and conditions (other than pay) during the leave, and has a right to return.",
      topics: ["employment", "family-leave", "maternity"],
      situations: [
        "how much maternity leave am I entitled to in the UK",
        "do I keep my holiday entitlement on maternity leave", "how long can a new mother stay off work after giving birth", "can my employer give my job away while I'm off having a baby",
      ],
    },
    {
      article: "72",
      heading: "Compulsory maternity leave",
      summary:
        "An employer must not allow an employee to work during the compulsory maternity leave period after childbirth (two weeks, or four for factory workers) and commits an offence if it does.",
      topics: ["employment", "family-leave", "maternity"],
      situations: [
        "my employer wants me back at work a week after giving birth",
        "must I take time off right after giving birth",
      ],
    },
    {
      article: "73",
      heading: "Additional maternity leave",
      summary:
        "An employee who satisfies the conditions may take additional maternity leave of up to 26 weeks immediately following ordinary maternity leave, with continued benefit of terms (other than pay) and a right to return.",
      topics: ["employment", "family-leave", "maternity"],
      situations: [
        "can I take a full year of maternity leave",
        "can I return to the same job after additional maternity leave",
      ],
    },
    {
      article: "75A",
      heading: "Ordinary adoption leave",
      summary:
        "An employee who satisfies prescribed conditions, for example being matched with a child for adoption, may be absent on ordinary adoption leave, with continued terms (other than pay) and a right to return.",
      topics: ["employment", "family-leave", "adoption"],
      situations: [
        "do I get leave when we adopt a child",
        "how much adoption leave can I take in the UK",
      ],
    },
    {
      article: "75B",
      heading: "Additional adoption leave",
      summary:
        "An employee who has taken ordinary adoption leave may take additional adoption leave immediately following it, giving up to 52 weeks in total.",
      topics: ["employment", "family-leave", "adoption"],
      situations: [
        "how long is adoption leave in total",
        "can I take more adoption leave after the first 26 weeks",
      ],
    },
    {
      article: "76",
      heading: "Entitlement to parental leave",
      summary:
        "Regulations give employees with responsibility for a child an entitlement to be absent on unpaid parental leave to care for the child (18 weeks per child up to the child's 18th birthday under the current regulations).",
      topics: ["employment", "family-leave", "parental-leave"],
      situations: [
        "can I take unpaid leave to look after my young children",
        "how much unpaid parental leave can I take per child",
      ],
    },
    {
      article: "80A",
      heading: "Entitlement to paternity leave: birth",
      summary:
        "An employee who is the father or the mother's partner and expects responsibility for the child's upbringing may take paternity leave of up to two weeks to care for the child or support the mother, within the period set by regulations.",
      topics: ["employment", "family-leave", "paternity"],
      situations: [
        "how much paternity leave do fathers get in the UK",
        "can I split my paternity leave into separate weeks",
      ],
    },
    {
      article: "80EA",
      heading: "Parental bereavement leave",
      summary:
        "An employee whose child under 18 dies, or who suffers a stillbirth after 24 weeks of pregnancy, is entitled to up to two weeks' parental bereavement leave, taken within 56 weeks of the death.",
      topics: ["employment", "family-leave", "bereavement"],
      situations: [
        "my child died; am I entitled to time off work",
        "we had a stillbirth at 30 weeks; can I take leave",
      ],
    },
    {
      article: "87",
      heading: "Rights of employee in period of notice",
      summary:
        "During the statutory minimum notice period the employee is entitled to be paid as set out in sections 88 to 91, even when not working because of sickness, holiday or lack of work, unless the contractual notice is at least a week longer than the statutory minimum.",
      topics: ["employment", "notice", "wages", "dismissal"],
      situations: [
        "I was off sick during my notice period; should I still be paid",
        "am I paid during notice if I am on holiday",
      ],
    },
    {
      article: "99",
      heading: "Leave for family reasons",
      summary:
        "Dismissal is automatically unfair if the reason or principal reason is of a kind prescribed by regulations relating to pregnancy, childbirth or maternity, family leave such as maternity, adoption, paternity, shared parental or parental leave, or time off for dependants.",
      topics: ["employment", "dismissal", "family-leave"],
      situations: [
        "I was dismissed while on maternity leave",
        "they sacked me after I asked for time off to care for my sick child",
      ],
    },
    {
      article: "101A",
      heading: "Working time cases",
      summary:
        "Dismissal is automatically unfair if the principal reason is that the employee refused to comply with a requirement in breach of the Working Time Regulations, refused to give up a right under them, or performed functions as a workforce representative.",
      topics: ["employment", "dismissal", "working-time"],
      situations: [
        "I was fired for refusing to opt out of the 48 hour week",
        "I was dismissed for insisting on my rest breaks",
      ],
    },
    {
      article: "104A",
      heading: "The national minimum wage",
      summary:
        "Dismissal is automatically unfair if the principal reason is that the employee took action to enforce the right to the national minimum wage, the employer was prosecuted for it, or the employee qualified or would qualify for it.",
      topics: ["employment", "dismissal", "wages", "minimum-wage"],
      situations: [
        "I was let go after asking to be paid the minimum wage",
        "my employer sacked me after a minimum wage complaint to HMRC",
      ],
    },
    {
      article: "105",
      heading: "Redundancy",
      summary:
        "A redundancy dismissal is automatically unfair if the employee was selected for redundancy for an automatically unfair reason (such as family leave, whistleblowing or health and safety activities) while others in similar positions were not dismissed.",
      topics: ["employment", "dismissal", "redundancy"],
      situations: [
        "I think I was picked for redundancy because I had just come back from maternity leave",
        "I was selected for redundancy because I blew the whistle",
      ],
    },
    {
      article: "114",
      heading: "Order for reinstatement",
      summary:
        "A tribunal may order that the employer treat the unfairly dismissed complainant in all respects as if they had not been dismissed, including payment of arrears of pay and restoration of rights.",
      topics: ["employment", "dismissal", "remedies"],
      situations: [
        "can the tribunal give me my job back after unfair dismissal",
        "can the tribunal make my employer pay arrears when I am reinstated",
      ],
    },
    {
      article: "115",
      heading: "Order for re-engagement",
      summary:
        "A tribunal may order that the unfairly dismissed complainant be re-engaged by the employer, a successor or an associated employer in comparable or other suitable employment on terms the tribunal specifies.",
      topics: ["employment", "dismissal", "remedies"],
      situations: [
        "can I be given a different job with my employer after winning my claim",
        "I won my unfair dismissal claim; can I work at another branch",
      ],
    },
    {
      article: "122",
      heading: "Basic award: reductions",
      summary:
        "The basic award for unfair dismissal may be reduced for the employee's unreasonable refusal of reinstatement, conduct before dismissal where just and equitable, and any redundancy payment already received.",
      topics: ["employment", "dismissal", "remedies"],
      situations: [
        "will my unfair dismissal award be reduced because of my conduct",
        "can my basic award be cut because I refused reinstatement",
      ],
    },
    {
      article: "124",
      heading: "Limit of compensatory award etc.",
      summary:
        "Caps the compensatory award for unfair dismissal at the lower of a statutory maximum, uprated annually, and 52 weeks' pay, with no cap where the dismissal is for whistleblowing or health and safety reasons.",
      topics: ["employment", "dismissal", "remedies", "damages"],
      situations: [
        "is there a maximum amount I can get for unfair dismissal",
        "is the compensatory award capped for whistleblowing dismissals",
      ],
    },
    {
      article: "138",
      heading: "No dismissal in cases of renewal of contract or re-engagement",
      summary:
        "An employee whose contract is renewed or who is re-engaged on a different job within four weeks of the old one ending is not treated as dismissed for redundancy purposes, subject to a four-week trial period in a new role.",
      topics: ["employment", "redundancy"],
      situations: [
        "I was offered a different job instead of redundancy; what happens if it does not work out",
        "how long is the trial period in a new role instead of redundancy",
      ],
    },
    {
      article: "141",
      heading: "Renewal of contract or re-engagement",
      summary:
        "An employee who unreasonably refuses an offer of suitable alternative employment, or unreasonably terminates it during the trial period, loses the right to a redundancy payment.",
      topics: ["employment", "redundancy"],
      situations: [
        "if I turn down the alternative job offered, do I lose my redundancy pay",
        "I refused a job offer that was a big pay cut; do I keep redundancy pay",
      ],
    },
    {
      article: "155",
      heading: "Qualifying period of employment",
      summary:
        "An employee is not entitled to a statutory redundancy payment unless they have been continuously employed for at least two years by the relevant date.",
      topics: ["employment", "redundancy"],
      situations: [
        "do I get redundancy pay after 18 months in the job",
        "how long must I work to qualify for statutory redundancy pay",
      ],
    },
    {
      article: "182",
      heading: "Employee's rights on insolvency of employer",
      summary:
        "Where an employer is insolvent and the employee's employment has ended, the employee may apply to the Secretary of State for payment from the National Insurance Fund of certain debts owed, such as arrears of pay, notice pay and holiday pay, subject to limits.",
      topics: ["employment", "insolvency", "wages"],
      situations: [
        "my employer went bust owing me wages; can the government pay me",
        "my employer is in liquidation and owes me notice pay",
      ],
    },
    {
      article: "212",
      heading: "Weeks counting in computing period",
      summary:
        "Any week during all or part of which an employee's relations with the employer are governed by a contract of employment counts in computing continuous employment, as do certain weeks of absence due to sickness, temporary cessation of work or arrangement or custom.",
      topics: ["employment", "continuous-employment"],
      situations: [
        "does a gap between two contracts break my continuous employment",
        "my time off sick counts towards my continuous employment",
      ],
    },
    {
      article: "218",
      heading: "Change of employer",
      summary:
        "Continuity of employment is generally preserved where a trade, business or undertaking is transferred, or the employee moves to an associated employer, so the period with the old employer counts.",
      topics: ["employment", "continuous-employment"],
      situations: [
        "the business was sold; does my service with the old owner count",
        "I moved to a sister company; does my service continue",
      ],
    },
    {
      article: "227",
      heading: "Maximum amount of week's pay",
      summary:
        "Sets the statutory cap on a week's pay used to calculate statutory redundancy pay, the unfair dismissal basic award and other payments, uprated annually by order.",
      topics: ["employment", "redundancy", "wages"],
      situations: [
        "is there a cap on the weekly pay used for redundancy pay",
        "what is the maximum week's pay for statutory redundancy",
      ],
    },
  ],
};
