/**
 * Blind set 20: a one-time measurement of offline retrieval on everyday questions, written by an examiner who did not
 * read the retrieval code (lib/legal/retrieval/), its vocabulary, thesaurus or situation files, any earlier
 * evaluation question, or the registry's summaries, situations and provision texts. The coordinator runs it once, as
 * a whole, on the final code:
 *
 *     npm run eval:retrieval -- --set blind-20
 *
 * which prints only the section "Blind set 20 (written without the code; run once)": pooled counts, then counts per
 * half, per area and per jurisdiction, never a question, a miss or a citation one by one. A plain
 * `npm run eval:retrieval` does not run it.
 *
 * How it was written (examretr2, 2026-11-29, issue 33), following blind set 19's method, before any retrieval, chat
 * or evaluation ran on it:
 * - The registry was known only from a listing of `source_id | jurisdiction | article | heading` for every provision
 *   (with each instrument's title and short names), printed from `builtInRegistry()` (419 instruments, 5,202
 *   provisions). No summary, situation or provision text was printed, so no wording here is shaped by the registry's
 *   own.
 * - Answerable questions (120, 38 jurisdictions counting sub-national ones, nine areas: employment 30, housing 18,
 *   consumer 14, criminal procedure 11, contract 10, company 10, data protection 10, family 10, tax 7): each from a
 *   situation, in a non-lawyer's English and without statute terms or Act names; the phrasing varies (short and
 *   long, lower case, missing apostrophes, situations told at length before the question). `expected` lists first
 *   the provision a lawyer would cite first, then acceptable alternatives; the scoring counts any of them. Each law()
 *   below is the instrument's registry title verbatim with its first short name (generated from the listing,
 *   source_id in the comment after it), and every (source_id, article) pair was checked by script to be a line of the
 *   listing whose heading is not marked "[Heading not verified]"; blind-20.test.ts re-checks that each one resolves.
 * - Not reusing earlier questions: once written, every question (answerable and unrelated) was compared by word
 *   overlap (Jaccard over words of four letters or more) with every string of 30+ characters in the other
 *   eval/retrieval/*.ts files, by a script that printed only this set's ids and scores; 22 that came out above 0.5
 *   and 5 at exactly 0.5 were rewritten as different situations (same provisions); a second pass found three still
 *   at 0.5 or above, rewritten again; the highest score is now 0.48 (the data-protection question that replaced a
 *   dropped one was checked the same way). That check, and reading blind-19.ts's header and exported shapes and
 *   everyday.ts's types, are the only contact with earlier sets; no earlier question was read.
 * - EU law asked from a member state (IE, DE, NL, ES, IT, FR) names the EU instrument (its jurisdiction "EU"); those
 *   questions carry ids `b20-eu-<nn>` and the member state as their jurisdiction.
 * - Unrelated questions (24; the right answer cites nothing): cooking, home, sport, travel, tech and garden, and eight
 *   that sound legal (a trainee solicitor's first-week suit, TV dramas about public defenders, how long German law
 *   students revise for the state exam, a notary's letterhead font, courtroom scenes in Hindi films, a judge's
 *   retirement party, the old Quebec City courthouse, an icebreaker for paralegals) but that no provision answers;
 *   spread over 18 jurisdictions.
 * - Left out rather than guessed: provisions whose heading the listing marks "[Heading not verified]" (Kenya's and
 *   Nigeria's employment Acts, the UAE labour law, Ontario pay in lieu of notice and severance calculation, parts of
 *   Spain's consumer law); an Indian erasure question under the Digital Personal Data Protection Act (whether its
 *   data principals' rights had commenced by late 2026 was not settled here; replaced by an Australian access
 *   question); Indian income tax (the 1961 and 2025 Acts' hand-over was not checked). About thirty drafted questions,
 *   mostly employment ones (among them a US child-labour job, a reservist's return, a New York tip-sharing case, a
 *   German holiday illness), were dropped before the set was fixed, to keep it at 120 and the areas less lopsided,
 *   and three contract questions were added so that contract basics have ten.
 *
 * Split (fixed, stated here before any run, never changed): the everyday set's rule, `splitOf(id)` in everyday.ts —
 * the first byte of sha256(id) even → dev, odd → held-out. The set is meant to be run once as a whole; the halves
 * are reported apart only so that a later tuning round could use the dev half and keep the held-out half clean.
 *
 * Ids: `b20-<jurisdiction>-<nn>` for answerable questions (jurisdiction without its hyphen: usca, usny, ustx, usde,
 * usil, usfl, inmh, indl, inka, caon, aunsw), `b20-eu-<nn>` for EU law asked from a member state, `b20-un-<nn>` for
 * unrelated ones. Gaps in the numbering are questions dropped before the set was fixed.
 */
import { law, q, splitOf, type EverydayQuestion, type Half, type UnrelatedQuestion } from "./everyday";

/** The fixed split of this set: the everyday rule (sha256 of the id). */
export function blind20HalfOf(id: string): Half {
  return splitOf(id);
}

const AR_LEY_DE_CONTRATO_DE_TRABAJO = law("Ley de Contrato de Trabajo (Ley 20.744, texto ordenado 1976)", "Ley de Contrato de Trabajo", "AR"); // ar-ley-de-contrato-de-trabajo
const AU_AUSTRALIAN_CONSUMER_LAW = law("Competition and Consumer Act 2010 (Cth), Schedule 2 — The Australian Consumer Law", "Australian Consumer Law", "AU"); // au-australian-consumer-law
const AU_CORPORATIONS_ACT_2001 = law("Corporations Act 2001 (Cth) (No. 50, 2001)", "Corporations Act 2001", "AU"); // au-corporations-act-2001
const AU_FAIR_WORK_ACT_2009 = law("Fair Work Act 2009 (Cth) (No. 28, 2009)", "Fair Work Act 2009", "AU"); // au-fair-work-act-2009
const AU_FAMILY_LAW_ACT_1975 = law("Family Law Act 1975 (Cth) (No. 53, 1975)", "Family Law Act 1975", "AU"); // au-family-law-act-1975
const AU_GST_ACT_1999 = law("A New Tax System (Goods and Services Tax) Act 1999 (Cth) (No. 55, 1999)", "A New Tax System (Goods and Services Tax) Act 1999", "AU"); // au-gst-act-1999
const AU_NSW_RESIDENTIAL_TENANCIES_ACT_2010 = law("Residential Tenancies Act 2010 (NSW) (No 42)", "Residential Tenancies Act 2010 (NSW)", "AU-NSW"); // au-nsw-residential-tenancies-act-2010
const AU_PRIVACY_ACT_1988_APP = law("Privacy Act 1988 (Cth), Schedule 1 — Australian Privacy Principles", "APPs", "AU"); // au-privacy-act-1988-app
const BR_CODIGO_DE_DEFESA_DO_CONSUMIDOR = law("Lei nº 8.078, de 11 de setembro de 1990 – Código de Defesa do Consumidor", "Código de Defesa do Consumidor", "BR"); // br-codigo-de-defesa-do-consumidor
const BR_LEI_4090_1962 = law("Lei nº 4.090, de 13 de julho de 1962 – Institui a Gratificação de Natal para os Trabalhadores", "Lei 4.090/1962", "BR"); // br-lei-4090-1962
const BR_LGPD = law("Lei nº 13.709, de 14 de agosto de 2018 — Lei Geral de Proteção de Dados Pessoais (LGPD)", "LGPD", "BR"); // br-lgpd
const CA_CBCA = law("Canada Business Corporations Act", "CBCA", "CA"); // ca-cbca
const CA_CHARTER_OF_RIGHTS_AND_FREEDOMS = law("Canadian Charter of Rights and Freedoms (Part I of the Constitution Act, 1982)", "Canadian Charter of Rights and Freedoms", "CA"); // ca-charter-of-rights-and-freedoms
const CA_DIVORCE_ACT = law("Divorce Act", "Divorce Act", "CA"); // ca-divorce-act
const CA_ON_RESIDENTIAL_TENANCIES_ACT_2006 = law("Residential Tenancies Act, 2006, S.O. 2006, c. 17", "Residential Tenancies Act, 2006", "CA-ON"); // ca-on-residential-tenancies-act-2006
const CH_OBLIGATIONENRECHT = law("Bundesgesetz betreffend die Ergänzung des Schweizerischen Zivilgesetzbuches (Fünfter Teil: Obligationenrecht) (SR 220)", "Obligationenrecht", "CH"); // ch-obligationenrecht
const CL_CODIGO_DEL_TRABAJO = law("Código del Trabajo", "Código del Trabajo", "CL"); // cl-codigo-del-trabajo
const CN_LABOR_CONTRACT_LAW = law("中华人民共和国劳动合同法", "Labor Contract Law of the People's Republic of China", "CN"); // cn-labor-contract-law
const DE_BGB = law("German Civil Code (Bürgerliches Gesetzbuch – BGB)", "BGB", "DE"); // de-bgb
const DE_ESTG = law("Einkommensteuergesetz (EStG)", "EStG", "DE"); // de-estg
const DE_GMBHG = law("Gesetz betreffend die Gesellschaften mit beschränkter Haftung (GmbHG)", "GmbHG", "DE"); // de-gmbhg
const DE_STPO = law("Strafprozeßordnung (StPO)", "StPO", "DE"); // de-stpo
const DK_FUNKTIONAERLOVEN = law("Lov om retsforholdet mellem arbejdsgivere og funktionærer (funktionærloven)", "funktionærloven", "DK"); // dk-funktionaerloven
const ES_LEY_DE_ARRENDAMIENTOS_URBANOS = law("Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos", "Ley de Arrendamientos Urbanos", "ES"); // es-ley-de-arrendamientos-urbanos
const EU_AIR_PASSENGER_RIGHTS_REGULATION = law("Regulation (EC) No 261/2004 of the European Parliament and of the Council of 11 February 2004 establishing common rules on compensation and assistance to passengers in the event of denied boarding and of cancellation or long delay of flights, and repealing Regulation (EEC) No 295/91", "Air Passenger Rights Regulation", "EU"); // eu-air-passenger-rights-regulation
const EU_GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data, and repealing Directive 95/46/EC (General Data Protection Regulation)", "GDPR", "EU"); // eu-gdpr
const EU_PACKAGE_TRAVEL_DIRECTIVE = law("Directive (EU) 2015/2302 of the European Parliament and of the Council of 25 November 2015 on package travel and linked travel arrangements, amending Regulation (EC) No 2006/2004 and Directive 2011/83/EU of the European Parliament and of the Council and repealing Council Directive 90/314/EEC", "Package Travel Directive", "EU"); // eu-package-travel-directive
const FR_CODE_CIVIL = law("Code civil", "Code civil", "FR"); // fr-code-civil
const FR_CODE_DE_LA_CONSOMMATION = law("Code de la consommation", "Code de la consommation", "FR"); // fr-code-de-la-consommation
const FR_CODE_DE_PROCEDURE_PENALE = law("Code de procédure pénale", "Code de procédure pénale", "FR"); // fr-code-de-procedure-penale
const FR_CODE_DU_TRAVAIL = law("Code du travail", "Code du travail", "FR"); // fr-code-du-travail
const FR_LOI_1989_462 = law("Loi n° 89-462 du 6 juillet 1989 tendant à améliorer les rapports locatifs et portant modification de la loi n° 86-1290 du 23 décembre 1986", "Loi n° 89-462 du 6 juillet 1989", "FR"); // fr-loi-1989-462
const IE_CRIMINAL_JUSTICE_ACT_1984 = law("Criminal Justice Act 1984 (No. 22 of 1984)", "Criminal Justice Act 1984", "IE"); // ie-criminal-justice-act-1984
const IE_REDUNDANCY_PAYMENTS_ACT_1967 = law("Redundancy Payments Act 1967 (No. 21 of 1967)", "Redundancy Payments Act 1967", "IE"); // ie-redundancy-payments-act-1967
const IE_TAXES_CONSOLIDATION_ACT_1997 = law("Taxes Consolidation Act 1997 (No. 39 of 1997)", "Taxes Consolidation Act 1997", "IE"); // ie-taxes-consolidation-act-1997
const IN_BNSS_2023 = law("The Bharatiya Nagarik Suraksha Sanhita, 2023", "BNSS", "IN"); // in-bnss-2023
const IN_COMPANIES_ACT_2013 = law("The Companies Act, 2013", "Companies Act", "IN"); // in-companies-act-2013
const IN_CONSUMER_PROTECTION_ACT_2019 = law("The Consumer Protection Act, 2019", "Consumer Protection Act", "IN"); // in-consumer-protection-act-2019
const IN_CONTRACT_ACT_1872 = law("The Indian Contract Act, 1872", "Indian Contract Act", "IN"); // in-contract-act-1872
const IN_DL_RENT_CONTROL_ACT_1958 = law("The Delhi Rent Control Act, 1958 (Act No. 59 of 1958)", "Delhi Rent Control Act, 1958", "IN-DL"); // in-dl-rent-control-act-1958
const IN_HINDU_MARRIAGE_ACT_1955 = law("The Hindu Marriage Act, 1955", "Hindu Marriage Act", "IN"); // in-hindu-marriage-act-1955
const IN_KA_SHOPS_AND_COMMERCIAL_ESTABLISHMENTS_ACT_1961 = law("The Karnataka Shops and Commercial Establishments Act, 1961", "Karnataka Shops and Commercial Establishments Act", "IN-KA"); // in-ka-shops-and-commercial-establishments-act-1961
const IN_MH_RENT_CONTROL_ACT_1999 = law("The Maharashtra Rent Control Act, 1999", "Maharashtra Rent Control Act", "IN-MH"); // in-mh-rent-control-act-1999
const IT_CODICE_CIVILE = law("Codice civile (Regio Decreto 16 marzo 1942, n. 262)", "Codice civile", "IT"); // it-codice-civile
const IT_CODICE_DEL_CONSUMO = law("Decreto legislativo 6 settembre 2005, n. 206 – Codice del consumo, a norma dell'articolo 7 della legge 29 luglio 2003, n. 229", "Codice del consumo", "IT"); // it-codice-del-consumo
const JP_CIVIL_CODE = law("民法（明治二十九年法律第八十九号）", "Civil Code (Japan)", "JP"); // jp-civil-code
const KR_HOUSING_LEASE_PROTECTION_ACT = law("주택임대차보호법", "Housing Lease Protection Act", "KR"); // kr-housing-lease-protection-act
const MX_LEY_FEDERAL_DEL_TRABAJO = law("Ley Federal del Trabajo", "Ley Federal del Trabajo", "MX"); // mx-ley-federal-del-trabajo
const NL_BURGERLIJK_WETBOEK = law("Burgerlijk Wetboek", "Burgerlijk Wetboek", "NL"); // nl-burgerlijk-wetboek
const NO_ARBEIDSMILJOLOVEN = law("Lov om arbeidsmiljø, arbeidstid og stillingsvern mv. (arbeidsmiljøloven)", "arbeidsmiljøloven", "NO"); // no-arbeidsmiljoloven
const NZ_CONSUMER_GUARANTEES_ACT = law("Consumer Guarantees Act 1993", "Consumer Guarantees Act 1993", "NZ"); // nz-consumer-guarantees-act
const NZ_RESIDENTIAL_TENANCIES_ACT = law("Residential Tenancies Act 1986", "Residential Tenancies Act 1986", "NZ"); // nz-residential-tenancies-act
const PL_KODEKS_PRACY = law("Ustawa z dnia 26 czerwca 1974 r. – Kodeks pracy", "Kodeks pracy", "PL"); // pl-kodeks-pracy
const PT_CODIGO_DO_TRABALHO = law("Código do Trabalho (aprovado pela Lei n.º 7/2009, de 12 de fevereiro)", "Código do Trabalho", "PT"); // pt-codigo-do-trabalho
const SE_SEMESTERLAG = law("Semesterlag (1977:480)", "Semesterlagen", "SE"); // se-semesterlag
const SG_COMPANIES_ACT_1967 = law("Companies Act 1967", "Companies Act", "SG"); // sg-companies-act-1967
const SG_CRIMINAL_PROCEDURE_CODE_2010 = law("Criminal Procedure Code 2010", "Criminal Procedure Code 2010", "SG"); // sg-criminal-procedure-code-2010
const SG_EMPLOYMENT_ACT_1968 = law("Employment Act 1968 (2020 Revised Edition)", "Employment Act 1968", "SG"); // sg-employment-act-1968
const SG_PDPA_2012 = law("Personal Data Protection Act 2012", "PDPA", "SG"); // sg-pdpa-2012
const UK_CHILDREN_ACT_1989 = law("Children Act 1989 (1989 c. 41)", "Children Act 1989", "GB"); // uk-children-act-1989
const UK_COMPANIES_ACT_2006 = law("Companies Act 2006 (2006 c. 46)", "Companies Act 2006", "GB"); // uk-companies-act-2006
const UK_CONSUMER_CREDIT_ACT_1974 = law("Consumer Credit Act 1974 (1974 c. 39)", "Consumer Credit Act 1974", "GB"); // uk-consumer-credit-act-1974
const UK_CONSUMER_RIGHTS_ACT_2015 = law("Consumer Rights Act 2015 (2015 c. 15)", "Consumer Rights Act 2015", "GB"); // uk-consumer-rights-act-2015
const UK_EMPLOYMENT_RIGHTS_ACT_1996 = law("Employment Rights Act 1996 (1996 c. 18)", "Employment Rights Act 1996", "GB"); // uk-employment-rights-act-1996
const UK_EQUALITY_ACT_2010 = law("Equality Act 2010 (2010 c. 15)", "Equality Act 2010", "GB"); // uk-equality-act-2010
const UK_GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data (United Kingdom General Data Protection Regulation)", "UK GDPR", "GB"); // uk-gdpr
const UK_HOUSING_ACT_2004 = law("Housing Act 2004 (2004 c. 34)", "Housing Act 2004", "GB"); // uk-housing-act-2004
const UK_LANDLORD_AND_TENANT_ACT_1985 = law("Landlord and Tenant Act 1985 (1985 c. 70)", "Landlord and Tenant Act 1985", "GB"); // uk-landlord-and-tenant-act-1985
const UK_LIMITATION_ACT_1980 = law("Limitation Act 1980 (1980 c. 58)", "Limitation Act 1980", "GB"); // uk-limitation-act-1980
const UK_MISREPRESENTATION_ACT_1967 = law("Misrepresentation Act 1967 (1967 c. 7)", "Misrepresentation Act 1967", "GB"); // uk-misrepresentation-act-1967
const UK_PACE_1984 = law("Police and Criminal Evidence Act 1984 (1984 c. 60)", "Police and Criminal Evidence Act 1984", "GB"); // uk-pace-1984
const UK_TAXES_MANAGEMENT_ACT_1970 = law("Taxes Management Act 1970 (1970 c. 9)", "Taxes Management Act 1970", "GB"); // uk-taxes-management-act-1970
const US_ADA = law("Americans with Disabilities Act of 1990", "ADA", "US"); // us-ada
const US_ADEA = law("Age Discrimination in Employment Act of 1967", "ADEA", "US"); // us-adea
const US_CA_CCPA = law("California Consumer Privacy Act of 2018 (as amended by the California Privacy Rights Act of 2020)", "CCPA", "US-CA"); // us-ca-ccpa
const US_CA_CIVIL_CODE = law("California Civil Code", "California Civil Code", "US-CA"); // us-ca-civil-code
const US_CA_CORPORATIONS_CODE = law("California Corporations Code (General Corporation Law)", "California Corporations Code", "US-CA"); // us-ca-corporations-code
const US_CA_FAMILY_CODE = law("California Family Code", "California Family Code", "US-CA"); // us-ca-family-code
const US_CA_LABOR_CODE = law("California Labor Code", "Labor Code", "US-CA"); // us-ca-labor-code
const US_CA_PENAL_CODE = law("California Penal Code", "California Penal Code", "US-CA"); // us-ca-penal-code
const US_DE_DGCL = law("General Corporation Law of the State of Delaware (Delaware Code, Title 8, Chapter 1)", "DGCL", "US-DE"); // us-de-dgcl
const US_FAIR_HOUSING_ACT = law("Fair Housing Act", "Fair Housing Act", "US"); // us-fair-housing-act
const US_FCRA = law("Fair Credit Reporting Act", "FCRA", "US"); // us-fcra
const US_FDCPA = law("Fair Debt Collection Practices Act", "FDCPA", "US"); // us-fdcpa
const US_FLSA = law("Fair Labor Standards Act of 1938", "FLSA", "US"); // us-flsa
const US_FL_RESIDENTIAL_LANDLORD_TENANT_ACT = law("Florida Residential Landlord and Tenant Act (Fla. Stat. ch. 83, part II)", "Florida Residential Landlord and Tenant Act", "US-FL"); // us-fl-residential-landlord-tenant-act
const US_FMLA = law("Family and Medical Leave Act of 1993", "FMLA", "US"); // us-fmla
const US_IL_BIPA = law("Biometric Information Privacy Act (740 ILCS 14)", "BIPA", "US-IL"); // us-il-bipa
const US_IL_RIGHT_TO_PRIVACY_IN_THE_WORKPLACE_ACT = law("Right to Privacy in the Workplace Act (820 ILCS 55)", "Right to Privacy in the Workplace Act", "US-IL"); // us-il-right-to-privacy-in-the-workplace-act
const US_INTERNAL_REVENUE_CODE = law("Internal Revenue Code of 1986", "Internal Revenue Code", "US"); // us-internal-revenue-code
const US_NY_BUSINESS_CORPORATION_LAW = law("New York Business Corporation Law", "New York Business Corporation Law", "US-NY"); // us-ny-business-corporation-law
const US_NY_CRIMINAL_PROCEDURE_LAW = law("New York Criminal Procedure Law", "New York Criminal Procedure Law", "US-NY"); // us-ny-criminal-procedure-law
const US_NY_DOMESTIC_RELATIONS_LAW = law("New York Domestic Relations Law", "New York Domestic Relations Law", "US-NY"); // us-ny-domestic-relations-law
const US_NY_REAL_PROPERTY_LAW = law("New York Real Property Law, Article 7 (Landlord and Tenant)", "New York Real Property Law", "US-NY"); // us-ny-real-property-law
const US_PWFA = law("Pregnant Workers Fairness Act", "PWFA", "US"); // us-pwfa
const US_TX_BUSINESS_AND_COMMERCE_CODE = law("Texas Business and Commerce Code", "Texas Business and Commerce Code", "US-TX"); // us-tx-business-and-commerce-code
const US_TX_CODE_OF_CRIMINAL_PROCEDURE = law("Texas Code of Criminal Procedure", "Texas Code of Criminal Procedure", "US-TX"); // us-tx-code-of-criminal-procedure
const US_TX_FAMILY_CODE = law("Texas Family Code", "Texas Family Code", "US-TX"); // us-tx-family-code
const US_TX_PROPERTY_CODE_CH_92 = law("Texas Property Code, Chapter 92 (Residential Tenancies)", "Texas Property Code chapter 92", "US-TX"); // us-tx-property-code-ch-92
const US_TX_TAX_CODE = law("Texas Tax Code", "Texas Tax Code", "US-TX"); // us-tx-tax-code
const US_UCC_ARTICLE_2 = law("Uniform Commercial Code, Article 2 — Sales", "UCC Article 2", "US"); // us-ucc-article-2
const US_WARN_ACT = law("Worker Adjustment and Retraining Notification Act", "WARN Act", "US"); // us-warn-act
const ZA_LRA = law("Labour Relations Act 66 of 1995", "Labour Relations Act", "ZA"); // za-lra
const ZA_POPIA = law("Protection of Personal Information Act 4 of 2013", "POPIA", "ZA"); // za-popia

export const blind20Unrelated: UnrelatedQuestion[] = [
  { id: "b20-un-01", jurisdiction: "US", question: "how long should I rest a brisket after smoking it before slicing" },
  { id: "b20-un-02", jurisdiction: "GB", question: "What's the best way to get limescale off a shower head without harsh chemicals?" },
  { id: "b20-un-03", jurisdiction: "DE", question: "Which hiking trails near Garmisch are doable with a six-year-old in early October?" },
  { id: "b20-un-04", jurisdiction: "FR", question: "Can I freeze homemade croissant dough, and for how long does it keep?" },
  { id: "b20-un-05", jurisdiction: "AU", question: "what sunscreen SPF do surfers usually use for a full day in the water" },
  { id: "b20-un-06", jurisdiction: "IN", question: "My laptop sounds like a jet engine whenever I open a few tabs in Chrome, should I clean the vents?" },
  { id: "b20-un-07", jurisdiction: "JP", question: "What is the difference between sencha and gyokuro green tea in taste and brewing temperature?" },
  { id: "b20-un-08", jurisdiction: "CA", question: "Best wax for cross-country skis when the snow is around minus ten?" },
  { id: "b20-un-09", jurisdiction: "BR", question: "how many players does a futsal team have on court and how long is a match" },
  { id: "b20-un-10", jurisdiction: "NZ", question: "When is the best season to see glow worms in the caves on the North Island?" },
  { id: "b20-un-11", jurisdiction: "SG", question: "Which hawker dishes are usually mild enough for someone who can't handle chilli?" },
  { id: "b20-un-12", jurisdiction: "IT", question: "My risotto turns into a sticky paste every time; which rice variety and stock temperature should I use?" },
  { id: "b20-un-13", jurisdiction: "ES", question: "What's a good beginner route for cycling along the coast near Málaga?" },
  { id: "b20-un-14", jurisdiction: "US-CA", question: "How often should I water succulents in a pot on a sunny balcony in summer?" },
  { id: "b20-un-15", jurisdiction: "IE", question: "Is it worth bringing a rain jacket for a week of walking in Connemara in May?" },
  { id: "b20-un-16", jurisdiction: "ZA", question: "How far in advance do you need to book a game drive in Kruger for the school holidays?" },
  { id: "b20-un-17", jurisdiction: "GB", question: "What should I wear to my first week as a trainee solicitor, is a navy suit too boring?" },
  { id: "b20-un-18", jurisdiction: "US-NY", question: "Can you recommend some good TV dramas about public defenders or busy city courtrooms?" },
  { id: "b20-un-19", jurisdiction: "DE", question: "how long do German law students usually study for their big state exam, roughly how many hours a day?" },
  { id: "b20-un-20", jurisdiction: "FR", question: "What font and paper do notaries' offices in France typically use for their letterhead? I'm designing one for a friend." },
  { id: "b20-un-21", jurisdiction: "IN", question: "Which famous courtroom scenes in Hindi films are worth watching for a film club night?" },
  { id: "b20-un-22", jurisdiction: "AU", question: "What's a fun theme for a retirement party for a judge who loves gardening and crosswords?" },
  { id: "b20-un-23", jurisdiction: "CA", question: "Is the old courthouse in Quebec City worth a visit for its architecture, and is there a café nearby?" },
  { id: "b20-un-24", jurisdiction: "US-TX", question: "what's a good icebreaker game for a team of paralegals at an office offsite" },
];

export const blind20Questions: EverydayQuestion[] = [
  // ── United States (federal) ──
  q("b20-us-01", "US", "employment-hours", "My boss says since I'm on a salary I don't get anything extra for working 50 hours a week, but I only make about 30 grand a year. Is that legal?", US_FLSA("207", "213")),
  q("b20-us-02", "US", "employment-leave", "my wife is due in march and ive been at my company 3 years. can i take a few months off to be with the baby without losing my job", US_FMLA("2612", "2614")),
  q("b20-us-03", "US", "consumer", "A collection agency keeps phoning me at 6am and at my workplace even after I told them my employer doesn't allow personal calls. Can they keep doing this?", US_FDCPA("1692c", "1692d")),
  q("b20-us-04", "US", "consumer", "A medical bill I settled in 2022 still shows as overdue on my credit file. I disputed it with Experian weeks ago. What are they required to do?", US_FCRA("1681i")),
  q("b20-us-05", "US", "employment-discrimination", "I'm 58. My manager said the team needed 'fresh young energy' and a month later I was let go and replaced by someone who is 29.", US_ADEA("623")),
  q("b20-us-06", "US", "employment-discrimination", "I have a bad back and asked if I could use a stool at the checkout. Manager just said no, stand like everyone else or leave. Can he do that?", US_ADA("12112")),
  q("b20-us-07", "US", "tax", "Selling our family home in Ohio after living there since 2011; we'll clear roughly $400k over what we paid. Is some of that shielded from the IRS because it was our main residence?", US_INTERNAL_REVENUE_CODE("121")),
  q("b20-us-08", "US", "tax", "my aunt left me 50k when she died, do i have to report that as income on my taxes", US_INTERNAL_REVENUE_CODE("102")),
  q("b20-us-10", "US", "employment-dismissal", "The plant where about 300 of us work is closing at the end of next week and management gave us no warning at all. Isn't there a rule about that?", US_WARN_ACT("2102")),
  q("b20-us-11", "US", "housing", "I called about a two-bedroom in Phoenix and the property manager said the owner prefers 'quiet tenants, no toddlers'. Can they turn us away for that?", US_FAIR_HOUSING_ACT("3604")),
  q("b20-us-13", "US", "contract", "We agreed by phone to buy 800 custom printed mugs from a supplier for our cafe chain, then they backed out saying nothing was ever signed. Do they have a point?", US_UCC_ARTICLE_2("2-201")),
  q("b20-us-15", "US", "employment-discrimination", "I'm pregnant and my doctor said no lifting over 20 pounds for now. My warehouse supervisor says that's not his problem.", US_PWFA("2000gg-1")),
  // ── California ──
  q("b20-usca-02", "US-CA", "employment-hours", "i work 4 days a week, 10 hrs each day, at a warehouse in fresno and they never pay me extra for the hours past 8. thats normal right?", US_CA_LABOR_CODE("510")),
  q("b20-usca-03", "US-CA", "housing", "Moved out of my San Diego apartment five weeks ago, left it spotless, and still no sign of my deposit or any list of what they kept. What now?", US_CA_CIVIL_CODE("1950.5")),
  q("b20-usca-04", "US-CA", "family", "We're splitting up after 15 years in California. Does my wife get half of the retirement savings I put away from my paycheck while we were married?", US_CA_FAMILY_CODE("2550", "760")),
  q("b20-usca-05", "US-CA", "criminal-procedure", "my son got picked up by the police in oakland last night and we havent heard from him. dont they have to let him call someone?", US_CA_PENAL_CODE("851.5")),
  q("b20-usca-06", "US-CA", "contract", "My 16-year-old signed up for a two-year gym membership on her own. Can we just cancel it because she's a kid?", US_CA_FAMILY_CODE("6710", "6700")),
  q("b20-usca-08", "US-CA", "company", "Our small California corporation can barely pay its suppliers, but two board members want to pay the shareholders a dividend anyway. Can they?", US_CA_CORPORATIONS_CODE("501", "500")),
  q("b20-usca-09", "US-CA", "data-protection", "How can I make an online retailer tell me exactly what information they have gathered about me and who they passed it on to? I live in Sacramento.", US_CA_CCPA("1798.110", "1798.115")),
  // ── New York ──
  q("b20-usny-01", "US-NY", "housing", "No heat or hot water in our Brooklyn apartment for two weeks in January. The landlord ignores every call. Do we still have to pay full rent?", US_NY_REAL_PROPERTY_LAW("235-b")),
  q("b20-usny-04", "US-NY", "criminal-procedure", "I was charged with a misdemeanor in Queens months ago and the prosecutor keeps saying they're not ready. How long can they drag this out?", US_NY_CRIMINAL_PROCEDURE_LAW("30.30", "30.20")),
  q("b20-usny-05", "US-NY", "family", "what do we need to get divorced in new york? we've been living separate lives for years, it's just over", US_NY_DOMESTIC_RELATIONS_LAW("170")),
  q("b20-usny-06", "US-NY", "company", "I own 10% of a New York company and the other owners won't show me the minutes or the list of shareholders. Can I demand to see them?", US_NY_BUSINESS_CORPORATION_LAW("624")),
  // ── Texas ──
  q("b20-ustx-01", "US-TX", "housing", "Moved out of my place in Houston 45 days ago and gave the landlord my new address in writing. Still no deposit back. What can I do?", US_TX_PROPERTY_CODE_CH_92("92.103", "92.107", "92.109")),
  q("b20-ustx-03", "US-TX", "family", "My grandmother left me a house before I got married. Now we're divorcing in Texas. Does my husband get any of it?", US_TX_FAMILY_CODE("3.001", "7.001")),
  q("b20-ustx-04", "US-TX", "contract", "The dental practice in Austin where I'm a hygienist wants me to sign a paper saying I won't work at any other clinic in the state for ten years after leaving. Would a court uphold that?", US_TX_BUSINESS_AND_COMMERCE_CODE("15.50")),
  q("b20-ustx-06", "US-TX", "criminal-procedure", "my brother got arrested in el paso and they set his bail at 100k which is crazy for what he did. how do they decide the amount?", US_TX_CODE_OF_CRIMINAL_PROCEDURE("17.15")),
  q("b20-ustx-07", "US-TX", "tax", "The county appraisal on my house in Texas jumped 40% this year. Is there a way to fight that number?", US_TX_TAX_CODE("41.41")),
  // ── Delaware ──
  q("b20-usde-01", "US-DE", "company", "I hold shares in a company set up in Delaware and I suspect the board is hiding losses. How do I get to look at its books?", US_DE_DGCL("220")),
  // ── Illinois ──
  q("b20-usil-01", "US-IL", "data-protection", "My new job in Chicago makes us clock in by scanning our fingerprints. Nobody asked me to sign anything or said what they do with the scans.", US_IL_BIPA("14/15", "14/20")),
  q("b20-usil-03", "US-IL", "employment-hiring", "During a job interview in Peoria the manager asked me to log into my Facebook so he could look through it. Is that allowed?", US_IL_RIGHT_TO_PRIVACY_IN_THE_WORKPLACE_ACT("55/10")),
  // ── Florida ──
  q("b20-usfl-01", "US-FL", "housing", "I was a week late with rent in Orlando and the landlord changed the locks and had the power shut off. Can he just do that?", US_FL_RESIDENTIAL_LANDLORD_TENANT_ACT("83.67")),
  // ── Great Britain ──
  q("b20-gb-01", "GB", "employment-dismissal", "Got sacked after three years. No warning, no meeting, they just said it 'wasn't working out'. What can I do?", UK_EMPLOYMENT_RIGHTS_ACT_1996("94", "98", "111")),
  q("b20-gb-02", "GB", "employment-pay", "The café I work at docked £85 from my pay packet for a coffee grinder I broke. I never agreed to that in writing. Can they?", UK_EMPLOYMENT_RIGHTS_ACT_1996("13")),
  q("b20-gb-04", "GB", "housing", "Paid a £1,500 deposit to my landlord in Nottingham in 2024. I've just learned it was never registered with any of the government-backed deposit schemes. What's the consequence for him?", UK_HOUSING_ACT_2004("213", "214")),
  q("b20-gb-05", "GB", "housing", "The roof of my rented flat leaks into the bedroom every time it rains and the gutters are hanging off. The letting agent says the tenancy makes me responsible for all repairs. Surely not the structure?", UK_LANDLORD_AND_TENANT_ACT_1985("11")),
  q("b20-gb-06", "GB", "consumer", "New washing machine started leaking after ten days. The shop says all they'll do is send an engineer; I want my money back.", UK_CONSUMER_RIGHTS_ACT_2015("20", "22", "9")),
  q("b20-gb-07", "GB", "criminal-procedure", "Police kept my son at the station overnight and told him he couldn't speak to a solicitor until they'd finished interviewing him. Is that right?", UK_PACE_1984("58")),
  q("b20-gb-08", "GB", "criminal-procedure", "Daughter was picked up for shoplifting at 2pm yesterday and is still at the custody suite in Bristol with no charge. At what point do they have to either charge her or let her go?", UK_PACE_1984("41", "42")),
  q("b20-gb-09", "GB", "company", "My brother and I run the family firm as directors. He gave a big contract to a company he secretly owns and never told me. What duty has he broken?", UK_COMPANIES_ACT_2006("177", "175")),
  q("b20-gb-10", "GB", "company", "We made a loss this year and have losses from before too. Can our little limited company still pay us dividends?", UK_COMPANIES_ACT_2006("830")),
  q("b20-gb-11", "GB", "data-protection", "I asked my old employer for copies of all the emails and notes they have about me. It's been two months and nothing. Can they just ignore me?", UK_GDPR("15", "12")),
  q("b20-gb-12", "GB", "family", "my ex won't let me see my daughter anymore. what can i ask the court for", UK_CHILDREN_ACT_1989("8")),
  q("b20-gb-13", "GB", "tax", "I do my own tax return as a freelancer. When's the deadline to actually pay what I owe for the year?", UK_TAXES_MANAGEMENT_ACT_1970("59B")),
  q("b20-gb-14", "GB", "contract", "In 2018 I paid a builder upfront for an extension he never started. I've been putting off doing anything. Have I run out of time to sue him?", UK_LIMITATION_ACT_1980("5")),
  q("b20-gb-16", "GB", "employment-discrimination", "My supervisor makes jokes about my religion in front of the whole office and everyone laughs. I feel humiliated going in.", UK_EQUALITY_ACT_2010("26", "40")),
  q("b20-gb-17", "GB", "consumer", "I put the £900 deposit for a new kitchen on my credit card. The fitter's firm has now shut down and the work was never done. Does the card company have to cover it?", UK_CONSUMER_CREDIT_ACT_1974("75")),
  q("b20-gb-18", "GB", "contract", "I bought a used van for my plumbing business from another trader who swore it had never been in a crash. My garage found it was rebuilt after a big accident. Can I undo the deal or get compensation?", UK_MISREPRESENTATION_ACT_1967("2", "1")),
  // ── India ──
  q("b20-in-01", "IN", "criminal-procedure", "Police took my cousin from his house in Lucknow last night and won't tell the family why or where he is.", IN_BNSS_2023("47", "48")),
  q("b20-in-03", "IN", "family", "My husband and I both agree our Hindu marriage is over and want to end it peacefully without blaming each other. What's the process?", IN_HINDU_MARRIAGE_ACT_1955("13B")),
  q("b20-in-04", "IN", "family", "My husband moved out a year ago and gives nothing for me or our two children. I have no income. Can I make him pay?", IN_BNSS_2023("144")),
  q("b20-in-05", "IN", "consumer", "Ordered an air conditioner on a shopping site; it blew warm air from day one and the seller's customer care just closes my tickets. Which forum do I go to and how long do I have?", IN_CONSUMER_PROTECTION_ACT_2019("35", "69", "34")),
  q("b20-in-06", "IN", "contract", "My 16-year-old nephew signed papers to buy a motorbike in instalments. Is that agreement binding on him?", IN_CONTRACT_ACT_1872("11")),
  q("b20-in-07", "IN", "contract", "My offer letter in Bengaluru says I can't work for any competitor anywhere in India for three years after I leave. Can they enforce that?", IN_CONTRACT_ACT_1872("27")),
  q("b20-in-08", "IN", "company", "I hold 15% of a private company in Chennai. The majority owners have cut me out of every decision and are paying themselves huge salaries.", IN_COMPANIES_ACT_2013("241", "244")),
  q("b20-in-12", "IN", "contract", "I paid a builder in Jaipur an advance of two lakh rupees to redo my kitchen. He did half the work and then stopped answering calls. Can I claim the money back and my losses?", IN_CONTRACT_ACT_1872("73", "39")),
  q("b20-inmh-01", "IN-MH", "housing", "Landlord in Pune wants me out of the flat although I always pay rent on time and haven't damaged anything. Can he evict me?", IN_MH_RENT_CONTROL_ACT_1999("15", "16")),
  q("b20-indl-01", "IN-DL", "housing", "Our landlord in Lajpat Nagar disconnected the water supply and pulled out the electricity meter, hoping we'll give up the flat. Anything we can do?", IN_DL_RENT_CONTROL_ACT_1958("45")),
  q("b20-inka-01", "IN-KA", "employment-leave", "how many days of paid leave in a year for someone working at a shop in bangalore?", IN_KA_SHOPS_AND_COMMERCIAL_ESTABLISHMENTS_ACT_1961("15")),
  // ── Germany ──
  q("b20-de-01", "DE", "employment-dismissal", "My employer in Leipzig is closing my department. I've been there since 2015. How long is the notice period the company must respect?", DE_BGB("622")),
  q("b20-de-03", "DE", "housing", "our landlord in berlin says he's ending the lease because his daughter wants to move into the flat. we've lived here 9 years", DE_BGB("573", "573c", "574")),
  q("b20-de-04", "DE", "consumer", "The laptop I bought in a shop in Cologne died after four months. The shop insists I must have dropped it and refuses to do anything.", DE_BGB("477", "437")),
  q("b20-de-05", "DE", "criminal-procedure", "I got a summons from the Hamburg criminal police to give a statement about a fight outside a bar, and I'm listed as the accused. Must I talk, and can I bring my own lawyer?", DE_STPO("136", "163a")),
  q("b20-de-06", "DE", "family", "Since the separation my ex decides when I see the kids and it's barely once a month. What am I entitled to in Germany?", DE_BGB("1684")),
  q("b20-de-07", "DE", "company", "The managing director of our small German limited company signed a terrible deal without checking anything and we lost 200k. Is he personally responsible?", DE_GMBHG("43")),
  q("b20-de-08", "DE", "tax", "I drive 35 km each way to my job in Stuttgart. A colleague says I can claim something for those trips when I file with the Finanzamt. Is that true?", DE_ESTG("9")),
  // ── France ──
  q("b20-fr-01", "FR", "employment-dismissal", "Let go from my job in Lyon after five years, not for anything I did. What payout am I owed by law?", FR_CODE_DU_TRAVAIL("L1234-9")),
  q("b20-fr-02", "FR", "housing", "I left my apartment in Paris three months ago and the landlord still has my deposit. Isn't there a deadline?", FR_LOI_1989_462("22")),
  q("b20-fr-03", "FR", "consumer", "phone bought in a shop in bordeaux stopped charging after 8 months. the store tells me to deal with the manufacturer", FR_CODE_DE_LA_CONSOMMATION("L217-3", "L217-7", "L217-8")),
  q("b20-fr-04", "FR", "family", "We both want to divorce and agree on everything. In France can we do it with our lawyers without going in front of a judge?", FR_CODE_CIVIL("229-1")),
  q("b20-fr-05", "FR", "criminal-procedure", "My brother was detained in a police station in Nice yesterday after a road incident. Is he allowed to talk to an avocat, and from when?", FR_CODE_DE_PROCEDURE_PENALE("63-3-1", "63-1")),
  q("b20-fr-07", "FR", "contract", "We signed a three-year supply deal in France, and then the cost of our raw materials tripled out of nowhere. Can we force the buyer to renegotiate the price?", FR_CODE_CIVIL("1195")),
  // ── Singapore ──
  q("b20-sg-01", "SG", "employment-leave", "Been at a logistics firm in Jurong for seven months; my doctor gave me an MC for 4 days. Does my boss have to pay me for those days, and what's the cap for the year?", SG_EMPLOYMENT_ACT_1968("89")),
  q("b20-sg-03", "SG", "data-protection", "I withdrew my permission for a gym in Tampines to use my phone number, but they keep texting promotions. Are they allowed to keep using it?", SG_PDPA_2012("16")),
  q("b20-sg-04", "SG", "criminal-procedure", "If the police in Singapore arrest someone without a warrant, how long can they keep him before he sees a magistrate?", SG_CRIMINAL_PROCEDURE_CODE_2010("68")),
  q("b20-sg-05", "SG", "company", "Our Singapore company has had no profits for two years but the majority shareholder wants a dividend paid out.", SG_COMPANIES_ACT_1967("403")),
  // ── Australia ──
  q("b20-au-01", "AU", "employment-dismissal", "I was sacked after two years with a company in Brisbane and it felt completely unfair. How do I challenge it?", AU_FAIR_WORK_ACT_2009("394", "385")),
  q("b20-au-02", "AU", "consumer", "My brand new car keeps breaking down, it's been back to the dealer five times in three months and they refuse to swap it or refund me.", AU_AUSTRALIAN_CONSUMER_LAW("54", "259")),
  q("b20-au-03", "AU", "company", "one of the directors kept ordering stock and taking deposits even though the company clearly couldn't pay its bills anymore. is he personally liable?", AU_CORPORATIONS_ACT_2001("588G")),
  q("b20-au-04", "AU", "family", "We separated after 20 years. How does an Australian court decide who gets what from the house and the super?", AU_FAMILY_LAW_ACT_1975("79")),
  q("b20-au-05", "AU", "tax", "I'm starting a small cleaning business in Perth. At what point do I have to register for GST?", AU_GST_ACT_1999("23-5", "23-15")),
  q("b20-au-07", "AU", "data-protection", "A physio clinic in Adelaide treated me for a year and now won't hand over the notes and information they keep on me, saying it belongs to them. Do I have a right to see it?", AU_PRIVACY_ACT_1988_APP("12")),
  q("b20-aunsw-01", "AU-NSW", "housing", "My landlord in Sydney put the rent up in February and now wants to raise it again in August. Can they do that?", AU_NSW_RESIDENTIAL_TENANCIES_ACT_2010("41")),
  // ── Canada ──
  q("b20-ca-01", "CA", "family", "Husband moved to Calgary 14 months ago and we haven't lived together since. Neither of us wants to reconcile. Is that enough for a Canadian divorce, or do we need to prove something else?", CA_DIVORCE_ACT("8")),
  q("b20-ca-02", "CA", "criminal-procedure", "The police in Winnipeg arrested me and never told me why, and wouldn't let me phone a lawyer for hours.", CA_CHARTER_OF_RIGHTS_AND_FREEDOMS("10")),
  q("b20-ca-03", "CA", "company", "I'm a minority shareholder in a federally incorporated company and the majority keep diluting my shares and ignoring me. Any remedy?", CA_CBCA("241")),
  q("b20-caon-01", "CA-ON", "housing", "my landlord in toronto just walks into my unit whenever he feels like it, no warning. is he allowed to?", CA_ON_RESIDENTIAL_TENANCIES_ACT_2006("27", "25")),
  // ── Ireland ──
  q("b20-ie-03", "IE", "employment-dismissal", "The factory in Cork is letting 40 of us go because the work is moving abroad. I've been there five years. Am I owed a lump sum?", IE_REDUNDANCY_PAYMENTS_ACT_1967("7")),
  q("b20-ie-04", "IE", "criminal-procedure", "The guards arrested my son in Galway. How long are they allowed to hold him before charging or releasing him?", IE_CRIMINAL_JUSTICE_ACT_1984("4")),
  q("b20-ie-05", "IE", "tax", "I rent out a spare bedroom in my own home in Limerick to a student. Do I pay income tax on that rent?", IE_TAXES_CONSOLIDATION_ACT_1997("216A")),
  // ── Other jurisdictions ──
  q("b20-jp-02", "JP", "housing", "Moving out of my apartment in Osaka after 4 years and the landlord says he'll keep the whole deposit for normal wear and tear.", JP_CIVIL_CODE("622-2")),
  q("b20-kr-01", "KR", "housing", "We've rented a flat in Incheon on a big lump-sum deposit for almost two years. The owner texted that he wants us out when the term ends so he can raise the deposit. Can we ask for another term?", KR_HOUSING_LEASE_PROTECTION_ACT("6-3", "6")),
  q("b20-br-01", "BR", "employment-pay", "Started a job in São Paulo in June. Do I get any part of that extra end-of-year month's salary this December?", BR_LEI_4090_1962("1")),
  q("b20-br-02", "BR", "consumer", "Bought a blender from a website in Brazil three days ago and I've changed my mind. Can I send it back?", BR_CODIGO_DE_DEFESA_DO_CONSUMIDOR("49")),
  q("b20-br-03", "BR", "data-protection", "how do i find out what personal data a company in rio has on me and get a copy of it", BR_LGPD("18", "19")),
  q("b20-mx-01", "MX", "employment-pay", "My boss in Monterrey says the year-end bonus is 'optional this year because sales were bad'. Isn't there a minimum amount and a date by which it has to be paid?", MX_LEY_FEDERAL_DEL_TRABAJO("87")),
  q("b20-nz-01", "NZ", "consumer", "The heat pump we had installed in Wellington stopped working after 14 months. The shop says it's out of the manufacturer's one-year warranty, too bad.", NZ_CONSUMER_GUARANTEES_ACT("6", "18")),
  q("b20-nz-02", "NZ", "housing", "Our landlord in Auckland put the rent up three months after the last increase. How often can they do that?", NZ_RESIDENTIAL_TENANCIES_ACT("24")),
  q("b20-za-02", "ZA", "employment-dismissal", "I was dismissed a week after I joined the union at our factory in Pretoria. They said it's performance but it obviously isn't.", ZA_LRA("187")),
  q("b20-za-03", "ZA", "data-protection", "a company i've never dealt with got hold of my details and now calls and emails me with offers. south africa. is that allowed?", ZA_POPIA("69", "11")),
  q("b20-nl-01", "NL", "employment-pay", "I'm recovering from a burnout and haven't been able to work at my Utrecht office since spring. Does my salary continue, and for how long?", NL_BURGERLIJK_WETBOEK("7:629")),
  q("b20-nl-02", "NL", "contract", "signed up for a storage unit in rotterdam thinking the price was per year, turns out it was per month, and the guy at the desk saw I had it wrong and said nothing. can i get out of it?", NL_BURGERLIJK_WETBOEK("6:228")),
  q("b20-es-01", "ES", "housing", "The landlord of my flat in Madrid is refusing to give back the month's deposit I paid, two months after I handed in the keys.", ES_LEY_DE_ARRENDAMIENTOS_URBANOS("36")),
  q("b20-it-01", "IT", "employment-pay", "I'm leaving my job in Milan after 10 years. Is there a lump sum the employer has been setting aside for me that I get when I go?", IT_CODICE_CIVILE("2120")),
  q("b20-it-02", "IT", "consumer", "bought shoes online from an italian website, they arrived yesterday and I don't like them. can I return them without giving a reason?", IT_CODICE_DEL_CONSUMO("52")),
  q("b20-pl-01", "PL", "employment-dismissal", "My employer in Kraków wants to end my permanent contract. I've been there four years. How long is the notice?", PL_KODEKS_PRACY("36")),
  q("b20-se-01", "SE", "employment-leave", "My partner and I both started jobs in Gothenburg this spring. Next year, how many days off with pay will a full year of work give each of us, and can we take a long stretch together in July?", SE_SEMESTERLAG("4", "12")),
  q("b20-no-01", "NO", "employment-dismissal", "I got a letter terminating my job in Bergen while I'm on sick leave after surgery. Can they do that?", NO_ARBEIDSMILJOLOVEN("15-8")),
  q("b20-ch-01", "CH", "housing", "Two weeks after I complained to our landlord in Zurich about mould, he terminated our lease. That seems like revenge.", CH_OBLIGATIONENRECHT("271a", "271")),
  q("b20-cn-01", "CN", "employment-hiring", "Since March I've been on the assembly line at an electronics plant in Dongguan. The boss keeps promising the paperwork 'next week' but nothing has ever been signed. Does that entitle me to anything?", CN_LABOR_CONTRACT_LAW("82", "10")),
  q("b20-cl-01", "CL", "employment-dismissal", "My company in Santiago let me go saying the business needs to cut costs. I've worked there 6 years. What compensation do I get?", CL_CODIGO_DEL_TRABAJO("163", "161")),
  q("b20-ar-01", "AR", "employment-dismissal", "after seven years at a logistics company in rosario they dismissed me with no reason given. how do they work out what they owe me for the years i put in", AR_LEY_DE_CONTRATO_DE_TRABAJO("245")),
  q("b20-pt-01", "PT", "employment-leave", "My son was just born in Porto. How many days off do I, as the dad, have to take?", PT_CODIGO_DO_TRABALHO("43")),
  q("b20-dk-01", "DK", "employment-dismissal", "I'm an office worker in Copenhagen and have been with the company for 4 years. How much notice must they give me if they let me go?", DK_FUNKTIONAERLOVEN("2")),
  // ── EU law asked from a member state ──
  q("b20-eu-01", "IE", "consumer", "Our flight from Dublin to Rome was cancelled the night before. The airline offered nothing except a voucher. What are we owed?", EU_AIR_PASSENGER_RIGHTS_REGULATION("5", "7", "8")),
  q("b20-eu-02", "DE", "data-protection", "A German insurance company has been processing my details for years. I want to know exactly what they hold on me and where they got it.", EU_GDPR("15")),
  q("b20-eu-03", "NL", "data-protection", "I keep getting marketing emails from a Dutch webshop based on my profile. I want them to stop using my data for that.", EU_GDPR("21")),
  q("b20-eu-04", "ES", "consumer", "Flight from Barcelona to Amsterdam arrived 5 hours late. The airline says 'operational reasons'. Do I get any money?", EU_AIR_PASSENGER_RIGHTS_REGULATION("7", "6")),
  q("b20-eu-05", "IT", "consumer", "We booked a holiday package to Sardinia, flight plus hotel, and the hotel was a building site with no pool. Can we get part of the price back?", EU_PACKAGE_TRAVEL_DIRECTIVE("14", "13")),
  q("b20-eu-06", "FR", "data-protection", "a website i use in france got hacked and my password and address leaked. shouldn't they have told me directly?", EU_GDPR("34")),
];
