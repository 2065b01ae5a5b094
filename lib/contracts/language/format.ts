import { ENGLISH_NUMBER_WORDS, SATURDAYS_NOTE, englishPeriod, isShareDescription, referenceBody, readDuration, readPointsAbove, readRelative, type Period } from "../key-term-forms";
import { readNumericDate } from "../numeric-date";
import { labelledMoney, parsePercentage, readWordDate, parseRateValue, pointDecimals, readMoney, relativeMoney, withoutPeriod, type MoneyBasis, type MoneyPer, type MoneyTax, type MoneyValue, type Tenor } from "../key-terms";
import { BLANK, type KeyTermSpec } from "../types";

/**
 * Key-term values arrive in the forms `key-terms.ts` accepts (English conventions: "EUR 4,000 per month",
 * "1 March 2026", "2 years", "7.5%"). A German or French draft writes them as a lawyer there would: 4.000,00 EUR
 * monatlich / 4 000,00 € par mois, 1. März 2026 / 1er mars 2026, zwei Jahre / deux (2) ans, 7,5 %. A value whose
 * words cannot be written in the draft's language (an unknown "per …" phrase) is reported, not pasted.
 */
export type DraftLanguage = "de" | "fr";
export type GermanCase = "nom" | "acc" | "dat";

export type Localised = { ok: true; text: string } | { ok: false; message: string };

const NBSP = "\u00a0";
const MONTHS_EN = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTHS: Record<DraftLanguage, string[]> = {
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
  fr: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
};

/** "2026-03-01", "1 March 2026", "March 1, 2026" → [2026, 3, 1]. */
function dateParts(value: string): [number, number, number] | null {
  const v = value.trim();
  // German and French drafts are for laws that write the day first ("30.06.2032").
  const numeric = readNumericDate(v, false);
  if (numeric?.ok) return [numeric.year, numeric.month, numeric.day];
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (m) return [+m[1], +m[2], +m[3]];
  // A month in words in any catalogue language ("4 janvier 2027", "3. Mai 2027", "1 March 2026"), as the English path reads it.
  const words = readWordDate(v);
  if (words) return [words.year, words.month, words.day];
  m = /^([A-Za-z]+) (\d{1,2})(?:st|nd|rd|th)?, (\d{4})$/.exec(v);
  if (m && MONTHS_EN.includes(m[1].toLowerCase())) return [+m[3], MONTHS_EN.indexOf(m[1].toLowerCase()) + 1, +m[2]];
  return null;
}

export function localDate(value: string, lang: DraftLanguage): Localised {
  const p = dateParts(value);
  if (!p) return { ok: false, message: `must be a date such as "2026-03-01", "1 March 2026" or with the month in words in the draft's language ("4 janvier 2027", "4. Januar 2027") (got "${value}")` };
  const [y, mo, d] = p;
  return { ok: true, text: lang === "de" ? `${d}. ${MONTHS.de[mo - 1]} ${y}` : `${d === 1 ? "1er" : d} ${MONTHS.fr[mo - 1]} ${y}` };
}

/** 1234567.5 → "1.234.567,50" (de) / "1 234 567,50" (fr, no-break spaces). */
export function localNumber(n: number, lang: DraftLanguage, decimals: number): string {
  const [int, frac] = n.toFixed(decimals).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, lang === "de" ? "." : NBSP);
  return frac ? `${grouped},${frac}` : grouped;
}

/** What follows the amount ("per month", "pro Monat", "mensuels"), as each language writes it after the amount. */
const PER: Record<MoneyPer, { de: string; fr: string }> = {
  month: { de: "monatlich", fr: "par mois" },
  year: { de: "jährlich", fr: "par an" },
  contract_year: { de: "je Vertragsjahr", fr: "par année contractuelle" },
  quarter: { de: "vierteljährlich", fr: "par trimestre" },
  day: { de: "pro Tag", fr: "par jour" },
  hour: { de: "pro Stunde", fr: "de l'heure" },
  unit: { de: "pro Stück", fr: "l'unité" },
  user: { de: "pro Nutzer", fr: "par utilisateur" },
};

const BASIS: Record<MoneyBasis, { de: string; fr: string }> = { gross: { de: "brutto", fr: "brut" }, net: { de: "netto", fr: "net" }, ctc: { de: "als Gesamtkosten des Arbeitgebers (CTC)", fr: "en coût total employeur (CTC)" } };
/** A price per unit named in the draft's language; a unit not in the table cannot be written there. */
const UNIT_LOCAL: Record<string, { de: string; fr: string }> = {
  unit: { de: "pro Stück", fr: "l'unité" }, piece: { de: "pro Stück", fr: "la pièce" }, item: { de: "pro Artikel", fr: "l'article" }, bottle: { de: "pro Flasche", fr: "la bouteille" },
  kilogram: { de: "pro Kilogramm", fr: "le kilogramme" }, tonne: { de: "pro Tonne", fr: "la tonne" }, litre: { de: "pro Liter", fr: "le litre" }, pallet: { de: "pro Palette", fr: "la palette" },
  "square metre": { de: "pro Quadratmeter", fr: "le mètre carré" }, user: { de: "pro Nutzer", fr: "par utilisateur" }, licence: { de: "pro Lizenz", fr: "par licence" },
};
const CHARGES: Record<MoneyTax, { de: string; fr: string }> = { excl: { de: "kalt", fr: "HC" }, incl: { de: "warm", fr: "CC" } };
const TAX: Record<MoneyTax, { de: string; fr: string }> = { excl: { de: "zzgl. Umsatzsteuer", fr: "HT" }, incl: { de: "inkl. Umsatzsteuer", fr: "TTC" } };

/** A sum read in the language's convention (`readMoney`: "4.500,00 €", "EUR 4.500 pro Monat", or the English forms). */
export function localMoney(value: string, lang: DraftLanguage): Localised {
  const read = readMoney(value, lang);
  if (!read.ok) return { ok: false, message: read.message };
  return localMoneyValue(read.money, lang, value);
}

function localMoneyValue(money: MoneyValue, lang: DraftLanguage, value: string): Localised {
  const { currency, amount, per, basis, tax, rest, charges, once, unit, taxRate, instalments } = money;
  const unitWords = per === "unit" ? UNIT_LOCAL[unit ?? "unit"]?.[lang] : undefined;
  if (rest || (per === "unit" && !unitWords)) {
    return { ok: false, message: `"${rest ?? `per ${unit}`}" after the amount cannot be written in a ${lang === "de" ? "German" : "French"} draft; use one of: per month, per year, in each contract year, per quarter, per day, per hour, per unit, per user, with gross or net and exclusive or inclusive of tax (got "${value}")` };
  }
  const paid = instalments ? (lang === "de" ? `, zahlbar in ${instalments} Raten jährlich` : `, versé en ${instalments} mensualités par an`) : "";
  const after = `${unitWords ? ` ${unitWords}` : per ? ` ${PER[per][lang]}` : once ? (lang === "de" ? " (einmalig)" : " (payable en une seule fois)") : ""}${paid}`;
  const figure = localNumber(amount, lang, per === "unit" && !Number.isInteger(amount * 100) ? 4 : 2);
  // French writes the basis and the tax before the period („4 500 € brut par mois“, „54 000 € HT par an“), German
  // too („96.000 EUR brutto jährlich“); "brut" / "net" invariable, as after a sum in euros of any size.
  const taxWords = tax ? `${TAX[tax][lang]}${taxRate ? ` (${taxRate.replace("%", "").replace(".", ",")}${NBSP}%)` : ""}` : "";
  const words = [basis ? BASIS[basis][lang] : "", taxWords, charges ? CHARGES[charges][lang] : ""].filter(Boolean).map((w) => ` ${w}`).join("");
  if (lang === "fr") return { ok: true, text: `${figure}${NBSP}${currency === "EUR" ? "€" : currency}${words}${after}` };
  return { ok: true, text: `${figure}${NBSP}${currency}${words}${after}` };
}

export function localPercent(value: string, lang: DraftLanguage): Localised {
  const m = /^(\d{1,3}(?:\.\d{1,4})?)\s?(?:%|percent|per cent)$/i.exec(withoutPeriod(pointDecimals(value.trim(), lang)));
  if (!m) return { ok: false, message: `must be a percentage alone, such as "5%" or "12.5%", in a ${lang === "de" ? "German" : "French"} draft (got "${value}")` };
  return { ok: true, text: `${m[1].replace(".", ",")}${NBSP}%` };
}

/**
 * The benchmark as each language names it: the tenor before it in German („3-Monats-EURIBOR“), after it in French
 * („EURIBOR 3 mois“); a compounded risk-free rate as „SARON (nachschüssig aufgezinst)“ / „SARON composé“.
 */
function localBenchmark(benchmark: string, tenor: Tenor | undefined, lang: DraftLanguage): string {
  const compounded = /^compounded /i.test(benchmark);
  const name = benchmark.replace(/^compounded /i, "");
  const withTenor = !tenor
    ? name
    : lang === "de"
      ? `${tenor.n}-${tenor.unit === "month" ? "Monats" : "Wochen"}-${name}`
      : `${name} ${tenor.n} ${tenor.unit === "month" ? "mois" : tenor.n === 1 ? "semaine" : "semaines"}`;
  if (!compounded) return withTenor;
  return lang === "de" ? `${withTenor} (nachschüssig aufgezinst)` : `${withTenor} composé`;
}

/** "7.5%" → "7,5 % p. a." / "7,5 % l'an"; "3-month EURIBOR + 2.5%" → "3-Monats-EURIBOR zuzüglich einer Marge von 2,5 % p. a.". */
export function localRate(value: string, lang: DraftLanguage): Localised {
  const r = parseRateValue(value, lang);
  if (!r) return { ok: false, message: `must be a fixed rate such as "7.5%" or a benchmark plus a margin such as "3-month EURIBOR + 2.5%" (got "${value}")` };
  const pct = (p: string) => localPercent(p, lang);
  const annual = lang === "de" ? "p. a." : "l'an";
  if (r.kind === "fixed") {
    const p = pct(r.percent);
    return p.ok ? { ok: true, text: `${p.text} ${annual}` } : p;
  }
  const margin = pct(r.margin);
  if (!margin.ok) return margin;
  const benchmark = localBenchmark(r.benchmark, r.tenor, lang);
  return { ok: true, text: lang === "de" ? `${benchmark} zuzüglich einer Marge von ${margin.text} p. a.` : `${benchmark} majoré d'une marge de ${margin.text} l'an` };
}

/**
 * What a rate written by `localRate` says, for the clause that pays it: whether it floats, and the benchmark's tenor
 * in months where it has one („3-Monats-EURIBOR …“, „EURIBOR 3 mois …“).
 */
export function localRateParts(text: string, lang: DraftLanguage): { floating: boolean; months: number | null } {
  const floating = lang === "de" ? / zuzüglich einer Marge von /.test(text) : / majoré d'une marge de /.test(text);
  const m = lang === "de" ? /^(\d{1,2})-Monats-/.exec(text) : /\s(\d{1,2}) mois(?: composé)? majoré/.exec(text);
  return { floating, months: floating && m ? Number(m[1]) : null };
}

const WORDS: Record<DraftLanguage, string[]> = {
  de: ["", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"],
  fr: ["", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze"],
};
const UNITS_DE: Record<string, { one: Record<GermanCase, string>; many: Record<GermanCase, string> }> = {
  day: { one: { nom: "ein Tag", acc: "einen Tag", dat: "einem Tag" }, many: { nom: "Tage", acc: "Tage", dat: "Tagen" } },
  week: { one: { nom: "eine Woche", acc: "eine Woche", dat: "einer Woche" }, many: { nom: "Wochen", acc: "Wochen", dat: "Wochen" } },
  month: { one: { nom: "ein Monat", acc: "einen Monat", dat: "einem Monat" }, many: { nom: "Monate", acc: "Monate", dat: "Monaten" } },
  year: { one: { nom: "ein Jahr", acc: "ein Jahr", dat: "einem Jahr" }, many: { nom: "Jahre", acc: "Jahre", dat: "Jahren" } },
};
const UNITS_FR: Record<string, [string, string]> = { day: ["jour", "jours"], week: ["semaine", "semaines"], month: ["mois", "mois"], year: ["an", "ans"] };

/**
 * "2 years" → "zwei Jahre" (de, case as asked) / "deux (2) ans" (fr). Business days are Arbeitstage / jours ouvrés;
 * working days with Saturdays counted (`SATURDAYS_NOTE`, read from Werktage or jours ouvrables) are Werktage / jours
 * ouvrables, the two not being the same count (BUrlG § 3(2)).
 */
export function localDuration(value: string, lang: DraftLanguage, grammaticalCase: GermanCase = "nom"): Localised {
  const saturdays = value.trim().endsWith(SATURDAYS_NOTE);
  const bare = saturdays ? value.trim().slice(0, -SATURDAYS_NOTE.length) : value;
  const m = /^(?:([a-z-]+)\s*\((\d+)\)|(\d+)|([a-z-]+))\s*(calendar |business |working )?(day|week|month|year)s?$/.exec(bare.trim().toLowerCase());
  const n = m ? (m[2] ?? m[3] ? Number(m[2] ?? m[3]) : ENGLISH_NUMBER_WORDS[m[4]]) : undefined;
  if (!m || n === undefined || n <= 0) return { ok: false, message: `must be a whole number of days, weeks, months or years, such as "2 years" or "30 days" (got "${value}")` };
  const working = m[5] === "business " || m[5] === "working ";
  const unit = m[6] as Period["unit"];
  return localPeriod({ n, unit, ...(working ? (saturdays ? { saturdays: true as const } : { business: true as const }) : {}) }, lang, grammaticalCase);
}

/** A period already read (`readDuration`) in the draft's words, as `localDuration` writes it. */
function localPeriod(p: Period, lang: DraftLanguage, grammaticalCase: GermanCase = "nom"): Localised {
  const { n, unit } = p;
  if (n <= 0) return { ok: false, message: `must be a whole number of days, weeks, months or years, such as "2 years" or "30 days" (got "${englishPeriod(p)}")` };
  const working = Boolean(p.business || p.saturdays);
  if (lang === "de") {
    const u = UNITS_DE[unit];
    const day = p.saturdays ? "Werktag" : "Arbeitstag";
    if (working) return { ok: true, text: n === 1 ? `${grammaticalCase === "dat" ? "einem" : grammaticalCase === "acc" ? "einen" : "ein"} ${day}` : `${n <= 12 ? WORDS.de[n] : n} ${day}e${grammaticalCase === "dat" ? "n" : ""}` };
    return { ok: true, text: n === 1 ? u.one[grammaticalCase] : `${n <= 12 ? WORDS.de[n] : n} ${u.many[grammaticalCase]}` };
  }
  const [one, many] = UNITS_FR[unit];
  const word = n === 1 ? (unit === "week" ? "une" : "un") : n <= 12 ? WORDS.fr[n] : String(n);
  const noun = `${n === 1 ? one : many}${working ? (p.saturdays ? (n === 1 ? " ouvrable" : " ouvrables") : n === 1 ? " ouvré" : " ouvrés") : ""}`;
  return { ok: true, text: n <= 12 ? `${word} (${n}) ${noun}` : `${n} ${noun}` };
}

const MONTHS_OF: Record<"rent" | "gross rent" | "salary" | "fee", { de: [string, string]; fr: string }> = {
  rent: { de: ["Monatsmiete", "Monatsmieten"], fr: "de loyer" },
  "gross rent": { de: ["Bruttomonatsmiete", "Bruttomonatsmieten"], fr: "de loyer charges comprises" },
  salary: { de: ["Monatsgehalt", "Monatsgehälter"], fr: "de salaire" },
  fee: { de: ["Monatsvergütung", "Monatsvergütungen"], fr: "de rémunération" },
};

/**
 * The wider forms of `key-term-forms.ts` in a German or French draft: a period in any language's words with its
 * modifier, "unbestimmte Zeit" / "durée indéterminée", "3 Monatsmieten" / "3 mois de loyer HT", a labelled sum as its
 * amount; a description, a percentage of a base and points above a rate as the caller wrote them (in the draft's language).
 */
function localWiderForm(type: KeyTermSpec["type"], value: string, lang: DraftLanguage): Localised | undefined {
  const v = value.trim();
  if (type === "duration") {
    const d = readDuration(v);
    if (!d) return undefined;
    // The other forms the grammar accepts for a term (key-terms.ts decides which term takes which): the clauses draft
    // them in their own sentences (`de.ts` `kuendigungsfrist`/`faelligkeit`, `fr.ts` `preavis`/`exigibilite`).
    if (d.kind === "open") return { ok: true, text: lang === "de" ? "unbestimmte Zeit" : "durée indéterminée" };
    if (d.kind === "term") return { ok: true, text: lang === "de" ? "während der Vertragslaufzeit" : "pendant la durée du contrat" };
    if (d.kind === "moment") return localMoment(d.text, lang);
    if (d.kind === "reference") return localReference(d.text, lang);
    if (d.kind === "day_of_month") {
      const event = d.after === "invoice" ? (lang === "de" ? "Rechnungsstellung" : "la facture") : lang === "de" ? "Lieferung" : "la livraison";
      return { ok: true, text: lang === "de" ? `bis zum ${d.day}. des auf die ${event} folgenden Monats` : `le ${d.day === 1 ? "1er" : d.day} du mois suivant ${event}` };
    }
    const base = localPeriod(d.period, lang);
    // A period from the event its clause already runs it from ("nach Beendigung", "à compter de la livraison"): the period alone.
    if (!base.ok || !d.modifier || d.modifier.kind === "from") return base;
    if (d.modifier.kind === "end_of") {
      const end = lang === "de" ? { month: "zum Monatsende", quarter: "zum Quartalsende", year: "zum Jahresende" } : { month: "pour la fin d'un mois civil", quarter: "pour la fin d'un trimestre civil", year: "pour la fin d'une année civile" };
      return { ok: true, text: `${base.text} ${end[d.modifier.of]}` };
    }
    const renewal = localPeriod(d.modifier.period, lang, "acc");
    if (!renewal.ok) return renewal;
    // German puts the case on the first period, which `dativ` reads at the end: the renewal goes in brackets.
    return { ok: true, text: lang === "de" ? `${base.text} (einmal verlängerbar um ${renewal.text})` : `${base.text}, renouvelable une fois pour ${renewal.text}` };
  }
  if (type === "money") {
    if (readMoney(v, lang).ok) return undefined;
    const relative = relativeMoney(v);
    if (relative?.relative.kind === "months") {
      const r = relative.relative;
      const q = relative.qualifiers ?? {};
      const words = MONTHS_OF[r.base as "rent"];
      const up = r.upTo ? (lang === "de" ? "bis zu " : "jusqu'à ") : "";
      const tail = [q.tax ? TAX[q.tax][lang] : "", q.charges ? CHARGES[q.charges][lang] : ""].filter(Boolean).map((w) => ` ${w}`).join("");
      return { ok: true, text: lang === "de" ? `${up}${r.n} ${words.de[r.n === 1 ? 0 : 1]}${tail}` : `${up}${r.n} mois ${words.fr}${tail}` };
    }
    if (relative) return { ok: true, text: pointDecimals(v, lang) };
    const labelled = labelledMoney(v, lang);
    if (labelled) return localMoneyValue(labelled.money, lang, v);
    // The German and French clauses write an amount of advance payments („Vorauszahlungen von …“, « une provision de … »).
    // A share of costs: the clause states it in place of advance payments; written in another language, the draft's own words.
    if (isShareDescription(v)) return { ok: true, text: (lang === "de" ? /Anteil|anteilig/i : /quote[- ]part/i).test(v) ? withArticle(v, lang) : lang === "de" ? "den auf die Mietsache entfallenden Anteil an den Betriebskosten" : "la quote-part des charges afférente aux locaux loués" };
    return undefined;
  }
  if (type === "percentage" || type === "rate") {
    if (type === "percentage" && parsePercentage(pointDecimals(v, lang)).ok) return undefined;
    if (readPointsAbove(v) || readRelative(v)?.kind === "percent") return { ok: true, text: v };
    if (type === "percentage") return { ok: true, text: v };
  }
  return undefined;
}

/** A payment moment in each language's words, whatever language it was given in; what the clauses read back. */
const MOMENTS: { pattern: RegExp; de: string; fr: string }[] = [
  { pattern: /sign|execution|Unterzeichnung|Unterschrift|firma|ondertekening|podpisaniu|assinatura/i, de: "bei Unterzeichnung dieses Vertrags", fr: "à la signature du présent contrat" },
  { pattern: /delivery|Lieferung|Übergabe|livraison|entrega|consegna|levering/i, de: "bei Lieferung", fr: "à la livraison" },
  { pattern: /invoice|Rechnung|facture/i, de: "bei Zugang der Rechnung", fr: "à réception de la facture" },
  { pattern: /demand/i, de: "auf erste Anforderung", fr: "à première demande" },
  { pattern: /completion|closing/i, de: "bei Vollzug", fr: "à la réalisation de l'opération" },
  { pattern: /Effective Date/i, de: "bei Inkrafttreten dieses Vertrags", fr: "à l'entrée en vigueur du présent contrat" },
  { pattern: /immediately|sofort|immédiatement/i, de: "sofort", fr: "immédiatement" },
  { pattern: /advance|Voraus|d'avance/i, de: "im Voraus", fr: "d'avance" },
];
export const MOMENT_TEXTS: Record<DraftLanguage, string[]> = { de: MOMENTS.map((m) => m.de), fr: MOMENTS.map((m) => m.fr) };

function localMoment(value: string, lang: DraftLanguage): Localised {
  const found = MOMENTS.find((m) => m.pattern.test(value));
  return found ? { ok: true, text: found[lang] } : { ok: false, message: `must be a period or a moment such as ${lang === "de" ? '"bei Unterzeichnung"' : '"à la signature"'} in a ${lang === "de" ? "German" : "French"} draft (got "${value}")` };
}

/** The lead words of a reference in each language; a reference led in another language takes the draft's own lead. */
const REFERENCE_LEAD: Record<DraftLanguage, RegExp> = {
  de: /^(?:gemäß|laut|entsprechend|nach Maßgabe d(?:es|er))\s/i,
  fr: /^(?:selon|conformément (?:à|au|aux)|suivant|tel(?:le)? que prévue? par)\s/i,
};

/** The rules a reference commonly names, in each language's words, whatever language they were given in. */
const COMMON_RULES: { pattern: RegExp; de: string; fr: string }[] = [
  { pattern: /collective (?:bargaining |labou?r )?agreement|Tarifvertrag|convention collective|contratto collettivo|CCNL$|convenio colectivo|cao$|collectieve arbeidsovereenkomst|układ(?:em|u)? zbiorow/i, de: "gemäß dem anwendbaren Tarifvertrag", fr: "selon la convention collective applicable" },
  { pattern: /^(?:the )?(?:applicable |relevant )?(?:law|statute|statutory provisions)$|^(?:den )?gesetzlichen (?:Vorschriften|Bestimmungen)$|^(?:dem )?Gesetz$|^(?:la )?loi$|^(?:les )?dispositions légales$/i, de: "gemäß den gesetzlichen Vorschriften", fr: "selon les dispositions légales" },
];

/**
 * A reference in the draft's language is kept; a common rule is named in the draft's words; a named instrument
 * („CCNL Commercio“, "§ 622 BGB") takes the draft's lead words. Other words of another language cannot be drafted.
 */
function localReference(value: string, lang: DraftLanguage): Localised {
  const body = referenceBody(value);
  const common = COMMON_RULES.find((r) => r.pattern.test(body.replace(/^(?:the|dem|den|der|la|le|les|il|el)\s+|\s+(?:applicable|anwendbaren?)$/gi, "")));
  if (common) return { ok: true, text: common[lang] };
  if (REFERENCE_LEAD[lang].test(value)) return { ok: true, text: value };
  if (/^[\p{Lu}§\d]/u.test(body) && !/\s(?:the|of|and|der|die|das|und|de|des|du|et)\s/i.test(` ${body} `)) return { ok: true, text: `${lang === "de" ? "gemäß" : "selon"} ${body}` };
  return { ok: false, message: `a reference must name the rule in ${lang === "de" ? 'German, such as "gemäß Tarifvertrag"' : 'French, such as "selon la convention collective"'}, or name an instrument, in a ${lang === "de" ? "German" : "French"} draft (got "${value}")` };
}

/** A notice or payment term written by `localWiderForm` as a reference or a moment, for the clause that words it. */
export function durationShape(text: string, lang: DraftLanguage): "reference" | "moment" | "open" | "period" {
  if (REFERENCE_LEAD[lang].test(text)) return "reference";
  // A day of the following month (`localWiderForm`) is a moment of payment, not a period to pay within.
  if (MOMENT_TEXTS[lang].includes(text) || /^(?:bis zum \d{1,2}\. des auf die|le (?:1er|\d{1,2}) du mois suivant)/.test(text)) return "moment";
  if (text === (lang === "de" ? "unbestimmte Zeit" : "durée indéterminée")) return "open";
  return "period";
}

/** A share as the object of „trägt“ / « supporte »: „Anteil an …“ → „den Anteil an …“, « quote-part … » → « la quote-part … ». */
function withArticle(share: string, lang: DraftLanguage): string {
  if (lang === "de") {
    const adjective = /^anteilige[n]?\s+(.+)$/i.exec(share);
    if (adjective) return `die anteiligen ${adjective[1]}`;
    return /^(?:den|seinen|einen|die|der)\s/i.test(share) ? share : `den ${share}`;
  }
  return /^(?:la|sa|une|l['’])\s?/i.test(share) ? share : `la ${share}`;
}

/** The value a clause reads for a key term, in the draft's language; text and choices are the caller's (choices are mapped by the clause). */
export function localValue(spec: Pick<KeyTermSpec, "type">, value: string, lang: DraftLanguage): Localised {
  if (value.includes(BLANK)) return { ok: true, text: value };
  const wider = localWiderForm(spec.type, value, lang);
  if (wider) return wider;
  switch (spec.type) {
    case "date":
      return localDate(value, lang);
    case "money":
      return localMoney(value, lang);
    case "percentage":
      return localPercent(value, lang);
    case "rate":
      return localRate(value, lang);
    case "duration":
      return localDuration(value, lang);
    default:
      return { ok: true, text: value.trim() };
  }
}
