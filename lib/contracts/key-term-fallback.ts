import { englishDate, englishMoney, parseDate, readMoney, readPerPhrase, readWordDate, CURRENCY_CODES, type MoneyPer, type NumberConvention } from "./key-terms";
import { englishPeriod, readPeriod } from "./key-term-forms";
import { readNumericDate, validDate } from "./numeric-date";
import type { KeyTermType } from "./types";
import { escapeRegExp } from "@/lib/text/escape-regexp";

/**
 * The lenient reading of a key term (issue 36), tried only when the strict parser refuses the value: a value that
 * holds exactly one core value of its type (one sum with its currency, one percentage, one period, one date) is
 * drafted as that value in its canonical form, and every other word is reported, never pasted into the draft. A value
 * with no core value, or with two (two sums, a range, "up to …"), stays a 400 naming the forms accepted.
 */
export interface Lenient {
  /** The canonical value the draft is written from; the strict parser accepts it. */
  value: string;
  /** The value as the draft writes it, for the note. */
  drafted: string;
  /** The words of the value that were not drafted, as given ("" where only punctuation was left). */
  dropped: string;
}

/**
 * A word that bounds or hedges the value ("up to", "mindestens", "approx."): the figure alone would say something
 * else, so such a value is not read leniently.
 */
const HEDGE = /(?:^|[\s(])(?:up to|at least|at most|not (?:more|less) than|not exceeding|no (?:more|less) than|a (?:maximum|minimum) of|maximum|minimum|max\.?|min\.?|approx\.?|approximately|about|around|circa|ca\.|roughly|bis zu|höchstens|mindestens|maximal|ungefähr|etwa|rund|jusqu['’]à|au (?:plus|moins|maximum|minimum)|environ|hasta|como máximo|como mínimo|fino a|al massimo|almeno|circa|tot|maximaal|minimaal|ongeveer|około|até)(?=$|[\s,.;:)])/iu;
/** Two figures joined as a range or an alternative ("5-7 %", "EUR 5,000 to 6,000", "3 oder 6 Monate"). */
const RANGE = /\d\s*(?:[-–—]|\s(?:to|bis|à|a|al|tot|do|or|oder|ou|o|of|und|and|et|y|e)\s)\s*\d/iu;
/** Dates in figures, set aside before looking for ranges, so their dashes and dots are not read as one. */
const FIGURE_DATES = /\b(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4})\b/g;

/** The words of a value left when its core value was taken out (marked "…" where it stood), tidied for the note. */
function wordsLeft(value: string): string {
  return value
    .replace(/\s+/g, " ")
    .replace(/…(?:[\s,;:]*…)+/g, "…")
    .replace(/\s+([,;:.)])/g, "$1")
    .replace(/\(\s*\)/g, "")
    .replace(/^[\s,;:.\-–—()/…]+|[\s,;:\-–—(/…]+$/g, "")
    .trim();
}

function removeSpan(value: string, at: number, length: number): string {
  return `${value.slice(0, at)} … ${value.slice(at + length)}`;
}

// ------------------------------------------------------------------------------------------------ Money

const ISO_CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf("currency"));
const CURRENCY_WORDS = [...Object.keys(CURRENCY_CODES), ...ISO_CODES].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|");
const FIGURE = String.raw`\d{1,3}(?:[ \u00a0\u202f.,'’]\d{3})+(?:[.,]\d{1,4})?|\d+(?:[.,]\d{1,4})?`;
const SCALE = String.raw`(?:\s?(?:thousand|million|millions|billion|lakhs?|crores?|Mio\.?|Mrd\.?|Millionen|Milliarden?|millions?|milliards?|k|m|mn|bn)(?![\p{L}]))?`;
const AMOUNT = new RegExp(String.raw`(?<![\p{L}\d])(?:(?:${CURRENCY_WORDS})\s?(?:${FIGURE})(?:[.,][-–]{1,2})?${SCALE}(?![\d])|(?<![.,])(?:${FIGURE})(?:[.,][-–]{1,2})?${SCALE}\s?(?:${CURRENCY_WORDS})(?![\p{L}]))`, "gu");
/** A figure with thousands marks, or of three digits or more that is not a year: another amount, though no currency is named. */
const BARE_AMOUNT = /(?<![\p{L}\d.,])(?:\d{1,3}(?:[.,'’ ]\d{3})+(?:[.,]\d{1,2})?|\d{3,})(?![\d%])/gu;
const isYear = (s: string) => /^(?:19|20)\d{2}$/.test(s);
/** A period word glued to the article or preposition before it ("aan", "jean"): not a period. */
const FUSED = /^(?:a|je|al|na|im|por|per|pro|par)(?:an|ano|anno|rok|jaar)$/i;

/** The one period or unit phrase in the words around a sum, where there is one; null where two disagree. */
function perIn(rest: string): { per?: MoneyPer; unit?: string; text: string } | null {
  const words = rest.split(/[\s,;:()]+|(?=\/)/).filter(Boolean);
  const found: { per: MoneyPer; unit?: string; text: string }[] = [];
  for (let i = 0; i < words.length; i += 1) {
    for (let n = Math.min(4, words.length - i); n >= 1; n -= 1) {
      const phrase = words.slice(i, i + n).join(" ").replace(/^\/ /, "/");
      if (n === 1 && FUSED.test(phrase)) continue;
      const read = readPerPhrase(phrase);
      if (!read) continue;
      found.push({ ...read, text: words.slice(i, i + n).join(" ") });
      i += n - 1;
      break;
    }
  }
  const kinds = new Set(found.map((f) => `${f.per}/${f.unit ?? ""}`));
  if (kinds.size > 1) return null;
  return found[0] ?? { text: "" };
}

/** A money value holding one sum with its currency: that sum, with a period or unit where one is named. */
export function lenientMoney(value: string, convention: NumberConvention): Lenient | null {
  const v = value.trim().replace(/\s+/g, " ");
  if (HEDGE.test(v) || RANGE.test(v.replace(FIGURE_DATES, " ")) || /(?:^|\d|\s)kr\.?(?=\s|$|\d)/.test(v)) return null;
  const amounts = [...v.matchAll(AMOUNT)];
  if (amounts.length !== 1) return null;
  const [hit] = amounts;
  const read = readMoney(hit[0], convention);
  if (!read.ok) return null;
  let rest = removeSpan(v, hit.index, hit[0].length);
  if ([...rest.replace(FIGURE_DATES, " ").matchAll(BARE_AMOUNT)].some((m) => !isYear(m[0]))) return null;
  const per = perIn(rest);
  if (!per) return null;
  if (per.per) rest = rest.replace(per.text, " … ");
  const money = { currency: read.money.currency, amount: read.money.amount, ...(per.per ? { per: per.per } : {}), ...(per.unit ? { unit: per.unit } : {}) };
  const drafted = englishMoney(money);
  return { value: drafted, drafted, dropped: wordsLeft(rest) };
}

// ------------------------------------------------------------------------------------------------ Percentages

const PERCENT = /(?<![\d.,])(\d{1,3}(?:[.,]\d{1,4})?)\s?(?:%|per ?cent|percent|Prozent|pour ?cent|por ciento|per cento|procent)(?![\p{L}])/giu;
/** A floating rate, or points above one: read by its own strict forms only. */
const BENCHMARK = /EURIBOR|SONIA|SOFR|€STR|ESTR|SARON|TONA|SORA|BBSW|CORRA|HONIA|MIBOR|MCLR|WIBOR|LIBOR|base rate|prime rate|repo|reference rate|Basiszins|Leitzins|taux (?:de référence|légal)|tasso|tipo de referencia|bps|basis points?|Basispunkte|points? de base|punti|puntos|percentage points?|Prozentpunkte|statutory|legal rate|gesetzlich/iu;

/** A percentage value holding one figure with a percent sign: that percentage. */
export function lenientPercentage(value: string): Lenient | null {
  const v = value.trim().replace(/\s+/g, " ");
  if (HEDGE.test(v) || BENCHMARK.test(v) || RANGE.test(v.replace(FIGURE_DATES, " "))) return null;
  const hits = [...v.matchAll(PERCENT)];
  if (hits.length !== 1) return null;
  const [hit] = hits;
  const figure = hit[1].replace(",", ".");
  if (Number(figure) > 100) return null;
  const drafted = `${figure}%`;
  return { value: drafted, drafted, dropped: wordsLeft(removeSpan(v, hit.index, hit[0].length)) };
}

// ------------------------------------------------------------------------------------------------ Periods

/** A word of a value without the quotes, brackets and punctuation around it. */
const bare = (w: string) => w.replace(/^["'“„«(]+|["'”»),;:.!?]+$/g, "");

/**
 * The one core value in a value's words: the longest run of up to `longest` words from each word on that `read` reads
 * (runs do not overlap), where there is exactly one; null where there is none or more than one, or `read` says the
 * value must be refused ("refuse": an ambiguous date).
 */
function oneCore<T>(words: readonly string[], longest: number, read: (run: string[]) => T | null | "refuse"): { core: T; dropped: string } | null {
  const found: { core: T; from: number; to: number }[] = [];
  for (let i = 0; i < words.length; i += 1) {
    for (let n = Math.min(longest, words.length - i); n >= 1; n -= 1) {
      const core = read(words.slice(i, i + n));
      if (core === "refuse") return null;
      if (core === null) continue;
      found.push({ core, from: i, to: i + n });
      i += n - 1;
      break;
    }
  }
  if (found.length !== 1) return null;
  const [{ core, from, to }] = found;
  return { core, dropped: wordsLeft([...words.slice(0, from), "…", ...words.slice(to)].join(" ")) };
}

/** A duration value holding one number with a unit (days, weeks, months, years in the catalogue's languages): that period. */
export function lenientPeriod(value: string): Lenient | null {
  const v = value.trim().replace(/\s+/g, " ").replace(/(\d)-(?=\p{L})/gu, "$1 ");
  if (HEDGE.test(v) || RANGE.test(v.replace(FIGURE_DATES, " "))) return null;
  // "two (2) years": the figure in brackets is part of the run.
  const found = oneCore(v.split(" "), 4, (run) => readPeriod(run.map((w, k) => (k < run.length - 1 && /^\(\d+\)$/.test(w) ? w : bare(w))).join(" ")));
  if (!found) return null;
  const drafted = englishPeriod(found.core);
  return { value: drafted, drafted, dropped: found.dropped };
}

// ------------------------------------------------------------------------------------------------ Dates

/** The year, month and day of a value the strict date readers read, or null. */
function dateParts(text: string, monthFirst: boolean): { year: number; month: number; day: number } | null {
  const numeric = readNumericDate(text, monthFirst);
  if (numeric?.ok) return numeric;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso && validDate(+iso[1], +iso[2], +iso[3])) return { year: +iso[1], month: +iso[2], day: +iso[3] };
  const words = readWordDate(text);
  if (words) return words;
  const us = /^([A-Za-z]+) (\d{1,2})(?:st|nd|rd|th)?, (\d{4})$/.exec(text);
  if (!us) return null;
  const month = new Date(`${us[1]} 1, 2000`).getMonth() + 1;
  return Number.isNaN(month) || !validDate(+us[3], month, +us[2]) || !/^[A-Za-z]{3,}$/.test(us[1]) ? null : { year: +us[3], month, day: +us[2] };
}

/** A date value holding one date the strict readers read: that date (an ambiguous date in figures is not read). */
export function lenientDate(value: string, monthFirst: boolean): Lenient | null {
  const found = oneCore(value.trim().replace(/\s+/g, " ").split(" "), 5, (run) => {
    const text = bare(run.join(" "));
    if (!/\d/.test(text)) return null;
    const strict = parseDate(text, monthFirst);
    if (!strict.ok) return run.length === 1 && /ambiguous/.test(strict.message) ? "refuse" : null;
    return dateParts(text, monthFirst);
  });
  if (!found) return null;
  const { year, month, day } = found.core;
  const iso = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return { value: iso, drafted: englishDate(iso, monthFirst), dropped: found.dropped };
}

/** The lenient reading for a term of this type, where the type has one; null keeps the strict refusal. */
export function lenientTerm(type: KeyTermType, value: string, convention: NumberConvention, monthFirst: boolean): Lenient | null {
  if (type === "money") return lenientMoney(value, convention);
  if (type === "percentage" || type === "rate") return lenientPercentage(value);
  if (type === "duration") return lenientPeriod(value);
  if (type === "date") return lenientDate(value, monthFirst);
  return null;
}

/** The note a lenient reading leaves, naming the term and the words not drafted. */
export function lenientNote(name: string, read: Lenient): string {
  const words = read.dropped ? `the words "${read.dropped}" were not drafted` : "the value was not in a form drafted as written";
  return `key_terms.${name}: drafted as "${read.drafted}"; ${words} — check the clause says what was agreed.`;
}
