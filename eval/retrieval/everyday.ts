/**
 * Everyday questions for the held-out retrieval evaluation (issue 33, deliverable 4), reported by
 * `npm run eval:retrieval` beside the legacy set in questions.ts (which retrieval was tuned on).
 *
 * How these were written, so that the figure cannot be fooled:
 * - Every question was written from a concrete situation, in the words a non-lawyer uses, before anyone ran
 *   retrieval on it, and without looking at the retrieval code. No statute terms, no provision numbers, no Act names
 *   unless a lay person says them.
 * - `expected` names the provision a lawyer would cite first (any one counts as a hit); a second entry appears only
 *   where two provisions are equally first. Provisions are named by the instrument's official title (plus the short
 *   name lawyers use and the instrument's own jurisdiction), never by this registry's source_id: many instruments
 *   are not in the registry yet, and a question must not be shaped by what the registry holds.
 * - Numbering follows the instrument: "86" for s. 86 ERA 1996, "622" for § 622 BGB, "L1234-1" for the French Code du
 *   travail, "7:672" for the Dutch Civil Code, "Amendment IV" for the US Constitution. Codified US federal statutes
 *   are numbered by their U.S. Code section (with `codified_at`), as lawyers cite them and as the registry stores
 *   them; Illinois statutes follow the ILCS form "<act>/<section>" ("115/5" for 820 ILCS 115/5).
 * - The law is taken as it stands in late 2026: India's BNSS 2023 (not the CrPC) and the four labour codes in force
 *   since 21 November 2025; India's IT Act s. 43A still governs data-security compensation because the DPDP Act's
 *   duties only apply from 2027; Germany's TDDDG (not the TTDSG). Where the current first citation was uncertain,
 *   the situation was dropped rather than guessed.
 *
 * The split into a dev half (tune on it) and a test half (report only) is fixed by a hash of the id: see splitOf().
 * Nobody tunes on test; adding a question never moves an existing one between halves.
 */
import { createHash } from "node:crypto";

export type Situation =
  | "employment-hiring"
  | "employment-pay"
  | "employment-hours"
  | "employment-leave"
  | "employment-dismissal"
  | "employment-discrimination"
  | "housing"
  | "consumer"
  | "contract"
  | "company"
  | "data-protection"
  | "criminal-procedure"
  | "family"
  | "tax";

/** The nine areas the spread rule counts (employment's six situations are one area). */
export function areaOf(situation: Situation): string {
  return situation.startsWith("employment-") ? "employment" : situation;
}

export interface ExpectedProvision {
  /** The instrument's official title, exact. */
  instrument: string;
  /** The short name or citation form lawyers use ("ERA 1996", "BGB", "29 U.S.C."). */
  short: string;
  /** The jurisdiction the instrument belongs to (EU law answering a question asked in FR is "EU"). */
  jurisdiction: string;
  /** The provision's number exactly as the instrument (or, with `codified_at`, the code) numbers it. */
  article: string;
  /** For codified US federal law: the code title the number belongs to ("29 U.S.C."). */
  codified_at?: string;
}

export interface EverydayQuestion {
  /** Stable id; the dev/test split is a hash of it, so it never changes once written. */
  id: string;
  /** Where the person asking is (ISO 3166-1/-2 code, or EU for a question about EU-wide rules). */
  jurisdiction: string;
  situation: Situation;
  question: string;
  /** The first citation; more than one only where provisions are equally first. */
  expected: ExpectedProvision[];
}

export interface UnrelatedQuestion {
  id: string;
  jurisdiction: string;
  question: string;
}

export type Half = "dev" | "test";

/** The fixed split rule: the first byte of sha256(id) even → dev, odd → test. */
export function splitOf(id: string): Half {
  return createHash("sha256").update(id, "utf8").digest()[0] % 2 === 0 ? "dev" : "test";
}

/** An instrument as a function from provision numbers to expected provisions. */
export function law(instrument: string, short: string, jurisdiction: string, codified_at?: string) {
  return (...articles: string[]): ExpectedProvision[] =>
    articles.map((article) => ({ instrument, short, jurisdiction, article, ...(codified_at ? { codified_at } : {}) }));
}

export function q(id: string, jurisdiction: string, situation: Situation, question: string, ...expected: ExpectedProvision[][]): EverydayQuestion {
  return { id, jurisdiction, situation, question, expected: expected.flat() };
}

// ── United States (federal) ─────────────────────────────────────────────────────────────────────────────────────
const ADEA = law("Age Discrimination in Employment Act of 1967", "ADEA", "US", "29 U.S.C.");
const FCRA = law("Fair Credit Reporting Act", "FCRA", "US", "15 U.S.C.");
const FLSA = law("Fair Labor Standards Act of 1938", "FLSA", "US", "29 U.S.C.");
const FMLA = law("Family and Medical Leave Act of 1993", "FMLA", "US", "29 U.S.C.");
const USERRA = law("Uniformed Services Employment and Reemployment Rights Act of 1994", "USERRA", "US", "38 U.S.C.");
const WARN = law("Worker Adjustment and Retraining Notification Act", "WARN Act", "US", "29 U.S.C.");
const TITLE_VII = law("Title VII of the Civil Rights Act of 1964", "Title VII", "US", "42 U.S.C.");
const ADA = law("Americans with Disabilities Act of 1990", "ADA", "US", "42 U.S.C.");
const PWFA = law("Pregnant Workers Fairness Act", "PWFA", "US", "42 U.S.C.");
const NLRA = law("National Labor Relations Act", "NLRA", "US", "29 U.S.C.");
const ERISA = law("Employee Retirement Income Security Act of 1974", "ERISA", "US", "29 U.S.C.");
const FHA = law("Fair Housing Act", "FHA", "US", "42 U.S.C.");
const FDCPA = law("Fair Debt Collection Practices Act", "FDCPA", "US", "15 U.S.C.");
const TILA = law("Truth in Lending Act", "TILA", "US", "15 U.S.C.");
const EFTA = law("Electronic Fund Transfer Act", "EFTA", "US", "15 U.S.C.");
const MMWA = law("Magnuson-Moss Warranty Act", "Magnuson-Moss", "US", "15 U.S.C.");
const TCPA = law("Telephone Consumer Protection Act of 1991", "TCPA", "US", "47 U.S.C.");
const CAN_SPAM = law("Controlling the Assault of Non-Solicited Pornography and Marketing Act of 2003", "CAN-SPAM Act", "US", "15 U.S.C.");
const ESIGN = law("Electronic Signatures in Global and National Commerce Act", "E-SIGN Act", "US", "15 U.S.C.");
const FAA = law("Federal Arbitration Act", "FAA", "US", "9 U.S.C.");
const EXCHANGE_ACT = law("Securities Exchange Act of 1934", "Exchange Act", "US", "15 U.S.C.");
const SOX = law("Sarbanes-Oxley Act of 2002", "SOX", "US");
const HIPAA_PRIVACY = law("Standards for Privacy of Individually Identifiable Health Information", "HIPAA Privacy Rule", "US", "45 C.F.R.");
const VPPA = law("Video Privacy Protection Act of 1988", "VPPA", "US", "18 U.S.C.");
const FERPA = law("Family Educational Rights and Privacy Act of 1974", "FERPA", "US", "20 U.S.C.");
const SPEEDY_TRIAL = law("Speedy Trial Act of 1974", "Speedy Trial Act", "US", "18 U.S.C.");
const BAIL_REFORM = law("Bail Reform Act of 1984", "Bail Reform Act", "US", "18 U.S.C.");
const CJA = law("Criminal Justice Act of 1964", "Criminal Justice Act", "US", "18 U.S.C.");
const US_CONST = law("Constitution of the United States", "U.S. Const.", "US");
const IRC = law("Internal Revenue Code of 1986", "IRC", "US", "26 U.S.C.");
const SSA = law("Social Security Act", "Social Security Act", "US", "42 U.S.C.");

// ── California ──────────────────────────────────────────────────────────────────────────────────────────────────
const CA_LAB = law("California Labor Code", "Cal. Lab. Code", "US-CA");
const CA_GOV = law("California Government Code", "Cal. Gov. Code", "US-CA");
const CA_CIV = law("California Civil Code", "Cal. Civ. Code", "US-CA");
const CA_BPC = law("California Business and Professions Code", "Cal. Bus. & Prof. Code", "US-CA");
const CA_FAM = law("California Family Code", "Cal. Fam. Code", "US-CA");
const CA_CORP = law("California Corporations Code", "Cal. Corp. Code", "US-CA");
const CCPA = law("California Consumer Privacy Act of 2018", "CCPA", "US-CA");
const CA_PEN = law("California Penal Code", "Cal. Penal Code", "US-CA");
const CA_RTC = law("California Revenue and Taxation Code", "Cal. Rev. & Tax. Code", "US-CA");

// ── New York ────────────────────────────────────────────────────────────────────────────────────────────────────
const NY_LAB = law("New York Labor Law", "N.Y. Lab. Law", "US-NY");
const NY_CORRECTION = law("New York Correction Law", "N.Y. Correct. Law", "US-NY");
const NY_EXEC = law("New York Executive Law", "N.Y. Exec. Law", "US-NY");
const NY_ELECTION = law("New York Election Law", "N.Y. Elec. Law", "US-NY");
const NY_JUDICIARY = law("New York Judiciary Law", "N.Y. Jud. Law", "US-NY");
const NY_GOL = law("New York General Obligations Law", "N.Y. Gen. Oblig. Law", "US-NY");
const NY_RPL = law("New York Real Property Law", "N.Y. Real Prop. Law", "US-NY");
const NY_GBL = law("New York General Business Law", "N.Y. Gen. Bus. Law", "US-NY");
const NY_SHIELD = law("Stop Hacks and Improve Electronic Data Security Act", "SHIELD Act", "US-NY");
const NY_BCL = law("New York Business Corporation Law", "N.Y. Bus. Corp. Law", "US-NY");
const NY_LLC = law("New York Limited Liability Company Law", "N.Y. LLC Law", "US-NY");
const NY_CIVIL_RIGHTS = law("New York Civil Rights Law", "N.Y. Civ. Rights Law", "US-NY");
const NY_CPL = law("New York Criminal Procedure Law", "N.Y. Crim. Proc. Law", "US-NY");
const NY_DRL = law("New York Domestic Relations Law", "N.Y. Dom. Rel. Law", "US-NY");
const NY_TAX = law("New York Tax Law", "N.Y. Tax Law", "US-NY");

// ── Texas ───────────────────────────────────────────────────────────────────────────────────────────────────────
const TX_LAB = law("Texas Labor Code", "Tex. Lab. Code", "US-TX");
const TX_CPRC = law("Texas Civil Practice and Remedies Code", "Tex. Civ. Prac. & Rem. Code", "US-TX");
const TX_ELECTION = law("Texas Election Code", "Tex. Elec. Code", "US-TX");
const TX_BCC = law("Texas Business and Commerce Code", "Tex. Bus. & Com. Code", "US-TX");
const TX_PROP = law("Texas Property Code", "Tex. Prop. Code", "US-TX");
const TX_BOC = law("Texas Business Organizations Code", "Tex. Bus. Orgs. Code", "US-TX");
const TX_CCP = law("Texas Code of Criminal Procedure", "Tex. Code Crim. Proc.", "US-TX");
const TX_FAM = law("Texas Family Code", "Tex. Fam. Code", "US-TX");
const TX_TAX = law("Texas Tax Code", "Tex. Tax Code", "US-TX");

// ── Delaware ────────────────────────────────────────────────────────────────────────────────────────────────────
const DGCL = law("General Corporation Law of the State of Delaware", "DGCL", "US-DE");
const DE_LLC = law("Delaware Limited Liability Company Act", "6 Del. C. ch. 18", "US-DE");
const DE_FRANCHISE_TAX = law("Delaware Code, Title 8, Chapter 5 (Corporation Franchise Tax)", "8 Del. C. ch. 5", "US-DE");
const DE_WAGE_PAYMENT = law("Delaware Code, Title 19, Chapter 11 (Wage Payment and Collection)", "19 Del. C. ch. 11", "US-DE");
const DE_MIN_WAGE = law("Delaware Code, Title 19, Chapter 9 (Minimum Wage)", "19 Del. C. ch. 9", "US-DE");
const DE_DDEA = law("Delaware Discrimination in Employment Act", "19 Del. C. ch. 7", "US-DE");
const DE_LANDLORD_TENANT = law("Delaware Residential Landlord-Tenant Code", "25 Del. C.", "US-DE");
const DE_CONSUMER_FRAUD = law("Delaware Consumer Fraud Act", "6 Del. C. ch. 25", "US-DE");
const DE_DPDPA = law("Delaware Personal Data Privacy Act", "6 Del. C. ch. 12D", "US-DE");
const DE_ARREST = law("Delaware Code, Title 11, Chapter 19 (Arrest and Commitment)", "11 Del. C. ch. 19", "US-DE");
const DE_DIVORCE = law("Delaware Divorce and Annulment Act", "13 Del. C. ch. 15", "US-DE");
const DE_UCC = law("Uniform Commercial Code (Delaware Code, Title 6, Subtitle I)", "6 Del. C. (UCC)", "US-DE");

// ── Illinois (ILCS numbering "<act>/<section>") ─────────────────────────────────────────────────────────────────
const IL_IHRA = law("Illinois Human Rights Act", "775 ILCS 5", "US-IL");
const IL_EQUAL_PAY = law("Equal Pay Act of 2003", "820 ILCS 112", "US-IL");
const IL_WORKPLACE_PRIVACY = law("Right to Privacy in the Workplace Act", "820 ILCS 55", "US-IL");
const IL_AI_INTERVIEW = law("Artificial Intelligence Video Interview Act", "820 ILCS 42", "US-IL");
const IL_WPCA = law("Illinois Wage Payment and Collection Act", "820 ILCS 115", "US-IL");
const IL_MIN_WAGE = law("Minimum Wage Law", "820 ILCS 105", "US-IL");
const IL_PLAWA = law("Paid Leave for All Workers Act", "820 ILCS 192", "US-IL");
const IL_VESSA = law("Victims' Economic Security and Safety Act", "820 ILCS 180", "US-IL");
const IL_WARN = law("Illinois Worker Adjustment and Retraining Notification Act", "820 ILCS 65", "US-IL");
const IL_FREEDOM_TO_WORK = law("Illinois Freedom to Work Act", "820 ILCS 90", "US-IL");
const IL_DEPOSIT = law("Security Deposit Return Act", "765 ILCS 710", "US-IL");
const IL_CIV_PRO = law("Code of Civil Procedure", "735 ILCS 5", "US-IL");
const IL_CONSUMER_FRAUD = law("Consumer Fraud and Deceptive Business Practices Act", "815 ILCS 505", "US-IL");
const IL_FRAUDS = law("Frauds Act", "740 ILCS 80", "US-IL");
const IL_BCA = law("Business Corporation Act of 1983", "805 ILCS 5", "US-IL");
const BIPA = law("Biometric Information Privacy Act", "740 ILCS 14", "US-IL");
const IL_PIPA = law("Personal Information Protection Act", "815 ILCS 530", "US-IL");
const IL_CRIM_PRO = law("Code of Criminal Procedure of 1963", "725 ILCS 5", "US-IL");
const IL_IMDMA = law("Illinois Marriage and Dissolution of Marriage Act", "750 ILCS 5", "US-IL");
const IL_IITA = law("Illinois Income Tax Act", "35 ILCS 5", "US-IL");

// ── United Kingdom (England and Wales unless the instrument says otherwise) ────────────────────────────────────
const IANA_2006 = law("Immigration, Asylum and Nationality Act 2006", "IANA 2006", "GB");
const ERA_1996 = law("Employment Rights Act 1996", "ERA 1996", "GB");
const EQA_2010 = law("Equality Act 2010", "EqA 2010", "GB");
const NMWA_1998 = law("National Minimum Wage Act 1998", "NMWA 1998", "GB");
const SSCBA_1992 = law("Social Security Contributions and Benefits Act 1992", "SSCBA 1992", "GB");
const WTR_1998 = law("The Working Time Regulations 1998", "WTR 1998", "GB");
const HA_2004 = law("Housing Act 2004", "HA 2004", "GB");
const LTA_1985 = law("Landlord and Tenant Act 1985", "LTA 1985", "GB");
const PEA_1977 = law("Protection from Eviction Act 1977", "PEA 1977", "GB");
const TFA_2019 = law("Tenant Fees Act 2019", "TFA 2019", "GB");
const CCR_2013 = law("The Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013", "CCRs 2013", "GB");
const CCA_1974 = law("Consumer Credit Act 1974", "CCA 1974", "GB");
const CRA_2015 = law("Consumer Rights Act 2015", "CRA 2015", "GB");
const UCTA_1977 = law("Unfair Contract Terms Act 1977", "UCTA 1977", "GB");
const LPMPA_1989 = law("Law of Property (Miscellaneous Provisions) Act 1989", "LP(MP)A 1989", "GB");
const LIMITATION_1980 = law("Limitation Act 1980", "LA 1980", "GB");
const CA_2006 = law("Companies Act 2006", "CA 2006", "GB");
const PECR = law("The Privacy and Electronic Communications (EC Directive) Regulations 2003", "PECR", "GB");
const UK_GDPR = law("United Kingdom General Data Protection Regulation", "UK GDPR", "GB");
const PACE = law("Police and Criminal Evidence Act 1984", "PACE", "GB");
const BAIL_ACT_1976 = law("Bail Act 1976", "BA 1976", "GB");
const MCA_1973 = law("Matrimonial Causes Act 1973", "MCA 1973", "GB");
const CHILDREN_ACT_1989 = law("Children Act 1989", "CA 1989", "GB");
const ITA_2007 = law("Income Tax Act 2007", "ITA 2007", "GB");
const ITTOIA_2005 = law("Income Tax (Trading and Other Income) Act 2005", "ITTOIA 2005", "GB");
const TCGA_1992 = law("Taxation of Chargeable Gains Act 1992", "TCGA 1992", "GB");

// ── India (central law, and the States of Maharashtra, Karnataka and Delhi) ────────────────────────────────────
const CODE_SOCIAL_SECURITY = law("The Code on Social Security, 2020", "SS Code 2020", "IN");
const CODE_WAGES = law("The Code on Wages, 2019", "Wage Code 2019", "IN");
const IR_CODE = law("The Industrial Relations Code, 2020", "IR Code 2020", "IN");
const POSH = law("The Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013", "POSH Act", "IN");
const TPA = law("The Transfer of Property Act, 1882", "TPA 1882", "IN");
const REGISTRATION_ACT = law("The Registration Act, 1908", "Registration Act 1908", "IN");
const MH_RENT = law("The Maharashtra Rent Control Act, 1999", "MRCA 1999", "IN-MH");
const KA_RENT = law("The Karnataka Rent Act, 1999", "KRA 1999", "IN-KA");
const DL_RENT = law("The Delhi Rent Control Act, 1958", "DRCA 1958", "IN-DL");
const IN_CPA = law("The Consumer Protection Act, 2019", "CPA 2019", "IN");
const RERA = law("The Real Estate (Regulation and Development) Act, 2016", "RERA", "IN");
const ICA = law("The Indian Contract Act, 1872", "ICA 1872", "IN");
const IN_COMPANIES = law("The Companies Act, 2013", "CA 2013", "IN");
const IT_ACT = law("The Information Technology Act, 2000", "IT Act", "IN");
const BNSS = law("The Bharatiya Nagarik Suraksha Sanhita, 2023", "BNSS", "IN");
const HMA = law("The Hindu Marriage Act, 1955", "HMA 1955", "IN");
const HSA = law("The Hindu Succession Act, 1956", "HSA 1956", "IN");
const DV_ACT = law("The Protection of Women from Domestic Violence Act, 2005", "DV Act", "IN");
const CGST = law("The Central Goods and Services Tax Act, 2017", "CGST Act", "IN");

// ── Germany ─────────────────────────────────────────────────────────────────────────────────────────────────────
const AGG = law("Allgemeines Gleichbehandlungsgesetz (General Equal Treatment Act)", "AGG", "DE");
const NACHWG = law("Nachweisgesetz (Act on the Evidence of Essential Conditions of Employment)", "NachwG", "DE");
const MILOG = law("Mindestlohngesetz (Minimum Wage Act)", "MiLoG", "DE");
const EFZG = law("Entgeltfortzahlungsgesetz (Continued Remuneration Act)", "EFZG", "DE");
const ARBZG = law("Arbeitszeitgesetz (Working Hours Act)", "ArbZG", "DE");
const BURLG = law("Bundesurlaubsgesetz (Federal Leave Act)", "BUrlG", "DE");
const BEEG = law("Bundeselterngeld- und Elternzeitgesetz (Federal Parental Allowance and Parental Leave Act)", "BEEG", "DE");
const MUSCHG = law("Mutterschutzgesetz (Maternity Protection Act)", "MuSchG", "DE");
const KSCHG = law("Kündigungsschutzgesetz (Protection Against Dismissal Act)", "KSchG", "DE");
const BETRVG = law("Betriebsverfassungsgesetz (Works Constitution Act)", "BetrVG", "DE");
const BGB = law("Bürgerliches Gesetzbuch (German Civil Code)", "BGB", "DE");
const GMBHG = law("Gesetz betreffend die Gesellschaften mit beschränkter Haftung (Limited Liability Companies Act)", "GmbHG", "DE");
const INSO = law("Insolvenzordnung (Insolvency Code)", "InsO", "DE");
const TDDDG = law("Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz (Telecommunications Digital Services Data Protection Act)", "TDDDG", "DE");
const BDSG = law("Bundesdatenschutzgesetz (Federal Data Protection Act)", "BDSG", "DE");
const STPO = law("Strafprozessordnung (Code of Criminal Procedure)", "StPO", "DE");
const ESTG = law("Einkommensteuergesetz (Income Tax Act)", "EStG", "DE");
const USTG = law("Umsatzsteuergesetz (Value Added Tax Act)", "UStG", "DE");

// ── France ──────────────────────────────────────────────────────────────────────────────────────────────────────
const C_TRAVAIL = law("Code du travail", "C. trav.", "FR");
const LOI_1989 = law("Loi n° 89-462 du 6 juillet 1989 tendant à améliorer les rapports locatifs", "Loi du 6 juillet 1989", "FR");
const CPCE = law("Code des procédures civiles d'exécution", "CPCE", "FR");
const C_CONSO = law("Code de la consommation", "C. consom.", "FR");
const C_CIVIL = law("Code civil", "C. civ.", "FR");
const C_COMMERCE = law("Code de commerce", "C. com.", "FR");
const LIL = law("Loi n° 78-17 du 6 janvier 1978 relative à l'informatique, aux fichiers et aux libertés", "Loi Informatique et Libertés", "FR");
const CPP_FR = law("Code de procédure pénale", "CPP", "FR");
const CGI = law("Code général des impôts", "CGI", "FR");

// ── Singapore ───────────────────────────────────────────────────────────────────────────────────────────────────
const SG_EA = law("Employment Act 1968", "EA", "SG");
const SG_CDRA = law("Community Disputes Resolution Act 2015", "CDRA", "SG");
const SG_CPFTA = law("Consumer Protection (Fair Trading) Act 2003", "CPFTA", "SG");
const SG_MISREP = law("Misrepresentation Act 1967", "Misrepresentation Act", "SG");
const SG_LIMITATION = law("Limitation Act 1959", "Limitation Act", "SG");
const SG_CRTPA = law("Contracts (Rights of Third Parties) Act 2001", "CRTPA", "SG");
const SG_COMPANIES = law("Companies Act 1967", "CA", "SG");
const SG_PDPA = law("Personal Data Protection Act 2012", "PDPA", "SG");
const SG_CPC = law("Criminal Procedure Code 2010", "CPC", "SG");
const SG_WOMENS_CHARTER = law("Women's Charter 1961", "Women's Charter", "SG");
const SG_ITA = law("Income Tax Act 1947", "ITA", "SG");

// ── Australia (Commonwealth, and New South Wales) ──────────────────────────────────────────────────────────────
const FWA = law("Fair Work Act 2009", "FW Act", "AU");
const SDA = law("Sex Discrimination Act 1984", "SDA", "AU");
const NSW_RTA = law("Residential Tenancies Act 2010 (NSW)", "RTA 2010 (NSW)", "AU-NSW");
const ACL = law("Competition and Consumer Act 2010, Schedule 2 (Australian Consumer Law)", "ACL", "AU");
const CORPS_ACT = law("Corporations Act 2001", "Corporations Act", "AU");
const APP = law("Privacy Act 1988, Schedule 1 (Australian Privacy Principles)", "Australian Privacy Principles", "AU");
const AU_PRIVACY_ACT = law("Privacy Act 1988", "Privacy Act", "AU");
const CRIMES_ACT_1914 = law("Crimes Act 1914", "Crimes Act 1914 (Cth)", "AU");
const FAMILY_LAW_ACT_AU = law("Family Law Act 1975", "FLA 1975", "AU");
const ITAA_1997 = law("Income Tax Assessment Act 1997", "ITAA 1997", "AU");
const GST_ACT_AU = law("A New Tax System (Goods and Services Tax) Act 1999", "GST Act", "AU");

// ── Canada (federal, and Ontario) ──────────────────────────────────────────────────────────────────────────────
const ON_ESA = law("Employment Standards Act, 2000", "ESA 2000 (Ontario)", "CA-ON");
const ON_HRC = law("Human Rights Code (Ontario)", "OHRC", "CA-ON");
const CLC = law("Canada Labour Code", "CLC", "CA");
const ON_RTA = law("Residential Tenancies Act, 2006", "RTA 2006 (Ontario)", "CA-ON");
const COMPETITION_ACT = law("Competition Act", "Competition Act", "CA");
const ON_SGA = law("Sale of Goods Act (Ontario)", "SGA (Ontario)", "CA-ON");
const ON_LIMITATIONS = law("Limitations Act, 2002", "Limitations Act, 2002 (Ontario)", "CA-ON");
const CBCA = law("Canada Business Corporations Act", "CBCA", "CA");
const PIPEDA = law("Personal Information Protection and Electronic Documents Act", "PIPEDA", "CA");
const CASL = law("An Act to promote the efficiency and adaptability of the Canadian economy by regulating certain activities that discourage reliance on electronic means of carrying out commercial activities", "CASL", "CA");
const CHARTER = law("Canadian Charter of Rights and Freedoms", "Charter", "CA");
const CRIMINAL_CODE_CA = law("Criminal Code", "Criminal Code (Canada)", "CA");
const DIVORCE_ACT_CA = law("Divorce Act", "Divorce Act (Canada)", "CA");
const ON_FLA = law("Family Law Act (Ontario)", "FLA (Ontario)", "CA-ON");
const ITA_CA = law("Income Tax Act (Canada)", "ITA (Canada)", "CA");
const ETA_CA = law("Excise Tax Act", "ETA", "CA");

// ── Ireland ─────────────────────────────────────────────────────────────────────────────────────────────────────
const IE_TERMS = law("Terms of Employment (Information) Act 1994", "TEIA 1994", "IE");
const IE_NMWA = law("National Minimum Wage Act 2000", "NMWA 2000", "IE");
const IE_PWA = law("Payment of Wages Act 1991", "PWA 1991", "IE");
const IE_OWTA = law("Organisation of Working Time Act 1997", "OWTA 1997", "IE");
const IE_SICK_LEAVE = law("Sick Leave Act 2022", "Sick Leave Act 2022", "IE");
const IE_MATERNITY = law("Maternity Protection Act 1994", "MPA 1994", "IE");
const IE_PATERNITY = law("Paternity Leave and Benefit Act 2016", "PLBA 2016", "IE");
const IE_PARENTAL = law("Parental Leave Act 1998", "PLA 1998", "IE");
const IE_UDA = law("Unfair Dismissals Act 1977", "UDA 1977", "IE");
const IE_MNTEA = law("Minimum Notice and Terms of Employment Act 1973", "MNTEA 1973", "IE");
const IE_REDUNDANCY = law("Redundancy Payments Act 1967", "RPA 1967", "IE");
const IE_EEA = law("Employment Equality Act 1998", "EEA 1998", "IE");
const IE_PDA = law("Protected Disclosures Act 2014", "PDA 2014", "IE");
const IE_RTA = law("Residential Tenancies Act 2004", "RTA 2004", "IE");
const IE_FHPA = law("Family Home Protection Act 1976", "FHPA 1976", "IE");
const IE_DIVORCE = law("Family Law (Divorce) Act 1996", "FL(D)A 1996", "IE");
const IE_GUARDIANSHIP = law("Guardianship of Infants Act 1964", "GIA 1964", "IE");
const IE_CIVIL_PARTNERSHIP = law("Civil Partnership and Certain Rights and Obligations of Cohabitants Act 2010", "CPCROCA 2010", "IE");
const IE_SOL = law("Statute of Limitations 1957", "SOL 1957", "IE");
const IE_LCLRA = law("Land and Conveyancing Law Reform Act 2009", "LCLRA 2009", "IE");
const IE_COMPANIES = law("Companies Act 2014", "CA 2014", "IE");
const IE_DPA = law("Data Protection Act 2018 (Ireland)", "DPA 2018 (Ireland)", "IE");
const IE_CJA_1984 = law("Criminal Justice Act 1984", "CJA 1984", "IE");
const IE_BAIL = law("Bail Act 1997", "Bail Act 1997", "IE");
const IE_TCA = law("Taxes Consolidation Act 1997", "TCA 1997", "IE");

// ── European Union ──────────────────────────────────────────────────────────────────────────────────────────────
const WTD = law("Directive 2003/88/EC of the European Parliament and of the Council of 4 November 2003 concerning certain aspects of the organisation of working time", "Working Time Directive", "EU");
const TPWC = law("Directive (EU) 2019/1152 of the European Parliament and of the Council of 20 June 2019 on transparent and predictable working conditions in the European Union", "Transparent and Predictable Working Conditions Directive", "EU");
const WLB = law("Directive (EU) 2019/1158 of the European Parliament and of the Council of 20 June 2019 on work-life balance for parents and carers and repealing Council Directive 2010/18/EU", "Work-Life Balance Directive", "EU");
const PREGNANT_WORKERS = law("Council Directive 92/85/EEC of 19 October 1992 on the introduction of measures to encourage improvements in the safety and health at work of pregnant workers and workers who have recently given birth or are breastfeeding (tenth individual Directive within the meaning of Article 16 (1) of Directive 89/391/EEC)", "Pregnant Workers Directive", "EU");
const EQUAL_TREATMENT_FRAMEWORK = law("Council Directive 2000/78/EC of 27 November 2000 establishing a general framework for equal treatment in employment and occupation", "Employment Equality Framework Directive", "EU");
const RECAST_EQUAL_TREATMENT = law("Directive 2006/54/EC of the European Parliament and of the Council of 5 July 2006 on the implementation of the principle of equal opportunities and equal treatment of men and women in matters of employment and occupation (recast)", "Recast Equal Treatment Directive", "EU");
const PAY_TRANSPARENCY = law("Directive (EU) 2023/970 of the European Parliament and of the Council of 10 May 2023 to strengthen the application of the principle of equal pay for equal work or work of equal value between men and women through pay transparency and enforcement mechanisms", "Pay Transparency Directive", "EU");
const COLLECTIVE_REDUNDANCIES = law("Council Directive 98/59/EC of 20 July 1998 on the approximation of the laws of the Member States relating to collective redundancies", "Collective Redundancies Directive", "EU");
const TRANSFERS_DIRECTIVE = law("Council Directive 2001/23/EC of 12 March 2001 on the approximation of the laws of the Member States relating to the safeguarding of employees' rights in the event of transfers of undertakings, businesses or parts of undertakings or businesses", "Acquired Rights Directive", "EU");
const SALE_OF_GOODS_DIRECTIVE = law("Directive (EU) 2019/771 of the European Parliament and of the Council of 20 May 2019 on certain aspects concerning contracts for the sale of goods, amending Regulation (EU) 2017/2394 and Directive 2009/22/EC, and repealing Directive 1999/44/EC", "Sale of Goods Directive", "EU");
const AIR_PASSENGER = law("Regulation (EC) No 261/2004 of the European Parliament and of the Council of 11 February 2004 establishing common rules on compensation and assistance to passengers in the event of denied boarding and of cancellation or long delay of flights, and repealing Regulation (EEC) No 295/91", "Air Passenger Rights Regulation", "EU");
const PACKAGE_TRAVEL = law("Directive (EU) 2015/2302 of the European Parliament and of the Council of 25 November 2015 on package travel and linked travel arrangements, amending Regulation (EC) No 2006/2004 and Directive 2011/83/EU of the European Parliament and of the Council and repealing Council Directive 90/314/EEC", "Package Travel Directive", "EU");
const PSD2 = law("Directive (EU) 2015/2366 of the European Parliament and of the Council of 25 November 2015 on payment services in the internal market, amending Directives 2002/65/EC, 2009/110/EC and 2013/36/EU and Regulation (EU) No 1093/2010, and repealing Directive 2007/64/EC", "PSD2", "EU");
const GEO_BLOCKING = law("Regulation (EU) 2018/302 of the European Parliament and of the Council of 28 February 2018 on addressing unjustified geo-blocking and other forms of discrimination based on customers' nationality, place of residence or place of establishment within the internal market and amending Regulations (EC) No 2006/2004 and (EU) 2017/2394 and Directive 2009/22/EC", "Geo-blocking Regulation", "EU");
const ROAMING = law("Regulation (EU) 2022/612 of the European Parliament and of the Council of 6 April 2022 on roaming on public mobile communications networks within the Union (recast)", "Roaming Regulation", "EU");
const CONSUMER_RIGHTS_DIRECTIVE = law("Directive 2011/83/EU of the European Parliament and of the Council of 25 October 2011 on consumer rights, amending Council Directive 93/13/EEC and Directive 1999/44/EC of the European Parliament and of the Council and repealing Council Directive 85/577/EEC and Directive 97/7/EC of the European Parliament and of the Council", "Consumer Rights Directive", "EU");
const LATE_PAYMENT_DIRECTIVE = law("Directive 2011/7/EU of the European Parliament and of the Council of 16 February 2011 on combating late payment in commercial transactions (recast)", "Late Payment Directive", "EU");
const BRUSSELS_IA = law("Regulation (EU) No 1215/2012 of the European Parliament and of the Council of 12 December 2012 on jurisdiction and the recognition and enforcement of judgments in civil and commercial matters (recast)", "Brussels Ia Regulation", "EU");
const ROME_I = law("Regulation (EC) No 593/2008 of the European Parliament and of the Council of 17 June 2008 on the law applicable to contractual obligations (Rome I)", "Rome I Regulation", "EU");
const COMPANY_LAW_DIRECTIVE = law("Directive (EU) 2017/1132 of the European Parliament and of the Council of 14 June 2017 relating to certain aspects of company law (codification)", "Company Law Directive", "EU");
const SHAREHOLDER_RIGHTS = law("Directive 2007/36/EC of the European Parliament and of the Council of 11 July 2007 on the exercise of certain rights of shareholders in listed companies", "Shareholder Rights Directive", "EU");
const GDPR = law("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data, and repealing Directive 95/46/EC (General Data Protection Regulation)", "GDPR", "EU");
const RIGHT_TO_INFORMATION = law("Directive 2012/13/EU of the European Parliament and of the Council of 22 May 2012 on the right to information in criminal proceedings", "Right to Information Directive", "EU");
const ACCESS_TO_LAWYER = law("Directive 2013/48/EU of the European Parliament and of the Council of 22 October 2013 on the right of access to a lawyer in criminal proceedings and in European arrest warrant proceedings, and on the right to have a third party informed upon deprivation of liberty and to communicate with third persons and with consular authorities while deprived of liberty", "Access to a Lawyer Directive", "EU");
const INTERPRETATION_DIRECTIVE = law("Directive 2010/64/EU of the European Parliament and of the Council of 20 October 2010 on the right to interpretation and translation in criminal proceedings", "Interpretation and Translation Directive", "EU");
const PRESUMPTION_OF_INNOCENCE = law("Directive (EU) 2016/343 of the European Parliament and of the Council of 9 March 2016 on the strengthening of certain aspects of the presumption of innocence and of the right to be present at the trial in criminal proceedings", "Presumption of Innocence Directive", "EU");
const EAW = law("Council Framework Decision 2002/584/JHA of 13 June 2002 on the European arrest warrant and the surrender procedures between Member States", "European Arrest Warrant Framework Decision", "EU");
const BRUSSELS_IIB = law("Council Regulation (EU) 2019/1111 of 25 June 2019 on jurisdiction, the recognition and enforcement of decisions in matrimonial matters and the matters of parental responsibility, and on international child abduction (recast)", "Brussels IIb Regulation", "EU");
const ROME_III = law("Council Regulation (EU) No 1259/2010 of 20 December 2010 implementing enhanced cooperation in the area of the law applicable to divorce and legal separation", "Rome III Regulation", "EU");
const SUCCESSION_REGULATION = law("Regulation (EU) No 650/2012 of the European Parliament and of the Council of 4 July 2012 on jurisdiction, applicable law, recognition and enforcement of decisions and acceptance and enforcement of authentic instruments in matters of succession and on the creation of a European Certificate of Succession", "Succession Regulation", "EU");
const VAT_DIRECTIVE = law("Council Directive 2006/112/EC of 28 November 2006 on the common system of value added tax", "VAT Directive", "EU");
const PARENT_SUBSIDIARY = law("Council Directive 2011/96/EU of 30 November 2011 on the common system of taxation applicable in the case of parent companies and subsidiaries of different Member States (recast)", "Parent-Subsidiary Directive", "EU");
const ATAD = law("Council Directive (EU) 2016/1164 of 12 July 2016 laying down rules against tax avoidance practices that directly affect the functioning of the internal market", "Anti-Tax Avoidance Directive", "EU");

// ── Other jurisdictions ─────────────────────────────────────────────────────────────────────────────────────────
const CLT = law("Decreto-Lei nº 5.452, de 1º de maio de 1943 (Consolidação das Leis do Trabalho)", "CLT", "BR");
const BR_13TH = law("Lei nº 4.090, de 13 de julho de 1962", "Lei 4.090/1962", "BR");
const BR_FGTS = law("Lei nº 8.036, de 11 de maio de 1990", "Lei do FGTS", "BR");
const CDC = law("Lei nº 8.078, de 11 de setembro de 1990 (Código de Defesa do Consumidor)", "CDC", "BR");
const BR_TENANCY = law("Lei nº 8.245, de 18 de outubro de 1991 (Lei do Inquilinato)", "Lei do Inquilinato", "BR");
const BR_CIVIL_CODE = law("Lei nº 10.406, de 10 de janeiro de 2002 (Código Civil)", "Código Civil", "BR");
const JP_LSA = law("Labor Standards Act (Act No. 49 of 1947)", "Labor Standards Act (Japan)", "JP");
const JP_LCA = law("Labor Contract Act (Act No. 128 of 2007)", "Labor Contract Act (Japan)", "JP");
const JP_CIVIL_CODE = law("Civil Code (Act No. 89 of 1896)", "Civil Code (Japan)", "JP");
const JP_LEASES = law("Act on Land and Building Leases (Act No. 90 of 1991)", "Act on Land and Building Leases", "JP");
const JP_SCTA = law("Act on Specified Commercial Transactions (Act No. 57 of 1976)", "Act on Specified Commercial Transactions", "JP");
const JP_CONSUMER_CONTRACT = law("Consumer Contract Act (Act No. 61 of 2000)", "Consumer Contract Act (Japan)", "JP");
const KR_LSA = law("Labor Standards Act (Republic of Korea)", "Labor Standards Act (Korea)", "KR");
const KR_RETIREMENT = law("Employee Retirement Benefit Security Act", "Employee Retirement Benefit Security Act (Korea)", "KR");
const KR_HOUSING_LEASE = law("Housing Lease Protection Act", "Housing Lease Protection Act (Korea)", "KR");
const KR_ECOMMERCE = law("Act on the Consumer Protection in Electronic Commerce", "E-Commerce Consumer Protection Act (Korea)", "KR");
const KR_CIVIL_ACT = law("Civil Act (Republic of Korea)", "Civil Act (Korea)", "KR");
const CN_LABOR_CONTRACT = law("Labor Contract Law of the People's Republic of China", "Labor Contract Law", "CN");
const CN_LABOR = law("Labor Law of the People's Republic of China", "Labor Law (China)", "CN");
const CN_CIVIL_CODE = law("Civil Code of the People's Republic of China", "Civil Code (China)", "CN");
const CN_CONSUMER = law("Law of the People's Republic of China on the Protection of Consumer Rights and Interests", "Consumer Rights Protection Law (China)", "CN");
const CN_COMPANY = law("Company Law of the People's Republic of China", "Company Law (China)", "CN");
const AE_LABOUR = law("Federal Decree-Law No. 33 of 2021 on the Regulation of Labour Relations", "UAE Labour Law", "AE");
const AE_CORPORATE_TAX = law("Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses", "UAE Corporate Tax Law", "AE");
const NL_BW = law("Burgerlijk Wetboek (Dutch Civil Code)", "BW", "NL");
const ES_ET = law("Real Decreto Legislativo 2/2015, de 23 de octubre, por el que se aprueba el texto refundido de la Ley del Estatuto de los Trabajadores", "Estatuto de los Trabajadores", "ES");
const ES_LAU = law("Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos", "LAU", "ES");
const ES_TRLGDCU = law("Real Decreto Legislativo 1/2007, de 16 de noviembre, por el que se aprueba el texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios y otras leyes complementarias", "TRLGDCU", "ES");
const ES_LSC = law("Real Decreto Legislativo 1/2010, de 2 de julio, por el que se aprueba el texto refundido de la Ley de Sociedades de Capital", "Ley de Sociedades de Capital", "ES");
const ES_CC = law("Real Decreto de 24 de julio de 1889 por el que se publica el Código Civil", "Código Civil (Spain)", "ES");
const IT_CC = law("Codice civile", "c.c.", "IT");
const IT_STATUTO = law("Legge 20 maggio 1970, n. 300 (Statuto dei lavoratori)", "Statuto dei lavoratori", "IT");
const IT_CONSUMO = law("Decreto legislativo 6 settembre 2005, n. 206 (Codice del consumo)", "Codice del consumo", "IT");
const IT_LEASES = law("Legge 9 dicembre 1998, n. 431", "Legge 431/1998", "IT");
const IT_DIVORCE = law("Legge 1 dicembre 1970, n. 898", "Legge sul divorzio", "IT");
const SE_SEMESTERLAG = law("Semesterlag (1977:480)", "Semesterlagen", "SE");
const SE_LAS = law("Lag (1982:80) om anställningsskydd", "LAS", "SE");
const SE_ARBETSTIDSLAG = law("Arbetstidslag (1982:673)", "Arbetstidslagen", "SE");
const SE_FORALDRALEDIGHET = law("Föräldraledighetslag (1995:584)", "Föräldraledighetslagen", "SE");
const PL_KP = law("Ustawa z dnia 26 czerwca 1974 r. Kodeks pracy", "Kodeks pracy", "PL");
const PL_CONSUMER = law("Ustawa z dnia 30 maja 2014 r. o prawach konsumenta", "Ustawa o prawach konsumenta", "PL");
const PL_KSH = law("Ustawa z dnia 15 września 2000 r. Kodeks spółek handlowych", "KSH", "PL");
const PL_TENANTS = law("Ustawa z dnia 21 czerwca 2001 r. o ochronie praw lokatorów, mieszkaniowym zasobie gminy i o zmianie Kodeksu cywilnego", "Ustawa o ochronie praw lokatorów", "PL");
const PL_KRO = law("Ustawa z dnia 25 lutego 1964 r. Kodeks rodzinny i opiekuńczy", "Kodeks rodzinny i opiekuńczy", "PL");
const CH_OR = law("Federal Act on the Amendment of the Swiss Civil Code (Part Five: The Code of Obligations) of 30 March 1911", "Swiss Code of Obligations", "CH");
const CH_ZGB = law("Swiss Civil Code of 10 December 1907", "ZGB", "CH");
const CH_ARG = law("Bundesgesetz über die Arbeit in Industrie, Gewerbe und Handel (Arbeitsgesetz)", "ArG", "CH");
const MX_LFT = law("Ley Federal del Trabajo", "LFT", "MX");
const MX_LFPC = law("Ley Federal de Protección al Consumidor", "LFPC", "MX");
const NG_LABOUR = law("Labour Act (Cap. L1, Laws of the Federation of Nigeria 2004)", "Labour Act (Nigeria)", "NG");
const NG_CAMA = law("Companies and Allied Matters Act, 2020", "CAMA 2020", "NG");
const KE_EMPLOYMENT = law("Employment Act, 2007 (No. 11 of 2007)", "Employment Act (Kenya)", "KE");
const ZA_BCEA = law("Basic Conditions of Employment Act 75 of 1997", "BCEA", "ZA");
const ZA_LRA = law("Labour Relations Act 66 of 1995", "LRA", "ZA");
const ZA_RENTAL_HOUSING = law("Rental Housing Act 50 of 1999", "Rental Housing Act", "ZA");
const ZA_CONSTITUTION = law("Constitution of the Republic of South Africa, 1996", "Constitution (South Africa)", "ZA");
const ZA_PIE = law("Prevention of Illegal Eviction from and Unlawful Occupation of Land Act 19 of 1998", "PIE Act", "ZA");
const ZA_CPA = law("Consumer Protection Act 68 of 2008", "CPA (South Africa)", "ZA");
const ZA_COMPANIES = law("Companies Act 71 of 2008", "Companies Act (South Africa)", "ZA");
const ZA_CRIM_PRO = law("Criminal Procedure Act 51 of 1977", "CPA 1977", "ZA");
const ZA_CHILDRENS_ACT = law("Children's Act 38 of 2005", "Children's Act", "ZA");
const ZA_DIVORCE = law("Divorce Act 70 of 1979", "Divorce Act (South Africa)", "ZA");
const NZ_ERA = law("Employment Relations Act 2000", "ERA 2000 (NZ)", "NZ");
const NZ_HOLIDAYS = law("Holidays Act 2003", "Holidays Act", "NZ");
const NZ_RTA = law("Residential Tenancies Act 1986", "RTA 1986 (NZ)", "NZ");
const NZ_CGA = law("Consumer Guarantees Act 1993", "CGA", "NZ");
const NZ_COMPANIES = law("Companies Act 1993", "Companies Act 1993 (NZ)", "NZ");
const NZ_PRA = law("Property (Relationships) Act 1976", "PRA", "NZ");
const NZ_FPA = law("Family Proceedings Act 1980", "FPA 1980", "NZ");
const NZ_COCA = law("Care of Children Act 2004", "CoCA", "NZ");

export const everydayQuestions: EverydayQuestion[] = [
  // ── United States (federal) ──
  q("us-age-hiring", "US", "employment-hiring", "I'm 58 and the hiring manager told me they want someone younger and hungrier for the role. Is that allowed?", ADEA("623")),
  q("us-background-report", "US", "employment-hiring", "A company wants to pull a background report on me from a screening agency before hiring me. Do they need my written permission first?", FCRA("1681b")),
  q("us-tips-taken", "US", "employment-pay", "I wait tables and the manager takes a cut of the tips we collect every night. Is he allowed to keep part of our tips?", FLSA("203")),
  q("us-paid-less-than-man", "US", "employment-pay", "I found out the man doing exactly the same job as me at my company is paid more per hour. Is that legal?", FLSA("206"), TITLE_VII("2000e-2")),
  q("us-salaried-late-nights", "US", "employment-hours", "I'm on a fixed salary as an office manager. Does my company still owe me extra when I stay late every night?", FLSA("213", "207")),
  q("us-time-off-newborn", "US", "employment-leave", "My wife is due in the spring. Can I take time off to be with the baby without losing my job?", FMLA("2612")),
  q("us-job-back-after-caring", "US", "employment-leave", "I came back from three months off caring for my sick mother and my old job had been given to someone else. Do they have to give it back?", FMLA("2614")),
  q("us-guard-deployment", "US", "employment-leave", "I'm in the National Guard and got deployed for a year. Does my employer have to take me back when I return?", USERRA("4312")),
  q("us-plant-closing-no-warning", "US", "employment-dismissal", "Our factory is closing and three hundred of us were told on Friday that Monday is our last day. Shouldn't they have warned us much earlier?", WARN("2102")),
  q("us-fired-after-pregnancy-news", "US", "employment-discrimination", "I told my boss I was pregnant and a week later I was let go for restructuring. Can they do that?", TITLE_VII("2000e-2", "2000e")),
  q("us-payback-after-complaint", "US", "employment-discrimination", "After I complained to HR about my supervisor's sexual comments, I was moved to the night shift. Is that kind of payback illegal?", TITLE_VII("2000e-3")),
  q("us-interview-medical-questions", "US", "employment-hiring", "In a job interview they asked whether I have any medical conditions or take any medication. Are they allowed to ask that?", ADA("12112")),
  q("us-pregnant-needs-stool", "US", "employment-discrimination", "I'm pregnant and need to sit down during my shifts at the store. Does my employer have to let me?", PWFA("2000gg-1")),
  q("us-talking-about-pay", "US", "employment-dismissal", "Can my boss fire me for talking about how much we get paid with my coworkers?", NLRA("157", "158")),
  q("us-keep-health-insurance", "US", "employment-dismissal", "I just lost my job. Can I keep the health insurance I had through work?", ERISA("1161")),
  q("us-no-kids-apartment", "US", "housing", "A landlord told us the apartment isn't available to families with small children. Is that allowed?", FHA("3604")),
  q("us-support-dog-no-pets", "US", "housing", "My building bans pets, but my doctor says I need my emotional support dog. Do they have to make an exception?", FHA("3604")),
  q("us-collector-late-calls", "US", "consumer", "A collection agency keeps calling me late at night and phoning my workplace about an old debt. Can they do that?", FDCPA("1692c")),
  q("us-credit-report-unknown-card", "US", "consumer", "There's a credit card on my credit report that I never opened. How do I get it taken off?", FCRA("1681i")),
  q("us-stolen-credit-card", "US", "consumer", "Someone stole my credit card and ran up a thousand dollars of charges. How much of that do I have to pay?", TILA("1643")),
  q("us-debit-card-skimmed", "US", "consumer", "My debit card was skimmed at a gas pump and money was taken from my checking account. Do I get it back?", EFTA("1693g")),
  q("us-no-implied-warranty", "US", "consumer", "The dishwasher came with a one-year written warranty, but the fine print says there are no implied warranties at all. Can they say that?", MMWA("2308")),
  q("us-robocalls-cell", "US", "consumer", "I keep getting prerecorded sales calls on my cell phone that I never agreed to. Is that legal?", TCPA("227")),
  q("us-unsubscribe-ignored", "US", "consumer", "I clicked unsubscribe on a store's promotional emails weeks ago and they still keep coming. Aren't they required to stop?", CAN_SPAM("7704")),
  q("us-typed-name-signature", "US", "contract", "Is a contract I agreed to by typing my name into an online form as valid as one signed with a pen?", ESIGN("7001")),
  q("us-private-arbitration-clause", "US", "contract", "My phone contract says any dispute goes to private arbitration instead of court. Is that binding on me?", FAA("2")),
  q("us-director-quick-resale", "US", "company", "I'm a director of a listed company. If I buy its shares and sell them again four months later at a profit, is there a problem?", EXCHANGE_ACT("78p")),
  q("us-loan-to-ceo", "US", "company", "Can our publicly traded company lend money to our CEO so she can buy a house?", SOX("402")),
  q("us-copy-medical-records", "US", "data-protection", "My doctor's office won't give me a copy of my own medical records. Do I have a right to them?", HIPAA_PRIVACY("164.524")),
  q("us-streaming-history-shared", "US", "data-protection", "Can a video streaming service share the list of movies I've watched with advertisers?", VPPA("2710")),
  q("us-school-file-to-reporter", "US", "data-protection", "Can my daughter's public school hand her grades and disciplinary file to a reporter?", FERPA("1232g")),
  q("us-no-trial-date", "US", "criminal-procedure", "My brother was charged with a federal crime months ago and there's still no trial date. Is there a time limit?", SPEEDY_TRIAL("3161")),
  q("us-locked-up-until-trial", "US", "criminal-procedure", "After a federal arrest, how does the judge decide whether someone stays locked up until the trial?", BAIL_REFORM("3142")),
  q("us-cannot-afford-lawyer", "US", "criminal-procedure", "I can't afford a lawyer for my federal criminal case. Will the court give me one?", CJA("3006A"), US_CONST("Amendment VI")),
  q("us-car-search-traffic-stop", "US", "criminal-procedure", "Can police search my car without a warrant just because they pulled me over for speeding?", US_CONST("Amendment IV")),
  q("us-home-sale-profit", "US", "tax", "We're selling the house we've lived in for ten years at a big profit. Do we owe tax on the gain?", IRC("121")),
  q("us-parents-gift-house", "US", "tax", "My parents gave me thirty thousand dollars toward a house. Do I have to report it as income?", IRC("102")),
  q("us-spare-bedroom-business", "US", "tax", "I run my own business from a spare bedroom. Can I deduct part of my rent?", IRC("280A")),
  q("us-two-young-kids-tax", "US", "tax", "Do we get any tax break for having two young kids?", IRC("24")),
  q("us-child-support-tax-refund", "US", "family", "My ex owes years of child support. Can the government take it out of his tax refund?", SSA("664")),

  // ── California ──
  q("ca-current-pay-question", "US-CA", "employment-hiring", "A recruiter in San Diego asked what I earn at my current job. Do I have to answer?", CA_LAB("432.3")),
  q("ca-pay-range-in-ad", "US-CA", "employment-hiring", "Does a company hiring in California have to put the pay range in the job posting?", CA_LAB("432.3")),
  q("ca-conviction-before-offer", "US-CA", "employment-hiring", "Can an employer in Los Angeles ask about my old conviction before making me a job offer?", CA_GOV("12952")),
  q("ca-last-paycheck-fired", "US-CA", "employment-pay", "I was fired in California this morning. When do I have to get my last paycheck?", CA_LAB("201")),
  q("ca-last-paycheck-quit", "US-CA", "employment-pay", "I'm quitting my job in Oakland without giving notice. When do they have to pay me what I'm owed?", CA_LAB("202")),
  q("ca-long-day-short-week", "US-CA", "employment-hours", "I worked ten hours on Monday but only thirty hours that whole week. Do I get overtime in California?", CA_LAB("510")),
  q("ca-no-lunch-break", "US-CA", "employment-hours", "My manager in Fresno makes us work six-hour shifts with no lunch break. Is that allowed?", CA_LAB("512", "226.7")),
  q("ca-paid-sick-days", "US-CA", "employment-leave", "Does my employer in California have to give me any paid sick days?", CA_LAB("246")),
  q("ca-bonding-small-employer", "US-CA", "employment-leave", "I work for a company with eight employees in California. Can I take time off to bond with my newborn?", CA_GOV("12945.2")),
  q("ca-pregnancy-cant-work", "US-CA", "employment-leave", "I'm pregnant and my doctor says I can't work for a few months. Does my California employer have to hold my job?", CA_GOV("12945")),
  q("ca-two-year-noncompete", "US-CA", "employment-dismissal", "I signed an agreement not to work for a competitor for two years after leaving my job in San Jose. Can they enforce it?", CA_BPC("16600")),
  q("ca-let-go-no-reason", "US-CA", "employment-dismissal", "Can my California employer let me go without giving any reason at all?", CA_LAB("2922")),
  q("ca-passed-over-hijab", "US-CA", "employment-discrimination", "I was passed over for promotion in California and I think it's because I wear a hijab. Is that against the law?", CA_GOV("12940")),
  q("ca-coworker-similar-work-more", "US-CA", "employment-discrimination", "In California I learned a male coworker doing substantially similar work earns more than me. Is that illegal?", CA_LAB("1197.5")),
  q("ca-deposit-six-weeks", "US-CA", "housing", "I moved out of my apartment in Los Angeles six weeks ago and the landlord still hasn't returned my deposit. How long do they have?", CA_CIV("1950.5")),
  q("ca-rent-hike-fifteen", "US-CA", "housing", "My landlord in Sacramento wants to raise the rent by fifteen percent. Is there a limit?", CA_CIV("1947.12")),
  q("ca-out-after-four-years", "US-CA", "housing", "My landlord wants me out after four years even though I always paid on time. Does he need a reason in California?", CA_CIV("1946.2")),
  q("ca-landlord-walks-in", "US-CA", "housing", "Can my landlord in California come into my apartment without telling me first?", CA_CIV("1954")),
  q("ca-fix-heater-myself", "US-CA", "housing", "My heater has been broken for a month and the landlord won't fix it. Can I fix it myself and take the cost out of the rent?", CA_CIV("1942")),
  q("ca-gym-cant-cancel", "US-CA", "consumer", "A gym in California keeps charging me every month and makes it impossible to cancel online. Isn't there a rule against that?", CA_BPC("17602")),
  q("ca-car-repeated-repairs", "US-CA", "consumer", "My new car has been in the shop four times for the same transmission problem. Can I make the manufacturer take it back?", CA_CIV("1793.2")),
  q("ca-teen-signed-course", "US-CA", "contract", "My sixteen-year-old signed up for an expensive online course in California. Can he back out of it?", CA_FAM("6710")),
  q("ca-dividend-thin-earnings", "US-CA", "company", "Can our California corporation pay a dividend when it has barely any retained earnings?", CA_CORP("500")),
  q("ca-director-care", "US-CA", "company", "How careful does a director of a California corporation have to be when making decisions?", CA_CORP("309")),
  q("ca-what-info-collected", "US-CA", "data-protection", "Can I ask a company in California which kinds of information it has collected about me and where it got them?", CCPA("1798.110")),
  q("ca-fix-wrong-info", "US-CA", "data-protection", "A company in California has wrong information about me in its files. Can I make them fix it?", CCPA("1798.106")),
  q("ca-store-hacked-tell-me", "US-CA", "data-protection", "A store in California was hacked and my card details were taken. Did they have to tell me?", CA_CIV("1798.82")),
  q("ca-arrested-friday-judge", "US-CA", "criminal-procedure", "My son was arrested in California on Friday night. How soon must he be taken before a judge?", CA_PEN("825")),
  q("ca-phone-calls-after-arrest", "US-CA", "criminal-procedure", "After being arrested in California, do I get to make phone calls?", CA_PEN("851.5")),
  q("ca-split-down-middle", "US-CA", "family", "We're divorcing in California. Does everything we earned during the marriage get split down the middle?", CA_FAM("2550")),
  q("ca-just-moved-divorce", "US-CA", "family", "I just moved to California. How long do I have to live here before I can file for divorce?", CA_FAM("2320")),
  q("ca-divorce-final-soonest", "US-CA", "family", "Once we file for divorce in California, how soon can it actually become final?", CA_FAM("2339")),
  q("ca-out-of-state-furniture", "US-CA", "tax", "I bought furniture online from an out-of-state seller that didn't charge sales tax. Do I owe California anything?", CA_RTC("6201")),

  // ── New York ──
  q("ny-salary-range-ads", "US-NY", "employment-hiring", "Do job ads for positions in New York have to show a salary range?", NY_LAB("194-b")),
  q("ny-last-job-pay-question", "US-NY", "employment-hiring", "Can a New York employer ask how much I made at my last job?", NY_LAB("194-a")),
  q("ny-old-conviction-hiring", "US-NY", "employment-hiring", "Can a company in Buffalo refuse to hire me because of a conviction from ten years ago?", NY_CORRECTION("752"), NY_EXEC("296")),
  q("ny-warehouse-biweekly-pay", "US-NY", "employment-pay", "I work in a warehouse in Queens and they pay us every two weeks. Aren't manual workers supposed to be paid every week?", NY_LAB("191")),
  q("ny-laptop-from-paycheck", "US-NY", "employment-pay", "My employer in New York took the cost of a broken laptop out of my paycheck. Can they do that?", NY_LAB("193")),
  q("ny-pay-rate-in-writing", "US-NY", "employment-pay", "Does my New York employer have to give me something in writing about my pay rate and payday when I start?", NY_LAB("195")),
  q("ny-seven-days-a-week", "US-NY", "employment-hours", "I work at a factory in New York seven days a week. Am I entitled to a day off?", NY_LAB("161")),
  q("ny-lunch-on-long-shift", "US-NY", "employment-hours", "How long a lunch break must a New York employer give on a long shift?", NY_LAB("162")),
  q("ny-small-business-sick-days", "US-NY", "employment-leave", "I work at a small business in New York. Do I get any paid sick days?", NY_LAB("196-b")),
  q("ny-time-off-to-vote", "US-NY", "employment-leave", "Can I get time off work to vote in New York without losing pay?", NY_ELECTION("3-110")),
  q("ny-jury-service-fired", "US-NY", "employment-leave", "Can my New York employer fire me for serving on a jury?", NY_JUDICIARY("519")),
  q("ny-plant-closing-notice", "US-NY", "employment-dismissal", "Our company in Rochester is closing a plant. How much advance notice do the workers have to get?", NY_LAB("860-b")),
  q("ny-reported-dumping", "US-NY", "employment-dismissal", "I reported my employer in New York for dumping chemicals in the river and they demoted me. Am I protected?", NY_LAB("740")),
  q("ny-age-comments-passed-over", "US-NY", "employment-discrimination", "My New York boss keeps making comments about my age and passed me over for a promotion. Is that illegal?", NY_EXEC("296")),
  q("ny-two-months-deposit", "US-NY", "housing", "My landlord in Brooklyn is asking for two months' rent as a deposit. Is that allowed?", NY_GOL("7-108")),
  q("ny-no-heat-bronx", "US-NY", "housing", "There's been no heat in my Bronx apartment for weeks. Can I hold back rent?", NY_RPL("235-b")),
  q("ny-partner-move-in", "US-NY", "housing", "My lease in Manhattan is only in my name. Can the landlord stop my partner from moving in with me?", NY_RPL("235-f")),
  q("ny-sublet-year-away", "US-NY", "housing", "Can I sublet my New York apartment while I'm away for a year?", NY_RPL("226-b")),
  q("ny-huge-late-fee", "US-NY", "housing", "My landlord in New York charges a one hundred fifty dollar late fee if rent is a day late. Is that legal?", NY_RPL("238-a")),
  q("ny-fake-sale-price", "US-NY", "consumer", "A store in New York advertised a sale price that was actually the normal price. Can I do anything?", NY_GBL("349")),
  q("ny-no-refund-sign", "US-NY", "consumer", "A shop in Albany refused to refund an item and there was no refund policy posted anywhere. What are my rights?", NY_GBL("218-a")),
  q("ny-verbal-two-year-deal", "US-NY", "contract", "I made a verbal deal in New York to work for someone for two years. Is it enforceable without anything in writing?", NY_GOL("5-701")),
  q("ny-dividend-while-insolvent", "US-NY", "company", "Can a New York corporation pay dividends when it can't pay its bills?", NY_BCL("510")),
  q("ny-unpaid-wages-shareholders", "US-NY", "company", "The small New York company I worked for went bust and never paid my last wages. Can I go after its biggest shareholders?", NY_BCL("630")),
  q("ny-llc-newspaper-notice", "US-NY", "company", "I formed an LLC in New York. Do I really have to publish a notice about it in newspapers?", NY_LLC("206")),
  q("ny-work-email-monitoring", "US-NY", "data-protection", "Does my employer in New York have to tell me that it monitors my work email and internet use?", NY_CIVIL_RIGHTS("52-c")),
  q("ny-keep-data-safe", "US-NY", "data-protection", "What does a business holding New Yorkers' personal information have to do to keep it safe?", NY_GBL("899-bb"), NY_SHIELD("899-bb")),
  q("ny-shop-lost-my-info", "US-NY", "data-protection", "A company I shop with lost my information in a hack. Did they have to notify me in New York?", NY_GBL("899-aa"), NY_SHIELD("899-aa")),
  q("ny-bail-misdemeanor", "US-NY", "criminal-procedure", "Can a judge in New York set bail for a minor misdemeanor charge?", NY_CPL("510.10")),
  q("ny-prosecutor-not-ready", "US-NY", "criminal-procedure", "The prosecutor in my New York case keeps saying they're not ready. Is there a deadline for them?", NY_CPL("30.30")),
  q("ny-divorce-no-fault", "US-NY", "family", "Can I get a divorce in New York even if my spouse doesn't agree and nobody did anything wrong?", NY_DRL("170")),
  q("ny-child-support-amount", "US-NY", "family", "How is the amount of child support worked out in New York?", NY_DRL("240")),
  q("ny-divide-property", "US-NY", "family", "In a New York divorce, how is the property we own divided?", NY_DRL("236")),
  q("ny-nj-apartment-resident", "US-NY", "tax", "I live in New Jersey but keep an apartment in Manhattan and spend most of the year there. Could New York tax me as a resident?", NY_TAX("605")),

  // ── Texas ──
  q("tx-national-origin-hiring", "US-TX", "employment-hiring", "Can an employer in Texas refuse to hire me because of where I was born?", TX_LAB("21.051")),
  q("tx-written-up-after-complaint", "US-TX", "employment-discrimination", "I filed a discrimination complaint against my Texas employer and now I'm being written up constantly. Is that retaliation?", TX_LAB("21.055")),
  q("tx-how-often-paid", "US-TX", "employment-pay", "How often must a Texas employer pay its hourly workers?", TX_LAB("61.011")),
  q("tx-fired-final-check", "US-TX", "employment-pay", "I was fired in Dallas. When do they have to give me my final paycheck?", TX_LAB("61.014")),
  q("tx-uniform-deduction", "US-TX", "employment-pay", "Can my employer in Texas take money out of my paycheck for uniforms without my written OK?", TX_LAB("61.018")),
  q("tx-lowest-wage", "US-TX", "employment-pay", "What's the lowest hourly wage an employer in Texas may pay?", TX_LAB("62.051"), FLSA("206")),
  q("tx-fired-after-injury-claim", "US-TX", "employment-dismissal", "I got hurt on the job in Texas, filed a workers' comp claim, and was fired a week later. Is that legal?", TX_LAB("451.001")),
  q("tx-jury-duty-fired", "US-TX", "employment-leave", "Can my Texas employer fire me for going to jury duty?", TX_CPRC("122.001")),
  q("tx-leave-to-vote", "US-TX", "employment-leave", "Does my employer in Texas have to let me leave work to go vote?", TX_ELECTION("276.004")),
  q("tx-noncompete-valid", "US-TX", "employment-dismissal", "I signed a non-compete with my employer in Houston. Will a Texas court enforce it?", TX_BCC("15.50")),
  q("tx-deposit-not-returned", "US-TX", "housing", "I moved out of my apartment in Austin six weeks ago and the landlord hasn't returned my deposit. How long does he have?", TX_PROP("92.103")),
  q("tx-ac-broken-july", "US-TX", "housing", "My air conditioning broke in July and the landlord in San Antonio ignores my repair requests. What can I do?", TX_PROP("92.052", "92.0561")),
  q("tx-locks-changed-late-rent", "US-TX", "housing", "My landlord changed the locks because I'm behind on rent. Is that allowed in Texas?", TX_PROP("92.0081")),
  q("tx-huge-late-fee", "US-TX", "housing", "My Texas lease has a huge late fee for paying rent a couple of days late. Is there any limit?", TX_PROP("92.019")),
  q("tx-dealer-hid-accident", "US-TX", "consumer", "A car dealer in Texas told me the car had never been in an accident, and it had. What can I do?", TX_BCC("17.46", "17.50")),
  q("tx-land-deal-phone", "US-TX", "contract", "I agreed on the phone to buy a piece of land in Texas. Is that deal binding without a written contract?", TX_BCC("26.01")),
  q("tx-payout-leaves-broke", "US-TX", "company", "Can a Texas corporation pay its shareholders if that would leave it unable to pay its debts?", TX_BOC("21.303")),
  q("tx-look-at-books", "US-TX", "company", "As a shareholder in a Texas corporation, can I look at its books and records?", TX_BOC("21.218")),
  q("tx-delete-my-data", "US-TX", "data-protection", "Can I make a company that does business in Texas delete the personal information it has on me?", TX_BCC("541.051")),
  q("tx-hacked-tell-me", "US-TX", "data-protection", "A Texas business was hacked and my information was taken. Do they have to tell me?", TX_BCC("521.053")),
  q("tx-arrest-magistrate-warnings", "US-TX", "criminal-procedure", "After an arrest in Texas, when is the person brought before a magistrate and told their rights?", TX_CCP("15.17")),
  q("tx-bail-amount", "US-TX", "criminal-procedure", "How does a Texas judge decide how much bail to set?", TX_CCP("17.15")),
  q("tx-divorce-minimum-wait", "US-TX", "family", "What is the shortest time a Texas divorce can take after filing?", TX_FAM("6.702")),
  q("tx-new-resident-divorce", "US-TX", "family", "I moved to Texas recently. When can I file for divorce here?", TX_FAM("6.301")),
  q("tx-split-property", "US-TX", "family", "How does a Texas court split our property in a divorce?", TX_FAM("7.001")),
  q("tx-child-support-share", "US-TX", "family", "How much child support does a parent in Texas usually have to pay?", TX_FAM("154.125")),
  q("tx-lower-home-taxes", "US-TX", "tax", "Can I lower the property taxes on the house I live in here in Texas?", TX_TAX("11.13")),
  q("tx-house-valued-too-high", "US-TX", "tax", "The county valued my house way too high this year. How do I challenge it in Texas?", TX_TAX("41.41")),

  // ── Delaware ──
  q("de-dividend-no-profit", "US-DE", "company", "Can our Delaware corporation pay dividends even though it made no profit this year?", DGCL("170")),
  q("de-directors-bad-dividend", "US-DE", "company", "Can the directors personally be on the hook if a Delaware company pays out a dividend it shouldn't have?", DGCL("174")),
  q("de-who-runs-company", "US-DE", "company", "Who actually runs a Delaware corporation, the shareholders or the board?", DGCL("141")),
  q("de-approve-without-meeting", "US-DE", "company", "Can shareholders of a Delaware company approve something without holding a meeting?", DGCL("228")),
  q("de-no-meeting-for-years", "US-DE", "company", "Our Delaware company hasn't held a shareholder meeting in years. Can a shareholder force one?", DGCL("211")),
  q("de-pay-director-legal-bills", "US-DE", "company", "Can our Delaware company pay a director's legal bills when she gets sued over a board decision?", DGCL("145")),
  q("de-merger-price-too-low", "US-DE", "company", "I don't agree with the price paid for my shares in the merger of my Delaware company. Can I ask a court to value them?", DGCL("262")),
  q("de-director-own-firm-contract", "US-DE", "company", "A director of our Delaware company wants the company to sign a contract with his own firm. Is that allowed?", DGCL("144")),
  q("de-sell-whole-business", "US-DE", "company", "Does the board of a Delaware corporation need the shareholders' approval to sell basically the whole business?", DGCL("271")),
  q("de-llc-payout-debts", "US-DE", "company", "Can a Delaware LLC pay money out to its members if that would leave it unable to pay its debts?", DE_LLC("18-607")),
  q("de-llc-member-info", "US-DE", "company", "As a member of a Delaware LLC, can I get information about the company's finances?", DE_LLC("18-305")),
  q("de-yearly-state-tax", "US-DE", "tax", "How much does a Delaware corporation have to pay the state every year just to exist?", DE_FRANCHISE_TAX("503")),
  q("de-quit-last-paycheck", "US-DE", "employment-pay", "I quit my job in Wilmington. When do I get my last paycheck?", DE_WAGE_PAYMENT("1103")),
  q("de-minimum-hourly", "US-DE", "employment-pay", "What's the least an employer in Delaware can pay per hour?", DE_MIN_WAGE("902")),
  q("de-fired-for-being-gay", "US-DE", "employment-discrimination", "Can an employer in Delaware fire someone for being gay?", DE_DDEA("711"), TITLE_VII("2000e-2")),
  q("de-guitars-phone-deal", "US-DE", "contract", "I agreed by phone to sell my guitar collection for three thousand dollars to a buyer in Delaware. Is the deal binding with nothing in writing?", DE_UCC("2-201")),
  q("de-three-months-deposit", "US-DE", "housing", "My landlord in Dover wants three months' rent as a security deposit on a one-year lease. Is that legal?", DE_LANDLORD_TENANT("5514")),
  q("de-roofer-lied", "US-DE", "consumer", "A roofing contractor in Delaware lied about storm damage to get me to sign up for a new roof. Is that illegal?", DE_CONSUMER_FRAUD("2513")),
  q("de-delete-my-data", "US-DE", "data-protection", "Can I ask a company to delete my personal data under Delaware law?", DE_DPDPA("12D-104")),
  q("de-held-without-arrest", "US-DE", "criminal-procedure", "Can Delaware police hold me for questioning without arresting me, and for how long?", DE_ARREST("1902")),
  q("de-split-house-savings", "US-DE", "family", "How will a Delaware family court split our house and savings in a divorce?", DE_DIVORCE("1513")),

  // ── Illinois ──
  q("il-ever-arrested-question", "US-IL", "employment-hiring", "Can an employer in Illinois ask on an application whether I've ever been arrested?", IL_IHRA("5/2-103")),
  q("il-fired-prayer-fridays", "US-IL", "employment-discrimination", "I was fired in Chicago after asking for Friday afternoons off for prayer. Is that discrimination?", IL_IHRA("5/2-102")),
  q("il-pay-history-question", "US-IL", "employment-hiring", "Can an employer in Chicago ask me about my pay history?", IL_EQUAL_PAY("112/10")),
  q("il-facebook-password", "US-IL", "employment-hiring", "A potential employer in Illinois asked for my Facebook password. Is that legal?", IL_WORKPLACE_PRIVACY("55/10")),
  q("il-ai-video-interview", "US-IL", "employment-hiring", "An Illinois company wants me to record a video interview that software will analyse. Do they have to tell me?", IL_AI_INTERVIEW("42/5")),
  q("il-final-wages-when", "US-IL", "employment-pay", "When must an Illinois employer pay my final wages after I leave?", IL_WPCA("115/5")),
  q("il-register-shortage", "US-IL", "employment-pay", "My employer in Illinois took money out of my check to cover a cash register shortage. Can they?", IL_WPCA("115/9")),
  q("il-overtime-after-forty", "US-IL", "employment-hours", "Does Illinois law require extra pay when I work more than forty hours in a week?", IL_MIN_WAGE("105/4a")),
  q("il-any-paid-time-off", "US-IL", "employment-leave", "Does every worker in Illinois get at least some paid time off?", IL_PLAWA("192/15")),
  q("il-court-abuse-time-off", "US-IL", "employment-leave", "I need time off work in Illinois to go to court about domestic abuse. Am I protected?", IL_VESSA("180/20")),
  q("il-mass-layoff-notice", "US-IL", "employment-dismissal", "How much notice do Illinois workers get before a mass layoff?", IL_WARN("65/10")),
  q("il-noncompete-low-pay", "US-IL", "employment-dismissal", "I make forty thousand dollars a year in Illinois. Can my employer make me sign a non-compete?", IL_FREEDOM_TO_WORK("90/10")),
  q("il-deposit-kept", "US-IL", "housing", "My Illinois landlord kept my whole deposit without any explanation. What are the rules?", IL_DEPOSIT("1")),
  q("il-pay-or-leave-notice", "US-IL", "housing", "My landlord in Illinois gave me a notice saying pay the rent within five days or leave. Is that how it works?", IL_CIV_PRO("5/9-209")),
  q("il-flood-damaged-car", "US-IL", "consumer", "An Illinois seller hid that the car I bought had flood damage. What law protects me?", IL_CONSUMER_FRAUD("505/2")),
  q("il-deal-over-a-year", "US-IL", "contract", "Does an agreement in Illinois that can't be finished within a year have to be in writing?", IL_FRAUDS("80/1")),
  q("il-when-no-dividend", "US-IL", "company", "When is an Illinois corporation not allowed to pay dividends?", IL_BCA("5/9.10")),
  q("il-see-company-books", "US-IL", "company", "Can I see the books of the Illinois corporation I own shares in?", IL_BCA("5/7.75")),
  q("il-fingerprints-damages", "US-IL", "data-protection", "If a company took my fingerprints in Illinois without asking, how much money can I recover?", BIPA("14/20")),
  q("il-stolen-info-notice", "US-IL", "data-protection", "Does a company have to tell Illinois residents when their personal information is stolen?", IL_PIPA("530/10")),
  q("il-call-family-lawyer", "US-IL", "criminal-procedure", "After an arrest in Illinois, can I call my family and a lawyer?", IL_CRIM_PRO("5/103-3")),
  q("il-record-murder-interrogation", "US-IL", "criminal-procedure", "Do police in Illinois have to record their questioning of someone suspected of murder?", IL_CRIM_PRO("5/103-2.1")),
  q("il-divorce-what-to-prove", "US-IL", "family", "What do I have to prove to get divorced in Illinois?", IL_IMDMA("5/401")),
  q("il-assets-divided", "US-IL", "family", "How are our assets divided in an Illinois divorce?", IL_IMDMA("5/503")),
  q("il-state-income-tax-rate", "US-IL", "tax", "What rate of state income tax do I pay in Illinois?", IL_IITA("5/201")),

  // ── United Kingdom ──
  q("gb-check-allowed-to-work", "GB", "employment-hiring", "We're taking on a warehouse worker next week. Do we have to check they're allowed to work in the UK?", IANA_2006("15")),
  q("gb-nothing-in-writing", "GB", "employment-hiring", "I started a new job two weeks ago and still have nothing in writing about my hours and pay. Am I entitled to that?", ERA_1996("1")),
  q("gb-interview-sickness-record", "GB", "employment-hiring", "In a job interview they asked about my sickness record and whether I have any disabilities. Can they ask that before offering me the job?", EQA_2010("60")),
  q("gb-young-energetic-team", "GB", "employment-discrimination", "The manager said they were looking for a young, energetic team and turned me down at fifty-five. Is that allowed?", EQA_2010("39", "13")),
  q("gb-paid-below-minimum", "GB", "employment-pay", "I'm twenty-two and my boss pays me well below the minimum wage. What can I do?", NMWA_1998("1")),
  q("gb-till-shortage-wages", "GB", "employment-pay", "My employer took money from my wages for a till shortage without asking me. Is that allowed?", ERA_1996("13")),
  q("gb-no-payslips", "GB", "employment-pay", "My employer never gives me payslips. Do they have to?", ERA_1996("8")),
  q("gb-man-same-job-more", "GB", "employment-pay", "I found out a man doing the same job as me earns a lot more. What can I do?", EQA_2010("66")),
  q("gb-off-sick-two-weeks", "GB", "employment-pay", "I was off sick for two weeks. Does my employer have to pay me anything?", SSCBA_1992("151")),
  q("gb-sixty-hour-weeks", "GB", "employment-hours", "My employer has me working sixty hours a week. Is there a limit?", WTR_1998("4")),
  q("gb-paid-holiday-amount", "GB", "employment-leave", "How much paid holiday am I entitled to in a year in England?", WTR_1998("13", "13A")),
  q("gb-no-break-shift", "GB", "employment-hours", "I work eight-hour shifts with no break at all. Is that allowed?", WTR_1998("12")),
  q("gb-time-off-baby-born", "GB", "employment-leave", "How long can I take off work when my baby is born?", ERA_1996("71")),
  q("gb-new-father-time-off", "GB", "employment-leave", "How much time off can a new father take when the baby arrives?", ERA_1996("80A")),
  q("gb-ask-work-from-home", "GB", "employment-hours", "Can I ask my employer to let me work from home three days a week?", ERA_1996("80F")),
  q("gb-nursery-closed-suddenly", "GB", "employment-leave", "My child's nursery closed suddenly this morning. Can I take time off work to sort it out?", ERA_1996("57A")),
  q("gb-let-go-no-reasons", "GB", "employment-dismissal", "I was let go and they won't tell me why. Can I demand the reasons in writing?", ERA_1996("92")),
  q("gb-fired-after-pregnancy", "GB", "employment-dismissal", "I was fired a week after telling my boss I'm pregnant. Is that automatically unfair?", ERA_1996("99"), EQA_2010("18")),
  q("gb-pay-cut-forced-resign", "GB", "employment-dismissal", "My employer cut my pay without agreement and I feel forced to resign. Can I still claim I was pushed out?", ERA_1996("95")),
  q("gb-religion-jokes", "GB", "employment-discrimination", "My manager keeps making jokes about my religion in front of the team. Is that unlawful?", EQA_2010("26")),
  q("gb-dyslexia-changes", "GB", "employment-discrimination", "I'm dyslexic. Does my employer have to make changes to help me do my job?", EQA_2010("20")),
  q("gb-deposit-not-protected", "GB", "housing", "My landlord never put my deposit in a protection scheme. What happens now?", HA_2004("213", "214")),
  q("gb-boiler-broken", "GB", "housing", "The boiler in my rented flat has been broken for weeks. Whose job is it to fix it?", LTA_1985("11")),
  q("gb-mould-kids-ill", "GB", "housing", "My rented house is full of mould and damp and it's making my kids ill. Can I make the landlord act?", LTA_1985("9A")),
  q("gb-locks-changed-things-outside", "GB", "housing", "My landlord changed the locks while I was at work and put my things outside. Is that legal?", PEA_1977("1")),
  q("gb-admin-fee-move-in", "GB", "housing", "The letting agent wants three hundred pounds for admin before I can move in. Can they charge that?", TFA_2019("1")),
  q("gb-jacket-changed-mind", "GB", "consumer", "I bought a jacket online and changed my mind. Can I send it back even though nothing is wrong with it?", CCR_2013("29", "30")),
  q("gb-sofa-shop-bust", "GB", "consumer", "I paid for a sofa on my credit card and the shop went bust before delivering it. Can I get my money from the card company?", CCA_1974("75")),
  q("gb-builder-terrible-kitchen", "GB", "consumer", "A builder did a terrible job on my kitchen. What can I demand?", CRA_2015("49", "54")),
  q("gb-downloaded-game-crashes", "GB", "consumer", "A game I downloaded keeps crashing and won't work properly. Do I have any rights?", CRA_2015("34")),
  q("gb-order-never-arrived", "GB", "consumer", "My order still hasn't arrived weeks after I paid. What are my rights?", CRA_2015("28")),
  q("gb-no-responsibility-injuries", "GB", "contract", "A sign at a leisure centre says they accept no responsibility for any injuries. Can a business really refuse liability for hurting me through carelessness?", CRA_2015("65"), UCTA_1977("2")),
  q("gb-handshake-house-sale", "GB", "contract", "Is a handshake agreement to sell my house binding?", LPMPA_1989("2")),
  q("gb-old-unpaid-invoice", "GB", "contract", "A client owes me money for a job I did seven years ago. Can I still sue them?", LIMITATION_1980("5")),
  q("gb-dividend-after-loss", "GB", "company", "Our small company wants to pay its shareholders a dividend but made a loss last year and has no reserves. Can we?", CA_2006("830")),
  q("gb-director-owns-supplier", "GB", "company", "One of our directors owns a firm that wants to supply us. What does the law expect of him?", CA_2006("175", "177")),
  q("gb-get-rid-of-director", "GB", "company", "Can the shareholders get rid of a director they no longer trust?", CA_2006("168")),
  q("gb-minority-frozen-out", "GB", "company", "As a minority shareholder I'm being frozen out of the business. What can I do?", CA_2006("994")),
  q("gb-lend-to-director", "GB", "company", "Can our company lend fifty thousand pounds to one of its directors?", CA_2006("197")),
  q("gb-force-directors-meeting", "GB", "company", "Can a group of shareholders force the directors to call a meeting?", CA_2006("303")),
  q("gb-unwanted-promo-emails", "GB", "data-protection", "Can a UK company send me promotional emails when I never signed up for them?", PECR("22")),
  q("gb-stop-using-for-marketing", "GB", "data-protection", "I want a UK company to stop using my details for marketing. Do they have to?", UK_GDPR("21")),
  q("gb-everything-ex-employer-holds", "GB", "data-protection", "How do I get a copy of all the information my former employer holds about me?", UK_GDPR("15")),
  q("gb-solicitor-before-questions", "GB", "criminal-procedure", "I've been arrested. Can I speak to a solicitor before the police question me?", PACE("58")),
  q("gb-held-without-charge", "GB", "criminal-procedure", "How long can the police keep someone at the station without charging them?", PACE("41")),
  q("gb-searched-in-street", "GB", "criminal-procedure", "Can the police stop and search me in the street for no reason?", PACE("1")),
  q("gb-charged-bail", "GB", "criminal-procedure", "Will someone charged with a crime in England usually get bail?", BAIL_ACT_1976("4")),
  q("gb-divorce-without-blame", "GB", "family", "Do I have to blame my husband for anything to get a divorce in England?", MCA_1973("1")),
  q("gb-who-gets-money-divorce", "GB", "family", "How do the courts decide who gets what money after a divorce?", MCA_1973("25")),
  q("gb-ex-wont-let-see-kids", "GB", "family", "My ex won't let me see our children. Can a court order that I get to see them?", CHILDREN_ACT_1989("8")),
  q("gb-unmarried-father-say", "GB", "family", "I'm not married to my child's mother and I'm not on the birth certificate. Do I have any say in how my child is raised?", CHILDREN_ACT_1989("4")),
  q("gb-earn-before-tax", "GB", "tax", "How much can I earn in a year before I have to pay income tax?", ITA_2007("35")),
  q("gb-crafts-side-income", "GB", "tax", "I sell a few crafts online on the side and make a few hundred pounds a year. Do I need to pay tax on it?", ITTOIA_2005("783A")),
  q("gb-sell-flat-lived-in", "GB", "tax", "Do I pay tax on the profit when I sell the flat I've lived in for years?", TCGA_1992("222")),
  q("gb-wife-transfer-allowance", "GB", "tax", "My wife doesn't work. Can she pass part of her tax-free amount to me?", ITA_2007("55B")),

  // ── India ──
  q("in-mh-resigned-six-years", "IN-MH", "employment-pay", "I worked at a private company in Pune for six years and just resigned. Am I owed gratuity?", CODE_SOCIAL_SECURITY("53")),
  q("in-ka-expecting-baby-paid-leave", "IN-KA", "employment-leave", "I work at an IT company in Bengaluru and I'm expecting a baby. How much paid maternity leave do I get?", CODE_SOCIAL_SECURITY("60")),
  q("in-dl-salary-late", "IN-DL", "employment-pay", "My employer in Delhi pays the salary on the twentieth of the next month. Isn't there a deadline?", CODE_WAGES("17")),
  q("in-machine-cost-from-pay", "IN", "employment-pay", "My employer in Chennai cut the cost of a broken machine from my salary. Can they deduct like that?", CODE_WAGES("18", "21")),
  q("in-male-colleague-higher", "IN", "employment-discrimination", "A male colleague doing the same work in my Hyderabad office gets a higher salary than me. Is that allowed?", CODE_WAGES("3")),
  q("in-helper-below-minimum", "IN", "employment-pay", "Can a shop in Lucknow pay a helper less than the minimum wage if he agrees to it?", CODE_WAGES("5")),
  q("in-annual-bonus", "IN", "employment-pay", "Am I entitled to an annual bonus from my employer in India?", CODE_WAGES("26")),
  q("in-factory-cutting-workers", "IN", "employment-dismissal", "Our factory is cutting twenty workers because orders dropped. What must the company give them before letting them go?", IR_CODE("70")),
  q("in-mh-senior-messages", "IN-MH", "employment-discrimination", "A senior colleague in my Mumbai office keeps sending me inappropriate messages. Where do I complain at work?", POSH("9", "4")),
  q("in-landlord-notice-monthly", "IN", "housing", "My landlord in Kolkata wants me out of the flat I rent month to month. How much notice must he give?", TPA("106")),
  q("in-mh-landlord-son-needs-flat", "IN-MH", "housing", "My landlord in Mumbai wants to evict me saying he needs the flat for his son. Can he?", MH_RENT("16")),
  q("in-mh-agreement-registered", "IN-MH", "housing", "Does my leave and licence agreement for a flat in Pune have to be registered?", MH_RENT("55")),
  q("in-mh-old-tenancy-rent-rise", "IN-MH", "housing", "I've rented a flat in Nagpur from the same family for decades at a low rent. How much can the landlord increase it each year?", MH_RENT("11")),
  q("in-ka-agreement-ended-evict", "IN-KA", "housing", "Can my landlord in Bengaluru evict me just because the rental agreement period is over?", KA_RENT("27")),
  q("in-ka-agreement-in-writing", "IN-KA", "housing", "Does a rental agreement in Karnataka have to be in writing?", KA_RENT("4")),
  q("in-dl-shop-own-business", "IN-DL", "housing", "My landlord in Delhi wants me out of the shop I rent, claiming he needs it for his own business. What protects me?", DL_RENT("14")),
  q("in-dl-rent-increase-how-often", "IN-DL", "housing", "My family has rented the same flat in Delhi for decades at an old low rent. How often can the landlord raise it?", DL_RENT("6A")),
  q("in-three-year-lease-register", "IN", "housing", "Do I need to register a three-year lease of my house?", REGISTRATION_ACT("17")),
  q("in-fridge-complaint-late", "IN", "consumer", "I bought a defective fridge three years ago. Is it too late to complain to the consumer forum?", IN_CPA("69")),
  q("in-cooker-exploded", "IN", "consumer", "A pressure cooker exploded in my kitchen and injured me. Can I claim against the company that made it?", IN_CPA("84")),
  q("in-builder-late-flat", "IN", "consumer", "My builder is two years late handing over my flat. Can I get my money back with interest?", RERA("18")),
  q("in-nephew-loan-agreement", "IN", "contract", "My sixteen-year-old nephew signed a loan agreement with a finance company. Is it valid?", ICA("11")),
  q("in-promise-car-free", "IN", "contract", "My friend promised in writing to give me his car for nothing. Can I enforce that promise?", ICA("25")),
  q("in-venue-sealed", "IN", "contract", "Our wedding venue was sealed by the authorities, so the event couldn't happen. Is the contract over?", ICA("56")),
  q("in-guarantor-bank-direct", "IN", "contract", "I signed as guarantor for my cousin's loan and he stopped paying. Can the bank come after me directly?", ICA("128")),
  q("in-dividend-loss-year", "IN", "company", "Can an Indian company declare a dividend out of its reserves in a year it made a loss?", IN_COMPANIES("123")),
  q("in-loan-to-director", "IN", "company", "Can our private company give a loan to one of our directors?", IN_COMPANIES("185")),
  q("in-majority-shut-me-out", "IN", "company", "The majority shareholders are running the company to shut me out. What remedy do I have?", IN_COMPANIES("241")),
  q("in-annual-meeting-deadline", "IN", "company", "Our company hasn't held its yearly shareholders' meeting. Is there a deadline for it?", IN_COMPANIES("96")),
  q("in-how-many-directors", "IN", "company", "How many directors must a private limited company in India have?", IN_COMPANIES("149")),
  q("in-sloppy-security-leak", "IN", "data-protection", "A shopping site in India had such poor security that my card and address details leaked. Can I claim compensation from them?", IT_ACT("43A")),
  q("in-staff-sold-my-details", "IN", "data-protection", "An employee of a service company I used in India passed my personal details to a marketing firm without my consent. Is that an offence?", IT_ACT("72A")),
  q("in-police-refused-complaint", "IN", "criminal-procedure", "The police station refused to write down my complaint about a theft. What can I do?", BNSS("173")),
  q("in-mh-brother-held-magistrate", "IN-MH", "criminal-procedure", "Police in Mumbai arrested my brother yesterday. How long can they keep him before taking him to a magistrate?", BNSS("58")),
  q("in-told-why-arrested", "IN", "criminal-procedure", "Do the police have to tell a person why they are being arrested?", BNSS("47")),
  q("in-ka-bail-not-automatic", "IN-KA", "criminal-procedure", "My friend in Mysuru was arrested for an offence where bail isn't automatic. Can a court still release him?", BNSS("480")),
  q("in-custody-during-investigation", "IN", "criminal-procedure", "How long can police keep someone in custody while they investigate in India?", BNSS("187")),
  q("in-mh-hindu-couple-separate", "IN-MH", "family", "We're a Hindu couple in Pune and we both want to separate peacefully. How do we get divorced by mutual consent?", HMA("13B")),
  q("in-husband-left-no-money", "IN", "family", "My husband left me and the kids and pays nothing. Can I get monthly maintenance?", BNSS("144")),
  q("in-dl-thrown-out-home", "IN-DL", "family", "My husband is trying to throw me out of our home in Delhi. Do I have a right to stay?", DV_ACT("17")),
  q("in-daughter-ancestral-share", "IN", "family", "Does a daughter get an equal share in her father's ancestral property?", HSA("6")),
  q("in-minimum-marriage-age", "IN", "family", "What's the minimum age to marry under Hindu law?", HMA("5")),
  q("in-boutique-register-gst", "IN", "tax", "I run a small boutique in Jaipur. When do I have to register for GST?", CGST("22")),
  q("in-claim-gst-furniture", "IN", "tax", "Can my business claim back the GST we paid on new office furniture?", CGST("16")),
  q("in-invoice-every-sale", "IN", "tax", "Do I need to issue a tax invoice for every sale I make?", CGST("31")),

  // ── Germany ──
  q("de-ad-digital-natives", "DE", "employment-hiring", "Our job ad in Munich says a young team is looking for digital natives. Could that get us into trouble?", AGG("11", "7")),
  q("de-headscarf-rejection-deadline", "DE", "employment-discrimination", "I was rejected for a job in Germany because I wear a headscarf. How long do I have to claim compensation?", AGG("15")),
  q("de-hamburg-nothing-written", "DE", "employment-hiring", "I started a job in Hamburg without getting anything in writing. Does my employer have to give me the main terms?", NACHWG("2")),
  q("de-legal-minimum-hourly", "DE", "employment-pay", "Is there a legal minimum hourly wage in Germany?", MILOG("1")),
  q("de-sick-how-long-paid", "DE", "employment-pay", "I'm off sick in Germany. How long does my employer keep paying my salary?", EFZG("3")),
  q("de-twelve-hour-days", "DE", "employment-hours", "My boss in Germany wants me to work twelve hours a day. Is that allowed?", ARBZG("3")),
  q("de-break-nine-hours", "DE", "employment-hours", "How long a break do I get on a nine-hour shift in Germany?", ARBZG("4")),
  q("de-midnight-then-seven", "DE", "employment-hours", "I finish work at midnight and have to start again at seven in the morning. Is that allowed in Germany?", ARBZG("5")),
  q("de-sunday-work", "DE", "employment-hours", "Can my employer in Germany make me work on Sundays?", ARBZG("9")),
  q("de-minimum-vacation", "DE", "employment-leave", "What's the minimum paid vacation a worker gets in Germany?", BURLG("3")),
  q("de-vacation-expire", "DE", "employment-leave", "Do unused vacation days in Germany just expire at the end of the year?", BURLG("7")),
  q("de-three-years-off-child", "DE", "employment-leave", "Can I take up to three years off work after my child is born in Germany?", BEEG("15")),
  q("de-maternity-weeks", "DE", "employment-leave", "When does a pregnant employee in Germany stop working before the birth, and when can she come back?", MUSCHG("3")),
  q("de-fired-while-pregnant", "DE", "employment-dismissal", "Can my employer in Germany fire me while I'm pregnant?", MUSCHG("17")),
  q("de-notice-eight-years", "DE", "employment-dismissal", "How much notice does my German employer have to give me after eight years with the company?", BGB("622")),
  q("de-fired-no-real-reason", "DE", "employment-dismissal", "My company in Berlin has fifty staff and fired me without any real reason after three years. Can I challenge it?", KSCHG("1")),
  q("de-deadline-to-sue", "DE", "employment-dismissal", "I got fired in Germany last week. Is there a deadline for going to court?", KSCHG("4")),
  q("de-tiny-business-protection", "DE", "employment-dismissal", "Does protection against unfair firing apply if I work for a tiny business with six employees in Germany?", KSCHG("23")),
  q("de-fired-by-whatsapp", "DE", "employment-dismissal", "My boss fired me with a WhatsApp message. Is that valid in Germany?", BGB("623")),
  q("de-fired-on-the-spot", "DE", "employment-dismissal", "Can my employer in Germany fire me on the spot without any notice?", BGB("626")),
  q("de-works-council-not-asked", "DE", "employment-dismissal", "Our company fired someone without asking the works council first. Is the firing valid?", BETRVG("102")),
  q("de-four-months-deposit", "DE", "housing", "My landlord in Cologne wants a deposit of four months' rent. Is that allowed?", BGB("551")),
  q("de-landlord-daughter-move-in", "DE", "housing", "My landlord in Frankfurt wants to end my lease so his daughter can move in. Can he?", BGB("573")),
  q("de-tenant-moving-out-notice", "DE", "housing", "How much notice do I have to give to move out of my rented flat in Germany?", BGB("573c")),
  q("de-rent-to-local-level", "DE", "housing", "My landlord wants to raise the rent to the local average. What are the limits in Germany?", BGB("558")),
  q("de-berlin-new-flat-rent-high", "DE", "housing", "The rent for my new flat in Berlin seems far above the local average. Is there a cap?", BGB("556d")),
  q("de-no-heating-pay-less", "DE", "housing", "The heating in my apartment hasn't worked all winter. Can I pay less rent?", BGB("536")),
  q("de-online-shoes-change-mind", "DE", "consumer", "I bought shoes online from a German shop. How long do I have to change my mind?", BGB("355", "312g")),
  q("de-laptop-broke-five-months", "DE", "consumer", "My new laptop broke after five months. What can I demand from the shop in Germany?", BGB("437", "439")),
  q("de-how-long-complain-defect", "DE", "consumer", "How long after buying something in Germany can I still complain about a defect?", BGB("438")),
  q("de-hard-to-cancel-online", "DE", "consumer", "A German streaming site makes it really hard to cancel my subscription online. Don't they need a simple cancel button?", BGB("312k")),
  q("de-pocket-money-game", "DE", "contract", "My twelve-year-old bought a video game with his own pocket money. Can I undo the purchase?", BGB("110", "107")),
  q("de-invoice-expire", "DE", "contract", "A customer in Germany hasn't paid an invoice from two years ago. When does my claim run out?", BGB("195", "199")),
  q("de-business-pays-months-late", "DE", "contract", "A business customer in Germany pays months late. Can I charge interest?", BGB("288", "286")),
  q("de-notary-buy-house", "DE", "contract", "Do I need a notary to buy a house in Germany?", BGB("311b")),
  q("de-gmbh-pay-out-capital", "DE", "company", "Can our German GmbH pay money to its shareholders if that eats into the share capital?", GMBHG("30")),
  q("de-gmbh-director-mistakes", "DE", "company", "Is the managing director of a German GmbH personally liable for mistakes that cost the company money?", GMBHG("43")),
  q("de-gmbh-inspect-books", "DE", "company", "As a shareholder of a German GmbH, can I inspect the company's books?", GMBHG("51a")),
  q("de-gmbh-sell-shares-notary", "DE", "company", "Do I need a notary to sell my shares in a German GmbH?", GMBHG("15")),
  q("de-company-cant-pay-bills", "DE", "company", "Our German company can't pay its bills. How quickly must the managing director file for insolvency?", INSO("15a")),
  q("de-cookies-consent", "DE", "data-protection", "Does a German website need my consent before storing cookies on my computer?", TDDDG("25")),
  q("de-company-privacy-officer", "DE", "data-protection", "When does a German company have to appoint a data protection officer?", BDSG("38"), GDPR("37")),
  q("de-police-tell-suspect", "DE", "criminal-procedure", "What must German police tell me before questioning me as a suspect?", STPO("136")),
  q("de-arrest-judge-next-day", "DE", "criminal-procedure", "After an arrest in Germany, how soon must a judge see the person?", STPO("128")),
  q("de-custody-before-trial", "DE", "criminal-procedure", "When can someone be kept in custody before trial in Germany?", STPO("112")),
  q("de-testify-against-husband", "DE", "criminal-procedure", "Do I have to testify against my husband in a German criminal case?", STPO("52")),
  q("de-separated-year-divorce", "DE", "family", "We've been separated for a year and both want a divorce in Germany. Is that enough?", BGB("1566", "1565")),
  q("de-wealth-built-marriage", "DE", "family", "How is the wealth we built up during our marriage split in a German divorce?", BGB("1378", "1373")),
  q("de-unmarried-father-custody", "DE", "family", "We're not married. Do I as the father get joint custody of our baby in Germany?", BGB("1626a")),
  q("de-ex-blocks-contact", "DE", "family", "My ex won't let me see our child. Do I have a right to contact in Germany?", BGB("1684")),
  q("de-left-out-of-will", "DE", "family", "My father left everything to his new wife in his will. Do I get anything in Germany?", BGB("2303")),
  q("de-commute-tax", "DE", "tax", "Can I deduct my commute to work on my German tax return?", ESTG("9")),
  q("de-sell-rental-flat-six-years", "DE", "tax", "I'm selling a rental flat I bought six years ago. Is the profit taxable in Germany?", ESTG("23")),
  q("de-cleaner-gardener-tax", "DE", "tax", "Can I get a tax reduction for paying my cleaner and gardener in Germany?", ESTG("35a")),
  q("de-freelancer-charge-vat", "DE", "tax", "I'm a freelancer with small earnings. Do I have to charge VAT on my invoices in Germany?", USTG("19")),

  // ── France ──
  q("fr-interview-plan-children", "FR", "employment-hiring", "In a job interview in Lyon they asked if I plan to have children. Can they ask that?", C_TRAVAIL("L1221-6", "L1132-1")),
  q("fr-probation-length", "FR", "employment-hiring", "How long can the probation period be for a permanent job in France?", C_TRAVAIL("L1221-19")),
  q("fr-short-contracts-repeated", "FR", "employment-hiring", "My employer in France keeps giving me short temporary contracts. When is that actually allowed?", C_TRAVAIL("L1242-2")),
  q("fr-minimum-wage-rule", "FR", "employment-pay", "Is there a guaranteed minimum wage that applies to every worker in France?", C_TRAVAIL("L3231-2")),
  q("fr-payslip-required", "FR", "employment-pay", "Does my employer in France have to give me a payslip?", C_TRAVAIL("L3243-2")),
  q("fr-legal-working-week", "FR", "employment-hours", "How many hours is the legal working week in France?", C_TRAVAIL("L3121-27")),
  q("fr-more-than-ten-hours", "FR", "employment-hours", "Can I be made to work more than ten hours in a day in France?", C_TRAVAIL("L3121-18")),
  q("fr-overtime-extra-pay", "FR", "employment-pay", "How much extra do I get paid for overtime in France?", C_TRAVAIL("L3121-36")),
  q("fr-rest-between-days", "FR", "employment-hours", "How many hours of rest must I get between two working days in France?", C_TRAVAIL("L3131-1")),
  q("fr-break-long-day", "FR", "employment-hours", "Do I get a break during a long working day in France?", C_TRAVAIL("L3121-16")),
  q("fr-sunday-work", "FR", "employment-hours", "Can my employer in France make me work on Sundays?", C_TRAVAIL("L3132-3")),
  q("fr-evening-emails", "FR", "employment-hours", "Do I have to answer work emails in the evening in France?", C_TRAVAIL("L2242-17")),
  q("fr-vacation-per-month", "FR", "employment-leave", "How many days of paid vacation do I earn each month in France?", C_TRAVAIL("L3141-3")),
  q("fr-maternity-length", "FR", "employment-leave", "How long is maternity leave in France?", C_TRAVAIL("L1225-17")),
  q("fr-new-father-days", "FR", "employment-leave", "How many days off does a new father get in France?", C_TRAVAIL("L1225-35")),
  q("fr-unpaid-raise-child", "FR", "employment-leave", "Can I take time off work to raise my young child in France and come back to my job?", C_TRAVAIL("L1225-47")),
  q("fr-fired-no-serious-reason", "FR", "employment-dismissal", "Can my employer in France fire me without a serious reason?", C_TRAVAIL("L1232-1")),
  q("fr-fired-without-meeting", "FR", "employment-dismissal", "My French employer fired me without meeting me first. Isn't there a meeting they have to hold?", C_TRAVAIL("L1232-2")),
  q("fr-notice-when-let-go", "FR", "employment-dismissal", "What notice period applies when I'm let go in France?", C_TRAVAIL("L1234-1")),
  q("fr-severance-eight-years", "FR", "employment-dismissal", "Am I owed a payment on leaving after eight years at a French company that let me go?", C_TRAVAIL("L1234-9")),
  q("fr-unfair-award-cap", "FR", "employment-dismissal", "How much can a French labour court award me if I was fired unfairly?", C_TRAVAIL("L1235-3")),
  q("fr-end-by-agreement", "FR", "employment-dismissal", "My employer and I both want to end my permanent contract by agreement in France. How does that work?", C_TRAVAIL("L1237-11")),
  q("fr-fired-pregnant", "FR", "employment-dismissal", "Can I be fired while I'm pregnant in France?", C_TRAVAIL("L1225-4")),
  q("fr-manager-humiliates", "FR", "employment-discrimination", "My manager constantly humiliates me in front of colleagues in France. Is that illegal?", C_TRAVAIL("L1152-1")),
  q("fr-treated-differently-origin", "FR", "employment-discrimination", "My French employer gives the good assignments only to staff of French origin. Is that allowed?", C_TRAVAIL("L1132-1")),
  q("fr-two-months-deposit", "FR", "housing", "My landlord in Paris wants two months' rent as a deposit for an unfurnished flat. Is that allowed?", LOI_1989("22")),
  q("fr-landlord-ends-lease", "FR", "housing", "My landlord wants to end my lease in France. How much notice must he give me?", LOI_1989("15")),
  q("fr-unfurnished-lease-length", "FR", "housing", "How long does a lease for an unfurnished flat last in France?", LOI_1989("10")),
  q("fr-no-heating-damp", "FR", "housing", "My rented flat in Marseille has no heating and lots of damp. What must the landlord provide?", LOI_1989("6")),
  q("fr-evicted-in-winter", "FR", "housing", "Can I be evicted from my flat in the middle of winter in France?", CPCE("L412-6")),
  q("fr-website-change-mind", "FR", "consumer", "I bought something on a French website. How long do I have to change my mind?", C_CONSO("L221-18")),
  q("fr-phone-stopped-year", "FR", "consumer", "My new phone stopped working after a year. Does the seller in France have to fix it?", C_CONSO("L217-3", "L217-9")),
  q("fr-used-car-hidden-problem", "FR", "consumer", "I bought a used car in France and the engine turned out to have a hidden problem. What can I do?", C_CIVIL("1641", "1648")),
  q("fr-auto-renewed-no-warning", "FR", "consumer", "My subscription in France renewed automatically for another year without any warning. Can I get out of it?", C_CONSO("L215-1")),
  q("fr-one-sided-standard-contract", "FR", "contract", "A standard contract I signed in France gives the other side all the rights and me none. Can a judge strike out a term?", C_CIVIL("1171")),
  q("fr-flood-stopped-delivery", "FR", "contract", "A flood stopped my French supplier from delivering. Are they off the hook?", C_CIVIL("1218")),
  q("fr-costs-tripled-renegotiate", "FR", "contract", "Our costs have tripled since we signed a long-term contract in France. Can we force a renegotiation?", C_CIVIL("1195")),
  q("fr-seller-hid-info", "FR", "contract", "The other side hid crucial information from me before I signed a contract in France. Did they break a rule?", C_CIVIL("1112-1")),
  q("fr-loan-friend-no-writing", "FR", "contract", "I lent five thousand euros to a friend in France with nothing in writing. Can I prove it?", C_CIVIL("1359")),
  q("fr-fifteen-year-old-contract", "FR", "contract", "Can my fifteen-year-old sign a phone contract on his own in France?", C_CIVIL("1146", "1148")),
  q("fr-dividends-with-losses", "FR", "company", "Can a French company pay dividends when it still has losses carried over from previous years?", C_COMMERCE("L232-11", "L232-12")),
  q("fr-sarl-manager-liable", "FR", "company", "Is the manager of a French SARL personally liable for mismanaging it?", C_COMMERCE("L223-22")),
  q("fr-director-deal-with-company", "FR", "company", "A director of our French SA wants to sign a deal with the company. What procedure applies?", C_COMMERCE("L225-38")),
  q("fr-ad-cookies-consent", "FR", "data-protection", "Can a French website put advertising cookies on my computer without my consent?", LIL("82")),
  q("fr-data-after-death", "FR", "data-protection", "What happens to my online accounts and personal data after I die in France?", LIL("85")),
  q("fr-police-custody-length", "FR", "criminal-procedure", "How long can French police hold someone in custody for questioning?", CPP_FR("63")),
  q("fr-lawyer-during-questioning", "FR", "criminal-procedure", "Can I have a lawyer with me during police questioning in France?", CPP_FR("63-3-1")),
  q("fr-detained-before-trial", "FR", "criminal-procedure", "When can a French judge order someone kept in prison before their trial?", CPP_FR("144")),
  q("fr-divorce-without-court", "FR", "family", "Can we get divorced in France without going to court?", C_CIVIL("229-1")),
  q("fr-wife-left-refuses", "FR", "family", "My wife moved out over a year ago and refuses to divorce. Can I still get a divorce in France?", C_CIVIL("237", "238")),
  q("fr-lump-sum-stopped-working", "FR", "family", "After our French divorce, will my husband have to pay me a lump sum because I stopped working to raise the kids?", C_CIVIL("270")),
  q("fr-child-support-set", "FR", "family", "How is child support decided in France?", C_CIVIL("371-2")),
  q("fr-civil-partnership", "FR", "family", "We don't want to marry. Can we register a civil partnership in France?", C_CIVIL("515-1")),
  q("fr-half-year-abroad-tax", "FR", "tax", "I live half the year in France and half abroad. Am I taxed in France on everything?", CGI("4 B")),
  q("fr-sell-main-home-profit", "FR", "tax", "Do I pay tax on the profit when I sell my main home in France?", CGI("150 U")),
  q("fr-nanny-tax-credit", "FR", "tax", "Is there a tax credit for paying a nanny to look after the kids at home in France?", CGI("199 sexdecies")),
  q("fr-charity-donations-tax", "FR", "tax", "Do my donations to charities reduce my income tax in France?", CGI("200")),
  q("fr-give-children-tax-free", "FR", "tax", "How much can I give each of my children tax-free in France?", CGI("779")),
  q("fr-small-freelancer-vat", "FR", "tax", "As a small freelancer in France, do I have to charge VAT?", CGI("293 B")),

  // ── Singapore ──
  q("sg-contract-silent-notice", "SG", "employment-dismissal", "My employment contract in Singapore says nothing about notice. How much notice must my employer give to end it?", SG_EA("10")),
  q("sg-dismissed-misconduct", "SG", "employment-dismissal", "Can a Singapore employer dismiss me on the spot for misconduct?", SG_EA("14")),
  q("sg-salary-how-soon", "SG", "employment-pay", "How soon after the end of the month must my salary be paid in Singapore?", SG_EA("21")),
  q("sg-last-salary-dismissed", "SG", "employment-pay", "I was dismissed in Singapore. When must my last salary be paid?", SG_EA("22")),
  q("sg-weekly-hours-limit", "SG", "employment-hours", "How many hours a week can I be made to work in Singapore?", SG_EA("38")),
  q("sg-rest-day-weekly", "SG", "employment-hours", "Am I entitled to a rest day every week in Singapore?", SG_EA("36")),
  q("sg-first-year-leave", "SG", "employment-leave", "How many days of paid annual leave do I get in my first year with a Singapore employer?", SG_EA("88A")),
  q("sg-worked-public-holiday", "SG", "employment-leave", "I had to work on a public holiday in Singapore. Do I get extra pay?", SG_EA("88")),
  q("sg-paid-sick-days", "SG", "employment-leave", "How many paid sick days do I get in Singapore?", SG_EA("89")),
  q("sg-neighbour-bangs-walls", "SG", "housing", "My neighbour in our HDB block bangs on the walls late every night. Is there a law against that?", SG_CDRA("4")),
  q("sg-today-only-pressure", "SG", "consumer", "A beauty salon in Singapore pressured me into buying a package by lying that the price was for today only. What can I do?", SG_CPFTA("4")),
  q("sg-seller-lied-profits", "SG", "contract", "The seller of a small business in Singapore lied about its profits to get me to buy it. Can I claim damages?", SG_MISREP("2")),
  q("sg-time-limit-sue-contract", "SG", "contract", "How long do I have to sue someone for breaking a contract in Singapore?", SG_LIMITATION("6")),
  q("sg-contract-benefits-me", "SG", "contract", "A contract between two companies in Singapore promises a payment to me. Can I enforce it even though I didn't sign it?", SG_CRTPA("2")),
  q("sg-dividends-no-profit", "SG", "company", "Can a Singapore company pay dividends when it has no profits?", SG_COMPANIES("403")),
  q("sg-director-duties", "SG", "company", "What must a director of a Singapore company do to act properly towards the company?", SG_COMPANIES("157")),
  q("sg-local-director-needed", "SG", "company", "Does a Singapore company need a director who lives in Singapore?", SG_COMPANIES("145")),
  q("sg-majority-unfair", "SG", "company", "The majority shareholders of my Singapore company are treating me unfairly. What can I do?", SG_COMPANIES("216")),
  q("sg-address-wrong", "SG", "data-protection", "A Singapore company has my address wrong in its records. Can I make them correct it?", SG_PDPA("22")),
  q("sg-data-overseas-server", "SG", "data-protection", "Can a Singapore company send my personal data to a server overseas?", SG_PDPA("26")),
  q("sg-telemarketing-calls", "SG", "data-protection", "I registered my number so I wouldn't get marketing calls, but a Singapore company still calls me with offers. Is that allowed?", SG_PDPA("43")),
  q("sg-arrest-without-warrant", "SG", "criminal-procedure", "When can Singapore police arrest someone without a warrant?", SG_CPC("64")),
  q("sg-held-before-magistrate", "SG", "criminal-procedure", "How long can Singapore police hold someone before bringing them to a magistrate?", SG_CPC("68")),
  q("sg-bail-after-arrest", "SG", "criminal-procedure", "My cousin was arrested in Singapore for a minor offence. Will he be let out on bail while the case goes on?", SG_CPC("92")),
  q("sg-married-two-years-divorce", "SG", "family", "We married in Singapore two years ago and it's not working. Can we file for divorce yet?", SG_WOMENS_CHARTER("94")),
  q("sg-what-to-show-divorce", "SG", "family", "What do I have to show to get a divorce in Singapore?", SG_WOMENS_CHARTER("95")),
  q("sg-flat-savings-divorce", "SG", "family", "How will our flat and savings be divided in a Singapore divorce?", SG_WOMENS_CHARTER("112")),
  q("sg-husband-stopped-support", "SG", "family", "My husband in Singapore stopped supporting me and our kids while we're still married. Can I get a court order for money?", SG_WOMENS_CHARTER("69")),
  q("sg-income-abroad-taxed", "SG", "tax", "I earn some freelance income from clients abroad. Is that taxable in Singapore?", SG_ITA("10")),

  // ── Australia ──
  q("au-fifty-hour-weeks", "AU", "employment-hours", "Can my employer in Australia make me work fifty hours a week on a full-time job?", FWA("62")),
  q("au-annual-leave-amount", "AU", "employment-leave", "How much annual leave am I entitled to in Australia?", FWA("87")),
  q("au-sick-days-per-year", "AU", "employment-leave", "How many paid sick days do I get each year in Australia?", FWA("96")),
  q("au-baby-time-off", "AU", "employment-leave", "How long can I take off work when I have a baby in Australia?", FWA("70")),
  q("au-change-hours-kids", "AU", "employment-hours", "Can I ask to change my hours so I can pick up my kids from school in Australia?", FWA("65")),
  q("au-escaping-violence-leave", "AU", "employment-leave", "I'm escaping domestic violence. Can I get paid leave from work in Australia?", FWA("106A")),
  q("au-calls-after-hours", "AU", "employment-hours", "Does my Australian boss have the right to expect me to answer calls after hours?", FWA("333M")),
  q("au-notice-five-years", "AU", "employment-dismissal", "How much notice must my Australian employer give me after five years of service?", FWA("117")),
  q("au-job-gone-payout", "AU", "employment-dismissal", "My job was made redundant after six years in Australia. Am I owed a payout?", FWA("119")),
  q("au-unfair-deadline", "AU", "employment-dismissal", "I was fired in Australia two weeks ago and I think it was unfair. How long do I have to complain?", FWA("394")),
  q("au-four-months-small-business", "AU", "employment-dismissal", "Can I challenge being fired if I only worked four months at a small business in Australia?", FWA("382", "383")),
  q("au-shifts-cut-after-complaint", "AU", "employment-discrimination", "My Australian employer cut my shifts after I complained about unpaid wages. Is that allowed?", FWA("340")),
  q("au-promotion-refused-pregnant", "AU", "employment-discrimination", "Was it legal for my Australian employer to refuse me a promotion because I'm pregnant?", FWA("351"), SDA("14")),
  q("au-coworker-sexual-comments", "AU", "employment-discrimination", "A co-worker in Australia keeps making sexual comments to me. What law protects me?", SDA("28B")),
  q("au-broken-phone-deduction", "AU", "employment-pay", "My Australian employer deducted money from my pay for a phone I broke. Can they?", FWA("324")),
  q("au-nsw-six-weeks-bond", "AU-NSW", "housing", "The agent for a rental in Sydney wants six weeks' rent as bond. Is that allowed?", NSW_RTA("159")),
  q("au-nsw-rent-again", "AU-NSW", "housing", "My landlord in Sydney wants to raise the rent again just six months after the last increase. Can they?", NSW_RTA("41")),
  q("au-fridge-eight-months", "AU", "consumer", "My new fridge stopped working after eight months in Australia. What are my rights?", ACL("54", "259")),
  q("au-fake-australian-made", "AU", "consumer", "An Australian website claimed a product was Australian made, but it wasn't. Is that illegal?", ACL("18", "29")),
  q("au-door-to-door-solar", "AU", "consumer", "A door-to-door salesman signed me up for solar panels in Australia. Can I cancel?", ACL("82")),
  q("au-gym-change-fees", "AU", "consumer", "My Australian gym contract lets them change the fees whenever they like. Is that fair?", ACL("23")),
  q("au-shoddy-bathroom", "AU", "consumer", "A tradesman did shoddy work on my bathroom in Australia. What guarantees apply?", ACL("60")),
  q("au-supplier-can-end-anytime", "AU", "contract", "I run a small business in Australia and the supplier's standard contract lets them end it whenever they like but doesn't let me. Can that term be challenged?", ACL("23", "24")),
  q("au-when-pay-dividend", "AU", "company", "When is an Australian company allowed to pay a dividend?", CORPS_ACT("254T")),
  q("au-trading-while-broke", "AU", "company", "Can directors be personally liable if their Australian company keeps trading while it's broke?", CORPS_ACT("588G")),
  q("au-director-standard", "AU", "company", "What standard of care do Australian directors have to meet when running the company?", CORPS_ACT("180")),
  q("au-minority-unfair", "AU", "company", "As a minority shareholder in an Australian company, I'm being treated unfairly. What can I do?", CORPS_ACT("232", "233")),
  q("au-inspect-books", "AU", "company", "Can I inspect the books of an Australian company I own shares in?", CORPS_ACT("247A")),
  q("au-copy-of-my-info", "AU", "data-protection", "Can I ask an Australian business for a copy of the personal information it holds about me?", APP("12")),
  q("au-correct-my-info", "AU", "data-protection", "An Australian company has wrong information about me. Can I get it corrected?", APP("13")),
  q("au-details-for-marketing", "AU", "data-protection", "Can an Australian company use my details to send me marketing?", APP("7")),
  q("au-small-cafe-privacy", "AU", "data-protection", "Does Australian privacy law apply to my small café?", AU_PRIVACY_ACT("6D")),
  q("au-federal-arrest-call-lawyer", "AU", "criminal-procedure", "If I'm arrested by federal police in Australia, can I call a lawyer?", CRIMES_ACT_1914("23G")),
  q("au-federal-questioning-time", "AU", "criminal-procedure", "How long can Australian federal police question someone after arresting them?", CRIMES_ACT_1914("23C")),
  q("au-separated-how-long-divorce", "AU", "family", "How long do we have to be separated before we can divorce in Australia?", FAMILY_LAW_ACT_AU("48")),
  q("au-who-kids-live-with", "AU", "family", "How does an Australian court decide who the kids live with?", FAMILY_LAW_ACT_AU("60CA", "60CC")),
  q("au-property-marriage-ends", "AU", "family", "How is property divided when a marriage ends in Australia?", FAMILY_LAW_ACT_AU("79")),
  q("au-divorced-eighteen-months-property", "AU", "family", "We divorced in Australia eighteen months ago. Can I still apply for a property settlement?", FAMILY_LAW_ACT_AU("44")),
  q("au-work-laptop-tax", "AU", "tax", "Can I claim the cost of my work laptop on my Australian tax return?", ITAA_1997("8-1")),
  q("au-sell-home-cgt", "AU", "tax", "Do I pay capital gains tax when I sell the home I live in, in Australia?", ITAA_1997("118-110")),
  q("au-register-gst", "AU", "tax", "When does my Australian business have to register for GST?", GST_ACT_AU("23-5", "23-15")),

  // ── Canada ──
  q("ca-on-let-go-six-years", "CA-ON", "employment-dismissal", "I was let go in Toronto after six years. How much notice am I owed at minimum?", ON_ESA("57", "54")),
  q("ca-on-severance-on-top", "CA-ON", "employment-dismissal", "Am I entitled to severance pay in Ontario on top of notice?", ON_ESA("64")),
  q("ca-on-sixty-hour-weeks", "CA-ON", "employment-hours", "Can my Ontario employer make me work sixty hours a week?", ON_ESA("17")),
  q("ca-on-overtime-threshold", "CA-ON", "employment-hours", "After how many hours a week do I get overtime pay in Ontario?", ON_ESA("22")),
  q("ca-on-vacation-owed", "CA-ON", "employment-leave", "How much vacation am I owed in Ontario?", ON_ESA("33", "35.2")),
  q("ca-on-pregnancy-leave", "CA-ON", "employment-leave", "How long is pregnancy leave in Ontario?", ON_ESA("46")),
  q("ca-on-dad-parental-leave", "CA-ON", "employment-leave", "Can I take parental leave as a dad in Ontario?", ON_ESA("48")),
  q("ca-on-sick-days-job-safe", "CA-ON", "employment-leave", "Can I take a few sick days in Ontario without risking my job?", ON_ESA("50")),
  q("ca-on-sign-noncompete", "CA-ON", "employment-dismissal", "My Ontario employer wants me to sign a non-compete. Is it valid?", ON_ESA("67.2")),
  q("ca-on-cash-shortage-pay", "CA-ON", "employment-pay", "My boss in Ontario deducts cash register shortages from my pay. Can he?", ON_ESA("13")),
  q("ca-on-minimum-wage", "CA-ON", "employment-pay", "Is there a minimum wage every employer in Ontario has to pay?", ON_ESA("23.1")),
  q("ca-on-accent-not-hired", "CA-ON", "employment-hiring", "A restaurant in Ottawa refused to hire me because of my accent and where I'm from. Is that discrimination?", ON_HRC("5")),
  q("ca-bank-fired-no-cause", "CA", "employment-dismissal", "I work for a bank in Canada and was fired without cause after two years. Can I complain to someone?", CLC("240")),
  q("ca-on-rent-ten-percent", "CA-ON", "housing", "My Ontario landlord wants to raise my rent by ten percent this year. Is there a limit?", ON_RTA("120", "119")),
  q("ca-on-notice-rent-increase", "CA-ON", "housing", "How much notice must an Ontario landlord give before raising the rent?", ON_RTA("116")),
  q("ca-on-damage-deposit", "CA-ON", "housing", "My Ontario landlord wants a damage deposit on top of last month's rent. Is that allowed?", ON_RTA("105")),
  q("ca-on-no-pets-cat", "CA-ON", "housing", "My Ontario lease says no pets. Can the landlord evict me for having a cat?", ON_RTA("14")),
  q("ca-on-landlord-enter-no-notice", "CA-ON", "housing", "Can my Ontario landlord come into my apartment without any notice?", ON_RTA("27")),
  q("ca-on-daughter-moving-in", "CA-ON", "housing", "My Ontario landlord says his daughter is moving in and I have to leave. Can he do that?", ON_RTA("48")),
  q("ca-on-fridge-not-fixed", "CA-ON", "housing", "My Ontario landlord won't fix the broken fridge that came with the apartment. Whose responsibility is it?", ON_RTA("20")),
  q("ca-fees-added-checkout", "CA", "consumer", "A Canadian online store advertised a low price and then added mandatory fees at checkout. Is that allowed?", COMPETITION_ACT("74.01", "52")),
  q("ca-on-lawnmower-doesnt-work", "CA-ON", "consumer", "I bought a lawnmower in Ontario that doesn't work at all. Is the seller responsible?", ON_SGA("15")),
  q("ca-on-how-long-to-sue", "CA-ON", "contract", "How long do I have to sue someone in Ontario for breaking a contract?", ON_LIMITATIONS("4")),
  q("ca-federal-company-dividends", "CA", "company", "When can a federally incorporated Canadian company pay dividends?", CBCA("42")),
  q("ca-director-duties", "CA", "company", "What duties does a director of a federally incorporated Canadian company owe?", CBCA("122")),
  q("ca-squeezed-out", "CA", "company", "The majority shareholders of our Canadian company are squeezing me out. What can I do?", CBCA("241")),
  q("ca-resident-directors", "CA", "company", "Does a federally incorporated Canadian company need directors who live in Canada?", CBCA("105")),
  q("ca-see-my-information", "CA", "data-protection", "How do I get a Canadian company to show me the personal information it has on me?", PIPEDA("8")),
  q("ca-unwanted-ad-emails", "CA", "data-protection", "A Canadian company keeps emailing me ads I never agreed to receive. Is that legal?", CASL("6")),
  q("ca-arrested-call-lawyer", "CA", "criminal-procedure", "Police arrested me in Canada. Do they have to let me call a lawyer?", CHARTER("10")),
  q("ca-trial-keeps-delayed", "CA", "criminal-procedure", "My criminal trial in Canada keeps getting delayed. Is there a limit?", CHARTER("11")),
  q("ca-see-justice-after-arrest", "CA", "criminal-procedure", "How soon after an arrest must someone be brought before a justice in Canada?", CRIMINAL_CODE_CA("503")),
  q("ca-bail-how-works", "CA", "criminal-procedure", "How does a Canadian court decide whether to release someone on bail?", CRIMINAL_CODE_CA("515")),
  q("ca-live-apart-divorce", "CA", "family", "How long do we need to live apart to get divorced in Canada?", DIVORCE_ACT_CA("8")),
  q("ca-parenting-time-decided", "CA", "family", "How do Canadian courts decide parenting time after a divorce?", DIVORCE_ACT_CA("16")),
  q("ca-who-pays-child-support", "CA", "family", "After a Canadian divorce, who pays child support?", DIVORCE_ACT_CA("15.1")),
  q("ca-ex-moving-province", "CA", "family", "My ex wants to move to another province with our kids. Does she have to tell me first?", DIVORCE_ACT_CA("16.9")),
  q("ca-on-property-shared", "CA-ON", "family", "How is property shared when a marriage ends in Ontario?", ON_FLA("5")),
  q("ca-tax-return-deadline", "CA", "tax", "When is the deadline to file my Canadian tax return?", ITA_CA("150")),
  q("ca-daycare-deduction", "CA", "tax", "Can I deduct daycare costs on my Canadian taxes?", ITA_CA("63")),
  q("ca-small-business-gst", "CA", "tax", "Do I have to register for GST as a small business in Canada?", ETA_CA("240")),

  // ── Ireland ──
  q("ie-dublin-terms-in-writing", "IE", "employment-hiring", "I started a job in Dublin last week. When must my employer give me my main terms in writing?", IE_TERMS("3")),
  q("ie-national-minimum-rate", "IE", "employment-pay", "Is there a national minimum hourly rate of pay in Ireland?", IE_NMWA("14")),
  q("ie-cork-cash-shortage", "IE", "employment-pay", "My employer in Cork deducted a cash shortage from my wages. Is that allowed?", IE_PWA("5")),
  q("ie-payslip", "IE", "employment-pay", "Does my employer in Ireland have to give me a payslip?", IE_PWA("4")),
  q("ie-weekly-hours-limit", "IE", "employment-hours", "Is there a limit on the average number of hours a week I can work in Ireland?", IE_OWTA("15")),
  q("ie-annual-leave", "IE", "employment-leave", "How much annual leave am I entitled to in Ireland?", IE_OWTA("19")),
  q("ie-worked-bank-holiday", "IE", "employment-leave", "I had to work on a bank holiday in Ireland. What am I entitled to?", IE_OWTA("21")),
  q("ie-break-six-hours", "IE", "employment-hours", "How long a break do I get on a six-hour shift in Ireland?", IE_OWTA("12")),
  q("ie-paid-sick-days", "IE", "employment-leave", "Does my employer in Ireland have to pay me for any sick days?", IE_SICK_LEAVE("5")),
  q("ie-maternity-length", "IE", "employment-leave", "How long is maternity leave in Ireland?", IE_MATERNITY("8")),
  q("ie-new-dad-leave", "IE", "employment-leave", "How much leave can I take as a new dad in Ireland?", IE_PATERNITY("6")),
  q("ie-unpaid-time-young-kids", "IE", "employment-leave", "Can I take unpaid leave to spend time with my young kids in Ireland and keep my job?", IE_PARENTAL("6")),
  q("ie-galway-fired-no-reason", "IE", "employment-dismissal", "I was fired in Galway without any reason after three years. Can I challenge it?", IE_UDA("6")),
  q("ie-notice-six-years", "IE", "employment-dismissal", "How much notice must my Irish employer give me after six years?", IE_MNTEA("4")),
  q("ie-redundancy-lump-sum", "IE", "employment-dismissal", "Is there a lump sum payment when my job is made redundant in Ireland?", IE_REDUNDANCY("7")),
  q("ie-turned-down-age", "IE", "employment-discrimination", "I was turned down for a job in Ireland because of my age. Which law protects me?", IE_EEA("8", "6")),
  q("ie-comments-orientation", "IE", "employment-discrimination", "My manager in Ireland keeps making comments about my sexual orientation. Is that illegal?", IE_EEA("14A")),
  q("ie-reported-wrongdoing-punished", "IE", "employment-dismissal", "I reported wrongdoing at my Irish employer and now I'm being punished for it. Am I protected?", IE_PDA("12")),
  q("ie-deposit-not-returned", "IE", "housing", "My landlord in Dublin won't give back my deposit after I moved out. What does he have to do?", IE_RTA("12")),
  q("ie-landlord-register", "IE", "housing", "Does my landlord in Ireland have to register my letting with the authorities?", IE_RTA("134")),
  q("ie-flight-cancelled-day-before", "IE", "consumer", "My flight from Dublin to Lisbon was cancelled the day before I was due to travel. Am I owed compensation?", AIR_PASSENGER("5", "7")),
  q("ie-phone-abroad-charges", "IE", "consumer", "My Irish mobile provider charged me extra for using my phone on holiday in Spain. Can they do that?", ROAMING("4")),
  q("ie-sell-family-home", "IE", "family", "My husband wants to sell our family home in Ireland without asking me. Can he?", IE_FHPA("3")),
  q("ie-lived-apart-divorce", "IE", "family", "How long do we need to have lived apart to get divorced in Ireland?", IE_DIVORCE("5")),
  q("ie-custody-decided", "IE", "family", "How do Irish courts decide who the children live with?", IE_GUARDIANSHIP("31", "3")),
  q("ie-unmarried-eight-years", "IE", "family", "We lived together for eight years in Ireland but never married. Can I claim anything now that we've split up?", IE_CIVIL_PARTNERSHIP("173")),
  q("ie-how-long-to-sue", "IE", "contract", "How long do I have to sue someone in Ireland for breaking a contract?", IE_SOL("11")),
  q("ie-oral-land-deal", "IE", "contract", "Is a spoken agreement to buy a field in Ireland binding?", IE_LCLRA("51")),
  q("ie-dividends-from-capital", "IE", "company", "Can an Irish company pay dividends when it has no profits available?", IE_COMPANIES("117")),
  q("ie-director-duties", "IE", "company", "What duties does a director of an Irish company have?", IE_COMPANIES("228")),
  q("ie-remove-director", "IE", "company", "Can the shareholders remove a director of an Irish company?", IE_COMPANIES("146")),
  q("ie-minority-oppressed", "IE", "company", "The majority in my Irish company are running it against my interests as a minority shareholder. What can I do?", IE_COMPANIES("212")),
  q("ie-lend-director", "IE", "company", "Can an Irish company lend money to one of its directors?", IE_COMPANIES("239")),
  q("ie-eea-resident-director", "IE", "company", "Does an Irish company need a director who lives in the European Economic Area?", IE_COMPANIES("137")),
  q("ie-teen-social-media-age", "IE", "data-protection", "From what age can a teenager in Ireland sign up to a social media app without a parent agreeing?", IE_DPA("31"), GDPR("8")),
  q("ie-held-after-arrest", "IE", "criminal-procedure", "How long can the Gardaí hold me after an arrest without charging me?", IE_CJA_1984("4")),
  q("ie-bail-refused", "IE", "criminal-procedure", "When can a court in Ireland refuse bail because it fears the person will commit more crimes?", IE_BAIL("2")),
  q("ie-tax-resident-when", "IE", "tax", "I split my time between Ireland and abroad. When do I count as tax resident in Ireland?", IE_TCA("819")),
  q("ie-renting-room-tax", "IE", "tax", "Do I pay tax on money from renting a room in my own home in Ireland?", IE_TCA("216A")),
  q("ie-sell-home-cgt", "IE", "tax", "Do I pay capital gains tax when selling the home I live in, in Ireland?", IE_TCA("604")),
  q("ie-employee-tax-credit", "IE", "tax", "What tax credit do employees get in Ireland?", IE_TCA("472")),

  // ── European Union (EU-wide rules) ──
  q("eu-weekly-hours-cap", "EU", "employment-hours", "Is there an EU-wide limit on how many hours a week I can be made to work?", WTD("6")),
  q("eu-minimum-paid-holiday", "EU", "employment-leave", "What is the minimum paid holiday every worker in the EU is entitled to?", WTD("7")),
  q("eu-rest-between-days", "EU", "employment-hours", "Does EU law guarantee a rest period between one working day and the next?", WTD("3")),
  q("eu-day-off-each-week", "EU", "employment-hours", "Am I entitled to a day off every week under EU rules?", WTD("5")),
  q("eu-told-in-writing-start", "EU", "employment-hiring", "Under EU rules, what must my employer tell me in writing when I start a new job?", TPWC("4")),
  q("eu-one-year-probation", "EU", "employment-hiring", "Can an employer in the EU put me on a one-year probation period?", TPWC("8")),
  q("eu-weekend-second-job", "EU", "employment-hours", "Can my employer in the EU stop me from taking a second job at weekends?", TPWC("9")),
  q("eu-fathers-leave", "EU", "employment-leave", "How much leave around the birth of a child do EU rules guarantee fathers?", WLB("4")),
  q("eu-each-parent-leave", "EU", "employment-leave", "Does EU law give each parent a right to time off to raise their child?", WLB("5")),
  q("eu-care-sick-relative", "EU", "employment-leave", "Do EU rules give me days off to care for a seriously ill relative?", WLB("6")),
  q("eu-flexible-hours-toddler", "EU", "employment-hours", "Under EU rules, can I ask for flexible hours to look after my toddler?", WLB("9")),
  q("eu-minimum-maternity", "EU", "employment-leave", "What is the minimum maternity leave anywhere in the EU?", PREGNANT_WORKERS("8")),
  q("eu-fired-for-pregnancy", "EU", "employment-dismissal", "Can an employer anywhere in the EU fire a woman because she's pregnant?", PREGNANT_WORKERS("10")),
  q("eu-promotion-over-fifty", "EU", "employment-discrimination", "Is it against EU rules to refuse to promote someone because they're over fifty?", EQUAL_TREATMENT_FRAMEWORK("2")),
  q("eu-equal-value-pay", "EU", "employment-discrimination", "Does EU law require equal pay for men and women doing work of equal value?", RECAST_EQUAL_TREATMENT("4")),
  q("eu-salary-range-before-interview", "EU", "employment-hiring", "Under the new EU pay rules, can I find out the salary range before the job interview?", PAY_TRANSPARENCY("5")),
  q("eu-average-pay-by-gender", "EU", "employment-pay", "Can I ask my employer in the EU for the average pay of colleagues doing the same work, broken down by gender?", PAY_TRANSPARENCY("7")),
  q("eu-layoffs-consult-first", "EU", "employment-dismissal", "Our company plans to lay off fifty people at one site in the EU. Do we have to consult the workers first?", COLLECTIVE_REDUNDANCIES("2")),
  q("eu-company-sold-terms", "EU", "employment-dismissal", "Our business was sold and the new owner wants to change our contracts. Do our existing terms carry over under EU law?", TRANSFERS_DIRECTIVE("3")),
  q("eu-seller-responsible-how-long", "EU", "consumer", "How long is a seller in the EU responsible for faults in something I bought?", SALE_OF_GOODS_DIRECTIVE("10")),
  q("eu-prove-fault-eight-months", "EU", "consumer", "My phone broke after eight months. Under EU rules, do I have to prove it was already faulty when I bought it?", SALE_OF_GOODS_DIRECTIVE("11")),
  q("eu-repair-replace-refund", "EU", "consumer", "Under EU rules, what can I ask for when something I bought is faulty: a repair, a replacement or my money back?", SALE_OF_GOODS_DIRECTIVE("13")),
  q("eu-flight-five-hours-late", "EU", "consumer", "My flight within Europe arrived five hours late. Am I owed money?", AIR_PASSENGER("7", "6")),
  q("eu-stuck-overnight-airport", "EU", "consumer", "My flight was cancelled and I was stuck at the airport overnight. Does the airline have to pay for a hotel?", AIR_PASSENGER("9", "5")),
  q("eu-overbooked-not-boarded", "EU", "consumer", "The airline overbooked and wouldn't let me board even though I had a ticket. What am I entitled to?", AIR_PASSENGER("4")),
  q("eu-package-hurricane-cancel", "EU", "consumer", "Can I cancel my package holiday for free because a hurricane is about to hit the destination?", PACKAGE_TRAVEL("12")),
  q("eu-package-fuel-surcharge", "EU", "consumer", "My tour operator wants to add a fuel surcharge to the package holiday I already paid for. Can they?", PACKAGE_TRAVEL("10")),
  q("eu-payment-i-didnt-make", "EU", "consumer", "Money left my bank account in a payment I never made. Does the bank have to refund me under EU rules?", PSD2("73", "74")),
  q("eu-redirected-higher-prices", "EU", "consumer", "A website redirects me to my own country's version with higher prices when I try to shop from another EU country. Is that allowed?", GEO_BLOCKING("3", "4")),
  q("eu-phone-travel-extra", "EU", "consumer", "Do I have to pay extra to use my phone when I travel to another EU country?", ROAMING("4")),
  q("eu-pre-ticked-insurance", "EU", "consumer", "An online checkout added travel insurance with a box that was already ticked. Do I have to pay for it?", CONSUMER_RIGHTS_DIRECTIVE("22")),
  q("eu-delivery-how-long", "EU", "consumer", "Under EU rules, how long can an online shop take to deliver my order?", CONSUMER_RIGHTS_DIRECTIVE("18")),
  q("eu-customer-pays-late", "EU", "contract", "A business customer in the EU pays us four months after the invoice. Is there a maximum payment term?", LATE_PAYMENT_DIRECTIVE("3")),
  q("eu-fixed-fee-late-payer", "EU", "contract", "Can we charge a fixed fee to a business that pays our invoice late in the EU?", LATE_PAYMENT_DIRECTIVE("6")),
  q("eu-sue-foreign-shop-home", "EU", "contract", "Can I sue an online shop based in another EU country in the courts of my own country?", BRUSSELS_IA("18")),
  q("eu-foreign-law-clause", "EU", "contract", "A contract with a shop from another EU country says its country's law applies. Do I lose the consumer protections of my own country?", ROME_I("6")),
  q("eu-plc-dividend-below-capital", "EU", "company", "Under EU company law, can a public limited company pay dividends if that would leave its net assets below its capital?", COMPANY_LAW_DIRECTIVE("56")),
  q("eu-vote-directors-pay", "EU", "company", "Do shareholders of listed companies in the EU get a vote on how much the directors are paid?", SHAREHOLDER_RIGHTS("9a")),
  q("eu-take-back-agreement", "EU", "data-protection", "I agreed to let a company use my data for marketing. Can I take that back?", GDPR("7")),
  q("eu-company-reply-time", "EU", "data-protection", "How long does a company have to answer my request about the personal data it holds on me?", GDPR("12")),
  q("eu-birthdate-wrong", "EU", "data-protection", "A company has my date of birth wrong. Can I make them fix it?", GDPR("16")),
  q("eu-health-religion-info", "EU", "data-protection", "Are there stricter rules when a company collects information about people's health or religion?", GDPR("9")),
  q("eu-leak-distress-compensation", "EU", "data-protection", "A company leaked my personal data and I suffered real distress. Can I get compensation?", GDPR("82")),
  q("eu-where-complain-ignored", "EU", "data-protection", "Where can I complain if a company ignores my requests about my personal data?", GDPR("77")),
  q("eu-rights-in-writing-arrest", "EU", "criminal-procedure", "If I'm arrested anywhere in the EU, do I have to be given my rights in writing?", RIGHT_TO_INFORMATION("4")),
  q("eu-lawyer-before-questioning", "EU", "criminal-procedure", "Do I have the right to a lawyer before the police question me in an EU country?", ACCESS_TO_LAWYER("3")),
  q("eu-arrested-abroad-language", "EU", "criminal-procedure", "I don't speak the language and was arrested on holiday in another EU country. Do I get an interpreter?", INTERPRETATION_DIRECTIVE("2")),
  q("eu-stay-silent", "EU", "criminal-procedure", "Is my right to stay silent when accused of a crime protected under EU law?", PRESUMPTION_OF_INNOCENCE("7")),
  q("eu-warrant-other-country-deadline", "EU", "criminal-procedure", "I was arrested on a warrant from another EU country. How quickly must they decide whether to hand me over?", EAW("17")),
  q("eu-couple-which-court-divorce", "EU", "family", "We're a German-Italian couple living in Spain. Which country's courts can handle our divorce?", BRUSSELS_IIB("3")),
  q("eu-which-court-custody-moved", "EU", "family", "We moved to another EU country with our child last year. Which country's court decides custody?", BRUSSELS_IIB("7")),
  q("eu-choose-divorce-law", "EU", "family", "Can we choose which country's law applies to our divorce in the EU?", ROME_III("5")),
  q("eu-choose-law-for-will", "EU", "family", "I'm British and live in France. Can I choose British law to govern how my estate is passed on when I die?", SUCCESSION_REGULATION("22")),
  q("eu-minimum-vat", "EU", "tax", "What's the lowest standard VAT rate an EU country is allowed to charge?", VAT_DIRECTIVE("97")),
  q("eu-ebooks-whose-vat", "EU", "tax", "I sell e-books to consumers in other EU countries. Whose VAT do I charge?", VAT_DIRECTIVE("58")),
  q("eu-tiny-business-vat", "EU", "tax", "Can a tiny business in the EU be exempt from charging VAT?", VAT_DIRECTIVE("284")),
  q("eu-subsidiary-dividend-tax", "EU", "tax", "Does a subsidiary in one EU country have to withhold tax on dividends it pays to its parent company in another EU country?", PARENT_SUBSIDIARY("5")),
  q("eu-interest-deduction-limit", "EU", "tax", "Is there an EU limit on how much interest a company can deduct for tax purposes?", ATAD("4")),

  // ── Brazil ──
  q("br-vacation-days", "BR", "employment-leave", "How many days of paid vacation does a worker in Brazil get each year?", CLT("130")),
  q("br-termination-money-deadline", "BR", "employment-dismissal", "I was dismissed in São Paulo. How many days does the company have to pay what I'm owed on leaving?", CLT("477")),
  q("br-notice-without-cause", "BR", "employment-dismissal", "How much advance notice must a Brazilian employer give before dismissing me without cause?", CLT("487")),
  q("br-thirteenth-salary", "BR", "employment-pay", "Am I entitled to a thirteenth salary at the end of the year in Brazil?", BR_13TH("1")),
  q("br-fgts-fine", "BR", "employment-dismissal", "I was fired without cause in Brazil. Does the company have to pay an extra amount on my FGTS balance?", BR_FGTS("18")),
  q("br-maternity-length", "BR", "employment-leave", "How long is maternity leave for an employee in Brazil?", CLT("392")),
  q("br-online-return-days", "BR", "consumer", "I bought something online in Brazil and regret it. Can I return it within a few days without giving a reason?", CDC("49")),
  q("br-phone-defect-store", "BR", "consumer", "My new phone in Brazil has a defect. Does the store have to fix it or give my money back?", CDC("18")),
  q("br-complaint-deadline", "BR", "consumer", "How long do I have in Brazil to complain about a defect in something I bought?", CDC("26")),
  q("br-charged-wrongly-double", "BR", "consumer", "A Brazilian company charged me for something I didn't owe and I paid it. Can I get twice the amount back?", CDC("42")),
  q("br-loan-only-with-insurance", "BR", "consumer", "A bank in Brazil said I could only get the loan if I also bought their insurance. Is that allowed?", CDC("39")),
  q("br-leave-apartment-early", "BR", "housing", "I want to leave my rented apartment in Brazil before the lease ends. What fine do I have to pay?", BR_TENANCY("4")),
  q("br-child-support-decided", "BR", "family", "How is the amount of child support decided in Brazil?", BR_CIVIL_CODE("1.694")),

  // ── Japan ──
  q("jp-dismissed-no-notice", "JP", "employment-dismissal", "Can my employer in Japan dismiss me without any advance notice?", JP_LSA("20")),
  q("jp-fired-minor-mistake", "JP", "employment-dismissal", "My company in Tokyo fired me for a minor mistake. Is that valid?", JP_LCA("16")),
  q("jp-legal-working-hours", "JP", "employment-hours", "What are the legal working hours in Japan?", JP_LSA("32")),
  q("jp-overtime-without-agreement", "JP", "employment-hours", "Can my Japanese employer make me work overtime without any agreement with the staff?", JP_LSA("36")),
  q("jp-overtime-extra-pay", "JP", "employment-pay", "How much extra must I be paid for overtime in Japan?", JP_LSA("37")),
  q("jp-paid-leave-when", "JP", "employment-leave", "When do I start getting paid annual leave in Japan, and how many days?", JP_LSA("39")),
  q("jp-renewed-five-years-permanent", "JP", "employment-dismissal", "My fixed-term contract in Japan has been renewed for over five years. Can I ask to become permanent?", JP_LCA("18")),
  q("jp-osaka-deposit-back", "JP", "housing", "My landlord in Osaka won't return my deposit after I moved out. What's the rule?", JP_CIVIL_CODE("622-2")),
  q("jp-landlord-refuses-renewal", "JP", "housing", "My landlord in Japan refuses to renew my lease. Does he need a good reason?", JP_LEASES("28")),
  q("jp-door-salesman-cancel", "JP", "consumer", "I signed a contract with a door-to-door salesman in Japan. Can I cancel it?", JP_SCTA("9")),
  q("jp-never-liable-terms", "JP", "consumer", "A Japanese company's terms say it is never liable for any damage it causes me. Is that valid?", JP_CONSUMER_CONTRACT("8")),
  q("jp-age-sign-contract", "JP", "contract", "At what age can someone in Japan sign a contract on their own?", JP_CIVIL_CODE("4")),
  q("jp-divorce-by-agreement", "JP", "family", "Can we divorce in Japan just by agreeing to it?", JP_CIVIL_CODE("763")),
  q("jp-property-after-divorce", "JP", "family", "Can I claim a share of our property after divorce in Japan?", JP_CIVIL_CODE("768")),

  // ── South Korea ──
  q("kr-dismissed-no-reason", "KR", "employment-dismissal", "Can my employer in Seoul dismiss me without a good reason?", KR_LSA("23")),
  q("kr-notice-before-dismissal", "KR", "employment-dismissal", "How much notice must a Korean employer give before dismissing me?", KR_LSA("26")),
  q("kr-unfair-dismissal-relief", "KR", "employment-dismissal", "I was unfairly fired in Korea. Where can I apply to get my job back?", KR_LSA("28")),
  q("kr-max-working-week", "KR", "employment-hours", "What's the maximum working week in Korea?", KR_LSA("50", "53")),
  q("kr-overtime-extra", "KR", "employment-pay", "How much extra pay do I get for overtime in Korea?", KR_LSA("56")),
  q("kr-annual-leave-days", "KR", "employment-leave", "How many days of annual leave do I get in Korea?", KR_LSA("60")),
  q("kr-boss-humiliates", "KR", "employment-discrimination", "My boss in Korea humiliates me constantly in front of others. Is there a law against workplace bullying?", KR_LSA("76-2")),
  q("kr-leaving-payment", "KR", "employment-pay", "Am I owed a lump-sum payment when I leave a Korean company after three years?", KR_RETIREMENT("8")),
  q("kr-big-deposit-owner-sells", "KR", "housing", "I rent an apartment in Seoul on a large deposit. How do I protect it if the owner sells the building?", KR_HOUSING_LEASE("3", "3-2")),
  q("kr-renew-two-more-years", "KR", "housing", "Can I ask my landlord in Korea to renew my lease for another two years?", KR_HOUSING_LEASE("6-3")),
  q("kr-rent-up-ten-percent", "KR", "housing", "My landlord in Korea wants to raise the rent by ten percent when we renew. Is that allowed?", KR_HOUSING_LEASE("7")),
  q("kr-cancel-online-week", "KR", "consumer", "Can I cancel something I bought online in Korea within a week?", KR_ECOMMERCE("17")),
  q("kr-divorce-by-agreement", "KR", "family", "How does divorce by agreement work in Korea?", KR_CIVIL_ACT("834", "836-2")),
  q("kr-property-after-divorce", "KR", "family", "Can I claim part of the property after a divorce in Korea?", KR_CIVIL_ACT("839-2")),

  // ── China ──
  q("cn-no-written-contract", "CN", "employment-hiring", "I've worked for a company in Shanghai for three months without a written contract. What can I claim?", CN_LABOR_CONTRACT("82", "10")),
  q("cn-probation-max", "CN", "employment-hiring", "How long can a probation period be in China?", CN_LABOR_CONTRACT("19")),
  q("cn-let-go-business-reasons", "CN", "employment-dismissal", "My employer in China ended my contract for business reasons. How much severance am I owed?", CN_LABOR_CONTRACT("47", "46")),
  q("cn-fired-illegally", "CN", "employment-dismissal", "I was fired illegally in China. How much compensation can I get?", CN_LABOR_CONTRACT("87")),
  q("cn-noncompete-length", "CN", "employment-dismissal", "How long can a non-compete last after leaving a job in China?", CN_LABOR_CONTRACT("24")),
  q("cn-legal-hours", "CN", "employment-hours", "What are the legal working hours in China?", CN_LABOR("36")),
  q("cn-holiday-overtime-pay", "CN", "employment-pay", "How much extra pay do I get for working on a national public holiday in China?", CN_LABOR("44")),
  q("cn-landlord-sold-apartment", "CN", "housing", "My landlord in Beijing sold the apartment I rent. Does my lease still hold?", CN_CIVIL_CODE("725")),
  q("cn-return-online-seven-days", "CN", "consumer", "Can I return something I bought online in China within seven days without giving a reason?", CN_CONSUMER("25")),
  q("cn-sold-a-fake", "CN", "consumer", "A seller in China sold me a fake product. Can I get more than my money back?", CN_CONSUMER("55")),
  q("cn-divorce-waiting-period", "CN", "family", "Is there a waiting period before a divorce by agreement in China takes effect?", CN_CIVIL_CODE("1077")),
  q("cn-spouse-refuses-divorce", "CN", "family", "My spouse in China refuses to divorce. Can a court grant one anyway?", CN_CIVIL_CODE("1079")),
  q("cn-pay-in-capital-deadline", "CN", "company", "How long do shareholders of a Chinese limited company have to pay in the capital they promised?", CN_COMPANY("47")),
  q("cn-penalty-too-high", "CN", "contract", "Our contract in China sets a very high penalty for late delivery. Can a court reduce it?", CN_CIVIL_CODE("585")),

  // ── United Arab Emirates ──
  q("ae-six-years-end-payment", "AE", "employment-pay", "I've worked in Dubai for six years and I'm leaving. How is my end-of-service payment worked out?", AE_LABOUR("51")),
  q("ae-annual-leave-days", "AE", "employment-leave", "How many days of annual leave do I get working in the UAE private sector?", AE_LABOUR("29")),
  q("ae-company-profit-tax", "AE", "tax", "Does my company in the UAE now have to pay tax on its profits?", AE_CORPORATE_TAX("3")),

  // ── Netherlands ──
  q("nl-notice-ten-years", "NL", "employment-dismissal", "How much notice must my employer in the Netherlands give after ten years?", NL_BW("7:672")),
  q("nl-payment-contract-ended", "NL", "employment-dismissal", "Am I entitled to a payment when my Dutch employer ends my contract?", NL_BW("7:673")),
  q("nl-several-temp-contracts", "NL", "employment-hiring", "I've had several temporary contracts in a row with the same Dutch employer. When do I become permanent?", NL_BW("7:668a")),
  q("nl-sick-pay-how-long", "NL", "employment-pay", "How long does my Dutch employer keep paying me while I'm sick?", NL_BW("7:629")),
  q("nl-minimum-holiday", "NL", "employment-leave", "What's the minimum number of holiday days in the Netherlands?", NL_BW("7:634")),
  q("nl-noncompete-temp-contract", "NL", "employment-dismissal", "Is a non-compete in a temporary employment contract valid in the Netherlands?", NL_BW("7:653")),
  q("nl-fired-while-ill", "NL", "employment-dismissal", "Can my Dutch employer fire me while I'm ill?", NL_BW("7:670")),
  q("nl-online-send-back", "NL", "consumer", "Can I send back something I bought from a Dutch web shop without a reason?", NL_BW("6:230o")),
  q("nl-bv-dividend-debts", "NL", "company", "Can the board of a Dutch BV refuse to pay out a dividend if the company couldn't pay its debts afterwards?", NL_BW("2:216")),
  q("nl-divorce-ground", "NL", "family", "What do I have to show to get divorced in the Netherlands?", NL_BW("1:151")),

  // ── Spain ──
  q("es-max-working-week", "ES", "employment-hours", "What's the maximum ordinary working week in Spain?", ES_ET("34")),
  q("es-vacation-days", "ES", "employment-leave", "How many days of vacation do workers get in Spain?", ES_ET("38")),
  q("es-unfair-compensation", "ES", "employment-dismissal", "How much compensation do I get in Spain if a court finds I was fired unfairly?", ES_ET("56")),
  q("es-trial-period", "ES", "employment-hiring", "How long can a trial period last in Spain?", ES_ET("14")),
  q("es-birth-leave", "ES", "employment-leave", "How long is leave for the birth of a child in Spain?", ES_ET("48")),
  q("es-madrid-out-after-year", "ES", "housing", "My landlord in Madrid wants me out after one year. How long am I allowed to stay?", ES_LAU("9")),
  q("es-deposit-flat", "ES", "housing", "How much deposit must I hand over when renting a flat in Spain?", ES_LAU("36")),
  q("es-guarantee-length", "ES", "consumer", "How long is the legal guarantee on things I buy in Spain?", ES_TRLGDCU("120")),
  q("es-sofa-online-change-mind", "ES", "consumer", "I bought a sofa online in Spain. Can I change my mind and return it?", ES_TRLGDCU("102")),
  q("es-never-pays-dividends", "ES", "company", "The majority in my Spanish limited company never pays out any profits. Can I leave and get paid for my shares?", ES_LSC("348 bis")),
  q("es-divorce-no-reason", "ES", "family", "Can we divorce in Spain without giving any reason?", ES_CC("86")),

  // ── Italy ──
  q("it-notice-employer", "IT", "employment-dismissal", "Does my employer in Italy have to give me notice before ending my permanent job?", IT_CC("2118")),
  q("it-fired-on-spot", "IT", "employment-dismissal", "Can an Italian employer fire me on the spot without notice?", IT_CC("2119")),
  q("it-leaving-payment", "IT", "employment-pay", "What is the payment every employee in Italy receives when the job ends?", IT_CC("2120")),
  q("it-cameras-at-work", "IT", "data-protection", "Can my Italian employer put cameras in the office to watch us work?", IT_STATUTO("4")),
  q("it-online-return", "IT", "consumer", "I bought something online in Italy. How long do I have to return it?", IT_CONSUMO("52")),
  q("it-lease-length", "IT", "housing", "How long does a standard residential lease last in Italy?", IT_LEASES("2")),
  q("it-small-print-not-signed", "IT", "contract", "A contract in Italy had a clause in the small print limiting the seller's liability that I never specifically signed. Is it valid?", IT_CC("1341")),
  q("it-profits-not-made", "IT", "company", "Can an Italian company distribute profits it hasn't actually made?", IT_CC("2433")),
  q("it-divorce-after-separation", "IT", "family", "How long after separating can I get divorced in Italy?", IT_DIVORCE("3")),

  // ── Sweden ──
  q("se-vacation-days", "SE", "employment-leave", "How many vacation days do I get a year in Sweden?", SE_SEMESTERLAG("4")),
  q("se-notice-long-service", "SE", "employment-dismissal", "How much notice must a Swedish employer give someone who has worked there for many years?", SE_LAS("11")),
  q("se-reason-to-dismiss", "SE", "employment-dismissal", "Does my Swedish employer need a reason to dismiss me?", SE_LAS("7")),
  q("se-regular-working-week", "SE", "employment-hours", "What is the normal maximum working week in Sweden?", SE_ARBETSTIDSLAG("5")),
  q("se-stay-home-baby", "SE", "employment-leave", "How long can I stay home from work with my baby in Sweden?", SE_FORALDRALEDIGHET("5")),

  // ── Poland ──
  q("pl-notice-four-years", "PL", "employment-dismissal", "How much notice must my employer in Poland give me after four years?", PL_KP("36")),
  q("pl-vacation-ten-years", "PL", "employment-leave", "How many vacation days do I get in Poland after more than ten years of work?", PL_KP("154")),
  q("pl-fired-pregnant", "PL", "employment-dismissal", "Can my employer in Poland fire me while I'm pregnant?", PL_KP("177")),
  q("pl-online-return", "PL", "consumer", "I bought something online in Poland. How long do I have to return it?", PL_CONSUMER("27")),
  q("pl-managers-company-debts", "PL", "company", "A Polish limited company owes me money and has nothing left. Can I go after its managers personally?", PL_KSH("299")),
  q("pl-landlord-deposit", "PL", "housing", "How big a deposit can a landlord in Poland ask for?", PL_TENANTS("6")),
  q("pl-divorce-required", "PL", "family", "What has to be shown to get divorced in Poland?", PL_KRO("56")),

  // ── Switzerland ──
  q("ch-notice-three-years", "CH", "employment-dismissal", "How much notice must my employer in Switzerland give me after three years?", CH_OR("335c")),
  q("ch-fired-while-sick", "CH", "employment-dismissal", "Can I be fired while I'm off sick in Switzerland?", CH_OR("336c")),
  q("ch-minimum-vacation", "CH", "employment-leave", "What's the minimum vacation in Switzerland?", CH_OR("329a")),
  q("ch-sick-pay-how-long", "CH", "employment-pay", "How long must a Swiss employer keep paying me while I'm sick?", CH_OR("324a")),
  q("ch-noncompete-length", "CH", "employment-dismissal", "How long can a non-compete last after leaving a job in Switzerland?", CH_OR("340a")),
  q("ch-rent-deposit", "CH", "housing", "How big a security deposit can a Swiss landlord ask for?", CH_OR("257e")),
  q("ch-notice-leave-flat", "CH", "housing", "How much notice do I have to give to leave my rented flat in Switzerland?", CH_OR("266c")),
  q("ch-contest-termination", "CH", "housing", "My Swiss landlord ended my lease for no good reason. Can I challenge it?", CH_OR("271")),
  q("ch-used-car-defect-tell-seller", "CH", "consumer", "I bought a used car in Switzerland and found a defect. How quickly must I tell the seller?", CH_OR("201")),
  q("ch-apart-two-years-divorce", "CH", "family", "We've lived apart for two years in Switzerland. Can I file for divorce on my own?", CH_ZGB("114")),
  q("ch-maternity-leave", "CH", "employment-leave", "How long is maternity leave in Switzerland?", CH_OR("329f")),
  q("ch-max-weekly-hours", "CH", "employment-hours", "What's the maximum weekly working time for office workers in Switzerland?", CH_ARG("9")),

  // ── Mexico ──
  q("mx-first-year-vacation", "MX", "employment-leave", "How many vacation days do I get in my first year of work in Mexico?", MX_LFT("76")),
  q("mx-christmas-bonus", "MX", "employment-pay", "When must my employer in Mexico pay the Christmas bonus?", MX_LFT("87")),
  q("mx-fired-without-cause", "MX", "employment-dismissal", "I was fired without cause in Mexico. What compensation can I claim?", MX_LFT("48", "50")),
  q("mx-seniority-bonus", "MX", "employment-pay", "Do I get a seniority bonus when I leave a company in Mexico?", MX_LFT("162")),
  q("mx-share-of-profits", "MX", "employment-pay", "Are employees in Mexico entitled to a share of the company's profits?", MX_LFT("117")),
  q("mx-door-salesman-cancel", "MX", "consumer", "I bought something from a salesman who came to my door in Mexico. Can I cancel?", MX_LFPC("56")),

  // ── Nigeria ──
  q("ng-notice-employer", "NG", "employment-dismissal", "How much notice must my employer in Nigeria give me?", NG_LABOUR("11")),
  q("ng-annual-holiday", "NG", "employment-leave", "How much paid annual holiday do I get in Nigeria?", NG_LABOUR("18")),
  q("ng-maternity-leave", "NG", "employment-leave", "How long is maternity leave for a worker in Nigeria?", NG_LABOUR("54")),
  q("ng-dividend-from-capital", "NG", "company", "Can a Nigerian company pay dividends when it has no profits?", NG_CAMA("427")),

  // ── Kenya ──
  q("ke-notice-employer", "KE", "employment-dismissal", "How much notice must my employer in Kenya give me?", KE_EMPLOYMENT("35")),
  q("ke-fired-without-hearing", "KE", "employment-dismissal", "Can my Kenyan employer fire me without hearing my side of the story?", KE_EMPLOYMENT("41")),
  q("ke-annual-leave", "KE", "employment-leave", "How many days of annual leave do I get in Kenya?", KE_EMPLOYMENT("28")),
  q("ke-maternity-leave", "KE", "employment-leave", "How long is maternity leave in Kenya?", KE_EMPLOYMENT("29")),
  q("ke-redundancy-steps", "KE", "employment-dismissal", "What must my Kenyan employer do before making me redundant?", KE_EMPLOYMENT("40")),
  q("ke-unfair-termination", "KE", "employment-dismissal", "When is ending my job considered unfair in Kenya?", KE_EMPLOYMENT("45")),

  // ── South Africa ──
  q("za-weekly-hours", "ZA", "employment-hours", "How many hours a week can I be made to work in South Africa?", ZA_BCEA("9")),
  q("za-annual-leave", "ZA", "employment-leave", "How much annual leave do I get in South Africa?", ZA_BCEA("20")),
  q("za-sick-days", "ZA", "employment-leave", "How many sick days am I entitled to in South Africa?", ZA_BCEA("22")),
  q("za-maternity-leave", "ZA", "employment-leave", "How long is maternity leave in South Africa?", ZA_BCEA("25")),
  q("za-notice-two-years", "ZA", "employment-dismissal", "How much notice must my South African employer give me after two years?", ZA_BCEA("37")),
  q("za-retrenched-pay", "ZA", "employment-dismissal", "Is there a payout when I'm retrenched in South Africa?", ZA_BCEA("41")),
  q("za-dismissed-no-hearing", "ZA", "employment-dismissal", "I was dismissed in Johannesburg without a fair hearing. Can I challenge it?", ZA_LRA("188", "185")),
  q("za-ccma-deadline", "ZA", "employment-dismissal", "I think I was fired unfairly in Durban. How long do I have to take it to the CCMA?", ZA_LRA("191")),
  q("za-deposit-not-returned", "ZA", "housing", "My landlord in Cape Town won't return my deposit. What does the law say?", ZA_RENTAL_HOUSING("5")),
  q("za-evict-no-court-order", "ZA", "housing", "Can my landlord in South Africa throw me out of my home without a court order?", ZA_CONSTITUTION("26"), ZA_PIE("4")),
  q("za-tv-broke-four-months", "ZA", "consumer", "My TV broke four months after I bought it in South Africa. Can I return it?", ZA_CPA("56")),
  q("za-cancel-gym-early", "ZA", "consumer", "Can I cancel my two-year gym contract early in South Africa?", ZA_CPA("14")),
  q("za-director-standards", "ZA", "company", "What standards must directors of a South African company meet?", ZA_COMPANIES("76")),
  q("za-when-dividend", "ZA", "company", "When can a South African company pay a dividend to its shareholders?", ZA_COMPANIES("46")),
  q("za-held-before-court", "ZA", "criminal-procedure", "How long can South African police hold someone before bringing them to court?", ZA_CRIM_PRO("50"), ZA_CONSTITUTION("35")),
  q("za-child-matters-decided", "ZA", "family", "What do South African courts look at when deciding where a child should live?", ZA_CHILDRENS_ACT("7", "9")),
  q("za-divorce-grounds", "ZA", "family", "What do I have to show to get divorced in South Africa?", ZA_DIVORCE("4")),

  // ── New Zealand ──
  q("nz-trial-period-let-go", "NZ", "employment-dismissal", "My new job in Auckland has a ninety-day trial. Can they let me go without a reason?", NZ_ERA("67A")),
  q("nz-grievance-deadline", "NZ", "employment-dismissal", "My employer in New Zealand treated me unfairly at work. How long do I have to raise it with them?", NZ_ERA("114")),
  q("nz-annual-holidays", "NZ", "employment-leave", "How many weeks of annual holidays do I get in New Zealand?", NZ_HOLIDAYS("16")),
  q("nz-sick-leave-days", "NZ", "employment-leave", "How many days of sick leave do I get in New Zealand?", NZ_HOLIDAYS("63")),
  q("nz-bond-max", "NZ", "housing", "How much bond can a landlord in Wellington ask for?", NZ_RTA("18")),
  q("nz-rent-increase-how-often", "NZ", "housing", "How often can my landlord in New Zealand increase the rent?", NZ_RTA("24")),
  q("nz-dishwasher-broke-year", "NZ", "consumer", "My new dishwasher in New Zealand broke after a year. What are my rights?", NZ_CGA("6", "18")),
  q("nz-no-refunds-sign", "NZ", "consumer", "A shop in New Zealand has a no refunds sign. Is that allowed?", NZ_CGA("43")),
  q("nz-when-dividend", "NZ", "company", "When can a New Zealand company pay a dividend?", NZ_COMPANIES("52")),
  q("nz-shareholder-unfair", "NZ", "company", "As a shareholder in a New Zealand company, I'm being treated unfairly. What can I do?", NZ_COMPANIES("174")),
  q("nz-lived-together-four-years", "NZ", "family", "We lived together for four years in New Zealand without marrying. Do we split our property equally?", NZ_PRA("2A", "11")),
  q("nz-separated-dissolve", "NZ", "family", "How long do we have to be separated to end our marriage in New Zealand?", NZ_FPA("39")),
  q("nz-care-of-children", "NZ", "family", "What comes first when a New Zealand court decides on the care of children?", NZ_COCA("4")),
];

/**
 * Everyday questions with no legal answer: retrieval should find nothing to cite. Many share a word with a statute
 * ("notice", "leave", "deposit", "director", "shares", "bail", "custody", "trial", "court", "will") so that a lexical
 * coincidence cannot pass for relevance.
 */
export const everydayUnrelatedQuestions: UnrelatedQuestion[] = [
  { id: "un-fridge-notice", jurisdiction: "GB", question: "What's the notice on the fridge about? Someone stuck a note there this morning." },
  { id: "un-dog-kennel-leave", jurisdiction: "US", question: "My dog's leave of absence from the kennel ends Friday. What should I pack for him?" },
  { id: "un-monopoly-landlord", jurisdiction: "US", question: "In Monopoly, how much rent does the landlord collect on a street with three houses?" },
  { id: "un-school-play-director", jurisdiction: "GB", question: "Who should be the director of our school play this year, the drama teacher or a parent?" },
  { id: "un-pizza-shares", jurisdiction: "IT", question: "How do I cut a pizza into eight equal shares without a special cutter?" },
  { id: "un-bail-water-boat", jurisdiction: "NZ", question: "What's the fastest way to bail water out of a small rowing boat?" },
  { id: "un-remote-custody", jurisdiction: "AU", question: "My kids fight over custody of the TV remote every evening. Any tips for keeping the peace?" },
  { id: "un-recipe-trial-run", jurisdiction: "FR", question: "I'm doing a trial run of my cake recipe before the party. How long should it cool?" },
  { id: "un-tennis-court-surface", jurisdiction: "ES", question: "Is a clay tennis court slower than a grass court?" },
  { id: "un-phone-case", jurisdiction: "US-CA", question: "Which phone case protects best when the phone falls on concrete?" },
  { id: "un-fine-weather-picnic", jurisdiction: "GB", question: "If the weather is fine on Sunday, where's a nice spot for a picnic near the river?" },
  { id: "un-vinyl-record-clean", jurisdiction: "DE", question: "How do I clean an old vinyl record without scratching it?" },
  { id: "un-will-it-rain", jurisdiction: "IE", question: "Will it rain in Galway this weekend?" },
  { id: "un-muscle-contract", jurisdiction: "US", question: "Why do my calf muscles contract and cramp at night?" },
  { id: "un-sentence-grammar", jurisdiction: "IN", question: "How do I make a sentence in English passive instead of active?" },
  { id: "un-chocolate-bar-calories", jurisdiction: "CH", question: "How many calories are in a bar of milk chocolate?" },
  { id: "un-cardiac-arrest-cpr", jurisdiction: "US", question: "How many chest compressions per minute should you do in CPR?" },
  { id: "un-charge-phone-overnight", jurisdiction: "SG", question: "Is it bad to charge my phone overnight every night?" },
  { id: "un-appeal-to-teenager", jurisdiction: "CA", question: "How can I appeal to my teenager to tidy his room without a fight?" },
  { id: "un-cat-gift-mice", jurisdiction: "GB", question: "My cat keeps leaving dead mice on the doorstep as a gift. Why does she do that?" },
  { id: "un-interest-in-painting", jurisdiction: "FR", question: "I've lost interest in painting lately. How do I get my creativity back?" },
  { id: "un-deposit-clay-pottery", jurisdiction: "JP", question: "Where can I find a natural deposit of clay for pottery?" },
  { id: "un-transfer-contacts", jurisdiction: "BR", question: "How do I transfer my contacts from an old phone to a new one?" },
  { id: "un-board-game-night", jurisdiction: "NL", question: "What board game works best for six players on a game night?" },
  { id: "un-spider-tenant-shed", jurisdiction: "AU", question: "A huge spider has become a permanent tenant in my garden shed. How do I get it out gently?" },
  { id: "un-file-nails", jurisdiction: "KR", question: "Should I file my nails in one direction or back and forth?" },
  { id: "un-minimum-age-rollercoaster", jurisdiction: "US-TX", question: "How tall do kids need to be for the big roller coasters at theme parks?" },
  { id: "un-notice-period-gym-class", jurisdiction: "SE", question: "How much notice should I give friends before hosting a dinner party?" },
  { id: "un-holiday-packing", jurisdiction: "ES", question: "What should I pack for a beach holiday with a toddler?" },
  { id: "un-company-picnic-games", jurisdiction: "US-NY", question: "What are fun games for our company picnic in the park?" },
  { id: "un-dividend-knitting", jurisdiction: "GB", question: "How do I knit a scarf with a simple rib pattern?" },
  { id: "un-fair-trade-coffee-taste", jurisdiction: "DE", question: "Which coffee beans taste best for a strong espresso?" },
  { id: "un-police-tv-series", jurisdiction: "GB", question: "Can you recommend a good police detective series to watch on TV?" },
  { id: "un-court-shoes-wedding", jurisdiction: "IE", question: "Are court shoes or sandals better for an outdoor summer wedding?" },
  { id: "un-judge-baking-contest", jurisdiction: "AU", question: "I'm asked to judge a village baking contest. What should I look for in a good sponge cake?" },
  { id: "un-tax-the-legs", jurisdiction: "NZ", question: "Which exercises really tax the leg muscles for a beginner at the gym?" },
  { id: "un-guarantee-good-sleep", jurisdiction: "CA", question: "Is there any way to guarantee a good night's sleep before an exam?" },
  { id: "un-private-data-plan", jurisdiction: "IN", question: "Which mobile data plan is cheapest for streaming cricket?" },
  { id: "un-cookies-baking", jurisdiction: "FR", question: "Why do my cookies spread too much in the oven?" },
  { id: "un-arrest-rust", jurisdiction: "US", question: "How do I arrest the rust on my bicycle chain before it spreads?" },
  { id: "un-sick-plant", jurisdiction: "NL", question: "My basil plant looks sick with yellow leaves. How do I save it?" },
  { id: "un-hours-daylight", jurisdiction: "SE", question: "How many hours of daylight does Stockholm get in December?" },
  { id: "un-overtime-football", jurisdiction: "US", question: "How does overtime work in American football playoffs?" },
  { id: "un-maternity-clothes", jurisdiction: "PL", question: "Where can I find comfortable maternity clothes for winter?" },
  { id: "un-wedding-speech", jurisdiction: "ZA", question: "How long should a best man's wedding speech be?" },
  { id: "un-divorce-movie", jurisdiction: "US-CA", question: "What's a good movie about a family road trip to watch with teenagers?" },
  { id: "un-rent-a-bike", jurisdiction: "DE", question: "Where can I rent a bike for a day in Munich?" },
  { id: "un-deposit-bank-app", jurisdiction: "US-IL", question: "How do I take a good photo of a cheque for a mobile banking app?" },
  { id: "un-lease-car-colour", jurisdiction: "GB", question: "Which car colour stays looking clean the longest?" },
  { id: "un-contract-bridge", jurisdiction: "FR", question: "How do you score points in a game of contract bridge?" },
  { id: "un-partnership-dance", jurisdiction: "AR", question: "How do I learn to lead in a tango with a new dance partner?" },
  { id: "un-warranty-of-taste", jurisdiction: "MX", question: "What's the secret to a really good homemade salsa verde?" },
  { id: "un-director-film-jaws", jurisdiction: "US", question: "Who was the director of the film Jaws?" },
  { id: "un-board-surf", jurisdiction: "AU", question: "What size surfboard is best for a beginner?" },
  { id: "un-data-science-course", jurisdiction: "SG", question: "What's a good first programming language for someone learning data science?" },
  { id: "un-personal-best-run", jurisdiction: "KE", question: "How can I improve my personal best in the five kilometre run?" },
  { id: "un-trust-fall-team", jurisdiction: "CA", question: "Are trust falls actually good team-building exercises?" },
  { id: "un-shareholder-of-attention", jurisdiction: "JP", question: "How do I stop checking my phone every few minutes while studying?" },
  { id: "un-consumer-electronics-show", jurisdiction: "US", question: "When is the big consumer electronics show in Las Vegas held each year?" },
  { id: "un-tenancy-birds", jurisdiction: "GB", question: "How long do swallows stay in their nests before flying south?" },
  { id: "un-criminal-minds-book", jurisdiction: "IE", question: "Can you recommend a gripping crime novel for a long flight?" },
  { id: "un-family-reunion-venue", jurisdiction: "IN", question: "What's a good venue idea for a big family reunion in Goa?" },
  { id: "un-pay-it-forward-coffee", jurisdiction: "IT", question: "What is the Neapolitan tradition of the suspended coffee?" },
  { id: "un-hire-a-clown", jurisdiction: "BR", question: "Is it better to hire a magician or a clown for a six-year-old's party?" },
  { id: "un-discrimination-colours", jurisdiction: "CN", question: "Why do some people have trouble telling red and green apart?" },
  { id: "un-privacy-hedge", jurisdiction: "NL", question: "Which fast-growing hedge gives the most privacy in a small garden?" },
];
