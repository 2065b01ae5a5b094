/**
 * Maps an expected provision of the everyday evaluation (named by official title, short name, jurisdiction and
 * number) onto the registry, so that retrieval results can be scored and coverage gaps told apart from misses.
 */
import type { Instrument } from "@/lib/legal/sources/schema";
import { articleKey, type Registry } from "@/lib/legal/sources/registry";
import type { ExpectedProvision } from "./everyday";

export type Resolution =
  | { status: "found"; key: string; source_id: string; article: string }
  /** The instrument is in the registry but not this provision. */
  | { status: "missing-provision"; source_id: string }
  | { status: "missing-instrument" };

/** One key for a provision however its number is written ("s. 27" and "27" are one key). */
export function provisionKey(sourceId: string, article: string): string {
  return `${sourceId} ${articleKey(article)}`;
}

/**
 * Title first, then the short name, each exact before the registry's year-tolerant fallback; only instruments of
 * the expected jurisdiction count (a "Companies Act" of another country is another instrument). A codified US
 * federal provision is also found by its code title, since a U.S. Code section names one provision whatever
 * instrument the registry files it under.
 */
export function resolveExpected(registry: Registry, expected: ExpectedProvision): Resolution {
  const inJurisdiction = (found: Instrument[]) => found.filter((i) => i.jurisdiction === expected.jurisdiction);
  const lookups = [
    () => registry.findInstrumentsByName(expected.instrument, { exact: true }),
    () => registry.findInstrumentsByName(expected.short, { exact: true }),
    () => registry.findInstrumentsByName(expected.instrument),
    () => registry.findInstrumentsByName(expected.short),
  ];
  let byName: Instrument[] = [];
  for (const lookup of lookups) {
    byName = inJurisdiction(lookup());
    if (byName.length > 0) break;
  }
  const byCode = expected.codified_at ? inJurisdiction(registry.findInstrumentsByCodification(expected.codified_at)) : [];
  for (const instrument of [...byName, ...byCode]) {
    const provision = registry.getProvision(instrument.source_id, expected.article);
    if (provision) {
      return { status: "found", key: provisionKey(instrument.source_id, provision.article), source_id: instrument.source_id, article: provision.article };
    }
  }
  return byName.length > 0 ? { status: "missing-provision", source_id: byName[0].source_id } : { status: "missing-instrument" };
}
