import { describe, expect, it } from "vitest";
import { isKnownJurisdiction } from "@/lib/legal/jurisdictions";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { everydayQuestions, everydayUnrelatedQuestions } from "./everyday";
import { devExtensionQuestions, devExtensionUnrelated } from "./dev-extension";
import { freshQuestions, freshUnrelated } from "./fresh-set";
import { freshDevMoreQuestions } from "./fresh-dev-more";
import { calibrationUnrelatedQuestions } from "./calibration-unrelated";
import { nothingFoundDevQuestions, nothingFoundDevUnrelated } from "./nothing-found-dev";
import { resolveExpected } from "./resolve-expected";

describe("the dev set for the nothing-found decision (eval/retrieval/nothing-found-dev.ts)", () => {
  it("has at least 60 unrelated and 40 answerable questions, with ids no other retrieval set uses", () => {
    expect(nothingFoundDevUnrelated.length).toBeGreaterThanOrEqual(60);
    expect(nothingFoundDevQuestions.length).toBeGreaterThanOrEqual(40);
    const ids = [...nothingFoundDevQuestions, ...nothingFoundDevUnrelated].map((q) => q.id);
    const others = new Set(
      [
        ...everydayQuestions,
        ...everydayUnrelatedQuestions,
        ...devExtensionQuestions,
        ...devExtensionUnrelated,
        ...freshQuestions,
        ...freshUnrelated,
        ...freshDevMoreQuestions,
        ...calibrationUnrelatedQuestions,
      ].map((q) => q.id),
    );
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
