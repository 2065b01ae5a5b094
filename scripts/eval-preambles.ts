/**
 * Scores party extraction on an invented preamble set: the share of expected party names found among the names the
 * opening reading lists, the share of parties given their expected term, and how many names are listed that are no party.
 * Split: dev (tuned on) or held-out (totals only, never case by case); `--verbose` lists dev misses only.
 *
 *   npx tsx scripts/eval-preambles.ts [--split dev|held-out] [--verbose]
 */
import { parseArgs } from "node:util";
import { preambleOf } from "../lib/documents/facts/parties";
import { preambleSplit, preambles22 } from "../lib/documents/facts/fixtures/preambles-22";

const { values } = parseArgs({ options: { split: { type: "string", default: "dev" }, verbose: { type: "boolean", default: false } } });
const split = values.split === "held-out" ? "held-out" : "dev";
const norm = (t: string) => t.toLowerCase().replace(/^(?:dr|mr|mrs|ms|prof)\.?\s+/, "").replace(/\s+/g, " ").trim();

const n = { names: 0, namesFound: 0, terms: 0, termsFound: 0, listed: 0, listedWrong: 0 };
preambles22.forEach((c, i) => {
  if (preambleSplit(i) !== split) return;
  const p = preambleOf(c.text);
  const found = [...new Set([...p.names, ...p.details.map((d) => d.name)].map(norm))];
  const expected = c.parties.map((e) => norm(e.name));
  const misses: string[] = [];
  for (const e of c.parties) {
    n.names++;
    if (found.includes(norm(e.name))) n.namesFound++;
    else misses.push(`name ${e.name}`);
    if (e.term === null) continue;
    n.terms++;
    const d = p.details.find((x) => norm(x.name) === norm(e.name));
    if (d && d.defined_as?.toLowerCase() === e.term.toLowerCase()) n.termsFound++;
    else misses.push(`term ${e.name} -> ${e.term} (got ${d ? d.defined_as : "no detail"})`);
  }
  n.listed += found.length;
  const wrong = found.filter((f) => !expected.includes(f));
  n.listedWrong += wrong.length;
  if (values.verbose && split === "dev" && (misses.length || wrong.length)) {
    console.log(`${c.id}: ${[...misses, ...wrong.map((w) => `extra ${w}`)].join("; ")}`);
    console.log(`   details ${JSON.stringify(p.details.map((d) => [d.name, d.defined_as]))} names ${JSON.stringify(p.names)}`);
  }
});
console.log(`${split}: names found ${n.namesFound}/${n.names}, terms found ${n.termsFound}/${n.terms}, listed names that are no party ${n.listedWrong}/${n.listed}`);
