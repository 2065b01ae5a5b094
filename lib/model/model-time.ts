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

const current = new AsyncLocalStorage<ModelTime>();

/** Runs `work` with `time` collecting the model requests it makes. */
export function measuringModelTime<T>(time: ModelTime, work: () => Promise<T>): Promise<T> {
  return current.run(time, work);
}

/** Marks a model request sent by the current call (none outside a measured call); call the result when it is answered. */
export function modelRequestBegins(): () => void {
  return current.getStore()?.begin() ?? (() => {});
}
