/**
 * npm run eval:clauses [-- --split dev|test|all] [--fold A|B] [--data <dir>] [--model <file>]
 *
 * Runs the offline segmenter and clause classifier over the CUAD development set (../shared/data/cuad-dev,
 * never copied into the repository) and prints per-category precision/recall/F1, macro averages over the
 * categories with at least 20 labelled occurrences in the split, and segmentation accuracy.
 *
 * Split: a contract is "dev" (used to write the patterns) or "test" (held out, the default report) by a stable
 * hash of its title. Unit of scoring: a (segment, category) pair. A segment is gold-positive for a category when
 * it contains one of the category's labelled spans, or its first or last 50 characters (spans crossing a
 * boundary count for each segment they touch); document name, parties and agreement date are scored on the first
 * three segments only, where the classifier looks for them. `--fold A|B` (dev only) keeps the dev contracts of even (A) or odd (B)
 * position in the file: a rule tuned on dev-A is kept only when it also helps dev-B, which it was not written from (in a
 * fold, a category with at least 10 contracts counts towards the macro average). Segmentation accuracy: the share of labelled clause spans
 * (document-level categories excluded) that lie wholly inside one segment. Last, the parties a review lists in its key
 * facts, scored against CUAD's Parties labels, and the governing law it reports against the Governing Law labels (each
 * two ways, the earlier reading and one read from CUAD's category definitions: see the comments at the end).
 *
 * Out of sample on dev: the shipped detector was trained on all of dev, so a dev fold scored with it is scored in
 * sample (precision and recall well above the held-out half's). `--model <file>` scores with a detector trained on the
 * other fold instead (`npm run train:clauses -- --quick --fold A --out /tmp/model-A.json`, then `--split dev --fold B
 * --model /tmp/model-A.json`): what a change does to contracts the detector has not seen, without the held-out half.
 */
import { segment } from "../lib/documents/segment";
import { readFileSync } from "node:fs";
import { classifySegments } from "../lib/documents/classify";
import { swapClauseModelFile, type ClauseModelFile } from "../lib/documents/clause-model";
import { categories } from "../lib/documents/taxonomy";
import { partiesNamedIn } from "../lib/documents/facts/parties";
import { governingLawOf } from "../lib/documents/facts/governing-law";
import { cuadFile, eligible, labelledSpans, loadContracts, norm, touches, type Split } from "./cuad/dataset";

const splitArg = (process.argv.includes("--split") ? process.argv[process.argv.indexOf("--split") + 1] : "test") as Split;
const file = cuadFile(process.argv);
const loaded = loadContracts(file, splitArg);
if (!loaded) {
  console.log(`eval:clauses skipped: the CUAD development set is not at ${file} (see the README beside it for what it is).`);
  process.exit(0);
}
const foldArg = process.argv.includes("--fold") ? process.argv[process.argv.indexOf("--fold") + 1] : null;
if (foldArg !== null && (splitArg !== "dev" || !["A", "B"].includes(foldArg))) {
  console.log("--fold takes A or B, and only with --split dev: the held-out half is reported whole.");
  process.exit(1);
}
const contracts = foldArg === null ? loaded : loaded.filter((_, i) => i % 2 === (foldArg === "A" ? 0 : 1));
const modelArg = process.argv.includes("--model") ? process.argv[process.argv.indexOf("--model") + 1] : null;
if (modelArg !== null) swapClauseModelFile(JSON.parse(readFileSync(modelArg, "utf8")) as ClauseModelFile);
const DOC_LEVEL = new Set(["document_name", "parties", "agreement_date", "effective_date", "expiration_date"]);

const cuadIds = categories.filter((c) => c.source === "cuad").map((c) => c.id);
const tally = new Map(cuadIds.map((id) => [id, { tp: 0, fp: 0, found: 0, fn: 0, occurrences: 0 }]));
let spans = 0;
let whole = 0;
let segmentsTotal = 0;
const t0 = Date.now();
for (const contract of contracts) {
  const segs = segment([{ page: 1, text: contract.text }]);
  segmentsTotal += segs.length;
  const normSegs = segs.map((s) => norm(`${s.label ?? ""} ${s.heading ?? ""} ${s.text}`));
  const predicted = classifySegments(segs).map((found) => new Set(found));
  for (const id of cuadIds) {
    const labelled = labelledSpans(contract, id);
    const t = tally.get(id)!;
    if (labelled.length > 0) t.occurrences += 1;
    // Precision over predicted segments: right when the segment touches a labelled span of the category.
    normSegs.forEach((seg, i) => {
      if (!predicted[i].has(id)) return;
      if (eligible(id, i) && labelled.some((span) => touches(seg, span))) t.tp++;
      else t.fp++;
    });
    // Recall over labelled spans: found when a segment touching the span is predicted with the category.
    for (const span of labelled) {
      const found = normSegs.some((seg, i) => eligible(id, i) && predicted[i].has(id) && touches(seg, span));
      if (found) t.found++;
      else t.fn++;
    }
    if (!DOC_LEVEL.has(id)) {
      for (const span of labelled) {
        spans++;
        if (normSegs.some((seg) => seg.includes(span))) whole++;
      }
    }
  }
}

const f = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : "  - ");
console.log(`CUAD dev set, split "${splitArg}"${foldArg ? `, fold ${foldArg}` : ""}${modelArg ? `, detector ${modelArg}` : ""}: ${contracts.length} contracts, ${segmentsTotal} segments, ${Date.now() - t0} ms\n`);
console.log(`${"category".padEnd(38)} ${"docs".padStart(5)} ${"P".padStart(5)} ${"R".padStart(5)} ${"F1".padStart(5)}`);
const rows: { id: string; p: number; r: number; f1: number; occ: number }[] = [];
for (const id of cuadIds) {
  const t = tally.get(id)!;
  const p = t.tp / (t.tp + t.fp);
  const r = t.found / (t.found + t.fn);
  const f1 = (2 * p * r) / (p + r);
  rows.push({ id, p, r, f1, occ: t.occurrences });
  console.log(`${id.padEnd(38)} ${String(t.occurrences).padStart(5)} ${f(p).padStart(5)} ${f(r).padStart(5)} ${f(f1).padStart(5)}`);
}
// A fold holds half the contracts, so half as many occurrences make a category frequent there.
const minContracts = foldArg === null ? 20 : 10;
const frequent = rows.filter((r) => r.occ >= minContracts);
const mean = (xs: number[]) => xs.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0) / xs.length;
console.log(
  `\nmacro over ${frequent.length} categories with >= ${minContracts} contracts: precision ${f(mean(frequent.map((r) => r.p)), 3)}, recall ${f(mean(frequent.map((r) => r.r)), 3)}, F1 ${f(mean(frequent.map((r) => r.f1)), 3)}`,
);
console.log(`segmentation accuracy (labelled clause spans wholly inside one segment): ${f(whole / spans)} (${whole}/${spans})`);

// The parties a review lists (key facts), against CUAD's "Parties" labels. Two readings, both printed:
// - v1 (as before): the labels that are names or roles (up to 80 characters; the sentences CUAD also labels are left
//   out), each labelled occurrence counted; a listed party is right when it matches one of those names.
// - v2: CUAD defines the category as "the two or more parties who signed the contract", so a label is a name (or the
//   term) for one party. The same name labelled twice in a contract ("the Owner", "\"the Owner\"") is one name to
//   find; a bare "Party" or "Parties" label names the parties collectively, like the "referred to as the Parties"
//   sentences v1 already leaves out, and is not a party to find; a listed party is right when any labelled span of
//   the contract names it as a whole phrase, the long spans v1 leaves out included ("Zynga Ireland" inside
//   '("Zynga Ireland," and together with Zynga US … "Zynga")').
// A labelled name is found, and a listed party is right, when one contains the other (the listed one of four
// characters or more): "Accuray" for "Accuray Incorporated".
const matches = (listed: string, label: string) => listed === label || listed.includes(label) || (label.includes(listed) && listed.length >= 4);
const plain = (s: string) => s.toLowerCase().replace(/[“”"'’]/g, "").replace(/[^a-z0-9&]+/g, " ").trim();
const COLLECTIVE = /^(?:the )?part(?:y|ies)$/;
const names = (s: string) => s.length <= 80 && !/\b(?:each|referred|collectively|herein)\b/i.test(s);
const v1 = { labels: 0, found: 0, listed: 0, right: 0 };
const v2 = { labels: 0, found: 0, listed: 0, right: 0 };
for (const contract of contracts) {
  const raw = contract.labels.parties ?? [];
  const gold1 = raw.filter(names).map(plain).filter(Boolean);
  if (gold1.length === 0) continue;
  const gold2 = [...new Set(gold1.filter((g) => !COLLECTIVE.test(g)))];
  const spans = raw.map(plain).filter(Boolean);
  const listed = partiesNamedIn(contract.text).map(plain);
  v1.labels += gold1.length;
  v1.found += gold1.filter((g) => listed.some((l) => matches(l, g))).length;
  v1.listed += listed.length;
  v1.right += listed.filter((l) => gold1.some((g) => matches(l, g))).length;
  v2.labels += gold2.length;
  v2.found += gold2.filter((g) => listed.some((l) => matches(l, g))).length;
  v2.listed += listed.length;
  v2.right += listed.filter((l) => gold2.some((g) => matches(l, g)) || (l.length >= 4 && spans.some((s) => ` ${s} `.includes(` ${l} `)))).length;
}
for (const [name, v] of [["v1", v1], ["v2", v2]] as const) {
  console.log(`parties listed in key facts (${name}): precision ${f(v.right / v.listed, 3)} (${v.right}/${v.listed}), labelled names and roles found ${f(v.found / v.labels, 3)} (${v.found}/${v.labels})`);
}

// The governing law a review reports (key facts), against CUAD's "Governing Law" labels. Two readings, both printed:
// - sentence (as before): found when the sentence it quotes overlaps a labelled span; reported wrongly when it quotes
//   another sentence.
// - place: CUAD's question for the category is "which state/country's law governs the interpretation of the
//   contract?", so the answer is the place. Found when the place the review reports (as the contract writes it, "New
//   York", "Italian", "***" for a withheld one) is named in a labelled span, whichever sentence it quotes (a contract
//   that chooses its law twice is answered by either sentence); wrong when it reports another place, or none, even
//   from the labelled sentence. A choice that names no place we know (one borrowed from another agreement, "the
//   laws of the ***") is found as in the sentence reading: the label then holds no place either.
// Both: a law reported in a contract without a label is counted apart.
let lawLabelled = 0;
let lawFound = 0;
let lawWrong = 0;
let placeFound = 0;
let placeWrong = 0;
let lawUnlabelledReported = 0;
let lawUnlabelled = 0;
for (const contract of contracts) {
  const segs = segment([{ page: 1, text: contract.text }]);
  const law = governingLawOf(segs.map((s) => `${s.heading ?? ""}. ${s.text}`));
  const gold = labelledSpans(contract, "governing_law");
  if (gold.length === 0) {
    lawUnlabelled++;
    if (law) lawUnlabelledReported++;
    continue;
  }
  lawLabelled++;
  if (!law) continue;
  const quoted = norm(law.text);
  const sentenceFound = gold.some((span) => touches(quoted, span) || span.includes(quoted.slice(0, 60)));
  if (sentenceFound) lawFound++;
  else lawWrong++;
  const place = norm(law.place);
  if ((place.length > 0 && gold.some((span) => span.includes(place))) || (law.jurisdiction === null && sentenceFound)) placeFound++;
  else placeWrong++;
}
console.log(
  `governing law in key facts (sentence): found in ${f(lawFound / lawLabelled, 3)} (${lawFound}/${lawLabelled}) of contracts with a labelled choice, another sentence quoted in ${lawWrong}; reported in ${lawUnlabelledReported}/${lawUnlabelled} contracts without a label`,
);
console.log(
  `governing law in key facts (place): the labelled place reported in ${f(placeFound / lawLabelled, 3)} (${placeFound}/${lawLabelled}) of contracts with a labelled choice, another place reported in ${placeWrong}`,
);
