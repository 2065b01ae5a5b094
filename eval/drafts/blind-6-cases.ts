import { absent, alternatingSplit, present, type BlindCase, type BlindItem } from "./blind-cases";
import {
  austrianLaw, ch100, chCarveOut, civilLaw, dtsa, dutchLaw, es1102, esDolo, italianLaw, noAtWill, noBgb, noCa2006, noEnglishLaw, noEra,
  noGjStamp, noIndia, noKaStamp, noLta1954, noMhStamp, noUcta, noUkRates, noUs, noVat, nlIntent, registration, spanishLaw, swissLaw,
} from "./blind-2-cases";
import { deBase, deLiability, fr1195, fr1231, frBase, frLatePayment, frLrar, gratuity, no2870, noUkGdpr, pf, posh } from "./blind-3-cases";

/**
 * Sixth blind drafting set (issue 36): thirty-six drafts a lawyer would ask for, on the combinations the first five
 * blind sets used less — the most used commercial types (SaaS, software licence, loan, shareholders' agreement, supply,
 * franchise, services, NDA, employment, lease) under US States not yet tested (GA, CO, NJ, PA, OH, NC, VA), Indian
 * States little used (TG, WB, KL, PB, UP), common law in IE, SG, HK, NZ, AU-WA, CA-BC and GB, German- and
 * French-language requests (SaaS, loan, supply in German; SaaS, loan, NDA in French), and civil law in AT, CH, NL, BE,
 * ES, IT, PT, PL, SE, DK and CZ.
 *
 * Written by a sixth examiner who had not read lib/contracts/**, any draft output or the other sets' checklist items
 * (blind-5-cases.ts for the format; the exported shared items of blind-2/3, reused as they are; only the ids, types and
 * jurisdictions of the earlier sets, to avoid repeats), from the statutes and ../shared/domain/civil-law-drafting-
 * reference.md (cited "domain §n"), BEFORE any draft was produced for these cases. Only the public catalogue
 * (listContractTypes(): type ids, languages, key-term names and choice options) was consulted.
 *
 * Certainty as in blind-cases.ts: "V" confirmed in the domain file with a source (or the issue's own finding), "K"
 * standard knowledge not confirmed in a source excerpt, "P" drafting practice (or the client's own term). Left out as
 * uncertain: the stamp-duty rates and the exact Acts of Telangana, West Bengal, Punjab and Uttar Pradesh (only the
 * States whose own Acts the domain file confirms are excluded by name; Kerala's own Act of 1959 is asked for, K);
 * the KiwiSaver employer rate after the 2026 change; Georgia's restrictive-covenant presumptions (O.C.G.A. § 13-8-57);
 * Ohio's section numbers for UCC § 2-316; Polish statutory notice by tenure; the Belgian and Austrian position on
 * excluding gross negligence (only intent is asked for); Portuguese Civil Code art. 809 wording; the French credit
 * monopoly for non-bank lenders.
 *
 * Key terms are given as clients write them: Indian lakh and crore (₹ 1,45,000; ₹ 2.5 crore), German and Danish dots
 * with decimal commas (EUR 2.500.000,00; DKK 1.245,00), Swiss apostrophes (CHF 185'000), Czech, Polish, Swedish and
 * French space-separated thousands (CZK 2 400 000; 1 850 € HT), floating rates (Term SOFR + 325 bps, 1-month HIBOR +
 * 1.80% p.a., RBI repo rate + 4.50% p.a., 3-Monats-EURIBOR zzgl. 2,25 % p.a., Euribor 3 mois + 2,10 % l'an, Euribor 6
 * mesi + 1,90% annuo), periods in the local language (24 Monate, 3 mois, 5 anos).
 *
 * Split fixed before any run: the cases sorted by id; even positions are dev, odd are held-out (18 and 18).
 * Report held-out totals only.
 *
 *   npm run eval:drafts -- --set blind-6 [--split dev|held-out]
 */

// ---------------------------------------------------------------------------------------------- Governing laws
const law = (label: string, pattern: RegExp, code: string): BlindItem => present(`${label} governing law`, pattern, `${code} draft (P)`, "P");
const georgiaLaw = law("Georgia", /laws? of the State of Georgia/i, "US-GA");
const coloradoLaw = law("Colorado", /laws? of the State of Colorado/i, "US-CO");
const newJerseyLaw = law("New Jersey", /laws? of the State of New Jersey/i, "US-NJ");
const pennsylvaniaLaw = law("Pennsylvania", /laws? of the Commonwealth of Pennsylvania/i, "US-PA");
const ohioLaw = law("Ohio", /laws? of the State of Ohio/i, "US-OH");
const northCarolinaLaw = law("North Carolina", /laws? of the State of North Carolina/i, "US-NC");
const virginiaLaw = law("Virginia", /laws? of the Commonwealth of Virginia/i, "US-VA");
const indianLaw = law("Indian", /laws? of (the Republic of )?India|Indian law/i, "IN");
const irishLaw = law("Irish", /laws? of Ireland|Irish law/i, "IE");
const singaporeLaw = law("Singapore", /laws? of (the Republic of )?Singapore/i, "SG");
const hongKongLaw = law("Hong Kong", /laws? of (the )?Hong Kong/i, "HK");
const nzLaw = law("New Zealand", /laws? of New Zealand|New Zealand law/i, "NZ");
const waLaw = law("Western Australia", /laws? of (the State of )?Western Australia/i, "AU-WA");
const bcLaw = law("British Columbia", /laws? of (the Province of )?British Columbia/i, "CA-BC");
const englishLaw = law("English", /laws? of England and Wales|English law/i, "GB");
const belgianLaw = law("Belgian", /laws? of (the Kingdom of )?Belgium|Belgian law/i, "BE");
const portugueseLaw = law("Portuguese", /laws? of (the Portuguese Republic|Portugal)|Portuguese law/i, "PT");
const polishLaw = law("Polish", /laws? of (the Republic of )?Poland|Polish law/i, "PL");
const swedishLaw = law("Swedish", /laws? of (the Kingdom of )?Sweden|Swedish law/i, "SE");
const danishLaw = law("Danish", /laws? of (the Kingdom of )?Denmark|Danish law/i, "DK");
const czechLaw = law("Czech", /laws? of the Czech Republic|Czech law/i, "CZ");

// ---------------------------------------------------------------------------------------------- Shared items
const intentCarveOut = (source: string): BlindItem =>
  present("intentional damage carved out of the limitation", /\bintent(ion(al(ly)?)?)?\b|wil(l)?ful (misconduct|default)|\bfraud|deliberate/i, source, "K");
const intentGrossCarveOut = (source: string): BlindItem =>
  present("intent and gross negligence carved out of the limitation", /(intent(ion(al(ly)?)?)?|wil(l)?ful|fraud)[^.]{0,100}gross(ly)? negligen|gross(ly)? negligen[^.]{0,100}(intent(ion(al(ly)?)?)?|wil(l)?ful|fraud)/i, source, "K");
const lifeHealthCarveOut = (source: string): BlindItem =>
  present("injury to life or health carved out of the limitation", /(injury|harm|damage) to (a person'?s? )?(life|health|bodily integrity|natural rights)|life,? (body )?(or|and) health|death or personal injury/i, source, "K");
const noSonia = absent("no SONIA outside sterling", /\bSONIA\b/, "sterling benchmark; this loan is not in sterling (P)", "P");
const noLibor = absent("no LIBOR", /\bLIBOR\b/, "LIBOR panel publication ended (USD after 30 June 2023); a new facility does not use it (K)", "K");
const eventsOfDefault = present("events of default", /events? of default/i, "every term loan (P)", "P");
const crossDefault = present("cross-default", /cross.?default/i, "client gave a threshold (issue 36; P)", "P");
const noDoubledInstalments = absent("no doubled instalment phrasing", /repay the Loan \d+ equal/i, "issue 36: 'shall repay the Loan 20 equal quarterly instalments'", "V");
const increasedCosts = present("increased costs clause", /increased costs/i, "LMA Increased Costs (domain §8 [K])", "K");
const changeOfControl = present("change of control", /change of control/i, "LMA Change of Control (domain §8 [K])", "K");
const noUkIco = absent("no UK Information Commissioner", /Information Commissioner|\bICO\b/, "UK regulator (K)", "K");
const gdpr28 = present("GDPR art. 28 processor terms", /Article 28|Art\.? 28/i, "Regulation (EU) 2016/679 art. 28(3) (K)", "K");
const noRepairingLabels = absent("no English repairing-lease labels", /full repairing|internal repairing|\bFRI\b/i, "English lease categories (issue 36 found one in an Indian lease) (P)", "P");
const noSdlt = absent("no Stamp Duty Land Tax", /Stamp Duty Land Tax|\bSDLT\b/, "English land tax (K)", "K");
const gstPresent = present("GST named", /\bGST\b|Goods and Services Tax/i, "the tax there is GST (K)", "K");
const noMerchantability = absent("no UCC merchantability wording", /merchantab/i, "UCC § 2-314 concept; not in a civil-law sale (K)", "K");
const noUcc = absent("no Uniform Commercial Code", /Uniform Commercial Code|\bUCC\b/, "US statute (K)", "K");
const noFtcRule = absent("no US FTC Franchise Rule", /16 C\.?F\.?R\.?|FTC Franchise Rule|Federal Trade Commission/i, "US federal rule; not outside the US (K)", "K");
const noCa16600 = absent("no California B&P § 16600", /16600/, "Californian statute; not the law of this contract (P)", "P");
const noIndiaCa2013 = absent("no Indian Companies Act 2013", /Companies Act,? 2013/i, "Indian statute (K)", "K");
const noDgcl = absent("no Delaware corporate law", /Delaware General Corporation Law|\bDGCL\b/, "US-DE statute (K)", "K");
const noPostTermNonCompete = absent("no post-termination non-compete covenant", /shall not[^.]{0,160}(compete|competing business|competitor)[^.]{0,160}(after|following)[^.]{0,60}(terminat|expir|cessation)/i, "Indian Contract Act 1872 s. 27: restraints of trade void; a post-employment non-compete is unenforceable (K)", "K");
const guaranty = present("personal guaranty", /guarant(y|ee|or)/i, "client named a guarantor; issue 36 found none (P)", "P");
const transferConditions = present("transfer / assignment conditions", /transfer[\s\S]{0,300}(consent|condition|approv)/i, "franchise precedent; issue 36 found none (P)", "P");
const noGrossSalesDoubled = absent("no doubled 'of Gross Sales'", /of (Gross|Net) Sales of the (Gross|Net) Sales/i, "issue 36: '6% of Gross Sales of the Gross Sales'", "V");
const liqPref = present("liquidation preference", /liquidation preference/i, "client term (issue 36)", "P");
const antiDilution = present("anti-dilution", /anti.?dilution/i, "client term (issue 36)", "P");
const dragAlong = present("drag-along", /drag.?along/i, "client term (P)", "P");
const tagAlong = present("tag-along / co-sale", /tag.?along|co.?sale/i, "investor protection in a venture SHA (issue 36; P)", "P");
const preEmption = present("pre-emption or right of first refusal", /pre.?emption|first refusal|first offer/i, "investor SHA precedent (P)", "P");
const exitClause = present("exit provisions", /\bexit\b|initial public offering|\bIPO\b|trade sale/i, "issue 36: investor SHA without exit (P)", "P");
const noOtherIndianStamp = [noMhStamp, noKaStamp, noGjStamp];
const indianBoilerplate: BlindItem[] = [noUcta, ...noEnglishLaw, ...noUs];
const usBoilerplate: BlindItem[] = [noUcta, ...noEnglishLaw, ...noIndia];
const commonLawAbroad: BlindItem[] = [noUcta, ...noEnglishLaw, ...noIndia, ...noUs];
const leaseAbroad: BlindItem[] = [noVat, noLta1954, noUkRates, noRepairingLabels, noSdlt];

export const blind6Cases: BlindCase[] = [
  // ------------------------------------------------------------------------------------------ US States
  {
    id: "b6-us-ga-employment",
    type: "employment_agreement",
    jurisdiction: "US-GA",
    party_a: "Peachtree Fulfillment Systems, Inc.",
    party_b: "Marcus D. Holloway",
    key_terms: { job_title: "Regional Operations Director", start_date: "March 1, 2027", salary: "USD 142,000 per year", place_of_work: "Atlanta, Georgia", probation_period: "90 days", non_compete_period: "18 months", non_compete_area: "the States of Georgia, Alabama and South Carolina" },
    items: [
      georgiaLaw,
      dtsa,
      present("confidential information protected", /confidential information/i, "every US employment agreement (P)", "P"),
      noCa16600,
      noEra,
      ...usBoilerplate,
    ],
  },
  {
    id: "b6-us-co-nda",
    type: "nda",
    jurisdiction: "US-CO",
    party_a: "Front Range Battery Labs, Inc.",
    party_b: "Aspen Peak Growth Partners III, L.P.",
    key_terms: { nda_type: "one-way", purpose: "evaluation of a possible Series B preferred stock investment", recipient_kind: "investor", confidentiality_period: "2 years", non_solicitation_period: "12 months" },
    items: [
      coloradoLaw,
      present("no obligation to invest or proceed", /no obligation to (proceed|enter|invest|consummate|make)|not (be )?(obliged|obligated|required) to (proceed|enter|invest|consummate|make)/i, "investor NDA precedent (issue 36: investor terms missing) (P)", "P"),
      present("portfolio companies addressed", /portfolio compan/i, "investor NDA precedent: the fund's portfolio companies are not bound or tainted (P)", "P"),
      present("non-solicitation of employees", /solicit/i, "client's 12-month term (P)", "P"),
      no2870,
      ...usBoilerplate,
    ],
  },
  {
    id: "b6-us-nj-saas",
    type: "saas_subscription_agreement",
    jurisdiction: "US-NJ",
    party_a: "Meadowlands Cloud Software LLC",
    party_b: "Garden State Pharmacy Group, Inc.",
    key_terms: { service: "hosted pharmacy inventory and e-prescribing platform \"RxLedger\"", subscription_fees: "USD 11,400 per month", authorised_users: "up to 250 named users", duration: "36 months", renewal: "automatic", renewal_notice: "60 days", availability: "99.9% per calendar month", service_credit: "5% of the monthly fee for each full 0.1% below the availability target", payment_terms: "Net 30", liability_cap: "USD 136,800" },
    items: [
      newJerseyLaw,
      present("availability target of 99.9%", /99\.9\s?%/, "client's term (P)", "P"),
      present("service credits", /service credit/i, "client's term (P)", "P"),
      present("renewal notice of 60 days", /\b60 days|sixty \(60\) days/i, "client's term (P)", "P"),
      noUkGdpr,
      noUkIco,
      ...usBoilerplate,
    ],
  },
  {
    id: "b6-us-pa-loan",
    type: "loan_agreement",
    jurisdiction: "US-PA",
    party_a: "Keystone Commerce Bank, N.A.",
    party_b: "Allegheny Precision Castings, LLC",
    key_terms: { loan_amount: "USD 12,500,000", interest_rate: "Term SOFR + 325 bps", repayment_date: "2032-06-30", purpose: "refinancing existing equipment debt and funding a new foundry line in Erie", repayment_schedule: "in 16 equal quarterly installments", interest_period: "quarterly", default_interest: "2%", security: "a first-priority security interest in all equipment and receivables", financial_covenants: "Total Leverage Ratio not greater than 3.25x and Fixed Charge Coverage Ratio not less than 1.25x", cross_default_threshold: "USD 1,000,000" },
    items: [
      pennsylvaniaLaw,
      present("Term SOFR named as benchmark", /\bSOFR\b/, "client's floating rate (P)", "P"),
      present("margin of 3.25% / 325 basis points", /3\.25\s?%|325 (basis points|bps)/i, "client's term (P)", "P"),
      noSonia,
      noLibor,
      eventsOfDefault,
      crossDefault,
      present("financial covenants drafted", /leverage ratio|fixed charge coverage/i, "client's covenants (issue 36) (P)", "P"),
      noDoubledInstalments,
      ...usBoilerplate,
    ],
  },
  {
    id: "b6-us-oh-supply",
    type: "supply_agreement",
    jurisdiction: "US-OH",
    party_a: "Buckeye Metal Forming Co.",
    party_b: "Great Lakes Shelving Manufacturers, Inc.",
    key_terms: { products: "powder-coated steel shelf brackets, part nos. BK-114 to BK-131", price: "USD 4.85 per unit", exclusivity: "non-exclusive", delivery_terms: "FCA Toledo, Ohio (Incoterms 2020)", lead_time: "21 days", minimum_order_quantity: "10,000 units", warranty_period: "12 months", payment_terms: "Net 45", duration: "3 years" },
    items: [
      ohioLaw,
      present("disclaimer of implied warranties names merchantability", /merchantability/i, "UCC § 2-316(2): an implied-warranty disclaimer must mention merchantability (and be conspicuous in writing) (K)", "K"),
      present("warranty period of 12 months", /\b12 months|twelve \(12\) months/i, "client's term (P)", "P"),
      absent("no English Sale of Goods Act", /Sale of Goods Act,? 1979/i, "English statute; the UCC governs a US sale of goods (K)", "K"),
      noVat,
      ...usBoilerplate,
    ],
  },
  {
    id: "b6-us-nc-franchise",
    type: "franchise_agreement",
    jurisdiction: "US-NC",
    party_a: "Smokehouse 64 Franchising, LLC",
    party_b: "Triangle Pit BBQ Ventures, LLC",
    key_terms: { franchised_business: "quick-service barbecue restaurant", trade_mark: "SMOKEHOUSE 64 (U.S. Reg. No. 6,123,456)", territory: "Wake County, North Carolina", premises: "8111 Creedmoor Road, Raleigh, NC 27613", initial_fee: "USD 45,000", royalty_rate: "6% of Gross Sales", marketing_contribution: "2% of Gross Sales", duration: "10 years", renewal_term: "5 years", guarantor: "Daniel R. Whitfield", transfer_fee: "USD 10,000" },
    items: [
      northCarolinaLaw,
      present("FTC Franchise Rule disclosure acknowledged", /Franchise Disclosure Document|16 C\.?F\.?R\.?( Part)? 436|Franchise Rule/i, "16 C.F.R. Part 436: FDD delivered at least 14 calendar days before signing (K; issue 36 notes FTC timing)", "K"),
      guaranty,
      transferConditions,
      noGrossSalesDoubled,
      present("royalty of 6%", /\b6\s?%|six percent/i, "client's term (P)", "P"),
      ...usBoilerplate,
    ],
  },
  {
    id: "b6-us-va-services",
    type: "service_agreement",
    jurisdiction: "US-VA",
    party_a: "Potomac Health Partners, Inc.",
    party_b: "Blue Ridge CyberWatch LLC",
    key_terms: { services: "24x7 managed security operations centre (SOC) monitoring and incident response", fees: "USD 18,500 per month", payment_terms: "Net 30", duration: "2 years", late_payment_interest: "1.5% per month", liability_cap: "USD 222,000", termination_notice: "90 days" },
    items: [
      virginiaLaw,
      present("monthly fee of USD 18,500", /18,500/, "client's term (P)", "P"),
      present("termination for convenience on 90 days' notice", /\b90 days|ninety \(90\) days/i, "client's term (P)", "P"),
      noVat,
      ...usBoilerplate,
    ],
  },

  // ------------------------------------------------------------------------------------------ Indian States
  {
    id: "b6-in-tg-lease",
    type: "lease",
    jurisdiction: "IN-TG",
    party_a: "Venkata Ramana Reddy",
    party_b: "Deccan Code Labs Private Limited",
    key_terms: { premises: "Office No. 502, 5th Floor, Cyber Heights, HITEC City, Hyderabad 500081", rent: "₹ 1,45,000 per month", duration: "3 years", security_deposit: "₹ 8,70,000", rent_escalation: "5%", permitted_use: "software development offices", notice_period: "3 months" },
    items: [
      indianLaw,
      registration,
      present("stamp duty addressed", /stamp duty|stamped/i, "every Indian lease is stamped (domain §7) (P)", "P"),
      present("rent drafted in Indian form", /1,45,000/, "client's term (P)", "P"),
      ...noOtherIndianStamp,
      ...leaseAbroad,
      ...indianBoilerplate,
    ],
  },
  {
    id: "b6-in-wb-employment",
    type: "employment_agreement",
    jurisdiction: "IN-WB",
    party_a: "Hooghly Analytics Private Limited",
    party_b: "Sohini Chatterjee",
    key_terms: { job_title: "Senior Data Analyst", start_date: "01-04-2027", salary: "₹ 18,00,000 per annum (CTC)", place_of_work: "Sector V, Salt Lake, Kolkata", probation_period: "6 months", notice_period: "2 months", non_compete_period: "12 months" },
    items: [
      indianLaw,
      pf,
      gratuity,
      posh,
      noPostTermNonCompete,
      no2870,
      noAtWill,
      noEra,
      ...indianBoilerplate.filter((i) => i.label !== no2870.label),
    ],
  },
  {
    id: "b6-in-kl-rent",
    type: "rent_agreement",
    jurisdiction: "IN-KL",
    party_a: "Thomas Mathew Kurian",
    party_b: "Anjali Nair",
    key_terms: { premises: "Villa No. 12, Palm Grove, Kakkanad, Kochi 682030", rent: "₹ 32,000 per month", duration: "11 months", security_deposit: "₹ 1,00,000", furnishing: "semi-furnished", lock_in_period: "6 months", notice_period: "1 month" },
    items: [
      indianLaw,
      present("Kerala Stamp Act named", /Kerala Stamp Act/i, "Kerala Stamp Act, 1959: Kerala has its own Act (K)", "K"),
      absent("no central Indian Stamp Act", /Indian Stamp Act|Stamp Act,? 1899/i, "Kerala applies its own Act of 1959, not the ISA (K)", "K"),
      present("lock-in of six months", /\b6 months|six \(6\) months/i, "client's term (P)", "P"),
      ...noOtherIndianStamp,
      ...leaseAbroad,
      noUcta,
      ...noEnglishLaw,
      ...noUs,
    ],
  },
  {
    id: "b6-in-pb-loan",
    type: "loan_agreement",
    jurisdiction: "IN-PB",
    party_a: "Doaba Finance & Investments Private Limited",
    party_b: "Ludhiana Knitwear Exports Private Limited",
    key_terms: { loan_amount: "₹ 2.5 crore", interest_rate: "RBI repo rate + 4.50% p.a.", repayment_date: "31-03-2030", purpose: "purchase of computerised flat-knitting machines", repayment_schedule: "in 36 equal monthly instalments", interest_period: "monthly", default_interest: "2%", security: "hypothecation of the knitting machinery at Focal Point, Ludhiana", cross_default_threshold: "₹ 25,00,000" },
    items: [
      indianLaw,
      present("hypothecation drafted", /hypothecat/i, "client's security (P)", "P"),
      present("repo rate named as benchmark", /repo rate/i, "client's floating rate (P)", "P"),
      noSonia,
      eventsOfDefault,
      crossDefault,
      noDoubledInstalments,
      ...noOtherIndianStamp,
      ...indianBoilerplate,
    ],
  },
  {
    id: "b6-in-up-franchise",
    type: "franchise_agreement_india",
    jurisdiction: "IN-UP",
    party_a: "Awadh Chaat Corner Private Limited",
    party_b: "Gomti Foods LLP",
    key_terms: { brand: "CHAAT CORNER (TM application no. 5123456, class 43)", territory: "Gomti Nagar, Lucknow", outlet_address: "Shop No. 7, Vibhuti Khand, Gomti Nagar, Lucknow 226010", initial_fee: "₹ 6,00,000", royalty: "5% of monthly net sales", marketing_contribution: "1.5% of monthly net sales", duration: "5 years", exclusivity: "exclusive", non_compete_period: "during the term" },
    items: [
      indianLaw,
      gstPresent,
      noVat,
      noFtcRule,
      noGrossSalesDoubled,
      ...noOtherIndianStamp,
      ...indianBoilerplate,
    ],
  },

  // ------------------------------------------------------------------------------------------ Common law
  {
    id: "b6-ie-saas",
    type: "saas_subscription_agreement",
    jurisdiction: "IE",
    party_a: "Liffey Cloud Systems Limited",
    party_b: "Connacht Credit Union Services DAC",
    key_terms: { service: "cloud member-onboarding and KYC platform", subscription_fees: "EUR 7,200 per month", duration: "3 years", renewal: "by agreement", availability: "99.8%", data_location: "EEA only", payment_terms: "30 days", liability_cap: "EUR 86,400" },
    items: [
      irishLaw,
      gdpr28,
      noUkGdpr,
      noUkIco,
      present("data kept in the EEA", /\bEEA\b|European Economic Area/i, "client's term (P)", "P"),
      ...commonLawAbroad,
    ],
  },
  {
    id: "b6-sg-shareholders",
    type: "shareholders_agreement",
    jurisdiction: "SG",
    party_a: "Lumen Analytics Pte. Ltd. founders (Wei Jie Tan and Priya Ramasamy)",
    party_b: "Merlion Ventures Fund II LP",
    key_terms: { company: "Lumen Analytics Pte. Ltd.", promoter_stake: "68%", investor_stake: "22%", investment_amount: "SGD 4,500,000", board_size: "5", investor_directors: "1", lock_in_period: "3 years", drag_along_threshold: "75%", liquidation_preference: "1x non-participating", anti_dilution: "broad-based weighted average", exit_period: "5 years" },
    items: [
      singaporeLaw,
      liqPref,
      antiDilution,
      dragAlong,
      tagAlong,
      preEmption,
      exitClause,
      noCa2006,
      noIndiaCa2013,
      noDgcl,
      ...noEnglishLaw,
      ...noIndia,
      ...noUs,
    ],
  },
  {
    id: "b6-hk-loan",
    type: "loan_agreement",
    jurisdiction: "HK",
    party_a: "Victoria Harbour Bank Limited",
    party_b: "Kowloon Cold Chain Logistics Limited",
    key_terms: { loan_amount: "HKD 30,000,000", interest_rate: "1-month HIBOR + 1.80% p.a.", repayment_date: "2030-12-31", repayment_schedule: "in 8 equal semi-annual instalments", interest_period: "monthly", security: "a legal charge over the Tsing Yi cold-store warehouse", financial_covenants: "consolidated tangible net worth not less than HKD 150,000,000 and gearing not more than 1.5 times", cross_default_threshold: "HKD 2,000,000" },
    items: [
      hongKongLaw,
      present("HIBOR named as benchmark", /\bHIBOR\b/, "client's floating rate (P)", "P"),
      noSonia,
      noLibor,
      eventsOfDefault,
      crossDefault,
      increasedCosts,
      changeOfControl,
      noDoubledInstalments,
      ...commonLawAbroad,
    ],
  },
  {
    id: "b6-nz-employment",
    type: "employment_agreement",
    jurisdiction: "NZ",
    party_a: "Kauri Digital Limited",
    party_b: "Aroha Te Rangi",
    key_terms: { job_title: "Site Reliability Engineer", start_date: "1 February 2027", salary: "NZD 128,000 per annum", place_of_work: "Wellington", working_hours: "40 hours per week, Monday to Friday", notice_period: "4 weeks" },
    items: [
      nzLaw,
      present("Employment Relations Act 2000", /Employment Relations Act,? 2000/i, "governs NZ employment agreements (K)", "K"),
      present("personal grievance within 90 days explained", /personal grievance[\s\S]{0,400}(90|ninety)|(90|ninety)[\s\S]{0,400}personal grievance/i, "Employment Relations Act 2000 s. 65: an individual agreement explains the services for resolving employment relationship problems and the 90-day period for a personal grievance (K)", "K"),
      present("annual holidays under the Holidays Act 2003", /Holidays Act,? 2003|four weeks'? (paid )?(annual )?holidays|4 weeks'? (paid )?(annual )?holidays/i, "Holidays Act 2003: at least four weeks' paid annual holidays (K)", "K"),
      present("KiwiSaver", /KiwiSaver/i, "KiwiSaver Act 2006: employer contributions for members (K; rate left out)", "K"),
      noAtWill,
      noEra,
      ...commonLawAbroad,
    ],
  },
  {
    id: "b6-au-wa-commercial-lease",
    type: "commercial_lease",
    jurisdiction: "AU-WA",
    party_a: "Swan River Property Trust Pty Ltd",
    party_b: "Pilbara Survey Consultants Pty Ltd",
    key_terms: { premises: "Level 7, 140 St Georges Terrace, Perth WA 6000", rent: "AUD 385,000 per annum plus GST", duration: "5 years", permitted_use: "offices", rent_review: "fixed increase", rent_escalation: "3.5%", security_deposit: "AUD 96,250", notice_period: "6 months" },
    items: [
      waLaw,
      gstPresent,
      present("fixed annual increase of 3.5%", /3\.5\s?%/, "client's term (P)", "P"),
      ...leaseAbroad,
      ...commonLawAbroad,
    ],
  },
  {
    id: "b6-ca-bc-franchise",
    type: "franchise_agreement",
    jurisdiction: "CA-BC",
    party_a: "Okanagan Coffee House Franchising Ltd.",
    party_b: "1234567 B.C. Ltd.",
    key_terms: { franchised_business: "specialty coffee café", trade_mark: "OKANAGAN ROAST (Canadian TMA 1,098,765)", territory: "City of Kelowna", premises: "1585 Ellis Street, Kelowna, BC V1Y 2A4", initial_fee: "CAD 40,000", royalty_rate: "7% of Gross Sales", marketing_contribution: "2% of Gross Sales", duration: "10 years", guarantor: "Harjit S. Dhaliwal", transfer_fee: "CAD 7,500" },
    items: [
      bcLaw,
      present("BC Franchises Act disclosure", /Franchises Act/i, "Franchises Act, S.B.C. 2015, c. 35: disclosure document at least 14 days before signing or payment (K)", "K"),
      noFtcRule,
      guaranty,
      transferConditions,
      noGrossSalesDoubled,
      noVat,
      ...commonLawAbroad,
    ],
  },
  {
    id: "b6-gb-supply",
    type: "supply_agreement",
    jurisdiction: "GB",
    party_a: "Pennine Moulded Plastics Limited",
    party_b: "Albion Home Appliances plc",
    key_terms: { products: "injection-moulded ABS housings for kettle model AK-7", price: "GBP 1.24 per unit", exclusivity: "exclusive", delivery_terms: "DAP Albion's Stoke-on-Trent warehouse (Incoterms 2020)", lead_time: "6 weeks", minimum_order_quantity: "50,000 units per quarter", warranty_period: "18 months", payment_terms: "30 days from invoice", late_payment_interest: "8% above the Bank of England base rate", duration: "4 years", liability_cap: "GBP 500,000" },
    items: [
      englishLaw,
      present("English courts", /courts of England/i, "jurisdiction clause of an English contract (P)", "P"),
      present("death or personal injury from negligence not limited", /death or personal injury/i, "UCTA 1977 s. 2(1) (domain §8)", "V"),
      present("fraud not limited", /fraud/i, "liability for fraud cannot be excluded in English law (K)", "K"),
      noUcc,
      ...noUs,
      ...noIndia,
    ],
  },

  // ------------------------------------------------------------------------------------------ Germany and France, in their languages
  {
    id: "b6-de-saas-de",
    type: "saas_subscription_agreement",
    jurisdiction: "DE",
    language: "de",
    party_a: "Nordlicht Software GmbH",
    party_b: "Hanse Kontraktlogistik AG",
    key_terms: { service: "cloudbasierte Lagerverwaltungssoftware „WMS-Cloud“", subscription_fees: "EUR 4.800,00 monatlich zzgl. USt.", authorised_users: "150 Nutzer", duration: "24 Monate", renewal: "automatic", renewal_notice: "3 Monate", availability: "99,5 % im Monatsmittel", payment_terms: "14 Tage", liability_cap: "EUR 57.600,00" },
    items: [
      ...deBase,
      ...deLiability,
      present("availability of 99,5 %", /99,5\s?%/, "client's term in German number format (P)", "P"),
      present("processing on behalf (Auftragsverarbeitung)", /Auftragsverarbeitung|Art\.? 28 DSGVO/i, "DSGVO art. 28: customer data hosted by the provider (K)", "K"),
    ],
  },
  {
    id: "b6-de-loan-de",
    type: "loan_agreement",
    jurisdiction: "DE",
    language: "de",
    party_a: "Ostalb Kreditbank AG",
    party_b: "Schwäbische Präzisionsteile GmbH",
    key_terms: { loan_amount: "EUR 2.500.000,00", interest_rate: "3-Monats-EURIBOR zzgl. 2,25 % p.a.", repayment_date: "30.06.2032", purpose: "Erwerb einer CNC-Fertigungslinie am Standort Aalen", repayment_schedule: "in 20 gleichen vierteljährlichen Raten", interest_period: "quarterly", default_interest: "2 %", security: "Sicherungsübereignung der CNC-Fertigungslinie" },
    items: [
      ...deBase,
      present("EURIBOR named as benchmark", /EURIBOR/i, "client's floating rate (P)", "P"),
      present("termination for cause (Kündigung aus wichtigem Grund)", /Kündigung aus wichtigem Grund|außerordentlich(e|en)? Kündigung|fristlos(e|en)? Kündigung|§ 490/i, "BGB §§ 314, 490: extraordinary termination of a loan (K)", "K"),
      present("security transfer drafted", /Sicherungsübereignung|Sicherheit/i, "client's security (P)", "P"),
      noSonia,
    ],
  },
  {
    id: "b6-de-supply-de",
    type: "supply_agreement",
    jurisdiction: "DE",
    language: "de",
    party_a: "Ostalb Druckguss GmbH",
    party_b: "Remstal Antriebstechnik GmbH & Co. KG",
    key_terms: { products: "Aluminium-Druckgussgehäuse Typ AG-220", price: "EUR 14,85 je Stück netto", exclusivity: "non-exclusive", delivery_terms: "FCA Werk Aalen (Incoterms® 2020)", lead_time: "4 Wochen", minimum_order_quantity: "5.000 Stück", warranty_period: "12 Monate", payment_terms: "30 Tage netto", duration: "3 Jahre", liability_cap: "EUR 250.000,00" },
    items: [
      ...deBase,
      ...deLiability,
      present("inspection and notice of defects (§ 377 HGB)", /377 HGB|Untersuchungs- und Rügepflicht|Rügeobliegenheit|unverzüglich[\s\S]{0,80}(zu )?rügen/i, "HGB § 377: a merchant buyer must inspect and notify defects without undue delay (K)", "K"),
      noMerchantability,
    ],
  },
  {
    id: "b6-fr-saas-fr",
    type: "saas_subscription_agreement",
    jurisdiction: "FR",
    language: "fr",
    party_a: "Nuage Provençal SAS",
    party_b: "Transports Garonne SA",
    key_terms: { service: "plateforme SaaS de gestion des notes de frais « Frais+ »", subscription_fees: "1 850 € HT par mois", authorised_users: "400 utilisateurs", duration: "36 mois", renewal: "automatic", renewal_notice: "3 mois", availability: "99,7 %", payment_terms: "45 jours fin de mois", late_payment_interest: "taux BCE + 10 points" },
    items: [
      ...frBase,
      fr1231,
      fr1195,
      frLrar,
      frLatePayment,
      present("availability of 99,7 %", /99,7\s?%/, "client's term in French number format (P)", "P"),
    ],
  },
  {
    id: "b6-fr-loan-fr",
    type: "loan_agreement",
    jurisdiction: "FR",
    language: "fr",
    party_a: "Banque Rhodanienne de Crédit SA",
    party_b: "Ateliers Mécaniques du Dauphiné SAS",
    key_terms: { loan_amount: "1 200 000 €", interest_rate: "Euribor 3 mois + 2,10 % l'an", repayment_date: "31/12/2031", purpose: "financement d'une ligne d'usinage à Grenoble", repayment_schedule: "en 24 échéances trimestrielles égales", interest_period: "quarterly", default_interest: "3 %" },
    items: [
      ...frBase,
      fr1195,
      frLrar,
      present("taux effectif global stated", /taux effectif global|\bTEG\b/i, "C. mon. fin. L313-4: the TEG is stated in every written loan (K)", "K"),
      present("acceleration (exigibilité anticipée)", /exigibilité anticipée|exigible par anticipation|déchéance du terme/i, "French loan practice (P)", "P"),
      present("Euribor named as benchmark", /Euribor/i, "client's floating rate (P)", "P"),
      noSonia,
    ],
  },
  {
    id: "b6-fr-nda-fr",
    type: "nda",
    jurisdiction: "FR",
    language: "fr",
    party_a: "Cellules Atlantiques SAS",
    party_b: "Électrochimie de Lorraine SA",
    key_terms: { nda_type: "mutual", purpose: "étude d'un partenariat industriel pour la fabrication de cellules de batteries", confidentiality_period: "5 ans", duration: "2 ans" },
    items: [
      ...frBase,
      frLrar,
      present("confidentiality period of five years", /\b5 ans|cinq \(5\) ans|cinq ans/i, "client's term (P)", "P"),
      present("trade secrets (secret des affaires)", /secret des affaires|L\.? ?151-1/i, "C. com. L151-1 (loi 2018-670) (P: French NDA practice)", "P"),
    ],
  },

  // ------------------------------------------------------------------------------------------ Civil law in English
  {
    id: "b6-at-saas",
    type: "saas_subscription_agreement",
    jurisdiction: "AT",
    party_a: "Donau Cloud Services GmbH",
    party_b: "Tiroler Seilbahnen Betriebs AG",
    key_terms: { service: "hosted ticketing and access-control platform", subscription_fees: "EUR 3.950,00 per month", duration: "24 months", renewal: "automatic", renewal_notice: "3 months", availability: "99,5 %", payment_terms: "14 days", liability_cap: "EUR 47.400,00" },
    items: [
      austrianLaw,
      intentCarveOut("ABGB: liability for intent cannot be excluded in advance (K)"),
      noUkGdpr,
      noBgb,
      ...civilLaw,
    ],
  },
  {
    id: "b6-be-services",
    type: "service_agreement",
    jurisdiction: "BE",
    party_a: "Brabant Facility Services NV",
    party_b: "Gentse Haven Logistiek BV",
    key_terms: { services: "cleaning and technical maintenance of the Ghent port warehouses", fees: "EUR 9.750 per month", payment_terms: "30 days", duration: "2 years", liability_cap: "EUR 117.000", termination_notice: "3 months" },
    items: [
      belgianLaw,
      intentCarveOut("Belgian Civil Code Book 5 art. 5.89: an exemption clause cannot cover one's own intentional fault (K)"),
      noBgb,
      ...civilLaw,
    ],
  },
  {
    id: "b6-ch-licence",
    type: "software_license_agreement",
    jurisdiction: "CH",
    party_a: "Alpensoft AG",
    party_b: "Bernische Kantonalversicherung Genossenschaft",
    key_terms: { software: "actuarial reserving software \"ReservePro\" version 9", licence_fee: "CHF 185'000 one-off", licensed_quantity: "250 named users", permitted_use: "internal business purposes in Switzerland", warranty_period: "6 months", payment_terms: "30 days", liability_cap: "CHF 185'000" },
    items: [
      swissLaw,
      ch100,
      chCarveOut,
      noMerchantability,
      noBgb,
      ...civilLaw,
    ],
  },
  {
    id: "b6-cz-licence",
    type: "software_license_agreement",
    jurisdiction: "CZ",
    party_a: "Vltava Software s.r.o.",
    party_b: "Ostravské Teplárny a.s.",
    key_terms: { software: "SCADA analytics module \"HeatView\"", licence_fee: "CZK 2 400 000", licensed_quantity: "3 plants", warranty_period: "12 months", payment_terms: "30 days", liability_cap: "CZK 2 400 000" },
    items: [
      czechLaw,
      intentGrossCarveOut("Czech Civil Code (Act No. 89/2012 Coll.) § 2898: an advance exclusion or limitation for harm caused intentionally or by gross negligence is disregarded (K)"),
      lifeHealthCarveOut("Czech Civil Code § 2898: nor for harm to a person's natural rights (life, health) (K)"),
      present("fee drafted in CZK", /CZK|Kč/, "client's term (P)", "P"),
      noBgb,
      ...civilLaw,
    ],
  },
  {
    id: "b6-dk-supply",
    type: "supply_agreement",
    jurisdiction: "DK",
    party_a: "Jylland Emballage A/S",
    party_b: "Fyns Mejeri ApS",
    key_terms: { products: "recyclable PET dairy bottles, 1 litre", price: "DKK 1.245,00 per 1,000 units", exclusivity: "non-exclusive", lead_time: "10 working days", warranty_period: "12 months", payment_terms: "30 days", duration: "2 years" },
    items: [
      danishLaw,
      present("price in DKK", /DKK/, "client's term (P)", "P"),
      noMerchantability,
      noBgb,
      ...civilLaw,
    ],
  },
  {
    id: "b6-es-franchise",
    type: "franchise_agreement",
    jurisdiction: "ES",
    party_a: "Tapas Norte Franquicias S.L.",
    party_b: "Restauración Levante S.L.",
    key_terms: { franchised_business: "tapas bar and restaurant", trade_mark: "TAPAS NORTE (marca española n.º M 3.456.789)", territory: "municipio de Valencia", initial_fee: "EUR 30.000", royalty_rate: "5 % de las ventas netas", marketing_contribution: "1,5 % de las ventas netas", duration: "7 años", guarantor: "Javier Ortega Puig" },
    items: [
      spanishLaw,
      es1102,
      esDolo,
      present("pre-contractual franchise information", /7\/1996|Comercio Minorista|Retail Trade|201\/2010/i, "Ley 7/1996 art. 62 and RD 201/2010: franchisor information at least 20 business days before signing (K)", "K"),
      noFtcRule,
      guaranty,
      noGrossSalesDoubled,
      noBgb,
      ...civilLaw,
    ],
  },
  {
    id: "b6-it-loan",
    type: "loan_agreement",
    jurisdiction: "IT",
    party_a: "Banca Padana di Credito S.p.A.",
    party_b: "Officine Meccaniche Brianza S.r.l.",
    key_terms: { loan_amount: "EUR 3.000.000", interest_rate: "Euribor 6 mesi + 1,90% annuo", repayment_date: "31/12/2031", purpose: "acquisto di un impianto di verniciatura a Monza", repayment_schedule: "in 12 equal semi-annual instalments", interest_period: "quarterly", default_interest: "2%", cross_default_threshold: "EUR 250.000" },
    items: [
      italianLaw,
      present("EURIBOR named as benchmark", /EURIBOR/i, "client's floating rate (P)", "P"),
      present("acceleration / loss of the benefit of the term", /1186|decadenza dal beneficio del termine|benefit of the term|events? of default|accelerat/i, "c.c. art. 1186 and loan practice (P)", "P"),
      noSonia,
      noDoubledInstalments,
      noBgb,
      ...civilLaw,
    ],
  },
  {
    id: "b6-nl-supply",
    type: "supply_agreement",
    jurisdiction: "NL",
    party_a: "Westland Kunststoffen B.V.",
    party_b: "Rijnmond Tuinbouw Coöperatie U.A.",
    key_terms: { products: "UV-stabilised greenhouse film, 200 micron", price: "EUR 2.340,50 per pallet", exclusivity: "exclusive", delivery_terms: "DAP Naaldwijk (Incoterms 2020)", warranty_period: "24 months", payment_terms: "30 dagen", duration: "3 jaar", liability_cap: "EUR 150.000" },
    items: [
      dutchLaw,
      nlIntent,
      noMerchantability,
      noBgb,
      ...civilLaw,
    ],
  },
  {
    id: "b6-pl-employment",
    type: "employment_agreement",
    jurisdiction: "PL",
    party_a: "Wisła Software sp. z o.o.",
    party_b: "Katarzyna Nowak",
    key_terms: { job_title: "Senior Backend Developer", start_date: "2027-02-01", salary: "PLN 14 500 brutto miesięcznie", place_of_work: "Kraków", working_hours: "8 hours per day, 40 hours per week", non_compete_period: "12 months" },
    items: [
      polishLaw,
      present("Labour Code named", /Labour Code|Kodeks pracy/i, "Polish Labour Code (Act of 26 June 1974) governs employment (K)", "K"),
      present("post-employment non-compete with compensation of at least 25%", /(25\s?%|one quarter|twenty-five per ?cent)/i, "Labour Code art. 101^2 § 3: compensation not less than 25% of the remuneration for the non-compete period (K)", "K"),
      noAtWill,
      noEra,
      noBgb,
      ...civilLaw,
    ],
  },
  {
    id: "b6-pt-nda",
    type: "nda",
    jurisdiction: "PT",
    party_a: "Atlântico Têxteis, S.A.",
    party_b: "Minho Smart Fabrics, Lda.",
    key_terms: { nda_type: "mutual", purpose: "evaluation of a joint development of sensor-embedded technical textiles", confidentiality_period: "5 anos", duration: "2 anos" },
    items: [
      portugueseLaw,
      present("confidentiality period of five years", /\b5 years|five \(5\) years|five years/i, "client's term given in Portuguese (P)", "P"),
      noBgb,
      ...civilLaw,
    ],
  },
  {
    id: "b6-se-saas",
    type: "saas_subscription_agreement",
    jurisdiction: "SE",
    party_a: "Norrsken Molntjänster AB",
    party_b: "Västkustens Fastighetsförvaltning AB",
    key_terms: { service: "hosted property-maintenance ticketing platform", subscription_fees: "SEK 42 000 per month", duration: "36 months", renewal: "automatic", renewal_notice: "3 months", availability: "99,8 %", payment_terms: "30 days", data_location: "Sweden" },
    items: [
      swedishLaw,
      present("availability of 99.8%", /99[.,]8\s?%/, "client's term (P)", "P"),
      noUkGdpr,
      noBgb,
      ...civilLaw,
    ],
  },
];

export const blind6SplitOf = alternatingSplit(blind6Cases);
