import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import { DISCLAIMER } from "@/lib/legal/disclaimer";
import { getRegistry } from "@/lib/legal/runtime-registry";
import type { Registry } from "@/lib/legal/sources/registry";
import { verifyCitations } from "@/lib/legal/citations/build-citation";
import { log } from "@/lib/log";
import { getModelPool } from "@/lib/model/pools";
import { modeSettings } from "@/lib/model/modes";
import { callStructured } from "@/lib/model/structured";
import { describeFailure } from "@/lib/chat/respond";
import type { HandlerContext, HandlerResult } from "@/lib/pipeline/types";
import { degradedWarning, repairedOutputWarning, sandboxWarning, unverifiedCitationWarning, type Warning } from "@/lib/answers/warnings";
import { baselineFinding, overallStatus, unknownRegulationFinding, type DraftFinding } from "./baseline";
import { detectApplicableLaws } from "./detect";
import type { ComplianceRequest } from "./operations";
import { resolveRegulationName } from "./resolve-regulations";

const refinementSchema = z.object({
  summary: z.string().min(1),
  findings: z.array(
    z.object({
      regulation: z.string(),
      compliant: z.boolean(),
      confidence: z.enum(["low", "medium", "high"]),
      finding: z.string().min(1),
      recommendation: z.string().min(1),
      citations: z.array(z.object({ source_id: z.string(), article: z.string() })),
    }),
  ),
});

/** About 15,000 tokens of the document go to the model; the deterministic checks read all of it. */
const MODEL_READS_CHARS = 60_000;

function partlyReadWarning(length: number): Warning {
  return {
    code: "model_read_partially",
    message: `The model refined the findings from the first ${MODEL_READS_CHARS.toLocaleString("en")} of the document's ${length.toLocaleString("en")} characters; the deterministic checks read all of it.`,
  };
}

/**
 * POST /v1/compliance/check: deterministic baseline findings first (rule sets, registry retrieval), then the
 * model refines them; its citations are verified like any model output. Sandbox keys, no model, or a failing
 * model: the baseline is the answer (degraded unless sandbox).
 */
export async function checkCompliance(ctx: HandlerContext<ComplianceRequest, unknown>): Promise<HandlerResult> {
  const { document_text: text, jurisdiction } = ctx.body;
  const registry = await getRegistry();
  const warnings: Warning[] = [];
  const drafts = await baselineFindings(registry, ctx.body, warnings);

  const pool = ctx.auth?.sandbox ? null : getModelPool("v1");
  let summary = offlineSummary(drafts);
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
      mergeRefinement(drafts, refined.value.findings);
      summary = refined.value.summary;
      tokens = { tokensIn: refined.tokensIn, tokensOut: refined.tokensOut };
      if (refined.repaired) warnings.push(repairedOutputWarning());
    } catch (err) {
      if (ctx.request.signal.aborted) throw err;
      log.warn("compliance degraded", { request_id: ctx.requestId, err: err instanceof Error ? err.message : String(err) });
      degraded = true;
      warnings.push(degradedWarning(describeFailure(err)));
    }
  }

  const { citations, findings } = attachCitations(registry, drafts, jurisdiction, warnings);
  return {
    body: {
      request_id: ctx.requestId,
      tenant_id: ctx.auth!.tenantId,
      jurisdiction,
      overall_status: overallStatus(drafts),
      findings,
      summary,
      citations,
      warnings,
      disclaimer: DISCLAIMER,
    },
    degraded,
    ...tokens,
  };
}

async function baselineFindings(registry: Registry, body: ComplianceRequest, warnings: Warning[]): Promise<DraftFinding[]> {
  const drafts: DraftFinding[] = [];
  if (body.regulations && body.regulations.length > 0) {
    for (const name of [...new Set(body.regulations)]) {
      const instruments = resolveRegulationName(registry, name, body.jurisdiction);
      if (instruments.length === 0) {
        warnings.push({ code: "unknown_regulation", message: `"${name}" is not in the source registry; it was not checked.` });
        drafts.push(unknownRegulationFinding(name));
        continue;
      }
      for (const instrument of instruments) {
        const label = instruments.length > 1 ? `${name} (${instrument.short_names[0] ?? instrument.title})` : name;
        drafts.push(await baselineFinding(instrument, body.document_text, label));
      }
    }
    return drafts;
  }
  const detected = detectApplicableLaws(registry, body.jurisdiction, body.document_text);
  if (detected.length === 0) {
    warnings.push({
      code: "no_applicable_law_detected",
      message: "No regulation we hold was detected as applicable to this text in this jurisdiction; name the regulations to check.",
    });
  }
  for (const law of detected) {
    const instrument = registry.getInstrument(law.sourceId)!;
    drafts.push(await baselineFinding(instrument, body.document_text, instrument.short_names[0] ?? instrument.title));
  }
  return drafts;
}

function refinementPrompt(jurisdiction: string, drafts: DraftFinding[], registry: Registry): string {
  const provisions = drafts
    .flatMap((d) => d.claimed)
    .map((c) => {
      const p = registry.getProvision(c.source_id, c.article);
      return p ? `- source_id=${c.source_id} article=${c.article} | ${p.heading}: ${p.summary}` : null;
    })
    .filter(Boolean);
  return [
    "You are a compliance reviewer. The user message is the document to review.",
    `Jurisdiction: ${jurisdiction}.`,
    "Deterministic checks produced these baseline findings (JSON). Refine each one: confirm or correct `compliant`, set `confidence`, and write a precise finding and recommendation. Keep exactly the same `regulation` names. Do not add regulations.",
    JSON.stringify(drafts.filter((d) => d.sourceId).map(({ regulation, compliant, confidence, finding, recommendation }) => ({ regulation, compliant, confidence, finding, recommendation }))),
    "Cite only provisions from this list, by exact source_id and article:",
    ...provisions,
    "Submit with the submit_findings tool.",
  ].join("\n");
}

function mergeRefinement(drafts: DraftFinding[], refined: z.infer<typeof refinementSchema>["findings"]): void {
  for (const draft of drafts) {
    if (!draft.sourceId) continue;
    const r = refined.find((f) => f.regulation === draft.regulation);
    if (!r) continue;
    Object.assign(draft, {
      compliant: r.compliant,
      confidence: r.confidence,
      finding: r.finding,
      recommendation: r.recommendation,
      claimed: [...draft.claimed, ...r.citations],
    });
  }
}

/** Verifies every claimed provision once; each finding's citation_ids point at citations in this response. */
function attachCitations(registry: Registry, drafts: DraftFinding[], jurisdiction: string, warnings: Warning[]) {
  const unique: { source_id: string; article: string }[] = [];
  const keyOf = (c: { source_id: string; article: string }) => `${c.source_id}#${c.article}`;
  for (const c of drafts.flatMap((d) => d.claimed)) if (!unique.some((u) => keyOf(u) === keyOf(c))) unique.push(c);
  // A provision is verified for the instrument's own jurisdiction chain: GDPR checked for a US company is still GDPR.
  const verified = unique.map((c) => {
    const instrumentJurisdiction = registry.getInstrument(c.source_id)?.jurisdiction ?? jurisdiction;
    return verifyCitations(registry, [c], { jurisdiction: instrumentJurisdiction }).citations[0];
  });
  const citations = verified.map((c, i) => ({ ...c, citation_id: `c${i + 1}`, relevance_score: c.verified ? 1 : 0 }));
  citations.forEach((c, i) => {
    if (!c.verified) warnings.push(unverifiedCitationWarning(c.citation_id, `${unique[i].source_id} ${unique[i].article}`, "not a provision we hold"));
  });
  const findings = drafts.map((d) => ({
    regulation: d.regulation,
    compliant: d.compliant,
    confidence: d.confidence,
    finding: d.finding,
    recommendation: d.recommendation,
    citation_ids: d.claimed.map((c) => citations[unique.findIndex((u) => keyOf(u) === keyOf(c))].citation_id).filter((id, i, all) => all.indexOf(id) === i),
  }));
  return { citations, findings };
}

function offlineSummary(drafts: DraftFinding[]): string {
  if (drafts.length === 0) return "No regulation was checked.";
  const assessed = drafts.filter((d) => d.assessed);
  const compliant = assessed.filter((d) => d.compliant).length;
  return (
    `Deterministic check of ${drafts.length} regulation(s): ${assessed.length} assessed by rule set ` +
    `(${compliant} compliant, ${assessed.length - compliant} with gaps), ${drafts.length - assessed.length} not assessed offline.`
  );
}
