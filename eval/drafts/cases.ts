import { createHash } from "node:crypto";

/**
 * Drafting checklists per (type, jurisdiction), written from the statutes and ../shared/domain/civil-law-drafting-
 * reference.md before the drafting code was run on them: the clauses a local precedent has and the wording that must
 * not appear under that law. Split dev/held-out by the first byte of sha256(id); tune on dev only.
 */

export interface CheckItem {
  /** What the item checks, as a lawyer would say it. */
  label: string;
  /** "present": the draft must match; "absent": it must not. */
  expect: "present" | "absent";
  pattern: RegExp;
  /** The rule or practice the item comes from. */
  source: string;
}

export interface DraftCase {
  id: string;
  type: string;
  jurisdiction: string;
  party_a: string;
  party_b: string;
  key_terms: Record<string, string>;
  items: CheckItem[];
}

export function splitOf(id: string): "dev" | "held-out" {
  return createHash("sha256").update(id).digest()[0] % 2 === 0 ? "dev" : "held-out";
}

const absent = (label: string, pattern: RegExp, source: string): CheckItem => ({ label, expect: "absent", pattern, source });
const present = (label: string, pattern: RegExp, source: string): CheckItem => ({ label, expect: "present", pattern, source });

/** English-law boilerplate no civil-law draft may carry (domain file § 9 [P]; BGB § 306; UCTA is English law). */
const civilLawAbsent: CheckItem[] = [
  absent("no terms implied by statute or common law", /implied by statute or common law/i, "no common law in a civil-law system"),
  absent("no UCTA-style death or personal injury by negligence", /death or personal injury caused by (its )?negligence/i, "UCTA 1977 s.2(1) is English law"),
  absent("no 'deemed modified' severability", /deemed modified/i, "BGB § 306: no geltungserhaltende Reduktion; domain § 1"),
  absent("no registered post or recorded delivery", /recorded delivery/i, "domain § 9 [P]"),
  absent("no 'time is of the essence'", /time (is|shall be) of the essence/i, "domain § 9 [P]"),
  absent("no Contracts (Rights of Third Parties) Act", /Rights of Third Parties\) Act/i, "domain § 9 [P]"),
  absent("no UCTA reasonableness recital", /Unfair Contract Terms Act/i, "English statute"),
];

/** German standard terms: BGB §§ 276(3), 307, 309 no. 7, ProdHaftG § 14 (domain § 1). */
const deLiability: CheckItem[] = [
  present("liability unlimited for intent and gross negligence", /(intent|intentional)[^.]{0,80}gross negligence|gross negligence[^.]{0,80}(intent|intentional)/i, "BGB §§ 276(3), 309 no. 7(b)"),
  present("liability unlimited for injury to life, body or health", /life, body or health/i, "BGB § 309 no. 7(a)"),
  present("cites § 309 no. 7 or § 307", /§ 309|section 309|§ 307|section 307/i, "BGB §§ 307, 309"),
  present("Product Liability Act liability not limited", /Product Liability Act|Produkthaftungsgesetz/i, "ProdHaftG § 14"),
  present("slight negligence limited to essential obligations / foreseeable typical loss", /foreseeable/i, "BGB § 307(2) no. 2; domain § 1 [P]"),
  absent("no blanket lost-profits exclusion that reaches gross negligence", /neither party shall be liable[^.]*loss of profits/i, "BGB § 309 no. 7(b)"),
];
const deSeverability = present("severability: statute fills the gap", /statutory (provisions|rules)[^.]{0,60}(apply|fill)|§ 306|section 306/i, "BGB § 306(2)");
const deNotices = present("notice effective on receipt", /receipt|received/i, "BGB § 130");

/** French law: art. 1231-3 (foreseeable loss, save faute lourde/dolosive), art. 1170 (essential obligation). */
const frLiability: CheckItem[] = [
  present("cap does not apply to gross negligence or wilful misconduct", /(gross negligence|faute lourde)[^.]{0,120}(wilful|dolosive|intentional)|(wilful|dolosive|intentional)[^.]{0,120}(gross negligence|faute lourde)/i, "C. civ. art. 1231-3"),
  present("cites article 1231-3", /1231-3/, "C. civ. art. 1231-3"),
  present("essential obligation not emptied (art. 1170)", /1170/, "C. civ. art. 1170"),
];
const frNotices = present("registered letter with acknowledgement of receipt", /registered letter with (acknowledgement|acknowledgment) of receipt|lettre recommandée/i, "domain § 9 (LRAR)");
const fr1195 = present("states its position on hardship (art. 1195)", /1195/, "C. civ. art. 1195; domain § 2 [P]");

/** Common-law notices: US certified mail / courier; no UK recorded delivery outside GB. */
const usNotices: CheckItem[] = [
  absent("no registered post or recorded delivery in the US", /recorded delivery|registered post/i, "domain § 9 [K]: recorded delivery is UK-only"),
  present("certified mail or overnight courier", /certified mail|overnight courier/i, "domain § 9 [K]"),
];
const sgNotices = absent("no UK recorded delivery in Singapore", /recorded delivery/i, "domain § 9 [K]: recorded delivery is UK-only");
const inNotices = absent("no UK recorded delivery in India", /recorded delivery/i, "domain § 9 [K]; IN: Speed Post [P]");

/** Indian stamp law: the State's own Act where it has one (domain § 7 [V]). */
const kaStamp: CheckItem[] = [
  present("Karnataka Stamp Act, 1957", /Karnataka Stamp Act, 1957/, "domain § 7: KA has its own Act"),
  absent("not stamped under the central Indian Stamp Act", /under [^.]{0,40}Indian Stamp Act/i, "domain § 7"),
];
const mhStamp: CheckItem[] = [
  present("Maharashtra Stamp Act", /Maharashtra Stamp Act/, "domain § 7: MH has its own Act"),
  absent("not stamped under the central Indian Stamp Act", /under [^.]{0,40}Indian Stamp Act/i, "domain § 7"),
];
const ukLeaseWords: CheckItem[] = [
  absent("no value added tax in an Indian lease", /value added tax|\bVAT\b/i, "India has GST (CGST Act 2017), not VAT on rent"),
  absent("no English 'rates'", /\brates\b/i, "English local taxation term"),
  absent("no planning licence", /planning (permission|licence|consent)/i, "English planning law term"),
  absent("no 'internal repairing lease'", /internal repairing/i, "English lease classification"),
];
const noCa2870 = absent("no California Labor Code § 2870 carve-out", /2870|demonstrably anticipated research/i, "Cal. Lab. Code § 2870 applies to California employment only");
const inEmployment: CheckItem[] = [
  present("provident fund", /provident fund/i, "EPF & MP Act 1952 / Code on Social Security 2020"),
  present("gratuity", /gratuity/i, "Payment of Gratuity Act 1972 / Code on Social Security 2020"),
  present("employees' state insurance", /State Insurance/i, "ESI Act 1948 / Code on Social Security 2020"),
  present("POSH Act", /Sexual Harassment of Women at Workplace/i, "POSH Act 2013"),
  absent("no DPDP processor clause in employment", /Data Processor|as a data processor/i, "the employer is not the employee's processor"),
];
const dtsa = present("DTSA whistleblower immunity notice", /1833\(b\)/, "18 U.S.C. § 1833(b)");
const notDoubled = (label: string, pattern: RegExp) => absent(label, pattern, "issue 36: key terms drafted, not pasted");

/**
 * Italy, standard terms: onerous clauses bind only if specifically approved in writing (c.c. art. 1341(2)), in a
 * separate approval naming them; a second signature under all terms is not enough (Cass. 12183/1991; domain § 3).
 */
const itApproval: CheckItem[] = [
  present("specific approval under articles 1341 and 1342 c.c.", /1341[\s\S]{0,40}1342/, "c.c. arts. 1341(2), 1342; domain § 3 [P]"),
  present("approval names the limitation of liability clause by number", /approv[\s\S]{0,400}clause \d+ \(Limitation of Liability\)/i, "c.c. art. 1341(2): limitations of liability"),
  present("approval names the jurisdiction or arbitration clause by number", /approv[\s\S]{0,600}clause \d+ \(Governing Law and Disputes\)/i, "c.c. art. 1341(2): derogation of jurisdiction, arbitration"),
  present("a signature line of its own for the approval", /approv[\s\S]{0,900}Signature: _+[\s\S]*$/i, "Cass. 12183/1991: separate signature"),
];


/**
 * Execution blocks per family (issue 36, deliverable 5), written from precedents and statutes before the execution
 * code was written. US: the "IN WITNESS WHEREOF" testimonium with "By: / Name: / Title:" for an entity and the
 * individual's own name under the line. England and Wales: a simple contract "Signed by … for and on behalf of" a
 * company by a director or authorised signatory; a deed executed by a company under Companies Act 2006 s.44(2)
 * (two authorised signatories, or a director in the presence of a witness who attests) and delivered (s.46); an
 * individual signs a deed in the presence of a witness (domain § 9 [K]: "deeds are signed, witnessed, delivered").
 * India: "IN WITNESS WHEREOF" with two witnesses under an instrument that is attested. Civil law: place and date
 * (Ort, Datum); France: an acte sous signature privée recording a synallagmatic contract in as many originals as
 * parties, each stating their number (C. civ. art. 1375).
 */
const inWitnessWhereof = present("'IN WITNESS WHEREOF' testimonium", /IN WITNESS WHEREOF/, "US / Indian precedent");
const byNameTitle = (entity: string) => present(`${entity} signs by an officer: By / Name / Title`, new RegExp(`${entity.replace(/[.()]/g, "\\$&")}[\\s\\S]{0,80}By: _+\\nName: [^\\n]*\\nTitle: `), "US precedent");
const placeAndDate = present("place and date of signature", /Place(,| and) date/i, "civil-law practice (Ort, Datum; fait à …, le …)");
const twoWitnesses = present("two witnesses with name and address", /WITNESSES[\s\S]{0,40}1\.[\s\S]{0,200}Address[\s\S]{0,80}2\.[\s\S]{0,200}Address/i, "Indian practice for attested instruments");

const executionCases: DraftCase[] = [
  {
    id: "execution:nda@US-NY",
    type: "nda", jurisdiction: "US-NY", party_a: "Hudson Analytics LLC", party_b: "Battery Park Partners LP",
    key_terms: { purpose: "evaluating a possible investment in Hudson Analytics LLC" },
    items: [inWitnessWhereof, byNameTitle("Hudson Analytics LLC"), byNameTitle("Battery Park Partners LP"), absent("no English deed wording", /executed as a deed/i, "a US simple contract")],
  },
  {
    id: "execution:employment_agreement@US-CA",
    type: "employment_agreement", jurisdiction: "US-CA", party_a: "Sierra Devices Inc.", party_b: "Sam Ortiz",
    key_terms: { job_title: "Firmware Engineer", start_date: "1 June 2026", salary: "USD 160,000 per year" },
    items: [
      inWitnessWhereof,
      byNameTitle("Sierra Devices Inc."),
      present("the employee signs in his own name", /_{8,}\n(Name: )?Sam Ortiz/, "US precedent"),
      absent("no officer's title for the individual", /Sam Ortiz\n(By|Title):/, "an individual signs for himself"),
    ],
  },
  {
    id: "execution:service_agreement@GB",
    type: "service_agreement", jurisdiction: "GB", party_a: "Thames Facilities Limited", party_b: "Severn Media Limited",
    key_terms: { services: "cleaning of the Customer's offices", fees: "GBP 4,000 per month" },
    items: [
      present("company signs by a named signatory for and on behalf of it", /Signed by [^\n]* for and on behalf of Thames Facilities Limited/, "English simple-contract precedent"),
      present("the signatory is a director or authorised signatory", /Director|authorised signatory/i, "English precedent"),
      absent("a simple contract is not executed as a deed", /executed as a deed/i, "only deeds need deed formalities"),
    ],
  },
  {
    id: "execution:employment_agreement@GB",
    type: "employment_agreement", jurisdiction: "GB", party_a: "Thames Digital Limited", party_b: "Olivia Hart",
    key_terms: { job_title: "Product Designer", start_date: "1 June 2026", salary: "GBP 52,000 per year" },
    items: [present("the employee signs in her own name", /Signed by Olivia Hart/, "English precedent"), present("the employer signs for and on behalf of", /for and on behalf of Thames Digital Limited/, "English precedent")],
  },
  {
    id: "execution:guarantee_agreement@GB-company",
    type: "guarantee_agreement", jurisdiction: "GB", party_a: "Harbour Holdings Limited", party_b: "Fairhaven Capital Limited",
    key_terms: { debtor: "Oakridge Joinery Limited", guaranteed_obligations: "all sums due from the Debtor under the loan agreement dated 1 April 2026 between the Creditor and the Debtor" },
    items: [
      present("executed as a deed", /Executed as a deed by Harbour Holdings Limited/i, "LP(MP)A 1989 s.1; Companies Act 2006 s.44"),
      present("a director in the presence of a witness, or two authorised signatories", /acting by a director in the presence of a witness|two authorised signatories|two directors/i, "Companies Act 2006 s.44(2)"),
      present("witness's name and address", /Witness[\s\S]{0,120}Name[\s\S]{0,120}Address/i, "attestation (domain § 9)"),
      present("delivered as a deed", /delivered/i, "Companies Act 2006 s.46"),
    ],
  },
  {
    id: "execution:guarantee_agreement@GB-individual",
    type: "guarantee_agreement", jurisdiction: "GB", party_a: "Thomas Reed", party_b: "Fairhaven Capital Limited",
    key_terms: { debtor: "Reed Carpentry Limited", guaranteed_obligations: "all sums due from the Debtor under the facility letter dated 1 April 2026" },
    items: [
      present("an individual signs the deed in the presence of a witness", /Signed as a deed by Thomas Reed[\s\S]{0,120}in the presence of/i, "domain § 9: signed, witnessed, delivered"),
      present("witness's name and address", /Witness[\s\S]{0,120}Name[\s\S]{0,120}Address/i, "attestation"),
    ],
  },
  {
    id: "execution:lease@IN-KA",
    type: "lease", jurisdiction: "IN-KA", party_a: "Jayanagar Realty LLP", party_b: "Malleshwaram Traders",
    key_terms: { premises: "Shop No. 4, Ground Floor, 18 Fourth Block, Jayanagar, Bengaluru 560011", rent: "INR 60,000 per month", duration: "3 years" },
    items: [inWitnessWhereof, twoWitnesses],
  },
  {
    id: "execution:special_power_of_attorney@IN-KA",
    type: "special_power_of_attorney", jurisdiction: "IN-KA", party_a: "Lakshmi Hegde", party_b: "Prakash Hegde",
    key_terms: { powers: "to apply for and collect the khata certificate of the flat at 22 Residency Road, Bengaluru" },
    items: [inWitnessWhereof, twoWitnesses],
  },
  {
    id: "execution:employment_agreement@IN-MH",
    type: "employment_agreement", jurisdiction: "IN-MH", party_a: "Sahyadri Fintech Private Limited", party_b: "Meera Joshi",
    key_terms: { job_title: "Analyst", start_date: "1 June 2026", salary: "INR 9,00,000 per year" },
    items: [inWitnessWhereof, present("the company signs through its authorised signatory", /authori[sz]ed signatory/i, "Indian precedent")],
  },
  {
    id: "execution:service_agreement@DE-en",
    type: "service_agreement", jurisdiction: "DE", party_a: "Rheinwerk Service GmbH", party_b: "Mainfranken Bau GmbH",
    key_terms: { services: "maintenance of the Customer's building services", fees: "EUR 5,000 per month" },
    items: [placeAndDate, absent("no common-law testimonium", /IN WITNESS WHEREOF/, "common-law form")],
  },
  {
    id: "execution:service_agreement@FR-en",
    type: "service_agreement", jurisdiction: "FR", party_a: "Loire Services SAS", party_b: "Garonne Industrie SA",
    key_terms: { services: "maintenance of the Client's production lines", fees: "EUR 8,000 per month" },
    items: [
      present("made in as many originals as parties, stating their number", /in two (\(2\) )?originals/i, "C. civ. art. 1375"),
      present("place and date", /Made (in|at) [\s\S]{0,40}on /i, "fait à …, le …"),
    ],
  },
  {
    id: "execution:service_agreement@ES-en",
    type: "service_agreement", jurisdiction: "ES", party_a: "Ebro Servicios S.L.", party_b: "Tajo Industrial S.A.",
    key_terms: { services: "facility management", fees: "EUR 7,000 per month" },
    items: [placeAndDate, absent("no common-law testimonium", /IN WITNESS WHEREOF/, "common-law form")],
  },
];

/**
 * Leftovers of issue 36, each from the statute or practice named (ids chosen to fall in the dev half; written before
 * the drafting code was changed for them).
 */
const leftoverCases: DraftCase[] = [
  {
    id: "leftovers:loan_agreement@FR-insolvency",
    type: "loan_agreement", jurisdiction: "FR", party_a: "Banque du Léman SA", party_b: "Atelier Rhône SAS",
    key_terms: { loan_amount: "EUR 2,000,000", interest_rate: "4.5%", repayment_date: "31 March 2030" },
    items: [
      absent("no Event of Default on insolvency proceedings being started", /insolvency, liquidation or similar proceeding is started|insolvency, winding-up/i, "C. com. L622-29, L631-14: contrary clause deemed unwritten"),
      absent("no Event of Default on negotiations with creditors (conciliation)", /starts negotiations with its creditors/i, "C. com. L611-16"),
      present("states that safeguard or receivership does not make the loan due", /L622-29/, "C. com. L622-29, L631-14"),
    ],
  },
  {
    id: "leftovers:property_sale_agreement@DE-withdrawal",
    type: "property_sale_agreement", jurisdiction: "DE", party_a: "Margarete Ellwanger", party_b: "Thomas Becker",
    key_terms: { property: "Lindenstraße 12, 80331 München (Grundbuch von München, Blatt 4711)", price: "EUR 650,000", deposit: "EUR 65,000", completion_date: "30 June 2026" },
    items: [
      absent("no time of the essence", /of the essence/i, "domain § 9 [P]"),
      absent("no specific performance (an equitable remedy)", /specific performance/i, "civil law: performance is a claim as of right"),
      present("withdrawal after a further period", /section 323 BGB|§ 323/i, "BGB § 323(1)"),
    ],
  },
  {
    id: "leftovers:service_agreement@DE-courts",
    type: "service_agreement", jurisdiction: "DE", party_a: "Rheinwerk Service GmbH", party_b: "Mainfranken Bau GmbH",
    key_terms: {},
    items: [
      absent("no unnamed national court", /courts of Germany/i, "ZPO §§ 12 ff., 38: jurisdiction lies with a court of a place"),
      absent("no counterparts", /counterpart/i, "domain § 9: no English law of deeds"),
      absent("no English graded endeavours", /endeavours/i, "English case law on endeavours"),
    ],
  },
  {
    id: "leftovers:guarantee_agreement@NL-individual",
    type: "guarantee_agreement", jurisdiction: "NL", party_a: "Johannes de Vries", party_b: "Rabo Noord B.V.",
    key_terms: { party_a_type: "individual", debtor: "De Vries Techniek B.V.", guaranteed_obligations: "all sums due from the Debtor under the credit facility agreement dated 10 January 2026", maximum_liability: "EUR 250,000" },
    items: [
      present("private guarantor's scope", /7:857/, "BW 7:857"),
      present("maximum amount in money", /7:858/, "BW 7:858(1)"),
      present("proved only by a writing the guarantor signed", /7:859/, "BW 7:859(1)"),
    ],
  },
  {
    id: "leftovers:commercial_lease@US-NY",
    type: "commercial_lease", jurisdiction: "US-NY", party_a: "Hudson Yards Realty LLC", party_b: "Copper Kettle Coffee LLC",
    key_terms: { premises: "Ground Floor Retail Unit, 140 West 34th Street, New York, NY 10001", rent: "USD 240,000 per year", duration: "10 years", permitted_use: "a café" },
    items: [absent("no English witness lines", /Witness's signature/, "New York: a lease binds when signed by the party to be charged; no attestation")],
  },
  {
    id: "leftovers:employment_agreement@ES-date",
    type: "employment_agreement", jurisdiction: "ES", party_a: "Ebro Servicios S.L.", party_b: "Lucía Martín",
    key_terms: { job_title: "Data Engineer", start_date: "2026-01-05", salary: "EUR 48,000 per year" },
    items: [
      absent("no ISO date", /2026-01-05/, "a date the parties read alike"),
      present("date written with the month in words", /5 January 2026/, "day month year in English, as in Spain"),
    ],
  },
  {
    id: "leftovers:settlement_agreement@FR",
    type: "settlement_agreement", jurisdiction: "FR", party_a: "Loire Services SAS", party_b: "Garonne Industrie SA",
    key_terms: { dispute: "the Claimant's claim for unpaid invoices under the maintenance contract dated 3 March 2024", settlement_sum: "EUR 145,000", release_type: "mutual" },
    items: [
      absent("no time of the essence", /of the essence/i, "domain § 9 [P]"),
      present("default by the mere expiry of the time for payment, as the contract may provide", /article 1344/i, "C. civ. art. 1344"),
    ],
  },
];

/**
 * Issue 36 leftovers, written from the provisions before the drafts were read: the court of a place in Austria (JN
 * § 104), Belgium (courts by judicial district) and Portugal (CPC arts. 95, 104); a German gift the donor may revoke for
 * gross ingratitude or reclaim in need (BGB §§ 528, 530, 533) and that is gratuitous (§ 516(1)); a French gift made
 * before a notary (C. civ. arts. 931, 932); a German business sale and secondment that hold harmless (Freistellung,
 * BGB § 257) instead of an English indemnity; an Irish employment contract that is the statutory statement of terms;
 * an Australian contract that saves the consumer guarantees (ACL s 64); a New York loan that waives jury trial.
 */
/** Under a civil code a party takes over another's liabilities by holding it harmless (Freistellung, BGB § 257). */
const noIndemnity = absent("no English indemnity", /\bindemnif(y|ies)\b/i, "Freistellung (BGB § 257) is the civil-law device");

/** A civil-law forum clause that names the court of a place, not the country's courts. */
function placeForum(c: Omit<DraftCase, "items">, country: string, place: [string, RegExp, string], source: string): DraftCase {
  const [label, pattern, placeSource] = place;
  return { ...c, items: [...civilLawAbsent, absent(`no national 'courts of ${country}'`, new RegExp(`courts of ${country}`), source), present(label, pattern, placeSource)] };
}

const forumAndGiftCases: DraftCase[] = [
  placeForum(
    { id: "distribution_agreement@AT", type: "distribution_agreement", jurisdiction: "AT", party_a: "Alpen Vertrieb GmbH", party_b: "Donau Handel GmbH", key_terms: { products: "industrial pumps", territory: "Austria and Slovenia", venue: "Vienna" } },
    "Austria", ["the court at the agreed place", /court[^.]{0,60}\bat Vienna\b|Vienna[^.]{0,40}court/i, "JN § 104(1)"], "JN § 104: an agreement names a court of first instance",
  ),
  placeForum(
    { id: "supply_agreement@BE", type: "supply_agreement", jurisdiction: "BE", party_a: "Schelde Foods NV", party_b: "Meuse Retail SA", key_terms: {} },
    "Belgium", ["courts of a judicial district", /judicial district|arrondissement/i, "Belgian judicial map (districts and divisions)"], "Belgian courts are courts of a judicial district",
  ),
  placeForum(
    { id: "service_agreement@PT", type: "service_agreement", jurisdiction: "PT", party_a: "Tejo Serviços, Lda.", party_b: "Douro Comércio, S.A.", key_terms: {} },
    "Portugal", ["courts of a comarca", /comarca/i, "Portuguese first-instance courts sit by comarca"], "CPC art. 95: territorial jurisdiction is agreed by place",
  ),
  {
    id: "gift_deed@DE-530",
    type: "gift_deed", jurisdiction: "DE", party_a: "Hans Becker", party_b: "Lena Becker",
    key_terms: { property: "the residential plot at Lindenweg 4, 79098 Freiburg, entered in the land register of Freiburg, sheet 1234", relationship: "the Donor's daughter" },
    items: [
      absent("the gift not declared irrevocable", /irrevocable/i, "BGB § 530: revocation for gross ingratitude; § 528 reclaim in need"),
      present("revocation for gross ingratitude preserved", /gross ingratitude|§ 530|section 530/i, "BGB §§ 530, 533"),
      present("reclaim in need preserved", /§ 528|section 528/i, "BGB § 528"),
      absent("no common-law test of a gift", /consideration in money or money's worth/i, "BGB § 516(1): a gift is a gratuitous enrichment"),
      present("notarial recording", /notar/i, "BGB §§ 311b(1), 518(1)"),
    ],
  },
  {
    id: "gift_deed@FR-donation",
    type: "gift_deed", jurisdiction: "FR", party_a: "Jean Martin", party_b: "Claire Martin",
    key_terms: { property: "the flat at 12 rue des Lilas, 69003 Lyon, lot no. 7 of the co-ownership" },
    items: [
      present("made before a notary on pain of nullity", /notar[^.]*(931|void)|931[^.]*notar/i, "C. civ. art. 931"),
      present("express acceptance by the donee", /express acceptance|932/i, "C. civ. art. 932"),
      absent("no private 'Made in … in two originals' signature", /in two originals/i, "C. civ. art. 931: the notary keeps the original (minute)"),
    ],
  },
  {
    id: "asset_purchase_agreement@DE-hold-harmless",
    type: "asset_purchase_agreement", jurisdiction: "DE", party_a: "Schwarzwald Werkzeug GmbH", party_b: "Bodensee Industrie GmbH",
    key_terms: {},
    items: [
      noIndemnity,
      present("retained liabilities: the seller holds the buyer harmless", /hold(s)? harmless|harmless from/i, "BGB § 257; German APA practice"),
      absent("no 'consideration'", /\bconsideration\b/i, "a civil-law sale has a price (BGB § 433(2))"),
    ],
  },
  {
    id: "employment_agreement@IE",
    type: "employment_agreement", jurisdiction: "IE", party_a: "Liffey Software Limited", party_b: "Siobhan Murphy",
    key_terms: { job_title: "Software Engineer", start_date: "2026-03-02", salary: "EUR 68,000 per year" },
    items: [
      present("written statement of terms", /Terms of Employment \(Information\) Act 1994/, "Terms of Employment (Information) Act 1994"),
      present("pay reference period for the minimum wage", /pay reference period/i, "Terms of Employment (Information) Act 1994; National Minimum Wage Act 2000"),
      present("leave and rest under the Working Time Act", /Organisation of Working Time Act 1997/, "Organisation of Working Time Act 1997"),
      absent("no UK Employment Rights Act", /Employment Rights Act 1996/, "a UK statute"),
    ],
  },
  {
    id: "service_agreement@AU-NSW",
    type: "service_agreement", jurisdiction: "AU-NSW", party_a: "Harbour Services Pty Ltd", party_b: "Bondi Retail Pty Ltd",
    key_terms: {},
    items: [
      present("the consumer guarantees are saved", /Australian Consumer Law/, "Competition and Consumer Act 2010 (Cth) Sch 2 s 64"),
      present("State law named", /New South Wales/, "contract law is the law of a State"),
      absent("no UK recorded delivery", /recorded delivery/i, "domain § 9 [K]: UK-only"),
      absent("no UK Unfair Contract Terms Act", /Unfair Contract Terms Act/i, "an English statute"),
    ],
  },
  {
    id: "loan_agreement@US-NY-jury",
    type: "loan_agreement", jurisdiction: "US-NY", party_a: "Hudson Commercial Bank, N.A.", party_b: "Empire Widgets LLC",
    key_terms: { loan_amount: "USD 5,000,000" },
    items: [
      present("conspicuous waiver of jury trial", /WAIVES[A-Z ,]*TRIAL BY JURY/, "New York commercial lending practice"),
      ...usNotices,
      absent("no UK value added tax", /value added tax/i, "no VAT in the US"),
    ],
  },
  {
    id: "secondment_agreement@DE",
    type: "secondment_agreement", jurisdiction: "DE", party_a: "Rhein Engineering GmbH", party_b: "Elbe Anlagenbau AG",
    key_terms: {},
    items: [
      noIndemnity,
      present("claims taken over by holding harmless", /harmless/i, "BGB § 257"),
    ],
  },
];


/**
 * Third-party rights (issue 36 leftovers), written from the statutes before the clause was drafted. England and Wales:
 * the Contracts (Rights of Third Parties) Act 1999 lets a third party enforce a term that purports to benefit it unless
 * the contract shows otherwise (s.1), so precedents exclude it; Singapore's Contracts (Rights of Third Parties) Act 2001
 * (s.2) and Hong Kong's Contracts (Rights of Third Parties) Ordinance (Cap. 623) (s.4) follow it. Elsewhere in the common
 * law a plain "no third-party beneficiaries" clause. A type that means to benefit a third party (released persons, a
 * mediator protected by the agreement, data subjects under a transfer agreement) names it and the clause it may enforce
 * ("except that … may enforce clause N"); a civil-law draft has neither.
 */
const ukThirdParty = present("excludes the Contracts (Rights of Third Parties) Act 1999", /Contracts \(Rights of Third Parties\) Act 1999/, "C(RTP)A 1999 s.1");
const noThirdPartyClause = absent("no third-party rights clause under a civil code", /third[- ]party beneficiar|Rights of Third Parties|not a party to this [A-Za-z]+ (has|shall have) no right/i, "civil law: no privity exclusion (issue 36)");
const carveOut = (who: RegExp, heading: string, source: string) =>
  present(`carve-out: ${heading} enforceable by the third party`, new RegExp(`except that[^.]*${who.source}[^.]*(may enforce|are intended third-party beneficiaries of)[^.]*clause \\d+ \\(${heading}\\)`, "i"), source);

const thirdPartyCases: DraftCase[] = [
  {
    id: "third-party:service_agreement@GB",
    type: "service_agreement", jurisdiction: "GB", party_a: "Thames Facilities Limited", party_b: "Severn Media Limited",
    key_terms: { services: "cleaning of the Customer's offices", fees: "GBP 4,000 per month" },
    items: [ukThirdParty, absent("no Singapore or Hong Kong statute in an English draft", /Act 2001|Cap\. 623/, "the English Act")],
  },
  {
    id: "third-party:nda@SG-4",
    type: "nda", jurisdiction: "SG", party_a: "Merlion Data Pte. Ltd.", party_b: "Straits Capital Pte. Ltd.",
    key_terms: { purpose: "evaluating a possible data-sharing arrangement" },
    items: [present("excludes the Contracts (Rights of Third Parties) Act 2001", /Contracts \(Rights of Third Parties\) Act 2001/, "Singapore C(RTP)A 2001 s.2"), absent("not the English Act of 1999", /Act 1999/, "the English Act does not apply in Singapore")],
  },
  {
    id: "third-party:service_agreement@HK",
    type: "service_agreement", jurisdiction: "HK", party_a: "Harbour View Services Limited", party_b: "Kowloon Trading Limited",
    key_terms: { services: "maintenance of the Customer's office equipment", fees: "HKD 30,000 per month" },
    items: [present("excludes the Contracts (Rights of Third Parties) Ordinance (Cap. 623)", /Contracts \(Rights of Third Parties\) Ordinance \(Cap\. 623\)/, "Cap. 623 s.4"), absent("not the English Act of 1999", /Act 1999/, "Hong Kong has its own Ordinance")],
  },
  {
    id: "third-party:service_agreement@US-NY",
    type: "service_agreement", jurisdiction: "US-NY", party_a: "Empire Facilities LLC", party_b: "Midtown Media Inc.",
    key_terms: {},
    items: [present("no third-party beneficiaries", /third[- ]party beneficiar/i, "US precedent"), absent("no English statute", /Rights of Third Parties\)/, "English statute")],
  },
  {
    id: "third-party:employment_agreement@IN-KA-2",
    type: "employment_agreement", jurisdiction: "IN-KA", party_a: "Kaveri Software Private Limited", party_b: "Ananya Rao",
    key_terms: { job_title: "Senior Engineer", start_date: "2026-06-01", salary: "INR 24,00,000 per year" },
    items: [present("no rights for non-parties", /not a party to this Agreement[^.]*(right|enforce)|third[- ]party beneficiar/i, "privity (Indian Contract Act 1872)"), absent("no English statute", /Rights of Third Parties\)/, "English statute")],
  },
  {
    id: "third-party:settlement_agreement@GB-5",
    type: "settlement_agreement", jurisdiction: "GB", party_a: "Pennine Fabrications Ltd", party_b: "Coldstream Building Services Ltd",
    key_terms: { dispute: "the Claimant's claim for unpaid invoices under the subcontract dated 3 March 2024", settlement_sum: "GBP 145,000", release_type: "mutual" },
    items: [ukThirdParty, carveOut(/(Affiliates|officers|released)/, "Release", "C(RTP)A 1999 s.1(1)(a): a released person enforces the release only if the contract says so"), present("parties may vary without the third parties' consent", /(rescind|vary)[^.]*without the consent/i, "C(RTP)A 1999 s.2(3)(a)")],
  },
  {
    id: "third-party:release_and_waiver@US-CA",
    type: "release_and_waiver", jurisdiction: "US-CA", party_a: "Marisol Ortega", party_b: "Bayview Property Management LLC",
    key_terms: { released_matter: "the water damage to the Releasor's apartment caused by a burst pipe on February 2, 2025", release_payment: "USD 18,500" },
    items: [carveOut(/Released Parties/, "Release of Claims", "US precedent: released persons as intended third-party beneficiaries")],
  },
  {
    id: "third-party:separation_agreement@GB",
    type: "separation_agreement", jurisdiction: "GB", party_a: "Thames Digital Limited", party_b: "Olivia Hart",
    key_terms: {},
    items: [ukThirdParty, carveOut(/Released Parties/, "Release of Claims", "C(RTP)A 1999 s.1(1)(a): the group companies and officers released enforce the release only if the contract says so")],
  },
  {
    id: "third-party:mediation_agreement@GB",
    type: "mediation_agreement", jurisdiction: "GB", party_a: "Pennine Fabrications Ltd", party_b: "Coldstream Building Services Ltd",
    key_terms: { dispute: "the late completion of the steel frame at Unit 7, Leeds", mediator: "Jane Ellis, accredited mediator" },
    items: [ukThirdParty, carveOut(/Mediator/, "Role of the Mediator", "the Mediator is not a party; the protection is for it")],
  },
  {
    id: "third-party:international_data_transfer_agreement@GB",
    type: "international_data_transfer_agreement", jurisdiction: "GB", party_a: "Thames Retail Limited", party_b: "Pacific Support Pte. Ltd.",
    key_terms: {},
    items: [ukThirdParty, carveOut(/data subjects/, "Data Subject Rights and Redress", "data subjects enforce the transfer safeguards as third-party beneficiaries")],
  },
  {
    id: "third-party:service_agreement@DE",
    type: "service_agreement", jurisdiction: "DE", party_a: "Rheinwerk Service GmbH", party_b: "Mainfranken Bau GmbH",
    key_terms: {},
    items: [noThirdPartyClause],
  },
  {
    id: "third-party:settlement_agreement@FR-1",
    type: "settlement_agreement", jurisdiction: "FR", party_a: "Loire Services SAS", party_b: "Garonne Industrie SA",
    key_terms: { dispute: "the Claimant's claim for unpaid invoices under the maintenance contract dated 3 March 2024", settlement_sum: "EUR 145,000" },
    items: [noThirdPartyClause],
  },
];

/**
 * An investor NDA read from its purpose, and `mutual` as an NDA term (issue 36 leftovers): the terms a venture
 * investor's NDA has (NVCA-style practice: no obligation to invest; the investor may invest in competitors without
 * using the information) and no key term pasted into Special Terms. A Karnataka lease: a refundable security deposit
 * and each counterpart stamped (Karnataka Stamp Act, 1957).
 */
const leftoverCases2: DraftCase[] = [
  {
    id: "nda@GB-investor-purpose",
    type: "nda", jurisdiction: "GB", party_a: "Lumen Robotics Ltd", party_b: "Northgate Ventures LLP",
    key_terms: { purpose: "evaluating a possible Series A investment in Lumen Robotics", mutual: "yes" },
    items: [
      present("no obligation to invest", /(not|no|neither)[^.]{0,30}obliged to (make|proceed with)[^.]{0,30}investment|no obligation to invest/i, "investor NDA practice"),
      present("investor may invest in competitors without using the information", /invest(ing)? in[^.]{0,160}compet/i, "investor NDA practice"),
      present("mutual NDA", /Mutual Non-Disclosure Agreement/, "the mutual term"),
      absent("'mutual' not pasted as a special term", /Mutual: yes|Special Terms/i, "issue 36: key terms drafted, not pasted"),
    ],
  },
  {
    id: "lease@IN-KA-deposit-2",
    type: "lease", jurisdiction: "IN-KA", party_a: "Jayanagar Realty LLP", party_b: "Malleshwaram Traders",
    key_terms: { premises: "Shop No. 4, Ground Floor, 18 Fourth Block, Jayanagar, Bengaluru 560011", rent: "INR 60,000 per month", duration: "3 years" },
    items: [
      present("a security deposit clause", /security deposit/i, "Karnataka lease practice"),
      present("deposit refunded at the end, less sums properly due", /refund[^.]{0,200}(deduct|less)|(deduct|less)[^.]{0,200}refund/i, "Indian lease practice"),
      present("each counterpart stamped", /counterparts?[^.]{0,200}stamp|stamp[^.]{0,200}counterparts?/i, "Karnataka Stamp Act, 1957: a duplicate or counterpart is itself chargeable"),
    ],
  },
];

/**
 * Issue 36, statutory essentials of employment per jurisdiction and key terms under their everyday names (written from
 * the statutes before the code, commit "eval/drafts: checklists for employment statutory essentials …"):
 * AU: Fair Work Act 2009 (Cth) — the National Employment Standards (Part 2-2), maximum weekly hours of 38 plus
 * reasonable additional hours (s. 62), notice of termination or payment in lieu (s. 117), the Fair Work Information
 * Statement (s. 125), modern award coverage (Part 2-3); summary dismissal for "serious misconduct" (Fair Work
 * Regulations 2009 reg. 1.07), not the English "gross misconduct"; superannuation guarantee contributions under the
 * Superannuation Guarantee (Administration) Act 1992 (Cth) (charge percentage 12 for years from 1 July 2025, s. 19(2)).
 * CA-ON: Employment Standards Act, 2000 — no contracting out (s. 5), notice or termination pay (ss. 57, 61), severance
 * pay (s. 64), vacation (s. 33); a for-cause clause wider than the ESA's wilful misconduct standard voids the
 * termination provision (Waksdale v. Swegon, 2020 ONCA 391), so the draft must not dismiss without notice for "gross
 * misconduct". SG: Employment Act 1968 s. 95A (key employment terms in writing within 14 days) — the brief said s. 95;
 * the Act's section is 95A. US-TX: at will (no UK words: "holiday year", "pay in lieu"). US-MT: the Wrongful Discharge
 * from Employment Act (Mont. Code Ann. § 39-2-904): after probation a discharge needs good cause, so no at-will
 * statement beyond the probationary period. Key terms given as position / monthly_rent / term / notice are read as
 * job_title / rent / duration / notice_period or termination_notice.
 */
const auEmployment: CheckItem[] = [
  present("National Employment Standards", /National Employment Standards/, "FW Act Part 2-2, s. 61"),
  present("Fair Work Act 2009 (Cth) named", /Fair Work Act 2009 \(Cth\)/, "FW Act"),
  present("superannuation guarantee contributions", /Superannuation Guarantee \(Administration\) Act 1992 \(Cth\)/, "SGAA 1992"),
  present("Fair Work Information Statement", /Fair Work Information Statement/, "FW Act s. 125"),
  present("modern award / enterprise agreement coverage", /modern award/i, "FW Act Part 2-3"),
  present("notice not less than s. 117", /section 117/, "FW Act s. 117"),
  present("summary dismissal for serious misconduct", /serious misconduct/, "Fair Work Regulations 2009 reg. 1.07"),
  absent("no English gross misconduct", /gross misconduct/i, "AU term is serious misconduct"),
  absent("no 40-hour normal week above the s. 62 maximum", /normal working hours are 40 hours/i, "FW Act s. 62(1): 38 hours plus reasonable additional hours"),
  absent("no UK statutes", /Employment Rights Act|Pensions Act 2008/, "English statutes"),
];
const onEmployment: CheckItem[] = [
  present("Employment Standards Act, 2000 named", /Employment Standards Act, 2000/, "ESA 2000"),
  present("notice or termination pay not less than the ESA", /(termination pay|pay in lieu)[^.]{0,200}Employment Standards Act, 2000|Employment Standards Act, 2000[^.]{0,200}(termination pay|pay in lieu)/i, "ESA ss. 57, 61"),
  present("severance pay where the ESA requires it", /severance pay/i, "ESA s. 64"),
  present("vacation under the ESA", /vacation/i, "ESA s. 33"),
  present("for cause only as the ESA allows (wilful misconduct)", /wilful misconduct, disobedience or wilful neglect of duty/i, "ESA regs; Waksdale 2020 ONCA 391"),
  absent("no gross-misconduct dismissal without notice", /gross misconduct/i, "Waksdale 2020 ONCA 391"),
  absent("no at-will statement", /at[- ]will/i, "Canadian law: reasonable notice"),
  absent("no UK statutes", /Employment Rights Act|Pensions Act 2008/, "English statutes"),
];
const sgEmployment: CheckItem[] = [
  present("key employment terms under s. 95A", /section 95A of the Employment Act 1968/, "EA 1968 s. 95A"),
  present("Central Provident Fund", /Central Provident Fund Act 1953/, "CPF Act 1953"),
  absent("no at-will statement", /at[- ]will/i, "SG law"),
  absent("no UK statutes", /Employment Rights Act|Pensions Act 2008/, "English statutes"),
];
const usNoUkWords: CheckItem[] = [
  absent("no holiday year", /holiday year/i, "UK usage"),
  absent("no pay in lieu", /pay in lieu/i, "UK usage"),
  absent("no UK or Commonwealth statutes", /Employment Rights Act|National Employment Standards|Employment Standards Act/, "foreign statutes"),
];
const statutoryEmploymentCases: DraftCase[] = [
  {
    id: "statutory:employment_agreement@AU-NSW",
    type: "employment_agreement", jurisdiction: "AU-NSW", party_a: "Southern Cross Analytics Pty Ltd", party_b: "Alex Nguyen",
    key_terms: { salary: "AUD 145,000 per year", position: "Senior Data Engineer", start_date: "2027-01-11" },
    items: [...auEmployment, present("position drafted as the job title", /employs the Employee as Senior Data Engineer/, "issue 36 probe"), absent("no Special Terms for the position", /Special Terms/i, "issue 36 probe")],
  },
  {
    id: "statutory:fixed_term_employment_agreement@AU-NSW",
    type: "fixed_term_employment_agreement", jurisdiction: "AU-NSW", party_a: "Harbour Bridge Logistics Pty Ltd", party_b: "Grace Kelly",
    key_terms: { role: "Project Analyst", start_date: "2027-02-01", end_date: "2027-12-31", salary: "AUD 98,000 per year" },
    items: [...auEmployment.filter((i) => !/40-hour/.test(i.label)), present("role drafted as the job title", /as Project Analyst/, "issue 36"), absent("no Special Terms for the role", /Special Terms/i, "issue 36")],
  },
  {
    id: "statutory:employment_agreement@CA-ON",
    type: "employment_agreement", jurisdiction: "CA-ON", party_a: "Lakeshore Software Inc.", party_b: "Emily Tremblay",
    key_terms: { title: "Software Developer", start_date: "2027-03-01", salary: "CAD 110,000 per year", notice: "4 weeks" },
    items: [...onEmployment, present("title drafted as the job title", /employs the Employee as Software Developer/, "issue 36"), absent("no Special Terms", /Special Terms/i, "issue 36")],
  },
  {
    id: "statutory:executive_employment_agreement@CA-ON",
    type: "executive_employment_agreement", jurisdiction: "CA-ON", party_a: "Lakeshore Software Inc.", party_b: "Daniel Roy",
    key_terms: {},
    items: onEmployment.filter((i) => !/severance pay/.test(i.label)),
  },
  {
    id: "statutory:employment_agreement@SG",
    type: "employment_agreement", jurisdiction: "SG", party_a: "Merlion Data Pte. Ltd.", party_b: "Tan Wei Ling",
    key_terms: { designation: "Data Analyst", start_date: "2027-01-04", salary: "SGD 6,500 per month" },
    items: [...sgEmployment, present("designation drafted as the job title", /employs the Employee as Data Analyst/, "issue 36"), absent("no Special Terms", /Special Terms/i, "issue 36")],
  },
  {
    id: "statutory:fixed_term_employment_agreement@SG",
    type: "fixed_term_employment_agreement", jurisdiction: "SG", party_a: "Merlion Data Pte. Ltd.", party_b: "Lim Jun Hao",
    key_terms: {},
    items: sgEmployment,
  },
  {
    id: "statutory:employment_agreement@US-TX",
    type: "employment_agreement", jurisdiction: "US-TX", party_a: "Lone Star Energy LLC", party_b: "Chris Walker",
    key_terms: { job_title: "Field Engineer", start_date: "2027-01-04", salary: "USD 120,000 per year" },
    items: [present("at-will statement", /employment is at will/i, "Texas: employment at will"), ...usNoUkWords],
  },
  {
    id: "statutory:employment_agreement@US-MT",
    type: "employment_agreement", jurisdiction: "US-MT", party_a: "Big Sky Outfitters LLC", party_b: "Dana Price",
    key_terms: { job_title: "Operations Manager", start_date: "2027-01-04", salary: "USD 90,000 per year" },
    items: [absent("no unqualified at-will statement", /employment is at will: either party may end it at any time/i, "Mont. Code Ann. § 39-2-904(1)(b)"), present("Wrongful Discharge from Employment Act", /Wrongful Discharge from Employment Act/, "Mont. Code Ann. § 39-2-901 et seq."), present("good cause after probation", /good cause/i, "Mont. Code Ann. § 39-2-904(1)(b)"), ...usNoUkWords],
  },
  {
    id: "statutory:employment_agreement@IE",
    type: "employment_agreement", jurisdiction: "IE", party_a: "Liffey Software Limited", party_b: "Cian Byrne",
    key_terms: { position: "Support Engineer", start_date: "2027-01-11", salary: "EUR 52,000 per year", holidays: "22 working days plus public holidays" },
    items: [present("Terms of Employment (Information) Act 1994", /Terms of Employment \(Information\) Act 1994/, "TEIA 1994 s. 3"), present("Organisation of Working Time Act 1997", /Organisation of Working Time Act 1997/, "OWTA 1997"), present("position drafted as the job title", /employs the Employee as Support Engineer/, "issue 36"), present("holidays drafted as annual leave", /entitled to 22 working days plus public holidays/, "issue 36"), absent("no Special Terms", /Special Terms/i, "issue 36"), absent("no at-will", /at[- ]will/i, "Irish law")],
  },
  {
    id: "synonyms:residential_tenancy_agreement@GB",
    type: "residential_tenancy_agreement", jurisdiction: "GB", party_a: "Clifton Lettings Limited", party_b: "Sam Patel",
    key_terms: { property: "Flat 2, 14 Whiteladies Road, Bristol BS8 2LG", monthly_rent: "GBP 1,350 per month", term: "12 months" },
    items: [present("monthly rent drafted as the rent", /GBP 1,350 per month/, "issue 36"), present("term drafted as the duration", /12 months|twelve \(12\) months/i, "issue 36"), absent("no Special Terms", /Special Terms/i, "issue 36"), absent("no blank for the rent or term", /rent of \[●\]|term of \[●\]/, "issue 36")],
  },
  {
    id: "synonyms:supply_agreement@GB",
    type: "supply_agreement", jurisdiction: "GB", party_a: "Severn Plastics Limited", party_b: "Avon Appliances Limited",
    key_terms: { product: "injection-moulded housings to drawing HX-200", price: "GBP 3.10 per unit", notice: "6 months", term: "3 years" },
    items: [present("product drafted as the products", /injection-moulded housings to drawing HX-200/, "issue 36"), present("notice drafted as the termination notice", /6 months|six \(6\) months/i, "issue 36"), absent("no Special Terms", /Special Terms/i, "issue 36")],
  },
  {
    id: "synonyms:nda@SG",
    type: "nda", jurisdiction: "SG", party_a: "Merlion Data Pte. Ltd.", party_b: "Straits Capital Pte. Ltd.",
    key_terms: { term: "2 years", purpose: "evaluating a possible data partnership" },
    items: [sgNotices, present("term drafted as the duration", /2 years|two \(2\) years/i, "issue 36"), absent("no Special Terms", /Special Terms/i, "issue 36")],
  },
  {
    id: "synonyms:offer_letter@IN-KA",
    type: "offer_letter", jurisdiction: "IN-KA", party_a: "Kaveri Software Private Limited", party_b: "Arjun Rao",
    key_terms: { designation: "Associate Consultant", start_date: "2027-01-04", ctc: "INR 18,00,000 per year" },
    items: [present("designation drafted as the position", /employment as Associate Consultant/, "issue 36"), absent("no Special Terms", /Special Terms/i, "issue 36"), noCa2870],
  },
];

export const draftCases: DraftCase[] = [
  {
    id: "service_agreement@IT-1341",
    type: "service_agreement", jurisdiction: "IT", party_a: "Lombarda Servizi S.r.l.", party_b: "Tirreno Logistica S.p.A.",
    key_terms: { services: "payroll processing for up to 300 employees", fees: "EUR 6,000 per month" },
    items: [...civilLawAbsent, ...itApproval],
  },
  {
    id: "saas_subscription_agreement@IT-1341",
    type: "saas_subscription_agreement", jurisdiction: "IT", party_a: "Nuvola Software S.r.l.", party_b: "Adriatica Commercio S.p.A.",
    key_terms: { service: "Nuvola POS, a cloud point-of-sale platform", subscription_fees: "EUR 24,000 per year", renewal: "automatic" },
    items: [...civilLawAbsent, ...itApproval, present("tacit renewal clause named in the approval", /approv[\s\S]{0,600}clause \d+ \([^)]*\)[^\n]*renewal|renewal[\s\S]{0,200}approv/i, "c.c. art. 1341(2): tacit extension or renewal")],
  },
  {
    id: "software_license_agreement@DE",
    type: "software_license_agreement", jurisdiction: "DE", party_a: "Nordlicht Software GmbH", party_b: "Brenner Logistik AG",
    key_terms: { software: "Nordlicht Fleet 5 on-premises", licence_fee: "EUR 80,000", licensed_quantity: "up to 50 named users" },
    items: [...civilLawAbsent, ...deLiability, deSeverability, deNotices],
  },
  {
    id: "saas_subscription_agreement@DE",
    type: "saas_subscription_agreement", jurisdiction: "DE", party_a: "Wolkig Cloud GmbH", party_b: "Hansa Handel GmbH",
    key_terms: {},
    items: [...civilLawAbsent, ...deLiability, deSeverability],
  },
  {
    id: "service_agreement@DE",
    type: "service_agreement", jurisdiction: "DE", party_a: "Rheinwerk Service GmbH", party_b: "Mainfranken Bau GmbH",
    key_terms: {},
    items: [...civilLawAbsent, ...deLiability, deSeverability, deNotices],
  },
  {
    id: "nda@DE",
    type: "nda", jurisdiction: "DE", party_a: "Isar Robotics GmbH", party_b: "Spree Ventures GmbH",
    key_terms: {},
    items: [...civilLawAbsent, deSeverability],
  },
  {
    id: "consulting_agreement@DE",
    type: "consulting_agreement", jurisdiction: "DE", party_a: "Elbe Beratung GmbH", party_b: "Weser Chemie AG",
    key_terms: {},
    items: [...civilLawAbsent, deSeverability],
  },
  {
    id: "service_agreement@FR",
    type: "service_agreement", jurisdiction: "FR", party_a: "Loire Services SAS", party_b: "Garonne Industrie SA",
    key_terms: {},
    items: [...civilLawAbsent, ...frLiability, frNotices, fr1195],
  },
  {
    id: "software_license_agreement@FR",
    type: "software_license_agreement", jurisdiction: "FR", party_a: "Seine Logiciels SAS", party_b: "Rhône Transports SA",
    key_terms: { software: "Seine Planner 3", licence_fee: "EUR 45,000", licensed_quantity: "up to 20 named users" },
    items: [...civilLawAbsent, ...frLiability, frNotices],
  },
  {
    id: "nda@FR",
    type: "nda", jurisdiction: "FR", party_a: "Alpes Biotech SAS", party_b: "Bretagne Capital SAS",
    key_terms: {},
    items: [...civilLawAbsent, frNotices],
  },
  {
    id: "supply_agreement@IT",
    type: "supply_agreement", jurisdiction: "IT", party_a: "Po Forniture S.r.l.", party_b: "Tevere Alimentari S.p.A.",
    key_terms: {},
    items: [...civilLawAbsent, present("no exclusion for dolo or colpa grave (art. 1229)", /1229/, "c.c. art. 1229")],
  },
  {
    id: "service_agreement@ES",
    type: "service_agreement", jurisdiction: "ES", party_a: "Ebro Servicios S.L.", party_b: "Tajo Industrial S.A.",
    key_terms: {},
    items: [...civilLawAbsent, present("no advance waiver for dolo (CC 1102)", /1102/, "Código civil art. 1102")],
  },
  {
    id: "master_services_agreement@CH",
    type: "master_services_agreement", jurisdiction: "CH", party_a: "Aare Services AG", party_b: "Limmat Bank AG",
    key_terms: {},
    items: [...civilLawAbsent, present("no exclusion for unlawful intent or gross negligence (OR 100)", /100/, "OR art. 100(1)")],
  },
  {
    id: "nda@US-NY",
    type: "nda", jurisdiction: "US-NY", party_a: "Hudson Analytics LLC", party_b: "Battery Park Partners LP",
    key_terms: {},
    items: [...usNotices],
  },
  {
    id: "service_agreement@US-NY",
    type: "service_agreement", jurisdiction: "US-NY", party_a: "Empire Facilities LLC", party_b: "Midtown Media Inc.",
    key_terms: {},
    items: [...usNotices, absent("no UCTA death-or-personal-injury wording", /death or personal injury caused by (its )?negligence/i, "UCTA is English law")],
  },
  {
    id: "nda@SG",
    type: "nda", jurisdiction: "SG", party_a: "Merlion Data Pte. Ltd.", party_b: "Straits Capital Pte. Ltd.",
    key_terms: {},
    items: [sgNotices],
  },
  {
    id: "service_agreement@SG",
    type: "service_agreement", jurisdiction: "SG", party_a: "Orchard Services Pte. Ltd.", party_b: "Raffles Retail Pte. Ltd.",
    key_terms: {},
    items: [sgNotices],
  },
  {
    id: "employment_agreement@IN-KA",
    type: "employment_agreement", jurisdiction: "IN-KA", party_a: "Kaveri Software Private Limited", party_b: "Ananya Rao",
    key_terms: { job_title: "Senior Engineer", start_date: "2026-06-01", salary: "INR 24,00,000 per year" },
    items: [noCa2870, ...inEmployment, ...kaStamp, inNotices],
  },
  {
    id: "employment_agreement@IN-MH",
    type: "employment_agreement", jurisdiction: "IN-MH", party_a: "Sahyadri Fintech Private Limited", party_b: "Rohan Kulkarni",
    key_terms: { job_title: "Product Manager", start_date: "2026-07-01", salary: "INR 30,00,000 per year" },
    items: [noCa2870, ...inEmployment, ...mhStamp],
  },
  {
    id: "confidentiality_and_invention_assignment_agreement@IN-KA",
    type: "confidentiality_and_invention_assignment_agreement", jurisdiction: "IN-KA", party_a: "Kaveri Software Private Limited", party_b: "Vikram Shetty",
    key_terms: {},
    items: [noCa2870, ...kaStamp],
  },
  {
    id: "confidentiality_and_invention_assignment_agreement@US-CA",
    type: "confidentiality_and_invention_assignment_agreement", jurisdiction: "US-CA", party_a: "Sierra Devices Inc.", party_b: "Maya Chen",
    key_terms: { engagement_type: "employment" },
    items: [present("California § 2870 carve-out with § 2872 notice", /2872/, "Cal. Lab. Code §§ 2870, 2872"), dtsa],
  },
  {
    id: "employment_agreement@US-NY",
    type: "employment_agreement", jurisdiction: "US-NY", party_a: "Hudson Analytics LLC", party_b: "Jordan Blake",
    key_terms: { job_title: "Data Scientist", start_date: "2026-05-01", salary: "USD 150,000 per year" },
    items: [noCa2870, dtsa, ...usNotices],
  },
  {
    id: "employment_agreement@US-CA",
    type: "employment_agreement", jurisdiction: "US-CA", party_a: "Sierra Devices Inc.", party_b: "Sam Ortiz",
    key_terms: { job_title: "Hardware Engineer", start_date: "2026-05-01", salary: "USD 180,000 per year" },
    items: [dtsa, present("California Labor Code § 2870", /2870/, "Cal. Lab. Code § 2870")],
  },
  {
    id: "employment_agreement@GB",
    type: "employment_agreement", jurisdiction: "GB", party_a: "Thames Digital Limited", party_b: "Olivia Hart",
    key_terms: { job_title: "Designer", start_date: "2026-05-01", salary: "GBP 55,000 per year" },
    items: [noCa2870, absent("no DTSA outside the US", /1833\(b\)/, "US statute")],
  },
  {
    id: "employment_agreement@DE",
    type: "employment_agreement", jurisdiction: "DE", party_a: "Isar Robotics GmbH", party_b: "Lena Fischer",
    key_terms: { job_title: "Ingenieurin", start_date: "2026-05-01", salary: "EUR 72,000 per year" },
    items: [noCa2870, absent("no terms implied by common law", /common law/i, "civil law"), absent("no 'deemed modified'", /deemed modified/i, "BGB § 306")],
  },
  {
    id: "commercial_lease@IN-MH",
    type: "commercial_lease", jurisdiction: "IN-MH", party_a: "Marine Drive Estates LLP", party_b: "Konkan Foods Private Limited",
    key_terms: { duration: "5 years" },
    items: [...ukLeaseWords, ...mhStamp, present("registration of a lease over one year", /Registration Act, 1908/, "Registration Act s.17(1)(d)")],
  },
  {
    id: "commercial_lease@IN-KA",
    type: "commercial_lease", jurisdiction: "IN-KA", party_a: "Cubbon Properties LLP", party_b: "Nandi Coffee Private Limited",
    key_terms: { duration: "3 years" },
    items: [...ukLeaseWords, ...kaStamp],
  },
  {
    id: "lease@IN-KA",
    type: "lease", jurisdiction: "IN-KA", party_a: "Lalbagh Realty LLP", party_b: "Hebbal Traders",
    key_terms: {},
    items: [...ukLeaseWords, ...kaStamp],
  },
  {
    id: "special_power_of_attorney@IN-KA",
    type: "special_power_of_attorney", jurisdiction: "IN-KA", party_a: "Ramesh Gowda", party_b: "Suresh Gowda",
    key_terms: { powers: "to execute and present for registration the sale deed of the flat at 12 MG Road, Bengaluru" },
    items: [notDoubled("no 'may to'", /\bmay to\b/), ...kaStamp],
  },
  {
    id: "loan_agreement@GB-floating",
    type: "loan_agreement", jurisdiction: "GB", party_a: "Fairhaven Capital Limited", party_b: "Oakridge Joinery Limited",
    key_terms: {
      loan_amount: "GBP 5,000,000", interest_rate: "SONIA plus 4.25% per annum", repayment_date: "31 March 2031",
      repayment_schedule: "20 equal quarterly instalments", default_interest: "2% per annum above the applicable rate",
    },
    items: [
      present("floating rate drafted", /SONIA/, "issue 36"),
      present("margin drafted", /4\.25%/, "issue 36"),
      notDoubled("no doubled 'a year'", /(per annum|a year)[^.]{0,60}(per annum|a year) above/i),
      notDoubled("no doubled 'above the rate'", /above the [^.]{0,40}rate[^.]{0,60}above the rate/i),
      notDoubled("repayment joined with 'in'", /repay the Loan \d/),
      present("increased costs", /Increased Costs/i, "LMA [K]"),
      present("financial covenants", /financial covenant/i, "LMA [K]"),
      present("material adverse change", /material adverse/i, "LMA [K]"),
      present("cross-default threshold", /cross-default|Financial Indebtedness[^.]{0,200}exceed/i, "LMA [K]"),
      present("lender may transfer", /Lender may (assign|transfer)/i, "LMA [K]"),
    ],
  },
  {
    id: "loan_agreement@GB-fixed",
    type: "loan_agreement", jurisdiction: "GB", party_a: "Fairhaven Capital Limited", party_b: "Oakridge Joinery Limited",
    key_terms: { loan_amount: "GBP 750,000", interest_rate: "7.5% a year", repayment_date: "31 March 2029" },
    items: [
      notDoubled("no 'a year a year'", /a year a year|per annum a year/i),
      present("lender may transfer", /Lender may (assign|transfer)/i, "LMA [K]"),
      present("material adverse change", /material adverse/i, "LMA [K]"),
    ],
  },
  {
    id: "franchise_agreement@US",
    type: "franchise_agreement", jurisdiction: "US-TX", party_a: "Lone Star Burgers Franchising LLC", party_b: "Austin Grill Partners LLC",
    key_terms: { royalty_rate: "6% of Gross Sales", marketing_contribution: "2% of Gross Sales" },
    items: [
      notDoubled("no doubled Gross Sales", /Gross Sales of (the|those) Gross Sales/i),
      present("personal guaranty", /guarant/i, "franchise precedent"),
      present("transfer conditions", /transfer[^.]{0,200}(condition|consent)/i, "franchise precedent"),
      present("cap does not bar unpaid royalties", /royalt[^.]{0,200}(not|outside|excluded)[^.]{0,60}(cap|limit)|(cap|limit)[^.]{0,200}(does not|shall not)[^.]{0,80}royalt/i, "issue 36"),
      ...usNotices,
    ],
  },
  {
    id: "franchise_agreement@GB",
    type: "franchise_agreement", jurisdiction: "GB", party_a: "Bean There Franchising Limited", party_b: "Leicester Coffee Limited",
    key_terms: { royalty_rate: "6 per cent of Gross Sales" },
    items: [notDoubled("no doubled Gross Sales", /Gross Sales of (the|those) Gross Sales/i), present("personal guarantee", /guarant/i, "franchise precedent")],
  },
  {
    id: "shareholders_agreement@IN-MH",
    type: "shareholders_agreement", jurisdiction: "IN-MH", party_a: "Aarav Mehta", party_b: "Sahyadri Ventures Fund I",
    key_terms: { company: "Konkan Agritech Private Limited", promoter_stake: "60%", investor_stake: "25%", investment_amount: "INR 10,00,00,000" },
    items: [
      present("liquidation preference", /liquidation preference/i, "venture precedent"),
      present("anti-dilution", /anti-dilution/i, "venture precedent"),
      present("exit", /\bexit\b/i, "venture precedent"),
      present("deadlock", /deadlock/i, "venture precedent"),
      ...mhStamp,
    ],
  },
  {
    id: "shareholders_agreement@IN-KA",
    type: "shareholders_agreement", jurisdiction: "IN-KA", party_a: "Kiran Shetty", party_b: "Nandi Capital Fund II",
    key_terms: { company: "Kaveri Agritech Private Limited", promoter_stake: "55%", investor_stake: "30%" },
    items: [
      present("liquidation preference", /liquidation preference/i, "venture precedent"),
      present("deadlock", /deadlock/i, "venture precedent"),
      ...kaStamp,
    ],
  },
  {
    id: "data_processing_agreement@GB-none",
    type: "data_processing_agreement", jurisdiction: "GB", party_a: "Thames Retail Limited", party_b: "Severn Support Limited",
    key_terms: {
      principal_agreement: "the Support Services Agreement dated 2 March 2026", subject_matter: "customer support", nature_and_purpose: "handling customer emails",
      personal_data_types: "names and email addresses", data_subject_categories: "customers", transfer_countries: "none",
    },
    items: [notDoubled("no 'in none'", /\bin none\b/i)],
  },
  {
    id: "employment_agreement@IN",
    type: "employment_agreement", jurisdiction: "IN-DL", party_a: "Yamuna Systems Private Limited", party_b: "Priya Sharma",
    key_terms: { job_title: "Analyst", start_date: "2026-06-01", salary: "INR 12,00,000 per year" },
    items: [noCa2870, ...inEmployment, present("Indian Stamp Act as applied in Delhi", /Indian Stamp Act/, "domain § 7: Delhi applies the ISA")],
  },
  ...executionCases,
  ...leftoverCases,
  ...forumAndGiftCases,
  ...thirdPartyCases,
  ...leftoverCases2,
  ...statutoryEmploymentCases,
  ...acquisitionNdaCases(),
];

/**
 * A strategic buyer's NDA with a target (M&A confidentiality agreement precedents): no contact with the target's
 * people and business relations without consent, no solicitation of its employees, no obligation to proceed,
 * return or destruction, data-room rules, no venture-fund terms; a standstill only where asked; for a listed target
 * inside information and the market-abuse rules (EU MAR Arts. 7 and 14, UK MAR and CJA 1993 Part V, US securities laws).
 */
function acquisitionNdaCases(): DraftCase[] {
  const common: CheckItem[] = [
    present("no contact with the target's employees, customers or suppliers without consent", /not[^.]{0,200}contact[^.]{0,200}employee[^.]{0,120}customer[^.]{0,120}supplier[^.]{0,200}consent/i, "M&A NDA precedent"),
    present("no solicitation of the target's employees for a period", /(solicit|entice)[^.]{0,200}employee/i, "M&A NDA precedent"),
    present("no obligation to proceed with the transaction", /not obliged to proceed|no obligation to proceed/i, "M&A NDA precedent"),
    present("return or destruction", /return or destroy/i, "NDA precedent"),
    present("data room rules", /data room/i, "M&A NDA precedent"),
    absent("no venture-fund terms", /affiliated funds|invest(ing)? in[^.]{0,60}competitor/i, "a strategic buyer is not a fund"),
  ];
  const standstillAbsent = absent("no standstill unless asked", /standstill|acquire[^.]{0,40}(shares|securities) of the Discloser/i, "a standstill is the target's ask, not a default");
  const purpose = "evaluating a possible acquisition of the entire issued share capital of the Discloser";
  return [
    {
      id: "acquisition-nda@GB-listed", type: "nda", jurisdiction: "GB", party_a: "Orchard Devices plc", party_b: "Kestrel Industrial Holdings Limited",
      key_terms: { purpose, listed_target: "yes" },
      items: [...common, standstillAbsent, present("inside information acknowledged", /inside information/i, "UK MAR Art. 7"), present("UK market abuse rules named", /UK MAR|Criminal Justice Act 1993/, "UK MAR; CJA 1993 Part V")],
    },
    {
      id: "acquisition-nda@FR-listed", type: "nda", jurisdiction: "FR", party_a: "Lumière Capteurs SA", party_b: "Rhône Industrie SAS",
      key_terms: { purpose, listed_target: "yes", standstill: "yes" },
      items: [...common, present("EU MAR named", /596\/2014/, "EU MAR Arts. 7, 14"), present("standstill drafted when asked", /(acquire|offer)[^.]{0,80}(shares|securities)/i, "M&A NDA precedent"), absent("no UK market abuse rules", /UK MAR|Criminal Justice Act/, "UK law")],
    },
    {
      id: "acquisition-nda@US-NY-private", type: "nda", jurisdiction: "US-NY", party_a: "Hudson Sensors LLC", party_b: "Empire Instruments Inc.",
      key_terms: { purpose: "evaluating a possible purchase of the business of Hudson Sensors LLC" },
      items: [...common, standstillAbsent, absent("no inside-information terms for a private target", /inside information|596\/2014/i, "market-abuse rules concern listed securities")],
    },
  ];
}
