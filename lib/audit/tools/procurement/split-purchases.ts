import { toDayNumber } from "@/lib/tools/dates";
import { fromCents, toCents } from "@/lib/tools/money";
import { addToGroup } from "@/lib/tools/group";

export interface Purchase {
  id: string;
  vendor: string;
  amount: number;
  date: string;
}

export interface SplitCluster {
  vendor: string;
  purchase_ids: string[];
  total: number;
  first_date: string;
  last_date: string;
}

/**
 * Purchases from one vendor, each below the threshold but within `marginPct` of it, dated within `windowDays` of
 * the first in the group, whose combined amount exceeds the threshold. Groups are formed greedily in date order
 * so the result is deterministic.
 */
export function splitPurchaseClusters(purchases: readonly Purchase[], threshold: number, windowDays: number, marginPct: number): SplitCluster[] {
  const thresholdCents = toCents(threshold);
  const floorCents = thresholdCents * (1 - marginPct / 100);
  const near = purchases.filter((p) => {
    const c = toCents(p.amount);
    return c < thresholdCents && c >= floorCents;
  });
  const byVendor = new Map<string, Purchase[]>();
  for (const p of near) addToGroup(byVendor, p.vendor, p);

  const clusters: SplitCluster[] = [];
  for (const [vendor, list] of [...byVendor].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...list].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
    // Dates are sorted, so the end of the window starting at i never moves back: one pass with a running end and
    // cent sums read from prefix totals (rescanning each window was quadratic in one vendor's purchases).
    const day = sorted.map((p) => toDayNumber(p.date));
    const upTo = [0];
    for (const p of sorted) upTo.push(upTo[upTo.length - 1] + toCents(p.amount));
    let i = 0;
    let j = 1;
    while (i < sorted.length) {
      j = Math.max(j, i + 1);
      while (j < sorted.length && day[j] - day[i] <= windowDays) j++;
      const totalCents = upTo[j] - upTo[i];
      if (j - i >= 2 && totalCents > thresholdCents) {
        const group = sorted.slice(i, j);
        clusters.push({
          vendor,
          purchase_ids: group.map((p) => p.id),
          total: fromCents(totalCents),
          first_date: group[0].date,
          last_date: group[group.length - 1].date,
        });
        i = j;
      } else {
        i++;
      }
    }
  }
  return clusters;
}
