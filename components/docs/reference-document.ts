import { openApiDocument } from "@/lib/openapi/document";
import type { OpenApiOperation } from "./operation-doc";
import type { JsonSchema } from "./schema-view";

export interface ReferenceDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** The OpenAPI document the reference pages render (the same one /v1/openapi.json serves). */
export function referenceDocument(): ReferenceDocument {
  return openApiDocument() as unknown as ReferenceDocument;
}

export interface ReferenceOperation {
  method: string;
  path: string;
  op: OpenApiOperation;
}

/** Every operation of the document, in path order. */
export function operationsOf(doc: ReferenceDocument): ReferenceOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) => METHODS.flatMap((m) => (item[m] ? [{ method: m.toUpperCase(), path, op: item[m] }] : [])));
}

/** The operations whose request or responses name this schema (a $ref in the operation itself, not one reached through another schema). */
export function operationsUsing(doc: ReferenceDocument, name: string): ReferenceOperation[] {
  const ref = JSON.stringify(`#/components/schemas/${name}`);
  return operationsOf(doc).filter(({ op }) => JSON.stringify(op).includes(ref));
}

/** The schema a page's URL segment names, or null when none does (a malformed escape such as "%E0%A4%A" included). */
export function schemaNamed(doc: ReferenceDocument, segment: string): { name: string; schema: JsonSchema } | null {
  let name: string;
  try {
    name = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const schemas = doc.components?.schemas ?? {};
  return Object.hasOwn(schemas, name) ? { name, schema: schemas[name] } : null;
}
