import type { z } from "zod";
import { ApiError } from "@/lib/http/problem";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import type { AnalysisTool, ProvisionRef } from "@/lib/tools/definition";
import { createCoreContext, type RecordingCoreContext } from "@/lib/tools/core-context";

/** The family's own context (lib/tools/core-context.ts), so tests number citations exactly as responses do. */
export type RecordingContext = RecordingCoreContext;
/** Also the context type the corporate tests name. */
export type TestContext = RecordingCoreContext;

/** Fixed seed so a property-test failure reproduces on every machine and in CI. */
export const propertyRuns = { seed: 20250109, numRuns: 150 } as const;

/** The judging date a test gets when it does not care which. */
const DEFAULT_AS_OF = "2026-06-30";

export function testContext(options: { asOf?: string; jurisdiction?: string; subdivision?: string | null } = {}): RecordingContext {
  return createCoreContext({ asOf: options.asOf ?? DEFAULT_AS_OF, jurisdiction: options.jurisdiction ?? "IN", subdivision: options.subdivision ?? null });
}

/** Every `citation_ids` array anywhere in a result, flattened. */
export function citationIdsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(citationIdsIn);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === "citation_ids" && Array.isArray(v) ? v.map(String) : citationIdsIn(v),
  );
}

/** The request fields common to every tool of a family, which a tool's own `input` never sees. */
export const COMMON_FIELDS = ["tool_type", "jurisdiction", "question", "language", "stream", "mode", "as_of"] as const;

export function withoutCommonFields(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([k]) => !(COMMON_FIELDS as readonly string[]).includes(k)));
}

/**
 * Parses the tool-specific fields with the tool's schema and runs the core as the family does; the result is
 * checked against the tool's result schema, and every citation id in it must have come from `ctx.cite`.
 */
export function runCore<I extends z.ZodType, R>(
  tool: AnalysisTool<I, R>,
  fields: Record<string, unknown>,
  options: { asOf: string; jurisdiction?: string; subdivision?: string | null },
): { result: R; ctx: RecordingContext } {
  const ctx = testContext(options);
  const result = tool.run(tool.input.parse(fields), ctx);
  tool.result.parse(result);
  for (const id of citationIdsIn(result)) {
    if (ctx.refOf(id) === undefined) throw new Error(`citation id ${id} did not come from ctx.cite`);
  }
  return { result, ctx };
}

/** The provisions a core cited that the built-in registry does not hold (they would show as unverified). */
export function unresolvedRefs(ctx: RecordingContext): ProvisionRef[] {
  const registry = builtInRegistry();
  return ctx.cited.filter((ref) => registry.getProvision(ref.source_id, ref.article) === undefined);
}

/** The fields a core's 400 names, or [] when it ran (any other error is rethrown). */
export function fieldsRefused(run: () => unknown): string[] {
  try {
    run();
  } catch (err) {
    if (err instanceof ApiError) return (err.options.errors ?? []).map((e) => e.field);
    throw err;
  }
  return [];
}
