import { capitalise } from "./key-terms";
import { anchor, refTo } from "./cross-references";
import type { DraftContext } from "./types";

/**
 * The words of the boilerplate that differ by governing law, one object per jurisdiction or legal family (issue 36,
 * deliverable 1): the indirect tax a price is stated exclusive of, notices, implied terms, severance, counterparts or
 * copies and electronic signature, the form of the execution block, the stamp law of an Indian State and its stamping
 * sentence, and the liabilities no clause may limit. Clauses ask `draftingProfile(ctx)` instead of testing the
 * jurisdiction themselves, so a phrase of one system (value added tax, recorded delivery, UCTA's carve-out) cannot
 * leak into a draft under another. Facts from ../shared/domain/civil-law-drafting-reference.md; only [V] rules and
 * statutes we are sure of are named.
 */
/** What a limitation of liability clause limits: "each party" or one role, its cap, and the losses excluded. */
export interface LiabilityTerms {
  liable: string;
  cap?: string;
  capFallback: string;
  indirect?: string;
}

export interface DraftingProfile {
  /** Which profile answered: a country or State code, or "civil" / "common" for the family's default. */
  key: string;
  family: "common" | "civil";
  /** The indirect tax on supplies, by its local name ("goods and services tax", "value added tax"). */
  indirectTax: string;
  /** How a notice is sent by post, as a phrase after "delivered by hand,": common-law profiles only use it. */
  post: string;
  /**
   * India: the stamp law of the State, when the profile knows it: the State's own Act, or the Indian Stamp Act, 1899
   * with the words saying it applies as amended for the State (`ownAct` false).
   */
  stampLaw?: { act: string; ownAct: boolean; applies?: string };
  /**
   * The sentence that saves what the governing law will not let a party limit or exclude; `subject` is the
   * possessive ("either party's", "the Seller's").
   */
  unexcludable: (ctx: DraftContext, subject: string) => string;
  /**
   * Common law: the sentence of the counterparts clause on electronic signature, naming the place's statute where the
   * profile knows it; without it the clause says only that an executed counterpart may be delivered electronically.
   */
  electronicSignature?: (ctx: DraftContext) => string;
  /**
   * The exclusion of terms the law would otherwise imply. Only common-law systems imply terms "by statute or common
   * law"; the US disclaims implied warranties in conspicuous capitals (UCC § 2-316(2)); a civil code keeps its
   * statutory warranties, which a clause may shape but not remove where a defect was concealed or a quality guaranteed
   * (BGB §§ 444, 639). `what` narrows it ("the Software").
   */
  impliedTerms: (ctx: DraftContext, what?: string) => string;
  /**
   * Severance. A common-law court may sever or read down; a German court neither trims an over-broad standard term
   * nor keeps it in part: it drops out and the statute fills the gap (BGB § 306), so no "deemed modified" there.
   */
  severability: (ctx: DraftContext) => string[];
  /** How notices are sent and when they take effect, by the methods the place's practice uses (domain § 9). */
  notices: (ctx: DraftContext) => string[];
  /** The heads of liability an exclusion of indirect loss names ("whether in contract, tort (including negligence) …"). */
  liabilityHeads: string;
  /** The entire-agreement clause, with variation and waiver. */
  entireAgreement: (ctx: DraftContext) => string[];
  /** A limitation of liability clause: the saving sentence, the exclusion of indirect loss and the cap, unless the law shapes it otherwise. */
  liability: (ctx: DraftContext, o: LiabilityTerms) => string[];
  /**
   * The form the execution block takes (`execution.ts` drafts each): the US testimonium and "By:" lines, the Indian
   * "signed and delivered" form, an English deed, a Singapore or Australian deed (each only for a witnessed instrument,
   * else the English simple contract), the English simple contract, and under a civil code place and date or, in
   * France, the number of originals.
   */
  signs: "us" | "in" | "gb" | "sg" | "au" | "common" | "fr" | "civil";
  /** The counterparts clause (common law) or the clause on copies (civil law), with electronic signature. */
  counterparts: (ctx: DraftContext) => string[];
  /** India: the stamping sentence of the stamp duty clause; `who` says who notes the effect ("The parties note"). */
  stampDuty?: (ctx: DraftContext, who: string) => string;
}

const DOC = (ctx: DraftContext) => `this ${ctx.shortName}`;
const about = (what?: string) => (what ? ` about ${what}` : "");
const ADDRESS = (ctx: DraftContext) => `to the party at the address set out at the head of ${DOC(ctx)} (or any other address it notifies for this purpose)`;

const commonImplied = (ctx: DraftContext, what?: string) =>
  `Except as expressly set out in ${DOC(ctx)}, all warranties, conditions and other terms implied by statute or common law${about(what)} are excluded to the fullest extent permitted by law.`;

// Australia: the consumer guarantees cannot be excluded (ACL s 64), and a bare exclusion misstates the customer's
// rights; for supplies not ordinarily acquired for personal, domestic or household use, s 64A allows liability to be
// limited to resupply or its cost, which an Australian precedent takes up.
const australianImplied = (ctx: DraftContext, what?: string) =>
  `${commonImplied(ctx, what)} Nothing in ${DOC(ctx)} excludes, restricts or modifies any guarantee, right or remedy under the Australian Consumer Law (Schedule 2 to the Competition and Consumer Act 2010 (Cth)) that cannot lawfully be excluded, restricted or modified (section 64 of that Law). Where section 64A of that Law allows, a party's liability for failing to comply with such a guarantee is limited, for services, to supplying the services again or paying the cost of having them supplied again and, for goods, to replacing or repairing them, supplying equivalent goods or paying the cost of doing so.`;

const commonSeverability = (ctx: DraftContext) => [
  `If any provision of ${DOC(ctx)} is or becomes invalid, illegal or unenforceable, it is deemed modified to the minimum extent necessary to make it valid, legal and enforceable, and if that is not possible it is deemed deleted; this does not affect the validity and enforceability of the rest of ${DOC(ctx)}.`,
];

/** A business day as the notices clause defines it in passing; the composer says "Business Day" where the draft defines it already. */
export const INLINE_BUSINESS_DAY = "business day (a day other than a Saturday, Sunday or public holiday at the place of receipt)";

function commonNotices(this: void, ctx: DraftContext): string[] {
  return [
    `Any notice given under ${DOC(ctx)} shall be in writing and delivered by hand, ${draftingProfile(ctx).post}, or by email, ${ADDRESS(ctx)}.`,
    `A notice is deemed received: if delivered by hand, on delivery; if sent by post or courier, on the second ${INLINE_BUSINESS_DAY} after posting or dispatch; and if sent by email, at the time of transmission, or, if that is outside business hours at the place of receipt, when business hours resume.`,
  ];
}

const civilImplied = (ctx: DraftContext, what?: string) =>
  `Except as expressly set out in ${DOC(ctx)}, neither party gives any further warranty${about(what)}, without affecting any statutory warranty that cannot be excluded or limited under mandatory law.`;

const civilSeverability = (ctx: DraftContext) => [
  `If any provision of ${DOC(ctx)} is held void or unenforceable, or is deemed unwritten, the remaining provisions remain in force, unless the provision was so essential to either party that it would not have concluded ${DOC(ctx)} without it.`,
  `The parties shall negotiate in good faith a valid provision that comes as close as the law allows to the purpose of the provision that failed.`,
];

const civilNotices = (ctx: DraftContext) => [
  `Any notice under ${DOC(ctx)} shall be in writing and delivered by hand against a dated receipt, sent by registered letter with acknowledgement of receipt or by courier, or sent by email, ${ADDRESS(ctx)}.`,
  `A notice takes effect when it reaches the recipient; an email sent outside business hours at the place of receipt takes effect at the start of the next Business Day.`,
];

const commonSaving = (ctx: DraftContext, subject: string) =>
  `Nothing in ${DOC(ctx)} limits or excludes ${subject} liability for death or personal injury caused by its negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be limited or excluded by law.`;

const civilSaving = (ctx: DraftContext, subject: string) =>
  `Nothing in ${DOC(ctx)} limits or excludes ${subject} liability for intent or gross negligence, for personal injury, for fraud, or for any other liability that cannot be limited or excluded under mandatory law.`;

/** An electronic signature under the named statute, save where the law asks for ink, a witness or another form. */
const signedUnder = (statutes: string) => (ctx: DraftContext) =>
  `The parties may sign ${DOC(ctx)} by electronic signature, which takes effect as provided by ${statutes}, except where the law requires ${DOC(ctx)} to be signed in ink, witnessed or made in another form.`;

// India: formation and signature by electronic means (IT Act s.10A); a stamped instrument still needs stamping.
const indianElectronicSignature = (ctx: DraftContext) =>
  `The parties agree that ${DOC(ctx)} is not unenforceable solely because it was formed or signed by electronic means (${ctx.cite("in-it-act-2000", "10A", "section 10A of the Information Technology Act, 2000")}), save where the law requires the instrument to be signed in ink, stamped or registered.`;

/** The German liability wording (domain § 1 [P]): §§ 276(3), 307, 309 no. 7 BGB and § 14 ProdHaftG. */
function germanLiability(ctx: DraftContext, { liable, cap }: LiabilityTerms): string[] {
  const who = liable === "each party" ? "Each party" : capitalise(liable);
  const out = [
    `${who} is liable without limitation for loss caused intentionally or by gross negligence, including by its legal representatives and vicarious agents, for injury to life, body or health, under any guarantee it has given, for a defect it fraudulently concealed, and under the Product Liability Act (Produkthaftungsgesetz). Liability for intent cannot be waived in advance (${ctx.cite("de-bgb", "276", "section 276(3) of the German Civil Code (BGB)")}), and in standard business terms liability for injury to life, body or health and for gross negligence cannot be excluded or limited (${ctx.cite("de-bgb", "309", "section 309 no. 7 BGB")}; ${ctx.cite("de-bgb", "307", "section 307 BGB")}).`,
    `For slight negligence, ${liable === "each party" ? "a party" : liable} is liable only for breach of an essential contractual obligation, meaning an obligation whose performance makes the proper performance of this ${ctx.shortName} possible at all and on whose performance the other party regularly relies and may rely. That liability is limited to the loss that is typical for a contract of this kind and was foreseeable when it was concluded${cap ? `, and in any event to ${cap} per contract year, which the parties consider covers that loss` : ""}.`,
    `Otherwise, liability for slight negligence is excluded. The burden of proof is not changed to the detriment of the other party.`,
    `The preceding limitations apply equally to the personal liability of the employees, representatives and vicarious agents of ${liable === "each party" ? "each party" : liable}.`,
  ];
  if (cap) ctx.note("de_liability_cap", "German law: a cap for slight negligence in standard terms stands only if it covers the loss typical and foreseeable for the contract (BGB § 307(2) no. 2); check the amount against the contract's risks.");
  return out;
}

/**
 * The saving sentence, the exclusion of indirect loss under the profile's heads of liability, and the cap. Under a
 * civil code "consequential loss" is no category of damage (it is the English second limb of remoteness), so the
 * losses excluded are named as the codes know them: lost profit and other indirect loss (domain file § 9 [P]).
 */
function limitation(ctx: DraftContext, o: LiabilityTerms): string[] {
  const profile = draftingProfile(ctx);
  const mutual = o.liable === "each party";
  const indirect = profile.family === "civil" ? civilIndirect(o.indirect) : o.indirect ?? INDIRECT;
  return [
    anchor("unexcludable", profile.unexcludable(ctx, mutual ? "either party's" : `${o.liable}'s`)),
    `Subject to ${refTo("unexcludable")}, ${mutual ? "neither party shall be liable to the other" : `${o.liable} shall not be liable`}, ${profile.liabilityHeads}, for ${indirect} arising under or in connection with this ${ctx.shortName}.`,
    `Subject to ${refTo("unexcludable")}, ${mutual ? "each party's" : `${o.liable}'s`} total liability arising under or in connection with this ${ctx.shortName} in any contract year shall not exceed ${o.cap ?? o.capFallback}.`,
  ];
}

const INDIRECT = "any loss of profits, loss of business, loss of goodwill, or any indirect or consequential loss";
const CIVIL_INDIRECT = "loss of profit, loss of business or loss of goodwill, or other indirect loss";

/** A template's list of excluded losses in civil-law terms: its English "indirect or consequential loss" tail becomes "other indirect loss". */
function civilIndirect(indirect?: string): string {
  if (!indirect) return CIVIL_INDIRECT;
  return indirect.replace(/^any /, "").replace(/,? or any indirect or consequential loss$/, ", or other indirect loss");
}

/** France: damages limited to the loss foreseeable at conclusion (art. 1231-3), and no limit that empties an essential obligation (art. 1170). */
function frenchLiability(ctx: DraftContext, o: LiabilityTerms): string[] {
  const mutual = o.liable === "each party";
  const indirect = civilIndirect(o.indirect);
  return [
    anchor("unexcludable", draftingProfile(ctx).unexcludable(ctx, mutual ? "either party's" : `${o.liable}'s`)),
    `Subject to ${refTo("unexcludable")}, ${mutual ? "each party" : o.liable} is liable only for direct loss that was foreseeable when this ${ctx.shortName} was concluded, and not for ${indirect}.`,
    `Subject to ${refTo("unexcludable")}, ${mutual ? "each party's" : `${o.liable}'s`} total liability arising under or in connection with this ${ctx.shortName} in any contract year shall not exceed ${o.cap ?? o.capFallback}.`,
    `No limitation in this clause deprives an essential obligation of this ${ctx.shortName} of its substance; a clause that did so would be deemed unwritten (${ctx.cite("fr-code-civil", "1170", "article 1170 of the French Civil Code")}).`,
    // Between businesses (not an employee, a consumer or a tenant): C. com. L442-1, I, 2° on significant imbalance.
    ...(ctx.features.employment || ctx.features.consumer || ctx.features.realPropertyLetting
      ? []
      : [`The parties confirm that this ${ctx.shortName}, this clause included, was negotiated between businesses and does not subject either of them to obligations creating a significant imbalance in their rights and obligations within the meaning of article L. 442-1, I, 2° of the French Commercial Code.`]),
  ];
}

const commonEntireAgreement = (ctx: DraftContext) => [
  `${capitalise(DOC(ctx))} constitutes the entire agreement between the parties about its subject matter and supersedes all previous agreements, arrangements and understandings between them, whether written or oral. Each party acknowledges that in entering into it, it has not relied on any statement, representation or warranty that is not set out in it.`,
  `No variation of ${DOC(ctx)} is effective unless it is in writing and signed by or on behalf of each party.`,
  "No failure or delay by a party in exercising any right or remedy is a waiver of it, nor does it prevent the further exercise of that or any other right or remedy.",
];

/** A civil code needs no non-reliance statement; `variation` is the sentence on amendments. */
const civilEntireAgreement = (ctx: DraftContext, variation = `Amendments and additions to ${DOC(ctx)} shall be made in writing.`) => [
  `${capitalise(DOC(ctx))} contains all the agreements of the parties on its subject matter and replaces all earlier agreements and arrangements between them on it. No side agreements have been made.`,
  variation,
  "No failure or delay by a party in exercising any right is a waiver of it.",
];

/** French drafts state their position on hardship (C. civ. art. 1195; domain § 2 [P]); the default keeps the statute. */
function frenchHardship(ctx: DraftContext): string | null {
  if (!ctx.within("FR") || ctx.unilateral) return null;
  ctx.note("hardship_fr", "France: the draft keeps the statutory hardship rule of article 1195 of the Civil Code; the parties may instead accept the risk of a change of circumstances and waive it, which should be stated expressly.");
  return `The parties have not accepted the risk of an unforeseeable change of circumstances: ${ctx.cite("fr-code-civil", "1195", "article 1195 of the French Civil Code")} applies, so that a party for whom performance becomes excessively onerous may ask the other to renegotiate ${DOC(ctx)} while continuing to perform it.`;
}

/**
 * The counterparts clause at common law. Each counterpart of an Indian stamped instrument is itself an instrument
 * chargeable as a counterpart or duplicate, stamped under the State's law.
 */
function commonCounterparts(this: void, ctx: DraftContext): string[] {
  const out = [`This ${ctx.shortName} may be executed in any number of counterparts, each of which when executed is an original and all of which together constitute one agreement.`];
  const profile = draftingProfile(ctx);
  if (ctx.law.system === "IN") {
    const law = profile.stampLaw;
    const act = law ? [law.act, law.applies].filter(Boolean).join(", ") : "the stamp law that applies in the State where it is executed";
    out[0] += ` Each counterpart shall be duly stamped under ${act}, as that law requires for a counterpart or duplicate of the instrument.`;
  }
  if (ctx.law.system !== "US" && ctx.law.system !== "IN") {
    out.push(`Transmission of an executed counterpart of this ${ctx.shortName} by email (including in PDF form) or by an electronic signature platform takes effect as delivery of an executed original.`);
  }
  if (profile.electronicSignature) out.push(profile.electronicSignature(ctx));
  return out;
}

/**
 * Copies and electronic signature under a civil code. "Counterparts" that take effect on "delivery" are the English
 * law of deeds; a civil-law contract is concluded when the declarations are exchanged, and where the law requires
 * written form a handwritten signature (or a qualified electronic one, eIDAS Art. 25(2)) is what meets it. France
 * signs in as many originals as the execution block states (C. civ. art. 1375), so no copies are spoken of there.
 */
function civilCounterparts(ctx: DraftContext): string[] {
  const doc = DOC(ctx);
  const copies = ctx.within("FR")
    ? `${capitalise(doc)} is made in as many originals as there are parties, as stated at its end; each party receives one.`
    : `${capitalise(doc)} may be signed in several identical copies, each signed by one or more of the parties, which together form one and the same ${ctx.shortName}.${ctx.within("DE") ? ` Where the law requires written form, it is enough that each party signs the copy intended for the other party (${ctx.cite("de-bgb", "126", "section 126(2) BGB")}).` : ""}`;
  if (ctx.law.system !== "EU") {
    return [copies, `The parties may sign ${doc} by electronic signature, except where the law requires a handwritten signature or another form.`];
  }
  const writtenForm = ctx.within("DE")
    ? `only a handwritten signature meets it, or a qualified electronic signature where the law allows the electronic form (${ctx.cite("de-bgb", "126", "section 126(3) BGB")})`
    : "only a handwritten signature meets it, or a qualified electronic signature where the law accepts one";
  return [
    copies,
    `The parties may sign ${doc} by electronic signature, which is not denied legal effect only because it is electronic (${ctx.cite("eu-eidas", "25", "Article 25 of Regulation (EU) No 910/2014 (eIDAS)")}). Where the law requires ${doc}, or a declaration under it, to be in written form, ${writtenForm}.`,
  ];
}

/**
 * India: stamping under the State's own Stamp Act where it has one (named without section numbers: the registry does
 * not hold these Acts), else under the Indian Stamp Act, 1899 as it applies in the State (domain file § 7 [V]).
 */
function indianStamping(this: void, ctx: DraftContext, who: string): string {
  const law = draftingProfile(ctx).stampLaw;
  return law?.ownAct
    ? `This ${ctx.shortName} shall be stamped with the duty chargeable on it under ${law.act}, before or at the time of its execution. ${who} that an instrument that is not duly stamped is not admissible in evidence, or acted upon, until the duty and any penalty under that Act are paid.`
    : `This ${ctx.shortName} shall be stamped with the duty chargeable on it under ${ctx.cite("in-stamp-act-1899", "3", "section 3 of the Indian Stamp Act, 1899")}, ${law?.applies ?? "as that Act or the stamp law of the State in which it is executed applies"}, before or at the time of its execution (${ctx.cite("in-stamp-act-1899", "17", "section 17")}). ${who} that an instrument that is not duly stamped is not admissible in evidence until the duty and any penalty are paid (${ctx.cite("in-stamp-act-1899", "35", "section 35")}).`;
}

const COMMON: DraftingProfile = {
  key: "common",
  family: "common",
  indirectTax: "value added, goods and services or similar tax",
  post: "by pre-paid post",
  unexcludable: commonSaving,
  impliedTerms: commonImplied,
  severability: commonSeverability,
  notices: commonNotices,
  entireAgreement: commonEntireAgreement,
  liabilityHeads: "whether in contract, tort (including negligence), breach of statutory duty or otherwise",
  liability: limitation,
  signs: "common",
  counterparts: commonCounterparts,
};
const CIVIL: DraftingProfile = {
  key: "civil",
  family: "civil",
  indirectTax: "value added, goods and services or similar tax",
  post: "by registered letter with acknowledgement of receipt",
  unexcludable: civilSaving,
  impliedTerms: civilImplied,
  severability: civilSeverability,
  notices: civilNotices,
  entireAgreement: (ctx) => civilEntireAgreement(ctx),
  liabilityHeads: "whether the claim is contractual or non-contractual",
  liability: limitation,
  signs: "civil",
  counterparts: civilCounterparts,
};

/** Common-law jurisdictions, most specific first. */
/** India's profile: stamped and signed under Indian law, GST, Speed Post notices; a State's row adds its Stamp Act. */
const INDIA: DraftingProfile = { ...COMMON, key: "IN", signs: "in", stampDuty: indianStamping, indirectTax: "goods and services tax", post: "by Speed Post with proof of delivery or by courier", electronicSignature: indianElectronicSignature };
function indianState(key: string, stampLaw: NonNullable<DraftingProfile["stampLaw"]>): DraftingProfile {
  return { ...INDIA, key, stampLaw };
}

const COMMON_PROFILES: DraftingProfile[] = [
  { ...COMMON, key: "GB", signs: "gb", indirectTax: "value added tax", post: "by pre-paid first-class post or other next working day delivery service" },
  {
    ...COMMON,
    key: "US",
    signs: "us",
    indirectTax: "sales, use or similar tax",
    liabilityHeads: "whether in contract, tort (including negligence), strict liability or otherwise",
    impliedTerms: (ctx, what) =>
      `EXCEPT AS EXPRESSLY SET OUT IN ${DOC(ctx).toUpperCase()}, NEITHER PARTY MAKES ANY OTHER WARRANTY${about(what).toUpperCase()}, EXPRESS OR IMPLIED, AND EACH PARTY DISCLAIMS ALL IMPLIED WARRANTIES, INCLUDING THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE.`,
    notices: (ctx) => [
      `Any notice under ${DOC(ctx)} shall be in writing and delivered personally, sent by nationally recognized overnight courier, sent by certified mail, return receipt requested, postage prepaid, or sent by email, ${ADDRESS(ctx)}.`,
      "A notice is deemed received: if delivered personally, on delivery; if sent by overnight courier, on the next business day after it is sent; if sent by certified mail, on the third business day after mailing; and if sent by email, when sent or, if it is sent outside business hours at the place of receipt, when business hours next begin there, unless in either case the sender receives an automated message that it was not delivered.",
    ],
    electronicSignature: (ctx) =>
      `Each party agrees that ${DOC(ctx)} may be signed electronically, and that an electronic signature or record shall not be denied legal effect, validity or enforceability solely because it is in electronic form, in line with ${ctx.cite("us-esign-act", "7001", "15 U.S.C. § 7001 (E-SIGN Act)")}.`,
    unexcludable: (ctx, subject) =>
      `Nothing in ${DOC(ctx)} limits or excludes ${subject} liability for fraud, gross negligence or willful misconduct, for bodily injury or death caused by its negligence, or for any other liability that cannot be limited or excluded under applicable law.`,
  },
  // Karnataka, Maharashtra and Gujarat have Stamp Acts of their own; Delhi and Tamil Nadu apply the Indian Stamp Act,
  // 1899 as amended for them (domain § 7 [V]).
  indianState("IN-KA", { act: "the Karnataka Stamp Act, 1957", ownAct: true }),
  indianState("IN-MH", { act: "the Maharashtra Stamp Act (formerly the Bombay Stamp Act, 1958)", ownAct: true }),
  indianState("IN-GJ", { act: "the Gujarat Stamp Act, 1958", ownAct: true }),
  indianState("IN-DL", { act: "the Indian Stamp Act, 1899", ownAct: false, applies: "as it applies in Delhi" }),
  indianState("IN-TN", { act: "the Indian Stamp Act, 1899", ownAct: false, applies: "as it applies in Tamil Nadu" }),
  // Rajasthan and Kerala have Stamp Acts of their own (the Rajasthan Stamp Act, 1998 replaced the 1952 adaptation of the
  // Indian Act); Uttar Pradesh, Haryana, West Bengal and Telangana apply the Indian Stamp Act, 1899 with their own amendments.
  indianState("IN-RJ", { act: "the Rajasthan Stamp Act, 1998", ownAct: true }),
  indianState("IN-KL", { act: "the Kerala Stamp Act, 1959", ownAct: true }),
  indianState("IN-UP", { act: "the Indian Stamp Act, 1899", ownAct: false, applies: "as it applies in Uttar Pradesh" }),
  indianState("IN-HR", { act: "the Indian Stamp Act, 1899", ownAct: false, applies: "as it applies in Haryana" }),
  indianState("IN-WB", { act: "the Indian Stamp Act, 1899", ownAct: false, applies: "as it applies in West Bengal" }),
  indianState("IN-TS", { act: "the Indian Stamp Act, 1899", ownAct: false, applies: "as it applies in Telangana" }),
  INDIA,
  { ...COMMON, key: "SG", signs: "sg", indirectTax: "goods and services tax", post: "by pre-paid registered post", electronicSignature: signedUnder("the Electronic Transactions Act 2010") },
  // Australia: the Commonwealth Act, and each State's own for matters under State law (NSW: Electronic Transactions Act 2000).
  { ...COMMON, key: "AU-NSW", signs: "au", indirectTax: "goods and services tax", post: "by pre-paid post", impliedTerms: australianImplied, electronicSignature: signedUnder("the Electronic Transactions Act 1999 (Cth) and the Electronic Transactions Act 2000 (NSW)") },
  { ...COMMON, key: "AU-QLD", signs: "au", indirectTax: "goods and services tax", post: "by pre-paid post", impliedTerms: australianImplied, electronicSignature: signedUnder("the Electronic Transactions Act 1999 (Cth) and the Electronic Transactions (Queensland) Act 2001") },
  { ...COMMON, key: "AU", signs: "au", indirectTax: "goods and services tax", post: "by pre-paid post", impliedTerms: australianImplied },
  // New Zealand: electronic transactions are Part 4 of the Contract and Commercial Law Act 2017.
  { ...COMMON, key: "NZ", indirectTax: "goods and services tax", post: "by pre-paid post", electronicSignature: signedUnder("Part 4 of the Contract and Commercial Law Act 2017") },
  { ...COMMON, key: "HK", electronicSignature: signedUnder("the Electronic Transactions Ordinance (Cap. 553)") },
  // Canada: the federal GST, the HST in the participating provinces, and provincial sales taxes elsewhere.
  // Ontario is a participating province: the federal GST is levied there as part of the harmonized sales tax.
  { ...COMMON, key: "CA-ON", indirectTax: "harmonized sales tax", post: "by prepaid registered mail", electronicSignature: signedUnder("the Electronic Commerce Act, 2000 (Ontario)") },
  { ...COMMON, key: "CA", indirectTax: "goods and services tax, harmonized sales tax or provincial sales tax", post: "by prepaid registered mail" },
  { ...COMMON, key: "IE", indirectTax: "value added tax", post: "by pre-paid registered post", electronicSignature: signedUnder("the Electronic Commerce Act 2000") },
];

/** Civil-law jurisdictions whose mandatory liability rules the saving sentence states and cites; then the EU's. */
const CIVIL_PROFILES: DraftingProfile[] = [
  {
    ...CIVIL,
    key: "DE",
    indirectTax: "value added tax",
    liability: germanLiability,
    entireAgreement: (ctx) =>
      civilEntireAgreement(ctx, `Amendments and additions to ${DOC(ctx)} shall be made in writing or in text form. Individual agreements made between the parties take precedence over standard business terms (${ctx.cite("de-bgb", "305b", "section 305b BGB")}).`),
    impliedTerms: (ctx, what) =>
      `Except as expressly set out in ${DOC(ctx)}, the statutory rules on defects apply${about(what)}. No exclusion or limitation of rights for defects applies to a defect that was fraudulently concealed or to a quality that was guaranteed (${ctx.cite("de-bgb", "444", "section 444 BGB")} and section 639 BGB).`,
    severability: (ctx) => [
      `If any provision of ${DOC(ctx)} is or becomes invalid or unenforceable, the remaining provisions remain valid. So far as ${DOC(ctx)} consists of standard business terms, the statutory provisions apply in place of the invalid provision (${ctx.cite("de-bgb", "306", "section 306(2) BGB")}).`,
      `So far as the invalid provision was individually negotiated, the parties shall agree a valid provision that comes as close as the law allows to the economic purpose of the invalid one.`,
    ],
    notices: (ctx) => [
      `Notices under ${DOC(ctx)} shall be given at least in text form (${ctx.cite("de-bgb", "126b", "section 126b BGB")}), by letter delivered by hand or by courier, by registered letter (Einschreiben) or by email, ${ADDRESS(ctx)}. Where the law requires written form, the notice must carry a handwritten signature and be delivered as an original.`,
      `A notice takes effect when it reaches the recipient (${ctx.cite("de-bgb", "130", "section 130 BGB")}). An email reaches the recipient when it arrives in its inbox during business hours, or otherwise at the start of the next Business Day.`,
    ],
    unexcludable: (ctx, subject) =>
      `Nothing in ${DOC(ctx)} limits or excludes ${subject} liability for intent or gross negligence, for injury to life, body or health, under a guarantee, for fraudulent concealment or under the Product Liability Act (Produkthaftungsgesetz) (${ctx.cite("de-bgb", "276", "section 276(3) BGB")}; ${ctx.cite("de-bgb", "309", "section 309 no. 7 BGB")}).`,
  },
  {
    ...CIVIL,
    key: "FR",
    signs: "fr",
    indirectTax: "value added tax",
    liability: frenchLiability,
    entireAgreement: (ctx) => {
      const hardship = frenchHardship(ctx);
      return hardship ? [...civilEntireAgreement(ctx), hardship] : civilEntireAgreement(ctx);
    },
    notices: (ctx) => [
      `Any notice under ${DOC(ctx)} that starts a period or ends, suspends or varies ${DOC(ctx)} shall be sent by registered letter with acknowledgement of receipt (lettre recommandée avec demande d'avis de réception), by electronic registered letter, or delivered by hand against a dated receipt, ${ADDRESS(ctx)}. Other communications may be sent by email.`,
      `A registered letter takes effect on the date of its first presentation at the recipient's address; a notice delivered by hand on the date of the receipt; an email on its receipt during business hours, or otherwise at the start of the next Business Day.`,
    ],
    unexcludable: (ctx, subject) =>
      `Nothing in ${DOC(ctx)} limits or excludes ${subject} liability for gross negligence (faute lourde) or wilful misconduct (faute dolosive), to which the limit of damages to the loss foreseeable at conclusion does not apply (${ctx.cite("fr-code-civil", "1231-3", "article 1231-3 of the French Civil Code")}), for personal injury, or for any other liability that cannot be limited or excluded under mandatory law.`,
  },
  {
    ...CIVIL,
    key: "IT",
    indirectTax: "value added tax",
    unexcludable: (ctx, subject) =>
      `Nothing in ${DOC(ctx)} limits or excludes ${subject} liability for wilful misconduct (dolo) or gross negligence (colpa grave), which article 1229 of the Italian Civil Code does not allow to be excluded or limited in advance, for personal injury, or for any other liability that cannot be limited or excluded under mandatory law.`,
  },
  {
    ...CIVIL,
    key: "ES",
    indirectTax: "value added tax",
    // Standard terms under Spanish law: Ley 7/1998 (LCGC) art. 10 keeps the contract alive without a term not
    // incorporated or void and fills the gap under Civil Code art. 1258 (domain § 4 cites the LCGC).
    severability: (ctx) => [
      civilSeverability(ctx)[0],
      `So far as ${DOC(ctx)} consists of general contract terms (condiciones generales de la contratación), a term that is not incorporated or is void under Ley 7/1998, de 13 de abril, sobre Condiciones Generales de la Contratación (LCGC) does not make ${DOC(ctx)} ineffective if it can continue without that term, and the part affected is completed in accordance with article 1258 of the Civil Code (article 10 LCGC).`,
      civilSeverability(ctx)[1],
    ],
    unexcludable: (ctx, subject) =>
      `Nothing in ${DOC(ctx)} limits or excludes ${subject} liability for wilful misconduct (dolo), which cannot be waived in advance under article 1102 of the Spanish Civil Code, for gross negligence, for personal injury, or for any other liability that cannot be limited or excluded under mandatory law.`,
  },
  {
    ...CIVIL,
    key: "CH",
    indirectTax: "value added tax",
    unexcludable: (ctx, subject) =>
      `Nothing in ${DOC(ctx)} limits or excludes ${subject} liability for unlawful intent or gross negligence, which article 100(1) of the Swiss Code of Obligations does not allow to be excluded in advance, for personal injury, or for any other liability that cannot be limited or excluded under mandatory law.`,
  },
  {
    ...CIVIL,
    key: "NL",
    // Dutch courts do not let a party rely on an exclusion or limitation of liability for its own intent or deliberate
    // recklessness or that of its management (good morals, BW art. 3:40; reasonableness and fairness, art. 6:248(2)).
    unexcludable: (ctx, subject) =>
      `Nothing in ${DOC(ctx)} limits or excludes ${subject} liability for intent or deliberate recklessness (opzet of bewuste roekeloosheid) of that party or its management, for which Dutch law does not allow an exclusion or limitation of liability to be relied on (articles 3:40 and 6:248(2) of the Dutch Civil Code), for gross negligence, for personal injury, or for any other liability that cannot be limited or excluded under mandatory law.`,
  },
  {
    ...CIVIL,
    key: "RO",
    indirectTax: "value added tax",
    // Civil Code art. 1355: no exclusion or limitation of liability for harm caused intentionally or by gross negligence,
    // nor, save as the law provides, for harm to a person's physical or mental integrity or health. The express
    // acceptance in writing that art. 1203 requires of standard clauses limiting liability is the block of specific-approval.ts.
    unexcludable: (ctx, subject) =>
      `Nothing in ${DOC(ctx)} limits or excludes ${subject} liability for harm caused with intent or by gross negligence, which article 1355 of the Romanian Civil Code does not allow to be excluded or limited, for harm to a person's physical or mental integrity or health, or for any other liability that cannot be limited or excluded under mandatory law.`,
  },
  {
    ...CIVIL,
    key: "CA-QC",
    indirectTax: "goods and services tax and Québec sales tax",
    // C.C.Q. art. 1474: no exclusion or limitation for material injury caused through intentional or gross fault, and
    // none at all for bodily or moral injury.
    unexcludable: (ctx, subject) =>
      `Nothing in ${DOC(ctx)} excludes or limits ${subject} liability for bodily or moral injury caused to another, for material injury caused through an intentional or gross fault (article 1474 of the Civil Code of Québec), or for any other liability that cannot be limited or excluded under mandatory law.`,
    entireAgreement: (ctx) => [...civilEntireAgreement(ctx), ...quebecLanguage(ctx)],
  },
  // Norway levies value added tax (merverdiavgift) though it is outside the EU; the civil default's "goods and services" does not fit.
  { ...CIVIL, key: "NO", indirectTax: "value added tax" },
  { ...CIVIL, key: "EU", indirectTax: "value added tax" },
];

/**
 * Québec: the Charter of the French language lets parties be bound by a contract in another language at their express
 * wish; the clause records that wish in both languages, as Québec practice does. A contract of adhesion must first be
 * given in French, under rules amended in 2022, so the note asks for a check.
 */
function quebecLanguage(ctx: DraftContext): string[] {
  ctx.note("language_qc", "Québec: the Charter of the French language (CQLR, c. C-11) allows a contract in English at the parties' express wish, but a contract of adhesion must first be presented in French (rules amended in 2022). Check whether this contract is one of adhesion before using an English-only version; the related documents may also need to be in French.");
  return [
    `The parties have expressly wished that ${DOC(ctx)} and all documents relating to it be drawn up in English only. Les parties ont expressément souhaité que la présente convention et tous les documents qui s'y rattachent soient rédigés en anglais seulement.`,
  ];
}

/** The profile for the draft's law: the most specific code in its chain that has one, else its family's. */
export function draftingProfile(ctx: Pick<DraftContext, "chain" | "law">): DraftingProfile {
  const own = ctx.law.family === "civil" ? CIVIL_PROFILES : COMMON_PROFILES;
  for (const code of ctx.chain) {
    const found = own.find((p) => p.key === code);
    if (found) return found;
  }
  return ctx.law.family === "civil" ? CIVIL : COMMON;
}
