import "server-only";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { searchProvisions } from "@/lib/legal/retrieval/search";
import type { Instrument } from "@/lib/legal/sources/schema";
import type { z } from "zod";
import type { confidenceSchema } from "./operations";
import { ruleSets } from "./rules";

export interface DraftFinding {
  regulation: string;
  /** The instrument checked; null for a name the registry does not hold. */
  sourceId: string | null;
  compliant: boolean;
  confidence: z.infer<typeof confidenceSchema>;
  finding: string;
  recommendation: string;
  claimed: { source_id: string; article: string }[];
  /** Whether a deterministic rule set assessed it (otherwise only retrieval pointed at provisions). */
  assessed: boolean;
}

/** Below this length a notice is too short for the absence of wording to mean much. */
const SHORT_TEXT = 300;

export async function baselineFinding(instrument: Instrument, text: string, regulation: string): Promise<DraftFinding> {
  const rules = ruleSets[instrument.source_id];
  if (rules) {
    const missing = rules.elements.filter((e) => !e.patterns.some((p) => p.test(text)));
    const found = rules.elements.length - missing.length;
    const compliant = missing.length === 0;
    const claimed = uniqueSources(missing.length > 0 ? missing.map((m) => m.source) : rules.elements.map((e) => e.source));
    return {
      regulation,
      sourceId: instrument.source_id,
      compliant,
      confidence: text.length < SHORT_TEXT ? "medium" : "high",
      finding: compliant
        ? `All ${rules.elements.length} required notice items checked for ${rules.name} are addressed in the text.`
        : `${found} of ${rules.elements.length} required notice items for ${rules.name} are addressed; missing: ${missing.map((m) => m.requirement).join("; ")}.`,
      recommendation: compliant
        ? "Keep the notice current and check that the practices it describes match what you do."
        : `Add to the text: ${missing.map((m) => m.requirement).join("; ")}.`,
      claimed,
      assessed: true,
    };
  }
  const relevant = await searchProvisions({
    query: text.slice(0, 20_000),
    jurisdictions: jurisdictionChain(instrument.jurisdiction),
    sourceIds: [instrument.source_id],
    limit: 3,
  });
  const label = instrument.provision_label === "article" ? "Art." : "s.";
  return {
    regulation,
    sourceId: instrument.source_id,
    compliant: false,
    confidence: "low",
    finding:
      `No deterministic rule set covers ${instrument.title} yet, so compliance was not assessed offline.` +
      (relevant.length > 0 ? ` Provisions most relevant to this text: ${relevant.map((p) => `${label} ${p.article} (${p.heading})`).join(", ")}.` : ""),
    recommendation: `Review the text against ${instrument.short_names[0] ?? instrument.title}${relevant.length > 0 ? ", starting with the provisions listed" : ""}.`,
    claimed: relevant.map((p) => ({ source_id: p.source_id, article: p.article })),
    assessed: false,
  };
}

export function unknownRegulationFinding(name: string): DraftFinding {
  return {
    regulation: name,
    sourceId: null,
    compliant: false,
    confidence: "low",
    finding: `"${name}" is not in our source registry, so the text could not be checked against it.`,
    recommendation: "Check the name (see GET /v1/jurisdictions and the registry's instruments), or review this regulation manually.",
    claimed: [],
    assessed: false,
  };
}

function uniqueSources(sources: { source_id: string; article: string }[]) {
  return sources.filter((s, i) => sources.findIndex((t) => t.source_id === s.source_id && t.article === s.article) === i);
}

/** overall_status follows from the findings that were actually assessed. */
export function overallStatus(findings: Pick<DraftFinding, "compliant" | "confidence">[]) {
  const assessed = findings.filter((f) => f.confidence !== "low");
  if (assessed.length === 0) return "unable_to_determine" as const;
  const compliant = assessed.filter((f) => f.compliant).length;
  if (compliant === assessed.length && findings.every((f) => f.compliant || f.confidence !== "low")) return "compliant" as const;
  if (compliant === 0) return "non_compliant" as const;
  return "partially_compliant" as const;
}
