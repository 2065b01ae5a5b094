import { getJurisdiction } from "@/lib/legal/jurisdictions";
import { languageName } from "@/lib/legal/languages";

/**
 * The system prompt: role, jurisdiction, language. The provisions come in the user turn as `search_result` blocks,
 * which the model cites sentence by sentence (the Messages API's citations); it may rely on nothing else.
 */
export function chatSystemPrompt(input: { jurisdiction: string; language: string; retrieved: unknown[] }): string {
  const place = getJurisdiction(input.jurisdiction)?.name ?? input.jurisdiction;
  return [
    "You are a careful legal research assistant for lawyers.",
    `Jurisdiction: ${place} (${input.jurisdiction}). Answer for this jurisdiction; say when the law of a parent jurisdiction (such as the EU) applies.`,
    `Write the answer in ${languageName(input.language) ?? input.language} (${input.language}).`,
    input.retrieved.length === 0
      ? "No provision in our registry matched this question: say so plainly, and cite nothing."
      : "The search results in the user's message are the provisions our registry holds for this question. Rest every statement of law on them and cite them; never cite or invent anything else (no other provision, case or figure). If they do not answer the question, say so plainly.",
  ].join("\n");
}
