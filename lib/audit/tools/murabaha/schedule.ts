import { roundHalfUp } from "@/lib/tools/money";

/**
 * All amounts here are whole cents so that the schedule sums exactly; a rounded figure that would leave the
 * last period negative falls back to rounding down.
 */
export function evenSplit(totalCents: number, periods: number): number[] {
  let each = roundHalfUp(totalCents / periods, 0);
  if (each * (periods - 1) > totalCents) each = Math.floor(totalCents / periods);
  return Array.from({ length: periods }, (_, i) => (i < periods - 1 ? each : totalCents - each * (periods - 1)));
}

/** Payments due at the end of each month. */
export function paymentPlan(sellingPriceCents: number, periods: number, payment: "installments" | "bullet"): number[] {
  if (payment === "installments") return evenSplit(sellingPriceCents, periods);
  return Array.from({ length: periods }, (_, i) => (i === periods - 1 ? sellingPriceCents : 0));
}

/**
 * Monthly rate r at which the payments, discounted, equal the cost (internal rate of return). Bisection with a
 * fixed iteration count keeps it deterministic and free of convergence surprises.
 */
export function monthlyEffectiveRate(costCents: number, payments: number[]): number {
  const total = payments.reduce((a, b) => a + b, 0);
  if (total <= costCents) return 0;
  const presentValue = (r: number) => payments.reduce((pv, p, i) => pv + p / (1 + r) ** (i + 1), 0);
  let lo = 0;
  let hi = 1;
  while (presentValue(hi) > costCents) hi *= 2;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (presentValue(mid) > costCents) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

export interface ScheduleRow {
  period: number;
  opening: number;
  installment: number;
  profit: number;
  principal: number;
  closing: number;
}

/**
 * Net-investment schedule: the balance starts at cost, grows by profit recognised and falls by payments. The
 * last period takes whatever profit is left so total profit equals the mark-up and the balance ends at zero.
 */
export function buildSchedule(
  costCents: number,
  markupCents: number,
  payments: number[],
  profitFor: (openingCents: number, period: number) => number,
): ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  let opening = costCents;
  let profitSoFar = 0;
  payments.forEach((installment, i) => {
    const last = i === payments.length - 1;
    // Per-period rounding can run ahead of a tiny mark-up; never recognise more than is left to recognise.
    const profit = last ? markupCents - profitSoFar : Math.min(profitFor(opening, i), markupCents - profitSoFar);
    profitSoFar += profit;
    const principal = installment - profit;
    const closing = opening - principal;
    rows.push({ period: i + 1, opening, installment, profit, principal, closing });
    opening = closing;
  });
  return rows;
}
