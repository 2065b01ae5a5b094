/**
 * npx tsx --conditions=react-server scripts/tune-retrieval-dev.ts [--misses] [--unrelated]
 *
 * Retrieval figures on the DEV half of the everyday set only, in process and quickly, for trying a tuning change:
 * covered top-1 / top-5, answerable questions the "nothing found" decision silences, and unrelated questions that
 * would cite something; the fresh set's dev part and eval/retrieval/fresh-dev-more.ts are reported apart (the dev half's unrelated questions, the dev extension's, the fresh set's dev part, the legacy
 * set's and eval/retrieval/calibration-unrelated.ts).
 * The test half is never read here; `npm run eval:retrieval` reports it.
 */
import { buildIndex } from "@/lib/legal/retrieval/index";
import { tuning } from "@/lib/legal/retrieval/tuning";
import { searchIndex } from "@/lib/legal/retrieval/search";
import { citable } from "@/lib/legal/retrieval/citable";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { everydayQuestions, everydayUnrelatedQuestions, splitOf } from "@/eval/retrieval/everyday";
import { unrelatedQuestions } from "@/eval/retrieval/questions";
import { calibrationUnrelatedQuestions } from "@/eval/retrieval/calibration-unrelated";
import { provisionKey, resolveExpected } from "@/eval/retrieval/resolve-expected";
import { devExtensionQuestions, devExtensionUnrelated } from "@/eval/retrieval/dev-extension";
import { freshDev } from "@/eval/retrieval/fresh-set";
import { freshDevMoreQuestions } from "@/eval/retrieval/fresh-dev-more";
import { nothingFoundDevQuestions, nothingFoundDevUnrelated } from "@/eval/retrieval/nothing-found-dev";
import { plainDevQuestions, plainDevUnrelated } from "@/eval/retrieval/plain-dev";

const showMisses = process.argv.includes("--misses");
const showUnrelated = process.argv.includes("--unrelated");
const registry = builtInRegistry();
const defaults = structuredClone(tuning);
// RETRIEVAL_TUNING='{"k1":1.5,"fieldWeights":{"heading":4}}' (or a JSON array of such) tries values without editing tuning.ts.
const parsed: unknown = process.env.RETRIEVAL_TUNING ? JSON.parse(process.env.RETRIEVAL_TUNING) : {};
const overrides = (Array.isArray(parsed) ? parsed : [parsed]) as Partial<typeof tuning>[];

const pct = (x: number, n: number) => `${((100 * x) / n).toFixed(1)}%`;

function run(override: Partial<typeof tuning>) {
  Object.assign(tuning, structuredClone(defaults), { ...override, fieldWeights: { ...defaults.fieldWeights, ...override.fieldWeights } });
  let t = performance.now();
  const index = buildIndex(registry);
  const buildMs = performance.now() - t;

  const search = (query: string, jurisdiction: string) => searchIndex(index, { query, jurisdictions: jurisdictionChain(jurisdiction), limit: 5 });

  t = performance.now();
  const answerableTop: { best: number; right: boolean }[] = [];
  const unrelatedTop: number[] = [];
  let searches = 0;
  const lines: string[] = [];
  const summaries: string[] = [];
  // The dev half of the everyday set, and the dev-only extension (eval/retrieval/dev-extension.ts), reported apart.
  const answerableSets = [
    { label: "dev covered", questions: everydayQuestions.filter((x) => splitOf(x.id) === "dev") },
    { label: "dev extension covered", questions: devExtensionQuestions },
    { label: "fresh dev covered", questions: freshDev.questions },
    { label: "fresh dev-more covered", questions: freshDevMoreQuestions },
    { label: "nothing-found dev covered", questions: nothingFoundDevQuestions },
    { label: "plain dev covered", questions: plainDevQuestions },
  ];
  for (const set of answerableSets) {
    let covered = 0, top1 = 0, top5 = 0, silenced = 0, silencedRight = 0;
    for (const q of set.questions) {
      const expected = q.expected.map((e) => resolveExpected(registry, e)).flatMap((r) => (r.status === "found" ? [r.key] : []));
      if (expected.length === 0) continue;
      const found = search(q.question, q.jurisdiction);
      searches++;
      covered++;
      const keys = found.map((p) => provisionKey(p.source_id, p.article));
      const first = expected.includes(keys[0]);
      const any = keys.some((k) => expected.includes(k));
      if (first) top1++;
      if (any) top5++;
      const cites = citable(found).length > 0;
      answerableTop.push({ best: found[0]?.relevance_score ?? 0, right: any });
      if (!cites) {
        silenced++;
        if (any) silencedRight++;
      }
      if (showMisses && (!first || !cites))
        lines.push(`${first ? "  " : any ? "5 " : "X "}${cites ? " " : "∅"} ${q.id} ${q.jurisdiction} "${q.question}" → ${q.expected.map((e) => `${e.short} ${e.article}`).join(" | ")}; got ${found.slice(0, 3).map((p) => `${p.source_id} ${p.article} (${p.relevance_score})`).join(", ")}`);
    }
    summaries.push(`${set.label} ${covered}: top-1 ${top1} (${pct(top1, covered)}), top-5 ${top5} (${pct(top5, covered)}); nothing found ${silenced} (of which top-5 right ${silencedRight})`);
  }
  const unrelated = [
    ...devExtensionUnrelated.map((u) => ({ ...u, set: "ext" })),
    ...freshDev.unrelated.map((u) => ({ ...u, set: "fresh" })),
    ...everydayUnrelatedQuestions.filter((x) => splitOf(x.id) === "dev").map((u) => ({ ...u, set: "dev" })),
    ...unrelatedQuestions.map((u, i) => ({ id: `legacy-${i}`, ...u, set: "legacy" })),
    ...calibrationUnrelatedQuestions.map((u) => ({ ...u, set: "cal" })),
    ...nothingFoundDevUnrelated.map((u) => ({ ...u, set: "nf" })),
    ...plainDevUnrelated.map((u) => ({ ...u, set: "plain" })),
  ];
  const citing: Record<string, [number, number]> = {};
  for (const u of unrelated) {
    const found = search(u.question, u.jurisdiction);
    searches++;
    const cited = citable(found);
    unrelatedTop.push(found[0]?.relevance_score ?? 0);
    const c = (citing[u.set] ??= [0, 0]);
    c[1]++;
    if (cited.length > 0) {
      c[0]++;
      if (showUnrelated) lines.push(`U ${u.set} ${u.id} ${u.jurisdiction} "${u.question}" → ${cited.map((p) => `${p.source_id} ${p.article} (${p.relevance_score})`).join(", ")}`);
    }
  }
  const ms = performance.now() - t;
  for (const l of lines) console.log(l);
  for (const s of summaries) console.log(s);
  console.log(`unrelated citing: ${Object.entries(citing).map(([k, [c, n]]) => `${k} ${c}/${n}`).join(", ")}`);
  const floors = [0.25, 0.28, 0.3, 0.32, 0.35, 0.38, 0.4].map((f) => `${f}: ${answerableTop.filter((a) => a.best < f).length}/${answerableTop.filter((a) => a.right && a.best < f).length}/${unrelatedTop.filter((u) => u >= f).length}`);
  console.log(`floor: answerable silenced / of them top-5 right / unrelated citing (of ${unrelatedTop.length}) — ${floors.join("  ")}`);
  console.log(`index ${buildMs.toFixed(0)} ms; ${searches} searches ${ms.toFixed(0)} ms (${(ms / searches).toFixed(2)} ms each)`);
}

for (const override of overrides) {
  if (overrides.length > 1) console.log(JSON.stringify(override));
  run(override);
}
process.exit(0);
