import { describe, expect, it } from "vitest";
import { listContractTypes } from "./catalog";
import { nativeDrafting, nativeTypeIds } from "./language";

describe("GET /v1/contracts/types: the languages each type is drafted in", () => {
  const types = listContractTypes().types;

  it("lists English under any jurisdiction for every type, and German or French only where a native profile drafts it", () => {
    for (const t of types) {
      expect(t.languages[0], t.id).toEqual({ language: "en", jurisdiction: null });
      for (const { language, jurisdiction } of t.languages.slice(1)) {
        expect(["de", "fr"], t.id).toContain(language);
        // What the catalogue promises is what the drafting picks: native under that law, not elsewhere.
        expect(nativeDrafting(t.id, jurisdiction!, language)?.language, `${t.id} ${language}`).toBe(language);
        expect(nativeDrafting(t.id, language === "de" ? "FR" : "DE", language), `${t.id} ${language}`).toBeNull();
      }
    }
  });

  it("names exactly the native types of each language", () => {
    for (const language of ["de", "fr"] as const) {
      const listed = types.filter((t) => t.languages.some((l) => l.language === language)).map((t) => t.id);
      expect(listed.sort()).toEqual(nativeTypeIds(language).sort());
      expect(listed.length).toBeGreaterThanOrEqual(10);
    }
    expect(types.find((t) => t.id === "nda")!.languages).toEqual([
      { language: "en", jurisdiction: null },
      { language: "de", jurisdiction: "DE" },
      { language: "fr", jurisdiction: "FR" },
    ]);
    expect(types.find((t) => t.id === "gift_deed")!.languages).toEqual([{ language: "en", jurisdiction: null }]);
  });
});
