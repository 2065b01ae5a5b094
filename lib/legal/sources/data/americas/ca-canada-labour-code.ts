import type { InstrumentInput } from "../../schema";

/**
 * Canada Labour Code, R.S.C. 1985, c. L-2, Part III (Standard Hours, Wages, Vacations and Holidays). Part III applies
 * only to federally regulated employment (banks, airlines, telecommunications, interprovincial transport and the like);
 * most Canadian workers are covered by their province's employment standards law instead. Headings are the marginal
 * notes of the consolidation current to 29 December 2025 (Justice Laws XML); marginal notes are not part of the
 * enactment but are the headings the consolidation prints.
 */
export const caCanadaLabourCode: InstrumentInput = {
  source_id: "ca-canada-labour-code",
  title: "Canada Labour Code",
  short_names: ["Canada Labour Code", "CLC", "R.S.C. 1985, c. L-2"],
  jurisdiction: "CA",
  kind: "code",
  provision_label: "section",
  codified_at: "R.S.C. 1985, c. L-2",
  official_url: "https://laws-lois.justice.gc.ca/eng/acts/L-2/",
  date: "1985",
  as_of: "2025-12-29",
  provisions: [
    {
      article: "167",
      heading: "Application of Part",
      summary:
        "Makes Part III apply to employment in or in connection with federal works, undertakings and businesses (such as banks, airlines, railways, telecommunications, broadcasting and interprovincial trucking) and to their employers and employees, with exceptions such as the hours-of-work division for managers and certain professionals.",
      topics: ["employment", "scope", "federal-jurisdiction"],
      situations: [
        "I work for a bank in Ontario, which employment law covers me",
        "does the federal labour code apply to my job at a trucking company that crosses provinces",
        "I work at a local restaurant, is that under federal labour law",
      ],
    },
    {
      article: "168",
      heading: "Saving more favourable benefits",
      summary:
        "Makes Part III apply despite any other law, custom or contract, while preserving any right or benefit under a law, custom, contract or arrangement that is more favourable to the employee.",
      topics: ["employment", "contract", "minimum-standards"],
      situations: [
        "my contract gives me less vacation than the labour code, which applies",
        "can my employer make me sign away my minimum employment rights",
      ],
    },
    {
      article: "169",
      heading: "Standard hours of work",
      summary:
        "Sets standard hours of work at no more than eight hours a day and forty hours a week, with averaging over several weeks allowed where the nature of the work requires irregular hours.",
      topics: ["employment", "working-time", "hours"],
      situations: [
        "how many hours a day is a normal work day under federal rules",
        "my employer averages my hours over several weeks, is that allowed",
      ],
    },
    {
      article: "169.1",
      heading: "Break",
      summary:
        "Entitles an employee to an unpaid break of at least 30 minutes in every period of five consecutive hours of work, paid if the employee must remain at the employer's disposal, subject to postponement for situations the employer could not reasonably avoid.",
      topics: ["employment", "working-time", "breaks"],
      situations: [
        "I work six hours straight with no break",
        "do I get paid for my lunch break if I have to stay by the phone",
      ],
    },
    {
      article: "169.2",
      heading: "Rest period",
      summary:
        "Entitles an employee to a rest period of at least eight consecutive hours between work periods or shifts, except where work is needed to deal with a threat or situation the employer could not reasonably foresee.",
      topics: ["employment", "working-time", "rest"],
      situations: [
        "I finished a shift at midnight and have to start again at 5 a.m.",
      ],
    },
    {
      article: "171",
      heading: "Maximum hours of work",
      summary:
        "Allows work beyond standard hours but caps the total hours an employee may work at 48 in a week (or fewer as regulations prescribe), subject to averaging, permits and emergencies.",
      topics: ["employment", "working-time", "hours", "overtime"],
      situations: [
        "is there a maximum number of hours my federal employer can make me work in a week",
      ],
    },
    {
      article: "173.01",
      heading: "Notice — work schedule",
      summary:
        "Requires the employer to give the employee their work schedule in writing at least 96 hours before the first shift in it, and lets the employee refuse a shift starting within 96 hours of receiving the schedule, subject to exceptions for unforeseeable threats and collective agreements.",
      topics: ["employment", "working-time", "scheduling", "notice"],
      situations: [
        "my manager posts the schedule the night before, can I refuse those shifts",
        "how much notice of my work schedule must I get",
      ],
    },
    {
      article: "173.1",
      heading: "Shift changes",
      summary:
        "Requires an employer to give an employee at least 24 hours' written notice before changing a work period or shift or adding one to the schedule, except where needed to deal with a threat or situation the employer could not reasonably foresee.",
      topics: ["employment", "working-time", "scheduling", "notice"],
      situations: [
        "my employer changed my shift with only two hours' warning",
      ],
    },
    {
      article: "174",
      heading: "Overtime pay or time off",
      summary:
        "Entitles an employee required or permitted to work overtime to be paid at least one and one-half times their regular rate, or, by written agreement, to time off with pay of at least one and one-half hours for each overtime hour, taken within set periods or paid out.",
      topics: ["employment", "working-time", "overtime", "wages"],
      situations: [
        "do I get time and a half for overtime at my federal job",
        "can I take time off instead of overtime pay",
      ],
    },
    {
      article: "174.1",
      heading: "Right to refuse",
      summary:
        "Lets an employee refuse overtime in order to carry out family responsibilities for the health, care or education of family members, if they have taken reasonable steps to arrange other means, except in listed emergencies, and forbids reprisals for refusing.",
      topics: ["employment", "working-time", "overtime", "family"],
      situations: [
        "my boss wants me to stay late but I have to pick up my child",
        "can I be disciplined for refusing overtime to care for my sick parent",
      ],
    },
    {
      article: "177.1",
      heading: "Right to request",
      summary:
        "Lets an employee with six months' continuous employment request changes to the number of hours, the schedule, the location of work or other prescribed terms; the employer must grant it, offer a partial or alternative change, or refuse it on listed grounds with written reasons, and may not take reprisals for the request.",
      topics: ["employment", "flexible-work", "remote-work"],
      situations: [
        "can I ask my federal employer to let me work from home",
        "I want to reduce my hours to care for my children, how do I ask",
      ],
    },
    {
      article: "178",
      heading: "Minimum wage",
      summary:
        "Requires an employer to pay each employee at least the federal minimum hourly wage, or the general minimum wage of the province where the employee usually works if that is higher.",
      topics: ["employment", "wages", "minimum-wage"],
      situations: [
        "what minimum wage applies to my federally regulated job",
        "my province's minimum wage is higher than the federal one, which do I get",
      ],
    },
    {
      article: "178.1",
      heading: "Minimum wage — rate",
      summary:
        "Sets the federal minimum hourly wage at $15, adjusted on 1 April each year by the increase in the Consumer Price Index, rounded up to the nearest five cents.",
      topics: ["employment", "wages", "minimum-wage"],
      situations: [
        "how is the federal minimum wage adjusted each year",
      ],
    },
    {
      article: "179",
      heading: "Employees under 18 years of age",
      summary:
        "Allows employing a person under 18 only in occupations specified by regulations and on the conditions they fix.",
      topics: ["employment", "young-workers"],
      situations: [
        "can a federally regulated company hire a 16-year-old",
      ],
    },
    {
      article: "181.1",
      heading: "Medical break",
      summary:
        "Entitles an employee to any unpaid breaks necessary for medical reasons, and lets the employer ask for a health care practitioner's certificate of their length and frequency.",
      topics: ["employment", "working-time", "breaks", "health"],
      situations: [
        "I am diabetic and need short breaks to check my blood sugar",
      ],
    },
    {
      article: "181.2",
      heading: "Nursing break",
      summary:
        "Entitles an employee who is nursing to unpaid breaks necessary to nurse or to express breast milk.",
      topics: ["employment", "breastfeeding", "breaks"],
      situations: [
        "can I take breaks at work to pump breast milk",
      ],
    },
    {
      article: "184",
      heading: "Annual vacation with pay",
      summary:
        "Entitles an employee to an annual vacation with vacation pay of at least two weeks after one year of employment, three weeks after five consecutive years and four weeks after ten consecutive years with the same employer.",
      topics: ["employment", "holidays", "vacation"],
      situations: [
        "how many weeks of vacation do I get after six years at my federal job",
        "do I get paid vacation in my first year",
      ],
    },
    {
      article: "184.01",
      heading: "Calculation of vacation pay",
      summary:
        "Sets vacation pay at 4 percent of the employee's wages for the year of employment, 6 percent after five consecutive years and 8 percent after ten consecutive years with the same employer.",
      topics: ["employment", "holidays", "vacation", "wages"],
      situations: [
        "how is my vacation pay calculated",
      ],
    },
    {
      article: "185",
      heading: "Granting vacation with pay",
      summary:
        "Requires the employer to grant the vacation no later than ten months after the end of the year of employment that earned it, and to pay vacation pay at prescribed times.",
      topics: ["employment", "holidays", "vacation"],
      situations: [
        "my employer will not let me take my vacation this year",
      ],
    },
    {
      article: "188",
      heading: "Termination of employment during year",
      summary:
        "Requires an employer, within 30 days after employment ends, to pay the employee any vacation pay owing for prior completed years and the applicable percentage of wages earned in the part of the year for which vacation pay has not been paid.",
      topics: ["employment", "holidays", "vacation", "dismissal"],
      situations: [
        "I quit my job, do I get paid for vacation I did not take",
      ],
    },
    {
      article: "192",
      heading: "Entitlement to holidays",
      summary:
        "Entitles every employee to a holiday with pay on each of the general holidays falling within their employment.",
      topics: ["employment", "holidays", "public-holidays"],
      situations: [
        "do I get paid for statutory holidays at my federal job",
      ],
    },
    {
      article: "196",
      heading: "Holiday pay",
      summary:
        "Sets holiday pay for a general holiday at one-twentieth of the wages, excluding overtime, that the employee earned in the four weeks before the week of the holiday, with rules for commission-paid employees.",
      topics: ["employment", "holidays", "public-holidays", "wages"],
      situations: [
        "how is my pay for Canada Day calculated if I do not work",
      ],
    },
    {
      article: "197",
      heading: "Additional pay for holiday work",
      summary:
        "Requires an employee who works on a general holiday to be paid, in addition to holiday pay, at least one and one-half times their regular rate for the hours worked, with rules for continuous operations.",
      topics: ["employment", "holidays", "public-holidays", "overtime"],
      situations: [
        "I had to work on a statutory holiday, what extra pay do I get",
      ],
    },
    {
      article: "204",
      heading: "Reassignment and job modification",
      summary:
        "Lets a pregnant or nursing employee, until 24 weeks after the birth, ask the employer to modify her job or reassign her where continuing her duties may risk her health or that of the foetus or child, supported by a health care practitioner's certificate.",
      topics: ["employment", "pregnancy", "health-and-safety"],
      situations: [
        "I am pregnant and my job involves heavy lifting, can I ask to be moved",
      ],
    },
    {
      article: "205.1",
      heading: "Entitlement to leave",
      summary:
        "Entitles a pregnant or nursing employee to a leave of absence, from the beginning of the pregnancy to 24 weeks after the birth, while a health care practitioner certifies she cannot work because of the pregnancy or nursing.",
      topics: ["employment", "pregnancy", "leave"],
      situations: [
        "my doctor says I cannot work during my pregnancy, am I entitled to leave",
      ],
    },
    {
      article: "206",
      heading: "Entitlement to leave",
      summary:
        "Entitles an employee to maternity leave of up to 17 weeks, beginning no earlier than 13 weeks before the expected birth and ending no later than 17 weeks after it, on a health care practitioner's certificate of pregnancy, with extensions where the child is hospitalised.",
      topics: ["employment", "maternity-leave", "pregnancy", "leave"],
      situations: [
        "how long is maternity leave at a federally regulated employer",
        "when can I start my maternity leave",
      ],
    },
    {
      article: "206.1",
      heading: "Entitlement to leave",
      summary:
        "Entitles an employee to parental leave of up to 63 weeks to care for their newborn child or a child placed with them for adoption, taken within 78 weeks after the birth or placement, with extensions for hospitalisation and a combined limit with maternity leave.",
      topics: ["employment", "parental-leave", "family", "leave"],
      situations: [
        "how much parental leave can a new father take",
        "we are adopting a child, can I take leave from my federal job",
      ],
    },
    {
      article: "206.3",
      heading: "Definitions",
      summary:
        "Provides compassionate care leave of up to 28 weeks to care for or support a family member with a serious medical condition and a significant risk of death within 26 weeks, on a health care practitioner's certificate (subsection (1) defines care, family member and support).",
      topics: ["employment", "leave", "compassionate-care", "family"],
      situations: [
        "my father is dying and I need months off to care for him",
      ],
    },
    {
      article: "206.4",
      heading: "Definitions",
      summary:
        "Provides leave to care for or support a critically ill child (up to 37 weeks) or a critically ill adult family member (up to 17 weeks), on a health care practitioner's certificate (subsection (1) defines the terms).",
      topics: ["employment", "leave", "family", "sick-child"],
      situations: [
        "my teenager has a life-threatening illness, can I take leave to care for them",
      ],
    },
    {
      article: "206.5",
      heading: "Definitions",
      summary:
        "Provides leave for a parent whose child (under 25) has died, or has disappeared, as the probable result of a crime (subsection (1) defines child, crime and parent).",
      topics: ["employment", "leave", "bereavement", "crime"],
      situations: [
        "my child went missing and I cannot work, is there leave for that",
      ],
    },
    {
      article: "206.6",
      heading: "Leave — five days",
      summary:
        "Entitles an employee to personal leave of up to five days a year for the health or care of family members, education responsibilities for family members under 18, urgent matters, citizenship ceremonies and other prescribed reasons, the first three days paid after three months' employment.",
      topics: ["employment", "leave", "personal-leave", "family"],
      situations: [
        "can I take a day off to take my child to a school meeting",
        "is personal leave paid at a federal employer",
      ],
    },
    {
      article: "206.7",
      heading: "Definitions",
      summary:
        "Entitles an employee who is a victim of family violence, or the parent of a child who is, to up to 10 days' leave a year (five paid after three months' employment) for medical care, counselling, victim services, relocation, legal or police help (subsection (1) defines child and parent).",
      topics: ["employment", "leave", "family-violence", "domestic-violence"],
      situations: [
        "I need time off to move out and get help after domestic abuse",
        "is there paid leave for victims of family violence",
      ],
    },
    {
      article: "206.8",
      heading: "Leave — five days",
      summary:
        "Entitles an Aboriginal employee with three months' continuous employment to up to five days' leave a year to engage in traditional Aboriginal practices such as hunting, fishing and harvesting.",
      topics: ["employment", "leave", "indigenous"],
      situations: [
        "can I take time off for traditional hunting as an Indigenous employee",
      ],
    },
    {
      article: "207",
      heading: "Notification to employer",
      summary:
        "Requires an employee who intends to take maternity or parental leave to give at least four weeks' written notice before the leave begins, unless there is a valid reason, and to state its intended length.",
      topics: ["employment", "maternity-leave", "parental-leave", "notice"],
      situations: [
        "how much notice do I need to give before parental leave",
      ],
    },
    {
      article: "208",
      heading: "Prohibition",
      summary:
        "Prohibits an employer from requiring a pregnant employee to take leave, except where she cannot perform an essential function of her job and no appropriate alternative job is available, and then only for as long as she cannot perform it; the employer bears the burden of proof.",
      topics: ["employment", "pregnancy", "discrimination"],
      situations: [
        "my employer forced me onto leave when I told them I was pregnant",
      ],
    },
    {
      article: "209.1",
      heading: "Resumption of employment in same position",
      summary:
        "Entitles an employee returning from a leave under the Division to be reinstated in the position they held, or, where that is not possible for a valid reason, in a comparable position in the same location with the same wages and benefits.",
      topics: ["employment", "leave", "reinstatement"],
      situations: [
        "when I came back from parental leave my job was gone",
      ],
    },
    {
      article: "209.2",
      heading: "Right to benefits",
      summary:
        "Makes pension, health and disability benefits and seniority accumulate during a leave under the Division, with rules on the employee's and employer's contributions.",
      topics: ["employment", "leave", "benefits", "seniority"],
      situations: [
        "does my seniority keep building while I am on maternity leave",
      ],
    },
    {
      article: "209.3",
      heading: "Prohibition",
      summary:
        "Prohibits dismissing, suspending, laying off, demoting or disciplining an employee because she is pregnant or has applied for leave under the Division, or taking pregnancy or intended leave into account in decisions on promotion or training.",
      topics: ["employment", "pregnancy", "discrimination", "retaliation"],
      situations: [
        "I was passed over for promotion because I am going on maternity leave",
        "I was laid off after announcing my pregnancy",
      ],
    },
    {
      article: "210",
      heading: "Employee entitled",
      summary:
        "Entitles an employee to bereavement leave of up to 10 days on the death of an immediate family member, the first three days paid after three months' employment, with longer leave on the death of a child.",
      topics: ["employment", "leave", "bereavement"],
      situations: [
        "how many days off do I get when my mother dies",
        "is bereavement leave paid",
      ],
    },
    {
      article: "212",
      heading: "Notice of group termination",
      summary:
        "Requires an employer who terminates the employment of 50 or more employees in an industrial establishment within four weeks to give the Head at least 16 weeks' written notice, in addition to individual notice, with copies to the Minister, the union and the employees.",
      topics: ["employment", "dismissal", "redundancy", "group-termination", "notice"],
      situations: [
        "our federal employer is laying off 80 people, what notice must it give",
      ],
    },
    {
      article: "230",
      heading: "Employer’s duty",
      summary:
        "Requires an employer terminating an employee with at least three months' continuous employment (other than for just cause) to give written notice, wages in lieu of notice, or a combination, of two weeks, rising by a week per year of service from three years to eight weeks after eight years.",
      topics: ["employment", "dismissal", "notice"],
      situations: [
        "how much notice must my federal employer give me before firing me after five years",
        "I was let go without notice after two years, what am I owed",
      ],
    },
    {
      article: "235",
      heading: "Minimum rate",
      summary:
        "Requires an employer terminating an employee with at least 12 consecutive months of employment, except for just cause, to pay severance of the greater of two days' wages per completed year of employment and five days' wages.",
      topics: ["employment", "dismissal", "severance"],
      situations: [
        "do I get severance pay after being laid off from a bank job",
        "how is severance calculated under the federal labour code",
      ],
    },
    {
      article: "238",
      heading: "Prohibition",
      summary:
        "Prohibits dismissing, suspending, laying off, demoting or disciplining an employee because garnishment proceedings may be or have been taken against them.",
      topics: ["employment", "dismissal", "garnishment"],
      situations: [
        "can I be fired because a creditor is garnishing my wages",
      ],
    },
    {
      article: "239",
      heading: "Entitlement to leave",
      summary:
        "Entitles an employee to medical leave of up to 27 weeks for personal illness or injury, organ or tissue donation, medical appointments or quarantine, of which up to 10 days a year are paid, earned at three days after 30 days' employment and one day a month after that.",
      topics: ["employment", "sick-leave", "leave"],
      situations: [
        "how many paid sick days do I get at a federal employer",
        "I need surgery and months off, will my job be protected",
      ],
    },
    {
      article: "239.1",
      heading: "Prohibition",
      summary:
        "Prohibits dismissing, suspending, laying off, demoting or disciplining an employee because of absence due to work-related illness or injury, requires employers to subscribe to a wage replacement plan, and requires a return to work where reasonably practicable.",
      topics: ["employment", "workplace-injury", "dismissal"],
      situations: [
        "I was hurt at work and now my employer wants to fire me",
      ],
    },
    {
      article: "240",
      heading: "Complaint",
      summary:
        "Lets a person with 12 months' continuous employment who is not covered by a collective agreement complain in writing to the Head that their dismissal was unjust, within 90 days of the dismissal (extendable in some cases).",
      topics: ["employment", "dismissal", "unjust-dismissal", "complaints", "limitation-period"],
      situations: [
        "I think I was fired unfairly from my federal job, how do I complain",
        "how long do I have to file an unjust dismissal complaint",
        "I was fired from a bank job in Canada without cause, can I complain",
      ],
    },
    {
      article: "241",
      heading: "Reasons for dismissal",
      summary:
        "Requires an employer, on written request by the dismissed person or the Head, to give a written statement of the reasons for the dismissal within 15 days, and has an inspector help settle the complaint before it is referred to the Canada Industrial Relations Board.",
      topics: ["employment", "dismissal", "unjust-dismissal", "reasons"],
      situations: [
        "my employer fired me without giving any reason, can I demand one",
      ],
    },
    {
      article: "246.1",
      heading: "Complaint to Board",
      summary:
        "Lets an employee complain to the Canada Industrial Relations Board about reprisals, such as dismissal, suspension or discipline for exercising rights under Part III, making a complaint, or refusing overtime for family responsibilities, within 90 days after they knew or ought to have known of the action.",
      topics: ["employment", "retaliation", "complaints"],
      situations: [
        "I was disciplined after complaining to the labour program about unpaid wages",
      ],
    },
    {
      article: "247",
      heading: "Payment of wages",
      summary:
        "Requires the employer to pay wages on the employee's regular payday and to pay any wages or other amounts due under Part III within 30 days after the entitlement arises.",
      topics: ["employment", "wages", "payment"],
      situations: [
        "my employer is late paying my wages",
        "how quickly must I get my final pay after leaving",
        "when must my federally regulated employer pay me in Canada",
      ],
    },
    {
      article: "247.5",
      heading: "Entitlement to leave",
      summary:
        "Entitles a member of the reserve force with three months' continuous employment to leave to take part in listed military operations, training and activities, with leaves for most purposes totalling no more than 24 months in any 60-month period (except in a national emergency).",
      topics: ["employment", "leave", "military"],
      situations: [
        "I am a reservist called up for a deployment, is my job protected",
      ],
    },
    {
      article: "247.98",
      heading: "Definitions",
      summary:
        "Entitles employees not to undergo a genetic test or disclose its results, and prohibits employers from penalising employees for refusing or from collecting or using genetic test results without written consent (subsection (1) defines the terms).",
      topics: ["employment", "privacy", "genetic-testing", "discrimination"],
      situations: [
        "my employer wants me to take a genetic test",
      ],
    },
    {
      article: "251.01",
      heading: "Making of complaint",
      summary:
        "Lets an employee complain in writing to the Head about a contravention of Part III or an order, within six months of the last day unpaid wages or other amounts were due, or for other complaints within six months of the day the subject-matter arose, with limited extensions.",
      topics: ["employment", "complaints", "wages", "limitation-period"],
      situations: [
        "my employer owes me overtime, how do I complain and by when",
      ],
    },
    {
      article: "251.1",
      heading: "Payment order",
      summary:
        "Lets the Head, on finding that an employer has not paid wages or other amounts due, issue a written payment order to the employer or, in limited cases, to a director of a corporation.",
      topics: ["employment", "wages", "enforcement"],
      situations: [
        "the labour inspector agreed I am owed wages, how do I get paid",
      ],
    },
    {
      article: "252",
      heading: "Information and returns",
      summary:
        "Requires employers to provide information and returns the Head requests about wages, hours, holidays, vacations and working conditions, and to keep the prescribed records for at least 36 months after the work is performed.",
      topics: ["employment", "records"],
      situations: [
        "how long must my federal employer keep my time records",
      ],
    },
    {
      article: "254",
      heading: "Pay statement",
      summary:
        "Requires the employer, at each payment of wages, to give the employee a written statement of the pay period, hours paid, rate of wages, deductions and net amount.",
      topics: ["employment", "wages", "pay-statement"],
      situations: [
        "my employer does not give me pay stubs",
      ],
    },
    {
      article: "261",
      heading: "Civil remedy",
      summary:
        "Preserves an employee's civil remedies against the employer for arrears of wages; nothing in Part III suspends or affects them.",
      topics: ["employment", "wages", "remedies"],
      situations: [
        "can I sue my employer in court for unpaid wages instead of complaining to the labour program",
      ],
    },
  ],
};
