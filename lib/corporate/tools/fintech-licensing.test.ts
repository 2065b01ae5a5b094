import { describe, expect, it } from "vitest";
import { fintechLicensing } from "@/lib/corporate/tools/fintech-licensing";
import { runCore, unresolvedRefs, withoutCommonFields } from "@/lib/tools/testing";

const run = (fields: Record<string, unknown>, asOf: string, jurisdiction = "IN") => runCore(fintechLicensing, fields, { asOf, jurisdiction });

describe("fintech-licensing: India (RBI payment aggregators)", () => {
  it("works the example: ₹18 crore meets ₹15 crore now, not ₹25 crore by the third year", () => {
    const { result, ctx } = run(withoutCommonFields(fintechLicensing.example), "2026-01-10");
    // Authorised 12 Jun 2025, in FY 2025-26 (ends 31 Mar 2026); third FY counting that one ends 31 Mar 2028, else 31 Mar 2029.
    expect(result.capital.map((c) => [c.required, c.met, c.by_date])).toEqual([
      [150000000, true, null],
      [250000000, false, "2028-03-31"],
    ]);
    expect(ctx.warnings.map((w) => w.message).join(" ")).toContain("2029-03-31");
    expect(result.licence.required).toBe(true);
  });

  it("counts a January-March grant in the financial year ending that March", () => {
    // Granted 15 Feb 2024: FY 2023-24 ends 31 Mar 2024 → third FY ends 31 Mar 2026.
    expect(run({ authorisation_date: "2024-02-15", net_worth_inr: 250000000 }, "2026-01-10").result.capital[1]).toMatchObject({ by_date: "2026-03-31", met: true });
  });

  it("needs no authorisation for a bank, and dates the transition for existing non-banks", () => {
    expect(run({ is_bank: true }, "2026-01-10").result.licence.required).toBe(false);
    const { result } = run({ existing_pa: true, pa_categories: ["pa_o", "pa_cb"] }, "2026-01-10");
    expect(result.conditions.filter((c) => c.date).map((c) => [c.date, c.passed])).toEqual([
      ["2025-12-31", true],
      ["2026-02-28", false],
    ]);
    expect(result.conditions.some((c) => c.text.includes("₹25 lakh"))).toBe(true);
  });
});

describe("fintech-licensing: Singapore (PS Act 2019)", () => {
  const sg = (fields: Record<string, unknown>) => run(fields, "2026-01-10", "SG").result;
  it("needs an MPI licence when one service exceeds S$3m a month", () => {
    const r = sg({ sg_services: [{ service: "domestic_money_transfer", average_monthly_sgd: 2500000 }, { service: "merchant_acquisition", average_monthly_sgd: 3200000 }] });
    expect(r.licence.class).toMatch(/Major/);
    expect(r.tests.map((t) => [t.value, t.exceeded])).toEqual([[3200000, true], [5700000, false], [null, null]]);
    expect(r.capital[0]).toMatchObject({ required: 250000, currency: "SGD" });
  });
  it("stays SPI below both thresholds, and goes MPI when several services sum above S$6m", () => {
    // 2.5m + 2.0m = 4.5m ≤ 6m; max 2.5m ≤ 3m → SPI. 2.9m × 3 = 8.7m > 6m → MPI.
    expect(sg({ sg_services: [{ service: "domestic_money_transfer", average_monthly_sgd: 2500000 }, { service: "cross_border_money_transfer", average_monthly_sgd: 2000000 }], average_daily_e_money_sgd: 5000000 }).licence.class).toMatch(/Standard/);
    expect(
      sg({ sg_services: ["domestic_money_transfer", "cross_border_money_transfer", "merchant_acquisition"].map((service) => ({ service, average_monthly_sgd: 2900000 })) }).tests[1],
    ).toMatchObject({ value: 8700000, exceeded: true });
    expect(sg({ sg_services: [{ service: "money_changing" }] }).licence.class).toBe("Money-changing licence");
    expect(sg({ sg_services: [{ service: "e_money_issuance" }], average_daily_e_money_sgd: 5000001 }).licence.class).toMatch(/Major/);
  });
});

describe("fintech-licensing: United Kingdom (EMRs 2011)", () => {
  const gb = (fields: Record<string, unknown>) => run(fields, "2026-01-10", "GB").result;
  it("computes own funds as the greater of €350,000 and 2% of outstanding e-money", () => {
    // €4m outstanding: 2% = €80,000 → authorised floor €350,000; small EMI needs €80,000 (≥ €500k outstanding).
    const small = gb({ average_outstanding_e_money_eur: 4000000, own_funds_eur: 100000 });
    expect(small.licence.class).toMatch(/Small/);
    expect(small.capital.map((c) => [c.required, c.met])).toEqual([[350000, false], [80000, true]]);
    // €20m: 2% = €400,000 > €350,000; above the €5m small limit.
    const big = gb({ average_outstanding_e_money_eur: 20000000, own_funds_eur: 380000 });
    expect(big.licence.class).toBe("Authorised electronic money institution");
    expect(big.capital).toHaveLength(1);
    expect(big.capital[0]).toMatchObject({ required: 400000, met: false });
    // €400k outstanding: below €500k, no small-EMI own funds requirement.
    expect(gb({ average_outstanding_e_money_eur: 400000 }).capital[1].required).toBe(0);
  });
});

it("fintech-licensing is deterministic and cites resolvable provisions in every jurisdiction", () => {
  const fields = withoutCommonFields(fintechLicensing.example);
  expect(run(fields, "2026-01-10").result).toEqual(run(fields, "2026-01-10").result);
  for (const [j, f] of [["IN", fields], ["SG", { sg_services: [{ service: "merchant_acquisition", average_monthly_sgd: 4e6 }] }], ["GB", { average_outstanding_e_money_eur: 1e6 }]] as const) {
    const { ctx } = run(f as Record<string, unknown>, "2026-01-10", j);
    expect(ctx.cited.length).toBeGreaterThan(0);
    expect(unresolvedRefs(ctx)).toEqual([]);
  }
});
