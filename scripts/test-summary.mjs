// Prints one closing line for the whole run, "N passed, N failed", from the vitest and Playwright JSON reports.
import { readFileSync } from "node:fs";

const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
};
const vitest = read(".test-results/vitest.json");
const playwright = read(".test-results/playwright.json");
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
