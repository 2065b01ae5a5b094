import { describe, expect, it } from "vitest";
import { isApiPath, isDecodablePath, malformedPathResponse, pageAddressHoldsNul } from "./malformed-path";

describe("malformed paths", () => {
  it("a path decodes unless a % begins no escape or the escapes are not UTF-8", () => {
    for (const ok of ["/v1/status", "/v1/users/usr%5F1", "/docs/%C3%A9t%C3%A9", "/a%20b"]) expect(isDecodablePath(ok)).toBe(true);
    for (const bad of ["/v1/%", "/v1/%4", "/v1/%ZZ", "/v1/x/%E0%A4%A", "/v1/%C3", "/v1/%FF"]) expect(isDecodablePath(bad)).toBe(false);
  });

  it("answers problem+json under /v1 and plain text elsewhere, both 400", async () => {
    const api = malformedPathResponse("/v1/%E0%A4%A");
    expect(api.status).toBe(400);
    expect(api.headers.get("content-type")).toBe("application/problem+json");
    expect(await api.json()).toMatchObject({ status: 400, code: "invalid_request" });
    const page = malformedPathResponse("/console/%E0");
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(isApiPath("/v1")).toBe(true);
    expect(isApiPath("/v10")).toBe(false);
  });

  it("finds a NUL character in a page's path or query, name or value", () => {
    expect(pageAddressHoldsNul("/staff/users/%00", new URLSearchParams())).toBe(true);
    expect(pageAddressHoldsNul("/console/usage", new URLSearchParams("key=%00"))).toBe(true);
    expect(pageAddressHoldsNul("/console/usage", new URLSearchParams("%00=1"))).toBe(true);
    expect(pageAddressHoldsNul("/console/usage", new URLSearchParams("key=key_1&from=2026-11-01"))).toBe(false);
    expect(pageAddressHoldsNul("/docs/a%2000", new URLSearchParams())).toBe(false);
  });
});
