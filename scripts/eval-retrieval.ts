/**
 * npm run eval:retrieval [-- --split dev|test|all] [--set blind-15|blind-16|blind-17|blind-18|blind-19|blind-20|blind-21|blind-22|blind-23|blind-24|lay-words|own-check]
 *
 * 1. Legacy set (eval/retrieval/questions.ts): the questions retrieval was tuned on, reported as before and labelled
 *    as such: it is not a held-out figure.
 * 2. Everyday set (eval/retrieval/everyday.ts): written from situations before the code ran on them, split by a hash
 *    of the id into a dev half (tune on it) and a test half (report only). Per half: top-1 and top-5 (an expected
 *    provision first / among the first five), "nothing found" (no provision has the evidence the offline engine needs to
 *    cite it, `citable.ts`), coverage gaps (no expected provision is in the registry; counted as misses), a per-jurisdiction
 *    breakdown, and unrelated questions that found something to cite. Misses, gaps and false citations are listed
 *    for the dev half only; for the test half only their counts are printed, so nobody can tune on them.
 *
 * `--split dev` or `--split test` prints one half; `--split all` prints the two halves pooled (counts only);
 * the default prints dev, then test. The dev-only extension (eval/retrieval/dev-extension.ts) is printed after the dev
 * half, apart from it, and never pooled with the test half. The fresh set (eval/retrieval/fresh-set.ts, split by position)
 * is printed after each half of the everyday set, apart from it: its dev part with details, its held-out part as counts;
 * the dev-only eval/retrieval/fresh-dev-more.ts follows the fresh set's dev part, then the dev-only
 * eval/retrieval/nothing-found-dev.ts (written for the "nothing found" decision).
 * The foreign-language set (eval/retrieval/foreign-language.ts: questions in German, French, Spanish, Italian and Dutch)
 * is printed last in each half, split by the everyday set's hash rule, with a per-language line.
 * `--set lay-words` runs only the lay-words set (eval/retrieval/lay-words.ts, every third question held out): its dev part
 * with details under `--split dev` (or no split), its held-out part as totals under `--split test`.
 * `--set own-check` runs only eval/retrieval/own-check.ts (groundgen's private check set, odd positions held out): its dev
 * part with each question's result under `--split dev` (or no split), its held-out part as totals under `--split test`.
 * `--set blind-15` runs only blind set 15 (eval/retrieval/blind-15.ts) and prints only its section, "Blind set
 * (written without the code; run once)": held-out only, no dev half, counts per jurisdiction and per language, never a
 * question one by one. It is a one-time measurement on the final code; a plain run never includes it.
 * `--set blind-16` does the same for blind set 16 (eval/retrieval/blind-16.ts): pooled counts, then top-1/top-5 per
 * half (its fixed split, reported apart), per area and per jurisdiction; never a question one by one.
 * `--set blind-17` does the same for blind set 17 (eval/retrieval/blind-17.ts), with its own section title.
 * `--set blind-18` does the same for blind set 18 (eval/retrieval/blind-18.ts), with its own section title.
 * `--set blind-19` does the same for blind set 19 (eval/retrieval/blind-19.ts), with its own section title.
 * `--set blind-20` does the same for blind set 20 (eval/retrieval/blind-20.ts), with its own section title.
 * `--set blind-21` does the same for blind set 21 (eval/retrieval/blind-21.ts), with its own section title.
 * `--set blind-22` does the same for blind set 22 (eval/retrieval/blind-22.ts), with its own section title.
 * `--set blind-23` does the same for blind set 23 (eval/retrieval/blind-23.ts), with its own section title.
 * `--set blind-24` does the same for blind set 24 (eval/retrieval/blind-24.ts), with its own section title.
 * `--set blind-16|blind-17|blind-18|blind-19|blind-20|blind-21|blind-22|blind-23|blind-24 --split dev [--verbose]` searches only that set's DEV half and lists
 * its misses (every dev question's result with `--verbose`), for tuning; `--split test` and `--split all` are refused for
 * a blind set, and blind set 15 (no dev half) takes no `--split`.
 * Asserts nothing; prints figures.
 */
import { searchProvisions } from "@/lib/legal/retrieval/search";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { citable } from "@/lib/legal/retrieval/citable";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { retrievalQuestions, unrelatedQuestions } from "@/eval/retrieval/questions";
import {
  areaOf,
  everydayQuestions,
  everydayUnrelatedQuestions,
  splitOf,
  type EverydayQuestion,
  type ExpectedProvision,
  type Half,
  type UnrelatedQuestion,
} from "@/eval/retrieval/everyday";
import { provisionKey, resolveExpected, type Resolution } from "@/eval/retrieval/resolve-expected";
import { devExtensionQuestions, devExtensionUnrelated } from "@/eval/retrieval/dev-extension";
import { freshDev, freshTest } from "@/eval/retrieval/fresh-set";
import { freshDevMoreQuestions } from "@/eval/retrieval/fresh-dev-more";
import { nothingFoundDevQuestions, nothingFoundDevUnrelated } from "@/eval/retrieval/nothing-found-dev";
import { plainDevQuestions, plainDevUnrelated } from "@/eval/retrieval/plain-dev";
import { foreignQuestions, foreignUnrelated, languageOf } from "@/eval/retrieval/foreign-language";
import { layWords } from "@/eval/retrieval/lay-words";
import { ownCheckQuestions, ownCheckUnrelated } from "@/eval/retrieval/own-check";
import { blind15LanguageOf, blind15Questions, blind15Unrelated } from "@/eval/retrieval/blind-15";
import { blind16HalfOf, blind16Questions, blind16Unrelated } from "@/eval/retrieval/blind-16";
import { blind17HalfOf, blind17Questions, blind17Unrelated } from "@/eval/retrieval/blind-17";
import { blind18HalfOf, blind18Questions, blind18Unrelated } from "@/eval/retrieval/blind-18";
import { blind19HalfOf, blind19Questions, blind19Unrelated } from "@/eval/retrieval/blind-19";
import { blind20HalfOf, blind20Questions, blind20Unrelated } from "@/eval/retrieval/blind-20";
import { blind21HalfOf, blind21Questions, blind21Unrelated } from "@/eval/retrieval/blind-21";
import { blind22HalfOf, blind22Questions, blind22Unrelated } from "@/eval/retrieval/blind-22";
import { blind23HalfOf, blind23Questions, blind23Unrelated } from "@/eval/retrieval/blind-23";
import { blind24HalfOf, blind24Questions, blind24Unrelated } from "@/eval/retrieval/blind-24";
import { devHalfOnly } from "@/eval/retrieval/blind-dev-half";

type SplitArg = Half | "all" | "both";

function splitArg(argv: string[]): SplitArg {
  const at = argv.findIndex((a) => a === "--split" || a.startsWith("--split="));
  if (at === -1) return "both";
  const value = argv[at].includes("=") ? argv[at].slice("--split=".length) : argv[at + 1];
  if (value === "dev" || value === "test" || value === "all") return value;
  console.error(`--split takes dev, test or all (got ${value ?? "nothing"})`);
  process.exit(2);
}

type SetArg = "default" | "blind-15" | "blind-16" | "blind-17" | "blind-18" | "blind-19" | "blind-20" | "blind-21" | "blind-22" | "blind-23" | "blind-24" | "lay-words" | "own-check";

/** `--set blind-15`, `--set blind-16`, `--set blind-17`, `--set blind-18`, `--set blind-19`, `--set blind-20`, `--set blind-21`, `--set blind-22`, `--set blind-23` or `--set blind-24` selects a one-time blind set; without it the usual sets run and no blind set does. */
function setArg(argv: string[]): SetArg {
  const at = argv.findIndex((a) => a === "--set" || a.startsWith("--set="));
  if (at === -1) return "default";
  const value = argv[at].includes("=") ? argv[at].slice("--set=".length) : argv[at + 1];
  if (value === "blind-15" || value === "blind-16" || value === "blind-17" || value === "blind-18" || value === "blind-19" || value === "blind-20" || value === "blind-21" || value === "blind-22" || value === "blind-23" || value === "blind-24" || value === "lay-words" || value === "own-check") return value;
  console.error(`--set takes blind-15, blind-16, blind-17, blind-18, blind-19, blind-20, blind-21, blind-22, blind-23, blind-24, lay-words or own-check (got ${value ?? "nothing"})`);
  process.exit(2);
}

interface Row {
  n: number;
  top1: number;
  top5: number;
  nothing: number;
  gaps: number;
}

const emptyRow = (): Row => ({ n: 0, top1: 0, top5: 0, nothing: 0, gaps: 0 });
const addRow = (a: Row, b: Row): Row => ({ n: a.n + b.n, top1: a.top1 + b.top1, top5: a.top5 + b.top5, nothing: a.nothing + b.nothing, gaps: a.gaps + b.gaps });
const pct = (x: number, n: number) => (n === 0 ? "–" : `${((100 * x) / n).toFixed(1)}%`);

async function search(query: string, jurisdiction: string) {
  return searchProvisions({ query, jurisdictions: jurisdictionChain(jurisdiction), limit: 5 });
}

async function legacyReport(): Promise<number> {
  const rows = new Map<string, Row>();
  const misses: string[] = [];
  const firstMisses: string[] = [];
  for (const q of retrievalQuestions) {
    const found = await search(q.question, q.jurisdiction);
    const keys = found.map((p) => `${p.source_id} ${p.article}`);
    const expected = q.expected.map(([s, a]) => `${s} ${a}`);
    const row = rows.get(q.jurisdiction) ?? emptyRow();
    row.n++;
    if (expected.includes(keys[0])) row.top1++;
    else firstMisses.push(`${q.jurisdiction} "${q.question}" → expected ${expected.join(" | ")}; first ${keys[0] ?? "nothing"}`);
    if (keys.some((k) => expected.includes(k))) row.top5++;
    else misses.push(`${q.jurisdiction} "${q.question}" → expected ${expected.join(" | ")}; got ${keys.slice(0, 3).join(", ") || "nothing"}`);
    if (citable(found).length === 0) row.nothing++;
    rows.set(q.jurisdiction, row);
  }
  const falsePositives: string[] = [];
  for (const q of unrelatedQuestions) {
    const cited = citable(await search(q.question, q.jurisdiction));
    if (cited.length > 0) falsePositives.push(`${q.jurisdiction} "${q.question}" → ${cited.map((p) => `${p.source_id} ${p.article} (${p.relevance_score})`).join(", ")}`);
  }

  const total = [...rows.values()].reduce(addRow, emptyRow());
  console.log("## Legacy set (eval/retrieval/questions.ts) — tuned on, not a held-out figure\n");
  console.log("| jurisdiction | questions | top-1 | top-5 | nothing found |\n|---|---|---|---|---|");
  for (const [j, r] of [...rows].sort(([a], [b]) => a.localeCompare(b))) console.log(`| ${j} | ${r.n} | ${r.top1} | ${r.top5} | ${r.nothing} |`);
  console.log(`| **all** | ${total.n} | ${total.top1} (${pct(total.top1, total.n)}) | ${total.top5} (${pct(total.top5, total.n)}) | ${total.nothing} |`);
  console.log(`\nUnrelated questions that found something to cite: ${falsePositives.length} of ${unrelatedQuestions.length}`);
  for (const f of falsePositives) console.log(`  ${f}`);
  console.log(`\nMisses (expected provision not in the top 5): ${misses.length}`);
  for (const m of misses) console.log(`  ${m}`);
  console.log(`\nFirst citation not an expected one: ${firstMisses.length}`);
  for (const m of firstMisses) console.log(`  ${m}`);
  return retrievalQuestions.length + unrelatedQuestions.length;
}

interface Scored {
  question: EverydayQuestion;
  resolutions: Resolution[];
  /** No expected provision is in the registry: a coverage gap, counted as a miss. */
  gap: boolean;
  top1: boolean;
  top5: boolean;
  nothing: boolean;
  got: string[];
}

async function scoreQuestion(q: EverydayQuestion): Promise<Scored> {
  const registry = builtInRegistry();
  const resolutions = q.expected.map((e) => resolveExpected(registry, e));
  const expectedKeys = resolutions.flatMap((r) => (r.status === "found" ? [r.key] : []));
  const found = await search(q.question, q.jurisdiction);
  const keys = found.map((p) => provisionKey(p.source_id, p.article));
  return {
    question: q,
    resolutions,
    gap: expectedKeys.length === 0,
    top1: keys.length > 0 && expectedKeys.includes(keys[0]),
    top5: keys.some((k) => expectedKeys.includes(k)),
    nothing: citable(found).length === 0,
    got: found.slice(0, 3).map((p) => `${p.source_id} ${p.article}`),
  };
}

const describeExpected = (e: ExpectedProvision) => `${e.short} ${e.article}`;

/** Coverage gaps grouped by instrument: what the registry would need for these questions to be answerable. */
function gapLines(scored: Scored[]): string[] {
  const byInstrument = new Map<string, { label: string; status: string; articles: Set<string> }>();
  for (const s of scored.filter((x) => x.gap)) {
    s.question.expected.forEach((e, i) => {
      const r = s.resolutions[i];
      const status = r.status === "missing-provision" ? `in registry as ${r.source_id}, provisions missing` : "instrument not in registry";
      const id = `${e.jurisdiction}\u0000${e.instrument}`;
      const entry = byInstrument.get(id) ?? { label: `${e.jurisdiction.padEnd(6)} ${e.instrument} (${e.short})`, status, articles: new Set<string>() };
      entry.articles.add(e.article);
      byInstrument.set(id, entry);
    });
  }
  const collator = new Intl.Collator("en", { numeric: true });
  return [...byInstrument.values()]
    .sort((a, b) => collator.compare(a.label, b.label))
    .map((g) => `${g.label} — ${g.status}: ${[...g.articles].sort(collator.compare).join(", ")}`);
}

function everydayReport(title: string, scored: Scored[], unrelated: { q: UnrelatedQuestion; cited: string[] }[], listDetails: boolean): void {
  const rows = new Map<string, Row>();
  for (const s of scored) {
    const row = rows.get(s.question.jurisdiction) ?? emptyRow();
    row.n++;
    if (s.top1) row.top1++;
    if (s.top5) row.top5++;
    if (s.nothing) row.nothing++;
    if (s.gap) row.gaps++;
    rows.set(s.question.jurisdiction, row);
  }
  const total = [...rows.values()].reduce(addRow, emptyRow());
  const covered = scored.filter((s) => !s.gap);
  const coveredTop1 = covered.filter((s) => s.top1).length;
  const coveredTop5 = covered.filter((s) => s.top5).length;
  const falseCitations = unrelated.filter((u) => u.cited.length > 0);

  console.log(`\n## ${title}\n`);
  console.log("| jurisdiction | questions | top-1 | top-5 | nothing found | expected provision not in the registry |\n|---|---|---|---|---|---|");
  for (const [j, r] of [...rows].sort(([a], [b]) => a.localeCompare(b))) console.log(`| ${j} | ${r.n} | ${r.top1} | ${r.top5} | ${r.nothing} | ${r.gaps} |`);
  console.log(`| **all** | ${total.n} | ${total.top1} (${pct(total.top1, total.n)}) | ${total.top5} (${pct(total.top5, total.n)}) | ${total.nothing} (${pct(total.nothing, total.n)}) | ${total.gaps} (${pct(total.gaps, total.n)}) |`);
  console.log(`\nOn the ${covered.length} questions whose expected provision is in the registry: top-1 ${coveredTop1} (${pct(coveredTop1, covered.length)}), top-5 ${coveredTop5} (${pct(coveredTop5, covered.length)})`);
  console.log(`Unrelated questions that found something to cite: ${falseCitations.length} of ${unrelated.length} (${pct(falseCitations.length, unrelated.length)})`);

  const gaps = gapLines(scored);
  if (!listDetails) {
    console.log(`Coverage gaps: ${total.gaps} questions, ${gaps.length} instruments (not listed: held-out half)`);
    console.log(`Misses on covered questions: ${covered.length - coveredTop5} (not listed: held-out half)`);
    return;
  }
  for (const u of falseCitations) console.log(`  ${u.q.id} ${u.q.jurisdiction} "${u.q.question}" → ${u.cited.join(", ")}`);
  console.log(`\nCoverage gaps, by instrument (${total.gaps} questions):`);
  for (const line of gaps) console.log(`  ${line}`);
  const misses = covered.filter((s) => !s.top5);
  console.log(`\nMisses on covered questions (expected provision in the registry, not in the top 5): ${misses.length}`);
  for (const s of misses) {
    console.log(`  ${s.question.id} ${s.question.jurisdiction} "${s.question.question}" → expected ${s.question.expected.map(describeExpected).join(" | ")}; got ${s.got.join(", ") || "nothing"}`);
  }
  const firstMisses = covered.filter((s) => s.top5 && !s.top1);
  console.log(`\nExpected provision in the top 5 but not first: ${firstMisses.length}`);
  for (const s of firstMisses) console.log(`  ${s.question.id} → expected ${s.question.expected.map(describeExpected).join(" | ")}; first ${s.got[0]}`);
}

/** Scores a set apart from the everyday halves (the dev extension, the fresh set). */
async function scoreSet(set: { questions: EverydayQuestion[]; unrelated: UnrelatedQuestion[] }) {
  const scored: Scored[] = [];
  for (const q of set.questions) scored.push(await scoreQuestion(q));
  const unrelated: { q: UnrelatedQuestion; cited: string[] }[] = [];
  for (const q of set.unrelated) {
    const cited = citable(await search(q.question, q.jurisdiction));
    unrelated.push({ q, cited: cited.map((p) => `${p.source_id} ${p.article} (${p.relevance_score})`) });
  }
  return { scored, unrelated };
}

/** The foreign-language set's half: the everyday report per jurisdiction, then top-1 / top-5 per language. */
async function foreignReport(half: Half): Promise<void> {
  const set = { questions: foreignQuestions.filter((x) => splitOf(x.id) === half), unrelated: foreignUnrelated.filter((x) => splitOf(x.id) === half) };
  const { scored: found, unrelated: cited } = await scoreSet(set);
  const title = half === "dev" ? "Foreign-language set — dev half (tune on this)" : "Foreign-language set — test half (held out; report only)";
  everydayReport(`${title}: ${found.length} questions, ${cited.length} unrelated`, found, cited, half === "dev");
  const byLanguage = new Map<string, Scored[]>();
  for (const s of found) byLanguage.set(languageOf(s.question.id), [...(byLanguage.get(languageOf(s.question.id)) ?? []), s]);
  const line = [...byLanguage].sort(([a], [b]) => a.localeCompare(b)).map(([l, list]) => `${l} ${list.filter((s) => s.top1).length}/${list.filter((s) => s.top5).length} of ${list.length}`);
  console.log(`By language (top-1/top-5): ${line.join("; ")}`);
}

/**
 * Blind set 15: one pooled, held-out report (counts only), then top-1/top-5 and "nothing found" per language and the
 * unrelated questions that cited something, per language. Nothing is listed one by one: the set is run once.
 */
async function blindReport(): Promise<void> {
  const { scored: found, unrelated: cited } = await scoreSet({ questions: blind15Questions, unrelated: blind15Unrelated });
  everydayReport(`Blind set (written without the code; run once): ${found.length} questions, ${cited.length} unrelated`, found, cited, false);
  const byLanguage = new Map<string, Scored[]>();
  for (const s of found) byLanguage.set(blind15LanguageOf(s.question.id), [...(byLanguage.get(blind15LanguageOf(s.question.id)) ?? []), s]);
  const line = [...byLanguage]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([l, list]) => `${l} ${list.filter((s) => s.top1).length}/${list.filter((s) => s.top5).length}/${list.filter((s) => s.nothing).length} of ${list.length}`);
  console.log(`By language (top-1/top-5/nothing found): ${line.join("; ")}`);
  const unrelatedByLanguage = new Map<string, { n: number; citing: number }>();
  for (const u of cited) {
    const l = blind15LanguageOf(u.q.id);
    const row = unrelatedByLanguage.get(l) ?? { n: 0, citing: 0 };
    row.n++;
    if (u.cited.length > 0) row.citing++;
    unrelatedByLanguage.set(l, row);
  }
  const unrelatedLine = [...unrelatedByLanguage].sort(([a], [b]) => a.localeCompare(b)).map(([l, r]) => `${l} ${r.citing} of ${r.n}`);
  console.log(`Unrelated questions citing something, by language: ${unrelatedLine.join("; ")}`);
}

/** "label 3/5/1 of 9; …": top-1/top-5/nothing found per group, groups sorted by label. */
function groupLine(scored: Scored[], groupOf: (s: Scored) => string): string {
  const groups = new Map<string, Scored[]>();
  for (const s of scored) groups.set(groupOf(s), [...(groups.get(groupOf(s)) ?? []), s]);
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([g, list]) => `${g} ${list.filter((s) => s.top1).length}/${list.filter((s) => s.top5).length}/${list.filter((s) => s.nothing).length} of ${list.length}`)
    .join("; ");
}

/**
 * Blind sets 16 and 17: one pooled report (counts only), then per half, per area; unrelated questions citing something,
 * per half. Nothing is listed one by one: each set is run once.
 */
async function halvedBlindReport(
  name: string,
  set: { questions: EverydayQuestion[]; unrelated: UnrelatedQuestion[] },
  halfOf: (id: string) => Half,
): Promise<void> {
  const { scored: found, unrelated: cited } = await scoreSet(set);
  everydayReport(`${name} (written without the code; run once): ${found.length} questions, ${cited.length} unrelated`, found, cited, false);
  console.log(`By half (top-1/top-5/nothing found): ${groupLine(found, (s) => halfOf(s.question.id))}`);
  console.log(`By area (top-1/top-5/nothing found): ${groupLine(found, (s) => areaOf(s.question.situation))}`);
  const citing = (half: Half) => cited.filter((u) => halfOf(u.q.id) === half);
  console.log(`Unrelated questions citing something, by half: ${(["dev", "test"] as const).map((h) => `${h} ${citing(h).filter((u) => u.cited.length > 0).length} of ${citing(h).length}`).join("; ")}`);
}

/**
 * `--set blind-16|blind-17|blind-18|blind-19|blind-20|blind-21|blind-22|blind-23|blind-24 --split dev [--verbose]`: the DEV half of a halved blind set alone, for tuning. Only
 * the dev half's questions are searched (filtered before any search), and they are listed like the everyday dev half's
 * (misses, gaps, citing unrelated questions); `--verbose` adds one line per dev question. The held-out half is never
 * searched here: `--split test` is refused, since that half is measured only as part of the coordinator's whole-set run.
 */
const halvedBlindSets = {
  "blind-16": { name: "Blind set 16", questions: blind16Questions, unrelated: blind16Unrelated, halfOf: blind16HalfOf },
  "blind-17": { name: "Blind set 17", questions: blind17Questions, unrelated: blind17Unrelated, halfOf: blind17HalfOf },
  "blind-18": { name: "Blind set 18", questions: blind18Questions, unrelated: blind18Unrelated, halfOf: blind18HalfOf },
  "blind-19": { name: "Blind set 19", questions: blind19Questions, unrelated: blind19Unrelated, halfOf: blind19HalfOf },
  "blind-20": { name: "Blind set 20", questions: blind20Questions, unrelated: blind20Unrelated, halfOf: blind20HalfOf },
  "blind-21": { name: "Blind set 21", questions: blind21Questions, unrelated: blind21Unrelated, halfOf: blind21HalfOf },
  "blind-22": { name: "Blind set 22", questions: blind22Questions, unrelated: blind22Unrelated, halfOf: blind22HalfOf },
  "blind-23": { name: "Blind set 23", questions: blind23Questions, unrelated: blind23Unrelated, halfOf: blind23HalfOf },
  "blind-24": { name: "Blind set 24", questions: blind24Questions, unrelated: blind24Unrelated, halfOf: blind24HalfOf },
} as const;

async function blindDevHalfReport(set: (typeof halvedBlindSets)[keyof typeof halvedBlindSets], verbose: boolean): Promise<void> {
  const { scored: found, unrelated: cited } = await scoreSet(devHalfOnly(set));
  everydayReport(`${set.name} — dev half only (tune on this): ${found.length} questions, ${cited.length} unrelated`, found, cited, true);
  if (!verbose) return;
  console.log("\nEvery dev question (top-1 / top-5 / miss; nothing found; first three results):");
  for (const s of found) {
    const mark = s.gap ? "gap  " : s.top1 ? "top-1" : s.top5 ? "top-5" : "miss ";
    console.log(`  ${mark}${s.nothing ? " (nothing found)" : ""} ${s.question.id} → ${s.got.join(", ") || "nothing"}`);
  }
}

{
  const chosen = setArg(process.argv.slice(2));
  const split = process.argv.some((a) => a === "--split" || a.startsWith("--split=")) ? splitArg(process.argv.slice(2)) : undefined;
  if (chosen === "blind-15" && split !== undefined) {
    console.error(`--set ${chosen} is run once, whole, by the coordinator: it takes no --split`);
    process.exit(2);
  }
  if (chosen in halvedBlindSets && split !== undefined) {
    if (split !== "dev") {
      console.error(`--set ${chosen} takes only --split dev (its held-out half is measured only in the whole-set run)`);
      process.exit(2);
    }
    await searchProvisions({ query: "warm up", jurisdictions: ["US"] }); // loads the registry and builds the index
    await blindDevHalfReport(halvedBlindSets[chosen as keyof typeof halvedBlindSets], process.argv.includes("--verbose"));
    process.exit(0);
  }
}

{
  const chosen = setArg(process.argv.slice(2));
  if (chosen in halvedBlindSets) {
    const set = halvedBlindSets[chosen as keyof typeof halvedBlindSets];
    await searchProvisions({ query: "warm up", jurisdictions: ["US"] }); // loads the registry and builds the index
    await halvedBlindReport(set.name, set, set.halfOf);
    process.exit(0);
  }
}

if (setArg(process.argv.slice(2)) === "blind-15") {
  await searchProvisions({ query: "warm up", jurisdictions: ["US"] }); // loads the registry and builds the index
  await blindReport();
  process.exit(0);
}

if (setArg(process.argv.slice(2)) === "lay-words") {
  const half = splitArg(process.argv.slice(2)) === "test" ? "test" : "dev";
  const started = performance.now();
  await searchProvisions({ query: "warm up", jurisdictions: ["US"] });
  console.log(`Registry loaded and index built in ${(performance.now() - started).toFixed(0)} ms`);
  const { scored: found, unrelated: cited } = await scoreSet(layWords(half));
  const title = half === "dev" ? "Lay-words set — dev part (tune on this)" : "Lay-words set — held-out part (report only)";
  everydayReport(`${title}: ${found.length} questions, ${cited.length} unrelated`, found, cited, half === "dev");
  process.exit(0);
}

if (setArg(process.argv.slice(2)) === "own-check") {
  const dev = splitArg(process.argv.slice(2)) !== "test";
  const inPart = (_: unknown, i: number) => i % 2 === (dev ? 0 : 1);
  const total = { n: 0, top1: 0, top5: 0, silent: 0 };
  for (const q of ownCheckQuestions.filter(inPart)) {
    const found = await search(q.question, q.jurisdiction);
    const got = found.map((p) => provisionKey(p.source_id, p.article));
    const expected = q.expected.map((e) => provisionKey(e.slice(0, e.indexOf(" ")), e.slice(e.indexOf(" ") + 1)));
    const silent = citable(found).length === 0;
    total.n++;
    if (expected.includes(got[0])) total.top1++;
    if (got.slice(0, 5).some((k) => expected.includes(k))) total.top5++;
    if (silent) total.silent++;
    if (dev) console.log(`${expected.includes(got[0]) ? "top-1" : "miss "}${silent ? " (nothing found)" : ""} ${q.jurisdiction} ${q.question} → ${got.slice(0, 3).join(", ")}`);
  }
  let citing = 0;
  const unrelated = ownCheckUnrelated.filter(inPart);
  for (const q of unrelated) {
    const cited = citable(await search(q.question, q.jurisdiction));
    if (cited.length > 0) citing++;
    if (dev && cited.length > 0) console.log(`unrelated, cites ${cited[0].source_id} ${cited[0].article}: ${q.jurisdiction} ${q.question}`);
  }
  console.log(`Own check set, ${dev ? "dev part" : "held-out part (report only)"}: top-1 ${total.top1}, top-5 ${total.top5}, nothing found ${total.silent} of ${total.n}; unrelated citing ${citing} of ${unrelated.length}`);
  process.exit(0);
}

const split = splitArg(process.argv.slice(2));
const buildStarted = performance.now();
await searchProvisions({ query: "warm up", jurisdictions: ["US"] }); // loads the registry and builds the index
const buildMs = performance.now() - buildStarted;
const started = performance.now();

const legacySearches = await legacyReport();
const scored: Scored[] = [];
for (const q of everydayQuestions) scored.push(await scoreQuestion(q));
const unrelated: { q: UnrelatedQuestion; cited: string[] }[] = [];
for (const q of everydayUnrelatedQuestions) {
  const cited = citable(await search(q.question, q.jurisdiction));
  unrelated.push({ q, cited: cited.map((p) => `${p.source_id} ${p.article} (${p.relevance_score})`) });
}
const elapsed = performance.now() - started;

const inHalf = (half: Half) => ({
  scored: scored.filter((s) => splitOf(s.question.id) === half),
  unrelated: unrelated.filter((u) => splitOf(u.q.id) === half),
});
console.log(`\n# Everyday set (eval/retrieval/everyday.ts): ${everydayQuestions.length} questions, ${everydayUnrelatedQuestions.length} unrelated; split by sha256(id), first byte even → dev`);
if (split === "dev" || split === "both") {
  const dev = inHalf("dev");
  everydayReport(`Everyday — dev half (tune on this): ${dev.scored.length} questions, ${dev.unrelated.length} unrelated`, dev.scored, dev.unrelated, true);
}
if (split === "dev" || split === "both") {
  // Dev-only questions written later (eval/retrieval/dev-extension.ts): part of neither half's figures above.
  const { scored: extension, unrelated: extensionUnrelated } = await scoreSet({ questions: devExtensionQuestions, unrelated: devExtensionUnrelated });
  everydayReport(`Dev-only extension (tune on this): ${extension.length} questions, ${extensionUnrelated.length} unrelated`, extension, extensionUnrelated, true);
}
if (split === "dev" || split === "both") {
  const fresh = await scoreSet(freshDev);
  everydayReport(`Fresh set — dev part (tune on this): ${fresh.scored.length} questions, ${fresh.unrelated.length} unrelated`, fresh.scored, fresh.unrelated, true);
  // More dev-only fresh questions (eval/retrieval/fresh-dev-more.ts), apart from the fresh set's positional split.
  const more = await scoreSet({ questions: freshDevMoreQuestions, unrelated: [] });
  everydayReport(`Fresh dev-more (tune on this): ${more.scored.length} questions`, more.scored, more.unrelated, true);
  // The dev-only set written for the "nothing found" decision (eval/retrieval/nothing-found-dev.ts).
  const nothing = await scoreSet({ questions: nothingFoundDevQuestions, unrelated: nothingFoundDevUnrelated });
  everydayReport(`Nothing-found dev set (tune on this): ${nothing.scored.length} questions, ${nothing.unrelated.length} unrelated`, nothing.scored, nothing.unrelated, true);
  // The dev-only set written from provision headings alone, in plain words (eval/retrieval/plain-dev.ts).
  const plain = await scoreSet({ questions: plainDevQuestions, unrelated: plainDevUnrelated });
  everydayReport(`Plain-words dev set (tune on this): ${plain.scored.length} questions, ${plain.unrelated.length} unrelated`, plain.scored, plain.unrelated, true);
}
if (split === "test" || split === "both") {
  const test = inHalf("test");
  everydayReport(`Everyday — test half (held out; report only): ${test.scored.length} questions, ${test.unrelated.length} unrelated`, test.scored, test.unrelated, false);
  const fresh = await scoreSet(freshTest);
  everydayReport(`Fresh set — held-out part (report only): ${fresh.scored.length} questions, ${fresh.unrelated.length} unrelated`, fresh.scored, fresh.unrelated, false);
}
if (split === "dev" || split === "both") await foreignReport("dev");
if (split === "test" || split === "both") await foreignReport("test");
if (split === "all") everydayReport(`Everyday — both halves pooled: ${scored.length} questions, ${unrelated.length} unrelated`, scored, unrelated, false);

const searches = legacySearches + everydayQuestions.length + everydayUnrelatedQuestions.length;
console.log(`\nIndex built in ${buildMs.toFixed(0)} ms (registry load included); ${searches} searches in ${elapsed.toFixed(0)} ms (${(elapsed / searches).toFixed(2)} ms each)`);
console.log(`Targets (issue 33, test half): top-5 ≥ 90%, top-1 ≥ 70%, unrelated questions citing anything ≤ 5%.`);
process.exit(0);
