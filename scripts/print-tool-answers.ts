/**
 * npx tsx --conditions=react-server scripts/print-tool-answers.ts [tool_type]
 *
 * Prints the offline answer (the narrative with no model) of every tool for its first dev case in eval/tools/*.json, and
 * franchise-dist (which has no case there) for its example: for reading the prose as a client would.
 */
import { readFileSync } from "node:fs";
import { corporateTools } from "@/lib/corporate/catalog";
import { litigationTools } from "@/lib/litigation/catalog";
import { narrateResult } from "@/lib/tools/family/narrative";
import { runCore } from "@/lib/tools/testing";
import { createHash } from "node:crypto";
const half = (id: string) => (parseInt(createHash("sha256").update(id).digest("hex")[0], 16) < 8 ? "dev" : "held-out");
const fams = { litigation: litigationTools, corporate: corporateTools } as Record<string, any>;
const only = process.argv[2];
for (const f of ["litigation", "corporate"]) {
  const cases = JSON.parse(readFileSync(`eval/tools/${f}.json`, "utf8"));
  const list = Array.isArray(cases) ? cases : cases.cases;
  const seen = new Set<string>();
  for (const c of list) {
    if (half(c.id) !== "dev" || seen.has(c.tool_type) || c.refused) continue;
    if (only && c.tool_type !== only) continue;
    const tools = fams[f]; const tool = (Array.isArray(tools) ? tools : Object.values(tools)).find((t: any) => t.tool_type === c.tool_type);
    if (!tool) { console.log("NO TOOL", c.tool_type); continue; }
    try {
      const { result, ctx } = runCore(tool, c.input, { asOf: c.as_of, jurisdiction: c.jurisdiction ?? "IN" });
      seen.add(c.tool_type);
      console.log(`\n=================== ${f}/${c.tool_type} (${c.id})`);
      console.log(narrateResult(result, { toolName: tool.name, asOf: c.as_of, warnings: ctx.warnings, question: c.input.question as string | undefined, verdict: tool.verdict?.(result) ?? undefined, currency: tool.currency }));
    } catch (e) { console.log("ERR", c.id, (e as Error).message); }
  }
}
if (!only || only === "franchise-dist") {
  const tool = (corporateTools as any[]).find((t) => t.tool_type === "franchise-dist");
  const { withoutCommonFields } = await import("@/lib/tools/testing");
  for (const [fields, asOf, j] of [[withoutCommonFields(tool.example), "2026-03-05", "US"], [{ post_term_non_compete: true }, "2026-01-01", "IN"]] as const) {
    const { result, ctx } = runCore(tool, fields as any, { asOf, jurisdiction: j });
    console.log(`\n=================== corporate/franchise-dist (example ${j})`);
    console.log(narrateResult(result, { toolName: tool.name, asOf, warnings: ctx.warnings, verdict: tool.verdict?.(result) ?? undefined, currency: tool.currency }));
  }
}
