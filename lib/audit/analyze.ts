import "server-only";
import type { z } from "zod";
import { ApiError, validationError } from "@/lib/http/problem";
import { DISCLAIMER } from "@/lib/legal/disclaimer";
import { sandboxWarning } from "@/lib/answers/warnings";
import type { HandlerContext, HandlerResult } from "@/lib/pipeline/types";
import { getAuditTool } from "./catalog";
import { toolFields } from "@/lib/tools/tool-fields";
import { DateOutOfRange } from "@/lib/tools/dates";
import { dateOutOfRangeError } from "@/lib/tools/input-error";
import { AuditInputError, auditCommonFields } from "./tool";
import type { auditAnalyzeBaseSchema } from "./operations";

type AuditRequest = z.infer<typeof auditAnalyzeBaseSchema>;

/**
 * POST /v1/audit/analyze: validates the tool's own fields, runs the pure tool, never calls a model and never
 * charges (the operation costs 0). Inconsistent inputs get 400 with per-field errors, never a guessed figure.
 */
export async function analyzeAudit(ctx: HandlerContext<AuditRequest, unknown>): Promise<HandlerResult> {
  const tool = getAuditTool(ctx.body.tool_type)!;
  const fields = toolFields(ctx.body, auditCommonFields);
  const parsed = tool.input.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error, "", { schema: tool.input, input: fields });
  let result: unknown;
  try {
    result = tool.run(parsed.data, ctx.body.jurisdiction);
  } catch (err) {
    if (err instanceof AuditInputError) {
      throw new ApiError("invalid_request", `The ${tool.tool_type} inputs are inconsistent: ${err.message}`, { errors: err.errors });
    }
    if (err instanceof DateOutOfRange) throw dateOutOfRangeError(err);
    throw err;
  }
  return {
    body: {
      id: ctx.requestId,
      tool_type: tool.tool_type,
      jurisdiction: ctx.body.jurisdiction,
      result,
      credits_used: 0,
      warnings: ctx.auth?.sandbox ? [sandboxWarning()] : [],
      disclaimer: DISCLAIMER,
    },
  };
}
