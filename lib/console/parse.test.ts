import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseOrThrow } from "./parse";

const schema = z.object({ name: z.string().min(1), scopes: z.array(z.string()).min(1, "choose at least one scope") });

describe("console form parsing", () => {
  it("names the first field a form got wrong", () => {
    expect(() => parseOrThrow(schema, { name: "ci", scopes: [] })).toThrow("scopes: choose at least one scope");
    expect(parseOrThrow(schema, { name: "ci", scopes: ["chat"] })).toEqual({ name: "ci", scopes: ["chat"] });
  });

  it("refuses a NUL character, which the database cannot store, naming its field", () => {
    expect(() => parseOrThrow(schema, { name: "c\u0000i", scopes: ["chat"] })).toThrow("name: must not contain the NUL character (U+0000)");
  });
});
