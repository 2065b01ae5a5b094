import type { InstrumentInput } from "../../schema";

export const auFairWorkAct2009: InstrumentInput = {
  source_id: "au-fair-work-act-2009",
  title: "Fair Work Act 2009 (Cth) (No. 28, 2009)",
  short_names: ["Fair Work Act 2009", "Fair Work Act", "FW Act", "FWA 2009"],
  jurisdiction: "AU",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.au/C2009A00028/latest/text",
  date: "2009-04-07",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "44",
      heading: "Contravening the National Employment Standards",
      summary:
        "An employer must not contravene a provision of the National Employment Standards; it is a civil remedy provision, so breaches can lead to penalties and orders.",
      topics: ["employment", "compliance"],
      situations: [
        "my employer is ignoring the minimum standards in the Fair Work Act",
        "my employer does not give me the leave the law requires",
      ],
    },
    {
      article: "62",
      heading: "Maximum weekly hours",
      summary:
        "An employer must not request or require a full-time employee to work more than 38 hours a week (or fewer for part-timers) unless the additional hours are reasonable; an employee may refuse unreasonable additional hours, judged by factors such as health and safety, personal circumstances, notice and pay.",
      topics: ["employment", "working-time", "overtime"],
      situations: [
        "my boss expects me to work 55 hours a week; can I refuse",
        "what is the maximum ordinary hours of work in Australia",
        "unpaid overtime and very long hours at work in Australia",
      ],
    },
    {
      article: "65",
      heading: "Requests for flexible working arrangements",
      summary:
        "Employees with at least 12 months of service who are parents or carers of school-age or younger children, carers, have a disability, are 55 or older, are experiencing family and domestic violence, or are pregnant, may request a change in working arrangements such as hours, patterns or location of work.",
      topics: ["employment", "flexible-working", "family-leave"],
      situations: [
        "can I ask to work from home after having a baby",
        "I care for my elderly mother; can I ask for different hours",
      ],
    },
    {
      article: "65A",
      heading: "Responding to requests for flexible working arrangements",
      summary:
        "An employer must respond in writing within 21 days to a flexible working request, and may refuse only on reasonable business grounds after discussing it and genuinely trying to reach agreement, giving reasons and any changes it would accept.",
      topics: ["employment", "flexible-working"],
      situations: [
        "my employer refused my flexible work request without explanation",
        "how long does my employer have to answer my flexible work request",
      ],
    },
    {
      article: "67",
      heading: "General rule—employee must have completed at least 12 months of service",
      summary:
        "To be entitled to unpaid parental leave an employee must have completed at least 12 months of continuous service (or, for casuals, be a regular and systematic long-term casual with a reasonable expectation of continuing).",
      topics: ["employment", "family-leave", "parental-leave"],
      situations: [
        "I have only worked here for 10 months; can I get parental leave",
        "do casual employees qualify for unpaid parental leave",
      ],
    },
    {
      article: "70",
      heading: "Entitlement to unpaid parental leave",
      summary:
        "An eligible employee is entitled to 12 months of unpaid parental leave associated with the birth or adoption of a child, if they have or will have responsibility for the child's care.",
      topics: ["employment", "family-leave", "parental-leave"],
      situations: [
        "how much parental leave am I entitled to in Australia",
        "can fathers take unpaid parental leave",
      ],
    },
    {
      article: "76",
      heading: "Employee may request an extension of unpaid parental leave",
      summary:
        "An employee may request an extension of unpaid parental leave of up to a further 12 months, which the employer may refuse only on reasonable business grounds after discussion and with written reasons.",
      topics: ["employment", "family-leave", "parental-leave"],
      situations: [
        "can I extend my parental leave to two years",
        "my employer refused my request to extend parental leave; can they",
      ],
    },
    {
      article: "84",
      heading: "Return to work guarantee",
      summary:
        "On returning from unpaid parental leave an employee is entitled to return to their pre-parental leave position, or if it no longer exists, an available position for which they are qualified nearest in status and pay.",
      topics: ["employment", "family-leave", "parental-leave"],
      situations: [
        "my old job was given to someone else while I was on parental leave",
        "can I come back part time after parental leave",
      ],
    },
    {
      article: "87",
      heading: "Entitlement to annual leave",
      summary:
        "Each year of service entitles an employee (other than a casual) to four weeks of paid annual leave, or five weeks for certain shift workers, accruing progressively and accumulating from year to year.",
      topics: ["employment", "leave", "annual-leave"],
      situations: [
        "how much annual leave do I get in Australia",
        "does unused annual leave carry over",
        "how many weeks of holidays do I get a year in Australia",
      ],
    },
    {
      article: "88",
      heading: "Taking paid annual leave",
      summary:
        "Paid annual leave may be taken for a period agreed between employer and employee, and the employer must not unreasonably refuse a request to take it.",
      topics: ["employment", "leave", "annual-leave"],
      situations: [
        "my employer keeps refusing my annual leave requests",
        "can I choose when to take my annual leave",
      ],
    },
    {
      article: "90",
      heading: "Payment for annual leave",
      summary:
        "During paid annual leave the employee must be paid at their base rate of pay for ordinary hours, and on termination any untaken annual leave must be paid out at the rate the employee would have received.",
      topics: ["employment", "leave", "annual-leave", "wages", "termination"],
      situations: [
        "will I be paid out my unused leave when I resign",
        "what rate am I paid while on annual leave",
      ],
    },
    {
      article: "96",
      heading: "Entitlement to paid personal/carer's leave",
      summary:
        "An employee (other than a casual) is entitled to 10 days of paid personal/carer's leave for each year of service, accruing progressively and accumulating from year to year.",
      topics: ["employment", "leave", "sick-leave"],
      situations: [
        "how many sick days do I get in Australia",
        "do my unused sick days roll over",
        "do I get paid sick leave in Australia",
        "can I take paid time off to look after my sick child in Australia",
      ],
    },
    {
      article: "97",
      heading: "Taking paid personal/carer's leave",
      summary:
        "Paid personal/carer's leave may be taken when the employee is unfit for work because of personal illness or injury, or to care for or support a member of their immediate family or household who is ill, injured or affected by an unexpected emergency.",
      topics: ["employment", "leave", "sick-leave", "carers"],
      situations: [
        "can I use my sick leave to look after my sick child",
        "do I need a medical certificate to take sick leave",
      ],
    },
    {
      article: "102",
      heading: "Entitlement to unpaid carer's leave",
      summary:
        "An employee, including a casual, is entitled to two days of unpaid carer's leave for each occasion a member of their immediate family or household needs care or support because of illness, injury or an unexpected emergency.",
      topics: ["employment", "leave", "carers"],
      situations: [
        "I have no paid leave left but my partner is in hospital",
        "my casual job gives no paid leave but my child is sick",
      ],
    },
    {
      article: "104",
      heading: "Entitlement to compassionate leave",
      summary:
        "An employee is entitled to two days of compassionate leave (paid, except for casuals) on each occasion a member of their immediate family or household dies or suffers a life-threatening illness or injury, or a child is stillborn or a miscarriage occurs.",
      topics: ["employment", "leave", "bereavement"],
      situations: [
        "do I get bereavement leave when my grandmother dies",
        "can I take leave after a miscarriage",
      ],
    },
    {
      article: "114",
      heading: "Entitlement to absence on public holiday",
      summary:
        "An employee is entitled to be absent on a public holiday, but an employer may request them to work if the request is reasonable, and the employee may refuse a request that is unreasonable or if refusal is reasonable.",
      topics: ["employment", "leave", "public-holidays"],
      situations: [
        "can my employer make me work on Christmas Day",
        "do I have to work on Anzac Day if my boss asks",
      ],
    },
    {
      article: "117",
      heading: "Requirement for notice of termination or payment in lieu",
      summary:
        "An employer must not terminate an employee's employment without written notice of the day of termination and at least the minimum notice period (one to four weeks depending on service, plus a week if over 45 with two years' service), or payment in lieu.",
      topics: ["employment", "dismissal", "notice", "termination"],
      situations: [
        "how much notice must my employer give me in Australia",
        "I was fired on the spot with no notice pay",
        "how many weeks' notice do I get when I'm sacked in Australia",
      ],
    },
    {
      article: "119",
      heading: "Redundancy pay",
      summary:
        "An employee whose employment is terminated because the employer no longer requires the job to be done by anyone (other than for ordinary turnover of labour) or because of insolvency is entitled to redundancy pay on a scale from four weeks' pay after one year of service up to 16 weeks.",
      topics: ["employment", "redundancy", "termination"],
      situations: [
        "how much redundancy pay am I owed in Australia",
        "my role was made redundant after three years",
      ],
    },
    {
      article: "121",
      heading: "Exclusions from obligation to pay redundancy pay",
      summary:
        "The redundancy pay obligation does not apply where the employee has less than 12 months of continuous service, or the employer is a small business employer (fewer than 15 employees), subject to exceptions.",
      topics: ["employment", "redundancy", "small-business"],
      situations: [
        "I work for a small business with 8 staff; do I get redundancy pay",
        "I was made redundant after ten months; am I owed redundancy pay",
      ],
    },
    {
      article: "125",
      heading: "Giving new employees the Fair Work Information Statement",
      summary:
        "An employer must give each new employee the Fair Work Information Statement before or as soon as practicable after they start, and casual and fixed-term employees the relevant additional statements.",
      topics: ["employment", "transparency", "hiring"],
      situations: [
        "my new employer never gave me the Fair Work Information Statement",
        "what document must employers give new staff in Australia",
      ],
    },
    {
      article: "323",
      heading: "Method and frequency of payment",
      summary:
        "An employer must pay an employee in full (except for permitted deductions) amounts payable for work, in money by a permitted method, at least monthly.",
      topics: ["employment", "wages"],
      situations: [
        "my employer pays me late every month",
        "can my boss pay me in vouchers instead of money",
        "how often must my employer pay me in Australia",
        "my Australian employer hasn't paid my wages on time",
      ],
    },
    {
      article: "324",
      heading: "Permitted deductions",
      summary:
        "An employer may deduct from amounts payable to an employee only where the employee authorises it in writing and it principally benefits the employee, it is authorised by an award or agreement, or by law or court order.",
      topics: ["employment", "wages", "deductions"],
      situations: [
        "my employer deducted the cost of a broken laptop from my pay",
        "can my boss take money out of my wages for uniforms",
      ],
    },
    {
      article: "340",
      heading: "Protection",
      summary:
        "A person must not take adverse action against another because they have a workplace right, have or have not exercised it, or propose to exercise it, or to prevent them exercising it.",
      topics: ["employment", "general-protections", "retaliation"],
      situations: [
        "I was demoted after making a complaint about my pay",
        "my shifts were cut after I asked about my entitlements",
      ],
    },
    {
      article: "341",
      heading: "Meaning of workplace right",
      summary:
        "A person has a workplace right if they are entitled to the benefit of or have a role under a workplace law or instrument, can initiate or participate in a process or proceedings under one, or can make a complaint or inquiry in relation to their employment.",
      topics: ["employment", "general-protections", "definitions"],
      situations: [
        "is asking about my overtime pay a workplace right",
        "is making a complaint about safety at work a protected right",
      ],
    },
    {
      article: "342",
      heading: "Meaning of adverse action",
      summary:
        "Adverse action by an employer includes dismissing an employee, injuring them in their employment, altering their position to their prejudice, or discriminating between them and other employees, and refusing to employ a prospective employee.",
      topics: ["employment", "general-protections", "definitions"],
      situations: [
        "does cutting my hours count as adverse action",
        "my employer changed my role to a worse one after I complained",
      ],
    },
    {
      article: "351",
      heading: "Discrimination",
      summary:
        "An employer must not take adverse action against an employee or prospective employee because of race, colour, sex, sexual orientation, breastfeeding, gender identity, intersex status, age, disability, marital status, family or carer's responsibilities, pregnancy, religion, political opinion, national extraction, social origin, subjection to family and domestic violence or similar attributes, subject to exceptions.",
      topics: ["employment", "discrimination", "general-protections"],
      situations: [
        "I was not hired because I am pregnant",
        "my employer fired me because of my age", "they turned me down for the job saying I'm too old and they prefer someone younger", "I was treated worse at work after I told them I have caring responsibilities for my kids",
      ],
    },
    {
      article: "352",
      heading: "Temporary absence—illness or injury",
      summary:
        "An employer must not dismiss an employee because the employee is temporarily absent from work because of illness or injury of a kind prescribed by the regulations.",
      topics: ["employment", "dismissal", "sick-leave"],
      situations: [
        "I was sacked while off sick with a certificate",
        "can I be dismissed because I was in hospital for two weeks",
      ],
    },
    {
      article: "361",
      heading: "Reason for action to be presumed unless proved otherwise",
      summary:
        "In general protections proceedings, if it is alleged that a person took action for a particular reason, it is presumed the action was taken for that reason unless the person proves otherwise.",
      topics: ["employment", "general-protections", "evidence", "burden-of-proof"],
      situations: [
        "who has to prove why I was fired in a general protections claim",
        "my employer says I was fired for performance, but I think it was my complaint",
      ],
    },
    {
      article: "382",
      heading: "When a person is protected from unfair dismissal",
      summary:
        "A person is protected from unfair dismissal if they have completed the minimum employment period and are covered by a modern award or enterprise agreement, or earn less than the high income threshold.",
      topics: ["employment", "dismissal", "unfair-dismissal"],
      situations: [
        "am I covered by unfair dismissal laws on a high salary",
        "can I claim unfair dismissal after four months",
      ],
    },
    {
      article: "383",
      heading: "Meaning of minimum employment period",
      summary:
        "The minimum employment period is one year for employees of a small business employer (fewer than 15 employees) and six months otherwise.",
      topics: ["employment", "dismissal", "unfair-dismissal", "small-business"],
      situations: [
        "how long must I work before I can claim unfair dismissal in Australia",
        "how long must I work for a small business to claim unfair dismissal",
      ],
    },
    {
      article: "385",
      heading: "What is an unfair dismissal",
      summary:
        "A person has been unfairly dismissed if the Fair Work Commission is satisfied they were dismissed, the dismissal was harsh, unjust or unreasonable, it was not consistent with the Small Business Fair Dismissal Code (for small businesses), and it was not a case of genuine redundancy.",
      topics: ["employment", "dismissal", "unfair-dismissal"],
      situations: [
        "I think my dismissal was unfair; what do I have to show",
        "I was dismissed harshly for a minor mistake",
        "I was sacked unfairly in Australia, what can I do",
        "my boss fired me without a warning or a chance to respond in Australia",
      ],
    },
    {
      article: "386",
      heading: "Meaning of dismissed",
      summary:
        "A person is dismissed if their employment was terminated on the employer's initiative, or they resigned because they were forced to by the employer's conduct, but not where a fixed-term contract simply expired or certain training arrangements ended.",
      topics: ["employment", "dismissal", "unfair-dismissal"],
      situations: [
        "I was pushed into resigning; does that count as dismissal",
        "my contract simply ended; was I dismissed",
      ],
    },
    {
      article: "387",
      heading: "Criteria for considering harshness etc.",
      summary:
        "In deciding whether a dismissal was harsh, unjust or unreasonable, the Commission considers whether there was a valid reason relating to capacity or conduct, whether the person was notified of and could respond to the reason, unreasonable refusal of a support person, prior warnings for performance, the size of the business and HR resources, and other relevant matters.",
      topics: ["employment", "dismissal", "unfair-dismissal"],
      situations: [
        "I was fired without being given a chance to explain",
        "I never got a warning before being sacked for performance",
      ],
    },
    {
      article: "388",
      heading: "The Small Business Fair Dismissal Code",
      summary:
        "A small business employer's dismissal is consistent with the Small Business Fair Dismissal Code if the employer complied with the Code, which the Minister declares.",
      topics: ["employment", "dismissal", "unfair-dismissal", "small-business"],
      situations: [
        "as a small business owner, how do I dismiss someone fairly",
        "what checklist must small businesses follow before dismissing staff",
      ],
    },
    {
      article: "389",
      heading: "Meaning of genuine redundancy",
      summary:
        "A dismissal is a case of genuine redundancy if the employer no longer required the job to be done by anyone because of operational changes and complied with any consultation obligation, but not if it would have been reasonable to redeploy the person within the enterprise or an associated entity.",
      topics: ["employment", "dismissal", "redundancy", "unfair-dismissal"],
      situations: [
        "was my redundancy genuine if they hired someone else for my job",
        "my employer said my job was redundant but did not consult anyone",
      ],
    },
    {
      article: "394",
      heading: "Application for unfair dismissal remedy",
      summary:
        "A person who has been dismissed may apply to the Fair Work Commission for an unfair dismissal remedy within 21 days after the dismissal took effect, or a further period the Commission allows in exceptional circumstances.",
      topics: ["employment", "dismissal", "unfair-dismissal", "limitation"],
      situations: [
        "how long do I have to lodge an unfair dismissal claim",
        "I missed the 21 day deadline for unfair dismissal",
      ],
    },
    {
      article: "535",
      heading: "Employer obligations in relation to employee records",
      summary:
        "An employer must make and keep for seven years employee records of the kind prescribed, such as hours, pay and leave.",
      topics: ["employment", "records", "compliance"],
      situations: [
        "how long must employers keep time and wage records",
        "my employer has no records of the hours I worked",
      ],
    },
    {
      article: "536",
      heading: "Employer obligations in relation to pay slips",
      summary:
        "An employer must give an employee a pay slip within one working day of paying them, containing the prescribed information.",
      topics: ["employment", "wages", "records"],
      situations: [
        "my employer never gives me a payslip",
        "how soon after pay day must I get a payslip",
      ],
    },
    {
      article: "789FD",
      heading: "When is a worker bullied at work?",
      summary:
        "A worker is bullied at work if an individual or group repeatedly behaves unreasonably towards them, or a group they belong to, and the behaviour creates a risk to health and safety; reasonable management action carried out reasonably is not bullying.",
      topics: ["employment", "bullying", "health-and-safety"],
      situations: [
        "my manager keeps belittling me in front of others",
        "is constant criticism from my boss bullying",
      ],
    },
    {
      article: "106A",
      heading: "Entitlement to family and domestic violence leave",
      summary: "Entitles an employee, including a casual employee, to 10 days of paid family and domestic violence leave in each 12-month period, available in full from the start of employment and not accumulating, to deal with the impact of family and domestic violence where it is impractical to do so outside working hours.",
      topics: ["employment", "domestic-violence", "leave"],
      situations: ["I need time off work to go to court over domestic violence in Australia", "is family violence leave paid in Australia"],
    },
  ],
};
