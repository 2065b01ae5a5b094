import type { IncomingMessage, ServerResponse } from "node:http";
import { newRequestId } from "@/lib/ids";
import { answerProblem } from "./answer-problem";
import { SERVED_METHODS } from "./unknown-methods";

/**
 * Whether the request target is one Next.js can route: a path (origin-form, `/v1/x`) or a full URL (absolute-form,
 * `http://host/v1/x`). The asterisk-form (`OPTIONS *`) or anything else reached Next.js as an unparsable URL and was
 * answered with a plain-text 500.
 */
export function isRoutableTarget(target: string | undefined): boolean {
  return target !== undefined && (target.startsWith("/") || /^[a-z][a-z0-9+.-]*:\/\//i.test(target));
}

/**
 * `OPTIONS *` asks what the server as a whole supports (RFC 9110 §9.3.7): 204 with the methods it serves. Any other
 * target that is not a path: 400 problem+json.
 */
export function answerUnroutableTarget(req: IncomingMessage, res: ServerResponse): void {
  if (req.method === "OPTIONS" && req.url === "*") {
    req.resume();
    res.writeHead(204, { Allow: SERVED_METHODS.join(", "), "X-Request-Id": newRequestId(), "X-Content-Type-Options": "nosniff" });
    res.end();
    return;
  }
  answerProblem(req, res, "invalid_request", "The request target must be a path (/v1/…) or a full URL.");
}
