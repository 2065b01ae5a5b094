import type { Instrument } from "@/lib/legal/sources/schema";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import type { z } from "zod";
import { runToEnd, type Steps } from "@/lib/async/slices";
import { assessPackSteps, summarise, verdict, type AssessedObligation } from "./assess";
import { reviewDocumentSteps, type ReviewedDocument } from "./document";
import type { confidenceSchema } from "./operations";
import { rulePacks } from "./rules";
import { todayUtc } from "@/lib/tools/today";
import type { Cite } from "./rules/types";

export interface DraftFinding {
  regulation: string;
  /** The instrument checked; null for a name the registry does not hold. */
  sourceId: string | null;
  /** null: no basis for a verdict (not in the registry, no rules, or nothing in the text to test). */
  compliant: boolean | null;
  confidence: z.infer<typeof confidenceSchema>;
  finding: string;
  recommendation: string;
  claimed: Cite[];
  /** Whether a rule pack assessed it (otherwise only retrieval pointed at provisions). */
  assessed: boolean;
  obligations: AssessedObligation[];
}

/** Below this length a text is too short for the absence of wording to mean much. */
const SHORT_TEXT = 300;

/**
 * The offline finding for one instrument: its rule pack's obligations tested against the text. An instrument with no
 * rule pack gets no verdict (`compliant: null`), only the provisions retrieval found most relevant, if any.
 */
export function baselineFinding(instrument: Instrument, text: string, regulation: string, options: BaselineOptions = {}): DraftFinding {
  return runToEnd(baselineFindingSteps(instrument, text, regulation, options));
}

interface BaselineOptions {
  jurisdiction?: string;
  asOf?: string;
  doc?: ReviewedDocument;
  relevant?: Cite[];
  known?: (c: Cite) => boolean;
}

/** baselineFinding as steps (one per rule), for `runInSlices`. */
export function* baselineFindingSteps(instrument: Instrument, text: string, regulation: string, options: BaselineOptions = {}): Steps<DraftFinding> {
  const pack = rulePacks.get(instrument.source_id);
  if (!pack) {
    const label = instrument.provision_label === "article" ? "Art." : "s.";
    const relevant = options.relevant ?? [];
    return {
      regulation,
      sourceId: instrument.source_id,
      compliant: null,
      confidence: "low",
      finding:
        `No rule pack covers ${instrument.title} yet, so compliance was not assessed and no verdict is given.` +
        (relevant.length > 0 ? ` Provisions most relevant to this text: ${relevant.map((p) => `${label} ${p.article}`).join(", ")}.` : ""),
      recommendation: `Review the text against ${instrument.short_names[0] ?? instrument.title}${relevant.length > 0 ? ", starting with the provisions listed" : ""}.`,
      claimed: relevant,
      assessed: false,
      obligations: [],
    };
  }
  const doc = options.doc ?? (yield* reviewDocumentSteps(text));
  // Callers without the runtime registry (the document review) still never cite a provision the built-in one lacks.
  const known = options.known ?? ((c: Cite) => builtInRegistry().getProvision(c.source_id, c.article) !== undefined);
  const obligations = yield* assessPackSteps(pack, doc, options.jurisdiction ?? instrument.jurisdiction, options.asOf ?? todayUtc(), known);
  const compliant = verdict(obligations);
  const { finding, recommendation } = summarise(pack.name, obligations);
  const breached = obligations.filter((o) => o.status === "breached");
  const met = obligations.filter((o) => o.status === "met");
  return {
    regulation,
    sourceId: instrument.source_id,
    compliant,
    confidence: confidenceOf(compliant, breached, met.length, text.length),
    finding,
    recommendation,
    claimed: uniqueCites((breached.length > 0 ? breached : met).flatMap((o) => o.cites)),
    assessed: compliant !== null,
    obligations,
  };
}

function confidenceOf(compliant: boolean | null, breached: AssessedObligation[], met: number, length: number): DraftFinding["confidence"] {
  if (compliant === null) return "low";
  if (compliant === false) return breached.some((o) => o.quote) || length >= SHORT_TEXT ? "high" : "medium";
  return met >= 5 && length >= SHORT_TEXT ? "high" : "medium";
}

export function unknownRegulationFinding(name: string): DraftFinding {
  return {
    regulation: name,
    sourceId: null,
    compliant: null,
    confidence: "low",
    finding: `"${name}" is not in our source registry, so the text could not be checked against it and no verdict is given.`,
    recommendation: "Check the name (see GET /v1/jurisdictions and the registry's instruments), or review this regulation manually.",
    claimed: [],
    assessed: false,
    obligations: [],
  };
}

export function uniqueCites(sources: Cite[]): Cite[] {
  return sources.filter((s, i) => sources.findIndex((t) => t.source_id === s.source_id && t.article === s.article) === i);
}

/** overall_status follows from the findings that have a verdict; a finding without one makes a clean result partial. */
export function overallStatus(findings: Pick<DraftFinding, "compliant">[]) {
  const judged = findings.filter((f) => f.compliant !== null);
  if (judged.length === 0) return "unable_to_determine" as const;
  const compliant = judged.filter((f) => f.compliant).length;
  if (compliant === judged.length) return judged.length === findings.length ? ("compliant" as const) : ("partially_compliant" as const);
  if (compliant === 0) return "non_compliant" as const;
  return "partially_compliant" as const;
}
