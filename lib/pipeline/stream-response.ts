import "server-only";
import { log } from "@/lib/log";
import { env } from "@/lib/env";
import { problemBody, problemCatalog, type ProblemBody } from "@/lib/http/problem";
import { SSE_DONE, SSE_HEADERS, SSE_PING, sseData, sseError } from "@/lib/sse/frame";
import { watchKeyRevocation } from "@/lib/keys/revocation-bus";
import { getDb } from "@/lib/db/client";
import { completeIdempotency, heartbeatIdempotency, releaseIdempotency } from "./steps/idempotency";
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
  let clientLeft = false;
  /** Why the stream ended early (its `event: error`), stored with the events so that a replay ends the same way. */
  let interruption: ProblemBody | null = null;
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

  const settleOnce = async (charge: number, extra: Parameters<typeof usageOf>[2], status = 200) => {
    if (settled) return;
    settled = true;
    await settle({
      usage: usageOf(call, status, extra),
      charge,
      holdRequestId: call.holdRequestId,
      idempotency: null,
      // A debit while the record is still running: if this process dies, a takeover must settle, not re-run.
      markBilled: charge > 0 && call.idempotency ? { scope: call.idempotency, requestId: call.requestId } : null,
    });
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
    interruption ??= problemBody(code, detail, call.requestId);
    write(sseError(interruption));
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
      const stopHeartbeat = call.idempotency ? keepLease(call.idempotency) : () => {};
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
            interruption ??= problemBody("internal_error", "The stream failed after it started.", call.requestId);
            write(sseError(interruption));
          }
        } finally {
          clearInterval(ping);
          stopWatching();
          await stopHeartbeat();
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
      clientLeft = true;
      abort.abort();
    },
  });

  /**
   * Holds the idempotency record's lease while the stream runs: renewed (with the events sent so far) at once and
   * every third of the lease, so a process death leaves a record that is taken over within one lease. Resolves,
   * when stopped, after any renewal in flight, so it cannot land after the record is finished.
   */
  function keepLease(scope: NonNullable<Call["idempotency"]>): () => Promise<void> {
    const leaseMs = env().IDEMPOTENCY_LEASE_MS;
    let inFlight: Promise<unknown> = Promise.resolve();
    const beat = () => {
      inFlight = inFlight
        .then(() => heartbeatIdempotency(scope, call.requestId, leaseMs, JSON.stringify(sentEvents)))
        .catch((err) => log.warn("idempotency heartbeat failed", { request_id: call.requestId, err: String(err) }));
    };
    beat();
    const timer = setInterval(beat, Math.max(100, Math.floor(leaseMs / 3)));
    return async () => {
      clearInterval(timer);
      await inFlight;
    };
  }

  async function finishStream(outcome: Awaited<ReturnType<StreamResult["start"]>> | null) {
    const degraded = outcome?.degraded ?? false;
    const tokens = { tokensIn: outcome?.tokensIn ?? 0, tokensOut: outcome?.tokensOut ?? 0 };
    // Settled at its first content (billed, unless sandbox); the settlement below marks `settled` too, so read it first.
    const contentSettled = settled;
    if (settled) {
      await updateUsageTokens(call.requestId, { ...tokens, degraded });
    } else if (clientLeft) {
      await settleOnce(0, { ...tokens, degraded, errorCode: "client_closed_request" }, problemCatalog.client_closed_request.status);
    } else {
      await settleOnce(0, { ...tokens, degraded });
    }
    if (!call.idempotency) return;
    const completed = outcome !== null && !abort.signal.aborted;
    if (!completed && clientLeft) {
      interruption ??= problemBody(
        "client_closed_request",
        `The original stream was interrupted: its client disconnected after ${sentEvents.length} events. This replay holds what was sent until then; it was billed once.`,
        call.requestId,
      );
    }
    if (completed || contentSettled) {
      const db = await getDb();
      await completeIdempotency(db, call.idempotency, {
        status: 200,
        headers: { "Content-Type": SSE_HEADERS["Content-Type"], "X-Request-Id": call.requestId, ...(degraded ? { "X-Degraded": "true" } : {}) },
        body: null,
        // An interrupted stream is stored with its error, so a replay does not end with [DONE] as if it were whole.
        streamed: JSON.stringify(interruption ? { events: sentEvents, error: interruption } : sentEvents),
      });
    } else {
      // Nothing was billed and the stream did not finish: the client may retry with the same key.
      await releaseIdempotency(call.idempotency, call.requestId);
    }
  }

  return new Response(stream, {
    status: 200,
    headers: { ...commonHeaders(call), ...SSE_HEADERS, ...result.headers },
  });
}

/**
 * Re-emits a stored stream in the same framing, from its recorded events: a finished stream (an array of events)
 * ends with [DONE]; one settled after its process died (`{ events, error }`) ends with its error event, as a live
 * stream that fails after content does.
 */
export function replayStream(headers: Record<string, string>, streamed: string): Response {
  const stored = JSON.parse(streamed) as unknown[] | { events: unknown[]; error: unknown };
  const text = Array.isArray(stored)
    ? stored.map(sseData).join("") + SSE_DONE
    : stored.events.map(sseData).join("") + sseError(stored.error);
  return new Response(text, { status: 200, headers: { ...headers, ...SSE_HEADERS } });
}
