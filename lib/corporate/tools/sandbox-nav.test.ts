import { describe, expect, it } from "vitest";
import { sandboxNav } from "@/lib/corporate/tools/sandbox-nav";
import { runCore, withoutCommonFields } from "@/lib/tools/testing";

const run = (fields: Record<string, unknown>, asOf: string, jurisdiction = "IN") => runCore(sandboxNav, fields, { asOf, jurisdiction });

describe("sandbox-nav (RBI)", () => {
  it("admits the example LLP with ₹12 lakh after the 2020 revision, 9 months from 31 May 2026", () => {
    const { result } = run(withoutCommonFields(sandboxNav.example), "2026-04-01");
    expect(result.criteria.slice(0, 2).map((c) => c.met)).toEqual([true, true]); // LLP allowed; ₹12,00,000 ≥ ₹10,00,000
    // 31 May 2026 + 9 months = 28 Feb 2027 (no 31 Feb, month-end clamp).
    expect(result.timeline).toMatchObject({ stage_months: 9, indicative_end: "2027-02-28" });
    expect(result.eligible).toBeNull(); // DPDP compliance is left to the applicant to confirm
  });

  it("from the February 2024 framework an applicant meeting every criterion is eligible once it confirms DPDP compliance, and not if it does not", () => {
    const all = { ...withoutCommonFields(sandboxNav.example), innovative: true, consumer_benefit: true, ready_to_test: true, needs_regulatory_relief: true, fit_and_proper_promoters: true };
    expect(run(all, "2026-04-01").result.eligible).toBeNull(); // before the field existed nothing could make this true
    expect(run({ ...all, data_protection_compliant: true }, "2026-04-01").result.eligible).toBe(true);
    expect(run({ ...all, data_protection_compliant: false }, "2026-04-01").result.eligible).toBe(false);
  });

  it("branches on the December 2020 revision for entity type and net worth", () => {
    const before = run({ applicant_type: "llp", net_worth_inr: 1200000 }, "2020-12-15").result;
    // Before: LLPs not eligible and ₹12 lakh < ₹25 lakh.
    expect(before.criteria.slice(0, 2).map((c) => c.met)).toEqual([false, false]);
    expect(before.eligible).toBe(false);
    expect(run({ applicant_type: "company", net_worth_inr: 1000000 }, "2020-12-16").result.criteria[1].met).toBe(true);
    expect(run({ applicant_type: "company", net_worth_inr: 999999 }, "2021-01-01").result.criteria[1].met).toBe(false);
    expect(run({ applicant_type: "individual" }, "2026-01-01").result.criteria[0].met).toBe(false);
  });

  it("uses 7 months before February 2024 and surfaces both readings inside it", () => {
    // 31 Jul 2023 + 7 months = 29 Feb 2024 (leap year).
    expect(run({ test_start_date: "2023-07-31" }, "2023-08-01").result.timeline).toMatchObject({ stage_months: 7, indicative_end: "2024-02-29" });
    const feb = run({ test_start_date: "2024-02-10" }, "2024-02-20");
    expect(feb.result.timeline).toMatchObject({ stage_months: null, indicative_end: null });
    // 10 Feb 2024 + 7 months = 10 Sep 2024; + 9 months = 10 Nov 2024.
    expect(feb.ctx.warnings[0].message).toContain("2024-09-10");
    expect(feb.ctx.warnings[0].message).toContain("2024-11-10");
    expect(run({}, "2019-08-12").result.eligible).toBe(false);
  });
});

describe("sandbox-nav (FCA, MAS)", () => {
  it("fails on any criterion answered no, and dates Sandbox Express testing", () => {
    expect(run({ innovative: false }, "2026-01-01", "GB").result).toMatchObject({ regulator: "Financial Conduct Authority", eligible: false });
    const sg = run({ innovative: true, consumer_benefit: true, ready_to_test: true, needs_regulatory_relief: true, test_start_date: "2026-01-31" }, "2026-01-01", "SG").result;
    // 31 Jan 2026 + 9 months = 31 Oct 2026.
    expect(sg).toMatchObject({ regulator: "Monetary Authority of Singapore", eligible: true, timeline: { indicative_end: "2026-10-31" } });
  });

  it("is deterministic", () => {
    const fields = withoutCommonFields(sandboxNav.example);
    expect(run(fields, "2026-04-01").result).toEqual(run(fields, "2026-04-01").result);
  });
});
