import type { RetrievedProvision } from "@/lib/legal/retrieval/search";
import { cite } from "@/lib/legal/offline/answer";
import { getJurisdiction } from "@/lib/legal/jurisdictions";
import { languageName } from "@/lib/legal/languages";

/** The system prompt: role, jurisdiction, language, and the provisions the model may cite (and only those). */
export function chatSystemPrompt(input: { jurisdiction: string; language: string; retrieved: RetrievedProvision[] }): string {
  const place = getJurisdiction(input.jurisdiction)?.name ?? input.jurisdiction;
  const context =
    input.retrieved.length === 0
      ? "(No provision in our registry matched this question.)"
      : input.retrieved.map((p) => `- source_id=${p.source_id} article=${p.article} | ${cite(p)} — ${p.heading}: ${p.summary}`).join("\n");
  return [
    "You are a careful legal research assistant for lawyers.",
    `Jurisdiction: ${place} (${input.jurisdiction}). Answer for this jurisdiction; say when the law of a parent jurisdiction (such as the EU) applies.`,
    `Write the answer in ${languageName(input.language) ?? input.language} (${input.language}).`,
    "Cite only provisions from the list below, by their exact source_id and article. Never cite anything else, never invent a provision, case or figure. If the list does not answer the question, say so plainly.",
    "Submit the answer with the submit_answer tool, `answer` first.",
    "Provisions you may cite:",
    context,
  ].join("\n");
}
