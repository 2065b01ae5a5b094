/**
 * npx tsx scripts/eval-review-probes.ts [--set dev|held-out] [--verbose]
 *
 * Scores the offline review on the lawyer's probe contracts: eval/review-probes/*.txt against checks.json (dev: these
 * results were examined, tune on them) or eval/review-probes/held-out/ against its expectations.json (report the total
 * only; --verbose is ignored there). Each text runs as one page through `analyzeDeterministic` with the contract's
 * jurisdiction and perspective. Checks: parties (name, role, both named in the summary), who indemnifies whom, whom a
 * termination or assignment right favours, the term as a duration, governing law, and the forum (place, exclusivity,
 * jurisdiction code, a jurisdiction clause for one party's benefit).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { analyzeDeterministic, type DeterministicAnalysis } from "../lib/documents/analyze";
import { jurisdictionChain } from "../lib/legal/jurisdictions";

interface Expectation {
  file: string;
  jurisdiction: string;
  perspective: string;
  parties: { name: string; role: string | null }[];
  indemnity: { clause: string; obligor: string; beneficiary: string }[];
  favours: { clause: string; kind: string; party: string }[];
  term: { value: number; unit: string } | null;
  law: string;
  forum: { kind: "courts" | "arbitration"; place: string; exclusive: boolean | null; jurisdiction: string; one_sided: boolean };
}
interface Check { measure: string; id: string; ok: boolean; detail: string }

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null);
const set = arg("--set") ?? "dev";
const dir = set === "held-out" ? "eval/review-probes/held-out" : "eval/review-probes";
const verbose = set === "dev" && process.argv.includes("--verbose");
const expectations: Expectation[] = JSON.parse(readFileSync(join(dir, set === "held-out" ? "expectations.json" : "checks.json"), "utf8")).contracts;

const norm = (s: string) => s.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, " ").trim();
const same = (a: string | null | undefined, b: string) => !!a && norm(a) === norm(b);

function score(e: Expectation): Check[] {
  const text = readFileSync(join(dir, e.file), "utf8");
  const a: DeterministicAnalysis = analyzeDeterministic([{ page: 1, text }], { chain: jurisdictionChain(e.jurisdiction), perspective: e.perspective });
  const out: Check[] = [];
  const add = (measure: string, id: string, ok: boolean, detail: string) => out.push({ measure, id: `${e.file} ${id}`, ok, detail });
  const clause = (label: string) => a.clauses.find((c) => c.label === label || c.label === `${label}.`);
  for (const p of e.parties) {
    const found = a.facts.parties.some((n) => norm(n).includes(norm(p.name)) || norm(p.name).includes(norm(n)) && norm(n).length > 6);
    add("party named", p.name, found, JSON.stringify(a.facts.parties));
    if (p.role) {
      const d = a.facts.party_details.find((x) => norm(x.name).includes(norm(p.name)) || norm(p.name).includes(norm(x.name)));
      add("party role", `${p.name} = ${p.role}`, same(d?.role, p.role), JSON.stringify(a.facts.party_details));
    }
  }
  const summaryNames = e.parties.every((p) => norm(a.summary).includes(norm(p.name)));
  add("summary names both parties", "summary", summaryNames, a.summary.slice(0, 200));
  for (const i of e.indemnity) {
    const c = clause(i.clause);
    add("indemnity direction", `${i.clause} ${i.obligor}→${i.beneficiary}`, same(c?.indemnity?.obligor, i.obligor) && same(c?.indemnity?.beneficiary, i.beneficiary), JSON.stringify(c?.indemnity ?? null));
  }
  for (const f of e.favours) {
    const c = clause(f.clause);
    const ours = norm(f.party) === norm(e.perspective);
    const said = c?.findings ?? "";
    const ok = ours ? /favours? your side/.test(said) : /favours? the other side/.test(said) && !/favours? your side|your side may terminate for convenience/i.test(said);
    add(`${f.kind} right favours`, `${f.clause} → ${f.party}`, ok, said.slice(0, 220));
  }
  if (e.term) {
    const d = a.facts.term_duration;
    add("term duration", `${e.term.value} ${e.term.unit}`, d?.amount === e.term.value && d?.unit === e.term.unit, JSON.stringify(d));
  }
  add("governing law", e.law, a.facts.governing_law?.jurisdiction === e.law, JSON.stringify(a.facts.governing_law?.jurisdiction ?? null));
  const forum = a.facts.forum.find((x) => x.kind === e.forum.kind);
  const fd = JSON.stringify(forum ?? a.facts.forum);
  add("forum place", e.forum.place, !!forum?.place && norm(forum.place).includes(norm(e.forum.place)), fd);
  if (e.forum.kind === "courts") add("forum exclusive", String(e.forum.exclusive), forum?.exclusive === e.forum.exclusive, fd);
  add("forum jurisdiction", e.forum.jurisdiction, forum?.jurisdiction === e.forum.jurisdiction, fd);
  const oneSided = !!(forum as { for_benefit_of?: string | null } | undefined)?.for_benefit_of;
  add("forum one-sided flagged", String(e.forum.one_sided), oneSided === e.forum.one_sided, fd);
  return out;
}

const checks = expectations.flatMap(score);
const right = checks.filter((c) => c.ok).length;
console.log(`\nreview probes, ${set}${set === "held-out" ? " (never tuned on)" : " (tuned on)"}: ${right}/${checks.length} checks right (${(right / checks.length).toFixed(2)})`);
const by = new Map<string, Check[]>();
for (const c of checks) by.set(c.measure, [...(by.get(c.measure) ?? []), c]);
for (const [measure, cs] of by) {
  console.log(`  ${measure.padEnd(34)} ${String(cs.filter((c) => c.ok).length).padStart(3)}/${cs.length}`);
  if (verbose) for (const c of cs.filter((x) => !x.ok)) console.log(`      miss ${c.id} — ${c.detail}`);
}
