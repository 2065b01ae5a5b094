import { z } from "zod";
import type { RiskRating } from "@/lib/audit/tool";
import { defineTool } from "@/lib/audit/tools/shared/define-tool";
import { InputProblems } from "@/lib/audit/tools/shared/errors";
import { roundHalfUp } from "@/lib/tools/money";
import { nonEmptyText, nonNegativeFigure, positiveFigure } from "@/lib/tools/figures";
import { defaultAppliedSchema, resultBase, type DefaultApplied } from "@/lib/audit/tools/shared/schemas";

const dimensions = ["economy", "efficiency", "effectiveness"] as const;
type Dimension = (typeof dimensions)[number];
const ragRatings = ["green", "amber", "red"] as const;
type Rag = (typeof ragRatings)[number];

// Practice traffic-light bands on achievement of target; ISSAI 300 sets no scoring scale.
const BANDS = { green_from_pct: 95, amber_from_pct: 80 };

const DIMENSION_MEANING: Record<Dimension, string> = {
  economy: "minimising the cost of resources of the right quality, in time",
  efficiency: "getting the most output from the resources used",
  effectiveness: "achieving the objectives and intended results",
};

export const performanceAuditInput = z.strictObject({
  indicators: z
    .array(
      z.strictObject({
        name: nonEmptyText("Indicator, e.g. cost per unit or beneficiaries reached"),
        dimension: z.enum(dimensions).describe("economy, efficiency or effectiveness (ISSAI 300)"),
        target: positiveFigure("Target or benchmark value (positive)"),
        actual: nonNegativeFigure("Actual value"),
        higher_is_better: z.boolean().describe("true for outputs and outcomes, false for costs and times"),
        unit: z.string().optional().describe("Unit of measure, for the report"),
      }),
    )
    .min(1)
    .describe("Indicators with target and actual values"),
  green_from_pct: z.number().gt(0).max(1000).optional().describe("Achievement (% of target) from which an indicator is green; default 95"),
  amber_from_pct: z.number().gt(0).max(1000).optional().describe("Achievement (% of target) from which an indicator is amber; default 80"),
});
type PerformanceInput = z.infer<typeof performanceAuditInput>;

const dimensionResult = z.strictObject({
  dimension: z.enum(dimensions),
  indicators: z.number(),
  average_achievement_pct: z.number().nullable(),
  rating: z.enum([...ragRatings, "not_assessed"]),
  red_indicators: z.number(),
});

export const performanceAuditResult = z.object({
  ...resultBase,
  indicators: z.array(
    z.object({
      name: z.string(),
      dimension: z.enum(dimensions),
      target: z.number(),
      actual: z.number(),
      unit: z.string().optional(),
      variance: z.number().describe("actual − target"),
      variance_pct: z.number().describe("(actual − target) ÷ target, in percent"),
      favourable: z.boolean(),
      achievement_pct: z.number().describe("100 plus the favourable variance %, floored at 0"),
      rating: z.enum(ragRatings),
    }),
  ),
  dimensions: z.array(dimensionResult),
  overall_rating: z.enum(ragRatings),
  defaults_applied: z.array(defaultAppliedSchema),
});
type PerformanceResult = z.infer<typeof performanceAuditResult>;

const rank = (r: Rag) => ragRatings.indexOf(r);

function run(input: PerformanceInput): PerformanceResult {
  const green = input.green_from_pct ?? BANDS.green_from_pct;
  const amber = input.amber_from_pct ?? BANDS.amber_from_pct;
  const problems = new InputProblems();
  if (amber >= green) problems.add("amber_from_pct", "must be below green_from_pct");
  problems.throwIfAny();

  const defaults: DefaultApplied[] = [];
  if (input.green_from_pct === undefined) defaults.push({ name: "green_from_pct", value: BANDS.green_from_pct, basis: "Practice traffic-light band; ISSAI 300 sets no scale" });
  if (input.amber_from_pct === undefined) defaults.push({ name: "amber_from_pct", value: BANDS.amber_from_pct, basis: "Practice traffic-light band; ISSAI 300 sets no scale" });

  const indicators = input.indicators.map((i) => {
    const ratio = i.actual / i.target;
    // Symmetric in both directions: 10% better than target scores 110 whether "better" means more or less.
    const achievement = roundHalfUp(Math.max(0, i.higher_is_better ? ratio * 100 : (2 - ratio) * 100), 2);
    const rating: Rag = achievement >= green ? "green" : achievement >= amber ? "amber" : "red";
    return {
      name: i.name,
      dimension: i.dimension,
      target: i.target,
      actual: i.actual,
      ...(i.unit ? { unit: i.unit } : {}),
      variance: roundHalfUp(i.actual - i.target, 4),
      variance_pct: roundHalfUp((ratio - 1) * 100, 2),
      favourable: i.higher_is_better ? i.actual >= i.target : i.actual <= i.target,
      achievement_pct: achievement,
      rating,
    };
  });

  const findings: string[] = [];
  const dims = dimensions.map((dimension) => {
    const list = indicators.filter((i) => i.dimension === dimension);
    if (list.length === 0) {
      findings.push(`No ${dimension} indicator (${DIMENSION_MEANING[dimension]}): that dimension is not assessed.`);
      return { dimension, indicators: 0, average_achievement_pct: null, rating: "not_assessed" as const, red_indicators: 0 };
    }
    const worst = list.reduce<Rag>((w, i) => (rank(i.rating) > rank(w) ? i.rating : w), "green");
    const average = roundHalfUp(list.reduce((s, i) => s + i.achievement_pct, 0) / list.length, 2);
    const red = list.filter((i) => i.rating === "red");
    if (red.length > 0) findings.push(`${dimension}: below ${amber}% of target on ${red.map((i) => i.name).join(", ")}.`);
    return { dimension, indicators: list.length, average_achievement_pct: average, rating: worst, red_indicators: red.length };
  });

  const assessed = dims.filter((d) => d.rating !== "not_assessed") as (typeof dims[number] & { rating: Rag })[];
  const overall = assessed.reduce<Rag>((w, d) => (rank(d.rating) > rank(w) ? d.rating : w), "green");
  findings.unshift(`Overall ${overall} (the worst of the dimensions assessed; bands: green from ${green}%, amber from ${amber}% of target).`);

  const rating: RiskRating =
    assessed.length === dimensions.length && assessed.every((d) => d.rating === "red")
      ? "critical"
      : overall === "red"
        ? "high"
        : overall === "amber"
          ? "medium"
          : "low";

  return { findings, risk_rating: rating, indicators, dimensions: dims, overall_rating: overall, defaults_applied: defaults };
}

export const performanceAuditTool = defineTool({
  tool_type: "performance_audit",
  name: "Performance audit (ISSAI 300, economy / efficiency / effectiveness)",
  description:
    "Scores indicators against targets, rates each green, amber or red, and rolls them up by economy, efficiency and effectiveness.",
  input: performanceAuditInput,
  result: performanceAuditResult,
  example: {
    tool_type: "performance_audit",
    jurisdiction: "IN",
    indicators: [
      { name: "Cost per road km (INR lakh)", dimension: "economy", target: 120, actual: 131, higher_is_better: false },
      { name: "Applications processed per officer", dimension: "efficiency", target: 400, actual: 388, higher_is_better: true },
      { name: "Villages connected", dimension: "effectiveness", target: 250, actual: 180, higher_is_better: true },
    ],
  },
  run: (input) => run(input),
});
