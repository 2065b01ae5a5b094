/**
 * Blind set 22: a one-time measurement of offline retrieval on everyday questions, written by an examiner who did not
 * read the retrieval code (lib/legal/retrieval/), its vocabulary, thesaurus or situation files, any earlier
 * evaluation question, or the registry's summaries, situations and provision texts. The coordinator runs it once, as
 * a whole, on the final code:
 *
 *     npm run eval:retrieval -- --set blind-22
 *
 * which prints only the section "Blind set 22 (written without the code; run once)": pooled counts, then counts per
 * half, per area and per jurisdiction, never a question, a miss or a citation one by one. A plain
 * `npm run eval:retrieval` does not run it.
 *
 * How it was written (examretr5, 2026-11-29, issue 33), following blind set 21's method, before any retrieval, chat
 * or evaluation ran on it:
 * - The registry was known only from a listing of `source_id | jurisdiction | article | heading` for every provision
 *   (with each instrument's title and short names), printed from `builtInRegistry()` (421 instruments, 5,205
 *   provisions, 51 jurisdictions). No summary, situation or provision text was printed, so no wording here is shaped
 *   by the registry's own.
 * - Answerable questions (120, 35 jurisdictions counting sub-national ones, nine areas: employment 30, housing 18,
 *   consumer 14, criminal procedure 12, contract 10, company 10, data protection 10, family 9, tax 7): each from a
 *   situation, in a non-lawyer's English and without statute terms or Act names; the phrasing varies (short and
 *   long, lower case, missing apostrophes, a city or district instead of a jurisdiction, situations told before the
 *   question). `expected` lists first the provision a lawyer would cite first, then acceptable alternatives; the
 *   scoring counts any of them. Each law() below is the instrument's registry title verbatim with its first short
 *   name (generated from the listing, source_id in the comment after it), and every (source_id, article) pair was
 *   checked by script to be a line of the listing whose heading is not marked "[Heading not verified]";
 *   blind-22.test.ts re-checks that each one resolves.
 * - Not reusing earlier questions: once written, every question (answerable and unrelated) was compared by word
 *   overlap (Jaccard over words of four letters or more) with every string of 30+ characters in the other
 *   eval/retrieval/*.ts files (blind-21.ts included), by a script that printed only this set's ids and scores; 33 at
 *   0.45 or above (29 of them at 0.5 or above, mostly short questions) were rewritten as longer, different situations
 *   (same provisions), a second pass found two at 0.46 and 0.53, rewritten again; the highest score is now 0.44.
 *   That check, and reading blind-21.ts's header and exported shapes, blind-21.test.ts, blind-set-checks.ts,
 *   blind-dev-half.ts and everyday.ts's types, are the only contact with earlier sets; no earlier question was read.
 * - EU law asked from a member state (DE, FR, IT, ES) names the EU instrument (its jurisdiction "EU"); those
 *   questions carry ids `b22-eu-<nn>` / `b22-eu-dp<nn>` and the member state as their jurisdiction. The German
 *   online-return question also accepts the BGB's withdrawal provisions that implement the directive.
 * - Unrelated questions (24; the right answer cites nothing): cooking, garden, sport, travel, pets, maths and design,
 *   and eight that sound legal (a judge's gavel as a desk ornament, courtroom drama box sets, true-crime podcasts,
 *   the architecture of the German and Canadian constitutional and supreme court buildings, a lawyer's costume for a
 *   school play, an old barrister TV series, the lettering on French police cars) but that no provision answers;
 *   spread over 17 jurisdictions.
 * - Left out rather than guessed: Kenyan, Nigerian and UAE employment questions and a South African deposit question
 *   (the listing marks those headings "[Heading not verified]"); an Indian income-tax deduction question (the
 *   Income-tax Act, 2025 replaces the 1961 Act and its section numbers were not known with certainty); Ontario
 *   severance pay (s. 64's conditions could not be confirmed from a heading alone; the question keeps notice); a
 *   Singapore cooling-off right for a gym sale in a mall (the gym question keeps the unfair-practice provisions).
 *   Twelve drafted questions (ten employment, two housing) were dropped before the set was fixed, to keep it at 120
 *   and the areas less lopsided.
 *
 * Split (fixed, stated here before any run, never changed): the everyday set's rule, `splitOf(id)` in everyday.ts —
 * the first byte of sha256(id) even → dev, odd → held-out (54 of the 120 answerable and 15 of the 24 unrelated
 * questions fall in dev). The set is meant to be run once as a whole; the halves are reported apart only so that a
 * later tuning round could use the dev half and keep the held-out half clean.
 *
 * Ids: `b22-<jurisdiction>-<nn>` for answerable employment questions and `b22-<jurisdiction>-<area letter><nn>` for
 * the others (h housing, c consumer, p criminal procedure, k contract, co company, dp data protection, f family,
 * t tax), jurisdiction without its hyphen (usca, usny, ustx, usde, usil, usfl, inka, indl, caon, aunsw);
 * `b22-eu-...` for EU law asked from a member state, `b22-un-<nn>` for unrelated ones. Gaps in the numbering are
 * questions dropped before the set was fixed.
 */
import { law, q, splitOf, type EverydayQuestion, type Half, type UnrelatedQuestion } from "./everyday";

/** The fixed split of this set: the everyday rule (sha256 of the id). */
export function blind22HalfOf(id: string): Half {
  return splitOf(id);
}

const AR_LEY_DE_CONTRATO_DE_TRABAJO = law("Ley de Contrato de Trabajo (Ley 20.744, texto ordenado 1976)", "Ley de Contrato de Trabajo", "AR"); // ar-ley-de-contrato-de-trabajo
const AU_AUSTRALIAN_CONSUMER_LAW = law("Competition and Consumer Act 2010 (Cth), Schedule 2 — The Australian Consumer Law", "Australian Consumer Law", "AU"); // au-australian-consumer-law
const AU_CORPORATIONS_ACT_2001 = law("Corporations Act 2001 (Cth) (No. 50, 2001)", "Corporations Act 2001", "AU"); // au-corporations-act-2001
const AU_FAIR_WORK_ACT_2009 = law("Fair Work Act 2009 (Cth) (No. 28, 2009)", "Fair Work Act 2009", "AU"); // au-fair-work-act-2009
const AU_FAMILY_LAW_ACT_1975 = law("Family Law Act 1975 (Cth) (No. 53, 1975)", "Family Law Act 1975", "AU"); // au-family-law-act-1975
const AU_ITAA_1997 = law("Income Tax Assessment Act 1997 (Cth) (No. 38, 1997)", "Income Tax Assessment Act 1997", "AU"); // au-itaa-1997
const AU_NSW_RESIDENTIAL_TENANCIES_ACT_2010 = law("Residential Tenancies Act 2010 (NSW) (No 42)", "Residential Tenancies Act 2010 (NSW)", "AU-NSW"); // au-nsw-residential-tenancies-act-2010
const BR_CLT = law("Decreto-Lei nº 5.452, de 1º de maio de 1943 – Consolidação das Leis do Trabalho", "CLT", "BR"); // br-clt
const BR_CODIGO_DE_DEFESA_DO_CONSUMIDOR = law("Lei nº 8.078, de 11 de setembro de 1990 – Código de Defesa do Consumidor", "Código de Defesa do Consumidor", "BR"); // br-codigo-de-defesa-do-consumidor
const BR_LGPD = law("Lei nº 13.709, de 14 de agosto de 2018 — Lei Geral de Proteção de Dados Pessoais (LGPD)", "LGPD", "BR"); // br-lgpd
const CA_CBCA = law("Canada Business Corporations Act", "CBCA", "CA"); // ca-cbca
const CA_CHARTER_OF_RIGHTS_AND_FREEDOMS = law("Canadian Charter of Rights and Freedoms (Part I of the Constitution Act, 1982)", "Canadian Charter of Rights and Freedoms", "CA"); // ca-charter-of-rights-and-freedoms
const CA_DIVORCE_ACT = law("Divorce Act", "Divorce Act", "CA"); // ca-divorce-act
const CA_ON_EMPLOYMENT_STANDARDS_ACT_2000 = law("Employment Standards Act, 2000, S.O. 2000, c. 41", "Employment Standards Act, 2000", "CA-ON"); // ca-on-employment-standards-act-2000
const CA_ON_RESIDENTIAL_TENANCIES_ACT_2006 = law("Residential Tenancies Act, 2006, S.O. 2006, c. 17", "Residential Tenancies Act, 2006", "CA-ON"); // ca-on-residential-tenancies-act-2006
const CH_OBLIGATIONENRECHT = law("Bundesgesetz betreffend die Ergänzung des Schweizerischen Zivilgesetzbuches (Fünfter Teil: Obligationenrecht) (SR 220)", "Obligationenrecht", "CH"); // ch-obligationenrecht
const CL_CODIGO_DEL_TRABAJO = law("Código del Trabajo", "Código del Trabajo", "CL"); // cl-codigo-del-trabajo
const CN_LABOR_CONTRACT_LAW = law("中华人民共和国劳动合同法", "Labor Contract Law of the People's Republic of China", "CN"); // cn-labor-contract-law
const CN_PIPL = law("Personal Information Protection Law of the People's Republic of China", "PIPL", "CN"); // cn-pipl
const DE_BGB = law("German Civil Code (Bürgerliches Gesetzbuch – BGB)", "BGB", "DE"); // de-bgb
const DE_BURLG = law("Mindesturlaubsgesetz für Arbeitnehmer (Bundesurlaubsgesetz – BUrlG)", "BUrlG", "DE"); // de-burlg
const DE_ESTG = law("Einkommensteuergesetz (EStG)", "EStG", "DE"); // de-estg
const DE_GMBHG = law("Gesetz betreffend die Gesellschaften mit beschränkter Haftung (GmbHG)", "GmbHG", "DE"); // de-gmbhg
const DE_STPO = law("Strafprozeßordnung (StPO)", "StPO", "DE"); // de-stpo
const ES_CODIGO_CIVIL = law("Real Decreto de 24 de julio de 1889 por el que se publica el Código Civil", "Código Civil", "ES"); // es-codigo-civil
const ES_ESTATUTO_DE_LOS_TRABAJADORES = law("Real Decreto Legislativo 2/2015, de 23 de octubre, por el que se aprueba el texto refundido de la Ley del Estatuto de los Trabajadores", "Estatuto de los Trabajadores", "ES"); // es-estatuto-de-los-trabajadores
const EU_AIR_PASSENGER_RIGHTS_REGULATION = law("Regulation (EC) No 261/2004 of the European Parliament and of the Council of 11 February 2004 establishing common rules on compensation and assistance to passengers in the event of denied boarding and of cancellation or long delay of flights, and repealing Regulation (EEC) No 295/91", "Air Passenger Rights Regulation", "EU"); // eu-air-passenger-rights-regulation
const EU_CONSUMER_RIGHTS_DIRECTIVE = law("Directive 2011/83/EU of the European Parliament and of the Council of 25 October 2011 on consumer rights", "Consumer Rights Directive", "EU"); // eu-consumer-rights-directive
const EU_GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data, and repealing Directive 95/46/EC (General Data Protection Regulation)", "GDPR", "EU"); // eu-gdpr
const EU_PACKAGE_TRAVEL_DIRECTIVE = law("Directive (EU) 2015/2302 of the European Parliament and of the Council of 25 November 2015 on package travel and linked travel arrangements, amending Regulation (EC) No 2006/2004 and Directive 2011/83/EU of the European Parliament and of the Council and repealing Council Directive 90/314/EEC", "Package Travel Directive", "EU"); // eu-package-travel-directive
const FR_CODE_CIVIL = law("Code civil", "Code civil", "FR"); // fr-code-civil
const FR_CODE_DE_PROCEDURE_PENALE = law("Code de procédure pénale", "Code de procédure pénale", "FR"); // fr-code-de-procedure-penale
const FR_CODE_DU_TRAVAIL = law("Code du travail", "Code du travail", "FR"); // fr-code-du-travail
const FR_LOI_1989_462 = law("Loi n° 89-462 du 6 juillet 1989 tendant à améliorer les rapports locatifs et portant modification de la loi n° 86-1290 du 23 décembre 1986", "Loi n° 89-462 du 6 juillet 1989", "FR"); // fr-loi-1989-462
const IE_CONSUMER_RIGHTS_ACT_2022 = law("Consumer Rights Act 2022 (No. 37 of 2022)", "Consumer Rights Act 2022", "IE"); // ie-consumer-rights-act-2022
const IE_CRIMINAL_JUSTICE_ACT_1984 = law("Criminal Justice Act 1984 (No. 22 of 1984)", "Criminal Justice Act 1984", "IE"); // ie-criminal-justice-act-1984
const IE_ORGANISATION_OF_WORKING_TIME_ACT_1997 = law("Organisation of Working Time Act 1997 (No. 20 of 1997)", "Organisation of Working Time Act 1997", "IE"); // ie-organisation-of-working-time-act-1997
const IE_RESIDENTIAL_TENANCIES_ACT_2004 = law("Residential Tenancies Act 2004 (No. 27 of 2004)", "Residential Tenancies Act 2004", "IE"); // ie-residential-tenancies-act-2004
const IN_BNSS_2023 = law("The Bharatiya Nagarik Suraksha Sanhita, 2023", "BNSS", "IN"); // in-bnss-2023
const IN_CGST_ACT_2017 = law("The Central Goods and Services Tax Act, 2017", "CGST Act", "IN"); // in-cgst-act-2017
const IN_CODE_ON_SOCIAL_SECURITY_2020 = law("The Code on Social Security, 2020", "Code on Social Security", "IN"); // in-code-on-social-security-2020
const IN_COMPANIES_ACT_2013 = law("The Companies Act, 2013", "Companies Act", "IN"); // in-companies-act-2013
const IN_CONSUMER_PROTECTION_ACT_2019 = law("The Consumer Protection Act, 2019", "Consumer Protection Act", "IN"); // in-consumer-protection-act-2019
const IN_CONTRACT_ACT_1872 = law("The Indian Contract Act, 1872", "Indian Contract Act", "IN"); // in-contract-act-1872
const IN_DL_RENT_CONTROL_ACT_1958 = law("The Delhi Rent Control Act, 1958 (Act No. 59 of 1958)", "Delhi Rent Control Act, 1958", "IN-DL"); // in-dl-rent-control-act-1958
const IN_DPDP_ACT_2023 = law("The Digital Personal Data Protection Act, 2023", "DPDP Act", "IN"); // in-dpdp-act-2023
const IN_HINDU_MARRIAGE_ACT_1955 = law("The Hindu Marriage Act, 1955", "Hindu Marriage Act", "IN"); // in-hindu-marriage-act-1955
const IN_KA_SHOPS_AND_COMMERCIAL_ESTABLISHMENTS_ACT_1961 = law("The Karnataka Shops and Commercial Establishments Act, 1961", "Karnataka Shops and Commercial Establishments Act", "IN-KA"); // in-ka-shops-and-commercial-establishments-act-1961
const IT_CODICE_CIVILE = law("Codice civile (Regio Decreto 16 marzo 1942, n. 262)", "Codice civile", "IT"); // it-codice-civile
const JP_ACT_ON_LAND_AND_BUILDING_LEASES = law("借地借家法（平成三年法律第九十号）", "Act on Land and Building Leases", "JP"); // jp-act-on-land-and-building-leases
const JP_ACT_ON_SPECIFIED_COMMERCIAL_TRANSACTIONS = law("特定商取引に関する法律（昭和五十一年法律第五十七号）", "Act on Specified Commercial Transactions", "JP"); // jp-act-on-specified-commercial-transactions
const JP_APPI = law("Act on the Protection of Personal Information (Act No. 57 of 2003)", "APPI", "JP"); // jp-appi
const KR_CIVIL_ACT = law("민법 (법률 제471호)", "Civil Act (Korea)", "KR"); // kr-civil-act
const KR_HOUSING_LEASE_PROTECTION_ACT = law("주택임대차보호법", "Housing Lease Protection Act", "KR"); // kr-housing-lease-protection-act
const KR_LABOR_STANDARDS_ACT = law("근로기준법", "Labor Standards Act (Korea)", "KR"); // kr-labor-standards-act
const MX_LEY_FEDERAL_DEL_TRABAJO = law("Ley Federal del Trabajo", "Ley Federal del Trabajo", "MX"); // mx-ley-federal-del-trabajo
const NL_BURGERLIJK_WETBOEK = law("Burgerlijk Wetboek", "Burgerlijk Wetboek", "NL"); // nl-burgerlijk-wetboek
const NZ_COMPANIES_ACT = law("Companies Act 1993", "Companies Act 1993", "NZ"); // nz-companies-act
const NZ_RESIDENTIAL_TENANCIES_ACT = law("Residential Tenancies Act 1986", "Residential Tenancies Act 1986", "NZ"); // nz-residential-tenancies-act
const PL_KODEKS_PRACY = law("Ustawa z dnia 26 czerwca 1974 r. – Kodeks pracy", "Kodeks pracy", "PL"); // pl-kodeks-pracy
const PT_CODIGO_DO_TRABALHO = law("Código do Trabalho (aprovado pela Lei n.º 7/2009, de 12 de fevereiro)", "Código do Trabalho", "PT"); // pt-codigo-do-trabalho
const SE_SEMESTERLAG = law("Semesterlag (1977:480)", "Semesterlagen", "SE"); // se-semesterlag
const SG_CIVIL_LAW_ACT_1909 = law("Civil Law Act 1909 (2020 Revised Edition)", "Civil Law Act 1909", "SG"); // sg-civil-law-act-1909
const SG_CONSUMER_PROTECTION_FAIR_TRADING_ACT_2003 = law("Consumer Protection (Fair Trading) Act 2003 (2020 Revised Edition)", "Consumer Protection (Fair Trading) Act 2003", "SG"); // sg-consumer-protection-fair-trading-act-2003
const SG_CRIMINAL_PROCEDURE_CODE_2010 = law("Criminal Procedure Code 2010", "Criminal Procedure Code 2010", "SG"); // sg-criminal-procedure-code-2010
const SG_EMPLOYMENT_ACT_1968 = law("Employment Act 1968 (2020 Revised Edition)", "Employment Act 1968", "SG"); // sg-employment-act-1968
const SG_PDPA_2012 = law("Personal Data Protection Act 2012", "PDPA", "SG"); // sg-pdpa-2012
const UK_CHILDREN_ACT_1989 = law("Children Act 1989 (1989 c. 41)", "Children Act 1989", "GB"); // uk-children-act-1989
const UK_COMPANIES_ACT_2006 = law("Companies Act 2006 (2006 c. 46)", "Companies Act 2006", "GB"); // uk-companies-act-2006
const UK_CONSUMER_RIGHTS_ACT_2015 = law("Consumer Rights Act 2015 (2015 c. 15)", "Consumer Rights Act 2015", "GB"); // uk-consumer-rights-act-2015
const UK_EMPLOYMENT_RIGHTS_ACT_1996 = law("Employment Rights Act 1996 (1996 c. 18)", "Employment Rights Act 1996", "GB"); // uk-employment-rights-act-1996
const UK_GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data (United Kingdom General Data Protection Regulation)", "UK GDPR", "GB"); // uk-gdpr
const UK_HOUSING_ACT_2004 = law("Housing Act 2004 (2004 c. 34)", "Housing Act 2004", "GB"); // uk-housing-act-2004
const UK_INCOME_TAX_ACT_2007 = law("Income Tax Act 2007 (2007 c. 3)", "Income Tax Act 2007", "GB"); // uk-income-tax-act-2007
const UK_LANDLORD_AND_TENANT_ACT_1985 = law("Landlord and Tenant Act 1985 (1985 c. 70)", "Landlord and Tenant Act 1985", "GB"); // uk-landlord-and-tenant-act-1985
const UK_LIMITATION_ACT_1980 = law("Limitation Act 1980 (1980 c. 58)", "Limitation Act 1980", "GB"); // uk-limitation-act-1980
const UK_MATRIMONIAL_CAUSES_ACT_1973 = law("Matrimonial Causes Act 1973 (1973 c. 18)", "Matrimonial Causes Act 1973", "GB"); // uk-matrimonial-causes-act-1973
const UK_MISREPRESENTATION_ACT_1967 = law("Misrepresentation Act 1967 (1967 c. 7)", "Misrepresentation Act 1967", "GB"); // uk-misrepresentation-act-1967
const UK_PACE_1984 = law("Police and Criminal Evidence Act 1984 (1984 c. 60)", "Police and Criminal Evidence Act 1984", "GB"); // uk-pace-1984
const UK_PROTECTION_FROM_EVICTION_ACT_1977 = law("Protection from Eviction Act 1977 (1977 c. 43)", "Protection from Eviction Act 1977", "GB"); // uk-protection-from-eviction-act-1977
const US_ADEA = law("Age Discrimination in Employment Act of 1967", "ADEA", "US"); // us-adea
const US_CA_CCPA = law("California Consumer Privacy Act of 2018 (as amended by the California Privacy Rights Act of 2020)", "CCPA", "US-CA"); // us-ca-ccpa
const US_CA_CIVIL_CODE = law("California Civil Code", "California Civil Code", "US-CA"); // us-ca-civil-code
const US_CA_CORPORATIONS_CODE = law("California Corporations Code (General Corporation Law)", "California Corporations Code", "US-CA"); // us-ca-corporations-code
const US_CA_FAMILY_CODE = law("California Family Code", "California Family Code", "US-CA"); // us-ca-family-code
const US_CA_LABOR_CODE = law("California Labor Code", "Labor Code", "US-CA"); // us-ca-labor-code
const US_CA_PENAL_CODE = law("California Penal Code", "California Penal Code", "US-CA"); // us-ca-penal-code
const US_DE_DGCL = law("General Corporation Law of the State of Delaware (Delaware Code, Title 8, Chapter 1)", "DGCL", "US-DE"); // us-de-dgcl
const US_DE_RESIDENTIAL_LANDLORD_TENANT_CODE = law("Delaware Residential Landlord-Tenant Code (Title 25, Part III, Delaware Code)", "Delaware Residential Landlord-Tenant Code", "US-DE"); // us-de-residential-landlord-tenant-code
const US_FDCPA = law("Fair Debt Collection Practices Act", "FDCPA", "US"); // us-fdcpa
const US_FL_RESIDENTIAL_LANDLORD_TENANT_ACT = law("Florida Residential Landlord and Tenant Act (Fla. Stat. ch. 83, part II)", "Florida Residential Landlord and Tenant Act", "US-FL"); // us-fl-residential-landlord-tenant-act
const US_FMLA = law("Family and Medical Leave Act of 1993", "FMLA", "US"); // us-fmla
const US_IL_BIPA = law("Biometric Information Privacy Act (740 ILCS 14)", "BIPA", "US-IL"); // us-il-bipa
const US_IL_PAID_LEAVE_FOR_ALL_WORKERS_ACT = law("Paid Leave for All Workers Act (820 ILCS 192)", "Paid Leave for All Workers Act", "US-IL"); // us-il-paid-leave-for-all-workers-act
const US_IL_SECURITY_DEPOSIT_RETURN_ACT = law("Security Deposit Return Act (765 ILCS 710)", "Security Deposit Return Act", "US-IL"); // us-il-security-deposit-return-act
const US_INTERNAL_REVENUE_CODE = law("Internal Revenue Code of 1986", "Internal Revenue Code", "US"); // us-internal-revenue-code
const US_NY_CRIMINAL_PROCEDURE_LAW = law("New York Criminal Procedure Law", "New York Criminal Procedure Law", "US-NY"); // us-ny-criminal-procedure-law
const US_NY_GENERAL_OBLIGATIONS_LAW = law("New York General Obligations Law", "New York General Obligations Law", "US-NY"); // us-ny-general-obligations-law
const US_NY_LABOR_LAW_ARTICLE_6 = law("New York Labor Law, Article 6 (Payment of Wages)", "New York Labor Law", "US-NY"); // us-ny-labor-law-article-6
const US_NY_REAL_PROPERTY_LAW = law("New York Real Property Law, Article 7 (Landlord and Tenant)", "New York Real Property Law", "US-NY"); // us-ny-real-property-law
const US_PWFA = law("Pregnant Workers Fairness Act", "PWFA", "US"); // us-pwfa
const US_TILA = law("Truth in Lending Act", "TILA", "US"); // us-tila
const US_TITLE_18 = law("Title 18, United States Code (Crimes and Criminal Procedure)", "Title 18", "US"); // us-title-18
const US_TX_CODE_OF_CRIMINAL_PROCEDURE = law("Texas Code of Criminal Procedure", "Texas Code of Criminal Procedure", "US-TX"); // us-tx-code-of-criminal-procedure
const US_TX_FAMILY_CODE = law("Texas Family Code", "Texas Family Code", "US-TX"); // us-tx-family-code
const US_TX_TAX_CODE = law("Texas Tax Code", "Texas Tax Code", "US-TX"); // us-tx-tax-code
const ZA_COMPANIES_ACT = law("Companies Act 71 of 2008", "Companies Act 2008 (South Africa)", "ZA"); // za-companies-act
const ZA_CONSUMER_PROTECTION_ACT = law("Consumer Protection Act 68 of 2008", "Consumer Protection Act (South Africa)", "ZA"); // za-consumer-protection-act
const ZA_POPIA = law("Protection of Personal Information Act 4 of 2013", "POPIA", "ZA"); // za-popia

export const blind22Unrelated: UnrelatedQuestion[] = [
  { id: "b22-un-01", jurisdiction: "US", question: "What oven temperature and how many hours for a 12 pound turkey, stuffed?" },
  { id: "b22-un-02", jurisdiction: "GB", question: "my homemade sourdough starter smells strongly of acetone after a week in the cupboard, can I still rescue it or should I bin it and begin again?" },
  { id: "b22-un-03", jurisdiction: "DE", question: "Any good half-day hikes around Garmisch in October that are fine for kids aged 6 and 9?" },
  { id: "b22-un-04", jurisdiction: "FR", question: "If I only know the distance around a circle, how do I get its area?" },
  { id: "b22-un-05", jurisdiction: "IN", question: "Need a vegetable biryani recipe that feeds ten people, not too spicy for the grandparents." },
  { id: "b22-un-06", jurisdiction: "AU", question: "Is there anything like an offside rule in Aussie rules footy, or can players stand anywhere?" },
  { id: "b22-un-07", jurisdiction: "CA", question: "What wax should I put on cross-country skis when the snow is wet and sticky near Quebec City?" },
  { id: "b22-un-08", jurisdiction: "JP", question: "Planning ten days by train: Tokyo, then Kyoto, Hiroshima and back. Will a national rail pass save us money compared with buying single tickets?" },
  { id: "b22-un-09", jurisdiction: "SG", question: "Where can you watch the night motor race in Singapore without paying for a grandstand seat?" },
  { id: "b22-un-10", jurisdiction: "ES", question: "How long do dried chickpeas need to soak before I cook them for hummus?" },
  { id: "b22-un-11", jurisdiction: "IT", question: "What's actually the difference between tagliatelle and fettuccine, or is it just the region?" },
  { id: "b22-un-12", jurisdiction: "BR", question: "How do I get my labrador to stop pulling on the lead during walks in the park?" },
  { id: "b22-un-13", jurisdiction: "US-NY", question: "Fastest way from JFK airport to Times Square on public transport with two suitcases?" },
  { id: "b22-un-14", jurisdiction: "IE", question: "solve for x please: 3x + 7 = 25, and show the steps" },
  { id: "b22-un-15", jurisdiction: "NL", question: "What's the best way to store tulip bulbs over the summer so they flower again next spring?" },
  { id: "b22-un-16", jurisdiction: "ZA", question: "How is the required run rate worked out in a one-day cricket chase?" },
  { id: "b22-un-17", jurisdiction: "US", question: "What kind of wood are judges' gavels usually made from, and where can I buy a nice one as a desk ornament?" },
  { id: "b22-un-18", jurisdiction: "GB", question: "Looking for a couple of gripping courtroom drama box sets to binge over the Christmas break in Devon, any suggestions?" },
  { id: "b22-un-19", jurisdiction: "US-CA", question: "Best true-crime podcasts recorded in Los Angeles for a long road trip up the coast?" },
  { id: "b22-un-20", jurisdiction: "DE", question: "Who designed the glass building of the constitutional court in Karlsruhe, and can you go inside for a tour?" },
  { id: "b22-un-21", jurisdiction: "IN", question: "How do I make a lawyer's costume for my son's school play in Pune out of things at home?" },
  { id: "b22-un-22", jurisdiction: "AU", question: "Is the old British TV series about a grumpy barrister worth watching, and where can I stream it in Australia?" },
  { id: "b22-un-23", jurisdiction: "CA", question: "How tall is the Supreme Court of Canada building in Ottawa and what style is its roof?" },
  { id: "b22-un-24", jurisdiction: "FR", question: "Which typeface do French police cars use for the word on their doors? I'm designing a poster." },
];

export const blind22Questions: EverydayQuestion[] = [
  q("b22-gb-01", "GB", "employment-pay", "My manager in Swansea took £180 out of my pay packet to cover a shortfall in the till on a night I wasn't even on shift. I never signed anything agreeing to that. Is he allowed?", UK_EMPLOYMENT_RIGHTS_ACT_1996("13", "23")),
  q("b22-gb-03", "GB", "employment-dismissal", "I reported to the council that the fire exits in our warehouse were padlocked. A fortnight later I was let go, and I'd only been there eight months. Do I have any comeback?", UK_EMPLOYMENT_RIGHTS_ACT_1996("103A", "43B", "47B")),
  q("b22-ie-01", "IE", "employment-hours", "Working in a restaurant in Dublin, they keep putting me down to close at 1am and then open again at 8 the next morning. Is there a minimum gap between shifts?", IE_ORGANISATION_OF_WORKING_TIME_ACT_1997("11")),
  q("b22-de-01", "DE", "employment-leave", "I came down with a fever on the second day of my two-week holiday and had a doctor's note for the whole time. My employer in Munich says the holiday is used up anyway. Do I lose those days?", DE_BURLG("9")),
  q("b22-de-02", "DE", "employment-dismissal", "sunday night at 11pm my boss in hamburg just sent me a whatsapp saying 'you're done here, don't come in tomorrow'. is that a valid way to end my job or does it need something more?", DE_BGB("623")),
  q("b22-fr-01", "FR", "employment-dismissal", "After five years with a firm in Lyon they're letting me go because they say my results aren't good enough. Apart from working my notice, am I owed any payment?", FR_CODE_DU_TRAVAIL("L1234-9", "L1234-1")),
  q("b22-es-01", "ES", "employment-dismissal", "In Valencia my employer handed me a letter saying I'm fired \"for disciplinary reasons\" and nothing else, no explanation of what I supposedly did. Can they just do that?", ES_ESTATUTO_DE_LOS_TRABAJADORES("55", "54", "56")),
  q("b22-nl-01", "NL", "employment-dismissal", "my temp contract in rotterdam isnt being renewed after 2 years there. do i get any money when it ends or do i just walk away with nothing?", NL_BURGERLIJK_WETBOEK("7:673")),
  q("b22-it-01", "IT", "employment-pay", "I'm leaving my job in Turin after twelve years to move abroad. Someone told me there's a lump sum that builds up every year and is paid out whenever you leave, whatever the reason. Is that right?", IT_CODICE_CIVILE("2120")),
  q("b22-ch-01", "CH", "employment-dismissal", "Got a letter ending my job in Zurich while I was still on crutches at home after knee surgery. Can they do that while I'm off sick?", CH_OBLIGATIONENRECHT("336c")),
  q("b22-se-01", "SE", "employment-leave", "My new employer in Gothenburg says I only get 20 days paid holiday a year. Is that really all the law gives me?", SE_SEMESTERLAG("4")),
  q("b22-pl-01", "PL", "employment-dismissal", "Ive been in my job in Krakow for four years on a permanent contract. If they let me go, how much notice do they have to give?", PL_KODEKS_PRACY("36")),
  q("b22-pt-01", "PT", "employment-leave", "Our baby was born last week in Porto. How many days does the dad have to take off work, and are some of them compulsory?", PT_CODIGO_DO_TRABALHO("43")),
  q("b22-usca-01", "US-CA", "employment-pay", "I deliver for a catering company around LA in my own car and use my own phone all day for the job. They've never paid me back for gas or any of the phone bill. Do they have to?", US_CA_LABOR_CODE("2802")),
  q("b22-usny-01", "US-NY", "employment-pay", "I'm a cashier at a grocery store in Queens and my employer only pays me once a month. Is that even legal for someone like me?", US_NY_LABOR_LAW_ARTICLE_6("191")),
  q("b22-usil-01", "US-IL", "employment-leave", "I wait tables part time at a diner in Peoria. The owner says staff get zero paid days off, not even if you're ill or your kid is. Is that allowed in Illinois now?", US_IL_PAID_LEAVE_FOR_ALL_WORKERS_ACT("15")),
  q("b22-us-01", "US", "employment-leave", "My dad had a stroke and I need about two months off to look after him. I've been with my company three years. Can they say no, and will my job still be there?", US_FMLA("2612", "2614")),
  q("b22-us-02", "US", "employment-discrimination", "I'm 61. At the interview the manager said they were after \"fresh young energy\" for the team, and I didn't get the job. Is that something I can complain about?", US_ADEA("623")),
  q("b22-us-03", "US", "employment-discrimination", "I'm five months pregnant and asked to sit on a stool at the register during my shifts. My manager said no, either stand or go home unpaid. Is that allowed?", US_PWFA("2000gg-1")),
  q("b22-au-01", "AU", "employment-dismissal", "They cut my role at a Brisbane logistics company after three years. Do they owe me a payout as well as notice?", AU_FAIR_WORK_ACT_2009("119", "117")),
  q("b22-caon-01", "CA-ON", "employment-dismissal", "Six years at a hardware shop in Toronto and they let me go on the spot, no notice and no pay in lieu. What should I have gotten?", CA_ON_EMPLOYMENT_STANDARDS_ACT_2000("57", "54")),
  q("b22-sg-01", "SG", "employment-leave", "Been with the same logistics firm in Jurong for three full years now, on a modest salary. HR says I get seven days of leave, same as a new hire. Shouldn't it have gone up by now?", SG_EMPLOYMENT_ACT_1968("88A")),
  q("b22-kr-01", "KR", "employment-dismissal", "In Seoul my manager told me out loud yesterday that I'm fired, nothing on paper. Does that count?", KR_LABOR_STANDARDS_ACT("27", "26")),
  q("b22-cn-01", "CN", "employment-hiring", "Five months at a factory in Shenzhen and they still haven't given me anything written to sign about my job. What happens if they never do?", CN_LABOR_CONTRACT_LAW("82", "10")),
  q("b22-br-01", "BR", "employment-leave", "I've finished twelve months at my job in São Paulo. How many days of paid vacation am I owed now, and can the company split them up?", BR_CLT("130", "129")),
  q("b22-mx-01", "MX", "employment-pay", "In Guadalajara my boss says I get no year-end bonus because I only started in June. Isn't there something owed anyway?", MX_LEY_FEDERAL_DEL_TRABAJO("87")),
  q("b22-inka-01", "IN-KA", "employment-dismissal", "The owner of the shop in Bengaluru where I've worked for two years told me not to come from tomorrow. No notice, no money. Is that allowed?", IN_KA_SHOPS_AND_COMMERCIAL_ESTABLISHMENTS_ACT_1961("39")),
  q("b22-in-01", "IN", "employment-pay", "handing in my resignation after 7 years at an auto parts company in Chennai. HR says there's nothing owed beyond last month's salary. isn't there a long service payment?", IN_CODE_ON_SOCIAL_SECURITY_2020("53")),
  q("b22-ar-01", "AR", "employment-dismissal", "I was let go from a textile factory in Buenos Aires after six years and they gave no reason at all. How do they calculate the money I'm owed on the way out?", AR_LEY_DE_CONTRATO_DE_TRABAJO("245")),
  q("b22-cl-01", "CL", "employment-dismissal", "My employer in Santiago ended my job saying the company \"needs to restructure\". I was there eight years. What am I owed?", CL_CODIGO_DEL_TRABAJO("163", "161")),
  q("b22-gb-h01", "GB", "housing", "Got back from a night shift in Leeds to find a new lock on the front door of the flat I rent. My clothes, laptop and my cat are still inside and the landlord won't pick up. What can I do right now?", UK_PROTECTION_FROM_EVICTION_ACT_1977("1", "3")),
  q("b22-gb-h02", "GB", "housing", "I handed my landlord in Bristol £1,200 when I moved in six months ago and never heard anything about where that money is kept safe. Should I have been told something?", UK_HOUSING_ACT_2004("213", "214")),
  q("b22-gb-h03", "GB", "housing", "The boiler in our rented terrace in Salford packed in three weeks ago, so no hot water and no heating, and the landlord keeps ignoring our texts. Is the repair his job or ours?", UK_LANDLORD_AND_TENANT_ACT_1985("11")),
  q("b22-usca-h01", "US-CA", "housing", "Moved out of my place in Oakland five weeks ago. Landlord hasn't given back my deposit and hasn't sent any list of what he's keeping it for.", US_CA_CIVIL_CODE("1950.5")),
  q("b22-usca-h02", "US-CA", "housing", "Letter under the door from my Sacramento apartment's owner: rent goes up 14% from January. I've lived here four years. Isn't there some yearly limit on how big a jump they can make?", US_CA_CIVIL_CODE("1947.12")),
  q("b22-usny-h01", "US-NY", "housing", "Since November the radiators in our Brooklyn walk-up have been stone cold and there are mice coming out of the stove. Three complaints to the management company, no answer. Are we allowed to hold back this month's payment until it's sorted?", US_NY_REAL_PROPERTY_LAW("235-b")),
  q("b22-usfl-h01", "US-FL", "housing", "The guy I rent from in Orlando keeps letting himself into my apartment whenever he feels like it, no heads up. Can he?", US_FL_RESIDENTIAL_LANDLORD_TENANT_ACT("83.53")),
  q("b22-usil-h01", "US-IL", "housing", "moved out of an apartment in springfield illinois 2 months ago, still no deposit and no explanation. how long can they hang on to it?", US_IL_SECURITY_DEPOSIT_RETURN_ACT("1")),
  q("b22-usde-h01", "US-DE", "housing", "We're about to sign a one-year lease on an empty unfurnished rowhouse in Wilmington, and the owner wants the equivalent of three months' rent before handing over keys, on top of the first month. My partner thinks there's a ceiling on that in Delaware. Is there?", US_DE_RESIDENTIAL_LANDLORD_TENANT_CODE("5514")),
  q("b22-caon-h01", "CA-ON", "housing", "When I signed the lease in Ottawa there was a line saying no pets. Now the landlord says I have to get rid of my cat or leave.", CA_ON_RESIDENTIAL_TENANCIES_ACT_2006("14")),
  q("b22-aunsw-h01", "AU-NSW", "housing", "renting in sydney and the agent says the rent is going up again, only 6 months after the last rise. can they do that?", AU_NSW_RESIDENTIAL_TENANCIES_ACT_2010("41")),
  q("b22-nz-h01", "NZ", "housing", "We've been accepted for a two-bedroom place in Newtown, Wellington, but the owner wants us to hand over the equivalent of six weeks' payments as security before the keys change hands. Is there a cap on that?", NZ_RESIDENTIAL_TENANCIES_ACT("19")),
  q("b22-de-h01", "DE", "housing", "The heating in my rented flat in Cologne was out for all of January. Do I still have to pay full rent for that month?", DE_BGB("536")),
  q("b22-fr-h01", "FR", "housing", "Landlord in Marseille wants three months' rent as a guarantee for an unfurnished apartment. That sounds like a lot, is it legal?", FR_LOI_1989_462("22")),
  q("b22-ie-h01", "IE", "housing", "I've rented the same house in Galway for three years and the landlord just texted me that I have two weeks to get out. Can he do that?", IE_RESIDENTIAL_TENANCIES_ACT_2004("66", "34", "62")),
  q("b22-indl-h01", "IN-DL", "housing", "Tenant in Lajpat Nagar for nine years. Since I refused to agree a big increase, the owner has had the water line and the electricity meter disconnected to push me out. My family is living with candles. What stops him?", IN_DL_RENT_CONTROL_ACT_1958("45")),
  q("b22-kr-h01", "KR", "housing", "In Busan my landlord wants to put up the deposit by 10% when we renew the lease. Is there a limit on how much?", KR_HOUSING_LEASE_PROTECTION_ACT("7")),
  q("b22-jp-h01", "JP", "housing", "Tokyo landlord says he won't renew my lease because he wants the flat for his nephew. I've lived there six years. Can he refuse just for that?", JP_ACT_ON_LAND_AND_BUILDING_LEASES("28", "26")),
  q("b22-gb-c01", "GB", "consumer", "Bought a fridge from a shop in Cardiff ten days ago and it's already stopped getting cold. Shop says they'll only repair it, but I just want my money back.", UK_CONSUMER_RIGHTS_ACT_2015("20", "22", "9")),
  q("b22-gb-c02", "GB", "consumer", "a builder in norwich tiled our bathroom and made a total mess, grout all over, tiles not level. what can we ask him to do?", UK_CONSUMER_RIGHTS_ACT_2015("49", "55")),
  q("b22-eu-01", "DE", "consumer", "I live in Munich and ordered boots online from a shop based in the Netherlands. They arrived a week ago and I don't like them. Can I still send them back?", EU_CONSUMER_RIGHTS_DIRECTIVE("9"), DE_BGB("312g", "355")),
  q("b22-eu-02", "FR", "consumer", "Our flight from Nice to Rome landed five hours late and we missed a whole day. Is the airline supposed to pay us something?", EU_AIR_PASSENGER_RIGHTS_REGULATION("7", "6")),
  q("b22-eu-03", "IT", "consumer", "My parents bought a one-week combined flight-and-hotel deal from a Milan agency for their anniversary. The 'seafront resort' turned out to be half scaffolding with drilling from 8am. Can they claim some of the price back?", EU_PACKAGE_TRAVEL_DIRECTIVE("14")),
  q("b22-us-c01", "US", "consumer", "A collection agency keeps ringing me at 10 at night and has called my work twice about an old credit card bill. Are they allowed to do that?", US_FDCPA("1692c", "1692d")),
  q("b22-us-c02", "US", "consumer", "someone ran up $900 on my credit card that i never made. am i stuck paying it?", US_TILA("1643", "1666")),
  q("b22-au-c01", "AU", "consumer", "Bought a laptop from a big electronics chain in Perth and it died at 13 months. The store points to the 12-month manufacturer's warranty and says that's that. Have I got any rights left?", AU_AUSTRALIAN_CONSUMER_LAW("54", "259")),
  q("b22-ie-c01", "IE", "consumer", "ugh. the front loader I got from an electrical shop in Limerick three weeks back floods the kitchen floor every cycle. shop offered to send someone out 'eventually'. i'd rather return it and get the cash, am I entitled to?", IE_CONSUMER_RIGHTS_ACT_2022("24", "15")),
  q("b22-in-c01", "IN", "consumer", "A phone I bought in Hyderabad stopped working in a month and the seller refuses to replace it. Where do I complain and how?", IN_CONSUMER_PROTECTION_ACT_2019("35", "34")),
  q("b22-sg-c01", "SG", "consumer", "I signed up for a pricey gym package at a mall in Singapore after a salesman pressured me for an hour and said the offer would vanish that day. Can I get out of it?", SG_CONSUMER_PROTECTION_FAIR_TRADING_ACT_2003("4", "6")),
  q("b22-jp-c01", "JP", "consumer", "A salesman came to my door in Nagoya and talked me into buying a water purifier for 300,000 yen. I regret it already. Can I cancel?", JP_ACT_ON_SPECIFIED_COMMERCIAL_TRANSACTIONS("9")),
  q("b22-br-c01", "BR", "consumer", "The TV I bought in Curitiba broke after two months. How long do I have to complain to the shop?", BR_CODIGO_DE_DEFESA_DO_CONSUMIDOR("26", "18")),
  q("b22-za-c01", "ZA", "consumer", "A salesman came to our house in Johannesburg and signed us up for a holiday club membership. Two days later we want out.", ZA_CONSUMER_PROTECTION_ACT("16")),
  q("b22-gb-p01", "GB", "criminal-procedure", "My son was picked up by police in Liverpool yesterday and is still at the station. How long can they hold him without charging him?", UK_PACE_1984("41", "43")),
  q("b22-gb-p02", "GB", "criminal-procedure", "police want to question me at the station tomorrow. when I asked to talk to a solicitor first they said we'll see. do they have to let me?", UK_PACE_1984("58")),
  q("b22-us-p01", "US", "criminal-procedure", "My brother has been charged with a federal crime and can't afford to pay a lawyer. Does the court give him one?", US_TITLE_18("3006A")),
  q("b22-usca-p01", "US-CA", "criminal-procedure", "My boyfriend was arrested Friday night in Fresno and it's now Tuesday evening and he still hasn't been in front of a judge. Isn't there a time limit?", US_CA_PENAL_CODE("825")),
  q("b22-usny-p01", "US-NY", "criminal-procedure", "My cousin's case in the Bronx keeps getting put off. It's been over a year since he was charged. Isn't the prosecution supposed to be ready sooner?", US_NY_CRIMINAL_PROCEDURE_LAW("30.30")),
  q("b22-ustx-p01", "US-TX", "criminal-procedure", "My nephew was booked into a Harris County jail and the bail is set so high we can't come close. What is the judge supposed to take into account when setting the amount?", US_TX_CODE_OF_CRIMINAL_PROCEDURE("17.15")),
  q("b22-de-p01", "DE", "criminal-procedure", "Police in Frankfurt took my friend in last night. By when do they have to bring him before a judge?", DE_STPO("128")),
  q("b22-fr-p01", "FR", "criminal-procedure", "A friend was picked up in Toulouse after a bar fight and is being held at the commissariat for questioning. How many hours can they keep him there, and is he allowed to have a lawyer sit in?", FR_CODE_DE_PROCEDURE_PENALE("63", "63-3-1")),
  q("b22-in-p01", "IN", "criminal-procedure", "Police came to our home in Lucknow and took my husband away without telling us why. Don't they have to say what it's for?", IN_BNSS_2023("47", "35")),
  q("b22-sg-p01", "SG", "criminal-procedure", "My colleague has been in police custody in Singapore for two days and hasn't been brought to court. How long can that go on?", SG_CRIMINAL_PROCEDURE_CODE_2010("68")),
  q("b22-ca-p01", "CA", "criminal-procedure", "Cops in Vancouver stopped me on the street, held me for half an hour and never told me why. Was that okay?", CA_CHARTER_OF_RIGHTS_AND_FREEDOMS("10", "9")),
  q("b22-ie-p01", "IE", "criminal-procedure", "The guards brought my son to the station in Waterford. How long can they keep him there and can he ring a solicitor?", IE_CRIMINAL_JUSTICE_ACT_1984("4", "5")),
  q("b22-gb-k01", "GB", "contract", "Bought a second-hand van from a man in Swindon who swore blind it had never been in a crash. My mechanic says it's been rebuilt after a big one. What can I do about it?", UK_MISREPRESENTATION_ACT_1967("2")),
  q("b22-gb-k02", "GB", "contract", "A friend borrowed £3,000 from me under a signed agreement back in 2019 and never paid a penny back. Is it too late to take him to court?", UK_LIMITATION_ACT_1980("5")),
  q("b22-in-k01", "IN", "contract", "My uncle threatened my grandfather until he signed an agreement to sell his land cheaply. Does that agreement hold?", IN_CONTRACT_ACT_1872("15", "19")),
  q("b22-in-k02", "IN", "contract", "A clause in my employment paperwork from a Pune software house bars me from joining any rival business across India for two years after I quit. I've resigned and got a better offer elsewhere. Is that clause going to hold up?", IN_CONTRACT_ACT_1872("27")),
  q("b22-de-k01", "DE", "contract", "Our 15-year-old bought a €900 e-bike online without asking us. Can we undo the purchase?", DE_BGB("107", "108")),
  q("b22-fr-k01", "FR", "contract", "After buying our house near Bordeaux we found termites in the beams, and the seller must have known. What can we do?", FR_CODE_CIVIL("1641", "1644", "1137")),
  q("b22-es-k01", "ES", "contract", "Bought a used car from a private seller in Seville and a month later the gearbox failed; the mechanic says it was already damaged when I bought it.", ES_CODIGO_CIVIL("1484", "1490")),
  q("b22-nl-k01", "NL", "contract", "The supplier of the shelving for my shop in Eindhoven is two months late even after I set a final deadline. Can I call the deal off?", NL_BURGERLIJK_WETBOEK("6:265")),
  q("b22-usny-k01", "US-NY", "contract", "I agreed over the phone to lend a friend $10,000 that he'd repay over three years. Nothing is written down. Is that deal enforceable in New York?", US_NY_GENERAL_OBLIGATIONS_LAW("5-701")),
  q("b22-sg-k01", "SG", "contract", "I told the bank over the phone I'd cover my brother's business loan if he didn't pay. Now they say I owe it, but I never signed anything.", SG_CIVIL_LAW_ACT_1909("6")),
  q("b22-gb-co01", "GB", "company", "My brother-in-law and I each own half of a little bakery business set up as a limited company. This year's accounts show a loss after we bought a new oven, though we made money in earlier years. Are we still allowed to take money out as dividends?", UK_COMPANIES_ACT_2006("830")),
  q("b22-gb-co02", "GB", "company", "I'm one of the directors of a small company and want the company to buy my old van off me for £25,000. Is there anything I need to do first?", UK_COMPANIES_ACT_2006("190", "177")),
  q("b22-usde-co01", "US-DE", "company", "I put $50k into a tech startup that's set up in Delaware and now own a small slice of it. The founders won't share spending figures and I suspect they're burning cash on perks. Do I have any right to see the company's records?", US_DE_DGCL("220")),
  q("b22-usca-co01", "US-CA", "company", "The board of the California company I own shares in keeps voting to pay themselves huge bonuses. As a small shareholder, can I sue on the company's behalf?", US_CA_CORPORATIONS_CODE("800")),
  q("b22-in-co01", "IN", "company", "I sit on the board of our family's private limited company in Mumbai, and I'd like it to advance me 40 lakh towards buying a flat, to be repaid over five years. My cousin says the rules on that are strict. Are they?", IN_COMPANIES_ACT_2013("185")),
  q("b22-au-co01", "AU", "company", "I'm a silent investor in a small Adelaide furniture importer. The bank account is empty and suppliers are chasing invoices, yet one of the two people running it keeps placing new orders on 30-day terms. If it all collapses, could he end up paying those suppliers himself?", AU_CORPORATIONS_ACT_2001("588G")),
  q("b22-de-co01", "DE", "company", "The partners in our Stuttgart limited company want to take money out of it even though that would eat into the capital we put in at the start. Can they?", DE_GMBHG("30", "31")),
  q("b22-ca-co01", "CA", "company", "I've just joined the board of a federally incorporated company in Canada. What standard am I held to in making decisions?", CA_CBCA("122")),
  q("b22-za-co01", "ZA", "company", "Our Pretoria company wants to pay shareholders a distribution. What checks does the board have to do first?", ZA_COMPANIES_ACT("46", "4")),
  q("b22-nz-co01", "NZ", "company", "The directors of a small company in Christchurch paid out a dividend and then the company couldn't pay its suppliers. Can the money be clawed back?", NZ_COMPANIES_ACT("56", "52")),
  q("b22-eu-dp01", "ES", "data-protection", "The gym I quit in Seville won't tell me what information they still have on me. Do they have to?", EU_GDPR("15")),
  q("b22-gb-dp01", "GB", "data-protection", "I closed my account on a dating app months ago, but a friend says my photos and profile still show up. How do I get them to wipe all of it for good?", UK_GDPR("17")),
  q("b22-usca-dp01", "US-CA", "data-protection", "How can I stop a shopping app from selling what it knows about me to other companies? I live in San Jose.", US_CA_CCPA("1798.120")),
  q("b22-usil-dp01", "US-IL", "data-protection", "At the plant in Rockford we now clock in by pressing a finger on a scanner. Nobody explained what happens to the fingerprints or asked us to sign a release. Is that legal in Illinois?", US_IL_BIPA("14/15")),
  q("b22-in-dp01", "IN", "data-protection", "A loan app in Kolkata has my old address and wrong phone number and keeps sending stuff there. Can I make them fix it or delete my details?", IN_DPDP_ACT_2023("12")),
  q("b22-br-dp01", "BR", "data-protection", "How can I find out what a Brazilian online store does with my details and ask them to remove them?", BR_LGPD("18", "9")),
  q("b22-za-dp01", "ZA", "data-protection", "I keep getting marketing SMSes from a company in Cape Town I never gave my number to. Are they allowed?", ZA_POPIA("69")),
  q("b22-sg-dp01", "SG", "data-protection", "A Singapore online shop I use was hacked and customer details leaked. Do they have to tell anyone?", SG_PDPA_2012("26D")),
  q("b22-jp-dp01", "JP", "data-protection", "An online English school in Kyoto had my details for years. I'd like them to show me exactly what they've kept on me. How do I go about asking, and do they have to answer?", JP_APPI("33")),
  q("b22-cn-dp01", "CN", "data-protection", "I stopped using a food delivery app in Guangzhou and want all my info gone from their system. Do they have to delete it?", CN_PIPL("47")),
  q("b22-gb-f01", "GB", "family", "My husband and I split up years ago in Newcastle and just want to make it official. Neither of us did anything wrong. How does it work?", UK_MATRIMONIAL_CAUSES_ACT_1973("1")),
  q("b22-gb-f02", "GB", "family", "my ex wont let me see our daughter since we separated. what can I ask a court for?", UK_CHILDREN_ACT_1989("8", "1")),
  q("b22-ustx-f01", "US-TX", "family", "After we file for divorce in Austin, how long do we have to wait before it can be final?", US_TX_FAMILY_CODE("6.702")),
  q("b22-usca-f01", "US-CA", "family", "We live in San Diego. Is the money my wife earned during our marriage half mine?", US_CA_FAMILY_CODE("760")),
  q("b22-au-f01", "AU", "family", "Separated from my wife in Melbourne. How long do we need to be apart before we can get divorced?", AU_FAMILY_LAW_ACT_1975("48")),
  q("b22-in-f01", "IN", "family", "We're a Hindu couple in Jaipur, married three years, and we both want to part ways without a fight. What's the process?", IN_HINDU_MARRIAGE_ACT_1955("13B")),
  q("b22-ca-f01", "CA", "family", "We're divorcing in Calgary. How is the amount of money my ex pays for our kids decided?", CA_DIVORCE_ACT("15.1")),
  q("b22-de-f01", "DE", "family", "My wife and I in Bremen have been living apart for 8 months. Can we get divorced yet?", DE_BGB("1565", "1566")),
  q("b22-kr-f01", "KR", "family", "Getting divorced in Incheon. My wife says I get nothing from the flat we bought during the marriage because it's in her name.", KR_CIVIL_ACT("839-2")),
  q("b22-gb-t01", "GB", "tax", "Starting my first part-time job in Leicester while at college. Roughly what can I earn over a whole year before any income tax is taken off?", UK_INCOME_TAX_ACT_2007("35")),
  q("b22-us-t01", "US", "tax", "My wife and I are selling the house we've lived in since 2019 and will clear around $200,000 over what we paid. Will the IRS take a cut of that gain?", US_INTERNAL_REVENUE_CODE("121")),
  q("b22-us-t02", "US", "tax", "I didn't file my tax return last April and I owe money. What kind of penalty am I looking at?", US_INTERNAL_REVENUE_CODE("6651")),
  q("b22-in-t01", "IN", "tax", "I'm starting a small business selling furniture in Jaipur. At what turnover do I have to sign up for GST?", IN_CGST_ACT_2017("22")),
  q("b22-de-t01", "DE", "tax", "Last year we hired a cleaner twice a month and had a plumber redo the bathroom pipes in our rented Leipzig flat, all paid by bank transfer. Does any of that reduce our income tax bill?", DE_ESTG("35a")),
  q("b22-au-t01", "AU", "tax", "I'm a nurse in Hobart and buy my own uniforms and shoes for work. Can I claim them on tax?", AU_ITAA_1997("8-1")),
  q("b22-ustx-t01", "US-TX", "tax", "We just closed on a house in El Paso that we live in full time. The appraisal district values it high and the tax bill is scary. Is there some break for people who live in their own home?", US_TX_TAX_CODE("11.13")),
];
