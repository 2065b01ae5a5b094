import { z } from "zod";
import type { RiskRating } from "@/lib/audit/tool";
import { benfordFirstDigit, conformityLevels } from "@/lib/audit/tools/procurement/benford";
import { splitPurchaseClusters } from "@/lib/audit/tools/procurement/split-purchases";
import { isWeekend } from "@/lib/tools/dates";
import { defineTool } from "@/lib/audit/tools/shared/define-tool";
import { InputProblems } from "@/lib/audit/tools/shared/errors";
import { fromCents, percentOf, toCents } from "@/lib/tools/money";
import { isoDate, nonEmptyText, positiveMoney } from "@/lib/tools/figures";
import { defaultAppliedSchema, resultBase, type DefaultApplied } from "@/lib/audit/tools/shared/schemas";
import { addToGroup } from "@/lib/tools/group";

const methods = ["competitive", "sole_source", "direct_award", "emergency", "framework", "other"] as const;
const NON_COMPETITIVE = new Set<string>(["sole_source", "direct_award", "emergency"]);

// Conventions from the red-flag literature ("e.g. 10%", "e.g. 30 days"); none is prescribed and the sources give
// no range, so each is reported as a default and can be overridden.
const PRACTICE = {
  split_window_days: { value: 30, basis: "Practice convention for 'a short window' between split purchases" },
  split_margin_pct: { value: 10, basis: "Practice convention for 'just under' the threshold" },
  sole_source_repeat_min: { value: 2, basis: "Tool convention: more than one non-competitive award to a vendor is 'repeated'" },
  round_unit: { value: 1000, basis: "Practice convention (amounts that are exact multiples of 1,000)" },
  benford_min_records: { value: 300, basis: "Practice minimum sample for a first-digit test" },
} as const;
type PracticeKey = keyof typeof PRACTICE;

export const procurementAuditInput = z.strictObject({
  purchases: z
    .array(
      z.strictObject({
        id: nonEmptyText("Unique purchase or invoice reference"),
        vendor: nonEmptyText("Supplier"),
        amount: positiveMoney("Amount of the purchase"),
        date: isoDate("Purchase or invoice date"),
        approver: z.string().trim().min(1).optional().describe("Who approved it"),
        requester: z.string().trim().min(1).optional().describe("Who requested it"),
        method: z.enum(methods).optional().describe("Procurement method"),
        invoice_number: z.string().trim().min(1).optional().describe("Supplier's invoice number, for the duplicate test"),
      }),
    )
    .min(1)
    .describe("Purchase listing to test"),
  approval_threshold: positiveMoney("Amount at or above which competition or approval is required; enables the split-purchase and approval tests").optional(),
  split_window_days: z.number().int().min(1).max(366).optional().describe("Window for split purchases in days (default 30)"),
  split_margin_pct: z.number().gt(0).max(100).optional().describe("How far below the threshold counts as 'just under', in percent (default 10)"),
  sole_source_repeat_min: z.number().int().min(2).optional().describe("Non-competitive awards to one vendor that count as repeated (default 2)"),
  round_unit: positiveMoney("Amounts that are exact multiples of this are round numbers (default 1000)").optional(),
  benford_min_records: z.number().int().min(1).optional().describe("Records below which the Benford test is reported as indicative only (default 300)"),
});
type ProcurementInput = z.infer<typeof procurementAuditInput>;

const ids = z.array(z.string());
export const procurementAuditResult = z.object({
  ...resultBase,
  purchases_tested: z.number(),
  total_amount: z.number(),
  split_purchase_clusters: z
    .array(z.object({ vendor: z.string(), purchase_ids: ids, total: z.number(), first_date: z.string(), last_date: z.string() }))
    .nullable()
    .describe("null when no approval_threshold was given"),
  repeated_sole_source: z.array(z.object({ vendor: z.string(), awards: z.number(), total: z.number(), purchase_ids: ids })),
  duplicates: z.array(z.object({ reason: z.string(), purchase_ids: ids })),
  approval_exceptions: z.object({ missing_approval: ids.nullable(), self_approved: ids }),
  weekend_purchases: ids,
  round_numbers: z.object({ unit: z.number(), count: z.number(), share_pct: z.number(), purchase_ids: ids }),
  benford: z.object({
    n: z.number(),
    sufficient_sample: z.boolean(),
    digits: z.array(z.object({ digit: z.number(), count: z.number(), observed: z.number(), expected: z.number() })),
    mad: z.number(),
    conformity: z.enum(conformityLevels),
    bands: z.string(),
  }),
  defaults_applied: z.array(defaultAppliedSchema),
});
type ProcurementResult = z.infer<typeof procurementAuditResult>;

function run(input: ProcurementInput): ProcurementResult {
  const problems = new InputProblems();
  const seen = new Map<string, number>();
  input.purchases.forEach((p, i) => {
    if (seen.has(p.id)) problems.add(`purchases.${i}.id`, `duplicate id ${p.id} (also purchases.${seen.get(p.id)})`);
    else seen.set(p.id, i);
  });
  problems.throwIfAny();

  const defaults: DefaultApplied[] = [];
  const setting = (key: PracticeKey, given: number | undefined, used = true): number => {
    if (given !== undefined) return given;
    if (used) defaults.push({ name: key, ...PRACTICE[key] });
    return PRACTICE[key].value;
  };
  const hasThreshold = input.approval_threshold !== undefined;
  const windowDays = setting("split_window_days", input.split_window_days, hasThreshold);
  const margin = setting("split_margin_pct", input.split_margin_pct, hasThreshold);
  const repeatMin = setting("sole_source_repeat_min", input.sole_source_repeat_min);
  const roundUnit = setting("round_unit", input.round_unit);
  const minRecords = setting("benford_min_records", input.benford_min_records);

  const purchases = input.purchases;
  const findings: string[] = [];
  const flags: { name: string; severe: boolean }[] = [];

  const clusters = hasThreshold ? splitPurchaseClusters(purchases, input.approval_threshold as number, windowDays, margin) : null;
  if (clusters === null) findings.push("Split-purchase and approval-limit tests not run: no approval_threshold given.");
  else if (clusters.length > 0) {
    flags.push({ name: "split purchases", severe: true });
    findings.push(`${clusters.length} possible split purchase cluster(s): several purchases from one vendor just under the ${input.approval_threshold} threshold within ${windowDays} days that together exceed it.`);
  }

  const nonCompetitive = new Map<string, typeof purchases>();
  for (const p of purchases.filter((x) => x.method && NON_COMPETITIVE.has(x.method))) {
    addToGroup(nonCompetitive, p.vendor, p);
  }
  const repeated = [...nonCompetitive]
    .filter(([, list]) => list.length >= repeatMin)
    .map(([vendor, list]) => ({ vendor, awards: list.length, total: fromCents(list.reduce((s, p) => s + toCents(p.amount), 0)), purchase_ids: list.map((p) => p.id) }))
    .sort((a, b) => b.awards - a.awards || a.vendor.localeCompare(b.vendor));
  if (repeated.length > 0) {
    flags.push({ name: "repeated sole-source awards", severe: false });
    findings.push(`Repeated non-competitive awards to: ${repeated.map((r) => `${r.vendor} (${r.awards})`).join(", ")}; check the justifications.`);
  }

  const groups = new Map<string, string[]>();
  const addTo = (key: string, id: string) => addToGroup(groups, key, id);
  for (const p of purchases) {
    addTo(`same vendor, amount and date: ${p.vendor}, ${fromCents(toCents(p.amount))}, ${p.date}`, p.id);
    if (p.invoice_number) addTo(`same vendor and invoice number: ${p.vendor}, ${p.invoice_number}`, p.id);
  }
  const duplicates = [...groups].filter(([, list]) => list.length > 1).map(([reason, purchase_ids]) => ({ reason, purchase_ids }));
  if (duplicates.length > 0) {
    flags.push({ name: "duplicates", severe: true });
    findings.push(`${duplicates.length} possible duplicate group(s).`);
  }

  const missingApproval = hasThreshold
    ? purchases.filter((p) => toCents(p.amount) >= toCents(input.approval_threshold as number) && !p.approver).map((p) => p.id)
    : null;
  const selfApproved = purchases.filter((p) => p.approver && p.requester && p.approver.toLowerCase() === p.requester.toLowerCase()).map((p) => p.id);
  if (missingApproval && missingApproval.length > 0) {
    flags.push({ name: "missing approval", severe: true });
    findings.push(`${missingApproval.length} purchase(s) at or above the threshold have no approver.`);
  }
  if (selfApproved.length > 0) {
    flags.push({ name: "self-approval", severe: true });
    findings.push(`${selfApproved.length} purchase(s) approved by the person who requested them.`);
  }
  const weekend = purchases.filter((p) => isWeekend(p.date)).map((p) => p.id);
  if (weekend.length > 0) findings.push(`${weekend.length} purchase(s) dated on a weekend; confirm they are genuine.`);

  const unitCents = toCents(roundUnit);
  const round = purchases.filter((p) => unitCents > 0 && toCents(p.amount) % unitCents === 0).map((p) => p.id);
  findings.push(`${round.length} of ${purchases.length} amounts (${percentOf(round.length, purchases.length)}%) are exact multiples of ${roundUnit}.`);

  const benford = benfordFirstDigit(purchases.map((p) => fromCents(toCents(p.amount))).filter((a) => a > 0));
  const sufficient = benford.n >= minRecords;
  if (!sufficient) {
    findings.push(`Benford first-digit test on ${benford.n} records is indicative only (fewer than ${minRecords}); MAD ${benford.mad}.`);
  } else {
    findings.push(`Benford first-digit test: MAD ${benford.mad}, ${benford.conformity.replaceAll("_", " ")}.`);
    if (benford.conformity === "nonconformity") flags.push({ name: "Benford nonconformity", severe: false });
  }
  findings.push("Benford's law suits data spanning several orders of magnitude with no assigned numbers or caps.");

  const severe = flags.some((f) => f.severe);
  const rating: RiskRating = flags.length === 0 ? "low" : severe && flags.length >= 3 ? "critical" : severe ? "high" : "medium";

  return {
    findings,
    risk_rating: rating,
    purchases_tested: purchases.length,
    total_amount: fromCents(purchases.reduce((s, p) => s + toCents(p.amount), 0)),
    split_purchase_clusters: clusters,
    repeated_sole_source: repeated,
    duplicates,
    approval_exceptions: { missing_approval: missingApproval, self_approved: selfApproved },
    weekend_purchases: weekend,
    round_numbers: { unit: roundUnit, count: round.length, share_pct: percentOf(round.length, purchases.length), purchase_ids: round },
    benford: {
      ...benford,
      sufficient_sample: sufficient,
      bands: "Nigrini first-digit MAD: up to 0.006 close, up to 0.012 acceptable, up to 0.015 marginally acceptable, above 0.015 nonconformity",
    },
    defaults_applied: defaults,
  };
}

export const procurementAuditTool = defineTool({
  tool_type: "procurement_audit",
  name: "Procurement red flags and Benford test",
  description:
    "Tests a purchase listing for split purchases under the approval threshold, repeated sole-source awards, duplicates, approval exceptions, round amounts and Benford first-digit conformity (Nigrini MAD bands).",
  input: procurementAuditInput,
  result: procurementAuditResult,
  example: {
    tool_type: "procurement_audit",
    jurisdiction: "IN",
    approval_threshold: 100000,
    purchases: [
      { id: "PO-101", vendor: "Apex Supplies", amount: 95000, date: "2025-04-02", approver: "R. Mehta", requester: "S. Rao", method: "direct_award" },
      { id: "PO-102", vendor: "Apex Supplies", amount: 97500, date: "2025-04-09", approver: "R. Mehta", requester: "S. Rao", method: "direct_award" },
      { id: "PO-103", vendor: "Bharat Logistics", amount: 18250.4, date: "2025-04-12", approver: "A. Iyer", method: "competitive" },
      { id: "PO-104", vendor: "Bharat Logistics", amount: 18250.4, date: "2025-04-12", approver: "A. Iyer", method: "competitive" },
      { id: "PO-105", vendor: "City Electricals", amount: 150000, date: "2025-05-03", requester: "K. Das", method: "competitive" },
    ],
  },
  run: (input) => run(input),
});
