import type { Registry } from "../sources/registry";
import { terms } from "./tokenize";
import { tuning } from "./tuning";

/**
 * An in-memory BM25F index over every provision of a registry. The registry is small (a few thousand
 * provisions) and changes only on an operator import, so the index is built once per registry object and
 * searched without a database round trip.
 */


export interface IndexedProvision {
  source_id: string;
  article: string;
  heading: string;
  summary: string;
  topics: string[];
  title: string;
  jurisdiction: string;
  provision_label: string;
}

export interface ProvisionIndex {
  docs: IndexedProvision[];
  /** term → [doc, field-weighted term frequency] pairs. */
  postings: Map<string, [number, number][]>;
  lengths: Float64Array;
  averageLength: number;
}

export function buildIndex(registry: Registry): ProvisionIndex {
  const docs: IndexedProvision[] = [];
  const postings = new Map<string, [number, number][]>();
  const lengths: number[] = [];
  for (const instrument of registry.instruments) {
    const names = [instrument.title, ...instrument.short_names].join(" ");
    for (const provision of instrument.provisions) {
      const doc = docs.length;
      docs.push({
        source_id: instrument.source_id,
        article: provision.article,
        heading: provision.heading,
        summary: provision.summary,
        topics: provision.topics,
        title: instrument.title,
        jurisdiction: instrument.jurisdiction,
        provision_label: instrument.provision_label,
      });
      const weighted = new Map<string, number>();
      let length = 0;
      const add = (text: string, weight: number) => {
        for (const term of terms(text)) {
          weighted.set(term, (weighted.get(term) ?? 0) + weight);
          length += weight;
        }
      };
      add(provision.heading.replace(/^\[Untitled\]\s*/, ""), tuning.fieldWeights.heading);
      add(provision.topics.join(" ").replace(/-/g, " "), tuning.fieldWeights.topics);
      add(names, tuning.fieldWeights.names);
      add(provision.summary, tuning.fieldWeights.summary);
      for (const [term, tf] of weighted) {
        const list = postings.get(term) ?? [];
        list.push([doc, tf]);
        postings.set(term, list);
      }
      lengths.push(length);
    }
  }
  const averageLength = lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length);
  return { docs, postings, lengths: Float64Array.from(lengths), averageLength };
}

/** Inverse document frequency (BM25's, floored at a small positive value so very common terms still count a little). */
export function idf(index: ProvisionIndex, term: string): number {
  const n = index.postings.get(term)?.length ?? 0;
  return Math.max(0.05, Math.log(1 + (index.docs.length - n + 0.5) / (n + 0.5)));
}

/** BM25F contribution of one term occurrence list to each document it occurs in. */
export function termScores(index: ProvisionIndex, term: string, allowed: (doc: number) => boolean): Map<number, number> {
  const out = new Map<number, number>();
  const weight = idf(index, term);
  for (const [doc, tf] of index.postings.get(term) ?? []) {
    if (!allowed(doc)) continue;
    const norm = 1 - tuning.b + (tuning.b * index.lengths[doc]) / index.averageLength;
    out.set(doc, (weight * tf * (tuning.k1 + 1)) / (tf + tuning.k1 * norm));
  }
  return out;
}

const holder = new WeakMap<Registry, ProvisionIndex>();

/** The index of this registry, built on first use (a new registry after an import gets a new index). */
export function indexFor(registry: Registry): ProvisionIndex {
  let index = holder.get(registry);
  if (!index) {
    index = buildIndex(registry);
    holder.set(registry, index);
  }
  return index;
}
