/**
 * A cap on how far a price may rise ("renewal price increases shall not exceed 7%", "may not raise its rates by more
 * than CPI") is often filed by the clause detector as a cap on liability. It limits no one's liability: it is a price
 * term that protects the party who pays. Pure: no I/O.
 */
import type { PartyRef } from "../facts/parties";
import { describeFavour, sentences, type Protection } from "./direction";
import { ABOUT_LIABILITY } from "./liability-category";
import { LIMITS_LIABILITY } from "./liability-wording";

const PRICE = /\b(?:fees?|prices?|pricing|charges?|rates?|rent|subscription|tariffs?)\b/i;
const RISE = /\b(?:increas\w*|rais\w*|rises?|escalat\w*|uplift\w*|adjust\w*)\b/i;
const CAPPED = /\b(?:(?:shall|will|may|must|does|do)\s+not\s+(?:exceed|be\s+more\s+than)|not\s+to\s+exceed|capped\s+at|limited\s+to|(?:by\s+)?(?:no|not)\s+more\s+than|in\s+excess\s+of)\b|\bnot\b[^.;]{0,60}\bby\s+more\s+than\b/i;

/** A right to raise the price ("The Provider may increase the Fees …"): the cap on it qualifies a right the payee holds. */
const MAY_RAISE = /\b(?:may|reserves\s+the\s+right\s+to|(?:is|shall\s+be)\s+entitled\s+to)\s+(?!not\b)(?:\w+\s+){0,3}?(?:increase|raise|adjust|revise|vary)\b/i;

/** Whether one of the text's sentences caps a price rise and speaks of no liability, loss or damages. */
export function capsPriceRise(text: string): boolean {
  return sentences(text).some((s) => PRICE.test(s) && RISE.test(s) && CAPPED.test(s) && !ABOUT_LIABILITY.test(s));
}

/**
 * A cap on price rises that protects the payer. A clause that gives a party the right to raise its price, capped, is
 * that party's right instead (read as a price variation, which its core risk rates knowing the cap).
 */
export function capsPriceIncrease(text: string): boolean {
  return !MAY_RAISE.test(text) && capsPriceRise(text);
}

/**
 * Whether a clause the detector filed as a liability cap speaks of liability at all; an indemnity always does. A sentence
 * that only adds remedies ("… in addition to any other remedies available to it, including the recovery of
 * consequential damages") limits no one's liability and does not count, unless it also limits one.
 */
export function speaksOfLiability(text: string): boolean {
  if (/\bindemn\w*|\bhold\s+harmless\b/i.test(text)) return true;
  if (!ABOUT_LIABILITY.test(text)) return false;
  const about = sentences(text).filter((s) => ABOUT_LIABILITY.test(s));
  return about.length === 0 || about.some((s) => !ADDS_REMEDIES.test(s) || LIMITS_LIABILITY.test(s));
}

/** A sentence that keeps or adds remedies: "in addition to (without prejudice to) any other remedies", "remedies are cumulative". */
const ADDS_REMEDIES =
  /\b(?:in\s+addition\s+to|without\s+prejudice\s+to|not\s+in\s+lieu\s+of|cumulative\s+(?:with|to))\b[^.;]{0,200}\b(?:remed(?:y|ies)|rights?)\b|\bremed(?:y|ies)\b[^.;]{0,80}\b(?:(?:are|is|shall\s+be)\s+cumulative|non-?exclusive)\b/i;

/** The price cap protects every party other than the payee: it binds the payee. Null when the payee is unknown. */
export function priceCapProtection(payee: string | null, refs: PartyRef[]): Protection | null {
  if (!payee) return null;
  return { mutual: false, beneficiaries: refs.filter((p) => p.key !== payee).map((p) => p.key), obligors: [payee] };
}

const WORDS = { right: "price cap", holds: "pays no more than the cap allows", bears: "cannot raise its price beyond it" };

/** Whom the price cap favours, in one sentence, from the reviewer's side when there is one. */
export function describePriceCap(p: Protection, reviewer: string | null): string {
  return describeFavour(p, WORDS, reviewer, "each party holds it");
}
