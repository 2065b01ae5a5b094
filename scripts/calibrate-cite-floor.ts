/**
 * npx tsx --conditions=react-server scripts/calibrate-cite-floor.ts [--grid]
 *
 * Calibrates the "nothing found" decision (`citable` in lib/legal/retrieval/citable.ts: tuning.citeFloor, citeCoverage,
 * citeEvidence, answeredWordsCap, standOutFloor / standOutRatio and the scatter rule) on DEV questions
 * only, answerable and unrelated together. Answerable: the everyday set's dev half, the dev extension, the fresh set's
 * dev part, fresh dev-more, the nothing-found dev set and the plain-words dev set (eval/retrieval/plain-dev.ts, written
 * from provision headings alone: the sets written beside the registry's situations cite far more often than questions
 * written blind). Unrelated: the dev half's, the extension's, the fresh set's dev part, the legacy set's,
 * calibration-unrelated.ts, the nothing-found dev set's and the plain-words set's, pooled.
 *
 * Prints, for each setting, answerable questions that cite nothing (and of them, those with the expected provision in
 * the top 5) and unrelated questions that cite something, and which rule silences the answerable ones at the current
 * tuning. With --grid, the grid below; the setting chosen is the one silencing fewest answerable questions with
 * unrelated citing at most TARGET_UNRELATED_SHARE. The test half is never read here.
 */
import { searchProvisions, type RetrievedProvision } from "@/lib/legal/retrieval/search";
import { tuning } from "@/lib/legal/retrieval/tuning";
import { citable, scattered } from "@/lib/legal/retrieval/citable";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { provisionKey, resolveExpected } from "@/eval/retrieval/resolve-expected";
import { devAnswerableSets as answerableSets, devUnrelatedPool as unrelatedPool } from "@/eval/retrieval/dev-pool";

const TARGET_UNRELATED_SHARE = 0.04;
const registry = builtInRegistry();
const defaults = structuredClone(tuning);

type Searched = { set: string; found: RetrievedProvision[]; top5: boolean };
// The searches depend on answeredWordsCap (search.ts computes question_words_answered with it), not on the rest.
async function searchAll(cap: number) {
  Object.assign(tuning, structuredClone(defaults), { answeredWordsCap: cap });
  const top = (question: string, jurisdiction: string) => searchProvisions({ query: question, jurisdictions: jurisdictionChain(jurisdiction), limit: 5 });
  const answerable: Searched[] = [];
  for (const [set, questions] of answerableSets) {
    for (const q of questions) {
      const expected = q.expected.map((e) => resolveExpected(registry, e)).flatMap((r) => (r.status === "found" ? [r.key] : []));
      if (expected.length === 0) continue;
      const found = await top(q.question, q.jurisdiction);
      answerable.push({ set, found, top5: found.some((p) => expected.includes(provisionKey(p.source_id, p.article))) });
    }
  }
  const unrelated: RetrievedProvision[][] = [];
  for (const q of unrelatedPool) unrelated.push(await top(q.question, q.jurisdiction));
  return { answerable, unrelated };
}

function measure(setting: Partial<typeof tuning>, searched: Awaited<ReturnType<typeof searchAll>>) {
  Object.assign(tuning, structuredClone(defaults), setting);
  const silenced = searched.answerable.filter((a) => citable(a.found).length === 0);
  const citing = searched.unrelated.filter((u) => citable(u).length > 0).length;
  Object.assign(tuning, structuredClone(defaults));
  return { silenced: silenced.length, silencedTop5: silenced.filter((a) => a.top5).length, citing, bySet: silenced };
}

// Why each answerable question is silenced at the current tuning: the first rule that fails.
function why(found: RetrievedProvision[]): string {
  if (found.length === 0) return "no result";
  if (scattered(found)) return "scattered";
  const best = found[0];
  if (best.relevance_score < tuning.citeFloor) return "below floor";
  if ((best.question_coverage ?? 1) < tuning.citeCoverage) return "coverage";
  if (best.relevance_score * (best.question_words_answered ?? 1) < tuning.citeEvidence) return "evidence";
  return "other";
}

const base = await searchAll(defaults.answeredWordsCap);
const now = measure({}, base);
console.log(`dev: ${base.answerable.length} answerable, ${base.unrelated.length} unrelated`);
console.log(`current tuning: ${now.silenced} answerable silenced (${now.silencedTop5} of them top-5 right), ${now.citing} unrelated citing`);
for (const [set] of answerableSets) console.log(`  ${set}: ${now.bySet.filter((a) => a.set === set).length} silenced`);
const reasons = new Map<string, number>();
for (const a of base.answerable.filter((x) => citable(x.found).length === 0)) reasons.set(why(a.found), (reasons.get(why(a.found)) ?? 0) + 1);
console.log(`why silenced: ${[...reasons].map(([k, n]) => `${k} ${n}`).join(", ")}`);

if (process.argv.includes("--grid")) {
  const limit = Math.floor(TARGET_UNRELATED_SHARE * base.unrelated.length);
  const rows: { setting: Partial<typeof tuning>; silenced: number; silencedTop5: number; citing: number }[] = [];
  for (const cap of [3, 4, 5]) {
    const searched = cap === defaults.answeredWordsCap ? base : await searchAll(cap);
    for (const citeFloor of [0.22, 0.25, 0.28, 0.3])
      for (const citeCoverage of [0.15, 0.2, 0.25])
        for (const citeEvidence of [0.18, 0.2, 0.22, 0.25, 0.28, 0.3])
            for (const scatterCloseness of [0.8, 0.9]) {
              const setting = { answeredWordsCap: cap, citeFloor, standOutFloor: Math.min(citeFloor, defaults.standOutFloor), citeCoverage, citeEvidence, scatterCloseness };
              rows.push({ setting, ...measure(setting, searched) });
            }
  }
  const meets = rows.filter((r) => r.citing <= limit).sort((a, b) => a.silenced - b.silenced || a.citing - b.citing);
  console.log(`\nunrelated citing allowed: ${limit} of ${base.unrelated.length}; best settings:`);
  for (const r of meets.slice(0, 25)) console.log(`${r.silenced} silenced (${r.silencedTop5} top-5 right), ${r.citing} citing: ${JSON.stringify(r.setting)}`);
  const one = (k: keyof typeof tuning, values: unknown[]) =>
    values.map((v) => {
      const r = measure({ [k]: v }, base);
      return `${k}=${String(v)}: ${r.silenced}/${r.citing}`;
    });
  console.log("\none change at a time (silenced / citing):");
  console.log(one("citeEvidence", [0.15, 0.2, 0.22, 0.25, 0.28]).join("  "));
  console.log(one("citeCoverage", [0.1, 0.15, 0.2]).join("  "));
  // The stand-out floor moves with the floor (below the floor, a stand-out best result is still cited).
  console.log(
    [0.2, 0.25, 0.28]
      .map((f) => {
        const r = measure({ citeFloor: f, standOutFloor: f }, base);
        return `citeFloor=standOutFloor=${f}: ${r.silenced}/${r.citing}`;
      })
      .join("  "),
  );
  console.log(one("scatterCloseness", [0.9, 1.01]).join("  "));
}
process.exit(0);
