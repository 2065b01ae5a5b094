/**
 * The forms of a key-term value beyond a bare figure (issue 36): periods written in the words of the main European
 * languages ("10 Jahre", "9 ans", "6 meses", "3 anni", "5 jaar", "3 lata"), with a modifier ("… to the end of a
 * calendar month", "… with a renewal of 5 years"), an open-ended period ("indefinite", "unbefristet", "durée
 * indéterminée"), an amount relative to another ("3 months' rent", "3 Monatsmieten", "30% of the Purchase Price"),
 * a payment moment ("on signing") and, where a lawyer writes a formula, a bounded description that names what it
 * refers to ("as provided by the CCNL …", "Tenant's share of outgoings", "annual CPI indexation").
 * Each reader returns null for anything else, so garbage stays a 400 naming the forms accepted.
 */

export type PeriodUnit = "day" | "week" | "month" | "year";

/** Unit words, singular and plural, in EN, DE, FR, ES, IT, NL, PL and PT. */
const UNIT_WORDS: Record<PeriodUnit, string> = {
  day: "days?|Tage?n?|Kalendertage?n?|jours?|d[ií]as?|giorni|giorno|dagen|dag|dni|dzień|dias?",
  week: "weeks?|Wochen?|semaines?|semanas?|settimanae?|settimane|weken|week|tygodni(?:e)?|tydzień",
  month: "months?|Monate?n?|Monats|Kalendermonate?n?|mois|mes(?:es)?|mesi|mese|maanden|maand|miesięcy|miesiące|miesiąc|meses|mês",
  year: "years?|Jahre?n?|ans?|années?|años?|anni|anno|jaren|jaar|lat|lata|rok|anos?",
};
const BUSINESS = "business|working|Werk|Arbeits|ouvrés?|ouvrables?|hábiles|lavorativi|werk";
/**
 * A German Werktag and a French jour ouvrable are every day but Sunday and public holidays (BUrlG § 3(2); the French
 * rest day), Saturdays included; a business day (Arbeitstag, jour ouvré, and "working day" in English) is not.
 */
const SATURDAYS_COUNT = /^(?:Werk|ouvrables?)$/i;
/** How an English draft says that Saturdays count, after "working days"; read back by `readPeriod` and the languages. */
export const SATURDAYS_NOTE = " (days other than Sundays and public holidays)";

/** English number words up to twelve and the round ones contracts use ("thirty (30) days"). */
export const ENGLISH_NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, eighteen: 18, twenty: 20, thirty: 30, sixty: 60, ninety: 90,
};

/** The same in the other languages a period is read in. */
const NUMBER_WORDS: Record<string, number> = {
  ...ENGLISH_NUMBER_WORDS,
  ein: 1, eine: 1, einen: 1, einem: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwölf: 12,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12,
  uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, doce: 12,
  due: 2, tre: 3, quattro: 4, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, dodici: 12,
  één: 1, een: 1, twee: 2, drie: 3, vijf: 5, zes: 6, zeven: 7, negen: 9, tien: 10, twaalf: 12,
};

function countOf(word: string): number | undefined {
  return /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word.toLowerCase()];
}

function unitOf(word: string): PeriodUnit | undefined {
  return (Object.keys(UNIT_WORDS) as PeriodUnit[]).find((u) => new RegExp(`^(?:${UNIT_WORDS[u]})$`, "i").test(word));
}

export interface Period {
  n: number;
  unit: PeriodUnit;
  business?: true;
  /** A day counted as a Werktag or jour ouvrable: Saturdays count, Sundays and public holidays do not. */
  saturdays?: true;
}

const COUNT = String.raw`(\d{1,4}|[\p{L}]+)(?:\s*\((\d{1,4})\))?`;
const PERIOD = new RegExp(String.raw`^${COUNT}\s*(?:(calendar|${BUSINESS})[\s-]?)?([\p{L}]+)(?:\s+(${BUSINESS}|calendar))?$`, "iu");

/** "10 Jahre", "two (2) years", "30 business days", "6 mois", "3 lata" → the period; null for anything else. */
export function readPeriod(value: string): Period | null {
  const noted = value.trim().endsWith(SATURDAYS_NOTE);
  const m = PERIOD.exec(noted ? value.trim().slice(0, -SATURDAYS_NOTE.length) : value.trim());
  if (!m) return null;
  const n = m[2] ? Number(m[2]) : countOf(m[1]);
  // "Werktage", "Arbeitstage": the qualifier written as one word with the unit.
  const compound = /^(Werk|Arbeits)(tage?n?)$/i.exec(m[4]);
  const unit = compound ? "day" : unitOf(m[4]);
  if (n === undefined || !unit || n <= 0 || n > 1200) return null;
  const qualifier = m[3] ?? m[5];
  const business = compound !== null || (qualifier !== undefined && !/^calendar$/i.test(qualifier));
  const saturdays = unit === "day" && ((noted && /^working$/i.test(qualifier ?? "")) || SATURDAYS_COUNT.test(compound?.[1] ?? qualifier ?? ""));
  return { n, unit, ...(saturdays ? { saturdays: true as const } : business ? { business: true as const } : {}) };
}

export function periodMonths(p: Period): number {
  return p.unit === "year" ? p.n * 12 : p.unit === "month" ? p.n : p.unit === "week" ? (p.n * 7) / 30.4375 : p.n / 30.4375;
}

/**
 * A period as an English draft writes it: "10 years", "1 month", "30 business days", and a count of Werktage or jours
 * ouvrables as working days with their meaning, since an English reader would take "working days" to be business days.
 */
export function englishPeriod(p: Period): string {
  const plural = p.n === 1 ? "" : "s";
  if (p.saturdays) return `${p.n} working day${plural}${SATURDAYS_NOTE}`;
  return `${p.n} ${p.business ? "business " : ""}${p.unit}${plural}`;
}

/**
 * What may follow a period: notice expiring at the end of a month (quarter, year), a renewal for a further period, or
 * the event the period runs from ("12 months from delivery", "12 months post-exit", „24 Monate nach Beendigung“).
 */
export type PeriodModifier = { kind: "end_of"; of: "month" | "quarter" | "year" } | { kind: "renewal"; period: Period } | { kind: "from"; event: AnchorEvent };

/**
 * The events a period is counted from: the end of the contract or employment, for a restraint or confidentiality after
 * it; delivery, for a warranty. The clauses that take these terms already run them from that event ("for 12 months
 * after the employment ends", "on delivery and for 12 months after it"), so the draft writes the period alone.
 */
export type AnchorEvent = "end" | "delivery";
const ANCHORS: readonly { event: AnchorEvent; pattern: RegExp }[] = [
  {
    event: "end",
    pattern: /^(?:post[- ](?:exit|termination|employment|departure|separation)|(?:from|after|following|upon|on) (?:the )?(?:date of )?(?:exit|departure|separation|leaving|termination|expiry|expiration|cessation|the end)(?: (?:of|from) (?:(?:the|this|his|her|their) )?(?:employment|engagement|Agreement|contract|service|office|company|Company))?|after (?:(?:the|this) )?(?:employment|engagement|Agreement|contract) (?:ends|terminates)|after leaving(?: the Company| employment)?|nach (?:(?:dem|der) )?(?:Ausscheiden|Beendigung|Ende|Vertragsende|Vertragsbeendigung)(?: de[sr] (?:Arbeitsverhältnisses|Dienstverhältnisses|Anstellungsverhältnisses|Vertrages|Vertrags))?|(?:à compter de |après )(?:la )?(?:cessation|fin|rupture)(?: (?:du|de son) contrat(?: de travail)?)?|(?:tras|después de) (?:la )?(?:extinción|terminación|finalización)(?: del contrato(?: de trabajo)?)?|(?:dalla|dopo la) cessazione(?: del rapporto(?: di lavoro)?)?|na (?:(?:het )?einde|beëindiging|afloop)(?: (?:van )?(?:de|het) (?:overeenkomst|dienstverband|arbeidsovereenkomst))?|(?:após|depois d)a? cessação(?: do contrato(?: de trabalho)?)?|po (?:ustaniu|rozwiązaniu)(?: stosunku pracy| umowy)?)$/i,
  },
  {
    event: "delivery",
    pattern: /^(?:(?:from|after|following|of) (?:the )?(?:date of )?delivery(?: of (?:the )?(?:Products|Goods|goods|products))?|ab (?:der )?(?:Lieferung|Ablieferung|Übergabe|Gefahrübergang)|nach (?:der )?(?:Lieferung|Ablieferung)|à compter de (?:la )?(?:date de )?(?:la )?livraison|(?:desde|a partir de) (?:la )?(?:fecha de )?(?:la )?entrega|dalla (?:data di )?consegna|(?:na|vanaf) (?:de )?(?:levering|aflevering)|a (?:contar|partir) da (?:data de )?entrega|od (?:dnia )?(?:dostawy|wydania))$/i,
  },
];

/** The event a period is anchored to, from the words after it; undefined for anything else. */
function anchorOf(tail: string): AnchorEvent | undefined {
  return ANCHORS.find((a) => a.pattern.test(tail.trim()))?.event;
}

const END_OF = [
  { of: "month" as const, pattern: /^(?:,\s*)?(?:(?:to|until|expiring (?:at|on)|ending (?:at|on)|effective (?:at|as of)|at) )?the end of (?:a|the|any) (?:calendar )?month$|^(?:zum|zu(?:m)? Ende eines) (?:Kalender)?monats?(?:ende|s)?$|^zum Monatsende$|^(?:(?:pour la|à la|en) )?fin (?:d'un|du|de) mois(?: civil)?$|^al final de(?:l| un) mes$|^alla fine del mese$|^tegen het einde van (?:een|de) (?:kalender)?maand$|^na koniec miesiąca(?: kalendarzowego)?$/i },
  { of: "quarter" as const, pattern: /^(?:,\s*)?(?:(?:to|until|expiring (?:at|on)|ending (?:at|on)|at) )?the end of (?:a|the|any) (?:calendar )?quarter$|^zum (?:Quartalsende|Ende eines Kalendervierteljahres)$|^(?:pour la|à la) fin d'un trimestre(?: civil)?$/i },
  { of: "year" as const, pattern: /^(?:,\s*)?(?:(?:to|until|expiring (?:at|on)|ending (?:at|on)|at) )?the end of (?:a|the|any) (?:calendar )?year$|^zum (?:Jahresende|Ende eines Kalenderjahres)$/i },
];
const RENEWAL_LEAD = /^(?:,\s*)?(?:with (?:an? |one )?(?:option (?:to|of) )?renew(?:al)?(?: option)? (?:of|for) (?:a further |one further |a )?|renewable (?:once )?for (?:a further |one further )?|(?:plus|and) (?:an? |one )?(?:optional )?renewal (?:term )?of |mit (?:einer )?Verlängerung(?:soption)? um (?:weitere )?|verlängerbar um (?:weitere )?|renouvelable (?:une fois )?pour |avec (?:une )?(?:option de )?renouvellement (?:de|pour) |prorrogable por |con (?:una )?prórroga de |rinnovabile per (?:ulteriori )?|con rinnovo di |met (?:een )?verlenging (?:van|met) )/i;

function readModifier(tail: string): PeriodModifier | null {
  const t = tail.trim();
  const end = END_OF.find((e) => e.pattern.test(t));
  if (end) return { kind: "end_of", of: end.of };
  const event = anchorOf(t);
  if (event) return { kind: "from", event };
  const lead = RENEWAL_LEAD.exec(t);
  if (lead) {
    const period = readPeriod(t.slice(lead[0].length).replace(/^(?:periods? of|terms? of)\s+/i, ""));
    if (period) return { kind: "renewal", period };
  }
  return null;
}

/** Indefinite, in the words a lawyer uses in each language. */
const OPEN = /^(?:(?:for )?(?:an? )?(?:indefinite|unlimited|open[- ]ended)(?: (?:period|term|duration))?|indefinitely|until terminated(?: by notice)?|unbefristet|auf unbestimmte Zeit|unbestimmte Zeit|(?:à |pour une )?durée indéterminée|indéterminée|(?:por )?(?:tiempo|plazo|duración) indefinid[oa]|indefinid[oa]|(?:a )?tempo indeterminato|indeterminat[oa]|(?:voor )?onbepaalde tijd|(?:na )?czas nieokreślony|(?:por |a )?(?:prazo|tempo) indeterminado|indeterminado)$/i;

/**
 * A description that says where the value comes from: a rule, agreement or index it refers to ("as provided by the
 * CCNL Dirigenti Industria", „gemäß § 622 BGB“, « selon la convention collective »). The lead words are the reference;
 * at least one word must follow.
 */
const REFERENCE_LEAD = String.raw`(?:as (?:provided|set out|required|specified|laid down|fixed|determined|prescribed) (?:by|in|under)|in accordance with|according to|pursuant to|gemäß|laut|entsprechend|nach Maßgabe d(?:es|er)|selon|conformément (?:à|au|aux)|suivant|tel(?:le)? que prévue? par|según|conforme a|de acuerdo con|secondo|ai sensi d(?:el|ella|ei|egli|i)|come previst[oa] d(?:al|alla|ai|agli)|volgens|overeenkomstig|zgodnie z|nos termos d[oa]|conforme (?:o|a))`;
const REFERENCE = new RegExp(String.raw`^${REFERENCE_LEAD}\s+\S`, "iu");

/** A reference without its lead words (and an English article): "as provided by the CCNL X" → "CCNL X". */
export function referenceBody(value: string): string {
  return value.trim().replace(new RegExp(String.raw`^${REFERENCE_LEAD}\s+(?:the\s+)?`, "iu"), "");
}

/** A moment of payment rather than a period: "on signing", „bei Unterzeichnung“, « à la signature ». */
const PAYMENT_MOMENT = /^(?:(?:on|upon|at) (?:the )?(?:signing|signature|execution|completion|closing|delivery|demand|receipt of (?:the |an? )?invoice|invoice|the Effective Date)(?: of this (?:Agreement|Deed|Assignment))?|immediately|in advance|bei (?:Unterzeichnung|Vertragsunterzeichnung|Unterschrift|Lieferung|Übergabe|Rechnungsstellung)|mit Unterzeichnung|sofort|im Voraus|(?:à|dès) la (?:signature|livraison|réception de la facture)|immédiatement|d'avance|a la firma|a la entrega|alla firma|alla consegna|bij (?:ondertekening|levering)|przy podpisaniu|no acto da assinatura|na assinatura)$/i;

/**
 * A restraint that lasts as long as the contract ("during the term", "for the term of this Agreement", « pendant la
 * durée du contrat »): no period after it ends.
 */
const THE_TERM = /^(?:(?:during|for|throughout|for the duration of) (?:the )?(?:term|duration|life)(?: of (?:this|the) (?:Agreement|Contract|Franchise Agreement))?|while this Agreement (?:is in force|continues)|(?:während|für) (?:der|die) (?:Vertragslaufzeit|Laufzeit|Dauer) (?:des|dieses) Vertrag(?:e)?s|während der (?:Vertrags)?laufzeit|pendant (?:toute )?la durée du (?:présent )?contrat|durante (?:la )?(?:vigencia|duración) del contrato|per (?:tutta )?la durata del contratto|gedurende de looptijd van de overeenkomst)$/i;

/**
 * A payment period as invoices state it, read as its number of days: "Net 30", "30 days from invoice (date)", "30
 * Tage netto", "30 días netos", "30 jours à compter de la facture"; "30 jours fin de mois" is a period with its
 * end-of-month modifier (read by `readModifier`).
 */
const NET_N = /^net\s*(\d{1,3})(?:\s*days?)?$/i;
const FROM_INVOICE = /^(.+?)\s+(?:(?:from|after|of)\s+(?:the\s+)?(?:date of\s+(?:the\s+)?)?(?:receipt of\s+(?:the\s+)?)?invoice(?:\s+date)?|netto|nets?|net[oa]s|nett[oi]|(?:ab|nach)\s+(?:Rechnungsdatum|Rechnungseingang|Rechnungsstellung|(?:Erhalt|Zugang) der Rechnung)|à compter de la (?:date de (?:la )?)?(?:facture|facturation)|date de facture|desde (?:la fecha de )?(?:la )?factura|fecha (?:de )?factura|dalla data (?:della |di )?fattura|data fattura)$/i;

function paymentPeriod(v: string): Period | null {
  const net = NET_N.exec(v);
  if (net) return readPeriod(`${net[1]} days`);
  const from = FROM_INVOICE.exec(v);
  return from ? readPeriod(from[1]) : null;
}

/**
 * Payment on a day of the month after the invoice (or delivery): "20th of the month following invoice", „bis zum 15.
 * des Folgemonats“, « le 10 du mois suivant », "el día 20 del mes siguiente", "entro il 20 del mese successivo",
 * "de 20e van de volgende maand", "até ao dia 20 do mês seguinte"; the day is 1 to 31.
 */
const DAY_OF_NEXT_MONTH: readonly RegExp[] = [
  /^(?:(?:by|on|no later than|on or before|payable (?:by|on)) )?(?:the )?(\d{1,2})(?:st|nd|rd|th)?(?: day)? (?:of|in) the (?:(?:calendar )?month (?:following|after)(?: the month (?:of|in which))?(?: the)?(?: (?:date of|receipt of)(?: the)?)? ?(invoice|invoicing|delivery|the invoice is (?:issued|received)|it is received)?|following (?:calendar )?month)$/i,
  /^(?:bis )?(?:zum |am )?(\d{1,2})\. (?:des|im) (?:Folgemonats?|folgenden Monats|auf die (Rechnung|Lieferung)\w* folgenden Monats)(?: nach (Rechnung|Lieferung)\w*)?$/i,
  /^(?:le )?(\d{1,2})(?:er)? (?:du|de) mois suivant(?: (?:la )?(?:date de )?(?:la )?(facture|facturation|livraison))?$/i,
  /^(?:(?:el|antes del|hasta el) )?(?:día )?(\d{1,2}) del mes siguiente(?: a (?:la )?(?:fecha de )?(?:la )?(factura|facturación|entrega))?$/i,
  /^(?:(?:entro il|il) )?(?:giorno )?(\d{1,2}) del mese successivo(?: (?:alla|a) (?:data (?:di |della )?)?(fattura|fatturazione|consegna))?$/i,
  /^(?:uiterlijk )?(?:op )?(?:de )?(\d{1,2})(?:e|ste|de)? (?:dag )?van de (?:volgende maand|maand (?:volgend op|na) (?:de )?(factuur|factuurdatum|levering))$/i,
  /^(?:até )?(?:ao |o )?(?:dia )?(\d{1,2}) do mês seguinte(?: (?:ao|à) (?:data d[ao] )?(?:emissão d[ao] )?(fatura|factura|faturação|entrega))?$/i,
];

function dayOfNextMonth(v: string): { day: number; after: "invoice" | "delivery" } | null {
  for (const p of DAY_OF_NEXT_MONTH) {
    const m = p.exec(v);
    if (!m) continue;
    const day = Number(m[1]);
    if (day < 1 || day > 31) return null;
    const event = m.slice(2).find(Boolean) ?? "";
    return { day, after: /deliver|Liefer|livraison|entrega|consegna|levering/i.test(event) ? "delivery" : "invoice" };
  }
  return null;
}

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? "th" : n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th"}`;
}

export type DurationValue =
  | { kind: "period"; period: Period; modifier?: PeriodModifier; /** Written as a payment period ("Net 30"). */ invoice?: true }
  | { kind: "day_of_month"; day: number; after: "invoice" | "delivery" }
  | { kind: "term" }
  | { kind: "open" }
  | { kind: "reference"; text: string }
  | { kind: "moment"; text: string };

const MAX_DESCRIPTION = 200;

/** Letters and at most 200 characters: a description, not a paragraph or a run of punctuation. */
function boundedText(value: string): boolean {
  return value.length <= MAX_DESCRIPTION && /\p{L}{2}/u.test(value);
}

/** Every form a duration term may be written in (the caller decides which the term allows). */
export function readDuration(value: string): DurationValue | null {
  const v = value.trim().replace(/\s+/g, " ");
  if (OPEN.test(v)) return { kind: "open" };
  if (THE_TERM.test(v)) return { kind: "term" };
  const day = dayOfNextMonth(v);
  if (day) return { kind: "day_of_month", ...day };
  const payment = paymentPeriod(v);
  if (payment) return { kind: "period", period: payment, invoice: true };
  if (PAYMENT_MOMENT.test(v)) return { kind: "moment", text: v };
  if (REFERENCE.test(v) && boundedText(v)) return { kind: "reference", text: v };
  const whole = readPeriod(v);
  if (whole) return { kind: "period", period: whole };
  // The longest leading period followed by a modifier: "6 months to the end of a calendar month".
  const words = v.split(" ");
  for (let i = Math.min(4, words.length - 1); i >= 1; i -= 1) {
    const period = readPeriod(words.slice(0, i).join(" "));
    if (!period) continue;
    const modifier = readModifier(words.slice(i).join(" "));
    if (modifier) return { kind: "period", period, modifier };
  }
  return null;
}

/** A duration as an English draft writes it ("6 months expiring at the end of a calendar month"). */
export function durationInEnglish(d: DurationValue): string {
  if (d.kind === "open") return "an indefinite period";
  if (d.kind === "term") return "during the term of this Agreement";
  if (d.kind === "day_of_month") return `by the ${ordinal(d.day)} day of the month following the month of ${d.after === "invoice" ? "the invoice" : "delivery"}`;
  if (d.kind !== "period") return d.text;
  const base = englishPeriod(d.period);
  if (!d.modifier || d.modifier.kind === "from") return base;
  return d.modifier.kind === "end_of" ? `${base}${END_OF_EN}${d.modifier.of}` : `${base}${RENEWAL_EN}${englishPeriod(d.modifier.period)})`;
}
const END_OF_EN = " expiring at the end of a calendar ";
// In brackets, so that a clause going on after the period ("… starting on …") still reads as one sentence.
const RENEWAL_EN = " (with one renewal term of ";

/**
 * Notice written by a template as "<period>' written notice": the possessive goes on the period, a modifier after
 * the notice ("6 months' written notice expiring at the end of a calendar month"), and a reference reads as the
 * notice's measure ("written notice as provided by the CCNL …").
 */
export function splitNotice(duration: string): { period: string; after: string } | { reference: string } {
  const v = duration.trim();
  if (REFERENCE.test(v)) return { reference: v };
  for (const tail of [SATURDAYS_NOTE, END_OF_EN, RENEWAL_EN]) {
    const at = v.indexOf(tail);
    if (at > 0) return { period: v.slice(0, at), after: v.slice(at) };
  }
  return { period: v, after: "" };
}

// ------------------------------------------------------------------------------------------------ Relative amounts

const UP_TO = String.raw`(?:up to|not more than|not exceeding|a maximum of|bis zu|höchstens|maximal|jusqu'à|au plus|au maximum|hasta|fino a|fino al|tot|maximaal|do|até)`;
/** The bases a lawyer counts in months: rent, salary, fee, in each language, with its preposition. */
const MONTHS_OF = String.raw`(?:months?(?:['’]s?|['’])?|mois|meses|mesi|maanden|maand|miesięcy|miesiące|miesiąc|Monate|Monats)`;
const BASE_OF = String.raw`(?:rent|salary|base salary|fees?|basic rent|net rent|de loyers?|du loyer|de salaire|de renta|de alquiler|de renda|di canone|di affitto|di stipendio|huur|czynszu|wynagrodzenia|Miete|Kaltmiete|Nettokaltmiete|Gehalt)`;
// "3 Bruttomonatsmieten", "3 Monatsbruttomieten", "3 mensilità del canone", "2 mensualidades de renta", "3 rendas".
const COMPOUND = String.raw`((?:Brutto|Netto)?Monats(?:brutto|netto|kalt|nettokalt)?mieten?|(?:Brutto)?Monats(?:brutto)?gehälter|(?:Brutto)?Monats(?:brutto)?gehalt|(?:mensilità|mensualidades|mensualités|rendas|mensalidades)(?: (?:de loyer|du loyer|del canone|di canone|de (?:la )?renta|de alquiler|de renda))?)`;
const RELATIVE_MONTHS = new RegExp(String.raw`^(?:(${UP_TO})\s+)?${COUNT}\s*(?:${MONTHS_OF}\s+${BASE_OF}|${COMPOUND})(?=\s|$)(.*)$`, "iu");
const RELATIVE_PERCENT = new RegExp(String.raw`^(?:(${UP_TO})\s+)?(\d{1,3}(?:[.,]\d{1,4})?)\s?(?:%|per cent|percent|Prozent|pour cent|por ciento|per cento|procent)\s+(?:of|on|des|der|vom|auf den|de las|de los|de la|de|du|de l['’]|sur (?:le|les|la)|del|della|dello|delle|degli|dei|dell['’]|sul|sulle|van|z|do)\s+(.+)$`, "iu");

export interface RelativeAmount {
  /** "up to" as written, or nothing. */
  upTo: boolean;
  /** "3 months' rent": n of a base counted in months; "30% of the Purchase Price": a percentage of a base. */
  kind: "months" | "percent";
  n: number;
  /** For months: "rent", "gross rent", "salary" or "fee"; for a percentage: the base as written. */
  base: string;
  /** Words after a month count ("plus GST by bank guarantee", "HT"), read by the caller. */
  rest: string;
}

function monthsBase(words: string): "rent" | "gross rent" | "salary" | "fee" {
  if (/salar|Gehalt|gehälter|stipendio|wynagrodzenia|mensilità(?! d[ei]l? canone)/i.test(words)) return "salary";
  if (/fee/i.test(words)) return "fee";
  // A gross rent (Bruttomiete) includes the running costs a net rent leaves out: said so, not rounded to "rent".
  return /brutto|gross/i.test(words) ? "gross rent" : "rent";
}

/** "3 months' rent", „3 Monatsmieten“, « 3 mois de loyer HT », "30% of the Purchase Price", "up to 40% of base salary". */
export function readRelative(value: string): RelativeAmount | null {
  const v = value.trim().replace(/\s+/g, " ");
  const pct = RELATIVE_PERCENT.exec(v);
  if (pct) {
    const n = Number(pct[2].replace(",", "."));
    if (n > 100 || !boundedText(pct[3])) return null;
    return { upTo: pct[1] !== undefined, kind: "percent", n, base: pct[3].trim(), rest: "" };
  }
  const m = RELATIVE_MONTHS.exec(v);
  if (!m) return null;
  const n = m[3] ? Number(m[3]) : countOf(m[2]);
  if (n === undefined || n <= 0 || n > 60) return null;
  return { upTo: m[1] !== undefined, kind: "months", n, base: monthsBase(v.slice(0, v.length - m[5].length)), rest: m[5].trim() };
}

/**
 * A sales base in another EU language, where the English is certain; any other base is kept in the user's words.
 * Articles go with the translation ("las ventas netas" → "net sales").
 */
const BASES_EN: readonly { en: string; pattern: RegExp }[] = [
  { en: "net sales", pattern: /^(?:(?:las|les|die|den|le|la|i|le|de)\s+)?(?:ventas netas|ventes nettes|Nettoumsatz|Nettoumsätze|Nettoumsatzes|vendite nette|netto-omzet|chiffre d['’]affaires (?:hors taxes|net|HT))$/i },
  { en: "gross sales", pattern: /^(?:(?:las|les|die|den|le|la|i|le|de)\s+)?(?:ventas brutas|ventes brutes|Bruttoumsatz|Bruttoumsätze|Bruttoumsatzes|vendite lorde|bruto-omzet|chiffre d['’]affaires (?:brut|TTC))$/i },
];

/** The base of a percentage as an English draft writes it: translated where `BASES_EN` is certain, else as written. */
export function englishBase(base: string): string {
  return BASES_EN.find((b) => b.pattern.test(base.trim()))?.en ?? base.trim();
}

/** "3 months' rent", "1 month's salary", "up to 40% of base salary", "1.5% of net sales" (from "de las ventas netas"). */
export function englishRelative(r: RelativeAmount): string {
  const up = r.upTo ? "up to " : "";
  if (r.kind === "percent") return `${up}${r.n}% of ${englishBase(r.base)}`;
  return `${up}${r.n} ${r.n === 1 ? "month's" : "months'"} ${r.base}`;
}

// ------------------------------------------------------------------------------------------------ Descriptions

/** A share of costs: "Tenant's share of outgoings", "pro rata share of operating expenses", « quote-part des charges ». */
const SHARE = /(?:^|\s)(?:(?:pro rata|proportionate|fair|due) )?(?:share|proportion|portion|Anteil|quote-part|quote part|cuota|quota|aandeel|udział|parte)\s+(?:of|an|der|des|de|du|del|della|dei|van|w|da|do)\s+\S/iu;
/** An index a rent or price follows: CPI, VPI, ILC, ISTAT …, or the word for indexation. */
const INDEX = /(?:^|[\s(])(?:index(?:ation|ed)?|indexier\w*|Indexmiete|indice|índice|indicizzazione|indexatie|geïndexeerd|indeksacj\w*|waloryzacj\w*|CPI|HICP|RPI|VPI|HVPI|IPC|ILC|ILAT|ICC|IPCA|ISTAT|FOI|Verbraucherpreisindex)(?=$|[\s),.])/iu;

/** The share written as an adjective („anteilige Betriebskosten“), as German leases commonly put it. */
const SHARE_ADJECTIVE = /^(?:die )?anteilige[n]?\s+\p{L}/iu;

/** A share of costs written as a formula, bounded. */
export function isShareDescription(value: string): boolean {
  const v = value.trim();
  return boundedText(v) && (SHARE.test(` ${v}`) || SHARE_ADJECTIVE.test(v)) && !/^\d/.test(v);
}

/** Indexation written as a formula ("annual CPI indexation"), bounded. */
export function isIndexDescription(value: string): boolean {
  const v = value.trim();
  return boundedText(v) && INDEX.test(` ${v}`);
}

/** A description as a noun phrase in an English sentence: "Tenant's share …" → "the Tenant's share …". */
export function asNounPhrase(text: string): string {
  const t = text.trim();
  if (/^(?:the|a|an|its|their|each|any)\s/i.test(t)) return t;
  if (/^[A-Z][\p{L}-]*['’]s\s/u.test(t)) return `the ${t}`;
  if (/^(?:(?:pro rata|proportionate|fair) )?(?:share|proportion|portion|part)\s/i.test(t)) return `a ${t}`;
  return t;
}

/**
 * A place given as an abbreviation or a name that takes the article, as a sentence names it: "UK" → "the United
 * Kingdom", "EU" → "the European Union", "Netherlands" → "the Netherlands"; any other place as given.
 */
const PLACE_NAMES: Readonly<Record<string, string>> = {
  uk: "the United Kingdom", "u.k.": "the United Kingdom", "united kingdom": "the United Kingdom", gb: "Great Britain",
  us: "the United States", "u.s.": "the United States", usa: "the United States", "united states": "the United States",
  eu: "the European Union", "european union": "the European Union", eea: "the European Economic Area", "european economic area": "the European Economic Area",
  uae: "the United Arab Emirates", "united arab emirates": "the United Arab Emirates", netherlands: "the Netherlands", philippines: "the Philippines",
};
export function placeName(text: string): string {
  const t = text.trim();
  const whole = PLACE_NAMES[t.toLowerCase()];
  if (whole) return whole;
  // "UK and EEA", "EU or UK": each place named.
  const parts = t.split(/\s+(and|or)\s+/i);
  if (parts.length === 3 && PLACE_NAMES[parts[0].toLowerCase()] && PLACE_NAMES[parts[2].toLowerCase()]) return `${PLACE_NAMES[parts[0].toLowerCase()]} ${parts[1]} ${PLACE_NAMES[parts[2].toLowerCase()]}`;
  return t;
}

/** Security named by a singular instrument takes the article: "debenture over all assets" → "a debenture over all assets". */
export function securityPhrase(text: string): string {
  const t = text.trim();
  if (/^(?:debenture|mortgage|legal mortgage|fixed charge|floating charge|fixed and floating charge|charge|pledge|share pledge|share charge|guarantee|security assignment|assignment by way of security|lien|security agreement|security interest|hypothecation|standard security)\b/i.test(t)) return `${/^[aeiou]/i.test(t) ? "an" : "a"} ${t}`;
  return t;
}

// ------------------------------------------------------------------------------------------------ Points above a rate

const POINTS = String.raw`(?:percentage points?|Prozentpunkte?n?|points? de pourcentage|points?|punti(?: percentuali)?|puntos(?: porcentuales)?|procentpunten?|punkt(?:y|ów)? procentow\w*|%-Punkte)`;
const ABOVE = String.raw`(?:above|over|über dem|über|au-dessus du|au-dessus de|sopra il|sopra|por encima del|boven|powyżej)`;
const POINTS_ABOVE = new RegExp(String.raw`^(\d{1,2}(?:[.,]\d{1,2})?)\s*${POINTS}\s+${ABOVE}\s+(.+)$`, "iu");
const PLUS_POINTS = new RegExp(String.raw`^(.+?)\s+(?:plus|\+|zuzüglich|zzgl\.|majoré de|más|più|maggiorato di|vermeerderd met)\s+(\d{1,2}(?:[.,]\d{1,2})?)\s*${POINTS}$`, "iu");
/** What a benchmark is called: a rate, a named reference rate or a central bank's. */
const A_RATE = /rate|Zins|taux|tasso|tipo|tasa|rente|stopa|ECB|EZB|BCE|Bank|EURIBOR|SONIA|SOFR|€STR|ESTR|SARON|WIBOR|prime/iu;

/** "9 Prozentpunkte über dem Basiszinssatz", "8 percentage points above the ECB reference rate", "ECB rate plus 10 points". */
export function readPointsAbove(value: string): { points: number; benchmark: string } | null {
  const v = value.trim().replace(/\s+/g, " ");
  const above = POINTS_ABOVE.exec(v);
  const plus = above ? null : PLUS_POINTS.exec(v);
  const [points, benchmark] = above ? [above[1], above[2]] : plus ? [plus[2], plus[1]] : [];
  if (points === undefined || benchmark === undefined || !boundedText(benchmark) || !A_RATE.test(benchmark)) return null;
  return { points: Number(points.replace(",", ".")), benchmark: benchmark.trim() };
}

/** The German base rate is defined by § 247 BGB; other benchmarks are written as given. */
export function englishPointsAbove(p: { points: number; benchmark: string }): string {
  // An English rate ("ECB rate", "RBA cash rate") takes the article; a benchmark in another language is kept as written.
  const english = /\brate$/i.test(p.benchmark) && !/^(?:the|a|an)\s/i.test(p.benchmark) ? `the ${p.benchmark}` : p.benchmark;
  const benchmark = /^Basiszinssatz/i.test(p.benchmark) ? "the base rate (Basiszinssatz) under section 247 of the German Civil Code" : english;
  return `${p.points} percentage point${p.points === 1 ? "" : "s"} above ${benchmark}`;
}

// ------------------------------------------------------------------------------------------------ The statutory rate

/** The rate the law sets, named instead of a figure, in the languages of the catalogue. */
const STATUTORY_RATE = String.raw`(?:the )?(?:statutory (?:interest )?rate(?: of interest)?|statutory interest|legal (?:interest )?rate|(?:der )?gesetzliche[nr]? (?:Verzugs)?zins(?:satz|en)?|gesetzliche Verzugszinsen|(?:le )?taux (?:d['’]intérêt )?légal|intérêts? (?:au taux )?légaux?|(?:el )?(?:tipo de )?interés legal(?: de demora)?|intereses legales(?: de demora)?|(?:il )?tasso (?:di interesse )?legale|tasso di legge|interessi (?:legali|moratori|di mora)(?: (?:di legge|legali))?|(?:de )?wettelijke (?:handels)?rente|juros (?:legais|de mora legais|comerciais legais)|taxa (?:de juro )?legal|odsetki ustawowe(?: za opóźnienie(?: w transakcjach handlowych)?)?)`;
const UNDER = String.raw`(?:under|pursuant to|as per|per|according to|in accordance with|gemäß|nach|laut|selon|conformément (?:à|au)|prévu par|según|conforme a|de acuerdo con|ai sensi d(?:el|ella|ei|egli|i)|di cui al(?:l['’])?|ex|volgens|ingevolge|nos termos d[oa]|zgodnie z)`;
const STATUTORY = new RegExp(String.raw`^${STATUTORY_RATE}(?:\s*\(([^()]{2,120})\)|\s+${UNDER}\s+(.{2,120}))?$`, "iu");

/**
 * The statutory rate referenced by the law that sets it ("tasso di legge (D.Lgs. 231/2002)", "statutory interest under
 * the Late Payment of Commercial Debts (Interest) Act 1998", „gesetzliche Verzugszinsen gemäß § 288 BGB“): the law as
 * written, or none where only "the statutory rate" is said. The rate itself is the law's, never a figure we supply.
 */
export function readStatutoryRate(value: string): { law?: string } | null {
  const m = STATUTORY.exec(value.trim().replace(/\s+/g, " "));
  if (!m) return null;
  const law = (m[1] ?? m[2])?.trim().replace(/^(?:the )(?=[a-z])/, "");
  if (law !== undefined && !boundedText(law) && !/\d/.test(law)) return null;
  return law ? { law } : {};
}

/** "interest at the statutory rate under D.Lgs. 231/2002": the rate as an English clause writes it after "at". */
export function englishStatutoryRate(r: { law?: string }): string {
  return r.law ? `the statutory rate under ${r.law}` : "the statutory rate";
}
