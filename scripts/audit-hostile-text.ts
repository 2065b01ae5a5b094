/**
 * npx tsx --conditions=react-server scripts/audit-hostile-text.ts [--max 1000000] [--only <family>] [--paths patterns,compliance,documents,contracts] [--wall]
 *
 * In-process audit of the text paths for denial of service (issue 31): the offline compliance check (every rule pack,
 * rule by rule), the deterministic document review of a `document_text` and contract drafting (every template with
 * hostile key terms and parties) are given adversarial texts up to the sizes the API's zod schemas accept
 * (document_text 1,000,000 characters, key-term values 2,000, parties 300) and timed against a normal five-page text
 * run in the same process. A run is flagged when it takes over 10 × the normal text's time per character and over 300 ms, or when
 * one synchronous step (what holds the event loop) takes over 300 ms. Sizes grow 10k → 50k → 200k → the maximum and
 * stop growing for a family once it is flagged or grows faster than linearly (a quadratic regex at a million
 * characters would hold the process for hours). Prints one line per run; exits 1 when anything is flagged.
 *
 * Every rule is covered without a list to keep: the rule modules are read from lib/compliance/rules (their words make
 * the vocabulary families, and a pack builder or rule id not in the index is flagged as not audited), and since a rule
 * whose gate a family does not open never runs its patterns in the sweeps, every pattern the rules run (collected while
 * they run) is also run alone on every family ("patterns" below). Times are CPU time unless --wall.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Steps } from "@/lib/async/slices";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { reviewDocumentSteps, splitSentences, type ReviewedDocument } from "@/lib/compliance/document";
import { detectApplicableLaws } from "@/lib/compliance/detect";
import { rulePacks } from "@/lib/compliance/rules";
import { offlineCheck } from "@/lib/compliance/offline-check";
import { complianceCases, splitOf } from "@/eval/compliance/cases";
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
const PATHS = new Set((arg("paths") ?? "patterns,compliance,documents,contracts").split(","));
const LIMIT_MS = 300;
const TRACE = args.includes("--trace-regex");
/**
 * Times are the process's CPU time (milliseconds), so that other work on a loaded machine does not inflate them (with
 * eight processes on two cores the wall-clock time of a step was 5 to 10 times its CPU time); on an idle machine they
 * are the time the event loop is held. --wall: wall-clock time instead.
 */
const WALL = args.includes("--wall");
function now(): number {
  if (WALL) return performance.now();
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * --trace-regex: every RegExp exec is timed (test, match, matchAll, replace, split and search all go through exec once
 * it is replaced) and the slowest patterns are printed per run, so a slow run names its regex.
 */
const regexTimes = new Map<string, number>();
const nativeExec = RegExp.prototype.exec;
if (TRACE) {
  const exec = RegExp.prototype.exec;
  RegExp.prototype.exec = function (this: RegExp, s: string) {
    const t = now();
    const r = exec.call(this, s);
    const d = now() - t;
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

/** Every rule module: each non-test .ts file of lib/compliance/rules (read from the directory, so a new one is audited). */
const RULES_DIR = "lib/compliance/rules";
const ruleModules = readdirSync(path.join(root, RULES_DIR))
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "test-helpers.ts")
  .map((f) => `${RULES_DIR}/${f}`);

/** Words the fact readers look for: every word of three letters or more in the rule modules and the review's fact files. */
function ruleVocabulary(): string[] {
  const files = [
    ...ruleModules,
    "lib/compliance/detect.ts",
    "lib/compliance/document.ts",
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
  // Electronic marketing (e-marketing.ts): the openers of its consent, opt-out and other-business patterns.
  "unless-opt-out": (n) => repeat("we email you offers unless you ", n),
  "partners-offers": (n) => repeat("we share your email address with partners so they can send their offers ", n),
  "consented-from": (n) => repeat("opted in agreed consented from ", n),
  "no-way-to": (n) => repeat("no way to no option of there is no ", n),
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
  "We send marketing emails and text messages about our offers.",
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
  const t0 = now();
  let stepMs = 0;
  let stepLabel = "";
  for (let i = 0; ; i++) {
    const s = now();
    const step = steps.next();
    const d = now() - s;
    if (d > stepMs) {
      stepMs = d;
      stepLabel = label(i);
    }
    if (step.done) return { value: step.value, ms: now() - t0, stepMs, stepLabel };
  }
}

const packs = [...new Set(rulePacks.values())];

/**
 * Every rule the modules define is run: each pack builder a module exports (a function returning a RulePack) is used by
 * the index, and each rule id written in a module (`id: "…"`, or the first argument of gdpr.ts's notice `item(…)`) is
 * a rule of the packs above. A rule that is not would go unaudited: it is flagged.
 */
function unauditedRules(): string[] {
  const index = readFileSync(path.join(root, RULES_DIR, "index.ts"), "utf8");
  const ids = new Set(packs.flatMap((p) => p.rules.map((r) => r.id)));
  const missing: string[] = [];
  for (const f of ruleModules) {
    const source = readFileSync(path.join(root, f), "utf8");
    for (const m of source.matchAll(/export function (\w+)\([^)]*\): RulePack/g)) if (!new RegExp(`\\b${m[1]}\\(`).test(index)) missing.push(`${f}: pack ${m[1]} not in the index`);
    for (const m of source.matchAll(/\b(?:id: |item\()"([a-z0-9][a-z0-9-]*)"/g)) if (!ids.has(m[1])) missing.push(`${f}: rule ${m[1]} in no pack`);
  }
  return missing;
}
/** Per rule, its longest time on a text of the largest size: a rule that never took time there never read the hostile text. */
const ruleMaxAtMax = new Map<string, number>();

/** The compliance check: reading the text, detection, then every rule pack rule by rule (as the API slices it). */
function complianceRun(text: string): Timed {
  const t0 = now();
  runningText = text;
  const read = timedSteps(reviewDocumentSteps(text), (i) => (i < 7 ? `document kind scan ${i}` : i === 7 ? "splitSentences" : "notice heading"));
  let stepMs = read.stepMs;
  let stepLabel = read.stepLabel;
  const doc: ReviewedDocument = read.value;
  const d0 = now();
  detectApplicableLaws(registry, "GB", text, doc);
  const detectMs = now() - d0;
  if (detectMs > stepMs) [stepMs, stepLabel] = [detectMs, "detectApplicableLaws"];
  for (const pack of packs) {
    for (const rule of pack.rules) {
      running = `rule ${rule.id}`;
      const s = now();
      try {
        rule.test({ doc, jurisdiction: pack.sourceIds[0].startsWith("us") ? "US-CA" : "GB", asOf: AS_OF });
      } catch {
        // A rule that throws is a 500, reported below as a failure of its own.
        console.log(`  THROWS: rule ${rule.id}`);
      }
      const d = now() - s;
      if (d > stepMs) [stepMs, stepLabel] = [d, `rule ${rule.id}`];
      if (text.length >= MAX) ruleMaxAtMax.set(rule.id, Math.max(ruleMaxAtMax.get(rule.id) ?? 0, d));
    }
  }
  running = "";
  return { ms: now() - t0, stepMs, stepLabel };
}

/** The deterministic document review of a document_text, step by step as the API slices it. */
function documentRun(text: string): Timed {
  running = "document review";
  const run = timedSteps(analysisSteps([{ page: 1, text }], { chain: jurisdictionChain("GB"), perspective: "Customer" }), (i) => `step ${i}`);
  return { ms: run.ms, stepMs: run.stepMs, stepLabel: run.stepLabel };
}

/** The named-regulations path of the whole check (offlineCheck), for the normal text's reference time. */
async function offlineRun(text: string): Promise<number> {
  const t0 = now();
  await offlineCheck(registry, { document_text: text, jurisdiction: "GB" }, AS_OF);
  return now() - t0;
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

/**
 * Every pattern the compliance rules run, each alone on every hostile text. A rule whose gate a hostile text does not
 * open (it needs two facts the text does not mention) never runs its sentence patterns in the sweeps: its patterns are
 * collected from the compliance cases' development half, the normal notice and every family (RegExp.prototype.exec
 * replaced while they run), with the rule that first ran each and whether it ran on the whole text (a `mentions` gate)
 * or only on part of it. Each is then run directly, as `replace` or `matchAll` would run a global one, on the longest
 * sentence of 10,000 and 50,000 characters of every family (what a sentence test receives: lines split and trimmed),
 * and on the whole text too when it ran on a whole text (200,000 when that looks faster than linear). The document
 * review's patterns are not here: its steps run on every family whatever the text says, in the documents sweep.
 */
let running = "";
let runningText = "";
const patterns = new Map<string, { re: RegExp; by: string; whole: boolean }>();
/** Every rule that ran a pattern of its own on some collected text. */
const rulesRunning = new Set<string>();
function collectPatterns(work: () => void) {
  const previous = RegExp.prototype.exec;
  RegExp.prototype.exec = function (this: RegExp, str: string) {
    if (running.startsWith("rule ")) {
      rulesRunning.add(running);
      const key = `/${this.source}/${this.flags}`;
      const seen = patterns.get(key);
      if (!seen) patterns.set(key, { re: new RegExp(this.source, this.flags), by: running, whole: str === runningText });
      else if (str === runningText) seen.whole = true;
    }
    return previous.call(this, str);
  };
  try {
    work();
  } finally {
    RegExp.prototype.exec = previous;
  }
}

/**
 * One pattern over the whole text: one exec, or every match of a global one; the faster of two runs. The same RegExp
 * each time, run once on a short text first: a new one is compiled on its first long text (100 ms on a million
 * characters), which is not the time its matching takes.
 */
function scanMs(re: RegExp, text: string): number {
  const once = () => {
    re.lastIndex = 0;
    const t = now();
    if (re.global) {
      for (let m = nativeExec.call(re, text); m !== null; m = nativeExec.call(re, text)) if (m[0] === "") re.lastIndex++;
    } else nativeExec.call(re, text);
    return now() - t;
  };
  re.lastIndex = 0;
  nativeExec.call(re, "warm up");
  return Math.min(once(), once());
}

const longestSentence = (text: string) => splitSentences(text).reduce((a, x) => (x.text.length > a.length ? x.text : a), "");

function patternSweep(flag: (line: string) => void) {
  const all = [...patterns.entries()];
  const t0 = now();
  let slow = 0;
  let runs = 0;
  for (const [name, make] of families) {
    const inputs = (size: number, whole: boolean) => {
      const text = KIND_PREFIX + make(size - KIND_PREFIX.length);
      return whole ? [longestSentence(text), text] : [longestSentence(text)];
    };
    const at: Record<string, string[]> = {};
    const of = (size: number, whole: boolean) => (at[`${size} ${whole}`] ??= inputs(size, whole));
    for (const [key, { re, by, whole }] of all) {
      for (const [i, t10] of of(10_000, whole).entries()) {
        const what = i === 0 ? "longest sentence" : "whole text";
        runs++;
        const a = scanMs(re, t10);
        if (a > LIMIT_MS) {
          // Not tried larger: a quadratic pattern over 10,000 characters in 0.3 s takes over 7 s on 50,000.
          slow++;
          flag(`pattern    ${name.padEnd(18)} ${a.toFixed(0)} ms on 10k (${what}), first run by ${by}: ${key.slice(0, 200)}  << SLOW`);
          continue;
        }
        const b = scanMs(re, of(50_000, whole)[i]);
        if (b <= 20) continue;
        // Confirm at 200,000 characters what looked faster than linear (or slow) at 50,000.
        const c = b > LIMIT_MS ? b : scanMs(re, of(200_000, whole)[i]);
        const superlinear = b / Math.max(a, 1) > 10 && c / b > 8;
        if (superlinear || c > LIMIT_MS) {
          slow++;
          flag(`pattern    ${name.padEnd(18)} ${a.toFixed(0)} → ${b.toFixed(0)} → ${c.toFixed(0)} ms (10k → 50k → 200k, ${what})${superlinear ? " faster than linear" : ""}, first run by ${by}: ${key.slice(0, 200)}  << SLOW`);
        }
      }
    }
  }
  console.log(`patterns: ${all.length} distinct patterns of the rules, ${runs} runs alone over ${families.length} families in ${((now() - t0) / 1000).toFixed(0)} s; ${slow} flagged`);
}

const flagged: string[] = [];
/**
 * `normalMs` is the normal text's time for `normalChars` characters: a run is compared with it per character (a million
 * characters read at the normal text's pace take 60 times its time, and that is no slowness of their own).
 */
function report(kind: string, family: string, size: number, t: Timed, normalMs: number, normalChars = size) {
  const slow = (t.ms > FACTOR * normalMs * Math.max(1, size / normalChars) && t.ms > LIMIT_MS) || t.stepMs > LIMIT_MS;
  const line = `${kind.padEnd(10)} ${family.padEnd(18)} ${String(size).padStart(8)} chars  ${t.ms.toFixed(0).padStart(7)} ms  longest step ${t.stepMs.toFixed(0).padStart(6)} ms (${t.stepLabel})${slow ? "  << SLOW" : ""}`;
  console.log(line + (TRACE ? slowestRegexes() : ""));
  if (slow) flagged.push(line);
  return slow;
}

const sizes = [10_000, 50_000, 200_000, MAX].filter((s, i, a) => s <= MAX && a.indexOf(s) === i);
const families = Object.entries(FAMILIES).filter(([name]) => !ONLY || name === ONLY);

/** Grows a family's size until it is flagged or its time grows faster than its size (× 2 margin for noise). */
async function sweep(kind: string, run: (text: string) => Timed | Promise<Timed>, normalMs: number, normalChars: number, prefix: string) {
  for (const [name, make] of families) {
    let last: { size: number; ms: number } | null = null;
    for (const size of sizes) {
      const text = prefix + make(size - prefix.length);
      const t = await run(text);
      const slow = report(kind, name, text.length, t, normalMs, normalChars);
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
if (PATHS.has("patterns")) {
  collectPatterns(() => {
    for (const c of complianceCases) if (splitOf(c.id) === "dev") for (const text of [c.text, KIND_PREFIX + c.text]) complianceRun(text);
    complianceRun(KIND_PREFIX + normalNotice);
    documentRun(normalContract);
    for (const [, make] of families) {
      complianceRun(KIND_PREFIX + make(2_000));
      documentRun(make(2_000));
    }
  });
  const silent = packs.flatMap((p) => p.rules.map((r) => r.id)).filter((id) => !rulesRunning.has(`rule ${id}`));
  console.log(`patterns: rules that ran no pattern on any collected text: ${silent.length === 0 ? "none" : [...new Set(silent)].join(", ")}`);
  patternSweep((line) => {
    console.log(line);
    flagged.push(line);
  });
}
if (PATHS.has("compliance")) await sweep("compliance", complianceRun, refCompliance, KIND_PREFIX.length + normalNotice.length, KIND_PREFIX);
if (PATHS.has("documents")) await sweep("documents", documentRun, refDocument, normalContract.length, "");

if (PATHS.has("contracts")) {
  // Every template with every key term of it given the same hostile value (2,000 characters), and hostile parties (300).
  const base = allTemplates[0];
  const t0 = now();
  composeDraft(base, { document_type: base.id, jurisdiction: "US", language: "en", party_a: "Acme Inc.", party_b: "Widget LLC", key_terms: {} } as never);
  const refContract = now() - t0;
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
        const s = now();
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
        const d = now() - s;
        total += d;
        if (d > worst.ms) worst = { ms: d, stepMs: d, stepLabel: `${template.id} ${jurisdiction}` };
      }
    }
    report("contracts", name, 2000, worst, refContract);
    void total;
  }
}

for (const m of unauditedRules()) {
  console.log(`NOT AUDITED: ${m}  << SLOW`);
  flagged.push(`not audited: ${m}`);
}
if (PATHS.has("compliance") && !ONLY && ruleMaxAtMax.size > 0) {
  // Gated out on every family (its kind or practice never named by the prefix): the hostile texts never reached it.
  const idle = [...ruleMaxAtMax].filter(([, ms]) => ms < 0.5).map(([id]) => id);
  console.log(`rules that never read a ${MAX}-character text (gated out on every family): ${idle.length === 0 ? "none" : idle.join(", ")}`);
}

console.log(flagged.length === 0 ? "\nnothing flagged" : `\n${flagged.length} flagged:\n${flagged.join("\n")}`);
process.exit(flagged.length === 0 ? 0 : 1);
