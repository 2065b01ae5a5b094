import { describe, expect, it } from "vitest";
import { auditCommonFields } from "@/lib/audit/tool";
import { auditTools } from "@/lib/audit/catalog";
import { corporateTools } from "@/lib/corporate/catalog";
import { litigationTools } from "@/lib/litigation/catalog";
import { ApiError } from "@/lib/http/problem";
import { createCoreContext } from "./core-context";
import { DateOutOfRange } from "./dates";
import { COMMON_FIELDS, commonRequestShape } from "./family/request";
import { EARLIEST_DATE, LATEST_DATE } from "./figures";
import { ToolInputError } from "./input-error";
import { toolFields } from "./tool-fields";

const EDGES = [EARLIEST_DATE, LATEST_DATE, "9999-12-31", "0001-01-01", "0000-01-01"];

function withDates(value: unknown, date: string): unknown {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return date;
  if (Array.isArray(value)) return value.map((v) => withDates(v, date));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withDates(v, date)]));
  return value;
}

/** What a core may throw for its inputs: each is answered 400 by its endpoint. Anything else would be a 500. */
const isInputError = (err: unknown) => err instanceof ToolInputError || err instanceof ApiError || err instanceof DateOutOfRange;

/**
 * Year-9999 dates once made the audit and family cores compute year 10000 and fail with a bare RangeError (a 500 that
 * any tenant could repeat to turn the public status degraded). Every tool's example with every date at an edge is
 * refused by the schema or computed, and a core never fails in any other way.
 */
describe("every tool with dates at the edges of the calendar", () => {
  it("refuses dates outside the calendar the tools compute in", () => {
    const asOf = commonRequestShape("IN").as_of;
    expect(asOf.safeParse(LATEST_DATE).success).toBe(true);
    expect(asOf.safeParse("9999-12-31").success).toBe(false);
    expect(asOf.safeParse("0001-01-01").success).toBe(false);
  });

  it.each(auditTools.map((t) => [t.tool_type, t] as const))("audit %s", (_type, tool) => {
    for (const date of EDGES) {
      const body = withDates(tool.example, date) as Record<string, unknown>;
      const parsed = tool.input.safeParse(toolFields(body as never, auditCommonFields));
      if (!parsed.success) continue;
      try {
        tool.run(parsed.data, String(body.jurisdiction ?? "IN"));
      } catch (err) {
        if (!isInputError(err)) throw new Error(`${tool.tool_type} at ${date}: ${String(err)}`);
      }
    }
  });

  it.each([...litigationTools, ...corporateTools].map((t) => [t.tool_type, t] as const))("family %s", (_type, tool) => {
    for (const date of EDGES) {
      const body = withDates(tool.example, date) as Record<string, unknown>;
      const parsed = tool.input.safeParse(toolFields(body as never, COMMON_FIELDS));
      if (!parsed.success) continue;
      for (const asOf of [date, "2026-06-30"]) {
        try {
          tool.run(parsed.data, createCoreContext({ asOf, jurisdiction: tool.covers[0], subdivision: null }));
        } catch (err) {
          if (!isInputError(err)) throw new Error(`${tool.tool_type} at ${date} (as of ${asOf}): ${String(err)}`);
        }
      }
    }
  });
});
