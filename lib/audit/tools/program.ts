import { z } from "zod";
import type { RiskRating } from "@/lib/audit/tool";
import { ASSERTIONS, PROGRAM_AREAS, programAreaIds, type ProgramAreaId } from "@/lib/audit/tools/program/areas";
import { defineTool } from "@/lib/audit/tools/shared/define-tool";
import { InputProblems } from "@/lib/audit/tools/shared/errors";
import { worstRating } from "@/lib/tools/risk-rating";
import { resultBase } from "@/lib/audit/tools/shared/schemas";

const levels = ["lower", "moderate", "higher", "significant"] as const;
type Level = (typeof levels)[number];
const levelRank = (l: Level) => levels.indexOf(l);

const RESPONSE: Record<Level | "not_assessed", string> = {
  lower: "Substantive analytical procedures may give most of the evidence; smaller samples",
  moderate: "Combine substantive analytics with tests of details; moderate samples",
  higher: "Mainly tests of details with larger samples, at or near the period end",
  significant: "Procedures designed specifically for the risk, including tests of details; not analytics alone",
  not_assessed: "Tailor the extent once the risk of material misstatement is assessed",
};
const RATING: Record<Level, RiskRating> = { lower: "low", moderate: "medium", higher: "high", significant: "high" };

export const programInput = z.strictObject({
  areas: z
    .array(z.enum(programAreaIds))
    .min(1)
    .optional()
    .describe(`Areas to include (default: all). Ids: ${programAreaIds.join(", ")}`),
  risk_assessments: z
    .array(z.strictObject({ area: z.enum(programAreaIds), level: z.enum(levels).describe("Position on the ISA 315 inherent-risk spectrum") }))
    .default([])
    .describe("Assessed risk of material misstatement per area, to scale the response"),
  revenue_fraud_risk_rebutted: z
    .boolean()
    .default(false)
    .describe("The presumed fraud risk in revenue recognition has been rebutted (document why)"),
  first_year_audit: z.boolean().default(false).describe("Initial engagement: adds opening-balance procedures"),
  relies_on_it_controls: z.boolean().default(false).describe("The audit relies on automated controls or system reports: adds ITGC procedures"),
});
type ProgramInput = z.infer<typeof programInput>;

export const programResult = z.object({
  ...resultBase,
  assertion_framework: z.object({ transactions: z.array(z.string()), balances: z.array(z.string()) }),
  areas: z.array(
    z.object({
      area: z.enum(programAreaIds),
      title: z.string(),
      assertions: z.array(z.string()),
      procedures: z.array(z.string()),
      risk_level: z.enum([...levels, "not_assessed"]),
      presumed_significant: z.boolean().describe("ISA 240 presumption (revenue fraud risk unless rebutted; management override always)"),
      response: z.string(),
    }),
  ),
  additional_procedures: z.array(z.string()),
});
type ProgramResult = z.infer<typeof programResult>;

function run(input: ProgramInput): ProgramResult {
  const selected: ProgramAreaId[] = input.areas ? [...new Set(input.areas)] : [...programAreaIds];
  const problems = new InputProblems();
  const assessed = new Map<ProgramAreaId, Level>();
  input.risk_assessments.forEach((r, i) => {
    if (!selected.includes(r.area)) problems.add(`risk_assessments.${i}.area`, `${r.area} is not among the areas selected`);
    if (assessed.has(r.area)) problems.add(`risk_assessments.${i}.area`, `${r.area} is assessed twice`);
    if (r.area === "journal_entries" && r.level !== "significant") {
      problems.add(`risk_assessments.${i}.level`, "management override of controls is a significant risk in every audit and cannot be assessed lower");
    }
    assessed.set(r.area, r.level);
  });
  problems.throwIfAny();

  const findings: string[] = [];
  if (!selected.includes("journal_entries")) {
    selected.push("journal_entries");
    findings.push("Journal-entry testing was added: management override of controls is a significant risk in every audit.");
  }

  const areas = selected.map((id) => {
    const presumed = id === "journal_entries" || (id === "revenue_receivables" && !input.revenue_fraud_risk_rebutted);
    const given = assessed.get(id);
    let level: Level | "not_assessed" = given ?? "not_assessed";
    if (presumed && (given === undefined || levelRank(given) < levelRank("significant"))) {
      if (given !== undefined) findings.push(`${PROGRAM_AREAS[id].title}: assessed as ${given}, raised to significant because the ISA 240 presumption has not been rebutted.`);
      level = "significant";
    }
    return {
      area: id,
      title: PROGRAM_AREAS[id].title,
      assertions: PROGRAM_AREAS[id].assertions,
      procedures: PROGRAM_AREAS[id].procedures,
      risk_level: level,
      presumed_significant: presumed,
      response: RESPONSE[level],
    };
  });

  if (input.revenue_fraud_risk_rebutted) findings.push("The revenue fraud-risk presumption is rebutted: document the reasons in the audit file.");
  const additional: string[] = [];
  if (input.first_year_audit) {
    additional.push("Opening balances (ISA 510): check they contain no misstatement that materially affects this period, that accounting policies were applied consistently, and review the predecessor auditor's working papers where possible.");
  }
  if (input.relies_on_it_controls) {
    additional.push("IT general controls (ISA 315): identify the IT applications in scope and test access, change management and operations controls before relying on automated controls or system reports.");
  }
  additional.push("Stand-back: check that every material class of transactions, balance and disclosure has substantive procedures, even where no risk was identified.");

  const unassessed = areas.filter((a) => a.risk_level === "not_assessed");
  if (unassessed.length > 0) findings.push(`${unassessed.length} area(s) have no risk assessment yet: ${unassessed.map((a) => a.title).join(", ")}.`);

  // Presumed risks exist in every audit, so the rating reflects only what the caller actually assessed.
  const supplied = [...assessed.values()];
  let rating: RiskRating = supplied.length === 0 ? "medium" : worstRating(...supplied.map((l) => RATING[l]));
  const significantAssessed = [...assessed].filter(([area, l]) => l === "significant" && area !== "journal_entries").length;
  if (significantAssessed >= 3) rating = "critical";
  findings.unshift(`Audit programme: ${areas.length} areas.`);

  return {
    findings,
    risk_rating: rating,
    assertion_framework: { transactions: [...ASSERTIONS.transactions], balances: [...ASSERTIONS.balances] },
    areas,
    additional_procedures: additional,
  };
}

export const programTool = defineTool({
  tool_type: "program",
  name: "Audit programme by area and assertion (ISA 315 / 330 / 240)",
  description:
    "Builds an audit programme: areas with their primary assertions and key procedures, the ISA 240 presumed significant risks, and the response scaled to the assessed risk of each area.",
  input: programInput,
  result: programResult,
  example: {
    tool_type: "program",
    jurisdiction: "GB",
    areas: ["revenue_receivables", "inventory", "cash_bank", "journal_entries"],
    risk_assessments: [
      { area: "inventory", level: "higher" },
      { area: "cash_bank", level: "lower" },
    ],
    first_year_audit: true,
  },
  run: (input) => run(input),
});
