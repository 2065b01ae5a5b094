import "server-only";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { searchProvisions, type RetrievedProvision } from "@/lib/legal/retrieval/search";
import { pickMode, modeSettings, type ModeSettings } from "@/lib/model/modes";
import type { ChatRequest } from "./operations";

export interface ChatContext {
  question: string;
  jurisdiction: string;
  language: string;
  settings: ModeSettings;
  /** Provisions retrieved for the question; the model may cite only these. */
  retrieved: RetrievedProvision[];
}

const CONTEXT_PROVISIONS = 10;

export async function prepareChat(body: ChatRequest): Promise<ChatContext> {
  const question = (body.message ?? body.query)!;
  const retrieved = await searchProvisions({
    query: question,
    jurisdictions: jurisdictionChain(body.jurisdiction),
    limit: CONTEXT_PROVISIONS,
  });
  return {
    question,
    jurisdiction: body.jurisdiction,
    language: body.language,
    settings: modeSettings(body.mode ?? pickMode(question)),
    retrieved,
  };
}
