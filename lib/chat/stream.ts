import "server-only";
import type Anthropic from "@anthropic-ai/sdk";
import { env } from "@/lib/env";
import { DISCLAIMER } from "@/lib/legal/disclaimer";
import { offlineAnswer } from "@/lib/legal/offline/answer";
import { getRegistry } from "@/lib/legal/runtime-registry";
import { log } from "@/lib/log";
import { endUserMetadata } from "@/lib/model/model-time";
import type { ModelPool } from "@/lib/model/pools";
import { withRetries } from "@/lib/model/retry";
import { citedParams, citedUserContent } from "@/lib/model/cited";
import { ModelAttemptTimeout } from "@/lib/model/structured";
import { completionChunk } from "@/lib/sse/frame";
import type { HandlerContext, StreamIO, StreamResult } from "@/lib/pipeline/types";
import type { Warning } from "@/lib/answers/warnings";
import { chatSystemPrompt } from "./prompt";
import { CitedStream, searchResults } from "./search-results";
import type { ChatContext } from "./context";
import { describeFailure, offlineWarnings } from "./respond";
import type { ChatRequest } from "./operations";

type RawEvent = Anthropic.RawMessageStreamEvent;

/** A model stream that has produced its first piece of answer text (so it is safe to start billing). */
interface OpenedStream {
  events: AsyncIterator<RawEvent>;
  cited: CitedStream;
  firstText: string;
  tokensIn: number;
  model: string;
  release(): void;
}

/**
 * Streaming chat. The model stream is opened (with retries) up to its first answer text before the response
 * starts, so a model that fails early degrades to an offline stream marked X-Degraded; a failure after that is
 * an `event: error`. The client's disconnect aborts the model request through the pipeline's signal.
 */
export async function streamChat(
  ctx: HandlerContext<ChatRequest, unknown>,
  chat: ChatContext,
  pool: ModelPool | null,
  offlineReason: string | null,
): Promise<StreamResult> {
  const created = Math.floor(Date.now() / 1000);
  const abort = new AbortController();
  ctx.request.signal.addEventListener("abort", () => abort.abort(), { once: true });

  let opened: OpenedStream | null = null;
  let reason = offlineReason;
  if (pool) {
    try {
      opened = await openModelStream(pool, chat, abort.signal);
    } catch (err) {
      if (abort.signal.aborted) throw err;
      log.warn("chat stream degraded", { request_id: ctx.requestId, err: err instanceof Error ? err.message : String(err) });
      reason = describeFailure(err);
    }
  }

  if (!opened) {
    const degraded = reason !== "sandbox";
    return {
      kind: "stream",
      headers: degraded ? { "X-Degraded": "true" } : {},
      async start(io) {
        const offline = await offlineAnswer({ question: chat.question, jurisdiction: chat.jurisdiction, language: chat.language });
        const chunk = chunker(ctx.requestId, "offline", created);
        io.send(chunk({ role: "assistant", content: "" }));
        for (const piece of offline.answer.split(/(?<=\n\n)/)) io.send(chunk({ content: piece }));
        io.send(finalChunk(chunk, { citations: offline.citations, warnings: offlineWarnings(chat, reason!), chat, finishReason: "stop" }));
        return { finalResult: null, degraded, tokensIn: chat.rewriteTokens.in, tokensOut: chat.rewriteTokens.out };
      },
    };
  }

  const stream = opened;
  return {
    kind: "stream",
    async start(io) {
      io.signal.addEventListener("abort", () => abort.abort(), { once: true });
      try {
        return await relayModelStream(ctx.requestId, chat, stream, io, created);
      } finally {
        stream.release();
      }
    },
  };
}

async function openModelStream(pool: ModelPool, chat: ChatContext, signal: AbortSignal): Promise<OpenedStream> {
  const registry = await getRegistry();
  const { blocks, sent } = searchResults(registry, chat.retrieved);
  const params = citedParams({ settings: chat.settings, system: chatSystemPrompt(chat), content: citedUserContent(blocks, chat.question) });
  return withRetries(
    async () => {
      const release = await pool.semaphore.acquire(signal);
      try {
        const stream = await pool.client.messages.create({ ...params, metadata: endUserMetadata(), stream: true }, { signal });
        const events = stream[Symbol.asyncIterator]();
        const cited = new CitedStream(sent);
        let tokensIn = 0;
        let model = chat.settings.model;
        for (;;) {
          const next = await nextWithIdleTimeout(events);
          if (next.done) throw new Error("the model stream ended before any answer text");
          const event = next.value;
          if (event.type === "message_start") {
            tokensIn = event.message.usage?.input_tokens ?? 0;
            model = event.message.model ?? model;
          }
          const text = cited.push(event);
          if (text) return { events, cited, firstText: text, tokensIn, model, release };
        }
      } catch (err) {
        release();
        throw err;
      }
    },
    { budgetMs: env().MODEL_RETRY_BUDGET_MS, signal },
  );
}

async function relayModelStream(requestId: string, chat: ChatContext, stream: OpenedStream, io: StreamIO, created: number) {
  const chunk = chunker(requestId, stream.model, created);
  io.send(chunk({ role: "assistant", content: stream.firstText }));
  await io.firstContentSent();
  let tokensOut = 0;
  let stopReason: string | null = null;
  for (;;) {
    const next = await nextWithIdleTimeout(stream.events);
    if (next.done) break;
    const event = next.value;
    const text = stream.cited.push(event);
    if (text) io.send(chunk({ content: text }));
    else if (event.type === "message_delta") {
      tokensOut = event.usage?.output_tokens ?? tokensOut;
      stopReason = event.delta.stop_reason ?? stopReason;
    }
  }

  const registry = await getRegistry();
  const verified = stream.cited.finish().verify(registry, { jurisdiction: chat.jurisdiction, retrieved: chat.retrieved });
  const finishReason = stopReason === "max_tokens" ? "length" : "stop";
  const final = finalChunk(chunk, { citations: verified.citations, warnings: verified.warnings, chat, finishReason });
  io.send(final);
  return { finalResult: final, degraded: false, tokensIn: stream.tokensIn + chat.rewriteTokens.in, tokensOut: tokensOut + chat.rewriteTokens.out };
}

function chunker(requestId: string, model: string, created: number) {
  return (delta: { role?: "assistant"; content?: string }, finishReason: "stop" | "length" | null = null, extra?: Record<string, unknown>) =>
    completionChunk({ id: requestId, model, created, delta, finishReason, extra });
}

function finalChunk(
  chunk: ReturnType<typeof chunker>,
  parts: { citations: unknown[]; warnings: Warning[]; chat: ChatContext; finishReason: "stop" | "length" },
) {
  return chunk({}, parts.finishReason, {
    citations: parts.citations,
    warnings: parts.warnings,
    disclaimer: DISCLAIMER,
    jurisdiction: parts.chat.jurisdiction,
    mode: parts.chat.settings.mode,
  });
}

/** The SDK does not time out a stream that stalls after its headers; this does. */
async function nextWithIdleTimeout<T>(iterator: AsyncIterator<T>): Promise<IteratorResult<T>> {
  const idleMs = env().MODEL_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      iterator.next(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ModelAttemptTimeout(idleMs)), idleMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
