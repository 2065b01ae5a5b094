import { draftingProfile, type LiabilityTerms } from "./drafting-profile";
import type { DraftContext } from "./types";

/**
 * Boilerplate in the form the governing law expects, so that no clause of one legal family leaks into another:
 * liability carve-outs, implied terms, severance, notices and the entire-agreement clause. Each asks the drafting
 * profile of the draft's law (`drafting-profile.ts`), which holds the wording; what stays here is the same for every
 * profile of a family (the insolvency events aside, which follow the insolvency law).
 */

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
 * A limitation of liability clause, in the drafting profile's form: under German law the BGB-shaped clause (no blanket
 * exclusion of lost profits, which § 309 no. 7 would void for gross negligence); elsewhere the saving sentence, the
 * exclusion of indirect loss and the cap. `liable` is "each party" or one role ("the Licensor").
 */
export function liabilityClause(ctx: DraftContext, o: LiabilityTerms): string[] {
  return draftingProfile(ctx).liability(ctx, o);
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
 * The entire-agreement clause, in the drafting profile's form. A non-reliance statement is a common-law device against
 * misrepresentation claims; under German standard terms an individual agreement prevails over any written-form clause
 * (BGB § 305b); a French draft states its position on hardship (C. civ. art. 1195).
 */
export function entireAgreementClause(ctx: DraftContext): string[] {
  return draftingProfile(ctx).entireAgreement(ctx);
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
  // An administrator is the English (and Commonwealth) office-holder; the United States and India have their own.
  if (ctx.law.system === "US") {
    return "becomes insolvent, makes a general assignment for the benefit of its creditors, becomes the subject of a voluntary or involuntary case under the United States Bankruptcy Code or any other insolvency law, has a receiver, trustee or custodian appointed for all or a substantial part of its assets, or ceases to carry on business";
  }
  if (ctx.law.system === "IN") {
    return "becomes unable to pay its debts, has a corporate insolvency resolution process or liquidation commenced in respect of it under the Insolvency and Bankruptcy Code, 2016, has a receiver, resolution professional or liquidator appointed, or ceases to carry on business";
  }
  return ctx.law.family === "civil"
    ? `applies for the opening of insolvency proceedings over its assets, has such proceedings opened or refused for want of assets, or ceases to carry on business`
    : `becomes insolvent, enters into any arrangement with its creditors, has a receiver, administrator or liquidator appointed, or ceases to carry on business`;
}

/**
 * The instrument by which a newcomer (the company, a transferee) becomes bound by a shareholders' agreement: the US
 * "joinder", the English "deed of adherence" elsewhere at common law, and under a civil code an accession agreement,
 * since a civil code knows no deed as a form of contract.
 */
export function adherenceInstrument(ctx: DraftContext): string {
  if (ctx.law.system === "US") return "a joinder";
  return ctx.law.family === "civil" ? "an accession agreement" : "a deed of adherence";
}
