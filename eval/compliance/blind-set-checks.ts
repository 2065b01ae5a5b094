/**
 * The checks every compliance blind set's test runs (blind-15.test.ts, blind-16.test.ts, blind-17.test.ts): the set has
 * its promised size and split, its ids are unique, and each breach is a well-formed reference to an instrument in the
 * registry with at least one alternative the registry holds. Registry only: no rule runs here.
 */
import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import type { ComplianceCase } from "./types";

export interface BlindComplianceSet {
  name: string;
  cases: ComplianceCase[];
  splitOf: (id: string) => "dev" | "held-out" | undefined;
  /** Texts in each half. */
  perHalf: number;
  /** Lawful texts (no breach listed) in each half, where the set promises a number. */
  lawfulPerHalf?: number;
}

// "source_id provision": a lower-case id, one space, a provision in the instrument's own numbering without a label.
const wellFormed = /^[a-z0-9]+(?:-[a-z0-9]+)* [0-9][0-9A-Za-z.\-]*(?:\([0-9A-Za-z]+\))*$/;

export function describeBlindComplianceSet(set: BlindComplianceSet): void {
  const registry = builtInRegistry();
  const sourceIds = new Set(registry.instruments.map((i) => i.source_id));

  describe(set.name, () => {
    it(`has ${set.perHalf * 2} texts with unique ids, split ${set.perHalf} / ${set.perHalf}`, () => {
      const ids = set.cases.map((c) => c.id);
      expect(ids).toHaveLength(set.perHalf * 2);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.filter((id) => set.splitOf(id) === "dev")).toHaveLength(set.perHalf);
      expect(ids.filter((id) => set.splitOf(id) === "held-out")).toHaveLength(set.perHalf);
      expect(set.splitOf("not-a-case")).toBeUndefined();
    });

    if (set.lawfulPerHalf !== undefined) {
      const perHalf = set.lawfulPerHalf;
      it(`has ${perHalf * 2} lawful texts, ${perHalf} in each half`, () => {
        const lawful = set.cases.filter((c) => c.breaches.length === 0).map((c) => c.id);
        expect(lawful).toHaveLength(perHalf * 2);
        expect(lawful.filter((id) => set.splitOf(id) === "dev")).toHaveLength(perHalf);
      });
    }

    it("lists each breach as well-formed references to instruments in the registry", () => {
      for (const c of set.cases) {
        for (const breach of c.breaches) {
          const refs = Array.isArray(breach) ? breach : [breach];
          expect(refs.length, c.id).toBeGreaterThan(0);
          for (const ref of refs) {
            expect(ref, c.id).toMatch(wellFormed);
            expect(sourceIds.has(ref.split(" ")[0]), `${c.id}: ${ref}`).toBe(true);
          }
          // At least one alternative names a provision the registry holds (at the level of its article or section).
          const held = refs.some((ref) => {
            const [sourceId, provision] = ref.split(" ");
            const article = provision.split("(")[0];
            return registry.instruments.some((i) => i.source_id === sourceId && i.provisions.some((p) => p.article === article));
          });
          expect(held, `${c.id}: ${refs.join(" | ")}`).toBe(true);
        }
      }
    });
  });
}
