import { describe, expect, it } from "vitest";
import { bankingCompliance } from "@/lib/corporate/tools/banking-compliance";
import { runCore, unresolvedRefs, withoutCommonFields } from "@/lib/tools/testing";

const run = (fields: Record<string, unknown>, asOf: string) => runCore(bankingCompliance, fields, { asOf });

describe("banking-compliance", () => {
  it("pulls a regular facility down when another is NPA (the example)", () => {
    // TL-1 overdue since 1 Mar 2026: 1 Mar + 90 = 30 May 2026 NPA; 30 Jun is day 122 (1 Mar → 30 Jun = 121 days, + 1).
    const { result } = run(withoutCommonFields(bankingCompliance.example), "2026-06-30");
    expect(result.borrower_class).toBe("substandard");
    expect(result.borrower_npa_date).toBe("2026-05-30");
    expect(result.facilities).toEqual([
      { id: "TL-1", own_class: "substandard", reported_class: "substandard", days_past_due: 122, npa_date: "2026-05-30", outstanding: 30000000, pulled_down: false },
      { id: "CC-7", own_class: "standard", reported_class: "substandard", days_past_due: 0, npa_date: null, outstanding: 12500000, pulled_down: true },
    ]);
    // 3,00,00,000 + 1,25,00,000 = 4,25,00,000 NPA outstanding.
    expect(result.npa_outstanding).toBe(42500000);
    expect(result.upgrade.eligible).toBe(false);
  });

  it("keeps SMA bands per facility when no facility is NPA", () => {
    // A: 15 Apr → 30 Jun = 76 days, + 1 = 77 → SMA-2. B: 20 Jun → 30 Jun = 10, + 1 = 11 → SMA-0.
    const { result } = run(
      { facilities: [{ id: "A", facility_type: "term_loan", overdue_since: "2026-04-15" }, { id: "B", facility_type: "term_loan", overdue_since: "2026-06-20" }] },
      "2026-06-30",
    );
    expect(result.borrower_class).toBe("sma_2");
    expect(result.facilities.map((f) => [f.reported_class, f.days_past_due])).toEqual([["sma_2", 77], ["sma_0", 11]]);
    expect(result.borrower_is_npa).toBe(false);
    expect(result.sarfaesi_demand_notice_possible.value).toBe(false);
  });

  it("takes the oldest NPA's doubtful class for the borrower, and upgrades only when all arrears are paid", () => {
    // Old: 1 Jan 2024 + 90 = 31 Mar 2024 (leap year: Jan 30 + Feb 29 + Mar 31 = 90); + 12 months = 31 Mar 2025 → D1 by 1 Apr 2025.
    const old = { id: "OLD", facility_type: "term_loan", overdue_since: "2024-01-01", outstanding: 1000 };
    const { result } = run({ facilities: [old, { id: "NEW", facility_type: "term_loan", outstanding: 500.5 }] }, "2025-04-01");
    expect(result.borrower_npa_date).toBe("2024-03-31");
    expect(result.borrower_class).toBe("doubtful_d1");
    expect(result.npa_outstanding).toBe(1500.5);
    const paid = run({ facilities: [{ ...old, overdue_since: null }], all_arrears_paid_on: "2025-03-20" }, "2025-04-01").result;
    expect(paid.borrower_is_npa).toBe(false);
  });

  it("rejects duplicate facility ids and future dates", () => {
    expect(() => run({ facilities: [{ id: "X", facility_type: "term_loan" }, { id: "X", facility_type: "term_loan" }] }, "2026-01-01")).toThrow(/duplicate/);
    expect(() => run({ facilities: [{ id: "X", facility_type: "term_loan", overdue_since: "2026-02-01" }] }, "2026-01-01")).toThrow(/after as_of/);
  });

  it("is deterministic and cites through ctx.cite", () => {
    const fields = withoutCommonFields(bankingCompliance.example);
    const a = run(fields, "2026-06-30");
    expect(run(fields, "2026-06-30").result).toEqual(a.result);
    expect(a.ctx.cited.map((r) => `${r.source_id} ${r.article}`)).toEqual(["in-sarfaesi-act-2002 2", "in-sarfaesi-act-2002 13"]);
    expect(unresolvedRefs(a.ctx)).toEqual([]);
  });
});
