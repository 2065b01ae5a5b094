import type { Instrument } from "@/lib/legal/sources/schema";
import type { Registry } from "@/lib/legal/sources/registry";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";

const normalise = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();

/**
 * Resolves a regulation name as people write it ("GDPR", "DPDP", "CCPA", "HIPAA") to registry instruments:
 * exact names first, then names that start with it as whole words ("DPDP" → "DPDP Act"). A name can stand
 * for a family ("HIPAA" → privacy, security and breach rules). Instruments in the requested jurisdiction
 * (or a parent) are preferred when the name is shared across jurisdictions.
 */
export function resolveRegulationName(registry: Registry, name: string, jurisdiction: string): Instrument[] {
  const chain = jurisdictionChain(jurisdiction);
  let matches = registry.findInstrumentsByName(name);
  if (matches.length === 0) {
    const wanted = normalise(name);
    if (wanted.length >= 3) {
      matches = registry.instruments.filter((ins) =>
        [ins.title, ...ins.short_names].some((n) => {
          const candidate = normalise(n);
          return candidate === wanted || candidate.startsWith(`${wanted} `);
        }),
      );
    }
  }
  const local = matches.filter((m) => chain.includes(m.jurisdiction));
  return local.length > 0 ? local : matches;
}
