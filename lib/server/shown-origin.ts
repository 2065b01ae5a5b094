import "server-only";
import { headers } from "next/headers";
import { consoleOrigin, env } from "@/lib/env";

/**
 * The address a page was requested at, for examples shown to the person reading it (a curl they can paste). Taken
 * from the request's Host only because it is shown back to whoever sent it; mail and redirects use consoleOrigin().
 */
export function originForDisplay(configured: string | undefined, host: string | null, forwardedProto: string | null, fallback: string): string {
  if (configured) return configured.replace(/\/+$/, "");
  if (!host || !/^[A-Za-z0-9.\-[\]:]+$/.test(host)) return fallback;
  const proto = forwardedProto?.split(",")[0]?.trim().toLowerCase() === "https" ? "https" : "http";
  return `${proto}://${host}`;
}

export async function shownOrigin(): Promise<string> {
  const h = await headers();
  return originForDisplay(env().NEXTAUTH_URL, h.get("host"), h.get("x-forwarded-proto"), consoleOrigin());
}
