import "server-only";
import { log } from "@/lib/log";
import { env } from "@/lib/env";
import { problemBody } from "@/lib/http/problem";
import { SSE_DONE, SSE_HEADERS, SSE_PING, sseData, sseError } from "@/lib/sse/frame";
import { watchKeyRevocation } from "@/lib/keys/revocation-bus";
import { getDb } from "@/lib/db/client";
import { completeIdempotency, releaseIdempotency } from "./steps/idempotency";
import { settle } from "./steps/settle";
import { commonHeaders, usageOf, type Call } from "./run";
import type { StreamIO, StreamResult } from "./types";
import { updateUsageTokens } from "@/lib/billing/usage-update";

/**
 * Runs a streaming handler behind an SSE response. Billing happens when the handler reports its first
 * content chunk; a client that leaves before that pays nothing, and leaving aborts the handler's signal
 * (and with it the upstream model request). A revoked key ends the stream with an `error` event.
 */
export function streamResponse(call: Call, result: StreamResult, cost: number): Response {
  const encoder = new TextEncoder();
  const abort = new AbortController();
  const sentEvents: unknown[] = [];
  let closed = false;
  let settled = false;
  let lastWrite = Date.now();
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | null = null;

  const write = (text: string) => {
    if (closed || !controllerRef) return;
    try {
      controllerRef.enqueue(encoder.encode(text));
      lastWrite = Date.now();
    } catch {
      closed = true;
    }
  };
  const close = () => {
    if (closed) return;
    closed = true;
    try {
      controllerRef?.close();
    } catch {
      // already closed by the runtime
    }
  };

  const settleOnce = async (charge: number, extra: Parameters<typeof usageOf>[2]) => {
    if (settled) return;
    settled = true;
    await settle({ usage: usageOf(call, 200, extra), charge, holdRequestId: call.holdRequestId, idempotency: null });
  };

  const io: StreamIO = {
    signal: abort.signal,
    send(data) {
      sentEvents.push(data);
      write(sseData(data));
    },
    async firstContentSent() {
      if (!abort.signal.aborted) await settleOnce(cost, {});
    },
  };

  const endWithError = (code: "api_key_revoked" | "api_key_expired" | "internal_error", detail: string) => {
    write(sseError(problemBody(code, detail, call.requestId)));
    abort.abort();
    close();
  };

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controllerRef = controller;
      const pingAfterMs = env().SSE_PING_INTERVAL_MS;
      const ping = setInterval(() => {
        if (Date.now() - lastWrite >= pingAfterMs) write(SSE_PING);
      }, Math.min(1000, pingAfterMs / 2));
      const stopWatching = call.auth
        ? watchKeyRevocation(call.auth.keyId, call.auth.expiresAt, (reason) =>
            endWithError(reason === "expired" ? "api_key_expired" : "api_key_revoked", `This API key was ${reason}; the stream has been closed.`),
          )
        : () => {};

      void (async () => {
        let outcome: Awaited<ReturnType<StreamResult["start"]>> | null = null;
        try {
          outcome = await result.start(io);
        } catch (err) {
          if (!abort.signal.aborted) {
            log.error("stream failed after it started", { request_id: call.requestId, err: String(err) });
            write(sseError(problemBody("internal_error", "The stream failed after it started.", call.requestId)));
          }
        } finally {
          clearInterval(ping);
          stopWatching();
          // Settle and store the idempotent result before [DONE] and the close: a client that retries the
          // moment its stream ends must find a completed record (a replay), not one still in progress (409).
          await finishStream(outcome).catch((err) =>
            log.error("could not settle a stream", { request_id: call.requestId, err: String(err) }),
          );
          if (outcome) write(SSE_DONE);
          close();
        }
      })();
    },
    cancel() {
      closed = true;
      abort.abort();
    },
  });

  async function finishStream(outcome: Awaited<ReturnType<StreamResult["start"]>> | null) {
    const degraded = outcome?.degraded ?? false;
    const tokens = { tokensIn: outcome?.tokensIn ?? 0, tokensOut: outcome?.tokensOut ?? 0 };
    if (settled) {
      await updateUsageTokens(call.requestId, { ...tokens, degraded });
    } else {
      await settleOnce(0, { ...tokens, degraded });
    }
    if (!call.idempotency) return;
    const completed = outcome !== null && !abort.signal.aborted;
    if (completed || settled) {
      const db = await getDb();
      await completeIdempotency(db, call.idempotency, {
        status: 200,
        headers: { "Content-Type": SSE_HEADERS["Content-Type"], "X-Request-Id": call.requestId, ...(degraded ? { "X-Degraded": "true" } : {}) },
        body: null,
        streamed: JSON.stringify(sentEvents),
      });
    } else {
      // Nothing was billed and the stream did not finish: the client may retry with the same key.
      await releaseIdempotency(call.idempotency, call.requestId);
    }
  }

  return new Response(stream, {
    status: 200,
    headers: { ...SSE_HEADERS, ...commonHeaders(call), ...result.headers },
  });
}

/** Re-emits a stored stream in the same framing, from its recorded events. */
export function replayStream(headers: Record<string, string>, streamed: string): Response {
  const events = JSON.parse(streamed) as unknown[];
  const text = events.map(sseData).join("") + SSE_DONE;
  return new Response(text, { status: 200, headers: { ...SSE_HEADERS, ...headers } });
}
