/** The receiver-side check shown on /docs/webhooks (plain Node.js ESM); its test runs this very text. */
export const verifySnippet = `import { createHmac, timingSafeEqual } from "node:crypto";

// rawBody: the request body exactly as received (a string), before any JSON parsing.
export function verifyLegalAiSignature(secret, header, rawBody, toleranceSeconds = 300) {
  const parts = header.split(",").map((p) => p.trim().split("="));
  const t = Number(parts.find(([k]) => k === "t")?.[1]);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(\`\${t}.\${rawBody}\`).digest();
  return parts.some(([k, v]) => k === "v1" && /^[0-9a-f]{64}$/.test(v) && timingSafeEqual(Buffer.from(v, "hex"), expected));
}`;
