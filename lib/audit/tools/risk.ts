import { z } from "zod";
import type { RiskRating } from "@/lib/audit/tool";
import { defineTool } from "@/lib/audit/tools/shared/define-tool";
import { InputProblems } from "@/lib/audit/tools/shared/errors";
import { roundHalfUp } from "@/lib/tools/money";
import { worstRating } from "@/lib/tools/risk-rating";
import { defaultAppliedSchema, resultBase, type DefaultApplied } from "@/lib/audit/tools/shared/schemas";

const levels = ["low", "moderate", "high"] as const;
type Level = (typeof levels)[number];
const rmmLevels = ["low", "low_moderate", "moderate", "moderate_high", "high"] as const;
type RmmLevel = (typeof rmmLevels)[number];
const spectrumPositions = ["lower", "moderate", "higher", "significant"] as const;
type SpectrumPosition = (typeof spectrumPositions)[number];

/** Qualitative risk-of-material-misstatement matrix (inherent risk rows × control risk columns). */
const RMM_MATRIX: Record<Level, Record<Level, RmmLevel>> = {
  low: { low: "low", moderate: "low_moderate", high: "moderate" },
  moderate: { low: "low_moderate", moderate: "moderate", high: "moderate_high" },
  high: { low: "moderate", moderate: "moderate_high", high: "high" },
};

// Neither ISA 315 nor the audit risk model fixes where "low" ends and "high" begins; equal thirds of the
// 0–100 scale is the tool's neutral default and callers can move the cut-offs.
const DEFAULT_BANDS = { moderate_from: 33.33, high_from: 66.67 };

const riskPct = (d: string) => z.number().gt(0).max(100).describe(d);
const score = (d: string) => z.number().int().min(1).max(5).describe(d);

export const riskInput = z.strictObject({
  audit_risk: z
    .number()
    .gt(0)
    .lt(100)
    .default(5)
    .describe("Acceptable audit risk in percent (5 means 5%). Default 5"),
  areas: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1).describe("Account, class of transactions or assertion being assessed"),
        inherent_risk: riskPct("Inherent risk in percent (100 = maximum)"),
        control_risk: riskPct("Control risk in percent; 100 when controls are not tested or not relied on"),
        controls_tested: z
          .boolean()
          .optional()
          .describe("Whether the operating effectiveness of controls will be tested; false requires control_risk 100"),
        likelihood: score("ISA 315 spectrum: likelihood of a misstatement, 1 (remote) to 5 (almost certain)").optional(),
        magnitude: score("ISA 315 spectrum: magnitude of a possible misstatement, 1 (trivial) to 5 (severe)").optional(),
        significant_risk: z
          .boolean()
          .optional()
          .describe("Flag a significant risk (e.g. fraud risk or management override); it overrides the spectrum score"),
      }),
    )
    .min(1)
    .describe("Areas to assess"),
  level_bands: z
    .strictObject({
      moderate_from: z.number().gt(0).lt(100).describe("Risk percentages at or above this are moderate"),
      high_from: z.number().gt(0).max(100).describe("Risk percentages at or above this are high"),
    })
    .optional()
    .describe("Cut-offs that turn IR and CR percentages into low/moderate/high. Default: equal thirds (33.33 / 66.67)"),
});
type RiskInput = z.infer<typeof riskInput>;

const areaResult = z.strictObject({
  name: z.string(),
  inherent_risk: z.number(),
  control_risk: z.number(),
  risk_of_material_misstatement: z.number().describe("IR × CR in percent"),
  detection_risk: z.number().describe("AR ÷ (IR × CR) in percent, capped at 100"),
  detection_risk_capped: z.boolean(),
  inherent_level: z.enum(levels),
  control_level: z.enum(levels),
  rmm_level: z.enum(rmmLevels),
  spectrum: z
    .strictObject({ score: z.number(), position: z.enum(spectrumPositions) })
    .optional()
    .describe("Likelihood × magnitude (1–25) when both were given"),
  significant_risk: z.boolean(),
  substantive_response: z.strictObject({ nature: z.string(), extent: z.string(), timing: z.string() }),
  risk_rating: z.enum(["low", "medium", "high", "critical"]),
});
type AreaResult = z.infer<typeof areaResult>;

export const riskResult = z.object({
  ...resultBase,
  audit_risk: z.number(),
  areas: z.array(areaResult),
  defaults_applied: z.array(defaultAppliedSchema),
});
type RiskResult = z.infer<typeof riskResult>;

/** Practice bands for a 1–25 likelihood × magnitude score (firms design their own scale). */
function spectrumPosition(value: number): SpectrumPosition {
  if (value >= 16) return "significant";
  if (value >= 10) return "higher";
  if (value >= 5) return "moderate";
  return "lower";
}

function response(rmm: RmmLevel, significant: boolean): AreaResult["substantive_response"] {
  if (significant) {
    return {
      nature: "Procedures designed specifically for this risk, including tests of details; substantive analytics alone do not give enough evidence for a significant risk",
      extent: "Large samples or full coverage of the population, with unpredictable elements",
      timing: "At or near the period end",
    };
  }
  if (rmm === "high" || rmm === "moderate_high") {
    return {
      nature: "Mainly tests of details, favouring external evidence such as confirmations",
      extent: "Large samples",
      timing: "At or near the period end",
    };
  }
  if (rmm === "moderate") {
    return {
      nature: "A combination of substantive analytical procedures and tests of details",
      extent: "Moderate samples",
      timing: "Interim testing with a roll-forward to the period end is possible",
    };
  }
  return {
    nature: "Substantive analytical procedures can provide most of the evidence, with limited tests of details",
    extent: "Smaller samples",
    timing: "Interim testing with a roll-forward to the period end is acceptable",
  };
}

function run(input: RiskInput): RiskResult {
  const bands = input.level_bands ?? DEFAULT_BANDS;
  const problems = new InputProblems();
  if (input.level_bands && input.level_bands.moderate_from >= input.level_bands.high_from) {
    problems.add("level_bands.high_from", "must be above moderate_from");
  }
  input.areas.forEach((area, i) => {
    if (area.controls_tested === false && area.control_risk < 100) {
      problems.add(`areas.${i}.control_risk`, "control risk must be 100 when controls are not tested or relied on");
    }
    if ((area.likelihood === undefined) !== (area.magnitude === undefined)) {
      problems.add(`areas.${i}.${area.likelihood === undefined ? "likelihood" : "magnitude"}`, "likelihood and magnitude must be given together");
    }
  });
  problems.throwIfAny();

  const level = (pct: number): Level => (pct >= bands.high_from ? "high" : pct >= bands.moderate_from ? "moderate" : "low");
  const findings: string[] = [];

  const areas = input.areas.map((area): AreaResult => {
    const ar = input.audit_risk / 100;
    const rmm = (area.inherent_risk / 100) * (area.control_risk / 100);
    const rawDr = (ar / rmm) * 100;
    const capped = rawDr >= 100;
    const inherentLevel = level(area.inherent_risk);
    const controlLevel = level(area.control_risk);
    const rmmLevel = RMM_MATRIX[inherentLevel][controlLevel];
    const spectrum =
      area.likelihood !== undefined && area.magnitude !== undefined
        ? { score: area.likelihood * area.magnitude, position: spectrumPosition(area.likelihood * area.magnitude) }
        : undefined;
    const significant = area.significant_risk ?? spectrum?.position === "significant";

    let rating: RiskRating = rmmLevel === "high" || rmmLevel === "moderate_high" ? "high" : rmmLevel === "moderate" ? "medium" : "low";
    if (significant) rating = rmmLevel === "high" ? "critical" : worstRating(rating, "high");

    const dr = capped ? 100 : roundHalfUp(rawDr, 2);
    if (capped) {
      findings.push(
        `${area.name}: the assessed risk of material misstatement is at or below the acceptable audit risk, so detection risk is capped at 100%; substantive procedures are still needed for each material class, balance and disclosure.`,
      );
    } else {
      findings.push(`${area.name}: planned detection risk ${dr}% (audit risk ${input.audit_risk}% ÷ RMM ${roundHalfUp(rmm * 100, 2)}%).`);
    }
    if (significant) findings.push(`${area.name}: treated as a significant risk; respond with tests of details, not analytics alone.`);

    return {
      name: area.name,
      inherent_risk: area.inherent_risk,
      control_risk: area.control_risk,
      risk_of_material_misstatement: roundHalfUp(rmm * 100, 2),
      detection_risk: dr,
      detection_risk_capped: capped,
      inherent_level: inherentLevel,
      control_level: controlLevel,
      rmm_level: rmmLevel,
      ...(spectrum ? { spectrum } : {}),
      significant_risk: significant,
      substantive_response: response(rmmLevel, significant),
      risk_rating: rating,
    };
  });

  const names = input.areas.map((a) => a.name.toLowerCase()).join(" | ");
  if (!/revenue|sales/.test(names)) {
    findings.push("No revenue area was assessed: ISA 240 presumes a (rebuttable) fraud risk in revenue recognition; assess it or document the rebuttal.");
  }
  if (!/override|journal/.test(names)) {
    findings.push("No management-override area was assessed: ISA 240 treats management override of controls as a significant risk in every audit (journal entries, estimates, unusual transactions).");
  }

  const defaults: DefaultApplied[] = [];
  if (!input.level_bands) {
    defaults.push(
      { name: "level_bands.moderate_from", value: DEFAULT_BANDS.moderate_from, basis: "Tool convention (equal thirds); ISA 315 does not fix a scale" },
      { name: "level_bands.high_from", value: DEFAULT_BANDS.high_from, basis: "Tool convention (equal thirds); ISA 315 does not fix a scale" },
    );
  }
  if (areas.some((a) => a.spectrum)) {
    defaults.push({
      name: "spectrum significant_from",
      value: 16,
      basis: "Practice bands on likelihood × magnitude: 1–4 lower, 5–9 moderate, 10–15 higher, 16 and above significant; ISA 315 leaves the scale to the firm",
    });
  }

  return {
    findings,
    // Folded, not spread: an argument list of a few hundred thousand areas overflows the call stack.
    risk_rating: areas.reduce<RiskRating>((worst, a) => worstRating(worst, a.risk_rating), "low"),
    audit_risk: input.audit_risk,
    areas,
    defaults_applied: defaults,
  };
}

export const riskTool = defineTool({
  tool_type: "risk",
  name: "Audit risk model (ISA 315 / ISA 330)",
  description:
    "Planned detection risk per area from acceptable audit risk, inherent risk and control risk (DR = AR ÷ (IR × CR)), with the qualitative risk-of-material-misstatement level and the nature, extent and timing of the substantive response.",
  input: riskInput,
  result: riskResult,
  example: {
    tool_type: "risk",
    jurisdiction: "IN",
    audit_risk: 5,
    areas: [
      { name: "Revenue recognition", inherent_risk: 80, control_risk: 50, likelihood: 4, magnitude: 4 },
      { name: "Cash and bank", inherent_risk: 30, control_risk: 40 },
      { name: "Management override of controls", inherent_risk: 70, control_risk: 100, controls_tested: false, significant_risk: true },
    ],
  },
  run: (input) => run(input),
});
