import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsFromZod } from "./problem";
import { knownKeysAt, suggestField } from "./unknown-fields";

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
      { field: "liabilities.current_liabilities_due", message: expect.stringContaining("expected number") },
      { field: "liabilities.current_liabilities", message: 'unknown field; did you mean "current_liabilities_due"?' },
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
