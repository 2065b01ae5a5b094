/**
 * Periods as contracts write them: "ninety (90) days", "12 months", "one (1) year", "thirty calendar days". The
 * figure in brackets wins over the words before it (it is the one the parties checked); a period with neither a
 * figure nor a number word ("a reasonable time") is not one.
 */
export type DurationUnit = "day" | "business_day" | "week" | "month" | "year";

export interface Duration {
  amount: number;
  unit: DurationUnit;
  /** The words as the contract writes them ("ninety (90) days"). */
  text: string;
  /** Where the words start in the text read. */
  index: number;
}

const ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** "forty-five" → 45, "one hundred twenty" → 120, "a" → 1; null when the words are not a number up to 999. */
export function numberWord(words: string): number | null {
  const parts = words.toLowerCase().replace(/-/g, " ").split(/\s+/).filter((w) => w && w !== "and");
  if (parts.length === 0) return null;
  if (parts.length === 1 && (parts[0] === "a" || parts[0] === "an")) return 1;
  let total = 0;
  let current = 0;
  for (const w of parts) {
    const one = ONES.indexOf(w);
    const ten = TENS.indexOf(w);
    if (one >= 0) current += one;
    else if (ten >= 2) current += ten * 10;
    else if (w === "hundred") current = (current || 1) * 100;
    else return null;
  }
  total += current;
  return total;
}

const WORD = String.raw`(?:${[...ONES, ...TENS.filter(Boolean), "hundred", "and"].join("|")})`;
const NUMBER_WORDS = String.raw`${WORD}(?:[\s-]+${WORD}){0,4}`;
const UNIT = String.raw`(?:(calendar|business|working)\s+)?(days?|weeks?|months?|years?)`;
/** "ninety (90) days", "(90) days", "90 days", "ninety days", "one month". */
const DURATION = new RegExp(String.raw`\b(?:(${NUMBER_WORDS})\s*)?(?:\(\s*(\d{1,4})\s*\)|(\d{1,4}))?\s*-?\s*${UNIT}\b`, "gi");

/** Every period the text names, in order. */
export function durationsIn(text: string): Duration[] {
  const out: Duration[] = [];
  // The full pattern is costly at every word; most sentences name no period at all.
  if (!/day|week|month|year/i.test(text)) return out;
  for (const m of text.matchAll(DURATION)) {
    const [whole, words, bracketed, digits, kind, unitWord] = m;
    const figure = bracketed ?? digits;
    let amount: number | null = figure ? Number(figure) : null;
    if (amount === null && words) amount = numberWord(words);
    if (amount === null || amount <= 0) continue;
    // "and" alone, or a stray number word that is part of a name, gives no figure.
    const unitBase = unitWord.toLowerCase().replace(/s$/, "");
    const unit: DurationUnit = unitBase === "day" && kind && /business|working/i.test(kind) ? "business_day" : (unitBase as DurationUnit);
    const lead = whole.length - whole.trimStart().length;
    out.push({ amount, unit, text: whole.trim(), index: (m.index ?? 0) + lead });
  }
  return out;
}

/** Days a period is at least, for comparing windows (a month as 30 days, a year as 365). */
export function inDays(d: Pick<Duration, "amount" | "unit">): number {
  const per: Record<DurationUnit, number> = { day: 1, business_day: 1, week: 7, month: 30, year: 365 };
  return d.amount * per[d.unit];
}

/** "90 days", "1 month", "5 business days". */
export function describeDuration(d: Pick<Duration, "amount" | "unit">): string {
  const name = d.unit === "business_day" ? "business day" : d.unit;
  return `${d.amount} ${name}${d.amount === 1 ? "" : "s"}`;
}
