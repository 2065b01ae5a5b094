import { describe, expect, it } from "vitest";
import { fieldsWithNul, refuseNulCharacters } from "./nul-characters";

describe("NUL characters", () => {
  it("names every string, at any depth, and every key that holds U+0000", () => {
    expect(fieldsWithNul({ a: "ok", b: ["x", "y\u0000"], c: { d: "\u0000" }, ["k\u0000"]: 1, n: 5, z: null })).toEqual(["b.1", "c.d", "k\u0000"]);
    expect(fieldsWithNul("plain")).toEqual([]);
    expect(fieldsWithNul("a\u0000", "")).toEqual(["(body)"]);
  });

  it("refuses with 400 invalid_request listing path, query and body fields", () => {
    let error: unknown;
    try {
      refuseNulCharacters({ path: { id: "usr_\u0000" }, query: { email: "\u0000" }, body: { name: "a\u0000b" } });
    } catch (err) {
      error = err;
    }
    expect(error).toMatchObject({ code: "invalid_request" });
    expect((error as { options: { errors: { field: string }[] } }).options.errors.map((e) => e.field)).toEqual(["path.id", "query.email", "name"]);
    expect(() => refuseNulCharacters({ path: {}, query: { q: "fine" }, body: { message: "no NUL here" } })).not.toThrow();
  });
});

describe("NUL characters at any depth", () => {
  it("walks a value nested 100,000 deep without overflowing the stack", () => {
    let value: unknown = "deep\u0000";
    for (let i = 0; i < 100_000; i++) value = [value];
    const found = fieldsWithNul({ a: value });
    expect(found).toHaveLength(1);
    expect(found[0].startsWith("a.0.0.0")).toBe(true);
  });
});
