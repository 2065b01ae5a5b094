/**
 * npx tsx scripts/eval-review-blind.ts --split dev|held-out [--set blind|blind-2|blind-3|blind-4|blind-5|blind-6|blind-7]
 *
 * Scores the offline review on an examiner's blind contracts, each set written by someone who had not read the engine,
 * before it was run on them: `--set blind` (the default) is eval/review-blind (eight contracts), `--set blind-2` is
 * eval/review-blind-2 (ten contracts, same schema and scorer), `--set blind-3` is eval/review-blind-3 (eight contracts,
 * same schema and scorer), `--set blind-4` is eval/review-blind-4 (eight longer contracts, 1,500–4,000 words, same schema
 * and scorer), `--set blind-5` is eval/review-blind-5 (eight contracts of 1,500–3,500 words under other laws and types,
 * same schema and scorer), `--set blind-6` is eval/review-blind-6 (eight contracts of 1,500–3,500 words: SaaS, franchise,
 * facility, lease, manufacturing, joint venture, amendment, employment; same schema and scorer), `--set blind-7` is
 * eval/review-blind-7 (six contracts of 1,200–2,500 words: reseller, software development, MSA, sponsorship,
 * warehousing, letter of intent; same schema and scorer). In each, odd-numbered files are dev, even-numbered held out, as the examiners fixed. `--split dev` prints each measure's right/total and every miss by contract;
 * `--split held-out` prints the totals only.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { blindExpectations } from "../eval/review-blind/expectations";
import { scoreBlind } from "../eval/review-blind/score";
import { blind2Expectations } from "../eval/review-blind-2/expectations";
import { blind3Expectations } from "../eval/review-blind-3/expectations";
import { blind4Expectations } from "../eval/review-blind-4/expectations";
import { blind5Expectations } from "../eval/review-blind-5/expectations";
import { blind6Expectations } from "../eval/review-blind-6/expectations";
import { blind7Expectations } from "../eval/review-blind-7/expectations";

const EVAL = join(dirname(fileURLToPath(import.meta.url)), "..", "eval");
const SETS = {
  blind: { expectations: blindExpectations, dir: join(EVAL, "review-blind") },
  "blind-2": { expectations: blind2Expectations, dir: join(EVAL, "review-blind-2") },
  "blind-3": { expectations: blind3Expectations, dir: join(EVAL, "review-blind-3") },
  "blind-4": { expectations: blind4Expectations, dir: join(EVAL, "review-blind-4") },
  "blind-5": { expectations: blind5Expectations, dir: join(EVAL, "review-blind-5") },
  "blind-6": { expectations: blind6Expectations, dir: join(EVAL, "review-blind-6") },
  "blind-7": { expectations: blind7Expectations, dir: join(EVAL, "review-blind-7") },
} as const;

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : null;
};
const split = arg("--split");
const setName = arg("--set") ?? "blind";
if ((split !== "dev" && split !== "held-out") || !Object.hasOwn(SETS, setName)) {
  console.error("usage: npx tsx scripts/eval-review-blind.ts --split dev|held-out [--set blind|blind-2|blind-3|blind-4|blind-5|blind-6|blind-7]");
  process.exit(2);
}
const set = SETS[setName as keyof typeof SETS];
const dev = split === "dev";
const scores = set.expectations.filter((e) => e.split === split).map((e) => ({ file: e.file, ...scoreBlind(e, set.dir) }));
const checks = scores.flatMap((s) => s.checks);
const right = checks.filter((c) => c.ok).length;
console.log(`${setName} review, ${split} (${scores.length} contracts${dev ? ", tuned on" : ", totals only"}): ${right}/${checks.length} checks right`);
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
