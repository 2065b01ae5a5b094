/**
 * npm run bench:hostile — what a hostile upload costs the document reader, in process, each case in a fresh child
 * process (issue 31): resident memory before, its peak while the file is read (VmHWM, reset just before) and after,
 * the time taken and the outcome.
 *   - lying-docx: a DOCX of about 1 MiB whose word/document.xml inflates to 1 GiB while its zip directory declares
 *     1 KiB (before the fix: inflated whole, peak RSS +1014 MiB and 76 s here)
 *   - blank-page: a 1 KB PDF of one blank 5000 × 5000 pt page, which the OCR step once rendered at 100 MP (peak +1595 MiB, 132 s)
 *   - marked-page: the same page with one small square drawn on it (rendered within the 8 MP page budget and OCR'd)
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { extractDocument } from "../lib/documents/extract/index";
import { largePagePdf, lyingDocx } from "../test/support/document-fixtures";

const CASES: Record<string, () => Promise<Uint8Array>> = {
  "lying-docx": async () => lyingDocx(1024 * 1024 * 1024),
  "blank-page": () => largePagePdf(5000, 5000),
  "marked-page": () => largePagePdf(5000, 5000, { mark: true }),
};

const mib = (kb: number) => Math.round(kb / 1024);
function memory(): { rss: number; peak: number } {
  const status = readFileSync("/proc/self/status", "utf8");
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: field("VmRSS"), peak: field("VmHWM") };
}

async function runCase(name: string): Promise<void> {
  const bytes = await CASES[name]();
  (globalThis as { gc?: () => void }).gc?.();
  // Resets the peak-RSS mark (Linux), so the peak below is the reader's, not the fixture's.
  writeFileSync("/proc/self/clear_refs", "5");
  const before = memory();
  const started = performance.now();
  let outcome: string;
  try {
    const result = await extractDocument(bytes, { maxChars: 1_000_000 });
    outcome = `read: ${result.pages.length} page(s), ocr ${JSON.stringify(result.ocr)}`;
  } catch (err) {
    outcome = `${err instanceof Error ? err.constructor.name : "error"}: ${err instanceof Error ? err.message : String(err)}`;
  }
  const seconds = (performance.now() - started) / 1000;
  const after = memory();
  console.log(
    JSON.stringify({ name, fileKiB: Math.round(bytes.byteLength / 1024), rssBeforeMiB: mib(before.rss), peakMiB: mib(after.peak), rssAfterMiB: mib(after.rss), seconds: Number(seconds.toFixed(2)), outcome }),
  );
}

const only = process.argv[2];
if (only) {
  await runCase(only);
  process.exit(0);
}
for (const name of Object.keys(CASES)) {
  const child = spawnSync(process.execPath, [...process.execArgv, "--expose-gc", fileURLToPath(import.meta.url), name], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  const line = child.stdout.trim().split("\n").pop() ?? "";
  try {
    const r = JSON.parse(line) as { name: string; fileKiB: number; rssBeforeMiB: number; peakMiB: number; rssAfterMiB: number; seconds: number; outcome: string };
    console.log(`${r.name.padEnd(12)} ${String(r.fileKiB).padStart(6)} KiB  RSS ${r.rssBeforeMiB} → peak ${r.peakMiB} (+${r.peakMiB - r.rssBeforeMiB}) → ${r.rssAfterMiB} MiB  ${r.seconds} s  ${r.outcome.slice(0, 160)}`);
  } catch {
    console.log(`${name}: no result (exit ${child.status}) ${line.slice(0, 200)}`);
  }
}
