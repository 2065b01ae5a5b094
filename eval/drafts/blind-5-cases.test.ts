import { describe, expect, it } from "vitest";
import { blind5Cases, blind5SplitOf } from "./blind-5-cases";

// Shape only: the set is never drafted here (the coordinator runs it with `npm run eval:drafts -- --set blind-5`).
describe("blind-5 drafting set", () => {
  it("has unique ids and the split fixed before any run: sorted ids alternate, 22 dev and 22 held-out", () => {
    const ids = blind5Cases.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const sorted = [...ids].sort();
    sorted.forEach((id, i) => expect(blind5SplitOf(id)).toBe(i % 2 === 0 ? "dev" : "held-out"));
    expect(ids.filter((id) => blind5SplitOf(id) === "dev")).toHaveLength(22);
    expect(ids.filter((id) => blind5SplitOf(id) === "held-out")).toHaveLength(22);
  });

  it("gives every case parties, key terms and checklist items with a source and a certainty", () => {
    for (const c of blind5Cases) {
      expect(c.id).toMatch(/^b5-/);
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
