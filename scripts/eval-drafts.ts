/**
 * npm run eval:drafts — drafts every case of eval/drafts/cases.ts offline and reports the share of checklist items
 * met, for the dev and the held-out halves separately (sha256 of the case id); then the German- and French-language
 * cases of eval/drafts/language-cases.ts the same way; then the generic per-jurisdiction checklist of
 * eval/drafts/jurisdiction-checklist.ts over every type × each jurisdiction it is offered in (pairs split by
 * sha256 of "type@jurisdiction"). Asserts nothing; prints figures.
 *
 *   npm run eval:drafts [-- --split dev|held-out|all] [--verbose] [--only cases|pairs] [--set blind|blind-2|blind-3|blind-4|blind-5|blind-6|blind-7]
 *
 * --set blind runs only the blind set of eval/drafts/blind-cases.ts (split by its own fixed rule: sorted ids,
 * alternating), and nothing else; --set blind-2 likewise runs only the second blind set of
 * eval/drafts/blind-2-cases.ts (ES, IT, NL, CH, AT, BE, Indian States, IE, SG, AU-NSW, CA-ON, US-TX, US-IL), and
 * --set blind-3 the third of eval/drafts/blind-3-cases.ts (DE and FR drafted in German and French, the most used
 * types' essential terms, civil-law standard-terms control, Indian State stamp Acts, some common law), and
 * --set blind-4 the fourth of eval/drafts/blind-4-cases.ts (commercial agency, consultancy, senior hires, share and asset
 * purchases, commercial leases and other less used types under DE, FR, AT, CH, BE, NL, ES, IT, PT, PL, SE, six Indian
 * States and US-NY, US-CA, US-TX, US-DE, US-FL, GB, IE, SG, AU-VIC, CA-BC, NZ), and --set blind-5 the fifth of
 * eval/drafts/blind-5-cases.ts (civil law in CZ, DK, FI, NO, SE, LU, GR, RO, HU, PL, PT, AT, BE, NL, ES, IT, CH and
 * CA-QC; German- and French-language requests; IN-RJ, IN-UP, IN-HR, IN-KA, IN-TN, IN-GJ instruments; US-WA, US-MA,
 * US-MN, GB-SCT, IE, SG, HK, AU-QLD, CA-AB, NZ), and --set blind-6 the sixth of eval/drafts/blind-6-cases.ts (SaaS,
 * licence, loan, SHA, supply, franchise, services, NDA, employment and leases under US-GA, US-CO, US-NJ, US-PA, US-OH,
 * US-NC, US-VA, IN-TG, IN-WB, IN-KL, IN-PB, IN-UP, IE, SG, HK, NZ, AU-WA, CA-BC, GB; DE and FR in German and French;
 * AT, BE, CH, CZ, DK, ES, IT, NL, PL, PT, SE), and --set blind-7 the seventh of eval/drafts/blind-7-cases.ts (employment,
 * executive hire, services, NDA, SaaS, licence, supply, franchise, loan, guarantee, SHA, SPA, DPA and a commercial lease
 * under US-AZ, US-CA, US-MI, US-TN, US-DE; IN-DL, IN-KA, IN-MH, IN-TN, IN-GJ, IN-HR; GB, IE, SG, HK, AU-VIC, AU-QLD,
 * CA-ON, CA-QC, NZ; DE, FR, ES, IT, NL, AT, CH, PT, PL, SE, DK, BE, CZ).
 */
import { parseArgs } from "node:util";
import { composeDraft, fullText } from "@/lib/contracts/compose";
import { allTemplates } from "@/lib/contracts/templates";
import { draftCases, splitOf, type DraftCase } from "@/eval/drafts/cases";
import { itemsFor, offeredIn, pairSplit, pairTerms } from "@/eval/drafts/jurisdiction-checklist";
import { languageCases } from "@/eval/drafts/language-cases";
import { blindCases, blindSplitOf } from "@/eval/drafts/blind-cases";
import { blind2Cases, blind2SplitOf } from "@/eval/drafts/blind-2-cases";
import { blind3Cases, blind3SplitOf } from "@/eval/drafts/blind-3-cases";
import { blind4Cases, blind4SplitOf } from "@/eval/drafts/blind-4-cases";
import { blind5Cases, blind5SplitOf } from "@/eval/drafts/blind-5-cases";
import { blind6Cases, blind6SplitOf } from "@/eval/drafts/blind-6-cases";
import { blind7Cases, blind7SplitOf } from "@/eval/drafts/blind-7-cases";
import { nativeDrafting } from "@/lib/contracts/language";
import { layouts } from "@/lib/contracts/language/drafting";
import { ApiError } from "@/lib/http/problem";

const { values } = parseArgs({ options: { split: { type: "string", default: "all" }, verbose: { type: "boolean", default: false }, only: { type: "string", default: "" }, set: { type: "string", default: "" } } });
const blindSets: Record<string, [string, readonly (DraftCase & { language?: string })[], (id: string) => "dev" | "held-out"]> = {
  blind: ["blind ", blindCases, blindSplitOf],
  "blind-2": ["blind-2 ", blind2Cases, blind2SplitOf],
  "blind-3": ["blind-3 ", blind3Cases, blind3SplitOf],
  "blind-4": ["blind-4 ", blind4Cases, blind4SplitOf],
  "blind-5": ["blind-5 ", blind5Cases, blind5SplitOf],
  "blind-6": ["blind-6 ", blind6Cases, blind6SplitOf],
  "blind-7": ["blind-7 ", blind7Cases, blind7SplitOf],
};
if (values.set !== "" && !(values.set in blindSets)) throw new Error(`unknown --set ${values.set}: defined are ${Object.keys(blindSets).join(", ")}`);
const blind = values.set !== "";

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

const caseSets: [string, readonly (DraftCase & { language?: string })[], (id: string) => "dev" | "held-out"][] = blind
  ? [blindSets[values.set]]
  : [["", draftCases, splitOf], ["de/fr-language ", languageCases, splitOf]];
for (const [set, all, splitFor] of caseSets) for (const half of ["dev", "held-out"] as const) {
  if (values.only === "pairs") continue;
  if (values.split !== "all" && values.split !== half) continue;
  const cases = all.filter((c) => splitFor(c.id) === half);
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

/**
 * Every type × each jurisdiction it is offered in, scored on the generic per-jurisdiction checklist. Dev misses are
 * printed grouped by item and jurisdiction (with up to three types each), since one cause shows in many pairs.
 */
for (const half of ["dev", "held-out"] as const) {
  if (values.only === "cases" || blind) continue;
  if (values.split !== "all" && values.split !== half) continue;
  let met = 0;
  let total = 0;
  let clean = 0;
  let pairs = 0;
  const misses = new Map<string, string[]>();
  for (const template of allTemplates) for (const jurisdiction of offeredIn(template)) {
    if (pairSplit(template.id, jurisdiction) !== half) continue;
    pairs += 1;
    let text: string;
    const items = itemsFor(jurisdiction, template);
    try {
      text = fullText(composeDraft(template, { jurisdiction, party_a: template.example.party_a, party_b: template.example.party_b, key_terms: pairTerms(template) }));
    } catch (e) {
      total += items.length;
      const why = e instanceof ApiError ? `400: ${JSON.stringify(e.options.errors ?? e.message)}` : String(e);
      const key = `draft refused @ ${jurisdiction}`;
      misses.set(key, [...(misses.get(key) ?? []), `${template.id} (${why.slice(0, 120)})`]);
      continue;
    }
    let failed = 0;
    for (const item of items) {
      if ((item.when && !item.when.test(text)) || item.unless?.test(text)) continue;
      total += 1;
      if (item.pattern.test(text) === (item.expect === "present")) met += 1;
      else {
        failed += 1;
        const key = `${item.expect === "present" ? "missing" : "present"}: ${item.label} @ ${jurisdiction}`;
        misses.set(key, [...(misses.get(key) ?? []), template.id]);
      }
    }
    if (failed === 0) clean += 1;
  }
  console.log(`jurisdiction checklist ${half}: ${pairs} type × jurisdiction pairs, checklist items met ${met}/${total} (${total === 0 ? "–" : ((100 * met) / total).toFixed(1)}%), pairs meeting every item ${clean}/${pairs}`);
  if (half === "dev" || values.verbose) {
    for (const [key, types] of [...misses].sort((x, y) => y[1].length - x[1].length)) console.log(`  ${types.length} × ${key}: ${types.slice(0, values.verbose ? undefined : 3).join(", ")}${!values.verbose && types.length > 3 ? ", …" : ""}`);
  }
}
