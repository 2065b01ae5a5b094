import type { IncomingMessage, ServerResponse } from "node:http";
import { answerProblem } from "./answer-problem";

/** The methods Next.js route handlers can serve; the routes themselves answer 405 for those they do not. */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const served = new Set(SERVED_METHODS);

export const isServedMethod = (method: string | undefined) => served.has(method ?? "");

/**
 * Any other method (TRACE, CONNECT, PROPFIND…) never reaches Next.js, which answered TRACE with a plain-text 500: it
 * gets a 405 problem+json, when the HTTP server emits the request (`refuse-early.ts`). The Allow header lists what
 * the service serves at all; an OPTIONS request names the methods of a given path.
 */
export function answerUnknownMethod(req: IncomingMessage, res: ServerResponse): void {
  const method = (req.method ?? "").slice(0, 32);
  answerProblem(
    req,
    res,
    "method_not_allowed",
    `${method} is not a method this service serves; it serves ${SERVED_METHODS.join(", ")} (OPTIONS on a path lists its own).`,
    { Allow: SERVED_METHODS.join(", ") },
  );
}
