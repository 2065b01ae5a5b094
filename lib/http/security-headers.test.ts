import { describe, expect, it } from "vitest";
import { consoleSecurityHeaders, contentSecurityPolicy, isHttps, newNonce } from "./security-headers";

const directives = (csp: string) => new Map(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("console security headers", () => {
  it("gives every response a fresh 128-bit nonce", () => {
    const a = newNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(newNonce()).not.toBe(a);
  });

  it("allows scripts only with the nonce (no unsafe-inline, no unsafe-eval in production)", () => {
    const csp = directives(contentSecurityPolicy("abc", { dev: false, https: false }));
    expect(csp.get("script-src")).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(csp.get("style-src")).toEqual(["'self'", "'nonce-abc'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
  });

  it("adds unsafe-eval only in development and upgrade-insecure-requests only over HTTPS", () => {
    expect(directives(contentSecurityPolicy("n", { dev: true, https: false })).get("script-src")).toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy("n", { dev: false, https: true })).has("upgrade-insecure-requests")).toBe(true);
  });

  it("sends HSTS only over HTTPS", () => {
    expect(consoleSecurityHeaders("x", false)).not.toHaveProperty("Strict-Transport-Security");
    expect(consoleSecurityHeaders("x", true)["Strict-Transport-Security"]).toBe("max-age=31536000");
    expect(consoleSecurityHeaders("x", false)).toMatchObject({
      "X-Frame-Options": "DENY",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
  });

  it("recognises HTTPS directly or from the first X-Forwarded-Proto hop", () => {
    expect(isHttps("https:", null)).toBe(true);
    expect(isHttps("http:", "https")).toBe(true);
    expect(isHttps("http:", "HTTPS, http")).toBe(true);
    expect(isHttps("http:", "http, https")).toBe(false);
    expect(isHttps("http:", null)).toBe(false);
  });
});
