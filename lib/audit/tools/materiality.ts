import { z } from "zod";
import { defineTool } from "@/lib/audit/tools/shared/define-tool";
import { fail, InputProblems } from "@/lib/audit/tools/shared/errors";
import { percentOf, roundMoney } from "@/lib/tools/money";
import { signedMoney } from "@/lib/tools/figures";
import { defaultAppliedSchema, resultBase, type DefaultApplied } from "@/lib/audit/tools/shared/schemas";
import type { RiskRating } from "@/lib/audit/tool";
import { worstRating } from "@/lib/tools/risk-rating";

export const materialityBenchmarks = [
  "profit_before_tax",
  "revenue",
  "gross_profit",
  "total_assets",
  "equity",
  "total_expenses",
] as const;
type Benchmark = (typeof materialityBenchmarks)[number];

/**
 * Practice defaults and ranges (% of the benchmark). ISA 320 leaves the percentage to judgement; these are the
 * conventions of the audit-reference table, returned as defaults, never as requirements.
 */
const BENCHMARK_PRACTICE: Record<Benchmark, { default: number; min: number; max: number; label: string }> = {
  profit_before_tax: { default: 5, min: 5, max: 10, label: "profit before tax" },
  revenue: { default: 1, min: 0.5, max: 2, label: "revenue" },
  gross_profit: { default: 1, min: 0.5, max: 1, label: "gross profit" },
  total_assets: { default: 1, min: 1, max: 2, label: "total assets" },
  equity: { default: 2, min: 2, max: 5, label: "equity (net assets)" },
  total_expenses: { default: 1, min: 0.5, max: 2, label: "total expenses" },
};
const PM_PRACTICE = { default: 75, min: 50, max: 75 };
const CT_PRACTICE = { default: 5, min: 3, max: 5 };

const benchmarkEnum = z.enum(materialityBenchmarks).describe("Benchmark the percentage is applied to");
const pct = (d: string) => z.number().gt(0).max(100).describe(d);

export const materialityInput = z.strictObject({
  benchmark: benchmarkEnum,
  amount: signedMoney("Benchmark amount for the period; profit before tax may be negative (a loss)"),
  percentage: pct(
    "Percentage of the benchmark for overall materiality (5 means 5%). Default: the practice default for the benchmark",
  ).optional(),
  performance_materiality_pct: pct(
    "Performance materiality as % of overall materiality. Practice range 50–75: lower for first-year audits, weak controls or a history of misstatements. Default 75",
  ).optional(),
  clearly_trivial_pct: pct("Clearly trivial threshold as % of overall materiality. Practice range 3–5. Default 5").optional(),
  fallback: z
    .strictObject({
      benchmark: benchmarkEnum,
      amount: signedMoney("Amount of the fallback benchmark"),
      percentage: pct("Percentage for the fallback benchmark; default: its practice default").optional(),
    })
    .optional()
    .describe("Benchmark to use when the first one is unsuitable (a loss, break-even profit, or a non-positive amount)"),
  pbt_suitability: z
    .strictObject({
      volatile: z.boolean().optional().describe("Profit before tax is volatile year on year, so it is not a stable base"),
      revenue: signedMoney("Revenue for the same period, needed for the near-break-even test").optional(),
      min_pct_of_revenue: pct(
        "Profit before tax below this % of revenue is treated as near break-even. No default: the standard gives none",
      ).optional(),
    })
    .optional()
    .describe("Optional tests that make a positive profit before tax unsuitable as a benchmark"),
});
type MaterialityInput = z.infer<typeof materialityInput>;

const range = z.strictObject({ min: z.number(), max: z.number() });
export const materialityResult = z.object({
  ...resultBase,
  overall_materiality: z.number(),
  performance_materiality: z.number(),
  clearly_trivial_threshold: z.number(),
  benchmark_used: z.enum(materialityBenchmarks),
  benchmark_amount: z.number(),
  percentage_used: z.number(),
  percentage_range: range.describe("Practice range of percentages for the benchmark used"),
  materiality_range: range.describe("Overall materiality at the ends of the practice range"),
  performance_materiality_pct: z.number(),
  clearly_trivial_pct: z.number(),
  defaults_applied: z.array(defaultAppliedSchema),
});
type MaterialityResult = z.infer<typeof materialityResult>;

/** Why a benchmark cannot carry materiality, or null when it can. */
function unsuitability(benchmark: Benchmark, amount: number, input: MaterialityInput, forFallback: boolean): string | null {
  const label = BENCHMARK_PRACTICE[benchmark].label;
  if (amount <= 0) {
    return benchmark === "profit_before_tax"
      ? `profit before tax is ${amount < 0 ? "a loss" : "nil"} (${amount})`
      : `${label} is not positive (${amount})`;
  }
  if (benchmark !== "profit_before_tax" || forFallback) return null;
  const test = input.pbt_suitability;
  if (test?.volatile) return "profit before tax is volatile";
  if (test?.min_pct_of_revenue !== undefined && test.revenue !== undefined && test.revenue > 0) {
    const floor = (test.revenue * test.min_pct_of_revenue) / 100;
    if (amount < floor) {
      return `profit before tax is near break-even (${percentOf(amount, test.revenue, 4)}% of revenue, below ${test.min_pct_of_revenue}%)`;
    }
  }
  return null;
}

function run(input: MaterialityInput): MaterialityResult {
  const problems = new InputProblems();
  const test = input.pbt_suitability;
  if (test?.min_pct_of_revenue !== undefined && test.revenue === undefined) {
    problems.add("pbt_suitability.revenue", "the near-break-even test needs revenue for the same period");
  }
  if (test?.revenue !== undefined && test.revenue <= 0 && test.min_pct_of_revenue !== undefined) {
    problems.add("pbt_suitability.revenue", "revenue must be positive for the near-break-even test");
  }
  problems.throwIfAny();

  const findings: string[] = [];
  const defaults: DefaultApplied[] = [];
  let benchmark: Benchmark = input.benchmark;
  let amount = input.amount;
  let chosenPct = input.percentage;
  let switched = false;

  const problem = unsuitability(input.benchmark, input.amount, input, false);
  if (problem) {
    if (!input.fallback) {
      fail("fallback", `the ${BENCHMARK_PRACTICE[input.benchmark].label} benchmark is unsuitable (${problem}); supply a fallback benchmark`);
    }
    if (input.fallback.benchmark === input.benchmark) {
      fail("fallback.benchmark", "the fallback must be a different benchmark from the unsuitable one");
    }
    const fallbackProblem = unsuitability(input.fallback.benchmark, input.fallback.amount, input, true);
    if (fallbackProblem) fail("fallback.amount", `the fallback benchmark is also unsuitable (${fallbackProblem})`);
    findings.push(
      `Benchmark switched: ${problem}, so ${BENCHMARK_PRACTICE[input.benchmark].label} is not a suitable base; ` +
        `materiality is set on ${BENCHMARK_PRACTICE[input.fallback.benchmark].label} instead.`,
    );
    if (input.percentage !== undefined) {
      findings.push(`The ${input.percentage}% given for ${BENCHMARK_PRACTICE[input.benchmark].label} does not carry over to the fallback; set fallback.percentage to choose its percentage.`);
    }
    benchmark = input.fallback.benchmark;
    amount = input.fallback.amount;
    chosenPct = input.fallback.percentage;
    switched = true;
  } else if (input.fallback) {
    findings.push("The first benchmark is suitable, so the fallback benchmark was not used.");
  }

  const practice = BENCHMARK_PRACTICE[benchmark];
  const percentage = chosenPct ?? practice.default;
  if (chosenPct === undefined) {
    defaults.push({
      name: switched ? "fallback.percentage" : "percentage",
      value: practice.default,
      range: { min: practice.min, max: practice.max },
      basis: `Practice convention for ${practice.label}; ISA 320 leaves the percentage to professional judgement`,
    });
  } else if (percentage < practice.min || percentage > practice.max) {
    findings.push(
      `${percentage}% of ${practice.label} is outside the usual practice range of ${practice.min}–${practice.max}%; document the judgement behind it.`,
    );
  }

  const pmPct = input.performance_materiality_pct ?? PM_PRACTICE.default;
  if (input.performance_materiality_pct === undefined) {
    defaults.push({
      name: "performance_materiality_pct",
      value: PM_PRACTICE.default,
      range: { min: PM_PRACTICE.min, max: PM_PRACTICE.max },
      basis: "Practice convention: ISA 320 requires performance materiality below overall materiality but sets no percentage; use the lower end for higher-risk engagements",
    });
  } else if (pmPct > PM_PRACTICE.max) {
    findings.push(`Performance materiality at ${pmPct}% of overall materiality is above the usual 50–75% range and leaves little margin for undetected misstatements.`);
  } else if (pmPct < PM_PRACTICE.min) {
    findings.push(`Performance materiality at ${pmPct}% of overall materiality is below the usual 50–75% range, which increases the extent of testing.`);
  }

  const ctPct = input.clearly_trivial_pct ?? CT_PRACTICE.default;
  if (input.clearly_trivial_pct === undefined) {
    defaults.push({
      name: "clearly_trivial_pct",
      value: CT_PRACTICE.default,
      range: { min: CT_PRACTICE.min, max: CT_PRACTICE.max },
      basis: "Practice convention: ISA 450 only requires the threshold to be of a wholly smaller order than materiality",
    });
  } else if (ctPct > CT_PRACTICE.max) {
    findings.push(`A clearly trivial threshold of ${ctPct}% of overall materiality is above the usual 3–5% range; ISA 450 expects a wholly smaller order of magnitude than materiality.`);
  }

  const overall = roundMoney((amount * percentage) / 100);
  const performance = roundMoney((overall * pmPct) / 100);
  const trivial = roundMoney((overall * ctPct) / 100);
  if (overall === 0) fail(switched ? "fallback.amount" : "amount", "the benchmark is too small: materiality rounds to zero");
  if (trivial >= performance) {
    fail("clearly_trivial_pct", "the clearly trivial threshold must be below performance materiality");
  }

  findings.push(
    `Overall materiality ${overall} (${percentage}% of ${practice.label} ${amount}); performance materiality ${performance}; misstatements below ${trivial} are clearly trivial and need not be accumulated.`,
  );
  findings.push("Consider lower specific materiality for sensitive balances or disclosures (for example related-party transactions or directors' remuneration), and revise materiality if new information emerges during the audit.");

  // The reference's practice mapping of the performance-materiality percentage chosen to engagement risk.
  let rating: RiskRating = pmPct >= 75 ? "low" : pmPct >= 60 ? "medium" : "high";
  if (switched) rating = worstRating(rating, "medium");

  return {
    findings,
    risk_rating: rating,
    overall_materiality: overall,
    performance_materiality: performance,
    clearly_trivial_threshold: trivial,
    benchmark_used: benchmark,
    benchmark_amount: amount,
    percentage_used: percentage,
    percentage_range: { min: practice.min, max: practice.max },
    materiality_range: {
      min: roundMoney((amount * practice.min) / 100),
      max: roundMoney((amount * practice.max) / 100),
    },
    performance_materiality_pct: pmPct,
    clearly_trivial_pct: ctPct,
    defaults_applied: defaults,
  };
}

export const materialityTool = defineTool({
  tool_type: "materiality",
  name: "Materiality (ISA 320 / ISA 450)",
  description:
    "Overall materiality, performance materiality and the clearly trivial threshold from a benchmark, with the practice range for the benchmark and a fallback when profit before tax is a loss or near break-even.",
  input: materialityInput,
  result: materialityResult,
  example: {
    tool_type: "materiality",
    jurisdiction: "GB",
    benchmark: "profit_before_tax",
    amount: -250000,
    fallback: { benchmark: "revenue", amount: 12500000 },
    performance_materiality_pct: 60,
  },
  run: (input) => run(input),
});
