/**
 * npm run bench:compliance — speed of the offline compliance check (rule packs and detection, no model, no HTTP) on a
 * five-page text (about 16,000 characters: a privacy notice with cookie and employee sections), in process. Prints
 * p50, p95 and max over BENCH_COMPLIANCE_RUNS runs (default 200) after a warm-up; asserts nothing.
 * Target (issue 34): p50 ≤ 50 ms.
 */
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { offlineCheck } from "@/lib/compliance/offline-check";
import { complianceCases } from "@/eval/compliance/cases";
import { percentile } from "./percentile";

const runs = Number(process.env.BENCH_COMPLIANCE_RUNS ?? 200);
const registry = builtInRegistry();

/** Five pages: whole scenario texts (EU notices first) joined until about 16,000 characters. */
function fivePages(prefix: string): string {
  const parts: string[] = [];
  let length = 0;
  for (const c of complianceCases.filter((x) => x.id.startsWith(prefix)).concat(complianceCases)) {
    if (length >= 16_000) break;
    parts.push(c.text);
    length += c.text.length;
  }
  return parts.join("\n\n");
}

async function measure(label: string, body: { document_text: string; jurisdiction: string; regulations?: string[] }) {
  for (let i = 0; i < 10; i++) await offlineCheck(registry, body, "2026-11-27");
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await offlineCheck(registry, body, "2026-11-27");
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: ${body.document_text.length.toLocaleString("en")} chars, ${runs} runs — p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`,
  );
}

await measure("detected laws (FR, 5 pages)", { document_text: fivePages("fr-"), jurisdiction: "FR" });
await measure("named: GDPR, ePrivacy, Loi 78-17 (FR, 5 pages)", { document_text: fivePages("fr-"), jurisdiction: "FR", regulations: ["GDPR", "ePrivacy Directive", "Loi Informatique et Libertés"] });
await measure("detected laws (GB, 5 pages)", { document_text: fivePages("gb-"), jurisdiction: "GB" });
await measure("detected laws (US-CA, 5 pages)", { document_text: fivePages("ca-"), jurisdiction: "US-CA" });
