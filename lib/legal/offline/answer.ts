import "server-only";
import type { z } from "zod";
import type { citationSchema } from "@/lib/api/common-schemas";
import { provisionAbbreviation } from "../citations/provision-sign";
import { getJurisdiction, jurisdictionChain } from "../jurisdictions";
import { registrySpecificTopics, searchProvisions, type RetrievedProvision } from "../retrieval/search";
import { offlineCitations } from "../retrieval/citable";
import { displayHeading } from "../sources/heading";

type Citation = z.infer<typeof citationSchema>;

export interface OfflineAnswer {
  answer: string;
  citations: Citation[];
  provisions: RetrievedProvision[];
}

export const OFFLINE_PREFIX = "Offline answer (no language model was used; composed from our source registry):";

/**
 * The answer of last resort: retrieves the provisions that match the question in the jurisdiction (and its
 * parents) and composes a plain answer from their summaries. Every citation is a provision we hold, so all
 * are verified. When nothing relevant is found it says so rather than citing loosely related provisions.
 */
export async function offlineAnswer(input: { question: string; jurisdiction: string; documentText?: string; language?: string }): Promise<OfflineAnswer> {
  const query = input.documentText ? `${input.question}\n${input.documentText.slice(0, 4000)}` : input.question;
  const found = await searchProvisions({ query, jurisdictions: jurisdictionChain(input.jurisdiction), limit: 12, language: input.language });
  // Too loosely related to cite (`citable.ts`): the offline engine says it found nothing instead.
  // Further citations only on the first's subject (`offlineCitations`).
  const relevant = offlineCitations(found, { requireCoverage: !input.documentText, specificTopics: await registrySpecificTopics() });
  const place = getJurisdiction(input.jurisdiction)?.name ?? input.jurisdiction;

  if (relevant.length === 0) {
    return {
      answer:
        `${OFFLINE_PREFIX} we found no provision in our registry for ${place} that addresses this question, ` +
        "so we cannot point you to a source. Rephrase the question with legal terms, choose another jurisdiction, " +
        "or retry when the language model is available.",
      citations: [],
      provisions: [],
    };
  }

  const citations = relevant.map((p, i) => toVerifiedCitation(p, `c${i + 1}`));
  const lines = relevant.map((p, i) => `[${i + 1}] ${cite(p)} — ${displayHeading(p.heading)}: ${p.summary}`);
  return {
    answer: [
      `${OFFLINE_PREFIX} for ${place}, these provisions appear most relevant to your question.`,
      ...lines,
      "This is a retrieval of relevant provisions, not an analysis of your facts.",
    ].join("\n\n"),
    citations,
    provisions: relevant,
  };
}

export function cite(p: Pick<RetrievedProvision, "title" | "article" | "provision_label" | "jurisdiction">): string {
  return `${p.title}, ${provisionAbbreviation(p.provision_label, p.article, p.jurisdiction)}`;
}

export function toVerifiedCitation(p: RetrievedProvision, citationId: string): Citation {
  return {
    citation_id: citationId,
    source_id: p.source_id,
    title: p.title,
    jurisdiction: p.jurisdiction,
    article: p.article,
    excerpt: `${displayHeading(p.heading)} — ${p.summary}`,
    relevance_score: p.relevance_score,
    verified: true,
  };
}
