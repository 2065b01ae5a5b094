/**
 * Chat audit (offline engine): 30 everyday questions written from a situation, in a non-lawyer's words,
 * BEFORE running the offline engine on them. For each: the provision a lawyer would cite first and the key
 * point (figure / deadline / right) a correct answer must state or honestly say it could not state.
 * Expectations are from the statute as the author knows it; `keyPattern` is a loose check of the key figure.
 * Not a retrieval-tuning set: do not add vocabulary rules to make these pass.
 */
export type ChatAuditQuestion = {
  id: string;
  jurisdiction: string;
  area: "employment" | "tenancy" | "consumer" | "family" | "company" | "criminal-procedure" | "tax" | "data-protection";
  question: string;
  /** provision a lawyer would cite first; `alternatives` are also acceptable first citations */
  expected: { source_id: string; article: string };
  alternatives?: { source_id: string; article: string }[];
  keyPoint: string;
  /** regex source, case-insensitive, the key figure/right as it should appear in a correct answer */
  keyPattern: string;
};

export const chatAuditQuestions: ChatAuditQuestion[] = [
  {
    id: "gb-notice-6y", jurisdiction: "GB", area: "employment",
    question: "I've worked at the same place for six years and they want to let me go. How much notice do they have to give me?",
    expected: { source_id: "uk-employment-rights-act-1996", article: "86" },
    keyPoint: "Statutory minimum notice: one week per complete year of continuous employment (2-12 years), capped at 12 weeks, so 6 weeks here.",
    keyPattern: "one week|each year|12 weeks|twelve weeks|6 weeks|six weeks",
  },
  {
    id: "gb-deposit-unprotected", jurisdiction: "GB", area: "tenancy",
    question: "My landlord took a deposit from me but never told me where it was protected. Can I do anything about it?",
    expected: { source_id: "uk-housing-act-2004", article: "214" },
    alternatives: [{ source_id: "uk-housing-act-2004", article: "213" }],
    keyPoint: "Deposit must be protected in an authorised scheme and prescribed information given within 30 days; if not, the court must order repayment/protection and a sum of 1 to 3 times the deposit.",
    keyPattern: "30 days|three times|3 times|one to three|1 to 3",
  },
  {
    id: "gb-washing-machine", jurisdiction: "GB", area: "consumer",
    question: "The washing machine I bought three weeks ago has stopped working. Can I just get my money back?",
    expected: { source_id: "uk-consumer-rights-act-2015", article: "22" },
    alternatives: [{ source_id: "uk-consumer-rights-act-2015", article: "20" }, { source_id: "uk-consumer-rights-act-2015", article: "9" }],
    keyPoint: "Goods must be of satisfactory quality (s 9); the short-term right to reject gives a full refund if exercised within 30 days of delivery (s 22).",
    keyPattern: "30 days|thirty days",
  },
  {
    id: "gb-police-hold", jurisdiction: "GB", area: "criminal-procedure",
    question: "How long can the police in England keep someone at the station before they have to charge them or let them go?",
    expected: { source_id: "uk-pace-1984", article: "41" },
    alternatives: [{ source_id: "uk-pace-1984", article: "42" }, { source_id: "uk-pace-1984", article: "43" }],
    keyPoint: "24 hours from the relevant time without charge; a superintendent can extend to 36 hours; magistrates can authorise up to 96 hours.",
    keyPattern: "24 hours|twenty-four hours",
  },
  {
    id: "gb-dividend-loss", jurisdiction: "GB", area: "company",
    question: "Our small limited company made a loss this year. Can we still pay ourselves a dividend?",
    expected: { source_id: "uk-companies-act-2006", article: "830" },
    keyPoint: "A company may make a distribution only out of profits available for the purpose: accumulated realised profits less accumulated realised losses.",
    keyPattern: "profits available|realised profits",
  },
  {
    id: "ca-final-pay-quit", jurisdiction: "US-CA", area: "employment",
    question: "I quit my job in Los Angeles without giving any notice. When does my boss have to pay my last paycheck?",
    expected: { source_id: "us-ca-labor-code", article: "202" },
    alternatives: [{ source_id: "us-ca-labor-code", article: "203" }],
    keyPoint: "An employee who quits without notice must be paid within 72 hours (immediately if 72 hours' notice was given); waiting-time penalties under s 203 up to 30 days.",
    keyPattern: "72 hours|seventy-two hours",
  },
  {
    id: "ca-deposit-return", jurisdiction: "US-CA", area: "tenancy",
    question: "I moved out of my apartment in San Diego. How long does the landlord have to give my security deposit back?",
    expected: { source_id: "us-ca-civil-code", article: "1950.5" },
    keyPoint: "Within 21 days after the tenant vacates, with an itemised statement of deductions.",
    keyPattern: "21 days|twenty-one days",
  },
  {
    id: "ca-arrest-judge", jurisdiction: "US-CA", area: "criminal-procedure",
    question: "My son was arrested in California. How soon do they have to bring him in front of a judge?",
    expected: { source_id: "us-ca-penal-code", article: "825" },
    keyPoint: "Without unnecessary delay and in any event within 48 hours after arrest, excluding Sundays and holidays.",
    keyPattern: "48 hours|forty-eight hours",
  },
  {
    id: "ny-deposit-return", jurisdiction: "US-NY", area: "tenancy",
    question: "It's been a month since I left my apartment in Brooklyn and the landlord still hasn't returned my deposit. Is that allowed?",
    expected: { source_id: "us-ny-general-obligations-law", article: "7-108" },
    keyPoint: "Within 14 days after the tenant vacates the landlord must return the deposit or give an itemised statement; failing that the landlord forfeits the right to keep any part.",
    keyPattern: "14 days|fourteen days",
  },
  {
    id: "ny-pay-frequency", jurisdiction: "US-NY", area: "employment",
    question: "I work in a warehouse in New York and my boss only pays us every two weeks. Is that legal?",
    expected: { source_id: "us-ny-labor-law-article-6", article: "191" },
    keyPoint: "Manual workers must be paid weekly, not later than seven calendar days after the end of the week in which wages are earned (unless authorised otherwise).",
    keyPattern: "weekly|seven calendar days|7 days",
  },
  {
    id: "tx-deposit-return", jurisdiction: "US-TX", area: "tenancy",
    question: "I moved out of a rented place in Houston. How long has the landlord got to send back my deposit?",
    expected: { source_id: "us-tx-property-code-ch-92", article: "92.103" },
    alternatives: [{ source_id: "us-tx-property-code-ch-92", article: "92.107" }],
    keyPoint: "On or before the 30th day after the tenant surrenders the premises (the tenant must give a forwarding address, s 92.107).",
    keyPattern: "30(th)? day|thirty",
  },
  {
    id: "tx-final-pay-fired", jurisdiction: "US-TX", area: "employment",
    question: "I got fired from my job in Dallas. When do I have to get my final paycheck?",
    expected: { source_id: "us-tx-labor-code-ch-61", article: "61.014" },
    keyPoint: "A discharged employee must be paid in full not later than the sixth day after discharge.",
    keyPattern: "sixth day|6th day|six days|6 days",
  },
  {
    id: "us-tax-return-due", jurisdiction: "US", area: "tax",
    question: "When is the deadline for filing my federal income tax return in the US?",
    expected: { source_id: "us-internal-revenue-code", article: "6072" },
    keyPoint: "Individual (calendar-year) returns are due on or before the 15th day of April following the close of the year.",
    keyPattern: "15th day of april|april 15",
  },
  {
    id: "in-consumer-limit", jurisdiction: "IN", area: "consumer",
    question: "A shop in Mumbai sold me a fridge that broke straight away. How long do I have to take them to the consumer court?",
    expected: { source_id: "in-consumer-protection-act-2019", article: "69" },
    keyPoint: "A complaint must be filed within two years from the date on which the cause of action arose (delay condonable for sufficient cause).",
    keyPattern: "two years|2 years",
  },
  {
    id: "in-arrest-24h", jurisdiction: "IN", area: "criminal-procedure",
    question: "The police in Delhi picked up my brother without a warrant. How long can they keep him before taking him to a magistrate?",
    expected: { source_id: "in-bnss-2023", article: "58" },
    alternatives: [{ source_id: "in-constitution-of-india", article: "22" }],
    keyPoint: "Not more than 24 hours, excluding the time for the journey to the Magistrate (BNSS s 58; Constitution art 22(2)).",
    keyPattern: "24 hours|twenty-four hours",
  },
  {
    id: "in-gratuity", jurisdiction: "IN", area: "employment",
    question: "My company in Bangalore let me go after eight years. Am I owed any lump sum for my years of service?",
    expected: { source_id: "in-code-on-social-security-2020", article: "53" },
    keyPoint: "Gratuity after at least five years' continuous service, at 15 days' wages for every completed year of service.",
    keyPattern: "five years|5 years|fifteen days|15 days",
  },
  {
    id: "in-mutual-divorce", jurisdiction: "IN", area: "family",
    question: "My wife and I (both Hindu) agree we want to divorce. How long do we have to wait?",
    expected: { source_id: "in-hindu-marriage-act-1955", article: "13B" },
    keyPoint: "Joint petition after living separately for at least one year; second motion not earlier than six months and not later than eighteen months after the petition.",
    keyPattern: "one year|six months|6 months",
  },
  {
    id: "de-holiday", jurisdiction: "DE", area: "employment",
    question: "I work full time in Berlin. How many days of paid holiday am I entitled to each year?",
    expected: { source_id: "de-burlg", article: "3" },
    keyPoint: "At least 24 working days (Werktage, six-day week) a year, i.e. 20 days on a five-day week.",
    keyPattern: "24|twenty-four",
  },
  {
    id: "de-dismissal-challenge", jurisdiction: "DE", area: "employment",
    question: "My employer in Munich sacked me last week. How long do I have to go to court about it?",
    expected: { source_id: "de-kschg", article: "4" },
    keyPoint: "An action before the labour court within three weeks of receiving the written notice of dismissal; otherwise the dismissal is deemed valid (s 7).",
    keyPattern: "three weeks|3 weeks",
  },
  {
    id: "de-online-return", jurisdiction: "DE", area: "consumer",
    question: "I ordered shoes online from a German shop and don't like them. How long can I send them back for?",
    expected: { source_id: "de-bgb", article: "355" },
    alternatives: [{ source_id: "de-bgb", article: "312g" }, { source_id: "de-bgb", article: "356" }],
    keyPoint: "Consumer right of withdrawal for distance contracts; the withdrawal period is 14 days (starting on receipt of the goods, and only once the consumer was informed).",
    keyPattern: "14 days|fourteen days",
  },
  {
    id: "fr-max-hours", jurisdiction: "FR", area: "employment",
    question: "I work for a company in Paris. What is the most hours a week my boss can make me work?",
    expected: { source_id: "fr-code-du-travail", article: "L3121-20" },
    alternatives: [{ source_id: "fr-code-du-travail", article: "L3121-22" }, { source_id: "fr-code-du-travail", article: "L3121-27" }],
    keyPoint: "Absolute maximum 48 hours in one week (L3121-20); 44 hours average over 12 weeks (L3121-22); legal working week 35 hours (L3121-27).",
    keyPattern: "48 hours|48 heures|quarante-huit",
  },
  {
    id: "fr-tenant-notice", jurisdiction: "FR", area: "tenancy",
    question: "I rent an unfurnished flat in Lyon and want to move out. How much notice do I have to give my landlord?",
    expected: { source_id: "fr-loi-1989-462", article: "15" },
    keyPoint: "Tenant's notice is three months, reduced to one month in tense-housing zones and certain cases (new job, job loss, health, etc.).",
    keyPattern: "three months|3 months|one month|1 month",
  },
  {
    id: "sg-sick-leave", jurisdiction: "SG", area: "employment",
    question: "I work in an office in Singapore. How many days off sick am I allowed with pay?",
    expected: { source_id: "sg-employment-act-1968", article: "89" },
    keyPoint: "After at least 6 months' service: up to 14 days' paid outpatient sick leave and up to 60 days' hospitalisation leave (inclusive) a year, scaled down for 3-6 months' service.",
    keyPattern: "14 days|60 days|fourteen|sixty",
  },
  {
    id: "sg-early-divorce", jurisdiction: "SG", area: "family",
    question: "We got married in Singapore just a year ago and it's not working. Can we get divorced already?",
    expected: { source_id: "sg-womens-charter-1961", article: "94" },
    keyPoint: "No divorce proceedings within 3 years of marriage unless the court gives leave on grounds of exceptional hardship or exceptional depravity.",
    keyPattern: "3 years|three years",
  },
  {
    id: "au-notice-4y", jurisdiction: "AU", area: "employment",
    question: "I've been with my employer in Sydney for four years. How much notice do they have to give me if they fire me?",
    expected: { source_id: "au-fair-work-act-2009", article: "117" },
    keyPoint: "More than 3 but not more than 5 years' service: 3 weeks' notice (plus 1 week if over 45 with at least 2 years' service), or pay in lieu.",
    keyPattern: "3 weeks|three weeks",
  },
  {
    id: "au-gst-register", jurisdiction: "AU", area: "tax",
    question: "I've started a small business in Australia. At what point do I have to register for GST?",
    expected: { source_id: "au-gst-act-1999", article: "23-5" },
    alternatives: [{ source_id: "au-gst-act-1999", article: "23-15" }],
    keyPoint: "Required to register if carrying on an enterprise and GST turnover meets the registration turnover threshold of $75,000 (higher for non-profits).",
    keyPattern: "75,000|75 000|75000",
  },
  {
    id: "ie-notice-3y", jurisdiction: "IE", area: "employment",
    question: "I've worked for a company in Dublin for three years. How much notice am I entitled to if they let me go?",
    expected: { source_id: "ie-minimum-notice-and-terms-of-employment-act-1973", article: "4" },
    keyPoint: "Two to five years' continuous service: at least two weeks' notice.",
    keyPattern: "two weeks|2 weeks",
  },
  {
    id: "ie-copy-of-my-data", jurisdiction: "IE", area: "data-protection",
    question: "A company in Ireland has lots of information about me. Can I make them send me a copy, and how quickly do they have to reply?",
    expected: { source_id: "eu-gdpr", article: "15" },
    alternatives: [{ source_id: "eu-gdpr", article: "12" }],
    keyPoint: "Right of access to one's personal data and a copy (art 15); the controller must respond without undue delay and within one month, extendable by two further months (art 12(3)).",
    keyPattern: "one month|1 month",
  },
  {
    id: "on-rent-increase", jurisdiction: "CA-ON", area: "tenancy",
    question: "My landlord in Toronto says he's putting my rent up again. How often is he allowed to do that?",
    expected: { source_id: "ca-on-residential-tenancies-act-2006", article: "119" },
    alternatives: [{ source_id: "ca-on-residential-tenancies-act-2006", article: "116" }],
    keyPoint: "At least 12 months must pass since the last increase or the start of the tenancy (s 119), and 90 days' written notice is required (s 116).",
    keyPattern: "12 months|twelve months|90 days",
  },
  {
    id: "on-notice-5y", jurisdiction: "CA-ON", area: "employment",
    question: "I was let go in Ottawa after five and a half years. How much notice should I have had?",
    expected: { source_id: "ca-on-employment-standards-act-2000", article: "57" },
    keyPoint: "At least 5 but less than 6 years: 5 weeks' written notice (one week per year, up to 8 weeks), or pay in lieu.",
    keyPattern: "5 weeks|five weeks|eight weeks|8 weeks",
  },
];
