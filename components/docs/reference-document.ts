import { openApiDocument } from "@/lib/openapi/document";
import type { OpenApiOperation } from "./operation-doc";
import type { JsonSchema } from "./schema-view";

export interface ReferenceDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** The OpenAPI document the reference pages render (the same one /v1/openapi.json serves). */
export function referenceDocument(): ReferenceDocument {
  return openApiDocument() as unknown as ReferenceDocument;
}

/** The operations whose request or responses name this schema, directly or inside another schema's fields. */
export function operationsUsing(doc: ReferenceDocument, name: string): { method: string; path: string; op: OpenApiOperation }[] {
  const ref = JSON.stringify(`#/components/schemas/${name}`);
  const out: { method: string; path: string; op: OpenApiOperation }[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const m of METHODS) {
      const op = item[m];
      if (op && JSON.stringify(op).includes(ref)) out.push({ method: m.toUpperCase(), path, op });
    }
  }
  return out;
}
