/**
 * A DEV-only set for the "nothing found" decision (ground13), written because the test half's unrelated questions still
 * cited something 3 times in 34 (8.8 %) while every dev set's had been tuned to cite almost nothing: dev no longer
 * showed how the decision fails on questions it has not seen. Everything here is DEV: tune on it; it is never part of
 * any held-out figure, whatever splitOf() would say of the ids, and `npm run eval:retrieval` prints it apart.
 *
 * Written before any retrieval ran on it and without looking at retrieval's output:
 * - Unrelated questions (expected answer: no citation) of three kinds: legal-sounding questions on law the registry does
 *   not hold (salvage, Scottish feudal tenure, Japanese and Islamic inheritance, space law, sports doping appeals,
 *   planning, heritage, water and mineral rights, the laws of war, religious law); questions asked where the registry
 *   holds only a data-protection act (Thailand, Malaysia, Hong Kong, Indonesia, Saudi Arabia …) or nothing on the matter
 *   asked; and everyday questions that use legal-looking words in another sense ("appeal my chess rating", "the statute
 *   of my car's warranty light", "draft", "file", "serve", "deposit", "lease of life", "contract"). Each topic was
 *   checked absent from the registry (instrument titles and provision headings; a word search of the data files for the
 *   topic's own terms: salvage, wreck, doping, meteorite, planning permission, listed building, feudal, riparian …).
 * - Answerable questions: each from a situation, in a non-lawyer's words, with the provision a lawyer would cite first,
 *   checked to exist in the registry under that number and heading (`lib/legal/sources/data/`).
 */
import { law, q, type EverydayQuestion, type UnrelatedQuestion } from "./everyday";

// Great Britain
const LTA_1985 = law("Landlord and Tenant Act 1985", "LTA 1985", "GB");
const CRA_2015 = law("Consumer Rights Act 2015", "CRA 2015", "GB");
const ERA_1996 = law("Employment Rights Act 1996", "ERA 1996", "GB");
const SSCBA_1992 = law("Social Security Contributions and Benefits Act 1992", "SSCBA 1992", "GB");
const HA_2004 = law("Housing Act 2004", "HA 2004", "GB");
const PFHA_1997 = law("Protection from Harassment Act 1997", "PfHA 1997", "GB");
// United States (federal)
const FLSA = law("Fair Labor Standards Act of 1938", "FLSA", "US", "29 U.S.C.");
const FMLA = law("Family and Medical Leave Act of 1993", "FMLA", "US", "29 U.S.C.");
const FDCPA = law("Fair Debt Collection Practices Act", "FDCPA", "US", "15 U.S.C.");
const FCRA = law("Fair Credit Reporting Act", "FCRA", "US", "15 U.S.C.");
const EFTA = law("Electronic Fund Transfer Act", "EFTA", "US", "15 U.S.C.");
const TILA = law("Truth in Lending Act", "TILA", "US", "15 U.S.C.");
const SCRA = law("Servicemembers Civil Relief Act", "SCRA", "US", "50 U.S.C.");
const COBRA = law("Employee Retirement Income Security Act of 1974, continuation coverage under group health plans", "COBRA", "US", "29 U.S.C.");
// United States (states)
const CA_LAB = law("California Labor Code", "Cal. Lab. Code", "US-CA");
const CA_CIV = law("California Civil Code", "Cal. Civ. Code", "US-CA");
const NY_RPL = law("New York Real Property Law", "N.Y. Real Prop. Law", "US-NY");
const TX_PROP = law("Texas Property Code", "Tex. Prop. Code", "US-TX");
const TX_FAM = law("Texas Family Code", "Tex. Fam. Code", "US-TX");
const IL_PAID_LEAVE = law("Paid Leave for All Workers Act", "820 ILCS 192", "US-IL");
const DE_LANDLORD_TENANT = law("Delaware Residential Landlord-Tenant Code", "25 Del. C.", "US-DE");
// Ireland, Australia, Canada (Ontario), Singapore, New Zealand, South Africa
const IE_OWTA = law("Organisation of Working Time Act 1997", "OWTA 1997", "IE");
const IE_RTA = law("Residential Tenancies Act 2004", "RTA 2004", "IE");
const FWA = law("Fair Work Act 2009", "FW Act", "AU");
const ACL = law("Competition and Consumer Act 2010, Schedule 2 (Australian Consumer Law)", "ACL", "AU");
const ON_RTA = law("Residential Tenancies Act, 2006", "RTA 2006 (Ontario)", "CA-ON");
const ON_ESA = law("Employment Standards Act, 2000", "ESA 2000 (Ontario)", "CA-ON");
const SG_EA = law("Employment Act 1968", "EA", "SG");
const NZ_RTA = law("Residential Tenancies Act 1986", "RTA 1986", "NZ");
const ZA_BCEA = law("Basic Conditions of Employment Act 75 of 1997", "BCEA", "ZA");
// India
const RERA = law("The Real Estate (Regulation and Development) Act, 2016", "RERA", "IN");
const WAGES_CODE = law("The Code on Wages, 2019", "Code on Wages", "IN");
const IN_CPA = law("The Consumer Protection Act, 2019", "CPA 2019", "IN");
// Germany, France, Japan
const BGB = law("Bürgerliches Gesetzbuch (German Civil Code)", "BGB", "DE");
const BURLG = law("Bundesurlaubsgesetz (Federal Leave Act)", "BUrlG", "DE");
const C_CIVIL = law("Code civil", "C. civ.", "FR");
const JP_LSA = law("Labor Standards Act (Act No. 49 of 1947)", "Labor Standards Act (Japan)", "JP");
const JP_CIVIL_CODE = law("Civil Code (Act No. 89 of 1896)", "Civil Code (Japan)", "JP");

export const nothingFoundDevQuestions: EverydayQuestion[] = [
  q("g13-boiler-three-weeks", "GB", "housing", "The boiler in my rented flat has been broken for three weeks and the landlord keeps saying he'll sort it. Whose job is it to fix it?", LTA_1985("11")),
  q("g13-washer-leaks-ten-days", "GB", "consumer", "I bought a washing machine ten days ago and it leaks every time I use it. Can I just hand it back and get my money?", CRA_2015("22", "20")),
  q("g13-nothing-in-writing", "GB", "employment-hiring", "I started a new job two months ago and my boss hasn't given me anything in writing about my hours or pay. Shouldn't he?", ERA_1996("1")),
  q("g13-payslip-one-number", "GB", "employment-pay", "My payslip just shows one number with no breakdown of what's been taken off. Am I entitled to see the details?", ERA_1996("8")),
  q("g13-toddler-short-notice", "GB", "employment-leave", "My wife's been rushed into hospital and there's nobody to look after our toddler. Can I take time off work at no notice?", ERA_1996("57A")),
  q("g13-kitchen-wonky", "GB", "consumer", "The firm that fitted my kitchen left wonky cupboards and gaps everywhere. Don't they have to do a proper job?", CRA_2015("49")),
  q("g13-off-sick-week-pay", "GB", "employment-pay", "I've been off sick for a week with flu. Does my employer have to pay me anything for it?", SSCBA_1992("151")),
  q("g13-deposit-no-scheme", "GB", "housing", "My landlord took a deposit when I moved in and never told me where it's protected. What can I do about it?", HA_2004("214")),
  q("g13-ex-messages-outside-house", "GB", "family", "My ex keeps sending me nasty messages and turning up outside my house. Is there anything that makes this against the law?", PFHA_1997("1", "2")),
  q("g13-fifty-hours-same-rate", "US", "employment-hours", "I worked 50 hours last week at the warehouse and got paid the same hourly rate for every hour. Is that right?", FLSA("207")),
  q("g13-mom-stroke-months-off", "US", "employment-leave", "My mom had a stroke and I need a couple of months off work to look after her. Can I take that without losing my job?", FMLA("2612")),
  q("g13-collector-6am-calls", "US", "consumer", "A collection agency calls me at 6 in the morning and at my work every day about an old bill. Are they allowed to?", FDCPA("1692c")),
  q("g13-credit-file-not-mine", "US", "consumer", "There's a late payment on my credit file for an account that isn't mine. How do I get it taken off?", FCRA("1681i")),
  q("g13-debit-card-drained", "US", "consumer", "Someone used my debit card and took $800 from my checking account. How much do I lose if I only report it a few days later?", EFTA("1693g")),
  q("g13-card-charge-never-arrived", "US", "consumer", "There's a charge on my credit card bill for something that never arrived. Can I make the bank take it off?", TILA("1666")),
  q("g13-deploying-lease", "US", "housing", "I'm deploying with the Army next month. Can I get out of my apartment lease early?", SCRA("3955")),
  q("g13-keep-work-insurance", "US", "employment-dismissal", "I lost my job and want to keep the health insurance I had through work for a while. Can I?", COBRA("1161")),
  q("g13-la-no-lunch", "US-CA", "employment-hours", "My boss in LA never lets me take a lunch break on my 10-hour shifts. What am I owed?", CA_LAB("226.7", "512")),
  q("g13-own-car-gas", "US-CA", "employment-pay", "I use my own car and phone to do deliveries for my boss and he won't pay me back for the gas. Can I make him?", CA_LAB("2802")),
  q("g13-landlord-walked-in", "US-CA", "housing", "My landlord in San Diego let himself into my apartment without any warning while I was out. Can he do that?", CA_CIV("1954")),
  q("g13-brooklyn-no-heat-mice", "US-NY", "housing", "My apartment in Brooklyn has no heat and mice everywhere and the landlord does nothing. Can I stop paying rent?", NY_RPL("235-b")),
  q("g13-friend-takes-over-lease", "US-NY", "housing", "I want to move out and let a friend take over my lease in Manhattan, but the landlord says no. Can he just refuse?", NY_RPL("226-b")),
  q("g13-houston-deposit-six-weeks", "US-TX", "housing", "I moved out of my apartment in Houston six weeks ago and still haven't got my deposit back. How long can they keep it?", TX_PROP("92.103")),
  q("g13-texas-house-half-mine", "US-TX", "family", "My husband and I are divorcing in Texas. Is the house we bought while married half mine?", TX_FAM("3.002", "7.001")),
  q("g13-chicago-cafe-days-off", "US-IL", "employment-leave", "I work at a café in Chicago. How much paid time off do I get a year that I can use for anything?", IL_PAID_LEAVE("15")),
  q("g13-wilmington-two-months-deposit", "US-DE", "housing", "My landlord in Wilmington wants two months' rent up front as a deposit on an unfurnished place. Is that too much?", DE_LANDLORD_TENANT("5514")),
  q("g13-cork-shop-holidays", "IE", "employment-leave", "I work in a shop in Cork. How many days of holidays should I get in a year?", IE_OWTA("19")),
  q("g13-galway-rent-text", "IE", "housing", "My landlord in Galway put the rent up by sending me a text, with no proper notice. Does that count?", IE_RTA("22")),
  q("g13-melbourne-cafe-holiday", "AU", "employment-leave", "I've worked full-time at a café in Melbourne for a year. How much paid holiday do I get?", FWA("87")),
  q("g13-laptop-four-months", "AU", "consumer", "The laptop I bought in Sydney died after four months and the shop says to take it up with the manufacturer. Don't they have to help me?", ACL("54", "259")),
  q("g13-back-from-baby-job-gone", "AU", "employment-leave", "I came back from looking after my baby for a year and my old job had been given to someone else. Don't I get it back?", FWA("84")),
  q("g13-toronto-cat-lease", "CA-ON", "housing", "My lease in Toronto says no pets, and the landlord says I have to get rid of my cat. Does he get to make me?", ON_RTA("14")),
  q("g13-ottawa-five-years-vacation", "CA-ON", "employment-leave", "I've worked for the same company in Ottawa for five years. How many weeks of vacation am I owed?", ON_ESA("33")),
  q("g13-sg-three-days-mc", "SG", "employment-leave", "I work in an office in Singapore and was sick for three days with a doctor's note. Do I still get paid for those days?", SG_EA("89")),
  q("g13-pune-flat-two-years-late", "IN", "housing", "The builder of my flat in Pune is two years late handing over the keys. Can I get my money back with interest?", RERA("18")),
  q("g13-bengaluru-paid-less-than-man", "IN", "employment-discrimination", "My company in Bengaluru pays me less than the man who does exactly the same work as me. Is that allowed?", WAGES_CODE("3")),
  q("g13-fridge-online-seller-silent", "IN", "consumer", "I bought a fridge online, it stopped working in a week and the seller won't reply. Where do I complain?", IN_CPA("35", "34")),
  q("g13-ill-on-holiday-days-back", "DE", "employment-leave", "I was ill for four days of my holiday, with a doctor's note. Do I get those days of leave back?", BURLG("9")),
  q("g13-berlin-rent-thirty-percent", "DE", "housing", "My landlord in Berlin wants to put my rent up by 30 % in one go. Is there a limit?", BGB("558")),
  q("g13-eight-years-notice", "DE", "employment-dismissal", "My employer wants to let me go after eight years. How much notice do they have to give me?", BGB("622")),
  q("g13-lyon-car-hidden-defect", "FR", "consumer", "The second-hand car I bought in Lyon turned out to have an engine problem the seller kept quiet about. What can I do?", C_CIVIL("1641")),
  q("g13-auckland-six-weeks-bond", "NZ", "housing", "My new landlord in Auckland wants a bond of six weeks' rent. Is that allowed?", NZ_RTA("19")),
  q("g13-joburg-mother-died", "ZA", "employment-leave", "I work in Johannesburg and my mother just died. Am I allowed any days off for it?", ZA_BCEA("27")),
  q("g13-tokyo-fired-same-day", "JP", "employment-dismissal", "I got fired in Tokyo with no warning, effective the same day. Aren't they supposed to give me notice?", JP_LSA("20")),
  q("g13-osaka-deposit-kept", "JP", "housing", "My landlord in Osaka won't give back the deposit I paid when I moved in, now that I've moved out. Can he keep it?", JP_CIVIL_CODE("622-2")),
];

export const nothingFoundDevUnrelated: UnrelatedQuestion[] = [
  // Legal-sounding, on law the registry does not hold.
  { id: "u13-salvage-yacht", jurisdiction: "GB", question: "I towed a yacht with a broken engine back into harbour off Cornwall. Can I claim a salvage reward from the owner?" },
  { id: "u13-scottish-feudal-superior", jurisdiction: "GB", question: "My title deeds in Scotland mention a feudal superior. Does anyone still have rights over my land as superior?" },
  { id: "u13-japan-estate-split", jurisdiction: "GB", question: "My father died in Osaka leaving a flat and savings. Under Japanese law, how is his estate split between my mother and us three children?" },
  { id: "u13-jp-renounce-debts-estate", jurisdiction: "JP", question: "How do I refuse my share of my late uncle's estate in Japan when it is mostly debts, and by when?" },
  { id: "u13-asteroid-minerals", jurisdiction: "US", question: "Can a private company legally own the minerals it mines from an asteroid?" },
  { id: "u13-meteorite-ranch", jurisdiction: "US-TX", question: "A meteorite fell on my ranch in Texas. Does it belong to me or to the government?" },
  { id: "u13-space-station-crime", jurisdiction: "US", question: "Which country's courts would try an astronaut who commits a crime on the International Space Station?" },
  { id: "u13-cas-doping-deadline", jurisdiction: "CH", question: "How long does an athlete have to appeal a doping ban to the Court of Arbitration for Sport in Lausanne?" },
  { id: "u13-whereabouts-failures", jurisdiction: "GB", question: "Can a cyclist be banned for missing three whereabouts tests even if she never failed a drug test?" },
  { id: "u13-bundestag-readings", jurisdiction: "DE", question: "How many readings does a bill need in the Bundestag before it becomes law?" },
  { id: "u13-conclave-majority", jurisdiction: "IT", question: "What majority do the cardinals need to elect a new pope in a conclave?" },
  { id: "u13-church-annulment", jurisdiction: "IT", question: "How do I get a Catholic church annulment of my marriage so that I can marry again in church?" },
  { id: "u13-islamic-daughter-share", jurisdiction: "SA", question: "Under Islamic inheritance rules, how much does a daughter inherit compared with a son?" },
  { id: "u13-antarctica-hut", jurisdiction: "NZ", question: "Could I build a private hut in Antarctica and claim the land around it?" },
  { id: "u13-diplomat-parking-tickets", jurisdiction: "US-NY", question: "Do foreign diplomats in New York have to pay their parking tickets?" },
  { id: "u13-territorial-waters", jurisdiction: "AU", question: "How far out from the coast do Australia's territorial waters reach?" },
  { id: "u13-colorado-creek-water", jurisdiction: "US-CO", question: "Can I pump water from the creek that runs through my property in Colorado to irrigate my hay field?" },
  { id: "u13-nevada-gold-claim", jurisdiction: "US-NV", question: "How do I stake a gold mining claim on federal land in Nevada?" },
  { id: "u13-beach-pebbles", jurisdiction: "GB", question: "Is it against the law to take pebbles home from a beach in Cornwall?" },
  { id: "u13-ships-bell-diving", jurisdiction: "GB", question: "I found a ship's bell while diving off Dorset. Do I have to report it to anyone?" },
  { id: "u13-lord-of-manor-mines", jurisdiction: "GB", question: "A lord of the manor has registered a claim to the mining rights under my house. Can he really dig there?" },
  { id: "u13-chancel-repair", jurisdiction: "GB", question: "Our conveyancer mentioned chancel repair liability. Could the parish church make me pay for its roof?" },
  { id: "u13-florida-notary", jurisdiction: "US-FL", question: "How do I become a notary public in Florida?" },
  { id: "u13-patent-bbq-sauce", jurisdiction: "US", question: "Can I patent my barbecue sauce recipe so that nobody else can sell it?" },
  { id: "u13-band-name-trade-mark", jurisdiction: "AU", question: "How do we register our band's name as a trade mark in Australia?" },
  { id: "u13-streaming-royalties", jurisdiction: "SE", question: "How much does a songwriter in Sweden get paid each time a song is streamed?" },
  { id: "u13-geneva-prisoner-watch", jurisdiction: "CH", question: "Under the Geneva Conventions, may a soldier take a prisoner of war's wristwatch?" },
  { id: "u13-sabbath-light-emergency", jurisdiction: "US-NY", question: "Under Jewish law, may I switch on a light on the Sabbath if it's an emergency?" },
  { id: "u13-norman-forest-law", jurisdiction: "GB", question: "What punishments did the Norman forest laws set for poaching the king's deer?" },
  { id: "u13-racing-pigeons", jurisdiction: "BE", question: "How do I register my racing pigeons with the Belgian pigeon federation before the season starts?" },
  { id: "u13-loft-dormer", jurisdiction: "GB", question: "Do I need planning permission for a loft conversion with a dormer window?" },
  { id: "u13-listed-sash-windows", jurisdiction: "GB", question: "Can I replace the sash windows in my Grade II listed cottage with double glazing?" },
  { id: "u13-register-newborn", jurisdiction: "DE", question: "Which documents do I need to register my newborn's birth at the registry office in Hamburg?" },
  { id: "u13-colorado-cannabis-carry", jurisdiction: "US-CO", question: "How much cannabis can I legally carry on me in Colorado?" },
  { id: "u13-hawaii-lava-land", jurisdiction: "US-HI", question: "Who owns the new land created when lava flows into the sea in Hawaii?" },
  { id: "u13-norway-cod-quota", jurisdiction: "NO", question: "How is the cod fishing quota shared out among Norwegian fishing boats?" },
  { id: "u13-korea-military-postpone", jurisdiction: "KR", question: "Can I postpone my military service in Korea to finish my master's degree?" },
  // Asked where the registry holds nothing on the matter (often only a data-protection act).
  { id: "u13-bangkok-holiday-work", jurisdiction: "TH", question: "My employer in Bangkok makes me work on public holidays without any extra pay. Is that allowed?" },
  { id: "u13-kl-resign-notice", jurisdiction: "MY", question: "How much notice do I have to give to resign from my job in Kuala Lumpur?" },
  { id: "u13-hk-deposit-back", jurisdiction: "HK", question: "My landlord in Hong Kong won't return my two months' deposit. What can I do?" },
  { id: "u13-indonesia-maternity", jurisdiction: "ID", question: "How many months of maternity leave do women get in Indonesia?" },
  { id: "u13-riyadh-overtime", jurisdiction: "SA", question: "What overtime rate am I owed for extra hours working in Riyadh?" },
  { id: "u13-nairobi-phone-refund", jurisdiction: "KE", question: "The phone I bought in Nairobi stopped working after a week. Can I get a refund?" },
  { id: "u13-lagos-locks-changed", jurisdiction: "NG", question: "My landlord in Lagos changed the locks while I was away. Can he evict me like that?" },
  { id: "u13-chile-divorce-separation", jurisdiction: "CL", question: "How long do we have to be separated before we can get divorced in Chile?" },
  { id: "u13-philippines-annulment", jurisdiction: "PH", question: "How do I get my marriage annulled in the Philippines?" },
  { id: "u13-egypt-house-widow", jurisdiction: "EG", question: "How is a house divided between the widow and the children when the husband dies in Egypt?" },
  { id: "u13-buenos-aires-rent-rise", jurisdiction: "AR", question: "How often can my landlord in Buenos Aires put the rent up?" },
  // Everyday questions with legal-looking words in another sense.
  { id: "u13-chess-rating-appeal", jurisdiction: "US", question: "How do I appeal my chess rating after the tournament director recorded my win as a loss?" },
  { id: "u13-warranty-light-statute", jurisdiction: "US", question: "What is the statute of my car's warranty light? It came on after an oil change." },
  { id: "u13-cricket-helmet-penalty", jurisdiction: "GB", question: "Under the laws of cricket, what's the penalty if the ball hits a fielder's helmet lying on the ground?" },
  { id: "u13-offside-appeal", jurisdiction: "ES", question: "Can a football club appeal a goal disallowed for offside after the match is over?" },
  { id: "u13-rugby-sin-bin", jurisdiction: "NZ", question: "How long does a rugby player have to sit in the sin bin after a yellow card?" },
  { id: "u13-f1-penalty-points", jurisdiction: "GB", question: "How many penalty points does a Formula 1 driver get for exceeding track limits, and when is he banned?" },
  { id: "u13-fantasy-draft", jurisdiction: "US", question: "What's the best strategy for the first round of my office fantasy football draft?" },
  { id: "u13-file-nails", jurisdiction: "CA", question: "How should I file my nails so they don't split and peel?" },
  { id: "u13-haiku-sentence", jurisdiction: "JP", question: "How many syllables go in each line of a haiku, and can it be a single sentence?" },
  { id: "u13-gold-deposit", jurisdiction: "ZA", question: "Where is the largest gold deposit in South Africa?" },
  { id: "u13-cat-appeal-guests", jurisdiction: "FR", question: "How can I make my cat more appealing to guests instead of hiding under the bed?" },
  { id: "u13-volleyball-serve", jurisdiction: "BR", question: "How do I serve a volleyball overhand without hitting the net?" },
  { id: "u13-college-credits", jurisdiction: "US-TX", question: "How many credits do I need to graduate from a community college in Texas?" },
  { id: "u13-bundestag-party-seats", jurisdiction: "DE", question: "Which party won the most seats at the last Bundestag election?" },
  { id: "u13-cricket-bails", jurisdiction: "GB", question: "Why do the bails sometimes stay on even when the ball clips the stumps?" },
  { id: "u13-council-tennis-court", jurisdiction: "AU", question: "How do I book a tennis court at my local council park?" },
  { id: "u13-minecraft-claim-land", jurisdiction: "US", question: "How do I claim land on a Minecraft server so other players can't wreck my house?" },
  { id: "u13-jury-rigged", jurisdiction: "GB", question: "What does 'jury-rigged' mean and where does the phrase come from?" },
  { id: "u13-will-cake-rise", jurisdiction: "IE", question: "Will a sponge cake still rise if I use plain flour instead of self-raising?" },
  { id: "u13-dog-lease-of-life", jurisdiction: "US-CA", question: "What foods can give an old dog a new lease of life?" },
  { id: "u13-calf-muscles-contract", jurisdiction: "AU", question: "Why do my calf muscles contract and cramp at night?" },
  { id: "u13-bill-of-rights-draft", jurisdiction: "US", question: "Which founding father wrote the first draft of the Bill of Rights?" },
];
