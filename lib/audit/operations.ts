import { z } from "zod";
import { operation } from "@/lib/pipeline/operation";
import { warningSchema } from "@/lib/api/common-schemas";
import { jurisdictionSchema } from "@/lib/legal/jurisdictions";
import { auditToolTypes } from "./tool-types";
import { auditTools } from "./catalog";
import { documentedToolRequest } from "@/lib/tools/catalogue";

export const auditToolEntrySchema = z
  .object({
    tool_type: z.enum(auditToolTypes),
    name: z.string(),
    description: z.string(),
    input_schema: z.record(z.string(), z.unknown()).describe("JSON Schema of the tool-specific request fields."),
    example: z.record(z.string(), z.unknown()).describe("A request body that succeeds."),
  })
  .meta({ id: "AuditToolEntry" });

export const listAuditToolsOperation = operation({
  method: "GET",
  path: "/v1/audit/tools",
  operationId: "audit.tools.list",
  summary: "List the 16 deterministic audit tools",
  tag: "Audit",
  access: "audit",
  credits: 0,
  response: z.object({ tools: z.array(auditToolEntrySchema) }).meta({ id: "AuditToolCatalogue" }),
});

/** Validated first: which tool, which jurisdiction. The tool's own schema then validates the rest. */
export const auditAnalyzeBaseSchema = z.looseObject({
  tool_type: z.enum(auditToolTypes).describe("One of the 16 audit tools (GET /v1/audit/tools)."),
  jurisdiction: jurisdictionSchema.default("US"),
});

export const auditAnalyzeResponseSchema = z
  .object({
    id: z.string(),
    tool_type: z.enum(auditToolTypes),
    jurisdiction: z.string(),
    result: z
      .union(auditTools.map((tool) => tool.result.meta({ id: `AuditResult_${tool.tool_type}` })) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]])
      .describe("Tool-specific (one schema per tool_type); every result has findings and risk_rating."),
    credits_used: z.literal(0),
    warnings: z.array(warningSchema),
    disclaimer: z.string(),
  })
  .meta({ id: "AuditAnalysis" });

export const analyzeAuditOperation = operation({
  method: "POST",
  path: "/v1/audit/analyze",
  operationId: "audit.analyze",
  summary: "Run one of the 16 deterministic audit tools (never calls a model, costs 0 credits)",
  tag: "Audit",
  access: "audit",
  credits: 0,
  body: auditAnalyzeBaseSchema,
  documentedBody: documentedToolRequest(auditTools, { jurisdiction: jurisdictionSchema.default("US") }, "AuditRequest"),
  response: auditAnalyzeResponseSchema,
  example: auditTools.find((t) => t.tool_type === "ia_payroll_fn")!.example,
});
