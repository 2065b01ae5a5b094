import { describe, expect, it } from "vitest";
import { safeRedirectUrl, safeReturnTo } from "./return-to";

describe("safeReturnTo", () => {
  it("keeps same-site paths, with their query and fragment", () => {
    expect(safeReturnTo("/console/usage?x=1")).toBe("/console/usage?x=1");
    expect(safeReturnTo("/console/usage?key=a%2Fb#low-credit")).toBe("/console/usage?key=a%2Fb#low-credit");
    expect(safeReturnTo(["/console/alerts", "/other"])).toBe("/console/alerts");
  });

  it("escapes what a Location header cannot carry, rather than passing it through", () => {
    expect(safeReturnTo("/console/usage?q=für")).toBe("/console/usage?q=f%C3%BCr");
  });

  it("refuses absolute, protocol-relative and backslash URLs", () => {
    for (const bad of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", undefined, null]) {
      expect(safeReturnTo(bad), String(bad)).toBe("/console/keys");
    }
  });

  // The query string arrives decoded once: these are the values `callbackUrl=%2F%09%2Fevil.example` and the like give.
  it("refuses a control character or whitespace a browser would drop to make `//`", () => {
    for (const bad of ["/\t/evil.example", "/\n/evil.example", "/\r\n/evil.example", "/ /evil.example", "/\u0000/evil.example", "/\u3000/evil.example", "/\u00a0/evil.example"]) {
      expect(safeReturnTo(bad), JSON.stringify(bad)).toBe("/console/keys");
    }
  });

  it("refuses the ideographic and full-width stops and slashes that hostnames read as `.` and `/`", () => {
    for (const bad of ["/\u3002/evil.example", "/evil\u3002example", "/\uff0e\uff0e/x", "/\uff0fevil.example", "/\uff3cevil.example", "/\u2215evil.example"]) {
      expect(safeReturnTo(bad), JSON.stringify(bad)).toBe("/console/keys");
    }
  });

  it("looks through further layers of %-escapes", () => {
    for (const bad of ["/%2F/evil.example", "/%09/evil.example", "/%5Cevil.example", "/%252F%252Fevil.example", "/%E3%80%82evil", "/%0d%0aSet-Cookie:x=1", "/%", "/%E0%A4%A"]) {
      expect(safeReturnTo(bad), bad).toBe("/console/keys");
    }
    // Escaped escapes of a harmless character are kept as written.
    expect(safeReturnTo("/docs/%252541")).toBe("/docs/%252541");
  });

  it("refuses a path that only becomes protocol-relative once its dot segments are resolved", () => {
    expect(safeReturnTo("/.//evil.example")).toBe("/console/keys");
    expect(safeReturnTo("/x/..//evil.example")).toBe("/console/keys");
  });

  it("never returns to next-auth's own routes", () => {
    expect(safeReturnTo("/api/auth/signout")).toBe("/console/keys");
    expect(safeReturnTo("/./api/auth/signout")).toBe("/console/keys");
  });

  it("uses the caller's fallback", () => {
    expect(safeReturnTo("//evil.example", "/")).toBe("/");
  });
});

describe("safeRedirectUrl (next-auth's redirect callback)", () => {
  const base = "http://127.0.0.1:3000";
  it("follows same-origin paths and URLs", () => {
    expect(safeRedirectUrl("/console/usage", base)).toBe("http://127.0.0.1:3000/console/usage");
    expect(safeRedirectUrl("http://127.0.0.1:3000/console/usage?x=1", base)).toBe("http://127.0.0.1:3000/console/usage?x=1");
  });
  it("sends anything else to the home page", () => {
    for (const bad of ["https://evil.example/", "//evil.example", "/\t/evil.example", "http://127.0.0.1:3001/", "http://127.0.0.1:3000/\t/evil.example", "not a url"]) {
      expect(safeRedirectUrl(bad, base), bad).toBe("http://127.0.0.1:3000/");
    }
  });
});
