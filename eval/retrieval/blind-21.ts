/**
 * Blind set 21: a one-time measurement of offline retrieval on everyday questions, written by an examiner who did not
 * read the retrieval code (lib/legal/retrieval/), its vocabulary, thesaurus or situation files, any earlier
 * evaluation question, or the registry's summaries, situations and provision texts. The coordinator runs it once, as
 * a whole, on the final code:
 *
 *     npm run eval:retrieval -- --set blind-21
 *
 * which prints only the section "Blind set 21 (written without the code; run once)": pooled counts, then counts per
 * half, per area and per jurisdiction, never a question, a miss or a citation one by one. A plain
 * `npm run eval:retrieval` does not run it.
 *
 * How it was written (examretr3, 2026-11-29, issue 33), following blind set 20's method, before any retrieval, chat
 * or evaluation ran on it:
 * - The registry was known only from a listing of `source_id | jurisdiction | article | heading` for every provision
 *   (with each instrument's title and short names), printed from `builtInRegistry()` (421 instruments, 5,205
 *   provisions, 51 jurisdictions). No summary, situation or provision text was printed, so no wording here is shaped
 *   by the registry's own.
 * - Answerable questions (120, 34 jurisdictions counting sub-national ones, nine areas: employment 30, housing 18,
 *   consumer 14, criminal procedure 11, contract 10, company 10, data protection 10, family 10, tax 7): each from a
 *   situation, in a non-lawyer's English and without statute terms or Act names; the phrasing varies (short and
 *   long, lower case, missing apostrophes, a place name instead of a jurisdiction, situations told before the
 *   question). `expected` lists first the provision a lawyer would cite first, then acceptable alternatives; the
 *   scoring counts any of them. Each law() below is the instrument's registry title verbatim with its first short
 *   name (generated from the registry, source_id in the comment after it), and every (source_id, article) pair was
 *   checked by script to be a line of the listing whose heading is not marked "[Heading not verified]";
 *   blind-21.test.ts re-checks that each one resolves.
 * - Not reusing earlier questions: once written, every question (answerable and unrelated) was compared by word
 *   overlap (Jaccard over words of four letters or more) with every string of 30+ characters in the other
 *   eval/retrieval/*.ts files (blind-20.ts included), by a script that printed only this set's ids and scores; 25 at
 *   0.5 or above were rewritten as longer, different situations (same provisions), a second pass found three at
 *   exactly 0.5, rewritten again; the highest score is now 0.47. That check, and reading blind-20.ts's header and
 *   exported shapes, blind-20.test.ts and everyday.ts's types, are the only contact with earlier sets; no earlier
 *   question was read.
 * - EU law asked from a member state (DE, ES, NL, IT, FR) names the EU instrument (its jurisdiction "EU"); those
 *   questions carry ids `b21-eu-<nn>` and the member state as their jurisdiction.
 * - Unrelated questions (24; the right answer cites nothing): cooking, home, garden, sport, travel, pets and tech,
 *   and eight that sound legal (a law-school library, a barrister's trial snacks, a judges' charity cricket match,
 *   German judges' robes, a podcast on the Paris Palais de Justice, a law graduation speech, a gift after bar exams,
 *   the architecture of a Texas jury box) but that no provision answers; spread over 18 jurisdictions.
 * - Left out rather than guessed, where the listing showed no matching provision: a UK rent-a-room question and a
 *   German home-office question (replaced by a trading-loss and a commuting question), an Irish capital-gains
 *   question (replaced by rent-a-room relief), an Italian "dismissed only by phone" question (the written-form rule
 *   is not in the registry; replaced by a summary dismissal), and a Chinese severance-conditions article (the
 *   question keeps the listed compensation and notice articles). About thirty drafted questions, mostly employment
 *   and housing ones, were dropped before the set was fixed, to keep it at 120 and the areas less lopsided, and seven
 *   contract and company questions were added so that those areas have ten.
 *
 * Split (fixed, stated here before any run, never changed): the everyday set's rule, `splitOf(id)` in everyday.ts —
 * the first byte of sha256(id) even → dev, odd → held-out (62 of the 120 answerable and 8 of the 24 unrelated
 * questions fall in dev). The set is meant to be run once as a whole; the halves are reported apart only so that a
 * later tuning round could use the dev half and keep the held-out half clean.
 *
 * Ids: `b21-<jurisdiction>-<nn>` for answerable questions (jurisdiction without its hyphen: usca, usny, ustx, usde,
 * usil, usfl, inmh, indl, inka, caon, aunsw), `b21-eu-<nn>` for EU law asked from a member state, `b21-un-<nn>` for
 * unrelated ones. Gaps in the numbering are questions dropped before the set was fixed.
 */
import { law, q, splitOf, type EverydayQuestion, type Half, type UnrelatedQuestion } from "./everyday";

/** The fixed split of this set: the everyday rule (sha256 of the id). */
export function blind21HalfOf(id: string): Half {
  return splitOf(id);
}

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
const CA_CRIMINAL_CODE = law("Criminal Code (R.S.C. 1985, c. C-46)", "Criminal Code", "CA"); // ca-criminal-code
const CA_DIVORCE_ACT = law("Divorce Act", "Divorce Act", "CA"); // ca-divorce-act
const CA_ON_EMPLOYMENT_STANDARDS_ACT_2000 = law("Employment Standards Act, 2000, S.O. 2000, c. 41", "Employment Standards Act, 2000", "CA-ON"); // ca-on-employment-standards-act-2000
const CA_ON_RESIDENTIAL_TENANCIES_ACT_2006 = law("Residential Tenancies Act, 2006, S.O. 2006, c. 17", "Residential Tenancies Act, 2006", "CA-ON"); // ca-on-residential-tenancies-act-2006
const CA_PIPEDA = law("Personal Information Protection and Electronic Documents Act (S.C. 2000, c. 5)", "PIPEDA", "CA"); // ca-pipeda
const CH_OBLIGATIONENRECHT = law("Bundesgesetz betreffend die Ergänzung des Schweizerischen Zivilgesetzbuches (Fünfter Teil: Obligationenrecht) (SR 220)", "Obligationenrecht", "CH"); // ch-obligationenrecht
const CN_LABOR_CONTRACT_LAW = law("中华人民共和国劳动合同法", "Labor Contract Law of the People's Republic of China", "CN"); // cn-labor-contract-law
const DE_BGB = law("German Civil Code (Bürgerliches Gesetzbuch – BGB)", "BGB", "DE"); // de-bgb
const DE_BURLG = law("Mindesturlaubsgesetz für Arbeitnehmer (Bundesurlaubsgesetz – BUrlG)", "BUrlG", "DE"); // de-burlg
const DE_ESTG = law("Einkommensteuergesetz (EStG)", "EStG", "DE"); // de-estg
const DE_GMBHG = law("Gesetz betreffend die Gesellschaften mit beschränkter Haftung (GmbHG)", "GmbHG", "DE"); // de-gmbhg
const DE_KSCHG = law("Kündigungsschutzgesetz (KSchG)", "KSchG", "DE"); // de-kschg
const DE_STPO = law("Strafprozeßordnung (StPO)", "StPO", "DE"); // de-stpo
const ES_ESTATUTO_DE_LOS_TRABAJADORES = law("Real Decreto Legislativo 2/2015, de 23 de octubre, por el que se aprueba el texto refundido de la Ley del Estatuto de los Trabajadores", "Estatuto de los Trabajadores", "ES"); // es-estatuto-de-los-trabajadores
const ES_LEY_DE_ARRENDAMIENTOS_URBANOS = law("Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos", "Ley de Arrendamientos Urbanos", "ES"); // es-ley-de-arrendamientos-urbanos
const EU_AIR_PASSENGER_RIGHTS_REGULATION = law("Regulation (EC) No 261/2004 of the European Parliament and of the Council of 11 February 2004 establishing common rules on compensation and assistance to passengers in the event of denied boarding and of cancellation or long delay of flights, and repealing Regulation (EEC) No 295/91", "Air Passenger Rights Regulation", "EU"); // eu-air-passenger-rights-regulation
const EU_GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data, and repealing Directive 95/46/EC (General Data Protection Regulation)", "GDPR", "EU"); // eu-gdpr
const EU_PACKAGE_TRAVEL_DIRECTIVE = law("Directive (EU) 2015/2302 of the European Parliament and of the Council of 25 November 2015 on package travel and linked travel arrangements, amending Regulation (EC) No 2006/2004 and Directive 2011/83/EU of the European Parliament and of the Council and repealing Council Directive 90/314/EEC", "Package Travel Directive", "EU"); // eu-package-travel-directive
const EU_WORKING_TIME_DIRECTIVE = law("Directive 2003/88/EC of the European Parliament and of the Council of 4 November 2003 concerning certain aspects of the organisation of working time", "Working Time Directive", "EU"); // eu-working-time-directive
const FR_CODE_CIVIL = law("Code civil", "Code civil", "FR"); // fr-code-civil
const FR_CODE_DE_LA_CONSOMMATION = law("Code de la consommation", "Code de la consommation", "FR"); // fr-code-de-la-consommation
const FR_CODE_DE_PROCEDURE_PENALE = law("Code de procédure pénale", "Code de procédure pénale", "FR"); // fr-code-de-procedure-penale
const FR_CODE_DU_TRAVAIL = law("Code du travail", "Code du travail", "FR"); // fr-code-du-travail
const FR_LOI_1989_462 = law("Loi n° 89-462 du 6 juillet 1989 tendant à améliorer les rapports locatifs et portant modification de la loi n° 86-1290 du 23 décembre 1986", "Loi n° 89-462 du 6 juillet 1989", "FR"); // fr-loi-1989-462
const IE_COMPANIES_ACT_2014 = law("Companies Act 2014 (No. 38 of 2014)", "Companies Act 2014", "IE"); // ie-companies-act-2014
const IE_CONSUMER_RIGHTS_ACT_2022 = law("Consumer Rights Act 2022 (No. 37 of 2022)", "Consumer Rights Act 2022", "IE"); // ie-consumer-rights-act-2022
const IE_RESIDENTIAL_TENANCIES_ACT_2004 = law("Residential Tenancies Act 2004 (No. 27 of 2004)", "Residential Tenancies Act 2004", "IE"); // ie-residential-tenancies-act-2004
const IE_TAXES_CONSOLIDATION_ACT_1997 = law("Taxes Consolidation Act 1997 (No. 39 of 1997)", "Taxes Consolidation Act 1997", "IE"); // ie-taxes-consolidation-act-1997
const IE_UNFAIR_DISMISSALS_ACT_1977 = law("Unfair Dismissals Act 1977 (No. 10 of 1977)", "Unfair Dismissals Act 1977", "IE"); // ie-unfair-dismissals-act-1977
const IN_BNSS_2023 = law("The Bharatiya Nagarik Suraksha Sanhita, 2023", "BNSS", "IN"); // in-bnss-2023
const IN_CGST_ACT_2017 = law("The Central Goods and Services Tax Act, 2017", "CGST Act", "IN"); // in-cgst-act-2017
const IN_CODE_ON_WAGES_2019 = law("The Code on Wages, 2019", "Code on Wages", "IN"); // in-code-on-wages-2019
const IN_COMPANIES_ACT_2013 = law("The Companies Act, 2013", "Companies Act", "IN"); // in-companies-act-2013
const IN_CONSUMER_PROTECTION_ACT_2019 = law("The Consumer Protection Act, 2019", "Consumer Protection Act", "IN"); // in-consumer-protection-act-2019
const IN_CONTRACT_ACT_1872 = law("The Indian Contract Act, 1872", "Indian Contract Act", "IN"); // in-contract-act-1872
const IN_DL_RENT_CONTROL_ACT_1958 = law("The Delhi Rent Control Act, 1958 (Act No. 59 of 1958)", "Delhi Rent Control Act, 1958", "IN-DL"); // in-dl-rent-control-act-1958
const IN_HINDU_ADOPTIONS_AND_MAINTENANCE_ACT_1956 = law("The Hindu Adoptions and Maintenance Act, 1956 (Act No. 78 of 1956)", "Hindu Adoptions and Maintenance Act, 1956", "IN"); // in-hindu-adoptions-and-maintenance-act-1956
const IN_HINDU_MARRIAGE_ACT_1955 = law("The Hindu Marriage Act, 1955", "Hindu Marriage Act", "IN"); // in-hindu-marriage-act-1955
const IN_KA_SHOPS_AND_COMMERCIAL_ESTABLISHMENTS_ACT_1961 = law("The Karnataka Shops and Commercial Establishments Act, 1961", "Karnataka Shops and Commercial Establishments Act", "IN-KA"); // in-ka-shops-and-commercial-establishments-act-1961
const IN_MH_RENT_CONTROL_ACT_1999 = law("The Maharashtra Rent Control Act, 1999", "Maharashtra Rent Control Act", "IN-MH"); // in-mh-rent-control-act-1999
const IT_CODICE_CIVILE = law("Codice civile (Regio Decreto 16 marzo 1942, n. 262)", "Codice civile", "IT"); // it-codice-civile
const JP_APPI = law("Act on the Protection of Personal Information (Act No. 57 of 2003)", "APPI", "JP"); // jp-appi
const JP_LABOR_STANDARDS_ACT = law("労働基準法（昭和二十二年法律第四十九号）", "Labor Standards Act", "JP"); // jp-labor-standards-act
const KR_HOUSING_LEASE_PROTECTION_ACT = law("주택임대차보호법", "Housing Lease Protection Act", "KR"); // kr-housing-lease-protection-act
const MX_LEY_FEDERAL_DEL_TRABAJO = law("Ley Federal del Trabajo", "Ley Federal del Trabajo", "MX"); // mx-ley-federal-del-trabajo
const NL_BURGERLIJK_WETBOEK = law("Burgerlijk Wetboek", "Burgerlijk Wetboek", "NL"); // nl-burgerlijk-wetboek
const NO_ARBEIDSMILJOLOVEN = law("Lov om arbeidsmiljø, arbeidstid og stillingsvern mv. (arbeidsmiljøloven)", "arbeidsmiljøloven", "NO"); // no-arbeidsmiljoloven
const NZ_CONSUMER_GUARANTEES_ACT = law("Consumer Guarantees Act 1993", "Consumer Guarantees Act 1993", "NZ"); // nz-consumer-guarantees-act
const NZ_RESIDENTIAL_TENANCIES_ACT = law("Residential Tenancies Act 1986", "Residential Tenancies Act 1986", "NZ"); // nz-residential-tenancies-act
const PL_KODEKS_PRACY = law("Ustawa z dnia 26 czerwca 1974 r. – Kodeks pracy", "Kodeks pracy", "PL"); // pl-kodeks-pracy
const SE_LAG_OM_ANSTALLNINGSSKYDD = law("Lag (1982:80) om anställningsskydd", "Lag om anställningsskydd", "SE"); // se-lag-om-anstallningsskydd
const SG_COMPANIES_ACT_1967 = law("Companies Act 1967", "Companies Act", "SG"); // sg-companies-act-1967
const SG_CRIMINAL_PROCEDURE_CODE_2010 = law("Criminal Procedure Code 2010", "Criminal Procedure Code 2010", "SG"); // sg-criminal-procedure-code-2010
const SG_EMPLOYMENT_ACT_1968 = law("Employment Act 1968 (2020 Revised Edition)", "Employment Act 1968", "SG"); // sg-employment-act-1968
const SG_PDPA_2012 = law("Personal Data Protection Act 2012", "PDPA", "SG"); // sg-pdpa-2012
const UK_COMPANIES_ACT_2006 = law("Companies Act 2006 (2006 c. 46)", "Companies Act 2006", "GB"); // uk-companies-act-2006
const UK_CONSUMER_RIGHTS_ACT_2015 = law("Consumer Rights Act 2015 (2015 c. 15)", "Consumer Rights Act 2015", "GB"); // uk-consumer-rights-act-2015
const UK_EMPLOYMENT_RIGHTS_ACT_1996 = law("Employment Rights Act 1996 (1996 c. 18)", "Employment Rights Act 1996", "GB"); // uk-employment-rights-act-1996
const UK_EQUALITY_ACT_2010 = law("Equality Act 2010 (2010 c. 15)", "Equality Act 2010", "GB"); // uk-equality-act-2010
const UK_GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data (United Kingdom General Data Protection Regulation)", "UK GDPR", "GB"); // uk-gdpr
const UK_INCOME_TAX_ACT_2007 = law("Income Tax Act 2007 (2007 c. 3)", "Income Tax Act 2007", "GB"); // uk-income-tax-act-2007
const UK_LANDLORD_AND_TENANT_ACT_1985 = law("Landlord and Tenant Act 1985 (1985 c. 70)", "Landlord and Tenant Act 1985", "GB"); // uk-landlord-and-tenant-act-1985
const UK_LIMITATION_ACT_1980 = law("Limitation Act 1980 (1980 c. 58)", "Limitation Act 1980", "GB"); // uk-limitation-act-1980
const UK_MATRIMONIAL_CAUSES_ACT_1973 = law("Matrimonial Causes Act 1973 (1973 c. 18)", "Matrimonial Causes Act 1973", "GB"); // uk-matrimonial-causes-act-1973
const UK_MISREPRESENTATION_ACT_1967 = law("Misrepresentation Act 1967 (1967 c. 7)", "Misrepresentation Act 1967", "GB"); // uk-misrepresentation-act-1967
const UK_PACE_1984 = law("Police and Criminal Evidence Act 1984 (1984 c. 60)", "Police and Criminal Evidence Act 1984", "GB"); // uk-pace-1984
const US_CA_CCPA = law("California Consumer Privacy Act of 2018 (as amended by the California Privacy Rights Act of 2020)", "CCPA", "US-CA"); // us-ca-ccpa
const US_CA_CIVIL_CODE = law("California Civil Code", "California Civil Code", "US-CA"); // us-ca-civil-code
const US_CA_FAMILY_CODE = law("California Family Code", "California Family Code", "US-CA"); // us-ca-family-code
const US_CA_LABOR_CODE = law("California Labor Code", "Labor Code", "US-CA"); // us-ca-labor-code
const US_CA_PENAL_CODE = law("California Penal Code", "California Penal Code", "US-CA"); // us-ca-penal-code
const US_DE_DGCL = law("General Corporation Law of the State of Delaware (Delaware Code, Title 8, Chapter 1)", "DGCL", "US-DE"); // us-de-dgcl
const US_FAIR_HOUSING_ACT = law("Fair Housing Act", "Fair Housing Act", "US"); // us-fair-housing-act
const US_FCRA = law("Fair Credit Reporting Act", "FCRA", "US"); // us-fcra
const US_FDCPA = law("Fair Debt Collection Practices Act", "FDCPA", "US"); // us-fdcpa
const US_FL_RESIDENTIAL_LANDLORD_TENANT_ACT = law("Florida Residential Landlord and Tenant Act (Fla. Stat. ch. 83, part II)", "Florida Residential Landlord and Tenant Act", "US-FL"); // us-fl-residential-landlord-tenant-act
const US_FLSA = law("Fair Labor Standards Act of 1938", "FLSA", "US"); // us-flsa
const US_FMLA = law("Family and Medical Leave Act of 1993", "FMLA", "US"); // us-fmla
const US_IL_WAGE_PAYMENT_AND_COLLECTION_ACT = law("Illinois Wage Payment and Collection Act (820 ILCS 115)", "Illinois Wage Payment and Collection Act", "US-IL"); // us-il-wage-payment-and-collection-act
const US_INTERNAL_REVENUE_CODE = law("Internal Revenue Code of 1986", "Internal Revenue Code", "US"); // us-internal-revenue-code
const US_NY_CRIMINAL_PROCEDURE_LAW = law("New York Criminal Procedure Law", "New York Criminal Procedure Law", "US-NY"); // us-ny-criminal-procedure-law
const US_NY_GENERAL_OBLIGATIONS_LAW = law("New York General Obligations Law", "New York General Obligations Law", "US-NY"); // us-ny-general-obligations-law
const US_NY_LABOR_LAW_ARTICLE_6 = law("New York Labor Law, Article 6 (Payment of Wages)", "New York Labor Law", "US-NY"); // us-ny-labor-law-article-6
const US_NY_REAL_PROPERTY_LAW = law("New York Real Property Law, Article 7 (Landlord and Tenant)", "New York Real Property Law", "US-NY"); // us-ny-real-property-law
const US_TITLE_VII = law("Title VII of the Civil Rights Act of 1964 (Equal Employment Opportunities)", "Title VII", "US"); // us-title-vii
const US_TX_CODE_OF_CRIMINAL_PROCEDURE = law("Texas Code of Criminal Procedure", "Texas Code of Criminal Procedure", "US-TX"); // us-tx-code-of-criminal-procedure
const US_TX_FAMILY_CODE = law("Texas Family Code", "Texas Family Code", "US-TX"); // us-tx-family-code
const US_TX_PROPERTY_CODE_CH_92 = law("Texas Property Code, Chapter 92 (Residential Tenancies)", "Texas Property Code chapter 92", "US-TX"); // us-tx-property-code-ch-92
const US_UCC_ARTICLE_2 = law("Uniform Commercial Code, Article 2 — Sales", "UCC Article 2", "US"); // us-ucc-article-2
const ZA_BCEA = law("Basic Conditions of Employment Act 75 of 1997", "Basic Conditions of Employment Act", "ZA"); // za-bcea
const ZA_POPIA = law("Protection of Personal Information Act 4 of 2013", "POPIA", "ZA"); // za-popia

export const blind21Unrelated: UnrelatedQuestion[] = [
  { id: "b21-un-01", jurisdiction: "US", question: "How long should I rest a brisket after smoking it for twelve hours?" },
  { id: "b21-un-02", jurisdiction: "GB", question: "what's the best way to get rid of moss growing on a slate roof in Yorkshire" },
  { id: "b21-un-03", jurisdiction: "DE", question: "Which hiking trail near Garmisch has the nicest view of the Zugspitze in autumn?" },
  { id: "b21-un-04", jurisdiction: "FR", question: "Can I freeze homemade croissant dough overnight and bake it in the morning?" },
  { id: "b21-un-05", jurisdiction: "IN", question: "My tulsi plant on the balcony in Pune keeps drying out in summer. How often should I water it?" },
  { id: "b21-un-06", jurisdiction: "AU", question: "Is it safe to swim at Bondi when the red and yellow flags aren't up?" },
  { id: "b21-un-07", jurisdiction: "CA", question: "What wax should I use on cross-country skis for really cold days in Alberta?" },
  { id: "b21-un-08", jurisdiction: "SG", question: "Where near Tanjong Pagar MRT can I get really good Hainanese chicken rice for lunch under ten dollars?" },
  { id: "b21-un-09", jurisdiction: "IE", question: "My sourdough starter has a layer of grey liquid on top and smells like nail varnish, is it ruined or can I still feed it?" },
  { id: "b21-un-10", jurisdiction: "JP", question: "What's the best month to see the cherry blossoms in Kyoto without huge crowds?" },
  { id: "b21-un-11", jurisdiction: "US-CA", question: "my laptop fan is super loud whenever I open more than ten browser tabs, any fix?" },
  { id: "b21-un-12", jurisdiction: "BR", question: "How do I teach my dog to stop barking at the doorbell?" },
  { id: "b21-un-13", jurisdiction: "ES", question: "What's a good beginner routine for learning flamenco guitar at home?" },
  { id: "b21-un-14", jurisdiction: "NL", question: "How much air pressure should I put in my bike tyres for cycling in the rain?" },
  { id: "b21-un-15", jurisdiction: "IT", question: "My mushroom risotto keeps ending up like porridge glue after twenty minutes of stirring, what am I doing wrong with the rice and stock?" },
  { id: "b21-un-16", jurisdiction: "NZ", question: "When is the quietest time to visit the Waitomo glowworm caves without tour buses?" },
  { id: "b21-un-17", jurisdiction: "US-NY", question: "Which law school in New York has the prettiest library for studying on weekends?" },
  { id: "b21-un-18", jurisdiction: "GB", question: "What should a barrister pack in a wheelie case for a week-long trial away from home, snacks wise?" },
  { id: "b21-un-19", jurisdiction: "IN", question: "Which cricket team did the famous Supreme Court judges' charity match in Delhi end up supporting?" },
  { id: "b21-un-20", jurisdiction: "DE", question: "What colour of robe do German judges wear, and where are they made?" },
  { id: "b21-un-21", jurisdiction: "FR", question: "Is there a good podcast about the history of the Palais de Justice building in Paris?" },
  { id: "b21-un-22", jurisdiction: "AU", question: "How do I write a funny speech for my friend's graduation from law school in Sydney?" },
  { id: "b21-un-23", jurisdiction: "CA", question: "What's a good gift for my mum who just passed her bar exams in Ontario?" },
  { id: "b21-un-24", jurisdiction: "US-TX", question: "How many jurors usually fit in the jury box of an old Texas county courthouse, just curious about the architecture?" },
];

export const blind21Questions: EverydayQuestion[] = [
  q("b21-us-01", "US", "employment-hours", "I work at a warehouse and some weeks I do 50 hours but they pay me the same hourly rate for all of it, nothing extra. is that allowed?", US_FLSA("207")),
  q("b21-us-02", "US", "employment-leave", "My dad just had a stroke and I need to take a few months off to look after him. Can my job fire me for being gone that long?", US_FMLA("2612", "2614")),
  q("b21-us-03", "US", "employment-discrimination", "The manager told me they didn't promote me because \"a woman with small kids won't commit\". what can I do", US_TITLE_VII("2000e-2")),
  q("b21-us-04", "US", "consumer", "A collector chasing an old phone bill rings me before 7 in the morning, leaves voicemails at my office and even phoned my sister to tell her I owe money. Are any of those things off limits for them?", US_FDCPA("1692c", "1692d")),
  q("b21-us-05", "US", "consumer", "Somebody opened a store card in my name in 2023 and it's dragging my score down. I wrote to the bureau twice and they just left it there. How do I force them to check and fix it?", US_FCRA("1681i")),
  q("b21-us-06", "US", "housing", "The landlord said he doesn't rent to families with children because the neighbours like it quiet. Is he allowed to turn us away for that?", US_FAIR_HOUSING_ACT("3604")),
  q("b21-us-07", "US", "tax", "After eight years in our Ohio home we're selling and walking away with around $180k more than we paid. Will the IRS take a cut of that profit?", US_INTERNAL_REVENUE_CODE("121")),
  q("b21-us-08", "US", "tax", "When my grandmother passed she left me forty thousand dollars from her savings. Do I list that as income when I do my taxes this spring?", US_INTERNAL_REVENUE_CODE("102")),
  q("b21-us-10", "US", "contract", "I bought a used tractor from a dealer for my farm and it broke a week later. Is there some promise that goods a dealer sells will basically work?", US_UCC_ARTICLE_2("2-314")),
  q("b21-usca-01", "US-CA", "employment-pay", "I got let go on Friday and they say my last check comes with the normal payroll in two weeks. Shouldn't I get it right away?", US_CA_LABOR_CODE("201", "203")),
  q("b21-usca-03", "US-CA", "housing", "moving out of my apartment in San Diego, how long does my landlord have to give back my deposit and what can he keep?", US_CA_CIVIL_CODE("1950.5")),
  q("b21-usca-05", "US-CA", "family", "Twelve years married in Sacramento, now splitting. We bought a condo, two cars and built up savings during the marriage. Is all of that divided evenly between us?", US_CA_FAMILY_CODE("2550", "760")),
  q("b21-usca-06", "US-CA", "contract", "My 16 year old signed up for a gym membership for two years without telling me. Can he just get out of it?", US_CA_FAMILY_CODE("6710", "6700")),
  q("b21-usca-07", "US-CA", "data-protection", "I want a shopping app to wipe everything it has collected on me. Do they have to do it if I ask?", US_CA_CCPA("1798.105")),
  q("b21-usca-09", "US-CA", "criminal-procedure", "My brother was arrested Saturday night in Fresno. When do they have to take him in front of a judge?", US_CA_PENAL_CODE("825")),
  q("b21-usny-01", "US-NY", "housing", "Three weeks of no heat in my Brooklyn walk-up, plus black mold spreading in the bathroom. Super says the landlord 'will get to it'. What rights do I have as a tenant?", US_NY_REAL_PROPERTY_LAW("235-b")),
  q("b21-usny-02", "US-NY", "employment-pay", "My boss takes $40 out of every paycheck for \"uniform damage\" that I never agreed to. Is that legal in New York?", US_NY_LABOR_LAW_ARTICLE_6("193")),
  q("b21-usny-04", "US-NY", "criminal-procedure", "my cousin has been sitting in Rikers for months waiting for trial and nothing happens. isn't there a limit on how long the DA can take?", US_NY_CRIMINAL_PROCEDURE_LAW("30.30", "30.20")),
  q("b21-ustx-01", "US-TX", "housing", "I moved out of my Houston rental 6 weeks ago and gave my new address, still no deposit and no list of what they deducted", US_TX_PROPERTY_CODE_CH_92("92.103", "92.104", "92.109")),
  q("b21-ustx-03", "US-TX", "family", "Texas divorce. The house was my grandma's and she gave it to me before we married. Does my husband get half of it?", US_TX_FAMILY_CODE("3.001", "7.001")),
  q("b21-ustx-04", "US-TX", "criminal-procedure", "My nephew got picked up in El Paso for a bar fight and the amount they want to let him out is way more than our family earns in a year. What is the judge supposed to weigh when picking that number?", US_TX_CODE_OF_CRIMINAL_PROCEDURE("17.15")),
  q("b21-usde-01", "US-DE", "company", "I own some shares in a Delaware company and want to look at their books because I think the founders are wasting money. Can I demand to see them?", US_DE_DGCL("220")),
  q("b21-usde-02", "US-DE", "company", "Our startup board wants to pay a dividend but we barely have any money left after debts. Are there rules on when they can pay one out?", US_DE_DGCL("170", "173", "174")),
  q("b21-usil-01", "US-IL", "employment-pay", "I quit my job in Chicago a month ago and they still haven't paid my last two weeks or my unused vacation", US_IL_WAGE_PAYMENT_AND_COLLECTION_ACT("115/5", "115/14")),
  q("b21-usfl-01", "US-FL", "housing", "The owner of the condo I rent in Orlando lets himself in while I'm at work to 'check the AC', never tells me ahead. What heads-up does he legally owe me?", US_FL_RESIDENTIAL_LANDLORD_TENANT_ACT("83.53")),
  q("b21-gb-01", "GB", "employment-dismissal", "I've worked at a call centre for three years and they sacked me out of the blue saying I \"wasn't a good fit\". Can I challenge that?", UK_EMPLOYMENT_RIGHTS_ACT_1996("98", "94")),
  q("b21-gb-03", "GB", "employment-pay", "The restaurant I work at took my last week's wages because a customer walked out without paying. Can they do that?", UK_EMPLOYMENT_RIGHTS_ACT_1996("13")),
  q("b21-gb-06", "GB", "employment-discrimination", "I use a wheelchair and my office refuses to move my desk to the ground floor even though there's space. What can I ask for?", UK_EQUALITY_ACT_2010("20", "21")),
  q("b21-gb-07", "GB", "housing", "my landlord in Leeds won't fix the broken boiler and the roof is leaking into the bedroom", UK_LANDLORD_AND_TENANT_ACT_1985("11", "9A")),
  q("b21-gb-10", "GB", "consumer", "Bought a laptop three weeks ago and the screen has started flickering. Shop says they'll only repair it. Can I get my money back?", UK_CONSUMER_RIGHTS_ACT_2015("20", "22", "9")),
  q("b21-gb-11", "GB", "consumer", "A builder redid my kitchen and the tiles are crooked and the sink leaks. What can I make him do?", UK_CONSUMER_RIGHTS_ACT_2015("49", "55")),
  q("b21-gb-12", "GB", "criminal-procedure", "My son was picked up by police last night and they won't let him speak to a solicitor yet. Can they refuse?", UK_PACE_1984("58")),
  q("b21-gb-13", "GB", "criminal-procedure", "My flatmate was taken to a Manchester station at 2am and it's now the next evening. Nobody has charged him with anything. Surely they can't just hold him indefinitely?", UK_PACE_1984("41", "42")),
  q("b21-gb-14", "GB", "company", "I'm one of three directors and I just found out another director has been giving contracts to his wife's firm without telling us", UK_COMPANIES_ACT_2006("175", "177")),
  q("b21-gb-15", "GB", "company", "Our small company paid the shareholders a big payout last year but it turns out we had losses. Do we have to give it back?", UK_COMPANIES_ACT_2006("830", "847")),
  q("b21-gb-16", "GB", "family", "We've been married 15 years and want to separate. Do we need to prove someone cheated to get divorced now?", UK_MATRIMONIAL_CAUSES_ACT_1973("1")),
  q("b21-gb-17", "GB", "data-protection", "A company I used to shop with keeps sending me adverts by post and I never want to hear from them again. Can I make them stop using my details for that?", UK_GDPR("21")),
  q("b21-gb-18", "GB", "contract", "A mate owes me £3,000 from a loan in 2019. Is it too late to take him to court?", UK_LIMITATION_ACT_1980("5")),
  q("b21-de-01", "DE", "employment-dismissal", "I have worked 4 years at a shop in Cologne with about 40 staff and was let go with no reason given. Is there protection against that?", DE_KSCHG("1", "4")),
  q("b21-de-02", "DE", "employment-leave", "I got sick with the flu for a week during my summer holiday in Germany. Do I lose those holiday days?", DE_BURLG("9")),
  q("b21-de-04", "DE", "housing", "Our landlord in Leipzig sent a letter saying our rent goes up because flats nearby cost more now. Last increase was only 10 months ago. How much, and how soon, can he push it up?", DE_BGB("558")),
  q("b21-de-06", "DE", "consumer", "I bought a wool coat from a Berlin web shop, tried it on at home and the colour looks awful on me. It's not faulty. Can I still send it back, and by when?", DE_BGB("355", "312g")),
  q("b21-de-07", "DE", "criminal-procedure", "Officers from Frankfurt rang my husband and asked him to come in for a chat about a missing company laptop. They think he took it. Is he obliged to answer their questions or can he stay quiet?", DE_STPO("136", "163a")),
  q("b21-de-08", "DE", "company", "I'm managing director of a small GmbH and a client went bankrupt owing us a lot. Can the partners sue me personally for not checking them?", DE_GMBHG("43")),
  q("b21-de-09", "DE", "family", "My ex and I were never married. We have a daughter. Do I automatically have a say in her upbringing as her father?", DE_BGB("1626a")),
  q("b21-fr-01", "FR", "employment-dismissal", "I've been at my company in Lyon for 9 years and they're firing me for \"performance\". How much notice and payout am I entitled to?", FR_CODE_DU_TRAVAIL("L1234-1", "L1234-9")),
  q("b21-fr-04", "FR", "housing", "I'm leaving my unfurnished flat in Marseille. How much notice do I have to give the landlord?", FR_LOI_1989_462("12", "15")),
  q("b21-fr-06", "FR", "consumer", "The washing machine I bought in France last year stopped spinning. The shop says to contact the manufacturer. Who's responsible?", FR_CODE_DE_LA_CONSOMMATION("L217-3", "L217-8", "L217-7")),
  q("b21-fr-07", "FR", "contract", "I bought an old house in Normandy and after moving in found the beams are rotten inside. The seller never mentioned it.", FR_CODE_CIVIL("1641", "1644", "1648")),
  q("b21-fr-08", "FR", "criminal-procedure", "My friend was held by the gendarmes overnight. How long can they keep him and can he see a lawyer?", FR_CODE_DE_PROCEDURE_PENALE("63", "63-3-1", "63-1")),
  q("b21-fr-09", "FR", "family", "My wife and I in Bordeaux have agreed on the kids, the flat and the savings and just want to end the marriage with our two lawyers signing, no judge. Can we?", FR_CODE_CIVIL("229-1")),
  q("b21-in-01", "IN", "family", "My husband and I in Chennai have been living in different cities for over a year and neither of us wants to continue. We've agreed to part without fighting. What's the route?", IN_HINDU_MARRIAGE_ACT_1955("13B")),
  q("b21-in-02", "IN", "family", "My husband left me and our two kids and gives no money. I have no income. Can I make him pay for us?", IN_BNSS_2023("144"), IN_HINDU_ADOPTIONS_AND_MAINTENANCE_ACT_1956("18", "20")),
  q("b21-in-03", "IN", "criminal-procedure", "The police arrested my brother and didn't tell us why or where he is. What are they supposed to do?", IN_BNSS_2023("47", "48", "36")),
  q("b21-in-04", "IN", "criminal-procedure", "Someone stole my scooter in Lucknow and the constable at the station just told me to come back later and wouldn't write down my complaint. What should I do?", IN_BNSS_2023("173")),
  q("b21-in-05", "IN", "consumer", "A builder in Pune sold us a flat with cracked walls and won't respond. Where do I complain and is there a time limit?", IN_CONSUMER_PROTECTION_ACT_2019("35", "69", "34")),
  q("b21-in-06", "IN", "employment-pay", "my employer in Gurgaon keeps paying salary on the 20th or later every month. isn't there a deadline?", IN_CODE_ON_WAGES_2019("17")),
  q("b21-in-07", "IN", "contract", "I paid an advance to a supplier who then refused to deliver. Can I get compensation for the loss?", IN_CONTRACT_ACT_1872("73")),
  q("b21-in-08", "IN", "company", "I'm a small shareholder in a private company and the majority are running it to benefit themselves. Where can I go?", IN_COMPANIES_ACT_2013("241")),
  q("b21-indl-01", "IN-DL", "housing", "Our landlord in Lajpat Nagar got the power and water to our flat disconnected so we'd leave. Is he allowed to do that?", IN_DL_RENT_CONTROL_ACT_1958("45")),
  q("b21-indl-02", "IN-DL", "housing", "Landlord in south Delhi says he needs the place back for his son to live in. Can he evict me for that?", IN_DL_RENT_CONTROL_ACT_1958("14", "25B")),
  q("b21-inmh-01", "IN-MH", "housing", "Landlord in Mumbai is trying to throw us out though we pay rent on time every month", IN_MH_RENT_CONTROL_ACT_1999("15")),
  q("b21-inka-01", "IN-KA", "employment-leave", "I sell sarees at a shop in Bangalore, been there two years. My owner says we get zero paid days off except festivals. How many paid holidays a year should I be getting?", IN_KA_SHOPS_AND_COMMERCIAL_ESTABLISHMENTS_ACT_1961("15")),
  q("b21-sg-01", "SG", "employment-pay", "My boss in Singapore paid my salary 3 weeks late again. When is he supposed to pay?", SG_EMPLOYMENT_ACT_1968("21")),
  q("b21-sg-03", "SG", "company", "small Singapore company, can we pay shareholders out of the money we raised from selling shares even though we've made no profit?", SG_COMPANIES_ACT_1967("403")),
  q("b21-sg-04", "SG", "data-protection", "A Singapore insurer sent my medical details to the wrong person by email. Do they have to tell anyone?", SG_PDPA_2012("26D", "24")),
  q("b21-sg-05", "SG", "criminal-procedure", "Can a private person in Singapore grab a shoplifter and hold him till the police come?", SG_CRIMINAL_PROCEDURE_CODE_2010("66")),
  q("b21-au-01", "AU", "employment-dismissal", "I was let go after 2 years at a big retailer in Melbourne for one late shift. Can I do anything about it?", AU_FAIR_WORK_ACT_2009("385", "387", "394")),
  q("b21-au-04", "AU", "consumer", "the new car I bought has had the gearbox replaced twice in 6 months and it's failing again. can I just return it?", AU_AUSTRALIAN_CONSUMER_LAW("54", "259", "260")),
  q("b21-au-05", "AU", "consumer", "The ad said the TV was 50% off but when I got to the store they said that deal was only on one unit and it was gone", AU_AUSTRALIAN_CONSUMER_LAW("35", "18")),
  q("b21-au-06", "AU", "family", "We were married ten years in Perth and have now separated. How does a court decide who keeps the house and the retirement savings?", AU_FAMILY_LAW_ACT_1975("79")),
  q("b21-au-07", "AU", "tax", "Launching a mobile dog-grooming van in Brisbane next month. At what yearly takings do I have to sign up for GST?", AU_GST_ACT_1999("23-5", "23-15")),
  q("b21-au-08", "AU", "data-protection", "A telco in Australia holds a file about me and I want to see what's in it.", AU_PRIVACY_ACT_1988_APP("12")),
  q("b21-aunsw-01", "AU-NSW", "housing", "how often can my landlord in Sydney put up the rent, and with how much warning?", AU_NSW_RESIDENTIAL_TENANCIES_ACT_2010("41")),
  q("b21-ca-01", "CA", "family", "My ex wants to move with our son to another province for a job. Can she just go?", CA_DIVORCE_ACT("16.9", "16.92", "16.93")),
  q("b21-ca-02", "CA", "family", "How long do we have to be living apart before we can get divorced in Canada?", CA_DIVORCE_ACT("8")),
  q("b21-ca-03", "CA", "criminal-procedure", "in Canada, can a regular person arrest someone they catch stealing from their store?", CA_CRIMINAL_CODE("494")),
  q("b21-ca-04", "CA", "company", "I'm a shareholder in a federal Canadian corporation and the board keeps ignoring the minority. What can I ask a court for?", CA_CBCA("241")),
  q("b21-caon-01", "CA-ON", "housing", "my landlord in Toronto keeps coming in without warning to \"check on things\"", CA_ON_RESIDENTIAL_TENANCIES_ACT_2006("27", "25")),
  q("b21-caon-03", "CA-ON", "employment-dismissal", "I've worked in Ontario for 6 years and got terminated with no warning. How much notice should they have given?", CA_ON_EMPLOYMENT_STANDARDS_ACT_2000("57", "54")),
  q("b21-ie-01", "IE", "housing", "My landlord in Galway gave me two weeks to leave after I'd been there four years. That can't be right?", IE_RESIDENTIAL_TENANCIES_ACT_2004("66", "34")),
  q("b21-ie-03", "IE", "employment-dismissal", "I've been let go from my job in Cork after 3 years for something my manager made up.", IE_UNFAIR_DISMISSALS_ACT_1977("6", "7")),
  q("b21-ie-04", "IE", "consumer", "bought a phone in Dublin two weeks ago and the battery dies after an hour. what are my options?", IE_CONSUMER_RIGHTS_ACT_2022("24", "15", "25")),
  q("b21-eu-01", "DE", "consumer", "The airline cancelled our Munich to Lisbon trip by text at 10pm the evening before we were due to fly, four of us. Are we owed cash on top of a refund?", EU_AIR_PASSENGER_RIGHTS_REGULATION("5", "7")),
  q("b21-eu-02", "ES", "consumer", "My package holiday to Tenerife was a disaster, the hotel was nothing like promised. Who do I go after?", EU_PACKAGE_TRAVEL_DIRECTIVE("13", "14")),
  q("b21-eu-03", "NL", "data-protection", "I asked a Dutch web shop for a copy of all the info they keep about me and they ignored it", EU_GDPR("15", "12")),
  q("b21-eu-04", "IT", "data-protection", "A hospital in Milan had my records stolen by hackers and only told me months later. Shouldn't they have warned me?", EU_GDPR("34", "33")),
  q("b21-eu-06", "FR", "employment-hours", "Portuguese-owned call centre where I work in Lille keeps scheduling me for 55-hour weeks month after month. Is there a European cap on weekly hours?", EU_WORKING_TIME_DIRECTIVE("6")),
  q("b21-nz-01", "NZ", "housing", "Wellington landlord is asking for eight weeks' rent up front as a bond before handing me keys. Sounds steep, can he ask that much?", NZ_RESIDENTIAL_TENANCIES_ACT("19")),
  q("b21-nz-02", "NZ", "consumer", "my heat pump died 14 months after install in NZ, warranty was 12 months. am I out of luck?", NZ_CONSUMER_GUARANTEES_ACT("6")),
  q("b21-za-01", "ZA", "employment-hours", "How many hours a week can my employer in Johannesburg make me work without paying overtime?", ZA_BCEA("9", "10")),
  q("b21-za-02", "ZA", "data-protection", "A South African store keeps texting me promotions I never signed up for", ZA_POPIA("69")),
  q("b21-jp-01", "JP", "employment-hours", "My company in Osaka makes us work overtime every day. Isn't there a legal limit in Japan?", JP_LABOR_STANDARDS_ACT("32", "36")),
  q("b21-jp-02", "JP", "data-protection", "I want a Japanese company to show me what they have stored about me.", JP_APPI("33")),
  q("b21-kr-01", "KR", "housing", "Seoul landlord wants to not renew my jeonse and says I have to leave at the end. Do I have a right to stay longer?", KR_HOUSING_LEASE_PROTECTION_ACT("6-3", "6")),
  q("b21-es-01", "ES", "employment-dismissal", "I was fired from my job in Madrid without a real reason. How much compensation should I get?", ES_ESTATUTO_DE_LOS_TRABAJADORES("56", "55")),
  q("b21-es-02", "ES", "housing", "in Barcelona, can my landlord make me leave after the first year of a rental?", ES_LEY_DE_ARRENDAMIENTOS_URBANOS("9")),
  q("b21-it-01", "IT", "employment-dismissal", "My employer in Rome threw me out on the spot saying I stole from the till, no notice at all. Can they skip the notice?", IT_CODICE_CIVILE("2119", "2118")),
  q("b21-nl-01", "NL", "employment-dismissal", "My boss in Utrecht wants to end my permanent contract. Can he just do it without anyone checking?", NL_BURGERLIJK_WETBOEK("7:669", "7:671")),
  q("b21-br-01", "BR", "employment-pay", "Work in São Paulo, do I get an extra month of salary at the end of the year?", BR_LEI_4090_1962("1")),
  q("b21-br-02", "BR", "consumer", "bought a phone online in Brazil and regretted it after two days. can I return it?", BR_CODIGO_DE_DEFESA_DO_CONSUMIDOR("49")),
  q("b21-pl-01", "PL", "employment-leave", "How many days of paid holiday do I get in Poland after working 12 years?", PL_KODEKS_PRACY("154")),
  q("b21-se-01", "SE", "employment-dismissal", "In Sweden, my boss wants to fire me because he \"doesn't like my attitude\". Does he need a real reason?", SE_LAG_OM_ANSTALLNINGSSKYDD("7")),
  q("b21-no-01", "NO", "employment-hours", "In Norway, how long is a normal working week before it counts as overtime?", NO_ARBEIDSMILJOLOVEN("10-4", "10-6")),
  q("b21-mx-01", "MX", "employment-pay", "In Mexico do I get a bonus at the end of the year by law? my boss says no", MX_LEY_FEDERAL_DEL_TRABAJO("87")),
  q("b21-ch-01", "CH", "housing", "My landlord in Zurich ended my lease because I complained about noise. Can I contest it?", CH_OBLIGATIONENRECHT("271", "271a")),
  q("b21-cn-01", "CN", "employment-dismissal", "My company in Shanghai wants to end my contract. Do they have to pay me something?", CN_LABOR_CONTRACT_LAW("47", "40")),
  q("b21-gb-19", "GB", "tax", "I started selling candles on the side and lost money in my first year. Can I use that loss to cut the tax on my salary?", UK_INCOME_TAX_ACT_2007("64")),
  q("b21-de-10", "DE", "tax", "Every day I drive thirty kilometres each way from my village to the factory in Stuttgart. Can any of that driving reduce what I pay in income tax?", DE_ESTG("9")),
  q("b21-in-09", "IN", "tax", "I'm a freelancer in India and my turnover crossed 25 lakh. Do I need to register for GST?", IN_CGST_ACT_2017("22")),
  q("b21-ie-06", "IE", "tax", "I let a spare bedroom in my house in Dublin to a student. Is that money taxed?", IE_TAXES_CONSOLIDATION_ACT_1997("216A")),
  q("b21-ca-05", "CA", "data-protection", "A Canadian bank shared my account details with a marketing partner without my OK", CA_PIPEDA("6.1", "5")),
  q("b21-br-03", "BR", "data-protection", "A Brazilian app I deleted still has all my data. Can I make them get rid of it?", BR_LGPD("18")),
  q("b21-au-09", "AU", "company", "I'm one of two directors of a small Pty Ltd that's running out of cash. My co-director wants to keep ordering stock on credit though we know we can't pay. Could I be on the hook personally?", AU_CORPORATIONS_ACT_2001("588G")),
  q("b21-ie-07", "IE", "company", "Our Irish company had a bad year but has savings from before. Can we still pay the shareholders something, and out of what?", IE_COMPANIES_ACT_2014("117")),
  q("b21-gb-20", "GB", "contract", "The man who sold me his van swore it had never been crashed. Turns out it had been written off. Can I undo the deal or claim money?", UK_MISREPRESENTATION_ACT_1967("2", "1")),
  q("b21-de-11", "DE", "contract", "My neighbour in Bavaria shook hands on selling me a strip of his garden for 8,000 euros, nothing written. Now he's changed his mind. Is he still bound by the handshake?", DE_BGB("311b", "125")),
  q("b21-in-10", "IN", "contract", "My 17 year old nephew in Kochi borrowed money from a lender and signed a promissory note. Can the lender hold him to it?", IN_CONTRACT_ACT_1872("11")),
  q("b21-fr-10", "FR", "contract", "Our builder agreed to pay 1,000 euros for every day of delay. He finished four months late and the total is now more than the house work cost. Can a judge cut that?", FR_CODE_CIVIL("1231-5")),
  q("b21-usny-07", "US-NY", "contract", "My old boss promised me out loud a three-year consulting deal and now denies it. In New York does a deal that long have to be written down?", US_NY_GENERAL_OBLIGATIONS_LAW("5-701")),
];
