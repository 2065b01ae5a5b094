/**
 * npm run eval:retrieval — how well retrieval meets everyday questions (eval/retrieval/questions.ts).
 * Prints, per jurisdiction and in total: top-1 and top-5 hits (an expected provision first / among the first
 * five) and "nothing found" (no provision clears the offline engine's relevance floor, so the offline answer would
 * cite nothing), plus the unrelated questions that wrongly found something. Asserts nothing; prints figures.
 */
import { searchProvisions } from "@/lib/legal/retrieval/search";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { OFFLINE_MIN_RELEVANCE } from "@/lib/legal/offline/answer";
import { retrievalQuestions, unrelatedQuestions } from "@/eval/retrieval/questions";

interface Row {
  n: number;
  top1: number;
  top5: number;
  nothing: number;
}

const rows = new Map<string, Row>();
const misses: string[] = [];
const firstMisses: string[] = [];
const buildStarted = performance.now();
await searchProvisions({ query: "warm up", jurisdictions: ["US"] }); // loads the registry and builds the index
const buildMs = performance.now() - buildStarted;
const started = performance.now();
for (const q of retrievalQuestions) {
  const found = await searchProvisions({ query: q.question, jurisdictions: jurisdictionChain(q.jurisdiction), limit: 5 });
  const keys = found.map((p) => `${p.source_id} ${p.article}`);
  const expected = q.expected.map(([s, a]) => `${s} ${a}`);
  const row = rows.get(q.jurisdiction) ?? { n: 0, top1: 0, top5: 0, nothing: 0 };
  row.n++;
  if (expected.includes(keys[0])) row.top1++;
  else firstMisses.push(`${q.jurisdiction} "${q.question}" → expected ${expected.join(" | ")}; first ${keys[0] ?? "nothing"}`);
  if (keys.some((k) => expected.includes(k))) row.top5++;
  else misses.push(`${q.jurisdiction} "${q.question}" → expected ${expected.join(" | ")}; got ${keys.slice(0, 3).join(", ") || "nothing"}`);
  if (!found.some((p) => p.relevance_score >= OFFLINE_MIN_RELEVANCE)) row.nothing++;
  rows.set(q.jurisdiction, row);
}
const falsePositives: string[] = [];
for (const q of unrelatedQuestions) {
  const found = await searchProvisions({ query: q.question, jurisdictions: jurisdictionChain(q.jurisdiction), limit: 5 });
  const cited = found.filter((p) => p.relevance_score >= OFFLINE_MIN_RELEVANCE);
  if (cited.length > 0) falsePositives.push(`${q.jurisdiction} "${q.question}" → ${cited.map((p) => `${p.source_id} ${p.article} (${p.relevance_score})`).join(", ")}`);
}
const elapsed = performance.now() - started;

const total = [...rows.values()].reduce((a, r) => ({ n: a.n + r.n, top1: a.top1 + r.top1, top5: a.top5 + r.top5, nothing: a.nothing + r.nothing }), { n: 0, top1: 0, top5: 0, nothing: 0 });
const pct = (x: number, n: number) => `${((100 * x) / n).toFixed(1)}%`;
console.log("| jurisdiction | questions | top-1 | top-5 | nothing found |\n|---|---|---|---|---|");
for (const [j, r] of [...rows].sort(([a], [b]) => a.localeCompare(b))) console.log(`| ${j} | ${r.n} | ${r.top1} | ${r.top5} | ${r.nothing} |`);
console.log(`| **all** | ${total.n} | ${total.top1} (${pct(total.top1, total.n)}) | ${total.top5} (${pct(total.top5, total.n)}) | ${total.nothing} |`);
console.log(`\nUnrelated questions that found something to cite: ${falsePositives.length} of ${unrelatedQuestions.length}`);
for (const f of falsePositives) console.log(`  ${f}`);
console.log(`\nMisses (expected provision not in the top 5): ${misses.length}`);
for (const m of misses) console.log(`  ${m}`);
console.log(`\nFirst citation not an expected one: ${firstMisses.length}`);
for (const m of firstMisses) console.log(`  ${m}`);
const searches = retrievalQuestions.length + unrelatedQuestions.length;
console.log(`\nIndex built in ${buildMs.toFixed(0)} ms (registry load included); ${searches} searches in ${elapsed.toFixed(0)} ms (${(elapsed / searches).toFixed(2)} ms each)`);
console.log(`Targets: top-5 ≥ 90%, top-1 ≥ 70%, no "nothing found" where the registry holds the answer.`);
process.exit(0);
