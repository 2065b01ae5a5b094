import { describe, expect, it } from "vitest";
import { matchChoice, noticeOf, parseDate, parseDuration, parseMoney, parsePercentage, termKey } from "./key-terms";

describe("key-term values", () => {
  it("dates: ISO, day month year and month day, year; impossible dates refused", () => {
    for (const ok of ["2025-03-01", "1 March 2025", "1st March 2025", "March 1, 2025", "29 February 2024"]) expect(parseDate(ok).ok, ok).toBe(true);
    for (const bad of ["2025-02-30", "29 February 2025", "next Monday", "03/01/2025", "1 Marchember 2025"]) expect(parseDate(bad).ok, bad).toBe(false);
  });

  it("money needs a currency: code or symbol, before or after, with scales and a period", () => {
    for (const ok of ["USD 50,000", "$10,000", "£1,000.50", "INR 5,00,000", "₹2 crore", "EUR 1,200 per month", "50000 GBP", "Rs. 25,000 per month", "US$ 3 million"]) expect(parseMoney(ok).ok, ok).toBe(true);
    for (const bad of ["50000", "a lot", "ten thousand pounds", "usd 50", "USD", "$ten"]) expect(parseMoney(bad).ok, bad).toBe(false);
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
