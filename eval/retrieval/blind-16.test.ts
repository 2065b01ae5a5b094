import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { areaOf } from "./everyday";
import { resolveExpected } from "./resolve-expected";
import { blind16HalfOf, blind16Questions, blind16Unrelated } from "./blind-16";

describe("blind set 16", () => {
  const registry = builtInRegistry();

  it("names only provisions the registry holds, each reachable from the question's jurisdiction", () => {
    const problems: string[] = [];
    for (const question of blind16Questions) {
      for (const expected of question.expected) {
        const resolution = resolveExpected(registry, expected);
        if (resolution.status !== "found") problems.push(`${question.id} ${expected.short} ${expected.article}: ${resolution.status}`);
        if (!jurisdictionChain(question.jurisdiction).includes(expected.jurisdiction)) problems.push(`${question.id}: ${expected.jurisdiction} not in the chain of ${question.jurisdiction}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("has the promised size and spread, unique ids, and both halves", () => {
    const ids = [...blind16Questions, ...blind16Unrelated].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(blind16Questions.length).toBeGreaterThanOrEqual(90);
    expect(blind16Unrelated.length).toBeGreaterThanOrEqual(25);
    expect(new Set(blind16Questions.map((x) => x.jurisdiction)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(blind16Questions.map((x) => areaOf(x.situation))).size).toBe(9);
    for (const half of ["dev", "test"] as const) expect(ids.some((id) => blind16HalfOf(id) === half)).toBe(true);
    for (const question of blind16Questions) expect(question.expected.length).toBeGreaterThan(0);
  });
});
