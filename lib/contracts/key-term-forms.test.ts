import { describe, expect, it } from "vitest";
import { englishDate, englishDuration, englishForm, englishMoney, parseRateValue, parseTerm, payableWithin, pointDecimals, readMoney, writtenNotice, type NumberConvention } from "./key-terms";
import { localDuration, localValue } from "./language/format";
import { isShareDescription } from "./key-term-forms";
import type { KeyTermSpec } from "./types";

/**
 * The wider key-term grammar (issue 36): values written here by hand in EN/DE/FR/ES/IT/NL/PL/PT, each with the English
 * drafting expected of it written before the code, and garbage that must stay a 400 naming the forms accepted.
 */
type Spec = Pick<KeyTermSpec, "type" | "name"> & Partial<Pick<KeyTermSpec, "required" | "default">>;
const ok = (spec: Spec, value: string, c: NumberConvention = "en") => parseTerm(spec, value, c).ok;
const english = (spec: Spec, value: string, c: NumberConvention = "en") => {
  expect(parseTerm(spec, value, c), value).toMatchObject({ ok: true });
  const wider = englishForm(spec.type, value, c);
  if (wider !== undefined) return wider;
  // A plain sum is rewritten as before (compose.ts `englishFigure`).
  const money = spec.type === "money" ? readMoney(value, c) : undefined;
  return money?.ok ? englishMoney(money.money) : value;
};
const refused = (spec: Spec, value: string, c: NumberConvention = "en") => {
  const r = parseTerm(spec, value, c);
  expect(r.ok, value).toBe(false);
  return r.ok ? "" : r.message;
};

const duration: Spec = { type: "duration", name: "duration" };
const notice: Spec = { type: "duration", name: "notice_period", default: "3 months" };
const payment: Spec = { type: "duration", name: "payment_terms", default: "30 days" };
const rent: Spec = { type: "money", name: "rent", required: true };
const deposit: Spec = { type: "money", name: "security_deposit" };
const serviceCharge: Spec = { type: "money", name: "service_charge" };
const bonus: Spec = { type: "percentage", name: "target_bonus" };
const escalation: Spec = { type: "percentage", name: "rent_escalation" };
const lateInterest: Spec = { type: "percentage", name: "late_payment_interest" };

describe("durations in the unit words of eight languages", () => {
  it("a number and a unit, in figures or words", () => {
    for (const [v, en, months] of [
      ["10 Jahre", "10 years", 120],
      ["zwei Jahre", "2 years", 24],
      ["9 ans", "9 years", 108],
      ["deux (2) ans", "2 years", 24],
      ["6 mois", "6 months", 6],
      ["6 Monate", "6 months", 6],
      ["18 meses", "18 months", 18],
      ["3 anni", "3 years", 36],
      ["5 jaar", "5 years", 60],
      ["3 lata", "3 years", 36],
      ["30 dni", "30 days", 30 / 30.4375],
      ["4 Wochen", "4 weeks", 28 / 30.4375],
      ["10 Werktage", "10 working days (days other than Sundays and public holidays)", 10 / 30.4375],
      ["10 Arbeitstage", "10 business days", 10 / 30.4375],
    ] as const) {
      expect(english(notice, v), v).toBe(en);
      expect(parseTerm(notice, v)).toEqual({ ok: true, months });
    }
    // English values already in the English form are drafted as typed.
    expect(english(notice, "two (2) years")).toBe("two (2) years");
  });

  it("a period with a modifier: the end of a calendar month, a renewal", () => {
    expect(english(notice, "6 months to the end of a calendar month")).toBe("6 months expiring at the end of a calendar month");
    expect(english(notice, "6 months to the end of a month")).toBe("6 months expiring at the end of a calendar month");
    expect(english(notice, "6 Monate zum Monatsende")).toBe("6 months expiring at the end of a calendar month");
    expect(english(notice, "3 mois pour la fin d'un mois civil")).toBe("3 months expiring at the end of a calendar month");
    expect(english(duration, "5 years with a renewal of 5 years")).toBe("5 years (with one renewal term of 5 years)");
    expect(english(duration, "9 ans renouvelable pour 9 ans")).toBe("9 years (with one renewal term of 9 years)");
    expect(parseTerm(duration, "5 years with a renewal of 5 years")).toEqual({ ok: true, months: 60 });
    expect(writtenNotice("6 months expiring at the end of a calendar month")).toBe("6 months' written notice expiring at the end of a calendar month");
    expect(writtenNotice("1 month")).toBe("1 month's written notice");
  });

  it("open-ended only where the template drafts a term left out (optional, no default): the legal effect is the template's", () => {
    for (const v of ["indefinite", "an indefinite period", "unbefristet", "auf unbestimmte Zeit", "durée indéterminée", "tiempo indefinido", "tempo indeterminato", "onbepaalde tijd", "na czas nieokreślony"]) expect(ok(duration, v), v).toBe(true);
    expect(refused({ ...duration, required: true }, "indefinite")).toContain('"10 Jahre"');
    expect(refused({ ...duration, default: "2 years" }, "unbefristet")).toContain('"9 ans"');
    expect(refused(notice, "indefinite")).not.toContain("indefinite\" (");
  });

  it("a notice measured by a named rule or agreement, and a payment moment, only where the term is one", () => {
    expect(english(notice, "as provided by the CCNL Dirigenti Industria")).toBe("as provided by the CCNL Dirigenti Industria");
    expect(ok(notice, "gemäß § 622 BGB")).toBe(true);
    expect(ok(notice, "selon la convention collective applicable")).toBe(true);
    expect(writtenNotice("as provided by the CCNL Dirigenti Industria")).toBe("written notice as provided by the CCNL Dirigenti Industria");
    expect(writtenNotice("as provided by the Rent Control Act", "notice in writing")).toBe("notice in writing as provided by the Rent Control Act");
    expect(writtenNotice("2 months expiring at the end of a calendar month", "notice")).toBe("2 months' notice expiring at the end of a calendar month");
    expect(refused(duration, "as provided by the CCNL Dirigenti Industria")).toContain("must be a period");
    for (const v of ["on signing", "upon completion", "bei Unterzeichnung", "à la signature", "a la firma"]) expect(ok(payment, v), v).toBe(true);
    expect(payableWithin("on signing", "of the Effective Date")).toBe("on signing");
    expect(payableWithin("30 days", "of the Effective Date")).toBe("within 30 days of the Effective Date");
    expect(refused(notice, "on signing")).toContain("must be a period");
  });

  it("garbage stays a 400 naming the forms", () => {
    for (const v of ["...", "6", "forever", "several years", "2025-03-01", "6 bananas", "EUR 500", "0 months", "as provided by", "on"]) {
      expect(refused(notice, v), v).toMatch(/"10 Jahre", "9 ans"/);
    }
    expect(parseTerm(notice, "   ")).toEqual({ ok: false, message: "must not be empty" });
  });
});

describe("money: qualifiers in eight languages, relative amounts, labelled sums and shares", () => {
  it("period, gross or net, tax and service charges after the amount", () => {
    for (const [v, en, c] of [
      ["EUR 19.840 netto kalt pro Monat", "EUR 19,840 per month exclusive of service charges", "de"],
      ["48 000 EUR HT HC par an", "EUR 48,000 per year exclusive of tax and service charges", "fr"],
      ["EUR 9.500 al mes más IVA", "EUR 9,500 per month exclusive of tax", "en"],
      ["EUR 210.000 lordi annui", "EUR 210,000 gross per year", "en"],
      ["PLN 52 000 brutto miesięcznie", "PLN 52,000 gross per month", "en"],
      ["EUR 3.000 por mês", "EUR 3,000 per month", "en"],
      ["EUR 4.000 per maand excl. btw", "EUR 4,000 per month exclusive of tax", "en"],
      ["EUR 2.500 warm monatlich", "EUR 2,500 per month inclusive of service charges", "de"],
    ] as const) expect(english(rent, v, c), v).toBe(en);
  });

  it("an amount relative to another, drafted as such", () => {
    for (const [v, en, c] of [
      ["3 Monatsmieten", "3 months' rent", "de"],
      ["3 mois de loyer HT", "3 months' rent exclusive of tax", "fr"],
      ["2 months' rent", "2 months' rent", "en"],
      // "plus GST" (tax added to the sum) is not "HT" (rent measured before tax): English is kept as typed.
      ["3 months' rent plus GST by bank guarantee", "3 months' rent plus GST by bank guarantee", "en"],
      ["30% of the Purchase Price", "30% of the Purchase Price", "en"],
      ["up to 40% of base salary", "up to 40% of base salary", "en"],
      ["tres meses de renta", "3 months' rent", "en"],
    ] as const) expect(english(deposit, v, c), v).toBe(en);
  });

  it("a sum after the words that name it is drafted as the sum", () => {
    expect(english(serviceCharge, "Betriebskostenvorauszahlung EUR 3.200 pro Monat", "de")).toBe("EUR 3,200 per month");
    expect(english(serviceCharge, "provision sur charges de 600 EUR par mois", "fr")).toBe("EUR 600 per month");
  });

  it("a share of costs only for a cost term, as a noun phrase", () => {
    expect(english(serviceCharge, "Tenant's share of outgoings")).toBe("the Tenant's share of outgoings");
    expect(english(serviceCharge, "Tenant's pro rata share of operating expenses over a 2027 base year")).toBe("the Tenant's pro rata share of operating expenses over a 2027 base year");
    expect(english(serviceCharge, "proportion of the building service charge")).toBe("a proportion of the building service charge");
    expect(refused(rent, "Tenant's share of outgoings")).toContain('"3 months\' rent"');
  });

  it("garbage stays a 400 naming the forms", () => {
    for (const v of ["!!!", "50000", "a lot", "approximately EUR 5,000", "mindestens EUR 3.000", "2025-03-01", "10 Jahre", "3 months' bananas", "150% of the Price", "EUR", `${"x".repeat(250)} share of costs`]) {
      expect(refused(serviceCharge, v), v).toMatch(/must be an amount with its currency.*"3 Monatsmieten"/);
    }
  });
});

describe("percentages and rates: of a base, by an index, points above a rate", () => {
  it("a percentage of a base, with 'up to'", () => {
    expect(english(bonus, "up to 40% of base salary")).toBe("up to 40% of base salary");
    expect(ok(bonus, "bis zu 30 % des Jahresgrundgehalts", "de")).toBe(true);
    // In a German draft the lawyer's German words are kept as written.
    expect(localValue({ type: "percentage" }, "bis zu 30 % des Jahresgrundgehalts", "de")).toEqual({ ok: true, text: "bis zu 30 % des Jahresgrundgehalts" });
  });

  it("indexation by a named index, only for an escalation term, drafted as written", () => {
    for (const v of ["annual CPI indexation", "annual CPI (IPC) update", "Indexierung nach dem Verbraucherpreisindex für Deutschland", "indexation annuelle sur l'indice des loyers commerciaux (ILC)", "aggiornamento ISTAT annuale"]) {
      expect(english(escalation, v), v).toBe(v);
    }
    expect(refused(bonus, "annual CPI indexation")).toContain("up to 40% of base salary");
  });

  it("points above a benchmark, for an interest term; the German base rate named with its section", () => {
    expect(english(lateInterest, "9 Prozentpunkte über dem Basiszinssatz", "de")).toBe("9 percentage points above the base rate (Basiszinssatz) under section 247 of the German Civil Code");
    expect(english(lateInterest, "8 percentage points above the ECB main refinancing rate")).toBe("8 percentage points above the ECB main refinancing rate");
    expect(ok({ type: "rate", name: "default_interest" }, "5 Prozentpunkte über dem Basiszinssatz")).toBe(true);
    expect(english(lateInterest, "ECB rate plus 10 points")).toBe("10 percentage points above the ECB rate");
    expect(english(lateInterest, "taux BCE majoré de 10 points de pourcentage", "fr")).toBe("10 percentage points above taux BCE");
    // Points over something that is not a rate are not a rate.
    expect(ok(lateInterest, "the price plus 10 points")).toBe(false);
    expect(refused(bonus, "9 Prozentpunkte über dem Basiszinssatz")).toContain("must be a percentage");
  });

  it("garbage stays a 400 naming the forms", () => {
    for (const v of ["lots", "150%", "9 Prozentpunkte", "---", "2025-03-01"]) expect(refused(lateInterest, v), v).toMatch(/must be a percentage.*Prozentpunkte über dem Basiszinssatz/);
  });
});

describe("the wider forms in a German or French draft", () => {
  it("periods, open-ended, relative and labelled sums in the draft's language", () => {
    expect(localValue({ type: "duration" }, "10 years", "de")).toEqual({ ok: true, text: "zehn Jahre" });
    expect(localValue({ type: "duration" }, "9 ans", "fr")).toEqual({ ok: true, text: "neuf (9) ans" });
    expect(localValue({ type: "duration" }, "6 months to the end of a calendar month", "de")).toEqual({ ok: true, text: "sechs Monate zum Monatsende" });
    expect(localValue({ type: "duration" }, "6 Monate zum Monatsende", "fr")).toEqual({ ok: true, text: "six (6) mois pour la fin d'un mois civil" });
    // Open-ended, a reference and a payment moment in the draft's own words (the clauses draft each: wider-forms.test.ts).
    expect(localValue({ type: "duration" }, "unbefristet", "de")).toEqual({ ok: true, text: "unbestimmte Zeit" });
    expect(localValue({ type: "duration" }, "indefinite", "fr")).toEqual({ ok: true, text: "durée indéterminée" });
    expect(localValue({ type: "duration" }, "selon la convention collective", "fr")).toEqual({ ok: true, text: "selon la convention collective applicable" });
    expect(localValue({ type: "duration" }, "as provided by the CCNL Commercio", "de")).toEqual({ ok: true, text: "gemäß CCNL Commercio" });
    expect(localValue({ type: "duration" }, "on signing", "fr")).toEqual({ ok: true, text: "à la signature du présent contrat" });
    expect(localValue({ type: "money" }, "anteilige Betriebskosten", "de")).toEqual({ ok: true, text: "die anteiligen Betriebskosten" });
    expect(isShareDescription("anteilige Betriebskosten")).toBe(true);
    expect(localValue({ type: "money" }, "quote-part des charges", "fr")).toEqual({ ok: true, text: "la quote-part des charges" });
    expect(localValue({ type: "money" }, "Tenant's share of outgoings", "de")).toEqual({ ok: true, text: "den auf die Mietsache entfallenden Anteil an den Betriebskosten" });
    expect(localValue({ type: "money" }, "3 months' rent", "de")).toEqual({ ok: true, text: "3 Monatsmieten" });
    expect(localValue({ type: "money" }, "3 Monatsmieten", "fr")).toEqual({ ok: true, text: "3 mois de loyer" });
    expect(localValue({ type: "money" }, "3 mois de loyer HT", "fr")).toEqual({ ok: true, text: "3 mois de loyer HT" });
    expect(localValue({ type: "money" }, "EUR 19.840 netto kalt pro Monat", "de")).toEqual({ ok: true, text: "19.840,00\u00a0EUR netto kalt monatlich" });
    expect(localValue({ type: "money" }, "Betriebskostenvorauszahlung EUR 3.200 pro Monat", "de")).toEqual({ ok: true, text: "3.200,00\u00a0EUR monatlich" });
    expect(localValue({ type: "money" }, "provision sur charges de 600 EUR par mois", "fr")).toEqual({ ok: true, text: "600,00\u00a0€ par mois" });
  });
});

describe("working and business days: one reading, one meaning in every language", () => {
  it("a Werktag or jour ouvrable counts Saturdays (BUrlG § 3(2)); an Arbeitstag, jour ouvré or business day does not", () => {
    for (const [v, c, en] of [
      ["24 Werktage", "de", "24 working days (days other than Sundays and public holidays)"],
      ["2 jours ouvrables", "fr", "2 working days (days other than Sundays and public holidays)"],
      ["10 Arbeitstage", "de", "10 business days"],
      ["30 jours ouvrés", "fr", "30 business days"],
    ] as const) {
      expect(englishDuration(v, c), v).toBe(en);
      // The English form read in either convention gives the same words, as the request was written.
      expect(english({ name: "notice_period", type: "duration" }, v, c), v).toBe(en);
    }
    expect(localDuration(englishDuration("24 Werktage", "de"), "de")).toEqual({ ok: true, text: "24 Werktage" });
    expect(localDuration(englishDuration("2 jours ouvrables", "fr"), "fr")).toEqual({ ok: true, text: "deux (2) jours ouvrables" });
    expect(localDuration("10 business days", "de")).toEqual({ ok: true, text: "zehn Arbeitstage" });
    expect(localDuration("30 business days", "fr")).toEqual({ ok: true, text: "30 jours ouvrés" });
  });

  it("notice in working days puts the possessive on the period", () => {
    expect(writtenNotice("24 working days (days other than Sundays and public holidays)")).toBe("24 working days' written notice (days other than Sundays and public holidays)");
  });
});

describe("forms clients write that blind-6 found refused (issue 36): each read, drafted, and a near miss refused", () => {
  const date: Spec = { type: "date", name: "repayment_date", required: true };
  const restraint: Spec = { type: "duration", name: "non_compete_period" };
  const pct: Spec = { type: "percentage", name: "marketing_contribution" };
  const fee: Spec = { type: "money", name: "licence_fee", required: true };

  it("dates in figures: day first outside the US; in the US month first, an ambiguous one refused", () => {
    expect(englishDate("31-03-2030", false)).toBe("31 March 2030");
    expect(englishDate("30.06.2032", false)).toBe("30 June 2032");
    expect(englishDate("31/12/2031", false)).toBe("31 December 2031");
    for (const v of ["31-03-2030", "30.06.2032", "31/12/2031", "1.2.2030"]) expect(ok(date, v), v).toBe(true);
    expect(parseTerm(date, "12/31/2031", "en", true).ok).toBe(true);
    expect(englishDate("12/31/2031", true)).toBe("December 31, 2031");
    expect(englishDate("31/12/2031", true)).toBe("December 31, 2031");
    const us = parseTerm(date, "04/05/2030", "en", true);
    expect(us.ok).toBe(false);
    expect(us.ok ? "" : us.message).toMatch(/ambiguous.*"2030-03-04"/);
    // Near misses: no such day, a month 13, mixed marks, a two-digit year.
    for (const v of ["31-02-2030", "12-13-2030", "31.12/2031", "31/12/31"]) expect(refused(date, v)).toMatch(/"31-03-2030"/);
  });

  it("payment periods as invoices state them", () => {
    const read = { "Net 30": "30 days", "net 45 days": "45 days", "30 days from invoice": "30 days", "30 days after the invoice date": "30 days", "30 Tage netto": "30 days", "60 días": "60 days" };
    for (const [v, want] of Object.entries(read)) expect(english(payment, v), v).toBe(want);
    expect(payableWithin(english(payment, "45 jours fin de mois"), "of receiving it")).toBe("within 45 days of receiving it, extended to the end of the calendar month in which that period ends");
    expect(payableWithin(english(payment, "Net 30"), "of receiving it")).toBe("within 30 days of receiving it");
    expect(refused(payment, "Net thirtyish")).toMatch(/"Net 30"/);
    refused(payment, "30 days from whenever");
    // Only the time to pay an invoice is written so: a notice of "Net 30" is refused.
    refused(notice, "Net 30");
  });

  it("a restraint for the term itself, only where the term is a restraint", () => {
    expect(english(restraint, "during the term")).toBe("during the term of this Agreement");
    expect(ok(restraint, "for the term of this Agreement")).toBe(true);
    expect(ok(restraint, "pendant la durée du contrat")).toBe(true);
    expect(localValue(restraint, "during the term", "de")).toEqual({ ok: true, text: "während der Vertragslaufzeit" });
    expect(refused(duration, "during the term")).not.toMatch(/"during the term" \(/);
    expect(refused(restraint, "during the negotiations")).toMatch(/"during the term"/);
  });

  it("percentages with a decimal comma, and a base in another EU language", () => {
    // A plain percentage is drafted with a point (compose.ts `pointDecimals`).
    expect(pointDecimals(english({ type: "percentage", name: "availability" }, "99,5 %"), "en")).toBe("99.5%");
    expect(english(pct, "1,5 % de las ventas netas")).toBe("1.5% of net sales");
    expect(english(pct, "2 % des ventes nettes")).toBe("2% of net sales");
    expect(english(pct, "4 % vom Nettoumsatz")).toBe("4% of net sales");
    expect(english(pct, "3 % del fatturato lordo")).toBe("3% of fatturato lordo");
    refused(pct, "150,5 %");
    refused(pct, "1,5 por ciento");
  });

  it("money with Swiss apostrophes and a qualifier", () => {
    expect(english(fee, "CHF 185'000 one-off")).toBe("CHF 185,000, payable once");
    expect(english(fee, "EUR 40.000 einmalig", "de")).toBe("EUR 40,000, payable once");
    expect(english(fee, "CHF 12'000 per year")).toBe("CHF 12,000 per year");
    expect(localValue(fee, "EUR 40.000 einmalig", "de")).toEqual({ ok: true, text: "40.000,00\u00a0EUR (einmalig)" });
    expect(refused(fee, "CHF 185'000 one-off per year")).toMatch(/one-off/);
    refused(fee, "CHF 185''000");
  });

  it("benchmarks with tenor words in IT/ES/FR/DE and a margin with a decimal comma", () => {
    expect(parseRateValue("Euribor 6 mesi + 1,90% annuo")).toEqual({ kind: "floating", benchmark: "EURIBOR", tenor: { n: 6, unit: "month" }, margin: "1.90%" });
    expect(parseRateValue("EURIBOR a 6 meses más 1,5 %")).toEqual({ kind: "floating", benchmark: "EURIBOR", tenor: { n: 6, unit: "month" }, margin: "1.5%" });
    expect(parseRateValue("Euribor 3 mois + 1,25 % l'an")).toEqual({ kind: "floating", benchmark: "EURIBOR", tenor: { n: 3, unit: "month" }, margin: "1.25%" });
    expect(parseRateValue("6-Monats-EURIBOR + 1,9 % jährlich")).toEqual({ kind: "floating", benchmark: "EURIBOR", tenor: { n: 6, unit: "month" }, margin: "1.9%" });
    expect(parseRateValue("Euribor 18 mesi + 1,90% annuo")).toBeNull();
    expect(parseTerm({ type: "rate", name: "interest_rate" }, "Euribor 6 mesi").ok).toBe(false);
  });
});

describe("forms clients write that blind-7 found refused (issue 36): each class read, garbage still refused", () => {
  const price: Spec = { type: "money", name: "price", required: true };
  const salary: Spec = { type: "money", name: "salary", required: true };
  const date: Spec = { type: "date", name: "start_date" };
  const warranty: Spec = { type: "duration", name: "warranty_period", default: "12 months" };
  const restraint: Spec = { type: "duration", name: "non_compete_period" };
  const payment: Spec = { type: "duration", name: "payment_terms", default: "30 days" };

  it("a price per unit, with '/' or 'per <unit>' in six languages, and a unit price below one", () => {
    expect(english(price, "$18.75/unit")).toBe("USD 18.75 per unit");
    expect(english(price, "NZ$0.184 per bottle + GST")).toBe("NZD 0.184 per bottle exclusive of tax");
    expect(english(price, "EUR 2,40 pro Stück", "de")).toBe("EUR 2.40 per unit");
    expect(english(price, "0,80 € la bouteille HT", "fr")).toBe("EUR 0.80 per bottle exclusive of tax");
    expect(english(price, "12 €/kg")).toBe("EUR 12 per kilogram");
    expect(english(price, "EUR 3,20 por unidad más IVA")).toBe("EUR 3.20 per unit exclusive of tax");
    expect(english(price, "A$4.50 per seat")).toBe("AUD 4.50 per seat");
    expect(localValue(price, "EUR 2,40 pro Flasche", "de")).toEqual({ ok: true, text: "2,40\u00a0EUR pro Flasche" });
    // A nought before the mark is never a thousands group; a figure with two nouns after "per" is not a unit.
    refused(price, "$18.75/unit/bottle");
    refused(price, "NZ$0.18456 per bottle");
  });

  it("currency symbols with a country prefix, and the codes they stand for; 'kr' asks for the code", () => {
    for (const [v, want] of [["NZ$1,200", "NZD 1,200"], ["R$ 5.000,00", "BRL 5,000"], ["Fr. 4'500", "CHF 4,500"], ["4 500 zł", "PLN 4,500"], ["45 000 Kč", "CZK 45,000"], ["HK$ 38,000 per month", "HKD 38,000 per month"]]) expect(english(salary, v), v).toBe(want);
    expect(refused(salary, "45 000 kr per month")).toMatch(/SEK/);
  });

  it("tax add-ons with a rate, and net, gross and CTC qualifiers", () => {
    expect(english({ type: "money", name: "rent", required: true }, "EUR 8.750,00 netto monatlich zzgl. 20 % USt")).toBe("EUR 8,750 net per month exclusive of tax at 20%");
    expect(english(price, "EUR 1.000 excl. btw")).toBe("EUR 1,000 exclusive of tax");
    expect(english(salary, "₹ 28,50,000 CTC per annum")).toBe("INR 28,50,000 per year cost to company (CTC)");
    expect(english(salary, "3.600,00 € brutos mensais (14 meses)")).toBe("EUR 3,600 gross per month (14 payments a year)");
    expect(english(salary, "EUR 4.000 brutto monatlich, 14 Monatsgehälter", "de")).toBe("EUR 4,000 gross per month (14 payments a year)");
    expect(english(salary, "EUR 2.500 brutos mensuales en 14 pagas")).toBe("EUR 2,500 gross per month (14 payments a year)");
    refused(salary, "EUR 3.600 brutos mensais (40 meses)");
    refused(salary, "EUR 3.600 one-off (14 meses)");
  });

  it("dates with the month in DE/FR/ES/IT/PT/NL words, written in English", () => {
    for (const [v, want] of [["3 mai 2027", "3 May 2027"], ["3. Mai 2027", "3 May 2027"], ["1er mars 2027", "1 March 2027"], ["3 de mayo de 2027", "3 May 2027"], ["3 maggio 2027", "3 May 2027"], ["3 de maio de 2027", "3 May 2027"], ["3 mei 2027", "3 May 2027"], ["15. Jänner 2027", "15 January 2027"]]) {
      expect(ok(date, v), v).toBe(true);
      expect(englishDate(v, false), v).toBe(want);
    }
    expect(englishDate("3 mai 2027", true)).toBe("May 3, 2027");
    expect(englishDate("1 March 2025", false)).toBe("1 March 2025");
    expect(refused(date, "31 février 2027")).toMatch(/"3 mai 2027"/);
    refused(date, "3 Maibaum 2027");
  });

  it("periods anchored to an event, only where the clause runs the period from it", () => {
    expect(english(warranty, "12 months from delivery")).toBe("12 months");
    expect(english(warranty, "24 Monate ab Lieferung")).toBe("24 months");
    expect(english(restraint, "12 months post-exit")).toBe("12 months");
    expect(english(restraint, "2 years after termination")).toBe("2 years");
    expect(english(restraint, "12 mois après la cessation du contrat")).toBe("12 months");
    expect(parseTerm(restraint, "12 months post-exit")).toEqual({ ok: true, months: 12 });
    expect(refused(warranty, "12 months post-exit")).toMatch(/"12 months from delivery"/);
    expect(refused(notice, "3 months from delivery")).not.toMatch(/"12 months from delivery"/);
    refused(restraint, "12 months from whenever");
  });

  it("payment on a day of the following month", () => {
    expect(payableWithin(english(payment, "20th of the month following invoice"), "of receiving it")).toBe("by the 20th day of the month following the month of the invoice");
    expect(english(payment, "15. des Folgemonats")).toBe("by the 15th day of the month following the month of the invoice");
    expect(english(payment, "le 10 du mois suivant la livraison")).toBe("by the 10th day of the month following the month of delivery");
    expect(english(payment, "el día 20 del mes siguiente")).toBe("by the 20th day of the month following the month of the invoice");
    expect(english(payment, "entro il 1 del mese successivo")).toBe("by the 1st day of the month following the month of the invoice");
    expect(localValue(payment, "15. des Folgemonats", "de")).toEqual({ ok: true, text: "bis zum 15. des auf die Rechnungsstellung folgenden Monats" });
    expect(refused(payment, "40th of the month following invoice")).toMatch(/"20th of the month following invoice"/);
    refused(notice, "20th of the month following invoice");
  });

  it("the statutory rate referenced by the law that sets it, never a figure", () => {
    expect(english(lateInterest, "tasso di legge (D.Lgs. 231/2002)")).toBe("the statutory rate under D.Lgs. 231/2002");
    expect(english(lateInterest, "statutory interest under the Late Payment of Commercial Debts (Interest) Act 1998")).toBe("the statutory rate under the Late Payment of Commercial Debts (Interest) Act 1998");
    expect(english(lateInterest, "gesetzliche Verzugszinsen gemäß § 288 BGB")).toBe("the statutory rate under § 288 BGB");
    expect(english(lateInterest, "interés legal de demora")).toBe("the statutory rate");
    expect(refused(bonus, "tasso di legge")).not.toMatch(/statutory/);
    expect(refused(lateInterest, "tasso di qualcosa")).toMatch(/"tasso di legge \(D\.Lgs\. 231\/2002\)"/);
  });

  it("deposits as a multiple of monthly rent, gross rent said so", () => {
    expect(english(deposit, "3 Bruttomonatsmieten")).toBe("3 months' gross rent");
    expect(english(deposit, "trois mois de loyer")).toBe("3 months' rent");
    expect(english(deposit, "3 mensilità del canone")).toBe("3 months' rent");
    expect(english(deposit, "2 mensualidades de renta")).toBe("2 months' rent");
    expect(english(deposit, "3 rendas")).toBe("3 months' rent");
    expect(localValue(deposit, "3 Bruttomonatsmieten", "de")).toEqual({ ok: true, text: "3 Bruttomonatsmieten" });
    refused(deposit, "3 Bruttomonatsäpfel");
  });
});
