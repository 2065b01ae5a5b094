// Prints the slowest test files of the last vitest run (.test-results/vitest.json), wall time from the file's start
// to its end: where a slow suite spends its time, in the CI log itself.
import { readFileSync } from "node:fs";

const count = Number(process.argv[2] ?? 12);
let report;
try {
  report = JSON.parse(readFileSync(".test-results/vitest.json", "utf8"));
} catch {
  process.exit(0);
}
const files = (report.testResults ?? [])
  .map((f) => ({ name: f.name.replace(`${process.cwd()}/`, ""), seconds: (f.endTime - f.startTime) / 1000, tests: f.assertionResults?.length ?? 0 }))
  .sort((a, b) => b.seconds - a.seconds);
const total = files.reduce((sum, f) => sum + f.seconds, 0);
console.log(`== slowest test files (${files.length} files, ${Math.round(total)} s summed over workers)`);
for (const f of files.slice(0, count)) console.log(`  ${f.seconds.toFixed(1).padStart(6)} s  ${String(f.tests).padStart(4)} tests  ${f.name}`);
