/**
 * Blind set 19: a one-time measurement of offline retrieval on everyday questions, written by an examiner who did not
 * read the retrieval code (lib/legal/retrieval/), its vocabulary, thesaurus or situation files, any earlier
 * evaluation question, or the registry's summaries, situations and provision texts. The coordinator runs it once, as
 * a whole, on the final code:
 *
 *     npm run eval:retrieval -- --set blind-19
 *
 * which prints only the section "Blind set 19 (written without the code; run once)": pooled counts, then counts per
 * half, per area and per jurisdiction, never a question, a miss or a citation one by one. A plain
 * `npm run eval:retrieval` does not run it.
 *
 * How it was written (examretr, 2026-11-29, issue 33), following blind set 18's method, before any retrieval, chat
 * or evaluation ran on it:
 * - The registry was known only from a listing of `source_id | jurisdiction | article | heading` for every provision
 *   (with each instrument's title and short names), printed from `builtInRegistry()` (419 instruments, 5,202
 *   provisions). No summary, situation or provision text was printed, so no wording here is shaped by the registry's
 *   own.
 * - Answerable questions (120, 38 jurisdictions counting sub-national ones, nine areas): each from a situation, in a
 *   non-lawyer's English and without statute terms or Act names; the phrasing varies (short and long, lower case,
 *   missing apostrophes). `expected` lists first the provision a lawyer would cite first, then acceptable
 *   alternatives; the scoring counts any of them. Each law() below is the instrument's registry title verbatim with
 *   its first short name (generated from the listing, source_id in the comment after it), and every (source_id,
 *   article) pair was checked by script to be a line of the listing; blind-19.test.ts re-checks that each one
 *   resolves.
 * - Not reusing earlier questions: once written, every question (answerable and unrelated) was compared by word
 *   overlap (Jaccard over words of four letters or more) with every string of 30+ characters in the other
 *   eval/retrieval/*.ts files, by a script that printed only this set's ids and scores; 27 that came out above 0.5
 *   were rewritten as different situations (same provisions), and 13 at exactly 0.5 were reworded too; the highest
 *   score is now 0.47 (the three contract questions added last were checked the same way). That check, and reading
 *   blind-18.ts's header, exported shapes and law() lines and everyday.ts's types, are the only contact with earlier
 *   sets; no earlier question was read.
 * - EU law asked from a member state (ES, IT, FR) names the EU instrument (its jurisdiction "EU"); those questions
 *   carry ids `b19-eu-<nn>` and the member state as their jurisdiction.
 * - Unrelated questions (24; the right answer cites nothing): cooking, home, sport, travel, tech and trivia, and eight
 *   that sound legal (a paralegal's first-day outfit, barristers' wigs, courtroom novels, a thank-you card to a
 *   notaire, law entrance exams, a jury-themed party, the Four Courts building, photos of a contract signing) but that
 *   no provision answers; spread over 16 jurisdictions.
 * - Left out rather than guessed: provisions whose heading the listing marks "[Heading not verified]" (Kenya's and
 *   Nigeria's employment Acts, the UAE labour law, Ontario pay in lieu of notice); India's Code on Wages deductions
 *   (whether the wage code's commencement reached every deduction rule was not checked). About two dozen drafted
 *   questions (among them a Californian expense claim, a New York sublet, a Florida lock-out) were dropped before the
 *   set was fixed, to keep it at 120, and three employment ones gave way to contract questions so that contract
 *   basics are not left with three.
 *
 * Split (fixed, stated here before any run, never changed): the everyday set's rule, `splitOf(id)` in everyday.ts —
 * the first byte of sha256(id) even → dev, odd → held-out. The set is meant to be run once as a whole; the halves
 * are reported apart only so that a later tuning round could use the dev half and keep the held-out half clean.
 *
 * Ids: `b19-<jurisdiction>-<nn>` for answerable questions (jurisdiction without its hyphen: usca, usny, ustx, usde,
 * usil, usfl, inmh, indl, inka, caon, aunsw), `b19-eu-<nn>` for EU law asked from a member state, `b19-un-<nn>` for
 * unrelated ones. Gaps in the numbering are questions dropped before the set was fixed.
 */
import { law, q, splitOf, type EverydayQuestion, type Half, type UnrelatedQuestion } from "./everyday";

/** The fixed split of this set: the everyday rule (sha256 of the id). */
export function blind19HalfOf(id: string): Half {
  return splitOf(id);
}

const AR_LEY_DE_CONTRATO_DE_TRABAJO = law("Ley de Contrato de Trabajo (Ley 20.744, texto ordenado 1976)", "Ley de Contrato de Trabajo", "AR"); // ar-ley-de-contrato-de-trabajo
const AU_AUSTRALIAN_CONSUMER_LAW = law("Competition and Consumer Act 2010 (Cth), Schedule 2 — The Australian Consumer Law", "Australian Consumer Law", "AU"); // au-australian-consumer-law
const AU_CORPORATIONS_ACT_2001 = law("Corporations Act 2001 (Cth) (No. 50, 2001)", "Corporations Act 2001", "AU"); // au-corporations-act-2001
const AU_FAIR_WORK_ACT_2009 = law("Fair Work Act 2009 (Cth) (No. 28, 2009)", "Fair Work Act 2009", "AU"); // au-fair-work-act-2009
const AU_FAMILY_LAW_ACT_1975 = law("Family Law Act 1975 (Cth) (No. 53, 1975)", "Family Law Act 1975", "AU"); // au-family-law-act-1975
const AU_NSW_RESIDENTIAL_TENANCIES_ACT_2010 = law("Residential Tenancies Act 2010 (NSW) (No 42)", "Residential Tenancies Act 2010 (NSW)", "AU-NSW"); // au-nsw-residential-tenancies-act-2010
const BR_CLT = law("Decreto-Lei nº 5.452, de 1º de maio de 1943 – Consolidação das Leis do Trabalho", "CLT", "BR"); // br-clt
const BR_CODIGO_DE_DEFESA_DO_CONSUMIDOR = law("Lei nº 8.078, de 11 de setembro de 1990 – Código de Defesa do Consumidor", "Código de Defesa do Consumidor", "BR"); // br-codigo-de-defesa-do-consumidor
const CA_CBCA = law("Canada Business Corporations Act", "CBCA", "CA"); // ca-cbca
const CA_CHARTER_OF_RIGHTS_AND_FREEDOMS = law("Canadian Charter of Rights and Freedoms (Part I of the Constitution Act, 1982)", "Canadian Charter of Rights and Freedoms", "CA"); // ca-charter-of-rights-and-freedoms
const CA_DIVORCE_ACT = law("Divorce Act", "Divorce Act", "CA"); // ca-divorce-act
const CA_ON_EMPLOYMENT_STANDARDS_ACT_2000 = law("Employment Standards Act, 2000, S.O. 2000, c. 41", "Employment Standards Act, 2000", "CA-ON"); // ca-on-employment-standards-act-2000
const CA_ON_RESIDENTIAL_TENANCIES_ACT_2006 = law("Residential Tenancies Act, 2006, S.O. 2006, c. 17", "Residential Tenancies Act, 2006", "CA-ON"); // ca-on-residential-tenancies-act-2006
const CH_OBLIGATIONENRECHT = law("Bundesgesetz betreffend die Ergänzung des Schweizerischen Zivilgesetzbuches (Fünfter Teil: Obligationenrecht) (SR 220)", "Obligationenrecht", "CH"); // ch-obligationenrecht
const CH_ZIVILGESETZBUCH = law("Schweizerisches Zivilgesetzbuch (SR 210)", "Zivilgesetzbuch", "CH"); // ch-zivilgesetzbuch
const CN_CIVIL_CODE = law("中华人民共和国民法典", "Civil Code of the People's Republic of China", "CN"); // cn-civil-code
const CN_CONSUMER_RIGHTS_PROTECTION_LAW = law("中华人民共和国消费者权益保护法", "Law of the People's Republic of China on the Protection of Consumer Rights and Interests", "CN"); // cn-consumer-rights-protection-law
const CN_LABOR_CONTRACT_LAW = law("中华人民共和国劳动合同法", "Labor Contract Law of the People's Republic of China", "CN"); // cn-labor-contract-law
const DE_BGB = law("German Civil Code (Bürgerliches Gesetzbuch – BGB)", "BGB", "DE"); // de-bgb
const DE_EFZG = law("Gesetz über die Zahlung des Arbeitsentgelts an Feiertagen und im Krankheitsfall (Entgeltfortzahlungsgesetz – EFZG)", "EFZG", "DE"); // de-efzg
const DE_ESTG = law("Einkommensteuergesetz (EStG)", "EStG", "DE"); // de-estg
const DE_GMBHG = law("Gesetz betreffend die Gesellschaften mit beschränkter Haftung (GmbHG)", "GmbHG", "DE"); // de-gmbhg
const DE_KSCHG = law("Kündigungsschutzgesetz (KSchG)", "KSchG", "DE"); // de-kschg
const DE_STPO = law("Strafprozeßordnung (StPO)", "StPO", "DE"); // de-stpo
const DK_FUNKTIONAERLOVEN = law("Lov om retsforholdet mellem arbejdsgivere og funktionærer (funktionærloven)", "funktionærloven", "DK"); // dk-funktionaerloven
const ES_ESTATUTO_DE_LOS_TRABAJADORES = law("Real Decreto Legislativo 2/2015, de 23 de octubre, por el que se aprueba el texto refundido de la Ley del Estatuto de los Trabajadores", "Estatuto de los Trabajadores", "ES"); // es-estatuto-de-los-trabajadores
const ES_LEY_DE_ARRENDAMIENTOS_URBANOS = law("Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos", "Ley de Arrendamientos Urbanos", "ES"); // es-ley-de-arrendamientos-urbanos
const ES_TRLGDCU = law("Real Decreto Legislativo 1/2007, de 16 de noviembre, por el que se aprueba el texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios y otras leyes complementarias", "Ley General para la Defensa de los Consumidores y Usuarios", "ES"); // es-trlgdcu
const EU_AIR_PASSENGER_RIGHTS_REGULATION = law("Regulation (EC) No 261/2004 of the European Parliament and of the Council of 11 February 2004 establishing common rules on compensation and assistance to passengers in the event of denied boarding and of cancellation or long delay of flights, and repealing Regulation (EEC) No 295/91", "Air Passenger Rights Regulation", "EU"); // eu-air-passenger-rights-regulation
const EU_GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data, and repealing Directive 95/46/EC (General Data Protection Regulation)", "GDPR", "EU"); // eu-gdpr
const FR_CODE_DE_LA_CONSOMMATION = law("Code de la consommation", "Code de la consommation", "FR"); // fr-code-de-la-consommation
const FR_CODE_DE_PROCEDURE_PENALE = law("Code de procédure pénale", "Code de procédure pénale", "FR"); // fr-code-de-procedure-penale
const FR_CODE_DU_TRAVAIL = law("Code du travail", "Code du travail", "FR"); // fr-code-du-travail
const FR_CODE_GENERAL_DES_IMPOTS = law("Code général des impôts", "Code général des impôts", "FR"); // fr-code-general-des-impots
const FR_LOI_1989_462 = law("Loi n° 89-462 du 6 juillet 1989 tendant à améliorer les rapports locatifs et portant modification de la loi n° 86-1290 du 23 décembre 1986", "Loi n° 89-462 du 6 juillet 1989", "FR"); // fr-loi-1989-462
const IE_CONSUMER_RIGHTS_ACT_2022 = law("Consumer Rights Act 2022 (No. 37 of 2022)", "Consumer Rights Act 2022", "IE"); // ie-consumer-rights-act-2022
const IE_CRIMINAL_JUSTICE_ACT_1984 = law("Criminal Justice Act 1984 (No. 22 of 1984)", "Criminal Justice Act 1984", "IE"); // ie-criminal-justice-act-1984
const IE_RESIDENTIAL_TENANCIES_ACT_2004 = law("Residential Tenancies Act 2004 (No. 27 of 2004)", "Residential Tenancies Act 2004", "IE"); // ie-residential-tenancies-act-2004
const IE_SICK_LEAVE_ACT_2022 = law("Sick Leave Act 2022 (No. 24 of 2022)", "Sick Leave Act 2022", "IE"); // ie-sick-leave-act-2022
const IN_BNSS_2023 = law("The Bharatiya Nagarik Suraksha Sanhita, 2023", "BNSS", "IN"); // in-bnss-2023
const IN_CGST_ACT_2017 = law("The Central Goods and Services Tax Act, 2017", "CGST Act", "IN"); // in-cgst-act-2017
const IN_COMPANIES_ACT_2013 = law("The Companies Act, 2013", "Companies Act", "IN"); // in-companies-act-2013
const IN_CONSUMER_PROTECTION_ACT_2019 = law("The Consumer Protection Act, 2019", "Consumer Protection Act", "IN"); // in-consumer-protection-act-2019
const IN_CONTRACT_ACT_1872 = law("The Indian Contract Act, 1872", "Indian Contract Act", "IN"); // in-contract-act-1872
const IN_DL_RENT_CONTROL_ACT_1958 = law("The Delhi Rent Control Act, 1958 (Act No. 59 of 1958)", "Delhi Rent Control Act, 1958", "IN-DL"); // in-dl-rent-control-act-1958
const IN_DL_SHOPS_AND_ESTABLISHMENTS_ACT_1954 = law("The Delhi Shops and Establishments Act, 1954", "Delhi Shops and Establishments Act", "IN-DL"); // in-dl-shops-and-establishments-act-1954
const IN_HINDU_MARRIAGE_ACT_1955 = law("The Hindu Marriage Act, 1955", "Hindu Marriage Act", "IN"); // in-hindu-marriage-act-1955
const IN_KA_SHOPS_AND_COMMERCIAL_ESTABLISHMENTS_ACT_1961 = law("The Karnataka Shops and Commercial Establishments Act, 1961", "Karnataka Shops and Commercial Establishments Act", "IN-KA"); // in-ka-shops-and-commercial-establishments-act-1961
const IN_MAJORITY_ACT_1875 = law("The Majority Act, 1875 (Act No. 9 of 1875)", "Majority Act, 1875", "IN"); // in-majority-act-1875
const IN_MH_RENT_CONTROL_ACT_1999 = law("The Maharashtra Rent Control Act, 1999", "Maharashtra Rent Control Act", "IN-MH"); // in-mh-rent-control-act-1999
const IN_POSH_ACT_2013 = law("The Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013 (Act No. 14 of 2013)", "Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013", "IN"); // in-posh-act-2013
const IT_CODICE_CIVILE = law("Codice civile (Regio Decreto 16 marzo 1942, n. 262)", "Codice civile", "IT"); // it-codice-civile
const IT_CODICE_DEL_CONSUMO = law("Decreto legislativo 6 settembre 2005, n. 206 – Codice del consumo, a norma dell'articolo 7 della legge 29 luglio 2003, n. 229", "Codice del consumo", "IT"); // it-codice-del-consumo
const IT_STATUTO_DEI_LAVORATORI = law("Legge 20 maggio 1970, n. 300 – Norme sulla tutela della libertà e dignità dei lavoratori, della libertà sindacale e dell'attività sindacale nei luoghi di lavoro e norme sul collocamento", "Statuto dei lavoratori", "IT"); // it-statuto-dei-lavoratori
const JP_ACT_ON_SPECIFIED_COMMERCIAL_TRANSACTIONS = law("特定商取引に関する法律（昭和五十一年法律第五十七号）", "Act on Specified Commercial Transactions", "JP"); // jp-act-on-specified-commercial-transactions
const JP_LABOR_STANDARDS_ACT = law("労働基準法（昭和二十二年法律第四十九号）", "Labor Standards Act", "JP"); // jp-labor-standards-act
const KE_DPA_2019 = law("Data Protection Act, 2019 (No. 24 of 2019)", "DPA 2019", "KE"); // ke-dpa-2019
const KR_HOUSING_LEASE_PROTECTION_ACT = law("주택임대차보호법", "Housing Lease Protection Act", "KR"); // kr-housing-lease-protection-act
const MX_LEY_FEDERAL_DEL_TRABAJO = law("Ley Federal del Trabajo", "Ley Federal del Trabajo", "MX"); // mx-ley-federal-del-trabajo
const NL_BURGERLIJK_WETBOEK = law("Burgerlijk Wetboek", "Burgerlijk Wetboek", "NL"); // nl-burgerlijk-wetboek
const NO_ARBEIDSMILJOLOVEN = law("Lov om arbeidsmiljø, arbeidstid og stillingsvern mv. (arbeidsmiljøloven)", "arbeidsmiljøloven", "NO"); // no-arbeidsmiljoloven
const NZ_RESIDENTIAL_TENANCIES_ACT = law("Residential Tenancies Act 1986", "Residential Tenancies Act 1986", "NZ"); // nz-residential-tenancies-act
const PL_KODEKS_PRACY = law("Ustawa z dnia 26 czerwca 1974 r. – Kodeks pracy", "Kodeks pracy", "PL"); // pl-kodeks-pracy
const PL_KODEKS_RODZINNY_I_OPIEKUNCZY = law("Ustawa z dnia 25 lutego 1964 r. – Kodeks rodzinny i opiekuńczy", "Kodeks rodzinny i opiekuńczy", "PL"); // pl-kodeks-rodzinny-i-opiekunczy
const PT_CODIGO_DO_TRABALHO = law("Código do Trabalho (aprovado pela Lei n.º 7/2009, de 12 de fevereiro)", "Código do Trabalho", "PT"); // pt-codigo-do-trabalho
const SE_SEMESTERLAG = law("Semesterlag (1977:480)", "Semesterlagen", "SE"); // se-semesterlag
const SG_COMPANIES_ACT_1967 = law("Companies Act 1967", "Companies Act", "SG"); // sg-companies-act-1967
const SG_CRIMINAL_PROCEDURE_CODE_2010 = law("Criminal Procedure Code 2010", "Criminal Procedure Code 2010", "SG"); // sg-criminal-procedure-code-2010
const SG_EMPLOYMENT_ACT_1968 = law("Employment Act 1968 (2020 Revised Edition)", "Employment Act 1968", "SG"); // sg-employment-act-1968
const SG_PDPA_2012 = law("Personal Data Protection Act 2012", "PDPA", "SG"); // sg-pdpa-2012
const UK_CHILDREN_ACT_1989 = law("Children Act 1989 (1989 c. 41)", "Children Act 1989", "GB"); // uk-children-act-1989
const UK_COMPANIES_ACT_2006 = law("Companies Act 2006 (2006 c. 46)", "Companies Act 2006", "GB"); // uk-companies-act-2006
const UK_CONSUMER_CONTRACTS_REGULATIONS_2013 = law("The Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 (SI 2013/3134)", "Consumer Contracts Regulations 2013", "GB"); // uk-consumer-contracts-regulations-2013
const UK_CONSUMER_RIGHTS_ACT_2015 = law("Consumer Rights Act 2015 (2015 c. 15)", "Consumer Rights Act 2015", "GB"); // uk-consumer-rights-act-2015
const UK_EMPLOYMENT_RIGHTS_ACT_1996 = law("Employment Rights Act 1996 (1996 c. 18)", "Employment Rights Act 1996", "GB"); // uk-employment-rights-act-1996
const UK_EQUALITY_ACT_2010 = law("Equality Act 2010 (2010 c. 15)", "Equality Act 2010", "GB"); // uk-equality-act-2010
const UK_GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data (United Kingdom General Data Protection Regulation)", "UK GDPR", "GB"); // uk-gdpr
const UK_ITEPA_2003 = law("Income Tax (Earnings and Pensions) Act 2003 (2003 c. 1)", "Income Tax (Earnings and Pensions) Act 2003", "GB"); // uk-itepa-2003
const UK_LANDLORD_AND_TENANT_ACT_1985 = law("Landlord and Tenant Act 1985 (1985 c. 70)", "Landlord and Tenant Act 1985", "GB"); // uk-landlord-and-tenant-act-1985
const UK_MISREPRESENTATION_ACT_1967 = law("Misrepresentation Act 1967 (1967 c. 7)", "Misrepresentation Act 1967", "GB"); // uk-misrepresentation-act-1967
const UK_PACE_1984 = law("Police and Criminal Evidence Act 1984 (1984 c. 60)", "Police and Criminal Evidence Act 1984", "GB"); // uk-pace-1984
const US_CA_CCPA = law("California Consumer Privacy Act of 2018 (as amended by the California Privacy Rights Act of 2020)", "CCPA", "US-CA"); // us-ca-ccpa
const US_CA_CIVIL_CODE = law("California Civil Code", "California Civil Code", "US-CA"); // us-ca-civil-code
const US_CA_FAMILY_CODE = law("California Family Code", "California Family Code", "US-CA"); // us-ca-family-code
const US_CA_LABOR_CODE = law("California Labor Code", "Labor Code", "US-CA"); // us-ca-labor-code
const US_CA_PENAL_CODE = law("California Penal Code", "California Penal Code", "US-CA"); // us-ca-penal-code
const US_DE_DGCL = law("General Corporation Law of the State of Delaware (Delaware Code, Title 8, Chapter 1)", "DGCL", "US-DE"); // us-de-dgcl
const US_FCRA = law("Fair Credit Reporting Act", "FCRA", "US"); // us-fcra
const US_FDCPA = law("Fair Debt Collection Practices Act", "FDCPA", "US"); // us-fdcpa
const US_FLSA = law("Fair Labor Standards Act of 1938", "FLSA", "US"); // us-flsa
const US_FL_RESIDENTIAL_LANDLORD_TENANT_ACT = law("Florida Residential Landlord and Tenant Act (Fla. Stat. ch. 83, part II)", "Florida Residential Landlord and Tenant Act", "US-FL"); // us-fl-residential-landlord-tenant-act
const US_FMLA = law("Family and Medical Leave Act of 1993", "FMLA", "US"); // us-fmla
const US_IL_BIPA = law("Biometric Information Privacy Act (740 ILCS 14)", "BIPA", "US-IL"); // us-il-bipa
const US_IL_WAGE_PAYMENT_AND_COLLECTION_ACT = law("Illinois Wage Payment and Collection Act (820 ILCS 115)", "Illinois Wage Payment and Collection Act", "US-IL"); // us-il-wage-payment-and-collection-act
const US_INTERNAL_REVENUE_CODE = law("Internal Revenue Code of 1986", "Internal Revenue Code", "US"); // us-internal-revenue-code
const US_NY_BUSINESS_CORPORATION_LAW = law("New York Business Corporation Law", "New York Business Corporation Law", "US-NY"); // us-ny-business-corporation-law
const US_NY_CRIMINAL_PROCEDURE_LAW = law("New York Criminal Procedure Law", "New York Criminal Procedure Law", "US-NY"); // us-ny-criminal-procedure-law
const US_NY_DOMESTIC_RELATIONS_LAW = law("New York Domestic Relations Law", "New York Domestic Relations Law", "US-NY"); // us-ny-domestic-relations-law
const US_NY_LABOR_LAW_ARTICLE_6 = law("New York Labor Law, Article 6 (Payment of Wages)", "New York Labor Law", "US-NY"); // us-ny-labor-law-article-6
const US_NY_REAL_PROPERTY_LAW = law("New York Real Property Law, Article 7 (Landlord and Tenant)", "New York Real Property Law", "US-NY"); // us-ny-real-property-law
const US_TITLE_VII = law("Title VII of the Civil Rights Act of 1964 (Equal Employment Opportunities)", "Title VII", "US"); // us-title-vii
const US_TX_FAMILY_CODE = law("Texas Family Code", "Texas Family Code", "US-TX"); // us-tx-family-code
const US_TX_LABOR_CODE_CH_61 = law("Texas Labor Code, Chapter 61 (Payment of Wages)", "Texas Payday Law", "US-TX"); // us-tx-labor-code-ch-61
const US_TX_PROPERTY_CODE_CH_92 = law("Texas Property Code, Chapter 92 (Residential Tenancies)", "Texas Property Code chapter 92", "US-TX"); // us-tx-property-code-ch-92
const ZA_BCEA = law("Basic Conditions of Employment Act 75 of 1997", "Basic Conditions of Employment Act", "ZA"); // za-bcea
const ZA_LRA = law("Labour Relations Act 66 of 1995", "Labour Relations Act", "ZA"); // za-lra

export const blind19Unrelated: UnrelatedQuestion[] = [
  { id: "b19-un-01", jurisdiction: "US", question: "how many minutes per kilo for a roast leg of lamb, medium rare" },
  { id: "b19-un-02", jurisdiction: "GB", question: "Best way to clean muddy football boots without ruining the leather?" },
  { id: "b19-un-03", jurisdiction: "DE", question: "fastest way to get the hang of German noun cases before a trip" },
  { id: "b19-un-04", jurisdiction: "FR", question: "Which museums in Paris let you in free on the first Sunday of the month?" },
  { id: "b19-un-05", jurisdiction: "JP", question: "my bonsai keeps dropping leaves every winter, what am I doing wrong" },
  { id: "b19-un-06", jurisdiction: "AU", question: "What SPF sunscreen should small children wear for a full day at the beach?" },
  { id: "b19-un-07", jurisdiction: "IN", question: "easy recipe for dal makhani without using cream" },
  { id: "b19-un-08", jurisdiction: "CA", question: "How do I wax cross-country skis at home without a proper bench?" },
  { id: "b19-un-09", jurisdiction: "BR", question: "who has scored the most goals ever for the national football team" },
  { id: "b19-un-10", jurisdiction: "SG", question: "recommend a hardy fern for a shady balcony that gets very humid in the monsoon" },
  { id: "b19-un-11", jurisdiction: "IE", question: "Any tips for running my first half marathon when it's forecast to rain the whole way?" },
  { id: "b19-un-12", jurisdiction: "ES", question: "how long do you boil octopus so it comes out tender and not rubbery" },
  { id: "b19-un-13", jurisdiction: "NL", question: "Which kind of bike lock is the hardest for thieves to cut through?" },
  { id: "b19-un-14", jurisdiction: "US-CA", question: "why does the sky turn orange during wildfire season" },
  { id: "b19-un-15", jurisdiction: "US-NY", question: "good cheap slice of pizza within walking distance of times square?" },
  { id: "b19-un-16", jurisdiction: "KR", question: "What is the best time of year to see the cherry blossoms in Seoul?" },
  // Sound legal, but no provision answers them.
  { id: "b19-un-17", jurisdiction: "US", question: "What should I wear on my first day working as a paralegal at a downtown firm?" },
  { id: "b19-un-18", jurisdiction: "GB", question: "how do barristers keep their horsehair wigs clean" },
  { id: "b19-un-19", jurisdiction: "DE", question: "Can you recommend some novels built around a famous courtroom drama?" },
  { id: "b19-un-20", jurisdiction: "FR", question: "How should I word a thank-you card to the notaire who helped us buy our house?" },
  { id: "b19-un-21", jurisdiction: "IN", question: "which law entrance exam has the toughest logical reasoning section and how do I practise for it" },
  { id: "b19-un-22", jurisdiction: "AU", question: "ideas for a murder-mystery party where the guests act out a jury deciding the verdict" },
  { id: "b19-un-23", jurisdiction: "IE", question: "What is the history of the Four Courts building in Dublin and can you visit it?" },
  { id: "b19-un-24", jurisdiction: "SG", question: "how do I make the photos of our company's contract-signing ceremony look professional" },
];

/** Answerable questions; `expected` lists the first citation, then acceptable alternatives. */
export const blind19Questions: EverydayQuestion[] = [
  // ── United States (federal) ──
  q("b19-us-01", "US", "employment-hours", "i stock shelves at a warehouse about 50 hours a week and get the same hourly rate for every hour. shouldnt the extra ones pay more?", US_FLSA("207")),
  q("b19-us-02", "US", "employment-leave", "My dad had a stroke and I need a couple of months off work to care for him. Will my job still be there when I come back?", US_FMLA("2612", "2614")),
  q("b19-us-03", "US", "employment-discrimination", "At my interview the manager asked which church I go to, and I found out later they picked someone else because of my faith.", US_TITLE_VII("2000e-2")),
  q("b19-us-04", "US", "consumer", "There's a store card on my credit file that I never opened, and the bureau ignored my letter about it. What can I make them do?", US_FCRA("1681i", "1681c-2")),
  q("b19-us-05", "US", "consumer", "a collection agency keeps ringing me at 6am and calling my office about an old phone bill", US_FDCPA("1692c", "1692d")),
  q("b19-us-06", "US", "tax", "We're a married couple selling the home we've lived in since 2015 for about $300k more than we paid. how much of that gain is taxable?", US_INTERNAL_REVENUE_CODE("121")),
  q("b19-us-07", "US", "tax", "im really late sending in my tax return this year, will they charge me extra for that", US_INTERNAL_REVENUE_CODE("6651")),
  q("b19-us-08", "US", "tax", "My aunt gave me $20,000 toward a car. Do I have to report it as income on my own return?", US_INTERNAL_REVENUE_CODE("102")),
  // ── California ──
  q("b19-usca-01", "US-CA", "employment-pay", "Got fired on friday in San Jose and my boss says the last paycheck will be mailed in two weeks. isnt that too late?", US_CA_LABOR_CODE("201", "203")),
  q("b19-usca-03", "US-CA", "housing", "Three weeks after handing back the keys to my Fresno rental I still have no refund of the money I put down before moving in, and no itemized statement either.", US_CA_CIVIL_CODE("1950.5")),
  q("b19-usca-04", "US-CA", "contract", "My son signed up for a pricey gym membership when he was 16 in California. Can he get out of it?", US_CA_FAMILY_CODE("6710", "6700")),
  q("b19-usca-08", "US-CA", "contract", "my buddy in Sacramento shook hands on selling me his cabin, now he's backing out. is a spoken promise like that enough?", US_CA_CIVIL_CODE("1624")),
  q("b19-usca-05", "US-CA", "family", "We're splitting up in California. Does my wife get half of the house we bought together after the wedding?", US_CA_FAMILY_CODE("2550", "760")),
  q("b19-usca-06", "US-CA", "data-protection", "I live in California and want a shopping website to get rid of all the information they have stored on me. Do they have to?", US_CA_CCPA("1798.105")),
  q("b19-usca-07", "US-CA", "criminal-procedure", "my brother got picked up by police in Oakland on sunday. how long can they hold him before he goes in front of a judge", US_CA_PENAL_CODE("825", "849")),
  // ── New York ──
  q("b19-usny-01", "US-NY", "housing", "Mice and a broken toilet in my Bronx rental for a month now, and the building owner says it's not his problem.", US_NY_REAL_PROPERTY_LAW("235-b")),
  q("b19-usny-03", "US-NY", "employment-pay", "I bartend in Buffalo and the owner pockets part of what customers add as a tip on their card slips.", US_NY_LABOR_LAW_ARTICLE_6("196-d")),
  q("b19-usny-04", "US-NY", "criminal-procedure", "My cousin was charged in Queens eight months ago and the trial still hasnt started. Is there a limit on how long the prosecutor can take?", US_NY_CRIMINAL_PROCEDURE_LAW("30.30", "30.20")),
  q("b19-usny-05", "US-NY", "family", "how long do I have to have lived in New York before I can file for a divorce there", US_NY_DOMESTIC_RELATIONS_LAW("230")),
  q("b19-usny-06", "US-NY", "company", "I own shares in a small New York corporation and the people running it won't let me see the shareholder list or the accounts.", US_NY_BUSINESS_CORPORATION_LAW("624")),
  // ── Texas ──
  q("b19-ustx-01", "US-TX", "housing", "Houston landlord still has my deposit six weeks after I moved out, and I did give him my new address in writing.", US_TX_PROPERTY_CODE_CH_92("92.103", "92.107", "92.109")),
  q("b19-ustx-02", "US-TX", "employment-pay", "I quit my job at a Dallas body shop last week. When do they have to hand over my final pay?", US_TX_LABOR_CODE_CH_61("61.014")),
  q("b19-ustx-03", "US-TX", "family", "Texas. My husband says the savings account in his name is his alone, even though his paychecks went into it the whole time we've been married.", US_TX_FAMILY_CODE("3.003", "3.002")),
  // ── Delaware ──
  q("b19-usde-01", "US-DE", "company", "Our Delaware startup's board wants to pay out a dividend even though the company has no surplus or profits. can they, and who pays if it's wrong?", US_DE_DGCL("170", "174")),
  q("b19-usde-02", "US-DE", "company", "I'm a stockholder in a Delaware corporation and I think the directors are wasting money. Can I demand to look at the company's records?", US_DE_DGCL("220")),
  // ── Illinois ──
  q("b19-usil-01", "US-IL", "employment-pay", "My employer in Chicago took $80 out of my paycheck for a broken till without asking me first.", US_IL_WAGE_PAYMENT_AND_COLLECTION_ACT("115/9")),
  q("b19-usil-02", "US-IL", "data-protection", "My gym in Illinois makes everyone scan a fingerprint to get in and never asked me to sign anything about it.", US_IL_BIPA("14/15")),
  // ── Florida ──
  q("b19-usfl-01", "US-FL", "housing", "My landlord in Orlando let himself into my apartment while I was at work, no call or text beforehand. He says he owns it so he can.", US_FL_RESIDENTIAL_LANDLORD_TENANT_ACT("83.53")),
  // ── Great Britain ──
  q("b19-gb-01", "GB", "employment-dismissal", "I've worked at a café in Leeds for three years and was told on Monday not to come back, no reason given. Do they owe me any notice?", UK_EMPLOYMENT_RIGHTS_ACT_1996("86")),
  q("b19-gb-02", "GB", "employment-pay", "My employer in Bristol took money out of my wages to cover a till shortage. I never agreed to that in writing.", UK_EMPLOYMENT_RIGHTS_ACT_1996("13")),
  q("b19-gb-05", "GB", "employment-discrimination", "I use a wheelchair and my employer won't move my desk to the ground floor even though it would be easy to do.", UK_EQUALITY_ACT_2010("20", "21")),
  q("b19-gb-06", "GB", "consumer", "Bought a new laptop in Manchester 10 days ago and the screen already flickers. can I just give it back and get my money?", UK_CONSUMER_RIGHTS_ACT_2015("20", "22", "9", "19")),
  q("b19-gb-07", "GB", "consumer", "Ordered a winter coat from a website, it arrived yesterday and I just don't like the colour. How many days have I got to send it back?", UK_CONSUMER_CONTRACTS_REGULATIONS_2013("30", "29")),
  q("b19-gb-08", "GB", "housing", "My landlord in London has ignored the damp and black mould in the bedroom for months.", UK_LANDLORD_AND_TENANT_ACT_1985("9A", "11")),
  q("b19-gb-10", "GB", "criminal-procedure", "The police in Birmingham have been holding my son at the station since last night. How long can they keep him there without charging him?", UK_PACE_1984("41", "42", "43")),
  q("b19-gb-12", "GB", "company", "I'm one of two directors of a small family-run limited company. Can we pay ourselves dividends this year when the company made a loss?", UK_COMPANIES_ACT_2006("830", "829", "847")),
  q("b19-gb-13", "GB", "family", "My ex and I can't agree which weekends our kids stay with me. If it goes to court, what will the judge look at?", UK_CHILDREN_ACT_1989("1", "8")),
  q("b19-gb-14", "GB", "contract", "the seller swore the used van had never been in an accident, turns out it was rebuilt after a crash. can I get compensation from him?", UK_MISREPRESENTATION_ACT_1967("2")),
  q("b19-gb-15", "GB", "tax", "I got a £40,000 payout when my job ended in England. Is any of that tax-free?", UK_ITEPA_2003("403", "401")),
  q("b19-gb-16", "GB", "data-protection", "A recruitment agency in Glasgow rejected me. I'd like to see everything they wrote down about me during the process.", UK_GDPR("15", "12")),
  // ── India ──
  q("b19-in-01", "IN", "contract", "My 16 year old nephew in Pune signed a loan agreement with a private lender to buy a motorbike. Is it even valid?", IN_CONTRACT_ACT_1872("11"), IN_MAJORITY_ACT_1875("3")),
  q("b19-in-11", "IN", "contract", "The caterer for my sister's wedding in Kolkata backed out two days before, and the replacement cost us double. can we make the first one pay the difference?", IN_CONTRACT_ACT_1872("73")),
  q("b19-in-03", "IN", "consumer", "Bought a fridge in Delhi that stopped cooling within a month and the shop won't help. where can I complain?", IN_CONSUMER_PROTECTION_ACT_2019("34", "35")),
  q("b19-in-04", "IN", "family", "My wife and I both want to end our marriage, we're Hindus living in Chennai. How do we do it together?", IN_HINDU_MARRIAGE_ACT_1955("13B")),
  q("b19-in-05", "IN", "criminal-procedure", "Police in Lucknow arrested my brother yesterday morning and he still hasn't been taken before any magistrate. Is there a time limit?", IN_BNSS_2023("58")),
  q("b19-in-07", "IN", "company", "A director of our private company in Mumbai wants the company to lend him money personally. is that allowed?", IN_COMPANIES_ACT_2013("185")),
  q("b19-in-09", "IN", "employment-discrimination", "My manager at a Pune software firm sends me suggestive messages late at night. Does my company need some internal panel I can go to?", IN_POSH_ACT_2013("9", "4")),
  q("b19-in-10", "IN", "tax", "I'm starting a small online business selling handmade soap from Kerala through a marketplace app. When do I need to register for GST?", IN_CGST_ACT_2017("22", "24")),
  q("b19-inmh-01", "IN-MH", "housing", "Our landlord in Mumbai wants to throw us out although we have always paid the rent on time. Can he?", IN_MH_RENT_CONTROL_ACT_1999("15", "16")),
  q("b19-indl-01", "IN-DL", "housing", "Delhi: our landlady has stopped the water pump for our floor for a week because she wants us gone so she can charge a new tenant more.", IN_DL_RENT_CONTROL_ACT_1958("45")),
  q("b19-indl-02", "IN-DL", "employment-dismissal", "the shop I work at in Delhi let me go without any notice after 2 years there", IN_DL_SHOPS_AND_ESTABLISHMENTS_ACT_1954("30")),
  q("b19-inka-01", "IN-KA", "employment-leave", "I work behind the counter at a clothes shop in Bengaluru, six days a week. How many days of paid annual leave am I supposed to get?", IN_KA_SHOPS_AND_COMMERCIAL_ESTABLISHMENTS_ACT_1961("15")),
  // ── Germany ──
  q("b19-de-12", "DE", "contract", "I typed 150 euros instead of 1,500 when listing my motorbike on a German classifieds site and a buyer instantly said yes. Am I stuck with that price?", DE_BGB("119")),
  q("b19-de-01", "DE", "employment-dismissal", "My employer in Munich (about 30 staff) let me go after four years and I don't think there was any real reason. How long do I have to challenge it?", DE_KSCHG("4", "1")),
  q("b19-de-04", "DE", "employment-pay", "Had knee surgery and can't work for five weeks; I'm employed in Dresden. Who pays my salary while I recover?", DE_EFZG("3")),
  q("b19-de-05", "DE", "housing", "Our landlord in Berlin wants to put the rent up because other flats in the area cost more. Can he just do that?", DE_BGB("558")),
  q("b19-de-07", "DE", "consumer", "bought a used car from a dealer in Stuttgart and the gearbox died after 3 months. what can I demand from him?", DE_BGB("437", "439", "477", "434")),
  q("b19-de-08", "DE", "criminal-procedure", "The police in Frankfurt want to question me as a suspect. Do I have to say anything at all?", DE_STPO("163a", "136")),
  q("b19-de-09", "DE", "company", "I'm managing director of a small GmbH and the other owners want to take money out even though it would eat into the company's starting capital.", DE_GMBHG("30", "31")),
  q("b19-de-10", "DE", "tax", "I drive 30 km to work every day in Germany, can I take the travel cost off my income tax?", DE_ESTG("9")),
  q("b19-de-11", "DE", "family", "My wife and I have lived apart for over a year in Leipzig and we both want a divorce. Will the court accept that the marriage is over without digging into details?", DE_BGB("1566", "1565")),
  // ── France ──
  q("b19-fr-01", "FR", "employment-dismissal", "I've worked for a firm in Lyon for five years and I'm being dismissed. Am I owed a lump sum on top of my last pay?", FR_CODE_DU_TRAVAIL("L1234-9")),
  q("b19-fr-03", "FR", "housing", "We're moving out of our rented apartment in Bordeaux because I got a job elsewhere. what notice period applies to us as renters?", FR_LOI_1989_462("15", "12")),
  q("b19-fr-04", "FR", "housing", "my landlord in Toulouse still hasnt returned my deposit two months after I gave back the keys", FR_LOI_1989_462("22")),
  q("b19-fr-05", "FR", "consumer", "The washing machine I bought in Lille broke down after eight months. Is the shop responsible for it?", FR_CODE_DE_LA_CONSOMMATION("L217-3", "L217-7", "L217-8")),
  q("b19-fr-06", "FR", "criminal-procedure", "My son has been held by the police in Nantes since this morning after a fight outside a bar. How long can they keep him?", FR_CODE_DE_PROCEDURE_PENALE("63", "62-2")),
  q("b19-fr-07", "FR", "tax", "Does giving money to the Restos du Coeur reduce what I pay to the French tax office?", FR_CODE_GENERAL_DES_IMPOTS("200")),
  // ── Spain ──
  q("b19-es-01", "ES", "employment-dismissal", "In Madrid my boss fired me for 'poor performance' and I think a court would say it wasn't justified. What money would I get?", ES_ESTATUTO_DE_LOS_TRABAJADORES("56")),
  q("b19-es-02", "ES", "housing", "I signed a one-year rental for my flat in Valencia. Can the landlord make me leave when the year is up?", ES_LEY_DE_ARRENDAMIENTOS_URBANOS("9", "10")),
  q("b19-es-04", "ES", "consumer", "I bought a phone online from a Spanish shop and want to return it just because I changed my mind", ES_TRLGDCU("102", "104")),
  // ── Italy ──
  q("b19-it-01", "IT", "employment-dismissal", "When I leave my job in Milan, is my employer supposed to pay me a lump sum built up over all my years there?", IT_CODICE_CIVILE("2120")),
  q("b19-it-02", "IT", "data-protection", "My employer in Rome put cameras in the office pointed straight at our desks. Is that allowed?", IT_STATUTO_DEI_LAVORATORI("4")),
  q("b19-it-03", "IT", "consumer", "bought a sofa online from an italian shop and changed my mind before delivery, how long do I have to cancel", IT_CODICE_DEL_CONSUMO("52")),
  // ── Netherlands ──
  q("b19-nl-01", "NL", "employment-dismissal", "My employer in Utrecht ended my contract after six years. Do I get any payment when I'm let go?", NL_BURGERLIJK_WETBOEK("7:673")),
  q("b19-nl-02", "NL", "housing", "our landlord in amsterdam hasn't fixed the leaking roof for months", NL_BURGERLIJK_WETBOEK("7:206")),
  // ── Poland ──
  q("b19-pl-01", "PL", "employment-dismissal", "I worked four years for a company in Kraków and they've given me notice. How long should the notice be?", PL_KODEKS_PRACY("36")),
  q("b19-pl-02", "PL", "family", "My husband and I in Warsaw want a divorce; we haven't lived as a couple for years. What does the court need to see?", PL_KODEKS_RODZINNY_I_OPIEKUNCZY("56")),
  // ── Nordics, Portugal, Switzerland ──
  q("b19-se-01", "SE", "employment-leave", "New to a job in Malmö. What's the minimum number of days off with pay each year under Swedish rules?", SE_SEMESTERLAG("4")),
  q("b19-no-01", "NO", "employment-dismissal", "My boss in Bergen told me over the phone that I'm fired. doesn't it have to be in writing?", NO_ARBEIDSMILJOLOVEN("15-4", "15-5")),
  q("b19-pt-01", "PT", "employment-hiring", "Starting a new job in Lisbon next month. How long can they keep me on a trial period?", PT_CODIGO_DO_TRABALHO("112", "111")),
  q("b19-dk-01", "DK", "employment-dismissal", "I'm a salaried office worker in Copenhagen, been there seven years and now I'm being let go. how much notice do I get?", DK_FUNKTIONAERLOVEN("2")),
  q("b19-ch-01", "CH", "housing", "Signing a lease in Basel and the owner asks for security equal to five months of rent. Is there a cap?", CH_OBLIGATIONENRECHT("257e")),
  q("b19-ch-02", "CH", "employment-dismissal", "I got fired in Geneva while I was off sick. can they do that?", CH_OBLIGATIONENRECHT("336c")),
  q("b19-ch-03", "CH", "family", "Geneva: my wife and I have lived separately for more than two years and she still won't agree to a divorce.", CH_ZIVILGESETZBUCH("114")),
  // ── Ireland ──
  q("b19-ie-01", "IE", "employment-leave", "I caught pneumonia and missed four days at my Waterford job. Will any of it be paid?", IE_SICK_LEAVE_ACT_2022("5", "7")),
  q("b19-ie-02", "IE", "housing", "Landlord in Cork sent a letter saying the rent goes up next month, but he only raised it four months ago. Can he?", IE_RESIDENTIAL_TENANCIES_ACT_2004("20", "22")),
  q("b19-ie-03", "IE", "criminal-procedure", "my friend is being held at a garda station in Galway after a row at a match. can he ring a solicitor?", IE_CRIMINAL_JUSTICE_ACT_1984("5")),
  q("b19-ie-05", "IE", "consumer", "Bought headphones in Dublin and they stopped working after three weeks. Can I get my money back straight away instead of a repair?", IE_CONSUMER_RIGHTS_ACT_2022("24", "15")),
  // ── Australia ──
  q("b19-au-01", "AU", "employment-dismissal", "After 18 months at a Darwin retailer I was dismissed over one late shift. is that fair and where do I go?", AU_FAIR_WORK_ACT_2009("394", "385", "382")),
  q("b19-au-03", "AU", "consumer", "The car I bought in Adelaide has had the same engine fault three times now. Can I ask for my money back instead of another repair?", AU_AUSTRALIAN_CONSUMER_LAW("259", "260", "54")),
  q("b19-au-04", "AU", "family", "Married in Brisbane, we've been apart for eight months. Can we file to end the marriage yet?", AU_FAMILY_LAW_ACT_1975("48")),
  q("b19-au-05", "AU", "company", "A director of our Melbourne company keeps letting it run up debts he must know it can't pay.", AU_CORPORATIONS_ACT_2001("588G")),
  q("b19-aunsw-01", "AU-NSW", "housing", "Our Parramatta landlord sent notice of a second rent rise within the same year on our month-to-month lease.", AU_NSW_RESIDENTIAL_TENANCIES_ACT_2010("41")),
  q("b19-aunsw-02", "AU-NSW", "housing", "I moved out of a unit in Newcastle NSW and the agent won't release my bond. how does getting it back work?", AU_NSW_RESIDENTIAL_TENANCIES_ACT_2010("163")),
  // ── Canada ──
  q("b19-ca-01", "CA", "family", "We're divorcing in Canada. How will the court decide how much time the kids spend with each of us?", CA_DIVORCE_ACT("16", "16.1")),
  q("b19-ca-02", "CA", "criminal-procedure", "Police in Vancouver pulled me over and went through my bag without asking. Is that legal?", CA_CHARTER_OF_RIGHTS_AND_FREEDOMS("8")),
  q("b19-ca-03", "CA", "company", "I'm a minority shareholder in a federally incorporated Canadian company and the majority owners keep cutting me out of decisions and paying themselves bonuses.", CA_CBCA("241")),
  q("b19-caon-01", "CA-ON", "housing", "My landlord in Toronto wants to come into my unit tomorrow to show it to buyers. Does he have to warn me?", CA_ON_RESIDENTIAL_TENANCIES_ACT_2006("27", "26")),
  q("b19-caon-03", "CA-ON", "employment-dismissal", "After nine years at a Hamilton factory I'm being terminated. What advance warning, or pay in place of it, am I owed?", CA_ON_EMPLOYMENT_STANDARDS_ACT_2000("57", "54")),
  // ── Singapore ──
  q("b19-sg-01", "SG", "employment-leave", "I work in Singapore. How much paid sick leave am I allowed in a year?", SG_EMPLOYMENT_ACT_1968("89")),
  q("b19-sg-02", "SG", "data-protection", "A shop in Singapore keeps sending me promos even after I told them I no longer agree to them using my details.", SG_PDPA_2012("16")),
  q("b19-sg-03", "SG", "criminal-procedure", "Singapore: officers took my flatmate into custody two days ago and nobody has seen him in court. isn't there a limit?", SG_CRIMINAL_PROCEDURE_CODE_2010("68")),
  q("b19-sg-04", "SG", "company", "Our Singapore company wants to pay the shareholders a dividend but hasn't made any profit yet.", SG_COMPANIES_ACT_1967("403")),
  // ── Japan, Korea, China ──
  q("b19-jp-01", "JP", "employment-dismissal", "My company in Osaka told me this afternoon I'm fired starting tomorrow. Don't they have to warn me in advance or pay something?", JP_LABOR_STANDARDS_ACT("20")),
  q("b19-jp-02", "JP", "consumer", "a salesman came to my door in Tokyo and I signed up for an expensive water filter. can I cancel it?", JP_ACT_ON_SPECIFIED_COMMERCIAL_TRANSACTIONS("9")),
  q("b19-kr-02", "KR", "housing", "Tenant in Incheon here. My two-year lease ends in three months, do I have a right to extend it once?", KR_HOUSING_LEASE_PROTECTION_ACT("6-3")),
  q("b19-cn-01", "CN", "employment-hiring", "Joined a Shenzhen factory in spring and there's still nothing signed on paper with my boss. Am I owed anything for that?", CN_LABOR_CONTRACT_LAW("82", "10")),
  q("b19-cn-02", "CN", "consumer", "ordered sneakers on a Chinese shopping app, they fit fine but I regret it. can I return them even though nothing is wrong?", CN_CONSUMER_RIGHTS_PROTECTION_LAW("25")),
  q("b19-cn-03", "CN", "family", "my husband and I in Beijing want to divorce at the registry office, is there a waiting period", CN_CIVIL_CODE("1077")),
  // ── Latin America ──
  q("b19-br-01", "BR", "employment-leave", "Brazil: I've completed twelve months at my firm in Curitiba. How long a holiday am I entitled to?", BR_CLT("130", "129")),
  q("b19-br-02", "BR", "consumer", "A salesperson visited my home in Salvador and I signed for a vacuum cleaner. Changed my mind two days later.", BR_CODIGO_DE_DEFESA_DO_CONSUMIDOR("49")),
  q("b19-mx-01", "MX", "employment-pay", "I work in Monterrey. When is my end-of-year bonus supposed to be paid and how much should it be?", MX_LEY_FEDERAL_DEL_TRABAJO("87")),
  q("b19-ar-01", "AR", "employment-dismissal", "I was let go without any cause in Buenos Aires after eight years. How is my compensation worked out?", AR_LEY_DE_CONTRATO_DE_TRABAJO("245")),
  // ── Africa, New Zealand ──
  q("b19-za-01", "ZA", "employment-dismissal", "Fired in Johannesburg a week after I joined the union. can I fight it?", ZA_LRA("187", "185")),
  q("b19-za-02", "ZA", "employment-leave", "my child is sick in Cape Town, can I take time off work to look after her?", ZA_BCEA("27")),
  q("b19-ke-01", "KE", "data-protection", "A company in Nairobi has my old phone number and address wrong in its records and won't fix them.", KE_DPA_2019("40", "26")),
  q("b19-nz-01", "NZ", "housing", "I'm renting a flat in Wellington and the landlord wants a bond of six weeks' rent up front before I get the keys.", NZ_RESIDENTIAL_TENANCIES_ACT("19")),
  // ── EU law asked from member states ──
  q("b19-eu-01", "ES", "consumer", "Our airline scrapped the Madrid to Dublin flight three hours before departure. Is there money owed to us?", EU_AIR_PASSENGER_RIGHTS_REGULATION("5", "7")),
  q("b19-eu-02", "IT", "data-protection", "I'm in Italy and want an online shop to wipe my account and every detail they hold about me.", EU_GDPR("17")),
  q("b19-eu-04", "FR", "data-protection", "In France my insurer turned down my claim using a computer program only, no person ever looked at it.", EU_GDPR("22")),
];
