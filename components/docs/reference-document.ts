import { decodedOrNull } from "@/lib/http/malformed-path";
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

const refTo = (name: string) => JSON.stringify(`#/components/schemas/${name}`);

type SchemaText = { name: string; text: string };
const schemaTextCache = new WeakMap<ReferenceDocument, SchemaText[]>();

/** Each schema with its JSON text, made once per document (a schema page asks for both lists below). */
function schemaTexts(doc: ReferenceDocument): SchemaText[] {
  let texts = schemaTextCache.get(doc);
  if (!texts) {
    texts = Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => ({ name, text: JSON.stringify(schema) }));
    schemaTextCache.set(doc, texts);
  }
  return texts;
}

const namesReferencing = (texts: SchemaText[], name: string) => {
  const ref = refTo(name);
  return texts.filter((other) => other.name !== name && other.text.includes(ref)).map((other) => other.name);
};

/** The schemas whose own definition names this one (a $ref in it, not one reached through a third schema). */
export function schemasReferencing(doc: ReferenceDocument, name: string): string[] {
  return namesReferencing(schemaTexts(doc), name).sort();
}

/**
 * The operations that send or return this schema: naming it in their request or responses, or naming a schema that
 * contains it at any depth (a Citation inside a ChatResponse is used by the chat operation).
 */
export function operationsUsing(doc: ReferenceDocument, name: string): ReferenceOperation[] {
  const texts = schemaTexts(doc);
  const containing = new Set([name]);
  const pending = [name];
  while (pending.length > 0) {
    for (const outer of namesReferencing(texts, pending.pop()!)) {
      if (containing.has(outer)) continue;
      containing.add(outer);
      pending.push(outer);
    }
  }
  const refs = [...containing].map(refTo);
  return operationsOf(doc).filter(({ op }) => {
    const text = JSON.stringify(op);
    return refs.some((ref) => text.includes(ref));
  });
}

/** The schema a page's URL segment names, or null when none does (a malformed escape such as "%E0%A4%A" included). */
export function schemaNamed(doc: ReferenceDocument, segment: string): { name: string; schema: JsonSchema } | null {
  const name = decodedOrNull(segment);
  if (name === null) return null;
  const schemas = doc.components?.schemas ?? {};
  return Object.hasOwn(schemas, name) ? { name, schema: schemas[name] } : null;
}

/** Property names of a schema and the schemas it names, a few levels down: what a reader may search a field by. */
function fieldNames(schema: JsonSchema | undefined, schemas: Record<string, JsonSchema>, depth: number, out: Set<string>, seen: Set<string>) {
  if (!schema || depth > 3) return;
  if (schema.$ref) {
    const name = schema.$ref.split("/").pop() ?? "";
    if (seen.has(name)) return;
    seen.add(name);
    out.add(name);
    fieldNames(schemas[name], schemas, depth, out, seen);
    return;
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    out.add(key);
    fieldNames(child, schemas, depth + 1, out, seen);
  }
  fieldNames(schema.items, schemas, depth, out, seen);
  for (const variant of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) fieldNames(variant, schemas, depth, out, seen);
}

/** The text the reference search matches an operation against: method, path, id, tag, summary and every field name. */
export function searchTextOf({ method, path, op }: ReferenceOperation, schemas: Record<string, JsonSchema>): string {
  const fields = new Set<string>();
  const seen = new Set<string>();
  fieldNames(op.requestBody?.content?.["application/json"]?.schema, schemas, 0, fields, seen);
  for (const [, r] of Object.entries(op.responses ?? {}).filter(([status]) => status.startsWith("2"))) fieldNames(r.content?.["application/json"]?.schema, schemas, 0, fields, seen);
  for (const p of op.parameters ?? []) fields.add(p.name);
  return [method, path, op.operationId, ...(op.tags ?? []), op.summary ?? "", ...fields].join(" ").toLowerCase();
}
