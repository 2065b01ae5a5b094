import { z } from "zod";
import { addDays, daysBetween } from "@/lib/tools/dates";
import { InputProblems, citationIds, cite, isoDate, ref, rupees } from "@/lib/tools/civil-limitation";
import type { AnalysisTool, CoreContext, ProvisionRef } from "@/lib/tools/definition";
import { formatDate, formatMoney } from "@/lib/tools/format";

const SARFAESI = "in-sarfaesi-act-2002";
const RDB = "in-rdb-act-1993";
const sar = (s: string) => ref(SARFAESI, s);
const rdb = (s: string) => ref(RDB, s);

/** RDB Act s.1(4): ₹10 lakh by statute, raised to ₹20 lakh by notification of 6 Sep 2018. */
const DRT_MINIMUM_RAISED_ON = "2018-09-06";
const DRT_MINIMUM_BEFORE = 1_000_000;
const DRT_MINIMUM_NOW = 2_000_000;
/** SARFAESI s.31: no enforcement for a financial asset of not more than ₹1 lakh, or where less than 20% of principal and interest is due. */
const SARFAESI_SMALL_ASSET = 100_000;

export const bankingRecoveryInput = z.strictObject({
  amount_due: rupees("Debt due from the borrower today").optional(),
  principal_and_interest: rupees("Principal advanced plus interest on it, for the SARFAESI 20% test").optional(),
  secured: z.boolean().optional().describe("Whether the debt is secured by a security interest the lender can enforce"),
  agricultural_land: z.boolean().optional().describe("Whether the only security is agricultural land"),
  account_is_npa: z.boolean().optional().describe("Whether the lender has classified the account as a non-performing asset"),
  demand_notice_date: isoDate("Date the s.13(2) demand notice was served").optional(),
  objection_date: isoDate("Date the borrower's representation or objection under s.13(3A) reached the lender").optional(),
  measure_date: isoDate("Date the lender took a s.13(4) measure (e.g. possession)").optional(),
  drt_order_received_date: isoDate("Date the party received the DRT order (s.17 application, or an RDB s.19 recovery application)").optional(),
  drt_order_kind: z
    .enum(["sarfaesi_s17", "rdb_s19"])
    .optional()
    .describe("Which DRT order is appealed: one on a SARFAESI s.17 application, or a recovery order under RDB s.19"),
  debt_claimed: rupees("Debt as claimed by the secured creditor (SARFAESI s.18 pre-deposit base)").optional(),
  debt_determined: rupees("Debt as determined by the DRT (pre-deposit base)").optional(),
  consenting_secured_creditors_pct: z.number().min(0).max(100).optional().describe("Share by value of secured creditors agreeing to enforcement, where several hold the same security"),
});
type Input = z.infer<typeof bankingRecoveryInput>;

const status = z.enum(["upcoming", "open", "passed"]);
const step = z.object({
  key: z.string(),
  label: z.string(),
  from: z.string().describe("The trigger date, itself excluded"),
  period_days: z.number().int(),
  last_day: z.string(),
  status: status.describe("passed: as_of is after last_day"),
  days_remaining: z.number().int().nullable(),
  citation_ids: citationIds,
});
const test = z.object({ test: z.string(), met: z.boolean().nullable(), detail: z.string(), citation_ids: citationIds });
const money = z.object({ label: z.string(), amount: z.number().nullable(), basis: z.string(), citation_ids: citationIds });

export const bankingRecoveryResult = z.object({
  as_of: z.string(),
  forum_for_recovery: z.object({ forum: z.string(), basis: z.string(), citation_ids: citationIds }).nullable(),
  sarfaesi_tests: z.array(test),
  sarfaesi_available: z.boolean().nullable().describe("null when a needed fact is missing"),
  timeline: z.array(step),
  pre_deposits: z.array(money),
});
type Result = z.infer<typeof bankingRecoveryResult>;

const round2 = (n: number) => Math.round(n * 100) / 100;

function run(input: Input, ctx: CoreContext): Result {
  const problems = new InputProblems();
  for (const f of ["demand_notice_date", "objection_date", "measure_date", "drt_order_received_date"] as const) problems.notAfterAsOf(f, input[f], ctx.asOf);
  if (input.demand_notice_date && input.objection_date && input.objection_date < input.demand_notice_date) problems.add("objection_date", "an objection answers the demand notice");
  if (input.demand_notice_date && input.measure_date && input.measure_date <= addDays(input.demand_notice_date, 60)) {
    problems.add("measure_date", `s.13(4) measures are open only after the 60 days of the demand notice, i.e. from ${addDays(input.demand_notice_date, 61)}`);
  }
  problems.throwIfAny();
  const c = (...refs: ProvisionRef[]) => cite(ctx, ...refs);

  const drtMinimum = ctx.asOf >= DRT_MINIMUM_RAISED_ON ? DRT_MINIMUM_NOW : DRT_MINIMUM_BEFORE;
  const forum =
    input.amount_due === undefined
      ? null
      : input.amount_due >= drtMinimum
        ? {
            forum: "Debts Recovery Tribunal (original application under RDB Act s.19)",
            basis: `Debt of ${formatMoney(input.amount_due)} is at or above the ${formatMoney(drtMinimum)} floor of RDB Act s.1(4) in force on ${ctx.asOf}`,
            citation_ids: c(rdb("1"), rdb("17"), rdb("19")),
          }
        : {
            forum: "Civil court (suit for recovery)",
            basis: `Debt of ${formatMoney(input.amount_due)} is below the ${formatMoney(drtMinimum)} floor of RDB Act s.1(4), so the DRT has no jurisdiction`,
            citation_ids: c(rdb("1")),
          };

  const tests: Result["sarfaesi_tests"] = [
    {
      test: "Account classified as NPA",
      met: input.account_is_npa ?? null,
      detail: "A s.13(2) demand notice may issue only on an account the lender has classified as non-performing",
      citation_ids: c(sar("13"), sar("2")),
    },
    {
      test: "Debt secured by an enforceable security interest",
      met: input.secured ?? null,
      detail: "SARFAESI enforces security interests only; an unsecured debt goes to the DRT or a civil court",
      citation_ids: c(sar("13")),
    },
    {
      test: "Security is not agricultural land",
      met: input.agricultural_land === undefined ? null : !input.agricultural_land,
      detail: "Security interests in agricultural land are outside the Act",
      citation_ids: c(sar("31")),
    },
    {
      test: "Financial asset above ₹1 lakh",
      met: input.amount_due === undefined ? null : input.amount_due > SARFAESI_SMALL_ASSET,
      detail: "The Act does not apply to a security interest for a financial asset of not more than ₹1,00,000 (read here against the amount due)",
      citation_ids: c(sar("31")),
    },
    {
      test: "At least 20% of principal and interest still due",
      met: input.amount_due === undefined || input.principal_and_interest === undefined ? null : input.amount_due >= 0.2 * input.principal_and_interest,
      detail:
        input.principal_and_interest === undefined
          ? "The Act does not apply where the amount due is below 20% of the principal and interest; give principal_and_interest to test it"
          : `20% of ${formatMoney(input.principal_and_interest)} is ${formatMoney(round2(0.2 * input.principal_and_interest))}`,
      citation_ids: c(sar("31")),
    },
  ];
  if (input.consenting_secured_creditors_pct !== undefined) {
    tests.push({
      test: "Secured creditors holding at least 60% by value agree",
      met: input.consenting_secured_creditors_pct >= 60,
      detail: `${input.consenting_secured_creditors_pct}% agree`,
      citation_ids: c(sar("13")),
    });
  }
  const sarfaesiAvailable = tests.some((t) => t.met === false) ? false : tests.every((t) => t.met === true) ? true : null;

  const timeline: Result["timeline"] = [];
  const add = (key: string, label: string, from: string, days: number, refs: ProvisionRef[]) => {
    const last = addDays(from, days);
    const passed = ctx.asOf > last;
    timeline.push({
      key,
      label,
      from,
      period_days: days,
      last_day: last,
      status: passed ? "passed" : ctx.asOf >= from ? "open" : "upcoming",
      days_remaining: passed ? null : daysBetween(ctx.asOf, last),
      citation_ids: c(...refs),
    });
  };
  if (input.demand_notice_date) {
    add("s13_2_payment_window", "Borrower's 60 days to pay in full after the s.13(2) demand notice; s.13(4) measures are open from the next day", input.demand_notice_date, 60, [sar("13")]);
  }
  if (input.objection_date) add("s13_3a_reply", "Lender's reasoned reply to the borrower's s.13(3A) objection", input.objection_date, 15, [sar("13")]);
  if (input.measure_date) add("s17_application", "Application to the DRT against the s.13(4) measure (no pre-deposit)", input.measure_date, 45, [sar("17")]);
  const pre: Result["pre_deposits"] = [];
  if (input.drt_order_received_date && input.drt_order_kind === "sarfaesi_s17") {
    add("s18_appeal", "Appeal to the DRAT against the DRT's s.17 order", input.drt_order_received_date, 30, [sar("18")]);
  }
  if (input.drt_order_received_date && input.drt_order_kind === "rdb_s19") {
    add("rdb_s20_appeal", "Appeal to the DRAT against the DRT's recovery order (later only for sufficient cause)", input.drt_order_received_date, 45, [rdb("20")]);
  }
  if (input.drt_order_kind === "sarfaesi_s17") {
    const bases = [input.debt_claimed, input.debt_determined].filter((n): n is number => n !== undefined);
    const base = bases.length === 0 ? null : Math.min(...bases);
    pre.push(
      { label: "Borrower's pre-deposit for a s.18 appeal (50% of the lesser of debt claimed and debt determined)", amount: base === null ? null : round2(base * 0.5), basis: "SARFAESI s.18(1) second proviso", citation_ids: c(sar("18")) },
      { label: "Lowest the DRAT may reduce it to (25%)", amount: base === null ? null : round2(base * 0.25), basis: "SARFAESI s.18(1) third proviso", citation_ids: c(sar("18")) },
    );
  }
  if (input.drt_order_kind === "rdb_s19") {
    const base = input.debt_determined ?? null;
    pre.push(
      { label: "Debtor's pre-deposit for an RDB s.20 appeal (50% of the debt determined by the DRT)", amount: base === null ? null : round2(base * 0.5), basis: "RDB Act s.21", citation_ids: c(rdb("21")) },
      { label: "Lowest the DRAT may reduce it to (25%)", amount: base === null ? null : round2(base * 0.25), basis: "RDB Act s.21 proviso", citation_ids: c(rdb("21")) },
    );
  }
  return { as_of: ctx.asOf, forum_for_recovery: forum, sarfaesi_tests: tests, sarfaesi_available: sarfaesiAvailable, timeline, pre_deposits: pre };
}

/**
 * s.13(4): once the borrower has let the 60 days of the s.13(2) notice pass without paying in full, the lender may take
 * its measures. Said in the verdict, since it is what a borrower (or a lender) most needs to know that day.
 */
function measuresOpen(r: Result): string {
  const window = r.timeline.find((s) => s.key === "s13_2_payment_window");
  if (!window || window.status !== "passed" || r.sarfaesi_available === false) return "";
  const from = formatDate(addDays(window.last_day, 1));
  if (r.timeline.some((s) => s.key === "s17_application")) {
    return ` The 60 days of the s.13(2) demand notice ended on ${formatDate(window.last_day)}, so s.13(4) measures were open from ${from}.`;
  }
  const unless = r.sarfaesi_available === null ? " if the SARFAESI conditions not yet shown are met" : "";
  return ` The borrower's 60 days under the s.13(2) demand notice ended on ${formatDate(window.last_day)}: since ${from} the lender may take s.13(4) measures${unless} (possession of the secured assets, with the right to transfer them by lease, assignment or sale, or taking over the management of the business).`;
}

export const bankingRecovery: AnalysisTool<typeof bankingRecoveryInput, Result> = {
  tool_type: "banking-recovery",
  name: "SARFAESI and DRT recovery (India)",
  description:
    "For an Indian bank debt: whether SARFAESI enforcement is open (NPA, security, s.31 exclusions, 60% consent), whether the DRT or a civil court has jurisdiction (RDB Act s.1(4) floor by date), the s.13(2), s.13(3A), s.17, s.18 and RDB s.20 time limits as dates, and the DRAT pre-deposits.",
  input: bankingRecoveryInput,
  result: bankingRecoveryResult,
  example: {
    tool_type: "banking-recovery",
    jurisdiction: "IN",
    question: "The bank took symbolic possession of our factory on 2 March 2026 after a demand notice in December. What can we do and by when?",
    as_of: "2026-03-20",
    amount_due: 38000000,
    principal_and_interest: 52000000,
    secured: true,
    agricultural_land: false,
    account_is_npa: true,
    demand_notice_date: "2025-12-15",
    measure_date: "2026-03-02",
  },
  covers: ["IN"],
  keyFields: ["amount_due", "demand_notice_date", "measure_date", "drt_order_received_date"],
  run,
  verdict: (r) => {
    const forum = r.forum_for_recovery ? `Recovery lies before the ${r.forum_for_recovery.forum}.` : "";
    const sarfaesi = r.sarfaesi_available === true ? " SARFAESI enforcement is available." : r.sarfaesi_available === false ? ` SARFAESI enforcement is not available: ${r.sarfaesi_tests.filter((t) => t.met === false).map((t) => t.test).join(", ")}.` : "";
    const next = r.timeline.find((s) => s.status !== "passed");
    const step = next ? ` Next: ${next.label}, last day ${formatDate(next.last_day)}.` : "";
    return `${forum}${sarfaesi}${measuresOpen(r)}${step}`.trim() || null;
  },
};
