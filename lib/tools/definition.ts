import type { z } from "zod";
import type { Warning } from "@/lib/answers/warnings";
import type { Currency } from "./format";

/**
 * What every dispatch-by-`tool_type` family shares (audit, litigation, corporate): a catalogue entry built from
 * these fields (`input_schema` is the JSON Schema of `input`, `example` a request body that succeeds) and a
 * documented request variant per tool.
 */
export interface ToolDefinition<I extends z.ZodType = z.ZodType, R = unknown> {
  tool_type: string;
  name: string;
  description: string;
  /** The tool-specific request fields only (a `z.strictObject`): never the family's common fields. */
  input: I;
  result: z.ZodType<R>;
  /** A whole request body (tool_type and common fields included) that succeeds. */
  example: Record<string, unknown>;
}

/** One registry provision a computed item rests on; `cite` turns it into a citation id of the response. */
export interface ProvisionRef {
  source_id: string;
  article: string;
}

/**
 * What a litigation or corporate core is given. `asOf` is the ISO date (YYYY-MM-DD) the answer is judged
 * against (request `as_of`, default today in UTC), so a core never reads the clock itself. `cite` registers a
 * provision and returns its `citation_id` ("c1", "c2", … in first-cited order, the same provision always the
 * same id); the family verifies every registered provision against the registry and returns them as the
 * response's `citations`, so every `citation_ids` in `result` resolves within the response.
 */
export interface CoreContext {
  jurisdiction: string;
  /** The state or province when the request named one (IN-MH → "IN-MH"), else null. */
  subdivision: string | null;
  asOf: string;
  cite(ref: ProvisionRef): string;
  warn(warning: Warning): void;
}

/**
 * A litigation or corporate tool: a deterministic core (pure: no clock, no randomness, no I/O, no model) whose
 * `result` the model then narrates. `covers` lists the jurisdictions the core computes for (a subdivision is
 * covered when its country is); elsewhere the family answers from retrieval and the model only, with a
 * `jurisdiction_not_covered` warning, never with another country's figures.
 */
export interface AnalysisTool<I extends z.ZodType = z.ZodType, R = unknown> extends ToolDefinition<I, R> {
  covers: readonly string[];
  /** Names of `input` fields at least one of which (or `question`) must be present. */
  keyFields: readonly string[];
  run(input: z.infer<I>, ctx: CoreContext): R;
  /**
   * The computed answer in one or two sentences, as the offline narrative opens with it (verdict first). Without one the
   * narrative derives it from the result's first deadline or forum.
   */
  verdict?(result: R): string | null;
  /** The currency of the result's amounts, for the narrative (default INR). */
  currency?: Currency;
}
