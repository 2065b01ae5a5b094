import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { newRequestId } from "@/lib/ids";
import { problemBody, type ProblemCode } from "@/lib/http/problem";

/** Answers a request the HTTP server refuses before Next.js sees it with the same problem+json a route would send. */
export function answerProblem(req: IncomingMessage, res: ServerResponse, code: ProblemCode, detail: string, headers: OutgoingHttpHeaders = {}): void {
  const requestId = newRequestId();
  const problem = problemBody(code, detail, requestId);
  const body = JSON.stringify(problem);
  // The body is not read: drain it so that the connection can carry the next request.
  req.resume();
  res.writeHead(problem.status, {
    "Content-Type": "application/problem+json",
    "Content-Length": Buffer.byteLength(body),
    "X-Request-Id": requestId,
    "X-Content-Type-Options": "nosniff",
    ...headers,
  });
  res.end(body);
}
