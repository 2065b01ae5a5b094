/**
 * npx tsx scripts/eval-review-blind.ts --split dev|held-out
 *
 * Scores the offline review on the examiner's blind contracts (eval/review-blind: eight contracts and expectations
 * written by someone who had not read the engine, before it was run on them). Odd-numbered files are dev, even-numbered
 * held out, as the examiner fixed. `--split dev` prints each measure's right/total and every miss by contract;
 * `--split held-out` prints the totals only.
 */
import { blindExpectations } from "../eval/review-blind/expectations";
import { scoreBlind } from "../eval/review-blind/score";

const at = process.argv.indexOf("--split");
const split = at >= 0 ? process.argv[at + 1] : null;
if (split !== "dev" && split !== "held-out") {
  console.error("usage: npx tsx scripts/eval-review-blind.ts --split dev|held-out");
  process.exit(2);
}
const dev = split === "dev";
const scores = blindExpectations.filter((e) => e.split === split).map((e) => ({ file: e.file, ...scoreBlind(e) }));
const checks = scores.flatMap((s) => s.checks);
const right = checks.filter((c) => c.ok).length;
console.log(`blind review, ${split} (${scores.length} contracts${dev ? ", tuned on" : ", totals only"}): ${right}/${checks.length} checks right`);
const measures = [...new Set(checks.map((c) => c.measure))];
for (const m of measures) {
  const cs = checks.filter((c) => c.measure === m);
  console.log(`  ${m.padEnd(34)} ${String(cs.filter((c) => c.ok).length).padStart(3)}/${cs.length}`);
}
const unchecked = scores.flatMap((s) => s.unchecked);
const notScorable = scores.flatMap((s) => s.notScorable);
console.log(`  (of "not wrongly called missing", ${unchecked.length} are concepts the engine never tests for absence: right by construction)`);
console.log(`  not scorable (no engine category): ${notScorable.length}${dev ? ` — ${notScorable.join(", ")}` : ""}`);
if (dev) {
  for (const s of scores) {
    const misses = s.checks.filter((c) => !c.ok);
    console.log(`\n${s.file}: ${s.checks.length - misses.length}/${s.checks.length}`);
    for (const c of misses) console.log(`  miss ${c.id} — ${c.detail.slice(0, 240)}`);
  }
}
