import type { CheckItem, DraftCase } from "./cases";

/**
 * Blind drafting set (issue 36): fourteen drafts a lawyer would ask for, one per jurisdiction, with key terms as a
 * client gives them. The checklists were written by an examiner who had not read lib/contracts/, its templates or the
 * other eval/drafts checklists, from the statutes and ../shared/domain/civil-law-drafting-reference.md (cited as
 * "domain §n"), BEFORE any draft was run. Only the public catalogue (type ids and key-term names, as GET
 * /v1/contracts/types returns them) was consulted.
 *
 * Each item carries a certainty: "V" confirmed in the domain file with a source (or the issue's own finding), "K"
 * standard knowledge not confirmed in a source excerpt, "P" drafting practice rather than a rule of law. Items the
 * examiner could not verify were left out.
 *
 * Split: the cases sorted by id; even positions (0, 2, …) are dev, odd are held-out: 7 and 7. Tune on dev only.
 *
 *   npm run eval:drafts -- --set blind [--split dev|held-out]
 */

export type Certainty = "V" | "K" | "P";
export type BlindItem = CheckItem & { certainty: Certainty };
export type BlindCase = Omit<DraftCase, "items"> & { language?: string; items: BlindItem[] };

export const present = (label: string, pattern: RegExp, source: string, certainty: Certainty): BlindItem => ({ label, expect: "present", pattern, source, certainty });
export const absent = (label: string, pattern: RegExp, source: string, certainty: Certainty): BlindItem => ({ label, expect: "absent", pattern, source, certainty });

/** Wording from English law that no other system's draft may carry. */
const noEnglishStatutes = [
  absent("no Unfair Contract Terms Act", /Unfair Contract Terms Act/i, "UCTA 1977 is English (UK) law (domain §8)", "V"),
  // Corrected after the first dev run (coordinator): Singapore has its own Contracts (Rights of Third Parties) Act 2001,
  // which an SG draft rightly names; only the English Act of 1999 is foreign there.
  absent("no Contracts (Rights of Third Parties) Act 1999", /Rights of Third Parties\)? Act,? 1999/i, "C(RTP)A 1999 is English law (domain §8, §9); SG has its own Act of 2001", "V"),
  absent("no 'recorded delivery'", /recorded delivery/i, "a Royal Mail service, UK-only (domain §9; issue 36 found it in NY and SG drafts)", "K"),
];
/** US-only wording outside the US. */
const noUsStatutes = [
  absent("no DTSA citation", /1833\s*\(b\)|Defend Trade Secrets Act/i, "18 U.S.C. § 1833(b) is US federal law (domain §8)", "V"),
  absent("no California Labor Code § 2870", /\b2870\b/, "Cal. Lab. Code § 2870 is Californian (domain §8; issue 36 found it in an Indian contract)", "V"),
  absent("no certified mail", /certified mail/i, "a USPS service (domain §9)", "K"),
];
/** Indian wording outside India. */
const noIndianTerms = [
  absent("no Indian Stamp Act", /Indian Stamp Act|Stamp Act,? 1899/i, "Indian statute (domain §7)", "V"),
  absent("no Speed Post / registered post A.D.", /Speed Post|registered post A\.?D/i, "India Post services (domain §9)", "V"),
];
/** Common-law boilerplate in civil-law drafts (domain §9 [P], §1). */
const noCommonLawBoilerplate = [
  absent("no terms implied by statute or common law", /implied by statute or common law/i, "no common law to imply terms in a civil-law system (issue 36; domain §9)", "P"),
  absent("no UCTA-style 'death or personal injury caused by negligence'", /death or personal injury caused by (its |their )?negligence/i, "UCTA s.2(1) formula is English (domain §8)", "V"),
  absent("no 'deemed modified' severability", /deemed (to be )?modified/i, "BGB § 306: no geltungserhaltende Reduktion (domain §1); P elsewhere", "V"),
  absent("no 'time is of the essence'", /time (is|shall be) of the essence/i, "common-law phrase (domain §9)", "P"),
  absent("no 'liquidated damages, not a penalty'", /not a penalty/i, "civil law uses Vertragsstrafe / clause pénale / cláusula penal (domain §9)", "P"),
];

export const blindCases: BlindCase[] = [
  {
    id: "blind-gb-loan",
    type: "loan_agreement",
    jurisdiction: "GB",
    party_a: "Thames Commercial Bank plc",
    party_b: "Harlow Logistics Limited",
    key_terms: { loan_amount: "GBP 5,000,000", interest_rate: "SONIA plus 4.25% per annum", repayment_date: "2031-12-31", purpose: "acquisition of warehouse equipment", repayment_schedule: "20 equal quarterly instalments", interest_period: "quarterly", default_interest: "2%", financial_covenants: "leverage not more than 3.0:1 and interest cover not less than 4.0:1", cross_default_threshold: "GBP 250,000" },
    items: [
      present("English governing law", /laws? of England and Wales|English law/i, "a GB facility is governed by English law (P: LMA form)", "P"),
      present("English courts", /courts of England/i, "LMA jurisdiction clause (P)", "P"),
      present("SONIA named as benchmark", /SONIA/, "client's floating rate; RFRWG compounded SONIA (domain §8)", "V"),
      present("increased costs clause", /increased costs/i, "LMA Increased Costs (domain §8 [K]; issue 36 names it)", "K"),
      present("change of control", /change of control/i, "LMA Change of Control mandatory prepayment (domain §8 [K])", "K"),
      present("events of default", /events? of default/i, "every term facility (P)", "P"),
      present("cross-default threshold drafted", /cross.?default/i, "client gave a threshold; issue 36", "P"),
      absent("no doubled instalment phrasing", /repay the Loan \d+ equal/i, "issue 36: 'shall repay the Loan 20 equal quarterly instalments'", "V"),
      ...noUsStatutes,
      ...noIndianTerms,
    ],
  },
  {
    id: "blind-us-ny-nda",
    type: "nda",
    jurisdiction: "US-NY",
    party_a: "Hudson Robotics Inc.",
    party_b: "Greystone Ventures LP",
    key_terms: { nda_type: "one-way", recipient_kind: "investor", purpose: "evaluating a possible Series A investment in the Discloser", confidentiality_period: "2 years", dispute_resolution: "courts" },
    items: [
      present("New York governing law", /laws? of the State of New York/i, "US-NY draft (P)", "P"),
      present("New York courts", /courts? (of|in|located in) (the State of )?New York|New York County/i, "forum in the chosen state (P)", "P"),
      present("US notice method", /certified mail|overnight courier/i, "US practice (domain §9 [K])", "K"),
      present("return or destruction of information", /return or destroy|destroy or return|return or destruction/i, "every NDA precedent (P)", "P"),
      present("compelled-disclosure carve-out", /required by (law|a court|any court|subpoena)|legally (required|compelled)/i, "every NDA precedent (P)", "P"),
      ...noEnglishStatutes,
      ...noIndianTerms,
      absent("no UK GDPR", /UK GDPR/, "UK law", "K"),
    ],
  },
  {
    id: "blind-us-ca-employment",
    type: "employment_agreement",
    jurisdiction: "US-CA",
    party_a: "Sierra Photonics Inc.",
    party_b: "Maria Alvarez",
    key_terms: { job_title: "Senior Optical Engineer", start_date: "2027-02-01", salary: "USD 185,000 per year", place_of_work: "San Jose, California", non_compete_period: "12 months", non_compete_area: "California" },
    items: [
      present("California governing law", /laws? of the State of California/i, "US-CA draft (P)", "P"),
      present("DTSA immunity notice", /1833\s*\(b\)|Defend Trade Secrets Act/i, "18 U.S.C. § 1833(b)(3): notice in employee contracts (domain §8)", "V"),
      present("Labor Code § 2870 carve-out / notice", /\b2870\b/, "Cal. Lab. Code §§ 2870, 2872 (domain §8)", "V"),
      absent("no post-employment non-compete covenant", /shall not[^.]{0,160}(compete|competing business|competitor)[^.]{0,160}(after|following)[^.]{0,60}terminat/i, "B&P §§ 16600, 16600.1, 16600.5 (domain §8)", "V"),
      ...noEnglishStatutes,
      ...noIndianTerms,
      absent("no Employment Rights Act", /Employment Rights Act/i, "UK statute (domain §8)", "V"),
    ],
  },
  {
    id: "blind-us-tx-services",
    type: "service_agreement",
    jurisdiction: "US-TX",
    party_a: "Lone Star Refining LLC",
    party_b: "Brazos Engineering Services Inc.",
    key_terms: { services: "process safety engineering reviews for the Baytown facility", fees: "USD 240,000", payment_terms: "30 days", late_payment_interest: "1.5%", liability_cap: "USD 240,000", termination_notice: "60 days" },
    items: [
      present("Texas governing law", /laws? of the State of Texas/i, "US-TX draft (P)", "P"),
      present("US notice method", /certified mail|overnight courier/i, "US practice (domain §9 [K])", "K"),
      present("limitation of liability clause", /limitation of liability|limit(ed|s)? (its|their|the) (aggregate |total )?liability/i, "client gave a cap (P)", "P"),
      absent("no VAT", /value added tax|\bVAT\b/i, "the US has no VAT (K)", "K"),
      ...noEnglishStatutes,
      ...noIndianTerms,
    ],
  },
  {
    id: "blind-in-mh-lease",
    type: "commercial_lease",
    jurisdiction: "IN-MH",
    party_a: "Shreeji Realty Private Limited",
    party_b: "Kavya Foods Private Limited",
    key_terms: { premises: "Unit 402, Fourth Floor, Kamala Mills Compound, Lower Parel, Mumbai 400013", rent: "INR 450,000 per month", duration: "3 years", security_deposit: "INR 2,700,000", rent_escalation: "5%", permitted_use: "restaurant and bar" },
    items: [
      present("Maharashtra Stamp Act", /Maharashtra Stamp Act/i, "Maharashtra has its own Stamp Act 1958 (domain §7)", "V"),
      present("registration under the Registration Act 1908", /Registration Act,? 1908/i, "s.17(1)(d): a lease over one year must be registered; s.49 (domain §7)", "V"),
      absent("no central Indian Stamp Act", /Indian Stamp Act/i, "MH applies its own Act (domain §7; issue 36)", "V"),
      absent("no value added tax", /value added tax|\bVAT\b/i, "VAT was replaced by GST in 2017 (K; issue 36 found it)", "K"),
      absent("no English business rates / council tax", /business rates|council tax/i, "English local taxes (issue 36: 'rates')", "K"),
      absent("no 'internal repairing lease' label", /internal repairing lease/i, "English lease category (issue 36)", "P"),
      ...noEnglishStatutes,
      ...noUsStatutes,
      absent("no Karnataka Stamp Act", /Karnataka Stamp Act/i, "other state's Act (domain §7)", "V"),
    ],
  },
  {
    id: "blind-in-ka-employment",
    type: "employment_agreement",
    jurisdiction: "IN-KA",
    party_a: "Nandi Software Private Limited",
    party_b: "Arjun Rao",
    key_terms: { job_title: "Software Engineer II", start_date: "2027-01-04", salary: "INR 2,400,000 per year", place_of_work: "Bengaluru, Karnataka", probation_period: "6 months", notice_period: "2 months" },
    items: [
      present("Karnataka Stamp Act", /Karnataka Stamp Act/i, "Karnataka has its own Stamp Act 1957 (domain §7)", "V"),
      present("provident fund", /provident fund/i, "Employees' Provident Funds and Miscellaneous Provisions Act 1952 (K; issue 36)", "K"),
      present("gratuity", /gratuity/i, "Payment of Gratuity Act 1972 (K; issue 36)", "K"),
      present("POSH policy", /Sexual Harassment of Women at Workplace|POSH/i, "Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act 2013 (K; issue 36)", "K"),
      absent("no central Indian Stamp Act", /Indian Stamp Act/i, "KA applies its own Act (domain §7; issue 36)", "V"),
      absent("no Maharashtra Stamp Act", /Maharashtra Stamp Act/i, "other state's Act (domain §7)", "V"),
      ...noEnglishStatutes,
      ...noUsStatutes,
    ],
  },
  {
    id: "blind-sg-saas",
    type: "saas_subscription_agreement",
    jurisdiction: "SG",
    party_a: "Merlion Cloud Pte. Ltd.",
    party_b: "Straits Shipping Pte. Ltd.",
    key_terms: { service: "fleet scheduling software as a service", subscription_fees: "SGD 96,000 per year", duration: "36 months", availability: "99.9%", service_credit: "5%", data_location: "Singapore", renewal: "automatic", renewal_notice: "90 days" },
    items: [
      present("Singapore governing law", /laws? of (the Republic of )?Singapore/i, "SG draft (P)", "P"),
      present("Personal Data Protection Act 2012", /Personal Data Protection Act 2012|\bPDPA\b/, "Singapore PDPA 2012 governs a data intermediary's duties (K)", "K"),
      present("availability commitment", /99\.9\s?%/, "client gave 99.9% (P)", "P"),
      absent("no UK GDPR", /UK GDPR/, "UK law", "K"),
      absent("no CCPA", /California Consumer Privacy Act|\bCCPA\b/, "Californian law", "K"),
      ...noEnglishStatutes,
      ...noUsStatutes,
      ...noIndianTerms,
    ],
  },
  {
    id: "blind-au-nsw-franchise",
    type: "franchise_agreement",
    jurisdiction: "AU-NSW",
    party_a: "Harbour Bean Franchising Pty Ltd",
    party_b: "Parramatta Coffee Pty Ltd",
    key_terms: { franchised_business: "specialty coffee kiosk", trade_mark: "HARBOUR BEAN", territory: "City of Parramatta, New South Wales", initial_fee: "AUD 45,000", royalty_rate: "6%", marketing_contribution: "2%", duration: "5 years", renewal_term: "5 years", guarantor: "Li Wei", transfer_fee: "AUD 10,000" },
    items: [
      present("New South Wales governing law", /laws? of (the State of )?New South Wales/i, "AU-NSW draft (P)", "P"),
      present("Franchising Code of Conduct", /Franchising Code/i, "mandatory industry code under the Competition and Consumer Act 2010 (Cth) (K)", "K"),
      present("cooling-off period", /cooling.?off/i, "Franchising Code: cooling-off after entry (K)", "K"),
      present("guarantee by the named guarantor", /guarant(ee|or|y)/i, "client named a guarantor; issue 36", "P"),
      present("transfer conditions", /transfer/i, "client gave a transfer fee; issue 36", "P"),
      absent("no FTC Franchise Rule / FDD", /Federal Trade Commission|\bFTC\b|Franchise Disclosure Document|16 C\.?F\.?R/i, "US federal franchise regime", "K"),
      absent("no doubled royalty phrase", /of Gross Sales of the Gross Sales/i, "issue 36 defect", "V"),
      ...noEnglishStatutes,
      ...noUsStatutes,
      ...noIndianTerms,
    ],
  },
  {
    id: "blind-ca-on-distribution",
    type: "distribution_agreement",
    jurisdiction: "CA-ON",
    party_a: "Algonquin Outdoor Products Inc.",
    party_b: "Great Lakes Retail Supply Ltd.",
    key_terms: { products: "insulated camping cookware", territory: "Province of Ontario", exclusivity: "exclusive", minimum_purchases: "CAD 500,000 per year", discount: "35%", payment_terms: "45 days", duration: "3 years" },
    items: [
      present("Ontario governing law", /laws? of (the Province of )?Ontario/i, "CA-ON draft (P)", "P"),
      present("minimum purchase commitment", /minimum (purchase|annual purchase|purchases)/i, "client gave a minimum for exclusivity (P)", "P"),
      absent("no Uniform Commercial Code", /Uniform Commercial Code|\bUCC\b/, "US law; Ontario has the Sale of Goods Act (K)", "K"),
      absent("no VAT", /value added tax|\bVAT\b/i, "Canada levies GST/HST, not VAT (K)", "K"),
      ...noEnglishStatutes,
      ...noUsStatutes,
      ...noIndianTerms,
    ],
  },
  {
    id: "blind-ie-shareholders",
    type: "shareholders_agreement",
    jurisdiction: "IE",
    party_a: "Liffey Health Technologies Limited",
    party_b: "Atlantic Bridge Seed Fund DAC",
    key_terms: { company: "Liffey Health Technologies Limited", promoter_stake: "70%", investor_stake: "30%", investment_amount: "EUR 3,000,000", board_size: "five", investor_directors: "one", drag_along_threshold: "75%", liquidation_preference: "1x non-participating", anti_dilution: "broad-based weighted average", exit_period: "5 years" },
    items: [
      present("Irish governing law", /laws? of Ireland|Irish law/i, "IE draft (P)", "P"),
      present("Companies Act 2014", /Companies Act,? 2014/i, "Irish companies statute (K)", "K"),
      present("liquidation preference", /liquidation preference/i, "client term; issue 36", "P"),
      present("anti-dilution", /anti.?dilution/i, "client term; issue 36", "P"),
      present("drag-along", /drag.?along/i, "client term (P)", "P"),
      present("deadlock or exit mechanism", /deadlock|exit/i, "issue 36 lists exit and deadlock as missing", "P"),
      absent("no UK Companies Act 2006", /Companies Act,? 2006/i, "UK statute (K)", "K"),
      absent("no HMRC", /\bHMRC\b/, "UK tax authority; Ireland has Revenue (K)", "K"),
      ...noUsStatutes,
      ...noIndianTerms,
    ],
  },
  {
    id: "blind-de-licence-de",
    type: "software_license_agreement",
    jurisdiction: "DE",
    language: "de",
    party_a: "Isar Softwarehaus GmbH",
    party_b: "Rheinland Maschinenbau AG",
    key_terms: { software: "Produktionsplanungssoftware PlanX 5", licence_fee: "EUR 120,000", duration: "3 years", permitted_use: "internal use at the licensee's plants in Germany", warranty_period: "12 months", liability_cap: "EUR 120,000" },
    items: [
      present("German law", /deutsche[sm]? Recht|Recht der Bundesrepublik Deutschland/i, "DE draft (P)", "P"),
      present("unlimited liability for intent and gross negligence", /Vorsatz[\s\S]{0,80}grob(e|er)? Fahrlässigkeit|grob fahrlässig/i, "BGB § 309 Nr. 7(b), § 276(3), § 307 (domain §1)", "V"),
      present("unlimited liability for life, body, health", /Leben(s)?, (des )?Körper(s)? (oder|und) (der )?Gesundheit/i, "BGB § 309 Nr. 7(a) (domain §1)", "V"),
      present("Produkthaftungsgesetz reserved", /Produkthaftungsgesetz/i, "ProdHaftG § 14 (domain §1)", "V"),
      present("essential obligations, typical foreseeable loss", /vertragstypisch|vorhersehbar/i, "BGB § 307(2) Nr. 2; DE liability pattern (domain §1 [P])", "P"),
      absent("drafted in German: no English operative words", /\b(shall|hereby|the Licensee|the Licensor|whereas)\b/i, "language: de requested", "P"),
      ...noCommonLawBoilerplate,
      ...noEnglishStatutes,
      ...noUsStatutes,
    ],
  },
  {
    id: "blind-fr-services-fr",
    type: "service_agreement",
    jurisdiction: "FR",
    language: "fr",
    party_a: "Société Lumière Conseil SAS",
    party_b: "Atelier Numérique Lyonnais SARL",
    key_terms: { services: "refonte et maintenance du site internet", fees: "EUR 85,000", payment_terms: "30 days", duration: "24 months", liability_cap: "EUR 85,000", late_payment_interest: "10%" },
    items: [
      present("French law", /droit français|loi française/i, "FR draft (P)", "P"),
      present("article 1195 position (imprévision)", /1195|imprévision/i, "C. civ. art. 1195; every FR draft states its position (domain §2 [P])", "P"),
      present("faute lourde / dolosive carve-out", /faute lourde|\bdol(osive)?\b/i, "C. civ. art. 1231-3 (domain §2)", "V"),
      present("LRAR notices", /lettre recommandée avec (demande d')?avis de réception/i, "FR practice (domain §9)", "V"),
      absent("drafted in French: no English operative words", /\b(shall|hereby|the Supplier|the Customer|whereas)\b/i, "language: fr requested", "P"),
      absent("no BGB", /\bBGB\b/, "German code", "V"),
      ...noCommonLawBoilerplate,
      ...noEnglishStatutes,
      ...noUsStatutes,
    ],
  },
  {
    id: "blind-es-employment",
    type: "employment_agreement",
    jurisdiction: "ES",
    party_a: "Iberia Logística Integral S.L.",
    party_b: "Lucía Fernández Gómez",
    key_terms: { job_title: "Warehouse Supervisor", start_date: "2027-03-01", salary: "EUR 34,000 per year", place_of_work: "Zaragoza", probation_period: "2 months", non_compete_period: "6 months", non_compete_area: "Aragón" },
    items: [
      present("Estatuto de los Trabajadores", /Estatuto de los Trabajadores|Workers'? Statute/i, "Real Decreto Legislativo 2/2015 (ET); arts. 14 and 21 (domain §6)", "V"),
      present("non-compete paired with compensation", /(compet)[\s\S]{0,600}(compensation|payment|remuneration|compensación)/i, "ET art. 21.2: adequate pay (domain §6)", "V"),
      present("Spanish governing law", /laws? of Spain|Spanish law/i, "ES draft (P)", "P"),
      absent("no at-will employment", /at.will/i, "US doctrine (K)", "K"),
      absent("no Employment Rights Act", /Employment Rights Act/i, "UK statute (domain §8)", "V"),
      ...noCommonLawBoilerplate,
      ...noEnglishStatutes,
      ...noUsStatutes,
      ...noIndianTerms,
    ],
  },
  {
    id: "blind-nl-spa",
    type: "share_purchase_agreement",
    jurisdiction: "NL",
    party_a: "Van der Berg Holding B.V.",
    party_b: "Noordzee Capital Partners B.V.",
    key_terms: { company_name: "Delta Koeltechniek B.V.", sale_shares: "all 18,000 ordinary shares", purchase_price: "EUR 14,500,000", completion_date: "2027-04-30", warranty_claims_period: "18 months", warranty_cap: "EUR 4,350,000", non_compete_period: "3 years", non_compete_area: "the Netherlands and Belgium" },
    items: [
      present("Dutch law", /laws? of the Netherlands|Dutch law/i, "NL draft (P)", "P"),
      present("notarial deed of transfer", /notari(al|s)/i, "BW 2:196: BV shares transfer by notarial deed (K)", "K"),
      present("warranty limitations drafted", /warrant/i, "client gave cap and claims period (P)", "P"),
      absent("no stock transfer form", /stock transfer form/i, "UK transfer instrument (K)", "K"),
      absent("no UK Companies Act 2006", /Companies Act,? 2006/i, "UK statute (K)", "K"),
      ...noCommonLawBoilerplate,
      ...noEnglishStatutes,
      ...noUsStatutes,
      ...noIndianTerms,
    ],
  },
];

/** Fixed rule for a blind set: its ids sorted, even positions are dev, odd are held-out. */
export function alternatingSplit(cases: readonly { id: string }[]): (id: string) => "dev" | "held-out" {
  const sortedIds = cases.map((c) => c.id).sort();
  return (id) => (sortedIds.indexOf(id) % 2 === 0 ? "dev" : "held-out");
}

export const blindSplitOf = alternatingSplit(blindCases);
