/**
 * Blind set 16: a one-time measurement of offline retrieval on everyday questions, written by an examiner who did not
 * read the retrieval code (lib/legal/retrieval/), its vocabulary files, any earlier evaluation question, or the
 * registry's summaries and situations. The coordinator runs it once, as a whole, on the final code:
 *
 *     npm run eval:retrieval -- --set blind-16
 *
 * which prints only the section "Blind set 16 (written without the code; run once)": pooled counts, then counts per
 * half, per area and per jurisdiction, never a question, a miss or a citation one by one. A plain
 * `npm run eval:retrieval` does not run it.
 *
 * How it was written (blind16, 2026-11-28), before any retrieval, chat or evaluation ran on it:
 * - The registry was known only from a listing of `source_id | jurisdiction | article | heading` for every provision
 *   (with each instrument's title and short names), printed from `builtInRegistry()`. No summary, situation or
 *   provision text was printed, so no wording here is shaped by the registry's own.
 * - Answerable questions (168, 23 jurisdictions, nine areas): each from a situation, in a non-lawyer's English and
 *   without statute terms or Act names. `expected` lists first the provision a lawyer would cite first, then
 *   acceptable alternatives; the scoring counts any of them. Each law() below is the instrument's registry title
 *   verbatim (generated from the registry, source_id in the comment after it), and every (source_id, article) pair
 *   was checked to be a line of the listing; blind-16.test.ts re-checks that each one resolves.
 * - EU law asked from a member state (FR, DE, IE) names the EU instrument (its jurisdiction "EU"): the member state's
 *   chain reaches EU law, and no national transposition of those articles is in the registry.
 * - Unrelated questions (30; the right answer cites nothing): cooking, sport, travel, tech support and trivia, spread
 *   over the same jurisdictions.
 *
 * Split (fixed, stated here, never changed): the everyday set's rule, `splitOf(id)` in everyday.ts — the first byte
 * of sha256(id) even → dev, odd → held-out. The set is meant to be run once as a whole; the halves are reported
 * apart only so that a later tuning round could use the dev half and keep the held-out half clean.
 *
 * Ids: `b16-<jurisdiction>-<nn>` for answerable questions (jurisdiction without its hyphen: usca, inmh, caon, aunsw),
 * `b16-un-<nn>` for unrelated ones.
 */
import { law, q, splitOf, type EverydayQuestion, type Half, type UnrelatedQuestion } from "./everyday";

/** The fixed split of this set: the everyday rule (sha256 of the id). */
export function blind16HalfOf(id: string): Half {
  return splitOf(id);
}

const US_FLSA = law("Fair Labor Standards Act of 1938", "FLSA", "US"); // us-flsa
const US_FMLA = law("Family and Medical Leave Act of 1993", "FMLA", "US"); // us-fmla
const US_FDCPA = law("Fair Debt Collection Practices Act", "FDCPA", "US"); // us-fdcpa
const US_FCRA = law("Fair Credit Reporting Act", "FCRA", "US"); // us-fcra
const US_FAIR_HOUSING_ACT = law("Fair Housing Act", "Fair Housing Act", "US"); // us-fair-housing-act
const US_ADA = law("Americans with Disabilities Act of 1990", "ADA", "US"); // us-ada
const US_EFTA = law("Electronic Fund Transfer Act", "EFTA", "US"); // us-efta
const US_TILA = law("Truth in Lending Act", "TILA", "US"); // us-tila
const US_INTERNAL_REVENUE_CODE = law("Internal Revenue Code of 1986", "Internal Revenue Code", "US"); // us-internal-revenue-code
const US_TITLE_18 = law("Title 18, United States Code (Crimes and Criminal Procedure)", "Title 18", "US"); // us-title-18
const US_WARN_ACT = law("Worker Adjustment and Retraining Notification Act", "WARN Act", "US"); // us-warn-act
const US_COBRA = law("Employee Retirement Income Security Act of 1974, continuation coverage under group health plans (29 U.S.C. §§ 1161–1168)", "COBRA", "US"); // us-cobra
const US_MAGNUSON_MOSS_WARRANTY_ACT = law("Magnuson-Moss Warranty—Federal Trade Commission Improvement Act", "Magnuson-Moss Warranty Act", "US"); // us-magnuson-moss-warranty-act
const US_BANKRUPTCY_CODE = law("Title 11, United States Code (Bankruptcy Code)", "Bankruptcy Code", "US"); // us-bankruptcy-code
const US_CA_LABOR_CODE = law("California Labor Code", "Labor Code", "US-CA"); // us-ca-labor-code
const US_CA_CIVIL_CODE = law("California Civil Code", "California Civil Code", "US-CA"); // us-ca-civil-code
const US_CA_CCPA = law("California Consumer Privacy Act of 2018 (as amended by the California Privacy Rights Act of 2020)", "CCPA", "US-CA"); // us-ca-ccpa
const US_CA_BUSINESS_AND_PROFESSIONS_CODE = law("California Business and Professions Code", "Business and Professions Code", "US-CA"); // us-ca-business-and-professions-code
const US_CA_FAMILY_CODE = law("California Family Code", "California Family Code", "US-CA"); // us-ca-family-code
const US_CA_GOVERNMENT_CODE = law("California Government Code", "California Government Code", "US-CA"); // us-ca-government-code
const US_NY_GENERAL_OBLIGATIONS_LAW = law("New York General Obligations Law", "New York General Obligations Law", "US-NY"); // us-ny-general-obligations-law
const US_NY_REAL_PROPERTY_LAW = law("New York Real Property Law, Article 7 (Landlord and Tenant)", "New York Real Property Law", "US-NY"); // us-ny-real-property-law
const US_NY_LABOR_LAW_ARTICLE_6 = law("New York Labor Law, Article 6 (Payment of Wages)", "New York Labor Law", "US-NY"); // us-ny-labor-law-article-6
const US_NY_DOMESTIC_RELATIONS_LAW = law("New York Domestic Relations Law", "New York Domestic Relations Law", "US-NY"); // us-ny-domestic-relations-law
const US_NY_CRIMINAL_PROCEDURE_LAW = law("New York Criminal Procedure Law", "New York Criminal Procedure Law", "US-NY"); // us-ny-criminal-procedure-law
const US_NY_HUMAN_RIGHTS_LAW = law("New York Executive Law, Article 15 (Human Rights Law)", "New York Human Rights Law", "US-NY"); // us-ny-human-rights-law
const US_TX_PROPERTY_CODE_CH_92 = law("Texas Property Code, Chapter 92 (Residential Tenancies)", "Texas Property Code chapter 92", "US-TX"); // us-tx-property-code-ch-92
const US_TX_LABOR_CODE_CH_61 = law("Texas Labor Code, Chapter 61 (Payment of Wages)", "Texas Payday Law", "US-TX"); // us-tx-labor-code-ch-61
const US_TX_FAMILY_CODE = law("Texas Family Code", "Texas Family Code", "US-TX"); // us-tx-family-code
const US_TX_CODE_OF_CRIMINAL_PROCEDURE = law("Texas Code of Criminal Procedure", "Texas Code of Criminal Procedure", "US-TX"); // us-tx-code-of-criminal-procedure
const US_DE_DGCL = law("General Corporation Law of the State of Delaware (Delaware Code, Title 8, Chapter 1)", "DGCL", "US-DE"); // us-de-dgcl
const US_DE_RESIDENTIAL_LANDLORD_TENANT_CODE = law("Delaware Residential Landlord-Tenant Code (Title 25, Part III, Delaware Code)", "Delaware Residential Landlord-Tenant Code", "US-DE"); // us-de-residential-landlord-tenant-code
const US_DE_WAGE_PAYMENT_AND_COLLECTION_ACT = law("Delaware Wage Payment and Collection Act (Title 19, Chapter 11, Delaware Code)", "Delaware Wage Payment and Collection Act", "US-DE"); // us-de-wage-payment-and-collection-act
const US_IL_BIPA = law("Biometric Information Privacy Act (740 ILCS 14)", "BIPA", "US-IL"); // us-il-bipa
const US_IL_SECURITY_DEPOSIT_RETURN_ACT = law("Security Deposit Return Act (765 ILCS 710)", "Security Deposit Return Act", "US-IL"); // us-il-security-deposit-return-act
const US_IL_PAID_LEAVE_FOR_ALL_WORKERS_ACT = law("Paid Leave for All Workers Act (820 ILCS 192)", "Paid Leave for All Workers Act", "US-IL"); // us-il-paid-leave-for-all-workers-act
const US_IL_WAGE_PAYMENT_AND_COLLECTION_ACT = law("Illinois Wage Payment and Collection Act (820 ILCS 115)", "Illinois Wage Payment and Collection Act", "US-IL"); // us-il-wage-payment-and-collection-act
const US_IL_RIGHT_TO_PRIVACY_IN_THE_WORKPLACE_ACT = law("Right to Privacy in the Workplace Act (820 ILCS 55)", "Right to Privacy in the Workplace Act", "US-IL"); // us-il-right-to-privacy-in-the-workplace-act
const US_IL_MARRIAGE_AND_DISSOLUTION_OF_MARRIAGE_ACT = law("Illinois Marriage and Dissolution of Marriage Act (750 ILCS 5)", "Illinois Marriage and Dissolution of Marriage Act", "US-IL"); // us-il-marriage-and-dissolution-of-marriage-act
const UK_EMPLOYMENT_RIGHTS_ACT_1996 = law("Employment Rights Act 1996 (1996 c. 18)", "Employment Rights Act 1996", "GB"); // uk-employment-rights-act-1996
const UK_WORKING_TIME_REGULATIONS_1998 = law("The Working Time Regulations 1998 (S.I. 1998/1833)", "Working Time Regulations 1998", "GB"); // uk-working-time-regulations-1998
const UK_CONSUMER_RIGHTS_ACT_2015 = law("Consumer Rights Act 2015 (2015 c. 15)", "Consumer Rights Act 2015", "GB"); // uk-consumer-rights-act-2015
const UK_CONSUMER_CONTRACTS_REGULATIONS_2013 = law("The Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 (SI 2013/3134)", "Consumer Contracts Regulations 2013", "GB"); // uk-consumer-contracts-regulations-2013
const UK_PROTECTION_FROM_EVICTION_ACT_1977 = law("Protection from Eviction Act 1977 (1977 c. 43)", "Protection from Eviction Act 1977", "GB"); // uk-protection-from-eviction-act-1977
const UK_LANDLORD_AND_TENANT_ACT_1985 = law("Landlord and Tenant Act 1985 (1985 c. 70)", "Landlord and Tenant Act 1985", "GB"); // uk-landlord-and-tenant-act-1985
const UK_HOUSING_ACT_2004 = law("Housing Act 2004 (2004 c. 34)", "Housing Act 2004", "GB"); // uk-housing-act-2004
const UK_TENANT_FEES_ACT_2019 = law("Tenant Fees Act 2019 (2019 c. 4)", "Tenant Fees Act 2019", "GB"); // uk-tenant-fees-act-2019
const UK_PACE_1984 = law("Police and Criminal Evidence Act 1984 (1984 c. 60)", "Police and Criminal Evidence Act 1984", "GB"); // uk-pace-1984
const UK_MATRIMONIAL_CAUSES_ACT_1973 = law("Matrimonial Causes Act 1973 (1973 c. 18)", "Matrimonial Causes Act 1973", "GB"); // uk-matrimonial-causes-act-1973
const UK_CHILDREN_ACT_1989 = law("Children Act 1989 (1989 c. 41)", "Children Act 1989", "GB"); // uk-children-act-1989
const UK_GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data (United Kingdom General Data Protection Regulation)", "UK GDPR", "GB"); // uk-gdpr
const UK_COMPANIES_ACT_2006 = law("Companies Act 2006 (2006 c. 46)", "Companies Act 2006", "GB"); // uk-companies-act-2006
const UK_LIMITATION_ACT_1980 = law("Limitation Act 1980 (1980 c. 58)", "Limitation Act 1980", "GB"); // uk-limitation-act-1980
const UK_ITEPA_2003 = law("Income Tax (Earnings and Pensions) Act 2003 (2003 c. 1)", "Income Tax (Earnings and Pensions) Act 2003", "GB"); // uk-itepa-2003
const IN_CODE_ON_WAGES_2019 = law("The Code on Wages, 2019", "Code on Wages", "IN"); // in-code-on-wages-2019
const IN_RERA_2016 = law("The Real Estate (Regulation and Development) Act, 2016", "RERA", "IN"); // in-rera-2016
const IN_NEGOTIABLE_INSTRUMENTS_ACT_1881 = law("The Negotiable Instruments Act, 1881", "NI Act", "IN"); // in-negotiable-instruments-act-1881
const IN_CONSUMER_PROTECTION_ACT_2019 = law("The Consumer Protection Act, 2019", "Consumer Protection Act", "IN"); // in-consumer-protection-act-2019
const IN_BNSS_2023 = law("The Bharatiya Nagarik Suraksha Sanhita, 2023", "BNSS", "IN"); // in-bnss-2023
const IN_HINDU_MARRIAGE_ACT_1955 = law("The Hindu Marriage Act, 1955", "Hindu Marriage Act", "IN"); // in-hindu-marriage-act-1955
const IN_DV_ACT_2005 = law("The Protection of Women from Domestic Violence Act, 2005", "Domestic Violence Act", "IN"); // in-dv-act-2005
const IN_CONTRACT_ACT_1872 = law("The Indian Contract Act, 1872", "Indian Contract Act", "IN"); // in-contract-act-1872
const IN_POSH_ACT_2013 = law("The Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013 (Act No. 14 of 2013)", "Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013", "IN"); // in-posh-act-2013
const IN_DPDP_ACT_2023 = law("The Digital Personal Data Protection Act, 2023", "DPDP Act", "IN"); // in-dpdp-act-2023
const IN_SENIOR_CITIZENS_ACT_2007 = law("The Maintenance and Welfare of Parents and Senior Citizens Act, 2007 (Act No. 56 of 2007)", "Maintenance and Welfare of Parents and Senior Citizens Act, 2007", "IN"); // in-senior-citizens-act-2007
const IN_CODE_ON_SOCIAL_SECURITY_2020 = law("The Code on Social Security, 2020", "Code on Social Security", "IN"); // in-code-on-social-security-2020
const IN_COMPANIES_ACT_2013 = law("The Companies Act, 2013", "Companies Act", "IN"); // in-companies-act-2013
const IN_MH_RENT_CONTROL_ACT_1999 = law("The Maharashtra Rent Control Act, 1999", "Maharashtra Rent Control Act", "IN-MH"); // in-mh-rent-control-act-1999
const IN_DL_RENT_CONTROL_ACT_1958 = law("The Delhi Rent Control Act, 1958 (Act No. 59 of 1958)", "Delhi Rent Control Act, 1958", "IN-DL"); // in-dl-rent-control-act-1958
const IN_KA_SHOPS_AND_COMMERCIAL_ESTABLISHMENTS_ACT_1961 = law("The Karnataka Shops and Commercial Establishments Act, 1961", "Karnataka Shops and Commercial Establishments Act", "IN-KA"); // in-ka-shops-and-commercial-establishments-act-1961
const IN_DL_SHOPS_AND_ESTABLISHMENTS_ACT_1954 = law("The Delhi Shops and Establishments Act, 1954", "Delhi Shops and Establishments Act", "IN-DL"); // in-dl-shops-and-establishments-act-1954
const DE_BGB = law("German Civil Code (Bürgerliches Gesetzbuch – BGB)", "BGB", "DE"); // de-bgb
const DE_KSCHG = law("Kündigungsschutzgesetz (KSchG)", "KSchG", "DE"); // de-kschg
const DE_EFZG = law("Gesetz über die Zahlung des Arbeitsentgelts an Feiertagen und im Krankheitsfall (Entgeltfortzahlungsgesetz – EFZG)", "EFZG", "DE"); // de-efzg
const DE_BURLG = law("Mindesturlaubsgesetz für Arbeitnehmer (Bundesurlaubsgesetz – BUrlG)", "BUrlG", "DE"); // de-burlg
const DE_BETRVG = law("Betriebsverfassungsgesetz (BetrVG)", "BetrVG", "DE"); // de-betrvg
const DE_BDSG = law("Federal Data Protection Act (Bundesdatenschutzgesetz – BDSG) of 30 June 2017", "BDSG", "DE"); // de-bdsg
const DE_STPO = law("Strafprozeßordnung (StPO)", "StPO", "DE"); // de-stpo
const DE_ESTG = law("Einkommensteuergesetz (EStG)", "EStG", "DE"); // de-estg
const DE_GMBHG = law("Gesetz betreffend die Gesellschaften mit beschränkter Haftung (GmbHG)", "GmbHG", "DE"); // de-gmbhg
const FR_LOI_1989_462 = law("Loi n° 89-462 du 6 juillet 1989 tendant à améliorer les rapports locatifs et portant modification de la loi n° 86-1290 du 23 décembre 1986", "Loi n° 89-462 du 6 juillet 1989", "FR"); // fr-loi-1989-462
const FR_CODE_DU_TRAVAIL = law("Code du travail", "Code du travail", "FR"); // fr-code-du-travail
const FR_CODE_DE_LA_CONSOMMATION = law("Code de la consommation", "Code de la consommation", "FR"); // fr-code-de-la-consommation
const FR_CODE_DE_PROCEDURE_PENALE = law("Code de procédure pénale", "Code de procédure pénale", "FR"); // fr-code-de-procedure-penale
const FR_CODE_CIVIL = law("Code civil", "Code civil", "FR"); // fr-code-civil
const FR_CODE_GENERAL_DES_IMPOTS = law("Code général des impôts", "Code général des impôts", "FR"); // fr-code-general-des-impots
const SG_EMPLOYMENT_ACT_1968 = law("Employment Act 1968 (2020 Revised Edition)", "Employment Act 1968", "SG"); // sg-employment-act-1968
const SG_CHILD_DEVELOPMENT_CO_SAVINGS_ACT_2001 = law("Child Development Co-Savings Act 2001 (2020 Revised Edition)", "Child Development Co-Savings Act 2001", "SG"); // sg-child-development-co-savings-act-2001
const SG_PDPA_2012 = law("Personal Data Protection Act 2012", "PDPA", "SG"); // sg-pdpa-2012
const SG_CRIMINAL_PROCEDURE_CODE_2010 = law("Criminal Procedure Code 2010", "Criminal Procedure Code 2010", "SG"); // sg-criminal-procedure-code-2010
const SG_CONSUMER_PROTECTION_FAIR_TRADING_ACT_2003 = law("Consumer Protection (Fair Trading) Act 2003 (2020 Revised Edition)", "Consumer Protection (Fair Trading) Act 2003", "SG"); // sg-consumer-protection-fair-trading-act-2003
const SG_COMMUNITY_DISPUTES_RESOLUTION_ACT_2015 = law("Community Disputes Resolution Act 2015", "Community Disputes Resolution Act 2015", "SG"); // sg-community-disputes-resolution-act-2015
const SG_COMPANIES_ACT_1967 = law("Companies Act 1967", "Companies Act", "SG"); // sg-companies-act-1967
const AU_FAIR_WORK_ACT_2009 = law("Fair Work Act 2009 (Cth) (No. 28, 2009)", "Fair Work Act 2009", "AU"); // au-fair-work-act-2009
const AU_AUSTRALIAN_CONSUMER_LAW = law("Competition and Consumer Act 2010 (Cth), Schedule 2 — The Australian Consumer Law", "Australian Consumer Law", "AU"); // au-australian-consumer-law
const AU_FAMILY_LAW_ACT_1975 = law("Family Law Act 1975 (Cth) (No. 53, 1975)", "Family Law Act 1975", "AU"); // au-family-law-act-1975
const AU_PRIVACY_ACT_1988_APP = law("Privacy Act 1988 (Cth), Schedule 1 — Australian Privacy Principles", "APPs", "AU"); // au-privacy-act-1988-app
const AU_ITAA_1997 = law("Income Tax Assessment Act 1997 (Cth) (No. 38, 1997)", "Income Tax Assessment Act 1997", "AU"); // au-itaa-1997
const AU_CORPORATIONS_ACT_2001 = law("Corporations Act 2001 (Cth) (No. 50, 2001)", "Corporations Act 2001", "AU"); // au-corporations-act-2001
const AU_NSW_RESIDENTIAL_TENANCIES_ACT_2010 = law("Residential Tenancies Act 2010 (NSW) (No 42)", "Residential Tenancies Act 2010 (NSW)", "AU-NSW"); // au-nsw-residential-tenancies-act-2010
const CA_CHARTER_OF_RIGHTS_AND_FREEDOMS = law("Canadian Charter of Rights and Freedoms (Part I of the Constitution Act, 1982)", "Canadian Charter of Rights and Freedoms", "CA"); // ca-charter-of-rights-and-freedoms
const CA_DIVORCE_ACT = law("Divorce Act", "Divorce Act", "CA"); // ca-divorce-act
const CA_PIPEDA = law("Personal Information Protection and Electronic Documents Act (S.C. 2000, c. 5)", "PIPEDA", "CA"); // ca-pipeda
const CA_CANADA_LABOUR_CODE = law("Canada Labour Code", "Canada Labour Code", "CA"); // ca-canada-labour-code
const CA_CBCA = law("Canada Business Corporations Act", "CBCA", "CA"); // ca-cbca
const CA_ON_RESIDENTIAL_TENANCIES_ACT_2006 = law("Residential Tenancies Act, 2006, S.O. 2006, c. 17", "Residential Tenancies Act, 2006", "CA-ON"); // ca-on-residential-tenancies-act-2006
const CA_ON_EMPLOYMENT_STANDARDS_ACT_2000 = law("Employment Standards Act, 2000, S.O. 2000, c. 41", "Employment Standards Act, 2000", "CA-ON"); // ca-on-employment-standards-act-2000
const IE_ORGANISATION_OF_WORKING_TIME_ACT_1997 = law("Organisation of Working Time Act 1997 (No. 20 of 1997)", "Organisation of Working Time Act 1997", "IE"); // ie-organisation-of-working-time-act-1997
const IE_REDUNDANCY_PAYMENTS_ACT_1967 = law("Redundancy Payments Act 1967 (No. 21 of 1967)", "Redundancy Payments Act 1967", "IE"); // ie-redundancy-payments-act-1967
const IE_PAYMENT_OF_WAGES_ACT_1991 = law("Payment of Wages Act 1991 (No. 25 of 1991)", "Payment of Wages Act 1991", "IE"); // ie-payment-of-wages-act-1991
const IE_RESIDENTIAL_TENANCIES_ACT_2004 = law("Residential Tenancies Act 2004 (No. 27 of 2004)", "Residential Tenancies Act 2004", "IE"); // ie-residential-tenancies-act-2004
const IE_CONSUMER_RIGHTS_ACT_2022 = law("Consumer Rights Act 2022 (No. 37 of 2022)", "Consumer Rights Act 2022", "IE"); // ie-consumer-rights-act-2022
const IE_CRIMINAL_JUSTICE_ACT_1984 = law("Criminal Justice Act 1984 (No. 22 of 1984)", "Criminal Justice Act 1984", "IE"); // ie-criminal-justice-act-1984
const IE_FAMILY_LAW_DIVORCE_ACT_1996 = law("Family Law (Divorce) Act 1996 (No. 33 of 1996)", "Family Law (Divorce) Act 1996", "IE"); // ie-family-law-divorce-act-1996
const IE_TAXES_CONSOLIDATION_ACT_1997 = law("Taxes Consolidation Act 1997 (No. 39 of 1997)", "Taxes Consolidation Act 1997", "IE"); // ie-taxes-consolidation-act-1997
const IE_COMPANIES_ACT_2014 = law("Companies Act 2014 (No. 38 of 2014)", "Companies Act 2014", "IE"); // ie-companies-act-2014
const EU_AIR_PASSENGER_RIGHTS_REGULATION = law("Regulation (EC) No 261/2004 of the European Parliament and of the Council of 11 February 2004 establishing common rules on compensation and assistance to passengers in the event of denied boarding and of cancellation or long delay of flights, and repealing Regulation (EEC) No 295/91", "Air Passenger Rights Regulation", "EU"); // eu-air-passenger-rights-regulation
const EU_CONSUMER_RIGHTS_DIRECTIVE = law("Directive 2011/83/EU of the European Parliament and of the Council of 25 October 2011 on consumer rights", "Consumer Rights Directive", "EU"); // eu-consumer-rights-directive
const EU_SALE_OF_GOODS_DIRECTIVE = law("Directive (EU) 2019/771 of the European Parliament and of the Council of 20 May 2019 on certain aspects concerning contracts for the sale of goods, amending Regulation (EU) 2017/2394 and Directive 2009/22/EC, and repealing Directive 1999/44/EC", "Sale of Goods Directive", "EU"); // eu-sale-of-goods-directive
const EU_GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data, and repealing Directive 95/46/EC (General Data Protection Regulation)", "GDPR", "EU"); // eu-gdpr
const EU_PACKAGE_TRAVEL_DIRECTIVE = law("Directive (EU) 2015/2302 of the European Parliament and of the Council of 25 November 2015 on package travel and linked travel arrangements, amending Regulation (EC) No 2006/2004 and Directive 2011/83/EU of the European Parliament and of the Council and repealing Council Directive 90/314/EEC", "Package Travel Directive", "EU"); // eu-package-travel-directive
const EU_ROAMING_REGULATION = law("Regulation (EU) 2022/612 of the European Parliament and of the Council of 6 April 2022 on roaming on public mobile communications networks within the Union (recast)", "Roaming Regulation", "EU"); // eu-roaming-regulation
const NZ_RESIDENTIAL_TENANCIES_ACT = law("Residential Tenancies Act 1986", "Residential Tenancies Act 1986", "NZ"); // nz-residential-tenancies-act
const NZ_EMPLOYMENT_RELATIONS_ACT = law("Employment Relations Act 2000", "Employment Relations Act 2000", "NZ"); // nz-employment-relations-act
const NZ_CONSUMER_GUARANTEES_ACT = law("Consumer Guarantees Act 1993", "Consumer Guarantees Act 1993", "NZ"); // nz-consumer-guarantees-act
const ZA_BCEA = law("Basic Conditions of Employment Act 75 of 1997", "Basic Conditions of Employment Act", "ZA"); // za-bcea
const ZA_RENTAL_HOUSING_ACT = law("Rental Housing Act 50 of 1999", "Rental Housing Act", "ZA"); // za-rental-housing-act
const ZA_CONSUMER_PROTECTION_ACT = law("Consumer Protection Act 68 of 2008", "Consumer Protection Act (South Africa)", "ZA"); // za-consumer-protection-act
const JP_LABOR_STANDARDS_ACT = law("労働基準法（昭和二十二年法律第四十九号）", "Labor Standards Act", "JP"); // jp-labor-standards-act
const US_TX_TAX_CODE = law("Texas Tax Code", "Texas Tax Code", "US-TX"); // us-tx-tax-code
const UK_INCOME_TAX_ACT_2007 = law("Income Tax Act 2007 (2007 c. 3)", "Income Tax Act 2007", "GB"); // uk-income-tax-act-2007
const CA_INCOME_TAX_ACT = law("Income Tax Act", "Income Tax Act (Canada)", "CA"); // ca-income-tax-act
const SG_INCOME_TAX_ACT_1947 = law("Income Tax Act 1947", "Income Tax Act 1947", "SG"); // sg-income-tax-act-1947

// ── Answerable questions ──────────────────────────────────────────────────────────────────────────────────────────
export const blind16Questions: EverydayQuestion[] = [
  // United States (federal)
  q("b16-us-01", "US", "employment-hours", "I stock shelves at a warehouse and most weeks I work 50 hours, but every hour is paid at my normal rate. Shouldn't the hours past 40 pay more?", US_FLSA("207")),
  q("b16-us-02", "US", "employment-leave", "My dad had a stroke and I need about two months off work to look after him. Can my company let me go for taking that time?", US_FMLA("2612", "2614", "2615")),
  q("b16-us-03", "US", "consumer", "A company chasing an old credit card bill keeps ringing me at my job even after I told them my boss doesn't allow personal calls. Can they keep doing that?", US_FDCPA("1692c", "1692d")),
  q("b16-us-04", "US", "consumer", "There's a loan on my credit report that I never took out, and the credit agency just ignores my emails. What do they have to do once I complain?", US_FCRA("1681i", "1681c-2")),
  q("b16-us-05", "US", "housing", "The apartment manager told us on the phone they don't rent to couples with small kids because of the noise. Is that allowed?", US_FAIR_HOUSING_ACT("3604")),
  q("b16-us-06", "US", "employment-discrimination", "I use a wheelchair and asked for a desk I can actually roll under. My manager said it's not the company's problem. Do they have to help?", US_ADA("12112")),
  q("b16-us-07", "US", "consumer", "Someone copied my debit card and drained my checking account over a weekend. How much of that money am I stuck losing?", US_EFTA("1693g", "1693f")),
  q("b16-us-08", "US", "consumer", "My credit card statement shows the same hotel charge twice and the bank keeps brushing me off. How do I force them to fix the bill?", US_TILA("1666")),
  q("b16-us-09", "US", "tax", "We sold the house we lived in for twelve years and made a big profit. Do we owe tax on all of that gain?", US_INTERNAL_REVENUE_CODE("121")),
  q("b16-us-10", "US", "criminal-procedure", "My brother was picked up by federal agents yesterday. Will he be kept locked up until his trial, or can he get out in the meantime?", US_TITLE_18("3142")),
  q("b16-us-11", "US", "employment-dismissal", "The plant where 300 of us work is shutting down on Friday and they only told us today. Weren't they supposed to warn us much earlier?", US_WARN_ACT("2102")),
  q("b16-us-12", "US", "employment-dismissal", "I just got laid off. Can I keep the health insurance I had through my job, at least for a while?", US_COBRA("1161", "1162", "1163")),
  q("b16-us-13", "US", "consumer", "The fridge maker says my warranty is gone because a local repair shop replaced a part instead of their own technician. Can they do that?", US_MAGNUSON_MOSS_WARRANTY_ACT("2302")),
  q("b16-us-14", "US", "contract", "I filed for bankruptcy last week but a lender is still phoning me and threatening to take my car. Don't they have to stop now?", US_BANKRUPTCY_CODE("362")),

  // California
  q("b16-usca-01", "US-CA", "employment-pay", "I got fired on the spot in Los Angeles and they said my last check will come on the next regular payday in two weeks. Is that okay?", US_CA_LABOR_CODE("201", "203")),
  q("b16-usca-02", "US-CA", "employment-hours", "I work 10-hour shifts at a restaurant in San Diego and never get to sit down for lunch. What am I owed for that?", US_CA_LABOR_CODE("512", "226.7")),
  q("b16-usca-03", "US-CA", "housing", "I moved out of my Oakland apartment a month ago and the landlord still hasn't returned my deposit or sent a list of what he took money for.", US_CA_CIVIL_CODE("1950.5")),
  q("b16-usca-04", "US-CA", "data-protection", "I closed my account with a shopping website and want them to wipe everything they know about me. Do they have to?", US_CA_CCPA("1798.105")),
  q("b16-usca-05", "US-CA", "contract", "My new job contract in San Jose says I can't work for any competitor for two years after I leave. Will that actually hold up?", US_CA_BUSINESS_AND_PROFESSIONS_CODE("16600", "16600.5", "16600.1")),
  q("b16-usca-06", "US-CA", "family", "My wife and I are splitting up in Sacramento. Does everything we bought while married get split down the middle?", US_CA_FAMILY_CODE("2550", "760")),
  q("b16-usca-07", "US-CA", "employment-discrimination", "After I told my supervisor I was pregnant, she started cutting my shifts and said customers want someone 'more energetic'. What can I do?", US_CA_GOVERNMENT_CODE("12940", "12945")),

  // New York
  q("b16-usny-01", "US-NY", "housing", "My Brooklyn landlord kept my whole deposit and says it was for 'wear and tear' — just scuffs on the walls after four years. Can he do that?", US_NY_GENERAL_OBLIGATIONS_LAW("7-108")),
  q("b16-usny-02", "US-NY", "housing", "There's been no heat in my Bronx apartment for three weeks this winter and black mold in the bathroom. What can I demand from my landlord?", US_NY_REAL_PROPERTY_LAW("235-b")),
  q("b16-usny-03", "US-NY", "employment-pay", "I work in a warehouse in Queens and my boss only pays us once a month. Isn't there a rule about how often people like me get paid?", US_NY_LABOR_LAW_ARTICLE_6("191")),
  q("b16-usny-04", "US-NY", "family", "My husband and I have been living separate lives for a year and the marriage is over. What do I have to show to get a divorce in New York?", US_NY_DOMESTIC_RELATIONS_LAW("170")),
  q("b16-usny-05", "US-NY", "criminal-procedure", "My cousin was charged with a misdemeanor in Manhattan eight months ago and the prosecutors still aren't ready. Can the case be thrown out for taking so long?", US_NY_CRIMINAL_PROCEDURE_LAW("30.30", "30.20")),
  q("b16-usny-06", "US-NY", "employment-discrimination", "My manager in Albany passed me over for promotion after I mentioned my husband at a work party. Is treating me worse because I'm gay illegal here?", US_NY_HUMAN_RIGHTS_LAW("296")),

  // Texas
  q("b16-ustx-01", "US-TX", "housing", "I left my Houston apartment clean, gave my new address, and six weeks later still no deposit and no explanation. What can I do?", US_TX_PROPERTY_CODE_CH_92("92.103", "92.104", "92.109")),
  q("b16-ustx-02", "US-TX", "housing", "The air conditioning in my Dallas rental has been dead for two weeks in August and the landlord won't send anyone. Can I get it fixed myself and take it off the rent?", US_TX_PROPERTY_CODE_CH_92("92.056", "92.0561", "92.052")),
  q("b16-ustx-03", "US-TX", "employment-pay", "I was let go from my job in Austin. How long does my old boss have to give me my final paycheck?", US_TX_LABOR_CODE_CH_61("61.014")),
  q("b16-ustx-04", "US-TX", "family", "We're divorcing in San Antonio. How does a judge decide who gets the house and the savings we built up together?", US_TX_FAMILY_CODE("7.001", "3.002")),
  q("b16-ustx-05", "US-TX", "criminal-procedure", "My son was arrested in Fort Worth last night. How soon does he have to be brought in front of a judge, and will they tell him he can get a lawyer?", US_TX_CODE_OF_CRIMINAL_PROCEDURE("15.17")),

  // Delaware
  q("b16-usde-01", "US-DE", "company", "I own shares in a small Delaware company and suspect the founders are wasting money. Can I make them show me the company's books?", US_DE_DGCL("220")),
  q("b16-usde-02", "US-DE", "company", "Our Delaware startup hasn't held a shareholder meeting or elected a board in over two years. Can a shareholder force a meeting?", US_DE_DGCL("211")),
  q("b16-usde-03", "US-DE", "housing", "I rented a place in Wilmington, moved out a month ago and the landlord hasn't returned my deposit or told me why. How long does he get?", US_DE_RESIDENTIAL_LANDLORD_TENANT_CODE("5514")),
  q("b16-usde-04", "US-DE", "employment-pay", "I quit my job in Dover two weeks ago and I'm still waiting for my last pay. When does my employer have to pay me?", US_DE_WAGE_PAYMENT_AND_COLLECTION_ACT("1103")),

  // Illinois
  q("b16-usil-01", "US-IL", "data-protection", "My employer in Chicago makes us clock in with our fingerprints and never asked us to sign anything. Is that allowed?", US_IL_BIPA("14/15")),
  q("b16-usil-02", "US-IL", "housing", "My landlord in Evanston kept $600 of my deposit and never gave me any list of damages or receipts. Can he just keep it?", US_IL_SECURITY_DEPOSIT_RETURN_ACT("1")),
  q("b16-usil-03", "US-IL", "employment-leave", "I work part-time at a coffee shop in Peoria. Do I get any paid days off that I can use for anything, not just when I'm sick?", US_IL_PAID_LEAVE_FOR_ALL_WORKERS_ACT("15")),
  q("b16-usil-04", "US-IL", "employment-pay", "I left my job in Springfield and they refuse to pay me for the vacation days I never used. Don't they owe me those?", US_IL_WAGE_PAYMENT_AND_COLLECTION_ACT("115/5")),
  q("b16-usil-05", "US-IL", "data-protection", "At a job interview in Chicago they asked me to log in to my Facebook so they could look through it. Can they make me do that?", US_IL_RIGHT_TO_PRIVACY_IN_THE_WORKPLACE_ACT("55/10")),
  q("b16-usil-06", "US-IL", "family", "My husband and I are divorcing in Illinois. Who gets the house we bought together, and what about the money my grandma left me?", US_IL_MARRIAGE_AND_DISSOLUTION_OF_MARRIAGE_ACT("5/503")),

  // United Kingdom
  q("b16-gb-01", "GB", "employment-dismissal", "I've worked at the same shop in Leeds for six years and they just told me to go at the end of this week. How much warning should they have given me?", UK_EMPLOYMENT_RIGHTS_ACT_1996("86")),
  q("b16-gb-02", "GB", "employment-dismissal", "I was sacked after three years with no real reason given, just that they 'wanted a change'. Can I challenge that?", UK_EMPLOYMENT_RIGHTS_ACT_1996("98", "94", "111")),
  q("b16-gb-03", "GB", "employment-pay", "My café boss took £80 out of my wages because the till was short, without asking me. Is that allowed?", UK_EMPLOYMENT_RIGHTS_ACT_1996("13")),
  q("b16-gb-04", "GB", "employment-leave", "I work four days a week in a bar in Bristol. How many days of paid holiday am I supposed to get a year?", UK_WORKING_TIME_REGULATIONS_1998("13", "13A")),
  q("b16-gb-05", "GB", "employment-hiring", "I started a new job three months ago and I still haven't been given anything in writing about my hours or pay. Shouldn't they have?", UK_EMPLOYMENT_RIGHTS_ACT_1996("1")),
  q("b16-gb-06", "GB", "consumer", "The laptop I bought from a high-street shop two weeks ago keeps shutting down on its own. Can I just give it back and get my money?", UK_CONSUMER_RIGHTS_ACT_2015("22", "20", "9")),
  q("b16-gb-07", "GB", "consumer", "I ordered a coat online, it arrived yesterday and I've changed my mind. Can I still send it back even though nothing's wrong with it?", UK_CONSUMER_CONTRACTS_REGULATIONS_2013("29", "30")),
  q("b16-gb-08", "GB", "housing", "I came home and my landlord had changed the locks and put my stuff on the street because I was late with rent. Can he do that?", UK_PROTECTION_FROM_EVICTION_ACT_1977("1", "3")),
  q("b16-gb-09", "GB", "housing", "The boiler in my rented flat in Manchester has been broken for a month and there's no hot water. Who has to fix it?", UK_LANDLORD_AND_TENANT_ACT_1985("11", "9A")),
  q("b16-gb-10", "GB", "housing", "I just found out my landlord never put my deposit in any protection scheme. Does that matter?", UK_HOUSING_ACT_2004("213", "214")),
  q("b16-gb-11", "GB", "housing", "The letting agent wants £250 for 'admin and referencing' before I can rent the flat in London. Do I have to pay that?", UK_TENANT_FEES_ACT_2019("1", "2", "3")),
  q("b16-gb-12", "GB", "criminal-procedure", "My son was arrested and is at the police station. Can he talk to a solicitor before they question him?", UK_PACE_1984("58")),
  q("b16-gb-13", "GB", "family", "My wife and I both agree the marriage is over. Does one of us have to blame the other to get divorced in England?", UK_MATRIMONIAL_CAUSES_ACT_1973("1")),
  q("b16-gb-14", "GB", "family", "My ex won't let me see our daughter at all since we split up. How can I get a court to set up regular time with her?", UK_CHILDREN_ACT_1989("8", "1")),
  q("b16-gb-15", "GB", "data-protection", "I think my old employer has been keeping notes about me. How do I get a copy of everything they hold on me?", UK_GDPR("15")),
  q("b16-gb-16", "GB", "company", "My fellow director at our small company has secretly set up a rival business and is steering our customers to it. What duty is he breaking?", UK_COMPANIES_ACT_2006("175")),
  q("b16-gb-17", "GB", "company", "The shareholders of our family company want to get rid of one of the directors who won't resign. How can they vote him out?", UK_COMPANIES_ACT_2006("168")),
  q("b16-gb-18", "GB", "tax", "I'm employed as a nurse and I pay for my own uniforms and professional fees. Can I get any tax back for that?", UK_ITEPA_2003("336")),

  // India
  q("b16-in-01", "IN", "employment-pay", "My company in Noida hasn't paid my salary for two months and keeps saying 'next week'. By when were they supposed to pay?", IN_CODE_ON_WAGES_2019("17")),
  q("b16-in-02", "IN", "housing", "I booked a flat with a builder in Gurugram, paid most of the money, and possession is three years late. Can I get my money back with interest?", IN_RERA_2016("18")),
  q("b16-in-03", "IN", "contract", "A customer gave me a cheque for the goods and it came back from the bank because there wasn't enough money. What can I do?", IN_NEGOTIABLE_INSTRUMENTS_ACT_1881("138")),
  q("b16-in-04", "IN", "consumer", "The new phone I bought stopped working in a week and the shop and the company both refuse to replace it. Where do I complain?", IN_CONSUMER_PROTECTION_ACT_2019("35", "34")),
  q("b16-in-05", "IN", "criminal-procedure", "Police took my brother from his house at night and wouldn't tell us why. Don't they have to say what he's being arrested for?", IN_BNSS_2023("47", "48")),
  q("b16-in-06", "IN", "criminal-procedure", "My former business partner filed a police complaint against me and I'm afraid I'll be picked up. Can I get bail before anything happens?", IN_BNSS_2023("482")),
  q("b16-in-07", "IN", "family", "My wife and I are both Hindu and have lived apart for over a year. We both want to separate peacefully. How do we get divorced?", IN_HINDU_MARRIAGE_ACT_1955("13B")),
  q("b16-in-08", "IN", "family", "My husband hits me and his family wants to throw me out of the house. What help can I get from a court?", IN_DV_ACT_2005("12", "18", "19")),
  q("b16-in-09", "IN", "contract", "A supplier promised to deliver raw material by March, didn't, and I lost a big order. Can I make him pay for my loss?", IN_CONTRACT_ACT_1872("73")),
  q("b16-in-10", "IN", "employment-discrimination", "My team leader keeps making sexual comments and touching me. My office is in Bengaluru. Who do I complain to inside the company?", IN_POSH_ACT_2013("9", "4")),
  q("b16-in-11", "IN", "data-protection", "I stopped using a loan app but it still has my contacts and photos. Can I make it delete my data?", IN_DPDP_ACT_2023("12")),
  q("b16-in-12", "IN", "family", "My parents are old and my brother took their house and now refuses to give them any money to live on. What can they do?", IN_SENIOR_CITIZENS_ACT_2007("4", "5", "23")),
  q("b16-in-13", "IN", "employment-dismissal", "I resigned after working six years at a factory in Pune. Am I owed a lump sum for my years of service?", IN_CODE_ON_SOCIAL_SECURITY_2020("53")),
  q("b16-in-14", "IN", "company", "I hold 20% of a private company and the majority owners have stopped inviting me to meetings and moved the business to their own firm. What can I do?", IN_COMPANIES_ACT_2013("241", "244")),

  // Indian states
  q("b16-inmh-01", "IN-MH", "housing", "I've rented the same flat in Mumbai for years and always paid on time, but the landlord now says I have to leave. Can he just throw me out?", IN_MH_RENT_CONTROL_ACT_1999("15")),
  q("b16-indl-01", "IN-DL", "housing", "My landlord in Delhi cut off the water and electricity to force me to vacate. Is that legal?", IN_DL_RENT_CONTROL_ACT_1958("45")),
  q("b16-inka-01", "IN-KA", "employment-leave", "I work at a showroom in Mysuru. How many days of paid leave a year am I allowed?", IN_KA_SHOPS_AND_COMMERCIAL_ESTABLISHMENTS_ACT_1961("15")),
  q("b16-indl-02", "IN-DL", "employment-dismissal", "The shop I worked at in Delhi for two years told me not to come back from tomorrow. Don't they have to give notice or pay?", IN_DL_SHOPS_AND_ESTABLISHMENTS_ACT_1954("30")),

  // Germany
  q("b16-de-01", "DE", "housing", "The heating in my flat in Cologne hasn't worked since November. Can I pay less rent until it's fixed?", DE_BGB("536")),
  q("b16-de-02", "DE", "housing", "My landlord in Munich wants me out because his daughter is moving back to the city and wants my flat. Can he do that?", DE_BGB("573", "574", "573c")),
  q("b16-de-03", "DE", "housing", "The landlord in Hamburg is asking for five months' rent up front as a deposit. Isn't that too much?", DE_BGB("551")),
  q("b16-de-04", "DE", "employment-dismissal", "I've worked at a company with 200 staff in Berlin for eight years and they let me go with no real reason. Can I fight that?", DE_KSCHG("1", "4")),
  q("b16-de-05", "DE", "employment-dismissal", "After ten years at my job in Frankfurt, how far in advance does my boss have to tell me if he ends my contract?", DE_BGB("622")),
  q("b16-de-06", "DE", "employment-pay", "I was off sick for three weeks with the flu. Does my employer still have to pay me for that time?", DE_EFZG("3")),
  q("b16-de-07", "DE", "employment-leave", "My boss in Stuttgart says I only get 15 days' holiday a year working five days a week. What's the minimum?", DE_BURLG("3")),
  q("b16-de-08", "DE", "data-protection", "Our company put cameras over every desk in the office without asking anyone. Is that allowed?", DE_BETRVG("87"), DE_BDSG("26")),
  q("b16-de-09", "DE", "consumer", "The TV I bought in a shop four months ago has lines across the screen. The shop says it's my fault. What can I ask for?", DE_BGB("437", "439", "477")),
  q("b16-de-10", "DE", "consumer", "I bought shoes online from a German shop and don't like them. How long do I have to send them back?", DE_BGB("355", "312g")),
  q("b16-de-11", "DE", "criminal-procedure", "The police want to question me about a fight I saw at a bar. Do I have to answer if they think I was involved?", DE_STPO("136", "163a")),
  q("b16-de-12", "DE", "family", "We've been living apart for a year and my wife agrees to a divorce. What does the court need to see?", DE_BGB("1565", "1566")),
  q("b16-de-13", "DE", "tax", "I drive 40 km each way to work every day. Can I take that off my taxes?", DE_ESTG("9")),
  q("b16-de-14", "DE", "company", "I'm the manager of a small limited company and a big deal I signed went badly. Can the owners make me pay for the loss personally?", DE_GMBHG("43")),

  // France
  q("b16-fr-01", "FR", "housing", "I left my apartment in Lyon two months ago and the landlord still hasn't returned my deposit even though the place was spotless. How long can he wait?", FR_LOI_1989_462("22")),
  q("b16-fr-02", "FR", "employment-dismissal", "I'm being let go after five years at a company in Lille. How much notice do I get, and is there a payout?", FR_CODE_DU_TRAVAIL("L1234-1", "L1234-9")),
  q("b16-fr-03", "FR", "employment-leave", "How many weeks of paid holiday am I entitled to for a full year of work in France?", FR_CODE_DU_TRAVAIL("L3141-3")),
  q("b16-fr-04", "FR", "employment-discrimination", "My manager in Paris humiliates me in front of colleagues every day and I'm falling apart. Is there anything that protects me?", FR_CODE_DU_TRAVAIL("L1152-1")),
  q("b16-fr-05", "FR", "consumer", "I bought a vacuum cleaner from a French website and want to send it back unused. How many days do I have?", FR_CODE_DE_LA_CONSOMMATION("L221-18")),
  q("b16-fr-06", "FR", "criminal-procedure", "My son is being held at a police station in Marseille. Can he see a lawyer, and how long can they keep him?", FR_CODE_DE_PROCEDURE_PENALE("63-3-1", "63-1", "63")),
  q("b16-fr-07", "FR", "family", "My husband and I agree on everything and just want a quick divorce without going to court. Is that possible in France?", FR_CODE_CIVIL("229-1", "229")),
  q("b16-fr-08", "FR", "contract", "I bought a used car from a private seller and a month later found the engine was cracked, which he had hidden. Can I undo the sale?", FR_CODE_CIVIL("1641", "1644")),
  q("b16-fr-09", "FR", "tax", "I've started selling handmade jewellery as a side business. Do I have to charge VAT while I'm this small?", FR_CODE_GENERAL_DES_IMPOTS("293B")),

  // Singapore
  q("b16-sg-01", "SG", "employment-pay", "My boss says he'll pay this month's salary 'when cash comes in', maybe in three weeks. Isn't there a deadline?", SG_EMPLOYMENT_ACT_1968("21")),
  q("b16-sg-02", "SG", "employment-leave", "I've been at my job for a year and got a doctor's note for five days. Do I get paid for those days?", SG_EMPLOYMENT_ACT_1968("89")),
  q("b16-sg-03", "SG", "employment-leave", "I'm expecting my first baby. How many weeks off can I take and will I be paid?", SG_CHILD_DEVELOPMENT_CO_SAVINGS_ACT_2001("9", "9A")),
  q("b16-sg-04", "SG", "data-protection", "A gym I used to go to keeps sending me messages. Can I ask them to show me what information they have about me?", SG_PDPA_2012("21")),
  q("b16-sg-05", "SG", "criminal-procedure", "My friend was arrested yesterday. How long can the police keep him before he goes to court?", SG_CRIMINAL_PROCEDURE_CODE_2010("68")),
  q("b16-sg-06", "SG", "consumer", "The washing machine I bought three months ago broke down and the shop says it's not their problem. What can I ask them to do?", SG_CONSUMER_PROTECTION_FAIR_TRADING_ACT_2003("15", "16")),
  q("b16-sg-07", "SG", "housing", "My upstairs neighbour in an HDB block drags furniture and stomps every night past midnight. Is there a legal way to make it stop?", SG_COMMUNITY_DISPUTES_RESOLUTION_ACT_2015("4")),
  q("b16-sg-08", "SG", "company", "I'm a director of a small company and my co-director keeps approving deals with his brother's firm at inflated prices. What is he supposed to do instead?", SG_COMPANIES_ACT_1967("157")),

  // Australia
  q("b16-au-01", "AU", "employment-dismissal", "I was fired from my job in Brisbane after two years because my manager 'didn't like my attitude'. Can I do anything, and is there a deadline?", AU_FAIR_WORK_ACT_2009("394", "385")),
  q("b16-au-02", "AU", "employment-leave", "I'm full-time at a call centre. How many weeks of paid holidays should I get each year?", AU_FAIR_WORK_ACT_2009("87")),
  q("b16-au-03", "AU", "employment-dismissal", "My boss in Perth told me on Friday not to come back Monday after four years. Shouldn't I get notice or pay instead?", AU_FAIR_WORK_ACT_2009("117")),
  q("b16-au-04", "AU", "consumer", "The car I bought new six months ago has had the gearbox fail twice. Can I demand a refund instead of another repair?", AU_AUSTRALIAN_CONSUMER_LAW("54", "259", "260")),
  q("b16-au-05", "AU", "consumer", "A gym ad said 'no lock-in contract', but after I joined they said I'm stuck for a year. Is that allowed?", AU_AUSTRALIAN_CONSUMER_LAW("18", "29")),
  q("b16-au-06", "AU", "family", "My ex and I can't agree where our two kids should live after we separate. What will the court focus on?", AU_FAMILY_LAW_ACT_1975("60CA", "60CC")),
  q("b16-au-07", "AU", "family", "We're separating after 15 years of marriage. How does a court divide the house and super?", AU_FAMILY_LAW_ACT_1975("79")),
  q("b16-au-08", "AU", "data-protection", "I want to see what my bank has recorded about me after they refused my loan. Can I get a copy?", AU_PRIVACY_ACT_1988_APP("12")),
  q("b16-au-09", "AU", "tax", "I'm a teacher and I bought a laptop that I mostly use for lesson planning. Can I claim it on my tax?", AU_ITAA_1997("8-1")),
  q("b16-au-10", "AU", "company", "Our small company can't pay its suppliers but the other director wants to keep ordering stock on credit. Could we be personally liable?", AU_CORPORATIONS_ACT_2001("588G")),
  q("b16-aunsw-01", "AU-NSW", "housing", "I'm moving into a rental in Sydney and the agent never gave me any written report on the state of the place. Should they have?", AU_NSW_RESIDENTIAL_TENANCIES_ACT_2010("29")),

  // Canada (federal) and Ontario
  q("b16-ca-01", "CA", "criminal-procedure", "The police arrested me and then kept questioning me even after I said I wanted to call a lawyer. Was that allowed?", CA_CHARTER_OF_RIGHTS_AND_FREEDOMS("10")),
  q("b16-ca-02", "CA", "criminal-procedure", "An officer pulled me over for speeding and then went through my trunk without asking. Can they just do that?", CA_CHARTER_OF_RIGHTS_AND_FREEDOMS("8")),
  q("b16-ca-03", "CA", "family", "My husband and I have been separated for over a year. What do I need to get a divorce in Canada?", CA_DIVORCE_ACT("8")),
  q("b16-ca-04", "CA", "family", "My ex refuses to help pay for our kids since we divorced. How do I get the court to order him to pay?", CA_DIVORCE_ACT("15.1")),
  q("b16-ca-05", "CA", "data-protection", "I want a store chain to tell me everything it knows about me from its loyalty card. How do I ask, and do they have to answer?", CA_PIPEDA("8")),
  q("b16-ca-06", "CA", "employment-dismissal", "I worked at a bank for five years and was fired out of the blue with no reason. Is there anywhere I can complain?", CA_CANADA_LABOUR_CODE("240")),
  q("b16-ca-07", "CA", "company", "I own a third of a small federal corporation and the other owners are paying themselves huge salaries while giving me nothing. What can I do?", CA_CBCA("241")),
  q("b16-caon-01", "CA-ON", "housing", "My landlord in Toronto keeps letting himself into my apartment whenever he wants, without telling me first. Is that allowed?", CA_ON_RESIDENTIAL_TENANCIES_ACT_2006("27", "25")),
  q("b16-caon-02", "CA-ON", "housing", "My lease in Ottawa says no pets, and now the landlord says he'll evict me because I got a cat. Can he?", CA_ON_RESIDENTIAL_TENANCIES_ACT_2006("14")),
  q("b16-caon-03", "CA-ON", "employment-dismissal", "I was laid off after nine years at a big company in Mississauga. Am I owed anything beyond my notice?", CA_ON_EMPLOYMENT_STANDARDS_ACT_2000("64")),
  q("b16-caon-04", "CA-ON", "employment-leave", "I've worked at a store in Hamilton for a year. How much paid vacation do I get?", CA_ON_EMPLOYMENT_STANDARDS_ACT_2000("33")),

  // Ireland
  q("b16-ie-01", "IE", "employment-leave", "I work full-time in a hotel in Galway. How many days of paid holidays should I be getting?", IE_ORGANISATION_OF_WORKING_TIME_ACT_1997("19")),
  q("b16-ie-02", "IE", "employment-hours", "I'm on my feet for eight-hour shifts in a shop in Cork and I'm never allowed a break. Is that legal?", IE_ORGANISATION_OF_WORKING_TIME_ACT_1997("12")),
  q("b16-ie-03", "IE", "employment-dismissal", "The factory I've worked at for seven years is closing my section and letting me go. Am I owed a lump sum?", IE_REDUNDANCY_PAYMENTS_ACT_1967("7")),
  q("b16-ie-04", "IE", "employment-pay", "My boss in Dublin took money out of my pay for a uniform without telling me. Can he do that?", IE_PAYMENT_OF_WAGES_ACT_1991("5")),
  q("b16-ie-05", "IE", "housing", "I complained to the housing board about my landlord, and now he's suddenly raised my rent and wants me out. Is that allowed?", IE_RESIDENTIAL_TENANCIES_ACT_2004("14")),
  q("b16-ie-06", "IE", "consumer", "The kettle I bought in Limerick last week leaks. Can I just return it for a full refund?", IE_CONSUMER_RIGHTS_ACT_2022("24", "15")),
  q("b16-ie-07", "IE", "criminal-procedure", "My son was arrested and is being held at a Garda station. Can he speak to a solicitor?", IE_CRIMINAL_JUSTICE_ACT_1984("5")),
  q("b16-ie-08", "IE", "family", "My husband and I have lived apart for two years. Can we get divorced in Ireland now?", IE_FAMILY_LAW_DIVORCE_ACT_1996("5")),
  q("b16-ie-09", "IE", "tax", "I'm thinking of renting out my spare bedroom to a student. Do I have to pay tax on that money?", IE_TAXES_CONSOLIDATION_ACT_1997("216A")),
  q("b16-ie-10", "IE", "company", "The majority shareholders of our company keep taking decisions that only benefit them and ignore me. Is there any remedy?", IE_COMPANIES_ACT_2014("212")),

  // European Union (asked from the EU as a whole or a member state)
  q("b16-eu-01", "EU", "consumer", "My flight from Madrid to Berlin was cancelled the day before departure. Am I owed money on top of a refund?", EU_AIR_PASSENGER_RIGHTS_REGULATION("7", "5")),
  q("b16-eu-02", "EU", "consumer", "My flight was delayed six hours at the airport. Does the airline have to give me food or a hotel?", EU_AIR_PASSENGER_RIGHTS_REGULATION("9", "6")),
  q("b16-eu-03", "IE", "consumer", "I bought a jacket online from a shop in Italy and want to send it back. Do I have a right to return it?", EU_CONSUMER_RIGHTS_DIRECTIVE("9")),
  q("b16-eu-04", "EU", "consumer", "The coffee machine I bought 18 months ago stopped working. Is the seller still responsible?", EU_SALE_OF_GOODS_DIRECTIVE("10")),
  q("b16-eu-05", "DE", "data-protection", "I deleted my social media account but I'm sure they still have my photos. Can I make them erase everything?", EU_GDPR("17")),
  q("b16-eu-06", "FR", "consumer", "The hotel on our package holiday was nothing like the brochure — dirty and far from the beach. Can we get some money back?", EU_PACKAGE_TRAVEL_DIRECTIVE("14")),
  q("b16-eu-07", "EU", "consumer", "I was charged extra for using my phone data on holiday in Portugal, though my plan is from Belgium. Is that allowed?", EU_ROAMING_REGULATION("4")),

  // Other jurisdictions
  q("b16-nz-01", "NZ", "housing", "My landlord in Auckland wants a bond of eight weeks' rent. Is there a limit?", NZ_RESIDENTIAL_TENANCIES_ACT("19")),
  q("b16-nz-02", "NZ", "employment-dismissal", "I was fired in Wellington without a chance to explain myself. How do I challenge it and is there a time limit?", NZ_EMPLOYMENT_RELATIONS_ACT("103", "114", "103A")),
  q("b16-nz-03", "NZ", "consumer", "The new fridge I bought stopped cooling after four months. Does the shop have to sort it out?", NZ_CONSUMER_GUARANTEES_ACT("6", "18")),
  q("b16-za-01", "ZA", "employment-leave", "I've worked at a restaurant in Cape Town for a year. How much paid leave am I owed?", ZA_BCEA("20")),
  q("b16-za-02", "ZA", "housing", "My landlord in Johannesburg won't give back my deposit or the interest on it after I moved out. What are my rights?", ZA_RENTAL_HOUSING_ACT("5")),
  q("b16-za-03", "ZA", "consumer", "The microwave I bought two months ago sparks when I use it. Can I return it?", ZA_CONSUMER_PROTECTION_ACT("56", "55")),
  q("b16-jp-01", "JP", "employment-dismissal", "My employer in Osaka told me yesterday I'm fired effective today. Don't they have to warn me in advance?", JP_LABOR_STANDARDS_ACT("20")),
  q("b16-jp-02", "JP", "employment-hours", "I often work late at my company in Tokyo. Is overtime supposed to be paid at a higher rate?", JP_LABOR_STANDARDS_ACT("37")),

  // Added for the tax and data-protection spread
  q("b16-de-15", "DE", "data-protection", "Can my boss read the private messages I send from my work laptop during lunch?", DE_BDSG("26"), EU_GDPR("88")),
  q("b16-ustx-06", "US-TX", "tax", "The county just valued my house in Austin 30% higher than last year and my property tax bill will jump. Can I challenge the number?", US_TX_TAX_CODE("41.41", "41.44")),
  q("b16-ustx-07", "US-TX", "tax", "We just bought our first house in El Paso and live in it. Is there a way to lower the property taxes on it?", US_TX_TAX_CODE("11.13")),
  q("b16-gb-19", "GB", "tax", "I've just started my first part-time job. How much can I earn in a year before any income tax comes off?", UK_INCOME_TAX_ACT_2007("35")),
  q("b16-ca-08", "CA", "tax", "I moved to Vancouver in March for good. Do I have to pay Canadian tax on the rent I still get from my flat back in Portugal?", CA_INCOME_TAX_ACT("2", "3")),
  q("b16-sg-09", "SG", "tax", "I live in Singapore and do some freelance design work for a client in Australia. Is that money taxed here?", SG_INCOME_TAX_ACT_1947("10")),
  // Added for the contract spread
  q("b16-gb-20", "GB", "contract", "A client still owes me £3,000 for building work I finished six and a half years ago. Is it too late to take him to court?", UK_LIMITATION_ACT_1980("5")),
  q("b16-usny-07", "US-NY", "contract", "My neighbour in Queens agreed on a handshake to sell me his house, and now he's backing out. Is a spoken deal like that binding?", US_NY_GENERAL_OBLIGATIONS_LAW("5-703")),
  q("b16-usca-08", "US-CA", "contract", "I cancelled my wedding venue in Napa eleven months ahead and they want to keep every cent I paid because the contract says so. Can they?", US_CA_CIVIL_CODE("1671")),
  q("b16-de-16", "DE", "contract", "A friend borrowed €2,000 from me in 2021 and never paid it back. Is there still time to claim it?", DE_BGB("195", "199")),
  q("b16-in-15", "IN", "contract", "My 17-year-old son signed a two-year gym membership in Chennai and now they are demanding the fees from him. Does he have to pay?", IN_CONTRACT_ACT_1872("11")),
  q("b16-fr-10", "FR", "contract", "The caterer for my party in Bordeaux pulled out two days before and I had to pay much more for a replacement. Can I make them cover the difference?", FR_CODE_CIVIL("1231-1", "1217")),
];

// ── Unrelated questions: the right answer cites nothing ─────────────────────────────────────────────────────────
export const blind16Unrelated: UnrelatedQuestion[] = [
  // Cooking
  { id: "b16-un-01", jurisdiction: "US", question: "How long should I rest a steak after taking it off the grill so it stays juicy?" },
  { id: "b16-un-02", jurisdiction: "GB", question: "My sourdough starter smells like nail polish remover. Is it dead or just hungry?" },
  { id: "b16-un-03", jurisdiction: "FR", question: "What's the trick to getting a crème brûlée to set without turning it into scrambled eggs?" },
  { id: "b16-un-04", jurisdiction: "IN", question: "How do I stop my rotis from going hard and chewy a few minutes after cooking them?" },
  { id: "b16-un-05", jurisdiction: "US-TX", question: "What wood gives the best flavour for smoking a brisket, and how many hours does it take?" },
  { id: "b16-un-06", jurisdiction: "DE", question: "Can I freeze leftover potato salad, or does the texture get ruined?" },
  // Sport
  { id: "b16-un-07", jurisdiction: "AU", question: "How does the follow-on work in a cricket Test match?" },
  { id: "b16-un-08", jurisdiction: "US-NY", question: "What's a good training plan to go from running 5K to finishing a half marathon in three months?" },
  { id: "b16-un-09", jurisdiction: "IE", question: "How many players are on a Gaelic football team and how is a point scored?" },
  { id: "b16-un-10", jurisdiction: "CA", question: "Why is icing called in hockey, and when is it waved off?" },
  { id: "b16-un-11", jurisdiction: "SG", question: "Which badminton racket weight is better for a beginner who plays doubles once a week?" },
  // Travel
  { id: "b16-un-12", jurisdiction: "EU", question: "What's the cheapest way to get from Milan to the Cinque Terre by train?" },
  { id: "b16-un-13", jurisdiction: "US-CA", question: "When is the best time of year to see the wildflowers in Death Valley?" },
  { id: "b16-un-14", jurisdiction: "JP", question: "Is the Japan Rail Pass still worth buying for a ten-day trip between Tokyo, Kyoto and Hiroshima?" },
  { id: "b16-un-15", jurisdiction: "NZ", question: "What should I pack for a three-day hike on the Milford Track in autumn?" },
  { id: "b16-un-16", jurisdiction: "GB", question: "Which London airport is quickest to reach from King's Cross late at night?" },
  // Tech support
  { id: "b16-un-17", jurisdiction: "US", question: "My laptop fan runs at full speed even when nothing is open. How do I find out what's using the CPU?" },
  { id: "b16-un-18", jurisdiction: "IN", question: "My phone says storage is full but I've deleted all my photos. What else is eating up the space?" },
  { id: "b16-un-19", jurisdiction: "DE", question: "How do I get my printer to connect to the new Wi-Fi router without reinstalling everything?" },
  { id: "b16-un-20", jurisdiction: "AU", question: "Why does my Bluetooth headphone audio lag behind the video on my TV, and can I fix it?" },
  { id: "b16-un-21", jurisdiction: "US-IL", question: "How do I move my whole photo library from an old iPhone to a new Android phone?" },
  { id: "b16-un-22", jurisdiction: "CA-ON", question: "My spreadsheet formula shows the formula text instead of the result. What did I do wrong?" },
  // Trivia and everyday
  { id: "b16-un-23", jurisdiction: "FR", question: "Why is the Eiffel Tower a few centimetres taller in summer than in winter?" },
  { id: "b16-un-24", jurisdiction: "US-DE", question: "Why is Delaware called 'The First State'?" },
  { id: "b16-un-25", jurisdiction: "ZA", question: "What's the difference between a leopard and a cheetah when you see one on safari?" },
  { id: "b16-un-26", jurisdiction: "GB", question: "How often should I water a peace lily, and why are its leaf tips turning brown?" },
  { id: "b16-un-27", jurisdiction: "SG", question: "How do I get rid of the musty smell in my front-loading washing machine?" },
  { id: "b16-un-28", jurisdiction: "IE", question: "Who wrote the song 'Raglan Road' and what poem was it based on?" },
  { id: "b16-un-29", jurisdiction: "US", question: "How many cups of coffee a day is too many for an adult?" },
  { id: "b16-un-30", jurisdiction: "IN-MH", question: "Which hill stations near Mumbai are good for a weekend trip during the monsoon?" },
];
