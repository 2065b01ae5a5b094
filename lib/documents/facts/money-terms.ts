/**
 * Money terms a lawyer writes down: each amount of money the contract states, with its ISO currency, the amount as a
 * number, and what it is (a fee or price, a cap on liability, a minimum payment or spend, a sales quota or target, a
 * sum payable on breach), read from its sentence. Percentages and amounts redacted from a filing ("$[***]") are not
 * amounts of money.
 */
export type MoneyKind = "fee" | "cap" | "minimum" | "quota" | "penalty" | "other";

export interface MoneyTerm {
  kind: MoneyKind;
  currency: string;
  amount: number;
  /** The amount as written ("$3,000,000", "three million U.S. dollars"). */
  text: string;
  /** The sentence it is in, cut at 300 characters. */
  context: string;
  clause_number: number;
  clause_label: string | null;
}

/** Symbols and codes before an amount, longest first so "US$" is not read as "$". */
const PREFIXES: [RegExp, string][] = [
  [/^(?:U\.?S\.?\s?\$|USD\s?\$?|US\s?Dollars?)$/i, "USD"],
  [/^(?:C\$|CAD\s?\$?|CDN\s?\$)$/i, "CAD"],
  [/^(?:A\$|AUD\s?\$?)$/i, "AUD"],
  [/^(?:HK\$|HKD)$/i, "HKD"],
  [/^(?:S\$|SGD)$/i, "SGD"],
  [/^(?:€|EUR|Euro)$/i, "EUR"],
  [/^(?:£|GBP|Pounds?\s+Sterling)$/i, "GBP"],
  [/^(?:¥|JPY|Yen)$/i, "JPY"],
  [/^(?:RMB|CNY)$/i, "CNY"],
  [/^(?:INR|Rs\.?|₹)$/i, "INR"],
  [/^(?:CHF)$/i, "CHF"],
  [/^\$$/, "USD"],
];

const PREFIX = String.raw`(U\.?S\.?\s?\$|USD\s?\$?|C\$|CAD\s?\$?|CDN\s?\$|A\$|AUD\s?\$?|HK\$|HKD|S\$|SGD|€|EUR|£|GBP|¥|JPY|RMB|CNY|INR|Rs\.|₹|CHF|\$)`;
/**
 * A figure: "1,000,000", "2.5", ".5", or the Indian grouping of lakhs and crores ("15,00,000" is 1.5 million,
 * "2,50,00,000" is 25 million), tried first: read as thousands it stops at the first group ("INR 2").
 */
const FIGURE = String.raw`(\d{1,2}(?:,\d{2})+,\d{3}(?![\d,]\d)(?:\.\d+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)`;
const SCALE = String.raw`(?:\s*(million|billion|thousand|[mMkK]\b|mm\b|bn\b))?`;
/** "$3,000,000", "US$ 1,000,000.00", "£200,000", "EUR 5 million", "$1.5M". */
const SYMBOL_AMOUNT = new RegExp(String.raw`${PREFIX}\s?${FIGURE}${SCALE}`, "g");
/** "5,000 dollars", "10,000 euros", "2 million U.S. dollars". */
const SUFFIX_AMOUNT = new RegExp(String.raw`\b${FIGURE}${SCALE}\s+(U\.?S\.?\s+dollars|dollars|euros?|pounds\s+sterling|sterling|yen)\b`, "gi");

/** A clause with none of these names no amount of money; the amount patterns are not run on it. */
const MONEY_HINT = /[$€£¥₹]|\b(?:USD|EUR|GBP|JPY|RMB|CNY|INR|Rs\.|CHF|CAD|CDN|AUD|HKD|SGD)|dollar|euro|pound|sterling|\byen\b/i;

const SCALES: Record<string, number> = { thousand: 1e3, k: 1e3, million: 1e6, m: 1e6, mm: 1e6, billion: 1e9, bn: 1e9 };

function currencyOfPrefix(prefix: string): string {
  const p = prefix.replace(/\s+/g, " ").trim();
  return PREFIXES.find(([re]) => re.test(p))?.[1] ?? "USD";
}

function currencyOfWord(word: string): string {
  const w = word.toLowerCase();
  if (/euro/.test(w)) return "EUR";
  if (/pound|sterling/.test(w)) return "GBP";
  if (/yen/.test(w)) return "JPY";
  return "USD";
}

const toNumber = (figure: string, scale: string | undefined) => Number(figure.replace(/,/g, "")) * (scale ? (SCALES[scale.toLowerCase()] ?? 1) : 1);

/** What an amount is, from the words of its sentence around it. */
export function moneyKind(sentence: string): MoneyKind {
  if (/\bliab\w*\b[^.;]{0,200}\b(?:exceed|limited\s+to|maximum|in\s+excess\s+of|up\s+to|no\s+more\s+than|capped)|\b(?:cap|ceiling)\s+(?:on|of)\s+(?:\w+\s+){0,2}liabilit|\b(?:shall\s+not\s+exceed|up\s+to\s+a\s+maximum)\b[^.;]{0,120}\bliab/i.test(sentence)) return "cap";
  if (/\bliquidated\s+damages\b|\bpenalt(?:y|ies)\b|\blate\s+(?:payment\s+)?(?:fee|charge)\b/i.test(sentence)) return "penalty";
  if (/\b(?:quota|sales\s+targets?|revenue\s+targets?|target\s+(?:sales|revenue)|fails?\s+to\s+(?:achieve|sell|reach|meet|generate)|(?:annual|minimum)\s+(?:sales|revenues?)\b)/i.test(sentence)) return "quota";
  if (/\bminimum\b|\bat\s+least\b|\bnot\s+(?:be\s+)?less\s+than\b|\bno\s+less\s+than\b|\bguarantee[ds]?\b|\bcommit(?:ment|s|ted)?\b/i.test(sentence)) return "minimum";
  // A deposit held as security is paid over but is not a fee: it comes back.
  if (/\b(?:security|refundable|rent(?:al)?|damage)\s+deposit\b|\bdeposit\s+(?:of|in\s+the\s+amount\s+of)\b/i.test(sentence)) return "other";
  if (/\bfees?\b|\bpric(?:e|es|ing)\b|\broyalt\w*|\bpay(?:s|able|ment|ments)?\b|\bpaid\b|\bcompensation\b|\bsalary\b|\brent\b|\bcharges?\b|\bcost\b|\bpurchase\b|\binvoice\w*/i.test(sentence)) return "fee";
  return "other";
}

/**
 * The kind read from the words around the amount; a plain payment whose sentence calls it a minimum or a quota
 * ("shall pay $3,000,000 per year (the "Annual Minimum Guarantee")", a list under "an Annual Minimum Commitment,
 * payable as follows") is that, unless the words just before it name a fee or price ("a service fee of $7.50").
 */
function kindInSentence(near: string, before: string, sentence: string): MoneyKind {
  const kind = moneyKind(near);
  if (kind !== "fee" && kind !== "other") return kind;
  if (/\b(?:fees?|price|royalt\w*|rate|charge)\s+(?:of|is|shall\s+be|will\s+be|equal\s+to)\s*$/i.test(before)) return kind;
  const whole = moneyKind(sentence);
  return whole === "minimum" || whole === "quota" ? whole : kind;
}

/** The money terms of the clauses, in document order (at most `limit`); the same amount in one clause counts once. */
export function moneyTermsOf(clauses: { clause_number: number; label: string | null; clause_text: string; kind?: string }[], limit = 40): MoneyTerm[] {
  const out: MoneyTerm[] = [];
  for (const c of clauses) {
    if (c.kind === "signature" || !MONEY_HINT.test(c.clause_text)) continue;
    for (const sentence of c.clause_text.split(/(?<=[.;:])\s+(?=[A-Z(])|\n+/)) {
      const found: { index: number; currency: string; amount: number; text: string }[] = [];
      for (const m of sentence.matchAll(SYMBOL_AMOUNT)) found.push({ index: m.index ?? 0, currency: currencyOfPrefix(m[1]), amount: toNumber(m[2], m[3]), text: m[0].trim() });
      for (const m of sentence.matchAll(SUFFIX_AMOUNT)) found.push({ index: m.index ?? 0, currency: currencyOfWord(m[3]), amount: toNumber(m[1], m[2]), text: m[0].trim() });
      let previousEnd = 0;
      found.sort((a, b) => a.index - b.index);
      for (const [k, f] of found.entries()) {
        const nextStart = found[k + 1]?.index ?? sentence.length;
        const start = Math.max(previousEnd, f.index - 220);
        previousEnd = f.index + f.text.length;
        if (!Number.isFinite(f.amount) || f.amount <= 0) continue;
        if (out.some((o) => o.clause_number === c.clause_number && o.amount === f.amount && o.currency === f.currency)) continue;
        // The words before the amount (back to the previous one) say what it is: "a fee of $7.50 …, subject to a minimum
        // of $2,500" reads each by its own part; the words after it up to a comma ("$5,000 per month as a minimum fee") count too.
        const end = f.index + f.text.length;
        const near = sentence.slice(start, end) + sentence.slice(end, Math.min(nextStart, end + 40)).split(/[,;(]/)[0];
        out.push({
          kind: kindInSentence(near, sentence.slice(Math.max(0, f.index - 40), f.index), sentence),
          currency: f.currency,
          amount: f.amount,
          text: f.text,
          context: sentence.length > 300 ? `${sentence.slice(0, 297)}...` : sentence,
          clause_number: c.clause_number,
          clause_label: c.label,
        });
        if (out.length >= limit) return out;
      }
    }
  }
  return out;
}
