import { z } from "zod";
import { addDays, addMonths, daysBetween } from "@/lib/tools/dates";

/**
 * RBI income recognition and asset classification (IRAC) by days past due. Counting follows the RBI's own worked
 * example in its 12 Nov 2021 clarification: a due date of 31 Mar 2021 left unpaid is overdue that day (day 1),
 * turns SMA-1 on 30 Apr (day 31), SMA-2 on 30 May (day 61) and NPA on 29 Jun 2021 (day 91, i.e. "more than 90
 * days"). Once NPA, an asset is sub-standard for 12 months, then doubtful: D1 for its first year as doubtful,
 * D2 for the next two years, D3 after that. Loss is not reached by time, only by identification (by the bank,
 * its auditors or the RBI inspection).
 */

export const facilityKinds = ["term_loan", "cash_credit_overdraft"] as const;
export type FacilityKind = (typeof facilityKinds)[number];

export const assetClasses = ["standard", "sma_0", "sma_1", "sma_2", "substandard", "doubtful_d1", "doubtful_d2", "doubtful_d3", "loss"] as const;
export type AssetClass = (typeof assetClasses)[number];

/** Worst first, for borrower-wise classification. */
const SEVERITY: Record<AssetClass, number> = {
  standard: 0,
  sma_0: 1,
  sma_1: 2,
  sma_2: 3,
  substandard: 4,
  doubtful_d1: 5,
  doubtful_d2: 6,
  doubtful_d3: 7,
  loss: 8,
};
export const worse = (a: AssetClass, b: AssetClass): AssetClass => (SEVERITY[a] >= SEVERITY[b] ? a : b);
export const isNpa = (c: AssetClass): boolean => SEVERITY[c] >= SEVERITY.substandard;

export const transitionSchema = z.object({
  to: z.enum(assetClasses),
  date: z.string().describe("The day-end on which the account reaches this class if it stays overdue"),
  days_past_due: z.number().int().nullable().describe("Days past due on that date (day 1 = the first overdue day); null for time-as-NPA transitions"),
  passed: z.boolean().describe("Whether the date is on or before as_of"),
});
export type Transition = z.infer<typeof transitionSchema>;

export interface Classification {
  asset_class: AssetClass;
  days_past_due: number;
  npa_date: string | null;
  transitions: Transition[];
}

/**
 * `overdueSince`: the first day the amount is overdue (term loan: the unpaid due date; cash credit / overdraft:
 * the first day the account was out of order). Revolving facilities have no SMA-0 band (RBI, 12 Nov 2021).
 */
export function classify(kind: FacilityKind, overdueSince: string | null, asOf: string, lossIdentified: boolean): Classification {
  if (overdueSince === null || overdueSince > asOf) {
    return { asset_class: lossIdentified ? "loss" : "standard", days_past_due: 0, npa_date: null, transitions: [] };
  }
  const dpd = daysBetween(overdueSince, asOf) + 1;
  const npaDate = addDays(overdueSince, 90);
  const plan: { to: AssetClass; date: string; dpd: number | null }[] = [
    ...(kind === "term_loan" ? [{ to: "sma_0" as const, date: overdueSince, dpd: 1 }] : []),
    { to: "sma_1", date: addDays(overdueSince, 30), dpd: 31 },
    { to: "sma_2", date: addDays(overdueSince, 60), dpd: 61 },
    { to: "substandard", date: npaDate, dpd: 91 },
    { to: "doubtful_d1", date: addMonths(npaDate, 12), dpd: null },
    { to: "doubtful_d2", date: addMonths(npaDate, 24), dpd: null },
    { to: "doubtful_d3", date: addMonths(npaDate, 48), dpd: null },
  ];
  const transitions = plan.map((p) => ({ to: p.to, date: p.date, days_past_due: p.dpd, passed: p.date <= asOf }));
  const reached = transitions.filter((t) => t.passed).map((t) => t.to);
  let current: AssetClass = reached.length === 0 ? "standard" : reached[reached.length - 1];
  if (lossIdentified) current = "loss";
  return { asset_class: current, days_past_due: dpd, npa_date: npaDate <= asOf ? npaDate : null, transitions };
}

export const IRAC_AUTHORITY =
  "RBI Master Circular on Prudential norms on Income Recognition, Asset Classification and Provisioning (IRACP) and the RBI circular of 12 Nov 2021 clarifying it (SMA bands, day-end classification, upgrade only on payment of all arrears)";
