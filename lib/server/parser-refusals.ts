import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { newRequestId } from "@/lib/ids";
import { problemBody, type ProblemCode } from "@/lib/http/problem";
import { answerProblem } from "./answer-problem";
import { SERVED_METHODS } from "./unknown-methods";

/**
 * What Node's HTTP parser refuses before any request exists, by its error code: a head over the size limit (431), a
 * head that took too long (408), anything else it cannot parse (400: a bad Content-Length, Content-Length with
 * chunked, a malformed request line or header). Node's own answers to these were bare (no body, no request id).
 */
export function parserRefusal(code: string | undefined): { code: ProblemCode; detail: string } {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return { code: "request_header_fields_too_large", detail: "The request line and headers are larger than the server accepts (16 KiB); send fewer or shorter headers." };
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return { code: "payload_too_large", detail: "The chunked body's chunk extensions are larger than the server accepts." };
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { code: "request_timeout", detail: "The request's headers or body did not arrive in time." };
    default:
      return { code: "invalid_request", detail: "The request is not valid HTTP/1.1 (its request line, a header, Content-Length or Transfer-Encoding could not be parsed)." };
  }
}

/** The full HTTP response text for a refusal on a raw socket: problem+json, with a request id, closing the connection. */
export function parserRefusalResponse(code: string | undefined): string {
  const refusal = parserRefusal(code);
  return rawProblemResponse(refusal.code, refusal.detail);
}

/** A problem+json answer as raw HTTP/1.1 text (for a socket no ServerResponse owns), with a request id, closing the connection. */
export function rawProblemResponse(code: ProblemCode, detail: string, headers: Record<string, string> = {}): string {
  const requestId = newRequestId();
  const problem = problemBody(code, detail, requestId);
  const body = JSON.stringify(problem);
  return (
    `HTTP/1.1 ${problem.status} ${problem.title}\r\n` +
    "Content-Type: application/problem+json\r\n" +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    `X-Request-Id: ${requestId}\r\n` +
    "X-Content-Type-Options: nosniff\r\n" +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("") +
    "Connection: close\r\n\r\n" +
    body
  );
}

type PendingResponse = { writableEnded?: boolean; headersSent?: boolean; req?: { complete?: boolean } };

/**
 * The server's `clientError` handler: answers with a problem body and closes, as Node does without one (bare). It
 * answers when no response is in progress on the socket: a fresh connection, a kept-alive one between requests, or a
 * pipelined one whose earlier answer has been written in full (the refusal then follows it in order). It answers too
 * when the request in progress is the one whose bytes failed (its body is still arriving: a chunk size that is not hex)
 * and nothing of its answer has been written: the refusal is that request's answer, and what its handler writes later
 * goes nowhere. A response already being written, a reset or an unwritable socket is only closed: nothing could be
 * answered in order, or nobody reads.
 */
export function answerClientError(err: Error & { code?: string }, socket: Socket): void {
  const current = (socket as Socket & { _httpMessage?: PendingResponse | null })._httpMessage;
  const ownBodyFailed = current && !current.writableEnded && !current.headersSent && current.req?.complete === false;
  if (err.code === "ECONNRESET" || !socket.writable || (current && !current.writableEnded && !ownBodyFailed)) {
    socket.destroy();
    return;
  }
  socket.end(parserRefusalResponse(err.code));
}

/**
 * CONNECT (a proxy's tunnel): Node emits it as `connect`, and closes the connection bare when the server has no
 * listener, so it never reaches the request hook that answers other methods this service does not serve. Answered the
 * same way, 405 problem+json with the methods it serves, on the raw socket.
 */
export function answerConnect(_req: IncomingMessage, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    rawProblemResponse("method_not_allowed", `CONNECT is not a method this service serves; it serves ${SERVED_METHODS.join(", ")} (OPTIONS on a path lists its own).`, {
      Allow: SERVED_METHODS.join(", "),
    }),
  );
}

/** An `Expect` other than `100-continue` (RFC 9110 §10.1.1): 417, as Node answers it, but with a problem body. */
export function answerUnmetExpectation(req: IncomingMessage, res: ServerResponse): void {
  answerProblem(req, res, "expectation_failed", `The server cannot meet the expectation "${String(req.headers.expect).slice(0, 100)}"; only Expect: 100-continue is supported.`, {
    Connection: "close",
  });
}
