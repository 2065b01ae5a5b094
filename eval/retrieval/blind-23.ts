/**
 * Blind set 23: a one-time measurement of offline retrieval on everyday questions, written by an examiner who did not
 * read the retrieval code (lib/legal/retrieval/), its vocabulary, thesaurus or situation files, or the registry's
 * summaries, situations and provision texts. The coordinator runs it once, as a whole, on the final code:
 *
 *     npm run eval:retrieval -- --set blind-23
 *
 * which prints only the section "Blind set 23 (written without the code; run once)": pooled counts, then counts per
 * half, per area and per jurisdiction, never a question, a miss or a citation one by one. A plain
 * `npm run eval:retrieval` does not run it.
 *
 * How it was written (examretr6, 2026-11-29, issue 33), following blind set 22's method, before any retrieval, chat
 * or evaluation ran on it:
 * - The registry was known only from a listing of `source_id | jurisdiction | article | heading` for every provision
 *   (with each instrument's title and short names), printed from `builtInRegistry()` (421 instruments, 51
 *   jurisdictions). No summary, situation or provision text was printed, so no wording here is shaped by the
 *   registry's own.
 * - Answerable questions (120, 34 jurisdictions counting sub-national ones, nine areas: employment 30, housing 18,
 *   consumer 14, criminal procedure 11, contract 10, company 10, data protection 10, family 10, tax 7): each from a
 *   situation, in a non-lawyer's English and without statute terms or Act names; the phrasing varies (short and
 *   long, lower case, typos and missing apostrophes, a city instead of a jurisdiction, brand names such as Facebook,
 *   Etsy, Taobao, Currys, Home Depot and JB Hi-Fi, situations told before the question). `expected` lists first the
 *   provision a lawyer would cite first, then acceptable alternatives; the scoring counts any of them. Each law()
 *   below is the instrument's registry title verbatim with its first short name (generated from the listing,
 *   source_id in the comment after it), and every (source_id, article) pair (149) was checked by script to be a line
 *   of the listing whose heading is not marked "[Heading not verified]"; blind-23.test.ts re-checks that each one
 *   resolves.
 * - Not reusing earlier questions: once written, every question (answerable and unrelated) was compared by word
 *   overlap (Jaccard over words of four letters or more) with every string of 30+ characters in the other
 *   eval/retrieval/*.ts files (blind-22.ts included), by a script that printed only this set's ids and scores; 15 at
 *   0.45 or above (the highest 0.67) were rewritten as longer, different situations (same provisions); the highest
 *   score is now 0.44. Contact with earlier sets: blind-22.ts's header and structure, blind-22.test.ts,
 *   blind-set-checks.ts, blind-dev-half.ts and everyday.ts's types. While reading blind-22.ts's structure, a grep
 *   meant to mask question texts printed its last sixty questions (criminal procedure to tax) and a few of
 *   everyday.ts's unrelated questions; none was copied, and the overlap check above covers them.
 * - EU law asked from a member state (IT, FR, ES, NL) names the EU instrument (its jurisdiction "EU"); those
 *   questions carry ids `b23-eu-<nn>` / `b23-eu-c<nn>` / `b23-eu-p<nn>` / `b23-eu-dp<nn>` and the member state as
 *   their jurisdiction. The Italian online-return question also accepts the Codice del consumo's withdrawal article.
 * - Unrelated questions (24; the right answer cites nothing): cooking, garden, hiking, travel, pets, maths, crafts,
 *   skiing, design, sport and finance, and eight that sound legal (scales-of-justice knitting, courtroom-thriller
 *   novels, the typeface of German court rulings, the architecture of Australia's High Court building, a judge-themed
 *   cat name, a French avocat's robe as a party costume, drawing a sheriff's star, a murder-mystery board game) but
 *   that no provision answers; spread over 17 jurisdictions.
 * - Left out rather than guessed: UAE, Kenyan and Nigerian employment questions and a South African deposit question
 *   (the listing marks those headings "[Heading not verified]"); Indian income-tax questions (the Income-tax Act,
 *   2025 replaces the 1961 Act and its section numbers were not known with certainty); a UK VAT registration
 *   question (the threshold sits in a Schedule the listing does not hold); an Uber driver's GST question in Australia
 *   (registration there turns on a provision outside the listing); Canadian RRSP and Singapore relief questions
 *   (the listing holds no such sections).
 *
 * Split (fixed, stated here before any run, never changed): the everyday rule, `splitOf(id)` in everyday.ts — the
 * first byte of sha256(id) even → dev, odd → held-out (60 of the 120 answerable and 17 of the 24 unrelated questions
 * fall in dev). The set is meant to be run once as a whole; the halves are reported apart only so that a later tuning
 * round could use the dev half and keep the held-out half clean.
 *
 * Ids: `b23-<jurisdiction>-<nn>` for answerable employment questions and `b23-<jurisdiction>-<area letter><nn>` for
 * the others (h housing, c consumer, p criminal procedure, k contract, co company, dp data protection, f family,
 * t tax), jurisdiction without its hyphen (usca, usny, ustx, usde, usil, usfl, usva, inka, inmh, indl, caon, ausw);
 * `b23-eu-...` for EU law asked from a member state, `b23-un-<nn>` for unrelated ones.
 */
import { law, q, splitOf, type EverydayQuestion, type Half, type UnrelatedQuestion } from "./everyday";

/** The fixed split of this set: the everyday rule (sha256 of the id). */
export function blind23HalfOf(id: string): Half {
  return splitOf(id);
}

const AU_AUSTRALIAN_CONSUMER_LAW = law("Competition and Consumer Act 2010 (Cth), Schedule 2 — The Australian Consumer Law", "Australian Consumer Law", "AU"); // au-australian-consumer-law
const AU_CORPORATIONS_ACT_2001 = law("Corporations Act 2001 (Cth) (No. 50, 2001)", "Corporations Act 2001", "AU"); // au-corporations-act-2001
const AU_CRIMES_ACT_1914 = law("Crimes Act 1914 (Cth)", "Crimes Act 1914", "AU"); // au-crimes-act-1914
const AU_FAIR_WORK_ACT_2009 = law("Fair Work Act 2009 (Cth) (No. 28, 2009)", "Fair Work Act 2009", "AU"); // au-fair-work-act-2009
const AU_FAMILY_LAW_ACT_1975 = law("Family Law Act 1975 (Cth) (No. 53, 1975)", "Family Law Act 1975", "AU"); // au-family-law-act-1975
const AU_GST_ACT_1999 = law("A New Tax System (Goods and Services Tax) Act 1999 (Cth) (No. 55, 1999)", "A New Tax System (Goods and Services Tax) Act 1999", "AU"); // au-gst-act-1999
const AU_NSW_RESIDENTIAL_TENANCIES_ACT_2010 = law("Residential Tenancies Act 2010 (NSW) (No 42)", "Residential Tenancies Act 2010 (NSW)", "AU-NSW"); // au-nsw-residential-tenancies-act-2010
const AU_PRIVACY_ACT_1988_APP = law("Privacy Act 1988 (Cth), Schedule 1 — Australian Privacy Principles", "APPs", "AU"); // au-privacy-act-1988-app
const BR_CODIGO_DE_DEFESA_DO_CONSUMIDOR = law("Lei nº 8.078, de 11 de setembro de 1990 – Código de Defesa do Consumidor", "Código de Defesa do Consumidor", "BR"); // br-codigo-de-defesa-do-consumidor
const CA_CBCA = law("Canada Business Corporations Act", "CBCA", "CA"); // ca-cbca
const CA_CHARTER_OF_RIGHTS_AND_FREEDOMS = law("Canadian Charter of Rights and Freedoms (Part I of the Constitution Act, 1982)", "Canadian Charter of Rights and Freedoms", "CA"); // ca-charter-of-rights-and-freedoms
const CA_CRIMINAL_CODE = law("Criminal Code (R.S.C. 1985, c. C-46)", "Criminal Code", "CA"); // ca-criminal-code
const CA_DIVORCE_ACT = law("Divorce Act", "Divorce Act", "CA"); // ca-divorce-act
const CA_ON_EMPLOYMENT_STANDARDS_ACT_2000 = law("Employment Standards Act, 2000, S.O. 2000, c. 41", "Employment Standards Act, 2000", "CA-ON"); // ca-on-employment-standards-act-2000
const CA_ON_LIMITATIONS_ACT_2002 = law("Limitations Act, 2002, S.O. 2002, c. 24, Sched. B", "Limitations Act, 2002", "CA-ON"); // ca-on-limitations-act-2002
const CA_ON_RESIDENTIAL_TENANCIES_ACT_2006 = law("Residential Tenancies Act, 2006, S.O. 2006, c. 17", "Residential Tenancies Act, 2006", "CA-ON"); // ca-on-residential-tenancies-act-2006
const CH_OBLIGATIONENRECHT = law("Bundesgesetz betreffend die Ergänzung des Schweizerischen Zivilgesetzbuches (Fünfter Teil: Obligationenrecht) (SR 220)", "Obligationenrecht", "CH"); // ch-obligationenrecht
const CN_CIVIL_CODE = law("中华人民共和国民法典", "Civil Code of the People's Republic of China", "CN"); // cn-civil-code
const CN_CONSUMER_RIGHTS_PROTECTION_LAW = law("中华人民共和国消费者权益保护法", "Law of the People's Republic of China on the Protection of Consumer Rights and Interests", "CN"); // cn-consumer-rights-protection-law
const CN_LABOR_CONTRACT_LAW = law("中华人民共和国劳动合同法", "Labor Contract Law of the People's Republic of China", "CN"); // cn-labor-contract-law
const DE_BEEG = law("Gesetz zum Elterngeld und zur Elternzeit (Bundeselterngeld- und Elternzeitgesetz – BEEG)", "BEEG", "DE"); // de-beeg
const DE_BGB = law("German Civil Code (Bürgerliches Gesetzbuch – BGB)", "BGB", "DE"); // de-bgb
const DE_EFZG = law("Gesetz über die Zahlung des Arbeitsentgelts an Feiertagen und im Krankheitsfall (Entgeltfortzahlungsgesetz – EFZG)", "EFZG", "DE"); // de-efzg
const DE_ESTG = law("Einkommensteuergesetz (EStG)", "EStG", "DE"); // de-estg
const DE_GMBHG = law("Gesetz betreffend die Gesellschaften mit beschränkter Haftung (GmbHG)", "GmbHG", "DE"); // de-gmbhg
const DE_KSCHG = law("Kündigungsschutzgesetz (KSchG)", "KSchG", "DE"); // de-kschg
const DE_STPO = law("Strafprozeßordnung (StPO)", "StPO", "DE"); // de-stpo
const DE_USTG = law("Umsatzsteuergesetz (UStG)", "UStG", "DE"); // de-ustg
const ES_LEY_DE_ARRENDAMIENTOS_URBANOS = law("Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos", "Ley de Arrendamientos Urbanos", "ES"); // es-ley-de-arrendamientos-urbanos
const EU_ACCESS_TO_A_LAWYER_DIRECTIVE = law("Directive 2013/48/EU on the right of access to a lawyer in criminal proceedings and in European arrest warrant proceedings, and on the right to have a third party informed upon deprivation of liberty and to communicate with third persons and with consular authorities while deprived of liberty", "Access to a Lawyer Directive", "EU"); // eu-access-to-a-lawyer-directive
const EU_AIR_PASSENGER_RIGHTS_REGULATION = law("Regulation (EC) No 261/2004 of the European Parliament and of the Council of 11 February 2004 establishing common rules on compensation and assistance to passengers in the event of denied boarding and of cancellation or long delay of flights, and repealing Regulation (EEC) No 295/91", "Air Passenger Rights Regulation", "EU"); // eu-air-passenger-rights-regulation
const EU_CONSUMER_RIGHTS_DIRECTIVE = law("Directive 2011/83/EU of the European Parliament and of the Council of 25 October 2011 on consumer rights", "Consumer Rights Directive", "EU"); // eu-consumer-rights-directive
const EU_GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data, and repealing Directive 95/46/EC (General Data Protection Regulation)", "GDPR", "EU"); // eu-gdpr
const EU_RIGHT_TO_INFORMATION_DIRECTIVE = law("Directive 2012/13/EU of the European Parliament and of the Council of 22 May 2012 on the right to information in criminal proceedings", "Right to Information Directive", "EU"); // eu-right-to-information-directive
const FR_CODE_CIVIL = law("Code civil", "Code civil", "FR"); // fr-code-civil
const FR_CODE_DE_PROCEDURE_PENALE = law("Code de procédure pénale", "Code de procédure pénale", "FR"); // fr-code-de-procedure-penale
const FR_CODE_DU_TRAVAIL = law("Code du travail", "Code du travail", "FR"); // fr-code-du-travail
const FR_LOI_1989_462 = law("Loi n° 89-462 du 6 juillet 1989 tendant à améliorer les rapports locatifs et portant modification de la loi n° 86-1290 du 23 décembre 1986", "Loi n° 89-462 du 6 juillet 1989", "FR"); // fr-loi-1989-462
const HK_PDPO = law("Personal Data (Privacy) Ordinance (Cap. 486)", "PDPO", "HK"); // hk-pdpo
const IE_CONSUMER_RIGHTS_ACT_2022 = law("Consumer Rights Act 2022 (No. 37 of 2022)", "Consumer Rights Act 2022", "IE"); // ie-consumer-rights-act-2022
const IE_FAMILY_LAW_DIVORCE_ACT_1996 = law("Family Law (Divorce) Act 1996 (No. 33 of 1996)", "Family Law (Divorce) Act 1996", "IE"); // ie-family-law-divorce-act-1996
const IE_MINIMUM_NOTICE_AND_TERMS_OF_EMPLOYMENT_ACT_1973 = law("Minimum Notice and Terms of Employment Act 1973 (No. 4 of 1973)", "Minimum Notice and Terms of Employment Act 1973", "IE"); // ie-minimum-notice-and-terms-of-employment-act-1973
const IE_RESIDENTIAL_TENANCIES_ACT_2004 = law("Residential Tenancies Act 2004 (No. 27 of 2004)", "Residential Tenancies Act 2004", "IE"); // ie-residential-tenancies-act-2004
const IE_SICK_LEAVE_ACT_2022 = law("Sick Leave Act 2022 (No. 24 of 2022)", "Sick Leave Act 2022", "IE"); // ie-sick-leave-act-2022
const IE_TAXES_CONSOLIDATION_ACT_1997 = law("Taxes Consolidation Act 1997 (No. 39 of 1997)", "Taxes Consolidation Act 1997", "IE"); // ie-taxes-consolidation-act-1997
const IN_BNSS_2023 = law("The Bharatiya Nagarik Suraksha Sanhita, 2023", "BNSS", "IN"); // in-bnss-2023
const IN_COMPANIES_ACT_2013 = law("The Companies Act, 2013", "Companies Act", "IN"); // in-companies-act-2013
const IN_CONSUMER_PROTECTION_ACT_2019 = law("The Consumer Protection Act, 2019", "Consumer Protection Act", "IN"); // in-consumer-protection-act-2019
const IN_CONTRACT_ACT_1872 = law("The Indian Contract Act, 1872", "Indian Contract Act", "IN"); // in-contract-act-1872
const IN_DV_ACT_2005 = law("The Protection of Women from Domestic Violence Act, 2005", "Domestic Violence Act", "IN"); // in-dv-act-2005
const IN_KA_SHOPS_AND_COMMERCIAL_ESTABLISHMENTS_ACT_1961 = law("The Karnataka Shops and Commercial Establishments Act, 1961", "Karnataka Shops and Commercial Establishments Act", "IN-KA"); // in-ka-shops-and-commercial-establishments-act-1961
const IN_MH_RENT_CONTROL_ACT_1999 = law("The Maharashtra Rent Control Act, 1999", "Maharashtra Rent Control Act", "IN-MH"); // in-mh-rent-control-act-1999
const IN_POSH_ACT_2013 = law("The Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013 (Act No. 14 of 2013)", "Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013", "IN"); // in-posh-act-2013
const IN_SPECIAL_MARRIAGE_ACT_1954 = law("The Special Marriage Act, 1954", "Special Marriage Act", "IN"); // in-special-marriage-act-1954
const IT_CODICE_CIVILE = law("Codice civile (Regio Decreto 16 marzo 1942, n. 262)", "Codice civile", "IT"); // it-codice-civile
const IT_CODICE_DEL_CONSUMO = law("Decreto legislativo 6 settembre 2005, n. 206 – Codice del consumo, a norma dell'articolo 7 della legge 29 luglio 2003, n. 229", "Codice del consumo", "IT"); // it-codice-del-consumo
const JP_CIVIL_CODE = law("民法（明治二十九年法律第八十九号）", "Civil Code (Japan)", "JP"); // jp-civil-code
const JP_LABOR_STANDARDS_ACT = law("労働基準法（昭和二十二年法律第四十九号）", "Labor Standards Act", "JP"); // jp-labor-standards-act
const KR_HOUSING_LEASE_PROTECTION_ACT = law("주택임대차보호법", "Housing Lease Protection Act", "KR"); // kr-housing-lease-protection-act
const KR_LABOR_STANDARDS_ACT = law("근로기준법", "Labor Standards Act (Korea)", "KR"); // kr-labor-standards-act
const KR_PIPA = law("Personal Information Protection Act (Republic of Korea)", "PIPA", "KR"); // kr-pipa
const MX_LEY_FEDERAL_DEL_TRABAJO = law("Ley Federal del Trabajo", "Ley Federal del Trabajo", "MX"); // mx-ley-federal-del-trabajo
const NZ_CONSUMER_GUARANTEES_ACT = law("Consumer Guarantees Act 1993", "Consumer Guarantees Act 1993", "NZ"); // nz-consumer-guarantees-act
const NZ_RESIDENTIAL_TENANCIES_ACT = law("Residential Tenancies Act 1986", "Residential Tenancies Act 1986", "NZ"); // nz-residential-tenancies-act
const SG_COMPANIES_ACT_1967 = law("Companies Act 1967", "Companies Act", "SG"); // sg-companies-act-1967
const SG_EMPLOYMENT_ACT_1968 = law("Employment Act 1968 (2020 Revised Edition)", "Employment Act 1968", "SG"); // sg-employment-act-1968
const TH_PDPA_2019 = law("Personal Data Protection Act, B.E. 2562 (2019)", "PDPA", "TH"); // th-pdpa-2019
const UK_BAIL_ACT_1976 = law("Bail Act 1976 (1976 c. 63)", "Bail Act 1976", "GB"); // uk-bail-act-1976
const UK_COMPANIES_ACT_2006 = law("Companies Act 2006 (2006 c. 46)", "Companies Act 2006", "GB"); // uk-companies-act-2006
const UK_CONSUMER_CONTRACTS_REGULATIONS_2013 = law("The Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 (SI 2013/3134)", "Consumer Contracts Regulations 2013", "GB"); // uk-consumer-contracts-regulations-2013
const UK_CONSUMER_RIGHTS_ACT_2015 = law("Consumer Rights Act 2015 (2015 c. 15)", "Consumer Rights Act 2015", "GB"); // uk-consumer-rights-act-2015
const UK_EMPLOYMENT_RIGHTS_ACT_1996 = law("Employment Rights Act 1996 (1996 c. 18)", "Employment Rights Act 1996", "GB"); // uk-employment-rights-act-1996
const UK_EQUALITY_ACT_2010 = law("Equality Act 2010 (2010 c. 15)", "Equality Act 2010", "GB"); // uk-equality-act-2010
const UK_FAMILY_LAW_ACT_1996 = law("Family Law Act 1996 (1996 c. 27)", "Family Law Act 1996", "GB"); // uk-family-law-act-1996
const UK_GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data (United Kingdom General Data Protection Regulation)", "UK GDPR", "GB"); // uk-gdpr
const UK_HOUSING_ACT_2004 = law("Housing Act 2004 (2004 c. 34)", "Housing Act 2004", "GB"); // uk-housing-act-2004
const UK_LANDLORD_AND_TENANT_ACT_1985 = law("Landlord and Tenant Act 1985 (1985 c. 70)", "Landlord and Tenant Act 1985", "GB"); // uk-landlord-and-tenant-act-1985
const UK_LAW_OF_PROPERTY_MISCELLANEOUS_PROVISIONS_ACT_1989 = law("Law of Property (Miscellaneous Provisions) Act 1989 (1989 c. 34)", "Law of Property (Miscellaneous Provisions) Act 1989", "GB"); // uk-law-of-property-miscellaneous-provisions-act-1989
const UK_MINORS_CONTRACTS_ACT_1987 = law("Minors' Contracts Act 1987 (1987 c. 13)", "Minors' Contracts Act 1987", "GB"); // uk-minors-contracts-act-1987
const UK_PACE_1984 = law("Police and Criminal Evidence Act 1984 (1984 c. 60)", "Police and Criminal Evidence Act 1984", "GB"); // uk-pace-1984
const UK_PROTECTION_FROM_EVICTION_ACT_1977 = law("Protection from Eviction Act 1977 (1977 c. 43)", "Protection from Eviction Act 1977", "GB"); // uk-protection-from-eviction-act-1977
const UK_TAXES_MANAGEMENT_ACT_1970 = law("Taxes Management Act 1970 (1970 c. 9)", "Taxes Management Act 1970", "GB"); // uk-taxes-management-act-1970
const UK_TENANT_FEES_ACT_2019 = law("Tenant Fees Act 2019 (2019 c. 4)", "Tenant Fees Act 2019", "GB"); // uk-tenant-fees-act-2019
const UK_WORKING_TIME_REGULATIONS_1998 = law("The Working Time Regulations 1998 (S.I. 1998/1833)", "Working Time Regulations 1998", "GB"); // uk-working-time-regulations-1998
const US_ADEA = law("Age Discrimination in Employment Act of 1967", "ADEA", "US"); // us-adea
const US_CA_CCPA = law("California Consumer Privacy Act of 2018 (as amended by the California Privacy Rights Act of 2020)", "CCPA", "US-CA"); // us-ca-ccpa
const US_CA_CIVIL_CODE = law("California Civil Code", "California Civil Code", "US-CA"); // us-ca-civil-code
const US_CA_LABOR_CODE = law("California Labor Code", "Labor Code", "US-CA"); // us-ca-labor-code
const US_CA_PENAL_CODE = law("California Penal Code", "California Penal Code", "US-CA"); // us-ca-penal-code
const US_COPPA = law("Children's Online Privacy Protection Act of 1998", "COPPA", "US"); // us-coppa
const US_DE_DGCL = law("General Corporation Law of the State of Delaware (Delaware Code, Title 8, Chapter 1)", "DGCL", "US-DE"); // us-de-dgcl
const US_DE_WAGE_PAYMENT_AND_COLLECTION_ACT = law("Delaware Wage Payment and Collection Act (Title 19, Chapter 11, Delaware Code)", "Delaware Wage Payment and Collection Act", "US-DE"); // us-de-wage-payment-and-collection-act
const US_FDCPA = law("Fair Debt Collection Practices Act", "FDCPA", "US"); // us-fdcpa
const US_FLSA = law("Fair Labor Standards Act of 1938", "FLSA", "US"); // us-flsa
const US_FL_RESIDENTIAL_LANDLORD_TENANT_ACT = law("Florida Residential Landlord and Tenant Act (Fla. Stat. ch. 83, part II)", "Florida Residential Landlord and Tenant Act", "US-FL"); // us-fl-residential-landlord-tenant-act
const US_FMLA = law("Family and Medical Leave Act of 1993", "FMLA", "US"); // us-fmla
const US_IL_BUSINESS_CORPORATION_ACT = law("Business Corporation Act of 1983 (805 ILCS 5)", "Illinois Business Corporation Act", "US-IL"); // us-il-business-corporation-act
const US_IL_MARRIAGE_AND_DISSOLUTION_OF_MARRIAGE_ACT = law("Illinois Marriage and Dissolution of Marriage Act (750 ILCS 5)", "Illinois Marriage and Dissolution of Marriage Act", "US-IL"); // us-il-marriage-and-dissolution-of-marriage-act
const US_IL_PAID_LEAVE_FOR_ALL_WORKERS_ACT = law("Paid Leave for All Workers Act (820 ILCS 192)", "Paid Leave for All Workers Act", "US-IL"); // us-il-paid-leave-for-all-workers-act
const US_IL_SECURITY_DEPOSIT_RETURN_ACT = law("Security Deposit Return Act (765 ILCS 710)", "Security Deposit Return Act", "US-IL"); // us-il-security-deposit-return-act
const US_INTERNAL_REVENUE_CODE = law("Internal Revenue Code of 1986", "Internal Revenue Code", "US"); // us-internal-revenue-code
const US_MAGNUSON_MOSS_WARRANTY_ACT = law("Magnuson-Moss Warranty—Federal Trade Commission Improvement Act", "Magnuson-Moss Warranty Act", "US"); // us-magnuson-moss-warranty-act
const US_NY_BUSINESS_CORPORATION_LAW = law("New York Business Corporation Law", "New York Business Corporation Law", "US-NY"); // us-ny-business-corporation-law
const US_NY_DOMESTIC_RELATIONS_LAW = law("New York Domestic Relations Law", "New York Domestic Relations Law", "US-NY"); // us-ny-domestic-relations-law
const US_NY_HUMAN_RIGHTS_LAW = law("New York Executive Law, Article 15 (Human Rights Law)", "New York Human Rights Law", "US-NY"); // us-ny-human-rights-law
const US_NY_LABOR_LAW_ARTICLE_6 = law("New York Labor Law, Article 6 (Payment of Wages)", "New York Labor Law", "US-NY"); // us-ny-labor-law-article-6
const US_NY_REAL_PROPERTY_LAW = law("New York Real Property Law, Article 7 (Landlord and Tenant)", "New York Real Property Law", "US-NY"); // us-ny-real-property-law
const US_TITLE_18 = law("Title 18, United States Code (Crimes and Criminal Procedure)", "Title 18", "US"); // us-title-18
const US_TX_CODE_OF_CRIMINAL_PROCEDURE = law("Texas Code of Criminal Procedure", "Texas Code of Criminal Procedure", "US-TX"); // us-tx-code-of-criminal-procedure
const US_TX_LABOR_CODE_CH_61 = law("Texas Labor Code, Chapter 61 (Payment of Wages)", "Texas Payday Law", "US-TX"); // us-tx-labor-code-ch-61
const US_TX_PROPERTY_CODE_CH_92 = law("Texas Property Code, Chapter 92 (Residential Tenancies)", "Texas Property Code chapter 92", "US-TX"); // us-tx-property-code-ch-92
const US_UCC_ARTICLE_2 = law("Uniform Commercial Code, Article 2 — Sales", "UCC Article 2", "US"); // us-ucc-article-2
const US_VA_CDPA = law("Consumer Data Protection Act (Code of Virginia, Title 59.1, Chapter 53)", "VCDPA", "US-VA"); // us-va-cdpa
const ZA_BCEA = law("Basic Conditions of Employment Act 75 of 1997", "Basic Conditions of Employment Act", "ZA"); // za-bcea

export const blind23Unrelated: UnrelatedQuestion[] = [
  { id: "b23-un-01", jurisdiction: "GB", question: "Roasting a two kilo bird for Sunday lunch: what temperature and how many minutes so the skin crackles but the meat stays juicy?" },
  { id: "b23-un-02", jurisdiction: "US", question: "what's the best way to get rid of aphids on my tomato plants without spraying chemicals" },
  { id: "b23-un-03", jurisdiction: "DE", question: "Planning a day walk from Garmisch with two kids aged five and seven: which route gives a good look at the Zugspitze without steep climbing?" },
  { id: "b23-un-04", jurisdiction: "FR", question: "Can you suggest a three-day itinerary for Provence in lavender season, with a car?" },
  { id: "b23-un-05", jurisdiction: "AU", question: "My kelpie puppy chews every shoe in the house. How do I train her out of it?" },
  { id: "b23-un-06", jurisdiction: "IN", question: "What is the difference between a mean and a median, with a cricket batting example?" },
  { id: "b23-un-07", jurisdiction: "JP", question: "How do I fold a paper crane step by step? My daughter wants to make a thousand of them." },
  { id: "b23-un-08", jurisdiction: "CA", question: "Which glide wax suits classic cross-country skis on dry powder at about minus 20 in the Laurentians?" },
  { id: "b23-un-09", jurisdiction: "US-CA", question: "Pick a colour palette for a surf shop logo in Santa Cruz that feels retro but not cheesy." },
  { id: "b23-un-10", jurisdiction: "ES", question: "How is a proper paella valenciana made, and should it have chorizo in it?" },
  { id: "b23-un-11", jurisdiction: "BR", question: "Tips for improving my first touch in futsal? I keep losing the ball under pressure." },
  { id: "b23-un-12", jurisdiction: "SG", question: "Which hawker centre dishes would you recommend to a visitor who cannot eat spicy food?" },
  { id: "b23-un-13", jurisdiction: "IE", question: "How often should I feed a sourdough starter that lives in a cold kitchen in Donegal?" },
  { id: "b23-un-14", jurisdiction: "NZ", question: "Best time of year to see glow worms near Waitomo, and do I need to book ahead?" },
  { id: "b23-un-15", jurisdiction: "US-NY", question: "explain how compound interest works on a savings account using simple numbers" },
  { id: "b23-un-16", jurisdiction: "KR", question: "How do I keep homemade kimchi from getting too sour too fast in the fridge?" },
  { id: "b23-un-17", jurisdiction: "GB", question: "I'm knitting a jumper with a pattern of tiny scales of justice. Which yarn weight shows the detail best?" },
  { id: "b23-un-18", jurisdiction: "US", question: "Recommend a few courtroom-thriller novels like John Grisham's for a long flight." },
  { id: "b23-un-19", jurisdiction: "DE", question: "What font do German court rulings usually print in? I like the look and want it for my wedding invitations." },
  { id: "b23-un-20", jurisdiction: "AU", question: "Who designed the building of the High Court in Canberra, and what is the concrete style called?" },
  { id: "b23-un-21", jurisdiction: "IN", question: "Suggest a name for my cat; I want something funny related to judges or police." },
  { id: "b23-un-22", jurisdiction: "FR", question: "What colour is the robe a French avocat wears, and where can I buy a costume one for a party?" },
  { id: "b23-un-23", jurisdiction: "US-TX", question: "How do I draw a sheriff's star badge in Illustrator for a kids' western birthday party?" },
  { id: "b23-un-24", jurisdiction: "CA", question: "Which board game about solving a murder mystery works best for six adults on a cottage weekend?" },
];

export const blind23Questions: EverydayQuestion[] = [
  // employment (30)
  q("b23-gb-01", "GB", "employment-dismissal", "I've stacked shelves at a supermarket in Leeds for six years and they just told me Friday is my last day. Surely I should have had more warning than a few days?", UK_EMPLOYMENT_RIGHTS_ACT_1996("86")),
  q("b23-gb-02", "GB", "employment-leave", "how many paid days off a year am i owed working full time in a cafe in bristol? the owner says 10 and thats it", UK_WORKING_TIME_REGULATIONS_1998("13", "13A")),
  q("b23-gb-03", "GB", "employment-discrimination", "Two weeks after I told my manager in Cardiff that I'm expecting a baby, she quietly took me off the list for the supervisor role. Can she do that?", UK_EQUALITY_ACT_2010("18", "13")),
  q("b23-us-01", "US", "employment-hours", "I do around 52 hours most weeks at a distribution center outside Columbus and I get the same hourly rate for every one of them. Shouldn't the extra hours pay more?", US_FLSA("207")),
  q("b23-us-02", "US", "employment-leave", "My dad in Denver was just diagnosed with cancer and I need a couple of months away from work to look after him. Can my company say no, or let me go for asking?", US_FMLA("2612", "2614")),
  q("b23-us-03", "US", "employment-discrimination", "I'm 61. After twenty years in the Atlanta office my boss replaced me with a 28-year-old and said the team needed 'fresh energy'. Is that legal?", US_ADEA("623")),
  q("b23-usca-01", "US-CA", "employment-pay", "I deliver food for a restaurant in Sacramento using my own car and phone. The owner won't pay a cent toward gas, mileage or my phone bill. Do they have to?", US_CA_LABOR_CODE("2802")),
  q("b23-usca-02", "US-CA", "employment-dismissal", "Got fired from a coffee chain in Los Angeles on Monday and the manager says my last check will come with the normal payroll in two weeks. Is that ok??", US_CA_LABOR_CODE("201", "203")),
  q("b23-usny-01", "US-NY", "employment-pay", "my boss at a diner in queens takes money out of my pay every week for the uniform and for plates that get broken. is he allowed", US_NY_LABOR_LAW_ARTICLE_6("193")),
  q("b23-usny-02", "US-NY", "employment-hiring", "A restaurant in Buffalo was about to hire me as a server, then the owner saw my headscarf at the second interview and suddenly the job was gone.", US_NY_HUMAN_RIGHTS_LAW("296")),
  q("b23-ustx-01", "US-TX", "employment-pay", "I quit my job at a car dealership in Dallas last week. When do they have to pay me what I'm still owed?", US_TX_LABOR_CODE_CH_61("61.014")),
  q("b23-usil-01", "US-IL", "employment-leave", "I work part time at a gas station in Peoria. Does my employer have to give me any paid days off at all, even just a couple?", US_IL_PAID_LEAVE_FOR_ALL_WORKERS_ACT("15")),
  q("b23-usde-01", "US-DE", "employment-pay", "I was laid off from a call center in Wilmington on Wednesday. How soon must they hand over my final wages?", US_DE_WAGE_PAYMENT_AND_COLLECTION_ACT("1103")),
  q("b23-de-01", "DE", "employment-dismissal", "After twelve years at a printing company in Cologne I got a letter ending my job at the end of next month. Isn't that far too short, and don't they need a reason?", DE_BGB("622"), DE_KSCHG("1")),
  q("b23-de-02", "DE", "employment-leave", "I've been off work with a slipped disc for four weeks now (Düsseldorf). Does my boss still have to keep paying me?", DE_EFZG("3")),
  q("b23-de-03", "DE", "employment-leave", "Our baby is due in March and I'm the dad. I'd like to stay home with her for a year, but my team lead in Leipzig laughed and said men don't do that. Can I?", DE_BEEG("15")),
  q("b23-fr-01", "FR", "employment-leave", "Started as a baker's assistant in Lyon in January, 35 hours a week. My boss says I'll get two weeks off in August and that's all for the year. Sounds stingy to me?", FR_CODE_DU_TRAVAIL("L3141-3")),
  q("b23-ie-01", "IE", "employment-leave", "I work in a hotel in Galway and caught a bad flu. Is my boss meant to pay me for any of the days I'm out sick?", IE_SICK_LEAVE_ACT_2022("5")),
  q("b23-ie-02", "IE", "employment-dismissal", "Let go from a factory in Limerick after four years with no warning at all, told to leave that afternoon. How much notice were they supposed to give?", IE_MINIMUM_NOTICE_AND_TERMS_OF_EMPLOYMENT_ACT_1973("4")),
  q("b23-au-01", "AU", "employment-dismissal", "The Perth mining supplier I've worked at for five years is getting rid of my role and nobody is replacing me. Am I owed some kind of payout?", AU_FAIR_WORK_ACT_2009("119", "117")),
  q("b23-au-02", "AU", "employment-hours", "single mum in brisbane here. i want to start and finish an hour earlier so i can do school pickup. can i ask my employer for that and can they just say no", AU_FAIR_WORK_ACT_2009("65")),
  q("b23-caon-01", "CA-ON", "employment-dismissal", "Fired from a retail job in Ottawa after seven years and they gave me one week's warning. Is that enough?", CA_ON_EMPLOYMENT_STANDARDS_ACT_2000("57", "54")),
  q("b23-in-01", "IN", "employment-discrimination", "A senior colleague at my IT company in Hyderabad keeps sending me vulgar messages and touching my shoulder in meetings. Where do I complain inside the company?", IN_POSH_ACT_2013("9", "4")),
  q("b23-inka-01", "IN-KA", "employment-leave", "I sell sarees at a small shop in Mysuru six days a week. The owner says there's no such thing as paid time off for shop staff. How many days am I owed?", IN_KA_SHOPS_AND_COMMERCIAL_ESTABLISHMENTS_ACT_1961("15")),
  q("b23-sg-01", "SG", "employment-leave", "Got dengue and the doctor signed me off for a week. I work at a logistics firm in Jurong. Do I recieve pay for those days?", SG_EMPLOYMENT_ACT_1968("89")),
  q("b23-jp-01", "JP", "employment-leave", "I've worked part time at a convenience store in Sapporo for over a year. The owner says part-timers never get paid holidays. True?", JP_LABOR_STANDARDS_ACT("39")),
  q("b23-kr-01", "KR", "employment-dismissal", "The owner of the restaurant in Busan where I've worked two years told me last night not to bother coming in from today. No warning, no extra pay.", KR_LABOR_STANDARDS_ACT("26")),
  q("b23-cn-01", "CN", "employment-hiring", "I've been on an assembly line in Dongguan since March. The boss keeps saying he'll 'sort the paperwork later' and I still have nothing signed. Am I owed anything extra?", CN_LABOR_CONTRACT_LAW("82", "10")),
  q("b23-za-01", "ZA", "employment-leave", "I'm a domestic worker in Durban, three days a week. My employer says I get no holiday at all because I'm not full time.", ZA_BCEA("20")),
  q("b23-mx-01", "MX", "employment-pay", "It's December and my employer in Monterrey announced there will be no year-end bonus this time because sales were bad. Can they skip it?", MX_LEY_FEDERAL_DEL_TRABAJO("87")),
  // housing (18)
  q("b23-gb-h01", "GB", "housing", "Paid £1,200 up front when I moved into a flat in Nottingham. The landlord never told me where the money was kept and now he's holding onto most of it.", UK_HOUSING_ACT_2004("213", "214")),
  q("b23-gb-h02", "GB", "housing", "No hot water or heating in the terraced house we rent in Sheffield since early October. We've rung the landlord six times. Isn't fixing that on him?", UK_LANDLORD_AND_TENANT_ACT_1985("11")),
  q("b23-gb-h03", "GB", "housing", "came back to my bedsit in brighton and the locks were changed, all my stuff in bin bags on the pavement. nobody went to court", UK_PROTECTION_FROM_EVICTION_ACT_1977("3", "1")),
  q("b23-gb-h04", "GB", "housing", "Before handing over the keys to a two-bed in Reading, the agency asked for £300 for 'referencing and paperwork' on top of rent. Am I obliged to pay that?", UK_TENANT_FEES_ACT_2019("1")),
  q("b23-usca-h01", "US-CA", "housing", "It's been six weeks since I handed back the keys to my Long Beach unit, spotless. The property manager has sent neither my money nor any breakdown of charges.", US_CA_CIVIL_CODE("1950.5")),
  q("b23-usny-h01", "US-NY", "housing", "There's been no heat in our Harlem apartment for weeks in January and there are mice everywhere. Can we stop paying until it's fixed?", US_NY_REAL_PROPERTY_LAW("235-b")),
  q("b23-ustx-h01", "US-TX", "housing", "My landlord in San Antonio put a padlock on my apartment door because I was a week behind. My medicine is inside.", US_TX_PROPERTY_CODE_CH_92("92.0081")),
  q("b23-usfl-h01", "US-FL", "housing", "Orlando landlord kept my whole $1,500 when I moved out. No letter, no explanation, nothing.", US_FL_RESIDENTIAL_LANDLORD_TENANT_ACT("83.49")),
  q("b23-usil-h01", "US-IL", "housing", "Our landlord in Springfield, Illinois held back $600 for 'damage' when we left but never said what was damaged or sent any receipts.", US_IL_SECURITY_DEPOSIT_RETURN_ACT("1")),
  q("b23-de-h01", "DE", "housing", "The owner of our flat in Munich wants 25 percent more rent, all at once, starting next quarter. Is there any limit on that?", DE_BGB("558")),
  q("b23-fr-h01", "FR", "housing", "I left my apartment in Marseille two months ago in perfect condition and the owner still hasn't given back the money I put down at the start.", FR_LOI_1989_462("22")),
  q("b23-es-h01", "ES", "housing", "rented a flat in Valencia with a one-year contract and the landlord says I have to be out when the year is up. can I stay on?", ES_LEY_DE_ARRENDAMIENTOS_URBANOS("9")),
  q("b23-ie-h01", "IE", "housing", "My landlord in Dublin sent a letter telling me to be out in three months. He didn't give any reason. Can he just do that?", IE_RESIDENTIAL_TENANCIES_ACT_2004("34")),
  q("b23-ausw-h01", "AU-NSW", "housing", "Our landlord in Newcastle NSW wants to put the rent up for the second time in eight months. Can he?", AU_NSW_RESIDENTIAL_TENANCIES_ACT_2010("41")),
  q("b23-caon-h01", "CA-ON", "housing", "Black mould and a leaking ceiling in my Toronto basement apartment and the landlord has ignored my texts for weeks.", CA_ON_RESIDENTIAL_TENANCIES_ACT_2006("20")),
  q("b23-inmh-h01", "IN-MH", "housing", "We've rented the same flat in Pune for fifteen years and now the owner wants us out, saying his son needs it. Can he force us?", IN_MH_RENT_CONTROL_ACT_1999("16")),
  q("b23-kr-h01", "KR", "housing", "I'm renting a villa in Seoul with a big lump-sum deposit and I heard the owner might sell. If the building changes hands, am I still protected?", KR_HOUSING_LEASE_PROTECTION_ACT("3")),
  q("b23-nz-h01", "NZ", "housing", "The rental in Wellington is freezing and damp, a window's been broken since winter started, and the landlord won't fix anything.", NZ_RESIDENTIAL_TENANCIES_ACT("45")),
  // consumer (14)
  q("b23-gb-c01", "GB", "consumer", "Bought a washing machine from Currys in Derby and it packed up within ten days. They'll only repair it. Can I insist on my money back?", UK_CONSUMER_RIGHTS_ACT_2015("22", "20", "9")),
  q("b23-gb-c02", "GB", "consumer", "ordered some boots online, they came yesterday and I just don't like them. can I send them back even though nothing's wrong? I'm in York", UK_CONSUMER_CONTRACTS_REGULATIONS_2013("29", "30")),
  q("b23-gb-c03", "GB", "consumer", "A builder tiled our bathroom in Exeter and the tiles are crooked and already coming off the wall. What can we ask him to do?", UK_CONSUMER_RIGHTS_ACT_2015("49")),
  q("b23-eu-c01", "IT", "consumer", "I bought a sofa on a website from a shop in Milan. Five days after it arrived I changed my mind. Can I still give it back?", EU_CONSUMER_RIGHTS_DIRECTIVE("9"), IT_CODICE_DEL_CONSUMO("52")),
  q("b23-eu-c02", "FR", "consumer", "Air France scrapped our Paris to Lisbon hop twelve hours before take-off and the only offer was a seat two days later. Is cash owed on top of that?", EU_AIR_PASSENGER_RIGHTS_REGULATION("7", "5")),
  q("b23-us-c01", "US", "consumer", "The fridge I bought at Home Depot in Phoenix died after three months and the manufacturer won't honor the warranty. What can I do?", US_MAGNUSON_MOSS_WARRANTY_ACT("2310", "2308")),
  q("b23-us-c02", "US", "consumer", "A collection agency calls me at 6 in the morning and phones my workplace every day about an old credit card. Can they keep doin that?", US_FDCPA("1692c", "1692d")),
  q("b23-au-c01", "AU", "consumer", "Four months after buying a laptop from JB Hi-Fi in Canberra, the charging port failed. The store tells me it's the maker's problem, not theirs. Who do I go after?", AU_AUSTRALIAN_CONSUMER_LAW("54", "259")),
  q("b23-nz-c01", "NZ", "consumer", "The lawnmower I bought in Hamilton broke on its third use. The shop is being difficult.", NZ_CONSUMER_GUARANTEES_ACT("6", "18")),
  q("b23-in-c01", "IN", "consumer", "An online seller sent me a fake phone instead of the one I paid for and refuses to refund. Where can I file a complaint in Chennai?", IN_CONSUMER_PROTECTION_ACT_2019("35")),
  q("b23-de-c01", "DE", "consumer", "Our new fridge from an electronics store in Hamburg leaks water onto the floor. What can we demand from the shop?", DE_BGB("439", "437")),
  q("b23-br-c01", "BR", "consumer", "I signed up for an online course over the phone from a company in São Paulo and regretted it three days later. Can I get out of it?", BR_CODIGO_DE_DEFESA_DO_CONSUMIDOR("49")),
  q("b23-cn-c01", "CN", "consumer", "bought a jacket on taobao, it arrived and I just don't want it anymore. can I return it without giving a reason? (Shanghai)", CN_CONSUMER_RIGHTS_PROTECTION_LAW("25")),
  q("b23-ie-c01", "IE", "consumer", "My new phone from a shop in Kilkenny stopped working after two weeks. Do I get a refund or can they insist on only repairing it?", IE_CONSUMER_RIGHTS_ACT_2022("24", "25", "15")),
  // criminal procedure (11)
  q("b23-gb-p01", "GB", "criminal-procedure", "My sister was arrested in Leeds and the police told her she can't speak to a lawyer yet. Can they stop her?", UK_PACE_1984("58")),
  q("b23-gb-p02", "GB", "criminal-procedure", "My dad has been charged in Birmingham and goes before the magistrates tomorrow. Will they let him come home until the trial?", UK_BAIL_ACT_1976("4")),
  q("b23-us-p01", "US", "criminal-procedure", "My cousin was arrested by the FBI in Miami. Will he be locked up the whole time until his trial?", US_TITLE_18("3142")),
  q("b23-ustx-p01", "US-TX", "criminal-procedure", "My son got arrested in Austin last night. When does he get to see a magistrate and find out about bail?", US_TX_CODE_OF_CRIMINAL_PROCEDURE("15.17")),
  q("b23-usca-p01", "US-CA", "criminal-procedure", "i've been sitting in jail in riverside for months and my trial keeps getting moved. isn't there a deadline for them to start it", US_CA_PENAL_CODE("1382")),
  q("b23-de-p01", "DE", "criminal-procedure", "Police in Hanover want to question me about a fight outside a bar. Do I have to say anything, and can I bring a lawyer?", DE_STPO("136", "137")),
  q("b23-fr-p01", "FR", "criminal-procedure", "My son was taken into custody in Toulouse this afternoon. What are the police supposed to tell him?", FR_CODE_DE_PROCEDURE_PENALE("63-1")),
  q("b23-in-p01", "IN", "criminal-procedure", "My neighbour in Patna filed a false complaint against me and I'm afraid the police will pick me up. Can I get protection from a court before that happens?", IN_BNSS_2023("482")),
  q("b23-au-p01", "AU", "criminal-procedure", "Federal police arrested my husband in Sydney this morning. How long can they keep questioning him before they have to charge or release him?", AU_CRIMES_ACT_1914("23C")),
  q("b23-ca-p01", "CA", "criminal-procedure", "Arrested in Winnipeg on Saturday and still in a cell on Sunday night. When do they have to take me before someone who decides about release?", CA_CRIMINAL_CODE("503"), CA_CHARTER_OF_RIGHTS_AND_FREEDOMS("11")),
  q("b23-eu-p01", "ES", "criminal-procedure", "I'm a tourist and was arrested in Madrid after a scuffle. Nobody explained anything to me, not even in English. Don't they have to tell me my rights?", EU_RIGHT_TO_INFORMATION_DIRECTIVE("3"), EU_ACCESS_TO_A_LAWYER_DIRECTIVE("3")),
  // contract (10)
  q("b23-gb-k01", "GB", "contract", "My 16-year-old took a laptop on credit from a trader in Hull and never paid. The trader now wants the laptop back. Can he get it?", UK_MINORS_CONTRACTS_ACT_1987("3")),
  q("b23-gb-k02", "GB", "contract", "Agreed on a handshake to buy a strip of my neighbour's garden in Kent for £5,000. He has backed out. Can I hold him to it?", UK_LAW_OF_PROPERTY_MISCELLANEOUS_PROVISIONS_ACT_1989("2")),
  q("b23-indl-k01", "IN-DL", "contract", "The caterer in Delhi cancelled on the morning of our wedding and we paid almost double for another at the last minute. Can we get the extra back from him?", IN_CONTRACT_ACT_1872("73")),
  q("b23-in-k01", "IN", "contract", "Our agreement with the builder says he pays ₹5 lakh if the house is handed over late. He's six months late. Can I claim the full 5 lakh?", IN_CONTRACT_ACT_1872("74")),
  q("b23-us-k01", "US", "contract", "I agreed on a phone call to buy $8,000 worth of lumber from a supplier in Oregon. Now they deny we ever had a deal. Nothing was emailed.", US_UCC_ARTICLE_2("2-201")),
  q("b23-caon-k01", "CA-ON", "contract", "A contractor in Hamilton, Ontario has owed me money since early 2021. Can I still take him to court?", CA_ON_LIMITATIONS_ACT_2002("4")),
  q("b23-ch-k01", "CH", "contract", "A Zurich agency we paid to build our online shop delivered nothing usable and we lost a season of sales. Can we make them pay for that?", CH_OBLIGATIONENRECHT("97")),
  q("b23-jp-k01", "JP", "contract", "A parts supplier in Kobe didn't deliver on time and our assembly line stood still for a week. Can we claim our losses?", JP_CIVIL_CODE("415")),
  q("b23-it-k01", "IT", "contract", "The firm that was supposed to renovate our shop in Turin never turned up. Can we cancel and get the down payment back?", IT_CODICE_CIVILE("1453")),
  q("b23-cn-k01", "CN", "contract", "A supplier in Beijing delivered only half of what we ordered and stopped answering calls. What can we claim?", CN_CIVIL_CODE("577")),
  // company (10)
  q("b23-gb-co01", "GB", "company", "I own 60% of a small company in Leicester and the other director is useless. Can I get him off the board without his agreement?", UK_COMPANIES_ACT_2006("168")),
  q("b23-gb-co02", "GB", "company", "The two majority owners of our Bristol firm shut me out of every decision and pay all the profits to themselves as salaries. I own 30%.", UK_COMPANIES_ACT_2006("994")),
  q("b23-usde-co01", "US-DE", "company", "I'm an early investor in a Delaware-incorporated app company. Three years have passed without any gathering of investors to vote on who sits on the board. Can we make that happen?", US_DE_DGCL("211")),
  q("b23-usny-co01", "US-NY", "company", "I inherited shares in a family business in Rochester, NY and my uncles refuse to show me any of the books.", US_NY_BUSINESS_CORPORATION_LAW("624")),
  q("b23-usil-co01", "US-IL", "company", "I own 5% of a Chicago corporation. Can I look at its accounts and minutes?", US_IL_BUSINESS_CORPORATION_ACT("7.75")),
  q("b23-in-co01", "IN", "company", "My two brothers control our family's private limited company in Chennai and are slowly squeezing me out, diluting my stake and cutting me off.", IN_COMPANIES_ACT_2013("241")),
  q("b23-au-co01", "AU", "company", "I'm one of two directors of a café business in Melbourne. I never look at the books and leave it all to my partner. Could that come back on me?", AU_CORPORATIONS_ACT_2001("180")),
  q("b23-de-co01", "DE", "company", "As the managing director of a small limited company in Berlin I signed a deal that went badly wrong. Can the company come after me personally?", DE_GMBHG("43")),
  q("b23-sg-co01", "SG", "company", "I've just been made a director of a small trading firm in Singapore. What am I expected to do so I'm not personally on the hook?", SG_COMPANIES_ACT_1967("157")),
  q("b23-ca-co01", "CA", "company", "I'm a minority shareholder in a federally incorporated company in Halifax and the board keeps treating me unfairly. Can a court step in?", CA_CBCA("241")),
  // data protection (10)
  q("b23-eu-dp01", "IT", "data-protection", "I want an online bookshop based in Rome to get rid of everything they have on me. I don't buy from them anymore.", EU_GDPR("17")),
  q("b23-eu-dp02", "NL", "data-protection", "A shop in Utrecht keeps sending me offers based on what I bought. I want them to stop using my details for that.", EU_GDPR("21")),
  q("b23-gb-dp01", "GB", "data-protection", "How can I find out what my old employer in Leeds keeps on file about me?", UK_GDPR("15")),
  q("b23-usca-dp01", "US-CA", "data-protection", "I'm done with Facebook and want every photo, message and bit of tracking they hold on me wiped, not just my account closed. I live in Fresno. Can I make them?", US_CA_CCPA("1798.105")),
  q("b23-usva-dp01", "US-VA", "data-protection", "I live in Richmond, Virginia. A fitness app has years of my runs and heart rate. Can I make them show me and then delete it all?", US_VA_CDPA("59.1-577")),
  q("b23-us-dp01", "US", "data-protection", "A game app on my 9 year old's tablet collected her location and name without ever asking me. Is that allowed?", US_COPPA("6502")),
  q("b23-au-dp01", "AU", "data-protection", "Can I get a copy of everything my dentist in Perth holds about me? They're being cagey.", AU_PRIVACY_ACT_1988_APP("12")),
  q("b23-kr-dp01", "KR", "data-protection", "An online shopping mall in Seoul has had my details for years. Can I demand to see what they keep?", KR_PIPA("35")),
  q("b23-hk-dp01", "HK", "data-protection", "How do I ask my bank in Hong Kong to show me the personal information they hold on me?", HK_PDPO("18")),
  q("b23-th-dp01", "TH", "data-protection", "I stopped using a fitness app in Bangkok and want all my information taken off their servers.", TH_PDPA_2019("33")),
  // family (10)
  q("b23-gb-f01", "GB", "family", "Since we broke up, my ex-boyfriend waits outside my Leeds flat at night, bangs on the door and sends threats. What can a judge do to keep him away from me?", UK_FAMILY_LAW_ACT_1996("42")),
  q("b23-usny-f01", "US-NY", "family", "Married ten years, living in Albany. We just don't get along anymore. Can I get a divorce without proving he did something wrong?", US_NY_DOMESTIC_RELATIONS_LAW("170")),
  q("b23-usil-f01", "US-IL", "family", "Living in Naperville and want to end my marriage. What do I have to show the judge?", US_IL_MARRIAGE_AND_DISSOLUTION_OF_MARRIAGE_ACT("5/401")),
  q("b23-in-f01", "IN", "family", "My husband and his parents in Lucknow hit me and threaten to throw me out of the house. What can I do?", IN_DV_ACT_2005("12", "18")),
  q("b23-inka-f01", "IN-KA", "family", "We're from different religions and had a civil marriage in Bengaluru. Now we both want to separate amicably. How?", IN_SPECIAL_MARRIAGE_ACT_1954("28")),
  q("b23-ie-f01", "IE", "family", "I've been seperated from my husband in Sligo for three years. Can I get a divorce now?", IE_FAMILY_LAW_DIVORCE_ACT_1996("5")),
  q("b23-au-f01", "AU", "family", "Splitting from my husband in Adelaide after 12 years of marriage. How is the house going to be divided?", AU_FAMILY_LAW_ACT_1975("79")),
  q("b23-ca-f01", "CA", "family", "I live in Montreal and split from my wife six months ago. When can we actually get divorced?", CA_DIVORCE_ACT("8")),
  q("b23-fr-f01", "FR", "family", "My ex in Nice refuses to pay anything towards our two kids. Isn't he obliged to?", FR_CODE_CIVIL("371-2")),
  q("b23-jp-f01", "JP", "family", "my husband and I in tokyo both agree to divorce. can we do it without going to court?", JP_CIVIL_CODE("763")),
  // tax (7)
  q("b23-gb-t01", "GB", "tax", "I started freelancing as a wedding photographer in Bath this year. Do I have to tell the taxman and fill in a return myself?", UK_TAXES_MANAGEMENT_ACT_1970("7", "8")),
  q("b23-us-t01", "US", "tax", "We have two kids under 10 in Ohio. Is there something on our federal return that lowers the tax because of them?", US_INTERNAL_REVENUE_CODE("24")),
  q("b23-us-t02", "US", "tax", "I'm a single mom earning about $22,000 at a warehouse in Memphis. Is there any tax credit for people who earn that little?", US_INTERNAL_REVENUE_CODE("32")),
  q("b23-de-t01", "DE", "tax", "I sell handmade earrings on Etsy from Dresden, a few thousand euros a year. Do I have to charge VAT on them?", DE_USTG("19")),
  q("b23-de-t02", "DE", "tax", "I drive 40 km each way to my job in Frankfurt. Can I take those costs off my income tax?", DE_ESTG("9")),
  q("b23-au-t01", "AU", "tax", "I do freelance graphic design from Darwin and make around $40k a year. Do I have to sign up for GST?", AU_GST_ACT_1999("23-5", "23-15")),
  q("b23-ie-t01", "IE", "tax", "My mother is selling the Cork family home she has lived in since 1990 and it's worth far more than she paid. Does the Revenue take a slice of that profit?", IE_TAXES_CONSOLIDATION_ACT_1997("604")),
];
