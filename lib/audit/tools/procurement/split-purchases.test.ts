import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "@/lib/tools/dates";
import { toCents } from "@/lib/tools/money";
import { splitPurchaseClusters, type Purchase, type SplitCluster } from "./split-purchases";

/** The greedy grouping as first written (each window rescanned from its start), the reference for the one-pass version. */
function reference(purchases: Purchase[], threshold: number, windowDays: number, marginPct: number): SplitCluster[] {
  const t = toCents(threshold);
  const near = purchases.filter((p) => toCents(p.amount) < t && toCents(p.amount) >= t * (1 - marginPct / 100));
  const vendors = [...new Set(near.map((p) => p.vendor))].sort((a, b) => a.localeCompare(b));
  const out: SplitCluster[] = [];
  for (const vendor of vendors) {
    const sorted = near.filter((p) => p.vendor === vendor).sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
    for (let i = 0; i < sorted.length; ) {
      let j = i + 1;
      while (j < sorted.length && daysBetween(sorted[i].date, sorted[j].date) <= windowDays) j++;
      const group = sorted.slice(i, j);
      const total = group.reduce((s, p) => s + toCents(p.amount), 0);
      if (group.length >= 2 && total > t) {
        out.push({ vendor, purchase_ids: group.map((p) => p.id), total: total / 100, first_date: group[0].date, last_date: group[group.length - 1].date });
        i = j;
      } else i++;
    }
  }
  return out;
}

describe("split-purchase clusters", () => {
  it("groups as the rescanning version did, on a mixed listing", () => {
    // Two vendors, purchases every 1-9 days, amounts 90,000-99,000 under a 100,000 threshold with a 10% margin.
    const purchases: Purchase[] = [];
    let date = "2025-01-01";
    for (let i = 0; i < 400; i++) {
      date = addDays(date, (i * 7) % 9);
      purchases.push({ id: `PO-${String(i).padStart(3, "0")}`, vendor: i % 3 === 0 ? "Bravo Traders" : "Alpha Supplies", amount: 90_000 + ((i * 3_791) % 9_001), date });
    }
    const counts = [1, 5, 30].map((windowDays) => {
      const found = splitPurchaseClusters(purchases, 100_000, windowDays, 10);
      expect(found).toEqual(reference(purchases, 100_000, windowDays, 10));
      return found.length;
    });
    expect(counts[2]).toBeGreaterThan(10);
  });

  it("reads each purchase's date a bounded number of times, however many purchases one vendor's window holds", () => {
    // 3,000 purchases of 1.00 on one day from one vendor never add up to the threshold: rescanning each window
    // from its start read the dates about n²/2 = 4.5 million times.
    let reads = 0;
    const purchases = Array.from({ length: 3_000 }, (_, i) => {
      const p = { id: `PO-${i}`, vendor: "Alpha Supplies", amount: 1 } as Purchase;
      Object.defineProperty(p, "date", { enumerable: true, get: () => (reads++, "2025-04-02") });
      return p;
    });
    expect(splitPurchaseClusters(purchases, 100_000, 30, 100)).toEqual([]);
    // The sort compares dates n·log n times; nothing else may read them more than once each.
    expect(reads).toBeLessThan(3_000 * 40);
  });
});
