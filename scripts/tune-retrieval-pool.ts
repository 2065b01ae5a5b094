/**
 * npx tsx --conditions=react-server scripts/tune-retrieval-pool.ts
 *
 * Every DEV set of the English retrieval evaluation pooled (eval/retrieval/dev-pool.ts; no held-out question), per set
 * and in total: covered top-1 / top-5, answerable questions that cite nothing, unrelated questions that cite something.
 * RETRIEVAL_TUNING='{"citeFloor":0.25}' (or a JSON array of such) tries values without editing tuning.ts; each runs on
 * an index built with it, and the build time is printed. `--blind-dev` adds the DEV halves of blind sets 16 to 21
 * (eval/retrieval/blind-dev-half.ts: their held-out halves are dropped before any search) as sets of their own, each
 * with its own unrelated citing count (19 to 21 were tuned on by nobody before retr3: a change must not be worse there).
 */
import { buildIndex } from "@/lib/legal/retrieval/index";
import { tuning } from "@/lib/legal/retrieval/tuning";
import { searchIndex } from "@/lib/legal/retrieval/search";
import { citable } from "@/lib/legal/retrieval/citable";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { provisionKey, resolveExpected } from "@/eval/retrieval/resolve-expected";
import { blindDevHalves } from "@/eval/retrieval/blind-dev-halves";
import { devAnswerableSets, devUnrelatedPool } from "@/eval/retrieval/dev-pool";

const registry = builtInRegistry();
const defaults = structuredClone(tuning);
const parsed: unknown = process.env.RETRIEVAL_TUNING ? JSON.parse(process.env.RETRIEVAL_TUNING) : {};
const overrides = (Array.isArray(parsed) ? parsed : [parsed]) as Partial<typeof tuning>[];
const showUnrelated = process.argv.includes("--unrelated");
const blindDev = process.argv.includes("--blind-dev") ? blindDevHalves : [];
const answerableSets = [...devAnswerableSets, ...blindDev.map(([name, set]) => [name, set.questions] as const)];
const unrelatedPool = [...devUnrelatedPool, ...blindDev.flatMap(([, set]) => set.unrelated)];

for (const override of overrides) {
  Object.assign(tuning, structuredClone(defaults), { ...override, fieldWeights: { ...defaults.fieldWeights, ...override.fieldWeights } });
  const started = performance.now();
  const index = buildIndex(registry);
  const buildMs = performance.now() - started;
  const search = (query: string, jurisdiction: string) => searchIndex(index, { query, jurisdictions: jurisdictionChain(jurisdiction), limit: 5 });
  const rows: string[] = [];
  const total = { n: 0, top1: 0, top5: 0, silent: 0 };
  for (const [set, questions] of answerableSets) {
    const row = { n: 0, top1: 0, top5: 0, silent: 0 };
    for (const q of questions) {
      const expected = q.expected.map((e) => resolveExpected(registry, e)).flatMap((r) => (r.status === "found" ? [r.key] : []));
      if (expected.length === 0) continue;
      const found = search(q.question, q.jurisdiction);
      const keys = found.map((p) => provisionKey(p.source_id, p.article));
      row.n++;
      if (expected.includes(keys[0])) row.top1++;
      if (keys.some((k) => expected.includes(k))) row.top5++;
      if (citable(found).length === 0) row.silent++;
    }
    rows.push(`${set} ${row.top1}/${row.top5}/${row.silent} of ${row.n}`);
    for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += row[k];
  }
  const citing = unrelatedPool.filter((q) => citable(search(q.question, q.jurisdiction)).length > 0);
  console.log(`${JSON.stringify(override)} (index ${buildMs.toFixed(0)} ms)`);
  console.log(`  top-1/top-5/cites nothing: ${rows.join("; ")}`);
  const blindCiting = blindDev.map(([name, set]) => `${name} ${set.unrelated.filter((q) => citing.includes(q)).length} of ${set.unrelated.length}`);
  console.log(`  all ${total.top1}/${total.top5}/${total.silent} of ${total.n}; unrelated citing ${citing.length} of ${unrelatedPool.length}${blindCiting.length > 0 ? ` (${blindCiting.join("; ")})` : ""}`);
  if (showUnrelated) for (const q of citing) console.log(`    ${q.jurisdiction} ${q.question}`);
}
process.exit(0);
