/**
 * Blind set 24: a one-time measurement of offline retrieval on everyday questions, written by an examiner who did not
 * read the retrieval code (lib/legal/retrieval/), its vocabulary, thesaurus or situation files, or the registry's
 * summaries, situations and provision texts. The coordinator runs it once, as a whole, on the final code:
 *
 *     npm run eval:retrieval -- --set blind-24
 *
 * which prints only the section "Blind set 24 (written without the code; run once)": pooled counts, then counts per
 * half, per area and per jurisdiction, never a question, a miss or a citation one by one. A plain
 * `npm run eval:retrieval` does not run it.
 *
 * How it was written (examretr7, 2026-11-29, issue 33), before any retrieval, chat or evaluation ran on it:
 * - The registry was known only from a catalogue of `jurisdiction | source_id | article | heading` for every
 *   provision (with each instrument's title and first short name), printed from `builtInRegistry()` to a scratch file
 *   outside the repository (426 instruments) and deleted afterwards. No summary, situation or provision text was
 *   printed, so no wording here is shaped by the registry's own.
 * - Answerable questions (140, 32 jurisdictions counting sub-national ones and EU law asked from a member state;
 *   nine areas: employment 38, housing 21, consumer 18, family 12, criminal procedure 12, company 11, data
 *   protection 11, contract 10, tax 7): each from a situation, in a non-lawyer's English, without statute terms, Act
 *   names or section numbers; short and long, some lower case and without apostrophes, a city standing in for the
 *   jurisdiction. `expected` lists first the provision a lawyer would cite first, then acceptable alternatives; the
 *   scoring counts any of them. Each law() below is the instrument's registry title verbatim with its first short
 *   name (generated from the catalogue, source_id in the comment after it), and every (source_id, article) pair
 *   (183) was checked by script to be a line of the catalogue whose heading is not marked "[Heading not verified]";
 *   blind-24.test.ts re-checks that each one resolves.
 * - EU law asked from a member state names the EU instrument (jurisdiction "EU") with the member state as the
 *   question's jurisdiction (ids `b24-eu-...`); the Italian distance-sale question also accepts the Codice del
 *   consumo's withdrawal article.
 * - Unrelated questions (22; the right answer cites nothing): cooking, sport, travel, pets, gardening and skiing, and
 *   six that sound legal (barristers' wigs, TV judges, Lady Justice's blindfold, a podcast on old French trials, a
 *   school mock trial, a parrot saying "order in the court") but that no provision answers.
 * - Contact with earlier sets: blind-23.ts's header and, while looking for its first two cases, about twenty of its
 *   employment questions and its last two tax questions were printed; situations seen there were not reused (where a
 *   provision recurs, the situation differs). No other set's questions were read.
 * - Left out rather than guessed: an Italian dismissal question (which regime applies turns on the hiring date), a
 *   Canadian access-to-data question (the right sits in a schedule the catalogue does not hold), a Korean deposit
 *   question, a UK company-car tax question and a minor's contract question in England (no provision a lawyer would
 *   cite first is in the catalogue); Kenyan, Nigerian, UAE and South African rental questions (headings marked
 *   "[Heading not verified]"). 29 written questions were dropped only to keep the set near its intended size.
 *
 * Split (fixed, stated here before any run, never changed): blind set 23's rule, the everyday rule `splitOf(id)` in
 * everyday.ts — the first byte of sha256(id) even → dev, odd → held-out. The set is meant to be run once as a whole;
 * the halves are reported apart only so that a later tuning round could use the dev half and keep the held-out half
 * clean.
 *
 * Ids: `b24-<jurisdiction>-<nn>` for employment questions and `b24-<jurisdiction>-<area letter><nn>` for the others
 * (h housing, c consumer, p criminal procedure, k contract, co company, dp data protection, f family, t tax),
 * jurisdiction without its hyphen (usca, usny, ustx, usde, usil, usfl, usva, usco, inka, indl, caon, aunsw);
 * `b24-eu-...` for EU law asked from a member state, `b24-un-<nn>` for unrelated ones.
 */
import { law, q, splitOf, type EverydayQuestion, type Half, type UnrelatedQuestion } from "./everyday";

/** The fixed split of this set: the everyday rule (sha256 of the id). */
export function blind24HalfOf(id: string): Half {
  return splitOf(id);
}

const AU_AUSTRALIAN_CONSUMER_LAW = law("Competition and Consumer Act 2010 (Cth), Schedule 2 — The Australian Consumer Law", "Australian Consumer Law", "AU"); // au-australian-consumer-law
const AU_CORPORATIONS_ACT_2001 = law("Corporations Act 2001 (Cth) (No. 50, 2001)", "Corporations Act 2001", "AU"); // au-corporations-act-2001
const AU_FAIR_WORK_ACT_2009 = law("Fair Work Act 2009 (Cth) (No. 28, 2009)", "Fair Work Act 2009", "AU"); // au-fair-work-act-2009
const AU_FAMILY_LAW_ACT_1975 = law("Family Law Act 1975 (Cth) (No. 53, 1975)", "Family Law Act 1975", "AU"); // au-family-law-act-1975
const AU_ITAA_1997 = law("Income Tax Assessment Act 1997 (Cth) (No. 38, 1997)", "Income Tax Assessment Act 1997", "AU"); // au-itaa-1997
const AU_NSW_RESIDENTIAL_TENANCIES_ACT_2010 = law("Residential Tenancies Act 2010 (NSW) (No 42)", "Residential Tenancies Act 2010 (NSW)", "AU-NSW"); // au-nsw-residential-tenancies-act-2010
const AU_PRIVACY_ACT_1988_APP = law("Privacy Act 1988 (Cth), Schedule 1 — Australian Privacy Principles", "APPs", "AU"); // au-privacy-act-1988-app
const BR_CLT = law("Decreto-Lei nº 5.452, de 1º de maio de 1943 – Consolidação das Leis do Trabalho", "CLT", "BR"); // br-clt
const BR_CODIGO_DE_DEFESA_DO_CONSUMIDOR = law("Lei nº 8.078, de 11 de setembro de 1990 – Código de Defesa do Consumidor", "Código de Defesa do Consumidor", "BR"); // br-codigo-de-defesa-do-consumidor
const CA_CBCA = law("Canada Business Corporations Act", "CBCA", "CA"); // ca-cbca
const CA_CHARTER_OF_RIGHTS_AND_FREEDOMS = law("Canadian Charter of Rights and Freedoms (Part I of the Constitution Act, 1982)", "Canadian Charter of Rights and Freedoms", "CA"); // ca-charter-of-rights-and-freedoms
const CA_DIVORCE_ACT = law("Divorce Act", "Divorce Act", "CA"); // ca-divorce-act
const CA_ON_EMPLOYMENT_STANDARDS_ACT_2000 = law("Employment Standards Act, 2000, S.O. 2000, c. 41", "Employment Standards Act, 2000", "CA-ON"); // ca-on-employment-standards-act-2000
const CA_ON_LIMITATIONS_ACT_2002 = law("Limitations Act, 2002, S.O. 2002, c. 24, Sched. B", "Limitations Act, 2002", "CA-ON"); // ca-on-limitations-act-2002
const CA_ON_RESIDENTIAL_TENANCIES_ACT_2006 = law("Residential Tenancies Act, 2006, S.O. 2006, c. 17", "Residential Tenancies Act, 2006", "CA-ON"); // ca-on-residential-tenancies-act-2006
const CN_CIVIL_CODE = law("中华人民共和国民法典", "Civil Code of the People's Republic of China", "CN"); // cn-civil-code
const CN_CONSUMER_RIGHTS_PROTECTION_LAW = law("中华人民共和国消费者权益保护法", "Law of the People's Republic of China on the Protection of Consumer Rights and Interests", "CN"); // cn-consumer-rights-protection-law
const CN_LABOR_CONTRACT_LAW = law("中华人民共和国劳动合同法", "Labor Contract Law of the People's Republic of China", "CN"); // cn-labor-contract-law
const DE_ARBZG = law("Arbeitszeitgesetz (ArbZG)", "ArbZG", "DE"); // de-arbzg
const DE_BDSG = law("Federal Data Protection Act (Bundesdatenschutzgesetz – BDSG) of 30 June 2017", "BDSG", "DE"); // de-bdsg
const DE_BGB = law("German Civil Code (Bürgerliches Gesetzbuch – BGB)", "BGB", "DE"); // de-bgb
const DE_BURLG = law("Mindesturlaubsgesetz für Arbeitnehmer (Bundesurlaubsgesetz – BUrlG)", "BUrlG", "DE"); // de-burlg
const DE_ESTG = law("Einkommensteuergesetz (EStG)", "EStG", "DE"); // de-estg
const DE_GMBHG = law("Gesetz betreffend die Gesellschaften mit beschränkter Haftung (GmbHG)", "GmbHG", "DE"); // de-gmbhg
const DE_MILOG = law("Gesetz zur Regelung eines allgemeinen Mindestlohns (Mindestlohngesetz – MiLoG)", "MiLoG", "DE"); // de-milog
const DE_STPO = law("Strafprozeßordnung (StPO)", "StPO", "DE"); // de-stpo
const ES_LEY_DE_ARRENDAMIENTOS_URBANOS = law("Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos", "Ley de Arrendamientos Urbanos", "ES"); // es-ley-de-arrendamientos-urbanos
const EU_AIR_PASSENGER_RIGHTS_REGULATION = law("Regulation (EC) No 261/2004 of the European Parliament and of the Council of 11 February 2004 establishing common rules on compensation and assistance to passengers in the event of denied boarding and of cancellation or long delay of flights, and repealing Regulation (EEC) No 295/91", "Air Passenger Rights Regulation", "EU"); // eu-air-passenger-rights-regulation
const EU_CONSUMER_RIGHTS_DIRECTIVE = law("Directive 2011/83/EU of the European Parliament and of the Council of 25 October 2011 on consumer rights", "Consumer Rights Directive", "EU"); // eu-consumer-rights-directive
const EU_GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data, and repealing Directive 95/46/EC (General Data Protection Regulation)", "GDPR", "EU"); // eu-gdpr
const FR_CODE_CIVIL = law("Code civil", "Code civil", "FR"); // fr-code-civil
const FR_CODE_DE_LA_CONSOMMATION = law("Code de la consommation", "Code de la consommation", "FR"); // fr-code-de-la-consommation
const FR_CODE_DE_PROCEDURE_PENALE = law("Code de procédure pénale", "Code de procédure pénale", "FR"); // fr-code-de-procedure-penale
const FR_CODE_DU_TRAVAIL = law("Code du travail", "Code du travail", "FR"); // fr-code-du-travail
const FR_LOI_1989_462 = law("Loi n° 89-462 du 6 juillet 1989 tendant à améliorer les rapports locatifs et portant modification de la loi n° 86-1290 du 23 décembre 1986", "Loi n° 89-462 du 6 juillet 1989", "FR"); // fr-loi-1989-462
const IE_COMPANIES_ACT_2014 = law("Companies Act 2014 (No. 38 of 2014)", "Companies Act 2014", "IE"); // ie-companies-act-2014
const IE_CONSUMER_RIGHTS_ACT_2022 = law("Consumer Rights Act 2022 (No. 37 of 2022)", "Consumer Rights Act 2022", "IE"); // ie-consumer-rights-act-2022
const IE_CRIMINAL_JUSTICE_ACT_1984 = law("Criminal Justice Act 1984 (No. 22 of 1984)", "Criminal Justice Act 1984", "IE"); // ie-criminal-justice-act-1984
const IE_PAYMENT_OF_WAGES_ACT_1991 = law("Payment of Wages Act 1991 (No. 25 of 1991)", "Payment of Wages Act 1991", "IE"); // ie-payment-of-wages-act-1991
const IE_RESIDENTIAL_TENANCIES_ACT_2004 = law("Residential Tenancies Act 2004 (No. 27 of 2004)", "Residential Tenancies Act 2004", "IE"); // ie-residential-tenancies-act-2004
const IE_UNFAIR_DISMISSALS_ACT_1977 = law("Unfair Dismissals Act 1977 (No. 10 of 1977)", "Unfair Dismissals Act 1977", "IE"); // ie-unfair-dismissals-act-1977
const IN_BNSS_2023 = law("The Bharatiya Nagarik Suraksha Sanhita, 2023", "BNSS", "IN"); // in-bnss-2023
const IN_CGST_ACT_2017 = law("The Central Goods and Services Tax Act, 2017", "CGST Act", "IN"); // in-cgst-act-2017
const IN_CODE_ON_WAGES_2019 = law("The Code on Wages, 2019", "Code on Wages", "IN"); // in-code-on-wages-2019
const IN_COMPANIES_ACT_2013 = law("The Companies Act, 2013", "Companies Act", "IN"); // in-companies-act-2013
const IN_CONSUMER_PROTECTION_ACT_2019 = law("The Consumer Protection Act, 2019", "Consumer Protection Act", "IN"); // in-consumer-protection-act-2019
const IN_CONTRACT_ACT_1872 = law("The Indian Contract Act, 1872", "Indian Contract Act", "IN"); // in-contract-act-1872
const IN_DL_RENT_CONTROL_ACT_1958 = law("The Delhi Rent Control Act, 1958 (Act No. 59 of 1958)", "Delhi Rent Control Act, 1958", "IN-DL"); // in-dl-rent-control-act-1958
const IN_DL_SHOPS_AND_ESTABLISHMENTS_ACT_1954 = law("The Delhi Shops and Establishments Act, 1954", "Delhi Shops and Establishments Act", "IN-DL"); // in-dl-shops-and-establishments-act-1954
const IN_DPDP_ACT_2023 = law("The Digital Personal Data Protection Act, 2023", "DPDP Act", "IN"); // in-dpdp-act-2023
const IN_DV_ACT_2005 = law("The Protection of Women from Domestic Violence Act, 2005", "Domestic Violence Act", "IN"); // in-dv-act-2005
const IN_HINDU_MARRIAGE_ACT_1955 = law("The Hindu Marriage Act, 1955", "Hindu Marriage Act", "IN"); // in-hindu-marriage-act-1955
const IN_KA_SHOPS_AND_COMMERCIAL_ESTABLISHMENTS_ACT_1961 = law("The Karnataka Shops and Commercial Establishments Act, 1961", "Karnataka Shops and Commercial Establishments Act", "IN-KA"); // in-ka-shops-and-commercial-establishments-act-1961
const IN_NEGOTIABLE_INSTRUMENTS_ACT_1881 = law("The Negotiable Instruments Act, 1881", "NI Act", "IN"); // in-negotiable-instruments-act-1881
const IN_POSH_ACT_2013 = law("The Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013 (Act No. 14 of 2013)", "Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013", "IN"); // in-posh-act-2013
const IT_CODICE_DEL_CONSUMO = law("Decreto legislativo 6 settembre 2005, n. 206 – Codice del consumo, a norma dell'articolo 7 della legge 29 luglio 2003, n. 229", "Codice del consumo", "IT"); // it-codice-del-consumo
const JP_ACT_ON_SPECIFIED_COMMERCIAL_TRANSACTIONS = law("特定商取引に関する法律（昭和五十一年法律第五十七号）", "Act on Specified Commercial Transactions", "JP"); // jp-act-on-specified-commercial-transactions
const JP_CIVIL_CODE = law("民法（明治二十九年法律第八十九号）", "Civil Code (Japan)", "JP"); // jp-civil-code
const JP_LABOR_STANDARDS_ACT = law("労働基準法（昭和二十二年法律第四十九号）", "Labor Standards Act", "JP"); // jp-labor-standards-act
const KR_LABOR_STANDARDS_ACT = law("근로기준법", "Labor Standards Act (Korea)", "KR"); // kr-labor-standards-act
const MX_LEY_FEDERAL_DEL_TRABAJO = law("Ley Federal del Trabajo", "Ley Federal del Trabajo", "MX"); // mx-ley-federal-del-trabajo
const NL_BURGERLIJK_WETBOEK = law("Burgerlijk Wetboek", "Burgerlijk Wetboek", "NL"); // nl-burgerlijk-wetboek
const NO_ARBEIDSMILJOLOVEN = law("Lov om arbeidsmiljø, arbeidstid og stillingsvern mv. (arbeidsmiljøloven)", "arbeidsmiljøloven", "NO"); // no-arbeidsmiljoloven
const NZ_COMPANIES_ACT = law("Companies Act 1993", "Companies Act 1993", "NZ"); // nz-companies-act
const NZ_CONSUMER_GUARANTEES_ACT = law("Consumer Guarantees Act 1993", "Consumer Guarantees Act 1993", "NZ"); // nz-consumer-guarantees-act
const NZ_EMPLOYMENT_RELATIONS_ACT = law("Employment Relations Act 2000", "Employment Relations Act 2000", "NZ"); // nz-employment-relations-act
const NZ_RESIDENTIAL_TENANCIES_ACT = law("Residential Tenancies Act 1986", "Residential Tenancies Act 1986", "NZ"); // nz-residential-tenancies-act
const SG_COMPANIES_ACT_1967 = law("Companies Act 1967", "Companies Act", "SG"); // sg-companies-act-1967
const SG_CONSUMER_PROTECTION_FAIR_TRADING_ACT_2003 = law("Consumer Protection (Fair Trading) Act 2003 (2020 Revised Edition)", "Consumer Protection (Fair Trading) Act 2003", "SG"); // sg-consumer-protection-fair-trading-act-2003
const SG_CRIMINAL_PROCEDURE_CODE_2010 = law("Criminal Procedure Code 2010", "Criminal Procedure Code 2010", "SG"); // sg-criminal-procedure-code-2010
const SG_EMPLOYMENT_ACT_1968 = law("Employment Act 1968 (2020 Revised Edition)", "Employment Act 1968", "SG"); // sg-employment-act-1968
const UK_BAIL_ACT_1976 = law("Bail Act 1976 (1976 c. 63)", "Bail Act 1976", "GB"); // uk-bail-act-1976
const UK_CHILDREN_ACT_1989 = law("Children Act 1989 (1989 c. 41)", "Children Act 1989", "GB"); // uk-children-act-1989
const UK_COMPANIES_ACT_2006 = law("Companies Act 2006 (2006 c. 46)", "Companies Act 2006", "GB"); // uk-companies-act-2006
const UK_CONSUMER_CONTRACTS_REGULATIONS_2013 = law("The Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 (SI 2013/3134)", "Consumer Contracts Regulations 2013", "GB"); // uk-consumer-contracts-regulations-2013
const UK_CONSUMER_RIGHTS_ACT_2015 = law("Consumer Rights Act 2015 (2015 c. 15)", "Consumer Rights Act 2015", "GB"); // uk-consumer-rights-act-2015
const UK_EMPLOYMENT_RIGHTS_ACT_1996 = law("Employment Rights Act 1996 (1996 c. 18)", "Employment Rights Act 1996", "GB"); // uk-employment-rights-act-1996
const UK_GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data (United Kingdom General Data Protection Regulation)", "UK GDPR", "GB"); // uk-gdpr
const UK_HOUSING_ACT_2004 = law("Housing Act 2004 (2004 c. 34)", "Housing Act 2004", "GB"); // uk-housing-act-2004
const UK_INCOME_TAX_ACT_2007 = law("Income Tax Act 2007 (2007 c. 3)", "Income Tax Act 2007", "GB"); // uk-income-tax-act-2007
const UK_LANDLORD_AND_TENANT_ACT_1985 = law("Landlord and Tenant Act 1985 (1985 c. 70)", "Landlord and Tenant Act 1985", "GB"); // uk-landlord-and-tenant-act-1985
const UK_LIMITATION_ACT_1980 = law("Limitation Act 1980 (1980 c. 58)", "Limitation Act 1980", "GB"); // uk-limitation-act-1980
const UK_MATRIMONIAL_CAUSES_ACT_1973 = law("Matrimonial Causes Act 1973 (1973 c. 18)", "Matrimonial Causes Act 1973", "GB"); // uk-matrimonial-causes-act-1973
const UK_NATIONAL_MINIMUM_WAGE_ACT_1998 = law("National Minimum Wage Act 1998 (1998 c. 39)", "National Minimum Wage Act 1998", "GB"); // uk-national-minimum-wage-act-1998
const UK_PACE_1984 = law("Police and Criminal Evidence Act 1984 (1984 c. 60)", "Police and Criminal Evidence Act 1984", "GB"); // uk-pace-1984
const UK_PROTECTION_FROM_EVICTION_ACT_1977 = law("Protection from Eviction Act 1977 (1977 c. 43)", "Protection from Eviction Act 1977", "GB"); // uk-protection-from-eviction-act-1977
const US_ADA = law("Americans with Disabilities Act of 1990", "ADA", "US"); // us-ada
const US_CA_CCPA = law("California Consumer Privacy Act of 2018 (as amended by the California Privacy Rights Act of 2020)", "CCPA", "US-CA"); // us-ca-ccpa
const US_CA_CIVIL_CODE = law("California Civil Code", "California Civil Code", "US-CA"); // us-ca-civil-code
const US_CA_FAMILY_CODE = law("California Family Code", "California Family Code", "US-CA"); // us-ca-family-code
const US_CA_LABOR_CODE = law("California Labor Code", "Labor Code", "US-CA"); // us-ca-labor-code
const US_CA_PENAL_CODE = law("California Penal Code", "California Penal Code", "US-CA"); // us-ca-penal-code
const US_CO_CPA = law("Colorado Privacy Act (C.R.S. 6-1-1301 et seq.)", "CPA", "US-CO"); // us-co-cpa
const US_DE_DGCL = law("General Corporation Law of the State of Delaware (Delaware Code, Title 8, Chapter 1)", "DGCL", "US-DE"); // us-de-dgcl
const US_FAIR_HOUSING_ACT = law("Fair Housing Act", "Fair Housing Act", "US"); // us-fair-housing-act
const US_FDCPA = law("Fair Debt Collection Practices Act", "FDCPA", "US"); // us-fdcpa
const US_FLSA = law("Fair Labor Standards Act of 1938", "FLSA", "US"); // us-flsa
const US_FL_RESIDENTIAL_LANDLORD_TENANT_ACT = law("Florida Residential Landlord and Tenant Act (Fla. Stat. ch. 83, part II)", "Florida Residential Landlord and Tenant Act", "US-FL"); // us-fl-residential-landlord-tenant-act
const US_IL_BIPA = law("Biometric Information Privacy Act (740 ILCS 14)", "BIPA", "US-IL"); // us-il-bipa
const US_IL_SECURITY_DEPOSIT_RETURN_ACT = law("Security Deposit Return Act (765 ILCS 710)", "Security Deposit Return Act", "US-IL"); // us-il-security-deposit-return-act
const US_IL_WAGE_PAYMENT_AND_COLLECTION_ACT = law("Illinois Wage Payment and Collection Act (820 ILCS 115)", "Illinois Wage Payment and Collection Act", "US-IL"); // us-il-wage-payment-and-collection-act
const US_INTERNAL_REVENUE_CODE = law("Internal Revenue Code of 1986", "Internal Revenue Code", "US"); // us-internal-revenue-code
const US_NY_BUSINESS_CORPORATION_LAW = law("New York Business Corporation Law", "New York Business Corporation Law", "US-NY"); // us-ny-business-corporation-law
const US_NY_DOMESTIC_RELATIONS_LAW = law("New York Domestic Relations Law", "New York Domestic Relations Law", "US-NY"); // us-ny-domestic-relations-law
const US_NY_GENERAL_BUSINESS_LAW = law("New York General Business Law, Article 22-A (Consumer Protection from Deceptive Acts and Practices)", "New York General Business Law", "US-NY"); // us-ny-general-business-law
const US_NY_GENERAL_OBLIGATIONS_LAW = law("New York General Obligations Law", "New York General Obligations Law", "US-NY"); // us-ny-general-obligations-law
const US_NY_LABOR_LAW_ARTICLE_6 = law("New York Labor Law, Article 6 (Payment of Wages)", "New York Labor Law", "US-NY"); // us-ny-labor-law-article-6
const US_NY_REAL_PROPERTY_LAW = law("New York Real Property Law, Article 7 (Landlord and Tenant)", "New York Real Property Law", "US-NY"); // us-ny-real-property-law
const US_PWFA = law("Pregnant Workers Fairness Act", "PWFA", "US"); // us-pwfa
const US_TITLE_18 = law("Title 18, United States Code (Crimes and Criminal Procedure)", "Title 18", "US"); // us-title-18
const US_TITLE_VII = law("Title VII of the Civil Rights Act of 1964 (Equal Employment Opportunities)", "Title VII", "US"); // us-title-vii
const US_TX_CODE_OF_CRIMINAL_PROCEDURE = law("Texas Code of Criminal Procedure", "Texas Code of Criminal Procedure", "US-TX"); // us-tx-code-of-criminal-procedure
const US_TX_FAMILY_CODE = law("Texas Family Code", "Texas Family Code", "US-TX"); // us-tx-family-code
const US_TX_LABOR_CODE_CH_21 = law("Texas Labor Code, Chapter 21 (Employment Discrimination)", "Texas Labor Code chapter 21", "US-TX"); // us-tx-labor-code-ch-21
const US_TX_PROPERTY_CODE_CH_92 = law("Texas Property Code, Chapter 92 (Residential Tenancies)", "Texas Property Code chapter 92", "US-TX"); // us-tx-property-code-ch-92
const US_TX_TAX_CODE = law("Texas Tax Code", "Texas Tax Code", "US-TX"); // us-tx-tax-code
const US_VA_CDPA = law("Consumer Data Protection Act (Code of Virginia, Title 59.1, Chapter 53)", "VCDPA", "US-VA"); // us-va-cdpa
const US_WARN_ACT = law("Worker Adjustment and Retraining Notification Act", "WARN Act", "US"); // us-warn-act
const ZA_CONSUMER_PROTECTION_ACT = law("Consumer Protection Act 68 of 2008", "Consumer Protection Act (South Africa)", "ZA"); // za-consumer-protection-act
const ZA_LRA = law("Labour Relations Act 66 of 1995", "Labour Relations Act", "ZA"); // za-lra
const ZA_POPIA = law("Protection of Personal Information Act 4 of 2013", "POPIA", "ZA"); // za-popia

export const blind24Unrelated: UnrelatedQuestion[] = [
  { id: "b24-un-01", jurisdiction: "GB", question: "How long should a new sourdough starter sit before I can bake my first loaf with it?" },
  { id: "b24-un-02", jurisdiction: "US", question: "What's a sensible 5k training plan for someone who hasn't run in about ten years?" },
  { id: "b24-un-03", jurisdiction: "DE", question: "Which Christmas markets in Nuremberg are worth a visit with two small kids?" },
  { id: "b24-un-04", jurisdiction: "FR", question: "How do I stop a tarte tatin sticking to the pan when I flip it out?" },
  { id: "b24-un-05", jurisdiction: "AU", question: "When is the best time of year to see humpback whales near Hervey Bay?" },
  { id: "b24-un-06", jurisdiction: "IN", question: "how many whistles for rajma in a pressure cooker if it soaked overnight" },
  { id: "b24-un-07", jurisdiction: "SG", question: "Which hawker centre near Tiong Bahru does the best chicken rice?" },
  { id: "b24-un-08", jurisdiction: "CA", question: "How should I wax cross-country skis for really cold, dry snow?" },
  { id: "b24-un-09", jurisdiction: "IE", question: "Which county has won the most All-Ireland hurling titles?" },
  { id: "b24-un-10", jurisdiction: "US-CA", question: "Which succulents can survive full afternoon sun on a balcony in Palm Springs?" },
  { id: "b24-un-11", jurisdiction: "US-NY", question: "What's the cheapest way to get from JFK to Midtown after midnight without a car?" },
  { id: "b24-un-12", jurisdiction: "NZ", question: "How do I get my puppy to stop chewing everyone's shoelaces?" },
  { id: "b24-un-13", jurisdiction: "JP", question: "How long do the cherry blossoms usually last in Kyoto once they open?" },
  { id: "b24-un-14", jurisdiction: "ZA", question: "What's a good marinade for lamb chops on the braai?" },
  { id: "b24-un-15", jurisdiction: "GB", question: "What were barristers' wigs originally made from, and why horsehair?" },
  { id: "b24-un-16", jurisdiction: "US", question: "Which actor has played a judge in the most courtroom TV shows?" },
  { id: "b24-un-17", jurisdiction: "DE", question: "Why is Lady Justice usually shown with a blindfold, and since when?" },
  { id: "b24-un-18", jurisdiction: "FR", question: "Can you recommend a podcast about famous French murder trials of the 1800s?" },
  { id: "b24-un-19", jurisdiction: "US-TX", question: "Our high school in Dallas is entering a mock trial competition. How should we split the roles among eight students?" },
  { id: "b24-un-20", jurisdiction: "IN", question: "How do I teach my parrot to say 'order in the court'?" },
  { id: "b24-un-21", jurisdiction: "AU", question: "How does scoring work in Aussie rules footy, goals versus behinds?" },
  { id: "b24-un-22", jurisdiction: "CA", question: "How many laps is the Formula 1 race in Montreal?" },
];

export const blind24Questions: EverydayQuestion[] = [
  // employment
  q("b24-us-01", "US", "employment-pay", "I'm 19 and wash dishes at a diner near Toledo for $6 an hour, no tips. Is there a lowest hourly amount he has to pay me?", US_FLSA("206")),
  q("b24-us-02", "US", "employment-discrimination", "My supervisor at a warehouse in Phoenix told a coworker he'd never put 'someone who prays five times a day' in charge of a shift, and I keep getting skipped for lead. What can I do?", US_TITLE_VII("2000e-2")),
  q("b24-us-03", "US", "employment-discrimination", "I use a wheelchair and asked my office in Kansas City for a desk I can actually roll under. They refused and hinted I might be happier somewhere else.", US_ADA("12112")),
  q("b24-us-04", "US", "employment-leave", "i'm 5 months pregnant and my doctor says no heavy lifting. my supervisor in memphis says if i can't lift boxes i have to go home unpaid. dont they have to give me lighter work?", US_PWFA("2000gg-1")),
  q("b24-us-05", "US", "employment-dismissal", "The plant I work at in Flint is closing next Friday and all 300 of us only heard about it yesterday. Weren't they supposed to tell us way earlier?", US_WARN_ACT("2102")),
  q("b24-usca-01", "US-CA", "employment-hours", "I do 10-hour shifts at a warehouse in Fresno and most days we're too short-staffed to take lunch at all. Am I owed anything for that?", US_CA_LABOR_CODE("226.7", "512")),
  q("b24-usca-03", "US-CA", "employment-hiring", "At a job interview in Oakland the recruiter asked what I was earning at my last job. Do I have to answer that?", US_CA_LABOR_CODE("432.3")),
  q("b24-usny-01", "US-NY", "employment-pay", "I load trucks at a warehouse in Brooklyn and they only pay us once a month. I heard people doing physical work have to be paid every week, is that right?", US_NY_LABOR_LAW_ARTICLE_6("191")),
  q("b24-ustx-01", "US-TX", "employment-discrimination", "A week after I told HR at an oilfield services company in Houston that I'm pregnant, they let me go for 'restructuring'. Nobody else lost their job.", US_TX_LABOR_CODE_CH_21("21.051")),
  q("b24-usil-01", "US-IL", "employment-pay", "My register in Chicago came up $200 short and my manager just took it out of my paycheck. I never signed anything saying they could.", US_IL_WAGE_PAYMENT_AND_COLLECTION_ACT("115/9")),
  q("b24-gb-01", "GB", "employment-pay", "I'm 23 and pick orders at a warehouse in Nottingham for £8 an hour. Surely there's a legal floor on hourly pay?", UK_NATIONAL_MINIMUM_WAGE_ACT_1998("1")),
  q("b24-gb-02", "GB", "employment-dismissal", "Three years at a call centre in Glasgow and they sacked me out of the blue without giving any proper reason. Can I fight this?", UK_EMPLOYMENT_RIGHTS_ACT_1996("94", "98")),
  q("b24-gb-03", "GB", "employment-dismissal", "My firm in Sheffield is shutting my whole department and I've been there eight years. Do I get a lump sum when they let me go?", UK_EMPLOYMENT_RIGHTS_ACT_1996("135", "162")),
  q("b24-gb-04", "GB", "employment-hiring", "Started a new job in Manchester two months ago and still nothing in writing about my pay, hours or holidays. Shouldn't they have given me something by now?", UK_EMPLOYMENT_RIGHTS_ACT_1996("1")),
  q("b24-gb-05", "GB", "employment-leave", "My childminder cancelled at 7am so I had to stay home with my toddler. Now my boss in Norwich wants to discipline me for it. Aren't I allowed time off for that sort of emergency?", UK_EMPLOYMENT_RIGHTS_ACT_1996("57A")),
  q("b24-ie-01", "IE", "employment-dismissal", "I was let go from a clothes shop in Dublin after two years, the manager just said it 'wasn't working out'. Was that fair?", IE_UNFAIR_DISMISSALS_ACT_1977("6")),
  q("b24-ie-02", "IE", "employment-pay", "My boss in Waterford took €150 out of my wages for a coffee machine that broke on my shift. Nobody asked me or warned me.", IE_PAYMENT_OF_WAGES_ACT_1991("5")),
  q("b24-de-01", "DE", "employment-leave", "I work five days a week for a logistics company in Hamburg and my contract gives me 18 days off a year. Is that even allowed in Germany?", DE_BURLG("3")),
  q("b24-de-02", "DE", "employment-pay", "I deliver parcels in Berlin and get 9 euros an hour. Isn't there a legal minimum?", DE_MILOG("1")),
  q("b24-de-03", "DE", "employment-hours", "Our boss in Munich wants everyone doing 12-hour days for the next two months to hit a deadline. Is there a cap on how long a working day can be?", DE_ARBZG("3")),
  q("b24-fr-01", "FR", "employment-hours", "I work 42 hours a week at a warehouse in Marseille but the extra hours are paid at my normal rate. Shouldn't they be paid more?", FR_CODE_DU_TRAVAIL("L3121-36", "L3121-28")),
  q("b24-fr-02", "FR", "employment-dismissal", "My boss in Toulouse fired me by text message — no meeting, no chance to explain anything. Don't they have to sit down with me first?", FR_CODE_DU_TRAVAIL("L1232-2")),
  q("b24-sg-01", "SG", "employment-leave", "I've been at a retail shop in Singapore for two years. How many days of paid holiday should I be getting?", SG_EMPLOYMENT_ACT_1968("88A")),
  q("b24-au-01", "AU", "employment-leave", "I'm full time at a bank in Adelaide. How many weeks of paid holidays do I get each year?", AU_FAIR_WORK_ACT_2009("87")),
  q("b24-au-02", "AU", "employment-dismissal", "I got let go from a gym in Hobart after 18 months because the manager said I 'didn't fit the vibe'. Is there anything I can do about it?", AU_FAIR_WORK_ACT_2009("385", "394", "382")),
  q("b24-caon-01", "CA-ON", "employment-dismissal", "After six years at a warehouse in Mississauga I was fired on the spot, no warning and no extra pay. What was I supposed to get?", CA_ON_EMPLOYMENT_STANDARDS_ACT_2000("54", "57")),
  q("b24-nz-01", "NZ", "employment-dismissal", "My boss in Wellington fired me the same day a customer complained about me, no warning, no meeting, nothing. What can I do?", NZ_EMPLOYMENT_RELATIONS_ACT("103", "103A")),
  q("b24-za-02", "ZA", "employment-dismissal", "I got fired in Johannesburg two weeks after I told my manager I'm expecting. Is that legal?", ZA_LRA("187")),
  q("b24-in-01", "IN", "employment-pay", "My company in Pune still hasn't paid last month's salary and it's already the 20th. By when were they supposed to pay?", IN_CODE_ON_WAGES_2019("17")),
  q("b24-in-02", "IN", "employment-discrimination", "A senior colleague at my office in Hyderabad keeps making sexual comments to me. Who am I supposed to complain to?", IN_POSH_ACT_2013("9", "4")),
  q("b24-inka-01", "IN-KA", "employment-leave", "I work at a mobile phone shop in Bengaluru. Do I get any paid holidays in a year?", IN_KA_SHOPS_AND_COMMERCIAL_ESTABLISHMENTS_ACT_1961("15")),
  q("b24-indl-01", "IN-DL", "employment-hours", "the showroom i work at in delhi has me there 12 hours a day, all 7 days. dont i get at least one day off?", IN_DL_SHOPS_AND_ESTABLISHMENTS_ACT_1954("17", "8")),
  q("b24-jp-01", "JP", "employment-leave", "I've worked full time at a company in Osaka for a year now. Am I entitled to any paid vacation days?", JP_LABOR_STANDARDS_ACT("39")),
  q("b24-kr-01", "KR", "employment-dismissal", "My company in Seoul told me yesterday that today is my last day. Don't they have to warn me well ahead of time?", KR_LABOR_STANDARDS_ACT("26")),
  q("b24-cn-01", "CN", "employment-hiring", "I've been working at a factory in Shenzhen for five months and they still haven't signed any written contract with me. Does that get me anything?", CN_LABOR_CONTRACT_LAW("82", "10")),
  q("b24-br-01", "BR", "employment-hours", "My boss in São Paulo wants me to stay three extra hours every day. How much more should those hours pay?", BR_CLT("59")),
  q("b24-mx-01", "MX", "employment-pay", "Does my employer in Guadalajara have to pay me a Christmas bonus, or is that just a nice extra?", MX_LEY_FEDERAL_DEL_TRABAJO("87")),
  q("b24-no-01", "NO", "employment-dismissal", "I've been off sick for two months in Oslo and now my employer wants to fire me. Can they do that while I'm sick?", NO_ARBEIDSMILJOLOVEN("15-8")),
  // housing
  q("b24-usca-h01", "US-CA", "housing", "I moved out of my apartment in Long Beach five weeks ago and the landlord kept my whole $2,000 deposit. No list, no receipts, nothing.", US_CA_CIVIL_CODE("1950.5")),
  q("b24-usny-h01", "US-NY", "housing", "no hot water in my bronx apartment for three weeks and the landlord won't do anything. can i pay less rent", US_NY_REAL_PROPERTY_LAW("235-b")),
  q("b24-usny-h02", "US-NY", "housing", "My landlord in Albany is keeping most of my deposit and says it's for 'normal cleaning'. How long does he have to give it back, and can he charge for that?", US_NY_GENERAL_OBLIGATIONS_LAW("7-108")),
  q("b24-ustx-h01", "US-TX", "housing", "I moved out of my place in San Antonio six weeks ago and left a forwarding address, but I haven't got my deposit back or even an explanation.", US_TX_PROPERTY_CODE_CH_92("92.103", "92.104", "92.109")),
  q("b24-usfl-h01", "US-FL", "housing", "My landlord in Orlando wants to keep my deposit for carpet stains that were there when I moved in. Did he have to tell me in writing by some deadline?", US_FL_RESIDENTIAL_LANDLORD_TENANT_ACT("83.49")),
  q("b24-usfl-h02", "US-FL", "housing", "I was three days late with rent in Tampa and came home to find the locks changed and my stuff on the lawn. Is that legal?", US_FL_RESIDENTIAL_LANDLORD_TENANT_ACT("83.67")),
  q("b24-usil-h01", "US-IL", "housing", "My landlord in Chicago is keeping $600 of my deposit for 'damages' but never sent me any list of what was damaged.", US_IL_SECURITY_DEPOSIT_RETURN_ACT("1")),
  q("b24-us-h01", "US", "housing", "A landlord in Denver told me on the phone the apartment was gone as soon as he heard I have three young kids, but it's still listed online.", US_FAIR_HOUSING_ACT("3604")),
  q("b24-gb-h01", "GB", "housing", "I paid my landlord in Liverpool a £1,200 deposit a year ago and I don't think he ever put it in one of those protection schemes. What can I do?", UK_HOUSING_ACT_2004("213", "214")),
  q("b24-gb-h02", "GB", "housing", "There's been a leak in the roof of my rented flat in Newcastle for months and black mould everywhere. The landlord says repairs are my problem.", UK_LANDLORD_AND_TENANT_ACT_1985("11", "9A")),
  q("b24-gb-h03", "GB", "housing", "My landlord in Brighton changed the locks while I was at work and left my things in bin bags outside. Can he do that?", UK_PROTECTION_FROM_EVICTION_ACT_1977("1", "3")),
  q("b24-ie-h01", "IE", "housing", "My landlord in Galway wants to put the rent up for the second time this year. Is there a limit on how often they can do that?", IE_RESIDENTIAL_TENANCIES_ACT_2004("20")),
  q("b24-de-h01", "DE", "housing", "The heating in my flat in Bremen has been broken since January and it's freezing. Can I pay less rent until it's fixed?", DE_BGB("536")),
  q("b24-de-h02", "DE", "housing", "My new landlord in Dresden wants four months' rent as a deposit before handing over the keys. Isn't that too much?", DE_BGB("551")),
  q("b24-fr-h01", "FR", "housing", "I left my flat in Nantes two months ago, handed back the keys, everything clean, and the landlord still hasn't returned my deposit.", FR_LOI_1989_462("22")),
  q("b24-aunsw-h01", "AU-NSW", "housing", "My landlord in Parramatta just texted that the rent goes up $80 a week from next Monday. Can he do it that fast?", AU_NSW_RESIDENTIAL_TENANCIES_ACT_2010("41")),
  q("b24-caon-h01", "CA-ON", "housing", "My lease in Hamilton says no pets and the landlord says I have to get rid of my cat. Does that clause actually count?", CA_ON_RESIDENTIAL_TENANCIES_ACT_2006("14")),
  q("b24-nz-h01", "NZ", "housing", "A landlord in Christchurch wants six weeks' rent as bond before we move in. Is that allowed?", NZ_RESIDENTIAL_TENANCIES_ACT("19")),
  q("b24-indl-h01", "IN-DL", "housing", "My landlord in Delhi wants me out of the flat I've rented for 15 years, saying he needs it for his son. Can he just do that?", IN_DL_RENT_CONTROL_ACT_1958("14")),
  q("b24-es-h01", "ES", "housing", "I signed a one-year lease for a flat in Barcelona and the owner says I have to leave when the year is up. Do I?", ES_LEY_DE_ARRENDAMIENTOS_URBANOS("9", "10")),
  q("b24-jp-h01", "JP", "housing", "I moved out of my apartment in Tokyo and the landlord kept my whole deposit for ordinary wear and tear. Can he do that?", JP_CIVIL_CODE("622-2")),
  // consumer
  q("b24-gb-c01", "GB", "consumer", "Bought a fridge freezer in Leeds two weeks ago and it's already stopped cooling. Can I insist on my money back instead of a repair?", UK_CONSUMER_RIGHTS_ACT_2015("20", "22", "9")),
  q("b24-gb-c02", "GB", "consumer", "I ordered a coat online and it arrived yesterday but I've gone off it. How long do I have to send it back for a refund?", UK_CONSUMER_CONTRACTS_REGULATIONS_2013("29", "30")),
  q("b24-us-c01", "US", "consumer", "A debt collector keeps ringing me at 6am and has started calling my work about an old credit card. Are they allowed to do that?", US_FDCPA("1692c", "1692d")),
  q("b24-usny-c01", "US-NY", "consumer", "A store in Rochester had a TV in its flyer for $299 and then charged me $449 at the register. Isn't that illegal?", US_NY_GENERAL_BUSINESS_LAW("349", "350")),
  q("b24-ie-c01", "IE", "consumer", "The laptop I bought in Dublin three weeks ago won't turn on at all. The shop will only repair it. Can I not just get a refund?", IE_CONSUMER_RIGHTS_ACT_2022("24")),
  q("b24-de-c01", "DE", "consumer", "Bought a used car from a dealer in Hanover and the gearbox packed in after two months. What can I ask the dealer for?", DE_BGB("437", "439", "434")),
  q("b24-de-c02", "DE", "consumer", "I ordered trainers from a German online shop and I don't like them. Can I just send them back?", DE_BGB("312g", "355")),
  q("b24-fr-c01", "FR", "consumer", "The washing machine I bought in Lille broke after eight months and the shop says to take it up with the manufacturer. Is that right?", FR_CODE_DE_LA_CONSOMMATION("L217-3", "L217-8", "L217-7")),
  q("b24-au-c01", "AU", "consumer", "My phone from a big electronics chain in Sydney died after 13 months and they say the warranty was only 12. Am I out of luck?", AU_AUSTRALIAN_CONSUMER_LAW("54", "259")),
  q("b24-nz-c01", "NZ", "consumer", "The dishwasher I bought in Auckland broke after four months and the store says I have to deal with the maker. Is that right?", NZ_CONSUMER_GUARANTEES_ACT("18", "6")),
  q("b24-sg-c01", "SG", "consumer", "A renovation company in Tampines told me the tiles were imported from Italy and they turned out to be cheap local ones. Can I get anything back?", SG_CONSUMER_PROTECTION_FAIR_TRADING_ACT_2003("6", "4")),
  q("b24-in-c01", "IN", "consumer", "A shop in Chennai sold me a fridge that stopped working in a week and refuses to replace it. Where do I file a complaint?", IN_CONSUMER_PROTECTION_ACT_2019("35", "34")),
  q("b24-za-c01", "ZA", "consumer", "Bought a kettle in Cape Town that stopped working after three weeks and the store won't give a refund or a new one.", ZA_CONSUMER_PROTECTION_ACT("56", "55")),
  q("b24-cn-c01", "CN", "consumer", "I bought a jacket online from Beijing and just don't like it. Can I return it without giving a reason?", CN_CONSUMER_RIGHTS_PROTECTION_LAW("25")),
  q("b24-eu-c01", "IT", "consumer", "I ordered a sofa online from a shop in another EU country and had it delivered to Rome. I've changed my mind. Can I send it back?", EU_CONSUMER_RIGHTS_DIRECTIVE("9"), IT_CODICE_DEL_CONSUMO("52")),
  q("b24-eu-c02", "ES", "consumer", "Our flight from Madrid to Berlin was cancelled the evening before we were meant to fly. Does the airline owe us money?", EU_AIR_PASSENGER_RIGHTS_REGULATION("5", "7")),
  q("b24-br-c01", "BR", "consumer", "My new phone from a shop in Salvador stopped working after 20 days and the shop says it's the manufacturer's problem, not theirs.", BR_CODIGO_DE_DEFESA_DO_CONSUMIDOR("18")),
  q("b24-jp-c01", "JP", "consumer", "A salesman came to my grandmother's door in Kyoto and sold her a very expensive water purifier. Can she cancel?", JP_ACT_ON_SPECIFIED_COMMERCIAL_TRANSACTIONS("9")),
  // contract
  q("b24-gb-k01", "GB", "contract", "I did a kitchen fitting job for a customer in 2019 and they never paid the invoice. Is it too late to take them to court?", UK_LIMITATION_ACT_1980("5")),
  q("b24-in-k01", "IN", "contract", "A supplier in Ahmedabad delivered my raw materials a month late and I lost a big order because of it. Can I get compensated?", IN_CONTRACT_ACT_1872("73", "55")),
  q("b24-in-k02", "IN", "contract", "My employer in Mumbai made me sign that I won't work for any competitor for two years after leaving. Can they really hold me to that?", IN_CONTRACT_ACT_1872("27")),
  q("b24-in-k03", "IN", "contract", "Someone in Lucknow paid back a loan with a cheque and it bounced. What can I do now?", IN_NEGOTIABLE_INSTRUMENTS_ACT_1881("138")),
  q("b24-usca-k01", "US-CA", "contract", "My 16-year-old in LA signed a contract to buy a used car without telling us. Can we get out of it?", US_CA_FAMILY_CODE("6710")),
  q("b24-usny-k01", "US-NY", "contract", "We shook hands on renting a shop space in Queens for three years and now the owner is backing out. Is a spoken agreement enough?", US_NY_GENERAL_OBLIGATIONS_LAW("5-703")),
  q("b24-de-k01", "DE", "contract", "I sold my e-bike to a guy in Kiel and now he says I lied about how old it is and wants to cancel the sale. Can he?", DE_BGB("123")),
  q("b24-fr-k01", "FR", "contract", "The contract I signed with a supplier in Paris says they owe me nothing at all if they never deliver. Can that clause really stand?", FR_CODE_CIVIL("1170")),
  q("b24-caon-k01", "CA-ON", "contract", "A contractor in Toronto owes me for a job I did for him three years ago. Can I still sue?", CA_ON_LIMITATIONS_ACT_2002("4")),
  q("b24-nl-k01", "NL", "contract", "A company in Utrecht pays my invoices four months late every time. Can I charge them extra for the delay?", NL_BURGERLIJK_WETBOEK("6:119a")),
  // company
  q("b24-gb-co01", "GB", "company", "I run a small company in Bristol with one other director and just found out he's secretly set up a competing business. Isn't he breaking some duty?", UK_COMPANIES_ACT_2006("175")),
  q("b24-gb-co02", "GB", "company", "The shareholders of our family company in Cambridge want one of the directors gone. Can we just vote him out?", UK_COMPANIES_ACT_2006("168")),
  q("b24-usde-co01", "US-DE", "company", "I own shares in a company set up in Delaware and I think the managers are wasting money. Can I demand to see their books?", US_DE_DGCL("220")),
  q("b24-usny-co01", "US-NY", "company", "I'm a small shareholder in a New York corporation and the directors are lining their own pockets. Can I sue them on the company's behalf?", US_NY_BUSINESS_CORPORATION_LAW("626")),
  q("b24-de-co01", "DE", "company", "I'm managing director of a small limited company in Cologne. Can I be personally liable for a bad business decision?", DE_GMBHG("43")),
  q("b24-au-co01", "AU", "company", "Our company in Brisbane is losing money and can't pay its bills. If we keep trading and taking orders, am I personally on the hook as a director?", AU_CORPORATIONS_ACT_2001("588G")),
  q("b24-in-co01", "IN", "company", "One of the directors of our private company in Bengaluru took a large loan from the company. Is that even allowed?", IN_COMPANIES_ACT_2013("185")),
  q("b24-sg-co01", "SG", "company", "We have a tiny private company in Singapore with two shareholders. Do we really have to hold an annual meeting every year?", SG_COMPANIES_ACT_1967("175A", "175")),
  q("b24-ca-co01", "CA", "company", "I sit on the board of a federally incorporated company in Calgary that's going under. Can staff come after me personally for unpaid wages?", CA_CBCA("119")),
  q("b24-ie-co01", "IE", "company", "I own 20% of a company in Kilkenny and the other shareholders are running it for themselves and shutting me out. What can I do?", IE_COMPANIES_ACT_2014("212")),
  q("b24-nz-co01", "NZ", "company", "I'm a director of an Auckland company in serious money trouble. Is it a problem if we keep trading and hope things turn around?", NZ_COMPANIES_ACT("135")),
  // data protection
  q("b24-gb-dp01", "GB", "data-protection", "I want to see everything my old employer in Leicester holds about me, including emails where I'm mentioned. Can I make them hand it over?", UK_GDPR("15")),
  q("b24-eu-dp01", "IE", "data-protection", "I want an online forum run from Dublin to delete my old posts and my whole profile. Do they have to?", EU_GDPR("17")),
  q("b24-eu-dp02", "FR", "data-protection", "An online shop in Paris was hacked and my card details leaked, and I only found out from the news. Shouldn't they have told me?", EU_GDPR("34")),
  q("b24-usca-dp01", "US-CA", "data-protection", "I want a shopping app to wipe every bit of information it has about me. I live in Los Angeles. Can I make them?", US_CA_CCPA("1798.105")),
  q("b24-usil-dp01", "US-IL", "data-protection", "My job in Springfield makes us clock in with a fingerprint scanner, and nobody ever asked us to sign anything about it.", US_IL_BIPA("14/15")),
  q("b24-usva-dp01", "US-VA", "data-protection", "Can I make a company in Richmond tell me what information they hold on me and then delete it?", US_VA_CDPA("59.1-577")),
  q("b24-usco-dp01", "US-CO", "data-protection", "I'm in Denver and sick of targeted ads. Can I tell websites to stop selling my information and using it for ads?", US_CO_CPA("6-1-1306")),
  q("b24-au-dp01", "AU", "data-protection", "I asked my gym in Sydney for a copy of the information they hold about me and they refused.", AU_PRIVACY_ACT_1988_APP("12")),
  q("b24-in-dp01", "IN", "data-protection", "I deleted my account on a food delivery app in India but they still have all my details. Can I make them erase it?", IN_DPDP_ACT_2023("12")),
  q("b24-za-dp01", "ZA", "data-protection", "A company in Pretoria keeps sending me marketing SMSes even though I never signed up for anything.", ZA_POPIA("69")),
  q("b24-de-dp01", "DE", "data-protection", "My employer in Mannheim put up cameras in the staff break room. Are they allowed to film us there?", DE_BDSG("26")),
  // family
  q("b24-gb-f01", "GB", "family", "My wife and I in Reading both agree our marriage is over. How do we go about getting divorced?", UK_MATRIMONIAL_CAUSES_ACT_1973("1")),
  q("b24-gb-f02", "GB", "family", "My ex in Swansea won't let me see our daughter at all any more. Can a court make her?", UK_CHILDREN_ACT_1989("8", "1")),
  q("b24-usca-f01", "US-CA", "family", "We're divorcing in Sacramento. Does everything we own really get split 50/50?", US_CA_FAMILY_CODE("2550", "760")),
  q("b24-ustx-f01", "US-TX", "family", "If I file for divorce in Fort Worth, how long before it can actually be final?", US_TX_FAMILY_CODE("6.702")),
  q("b24-usny-f01", "US-NY", "family", "Can I get a divorce in New York if my husband refuses to agree to it?", US_NY_DOMESTIC_RELATIONS_LAW("170")),
  q("b24-in-f01", "IN", "family", "My husband and I in Jaipur both want to end our Hindu marriage without a fight. What's the simplest way?", IN_HINDU_MARRIAGE_ACT_1955("13B")),
  q("b24-in-f02", "IN", "family", "My husband and in-laws in Patna hit me and are trying to throw me out of the house. What can I do?", IN_DV_ACT_2005("12", "17", "18", "19")),
  q("b24-au-f01", "AU", "family", "My husband and I split up 14 months ago in Perth. Can I apply for a divorce now?", AU_FAMILY_LAW_ACT_1975("48")),
  q("b24-ca-f01", "CA", "family", "We've been living apart for a year in Halifax. Is that enough to get divorced?", CA_DIVORCE_ACT("8")),
  q("b24-de-f01", "DE", "family", "We separated three months ago in Berlin and my husband earns much more than me. Does he have to support me while we're separated?", DE_BGB("1361")),
  q("b24-fr-f01", "FR", "family", "My husband and I in Rennes both want a divorce and agree on everything. Can we do it without going to court?", FR_CODE_CIVIL("229-1")),
  q("b24-cn-f01", "CN", "family", "My wife and I went to register our divorce in Guangzhou and were told to come back in a month. Why the wait?", CN_CIVIL_CODE("1077")),
  // criminal procedure
  q("b24-gb-p01", "GB", "criminal-procedure", "My son was arrested in Coventry last night and the police still haven't let him speak to a solicitor. Is that allowed?", UK_PACE_1984("58")),
  q("b24-gb-p03", "GB", "criminal-procedure", "My brother has been charged with shoplifting in Derby. Will they let him go home until the trial?", UK_BAIL_ACT_1976("4")),
  q("b24-us-p01", "US", "criminal-procedure", "My cousin was arrested by FBI agents in Miami. Will he be let out before his trial or kept locked up?", US_TITLE_18("3142")),
  q("b24-usca-p01", "US-CA", "criminal-procedure", "My friend was arrested in San Francisco on Friday night. How soon does he have to be brought in front of a judge?", US_CA_PENAL_CODE("825")),
  q("b24-ustx-p01", "US-TX", "criminal-procedure", "I was arrested in El Paso. How soon do I have to be taken to see a magistrate and told what I'm accused of?", US_TX_CODE_OF_CRIMINAL_PROCEDURE("15.17")),
  q("b24-in-p01", "IN", "criminal-procedure", "The police in Kanpur refuse to write down my complaint about my motorbike being stolen. What can I do?", IN_BNSS_2023("173")),
  q("b24-in-p02", "IN", "criminal-procedure", "My brother was picked up by police in Indore. They won't tell us why and won't let him meet a lawyer.", IN_BNSS_2023("47", "38")),
  q("b24-de-p01", "DE", "criminal-procedure", "The police in Nuremberg want to question me about a fight outside a bar. Do I have to say anything?", DE_STPO("136")),
  q("b24-fr-p01", "FR", "criminal-procedure", "My son is being held at a police station in Strasbourg. Is he allowed to have a lawyer with him?", FR_CODE_DE_PROCEDURE_PENALE("63-3-1", "63-1")),
  q("b24-sg-p01", "SG", "criminal-procedure", "My friend was arrested in Singapore three days ago and still hasn't been taken before a judge. Is that allowed?", SG_CRIMINAL_PROCEDURE_CODE_2010("68")),
  q("b24-ca-p01", "CA", "criminal-procedure", "I was arrested in Vancouver and the officers wouldn't let me call a lawyer for hours. Isn't that against my rights?", CA_CHARTER_OF_RIGHTS_AND_FREEDOMS("10")),
  q("b24-ie-p01", "IE", "criminal-procedure", "My daughter was arrested in Limerick and the guards won't let her talk to a solicitor. Can they do that?", IE_CRIMINAL_JUSTICE_ACT_1984("5")),
  // tax
  q("b24-us-t01", "US", "tax", "I'm selling the house I've lived in for ten years in Portland and will make about $200,000 on it. Do I owe tax on that?", US_INTERNAL_REVENUE_CODE("121")),
  q("b24-us-t02", "US", "tax", "what's the last day i can file my federal tax return for last year without being late", US_INTERNAL_REVENUE_CODE("6072")),
  q("b24-gb-t01", "GB", "tax", "How much can I earn in a year in the UK before I start paying any income tax?", UK_INCOME_TAX_ACT_2007("35")),
  q("b24-de-t01", "DE", "tax", "I drive 40 km each way to work in Germany. Can I knock any of that off my taxes?", DE_ESTG("9")),
  q("b24-au-t01", "AU", "tax", "I work from home in Canberra three days a week. Can I claim some of my internet and power bill at tax time?", AU_ITAA_1997("8-1")),
  q("b24-ustx-t01", "US-TX", "tax", "The county in Houston valued my house way higher than it's worth and my property tax bill jumped. Can I fight it?", US_TX_TAX_CODE("41.41")),
  q("b24-in-t01", "IN", "tax", "I run a small clothing shop in Surat. At what turnover do I have to register for GST?", IN_CGST_ACT_2017("22")),
];
