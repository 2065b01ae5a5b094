/**
 * npm run eval:facts [-- --split dev|test|both] [--data <dir>] [--verbose]
 *
 * Scores the key facts a review writes down about renewal and money against `eval/facts/expectations.ts` (answers
 * written from the CUAD contract text before the code was run): whether the contract renews automatically, the
 * notice window to stop a renewal (as `key_facts.renewal.notice`, or any renewal or termination notice in
 * `key_facts.deadlines`), and each expected amount of money found in `key_facts.money_terms` with its currency, then
 * with the kind a lawyer files it under. Split: dev (tuned on) or test (held out) by the first byte of
 * sha256(title), as `eval:clauses`; the default prints both.
 */
import { analyzeDeterministic } from "../lib/documents/analyze";
import { jurisdictionChain } from "../lib/legal/jurisdictions";
import { factsExpectations, type FactsExpectation } from "../eval/facts/expectations";
import { cuadFile, loadContracts, splitOf, type Contract } from "./cuad/dataset";

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null);
const splitArg = arg("--split") ?? "both";
const verbose = process.argv.includes("--verbose");
const all = loadContracts(cuadFile(process.argv), "all");
if (!all) {
  console.log("eval:facts skipped: the CUAD development set is not at ../shared/data/cuad-dev (see the README beside it).");
  process.exit(0);
}

function contractFor(prefix: string): Contract {
  const found = all!.filter((c) => c.title.startsWith(prefix));
  if (found.length !== 1) throw new Error(`${prefix}: ${found.length} contracts match; expectations must name exactly one`);
  return found[0];
}

type Tally = Record<string, { right: number; total: number; misses: string[] }>;

function score(items: { e: FactsExpectation; c: Contract }[]): Tally {
  const t: Tally = {};
  const count = (measure: string, ok: boolean, id: string, detail: string) => {
    t[measure] ??= { right: 0, total: 0, misses: [] };
    t[measure].total++;
    if (ok) t[measure].right++;
    else t[measure].misses.push(`${id.slice(0, 50)}: ${detail}`);
  };
  for (const { e, c } of items) {
    const facts = analyzeDeterministic([{ page: 1, text: c.text }], { chain: jurisdictionChain("US"), perspective: null }).facts;
    if (e.renewal?.automatic !== undefined) {
      count("renewal: automatic or not", (facts.renewal?.automatic ?? false) === e.renewal.automatic, e.title, `expected ${e.renewal.automatic}, got ${JSON.stringify(facts.renewal?.automatic ?? null)}`);
    }
    if (e.renewal?.notice) {
      const want = e.renewal.notice;
      const same = (p: { amount: number; unit: string } | null | undefined) => !!p && p.amount === want.amount && p.unit.replace("business_day", "day") === want.unit;
      count("renewal notice window (key_facts.renewal)", same(facts.renewal?.notice), e.title, `expected ${want.amount} ${want.unit}, got ${facts.renewal?.notice?.text ?? "none"}`);
      const listed = facts.deadlines.filter((d) => d.kind === "renewal_notice" || d.kind === "termination_notice");
      count("renewal notice window among deadlines", listed.some((d) => same(d.period)), e.title, `got ${listed.map((d) => d.period?.text).join(", ") || "none"}`);
    }
    for (const m of e.money ?? []) {
      const hits = facts.money_terms.filter((x) => x.currency === m.currency && Math.abs(x.amount - m.amount) < 0.005);
      count("money: amount and currency found", hits.length > 0, e.title, `${m.currency} ${m.amount} not found`);
      if (hits.length) count("money: kind right (of those found)", hits.some((h) => m.kinds.includes(h.kind)), e.title, `${m.currency} ${m.amount}: expected ${m.kinds.join("/")}, got ${hits.map((h) => h.kind).join("/")}`);
    }
  }
  return t;
}

for (const half of splitArg === "both" ? ["dev", "test"] : [splitArg]) {
  const items = factsExpectations.map((e) => ({ e, c: contractFor(e.title) })).filter(({ c }) => splitOf(c.title) === half);
  const t = score(items);
  console.log(`\n${half === "dev" ? "dev (tuned on)" : "test (held out)"}: ${items.length} contracts`);
  for (const [measure, v] of Object.entries(t)) {
    console.log(`  ${measure.padEnd(46)} ${String(v.right).padStart(3)}/${String(v.total).padEnd(3)} ${(v.right / v.total).toFixed(2)}`);
    if (verbose && half === "dev") for (const m of v.misses) console.log(`      miss: ${m}`);
  }
}
