import { BLANK, type KeyTermSpec, type KeyTermType } from "./types";

/**
 * Key-term values arrive as strings. Each type has one parser that either accepts the value (returning what the
 * draft can compute with) or says in a sentence why not, so a wrong value becomes a 400 naming the term.
 * Accepted values are written into the draft exactly as given: a lawyer's "1 March 2025" stays as typed.
 */

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, eighteen: 18, twenty: 20, thirty: 30, sixty: 60, ninety: 90,
};
const CURRENCY_SYMBOLS = ["US$", "A$", "C$", "S$", "HK$", "Rs.", "Rs", "rs.", "$", "€", "£", "₹", "¥"];

export type ParsedTerm =
  | { ok: true; months?: number }
  | { ok: false; message: string };

function validDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day && year >= 1900 && year <= 2200;
}

export function parseDate(value: string): ParsedTerm {
  const v = value.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (m && validDate(+m[1], +m[2], +m[3])) return { ok: true };
  m = /^(\d{1,2})(?:st|nd|rd|th)? ([A-Za-z]+),? (\d{4})$/.exec(v);
  if (m && MONTHS.includes(m[2].toLowerCase()) && validDate(+m[3], MONTHS.indexOf(m[2].toLowerCase()) + 1, +m[1])) return { ok: true };
  m = /^([A-Za-z]+) (\d{1,2})(?:st|nd|rd|th)?, (\d{4})$/.exec(v);
  if (m && MONTHS.includes(m[1].toLowerCase()) && validDate(+m[3], MONTHS.indexOf(m[1].toLowerCase()) + 1, +m[2])) return { ok: true };
  return { ok: false, message: `must be a date such as "2025-03-01", "1 March 2025" or "March 1, 2025" (got "${value}")` };
}

/**
 * An ISO date ("2026-01-05") as an English draft writes it: "5 January 2026", or "January 5, 2026" under US law.
 * Figures alone are ambiguous across the parties' countries (05/01 is 5 January in Spain, May 1 in the US); a date
 * already written in words is returned as typed.
 */
export function englishDate(value: string, monthFirst: boolean): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m || !validDate(+m[1], +m[2], +m[3])) return value;
  const month = MONTHS[+m[2] - 1].charAt(0).toUpperCase() + MONTHS[+m[2] - 1].slice(1);
  return monthFirst ? `${month} ${+m[3]}, ${m[1]}` : `${+m[3]} ${month} ${m[1]}`;
}

export function parseMoney(value: string): ParsedTerm {
  const v = value.trim();
  const amount = String.raw`\d{1,3}(?:[,\s]\d{2,3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?`;
  const scale = String.raw`(?:\s?(?:thousand|lakh|lakhs|crore|crores|million|billion|k|m|bn))?`;
  const symbols = CURRENCY_SYMBOLS.map((s) => s.replace(/[.$]/g, "\\$&")).join("|");
  const per = String.raw`(?:\s(?:per|a|each|in)\s.+)?`;
  const before = new RegExp(`^(?:[A-Z]{3}|${symbols})\\s?(?:${amount})${scale}${per}$`);
  const after = new RegExp(`^(?:${amount})${scale}\\s?[A-Z]{3}${per}$`);
  if (before.test(v) || after.test(v)) return { ok: true };
  return {
    ok: false,
    message: `must be an amount with its currency, such as "USD 50,000", "£10,000", "INR 5,00,000" or "EUR 1,200 per month" (got "${value}")`,
  };
}

export function parseDuration(value: string): ParsedTerm {
  const v = value.trim().toLowerCase();
  const m = /^(?:([a-z-]+)\s*\((\d+)\)|(\d+(?:\.\d+)?)|([a-z-]+))\s*(calendar |business |working )?(day|week|month|year)s?$/.exec(v);
  if (m) {
    const n = m[2] ?? m[3] ? Number(m[2] ?? m[3]) : NUMBER_WORDS[m[4]];
    if (n !== undefined && Number.isFinite(n) && n > 0 && n <= 1200) {
      const unit = m[6];
      const months = unit === "year" ? n * 12 : unit === "month" ? n : unit === "week" ? (n * 7) / 30.4375 : n / 30.4375;
      return { ok: true, months };
    }
  }
  return { ok: false, message: `must be a period such as "2 years", "6 months", "30 days" or "two (2) years" (got "${value}")` };
}

export function parsePercentage(value: string): ParsedTerm {
  const m = /^(\d{1,3}(?:\.\d{1,4})?)\s?(?:%|percent|per cent)(?:\s.+)?$/i.exec(value.trim());
  if (m && Number(m[1]) <= 100) return { ok: true };
  return { ok: false, message: `must be a percentage from 0 to 100, such as "5%" or "12.5 per cent" (got "${value}")` };
}

/** Benchmarks a floating rate may be set against, as lenders write them. */
const BENCHMARKS = String.raw`(?:compounded |daily |term |overnight )*(?:SONIA|SOFR|EURIBOR|€STR|ESTR|SARON|TONA|TONAR|SORA|BBSW|CORRA|HONIA|MIBOR|MCLR|T-?bill rate|repo rate|(?:the )?Bank of England base rate|(?:the )?base rate|(?:the )?prime rate|(?:the )?RBI repo rate)(?: \([^)]{1,40}\))?`;
const FLOATING = new RegExp(String.raw`^(${BENCHMARKS})\s*(?:plus|\+)\s*(?:a margin of\s*)?(\d{1,3}(?:\.\d{1,4})?)\s?(%|per cent|percent|bps|basis points)(?:\s+(?:per annum|a year|p\.?a\.?|per year))?$`, "i");

export type ParsedRate = { kind: "fixed"; percent: string } | { kind: "floating"; benchmark: string; margin: string };

/** A fixed rate ("7.5%", "7.5% a year") or a benchmark plus margin ("SONIA plus 4.25% per annum", "Term SOFR + 350 bps"). */
export function parseRateValue(value: string): ParsedRate | null {
  const v = value.trim();
  const floating = FLOATING.exec(v);
  if (floating) {
    const bps = /^b/i.test(floating[3]);
    const n = Number(floating[2]);
    if (bps ? n > 10000 : n > 100) return null;
    const margin = bps ? `${+(n / 100).toFixed(4)}%` : `${floating[2]}%`;
    return { kind: "floating", benchmark: floating[1].replace(/^the /i, ""), margin };
  }
  if (parsePercentage(v).ok) return { kind: "fixed", percent: withoutPeriod(v) };
  return null;
}

export function parseRate(value: string): ParsedTerm {
  if (parseRateValue(value)) return { ok: true };
  return {
    ok: false,
    message: `must be a fixed rate such as "7.5%" or "7.5% a year", or a benchmark plus a margin such as "SONIA plus 4.25% per annum", "Term SOFR + 3.5%" or "EURIBOR + 250 bps" (got "${value}")`,
  };
}

/** "5% per annum" → "5%": the period a template adds itself ("… a year") is not repeated. */
export function withoutPeriod(value: string): string {
  return value.replace(/\s*(?:,\s*)?(?:per annum|p\.?\s?a\.?|a year|per year|annually|yearly|each year)\.?$/i, "").trim();
}

/** "2% per annum above the applicable rate" → "2%": a margin over a rate the template names itself. */
export function marginOnly(value: string): string {
  return withoutPeriod(value.replace(/\s+(?:above|over|in excess of|on top of)\s.*$/i, "").trim());
}

/** "6% of Gross Sales" → "6%" where the template names the base ("of the Gross Sales") itself. */
export function percentWithoutBase(value: string, base: string): string {
  const words = base.replace(/^the /i, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return value.replace(new RegExp(String.raw`\s+(?:of|on)\s+(?:the\s+|all\s+|its\s+|monthly\s+)*${words}(?![A-Za-z]).*$`, "i"), "").trim();
}

/**
 * A value that follows a verb as an adverbial ("repay the Loan in 20 equal quarterly instalments"): given without a
 * preposition, "in" is supplied.
 */
export function asAdverbial(value: string): string {
  return /^(?:in|by|on|at|over|within|through|according|as|via|pursuant|under|upon|from|with|monthly|quarterly|annually|weekly)(?=\s|$)/i.test(value.trim()) ? value.trim() : `in ${value.trim()}`;
}

/** A list of acts after "may": "to execute …" → "execute …", so that "may to execute" cannot be drafted. */
export function asBareInfinitive(value: string): string {
  return value.trim().replace(/^(?:is |are )?(?:authorised |authorized |empowered )?to\s+/i, "");
}

/** "none", "n/a", "nil": an optional term given as nothing, which the draft treats as not given. */
export function meansNone(value: string): boolean {
  return /^(?:none|nil|n\/a|na|not applicable|no|-|—)\.?$/i.test(value.trim());
}

function normaliseChoice(value: string): string {
  return value.trim().toLowerCase().replace(/[\s_]+/g, " ").replace(/ ?- ?/g, "-");
}

/** The option a choice value names (case, spaces, hyphens and underscores ignored), or undefined. */
export function matchChoice(value: string, options: readonly string[]): string | undefined {
  const wanted = normaliseChoice(value);
  return options.find((o) => normaliseChoice(o) === wanted || normaliseChoice(o).replace(/-/g, " ") === wanted.replace(/-/g, " "));
}

export function parseTerm(spec: Pick<KeyTermSpec, "type" | "options">, value: string): ParsedTerm {
  if (value.trim() === "") return { ok: false, message: "must not be empty" };
  if (value.includes(BLANK)) return { ok: true };
  const parsers: Record<KeyTermType, (v: string) => ParsedTerm> = {
    text: (v) => (v.length <= 2000 ? { ok: true } : { ok: false, message: "must be at most 2,000 characters" }),
    date: parseDate,
    money: parseMoney,
    duration: parseDuration,
    percentage: parsePercentage,
    rate: parseRate,
    choice: (v) =>
      matchChoice(v, spec.options ?? []) !== undefined
        ? { ok: true }
        : { ok: false, message: `must be one of ${(spec.options ?? []).map((o) => `"${o}"`).join(", ")} (got "${v}")` },
  };
  return parsers[spec.type](value);
}

/** "Non Compete Period" / "non-compete-period" / "nonCompetePeriod" → "non_compete_period". */
export function termKey(name: string): string {
  return name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .toLowerCase()
    .replace(/^_+|_+$/g, "");
}

/** "non_compete_period" → "Non-compete period" style label for the Special terms clause. */
export function termLabel(key: string): string {
  const words = termKey(key).split("_").filter(Boolean).join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "30 days" → "30 days'", "1 month" → "1 month's": the possessive before "notice". A blank stays a blank. */
export function noticeOf(duration: string): string {
  if (duration.endsWith(BLANK)) return `${duration}'s`;
  return /s$/i.test(duration.trim()) ? `${duration.trim()}'` : `${duration.trim()}'s`;
}

/** First letter upper-case, for a role or name that starts a sentence ("the Employer" → "The Employer"). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
