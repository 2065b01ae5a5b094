import { describe, expect, it } from "vitest";
import type { BlindCase } from "./blind-cases";

/**
 * Shape checks shared by the blind drafting sets' tests: the sets are never drafted there (the coordinator runs them
 * with `npm run eval:drafts -- --set <name>`); this only pins ids, the fixed split and the items' tags.
 */
export function describeBlindSetShape(name: string, cases: readonly BlindCase[], splitOf: (id: string) => "dev" | "held-out", idPrefix: RegExp, perHalf: number) {
  describe(`${name} drafting set`, () => {
    it(`has unique ids and the split fixed before any run: sorted ids alternate, ${perHalf} dev and ${perHalf} held-out`, () => {
      const ids = cases.map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      const sorted = [...ids].sort();
      sorted.forEach((id, i) => expect(splitOf(id)).toBe(i % 2 === 0 ? "dev" : "held-out"));
      expect(ids.filter((id) => splitOf(id) === "dev")).toHaveLength(perHalf);
      expect(ids.filter((id) => splitOf(id) === "held-out")).toHaveLength(perHalf);
    });

    it("gives every case parties, key terms and checklist items with a source and a certainty", () => {
      for (const c of cases) {
        expect(c.id).toMatch(idPrefix);
        expect(c.party_a && c.party_b && c.type && c.jurisdiction).toBeTruthy();
        expect(Object.keys(c.key_terms).length).toBeGreaterThan(0);
        expect(c.items.length).toBeGreaterThan(0);
        expect(new Set(c.items.map((i) => i.label)).size).toBe(c.items.length);
        for (const item of c.items) {
          expect(item.pattern).toBeInstanceOf(RegExp);
          expect(["V", "K", "P"]).toContain(item.certainty);
          expect(item.source.length).toBeGreaterThan(0);
        }
      }
    });
  });
}
