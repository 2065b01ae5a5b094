import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashToken, isWellFormedToken, newRawToken, TOKEN_TTL_MS } from "./mail-tokens";

describe("mailed tokens", () => {
  it("are 43 base64url characters (256 bits), distinct, and stored as their SHA-256 hex", () => {
    const a = newRawToken();
    expect(isWellFormedToken(a)).toBe(true);
    expect(newRawToken()).not.toBe(a);
    expect(hashToken(a)).toBe(createHash("sha256").update(a).digest("hex"));
    expect(hashToken(a)).not.toContain(a);
  });
  it("refuse malformed input before any lookup", () => {
    expect(isWellFormedToken("short")).toBe(false);
    expect(isWellFormedToken(`${"a".repeat(42)}!`)).toBe(false);
  });
  it("a reset link lasts 30 minutes", () => {
    expect(TOKEN_TTL_MS.password_reset).toBe(30 * 60 * 1000);
  });
});
