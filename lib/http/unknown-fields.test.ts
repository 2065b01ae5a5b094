import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsFromZod } from "./problem";
import fc from "fast-check";
import { editDistanceWithin, knownKeysAt, MAX_CANDIDATES, MAX_SUGGEST_LENGTH, suggestField } from "./unknown-fields";

const zakatLike = z.strictObject({
  assets: z.strictObject({ cash: z.number() }),
  liabilities: z.strictObject({ current_liabilities_due: z.number() }).optional(),
  items: z.array(z.strictObject({ name: z.string(), amount: z.number() })).default([]),
});

function errorsFor(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error("expected a validation failure");
  return fieldErrorsFromZod(parsed.error, "", { schema, input });
}

describe("unknown request fields", () => {
  it("names a misnamed nested field by its full path and suggests the defined one", () => {
    const errors = errorsFor(zakatLike, { assets: { cash: 1 }, liabilities: { current_liabilities: 4000 } });
    expect(errors).toEqual([
      { field: "liabilities.current_liabilities_due", message: "required (number)" },
      { field: "liabilities.current_liabilities", message: 'unknown field; did you mean "current_liabilities_due"?' },
    ]);
  });

  it("says a left-out field is required, with the values or type it takes, and keeps zod's words for a wrong value", () => {
    const schema = z.strictObject({ company_type: z.enum(["private", "public"]), financial_year_end: z.string() });
    expect(errorsFor(schema, {})).toEqual([
      { field: "company_type", message: 'required; one of "private", "public"' },
      { field: "financial_year_end", message: "required (string)" },
    ]);
    expect(errorsFor(schema, { company_type: "plc", financial_year_end: 5 }).map((e) => e.message)).toEqual([
      expect.stringContaining("expected one of"),
      expect.stringContaining("expected string"),
    ]);
  });

  it("gives one entry per unknown field, inside arrays too, and no hint when nothing is close", () => {
    const errors = errorsFor(zakatLike, { assets: { cash: 1, zzz_unrelated: 1 }, items: [{ name: "a", amount: 1, amout: 2 }], extra: true });
    expect(errors.map((e) => e.field).sort()).toEqual(["assets.zzz_unrelated", "extra", "items.0.amout"]);
    expect(errors.find((e) => e.field === "items.0.amout")!.message).toContain('did you mean "amount"');
    expect(errors.find((e) => e.field === "extra")!.message).toBe("unknown field");
  });

  it("follows the discriminated-union variant the input chose", () => {
    const schema = z.discriminatedUnion("tool_type", [
      z.strictObject({ tool_type: z.literal("a"), order_date: z.string() }),
      z.strictObject({ tool_type: z.literal("b"), disputed_tax: z.number() }),
    ]);
    expect(knownKeysAt(schema, [], { tool_type: "b" })).toEqual(["tool_type", "disputed_tax"]);
    expect(errorsFor(schema, { tool_type: "b", disputed_tax: 1, disputedTax: 2 })).toEqual([
      { field: "disputedTax", message: 'unknown field; did you mean "disputed_tax"?' },
    ]);
  });

  it("suggests from camelCase, typos, synonyms and word extensions, and not from unrelated names", () => {
    expect(suggestField("documentText", ["document_text", "jurisdiction"])).toBe("document_text");
    expect(suggestField("jurisdicton", ["document_text", "jurisdiction"])).toBe("jurisdiction");
    expect(suggestField("emial", ["email", "name"])).toBe("email");
    expect(suggestField("country", ["message", "jurisdiction"])).toBe("jurisdiction");
    expect(suggestField("current_liabilities", ["current_liabilities_due", "cash"])).toBe("current_liabilities_due");
    expect(suggestField("colour", ["message", "jurisdiction"])).toBeUndefined();
  });
});

describe("bounded fuzzy matching", () => {
  const counting = (names: string[]) => {
    const reads = { count: 0 };
    const list = new Proxy(names, {
      get(target, prop, receiver) {
        if (typeof prop === "string" && /^\d+$/.test(prop)) reads.count++;
        return Reflect.get(target, prop, receiver);
      },
    });
    return { list, reads };
  };

  it("offers nothing for a name past the length cap without even reading the candidates", () => {
    const { list, reads } = counting(["document_text", "jurisdiction"]);
    expect(suggestField("x".repeat(100_000), list)).toBeUndefined();
    expect(suggestField(`document_text${"_".repeat(MAX_SUGGEST_LENGTH)}`, list)).toBeUndefined();
    expect(reads.count).toBe(0);
  });

  it("compares at most MAX_CANDIDATES names", () => {
    const { list, reads } = counting(Array.from({ length: 20_000 }, (_, i) => `field_${i}`));
    suggestField("feild_1", list);
    expect(reads.count).toBeLessThanOrEqual(MAX_CANDIDATES);
  });

  it("treats names that are Object.prototype members as plain names", () => {
    expect(suggestField("constructor", ["construction", "jurisdiction"])).toBe("construction");
    expect(suggestField("__proto__", ["message"])).toBeUndefined();
  });

  it("agrees with the unbounded distance wherever that is within the limit, and says limit + 1 past it", () => {
    const full = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
      for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
          d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
      return d[a.length][b.length];
    };
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c", "_"), maxLength: 12 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 6 }), (a, b, limit) => {
        const expected = full(a, b);
        expect(editDistanceWithin(a, b, limit)).toBe(expected <= limit ? expected : limit + 1);
      }),
    );
    expect(editDistanceWithin("a".repeat(5_000), "b".repeat(5_000), 3)).toBe(4);
  });

  it("gives hints to the first 20 unknown fields of a request only, and echoes long names shortened", () => {
    const body: Record<string, number> = { cash: 1 };
    for (let i = 0; i < 1_000; i++) body[`cash_${i}`] = i; // each extends "cash" by a word: each could get a hint
    body["y".repeat(10_000)] = 1;
    const errors = errorsFor(z.strictObject({ cash: z.number() }), body);
    expect(errors.filter((e) => e.message.includes("did you mean"))).toHaveLength(20);
    expect(errors).toHaveLength(1_001);
    expect(Math.max(...errors.map((e) => e.field.length))).toBeLessThanOrEqual(201);
  });
});
