/** Turns an OpenAPI 3.1 document into the client libraries' type files (pure: document in, text out). */
import { pythonModels, pythonResources } from "./python-client";

type Schema = Record<string, any>;

const refName = (ref: string) => ref.replace("#/components/schemas/", "");
const safeName = (name: string) => name.replace(/[^A-Za-z0-9_]/g, "_");

function tsType(s: Schema | undefined, indent = ""): string {
  if (!s || Object.keys(s).length === 0) return "unknown";
  if (s.$ref) return safeName(refName(s.$ref));
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v: unknown) => JSON.stringify(v)).join(" | ");
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return variants.map((v: Schema) => tsType(v, indent)).join(" | ");
  if (s.allOf) return s.allOf.map((v: Schema) => tsType(v, indent)).join(" & ");
  if (Array.isArray(s.type)) return s.type.map((t: string) => tsType({ ...s, type: t }, indent)).join(" | ");
  switch (s.type) {
    case "string":
      return "string";
    case "integer":
    case "number":
      return "number";
    case "boolean":
      return "boolean";
    case "null":
      return "null";
    case "array":
      return `Array<${tsType(s.items, indent)}>`;
    case "object": {
      const props = Object.entries((s.properties ?? {}) as Record<string, Schema>);
      const required = new Set<string>(s.required ?? []);
      const inner = `${indent}  `;
      const lines = props.map(([k, v]) => {
        const doc = v.description ? `${inner}/** ${String(v.description).replace(/\*\//g, "* /").replace(/\n/g, " ")} */\n` : "";
        return `${doc}${inner}${JSON.stringify(k)}${required.has(k) ? "" : "?"}: ${tsType(v, inner)};`;
      });
      const extra = s.additionalProperties;
      if (extra && extra !== false) lines.push(`${inner}[key: string]: ${extra === true ? "unknown" : tsType(extra, inner)};`);
      if (!lines.length) return props.length || extra === false ? "Record<string, never>" : "Record<string, unknown>";
      return `{\n${lines.join("\n")}\n${indent}}`;
    }
    default:
      return "unknown";
  }
}

interface Endpoint {
  key: string;
  operationId: string;
  request?: Schema;
  response?: Schema;
  query?: Schema;
}

function endpoints(doc: any): Endpoint[] {
  const out: Endpoint[] = [];
  for (const [p, item] of Object.entries(doc.paths ?? {}) as [string, any][]) {
    for (const [method, op] of Object.entries(item) as [string, any][]) {
      const ok = op.responses?.["200"] ?? op.responses?.["201"];
      const queryParams = (op.parameters ?? []).filter((x: any) => x.in === "query");
      out.push({
        key: `${method.toUpperCase()} ${p}`,
        operationId: op.operationId,
        request: op.requestBody?.content?.["application/json"]?.schema,
        response: ok?.content?.["application/json"]?.schema,
        query: queryParams.length
          ? {
              type: "object",
              properties: Object.fromEntries(queryParams.map((x: any) => [x.name, x.schema ?? {}])),
              required: queryParams.filter((x: any) => x.required).map((x: any) => x.name),
            }
          : undefined,
      });
    }
  }
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

/** Top-level field names of a schema ($refs resolved, union variants merged): what the drift tests compare. */
export function topLevelFields(doc: any, s: Schema | undefined): string[] {
  const fields = new Set<string>();
  const visit = (x: Schema | undefined, depth: number) => {
    if (!x || depth > 8) return;
    if (x.$ref) return visit(doc.components?.schemas?.[refName(x.$ref)], depth + 1);
    for (const v of [...(x.anyOf ?? []), ...(x.oneOf ?? []), ...(x.allOf ?? [])]) visit(v, depth + 1);
    for (const k of Object.keys(x.properties ?? {})) fields.add(k);
  };
  visit(s, 0);
  return [...fields].sort();
}

function pyType(s: Schema | undefined): string {
  if (!s || Object.keys(s).length === 0) return "Any";
  if (s.$ref) return JSON.stringify(safeName(refName(s.$ref)));
  if (s.const !== undefined) return typeof s.const === "boolean" ? "bool" : `Literal[${JSON.stringify(s.const)}]`;
  if (s.enum) return s.enum.every((v: unknown) => typeof v === "string") ? `Literal[${s.enum.map((v: string) => JSON.stringify(v)).join(", ")}]` : "Any";
  if (s.anyOf || s.oneOf || s.allOf || Array.isArray(s.type)) return "Any";
  switch (s.type) {
    case "string":
      return "str";
    case "integer":
      return "int";
    case "number":
      return "float";
    case "boolean":
      return "bool";
    case "array":
      return `List[${pyType(s.items)}]`;
    case "object":
      return "Dict[str, Any]";
    default:
      return "Any";
  }
}

function pyTypedDict(name: string, s: Schema): string {
  const props = Object.entries((s.properties ?? {}) as Record<string, Schema>);
  const fields = props.map(([k, v]) => `    ${JSON.stringify(k)}: ${pyType(v)},`).join("\n");
  return `${name} = TypedDict(${JSON.stringify(name)}, {\n${fields}\n}, total=False)`;
}

const HEADER = "Generated by scripts/generate-client-types.ts from /v1/openapi.json. Do not edit by hand.";

export function generateClientTypes(doc: any): { typescript: string; python: string; pythonModels: string; pythonResources: string } {
  const schemas = (doc.components?.schemas ?? {}) as Record<string, Schema>;
  const names = Object.keys(schemas).sort();
  const eps = endpoints(doc);

  const ts: string[] = [`// ${HEADER}`, `// OpenAPI ${doc.openapi} · ${doc.info?.title} ${doc.info?.version}`, ""];
  for (const name of names) {
    const s = schemas[name];
    if (s.description) ts.push(`/** ${String(s.description).replace(/\*\//g, "* /").replace(/\n/g, " ")} */`);
    ts.push(`export type ${safeName(name)} = ${tsType(s)};`, "");
  }
  ts.push("/** Every endpoint in the document, keyed \"METHOD /path\": request body, query and success body. */");
  ts.push("export interface Endpoints {");
  for (const e of eps) {
    ts.push(`  ${JSON.stringify(e.key)}: {`);
    ts.push(`    operationId: ${JSON.stringify(e.operationId)};`);
    ts.push(`    request: ${e.request ? tsType(e.request, "    ") : "never"};`);
    ts.push(`    query: ${e.query ? tsType(e.query, "    ") : "never"};`);
    ts.push(`    response: ${e.response ? tsType(e.response, "    ") : "unknown"};`);
    ts.push("  };");
  }
  ts.push("}", "");

  const py: string[] = [
    `"""${HEADER}"""`,
    "",
    "from typing import Any, Dict, List, Literal, TypedDict",
    "",
    `OPENAPI_VERSION = ${JSON.stringify(String(doc.info?.version ?? ""))}`,
    "",
  ];
  for (const name of names) {
    const s = schemas[name];
    if (s.type === "object" || s.properties) py.push(pyTypedDict(safeName(name), s), "");
    else py.push(`${safeName(name)} = Any`, "");
  }
  py.push("# Top-level request and response fields per endpoint; tests/test_drift.py compares them with the live document.");
  py.push("SCHEMA_FIELDS: Dict[str, Dict[str, List[str]]] = {");
  for (const e of eps) {
    const req = JSON.stringify(topLevelFields(doc, e.request));
    const res = JSON.stringify(topLevelFields(doc, e.response));
    py.push(`    ${JSON.stringify(e.key)}: {"request": ${req}, "response": ${res}},`);
  }
  py.push("}", "");
  return { typescript: ts.join("\n"), python: py.join("\n"), pythonModels: pythonModels(doc), pythonResources: pythonResources(doc) };
}
