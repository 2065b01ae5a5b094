import "server-only";
import { getRegistry } from "../runtime-registry";
import { getJurisdiction } from "../jurisdictions";
import { terms } from "./tokenize";
import { idf, indexFor, termScores, type IndexedProvision, type ProvisionIndex } from "./index";
import { expandQuery } from "./synonyms";
import { tuning } from "./tuning";

export interface RetrievedProvision extends IndexedProvision {
  /** In [0, 1]: how much of the question the provision covers (weighted by rarity), blended with its BM25F score. */
  relevance_score: number;
}

export interface SearchInput {
  query: string;
  /** The requested jurisdiction and its ancestors, e.g. ["FR", "EU"]. */
  jurisdictions: string[];
  limit?: number;
  /** Restrict to these instruments (e.g. the regulations a compliance check names). */
  sourceIds?: string[];
}


/**
 * Retrieval over the in-memory index of the runtime registry (built-in + imported instruments; rebuilt when an
 * import is announced). Everyday words are expanded to terms of art (`synonyms.ts`); only the requested
 * jurisdiction and its parents are searched.
 */
export async function searchProvisions(input: SearchInput): Promise<RetrievedProvision[]> {
  return searchIndex(indexFor(await getRegistry()), input);
}

export function searchIndex(index: ProvisionIndex, input: SearchInput): RetrievedProvision[] {
  const limit = Math.min(Math.max(input.limit ?? 8, 1), 50);
  const expanded = expandQuery(input.query.slice(0, 20_000));
  // "in Singapore", "an Indian company": the jurisdiction filter already says where; as terms they only add noise.
  const places = placeTerms(input.jurisdictions);
  const questionTerms = expanded.questionTerms.filter((t) => !places.has(t));
  const expansions = expanded.expansions;
  if (questionTerms.length === 0) return [];
  const jurisdictions = new Set(input.jurisdictions);
  const sources = input.sourceIds && input.sourceIds.length > 0 ? new Set(input.sourceIds) : null;
  const allowed = (doc: number) => jurisdictions.has(index.docs[doc].jurisdiction) && (!sources || sources.has(index.docs[doc].source_id));

  const scores = new Map<number, number>();
  const covered = new Map<number, Set<string>>();
  const cover = (doc: number, term: string) => {
    const set = covered.get(doc) ?? new Set<string>();
    set.add(term);
    covered.set(doc, set);
  };
  for (const term of questionTerms) {
    for (const [doc, score] of termScores(index, term, allowed)) {
      scores.set(doc, (scores.get(doc) ?? 0) + score);
      cover(doc, term);
    }
  }
  for (const { term, standsFor } of expansions) {
    for (const [doc, score] of termScores(index, term, allowed)) {
      scores.set(doc, (scores.get(doc) ?? 0) + tuning.expansionWeight * score);
      for (const original of standsFor) if (questionTerms.includes(original)) cover(doc, original);
    }
  }

  const weights = new Map(questionTerms.map((t) => [t, idf(index, t)]));
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  const ranked = [...scores].map(([doc, score]) => {
    const coverage = [...(covered.get(doc) ?? [])].reduce((sum, t) => sum + (weights.get(t) ?? 0), 0) / total;
    const relevance = tuning.coverageShare * coverage + (1 - tuning.coverageShare) * Math.min(1, score / total);
    return { doc, score, relevance: Math.round(relevance * 10_000) / 10_000 };
  });
  ranked.sort((a, b) => b.relevance - a.relevance || b.score - a.score || a.doc - b.doc);
  return ranked.slice(0, limit).map(({ doc, relevance }) => ({ ...index.docs[doc], relevance_score: relevance }));
}

/** How people name the places of a jurisdiction chain, beyond the names themselves. */
const DEMONYMS: Record<string, string> = {
  US: "american america usa federal state",
  GB: "british britain uk england english wales scotland",
  EU: "european europe eu union member",
  IN: "indian",
  DE: "german",
  FR: "french",
  ES: "spanish",
  IT: "italian",
  NL: "dutch",
  IE: "irish",
  BE: "belgian",
  AT: "austrian",
  PL: "polish",
  SE: "swedish",
  CH: "swiss",
  CN: "chinese",
  JP: "japanese",
  AU: "australian",
  NZ: "zealand",
  CA: "canadian",
  BR: "brazilian",
  ZA: "african",
  KE: "kenyan",
  NG: "nigerian",
  TH: "thai",
  CO: "colombian",
  SG: "singaporean",
  "US-CA": "californian",
};

const placeCache = new Map<string, Set<string>>();

function placeTerms(chain: string[]): Set<string> {
  const key = chain.join(",");
  let set = placeCache.get(key);
  if (!set) {
    const names = chain.flatMap((code) => [getJurisdiction(code)?.name ?? "", DEMONYMS[code] ?? ""]);
    set = new Set(terms(names.join(" ")));
    placeCache.set(key, set);
  }
  return set;
}
