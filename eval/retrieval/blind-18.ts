/**
 * Blind set 18: a one-time measurement of offline retrieval on everyday questions, written by an examiner who did not
 * read the retrieval code (lib/legal/retrieval/), its vocabulary, thesaurus or situation files, any earlier
 * evaluation question, or the registry's summaries, situations and provision texts. The coordinator runs it once, as
 * a whole, on the final code:
 *
 *     npm run eval:retrieval -- --set blind-18
 *
 * which prints only the section "Blind set 18 (written without the code; run once)": pooled counts, then counts per
 * half, per area and per jurisdiction, never a question, a miss or a citation one by one. A plain
 * `npm run eval:retrieval` does not run it.
 *
 * How it was written (blind18r, 2026-11-29), following blind set 17's method, before any retrieval, chat or
 * evaluation ran on it:
 * - The registry was known only from a listing of `source_id | jurisdiction | article | heading` for every provision
 *   (with each instrument's title and short names), printed from `builtInRegistry()`. No summary, situation or
 *   provision text was printed, so no wording here is shaped by the registry's own.
 * - Answerable questions (120, 27 jurisdictions, nine areas): each from a situation, in a non-lawyer's English and
 *   without statute terms or Act names; the phrasing varies (lower case and missing apostrophes, long and short).
 *   Provisions added to the registry recently are asked about (Irish tenancies, unfair dismissal, sick leave and
 *   redundancy; Ontario notice and severance; New South Wales rent increases and bonds). `expected` lists first the
 *   provision a lawyer would cite first, then acceptable alternatives; the scoring counts any of them. Each law()
 *   below is the instrument's registry title verbatim with its first short name (generated from the registry,
 *   source_id in the comment after it), and every (source_id, article) pair was checked to be a line of the listing;
 *   blind-18.test.ts re-checks that each one resolves.
 * - Not reusing earlier questions: once written, every question was compared by word overlap (Jaccard over words of
 *   four letters or more) with every string of 30+ characters in the other eval/retrieval/*.ts files; 21 that came
 *   out close to an earlier question were rewritten as different situations (same provisions where the law stayed
 *   the same); none is above 0.5 now (three at 0.5 share only rent-rise wording with questions from elsewhere). That check, and reading blind-17.ts's header and its
 *   unrelated list while learning the file layout, are the only times earlier questions were seen.
 * - EU law asked from a member state (DE, ES, IT, IE, FR) names the EU instrument (its jurisdiction "EU"); those
 *   questions carry ids `b18-eu-<nn>` and the member state as their jurisdiction. A French online-withdrawal question
 *   names the Code de la consommation first and the Consumer Rights Directive article it transposes as an alternative.
 * - Unrelated questions (24; the right answer cites nothing): cooking and home, sport, travel, tech support and
 *   trivia, and seven that sound legal (a gift for one's lawyer, judges' gavels, a judge costume, trial podcasts,
 *   choosing school subjects for law, celebrating a new lease, a best-man speech for a judge) but that no provision
 *   answers; spread over 21 jurisdictions.
 * - Left out rather than guessed: India's DPDP Act rights (duties not yet in force in late 2026) and Indian income
 *   tax (the Income-tax Act, 2025 replaced the 1961 Act from April 2026 and its section numbers were not checked);
 *   Canadian income tax (the listing holds only the Income Tax Act's charging sections) and PIPEDA access requests
 *   (the listing did not settle whether a section or a Schedule 1 principle is cited first); Ontario rent deposits
 *   and Florida repairs (the listing did not settle which section comes first); provisions whose heading the listing
 *   marks "[Heading not verified]" (South Africa's Rental Housing Act s. 5, the Roaming Regulation).
 *
 * Split (fixed, stated here, never changed): the everyday set's rule, `splitOf(id)` in everyday.ts — the first byte
 * of sha256(id) even → dev, odd → held-out. The set is meant to be run once as a whole; the halves are reported
 * apart only so that a later tuning round could use the dev half and keep the held-out half clean.
 *
 * Ids: `b18-<jurisdiction>-<nn>` for answerable questions (jurisdiction without its hyphen: usca, usny, caon, aunsw),
 * `b18-eu-<nn>` for EU law asked from a member state, `b18-un-<nn>` for unrelated ones.
 */
import { law, q, splitOf, type EverydayQuestion, type Half, type UnrelatedQuestion } from "./everyday";

/** The fixed split of this set: the everyday rule (sha256 of the id). */
export function blind18HalfOf(id: string): Half {
  return splitOf(id);
}

const AU_AUSTRALIAN_CONSUMER_LAW = law("Competition and Consumer Act 2010 (Cth), Schedule 2 — The Australian Consumer Law", "Australian Consumer Law", "AU"); // au-australian-consumer-law
const AU_CORPORATIONS_ACT_2001 = law("Corporations Act 2001 (Cth) (No. 50, 2001)", "Corporations Act 2001", "AU"); // au-corporations-act-2001
const AU_FAIR_WORK_ACT_2009 = law("Fair Work Act 2009 (Cth) (No. 28, 2009)", "Fair Work Act 2009", "AU"); // au-fair-work-act-2009
const AU_FAMILY_LAW_ACT_1975 = law("Family Law Act 1975 (Cth) (No. 53, 1975)", "Family Law Act 1975", "AU"); // au-family-law-act-1975
const AU_ITAA_1997 = law("Income Tax Assessment Act 1997 (Cth) (No. 38, 1997)", "Income Tax Assessment Act 1997", "AU"); // au-itaa-1997
const AU_NSW_RESIDENTIAL_TENANCIES_ACT_2010 = law("Residential Tenancies Act 2010 (NSW) (No 42)", "Residential Tenancies Act 2010 (NSW)", "AU-NSW"); // au-nsw-residential-tenancies-act-2010
const BR_CLT = law("Decreto-Lei nº 5.452, de 1º de maio de 1943 – Consolidação das Leis do Trabalho", "CLT", "BR"); // br-clt
const BR_CODIGO_DE_DEFESA_DO_CONSUMIDOR = law("Lei nº 8.078, de 11 de setembro de 1990 – Código de Defesa do Consumidor", "Código de Defesa do Consumidor", "BR"); // br-codigo-de-defesa-do-consumidor
const CA_CBCA = law("Canada Business Corporations Act", "CBCA", "CA"); // ca-cbca
const CA_CHARTER_OF_RIGHTS_AND_FREEDOMS = law("Canadian Charter of Rights and Freedoms (Part I of the Constitution Act, 1982)", "Canadian Charter of Rights and Freedoms", "CA"); // ca-charter-of-rights-and-freedoms
const CA_DIVORCE_ACT = law("Divorce Act", "Divorce Act", "CA"); // ca-divorce-act
const CA_ON_EMPLOYMENT_STANDARDS_ACT_2000 = law("Employment Standards Act, 2000, S.O. 2000, c. 41", "Employment Standards Act, 2000", "CA-ON"); // ca-on-employment-standards-act-2000
const CA_ON_RESIDENTIAL_TENANCIES_ACT_2006 = law("Residential Tenancies Act, 2006, S.O. 2006, c. 17", "Residential Tenancies Act, 2006", "CA-ON"); // ca-on-residential-tenancies-act-2006
const CH_OBLIGATIONENRECHT = law("Bundesgesetz betreffend die Ergänzung des Schweizerischen Zivilgesetzbuches (Fünfter Teil: Obligationenrecht) (SR 220)", "Obligationenrecht", "CH"); // ch-obligationenrecht
const CN_CIVIL_CODE = law("中华人民共和国民法典", "Civil Code of the People's Republic of China", "CN"); // cn-civil-code
const CN_CONSUMER_RIGHTS_PROTECTION_LAW = law("中华人民共和国消费者权益保护法", "Law of the People's Republic of China on the Protection of Consumer Rights and Interests", "CN"); // cn-consumer-rights-protection-law
const CN_LABOR_CONTRACT_LAW = law("中华人民共和国劳动合同法", "Labor Contract Law of the People's Republic of China", "CN"); // cn-labor-contract-law
const CN_PIPL = law("Personal Information Protection Law of the People's Republic of China", "PIPL", "CN"); // cn-pipl
const DE_BGB = law("German Civil Code (Bürgerliches Gesetzbuch – BGB)", "BGB", "DE"); // de-bgb
const DE_EFZG = law("Gesetz über die Zahlung des Arbeitsentgelts an Feiertagen und im Krankheitsfall (Entgeltfortzahlungsgesetz – EFZG)", "EFZG", "DE"); // de-efzg
const DE_ESTG = law("Einkommensteuergesetz (EStG)", "EStG", "DE"); // de-estg
const DE_GMBHG = law("Gesetz betreffend die Gesellschaften mit beschränkter Haftung (GmbHG)", "GmbHG", "DE"); // de-gmbhg
const DE_KSCHG = law("Kündigungsschutzgesetz (KSchG)", "KSchG", "DE"); // de-kschg
const DE_STPO = law("Strafprozeßordnung (StPO)", "StPO", "DE"); // de-stpo
const ES_CODIGO_CIVIL = law("Real Decreto de 24 de julio de 1889 por el que se publica el Código Civil", "Código Civil", "ES"); // es-codigo-civil
const ES_ESTATUTO_DE_LOS_TRABAJADORES = law("Real Decreto Legislativo 2/2015, de 23 de octubre, por el que se aprueba el texto refundido de la Ley del Estatuto de los Trabajadores", "Estatuto de los Trabajadores", "ES"); // es-estatuto-de-los-trabajadores
const ES_LEY_DE_ARRENDAMIENTOS_URBANOS = law("Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos", "Ley de Arrendamientos Urbanos", "ES"); // es-ley-de-arrendamientos-urbanos
const EU_AIR_PASSENGER_RIGHTS_REGULATION = law("Regulation (EC) No 261/2004 of the European Parliament and of the Council of 11 February 2004 establishing common rules on compensation and assistance to passengers in the event of denied boarding and of cancellation or long delay of flights, and repealing Regulation (EEC) No 295/91", "Air Passenger Rights Regulation", "EU"); // eu-air-passenger-rights-regulation
const EU_CONSUMER_RIGHTS_DIRECTIVE = law("Directive 2011/83/EU of the European Parliament and of the Council of 25 October 2011 on consumer rights", "Consumer Rights Directive", "EU"); // eu-consumer-rights-directive
const EU_GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data, and repealing Directive 95/46/EC (General Data Protection Regulation)", "GDPR", "EU"); // eu-gdpr
const EU_PACKAGE_TRAVEL_DIRECTIVE = law("Directive (EU) 2015/2302 of the European Parliament and of the Council of 25 November 2015 on package travel and linked travel arrangements, amending Regulation (EC) No 2006/2004 and Directive 2011/83/EU of the European Parliament and of the Council and repealing Council Directive 90/314/EEC", "Package Travel Directive", "EU"); // eu-package-travel-directive
const FR_CODE_CIVIL = law("Code civil", "Code civil", "FR"); // fr-code-civil
const FR_CODE_DE_LA_CONSOMMATION = law("Code de la consommation", "Code de la consommation", "FR"); // fr-code-de-la-consommation
const FR_CODE_DE_PROCEDURE_PENALE = law("Code de procédure pénale", "Code de procédure pénale", "FR"); // fr-code-de-procedure-penale
const FR_CODE_DU_TRAVAIL = law("Code du travail", "Code du travail", "FR"); // fr-code-du-travail
const FR_CODE_GENERAL_DES_IMPOTS = law("Code général des impôts", "Code général des impôts", "FR"); // fr-code-general-des-impots
const FR_LOI_1989_462 = law("Loi n° 89-462 du 6 juillet 1989 tendant à améliorer les rapports locatifs et portant modification de la loi n° 86-1290 du 23 décembre 1986", "Loi n° 89-462 du 6 juillet 1989", "FR"); // fr-loi-1989-462
const IE_COMPANIES_ACT_2014 = law("Companies Act 2014 (No. 38 of 2014)", "Companies Act 2014", "IE"); // ie-companies-act-2014
const IE_CONSUMER_RIGHTS_ACT_2022 = law("Consumer Rights Act 2022 (No. 37 of 2022)", "Consumer Rights Act 2022", "IE"); // ie-consumer-rights-act-2022
const IE_CRIMINAL_JUSTICE_ACT_1984 = law("Criminal Justice Act 1984 (No. 22 of 1984)", "Criminal Justice Act 1984", "IE"); // ie-criminal-justice-act-1984
const IE_FAMILY_LAW_DIVORCE_ACT_1996 = law("Family Law (Divorce) Act 1996 (No. 33 of 1996)", "Family Law (Divorce) Act 1996", "IE"); // ie-family-law-divorce-act-1996
const IE_REDUNDANCY_PAYMENTS_ACT_1967 = law("Redundancy Payments Act 1967 (No. 21 of 1967)", "Redundancy Payments Act 1967", "IE"); // ie-redundancy-payments-act-1967
const IE_RESIDENTIAL_TENANCIES_ACT_2004 = law("Residential Tenancies Act 2004 (No. 27 of 2004)", "Residential Tenancies Act 2004", "IE"); // ie-residential-tenancies-act-2004
const IE_SICK_LEAVE_ACT_2022 = law("Sick Leave Act 2022 (No. 24 of 2022)", "Sick Leave Act 2022", "IE"); // ie-sick-leave-act-2022
const IE_TAXES_CONSOLIDATION_ACT_1997 = law("Taxes Consolidation Act 1997 (No. 39 of 1997)", "Taxes Consolidation Act 1997", "IE"); // ie-taxes-consolidation-act-1997
const IE_UNFAIR_DISMISSALS_ACT_1977 = law("Unfair Dismissals Act 1977 (No. 10 of 1977)", "Unfair Dismissals Act 1977", "IE"); // ie-unfair-dismissals-act-1977
const IN_BNSS_2023 = law("The Bharatiya Nagarik Suraksha Sanhita, 2023", "BNSS", "IN"); // in-bnss-2023
const IN_COMPANIES_ACT_2013 = law("The Companies Act, 2013", "Companies Act", "IN"); // in-companies-act-2013
const IN_CONTRACT_ACT_1872 = law("The Indian Contract Act, 1872", "Indian Contract Act", "IN"); // in-contract-act-1872
const IN_HINDU_MARRIAGE_ACT_1955 = law("The Hindu Marriage Act, 1955", "Hindu Marriage Act", "IN"); // in-hindu-marriage-act-1955
const IN_RERA_2016 = law("The Real Estate (Regulation and Development) Act, 2016", "RERA", "IN"); // in-rera-2016
const IT_CODICE_CIVILE = law("Codice civile (Regio Decreto 16 marzo 1942, n. 262)", "Codice civile", "IT"); // it-codice-civile
const IT_STATUTO_DEI_LAVORATORI = law("Legge 20 maggio 1970, n. 300 – Norme sulla tutela della libertà e dignità dei lavoratori, della libertà sindacale e dell'attività sindacale nei luoghi di lavoro e norme sul collocamento", "Statuto dei lavoratori", "IT"); // it-statuto-dei-lavoratori
const JP_ACT_ON_LAND_AND_BUILDING_LEASES = law("借地借家法（平成三年法律第九十号）", "Act on Land and Building Leases", "JP"); // jp-act-on-land-and-building-leases
const JP_ACT_ON_SPECIFIED_COMMERCIAL_TRANSACTIONS = law("特定商取引に関する法律（昭和五十一年法律第五十七号）", "Act on Specified Commercial Transactions", "JP"); // jp-act-on-specified-commercial-transactions
const JP_LABOR_CONTRACT_ACT = law("労働契約法（平成十九年法律第百二十八号）", "Labor Contract Act", "JP"); // jp-labor-contract-act
const JP_LABOR_STANDARDS_ACT = law("労働基準法（昭和二十二年法律第四十九号）", "Labor Standards Act", "JP"); // jp-labor-standards-act
const KR_HOUSING_LEASE_PROTECTION_ACT = law("주택임대차보호법", "Housing Lease Protection Act", "KR"); // kr-housing-lease-protection-act
const KR_LABOR_STANDARDS_ACT = law("근로기준법", "Labor Standards Act (Korea)", "KR"); // kr-labor-standards-act
const NL_BURGERLIJK_WETBOEK = law("Burgerlijk Wetboek", "Burgerlijk Wetboek", "NL"); // nl-burgerlijk-wetboek
const NZ_COMPANIES_ACT = law("Companies Act 1993", "Companies Act 1993", "NZ"); // nz-companies-act
const NZ_CONSUMER_GUARANTEES_ACT = law("Consumer Guarantees Act 1993", "Consumer Guarantees Act 1993", "NZ"); // nz-consumer-guarantees-act
const NZ_EMPLOYMENT_RELATIONS_ACT = law("Employment Relations Act 2000", "Employment Relations Act 2000", "NZ"); // nz-employment-relations-act
const PL_KODEKS_PRACY = law("Ustawa z dnia 26 czerwca 1974 r. – Kodeks pracy", "Kodeks pracy", "PL"); // pl-kodeks-pracy
const PL_KODEKS_RODZINNY_I_OPIEKUNCZY = law("Ustawa z dnia 25 lutego 1964 r. – Kodeks rodzinny i opiekuńczy", "Kodeks rodzinny i opiekuńczy", "PL"); // pl-kodeks-rodzinny-i-opiekunczy
const SG_CONSUMER_PROTECTION_FAIR_TRADING_ACT_2003 = law("Consumer Protection (Fair Trading) Act 2003 (2020 Revised Edition)", "Consumer Protection (Fair Trading) Act 2003", "SG"); // sg-consumer-protection-fair-trading-act-2003
const SG_CRIMINAL_PROCEDURE_CODE_2010 = law("Criminal Procedure Code 2010", "Criminal Procedure Code 2010", "SG"); // sg-criminal-procedure-code-2010
const SG_EMPLOYMENT_ACT_1968 = law("Employment Act 1968 (2020 Revised Edition)", "Employment Act 1968", "SG"); // sg-employment-act-1968
const SG_PDPA_2012 = law("Personal Data Protection Act 2012", "PDPA", "SG"); // sg-pdpa-2012
const UK_CHILDREN_ACT_1989 = law("Children Act 1989 (1989 c. 41)", "Children Act 1989", "GB"); // uk-children-act-1989
const UK_COMPANIES_ACT_2006 = law("Companies Act 2006 (2006 c. 46)", "Companies Act 2006", "GB"); // uk-companies-act-2006
const UK_CONSUMER_CONTRACTS_REGULATIONS_2013 = law("The Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 (SI 2013/3134)", "Consumer Contracts Regulations 2013", "GB"); // uk-consumer-contracts-regulations-2013
const UK_CONSUMER_RIGHTS_ACT_2015 = law("Consumer Rights Act 2015 (2015 c. 15)", "Consumer Rights Act 2015", "GB"); // uk-consumer-rights-act-2015
const UK_EMPLOYMENT_RIGHTS_ACT_1996 = law("Employment Rights Act 1996 (1996 c. 18)", "Employment Rights Act 1996", "GB"); // uk-employment-rights-act-1996
const UK_GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data (United Kingdom General Data Protection Regulation)", "UK GDPR", "GB"); // uk-gdpr
const UK_HOUSING_ACT_2004 = law("Housing Act 2004 (2004 c. 34)", "Housing Act 2004", "GB"); // uk-housing-act-2004
const UK_ITEPA_2003 = law("Income Tax (Earnings and Pensions) Act 2003 (2003 c. 1)", "Income Tax (Earnings and Pensions) Act 2003", "GB"); // uk-itepa-2003
const UK_LIMITATION_ACT_1980 = law("Limitation Act 1980 (1980 c. 58)", "Limitation Act 1980", "GB"); // uk-limitation-act-1980
const UK_PACE_1984 = law("Police and Criminal Evidence Act 1984 (1984 c. 60)", "Police and Criminal Evidence Act 1984", "GB"); // uk-pace-1984
const UK_PROTECTION_FROM_EVICTION_ACT_1977 = law("Protection from Eviction Act 1977 (1977 c. 43)", "Protection from Eviction Act 1977", "GB"); // uk-protection-from-eviction-act-1977
const UK_WORKING_TIME_REGULATIONS_1998 = law("The Working Time Regulations 1998 (S.I. 1998/1833)", "Working Time Regulations 1998", "GB"); // uk-working-time-regulations-1998
const US_CA_CCPA = law("California Consumer Privacy Act of 2018 (as amended by the California Privacy Rights Act of 2020)", "CCPA", "US-CA"); // us-ca-ccpa
const US_CA_CIVIL_CODE = law("California Civil Code", "California Civil Code", "US-CA"); // us-ca-civil-code
const US_CA_FAMILY_CODE = law("California Family Code", "California Family Code", "US-CA"); // us-ca-family-code
const US_CA_LABOR_CODE = law("California Labor Code", "Labor Code", "US-CA"); // us-ca-labor-code
const US_CA_PENAL_CODE = law("California Penal Code", "California Penal Code", "US-CA"); // us-ca-penal-code
const US_DE_DGCL = law("General Corporation Law of the State of Delaware (Delaware Code, Title 8, Chapter 1)", "DGCL", "US-DE"); // us-de-dgcl
const US_FAA = law("Federal Arbitration Act", "Federal Arbitration Act", "US"); // us-faa
const US_FDCPA = law("Fair Debt Collection Practices Act", "FDCPA", "US"); // us-fdcpa
const US_FERPA = law("Family Educational Rights and Privacy Act of 1974 (FERPA)", "FERPA", "US"); // us-ferpa
const US_FLSA = law("Fair Labor Standards Act of 1938", "FLSA", "US"); // us-flsa
const US_FMLA = law("Family and Medical Leave Act of 1993", "FMLA", "US"); // us-fmla
const US_IL_BIPA = law("Biometric Information Privacy Act (740 ILCS 14)", "BIPA", "US-IL"); // us-il-bipa
const US_IL_SECURITY_DEPOSIT_RETURN_ACT = law("Security Deposit Return Act (765 ILCS 710)", "Security Deposit Return Act", "US-IL"); // us-il-security-deposit-return-act
const US_INTERNAL_REVENUE_CODE = law("Internal Revenue Code of 1986", "Internal Revenue Code", "US"); // us-internal-revenue-code
const US_NY_CRIMINAL_PROCEDURE_LAW = law("New York Criminal Procedure Law", "New York Criminal Procedure Law", "US-NY"); // us-ny-criminal-procedure-law
const US_NY_DOMESTIC_RELATIONS_LAW = law("New York Domestic Relations Law", "New York Domestic Relations Law", "US-NY"); // us-ny-domestic-relations-law
const US_NY_REAL_PROPERTY_LAW = law("New York Real Property Law, Article 7 (Landlord and Tenant)", "New York Real Property Law", "US-NY"); // us-ny-real-property-law
const US_TILA = law("Truth in Lending Act", "TILA", "US"); // us-tila
const US_TITLE_18 = law("Title 18, United States Code (Crimes and Criminal Procedure)", "Title 18", "US"); // us-title-18
const US_TX_FAMILY_CODE = law("Texas Family Code", "Texas Family Code", "US-TX"); // us-tx-family-code
const US_TX_LABOR_CODE_CH_61 = law("Texas Labor Code, Chapter 61 (Payment of Wages)", "Texas Payday Law", "US-TX"); // us-tx-labor-code-ch-61
const US_TX_PROPERTY_CODE_CH_92 = law("Texas Property Code, Chapter 92 (Residential Tenancies)", "Texas Property Code chapter 92", "US-TX"); // us-tx-property-code-ch-92
const ZA_CONSUMER_PROTECTION_ACT = law("Consumer Protection Act 68 of 2008", "Consumer Protection Act (South Africa)", "ZA"); // za-consumer-protection-act
const ZA_LRA = law("Labour Relations Act 66 of 1995", "Labour Relations Act", "ZA"); // za-lra
const ZA_POPIA = law("Protection of Personal Information Act 4 of 2013", "POPIA", "ZA"); // za-popia

// ── Unrelated questions: the right answer cites nothing ─────────────────────────────────────────────────────────
export const blind18Unrelated: UnrelatedQuestion[] = [
  // Cooking and home
  { id: "b18-un-01", jurisdiction: "FR", question: "How long should I rest a croissant dough between folds, and does the fridge temperature matter?" },
  { id: "b18-un-02", jurisdiction: "US-TX", question: "What wood gives the best smoke for a brisket, oak or hickory?" },
  { id: "b18-un-03", jurisdiction: "IE", question: "Why did my banana bread sink in the middle after I took it out of the oven?" },
  { id: "b18-un-04", jurisdiction: "SE", question: "How do I stop condensation forming on the inside of my bedroom windows in winter?" },
  // Sport and hobbies
  { id: "b18-un-05", jurisdiction: "AU", question: "What's the difference between a googly and a leg break, and how do I bowl one?" },
  { id: "b18-un-06", jurisdiction: "CA", question: "What size hockey stick should a 9-year-old use?" },
  { id: "b18-un-07", jurisdiction: "JP", question: "Which is easier for a beginner to learn, Go or shogi?" },
  { id: "b18-un-08", jurisdiction: "NL", question: "What gear ratio should I use on a single-speed bike for flat city riding?" },
  // Travel
  { id: "b18-un-09", jurisdiction: "IT", question: "Is it worth hiring a car on the Amalfi coast or is the bus enough?" },
  { id: "b18-un-10", jurisdiction: "NZ", question: "Can you do the Tongariro crossing in one day if you're not very fit?" },
  { id: "b18-un-11", jurisdiction: "IN", question: "What's the best time of day to see the Taj Mahal without the crowds?" },
  // Tech support
  { id: "b18-un-12", jurisdiction: "DE", question: "My printer says it's offline but it's on the same wifi as the laptop. What do I try first?" },
  { id: "b18-un-13", jurisdiction: "US", question: "how do i move all my photos from an android phone to a new iphone without losing the dates" },
  { id: "b18-un-14", jurisdiction: "SG", question: "Why does my laptop fan run at full speed even when I'm only browsing?" },
  // Trivia
  { id: "b18-un-15", jurisdiction: "GB", question: "Why does the Thames look brown in London? Is it dirty?" },
  { id: "b18-un-16", jurisdiction: "BR", question: "How many species of piranha are actually dangerous to people?" },
  { id: "b18-un-17", jurisdiction: "KR", question: "Why do Koreans count age differently, or did they stop doing that?" },
  // Legal-sounding, but nothing in law answers them
  { id: "b18-un-18", jurisdiction: "US-NY", question: "What's a good gift for my lawyer after she won my case? Is a bottle of wine too boring?" },
  { id: "b18-un-19", jurisdiction: "GB", question: "Why do judges in England bang a gavel on TV when I read they don't actually use one?" },
  { id: "b18-un-20", jurisdiction: "DE", question: "I want to dress up as a judge for a costume party. How do I make the robe look real?" },
  { id: "b18-un-21", jurisdiction: "US-CA", question: "Which is the better podcast about famous trials, and is there one about the OJ Simpson case?" },
  { id: "b18-un-22", jurisdiction: "IE", question: "My daughter wants to study law at university. What subjects should she pick in school?" },
  { id: "b18-un-23", jurisdiction: "AU-NSW", question: "We signed the lease on our new place today! What's a nice way to celebrate with the kids on the first night?" },
  { id: "b18-un-24", jurisdiction: "ZA", question: "Any tips for staying calm when I give my speech as best man at my friend's wedding? The groom is a judge." },
];

// ── Answerable questions ───────────────────────────────────────────────────────────────────────────────────────
export const blind18Questions: EverydayQuestion[] = [
  // United Kingdom (England and Wales)
  q("b18-gb-01", "GB", "employment-dismissal", "I'd been at the warehouse 14 months and they let me go by text message, no reason given. Can I challenge that?", UK_EMPLOYMENT_RIGHTS_ACT_1996("94", "98", "108")),
  q("b18-gb-02", "GB", "employment-pay", "manager took £120 out of my wages for a till being short, it wasnt even my shift and theres nothing in my contract about it", UK_EMPLOYMENT_RIGHTS_ACT_1996("13", "23")),
  q("b18-gb-04", "GB", "employment-hours", "At the care home I'm doing 52 hours or more every single week. I never signed anything saying I agreed to that. Is it even legal?", UK_WORKING_TIME_REGULATIONS_1998("4")),
  q("b18-gb-06", "GB", "housing", "Just found out my landlord in Leeds never put my deposit into any of those protection schemes. I've been here a year. What can I do?", UK_HOUSING_ACT_2004("213", "214")),
  q("b18-gb-07", "GB", "housing", "Came home from work and the landlord had changed the locks. All my stuff is still inside the flat. Is he allowed to do this?", UK_PROTECTION_FROM_EVICTION_ACT_1977("1", "3")),
  q("b18-gb-09", "GB", "consumer", "Bought a washing machine a fortnight ago and it leaks all over the kitchen floor. The shop will only send someone to repair it but I want my money back.", UK_CONSUMER_RIGHTS_ACT_2015("20", "22", "9", "19")),
  q("b18-gb-10", "GB", "consumer", "I ordered a coat online, it arrived yesterday and I just don't like it. Can I still send it back for a refund?", UK_CONSUMER_CONTRACTS_REGULATIONS_2013("29", "30")),
  q("b18-gb-11", "GB", "contract", "A shop I supplied with handmade candles back in 2018 never paid the last invoice. I'd like to chase it through the courts now — can I?", UK_LIMITATION_ACT_1980("5")),
  q("b18-gb-13", "GB", "company", "I own 40% of our little company and the other two have started paying themselves big bonuses and leaving me out of every decision.", UK_COMPANIES_ACT_2006("994")),
  q("b18-gb-14", "GB", "company", "One of the directors in our firm has quietly set up a rival business and is taking our clients. What duty has he broken?", UK_COMPANIES_ACT_2006("175")),
  q("b18-gb-16", "GB", "data-protection", "My old employer won't send me copies of the emails and notes they kept about me. I asked a month ago.", UK_GDPR("15", "12")),
  q("b18-gb-17", "GB", "criminal-procedure", "My son's been arrested in Manchester and the police told him he can't speak to a solicitor yet. Can they do that?", UK_PACE_1984("58")),
  q("b18-gb-18", "GB", "criminal-procedure", "my brother has been sat in a police cell for 30 hours now and they still havent charged him with anything, how long can they keep him", UK_PACE_1984("41", "42")),
  q("b18-gb-19", "GB", "family", "My ex won't let me see our two kids since we split. How do I get a court to sort out when I see them?", UK_CHILDREN_ACT_1989("8", "1")),
  q("b18-gb-20", "GB", "tax", "I got a £50,000 payout when they made me redundant. Do I pay income tax on all of it?", UK_ITEPA_2003("401", "403")),
  q("b18-gb-21", "GB", "tax", "I have to buy my own tools for my job as a mechanic. Can I claim anything back against my tax?", UK_ITEPA_2003("336")),

  // United States (federal)
  q("b18-us-01", "US", "employment-pay", "Our nursing home pays the aides a flat hourly rate even when we do 12-hour shifts five days running. Nobody gets time and a half. Is that ok?", US_FLSA("207")),
  q("b18-us-02", "US", "employment-leave", "My dad is having cancer surgery and I need about six weeks off to look after him. The company has about 200 people. Can they fire me for taking the time?", US_FMLA("2612", "2615", "2614")),
  q("b18-us-04", "US", "consumer", "Somebody used my credit card for $900 of stuff before I noticed it was stolen. How much of that do I have to pay?", US_TILA("1643", "1666")),
  q("b18-us-05", "US", "consumer", "A debt collector keeps calling me at work like six times a day even after I told them my boss doesn't allow it", US_FDCPA("1692c", "1692d")),
  q("b18-us-07", "US", "contract", "I signed up for a phone plan and the small print says disputes go to arbitration. Can I still sue them in normal court?", US_FAA("2", "3")),
  q("b18-us-08", "US", "data-protection", "My son's school sent his grades and discipline records to an outside company without asking us. Can they do that?", US_FERPA("1232g")),
  q("b18-us-09", "US", "criminal-procedure", "My sister's boyfriend was charged in federal court with a drug crime. The prosecutor wants him kept in jail until the trial. What decides that?", US_TITLE_18("3142")),
  q("b18-us-10", "US", "tax", "My wife and I are thinking of selling the family home in Ohio to downsize; we'd clear about $300k over what we paid. How much of that is taxable?", US_INTERNAL_REVENUE_CODE("121")),

  // California
  q("b18-usca-01", "US-CA", "employment-pay", "I quit my job in Sacramento on friday without giving notice. When do they have to give me my last paycheck?", US_CA_LABOR_CODE("202", "203")),
  q("b18-usca-03", "US-CA", "housing", "It's been over a month since I handed back the keys to my studio in San Francisco. The owner kept $1,500 for 'cleaning' with no receipts. Can he?", US_CA_CIVIL_CODE("1950.5")),
  q("b18-usca-04", "US-CA", "data-protection", "I want a shopping app to stop selling my information to advertisers. Can I make them?", US_CA_CCPA("1798.120")),
  q("b18-usca-05", "US-CA", "criminal-procedure", "cops picked up my nephew in bakersfield on thursday and nobody will tell us when he goes to court, is there a deadline", US_CA_PENAL_CODE("825", "849")),
  q("b18-usca-06", "US-CA", "family", "Splitting up in San Diego after 15 years. My wife says her 401k built during the marriage is all hers. Is it?", US_CA_FAMILY_CODE("760")),

  // New York
  q("b18-usny-01", "US-NY", "housing", "The heat in my Queens apartment keeps going out for days at a time all winter. The landlord says he's working on it.", US_NY_REAL_PROPERTY_LAW("235-b")),
  q("b18-usny-02", "US-NY", "criminal-procedure", "My case in Brooklyn has been dragging on for over a year and there's still no trial date. Isn't there a time limit?", US_NY_CRIMINAL_PROCEDURE_LAW("30.30")),
  q("b18-usny-03", "US-NY", "family", "My ex and I are fighting over who the kids live with in Albany. What does the judge look at?", US_NY_DOMESTIC_RELATIONS_LAW("240")),

  // Texas
  q("b18-ustx-01", "US-TX", "housing", "Moved out of my apartment in Dallas two months ago. Landlord is keeping the whole deposit and won't say why.", US_TX_PROPERTY_CODE_CH_92("92.103", "92.109")),
  q("b18-ustx-02", "US-TX", "employment-pay", "I walked off my job at a restaurant in El Paso. How long can they hold back the money they still owe me?", US_TX_LABOR_CODE_CH_61("61.014")),
  q("b18-ustx-03", "US-TX", "family", "Going through a divorce in Austin. How does the court split what we own?", US_TX_FAMILY_CODE("7.001", "3.002")),

  // Illinois and Delaware
  q("b18-usil-01", "US-IL", "data-protection", "A gym in Naperville scans members' faces at the door and stores them. I never agreed to that in writing. Is that legal?", US_IL_BIPA("14/15")),
  q("b18-usil-02", "US-IL", "housing", "Moved out of a Chicago condo rental last month and the owner mailed me a cheque for half my deposit with no explanation.", US_IL_SECURITY_DEPOSIT_RETURN_ACT("1")),
  q("b18-usde-01", "US-DE", "company", "I'm a small investor in a startup incorporated in Delaware and the founders refuse to share any financial records with me.", US_DE_DGCL("220")),

  // Germany
  q("b18-de-01", "DE", "employment-dismissal", "Got a letter ending my job two weeks ago after eight years at a firm in Munich with about 40 staff. How long do I have to fight it?", DE_KSCHG("4", "1")),
  q("b18-de-02", "DE", "employment-leave", "I broke my wrist skiing and can't work for about four weeks. My employer in Leipzig says he won't pay me while I'm out.", DE_EFZG("3")),
  q("b18-de-04", "DE", "housing", "There's black mould all over the bedroom wall in my Berlin flat. Can I pay less rent until the landlord fixes it?", DE_BGB("536")),
  q("b18-de-05", "DE", "contract", "I lent a friend €3,000 in 2021 and she never paid it back. Is it too late to claim it in Germany?", DE_BGB("195", "199")),
  q("b18-de-07", "DE", "company", "The managing director of our small limited company paid a supplier twice without checking and the money is gone. Is he personally liable?", DE_GMBHG("43")),
  q("b18-de-08", "DE", "criminal-procedure", "The police in Stuttgart sent me a letter asking me to come in and answer questions as a suspect. Do I have to say anything?", DE_STPO("136", "163a")),
  q("b18-de-09", "DE", "family", "My husband and I separated but aren't divorced yet. I have no income of my own. Does he have to support me in the meantime?", DE_BGB("1361")),
  q("b18-de-10", "DE", "tax", "We paid a cleaner and a plumber for work in our home this year. Can we get anything off our income tax in Germany?", DE_ESTG("35a")),
  q("b18-de-11", "DE", "tax", "I drive 40 km each way to work. Can I knock the travel costs off my taxes?", DE_ESTG("9")),

  // France
  q("b18-fr-01", "FR", "employment-discrimination", "My manager in Paris humiliates me in every meeting and sends me insulting emails. I'm exhausted. Is there a law against this?", FR_CODE_DU_TRAVAIL("L1152-1")),
  q("b18-fr-03", "FR", "housing", "I left my flat in Marseille three months ago and the landlord still hasn't returned my deposit.", FR_LOI_1989_462("22")),
  q("b18-fr-04", "FR", "consumer", "Ordered trainers from a French website, they came last week and I don't want them anymore. Can I send them back?", FR_CODE_DE_LA_CONSOMMATION("L221-18"), EU_CONSUMER_RIGHTS_DIRECTIVE("9")),
  q("b18-fr-05", "FR", "contract", "The old farmhouse we bought in Normandy turns out to be full of termites. The sellers never said a word. What can we do?", FR_CODE_CIVIL("1641", "1648")),
  q("b18-fr-06", "FR", "criminal-procedure", "A friend of mine is being held by the police in Lille. Does he get to see a lawyer?", FR_CODE_DE_PROCEDURE_PENALE("63-3-1", "63-1")),
  q("b18-fr-07", "FR", "family", "I stayed home with the children for 20 years and now we're divorcing in Nice. Will I get some kind of payment to make up for it?", FR_CODE_CIVIL("270")),
  q("b18-fr-08", "FR", "tax", "I gave money to a charity this year. Does that lower my income tax in France?", FR_CODE_GENERAL_DES_IMPOTS("200")),

  // EU law asked from member states
  q("b18-eu-01", "DE", "consumer", "Our Lufthansa flight out of Frankfurt was scrapped by the airline with barely two days' warning. Besides getting the ticket money back, is there anything else we can claim?", EU_AIR_PASSENGER_RIGHTS_REGULATION("5", "7", "8")),
  q("b18-eu-02", "ES", "consumer", "our flight out of Madrid landed more than 4 hours late, the airline just gave us a sandwich voucher. anything else?", EU_AIR_PASSENGER_RIGHTS_REGULATION("7", "6", "9")),
  q("b18-eu-03", "IT", "consumer", "Booked a holiday package to Sicily with flights and hotel. The hotel was a building site, nothing like the brochure. Who do I claim from?", EU_PACKAGE_TRAVEL_DIRECTIVE("13", "14")),
  q("b18-eu-04", "IE", "data-protection", "I cancelled my gym membership in Galway and want them to wipe everything they have on me. Do they have to?", EU_GDPR("17")),
  q("b18-eu-05", "DE", "data-protection", "The bank's app turned down my loan in seconds and no person ever looked at it. Can I ask for a human to review it?", EU_GDPR("22")),
  q("b18-eu-06", "FR", "data-protection", "An online shop I use got hacked months ago and I only found out from the news. Shouldn't they have told me?", EU_GDPR("34", "33")),

  // Ireland
  q("b18-ie-01", "IE", "employment-leave", "Off sick for three days with a chest infection. Will my employer in Cork pay me anything for those days?", IE_SICK_LEAVE_ACT_2022("5", "7")),
  q("b18-ie-02", "IE", "employment-dismissal", "sacked after 2 years in a dublin shop for being late once. is that fair??", IE_UNFAIR_DISMISSALS_ACT_1977("6", "7")),
  q("b18-ie-03", "IE", "employment-dismissal", "After 11 years at a printing firm in Waterford my job is being abolished. What am I entitled to when I leave?", IE_REDUNDANCY_PAYMENTS_ACT_1967("7")),
  q("b18-ie-06", "IE", "housing", "Landlord in Dublin says the rent is going up by 15% from next month. Is he allowed to put it up that much?", IE_RESIDENTIAL_TENANCIES_ACT_2004("19", "22")),
  q("b18-ie-07", "IE", "housing", "After three years in my apartment in Limerick I got a letter telling me to be out in four weeks. Is that enough notice?", IE_RESIDENTIAL_TENANCIES_ACT_2004("66", "34", "62")),
  q("b18-ie-08", "IE", "consumer", "The laptop I bought in Cork stopped turning on after 20 days. Can I just hand it back and get a refund?", IE_CONSUMER_RIGHTS_ACT_2022("24", "21", "15")),
  q("b18-ie-09", "IE", "company", "I'm a small shareholder in a company in Dublin and the directors run it as if I don't exist. Can a court do anything?", IE_COMPANIES_ACT_2014("212")),
  q("b18-ie-10", "IE", "criminal-procedure", "I was arrested in Cork last night. How long can the guards keep me at the station?", IE_CRIMINAL_JUSTICE_ACT_1984("4")),
  q("b18-ie-11", "IE", "family", "We've been living apart for three years. Can we get divorced now, and what happens with the kids?", IE_FAMILY_LAW_DIVORCE_ACT_1996("5")),
  q("b18-ie-12", "IE", "tax", "My mother is selling the home in Kerry she raised us in to move closer to us. Will she be hit with a tax on the profit?", IE_TAXES_CONSOLIDATION_ACT_1997("604")),

  // Canada (federal) and Ontario
  q("b18-ca-01", "CA", "company", "I'm a minority shareholder in a federally incorporated company and the majority has frozen me out of everything.", CA_CBCA("241")),
  q("b18-ca-02", "CA", "criminal-procedure", "The police in Vancouver held me on the side of the road for an hour and never told me why or let me call anyone.", CA_CHARTER_OF_RIGHTS_AND_FREEDOMS("10")),
  q("b18-ca-03", "CA", "family", "Separated in Calgary and my ex refuses to pay anything for our kids. How do I get child support ordered?", CA_DIVORCE_ACT("15.1")),
  q("b18-caon-01", "CA-ON", "employment-dismissal", "I've worked at a store in Toronto for 4 years and they told me today is my last day, no warning. What am I owed?", CA_ON_EMPLOYMENT_STANDARDS_ACT_2000("54", "57")),
  q("b18-caon-03", "CA-ON", "housing", "My landlord in Ottawa says my rent is going up 10% this year. Can he do that?", CA_ON_RESIDENTIAL_TENANCIES_ACT_2006("120")),

  // Australia and New South Wales
  q("b18-au-01", "AU", "employment-dismissal", "Got sacked from my job in Brisbane after 3 years, I reckon it was unfair. How do I complain and how long have I got?", AU_FAIR_WORK_ACT_2009("394", "382")),
  q("b18-au-02", "AU", "consumer", "New fridge died after 4 months. The shop in Perth says I have to deal with the manufacturer, not them.", AU_AUSTRALIAN_CONSUMER_LAW("54", "259", "263")),
  q("b18-au-03", "AU", "company", "Our company can't pay its bills but the director keeps ordering more stock on credit. Is he risking anything personally?", AU_CORPORATIONS_ACT_2001("588G")),
  q("b18-au-05", "AU", "family", "My husband and I are splitting up in Adelaide. How does the court decide who gets what?", AU_FAMILY_LAW_ACT_1975("79")),
  q("b18-au-06", "AU", "tax", "I bought a laptop that I only use for my job. Can I claim it on my tax return?", AU_ITAA_1997("8-1")),
  q("b18-aunsw-01", "AU-NSW", "housing", "Our landlord in Sydney wants to put the rent up for the second time this year. Is there a limit on how often?", AU_NSW_RESIDENTIAL_TENANCIES_ACT_2010("41", "42")),

  // New Zealand
  q("b18-nz-01", "NZ", "employment-dismissal", "Got told on day 80 of my new job in Wellington that I'm finished and because it was a trial I can't do anything. True?", NZ_EMPLOYMENT_RELATIONS_ACT("67A", "103")),
  q("b18-nz-02", "NZ", "consumer", "My phone stopped working 6 months after I bought it in Christchurch. The shop says it's out of their warranty so tough luck.", NZ_CONSUMER_GUARANTEES_ACT("6", "18")),
  q("b18-nz-04", "NZ", "company", "I'm worried the other director keeps signing us up to debts the company will never be able to pay.", NZ_COMPANIES_ACT("135")),

  // India
  q("b18-in-01", "IN", "contract", "When I joined, my employer in Bangalore made me sign that I won't work for any competitor for 2 years after I leave. Is that binding?", IN_CONTRACT_ACT_1872("27")),
  q("b18-in-02", "IN", "contract", "Our supplier in Delhi never delivered the fabric and we lost a big export order because of it. Can we claim that loss?", IN_CONTRACT_ACT_1872("73")),
  q("b18-in-03", "IN", "consumer", "We paid 80% of the price for an apartment in Noida and the developer keeps postponing possession year after year. Can we pull out and get a refund?", IN_RERA_2016("18")),
  q("b18-in-04", "IN", "company", "The majority shareholders of our private company in Chennai are running it only for themselves and have cut off our dividends.", IN_COMPANIES_ACT_2013("241")),
  q("b18-in-05", "IN", "criminal-procedure", "Police in Lucknow took my father away yesterday morning and still haven't produced him before any magistrate.", IN_BNSS_2023("58", "187")),
  q("b18-in-06", "IN", "family", "My wife and I are Hindus living in Delhi and we both just want to separate peacefully. What's the simplest way to divorce?", IN_HINDU_MARRIAGE_ACT_1955("13B")),

  // Singapore
  q("b18-sg-01", "SG", "employment-leave", "I've been down with dengue for a week. My boss in Singapore says I'm still on probation so I get no paid sick days. Right?", SG_EMPLOYMENT_ACT_1968("89")),
  q("b18-sg-02", "SG", "consumer", "The salesman at a watch shop swore it was genuine and it's a fake. What can I do?", SG_CONSUMER_PROTECTION_FAIR_TRADING_ACT_2003("6", "4")),
  q("b18-sg-03", "SG", "data-protection", "A company in Singapore won't tell me what personal information they have about me.", SG_PDPA_2012("21")),
  q("b18-sg-04", "SG", "criminal-procedure", "My friend was arrested three days ago and still hasn't been brought to court. Is that allowed here?", SG_CRIMINAL_PROCEDURE_CODE_2010("68")),

  // South Africa
  q("b18-za-01", "ZA", "employment-dismissal", "Three weeks after I told my manager I'm pregnant, the restaurant in Pretoria let me go. Can they do that?", ZA_LRA("187", "185")),
  q("b18-za-03", "ZA", "consumer", "A guy phoned me and talked me into a gym contract. Two days later I regret it. Can I back out?", ZA_CONSUMER_PROTECTION_ACT("16")),
  q("b18-za-04", "ZA", "data-protection", "My insurer in Johannesburg has the wrong medical history on file for me. Can I make them correct it?", ZA_POPIA("24")),

  // Japan, Korea, China
  q("b18-jp-01", "JP", "employment-dismissal", "My company in Osaka told me I'm fired as of today. No warning and no extra pay. Is that legal?", JP_LABOR_STANDARDS_ACT("20"), JP_LABOR_CONTRACT_ACT("16")),
  q("b18-jp-02", "JP", "housing", "My landlord in Tokyo says he won't renew my lease and gave no reason. Do I have to leave?", JP_ACT_ON_LAND_AND_BUILDING_LEASES("28", "26")),
  q("b18-jp-03", "JP", "consumer", "A salesman came to my grandmother's door and sold her an expensive futon set. Can she cancel?", JP_ACT_ON_SPECIFIED_COMMERCIAL_TRANSACTIONS("9")),
  q("b18-kr-01", "KR", "employment-pay", "I work lots of night shifts at a factory in Seoul. Am I supposed to get paid extra for those?", KR_LABOR_STANDARDS_ACT("56")),
  q("b18-kr-02", "KR", "housing", "My two-year lease in Seoul ends soon and I want to stay on. Can I insist on renewing?", KR_HOUSING_LEASE_PROTECTION_ACT("6-3")),
  q("b18-cn-01", "CN", "employment-hiring", "I've worked at a company in Shenzhen for 5 months and they still haven't given me a written contract.", CN_LABOR_CONTRACT_LAW("82", "10")),
  q("b18-cn-02", "CN", "consumer", "Bought a dress from an online store in China. Nothing wrong with it, I just don't want it. Can I return it?", CN_CONSUMER_RIGHTS_PROTECTION_LAW("25")),
  q("b18-cn-03", "CN", "contract", "A business partner in Shanghai took our deposit and never shipped the goods. What can we claim?", CN_CIVIL_CODE("577")),
  q("b18-cn-04", "CN", "data-protection", "I deleted my account on a Chinese app but they still seem to keep my data. Can I make them erase it?", CN_PIPL("47")),
  q("b18-cn-05", "CN", "family", "My husband and I both agree to divorce and we live in Beijing. What's the quickest way?", CN_CIVIL_CODE("1076")),

  // Spain, Italy, Netherlands, Switzerland, Poland, Brazil
  q("b18-es-01", "ES", "employment-dismissal", "I was fired in Valencia and my lawyer thinks the court will say there was no good reason. What happens then?", ES_ESTATUTO_DE_LOS_TRABAJADORES("56")),
  q("b18-es-02", "ES", "housing", "I've rented in Barcelona for one year and the landlord wants me out, but I want to stay. Can he do that?", ES_LEY_DE_ARRENDAMIENTOS_URBANOS("9", "10")),
  q("b18-es-03", "ES", "family", "After my divorce in Spain my standard of living has dropped a lot compared to my ex. Can I ask for something?", ES_CODIGO_CIVIL("97")),
  q("b18-it-01", "IT", "employment-dismissal", "My employer in Milan dismissed me on the spot accusing me of stealing, which I didn't do.", IT_CODICE_CIVILE("2119"), IT_STATUTO_DEI_LAVORATORI("18")),
  q("b18-it-02", "IT", "contract", "The builder in Rome stopped coming halfway through our renovation months ago. Can we end the contract and hire someone else?", IT_CODICE_CIVILE("1453")),
  q("b18-nl-01", "NL", "employment-dismissal", "After 7 years with my company in Utrecht they want to end my contract. How much notice do they owe me?", NL_BURGERLIJK_WETBOEK("7:672")),
  q("b18-nl-02", "NL", "housing", "The landlord of my flat in Amsterdam wants a huge rent increase this year. Is there any limit?", NL_BURGERLIJK_WETBOEK("7:248")),
  q("b18-ch-01", "CH", "employment-dismissal", "I got my notice letter while I was off sick in Zurich. Is that even allowed?", CH_OBLIGATIONENRECHT("336c")),
  q("b18-ch-02", "CH", "housing", "Our future landlord in Lausanne asks for a deposit equal to five months' rent, paid straight into his own account. Allowed?", CH_OBLIGATIONENRECHT("257e")),
  q("b18-pl-01", "PL", "employment-dismissal", "My employer in Kraków gave me notice after 4 years. How long is the notice period?", PL_KODEKS_PRACY("36")),
  q("b18-pl-02", "PL", "family", "We're divorcing in Poland. What will the court decide about the children?", PL_KODEKS_RODZINNY_I_OPIEKUNCZY("58")),
  q("b18-br-01", "BR", "employment-hours", "My boss in São Paulo makes me stay two extra hours every day. Shouldn't those hours be paid more?", BR_CLT("59")),
  q("b18-br-02", "BR", "consumer", "I bought an online course from a salesman who came to my house in Salvador. Now I want to cancel.", BR_CODIGO_DE_DEFESA_DO_CONSUMIDOR("49")),
];
