import "server-only";
import { z } from "zod";
import { auditTools } from "./catalog";

type Entry = { tool_type: string; name: string; description: string; input_schema: Record<string, unknown>; example: Record<string, unknown> };

let cached: { tools: Entry[] } | undefined;

/** The catalogue never changes while the process runs, so it is built once. */
export function listAuditTools(): { tools: Entry[] } {
  cached ??= {
    tools: auditTools.map((tool) => ({
      tool_type: tool.tool_type,
      name: tool.name,
      description: tool.description,
      input_schema: z.toJSONSchema(tool.input, { io: "input", unrepresentable: "any" }) as Record<string, unknown>,
      example: tool.example,
    })),
  };
  return cached;
}
