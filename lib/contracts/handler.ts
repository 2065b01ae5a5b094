import "server-only";
import { CONTRACT_DISCLAIMER } from "@/lib/legal/disclaimer";
import { getRegistry } from "@/lib/legal/runtime-registry";
import type { Registry } from "@/lib/legal/sources/registry";
import { verifyCitations } from "@/lib/legal/citations/build-citation";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { getModelPool } from "@/lib/model/pools";
import { modeSettings } from "@/lib/model/modes";
import { callStructured } from "@/lib/model/structured";
import { describeFailure } from "@/lib/chat/respond";
import type { HandlerContext, HandlerResult } from "@/lib/pipeline/types";
import { degradedWarning, offlineLanguageWarning, repairedOutputWarning, sandboxWarning, unverifiedCitationWarning, type Warning } from "@/lib/answers/warnings";
import { getTemplate } from "./catalog";
import { composeDraft, fullText, type Cite, type ComposedDraft } from "./compose";
import { draftToDocx } from "./docx";
import { layouts } from "./language/drafting";
import { assertDraftLanguage, nativeDrafting, notNativeReason } from "./language";
import type { ContractDraftRequest } from "./operations";
import { refinedDraftSchema, refinementPrompt, rejectRefinement } from "./refine";

interface FinalClause {
  clause_number: number;
  heading: string;
  text: string;
  cites: Cite[];
}

/**
 * POST /v1/contracts/draft. The template is assembled deterministically (key terms validated, the jurisdiction's
 * law added); then the application-wide model refines it, and its draft is used only if it passes our checks.
 * Sandbox: never the model. No model, a failing model or a rejected draft: the assembled draft, degraded.
 */
export async function draftContract(ctx: HandlerContext<ContractDraftRequest, unknown>): Promise<HandlerResult> {
  const body = ctx.body;
  const template = getTemplate(body.document_type)!;
  assertDraftLanguage(body.language);
  // German and French drafts for the types and law we draft natively are complete without the model: the model
  // would only translate an English draft, which is what this profile replaces.
  const native = nativeDrafting(template.id, body.jurisdiction, body.language);
  const composed = composeDraft(template, body, native ?? undefined);
  const registry = await getRegistry();
  const warnings: Warning[] = [...composed.notes];
  let draft: Pick<ComposedDraft, "document_title" | "preamble" | "recitals"> & { clauses: FinalClause[] } = composed;
  let degraded = false;
  let tokens = { tokensIn: 0, tokensOut: 0 };
  let language = body.language;
  const offline = (reason: Warning | null) => {
    if (reason) warnings.push(reason);
    if (body.language !== "en") {
      const why = notNativeReason(template.id, body.jurisdiction, body.language);
      warnings.push(why ? { ...offlineLanguageWarning(body.language), message: `${offlineLanguageWarning(body.language).message} Not drafted natively: ${why}.` } : offlineLanguageWarning(body.language));
      language = "en";
    }
  };

  const pool = ctx.auth?.sandbox ? null : getModelPool("app");
  if (native) {
    // Drafted in the language from its own precedent; nothing for the model to add, nothing degraded.
  } else if (ctx.auth?.sandbox) offline(sandboxWarning());
  else if (!pool) {
    degraded = true;
    offline(degradedWarning("no model is configured"));
  } else {
    try {
      const refined = await callStructured(
        {
          pool,
          settings: { ...modeSettings("medium"), maxTokens: env().CONTRACT_MAX_TOKENS },
          timeoutMs: env().CONTRACT_MODEL_TIMEOUT_MS,
          system: refinementPrompt(composed, body, registry),
          user: `Refine this ${composed.document_title} and submit it.`,
          tool: { name: "submit_draft", description: "Submit the refined contract draft.", schema: refinedDraftSchema },
          signal: ctx.request.signal,
        },
        () => null,
      );
      tokens = { tokensIn: refined.tokensIn, tokensOut: refined.tokensOut };
      const rejected = rejectRefinement(refined.value, body, registry, composed);
      if (rejected) {
        degraded = true;
        offline({ code: "degraded", message: `The model's revision was discarded because ${rejected}; this is the draft assembled from our template library and it was not billed.` });
      } else {
        draft = { ...refined.value, clauses: refined.value.clauses.map((c) => ({ ...c, cites: c.citations })) };
        if (refined.repaired) warnings.push(repairedOutputWarning());
      }
    } catch (err) {
      if (ctx.request.signal.aborted) throw err;
      log.warn("contracts degraded", { request_id: ctx.requestId, err: err instanceof Error ? err.message : String(err) });
      degraded = true;
      offline(degradedWarning(describeFailure(err)));
    }
  }

  const { clauses, citations } = citeClauses(registry, draft.clauses, body.jurisdiction, warnings);
  // The operative words and signature blocks are the template's, whoever wrote the clauses.
  const execution = { operative_words: composed.operative_words, signature_blocks: composed.signature_blocks };
  const layout = layouts[composed.language];
  const full_text = fullText({ ...draft, clauses, ...execution }, layout);
  const response: Record<string, unknown> = {
    request_id: ctx.requestId,
    tenant_id: ctx.auth!.tenantId,
    jurisdiction: body.jurisdiction,
    language,
    document_type: template.id,
    document_title: draft.document_title,
    preamble: draft.preamble,
    recitals: draft.recitals,
    clauses,
    full_text,
    key_terms: composed.key_terms,
    citations,
    warnings,
    disclaimer: CONTRACT_DISCLAIMER,
  };
  if (body.output === "docx") {
    const cover = { parties: [body.party_a, body.party_b] as [string, string], unilateral: composed.unilateral, date: composed.effective_date };
    const file = await draftToDocx({ ...draft, clauses, ...execution, cover }, layout);
    response.docx_base64 = file.toString("base64");
    response.docx_filename = `${template.id}.docx`;
  }
  return { body: response, degraded, ...tokens };
}

/** Verifies each distinct provision once, numbers them c1… in first-cited order and gives each clause its ids. */
function citeClauses(registry: Registry, clauses: FinalClause[], jurisdiction: string, warnings: Warning[]) {
  const unique: Cite[] = [];
  const key = (c: Cite) => `${c.source_id}#${c.article}`;
  for (const c of clauses.flatMap((x) => x.cites)) if (!unique.some((u) => key(u) === key(c))) unique.push(c);
  const citations = unique.map((c, i) => {
    const own = registry.getInstrument(c.source_id)?.jurisdiction ?? jurisdiction;
    const v = verifyCitations(registry, [c], { jurisdiction: own }).citations[0];
    if (!v.verified) warnings.push(unverifiedCitationWarning(`c${i + 1}`, `${c.source_id} ${c.article}`, "not a provision we hold"));
    return { ...v, citation_id: `c${i + 1}`, relevance_score: v.verified ? 1 : 0 };
  });
  return {
    citations,
    clauses: clauses.map((c) => ({
      clause_number: c.clause_number,
      heading: c.heading,
      text: c.text,
      citation_ids: [...new Set(c.cites.map((x) => citations[unique.findIndex((u) => key(u) === key(x))].citation_id))],
    })),
  };
}
