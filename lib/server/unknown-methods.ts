import http, { type IncomingMessage, type ServerResponse } from "node:http";
import https from "node:https";
import { newRequestId } from "@/lib/ids";
import { problemBody } from "@/lib/http/problem";

/** The methods Next.js route handlers can serve; the routes themselves answer 405 for those they do not. */
const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const served = new Set(SERVED_METHODS);

const holder = globalThis as unknown as { __unknownMethodsRefused?: boolean };

/**
 * Any other method (TRACE, CONNECT, PROPFIND…) never reaches Next.js, which answered TRACE with a plain-text 500: it
 * gets a 405 problem+json here, when the HTTP server emits the request. The Allow header lists what the service
 * serves at all; an OPTIONS request names the methods of a given path.
 */
export function refuseUnknownMethods(): void {
  if (holder.__unknownMethodsRefused) return;
  holder.__unknownMethodsRefused = true;
  for (const proto of [http.Server.prototype, https.Server.prototype] as { emit: (event: string | symbol, ...args: unknown[]) => boolean }[]) {
    const emit = proto.emit;
    proto.emit = function (this: unknown, event: string | symbol, ...args: unknown[]) {
      if (event === "request") {
        const [req, res] = args as [IncomingMessage, ServerResponse];
        if (!served.has(req.method ?? "")) {
          answerUnknownMethod(req, res);
          return true;
        }
      }
      return emit.call(this, event, ...args);
    };
  }
}

function answerUnknownMethod(req: IncomingMessage, res: ServerResponse): void {
  const requestId = newRequestId();
  const method = (req.method ?? "").slice(0, 32);
  const body = JSON.stringify(
    problemBody("method_not_allowed", `${method} is not a method this service serves; it serves ${SERVED_METHODS.join(", ")} (OPTIONS on a path lists its own).`, requestId),
  );
  req.resume();
  res.writeHead(405, {
    "Content-Type": "application/problem+json",
    "Content-Length": Buffer.byteLength(body),
    "X-Request-Id": requestId,
    "X-Content-Type-Options": "nosniff",
    Allow: SERVED_METHODS.join(", "),
  });
  res.end(body);
}
