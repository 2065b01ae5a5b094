/**
 * Machine-checkable expectations for the blind review set in this folder (POST /v1/documents/analyze). Written from
 * the contract texts before the engine was run on any of them; the prose version with reasons is expectations.md.
 *
 * Split, fixed before any run: odd files are dev, even files are held out (report their totals only).
 *
 * - `perspective`: the defined term to send as `perspective`; `jurisdiction`: the code to send as `jurisdiction`.
 * - `governingLaw`: acceptable values of key_facts.governing_law.jurisdiction; `forum`: every kind key_facts.forum must
 *   contain.
 * - `parties`: each party by defined term and legal name (key_facts.party_details should find each).
 * - `documentType`: acceptable values of key_facts.document_type.
 * - `renewal`: null when nothing renews by itself (an option to renew is not automatic); otherwise the notice window.
 * - `clauses`: located by `quote`, a phrase copied verbatim from the clause (the clause whose clause_text contains it).
 *   `beneficiary` is whom the clause favours, as the API's `beneficiary` field defines it; for indemnities `indemnifier`
 *   is the expected `indemnity.obligor`. Risk is from the perspective: `atLeast` / `atMost` bound `risk_level`.
 * - `notMissing` / `missing`: concepts (our names, CUAD-style snake case where CUAD has the concept); a scorer maps
 *   them onto the engine's category ids. `notMissing` must not appear in missing_clauses; `missing` must.
 * - `overallAtLeast`: floor for overall_risk.
 */

export type Risk = "low" | "medium" | "high" | "critical";
export type DocumentType =
  | "nda" | "licence" | "distribution" | "supply" | "services" | "saas" | "employment" | "franchise"
  | "joint_venture" | "shareholders" | "loan" | "guarantee" | "lease" | "amendment" | "other";
export type Unit = "day" | "business_day" | "week" | "month" | "year";

export interface BlindClause {
  label: string;
  quote: string;
  beneficiary: string;
  indemnifier?: string;
  atLeast?: Risk;
  atMost?: Risk;
}

export interface BlindExpectation {
  file: string;
  split: "dev" | "held-out";
  perspective: string;
  jurisdiction: string;
  governingLaw: string[];
  forum: ("courts" | "arbitration")[];
  parties: { defined: string; name: string }[];
  documentType: DocumentType[];
  renewal: { automatic: true; notice: { amount: number; unit: Unit } } | null;
  clauses: BlindClause[];
  notMissing: string[];
  missing: string[];
  overallAtLeast: Risk;
}

export const blindExpectations: BlindExpectation[] = [
  {
    file: "01-msa-us-tx.txt",
    split: "dev",
    perspective: "Customer",
    jurisdiction: "US-TX",
    governingLaw: ["US-TX"],
    forum: ["arbitration", "courts"],
    parties: [
      { defined: "Supplier", name: "Lonestar Data Integration LLC" },
      { defined: "Customer", name: "Bexar Regional Health Partners, Inc." },
    ],
    documentType: ["services"],
    renewal: { automatic: true, notice: { amount: 90, unit: "day" } },
    clauses: [
      { label: "Supplier-only liability cap (3 months' fees)", quote: "SUPPLIER'S TOTAL LIABILITY ARISING OUT OF", beneficiary: "Supplier", atLeast: "high" },
      { label: "Customer's broad indemnity", quote: "Customer will defend, indemnify and hold harmless Supplier", beneficiary: "Supplier", indemnifier: "Customer", atLeast: "high" },
      { label: "Rest-of-term fees as liquidated damages", quote: "as liquidated damages and not as a penalty", beneficiary: "Supplier", atLeast: "high" },
      { label: "Supplier termination for convenience", quote: "Supplier may terminate this Agreement or any SOW for convenience", beneficiary: "Supplier", atLeast: "high" },
      { label: "Unilateral rate revision", quote: "Supplier may revise its rates and the fees", beneficiary: "Supplier", atLeast: "medium" },
      { label: "Narrow US-patent-only infringement defence", quote: "infringes a United States patent issued as of the Effective Date", beneficiary: "Customer", indemnifier: "Supplier", atLeast: "medium" },
      { label: "Non-solicit with 100% placement fee", quote: "placement fee equal to one hundred percent", beneficiary: "Supplier", atLeast: "medium" },
      { label: "Unilateral policy updates by website", quote: "Supplier may update its standard service policies", beneficiary: "Supplier", atLeast: "medium" },
      { label: "Automatic renewal, 90-day window", quote: "renews automatically for successive one (1) year periods", beneficiary: "mutual", atLeast: "medium" },
    ],
    notMissing: [
      "confidentiality", "limitation_of_liability", "indemnification", "termination", "governing_law",
      "dispute_resolution", "force_majeure", "anti_assignment", "warranty", "ip_ownership_assignment", "payment_terms",
      "non_solicitation",
    ],
    missing: ["data_protection", "insurance"],
    overallAtLeast: "high",
  },
  {
    file: "02-reseller-ie.txt",
    split: "held-out",
    perspective: "Reseller",
    jurisdiction: "IE",
    governingLaw: ["IE"],
    forum: ["courts"],
    parties: [
      { defined: "Vendor", name: "Corrib Analytics Software Limited" },
      { defined: "Reseller", name: "Liffey Channel Solutions Limited" },
    ],
    documentType: ["distribution"],
    renewal: { automatic: true, notice: { amount: 6, unit: "month" } },
    clauses: [
      { label: "Vendor-only cap of EUR 10,000", quote: "Vendor's total liability to Reseller arising under", beneficiary: "Vendor", atLeast: "high" },
      { label: "Reseller's indemnity in full", quote: "Reseller shall indemnify Vendor in full", beneficiary: "Vendor", indemnifier: "Reseller", atLeast: "high" },
      { label: "Minimum purchases with shortfall payment", quote: "aggregate net value of not less than EUR 250,000", beneficiary: "Vendor", atLeast: "high" },
      { label: "Vendor immediate termination incl. change of control", quote: "if Reseller undergoes a change of control", beneficiary: "Vendor", atLeast: "high" },
      { label: "Post-termination non-compete (Ireland and UK)", quote: "For eighteen (18) months after termination", beneficiary: "Vendor", atLeast: "high" },
      { label: "Reseller may not sell competing software", quote: "Reseller shall not market, sell or support any software that competes", beneficiary: "Vendor", atLeast: "medium" },
      { label: "Unilateral change of prices and discount", quote: "Vendor may change its list prices, the discount", beneficiary: "Vendor", atLeast: "medium" },
      { label: "No compensation on termination", quote: "no compensation or indemnity shall be payable to Reseller", beneficiary: "Vendor", atLeast: "medium" },
      { label: "Automatic renewal, 6-month window", quote: "shall renew automatically for successive periods of twelve (12) months", beneficiary: "mutual", atLeast: "medium" },
    ],
    notMissing: [
      "confidentiality", "data_protection", "termination", "governing_law", "dispute_resolution",
      "limitation_of_liability", "indemnification", "audit_rights", "anti_assignment", "minimum_commitment",
      "exclusivity", "non_compete",
    ],
    missing: ["force_majeure", "warranty"],
    overallAtLeast: "high",
  },
  {
    file: "03-spa-gb.txt",
    split: "dev",
    perspective: "Buyer",
    jurisdiction: "GB",
    governingLaw: ["GB", "GB-ENG"],
    forum: ["courts"],
    parties: [
      { defined: "Seller", name: "Harbourside Holdings Limited" },
      { defined: "Buyer", name: "Pennine Acquisitions Limited" },
    ],
    documentType: ["other"],
    renewal: null,
    clauses: [
      { label: "Cap at 10% of Consideration, incl. specific indemnity", quote: "shall not exceed an amount equal to ten per cent (10%) of the Consideration", beneficiary: "Seller", atLeast: "high" },
      { label: "Data room and public searches deemed disclosed", quote: "are deemed disclosed whether or not referred to", beneficiary: "Seller", atLeast: "high" },
      { label: "Anti-sandbagging (constructive or imputed knowledge)", quote: "actual, constructive or imputed knowledge", beneficiary: "Seller", atLeast: "medium" },
      { label: "Threshold as deductible", quote: "the Seller shall be liable only for the excess", beneficiary: "Seller", atLeast: "medium" },
      { label: "20-Business-Day notice condition and 12-month limit", quote: "within twenty (20) Business Days after becoming aware", beneficiary: "Seller", atLeast: "medium" },
      { label: "Buyer's waiver of claims against directors/employees", quote: "bring any claim against any current or former director or employee", beneficiary: "Seller", atLeast: "medium" },
      { label: "Specific environmental indemnity by the Seller", quote: "on a pound-for-pound basis", beneficiary: "Buyer", indemnifier: "Seller", atMost: "medium" },
      { label: "Seller's 3-year non-compete", quote: "for three (3) years after Completion, carry on or be interested", beneficiary: "Buyer", atMost: "medium" },
    ],
    notMissing: [
      "governing_law", "dispute_resolution", "confidentiality", "indemnification", "limitation_of_liability",
      "warranty", "non_compete", "anti_assignment",
    ],
    missing: ["security_for_claims"],
    overallAtLeast: "high",
  },
  {
    file: "04-lease-au.txt",
    split: "held-out",
    perspective: "Tenant",
    jurisdiction: "AU-NSW",
    governingLaw: ["AU-NSW"],
    forum: ["courts"],
    parties: [
      { defined: "Landlord", name: "Parramatta Commercial Properties Pty Ltd" },
      { defined: "Tenant", name: "Koala Print Studio Pty Ltd" },
    ],
    documentType: ["lease"],
    renewal: null,
    clauses: [
      { label: "Landlord termination for demolition, no compensation", quote: "the Landlord may terminate this Lease by giving the Tenant not less than six (6) months", beneficiary: "Landlord", atLeast: "high" },
      { label: "Relocation at Tenant's cost", quote: "require the Tenant to relocate to other premises", beneficiary: "Landlord", atLeast: "high" },
      { label: "Wide make-good incl. previous occupants' work", quote: "all alterations made by it or any previous occupant", beneficiary: "Landlord", atLeast: "high" },
      { label: "100% outgoings incl. land tax and capital items", quote: "land tax calculated on a single holding basis", beneficiary: "Landlord", atLeast: "high" },
      { label: "Ratchet rent review (greater of 5% or CPI)", quote: "The Base Rent will never decrease on review", beneficiary: "Landlord", atLeast: "medium" },
      { label: "Tenant's indemnity without negligence carve-out", quote: "The Tenant indemnifies the Landlord against all loss", beneficiary: "Landlord", indemnifier: "Tenant", atLeast: "medium" },
      { label: "Change of control treated as assignment", quote: "Any change in the control of the Tenant is treated as an assignment", beneficiary: "Landlord", atLeast: "medium" },
      { label: "Conditional option to renew with narrow window", quote: "not earlier than six (6) months and not later than three (3) months", beneficiary: "Tenant", atLeast: "low" },
    ],
    notMissing: [
      "insurance", "indemnification", "governing_law", "anti_assignment", "renewal_term", "security_deposit",
      "guarantee", "termination", "notices",
    ],
    missing: ["damage_and_destruction", "landlord_repair_obligations"],
    overallAtLeast: "high",
  },
  {
    file: "05-employment-in-mh.txt",
    split: "dev",
    perspective: "Employee",
    jurisdiction: "IN-MH",
    governingLaw: ["IN"],
    forum: ["arbitration", "courts"],
    parties: [
      { defined: "Company", name: "Sahyadri Fintech Private Limited" },
      { defined: "Employee", name: "Ananya Kulkarni" },
    ],
    documentType: ["employment"],
    renewal: null,
    clauses: [
      { label: "24-month all-India post-employment non-compete", quote: "For twenty-four (24) months after the end of employment", beneficiary: "Company", atLeast: "high" },
      { label: "12 months' CTC payable on covenant breach", quote: "an amount equal to twelve (12) months of her last drawn cost to company", beneficiary: "Company", atLeast: "high" },
      { label: "Training bond INR 5,00,000 even on Company termination", quote: "the Employee shall pay the Company INR 5,00,000", beneficiary: "Company", atLeast: "high" },
      { label: "Immediate termination for loss of confidence", quote: "poor performance or loss of confidence", beneficiary: "Company", atLeast: "high" },
      { label: "Company-appointed sole arbitrator", quote: "sole arbitrator appointed by the Managing Director of the Company", beneficiary: "Company", atLeast: "medium" },
      { label: "Unilateral amendment of any term", quote: "The Company may amend any policy, benefit or term of employment", beneficiary: "Company", atLeast: "medium" },
      { label: "IP assignment incl. unrelated, out-of-hours work", quote: "whether or not related to the Company's business", beneficiary: "Company", atLeast: "medium" },
      { label: "Deductions from salary and settlement", quote: "The Company may recover from the Employee's salary", beneficiary: "Company", atLeast: "medium" },
      { label: "Leave entitlement", quote: "eighteen (18) days of privilege leave", beneficiary: "Employee", atMost: "medium" },
    ],
    notMissing: [
      "confidentiality", "ip_ownership_assignment", "termination", "non_compete", "non_solicitation",
      "governing_law", "dispute_resolution", "probation", "leave", "remuneration", "anti_assignment",
    ],
    missing: ["data_protection"],
    overallAtLeast: "high",
  },
  {
    file: "06-logistics-sg.txt",
    split: "held-out",
    perspective: "Customer",
    jurisdiction: "SG",
    governingLaw: ["SG"],
    forum: ["arbitration", "courts"],
    parties: [
      { defined: "Provider", name: "Merlion Freight & Warehousing Pte. Ltd." },
      { defined: "Customer", name: "Tanjong Consumer Goods Pte. Ltd." },
    ],
    documentType: ["services"],
    renewal: { automatic: true, notice: { amount: 120, unit: "day" } },
    clauses: [
      { label: "Per-kg and annual cap on Provider's liability", quote: "shall not exceed SGD 5.00 per kilogram", beneficiary: "Provider", atLeast: "high" },
      { label: "7-day notice / 9-month suit time bar", quote: "notice of any claim is given in writing within seven (7) days", beneficiary: "Provider", atLeast: "high" },
      { label: "General lien with power of sale", quote: "general lien on all goods and documents in its possession", beneficiary: "Provider", atLeast: "high" },
      { label: "Provider termination for any reason", quote: "or at any time on ninety (90) days' notice for any reason", beneficiary: "Provider", atLeast: "high" },
      { label: "Customer early termination fee", quote: "it shall pay an early termination fee", beneficiary: "Provider", atLeast: "high" },
      { label: "Unilateral surcharges and rate increases", quote: "may increase the Rate Card once in each year of the Term by any amount", beneficiary: "Provider", atLeast: "medium" },
      { label: "Customer exclusivity", quote: "appoints the Provider as its exclusive provider", beneficiary: "Provider", atLeast: "medium" },
      { label: "Minimum 2,000 pallet positions", quote: "not fewer than 2,000 pallet positions", beneficiary: "Provider", atLeast: "medium" },
      { label: "Customer's broad indemnity", quote: "The Customer shall indemnify the Provider against all claims", beneficiary: "Provider", indemnifier: "Customer", atLeast: "medium" },
      { label: "Automatic renewal, 120-day window", quote: "automatically renew for successive periods of one (1) year", beneficiary: "mutual", atLeast: "medium" },
    ],
    notMissing: [
      "confidentiality", "force_majeure", "insurance", "indemnification", "limitation_of_liability", "governing_law",
      "dispute_resolution", "anti_assignment", "termination", "renewal_term",
    ],
    missing: ["service_levels", "data_protection"],
    overallAtLeast: "high",
  },
  {
    file: "07-ip-licence-us-de.txt",
    split: "dev",
    perspective: "Licensee",
    jurisdiction: "US-DE",
    governingLaw: ["US-DE"],
    forum: ["courts"],
    parties: [
      { defined: "Licensor", name: "Brandywine Robotics, Inc." },
      { defined: "Licensee", name: "Tidewater Automation LLC" },
    ],
    documentType: ["licence"],
    renewal: null,
    clauses: [
      { label: "Improvements assigned to Licensor", quote: "hereby assigns to Licensor all right, title and interest in each such improvement", beneficiary: "Licensor", atLeast: "high" },
      { label: "Termination on Licensee change of control", quote: "if Licensee undergoes a change of control", beneficiary: "Licensor", atLeast: "high" },
      { label: "Convenience termination below USD 2m Net Sales", quote: "Licensor may terminate this Agreement for convenience", beneficiary: "Licensor", atLeast: "high" },
      { label: "Licensee's uncapped product indemnity", quote: "regardless of the theory of liability", beneficiary: "Licensor", indemnifier: "Licensee", atLeast: "high" },
      { label: "AS IS, no non-infringement warranty", quote: "THAT THE LICENSED PRODUCTS WILL NOT INFRINGE THE RIGHTS OF ANY THIRD PARTY", beneficiary: "Licensor", atLeast: "medium" },
      { label: "Licensor-only cap (12 months' royalties)", quote: "LICENSOR'S AGGREGATE LIABILITY UNDER THIS AGREEMENT", beneficiary: "Licensor", atLeast: "medium" },
      { label: "Non-exclusive; Licensor may license competitors", quote: "including competitors of Licensee", beneficiary: "Licensor", atLeast: "medium" },
      { label: "Minimum annual royalty USD 150,000", quote: "minimum annual royalty of USD 150,000", beneficiary: "Licensor", atLeast: "medium" },
      { label: "No-challenge termination", quote: "challenges, or assists any third party in challenging", beneficiary: "Licensor", atLeast: "medium" },
    ],
    notMissing: [
      "governing_law", "dispute_resolution", "confidentiality", "indemnification", "limitation_of_liability",
      "audit_rights", "anti_assignment", "termination", "license_grant", "change_of_control", "minimum_commitment",
    ],
    missing: ["source_code_escrow", "licensor_ip_indemnity"],
    overallAtLeast: "high",
  },
  {
    file: "08-franchise-ca-on.txt",
    split: "held-out",
    perspective: "Franchisee",
    jurisdiction: "CA-ON",
    governingLaw: ["CA-ON"],
    forum: ["arbitration"],
    parties: [
      { defined: "Franchisor", name: "Maple Crust Bakeries Franchising Inc." },
      { defined: "Franchisee", name: "2468135 Ontario Inc." },
    ],
    documentType: ["franchise"],
    renewal: null,
    clauses: [
      { label: "Ban on franchisee associations", quote: "shall not form, join or participate in any association", beneficiary: "Franchisor", atLeast: "high" },
      { label: "Release of disclosure claims", quote: "releases the Franchisor from any claim relating to disclosure", beneficiary: "Franchisor", atLeast: "high" },
      { label: "Liquidated damages of 36 months' fees", quote: "multiplied by thirty-six (36)", beneficiary: "Franchisor", atLeast: "high" },
      { label: "Termination without cure", quote: "may terminate this Agreement immediately, without opportunity to cure", beneficiary: "Franchisor", atLeast: "high" },
      { label: "Post-term non-compete near any Maple Crust bakery", quote: "within twenty-five (25) kilometres of the Location", beneficiary: "Franchisor", atLeast: "high" },
      { label: "No exclusive territory (encroachment)", quote: "The Franchisee is granted no exclusive territory", beneficiary: "Franchisor", atLeast: "medium" },
      { label: "Indemnity even for Franchisor's negligence", quote: "whether or not caused by the negligence of the Franchisor", beneficiary: "Franchisor", indemnifier: "Franchisee", atLeast: "high" },
      { label: "Franchisor cap at initial fee", quote: "total liability to the Franchisee shall not exceed the initial franchise fee", beneficiary: "Franchisor", atLeast: "high" },
      { label: "Manual amendable at Franchisee's cost", quote: "The Franchisor may amend the Operations Manual at any time", beneficiary: "Franchisor", atLeast: "medium" },
      { label: "Minimum royalty CAD 60,000", quote: "less than CAD 60,000", beneficiary: "Franchisor", atLeast: "medium" },
    ],
    notMissing: [
      "governing_law", "dispute_resolution", "insurance", "indemnification", "limitation_of_liability", "non_compete",
      "anti_assignment", "termination", "renewal_term", "guarantee",
    ],
    missing: ["franchisor_support_obligations", "force_majeure", "confidentiality"],
    overallAtLeast: "high",
  },
];
