import type { Warning } from "@/lib/answers/warnings";
import type { CoreContext, ProvisionRef } from "./definition";

/** A CoreContext that also keeps what the core cited (in citation-id order) and warned. */
export interface RecordingCoreContext extends CoreContext {
  readonly cited: ProvisionRef[];
  readonly warnings: Warning[];
  /** The provision a citation id was issued for. */
  refOf(id: string): ProvisionRef | undefined;
}

/**
 * The context a family gives a core: citations are numbered c1, c2, … in first-cited order, the same provision
 * always the same id, so every `citation_ids` in a result points into the response's `citations`.
 */
export function createCoreContext(options: { asOf: string; jurisdiction: string; subdivision: string | null }): RecordingCoreContext {
  const cited: ProvisionRef[] = [];
  const warnings: Warning[] = [];
  const ids = new Map<string, string>();
  const key = (ref: ProvisionRef) => `${ref.source_id}\u0000${ref.article}`;
  return {
    jurisdiction: options.jurisdiction,
    subdivision: options.subdivision,
    asOf: options.asOf,
    cited,
    warnings,
    cite(ref) {
      const existing = ids.get(key(ref));
      if (existing !== undefined) return existing;
      cited.push({ source_id: ref.source_id, article: ref.article });
      const id = `c${cited.length}`;
      ids.set(key(ref), id);
      return id;
    },
    warn(warning) {
      if (!warnings.some((w) => w.code === warning.code && w.message === warning.message)) warnings.push(warning);
    },
    refOf(id) {
      const n = /^c(\d+)$/.exec(id);
      return n === null ? undefined : cited[Number(n[1]) - 1];
    },
  };
}
