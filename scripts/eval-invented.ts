/**
 * npx tsx scripts/eval-invented.ts [--set contracts|passages|both] [--split dev|test|both] [--verbose]
 *
 * Scores the offline review on the eight invented contracts in lib/documents/review/fixtures/invented-contracts (our
 * own texts, expectations written before the first run): direction and side ratings of caps, indemnities and
 * termination rights, clauses that must not be called missing, governing law and forum, renewal windows, money.
 * Odd-numbered files are dev, even-numbered held out; --verbose lists the misses of the dev half only.
 * `--set passages` scores the 26 short invented contracts of eval/review/passages.ts instead (parties, governing law,
 * whom caps and indemnities protect, in US, English, Indian and Singapore drafting styles; odd-numbered dev).
 */
import { inventedExpectations, splitOf } from "../lib/documents/review/fixtures/invented-contracts/expectations";
import { scoreContract, type Check } from "../lib/documents/review/fixtures/invented-contracts/score";
import { passages, passageSplit } from "../eval/review/passages";
import { scorePassage } from "../eval/review/score-passages";

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null);
const split = arg("--split") ?? "both";
const set = arg("--set") ?? "contracts";
const verbose = process.argv.includes("--verbose");

function report(name: string, checks: Check[], showMisses: boolean) {
  const by = new Map<string, Check[]>();
  for (const c of checks) by.set(c.measure, [...(by.get(c.measure) ?? []), c]);
  const right = checks.filter((c) => c.ok).length;
  console.log(`\n${name}: ${right}/${checks.length} checks right (${(right / checks.length).toFixed(2)})`);
  for (const [measure, cs] of by) {
    console.log(`  ${measure.padEnd(52)} ${String(cs.filter((c) => c.ok).length).padStart(3)}/${String(cs.length).padEnd(3)}`);
    if (showMisses) for (const c of cs.filter((x) => !x.ok)) console.log(`      miss ${c.id.slice(0, 110)} — ${c.detail.slice(0, 200)}`);
  }
}

if (set === "contracts" || set === "both") {
  if (split === "dev" || split === "both") report("contracts, dev (tuned on)", inventedExpectations.filter((e) => splitOf(e) === "dev").flatMap(scoreContract), verbose);
  if (split === "test" || split === "both") report("contracts, held-out (never tuned on)", inventedExpectations.filter((e) => splitOf(e) === "test").flatMap(scoreContract), false);
}
if (set === "passages" || set === "both") {
  if (split === "dev" || split === "both") report("passages, dev (tuned on)", passages.filter((p) => passageSplit(p) === "dev").flatMap(scorePassage), verbose);
  if (split === "test" || split === "both") report("passages, held-out (never tuned on)", passages.filter((p) => passageSplit(p) === "test").flatMap(scorePassage), false);
}
