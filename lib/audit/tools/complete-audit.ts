import { z } from "zod";
import type { RiskRating } from "@/lib/audit/tool";
import { defineTool } from "@/lib/audit/tools/shared/define-tool";
import { InputProblems } from "@/lib/audit/tools/shared/errors";
import { sumMoney, toCents } from "@/lib/tools/money";
import { worstRating } from "@/lib/tools/risk-rating";
import { money, nonEmptyText, positiveMoney } from "@/lib/tools/figures";
import { resultBase } from "@/lib/audit/tools/shared/schemas";

const ITEMS = {
  subsequent_events: { title: "Subsequent events reviewed up to the report date", standard: "ISA 560" },
  going_concern: { title: "Going-concern conclusion reached", standard: "ISA 570" },
  written_representations: { title: "Written representations obtained", standard: "ISA 580" },
  misstatement_evaluation: { title: "Uncorrected misstatements evaluated against materiality", standard: "ISA 450" },
  final_analytical_review: { title: "Final analytical review performed", standard: "ISA 520" },
  tcwg_communication: { title: "Matters and control deficiencies communicated to those charged with governance", standard: "ISA 260 / ISA 265" },
  kam_selection: { title: "Key audit matters selected (listed entities)", standard: "ISA 701" },
  opinion_formation: { title: "Opinion formed and report drafted", standard: "ISA 700 / 705 / 706" },
  engagement_quality_review: { title: "Engagement quality review completed (where required)", standard: "ISQM 2 / ISA 220" },
} as const;
type ItemId = keyof typeof ITEMS;
const itemIds = Object.keys(ITEMS) as [ItemId, ...ItemId[]];

export const completeAuditInput = z.strictObject({
  completed_items: z.array(z.enum(itemIds)).default([]).describe(`Completion steps done. Ids: ${itemIds.join(", ")}`),
  not_applicable_items: z.array(z.enum(itemIds)).default([]).describe("Steps that do not apply to this engagement"),
  listed_entity: z.boolean().optional().describe("Listed entity: key audit matters apply; if false they are not applicable"),
  eqr_required: z.boolean().optional().describe("An engagement quality review is required; if false it is not applicable"),
  materiality: z
    .strictObject({
      overall: positiveMoney("Overall materiality"),
      performance: positiveMoney("Performance materiality"),
      clearly_trivial: money("Clearly trivial threshold").optional(),
    })
    .optional()
    .describe("Needed to evaluate uncorrected misstatements"),
  uncorrected_misstatements: z
    .array(z.strictObject({ description: nonEmptyText("What is misstated"), amount: money("Absolute amount uncorrected") }))
    .optional()
    .describe("Uncorrected misstatements; over- and understatements are not offset"),
});
type CompleteAuditInput = z.infer<typeof completeAuditInput>;

const conclusions = ["not_material", "reassess", "material"] as const;
export const completeAuditResult = z.object({
  ...resultBase,
  checklist: z.array(
    z.object({ id: z.enum(itemIds), title: z.string(), standard: z.string(), status: z.enum(["done", "open", "not_applicable"]), note: z.string().optional() }),
  ),
  gaps: z.array(z.enum(itemIds)),
  misstatement_evaluation: z
    .object({
      accumulated: z.array(z.object({ description: z.string(), amount: z.number() })),
      ignored_as_clearly_trivial: z.number(),
      aggregate: z.number(),
      conclusion: z.enum(conclusions).describe("material: at or above overall materiality; reassess: at or above performance materiality"),
    })
    .optional(),
  ready_to_sign: z.boolean(),
});
type CompleteAuditResult = z.infer<typeof completeAuditResult>;

function run(input: CompleteAuditInput): CompleteAuditResult {
  const problems = new InputProblems();
  const done = new Set(input.completed_items);
  const na = new Set(input.not_applicable_items);
  input.not_applicable_items.forEach((id, i) => {
    if (done.has(id)) problems.add(`not_applicable_items.${i}`, `${id} is also listed as completed`);
  });
  if (input.listed_entity === true && na.has("kam_selection")) problems.add("not_applicable_items", "key audit matters apply to a listed entity");
  if (input.eqr_required === true && na.has("engagement_quality_review")) problems.add("not_applicable_items", "the engagement quality review is required");
  const m = input.materiality;
  if (m && m.performance >= m.overall) problems.add("materiality.performance", "must be below overall materiality");
  if (m?.clearly_trivial !== undefined && m.clearly_trivial >= m.performance) problems.add("materiality.clearly_trivial", "must be below performance materiality");
  if (input.uncorrected_misstatements && !m) problems.add("materiality", "needed to evaluate the uncorrected misstatements");
  problems.throwIfAny();

  const findings: string[] = [];
  if (input.listed_entity === false) na.add("kam_selection");
  if (input.eqr_required === false) na.add("engagement_quality_review");

  let evaluation: CompleteAuditResult["misstatement_evaluation"];
  if (m && input.uncorrected_misstatements) {
    const trivialCents = m.clearly_trivial === undefined ? 0 : toCents(m.clearly_trivial);
    const accumulated = input.uncorrected_misstatements.filter((x) => toCents(x.amount) >= trivialCents);
    const aggregate = sumMoney(accumulated.map((x) => x.amount));
    const conclusion = toCents(aggregate) >= toCents(m.overall) ? "material" : toCents(aggregate) >= toCents(m.performance) ? "reassess" : "not_material";
    evaluation = {
      accumulated: accumulated.map((x) => ({ description: x.description, amount: x.amount })),
      ignored_as_clearly_trivial: input.uncorrected_misstatements.length - accumulated.length,
      aggregate,
      conclusion,
    };
    done.add("misstatement_evaluation");
    findings.push(
      conclusion === "material"
        ? `Uncorrected misstatements of ${aggregate} reach overall materiality (${m.overall}): ask management to correct them, otherwise the opinion must be modified.`
        : conclusion === "reassess"
          ? `Uncorrected misstatements of ${aggregate} exceed performance materiality (${m.performance}): reassess whether more work is needed.`
          : `Uncorrected misstatements of ${aggregate} are below performance materiality.`,
    );
  }

  const checklist = itemIds.map((id) => {
    const status = done.has(id) ? ("done" as const) : na.has(id) ? ("not_applicable" as const) : ("open" as const);
    let note: string | undefined;
    if (id === "kam_selection" && status === "open" && input.listed_entity === undefined) note = "Not applicable if the entity is not listed (and KAMs are not otherwise required)";
    if (id === "engagement_quality_review" && status === "open" && input.eqr_required === undefined) note = "Not applicable if firm policy or regulation does not require one";
    if (id === "misstatement_evaluation" && evaluation) note = "Evaluated by this tool";
    return { id, ...ITEMS[id], status, ...(note ? { note } : {}) };
  });
  const gaps = checklist.filter((c) => c.status === "open").map((c) => c.id);

  let rating: RiskRating = gaps.length === 0 ? "low" : gaps.length <= 2 ? "medium" : "high";
  if (evaluation?.conclusion === "reassess") rating = worstRating(rating, "medium");
  if (evaluation?.conclusion === "material") rating = worstRating(rating, "high");
  if (done.has("opinion_formation") && gaps.length > 0) {
    rating = "critical";
    findings.push("The opinion is marked as formed while completion steps are still open; the report must not be dated before they are done.");
  }
  if (gaps.length > 0) findings.unshift(`${gaps.length} completion step(s) open: ${gaps.map((g) => `${ITEMS[g].title} (${ITEMS[g].standard})`).join("; ")}.`);
  else findings.unshift("All applicable completion steps are done.");

  return {
    findings,
    risk_rating: rating,
    checklist,
    gaps,
    ...(evaluation ? { misstatement_evaluation: evaluation } : {}),
    ready_to_sign: gaps.length === 0 && evaluation?.conclusion !== "material",
  };
}

export const completeAuditTool = defineTool({
  tool_type: "complete_audit",
  name: "Audit completion checklist",
  description:
    "Completion-stage checklist (subsequent events, going concern, representations, misstatement evaluation, final analytics, governance communications, key audit matters, opinion, quality review) with gaps, readiness to sign and the evaluation of uncorrected misstatements against materiality.",
  input: completeAuditInput,
  result: completeAuditResult,
  example: {
    tool_type: "complete_audit",
    jurisdiction: "GB",
    completed_items: ["subsequent_events", "going_concern", "final_analytical_review"],
    listed_entity: false,
    eqr_required: false,
    materiality: { overall: 400000, performance: 300000, clearly_trivial: 20000 },
    uncorrected_misstatements: [
      { description: "Accrual cut-off error", amount: 180000 },
      { description: "Prepayment misclassified", amount: 150000 },
      { description: "Rounding differences", amount: 4000 },
    ],
  },
  run: (input) => run(input),
});
