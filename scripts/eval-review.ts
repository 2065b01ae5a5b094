/**
 * npm run eval:review [-- --split dev|test|all] [--data <dir>] [--verbose]
 *
 * Scores the offline document review against what a lawyer writes down on reading each contract
 * (`eval/review/expectations.ts`: CUAD contracts referenced by title, never copied here): whom each limitation of
 * liability protects, whether the two sides' reviews differ when it protects one of them, mirrored indemnities, the
 * governing law chosen, a warning and no UCTA analysis when the requested jurisdiction (GB) is not the chosen law,
 * "missing" findings for clauses that are there (and for those that are not), and the document type. Split: dev
 * (tuned on) or test (held out) by the first byte of sha256(title), as `eval:clauses`; the default prints both.
 */
import { analyzeDeterministic, type DeterministicAnalysis } from "../lib/documents/analyze";
import { jurisdictionChain } from "../lib/legal/jurisdictions";
import { expectations, type ReviewExpectation } from "../eval/review/expectations";
import { cuadFile, loadContracts, splitOf } from "./cuad/dataset";

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null);
const splitArg = arg("--split") ?? "both";
const verbose = process.argv.includes("--verbose");
const file = cuadFile(process.argv);
const all = loadContracts(file, "all");
if (!all) {
  console.log(`eval:review skipped: the CUAD development set is not at ${file} (see the README beside it for what it is).`);
  process.exit(0);
}
const byTitle = new Map(all.map((c) => [c.title, c]));

interface Tally {
  [measure: string]: { right: number; total: number; misses: string[] };
}

const review = (text: string, jurisdiction: string, perspective: string | null): DeterministicAnalysis =>
  analyzeDeterministic([{ page: 1, text }], { chain: jurisdictionChain(jurisdiction), perspective });

/** The party key a review uses for a party the expectation names ("PivX" → "PivX", "Company" → "Company"). */
function keyFor(a: DeterministicAnalysis, name: string): string {
  const lower = name.toLowerCase();
  const d = a.facts.party_details.find((p) => p.defined_as?.toLowerCase() === lower || p.name.toLowerCase() === lower) ??
    a.facts.party_details.find((p) => p.name.toLowerCase().includes(lower) || (p.defined_as ?? "").toLowerCase().includes(lower));
  return d ? (d.defined_as ?? d.name) : name;
}

const LIABILITY = new Set(["limitation_of_liability", "cap_on_liability", "uncapped_liability"]);

function score(items: ReviewExpectation[]): Tally {
  const t: Tally = {};
  const count = (measure: string, ok: boolean, id: string, detail: string) => {
    t[measure] ??= { right: 0, total: 0, misses: [] };
    t[measure].total++;
    if (ok) t[measure].right++;
    else t[measure].misses.push(`${id.slice(0, 60)}: ${detail}`);
  };
  for (const e of items) {
    const contract = byTitle.get(e.id);
    if (!contract) {
      console.log(`missing contract: ${e.id}`);
      continue;
    }
    const neutral = review(contract.text, "US", null);
    if (e.protects) {
      const expected = new Set(e.protects.map((p) => (p === "mutual" ? "mutual" : keyFor(neutral, p))));
      const read = neutral.clauses.filter((c) => c.categories.some((x) => LIABILITY.has(x)) && c.protection).map((c) => c.protection!);
      const got = new Set(read.flatMap((p) => [...(p.mutual ? ["mutual"] : []), ...p.beneficiaries]));
      // Each party protected by its own clause is a mutual limitation written out twice, as a lawyer would put it.
      const sides = e.parties.map((p) => keyFor(neutral, p));
      if (sides.every((k) => got.has(k))) {
        for (const k of sides) got.delete(k);
        got.add("mutual");
      }
      const same = expected.size === got.size && [...expected].every((x) => got.has(x));
      count("whom liability limits protect (exact set)", same, e.id, `expected {${[...expected].join(", ")}}, got {${[...got].join(", ")}}`);
      const wrong = [...got].filter((x) => !expected.has(x));
      count("no wrong beneficiary named", wrong.length === 0, e.id, `named ${wrong.join(", ")}`);
    }
    const oneSided = (e.protects ?? []).filter((p) => p !== "mutual");
    if (oneSided.length === 1 && !(e.protects ?? []).includes("mutual")) {
      const protectedParty = oneSided[0];
      const other = e.parties.find((p) => p !== protectedParty)!;
      const mine = review(contract.text, "US", protectedParty);
      const theirs = review(contract.text, "US", other);
      const ratings = (a: DeterministicAnalysis) => a.clauses.filter((c) => c.categories.some((x) => LIABILITY.has(x)) && c.beneficiary).map((c) => c.risk_level);
      const rank = (r: string) => ["low", "medium", "high", "critical"].indexOf(r);
      const worst = (rs: string[]) => Math.max(-1, ...rs.map(rank));
      const differ = JSON.stringify(mine.clauses.map((c) => [c.risk_level, c.findings])) !== JSON.stringify(theirs.clauses.map((c) => [c.risk_level, c.findings]));
      count("two sides' reviews differ on a one-sided cap", differ && !mine.perspectiveNotAParty && !theirs.perspectiveNotAParty && !mine.perspectiveNotFound && !theirs.perspectiveNotFound, e.id, "identical or perspective not matched");
      count("cap rated riskier for the side it does not protect", worst(ratings(theirs)) > worst(ratings(mine)), e.id, `protected side ${ratings(mine).join("/")}, other side ${ratings(theirs).join("/")}`);
    }
    for (const p of e.parties) {
      const a = review(contract.text, "US", p);
      count("perspective matched to a party", !a.perspectiveNotAParty && !a.perspectiveNotFound, e.id, `"${p}" not matched (parties found: ${a.partiesFound.join("; ")})`);
    }
    if (e.indemnity) {
      // Who indemnifies, from each indemnity clause's own indemnity reading (a clause can also cap the other side's liability).
      const ind = neutral.clauses.flatMap((c) => (c.indemnity?.obligor ? [c.indemnity.obligor] : []));
      const givers = new Set(ind.flatMap((o) => (o === "mutual" ? ["mutual"] : o.split(" and "))));
      const mutual = givers.has("mutual") || givers.size >= 2;
      count("indemnity direction", e.indemnity === "mutual" ? mutual : !mutual && givers.has(keyFor(neutral, e.indemnity)), e.id, `givers {${[...givers].join(", ")}}`);
    }
    if (e.governingLaw !== undefined) {
      const got = neutral.facts.governing_law?.jurisdiction ?? null;
      count("governing law", got === e.governingLaw, e.id, `expected ${e.governingLaw}, got ${got}`);
      if (e.governingLaw && e.governingLaw !== "GB") {
        const gb = review(contract.text, "GB", null);
        const ucta = gb.clauses.some((c) => c.cites.some((x) => x.source_id === "uk-unfair-contract-terms-act-1977"));
        count("chosen law ≠ GB: mismatch flagged, no UCTA", gb.lawMismatch !== null && !ucta, e.id, `mismatch ${gb.lawMismatch}, UCTA cited ${ucta}`);
      }
    }
    const missing = new Set(neutral.missing.map((m) => m.category));
    if (e.termination === true) count("no false 'missing termination'", !missing.has("termination"), e.id, "termination called missing");
    if (e.limitation === true) count("no false 'missing limitation of liability'", !missing.has("limitation_of_liability"), e.id, "limitation called missing");
    if (e.governingLaw) count("no false 'missing governing law'", !missing.has("governing_law"), e.id, "governing law called missing");
    if (e.limitation === false && (e.type === undefined || !["amendment", "franchise", "joint_venture"].includes(e.type)) && e.type !== undefined) {
      count("absent limitation of liability reported missing", missing.has("limitation_of_liability"), e.id, "not reported");
    }
    if (e.type) count("document type", neutral.facts.document_type === e.type, e.id, `expected ${e.type}, got ${neutral.facts.document_type}`);
    if (e.type === "amendment" || e.type === "franchise" || e.type === "joint_venture") {
      const forbidden = e.type === "joint_venture" ? ["limitation_of_liability", "confidentiality", "termination"] : [...missing];
      count("not held to a commercial contract's checklist", forbidden.every((f) => !missing.has(f)), e.id, `missing: ${[...missing].join(", ")}`);
    }
  }
  return t;
}

function report(name: string, items: ReviewExpectation[]) {
  const t = score(items);
  console.log(`\n${name}: ${items.length} contracts`);
  for (const [measure, v] of Object.entries(t)) {
    console.log(`  ${measure.padEnd(52)} ${String(v.right).padStart(3)}/${String(v.total).padEnd(3)} ${(v.right / v.total).toFixed(2)}`);
    if (verbose && name.startsWith("dev")) for (const m of v.misses) console.log(`      miss: ${m}`);
  }
}

const dev = expectations.filter((e) => splitOf(e.id) === "dev");
const test = expectations.filter((e) => splitOf(e.id) === "test");
if (splitArg === "dev" || splitArg === "both" || splitArg === "all") report("dev (tuned on)", dev);
if (splitArg === "test" || splitArg === "both" || splitArg === "all") report("held-out (never tuned on)", test);
