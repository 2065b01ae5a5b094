import { jurisdictionChain } from "../jurisdictions";
import type { Registry } from "./registry";
import type { Instrument } from "./schema";

/** One instrument as `GET /v1/sources` lists it. */
export interface CatalogueEntry {
  source_id: string;
  title: string;
  short_names: string[];
  jurisdiction: string;
  kind: Instrument["kind"];
  provision_label: Instrument["provision_label"];
  codified_at: string | null;
  provision_count: number;
  official_url: string;
  date: string;
  as_of: string | null;
  origin: "builtin" | "import";
}

export interface Catalogue {
  /** The filter as canonicalised, or null when every instrument is listed. */
  jurisdiction: string | null;
  /** The jurisdictions whose instruments are listed, most specific first (the filter and its parents). */
  jurisdictions_included: string[] | null;
  totals: { instruments: number; provisions: number; jurisdictions: number };
  sources: CatalogueEntry[];
}

function entry(instrument: Instrument, builtIn: Pick<Registry, "getInstrument">): CatalogueEntry {
  return {
    source_id: instrument.source_id,
    title: instrument.title,
    short_names: [...instrument.short_names],
    jurisdiction: instrument.jurisdiction,
    kind: instrument.kind,
    provision_label: instrument.provision_label,
    codified_at: instrument.codified_at ?? null,
    provision_count: instrument.provisions.length,
    official_url: instrument.official_url,
    date: instrument.date,
    as_of: instrument.as_of ?? null,
    // An import can never reuse a built-in source_id, so presence in the built-in registry decides the origin (by id:
    // a route bundle may hold its own copy of the built-in registry, so object identity is not reliable).
    origin: builtIn.getInstrument(instrument.source_id) === undefined ? "import" : "builtin",
  };
}

/**
 * The catalogue of what the service can cite. With a jurisdiction, it lists what grounds an answer there: the
 * jurisdiction's own instruments and those of its parents (FR → FR then EU; US-CA → US-CA then US), the same chain
 * retrieval searches, so a developer sees exactly what a request with that jurisdiction can cite. A country's
 * subdivisions are not included (US lists federal law only), again as retrieval does. `jurisdiction` must already
 * be canonical (the request schema does that).
 */
export function buildCatalogue(registry: Registry, builtIn: Pick<Registry, "getInstrument">, jurisdiction?: string): Catalogue {
  const chain = jurisdiction === undefined ? null : jurisdictionChain(jurisdiction);
  const instruments = chain === null ? [...registry.instruments] : registry.instrumentsForJurisdictionChain(chain);
  const ordered =
    chain === null
      ? instruments.sort((a, b) => a.jurisdiction.localeCompare(b.jurisdiction) || a.source_id.localeCompare(b.source_id))
      : instruments.sort((a, b) => chain.indexOf(a.jurisdiction) - chain.indexOf(b.jurisdiction) || a.source_id.localeCompare(b.source_id));
  const sources = ordered.map((i) => entry(i, builtIn));
  return {
    jurisdiction: jurisdiction ?? null,
    jurisdictions_included: chain,
    totals: {
      instruments: sources.length,
      provisions: sources.reduce((sum, s) => sum + s.provision_count, 0),
      jurisdictions: new Set(sources.map((s) => s.jurisdiction)).size,
    },
    sources,
  };
}

const cached = new WeakMap<Registry, Map<string, Catalogue>>();

/**
 * The same catalogue object for the same registry and filter, so the route can mark it unchanging (serialised
 * once). An operator import builds a new registry, and with it new catalogues.
 */
export function catalogueFor(registry: Registry, builtIn: Pick<Registry, "getInstrument">, jurisdiction?: string): Catalogue {
  let byFilter = cached.get(registry);
  if (byFilter === undefined) cached.set(registry, (byFilter = new Map()));
  const key = jurisdiction ?? "";
  let catalogue = byFilter.get(key);
  if (catalogue === undefined) byFilter.set(key, (catalogue = buildCatalogue(registry, builtIn, jurisdiction)));
  return catalogue;
}
