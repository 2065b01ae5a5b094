/**
 * The checks every blind set's test runs (blind-16.test.ts, blind-17.test.ts): each expected provision resolves in
 * the registry and is reachable from the question's jurisdiction; ids are unique; the set has its promised size and
 * spread and both halves. Registry only: no retrieval runs here.
 */
import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { areaOf, type EverydayQuestion, type Half, type UnrelatedQuestion } from "./everyday";
import { resolveExpected } from "./resolve-expected";
import { devHalfOnly } from "./blind-dev-half";

export interface BlindSet {
  name: string;
  questions: EverydayQuestion[];
  unrelated: UnrelatedQuestion[];
  halfOf: (id: string) => Half;
  /** Promised minimums: answerable questions, unrelated questions, jurisdictions. */
  atLeast: { questions: number; unrelated: number; jurisdictions: number };
}

export function describeBlindSet(set: BlindSet): void {
  describe(set.name, () => {
    const registry = builtInRegistry();

    it("names only provisions the registry holds, each reachable from the question's jurisdiction", () => {
      const problems: string[] = [];
      for (const question of set.questions) {
        for (const expected of question.expected) {
          const resolution = resolveExpected(registry, expected);
          if (resolution.status !== "found") problems.push(`${question.id} ${expected.short} ${expected.article}: ${resolution.status}`);
          if (!jurisdictionChain(question.jurisdiction).includes(expected.jurisdiction)) problems.push(`${question.id}: ${expected.jurisdiction} not in the chain of ${question.jurisdiction}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it("has the promised size and spread, unique ids, and both halves", () => {
      const ids = [...set.questions, ...set.unrelated].map((x) => x.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(set.questions.length).toBeGreaterThanOrEqual(set.atLeast.questions);
      expect(set.unrelated.length).toBeGreaterThanOrEqual(set.atLeast.unrelated);
      expect(new Set(set.questions.map((x) => x.jurisdiction)).size).toBeGreaterThanOrEqual(set.atLeast.jurisdictions);
      expect(new Set(set.questions.map((x) => areaOf(x.situation))).size).toBe(9);
      for (const half of ["dev", "test"] as const) expect(ids.some((id) => set.halfOf(id) === half)).toBe(true);
      for (const question of set.questions) expect(question.expected.length).toBeGreaterThan(0);
    });

    it("gives a tuning run its dev half only: every dev question, no held-out one (ids compared, none printed)", () => {
      const dev = devHalfOnly(set);
      const expectedIds = (list: { id: string }[]) => list.filter((x) => set.halfOf(x.id) === "dev").map((x) => x.id);
      expect(dev.questions.map((x) => x.id)).toEqual(expectedIds(set.questions));
      expect(dev.unrelated.map((x) => x.id)).toEqual(expectedIds(set.unrelated));
      expect([...dev.questions, ...dev.unrelated].every((x) => set.halfOf(x.id) === "dev")).toBe(true);
    });
  });
}
