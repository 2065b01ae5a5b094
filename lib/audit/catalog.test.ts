import { describe, expect, it } from "vitest";
import { z } from "zod";
import { auditTools, getAuditTool } from "@/lib/audit/catalog";
import { AuditInputError, auditCommonFields } from "@/lib/audit/tool";
import { toolFields } from "@/lib/tools/tool-fields";
import { auditToolTypes } from "@/lib/audit/tool-types";

describe("audit tool catalogue", () => {
  it("has exactly the 16 tool ids, in the spec's order", () => {
    expect(auditTools.map((t) => t.tool_type)).toEqual([...auditToolTypes]);
    expect(new Set(auditTools.map((t) => t.tool_type)).size).toBe(16);
  });

  it("looks tools up by id and rejects unknown ids", () => {
    for (const type of auditToolTypes) expect(getAuditTool(type)?.tool_type).toBe(type);
    expect(getAuditTool("not_a_tool")).toBeUndefined();
    expect(getAuditTool("toString")).toBeUndefined();
  });

  describe.each(auditTools.map((t) => [t.tool_type, t] as const))("%s", (type, tool) => {
    it("has a name, a description and an example addressed to itself", () => {
      expect(tool.name.length).toBeGreaterThan(3);
      expect(tool.description.length).toBeGreaterThan(20);
      expect(tool.example.tool_type).toBe(type);
      expect(typeof tool.example.jurisdiction).toBe("string");
    });

    const fields = toolFields(tool.example, auditCommonFields);

    it("example parses, runs, and its result validates against the result schema", () => {
      const input = tool.input.parse(fields);
      const result = tool.run(input, tool.example.jurisdiction as string);
      expect(() => tool.result.parse(result)).not.toThrow();
      expect(result.findings.length).toBeGreaterThan(0);
      expect(["low", "medium", "high", "critical"]).toContain(result.risk_rating);
    });

    it("runs deterministically on its example", () => {
      const input = tool.input.parse(fields);
      const jurisdiction = tool.example.jurisdiction as string;
      expect(tool.run(input, jurisdiction)).toEqual(tool.run(tool.input.parse(fields), jurisdiction));
    });

    it("input schema converts to JSON Schema in both directions", () => {
      expect(() => z.toJSONSchema(tool.input)).not.toThrow();
      const schema = z.toJSONSchema(tool.input, { io: "input" }) as { type?: string; properties?: Record<string, { description?: string }> };
      expect(schema.type).toBe("object");
      const undocumented = Object.entries(schema.properties ?? {}).filter(([, p]) => !p.description).map(([k]) => k);
      expect(undocumented).toEqual([]);
    });

    it("rejects unknown fields, the common ones included (the endpoint strips those first)", () => {
      const unknown = tool.input.safeParse({ ...fields, some_unknown_field: 1 });
      expect(unknown.success).toBe(false);
      expect(unknown.error?.issues).toEqual([expect.objectContaining({ code: "unrecognized_keys", keys: ["some_unknown_field"] })]);
      expect(tool.input.safeParse(tool.example).success).toBe(false);
    });
  });

  it("the payroll example is exactly entity_name and period", () => {
    expect(Object.keys(getAuditTool("ia_payroll_fn")!.example).sort()).toEqual(["entity_name", "jurisdiction", "period", "tool_type"]);
  });

  it("AuditInputError carries per-field errors", () => {
    const e = new AuditInputError([{ field: "x", message: "bad" }]);
    expect(e.errors).toEqual([{ field: "x", message: "bad" }]);
  });
});
