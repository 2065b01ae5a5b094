import stored from "./clause-model.json";
import {
  clauseFeatures,
  FEATURE_BITS,
  matchingPatterns,
  parentHeading,
  sentenceFeatures,
  stackInput,
  STACK_DIMS,
  type Features,
  type FirstLevel,
} from "./clause-features";

export const storedClauseModel = stored as unknown as ClauseModelFile;
import type { Segment } from "./segment";

/**
 * The stored detector (scripts/train-clause-model.ts writes it), in two levels. First, per category, two sparse weight
 * vectors, one read over the whole clause and one over each of its sentences: a clause's clause score and its best
 * sentence's (the clause score again when it has a single sentence). Second, per category, a small logistic model over
 * those two scores, the same two of the clauses before and after it, the category's pattern hit and the clause's
 * position and kind (clause-features.ts' stackInput); its score is compared with the category's threshold. Beside it,
 * for some categories, the first level decides too: a clause whose clause score plus best sentence score clears the
 * category's first-level threshold is the category's whatever the second level says.
 */
export interface ClauseModelFile {
  about: string;
  featureBits: number;
  /** featuresFingerprint() when it was trained. */
  fingerprint: string;
  categories: Record<string, LearnedCategory | { patternsOnly: true }>;
}

interface LearnedCategory {
  threshold: number;
  /** Base64 of little-endian arrays: the weighted features (Uint32, ascending) and their weights (Float32). */
  features: string;
  weights: string;
  /** The same for the sentence-level scorer. */
  sentenceFeatures: string;
  sentenceWeights: string;
  /** The second level's weights over stackInput's vector. */
  stack: number[];
  /** The first-level rule: clause score plus best sentence score above this also assigns the category (null: no such rule). */
  firstThreshold: number | null;
  /** Patterns precise enough on the training half to decide alone. */
  decisivePatterns: number[];
}

/** Weighted features, sorted; feature `features[r]` weighs `weights[k]` for category `cats[k]`, offsets[r] ≤ k < offsets[r + 1]. */
interface SparseWeights {
  features: Uint32Array;
  offsets: Uint32Array;
  cats: Uint8Array;
  weights: Float32Array;
}

interface Model {
  /** Learned categories. */
  ids: string[];
  thresholds: Float64Array;
  /** First-level thresholds (Infinity where the category has no first-level rule). */
  firstThresholds: Float64Array;
  /** Second-level weights, STACK_DIMS per learned category. */
  stack: Float64Array;
  /** Category → its patterns that assign it by themselves (every pattern, for categories too rare to learn). */
  decisive: Map<string, Set<number> | "all">;
  clause: SparseWeights;
  sentence: SparseWeights;
}

let loaded: Model | null = null;
/** The model file detection reads: the stored one, unless an evaluation swaps in another (swapClauseModelFile). */
let current: ClauseModelFile = storedClauseModel;

/**
 * Detection reads `file` from now on instead of the stored model: for scripts/eval-clauses.ts' `--model`, which scores
 * one dev fold with a model trained on the other (scripts/train-clause-model.ts' `--fold`). Not for the service.
 */
export function swapClauseModelFile(file: ClauseModelFile): void {
  current = file;
  loaded = null;
}

// Typed arrays rather than a Map of small arrays: the weights take about 2 MB instead of twenty.
// (Base64 in the file for the same reason: a few strings parse in no time, 250,000 numbers do not.)
function model(): Model {
  if (loaded) return loaded;
  const file = current;
  if (file.featureBits !== FEATURE_BITS) throw new Error("clause-model.json was trained with other features; run npm run train:clauses");
  const decisive = new Map<string, Set<number> | "all">();
  const entries: [string, LearnedCategory][] = [];
  for (const [id, m] of Object.entries(file.categories)) {
    if ("patternsOnly" in m) decisive.set(id, "all");
    else {
      entries.push([id, m]);
      if (m.decisivePatterns.length) decisive.set(id, new Set(m.decisivePatterns));
    }
  }
  if (entries.some(([, m]) => m.stack?.length !== STACK_DIMS || m.firstThreshold === undefined))
    throw new Error("clause-model.json has no second level of this shape; run npm run train:clauses");
  loaded = {
    ids: entries.map(([id]) => id),
    thresholds: Float64Array.from(entries, ([, m]) => m.threshold),
    firstThresholds: Float64Array.from(entries, ([, m]) => m.firstThreshold ?? Infinity),
    stack: Float64Array.from(entries.flatMap(([, m]) => m.stack)),
    decisive,
    clause: sparse(entries.map(([, m]) => [m.features, m.weights])),
    sentence: sparse(entries.map(([, m]) => [m.sentenceFeatures, m.sentenceWeights])),
  };
  return loaded;
}

/** One category's (features, weights) per entry → all categories' weights in one table sorted by feature. */
function sparse(perCategory: [string, string][]): SparseWeights {
  const parts = perCategory.map(([features, weights]) => ({ f: new Uint32Array(bytes(features)), w: new Float32Array(bytes(weights)) }));
  const total = parts.reduce((n, p) => n + p.f.length, 0);
  // Flat typed arrays and a sorted permutation rather than an array of [feature, category, weight] triples: the
  // model loads inside a request, and 200,000 small arrays would raise the server's peak memory for nothing.
  const f = new Uint32Array(total);
  const c = new Uint8Array(total);
  const w = new Float32Array(total);
  let k = 0;
  parts.forEach((p, category) => {
    f.set(p.f, k);
    w.set(p.w, k);
    c.fill(category, k, k + p.f.length);
    k += p.f.length;
  });
  const order = new Uint32Array(total).map((_, i) => i).sort((a, b) => f[a] - f[b] || c[a] - c[b]);
  const features: number[] = [];
  const offsets: number[] = [];
  order.forEach((i, k) => {
    if (features[features.length - 1] !== f[i]) {
      features.push(f[i]);
      offsets.push(k);
    }
  });
  offsets.push(total);
  return {
    features: Uint32Array.from(features),
    offsets: Uint32Array.from(offsets),
    cats: Uint8Array.from(order, (i) => c[i]),
    weights: Float32Array.from(order, (i) => w[i]),
  };
}

/** Each category's score for one clause or sentence. */
function scores({ features, offsets, cats, weights }: SparseWeights, { index, value }: Features, count: number): Float64Array {
  const z = new Float64Array(count);
  for (const f of index) {
    const r = row(features, f);
    if (r >= 0) for (let k = offsets[r]; k < offsets[r + 1]; k++) z[cats[k]] += weights[k];
  }
  for (let c = 0; c < count; c++) z[c] *= value;
  return z;
}

function bytes(base64: string): ArrayBuffer {
  const b = Buffer.from(base64, "base64");
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
}

function row(features: Uint32Array, f: number): number {
  let lo = 0;
  let hi = features.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (features[mid] === f) return mid;
    if (features[mid] < f) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** First-level scores of a document's clauses: for clause i, the clause scores then the best-sentence scores. */
interface FirstLevelTable {
  /** 2 × (learned categories) per clause. */
  z: Float32Array;
  done: Uint8Array;
}

// The second level reads a clause's neighbours, so each clause's first-level scores are kept for the document's
// other clauses: one flat array per document (a few hundred kilobytes for thousands of clauses), dropped with it.
const firstLevelCache = new WeakMap<Segment[], FirstLevelTable>();

/** Each learned category's first-level scores for the clause at `position`: clause and best sentence. */
function firstLevel(segs: Segment[], position: number): { clause: Float32Array; sentence: Float32Array } {
  const { ids, clause, sentence } = model();
  const count = ids.length;
  let table = firstLevelCache.get(segs);
  if (!table) firstLevelCache.set(segs, (table = { z: new Float32Array(segs.length * 2 * count), done: new Uint8Array(segs.length) }));
  const row = table.z.subarray(position * 2 * count, (position + 1) * 2 * count);
  if (!table.done[position]) {
    const parent = parentHeading(segs, position);
    const z = scores(clause, clauseFeatures(segs[position], position, parent), count);
    const sentences = sentenceFeatures(segs[position], position, parent).map((f) => scores(sentence, f, count));
    for (let c = 0; c < count; c++) {
      row[c] = z[c];
      let best = sentences.length ? -Infinity : z[c];
      for (const s of sentences) best = Math.max(best, s[c]);
      row[count + c] = best;
    }
    table.done[position] = 1;
  }
  return { clause: row.subarray(0, count), sentence: row.subarray(count) };
}

/**
 * Per learned category: the clause's own score, its best sentence's (its own again for a single sentence), the second
 * level's score over those and its neighbours' (clause-features.ts' stackInput), the threshold that score must clear, and
 * the first-level threshold that clause plus sentence may clear instead (Infinity: none).
 */
export function categoryScores(
  segs: Segment[],
  position: number,
): Map<string, { clause: number; sentence: number; score: number; threshold: number; firstThreshold: number }> {
  const { ids, thresholds, firstThresholds, stack } = model();
  const own = firstLevel(segs, position);
  const previous = position > 0 ? firstLevel(segs, position - 1) : null;
  const next = position + 1 < segs.length ? firstLevel(segs, position + 1) : null;
  const hits = new Set(matchingPatterns(segs[position]).map((m) => m.id));
  const at = (s: { clause: Float32Array; sentence: Float32Array } | null, c: number): FirstLevel | null =>
    s && { clause: s.clause[c], sentence: s.sentence[c] };
  const x = new Float64Array(STACK_DIMS);
  return new Map(
    ids.map((id, c) => {
      stackInput(at(own, c)!, at(previous, c), at(next, c), hits.has(id), position, segs[position].kind, x);
      let score = 0;
      for (let d = 0; d < STACK_DIMS; d++) score += stack[c * STACK_DIMS + d] * x[d];
      return [id, { clause: own.clause[c], sentence: own.sentence[c], score, threshold: thresholds[c], firstThreshold: firstThresholds[c] }];
    }),
  );
}

/**
 * The CUAD categories of the clause at `position`: those whose second-level score clears the threshold (strongest
 * first), then those the first-level rule assigns, then those a decisive pattern assigns.
 */
export function detectCategories(segs: Segment[], position: number): string[] {
  const { decisive } = model();
  const hits: { id: string; margin: number }[] = [];
  const byFirstLevel: string[] = [];
  for (const [id, s] of categoryScores(segs, position)) {
    const margin = s.score - s.threshold;
    if (margin > 0) hits.push({ id, margin });
    else if (s.clause + s.sentence > s.firstThreshold) byFirstLevel.push(id);
  }
  const found = [...hits.sort((a, b) => b.margin - a.margin).map((h) => h.id), ...byFirstLevel];
  for (const { id, k } of matchingPatterns(segs[position])) {
    const d = decisive.get(id);
    if (d && (d === "all" || d.has(k)) && !found.includes(id)) found.push(id);
  }
  return found;
}
