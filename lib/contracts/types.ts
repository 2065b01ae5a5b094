/**
 * The shapes a contract template is written in. A template declares its parties, its key terms and its clauses;
 * the composer (`compose.ts`) fills them through a `DraftContext`, adds the jurisdiction's law (`law.ts`) and the
 * boilerplate (`library.ts`), numbers the clauses and records what it cited.
 */

export const contractGroups = {
  commercial: "Commercial",
  technology: "Technology and SaaS",
  ip: "Intellectual property",
  employment: "Employment",
  corporate: "Corporate and finance",
  real_estate: "Real estate",
  privacy: "Privacy and data protection",
  consumer: "Consumer",
  disputes: "Disputes and settlement",
  india: "India-specific",
} as const;

export type ContractGroup = keyof typeof contractGroups;

export const keyTermTypes = ["text", "date", "money", "duration", "percentage", "rate", "choice"] as const;
export type KeyTermType = (typeof keyTermTypes)[number];

export interface KeyTermSpec {
  /** snake_case name the caller uses in `key_terms`. */
  name: string;
  description: string;
  type: KeyTermType;
  required?: boolean;
  /** For `choice`: the accepted values, lower-case words as they read in a sentence ("mutual", "one-way"). */
  options?: readonly string[];
  /** Used when the caller gives no value; must itself be a valid value of the type. */
  default?: string;
  /**
   * For `choice`: false when the draft states the effect of the choice rather than its name, because the name is a
   * term of art of one law ("internal repairing" lease) that would read as foreign elsewhere.
   */
  named?: false;
  /**
   * Another name for a choice term, e.g. `mutual: "yes"` for `nda_type: "mutual"`: each option maps to an option of
   * the term it stands for, which the draft applies instead of pasting this one into Special Terms.
   */
  alias?: { of: string; values: Readonly<Record<string, string>> };
}

/** What the clauses of a template may switch on; the composer adds the jurisdiction's law for each. */
export interface TemplateFeatures {
  /** A letting of land or buildings (registration and stamp rules, e.g. IN Registration Act s.17). */
  realPropertyLetting?: boolean;
  /** A leave-and-licence of premises (state rent law, e.g. Maharashtra Rent Control Act s.55). */
  leaveAndLicence?: boolean;
  /** One party employs or engages the other personally (restraint and forum rules for employees). */
  employment?: boolean;
  /** One party processes personal data for the other (GDPR / UK GDPR Art. 28(3) terms). */
  dataProcessing?: boolean;
  /** A business-to-consumer contract (unfair terms rules). */
  consumer?: boolean;
  /** Money is paid between businesses on invoice (late payment interest). */
  b2bPayment?: boolean;
  /** Executed as a deed / with witnesses (signature blocks get witness lines). */
  witnessed?: boolean;
  /**
   * A one-sided instrument: party A alone executes it in favour of party B, who does not sign (a power of
   * attorney, a deed poll, an indemnity bond). The preamble reads "made … by (1) A in favour of (2) B" instead of
   * "between", the operative words are "NOW THIS <SHORT NAME> WITNESSES AS FOLLOWS:" instead of "THE PARTIES AGREE
   * AS FOLLOWS:", only party A gets a signature block, and stamp duty and registration fees fall on party A unless
   * `stampDutyBorneBy` says otherwise. Not for documents both sides sign, however one-sided their obligations
   * (a guarantee, a release, a gift deed the donee accepts by signing).
   */
  unilateral?: boolean;
  /**
   * Who the stamp-duty clause (India) says bears the stamp duty and registration fees, "a" or "b" by party; omitted:
   * party A for a unilateral instrument, otherwise the parties in equal shares. A drafting default the document
   * states "unless it provides otherwise", not a statement of who is liable by law.
   */
  stampDutyBorneBy?: "a" | "b";
  /**
   * The agreement obliges a party to transfer shares in the company the key term `companyTerm` names (a sale, a
   * pre-emption right, drag-along, a leaver's transfer). Under German law, for a GmbH, that obligation needs notarial
   * recording (GmbHG § 15(4)): `formalities.ts` says so in the draft and `execution.ts` gives the notarial form.
   */
  transfersShares?: { companyTerm: string };
  /**
   * The agreement obliges a party to transfer ownership of land: a sale, or a gift. Under German law it needs notarial
   * recording (BGB § 311b(1)), and a promise of a gift does too (§ 518(1)): `formalities.ts` says so in the draft and
   * `execution.ts` gives the notarial form.
   */
  transfersLand?: "sale" | "gift";
  /**
   * The law requires attestation by witnesses, not just witnessing (India: a gift of immovable property, Transfer of
   * Property Act s.123, attested as s.3 defines it): the witness block says what each attesting witness does.
   */
  attested?: boolean;
  /** A power of attorney: the US States whose statute sets its execution form get that form (`execution.ts`). */
  powerOfAttorney?: boolean;
}

export interface PartySpec {
  /** Role as the document names it: "Discloser", "Employer", "Landlord". */
  role: string;
  description: string;
  /** The role can only be a natural person (an employee): the party signs in its own name whatever it is called. */
  individual?: true;
}

export interface ClauseSpec {
  heading: string;
  /** The heading where it depends on the law (a civil-law draft signs in copies, not counterparts); else `heading`. */
  headingFor?: (ctx: DraftContext) => string;
  /**
   * The clause's text: one string, or a list of sub-clauses that are numbered n.1, n.2 … in the draft.
   * Returning null leaves the clause out (e.g. a non-compete the jurisdiction forbids).
   */
  body: (ctx: DraftContext) => string | string[] | null;
}

export interface ContractTemplate {
  id: string;
  title: string;
  group: ContractGroup;
  description: string;
  parties: { a: PartySpec; b: PartySpec };
  terms: readonly KeyTermSpec[];
  features?: TemplateFeatures;
  /** How the document calls itself in its clauses: "Agreement" (default), "Lease", "Deed", "Licence". */
  shortName?: string;
  /** Role names for the given terms when they vary (a mutual NDA calls both sides "Party"). */
  rolesFor?: (ctx: DraftContext) => { a: string; b: string };
  /** Title for the given terms when it varies (e.g. "Mutual" or "One-Way" Non-Disclosure Agreement). */
  titleFor?: (ctx: DraftContext) => string;
  /** Background recitals (A), (B) …, when the type has them. */
  recitals?: (ctx: DraftContext) => string[];
  /** The type's own clauses, in order; the boilerplate named in `boilerplate` follows them. */
  clauses: readonly ClauseSpec[];
  /**
   * Persons who are not parties but may enforce some of the type's own clauses (released affiliates, the mediator,
   * data subjects): the common-law third-party rights clause names them as an exception (`third-party-rights.ts`).
   */
  thirdPartyRights?: (ctx: DraftContext) => { who: string; headings: string[] }[];
  /**
   * Key terms read from others the caller gave, when not given themselves (an NDA for an investor read from its
   * purpose); each with the warning that says what was read and how to override it.
   */
  inferTerms?: (given: ReadonlyMap<string, string>) => { name: string; value: string; warning: string }[];
  /** Boilerplate clauses from `library.ts`, in the order they should appear after the type's own. */
  boilerplate: readonly BoilerplateId[];
  /** A request that drafts well; the catalogue shows it and the tests draft every one. */
  example: { jurisdiction: string; party_a: string; party_b: string; key_terms: Record<string, string> };
}

export type BoilerplateId =
  | "definitions"
  | "term_and_termination"
  | "confidentiality"
  | "intellectual_property"
  | "warranties"
  | "limitation_of_liability"
  | "indemnity"
  | "force_majeure"
  | "data_protection"
  | "notices"
  | "assignment"
  | "entire_agreement"
  | "severability"
  | "counterparts"
  | "governing_law";

export interface Party {
  name: string;
  role: string;
  /**
   * Signs through a representative (a company or other organisation) rather than in its own name: from
   * `key_terms.party_a_type` / `party_b_type` when given, else read from the name (`compose.ts` notes the guess).
   */
  entity: boolean;
}

/** What a clause sees while the draft is composed. Every method is pure apart from recording use. */
export interface DraftContext {
  a: Party;
  b: Party;
  /** The request's jurisdiction, canonical ("US-CA"), and its chain (["US-CA", "US"]). */
  jurisdiction: string;
  chain: readonly string[];
  /** True when the jurisdiction or one of its parents is any of the codes ("EU" matches "DE"). */
  within(...codes: string[]): boolean;
  /** The term's value as given (or its default); a required term not given is the blank `[●]` and is reported. */
  term(name: string): string;
  /** True when the template declares the term (its own or a common one). */
  declares(name: string): boolean;
  /** The term's value, its default, or undefined; never reports it missing. */
  optional(name: string): string | undefined;
  /** True when the caller gave the term (defaults do not count). */
  given(name: string): boolean;
  /** A duration term in months (days and weeks converted), or null when absent or a blank. */
  months(name: string): number | null;
  /** The governing-law wording for this draft: "the laws of England and Wales". */
  law: LawProfile;
  /** Records a citation and returns `prose` (how the clause refers to the provision in words). */
  cite(sourceId: string, article: string, prose: string): string;
  /** Adds a warning to the response (e.g. a restraint narrowed for the jurisdiction); the same note once. */
  note(code: string, message: string): void;
  /** The title of the document being drafted (for "this Agreement" style references). */
  shortName: string;
  /** Executed by party A alone (`features.unilateral`): nothing in it may read as the parties' agreement. */
  unilateral: boolean;
  /** The template's feature flags, so shared clauses can tell an employment or a letting from a services deal. */
  features: TemplateFeatures;
}

export interface LawProfile {
  /** "the laws of England and Wales", "the laws of the State of California", "the laws of India". */
  governingLaw: string;
  /** "the courts of England and Wales", "the state and federal courts located in California". */
  courts: string;
  /** Which body of rules the composer applies. */
  system: "GB" | "US" | "IN" | "EU" | "OTHER";
  /** Common-law or civil-law drafting tradition (`legal-family.ts`): decides the boilerplate's form. */
  family: "common" | "civil";
  /** Display name of the place: "England and Wales", "California", "India", "Germany". */
  place: string;
}

export const BLANK = "[●]";
