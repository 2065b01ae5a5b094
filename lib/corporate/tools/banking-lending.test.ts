import { describe, expect, it } from "vitest";
import { bankingLending } from "@/lib/corporate/tools/banking-lending";
import { runCore, unresolvedRefs, withoutCommonFields } from "@/lib/tools/testing";

const run = (fields: Record<string, unknown>, asOf: string) => runCore(bankingLending, fields, { asOf });

describe("banking-lending", () => {
  it("reproduces the RBI's own example (due 31 Mar 2021)", () => {
    // Day 1 = 31 Mar. SMA-1 on day 31 = 31 Mar + 30 = 30 Apr; SMA-2 on day 61 = 30 May; NPA on day 91 = 29 Jun 2021.
    const { result } = run({ overdue_since: "2021-03-31" }, "2021-06-28");
    expect(result.transitions.map((t) => [t.to, t.date])).toEqual([
      ["sma_0", "2021-03-31"],
      ["sma_1", "2021-04-30"],
      ["sma_2", "2021-05-30"],
      ["substandard", "2021-06-29"],
      // NPA 29 Jun 2021 + 12 months = 29 Jun 2022 (D1); + 24 = 29 Jun 2023 (D2); + 48 = 29 Jun 2025 (D3).
      ["doubtful_d1", "2022-06-29"],
      ["doubtful_d2", "2023-06-29"],
      ["doubtful_d3", "2025-06-29"],
    ]);
    // 28 Jun: 31 Mar → 28 Jun is 89 days, + 1 = day 90: still SMA-2, NPA tomorrow.
    expect(result).toMatchObject({ asset_class: "sma_2", days_past_due: 90, is_npa: false, npa_date: null, days_to_next_transition: 1 });
    expect(run({ overdue_since: "2021-03-31" }, "2021-06-29").result).toMatchObject({ asset_class: "substandard", days_past_due: 91, npa_date: "2021-06-29" });
  });

  it("counts across a leap February", () => {
    // Due 31 Jan 2024: + 30 = 1 Mar 2024 (Feb has 29 days: 31 Jan + 29 = 29 Feb, + 1 = 1 Mar); + 90 = 30 Apr 2024.
    const { result } = run({ overdue_since: "2024-01-31" }, "2024-04-30");
    expect(result.transitions.find((t) => t.to === "sma_1")?.date).toBe("2024-03-01");
    expect(result.npa_date).toBe("2024-04-30");
    expect(result.days_past_due).toBe(91); // 31 Jan → 30 Apr = 90 days, + 1
    expect(result.asset_class).toBe("substandard");
  });

  it("moves an NPA to doubtful after 12 months, and a 29 Feb NPA date to 28 Feb", () => {
    // Due 1 Dec 2023 + 90 days = 29 Feb 2024 (Dec 30 + Jan 31 + Feb 29 = 90). + 12 months → 28 Feb 2025 (no 29th).
    const { result } = run({ overdue_since: "2023-12-01" }, "2025-02-28");
    expect(result.npa_date).toBe("2024-02-29");
    expect(result.transitions.find((t) => t.to === "doubtful_d1")?.date).toBe("2025-02-28");
    expect(result.asset_class).toBe("doubtful_d1");
    expect(run({ overdue_since: "2023-12-01" }, "2025-02-27").result.asset_class).toBe("substandard");
  });

  it("gives revolving facilities no SMA-0 and marks a loss asset only when identified", () => {
    // Out of order since 10 Jan 2026; as of 25 Jan = day 16: no SMA band yet for cash credit.
    const cc = run({ facility_type: "cash_credit_overdraft", overdue_since: "2026-01-10" }, "2026-01-25").result;
    expect(cc.asset_class).toBe("standard");
    expect(cc.next_transition).toMatchObject({ to: "sma_1", date: "2026-02-09" }); // 10 Jan + 30
    expect(run({ overdue_since: "2026-01-10", loss_identified: true }, "2026-01-25").result.asset_class).toBe("loss");
    expect(run({}, "2026-01-25").result).toMatchObject({ asset_class: "standard", days_past_due: 0, transitions: [] });
  });

  it("warns that crop-season norms replace 90 days for agricultural advances", () => {
    const { ctx } = run({ overdue_since: "2026-01-10", agricultural: true }, "2026-01-25");
    expect(ctx.warnings.map((w) => w.code)).toEqual(["conflicting_authority"]);
  });

  it("rejects an overdue date after as_of", () => {
    expect(() => run({ overdue_since: "2026-02-01" }, "2026-01-25")).toThrow(/after as_of/);
  });

  it("runs its example deterministically, citing registry provisions only through ctx.cite", () => {
    const fields = withoutCommonFields(bankingLending.example);
    const a = run(fields, String(bankingLending.example.as_of));
    const b = run(fields, String(bankingLending.example.as_of));
    expect(a.result).toEqual(b.result);
    expect(a.result.sarfaesi.citation_ids.map((id) => a.ctx.refOf(id)?.source_id)).toEqual(["in-sarfaesi-act-2002", "in-sarfaesi-act-2002"]);
    expect(unresolvedRefs(a.ctx)).toEqual([]);
    expect(bankingLending.input.safeParse({ ...fields, tool_type: "banking-lending" }).success).toBe(false);
  });
});

describe("banking-lending verdict: the sums at stake", () => {
  it("states the amount overdue and the outstanding in Indian grouping", () => {
    // Term loan overdue since 1 Feb 2026: day 69 on 10 Apr 2026 (SMA-2), day 91 on 2 May 2026.
    const { result } = run({ facility_type: "term_loan", overdue_since: "2026-02-01", amount_overdue: 500000, outstanding: 12500000 }, "2026-04-10");
    expect(bankingLending.verdict?.(result)).toBe("Not an NPA: SMA-2, 69 days past due (₹5,00,000 overdue of ₹1,25,00,000 outstanding). If nothing is paid it becomes an NPA at the day-end of 2 May 2026 (day 91).");
  });
});
