import { describe, expect, it } from "vitest";
import { z } from "zod";
import { litigationTools } from "@/lib/litigation/catalog";
import { COMMON_FIELDS, fieldsRefused, runCore, withoutCommonFields } from "@/lib/tools/testing";

const tools = [...litigationTools];

it("registers the tools that have a core in the spec's order", () => {
  const specOrder = ["income-tax-lit", "gst-lit", "family-lit", "property-lit", "criminal-lit", "consumer-lit", "writ-petition", "commercial-lit", "insolvency-lit", "ip-lit"];
  expect(tools.map((t) => t.tool_type)).toEqual(specOrder.filter((t) => tools.some((tool) => tool.tool_type === t)));
  expect(tools.map((t) => t.tool_type)).toEqual(["income-tax-lit", "gst-lit", "family-lit", "property-lit", "criminal-lit", "consumer-lit", "writ-petition", "commercial-lit", "insolvency-lit", "ip-lit"]);
});

describe.each(tools.map((t) => [t.tool_type, t] as const))("%s definition", (_name, tool) => {
  it("has a whole-request example whose fields parse and run", () => {
    expect(tool.example.tool_type).toBe(tool.tool_type);
    expect(String(tool.example.jurisdiction)).toMatch(/^IN(-[A-Z]{2})?$/);
    const jurisdiction = String(tool.example.jurisdiction);
    const { result } = runCore(tool as never, withoutCommonFields(tool.example), {
      asOf: String(tool.example.as_of),
      subdivision: jurisdiction.includes("-") ? jurisdiction : null,
    });
    expect(result).toBeTruthy();
  });

  it("takes only its own fields, strictly", () => {
    const shape = (tool.input as unknown as { shape: Record<string, unknown> }).shape;
    for (const key of tool.keyFields) expect(Object.keys(shape)).toContain(key);
    for (const common of COMMON_FIELDS) expect(Object.keys(shape)).not.toContain(common);
    expect(tool.input.safeParse({ as_of: "2026-01-01" }).success).toBe(false);
    expect(tool.input.safeParse({ stage: "no_such_stage" }).success).toBe(false);
    expect(tool.covers).toEqual(["IN"]);
  });

  it("ties every forum, deadline, money, checklist and note item of its example to a provision", () => {
    const jurisdiction = String(tool.example.jurisdiction);
    const { result } = runCore(tool as never, withoutCommonFields(tool.example), {
      asOf: String(tool.example.as_of),
      subdivision: jurisdiction.includes("-") ? jurisdiction : null,
    });
    const r = result as { forum: { citation_ids: string[] } | null; next_forum: { citation_ids: string[] } | null } & Record<"deadlines" | "money" | "checklist" | "notes", { citation_ids: string[] }[]>;
    const items = [r.forum, r.next_forum, ...r.deadlines, ...r.money, ...r.checklist, ...r.notes].filter((i) => i !== null);
    expect(items.length).toBeGreaterThan(2);
    for (const item of items) expect(item!.citation_ids.length, JSON.stringify(item)).toBeGreaterThan(0);
  });

  it("documents every field in its JSON Schema, and its result converts too", () => {
    const schema = z.toJSONSchema(tool.input, { io: "input" }) as { type?: string; properties?: Record<string, { description?: string }> };
    expect(schema.type).toBe("object");
    expect(Object.entries(schema.properties ?? {}).filter(([, p]) => !p.description).map(([k]) => k)).toEqual([]);
    expect(() => z.toJSONSchema(tool.result, { io: "output" })).not.toThrow();
  });
});

describe("certified-copy dates are checked by every tool that takes them", () => {
  it("tools refuse a received date before the applied date, or days and dates together", () => {
    const problems = (copy: Record<string, unknown>) => fieldsRefused(() => runCore(tools.find((t) => t.tool_type === "property-lit")! as never, { stage: "first_appeal", order_date: "2026-01-10", ...copy }, { asOf: "2026-03-01" }));
    expect(problems({ certified_copy_applied_date: "2026-01-20", certified_copy_received_date: "2026-01-19" })).toContain("certified_copy_received_date");
    expect(problems({ certified_copy_applied_date: "2026-01-20", certified_copy_received_date: "2026-01-25", certified_copy_days: 5 })).toContain("certified_copy_days");
    expect(problems({ certified_copy_applied_date: "2026-01-20" })).toContain("certified_copy_received_date");
  });
});
