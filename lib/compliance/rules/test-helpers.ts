import { expect, it } from "vitest";
import { assessPack, type AssessedObligation } from "../assess";
import { reviewDocument } from "../document";
import { rulePacks } from "./index";
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

/** A text put to one pack: the pack's source id, the jurisdiction and the text. */
export type Case = [pack: string, jurisdiction: string, text: string];

/** Each breach text must be found breached under the rule, each lawful near miss not (call inside a describe). */
export function expectRule(id: string, breaches: Case[], lawful: Case[]) {
  it.each(breaches)("flags (%s, %s) %s", (pack, jurisdiction, text) => {
    expect(statusOf(rulePacks.get(pack)!, text, jurisdiction, id)).toBe("breached");
  });
  it.each(lawful)("accepts (%s, %s) %s", (pack, jurisdiction, text) => {
    expect(statusOf(rulePacks.get(pack)!, text, jurisdiction, id)).not.toBe("breached");
  });
}
