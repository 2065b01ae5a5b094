import { describe, expect, it } from "vitest";
import { z } from "zod";
import { regulatoryCorporateTools } from "@/lib/corporate/tools/regulatory-tools";
import { COMMON_FIELDS, citationIdsIn, runCore, unresolvedRefs, withoutCommonFields } from "@/lib/tools/testing";

describe.each(regulatoryCorporateTools.map((t) => [t.tool_type, t] as const))("%s definition", (_name, tool) => {
  const jurisdiction = String(tool.example.jurisdiction);
  const asOf = String(tool.example.as_of ?? "2026-06-01");
  const go = () => runCore(tool, withoutCommonFields(tool.example), { asOf, jurisdiction });

  it("has a whole-request example, in a covered jurisdiction, whose fields parse and run the same twice", () => {
    expect(tool.example.tool_type).toBe(tool.tool_type);
    expect(tool.covers).toContain(jurisdiction);
    expect(String(tool.example.question).length).toBeGreaterThanOrEqual(5);
    expect(go().result).toEqual(go().result);
  });

  it("takes only its own fields, strictly", () => {
    const shape = (tool.input as unknown as { shape: Record<string, unknown> }).shape;
    for (const key of tool.keyFields) expect(Object.keys(shape)).toContain(key);
    for (const common of COMMON_FIELDS) expect(Object.keys(shape)).not.toContain(common);
    expect(tool.input.safeParse({ ...withoutCommonFields(tool.example), no_such_field: 1 }).success).toBe(false);
  });

  it("issues citation ids only through ctx.cite, for provisions the registry holds", () => {
    const { result, ctx } = go();
    for (const id of citationIdsIn(result)) expect(ctx.refOf(id)).toBeDefined();
    expect(unresolvedRefs(ctx)).toEqual([]);
  });

  it("documents every input field in its JSON Schema, and its result converts too", () => {
    const schema = z.toJSONSchema(tool.input, { io: "input" }) as { properties?: Record<string, { description?: string }> };
    expect(Object.entries(schema.properties ?? {}).filter(([, p]) => !p.description).map(([k]) => k)).toEqual([]);
    expect(() => z.toJSONSchema(tool.result, { io: "output" })).not.toThrow();
  });
});

it("lists the eight tools in the spec's order", () => {
  expect(regulatoryCorporateTools.map((t) => t.tool_type)).toEqual([
    "corp-secretary",
    "franchise-dist",
    "sandbox-nav",
    "banking-lending",
    "banking-compliance",
    "banking-recovery",
    "fintech-licensing",
    "project-finance",
  ]);
});
