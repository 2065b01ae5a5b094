import { z } from "zod";
import type { ToolDefinition } from "./definition";

/** A tool's catalogue entry (GET /v1/<family>/tools): its fields as JSON Schema and a request that succeeds. */
export function toolCatalogueEntry(tool: ToolDefinition, extra: Record<string, unknown> = {}) {
  return {
    tool_type: tool.tool_type,
    name: tool.name,
    description: tool.description,
    input_schema: z.toJSONSchema(tool.input, { io: "input", unrepresentable: "any" }) as Record<string, unknown>,
    example: tool.example,
    ...extra,
  };
}

/**
 * The request body as documented in OpenAPI: one strict variant per tool (its own fields plus the family's common
 * ones), discriminated by `tool_type`, each a named component `<prefix>_<tool_type>`.
 */
export function documentedToolRequest(tools: readonly ToolDefinition[], common: z.ZodRawShape, prefix: string) {
  const variants = tools.map((tool) => {
    const base = { tool_type: z.literal(tool.tool_type), ...common };
    const variant = tool.input instanceof z.ZodObject ? tool.input.extend(base) : z.looseObject(base);
    return variant.meta({ id: `${prefix}_${tool.tool_type}` });
  });
  return z.discriminatedUnion("tool_type", variants as unknown as [z.ZodObject, ...z.ZodObject[]]);
}
