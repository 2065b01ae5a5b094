import { describe, expect, it } from "vitest";
import { isKnownJurisdiction } from "@/lib/legal/jurisdictions";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { layWords, layWordsQuestions, layWordsUnrelated } from "./lay-words";
import { englishSetsWithIds } from "./english-sets";
import { resolveExpected } from "./resolve-expected";

describe("the lay-words set (eval/retrieval/lay-words.ts)", () => {
  it("has at least 60 answerable questions over at least 15 jurisdictions and 20 unrelated ones, with ids no other set uses", () => {
    expect(layWordsQuestions.length).toBeGreaterThanOrEqual(60);
    expect(layWordsUnrelated.length).toBeGreaterThanOrEqual(20);
    expect(new Set(layWordsQuestions.map((q) => q.jurisdiction)).size).toBeGreaterThanOrEqual(15);
    const ids = [...layWordsQuestions, ...layWordsUnrelated].map((q) => q.id);
    const own = new Set<{ id: string }>([...layWordsQuestions, ...layWordsUnrelated]);
    const others = new Set(englishSetsWithIds.filter((q) => !own.has(q)).map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(others.has(id), id).toBe(false);
    for (const q of [...layWordsQuestions, ...layWordsUnrelated]) expect(isKnownJurisdiction(q.jurisdiction), q.jurisdiction).toBe(true);
  });

  it("holds out every third question and every third unrelated one", () => {
    expect(layWords("test").questions).toEqual(layWordsQuestions.filter((_, i) => i % 3 === 2));
    expect(layWords("dev").questions.length + layWords("test").questions.length).toBe(layWordsQuestions.length);
    expect(layWords("test").unrelated.length).toBe(Math.floor(layWordsUnrelated.length / 3));
  });

  it("expects only provisions the registry holds (checked before retrieval ran)", () => {
    const registry = builtInRegistry();
    const missing = layWordsQuestions.flatMap((q) => q.expected.filter((e) => resolveExpected(registry, e).status !== "found").map((e) => `${q.id}: ${e.short} ${e.article}`));
    expect(missing).toEqual([]);
  });
});
