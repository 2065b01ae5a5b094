import { z } from "zod";
import type { Registry } from "@/lib/legal/sources/registry";
import { resolveCitation } from "@/lib/legal/citations/resolve";
import { languageName } from "@/lib/legal/languages";
import { fullText, type Cite, type ComposedDraft, type DraftRequest } from "./compose";
import { termKey } from "./key-terms";

/** What the model returns: the whole draft, clause by clause, with the provisions each clause relies on. */
export const refinedDraftSchema = z.object({
  document_title: z.string().min(1),
  preamble: z.string().min(1),
  recitals: z.array(z.string()),
  clauses: z
    .array(
      z.object({
        clause_number: z.number().int(),
        heading: z.string().min(1),
        text: z.string().min(1),
        citations: z.array(z.object({ source_id: z.string(), article: z.string() })),
      }),
    )
    .min(1),
});
export type RefinedDraft = z.infer<typeof refinedDraftSchema>;

const TEMPLATE_SYNTAX = /\{\{|\}\}|\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]/;
const FIGURE = /(?:[A-Z]{3}|[$€£₹¥])\s?\d[\d,]*(?:\.\d+)?|\d+(?:\.\d+)?\s?%|\d[\d,]*(?:\.\d+)?/g;

/**
 * What the refinement must keep of each key term: the value as the caller wrote it where the composed draft uses
 * it so, or else the figures of it the draft uses (the composer drafts "6% of Gross Sales" as "6% of the Gross
 * Sales" and "SONIA plus 4.25% per annum" as a margin and a benchmark, so the raw value is not in the draft).
 */
export function valuesToKeep(draft: ComposedDraft, request: DraftRequest): Map<string, string[]> {
  const text = fullText(draft).toLowerCase();
  const out = new Map<string, string[]>();
  for (const [name, value] of Object.entries(request.key_terms)) {
    // How a party signs shapes the composed signature blocks, which the refinement never replaces; it is no wording to keep.
    if (/^party_[ab]_type$/.test(termKey(name))) continue;
    const v = value.trim();
    if (text.includes(v.toLowerCase())) out.set(name, [v]);
    else out.set(name, [...new Set(v.match(FIGURE) ?? [])].filter((f) => text.includes(f.toLowerCase())));
  }
  return out;
}

export function refinementPrompt(draft: ComposedDraft, request: DraftRequest & { language: string }, registry: Registry): string {
  const cited = new Map<string, Cite>();
  for (const c of draft.clauses.flatMap((x) => x.cites)) cited.set(`${c.source_id}#${c.article}`, c);
  const provisions = [...cited.values()].map((c) => {
    const p = registry.getProvision(c.source_id, c.article);
    return p ? `- source_id=${c.source_id} article=${c.article} | ${p.heading}: ${p.summary}` : null;
  });
  const language = request.language === "en" ? null : (languageName(request.language) ?? request.language);
  return [
    "You are an experienced commercial lawyer improving a first draft assembled from our template library.",
    `Document: ${draft.document_title}. Jurisdiction: ${request.jurisdiction}. Parties: "${request.party_a}" and "${request.party_b}".`,
    "Improve the wording for precision and readability, and add protections a careful lawyer in this jurisdiction would expect, without changing the commercial deal.",
    ...(draft.unilateral
      ? [`This is a one-sided instrument: "${request.party_a}" alone executes it in favour of "${request.party_b}", who does not sign it. Keep the preamble's "made … by … in favour of …" form; do not recast it as an agreement between the parties or make the other side agree to anything.`]
      : []),
    "Rules: keep every clause; you may add clauses, but number all clauses 1..n in order with unique headings; keep both party names exactly as written; keep every key-term value as the draft words it (these words and figures must stay):",
    JSON.stringify(Object.fromEntries(valuesToKeep(draft, request))),
    "Keep [●] blanks where the draft has them. For each clause, list in `citations` the provisions it relies on, only from this list, by exact source_id and article:",
    ...provisions.filter(Boolean),
    language ? `Write the whole draft (title, preamble, recitals, headings and clauses) in ${language}; keep names, amounts and dates as written.` : "Write in English.",
    "Submit the whole draft with the submit_draft tool. The draft as JSON:",
    JSON.stringify({ document_title: draft.document_title, preamble: draft.preamble, recitals: draft.recitals, clauses: draft.clauses.map((c) => ({ clause_number: c.clause_number, heading: c.heading, text: c.text, citations: c.cites })) }),
  ].join("\n");
}

/**
 * The model's draft is used only when it keeps what the client asked for: both parties, every key-term value
 * (in English; a translation may render dates and words differently, so then only amounts and percentages), clauses
 * numbered 1..n with unique headings, no template syntax, and citations that verify. Otherwise: why not.
 */
export function rejectRefinement(refined: RefinedDraft, request: DraftRequest & { language: string }, registry: Registry, composed: ComposedDraft): string | null {
  const text = [refined.document_title, refined.preamble, ...refined.recitals, ...refined.clauses.flatMap((c) => [c.heading, c.text])].join("\n");
  for (const party of [request.party_a, request.party_b]) if (!text.includes(party)) return `it dropped the party name "${party}"`;
  const numbers = refined.clauses.map((c) => c.clause_number);
  if (numbers.some((n, i) => n !== i + 1)) return `its clauses are not numbered 1..${numbers.length} in order`;
  if (new Set(refined.clauses.map((c) => c.heading.trim().toLowerCase())).size !== refined.clauses.length) return "two of its clauses have the same heading";
  for (const [name, kept] of valuesToKeep(composed, request)) {
    for (const value of kept) {
      const mustKeep = request.language === "en" || (/\d/.test(value) && /[%$€£₹¥]|\b[A-Z]{3}\b|per ?cent/i.test(value));
      if (mustKeep && !text.toLowerCase().includes(value.toLowerCase())) return `it dropped the value of key term ${name}`;
    }
  }
  if (TEMPLATE_SYNTAX.test(text)) return "it contains template placeholders";
  for (const c of refined.clauses.flatMap((x) => x.citations)) {
    const own = registry.getInstrument(c.source_id)?.jurisdiction ?? request.jurisdiction;
    if (!resolveCitation(registry, c, { jurisdiction: own }).verified) return `it cites ${c.source_id} ${c.article}, which we cannot verify`;
  }
  return null;
}
