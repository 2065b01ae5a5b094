import type { IncomingMessage, ServerResponse } from "node:http";
import { isApiPath } from "@/lib/http/malformed-path";
import { answerProblem } from "./answer-problem";

/**
 * Whether a request sent the Authorization header more than once. Node keeps only the first of repeated
 * Authorization lines (`req.headers` discards the rest) and Next.js builds the route's Request from that, so a
 * second credential was silently ignored: the call ran on whichever key came first. The raw header list still has
 * every line.
 */
export function repeatsAuthorization(rawHeaders: readonly string[]): boolean {
  let seen = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i];
    if (name.length === 13 && name.toLowerCase() === "authorization" && ++seen > 1) return true;
  }
  return false;
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

/** The path of an origin-form target (`/v1/x?q`) or an absolute-form one (`http://host/v1/x`). */
function pathOf(target: string): string {
  const path = target.startsWith("/") ? target : target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "");
  return path.split(/[?#]/, 1)[0];
}
