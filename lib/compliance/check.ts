import "server-only";
import { env } from "@/lib/env";
import { DISCLAIMER } from "@/lib/legal/disclaimer";
import { getRegistry } from "@/lib/legal/runtime-registry";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { searchProvisions } from "@/lib/legal/retrieval/search";
import { verifyCitations } from "@/lib/legal/citations/build-citation";
import type { Registry } from "@/lib/legal/sources/registry";
import { log } from "@/lib/log";
import { getModelPool } from "@/lib/model/pools";
import { modeSettings } from "@/lib/model/modes";
import { callStructured } from "@/lib/model/structured";
import { describeFailure } from "@/lib/chat/respond";
import type { HandlerContext, HandlerResult } from "@/lib/pipeline/types";
import { degradedWarning, repairedOutputWarning, sandboxWarning, unverifiedCitationWarning, type Warning } from "@/lib/answers/warnings";
import { overallStatus, type DraftFinding } from "./baseline";
import { todayUtc } from "@/lib/tools/today";
import { offlineCheck, type RelevantProvisions } from "./offline-check";
import type { ComplianceRequest } from "./operations";
import { applyRefinement, refinementPrompt, refinementSchema } from "./refine";
import { countBreaches } from "./summary";
import type { Cite } from "./rules/types";

/** About 15,000 tokens of the document go to the model; the deterministic checks read all of it. */
const MODEL_READS_CHARS = 60_000;

function partlyReadWarning(length: number): Warning {
  return {
    code: "model_read_partially",
    message: `The model refined the findings from the first ${MODEL_READS_CHARS.toLocaleString("en")} of the document's ${length.toLocaleString("en")} characters; the deterministic checks read all of it.`,
  };
}

/** For an instrument without a rule pack: the provisions retrieval finds most relevant to the text. */
const relevantProvisions: RelevantProvisions = async (instrument, text) =>
  (
    await searchProvisions({ query: text.slice(0, 20_000), jurisdictions: jurisdictionChain(instrument.jurisdiction), sourceIds: [instrument.source_id], limit: 3 })
  ).map((p) => ({ source_id: p.source_id, article: p.article }));

/**
 * POST /v1/compliance/check: rule packs test each regulation's obligations against the text (offline, deterministic),
 * then the model refines the wording and may add obligations, kept only with a verified citation of that regulation.
 * Sandbox keys, no model, or a failing model: the deterministic result is the answer (degraded unless sandbox).
 */
export async function checkCompliance(ctx: HandlerContext<ComplianceRequest, unknown>): Promise<HandlerResult> {
  const { document_text: text, jurisdiction } = ctx.body;
  const registry = await getRegistry();
  const { drafts, warnings } = await offlineCheck(registry, ctx.body, todayUtc(), relevantProvisions);

  const pool = ctx.auth?.sandbox ? null : getModelPool("v1");
  let modelSummary: string | null = null;
  let degraded = false;
  let tokens = { tokensIn: 0, tokensOut: 0 };
  if (ctx.auth?.sandbox) warnings.push(sandboxWarning());
  else if (!pool) {
    degraded = true;
    warnings.push(degradedWarning("no model is configured"));
  } else if (drafts.some((d) => d.sourceId)) {
    try {
      if (text.length > MODEL_READS_CHARS) warnings.push(partlyReadWarning(text.length));
      const refined = await callStructured(
        {
          pool,
          // One finding per regulation checked (up to 50): the document review's budget, streamed, not a chat answer's.
          settings: { ...modeSettings("medium"), maxTokens: env().DOCUMENT_MAX_TOKENS },
          timeoutMs: env().DOCUMENT_MODEL_TIMEOUT_MS,
          system: refinementPrompt(jurisdiction, drafts, registry),
          user: text.slice(0, MODEL_READS_CHARS),
          tool: { name: "submit_findings", description: "Submit the refined findings.", schema: refinementSchema },
          signal: ctx.request.signal,
        },
        () => null,
      );
      warnings.push(...applyRefinement(drafts, refined.value.findings, registry, text));
      modelSummary = refined.value.summary;
      tokens = { tokensIn: refined.tokensIn, tokensOut: refined.tokensOut };
      if (refined.repaired) warnings.push(repairedOutputWarning());
    } catch (err) {
      if (ctx.request.signal.aborted) throw err;
      log.warn("compliance degraded", { request_id: ctx.requestId, err: err instanceof Error ? err.message : String(err) });
      degraded = true;
      warnings.push(degradedWarning(describeFailure(err)));
    }
  }

  const counts = countBreaches(drafts);
  const { citations, findings } = attachCitations(registry, drafts, jurisdiction, warnings);
  return {
    body: {
      request_id: ctx.requestId,
      tenant_id: ctx.auth!.tenantId,
      jurisdiction,
      overall_status: overallStatus(drafts),
      findings,
      summary: modelSummary ? `${modelSummary.trim()} ${counts}` : counts,
      citations,
      warnings,
      disclaimer: DISCLAIMER,
    },
    degraded,
    ...tokens,
  };
}

const keyOf = (c: Cite) => `${c.source_id}#${c.article}`;

/** Verifies every claimed provision once; findings and obligations point at citations in this response by id. */
function attachCitations(registry: Registry, drafts: DraftFinding[], jurisdiction: string, warnings: Warning[]) {
  const unique = new Map<string, Cite>();
  for (const d of drafts) {
    for (const c of d.claimed) unique.set(keyOf(c), c);
    for (const o of d.obligations) for (const c of o.cites) unique.set(keyOf(c), c);
  }
  const list = [...unique.values()];
  // A provision is verified for the instrument's own jurisdiction chain: GDPR checked for a US company is still GDPR.
  const citations = list.map((c, i) => {
    const instrumentJurisdiction = registry.getInstrument(c.source_id)?.jurisdiction ?? jurisdiction;
    const verified = verifyCitations(registry, [c], { jurisdiction: instrumentJurisdiction }).citations[0];
    return { ...verified, citation_id: `c${i + 1}`, relevance_score: verified.verified ? 1 : 0 };
  });
  citations.forEach((c, i) => {
    if (!c.verified) warnings.push(unverifiedCitationWarning(c.citation_id, `${list[i].source_id} ${list[i].article}`, "not a provision we hold"));
  });
  const idOf = new Map(list.map((c, i) => [keyOf(c), citations[i].citation_id]));
  const ids = (cs: Cite[]) => [...new Set(cs.map((c) => idOf.get(keyOf(c))!))];
  const findings = drafts.map((d) => ({
    regulation: d.regulation,
    compliant: d.compliant,
    confidence: d.confidence,
    finding: d.finding,
    recommendation: d.recommendation,
    citation_ids: ids(d.claimed),
    obligations: d.obligations.map((o) => ({
      id: o.id,
      provision: o.provision,
      obligation: o.obligation,
      status: o.status,
      finding: o.finding,
      quote: o.quote,
      severity: o.severity,
      fix: o.fix,
      citation_ids: ids(o.cites),
      ...(o.inForceFrom ? { in_force_from: o.inForceFrom } : {}),
      source: o.source ?? "rules",
    })),
  }));
  return { citations, findings };
}
