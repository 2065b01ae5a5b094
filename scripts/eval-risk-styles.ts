/**
 * npx tsx scripts/eval-risk-styles.ts [--held-out] [--verbose]
 *
 * Whom each clause favours, and whether its rating from each side lies within the bounds written for it, on the
 * risk-style contracts (lib/documents/review/fixtures/risk-styles). Dev by default (--verbose lists the misses);
 * --held-out prints the held-out half's totals only: run it at most twice.
 */
import { riskContracts, splitOf } from "../lib/documents/review/fixtures/risk-styles/expectations";
import { scoreRisk } from "../lib/documents/review/fixtures/risk-styles/score";

const heldOut = process.argv.includes("--held-out");
const verbose = process.argv.includes("--verbose") && !heldOut;
const split = heldOut ? "held-out" : "dev";
const tally = new Map<string, [number, number]>();
for (const e of riskContracts.filter((c) => splitOf(c) === split)) {
  for (const c of scoreRisk(e)) {
    const m = c.measure.startsWith("risk") ? "risk within bounds" : c.measure;
    const t = tally.get(m) ?? [0, 0];
    t[1]++;
    if (c.ok) t[0]++;
    else if (verbose) console.log(`miss ${c.id} — ${c.detail}`);
    tally.set(m, t);
  }
}
console.log(`risk styles, ${split}: ${[...tally].map(([m, [r, t]]) => `${m} ${r}/${t}`).join(", ")}`);
process.exit(0);
