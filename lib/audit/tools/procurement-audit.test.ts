import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { benfordFirstDigit, conformityFor, firstDigit } from "@/lib/audit/tools/procurement/benford";
import { procurementAuditTool } from "@/lib/audit/tools/procurement-audit";
import { addDays } from "@/lib/tools/dates";
import { inputErrorFields, propertyRuns, runTool } from "@/lib/audit/tools/shared/testing";

const run = (body: Record<string, unknown>) => runTool(procurementAuditTool, body, "IN");
const p = (id: string, vendor: string, amount: number, date: string, extra: Record<string, unknown> = {}) => ({ id, vendor, amount, date, ...extra });

/** Amounts whose first digits occur `counts[d-1]` times. */
const withDigits = (counts: number[]) => counts.flatMap((n, i) => Array.from({ length: n }, (_, k) => (i + 1) * 1000 + k + 0.5));

describe("Benford first-digit test", () => {
  it("reads first significant digits", () => {
    expect([1, 9.99, 0.0042, 123456, 0.5].map(firstDigit)).toEqual([1, 9, 4, 1, 5]);
  });

  it("computes MAD against log10(1 + 1/d)", () => {
    // Counts 301/176/125/97/79/67/58/51/46 of 1,000 sit within 0.00025 of Benford on every digit: MAD ≈ 0.0001.
    const close = benfordFirstDigit(withDigits([301, 176, 125, 97, 79, 67, 58, 51, 46]));
    expect(close.n).toBe(1000);
    expect(close.digits[0]).toEqual({ digit: 1, count: 301, observed: 0.301, expected: 0.30103 });
    expect(close.digits[8].expected).toBe(0.04576);
    expect(close.mad).toBeCloseTo(0.0001, 4);
    expect(close.conformity).toBe("close_conformity");
    // Uniform digits: Σ|1/9 − P(d)| = 0.53745 → MAD 0.059717 → nonconformity.
    const uniform = benfordFirstDigit(withDigits(new Array(9).fill(100)));
    expect(uniform.mad).toBeCloseTo(0.059717, 5);
    expect(uniform.conformity).toBe("nonconformity");
  });

  it("uses Nigrini's first-digit bands with inclusive upper bounds", () => {
    expect(conformityFor(0.006)).toBe("close_conformity");
    expect(conformityFor(0.0061)).toBe("acceptable_conformity");
    expect(conformityFor(0.012)).toBe("acceptable_conformity");
    expect(conformityFor(0.015)).toBe("marginally_acceptable_conformity");
    expect(conformityFor(0.0151)).toBe("nonconformity");
  });
});

describe("procurement_audit", () => {
  it("finds split purchases, repeated direct awards, duplicates and approval gaps", () => {
    // Threshold 100,000, margin 10%: 95,000 and 97,500 from Apex, 7 days apart, total 192,500 > 100,000.
    const r = run(procurementAuditTool.example);
    expect(r.split_purchase_clusters).toEqual([
      { vendor: "Apex Supplies", purchase_ids: ["PO-101", "PO-102"], total: 192_500, first_date: "2025-04-02", last_date: "2025-04-09" },
    ]);
    expect(r.repeated_sole_source).toEqual([{ vendor: "Apex Supplies", awards: 2, total: 192_500, purchase_ids: ["PO-101", "PO-102"] }]);
    expect(r.duplicates).toEqual([{ reason: "same vendor, amount and date: Bharat Logistics, 18250.4, 2025-04-12", purchase_ids: ["PO-103", "PO-104"] }]);
    expect(r.approval_exceptions).toEqual({ missing_approval: ["PO-105"], self_approved: [] });
    expect(r.weekend_purchases).toEqual(["PO-103", "PO-104", "PO-105"]); // 12 Apr and 3 May 2025 are Saturdays
    // 95,000 and 150,000 are multiples of 1,000: 2 of 5 = 40%.
    expect(r.round_numbers).toEqual({ unit: 1000, count: 2, share_pct: 40, purchase_ids: ["PO-101", "PO-105"] });
    expect(r.total_amount).toBe(379_000.8);
    expect(r.benford.sufficient_sample).toBe(false);
    expect(r.risk_rating).toBe("critical");
  });

  it("only clusters purchases just under the threshold within the window", () => {
    const r = run({
      approval_threshold: 100_000,
      purchases: [
        p("a", "V", 95_000, "2025-01-01"),
        p("b", "V", 99_999.99, "2025-01-31"), // 30 days after a → same window
        p("c", "V", 96_000, "2025-03-15"), // 73 days later → alone
        p("d", "V", 89_999.99, "2025-01-02"), // more than 10% under → not "just under"
        p("e", "V", 100_000, "2025-01-03"), // at the threshold → not under it
        p("f", "W", 94_000, "2025-01-02"),
      ],
    });
    expect(r.split_purchase_clusters?.map((c) => c.purchase_ids)).toEqual([["a", "b"]]);
    expect(r.split_purchase_clusters?.[0].total).toBe(194_999.99);
    const tighter = run({ approval_threshold: 100_000, split_window_days: 20, purchases: [p("a", "V", 95_000, "2025-01-01"), p("b", "V", 99_000, "2025-01-31")] });
    expect(tighter.split_purchase_clusters).toEqual([]);
    expect(tighter.defaults_applied.map((d) => d.name)).not.toContain("split_window_days");
  });

  it("flags self-approval and duplicate invoice numbers", () => {
    const r = run({
      purchases: [
        p("1", "V", 1_234.56, "2025-01-06", { approver: "Ana", requester: "ana", invoice_number: "INV-9" }),
        p("2", "V", 2_345.67, "2025-01-07", { approver: "Ben", requester: "Cy", invoice_number: "INV-9" }),
      ],
    });
    expect(r.approval_exceptions.self_approved).toEqual(["1"]);
    expect(r.approval_exceptions.missing_approval).toBeNull();
    expect(r.duplicates).toEqual([{ reason: "same vendor and invoice number: V, INV-9", purchase_ids: ["1", "2"] }]);
    expect(r.split_purchase_clusters).toBeNull();
    expect(r.findings[0]).toMatch(/no approval_threshold/);
    expect(r.risk_rating).toBe("high");
  });

  it("rates clean data low and reports the defaults it used", () => {
    const r = run({ purchases: [p("1", "V", 1_234.56, "2025-01-06", { approver: "A", method: "competitive" }), p("2", "W", 2_345.67, "2025-01-07", { approver: "B" })] });
    expect(r.risk_rating).toBe("low");
    expect(r.defaults_applied.map((d) => d.name)).toEqual(["sole_source_repeat_min", "round_unit", "benford_min_records"]);
  });

  it("marks Benford nonconformity only on a sufficient sample", () => {
    // 300 amounts all starting with 1: MAD = (0.69897 + 0.69897) / 9 = 0.155327 → nonconformity.
    const purchases = Array.from({ length: 300 }, (_, i) => p(`p${i}`, `V${i}`, 1_000 + i + 0.37, addDays("2025-01-06", 7 * (i % 40))));
    const r = run({ purchases });
    expect(r.benford.sufficient_sample).toBe(true);
    expect(r.benford.mad).toBeCloseTo(0.155327, 5);
    expect(r.benford.conformity).toBe("nonconformity");
    expect(r.risk_rating).toBe("medium");
  });

  it("rejects duplicate purchase ids", () => {
    expect(inputErrorFields(() => run({ purchases: [p("x", "V", 1, "2025-01-01"), p("x", "W", 2, "2025-01-02")] }))).toEqual(["purchases.1.id"]);
    expect(procurementAuditTool.input.safeParse({ purchases: [] }).success).toBe(false);
    expect(procurementAuditTool.input.safeParse({ purchases: [p("x", "V", 0, "2025-01-01")] }).success).toBe(false);
  });

  it("is deterministic and its clusters satisfy the split rule", () => {
    const purchase = fc.record({
      vendor: fc.constantFrom("A", "B", "C"),
      amount: fc.integer({ min: 100, max: 20_000_000 }).map((c) => c / 100),
      day: fc.integer({ min: 0, max: 120 }),
    });
    fc.assert(
      fc.property(fc.array(purchase, { minLength: 1, maxLength: 40 }), fc.integer({ min: 10_000, max: 150_000 }), (list, threshold) => {
        const body = { approval_threshold: threshold, purchases: list.map((x, i) => p(`id${i}`, x.vendor, x.amount, addDays("2025-01-01", x.day))) };
        const r = run(body);
        expect(run(body)).toEqual(r);
        expect(r.round_numbers.share_pct).toBeGreaterThanOrEqual(0);
        expect(r.round_numbers.share_pct).toBeLessThanOrEqual(100);
        expect(r.benford.digits.reduce((s, d) => s + d.count, 0)).toBe(list.length);
        for (const c of r.split_purchase_clusters ?? []) {
          expect(c.total).toBeGreaterThan(threshold);
          expect(c.purchase_ids.length).toBeGreaterThanOrEqual(2);
          for (const id of c.purchase_ids) {
            const amount = body.purchases.find((x) => x.id === id)!.amount;
            expect(amount).toBeLessThan(threshold);
            expect(amount).toBeGreaterThanOrEqual(threshold * 0.9 - 0.005);
          }
        }
      }),
      propertyRuns,
    );
  });
});
