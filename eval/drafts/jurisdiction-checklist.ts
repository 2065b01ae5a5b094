import { createHash } from "node:crypto";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import type { ContractTemplate } from "@/lib/contracts/types";

/**
 * A generic drafting checklist per jurisdiction (issue 36, deliverable 6), applied to every contract type × each
 * jurisdiction it is offered in. Written from the statutes and ../shared/domain/civil-law-drafting-reference.md
 * BEFORE the drafting code was run on these pairs: the wording that must not appear under that law (another
 * system's statutes, taxes, postal services and doctrines) and what must appear (the governing law naming the right
 * law, the right courts, the jurisdiction's execution form). Type-specific clauses are in `cases.ts`.
 *
 * An item with `when` is scored only for drafts whose text matches it (e.g. the State's Stamp Act is required only
 * where the draft speaks of stamping); an item with `features` only for types with those features.
 */

export interface JurisdictionItem {
  label: string;
  source: string;
  /** Jurisdictions the item applies to: a predicate on the chain (["US-NY", "US"]). */
  in: (chain: readonly string[]) => boolean;
  expect: "present" | "absent";
  pattern: RegExp;
  /** Scored only when the draft's text matches. */
  when?: RegExp;
  /** Scored only for a type whose features pass. */
  features?: (t: ContractTemplate) => boolean;
  /** Not scored when the draft's text matches. */
  unless?: RegExp;
}

/** The jurisdictions every type is offered in; the India-specific group only under Indian States' law. */
export const OFFERED = ["GB", "US-NY", "US-CA", "US-TX", "IN-MH", "IN-KA", "IN-DL", "SG", "AU-NSW", "CA-ON", "IE", "DE", "FR", "ES", "IT", "NL", "CH"] as const;
export const OFFERED_INDIA = ["IN-MH", "IN-KA", "IN-DL"] as const;

export function offeredIn(t: ContractTemplate): readonly string[] {
  // A DPDP processor agreement is the Indian Act's instrument by name (correction after the first dev run).
  return t.group === "india" || t.id.startsWith("dpdp_") ? OFFERED_INDIA : OFFERED;
}

/** The fixed split of pairs: first byte of sha256("type@jurisdiction"), even → dev. */
export function pairSplit(type: string, jurisdiction: string): "dev" | "held-out" {
  return createHash("sha256").update(`${type}@${jurisdiction}`).digest()[0] % 2 === 0 ? "dev" : "held-out";
}

const CIVIL = new Set(["DE", "FR", "ES", "IT", "NL", "CH"]);
const EU = new Set(["DE", "FR", "ES", "IT", "NL", "IE"]);
const has = (...codes: string[]) => (chain: readonly string[]) => chain.some((c) => codes.includes(c));
const not = (...codes: string[]) => (chain: readonly string[]) => !chain.some((c) => codes.includes(c));
const civil = (chain: readonly string[]) => chain.some((c) => CIVIL.has(c));
const nonEu = (chain: readonly string[]) => !chain.some((c) => EU.has(c));

const absent = (label: string, inJ: JurisdictionItem["in"], pattern: RegExp, source: string, extra: Partial<JurisdictionItem> = {}): JurisdictionItem => ({ label, in: inJ, expect: "absent", pattern, source, ...extra });
const present = (label: string, inJ: JurisdictionItem["in"], pattern: RegExp, source: string, extra: Partial<JurisdictionItem> = {}): JurisdictionItem => ({ label, in: inJ, expect: "present", pattern, source, ...extra });

const notScc = (t: ContractTemplate) => t.id !== "standard_contractual_clauses_annexes";
/** A guarantee's cap is the amount guaranteed, not a limit of liability for breach (correction after the first dev run). */
const notGuarantee = (t: ContractTemplate) => !/guarantee/.test(t.id);

/** A draft that limits or excludes liability (the carve-outs below are required only then). */
const LIMITS_LIABILITY = /(shall not be liable|is not liable|liability[^.]{0,80}(shall not exceed|is limited|limited to|excluded)|total liability)/i;
/** A limit that reaches liability in negligence, which UCTA s.2(1) bars for death or personal injury (corrected after the first dev run: a warranty cap does not). */
const EXCLUDES_NEGLIGENCE = /(tort|negligence\))[^.]{0,200}(not be liable|shall not exceed|excluded)|(not be liable|shall not exceed)[^.]{0,200}(in tort|negligence\))/i;
/** A draft that has a notices clause. */
const HAS_NOTICES = /notices?[^.]{0,80}\b(shall be|must be|may be)\b[^.]{0,40}\b(given|sent|delivered|in writing)/i;
/** A draft that speaks of stamping the instrument. */
const STAMPED = /\bstamp(ed|ing)?\b|stamp duty/i;

/** The right governing law and courts for each offered jurisdiction. */
const LAW_AND_COURTS: { code: string; law: RegExp; courts: RegExp; source: string }[] = [
  { code: "GB", law: /laws? of England and Wales/, courts: /courts of England and Wales/, source: "England and Wales is the law district for GB requests" },
  { code: "US-NY", law: /laws? of the State of New York/, courts: /courts[^.]{0,40}(in|of) (the State of )?New York|New York (State|County)[^.]{0,30}courts/, source: "a US contract is governed by a State's law" },
  { code: "US-CA", law: /laws? of the State of California/, courts: /courts[^.]{0,40}(in|of) (the State of )?California|California courts/, source: "a US contract is governed by a State's law" },
  { code: "US-TX", law: /laws? of the State of Texas/, courts: /courts[^.]{0,40}(in|of) (the State of )?Texas|Texas courts/, source: "a US contract is governed by a State's law" },
  { code: "IN-MH", law: /laws? of India/, courts: /courts[^.]{0,40}(Maharashtra|Mumbai|Pune|Nagpur)/, source: "Indian contract law is national; the courts are the State's (CPC s.20)" },
  { code: "IN-KA", law: /laws? of India/, courts: /courts[^.]{0,40}(Karnataka|Bengaluru|Bangalore|Mysuru)/, source: "Indian contract law is national; the courts are the State's (CPC s.20)" },
  { code: "IN-DL", law: /laws? of India/, courts: /courts[^.]{0,40}Delhi/, source: "Indian contract law is national; the courts are Delhi's (CPC s.20)" },
  { code: "SG", law: /laws? of (the Republic of )?Singapore/, courts: /courts of (the Republic of )?Singapore/, source: "Singapore law and courts" },
  { code: "AU-NSW", law: /laws? (of|in force in) New South Wales/, courts: /courts of New South Wales/, source: "Australian contract law is State law" },
  {
    code: "CA-ON",
    law: /laws? of (the Province of )?Ontario and the federal laws of Canada applicable (therein|in it)/,
    courts: /courts of (the Province of )?Ontario/,
    source: "Canadian practice: the province's law and the federal laws of Canada applicable in it",
  },
  { code: "IE", law: /laws? of Ireland/, courts: /courts of Ireland/, source: "Irish law and courts" },
  { code: "DE", law: /laws? of (the Federal Republic of )?Germany/, courts: /courts (at|in|of) |Landgericht|Amtsgericht/, source: "German law; ZPO § 38 forum at a place" },
  // An employment contract names the conseil de prud'hommes: it may not confer jurisdiction (C. trav. L1221-5).
  { code: "FR", law: /laws? of France|French law/, courts: /courts (within the jurisdiction|at|of)|Tribunal|conseil de prud'hommes/, source: "French law; CPC art. 48; C. trav. L1221-5" },
  { code: "ES", law: /laws? of Spain|Spanish law/, courts: /courts (at|in|of) /, source: "Spanish law" },
  { code: "IT", law: /laws? of Italy|Italian law/, courts: /courts? (at|in|of) /, source: "Italian law" },
  { code: "NL", law: /laws? of the Netherlands|Dutch law/, courts: /courts? (at|in|of) /, source: "Dutch law" },
  { code: "CH", law: /laws? of Switzerland|Swiss law/, courts: /courts (at|in|of) /, source: "Swiss law" },
];

export const JURISDICTION_ITEMS: readonly JurisdictionItem[] = [
  // --- Governing law and courts -------------------------------------------------------------------------------
  // Corrections after the first dev run: the Standard Contractual Clauses fix the law and courts of an EU Member State
  // themselves (Decision (EU) 2021/914, Annex, Clauses 17 and 18); an arbitration agreement names no courts.
  ...LAW_AND_COURTS.flatMap((l) => [
    present(`governing law names ${l.code}'s law`, has(l.code), l.law, l.source, { features: notScc }),
    present(`courts of ${l.code}`, has(l.code), l.courts, l.source, { features: notScc, unless: /(finally resolved by|binding) arbitration/i }),
  ]),

  absent("FR employment: no clause conferring jurisdiction", has("FR"), /exclusive jurisdiction|compétence exclusive/i, "C. trav. L1221-5", { features: (t) => !!t.features?.employment }),

  // --- Another system's statutes ------------------------------------------------------------------------------
  // UCTA 1977 is the law of the United Kingdom; Singapore has its own Unfair Contract Terms Act 1977 (2020 Rev. Ed.).
  absent("no Unfair Contract Terms Act / UCTA", not("GB", "SG"), /Unfair Contract Terms Act|\bUCTA\b/, "UCTA 1977 is UK law (SG has its own Act of that name)"),
  absent("no Contracts (Rights of Third Parties) Act 1999", not("GB"), /Rights of Third Parties\) Act 1999/, "C(RTP)A 1999 is English law"),
  absent("no Rights of Third Parties Act of another jurisdiction", not("GB", "SG"), /Rights of Third Parties\) Act/, "only GB (1999) and SG (2001) among the offered have such an Act; NSW, Ontario, Ireland, India, the US States and civil codes do not"),
  absent("no 2001 Third Parties Act outside Singapore", not("SG"), /Rights of Third Parties\) Act 2001/, "Contracts (Rights of Third Parties) Act 2001 is Singapore's"),
  absent("no Companies Act 2006", not("GB"), /Companies Act 2006/, "UK statute"),
  absent("no Companies Act, 2013", not("IN"), /Companies Act,? 2013/, "Indian statute"),
  absent("no Companies Act 1967", not("SG"), /Companies Act 1967/, "Singapore statute"),
  absent("no Corporations Act 2001", not("AU"), /Corporations Act 2001/, "Australian statute"),
  absent("no Australian Consumer Law", not("AU"), /Australian Consumer Law|Competition and Consumer Act 2010/, "Australian statute"),
  absent("no Consumer Rights Act 2015", not("GB"), /Consumer Rights Act 2015/, "UK statute"),
  absent("no Employment Rights Act 1996", not("GB"), /Employment Rights Act 1996/, "UK statute"),
  absent("no Late Payment of Commercial Debts Act", not("GB"), /Late Payment of Commercial Debts/, "UK statute"),
  absent("no Landlord and Tenant Act 1954", not("GB"), /Landlord and Tenant Act 1954/, "UK statute"),
  absent("no English Arbitration Act 1996", not("GB"), /(?<!Conciliation )Arbitration Act 1996/, "UK statute"),
  // Correction after the first dev run: a data protection agreement names the UK GDPR where it applies by its own
  // territorial scope (UK GDPR Art. 3(2)); elsewhere it is foreign.
  absent("no UK GDPR", not("GB"), /UK GDPR/, "UK law", { features: (t) => t.group !== "privacy" }),
  absent("no Indian Contract Act", not("IN"), /Indian Contract Act|Contract Act, 1872/, "Indian statute"),
  absent("no Arbitration and Conciliation Act", not("IN"), /Arbitration and Conciliation Act/, "Indian statute"),
  absent("no Information Technology Act, 2000", not("IN"), /Information Technology Act, 2000/, "Indian statute"),
  absent("no DPDP Act", not("IN"), /Digital Personal Data Protection Act/, "Indian statute"),
  absent("no Indian Stamp Act", not("IN"), /Indian Stamp Act|Stamp Act, 1899/, "Indian statute"),
  absent("no Karnataka Stamp Act outside Karnataka", not("IN-KA"), /Karnataka Stamp Act/, "Karnataka statute"),
  absent("no Maharashtra Stamp Act outside Maharashtra", not("IN-MH"), /Maharashtra Stamp Act|Bombay Stamp Act/, "Maharashtra statute"),
  absent("no Federal Arbitration Act", not("US"), /Federal Arbitration Act|9 U\.S\.C\./, "US statute"),
  absent("no E-SIGN Act", not("US"), /E-SIGN|15 U\.S\.C\. § 7001/, "US statute"),
  absent("no DTSA notice outside the US", not("US"), /1833\(b\)|Defend Trade Secrets Act/, "18 U.S.C. § 1833(b) is US federal law; domain § 8"),
  absent("no California Labor Code § 2870 outside California", not("US-CA"), /Labor Code[^.]{0,30}2870|section 2870/, "Cal. Lab. Code § 2870; issue 36 (transplanted law)"),
  absent("no California B&P § 16600 outside California", not("US-CA"), /16600/, "Cal. Bus. & Prof. Code § 16600"),
  absent("no at-will employment outside the US", not("US"), /\bat[- ]will\b/i, "employment at will is a US doctrine"),
  absent("no BGB citation outside Germany", not("DE"), /\bBGB\b|German Civil Code|Produkthaftungsgesetz/, "German statute"),
  absent("no French Civil Code outside France", not("FR"), /French Civil Code|Code civil\b|French Commercial Code/, "French statute"),
  absent("no Italian Civil Code outside Italy", not("IT"), /Italian Civil Code/, "Italian statute"),
  absent("no Spanish Civil Code outside Spain", not("ES"), /Spanish Civil Code/, "Spanish statute"),
  absent("no Swiss Code of Obligations outside Switzerland", not("CH"), /Swiss Code of Obligations/, "Swiss statute"),
  absent("no Brussels I recast outside the EU", nonEu, /1215\/2012/, "Regulation (EU) No 1215/2012 binds EU Member States (not the UK since 2021, nor CH)"),
  absent("no Rome I outside the EU and the UK", (c) => nonEu(c) && not("GB")(c), /593\/2008|Rome I/, "Regulation (EC) No 593/2008: EU Member States; retained in UK law"),
  absent("no eIDAS outside the EU and the UK", (c) => nonEu(c) && not("GB")(c), /910\/2014|eIDAS/, "Regulation (EU) No 910/2014: EU; retained in UK law"),

  // --- Taxes --------------------------------------------------------------------------------------------------
  absent("no value added tax where the tax is GST or sales tax", has("US", "IN", "SG", "AU", "CA"), /value added tax|\bVAT\b/i, "IN: GST since 2017; SG, AU, CA: GST; US: sales tax"),
  absent("no GST where the tax is VAT or sales tax", (c) => has("GB", "US")(c) || c.some((x) => EU.has(x)) || has("CH")(c), /\bGST\b|goods and services tax/i, "GST is the IN/SG/AU/CA tax"),
  absent("no UK council tax or business rates outside GB", not("GB"), /council tax|business rates/i, "UK local taxes; issue 36 (Indian lease with 'rates')"),

  // --- Notices ------------------------------------------------------------------------------------------------
  absent("no recorded delivery outside GB", not("GB"), /recorded delivery/i, "domain § 9 [K]: recorded delivery is UK-only"),
  absent("no certified mail outside the US", not("US"), /certified mail/i, "USPS service"),
  absent("no registered post in the US", has("US"), /registered post/i, "US: certified mail; domain § 9 [K]"),
  present("US notices: certified mail or overnight courier", has("US"), /certified mail|overnight courier/i, "domain § 9 [K]", { when: HAS_NOTICES }),
  present("IN notices: Speed Post", has("IN"), /Speed Post/i, "domain § 9 [V]/[P]: Registered Post merged into Speed Post from 1 Sep 2025", { when: HAS_NOTICES }),
  present("DE notices take effect on receipt (§ 130 BGB)", has("DE"), /(reaches|receipt|received)/i, "BGB § 130; domain § 9 [V]", { when: HAS_NOTICES }),
  present("FR notices: registered letter with acknowledgement of receipt", has("FR"), /acknowledge?ment of receipt|lettre recommandée/i, "domain § 9 [V] (LRAR)", { when: HAS_NOTICES }),

  // --- Implied terms, liability, severance --------------------------------------------------------------------
  absent("no common law in a civil-law draft", civil, /common law/i, "no common law under a civil code; domain § 9 [P]"),
  absent("no 'time is of the essence' under a civil code", civil, /time (is|shall be) of the essence/i, "domain § 9 [P]"),
  absent("no consideration recital under a civil code", civil, /in consideration of/i, "domain § 9 [P]"),
  absent("no 'liquidated damages' under a civil code", civil, /liquidated damages/i, "domain § 9 [P]: Vertragsstrafe / clause pénale / penale / cláusula penal"),
  absent("no UCTA-style death or personal injury by negligence under a civil code", civil, /death or personal injury caused by (its )?negligence/i, "UCTA 1977 s.2(1) is English law; domain § 9 [P]"),
  absent("no IN WITNESS WHEREOF under a civil code", civil, /IN WITNESS WHEREOF/, "common-law testimonium; civil-law drafts sign with place and date"),
  absent("no deed execution under a civil code", civil, /executed as a deed|signed, sealed and delivered/i, "deeds are a common-law form"),
  absent("DE: no 'deemed modified' severance", has("DE"), /deemed modified|minimum extent necessary/i, "BGB § 306: no geltungserhaltende Reduktion; domain § 1 [V]"),
  absent("DE: no bare 'to the fullest extent permitted by law'", has("DE"), /to the fullest extent permitted by (applicable )?law/i, "domain § 9 [P]: intransparent under BGB § 307(1) sentence 2"),
  present("DE: liability unlimited for gross negligence and intent", has("DE"), /gross negligence/i, "BGB §§ 276(3), 309 no. 7(b)", { when: LIMITS_LIABILITY, features: notGuarantee }),
  present("DE: liability unlimited for injury to life, body or health", has("DE"), /life, body or health/i, "BGB § 309 no. 7(a)", { when: LIMITS_LIABILITY, features: notGuarantee }),
  present("FR: cap does not reach faute lourde or dolosive", has("FR"), /faute lourde|gross negligence/i, "C. civ. art. 1231-3", { when: LIMITS_LIABILITY, features: notGuarantee }),
  present("IT: no limit for dolo or colpa grave", has("IT"), /colpa grave|gross negligence/i, "C.c. art. 1229", { when: LIMITS_LIABILITY, features: notGuarantee }),
  present("ES: no waiver of liability for dolo", has("ES"), /\bdolo\b|wilful misconduct/i, "CC art. 1102", { when: LIMITS_LIABILITY, features: notGuarantee }),
  present("CH: no exclusion for unlawful intent or gross negligence", has("CH"), /gross negligence/i, "OR art. 100(1)", { when: LIMITS_LIABILITY, features: notGuarantee }),
  present("GB/SG: death or personal injury by negligence carved out", has("GB", "SG"), /death or personal injury/i, "UCTA 1977 s.2(1) (GB; SG's Act of the same name)", { when: EXCLUDES_NEGLIGENCE }),
  present("US: an implied-warranty disclaimer mentions merchantability conspicuously", has("US"), /MERCHANTABILITY/, "UCC § 2-316(2)", { when: /disclaims? all implied|implied[^.]{0,80}(are|is) (excluded|disclaimed)/i }),
  present("AU: an exclusion of implied terms saves the ACL guarantees", has("AU"), /Australian Consumer Law/, "ACL s 64", { when: /implied by statute|implied terms|implied warrant/i }),

  // --- Stamp duty by Indian State -----------------------------------------------------------------------------
  present("IN-KA: the Karnataka Stamp Act, 1957", has("IN-KA"), /Karnataka Stamp Act, 1957/, "domain § 7 [V]", { when: STAMPED }),
  present("IN-MH: the Maharashtra Stamp Act", has("IN-MH"), /Maharashtra Stamp Act/, "domain § 7 [V]", { when: STAMPED }),
  absent("IN-KA/MH: not the Indian Stamp Act, 1899 (the State has its own)", has("IN-KA", "IN-MH"), /Indian Stamp Act|Stamp Act, 1899/, "domain § 7 [V]"),
  present("IN-DL: the Indian Stamp Act, 1899 as applied in Delhi", has("IN-DL"), /Indian Stamp Act, 1899/, "domain § 7 [V]: Delhi applies the ISA as locally amended", { when: STAMPED }),

  // --- Signatures and formalities -----------------------------------------------------------------------------
  present("DE: place and date of signature", has("DE"), /Place, date|Ort, Datum/i, "civil-law practice; BGB § 126", { features: (t) => !t.features?.transfersShares && !t.features?.transfersLand }),
  present("FR: made in as many originals as parties", has("FR"), /originals?\b/i, "C. civ. art. 1375", { features: (t) => !t.features?.unilateral && !t.features?.transfersLand }),
  present("GB: a deed is signed in the presence of a witness", has("GB"), /presence of a witness/i, "LP(MP)A 1989 s.1(3); Companies Act 2006 s.44(2)", { when: /executed as a deed/i }),
  present("AU: a company's deed under s.127 Corporations Act 2001", has("AU"), /127/, "Corporations Act 2001 s.127(3)", { when: /executed as a deed by [^\n]*(Pty|Ltd|Limited)/ }),
  absent("IN: no English 'executed as a deed'", has("IN"), /executed as a deed/i, "LP(MP)A 1989 is English law; an Indian instrument is signed, attested where the law requires, stamped and registered"),
];

export function itemsFor(jurisdiction: string, template: ContractTemplate): JurisdictionItem[] {
  const chain = jurisdictionChain(jurisdiction);
  return JURISDICTION_ITEMS.filter((i) => i.in(chain) && (!i.features || i.features(template)));
}

/** Key terms of the catalogue example without its choice of law and forum, which the checklist tests. */
export function pairTerms(t: ContractTemplate): Record<string, string> {
  const { governing_law: _law, venue: _venue, arbitration_seat: _seat, dispute_resolution: _dr, ...rest } = t.example.key_terms;
  return rest;
}
