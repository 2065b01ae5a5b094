import "server-only";
import { z } from "zod";
import { ApiError, validationError } from "@/lib/http/problem";
import { getJurisdiction, jurisdictionChain } from "@/lib/legal/jurisdictions";
import { languageName } from "@/lib/legal/languages";
import { offlineAnswer } from "@/lib/legal/offline/answer";
import { searchProvisions, type RetrievedProvision } from "@/lib/legal/retrieval/search";
import { getRegistry } from "@/lib/legal/runtime-registry";
import type { Registry } from "@/lib/legal/sources/registry";
import { verifyCitations, type Citation } from "@/lib/legal/citations/build-citation";
import { log } from "@/lib/log";
import { getModelPool } from "@/lib/model/pools";
import { modeSettings, pickMode, type ModeSettings } from "@/lib/model/modes";
import { callStructured } from "@/lib/model/structured";
import { answerTool, repairModelAnswer } from "@/lib/chat/model-answer";
import { describeFailure } from "@/lib/chat/respond";
import { degradedWarning, offlineLanguageWarning, repairedOutputWarning, sandboxWarning, unverifiedCitationWarning, type Warning } from "@/lib/answers/warnings";
import { completionChunk } from "@/lib/sse/frame";
import { creditsUsedSchema } from "@/lib/api/common-schemas";
import type { HandlerContext, HandlerResult, StreamIO } from "@/lib/pipeline/types";
import { createCoreContext } from "../core-context";
import type { AnalysisTool, ProvisionRef } from "../definition";
import { toolFields } from "../tool-fields";
import { DateOutOfRange } from "../dates";
import { todayUtc } from "../today";
import { dateOutOfRangeError } from "../input-error";
import { alteredFigures, narrateResult, REPLACED_PREFIX } from "./narrative";
import { COMMON_FIELDS, type CommonRequest } from "./request";
import { countryName } from "@/lib/tools/country-name";

export interface ToolFamily {
  /** Path segment and scope: "litigation", "corporate". */
  name: string;
  tools: readonly AnalysisTool[];
  disclaimer: string;
}

interface Answer {
  answer: string;
  citations: Citation[];
  warnings: Warning[];
  result: unknown;
  degraded: boolean;
  model: string;
  tokensIn: number;
  tokensOut: number;
}

/**
 * POST /v1/<family>/analyze. The tool's own strict schema validates its fields; its deterministic core computes the
 * result (never a model); the model (dedicated /v1 pool) narrates it, and a narrative that changes a computed date
 * or amount is replaced by the core's own. No model, a failing one, or a sandbox key: the core's narrative,
 * degraded and unbilled unless sandbox. Outside the core's jurisdictions: retrieval and the model only.
 */
export async function analyzeWithFamily(family: ToolFamily, ctx: HandlerContext<CommonRequest & Record<string, unknown>, unknown>): Promise<HandlerResult> {
  const body = ctx.body;
  const tool = family.tools.find((t) => t.tool_type === body.tool_type)!;
  const fields = toolFields(body, COMMON_FIELDS);
  const parsed = tool.input.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error, "", { schema: tool.input, input: fields });
  if (!body.question && !tool.keyFields.some((f) => (parsed.data as Record<string, unknown>)[f] !== undefined)) {
    throw new ApiError("invalid_request", `Give a question, or at least one of ${tool.keyFields.join(", ")}.`, {
      errors: [{ field: "question", message: `required when none of ${tool.keyFields.join(", ")} is given` }],
    });
  }

  const asOf = body.as_of ?? todayUtc();
  const chain = jurisdictionChain(body.jurisdiction);
  const covered = chain.find((code) => tool.covers.includes(code)) ?? null;
  const warnings: Warning[] = [];
  const core = covered ? createCoreContext({ asOf, jurisdiction: covered, subdivision: covered === body.jurisdiction ? null : body.jurisdiction }) : null;
  const result = core ? runCore(tool, parsed.data, core) : null;
  if (core) warnings.push(...core.warnings);
  else {
    warnings.push({
      code: "jurisdiction_not_covered",
      message: `The ${tool.name} computes for ${tool.covers.map(countryName).join(", ")} only; for ${countryName(body.jurisdiction)} this answer comes from retrieval${ctx.auth?.sandbox ? "" : " and the model"}, with no computed figures.`,
    });
  }

  const settings = modeSettings(body.mode ?? pickMode(body.question ?? ""));
  // Streams too are answered in full first: the narrative is checked against the computed figures before any of it is
  // sent, and whether it is degraded is known before the headers go out.
  const a = await answer(family, tool, { ctx, result, cited: core?.cited ?? [], warnings, asOf, settings, signal: ctx.request.signal });
  const respond = (a: Answer) => ({
    id: ctx.requestId,
    tool_type: tool.tool_type,
    jurisdiction: body.jurisdiction,
    answer: a.answer,
    tokens_used: a.tokensIn + a.tokensOut,
    warnings: a.warnings,
    disclaimer: family.disclaimer,
    result: a.result,
    citations: a.citations,
    mode: settings.mode,
    model: a.model,
  });

  if (!body.stream) return { body: respond(a), degraded: a.degraded, tokensIn: a.tokensIn, tokensOut: a.tokensOut };
  return {
    kind: "stream",
    headers: a.degraded ? { "X-Degraded": "true" } : {},
    async start(io: StreamIO) {
      const created = Math.floor(Date.now() / 1000);
      const chunk = (delta: { role?: "assistant"; content?: string }, finishReason: "stop" | null = null, extra?: Record<string, unknown>) =>
        completionChunk({ id: ctx.requestId, model: a.model, created, delta, finishReason, extra });
      io.send(chunk({ role: "assistant", content: "" }));
      let first = true;
      for (const piece of a.answer.split(/(?<=\n\n)/)) {
        io.send(chunk({ content: piece }));
        if (first && !a.degraded) await io.firstContentSent();
        first = false;
      }
      const { answer: _answer, ...finalFields } = respond(a);
      const final = chunk({}, "stop", finalFields);
      io.send(final);
      return { finalResult: final, degraded: a.degraded, tokensIn: a.tokensIn, tokensOut: a.tokensOut };
    },
  };
}

async function answer(
  family: ToolFamily,
  tool: AnalysisTool,
  input: {
    ctx: HandlerContext<CommonRequest & Record<string, unknown>, unknown>;
    result: unknown;
    cited: ProvisionRef[];
    warnings: Warning[];
    asOf: string;
    settings: ModeSettings;
    signal: AbortSignal;
  },
): Promise<Answer> {
  const { ctx, result, cited, asOf, settings, signal } = input;
  const body = ctx.body;
  const warnings = [...input.warnings];
  const registry = await getRegistry();
  const chain = jurisdictionChain(body.jurisdiction);
  const sandbox = ctx.auth?.sandbox ?? false;
  const pool = sandbox ? null : getModelPool("v1");
  const offlineReason = sandbox ? "sandbox" : pool ? null : "no model is configured";
  const offlineWarnings = (reason: string) => [
    reason === "sandbox" ? sandboxWarning() : degradedWarning(reason),
    ...(body.language.split("-")[0] !== "en" ? [offlineLanguageWarning(body.language)] : []),
  ];
  const computed = (prefix?: string) =>
    narrateResult(result, {
      toolName: tool.name,
      asOf,
      prefix,
      warnings: input.warnings,
      question: body.question,
      verdict: result === null ? null : (tool.verdict?.(result) ?? undefined),
      currency: tool.currency,
    });

  const retrieved = await searchProvisions({ query: body.question ?? `${tool.name}. ${tool.description}`, jurisdictions: chain, limit: 8 });

  const offline = async (reason: string): Promise<Answer> => {
    if (result !== null) {
      const citations = verifyCore(registry, cited, body.jurisdiction, warnings);
      return { answer: computed(), citations, warnings: [...warnings, ...offlineWarnings(reason)], result, degraded: reason !== "sandbox", model: "offline", tokensIn: 0, tokensOut: 0 };
    }
    const fallback = await offlineAnswer({ question: body.question ?? tool.name, jurisdiction: body.jurisdiction });
    return { answer: fallback.answer, citations: fallback.citations, warnings: [...warnings, ...offlineWarnings(reason)], result: null, degraded: reason !== "sandbox", model: "offline", tokensIn: 0, tokensOut: 0 };
  };
  if (offlineReason) return offline(offlineReason);

  try {
    const reply = await callStructured(
      {
        pool: pool!,
        settings,
        system: narrativePrompt(tool, { jurisdiction: body.jurisdiction, language: body.language, asOf, result, cited, retrieved, registry }),
        user: body.question ?? `Explain the computed result for ${tool.name} and what to do next.`,
        tool: answerTool,
        signal,
      },
      repairModelAnswer,
    );
    if (reply.repaired) warnings.push(repairedOutputWarning());
    let narrative = reply.value.answer;
    let claimed = reply.value.citations;
    const altered = result === null ? [] : alteredFigures(narrative, result, ctx.body);
    if (altered.length > 0) {
      warnings.push({
        code: "narrative_replaced",
        message: `The model's narrative stated figures the computation does not contain (${altered.slice(0, 5).join(", ")}); the computed narrative is shown instead.`,
      });
      narrative = computed(REPLACED_PREFIX);
      claimed = [];
    }
    const citations = verifyAll(registry, cited, claimed, body.jurisdiction, retrieved, warnings);
    return { answer: narrative, citations, warnings, result, degraded: false, model: reply.model, tokensIn: reply.tokensIn, tokensOut: reply.tokensOut };
  } catch (err) {
    if (signal.aborted) throw err;
    log.warn(`${family.name} narrative degraded`, { request_id: ctx.requestId, err: err instanceof Error ? err.message : String(err) });
    return offline(describeFailure(err));
  }
}

function runCore(tool: AnalysisTool, input: unknown, core: NonNullable<ReturnType<typeof createCoreContext>>): unknown {
  try {
    return tool.run(input, core);
  } catch (err) {
    if (err instanceof DateOutOfRange) throw dateOutOfRangeError(err);
    throw err;
  }
}

/** The core's provisions, each verified for its instrument's own jurisdiction chain (a GST section is Indian law wherever asked). */
function verifyCore(registry: Registry, cited: ProvisionRef[], jurisdiction: string, warnings: Warning[]): Citation[] {
  return verifyAll(registry, cited, [], jurisdiction, [], warnings);
}

/**
 * One citation list for the response: the core's provisions first (so the ids c1… the core put into `result` stay
 * right), then the model's further ones. Unverifiable ones stay, marked, with a warning each.
 */
function verifyAll(
  registry: Registry,
  cited: ProvisionRef[],
  claimed: { source_id: string; article: string }[],
  jurisdiction: string,
  retrieved: RetrievedProvision[],
  warnings: Warning[],
): Citation[] {
  const key = (c: { source_id: string; article: string }) => `${c.source_id}\u0000${c.article}`;
  const seen = new Set(cited.map(key));
  const extra = claimed.filter((c) => !seen.has(key(c)) && seen.add(key(c)));
  const all = [...cited, ...extra];
  return all.map((claim, i) => {
    const own = registry.getInstrument(claim.source_id)?.jurisdiction;
    const forCore = i < cited.length && own !== undefined;
    const { citations, unverified } = verifyCitations(registry, [claim], { jurisdiction: forCore ? own : jurisdiction });
    const citation: Citation = {
      ...citations[0],
      citation_id: `c${i + 1}`,
      relevance_score: !citations[0].verified ? 0 : forCore ? 1 : (retrieved.find((p) => p.source_id === claim.source_id && p.article === claim.article)?.relevance_score ?? 0),
    };
    if (unverified.length > 0) warnings.push(unverifiedCitationWarning(citation.citation_id, `${claim.source_id} ${claim.article}`, unverified[0].reason));
    return citation;
  });
}

function narrativePrompt(
  tool: AnalysisTool,
  input: { jurisdiction: string; language: string; asOf: string; result: unknown; cited: ProvisionRef[]; retrieved: RetrievedProvision[]; registry: Registry },
): string {
  const place = getJurisdiction(input.jurisdiction)?.name ?? input.jurisdiction;
  const listed = [
    ...input.cited.flatMap((c) => {
      const p = input.registry.getProvision(c.source_id, c.article);
      return p ? [`- source_id=${c.source_id} article=${c.article} | ${p.heading}: ${p.summary}`] : [];
    }),
    ...input.retrieved.map((p) => `- source_id=${p.source_id} article=${p.article} | ${p.heading}: ${p.summary}`),
  ];
  return [
    `You are a careful ${tool.name.toLowerCase()} assistant for lawyers. Jurisdiction: ${place} (${input.jurisdiction}). Judging date: ${input.asOf}.`,
    `Write the answer in ${languageName(input.language) ?? input.language} (${input.language}).`,
    input.result === null
      ? "No deterministic computation covers this jurisdiction: answer from the provisions listed below only, and say that figures such as deadlines and fees were not computed."
      : "A deterministic engine has computed the result below (JSON). Explain it for the user's question: forum, deadlines, money, what to file. " +
        "Never change, recompute or round a date or an amount from it, and state no date or amount that is not in it or in the user's request.",
    input.result === null ? "" : JSON.stringify(input.result),
    "Cite only provisions from this list, by exact source_id and article. Never cite anything else, never invent a provision, case or figure.",
    ...listed,
    "Submit with the submit_answer tool, `answer` first.",
  ]
    .filter(Boolean)
    .join("\n");
}

/** The response body, as documented (and as the final stream chunk carries it, less `answer`). */
export const familyResponseSchema = (name: string, toolTypes: readonly [string, ...string[]], citationSchema: z.ZodType, warningSchema: z.ZodType) =>
  z
    .object({
      id: z.string(),
      tool_type: z.enum(toolTypes),
      jurisdiction: z.string(),
      answer: z.string().describe("The narrative: the model's explanation of the computed result, or the computed narrative."),
      tokens_used: z.number().int().describe("Model input + output tokens; 0 when no model was used."),
      warnings: z.array(warningSchema),
      disclaimer: z.string(),
      result: z.unknown().nullable().describe("The deterministic core's structured output (tool-specific); null outside the jurisdictions it covers."),
      citations: z.array(citationSchema).describe("Every provision `result` and `answer` rest on; `citation_ids` in result point here."),
      mode: z.enum(["small", "medium", "deep"]),
      model: z.string().describe("The model id used, or `offline`."),
      credits_used: creditsUsedSchema,
    })
    .meta({ id: `${name[0].toUpperCase()}${name.slice(1)}Analysis` });
