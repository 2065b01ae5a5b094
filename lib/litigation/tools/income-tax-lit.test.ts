import { describe, expect, it } from "vitest";
import { incomeTaxLitTool as tool } from "@/lib/litigation/tools/income-tax-lit";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { fieldsRefused, runCore, unresolvedRefs, withoutCommonFields } from "@/lib/tools/testing";

const run = (fields: Record<string, unknown>, asOf: string) => runCore(tool, fields, { asOf });

describe("income-tax-lit", () => {
  it("runs its example: two months from the end of August 2026 under the 1961 Act, fee capped at ₹10,000", () => {
    const { result, ctx } = run(withoutCommonFields(tool.example), tool.example.as_of as string);
    const d = result.deadlines[0]!;
    expect(d.trigger_date).toBe("2026-08-31");
    expect(d.last_day).toBe("2026-10-31");
    expect(d.status).toBe("in_time");
    expect(d.days_remaining).toBe(60);
    expect(d.condonation).toMatchObject({ available: true, capped: false });
    expect(result.governing_act).toBe("1961");
    expect(ctx.refOf(d.citation_ids[0]!)).toEqual({ source_id: "in-income-tax-act-1961", article: "253" });
    // 1% of ₹48.5 lakh is ₹48,500, above the ₹10,000 maximum.
    expect(result.money[0]).toMatchObject({ label: "Tribunal fee", amount: 10000 });
    expect(result.next_forum?.forum).toBe("High Court");
    expect(unresolvedRefs(ctx)).toEqual([]);
  });

  // Income-tax Act 2025 s.362(6): the Tribunal fee stays in the Act (₹500 / ₹1,500 / 1% capped at ₹10,000), and s.358(2)
  // the first-appeal fee (₹250 / ₹500 / ₹1,000). The fee is cited to those sections, whose registry entries say so.
  it("under the 2025 Act the fees are cited to ss.358 and 362, whose registry summaries carry the fee scale", () => {
    const itat = run({ stage: "itat", order_date: "2027-09-10", tax_year: "2026-27", assessed_income: 500_000 }, "2027-09-20");
    const fee = itat.result.money.find((m) => m.label === "Tribunal fee")!;
    expect(fee.amount).toBe(5000); // 1% of ₹5,00,000
    expect(itat.ctx.refOf(fee.citation_ids[0]!)).toEqual({ source_id: "in-income-tax-act-2025", article: "362" });
    const cit = run({ stage: "cit_appeals", order_date: "2027-09-10", tax_year: "2026-27", assessed_income: 150_000 }, "2027-09-20");
    const citFee = cit.result.money.find((m) => m.label === "Appeal fee")!;
    expect(citFee.amount).toBe(500);
    expect(cit.ctx.refOf(citFee.citation_ids[0]!)).toEqual({ source_id: "in-income-tax-act-2025", article: "358" });
    const registry = builtInRegistry();
    expect(registry.getProvision("in-income-tax-act-2025", "362")?.summary).toContain("1% capped at ₹10,000");
    expect(registry.getProvision("in-income-tax-act-2025", "358")?.summary).toContain("₹250 up to ₹1 lakh");
  });

  it("counts the ITAT period by the rule for the date of communication", () => {
    // From 1 Oct 2024: received 10 Feb 2025 → month ends 28 Feb → two months → 30 Apr 2025 (a month's end).
    expect(run({ stage: "itat", order_date: "2025-02-10", assessment_year: "2022-23" }, "2025-03-01").result.deadlines[0]!.last_day).toBe("2025-04-30");
    // Before 1 Oct 2024: 60 days from 20 Sep 2024 = 19 Nov 2024.
    const old = run({ stage: "itat", order_date: "2024-09-20", assessment_year: "2021-22" }, "2024-11-25").result.deadlines[0]!;
    expect(old.last_day).toBe("2024-11-19");
    expect(old.status).toBe("in_time_only_with_condonation");
    expect(old.days_late).toBe(6);
  });

  it("gives 30 days to the first appeal (31 Jan → 2 Mar) with the fee by assessed income at its edges", () => {
    const first = run({ order_date: "2026-01-31", assessed_income: 150_000, assessment_year: "2024-25" }, "2026-02-10").result;
    expect(first.deadlines[0]!.last_day).toBe("2026-03-02");
    expect(first.money[0]!.amount).toBe(500);
    const fee = (income: number) => run({ assessed_income: income, assessment_year: "2024-25" }, "2026-02-10").result.money[0]!.amount;
    expect(fee(100_000)).toBe(250);
    expect(fee(200_000)).toBe(500);
    expect(fee(200_001)).toBe(1000);
  });

  it("gives 120 days to the High Court across a leap February", () => {
    // 1 Jan 2024 + 120 days: 30 (Jan) + 29 (Feb) + 31 (Mar) + 30 (Apr) = 30 Apr 2024.
    const d = run({ stage: "high_court", order_date: "2024-01-01", assessment_year: "2018-19" }, "2024-05-01").result.deadlines[0]!;
    expect(d.last_day).toBe("2024-04-30");
    expect(d.status).toBe("in_time_only_with_condonation");
  });

  it("cites the 2025 Act for tax years from 2026-27, and both Acts when the year is not given after 1 Apr 2026", () => {
    const newAct = run({ order_date: "2027-06-01", tax_year: "2026-27" }, "2027-06-10");
    expect(newAct.result.governing_act).toBe("2025");
    expect(newAct.ctx.refOf(newAct.result.deadlines[0]!.citation_ids[0]!)).toEqual({ source_id: "in-income-tax-act-2025", article: "358" });
    const unclear = run({ stage: "itat", order_date: "2026-05-04" }, "2026-05-10");
    expect(unclear.result.governing_act).toBe("unclear");
    expect(unclear.ctx.warnings.map((w) => w.code)).toContain("conflicting_authority");
    expect(unclear.result.deadlines[0]!.citation_ids.map((id) => unclear.ctx.refOf(id))).toEqual([
      { source_id: "in-income-tax-act-1961", article: "253" },
      { source_id: "in-income-tax-act-2025", article: "362" },
    ]);
    expect(unclear.result.sections).toContainEqual({ act_1961: "253", act_2025: "362" });
  });

  it("applies the department's monetary limits in force on the date", () => {
    const below = run({ stage: "itat", appellant: "department", order_date: "2024-10-05", tax_effect: 5_500_000, assessment_year: "2019-20" }, "2024-10-20");
    expect(below.result.money.find((m) => m.label.startsWith("Department"))!.amount).toBe(6_000_000);
    expect(below.ctx.warnings.map((w) => w.code)).toContain("below_monetary_limit");
    const earlier = run({ stage: "itat", appellant: "department", order_date: "2024-06-01", tax_effect: 5_500_000, assessment_year: "2019-20" }, "2024-06-20");
    expect(earlier.result.money.find((m) => m.label.startsWith("Department"))!.amount).toBe(5_000_000);
    expect(earlier.ctx.warnings.map((w) => w.code)).not.toContain("below_monetary_limit");
  });

  it("refuses inconsistent input with per-field errors", () => {
    const fields = (input: Record<string, unknown>, asOf: string) => fieldsRefused(() => run(input, asOf));
    expect(fields({ order_date: "2026-05-01", assessment_year: "2024-25" }, "2026-04-20")).toEqual(["order_date"]);
    expect(fields({ assessment_year: "2024-25", tax_year: "2026-27" }, "2026-04-20")).toEqual(["tax_year"]);
    expect(fields({ assessment_year: "2024-26" }, "2026-04-20")).toEqual(["assessment_year"]);
    expect(fields({ appellant: "department", assessment_year: "2024-25" }, "2026-04-20")).toEqual(["appellant"]);
    expect(() => run({ assessed_income: -1 }, "2026-04-20")).toThrow();
  });
});

describe("income-tax-lit: the CBDT monetary limit is compared with tax_effect (Circular 9/2024)", () => {
  it("a tax effect equal to the ₹60 lakh ITAT limit does not exceed it: the department may not appeal", () => {
    const { result, ctx } = run({ stage: "itat", appellant: "department", order_date: "2024-10-05", tax_effect: 6_000_000, assessment_year: "2019-20" }, "2024-10-20");
    expect(result.department_appeal).toMatchObject({ monetary_limit: 6_000_000, tax_effect: 6_000_000, permitted: false, forum: "itat" });
    expect(ctx.warnings.map((w) => w.code)).toContain("below_monetary_limit");
  });

  it("one rupee above the limit the appeal is permitted; the High Court limit is ₹2 crore", () => {
    expect(run({ stage: "itat", appellant: "department", order_date: "2024-10-05", tax_effect: 6_000_001, assessment_year: "2019-20" }, "2024-10-20").result.department_appeal?.permitted).toBe(true);
    const hc = run({ stage: "high_court", appellant: "department", order_date: "2025-01-05", tax_effect: 15_000_000, assessment_year: "2019-20" }, "2025-01-20").result;
    expect(hc.department_appeal).toMatchObject({ monetary_limit: 20_000_000, permitted: false });
  });

  it("the limits of the date the department files apply (Circular 9/2024 reaches pending appeals)", () => {
    // Order of 1 Jun 2024 (Circular 5/2024: ₹50 lakh), appeal filed 20 Sep 2024 (Circular 9/2024: ₹60 lakh).
    expect(run({ stage: "itat", appellant: "department", order_date: "2024-06-01", tax_effect: 5_500_000, assessment_year: "2019-20" }, "2024-09-20").result.department_appeal).toMatchObject({ monetary_limit: 6_000_000, permitted: false });
  });
});

describe("income-tax-lit verdict: a department appeal at or below the CBDT limit", () => {
  it("leads with 'should not appeal', not with 'in time' (CBDT Circular 9/2024: ITAT limit ₹60 lakh)", () => {
    const fields = { stage: "itat", appellant: "department", order_date: "2025-10-01", assessment_year: "2020-21", tax_effect: 6_000_000 };
    const verdict = tool.verdict!(run(fields, "2025-10-15").result);
    expect(verdict).toMatch(/^The department should not appeal: the tax effect of ₹60,00,000 does not exceed the ₹60,00,000 limit/);
    const above = tool.verdict!(run({ ...fields, tax_effect: 6_000_001 }, "2025-10-15").result);
    expect(above).toMatch(/^Appeal to the Income Tax Appellate Tribunal: in time/);
  });
});
