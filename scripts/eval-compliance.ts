/**
 * npm run eval:compliance — the offline compliance check on the scenario suite (eval/compliance): for the dev and the
 * held-out halves separately, per regulation, the recall of the breaches a lawyer listed and the share of breached
 * obligations that match no listed breach ("wrong findings"). Asserts nothing; prints figures.
 *
 * `--set blind-3` (or `blind-4`, `blind-5`, `blind-6`, `blind-7`, `blind-8`, `blind-9`, `blind-10`, `blind-11`, `blind-12`, `blind-13`, `blind-14`, `blind-15`, `blind-16`, `blind-17`, `blind-18`, `blind-19`, `blind-20`, `blind-21`, `blind-22`, `blind-23`) runs that blind set (eval/compliance/blind-N) instead of the suite; `--set all` runs all the scenario and blind sets up to blind-15 (not blind-16, blind-17, blind-18, blind-19, blind-20, blind-21, blind-22, blind-23, own-emp, comppriv, paraphrase, the paraphrase stress set of eval/compliance/paraphrase-stress, emp-paraphrase (the employment paraphrase set of eval/compliance/employment-paraphrase, texts 1–2 and near-misses dev) or privacy-paraphrase (eval/compliance/privacy-paraphrase: texts 1–2 and the near-miss of each obligation dev, texts 3–4 held-out) or informal-work (eval/compliance/informal-work: ids sorted, even position dev)). Besides
 * obligation-level figures it counts regulation verdicts: `compliant: false` for a regulation the lawyer listed no
 * breach of (a false alarm), and a listed breach's regulation answered `true` (a miss the summary would hide).
 *
 *   npm run eval:compliance [-- --split dev|held-out|all] [--set suite|blind-3|blind-4|blind-5|blind-6|blind-7|blind-8|blind-9|blind-10|blind-11|blind-12|blind-13|blind-14|blind-15|blind-16|blind-17|blind-18|blind-19|blind-20|blind-21|blind-22|blind-23|own-emp|comppriv|paraphrase|emp-paraphrase|privacy-paraphrase|informal-work|all] [--verbose] [--show-held-out]
 */
import { parseArgs } from "node:util";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { offlineCheck } from "@/lib/compliance/offline-check";
import { complianceCases, EVAL_AS_OF, splitOf, type ComplianceCase } from "@/eval/compliance/cases";
import { blindSet3Cases } from "@/eval/compliance/blind-3";
import { blindSet4Cases } from "@/eval/compliance/blind-4";
import { blindSet5Cases } from "@/eval/compliance/blind-5";
import { blind6SplitOf, blindSet6Cases } from "@/eval/compliance/blind-6";
import { blind7SplitOf, blindSet7Cases } from "@/eval/compliance/blind-7";
import { blind8SplitOf, blindSet8Cases } from "@/eval/compliance/blind-8";
import { blind9SplitOf, blindSet9Cases } from "@/eval/compliance/blind-9";
import { blind10SplitOf, blindSet10Cases } from "@/eval/compliance/blind-10";
import { blindSet11Cases } from "@/eval/compliance/blind-11";
import { blind12SplitOf, blindSet12Cases } from "@/eval/compliance/blind-12";
import { blind13SplitOf, blindSet13Cases } from "@/eval/compliance/blind-13";
import { blind14SplitOf, blindSet14Cases } from "@/eval/compliance/blind-14";
import { blind15SplitOf, blindSet15Cases } from "@/eval/compliance/blind-15";
import { blind16SplitOf, blindSet16Cases } from "@/eval/compliance/blind-16";
import { blind17SplitOf, blindSet17Cases } from "@/eval/compliance/blind-17";
import { blind18SplitOf, blindSet18Cases } from "@/eval/compliance/blind-18";
import { blind19SplitOf, blindSet19Cases } from "@/eval/compliance/blind-19";
import { blind20SplitOf, blindSet20Cases } from "@/eval/compliance/blind-20";
import { blind21SplitOf, blindSet21Cases } from "@/eval/compliance/blind-21";
import { blind22SplitOf, blindSet22Cases } from "@/eval/compliance/blind-22";
import { blind23SplitOf, blindSet23Cases } from "@/eval/compliance/blind-23";
import { ownEmploymentCases, ownEmploymentSplitOf } from "@/eval/compliance/own-emp";
import { compprivCases, compprivSplitOf } from "@/eval/compliance/comppriv";
import { paraphraseSplitOf, paraphraseStressCases } from "@/eval/compliance/paraphrase-stress";
import { empParaphraseCases, empParaphraseSplitOf } from "@/eval/compliance/employment-paraphrase";
import { privacyParaphraseCases, privacyParaphraseSplitOf } from "@/eval/compliance/privacy-paraphrase";
import { informalWorkCases, informalWorkSplitOf } from "@/eval/compliance/informal-work";
import { scoreCase, type CaseScore } from "@/eval/compliance/score";

const { values } = parseArgs({
  options: { split: { type: "string", default: "all" }, set: { type: "string", default: "suite" }, verbose: { type: "boolean", default: false }, "show-held-out": { type: "boolean", default: false } },
});
const registry = builtInRegistry();
const sets: Record<string, ComplianceCase[]> = {
  suite: complianceCases,
  "blind-3": blindSet3Cases,
  "blind-4": blindSet4Cases,
  "blind-5": blindSet5Cases,
  "blind-6": blindSet6Cases,
  "blind-7": blindSet7Cases,
  "blind-8": blindSet8Cases,
  "blind-9": blindSet9Cases,
  "blind-10": blindSet10Cases,
  "blind-11": blindSet11Cases,
  "blind-12": blindSet12Cases,
  "blind-13": blindSet13Cases,
  "blind-14": blindSet14Cases,
  "blind-15": blindSet15Cases,
  "blind-16": blindSet16Cases,
  "blind-17": blindSet17Cases,
  "blind-18": blindSet18Cases,
  "blind-19": blindSet19Cases,
  "blind-20": blindSet20Cases,
  "blind-21": blindSet21Cases,
  "blind-22": blindSet22Cases,
  "blind-23": blindSet23Cases,
  "own-emp": ownEmploymentCases,
  comppriv: compprivCases,
  paraphrase: paraphraseStressCases,
  "emp-paraphrase": empParaphraseCases,
  "privacy-paraphrase": privacyParaphraseCases,
  "informal-work": informalWorkCases,
  all: [...complianceCases, ...blindSet3Cases, ...blindSet4Cases, ...blindSet5Cases, ...blindSet6Cases, ...blindSet7Cases, ...blindSet8Cases, ...blindSet9Cases, ...blindSet10Cases, ...blindSet11Cases, ...blindSet12Cases, ...blindSet13Cases, ...blindSet14Cases, ...blindSet15Cases],
};
const selected = sets[values.set];
if (!selected) throw new Error(`--set must be one of ${Object.keys(sets).join(", ")}`);

interface Row {
  expected: number;
  matched: number;
  findings: number;
  wrong: number;
}
const empty = (): Row => ({ expected: 0, matched: 0, findings: 0, wrong: 0 });

async function run(cases: ComplianceCase[]) {
  const rows = new Map<string, Row>();
  const total = empty();
  const details: string[] = [];
  const verdicts = { falseAlarms: 0, clean: 0, missedFalse: 0, flagged: 0 };
  // Wrong findings under duties not yet in force: a count of findings, kept apart from the regulation verdicts.
  let wrongNotYetInForce = 0;
  for (const c of cases) {
    const { drafts } = await offlineCheck(registry, { document_text: c.text, jurisdiction: c.jurisdiction, regulations: c.regulations }, EVAL_AS_OF);
    const score: CaseScore = scoreCase(c, drafts);
    const listed = new Set(c.breaches.flatMap((b) => (Array.isArray(b) ? b : [b]).map((r) => r.split(" ")[0])));
    for (const d of drafts) {
      if (!d.sourceId) continue;
      // A pack covering two instruments (CCPA and its Regulations) answers for both.
      const isListed = listed.has(d.sourceId) || (d.sourceId === "us-ca-ccpa" && listed.has("us-ca-ccpa-regulations")) || (d.sourceId === "uk-national-minimum-wage-act-1998" && listed.has("uk-national-minimum-wage-regulations-2015"));
      if (isListed) {
        verdicts.flagged++;
        if (d.compliant === true) verdicts.missedFalse++;
      } else {
        verdicts.clean++;
        if (d.compliant === false) verdicts.falseAlarms++;
      }
    }
    for (const [reg, r] of score.byRegulation) {
      const row = rows.get(reg) ?? empty();
      row.expected += r.expected;
      row.matched += r.matched;
      row.findings += r.findings;
      row.wrong += r.wrong;
      rows.set(reg, row);
      total.expected += r.expected;
      total.matched += r.matched;
      total.findings += r.findings;
      total.wrong += r.wrong;
    }
    wrongNotYetInForce += score.wrongNotYetInForce;
    if (score.missed.length > 0 || score.wrongFindings.length > 0 || values.verbose) {
      details.push(`  ${c.id}: missed [${score.missed.join(" | ")}]; wrong [${score.wrongFindings.join(" | ")}]`);
    }
  }
  return { rows, total, details, verdicts, wrongNotYetInForce };
}

const pct = (x: number, n: number) => (n === 0 ? "–" : (x / n).toFixed(2));

for (const half of ["dev", "held-out"] as const) {
  if (values.split !== "all" && values.split !== half) continue;
  // Blind sets 6 to 10 and 12 to 17 and the own-emp, comppriv, paraphrase, emp-paraphrase, privacy-paraphrase and informal-work sets state their own fixed split (even position → dev); every other set splits by `splitOf`.
  const cases = selected.filter((c) => (informalWorkSplitOf(c.id) ?? empParaphraseSplitOf(c.id) ?? privacyParaphraseSplitOf(c.id) ?? paraphraseSplitOf(c.id) ?? compprivSplitOf(c.id) ?? ownEmploymentSplitOf(c.id) ?? blind23SplitOf(c.id) ?? blind22SplitOf(c.id) ?? blind21SplitOf(c.id) ?? blind20SplitOf(c.id) ?? blind19SplitOf(c.id) ?? blind18SplitOf(c.id) ?? blind17SplitOf(c.id) ?? blind16SplitOf(c.id) ?? blind15SplitOf(c.id) ?? blind14SplitOf(c.id) ?? blind13SplitOf(c.id) ?? blind12SplitOf(c.id) ?? blind10SplitOf(c.id) ?? blind9SplitOf(c.id) ?? blind8SplitOf(c.id) ?? blind7SplitOf(c.id) ?? blind6SplitOf(c.id) ?? splitOf(c.id)) === half);
  const started = performance.now();
  const { rows, total, details, verdicts, wrongNotYetInForce } = await run(cases);
  const ms = performance.now() - started;
  console.log(`\n## ${half}: ${cases.length} texts (${ms.toFixed(0)} ms)\n`);
  console.log("| regulation | listed breaches | found | recall | breached findings | wrong | wrong share |\n|---|---|---|---|---|---|---|");
  for (const [reg, r] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`| ${reg} | ${r.expected} | ${r.matched} | ${pct(r.matched, r.expected)} | ${r.findings} | ${r.wrong} | ${pct(r.wrong, r.findings)} |`);
  }
  console.log(`| **all** | ${total.expected} | ${total.matched} | ${pct(total.matched, total.expected)} | ${total.findings} | ${total.wrong} | ${pct(total.wrong, total.findings)} |`);
  // Sets differ on breaches of duties not yet in force (the DPDP Act's before 13 May 2027): the suite and most blind
  // sets list them, blind set 18 does not. The engine reports them with their start date and no `compliant: false`;
  // the strict figure above counts them as wrong where unlisted, and this line says how many of the wrong ones they are.
  if (wrongNotYetInForce > 0) {
    console.log(
      `\nOf the ${total.wrong} wrong findings, ${wrongNotYetInForce} are under duties not yet in force on the check's date (reported with in_force_from, no compliant: false); without them the wrong share is ${pct(total.wrong - wrongNotYetInForce, total.findings - wrongNotYetInForce)}.`,
    );
  }
  console.log(
    `\nRegulation verdicts: ${verdicts.falseAlarms} of ${verdicts.clean} with no listed breach answered compliant: false; ${verdicts.missedFalse} of ${verdicts.flagged} with a listed breach answered compliant: true.`,
  );
  // The held-out half is only reported: its individual misses stay hidden unless asked for, so nobody tunes on them.
  if (details.length > 0 && (half === "dev" || values["show-held-out"])) console.log(`\nMisses and wrong findings:\n${details.join("\n")}`);
}
console.log("\nTargets on the held-out half: recall ≥ 0.80, wrong findings ≤ 0.10.");
