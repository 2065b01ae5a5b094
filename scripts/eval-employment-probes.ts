/**
 * npx tsx scripts/eval-employment-probes.ts --split dev|held-out [--verbose]
 *
 * Scores the offline review on the six employment probes of eval/review-probes/employment-20 (our own texts,
 * expectations in expectations.json written before the first run): the risk of each listed clause for the employee,
 * the clauses that must be low for the employer, and the overall risk for the employee. dev-* are tuned on; the
 * held-out half is reported as a total only (--verbose lists misses of the dev half only).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { analyzeDeterministic } from "../lib/documents/analyze";
import { jurisdictionChain } from "../lib/legal/jurisdictions";

interface Probe { file: string; split: string; jurisdiction: string; employee: string; employer: string; clauses: Record<string, string>; employer_low: string[]; overall: string }

const dir = join(process.cwd(), "eval/review-probes/employment-20");
const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null);
const split = arg("--split") ?? "dev";
const verbose = process.argv.includes("--verbose") && split === "dev";
const probes = (JSON.parse(readFileSync(join(dir, "expectations.json"), "utf8")) as { probes: Probe[] }).probes.filter((p) => p.split === split);

let right = 0;
let total = 0;
const check = (ok: boolean, what: string) => {
  total++;
  if (ok) right++;
  else if (verbose) console.log(`  miss ${what}`);
};
for (const p of probes) {
  const text = readFileSync(join(dir, p.file), "utf8");
  const review = (perspective: string) => analyzeDeterministic([{ page: 1, text }], { chain: jurisdictionChain(p.jurisdiction), perspective });
  const asEmployee = review(p.employee);
  const asEmployer = review(p.employer);
  const byLabel = (a: ReturnType<typeof review>, n: string) => a.clauses.find((c) => new RegExp(`^${n}\\.\\s`).test(c.clause_text) || c.label === n);
  if (verbose) console.log(p.file);
  for (const [n, want] of Object.entries(p.clauses)) {
    const c = byLabel(asEmployee, n);
    check(c?.risk_level === want, `${p.file} clause ${n}: want ${want}, got ${c?.risk_level ?? "no clause"} — ${c?.findings.slice(0, 220) ?? ""}`);
  }
  for (const n of p.employer_low) {
    const c = byLabel(asEmployer, n);
    check(c?.risk_level === "low", `${p.file} clause ${n} for the employer: want low, got ${c?.risk_level ?? "no clause"} — ${c?.findings.slice(0, 160) ?? ""}`);
  }
  check(asEmployee.overall_risk === p.overall, `${p.file} overall: want ${p.overall}, got ${asEmployee.overall_risk}`);
}
console.log(`employment probes (${split}): ${right}/${total} checks right (${total ? (right / total).toFixed(2) : "n/a"})`);
