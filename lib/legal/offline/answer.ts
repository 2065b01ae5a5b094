import "server-only";
import type { z } from "zod";
import type { citationSchema } from "@/lib/api/common-schemas";
import { provisionAbbreviation } from "../citations/provision-sign";
import { getJurisdiction, jurisdictionChain } from "../jurisdictions";
import { registrySpecificTopics, searchProvisions, type RetrievedProvision } from "../retrieval/search";
import { offlineCitations } from "../retrieval/citable";
import { getRegistry } from "../runtime-registry";
import { displayHeading } from "../sources/heading";
import type { Registry } from "../sources/registry";
import { figureCaveat, levelNote, placeMismatchNote, sameAreaAsFirst, withArticle } from "./compose";

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
  // A further citation from another area of law than the first's is dropped (`sameAreaAsFirst`).
  const relevant = sameAreaAsFirst(offlineCitations(found, { requireCoverage: !input.documentText, specificTopics: await registrySpecificTopics() }));
  const place = withArticle(getJurisdiction(input.jurisdiction)?.name ?? input.jurisdiction);
  // A place the question names outside the jurisdiction searched (the default is the United States) is said first.
  const elsewhere = placeMismatchNote(input.question, input.jurisdiction);

  if (relevant.length === 0) {
    return {
      answer:
        `${OFFLINE_PREFIX} we found no provision in our registry for ${place} that addresses this question, ` +
        "so we cannot point you to a source. Rephrase the question with legal terms, choose another jurisdiction, " +
        "or retry when the language model is available." +
        (elsewhere ? ` ${elsewhere}` : ""),
      citations: [],
      provisions: [],
    };
  }

  const citations = relevant.map((p, i) => toVerifiedCitation(p, `c${i + 1}`));
  const registry = await getRegistry();
  const asked = { code: input.jurisdiction, place };
  const named = new Set<string>();
  const lines = relevant.map((p, i) => {
    const note = levelNote(levelOf(p, registry), asked);
    return `[${i + 1}] ${citeOnce(p, registry, named)} — ${displayHeading(p.heading)}${note ? ` (${note})` : ""}: ${p.summary}`;
  });
  const caveat = input.documentText ? null : figureCaveat(input.question, relevant.map((p) => p.summary));
  const ownLaw = relevant.some((p) => p.jurisdiction === input.jurisdiction);
  return {
    answer: [
      ownLaw
        ? `${OFFLINE_PREFIX} for ${place}, these provisions appear most relevant to your question.`
        : `${OFFLINE_PREFIX} for ${place}, these provisions appear most relevant to your question; none is ${place}'s own legislation, so see the note on each for how it applies there.`,
      ...(elsewhere ? [elsewhere] : []),
      ...lines,
      ...(caveat ? [caveat] : []),
      "This is a retrieval of relevant provisions, not an analysis of your facts: it does not apply them to your situation " +
        "or check exceptions, later amendments or case law, and the summaries are ours, so read the official text before relying on it.",
    ].join("\n\n"),
    citations,
    provisions: relevant,
  };
}

/** The jurisdiction level of a cited provision, for `levelNote`. */
function levelOf(p: RetrievedProvision, registry: Registry) {
  const j = getJurisdiction(p.jurisdiction);
  return { code: p.jurisdiction, name: j?.name ?? p.jurisdiction, kind: j?.kind ?? "country", instrumentKind: registry.getInstrument(p.source_id)?.kind ?? "statute" };
}

/**
 * The full citation the first time an instrument is cited; after that its short name, so that an answer citing four
 * articles of one law does not repeat a title of forty words.
 */
function citeOnce(p: RetrievedProvision, registry: Registry, named: Set<string>): string {
  if (!named.has(p.source_id)) {
    named.add(p.source_id);
    return cite(p);
  }
  const short = registry.getInstrument(p.source_id)?.short_names[0];
  return short ? cite({ ...p, title: short }) : cite(p);
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
