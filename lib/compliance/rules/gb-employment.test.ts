import { describe, expect, it } from "vitest";
import { eraPack, nmwPack, nmwRatesAt, sspPack, wtrPack } from "./gb-employment";
import { outcomes, statusOf } from "./test-helpers";

const contract = (...lines: string[]) => ["Contract of Employment — Example Ltd", "Hours: 40 hours per week, Monday to Friday.", "Wages are paid monthly.", ...lines].join("\n");

describe("GB employment rule packs", () => {
  it("NMW rates are dated: £12.21 before 1 April 2026, £12.71 from then", () => {
    expect(nmwRatesAt("2026-03-31")?.age21).toBe(12.21);
    expect(nmwRatesAt("2026-04-01")?.age21).toBe(12.71);
    expect(nmwRatesAt("2024-01-01")).toBeNull();
  });

  it("pay below the rate for the worker's age breaches the NMWA; the same pay before April 2026 did not", () => {
    const text = contract("Employee aged 30.", "Pay: £12.50 per hour.");
    expect(statusOf(nmwPack(), text, "GB", "nmw-rate", "2026-11-27")).toBe("breached");
    expect(statusOf(nmwPack(), text, "GB", "nmw-rate", "2026-01-15")).toBe("not_assessable");
    expect(outcomes(nmwPack(), text, "GB")["nmw-rate"].finding).toMatch(/£12\.50.*£12\.71/);
  });

  it("an apprentice is judged against the apprentice rate", () => {
    expect(statusOf(nmwPack(), contract("Apprenticeship agreement. Pay: £8.10 per hour."), "GB", "nmw-rate")).toBe("not_assessable");
    expect(statusOf(nmwPack(), contract("Apprenticeship agreement. Pay: £7.90 per hour."), "GB", "nmw-rate")).toBe("breached");
  });

  it("an irrevocable opt-out breaches reg. 5; seven days' notice meets it", () => {
    expect(statusOf(wtrPack(), contract("You agree to opt out of the 48-hour limit. This opt-out may not be withdrawn."), "GB", "wtr-opt-out")).toBe("breached");
    expect(statusOf(wtrPack(), contract("You may end your opt-out by giving seven days' written notice."), "GB", "wtr-opt-out")).toBe("met");
  });

  it("an agreement to exceed 48 hours followed by 'you may not withdraw this agreement' breaches reg. 5; a contract term that may not be ended in probation does not", () => {
    expect(statusOf(wtrPack(), contract("You agree to work such hours as the Company requires, which may exceed 48 hours a week. You may not withdraw this agreement during your employment."), "GB", "wtr-opt-out")).toBe("breached");
    expect(statusOf(wtrPack(), contract("You will not work more than 48 hours a week. This agreement may not be terminated or cancelled during the probation period."), "GB", "wtr-opt-out")).not.toBe("breached");
  });

  it("holiday: 20 days including bank holidays is short for a full-timer; 25 plus bank holidays is fine", () => {
    expect(statusOf(wtrPack(), contract("Holiday: 20 days per year including bank holidays."), "GB", "wtr-annual-leave")).toBe("breached");
    expect(statusOf(wtrPack(), contract("Holiday: 25 days per year plus bank holidays."), "GB", "wtr-annual-leave")).toBe("met");
  });

  it("eight hours between shifts breaches reg. 10", () => {
    expect(outcomes(wtrPack(), contract("Staff may finish at 22:00 and start again at 06:00 the next day."), "GB")["wtr-daily-rest"].finding).toMatch(/8 hours/);
  });

  it("exclusivity in a zero-hours contract breaches s. 27A; retail shortages deducted in full breach s. 18", () => {
    const zero = ["Casual Worker Agreement", "This is a zero hours contract.", "Pay: £13 per hour.", "You must not work for any other employer.", "Till shortages will be deducted in full from your wages."].join("\n");
    const o = outcomes(eraPack(), zero, "GB");
    expect(o["era-zero-hours-exclusivity"].status).toBe("breached");
    expect(o["era-retail-deductions"].status).toBe("breached");
    expect(statusOf(eraPack(), contract("You must not work for any other employer."), "GB", "era-zero-hours-exclusivity")).toBe("not_assessable");
  });

  it("SSP from the fourth day breaches s. 155 only from 6 April 2026", () => {
    const text = contract("Statutory sick pay is payable from the fourth qualifying day.");
    expect(statusOf(sspPack(), text, "GB", "ssp-waiting-days", "2026-11-27")).toBe("breached");
    expect(statusOf(sspPack(), text, "GB", "ssp-waiting-days", "2026-03-01")).toBe("not_assessable");
  });
});
