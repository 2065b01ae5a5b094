import { z } from "zod";
import { IRAC_AUTHORITY, assetClasses, classify, facilityKinds, isNpa, worse, type AssetClass } from "@/lib/corporate/tools/banking-lending/irac";
import { InputProblems, citationIds, cite, isoDate, ref, rupees } from "@/lib/tools/civil-limitation";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";
import { formatDate, formatMoney } from "@/lib/tools/format";

const SARFAESI = "in-sarfaesi-act-2002";

const facility = z.strictObject({
  id: z.string().min(1).max(80).describe("The lender's reference for the facility"),
  facility_type: z.enum(facilityKinds).describe("term_loan or cash_credit_overdraft"),
  overdue_since: isoDate("First overdue (or out-of-order) day; omit or null when nothing is overdue").nullable().optional().describe("First overdue (or out-of-order) day, ISO date; null or omitted when nothing is overdue"),
  outstanding: rupees("Outstanding on the facility").optional(),
  loss_identified: z.boolean().optional().describe("Identified as a loss asset by the bank, its auditors or an RBI inspection"),
});

export const bankingComplianceInput = z.strictObject({
  borrower: z.string().min(1).max(200).optional().describe("Borrower name, for the narrative"),
  facilities: z.array(facility).min(1).max(100).describe("Every facility the lender has with this borrower"),
  all_arrears_paid_on: isoDate("Date the borrower cleared all arrears of interest and principal on every facility, if it has").optional(),
});
type Input = z.infer<typeof bankingComplianceInput>;

const facilityResult = z.object({
  id: z.string(),
  own_class: z.enum(assetClasses).describe("Classification by this facility's own days past due"),
  reported_class: z.enum(assetClasses).describe("Class to report after borrower-wise classification"),
  days_past_due: z.number().int(),
  npa_date: z.string().nullable(),
  outstanding: z.number().nullable(),
  pulled_down: z.boolean().describe("True when borrower-wise classification made this facility worse than its own record"),
});

export const bankingComplianceResult = z.object({
  as_of: z.string(),
  borrower_class: z.enum(assetClasses).describe("The worst class among the borrower's facilities"),
  borrower_is_npa: z.boolean(),
  borrower_npa_date: z.string().nullable().describe("Earliest NPA date among the facilities"),
  facilities: z.array(facilityResult),
  npa_outstanding: z.number().describe("Sum of outstanding on facilities reported as NPA (rupees)"),
  upgrade: z.object({
    eligible: z.boolean(),
    reason: z.string(),
  }),
  sarfaesi_demand_notice_possible: z.object({ value: z.boolean(), citation_ids: citationIds }),
  authority: z.string(),
});
type Result = z.infer<typeof bankingComplianceResult>;

function run(input: Input, ctx: CoreContext): Result {
  const problems = new InputProblems();
  input.facilities.forEach((f, i) => problems.notAfterAsOf(`facilities[${i}].overdue_since`, f.overdue_since ?? undefined, ctx.asOf));
  problems.notAfterAsOf("all_arrears_paid_on", input.all_arrears_paid_on, ctx.asOf);
  const ids = input.facilities.map((f) => f.id);
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i) problems.add(`facilities[${i}].id`, `duplicate id ${id}`);
  });
  problems.throwIfAny();

  // Arrears cleared: judge each facility as of the day before payment, then upgrade only if nothing is overdue now.
  const own = input.facilities.map((f) => ({ f, c: classify(f.facility_type, f.overdue_since ?? null, ctx.asOf, f.loss_identified === true) }));
  const worst = own.reduce<AssetClass>((acc, { c }) => worse(acc, c.asset_class), "standard");
  const npaDates = own.map(({ c }) => c.npa_date).filter((d): d is string => d !== null).sort();
  const borrowerNpa = isNpa(worst);
  const facilities = own.map(({ f, c }) => {
    // Borrower-wise: every facility of an NPA borrower is NPA, in the borrower's class; SMA bands stay per facility.
    const reported = borrowerNpa ? worst : c.asset_class;
    return {
      id: f.id,
      own_class: c.asset_class,
      reported_class: reported,
      days_past_due: c.days_past_due,
      npa_date: c.npa_date,
      outstanding: f.outstanding ?? null,
      pulled_down: reported !== c.asset_class,
    };
  });
  const anyOverdue = input.facilities.some((f) => f.overdue_since);
  const upgrade = !borrowerNpa
    ? { eligible: false, reason: "The borrower is not NPA, so there is nothing to upgrade." }
    : worst === "loss"
      ? { eligible: false, reason: "A loss asset is not upgraded by classification rules." }
      : input.all_arrears_paid_on && !anyOverdue
        ? { eligible: true, reason: `All arrears on all facilities were paid on ${input.all_arrears_paid_on} and nothing is overdue now, so the accounts may be upgraded to standard.` }
        : { eligible: false, reason: "Upgrade needs payment of all arrears of interest and principal on every facility of the borrower; at least one facility is still overdue or no full payment date was given." };
  return {
    as_of: ctx.asOf,
    borrower_class: worst,
    borrower_is_npa: borrowerNpa,
    borrower_npa_date: npaDates[0] ?? null,
    facilities,
    npa_outstanding: Math.round(facilities.filter((f) => isNpa(f.reported_class)).reduce((s, f) => s + (f.outstanding ?? 0), 0) * 100) / 100,
    upgrade,
    sarfaesi_demand_notice_possible: { value: borrowerNpa, citation_ids: cite(ctx, ref(SARFAESI, "2"), ref(SARFAESI, "13")) },
    authority: IRAC_AUTHORITY,
  };
}

export const bankingCompliance: AnalysisTool<typeof bankingComplianceInput, Result> = {
  tool_type: "banking-compliance",
  name: "Borrower-wise asset classification and upgrade check (India)",
  description:
    "Applies the RBI IRAC norms across all of a borrower's facilities: each facility's own class by days past due, the borrower-wise NPA classification that pulls every facility down to the worst, the NPA outstanding, and whether the accounts qualify for upgrade.",
  input: bankingComplianceInput,
  result: bankingComplianceResult,
  example: {
    tool_type: "banking-compliance",
    jurisdiction: "IN",
    question: "The term loan is over 90 days overdue but the cash credit is regular. How do we report both?",
    as_of: "2026-06-30",
    borrower: "Acme Textiles Pvt Ltd",
    facilities: [
      { id: "TL-1", facility_type: "term_loan", overdue_since: "2026-03-01", outstanding: 30000000 },
      { id: "CC-7", facility_type: "cash_credit_overdraft", overdue_since: null, outstanding: 12500000 },
    ],
  },
  covers: ["IN"],
  keyFields: ["facilities"],
  run,
  verdict: (r) => {
    if (!r.borrower_is_npa) return "The borrower is not an NPA: each facility is reported in its own class.";
    const pulled = r.facilities.filter((f) => f.pulled_down).map((f) => f.id);
    return `The borrower is an NPA (${r.borrower_class}) from ${formatDate(r.borrower_npa_date ?? r.as_of)}: every facility is reported as ${r.borrower_class}${pulled.length ? `, including ${pulled.join(", ")} although regular on its own` : ""}; NPA outstanding ${formatMoney(r.npa_outstanding)}.`;
  },
};
