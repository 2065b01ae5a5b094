/**
 * npx tsx --conditions=react-server scripts/measure-offline-citations.ts [--list [--previous]] [--held-out]
 *
 * What the offline answer cites (`offlineCitations` in lib/legal/retrieval/citable.ts), measured on the retrieval
 * evaluation's DEV questions (the everyday set's dev half, the dev extension, the fresh set's dev part and
 * fresh-dev-more; questions whose expected provision the registry holds):
 * (a) answers whose first citation is an expected provision;
 * (b) "off-topic extras": citations after the first that share neither an expected provision's instrument nor any topic
 *     tag with it (and, stricter, (b') neither its instrument nor a specific topic: one at most
 *     `tuning.localLiftTopicShare` of the registry's provisions carry, so "employment" alone is no link);
 * (c) answers citing an expected provision anywhere;
 * and how many answers cite anything (the "nothing found" decision, which the extra-citation rule must not move).
 * Each figure is given for the previous rule (everything citable within 0.2 of the best, four at most) → the current one.
 * Hand labels of 30 dev answers' further citations (previous rule): eval/retrieval/offline-citation-labels.txt.
 * --list prints each dev answer's citations (for hand-labelling). --held-out reports the everyday set's test half,
 * totals only (run it once, at the end; never tune on it).
 */
import { buildIndex } from "@/lib/legal/retrieval/index";
import { searchIndex, specificTopics } from "@/lib/legal/retrieval/search";
import { citable, offlineCitations } from "@/lib/legal/retrieval/citable";
import { tuning } from "@/lib/legal/retrieval/tuning";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { everydayQuestions, splitOf, type EverydayQuestion } from "@/eval/retrieval/everyday";
import { provisionKey, resolveExpected } from "@/eval/retrieval/resolve-expected";
import { devExtensionQuestions } from "@/eval/retrieval/dev-extension";
import { freshDev } from "@/eval/retrieval/fresh-set";
import { freshDevMoreQuestions } from "@/eval/retrieval/fresh-dev-more";

const list = process.argv.includes("--list");
const heldOut = process.argv.includes("--held-out");
const registry = builtInRegistry();
const index = buildIndex(registry);
const topicCounts = new Map<string, number>();
for (const d of index.docs) for (const t of d.topics) topicCounts.set(t, (topicCounts.get(t) ?? 0) + 1);
const specific = (t: string) => (topicCounts.get(t) ?? 0) <= tuning.localLiftTopicShare * index.docs.length;

const sets: { label: string; questions: EverydayQuestion[] }[] = heldOut
  ? [{ label: "everyday test half", questions: everydayQuestions.filter((x) => splitOf(x.id) === "test") }]
  : [
      { label: "everyday dev half", questions: everydayQuestions.filter((x) => splitOf(x.id) === "dev") },
      { label: "dev extension", questions: devExtensionQuestions },
      { label: "fresh dev", questions: freshDev.questions },
      { label: "fresh dev-more", questions: freshDevMoreQuestions },
    ];

type Found = ReturnType<typeof searchIndex>;
const rules = {
  previous: (found: Found) => citable(found).filter((p) => (found[0]?.relevance_score ?? 0) - p.relevance_score <= 0.2).slice(0, 4),
  current: (found: Found) => offlineCitations(found, { specificTopics: specificTopics(index) }),
};
// --list prints the previous rule's answers with --previous (as hand-labelled), the current rule's otherwise.
const listed = process.argv.includes("--previous") ? "previous" : "current";
type Counts = { covered: number; citing: number; first: number; anywhere: number; extras: number; offTopic: number; offSpecific: number; answersWithOffTopic: number };
const zero = (): Counts => ({ covered: 0, citing: 0, first: 0, anywhere: 0, extras: 0, offTopic: 0, offSpecific: 0, answersWithOffTopic: 0 });

const total = { previous: zero(), current: zero() };
for (const set of sets) {
  const counts = { previous: zero(), current: zero() };
  for (const q of set.questions) {
    const expected = q.expected.map((e) => resolveExpected(registry, e)).flatMap((r) => (r.status === "found" ? [r] : []));
    if (expected.length === 0) continue;
    const found = searchIndex(index, { query: q.question, jurisdictions: jurisdictionChain(q.jurisdiction), limit: 12 });
    for (const name of ["previous", "current"] as const) {
      const lines = score(counts[name], expected, rules[name](found));
      if (list && !heldOut && name === listed && lines.length > 0) console.log([`${q.id} ${q.jurisdiction} "${q.question}" → expected ${expected.map((e) => e.key).join(" | ")}`, ...lines].join("\n"));
    }
  }
  for (const name of ["previous", "current"] as const) for (const k of Object.keys(zero()) as (keyof Counts)[]) total[name][k] += counts[name][k];
  if (!heldOut) console.log(summary(set.label, counts.previous, counts.current));
}
console.log(summary(heldOut ? "everyday test half (held out)" : "dev total", total.previous, total.current));

/** Adds one answer's figures to `t`; returns its citations, marked for --list ("=" expected, "B" off-topic, "b" no specific link). */
function score(t: Counts, expected: { key: string; source_id: string; article: string }[], cited: Found): string[] {
  const keys = new Set(expected.map((e) => e.key));
  const expectedProvisions = expected.map((e) => registry.getProvision(e.source_id, e.article)!);
  const key = (p: Found[number]) => provisionKey(p.source_id, p.article);
  t.covered++;
  if (cited.length === 0) return [];
  t.citing++;
  if (keys.has(key(cited[0]))) t.first++;
  if (cited.some((p) => keys.has(key(p)))) t.anywhere++;
  const lines = [`   1 ${keys.has(key(cited[0])) ? "=" : "x"} ${cited[0].source_id} ${cited[0].article} (${cited[0].relevance_score}) ${cited[0].heading}`];
  let off = false;
  for (const p of cited.slice(1)) {
    t.extras++;
    const linked = keys.has(key(p)) || expected.some((e) => e.source_id === p.source_id);
    const shared = p.topics.filter((topic) => expectedProvisions.some((e) => e.topics.includes(topic)));
    const offTopic = !linked && shared.length === 0;
    const offSpecific = !linked && !shared.some(specific);
    if (offTopic) t.offTopic++;
    if (offSpecific) t.offSpecific++;
    off ||= offTopic;
    lines.push(`     ${keys.has(key(p)) ? "=" : offTopic ? "B" : offSpecific ? "b" : "."} ${p.source_id} ${p.article} (${p.relevance_score}) ${p.heading}`);
  }
  if (off) t.answersWithOffTopic++;
  return lines;
}

function summary(label: string, a: Counts, b: Counts) {
  const f = (k: keyof Counts) => (a[k] === b[k] ? `${b[k]}` : `${a[k]} → ${b[k]}`);
  return (
    `${label} (previous rule → current): covered ${f("covered")}, citing ${f("citing")}; (a) first right ${f("first")}; ` +
    `(c) expected cited ${f("anywhere")}; extras ${f("extras")}, (b) off-topic ${f("offTopic")} (answers with one: ${f("answersWithOffTopic")}), ` +
    `(b') no specific link ${f("offSpecific")}`
  );
}
process.exit(0);
