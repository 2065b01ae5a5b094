import type { z } from "zod";
import type { AuditResultBase, AuditTool } from "@/lib/audit/tool";

/** Identity helper that lets TypeScript infer a tool's input and result types from its schemas. */
export function defineTool<I extends z.ZodType, R extends AuditResultBase>(tool: AuditTool<I, R>): AuditTool<I, R> {
  return tool;
}
