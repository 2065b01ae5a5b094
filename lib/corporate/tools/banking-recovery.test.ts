import { describe, expect, it } from "vitest";
import { bankingRecovery } from "@/lib/corporate/tools/banking-recovery";
import { runCore, unresolvedRefs, withoutCommonFields } from "@/lib/tools/testing";

const run = (fields: Record<string, unknown>, asOf: string) => runCore(bankingRecovery, fields, { asOf });

describe("banking-recovery", () => {
  it("works the example: DRT forum, SARFAESI open, 60-day and 45-day windows", () => {
    const { result } = run(withoutCommonFields(bankingRecovery.example), "2026-03-20");
    // ₹3.8 crore ≥ ₹20 lakh floor → DRT. 20% of ₹5.2 crore = ₹1.04 crore ≤ ₹3.8 crore due → Act applies.
    expect(result.forum_for_recovery?.forum).toMatch(/Debts Recovery Tribunal/);
    expect(result.sarfaesi_available).toBe(true);
    expect(result.sarfaesi_tests[4].detail).toContain("₹1,04,00,000");
    // 15 Dec 2025 + 60 days = 13 Feb 2026 (Dec 16 + Jan 31 + Feb 13). 2 Mar 2026 + 45 = 16 Apr 2026 (Mar 29 + Apr 16).
    expect(result.timeline.map((t) => [t.key, t.last_day, t.status, t.days_remaining])).toEqual([
      ["s13_2_payment_window", "2026-02-13", "passed", null],
      ["s17_application", "2026-04-16", "open", 27], // 20 Mar → 16 Apr = 11 + 16
    ]);
  });

  it("sends a debt below the DRT floor to a civil court, by the date the floor changed", () => {
    // ₹15 lakh: below ₹20 lakh (from 6 Sep 2018) but at or above ₹10 lakh before it.
    expect(run({ amount_due: 1500000 }, "2026-01-01").result.forum_for_recovery?.forum).toMatch(/Civil court/);
    expect(run({ amount_due: 1500000 }, "2018-09-05").result.forum_for_recovery?.forum).toMatch(/Debts Recovery Tribunal/);
    expect(run({ amount_due: 2000000 }, "2026-01-01").result.forum_for_recovery?.forum).toMatch(/Debts Recovery Tribunal/);
  });

  it("excludes small, mostly repaid and agricultural-land cases from SARFAESI", () => {
    // ₹1,00,000 due: not more than ₹1 lakh → excluded. ₹90,000 due of ₹5,00,000 P+I: 20% is ₹1,00,000 → excluded.
    expect(run({ amount_due: 100000, secured: true, account_is_npa: true, agricultural_land: false, principal_and_interest: 100000 }, "2026-01-01").result.sarfaesi_available).toBe(false);
    expect(run({ amount_due: 90000, principal_and_interest: 500000 }, "2026-01-01").result.sarfaesi_tests[4].met).toBe(false);
    expect(run({ amount_due: 2000000, agricultural_land: true }, "2026-01-01").result.sarfaesi_available).toBe(false);
    expect(run({ amount_due: 2000000, consenting_secured_creditors_pct: 59.9 }, "2026-01-01").result.sarfaesi_tests.at(-1)?.met).toBe(false);
  });

  it("computes the s.18 appeal window and pre-deposit on the lesser of claimed and determined debt", () => {
    // Order received 31 Jan 2024 + 30 days = 1 Mar 2024 (leap year: Jan 31 → Feb 29 is 29 days, +1).
    const { result } = run({ drt_order_kind: "sarfaesi_s17", drt_order_received_date: "2024-01-31", debt_claimed: 8000000, debt_determined: 6500000 }, "2024-02-20");
    expect(result.timeline[0]).toMatchObject({ key: "s18_appeal", last_day: "2024-03-01", days_remaining: 10 });
    // min(80,00,000, 65,00,000) = 65,00,000; 50% = 32,50,000; 25% = 16,25,000.
    expect(result.pre_deposits.map((p) => p.amount)).toEqual([3250000, 1625000]);
  });

  it("computes the RDB s.20 appeal (45 days) and s.21 deposit (50%, reducible to 25%)", () => {
    // Received 31 Dec 2025 + 45 = 14 Feb 2026 (Jan 31 + Feb 14). 50% of ₹1,23,45,679 = ₹61,72,839.50; 25% = ₹30,86,419.75.
    const { result } = run({ drt_order_kind: "rdb_s19", drt_order_received_date: "2025-12-31", debt_determined: 12345679 }, "2026-02-15");
    expect(result.timeline[0]).toMatchObject({ key: "rdb_s20_appeal", last_day: "2026-02-14", status: "passed" });
    expect(result.pre_deposits.map((p) => p.amount)).toEqual([6172839.5, 3086419.75]);
  });

  it("rejects a s.13(4) measure inside the 60 days and dates after as_of", () => {
    expect(() => run({ demand_notice_date: "2026-01-01", measure_date: "2026-03-02" }, "2026-04-01")).toThrow(/from 2026-03-03/);
    expect(() => run({ measure_date: "2026-05-01" }, "2026-04-01")).toThrow(/after as_of/);
  });

  it("is deterministic and every citation resolves in the registry", () => {
    const fields = withoutCommonFields(bankingRecovery.example);
    const a = run(fields, "2026-03-20");
    expect(run(fields, "2026-03-20").result).toEqual(a.result);
    expect(a.ctx.cited.length).toBeGreaterThan(3);
    expect(unresolvedRefs(a.ctx)).toEqual([]);
  });
});

describe("banking-recovery verdict: the s.13(4) window (SARFAESI Act 2002 s.13(2), (4))", () => {
  const secured = { amount_due: 38000000, principal_and_interest: 52000000, secured: true, agricultural_land: false, account_is_npa: true, demand_notice_date: "2025-12-15" };
  const verdict = (fields: Record<string, unknown>, asOf: string) => bankingRecovery.verdict?.(run(fields, asOf).result) ?? "";

  it("says the lender may take s.13(4) measures once the 60 days of the notice have passed", () => {
    // Served 15 Dec 2025: the 60 days end on 13 Feb 2026, so measures are open from 14 Feb 2026.
    const v = verdict(secured, "2026-03-20");
    expect(v).toContain("ended on 13 February 2026: since 14 February 2026 the lender may take s.13(4) measures");
    expect(v).toMatch(/possession of the secured assets/);
  });

  it("does not say so on the 60th day, nor where SARFAESI does not apply", () => {
    expect(verdict(secured, "2026-02-13")).not.toMatch(/may take s\.13\(4\)/);
    expect(verdict({ ...secured, agricultural_land: true }, "2026-03-20")).not.toMatch(/may take s\.13\(4\)/);
  });

  it("after a measure, says the window was open and points to the s.17 application", () => {
    const v = verdict({ ...secured, measure_date: "2026-03-02" }, "2026-03-20");
    expect(v).toContain("s.13(4) measures were open from 14 February 2026");
    expect(v).toContain("last day 16 April 2026");
  });
});
