import { describe, expect, it } from "vitest";
import { isKnownJurisdiction } from "@/lib/legal/jurisdictions";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { nothingFoundDevQuestions, nothingFoundDevUnrelated } from "./nothing-found-dev";
import { englishSetsWithIds } from "./english-sets";
import { resolveExpected } from "./resolve-expected";

describe("the dev set for the nothing-found decision (eval/retrieval/nothing-found-dev.ts)", () => {
  it("has at least 60 unrelated and 40 answerable questions, with ids no other retrieval set uses", () => {
    expect(nothingFoundDevUnrelated.length).toBeGreaterThanOrEqual(60);
    expect(nothingFoundDevQuestions.length).toBeGreaterThanOrEqual(40);
    const ids = [...nothingFoundDevQuestions, ...nothingFoundDevUnrelated].map((q) => q.id);
    const own = new Set<{ id: string }>([...nothingFoundDevQuestions, ...nothingFoundDevUnrelated]);
    const others = new Set(englishSetsWithIds.filter((q) => !own.has(q)).map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(others.has(id), id).toBe(false);
    for (const q of [...nothingFoundDevQuestions, ...nothingFoundDevUnrelated]) expect(isKnownJurisdiction(q.jurisdiction), q.jurisdiction).toBe(true);
  });

  it("expects only provisions the registry holds (each was checked before retrieval ran)", () => {
    const registry = builtInRegistry();
    const missing = nothingFoundDevQuestions.flatMap((q) => q.expected.filter((e) => resolveExpected(registry, e).status !== "found").map((e) => `${q.id}: ${e.short} ${e.article}`));
    expect(missing).toEqual([]);
  });
});
