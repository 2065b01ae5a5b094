/**
 * A dev-only extension of the everyday retrieval evaluation (ground6): questions written after the dev unrelated set
 * had been tuned to 0 of 32 while the test half's unrelated questions still cited something 4 times in 34, so that
 * tuning has fresh questions to be measured on. Everything here is DEV: it is never part of the test half, whatever
 * splitOf() would say of the ids, and `npm run eval:retrieval` reports it apart from both halves.
 *
 * Written as everyday.ts's questions were: each from a situation, in a non-lawyer's words, with the provision a lawyer
 * would cite first written down before any retrieval ran on it, and checked against the registry entry (heading and
 * number) rather than against what retrieval returns. The unrelated questions are cooking, sport, science, and legal
 * matters the registry does not hold (traffic, immigration, licensing, another country's law).
 */
import { law, q, type EverydayQuestion, type UnrelatedQuestion } from "./everyday";

const ERA_1996 = law("Employment Rights Act 1996", "ERA 1996", "GB");
const CRA_2015 = law("Consumer Rights Act 2015", "CRA 2015", "GB");
const TFA_2019 = law("Tenant Fees Act 2019", "TFA 2019", "GB");
const LTA_1985 = law("Landlord and Tenant Act 1985", "LTA 1985", "GB");
const PEA_1977 = law("Protection from Eviction Act 1977", "PEA 1977", "GB");
const HA_2004 = law("Housing Act 2004", "HA 2004", "GB");
const PACE = law("Police and Criminal Evidence Act 1984", "PACE", "GB");
const LIMITATION_1980 = law("Limitation Act 1980", "LA 1980", "GB");
const EQA_2010 = law("Equality Act 2010", "EqA 2010", "GB");
const WTR_1998 = law("The Working Time Regulations 1998", "WTR 1998", "GB");
const CA_2006 = law("Companies Act 2006", "CA 2006", "GB");
const FLSA = law("Fair Labor Standards Act of 1938", "FLSA", "US", "29 U.S.C.");
const FMLA = law("Family and Medical Leave Act of 1993", "FMLA", "US", "29 U.S.C.");
const TITLE_VII = law("Title VII of the Civil Rights Act of 1964", "Title VII", "US", "42 U.S.C.");
const FCRA = law("Fair Credit Reporting Act", "FCRA", "US", "15 U.S.C.");
const CA_LAB = law("California Labor Code", "Cal. Lab. Code", "US-CA");
const NY_LAB = law("New York Labor Law", "N.Y. Lab. Law", "US-NY");
const TX_PROP = law("Texas Property Code", "Tex. Prop. Code", "US-TX");
const DGCL = law("General Corporation Law of the State of Delaware", "DGCL", "US-DE");
const EFZG = law("Entgeltfortzahlungsgesetz (Continued Remuneration Act)", "EFZG", "DE");
const BURLG = law("Bundesurlaubsgesetz (Federal Leave Act)", "BUrlG", "DE");
const BGB = law("Bürgerliches Gesetzbuch (German Civil Code)", "BGB", "DE");
const LOI_1989 = law("Loi n° 89-462 du 6 juillet 1989 tendant à améliorer les rapports locatifs", "Loi du 6 juillet 1989", "FR");
const C_CIVIL = law("Code civil", "C. civ.", "FR");
const IE_OWTA = law("Organisation of Working Time Act 1997", "OWTA 1997", "IE");
const IE_RTA = law("Residential Tenancies Act 2004", "RTA 2004", "IE");
const ACL = law("Competition and Consumer Act 2010, Schedule 2 (Australian Consumer Law)", "ACL", "AU");
const FWA = law("Fair Work Act 2009", "FW Act", "AU");
const ON_RTA = law("Residential Tenancies Act, 2006", "RTA 2006 (Ontario)", "CA-ON");
const ON_ESA = law("Employment Standards Act, 2000", "ESA 2000 (Ontario)", "CA-ON");
const SG_EA = law("Employment Act 1968", "EA", "SG");
const BNSS = law("The Bharatiya Nagarik Suraksha Sanhita, 2023", "BNSS", "IN");
const IN_CPA = law("The Consumer Protection Act, 2019", "CPA 2019", "IN");
const AIR_PASSENGER = law("Regulation (EC) No 261/2004", "Air Passenger Rights Regulation", "EU");
const CONSUMER_RIGHTS_DIRECTIVE = law("Directive 2011/83/EU", "Consumer Rights Directive", "EU");
const GDPR = law("Regulation (EU) 2016/679", "GDPR", "EU");
const FL_RLTA = law("Florida Residential Landlord and Tenant Act", "Fla. Stat. ch. 83", "US-FL");
const NY_RPL = law("New York Real Property Law", "N.Y. Real Prop. Law", "US-NY");
const NZ_RTA = law("Residential Tenancies Act 1986", "RTA 1986", "NZ");
const NSW_RTA = law("Residential Tenancies Act 2010 (NSW)", "RTA 2010 (NSW)", "AU-NSW");
const IL_WPCA = law("Illinois Wage Payment and Collection Act", "820 ILCS 115", "US-IL");
const TX_LAB = law("Texas Labor Code", "Tex. Lab. Code", "US-TX");
const C_CONSO = law("Code de la consommation", "C. consom.", "FR");
const C_TRAVAIL = law("Code du travail", "C. trav.", "FR");
const IT_CONSUMO = law("Decreto legislativo 6 settembre 2005, n. 206 (Codice del consumo)", "Codice del consumo", "IT");
const NL_BW = law("Burgerlijk Wetboek (Dutch Civil Code)", "BW", "NL");
const ES_TRLGDCU = law("Real Decreto Legislativo 1/2007, de 16 de noviembre, por el que se aprueba el texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios y otras leyes complementarias", "TRLGDCU", "ES");
const ES_ET = law("Real Decreto Legislativo 2/2015, de 23 de octubre, por el que se aprueba el texto refundido de la Ley del Estatuto de los Trabajadores", "Estatuto de los Trabajadores", "ES");
const PL_CONSUMER = law("Ustawa z dnia 30 maja 2014 r. o prawach konsumenta", "Ustawa o prawach konsumenta", "PL");

export const devExtensionQuestions: EverydayQuestion[] = [
  q("gx-till-short-pay-docked", "GB", "employment-pay", "My manager took £60 out of my pay because the till was short at the end of my shift. I never agreed to that. Can they just do it?", ERA_1996("13")),
  q("gx-nothing-on-paper", "GB", "employment-hiring", "I've worked at a café for a month and nobody has given me anything on paper about my hours or pay. Shouldn't I have something?", ERA_1996("1")),
  q("gx-let-go-no-reason-given", "GB", "employment-dismissal", "I was let go after two and a half years and nobody will tell me why. Can I make them put the reason in writing?", ERA_1996("92")),
  q("gx-home-three-days", "GB", "employment-hours", "After my baby arrives I'd like to work from home three days a week. Can I formally ask my employer for that?", ERA_1996("80F")),
  q("gx-sofa-frame-snapped", "GB", "consumer", "The frame of the brand-new sofa I bought snapped after a week of normal sitting. Surely it shouldn't break like that?", CRA_2015("9")),
  q("gx-plumber-sloppy", "GB", "consumer", "A plumber I hired did such a sloppy job that water now comes through the kitchen ceiling. What standard did he have to meet?", CRA_2015("49")),
  q("gx-agent-admin-charge", "GB", "housing", "The letting agent wants £200 for 'admin' before I can move into the flat. Are they allowed to charge that?", TFA_2019("2")),
  q("gx-roof-leak-whose-job", "GB", "housing", "The roof of my rented house leaks and the landlord says fixing it is my problem. Whose job is it?", LTA_1985("11")),
  q("gx-things-on-pavement", "GB", "housing", "I came home to find my landlord had changed the locks and left my things on the pavement. Can he do that?", PEA_1977("1")),
  q("gx-where-is-my-money-kept", "GB", "housing", "I handed my landlord £1,000 up front when I moved in and he never told me where that money is being held. Does he have to keep it somewhere safe?", HA_2004("213")),
  q("gx-son-held-overnight", "GB", "criminal-procedure", "My son has been kept at the police station since last night and hasn't been charged with anything. How long can they hold him?", PACE("41")),
  q("gx-want-a-solicitor", "GB", "criminal-procedure", "If the police are questioning me at the station, can I ask for a solicitor first?", PACE("58")),
  q("gx-customer-never-paid", "GB", "contract", "A customer never paid me for work I did five years ago under our agreement. Is it too late to take him to court?", LIMITATION_1980("5")),
  q("gx-wheelchair-steps", "GB", "employment-discrimination", "I've started using a wheelchair and our office has steps everywhere. Does my employer have to change anything for me?", EQA_2010("20")),
  q("gx-sixty-hour-weeks", "GB", "employment-hours", "My boss has me doing 60 hours every single week. Is there a legal limit?", WTR_1998("4")),
  q("gx-vote-out-director", "GB", "company", "The other shareholders and I want one of our company's directors gone. How do we vote him out?", CA_2006("168")),
  q("gx-loss-year-payout", "GB", "company", "Our small company made a loss this year but we'd still like to pay ourselves out of it as owners. Can we?", CA_2006("830")),
  q("ux-52-hours-same-rate", "US", "employment-pay", "I worked 52 hours last week at the warehouse and got my normal hourly rate for every hour. Shouldn't the extra hours pay more?", FLSA("207")),
  q("ux-dad-stroke-time-off", "US", "employment-leave", "My dad had a stroke and I need a few weeks off work to look after him. Will my job be kept for me?", FMLA("2612")),
  q("ux-fired-friday-prayers", "US", "employment-discrimination", "I was fired after asking for Friday afternoons off to pray, and my boss said my religion was the problem. Is that legal?", TITLE_VII("2000e-2")),
  q("ux-loan-not-mine-report", "US", "consumer", "There's a loan on my credit report that I never took out. How do I get the bureau to fix it?", FCRA("1681i")),
  q("ux-ca-phone-and-car", "US-CA", "employment-pay", "My boss in California makes me use my own phone and car for deliveries and won't pay me back for any of it. Do they have to?", CA_LAB("2802")),
  q("ux-ca-ten-hours-no-lunch", "US-CA", "employment-hours", "I work ten-hour shifts in California and never get a lunch break. Am I owed anything?", CA_LAB("512", "226.7")),
  q("ux-ny-breakages-docked", "US-NY", "employment-pay", "My employer in New York takes money out of my paycheck for breakages in the restaurant. Is that allowed?", NY_LAB("193")),
  q("ux-tx-keep-deposit-no-list", "US-TX", "housing", "My landlord in Houston kept part of my deposit but never sent me a list of what it was for. Do they have to explain?", TX_PROP("92.104")),
  q("ux-de-see-company-books", "US-DE", "company", "I own shares in a Delaware company and suspect the managers are wasting money. Can I look at the company's records?", DGCL("220")),
  q("dx-off-sick-two-weeks", "DE", "employment-pay", "I'm off sick for two weeks with the flu in Germany. Does my employer still have to pay me?", EFZG("3")),
  q("dx-minimum-holiday-days", "DE", "employment-leave", "What's the least number of holiday days a German employer must give me in a year?", BURLG("3")),
  q("dx-daughter-moves-in", "DE", "housing", "My landlord in Hamburg wants me out because his daughter is going to live in the flat. Can he do that?", BGB("573")),
  q("dx-eight-years-notice", "DE", "employment-dismissal", "I've worked at the same German company for eight years. How much warning must they give me if they let me go?", BGB("622")),
  q("fx-deposit-two-months-late", "FR", "housing", "I moved out of my rented flat in Lyon two months ago and the owner still hasn't given my deposit back. How long can he wait?", LOI_1989("22")),
  q("fx-divorce-both-agree", "FR", "family", "My wife and I both want to divorce in France and agree on everything. Do we have to go before a judge?", C_CIVIL("229-1")),
  q("ix-weeks-paid-holidays", "IE", "employment-leave", "How many weeks of paid holidays do I get working full time in Ireland?", IE_OWTA("19")),
  q("ix-landlord-rent-up-notice", "IE", "housing", "My landlord in Cork says my rent goes up next month. How much warning does he have to give?", IE_RTA("22")),
  q("ax-tv-dead-three-months", "AU", "consumer", "The TV I bought in Melbourne stopped working after three months and the shop tells me to contact the maker. What are my rights?", ACL("54", "259")),
  q("ax-sacked-no-warning", "AU", "employment-dismissal", "I was sacked from my job in Sydney with no warning after two years. Can I complain that it was unfair?", FWA("385", "394")),
  q("cx-landlord-walks-in", "CA-ON", "housing", "My landlord in Toronto keeps letting himself into my apartment without telling me. Is that allowed?", ON_RTA("27")),
  q("cx-vacation-two-weeks", "CA-ON", "employment-leave", "How much vacation time does an employer in Ontario have to give me each year?", ON_ESA("33")),
  q("sx-sick-days-year", "SG", "employment-leave", "How many paid sick days can I take in a year working in Singapore?", SG_EA("89")),
  q("nx-pune-not-told-why", "IN-MH", "criminal-procedure", "The police picked up my brother in Pune and won't tell him what he's accused of. Don't they have to say?", BNSS("47")),
  q("nx-fridge-complaint-where", "IN", "consumer", "The fridge I bought for ₹40,000 is faulty and the shop ignores me. Where do I file a complaint?", IN_CPA("34", "35")),
  q("ex-flight-cancelled-night-before", "FR", "consumer", "My flight from Paris to Rome was cancelled the night before. Am I owed money?", AIR_PASSENGER("5", "7")),
  q("ex-jacket-changed-mind", "EU", "consumer", "I ordered a jacket online from a shop in another EU country and changed my mind when it arrived. Can I send it back?", CONSUMER_RIGHTS_DIRECTIVE("9")),
  // ground8: everyday situations in areas where the registry holds the provision (state tenancy and pay law,
  // Singapore and Irish working time, Australian workplace rights), expected provisions read from the instruments'
  // headings before retrieval ran on them.
  q("dz-houston-money-back", "US-TX", "housing", "I moved out of my rental in Houston five weeks ago and the landlord still hasn't sent back the money I paid at the start. How long does he have?", TX_PROP("92.103")),
  q("dz-dallas-aircon", "US-TX", "housing", "The air conditioning in my Dallas apartment has been broken for weeks in the summer heat and the landlord ignores my messages. What can I make him do?", TX_PROP("92.052", "92.056")),
  q("dz-changed-locks-late-rent", "US-TX", "housing", "I came home and my landlord had changed the locks because I was a few days late with rent. Can he do that in Texas?", TX_PROP("92.0081")),
  q("dz-florida-landlord-comes-in", "US-FL", "housing", "My landlord in Florida comes into my apartment whenever he feels like it. Does he have to warn me first?", FL_RLTA("83.53")),
  q("dz-ny-someone-else-while-away", "US-NY", "housing", "I have to move abroad for a year. Can I let someone else take over my New York apartment while I'm away?", NY_RPL("226-b")),
  q("dz-ny-mold-no-heat", "US-NY", "housing", "My New York apartment has mold and no heat in January. What can I demand from the landlord?", NY_RPL("235-b")),
  q("dz-wellington-six-weeks", "NZ", "housing", "My landlord in Wellington wants six weeks' rent up front before I move in, in case I damage anything. Is that too much?", NZ_RTA("19")),
  q("dz-sydney-hold-flat", "AU-NSW", "housing", "An agent in Sydney wants money to hold an apartment for me while they check my application. Can they ask for that?", NSW_RTA("24")),
  q("dz-chicago-last-paycheck", "US-IL", "employment-pay", "I quit my job in Chicago a month ago and still haven't got my last paycheck. When should it have come?", IL_WPCA("115/5")),
  q("dz-austin-final-wages", "US-TX", "employment-pay", "I got fired from my job in Austin last week. When does my boss have to give me my final wages?", TX_LAB("61.014")),
  q("dz-sg-seven-days", "SG", "employment-hours", "My boss in Singapore makes me work seven days a week with no day off. Is that allowed?", SG_EA("36")),
  q("dz-sg-days-off-sick", "SG", "employment-leave", "How many days can I take off sick in a year at my Singapore job and still be paid?", SG_EA("89")),
  q("dz-dublin-every-sunday", "IE", "employment-hours", "I'm asked to work every Sunday at a shop in Dublin but get nothing extra for it. Should I?", IE_OWTA("14")),
  q("dz-au-days-from-home", "AU", "employment-leave", "I'm back from having my baby and want to do some days from home. Can I formally ask my employer in Australia?", FWA("65")),
  q("dz-melbourne-what-was-paid", "AU", "employment-pay", "My employer in Melbourne never gives me anything showing what I've been paid and what was taken out. Do they have to?", FWA("536")),
  q("dz-sydney-supervisor-shouts", "AU", "employment-discrimination", "My supervisor shouts at me and belittles me in front of the team every day. Is there anything the law says about this?", FWA("789FD")),
  // ground9: a member state's question where the registry holds both the national provision and the directive it
  // transposes; a lawyer there cites the national one first. Expected provisions read from the instruments' headings
  // (and numbers) before retrieval ran on them.
  q("ty-shoes-dont-suit", "FR", "consumer", "I ordered shoes from a French website and they don't suit me. Can I still send them back even though nothing is wrong with them?", C_CONSO("L221-18")),
  q("ty-coat-money-not-back", "FR", "consumer", "I sent a coat back to an online shop in France three weeks ago and still haven't had my money back. How long can they take?", C_CONSO("L221-24")),
  q("ty-lamp-back-out", "DE", "consumer", "I ordered a lamp from a German online store, it arrived, and I no longer want it. Can I back out without giving a reason?", BGB("312g", "355")),
  q("ty-dress-spanish-site", "ES", "consumer", "I bought a dress on a Spanish website and it doesn't fit. How many days do I have to return it?", ES_TRLGDCU("102", "104")),
  q("ty-phone-case-italy", "IT", "consumer", "I ordered a phone case from an Italian website and changed my mind when it arrived. Can I send it back?", IT_CONSUMO("52")),
  q("ty-headphones-dutch-webshop", "NL", "consumer", "I bought headphones from a Dutch webshop and regret it. Am I allowed to return them?", NL_BW("6:230o")),
  q("ty-sofa-poland-cancel", "PL", "consumer", "I ordered a sofa online from a shop in Poland and it's not what I imagined. Can I cancel the order after it's been delivered?", PL_CONSUMER("27")),
  q("ty-washing-machine-fourteen-months", "FR", "consumer", "The washing machine I bought in a shop in Marseille broke after fourteen months. Does the shop have to do something about it?", C_CONSO("L217-3")),
  q("ty-coffee-machine-who-proves", "DE", "consumer", "My new coffee machine from a shop in Cologne stopped working after five months and the shop says I must have broken it. Who has to prove what?", BGB("477")),
  q("ty-fridge-utrecht", "NL", "consumer", "The fridge I bought in Utrecht broke after ten months. What can I ask the shop to do?", NL_BW("7:17", "7:21")),
  q("ty-fifty-hours-france", "FR", "employment-hours", "My employer in France wants me to work 50 hours this week. Is there a limit?", C_TRAVAIL("L3121-20")),
  q("ty-galway-close-then-open", "IE", "employment-hours", "I close the bar in Galway at 2am and I'm rostered to open again at 9am the same morning. Is that allowed?", IE_OWTA("11")),
  q("ty-madrid-hours-week", "ES", "employment-hours", "How many hours a week can my boss in Madrid make me work?", ES_ET("34")),
  q("ex-old-address-website", "EU", "data-protection", "A website still shows my old home address and phone number from years ago. Can I make them take it down?", GDPR("17")),
];

/** Questions the registry should not answer: a citation for any of them is a false one. */
export const devExtensionUnrelated: UnrelatedQuestion[] = [
  { id: "zx-sourdough-fridge", jurisdiction: "GB", question: "How often should I feed my sourdough starter if I keep it in the fridge?" },
  { id: "zx-basmati-water", jurisdiction: "IN", question: "What's the right amount of water for basmati rice in a pressure cooker?" },
  { id: "zx-steak-rest", jurisdiction: "US", question: "How long should a steak rest after it comes off the grill?" },
  { id: "zx-kettle-limescale", jurisdiction: "DE", question: "How do I get limescale out of my kettle with vinegar?" },
  { id: "zx-freeze-baguette", jurisdiction: "FR", question: "Can I freeze a baguette and still have it crispy when I heat it later?" },
  { id: "zx-offside-rule", jurisdiction: "GB", question: "Can you explain the offside rule in football in simple terms?" },
  { id: "zx-cricket-lbw", jurisdiction: "IN", question: "When is a batter given out leg before wicket in cricket?" },
  { id: "zx-tennis-tiebreak", jurisdiction: "AU", question: "How does a tie-break work at six games all in a tennis set?" },
  { id: "zx-nba-foul-out", jurisdiction: "US", question: "How many personal fouls before a player has to leave an NBA game?" },
  { id: "zx-rugby-try-points", jurisdiction: "NZ", question: "How many points is a try worth in rugby union, and what about the conversion kick?" },
  { id: "zx-penalty-shootout", jurisdiction: "DE", question: "What happens in a penalty shootout if both teams score all five of their kicks?" },
  { id: "zx-chess-castling", jurisdiction: "CA", question: "When am I allowed to castle in chess, and can I do it after my king has moved?" },
  { id: "zx-sky-blue-sunset", jurisdiction: "SG", question: "Why is the sky blue during the day but red at sunset?" },
  { id: "zx-ice-floats", jurisdiction: "IE", question: "Why does ice float on water when most solids sink in their own liquid?" },
  { id: "zx-lightning-distance", jurisdiction: "US-TX", question: "How do I work out how far away a storm is from the gap between lightning and thunder?" },
  { id: "zx-metal-microwave", jurisdiction: "GB", question: "Why does a fork spark inside a microwave oven?" },
  { id: "zx-battery-cold", jurisdiction: "CA-ON", question: "Why does my phone battery run down faster in freezing weather?" },
  { id: "zx-licence-points", jurisdiction: "GB", question: "How many penalty points can I get on my driving licence before I lose it?" },
  { id: "zx-autobahn-limit", jurisdiction: "DE", question: "Is it true there's no speed limit on some German motorways?" },
  { id: "zx-salmon-fishing", jurisdiction: "IE", question: "Do I need a permit to fish for salmon on an Irish river?" },
  { id: "zx-japan-visa", jurisdiction: "US", question: "Do Americans need a visa to visit Japan for two weeks as tourists?" },
  { id: "zx-drone-beach", jurisdiction: "AU", question: "How high am I allowed to fly my drone over the beach?" },
  { id: "zx-conservatory-permission", jurisdiction: "GB", question: "Do I need permission from the council to build a small conservatory at the back of my house?" },
  { id: "zx-dubai-drinking", jurisdiction: "GB", question: "Is it legal to drink alcohol on the street in Dubai while on holiday?" },
  { id: "zx-thailand-stay", jurisdiction: "AU", question: "How many days can an Australian stay in Thailand without a visa?" },
  { id: "zx-tv-licence-netflix", jurisdiction: "GB", question: "Do I need a TV licence if I only ever watch Netflix?" },
  { id: "zx-houseplants-dark", jurisdiction: "NL", question: "Which houseplants do well in a dark north-facing room?" },
  { id: "zx-marathon-weeks", jurisdiction: "ZA", question: "How many weeks should I train for my first marathon?" },
  { id: "zx-tune-guitar", jurisdiction: "BR", question: "How do I tune a guitar by ear without a tuner?" },
  { id: "zx-moon-tides", jurisdiction: "FR", question: "How does the moon cause two high tides a day?" },
  { id: "zx-bike-gears", jurisdiction: "DE", question: "Which gear should I use to ride up a steep hill on my bike?" },
  // ground8: legal-sounding everyday questions on law the registry does not hold (jury service, firearms, road traffic,
  // immigration, elections, planning, licensing) or asked where it holds none of that area (Mexican tenancy, Kenyan
  // divorce). Written before any tuning ran on them; the expected answer of each is "no citation", checked against the
  // registry's headings and summaries, not against what retrieval returns.
  { id: "zl-jury-holiday", jurisdiction: "GB", question: "I've been called for jury service but I've already booked a holiday abroad. Can I put it off?" },
  { id: "zl-shotgun-certificate", jurisdiction: "GB", question: "Do I need a certificate from the police to keep my grandfather's shotgun at home?" },
  { id: "zl-smoking-car-kids", jurisdiction: "GB", question: "Is it against the law to smoke in the car when my kids are in the back seat?" },
  { id: "zl-cafe-music-licence", jurisdiction: "GB", question: "Do I need a licence to play Spotify in my little café for customers?" },
  { id: "zl-green-card-marriage", jurisdiction: "US", question: "After marrying an American citizen, how soon can I apply for a green card?" },
  { id: "zl-social-security-years", jurisdiction: "US", question: "How many years do I have to work before I can get Social Security retirement benefits?" },
  { id: "zl-texas-handgun-car", jurisdiction: "US-TX", question: "Do I need a permit to carry a handgun in my car in Texas?" },
  { id: "zl-phone-map-driving", jurisdiction: "US-CA", question: "Can I get a ticket for holding my phone to check a map while driving?" },
  { id: "zl-brooklyn-parking-ticket", jurisdiction: "US-NY", question: "How do I fight a parking ticket I got outside my apartment in Brooklyn?" },
  { id: "zl-winter-tyres", jurisdiction: "DE", question: "Do I have to put winter tyres on my car in Germany, and from which month?" },
  { id: "zl-cafe-wine-licence", jurisdiction: "FR", question: "What licence do I need to sell wine and beer in the small café I'm opening?" },
  { id: "zl-compulsory-voting", jurisdiction: "AU", question: "Will I be fined if I don't vote in the federal election?" },
  { id: "zl-citizenship-years", jurisdiction: "CA", question: "How many years as a permanent resident before I can apply to become a Canadian citizen?" },
  { id: "zl-chewing-gum", jurisdiction: "SG", question: "Can I bring chewing gum into Singapore in my suitcase?" },
  { id: "zl-garden-shed-planning", jurisdiction: "IE", question: "Do I need planning permission from the council to put a big shed at the end of my garden?" },
  { id: "zl-backyard-chickens", jurisdiction: "NZ", question: "Am I allowed to keep a few chickens in my back yard in the city?" },
  { id: "zl-mexico-city-deposit", jurisdiction: "MX", question: "My landlord in Mexico City won't give back my deposit after I moved out. What can I do?" },
  { id: "zl-kenya-divorce", jurisdiction: "KE", question: "How do I file for divorce from my husband in Kenya?" },
  { id: "zl-baby-passport", jurisdiction: "IN", question: "What documents do I need to get a passport for my baby in India?" },
  { id: "zl-driving-permit-spain", jurisdiction: "ES", question: "Do I need an international driving permit to rent a car in Spain with my UK licence?" },
];
