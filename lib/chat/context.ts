import "server-only";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { rewriteQuestion } from "@/lib/legal/retrieval/rewrite";
import { searchProvisions, type RetrievedProvision } from "@/lib/legal/retrieval/search";
import { getRegistry } from "@/lib/legal/runtime-registry";
import { pickMode, modeSettings, type ModeSettings } from "@/lib/model/modes";
import type { ModelPool } from "@/lib/model/pools";
import type { ChatRequest } from "./operations";

export interface ChatContext {
  question: string;
  jurisdiction: string;
  language: string;
  settings: ModeSettings;
  /** Provisions retrieved for the question; the model may cite only these. */
  retrieved: RetrievedProvision[];
  /** Tokens of the question's rewrite (0 without one, or from the cache): metered with the answer's. */
  rewriteTokens: { in: number; out: number };
}

const CONTEXT_PROVISIONS = 10;

/**
 * The question, its mode and the provisions retrieved for it. With a model (`pool`), the question is first rewritten
 * into legal terms by a small model (`rewrite.ts`, cached); without one, or when that fails, retrieval runs on the
 * question alone, so an offline call does no more than before.
 */
export async function prepareChat(body: ChatRequest, model?: { pool: ModelPool | null; signal: AbortSignal; requestId: string }): Promise<ChatContext> {
  const question = (body.message ?? body.query)!;
  const jurisdictions = jurisdictionChain(body.jurisdiction);
  const rewritten = model?.pool
    ? await rewriteQuestion({ pool: model.pool, registry: await getRegistry(), question, jurisdictions, signal: model.signal, requestId: model.requestId })
    : null;
  const retrieved = await searchProvisions({ query: question, jurisdictions, limit: CONTEXT_PROVISIONS, rewrite: rewritten?.rewrite, language: body.language });
  return {
    question,
    jurisdiction: body.jurisdiction,
    language: body.language,
    settings: modeSettings(body.mode ?? pickMode(question)),
    retrieved,
    rewriteTokens: { in: rewritten?.tokensIn ?? 0, out: rewritten?.tokensOut ?? 0 },
  };
}
