/**
 * npm run eval:tools [-- --split dev|held-out|all] [--verbose] [--set blind|blind-2]
 *
 * Runs the practitioner cases of eval/tools/*.json through each tool's deterministic core (as the family runs it) and
 * compares every expected figure. Cases are split by a fixed rule — dev when the first hex digit of sha256(id) is 0–7 —
 * and both halves are reported separately; only the dev half may be used to find bugs.
 *
 * `--set blind` runs only eval/tools/blind.json, an independent set written by an examiner who did not read the
 * computation code or the other cases. Its dev half prints failures and per-tool rows; its held-out half prints
 * totals only (no per-tool rows, no failures, even with --verbose). `--set blind-2` runs eval/tools/blind-2.json the same
 * way: a second independent set, for the corporate compliance tools the first one did not cover.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { corporateTools } from "@/lib/corporate/catalog";
import { ApiError } from "@/lib/http/problem";
import { litigationTools } from "@/lib/litigation/catalog";
import type { AnalysisTool } from "@/lib/tools/definition";
import { narrateResult } from "@/lib/tools/family/narrative";
import { runCore } from "@/lib/tools/testing";

interface Expectation {
  path: string;
  op?: "eq" | "contains" | "not_contains" | "approx";
  value: unknown;
}
interface Case {
  id: string;
  tool_type: string;
  jurisdiction?: string;
  as_of: string;
  input: Record<string, unknown>;
  expect: Expectation[];
  source: string;
  kind: "ordinary" | "boundary" | "stale-rule";
  /** The tool must refuse the input with a 400 (a date or case it does not hold); `expect` is then empty. */
  refused?: boolean;
}

const FAMILIES = { litigation: litigationTools, corporate: corporateTools } as const;
export const half = (id: string): "dev" | "held-out" => (parseInt(createHash("sha256").update(id).digest("hex")[0], 16) < 8 ? "dev" : "held-out");

/** `a.b.0.c`, `arr[key=value].x` (element whose field equals), `arr[key~text].x` (element whose field contains), `.length`. */
export function at(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const segment of path.split(".")) {
    if (current === null || current === undefined) return undefined;
    const select = /^([a-z_0-9]+)\[([a-z_]+)([=~])(.+)\]$/i.exec(segment);
    if (select) {
      const list = (current as Record<string, unknown>)[select[1]];
      if (!Array.isArray(list)) return undefined;
      current = list.find((item) => {
        const field = String((item as Record<string, unknown>)?.[select[2]] ?? "");
        return select[3] === "=" ? field === select[4] : field.toLowerCase().includes(select[4].toLowerCase());
      });
    } else if (segment === "length" && Array.isArray(current)) {
      current = current.length;
    } else {
      current = (current as Record<string, unknown>)[Array.isArray(current) ? Number(segment) : segment];
    }
  }
  return current;
}

function matches(actual: unknown, e: Expectation): boolean {
  if (e.op === "contains") return typeof actual === "string" && actual.includes(String(e.value));
  if (e.op === "not_contains") return typeof actual === "string" && !actual.includes(String(e.value));
  if (e.op === "approx") return typeof actual === "number" && Math.abs(actual - Number(e.value)) <= 0.005;
  return JSON.stringify(actual ?? null) === JSON.stringify(e.value);
}

/**
 * `@answer` is the offline prose answer as the family writes it (no question asked), `@verdict` its opening paragraph
 * ("In short: …", which must carry the verdict); any other path reads the computed result.
 */
function read(result: unknown, path: string, prose: () => string): unknown {
  if (path === "@answer") return prose();
  if (path === "@verdict") return prose().split("\n\n")[1];
  return at(result, path);
}

function runCase(tool: AnalysisTool, c: Case): string[] {
  try {
    const { result, ctx } = runCore(tool as never, c.input, { asOf: c.as_of, jurisdiction: c.jurisdiction ?? "IN" });
    if (c.refused) return ["expected a refusal (400), got an answer"];
    const prose = () => narrateResult(result, { toolName: tool.name, asOf: c.as_of, warnings: ctx.warnings, verdict: tool.verdict?.(result as never) ?? undefined, currency: tool.currency });
    return c.expect
      .filter((e) => !matches(read(result, e.path, prose), e))
      .map((e) => `${e.path}: expected ${e.op === "not_contains" ? "no " : ""}${JSON.stringify(e.value)}, got ${JSON.stringify(read(result, e.path, prose))}`);
  } catch (err) {
    if (c.refused && err instanceof ApiError && err.status === 400) return [];
    return [err instanceof ApiError ? `refused (400): ${err.message}` : `error: ${err instanceof Error ? err.message : String(err)}`];
  }
}

type Tally = Record<"dev" | "held-out", { pass: number; total: number }>;
const emptyTally = (): Tally => ({ dev: { pass: 0, total: 0 }, "held-out": { pass: 0, total: 0 } });
const loadCases = (file: string) => JSON.parse(readFileSync(join(process.cwd(), "eval", "tools", file), "utf8")) as Case[];

/** Runs one group of cases; `blind` hides everything of the held-out half but its total. */
function runGroup(label: string, cases: Case[], tools: readonly AnalysisTool[], opts: { split: string; verbose: boolean; blind: boolean }, totals: Tally) {
  const byTool = new Map<string, Tally>();
  for (const c of cases) {
    const h = half(c.id);
    if (opts.split !== "all" && opts.split !== h) continue;
    const tool = tools.find((t) => t.tool_type === c.tool_type);
    const failures = tool ? runCase(tool, c) : [`no tool ${c.tool_type}`];
    const row = byTool.get(c.tool_type) ?? emptyTally();
    row[h].total += 1;
    totals[h].total += 1;
    if (failures.length === 0) {
      row[h].pass += 1;
      totals[h].pass += 1;
    } else if (h === "dev" || (opts.verbose && !opts.blind)) {
      // Held-out failures are counted, not shown, unless asked (never for the blind set): they are for reporting, not for tuning.
      console.log(`  FAIL [${h}] ${c.id} (${c.tool_type}, ${c.kind}): ${failures.join("; ")}\n        source: ${c.source}`);
    }
    byTool.set(c.tool_type, row);
  }
  console.log(`\n${label}`);
  for (const [tool, row] of byTool) {
    const heldOut = opts.blind ? "" : `   held-out ${row["held-out"].pass}/${row["held-out"].total}`;
    console.log(`  ${tool.padEnd(20)} dev ${row.dev.pass}/${row.dev.total}${heldOut}`);
  }
}

function main() {
  const args = process.argv.slice(2);
  const split = args.includes("--split") ? args[args.indexOf("--split") + 1] : "all";
  const verbose = args.includes("--verbose");
  const set = args.includes("--set") ? args[args.indexOf("--set") + 1] : "default";
  if (set !== "default" && set !== "blind" && set !== "blind-2") throw new Error(`unknown --set ${set} (default, blind or blind-2)`);
  const totals = emptyTally();
  if (set === "blind" || set === "blind-2") {
    const allTools = [...litigationTools, ...corporateTools];
    runGroup(`${set} (eval/tools/${set}.json)`, loadCases(`${set}.json`), allTools, { split, verbose, blind: true }, totals);
  } else {
    for (const [family, tools] of Object.entries(FAMILIES)) runGroup(family, loadCases(`${family}.json`), tools, { split, verbose, blind: false }, totals);
  }
  const pct = (t: { pass: number; total: number }) => (t.total === 0 ? "n/a" : `${((100 * t.pass) / t.total).toFixed(1)}%`);
  console.log(`\n${set === "default" ? "all tools" : `${set} set`}: dev ${totals.dev.pass}/${totals.dev.total} (${pct(totals.dev)})   held-out ${totals["held-out"].pass}/${totals["held-out"].total} (${pct(totals["held-out"])})`);
}

main();
