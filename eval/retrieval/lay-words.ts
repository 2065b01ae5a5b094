/**
 * Lay-words set (ground17): everyday questions in a non-lawyer's words, with no statute terms, about provisions the
 * registry holds, each expecting the provision a lawyer would cite first; and unrelated questions (cooking, sport, tech
 * support, a few with work or home words in them) that should cite nothing. Written, expected answers included, before
 * any retrieval ran on them, from a listing of `jurisdiction | source_id | article | heading` only.
 *
 * Split by a fixed rule on position: every third question (and every third unrelated one) — index 2, 5, 8… — is held
 * out (report only, totals only); the rest is dev (tune on it). `npm run eval:retrieval -- --set lay-words` prints the
 * dev part with details; `--set lay-words --split test` prints the held-out part as totals.
 */
import { law, q, type EverydayQuestion, type Half, type UnrelatedQuestion } from "./everyday";

// Great Britain
const ERA = law("Employment Rights Act 1996 (1996 c. 18)", "ERA 1996", "GB");
const CRA = law("Consumer Rights Act 2015 (2015 c. 15)", "CRA 2015", "GB");
const LTA = law("Landlord and Tenant Act 1985 (1985 c. 70)", "LTA 1985", "GB");
const HA04 = law("Housing Act 2004 (2004 c. 34)", "HA 2004", "GB");
const WTR = law("The Working Time Regulations 1998 (S.I. 1998/1833)", "WTR 1998", "GB");
const EQA = law("Equality Act 2010 (2010 c. 15)", "EqA 2010", "GB");
// United States (federal and states)
const FLSA = law("Fair Labor Standards Act of 1938", "FLSA", "US", "29 U.S.C.");
const FDCPA = law("Fair Debt Collection Practices Act", "FDCPA", "US", "15 U.S.C.");
const FCRA = law("Fair Credit Reporting Act", "FCRA", "US", "15 U.S.C.");
const FMLA = law("Family and Medical Leave Act of 1993", "FMLA", "US", "29 U.S.C.");
const TITLE_VII = law("Title VII of the Civil Rights Act of 1964 (Equal Employment Opportunities)", "Title VII", "US", "42 U.S.C.");
const CA_LAB = law("California Labor Code", "Cal. Lab. Code", "US-CA");
const CA_CIV = law("California Civil Code", "Cal. Civ. Code", "US-CA");
const NY_LAB = law("New York Labor Law, Article 6 (Payment of Wages)", "N.Y. Lab. Law", "US-NY");
const NY_RPL = law("New York Real Property Law, Article 7 (Landlord and Tenant)", "N.Y. Real Prop. Law", "US-NY");
const TX_PROP = law("Texas Property Code, Chapter 92 (Residential Tenancies)", "Tex. Prop. Code", "US-TX");
const TX_LAB = law("Texas Labor Code, Chapter 61 (Payment of Wages)", "Tex. Lab. Code", "US-TX");
const IL_SDRA = law("Security Deposit Return Act (765 ILCS 710)", "765 ILCS 710", "US-IL");
// India
const WAGES = law("The Code on Wages, 2019", "Code on Wages 2019", "IN");
const IN_CPA = law("The Consumer Protection Act, 2019", "CPA 2019", "IN");
const SOCIAL_SECURITY = law("The Code on Social Security, 2020", "Code on Social Security 2020", "IN");
const DL_RCA = law("The Delhi Rent Control Act, 1958 (Act No. 59 of 1958)", "DRCA 1958", "IN-DL");
// Europe
const EFZG = law("Gesetz über die Zahlung des Arbeitsentgelts an Feiertagen und im Krankheitsfall (Entgeltfortzahlungsgesetz – EFZG)", "EFZG", "DE");
const BGB = law("German Civil Code (Bürgerliches Gesetzbuch – BGB)", "BGB", "DE");
const BURLG = law("Mindesturlaubsgesetz für Arbeitnehmer (Bundesurlaubsgesetz – BUrlG)", "BUrlG", "DE");
const KSCHG = law("Kündigungsschutzgesetz (KSchG)", "KSchG", "DE");
const FR_LOI_1989 = law("Loi n° 89-462 du 6 juillet 1989 tendant à améliorer les rapports locatifs et portant modification de la loi n° 86-1290 du 23 décembre 1986", "Loi 89-462", "FR");
const FR_CT = law("Code du travail", "C. trav.", "FR");
const IE_OWTA = law("Organisation of Working Time Act 1997 (No. 20 of 1997)", "OWTA 1997", "IE");
const IE_RPA = law("Redundancy Payments Act 1967 (No. 21 of 1967)", "RPA 1967", "IE");
const IE_RTA = law("Residential Tenancies Act 2004 (No. 27 of 2004)", "RTA 2004", "IE");
const ES_ET = law("Real Decreto Legislativo 2/2015, de 23 de octubre, por el que se aprueba el texto refundido de la Ley del Estatuto de los Trabajadores", "ET", "ES");
const ES_LAU = law("Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos", "LAU", "ES");
const GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data, and repealing Directive 95/46/EC (General Data Protection Regulation)", "GDPR", "EU");
const EU_AIR = law(
  "Regulation (EC) No 261/2004 of the European Parliament and of the Council of 11 February 2004 establishing common rules on compensation and assistance to passengers in the event of denied boarding and of cancellation or long delay of flights, and repealing Regulation (EEC) No 295/91",
  "Regulation 261/2004",
  "EU",
);
// Australia, New Zealand, Canada, Singapore, South Africa, Kenya, Japan
const FWA = law("Fair Work Act 2009 (Cth) (No. 28, 2009)", "FW Act", "AU");
const ACL = law("Competition and Consumer Act 2010 (Cth), Schedule 2 — The Australian Consumer Law", "ACL", "AU");
const NZ_RTA = law("Residential Tenancies Act 1986", "RTA 1986", "NZ");
const NZ_CGA = law("Consumer Guarantees Act 1993", "CGA 1993", "NZ");
const NZ_ERA = law("Employment Relations Act 2000", "ERA 2000", "NZ");
const ON_RTA = law("Residential Tenancies Act, 2006, S.O. 2006, c. 17", "RTA 2006 (Ontario)", "CA-ON");
const ON_ESA = law("Employment Standards Act, 2000, S.O. 2000, c. 41", "ESA 2000 (Ontario)", "CA-ON");
const SG_EA = law("Employment Act 1968 (2020 Revised Edition)", "EA", "SG");
const SG_CPFTA = law("Consumer Protection (Fair Trading) Act 2003 (2020 Revised Edition)", "CPFTA", "SG");
const ZA_BCEA = law("Basic Conditions of Employment Act 75 of 1997", "BCEA", "ZA");
const ZA_CPA = law("Consumer Protection Act 68 of 2008", "CPA 2008", "ZA");
const KE_EA = law("Employment Act, 2007 (No. 11 of 2007)", "Employment Act 2007", "KE");
const JP_LSA = law("労働基準法（昭和二十二年法律第四十九号）", "Labor Standards Act (Japan)", "JP");

export const layWordsQuestions: EverydayQuestion[] = [
  q("g17-till-short-money-kept", "GB", "employment-pay", "My boss kept £80 out of my wages because the till was short at the end of my shift. He never asked me. Can he just do that?", ERA("13")),
  q("g17-garage-seven-years-told-friday", "GB", "employment-dismissal", "I've worked at the same garage for seven years and on Friday they told me not to come back on Monday. How much warning should they have given me?", ERA("86")),
  q("g17-washing-machine-leaks-three-weeks", "GB", "consumer", "The washing machine I bought three weeks ago leaks every time I use it. The shop says they will only fix it. Can I just get my money back?", CRA("22", "20")),
  q("g17-boiler-broken-month", "GB", "housing", "The boiler in my rented flat has been broken for a month and the landlord keeps ignoring me. Whose job is it to fix it?", LTA("11")),
  q("g17-gave-landlord-1200-never-told", "GB", "housing", "I gave my landlord £1,200 when I moved in and he never told me where that money is being kept. Is that allowed?", HA04("213")),
  q("g17-care-home-sixty-hours", "GB", "employment-hours", "I work in a care home and I've been doing sixty hours a week for months. Is there a cap on how long they can make me work?", WTR("4")),
  q("g17-no-paid-days-off-first-year", "GB", "employment-leave", "My new job says I don't get any paid days off in my first year there. Is that right?", WTR("13")),
  q("g17-promotion-younger-guy", "GB", "employment-discrimination", "My manager said he gave the promotion to a younger guy because I'm 'close to retirement anyway'. Is he allowed to do that?", EQA("13", "39")),
  q("g17-bakery-ten-years-job-gone", "GB", "employment-dismissal", "The bakery I've worked at for ten years is cutting my job because they're buying machines. Am I owed any money?", ERA("135", "162")),
  q("g17-warehouse-fifty-hours-same-rate", "US", "employment-pay", "I work fifty hours most weeks at a warehouse and get the same hourly rate for every hour. Shouldn't I get more for the late hours?", FLSA("207")),
  q("g17-caller-six-in-the-morning", "US", "consumer", "A company chasing money I supposedly owe calls me at work and at six in the morning, even after I told them to stop. Can they keep doing that?", FDCPA("1692c")),
  q("g17-loan-i-never-took", "US", "consumer", "There's a loan on my credit file that I never took out and the bureau won't take it off. How do I make them look into it?", FCRA("1681i")),
  q("g17-wife-surgery-weeks-away", "US", "employment-leave", "My wife is having surgery and I need a few weeks away from my job to look after her. Can my company say no and fire me?", FMLA("2612")),
  q("g17-interview-church-question", "US", "employment-discrimination", "At my interview they asked if I go to church, and then they didn't hire me because of my religion. Is that legal?", TITLE_VII("2000e-2")),
  q("g17-fired-tuesday-last-check", "US-CA", "employment-pay", "I got fired on Tuesday and my boss says I'll get my last paycheck on the next regular payday in two weeks. Is that okay in California?", CA_LAB("201")),
  q("g17-la-apartment-money-back", "US-CA", "housing", "I moved out of my apartment in Los Angeles a month ago and still haven't got back the money I paid up front, or any list of what they kept.", CA_CIV("1950.5")),
  q("g17-ten-hour-shift-no-lunch", "US-CA", "employment-hours", "At my restaurant job in San Diego I never get time to eat during ten-hour shifts. Don't they have to let me stop for food?", CA_LAB("512")),
  q("g17-oakland-walks-in", "US-CA", "housing", "My landlord in Oakland just walks into my place whenever he wants without telling me. Can he do that?", CA_CIV("1954")),
  q("g17-own-car-phone-not-paid-back", "US-CA", "employment-pay", "I use my own car and phone for work all day and my boss won't pay me back for any of it.", CA_LAB("2802")),
  q("g17-buffalo-factory-monthly", "US-NY", "employment-pay", "My employer in Buffalo pays us only once a month, but I do physical work on a factory floor. Isn't that too rarely?", NY_LAB("191")),
  q("g17-brooklyn-heat-mice", "US-NY", "housing", "The heat in my Brooklyn apartment doesn't work and there are mice everywhere. The landlord says it's my problem. Is it?", NY_RPL("235-b")),
  q("g17-manhattan-waiters-money-taken", "US-NY", "employment-pay", "The restaurant I work at in Manhattan takes a share of the extra money customers leave for us waiters. Is that allowed?", NY_LAB("196-d")),
  q("g17-houston-new-address-nothing-back", "US-TX", "housing", "I moved out of my rental in Houston two months ago and gave the landlord my new address. He hasn't returned a cent of what I paid when I moved in.", TX_PROP("92.103")),
  q("g17-dallas-quit-last-check", "US-TX", "employment-pay", "I quit my job in Dallas last week. When does my old boss have to give me my last check?", TX_LAB("61.014")),
  q("g17-austin-ac-out-weeks", "US-TX", "housing", "The air conditioning in my Austin rental has been out for weeks in the summer heat, and I've told the landlord in writing twice. What can I do?", TX_PROP("92.052", "92.056")),
  q("g17-chicago-kept-everything", "US-IL", "housing", "My landlord in Chicago kept all the money I paid before moving in and never told me why.", IL_SDRA("1")),
  q("g17-bengaluru-two-months-unpaid", "IN-KA", "employment-pay", "My company in Bengaluru hasn't paid my salary for two months. By when should they have paid me?", WAGES("17")),
  q("g17-fridge-online-stopped-cooling", "IN", "consumer", "I bought a fridge online and it stopped cooling within a week. The seller ignores my calls. Where can I complain?", IN_CPA("35")),
  q("g17-eight-years-lump-sum", "IN", "employment-pay", "I worked at the same company in Pune for eight years and then resigned. They say I'm not owed any lump sum for my years there. Is that right?", SOCIAL_SECURITY("53")),
  q("g17-delhi-water-cut", "IN-DL", "housing", "My landlord in Delhi cut off the water to my flat to force me to leave. Can he do that?", DL_RCA("45")),
  q("g17-munich-off-sick-two-weeks", "DE", "employment-pay", "I've been off sick for two weeks from my job in Munich. Does my employer still have to pay me?", EFZG("3")),
  q("g17-berlin-ten-years-two-weeks", "DE", "employment-dismissal", "My company in Berlin wants to let me go after ten years with only two weeks' warning. How much warning do they have to give?", BGB("622")),
  q("g17-germany-minimum-holiday", "DE", "employment-leave", "What's the least number of paid holiday days a year I can get working in Germany?", BURLG("3")),
  q("g17-hamburg-five-months-upfront", "DE", "housing", "My new landlord in Hamburg wants five months' rent up front as security before I move in. Is there a limit?", BGB("551")),
  q("g17-cologne-no-reason-fifty-staff", "DE", "employment-dismissal", "My employer in Cologne, a firm of about fifty people, fired me after four years without giving any reason. Can I fight it?", KSCHG("1")),
  q("g17-lyon-owner-kept-money", "FR", "housing", "I rented a flat in Lyon and moved out two months ago. The owner still hasn't given back what I paid up front.", FR_LOI_1989("22")),
  q("g17-paris-humiliated-every-day", "FR", "employment-discrimination", "My manager in Paris humiliates me in front of the team every day and sends me nasty messages. What can I do?", FR_CT("L1152-1")),
  q("g17-marseille-leave-flat-warning", "FR", "housing", "I want to move out of the apartment I rent in Marseille. How much warning do I have to give the owner?", FR_LOI_1989("15", "12")),
  q("g17-brisbane-no-warning-five-years", "AU", "employment-dismissal", "I was let go from my job in Brisbane after five years with no warning at all. Should I have got some notice or money instead?", FWA("117")),
  q("g17-perth-tv-died", "AU", "consumer", "The new TV I bought in Perth died after two months and the shop says the maker's warranty is my only option. Is that true?", ACL("54")),
  q("g17-sydney-kid-sick-no-time-off", "AU", "employment-leave", "My boss in Sydney says I can't take time off when my kid is sick because I've already used my holidays.", FWA("97", "96")),
  q("g17-toronto-cat-lease", "CA-ON", "housing", "My landlord in Toronto says I have to get rid of my cat because the lease says no animals. Do I have to?", ON_RTA("14")),
  q("g17-ottawa-eight-hours-no-lunch", "CA-ON", "employment-hours", "My employer in Ottawa says there's no lunch break on my eight-hour shift. Is that allowed?", ON_ESA("20")),
  q("g17-hamilton-came-in-while-away", "CA-ON", "housing", "My landlord in Hamilton came into my apartment while I was away without asking me first.", ON_RTA("27", "25")),
  q("g17-cork-six-hours-straight", "IE", "employment-hours", "My employer in Cork makes me work six hours straight without a single break. Is that okay?", IE_OWTA("12")),
  q("g17-limerick-department-closing", "IE", "employment-dismissal", "After eight years at a factory in Limerick I'm being let go because they're closing my department. Am I owed a lump sum?", IE_RPA("7")),
  q("g17-dublin-rent-up-by-text", "IE", "housing", "My landlord in Dublin told me by text that the rent is going up next month. Can he do it like that?", IE_RTA("22")),
  q("g17-sg-salary-three-weeks-late", "SG", "employment-pay", "My employer in Singapore always pays my salary three weeks after the end of the month. Is that allowed?", SG_EA("21")),
  q("g17-sg-worked-sunday-nothing-extra", "SG", "employment-pay", "I worked on my day off last Sunday and my boss paid me nothing extra for it.", SG_EA("37")),
  q("g17-sg-phone-said-new-was-refurbished", "SG", "consumer", "A shop in Singapore told me a phone was brand new but it turned out to be refurbished. What can I do?", SG_CPFTA("4", "6")),
  q("g17-auckland-six-weeks-rent-up-front", "NZ", "housing", "My landlord in Auckland wants six weeks' rent up front as a bond. Is there a limit on that?", NZ_RTA("19")),
  q("g17-wellington-dishwasher-four-months", "NZ", "consumer", "The dishwasher I bought in Wellington broke after four months and the store won't help. Do I have any rights?", NZ_CGA("6")),
  q("g17-auckland-sacked-after-argument", "NZ", "employment-dismissal", "My boss in Auckland sacked me after an argument and never let me explain myself. Can I challenge it?", NZ_ERA("103", "103A")),
  q("g17-joburg-one-day-warning", "ZA", "employment-dismissal", "My employer in Johannesburg fired me with one day's warning after three years of work. Is that enough?", ZA_BCEA("37")),
  q("g17-cape-town-heater-two-months", "ZA", "consumer", "The heater I bought in Cape Town broke after two months. Can I take it back?", ZA_CPA("56")),
  q("g17-durban-sick-days", "ZA", "employment-leave", "How many days off sick am I allowed a year in my job in Durban?", ZA_BCEA("22")),
  q("g17-madrid-berlin-flight-called-off", "EU", "consumer", "My flight from Madrid to Berlin was called off the night before. Do I get any money?", EU_AIR("5", "7")),
  q("g17-online-shop-wipe-everything", "EU", "data-protection", "I want an online shop to wipe everything they have on me from their systems. Do they have to?", GDPR("17")),
  q("g17-copy-of-what-they-keep", "EU", "data-protection", "Can I ask a company to send me a copy of all the information they keep about me?", GDPR("15")),
  q("g17-nairobi-no-hearing", "KE", "employment-dismissal", "My boss in Nairobi fired me for supposedly stealing without ever hearing my side of the story.", KE_EA("41")),
  q("g17-kenya-new-mother-time-off", "KE", "employment-leave", "I'm about to have a baby and I work in Kenya. How much time off am I allowed after the birth?", KE_EA("29")),
  q("g17-tokyo-fired-effective-today", "JP", "employment-dismissal", "My company in Tokyo told me yesterday I'm fired effective today. Don't they have to warn me earlier?", JP_LSA("20")),
  q("g17-osaka-part-timer-paid-days-off", "JP", "employment-leave", "I've been at my job in Osaka for a year and my boss says part-timers don't get paid days off. Is that true?", JP_LSA("39")),
  q("g17-valencia-leave-early", "ES", "housing", "I've been renting a flat in Valencia for six months and want to leave before the end of the contract. Can I?", ES_LAU("11")),
  q("g17-barcelona-extra-hours-unpaid", "ES", "employment-hours", "My company in Barcelona makes me stay extra hours every week without paying me anything for them. Is that legal?", ES_ET("35")),
  q("g17-san-jose-rent-up-fifteen-percent", "US-CA", "housing", "My landlord in San Jose says my rent goes up by fifteen percent next month. Is there any limit on how much he can raise it?", CA_CIV("1947.12")),
];

export const layWordsUnrelated: UnrelatedQuestion[] = [
  { id: "g17-u-runny-yolk", jurisdiction: "GB", question: "How long should I boil an egg so the yolk is still runny?" },
  { id: "g17-u-sourdough-starter", jurisdiction: "US", question: "How do I get my sourdough starter going again after a week in the fridge?" },
  { id: "g17-u-laptop-fan", jurisdiction: "DE", question: "Why does my laptop fan get so loud when I open lots of browser tabs?" },
  { id: "g17-u-router-orange", jurisdiction: "AU", question: "How do I reset my wifi router when all the lights are blinking orange?" },
  { id: "g17-u-cricket-cups", jurisdiction: "IN", question: "Which country has won the most cricket world cups?" },
  { id: "g17-u-rugby-players", jurisdiction: "IE", question: "How many players are on a rugby union team?" },
  { id: "g17-u-stretching-run", jurisdiction: "CA-ON", question: "What's a good stretching routine before a long run?" },
  { id: "g17-u-battery-drains", jurisdiction: "SG", question: "My phone battery drains overnight even when I'm not using it. What could be wrong?" },
  { id: "g17-u-roast-chicken", jurisdiction: "FR", question: "What temperature should I roast a chicken at, and for how long?" },
  { id: "g17-u-cat-sofa", jurisdiction: "NZ", question: "How do I stop my cat scratching the sofa?" },
  { id: "g17-u-bathroom-paint", jurisdiction: "US-TX", question: "Which paint finish is best for a bathroom ceiling?" },
  { id: "g17-u-bike-puncture", jurisdiction: "GB", question: "How do I fix a puncture on my bike's back wheel?" },
  { id: "g17-u-swim-adult", jurisdiction: "ZA", question: "What's the best way to learn to swim as an adult?" },
  { id: "g17-u-freeze-rice", jurisdiction: "US-CA", question: "Can I freeze cooked rice and eat it later?" },
  { id: "g17-u-two-step-login", jurisdiction: "US-NY", question: "How do I turn on two-step login for my email account?" },
  { id: "g17-u-tomato-leaves", jurisdiction: "ES", question: "Why are the leaves on my tomato plants turning yellow?" },
  { id: "g17-u-tokyo-sunset", jurisdiction: "JP", question: "What time does the sun set in Tokyo in December?" },
  { id: "g17-u-running-shoes", jurisdiction: "KE", question: "How often should I replace my running shoes?" },
  { id: "g17-u-toddler-sleep", jurisdiction: "AU", question: "How do I get my toddler to sleep through the night?" },
  { id: "g17-u-offside", jurisdiction: "DE", question: "Can someone explain the offside rule in football?" },
  { id: "g17-u-printer-jam", jurisdiction: "IE", question: "My printer says there's a paper jam but there's no paper stuck. What do I do?" },
  { id: "g17-u-rented-kitchen-smell", jurisdiction: "FR", question: "How do I get the smell of fried food out of the kitchen in my rented flat?" },
  { id: "g17-u-wine-stain", jurisdiction: "IN-KA", question: "How do I get a red wine stain out of a carpet?" },
  { id: "g17-u-leaving-colleague-gift", jurisdiction: "US-IL", question: "What's a good present for a colleague who is leaving her job next week?" },
];

/** The fixed split: every third item (index 2, 5, 8…) is held out. */
export const layWordsSplitOf = (index: number): Half => (index % 3 === 2 ? "test" : "dev");

export const layWords = (half: Half) => ({
  questions: layWordsQuestions.filter((_, i) => layWordsSplitOf(i) === half),
  unrelated: layWordsUnrelated.filter((_, i) => layWordsSplitOf(i) === half),
});
