/**
 * The 30 most used contract types and the essential terms a market-standard precedent of each has (a law firm's or
 * know-how provider's standard form: the NDA's carve-outs, the LMA facility's increased costs and transfer clauses,
 * the franchisor's guaranty), each with the clause that carries it and the wording that shows it is there. Written
 * from precedents and statutes, not from our drafts; `essentials.test.ts` drafts each type in its main jurisdictions
 * and requires every term. `where` limits a term to the jurisdictions whose law asks for it (chain codes).
 */
export interface Essential {
  term: string;
  /** The clause a precedent carries it in. */
  clause: string;
  wording: RegExp;
  where?: readonly string[];
  /** Jurisdictions whose law makes it inapplicable (a California non-compete). */
  notIn?: readonly string[];
  /** Only in that legal family's precedents (a guarantor's indemnity is a common-law device). */
  family?: "common" | "civil";
}

export interface TypeEssentials {
  jurisdictions: readonly string[];
  /** Key terms added to the catalogue example where an essential depends on the facts (an individual consultant is owed the DTSA notice, a company is not). */
  facts?: Readonly<Record<string, string>>;
  terms: readonly Essential[];
}

const MAIN = ["GB", "US-NY", "IN-MH", "SG", "DE"] as const;
const US_DTSA: Essential = { term: "DTSA whistleblower immunity notice (18 U.S.C. § 1833(b))", clause: "Trade Secret Immunity Notice", wording: /1833\(b\)/, where: ["US"] };
const CONFIDENTIALITY: Essential = { term: "confidentiality", clause: "Confidentiality", wording: /confidential/i };
const LIABILITY_CAP: Essential = { term: "limitation of liability", clause: "Limitation of Liability", wording: /aggregate liability|total liability|liability .{0,80}shall not exceed|limited to/i };
const TERMINATION: Essential = { term: "termination for breach", clause: "Term and Termination", wording: /terminat\w+ [^.]{0,200}(material breach|breach)|breach[^.]{0,200}terminat/i };

export const ESSENTIALS: Readonly<Record<string, TypeEssentials>> = {
  nda: {
    jurisdictions: MAIN,
    terms: [
      { term: "definition of Confidential Information", clause: "Confidential Information", wording: /"Confidential Information" means|Confidential Information (means|includes)/i },
      { term: "carve-out: information public other than by breach", clause: "Confidential Information", wording: /public(ly available| domain)|available to the public/i },
      { term: "carve-out: independently developed or already known", clause: "Confidential Information", wording: /independently developed|developed independently|(already|lawfully) (known|in (its|the) possession)/i },
      { term: "disclosure required by law or a regulator", clause: "Obligations of Confidence", wording: /required (by law|to disclose)|order of (a|any) court|regulatory authority|stock exchange/i },
      { term: "return or destruction on request", clause: "Return and Destruction", wording: /return[^.]{0,120}destroy|destroy[^.]{0,120}return/i },
      { term: "no licence granted", clause: "No Licence", wording: /no (licen[cs]e|right)[^.]{0,80}(granted|is granted)|does not grant[^.]{0,60}licen[cs]e/i },
      { term: "injunctive relief", clause: "Remedies", wording: /injunct|specific performance|equitable relief|interim measures/i },
      { term: "duration of the obligations", clause: "Duration of Obligations", wording: /(years?|months?) (after|from)|survive/i },
      { term: "no warranty as to accuracy or completeness", clause: "No Licence and No Obligation", wording: /accura\w+ or completeness|complete(ness)? or accura|"as is"/i },
    ],
  },
  employment_agreement: {
    jurisdictions: ["GB", "US-NY", "IN-KA", "SG", "DE"],
    terms: [
      { term: "job title and duties", clause: "Appointment and Duties", wording: /duties|job title|position of/i },
      { term: "place of work and hours", clause: "Place of Work and Hours", wording: /hours/i },
      { term: "remuneration and payment intervals", clause: "Remuneration", wording: /salary|remuneration/i },
      { term: "paid holiday", clause: "Holidays and Absence", wording: /holiday|annual leave|vacation|paid time off/i },
      { term: "sickness absence", clause: "Holidays and Absence", wording: /sick/i },
      { term: "notice to terminate", clause: "Termination of Employment", wording: /notice/i },
      { term: "confidentiality and inventions", clause: "Confidential Information and Inventions", wording: /invention/i },
      { term: "at-will employment", clause: "Termination of Employment", wording: /at[- ]will/i, where: ["US"] },
      US_DTSA,
      { term: "written statement of particulars (Employment Rights Act 1996)", clause: "Statutory Particulars", wording: /Employment Rights Act 1996/, where: ["GB"] },
      { term: "workplace pension (auto-enrolment)", clause: "Remuneration", wording: /pension/i, where: ["GB"] },
      { term: "provident fund", clause: "Statutory Benefits and Workplace", wording: /Provident Fund/, where: ["IN"] },
      { term: "gratuity", clause: "Statutory Benefits and Workplace", wording: /[Gg]ratuity/, where: ["IN"] },
      { term: "employees' state insurance", clause: "Statutory Benefits and Workplace", wording: /Employees' State Insurance/, where: ["IN"] },
      { term: "prevention of sexual harassment (POSH Act 2013)", clause: "Statutory Benefits and Workplace", wording: /Sexual Harassment of Women at Workplace/, where: ["IN"] },
      { term: "CPF contributions", clause: "Remuneration", wording: /Central Provident Fund|CPF/, where: ["SG"] },
      { term: "disciplinary and grievance procedures (ERA 1996 s. 3)", clause: "Statutory Particulars", wording: /disciplinary/i, where: ["GB"] },
      { term: "probationary period", clause: "Appointment and Duties", wording: /probation/i, where: ["GB", "IN", "SG", "DE"] },
    ],
  },
  service_agreement: {
    jurisdictions: MAIN,
    terms: [
      { term: "description of the services", clause: "Services", wording: /Services/ },
      { term: "standard of performance", clause: "Services", wording: /reasonable skill and care|professional|workmanlike|industry practice|due care/i },
      { term: "charges and payment", clause: "Charges and Payment", wording: /invoice/i },
      { term: "interest on late payment", clause: "Charges and Payment", wording: /late payment|overdue|interest/i },
      CONFIDENTIALITY,
      LIABILITY_CAP,
      TERMINATION,
      { term: "force majeure", clause: "Force Majeure", wording: /beyond (its|their|the affected party's) reasonable control|force majeure/i },
    ],
  },
  consulting_agreement: {
    jurisdictions: ["GB", "US-NY", "US-CA", "IN-MH", "SG"],
    facts: { party_b_type: "individual" },
    terms: [
      { term: "independent contractor status", clause: "Independent Contractor Status", wording: /independent contractor/i },
      { term: "consultant responsible for own tax", clause: "Independent Contractor Status", wording: /tax/i },
      { term: "fees and expenses", clause: "Fees and Expenses", wording: /expenses/i },
      { term: "ownership of work product", clause: "Ownership of Work Product", wording: /assign/i },
      CONFIDENTIALITY,
      US_DTSA,
      TERMINATION,
    ],
  },
  independent_contractor_agreement: {
    jurisdictions: ["GB", "US-NY", "US-CA", "IN-MH", "SG"],
    terms: [
      { term: "independent contractor status", clause: "Independent Contractor Status", wording: /independent contractor/i },
      { term: "contractor responsible for own tax", clause: "Independent Contractor Status", wording: /tax/i },
      { term: "control over manner of work", clause: "Independent Contractor Status", wording: /manner|method|means/i },
      { term: "ownership of work product", clause: "Ownership of Work Product", wording: /assign/i },
      CONFIDENTIALITY,
      US_DTSA,
    ],
  },
  saas_subscription_agreement: {
    jurisdictions: MAIN,
    terms: [
      { term: "right to access and use", clause: "Subscription and Access", wording: /access|right to use/i },
      { term: "customer data remains the customer's", clause: "Customer Data", wording: /Customer Data/ },
      { term: "service levels", clause: "Service Levels and Support", wording: /availab/i },
      { term: "suspension for non-payment or misuse", clause: "Fees and Payment", wording: /suspend/i },
      { term: "return or export of data on exit", clause: "Subscription Term, Renewal and Termination", wording: /(export|return|retriev)\w*[^.]{0,120}(data|Customer Data)/i },
      { term: "IP infringement indemnity", clause: "Third-Party Infringement Claims", wording: /infring/i },
      LIABILITY_CAP,
      { term: "data processing terms", clause: "Processing of Personal Data", wording: /personal data/i, where: ["GB", "EU", "IN", "SG"] },
    ],
  },
  software_license_agreement: {
    jurisdictions: MAIN,
    terms: [
      { term: "scope of the licence", clause: "Grant and Delivery", wording: /non-exclusive|licen[cs]e to/i },
      { term: "restrictions (no reverse engineering, save as law permits)", clause: "Restrictions on Use", wording: /reverse[- ]engineer|decompil/i },
      { term: "software warranty", clause: "Software Warranty", wording: /warrant/i },
      { term: "IP infringement indemnity", clause: "Infringement Claims", wording: /infring/i },
      { term: "audit / verification of use", clause: "Verification of Use", wording: /audit|verif/i },
      LIABILITY_CAP,
    ],
  },
  data_processing_agreement: {
    jurisdictions: ["GB", "DE", "FR", "IE"],
    terms: [
      { term: "subject matter, duration, nature and purpose; data and data subjects", clause: "Details of the Processing", wording: /categories of data subjects/i },
      { term: "documented instructions", clause: "Processor Obligations", wording: /documented instructions/i },
      { term: "confidentiality of personnel", clause: "Processor Obligations", wording: /(committed|obligation) (themselves )?to confidentiality|duty of confidentiality|statutory obligation of confidentiality/i },
      { term: "security measures (Article 32)", clause: "Security Measures", wording: /Article 32/ },
      { term: "sub-processors only with authorisation", clause: "Sub-processors", wording: /(prior|general) (specific or general )?written authori[sz]ation/i },
      { term: "assistance with data subject rights", clause: "Processor Obligations", wording: /data subject/i },
      { term: "deletion or return at the end", clause: "Duration, Liability and Precedence", wording: /delete or return|return or delet/i },
      { term: "audits and inspections", clause: "Processor Obligations", wording: /audits?,? including inspections|inspection/i },
      { term: "breach notification without undue delay", clause: "Personal Data Breaches", wording: /without undue delay/i },
      { term: "international transfers", clause: "International Transfers", wording: /transfer/i },
    ],
  },
  commercial_lease: {
    jurisdictions: ["GB", "US-NY", "SG", "DE"],
    facts: { security_deposit: "GBP 12,000" },
    terms: [
      { term: "the premises and the term", clause: "Letting and Term", wording: /Premises/ },
      { term: "rent and payment dates", clause: "Rent and Rent Review", wording: /rent/i },
      { term: "rent review", clause: "Rent and Rent Review", wording: /review|index|escalat/i },
      { term: "service charge and outgoings", clause: "Service Charge and Outgoings", wording: /service charge|outgoings|operating costs/i },
      { term: "repair", clause: "Repair and Insurance", wording: /repair/i },
      { term: "insurance", clause: "Repair and Insurance", wording: /insur/i },
      { term: "alienation (assignment and underletting)", clause: "Use, Alterations and Dealings", wording: /assign|underlet|sublet/i },
      { term: "permitted use", clause: "Use, Alterations and Dealings", wording: /use the Premises|permitted use|Permitted Use/i },
      { term: "forfeiture / re-entry or termination for default", clause: "Re-entry and Yielding Up", wording: /re-enter|re-entry|terminate[^.]{0,120}(breach|default|arrears)/i },
      { term: "security for the tenant's obligations (deposit or guarantee)", clause: "Service Charge and Outgoings", wording: /deposit|guarant/i },
      { term: "security of tenure: Landlord and Tenant Act 1954 contracting out", clause: "Letting and Term", wording: /Landlord and Tenant Act 1954/, where: ["GB"] },
    ],
  },
  residential_tenancy_agreement: {
    jurisdictions: ["GB", "US-NY", "SG", "IN-MH"],
    terms: [
      { term: "rent and when it is paid", clause: "Rent and Household Charges", wording: /rent/i },
      { term: "deposit and its return", clause: "Tenancy Deposit", wording: /deposit/i },
      { term: "deposit protection scheme", clause: "Tenancy Deposit", wording: /(tenancy deposit|deposit protection) scheme/i, where: ["GB"] },
      { term: "landlord's repairing obligations", clause: "Landlord's Obligations", wording: /repair/i },
      { term: "landlord's access on notice", clause: "Tenant's Obligations", wording: /access|enter the Property/i },
      { term: "ending the tenancy", clause: "Ending the Tenancy", wording: /notice/i },
    ],
  },
  loan_agreement: {
    jurisdictions: MAIN,
    terms: [
      { term: "facility amount and purpose", clause: "The Loan", wording: /purpose/i },
      { term: "conditions precedent to drawdown", clause: "The Loan", wording: /condition(s)? precedent|conditions to (drawdown|utilisation)|before (the Loan is|any amount is) (advanced|made)/i },
      { term: "interest and default interest", clause: "Interest", wording: /default interest|overdue[^.]{0,80}interest|interest[^.]{0,80}overdue/i },
      { term: "voluntary prepayment", clause: "Repayment and Prepayment", wording: /prepa/i },
      { term: "tax gross-up", clause: "Payments", wording: /gross[- ]up|increase[^.]{0,100}(deduction|withholding)|(deduction|withholding)[^.]{0,160}(increase|additional amount)/i },
      { term: "representations", clause: "Representations and Undertakings", wording: /represents/i },
      { term: "events of default and acceleration", clause: "Events of Default", wording: /(immediately )?due and payable|accelerat/i },
      { term: "cross-default", clause: "Events of Default", wording: /cross[- ]default|any (other )?(financial )?indebtedness|other borrowing/i },
      { term: "increased costs", clause: "Increased Costs and Illegality", wording: /increased cost/i },
      { term: "illegality", clause: "Increased Costs and Illegality", wording: /unlawful|illegal/i },
      { term: "lender's right to transfer", clause: "Changes to the Parties", wording: /(Lender may|lender may) (assign|transfer)/ },
      { term: "set-off", clause: "Payments", wording: /set[- ]off/i },
      { term: "financial covenants", clause: "Financial Covenants", wording: /leverage|interest cover|debt service|net worth|gearing|Debt to EBITDA/i },
      { term: "material adverse change event of default", clause: "Events of Default", wording: /material adverse (change|effect)/i },
    ],
  },
  shareholders_agreement: {
    jurisdictions: ["GB", "IN-KA", "SG", "US-NY"],
    terms: [
      { term: "board composition and appointment rights", clause: "Board of Directors", wording: /(appoint|nominate)[^.]{0,80}director/i },
      { term: "reserved matters", clause: "Reserved Matters", wording: /Reserved Matter/ },
      { term: "pre-emption on new issues", clause: "Pre-emption on New Issues", wording: /pre-emption|pro rata/i },
      { term: "transfer restrictions / right of first refusal", clause: "Transfer of Shares", wording: /right of first (refusal|offer)|pre-emption on transfer|first offer/i },
      { term: "tag-along", clause: "Transfer of Shares", wording: /tag[- ]along/i },
      { term: "drag-along", clause: "Transfer of Shares", wording: /drag[- ]along/i },
      { term: "deadlock", clause: "Deadlock", wording: /deadlock/i },
      { term: "information rights", clause: "Information Rights", wording: /information|accounts/i },
      { term: "anti-dilution", clause: "Investor Protections", wording: /anti-dilution|dilut/i },
      { term: "liquidation preference", clause: "Investor Protections", wording: /liquidation preference|preference on (a )?liquidation/i },
      { term: "exit", clause: "Exit", wording: /exit|IPO|initial public offering/i },
      { term: "precedence over the articles", clause: "Articles of Association", wording: /articles/i },
    ],
  },
  share_purchase_agreement: {
    jurisdictions: ["GB", "US-NY", "SG", "IN-MH", "DE"],
    terms: [
      { term: "sale free from encumbrances", clause: "Sale and Purchase", wording: /free from (all )?(encumbrances|liens|third[- ]party rights)/i },
      { term: "purchase price and any adjustment", clause: "Purchase Price", wording: /Purchase Price/ },
      { term: "conditions and completion deliverables", clause: "Conditions and Completion", wording: /Completion/ },
      { term: "conduct of business before completion", clause: "Conduct Before Completion", wording: /ordinary (and usual )?course/i },
      { term: "warranties qualified by disclosure", clause: "Seller's Warranties", wording: /disclos/i },
      { term: "limits on claims (time limit, de minimis, cap)", clause: "Limits on the Seller's Liability", wording: /(months|years) (after|of|from) (the )?Completion|de minimis|threshold/i },
      { term: "tax covenant or indemnity", clause: "Seller's Warranties", wording: /tax (covenant|indemnity|deed)|indemnif[^.]{0,80}tax|tax[^.]{0,80}indemnif/i, where: ["GB", "SG", "IN", "US"] },
      { term: "restrictive covenants on the seller", clause: "Restrictive Covenants", wording: /compet|solicit/i },
    ],
  },
  asset_purchase_agreement: {
    jurisdictions: ["GB", "US-NY", "SG", "IN-MH", "DE"],
    terms: [
      { term: "assets sold and excluded assets", clause: "Sale of the Business and Assets", wording: /Excluded Assets|excluded assets|excluded from the sale/i },
      { term: "liabilities assumed and excluded", clause: "Liabilities and Contracts", wording: /liabilit/i },
      { term: "apportionment of the price", clause: "Price and Apportionment", wording: /apportion|allocat/i },
      { term: "assignment or novation of contracts", clause: "Liabilities and Contracts", wording: /novat|assign/i },
      { term: "employees (TUPE in the UK)", clause: "Employees", wording: /Transfer of Undertakings \(Protection of Employment\) Regulations 2006/, where: ["GB"] },
      { term: "VAT on a transfer of a going concern", clause: "Price and Apportionment", wording: /going concern/i, where: ["GB"] },
      { term: "seller's warranties", clause: "Seller's Warranties", wording: /warrant/i },
      { term: "restrictive covenants", clause: "Restrictive Covenants", wording: /compet|solicit/i },
    ],
  },
  supply_agreement: {
    jurisdictions: MAIN,
    terms: [
      { term: "orders and forecasts", clause: "Forecasts and Orders", wording: /order/i },
      { term: "delivery terms", clause: "Delivery, Title and Risk", wording: /deliver/i },
      { term: "passing of title and risk", clause: "Delivery, Title and Risk", wording: /title/i },
      { term: "inspection and rejection", clause: "Inspection and Rejection", wording: /reject/i },
      { term: "product warranty", clause: "Product Warranty", wording: /warrant|conform/i },
      { term: "recall", clause: "Responsible Sourcing and Recalls", wording: /recall/i },
      LIABILITY_CAP,
    ],
  },
  distribution_agreement: {
    jurisdictions: MAIN,
    terms: [
      { term: "appointment, territory and exclusivity", clause: "Appointment and Territory", wording: /Territory/ },
      { term: "minimum purchase targets", clause: "Minimum Purchases", wording: /minimum/i },
      { term: "use of the supplier's trade marks", clause: "Distributor's Obligations", wording: /trade ?marks?/i },
      { term: "competing products", clause: "Competing Products", wording: /compet/i },
      { term: "stock on termination", clause: "Consequences of Expiry or Termination", wording: /stock/i },
      { term: "anti-bribery", clause: "Anti-Bribery and Compliance", wording: /brib/i },
    ],
  },
  franchise_agreement: {
    jurisdictions: ["GB", "US-NY", "US-CA", "SG", "DE"],
    terms: [
      { term: "grant and territory", clause: "Grant of Franchise", wording: /Territory|territory/ },
      { term: "initial fee and royalty", clause: "Fees, Reports and Audit", wording: /royalt/i },
      { term: "marketing / advertising fund", clause: "Fees, Reports and Audit", wording: /(marketing|advertising|brand) (fund|contribution|levy)/i },
      { term: "operations manual", clause: "Training, Support and Operating Standards", wording: /manual/i },
      { term: "training", clause: "Training, Support and Operating Standards", wording: /training/i },
      { term: "restrictive covenants", clause: "Restrictive Covenants", wording: /compet|same as or similar to|similar business/i },
      { term: "transfer by the franchisee only with consent and on conditions", clause: "Transfer", wording: /transfer[^.]{0,200}(consent|conditions?)|(consent|conditions?)[^.]{0,200}transfer/i },
      { term: "personal guarantee", clause: "Personal Guarantee", wording: /guarant/i },
      { term: "de-identification on termination", clause: "Consequences of Termination", wording: /(cease|stop) (to )?(use|using|operat|trad)/i },
      { term: "pre-sale disclosure (FTC Franchise Rule)", clause: "Disclosure Before Signing", wording: /436/, where: ["US"] },
    ],
  },
  master_services_agreement: {
    jurisdictions: MAIN,
    terms: [
      { term: "statements of work", clause: "Framework and Statements of Work", wording: /Statement of Work/ },
      { term: "order of precedence", clause: "Framework and Statements of Work", wording: /precedence|prevail/i },
      { term: "change control", clause: "Change Control", wording: /change/i },
      { term: "acceptance of deliverables", clause: "Acceptance of Deliverables", wording: /accept/i },
      { term: "ownership of deliverables", clause: "Ownership of Deliverables", wording: /Deliverables/ },
      { term: "key personnel and subcontractors", clause: "Personnel and Subcontractors", wording: /subcontract/i },
      LIABILITY_CAP,
    ],
  },
  settlement_agreement: {
    jurisdictions: ["GB", "US-NY", "US-CA", "SG", "IN-MH", "DE"],
    terms: [
      { term: "settlement sum and when it is paid", clause: "Settlement Sum", wording: /Settlement Sum|settlement sum/ },
      { term: "full and final release", clause: "Release", wording: /full and final|releases?/i },
      { term: "proceedings discontinued, withdrawn or dismissed", clause: "Proceedings", wording: /discontinu|withdraw|dismiss|stay(ing)? (all )?(further )?proceedings|dispose of the Proceedings/i },
      { term: "no admission of liability", clause: "No Admission of Liability", wording: /admission/i },
      { term: "confidentiality of the settlement", clause: "Confidentiality of Settlement", wording: /confidential/i },
      { term: "costs", clause: "Costs of the Dispute", wording: /costs/i },
      { term: "warranty of authority and title to the claims", clause: "Authority and Title to Claims", wording: /not (assigned|transferred)/i },
      { term: "waiver of California Civil Code § 1542 (unknown claims)", clause: "Release", wording: /1542/, where: ["US-CA"] },
    ],
  },
  separation_agreement: {
    jurisdictions: ["GB", "US-NY", "US-CA", "IN-MH", "SG"],
    terms: [
      { term: "termination date", clause: "Termination of Employment", wording: /Termination Date|termination date|employment (will )?end/i },
      { term: "severance payment and tax treatment", clause: "Severance Payment", wording: /tax|withholding|deduction/i },
      { term: "release of claims", clause: "Release of Claims", wording: /release/i },
      { term: "statutory settlement conditions (ERA 1996 s. 203, independent adviser)", clause: "Statutory Settlement Conditions", wording: /203/, where: ["GB"] },
      { term: "ADEA/OWBPA review and revocation periods", clause: "Review Period", wording: /(21|twenty-one) days[^]*(7|seven) days/i, where: ["US"] },
      { term: "return of property", clause: "Return of Property and Continuing Obligations", wording: /return/i },
      { term: "waiver of California Civil Code § 1542 (unknown claims)", clause: "Release of Claims", wording: /1542/, where: ["US-CA"] },
      { term: "protected rights (reporting to regulators)", clause: "Protected Rights", wording: /regulat|government agency|whistle/i },
    ],
  },
  offer_letter: {
    jurisdictions: ["GB", "US-NY", "US-CA", "IN-KA", "SG"],
    terms: [
      { term: "position and start date", clause: "The Offer", wording: /start|commence/i },
      { term: "salary", clause: "Remuneration and Benefits", wording: /salary/i },
      { term: "conditions of the offer (right to work, references)", clause: "Conditions of the Offer", wording: /condition/i },
      { term: "right to work check", clause: "Conditions of the Offer", wording: /right to work|work authori[sz]ation|eligib\w+ to work|Form I-9|work pass/i, where: ["GB", "US", "SG"] },
      { term: "at-will statement", clause: "Terms of Employment", wording: /at[- ]will/i, where: ["US"] },
      { term: "acceptance and deadline", clause: "Acceptance", wording: /accept/i },
    ],
  },
  ip_assignment_agreement: {
    jurisdictions: MAIN,
    terms: [
      { term: "present assignment of all right, title and interest", clause: "Assignment of Intellectual Property", wording: /(hereby )?assigns?[^.]{0,160}(all (its )?right, title and interest|absolutely|with full title guarantee)/i },
      { term: "consideration (price)", clause: "Payment of the Consideration", wording: /consideration|in return for the payment|price/i },
      { term: "moral rights waiver", clause: "Moral Rights", wording: /moral rights/i },
      { term: "further assurance", clause: "Registration and Further Assurance", wording: /further (assurance|acts|documents)|execute[^.]{0,80}documents/i },
      { term: "assignor's warranties", clause: "Assignor's Warranties", wording: /warrant/i },
      { term: "right to sue for past infringements", clause: "Assignment of Intellectual Property", wording: /past infringement|infringements? (occurring )?before|infringement[^.]{0,60}(occurred|occurring|committed) before/i },
    ],
  },
  purchase_agreement: {
    jurisdictions: MAIN,
    terms: [
      { term: "price and payment", clause: "Price and Payment", wording: /price/i },
      { term: "delivery", clause: "Delivery", wording: /deliver/i },
      { term: "title and risk", clause: "Title and Risk", wording: /risk/i },
      { term: "inspection and acceptance", clause: "Inspection and Acceptance", wording: /inspect/i },
      { term: "quality of the goods", clause: "Quality of the Goods", wording: /quality|conform/i },
      LIABILITY_CAP,
    ],
  },
  agency_agreement: {
    jurisdictions: ["GB", "DE", "FR", "US-NY", "SG"],
    terms: [
      { term: "appointment and territory", clause: "Appointment of the Agent", wording: /Territory|territory/ },
      { term: "commission", clause: "Commission", wording: /commission/i },
      { term: "commission statements", clause: "Commission Statements and Records", wording: /statement/i },
      { term: "minimum notice periods", clause: "Ending the Agency", wording: /notice/i },
      { term: "indemnity or compensation on termination (Commercial Agents Regulations 1993)", clause: "Ending the Agency", wording: /Commercial Agents \(Council Directive\) Regulations 1993/, where: ["GB"] },
      { term: "compensation on termination (HGB § 89b)", clause: "Ending the Agency", wording: /89b/, where: ["DE"] },
    ],
  },
  joint_venture_agreement: {
    jurisdictions: MAIN,
    terms: [
      { term: "contributions and further funding", clause: "Contributions and Funding", wording: /fund/i },
      { term: "board and management", clause: "Board and Management", wording: /board/i },
      { term: "reserved matters", clause: "Reserved Matters", wording: /unanimous|Reserved Matter/i },
      { term: "deadlock", clause: "Deadlock", wording: /deadlock/i },
      { term: "transfer restrictions", clause: "Transfers of Shares", wording: /transfer/i },
      { term: "default and exit", clause: "Default and Exit", wording: /default/i },
    ],
  },
  guarantee_agreement: {
    jurisdictions: MAIN,
    terms: [
      { term: "guarantee of the guaranteed obligations", clause: "Guarantee", wording: /guarantees/i },
      { term: "indemnity (primary obligor)", clause: "Indemnity", wording: /indemnif/i, family: "common" },
      { term: "continuing guarantee", clause: "Limit and Duration", wording: /continuing/i },
      { term: "waiver of defences / preservation", clause: "Preservation of the Guarantee", wording: /(time|indulgence|waiver)/i },
      { term: "deferral of guarantor's rights", clause: "Deferral of the Guarantor's Rights", wording: /subrogat|contribution/i },
      { term: "demands", clause: "Demands and Payments", wording: /demand/i },
    ],
  },
  convertible_note_agreement: {
    jurisdictions: ["GB", "US-NY", "SG", "IN-MH"],
    terms: [
      { term: "principal, interest and maturity", clause: "The Note", wording: /Maturity/ },
      { term: "conversion on a qualified financing", clause: "Conversion on a Qualified Financing", wording: /Qualified Financing/ },
      { term: "discount or valuation cap", clause: "Conversion on a Qualified Financing", wording: /discount|cap/i },
      { term: "change of control", clause: "Change of Control and Maturity", wording: /Change of Control/ },
      { term: "events of default", clause: "Events of Default", wording: /default/i },
    ],
  },
  share_subscription_agreement: {
    jurisdictions: ["GB", "US-NY", "SG", "IN-KA"],
    terms: [
      { term: "subscription and price", clause: "Subscription", wording: /subscri/i },
      { term: "conditions and completion", clause: "Conditions and Completion", wording: /Completion/ },
      { term: "use of proceeds", clause: "Use of Proceeds", wording: /proceeds/i },
      { term: "company warranties", clause: "Company Warranties", wording: /warrant/i },
      { term: "investor's board and information rights", clause: "Board and Information Rights", wording: /information/i },
    ],
  },
  software_development_agreement: {
    jurisdictions: MAIN,
    terms: [
      { term: "specification", clause: "Specification and Project Plan", wording: /Specification/ },
      { term: "change requests", clause: "Change Requests", wording: /change/i },
      { term: "acceptance testing", clause: "Acceptance Testing", wording: /acceptance test/i },
      { term: "ownership of deliverables / source code", clause: "Ownership of the Deliverables", wording: /source code/i },
      { term: "open-source software", clause: "Open-Source Software", wording: /open[- ]source/i },
      { term: "defect warranty", clause: "Defect Correction Warranty", wording: /defect/i },
    ],
  },
  trademark_license_agreement: {
    jurisdictions: MAIN,
    terms: [
      { term: "grant and scope", clause: "Grant of Rights", wording: /Licensed Marks/ },
      { term: "quality control", clause: "Quality Control", wording: /quality/i },
      { term: "royalties and reporting", clause: "Royalties and Reporting", wording: /royalt/i },
      { term: "enforcement against infringers", clause: "Protection of the Licensed Marks", wording: /infring/i },
      { term: "goodwill accrues to the licensor", clause: "Use of the Licensed Marks", wording: /goodwill/i },
      { term: "product liability insurance", clause: "Product Liability, Indemnities and Insurance", wording: /insur/i },
    ],
  },
};
