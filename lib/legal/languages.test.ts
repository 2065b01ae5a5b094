import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { z } from "zod";
import { ISO_639_1, languageCodes, languageName, languageSchema, normaliseLanguage, optionalLanguage } from "./languages";

describe("ISO 639-1 table", () => {
  it("has the 183 current two-letter codes, lower case, each named", () => {
    expect(languageCodes).toHaveLength(183);
    for (const code of languageCodes) {
      expect(code).toMatch(/^[a-z]{2}$/);
      expect(ISO_639_1[code].length).toBeGreaterThan(1);
    }
    expect(ISO_639_1.en).toBe("English");
    expect(ISO_639_1.hi).toBe("Hindi");
    expect(ISO_639_1.zu).toBe("Zulu");
  });

  it("leaves out withdrawn codes", () => {
    for (const withdrawn of ["bh", "sh", "iw", "in", "ji", "jw", "mo"]) expect(normaliseLanguage(withdrawn)).toBeNull();
  });
});

describe("normaliseLanguage", () => {
  it("canonicalises case and separator", () => {
    expect(normaliseLanguage("en")).toBe("en");
    expect(normaliseLanguage(" EN ")).toBe("en");
    expect(normaliseLanguage("en-gb")).toBe("en-GB");
    expect(normaliseLanguage("EN_GB")).toBe("en-GB");
    expect(normaliseLanguage("hi-IN")).toBe("hi-IN");
    expect(normaliseLanguage("fr-CA")).toBe("fr-CA");
  });

  it("rejects unknown languages, non-country regions and other shapes", () => {
    for (const bad of ["", "xx", "eng", "en-XX", "en-EU", "en-US-CA", "zh-Hant", "es-419", "e", "en-", "-GB", "en GB"]) {
      expect(normaliseLanguage(bad), bad).toBeNull();
    }
  });

  it("is idempotent on everything it accepts", () => {
    fc.assert(
      fc.property(fc.constantFrom(...languageCodes), fc.constantFrom("", "-gb", "_us", "-IN", "-fr"), (code, suffix) => {
        const once = normaliseLanguage(code.toUpperCase() + suffix);
        expect(once).not.toBeNull();
        expect(normaliseLanguage(once!)).toBe(once);
      }),
    );
  });
});

describe("languageName", () => {
  it("names the language and the region's country", () => {
    expect(languageName("fr")).toBe("French");
    expect(languageName("en-GB")).toBe("English (United Kingdom)");
    expect(languageName("pt-br")).toBe("Portuguese (Brazil)");
    expect(languageName("xx")).toBeNull();
  });
});

describe("languageSchema", () => {
  it("returns the canonical form", () => {
    expect(languageSchema.parse(" en-gb ")).toBe("en-GB");
    expect(languageSchema.parse("HI")).toBe("hi");
  });

  it("rejects unknown codes with a message naming the value", () => {
    const result = languageSchema.safeParse("xx");
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].message).toMatch(/^unknown language "xx"/);
    expect(languageSchema.safeParse("en-XX").success).toBe(false);
  });

  it("stays a plain string in the JSON schema, with a checked default", () => {
    expect(z.toJSONSchema(z.object({ language: optionalLanguage() }), { io: "input" })).toMatchObject({
      properties: { language: { type: "string", default: "en" } },
    });
    expect(optionalLanguage().parse(undefined)).toBe("en");
    expect(optionalLanguage("EN_gb").parse(undefined)).toBe("en-GB");
    expect(() => optionalLanguage("xx")).toThrow(/unknown default/);
  });
});
