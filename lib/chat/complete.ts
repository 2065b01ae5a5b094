import "server-only";
import { offlineAnswer } from "@/lib/legal/offline/answer";
import { getRegistry } from "@/lib/legal/runtime-registry";
import { log } from "@/lib/log";
import { getModelPool } from "@/lib/model/pools";
import { callCited, citedUserContent } from "@/lib/model/cited";
import { UnusableModelOutput } from "@/lib/model/structured";
import type { HandlerContext, HandlerResult } from "@/lib/pipeline/types";
import { CitedAnswer, searchResults } from "./search-results";
import { chatSystemPrompt } from "./prompt";
import { prepareChat, type ChatContext } from "./context";
import type { ChatRequest } from "./operations";
import { streamChat } from "./stream";
import { chatBody, describeFailure, offlineWarnings } from "./respond";

/**
 * POST /v1/chat/completions. Retrieval first (after the question's rewrite, with a model); then the model, given the
 * provisions as `search_result` blocks and answering in text whose citations are verified, or the offline engine for sandbox keys, when no model is configured, or when the model fails (degraded).
 */
export async function handleChat(ctx: HandlerContext<ChatRequest, unknown>): Promise<HandlerResult> {
  const pool = ctx.auth?.sandbox ? null : getModelPool("v1");
  const offlineReason = ctx.auth?.sandbox ? "sandbox" : pool ? null : "no model is configured";
  const chat = await prepareChat(ctx.body, { pool, signal: ctx.request.signal, requestId: ctx.requestId });

  if (ctx.body.stream) return streamChat(ctx, chat, pool, offlineReason);
  if (!pool) return offlineResult(ctx.requestId, chat, offlineReason!);

  try {
    const registry = await getRegistry();
    const { blocks, sent } = searchResults(registry, chat.retrieved);
    const message = await callCited({
      pool,
      settings: chat.settings,
      system: chatSystemPrompt(chat),
      content: citedUserContent(blocks, chat.question),
      signal: ctx.request.signal,
    });
    const cited = new CitedAnswer(sent).addMessage(message.content);
    if (!cited.answer.trim()) throw new UnusableModelOutput("answer");
    const verified = cited.verify(registry, { jurisdiction: chat.jurisdiction, retrieved: chat.retrieved });
    return {
      body: chatBody(ctx.requestId, chat, { answer: cited.answer, citations: verified.citations, warnings: verified.warnings, model: message.model ?? chat.settings.model }),
      tokensIn: (message.usage?.input_tokens ?? 0) + chat.rewriteTokens.in,
      tokensOut: (message.usage?.output_tokens ?? 0) + chat.rewriteTokens.out,
    };
  } catch (err) {
    if (ctx.request.signal.aborted) throw err;
    log.warn("chat degraded", { request_id: ctx.requestId, err: err instanceof Error ? err.message : String(err) });
    return offlineResult(ctx.requestId, chat, describeFailure(err));
  }
}

export async function offlineResult(requestId: string, chat: ChatContext, reason: string): Promise<HandlerResult> {
  const offline = await offlineAnswer({ question: chat.question, jurisdiction: chat.jurisdiction, language: chat.language });
  const sandbox = reason === "sandbox";
  return {
    body: chatBody(requestId, chat, { answer: offline.answer, citations: offline.citations, warnings: offlineWarnings(chat, reason), model: "offline" }),
    degraded: !sandbox,
    // A rewrite that ran before the model failed still used provider tokens: they are recorded, not charged.
    tokensIn: chat.rewriteTokens.in,
    tokensOut: chat.rewriteTokens.out,
  };
}
