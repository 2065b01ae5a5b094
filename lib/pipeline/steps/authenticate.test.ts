import { describe, expect, it } from "vitest";
import { bearerToken } from "./authenticate";

describe("bearerToken", () => {
  it("takes the key of one Bearer credential, whatever the scheme's case", () => {
    expect(bearerToken("Bearer svc_live_abc")).toBe("svc_live_abc");
    expect(bearerToken("bearer \tsvc_live_abc ")).toBe("svc_live_abc");
  });

  it("refuses two credentials joined into one header (as fetch and proxies join repeated headers) with 401 invalid_api_key", () => {
    for (const header of ["Bearer svc_live_a, Bearer svc_live_b", "Bearer svc_live_a,Bearer svc_live_b", "Bearer svc_live_a, Basic dXNlcjpwYXNz"]) {
      expect(() => bearerToken(header), header).toThrow(expect.objectContaining({ code: "invalid_api_key", message: expect.stringMatching(/more than one credential/) }));
    }
  });

  it("refuses a missing header and other schemes with 401 invalid_api_key", () => {
    expect(() => bearerToken(null)).toThrow(expect.objectContaining({ code: "invalid_api_key" }));
    expect(() => bearerToken("Basic dXNlcjpwYXNz")).toThrow(expect.objectContaining({ code: "invalid_api_key", message: expect.stringMatching(/Bearer scheme/) }));
  });
});
