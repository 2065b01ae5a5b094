import type { z } from "zod";
import type { ToolDefinition } from "@/lib/tools/definition";
import type { RiskRating } from "@/lib/tools/risk-rating";

/** Fields every audit request has besides the tool's own (validated by the endpoint, not by the tool). */
export const auditCommonFields = ["tool_type", "jurisdiction"] as const;

export { riskRatings, type RiskRating } from "@/lib/tools/risk-rating";

/** Every audit result carries these besides its tool-specific fields. */
export interface AuditResultBase {
  findings: string[];
  risk_rating: RiskRating;
}

/**
 * One deterministic audit tool. `input` validates the tool-specific fields (it never sees `tool_type` or
 * `jurisdiction`, which the endpoint validates); `run` is a pure function of the parsed input and the
 * jurisdiction: no clock, no randomness, no I/O, no model.
 */
export interface AuditTool<I extends z.ZodType = z.ZodType, R extends AuditResultBase = AuditResultBase> extends ToolDefinition<I, R> {
  run(input: z.infer<I>, jurisdiction: string): R;
}

/**
 * A tool raises this for inputs that pass the schema but are inconsistent (e.g. a fallback benchmark that is
 * also unsuitable); the endpoint answers 400 with these per-field errors instead of guessing a figure.
 */
export { ToolInputError as AuditInputError } from "@/lib/tools/input-error";
