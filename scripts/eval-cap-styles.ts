/**
 * npm run eval:cap-styles [-- --split dev|test|both] [--verbose]
 *
 * Scores whom a limitation of liability protects, and from which side it is the greater risk, over our own invented
 * clauses (`eval/review/cap-styles.ts`, answers written before the code was run). Each clause is put in a short
 * contract between its two parties and reviewed neutrally and from each side. Split: dev (tuned on) or held-out by the
 * first byte of sha256(text); `--verbose` lists dev misses only, never held-out ones.
 */
import { analyzeDeterministic, type DeterministicAnalysis } from "../lib/documents/analyze";
import { liabilityProtection, type Protection } from "../lib/documents/review/direction";
import { partyRefs } from "../lib/documents/facts/parties";
import { jurisdictionChain } from "../lib/legal/jurisdictions";
import { capStyles, capStyleSplit, partySets, type CapStyleCase } from "../eval/review/cap-styles";

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null);
const splitArg = arg("--split") ?? "both";
const verbose = process.argv.includes("--verbose");

const LABEL = "9";
const LIABILITY = new Set(["limitation_of_liability", "cap_on_liability", "uncapped_liability"]);
const rank = (r: string) => ["low", "medium", "high", "critical"].indexOf(r);

function contractFor(c: CapStyleCase): string {
  const s = partySets[c.parties];
  return [
    s.title,
    s.opening,
    "1. Definitions. Capitalised terms have the meanings given to them in this Agreement.",
    "2. Term. This Agreement starts on the date above and continues for three years.",
    `${LABEL}. ${c.heading}. ${c.text}`,
    `10. Governing Law. ${s.law}`,
  ].join("\n");
}

/** What a protection names: "mutual" and the parties it protects; both parties protected is mutual. */
function named(p: Protection | null, keys: string[]): Set<string> {
  const got = new Set<string>(p ? [...(p.mutual ? ["mutual"] : []), ...p.beneficiaries] : []);
  if (keys.every((k) => got.has(k))) {
    for (const k of keys) got.delete(k);
    got.add("mutual");
  }
  return got;
}

interface Tally {
  [measure: string]: { right: number; total: number; misses: string[] };
}

function score(cases: CapStyleCase[]): Tally {
  const t: Tally = {};
  const count = (measure: string, ok: boolean, c: CapStyleCase, detail: string) => {
    t[measure] ??= { right: 0, total: 0, misses: [] };
    t[measure].total++;
    if (ok) t[measure].right++;
    else t[measure].misses.push(`[${c.parties}] ${c.style}: ${detail}`);
  };
  for (const c of cases) {
    const text = contractFor(c);
    const keys = [...partySets[c.parties].keys];
    const review = (perspective: string | null): DeterministicAnalysis => analyzeDeterministic([{ page: 1, text }], { chain: jurisdictionChain(partySets[c.parties].law.includes("England") ? "GB" : "US"), perspective });
    const neutral = review(null);
    const clause = neutral.clauses.find((x) => x.label === LABEL);
    const expected = new Set(c.protects === "none" ? [] : [c.protects]);
    const isCap = clause?.categories.some((x) => LIABILITY.has(x)) ?? false;
    const got = isCap ? named(clause!.protection, keys) : new Set<string>();
    const show = (s: Set<string>) => `{${[...s].join(", ")}}`;
    count("whom it protects, end to end (exact)", got.size === expected.size && [...expected].every((x) => got.has(x)), c, `expected ${show(expected)}, got ${show(got)}${isCap ? "" : " (not filed as a limitation)"}`);
    count("no wrong beneficiary named", [...got].every((x) => expected.has(x)), c, `named ${show(got)}`);
    const refs = partyRefs(neutral.facts.party_details);
    const read = named(liabilityProtection(c.text, refs), keys);
    count("whom it protects, read from the words alone", read.size === expected.size && [...expected].every((x) => read.has(x)), c, `expected ${show(expected)}, read ${show(read)}`);
    if (c.protects === "none") continue;
    count("filed as a limitation of liability", isCap, c, `categories ${clause?.categories.join(",")}`);
    const riskier = c.riskier ?? (c.protects === "mutual" ? "equal" : keys.find((k) => k !== c.protects)!);
    if (riskier === "any") continue;
    const [a, b] = keys.map((k) => review(k).clauses.find((x) => x.label === LABEL)!.risk_level);
    const detail = `${keys[0]} ${a}, ${keys[1]} ${b}`;
    if (riskier === "equal") count("mutual: rated alike for both sides", a === b, c, detail);
    else {
      const [mine, theirs] = riskier === keys[0] ? [b, a] : [a, b];
      count(c.protects === "mutual" ? "mutual with one side's carve-out: riskier for that side" : "one-sided: riskier for the side it does not protect", rank(theirs) > rank(mine), c, detail);
    }
  }
  return t;
}

function report(name: string, cases: CapStyleCase[]) {
  const t = score(cases);
  console.log(`\n${name}: ${cases.length} clauses`);
  for (const [measure, v] of Object.entries(t)) {
    console.log(`  ${measure.padEnd(60)} ${String(v.right).padStart(3)}/${String(v.total).padEnd(3)} ${(v.right / v.total).toFixed(2)}`);
    if (verbose && name.startsWith("dev")) for (const m of v.misses) console.log(`      miss: ${m}`);
  }
}

if (splitArg === "dev" || splitArg === "both") report("dev (tuned on)", capStyles.filter((c) => capStyleSplit(c) === "dev"));
if (splitArg === "test" || splitArg === "both") report("held-out (never tuned on)", capStyles.filter((c) => capStyleSplit(c) === "test"));
process.exit(0);
