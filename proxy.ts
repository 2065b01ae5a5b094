import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { isApiPath, isDecodablePath, malformedPathResponse, nulPageAddressResponse, pageAddressHoldsNul } from "@/lib/http/malformed-path";
import { crossOriginActionRefusal } from "@/lib/console/cross-origin-action";
import { consoleSecurityHeaders, contentSecurityPolicy, isHttps, newNonce } from "@/lib/http/security-headers";

/**
 * Security headers for the console: every page and the next-auth routes. A fresh nonce per request goes into the
 * Content-Security-Policy of both the request (Next.js reads it there and puts the nonce on its own scripts and
 * styles while rendering) and the response. Pages are therefore rendered per request (the root layout awaits
 * `connection()`): a prerendered page would carry no nonce.
 *
 * Before that, addresses no route can serve are answered here with a 400: %-escapes that do not decode (Next.js would
 * answer 500 while decoding a dynamic segment) and, for pages, a NUL character (a database lookup would fail on it).
 * A server action posted from another site's page gets a 403 (Next.js refuses it with a plain-text 500).
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (!isDecodablePath(pathname)) return malformedPathResponse(pathname);
  if (isApiPath(pathname)) return NextResponse.next();
  if (pageAddressHoldsNul(pathname, searchParams)) return nulPageAddressResponse();
  const crossOrigin = crossOriginActionRefusal(request);
  if (crossOrigin) return crossOrigin;
  const nonce = newNonce();
  const https = isHttps(request.nextUrl.protocol, request.headers.get("x-forwarded-proto"));
  const csp = contentSecurityPolicy(nonce, { dev: env().NODE_ENV === "development", https });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(consoleSecurityHeaders(csp, https))) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything but the API (the pipeline sets its own headers, and a proxy hop would cost every call), the benchmark
  // baselines and Next's immutable static files.
  // The API's paths come here only when they hold a %-escape, to be checked before Next.js decodes them.
  matcher: ["/((?!v1(?:/|$)|bench/|_next/static/|_next/image|favicon\\.ico).*)", "/v1/(.*%.*)"],
};
