import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { modeSettings } from "@/lib/model/modes";
import type { ModelPool } from "@/lib/model/pools";
import { callStructured } from "@/lib/model/structured";
import type { Registry } from "../sources/registry";
import type { QuestionRewrite } from "./search";

/** What the small model returns: legal terms for the question and the provisions it would look at first. */
export const rewriteSchema = z.object({
  terms: z.array(z.string().max(200)).max(30).describe("Legal terms of art and instrument names a lawyer would search for, in English."),
  provisions: z
    .array(z.object({ instrument: z.string().max(300).describe("The instrument's title or short name"), article: z.string().max(40).describe("Article or section number") }))
    .max(10)
    .describe("The provisions most likely to answer the question, only ones you are sure exist."),
});

export const rewriteTool = {
  name: "submit_search_terms",
  description: "Submit the legal search terms and likely provisions for the question.",
  schema: rewriteSchema,
};

export interface RewriteOutcome {
  rewrite: QuestionRewrite;
  /** Tokens of the call that produced it; 0 when it came from the cache. */
  tokensIn: number;
  tokensOut: number;
  cached: boolean;
}

const CACHE_ENTRIES = 1_000;
/** The question as the rewrite sees it: enough to say what it is about, whatever the length of the chat message. */
const QUESTION_CHARS = 4_000;
const TITLES_LISTED = 150;

const holder = globalThis as unknown as { __questionRewrites?: Map<string, QuestionRewrite> };
const cache = (holder.__questionRewrites ??= new Map());

/** Forgets every cached rewrite (tests). */
export function clearRewriteCache(): void {
  cache.clear();
}

/**
 * One small-model call that restates the question in legal terms and names likely provisions, before retrieval.
 * Cached per question and jurisdiction chain (bounded, least recently used out first). The provisions the model names
 * are kept only when the registry holds them in the requested jurisdiction chain. Any failure (error, timeout, output
 * that cannot be used) returns null: retrieval then runs on the question alone, and the call answers as it would have.
 */
export async function rewriteQuestion(input: {
  pool: ModelPool;
  registry: Registry;
  question: string;
  jurisdictions: string[];
  signal?: AbortSignal;
  requestId?: string;
}): Promise<RewriteOutcome | null> {
  const e = env();
  if (e.QUESTION_REWRITE === "off") return null;
  const question = input.question.slice(0, QUESTION_CHARS);
  const key = createHash("sha256").update(`${input.jurisdictions.join(",")}\u0000${question}`).digest("base64");
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return { rewrite: hit, tokensIn: 0, tokensOut: 0, cached: true };
  }
  const deadline = AbortSignal.timeout(e.QUESTION_REWRITE_TIMEOUT_MS);
  try {
    const result = await callStructured(
      {
        pool: input.pool,
        settings: modeSettings("small"),
        system: rewritePrompt(input.registry, input.jurisdictions),
        user: question,
        tool: rewriteTool,
        signal: input.signal ? AbortSignal.any([input.signal, deadline]) : deadline,
        // One attempt: a retry would cost the caller more time than the rewrite can save.
        retryBudgetMs: 0,
      },
      () => null,
    );
    const rewrite = verifyRewrite(input.registry, result.value, input.jurisdictions);
    cache.set(key, rewrite);
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    return { rewrite, tokensIn: result.tokensIn, tokensOut: result.tokensOut, cached: false };
  } catch (err) {
    log.warn("question rewrite skipped", {
      request_id: input.requestId,
      err: deadline.aborted ? `no answer within ${e.QUESTION_REWRITE_TIMEOUT_MS} ms` : err instanceof Error ? err.message : String(err),
    });
    return null;
  }
}

/** Keeps the model's terms and only the provisions the registry holds in the jurisdiction chain, by their registry ids. */
export function verifyRewrite(registry: Registry, proposed: z.infer<typeof rewriteSchema>, jurisdictions: string[]): QuestionRewrite {
  const chain = new Set(jurisdictions);
  const provisions: QuestionRewrite["provisions"] = [];
  for (const p of proposed.provisions) {
    const instruments = [registry.getInstrument(p.instrument), ...registry.findInstrumentsByName(p.instrument)].filter(
      (i): i is NonNullable<typeof i> => i !== undefined && chain.has(i.jurisdiction),
    );
    for (const instrument of instruments) {
      const provision = registry.getProvision(instrument.source_id, p.article);
      if (!provision) continue;
      if (!provisions.some((q) => q.source_id === instrument.source_id && q.article === provision.article)) {
        provisions.push({ source_id: instrument.source_id, article: provision.article });
      }
      break;
    }
  }
  return { terms: proposed.terms.map((t) => t.trim()).filter(Boolean), provisions };
}

/**
 * The system prompt depends only on the registry and the jurisdiction chain: made once per pair (a new registry after an
 * import gets its own), not on every question the cache has not seen.
 */
export function rewritePrompt(registry: Registry, jurisdictions: string[]): string {
  let prompts = promptCache.get(registry);
  if (!prompts) promptCache.set(registry, (prompts = new Map()));
  const key = jurisdictions.join("\u0000");
  let prompt = prompts.get(key);
  if (prompt === undefined) {
    prompt = buildRewritePrompt(registry, jurisdictions);
    // Chains come from the jurisdiction list (a few dozen): the bound only guards against a caller inventing them.
    if (prompts.size >= 512) prompts.clear();
    prompts.set(key, prompt);
  }
  return prompt;
}
const promptCache = new WeakMap<Registry, Map<string, string>>();

function buildRewritePrompt(registry: Registry, jurisdictions: string[]): string {
  const titles = registry
    .instrumentsForJurisdictionChain(jurisdictions)
    .slice(0, TITLES_LISTED)
    .map((i) => `- ${i.title}${i.short_names.length ? ` (${i.short_names.join(", ")})` : ""}`);
  return [
    "You turn a person's legal question into search terms for a statute database. Do not answer the question.",
    `Jurisdictions searched: ${jurisdictions.join(", ")}.`,
    "Give the legal terms of art a lawyer would use for the situation (short phrases), the names of the instruments that",
    "govern it, and the provisions (instrument and article or section number) most likely to answer it. Name a provision",
    "only if you are sure it exists; give none when the question is not a legal one.",
    titles.length ? `Instruments the database holds for these jurisdictions:\n${titles.join("\n")}` : "",
    "Submit with the submit_search_terms tool.",
  ]
    .filter(Boolean)
    .join("\n");
}
