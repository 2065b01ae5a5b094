import { ENGLISH_NUMBER_WORDS, asNounPhrase, durationInEnglish, englishBase, englishPointsAbove, englishPeriod, englishRelative, englishStatutoryRate, isIndexDescription, isShareDescription, readDuration, readPeriod, readPointsAbove, readRelative, readStatutoryRate, periodMonths, splitNotice } from "./key-term-forms";
import { readNumericDate, validDate } from "./numeric-date";
import { BLANK, type KeyTermSpec, type KeyTermType } from "./types";
import { escapeRegExp } from "@/lib/text/escape-regexp";

/**
 * Key-term values arrive as strings. Each type has one parser that either accepts the value (returning what the
 * draft can compute with) or says in a sentence why not, so a wrong value becomes a 400 naming the term.
 * Accepted values are written into the draft exactly as given: a lawyer's "1 March 2025" stays as typed.
 */

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
/**
 * Month names in the catalogue's languages (DE with Austrian Jänner/Feber, FR, ES, IT, PT, NL, PL in the genitive a
 * date takes) and English abbreviations, each to its month number.
 */
const MONTH_WORDS: readonly string[][] = [
  ["jan", "januar", "jänner", "janvier", "enero", "gennaio", "janeiro", "januari", "stycznia"],
  ["feb", "februar", "feber", "février", "fevrier", "febrero", "febbraio", "fevereiro", "februari", "lutego"],
  ["mar", "märz", "maerz", "mars", "marzo", "março", "marco", "maart", "marca"],
  ["apr", "avril", "abril", "aprile", "kwietnia"],
  ["mai", "mayo", "maggio", "maio", "mei", "maja"],
  ["jun", "juni", "juin", "junio", "giugno", "junho", "czerwca"],
  ["jul", "juli", "juillet", "julio", "luglio", "julho", "lipca"],
  ["aug", "august", "août", "aout", "agosto", "augustus", "sierpnia"],
  ["sep", "sept", "september", "septembre", "septiembre", "setiembre", "settembre", "setembro", "września"],
  ["oct", "oktober", "octobre", "octubre", "ottobre", "outubro", "października"],
  ["nov", "november", "novembre", "noviembre", "novembro", "listopada"],
  ["dec", "dezember", "décembre", "decembre", "diciembre", "dicembre", "dezembro", "december", "grudnia"],
];

/** The month a word names, 1–12, in English or another catalogue language ("mai", "Jänner", "Sept."); undefined otherwise. */
function monthNumber(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, "");
  const english = MONTHS.indexOf(w);
  if (english >= 0) return english + 1;
  const i = MONTH_WORDS.findIndex((names) => names.includes(w));
  return i >= 0 ? i + 1 : undefined;
}

/** "3 mai 2027", "3. Mai 2027", "1er mars 2027", "3 de mayo de 2027", "3 maggio 2027", "3 mei 2027", "3 Sept. 2027". */
export function readWordDate(value: string): { year: number; month: number; day: number } | null {
  const m = /^(?:(?:le|el|il|am|den|op|dia) )?(\d{1,2})(?:\.|er|º|°|st|nd|rd|th)? (?:de )?(\p{L}+\.?),? (?:de )?(\d{4})(?: r\.)?$/iu.exec(value.trim().replace(/\s+/g, " "));
  const month = m ? monthNumber(m[2]) : undefined;
  if (!m || month === undefined || !validDate(+m[3], month, +m[1])) return null;
  return { year: +m[3], month, day: +m[1] };
}
const CURRENCY_SYMBOLS = ["US$", "A$", "C$", "S$", "HK$", "NZ$", "R$", "Rs.", "Rs", "rs.", "$", "€", "£", "₹", "¥"];

export type ParsedTerm =
  | { ok: true; months?: number }
  | { ok: false; message: string };

export function parseDate(value: string, monthFirst = false): ParsedTerm {
  const v = value.trim();
  const numeric = readNumericDate(v, monthFirst);
  if (numeric?.ok) return { ok: true };
  if (numeric?.ambiguous) return { ok: false, message: `is ambiguous: "${v}" may be read as day/month or month/day; write the month in words ("March 4, 2030") or as "2030-03-04" (got "${value}")` };
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (m && validDate(+m[1], +m[2], +m[3])) return { ok: true };
  if (readWordDate(v)) return { ok: true };
  m = /^([A-Za-z]+) (\d{1,2})(?:st|nd|rd|th)?, (\d{4})$/.exec(v);
  if (m && MONTHS.includes(m[1].toLowerCase()) && validDate(+m[3], MONTHS.indexOf(m[1].toLowerCase()) + 1, +m[2])) return { ok: true };
  const figures = monthFirst ? `, or in figures month first where only one reading is possible ("12/31/2031")` : `, or in figures day first ("31-03-2030", "30.06.2032", "31/12/2031")`;
  return { ok: false, message: `must be a date such as "2025-03-01", "1 March 2025" or "March 1, 2025"${figures}, or with the month in words in German, French, Spanish, Italian, Portuguese or Dutch ("3. Mai 2027", "3 mai 2027", "3 de mayo de 2027") (got "${value}")` };
}

/**
 * An ISO date ("2026-01-05"), or one in figures (`readNumericDate`), as an English draft writes it: "5 January 2026", or "January 5, 2026" under US law.
 * Figures alone are ambiguous across the parties' countries (05/01 is 5 January in Spain, May 1 in the US); a date
 * already written in words is returned as typed.
 */
export function englishDate(value: string, monthFirst: boolean): string {
  const numeric = readNumericDate(value, monthFirst);
  const words = numeric?.ok ? null : readWordDate(value);
  // A date already written with an English month name stays as typed; one in another language is written in English.
  if (words && MONTHS.some((name) => new RegExp(`\\b${name}\\b`, "i").test(value))) return value;
  const read = numeric?.ok ? numeric : words;
  const m = read ? [value, String(read.year), String(read.month), String(read.day)] : /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m || !validDate(+m[1], +m[2], +m[3])) return value;
  const month = MONTHS[+m[2] - 1].charAt(0).toUpperCase() + MONTHS[+m[2] - 1].slice(1);
  return monthFirst ? `${month} ${+m[3]}, ${m[1]}` : `${+m[3]} ${month} ${m[1]}`;
}

/** The number conventions a key term may be written in: English, or that of a German or French request. */
export type NumberConvention = "en" | "de" | "fr";

/** Currency symbols and words, and the code each stands for. */
export const CURRENCY_CODES: Readonly<Record<string, string>> = {
  "US$": "USD", "A$": "AUD", "AU$": "AUD", "C$": "CAD", "CA$": "CAD", "S$": "SGD", "HK$": "HKD", "NZ$": "NZD", "R$": "BRL", "Rs.": "INR", Rs: "INR", "rs.": "INR", $: "USD", "€": "EUR", "£": "GBP", "₹": "INR", "¥": "JPY",
  Euro: "EUR", Euros: "EUR", euro: "EUR", euros: "EUR", "Fr.": "CHF", "SFr.": "CHF", zł: "PLN", "Kč": "CZK", "Ft": "HUF", "lei": "RON",
};
/** "kr" is the krone or krona of four countries: the figure is refused and the code asked for. */
const KRONA = /(?:^|\d|\s)kr\.?(?=\s|$|\d)/;
/** Currencies whose minor unit has three decimals: there "1.500" may be one and a half. */
const THREE_DECIMALS = new Set(["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]);
const SCALE_FACTORS: Readonly<Record<string, number>> = {
  thousand: 1e3, k: 1e3, "tsd.": 1e3, lakh: 1e5, lakhs: 1e5, crore: 1e7, crores: 1e7, million: 1e6, millions: 1e6, m: 1e6, mn: 1e6, "mio.": 1e6, mio: 1e6, millionen: 1e6,
  billion: 1e9, bn: 1e9, "mrd.": 1e9, mrd: 1e9, milliarde: 1e9, milliarden: 1e9, milliard: 1e9, milliards: 1e9,
};

/** The periods a sum may be stated for, in English, German and French. */
export type MoneyPer = "month" | "year" | "contract_year" | "quarter" | "day" | "hour" | "unit" | "user";
const PER_PHRASES: readonly { per: MoneyPer; pattern: RegExp }[] = [
  { per: "contract_year", pattern: /^(?:per|a|each|in each|for each|pro|je|par) (?:contract year|agreement year|Vertragsjahr|année contractuelle)$/i },
  // ES/IT/NL/PL/PT after EN/DE/FR: "al mes", "mensili", "per maand", "miesięcznie", "por mês".
  { per: "month", pattern: /^(?:(?:per|a|each|pro|je|im|par|chaque|al|por|il|ogni|al|na) (?:month|Monat|Kalendermonat|mois|mes|mese|maand|miesiąc|mês)|\/ ?(?:Monat|mois|month|mes|mese|maand|m-c)|monthly|monatlich|mtl\.|mensuel(?:le)?s?|mensual(?:es)?|mensil[ei]|mensile|maandelijks|miesięcznie|mensa(?:l|is)|mensalmente)$/i },
  { per: "year", pattern: /^(?:(?:per|a|each|pro|je|im|par|al|por|all'|l'|ogni|na) ?(?:year|yr|annum|Jahr|Kalenderjahr|an|année|año|anno|jaar|rok|ano)|\/ ?(?:Jahr|an|year|yr|año|anno|jaar|rok)|per annum|annually|yearly|jährlich|p\. ?a\.|annuel(?:le)?s?|l'an|anual(?:es)?|annu[oiae]|annuale|annuali|jaarlijks|rocznie|anua(?:l|is)|anualmente)$/i },
  { per: "quarter", pattern: /^(?:(?:per|a|each|pro|je|im|par|al|por|ogni|na) (?:quarter|Quartal|trimestre|kwartaal|kwartał)|quarterly|vierteljährlich|trimestriel(?:le)?s?|trimestral(?:es)?|trimestral[ei]|kwartalnie|driemaandelijks)$/i },
  { per: "day", pattern: /^(?:(?:per|a|each|pro|je|par) (?:day|working day|business day|Tag|Arbeitstag|jour)|daily|täglich)$/i },
  { per: "hour", pattern: /^(?:(?:per|an|each|pro|je|par) (?:hour|Stunde|heure)|hourly|stündlich|de l'heure)$/i },
  { per: "user", pattern: /^(?:per|a|each|pro|je|par) (?:user|named user|Nutzer|utilisateur)(?: per month)?$/i },
];

/**
 * What a price is counted per, after "per", "/", "pro", "je", "par", "por", "a", "per", "voor", "za" in the catalogue's
 * languages, as an English draft names it ("NZ$0.184 per bottle", "EUR 2,40 pro Stück", "12 €/kg", "0,80 € la
 * bouteille"). An English noun not in the table is kept as written ("per sprint", "per seat").
 */
const UNIT_NOUNS: readonly { en: string; pattern: RegExp }[] = [
  { en: "unit", pattern: /^(?:units?|Stück|Stk\.?|Einheit|unités?|unidad(?:es)?|unità|eenheid|stuks?|sztuk[ai]?|unidades?)$/i },
  { en: "piece", pattern: /^(?:pieces?|pcs?\.?|pièces?|pezz[oi]|piezas?|peças?)$/i },
  { en: "item", pattern: /^(?:items?|article|Artikel|artículo|articolo)$/i },
  { en: "bottle", pattern: /^(?:bottles?|Flaschen?|bouteilles?|botellas?|bottigli[ae]|fles(?:sen)?|garrafas?|butelk[ai])$/i },
  { en: "kilogram", pattern: /^(?:kg|kilos?|kilograms?|kilogrammes?|Kilogramm|kilogramos?|chilogrammi|chil[oi])$/i },
  { en: "tonne", pattern: /^(?:t|tonnes?|tons?|Tonnen?|toneladas?|tonnellat[ae])$/i },
  { en: "litre", pattern: /^(?:l|litres?|liters?|Liter|litros?|litri|litro)$/i },
  { en: "pallet", pattern: /^(?:pallets?|Paletten?|palettes?|palés?|paletas?|bancali|bancale)$/i },
  { en: "square metre", pattern: /^(?:m²|m2|sqm|square metre|Quadratmeter|qm)$/i },
  { en: "user", pattern: /^(?:users?|named users?|Nutzer|Benutzer|utilisateurs?|usuarios?|utenti|utente|gebruikers?)$/i },
  { en: "licence", pattern: /^(?:licen[cs]es?|Lizenz(?:en)?)$/i },
];
const PER_LEAD = /^(?:per|a|an|each|pro|je|par|la|le|por|el|al|il|lo|ogni|voor|za|\/)$/i;

/** "per bottle", "/unit", "pro Stück", "la bouteille" → the English unit noun; undefined for anything else. */
function unitNoun(phrase: string): string | undefined {
  const m = /^(\S+?) ?(\S+)$/.exec(phrase.replace(/^\/\s?/, "/ "));
  if (!m || !PER_LEAD.test(m[1])) return undefined;
  const known = UNIT_NOUNS.find((u) => u.pattern.test(m[2]))?.en;
  if (known) return known;
  // An English noun written after "per" or "/" is kept as written ("per sprint", "/seat").
  return /^(?:per|\/)$/i.test(m[1]) && /^[a-z]{2,20}$/.test(m[2]) ? m[2] : undefined;
}

/**
 * A period or unit phrase on its own ("pro Monat", "/Jahr", "per bottle"), from the tables `readQualifiers` reads, for
 * the lenient reading of a sum (`key-term-fallback.ts`); an English noun outside the table is not read here.
 */
export function readPerPhrase(phrase: string): { per: MoneyPer; unit?: string } | undefined {
  const per = PER_PHRASES.find((p) => p.pattern.test(phrase))?.per;
  if (per) return { per };
  const m = /^(\S+?) ?(\S+)$/.exec(phrase.replace(/^\/\s?/, "/ "));
  const unit = m && PER_LEAD.test(m[1]) ? UNIT_NOUNS.find((u) => u.pattern.test(m[2]))?.en : undefined;
  return unit ? { per: "unit", unit } : undefined;
}

/** Before or after tax and contributions: a salary "brutto" / "gross" / "brut", or "netto" / "net". */
export type MoneyBasis = "gross" | "net" | "ctc";
const BASIS_PHRASES: readonly { basis: MoneyBasis; pattern: RegExp }[] = [
  // An Indian salary stated as the employer's whole cost, contributions included ("cost to company").
  { basis: "ctc", pattern: /^(?:CTC|C\.T\.C\.|cost to (?:the )?company)$/i },
  { basis: "gross", pattern: /^(?:gross|brutto|bruts?|brutes?|brut[oa]s?|lord[oia]|lorde|ilíquid[oa]s?)$/i },
  { basis: "net", pattern: /^(?:net|nets|nettes?|netto|net[oa]s?|nett[oia]|nette|líquid[oa]s?)$/i },
];

/**
 * Exclusive or inclusive of the running costs of premises: "kalt" / "warm" (German rent), "HC" / "CC" (hors charges,
 * charges comprises). "netto kalt" is one idea in a German lease (the Nettokaltmiete), so an English draft writes it once.
 */
export type MoneyCharges = "excl" | "incl";
const CHARGES_PHRASES: readonly { charges: MoneyCharges; pattern: RegExp }[] = [
  { charges: "excl", pattern: /^(?:kalt|HC|H\.C\.|hors charges|exclusive of (?:service )?charges|excluding (?:service )?charges|plus (?:service )?charges|zzgl\.? Nebenkosten|zuzüglich Nebenkosten|gastos aparte|spese escluse)$/i },
  { charges: "incl", pattern: /^(?:warm|CC|C\.C\.|charges comprises|inclusive of (?:service )?charges|including (?:service )?charges|inkl\.? Nebenkosten|gastos incluidos|spese incluse)$/i },
];
/** Exclusive or inclusive of the tax on the supply: "HT" / "TTC", "zzgl. USt." / "inkl. MwSt.", "plus VAT", "incl. GST". */
export type MoneyTax = "excl" | "incl";
const TAX_WORD = String.raw`(?:VAT|GST|HST|QST|TPS|TVQ|taxes|tax|USt\.?|MwSt\.?|Umsatzsteuer|Mehrwertsteuer|TVA|IVA|BTW|btw|MwSt|IVA)`;
/** The rate a client writes with the tax ("zzgl. 20 % USt", "plus 10% GST"), kept by `taxRateOf`. */
const TAX_RATE = String.raw`(?:\d{1,2}(?:[.,]\d{1,2})? ?% )?`;
function taxRateOf(phrase: string): string | undefined {
  const m = /(\d{1,2}(?:[.,]\d{1,2})?) ?%/.exec(phrase);
  return m ? `${m[1].replace(",", ".")}%` : undefined;
}
const TAX_PHRASES: readonly { tax: MoneyTax; pattern: RegExp }[] = [
  { tax: "excl", pattern: new RegExp(String.raw`^(?:HT|H\.T\.|hors taxes?|hors TVA|${TAX_WORD} (?:excluido|excluida|esclusa|escluso|exclusief|excl\.?)|(?:plus|\+|excl\.?|excluding|exclusive of|zzgl\.?|zuzüglich|más|mas|sin|più|oltre|exclusief|plus de|acrescido de)(?: der| l['’]| la| el)? ?(?:gesetzlichen |gesetzlicher |applicable )?${TAX_RATE}${TAX_WORD})$`, "i") },
  { tax: "incl", pattern: new RegExp(String.raw`^(?:TTC|T\.T\.C\.|toutes taxes comprises|TVA comprise|${TAX_WORD} (?:incluido|incluida|inclusa|incluso|inbegrepen|incl\.?)|(?:incl\.?|including|inclusive of|inkl\.?|einschließlich|einschl\.?|con|inclusief|com)(?: der)? (?:gesetzlichen |gesetzlicher |applicable )?${TAX_RATE}${TAX_WORD})$`, "i") },
];

/**
 * A salary paid in more instalments than months: "(14 meses)", "14 Monatsgehälter", "14 pagas", "su 14 mensilità",
 * "in 14 instalments", "x 14" (12 to 16, the counts the catalogue's laws and collective agreements use).
 */
const INSTALMENTS = /^\(?(?:(?:in|en|em|su|in|op|w) )?(?:x ?|× ?)?(\d{2})(?: ?(?:meses|mensalidades|prestações|pagas|mensualidades|Monatsgehälter|Gehälter|Monatsraten|mensilità|mensualités|mois|maandsalarissen|maanden|instalments|installments|monthly (?:instalments|installments|payments)|payments|salaries))?\)?$/i;
function instalmentsOf(phrase: string): number | undefined {
  const m = INSTALMENTS.exec(phrase);
  // A bare number is not a count of instalments; "x 14" and a count with its noun are.
  if (!m || (!/[x×]|\p{L}{3}/iu.test(phrase))) return undefined;
  const n = Number(m[1]);
  return n >= 12 && n <= 16 ? n : undefined;
}

/** A sum paid once ("one-off", "einmalig", « en une seule fois »), said as such after the amount. */
const ONCE = /^(?:one-off|one off|one-time|one time|once|single payment|lump sum|einmalig|Einmalzahlung|paiement unique|en une (?:seule )?fois|una tantum|pago único)$/i;

export interface MoneyValue {
  /** Paid once, as the value says ("one-off"). */
  once?: true;
  /** ISO code ("EUR"), from the code or symbol given. */
  currency: string;
  amount: number;
  /** A period the value names ("per month", "pro Monat", "mensuels"). */
  per?: MoneyPer;
  /** What a price per unit is counted per, in English ("bottle", "kilogram"), where `per` is "unit". */
  unit?: string;
  /** The rate of the tax the value names ("zzgl. 20 % USt" → "20%"). */
  taxRate?: string;
  /** A salary paid in this many instalments a year ("14 meses"). */
  instalments?: number;
  /** Gross or net, as the value says ("brutto", "nets"). */
  basis?: MoneyBasis;
  /** Exclusive or inclusive of tax, as the value says ("HT", "zzgl. USt."). */
  tax?: MoneyTax;
  /** Exclusive or inclusive of the running costs of premises, as the value says ("kalt", "HC"). */
  charges?: MoneyCharges;
  /** Other English words after the amount ("per sprint"), as typed; only an English draft can write them. */
  rest?: string;
}

/**
 * The words after an amount read as at most one period, one gross/net basis and one tax basis, in any order
 * ("brutto jährlich", "per annum gross", "HT par mois", "brutto/Jahr"); null when a word is none of them or
 * one kind comes twice.
 */
type Qualifiers = Pick<MoneyValue, "per" | "unit" | "basis" | "tax" | "taxRate" | "charges" | "once" | "instalments">;
export function readQualifiers(rest: string): Qualifiers | null {
  const out: Qualifiers = {};
  const words = rest.split(/[\s,]+|(?=\/)/).filter(Boolean);
  let i = 0;
  while (i < words.length) {
    let taken = 0;
    // The longest run of words from here that is one phrase (periods and tax phrases with a rate run to six words).
    for (let n = Math.min(6, words.length - i); n >= 1 && taken === 0; n -= 1) {
      const phrase = words.slice(i, i + n).join(" ").replace(/^\/ /, "/");
      const unit = unitNoun(phrase);
      const per = PER_PHRASES.find((p) => p.pattern.test(phrase))?.per ?? (unit ? "unit" : undefined);
      const instalments = instalmentsOf(phrase);
      const basis = BASIS_PHRASES.find((p) => p.pattern.test(phrase))?.basis;
      const tax = TAX_PHRASES.find((p) => p.pattern.test(phrase))?.tax;
      const charges = CHARGES_PHRASES.find((p) => p.pattern.test(phrase))?.charges;
      if (per && !out.per) Object.assign(out, { per }, per === "unit" ? { unit } : {});
      else if (basis && !out.basis) out.basis = basis;
      else if (tax && !out.tax) Object.assign(out, { tax }, taxRateOf(phrase) ? { taxRate: taxRateOf(phrase) } : {});
      else if (instalments && !out.instalments) out.instalments = instalments;
      else if (charges && !out.charges) out.charges = charges;
      else if (ONCE.test(phrase) && !out.once) out.once = true;
      else continue;
      taken = n;
    }
    if (taken === 0) return null;
    i += taken;
  }
  // "one-off per year" says two things that cannot both be true, and a sum paid once is not paid in instalments.
  return (out.once && out.per) || (out.once && out.instalments) ? null : out;
}

export type ReadMoney = { ok: true; money: MoneyValue } | { ok: false; ambiguous: boolean; message: string };

/**
 * A figure written with grouping and decimal marks, read in the request's convention. A mark followed by one or two
 * digits is the decimal mark and, with both marks present, the last one is; a mark followed by three digits groups
 * thousands, in every convention, since a sum of money has at most two decimals ("4.500" under German conventions,
 * and "4,500", the English form the API has always read the same way in German and French requests), except in a
 * currency with three decimals, where "1.500" in English or "1,500" in German or French may be one and a half:
 * ambiguous. Spaces (also no-break) group thousands. Indian grouping ("5,00,000") is read with commas.
 */
function readFigure(raw: string, convention: NumberConvention, currency: string): { ok: true; n: number } | { ok: false; ambiguous: boolean } {
  // A Swiss apostrophe groups thousands as a space does ("120'000").
  const s = raw.replace(/[\s\u00a0\u202f'’]/g, " ");
  if (!/^\d[\d., ]*$/.test(s) || / {2}|[., ]{2}/.test(s)) return { ok: false, ambiguous: false };
  const count = (c: string) => s.split(c).length - 1;
  const dots = count(".");
  const commas = count(",");
  const decimals = THREE_DECIMALS.has(currency) ? 3 : 2;
  let mark: "." | "," | null = null;
  if (dots > 0 && commas > 0) {
    mark = s.lastIndexOf(".") > s.lastIndexOf(",") ? "." : ",";
    if (count(mark) !== 1) return { ok: false, ambiguous: false };
  } else if (dots + commas === 1) {
    const single = dots === 1 ? "." : ",";
    const after = s.length - s.indexOf(single) - 1;
    // "0.184" (a price per unit): no thousands group starts with a nought, so the mark is a decimal one, up to four places.
    if (s.startsWith(`0${single}`) && after <= 4) return { ok: true, n: Number(s.replace(",", ".")) };
    if (after <= 2) mark = single;
    else if (after === 3 && THREE_DECIMALS.has(currency) && (single === "." ? convention === "en" : convention !== "en")) return { ok: false, ambiguous: true };
    else if (after !== 3) return { ok: false, ambiguous: false };
  }
  const cut = mark ? s.lastIndexOf(mark) : s.length;
  const whole = s.slice(0, cut);
  const fraction = mark ? s.slice(cut + 1) : "";
  if (mark && !new RegExp(`^\\d{1,${decimals}}$`).test(fraction)) return { ok: false, ambiguous: false };
  const separators = new Set(whole.replace(/\d/g, ""));
  if (separators.size > 1) return { ok: false, ambiguous: false };
  const groups = whole.split(/[., ]/);
  const western = groups.length === 1 || (groups[0].length <= 3 && groups.slice(1).every((g) => g.length === 3));
  const indian = separators.has(",") && groups.length > 2 && groups[0].length <= 2 && groups.slice(1, -1).every((g) => g.length === 2) && groups[groups.length - 1].length === 3;
  if (!western && !indian) return { ok: false, ambiguous: false };
  return { ok: true, n: Number(`${groups.join("")}${fraction ? `.${fraction}` : ""}`) };
}

const CURRENCY = `[A-Z]{3}|${Object.keys(CURRENCY_CODES).sort((a, b) => b.length - a.length).map((c) => c.replace(/[.$]/g, "\\$&")).join("|")}`;
const SCALE = Object.keys(SCALE_FACTORS)
  .flatMap((w) => [w, w.charAt(0).toUpperCase() + w.slice(1)])
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/\./g, "\\."))
  .join("|");
// A whole sum may end ",-" (German) or ".–" (Swiss) for no cents: "EUR 4.500,-", "CHF 4'500.–".
const MONEY = new RegExp(`^(?:(${CURRENCY})\\s?)?(\\d[\\d.,'’\\s\\u00a0\\u202f]*\\d|\\d)(?:[.,][-–]{1,2})?(?:\\s?(${SCALE})(?![\\p{L}]))?(?:\\s?(${CURRENCY})(?![\\p{L}]))?(?:\\s+(.+)|\\s?(\\/.+))?$`, "u");

function formsAccepted(convention: NumberConvention): string {
  const after = "after the amount at most one period (per month, per year, per quarter, per day, per hour, per unit, per user, in each contract year) or \"one-off\" (\"einmalig\"), gross or net, and exclusive or inclusive of tax";
  if (convention === "de") return `"EUR 4.500", "4.500,00 €", "1.200,50 EUR", "EUR 4.500 pro Monat", "EUR 96.000 brutto jährlich" or "EUR 12.000 zzgl. USt. monatlich" (a dot groups thousands, a comma marks decimals; ${after}), or the English forms "EUR 4,500" and "EUR 1,200.50 per month"`;
  if (convention === "fr") return `"4 500 €", "4 500,00 € par mois", "1.200,50 EUR", "4 500 € mensuels", "4 500 € bruts par mois" or "54 000 € HT par an" (a space or dot groups thousands, a comma marks decimals; ${after}), or the English forms "EUR 4,500" and "EUR 1,200.50 per month"`;
  return `"USD 50,000", "£10,000", "INR 5,00,000", "EUR 1,200 per month", "GBP 60,000 gross per annum", "EUR 10,000 per month plus VAT" or "1.200,50 EUR" (${after})`;
}

/**
 * A sum of money with its currency (code, symbol or "euros", before or after the figure), an optional scale
 * ("million", "Mio.", "lakh") and period ("per month", "pro Monat", "mensuels"), read in the request's number
 * convention (`readFigure`).
 */
export function readMoney(value: string, convention: NumberConvention = "en"): ReadMoney {
  const m = MONEY.exec(value.trim());
  const fail = (ambiguous: boolean): ReadMoney => ({
    ok: false,
    ambiguous,
    message: ambiguous
      ? `is ambiguous: "${value.trim()}" may be read with the mark as a decimal point or as a thousands separator; write it as ${formsAccepted(convention)}`
      : `must be an amount with its currency, such as ${formsAccepted(convention)} (got "${value}")`,
  });
  if (KRONA.test(value.trim())) return { ok: false, ambiguous: true, message: `is ambiguous: "kr" is the currency of Sweden, Denmark, Norway and Iceland; write its code ("SEK 45,000 per month", "DKK 45.000", "NOK 45 000") (got "${value}")` };
  const before = m?.[1];
  // "₹ 28,50,000 CTC per annum": three capitals after a sum whose currency came first are words, not a second currency.
  const second = before !== undefined && m?.[4] !== undefined && /^[A-Z]{3}$/.test(m[4]) && !(m[4] in CURRENCY_CODES) ? m[4] : undefined;
  const after = second ? undefined : m?.[4];
  const symbol = before ?? after;
  if (!m || (before === undefined) === (after === undefined) || !symbol) return fail(false);
  const currency = CURRENCY_CODES[symbol] ?? symbol;
  const figure = readFigure(m[2], convention, currency);
  if (!figure.ok) return fail(figure.ambiguous);
  const scale = m[3] ? SCALE_FACTORS[m[3].toLowerCase()] : 1;
  const rest = [second, (m[5] ?? m[6])?.trim()].filter(Boolean).join(" ") || undefined;
  const words = rest ? readQualifiers(rest) : {};
  if (rest && !words && !/^(?:per|a|an|each|in)\s\S/i.test(rest)) return fail(false);
  return { ok: true, money: { currency, amount: figure.n * scale, ...(words ?? { rest }) } };
}

/**
 * A single sum with no period, rate or basis after it ("GBP 180,000", not "GBP 4,000 per month"): a fixed price, which
 * is invoiced once or in agreed instalments rather than monthly.
 */
export function isLumpSum(value: string): boolean {
  const read = readMoney(value);
  return read.ok && !read.money.per && !read.money.rest && !read.money.basis;
}

/** The English words for each period, after the amount. */
const PER_EN: Record<MoneyPer, string> = { month: "per month", year: "per year", contract_year: "in each contract year", quarter: "per quarter", day: "per day", hour: "per hour", unit: "per unit", user: "per user" };

/** A sum read from any accepted form, as an English draft writes it: "EUR 4,500 per month", "EUR 96,000 gross per year". */
export function englishMoney(money: MoneyValue): string {
  // A price per unit keeps its places ("NZD 0.184 per bottle"); any other sum has at most two.
  const [whole, places] = money.amount.toFixed(money.per === "unit" ? 4 : 2).split(".");
  const fraction = places.replace(/0+$/, "").padEnd(2, "0");
  // Rupees are grouped in lakhs and crores, as the parties write them ("INR 28,50,000").
  const grouped = money.currency === "INR" ? whole.replace(/\B(?=(?:\d{2})*\d{3}$)/g, ",") : whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const figure = `${grouped}${fraction === "00" ? "" : `.${fraction}`}`;
  // "netto kalt": the net is the rent without running costs, said once by "exclusive of service charges".
  const basis = money.basis && money.basis !== "ctc" && !(money.basis === "net" && money.charges === "excl") ? ` ${money.basis}` : "";
  const after = money.per === "unit" ? ` per ${money.unit ?? "unit"}` : money.per ? ` ${PER_EN[money.per]}` : money.rest ? ` ${money.rest}` : "";
  const ctc = money.basis === "ctc" ? " cost to company (CTC)" : "";
  const instalments = money.instalments ? ` (${money.instalments} payments a year)` : "";
  return `${money.currency} ${figure}${basis}${after}${ctc}${englishTaxAndCharges(money)}${instalments}${money.once ? ", payable once" : ""}`;
}

/** " exclusive of tax", " exclusive of tax and service charges", " inclusive of service charges". */
export function englishTaxAndCharges(q: Pick<MoneyValue, "tax" | "taxRate" | "charges">): string {
  const at = q.taxRate ? ` at ${q.taxRate}` : "";
  if (q.tax && q.tax === q.charges) return ` ${q.tax === "excl" ? "exclusive" : "inclusive"} of tax${at} and service charges`;
  const tax = q.tax ? ` ${q.tax === "excl" ? "exclusive" : "inclusive"} of tax${at}` : "";
  const charges = q.charges ? `${tax ? " and" : ""} ${q.charges === "excl" ? "exclusive" : "inclusive"} of service charges` : "";
  return `${tax}${charges}`;
}

/**
 * A rent before the tax a clause adds itself ("exclusive of value added tax, which is payable in addition"): "EUR 9,500
 * per month exclusive of tax" → "EUR 9,500 per month", so the tax is said once, by the clause, in the law's words.
 */
export function beforeTax(amount: string): string {
  return amount.replace(/ exclusive of (?:tax|GST|VAT|HST|sales tax)(?: at [\d.]+%)?(?= and service charges$|$)/, "").replace(/^(.*) and service charges$/, "$1 exclusive of service charges").trim();
}

/** A value already in the English form is drafted as typed ("GBP 4,000 per month"); others are rewritten (`englishMoney`). */
export function isEnglishMoney(value: string): boolean {
  const v = value.trim();
  const amount = String.raw`\d{1,3}(?:[,\s]\d{2,3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?`;
  const scale = String.raw`(?:\s?(?:thousand|lakh|lakhs|crore|crores|million|billion|k|m|bn))?`;
  const symbols = CURRENCY_SYMBOLS.map((s) => s.replace(/[.$]/g, "\\$&")).join("|");
  const per = String.raw`(?:\s(?:per|a|each|in)\s.+)?`;
  return new RegExp(`^(?:[A-Z]{3}|${symbols})\\s?(?:${amount})${scale}${per}$`).test(v) || new RegExp(`^(?:${amount})${scale}\\s?[A-Z]{3}${per}$`).test(v);
}

/**
 * A money term: the English forms as before, or any form `readMoney` reads in the request's convention; an
 * ambiguous figure is refused with the forms accepted.
 */
export function parseMoney(value: string, convention: NumberConvention = "en"): ParsedTerm {
  if (convention === "en" && isEnglishMoney(value)) return { ok: true };
  const read = readMoney(value, convention);
  return read.ok ? { ok: true } : { ok: false, message: read.message };
}

/**
 * A duration in any language's unit words, with a modifier ("6 months to the end of a calendar month") or open-ended;
 * `months` for a definite period only.
 */
export function parseDuration(value: string): ParsedTerm {
  const read = readDuration(value);
  if (read?.kind === "period") return { ok: true, months: periodMonths(read.period) };
  return parseEnglishDuration(value);
}

const PERIOD_FORMS = `must be a period such as "2 years", "6 months", "30 days", "two (2) years", "10 Jahre", "9 ans", "6 meses" or "6 months to the end of a calendar month"`;

function parseEnglishDuration(value: string): ParsedTerm {
  const v = value.trim().toLowerCase();
  const m = /^(?:([a-z-]+)\s*\((\d+)\)|(\d+(?:\.\d+)?)|([a-z-]+))\s*(calendar |business |working )?(day|week|month|year)s?$/.exec(v);
  if (m) {
    const n = m[2] ?? m[3] ? Number(m[2] ?? m[3]) : ENGLISH_NUMBER_WORDS[m[4]];
    if (n !== undefined && Number.isFinite(n) && n > 0 && n <= 1200) {
      const unit = m[6];
      const months = unit === "year" ? n * 12 : unit === "month" ? n : unit === "week" ? (n * 7) / 30.4375 : n / 30.4375;
      return { ok: true, months };
    }
  }
  return { ok: false, message: `${PERIOD_FORMS} (got "${value}")` };
}

/** Which of the wider forms a term accepts, from what it is: an open-ended period only where the template drafts one. */
export type TermShape = Partial<Pick<KeyTermSpec, "name" | "required" | "default">>;
const openEnded = (s: TermShape) => !s.required && s.default === undefined && /^(?:duration|term|initial_term|contract_term)$/.test(s.name ?? "");
const isNotice = (s: TermShape) => /notice/.test(s.name ?? "");
const isPaymentTiming = (s: TermShape) => /^payment_(?:terms|deadline|due)$/.test(s.name ?? "");
/** A restraint on competing or soliciting, which may last only as long as the contract ("during the term"). */
const isRestraint = (s: TermShape) => /non_compete|restraint|restrict|non_solicit/.test(s.name ?? "");
const isCostShare = (s: TermShape) => /charge|outgoing|cost|expense/.test(s.name ?? "");
const isIndexation = (s: TermShape) => /escalation|index|increase|adjust/.test(s.name ?? "");
const isInterest = (s: TermShape) => /interest|rate/.test(s.name ?? "");
/** A period that runs after the contract or employment ends: a restraint, confidentiality, a survival. */
const runsAfterEnd = (s: TermShape) => isRestraint(s) || /confidential|surviv|post_|after/.test(s.name ?? "");
/** A period that runs from delivery: a warranty or a defects period. */
const runsFromDelivery = (s: TermShape) => /warrant|guarantee|defect/.test(s.name ?? "");

function durationTerm(spec: TermShape, value: string): ParsedTerm {
  const read = readDuration(value);
  // "Net 30" is the time to pay an invoice, not a notice or a term; a period runs from an event only where the
  // clause runs it from that event ("12 months post-exit" for a restraint, "12 months from delivery" for a warranty).
  const anchor = read?.kind === "period" && read.modifier?.kind === "from" ? read.modifier.event : undefined;
  const anchored = anchor === undefined || (anchor === "end" ? runsAfterEnd(spec) : runsFromDelivery(spec));
  if (read?.kind === "period" && (!read.invoice || isPaymentTiming(spec)) && anchored) return { ok: true, months: periodMonths(read.period) };
  if (read?.kind === "day_of_month" && isPaymentTiming(spec)) return { ok: true };
  if (read?.kind === "open" && openEnded(spec)) return { ok: true };
  if (read?.kind === "reference" && isNotice(spec)) return { ok: true };
  if (read?.kind === "moment" && isPaymentTiming(spec)) return { ok: true };
  if (read?.kind === "term" && isRestraint(spec)) return { ok: true };
  const english = parseEnglishDuration(value);
  if (english.ok) return english;
  const also = [
    openEnded(spec) ? '"indefinite" ("unbefristet", "durée indéterminée")' : "",
    isNotice(spec) ? '"as provided by" a named rule or agreement' : "",
    isPaymentTiming(spec) ? '"on signing" ("bei Unterzeichnung", "à la signature"), or a payment period such as "Net 30", "30 days from invoice", "30 Tage netto" or "30 jours fin de mois", or a day of the following month ("20th of the month following invoice", "15. des Folgemonats")' : "",
    isRestraint(spec) ? '"during the term" ("for the term of this Agreement")' : "",
    runsAfterEnd(spec) ? 'a period after the end ("12 months post-exit", "2 years after termination")' : "",
    runsFromDelivery(spec) ? 'a period from delivery ("12 months from delivery", "24 Monate ab Lieferung")' : "",
  ].filter(Boolean);
  return { ok: false, message: `${PERIOD_FORMS}${also.length ? `, or ${also.join(" or ")}` : ""} (got "${value}")` };
}

/** The words before an amount that name it ("Betriebskostenvorauszahlung EUR 3.200 pro Monat"): up to five words. */
const LABELLED = /^(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,4}?)\s+(?:(?:de|von|of|in Höhe von|d['’]un montant de|di|van)\s+)?(?=[A-Z]{3}\b|\d|[€$£₹])(.+)$/u;

const HEDGES = /^(?:approx\w*|about|around|circa|ca|roughly|ungefähr|etwa|rund|circa|environ|aproximadamente|circa|ongeveer|około|up|to|bis|zu|jusqu\w*|hasta|fino|max\w*|min\w*|höchstens|mindestens|at|least|most|not|no|more|less|than|plus|minus|over|under|only|nur|moins|plus)$/i;

/** An amount after a label naming it, or null. */
export function labelledMoney(value: string, convention: NumberConvention): { label: string; money: MoneyValue } | null {
  const m = LABELLED.exec(value.trim());
  // A word that qualifies the sum ("approximately", "up to", "mindestens") is not a name: dropping it would change the amount.
  if (!m || m[1].split(/\s+/).some((w) => HEDGES.test(w))) return null;
  const read = readMoney(m[2], convention);
  return read.ok ? { label: m[1], money: read.money } : null;
}

/** A relative amount ("3 months' rent plus GST by bank guarantee"): the words after the count read as tax and charges, with how it is given. */
export function relativeMoney(value: string): { relative: NonNullable<ReturnType<typeof readRelative>>; qualifiers: ReturnType<typeof readQualifiers>; means?: string } | null {
  const relative = readRelative(value);
  if (!relative) return null;
  const means = /\s*(?:,\s*)?(?:by|in the form of|as|durch|par|mediante|tramite|door|w formie) (?:way of )?(?:an? |une? )?((?:\p{L}+\s)?(?:guarantee|Bürgschaft|garantie|garantía|fideiussione|garantie|gwarancj\w*|deposit|cash|caution)\p{L}*(?:\s\p{L}+)?)$/iu.exec(relative.rest);
  const rest = means ? relative.rest.slice(0, means.index).trim() : relative.rest;
  const qualifiers = rest ? readQualifiers(rest) : {};
  if (!qualifiers || (qualifiers.per && relative.kind === "months")) return null;
  return { relative, qualifiers, ...(means ? { means: means[1] } : {}) };
}

function moneyTerm(spec: TermShape, value: string, convention: NumberConvention): ParsedTerm {
  const plain = parseMoney(value, convention);
  if (plain.ok) return plain;
  if (relativeMoney(value) || labelledMoney(value, convention)) return { ok: true };
  if (isCostShare(spec) && isShareDescription(value)) return { ok: true };
  const also = `, an amount relative to another such as "3 months' rent", "3 Monatsmieten", "30% of the Purchase Price" or "up to 40% of base salary"${isCostShare(spec) ? `, or a share such as "the Tenant's share of outgoings"` : ""}`;
  return { ok: false, message: plain.message.replace(/ \(got "/, `${also} (got "`) };
}

function percentageTerm(spec: TermShape, value: string, plain: ParsedTerm): ParsedTerm {
  if (plain.ok) return plain;
  const relative = readRelative(value);
  if (relative?.kind === "percent") return { ok: true };
  if (isIndexation(spec) && isIndexDescription(value)) return { ok: true };
  if (isInterest(spec) && (readPointsAbove(value) || readStatutoryRate(value))) return { ok: true };
  const also = [
    `a percentage of a base such as "30% of the Purchase Price" or "up to 40% of base salary"`,
    isIndexation(spec) ? `indexation by a named index ("annual CPI indexation", "indexation annuelle sur l'indice ILC")` : "",
    isInterest(spec) ? `points above a rate ("9 Prozentpunkte über dem Basiszinssatz", "8 percentage points above the base rate"), or the statutory rate with the law that sets it ("statutory interest under the Late Payment of Commercial Debts (Interest) Act 1998", "tasso di legge (D.Lgs. 231/2002)")` : "",
  ].filter(Boolean);
  return { ok: false, message: plain.message.replace(/ \(got "/, `, or ${also.join(", or ")} (got "`) };
}

/**
 * A German or French request's period as the drafts read it: "2 Jahre" → "2 years", "30 jours ouvrés" → "30 business
 * days", "24 Werktage" → working days with their meaning. The one reading of periods (`readPeriod`) serves every
 * language, so a unit means the same whichever convention the request was written in; anything else is returned
 * unchanged for the usual check.
 */
export function englishDuration(value: string, convention: NumberConvention): string {
  if (convention === "en") return value;
  const period = readPeriod(value);
  return period ? englishPeriod(period) : value;
}

export function parsePercentage(value: string): ParsedTerm {
  const m = /^(\d{1,3}(?:\.\d{1,4})?)\s?(?:%|percent|per cent)(?:\s.+)?$/i.exec(value.trim());
  if (m && Number(m[1]) <= 100) return { ok: true };
  return { ok: false, message: `must be a percentage from 0 to 100, such as "5%" or "12.5 per cent" (got "${value}")` };
}

/** Benchmarks a floating rate may be set against, as lenders write them. */
const BENCHMARKS = String.raw`(?:compounded |daily |term |overnight )*(?:SONIA|SOFR|EURIBOR|€STR|ESTR|SARON|TONA|TONAR|SORA|BBSW|CORRA|HONIA|MIBOR|MCLR|T-?bill rate|repo rate|(?:the )?Bank of England base rate|(?:the )?base rate|(?:the )?prime rate|(?:the )?RBI repo rate)`;
/** A tenor as lenders write it before or after the benchmark: "3-month", "3M", "three-month", "3-Monats-", "3 mois". */
const TENOR = String.raw`(\d{1,2}|one|two|three|six|nine|twelve)[\s-]?(M|W|months?|weeks?|Monats?|Monate|Wochen?|mois|semaines?|mesi|mese|meses|mes|settimane|semanas)`;
const TENOR_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, six: 6, nine: 9, twelve: 12 };
const FLOATING = new RegExp(
  String.raw`^(?:${TENOR}(?:-|\s+))?(${BENCHMARKS})(?:\s+(?:à\s+|a\s+)?${TENOR}|\s*\(${TENOR}\))?(\s+compounded(?: daily)?(?: in arrears)?)?(?: \([^)]{1,40}\))?` +
    String.raw`\s*(?:plus|\+|zuzüglich|zzgl\.|majorée? de|majorée? d['’]une marge de|más|mas|più|maggiorato di)\s*(?:(?:a margin of|einer Marge von|une marge de|un margen de|un margine di)\s*)?` +
    String.raw`(\d{1,5}(?:\.\d{1,4})?)\s?(%|per cent|percent|bps|basis points|Basispunkte|points de base|puntos básicos|punti base)` +
    String.raw`(?:\s+(?:per annum|a year|p\.?\s?a\.?|per year|jährlich|pro Jahr|par an|l['’]an|annuel|annuo|annua|all['’]anno|anual|al año|por año))?$`,
  "i",
);

/** A request's percentages as an English draft writes them: "2,10 %" → "2.10%", "99,5 %" → "99.5%". */
export function pointDecimals(value: string, convention: NumberConvention): string {
  // A comma with one or two digits before a percent sign is a decimal mark in any request ("99,5 %"): no percentage
  // has thousands. Longer fractions are read so only in a German or French request.
  const digits = convention === "en" ? "1,2" : "1,4";
  return value.replace(new RegExp(String.raw`(\d),(\d{${digits}})(?=\s?(?:%|per cent|percent))`, "g"), "$1.$2").replace(/(\d)\s%/g, "$1%");
}

/** The period a term benchmark is quoted for ("3-month EURIBOR"), or over which a compounded rate is compounded ("3M SORA"). */
export interface Tenor { n: number; unit: "week" | "month" }
export type ParsedRate = { kind: "fixed"; percent: string } | { kind: "floating"; benchmark: string; tenor?: Tenor; margin: string };

function readTenor(n: string | undefined, unit: string | undefined): Tenor | undefined | null {
  if (n === undefined || unit === undefined) return undefined;
  const count = TENOR_WORDS[n.toLowerCase()] ?? Number(n);
  const week = /^(?:W|weeks?|Wochen?|semaines?|settimane|semanas)$/i.test(unit);
  if (!Number.isInteger(count) || count < 1 || count > (week ? 4 : 12)) return null;
  return { n: count, unit: week ? "week" : "month" };
}

/**
 * A fixed rate ("7.5%", "7.5% a year") or a benchmark, with its tenor where given, plus a margin ("SONIA plus 4.25%
 * per annum", "3-month EURIBOR plus 2.10% per annum", "1M Term SOFR + 350 bps", "SARON compounded + 2%"). In a German
 * or French request a comma is the decimal mark ("3-Monats-EURIBOR zuzüglich 2,10 % p. a."); the margin comes back
 * with a point ("2.10%"), as the English template and `format.ts` expect.
 */
export function parseRateValue(value: string, convention: NumberConvention = "en"): ParsedRate | null {
  const v = pointDecimals(value.trim(), convention);
  const floating = FLOATING.exec(v);
  if (floating) {
    const [, preN, preUnit, name, postN, postUnit, parenN, parenUnit, compounded, figure, unit] = floating;
    const tenor = readTenor(preN ?? postN ?? parenN, preUnit ?? postUnit ?? parenUnit);
    if (tenor === null || [preN, postN, parenN].filter(Boolean).length > 1) return null;
    const bps = /^(?:b|Basis|points)/i.test(unit);
    const n = Number(figure);
    if (bps ? n > 10000 : n > 100 || figure.replace(/\..*$/, "").length > 3) return null;
    const margin = bps ? `${+(n / 100).toFixed(4)}%` : `${figure}%`;
    // "Euribor" as clients write it is the benchmark EURIBOR; the names are written as the administrators do.
    const named = name.replace(/^the /i, "").replace(/\b(?:euribor|sonia|sofr|saron|sora|estr|corra|bbsw|mibor|mclr)\b/gi, (w) => w.toUpperCase());
    const benchmark = `${compounded && !/compounded/i.test(name) ? "compounded " : ""}${named}`;
    return { kind: "floating", benchmark, ...(tenor ? { tenor } : {}), margin };
  }
  if (parsePercentage(v).ok) return { kind: "fixed", percent: withoutPeriod(convention === "en" ? value.trim() : v) };
  return null;
}

export function parseRate(value: string, convention: NumberConvention = "en"): ParsedTerm {
  if (parseRateValue(value, convention)) return { ok: true };
  return {
    ok: false,
    message: `must be a fixed rate such as "7.5%" or "7.5% a year", or a benchmark (with its tenor, of up to twelve months, where it has one) plus a margin such as "SONIA plus 4.25% per annum", "3-month EURIBOR plus 2.10% per annum", "1M Term SOFR + 3.5%", "SARON compounded + 2%" or "EURIBOR + 250 bps", or with the tenor in another language ("Euribor 6 mesi + 1,90% annuo", "EURIBOR a 6 meses más 1,5 %", "Euribor 6 mois + 1,5 %", "6-Monats-EURIBOR + 1,9 % p. a.")${convention === "de" ? ', or "3-Monats-EURIBOR zuzüglich 2,10 % p. a."' : convention === "fr" ? `, or "EURIBOR 3 mois majoré de 2,10 % l'an"` : ""} (got "${value}")`,
  };
}

/** "5% per annum" / "5 % pro Jahr" / "5 % l'an" → "5%": the period a template adds itself ("… a year") is not repeated. */
export function withoutPeriod(value: string): string {
  return value.replace(/\s*(?:,\s*)?(?:per annum|p\.?\s?a\.?|a year|per year|annually|yearly|each year|jährlich|pro Jahr|im Jahr|par an|l['’]an|annuel(?:le)?|annu[oa]|anual)\.?$/i, "").trim();
}

/**
 * A rate "a year" where a clause says so after it: "7.5%" → "7.5% a year"; a rate measured as points above a
 * benchmark already states its measure and is written as it is.
 */
export function yearlyRate(rate: string): string {
  return /percentage points? above|Prozentpunkte\S* über|points? de pourcentage au-dessus/i.test(rate) ? rate : `${withoutPeriod(rate)} a year`;
}

/** "2% per annum above the applicable rate" → "2%": a margin over a rate the template names itself. */
export function marginOnly(value: string): string {
  return withoutPeriod(value.replace(/\s+(?:above|over|in excess of|on top of)\s.*$/i, "").trim());
}

/** "6% of Gross Sales" → "6%" where the template names the base ("of the Gross Sales") itself. */
export function percentWithoutBase(value: string, base: string): string {
  const words = escapeRegExp(base.replace(/^the /i, ""));
  return value.replace(new RegExp(String.raw`\s+(?:of|on)\s+(?:the\s+|all\s+|its\s+|monthly\s+|annual\s+|gross\s+)*${words}(?![A-Za-z]).*$`, "i"), "").trim();
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

export function parseTerm(spec: Pick<KeyTermSpec, "type" | "options"> & TermShape, value: string, convention: NumberConvention = "en", monthFirst = false): ParsedTerm {
  if (value.trim() === "") return { ok: false, message: "must not be empty" };
  if (value.includes(BLANK)) return { ok: true };
  const parsers: Record<KeyTermType, (v: string) => ParsedTerm> = {
    text: (v) => (v.length <= 2000 ? { ok: true } : { ok: false, message: "must be at most 2,000 characters" }),
    date: (v) => parseDate(v, monthFirst),
    money: (v) => moneyTerm(spec, v, convention),
    duration: (v) => durationTerm(spec, v),
    percentage: (v) => {
      const read = parsePercentage(pointDecimals(v, convention));
      return percentageTerm(spec, v, read.ok || convention === "en" ? read : { ok: false, message: `must be a percentage from 0 to 100, such as "5 %", "7,5 %" or "2,10 % ${convention === "de" ? "p. a." : "l'an"}", or the English forms "5%" and "12.5 per cent" (got "${v}")` });
    },
    rate: (v) => (readPointsAbove(v) ? { ok: true } : parseRate(v, convention)),
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

/**
 * "<period>' written notice", with the period's modifier after the notice ("6 months' written notice expiring at the
 * end of a calendar month"), or "written notice as provided by …" where the notice is measured by a named rule.
 */
export function writtenNotice(duration: string, noun = "written notice"): string {
  const parts = splitNotice(duration);
  if ("reference" in parts) return `${noun} ${parts.reference}`;
  return `${noticeOf(parts.period)} ${noun}${parts.after}`;
}

/**
 * "within 30 days of receiving it", or the moment itself where the payment term is one ("on signing"): a moment
 * replaces both the period and the event it runs from.
 */
export function payableWithin(term: string, from: string): string {
  const read = readDuration(term);
  if (read?.kind === "moment" || read?.kind === "day_of_month") return term.trim();
  // "30 jours fin de mois": the period, then to the end of the month in which it ends.
  if (read?.kind === "period" && read.modifier?.kind === "end_of") return `within ${englishPeriod(read.period)} ${from}, extended to the end of the calendar ${read.modifier.of} in which that period ends`;
  return `within ${term} ${from}`;
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

/** An open-ended duration ("indefinite", "unbefristet"): the template drafts it as it drafts a term left out. */
export function isOpenEnded(value: string): boolean {
  return readDuration(value)?.kind === "open";
}

/**
 * A value in a form wider than a figure (a period in another language's words, a relative amount, a labelled sum, a
 * share, points above a rate) as an English sentence writes it; undefined for the forms drafted as before.
 */
export function englishForm(type: KeyTermType, value: string, convention: NumberConvention): string | undefined {
  const v = value.trim();
  if (type === "duration") {
    const read = readDuration(v);
    if (!read || (read.kind === "period" && !read.modifier && parseEnglishDuration(v).ok)) return undefined;
    return durationInEnglish(read);
  }
  if (type === "money") {
    if (readMoney(v, convention).ok) return undefined;
    const relative = relativeMoney(v);
    // Written in English ("3 months' rent plus GST by bank guarantee"): as typed, since "plus GST" (tax added to the
    // sum) and "HT" (the rent measured before tax) are not the same thing.
    if (relative && /^[\x20-\x7e’]+$/.test(v) && /\bmonths?['’]/i.test(v)) return v;
    if (relative) return `${englishRelative(relative.relative)}${englishTaxAndCharges(relative.qualifiers ?? {})}${relative.means ? ` by ${/^(?:bank|cash|first)/i.test(relative.means) && !/\bcash\b/i.test(relative.means) ? "a " : ""}${relative.means}` : ""}`;
    const labelled = labelledMoney(v, convention);
    if (labelled) return englishMoney(labelled.money);
    return isShareDescription(v) ? asNounPhrase(v) : undefined;
  }
  if (type === "percentage" || type === "rate") {
    // A base in another language: named in English where certain ("1,5 % de las ventas netas" → "1.5% of net sales"),
    // else kept in the user's words after an English "of" ("3 % del fatturato lordo" → "3% of fatturato lordo").
    const based = readRelative(v);
    if (based?.kind === "percent" && (englishBase(based.base) !== based.base || !/(?:%|per ?cent)\s*(?:of|on)\s/i.test(v))) return englishRelative(based);
    if (type === "percentage" && parsePercentage(pointDecimals(v, convention)).ok) return undefined;
    const points = readPointsAbove(v);
    if (points) return englishPointsAbove(points);
    const statutory = type === "percentage" ? readStatutoryRate(v) : null;
    if (statutory) return englishStatutoryRate(statutory);
    const relative = readRelative(v);
    if (relative?.kind === "percent") return englishRelative(relative);
  }
  return undefined;
}
