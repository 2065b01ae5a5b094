/**
 * Blind set 15 (issue 33): a one-time, held-out-only measurement of offline retrieval on questions written without
 * looking at the retrieval code, its vocabulary files or any earlier evaluation question. There is NO dev half: nobody
 * tunes on it, and the coordinator runs it once, at the end, on the final code:
 *
 *     npm run eval:retrieval -- --set blind-15
 *
 * which prints only the section "Blind set (written without the code; run once)" (counts per jurisdiction and per
 * language, never a question, a miss or a citation one by one). A plain `npm run eval:retrieval` does not run it.
 *
 * How it was written (ground15, 2026-11-28), before any retrieval, chat or evaluation ran on it:
 * - The registry was known only from a listing of `source_id | jurisdiction | article | heading` for every provision
 *   (and each instrument's title and short names), printed from `builtInRegistry()`; summaries, situations and
 *   provision texts were not printed, so that no wording here is shaped by the registry's own.
 * - Answerable questions: each from a situation, in a non-lawyer's words and without the statute's terms, in English
 *   (104 questions, 26 jurisdictions) or in German, French, Spanish, Italian or Dutch (31 questions on DE, CH, FR, ES,
 *   IT and NL law). `expected` lists first the provision a lawyer would cite first, then acceptable alternatives; the
 *   scoring counts any of them. Every expected provision was checked against the listing: the law() title below is the
 *   instrument's registry title verbatim, and each (source_id, jurisdiction, article) is a line of the listing (197 of
 *   197 found). The source_id each law() stands for is in the comment after it.
 * - Unrelated questions (31; the right answer cites nothing): legal-sounding questions on law the registry does not
 *   hold (weapons, drones, fishing and hunting, licensing, probate, wildlife, building permits, property transfer
 *   taxes), questions from jurisdictions where the registry holds nothing on the matter (TH, MY, HK, PH, SA; AT and BE,
 *   whose chain reaches only EU law), and everyday questions using legal-looking words in another sense ("file",
 *   "serve", "settle", "statute of limitations", "rest", "execute"). Each topic was checked absent from the listing's
 *   titles and headings.
 *
 * Ids: `b15-<language>-…` for answerable questions (language en, de, fr, es, it, nl), `b15-un-<language>-…` for
 * unrelated ones.
 */
import { law, q, type EverydayQuestion, type UnrelatedQuestion } from "./everyday";

export type Blind15Language = "en" | "de" | "fr" | "es" | "it" | "nl";

/** The language a question of this set is written in, from its id ("b15-de-…", "b15-un-fr-…"). */
export function blind15LanguageOf(id: string): Blind15Language {
  const parts = id.split("-");
  const code = parts[1] === "un" ? parts[2] : parts[1];
  if (code === "en" || code === "de" || code === "fr" || code === "es" || code === "it" || code === "nl") return code;
  throw new Error(`no language in id ${id}`);
}

const US_FLSA = law("Fair Labor Standards Act of 1938", "FLSA", "US"); // us-flsa
const US_FMLA = law("Family and Medical Leave Act of 1993", "FMLA", "US"); // us-fmla
const US_FDCPA = law("Fair Debt Collection Practices Act", "FDCPA", "US"); // us-fdcpa
const US_FCRA = law("Fair Credit Reporting Act", "FCRA", "US"); // us-fcra
const US_USERRA = law("Uniformed Services Employment and Reemployment Rights Act of 1994", "USERRA", "US"); // us-userra
const US_FAIR_HOUSING_ACT = law("Fair Housing Act", "Fair Housing Act", "US"); // us-fair-housing-act
const US_EFTA = law("Electronic Fund Transfer Act", "EFTA", "US"); // us-efta
const US_PWFA = law("Pregnant Workers Fairness Act", "PWFA", "US"); // us-pwfa
const US_ADEA = law("Age Discrimination in Employment Act of 1967", "ADEA", "US"); // us-adea
const US_COBRA = law("Employee Retirement Income Security Act of 1974, continuation coverage under group health plans (29 U.S.C. §§ 1161–1168)", "COBRA", "US"); // us-cobra
const US_WARN_ACT = law("Worker Adjustment and Retraining Notification Act", "WARN Act", "US"); // us-warn-act
const US_EMPLOYEE_POLYGRAPH_PROTECTION_ACT = law("Employee Polygraph Protection Act of 1988", "EPPA", "US"); // us-employee-polygraph-protection-act
const US_TCPA = law("Telephone Consumer Protection Act of 1991 (TCPA)", "TCPA", "US"); // us-tcpa
const US_INTERNAL_REVENUE_CODE = law("Internal Revenue Code of 1986", "Internal Revenue Code", "US"); // us-internal-revenue-code
const US_UCC_ARTICLE_2 = law("Uniform Commercial Code, Article 2 — Sales", "UCC Article 2", "US"); // us-ucc-article-2
const US_CCPA_GARNISHMENT = law("Consumer Credit Protection Act, Title III (Restrictions on Garnishment)", "Title III of the Consumer Credit Protection Act", "US"); // us-ccpa-garnishment
const US_SCRA = law("Servicemembers Civil Relief Act", "SCRA", "US"); // us-scra
const US_ADA = law("Americans with Disabilities Act of 1990", "ADA", "US"); // us-ada
const US_TILA = law("Truth in Lending Act", "TILA", "US"); // us-tila
const US_CA_LABOR_CODE = law("California Labor Code", "Labor Code", "US-CA"); // us-ca-labor-code
const US_CA_CIVIL_CODE = law("California Civil Code", "California Civil Code", "US-CA"); // us-ca-civil-code
const US_CA_BUSINESS_AND_PROFESSIONS_CODE = law("California Business and Professions Code", "Business and Professions Code", "US-CA"); // us-ca-business-and-professions-code
const US_CA_FAMILY_CODE = law("California Family Code", "California Family Code", "US-CA"); // us-ca-family-code
const US_NY_REAL_PROPERTY_LAW = law("New York Real Property Law, Article 7 (Landlord and Tenant)", "New York Real Property Law", "US-NY"); // us-ny-real-property-law
const US_NY_GENERAL_OBLIGATIONS_LAW = law("New York General Obligations Law", "New York General Obligations Law", "US-NY"); // us-ny-general-obligations-law
const US_NY_LABOR_LAW_ARTICLE_6 = law("New York Labor Law, Article 6 (Payment of Wages)", "New York Labor Law", "US-NY"); // us-ny-labor-law-article-6
const US_NY_LABOR_LAW_RETALIATION = law("New York Labor Law, Article 20-C (Retaliatory Action by Employers)", "New York Labor Law", "US-NY"); // us-ny-labor-law-retaliation
const US_NY_JUDICIARY_LAW = law("New York Judiciary Law", "New York Judiciary Law", "US-NY"); // us-ny-judiciary-law
const US_TX_PROPERTY_CODE_CH_92 = law("Texas Property Code, Chapter 92 (Residential Tenancies)", "Texas Property Code chapter 92", "US-TX"); // us-tx-property-code-ch-92
const US_TX_LABOR_CODE_CH_61 = law("Texas Labor Code, Chapter 61 (Payment of Wages)", "Texas Payday Law", "US-TX"); // us-tx-labor-code-ch-61
const US_TX_BUSINESS_AND_COMMERCE_CODE = law("Texas Business and Commerce Code", "Texas Business and Commerce Code", "US-TX"); // us-tx-business-and-commerce-code
const US_TX_FAMILY_CODE = law("Texas Family Code", "Texas Family Code", "US-TX"); // us-tx-family-code
const US_DE_DGCL = law("General Corporation Law of the State of Delaware (Delaware Code, Title 8, Chapter 1)", "DGCL", "US-DE"); // us-de-dgcl
const US_DE_RESIDENTIAL_LANDLORD_TENANT_CODE = law("Delaware Residential Landlord-Tenant Code (Title 25, Part III, Delaware Code)", "Delaware Residential Landlord-Tenant Code", "US-DE"); // us-de-residential-landlord-tenant-code
const US_IL_BIPA = law("Biometric Information Privacy Act (740 ILCS 14)", "BIPA", "US-IL"); // us-il-bipa
const US_IL_PAID_LEAVE_FOR_ALL_WORKERS_ACT = law("Paid Leave for All Workers Act (820 ILCS 192)", "Paid Leave for All Workers Act", "US-IL"); // us-il-paid-leave-for-all-workers-act
const US_IL_WAGE_PAYMENT_AND_COLLECTION_ACT = law("Illinois Wage Payment and Collection Act (820 ILCS 115)", "Illinois Wage Payment and Collection Act", "US-IL"); // us-il-wage-payment-and-collection-act
const US_FL_RESIDENTIAL_LANDLORD_TENANT_ACT = law("Florida Residential Landlord and Tenant Act (Fla. Stat. ch. 83, part II)", "Florida Residential Landlord and Tenant Act", "US-FL"); // us-fl-residential-landlord-tenant-act
const UK_EMPLOYMENT_RIGHTS_ACT_1996 = law("Employment Rights Act 1996 (1996 c. 18)", "Employment Rights Act 1996", "GB"); // uk-employment-rights-act-1996
const UK_WORKING_TIME_REGULATIONS_1998 = law("The Working Time Regulations 1998 (S.I. 1998/1833)", "Working Time Regulations 1998", "GB"); // uk-working-time-regulations-1998
const UK_CONSUMER_RIGHTS_ACT_2015 = law("Consumer Rights Act 2015 (2015 c. 15)", "Consumer Rights Act 2015", "GB"); // uk-consumer-rights-act-2015
const UK_PROTECTION_FROM_EVICTION_ACT_1977 = law("Protection from Eviction Act 1977 (1977 c. 43)", "Protection from Eviction Act 1977", "GB"); // uk-protection-from-eviction-act-1977
const UK_HOUSING_ACT_2004 = law("Housing Act 2004 (2004 c. 34)", "Housing Act 2004", "GB"); // uk-housing-act-2004
const UK_TENANT_FEES_ACT_2019 = law("Tenant Fees Act 2019 (2019 c. 4)", "Tenant Fees Act 2019", "GB"); // uk-tenant-fees-act-2019
const UK_EQUALITY_ACT_2010 = law("Equality Act 2010 (2010 c. 15)", "Equality Act 2010", "GB"); // uk-equality-act-2010
const UK_CONSUMER_CREDIT_ACT_1974 = law("Consumer Credit Act 1974 (1974 c. 39)", "Consumer Credit Act 1974", "GB"); // uk-consumer-credit-act-1974
const UK_PACE_1984 = law("Police and Criminal Evidence Act 1984 (1984 c. 60)", "Police and Criminal Evidence Act 1984", "GB"); // uk-pace-1984
const UK_CHILDREN_ACT_1989 = law("Children Act 1989 (1989 c. 41)", "Children Act 1989", "GB"); // uk-children-act-1989
const UK_COMPANIES_ACT_2006 = law("Companies Act 2006 (2006 c. 46)", "Companies Act 2006", "GB"); // uk-companies-act-2006
const UK_PROTECTION_FROM_HARASSMENT_ACT_1997 = law("Protection from Harassment Act 1997 (1997 c. 40)", "Protection from Harassment Act 1997", "GB"); // uk-protection-from-harassment-act-1997
const UK_GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data (United Kingdom General Data Protection Regulation)", "UK GDPR", "GB"); // uk-gdpr
const IN_CODE_ON_WAGES_2019 = law("The Code on Wages, 2019", "Code on Wages", "IN"); // in-code-on-wages-2019
const IN_RERA_2016 = law("The Real Estate (Regulation and Development) Act, 2016", "RERA", "IN"); // in-rera-2016
const IN_NEGOTIABLE_INSTRUMENTS_ACT_1881 = law("The Negotiable Instruments Act, 1881", "NI Act", "IN"); // in-negotiable-instruments-act-1881
const IN_HINDU_MARRIAGE_ACT_1955 = law("The Hindu Marriage Act, 1955", "Hindu Marriage Act", "IN"); // in-hindu-marriage-act-1955
const IN_SENIOR_CITIZENS_ACT_2007 = law("The Maintenance and Welfare of Parents and Senior Citizens Act, 2007 (Act No. 56 of 2007)", "Maintenance and Welfare of Parents and Senior Citizens Act, 2007", "IN"); // in-senior-citizens-act-2007
const IN_CONTRACT_ACT_1872 = law("The Indian Contract Act, 1872", "Indian Contract Act", "IN"); // in-contract-act-1872
const IN_BNSS_2023 = law("The Bharatiya Nagarik Suraksha Sanhita, 2023", "BNSS", "IN"); // in-bnss-2023
const IN_CONSUMER_PROTECTION_ACT_2019 = law("The Consumer Protection Act, 2019", "Consumer Protection Act", "IN"); // in-consumer-protection-act-2019
const IN_POSH_ACT_2013 = law("The Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013 (Act No. 14 of 2013)", "Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013", "IN"); // in-posh-act-2013
const IN_DPDP_ACT_2023 = law("The Digital Personal Data Protection Act, 2023", "DPDP Act", "IN"); // in-dpdp-act-2023
const IN_MH_RENT_CONTROL_ACT_1999 = law("The Maharashtra Rent Control Act, 1999", "Maharashtra Rent Control Act", "IN-MH"); // in-mh-rent-control-act-1999
const IN_KA_SHOPS_AND_COMMERCIAL_ESTABLISHMENTS_ACT_1961 = law("The Karnataka Shops and Commercial Establishments Act, 1961", "Karnataka Shops and Commercial Establishments Act", "IN-KA"); // in-ka-shops-and-commercial-establishments-act-1961
const IN_DL_SHOPS_AND_ESTABLISHMENTS_ACT_1954 = law("The Delhi Shops and Establishments Act, 1954", "Delhi Shops and Establishments Act", "IN-DL"); // in-dl-shops-and-establishments-act-1954
const IN_DL_RENT_CONTROL_ACT_1958 = law("The Delhi Rent Control Act, 1958 (Act No. 59 of 1958)", "Delhi Rent Control Act, 1958", "IN-DL"); // in-dl-rent-control-act-1958
const DE_BGB = law("German Civil Code (Bürgerliches Gesetzbuch – BGB)", "BGB", "DE"); // de-bgb
const DE_EFZG = law("Gesetz über die Zahlung des Arbeitsentgelts an Feiertagen und im Krankheitsfall (Entgeltfortzahlungsgesetz – EFZG)", "EFZG", "DE"); // de-efzg
const FR_LOI_1989_462 = law("Loi n° 89-462 du 6 juillet 1989 tendant à améliorer les rapports locatifs et portant modification de la loi n° 86-1290 du 23 décembre 1986", "Loi n° 89-462 du 6 juillet 1989", "FR"); // fr-loi-1989-462
const FR_CODE_DU_TRAVAIL = law("Code du travail", "Code du travail", "FR"); // fr-code-du-travail
const SG_EMPLOYMENT_ACT_1968 = law("Employment Act 1968 (2020 Revised Edition)", "Employment Act 1968", "SG"); // sg-employment-act-1968
const SG_CONSUMER_PROTECTION_FAIR_TRADING_ACT_2003 = law("Consumer Protection (Fair Trading) Act 2003 (2020 Revised Edition)", "Consumer Protection (Fair Trading) Act 2003", "SG"); // sg-consumer-protection-fair-trading-act-2003
const SG_COMMUNITY_DISPUTES_RESOLUTION_ACT_2015 = law("Community Disputes Resolution Act 2015", "Community Disputes Resolution Act 2015", "SG"); // sg-community-disputes-resolution-act-2015
const SG_PDPA_2012 = law("Personal Data Protection Act 2012", "PDPA", "SG"); // sg-pdpa-2012
const AU_AUSTRALIAN_CONSUMER_LAW = law("Competition and Consumer Act 2010 (Cth), Schedule 2 — The Australian Consumer Law", "Australian Consumer Law", "AU"); // au-australian-consumer-law
const AU_FAIR_WORK_ACT_2009 = law("Fair Work Act 2009 (Cth) (No. 28, 2009)", "Fair Work Act 2009", "AU"); // au-fair-work-act-2009
const AU_CORPORATIONS_ACT_2001 = law("Corporations Act 2001 (Cth) (No. 50, 2001)", "Corporations Act 2001", "AU"); // au-corporations-act-2001
const AU_NSW_RESIDENTIAL_TENANCIES_ACT_2010 = law("Residential Tenancies Act 2010 (NSW) (No 42)", "Residential Tenancies Act 2010 (NSW)", "AU-NSW"); // au-nsw-residential-tenancies-act-2010
const CA_CANADA_LABOUR_CODE = law("Canada Labour Code", "Canada Labour Code", "CA"); // ca-canada-labour-code
const CA_DIVORCE_ACT = law("Divorce Act", "Divorce Act", "CA"); // ca-divorce-act
const CA_INTEREST_ACT = law("Interest Act", "Interest Act", "CA"); // ca-interest-act
const CA_ON_RESIDENTIAL_TENANCIES_ACT_2006 = law("Residential Tenancies Act, 2006, S.O. 2006, c. 17", "Residential Tenancies Act, 2006", "CA-ON"); // ca-on-residential-tenancies-act-2006
const CA_ON_EMPLOYMENT_STANDARDS_ACT_2000 = law("Employment Standards Act, 2000, S.O. 2000, c. 41", "Employment Standards Act, 2000", "CA-ON"); // ca-on-employment-standards-act-2000
const IE_RESIDENTIAL_TENANCIES_ACT_2004 = law("Residential Tenancies Act 2004 (No. 27 of 2004)", "Residential Tenancies Act 2004", "IE"); // ie-residential-tenancies-act-2004
const IE_PATERNITY_LEAVE_AND_BENEFIT_ACT_2016 = law("Paternity Leave and Benefit Act 2016 (No. 11 of 2016)", "Paternity Leave and Benefit Act 2016", "IE"); // ie-paternity-leave-and-benefit-act-2016
const IE_REDUNDANCY_PAYMENTS_ACT_1967 = law("Redundancy Payments Act 1967 (No. 21 of 1967)", "Redundancy Payments Act 1967", "IE"); // ie-redundancy-payments-act-1967
const IE_TERMS_OF_EMPLOYMENT_INFORMATION_ACT_1994 = law("Terms of Employment (Information) Act 1994 (No. 5 of 1994)", "Terms of Employment (Information) Act 1994", "IE"); // ie-terms-of-employment-information-act-1994
const EU_AIR_PASSENGER_RIGHTS_REGULATION = law("Regulation (EC) No 261/2004 of the European Parliament and of the Council of 11 February 2004 establishing common rules on compensation and assistance to passengers in the event of denied boarding and of cancellation or long delay of flights, and repealing Regulation (EEC) No 295/91", "Air Passenger Rights Regulation", "EU"); // eu-air-passenger-rights-regulation
const EU_CONSUMER_RIGHTS_DIRECTIVE = law("Directive 2011/83/EU of the European Parliament and of the Council of 25 October 2011 on consumer rights", "Consumer Rights Directive", "EU"); // eu-consumer-rights-directive
const EU_ROAMING_REGULATION = law("Regulation (EU) 2022/612 of the European Parliament and of the Council of 6 April 2022 on roaming on public mobile communications networks within the Union (recast)", "Roaming Regulation", "EU"); // eu-roaming-regulation
const EU_PACKAGE_TRAVEL_DIRECTIVE = law("Directive (EU) 2015/2302 of the European Parliament and of the Council of 25 November 2015 on package travel and linked travel arrangements, amending Regulation (EC) No 2006/2004 and Directive 2011/83/EU of the European Parliament and of the Council and repealing Council Directive 90/314/EEC", "Package Travel Directive", "EU"); // eu-package-travel-directive
const EU_GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data, and repealing Directive 95/46/EC (General Data Protection Regulation)", "GDPR", "EU"); // eu-gdpr
const NZ_RESIDENTIAL_TENANCIES_ACT = law("Residential Tenancies Act 1986", "Residential Tenancies Act 1986", "NZ"); // nz-residential-tenancies-act
const ZA_BCEA = law("Basic Conditions of Employment Act 75 of 1997", "Basic Conditions of Employment Act", "ZA"); // za-bcea
const KE_EMPLOYMENT_ACT = law("Employment Act, 2007 (No. 11 of 2007)", "Employment Act 2007", "KE"); // ke-employment-act
const JP_LABOR_STANDARDS_ACT = law("労働基準法（昭和二十二年法律第四十九号）", "Labor Standards Act", "JP"); // jp-labor-standards-act
const AE_LABOUR_RELATIONS_LAW = law("Federal Decree-Law No. 33 of 2021 on the Regulation of Labour Relations", "UAE Labour Law", "AE"); // ae-labour-relations-law
const DE_BURLG = law("Mindesturlaubsgesetz für Arbeitnehmer (Bundesurlaubsgesetz – BUrlG)", "BUrlG", "DE"); // de-burlg
const DE_MUSCHG = law("Gesetz zum Schutz von Müttern bei der Arbeit, in der Ausbildung und im Studium (Mutterschutzgesetz – MuSchG)", "MuSchG", "DE"); // de-muschg
const DE_STPO = law("Strafprozeßordnung (StPO)", "StPO", "DE"); // de-stpo
const DE_MILOG = law("Gesetz zur Regelung eines allgemeinen Mindestlohns (Mindestlohngesetz – MiLoG)", "MiLoG", "DE"); // de-milog
const CH_OBLIGATIONENRECHT = law("Bundesgesetz betreffend die Ergänzung des Schweizerischen Zivilgesetzbuches (Fünfter Teil: Obligationenrecht) (SR 220)", "Obligationenrecht", "CH"); // ch-obligationenrecht
const FR_CODE_DE_LA_CONSOMMATION = law("Code de la consommation", "Code de la consommation", "FR"); // fr-code-de-la-consommation
const FR_CODE_DE_PROCEDURE_PENALE = law("Code de procédure pénale", "Code de procédure pénale", "FR"); // fr-code-de-procedure-penale
const FR_CODE_DES_PROCEDURES_CIVILES_D_EXECUTION = law("Code des procédures civiles d'exécution", "Code des procédures civiles d'exécution", "FR"); // fr-code-des-procedures-civiles-d-execution
const FR_CODE_CIVIL = law("Code civil", "Code civil", "FR"); // fr-code-civil
const ES_LEY_DE_ARRENDAMIENTOS_URBANOS = law("Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos", "Ley de Arrendamientos Urbanos", "ES"); // es-ley-de-arrendamientos-urbanos
const ES_ESTATUTO_DE_LOS_TRABAJADORES = law("Real Decreto Legislativo 2/2015, de 23 de octubre, por el que se aprueba el texto refundido de la Ley del Estatuto de los Trabajadores", "Estatuto de los Trabajadores", "ES"); // es-estatuto-de-los-trabajadores
const ES_TRLGDCU = law("Real Decreto Legislativo 1/2007, de 16 de noviembre, por el que se aprueba el texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios y otras leyes complementarias", "Ley General para la Defensa de los Consumidores y Usuarios", "ES"); // es-trlgdcu
const IT_STATUTO_DEI_LAVORATORI = law("Legge 20 maggio 1970, n. 300 – Norme sulla tutela della libertà e dignità dei lavoratori, della libertà sindacale e dell'attività sindacale nei luoghi di lavoro e norme sul collocamento", "Statuto dei lavoratori", "IT"); // it-statuto-dei-lavoratori
const IT_CODICE_DEL_CONSUMO = law("Decreto legislativo 6 settembre 2005, n. 206 – Codice del consumo, a norma dell'articolo 7 della legge 29 luglio 2003, n. 229", "Codice del consumo", "IT"); // it-codice-del-consumo
const IT_CODICE_CIVILE = law("Codice civile (Regio Decreto 16 marzo 1942, n. 262)", "Codice civile", "IT"); // it-codice-civile
const NL_BURGERLIJK_WETBOEK = law("Burgerlijk Wetboek", "Burgerlijk Wetboek", "NL"); // nl-burgerlijk-wetboek

// ── Everyday English questions ──────────────────────────────────────────────────────────────────────────────────
const english: EverydayQuestion[] = [
  // United States (federal)
  q("b15-en-us-01", "US", "employment-hours", "Some weeks my boss has me working 50 hours but pays every hour at the same rate as the first forty. Is that allowed?", US_FLSA("207")),
  q("b15-en-us-02", "US", "employment-leave", "My wife is having major surgery and will need me at home for about six weeks. Can I take the time off unpaid without losing my job?", US_FMLA("2612", "2614")),
  q("b15-en-us-03", "US", "consumer", "A company chasing an old credit card balance keeps ringing me at 6 in the morning and at my workplace. Are they allowed to?", US_FDCPA("1692c", "1692d")),
  q("b15-en-us-04", "US", "consumer", "There's an account on my credit file that was never mine. How do I make the agency look into it and take it off?", US_FCRA("1681i")),
  q("b15-en-us-05", "US", "employment-leave", "I'm a reservist and got called up for a year overseas. Does my employer have to take me back when I get home?", US_USERRA("4312", "4313")),
  q("b15-en-us-06", "US", "housing", "The owner of a duplex I wanted to rent told me he doesn't rent to families with small kids. Can he turn us away for that?", US_FAIR_HOUSING_ACT("3604")),
  q("b15-en-us-07", "US", "consumer", "Someone got hold of my debit card number and drained $900 from my checking account before I noticed. How much of that do I have to eat?", US_EFTA("1693g", "1693f")),
  q("b15-en-us-08", "US", "employment-discrimination", "I'm six months pregnant and asked to sit on a stool at the register. My manager said everyone stands. Do they have to let me sit?", US_PWFA("2000gg-1")),
  q("b15-en-us-09", "US", "employment-discrimination", "I'm 58 and was passed over for a promotion that went to a 30-year-old with less experience; my boss said they wanted 'fresh energy'. Is that legal?", US_ADEA("623")),
  q("b15-en-us-10", "US", "employment-dismissal", "I was laid off and the health insurance I had through work ends on Friday. Is there any way to keep it going?", US_COBRA("1161", "1162", "1163")),
  q("b15-en-us-11", "US", "employment-dismissal", "The plant where 400 of us work is shutting down next week and nobody said a word until today. Weren't they supposed to warn us?", US_WARN_ACT("2102")),
  q("b15-en-us-12", "US", "employment-hiring", "A warehouse I interviewed at wants me to take a lie detector test before they'll hire me. Can they make me?", US_EMPLOYEE_POLYGRAPH_PROTECTION_ACT("2002")),
  q("b15-en-us-13", "US", "consumer", "I keep getting recorded sales calls on my cellphone about extended car warranties I never asked for. Isn't there a rule against that?", US_TCPA("227")),
  q("b15-en-us-14", "US", "tax", "We sold the house we've lived in for twelve years and made about $200,000 more than we paid. Do we owe income tax on all of that?", US_INTERNAL_REVENUE_CODE("121")),
  q("b15-en-us-15", "US", "consumer", "I bought a second-hand lawnmower from a shop and the receipt said 'sold with all faults'. It died the first time I used it. Can I still complain to the shop?", US_UCC_ARTICLE_2("2-316", "2-314")),
  q("b15-en-us-16", "US", "employment-pay", "A court order lets a lender take money straight out of my paycheck for an old loan. How much of my pay can they grab each week?", US_CCPA_GARNISHMENT("1673")),
  q("b15-en-us-17", "US", "housing", "I'm in the Army and just got orders to move to a base in another state. Can I get out of my apartment lease early without paying for the rest of it?", US_SCRA("3955")),
  q("b15-en-us-18", "US", "employment-discrimination", "I use a wheelchair and asked my employer to lower my desk and move me nearer the lift. They said it's too much hassle. Can they just refuse?", US_ADA("12112")),
  q("b15-en-us-19", "US", "consumer", "I paid for a sofa with my credit card and it never arrived; the store stopped answering. Can I get the charge taken off my card bill?", US_TILA("1666", "1666i")),
  // California
  q("b15-en-usca-01", "US-CA", "employment-pay", "I quit my job in Los Angeles three weeks ago and still haven't got my last check. Do they owe me anything extra for being late?", US_CA_LABOR_CODE("203", "202")),
  q("b15-en-usca-02", "US-CA", "housing", "I moved out of my San Diego apartment five weeks ago. The landlord kept the whole $2,000 I paid up front and never sent a list of what it was for. How long did he have?", US_CA_CIVIL_CODE("1950.5")),
  q("b15-en-usca-03", "US-CA", "employment-hiring", "My new employer in San Jose wants me to sign a promise not to work for any competitor for two years after I leave. Would that hold up?", US_CA_BUSINESS_AND_PROFESSIONS_CODE("16600", "16600.5", "16600.1")),
  q("b15-en-usca-04", "US-CA", "employment-hours", "I worked a ten-hour shift at a restaurant in Fresno and never got to stop and eat. What am I owed for that?", US_CA_LABOR_CODE("226.7", "512")),
  q("b15-en-usca-05", "US-CA", "family", "My 16-year-old signed up for a two-year gym membership in Oakland without asking us. Can he get out of it?", US_CA_FAMILY_CODE("6710", "6700")),
  q("b15-en-usca-06", "US-CA", "employment-pay", "My job in Sacramento makes me drive my own car to clients and use my own phone, and they won't pay me back for gas or the phone bill. Do they have to?", US_CA_LABOR_CODE("2802")),
  // New York
  q("b15-en-usny-01", "US-NY", "housing", "My apartment in Brooklyn has had no heat for three weeks in January and the landlord ignores my texts. Can I hold back the rent?", US_NY_REAL_PROPERTY_LAW("235-b")),
  q("b15-en-usny-02", "US-NY", "housing", "A landlord in Queens wants two months' rent up front to hold against damage, on top of the first month. Is that allowed?", US_NY_GENERAL_OBLIGATIONS_LAW("7-108")),
  q("b15-en-usny-03", "US-NY", "employment-pay", "The manager at the Manhattan restaurant where I wait tables keeps a cut of the tips customers leave for us. Can he do that?", US_NY_LABOR_LAW_ARTICLE_6("196-d")),
  q("b15-en-usny-04", "US-NY", "employment-dismissal", "I told the state my company in Buffalo was dumping chemicals into the creek and they fired me a week later. Am I protected?", US_NY_LABOR_LAW_RETALIATION("740")),
  q("b15-en-usny-05", "US-NY", "employment-leave", "I got summoned to serve on a jury in Albany for two weeks. My boss says if I go, don't come back. Can he do that?", US_NY_JUDICIARY_LAW("519")),
  // Texas
  q("b15-en-ustx-01", "US-TX", "housing", "The AC in my Houston apartment has been broken since June; I wrote to the landlord twice and nothing happened. What can I do?", US_TX_PROPERTY_CODE_CH_92("92.056", "92.052", "92.0561")),
  q("b15-en-ustx-02", "US-TX", "employment-pay", "I was let go from a job in Dallas last Monday. How soon do they have to hand over my final paycheck?", US_TX_LABOR_CODE_CH_61("61.014")),
  q("b15-en-ustx-03", "US-TX", "consumer", "The dealer in San Antonio swore the pickup had never been in a flood; my mechanic found river mud inside the doors. Can I go after the dealer?", US_TX_BUSINESS_AND_COMMERCE_CODE("17.46", "17.50")),
  q("b15-en-ustx-04", "US-TX", "family", "My husband and I are splitting up in Austin. We bought the house after the wedding, but it's only in his name. Do I get part of it?", US_TX_FAMILY_CODE("7.001", "3.002", "3.003")),
  // Delaware
  q("b15-en-usde-01", "US-DE", "company", "I own a small stake in a Delaware company and think the people running it are wasting money on themselves. Can I make them show me the company's records?", US_DE_DGCL("220")),
  q("b15-en-usde-02", "US-DE", "housing", "A landlord in Wilmington wants three months' rent up front as a damage deposit on an unfurnished one-year lease. Is there a cap?", US_DE_RESIDENTIAL_LANDLORD_TENANT_CODE("5514")),
  // Illinois
  q("b15-en-usil-01", "US-IL", "data-protection", "My employer in Chicago makes us scan our fingerprints to clock in and never asked us or told us what happens to the scans. Is that OK?", US_IL_BIPA("14/15", "14/20")),
  q("b15-en-usil-02", "US-IL", "employment-leave", "My job in Springfield gives no paid days off at all, not even when I'm sick. Aren't I entitled to some?", US_IL_PAID_LEAVE_FOR_ALL_WORKERS_ACT("15")),
  q("b15-en-usil-03", "US-IL", "employment-pay", "My boss in Peoria took $150 out of my paycheck for a cash drawer that came up short, without asking me. Is that allowed?", US_IL_WAGE_PAYMENT_AND_COLLECTION_ACT("115/9")),
  // Florida
  q("b15-en-usfl-01", "US-FL", "housing", "I moved out of my Miami rental six weeks ago and have heard nothing about the money I put down when I moved in. How long does the landlord have to return it or say why not?", US_FL_RESIDENTIAL_LANDLORD_TENANT_ACT("83.49")),
  // Great Britain
  q("b15-en-gb-01", "GB", "employment-dismissal", "I've worked at the same warehouse for six years and they've told me my job is disappearing because they're automating. Am I due a lump sum?", UK_EMPLOYMENT_RIGHTS_ACT_1996("135", "162", "139")),
  q("b15-en-gb-02", "GB", "employment-pay", "My manager took £200 out of my wages because a customer drove off without paying for fuel on my shift. Can they do that?", UK_EMPLOYMENT_RIGHTS_ACT_1996("13")),
  q("b15-en-gb-03", "GB", "employment-hours", "My employer has me doing 60 hours every week and says it's part of the job. Is there a cap on how much I can be made to work?", UK_WORKING_TIME_REGULATIONS_1998("4")),
  q("b15-en-gb-04", "GB", "consumer", "The washing machine I bought three weeks ago leaks all over the kitchen floor. Can I just hand it back and get my money?", UK_CONSUMER_RIGHTS_ACT_2015("20", "22", "9", "19")),
  q("b15-en-gb-05", "GB", "housing", "My landlord changed the locks while I was at work and left my things in bin bags on the pavement. Is that legal?", UK_PROTECTION_FROM_EVICTION_ACT_1977("1", "3")),
  q("b15-en-gb-06", "GB", "housing", "I just found out my landlord never put the money I paid at the start of my tenancy into one of those government-backed schemes. What can I do about it?", UK_HOUSING_ACT_2004("214", "213")),
  q("b15-en-gb-07", "GB", "housing", "The letting agent charged me £300 for 'admin and referencing' when I signed up for a flat. Are they allowed to charge that?", UK_TENANT_FEES_ACT_2019("2", "3", "1")),
  q("b15-en-gb-08", "GB", "employment-discrimination", "My manager told me I was 'too old to fit in with the team' and gave my shifts to younger staff. What protects me?", UK_EQUALITY_ACT_2010("13", "39")),
  q("b15-en-gb-09", "GB", "consumer", "A builder retiled my bathroom and the tiles are crooked and already cracking. Can I make him come back and do it properly?", UK_CONSUMER_RIGHTS_ACT_2015("49", "55")),
  q("b15-en-gb-10", "GB", "consumer", "I paid £1,200 for a holiday with my credit card and the travel company went bust. Can I claim it back from the card company?", UK_CONSUMER_CREDIT_ACT_1974("75")),
  q("b15-en-gb-11", "GB", "criminal-procedure", "My son was arrested last night and the police want to question him this morning. Can he insist on speaking to a solicitor first?", UK_PACE_1984("58")),
  q("b15-en-gb-12", "GB", "family", "My ex has stopped letting me see our two children. What can I ask the court for?", UK_CHILDREN_ACT_1989("8")),
  q("b15-en-gb-13", "GB", "company", "I run a small limited company with my brother. We lost money this year; can we still pay ourselves dividends out of the bank balance?", UK_COMPANIES_ACT_2006("830", "847")),
  q("b15-en-gb-14", "GB", "criminal-procedure", "A man I went on two dates with keeps turning up outside my house and sending me dozens of messages a day. Which law covers this?", UK_PROTECTION_FROM_HARASSMENT_ACT_1997("1", "2A", "2")),
  q("b15-en-gb-15", "GB", "data-protection", "I asked my old gym for a copy of everything they keep about me. Two months later I've had nothing. Were they meant to answer?", UK_GDPR("15", "12")),
  // India
  q("b15-en-in-01", "IN", "employment-pay", "My employer in Hyderabad pays the monthly salary around the 20th of the following month. Isn't there a deadline for paying it?", IN_CODE_ON_WAGES_2019("17")),
  q("b15-en-in-02", "IN-MH", "housing", "The builder of our flat in Pune promised to hand it over in 2022 and it still isn't ready. Can we get our money back with interest?", IN_RERA_2016("18")),
  q("b15-en-in-03", "IN", "contract", "A customer paid me with a cheque that came back from the bank because his account had no money. What can I do?", IN_NEGOTIABLE_INSTRUMENTS_ACT_1881("138")),
  q("b15-en-in-04", "IN", "family", "My wife and I are both Hindus, have lived apart for over a year and both want to end the marriage calmly. How do we go about it?", IN_HINDU_MARRIAGE_ACT_1955("13B")),
  q("b15-en-in-05", "IN", "family", "I gave my house to my son on the understanding he would look after me; now he has stopped even buying my medicines. Can I undo the gift?", IN_SENIOR_CITIZENS_ACT_2007("23")),
  q("b15-en-in-06", "IN", "contract", "My 17-year-old nephew signed an agreement to borrow money from a local lender. Is he bound by it?", IN_CONTRACT_ACT_1872("11")),
  q("b15-en-in-07", "IN", "criminal-procedure", "Police took my brother from his house last night and won't tell us what for. Don't they have to tell him why?", IN_BNSS_2023("47", "48")),
  q("b15-en-in-08", "IN", "consumer", "An online shop sold me a phone that won't switch on and ignores all my emails. How do I file a complaint against them?", IN_CONSUMER_PROTECTION_ACT_2019("35", "34")),
  q("b15-en-in-09", "IN", "employment-discrimination", "A senior colleague keeps making comments about my body, and my company of 40 people has no committee to report it to. What does the law require?", IN_POSH_ACT_2013("4", "19", "9")),
  q("b15-en-in-10", "IN", "data-protection", "A shopping app keeps my address and card details even after I closed my account and asked them to wipe them. Can I make them?", IN_DPDP_ACT_2023("12")),
  q("b15-en-in-11", "IN-MH", "housing", "My landlord in Mumbai wants me out, though I have paid the rent on time every month for nine years. Can he evict me?", IN_MH_RENT_CONTROL_ACT_1999("15")),
  q("b15-en-in-12", "IN-KA", "employment-leave", "I work in a clothes shop in Bengaluru. How many days of paid holiday do I get in a year?", IN_KA_SHOPS_AND_COMMERCIAL_ESTABLISHMENTS_ACT_1961("15")),
  q("b15-en-in-13", "IN-DL", "employment-dismissal", "The shop in Delhi where I've worked for two years let me go today with no warning and no extra pay. Is that allowed?", IN_DL_SHOPS_AND_ESTABLISHMENTS_ACT_1954("30")),
  q("b15-en-in-14", "IN-DL", "housing", "My landlord in Delhi has cut off the water and electricity to push me out of the flat. What can I do?", IN_DL_RENT_CONTROL_ACT_1958("45")),
  // Germany and France, asked in English
  q("b15-en-de-01", "DE", "housing", "I rent a flat in Berlin and the heating has been broken most of the winter. Can I pay less rent for those months?", DE_BGB("536")),
  q("b15-en-de-02", "DE", "employment-pay", "I was off sick for a week in Munich and my employer says they won't pay me for those days. Don't they have to?", DE_EFZG("3")),
  q("b15-en-de-03", "DE", "employment-dismissal", "I've worked for the same company in Hamburg for eight years. How much warning do they have to give before letting me go?", DE_BGB("622")),
  q("b15-en-fr-01", "FR", "housing", "I handed back the keys to my Paris flat three months ago and the landlord still hasn't returned the money I paid at the start. How long can he hold it?", FR_LOI_1989_462("22")),
  q("b15-en-fr-02", "FR", "employment-hours", "My boss in Lyon wants me to work 50 hours this week to finish a project. Is there a limit in France?", FR_CODE_DU_TRAVAIL("L3121-20")),
  // Singapore
  q("b15-en-sg-01", "SG", "employment-pay", "It's the 12th and my employer in Singapore still hasn't paid last month's salary. How late can they pay?", SG_EMPLOYMENT_ACT_1968("21")),
  q("b15-en-sg-02", "SG", "employment-leave", "I've been with my employer in Singapore for two years. How many paid sick days can I take?", SG_EMPLOYMENT_ACT_1968("89")),
  q("b15-en-sg-03", "SG", "consumer", "The laptop I bought at a Singapore mall stopped working after two weeks and the shop refuses to fix it. What are my rights?", SG_CONSUMER_PROTECTION_FAIR_TRADING_ACT_2003("15", "16")),
  q("b15-en-sg-04", "SG", "housing", "The people in the flat above mine drag furniture and bang around at 3 a.m. every night. Can I take them to court?", SG_COMMUNITY_DISPUTES_RESOLUTION_ACT_2015("4")),
  q("b15-en-sg-05", "SG", "data-protection", "I asked a Singapore insurer what personal information they hold about me and who they shared it with. They told me it's confidential. Can they refuse?", SG_PDPA_2012("21")),
  // Australia
  q("b15-en-au-01", "AU", "consumer", "My new fridge died after four months and the store in Perth says to take it up with the maker. Isn't the store responsible?", AU_AUSTRALIAN_CONSUMER_LAW("54", "259")),
  q("b15-en-au-02", "AU", "employment-dismissal", "My employer in Melbourne let me go because I'd been off sick for a week with a doctor's note. Can they do that?", AU_FAIR_WORK_ACT_2009("352", "340")),
  q("b15-en-au-03", "AU", "employment-dismissal", "I'm being let go after four years at a company in Brisbane. How much notice or pay instead do I get?", AU_FAIR_WORK_ACT_2009("117")),
  q("b15-en-au-04", "AU", "company", "I'm one of two directors of a small company in Adelaide. We know we can't pay our suppliers but my co-director keeps ordering more stock on credit. Am I exposed?", AU_CORPORATIONS_ACT_2001("588G")),
  q("b15-en-au-05", "AU-NSW", "housing", "My landlord in Newcastle insists I pay the rent in cash every week and won't take bank transfers. Can he insist on that?", AU_NSW_RESIDENTIAL_TENANCIES_ACT_2010("35")),
  // Canada
  q("b15-en-ca-01", "CA", "employment-dismissal", "I worked for a national airline in Canada for three years and was let go without any reason being given. Can I challenge it?", CA_CANADA_LABOUR_CODE("240", "241")),
  q("b15-en-ca-02", "CA", "family", "We are divorcing and my ex wants to move with our kids from Winnipeg to Halifax. What has to happen before she can move them?", CA_DIVORCE_ACT("16.9", "16.91", "16.92")),
  q("b15-en-ca-03", "CA", "contract", "My loan agreement in Canada only states a weekly interest rate, never a yearly one. Does that matter?", CA_INTEREST_ACT("4")),
  q("b15-en-caon-01", "CA-ON", "housing", "My landlord in Toronto lets himself into my apartment whenever he likes without telling me. Is he allowed?", CA_ON_RESIDENTIAL_TENANCIES_ACT_2006("27", "25", "26")),
  q("b15-en-caon-02", "CA-ON", "housing", "My lease in Ottawa says no animals and I just adopted a cat. Can the landlord throw me out over it?", CA_ON_RESIDENTIAL_TENANCIES_ACT_2006("14")),
  q("b15-en-caon-03", "CA-ON", "employment-dismissal", "I'm being let go after nine years at a big manufacturer in Ontario. Do I get anything on top of my notice pay?", CA_ON_EMPLOYMENT_STANDARDS_ACT_2000("64")),
  // Ireland
  q("b15-en-ie-01", "IE", "housing", "My landlord in Dublin just texted that the rent goes up €200 from next month. Can he do it like that?", IE_RESIDENTIAL_TENANCIES_ACT_2004("22")),
  q("b15-en-ie-02", "IE", "employment-leave", "My partner is due in March and I work in Galway. How much time off can I take as the dad?", IE_PATERNITY_LEAVE_AND_BENEFIT_ACT_2016("6")),
  q("b15-en-ie-03", "IE", "employment-dismissal", "The Irish company I've been with for five years is closing my whole department. Am I owed a lump sum?", IE_REDUNDANCY_PAYMENTS_ACT_1967("7")),
  q("b15-en-ie-04", "IE", "employment-hiring", "I started a job in Cork three months ago and I've never been given anything in writing about my pay, hours or holidays. Isn't my employer supposed to?", IE_TERMS_OF_EMPLOYMENT_INFORMATION_ACT_1994("3")),
  // European Union
  q("b15-en-eu-01", "EU", "consumer", "My flight from Madrid to Rome was cancelled the evening before departure. Am I owed money beyond the ticket refund?", EU_AIR_PASSENGER_RIGHTS_REGULATION("5", "7")),
  q("b15-en-eu-02", "EU", "consumer", "I ordered shoes online from a shop in Belgium and changed my mind when they arrived. Can I send them back without a reason?", EU_CONSUMER_RIGHTS_DIRECTIVE("9")),
  q("b15-en-eu-03", "EU", "consumer", "I was on holiday in Portugal and my Irish phone company charged me extra for using mobile data there. Can they do that?", EU_ROAMING_REGULATION("4")),
  q("b15-en-eu-04", "EU", "consumer", "We booked flights and hotel together as one holiday, and the hotel turned out to be a building site. Can we get part of the price back?", EU_PACKAGE_TRAVEL_DIRECTIVE("14", "13")),
  q("b15-en-eu-05", "EU", "data-protection", "A clothing shop keeps emailing me special offers though I've told them twice I don't want them to use my details for that. What can I do?", EU_GDPR("21")),
  // Other jurisdictions, asked in English
  q("b15-en-nz-01", "NZ", "housing", "My landlord in Auckland wants to put the rent up again only four months after the last rise. Can he?", NZ_RESIDENTIAL_TENANCIES_ACT("24")),
  q("b15-en-za-01", "ZA", "employment-hours", "My boss in Johannesburg has us working twelve-hour days with no extra pay for the hours over our normal shift. Is that allowed?", ZA_BCEA("10", "9")),
  q("b15-en-ke-01", "KE", "employment-dismissal", "My employer in Nairobi fired me for supposedly stealing without ever letting me tell my side. Is that lawful?", KE_EMPLOYMENT_ACT("41", "45")),
  q("b15-en-jp-01", "JP", "employment-dismissal", "My company in Tokyo told me on Monday that Friday is my last day. Don't they have to warn me earlier?", JP_LABOR_STANDARDS_ACT("20")),
  q("b15-en-ae-01", "AE", "employment-pay", "I'm leaving my job in Dubai after six years. What payment am I owed when I go?", AE_LABOUR_RELATIONS_LAW("51")),
];

// ── German, French, Spanish, Italian and Dutch ───────────────────────────────────────────────────────────────────
const foreign: EverydayQuestion[] = [
  // Germany (German)
  q("b15-de-01", "DE", "employment-dismissal", "Ich arbeite seit zwölf Jahren in derselben Firma in Köln, und mein Chef hat mir jetzt mit nur vier Wochen Vorlauf gekündigt. Ist das nicht zu kurz?", DE_BGB("622")),
  q("b15-de-02", "DE", "employment-pay", "Ich bin seit Montag mit Grippe zu Hause und habe eine Krankschreibung. Bekomme ich für die Tage trotzdem mein Gehalt?", DE_EFZG("3")),
  q("b15-de-03", "DE", "employment-leave", "Ich arbeite fünf Tage die Woche in einer Bäckerei. Wie viele freie Tage im Jahr stehen mir mindestens bezahlt zu?", DE_BURLG("3")),
  q("b15-de-04", "DE", "housing", "In meiner Wohnung in Leipzig ist seit November die Heizung kaputt und der Vermieter tut nichts. Darf ich weniger Miete überweisen?", DE_BGB("536")),
  q("b15-de-05", "DE", "consumer", "Ich habe im Internet eine Jacke bestellt, sie gefällt mir aber nicht. Kann ich sie einfach ohne Begründung zurückschicken?", DE_BGB("312g", "355")),
  q("b15-de-06", "DE", "employment-dismissal", "Ich habe meinem Arbeitgeber gesagt, dass ich im dritten Monat schwanger bin, und jetzt will er mich loswerden. Darf er mir kündigen?", DE_MUSCHG("17")),
  q("b15-de-07", "DE", "criminal-procedure", "Die Polizei hat mich mitgenommen und will mich zu einem Einbruch befragen. Muss ich etwas sagen, und darf ich vorher mit einem Anwalt sprechen?", DE_STPO("136", "163a", "137")),
  q("b15-de-08", "DE", "employment-pay", "Mein Chef zahlt mir im Lager 9 Euro pro Stunde. Ist das überhaupt erlaubt?", DE_MILOG("1")),
  q("b15-de-09", "DE", "housing", "Mein Vermieter in Frankfurt will die Miete um 25 Prozent erhöhen, weil die Wohnungen in der Gegend teurer geworden sind. Muss ich zustimmen?", DE_BGB("558")),
  // Switzerland (German, French)
  q("b15-de-10", "CH", "housing", "Ich wohne in Zürich zur Miete. Nachdem ich mich über Schimmel im Bad beschwert habe, hat mir der Vermieter die Wohnung gekündigt. Kann ich mich dagegen wehren?", CH_OBLIGATIONENRECHT("271a", "271", "273")),
  q("b15-fr-01", "CH", "employment-dismissal", "Je travaille à Genève et mon patron m'a renvoyé pendant que j'étais en arrêt maladie depuis deux semaines. Est-ce que c'est valable ?", CH_OBLIGATIONENRECHT("336c")),
  q("b15-fr-02", "CH", "employment-leave", "J'ai 30 ans et je travaille à Lausanne. Combien de semaines de vacances payées mon employeur doit-il me donner par an ?", CH_OBLIGATIONENRECHT("329a")),
  // France (French)
  q("b15-fr-03", "FR", "housing", "J'ai rendu les clés de mon appartement à Nantes il y a trois mois et la propriétaire ne m'a toujours pas rendu l'argent versé à l'entrée. Combien de temps peut-elle le garder ?", FR_LOI_1989_462("22")),
  q("b15-fr-04", "FR", "consumer", "Ma machine à laver achetée il y a huit mois ne fonctionne plus, et le magasin me dit de voir avec le fabricant. Le magasin n'est-il pas responsable ?", FR_CODE_DE_LA_CONSOMMATION("L217-3", "L217-8", "L217-7")),
  q("b15-fr-05", "FR", "employment-hours", "Mon chef veut que je vienne travailler tous les dimanches au magasin. En a-t-il le droit ?", FR_CODE_DU_TRAVAIL("L3132-3")),
  q("b15-fr-06", "FR", "criminal-procedure", "Mon frère est resté trente heures au commissariat après une bagarre, sans être présenté à un juge. Combien de temps peuvent-ils le garder ?", FR_CODE_DE_PROCEDURE_PENALE("63")),
  q("b15-fr-07", "FR", "housing", "Mon propriétaire veut me mettre dehors en plein mois de janvier parce que j'ai des loyers en retard. Peut-il le faire en hiver ?", FR_CODE_DES_PROCEDURES_CIVILES_D_EXECUTION("L412-6")),
  q("b15-fr-08", "FR", "family", "Mon mari et moi sommes d'accord pour nous séparer et voulons divorcer sans passer devant un juge. Est-ce possible ?", FR_CODE_CIVIL("229-1")),
  q("b15-fr-09", "FR", "employment-dismissal", "Mon employeur et moi voulons arrêter mon contrat d'un commun accord, sans que je démissionne ni qu'il me licencie. Comment faire ?", FR_CODE_DU_TRAVAIL("L1237-11", "L1237-13")),
  // Spain (Spanish)
  q("b15-es-01", "ES", "housing", "Dejé el piso que alquilaba en Madrid hace dos meses y el casero todavía no me ha devuelto el dinero que le di al entrar. ¿Qué puedo hacer?", ES_LEY_DE_ARRENDAMIENTOS_URBANOS("36")),
  q("b15-es-02", "ES", "employment-dismissal", "Me echaron del trabajo diciendo que había robado en la caja, pero no tienen ninguna prueba. ¿Qué me corresponde?", ES_ESTATUTO_DE_LOS_TRABAJADORES("56", "55", "54")),
  q("b15-es-03", "ES", "consumer", "Compré un móvil por internet y al recibirlo me arrepentí. ¿Puedo devolverlo sin dar explicaciones?", ES_TRLGDCU("102", "104")),
  q("b15-es-04", "ES", "employment-leave", "Trabajo a jornada completa en una oficina en Sevilla. ¿Cuántos días libres pagados me tocan al año como mínimo?", ES_ESTATUTO_DE_LOS_TRABAJADORES("38")),
  // Italy (Italian)
  q("b15-it-01", "IT", "data-protection", "Il mio datore di lavoro ha messo delle telecamere in ufficio che ci riprendono tutto il giorno alle scrivanie. È permesso?", IT_STATUTO_DEI_LAVORATORI("4")),
  q("b15-it-02", "IT", "consumer", "Ho comprato un divano su un sito internet e, appena arrivato, ho cambiato idea. Posso restituirlo entro due settimane senza spiegare perché?", IT_CODICE_DEL_CONSUMO("52", "54")),
  q("b15-it-03", "IT", "employment-pay", "Lascio l'azienda dove lavoro da dieci anni. Quali soldi mi devono dare alla fine oltre all'ultimo stipendio?", IT_CODICE_CIVILE("2120")),
  q("b15-it-04", "IT", "employment-dismissal", "Il mio capo mi ha sospeso per tre giorni per un presunto errore senza nemmeno chiedermi la mia versione dei fatti. Può farlo?", IT_STATUTO_DEI_LAVORATORI("7")),
  // Netherlands (Dutch)
  q("b15-nl-01", "NL", "employment-pay", "Ik ben al drie weken ziek thuis en mijn baas wil mijn salaris niet meer betalen. Mag dat?", NL_BURGERLIJK_WETBOEK("7:629")),
  q("b15-nl-02", "NL", "consumer", "Ik heb online een jas gekocht en wil hem binnen twee weken terugsturen zonder reden. Kan dat?", NL_BURGERLIJK_WETBOEK("6:230o")),
  q("b15-nl-03", "NL", "employment-dismissal", "Mijn tijdelijke contract loopt over zes weken af en ik heb nog niets gehoord. Moet mijn werkgever mij laten weten of ik mag blijven?", NL_BURGERLIJK_WETBOEK("7:668")),
  q("b15-nl-04", "NL", "housing", "Er lekt al maanden water door het plafond van mijn huurwoning in Utrecht en de verhuurder doet niets. Wat kan ik eisen?", NL_BURGERLIJK_WETBOEK("7:206")),
];

// ── Unrelated questions: the right answer cites nothing ─────────────────────────────────────────────────────────
export const blind15Unrelated: UnrelatedQuestion[] = [
  // Law the registry does not hold (checked: no instrument title or provision heading on the topic)
  { id: "b15-un-en-01", jurisdiction: "US", question: "What do I need to get a permit to carry a handgun concealed when I travel between states?" },
  { id: "b15-un-en-02", jurisdiction: "US-CA", question: "Am I allowed to fly my camera drone over a state park in California, and how high can it go?" },
  { id: "b15-un-en-03", jurisdiction: "GB", question: "Do I need a TV licence if I only ever watch catch-up programmes on my laptop?" },
  { id: "b15-un-en-04", jurisdiction: "GB", question: "How do I get my late grandmother's will through probate when the original has gone missing?" },
  { id: "b15-un-en-05", jurisdiction: "IN", question: "How do I get a licence to serve beer and wine at my new restaurant in Goa?" },
  { id: "b15-un-en-06", jurisdiction: "AU", question: "Which snakes are protected in Queensland, and can I move one out of my garden myself?" },
  { id: "b15-un-en-07", jurisdiction: "SG", question: "Is it true that I can be fined for bringing chewing gum into Singapore in my suitcase?" },
  { id: "b15-un-en-08", jurisdiction: "CA", question: "Do I need a licence to go ice fishing on a frozen lake in Manitoba?" },
  { id: "b15-un-en-09", jurisdiction: "IE", question: "When does the pheasant shooting season open in Ireland and do I need a firearms certificate?" },
  { id: "b15-un-en-10", jurisdiction: "US-TX", question: "Do I need to register my boat's trailer separately from the boat in Texas?" },
  // Jurisdictions where the registry holds no law on the matter asked
  { id: "b15-un-en-11", jurisdiction: "TH", question: "How many days of paid annual leave does a shop worker get in Bangkok?" },
  { id: "b15-un-en-12", jurisdiction: "MY", question: "What is the minimum monthly wage for a factory worker in Penang?" },
  { id: "b15-un-en-13", jurisdiction: "HK", question: "How much notice must my landlord in Kowloon give before ending my flat tenancy?" },
  { id: "b15-un-en-14", jurisdiction: "PH", question: "When does my employer in Manila have to pay the thirteenth-month pay?" },
  { id: "b15-un-en-15", jurisdiction: "SA", question: "How is the end-of-service award worked out for an engineer leaving a job in Riyadh?" },
  // Everyday questions using legal-looking words in another sense
  { id: "b15-un-en-16", jurisdiction: "US", question: "How do I file my nails so they stop splitting at the edges?" },
  { id: "b15-un-en-17", jurisdiction: "GB", question: "What's the best way to serve in badminton so the umpire doesn't call a fault?" },
  { id: "b15-un-en-18", jurisdiction: "US-NY", question: "Settle an argument for us: is a hot dog a sandwich?" },
  { id: "b15-un-en-19", jurisdiction: "US-TX", question: "What's the statute of limitations on a bad haircut — how long until it finally grows out?" },
  { id: "b15-un-en-20", jurisdiction: "AU", question: "How long should bread dough rest before it goes into the oven?" },
  { id: "b15-un-en-21", jurisdiction: "IN", question: "How do I execute a proper headstand in yoga without hurting my neck?" },
  { id: "b15-un-en-22", jurisdiction: "EU", question: "Which EU country has the most hours of sunshine in October for a beach holiday?" },
  // In German, French, Spanish, Italian and Dutch: law not held, or a country whose law the registry does not hold
  { id: "b15-un-de-01", jurisdiction: "DE", question: "Brauche ich einen Angelschein, um am Bodensee vom Ufer aus zu angeln?" },
  { id: "b15-un-de-02", jurisdiction: "AT", question: "Wie hoch ist die Grunderwerbsteuer in Österreich, wenn ich eine Eigentumswohnung in Graz kaufe?" },
  { id: "b15-un-de-03", jurisdiction: "AT", question: "Welche Kündigungsfrist habe ich als Mieter einer Altbauwohnung in Wien?" },
  { id: "b15-un-fr-01", jurisdiction: "FR", question: "Comment obtenir un permis de chasse pour chasser le sanglier en Dordogne ?" },
  { id: "b15-un-fr-02", jurisdiction: "BE", question: "Quel préavis dois-je donner pour quitter mon appartement à Bruxelles après deux ans ?" },
  { id: "b15-un-es-01", jurisdiction: "ES", question: "¿Necesito una licencia para pescar truchas en un río de Asturias?" },
  { id: "b15-un-it-01", jurisdiction: "IT", question: "Serve il porto d'armi per tenere in casa il fucile da caccia ereditato da mio nonno?" },
  { id: "b15-un-nl-01", jurisdiction: "NL", question: "Heb ik een vergunning nodig om een dakkapel op mijn huis in Haarlem te bouwen?" },
  { id: "b15-un-nl-02", jurisdiction: "BE", question: "Hoeveel registratierechten betaal ik bij de aankoop van mijn eerste huis in Gent?" },
];

/** All answerable questions of the set: English first, then the other languages. */
export const blind15Questions: EverydayQuestion[] = [...english, ...foreign];
