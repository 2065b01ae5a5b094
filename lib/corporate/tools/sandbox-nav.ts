import { z } from "zod";
import { addMonths } from "@/lib/tools/dates";
import { isoDate } from "@/lib/tools/civil-limitation";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";
import { formatDate } from "@/lib/tools/format";

/**
 * Regulatory sandboxes by regulator. None of these frameworks is a statute in the registry, so items carry the
 * framework's name as `authority` instead of citation ids. Dates and figures:
 * - RBI Enabling Framework for Regulatory Sandbox, first issued 13 Aug 2019; from the December 2020 revision
 *   (press release of 16 Dec 2020) LLPs and partnerships are eligible and the minimum net worth is ₹10 lakh
 *   (before: ₹25 lakh); the February 2024 framework extends the stage timeline from 7 to 9 months.
 * - MAS FinTech Regulatory Sandbox (2016) and Sandbox Express (2019); FCA regulatory sandbox (2016).
 */

const RBI_FRAMEWORK_FROM = "2019-08-13";
const RBI_REVISION_2020 = "2020-12-16";
const RBI_NET_WORTH_BEFORE = 2_500_000;
const RBI_NET_WORTH_AFTER = 1_000_000;
/** The 2024 framework's exact day in February is not confirmed: February itself is treated as uncertain. */
const RBI_2024_MONTH_START = "2024-02-01";
const RBI_2024_MONTH_END = "2024-02-29";

export const applicantTypes = ["company", "bank", "statutory_financial_institution", "llp", "partnership", "individual", "other"] as const;

export const sandboxNavInput = z.strictObject({
  applicant_type: z.enum(applicantTypes).optional().describe("Legal form of the applicant"),
  incorporated_locally: z.boolean().optional().describe("Whether the applicant is incorporated or registered in the regulator's country"),
  net_worth_inr: z.number().min(-1e15).max(1e15).optional().describe("India: net worth per the latest audited balance sheet, rupees"),
  innovative: z.boolean().optional().describe("Whether the product uses new technology or uses existing technology in a new way"),
  consumer_benefit: z.boolean().optional().describe("Whether the product is expected to benefit consumers"),
  ready_to_test: z.boolean().optional().describe("Whether the applicant is ready to test with real customers (test plan, safeguards, exit strategy)"),
  needs_regulatory_relief: z.boolean().optional().describe("Whether the product needs the sandbox (it cannot be tested under existing rules)"),
  fit_and_proper_promoters: z.boolean().optional().describe("Whether promoters and directors meet fit-and-proper criteria"),
  data_protection_compliant: z
    .boolean()
    .optional()
    .describe("India, framework of February 2024: whether the applicant complies with the Digital Personal Data Protection Act 2023 (without it eligibility stays open)"),
  test_start_date: isoDate("Planned start of the sandbox (for the stage timeline)").optional(),
});
type Input = z.infer<typeof sandboxNavInput>;

const criterion = z.object({ criterion: z.string(), met: z.boolean().nullable(), detail: z.string() });

export const sandboxNavResult = z.object({
  as_of: z.string(),
  regulator: z.string(),
  programmes: z.array(z.string()),
  eligible: z.boolean().nullable().describe("false when any criterion fails, true when all are met, null otherwise"),
  criteria: z.array(criterion),
  timeline: z
    .object({ stage_months: z.number().nullable(), from: z.string(), indicative_end: z.string().nullable(), detail: z.string() })
    .nullable(),
  authority: z.string(),
});
type Result = z.infer<typeof sandboxNavResult>;

const verdict = (cs: z.infer<typeof criterion>[]) => (cs.some((c) => c.met === false) ? false : cs.every((c) => c.met === true) ? true : null);
const common = (input: Input) => [
  { criterion: "Genuine innovation", met: input.innovative ?? null, detail: "New technology, or existing technology used in a new way" },
  { criterion: "Consumer benefit", met: input.consumer_benefit ?? null, detail: "The product should be expected to benefit consumers or the market" },
  { criterion: "Ready for testing", met: input.ready_to_test ?? null, detail: "Defined test scenarios, outcomes, safeguards and an exit strategy" },
];

function india(input: Input, ctx: CoreContext): Result {
  if (ctx.asOf < RBI_FRAMEWORK_FROM) {
    return { as_of: ctx.asOf, regulator: "Reserve Bank of India", programmes: [], eligible: false, criteria: [{ criterion: "Framework in force", met: false, detail: "The RBI sandbox framework was first issued on 13 Aug 2019" }], timeline: null, authority: "RBI Enabling Framework for Regulatory Sandbox (13 Aug 2019)" };
  }
  const revised = ctx.asOf >= RBI_REVISION_2020;
  const allowed: readonly string[] = revised ? ["company", "bank", "statutory_financial_institution", "llp", "partnership"] : ["company", "bank", "statutory_financial_institution"];
  const minimum = revised ? RBI_NET_WORTH_AFTER : RBI_NET_WORTH_BEFORE;
  const criteria: Result["criteria"] = [
    {
      criterion: "Eligible entity",
      met: input.applicant_type === undefined ? null : allowed.includes(input.applicant_type) && input.incorporated_locally !== false,
      detail: `Companies incorporated in India, banks and statutory financial institutions${revised ? ", and (since the December 2020 revision) LLPs and partnerships" : ""}`,
    },
    { criterion: "Minimum net worth", met: input.net_worth_inr === undefined ? null : input.net_worth_inr >= minimum, detail: `₹${minimum.toLocaleString("en-IN")} per the latest audited balance sheet${revised ? " (₹25,00,000 before December 2020)" : ""}` },
    { criterion: "Fit-and-proper promoters and directors", met: input.fit_and_proper_promoters ?? null, detail: "Promoters and directors must satisfy the RBI's fit-and-proper criteria" },
    ...common(input),
  ];
  let timeline: Result["timeline"] = null;
  if (input.test_start_date) {
    const from = input.test_start_date;
    let months: number | null;
    if (from >= RBI_2024_MONTH_START && from <= RBI_2024_MONTH_END) {
      months = null;
      ctx.warn({ code: "conflicting_authority", message: "The February 2024 RBI framework extended the sandbox stages from 7 to 9 months; for a start in February 2024 it is unclear which applies: 7 months ends " + addMonths(from, 7) + ", 9 months ends " + addMonths(from, 9) + "." });
    } else months = from > RBI_2024_MONTH_END ? 9 : 7;
    timeline = {
      stage_months: months,
      from,
      indicative_end: months === null ? null : addMonths(from, months),
      detail: "Indicative time for the sandbox stages (screening, test design, testing and evaluation) under the framework in force at the start; the RBI may extend or end a test",
    };
  }
  if (ctx.asOf >= RBI_2024_MONTH_START) {
    criteria.push({ criterion: "Data protection", met: input.data_protection_compliant ?? null, detail: "The 2024 framework requires compliance with the Digital Personal Data Protection Act 2023" });
  }
  return { as_of: ctx.asOf, regulator: "Reserve Bank of India", programmes: ["Regulatory Sandbox (cohort-based)"], eligible: verdict(criteria), criteria, timeline, authority: "RBI Enabling Framework for Regulatory Sandbox (2019, revised December 2020 and February 2024)" };
}

function uk(input: Input, ctx: CoreContext): Result {
  const criteria: Result["criteria"] = [
    { criterion: "In scope", met: null, detail: "The innovation is meant for, or supports, the UK financial services market" },
    ...common(input),
    { criterion: "Need for the sandbox", met: input.needs_regulatory_relief ?? null, detail: "A genuine need to test in the sandbox" },
  ];
  return { as_of: ctx.asOf, regulator: "Financial Conduct Authority", programmes: ["Regulatory Sandbox (open all year since August 2021; cohorts before)"], eligible: verdict(criteria), criteria, timeline: null, authority: "FCA Regulatory Sandbox (launched 2016)" };
}

function singapore(input: Input, ctx: CoreContext): Result {
  const criteria: Result["criteria"] = [...common(input), { criterion: "Need for regulatory relief", met: input.needs_regulatory_relief ?? null, detail: "The test needs relaxation of specific MAS requirements" }];
  let timeline: Result["timeline"] = null;
  if (input.test_start_date) {
    timeline = { stage_months: 9, from: input.test_start_date, indicative_end: addMonths(input.test_start_date, 9), detail: "Sandbox Express: about 9 months of testing for pre-defined activities, after approval in about 21 days; the standard sandbox sets the period case by case" };
  }
  return { as_of: ctx.asOf, regulator: "Monetary Authority of Singapore", programmes: ["FinTech Regulatory Sandbox (2016)", "Sandbox Express (2019)", "Sandbox Plus (2022)"], eligible: verdict(criteria), criteria, timeline, authority: "MAS FinTech Regulatory Sandbox Guidelines" };
}

function run(input: Input, ctx: CoreContext): Result {
  if (ctx.jurisdiction === "GB") return uk(input, ctx);
  if (ctx.jurisdiction === "SG") return singapore(input, ctx);
  return india(input, ctx);
}

export const sandboxNav: AnalysisTool<typeof sandboxNavInput, Result> = {
  tool_type: "sandbox-nav",
  name: "Regulatory sandbox navigator (RBI, FCA, MAS)",
  description:
    "Checks eligibility for the regulator's fintech sandbox by its published criteria (RBI: entity type and net worth by the date of the framework in force, fit-and-proper promoters; FCA and MAS: innovation, consumer benefit, readiness, need) and gives the indicative stage timeline as dates.",
  input: sandboxNavInput,
  result: sandboxNavResult,
  example: {
    tool_type: "sandbox-nav",
    jurisdiction: "IN",
    question: "Can our LLP apply to the RBI regulatory sandbox with ₹12 lakh net worth?",
    as_of: "2026-04-01",
    applicant_type: "llp",
    incorporated_locally: true,
    net_worth_inr: 1200000,
    innovative: true,
    consumer_benefit: true,
    ready_to_test: true,
    fit_and_proper_promoters: true,
    test_start_date: "2026-05-31",
  },
  covers: ["IN", "GB", "SG"],
  keyFields: ["applicant_type", "net_worth_inr", "innovative", "test_start_date"],
  run,
  verdict: (r) => {
    const failed = r.criteria.filter((c) => c.met === false).map((c) => c.criterion);
    const open = r.criteria.filter((c) => c.met === null).map((c) => c.criterion);
    const where = `the ${r.regulator}'s sandbox`;
    if (r.eligible === false) return `Not eligible for ${where}: ${failed.join(", ")} not met.`;
    if (r.eligible === true) return `Eligible for ${where}: every criterion is met${r.timeline?.indicative_end ? `; the stages would run to about ${formatDate(r.timeline.indicative_end)}` : ""}.`;
    return `Eligible for ${where} on every criterion the facts settle; still to confirm: ${open.join(", ")}.`;
  },
};
