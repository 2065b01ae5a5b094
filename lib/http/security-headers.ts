/**
 * Security headers of the console (every page and the next-auth routes), set by `proxy.ts`. Pure, so the policy
 * is unit-tested without a server. `/v1` answers get theirs in the pipeline (`commonHeaders`).
 */

/** A fresh, unguessable nonce per response (128 bits, base64). */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/**
 * Only what the console uses: its own scripts (Next's inline bootstrap and RSC payload scripts carry the nonce;
 * 'strict-dynamic' lets those load the page's chunks), its own styles (Tailwind's stylesheet, Next's nonce'd
 * inline styles), `fetch` to its own `/v1` (the explorer, including its SSE streams), images from itself or
 * data:/blob: URLs (charts). `style-src-attr 'unsafe-inline'` admits style *attributes* only (React's
 * server-rendered `style={…}` on chart containers); they cannot run code, and no <style> element without the
 * nonce is admitted. Development adds 'unsafe-eval', which React needs there for its error overlays.
 */
export function contentSecurityPolicy(nonce: string, options: { dev: boolean; https: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ""}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** Features the console never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()";

/** One year; no includeSubDomains, since the operator's other hosts under the same domain are not ours to pin. */
export const HSTS = "max-age=31536000";

export function consoleSecurityHeaders(csp: string, https: boolean): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    ...(https ? { "Strict-Transport-Security": HSTS } : {}),
  };
}

/** Served over HTTPS: directly, or behind a proxy that says so in `X-Forwarded-Proto` (first hop). */
export function isHttps(protocol: string, forwardedProto: string | null): boolean {
  if (protocol === "https:") return true;
  return forwardedProto?.split(",")[0]?.trim().toLowerCase() === "https";
}
