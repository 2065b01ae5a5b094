/**
 * npm run train:clauses [-- --data <dir>] [--top <n>] [--beta <b>] [--epochs <n>] [--folds <n>] [--quick] [--dry-run]
 *                        [--fold A|B --out <file>]
 *
 * Trains the clause detector (lib/documents/clause-model.json) on the "dev" half of the CUAD development set only;
 * `npm run eval:clauses` reports on the held-out "test" half. With no options it reproduces the committed model.
 *
 * - First level: two logistic regressions per CUAD category over hashed n-gram features
 *   (lib/documents/clause-features.ts): one reads the whole clause, one each sentence of a clause of several (under the
 *   clause's heading), since a labelled clause is often one sentence of a longer one. Both are trained by stochastic
 *   gradient descent with weighted positives; only features seen in at least five training contracts carry weight,
 *   and only the `top` heaviest weights per category are kept.
 * - Second level: per category, a logistic regression (AdaGrad, the same positive weighting) over stackInput: the
 *   clause's clause score and best sentence score, the same two of the clauses before and after it, the category's
 *   pattern hit, position and kind. It is trained on out-of-fold first-level scores (five folds by contract), which is
 *   what the final first level gives a contract it has not seen. Only the category's own scores go in: other
 *   categories' scores overfitted under nested cross-validation.
 * - Each threshold is chosen on out-of-fold second-level scores to maximise F-beta of what eval:clauses measures:
 *   precision over segments, recall over labelled spans. Beta is 1.3 by default, since the target asks more of recall
 *   than of precision.
 * - Beside the second level, a first-level rule per category: the clause is also the category's when its first-level
 *   score (clause plus best sentence) clears a second threshold, chosen on the same out-of-fold scores to maximise
 *   F-beta of the union (none when no threshold improves on the second level alone).
 * - A taxonomy pattern that was right at least 80% of the time on dev (over at least five segments) decides alone.
 * - Printed: out-of-fold figures (thresholds graded on their own scores), a cross-validated estimate (thresholds
 *   chosen on four folds, graded on the fifth) and the one to judge by, NESTED cross-validation: each fold is held
 *   out of everything, the first level's scores for the second level, the thresholds and the decisive patterns
 *   included (20 more first-level trainings; --quick skips it). Each is printed for the second level alone and as
 *   shipped (with the first-level rule and the decisive patterns, as eval:clauses scores the detector).
 * - Categories found in fewer than 15 dev contracts are left to their patterns: too few examples to learn from.
 *
 * - `--fold A|B --out <file>`: trains on one fold of dev only (eval:clauses' folds: even or odd position) and writes
 *   the model to <file>, never to lib/documents/clause-model.json; `npm run eval:clauses -- --split dev --fold B
 *   --model <file>` then scores the other fold out of sample, as the held-out half sees the shipped model (a dev fold
 *   scored by the shipped model was trained on). Categories in fewer than 8 of the fold's contracts are left to their
 *   patterns (half of 15). About half the time of a full training.
 *
 * The stored model holds hashed feature numbers and weights, nothing of the contracts' text. Trained on CUAD v1
 * (The Atticus Project, CC BY 4.0).
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import {
  clauseFeatures,
  FEATURE_BITS,
  featuresFingerprint,
  parentHeading,
  sentenceFeatures,
  stackInput,
  STACK_DIMS,
  type Features,
  type FirstLevel,
} from "../lib/documents/clause-features";
import { segment, type Segment } from "../lib/documents/segment";
import { categories } from "../lib/documents/taxonomy";
import type { ClauseModelFile } from "../lib/documents/clause-model";
import { cuadFile, eligible, labelledSpans, loadContracts, norm, touches } from "./cuad/dataset";

const argv = process.argv;
const arg = (name: string, fallback: number) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback);
const TOP = arg("--top", 3000);
const BETA = arg("--beta", 1.3);
const EPOCHS = arg("--epochs", 3);
const FOLDS = arg("--folds", 5);
const L2 = arg("--l2", 1e-4);
const MIN_CONTRACTS = arg("--min-contracts", 5);
const POS_CAP = arg("--pos-cap", 20);
/** Below this many dev contracts with the clause, there is too little to learn from: the patterns decide alone. */
const TRAIN_FOLD = argv.includes("--fold") ? argv[argv.indexOf("--fold") + 1] : null;
const OUT = argv.includes("--out") ? path.resolve(argv[argv.indexOf("--out") + 1]) : null;
if (TRAIN_FOLD !== null && (!["A", "B"].includes(TRAIN_FOLD) || OUT === null)) {
  console.log("--fold takes A or B, with --out <file>: a model trained on one fold is never written over the shipped one.");
  process.exit(1);
}
const MIN_LEARN_CONTRACTS = arg("--min-learn", TRAIN_FOLD === null ? 15 : 8);
/** A pattern this precise on dev (over at least DECISIVE_HITS segments) decides by itself, whatever the model says. */
const DECISIVE_PRECISION = 0.8;
const DECISIVE_HITS = 5;
const RATE = arg("--rate", 0.05);
/** The second level: AdaGrad epochs, step and L2 (chosen by nested cross-validation on dev). */
const STACK_EPOCHS = arg("--stack-epochs", 8);
const STACK_RATE = arg("--stack-rate", 0.1);
const STACK_L2 = arg("--stack-l2", 1e-3);
/** How many first-level thresholds bestUnion tries per category. */
const UNION_CANDIDATES = arg("--union-candidates", 100);
const DIMS = 1 << FEATURE_BITS;

const file = cuadFile(argv);
const loaded = loadContracts(file, "dev");
if (!loaded) {
  console.log(`train:clauses skipped: the CUAD development set is not at ${file}.`);
  process.exit(0);
}
const contracts = TRAIN_FOLD === null ? loaded : loaded.filter((_, i) => i % 2 === (TRAIN_FOLD === "A" ? 0 : 1));
const ids = categories.filter((c) => c.source === "cuad").map((c) => c.id);

interface Example {
  features: Features;
  contract: number;
  fold: number;
  /** Per category: 1 positive, 0 negative, -1 not eligible (opening-only category outside the opening). */
  gold: Int8Array;
  /** "category:pattern" for each taxonomy pattern that matches. */
  patterns: string[];
  position: number;
  kind: Segment["kind"];
}

const t0 = Date.now();
const examples: Example[] = [];
/** Sentences of clauses with more than one, labelled like clauses; `sentencesOf[k]` lists clause k's. */
const sentences: Example[] = [];
const sentencesOfClause: number[][] = [];
/** Per category: for each labelled span, the examples that touch it (what eval:clauses counts as finding it). */
const spanHits: number[][][] = ids.map(() => []);
/** Per category: the fold of each labelled span's contract. */
const spanFolds: number[][] = ids.map(() => []);
for (const [number, contract] of contracts.entries()) {
  const fold = createHash("sha256").update(`fold:${contract.title}`).digest()[0] % FOLDS;
  const segs = segment([{ page: 1, text: contract.text }]);
  const spans = ids.map((id) => labelledSpans(contract, id));
  const base = examples.length;
  const norms = segs.map((seg) => norm(`${seg.label ?? ""} ${seg.heading ?? ""} ${seg.text}`));
  ids.forEach((id, c) => {
    for (const span of spans[c]) {
      spanHits[c].push(norms.flatMap((n, i) => (eligible(id, i) && touches(n, span) ? [base + i] : [])));
      spanFolds[c].push(fold);
    }
  });
  segs.forEach((seg, i) => {
    const n = norms[i];
    const gold = new Int8Array(ids.length);
    ids.forEach((id, c) => {
      gold[c] = !eligible(id, i) ? -1 : spans[c].some((s) => touches(n, s)) ? 1 : 0;
    });
    const parent = parentHeading(segs, i);
    const features = clauseFeatures(seg, i, parent);
    examples.push({ features, contract: number, fold, gold, patterns: features.patterns.map(({ id, k }) => `${id}:${k}`), position: i, kind: seg.kind });
    sentencesOfClause.push(
      sentenceFeatures(seg, i, parent).map((f) => {
        const n = norm(f.sentence);
        const sentenceGold = Int8Array.from(ids, (id, c) => (!eligible(id, i) ? -1 : spans[c].some((s) => touches(n, s)) ? 1 : 0));
        sentences.push({ features: f, contract: number, fold, gold: sentenceGold, patterns: [], position: i, kind: seg.kind });
        return sentences.length - 1;
      }),
    );
  });
}
console.log(`${contracts.length} contracts, ${examples.length} segments featurised in ${Date.now() - t0} ms`);

type Weights = Float32Array[];

/**
 * Only features seen in at least MIN_CONTRACTS training contracts may carry weight: a phrase from a single contract
 * would let the model memorise that contract instead of learning the clause.
 */
function commonFeatures(data: Example[]): Uint8Array {
  const firstSeen = new Int32Array(DIMS).fill(-1);
  const count = new Uint16Array(DIMS);
  for (const e of data) {
    for (const f of e.features.index) {
      if (firstSeen[f] === e.contract) continue;
      firstSeen[f] = e.contract;
      count[f]++;
    }
  }
  return Uint8Array.from(count, (n) => (n >= MIN_CONTRACTS ? 1 : 0));
}

function train(all: Example[]): Weights {
  const keep = commonFeatures(all);
  const data = all.map((e) => ({ ...e, features: { ...e.features, index: e.features.index.filter((f) => keep[f] === 1) } }));
  const w = ids.map(() => new Float32Array(DIMS));
  const pos = ids.map((_, c) => data.filter((e) => e.gold[c] === 1).length);
  const neg = ids.map((_, c) => data.filter((e) => e.gold[c] === 0).length);
  // Rare positives count for more, but not fully balanced: that would flood the detector with false positives.
  const posWeight = ids.map((_, c) => Math.min(POS_CAP, Math.sqrt(neg[c] / Math.max(1, pos[c]))));
  const order = data.map((_, i) => i);
  let seed = 12345;
  const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const rate = RATE / Math.sqrt(epoch + 1);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const k of order) {
      const { features, gold } = data[k];
      const { index, value } = features;
      for (let c = 0; c < ids.length; c++) {
        const y = gold[c];
        if (y < 0) continue;
        const wc = w[c];
        let z = 0;
        for (let f = 0; f < index.length; f++) z += wc[index[f]];
        z *= value;
        const p = 1 / (1 + Math.exp(-z));
        const g = (p - y) * (y === 1 ? posWeight[c] : 1);
        if (Math.abs(g) < 1e-4) continue;
        const step = g * value * rate;
        for (let f = 0; f < index.length; f++) {
          const j = index[f];
          wc[j] -= step + rate * L2 * wc[j];
        }
      }
    }
  }
  return w.map(prune);
}

/** Keeps the `TOP` weights of largest magnitude; the rest become zero. */
function prune(w: Float32Array): Float32Array {
  const mags = Float32Array.from(w, Math.abs).sort();
  const cut = mags[Math.max(0, mags.length - TOP)] || Number.MIN_VALUE;
  return w.map((x) => (Math.abs(x) >= cut ? Math.round(x * 1000) / 1000 : 0));
}

const score = (w: Float32Array, { index, value }: Features) => {
  let z = 0;
  for (let f = 0; f < index.length; f++) z += w[index[f]];
  return z * value;
};

const K = ids.length;
const N = examples.length;
/**
 * First-level scores (row k, category c at k * K + c: clause score, best sentence score) of the examples in folds
 * `apply`, from models trained on the folds in `trainOn`.
 */
function firstLevel(trainOn: Set<number>, apply: Set<number>, clause: Float32Array, sentence: Float32Array) {
  const clauseModel = train(examples.filter((e) => trainOn.has(e.fold)));
  const sentenceModel = train(sentences.filter((e) => trainOn.has(e.fold)));
  examples.forEach((e, k) => {
    if (!apply.has(e.fold)) return;
    const own = sentencesOfClause[k];
    for (let c = 0; c < K; c++) {
      const z = score(clauseModel[c], e.features);
      clause[k * K + c] = z;
      sentence[k * K + c] = own.length ? Math.max(...own.map((j) => score(sentenceModel[c], sentences[j].features))) : z;
    }
  });
}

const allFolds = Array.from({ length: FOLDS }, (_, f) => f);
const except = (...out: number[]) => new Set(allFolds.filter((f) => !out.includes(f)));
const rows = (folds: Set<number>) => examples.flatMap((e, k) => (folds.has(e.fold) ? [k] : []));

/** The second level's input (clause-features.ts' stackInput) of every example for category c, STACK_DIMS a row. */
function stackInputs(c: number, clause: Float32Array, sentence: Float32Array): Float64Array {
  const X = new Float64Array(N * STACK_DIMS);
  examples.forEach((e, k) => {
    // Examples are in document order, one contract after another: a neighbour is the next row of the same contract.
    const at = (j: number): FirstLevel | null =>
      j >= 0 && j < N && examples[j].contract === e.contract ? { clause: clause[j * K + c], sentence: sentence[j * K + c] } : null;
    const patternHit = e.patterns.some((p) => p.startsWith(`${ids[c]}:`));
    X.set(stackInput(at(k)!, at(k - 1), at(k + 1), patternHit, e.position, e.kind), k * STACK_DIMS);
  });
  return X;
}

/**
 * The second level for category c: logistic regression over stackInputs, trained on `on` by AdaGrad with the first
 * level's positive weighting and a little L2 (not on the bias).
 */
function fitStack(c: number, X: Float64Array, on: number[]): Float64Array {
  const D = STACK_DIMS;
  const w = new Float64Array(D);
  const g2 = new Float64Array(D).fill(1e-8);
  const data = on.filter((k) => examples[k].gold[c] >= 0);
  const pos = data.filter((k) => examples[k].gold[c] === 1).length;
  const posWeight = Math.min(POS_CAP, Math.sqrt((data.length - pos) / Math.max(1, pos)));
  let seed = 777 + c;
  const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  for (let epoch = 0; epoch < STACK_EPOCHS; epoch++) {
    for (let i = data.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [data[i], data[j]] = [data[j], data[i]];
    }
    for (const k of data) {
      let z = 0;
      for (let d = 0; d < D; d++) z += w[d] * X[k * D + d];
      const y = examples[k].gold[c];
      const g = (1 / (1 + Math.exp(-z)) - y) * (y === 1 ? posWeight : 1);
      for (let d = 0; d < D; d++) {
        const gd = g * X[k * D + d] + (d > 0 ? STACK_L2 * w[d] : 0);
        if (gd === 0) continue;
        g2[d] += gd * gd;
        w[d] -= (STACK_RATE * gd) / Math.sqrt(g2[d]);
      }
    }
  }
  return w;
}
const stackScore = (X: Float64Array, w: Float64Array, k: number) => {
  let z = 0;
  for (let d = 0; d < STACK_DIMS; d++) z += w[d] * X[k * STACK_DIMS + d];
  return z;
};

interface Point {
  threshold: number;
  p: number;
  r: number;
}

/**
 * Every threshold's precision and recall over the examples of folds `folds` (all when null), as eval:clauses measures
 * them: precision over the segments predicted, recall over labelled spans (found when a segment touching the span
 * clears the threshold).
 */
function curve(c: number, s: ArrayLike<number>, folds: Set<number> | null = null): Point[] {
  const scored = examples
    .map((e, k) => ({ s: s[k], y: folds && !folds.has(e.fold) ? -1 : e.gold[c] }))
    .filter((x) => x.y >= 0)
    .sort((a, b) => b.s - a.s);
  const spanBest = spanHits[c]
    .filter((_, i) => !folds || folds.has(spanFolds[c][i]))
    .map((hits) => Math.max(-Infinity, ...hits.map((k) => s[k])))
    .sort((a, b) => b - a);
  const points: Point[] = [];
  let tp = 0;
  let found = 0;
  scored.forEach((x, k) => {
    if (x.y === 1) tp++;
    if (k + 1 < scored.length && scored[k + 1].s === x.s) return;
    const threshold = k + 1 < scored.length ? (x.s + scored[k + 1].s) / 2 : x.s - 1e-3;
    while (found < spanBest.length && spanBest[found] > threshold) found++;
    points.push({ threshold, p: tp / (k + 1), r: spanBest.length ? found / spanBest.length : 0 });
  });
  return points;
}

const fBeta = ({ p, r }: Point, beta: number) => (p + r > 0 ? ((1 + beta ** 2) * p * r) / (beta ** 2 * p + r) : 0);

/** The threshold that maximises F-beta. */
function bestThreshold(c: number, s: ArrayLike<number>, beta = BETA, folds: Set<number> | null = null): Point {
  return curve(c, s, folds).reduce((best, pt) => (fBeta(pt, beta) > fBeta(best, beta) ? pt : best), { threshold: Infinity, p: 0, r: 0 });
}

/**
 * Category c's taxonomy patterns that decide alone: right at least DECISIVE_PRECISION of the time over at least
 * DECISIVE_HITS segments of folds `folds` (all when null).
 */
function decisivePatterns(c: number, folds: Set<number> | null = null): number[] {
  const id = ids[c];
  const count = categories.find((cat) => cat.id === id)!.patterns.length;
  return Array.from({ length: count }, (_, k) => k).filter((k) => {
    const hits = examples.filter((e) => e.gold[c] >= 0 && (!folds || folds.has(e.fold)) && e.patterns.includes(`${id}:${k}`));
    return hits.length >= DECISIVE_HITS && hits.filter((e) => e.gold[c] === 1).length / hits.length >= DECISIVE_PRECISION;
  });
}
/** Per example, whether one of category c's patterns `patterns` matches it. */
const patternHits = (c: number, patterns: number[]) => examples.map((e) => patterns.some((k) => e.patterns.includes(`${ids[c]}:${k}`)));

/**
 * The first-level rule beside the second level: a clause is also category c's when its first-level score `f` (clause
 * plus best sentence) clears the returned threshold. It is chosen, over folds `folds` (all when null), to maximise
 * F-beta of that rule's union with the second level's scores `s` above `t`; Infinity (no such rule) when no threshold
 * improves on the second level alone. The second level reads a clause mostly through its neighbours' and its own
 * scores together, and loses some clauses the first level alone is sure of.
 */
function bestUnion(c: number, s: ArrayLike<number>, t: number, f: ArrayLike<number>, folds: Set<number> | null = null): number {
  const rowsIn = examples.flatMap((e, k) => (e.gold[c] >= 0 && (!folds || folds.has(e.fold)) ? [k] : []));
  const spans = spanHits[c].filter((_, i) => !folds || folds.has(spanFolds[c][i]));
  // Candidates: just below the first-level scores of the positives the second level misses, highest first.
  const missed = rowsIn.filter((k) => examples[k].gold[c] === 1 && s[k] <= t).map((k) => f[k]);
  const candidates = [...new Set(missed)].sort((a, b) => b - a).slice(0, UNION_CANDIDATES).map((x) => x - 1e-6);
  let best = Infinity;
  let bestF = -1;
  for (const u of [Infinity, ...candidates]) {
    const predicted = (k: number) => s[k] > t || f[k] > u;
    let tp = 0;
    let n = 0;
    for (const k of rowsIn) {
      if (!predicted(k)) continue;
      n++;
      if (examples[k].gold[c] === 1) tp++;
    }
    const found = spans.filter((hits) => hits.some(predicted)).length;
    const score = fBeta({ threshold: u, p: n ? tp / n : 0, r: spans.length ? found / spans.length : 0 }, BETA);
    if (score > bestF) {
      bestF = score;
      best = u;
    }
  }
  return best;
}

const docsWith = (c: number) => new Set(examples.filter((e) => e.gold[c] === 1).map((e) => e.contract)).size;
const learned = ids.flatMap((_, c) => (docsWith(c) >= MIN_LEARN_CONTRACTS ? [c] : []));
const frequent = learned.filter((c) => docsWith(c) >= 20);

interface Counts {
  tp: number;
  predicted: number;
  found: number;
  spans: number;
}
/** Adds what the rule `predicted` finds in fold `held` to the counts. */
function grade(c: number, predicted: (k: number) => boolean, held: number, n: Counts) {
  examples.forEach((e, k) => {
    if (e.fold !== held || e.gold[c] < 0 || !predicted(k)) return;
    n.predicted++;
    if (e.gold[c] === 1) n.tp++;
  });
  spanHits[c].forEach((hits, i) => {
    if (spanFolds[c][i] !== held) return;
    n.spans++;
    if (hits.some(predicted)) n.found++;
  });
}
/** Each category's counts pooled over the folds, then macro-averaged. */
function macro(counts: Map<number, Counts>): { p: number; r: number } {
  const all = [...counts.values()];
  return {
    p: all.reduce((a, n) => a + (n.predicted ? n.tp / n.predicted : 0), 0) / all.length,
    r: all.reduce((a, n) => a + (n.spans ? n.found / n.spans : 0), 0) / all.length,
  };
}
const zeroCounts = () => new Map(frequent.map((c) => [c, { tp: 0, predicted: 0, found: 0, spans: 0 }]));
const report = (label: string, { p, r }: { p: number; r: number }) =>
  console.log(`${label}: precision ${p.toFixed(3)}, recall ${r.toFixed(3)}, F1 ${((2 * p * r) / (p + r)).toFixed(3)}`);

/**
 * Second-level scores of every example, each from a second level trained on the other folds (`within` limits both to
 * those folds), over first-level scores `clause`/`sentence`.
 */
function stackOutOfFold(c: number, clause: Float32Array, sentence: Float32Array, within: Set<number> = new Set(allFolds)): Float64Array {
  const X = stackInputs(c, clause, sentence);
  const s = new Float64Array(N);
  for (const f of within) {
    const w = fitStack(c, X, rows(new Set([...within].filter((g) => g !== f))));
    for (const k of rows(new Set([f]))) s[k] = stackScore(X, w, k);
  }
  return s;
}

// 1. Out-of-fold first-level scores: each fold scored by models trained on the other four.
const oofClause = new Float32Array(N * K);
const oofSentence = new Float32Array(N * K);
for (const fold of allFolds) {
  const t = Date.now();
  firstLevel(except(fold), new Set([fold]), oofClause, oofSentence);
  console.log(`fold ${fold + 1}/${FOLDS} trained in ${Date.now() - t} ms`);
}
// 2. Out-of-fold second-level scores over them: what the thresholds are chosen on.
const stackOof = new Map(learned.map((c) => [c, stackOutOfFold(c, oofClause, oofSentence)]));
for (const beta of [1, BETA]) {
  const points = frequent.map((c) => bestThreshold(c, stackOof.get(c)!, beta));
  const mean = (f: (x: Point) => number) => points.reduce((a, x) => a + f(x), 0) / points.length;
  report(`out-of-fold macro over ${frequent.length} categories with >= 20 dev contracts, F-beta ${beta} thresholds`, { p: mean((x) => x.p), r: mean((x) => x.r) });
}
/** Per example, category c's first-level score: clause plus best sentence. */
const firstSum = (c: number, clause: Float32Array, sentence: Float32Array) => Float64Array.from(examples, (_, k) => clause[k * K + c] + sentence[k * K + c]);
{
  const alone = zeroCounts();
  const shipped = zeroCounts();
  for (const held of allFolds) {
    for (const c of frequent) {
      const s = stackOof.get(c)!;
      const f = firstSum(c, oofClause, oofSentence);
      const t = bestThreshold(c, s, BETA, except(held)).threshold;
      const u = bestUnion(c, s, t, f, except(held));
      const decisive = patternHits(c, decisivePatterns(c, except(held)));
      grade(c, (k) => s[k] > t, held, alone.get(c)!);
      grade(c, (k) => s[k] > t || f[k] > u || decisive[k], held, shipped.get(c)!);
    }
  }
  report(`cross-validated macro, thresholds chosen on the other folds (first level not nested), second level alone, F-beta ${BETA}`, macro(alone));
  report(`the same, as shipped (second level, first-level rule and decisive patterns)`, macro(shipped));
}
/**
 * 3. The estimate to judge the detector by: nested cross-validation. For each held-out fold, everything is redone on
 * the other four alone: their first-level scores come from models trained on three of them, the second level and the
 * thresholds are fitted on those, and the held-out fold is scored by first-level models trained on all four, as the
 * shipped model scores a new contract. Printed beside it, the same for the first level alone (clause score plus best
 * sentence score, the detector before the second level). --quick skips it (20 more first-level trainings).
 */
if (!argv.includes("--quick")) {
  const nested = zeroCounts();
  const firstOnly = zeroCounts();
  const nestedDecisive = zeroCounts();
  const nestedShipped = zeroCounts();
  for (const held of allFolds) {
    const t = Date.now();
    const clause = new Float32Array(N * K);
    const sentence = new Float32Array(N * K);
    firstLevel(except(held), new Set([held]), clause, sentence);
    for (const inner of except(held)) firstLevel(except(held, inner), new Set([inner]), clause, sentence);
    for (const c of frequent) {
      const sum = firstSum(c, clause, sentence);
      const t1 = bestThreshold(c, sum, BETA, except(held)).threshold;
      grade(c, (k) => sum[k] > t1, held, firstOnly.get(c)!);
      const X = stackInputs(c, clause, sentence);
      const s = stackOutOfFold(c, clause, sentence, except(held));
      const w = fitStack(c, X, rows(except(held)));
      for (const k of rows(new Set([held]))) s[k] = stackScore(X, w, k);
      const t = bestThreshold(c, s, BETA, except(held)).threshold;
      const u = bestUnion(c, s, t, sum, except(held));
      const decisive = patternHits(c, decisivePatterns(c, except(held)));
      grade(c, (k) => s[k] > t, held, nested.get(c)!);
      grade(c, (k) => s[k] > t || decisive[k], held, nestedDecisive.get(c)!);
      grade(c, (k) => s[k] > t || sum[k] > u || decisive[k], held, nestedShipped.get(c)!);
    }
    console.log(`nested fold ${held + 1}/${FOLDS} done in ${Date.now() - t} ms`);
  }
  report(`NESTED cross-validated macro, first level alone (clause + best sentence), F-beta ${BETA}`, macro(firstOnly));
  report(`NESTED cross-validated macro, with the second level, F-beta ${BETA}`, macro(nested));
  report(`NESTED, second level and decisive patterns (the detector before the first-level rule)`, macro(nestedDecisive));
  report(`NESTED, as shipped: second level, first-level rule and decisive patterns`, macro(nestedShipped));
  console.log(`\nNESTED per category, as shipped (P R):`);
  for (const c of frequent) {
    const n = nestedShipped.get(c)!;
    const b = nestedDecisive.get(c)!;
    console.log(`  ${ids[c].padEnd(36)} ${(n.tp / Math.max(1, n.predicted)).toFixed(2)} ${(n.found / n.spans).toFixed(2)}   without the first-level rule ${(b.tp / Math.max(1, b.predicted)).toFixed(2)} ${(b.found / b.spans).toFixed(2)}`);
  }
}

const t1 = Date.now();
const finalClause = train(examples);
const finalSentence = train(sentences);
console.log(`final models trained in ${Date.now() - t1} ms`);
const out: ClauseModelFile = {
  about: `Clause detector weights: logistic regressions over ${DIMS} hashed features of each clause and of each of its sentences (lib/documents/clause-features.ts), and a second-level logistic regression per category over those scores and the neighbouring clauses', trained by scripts/train-clause-model.ts on the dev half of the CUAD development set (CUAD v1, The Atticus Project, CC BY 4.0). Numbers only; no contract text.`,
  featureBits: FEATURE_BITS,
  fingerprint: featuresFingerprint(),
  categories: {},
};
console.log(`\n${"category".padEnd(38)} ${"thr".padStart(6)} ${"oofP".padStart(5)} ${"oofR".padStart(5)}`);
const encode = (a: Uint32Array | Float32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString("base64");
const sparse = (w: Float32Array) => {
  const features = [...w.keys()].filter((j) => w[j] !== 0);
  return { features: encode(Uint32Array.from(features)), weights: encode(Float32Array.from(features, (j) => w[j])) };
};
ids.forEach((id, c) => {
  if (!learned.includes(c)) {
    out.categories[id] = { patternsOnly: true };
    console.log(`${id.padEnd(38)} patterns only (${docsWith(c)} dev contracts)`);
    return;
  }
  const { threshold, p, r } = bestThreshold(c, stackOof.get(c)!);
  const union = bestUnion(c, stackOof.get(c)!, threshold, firstSum(c, oofClause, oofSentence));
  const decisive = decisivePatterns(c);
  const clause = sparse(finalClause[c]);
  const sentence = sparse(finalSentence[c]);
  // The second level is trained on out-of-fold first-level scores: what the final first level gives a new contract.
  const stack = fitStack(c, stackInputs(c, oofClause, oofSentence), rows(new Set(allFolds)));
  out.categories[id] = {
    threshold: Math.round(threshold * 1e4) / 1e4,
    firstThreshold: Number.isFinite(union) ? Math.floor(union * 1e4) / 1e4 : null,
    ...clause,
    sentenceFeatures: sentence.features,
    sentenceWeights: sentence.weights,
    stack: Array.from(stack, (x) => Math.round(x * 1e4) / 1e4),
    decisivePatterns: decisive,
  };
  console.log(`${id.padEnd(38)} ${threshold.toFixed(3).padStart(6)} ${p.toFixed(2).padStart(5)} ${r.toFixed(2).padStart(5)} first ${Number.isFinite(union) ? union.toFixed(2) : "-"} decisive ${decisive.join(",") || "-"}`);
});
if (argv.includes("--dry-run")) process.exit(0);
const target = OUT ?? path.resolve(import.meta.dirname, "../lib/documents/clause-model.json");
writeFileSync(target, JSON.stringify(out) + "\n");
console.log(`\nwrote ${target} in ${Date.now() - t0} ms total`);
