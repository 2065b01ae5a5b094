/**
 * Coverage grid of the legal source registry (issue 33, item 1): for each jurisdiction the issue names and each
 * everyday topic, how many provisions the registry holds, judged by the provisions' topic tags.
 *
 *   npx tsx --conditions=react-server scripts/coverage-grid.ts [--list]
 *
 * `--list` also prints, per cell, the instruments and provision numbers counted. A tag heuristic, not a legal
 * judgement: it shows where the registry is thin, not whether a cell is complete.
 */
import { builtInRegistry } from "../lib/legal/sources/registry";

const JURISDICTIONS: { column: string; matches: (code: string) => boolean }[] = [
  { column: "US", matches: (c) => c === "US" },
  ...["US-CA", "US-NY", "US-TX", "US-DE", "US-IL"].map((j) => ({ column: j, matches: (c: string) => c === j })),
  { column: "GB", matches: (c) => c === "GB" },
  { column: "IN", matches: (c) => c === "IN" },
  ...["IN-MH", "IN-KA", "IN-DL"].map((j) => ({ column: j, matches: (c: string) => c === j })),
  ...["DE", "FR", "SG"].map((j) => ({ column: j, matches: (c: string) => c === j })),
  { column: "AU", matches: (c) => c === "AU" || c.startsWith("AU-") },
  { column: "CA", matches: (c) => c === "CA" || c.startsWith("CA-") },
  ...["IE", "EU"].map((j) => ({ column: j, matches: (c: string) => c === j })),
];

const tags = (...t: string[]) => (topics: readonly string[]) => topics.some((x) => t.includes(x));

export const TOPICS: { row: string; matches: (topics: readonly string[]) => boolean }[] = [
  { row: "emp:hiring", matches: tags("hiring", "employment-contract", "written-statement", "recruitment", "employment-verification", "probation") },
  { row: "emp:pay", matches: tags("wages", "minimum-wage", "pay", "payment-of-wages", "paydays", "final-pay", "holiday-pay", "bonus") },
  { row: "emp:hours", matches: tags("working-time", "maximum-hours", "overtime", "rest-periods", "breaks", "rest-breaks", "night-work", "rest-days") },
  { row: "emp:leave", matches: tags("annual-leave", "leave", "family-leave", "maternity-leave", "parental-leave", "paternity-leave", "sick-leave", "sick-pay", "public-holidays", "holidays", "bereavement") },
  { row: "emp:dismissal", matches: tags("dismissal", "unfair-dismissal", "notice-period", "redundancy", "severance", "severance-pay", "summary-dismissal", "retrenchment", "lay-off", "closure", "collective-redundancies") },
  { row: "emp:discrim", matches: tags("discrimination", "harassment", "sexual-harassment", "equal-pay") },
  { row: "housing", matches: tags("tenancy", "eviction", "rent", "security-deposit", "rent-control", "lease") },
  { row: "consumer", matches: tags("consumer-protection", "consumer", "consumer-guarantees", "withdrawal-right", "unfair-terms", "cooling-off") },
  { row: "contract", matches: tags("contract", "formation", "capacity", "void-agreements", "breach-of-contract", "consideration", "misrepresentation") },
  { row: "co:directors", matches: tags("directors", "directors-duties", "disqualification") },
  { row: "co:sharehold", matches: tags("shareholders", "meetings", "annual-general-meeting", "minority", "inspection-rights") },
  { row: "co:distrib", matches: tags("distributions", "dividends", "capital-maintenance") },
  { row: "data-prot", matches: tags("data-subject-rights", "personal-data", "lawful-basis", "breach-notification", "data-breach", "access-right", "erasure", "privacy-notice", "dpo", "cross-border-transfer", "processors") },
  { row: "crim-proc", matches: tags("criminal-procedure", "arrest", "bail", "police-powers", "detention", "police-custody", "right-to-silence") },
  { row: "family", matches: tags("divorce", "marriage", "custody", "child-support", "maintenance", "child-custody", "parental-responsibility", "adoption", "spousal-support") },
  { row: "tax", matches: tags("tax", "income-tax", "vat", "gst", "corporate-tax", "capital-gains") },
];

function main(): void {
  const list = process.argv.includes("--list");
  const registry = builtInRegistry();
  const cells = new Map<string, Map<string, string[]>>();
  for (const ins of registry.instruments) {
    const col = JURISDICTIONS.find((j) => j.matches(ins.jurisdiction))?.column;
    if (!col) continue;
    for (const p of ins.provisions) {
      for (const t of TOPICS) {
        if (!t.matches(p.topics)) continue;
        const key = `${t.row}|${col}`;
        const byInstrument = cells.get(key) ?? new Map<string, string[]>();
        byInstrument.set(ins.source_id, [...(byInstrument.get(ins.source_id) ?? []), p.article]);
        cells.set(key, byInstrument);
      }
    }
  }
  const width = 6;
  console.log(["topic".padEnd(13), ...JURISDICTIONS.map((j) => j.column.padStart(width))].join(""));
  for (const t of TOPICS) {
    const row = JURISDICTIONS.map((j) => {
      const n = [...(cells.get(`${t.row}|${j.column}`)?.values() ?? [])].reduce((s, a) => s + a.length, 0);
      return String(n).padStart(width);
    });
    console.log([t.row.padEnd(13), ...row].join(""));
  }
  const stats = registry.stats();
  console.log(`registry: ${stats.instruments} instruments, ${stats.provisions} provisions, ${stats.jurisdictions} jurisdictions`);
  if (!list) return;
  for (const t of TOPICS) {
    for (const j of JURISDICTIONS) {
      const m = cells.get(`${t.row}|${j.column}`);
      if (!m) continue;
      console.log(`${t.row} ${j.column}: ${[...m].map(([id, arts]) => `${id} (${arts.join(", ")})`).join("; ")}`);
    }
  }
}

main();
