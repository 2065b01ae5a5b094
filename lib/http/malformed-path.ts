import { newRequestId } from "@/lib/ids";
import { problemResponse } from "@/lib/http/problem";
import { NUL } from "@/lib/http/nul-characters";

export const isApiPath = (pathname: string) => pathname === "/v1" || pathname.startsWith("/v1/");

/** The text with its %-escapes decoded, or null when one does not (a lone `%`, `%4`, a cut UTF-8 sequence such as `%E0%A4%A`). */
export function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export const isDecodablePath = (pathname: string) => !pathname.includes("%") || decodedOrNull(pathname) !== null;

/**
 * The answer to a path whose %-escapes do not decode. Next.js decodes a dynamic segment before any route code runs
 * and answers such a path with its own plain-text 500; the proxy answers first, with a 400 that says what is wrong:
 * problem+json under /v1, a short text elsewhere.
 */
export function malformedPathResponse(pathname: string): Response {
  const detail =
    "The request path is not valid percent-encoding: each % must begin an escape such as %20, and the escapes must spell UTF-8 (RFC 3986 §2.1). Encode each path segment with encodeURIComponent.";
  if (isApiPath(pathname)) return problemResponse("invalid_request", detail, newRequestId());
  return badPageRequest(detail);
}

/**
 * A page address whose path or query holds a NUL character (%00). PostgreSQL text cannot hold it, so a page that
 * looked the value up (a tenant id, a usage filter) failed in the database. /v1 has its own check, which names the field.
 */
export function pageAddressHoldsNul(pathname: string, query: URLSearchParams): boolean {
  if (pathname.includes("%00")) return true;
  for (const [name, value] of query) if (name.includes(NUL) || value.includes(NUL)) return true;
  return false;
}

export function nulPageAddressResponse(): Response {
  return badPageRequest("The address contains a NUL character (%00), which no page accepts.");
}

function badPageRequest(detail: string): Response {
  return new Response(`Bad request: ${detail}\n`, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
}
