import { describe, expect, it } from "vitest";
import { corporateTools } from "@/lib/corporate/catalog";
import { narrateResult } from "@/lib/tools/family/narrative";
import { runCore, withoutCommonFields } from "@/lib/tools/testing";

// Issue 35, "prose that a client can read": the offline answer states the verdict first and answers `question`, with
// money in its currency's convention and dates in words. Each tool's own example (which carries a question) is narrated.
describe.each(corporateTools.map((t) => [t.tool_type, t] as const))("%s offline answer", (_name, tool) => {
  it("answers the example's question with the tool's verdict, dates in words", () => {
    const example = tool.example as Record<string, unknown>;
    const asOf = String(example.as_of ?? "2026-06-30");
    const { result, ctx } = runCore(tool as never, withoutCommonFields(example), { asOf });
    expect(tool.verdict, "a verdict function").toBeTypeOf("function");
    const verdict = tool.verdict!(result as never);
    expect(verdict).toBeTruthy();
    const text = narrateResult(result, { toolName: tool.name, asOf, warnings: ctx.warnings, question: String(example.question), verdict, currency: tool.currency });
    const answer = text.split("\n\n")[1]!;
    expect(answer).toMatch(/^You asked: “.+”\nAnswer: /s);
    expect(answer).not.toContain("needs a lawyer's reading");
    expect(answer).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    // No bare rupee figure of seven digits or more: amounts are grouped (₹1,50,00,000).
    expect(answer).not.toMatch(/₹\d{7,}/);
  });
});
