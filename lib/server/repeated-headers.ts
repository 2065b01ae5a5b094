import type { IncomingMessage, ServerResponse } from "node:http";
import { isApiPath } from "@/lib/http/malformed-path";
import { answerProblem } from "./answer-problem";

/** Whether the raw header list (name, value, name, value…) has the header `lowerName` more than once. */
function repeats(rawHeaders: readonly string[], lowerName: string): boolean {
  let seen = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i];
    if (name.length === lowerName.length && name.toLowerCase() === lowerName && ++seen > 1) return true;
  }
  return false;
}

/**
 * Whether a request sent the Authorization header more than once. Node keeps only the first of repeated
 * Authorization lines (`req.headers` discards the rest) and Next.js builds the route's Request from that, so a
 * second credential was silently ignored: the call ran on whichever key came first. The raw header list still has
 * every line.
 */
export function repeatsAuthorization(rawHeaders: readonly string[]): boolean {
  return repeats(rawHeaders, "authorization");
}

/**
 * Whether a request sent Content-Type more than once. Node keeps the first line and drops the rest, so a body sent
 * as `Content-Type: application/json` then `Content-Type: text/plain` was read as JSON: which type the client meant
 * is unknowable, and a proxy in front may have read the other one.
 */
export function repeatsContentType(rawHeaders: readonly string[]): boolean {
  return repeats(rawHeaders, "content-type");
}

/** A /v1 request with two Authorization headers: 401 invalid_api_key, as any other malformed credential (DECISIONS.md). */
export function refusesRepeatedAuthorization(req: IncomingMessage): boolean {
  return repeatsAuthorization(req.rawHeaders) && isApiPath(pathOf(req.url ?? ""));
}

export function answerRepeatedAuthorization(req: IncomingMessage, res: ServerResponse): void {
  answerProblem(req, res, "invalid_api_key", "The request has more than one Authorization header; send exactly one: Authorization: Bearer svc_live_….", {
    // RFC 6750 §3.1: more than one way of sending a token is an invalid request.
    "WWW-Authenticate": 'Bearer realm="v1", error="invalid_request"',
  });
}

/** A /v1 request with two Content-Type headers: 415 unsupported_media_type (DECISIONS.md: a body not declared application/json). */
export function refusesRepeatedContentType(req: IncomingMessage): boolean {
  return repeatsContentType(req.rawHeaders) && isApiPath(pathOf(req.url ?? ""));
}

export function answerRepeatedContentType(req: IncomingMessage, res: ServerResponse): void {
  answerProblem(req, res, "unsupported_media_type", "The request has more than one Content-Type header; send exactly one: Content-Type: application/json.");
}

/** The path of an origin-form target (`/v1/x?q`) or an absolute-form one (`http://host/v1/x`). */
function pathOf(target: string): string {
  const path = target.startsWith("/") ? target : target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "");
  return path.split(/[?#]/, 1)[0];
}
