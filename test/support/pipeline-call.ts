import type { Call } from "@/lib/pipeline/run";
import type { IdempotencyScope } from "@/lib/pipeline/steps/idempotency";

/** A pipeline call with no key behind it that has claimed `scope`, as the stream tests drive `streamResponse` with. */
export function idempotentCall(requestId: string, scope: IdempotencyScope): Call {
  return {
    requestId,
    method: "POST",
    template: "/v1/chat/completions",
    path: scope.path,
    startedAt: performance.now(),
    auth: null,
    rateLimit: null,
    idempotency: scope,
    holdRequestId: null,
    handlerStarted: true,
    signal: new AbortController().signal,
    timings: [],
  };
}
