import { z } from "zod";
import type { Registry } from "@/lib/legal/sources/registry";
import type { Warning } from "@/lib/answers/warnings";
import { summarise, verdict, type AssessedObligation } from "./assess";
import type { DraftFinding } from "./baseline";
import { rulePacks } from "./rules";
import type { Cite } from "./rules/types";

const citationsSchema = z.array(z.object({ source_id: z.string(), article: z.string() }));

export const refinementSchema = z.object({
  summary: z.string().min(1),
  findings: z.array(
    z.object({
      regulation: z.string(),
      /** Accepted for compatibility and ignored: the verdict follows from the obligations. */
      compliant: z.boolean().nullable().optional(),
      confidence: z.enum(["low", "medium", "high"]),
      finding: z.string().min(1),
      recommendation: z.string().min(1),
      citations: citationsSchema,
      /** Better wording for obligations the rules tested, by id (status and citations stay the rules'). */
      obligations: z.array(z.object({ id: z.string(), finding: z.string().min(1), fix: z.string().min(1) })).optional(),
      /** Obligations the rules did not test; each must cite a provision of this regulation or it is dropped. */
      added_obligations: z
        .array(
          z.object({
            provision: z.string().min(1),
            obligation: z.string().min(1),
            status: z.enum(["breached", "met"]),
            finding: z.string().min(1),
            quote: z.string().nullable().optional(),
            severity: z.enum(["high", "medium", "low"]),
            fix: z.string().min(1),
            citations: citationsSchema,
          }),
        )
        .optional(),
    }),
  ),
});

type Refined = z.infer<typeof refinementSchema>["findings"];

/** The instruments a finding may cite: its own and the others of its rule pack (the CCPA with its Regulations). */
function ownInstruments(d: DraftFinding): Set<string> {
  const pack = d.sourceId ? rulePacks.get(d.sourceId) : undefined;
  return new Set([...(d.sourceId ? [d.sourceId] : []), ...(pack?.sourceIds ?? [])]);
}

export function refinementPrompt(jurisdiction: string, drafts: DraftFinding[], registry: Registry): string {
  const listed = new Map<string, Cite>();
  for (const d of drafts) {
    for (const c of d.claimed) listed.set(`${c.source_id}#${c.article}`, c);
    for (const o of d.obligations) for (const c of o.cites) listed.set(`${c.source_id}#${c.article}`, c);
  }
  const provisions = [...listed.values()]
    .map((c) => {
      const p = registry.getProvision(c.source_id, c.article);
      return p ? `- source_id=${c.source_id} article=${c.article} | ${p.heading}: ${p.summary}` : null;
    })
    .filter(Boolean);
  const others = [...new Set(drafts.flatMap((d) => [...ownInstruments(d)]))]
    .map((id) => registry.getInstrument(id))
    .filter((i) => i !== undefined)
    .map((i) => `- ${i.source_id}: ${i.provisions.filter((p) => !listed.has(`${i.source_id}#${p.article}`)).slice(0, 120).map((p) => `${p.article} (${p.heading})`).join("; ")}`);
  const baseline = drafts
    .filter((d) => d.sourceId)
    .map(({ regulation, compliant, confidence, finding, recommendation, obligations }) => ({
      regulation,
      compliant,
      confidence,
      finding,
      recommendation,
      obligations: obligations.filter((o) => o.status !== "not_assessable").map(({ id, provision, status, finding: f, quote }) => ({ id, provision, status, finding: f, quote })),
    }));
  return [
    "You are a compliance reviewer. The user message is the document to review.",
    `Jurisdiction: ${jurisdiction}.`,
    "Deterministic rule packs tested each regulation's obligations and produced these findings (JSON). For each regulation: rewrite `finding` and `recommendation` precisely (breaches in order of severity), set `confidence`, and improve the wording of obligations by `id` if useful. Keep exactly the same `regulation` names; do not add regulations. The rules' statuses stand.",
    JSON.stringify(baseline),
    "If the document breaches an obligation the rules did not test, add it under `added_obligations` with the exact sentence it rests on as `quote` and at least one citation of that regulation's own instrument; an added obligation without such a citation is dropped.",
    "Cite only provisions from these lists, by exact source_id and article:",
    ...provisions,
    "Other provisions of the same instruments (source_id: article (heading)):",
    ...others,
    "Submit with the submit_findings tool.",
  ].join("\n");
}

/**
 * Merges the model's refinement into the deterministic findings: wording only for tested obligations, added
 * obligations kept only when they cite a verified provision of the finding's own instrument (a quote not found in
 * the text is dropped), and the verdict recomputed from the obligations (the model cannot give one without a basis).
 */
export function applyRefinement(drafts: DraftFinding[], refined: Refined, registry: Registry, text: string): Warning[] {
  const warnings: Warning[] = [];
  for (const draft of drafts) {
    if (!draft.sourceId) continue;
    const r = refined.find((f) => f.regulation === draft.regulation);
    if (!r) continue;
    for (const edit of r.obligations ?? []) {
      const o = draft.obligations.find((x) => x.id === edit.id);
      if (o && o.status !== "not_assessable") Object.assign(o, { finding: edit.finding, fix: edit.fix });
    }
    const own = ownInstruments(draft);
    for (const [i, added] of (r.added_obligations ?? []).entries()) {
      const verified = added.citations.filter((c) => own.has(c.source_id) && registry.getProvision(c.source_id, c.article));
      if (verified.length === 0) {
        warnings.push({
          code: "model_obligation_dropped",
          message: `${draft.regulation}: an obligation the model added (${added.provision}) cited no verified provision of this regulation and was dropped.`,
        });
        continue;
      }
      const quote = added.quote && text.includes(added.quote) ? added.quote : null;
      const obligation: AssessedObligation = {
        id: `model-${i + 1}`,
        provision: added.provision,
        obligation: added.obligation,
        status: added.status,
        finding: added.finding,
        quote,
        severity: added.severity,
        fix: added.fix,
        cites: verified.map((c) => ({ source_id: c.source_id, article: registry.getProvision(c.source_id, c.article)!.article })),
        source: "model",
      };
      draft.obligations.push(obligation);
    }
    const compliant = verdict(draft.obligations);
    const wasNull = draft.compliant === null;
    draft.compliant = wasNull && draft.obligations.length === 0 ? null : compliant;
    if (draft.compliant === null) {
      // No basis for a verdict: the model's wording may explain, but the finding keeps saying there is none.
      draft.finding = `${draft.finding} ${r.finding}`.trim();
      continue;
    }
    const breached = draft.obligations.filter((o) => o.status === "breached");
    draft.claimed = dedupe([...(breached.length > 0 ? breached : draft.obligations.filter((o) => o.status === "met")).flatMap((o) => o.cites), ...r.citations]);
    draft.confidence = r.confidence;
    const recomputed = summarise(draft.regulation, draft.obligations);
    draft.finding = r.finding || recomputed.finding;
    draft.recommendation = r.recommendation || recomputed.recommendation;
    draft.assessed = true;
  }
  return warnings;
}

function dedupe(cites: Cite[]): Cite[] {
  const seen = new Set<string>();
  return cites.filter((c) => {
    const k = `${c.source_id}#${c.article}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
