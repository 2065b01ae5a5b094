import { describe, expect, it } from "vitest";
import { isKnownJurisdiction } from "@/lib/legal/jurisdictions";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { splitOf } from "./everyday";
import { englishSetsWithIds } from "./english-sets";
import { foreignQuestions, foreignUnrelated, languageOf } from "./foreign-language";
import { resolveExpected } from "./resolve-expected";

describe("foreign-language retrieval set (eval/retrieval/foreign-language.ts)", () => {
  it("has at least 80 answerable questions in five languages, about 15 unrelated, in both halves", () => {
    expect(foreignQuestions.length).toBeGreaterThanOrEqual(80);
    expect(foreignUnrelated.length).toBeGreaterThanOrEqual(15);
    expect(new Set(foreignQuestions.map((q) => languageOf(q.id)))).toEqual(new Set(["de", "fr", "es", "it", "nl"]));
    for (const u of foreignUnrelated) expect(() => languageOf(u.id)).not.toThrow();
    const dev = foreignQuestions.filter((q) => splitOf(q.id) === "dev").length;
    expect(dev).toBeGreaterThan(30);
    expect(foreignQuestions.length - dev).toBeGreaterThan(30);
  });

  it("uses ids no other retrieval set uses, and known jurisdictions", () => {
    const ids = [...foreignQuestions, ...foreignUnrelated].map((q) => q.id);
    const others = new Set(englishSetsWithIds.map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(others.has(id), id).toBe(false);
    for (const q of [...foreignQuestions, ...foreignUnrelated]) expect(isKnownJurisdiction(q.jurisdiction), q.jurisdiction).toBe(true);
  });

  it("expects only provisions the registry holds", () => {
    const registry = builtInRegistry();
    const missing = foreignQuestions.flatMap((q) => q.expected.filter((e) => resolveExpected(registry, e).status !== "found").map((e) => `${q.id}: ${e.short} ${e.article}`));
    expect(missing).toEqual([]);
  });
});
