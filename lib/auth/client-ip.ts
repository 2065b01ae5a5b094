/**
 * The caller's address for throttling. Next.js fills X-Forwarded-For from the socket when no proxy set it;
 * behind a proxy that appends, the last entry is the one the proxy saw. Without a proxy a client can forge
 * the header, which is why the per-email limit (not this one) is what stops password guessing.
 */
export function clientIp(headers: { get(name: string): string | null } | Record<string, string | string[] | undefined>): string {
  const raw = typeof headers.get === "function" ? (headers as { get(n: string): string | null }).get("x-forwarded-for") : (headers as Record<string, unknown>)["x-forwarded-for"];
  const value = Array.isArray(raw) ? raw.join(",") : typeof raw === "string" ? raw : "";
  const last = value.split(",").map((s) => s.trim()).filter(Boolean).pop();
  return last ?? "unknown";
}
