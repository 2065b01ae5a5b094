import "server-only";
import { offlineAnswer } from "@/lib/legal/offline/answer";
import { getRegistry } from "@/lib/legal/runtime-registry";
import { log } from "@/lib/log";
import { getModelPool } from "@/lib/model/pools";
import { callStructured } from "@/lib/model/structured";
import type { HandlerContext, HandlerResult } from "@/lib/pipeline/types";
import { repairedOutputWarning, type Warning } from "@/lib/answers/warnings";
import { verifyModelCitations } from "@/lib/answers/verify";
import { answerTool, repairModelAnswer } from "./model-answer";
import { chatSystemPrompt } from "./prompt";
import { prepareChat, type ChatContext } from "./context";
import type { ChatRequest } from "./operations";
import { streamChat } from "./stream";
import { chatBody, describeFailure, offlineWarnings } from "./respond";

/**
 * POST /v1/chat/completions. Retrieval first; then the model (forced tool output, verified citations), or the
 * offline engine for sandbox keys, when no model is configured, or when the model fails (degraded).
 */
export async function handleChat(ctx: HandlerContext<ChatRequest, unknown>): Promise<HandlerResult> {
  const chat = await prepareChat(ctx.body);
  const pool = ctx.auth?.sandbox ? null : getModelPool("v1");
  const offlineReason = ctx.auth?.sandbox ? "sandbox" : pool ? null : "no model is configured";

  if (ctx.body.stream) return streamChat(ctx, chat, pool, offlineReason);
  if (!pool) return offlineResult(ctx.requestId, chat, offlineReason!);

  try {
    const result = await callStructured(
      {
        pool,
        settings: chat.settings,
        system: chatSystemPrompt(chat),
        user: chat.question,
        tool: answerTool,
        signal: ctx.request.signal,
      },
      repairModelAnswer,
    );
    const registry = await getRegistry();
    const verified = verifyModelCitations(registry, result.value.citations, { jurisdiction: chat.jurisdiction, retrieved: chat.retrieved });
    const warnings: Warning[] = [...verified.warnings, ...(result.repaired ? [repairedOutputWarning()] : [])];
    return {
      body: chatBody(ctx.requestId, chat, { answer: result.value.answer, citations: verified.citations, warnings, model: result.model }),
      tokensIn: result.tokensIn,
      tokensOut: result.tokensOut,
    };
  } catch (err) {
    if (ctx.request.signal.aborted) throw err;
    log.warn("chat degraded", { request_id: ctx.requestId, err: err instanceof Error ? err.message : String(err) });
    return offlineResult(ctx.requestId, chat, describeFailure(err));
  }
}

export async function offlineResult(requestId: string, chat: ChatContext, reason: string): Promise<HandlerResult> {
  const offline = await offlineAnswer({ question: chat.question, jurisdiction: chat.jurisdiction });
  const sandbox = reason === "sandbox";
  return {
    body: chatBody(requestId, chat, { answer: offline.answer, citations: offline.citations, warnings: offlineWarnings(chat, reason), model: "offline" }),
    degraded: !sandbox,
  };
}
