import { describe, expect, it } from "vitest";
import { isKnownJurisdiction } from "@/lib/legal/jurisdictions";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { everydayQuestions, everydayUnrelatedQuestions } from "./everyday";
import { devExtensionQuestions, devExtensionUnrelated } from "./dev-extension";
import { freshQuestions, freshUnrelated } from "./fresh-set";
import { freshDevMoreQuestions } from "./fresh-dev-more";
import { resolveExpected } from "./resolve-expected";

describe("more fresh dev questions (eval/retrieval/fresh-dev-more.ts)", () => {
  it("has at least 60 questions over at least 15 jurisdictions, with ids no other retrieval set uses", () => {
    expect(freshDevMoreQuestions.length).toBeGreaterThanOrEqual(60);
    expect(new Set(freshDevMoreQuestions.map((q) => q.jurisdiction)).size).toBeGreaterThanOrEqual(15);
    const ids = freshDevMoreQuestions.map((q) => q.id);
    const others = new Set(
      [...everydayQuestions, ...everydayUnrelatedQuestions, ...devExtensionQuestions, ...devExtensionUnrelated, ...freshQuestions, ...freshUnrelated].map((q) => q.id),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(others.has(id), id).toBe(false);
    for (const q of freshDevMoreQuestions) expect(isKnownJurisdiction(q.jurisdiction), q.jurisdiction).toBe(true);
  });

  it("expects only provisions the registry holds (each was checked before retrieval ran)", () => {
    const registry = builtInRegistry();
    const missing = freshDevMoreQuestions.flatMap((q) => q.expected.filter((e) => resolveExpected(registry, e).status !== "found").map((e) => `${q.id}: ${e.short} ${e.article}`));
    expect(missing).toEqual([]);
  });
});
