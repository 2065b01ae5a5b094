// Prints one closing line for the whole run, "N passed, N failed", from the vitest, pytest (Python client) and
// Playwright reports; before it, one line for the two client libraries' suites.
import { readFileSync } from "node:fs";

const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
};
const vitest = read(".test-results/vitest.json");
// npm test runs the TypeScript client's tests in a vitest run of their own, beside the browser tests.
const typescriptClient = read(".test-results/typescript-client.json");
const playwright = read(".test-results/playwright.json");

// pytest --junitxml: <testsuite … errors="0" failures="0" skipped="4" tests="18" …>
let pytest = null;
try {
  const xml = readFileSync(".test-results/pytest.xml", "utf8");
  const attr = (name) => [...xml.matchAll(new RegExp(`<testsuite\\b[^>]*\\b${name}="(\\d+)"`, "g"))].reduce((n, m) => n + Number(m[1]), 0);
  const failed = attr("failures") + attr("errors");
  const skipped = attr("skipped");
  pytest = { passed: attr("tests") - failed - skipped, failed, skipped };
} catch {
  // no Python client run
}

const tsClient = { passed: 0, failed: 0, skipped: 0 };
for (const file of [...(vitest?.testResults ?? []), ...(typescriptClient?.testResults ?? [])]) {
  if (!/test\/clients\//.test(file.name)) continue;
  for (const t of file.assertionResults ?? []) {
    if (t.status === "passed") tsClient.passed++;
    else if (t.status === "failed") tsClient.failed++;
    else tsClient.skipped++;
  }
}
const fmt = (r) => (r ? `${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped` : "did not run");
console.log(`client libraries: typescript ${fmt(vitest || typescriptClient ? tsClient : null)}; python ${fmt(pytest)}`);

const vitests = [vitest, typescriptClient];
const sum = (field) => vitests.reduce((n, r) => n + (r?.[field] ?? 0), 0);
const passed = sum("numPassedTests") + (pytest?.passed ?? 0) + (playwright?.stats?.expected ?? 0);
const failed = sum("numFailedTests") + (pytest?.failed ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
const skipped = sum("numPendingTests") + sum("numTodoTests") + (pytest?.skipped ?? 0) + (playwright?.stats?.skipped ?? 0);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
