import { describe, expect, it } from "vitest";
import { jsonNestingExceeds, MAX_JSON_DEPTH, readJsonBody } from "./read-body";

const post = (body: string) => new Request("http://localhost/v1/x", { method: "POST", headers: { "Content-Type": "application/json" }, body });

describe("reading a JSON body", () => {
  it("refuses a body nested 5,000 deep with 400 invalid_request, before parsing it", async () => {
    const body = `{"a":${"[".repeat(5_000)}${"]".repeat(5_000)}}`;
    await expect(readJsonBody(post(body), 1 << 20)).rejects.toMatchObject({ code: "invalid_request", message: expect.stringMatching(/nested deeper than 64/) });
  });

  it("accepts nesting up to the limit, and brackets inside strings do not count", async () => {
    const atLimit = `${"[".repeat(MAX_JSON_DEPTH - 1)}${"]".repeat(MAX_JSON_DEPTH - 1)}`;
    await expect(readJsonBody(post(`{"a":${atLimit}}`), 1 << 20)).resolves.toMatchObject({ a: expect.any(Array) });
    const quoted = JSON.stringify({ text: "[".repeat(500) + '\\"{' + "{".repeat(500), n: [1] });
    await expect(readJsonBody(post(quoted), 1 << 20)).resolves.toMatchObject({ n: [1] });
  });

  it("counts depth across escaped quotes and backslashes correctly", () => {
    expect(jsonNestingExceeds(JSON.stringify({ a: 'x\\"[[[[', b: "\\\\" }), 2)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ a: "\\\\", b: [[[1]]] }), 3)).toBe(true);
    expect(jsonNestingExceeds(JSON.stringify({ a: "\\\\", b: [[[1]]] }), 4)).toBe(false);
  });
});
