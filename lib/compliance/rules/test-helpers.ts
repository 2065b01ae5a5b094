import { assessPack, type AssessedObligation } from "../assess";
import { reviewDocument } from "../document";
import type { RulePack } from "./types";

/** Runs a pack over a text and returns each obligation by rule id (test helper). */
export function outcomes(pack: RulePack, text: string, jurisdiction: string, asOf = "2026-11-27"): Record<string, AssessedObligation> {
  return Object.fromEntries(assessPack(pack, reviewDocument(text), jurisdiction, asOf).map((o) => [o.id, o]));
}

export function statusOf(pack: RulePack, text: string, jurisdiction: string, id: string, asOf?: string) {
  const o = outcomes(pack, text, jurisdiction, asOf)[id];
  if (!o) throw new Error(`no rule ${id} in ${pack.name}`);
  return o.status;
}
