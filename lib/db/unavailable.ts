/**
 * Whether an error means the database cannot be reached right now (down, restarting, refusing connections),
 * as opposed to a fault in a query. Such calls answer 503 with Retry-After, never 500: the client did nothing
 * wrong and a retry soon will work, because postgres.js reconnects by itself when the server is back.
 */
const CONNECTION_CODES = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up or shutting down)
  "53300", // too_many_connections
]);

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let current = err, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08"))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
