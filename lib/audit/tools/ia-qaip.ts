import { z } from "zod";
import type { RiskRating } from "@/lib/audit/tool";
import { addMonths, wholeMonthsBetween } from "@/lib/tools/dates";
import { defineTool } from "@/lib/audit/tools/shared/define-tool";
import { InputProblems } from "@/lib/audit/tools/shared/errors";
import { roundHalfUp } from "@/lib/tools/money";
import { worstRating } from "@/lib/tools/risk-rating";
import { isoDate, nonEmptyText } from "@/lib/tools/figures";
import { defaultAppliedSchema, resultBase, type DefaultApplied } from "@/lib/audit/tools/shared/schemas";

const conformance = ["generally_conforms", "partially_conforms", "does_not_conform"] as const;
const impairments = ["prior_external_auditor", "assisted_internal_audit", "personal_relationships", "participated_in_internal_assessment"] as const;

const EQA_CYCLE_MONTHS = 60; // GIAS Standard 8.4: at least once every five years.
const EQA_PLANNING_MONTHS = 48; // Reference rule: after four years, start planning the next assessment.
const SELF_ASSESSMENT_MONTHS = 12; // Practice convention; the Standards do not fix the interval.

export const iaQaipInput = z.strictObject({
  as_of_date: isoDate("Date of this assessment; needed with any other date").optional(),
  last_eqa_date: isoDate("Date of the last external quality assessment").optional(),
  years_since_last_eqa: z.number().min(0).max(100).optional().describe("Alternative to last_eqa_date"),
  eqa_format: z.enum(["full", "self_assessment_with_independent_validation"]).optional().describe("Format of the last (or planned) external assessment"),
  assessor_has_cia: z.boolean().optional().describe("At least one external assessor holds an active CIA designation"),
  assessor_independence_impairments: z
    .array(z.enum(impairments))
    .default([])
    .describe("Circumstances that impair the external assessor's independence"),
  ongoing_monitoring: z.boolean().optional().describe("Ongoing monitoring of internal audit performance is in place"),
  last_self_assessment_date: isoDate("Date of the last periodic internal self-assessment").optional(),
  results_reported_to_board: z.boolean().optional().describe("Quality assessment results are reported to the board and senior management"),
  standard_ratings: z
    .array(z.strictObject({ standard: nonEmptyText("Standard or principle assessed, e.g. 8.4"), rating: z.enum(conformance) }))
    .default([])
    .describe("Conformance ratings from the latest assessment"),
});
type IaQaipInput = z.infer<typeof iaQaipInput>;

const eqaStatus = z.enum(["current", "plan_now", "overdue", "not_assessed"]);
export const iaQaipResult = z.object({
  ...resultBase,
  external_assessment: z.object({
    status: eqaStatus,
    last_eqa_date: z.string().nullable(),
    years_since_last_eqa: z.number().nullable(),
    next_eqa_due: z.string().nullable(),
  }),
  internal_assessment: z.object({
    ongoing_monitoring: z.enum(["in_place", "missing", "not_assessed"]),
    periodic_self_assessment: z.enum(["current", "overdue", "not_assessed"]),
    next_self_assessment_due: z.string().nullable(),
  }),
  overall_conformance: z.enum([...conformance, "not_rated"]),
  defaults_applied: z.array(defaultAppliedSchema),
});
type IaQaipResult = z.infer<typeof iaQaipResult>;

function run(input: IaQaipInput): IaQaipResult {
  const problems = new InputProblems();
  if (input.last_eqa_date && input.years_since_last_eqa !== undefined) problems.add("years_since_last_eqa", "give either last_eqa_date or years_since_last_eqa, not both");
  for (const field of ["last_eqa_date", "last_self_assessment_date"] as const) {
    const date = input[field];
    if (date && !input.as_of_date) problems.add("as_of_date", `needed with ${field}`);
    if (date && input.as_of_date && date > input.as_of_date) problems.add(field, "is after as_of_date");
  }
  problems.throwIfAny();

  const findings: string[] = [];
  const defaults: DefaultApplied[] = [];
  const ratings: RiskRating[] = [];
  const asOf = input.as_of_date;

  let status: z.infer<typeof eqaStatus> = "not_assessed";
  let nextDue: string | null = null;
  let years: number | null = input.years_since_last_eqa ?? null;
  if (input.last_eqa_date && asOf) {
    nextDue = addMonths(input.last_eqa_date, EQA_CYCLE_MONTHS);
    status = asOf > nextDue ? "overdue" : asOf > addMonths(input.last_eqa_date, EQA_PLANNING_MONTHS) ? "plan_now" : "current";
    years = roundHalfUp(wholeMonthsBetween(input.last_eqa_date, asOf) / 12, 2);
  } else if (years !== null) {
    status = years > 5 ? "overdue" : years > 4 ? "plan_now" : "current";
  }
  if (status === "overdue") {
    ratings.push("high");
    findings.push("The external quality assessment is overdue: the Standards require one at least every five years by a qualified, independent assessor from outside the organisation.");
  } else if (status === "plan_now") {
    ratings.push("medium");
    findings.push(`More than four years since the last external assessment: plan the next one now${nextDue ? ` (due by ${nextDue})` : ""}.`);
  } else if (status === "not_assessed") {
    ratings.push("medium");
    findings.push("Give the date of the last external quality assessment to check the five-year cycle.");
  }

  if (input.assessor_independence_impairments.length > 0) {
    ratings.push("high");
    findings.push(`The external assessor's independence is impaired (${input.assessor_independence_impairments.map((x) => x.replaceAll("_", " ")).join(", ")}).`);
  }
  if (input.assessor_has_cia === false) {
    ratings.push("medium");
    findings.push("No external assessor holds an active CIA designation; the Standards expect at least one on the assessment team.");
  }

  const monitoring = input.ongoing_monitoring === undefined ? "not_assessed" : input.ongoing_monitoring ? "in_place" : "missing";
  if (monitoring === "missing") {
    ratings.push("medium");
    findings.push("There is no ongoing monitoring of internal audit performance.");
  }
  let selfStatus: "current" | "overdue" | "not_assessed" = "not_assessed";
  let nextSelf: string | null = null;
  if (input.last_self_assessment_date && asOf) {
    nextSelf = addMonths(input.last_self_assessment_date, SELF_ASSESSMENT_MONTHS);
    selfStatus = asOf > nextSelf ? "overdue" : "current";
    defaults.push({ name: "self-assessment interval (months)", value: SELF_ASSESSMENT_MONTHS, basis: "Practice convention; the Standards require periodic self-assessments without fixing the interval" });
    if (selfStatus === "overdue") {
      ratings.push("medium");
      findings.push("No periodic internal self-assessment in the last twelve months.");
    }
  }
  if (input.results_reported_to_board === false) {
    ratings.push("medium");
    findings.push("Quality assessment results are not reported to the board and senior management.");
  }

  // Roll-up practice: any "does not conform" governs, then any "partially".
  const rated = input.standard_ratings.map((r) => r.rating);
  const overall: IaQaipResult["overall_conformance"] =
    rated.length === 0 ? "not_rated" : rated.includes("does_not_conform") ? "does_not_conform" : rated.includes("partially_conforms") ? "partially_conforms" : "generally_conforms";
  if (overall === "does_not_conform") {
    ratings.push("critical");
    findings.push(`Does not conform on: ${input.standard_ratings.filter((r) => r.rating === "does_not_conform").map((r) => r.standard).join(", ")}; deficiencies this serious impair the function's performance; report them to the board and senior management.`);
  } else if (overall === "partially_conforms") {
    ratings.push("medium");
    findings.push(`Partially conforms on: ${input.standard_ratings.filter((r) => r.rating === "partially_conforms").map((r) => r.standard).join(", ")}.`);
  }
  findings.push("An external assessment may be a full assessment or a self-assessment with independent validation.");

  return {
    findings,
    risk_rating: worstRating(...ratings),
    external_assessment: { status, last_eqa_date: input.last_eqa_date ?? null, years_since_last_eqa: years, next_eqa_due: nextDue },
    internal_assessment: { ongoing_monitoring: monitoring, periodic_self_assessment: selfStatus, next_self_assessment_due: nextSelf },
    overall_conformance: overall,
    defaults_applied: defaults,
  };
}

export const iaQaipTool = defineTool({
  tool_type: "ia_qaip",
  name: "Internal audit quality assurance and improvement programme (IIA GIAS 2024)",
  description:
    "Checks the five-yearly external quality assessment cycle, assessor qualification and independence, internal assessments and reporting, and rolls up conformance ratings.",
  input: iaQaipInput,
  result: iaQaipResult,
  example: {
    tool_type: "ia_qaip",
    jurisdiction: "GB",
    as_of_date: "2025-06-30",
    last_eqa_date: "2020-03-31",
    ongoing_monitoring: true,
    last_self_assessment_date: "2024-01-15",
    results_reported_to_board: true,
    standard_ratings: [
      { standard: "8.3", rating: "generally_conforms" },
      { standard: "12.1", rating: "partially_conforms" },
    ],
  },
  run: (input) => run(input),
});
