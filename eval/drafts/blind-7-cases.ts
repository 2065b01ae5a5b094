import { absent, alternatingSplit, present, type BlindCase, type BlindItem, type Certainty } from "./blind-cases";

/**
 * Seventh blind drafting set (issue 36): thirty-eight drafts a senior lawyer would ask for — the most used types
 * (employment, executive hire, services, consultancy, NDA, SaaS, software licence, supply, franchise, loan, guarantee,
 * shareholders' agreement, share purchase, DPA, commercial lease) on type × jurisdiction combinations the first six
 * blind sets did not use: US-AZ, US-CA, US-MI, US-TN, US-DE; IN-DL, IN-KA, IN-MH, IN-TN, IN-GJ, IN-HR; GB, IE, SG, HK,
 * AU-VIC, AU-QLD, CA-ON, CA-QC, NZ; and civil law in DE, FR, ES, IT, NL, AT, CH, PT, PL, SE, DK, BE, CZ (drafted in
 * English; key terms often in the local language).
 *
 * Written by a seventh examiner who had not read lib/contracts/**, any draft output or the other sets' checklist items
 * (blind-cases.ts and blind-6-cases.ts read for the format; only the ids, types and jurisdictions of blind-cases.ts ..
 * blind-6-cases.ts, to avoid repeats), from the statutes and ../shared/domain/civil-law-drafting-reference.md (cited
 * "domain §n"), BEFORE any draft was produced for these cases. Only the public catalogue (listContractTypes(): type
 * ids, languages, key-term names and choice options) was consulted. The eval has not been run on this set.
 *
 * Certainty as in blind-cases.ts: "V" confirmed in the domain file with a source (or the issue's own finding), "K"
 * standard knowledge not confirmed in a source excerpt, "P" drafting practice (or the client's own term).
 *
 * Items a lawyer checks first: dismissal protection where the law gives it (DE: Kündigungsschutzgesetz and the written
 * form of § 623 BGB; FR: cause réelle et sérieuse; ES: dismissal on the Estatuto's causes; NL: UWV permission or court
 * dissolution and the transitievergoeding; PT: no dismissal without just cause; CA-ON and AU: statutory minimums, no
 * "at will"); mandatory benefits (IN gratuity, provident fund, POSH; SG CPF; AU superannuation and the NES; ES two
 * extraordinary payments; PT holiday and Christmas allowances); standard-terms control of liability clauses (BGB §§ 276(3),
 * 309 no. 7; c.c. art. 1229 and 1341–1342; CC 1102; OR 100; CCQ 1474; Czech Civil Code § 2898; Polish KC art. 473 § 2);
 * the State's own stamp Act (MH, KA, GJ; the Indian Stamp Act 1899 in Delhi and Tamil Nadu, domain §7); transfer duties;
 * the trap terms a client asks for and the law forbids (a post-employment non-compete in California, Ontario and
 * India); and foreign law leaking in (UCTA, recorded delivery, the 1999 Third Parties Act, UK GDPR / ICO in a non-UK
 * DPA, Cal. Lab. Code § 2870 outside California, DTSA outside the US, consideration recitals and "time is of the
 * essence" under a civil code, VAT where the tax is GST or there is none).
 *
 * Left out as uncertain: stamp-duty rates and article numbers (every State); whether Haryana has its own Stamp Act
 * (no stamp item in the Haryana case); whether the Payment of Gratuity Act 1972 and the EPF Act 1952 are still the
 * operative texts after the Labour Codes (the items ask only for "gratuity" and "provident fund / Code on Social
 * Security", not the Act names); the Australian superannuation guarantee rate; the Ontario ESA notice scale; Dutch
 * statutory notice by tenure (BW 7:672) and the Austrian MRG's partial application to business premises; the Austrian
 * lease-fee rate (only that a Gebühr is addressed, K); Swiss securities transfer stamp tax (depends on a securities
 * dealer being party); the Belgian, Danish and Swedish position on excluding gross negligence (only intent is asked
 * for); the Polish statutory cap on B2B payment terms; Michigan's section numbers for UCC § 2-316; Tennessee franchise
 * law beyond the federal FTC Rule; Quebec's Charter of the French language rules for contracts (not asked for);
 * Romanian, Finnish, Norwegian, Greek and Luxembourg cases (none written).
 *
 * Key terms are given as clients write them: Indian lakh and crore (₹ 28,50,000; ₹ 35 crore), German and Austrian dots
 * with decimal commas (EUR 1.500.000,00), Swiss apostrophes (CHF 14'750'000), Czech, Polish, Swedish and French
 * space-separated thousands (CZK 4 250 000; PLN 1 250 000,00), day-first numeric dates (01/04/2027, 15.01.2027),
 * floating rates (1-year MCLR + 2.15% p.a., 3M STIBOR + 2,40 %), periods in the local language (12 Monate, 4 mois,
 * 6 meses), US "Net 45" and "$18.75/unit".
 *
 * Split fixed before any run: the cases sorted by id; even positions are dev, odd are held-out (19 and 19).
 * Report held-out totals only.
 *
 *   npm run eval:drafts -- --set blind-7 [--split dev|held-out]
 */

// ---------------------------------------------------------------------------------------------- Governing laws
const law = (label: string, pattern: RegExp, code: string): BlindItem => present(`${label} governing law`, pattern, `${code} draft (P)`, "P");
const arizonaLaw = law("Arizona", /laws? of (the State of )?Arizona|Arizona law/i, "US-AZ");
const californiaLaw = law("California", /laws? of (the State of )?California|California law/i, "US-CA");
const michiganLaw = law("Michigan", /laws? of (the State of )?Michigan|Michigan law/i, "US-MI");
const tennesseeLaw = law("Tennessee", /laws? of (the State of )?Tennessee|Tennessee law/i, "US-TN");
const delawareLaw = law("Delaware", /laws? of (the State of )?Delaware|Delaware law/i, "US-DE");
const indianLaw = law("Indian", /laws? of (the Republic of )?India|Indian law/i, "IN");
const englishLaw = law("English", /laws? of England and Wales|English law/i, "GB");
const irishLaw = law("Irish", /laws? of Ireland|Irish law/i, "IE");
const singaporeLaw = law("Singapore", /laws? of (the Republic of )?Singapore|Singapore law/i, "SG");
const hongKongLaw = law("Hong Kong", /laws? of (the )?Hong Kong|Hong Kong law/i, "HK");
const victoriaLaw = law("Victoria", /laws? of (the State of )?Victoria|Victorian law/i, "AU-VIC");
const queenslandLaw = law("Queensland", /laws? of (the State of )?Queensland|Queensland law/i, "AU-QLD");
const ontarioLaw = law("Ontario (with the federal laws of Canada)", /laws? of (the Province of )?Ontario and the federal laws of Canada applicable therein/i, "CA-ON");
const quebecLaw = law("Quebec", /laws? (in force in |of )(the Province of )?Qu[eé]bec|Qu[eé]bec law/i, "CA-QC");
const nzLaw = law("New Zealand", /laws? of New Zealand|New Zealand law/i, "NZ");
const germanLaw = law("German", /laws? of (the Federal Republic of )?Germany|German law/i, "DE");
const frenchLaw = law("French", /laws? of (the French Republic|France)|French law/i, "FR");
const spanishLaw = law("Spanish", /laws? of (the Kingdom of )?Spain|Spanish law/i, "ES");
const italianLaw = law("Italian", /laws? of (the Republic of )?Italy|Italian law/i, "IT");
const dutchLaw = law("Dutch", /laws? of (the Netherlands|the Kingdom of the Netherlands)|Dutch law|Netherlands law/i, "NL");
const austrianLaw = law("Austrian", /laws? of (the Republic of )?Austria|Austrian law/i, "AT");
const swissLaw = law("Swiss", /laws? of Switzerland|Swiss (substantive )?law/i, "CH");
const portugueseLaw = law("Portuguese", /laws? of (the Portuguese Republic|Portugal)|Portuguese law/i, "PT");
const polishLaw = law("Polish", /laws? of (the Republic of )?Poland|Polish law/i, "PL");
const swedishLaw = law("Swedish", /laws? of (the Kingdom of )?Sweden|Swedish law/i, "SE");
const danishLaw = law("Danish", /laws? of (the Kingdom of )?Denmark|Danish law/i, "DK");
const belgianLaw = law("Belgian", /laws? of (the Kingdom of )?Belgium|Belgian law/i, "BE");
const czechLaw = law("Czech", /laws? of the Czech Republic|Czech law/i, "CZ");

// ---------------------------------------------------------------------------------------------- Foreign wording
const noUcta = absent("no Unfair Contract Terms Act", /Unfair Contract Terms Act/i, "UCTA 1977 is UK law (domain §8)", "V");
const noCrtpa1999 = absent("no Contracts (Rights of Third Parties) Act 1999", /Rights of Third Parties\)? Act,? 1999/i, "English Act (domain §8)", "V");
const noRecorded = absent("no 'recorded delivery'", /recorded delivery/i, "Royal Mail service, UK-only (domain §9)", "K");
const noCertified = absent("no certified mail", /certified mail/i, "USPS service (domain §9)", "K");
const noDtsa = absent("no DTSA", /1833\s*\(b\)|Defend Trade Secrets Act/i, "18 U.S.C. § 1833(b) is US federal law (domain §8)", "V");
const no2870 = absent("no Cal. Lab. Code § 2870", /\b2870\b/, "Californian statute (domain §8)", "V");
const noIndianStamp = absent("no Indian Stamp Act 1899", /Indian Stamp Act|Stamp Act,? 1899/i, "Indian statute (domain §7)", "V");
const noSpeedPost = absent("no Speed Post / registered post A.D.", /Speed Post|registered post A\.?D/i, "India Post services (domain §9)", "V");
const noMhStamp = absent("no Maharashtra Stamp Act", /Maharashtra Stamp Act|Bombay Stamp Act/i, "another State's Act (domain §7)", "V");
const noKaStamp = absent("no Karnataka Stamp Act", /Karnataka Stamp Act/i, "another State's Act (domain §7)", "V");
const noGjStamp = absent("no Gujarat Stamp Act", /Gujarat Stamp Act/i, "another State's Act (domain §7)", "V");
const noCentralStampInOwnActState = absent("no central Indian Stamp Act where the State has its own", /Indian Stamp Act|Stamp Act,? 1899/i, "MH, KA and GJ have their own Stamp Acts (domain §7)", "V");
const noEra = absent("no Employment Rights Act 1996", /Employment Rights Act/i, "GB statute (domain §8)", "K");
const noAtWill = absent("no 'at will' employment", /\bat[- ]will\b/i, "US doctrine; outside the US dismissal is regulated (K)", "K");
const noUkGdpr = absent("no UK GDPR / Data Protection Act 2018", /UK GDPR|Data Protection Act,? 2018/i, "UK law; not for a non-UK processor contract (K)", "K");
const noIco = absent("no UK Information Commissioner", /Information Commissioner|\bICO\b/, "UK regulator (K)", "K");
const noCcpa = absent("no CCPA", /California Consumer Privacy Act|\bCCPA\b|\bCPRA\b/, "Californian statute (K)", "K");
const noVat = absent("no VAT where the tax is GST", /value added tax|\bVAT\b/i, "the tax there is GST (K)", "K");
const noGstOrSalesTax = absent("no GST or sales tax in an EU draft", /\bGST\b|Goods and Services Tax|sales tax/i, "EU Member States levy VAT (K)", "K");
const noUcc = absent("no Uniform Commercial Code", /Uniform Commercial Code|\bUCC\b/, "US statute (K)", "K");
const noMerchantability = absent("no UCC merchantability wording", /merchantab/i, "UCC § 2-314 concept, not in a civil-law sale (K)", "K");
const noCa2006 = absent("no Companies Act 2006", /Companies Act,? 2006/i, "UK statute (K)", "K");
const noDgcl = absent("no Delaware General Corporation Law", /Delaware General Corporation Law|\bDGCL\b/, "US-DE statute (K)", "K");
const noSdlt = absent("no Stamp Duty Land Tax", /Stamp Duty Land Tax|\bSDLT\b/, "English land tax (K)", "K");
const noLta1954 = absent("no Landlord and Tenant Act 1954", /Landlord and Tenant Act/i, "English statute (K)", "K");
const noRepairLabels = absent("no English repairing-lease labels", /full repairing|internal repairing|\bFRI\b/i, "English lease categories (P)", "P");
const noSonia = absent("no SONIA outside sterling", /\bSONIA\b/, "sterling benchmark (P)", "P");
const noLibor = absent("no LIBOR", /\bLIBOR\b/, "LIBOR publication ended; a new facility does not use it (K)", "K");
const noDeed = absent("no deed formalities", /executed as a deed|signed as a deed|\bdeed poll\b/i, "English execution form (domain §9 [K]); a civil-law instrument is not a deed", "P");

/** Common-law boilerplate that a civil-code draft never carries (domain §9 [P]). */
const civilCode = (source = "domain §9 [P]"): BlindItem[] => [
  absent("no consideration recital", /in consideration of|receipt and sufficiency|good and valuable consideration/i, source, "P"),
  absent("no 'time is of the essence'", /time (is|shall be) of the essence/i, source, "P"),
  absent("no 'liquidated damages, not a penalty'", /not a penalty/i, source, "P"),
  absent("no terms implied by statute or common law", /implied by statute or common law/i, source, "P"),
  absent("no 'common law'", /\bcommon law\b/i, "no common law under a civil code (P)", "P"),
];
const noDeemedModified = (certainty: Certainty, source: string) => absent("no 'deemed modified' severability", /deemed (to be )?modified/i, source, certainty);

// ---------------------------------------------------------------------------------------------- Liability control
const intentCarveOut = (source: string, certainty: Certainty = "K"): BlindItem =>
  present("intentional damage carved out of the limitation", /\bintent(ion(al(ly)?)?)?\b|wil(l)?ful (misconduct|default)|\bfraud|deliberate|\bdolo\b|\bdolus\b/i, source, certainty);
const intentGrossCarveOut = (source: string, certainty: Certainty = "K"): BlindItem =>
  present(
    "intent and gross negligence carved out of the limitation",
    /(intent(ion(al(ly)?)?)?|wil(l)?ful|fraud|dolo)[^.]{0,120}gross(ly)? (negligen|fault)|gross(ly)? (negligen|fault)[^.]{0,120}(intent(ion(al(ly)?)?)?|wil(l)?ful|fraud|dolo)|colpa grave/i,
    source,
    certainty,
  );
const lifeHealthCarveOut = (source: string): BlindItem =>
  present("injury to life, body or health carved out of the limitation", /(injury|harm|damage) to (a person'?s? )?(life|body|health|bodily integrity|natural rights)|life,? (body,? )?(or|and) health|death or personal injury|bodily (or moral )?injur/i, source, "K");

// ---------------------------------------------------------------------------------------------- Employment
const dtsa = present("DTSA whistleblower immunity notice", /1833\s*\(b\)|Defend Trade Secrets Act|immun(e|ity)[^.]{0,200}trade secret/i, "18 U.S.C. § 1833(b): notice in an employee contract governing confidential information (domain §8)", "V");
const confidentiality = present("confidential information protected", /confidential information/i, "every employment agreement (P)", "P");
const noPostTermNonCompete = (source: string, certainty: Certainty) =>
  absent("no post-employment non-compete covenant", /shall not[^.]{0,160}(compete|competing business|competitor|competitive)[^.]{0,160}(after|following)[^.]{0,60}(terminat|expir|cessation|end)|(after|following) (the )?(terminat|cessation|end)[^.]{0,120}shall not[^.]{0,120}(compete|competing business|competitor|competitive)/i, source, certainty);
const indianEmployment: BlindItem[] = [
  present("gratuity", /gratuity/i, "Payment of Gratuity Act 1972 / Code on Social Security 2020: gratuity after five years' service (K)", "K"),
  present("provident fund", /provident fund|Code on Social Security/i, "EPF Act 1952 / Code on Social Security 2020 (K)", "K"),
  present("POSH: prevention of sexual harassment", /sexual harassment/i, "Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013 (K)", "K"),
  noPostTermNonCompete("Indian Contract Act 1872 s. 27: restraint of trade void; the client's 12-month post-exit non-compete is unenforceable (K)", "K"),
];

// ---------------------------------------------------------------------------------------------- Data protection
const art28 = present("GDPR art. 28 processor terms", /Article 28|Art\.? 28/i, "Regulation (EU) 2016/679 art. 28(3) (K)", "K");
const subProcessorAuthorisation = present("sub-processors only with the controller's authorisation", /sub.?processors?[\s\S]{0,300}(authori[sz]|consent|object)/i, "GDPR art. 28(2) (K)", "K");
const undueDelay = present("breach notified without undue delay", /without undue delay/i, "GDPR art. 33(2) (K)", "K");
const deleteOrReturn = present("deletion or return at the end", /(delet|eras|return)[^.]{0,160}(end|terminat|expir|complet)|(end|terminat|expir|complet)[^.]{0,160}(delet|eras|return)/i, "GDPR art. 28(3)(g) (K)", "K");
const audits = present("audits and inspections", /audit|inspection/i, "GDPR art. 28(3)(h) (K)", "K");

// ---------------------------------------------------------------------------------------------- Indian stamp
const stamp = (label: string, pattern: RegExp, source: string): BlindItem => present(`${label} named for stamping`, pattern, source, "V");
const mhStamp = stamp("Maharashtra Stamp Act", /Maharashtra Stamp Act/i, "Maharashtra Stamp Act 1958 (domain §7)");
const kaStamp = stamp("Karnataka Stamp Act", /Karnataka Stamp Act/i, "Karnataka Stamp Act 1957 (domain §7)");
const gjStamp = stamp("Gujarat Stamp Act", /Gujarat Stamp Act/i, "Gujarat Stamp Act 1958 (domain §7)");
const isaStamp = (state: string) => stamp(`Indian Stamp Act 1899 (as applicable in ${state})`, /Indian Stamp Act|Stamp Act,? 1899/i, `${state} applies the Indian Stamp Act 1899 as locally amended (domain §7)`);
const speedPost = present("notices by Speed Post (with proof of delivery) or e-mail", /Speed Post/i, "domain §9 [P]: Registered Post merged into Speed Post from 1 Sep 2025", "P");
const gst = present("GST named", /\bGST\b|Goods and Services Tax/i, "the tax there is GST (K)", "K");

const usAbroad: BlindItem[] = [noUcta, noCrtpa1999, noRecorded, noIndianStamp, noSpeedPost];
const indiaAbroad: BlindItem[] = [noUcta, noCrtpa1999, noRecorded, noCertified, noDtsa, no2870];
const commonLawAbroad: BlindItem[] = [noUcta, noCrtpa1999, noRecorded, noCertified, noDtsa, noIndianStamp, noSpeedPost];
const civilAbroad: BlindItem[] = [noUcta, noCrtpa1999, noRecorded, noCertified, noDtsa, noIndianStamp, noSpeedPost];
const civilEmployment: BlindItem[] = [noAtWill, noEra, no2870];
const civilCommercial: BlindItem[] = [...civilCode(), ...civilAbroad];

export const blind7Cases: BlindCase[] = [
  // ------------------------------------------------------------------------------------------ US States
  {
    id: "b7-us-az-employment",
    type: "employment_agreement",
    jurisdiction: "US-AZ",
    party_a: "Sonoran Grid Analytics, Inc.",
    party_b: "Elena M. Castillo",
    key_terms: { job_title: "Senior Data Engineer", start_date: "04/05/2027", salary: "$148,500/yr", place_of_work: "Tempe, AZ (hybrid)", probation_period: "90 days", annual_leave: "15 days PTO" },
    items: [arizonaLaw, dtsa, confidentiality, no2870, noEra, ...usAbroad],
  },
  {
    id: "b7-us-ca-employment",
    type: "employment_agreement",
    jurisdiction: "US-CA",
    party_a: "Redwood Signal Labs, Inc.",
    party_b: "Priya Natarajan",
    key_terms: { job_title: "Staff Machine Learning Engineer", start_date: "March 15, 2027", salary: "$232,000 per annum", place_of_work: "San Jose, California", non_compete_period: "12 months", non_compete_area: "United States" },
    items: [
      californiaLaw,
      dtsa,
      present("Cal. Lab. Code § 2870 notice to the employee", /\b2870\b/, "Cal. Lab. Code § 2872: written notice of § 2870 with an invention assignment (domain §8)", "V"),
      noPostTermNonCompete("Cal. B&P §§ 16600, 16600.1, 16600.5: void and unlawful to include; the client's 12-month covenant must be refused (domain §8)", "V"),
      noEra,
      ...usAbroad,
    ],
  },
  {
    id: "b7-us-mi-supply",
    type: "supply_agreement",
    jurisdiction: "US-MI",
    party_a: "Great Lakes Precision Castings LLC",
    party_b: "Huron Valley Pump Company",
    key_terms: { products: "ductile iron pump housings, part nos. HV-220 to HV-260", price: "$18.75/unit", delivery_terms: "FCA Grand Rapids, MI (Incoterms 2020)", lead_time: "6 weeks", minimum_order_quantity: "2,500 units", warranty_period: "12 months from delivery", payment_terms: "Net 45", duration: "3 years" },
    items: [
      michiganLaw,
      present("merchantability addressed (named if disclaimed)", /merchantab/i, "UCC § 2-316(2): a disclaimer of the implied warranty of merchantability must mention merchantability (K)", "K"),
      noVat,
      ...usAbroad,
    ],
  },
  {
    id: "b7-us-tn-franchise",
    type: "franchise_agreement",
    jurisdiction: "US-TN",
    party_a: "Smoky Ridge Hot Chicken Franchising, LLC",
    party_b: "Volunteer Dining Group, LLC",
    key_terms: { franchised_business: "fast-casual hot chicken restaurant", trade_mark: "SMOKY RIDGE HOT CHICKEN", territory: "Davidson County, Tennessee", premises: "2104 West End Ave, Nashville, TN 37203", initial_fee: "$45,000", royalty_rate: "6% of Gross Sales", marketing_contribution: "2% of Gross Sales", duration: "10 years", renewal_term: "one 10-year renewal", guarantor: "Marcus T. Bell", transfer_fee: "$10,000", non_compete_period: "2 years", non_compete_area: "10 miles from the Premises or any Smoky Ridge restaurant" },
    items: [
      tennesseeLaw,
      present("franchise disclosure document acknowledged", /Franchise Disclosure Document|disclosure document|\bFDD\b/i, "FTC Franchise Rule, 16 C.F.R. Part 436: disclosure at least 14 calendar days before signing (K)", "K"),
      present("personal guaranty", /guarant(y|ee|or)/i, "client named a guarantor (P)", "P"),
      present("transfer conditions", /transfer[\s\S]{0,300}(consent|condition|approv)/i, "franchise precedent (P)", "P"),
      absent("no doubled 'of Gross Sales'", /of (Gross|Net) Sales of the (Gross|Net) Sales/i, "issue 36: '6% of Gross Sales of the Gross Sales'", "V"),
      noVat,
      ...usAbroad,
    ],
  },
  {
    id: "b7-us-de-spa",
    type: "share_purchase_agreement",
    jurisdiction: "US-DE",
    party_a: "Brandywine Industrial Holdings, L.P.",
    party_b: "Keystone Coatings Acquisition Corp.",
    key_terms: { company_name: "Keystone Specialty Coatings, Inc.", sale_shares: "100% of the issued and outstanding common stock (10,000,000 shares)", purchase_price: "$86.4 million, subject to a customary working capital adjustment", completion_date: "June 30, 2027", long_stop_date: "September 30, 2027", retention_amount: "$8,640,000 indemnity escrow", warranty_claims_period: "18 months", warranty_cap: "10% of the Purchase Price" },
    items: [
      delawareLaw,
      present("indemnification", /indemnif/i, "US stock purchase precedent (P)", "P"),
      present("escrow of the retention", /escrow/i, "client term (P)", "P"),
      present("survival / claims period", /surviv|claims? period|18 months/i, "client's 18-month claims period (P)", "P"),
      noCa2006,
      noSdlt,
      ...usAbroad,
    ],
  },
  // ------------------------------------------------------------------------------------------ Indian States
  {
    id: "b7-in-dl-nda",
    type: "nda",
    jurisdiction: "IN-DL",
    party_a: "Yamuna Fintech Solutions Private Limited",
    party_b: "Aravalli Payments Private Limited",
    key_terms: { nda_type: "mutual", purpose: "evaluating a co-lending and UPI payments partnership", confidentiality_period: "3 years", effective_date: "15.04.2027", venue: "New Delhi" },
    items: [
      indianLaw,
      present("Delhi courts", /courts? (at|of|in) (New )?Delhi|Delhi courts/i, "client venue (P)", "P"),
      isaStamp("Delhi"),
      noMhStamp,
      noKaStamp,
      noGjStamp,
      speedPost,
      ...indiaAbroad,
    ],
  },
  {
    id: "b7-in-ka-saas",
    type: "saas_subscription_agreement",
    jurisdiction: "IN-KA",
    party_a: "Nandi Cloud Technologies Private Limited",
    party_b: "Kaveri Retail Ventures Private Limited",
    key_terms: { service: "cloud point-of-sale and inventory platform", subscription_fees: "₹ 18,40,000 per annum plus GST", authorised_users: "350", duration: "36 months", availability: "99.5%", data_location: "India (Mumbai and Hyderabad regions)", payment_terms: "Net 30", venue: "Bengaluru" },
    items: [
      indianLaw,
      kaStamp,
      noCentralStampInOwnActState,
      noMhStamp,
      gst,
      noVat,
      present("Digital Personal Data Protection Act 2023", /Digital Personal Data Protection Act|\bDPDP/i, "Indian data protection statute (K)", "K"),
      noUkGdpr,
      ...indiaAbroad,
    ],
  },
  {
    id: "b7-in-mh-guarantee",
    type: "guarantee_agreement",
    jurisdiction: "IN-MH",
    party_a: "Konkan Co-operative Bank Ltd.",
    party_b: "Rajendra Vasant Deshmukh",
    key_terms: { debtor: "Sahyadri Agro Processors Pvt. Ltd.", guaranteed_obligations: "term loan of ₹ 12,50,00,000 sanctioned vide letter dated 14.02.2027, with interest and charges", maximum_liability: "₹ 15 crore", expiry_date: "31.03.2032" },
    items: [
      indianLaw,
      mhStamp,
      noCentralStampInOwnActState,
      noKaStamp,
      present("Indian Contract Act 1872", /Indian Contract Act|Contract Act,? 1872/i, "guarantee: Indian Contract Act 1872 ss. 126 ff. (K)", "K"),
      present("surety's liability co-extensive / as principal debtor", /co-?extensive|principal debtor|primary obligor/i, "Indian Contract Act 1872 s. 128 (K)", "K"),
      speedPost,
      ...indiaAbroad,
    ],
  },
  {
    id: "b7-in-tn-supply",
    type: "supply_agreement",
    jurisdiction: "IN-TN",
    party_a: "Coromandel Auto Components Private Limited",
    party_b: "Palar Motors India Private Limited",
    key_terms: { products: "forged steel crankshafts", price: "₹ 4,875 per piece, exclusive of GST", delivery_terms: "delivered to buyer's plant at Sriperumbudur", minimum_order_quantity: "5,000 pieces per month", warranty_period: "18 months", payment_terms: "45 days from invoice", duration: "5 years", venue: "Chennai" },
    items: [
      indianLaw,
      present("Chennai courts", /Chennai/i, "client venue (P)", "P"),
      isaStamp("Tamil Nadu"),
      noMhStamp,
      noKaStamp,
      noGjStamp,
      gst,
      noVat,
      noUcc,
      ...indiaAbroad,
    ],
  },
  {
    id: "b7-in-gj-shareholders",
    type: "shareholders_agreement",
    jurisdiction: "IN-GJ",
    party_a: "Sabarmati Polymers Private Limited (and its Promoters)",
    party_b: "Gulf Horizon Growth Fund II",
    key_terms: { company: "Sabarmati Polymers Private Limited", promoter_stake: "74%", investor_stake: "26%", investment_amount: "₹ 35 crore", board_size: "5", investor_directors: "1", lock_in_period: "3 years", drag_along_threshold: "75%", liquidation_preference: "1x non-participating", anti_dilution: "broad-based weighted average", exit_period: "5 years", investor_residence: "non-resident" },
    items: [
      indianLaw,
      gjStamp,
      noCentralStampInOwnActState,
      noMhStamp,
      present("Companies Act 2013", /Companies Act,? 2013/i, "Indian company statute (K)", "K"),
      present("FEMA for the non-resident investor", /Foreign Exchange Management|\bFEMA\b/, "FEMA 1999 and its NDI Rules govern a non-resident's subscription (K)", "K"),
      present("liquidation preference", /liquidation preference/i, "client term (P)", "P"),
      present("drag-along", /drag.?along/i, "client term (P)", "P"),
      present("exit provisions", /\bexit\b|initial public offering|\bIPO\b|trade sale/i, "client's 5-year exit (P)", "P"),
      noCa2006,
      noDgcl,
      ...indiaAbroad,
    ],
  },
  {
    id: "b7-in-hr-employment",
    type: "employment_agreement",
    jurisdiction: "IN-HR",
    party_a: "Aravali Logistics Tech Private Limited",
    party_b: "Karan Singh Malik",
    key_terms: { job_title: "Head of Network Planning", start_date: "01-06-2027", salary: "₹ 28,50,000 CTC per annum", place_of_work: "Gurugram, Haryana", probation_period: "6 months", notice_period: "90 days", non_compete_period: "12 months post-exit", non_compete_area: "India" },
    items: [indianLaw, ...indianEmployment, noAtWill, noEra, ...indiaAbroad],
  },
  // ------------------------------------------------------------------------------------------ Common law
  {
    id: "b7-gb-dpa",
    type: "data_processing_agreement",
    jurisdiction: "GB",
    party_a: "Albion Home Insurance plc",
    party_b: "Pennine Claims Services Ltd",
    key_terms: { principal_agreement: "Claims Handling Services Agreement dated 03/02/2027", subject_matter: "first-notification and handling of home insurance claims", processing_duration: "term of the Principal Agreement", nature_and_purpose: "recording, assessing and settling claims", personal_data_types: "names, addresses, policy numbers, bank details, claim photographs", data_subject_categories: "policyholders and claimants", special_categories: "health data (injury claims)", breach_notification_period: "24 hours", transfer_countries: "India" },
    items: [
      englishLaw,
      present("UK GDPR / Data Protection Act 2018", /UK GDPR|Data Protection Act,? 2018/i, "the UK regime after Brexit (K)", "K"),
      art28,
      subProcessorAuthorisation,
      deleteOrReturn,
      audits,
      present("transfer to India under a UK transfer mechanism", /International Data Transfer|\bIDTA\b|Addendum|appropriate safeguards/i, "UK GDPR art. 46: IDTA or the UK Addendum to the EU SCCs (K)", "K"),
      noCcpa,
      absent("no German BDSG", /Bundesdatenschutzgesetz|\bBDSG\b/, "German statute (K)", "K"),
      noDtsa,
      noIndianStamp,
    ],
  },
  {
    id: "b7-gb-software-licence",
    type: "software_license_agreement",
    jurisdiction: "GB",
    party_a: "Cotswold Actuarial Software Limited",
    party_b: "Mercia Mutual Assurance Society Limited",
    key_terms: { software: "ReserveLens actuarial reserving suite v7", licence_fee: "£48,500 + VAT per annum", duration: "3 years from 01/04/2027", permitted_use: "internal business purposes of the Licensee's UK actuarial team", licensed_quantity: "25 named users", delivery_method: "secure download", warranty_period: "90 days", payment_terms: "30 days from invoice" },
    items: [
      englishLaw,
      present("English courts", /courts of England/i, "GB jurisdiction clause (P)", "P"),
      present("death or personal injury from negligence not limited", /death or personal injury/i, "UCTA 1977 s. 2(1) (domain §8)", "V"),
      present("fraud not limited", /fraud/i, "liability for fraud cannot be excluded (K)", "K"),
      present("VAT named", /\bVAT\b|value added tax/i, "client's '+ VAT' (K)", "K"),
      noUcc,
      noCertified,
      noDtsa,
      noIndianStamp,
      noSpeedPost,
    ],
  },
  {
    id: "b7-ie-shareholders",
    type: "shareholders_agreement",
    jurisdiction: "IE",
    party_a: "Lúnasa Medtech Designated Activity Company (and its Founders)",
    party_b: "Liffey Life Sciences Fund II ICAV",
    key_terms: { company: "Lúnasa Medtech DAC", promoter_stake: "62%", investor_stake: "38%", investment_amount: "€4,250,000", board_size: "5", investor_directors: "2", lock_in_period: "3 years", drag_along_threshold: "75%", liquidation_preference: "1x non-participating", anti_dilution: "broad-based weighted average", exit_period: "6 years" },
    items: [
      irishLaw,
      present("Companies Act 2014", /Companies Act,? 2014/i, "Irish company statute (K)", "K"),
      noCa2006,
      present("drag-along", /drag.?along/i, "client term (P)", "P"),
      present("anti-dilution", /anti.?dilution/i, "client term (P)", "P"),
      present("pre-emption", /pre.?emption|first refusal|first offer/i, "investor SHA precedent (P)", "P"),
      noDgcl,
      ...commonLawAbroad,
    ],
  },
  {
    id: "b7-sg-employment",
    type: "employment_agreement",
    jurisdiction: "SG",
    party_a: "Straits Maritime Analytics Pte. Ltd.",
    party_b: "Tan Wei Ming",
    key_terms: { job_title: "Senior Risk Analyst", start_date: "2 May 2027", salary: "S$9,800 per month", place_of_work: "Marina Bay Financial Centre, Singapore", probation_period: "3 months", annual_leave: "18 days", notice_period: "2 months" },
    items: [
      singaporeLaw,
      present("Employment Act", /Employment Act/i, "Employment Act 1968 (Singapore) (K)", "K"),
      present("CPF contributions", /Central Provident Fund|\bCPF\b/, "Central Provident Fund Act 1953: contributions for citizens and PRs (K)", "K"),
      noAtWill,
      noEra,
      no2870,
      noCrtpa1999,
      noRecorded,
      noCertified,
      noDtsa,
      noIndianStamp,
    ],
  },
  {
    id: "b7-hk-supply",
    type: "supply_agreement",
    jurisdiction: "HK",
    party_a: "Kowloon Smart Lighting Manufacturing Limited",
    party_b: "Victoria Harbour Property Services Limited",
    key_terms: { products: "LED panel luminaires, models KSL-600 and KSL-1200", price: "HK$1,285.50 per unit", delivery_terms: "delivered to the Buyer's warehouse in Kwai Chung", lead_time: "21 days", warranty_period: "24 months", payment_terms: "60 days from invoice", duration: "2 years" },
    items: [
      hongKongLaw,
      absent("no VAT or GST (Hong Kong levies neither)", /value added tax|\bVAT\b|\bGST\b|Goods and Services Tax/i, "Hong Kong has no VAT or GST (K)", "K"),
      noUcc,
      ...commonLawAbroad,
    ],
  },
  {
    id: "b7-au-vic-employment",
    type: "employment_agreement",
    jurisdiction: "AU-VIC",
    party_a: "Yarra Valley Biologics Pty Ltd",
    party_b: "Siobhan Kelly",
    key_terms: { job_title: "Quality Assurance Manager", start_date: "1 July 2027", salary: "A$142,000 per annum plus superannuation", place_of_work: "Bundoora, Victoria", probation_period: "6 months", working_hours: "38 hours per week", notice_period: "4 weeks" },
    items: [
      victoriaLaw,
      present("Fair Work Act 2009", /Fair Work Act/i, "Fair Work Act 2009 (Cth) (K)", "K"),
      present("National Employment Standards", /National Employment Standards|\bNES\b/, "Fair Work Act 2009 Part 2-2 (K)", "K"),
      present("superannuation", /superannuation/i, "Superannuation Guarantee (Administration) Act 1992 (Cth) (K)", "K"),
      noAtWill,
      noEra,
      no2870,
      noVat,
      ...commonLawAbroad,
    ],
  },
  {
    id: "b7-au-qld-saas",
    type: "saas_subscription_agreement",
    jurisdiction: "AU-QLD",
    party_a: "Coral Coast Software Pty Ltd",
    party_b: "Sunshine State Freight Pty Ltd",
    key_terms: { service: "fleet telematics and route-optimisation platform", subscription_fees: "A$6,950 per month (ex GST)", authorised_users: "120", duration: "24 months", renewal: "automatic", renewal_notice: "60 days", availability: "99.9%", data_location: "Australia", payment_terms: "14 days" },
    items: [
      queenslandLaw,
      present("Australian Consumer Law", /Australian Consumer Law|Competition and Consumer Act/i, "consumer guarantees in the ACL (Competition and Consumer Act 2010 (Cth) Sch. 2) cannot be excluded (K)", "K"),
      gst,
      noVat,
      noUcc,
      ...commonLawAbroad,
    ],
  },
  {
    id: "b7-ca-on-employment",
    type: "employment_agreement",
    jurisdiction: "CA-ON",
    party_a: "Lakeshore Payments Corp.",
    party_b: "Daniel Okafor",
    key_terms: { job_title: "Senior Account Manager", start_date: "2027-05-03", salary: "CAD 118,000 per year", place_of_work: "Toronto, Ontario", probation_period: "3 months", notice_period: "as required by the ESA", non_compete_period: "12 months", non_compete_area: "Ontario" },
    items: [
      ontarioLaw,
      present("Employment Standards Act, 2000", /Employment Standards Act|\bESA\b/, "Ontario minimum standards on notice and severance (K)", "K"),
      noPostTermNonCompete("ESA 2000 s. 67.2 (Working for Workers Act, 2021): non-competes prohibited save for executives and sale of a business; the client's covenant for an account manager must be refused (K)", "K"),
      noAtWill,
      noEra,
      no2870,
      ...commonLawAbroad,
    ],
  },
  {
    id: "b7-ca-qc-saas",
    type: "saas_subscription_agreement",
    jurisdiction: "CA-QC",
    party_a: "Logiciels Saint-Laurent inc.",
    party_b: "Distribution Alimentaire Mauricie ltée",
    key_terms: { service: "plateforme infonuagique de gestion d'entrepôt (WMS)", subscription_fees: "4 850,00 $ par mois, taxes en sus", authorised_users: "75", duration: "36 mois", availability: "99,5 %", data_location: "Canada (Montréal)", payment_terms: "30 jours" },
    items: [
      quebecLaw,
      intentGrossCarveOut("Civil Code of Québec art. 1474: no exclusion or limitation for intentional or gross fault (K)"),
      lifeHealthCarveOut("Civil Code of Québec art. 1474 para. 2: no exclusion or limitation for bodily or moral injury (K)"),
      ...civilCode("Quebec is a civil-law jurisdiction; domain §9 [P]"),
      ...commonLawAbroad,
    ],
  },
  {
    id: "b7-nz-supply",
    type: "supply_agreement",
    jurisdiction: "NZ",
    party_a: "Canterbury Dairy Packaging Limited",
    party_b: "Waikato Milk Collective Limited",
    key_terms: { products: "1L and 2L HDPE milk bottles", price: "NZ$0.184 per bottle + GST", delivery_terms: "delivered to the Buyer's plant, Hamilton", minimum_order_quantity: "1,500,000 bottles per month", warranty_period: "6 months", payment_terms: "20th of the month following invoice", duration: "4 years" },
    items: [
      nzLaw,
      present("Consumer Guarantees Act addressed (contracting out in trade)", /Consumer Guarantees Act/i, "Consumer Guarantees Act 1993 s. 43(2): parties in trade may contract out in writing (K; drafting P)", "P"),
      gst,
      noVat,
      noUcc,
      ...commonLawAbroad,
    ],
  },
  // ------------------------------------------------------------------------------------------ Civil law
  {
    id: "b7-de-employment",
    type: "employment_agreement",
    jurisdiction: "DE",
    party_a: "Isar Robotics GmbH",
    party_b: "Dr. Jonas Weber",
    key_terms: { job_title: "Head of Embedded Software", start_date: "1. April 2027", salary: "EUR 96.000 brutto p.a.", place_of_work: "München", working_hours: "40 Stunden/Woche", probation_period: "6 Monate", annual_leave: "30 Arbeitstage", non_compete_period: "12 Monate", non_compete_area: "Deutschland, Österreich und die Schweiz" },
    items: [
      germanLaw,
      present("statutory dismissal protection (KSchG) respected", /Kündigungsschutz|KSchG|Protection Against (Unfair )?Dismissal/i, "Kündigungsschutzgesetz: after six months, in businesses over ten employees, ordinary dismissal needs a social justification (K)", "K"),
      present("statutory notice periods (BGB § 622)", /\b622\b|statutory notice period/i, "BGB § 622 (domain §6)", "V"),
      present("probation notice of two weeks", /two weeks|2 weeks|zwei Wochen/i, "BGB § 622(3): probation ≤ 6 months with two weeks' notice (domain §6)", "V"),
      present("termination in written form (BGB § 623)", /\b623\b|Schriftform|written form/i, "BGB § 623: written form with a wet-ink signature, electronic form excluded (domain §1, §6)", "V"),
      present("non-compete compensation of at least half the pay (HGB § 74)", /Karenzentsch|(50|fifty)\s*(%|per ?cent)|one half|half of/i, "HGB § 74(2): binding only with ≥ 50% of the last contractual pay (domain §6)", "V"),
      ...civilEmployment,
      noDeemedModified("V", "BGB § 306: no geltungserhaltende Reduktion (domain §1)"),
      ...civilCode(),
      noDtsa,
      noRecorded,
    ],
  },
  {
    id: "b7-de-dpa",
    type: "data_processing_agreement",
    jurisdiction: "DE",
    party_a: "Elbe Versandhandel GmbH",
    party_b: "Nordlicht Cloud Services GmbH",
    key_terms: { principal_agreement: "Hosting-Vertrag vom 15.01.2027", subject_matter: "Hosting und Betrieb des Online-Shops", processing_duration: "Laufzeit des Hauptvertrags", nature_and_purpose: "Speicherung, Sicherung und Bereitstellung von Kundendaten", personal_data_types: "Name, Anschrift, E-Mail, Bestellhistorie, Zahlungsstatus", data_subject_categories: "Kunden und Newsletter-Abonnenten", breach_notification_period: "24 Stunden", transfer_countries: "keine (nur EU/EWR)" },
    items: [germanLaw, art28, subProcessorAuthorisation, undueDelay, deleteOrReturn, audits, noUkGdpr, noIco, noCcpa, ...civilCode(), noDtsa, noIndianStamp],
  },
  {
    id: "b7-de-guarantee",
    type: "guarantee_agreement",
    jurisdiction: "DE",
    party_a: "Rheinische Maschinenbank AG",
    party_b: "Hanse Beteiligungs GmbH",
    key_terms: { debtor: "Schneider Antriebstechnik GmbH", guaranteed_obligations: "alle Ansprüche aus dem Liefervertrag vom 15.01.2027", maximum_liability: "EUR 1.500.000,00", expiry_date: "31.12.2029" },
    items: [
      germanLaw,
      present("guarantor waives the defence of prior enforcement (selbstschuldnerisch)", /Vorausklage|selbstschuldnerisch|(defen[cs]e|plea|objection) of (prior|preliminary) (action|enforcement|execution|recourse)|primary obligor|as (a )?(primary|principal) (obligor|debtor)/i, "BGB §§ 771, 773(1) no. 1: the bank requires a directly enforceable guarantee (K; drafting P)", "K"),
      present("written form", /\b766\b|Schriftform|written form/i, "BGB § 766 (unless the guarantor is a merchant, HGB § 350) (K)", "K"),
      noDeed,
      ...civilCommercial,
    ],
  },
  {
    id: "b7-fr-employment",
    type: "employment_agreement",
    jurisdiction: "FR",
    party_a: "Garonne Aérosystèmes SAS",
    party_b: "Camille Lefèvre",
    key_terms: { job_title: "Ingénieure Systèmes (cadre)", start_date: "3 mai 2027", salary: "62 000 € bruts annuels", place_of_work: "Toulouse", collective_agreement: "Syntec (IDCC 1486)", working_hours: "forfait jours 218 jours", probation_period: "4 mois", non_compete_period: "12 mois", non_compete_area: "Occitanie et Nouvelle-Aquitaine" },
    items: [
      frenchLaw,
      present("a French version (Code du travail L1221-3)", /\bFrench\b[^.]{0,80}(version|language|translation|text)|en fran[cç]ais|L\.? ?1221-3/i, "Code du travail L1221-3: a written contract must be in French (domain §6)", "V"),
      present("Code du travail", /Code du travail|(French )?Labou?r Code/i, "the employment contract is subject to the Code du travail (K)", "K"),
      present("collective agreement named", /Syntec|1486/i, "client term; L1221-5-1 information duty (P)", "P"),
      present("dismissal only for a real and serious cause", /cause r[ée]elle et s[ée]rieuse|real and serious (cause|ground|reason)/i, "Code du travail L1232-1 (K)", "K"),
      present("non-compete with financial consideration", /non.?compet[\s\S]{0,800}(financial (consideration|compensation|counterpart)|contrepartie financi[eè]re|indemnit[ée]|compensation)/i, "Cass. soc. 10 Jul 2002, n° 00-45.135 (domain §6)", "V"),
      absent("no exclusive-jurisdiction clause", /submits? to the exclusive jurisdiction|exclusive jurisdiction of the courts/i, "jurisdiction clauses in a French employment contract are null (domain §6)", "V"),
      ...civilEmployment,
      ...civilCode(),
      noDtsa,
      noRecorded,
    ],
  },
  {
    id: "b7-fr-spa",
    type: "share_purchase_agreement",
    jurisdiction: "FR",
    party_a: "Famille Marchand Participations SAS",
    party_b: "Atlantique Industrie Capital SAS",
    key_terms: { company_name: "Menuiseries Marchand SAS", sale_shares: "100 % des actions (25 000 actions)", purchase_price: "12 400 000 €", completion_date: "30 septembre 2027", long_stop_date: "31 décembre 2027", retention_amount: "1 240 000 € sous séquestre", warranty_claims_period: "3 ans", warranty_cap: "30 % du prix" },
    items: [
      frenchLaw,
      present("position on imprévision (art. 1195)", /1195|impr[ée]vision|hardship/i, "C. civ. art. 1195; every FR draft states its position (domain §2 [V]/[P])", "V"),
      present("asset and liability warranty / indemnity", /garantie d'actif|garantie de passif|warrant(y|ies)|indemnif/i, "French share sale precedent (P)", "P"),
      present("registration (transfer) duties", /droits? d'enregistrement|registration (duty|duties|tax|fees?)|transfer (duty|duties|tax)/i, "share transfers bear registration duties (CGI art. 726) (K)", "K"),
      ...civilCode(),
      noSdlt,
      noCa2006,
      ...civilAbroad,
    ],
  },
  {
    id: "b7-es-employment",
    type: "employment_agreement",
    jurisdiction: "ES",
    party_a: "Levante Renovables, S.L.",
    party_b: "Javier Martínez Ortega",
    key_terms: { job_title: "Ingeniero de Proyectos", start_date: "01/06/2027", salary: "54.000 € brutos anuales", place_of_work: "Valencia", probation_period: "6 meses", annual_leave: "30 días naturales", non_compete_period: "12 meses", non_compete_area: "España" },
    items: [
      spanishLaw,
      present("Estatuto de los Trabajadores", /Estatuto de los Trabajadores|Workers'? Statute/i, "Real Decreto Legislativo 2/2015 (K)", "K"),
      present("dismissal only on the Estatuto's causes", /despido|dismissal[^.]{0,160}(Estatuto|Workers'? Statute|causes?|grounds)/i, "ET arts. 49, 52 and 54 (K)", "K"),
      present("Social Security", /Seguridad Social|Social Security/i, "affiliation and contributions are mandatory (K)", "K"),
      present("two extraordinary payments a year", /extraordinary (payment|bonus|bonuses|payments)|pagas? extraordinarias?|gratificaciones extraordinarias|14 (payments|instalments)|fourteen/i, "ET art. 31 (K)", "K"),
      present("non-compete with adequate compensation", /(non.?compet|no competencia)[\s\S]{0,600}(compensat|remunerat|adequate|compensación)|(compensat|compensación)[\s\S]{0,300}(non.?compet|no competencia)/i, "ET art. 21.2 (domain §6)", "V"),
      ...civilEmployment,
      ...civilCode(),
      noDtsa,
    ],
  },
  {
    id: "b7-es-saas",
    type: "saas_subscription_agreement",
    jurisdiction: "ES",
    party_a: "Nubetec Soluciones en la Nube, S.L.",
    party_b: "Hoteles Mediterráneo Costa, S.A.",
    key_terms: { service: "plataforma de gestión hotelera (PMS) en la nube", subscription_fees: "2.450,00 € + IVA al mes", authorised_users: "60", duration: "24 meses", availability: "99,8 %", data_location: "UE (Madrid)", payment_terms: "30 días" },
    items: [
      spanishLaw,
      intentCarveOut("CC art. 1102: liability for dolo cannot be waived in advance (domain §4)", "V"),
      noUkGdpr,
      noGstOrSalesTax,
      noMerchantability,
      ...civilCommercial,
    ],
  },
  {
    id: "b7-it-services",
    type: "service_agreement",
    jurisdiction: "IT",
    party_a: "Adriatica Facility Services S.r.l.",
    party_b: "Ospedale Privato San Marco S.p.A.",
    key_terms: { services: "pulizia e sanificazione dei reparti e delle sale operatorie", fees: "€ 38.500,00 + IVA al mese", payment_terms: "60 giorni data fattura", duration: "36 mesi", late_payment_interest: "tasso di legge (D.Lgs. 231/2002)", termination_notice: "6 mesi" },
    items: [
      italianLaw,
      intentGrossCarveOut("c.c. art. 1229: prior exclusion or limitation for dolo or colpa grave is null (domain §3)", "V"),
      present("specific approval of onerous clauses (artt. 1341–1342 c.c.)", /1341|approvazione specifica|specific(ally)? approv/i, "c.c. art. 1341(2); a separate block naming each clause (domain §3 [V]/[P])", "V"),
      present("late-payment interest under D.Lgs. 231/2002", /231\/2002|late payment/i, "client term (P)", "P"),
      noGstOrSalesTax,
      ...civilCommercial,
    ],
  },
  {
    id: "b7-nl-executive",
    type: "executive_employment_agreement",
    jurisdiction: "NL",
    party_a: "Zuiderzee Logistiek B.V.",
    party_b: "Sanne de Vries",
    key_terms: { job_title: "Chief Operating Officer", start_date: "01-05-2027", base_salary: "EUR 165.000 bruto per jaar, exclusief 8% vakantietoeslag", reporting_to: "CEO", target_bonus: "25% of base salary", notice_period: "3 maanden", non_compete_period: "12 maanden", non_compete_area: "Nederland en België" },
    items: [
      dutchLaw,
      present("employer termination needs UWV permission or court dissolution", /UWV|kantonrechter|Employee Insurance Agency|(sub-?district|cantonal) court/i, "BW 7:669, 7:671a, 7:671b: preventive dismissal review (K)", "K"),
      present("transition payment", /transitievergoeding|transition (payment|allowance|compensation)/i, "BW 7:673 (K)", "K"),
      present("holiday allowance", /vakantietoeslag|holiday (allowance|pay)/i, "Wet minimumloon en minimumvakantiebijslag: 8% holiday allowance; client term (K)", "K"),
      present("non-compete in writing", /non.?compet|concurrentiebeding/i, "BW 7:653: written non-compete; client term (P)", "P"),
      ...civilEmployment,
      ...civilCode(),
      noDtsa,
    ],
  },
  {
    id: "b7-at-commercial-lease",
    type: "commercial_lease",
    jurisdiction: "AT",
    party_a: "Donaupark Immobilien GmbH",
    party_b: "Alpenblick Gastronomie GmbH",
    key_terms: { premises: "Geschäftslokal Top 3, Mariahilfer Straße 88, 1070 Wien, ca. 240 m²", rent: "EUR 8.750,00 netto monatlich zzgl. 20 % USt", duration: "10 Jahre", commencement_date: "01.07.2027", permitted_use: "Restaurant und Café", security_deposit: "3 Bruttomonatsmieten", rent_escalation: "Wertsicherung nach VPI 2020" },
    items: [
      austrianLaw,
      present("lease fee (Gebühr) addressed", /Gebühr|Gebührengesetz|stamp duty|lease (duty|fee)|rental fee duty/i, "Gebührengesetz 1957 § 33 TP 5: fee on commercial leases (K; rate left out)", "K"),
      present("indexation to the consumer price index", /VPI|consumer price index|Verbraucherpreisindex/i, "client term (P)", "P"),
      noLta1954,
      noSdlt,
      noRepairLabels,
      noGstOrSalesTax,
      ...civilCommercial,
    ],
  },
  {
    id: "b7-ch-spa",
    type: "share_purchase_agreement",
    jurisdiction: "CH",
    party_a: "Familie Brunner Holding AG",
    party_b: "Helvetia Precision Partners AG",
    key_terms: { company_name: "Brunner Feinmechanik AG", sale_shares: "100 % der Namenaktien (5'000 Aktien zu CHF 100)", purchase_price: "CHF 14'750'000", completion_date: "30.09.2027", retention_amount: "CHF 1'475'000", warranty_claims_period: "24 Monate", warranty_cap: "CHF 4'425'000" },
    items: [
      swissLaw,
      intentGrossCarveOut("OR art. 100(1): advance exclusion for unlawful intent or gross negligence is void (domain §5)", "V"),
      present("fraudulent concealment carve-out", /fraud|arglistig|wil(l)?ful(ly)? conceal|intentional(ly)? conceal/i, "OR art. 199: warranty exclusion void for fraudulently concealed defects (K)", "K"),
      noSdlt,
      noCa2006,
      noMerchantability,
      ...civilCommercial,
    ],
  },
  {
    id: "b7-pt-employment",
    type: "employment_agreement",
    jurisdiction: "PT",
    party_a: "Tejo Software Engineering, Lda.",
    party_b: "Inês Carvalho Ferreira",
    key_terms: { job_title: "Engenheira de Software Sénior", start_date: "01/09/2027", salary: "3.600,00 € brutos mensais (14 meses)", place_of_work: "Lisboa", working_hours: "40 horas semanais", probation_period: "180 dias", annual_leave: "22 dias úteis" },
    items: [
      portugueseLaw,
      present("Código do Trabalho", /C[óo]digo do Trabalho|(Portuguese )?Labou?r Code/i, "Lei n.º 7/2009 (K)", "K"),
      present("holiday and Christmas allowances", /subs[ií]dios? de (f[ée]rias|Natal)|(holiday|Christmas) (allowance|subsidy|bonus)/i, "Código do Trabalho arts. 263 and 264 (K)", "K"),
      present("no dismissal without just cause", /justa causa|just cause|(lawful|fair) (ground|cause)/i, "Constitution art. 53 (K)", "K"),
      ...civilEmployment,
      ...civilCode(),
      noDtsa,
      noRecorded,
    ],
  },
  {
    id: "b7-pl-supply",
    type: "supply_agreement",
    jurisdiction: "PL",
    party_a: "Wisła Opakowania Sp. z o.o.",
    party_b: "Mazowsze Foods S.A.",
    key_terms: { products: "tacki termoformowane PET do mięsa", price: "PLN 0,42 netto za sztukę", minimum_order_quantity: "2 000 000 szt. miesięcznie", delivery_terms: "DAP Płońsk (Incoterms 2020)", warranty_period: "12 miesięcy", payment_terms: "60 dni", duration: "3 lata" },
    items: [
      polishLaw,
      intentCarveOut("Kodeks cywilny art. 473 § 2: no advance exclusion for intentional damage (K)"),
      noMerchantability,
      noUcc,
      noGstOrSalesTax,
      ...civilCommercial,
    ],
  },
  {
    id: "b7-se-loan",
    type: "loan_agreement",
    jurisdiction: "SE",
    party_a: "Norrland Sparbank AB (publ)",
    party_b: "Göta Fastighetsutveckling AB",
    key_terms: { loan_amount: "SEK 75 000 000", interest_rate: "3M STIBOR + 2,40 %", repayment_date: "2032-06-30", purpose: "refinansiering av befintliga lån", repayment_schedule: "kvartalsvisa amorteringar om 1 %", interest_period: "quarterly", default_interest: "2 %-enheter", cross_default_threshold: "SEK 5 000 000" },
    items: [
      swedishLaw,
      present("STIBOR named as benchmark", /STIBOR/, "client's floating rate (P)", "P"),
      noSonia,
      noLibor,
      present("events of default", /events? of default/i, "every term loan (P)", "P"),
      present("cross-default", /cross.?default/i, "client gave a threshold (P)", "P"),
      ...civilCommercial,
    ],
  },
  {
    id: "b7-dk-saas",
    type: "saas_subscription_agreement",
    jurisdiction: "DK",
    party_a: "Øresund Cloud ApS",
    party_b: "Jyllands Grønt A/S",
    key_terms: { service: "cloudbaseret planlægnings- og lagerstyringssystem", subscription_fees: "DKK 38.500,00 pr. måned ekskl. moms", authorised_users: "90", duration: "24 måneder", availability: "99,7 %", data_location: "EU (Danmark)", payment_terms: "netto 30 dage" },
    items: [danishLaw, intentCarveOut("Danish law does not uphold an advance exclusion for intentional damage (K)"), noUkGdpr, noGstOrSalesTax, noUcc, ...civilCommercial],
  },
  {
    id: "b7-be-supply",
    type: "supply_agreement",
    jurisdiction: "BE",
    party_a: "Ardennes Agro-Emballages SA",
    party_b: "Brabant Brouwerij NV",
    key_terms: { products: "cartons ondulés imprimés pour packs de 6 et 24 bouteilles", price: "EUR 0,37 HTVA par carton", minimum_order_quantity: "400.000 cartons par trimestre", delivery_terms: "DAP Leuven (Incoterms 2020)", warranty_period: "6 mois", payment_terms: "30 jours fin de mois", duration: "3 ans" },
    items: [belgianLaw, intentCarveOut("Belgian Civil Code: an exemption for one's own intentional fault is invalid (K)"), noMerchantability, noUcc, noGstOrSalesTax, ...civilCommercial],
  },
  {
    id: "b7-cz-supply",
    type: "supply_agreement",
    jurisdiction: "CZ",
    party_a: "Vltava Strojírny s.r.o.",
    party_b: "Morava Automotive a.s.",
    key_terms: { products: "obráběné hliníkové díly převodovek", price: "CZK 4 250 000 bez DPH za čtvrtletí", delivery_terms: "DAP Mladá Boleslav (Incoterms 2020)", warranty_period: "24 měsíců", payment_terms: "splatnost 30 dnů", duration: "4 roky" },
    items: [
      czechLaw,
      intentGrossCarveOut("Civil Code (Act No. 89/2012 Coll.) § 2898: no advance exclusion or limitation for intentional or grossly negligent harm (K)"),
      lifeHealthCarveOut("Civil Code (Act No. 89/2012 Coll.) § 2898: no exclusion or limitation for harm to a person's natural rights (K)"),
      noMerchantability,
      noUcc,
      noGstOrSalesTax,
      ...civilCommercial,
    ],
  },
];

export const blind7SplitOf = alternatingSplit(blind7Cases);
