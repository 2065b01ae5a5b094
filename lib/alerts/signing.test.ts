import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, signatureHeader, signatureOf, verifySignature } from "./signing";

describe("webhook signatures", () => {
  const secret = "whsec_test";
  const body = '{"id":"alt_1","type":"credits.low"}';

  it("is HMAC-SHA256 over `timestamp.body`, hex, in a t=…,v1=… header", () => {
    const expected = createHmac("sha256", secret).update(`1700000000.${body}`).digest("hex");
    expect(signatureOf(secret, 1_700_000_000, body)).toBe(expected);
    expect(signatureHeader(secret, 1_700_000_000, body)).toBe(`t=1700000000,v1=${expected}`);
  });

  it("verifies its own header and refuses a changed body, another secret, or an old timestamp", () => {
    const header = signatureHeader(secret, 1_700_000_000, body);
    expect(verifySignature(secret, header, body, 1_700_000_100)).toBe(true);
    expect(verifySignature(secret, header, body.replace("low", "lo"), 1_700_000_100)).toBe(false);
    expect(verifySignature("whsec_other", header, body, 1_700_000_100)).toBe(false);
    // 301 s later is outside the 300 s tolerance.
    expect(verifySignature(secret, header, body, 1_700_000_301)).toBe(false);
    expect(verifySignature(secret, "t=abc,v1=00", body, 1_700_000_000)).toBe(false);
  });

  it("accepts any one matching v1 among several (secret rollover)", () => {
    const good = signatureOf(secret, 1_700_000_000, body);
    expect(verifySignature(secret, `t=1700000000,v1=${"0".repeat(64)},v1=${good}`, body, 1_700_000_000)).toBe(true);
  });

  it("makes distinct secrets with the whsec_ prefix and 256 bits", () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
