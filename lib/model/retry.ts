import Anthropic from "@anthropic-ai/sdk";

export interface RetryPolicy {
  /** Total time allowed for all attempts and waits together. */
  budgetMs: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  signal?: AbortSignal;
  /** For tests: a deterministic jitter source in [0, 1). */
  random?: () => number;
}

/** The model failed in a way a later attempt may not: 429, 529, 5xx, timeouts, dropped connections. */
export function isRetryableModelError(err: unknown): boolean {
  if (err instanceof Anthropic.APIUserAbortError) return false;
  if (err instanceof Anthropic.APIConnectionError) return true; // includes APIConnectionTimeoutError
  if (err instanceof Anthropic.APIError) {
    const status = err.status;
    if (status === undefined) return true; // an error event in the middle of a stream
    return status === 408 || status === 409 || status === 429 || status >= 500;
  }
  // A body cut short or not JSON surfaces as a plain TypeError / SyntaxError from the SDK.
  return err instanceof TypeError || err instanceof SyntaxError;
}

/** The wait the provider asked for (retry-after-ms, then retry-after seconds), if any. */
export function retryAfterMs(err: unknown): number | null {
  if (!(err instanceof Anthropic.APIError) || !err.headers) return null;
  const headers = err.headers as Headers;
  const ms = Number(headers.get?.("retry-after-ms"));
  if (Number.isFinite(ms) && ms >= 0 && headers.get?.("retry-after-ms") !== null) return ms;
  const raw = headers.get?.("retry-after");
  if (raw === null || raw === undefined) return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

export class RetryBudgetExhausted extends Error {
  constructor(readonly attempts: number, readonly lastError: unknown) {
    super(`model unavailable after ${attempts} attempt(s): ${lastError instanceof Error ? lastError.message : String(lastError)}`);
    this.name = "RetryBudgetExhausted";
  }
}

/**
 * Runs `attempt` until it succeeds, a non-retryable error occurs, or the time budget would be exceeded.
 * Waits use exponential backoff with full jitter, or the provider's retry-after when it gives one (never
 * waiting past the budget: if the provider asks for longer, we stop and degrade at once).
 */
export async function withRetries<T>(attempt: (n: number) => Promise<T>, policy: RetryPolicy): Promise<T> {
  const started = Date.now();
  const base = policy.baseDelayMs ?? 500;
  const cap = policy.maxDelayMs ?? 8000;
  const random = policy.random ?? Math.random;
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (err) {
      if (policy.signal?.aborted || !isRetryableModelError(err)) throw err;
      const asked = retryAfterMs(err);
      const backoff = Math.min(cap, base * 2 ** (n - 1)) * random();
      const wait = asked ?? backoff;
      const remaining = policy.budgetMs - (Date.now() - started);
      if (wait >= remaining) throw new RetryBudgetExhausted(n, err);
      await sleep(wait, policy.signal);
    }
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new Error("aborted"));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
