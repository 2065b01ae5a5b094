import { z } from "zod";
import { addDays, daysBetween } from "@/lib/tools/dates";
import { IRAC_AUTHORITY, assetClasses, classify, facilityKinds, isNpa, transitionSchema } from "@/lib/corporate/tools/banking-lending/irac";
import { InputProblems, citationIds, cite, isoDate, ref, rupees } from "@/lib/tools/civil-limitation";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";
import { formatDate, formatMoney } from "@/lib/tools/format";

/** "sma_1" → "SMA-1", "doubtful_d2" → "doubtful (D2)". */
const classWords = (c: string) => (c.startsWith("sma_") ? `SMA-${c.slice(4)}` : c.startsWith("doubtful_") ? `doubtful (${c.slice(9).toUpperCase()})` : c);

const SARFAESI = "in-sarfaesi-act-2002";

export const bankingLendingInput = z.strictObject({
  facility_type: z
    .enum(facilityKinds)
    .optional()
    .describe("term_loan (instalments on due dates) or cash_credit_overdraft (a revolving limit); default term_loan"),
  overdue_since: isoDate(
    "Term loan: the earliest due date still unpaid. Cash credit / overdraft: the first day the account was out of order (balance continuously above the limit or drawing power, or no credits enough to cover interest)",
  )
    .nullable()
    .optional()
    .describe("First overdue day (term loan: earliest unpaid due date; cash credit / overdraft: first day out of order); null or omitted when nothing is overdue"),
  amount_overdue: rupees("Principal and interest overdue").optional(),
  outstanding: rupees("Total outstanding on the facility").optional(),
  loss_identified: z.boolean().optional().describe("Whether the bank, its auditors or an RBI inspection has identified the asset as a loss asset"),
  agricultural: z.boolean().optional().describe("Whether this is an agricultural advance (crop-season norms apply instead of 90 days)"),
});
type Input = z.infer<typeof bankingLendingInput>;

export const bankingLendingResult = z.object({
  as_of: z.string(),
  facility_type: z.enum(facilityKinds),
  asset_class: z.enum(assetClasses).describe("Classification at the day-end of as_of"),
  is_npa: z.boolean(),
  days_past_due: z.number().int().describe("Counting the first overdue day as day 1"),
  amount_overdue: z.number().nullable().describe("Rupees overdue, as given"),
  outstanding: z.number().nullable().describe("Rupees outstanding on the facility, as given: what the classification puts at stake"),
  npa_date: z.string().nullable().describe("The day-end on which the account became (or becomes) NPA: day 91 past due"),
  transitions: z.array(transitionSchema).describe("When each class is reached if nothing is paid"),
  next_transition: transitionSchema.nullable(),
  days_to_next_transition: z.number().int().nullable(),
  sarfaesi: z.object({
    demand_notice_possible: z.boolean().describe("A s.13(2) notice needs the account to be classified NPA"),
    earliest_demand_notice_date: z.string().nullable(),
    citation_ids: citationIds,
  }),
  upgrade_rule: z.string(),
  authority: z.string(),
  notes: z.array(z.object({ text: z.string(), citation_ids: citationIds })),
});
type Result = z.infer<typeof bankingLendingResult>;

function run(input: Input, ctx: CoreContext): Result {
  const problems = new InputProblems();
  problems.notAfterAsOf("overdue_since", input.overdue_since ?? undefined, ctx.asOf);
  if (input.amount_overdue !== undefined && input.outstanding !== undefined && input.amount_overdue > input.outstanding) {
    problems.add("amount_overdue", "cannot exceed outstanding");
  }
  problems.throwIfAny();

  const kind = input.facility_type ?? "term_loan";
  const c = classify(kind, input.overdue_since ?? null, ctx.asOf, input.loss_identified === true);
  const next = c.transitions.find((t) => !t.passed) ?? null;
  const npa = isNpa(c.asset_class);
  const notes: Result["notes"] = [
    {
      text: "NPA status is borrower-wise: once one facility of a borrower is NPA, the bank classifies all its facilities with that borrower as NPA (see banking-compliance for several facilities).",
      citation_ids: [],
    },
  ];
  if (kind === "cash_credit_overdraft") {
    notes.push({ text: "Revolving facilities have no SMA-0 band; SMA-1 starts on day 31 out of order and SMA-2 on day 61.", citation_ids: [] });
  }
  if (input.agricultural) {
    ctx.warn({
      code: "conflicting_authority",
      message:
        "Agricultural advances are NPA by crop seasons (two seasons overdue for short-duration crops, one for long-duration crops), not by 90 days; the 90-day dates shown do not apply to this advance.",
    });
  }
  return {
    as_of: ctx.asOf,
    facility_type: kind,
    asset_class: c.asset_class,
    is_npa: npa,
    days_past_due: c.days_past_due,
    amount_overdue: input.amount_overdue ?? null,
    outstanding: input.outstanding ?? null,
    npa_date: c.npa_date,
    transitions: c.transitions,
    next_transition: next,
    days_to_next_transition: next === null ? null : daysBetween(ctx.asOf, next.date),
    sarfaesi: {
      demand_notice_possible: npa,
      earliest_demand_notice_date: c.npa_date ?? (input.overdue_since ? addDays(input.overdue_since, 90) : null),
      citation_ids: cite(ctx, ref(SARFAESI, "2"), ref(SARFAESI, "13")),
    },
    upgrade_rule:
      "An NPA is upgraded to standard only when the borrower pays all arrears of interest and principal on all its facilities; part payment does not upgrade it.",
    authority: IRAC_AUTHORITY,
    notes,
  };
}

export const bankingLending: AnalysisTool<typeof bankingLendingInput, Result> = {
  tool_type: "banking-lending",
  name: "Loan asset classification (India)",
  description:
    "Classifies an Indian bank loan by days past due under the RBI IRAC norms (SMA-0/1/2, NPA on day 91, sub-standard, doubtful D1–D3, loss) and gives the date of each next step and when a SARFAESI demand notice becomes possible.",
  input: bankingLendingInput,
  result: bankingLendingResult,
  example: {
    tool_type: "banking-lending",
    jurisdiction: "IN",
    question: "Our term-loan instalment due on 31 March 2026 is still unpaid. When does the account become NPA?",
    as_of: "2026-05-15",
    facility_type: "term_loan",
    overdue_since: "2026-03-31",
    amount_overdue: 1250000,
    outstanding: 48000000,
  },
  covers: ["IN"],
  keyFields: ["overdue_since", "facility_type"],
  run,
  verdict: (r) => {
    const cls = classWords(r.asset_class);
    // The sums at stake, when given: a client reads "₹5,00,000 overdue of ₹1,25,00,000", not the class alone.
    const sums = [r.amount_overdue !== null && r.days_past_due > 0 ? `${formatMoney(r.amount_overdue)} overdue` : null, r.outstanding !== null ? `${formatMoney(r.outstanding)} outstanding` : null].filter(Boolean).join(" of ");
    const at = sums ? ` (${sums})` : "";
    if (r.is_npa) return `The account is an NPA (${cls}) from the day-end of ${formatDate(r.npa_date ?? r.as_of)}, ${r.days_past_due} days past due${at}; it is upgraded only when all arrears are paid.`;
    const npa = r.transitions.find((t) => t.to === "substandard");
    return `Not an NPA: ${cls}, ${r.days_past_due} days past due${at}.${npa ? ` If nothing is paid it becomes an NPA at the day-end of ${formatDate(npa.date)} (day 91).` : ""}`;
  },
};
