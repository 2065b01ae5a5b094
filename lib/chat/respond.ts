import { DISCLAIMER } from "@/lib/legal/disclaimer";
import { degradedWarning, offlineLanguageWarning, sandboxWarning, type Warning } from "@/lib/answers/warnings";
import type { ChatContext } from "./context";

export function offlineWarnings(chat: ChatContext, reason: string): Warning[] {
  return [
    reason === "sandbox" ? sandboxWarning() : degradedWarning(reason),
    ...(chat.language.split("-")[0] !== "en" ? [offlineLanguageWarning(chat.language)] : []),
  ];
}

export function chatBody(
  requestId: string,
  chat: ChatContext,
  parts: { answer: string; citations: unknown[]; warnings: Warning[]; model: string },
) {
  return {
    id: requestId,
    object: "chat.completion" as const,
    answer: parts.answer,
    citations: parts.citations,
    jurisdiction: chat.jurisdiction,
    warnings: parts.warnings,
    disclaimer: DISCLAIMER,
    mode: chat.settings.mode,
    model: parts.model,
  };
}

export function describeFailure(err: unknown): string {
  if (err && typeof err === "object" && "status" in err && typeof err.status === "number") return `provider answered ${err.status}`;
  if (err instanceof Error && err.name === "RetryBudgetExhausted") return "provider unavailable after retries";
  if (err instanceof Error && err.name === "UnusableModelOutput") return "unusable model output";
  if (err instanceof Error && err.name === "ModelOutputTruncated" && "maxTokens" in err) return `its answer was cut off at the ${err.maxTokens}-token output limit`;
  return "provider unreachable";
}
