import { AsyncLocalStorage } from "node:async_hooks";

/**
 * How long a /v1 call waited on the model: wall-clock time during which at least one of its model requests was
 * outstanding (parallel requests are not counted twice; retries' back-off is not model time). The pipeline reports it
 * as the `model` entry of Server-Timing, so that a client can tell the gateway's time from the model's.
 */
export class ModelTime {
  ms = 0;
  private outstanding = 0;
  private since = 0;

  /** A model request is sent; the returned function marks its answer (or failure) as received. Idempotent. */
  begin(): () => void {
    if (this.outstanding++ === 0) this.since = performance.now();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      if (--this.outstanding === 0) this.ms += performance.now() - this.since;
    };
  }
}

/** What one /v1 call's model requests share: the time spent waiting on them, and whom they are made for. */
interface ModelCallScope {
  time: ModelTime;
  endUserId: string | null;
}

const current = new AsyncLocalStorage<ModelCallScope>();

/** Runs `work` with `time` collecting the model requests it makes, each made on behalf of `endUserId` (a user id). */
export function measuringModelTime<T>(time: ModelTime, work: () => Promise<T>, endUserId: string | null = null): Promise<T> {
  return current.run({ time, endUserId }, work);
}

/** Marks a model request sent by the current call (none outside a measured call); call the result when it is answered. */
export function modelRequestBegins(): () => void {
  return current.getStore()?.time.begin() ?? (() => {});
}

/**
 * The Messages API's `metadata` for a request made in the current call: `user_id` is the calling tenant's opaque user
 * id (never an email or a name), so that the provider can attribute abuse to one tenant rather than to the whole
 * service. Undefined outside a call on behalf of a user.
 */
export function endUserMetadata(): { user_id: string } | undefined {
  const id = current.getStore()?.endUserId;
  return id ? { user_id: id } : undefined;
}
