import { describe, expect, it } from "vitest";
import { englishMoney, matchChoice, noticeOf, parseDate, parseDuration, parseMoney, parsePercentage, readMoney, termKey } from "./key-terms";

describe("key-term values", () => {
  it("dates: ISO, day month year and month day, year; impossible dates refused", () => {
    for (const ok of ["2025-03-01", "1 March 2025", "1st March 2025", "March 1, 2025", "29 February 2024"]) expect(parseDate(ok).ok, ok).toBe(true);
    for (const bad of ["2025-02-30", "29 February 2025", "next Monday", "03/01/2025", "1 Marchember 2025"]) expect(parseDate(bad).ok, bad).toBe(false);
  });

  it("money needs a currency: code or symbol, before or after, with scales and a period", () => {
    for (const ok of ["USD 50,000", "$10,000", "£1,000.50", "INR 5,00,000", "₹2 crore", "EUR 1,200 per month", "50000 GBP", "Rs. 25,000 per month", "US$ 3 million"]) expect(parseMoney(ok).ok, ok).toBe(true);
    for (const bad of ["50000", "a lot", "ten thousand pounds", "usd 50", "USD", "$ten"]) expect(parseMoney(bad).ok, bad).toBe(false);
  });

  it("money in a German or French request's own convention: a dot groups thousands, a comma marks decimals (issue 36)", () => {
    const read = (v: string, c: "de" | "fr" | "en") => {
      const r = readMoney(v, c);
      return r.ok ? englishMoney(r.money) : r.message;
    };
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
