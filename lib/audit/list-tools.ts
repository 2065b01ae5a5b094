import "server-only";
import { toolCatalogueEntry } from "@/lib/tools/catalogue";
import { auditTools } from "./catalog";

type Entry = { tool_type: string; name: string; description: string; input_schema: Record<string, unknown>; example: Record<string, unknown> };

let cached: { tools: Entry[] } | undefined;

/** The catalogue never changes while the process runs, so it is built once. */
export function listAuditTools(): { tools: Entry[] } {
  cached ??= {
    tools: auditTools.map((tool) => toolCatalogueEntry(tool)),
  };
  return cached;
}
