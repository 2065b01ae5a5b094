import { z } from "zod";
import type { RiskRating } from "@/lib/audit/tool";
import { ALTMAN, altmanModels, zoneFor } from "@/lib/audit/tools/going-concern/altman";
import { goingConcernIndicatorIds, goingConcernIndicators, type GoingConcernIndicatorId } from "@/lib/audit/tools/going-concern/indicators";
import { defineTool } from "@/lib/audit/tools/shared/define-tool";
import { InputProblems } from "@/lib/audit/tools/shared/errors";
import { roundHalfUp } from "@/lib/tools/money";
import { escalate } from "@/lib/tools/risk-rating";
import { signedMoney } from "@/lib/tools/figures";
import { resultBase } from "@/lib/audit/tools/shared/schemas";

const figure = (d: string) => signedMoney(d).optional();

export const goingConcernInput = z.strictObject({
  model: z
    .enum(altmanModels)
    .describe("z: original model for public manufacturers (market value of equity); z_prime: private firms; z_double_prime: non-manufacturers and emerging markets (no sales term)"),
  total_assets: figure("Total assets (must be positive)"),
  current_assets: figure("Current assets"),
  current_liabilities: figure("Current liabilities"),
  retained_earnings: figure("Retained earnings (negative for accumulated losses)"),
  ebit: figure("Earnings before interest and tax"),
  market_value_equity: figure("Market value of equity; needed by model z"),
  book_value_equity: figure("Book value of equity; needed by models z_prime and z_double_prime"),
  total_liabilities: figure("Total liabilities (must be positive)"),
  sales: figure("Sales / revenue; needed by models z and z_prime"),
  indicators: z
    .array(z.enum(goingConcernIndicatorIds))
    .optional()
    .describe(`ISA 570 events or conditions observed. Ids: ${goingConcernIndicatorIds.join(", ")}`),
  management_assessment_months: z
    .number()
    .int()
    .min(0)
    .max(120)
    .optional()
    .describe("Number of months covered by management's going-concern assessment"),
});
type GoingConcernInput = z.infer<typeof goingConcernInput>;

const triggered = z.strictObject({
  id: z.enum(goingConcernIndicatorIds),
  category: z.enum(["financial", "operating", "other"]),
  description: z.string(),
  source: z.enum(["input", "figures"]).describe("Supplied by the caller, or derived from the balance-sheet figures"),
});

export const goingConcernResult = z.object({
  ...resultBase,
  model: z.enum(altmanModels),
  model_label: z.string(),
  z_score: z.number().describe("Rounded to 4 decimals"),
  zone: z.enum(["safe", "grey", "distress"]),
  thresholds: z.object({ safe_above: z.number(), distress_below: z.number() }),
  ratios: z.object({
    x1_working_capital_to_assets: z.number(),
    x2_retained_earnings_to_assets: z.number(),
    x3_ebit_to_assets: z.number(),
    x4_equity_to_liabilities: z.number(),
    x5_sales_to_assets: z.number().optional(),
  }),
  triggered_indicators: z.array(triggered),
});
type GoingConcernResult = z.infer<typeof goingConcernResult>;

type FigureField = "total_assets" | "current_assets" | "current_liabilities" | "retained_earnings" | "ebit" | "market_value_equity" | "book_value_equity" | "total_liabilities" | "sales";

function run(input: GoingConcernInput): GoingConcernResult {
  const spec = ALTMAN[input.model];
  const needed: FigureField[] = ["total_assets", "current_assets", "current_liabilities", "retained_earnings", "ebit", spec.equity, "total_liabilities"];
  if (spec.coefficients[4] !== null) needed.push("sales");

  const problems = new InputProblems();
  for (const field of needed) {
    if (input[field] === undefined) problems.add(field, `model ${input.model} needs ${field.replaceAll("_", " ")}`);
  }
  problems.throwIfAny();
  const value = (f: FigureField): number => input[f] as number;

  const ta = value("total_assets");
  const tl = value("total_liabilities");
  if (ta <= 0) problems.add("total_assets", "must be positive (it divides every ratio)");
  if (tl <= 0) problems.add("total_liabilities", "must be positive (it divides the equity ratio)");
  if (value("current_assets") < 0) problems.add("current_assets", "cannot be negative");
  if (value("current_liabilities") < 0) problems.add("current_liabilities", "cannot be negative");
  if (value("current_assets") > ta) problems.add("current_assets", "cannot exceed total assets");
  if (value("current_liabilities") > tl && tl > 0) problems.add("current_liabilities", "cannot exceed total liabilities");
  if (spec.equity === "market_value_equity" && value("market_value_equity") < 0) problems.add("market_value_equity", "a market value cannot be negative");
  if (spec.coefficients[4] !== null && value("sales") < 0) problems.add("sales", "cannot be negative");
  problems.throwIfAny();

  const x = [
    (value("current_assets") - value("current_liabilities")) / ta,
    value("retained_earnings") / ta,
    value("ebit") / ta,
    value(spec.equity) / tl,
    spec.coefficients[4] === null ? 0 : value("sales") / ta,
  ];
  const raw = spec.coefficients.reduce<number>((sum, c, i) => sum + (c ?? 0) * x[i], 0);
  const zScore = roundHalfUp(raw, 4);
  // The zone is read from the reported (rounded) score so the two never disagree.
  const zone = zoneFor(input.model, zScore);

  const findings: string[] = [];
  findings.push(
    `${spec.label}: Z = ${zScore}, ${zone} zone (safe above ${spec.safe_above}, distress below ${spec.distress_below}).`,
  );
  const unused = spec.equity === "market_value_equity" ? "book_value_equity" : "market_value_equity";
  if (input[unused] !== undefined) findings.push(`${unused.replaceAll("_", " ")} was supplied but model ${input.model} does not use it.`);
  if (spec.coefficients[4] === null && input.sales !== undefined) findings.push(`Sales were supplied but model ${input.model} has no sales term.`);

  const indicators = new Map<GoingConcernIndicatorId, "input" | "figures">();
  for (const id of input.indicators ?? []) indicators.set(id, "input");
  if (value("current_assets") < value("current_liabilities") && !indicators.has("net_liability_position")) {
    indicators.set("net_liability_position", "figures");
    findings.push("Current liabilities exceed current assets (net current liability position).");
  }
  if (tl > ta && !indicators.has("net_liability_position")) {
    indicators.set("net_liability_position", "figures");
    findings.push("Total liabilities exceed total assets (net liability position).");
  }
  const triggeredIndicators = [...indicators].map(([id, source]) => ({ id, source, ...goingConcernIndicators[id] }));
  if (triggeredIndicators.length > 0) {
    findings.push(
      `${triggeredIndicators.length} ISA 570 event(s) or condition(s) present: evaluate management's plans and whether a material uncertainty exists.`,
    );
  }

  if (input.management_assessment_months !== undefined && input.management_assessment_months < 12) {
    findings.push(
      `Management's assessment covers ${input.management_assessment_months} months; ask management to extend it to at least twelve months (from the reporting date, or from the date of approval where ISA (UK) or ISA 570 (Revised 2024) applies).`,
    );
  }
  findings.push("The Z-score is an analytical indicator only; the ISA 570 conclusion rests on management's assessment, its plans and the evidence obtained.");

  const base: RiskRating = zone === "safe" ? "low" : zone === "grey" ? "medium" : "high";
  let rating = triggeredIndicators.length > 0 ? escalate(base) : base;
  if (indicators.has("intent_to_liquidate")) {
    rating = "critical";
    findings.push("Management intends to liquidate or cease trading: consider whether the going-concern basis of accounting is still appropriate.");
  }

  return {
    findings,
    risk_rating: rating,
    model: input.model,
    model_label: spec.label,
    z_score: zScore,
    zone,
    thresholds: { safe_above: spec.safe_above, distress_below: spec.distress_below },
    ratios: {
      x1_working_capital_to_assets: roundHalfUp(x[0], 4),
      x2_retained_earnings_to_assets: roundHalfUp(x[1], 4),
      x3_ebit_to_assets: roundHalfUp(x[2], 4),
      x4_equity_to_liabilities: roundHalfUp(x[3], 4),
      ...(spec.coefficients[4] === null ? {} : { x5_sales_to_assets: roundHalfUp(x[4], 4) }),
    },
    triggered_indicators: triggeredIndicators,
  };
}

export const goingConcernTool = defineTool({
  tool_type: "going_concern",
  name: "Going concern (ISA 570, Altman Z-score)",
  description:
    "Altman Z, Z' or Z'' score and zone from balance-sheet and income figures, combined with the ISA 570 events and conditions observed, to rate going-concern risk.",
  input: goingConcernInput,
  result: goingConcernResult,
  example: {
    tool_type: "going_concern",
    jurisdiction: "GB",
    model: "z_prime",
    total_assets: 5000000,
    current_assets: 1800000,
    current_liabilities: 2100000,
    retained_earnings: -400000,
    ebit: 150000,
    book_value_equity: 900000,
    total_liabilities: 4100000,
    sales: 6200000,
    indicators: ["loan_covenant_breach"],
  },
  run: (input) => run(input),
});
