/**
 * npx tsx scripts/eval-direction-styles.ts [--held-out] [--verbose]
 *
 * Who each clause protects, and its rating from each side, on the direction-style contracts
 * (lib/documents/review/fixtures/direction-styles). Dev by default (--verbose lists the misses); --held-out prints the
 * held-out half's total only: run it at most twice.
 */
import { directionContracts, splitOf } from "../lib/documents/review/fixtures/direction-styles/expectations";
import { scoreDirection } from "../lib/documents/review/fixtures/direction-styles/score";

const heldOut = process.argv.includes("--held-out");
const verbose = process.argv.includes("--verbose") && !heldOut;
const split = heldOut ? "held-out" : "dev";
let right = 0;
let total = 0;
for (const e of directionContracts.filter((c) => splitOf(c) === split)) {
  for (const c of scoreDirection(e)) {
    total++;
    if (c.ok) right++;
    else if (verbose) console.log(`miss ${c.id} — ${c.detail}`);
  }
}
console.log(`direction styles, ${split}: ${right}/${total} checks right`);
process.exit(0);
