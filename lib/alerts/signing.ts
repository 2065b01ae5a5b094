import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** The header a webhook delivery carries: `Legal-AI-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = "Legal-AI-Signature";

/** `whsec_` + 32 random bytes, base64url. Shown once, at registration. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/** HMAC-SHA256 with the endpoint's secret over `<timestamp>.<raw body>`, hex (Stripe's scheme). */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
}

export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

/**
 * What a receiver does (the docs show the same): parse t and every v1, recompute, compare in constant time, and
 * refuse a timestamp more than `toleranceSeconds` away from now (replays).
 */
export function verifySignature(secret: string, header: string, body: string, nowSeconds = Math.floor(Date.now() / 1000), toleranceSeconds = 300): boolean {
  const parts = header.split(",").map((p) => p.trim().split("="));
  const t = Number(parts.find(([k]) => k === "t")?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, t, body), "hex");
  return parts
    .filter(([k, v]) => k === "v1" && v && /^[0-9a-f]{64}$/.test(v))
    .some(([, v]) => timingSafeEqual(Buffer.from(v, "hex"), expected));
}
