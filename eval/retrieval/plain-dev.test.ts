import { describe, expect, it } from "vitest";
import { isKnownJurisdiction } from "@/lib/legal/jurisdictions";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { plainDevQuestions, plainDevUnrelated } from "./plain-dev";
import { englishSetsWithIds } from "./english-sets";
import { resolveExpected } from "./resolve-expected";

describe("the dev set of plainly worded questions (eval/retrieval/plain-dev.ts)", () => {
  it("has at least 20 unrelated and 60 answerable questions, with ids no other retrieval set uses", () => {
    expect(plainDevUnrelated.length).toBeGreaterThanOrEqual(20);
    expect(plainDevQuestions.length).toBeGreaterThanOrEqual(60);
    const ids = [...plainDevQuestions, ...plainDevUnrelated].map((q) => q.id);
    const own = new Set<{ id: string }>([...plainDevQuestions, ...plainDevUnrelated]);
    const others = new Set(englishSetsWithIds.filter((q) => !own.has(q)).map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(others.has(id), id).toBe(false);
    for (const q of [...plainDevQuestions, ...plainDevUnrelated]) expect(isKnownJurisdiction(q.jurisdiction), q.jurisdiction).toBe(true);
  });

  it("expects only provisions the registry holds (each was checked before retrieval ran)", () => {
    const registry = builtInRegistry();
    const missing = plainDevQuestions.flatMap((q) => q.expected.filter((e) => resolveExpected(registry, e).status !== "found").map((e) => `${q.id}: ${e.short} ${e.article}`));
    expect(missing).toEqual([]);
  });
});
