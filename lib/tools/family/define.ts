import { z } from "zod";
import { citationSchema, warningSchema } from "@/lib/api/common-schemas";
import type { Scope } from "@/lib/keys/scopes";
import { operation } from "@/lib/pipeline/operation";
import { documentedToolRequest, toolCatalogueEntry } from "../catalogue";
import type { AnalysisTool } from "../definition";
import { familyResponseSchema } from "./analyze";
import { commonRequestShape, familyBaseSchema } from "./request";

export interface FamilySpec {
  /** Path segment, scope and OpenAPI names: "litigation", "corporate". */
  name: Scope & string;
  tag: string;
  credits: number;
  defaultJurisdiction: string;
  tools: readonly AnalysisTool[];
  disclaimer: string;
  summary: string;
  description: string;
}

/**
 * The two operations of a tool family, declared once from its spec: POST /v1/<name>/analyze (dispatch by
 * tool_type, streaming) and GET /v1/<name>/tools (the catalogue, any key, 0 credits).
 */
export function familyOperations(spec: FamilySpec) {
  const toolTypes = spec.tools.map((t) => t.tool_type) as [string, ...string[]];
  const title = `${spec.name[0].toUpperCase()}${spec.name.slice(1)}`;
  const catalogueEntry = z
    .object({
      tool_type: z.enum(toolTypes),
      name: z.string(),
      description: z.string(),
      input_schema: z.record(z.string(), z.unknown()).describe("JSON Schema of the tool's own request fields."),
      example: z.record(z.string(), z.unknown()).describe("A request body that succeeds."),
      jurisdictions: z.array(z.string()).describe("Where the deterministic core computes; elsewhere: retrieval and the model only."),
      key_fields: z.array(z.string()).describe("At least one of these, or `question`, must be given."),
    })
    .meta({ id: `${title}ToolEntry` });

  const analyze = operation({
    method: "POST",
    path: `/v1/${spec.name}/analyze`,
    operationId: `${spec.name}.analyze`,
    summary: spec.summary,
    description:
      `${spec.description} The deterministic core computes \`result\` (never a model); the model narrates it in \`answer\` and may not ` +
      "change a computed date or amount (a narrative that does is replaced by the computed one, with a `narrative_replaced` warning). " +
      "With `stream: true`: the chat framing (`chat.completion.chunk` deltas; the last chunk carries `tool_type`, `tokens_used`, " +
      "`citations`, `warnings`, `disclaimer` and `result`; then `data: [DONE]`).",
    tag: spec.tag,
    access: spec.name,
    credits: spec.credits,
    body: familyBaseSchema(toolTypes, spec.defaultJurisdiction, spec.name),
    documentedBody: documentedToolRequest(spec.tools, commonRequestShape(spec.defaultJurisdiction), `${title}Request`),
    response: familyResponseSchema(spec.name, toolTypes, citationSchema, warningSchema),
    streaming: true,
    example: spec.tools[0].example,
  });

  const listTools = operation({
    method: "GET",
    path: `/v1/${spec.name}/tools`,
    operationId: `${spec.name}.tools.list`,
    summary: `List the ${spec.tools.length} ${spec.name} tools with their fields, an example and the jurisdictions they compute for`,
    tag: spec.tag,
    access: "any-key",
    credits: 0,
    response: z.object({ tools: z.array(catalogueEntry) }).meta({ id: `${title}ToolCatalogue` }),
  });

  let catalogue: { tools: ReturnType<typeof toolCatalogueEntry>[] } | undefined;
  /** Built once: the catalogue never changes while the process runs. */
  const listCatalogue = () =>
    (catalogue ??= { tools: spec.tools.map((tool) => toolCatalogueEntry(tool, { jurisdictions: [...tool.covers], key_fields: [...tool.keyFields] })) });

  return { analyze, listTools, listCatalogue };
}
