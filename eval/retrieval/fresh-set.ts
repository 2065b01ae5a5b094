/**
 * A fresh retrieval set (ground10), written because the dev half's unrelated questions and the dev extension's had been
 * tuned to cite nothing (0 of 32) while the test half's unrelated questions still cited something 3 times in 34: the
 * dev material no longer taught anything about the "nothing found" decision.
 *
 * How these were written, before any retrieval ran on them and without looking at retrieval's output:
 * - Unrelated questions are legal-sounding, on law the registry does not hold (fishing and hunting licences, drones,
 *   pets, vehicle and address registration, immigration, gambling winnings, stamp duty and council tax, local permits),
 *   often with the everyday words statutes also use ("pay", "tax", "work", "years", "licence", "register", "fine").
 *   Each topic was checked absent from the registry (its instruments' titles, headings, summaries and situations).
 *   The expected answer of each is "no citation".
 * - Answerable questions are written from a situation, in a non-lawyer's words, with the provision a lawyer would cite
 *   first; each expected provision was checked to exist in the registry under that number and heading.
 *
 * The split is fixed by position: in each list, entries at even positions (0, 2, 4 …) are dev, odd ones held out
 * (`freshHalf`). New questions are only ever appended, two at a time, so that no existing one changes half.
 */
import { law, q, type EverydayQuestion, type Half, type UnrelatedQuestion } from "./everyday";

const ERA_1996 = law("Employment Rights Act 1996", "ERA 1996", "GB");
const SSCBA_1992 = law("Social Security Contributions and Benefits Act 1992", "SSCBA 1992", "GB");
const CRA_2015 = law("Consumer Rights Act 2015", "CRA 2015", "GB");
const CCR_2013 = law("The Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013", "CCR 2013", "GB");
const NMWA_1998 = law("National Minimum Wage Act 1998", "NMWA 1998", "GB");
const EQA_2010 = law("Equality Act 2010", "EqA 2010", "GB");
const MCA_1973 = law("Matrimonial Causes Act 1973", "MCA 1973", "GB");
const PFHA_1997 = law("Protection from Harassment Act 1997", "PfHA 1997", "GB");
const PACE = law("Police and Criminal Evidence Act 1984", "PACE", "GB");
const PWFA = law("Pregnant Workers Fairness Act", "PWFA", "US", "42 U.S.C.");
const FDCPA = law("Fair Debt Collection Practices Act", "FDCPA", "US", "15 U.S.C.");
const WARN = law("Worker Adjustment and Retraining Notification Act", "WARN Act", "US", "29 U.S.C.");
const ADEA = law("Age Discrimination in Employment Act of 1967", "ADEA", "US", "29 U.S.C.");
const TILA = law("Truth in Lending Act", "TILA", "US", "15 U.S.C.");
const USERRA = law("Uniformed Services Employment and Reemployment Rights Act of 1994", "USERRA", "US", "38 U.S.C.");
const EPPA = law("Employee Polygraph Protection Act of 1988", "EPPA", "US", "29 U.S.C.");
const TCPA = law("Telephone Consumer Protection Act of 1991", "TCPA", "US", "47 U.S.C.");
const CA_CIV = law("California Civil Code", "Cal. Civ. Code", "US-CA");
const NY_GOL = law("New York General Obligations Law", "N.Y. Gen. Oblig. Law", "US-NY");
const IL_PRIVACY_WORKPLACE = law("Right to Privacy in the Workplace Act", "820 ILCS 55", "US-IL");
const DE_LANDLORD_TENANT = law("Delaware Residential Landlord-Tenant Code", "25 Del. C.", "US-DE");
const TX_FAM = law("Texas Family Code", "Tex. Fam. Code", "US-TX");
const MILOG = law("Mindestlohngesetz", "MiLoG", "DE");
const BEEG = law("Bundeselterngeld- und Elternzeitgesetz", "BEEG", "DE");
const NACHWG = law("Nachweisgesetz", "NachwG", "DE");
const BGB = law("Bürgerliches Gesetzbuch (German Civil Code)", "BGB", "DE");
const LOI_1989 = law("Loi n° 89-462 du 6 juillet 1989 tendant à améliorer les rapports locatifs", "Loi du 6 juillet 1989", "FR");
const C_TRAVAIL = law("Code du travail", "C. trav.", "FR");
const IE_RPA = law("Redundancy Payments Act 1967", "RPA 1967", "IE");
const IE_PATERNITY = law("Paternity Leave and Benefit Act 2016", "PLBA 2016", "IE");
const IE_TEIA = law("Terms of Employment (Information) Act 1994", "TEIA 1994", "IE");
const NI_ACT = law("The Negotiable Instruments Act, 1881", "NI Act", "IN");
const IN_CSS = law("The Code on Social Security, 2020", "Code on Social Security", "IN");
const DOWRY = law("The Dowry Prohibition Act, 1961", "Dowry Prohibition Act", "IN");
const SG_CDCSA = law("Child Development Co-Savings Act 2001", "CDCSA", "SG");
const SG_EA = law("Employment Act 1968", "EA", "SG");
const FWA = law("Fair Work Act 2009", "FW Act", "AU");
const ACL = law("Competition and Consumer Act 2010, Schedule 2 (Australian Consumer Law)", "ACL", "AU");
const ON_ESA = law("Employment Standards Act, 2000", "ESA 2000 (Ontario)", "CA-ON");
const ON_RTA = law("Residential Tenancies Act, 2006", "RTA 2006 (Ontario)", "CA-ON");
const DIVORCE_ACT = law("Divorce Act", "Divorce Act", "CA");
const AIR_PASSENGER = law("Regulation (EC) No 261/2004", "Air Passenger Rights Regulation", "EU");
const NZ_CGA = law("Consumer Guarantees Act 1993", "CGA 1993", "NZ");
const ZA_BCEA = law("Basic Conditions of Employment Act 75 of 1997", "BCEA", "ZA");
const JP_LSA = law("労働基準法（昭和二十二年法律第四十九号）", "Labor Standards Act", "JP");
const BR_13TH = law("Lei nº 4.090, de 13 de julho de 1962", "Lei 4.090/1962", "BR");
const ES_LAU = law("Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos", "LAU", "ES");
const MX_LFT = law("Ley Federal del Trabajo", "LFT", "MX");
const KE_EA = law("Employment Act, 2007", "Employment Act 2007", "KE");

/** Answerable: even positions dev, odd held out. */
export const freshQuestions: EverydayQuestion[] = [
  q("f10-shop-two-weeks-unpaid", "GB", "employment-pay", "My boss hasn't paid me for my last two weeks at the shop and just says money is tight. What can I do about it?", ERA_1996("13", "23")),
  q("f10-bad-back-week-off", "GB", "employment-pay", "I've been off work for a week with a bad back. Does my employer have to pay me anything while I'm off?", SSCBA_1992("151")),
  q("f10-used-car-gearbox", "GB", "consumer", "I bought a used car from a dealer and the gearbox died after three weeks. Can I just hand it back and get my money?", CRA_2015("20", "22")),
  q("f10-bed-ordered-online", "GB", "consumer", "I ordered a bed online four days ago and have changed my mind, though it hasn't even arrived yet. Can I still cancel?", CCR_2013("29", "30")),
  q("f10-seven-pounds-hour", "GB", "employment-pay", "I'm 23 and my boss pays me £7 an hour cash. Is that allowed?", NMWA_1998("1")),
  q("f10-same-job-man-earns-more", "GB", "employment-discrimination", "I found out the man doing exactly the same job as me earns £4,000 a year more. Is that legal?", EQA_2010("66")),
  q("f10-ten-years-over", "GB", "family", "My husband and I have been married ten years and it's over. How do we actually end the marriage?", MCA_1973("1")),
  q("f10-ex-turns-up-at-work", "GB", "criminal-procedure", "My ex keeps turning up outside my work and sends me dozens of messages a day. Is that against the law?", PFHA_1997("1", "2A")),
  q("f10-officer-went-through-bag", "GB", "criminal-procedure", "A police officer stopped me in the street and went through my rucksack. Can they just do that?", PACE("1")),
  q("f10-pregnant-stool-register", "US", "employment-discrimination", "I'm five months pregnant and my manager won't let me use a stool at the register. Does he have to let me?", PWFA("2000gg-1")),
  q("f10-collector-six-am", "US", "consumer", "A debt collector rings me at 6 in the morning and keeps calling my work. Can they do that?", FDCPA("1692c")),
  q("f10-factory-closing-no-warning", "US", "employment-dismissal", "Our factory is closing next week and they're letting 300 of us go without any warning. Is that allowed?", WARN("2102")),
  q("f10-promotion-fresh-energy", "US", "employment-discrimination", "I'm 61 and my boss gave the promotion to a 30-year-old, saying the team needed 'fresh energy'. Is that legal?", ADEA("623")),
  q("f10-stolen-card-spent", "US", "consumer", "Someone stole my credit card and spent $2,000 before I noticed. Do I have to pay for that?", TILA("1643")),
  q("f10-guard-six-months-job-back", "US", "employment-leave", "I'm in the National Guard and being sent away for six months. Will I get my job back when I come home?", USERRA("4312")),
  q("f10-lie-detector-before-hire", "US", "employment-hiring", "A company I applied to wants me to take a lie detector test before they hire me. Can they make me?", EPPA("2002")),
  q("f10-recorded-sales-calls", "US", "consumer", "I keep getting recorded sales calls on my cell phone that I never agreed to. Is that legal?", TCPA("227")),
  q("f10-san-diego-deposit-five-weeks", "US-CA", "housing", "I moved out of my apartment in San Diego five weeks ago and the landlord still hasn't returned my deposit. How long does she have?", CA_CIV("1950.5")),
  q("f10-buffalo-three-months-up-front", "US-NY", "housing", "A landlord in Buffalo wants three months' rent up front as a deposit before I move in. Can he ask for that much?", NY_GOL("7-108")),
  q("f10-chicago-facebook-password", "US-IL", "employment-hiring", "My new boss in Chicago asked for my Facebook password so he can see what I post. Do I have to give it to him?", IL_PRIVACY_WORKPLACE("55/10")),
  q("f10-wilmington-two-months-deposit", "US-DE", "housing", "My landlord in Wilmington wants two months' rent as a security deposit on a one-year lease. Is that okay?", DE_LANDLORD_TENANT("5514")),
  q("f10-texas-divorce-how-soon", "US-TX", "family", "My wife and I filed for divorce in Texas last week. How soon can it be final?", TX_FAM("6.702")),
  q("f10-munich-nine-euros", "DE", "employment-pay", "My employer in Munich pays me €9 an hour. Isn't there a minimum?", MILOG("1")),
  q("f10-year-at-home-baby", "DE", "employment-leave", "After our baby is born I want to stay at home for a year. Can my employer in Germany refuse?", BEEG("15")),
  q("f10-berlin-nothing-written", "DE", "employment-hiring", "I started a job in Berlin two months ago and have nothing in writing about my pay or hours. Don't they have to give me that?", NACHWG("2")),
  q("f10-frankfurt-four-months-deposit", "DE", "housing", "My landlord in Frankfurt wants four months' rent as a deposit. Is that allowed?", BGB("551")),
  q("f10-leipzig-heating-broken", "DE", "housing", "The heating in my rented flat in Leipzig has been broken for a month. Can I pay less rent?", BGB("536")),
  q("f10-paris-leaving-flat-warning", "FR", "housing", "I want to leave the flat I rent in Paris. How much warning do I have to give the owner?", LOI_1989("15")),
  q("f10-every-sunday-france", "FR", "employment-hours", "My boss in France wants me to work every Sunday from now on. Can he?", C_TRAVAIL("L3132-3")),
  q("f10-limerick-job-cut-lump-sum", "IE", "employment-dismissal", "My job in Limerick is being cut after six years. Am I owed a lump sum?", IE_RPA("7")),
  q("f10-dad-time-off-ireland", "IE", "employment-leave", "My partner is due to give birth next month. How much time off can I take as the dad in Ireland?", IE_PATERNITY("6")),
  q("f10-kerry-hotel-no-contract", "IE", "employment-hiring", "I've been working at a hotel in Kerry for two months and have no contract or written terms. Is that right?", IE_TEIA("3")),
  q("f10-cheque-bounced-empty", "IN", "contract", "A customer paid me with a cheque and it bounced because his account was empty. What can I do?", NI_ACT("138")),
  q("f10-seven-years-lump-sum-india", "IN", "employment-pay", "I'm leaving my company after seven years. Do they owe me a lump sum for my years of service?", IN_CSS("53")),
  q("f10-in-laws-car-wedding", "IN", "family", "My in-laws are demanding money and a car from my parents before the wedding. Is that legal?", DOWRY("3")),
  q("f10-chennai-factory-pregnant", "IN", "employment-leave", "I'm pregnant and work at a factory in Chennai. How much paid leave am I entitled to?", IN_CSS("60")),
  q("f10-sg-baby-weeks-off", "SG", "employment-leave", "I'm having a baby and work full time in Singapore. How many weeks off do I get?", SG_CDCSA("9")),
  q("f10-sg-salary-three-weeks-late", "SG", "employment-pay", "My employer in Singapore paid my salary three weeks late this month. Aren't there rules on when I must be paid?", SG_EA("21")),
  q("f10-brisbane-position-gone", "AU", "employment-dismissal", "My position in Brisbane has been made redundant after five years. Am I owed anything extra?", FWA("119")),
  q("f10-au-weeks-holidays", "AU", "employment-leave", "How many weeks of paid holidays do I get a year working full time in Australia?", FWA("87")),
  q("f10-perth-lawnmower", "AU", "consumer", "The lawnmower I bought in Perth broke the first time I used it. What can I ask the shop for?", ACL("259", "54")),
  q("f10-ottawa-nine-years-extra", "CA-ON", "employment-dismissal", "I was let go after nine years at a big company in Ottawa. Is there extra money on top of the notice?", ON_ESA("64")),
  q("f10-toronto-out-end-of-month", "CA-ON", "housing", "My landlord in Toronto told me I have to be out by the end of the month, with no reason given. Can he just do that?", ON_RTA("37")),
  q("f10-canada-apart-year", "CA", "family", "My wife and I have lived apart for over a year. Can we get divorced in Canada?", DIVORCE_ACT("8")),
  q("f10-madrid-berlin-five-hours", "ES", "consumer", "My flight from Madrid to Berlin landed five hours late. Do I get any money for that?", AIR_PASSENGER("7", "6")),
  q("f10-auckland-heat-pump", "NZ", "consumer", "The heat pump I bought in Auckland stopped working after two months. What can I make the shop do?", NZ_CGA("6", "18")),
  q("f10-joburg-one-day-notice", "ZA", "employment-dismissal", "My employer in Johannesburg wants to let me go with one day's notice after three years. Is that enough?", ZA_BCEA("37")),
  q("f10-osaka-paid-days-off", "JP", "employment-leave", "I've worked at a company in Osaka for a year. How many paid days off do I get?", JP_LSA("39")),
  q("f10-brazil-christmas-salary", "BR", "employment-pay", "Do I get an extra month's salary at Christmas working in Brazil?", BR_13TH("1")),
  q("f10-valencia-three-months-deposit", "ES", "housing", "My landlord in Valencia wants three months' deposit for an apartment. How much can he ask?", ES_LAU("36")),
  q("f10-mexico-vacation-first-year", "MX", "employment-leave", "How many vacation days do I get after my first year at a job in Mexico?", MX_LFT("76")),
  q("f10-nairobi-annual-leave", "KE", "employment-leave", "How many days of annual leave do I get working in Nairobi?", KE_EA("28")),
];

/**
 * Legal-sounding questions on law the registry does not hold: a citation for any of them is a false one. Even
 * positions dev, odd held out.
 */
export const freshUnrelated: UnrelatedQuestion[] = [
  { id: "f10u-tax-selling-old-car", jurisdiction: "GB", question: "Do I have to pay tax when I sell my old car?" },
  { id: "f10u-rod-licence-canal", jurisdiction: "GB", question: "Do I need a rod licence to fish in the canal near my house?" },
  { id: "f10u-register-drone-park", jurisdiction: "US", question: "Do I have to register my drone with the government before I fly it in the park?" },
  { id: "f10u-timeshare-dad-died", jurisdiction: "GB", question: "My dad owned a timeshare in Spain and has died. Do we have to keep paying the yearly fees?" },
  { id: "f10u-la-dog-licence", jurisdiction: "US-CA", question: "Do I have to get a licence for my dog in Los Angeles, and how much does it cost?" },
  { id: "f10u-pilot-medical", jurisdiction: "US", question: "How often does a private pilot have to renew a medical certificate?" },
  { id: "f10u-casino-portugal", jurisdiction: "PT", question: "Do I pay tax on money I win at a casino in Portugal?" },
  { id: "f10u-berlin-dog-tax", jurisdiction: "DE", question: "How much dog tax do I have to pay in Berlin each year?" },
  { id: "f10u-passport-years", jurisdiction: "US", question: "How many years is an adult passport valid before I have to renew it?" },
  { id: "f10u-nsw-crabs-rocks", jurisdiction: "AU-NSW", question: "Do I need a licence to catch crabs off the rocks in New South Wales?" },
  { id: "f10u-british-citizen-years", jurisdiction: "GB", question: "How many years do I have to live in the UK before I can apply to become a British citizen?" },
  { id: "f10u-texas-deer-ranch", jurisdiction: "US-TX", question: "Do I need a hunting licence to shoot deer on my uncle's ranch in Texas?" },
  { id: "f10u-hdb-rabbit", jurisdiction: "SG", question: "Am I allowed to keep a rabbit as a pet in my HDB flat?" },
  { id: "f10u-drone-cottage-canada", jurisdiction: "CA", question: "Do I need a licence to fly a drone over my cottage in Canada?" },
  { id: "f10u-film-ny-street", jurisdiction: "US-NY", question: "How do I get a permit to film a short movie on a New York street?" },
  { id: "f10u-homemade-cakes-market", jurisdiction: "GB", question: "Do I need to register with the council before selling homemade cakes at a market stall?" },
  { id: "f10u-nz-deck-consent", jurisdiction: "NZ", question: "Do I need a building consent to replace the wooden deck at the back of my house?" },
  { id: "f10u-ie-speeding-fine", jurisdiction: "IE", question: "How long do I have to pay a speeding fine before the amount goes up?" },
  { id: "f10u-de-register-address", jurisdiction: "DE", question: "Do I have to register my new address with the town hall when I move flats in Germany?" },
  { id: "f10u-ca-register-car-moving", jurisdiction: "US-CA", question: "How long do I have after moving to California to register my car there?" },
  { id: "f10u-lottery-jackpot-tax", jurisdiction: "US", question: "Does the lottery take federal tax out of a jackpot before paying the winner?" },
  { id: "f10u-japan-foreign-licence", jurisdiction: "JP", question: "Can I drive in Japan with my foreign licence and an international permit?" },
  { id: "f10u-au-dog-microchip", jurisdiction: "AU", question: "Will I be fined if my dog isn't microchipped?" },
  { id: "f10u-paper-round-age", jurisdiction: "GB", question: "At what age can my 13-year-old legally work a paper round before school?" },
  { id: "f10u-child-support-college", jurisdiction: "US", question: "Does my child support stop when my son turns 18 and goes to college?" },
  { id: "f10u-india-gun-licence", jurisdiction: "IN", question: "How do I apply for a licence to own a gun in India?" },
  { id: "f10u-nairobi-beer-shop", jurisdiction: "KE", question: "Do I need a licence to sell beer in my small shop in Nairobi?" },
  { id: "f10u-mow-lawn-sunday", jurisdiction: "DE", question: "Am I allowed to mow my lawn on a Sunday in Germany?" },
  { id: "f10u-illinois-rifle-card", jurisdiction: "US-IL", question: "Do I need a special card to keep my grandfather's rifle at home in Illinois?" },
  { id: "f10u-france-cut-tree", jurisdiction: "FR", question: "Do I need permission from the town hall to cut down a big tree in my garden in France?" },
  { id: "f10u-sg-defer-ns", jurisdiction: "SG", question: "Can I defer my national service to finish university first?" },
  { id: "f10u-ny-cut-hair-apartment", jurisdiction: "US-NY", question: "Do I need a licence to cut hair in my apartment for friends who pay me?" },
  { id: "f10u-ontario-cannabis-age", jurisdiction: "CA-ON", question: "How old do you have to be to buy cannabis in Ontario?" },
  { id: "f10u-ireland-beehives", jurisdiction: "IE", question: "Do I need to register my beehives with anyone in Ireland?" },
  { id: "f10u-texas-fireworks-stand", jurisdiction: "US-TX", question: "Do I need a permit to sell fireworks from a roadside stand before New Year?" },
  { id: "f10u-au-horse-race-winnings", jurisdiction: "AU", question: "Do I have to pay tax on my winnings from betting on the horse races?" },
  { id: "f10u-stamp-duty-first-flat", jurisdiction: "GB", question: "How much stamp duty will I pay on my first flat?" },
  { id: "f10u-cat-passport-spain", jurisdiction: "FR", question: "Does my cat need a passport to travel with me from France to Spain?" },
  { id: "f10u-amsterdam-drone", jurisdiction: "NL", question: "Do I need a permit to fly a small drone in Amsterdam?" },
  { id: "f10u-bins-wrong-day", jurisdiction: "GB", question: "Can I be fined for putting my rubbish bins out on the wrong day?" },
  { id: "f10u-military-pension-years", jurisdiction: "US", question: "How many years do I have to work before I can collect a military pension?" },
  { id: "f10u-post-office-savings", jurisdiction: "IN", question: "How many years do I have to pay into a post office savings scheme before I can withdraw?" },
  { id: "f10u-bavaria-lake-fishing", jurisdiction: "DE", question: "Do I need a licence to go fishing in a lake in Bavaria?" },
  { id: "f10u-france-red-light-points", jurisdiction: "FR", question: "How many points do I lose on my licence for running a red light in France?" },
  { id: "f10u-student-council-tax", jurisdiction: "GB", question: "Do I have to pay council tax if I'm a full-time student renting a flat?" },
  { id: "f10u-ca-used-car-sales-tax", jurisdiction: "US-CA", question: "Do I have to pay sales tax on a used car I buy from a private seller in California?" },
];

/** The fixed split of this set: position in its own list, even → dev, odd → held out. */
export function freshHalf<T>(list: readonly T[], item: T): Half {
  return list.indexOf(item) % 2 === 0 ? "dev" : "test";
}

export const freshDev = {
  questions: freshQuestions.filter((x) => freshHalf(freshQuestions, x) === "dev"),
  unrelated: freshUnrelated.filter((x) => freshHalf(freshUnrelated, x) === "dev"),
};
export const freshTest = {
  questions: freshQuestions.filter((x) => freshHalf(freshQuestions, x) === "test"),
  unrelated: freshUnrelated.filter((x) => freshHalf(freshUnrelated, x) === "test"),
};
