import { composeDraft, fullText } from "./compose";
import { layouts } from "./language/drafting";
import { nativeDrafting } from "./language";
import { allTemplates } from "./templates";

/**
 * For tests: a type's catalogue example drafted under `jurisdiction` with `key_terms` over the example's, natively in
 * German or French when `language` is given; its full text (as the language lays it out) and the codes of its notes.
 */
export function draftExample(type: string, jurisdiction: string, key_terms: Record<string, string> = {}, language?: "de" | "fr") {
  const t = allTemplates.find((x) => x.id === type)!;
  const native = language ? nativeDrafting(type, jurisdiction, language) ?? undefined : undefined;
  const d = composeDraft(t, { jurisdiction, party_a: t.example.party_a, party_b: t.example.party_b, key_terms: { ...t.example.key_terms, ...key_terms } }, native);
  return { text: fullText(d, layouts[d.language]), notes: d.notes.map((n) => n.code) };
}
