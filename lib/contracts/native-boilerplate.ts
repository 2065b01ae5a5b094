import { draftingProfile } from "./drafting-profile";
import { capitalise } from "./key-terms";
import type { DraftContext } from "./types";

/**
 * Boilerplate in the form the governing law expects, so that no clause of one legal family leaks into another:
 * liability carve-outs, implied terms, severance, notices and the entire-agreement clause. Facts from
 * ../shared/domain/civil-law-drafting-reference.md (sections 1–5 and 9); only [V] rules are cited by number.
 */

/** The German liability wording (domain § 1 [P]): §§ 276(3), 307, 309 no. 7 BGB and § 14 ProdHaftG. */
function germanLiability(ctx: DraftContext, liable: string, cap: string | undefined): string[] {
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
 * The sentence that saves what the law will not let a party exclude, in the governing law's terms. `subject` is
 * the possessive ("either party's", "the Licensor's").
 */
export function unexcludableLiability(ctx: DraftContext, subject: string): string {
  return draftingProfile(ctx).unexcludable(ctx, subject);
}

/**
 * The saving sentence after a type's own limit of liability (a seller's warranty cap, an escrow agent's or a
 * mediator's exclusion) under a civil code, whose rule against excluding liability in advance for intent or gross
 * negligence (BGB § 276(3), C. civ. art. 1231-3, c.c. art. 1229, CC art. 1102, OR art. 100(1)) reaches every such
 * limit; the common-law limits of those types need none beyond their own fraud carve-out.
 */
export function civilLimitSaving(ctx: DraftContext, subject: string): string[] {
  return ctx.law.family === "civil" ? [unexcludableLiability(ctx, subject)] : [];
}

/**
 * A limitation of liability clause. Under German law it is the BGB-shaped clause (no blanket exclusion of lost
 * profits, which § 309 no. 7 would void for gross negligence); elsewhere the saving sentence, the exclusion of
 * indirect loss and the cap. `liable` is "each party" or one role ("the Licensor").
 */
export function liabilityClause(ctx: DraftContext, o: { liable: string; cap?: string; capFallback: string; indirect?: string }): string[] {
  if (ctx.within("DE")) return germanLiability(ctx, o.liable, o.cap);
  const mutual = o.liable === "each party";
  const subject = mutual ? "either party's" : `${o.liable}'s`;
  const indirect = o.indirect ?? "any loss of profits, loss of business, loss of goodwill, or any indirect or consequential loss";
  const out = [unexcludableLiability(ctx, subject)];
  if (ctx.within("FR")) {
    out.push(
      `Subject to the previous sub-clause, ${mutual ? "each party" : o.liable} is liable only for direct loss that was foreseeable when this ${ctx.shortName} was concluded, and not for ${indirect}.`,
      `Subject to the first sub-clause, ${mutual ? "each party's" : `${o.liable}'s`} total liability arising under or in connection with this ${ctx.shortName} in any contract year shall not exceed ${o.cap ?? o.capFallback}.`,
      `No limitation in this clause deprives an essential obligation of this ${ctx.shortName} of its substance; a clause that did so would be deemed unwritten (${ctx.cite("fr-code-civil", "1170", "article 1170 of the French Civil Code")}).`,
    );
    return out;
  }
  const tort =
    ctx.law.family === "civil"
      ? "whether in contract, in tort or otherwise"
      : ctx.law.system === "US"
        ? "whether in contract, tort (including negligence), strict liability or otherwise"
        : "whether in contract, tort (including negligence), breach of statutory duty or otherwise";
  out.push(
    `Subject to the previous sub-clause, ${mutual ? "neither party shall be liable to the other" : `${o.liable} shall not be liable`}, ${tort}, for ${indirect} arising under or in connection with this ${ctx.shortName}.`,
    `Subject to the first sub-clause of this clause, ${mutual ? "each party's" : `${o.liable}'s`} total liability arising under or in connection with this ${ctx.shortName} in any contract year shall not exceed ${o.cap ?? o.capFallback}.`,
  );
  return out;
}

/** The exclusion of terms the law would otherwise imply, in the drafting profile's form. */
export function impliedTermsExclusion(ctx: DraftContext, what?: string): string {
  return draftingProfile(ctx).impliedTerms(ctx, what);
}

/** Severance, in the drafting profile's form. */
export function severabilityClause(ctx: DraftContext): string[] {
  return draftingProfile(ctx).severability(ctx);
}

/** How notices are sent and when they take effect, in the drafting profile's form. */
export function noticesClause(ctx: DraftContext): string[] {
  return draftingProfile(ctx).notices(ctx);
}

/**
 * The entire-agreement clause. A non-reliance statement is a common-law device against misrepresentation claims;
 * under German standard terms an individual agreement prevails over any written-form clause (BGB § 305b).
 */
export function entireAgreementClause(ctx: DraftContext): string[] {
  const doc = `this ${ctx.shortName}`;
  if (ctx.law.family === "civil") {
    const out = [
      `${capitalise(doc)} contains all the agreements of the parties on its subject matter and replaces all earlier agreements and arrangements between them on it. No side agreements have been made.`,
      `Amendments and additions to ${doc} shall be made in writing${ctx.within("DE") ? " or in text form" : ""}. ${ctx.within("DE") ? `Individual agreements made between the parties take precedence over standard business terms (${ctx.cite("de-bgb", "305b", "section 305b BGB")}).` : ""}`.trim(),
      "No failure or delay by a party in exercising any right is a waiver of it.",
    ];
    const hardship = frenchHardship(ctx);
    if (hardship) out.push(hardship);
    return out;
  }
  return [
    `${capitalise(doc)} constitutes the entire agreement between the parties about its subject matter and supersedes all previous agreements, arrangements and understandings between them, whether written or oral. Each party acknowledges that in entering into it, it has not relied on any statement, representation or warranty that is not set out in it.`,
    `No variation of ${doc} is effective unless it is in writing and signed by or on behalf of each party.`,
    "No failure or delay by a party in exercising any right or remedy is a waiver of it, nor does it prevent the further exercise of that or any other right or remedy.",
  ];
}

/**
 * The insolvency events that let a party terminate, in the terms of the governing law's procedure: English-law
 * receivers and administrators are no part of a civil-law insolvency. A predicate: the caller names the party.
 */
export function insolvencyEvents(ctx: DraftContext): string {
  // France bars terminating a current contract merely because safeguard, receivership or judicial liquidation
  // proceedings open (C. com. arts. L622-13, L631-14, L641-11-1); a clause naming them as a ground would be struck.
  if (ctx.within("FR")) {
    return "ceases to carry on business or is dissolved, other than for a solvent reorganisation (the opening of safeguard, receivership or judicial liquidation proceedings does not in itself give a right to terminate: articles L622-13, L631-14 and L641-11-1 of the French Commercial Code)";
  }
  return ctx.law.family === "civil"
    ? `applies for the opening of insolvency proceedings over its assets, has such proceedings opened or refused for want of assets, or ceases to carry on business`
    : `becomes insolvent, enters into any arrangement with its creditors, has a receiver, administrator or liquidator appointed, or ceases to carry on business`;
}

/** French drafts state their position on hardship (C. civ. art. 1195; domain § 2 [P]); the default keeps the statute. */
export function frenchHardship(ctx: DraftContext): string | null {
  if (!ctx.within("FR") || ctx.unilateral) return null;
  ctx.note("hardship_fr", "France: the draft keeps the statutory hardship rule of article 1195 of the Civil Code; the parties may instead accept the risk of a change of circumstances and waive it, which should be stated expressly.");
  return `The parties have not accepted the risk of an unforeseeable change of circumstances: ${ctx.cite("fr-code-civil", "1195", "article 1195 of the French Civil Code")} applies, so that a party for whom performance becomes excessively onerous may ask the other to renegotiate ${`this ${ctx.shortName}`} while continuing to perform it.`;
}
