/**
 * More fresh DEV questions (ground11), written because the fresh set's dev part (eval/retrieval/fresh-set.ts) scored
 * top-1 15/26 while the tuned dev half scored 85.7 %: retrieval still leaned on the wordings it had been tuned to.
 * Everything here is DEV: tune on it; it is never part of any held-out figure, and `npm run eval:retrieval` prints it
 * apart, after the fresh set's dev part.
 *
 * How these were written, before any retrieval ran on them and without looking at retrieval's output: each from a
 * situation, in a non-lawyer's words (money, ages, hours, family situations, "my boss", "got sacked", "the flat",
 * "my ex"), with the provision a lawyer would cite first; each expected provision was checked to exist in the registry
 * under that number and heading (`lib/legal/sources/data/`), and situations already asked in the dev extension were
 * replaced by other provisions rather than reworded.
 */
import { law, q, type EverydayQuestion } from "./everyday";

// United States (federal)
const FLSA = law("Fair Labor Standards Act of 1938", "FLSA", "US", "29 U.S.C.");
const FMLA = law("Family and Medical Leave Act of 1993", "FMLA", "US", "29 U.S.C.");
const ADEA = law("Age Discrimination in Employment Act of 1967", "ADEA", "US", "29 U.S.C.");
const USERRA = law("Uniformed Services Employment and Reemployment Rights Act of 1994", "USERRA", "US", "38 U.S.C.");
const PWFA = law("Pregnant Workers Fairness Act", "PWFA", "US", "42 U.S.C.");
const TITLE_VII = law("Title VII of the Civil Rights Act of 1964", "Title VII", "US", "42 U.S.C.");
const FDCPA = law("Fair Debt Collection Practices Act", "FDCPA", "US", "15 U.S.C.");
const FAIR_HOUSING = law("Fair Housing Act", "Fair Housing Act", "US", "42 U.S.C.");
const COBRA = law("Employee Retirement Income Security Act of 1974, continuation coverage under group health plans", "COBRA", "US", "29 U.S.C.");
const IRC = law("Internal Revenue Code of 1986", "IRC", "US", "26 U.S.C.");
// United States (states)
const CA_LAB = law("California Labor Code", "Cal. Lab. Code", "US-CA");
const CA_CIV = law("California Civil Code", "Cal. Civ. Code", "US-CA");
const NY_LAB = law("New York Labor Law, Article 6 (Payment of Wages)", "N.Y. Lab. Law", "US-NY");
const NY_RPL = law("New York Real Property Law", "N.Y. Real Prop. Law", "US-NY");
const NY_GOL = law("New York General Obligations Law", "N.Y. Gen. Oblig. Law", "US-NY");
const NY_DRL = law("New York Domestic Relations Law", "N.Y. Dom. Rel. Law", "US-NY");
const TX_PROP = law("Texas Property Code", "Tex. Prop. Code", "US-TX");
const TX_LAB = law("Texas Labor Code", "Tex. Lab. Code", "US-TX");
const TX_FAM = law("Texas Family Code", "Tex. Fam. Code", "US-TX");
const IL_PAID_LEAVE = law("Paid Leave for All Workers Act", "820 ILCS 192", "US-IL");
const IL_DEPOSIT = law("Security Deposit Return Act", "765 ILCS 710", "US-IL");
const DE_LANDLORD_TENANT = law("Delaware Residential Landlord-Tenant Code", "25 Del. C.", "US-DE");
const DE_WAGES = law("Delaware Wage Payment and Collection Act", "19 Del. C. ch. 11", "US-DE");
// Great Britain
const ERA_1996 = law("Employment Rights Act 1996", "ERA 1996", "GB");
const WTR_1998 = law("The Working Time Regulations 1998", "WTR 1998", "GB");
const NMWA_1998 = law("National Minimum Wage Act 1998", "NMWA 1998", "GB");
const TFA_2019 = law("Tenant Fees Act 2019", "TFA 2019", "GB");
const LTA_1985 = law("Landlord and Tenant Act 1985", "LTA 1985", "GB");
const CHILDREN_ACT = law("Children Act 1989", "Children Act 1989", "GB");
const CRA_2015 = law("Consumer Rights Act 2015", "CRA 2015", "GB");
// India
const WAGES_CODE = law("The Code on Wages, 2019", "Code on Wages", "IN");
const IN_CSS = law("The Code on Social Security, 2020", "Code on Social Security", "IN");
const DL_RENT = law("The Delhi Rent Control Act, 1958", "Delhi Rent Control Act", "IN-DL");
const HMA = law("The Hindu Marriage Act, 1955", "HMA", "IN");
const SENIOR_CITIZENS = law("The Maintenance and Welfare of Parents and Senior Citizens Act, 2007", "Senior Citizens Act", "IN");
const RERA = law("The Real Estate (Regulation and Development) Act, 2016", "RERA", "IN");
const BNSS = law("The Bharatiya Nagarik Suraksha Sanhita, 2023", "BNSS", "IN");
// Germany
const BGB = law("Bürgerliches Gesetzbuch (German Civil Code)", "BGB", "DE");
const BURLG = law("Bundesurlaubsgesetz", "BUrlG", "DE");
const MUSCHG = law("Mutterschutzgesetz", "MuSchG", "DE");
const KSCHG = law("Kündigungsschutzgesetz", "KSchG", "DE");
const MILOG = law("Mindestlohngesetz", "MiLoG", "DE");
// France
const C_TRAVAIL = law("Code du travail", "C. trav.", "FR");
const LOI_1989 = law("Loi n° 89-462 du 6 juillet 1989 tendant à améliorer les rapports locatifs", "Loi du 6 juillet 1989", "FR");
const C_CONSO = law("Code de la consommation", "C. consom.", "FR");
// Singapore
const SG_EA = law("Employment Act 1968", "EA", "SG");
const SG_CDCSA = law("Child Development Co-Savings Act 2001", "CDCSA", "SG");
const SG_CPFTA = law("Consumer Protection (Fair Trading) Act 2003", "CPFTA", "SG");
// Australia
const FWA = law("Fair Work Act 2009", "FW Act", "AU");
const ACL = law("Competition and Consumer Act 2010, Schedule 2 (Australian Consumer Law)", "ACL", "AU");
const NSW_RTA = law("Residential Tenancies Act 2010 (NSW)", "RTA 2010 (NSW)", "AU-NSW");
const AU_FLA = law("Family Law Act 1975", "FLA 1975", "AU");
// Canada
const ON_RTA = law("Residential Tenancies Act, 2006", "RTA 2006 (Ontario)", "CA-ON");
const ON_ESA = law("Employment Standards Act, 2000", "ESA 2000 (Ontario)", "CA-ON");
const DIVORCE_ACT = law("Divorce Act", "Divorce Act", "CA");
const CLC = law("Canada Labour Code", "CLC", "CA");
// Ireland
const IE_OWTA = law("Organisation of Working Time Act 1997", "OWTA 1997", "IE");
const IE_RPA = law("Redundancy Payments Act 1967", "RPA 1967", "IE");
const IE_PWA = law("Payment of Wages Act 1991", "PWA 1991", "IE");
const IE_RTA = law("Residential Tenancies Act 2004", "RTA 2004", "IE");
const IE_CRA = law("Consumer Rights Act 2022", "CRA 2022", "IE");
const IE_EEA = law("Employment Equality Act 1998", "EEA 1998", "IE");
// European Union
const AIR_PASSENGER = law("Regulation (EC) No 261/2004", "Air Passenger Rights Regulation", "EU");
const WORK_LIFE = law("Directive (EU) 2019/1158", "Work-Life Balance Directive", "EU");
const PACKAGE_TRAVEL = law("Directive (EU) 2015/2302", "Package Travel Directive", "EU");
const ROAMING = law("Regulation (EU) 2022/612", "Roaming Regulation", "EU");

export const freshDevMoreQuestions: EverydayQuestion[] = [
  // United States (federal)
  q("g11-georgia-five-dollars", "US", "employment-pay", "I'm 19 and the car wash I work at in a small town in Georgia pays me $5 an hour. Isn't that too low?", FLSA("206")),
  q("g11-back-from-baby-worse-job", "US", "employment-leave", "I came back after 10 weeks off for my baby and they've put me in a worse job with less pay. Can they do that?", FMLA("2614")),
  q("g11-fresh-blood-58", "US", "employment-discrimination", "I'm 58 and my manager kept saying the team needs fresh blood. Then I got let go and a 26-year-old took my desk. Is that allowed?", ADEA("623")),
  q("g11-reservist-called-up", "US", "employment-leave", "I'm a reservist and got called up for six months. When I come home, does my company have to take me back?", USERRA("4312")),
  q("g11-pregnant-stool-register", "US", "employment-discrimination", "I'm pregnant and asked to sit on a stool during my shifts at the register, and my boss said no. Do they have to let me?", PWFA("2000gg-1")),
  q("g11-collector-ten-calls", "US", "consumer", "A debt collector rings me ten times a day and swore at me on the phone. Is there anything that stops them?", FDCPA("1692d")),
  q("g11-old-phone-bill-prove-it", "US", "consumer", "A collection agency says I owe $3,000 on an old phone bill I don't recognise. Can I make them prove it?", FDCPA("1692g")),
  q("g11-flat-taken-accent-kids", "US", "housing", "The landlord said the apartment was already taken after he heard my accent and saw my kids, but it's still advertised. Can he do that?", FAIR_HOUSING("3604")),
  q("g11-laid-off-health-insurance", "US", "employment-dismissal", "I got laid off and my health insurance through work stops at the end of the month. Can I keep it somehow?", COBRA("1161")),
  q("g11-complained-hr-hours-cut", "US", "employment-discrimination", "I complained to HR that my supervisor was making racist jokes, and two weeks later my hours were cut in half. Is that legal?", TITLE_VII("2000e-3")),
  q("g11-sold-house-profit", "US", "tax", "I sold the house I lived in for 12 years and made about $200k profit. Do I owe tax on all of it?", IRC("121")),
  // United States (states)
  q("g11-la-quit-last-check", "US-CA", "employment-pay", "I quit my job in LA last Friday without giving notice, and they say my last check comes on the next payday in three weeks. Is that right?", CA_LAB("202")),
  q("g11-sanjose-last-job-pay", "US-CA", "employment-hiring", "In my interview in San Jose they asked how much I made at my last job. Are they allowed to ask that?", CA_LAB("432.3")),
  q("g11-oakland-deposit-six-weeks", "US-CA", "housing", "I moved out of my apartment in Oakland six weeks ago and still haven't got my deposit back or any list of what they took. What can I do?", CA_CIV("1950.5")),
  q("g11-la-rent-fifteen-percent", "US-CA", "housing", "My landlord in Los Angeles wants to put my rent up 15% this year. Is there a cap?", CA_CIV("1947.12")),
  q("g11-manhattan-tips-kept", "US-NY", "employment-pay", "My manager at a restaurant in Manhattan keeps part of the tips customers leave for us waiters. Is that allowed?", NY_LAB("196-d")),
  q("g11-queens-whole-deposit", "US-NY", "housing", "My landlord in Queens kept my whole $2,000 deposit and never said why. Can he just do that?", NY_GOL("7-108")),
  q("g11-bronx-reported-no-renewal", "US-NY", "housing", "I reported my landlord in the Bronx to the city for no hot water, and now he says he won't renew my lease. Can he punish me like that?", NY_RPL("223-b")),
  q("g11-ny-separated-year", "US-NY", "family", "My wife and I have lived apart for over a year in New York and the marriage is just dead. How do I get divorced?", NY_DRL("170")),
  q("g11-sanantonio-abusive-lease", "US-TX", "housing", "I need to get away from an abusive partner in San Antonio. Can I leave my apartment lease early without owing the rest of the rent?", TX_PROP("92.016")),
  q("g11-elpaso-uniform-deducted", "US-TX", "employment-pay", "My employer in El Paso took $150 out of my paycheck for a uniform without my written OK. Is that allowed?", TX_LAB("61.018")),
  q("g11-texas-no-fault-divorce", "US-TX", "family", "My husband and I in Texas just can't get along anymore and neither of us did anything wrong. Can we still get divorced?", TX_FAM("6.001")),
  q("g11-chicago-any-paid-days", "US-IL", "employment-leave", "I work at a store in Illinois. Do I get any paid days off at all, for being sick or just needing a day?", IL_PAID_LEAVE("15")),
  q("g11-chicago-damage-no-receipts", "US-IL", "housing", "I moved out of my place in Illinois and the landlord kept my deposit for 'damage' but never sent me a list or any receipts. Is that OK?", IL_DEPOSIT("1")),
  q("g11-wilmington-deposit-cap", "US-DE", "housing", "I'm renting in Wilmington and the landlord wants two months' rent as a deposit. Is there a limit on how much he can take?", DE_LANDLORD_TENANT("5514")),
  q("g11-delaware-final-pay-weeks", "US-DE", "employment-pay", "I left my job in Delaware and it's been weeks without my last pay. What can I do?", DE_WAGES("1103")),
  // Great Britain
  q("g11-warehouse-site-closing", "GB", "employment-dismissal", "I've worked at the same warehouse for six years and they're letting me go because the site is closing. Am I owed any money?", ERA_1996("135", "162")),
  q("g11-due-in-march-time-off", "GB", "employment-leave", "I'm due in March. How much time off can I take after the baby comes, and will my job still be there?", ERA_1996("71", "73")),
  q("g11-dad-time-off-baby", "GB", "employment-leave", "My girlfriend's having our baby next month. How much time can I take off work as the dad?", ERA_1996("80A")),
  q("g11-told-not-to-come-back", "GB", "employment-dismissal", "After four years my boss told me not to bother coming back tomorrow, with no notice and no pay for it. How much notice should I have had?", ERA_1996("86")),
  q("g11-childminder-cancelled-warning", "GB", "employment-leave", "My childminder cancelled at the last minute so I had to stay home, and now my boss says I'll get a warning. Is that fair?", ERA_1996("57A")),
  q("g11-nine-hours-no-break", "GB", "employment-hours", "My boss makes us work nine-hour shifts with no break at all. Is that allowed?", WTR_1998("12")),
  q("g11-three-days-holiday", "GB", "employment-leave", "I only work three days a week. Do I get any paid holiday at all?", WTR_1998("13", "13A")),
  q("g11-seventeen-four-pounds", "GB", "employment-pay", "I'm 17 and the café pays me £4 an hour. Is that even legal?", NMWA_1998("1")),
  q("g11-bristol-renewal-fee", "GB", "housing", "My landlord in Bristol wants £150 as a 'renewal fee' to let me stay in the flat another year. Can he charge that?", TFA_2019("1")),
  q("g11-manchester-black-mould", "GB", "housing", "My flat in Manchester is full of black mould and the windows don't shut, but the landlord says it's liveable. Is it?", LTA_1985("9A")),
  q("g11-ex-wont-let-me-see", "GB", "family", "My ex won't let me see our five-year-old. How do I get to see my kid?", CHILDREN_ACT("8")),
  q("g11-laptop-repaired-twice", "GB", "consumer", "My new laptop has been repaired twice and still keeps crashing. Can I finally get my money back?", CRA_2015("24")),
  // India
  q("g11-pune-two-months-salary", "IN-MH", "employment-pay", "My company in Pune hasn't paid my salary for two months. By when should they have paid me?", WAGES_CODE("17")),
  q("g11-bangalore-pregnant-weeks", "IN-KA", "employment-leave", "I work at a private company in Bangalore and I'm pregnant. How many weeks off with pay do I get?", IN_CSS("60")),
  q("g11-resigned-seven-years-lump", "IN", "employment-dismissal", "I resigned after seven years at a company in Chennai. Am I owed a lump sum for my years of service?", IN_CSS("53")),
  q("g11-delhi-water-cut-off", "IN-DL", "housing", "My landlord in Delhi cut off the water and electricity to force me out of the flat. Can he do that?", DL_RENT("45")),
  q("g11-hindu-wedding-both-want-out", "IN", "family", "We had a Hindu wedding, we've lived apart for over a year, and we both want a divorce. What's the quickest way?", HMA("13B")),
  q("g11-son-took-house-72", "IN", "family", "I'm 72. My son got me to put my house in his name and now refuses to look after me. Can I get it back?", SENIOR_CITIZENS("23")),
  q("g11-noida-builder-two-years-late", "IN", "housing", "I paid ₹20 lakh for a flat in a new building in Noida and the builder is two years late handing it over. Can I get my money back?", RERA("18")),
  q("g11-jaipur-false-complaint-arrest", "IN", "criminal-procedure", "I'm scared the police in Jaipur will arrest me over a false complaint my neighbour filed. Can I get protection before they come?", BNSS("482")),
  // Germany
  q("g11-berlin-heating-out-month", "DE", "housing", "The heating in our Berlin flat has been out for a month. Can we pay less rent?", BGB("536")),
  q("g11-deposit-three-half-months", "DE", "housing", "My new landlord in Cologne wants three and a half months' rent as a deposit. Is that allowed?", BGB("551")),
  q("g11-twelve-days-left-leaving", "DE", "employment-leave", "I'm leaving my job in Germany and still have 12 holiday days left. Will I get paid for them?", BURLG("7")),
  q("g11-frankfurt-told-pregnant-fire", "DE", "employment-dismissal", "I just told my boss in Frankfurt that I'm pregnant and now he wants to fire me. Can he?", MUSCHG("17")),
  q("g11-fired-no-reason-200-staff", "DE", "employment-dismissal", "I was fired after eight years at a company with 200 staff for no real reason. Can I fight it?", KSCHG("1")),
  q("g11-fired-by-whatsapp", "DE", "employment-dismissal", "My boss in Germany fired me with a WhatsApp message. Does that even count?", BGB("623")),
  q("g11-leipzig-nine-euros", "DE", "employment-pay", "I get €9 an hour at a bakery in Leipzig. That seems low, is it allowed?", MILOG("1")),
  // France
  q("g11-lyon-42-hours-extra", "FR", "employment-hours", "I work 42 hours a week in an office in Lyon and never get paid anything for the extra hours. Shouldn't I?", C_TRAVAIL("L3121-28", "L3121-36")),
  q("g11-ten-years-economic-owed", "FR", "employment-dismissal", "After ten years my company in France let me go for economic reasons. How much am I owed as a payout?", C_TRAVAIL("L1234-9")),
  q("g11-paris-selling-notice", "FR", "housing", "My landlord in Paris wants me out because he's selling the flat. How much notice does he have to give me?", LOI_1989("15")),
  q("g11-gym-renewed-itself", "FR", "consumer", "My gym membership in France renewed itself for another year without any warning. Can I get out of it?", C_CONSO("L215-1")),
  // Singapore
  q("g11-sg-two-years-annual-leave", "SG", "employment-leave", "I've been at my job in Singapore for two years. How many days of annual leave do I get?", SG_EA("88A")),
  q("g11-sg-baby-paid-leave", "SG", "employment-leave", "I'm having a baby in Singapore. How long can I take off on paid leave?", SG_CDCSA("9")),
  q("g11-sg-phone-restarting", "SG", "consumer", "The phone I bought at a shop in Singapore keeps restarting after two months, and the shop refuses to fix it. What can I do?", SG_CPFTA("15")),
  // Australia
  q("g11-brisbane-redundant-six-years", "AU", "employment-dismissal", "My job in Brisbane was made redundant after six years. How much redundancy pay do I get?", FWA("119")),
  q("g11-sydney-sick-days-year", "AU", "employment-leave", "I work full-time in Sydney. How many sick days do I get a year?", FWA("96")),
  q("g11-adelaide-63-more-years", "AU", "employment-discrimination", "I'm 63 and they let me go in Adelaide, saying they want someone with more years ahead of them. Is that legal?", FWA("351")),
  q("g11-perth-fridge-refund", "AU", "consumer", "The fridge I bought in Perth broke down completely after a week. Can I demand a refund instead of a repair?", ACL("263", "260")),
  q("g11-nsw-no-report-moving-in", "AU-NSW", "housing", "The agent in Sydney never gave me anything recording what state the place was in when I moved in. Does that matter for getting my bond back?", NSW_RTA("29")),
  q("g11-au-split-year-divorce", "AU", "family", "We split up a year ago. How do we actually get divorced in Australia?", AU_FLA("48")),
  // Canada
  q("g11-toronto-kitten-evict", "CA-ON", "housing", "My lease in Toronto says no pets, and the landlord says he'll evict me over my kitten. Can he?", ON_RTA("14")),
  q("g11-ottawa-pregnant-time-off", "CA-ON", "employment-leave", "I'm pregnant and work in Ottawa. How much time off can I take before and after the birth?", ON_ESA("46")),
  q("g11-ontario-student-under-minimum", "CA-ON", "employment-pay", "My employer in Ontario pays me less than the minimum hourly wage because I'm a student. Can they?", ON_ESA("23")),
  q("g11-canada-apart-year-divorce", "CA", "family", "My husband and I have been living apart for over a year in Canada. Can we get a divorce?", DIVORCE_ACT("8")),
  q("g11-bank-fifty-hours", "CA", "employment-hours", "I work for a bank in Canada and they keep scheduling me for 50 hours a week without extra pay. Is that allowed?", CLC("174")),
  // Ireland
  q("g11-ie-bank-holiday-pay", "IE", "employment-leave", "Does my employer in Ireland have to give me a paid day off or something extra for a bank holiday?", IE_OWTA("21")),
  q("g11-cork-closing-five-years", "IE", "employment-dismissal", "My job in Cork is gone after five years because the company is closing down. Do I get a lump sum?", IE_RPA("7")),
  q("g11-galway-till-short-200", "IE", "employment-pay", "My boss in Galway took €200 out of my wages for a till shortage without asking me. Is that allowed?", IE_PWA("5")),
  q("g11-dublin-complained-threatens", "IE", "housing", "I complained to the tenancy board about my landlord in Dublin, and now he's threatening to end my lease. Can he?", IE_RTA("14")),
  q("g11-limerick-washer-three-weeks", "IE", "consumer", "The washing machine I bought in Limerick broke after three weeks. Can I just give it back for a refund?", IE_CRA("24")),
  q("g11-dublin-60-younger-energy", "IE", "employment-discrimination", "I'm 60 and my manager in Dublin said they want 'younger energy' for the team lead job I applied for. Is that discrimination?", IE_EEA("6")),
  // European Union
  q("g11-lisbon-five-hours-late", "EU", "consumer", "My flight from Lisbon to Amsterdam was five hours late and we were stuck at the airport with no food or drink. What did the airline owe us?", AIR_PASSENGER("6", "9")),
  q("g11-new-dad-eu-time-off", "EU", "employment-leave", "I'm about to become a dad in the EU. How much time off am I entitled to when the baby is born?", WORK_LIFE("4")),
  q("g11-package-hotel-not-advertised", "EU", "consumer", "The hotel on the package holiday I booked was nothing like what was advertised. Can I get some money back?", PACKAGE_TRAVEL("13", "14")),
  q("g11-french-phone-in-spain", "EU", "consumer", "I'm on holiday in Spain with my French phone contract. Can they charge me extra for calls and data?", ROAMING("4")),
];
