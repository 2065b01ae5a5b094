import type { z } from "zod";
import { AuditInputError, auditCommonFields, type AuditResultBase, type AuditTool } from "@/lib/audit/tool";
import { toolFields } from "@/lib/tools/tool-fields";

export { propertyRuns } from "@/lib/tools/testing";

/** Parses a request body with the tool's schema and runs it, as the endpoint does. */
export function runTool<I extends z.ZodType, R extends AuditResultBase>(tool: AuditTool<I, R>, body: unknown, jurisdiction = "GB"): R {
  const result = tool.run(tool.input.parse(toolFields(body as Record<string, unknown>, auditCommonFields)), jurisdiction);
  tool.result.parse(result);
  return result;
}

/** The field paths of the AuditInputError `fn` throws; fails the test if it throws anything else or nothing. */
export function inputErrorFields(fn: () => unknown): string[] {
  try {
    fn();
  } catch (e) {
    if (e instanceof AuditInputError) return e.errors.map((x) => x.field);
    throw e;
  }
  throw new Error("expected an AuditInputError, but nothing was thrown");
}
