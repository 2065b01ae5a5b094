import { describeDuration, durationsIn, type Duration } from "./durations";

/**
 * The deadlines a lawyer diarises, each with the clause it comes from: notice windows before a renewal or the end of a
 * term, notice periods to terminate, cure periods, payment periods, and the dates a term ends or renews. Read sentence
 * by sentence; a period that is none of these (the length of the term, a warranty period) is not a deadline.
 */
export type DeadlineKind = "renewal_notice" | "termination_notice" | "cure_period" | "payment_period" | "notice_period" | "expiry_date" | "renewal_date";

export interface Deadline {
  kind: DeadlineKind;
  /** The period, when the deadline is one ("90 days"); null for a date. */
  period: { amount: number; unit: Duration["unit"]; text: string } | null;
  /** The date, when the deadline is one, as written ("December 31, 2025"). */
  date: string | null;
  /** What it means, in a line: "Notice not to renew: at least 90 days before the end of the term". */
  description: string;
  clause_number: number;
  clause_label: string | null;
}

const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
const DATE = new RegExp(String.raw`\b(?:(?:${MONTHS})\s+\d{1,2},?\s+\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?(?:${MONTHS}),?\s+\d{4})\b`);

const RENEWS = /\brenew\w*|\bextend\w*|\bextension\b|\b(?:continue|continues|continuing)\s+(?:\w+\s+){0,3}(?:year\s+to\s+year|month\s+to\s+month|successive|additional|thereafter)|\bnon-?renewal\b|\bevergreen\b/i;
const BEFORE_END = /\b(?:prior\s+to|before|preceding|in\s+advance\s+of)\s+(?:\w+\s+){0,4}(?:expir\w*|end|termination|anniversary|renewal)/i;
const AT_TERM_END = /\b(?:at|upon|on|as\s+of|effective\s+(?:at|upon|on|as\s+of))\s+(?:the\s+)?(?:end|expir\w*|conclusion)\s+of\s+(?:the\s+|any\s+|each\s+|such\s+)?(?:then[\s-]+(?:current|existing)\s+|initial\s+|current\s+|renewal\s+|extended\s+|additional\s+)*(?:term|period|renewal\s+term)\b/i;
const CURE = /\bcure[ds]?\b|\bcuring\b|\bremed(?:y|ied|ies)\b|\brectif\w*|\bcorrect(?:s|ed)?\b/i;
const TERMINATES = /\bterminat\w*|\bcancel\w*/i;
const NOTICE = /\bnotice\b|\bnotif\w*/i;
const PAYS = /\b(?:pay|paid|payable|payment|invoice[ds]?|remit\w*)\b/i;
/** "ends on December 31, 2025": the date right after "end on" (not "begin on February 1, 1998 and end on the first anniversary"). */
const ENDS_ON_DATE = new RegExp(String.raw`\bends?\s+on\s+${DATE.source}`);
/** A change of price ("may increase the Subscription Fee", "adjust the rates"): its notice is not a renewal window. */
const PRICE_CHANGE = /\b(?:increase|raise|adjust|change|revise)\w*\s+(?:the\s+|its\s+|any\s+)?(?:\w+\s+){0,2}(?:fees?|prices?|rates?|charges?|rent)\b/i;
/** "unless extended by a written amendment / by mutual agreement": not a renewal of its own. */
const EXTENDED_BY_AGREEMENT = /\b(?:renewed|extended)\s+by\s+(?:a\s+)?(?:(?:mutual|written)\s+)*(?:amendment|agreement|consent)\b[^.;]{0,60}/gi;

/** The sentences of a clause, keeping "(a)" list items with their lead-in. */
const sentencesOf = (text: string) => text.split(/(?<=[.;])\s+(?=[A-Z(])|\n+/).filter((s) => s.trim().length > 0);

/** The period a sentence's deadline is, chosen by what it is next to: the one nearest before "notice", "prior to" or "within". */
function periodFor(sentence: string, anchor: RegExp, not: (sentence: string, p: Duration) => boolean = () => false): Duration | null {
  const periods = durationsIn(sentence).filter((p) => !not(sentence, p));
  if (periods.length === 0) return null;
  if (periods.length === 1) return periods[0];
  const at = sentence.search(anchor);
  if (at < 0) return periods[0];
  // A period that qualifies the anchor sits within a few words of it ("90 days' prior written notice", "within 30 days").
  return periods.reduce((best, p) => (Math.abs(p.index - at) < Math.abs(best.index - at) ? p : best));
}

/**
 * A period that is the length of the term or of a renewal, not a notice: "renews for successive periods of one year
 * unless the Supplier gives notice", "successive one-year terms", "for a further two (2) years". A sentence whose only
 * period is the renewal's states no notice window.
 */
function renewalLength(sentence: string, p: Duration): boolean {
  const before = sentence.slice(Math.max(0, p.index - 60), p.index);
  const after = sentence.slice(p.index + p.text.length, p.index + p.text.length + 30);
  return (
    /\b(?:periods?|terms?|renewals?|extensions?)\s+of\s+(?:an?\s+)?(?:additional\s+|further\s+)?$|\bfor\s+(?:an?\s+|one\s+)?(?:(?:further|successive|additional|consecutive|another|subsequent|like|similar)\s+)+(?:(?:periods?|terms?)\s+of\s+)?$|\bfor\s+(?:an?\s+)?(?:initial\s+)?(?:period|term)\s+of\s+$|\bfor\s+$/i.test(before) ||
    /^\s*(?:\([\w-]+\)\s*)?(?:renewal\s+)?(?:terms?|periods?|renewals?|extensions?)\b|^-?(?:year|month)\s+(?:terms?|periods?)/i.test(after)
  ) && !/^\s*(?:\([\w-]+\)\s*)?(?:['’]s?\s+)?(?:prior\s+)?(?:written\s+)?notice\b|^\s*(?:before|prior\s+to|in\s+advance)\b/i.test(after);
}

/** The deadlines of one clause's text. */
export function deadlinesIn(text: string, clause_number: number, clause_label: string | null): Deadline[] {
  const out: Deadline[] = [];
  const add = (kind: DeadlineKind, period: Duration | null, date: string | null, description: string) => {
    if (out.some((d) => d.kind === kind && d.period?.amount === period?.amount && d.period?.unit === period?.unit && d.date === date)) return;
    out.push({ kind, period: period ? { amount: period.amount, unit: period.unit, text: period.text } : null, date, description, clause_number, clause_label });
  };
  // Most clauses name no period and no date: nothing to read.
  if (!/day|week|month|year|\d{4}/i.test(text)) return out;
  for (const sentence of sentencesOf(text)) {
    if (!/day|week|month|year|\d{4}/i.test(sentence)) continue;
    const hasNotice = NOTICE.test(sentence);
    if (CURE.test(sentence) && /\bbreach\w*|\bdefault\w*|\bfail\w*/i.test(sentence)) {
      const p = periodFor(sentence, /\bcure|\bremed|\brectif|\bwithin\b/i);
      if (p) add("cure_period", p, null, `Cure period: ${describeDuration(p)} to remedy a breach after notice`);
    }
    // "renews automatically … unless either party gives at least 90 days' notice": that notice is the one that stops the renewal.
    const unlessNotice = /\brenew\w*\b[^.;]{0,200}\bunless\b[^.;]{0,80}\bnotice\b/i.test(sentence);
    if (hasNotice && PRICE_CHANGE.test(sentence) && !/\bnon-?renewal|not\s+to\s+renew|\bterminat/i.test(sentence)) {
      // "may increase the fees for any renewal term by notice at least 90 days before the renewal date": notice of a new price, not a window to stop the renewal.
      const p = periodFor(sentence, NOTICE);
      if (p) add("notice_period", p, null, `Notice of a price change: ${describeDuration(p)}`);
    } else if (hasNotice && RENEWS.test(sentence) && (BEFORE_END.test(sentence) || unlessNotice || /\bnon-?renewal|not\s+to\s+renew|intention\s+(?:not\s+)?to\s+(?:renew|terminate)/i.test(sentence))) {
      const p = periodFor(sentence, BEFORE_END.test(sentence) ? BEFORE_END : NOTICE, renewalLength);
      if (p) add("renewal_notice", p, null, `Notice to stop a renewal: at least ${describeDuration(p)} before the end of the term`);
    } else if (hasNotice && TERMINATES.test(sentence) && !CURE.test(sentence)) {
      const p = periodFor(sentence, NOTICE);
      if (p && /\bprior|\badvance|\bnotice\s+of\s+(?:at\s+least|not\s+less)|\bupon\b|\bon\b|\bby\s+giving|\bwith\b|\bgiving\b|\bbefore\b/i.test(sentence)) {
        // A notice to end the contract when a term ends ("at the end of the then-current term", "effective upon expiry of any Renewal Term") is the window to stop a renewal.
        const atTermEnd = (BEFORE_END.test(sentence) && RENEWS.test(sentence)) || AT_TERM_END.test(sentence);
        if (atTermEnd) add("renewal_notice", p, null, `Notice to stop a renewal: at least ${describeDuration(p)} before the end of the term`);
        else add("termination_notice", p, null, `Notice to terminate: ${describeDuration(p)}`);
      }
    }
    if (PAYS.test(sentence) && /\bwithin\b|\bnet\s+\d/i.test(sentence) && !TERMINATES.test(sentence)) {
      const p = periodFor(sentence, /\bwithin\b|\bnet\b/i);
      if (p && p.unit !== "year") add("payment_period", p, null, `Payment due within ${describeDuration(p)}`);
    }
    const date = DATE.exec(sentence)?.[0];
    if (date) {
      // "ends on December 31, 2025, unless extended by a written amendment": an extension only by agreement leaves the date the end.
      const renews = RENEWS.test(sentence.replace(EXTENDED_BY_AGREEMENT, ""));
      const ends = /\b(?:expire|expires|expiring|expiration|expiry|terminate\s+on|continue\s+until|until|through)\b/i.test(sentence) || ENDS_ON_DATE.test(sentence);
      if (ends && /\bterm\b|\bagreement\b|\bexpir/i.test(sentence) && !renews) add("expiry_date", null, date, `The term ends on ${date}`);
      else if (RENEWS.test(sentence) && /\bterm\b|\bagreement\b/i.test(sentence)) add("renewal_date", null, date, `Renewal date: ${date}`);
    }
  }
  return out;
}

/** Every clause's deadlines, in document order (at most `limit`). */
export function deadlinesOf(clauses: { clause_number: number; label: string | null; clause_text: string; kind?: string }[], limit = 40): Deadline[] {
  return clauses.filter((c) => c.kind !== "signature").flatMap((c) => deadlinesIn(c.clause_text, c.clause_number, c.label)).slice(0, limit);
}
