import { describe, expect, it } from "vitest";
import { englishMoney, matchChoice, noticeOf, parseDate, parseDuration, parseMoney, parsePercentage, parseRate, parseRateValue, parseTerm, readMoney, termKey } from "./key-terms";
import { localMoney, localPercent, localRate } from "./language/format";

/** A money value as an English draft writes it, or the 400 message. */
const read = (v: string, c: "de" | "fr" | "en") => {
  const r = readMoney(v, c);
  return r.ok ? englishMoney(r.money) : r.message;
};

describe("key-term values", () => {
  it("dates: ISO, day month year and month day, year; impossible dates refused", () => {
    for (const ok of ["2025-03-01", "1 March 2025", "1st March 2025", "March 1, 2025", "29 February 2024"]) expect(parseDate(ok).ok, ok).toBe(true);
    for (const bad of ["2025-02-30", "29 February 2025", "next Monday", "31/02/2025", "1 Marchember 2025"]) expect(parseDate(bad).ok, bad).toBe(false);
    // In figures the day comes first outside the US; under US law "03/01/2025" could be either, and is refused.
    expect(parseDate("03/01/2025").ok).toBe(true);
    expect(parseDate("03/01/2025", true)).toMatchObject({ ok: false, message: expect.stringContaining("ambiguous") });
  });

  it("money needs a currency: code or symbol, before or after, with scales and a period", () => {
    for (const ok of ["USD 50,000", "$10,000", "£1,000.50", "INR 5,00,000", "₹2 crore", "EUR 1,200 per month", "50000 GBP", "Rs. 25,000 per month", "US$ 3 million"]) expect(parseMoney(ok).ok, ok).toBe(true);
    for (const bad of ["50000", "a lot", "ten thousand pounds", "usd 50", "USD", "$ten"]) expect(parseMoney(bad).ok, bad).toBe(false);
  });

  it("money in a German or French request's own convention: a dot groups thousands, a comma marks decimals (issue 36)", () => {
    expect(read("EUR 4.500 pro Monat", "de")).toBe("EUR 4,500 per month");
    expect(read("EUR 4.500 monatlich", "de")).toBe("EUR 4,500 per month");
    expect(read("EUR 4.500 im Monat", "de")).toBe("EUR 4,500 per month");
    expect(read("4.500 EUR", "de")).toBe("EUR 4,500");
    expect(read("4.500,00 €", "de")).toBe("EUR 4,500");
    expect(read("1.200,50 EUR", "de")).toBe("EUR 1,200.50");
    expect(read("2,5 Mio. EUR", "de")).toBe("EUR 2,500,000");
    expect(read("4 500 € par mois", "fr")).toBe("EUR 4,500 per month");
    expect(read("4\u202f500 € mensuels", "fr")).toBe("EUR 4,500 per month");
    expect(read("4 500 euros par mois", "fr")).toBe("EUR 4,500 per month");
    expect(read("EUR 12,50 pro Stunde", "de")).toBe("EUR 12.50 per hour");
    // The English forms keep their meaning in every request: "4,000" is four thousand, "3.40" three euros forty.
    expect(read("EUR 4,000 per month", "de")).toBe("EUR 4,000 per month");
    expect(read("EUR 3.40 per unit", "fr")).toBe("EUR 3.40 per unit");
    // Both marks: the last is the decimal mark, in any convention.
    expect(read("1.200,50 EUR", "en")).toBe("EUR 1,200.50");
    for (const [v, c] of [["EUR 4.500 pro Monat", "de"], ["4 500 € par mois", "fr"], ["1.200,50 EUR", "de"], ["4.500,00 €", "fr"]] as const) expect(parseMoney(v, c).ok, v).toBe(true);
    // Before this change the German request's fee was a 400.
    expect(parseMoney("EUR 4.500 pro Monat", "de")).toEqual({ ok: true });
  });

  it("an ambiguous figure is refused with the forms accepted; so is a sum without a currency", () => {
    // A currency with three decimals: "1,500" may be 1.5 under German conventions, "1.500" 1.5 in English.
    for (const [v, c] of [["KWD 1,500", "de"], ["KWD 1.500", "en"]] as const) {
      const r = readMoney(v, c);
      expect(r.ok, v).toBe(false);
      if (!r.ok) {
        expect(r.ambiguous).toBe(true);
        expect(r.message).toMatch(/ambiguous/);
      }
    }
    const de = parseMoney("4.500 pro Monat", "de");
    expect(de.ok).toBe(false);
    if (!de.ok) expect(de.message).toContain('"EUR 4.500 pro Monat"');
    for (const bad of ["EUR 1.2.3", "EUR 4,5,0", "EUR 4.500 pro Woche", "EUR 45.0000"]) expect(parseMoney(bad, "de").ok, bad).toBe(false);
  });

  it("money with what a lawyer writes after it: gross or net, tax excluded or included, and the period, in EN/DE/FR (issue 36)", () => {
    // Expected from the words themselves: brutto/brut/gross is before tax and contributions, HT excludes the taxes
    // on turnover and TTC includes them; the period is kept whatever the order of the words.
    for (const [v, c, english] of [
      ["EUR 96.000 brutto jährlich", "de", "EUR 96,000 gross per year"],
      ["EUR 96.000 jährlich brutto", "de", "EUR 96,000 gross per year"],
      ["96.000 € brutto/Jahr", "de", "EUR 96,000 gross per year"],
      ["EUR 5.200 netto pro Monat", "de", "EUR 5,200 net per month"],
      ["EUR 12.000 zzgl. USt. monatlich", "de", "EUR 12,000 per month exclusive of tax"],
      ["EUR 96,000 gross per annum", "en", "EUR 96,000 gross per year"],
      ["GBP 60,000 per annum gross", "en", "GBP 60,000 gross per year"],
      ["4 500 € bruts par mois", "fr", "EUR 4,500 gross per month"],
      ["54 000 € HT par an", "fr", "EUR 54,000 per year exclusive of tax"],
      ["3 000 € TTC", "fr", "EUR 3,000 inclusive of tax"],
      ["35 000 € brut annuel", "fr", "EUR 35,000 gross per year"],
      // Whole sums as German and Swiss lawyers write them: ",-" / ".–" for no cents, an apostrophe grouping thousands.
      ["EUR 4.500,- brutto monatlich", "de", "EUR 4,500 gross per month"],
      ["CHF 120'000", "en", "CHF 120,000"],
      ["CHF 4’500.– pro Monat", "de", "CHF 4,500 per month"],
    ] as const) expect(read(v, c), v).toBe(english);
    for (const [v, lang, text] of [
      ["EUR 96.000 brutto jährlich", "de", "96.000,00\u00a0EUR brutto jährlich"],
      ["EUR 12.000 zzgl. USt. monatlich", "de", "12.000,00\u00a0EUR zzgl. Umsatzsteuer monatlich"],
      ["4 500 € bruts par mois", "fr", "4\u00a0500,00\u00a0€ brut par mois"],
      ["54 000 € HT par an", "fr", "54\u00a0000,00\u00a0€ HT par an"],
    ] as const) expect(localMoney(v, lang)).toEqual({ ok: true, text });
    expect(parseTerm({ type: "money" }, "EUR 96.000 brutto jährlich", "de")).toEqual({ ok: true });
    // Words that are not a period, a gross/net basis or a tax basis, or one of them twice, stay a 400 naming the forms.
    for (const bad of ["EUR 96.000 brutto brutto", "EUR 96.000 brutto pro Woche", "EUR 4.500 pro Woche", "EUR 96.000 ungefähr", "CHF 12'34'5", "EUR 4.500,-- ,-"]) {
      const r = parseMoney(bad, "de");
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.message).toContain('"EUR 96.000 brutto jährlich"');
    }
    const fr = parseMoney("4 500 € environ", "fr");
    expect(fr.ok).toBe(false);
    if (!fr.ok) expect(fr.message).toMatch(/HT.*bruts? par mois|bruts? par mois.*HT/);
  });

  it("floating rates: a benchmark with its tenor, before or after it, and a margin in the request's convention (issue 36)", () => {
    // Expected from the client's words: the tenor is the benchmark's period, the margin is the figure after plus.
    expect(parseRateValue("3-month EURIBOR plus 2.10% per annum")).toEqual({ kind: "floating", benchmark: "EURIBOR", tenor: { n: 3, unit: "month" }, margin: "2.10%" });
    expect(parseRateValue("6-month EURIBOR plus 1.90% per annum")).toEqual({ kind: "floating", benchmark: "EURIBOR", tenor: { n: 6, unit: "month" }, margin: "1.90%" });
    expect(parseRateValue("1M Term SOFR + 3.5%")).toEqual({ kind: "floating", benchmark: "Term SOFR", tenor: { n: 1, unit: "month" }, margin: "3.5%" });
    expect(parseRateValue("3M SORA plus 2%")).toEqual({ kind: "floating", benchmark: "SORA", tenor: { n: 3, unit: "month" }, margin: "2%" });
    expect(parseRateValue("SARON compounded plus 2.10% per annum")).toEqual({ kind: "floating", benchmark: "compounded SARON", margin: "2.10%" });
    expect(parseRateValue("compounded SARON plus 2.10% per annum")).toEqual({ kind: "floating", benchmark: "compounded SARON", margin: "2.10%" });
    expect(parseRateValue("EURIBOR 3M + 250 bps")).toEqual({ kind: "floating", benchmark: "EURIBOR", tenor: { n: 3, unit: "month" }, margin: "2.5%" });
    expect(parseRateValue("EURIBOR (3 months) + 2%")).toEqual({ kind: "floating", benchmark: "EURIBOR", tenor: { n: 3, unit: "month" }, margin: "2%" });
    expect(parseRateValue("three-month EURIBOR plus a margin of 2.5% p.a.")).toEqual({ kind: "floating", benchmark: "EURIBOR", tenor: { n: 3, unit: "month" }, margin: "2.5%" });
    expect(parseRateValue("SONIA plus 4.25% per annum")).toEqual({ kind: "floating", benchmark: "SONIA", margin: "4.25%" });
    expect(parseRateValue("3-Monats-EURIBOR zuzüglich 2,10 % p. a.", "de")).toEqual({ kind: "floating", benchmark: "EURIBOR", tenor: { n: 3, unit: "month" }, margin: "2.10%" });
    expect(parseRateValue("EURIBOR 3 mois majoré de 2,10 % l'an", "fr")).toEqual({ kind: "floating", benchmark: "EURIBOR", tenor: { n: 3, unit: "month" }, margin: "2.10%" });
    expect(parseRateValue("Euribor à 6 mois + 1,5 %", "fr")).toEqual({ kind: "floating", benchmark: "EURIBOR", tenor: { n: 6, unit: "month" }, margin: "1.5%" });
    expect(parseRate("6-month EURIBOR plus 1.90% per annum")).toEqual({ ok: true });
    // A tenor no benchmark is quoted for, a margin over 100% or no margin: a 400 that names the forms with a tenor.
    for (const bad of ["5-year EURIBOR plus 2%", "3-month EURIBOR plus 150%", "3-month EURIBOR", "EURIBOR plus"]) {
      const r = parseRate(bad);
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.message).toContain('"3-month EURIBOR plus 2.10% per annum"');
    }
  });

  it("a floating rate with its tenor in a German or French draft", () => {
    expect(localRate("3-month EURIBOR plus 2.10% per annum", "de")).toEqual({ ok: true, text: "3-Monats-EURIBOR zuzüglich einer Marge von 2,10\u00a0% p. a." });
    expect(localRate("3-month EURIBOR plus 2.10% per annum", "fr")).toEqual({ ok: true, text: "EURIBOR 3 mois majoré d'une marge de 2,10\u00a0% l'an" });
    expect(localRate("compounded SARON plus 2.10%", "de")).toEqual({ ok: true, text: "SARON (nachschüssig aufgezinst) zuzüglich einer Marge von 2,10\u00a0% p. a." });
    expect(localRate("SARON compounded plus 2.10%", "fr")).toEqual({ ok: true, text: "SARON composé majoré d'une marge de 2,10\u00a0% l'an" });
  });

  it("durations with their length in months", () => {
    expect(parseDuration("2 years")).toEqual({ ok: true, months: 24 });
    expect(parseDuration("two (2) years")).toEqual({ ok: true, months: 24 });
    expect(parseDuration("11 months")).toEqual({ ok: true, months: 11 });
    expect(parseDuration("1 year")).toEqual({ ok: true, months: 12 });
    expect(parseDuration("30 days").ok).toBe(true);
    expect(parseDuration("ninety days").ok).toBe(true);
    for (const bad of ["forever", "2", "0 months", "several years"]) expect(parseDuration(bad).ok, bad).toBe(false);
  });

  it("percentages from 0 to 100", () => {
    for (const ok of ["5%", "12.5 per cent", "8 percent", "0%"]) expect(parsePercentage(ok).ok, ok).toBe(true);
    for (const bad of ["150%", "five", "5"]) expect(parsePercentage(bad).ok, bad).toBe(false);
  });

  it("percentages in a German or French request: a comma marks decimals, the year in their words (issue 36)", () => {
    for (const ok of ["7,5 %", "2,10 % p. a.", "5 % pro Jahr", "12,5 %"]) expect(parseTerm({ type: "percentage" }, ok, "de"), ok).toEqual({ ok: true });
    for (const ok of ["7,5 %", "2,5 % l'an", "3 % par an"]) expect(parseTerm({ type: "percentage" }, ok, "fr"), ok).toEqual({ ok: true });
    // A comma with one or two digits before "%" is a decimal mark in an English request too ("99,5 %"); over 100 is
    // refused in every convention.
    expect(parseTerm({ type: "percentage" }, "7,5 %", "en").ok).toBe(true);
    expect(parseTerm({ type: "percentage" }, "150,5 %", "en").ok).toBe(false);
    expect(parseTerm({ type: "percentage" }, "150,5 %", "de")).toEqual({ ok: false, message: 'must be a percentage from 0 to 100, such as "5 %", "7,5 %" or "2,10 % p. a.", or the English forms "5%" and "12.5 per cent", or a percentage of a base such as "30% of the Purchase Price" or "up to 40% of base salary" (got "150,5 %")' });
    expect(localPercent("7,5 % p. a.", "de")).toEqual({ ok: true, text: "7,5\u00a0%" });
    expect(localPercent("5 % pro Jahr", "de")).toEqual({ ok: true, text: "5\u00a0%" });
    expect(localPercent("2,5 % l'an", "fr")).toEqual({ ok: true, text: "2,5\u00a0%" });
    expect(localPercent("3 % par an", "fr")).toEqual({ ok: true, text: "3\u00a0%" });
    expect(localRate("7,5 %", "de")).toEqual({ ok: true, text: "7,5\u00a0% p. a." });
  });

  it("choices ignore case, spaces, hyphens and underscores", () => {
    expect(matchChoice("One_Way", ["mutual", "one-way"])).toBe("one-way");
    expect(matchChoice("MUTUAL", ["mutual", "one-way"])).toBe("mutual");
    expect(matchChoice("both", ["mutual", "one-way"])).toBeUndefined();
  });

  it("names are snake_case however they are written; notice periods read as possessives", () => {
    expect(termKey("Non Compete Period")).toBe("non_compete_period");
    expect(termKey("nonCompetePeriod")).toBe("non_compete_period");
    expect(termKey("governing-law")).toBe("governing_law");
    expect(noticeOf("30 days")).toBe("30 days'");
    expect(noticeOf("1 month")).toBe("1 month's");
  });
});
