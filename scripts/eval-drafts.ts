/**
 * npm run eval:drafts — drafts every case of eval/drafts/cases.ts offline and reports the share of checklist items
 * met, for the dev and the held-out halves separately (sha256 of the case id); then the German- and French-language
 * cases of eval/drafts/language-cases.ts the same way. Asserts nothing; prints figures.
 *
 *   npm run eval:drafts [-- --split dev|held-out|all] [--verbose]
 */
import { parseArgs } from "node:util";
import { composeDraft, fullText } from "@/lib/contracts/compose";
import { allTemplates } from "@/lib/contracts/templates";
import { draftCases, splitOf, type DraftCase } from "@/eval/drafts/cases";
import { languageCases } from "@/eval/drafts/language-cases";
import { nativeDrafting } from "@/lib/contracts/language";
import { layouts } from "@/lib/contracts/language/drafting";
import { ApiError } from "@/lib/http/problem";

const { values } = parseArgs({ options: { split: { type: "string", default: "all" }, verbose: { type: "boolean", default: false } } });

function score(c: DraftCase & { language?: string }): { met: number; total: number; failed: string[] } {
  const template = allTemplates.find((t) => t.id === c.type);
  if (!template) return { met: 0, total: c.items.length, failed: [`no template ${c.type}`] };
  let text: string;
  try {
    const native = c.language ? nativeDrafting(c.type, c.jurisdiction, c.language) : null;
    if (c.language && !native) return { met: 0, total: c.items.length, failed: [`no ${c.language} drafting profile for ${c.type} under ${c.jurisdiction}`] };
    const draft = composeDraft(template, { jurisdiction: c.jurisdiction, party_a: c.party_a, party_b: c.party_b, key_terms: c.key_terms }, native ?? undefined);
    text = fullText(draft, layouts[draft.language]);
  } catch (e) {
    const why = e instanceof ApiError ? `400: ${JSON.stringify(e.options.errors ?? e.message)}` : String(e);
    return { met: 0, total: c.items.length, failed: [`draft refused (${why})`] };
  }
  const failed = c.items.filter((i) => i.pattern.test(text) !== (i.expect === "present")).map((i) => `${i.expect === "present" ? "missing" : "present"}: ${i.label}`);
  return { met: c.items.length - failed.length, total: c.items.length, failed };
}

for (const [set, all] of [["", draftCases], ["de/fr-language ", languageCases]] as const) for (const half of ["dev", "held-out"] as const) {
  if (values.split !== "all" && values.split !== half) continue;
  const cases = (all as readonly (DraftCase & { language?: string })[]).filter((c) => splitOf(c.id) === half);
  let met = 0;
  let total = 0;
  let clean = 0;
  const lines: string[] = [];
  for (const c of cases) {
    const s = score(c);
    met += s.met;
    total += s.total;
    if (s.failed.length === 0) clean += 1;
    // Held-out misses are shown only with --verbose, so tuning does not look at them by accident.
    if ((half === "dev" || values.verbose) && s.failed.length > 0) lines.push(`  ${c.id}: ${s.failed.join("; ")}`);
  }
  console.log(`${set}${half}: ${cases.length} drafts, checklist items met ${met}/${total} (${total === 0 ? "–" : ((100 * met) / total).toFixed(1)}%), drafts meeting every item ${clean}/${cases.length}`);
  for (const l of lines) console.log(l);
}
