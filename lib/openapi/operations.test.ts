import { describe, expect, it } from "vitest";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { allOperations } from "./operations";
import { openApiDocument } from "./document";

/** Every app/v1 route file, as the path template it serves. */
function routeTemplates(dir = path.resolve(import.meta.dirname, "../../app/v1"), prefix = "/v1"): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name.startsWith("[[...")) continue; // the 404 catch-all
      const segment = name.startsWith("[") ? `{${name.slice(1, -1)}}` : name;
      out.push(...routeTemplates(full, `${prefix}/${segment}`));
    } else if (name === "route.ts") out.push(prefix);
  }
  return out;
}

describe("OpenAPI document", () => {
  it("documents every /v1 route and nothing else", () => {
    const documented = new Set(allOperations.map((op) => op.path));
    expect([...documented].sort()).toEqual(routeTemplates().sort());
  });

  it("is OpenAPI 3.1 with unique operation ids, examples that parse, and problem responses", () => {
    const doc = openApiDocument() as any;
    expect(doc.openapi).toBe("3.1.0");
    const ids = allOperations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of allOperations) {
      const entry = doc.paths[op.path][op.method.toLowerCase()];
      expect(entry.operationId).toBe(op.operationId);
      if (op.access !== "public") expect(entry.responses["401"]).toBeTruthy();
      if (op.example && op.body) expect(op.body.safeParse(op.example).success).toBe(true);
    }
  });

  it("documents credits_used on the JSON answer of every priced operation, and no other", () => {
    const doc = openApiDocument() as any;
    const resolve = (node: any) => (typeof node?.$ref === "string" ? doc.components.schemas[node.$ref.split("/").pop()] : node);
    for (const op of allOperations) {
      const entry = doc.paths[op.path][op.method.toLowerCase()];
      const schema = resolve(entry.responses[String(op.successStatus ?? 200)].content["application/json"].schema);
      const field = schema?.properties?.credits_used;
      if ((op.credits ?? 0) > 0) {
        expect(field, op.operationId).toMatchObject({ type: "integer", minimum: 0 });
        expect(schema.required, op.operationId).toContain("credits_used");
      } else if (op.operationId !== "audit.analyze") {
        // Audit's own credits_used (always 0) is the spec's; everything else free carries neither.
        expect(field, op.operationId).toBeUndefined();
      }
    }
  });

  it("forbids unknown fields in every request object, at every depth (free-form key_terms aside)", () => {
    const doc = openApiDocument() as any;
    const open: string[] = [];
    const seen = new Set<unknown>();
    const visit = (node: any, where: string) => {
      if (!node || typeof node !== "object" || seen.has(node)) return;
      seen.add(node);
      if (typeof node.$ref === "string") return visit(doc.components.schemas[node.$ref.split("/").pop()], where);
      if (node.properties && node.additionalProperties !== false && !where.endsWith(".key_terms")) open.push(where);
      for (const [name, child] of Object.entries(node.properties ?? {})) visit(child, `${where}.${name}`);
      for (const key of ["items", "additionalProperties"]) if (typeof node[key] === "object") visit(node[key], `${where}[]`);
      for (const key of ["anyOf", "oneOf", "allOf"]) (node[key] ?? []).forEach((child: unknown) => visit(child, where));
    };
    for (const op of allOperations) {
      const entry = doc.paths[op.path][op.method.toLowerCase()];
      visit(entry.requestBody?.content?.["application/json"]?.schema, `${op.operationId} body`);
    }
    expect(open).toEqual([]);
  });
});

