/**
 * npx tsx --conditions=react-server scripts/calibrate-cite-floor.ts [--grid] [--list]
 *
 * Calibrates the "nothing found" decision (`citable` in lib/legal/retrieval/citable.ts: a result is cited when
 * relevance + citeWordsWeight × words answered + citeLengthWeight × min(question words, citeLengthCap) / citeLengthCap
 * reaches citeThreshold) on DEV questions only, answerable and unrelated together: every dev set of
 * eval/retrieval/dev-pool.ts, the dev halves of blind sets 16-21 (eval/retrieval/blind-dev-half.ts drops their held-out
 * halves before any search) and the foreign-language set's dev half. No held-out question is searched.
 *
 * Each question is searched once: the evidence depends only on the first result's own figures, so a setting is
 * measured without searching again. Prints, at the current tuning, answerable questions that cite nothing (of them,
 * those with the expected provision in the top 5) and unrelated questions that cite something, per set. With --grid,
 * for each weighting the lowest threshold at which unrelated questions cite at most TARGET_UNRELATED_SHARE, best
 * first, and a fold check: the threshold chosen without blind sets 19-21's dev halves, measured on them. With --list,
 * the unrelated questions nearest the threshold (what a lower one would cite).
 */
import { buildIndex } from "@/lib/legal/retrieval/index";
import { searchIndex, type RetrievedProvision } from "@/lib/legal/retrieval/search";
import { tuning } from "@/lib/legal/retrieval/tuning";
import { citable, citeEvidence, scattered } from "@/lib/legal/retrieval/citable";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { provisionKey, resolveExpected } from "@/eval/retrieval/resolve-expected";
import { blindDevHalves } from "@/eval/retrieval/blind-dev-halves";
import { devAnswerableSets, devUnrelatedPool } from "@/eval/retrieval/dev-pool";
import { splitOf, type EverydayQuestion } from "@/eval/retrieval/everyday";
import { foreignQuestions, foreignUnrelated } from "@/eval/retrieval/foreign-language";

const TARGET_UNRELATED_SHARE = 0.04;
const registry = builtInRegistry();
const index = buildIndex(registry);
const defaults = structuredClone(tuning);

const answerableSets: (readonly [string, EverydayQuestion[]])[] = [
  ...devAnswerableSets,
  ...blindDevHalves.map(([name, set]) => [name, set.questions] as const),
  ["foreign dev", foreignQuestions.filter((q) => splitOf(q.id) === "dev")],
];
const unrelatedSets: (readonly [string, { question: string; jurisdiction: string }[]])[] = [
  ["dev pool", devUnrelatedPool],
  ...blindDevHalves.map(([name, set]) => [name, set.unrelated] as const),
  ["foreign dev", foreignUnrelated.filter((q) => splitOf(q.id) === "dev")],
];
/** Blind sets 19-21's dev halves: nobody tuned the nothing-found decision on them before retr3; the fold check holds them out. */
const laterFold = new Set(["blind-19 dev", "blind-20 dev", "blind-21 dev"]);

interface Searched {
  set: string;
  question: string;
  unrelated: boolean;
  found: RetrievedProvision[];
  top5: boolean;
}
const search = (question: string, jurisdiction: string) => searchIndex(index, { query: question, jurisdictions: jurisdictionChain(jurisdiction), limit: 5 });
const searched: Searched[] = [];
for (const [set, questions] of answerableSets) {
  for (const q of questions) {
    const expected = q.expected.map((e) => resolveExpected(registry, e)).flatMap((r) => (r.status === "found" ? [r.key] : []));
    if (expected.length === 0) continue; // a coverage gap: no threshold makes it right
    const found = search(q.question, q.jurisdiction);
    searched.push({ set, question: q.question, unrelated: false, found, top5: found.some((p) => expected.includes(provisionKey(p.source_id, p.article))) });
  }
}
for (const [set, questions] of unrelatedSets) {
  for (const q of questions) searched.push({ set, question: q.question, unrelated: true, found: search(q.question, q.jurisdiction), top5: false });
}

type Weights = Pick<typeof tuning, "citeWordsWeight" | "citeLengthWeight" | "citeLengthCap">;
const evidence = (w: Weights, p: RetrievedProvision | undefined) => (p === undefined ? -Infinity : citeEvidence(p, w));

/** The lowest threshold (to 0.01) at which at most `share` of these unrelated questions cite something. */
function thresholdFor(w: Weights, rows: Searched[], share: number): number {
  // A question the scatter guard silences cites nothing at any threshold.
  const scores = rows.filter((s) => s.unrelated && !scattered(s.found)).map((s) => evidence(w, s.found[0])).sort((a, b) => b - a);
  const allowed = Math.floor(share * scores.length);
  return Math.floor(100 * scores[allowed]) / 100 + 0.01;
}

function figures(w: Weights, threshold: number, rows: Searched[]) {
  const cites = (s: Searched) => evidence(w, s.found[0]) >= threshold && !scattered(s.found);
  const answerable = rows.filter((s) => !s.unrelated);
  const silent = answerable.filter((s) => !cites(s));
  return { answerable: answerable.length, silent: silent.length, silentTop5: silent.filter((s) => s.top5).length, unrelated: rows.length - answerable.length, citing: rows.filter((s) => s.unrelated && cites(s)).length };
}

const current: Weights = { citeWordsWeight: defaults.citeWordsWeight, citeLengthWeight: defaults.citeLengthWeight, citeLengthCap: defaults.citeLengthCap };
console.log(`dev: ${searched.filter((s) => !s.unrelated).length} answerable (coverage gaps left out), ${searched.filter((s) => s.unrelated).length} unrelated`);
console.log(`current tuning ${JSON.stringify({ ...current, citeThreshold: defaults.citeThreshold })}, per set (answerable citing nothing, of them top-5 right; unrelated citing):`);
for (const [set] of [...answerableSets, ...unrelatedSets.filter(([name]) => !answerableSets.some(([a]) => a === name))]) {
  const rows = searched.filter((s) => s.set === set);
  const f = figures(current, defaults.citeThreshold, rows);
  console.log(`  ${set}: ${f.silent} (${f.silentTop5}) of ${f.answerable}; ${f.citing} of ${f.unrelated}`);
}
const all = figures(current, defaults.citeThreshold, searched);
console.log(`  all: ${all.silent} (${all.silentTop5}) of ${all.answerable}; ${all.citing} of ${all.unrelated}`);
// The rule in citable.ts must be the one measured here.
const mismatch = searched.filter((s) => (citable(s.found).length > 0) !== (evidence(current, s.found[0]) >= defaults.citeThreshold && !scattered(s.found))).length;
if (mismatch > 0) console.log(`WARNING: citable() disagrees with this script's evidence on ${mismatch} questions`);

if (process.argv.includes("--grid")) {
  const rows: { w: Weights; threshold: number; silent: number; silentTop5: number; citing: number }[] = [];
  for (const citeWordsWeight of [0, 0.2, 0.3, 0.4, 0.5])
    for (const citeLengthWeight of [0, 0.5, 0.6, 0.75, 0.9])
      for (const citeLengthCap of [10, 12, 15]) {
        const w = { citeWordsWeight, citeLengthWeight, citeLengthCap };
        const threshold = thresholdFor(w, searched, TARGET_UNRELATED_SHARE);
        rows.push({ w, threshold, ...figures(w, threshold, searched) });
      }
  rows.sort((a, b) => a.silent - b.silent);
  console.log(`\nunrelated citing at most ${(100 * TARGET_UNRELATED_SHARE).toFixed(0)} %; best weightings (answerable citing nothing, of them top-5 right; unrelated citing):`);
  for (const r of rows.slice(0, 12)) console.log(`  ${r.silent} (${r.silentTop5}); ${r.citing}: ${JSON.stringify({ ...r.w, citeThreshold: r.threshold })}`);
  console.log(`  without the length (citeLengthWeight 0): ${rows.filter((r) => r.w.citeLengthWeight === 0).map((r) => `${r.silent}/${r.citing} at words ${r.w.citeWordsWeight}`).join(", ")}`);
  const earlier = searched.filter((s) => !laterFold.has(s.set));
  const later = searched.filter((s) => laterFold.has(s.set));
  const foldThreshold = thresholdFor(current, earlier, TARGET_UNRELATED_SHARE);
  const f = figures(current, foldThreshold, later);
  console.log(`\nfold check: threshold chosen without blind 19-21 dev: ${foldThreshold.toFixed(2)}; on blind 19-21 dev: ${f.silent} (${f.silentTop5}) of ${f.answerable} citing nothing, ${f.citing} of ${f.unrelated} unrelated citing`);
}

if (process.argv.includes("--list")) {
  const near = searched
    .filter((s) => s.unrelated && s.found.length > 0)
    .map((s) => ({ s, e: evidence(current, s.found[0]) }))
    .sort((a, b) => b.e - a.e)
    .slice(0, 25);
  console.log("\nunrelated questions with the most evidence:");
  for (const { s, e } of near) console.log(`  ${e.toFixed(3)} ${s.set}: ${s.question} → ${s.found[0].source_id} ${s.found[0].article}`);
}
process.exit(0);
