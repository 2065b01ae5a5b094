/**
 * npx tsx --conditions=react-server scripts/calibrate-cite-floor.ts
 *
 * Calibrates the "nothing found" floor (tuning.citeFloor) on the DEV half of the everyday evaluation only, answerable
 * and unrelated questions together. For each candidate floor it counts, on dev:
 * - answerable questions (expected provision in the registry) whose top score falls below the floor ("nothing found"
 *   although the registry holds the answer), split into those retrieval would have got right (top-5) and the rest;
 * - unrelated questions whose top score clears it (they would cite something): the dev half's, the dev-only extension's
 *   (eval/retrieval/dev-extension.ts, which also adds its answerable questions above), the legacy set's
 *   (eval/retrieval/questions.ts, tuned on) and eval/retrieval/calibration-unrelated.ts (written for this, close to
 *   legal vocabulary) and eval/retrieval/nothing-found-dev.ts (dev-only, written for this decision; its answerable
 *   questions are added above too), pooled: 32 alone move the share in steps of 3 %.
 * The chosen floor is the lowest one with unrelated questions citing at most 5 % of dev: every step above it only
 * loses answerable questions. The test half is never read here.
 */
import { searchProvisions } from "@/lib/legal/retrieval/search";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { everydayQuestions, everydayUnrelatedQuestions, splitOf } from "@/eval/retrieval/everyday";
import { unrelatedQuestions } from "@/eval/retrieval/questions";
import { calibrationUnrelatedQuestions } from "@/eval/retrieval/calibration-unrelated";
import { provisionKey, resolveExpected } from "@/eval/retrieval/resolve-expected";
import { devExtensionQuestions, devExtensionUnrelated } from "@/eval/retrieval/dev-extension";
import { freshDev } from "@/eval/retrieval/fresh-set";
import { nothingFoundDevQuestions, nothingFoundDevUnrelated } from "@/eval/retrieval/nothing-found-dev";

const TARGET_UNRELATED_SHARE = 0.05;

const registry = builtInRegistry();
const top = async (question: string, jurisdiction: string) =>
  searchProvisions({ query: question, jurisdictions: jurisdictionChain(jurisdiction), limit: 5 });

import { tuning } from "@/lib/legal/retrieval/tuning";
import { citable } from "@/lib/legal/retrieval/citable";
import type { RetrievedProvision } from "@/lib/legal/retrieval/search";

// Whether a search's results cite anything at this floor and coverage bar, through `citable.ts` itself.
const cites = (floor: number, coverage: number, found: RetrievedProvision[]) => {
  const saved = { citeFloor: tuning.citeFloor, citeCoverage: tuning.citeCoverage };
  Object.assign(tuning, { citeFloor: floor, citeCoverage: coverage });
  const cited = citable(found).length > 0;
  Object.assign(tuning, saved);
  return cited;
};

const answerable: { found: RetrievedProvision[]; top5: boolean }[] = [];
for (const q of [...everydayQuestions.filter((x) => splitOf(x.id) === "dev"), ...devExtensionQuestions, ...freshDev.questions, ...nothingFoundDevQuestions]) {
  const expected = q.expected.map((e) => resolveExpected(registry, e)).flatMap((r) => (r.status === "found" ? [r.key] : []));
  if (expected.length === 0) continue;
  const found = await top(q.question, q.jurisdiction);
  answerable.push({ found, top5: found.some((p) => expected.includes(provisionKey(p.source_id, p.article))) });
}
const unrelated: RetrievedProvision[][] = [];
const unrelatedPool = [
  ...everydayUnrelatedQuestions.filter((x) => splitOf(x.id) === "dev"),
  ...devExtensionUnrelated,
  ...freshDev.unrelated,
  ...unrelatedQuestions,
  ...calibrationUnrelatedQuestions,
  ...nothingFoundDevUnrelated,
];
for (const q of unrelatedPool) unrelated.push(await top(q.question, q.jurisdiction));

console.log(`dev: ${answerable.length} answerable, ${unrelated.length} unrelated (dev half, dev extension, legacy set, calibration set)`);
console.log("| coverage bar | floor | answerable with nothing found (of which top-5 right) | unrelated citing |\n|---|---|---|---|");
// Per coverage bar, the lowest floor meeting the target; of those, the pair that silences fewest answerable questions.
let chosen: { floor: number; coverage: number; silenced: number } | null = null;
for (const coverage of [0, 0.2, 0.25, 0.3, 0.35, 0.4]) {
  for (let floor = 0.2; floor <= 0.5001; floor += 0.01) {
    const f = Math.round(floor * 100) / 100;
    const silenced = answerable.filter((a) => !cites(f, coverage, a.found));
    const citing = unrelated.filter((u) => cites(f, coverage, u)).length;
    const meets = citing / unrelated.length <= TARGET_UNRELATED_SHARE;
    if (meets || f === 0.3 || f === 0.35) {
      console.log(`| ${coverage.toFixed(2)} | ${f.toFixed(2)} | ${silenced.length} (${silenced.filter((a) => a.top5).length}) | ${citing} (${((100 * citing) / unrelated.length).toFixed(1)}%) |`);
    }
    if (meets) {
      if (chosen === null || silenced.length < chosen.silenced) chosen = { floor: f, coverage, silenced: silenced.length };
      break;
    }
  }
}
console.log(`\nWith unrelated citing ≤ ${TARGET_UNRELATED_SHARE * 100}% on dev, fewest answerable silenced: ${chosen ? `floor ${chosen.floor}, coverage bar ${chosen.coverage} (${chosen.silenced} silenced)` : "none in range"}`);
console.log(`Unrelated top scores (dev, sorted): ${unrelated.map((found) => found[0]?.relevance_score ?? 0).sort((a, b) => b - a).map((s) => s.toFixed(3)).join(", ")}`);
process.exit(0);
