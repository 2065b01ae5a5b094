import stored from "./clause-model.json";
import { clauseFeatures, FEATURE_BITS, parentHeading } from "./clause-features";

export const storedClauseModel = stored as unknown as ClauseModelFile;
import type { Segment } from "./segment";

/** The stored detector (scripts/train-clause-model.ts writes it): per category, a threshold and sparse weights. */
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
  /** Patterns precise enough on the training half to decide alone. */
  decisivePatterns: number[];
}

interface Model {
  /** Learned categories. */
  ids: string[];
  thresholds: Float64Array;
  /** Category → its patterns that assign it by themselves (every pattern, for categories too rare to learn). */
  decisive: Map<string, Set<number> | "all">;
  /** Weighted features, sorted; feature `features[r]` weighs `weights[k]` for category `cats[k]`, offsets[r] ≤ k < offsets[r + 1]. */
  features: Uint32Array;
  offsets: Uint32Array;
  cats: Uint8Array;
  weights: Float32Array;
}

let loaded: Model | null = null;

// Typed arrays rather than a Map of small arrays: the weights take about 1 MB instead of ten.
// (Base64 in the file for the same reason: a few strings parse in no time, 250,000 numbers do not.)
function model(): Model {
  if (loaded) return loaded;
  const file = storedClauseModel;
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
  const triples: [number, number, number][] = [];
  entries.forEach(([, m], c) => {
    const f = new Uint32Array(bytes(m.features));
    const w = new Float32Array(bytes(m.weights));
    f.forEach((feature, k) => triples.push([feature, c, w[k]]));
  });
  triples.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const features: number[] = [];
  const offsets: number[] = [];
  triples.forEach(([f], k) => {
    if (features[features.length - 1] !== f) {
      features.push(f);
      offsets.push(k);
    }
  });
  offsets.push(triples.length);
  loaded = {
    ids: entries.map(([id]) => id),
    thresholds: Float64Array.from(entries, ([, m]) => m.threshold),
    decisive,
    features: Uint32Array.from(features),
    offsets: Uint32Array.from(offsets),
    cats: Uint8Array.from(triples, (t) => t[1]),
    weights: Float32Array.from(triples, (t) => t[2]),
  };
  return loaded;
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

/**
 * The CUAD categories of the clause at `position`: those whose learned score clears its threshold (strongest first),
 * then those a decisive pattern assigns.
 */
export function detectCategories(segs: Segment[], position: number): string[] {
  const { ids, thresholds, decisive, features, offsets, cats, weights } = model();
  const { index, value, patterns } = clauseFeatures(segs[position], position, parentHeading(segs, position));
  const z = new Float64Array(ids.length);
  for (const f of index) {
    const r = row(features, f);
    if (r >= 0) for (let k = offsets[r]; k < offsets[r + 1]; k++) z[cats[k]] += weights[k];
  }
  const hits: { id: string; margin: number }[] = [];
  z.forEach((sum, c) => {
    const margin = sum * value - thresholds[c];
    if (margin > 0) hits.push({ id: ids[c], margin });
  });
  const found = hits.sort((a, b) => b.margin - a.margin).map((h) => h.id);
  for (const { id, k } of patterns) {
    const d = decisive.get(id);
    if (d && (d === "all" || d.has(k)) && !found.includes(id)) found.push(id);
  }
  return found;
}
