import { describe, expect, it } from "vitest";
import { isKnownJurisdiction } from "@/lib/legal/jurisdictions";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { everydayQuestions, everydayUnrelatedQuestions } from "./everyday";
import { devExtensionQuestions, devExtensionUnrelated } from "./dev-extension";
import { freshDev, freshHalf, freshQuestions, freshTest, freshUnrelated } from "./fresh-set";
import { resolveExpected } from "./resolve-expected";

describe("fresh retrieval set (eval/retrieval/fresh-set.ts)", () => {
  it("has at least 40 answerable and 40 unrelated questions, split evenly by position", () => {
    expect(freshQuestions.length).toBeGreaterThanOrEqual(40);
    expect(freshUnrelated.length).toBeGreaterThanOrEqual(40);
    expect(freshDev.questions.length).toBe(Math.ceil(freshQuestions.length / 2));
    expect(freshTest.unrelated.length).toBe(Math.floor(freshUnrelated.length / 2));
    expect(freshHalf(freshQuestions, freshQuestions[0])).toBe("dev");
    expect(freshHalf(freshQuestions, freshQuestions[1])).toBe("test");
  });

  it("uses ids no other retrieval set uses, and known jurisdictions", () => {
    const ids = [...freshQuestions, ...freshUnrelated].map((q) => q.id);
    const others = new Set([...everydayQuestions, ...everydayUnrelatedQuestions, ...devExtensionQuestions, ...devExtensionUnrelated].map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(others.has(id), id).toBe(false);
    for (const q of [...freshQuestions, ...freshUnrelated]) expect(isKnownJurisdiction(q.jurisdiction), q.jurisdiction).toBe(true);
  });

  it("expects only provisions the registry holds (each was checked before retrieval ran)", () => {
    const registry = builtInRegistry();
    const missing = freshQuestions.flatMap((q) => q.expected.filter((e) => resolveExpected(registry, e).status !== "found").map((e) => `${q.id}: ${e.short} ${e.article}`));
    expect(missing).toEqual([]);
  });
});
