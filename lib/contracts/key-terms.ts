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
