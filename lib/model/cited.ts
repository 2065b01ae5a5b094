import "server-only";
import type Anthropic from "@anthropic-ai/sdk";
import { env } from "@/lib/env";
import type { ModelPool } from "./pools";
import { withRetries } from "./retry";
import type { ModeSettings } from "./modes";
import { endUserMetadata } from "./model-time";
import { attemptDeadline, ModelAttemptTimeout, ModelOutputTruncated } from "./structured";

export interface CitedCall {
  pool: ModelPool;
  settings: ModeSettings;
  system: string;
  /** The user turn: `search_result` blocks (citations enabled) and the question. */
  content: Anthropic.ContentBlockParam[];
  signal?: AbortSignal;
}

/** The user turn of a call whose sources are handed over as `search_result` blocks (empty list: the question alone). */
export function citedUserContent(searchResults: Anthropic.SearchResultBlockParam[], question: string): Anthropic.ContentBlockParam[] {
  return [...searchResults, { type: "text", text: question }];
}

/**
 * One model call answered in text, whose sentences cite the `search_result` blocks it was given (the Messages API's
 * citations). Retries, the per-attempt deadline and the concurrency slot work as in `callStructured`; an answer cut
 * off at the output limit throws (the caller degrades) rather than pass as complete.
 */
export async function callCited(call: CitedCall): Promise<Anthropic.Message> {
  const message = await withRetries(
    async () => {
      const release = await call.pool.semaphore.acquire(call.signal);
      const timeoutMs = env().MODEL_TIMEOUT_MS;
      const deadline = attemptDeadline(call.signal, timeoutMs);
      try {
        return await call.pool.client.messages.create(citedParams(call), { signal: deadline.signal });
      } catch (err) {
        throw deadline.timedOut() ? new ModelAttemptTimeout(timeoutMs) : err;
      } finally {
        deadline.clear();
        release();
      }
    },
    { budgetMs: env().MODEL_RETRY_BUDGET_MS, signal: call.signal },
  );
  if (message.stop_reason === "max_tokens") throw new ModelOutputTruncated("answer", call.settings.maxTokens);
  return message;
}

export function citedParams(call: Omit<CitedCall, "pool" | "signal">): Anthropic.MessageCreateParamsNonStreaming {
  return {
    model: call.settings.model,
    max_tokens: call.settings.maxTokens,
    system: call.system,
    messages: [{ role: "user", content: call.content }],
    metadata: endUserMetadata(),
  };
}
