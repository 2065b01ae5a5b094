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
