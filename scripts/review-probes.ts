/**
 * npx tsx scripts/review-probes.ts [--held-out] [--verbose]
 *
 * Scores the offline review on the lawyer's probe contracts (eval/review-probes, dev) or on review19's held-out probes
 * (eval/review-probes/held-out-19: totals only, run at most twice) against the checks of eval/review-probes/checks.ts.
 * --verbose (dev only) prints each miss with the clause's rating and findings.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { analyzeDeterministic } from "../lib/documents/analyze";
import { jurisdictionChain } from "../lib/legal/jurisdictions";
import { devChecks, devFiles, heldOutChecks, heldOutFiles, type ProbeCheck } from "../eval/review-probes/checks";

const heldOut = process.argv.includes("--held-out");
const verbose = process.argv.includes("--verbose") && !heldOut;
const dir = heldOut ? "eval/review-probes/held-out-19" : "eval/review-probes";
const files = heldOut ? heldOutFiles : devFiles;
const checks = heldOut ? heldOutChecks : devChecks;
const order = ["low", "medium", "high", "critical"];

let right = 0;
for (const f of files) {
  const text = readFileSync(join(dir, f.file), "utf8");
  const a = analyzeDeterministic([{ page: 1, text }], { chain: jurisdictionChain(f.jurisdiction), perspective: f.perspective });
  for (const c of checks.filter((x) => x.file === f.file)) {
    const ok = pass(c, a.clauses);
    if (ok) right++;
    if (verbose && !ok) {
      const cl = a.clauses.find((x) => x.label === c.label);
      console.log(`miss ${f.file} ${c.label} [${c.words.join(", ")}${c.notCited ? ` not ${c.notCited}` : ""}]: ${cl ? `${cl.risk_level} — ${cl.findings.slice(0, 300)} | cites ${cl.cites.map((x) => `${x.source_id} ${x.article}`).join(", ")}` : "no such clause"}`);
    }
  }
}
console.log(`${heldOut ? "held-out" : "dev"} probes: ${right}/${checks.length} checks right`);

type Clause = ReturnType<typeof analyzeDeterministic>["clauses"][number];
function pass(c: ProbeCheck, clauses: Clause[]): boolean {
  const scope = c.label === "*" ? clauses : clauses.filter((x) => x.label === c.label);
  if (scope.length === 0) return false;
  if (c.notCited && scope.some((x) => x.cites.some((s) => c.notCited!.includes(`${s.source_id} ${s.article}`)))) return false;
  if (c.words.length === 0) return true;
  const has = scope.some((x) => c.words.every((w) => x.findings.toLowerCase().includes(w.toLowerCase())));
  if (c.absent) return !has;
  const cl = scope.find((x) => c.words.every((w) => x.findings.toLowerCase().includes(w.toLowerCase())));
  if (!cl) return false;
  if (c.atLeast && order.indexOf(cl.risk_level) < order.indexOf(c.atLeast)) return false;
  if (c.exactly && cl.risk_level !== c.exactly) return false;
  return (c.cites ?? []).every((s) => cl.cites.some((x) => `${x.source_id} ${x.article}` === s || x.source_id === s));
}
