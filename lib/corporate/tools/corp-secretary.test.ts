import { describe, expect, it } from "vitest";
import { corpSecretary } from "@/lib/corporate/tools/corp-secretary";
import { runCore, unresolvedRefs, withoutCommonFields } from "@/lib/tools/testing";

const run = (fields: Record<string, unknown>, asOf: string) => runCore(corpSecretary, fields, { asOf });
const due = (r: { obligations: { key: string; due_date: string | null }[] }) => Object.fromEntries(r.obligations.map((o) => [o.key, o.due_date]));

describe("corp-secretary", () => {
  it("works the example calendar for a private company's FY 2025-26", () => {
    const { result } = run(withoutCommonFields(corpSecretary.example), "2026-07-15");
    expect(due(result)).toEqual({
      next_board_meeting: "2026-09-17", // 20 May + 120: May 11 + Jun 30 + Jul 31 + Aug 31 = 103, + 17 → 17 Sep
      agm: "2026-09-30", // min(31 Mar + 6 months = 30 Sep 2026, 26 Sep 2025 + 15 months = 26 Dec 2026)
      aoc4: "2026-10-30", // 30 Sep + 30
      mgt7: "2026-11-29", // 30 Sep + 60: Oct 31 + Nov 29
      adt1: "2026-10-15", // 30 Sep + 15
      dir3_kyc: "2026-09-30",
    });
    expect(result.obligations.every((o) => o.status === "upcoming")).toBe(true);
    expect(result.agm_date_used).toBe("2026-09-30");
  });

  it("dates the first board meeting and first AGM from incorporation", () => {
    // Incorporated 15 Jan 2025: first FY ends 31 Mar 2026 (s.2(41) proviso). First board meeting by 15 Jan + 30 = 14 Feb 2025.
    const { result } = run({ incorporation_date: "2025-01-15" }, "2025-03-01");
    expect(result).toMatchObject({ first_financial_year: true, first_financial_year_end: "2026-03-31", financial_year_end: "2026-03-31" });
    const first = result.obligations.find((o) => o.key === "first_board_meeting")!;
    // 14 Feb → 1 Mar 2025 = 14 + 1 = 15 days overdue.
    expect(first).toMatchObject({ due_date: "2025-02-14", status: "overdue", days_overdue: 15 });
    // First AGM: 31 Mar 2026 + 9 months = 31 Dec 2026.
    expect(due(result).agm).toBe("2026-12-31");
  });

  it("lets the 15-month rule bind, landing on 29 Feb in a leap year", () => {
    // Tribunal-approved year ending 30 Sep 2023: + 6 months = 31 Mar 2024; last AGM 29 Nov 2022 + 15 months = 29 Feb 2024.
    const { result, ctx } = run({ financial_year_end: "2023-09-30", last_agm_date: "2022-11-29" }, "2024-01-10");
    expect(due(result).agm).toBe("2024-02-29");
    expect(ctx.warnings.map((w) => w.code)).toEqual(["conflicting_authority"]);
    // Non-leap: last AGM 30 Nov 2024 + 15 months = 28 Feb 2026, later than 30 Sep 2025, so the six-month rule binds.
    expect(due(run({ financial_year_end: "2025-03-31", last_agm_date: "2024-11-30" }, "2025-06-01").result).agm).toBe("2025-09-30");
    // 29 Jun 2024 + 15 months = 29 Sep 2025, a day before 30 Sep 2025: the 15-month rule binds.
    expect(due(run({ financial_year_end: "2025-03-31", last_agm_date: "2024-06-29" }, "2025-06-01").result).agm).toBe("2025-09-29");
  });

  it("accrues ₹100 a day for late AOC-4 and MGT-7", () => {
    const { result } = run({ financial_year_end: "2025-03-31", agm_held_on: "2025-09-30", aoc4_filed_on: "2025-11-14" }, "2026-01-01");
    const aoc4 = result.obligations.find((o) => o.key === "aoc4")!;
    const mgt7 = result.obligations.find((o) => o.key === "mgt7")!;
    // AOC-4 due 30 Oct 2025, filed 14 Nov: 15 days × ₹100 = ₹1,500.
    expect(aoc4).toMatchObject({ due_date: "2025-10-30", status: "done", days_overdue: 15, late_fee: 1500 });
    // MGT-7 due 29 Nov 2025, unfiled on 1 Jan 2026: Nov 1 + Dec 31 + Jan 1 = 33 days × ₹100 = ₹3,300.
    expect(mgt7).toMatchObject({ due_date: "2025-11-29", status: "overdue", days_overdue: 33, late_fee: 3300 });
  });

  it("gives small companies one meeting per half-year, at least 90 days apart", () => {
    // Met 10 Feb 2026 (this half): next by 31 Dec 2026, not before 10 Feb + 90 = 11 May 2026 (Feb 18 + Mar 31 + Apr 30 = 79, + 11).
    const { result } = run({ company_class: "small", last_board_meeting_date: "2026-02-10", financial_year_end: "2025-03-31", agm_held_on: "2025-09-01" }, "2026-05-01");
    expect(result.obligations.find((o) => o.key === "next_board_meeting")).toMatchObject({ due_date: "2026-12-31", earliest_date: "2026-05-11" });
    expect(result.obligations.find((o) => o.key === "mgt7")?.label).toMatch(/MGT-7A/);
  });

  it("handles a one person company: no AGM, AOC-4 within 180 days of year end", () => {
    const { result } = run({ company_class: "opc", single_director: true, financial_year_end: "2026-03-31" }, "2026-04-10");
    expect(result.obligations.find((o) => o.key === "agm")?.status).toBe("not_applicable");
    expect(result.obligations.find((o) => o.key === "board_meeting")?.status).toBe("not_applicable");
    // 31 Mar + 180: Apr 30 + May 31 + Jun 30 + Jul 31 + Aug 31 = 153, + 27 → 27 Sep 2026. MGT-7A: (31 Mar + 6 months = 30 Sep) + 60 = 29 Nov.
    expect(due(result)).toMatchObject({ aoc4: "2026-09-27", mgt7: "2026-11-29" });
  });

  it("is deterministic and cites Companies Act provisions that resolve", () => {
    const fields = withoutCommonFields(corpSecretary.example);
    const a = run(fields, "2026-07-15");
    expect(run(fields, "2026-07-15").result).toEqual(a.result);
    expect(unresolvedRefs(a.ctx)).toEqual([]);
    expect(a.ctx.cited.map((r) => r.article)).toEqual(["173", "96", "137", "403", "92", "139", "117"]);
    expect(() => run({ agm_held_on: "2026-08-01" }, "2026-07-15")).toThrow(/after as_of/);
  });
});
