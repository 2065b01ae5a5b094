import { runInSlices } from "@/lib/async/slices";
import type { Registry } from "@/lib/legal/sources/registry";
import type { Instrument } from "@/lib/legal/sources/schema";
import type { Warning } from "@/lib/answers/warnings";
import { startDates, upcomingBreaches } from "./assess";
import { baselineFindingSteps, unknownRegulationFinding, type DraftFinding } from "./baseline";
import { detectApplicableLaws } from "./detect";
import { reviewDocumentSteps } from "./document";
import { resolveRegulationName } from "./resolve-regulations";
import { rulePacks } from "./rules";
import type { Cite } from "./rules/types";

export interface OfflineCheckInput {
  document_text: string;
  jurisdiction: string;
  regulations?: string[];
}

/** Provisions of an instrument without a rule pack that are most relevant to the text (retrieval; optional). */
export type RelevantProvisions = (instrument: Instrument, text: string) => Promise<Cite[]>;

/**
 * The deterministic check: named regulations (or the detected ones) resolved to registry instruments and tested by
 * their rule packs. A detected law with nothing in the text to test is left out (and named in a warning); a named one
 * is always answered, with `compliant: null` when there is no basis for a verdict.
 */
export async function offlineCheck(
  registry: Registry,
  body: OfflineCheckInput,
  asOf: string,
  relevant?: RelevantProvisions,
  /** The event loop is given back whenever a run of steps (a scan of the text, a rule) has taken this long. */
  sliceMs?: number,
): Promise<{ drafts: DraftFinding[]; warnings: Warning[] }> {
  const warnings: Warning[] = [];
  const drafts: DraftFinding[] = [];
  // A million characters of text take the rule packs about a second at load: run in slices, not in one go.
  const doc = await runInSlices(reviewDocumentSteps(body.document_text), sliceMs);
  const run = async (instrument: Instrument, label: string) => {
    const cites = relevant && !rulePacks.has(instrument.source_id) ? await relevant(instrument, body.document_text) : [];
    const options = { jurisdiction: body.jurisdiction, asOf, doc, relevant: cites, known: (c: Cite) => registry.getProvision(c.source_id, c.article) !== undefined };
    return runInSlices(baselineFindingSteps(instrument, body.document_text, label, options), sliceMs);
  };

  if (body.regulations && body.regulations.length > 0) {
    for (const name of [...new Set(body.regulations)]) {
      const instruments = resolveRegulationName(registry, name, body.jurisdiction);
      if (instruments.length === 0) {
        warnings.push({ code: "unknown_regulation", message: `"${name}" is not in the source registry; it was not checked and no verdict is given.` });
        drafts.push(unknownRegulationFinding(name));
        continue;
      }
      for (const instrument of instruments) {
        const label = instruments.length > 1 ? `${name} (${instrument.short_names[0] ?? instrument.title})` : name;
        drafts.push(await run(instrument, label));
      }
    }
  } else {
    const detected = detectApplicableLaws(registry, body.jurisdiction, body.document_text, doc);
    const nothingToTest: string[] = [];
    for (const law of detected) {
      const instrument = registry.getInstrument(law.sourceId)!;
      const draft = await run(instrument, instrument.short_names[0] ?? instrument.title);
      if (draft.obligations.length > 0 && draft.compliant === null && upcomingBreaches(draft.obligations).length === 0 && detected.length > 1) {
        nothingToTest.push(draft.regulation);
        continue;
      }
      drafts.push(draft);
    }
    if (nothingToTest.length > 0) {
      warnings.push({ code: "detected_law_not_assessable", message: `Also considered, with nothing in the text to test: ${nothingToTest.join(", ")}.` });
    }
    if (detected.length === 0) {
      warnings.push({
        code: "no_applicable_law_detected",
        message: "No regulation we hold was detected as applicable to this text in this jurisdiction; name the regulations to check.",
      });
    }
  }
  for (const d of drafts) {
    const upcoming = upcomingBreaches(d.obligations);
    if (d.compliant !== false && d.sourceId && upcoming.length > 0) {
      const dates = startDates(upcoming);
      const today = d.compliant === null ? "no duty in force today could be tested, so no verdict is given for today" : "no duty in force today is breached";
      warnings.push({
        code: "duties_not_yet_in_force",
        message: `${d.regulation}: ${upcoming.length} breach(es) of duties that apply only from ${dates}; ${today}. Fix them before that date.`,
      });
    } else if (d.compliant === null && d.sourceId) {
      warnings.push({
        code: "regulation_not_assessed",
        message: d.obligations.length === 0
          ? `${d.regulation}: no rule pack covers this instrument yet, so no verdict is given.`
          : `${d.regulation}: nothing in the text lets its obligations be tested, so no verdict is given.`,
      });
    }
  }
  return { drafts, warnings };
}
