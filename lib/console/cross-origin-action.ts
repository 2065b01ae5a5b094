/**
 * Next.js refuses a server action whose Origin is another site, but by throwing, which answers a plain-text 500
 * (and a malformed Origin header makes its URL parser throw the same way). The proxy answers such a request
 * first, with a 403 that says why, using the same rule: the Origin's host must equal X-Forwarded-Host (its first
 * value) or else Host. `Origin: null` (sandboxed frames, some privacy settings) is refused as Next.js refuses it.
 * A request without Origin passes, as in Next.js: it comes from no browser page that could carry a user's cookie.
 */
export function crossOriginActionRefusal(request: { method: string; nextUrl: { pathname: string }; headers: Headers }): Response | null {
  if (request.method !== "POST" || request.nextUrl.pathname.startsWith("/api/")) return null;
  const contentType = request.headers.get("content-type") ?? "";
  const possibleAction =
    request.headers.has("next-action") || contentType.startsWith("multipart/form-data") || contentType.startsWith("application/x-www-form-urlencoded");
  const origin = request.headers.get("origin");
  if (!possibleAction || origin === null) return null;
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host");
  if (host && originHost(origin) === host) return null;
  return new Response(
    "Forbidden: this form was sent from another site. The console accepts its forms and actions only from its own pages; open the page on this site and try again.\n",
    { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" } },
  );
}

function originHost(origin: string): string | null {
  if (origin === "null") return null;
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
