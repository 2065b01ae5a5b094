/**
 * Blind set 17: a one-time measurement of offline retrieval on everyday questions, written by an examiner who did not
 * read the retrieval code (lib/legal/retrieval/), its vocabulary, thesaurus or situation files, any earlier
 * evaluation question, or the registry's summaries, situations and provision texts. The coordinator runs it once, as
 * a whole, on the final code:
 *
 *     npm run eval:retrieval -- --set blind-17
 *
 * which prints only the section "Blind set 17 (written without the code; run once)": pooled counts, then counts per
 * half, per area and per jurisdiction, never a question, a miss or a citation one by one. A plain
 * `npm run eval:retrieval` does not run it.
 *
 * How it was written (blind17r, 2026-11-29), following blind set 16's method, before any retrieval, chat or
 * evaluation ran on it:
 * - The registry was known only from a listing of `source_id | jurisdiction | article | heading` for every provision
 *   (with each instrument's title and short names), printed from `builtInRegistry()`. No summary, situation or
 *   provision text was printed, so no wording here is shaped by the registry's own.
 * - Answerable questions (170, 30 jurisdictions, nine areas): each from a situation, in a non-lawyer's English and
 *   without statute terms or Act names; situations were chosen away from the usual textbook examples, and the
 *   phrasing varies (typos and slang, long and rambling, very short). `expected` lists first the provision a lawyer
 *   would cite first, then acceptable alternatives; the scoring counts any of them. Each law() below is the
 *   instrument's registry title verbatim (generated from the registry, source_id in the comment after it), and every
 *   (source_id, article) pair was checked to be a line of the listing; blind-17.test.ts re-checks that each one
 *   resolves.
 * - EU law asked from a member state (FR, DE, IE) names the EU instrument (its jurisdiction "EU"); those questions
 *   carry ids `b17-eu-<nn>` and the member state as their jurisdiction.
 * - Unrelated questions (30; the right answer cites nothing): cooking, sport, travel, tech support and trivia, and
 *   nine that sound legal (a law office's cat, barristers' wigs, a toast for a new lawyer, asking for a raise) but
 *   that no provision answers; spread over the same jurisdictions.
 * - Left out rather than guessed: situations whose first citation was uncertain or is not in the registry (India's
 *   DPDP Act rights, whose duties are not yet in force in late 2026; overtime pay in Poland, art. 151¹ of the Kodeks
 *   pracy, not held; German repayment of shareholder loans, which falls under the Insolvency Code; Singapore
 *   paternity leave).
 *
 * Split (fixed, stated here, never changed): the everyday set's rule, `splitOf(id)` in everyday.ts — the first byte
 * of sha256(id) even → dev, odd → held-out. The set is meant to be run once as a whole; the halves are reported
 * apart only so that a later tuning round could use the dev half and keep the held-out half clean.
 *
 * Ids: `b17-<jurisdiction>-<nn>` for answerable questions (jurisdiction without its hyphen: usca, inmh, caon, aunsw),
 * `b17-eu-<nn>` for EU law asked from a member state, `b17-un-<nn>` for unrelated ones.
 */
import { law, q, splitOf, type EverydayQuestion, type Half, type UnrelatedQuestion } from "./everyday";

/** The fixed split of this set: the everyday rule (sha256 of the id). */
export function blind17HalfOf(id: string): Half {
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
const BR_LEI_DO_INQUILINATO = law("Lei nº 8.245, de 18 de outubro de 1991 – Dispõe sobre as locações dos imóveis urbanos e os procedimentos a elas pertinentes", "Lei do Inquilinato", "BR"); // br-lei-do-inquilinato
const CA_BANKRUPTCY_AND_INSOLVENCY_ACT = law("Bankruptcy and Insolvency Act", "Bankruptcy and Insolvency Act", "CA"); // ca-bankruptcy-and-insolvency-act
const CA_CANADA_LABOUR_CODE = law("Canada Labour Code", "Canada Labour Code", "CA"); // ca-canada-labour-code
const CA_CBCA = law("Canada Business Corporations Act", "CBCA", "CA"); // ca-cbca
const CA_DIVORCE_ACT = law("Divorce Act", "Divorce Act", "CA"); // ca-divorce-act
const CA_ON_EMPLOYMENT_STANDARDS_ACT_2000 = law("Employment Standards Act, 2000, S.O. 2000, c. 41", "Employment Standards Act, 2000", "CA-ON"); // ca-on-employment-standards-act-2000
const CA_ON_RESIDENTIAL_TENANCIES_ACT_2006 = law("Residential Tenancies Act, 2006, S.O. 2006, c. 17", "Residential Tenancies Act, 2006", "CA-ON"); // ca-on-residential-tenancies-act-2006
const CA_PIPEDA = law("Personal Information Protection and Electronic Documents Act (S.C. 2000, c. 5)", "PIPEDA", "CA"); // ca-pipeda
const CH_OBLIGATIONENRECHT = law("Bundesgesetz betreffend die Ergänzung des Schweizerischen Zivilgesetzbuches (Fünfter Teil: Obligationenrecht) (SR 220)", "Obligationenrecht", "CH"); // ch-obligationenrecht
const CN_CONSUMER_RIGHTS_PROTECTION_LAW = law("中华人民共和国消费者权益保护法", "Law of the People's Republic of China on the Protection of Consumer Rights and Interests", "CN"); // cn-consumer-rights-protection-law
const CN_LABOR_CONTRACT_LAW = law("中华人民共和国劳动合同法", "Labor Contract Law of the People's Republic of China", "CN"); // cn-labor-contract-law
const DE_ARBZG = law("Arbeitszeitgesetz (ArbZG)", "ArbZG", "DE"); // de-arbzg
const DE_BGB = law("German Civil Code (Bürgerliches Gesetzbuch – BGB)", "BGB", "DE"); // de-bgb
const DE_BURLG = law("Mindesturlaubsgesetz für Arbeitnehmer (Bundesurlaubsgesetz – BUrlG)", "BUrlG", "DE"); // de-burlg
const DE_ESTG = law("Einkommensteuergesetz (EStG)", "EStG", "DE"); // de-estg
const DE_GMBHG = law("Gesetz betreffend die Gesellschaften mit beschränkter Haftung (GmbHG)", "GmbHG", "DE"); // de-gmbhg
const DE_KSCHG = law("Kündigungsschutzgesetz (KSchG)", "KSchG", "DE"); // de-kschg
const DE_MUSCHG = law("Gesetz zum Schutz von Müttern bei der Arbeit, in der Ausbildung und im Studium (Mutterschutzgesetz – MuSchG)", "MuSchG", "DE"); // de-muschg
const DE_STPO = law("Strafprozeßordnung (StPO)", "StPO", "DE"); // de-stpo
const ES_ESTATUTO_DE_LOS_TRABAJADORES = law("Real Decreto Legislativo 2/2015, de 23 de octubre, por el que se aprueba el texto refundido de la Ley del Estatuto de los Trabajadores", "Estatuto de los Trabajadores", "ES"); // es-estatuto-de-los-trabajadores
const ES_LEY_DE_ARRENDAMIENTOS_URBANOS = law("Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos", "Ley de Arrendamientos Urbanos", "ES"); // es-ley-de-arrendamientos-urbanos
const EU_AIR_PASSENGER_RIGHTS_REGULATION = law("Regulation (EC) No 261/2004 of the European Parliament and of the Council of 11 February 2004 establishing common rules on compensation and assistance to passengers in the event of denied boarding and of cancellation or long delay of flights, and repealing Regulation (EEC) No 295/91", "Air Passenger Rights Regulation", "EU"); // eu-air-passenger-rights-regulation
const EU_GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data, and repealing Directive 95/46/EC (General Data Protection Regulation)", "GDPR", "EU"); // eu-gdpr
const EU_PACKAGE_TRAVEL_DIRECTIVE = law("Directive (EU) 2015/2302 of the European Parliament and of the Council of 25 November 2015 on package travel and linked travel arrangements, amending Regulation (EC) No 2006/2004 and Directive 2011/83/EU of the European Parliament and of the Council and repealing Council Directive 90/314/EEC", "Package Travel Directive", "EU"); // eu-package-travel-directive
const EU_WORK_LIFE_BALANCE_DIRECTIVE = law("Directive (EU) 2019/1158 of the European Parliament and of the Council of 20 June 2019 on work-life balance for parents and carers and repealing Council Directive 2010/18/EU", "Work-Life Balance Directive", "EU"); // eu-work-life-balance-directive
const FR_CODE_CIVIL = law("Code civil", "Code civil", "FR"); // fr-code-civil
const FR_CODE_DE_LA_CONSOMMATION = law("Code de la consommation", "Code de la consommation", "FR"); // fr-code-de-la-consommation
const FR_CODE_DE_PROCEDURE_PENALE = law("Code de procédure pénale", "Code de procédure pénale", "FR"); // fr-code-de-procedure-penale
const FR_CODE_DU_TRAVAIL = law("Code du travail", "Code du travail", "FR"); // fr-code-du-travail
const FR_CODE_GENERAL_DES_IMPOTS = law("Code général des impôts", "Code général des impôts", "FR"); // fr-code-general-des-impots
const FR_LOI_1989_462 = law("Loi n° 89-462 du 6 juillet 1989 tendant à améliorer les rapports locatifs et portant modification de la loi n° 86-1290 du 23 décembre 1986", "Loi n° 89-462 du 6 juillet 1989", "FR"); // fr-loi-1989-462
const IE_CRIMINAL_JUSTICE_ACT_1984 = law("Criminal Justice Act 1984 (No. 22 of 1984)", "Criminal Justice Act 1984", "IE"); // ie-criminal-justice-act-1984
const IE_DATA_PROTECTION_ACT_2018 = law("Data Protection Act 2018 (Number 7 of 2018)", "Data Protection Act 2018", "IE"); // ie-data-protection-act-2018
const IE_ORGANISATION_OF_WORKING_TIME_ACT_1997 = law("Organisation of Working Time Act 1997 (No. 20 of 1997)", "Organisation of Working Time Act 1997", "IE"); // ie-organisation-of-working-time-act-1997
const IE_PARENTAL_LEAVE_ACT_1998 = law("Parental Leave Act 1998 (No. 30 of 1998)", "Parental Leave Act 1998", "IE"); // ie-parental-leave-act-1998
const IE_PAYMENT_OF_WAGES_ACT_1991 = law("Payment of Wages Act 1991 (No. 25 of 1991)", "Payment of Wages Act 1991", "IE"); // ie-payment-of-wages-act-1991
const IE_RESIDENTIAL_TENANCIES_ACT_2004 = law("Residential Tenancies Act 2004 (No. 27 of 2004)", "Residential Tenancies Act 2004", "IE"); // ie-residential-tenancies-act-2004
const IE_TAXES_CONSOLIDATION_ACT_1997 = law("Taxes Consolidation Act 1997 (No. 39 of 1997)", "Taxes Consolidation Act 1997", "IE"); // ie-taxes-consolidation-act-1997
const IN_BNSS_2023 = law("The Bharatiya Nagarik Suraksha Sanhita, 2023", "BNSS", "IN"); // in-bnss-2023
const IN_CODE_ON_SOCIAL_SECURITY_2020 = law("The Code on Social Security, 2020", "Code on Social Security", "IN"); // in-code-on-social-security-2020
const IN_CODE_ON_WAGES_2019 = law("The Code on Wages, 2019", "Code on Wages", "IN"); // in-code-on-wages-2019
const IN_COMPANIES_ACT_2013 = law("The Companies Act, 2013", "Companies Act", "IN"); // in-companies-act-2013
const IN_CONTRACT_ACT_1872 = law("The Indian Contract Act, 1872", "Indian Contract Act", "IN"); // in-contract-act-1872
const IN_DL_RENT_CONTROL_ACT_1958 = law("The Delhi Rent Control Act, 1958 (Act No. 59 of 1958)", "Delhi Rent Control Act, 1958", "IN-DL"); // in-dl-rent-control-act-1958
const IN_DL_SHOPS_AND_ESTABLISHMENTS_ACT_1954 = law("The Delhi Shops and Establishments Act, 1954", "Delhi Shops and Establishments Act", "IN-DL"); // in-dl-shops-and-establishments-act-1954
const IN_HINDU_MARRIAGE_ACT_1955 = law("The Hindu Marriage Act, 1955", "Hindu Marriage Act", "IN"); // in-hindu-marriage-act-1955
const IN_HINDU_SUCCESSION_ACT_1956 = law("The Hindu Succession Act, 1956 (Act No. 30 of 1956)", "Hindu Succession Act, 1956", "IN"); // in-hindu-succession-act-1956
const IN_KA_SHOPS_AND_COMMERCIAL_ESTABLISHMENTS_ACT_1961 = law("The Karnataka Shops and Commercial Establishments Act, 1961", "Karnataka Shops and Commercial Establishments Act", "IN-KA"); // in-ka-shops-and-commercial-establishments-act-1961
const IN_MH_RENT_CONTROL_ACT_1999 = law("The Maharashtra Rent Control Act, 1999", "Maharashtra Rent Control Act", "IN-MH"); // in-mh-rent-control-act-1999
const IN_NEGOTIABLE_INSTRUMENTS_ACT_1881 = law("The Negotiable Instruments Act, 1881", "NI Act", "IN"); // in-negotiable-instruments-act-1881
const IN_RERA_2016 = law("The Real Estate (Regulation and Development) Act, 2016", "RERA", "IN"); // in-rera-2016
const IN_SENIOR_CITIZENS_ACT_2007 = law("The Maintenance and Welfare of Parents and Senior Citizens Act, 2007 (Act No. 56 of 2007)", "Maintenance and Welfare of Parents and Senior Citizens Act, 2007", "IN"); // in-senior-citizens-act-2007
const IT_CODICE_CIVILE = law("Codice civile (Regio Decreto 16 marzo 1942, n. 262)", "Codice civile", "IT"); // it-codice-civile
const JP_ACT_ON_SPECIFIED_COMMERCIAL_TRANSACTIONS = law("特定商取引に関する法律（昭和五十一年法律第五十七号）", "Act on Specified Commercial Transactions", "JP"); // jp-act-on-specified-commercial-transactions
const JP_LABOR_STANDARDS_ACT = law("労働基準法（昭和二十二年法律第四十九号）", "Labor Standards Act", "JP"); // jp-labor-standards-act
const KR_HOUSING_LEASE_PROTECTION_ACT = law("주택임대차보호법", "Housing Lease Protection Act", "KR"); // kr-housing-lease-protection-act
const NL_BURGERLIJK_WETBOEK = law("Burgerlijk Wetboek", "Burgerlijk Wetboek", "NL"); // nl-burgerlijk-wetboek
const NZ_CONSUMER_GUARANTEES_ACT = law("Consumer Guarantees Act 1993", "Consumer Guarantees Act 1993", "NZ"); // nz-consumer-guarantees-act
const NZ_EMPLOYMENT_RELATIONS_ACT = law("Employment Relations Act 2000", "Employment Relations Act 2000", "NZ"); // nz-employment-relations-act
const NZ_RESIDENTIAL_TENANCIES_ACT = law("Residential Tenancies Act 1986", "Residential Tenancies Act 1986", "NZ"); // nz-residential-tenancies-act
const PL_KODEKS_PRACY = law("Ustawa z dnia 26 czerwca 1974 r. – Kodeks pracy", "Kodeks pracy", "PL"); // pl-kodeks-pracy
const PL_USTAWA_O_PRAWACH_KONSUMENTA = law("Ustawa z dnia 30 maja 2014 r. o prawach konsumenta", "Ustawa o prawach konsumenta", "PL"); // pl-ustawa-o-prawach-konsumenta
const SG_CONSUMER_PROTECTION_FAIR_TRADING_ACT_2003 = law("Consumer Protection (Fair Trading) Act 2003 (2020 Revised Edition)", "Consumer Protection (Fair Trading) Act 2003", "SG"); // sg-consumer-protection-fair-trading-act-2003
const SG_CRIMINAL_PROCEDURE_CODE_2010 = law("Criminal Procedure Code 2010", "Criminal Procedure Code 2010", "SG"); // sg-criminal-procedure-code-2010
const SG_EMPLOYMENT_ACT_1968 = law("Employment Act 1968 (2020 Revised Edition)", "Employment Act 1968", "SG"); // sg-employment-act-1968
const SG_PDPA_2012 = law("Personal Data Protection Act 2012", "PDPA", "SG"); // sg-pdpa-2012
const UK_CHILDREN_ACT_1989 = law("Children Act 1989 (1989 c. 41)", "Children Act 1989", "GB"); // uk-children-act-1989
const UK_CJPOA_1994 = law("Criminal Justice and Public Order Act 1994 (1994 c. 33)", "Criminal Justice and Public Order Act 1994", "GB"); // uk-cjpoa-1994
const UK_COMPANIES_ACT_2006 = law("Companies Act 2006 (2006 c. 46)", "Companies Act 2006", "GB"); // uk-companies-act-2006
const UK_CONSUMER_CREDIT_ACT_1974 = law("Consumer Credit Act 1974 (1974 c. 39)", "Consumer Credit Act 1974", "GB"); // uk-consumer-credit-act-1974
const UK_EMPLOYMENT_RIGHTS_ACT_1996 = law("Employment Rights Act 1996 (1996 c. 18)", "Employment Rights Act 1996", "GB"); // uk-employment-rights-act-1996
const UK_EQUALITY_ACT_2010 = law("Equality Act 2010 (2010 c. 15)", "Equality Act 2010", "GB"); // uk-equality-act-2010
const UK_FAMILY_LAW_ACT_1996 = law("Family Law Act 1996 (1996 c. 27)", "Family Law Act 1996", "GB"); // uk-family-law-act-1996
const UK_HOUSING_ACT_2004 = law("Housing Act 2004 (2004 c. 34)", "Housing Act 2004", "GB"); // uk-housing-act-2004
const UK_ITEPA_2003 = law("Income Tax (Earnings and Pensions) Act 2003 (2003 c. 1)", "Income Tax (Earnings and Pensions) Act 2003", "GB"); // uk-itepa-2003
const UK_LIMITATION_ACT_1980 = law("Limitation Act 1980 (1980 c. 58)", "Limitation Act 1980", "GB"); // uk-limitation-act-1980
const UK_PACE_1984 = law("Police and Criminal Evidence Act 1984 (1984 c. 60)", "Police and Criminal Evidence Act 1984", "GB"); // uk-pace-1984
const UK_TENANT_FEES_ACT_2019 = law("Tenant Fees Act 2019 (2019 c. 4)", "Tenant Fees Act 2019", "GB"); // uk-tenant-fees-act-2019
const US_CA_CCPA = law("California Consumer Privacy Act of 2018 (as amended by the California Privacy Rights Act of 2020)", "CCPA", "US-CA"); // us-ca-ccpa
const US_CA_CIVIL_CODE = law("California Civil Code", "California Civil Code", "US-CA"); // us-ca-civil-code
const US_CA_FAMILY_CODE = law("California Family Code", "California Family Code", "US-CA"); // us-ca-family-code
const US_CA_LABOR_CODE = law("California Labor Code", "Labor Code", "US-CA"); // us-ca-labor-code
const US_CA_PENAL_CODE = law("California Penal Code", "California Penal Code", "US-CA"); // us-ca-penal-code
const US_CCPA_GARNISHMENT = law("Consumer Credit Protection Act, Title III (Restrictions on Garnishment)", "Title III of the Consumer Credit Protection Act", "US"); // us-ccpa-garnishment
const US_CREDIT_REPAIR_ORGANIZATIONS_ACT = law("Credit Repair Organizations Act", "Credit Repair Organizations Act", "US"); // us-credit-repair-organizations-act
const US_DE_DGCL = law("General Corporation Law of the State of Delaware (Delaware Code, Title 8, Chapter 1)", "DGCL", "US-DE"); // us-de-dgcl
const US_DE_RESIDENTIAL_LANDLORD_TENANT_CODE = law("Delaware Residential Landlord-Tenant Code (Title 25, Part III, Delaware Code)", "Delaware Residential Landlord-Tenant Code", "US-DE"); // us-de-residential-landlord-tenant-code
const US_DE_WAGE_PAYMENT_AND_COLLECTION_ACT = law("Delaware Wage Payment and Collection Act (Title 19, Chapter 11, Delaware Code)", "Delaware Wage Payment and Collection Act", "US-DE"); // us-de-wage-payment-and-collection-act
const US_EMPLOYEE_POLYGRAPH_PROTECTION_ACT = law("Employee Polygraph Protection Act of 1988", "EPPA", "US"); // us-employee-polygraph-protection-act
const US_FDCPA = law("Fair Debt Collection Practices Act", "FDCPA", "US"); // us-fdcpa
const US_FERPA = law("Family Educational Rights and Privacy Act of 1974 (FERPA)", "FERPA", "US"); // us-ferpa
const US_FLSA = law("Fair Labor Standards Act of 1938", "FLSA", "US"); // us-flsa
const US_IL_BIPA = law("Biometric Information Privacy Act (740 ILCS 14)", "BIPA", "US-IL"); // us-il-bipa
const US_IL_MARRIAGE_AND_DISSOLUTION_OF_MARRIAGE_ACT = law("Illinois Marriage and Dissolution of Marriage Act (750 ILCS 5)", "Illinois Marriage and Dissolution of Marriage Act", "US-IL"); // us-il-marriage-and-dissolution-of-marriage-act
const US_IL_RIGHT_TO_PRIVACY_IN_THE_WORKPLACE_ACT = law("Right to Privacy in the Workplace Act (820 ILCS 55)", "Right to Privacy in the Workplace Act", "US-IL"); // us-il-right-to-privacy-in-the-workplace-act
const US_IL_SECURITY_DEPOSIT_RETURN_ACT = law("Security Deposit Return Act (765 ILCS 710)", "Security Deposit Return Act", "US-IL"); // us-il-security-deposit-return-act
const US_IL_WAGE_PAYMENT_AND_COLLECTION_ACT = law("Illinois Wage Payment and Collection Act (820 ILCS 115)", "Illinois Wage Payment and Collection Act", "US-IL"); // us-il-wage-payment-and-collection-act
const US_INTERNAL_REVENUE_CODE = law("Internal Revenue Code of 1986", "Internal Revenue Code", "US"); // us-internal-revenue-code
const US_NY_BUSINESS_CORPORATION_LAW = law("New York Business Corporation Law", "New York Business Corporation Law", "US-NY"); // us-ny-business-corporation-law
const US_NY_CRIMINAL_PROCEDURE_LAW = law("New York Criminal Procedure Law", "New York Criminal Procedure Law", "US-NY"); // us-ny-criminal-procedure-law
const US_NY_JUDICIARY_LAW = law("New York Judiciary Law", "New York Judiciary Law", "US-NY"); // us-ny-judiciary-law
const US_NY_LABOR_LAW_ARTICLE_6 = law("New York Labor Law, Article 6 (Payment of Wages)", "New York Labor Law", "US-NY"); // us-ny-labor-law-article-6
const US_NY_REAL_PROPERTY_LAW = law("New York Real Property Law, Article 7 (Landlord and Tenant)", "New York Real Property Law", "US-NY"); // us-ny-real-property-law
const US_PWFA = law("Pregnant Workers Fairness Act", "PWFA", "US"); // us-pwfa
const US_SCRA = law("Servicemembers Civil Relief Act", "SCRA", "US"); // us-scra
const US_TITLE_18 = law("Title 18, United States Code (Crimes and Criminal Procedure)", "Title 18", "US"); // us-title-18
const US_TX_BUSINESS_AND_COMMERCE_CODE = law("Texas Business and Commerce Code", "Texas Business and Commerce Code", "US-TX"); // us-tx-business-and-commerce-code
const US_TX_CODE_OF_CRIMINAL_PROCEDURE = law("Texas Code of Criminal Procedure", "Texas Code of Criminal Procedure", "US-TX"); // us-tx-code-of-criminal-procedure
const US_TX_FAMILY_CODE = law("Texas Family Code", "Texas Family Code", "US-TX"); // us-tx-family-code
const US_TX_LABOR_CODE_CH_61 = law("Texas Labor Code, Chapter 61 (Payment of Wages)", "Texas Payday Law", "US-TX"); // us-tx-labor-code-ch-61
const US_TX_PROPERTY_CODE_CH_92 = law("Texas Property Code, Chapter 92 (Residential Tenancies)", "Texas Property Code chapter 92", "US-TX"); // us-tx-property-code-ch-92
const US_TX_TAX_CODE = law("Texas Tax Code", "Texas Tax Code", "US-TX"); // us-tx-tax-code
const US_USERRA = law("Uniformed Services Employment and Reemployment Rights Act of 1994", "USERRA", "US"); // us-userra
const ZA_BCEA = law("Basic Conditions of Employment Act 75 of 1997", "Basic Conditions of Employment Act", "ZA"); // za-bcea
const ZA_COMPANIES_ACT = law("Companies Act 71 of 2008", "Companies Act 2008 (South Africa)", "ZA"); // za-companies-act
const ZA_CONSUMER_PROTECTION_ACT = law("Consumer Protection Act 68 of 2008", "Consumer Protection Act (South Africa)", "ZA"); // za-consumer-protection-act
const ZA_LRA = law("Labour Relations Act 66 of 1995", "Labour Relations Act", "ZA"); // za-lra
const ZA_POPIA = law("Protection of Personal Information Act 4 of 2013", "POPIA", "ZA"); // za-popia

// ── Answerable questions ──────────────────────────────────────────────────────────────────────────────────────────
export const blind17Questions: EverydayQuestion[] = [
  // United States (federal)
  q("b17-us-01", "US", "employment-pay", "my 15 yr old got a summer job at a car wash and they have him working till 10pm on school nights, is that even legal", US_FLSA("212")),
  q("b17-us-02", "US", "employment-hiring", "The job I applied for wants me to take a lie detector test before they'll hire me as a cashier. Can they make me?", US_EMPLOYEE_POLYGRAPH_PROTECTION_ACT("2002")),
  q("b17-us-03", "US", "employment-leave", "I'm a reservist and just got back from a nine-month deployment. My old employer says my position was filled. Don't they have to take me back?", US_USERRA("4312", "4313")),
  q("b17-us-04", "US", "employment-discrimination", "I'm seven months pregnant and asked to sit on a stool during my shift at the register. They said no stools for anybody, ever.", US_PWFA("2000gg-1")),
  q("b17-us-05", "US", "employment-pay", "Part of my paycheck is being taken for an old debt and now my employer is saying they might fire me over it because it's a hassle for payroll.", US_CCPA_GARNISHMENT("1674", "1673")),
  q("b17-us-06", "US", "consumer", "I got a letter from some collection agency about a gym membership I don't recognise. How do I make them prove I actually owe it?", US_FDCPA("1692g")),
  q("b17-us-07", "US", "consumer", "I signed up with one of those companies that promises to fix your credit score and I regret it already, it's been two days. Can I back out?", US_CREDIT_REPAIR_ORGANIZATIONS_ACT("1679e")),
  q("b17-us-08", "US", "tax", "My aunt gave me $30,000 towards a house deposit. Do I have to report that as income?", US_INTERNAL_REVENUE_CODE("102")),
  q("b17-us-09", "US", "criminal-procedure", "My cousin has been charged with a federal crime and it's been months with no trial date. Isn't there a limit on how long they can drag it out?", US_TITLE_18("3161")),
  q("b17-us-10", "US", "housing", "I'm in the army and got orders to move across the country but I'm stuck in a year-long apartment lease. Can I get out of it?", US_SCRA("3955")),
  q("b17-us-11", "US", "data-protection", "My kid's school gave her grades and disciplinary file to some outside company without asking us. Are they allowed?", US_FERPA("1232g")),

  // California
  q("b17-usca-01", "US-CA", "employment-pay", "I drive my own car all over the county for my job doing home inspections. My boss won't pay for gas or mileage. Do they have to?", US_CA_LABOR_CODE("2802")),
  q("b17-usca-02", "US-CA", "employment-leave", "how many paid sick days am i supposed to get a year working part time at a bakery in LA", US_CA_LABOR_CODE("246")),
  q("b17-usca-03", "US-CA", "housing", "Our landlord in Berkeley keeps letting himself into the apartment with no warning to 'check on things'. What notice does he need to give?", US_CA_CIVIL_CODE("1954")),
  q("b17-usca-04", "US-CA", "housing", "The heater in my rental has been broken for six weeks and the owner ignores me. Can I just pay a repairman and take it out of the rent?", US_CA_CIVIL_CODE("1942", "1941.1")),
  q("b17-usca-05", "US-CA", "family", "My 16-year-old signed a contract for a $2,000 course online without telling me. Can he cancel it because he's a minor?", US_CA_FAMILY_CODE("6710")),
  q("b17-usca-06", "US-CA", "data-protection", "I don't want a fitness app I use to sell my info to advertisers. What can I tell them?", US_CA_CCPA("1798.120")),
  q("b17-usca-07", "US-CA", "criminal-procedure", "My son was arrested in Long Beach and I haven't heard from him. Is he allowed to call anyone from the station?", US_CA_PENAL_CODE("851.5")),

  // New York
  q("b17-usny-01", "US-NY", "housing", "I have to move to Buffalo for six months for a work project. Can I rent my Manhattan apartment to a friend while I'm gone, or can the landlord block it?", US_NY_REAL_PROPERTY_LAW("226-b")),
  q("b17-usny-02", "US-NY", "housing", "The landlord wants $150 just to run a background check on my rental application in Queens. That seems like a lot?", US_NY_REAL_PROPERTY_LAW("238-a")),
  q("b17-usny-03", "US-NY", "housing", "Mold everywhere in the bathroom, ceiling leaking for months, super does nothing. What are my rights as a renter in Brooklyn?", US_NY_REAL_PROPERTY_LAW("235-b")),
  q("b17-usny-04", "US-NY", "employment-pay", "I wait tables in Albany and the manager takes a cut of our tip pool for himself. Is that allowed?", US_NY_LABOR_LAW_ARTICLE_6("196-d")),
  q("b17-usny-05", "US-NY", "employment-leave", "I got called for jury duty for two weeks. Can my employer fire me for being gone that long?", US_NY_JUDICIARY_LAW("519")),
  q("b17-usny-06", "US-NY", "criminal-procedure", "The DA in my case still hasn't handed over the police body cam videos and the trial is coming up. Don't they have to share the evidence?", US_NY_CRIMINAL_PROCEDURE_LAW("245.20")),
  q("b17-usny-07", "US-NY", "company", "I own 10% of a small family corporation in Rochester and my brother who runs it won't let me see the shareholder list or the accounts.", US_NY_BUSINESS_CORPORATION_LAW("624")),

  // Texas
  q("b17-ustx-01", "US-TX", "housing", "came home and the landlord had changed the locks because rent was 5 days late. houston. what can i do", US_TX_PROPERTY_CODE_CH_92("92.0081")),
  q("b17-ustx-02", "US-TX", "housing", "My landlord in Austin charged me a $400 late fee on a $1,200 rent. Is there any limit on that?", US_TX_PROPERTY_CODE_CH_92("92.019")),
  q("b17-ustx-03", "US-TX", "employment-pay", "I got fired in Dallas last Monday. When does the company have to hand over my last paycheck?", US_TX_LABOR_CODE_CH_61("61.014")),
  q("b17-ustx-04", "US-TX", "family", "We both filed for divorce in San Antonio and agree on everything. Why can't the judge just finalise it next week?", US_TX_FAMILY_CODE("6.702")),
  q("b17-ustx-05", "US-TX", "contract", "I signed something at my sales job promising not to work for a competitor anywhere in Texas for five years. Would a court really enforce that?", US_TX_BUSINESS_AND_COMMERCE_CODE("15.50")),
  q("b17-ustx-06", "US-TX", "tax", "The county appraised my house way above what it's worth and my property tax bill jumped. How do I push back?", US_TX_TAX_CODE("41.41")),
  q("b17-ustx-07", "US-TX", "criminal-procedure", "My friend was arrested last night in El Paso. How soon does he have to see a judge?", US_TX_CODE_OF_CRIMINAL_PROCEDURE("15.17")),

  // Delaware
  q("b17-usde-01", "US-DE", "company", "I hold shares in a Delaware startup and suspect the founders are wasting money. Can I demand to see the company's books?", US_DE_DGCL("220")),
  q("b17-usde-02", "US-DE", "company", "Our board wants to approve a decision without holding a meeting, just by everyone signing a paper. Is that okay for a Delaware corporation?", US_DE_DGCL("141")),
  q("b17-usde-03", "US-DE", "company", "We got cashed out in a merger at a price I think is way too low. Is there a way to get a court to value my shares?", US_DE_DGCL("262")),
  q("b17-usde-04", "US-DE", "housing", "Moved out of my place in Wilmington, landlord kept the whole deposit and never said why. How long did he have?", US_DE_RESIDENTIAL_LANDLORD_TENANT_CODE("5514")),
  q("b17-usde-05", "US-DE", "employment-pay", "I quit my job in Dover two weeks ago and I'm still waiting on my final wages.", US_DE_WAGE_PAYMENT_AND_COLLECTION_ACT("1103")),

  // Illinois
  q("b17-usil-01", "US-IL", "data-protection", "Our new time clock at work in Chicago scans our faces. Nobody asked us to sign anything. Is that a problem?", US_IL_BIPA("14/15")),
  q("b17-usil-02", "US-IL", "employment-hiring", "My boss asked me to log into my Instagram during a meeting so he could see who I follow. Can he ask for that?", US_IL_RIGHT_TO_PRIVACY_IN_THE_WORKPLACE_ACT("55/10")),
  q("b17-usil-03", "US-IL", "employment-dismissal", "I got told I'd lose my job because I smoke on weekends at home, nothing to do with work. Peoria, Illinois.", US_IL_RIGHT_TO_PRIVACY_IN_THE_WORKPLACE_ACT("55/5")),
  q("b17-usil-04", "US-IL", "employment-pay", "Employer in Springfield docked my pay for a broken laptop without asking me. Can they?", US_IL_WAGE_PAYMENT_AND_COLLECTION_ACT("115/9")),
  q("b17-usil-05", "US-IL", "housing", "The landlord kept $800 from my deposit for 'cleaning' but never sent me any itemized list or receipts.", US_IL_SECURITY_DEPOSIT_RETURN_ACT("1")),
  q("b17-usil-06", "US-IL", "family", "Getting divorced in Illinois. My wife says the house my parents left me is half hers now.", US_IL_MARRIAGE_AND_DISSOLUTION_OF_MARRIAGE_ACT("5/503")),

  // England and Wales / United Kingdom
  q("b17-gb-01", "GB", "employment-leave", "My childminder just rang to say she's ill and I need to leave work right now to collect my toddler. Can my manager refuse?", UK_EMPLOYMENT_RIGHTS_ACT_1996("57A")),
  q("b17-gb-02", "GB", "employment-hours", "I'd like to do compressed hours, four long days instead of five. Is there any formal way to ask my employer?", UK_EMPLOYMENT_RIGHTS_ACT_1996("80F")),
  q("b17-gb-03", "GB", "employment-pay", "been at this cafe 6 months and never once had a payslip, just cash in an envelope. is that normal", UK_EMPLOYMENT_RIGHTS_ACT_1996("8")),
  q("b17-gb-04", "GB", "employment-dismissal", "I was sacked after four years with no reason given. Can I insist they put the reason in writing?", UK_EMPLOYMENT_RIGHTS_ACT_1996("92")),
  q("b17-gb-05", "GB", "employment-dismissal", "Reported my manager to the regulator for faking safety records and now I've been let go. Is that allowed?", UK_EMPLOYMENT_RIGHTS_ACT_1996("103A", "43B")),
  q("b17-gb-06", "GB", "employment-discrimination", "A colleague found out I earn less than the man doing the same job. My boss says talking about salaries is banned in my contract.", UK_EQUALITY_ACT_2010("77", "66")),
  q("b17-gb-07", "GB", "employment-discrimination", "My employer won't let me have a quieter desk even though my autism makes the open-plan noise unbearable.", UK_EQUALITY_ACT_2010("20", "21")),
  q("b17-gb-08", "GB", "consumer", "Bought a sofa on my credit card for £1,800, the shop went bust before delivering it. Can I get the money back from the card company?", UK_CONSUMER_CREDIT_ACT_1974("75")),
  q("b17-gb-09", "GB", "housing", "My landlord never put my deposit in one of those protection schemes. What happens now?", UK_HOUSING_ACT_2004("213", "214")),
  q("b17-gb-10", "GB", "housing", "The letting agent wants £200 for 'admin' and £50 for a reference check before I can move in.", UK_TENANT_FEES_ACT_2019("1", "3")),
  q("b17-gb-11", "GB", "criminal-procedure", "My partner has been held at the police station since yesterday morning without being charged. How long can they keep him?", UK_PACE_1984("41", "42")),
  q("b17-gb-12", "GB", "criminal-procedure", "If I say nothing when the police interview me, can that be used against me later in court?", UK_CJPOA_1994("34")),
  q("b17-gb-13", "GB", "family", "My ex wants to change our daughter's surname to her new husband's. Can she do that without my agreement?", UK_CHILDREN_ACT_1989("13", "8")),
  q("b17-gb-14", "GB", "family", "My ex keeps turning up at my flat shouting and sending me dozens of texts. Can a court order him to stay away?", UK_FAMILY_LAW_ACT_1996("42")),
  q("b17-gb-15", "GB", "company", "I'm one of three shareholders and the other two are paying themselves huge salaries and freezing me out of every decision. What can I do?", UK_COMPANIES_ACT_2006("994")),
  q("b17-gb-16", "GB", "company", "Our small company made a loss this year but the director still wants to pay the shareholders a dividend. Allowed?", UK_COMPANIES_ACT_2006("830")),
  q("b17-gb-17", "GB", "tax", "I work from home and bought a new desk chair and headset for my job. Can I get tax relief on that?", UK_ITEPA_2003("336")),
  q("b17-gb-18", "GB", "contract", "A mate borrowed £3,000 off me eight years ago and never paid it back. Is it too late to sue him?", UK_LIMITATION_ACT_1980("5")),

  // India
  q("b17-in-01", "IN", "employment-pay", "I resigned from my job in Pune over two weeks ago and the company still hasn't settled my final salary. How long can they take?", IN_CODE_ON_WAGES_2019("17")),
  q("b17-in-02", "IN", "employment-pay", "factory owner makes us work 2-3 extra hours every day and pays the same rate. should overtime not be double", IN_CODE_ON_WAGES_2019("14")),
  q("b17-in-03", "IN", "employment-dismissal", "Worked six years at a private company and just resigned. HR says no lump sum payout for long service because I left on my own.", IN_CODE_ON_SOCIAL_SECURITY_2020("53")),
  q("b17-in-04", "IN", "consumer", "The builder promised possession of my flat in 2023 and it's still not ready. Can I get my money back with interest?", IN_RERA_2016("18")),
  q("b17-in-05", "IN", "contract", "My employment letter says if I leave before 2 years I must pay ₹5 lakh. Is such a penalty actually enforceable?", IN_CONTRACT_ACT_1872("74")),
  q("b17-in-06", "IN", "contract", "I found someone's gold chain on a bus and kept it safe. The owner turned up but refuses to pay back what I spent advertising for him.", IN_CONTRACT_ACT_1872("71")),
  q("b17-in-07", "IN", "company", "Our private company declared a dividend at the AGM two months ago and we shareholders still haven't been paid a rupee.", IN_COMPANIES_ACT_2013("127", "123")),
  q("b17-in-08", "IN", "criminal-procedure", "Police in Chennai refused to register my complaint about my stolen bike. Aren't they bound to write it down?", IN_BNSS_2023("173")),
  q("b17-in-09", "IN", "criminal-procedure", "I think I may be arrested over a false dowry complaint by my sister-in-law. Can I get bail in advance?", IN_BNSS_2023("482")),
  q("b17-in-10", "IN", "family", "My husband and I have been living apart for over a year and both want out. We're both Hindu. What's the quickest way to get divorced?", IN_HINDU_MARRIAGE_ACT_1955("13B")),
  q("b17-in-11", "IN", "family", "My brothers say daughters have no share in our father's ancestral property. Is that true now?", IN_HINDU_SUCCESSION_ACT_1956("6")),
  q("b17-in-12", "IN", "family", "My son took over my house after I gifted it to him and now he won't look after me at all. Can I take it back?", IN_SENIOR_CITIZENS_ACT_2007("23")),
  q("b17-in-13", "IN", "contract", "A client gave me a cheque for my invoice and it bounced for insufficient funds. What can I do?", IN_NEGOTIABLE_INSTRUMENTS_ACT_1881("138")),
  q("b17-inmh-01", "IN-MH", "housing", "My tenant in Thane is refusing to leave even though the leave and licence period ended three months ago.", IN_MH_RENT_CONTROL_ACT_1999("24")),
  q("b17-indl-01", "IN-DL", "housing", "Landlord in Lajpat Nagar cut off our water and electricity to pressure us to vacate. Is he allowed?", IN_DL_RENT_CONTROL_ACT_1958("45")),
  q("b17-indl-02", "IN-DL", "employment-dismissal", "I work at a shop in Delhi and the owner told me not to come back from tomorrow, no notice, no pay.", IN_DL_SHOPS_AND_ESTABLISHMENTS_ACT_1954("30")),
  q("b17-inka-01", "IN-KA", "employment-leave", "How many days of paid leave a year am I owed working at a retail store in Bengaluru?", IN_KA_SHOPS_AND_COMMERCIAL_ESTABLISHMENTS_ACT_1961("15")),

  // Germany
  q("b17-de-01", "DE", "employment-dismissal", "Fired after 12 years at a firm in Cologne and the letter gives only four weeks' notice. Isn't that too short?", DE_BGB("622")),
  q("b17-de-02", "DE", "employment-dismissal", "Got my termination letter ten days ago in Munich. Is there a deadline to challenge it?", DE_KSCHG("4")),
  q("b17-de-03", "DE", "employment-dismissal", "I left the company and they refuse to give me a written reference about my work.", DE_BGB("630")),
  q("b17-de-04", "DE", "employment-leave", "I got the flu during my beach holiday and spent five days in bed. Do I lose those vacation days?", DE_BURLG("9")),
  q("b17-de-05", "DE", "employment-leave", "I've just told my employer I'm pregnant and a week later they want to let me go. Can they?", DE_MUSCHG("17")),
  q("b17-de-06", "DE", "employment-hours", "My employer in Hamburg asks us to work 11-hour days regularly. Is there a daily maximum?", DE_ARBZG("3")),
  q("b17-de-07", "DE", "housing", "The heating in our Berlin flat has been off since November. Can we pay less rent until it's fixed?", DE_BGB("536")),
  q("b17-de-08", "DE", "contract", "My 13-year-old bought a used bike for €60 from his pocket money. My wife wants to undo it. Can we?", DE_BGB("110", "107", "108")),
  q("b17-de-09", "DE", "company", "Our GmbH paid us shareholders a big payout last year that ate into the company's starting capital. Now the company is in trouble and someone says we have to pay it back.", DE_GMBHG("31", "30")),
  q("b17-de-10", "DE", "tax", "We paid a cleaner and a handyman at home last year. Can we knock any of that off our income tax?", DE_ESTG("35a")),
  q("b17-de-11", "DE", "criminal-procedure", "The police summoned my son to answer questions as a suspect. Does he have to say anything?", DE_STPO("136", "163a")),
  q("b17-de-12", "DE", "family", "After the divorce my ex won't let me see our kids at weekends. Do I have a right to visits?", DE_BGB("1684")),

  // France
  q("b17-fr-01", "FR", "employment-hiring", "Started a new job in Lyon, they say my trial period is 6 months for an office job. That seems very long.", FR_CODE_DU_TRAVAIL("L1221-19", "L1221-21")),
  q("b17-fr-02", "FR", "employment-dismissal", "My employer and I both want to end my contract on good terms, without a dismissal or me resigning. Is there a way?", FR_CODE_DU_TRAVAIL("L1237-11")),
  q("b17-fr-03", "FR", "employment-hours", "boss wants me in the shop every sunday from now on, no extra pay. is sunday work normal in france", FR_CODE_DU_TRAVAIL("L3132-3")),
  q("b17-fr-04", "FR", "housing", "I rent an unfurnished flat in Paris and want to leave. How much notice do I give the landlord?", FR_LOI_1989_462("15")),
  q("b17-fr-05", "FR", "housing", "It's been three months since I handed the keys back and the landlord still hasn't returned my deposit.", FR_LOI_1989_462("22")),
  q("b17-fr-06", "FR", "consumer", "My new washing machine broke after 14 months. The shop says it's the manufacturer's problem now.", FR_CODE_DE_LA_CONSOMMATION("L217-3", "L217-7")),
  q("b17-fr-07", "FR", "criminal-procedure", "My brother has been in police custody in Marseille since this morning. Can he see a lawyer?", FR_CODE_DE_PROCEDURE_PENALE("63-3-1")),
  q("b17-fr-08", "FR", "family", "We're separating and both agree on everything, including the kids. Do we really need to go before a judge?", FR_CODE_CIVIL("229-1")),
  q("b17-fr-09", "FR", "contract", "I bought a used car from a private seller and two weeks later the garage found the chassis was rusted through and hidden under fresh paint.", FR_CODE_CIVIL("1641", "1137")),
  q("b17-fr-10", "FR", "tax", "Selling the Bordeaux apartment I've lived in for ten years. Will I pay tax on the gain?", FR_CODE_GENERAL_DES_IMPOTS("150U")),

  // Singapore
  q("b17-sg-01", "SG", "employment-pay", "My salary for last month still hasn't come in and it's the 12th already. How late can my employer pay?", SG_EMPLOYMENT_ACT_1968("21")),
  q("b17-sg-02", "SG", "employment-hours", "My boss made me work on my rest day without asking and paid nothing extra.", SG_EMPLOYMENT_ACT_1968("37")),
  q("b17-sg-03", "SG", "data-protection", "A property agent keeps calling me and I want to know where he got my number. Can I ask the agency what they have on me?", SG_PDPA_2012("21")),
  q("b17-sg-04", "SG", "data-protection", "I told my gym I no longer want them using my details for promotions. They keep sending offers.", SG_PDPA_2012("16")),
  q("b17-sg-05", "SG", "consumer", "Bought a new phone at a shop in Sim Lim, it keeps restarting, after 3 weeks. Shop says no refunds.", SG_CONSUMER_PROTECTION_FAIR_TRADING_ACT_2003("15")),
  q("b17-sg-06", "SG", "criminal-procedure", "My husband was arrested in Singapore two days ago and still hasn't been taken to court. Can they just keep holding him?", SG_CRIMINAL_PROCEDURE_CODE_2010("68")),

  // Australia
  q("b17-au-01", "AU", "employment-leave", "My partner has been violent and I need a few days off to find somewhere safe to live. Does work have to give me leave?", AU_FAIR_WORK_ACT_2009("106A")),
  q("b17-au-02", "AU", "employment-dismissal", "My job was 'made redundant' but they hired someone else to do exactly the same work two weeks later.", AU_FAIR_WORK_ACT_2009("389", "385")),
  q("b17-au-03", "AU", "employment-discrimination", "A coworker constantly belittles me and sabotages my work. HR shrugs. Is there anywhere to take this?", AU_FAIR_WORK_ACT_2009("789FD")),
  q("b17-au-04", "AU", "consumer", "My brand-new car has been back to the dealer four times for the same gearbox fault. Can I ask for a refund instead?", AU_AUSTRALIAN_CONSUMER_LAW("54", "259", "263")),
  q("b17-au-05", "AU", "company", "The company I direct can't pay its suppliers and I keep ordering more stock on credit. Could I personally be liable?", AU_CORPORATIONS_ACT_2001("588G")),
  q("b17-au-06", "AU", "tax", "Sold the house I've lived in for twenty years in Brisbane. Does the tax office take a cut of the profit?", AU_ITAA_1997("118-110")),
  q("b17-au-07", "AU", "family", "We've been separated a year, living in the same house because of money. Can we still apply for divorce?", AU_FAMILY_LAW_ACT_1975("48", "49")),
  q("b17-aunsw-01", "AU-NSW", "housing", "Moving into a rental in Newcastle. Shouldn't the agent give me a report on the state of the place before I move in?", AU_NSW_RESIDENTIAL_TENANCIES_ACT_2010("29")),
  q("b17-aunsw-02", "AU-NSW", "housing", "agent in sydney wants me to pay 4 weeks 'holding fee' to take the flat off the market, legit?", AU_NSW_RESIDENTIAL_TENANCIES_ACT_2010("24")),

  // Canada (federal) and Ontario
  q("b17-ca-01", "CA", "employment-leave", "I work for a bank in Halifax and need a couple of days off to take my daughter to specialist appointments and deal with a mess at her school. Do I get any days for that, paid or not?", CA_CANADA_LABOUR_CODE("206.6")),
  q("b17-ca-02", "CA", "employment-dismissal", "I've worked at a trucking company (federally regulated) for 3 years and got let go without any notice.", CA_CANADA_LABOUR_CODE("230", "235")),
  q("b17-ca-03", "CA", "family", "My ex wants to move with our kids from Winnipeg to Vancouver. Don't I get a say?", CA_DIVORCE_ACT("16.9", "16.91", "16.92")),
  q("b17-ca-04", "CA", "data-protection", "I want a copy of everything my phone company has stored about me. How do I ask and how long do they have?", CA_PIPEDA("8")),
  q("b17-ca-05", "CA", "company", "I'm a minority shareholder in a federal corporation and the majority keeps diluting my shares to squeeze me out. Is there a remedy?", CA_CBCA("241")),
  q("b17-ca-06", "CA", "contract", "I'm drowning in credit card debt and want to offer my creditors a deal to pay part of it instead of going bankrupt.", CA_BANKRUPTCY_AND_INSOLVENCY_ACT("66.12")),
  q("b17-caon-01", "CA-ON", "housing", "My lease in Ottawa says no pets but I adopted a cat. Can the landlord evict me over it?", CA_ON_RESIDENTIAL_TENANCIES_ACT_2006("14")),
  q("b17-caon-02", "CA-ON", "housing", "Super changed the lock on the building's front door and won't give me a new key.", CA_ON_RESIDENTIAL_TENANCIES_ACT_2006("24")),
  q("b17-caon-03", "CA-ON", "employment-hours", "Working 7 hour shifts at a Toronto restaurant and never get a break to eat.", CA_ON_EMPLOYMENT_STANDARDS_ACT_2000("20")),
  q("b17-caon-04", "CA-ON", "employment-leave", "I'm adopting a baby and want time off to bond with him. What leave do I get in Ontario?", CA_ON_EMPLOYMENT_STANDARDS_ACT_2000("48")),

  // Ireland
  q("b17-ie-01", "IE", "employment-hours", "I'm on 60 hours a week most weeks at a meat plant in Cork. Is there a legal cap?", IE_ORGANISATION_OF_WORKING_TIME_ACT_1997("15")),
  q("b17-ie-02", "IE", "employment-hours", "I work every Sunday in a pub and get the same as Tuesday. Shouldn't there be something extra?", IE_ORGANISATION_OF_WORKING_TIME_ACT_1997("14")),
  q("b17-ie-03", "IE", "employment-pay", "Employer took €250 out of my wages for a till shortage I had nothing to do with.", IE_PAYMENT_OF_WAGES_ACT_1991("5")),
  q("b17-ie-04", "IE", "employment-leave", "My son is 7 and I'd like unpaid time off to spend the summer with him. Any right to that?", IE_PARENTAL_LEAVE_ACT_1998("6")),
  q("b17-ie-05", "IE", "housing", "My landlord in Galway told me to leave after I complained to the board about the damp. Can he punish me for complaining?", IE_RESIDENTIAL_TENANCIES_ACT_2004("14")),
  q("b17-ie-06", "IE", "tax", "Thinking of renting my spare room to a student in Dublin. Will I be taxed on the rent?", IE_TAXES_CONSOLIDATION_ACT_1997("216A")),
  q("b17-ie-07", "IE", "criminal-procedure", "My son was arrested in Limerick. Can he talk to a solicitor before the guards question him?", IE_CRIMINAL_JUSTICE_ACT_1984("5")),
  q("b17-ie-08", "IE", "data-protection", "My 14 year old signed up for a social app without us. From what age can kids agree to that themselves in Ireland?", IE_DATA_PROTECTION_ACT_2018("31")),

  // European Union (asked from member states)
  q("b17-eu-01", "FR", "consumer", "Our flight from Nice to Dublin was cancelled the evening before. Are we owed money on top of a refund?", EU_AIR_PASSENGER_RIGHTS_REGULATION("5", "7")),
  q("b17-eu-02", "DE", "consumer", "Stuck 6 hours at Frankfurt airport waiting for a delayed flight, the airline gave us nothing, not even water.", EU_AIR_PASSENGER_RIGHTS_REGULATION("6", "9")),
  q("b17-eu-03", "IE", "consumer", "Booked a holiday package to Spain and the tour company bumped the price up 15% a month before departure. Can I cancel for free?", EU_PACKAGE_TRAVEL_DIRECTIVE("10", "12")),
  q("b17-eu-04", "DE", "data-protection", "My bank refused my loan by computer in seconds and nobody will explain why. Can I insist a human looks at it?", EU_GDPR("22")),
  q("b17-eu-05", "IE", "data-protection", "An old newspaper story about my teenage arrest still shows up when you google my name. Can I get it removed?", EU_GDPR("17")),
  q("b17-eu-06", "FR", "employment-leave", "My mother needs care after surgery. Does EU law give me any time off to look after her?", EU_WORK_LIFE_BALANCE_DIRECTIVE("6")),

  // New Zealand
  q("b17-nz-01", "NZ", "housing", "Landlord in Auckland wants 6 weeks' bond plus rent in advance. Is that too much?", NZ_RESIDENTIAL_TENANCIES_ACT("19")),
  q("b17-nz-02", "NZ", "housing", "rent went up twice in the last 8 months, wellington. is there a rule about how often", NZ_RESIDENTIAL_TENANCIES_ACT("24")),
  q("b17-nz-03", "NZ", "employment-dismissal", "I was dismissed on the spot for something I didn't do, no meeting, no chance to explain.", NZ_EMPLOYMENT_RELATIONS_ACT("103A", "103")),
  q("b17-nz-04", "NZ", "consumer", "My $3,000 couch started falling apart after 8 months. The store says the warranty was only 6 months.", NZ_CONSUMER_GUARANTEES_ACT("6", "18")),

  // South Africa
  q("b17-za-01", "ZA", "employment-leave", "My child was badly hurt at school and I need a day off. Does my employer have to give me paid leave for that?", ZA_BCEA("27")),
  q("b17-za-02", "ZA", "employment-dismissal", "I was fired after I joined the union at the factory in Durban.", ZA_LRA("187")),
  q("b17-za-03", "ZA", "consumer", "Salesman came to my house and I signed for a vacuum cleaner I can't afford. It's been 3 days. Can I cancel?", ZA_CONSUMER_PROTECTION_ACT("16")),
  q("b17-za-04", "ZA", "data-protection", "A company keeps sending me SMS adverts even though I never gave them my number.", ZA_POPIA("69")),
  q("b17-za-05", "ZA", "company", "Our board wants to pay a dividend while we can't even pay the landlord. Any rule stopping that?", ZA_COMPANIES_ACT("46", "4")),

  // Japan, Korea, China
  q("b17-jp-01", "JP", "employment-dismissal", "Company in Osaka told me on Friday that Monday is my last day. No extra pay. Isn't there supposed to be notice?", JP_LABOR_STANDARDS_ACT("20")),
  q("b17-jp-02", "JP", "employment-leave", "Been working 8 months full-time at a Tokyo company and they say I get no paid holidays at all.", JP_LABOR_STANDARDS_ACT("39")),
  q("b17-jp-03", "JP", "consumer", "A door-to-door salesman talked my grandma into buying an expensive futon. She wants out.", JP_ACT_ON_SPECIFIED_COMMERCIAL_TRANSACTIONS("9")),
  q("b17-kr-01", "KR", "housing", "I'm renting in Seoul with a big jeonse deposit. How do I make sure I get it back if the owner sells the building?", KR_HOUSING_LEASE_PROTECTION_ACT("3", "3-2")),
  q("b17-kr-02", "KR", "housing", "My two-year lease is ending and I want to stay. Can the owner just refuse to renew?", KR_HOUSING_LEASE_PROTECTION_ACT("6-3")),
  q("b17-cn-01", "CN", "employment-hiring", "Been working at a Shenzhen company for 5 months and they never gave me a written contract.", CN_LABOR_CONTRACT_LAW("82", "10")),
  q("b17-cn-02", "CN", "consumer", "Bought a jacket online and it just doesn't fit. Can I send it back even though there's nothing wrong with it?", CN_CONSUMER_RIGHTS_PROTECTION_LAW("25")),

  // Spain, Italy, Netherlands, Switzerland, Poland, Brazil
  q("b17-es-01", "ES", "employment-dismissal", "Got fired from my job in Valencia and the judge said the dismissal wasn't justified. What do I get?", ES_ESTATUTO_DE_LOS_TRABAJADORES("56")),
  q("b17-es-02", "ES", "housing", "Signed a 1-year flat rental in Madrid. Can the owner kick me out when the year ends?", ES_LEY_DE_ARRENDAMIENTOS_URBANOS("9", "10")),
  q("b17-es-03", "ES", "employment-leave", "How many days of paid holiday are workers entitled to each year in Spain?", ES_ESTATUTO_DE_LOS_TRABAJADORES("38")),
  q("b17-it-01", "IT", "employment-pay", "Leaving my job in Milan after 9 years. What is the end-of-service lump sum I keep hearing about?", IT_CODICE_CIVILE("2120")),
  q("b17-it-02", "IT", "contract", "My contract says I can't work for any competitor anywhere in Europe for 5 years after leaving and they pay me nothing for it.", IT_CODICE_CIVILE("2125")),
  q("b17-nl-01", "NL", "employment-dismissal", "I've had four temporary contracts in a row with the same employer in Utrecht. Am I permanent by now?", NL_BURGERLIJK_WETBOEK("7:668a")),
  q("b17-nl-02", "NL", "employment-dismissal", "My employer ended my two-year contract and said there's no payment due. Isn't there some compensation when you're let go?", NL_BURGERLIJK_WETBOEK("7:673")),
  q("b17-nl-03", "NL", "employment-pay", "I was off sick for 3 months. Does my employer in Rotterdam still have to pay me?", NL_BURGERLIJK_WETBOEK("7:629")),
  q("b17-ch-01", "CH", "employment-dismissal", "I broke my leg skiing and while I was in hospital my Zurich employer sent me notice of termination.", CH_OBLIGATIONENRECHT("336c")),
  q("b17-ch-02", "CH", "employment-pay", "Out sick for 2 weeks in Geneva, and my employer says I'm not paid for any of it.", CH_OBLIGATIONENRECHT("324a")),
  q("b17-pl-01", "PL", "employment-dismissal", "Worked four years at a firm in Gdańsk and they're letting me go. How much notice are they supposed to give me?", PL_KODEKS_PRACY("36")),
  q("b17-pl-02", "PL", "consumer", "Ordered boots from a Polish webshop, wore them once inside, they're too tight. Can I return them within two weeks?", PL_USTAWA_O_PRAWACH_KONSUMENTA("27")),
  q("b17-br-01", "BR", "employment-hours", "Work at a call centre in São Paulo and they make me stay an extra 3 hours a day, paid at the same rate.", BR_CLT("59")),
  q("b17-br-02", "BR", "consumer", "Bought an air fryer online in Brazil, changed my mind 5 days later. Can I return it?", BR_CODIGO_DE_DEFESA_DO_CONSUMIDOR("49")),
  q("b17-br-03", "BR", "housing", "Rented a flat in Rio for 30 months and want to leave after one year. Do I owe a penalty?", BR_LEI_DO_INQUILINATO("4")),
];

// ── Unrelated questions: the right answer cites nothing ─────────────────────────────────────────────────────────
export const blind17Unrelated: UnrelatedQuestion[] = [
  // Cooking
  { id: "b17-un-01", jurisdiction: "US-CA", question: "How do I keep avocado from going brown if I make guacamole the night before a party?" },
  { id: "b17-un-02", jurisdiction: "IT", question: "Why does my risotto turn out gluey instead of creamy?" },
  { id: "b17-un-03", jurisdiction: "IN-KA", question: "how long to soak rajma before pressure cooking, mine are always hard" },
  { id: "b17-un-04", jurisdiction: "JP", question: "What's the right ratio of water to rice for sushi rice in a normal pot, no rice cooker?" },
  { id: "b17-un-05", jurisdiction: "NL", question: "Can I use baking soda instead of baking powder in pancakes, and how much?" },
  // Sport
  { id: "b17-un-06", jurisdiction: "BR", question: "What does the offside rule actually say when a player is level with the second-last defender?" },
  { id: "b17-un-07", jurisdiction: "NZ", question: "Why do rugby teams choose a scrum instead of a lineout after a penalty?" },
  { id: "b17-un-08", jurisdiction: "US-TX", question: "How do I stop slicing my drives to the right in golf?" },
  { id: "b17-un-09", jurisdiction: "ES", question: "Which stretches help with shin splints after running on pavement?" },
  // Travel
  { id: "b17-un-10", jurisdiction: "CH", question: "Is the Glacier Express worth it or is the regular train through the same valleys just as pretty?" },
  { id: "b17-un-11", jurisdiction: "KR", question: "Best neighbourhood to stay in Seoul for a first trip if I want street food and easy subway access?" },
  { id: "b17-un-12", jurisdiction: "ZA", question: "What's the best month to drive the Garden Route and where should we stop overnight?" },
  { id: "b17-un-13", jurisdiction: "AU-NSW", question: "Can you walk from Bondi to Coogee in under two hours with kids?" },
  // Tech support
  { id: "b17-un-14", jurisdiction: "GB", question: "my wifi keeps dropping every evening around 8pm but only on the upstairs laptop, ideas?" },
  { id: "b17-un-15", jurisdiction: "US-NY", question: "How do I stop my iPhone from draining battery overnight when it's not even in use?" },
  { id: "b17-un-16", jurisdiction: "PL", question: "Excel VLOOKUP returns #N/A even though I can see the value in the other sheet. Why?" },
  { id: "b17-un-17", jurisdiction: "CA", question: "How do I free up space on a Windows laptop when the C drive is almost full?" },
  // Trivia and everyday
  { id: "b17-un-18", jurisdiction: "CN", question: "Why is the Great Wall of China not actually visible from space with the naked eye?" },
  { id: "b17-un-19", jurisdiction: "SG", question: "What is the story behind the Merlion statue?" },
  { id: "b17-un-20", jurisdiction: "DE", question: "How do I get candle wax out of a wool carpet?" },
  { id: "b17-un-21", jurisdiction: "IE", question: "What's the difference between a hare and a rabbit?" },
  // Legal-sounding, but nothing in law answers them
  { id: "b17-un-22", jurisdiction: "US", question: "What's a good name for the cat that lives in our law office? Something lawyer-ish and funny." },
  { id: "b17-un-23", jurisdiction: "GB", question: "Why do barristers still wear those white horsehair wigs, and how much does one cost?" },
  { id: "b17-un-24", jurisdiction: "US-IL", question: "Which courtroom TV dramas are the most realistic to watch for a law student?" },
  { id: "b17-un-25", jurisdiction: "AU", question: "Help me write a short funny toast for my sister, who just got admitted as a lawyer." },
  { id: "b17-un-26", jurisdiction: "FR", question: "How do I ask my boss for a raise without sounding greedy? Any tips for the conversation?" },
  { id: "b17-un-27", jurisdiction: "IN", question: "What should I wear to my friend's registry office wedding in Mumbai? It's in the afternoon." },
  { id: "b17-un-28", jurisdiction: "US-DE", question: "Is it awkward to text my ex-husband happy birthday now the divorce is done? We're on okay terms." },
  { id: "b17-un-29", jurisdiction: "CA-ON", question: "My landlord's dog barks at me every time I come home. Any tips to make friends with it?" },
  { id: "b17-un-30", jurisdiction: "EU", question: "Which John Grisham novels are the best ones to read on a long flight?" },
];
