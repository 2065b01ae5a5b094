import { describe, expect, it } from "vitest";
import { jsonContentTypeProblem, jsonNestingExceeds, MAX_JSON_DEPTH, readJsonBody } from "./read-body";

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

describe("the Content-Type a JSON body may declare", () => {
  const postAs = (contentType: string, body: string | Uint8Array<ArrayBuffer>) =>
    new Request("http://localhost/v1/x", { method: "POST", headers: { "Content-Type": contentType }, body });

  it("accepts application/json, with or without a UTF-8 charset in any spelling", async () => {
    for (const type of ["application/json", "Application/JSON", "application/json; charset=utf-8", 'application/json;charset="UTF-8"', "application/json; charset=utf8", "application/json; foo=bar"]) {
      expect(jsonContentTypeProblem(type), type).toBeNull();
      await expect(readJsonBody(postAs(type, '{"a":"é"}'), 1 << 20), type).resolves.toEqual({ a: "é" });
    }
  });

  const utf16 = (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(text, "utf16le"));

  it("refuses a body declared ISO-8859-1 or UTF-16 with 415, naming the charset, rather than reading it as UTF-8", async () => {
    // "é" in ISO-8859-1 is the single byte E9: read as UTF-8 it would fail as "not valid UTF-8", or worse, when the
    // bytes happen to form UTF-8, change the text without a word.
    const latin1: Uint8Array<ArrayBuffer> = Uint8Array.from([...'{"a":"'].map((c) => c.charCodeAt(0)).concat([0xe9], [...'"}'].map((c) => c.charCodeAt(0))));
    for (const [type, body] of [
      ["application/json; charset=iso-8859-1", latin1],
      ["application/json; charset=ISO-8859-1", latin1],
      ["application/json; charset=utf-16", utf16('{"a":"é"}')],
      ['application/json; charset="utf-16le"', utf16('{"a":"é"}')],
      ["application/json; charset=windows-1252", latin1],
    ] as const) {
      await expect(readJsonBody(postAs(type, body), 1 << 20), type).rejects.toMatchObject({
        code: "unsupported_media_type",
        message: expect.stringMatching(/UTF-8 only.*charset=/),
      });
    }
  });

  it("refuses +json and other types with 415: the contract names application/json only", async () => {
    for (const type of ["application/foo+json", "application/merge-patch+json", "application/problem+json", "text/json", "text/plain", "application/jsonx", ""]) {
      await expect(readJsonBody(postAs(type, "{}"), 1 << 20), type || "(none)").rejects.toMatchObject({
        code: "unsupported_media_type",
        message: expect.stringContaining("Content-Type: application/json"),
      });
    }
  });
});
