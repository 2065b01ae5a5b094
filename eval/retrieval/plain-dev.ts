/**
 * A DEV-only set written (ground16) to calibrate the "nothing found" decision on questions phrased by someone who has not
 * read the registry: the other dev sets were written beside the registry's situations, so they cite almost always,
 * while questions written blind went silent far more often. Everything here is DEV: tune on it; it is never part of any
 * held-out figure, whatever splitOf() would say of the ids, and `npm run eval:retrieval` prints it apart.
 *
 * How it was written, before any retrieval ran on it: the expected provisions were chosen from a listing of the registry
 * that showed only `source_id | jurisdiction | article | heading` (no summaries, topics or situations); each question
 * was then written from an everyday situation in plain words, without the heading's wording where a person would not
 * use it. Unrelated questions (expected answer: no citation) are on law the registry does not hold (drones, fishing and
 * hunting licences, boats, visas, alcohol age) or not about law at all, some with work or home words in them.
 */
import { law, q, type EverydayQuestion, type UnrelatedQuestion } from "./everyday";

// Great Britain
const TFA = law("Tenant Fees Act 2019 (2019 c. 4)", "TFA 2019", "GB");
const PEA = law("Protection from Eviction Act 1977 (1977 c. 43)", "PEA 1977", "GB");
const WTR = law("The Working Time Regulations 1998 (S.I. 1998/1833)", "WTR 1998", "GB");
const NMWA = law("National Minimum Wage Act 1998 (1998 c. 39)", "NMWA 1998", "GB");
const CCA = law("Consumer Credit Act 1974 (1974 c. 39)", "CCA 1974", "GB");
const LIMITATION = law("Limitation Act 1980 (1980 c. 58)", "LA 1980", "GB");
const EQA = law("Equality Act 2010 (2010 c. 15)", "EqA 2010", "GB");
// United States (federal and states)
const FHA = law("Fair Housing Act", "FHA", "US");
const OSHA = law("Occupational Safety and Health Act of 1970", "OSH Act", "US");
const CA_CIV = law("California Civil Code", "Cal. Civ. Code", "US-CA");
const CA_FAM = law("California Family Code", "Cal. Fam. Code", "US-CA");
const NY_LAB = law("New York Labor Law, Article 6 (Payment of Wages)", "N.Y. Lab. Law", "US-NY");
const TX_PROP = law("Texas Property Code, Chapter 92 (Residential Tenancies)", "Tex. Prop. Code", "US-TX");
const FL_RLTA = law("Florida Residential Landlord and Tenant Act (Fla. Stat. ch. 83, part II)", "Fla. Stat. ch. 83", "US-FL");
const IL_SDRA = law("Security Deposit Return Act (765 ILCS 710)", "765 ILCS 710", "US-IL");
// Canada, Australia, New Zealand, Ireland
const CLC = law("Canada Labour Code", "CLC", "CA");
const ON_RTA = law("Residential Tenancies Act, 2006, S.O. 2006, c. 17", "RTA 2006 (Ontario)", "CA-ON");
const ON_ESA = law("Employment Standards Act, 2000, S.O. 2000, c. 41", "ESA 2000 (Ontario)", "CA-ON");
const ACL = law("Competition and Consumer Act 2010 (Cth), Schedule 2 — The Australian Consumer Law", "ACL", "AU");
const NSW_RTA = law("Residential Tenancies Act 2010 (NSW) (No 42)", "RTA 2010 (NSW)", "AU-NSW");
const NZ_RTA = law("Residential Tenancies Act 1986", "RTA 1986", "NZ");
const NZ_CGA = law("Consumer Guarantees Act 1993", "CGA 1993", "NZ");
const IE_RPA = law("Redundancy Payments Act 1967 (No. 21 of 1967)", "RPA 1967", "IE");
const IE_PATERNITY = law("Paternity Leave and Benefit Act 2016 (No. 11 of 2016)", "PLBA 2016", "IE");
// Europe
const EFZG = law("Gesetz über die Zahlung des Arbeitsentgelts an Feiertagen und im Krankheitsfall (Entgeltfortzahlungsgesetz – EFZG)", "EFZG", "DE");
const KSCHG = law("Kündigungsschutzgesetz (KSchG)", "KSchG", "DE");
const MUSCHG = law("Gesetz zum Schutz von Müttern bei der Arbeit, in der Ausbildung und im Studium (Mutterschutzgesetz – MuSchG)", "MuSchG", "DE");
const FR_LOI_1989 = law("Loi n° 89-462 du 6 juillet 1989 tendant à améliorer les rapports locatifs et portant modification de la loi n° 86-1290 du 23 décembre 1986", "Loi 89-462", "FR");
const FR_CT = law("Code du travail", "C. trav.", "FR");
const ES_ET = law("Real Decreto Legislativo 2/2015, de 23 de octubre, por el que se aprueba el texto refundido de la Ley del Estatuto de los Trabajadores", "ET", "ES");
const ES_LAU = law("Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos", "LAU", "ES");
const IT_CONSUMO = law("Decreto legislativo 6 settembre 2005, n. 206 – Codice del consumo, a norma dell'articolo 7 della legge 29 luglio 2003, n. 229", "Codice del consumo", "IT");
const IT_CC = law("Codice civile (Regio Decreto 16 marzo 1942, n. 262)", "c.c.", "IT");
const NL_BW = law("Burgerlijk Wetboek", "BW", "NL");
const CH_OR = law("Bundesgesetz betreffend die Ergänzung des Schweizerischen Zivilgesetzbuches (Fünfter Teil: Obligationenrecht) (SR 220)", "OR", "CH");
const SE_SEMESTERLAG = law("Semesterlag (1977:480)", "Semesterlag", "SE");
const PL_KP = law("Ustawa z dnia 26 czerwca 1974 r. – Kodeks pracy", "Kodeks pracy", "PL");
const DK_FUNKTIONAER = law("Lov om retsforholdet mellem arbejdsgivere og funktionærer (funktionærloven)", "Funktionærloven", "DK");
const EU_AIR = law(
  "Regulation (EC) No 261/2004 of the European Parliament and of the Council of 11 February 2004 establishing common rules on compensation and assistance to passengers in the event of denied boarding and of cancellation or long delay of flights, and repealing Regulation (EEC) No 295/91",
  "Regulation 261/2004",
  "EU",
);
// Asia, Africa, Latin America
const JP_LSA = law("労働基準法（昭和二十二年法律第四十九号）", "Labor Standards Act (Japan)", "JP");
const KR_HLPA = law("주택임대차보호법", "Housing Lease Protection Act", "KR");
const KR_LSA = law("근로기준법", "Labor Standards Act (Korea)", "KR");
const SG_EA = law("Employment Act 1968 (2020 Revised Edition)", "EA", "SG");
const CN_LCL = law("中华人民共和国劳动合同法", "Labor Contract Law", "CN");
const DL_RCA = law("The Delhi Rent Control Act, 1958 (Act No. 59 of 1958)", "DRCA 1958", "IN-DL");
const ZA_BCEA = law("Basic Conditions of Employment Act 75 of 1997", "BCEA", "ZA");
const ZA_CPA = law("Consumer Protection Act 68 of 2008", "CPA 2008", "ZA");
const KE_EA = law("Employment Act, 2007 (No. 11 of 2007)", "Employment Act 2007", "KE");
const BR_CDC = law("Lei nº 8.078, de 11 de setembro de 1990 – Código de Defesa do Consumidor", "CDC", "BR");
const BR_CLT = law("Decreto-Lei nº 5.452, de 1º de maio de 1943 – Consolidação das Leis do Trabalho", "CLT", "BR");
const MX_LFT = law("Ley Federal del Trabajo", "LFT", "MX");

export const plainDevQuestions: EverydayQuestion[] = [
  // Great Britain
  q("g16-agent-admin-fee", "GB", "housing", "The letting agent wants £250 for admin and referencing before I can move into the flat. Do I really have to pay that?", TFA("2")),
  q("g16-locks-changed-stuff-outside", "GB", "housing", "I came home and my landlord had changed the locks and left my things on the pavement. Is he allowed to throw me out like that?", PEA("1", "3")),
  q("g16-nine-hours-no-break", "GB", "employment-hours", "I do nine-hour shifts in a warehouse and my manager says we're too busy for a break. Do I get one?", WTR("12")),
  q("g16-car-wash-seven-pounds", "GB", "employment-pay", "I'm 23 and the car wash pays me £7 an hour cash. Is that even legal?", NMWA("1")),
  q("g16-sofa-shop-bust-card", "GB", "consumer", "I paid £1,200 for a sofa on my credit card and the shop went bust before delivering it. Can the card company give me my money back?", CCA("75")),
  q("g16-mate-loan-eight-years", "GB", "contract", "A mate borrowed £2,000 off me eight years ago and never paid it back. Is it too late to take him to court?", LIMITATION("5")),
  q("g16-deaf-phone-refused", "GB", "employment-discrimination", "I'm partly deaf and asked work for a phone with a louder earpiece. They said no because it costs too much. Can they refuse?", EQA("20")),
  q("g16-secret-salary", "GB", "employment-pay", "My boss says I'll be disciplined if I tell anyone at work what I earn. Can he stop me talking about my pay?", EQA("77")),
  // United States
  q("g16-no-kids-landlord", "US", "housing", "A landlord told me on the phone that he doesn't rent to families with small kids. Is he allowed to say that?", FHA("3604")),
  q("g16-roof-no-harness", "US", "employment-hours", "My boss has us working on a steep roof with no harness or anything to catch us if we fall. Isn't he supposed to keep us safe?", OSHA("654")),
  q("g16-oakland-deposit-silence", "US-CA", "housing", "I moved out of my place in Oakland five weeks ago and the landlord hasn't returned my deposit or told me why. How long does he have?", CA_CIV("1950.5")),
  q("g16-sacramento-rent-fifteen", "US-CA", "housing", "My landlord in Sacramento says my rent is going up 15 % next month. Is there any cap on how much he can raise it?", CA_CIV("1947.12")),
  q("g16-fresno-leak-plumber", "US-CA", "housing", "The bathroom pipe in my Fresno rental has leaked for weeks and the landlord ignores me. Can I hire a plumber myself and take it off the rent?", CA_CIV("1942")),
  q("g16-ca-divorce-wait", "US-CA", "family", "We filed for divorce in San Jose and agree on everything. How soon can it actually be over?", CA_FAM("2339")),
  q("g16-queens-walkout-docked", "US-NY", "employment-pay", "The diner I work at in Queens takes money out of my paycheck whenever a customer leaves without paying. Can they do that?", NY_LAB("193")),
  q("g16-owner-keeps-tips", "US-NY", "employment-pay", "The owner of the restaurant where I wait tables in Buffalo keeps a cut of the tips customers leave for us. Is that legal?", NY_LAB("196-d")),
  q("g16-albany-last-salary", "US-NY", "employment-hiring", "At a job interview in Albany they asked me how much I was making at my last job. Do I have to tell them?", NY_LAB("194-a")),
  q("g16-dallas-locked-out-late", "US-TX", "housing", "I was five days late with rent and my landlord in Dallas changed the locks on me. Can he lock me out like that?", TX_PROP("92.0081")),
  q("g16-austin-leave-abuser", "US-TX", "housing", "My boyfriend hit me and I need to get out of our apartment in Austin. Can I break the lease without owing the rest of the rent?", TX_PROP("92.016")),
  q("g16-tampa-surprise-visits", "US-FL", "housing", "My landlord in Tampa keeps letting himself in to 'check on things' without telling me first. Does he have to give me warning?", FL_RLTA("83.53")),
  q("g16-orlando-deposit-claim", "US-FL", "housing", "I moved out of my Orlando apartment and the landlord says he's keeping my deposit for cleaning. How long did he have to tell me?", FL_RLTA("83.49")),
  q("g16-chicago-deposit-no-list", "US-IL", "housing", "My landlord in Chicago kept my whole deposit for 'damage' but never told me what was damaged. Doesn't he have to give me a list?", IL_SDRA("1")),
  // Canada
  q("g16-bank-48-hours", "CA", "employment-hours", "I work at a bank branch in Winnipeg and did 48 hours last week. Do I get paid extra for the hours over 40?", CLC("174")),
  q("g16-hamilton-locks-no-key", "CA-ON", "housing", "My landlord in Hamilton changed the locks on my apartment and won't give me a new key. Is that allowed?", ON_RTA("24")),
  q("g16-buyers-tomorrow", "CA-ON", "housing", "My landlord in Kitchener texted that he's bringing buyers through my apartment tomorrow morning. How much warning is he supposed to give?", ON_RTA("27")),
  q("g16-toronto-six-hours-no-meal", "CA-ON", "employment-hours", "I work six hours straight at a store in Toronto without any time to eat. Am I entitled to a meal break?", ON_ESA("20")),
  q("g16-mississauga-nine-years-laid-off", "CA-ON", "employment-dismissal", "I was let go after nine years at a big company in Mississauga. Am I owed severance on top of notice?", ON_ESA("64")),
  // Australia and New Zealand
  q("g16-car-never-crashed", "AU", "consumer", "The car dealer in Brisbane swore the car had never been in a crash, and now a mechanic says it's been badly repaired after one. What can I do?", ACL("18", "29")),
  q("g16-fridge-two-weeks", "AU", "consumer", "My brand-new fridge stopped cooling after two weeks and the shop in Perth will only offer a repair. Can I insist on a refund?", ACL("259", "263")),
  q("g16-sydney-eight-weeks-upfront", "AU-NSW", "housing", "The real estate agent in Sydney wants eight weeks' rent upfront before I sign the lease. Can they ask for that much?", NSW_RTA("23")),
  q("g16-wellington-rent-again", "NZ", "housing", "My landlord in Wellington is putting the rent up again only four months after the last increase. Can he do that?", NZ_RTA("24")),
  q("g16-heat-pump-three-months", "NZ", "consumer", "The heat pump I bought in Christchurch broke after three months and the shop says it's the maker's problem. What are my options?", NZ_CGA("6", "18")),
  // Ireland
  q("g16-limerick-job-gone", "IE", "employment-dismissal", "After six years at a factory in Limerick they told me my job no longer exists. Am I owed a lump sum?", IE_RPA("7")),
  q("g16-dublin-dad-time-off", "IE", "employment-leave", "My partner is due to have our baby in May. How much time off do I get from work as the dad?", IE_PATERNITY("6")),
  // Germany
  q("g16-munich-off-sick-pay", "DE", "employment-pay", "I've been off sick for two weeks from my job in Munich. Does my employer have to keep paying my wages?", EFZG("3")),
  q("g16-cologne-fired-no-reason", "DE", "employment-dismissal", "I've worked five years at a company of about 50 people in Cologne and they fired me without giving any reason. Can I fight it?", KSCHG("1")),
  q("g16-frankfurt-pregnant-notice", "DE", "employment-dismissal", "I told my boss in Frankfurt that I'm pregnant and a week later I got my notice. Can they do that?", MUSCHG("17")),
  // France
  q("g16-paris-deposit-six-weeks", "FR", "housing", "I left my flat in Paris six weeks ago, handed back the keys, and the landlord still hasn't returned my deposit. How long can he take?", FR_LOI_1989("22")),
  q("g16-lille-ten-years-payout", "FR", "employment-dismissal", "I've been let go after ten years at a company in Lille, not for misconduct. Am I owed a payout?", FR_CT("L1234-9")),
  q("g16-bordeaux-42-hours", "FR", "employment-hours", "I work 42 hours a week at a firm in Bordeaux. Should I be paid more for the hours over 35?", FR_CT("L3121-28", "L3121-36")),
  // Spain, Italy, Netherlands, Switzerland, Sweden, Poland, Denmark
  q("g16-malaga-hotel-holidays", "ES", "employment-leave", "How many days of paid holiday a year do I get working in a hotel in Málaga?", ES_ET("38")),
  q("g16-valencia-three-months-deposit", "ES", "housing", "The landlord of a flat in Valencia wants three months' rent as a deposit. Is that normal or too much?", ES_LAU("36")),
  q("g16-italy-coat-changed-mind", "IT", "consumer", "I bought a coat online from an Italian shop and changed my mind a week later. Can I still send it back?", IT_CONSUMO("52")),
  q("g16-turin-leaving-lump-sum", "IT", "employment-pay", "I'm leaving my job in Turin after seven years. What is the money they have to pay me at the end called and how is it worked out?", IT_CC("2120")),
  q("g16-utrecht-ill-three-months", "NL", "employment-pay", "I've been ill for three months and can't work at my office in Utrecht. Does my boss still have to pay my salary?", NL_BW("7:629")),
  q("g16-rotterdam-roof-leaks", "NL", "housing", "The roof of the house I rent in Rotterdam leaks every time it rains and the landlord does nothing. What can I do?", NL_BW("7:206")),
  q("g16-zurich-heating-broken", "CH", "housing", "The heating in my rented flat in Zurich hasn't worked since October. Can I pay less rent until it's fixed?", CH_OR("259a")),
  q("g16-geneva-quit-notice", "CH", "employment-dismissal", "I want to quit my job in Geneva after three years there. How much notice do I have to give?", CH_OR("335c")),
  q("g16-gothenburg-holiday-days", "SE", "employment-leave", "I just started a full-time job in Gothenburg. How many days of holiday am I entitled to?", SE_SEMESTERLAG("4")),
  q("g16-krakow-leave-twelve-years", "PL", "employment-leave", "I've been working for twelve years in total, now at an office in Kraków. How many days of paid leave do I get each year?", PL_KP("154")),
  q("g16-copenhagen-clerk-notice", "DK", "employment-dismissal", "I've worked as an office clerk in Copenhagen for four years. How much notice do they have to give if they sack me?", DK_FUNKTIONAER("2")),
  q("g16-paris-rome-four-hours-late", "FR", "consumer", "My flight from Paris to Rome landed four hours late and I missed a family dinner. Can I get money from the airline?", EU_AIR("7")),
  // Asia
  q("g16-nagoya-konbini-days-off", "JP", "employment-leave", "I've worked part-time at a convenience store in Nagoya for a year. Do I get any paid days off?", JP_LSA("39")),
  q("g16-tokyo-late-nights-extra", "JP", "employment-pay", "I often work until 11 at night at my office in Tokyo. Should I be getting extra pay for those late hours?", JP_LSA("37")),
  q("g16-seoul-lease-renewal", "KR", "housing", "My two-year lease in Seoul is about to end and the landlord says he won't renew. Can I insist on staying?", KR_HLPA("6-3")),
  q("g16-busan-fired-no-warning", "KR", "employment-dismissal", "My company in Busan fired me with no warning at all, effective the same day. Are they allowed to do that?", KR_LSA("26")),
  q("g16-sg-three-years-leave", "SG", "employment-leave", "I've been with a logistics company in Singapore for three years. How many days of annual leave should I get?", SG_EA("88A")),
  q("g16-sg-sunday-off-worked", "SG", "employment-pay", "My boss made me come in on my Sunday off. Do I get paid extra for that?", SG_EA("37")),
  q("g16-shenzhen-no-contract", "CN", "employment-hiring", "I've worked at a factory in Shenzhen for five months and they never gave me a written contract. Can I claim anything?", CN_LCL("82")),
  q("g16-delhi-water-cut", "IN-DL", "housing", "My landlord in Delhi cut off the water to my flat to make me move out. Is that allowed?", DL_RCA("45")),
  // Africa and Latin America
  q("g16-durban-extra-hours", "ZA", "employment-hours", "My employer in Durban makes me stay two extra hours every night and doesn't pay anything more. Is that legal?", ZA_BCEA("10")),
  q("g16-pretoria-door-salesman", "ZA", "consumer", "A salesman came to my door in Pretoria and signed me up for an expensive vacuum cleaner. I changed my mind the next day. Can I cancel?", ZA_CPA("16")),
  q("g16-nairobi-new-dad", "KE", "employment-leave", "My wife just gave birth in Nairobi. Am I allowed any days off work as the father?", KE_EA("29")),
  q("g16-sao-paulo-phone-course", "BR", "consumer", "I signed up for an online course over the phone with a company in São Paulo and regret it. Can I cancel and get my money back?", BR_CDC("49")),
  q("g16-rio-vacation-days", "BR", "employment-leave", "I've worked a full year at a company in Rio. How many days of vacation do I get?", BR_CLT("130")),
  q("g16-monterrey-christmas-bonus", "MX", "employment-pay", "Does my employer in Monterrey have to pay me a Christmas bonus, and how much?", MX_LFT("87")),
];

export const plainDevUnrelated: UnrelatedQuestion[] = [
  // On law the registry does not hold.
  { id: "u16-drone-garden", jurisdiction: "GB", question: "Do I need a licence to fly a small drone over my own garden in Leeds?" },
  { id: "u16-ontario-fishing-licence", jurisdiction: "CA-ON", question: "How do I get a fishing licence for a weekend at a lake in Ontario?" },
  { id: "u16-dog-on-train", jurisdiction: "FR", question: "Can I take my dog with me on the train from Paris to Lyon?" },
  { id: "u16-autobahn-speed", jurisdiction: "DE", question: "Is there really no speed limit on the autobahn?" },
  { id: "u16-japan-drinking-age", jurisdiction: "JP", question: "How old do you have to be to buy beer in Japan?" },
  { id: "u16-brazil-tourist-visa", jurisdiction: "BR", question: "Do I need a visa to visit Brazil as a tourist for two weeks?" },
  { id: "u16-florida-boat-register", jurisdiction: "US-FL", question: "How do I register a small fishing boat in Florida?" },
  { id: "u16-sydney-ashes-sea", jurisdiction: "AU", question: "Can we scatter my dad's ashes in the sea off Bondi?" },
  { id: "u16-zurich-cut-tree", jurisdiction: "CH", question: "Do I need permission to cut down a big tree in my own back garden in Zurich?" },
  { id: "u16-nyc-jaywalking", jurisdiction: "US-NY", question: "Can I get a ticket for jaywalking in Manhattan?" },
  { id: "u16-sweden-hunting", jurisdiction: "SE", question: "How do I get a hunting licence in Sweden to hunt moose?" },
  { id: "u16-dublin-chickens", jurisdiction: "IE", question: "Am I allowed to keep a few chickens in my back garden in Dublin?" },
  { id: "u16-auckland-liquor-cafe", jurisdiction: "NZ", question: "How do I get a licence to serve wine at my café in Auckland?" },
  // Not about law, some with work or home words.
  { id: "u16-rest-between-sets", jurisdiction: "US", question: "How long should I rest between sets when I lift weights at the gym?" },
  { id: "u16-kyoto-best-time", jurisdiction: "JP", question: "What's the best time of year to visit Kyoto for the autumn leaves?" },
  { id: "u16-toddler-sleep", jurisdiction: "GB", question: "How do I get my toddler to sleep through the night in her own room?" },
  { id: "u16-sourdough-smell", jurisdiction: "US-CA", question: "Why does my sourdough starter smell like nail polish remover?" },
  { id: "u16-wine-stain-carpet", jurisdiction: "AU", question: "How do I get a red wine stain out of a rented flat's carpet before the inspection?" },
  { id: "u16-router-drops", jurisdiction: "IN", question: "My home wifi keeps dropping every evening. How do I fix the router?" },
  { id: "u16-feedback-presentation", jurisdiction: "GB", question: "How do I ask my manager for honest feedback on my presentation without sounding needy?" },
  { id: "u16-retirement-gift", jurisdiction: "US", question: "What's a good gift for a colleague who is retiring after thirty years at the company?" },
  { id: "u16-cactus-winter", jurisdiction: "ZA", question: "How often should I water a cactus in winter?" },
  { id: "u16-paint-bedroom", jurisdiction: "NL", question: "What colour should I paint a small bedroom to make it look bigger?" },
];
