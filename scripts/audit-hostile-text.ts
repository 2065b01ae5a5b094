/**
 * npx tsx --conditions=react-server scripts/audit-hostile-text.ts [--max 1000000] [--only <family>] [--paths compliance,documents,contracts]
 *
 * In-process audit of the text paths for denial of service (issue 31): the offline compliance check (every rule pack,
 * rule by rule), the deterministic document review of a `document_text` and contract drafting (every template with
 * hostile key terms and parties) are given adversarial texts up to the sizes the API's zod schemas accept
 * (document_text 1,000,000 characters, key-term values 2,000, parties 300) and timed against a normal five-page text
 * run in the same process. A run is flagged when it takes over 10 × the normal text's time and over 300 ms, or when
 * one synchronous step (what holds the event loop) takes over 300 ms. Sizes grow 10k → 50k → 200k → the maximum and
 * stop growing for a family once it is flagged or grows faster than linearly (a quadratic regex at a million
 * characters would hold the process for hours). Prints one line per run; exits 1 when anything is flagged.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Steps } from "@/lib/async/slices";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { reviewDocumentSteps, type ReviewedDocument } from "@/lib/compliance/document";
import { detectApplicableLaws } from "@/lib/compliance/detect";
import { rulePacks } from "@/lib/compliance/rules";
import { offlineCheck } from "@/lib/compliance/offline-check";
import { complianceCases } from "@/eval/compliance/cases";
import { analysisSteps } from "@/lib/documents/analyze";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { allTemplates } from "@/lib/contracts/templates";
import { composeDraft, fullText, termsOf } from "@/lib/contracts/compose";
import { parseTerm } from "@/lib/contracts/key-terms";
import { nativeDrafting } from "@/lib/contracts/language";
import { layouts } from "@/lib/contracts/language/drafting";

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const MAX = Number(arg("max") ?? 1_000_000);
const ONLY = arg("only");
const PATHS = new Set((arg("paths") ?? "compliance,documents,contracts").split(","));
const LIMIT_MS = 300;
const TRACE = args.includes("--trace-regex");

/**
 * --trace-regex: every RegExp exec is timed (test, match, matchAll, replace, split and search all go through exec once
 * it is replaced) and the slowest patterns are printed per run, so a slow run names its regex.
 */
const regexTimes = new Map<string, number>();
if (TRACE) {
  const exec = RegExp.prototype.exec;
  RegExp.prototype.exec = function (this: RegExp, s: string) {
    const t = performance.now();
    const r = exec.call(this, s);
    const d = performance.now() - t;
    const key = `/${this.source}/${this.flags}`;
    if (d > (regexTimes.get(key) ?? 0)) regexTimes.set(key, d);
    return r;
  };
}
function slowestRegexes(): string {
  const top = [...regexTimes.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
  regexTimes.clear();
  return top.filter(([, ms]) => ms > 10).map(([re, ms]) => `\n      ${ms.toFixed(0)} ms ${re.slice(0, 300)}`).join("");
}
const FACTOR = 10;
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const registry = builtInRegistry();
const AS_OF = "2026-11-27";

/** Deterministic pseudo-random numbers (mulberry32), so every run tries the same mixes. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Words the fact readers look for: every word of three letters or more in the rule and fact files. */
function ruleVocabulary(): string[] {
  const files = [
    "lib/compliance/rules/facts.ts",
    "lib/compliance/rules/concepts.ts",
    "lib/compliance/rules/gb-employment.ts",
    "lib/compliance/rules/cookies.ts",
    "lib/compliance/rules/gdpr.ts",
    "lib/compliance/rules/us-privacy.ts",
    "lib/compliance/rules/other-employment.ts",
    "lib/compliance/rules/asia-latam-privacy.ts",
    "lib/documents/playbook.ts",
    "lib/documents/facts/deadlines.ts",
    "lib/documents/facts/durations.ts",
    "lib/documents/facts/money-terms.ts",
    "lib/documents/facts/parties.ts",
    "lib/documents/facts/governing-law.ts",
    "lib/documents/facts/forum.ts",
    "lib/documents/review/checklist.ts",
    "lib/documents/review/direction.ts",
    "lib/documents/review/negation.ts",
  ];
  const code = new Set(["const", "export", "function", "return", "import", "from", "true", "false", "null", "undefined", "string", "number", "boolean", "readonly", "interface", "type", "test", "sentence", "text"]);
  const words = new Set<string>();
  for (const f of files) {
    const source = readFileSync(path.join(root, f), "utf8");
    for (const m of source.matchAll(/(?<![\\$])\b[A-Za-z]{3,}\b/g)) if (!code.has(m[0])) words.add(m[0]);
  }
  return [...words].sort();
}

/** A run of `unit` repeated to `size` characters: one "sentence" with no full stop. */
const repeat = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

const vocabulary = ruleVocabulary();

/** Each family: a hostile text of about `size` characters. */
const FAMILIES: Record<string, (size: number) => string> = {
  "courts-of": (n) => repeat("the courts of ", n),
  "cookies-vocab": (n) => repeat("cookies advertising analytics tracking pixels consent ", n),
  "not-not": (n) => repeat("not ", n),
  "48-hours": (n) => repeat("48 hours ", n),
  "within-days": (n) => repeat("within 30 days of ", n),
  "capitalised": (n) => repeat("Acme Global Holdings Services Company Limited Trust ", n),
  "digits": (n) => repeat("1234567890", n),
  "digits-percent": (n) => repeat("12 % 34% 5,000,000 ", n),
  "money-commas": (n) => "$" + repeat("1,000", n - 2) + "x",
  "checkbox": (n) => repeat("[x] ", n),
  "parentheses": (n) => "(".repeat(Math.floor(n / 2)) + ")".repeat(Math.floor(n / 2)),
  "paren-items": (n) => repeat("(a) ", n),
  "newlines": (n) => "\n".repeat(n),
  "word-lines": (n) => repeat("processing\n", n),
  "section-numbers": (n) => "Section " + repeat("1.", n - 8),
  "spaces": (n) => "a" + " ".repeat(n - 2) + "b",
  "long-word": (n) => "a".repeat(n),
  "quotes": (n) => repeat('"Agreement" means ', n),
  "dots": (n) => repeat(".", n),
  "dashes": (n) => repeat("-_", n),
  "shall-may": (n) => repeat("shall not may not and/or ", n),
  "article-refs": (n) => "Article 5(1)" + repeat("(a)", n - 12),
  "retention-words": (n) => repeat("retain keep store personal data for as long as necessary years months ", n),
  "party-roles": (n) => repeat("Customer Supplier Licensor Licensee Employer Employee party parties ", n),
  // Phrases that open an unbounded span ([^.]*, .*) in a rule: repeated, each occurrence would scan to the sentence's end.
  "mandatory": (n) => repeat("you are required to provide mandatory ", n),
  "stop-marketing": (n) => repeat("we stop marketing emails ", n),
  "after-investigation": (n) => repeat("after the investigation ", n),
  "prior-authorisation": (n) => repeat("prior sub-processor ", n),
  "finish-start": (n) => repeat("finish 10:00 finish 10:00 start ", n),
  "seven-days": (n) => repeat("seven days a week no ", n),
  "must-not-work": (n) => repeat("must not work ", n),
  "we-sell": (n) => repeat("we sell data ", n),
  "do-not-sell": (n) => repeat("we do not sell ", n),
  "do-not-provide": (n) => repeat("we do not provide ", n),
  "unless": (n) => repeat("minors unless ", n),
  "without-acceptance": (n) => repeat("without this acceptance to complete your order ", n),
  "who-do-not-consent": (n) => repeat("employees who do not consent ", n),
  "if-you-refuse": (n) => repeat("if you refuse ", n),
  "other-than": (n) => repeat("shall not apply to other than ", n),
  "exclusive-courts": (n) => repeat("THE COURTS OF NEW YORK AND EACH PARTY ", n),
  "vocab-mix-1": (n) => vocabMix(n, 1),
  "vocab-mix-2": (n) => vocabMix(n, 2),
  "vocab-mix-3": (n) => vocabMix(n, 3),
};

/** Random words from the rule files with digits, "%" and clause punctuation, but never a full stop. */
function vocabMix(size: number, seed: number): string {
  const rand = prng(seed);
  const extras = ["%", "30", "48", "(", ")", ",", ";", ":", "[x]", "not", "the", "of", "days", "hours", "£1,000", "\n"];
  const parts: string[] = [];
  let length = 0;
  while (length < size) {
    const w = rand() < 0.2 ? extras[Math.floor(rand() * extras.length)] : vocabulary[Math.floor(rand() * vocabulary.length)];
    const word = rand() < 0.15 ? w[0].toUpperCase() + w.slice(1) : w;
    parts.push(word);
    length += word.length + 1;
  }
  // A text made mostly of newlines would split into short lines: keep newlines rare.
  return parts.join(" ").slice(0, size);
}

/** Short opening that makes the text every kind the compliance rules gate on, so every rule runs. */
const KIND_PREFIX = [
  "Privacy Notice",
  "We use cookies and pixels. Cookie settings: accept all or reject all.",
  "This data processing agreement binds the processor and each sub-processor on behalf of the controller.",
  "A personal data breach or security incident goes in the incident register.",
  "This contract of employment sets your salary, working hours, overtime and annual leave.",
  "[x] I agree. Tick the box to sign up.",
  "This policy applies to all employees.",
  "",
].join("\n");

// --dump <family> <size>: print one hostile text (with the compliance prefix) and stop, for profiling it alone.
const dump = arg("dump");
if (dump) {
  process.stdout.write(KIND_PREFIX + FAMILIES[dump](Number(args[args.indexOf("--dump") + 2]) - KIND_PREFIX.length));
  process.exit(0);
}

interface Timed {
  ms: number;
  /** The longest synchronous step. */
  stepMs: number;
  stepLabel: string;
}

/** Runs steps to the end, timing each. */
function timedSteps<T>(steps: Steps<T>, label: (i: number) => string): { value: T; ms: number; stepMs: number; stepLabel: string } {
  const t0 = performance.now();
  let stepMs = 0;
  let stepLabel = "";
  for (let i = 0; ; i++) {
    const s = performance.now();
    const step = steps.next();
    const d = performance.now() - s;
    if (d > stepMs) {
      stepMs = d;
      stepLabel = label(i);
    }
    if (step.done) return { value: step.value, ms: performance.now() - t0, stepMs, stepLabel };
  }
}

const packs = [...new Map([...rulePacks.values()].map((p) => [p.sourceIds[0], p])).values()];

/** The compliance check: reading the text, detection, then every rule pack rule by rule (as the API slices it). */
function complianceRun(text: string): Timed {
  const t0 = performance.now();
  const read = timedSteps(reviewDocumentSteps(text), (i) => (i < 7 ? `document kind scan ${i}` : i === 7 ? "splitSentences" : "notice heading"));
  let stepMs = read.stepMs;
  let stepLabel = read.stepLabel;
  const doc: ReviewedDocument = read.value;
  const d0 = performance.now();
  detectApplicableLaws(registry, "GB", text, doc);
  const detectMs = performance.now() - d0;
  if (detectMs > stepMs) [stepMs, stepLabel] = [detectMs, "detectApplicableLaws"];
  for (const pack of packs) {
    for (const rule of pack.rules) {
      const s = performance.now();
      try {
        rule.test({ doc, jurisdiction: pack.sourceIds[0].startsWith("us") ? "US-CA" : "GB", asOf: AS_OF });
      } catch {
        // A rule that throws is a 500, reported below as a failure of its own.
        console.log(`  THROWS: rule ${rule.id}`);
      }
      const d = performance.now() - s;
      if (d > stepMs) [stepMs, stepLabel] = [d, `rule ${rule.id}`];
    }
  }
  return { ms: performance.now() - t0, stepMs, stepLabel };
}

/** The deterministic document review of a document_text, step by step as the API slices it. */
function documentRun(text: string): Timed {
  const run = timedSteps(analysisSteps([{ page: 1, text }], { chain: jurisdictionChain("GB"), perspective: "Customer" }), (i) => `step ${i}`);
  return { ms: run.ms, stepMs: run.stepMs, stepLabel: run.stepLabel };
}

/** The named-regulations path of the whole check (offlineCheck), for the normal text's reference time. */
async function offlineRun(text: string): Promise<number> {
  const t0 = performance.now();
  await offlineCheck(registry, { document_text: text, jurisdiction: "GB" }, AS_OF);
  return performance.now() - t0;
}

/** Five pages of ordinary notices and a contract-like text, for the reference times. */
function fivePages(): string {
  const parts: string[] = [];
  let length = 0;
  for (const c of complianceCases) {
    if (length >= 16_000) break;
    parts.push(c.text);
    length += c.text.length;
  }
  return parts.join("\n\n");
}

function fiveContractPages(): string {
  const clauses = [
    "Services. Supplier shall provide the services described in the applicable statement of work with due skill and care.",
    "Fees. Customer shall pay each undisputed invoice within thirty (30) days of receipt by bank transfer.",
    "Confidentiality. Each party shall keep the other party's confidential information secret and use it only for this Agreement.",
    "Limitation of Liability. In no event shall either party's aggregate liability exceed the fees paid in the prior twelve months.",
    "Indemnification. Supplier shall indemnify and hold harmless Customer from any and all third-party claims.",
    "Term. This Agreement renews automatically for successive one-year terms unless either party gives ninety (90) days' notice.",
    "Governing Law. This Agreement is governed by the laws of England and Wales and the courts of England have exclusive jurisdiction.",
  ];
  const out = ['MASTER SERVICES AGREEMENT\nThis Agreement is made between Acme Ltd ("Customer") and Widget Services Ltd ("Supplier").'];
  for (let i = 1; out.join("\n").length < 16_000; i++) out.push(`${i}. ${clauses[i % clauses.length]}`);
  return out.join("\n");
}

const flagged: string[] = [];
function report(kind: string, family: string, size: number, t: Timed, normalMs: number) {
  const slow = (t.ms > FACTOR * normalMs && t.ms > LIMIT_MS) || t.stepMs > LIMIT_MS;
  const line = `${kind.padEnd(10)} ${family.padEnd(18)} ${String(size).padStart(8)} chars  ${t.ms.toFixed(0).padStart(7)} ms  longest step ${t.stepMs.toFixed(0).padStart(6)} ms (${t.stepLabel})${slow ? "  << SLOW" : ""}`;
  console.log(line + (TRACE ? slowestRegexes() : ""));
  if (slow) flagged.push(line);
  return slow;
}

const sizes = [10_000, 50_000, 200_000, MAX].filter((s, i, a) => s <= MAX && a.indexOf(s) === i);
const families = Object.entries(FAMILIES).filter(([name]) => !ONLY || name === ONLY);

/** Grows a family's size until it is flagged or its time grows faster than its size (× 2 margin for noise). */
async function sweep(kind: string, run: (text: string) => Timed | Promise<Timed>, normalMs: number, prefix: string) {
  for (const [name, make] of families) {
    let last: { size: number; ms: number } | null = null;
    for (const size of sizes) {
      const text = prefix + make(size - prefix.length);
      const t = await run(text);
      const slow = report(kind, name, text.length, t, normalMs);
      if (slow) break;
      if (last && t.ms > 200 && t.ms / last.ms > 2 * (size / last.size)) {
        console.log(`${kind.padEnd(10)} ${name.padEnd(18)} grows faster than linearly (${last.ms.toFixed(0)} → ${t.ms.toFixed(0)} ms for ×${size / last.size} size); not tried larger  << SLOW`);
        flagged.push(`${kind} ${name}: superlinear ${last.size} → ${size}`);
        break;
      }
      last = { size, ms: t.ms };
    }
  }
}

const normalNotice = fivePages();
const normalContract = fiveContractPages();
// Warm up (first runs compile the regexes and load the registry).
for (let i = 0; i < 3; i++) {
  complianceRun(normalNotice);
  documentRun(normalContract);
  await offlineRun(normalNotice);
}
const refCompliance = Math.min(...[0, 1, 2].map(() => complianceRun(KIND_PREFIX + normalNotice).ms));
const refDocument = Math.min(...[0, 1, 2].map(() => documentRun(normalContract).ms));
console.log(`reference: compliance (every rule pack) on ${normalNotice.length} chars of notices: ${refCompliance.toFixed(1)} ms; offlineCheck: ${(await offlineRun(normalNotice)).toFixed(1)} ms`);
console.log(`reference: document review on ${normalContract.length} chars of contract: ${refDocument.toFixed(1)} ms`);

slowestRegexes();
if (PATHS.has("compliance")) await sweep("compliance", complianceRun, refCompliance, KIND_PREFIX);
if (PATHS.has("documents")) await sweep("documents", documentRun, refDocument, "");

if (PATHS.has("contracts")) {
  // Every template with every key term of it given the same hostile value (2,000 characters), and hostile parties (300).
  const base = allTemplates[0];
  const t0 = performance.now();
  composeDraft(base, { document_type: base.id, jurisdiction: "US", language: "en", party_a: "Acme Inc.", party_b: "Widget LLC", key_terms: {} } as never);
  const refContract = performance.now() - t0;
  console.log(`reference: contract draft ${base.id}: ${refContract.toFixed(1)} ms`);
  for (const [name, make] of families) {
    const value = make(2000);
    const party = make(300).trim() || "x";
    let worst: Timed = { ms: 0, stepMs: 0, stepLabel: "" };
    let total = 0;
    for (const template of allTemplates) {
      for (const jurisdiction of ["US", "GB", "DE", "FR", "IN"]) {
        const language = jurisdiction === "DE" ? "de" : jurisdiction === "FR" ? "fr" : "en";
        const key_terms = Object.fromEntries(termsOf(template).map((t) => [t.name, value]));
        const s = performance.now();
        // Each term alone too: a typed term given a bad value throws before the others are drafted.
        for (const spec of termsOf(template)) parseTerm(spec, value);
        for (const terms of [key_terms, { special_hostile_term: value }]) {
          try {
            const native = nativeDrafting(template.id, jurisdiction, language);
            const draft = composeDraft(template, { document_type: template.id, jurisdiction, language, party_a: party, party_b: party, key_terms: terms } as never, native ?? undefined);
            fullText(draft, layouts[draft.language]);
          } catch {
            // 400s for values of the wrong type are expected.
          }
        }
        const d = performance.now() - s;
        total += d;
        if (d > worst.ms) worst = { ms: d, stepMs: d, stepLabel: `${template.id} ${jurisdiction}` };
      }
    }
    report("contracts", name, 2000, worst, refContract);
    void total;
  }
}

console.log(flagged.length === 0 ? "\nnothing flagged" : `\n${flagged.length} flagged:\n${flagged.join("\n")}`);
process.exit(flagged.length === 0 ? 0 : 1);
