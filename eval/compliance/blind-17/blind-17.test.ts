import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { blind17SplitOf, blindSet17Cases } from "./index";

const registry = builtInRegistry();
const sourceIds = new Set(registry.instruments.map((i) => i.source_id));
// "source_id provision": a lower-case id, one space, a provision in the instrument's own numbering without a label.
const wellFormed = /^[a-z0-9]+(?:-[a-z0-9]+)* [0-9][0-9A-Za-z.\-]*(?:\([0-9A-Za-z]+\))*$/;

describe("blind set 17", () => {
  it("has 30 texts with unique ids, split 15 / 15", () => {
    const ids = blindSet17Cases.map((c) => c.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => blind17SplitOf(id) === "dev")).toHaveLength(15);
    expect(ids.filter((id) => blind17SplitOf(id) === "held-out")).toHaveLength(15);
    expect(blind17SplitOf("not-a-case")).toBeUndefined();
  });

  it("has 8 lawful texts, 4 in each half", () => {
    const lawful = blindSet17Cases.filter((c) => c.breaches.length === 0).map((c) => c.id);
    expect(lawful).toHaveLength(8);
    expect(lawful.filter((id) => blind17SplitOf(id) === "dev")).toHaveLength(4);
  });

  it("lists each breach as well-formed references to instruments in the registry", () => {
    for (const c of blindSet17Cases) {
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
