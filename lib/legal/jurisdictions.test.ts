import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  getJurisdiction,
  isKnownJurisdiction,
  jurisdictionChain,
  jurisdictions,
  jurisdictionSchema,
  normaliseJurisdiction,
  optionalJurisdiction,
} from "./jurisdictions";

const codes = jurisdictions.map((j) => j.code);

describe("jurisdiction table", () => {
  it("has at least 120 codes", () => {
    console.log(`jurisdictions: ${codes.length} codes`);
    expect(codes.length).toBeGreaterThanOrEqual(120);
  });

  it("has unique codes, all upper case and within the registry's code shape", () => {
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/);
  });

  it("names every parent that exists, and only countries or the EU are parents", () => {
    for (const j of jurisdictions) {
      if (j.parent === null) continue;
      const parent = getJurisdiction(j.parent);
      expect(parent, `${j.code} → ${j.parent}`).toBeDefined();
      expect(["country", "union"]).toContain(parent!.kind);
    }
  });

  it("lists every ISO 3166-1 country but not the user-assigned XK", () => {
    const countryCodes = jurisdictions.filter((j) => j.kind === "country").map((j) => j.code);
    expect(countryCodes).toHaveLength(249);
    expect(countryCodes).not.toContain("XK");
    expect(getJurisdiction("DE")).toEqual({ code: "DE", name: "Germany", parent: "EU", kind: "country" });
    expect(getJurisdiction("GB")).toEqual({ code: "GB", name: "United Kingdom", parent: null, kind: "country" });
    expect(getJurisdiction("EU")).toEqual({ code: "EU", name: "European Union", parent: null, kind: "union" });
  });

  it("puts exactly the 27 EU member states under EU", () => {
    const members = jurisdictions.filter((j) => j.parent === "EU").map((j) => j.code);
    expect(members).toHaveLength(27);
    expect(members).toEqual(expect.arrayContaining(["FR", "DE", "IE", "GR", "HR", "CY", "MT"]));
    for (const notMember of ["GB", "CH", "NO", "IS", "LI"]) expect(getJurisdiction(notMember)!.parent).toBeNull();
  });

  it("has the US states and DC, Indian states and UTs, Canadian and Australian subdivisions", () => {
    const count = (parent: string) => jurisdictions.filter((j) => j.parent === parent).length;
    expect(count("US")).toBe(51);
    expect(count("IN")).toBe(36);
    expect(count("CA")).toBe(13);
    expect(count("AU")).toBe(8);
    expect(getJurisdiction("US-CA")!.name).toBe("California");
    expect(getJurisdiction("US-DC")!.name).toBe("District of Columbia");
    expect(getJurisdiction("IN-MH")!.name).toBe("Maharashtra");
    expect(getJurisdiction("IN-TS")!.name).toBe("Telangana");
    expect(getJurisdiction("CA-QC")!.name).toBe("Quebec");
    expect(getJurisdiction("AU-NSW")!.name).toBe("New South Wales");
  });
});

describe("normaliseJurisdiction", () => {
  it("trims and upper-cases known codes", () => {
    expect(normaliseJurisdiction(" fr ")).toBe("FR");
    expect(normaliseJurisdiction("us-ca")).toBe("US-CA");
    expect(normaliseJurisdiction("eu")).toBe("EU");
    expect(normaliseJurisdiction("au-nsw")).toBe("AU-NSW");
  });

  it("maps the Indian codes ISO replaced in 2023 to the current ones", () => {
    expect(normaliseJurisdiction("IN-TG")).toBe("IN-TS");
    expect(normaliseJurisdiction("in-ct")).toBe("IN-CG");
    expect(normaliseJurisdiction("IN-OR")).toBe("IN-OD");
    expect(normaliseJurisdiction("IN-UT")).toBe("IN-UK");
    expect(jurisdictionChain("IN-TG")).toEqual(["IN-TS", "IN"]);
  });

  it("rejects unknown codes", () => {
    for (const bad of ["XX", "US-ZZ", "", "EUR", "XK", "U S", "GB-ENG", "FR-75"]) {
      expect(normaliseJurisdiction(bad), bad).toBeNull();
      expect(isKnownJurisdiction(bad)).toBe(false);
    }
  });
});

describe("codes that only Unicode case mapping would make known", () => {
  // "ın".toUpperCase() is "IN" and "ſg".toUpperCase() is "SG": a code is ASCII before it is upper-cased.
  const lookalikes = ["ın", "ſg", "ın-mh", "us-ſc", "ﬀ", "ＦＲ", "fr\u200b"];

  it("are unknown to normaliseJurisdiction, isKnownJurisdiction and jurisdictionChain", () => {
    for (const code of lookalikes) {
      expect(normaliseJurisdiction(code), code).toBeNull();
      expect(isKnownJurisdiction(code), code).toBe(false);
      expect(jurisdictionChain(code), code).not.toContain("IN");
      expect(jurisdictionChain(code), code).not.toContain("SG");
    }
  });

  it("are refused by the request schema, which upper-cases only their ASCII letters", () => {
    for (const code of lookalikes) {
      const result = jurisdictionSchema.safeParse(code);
      expect(result.success, code).toBe(false);
    }
    expect(jurisdictionSchema.safeParse("ın").error!.issues[0].message).toBe('unknown jurisdiction code "ıN"; see GET /v1/jurisdictions');
  });

  it("never resolve through Object.prototype", () => {
    for (const code of ["__proto__", "constructor", "toString", "hasOwnProperty", "__PROTO__", "CONSTRUCTOR"]) {
      expect(normaliseJurisdiction(code), code).toBeNull();
      expect(jurisdictionSchema.safeParse(code).success, code).toBe(false);
    }
  });
});

describe("jurisdictionChain", () => {
  it("walks from the code to its ancestors", () => {
    expect(jurisdictionChain("FR")).toEqual(["FR", "EU"]);
    expect(jurisdictionChain("US-CA")).toEqual(["US-CA", "US"]);
    expect(jurisdictionChain("IN-MH")).toEqual(["IN-MH", "IN"]);
    expect(jurisdictionChain("GB")).toEqual(["GB"]);
    expect(jurisdictionChain("EU")).toEqual(["EU"]);
    expect(jurisdictionChain("fr")).toEqual(["FR", "EU"]);
  });

  it("gives an unknown code only itself", () => {
    expect(jurisdictionChain("xx")).toEqual(["XX"]);
  });
});

describe("jurisdictionSchema", () => {
  it("accepts known codes case-insensitively and returns them canonical", () => {
    expect(jurisdictionSchema.parse(" fr ")).toBe("FR");
    expect(jurisdictionSchema.parse("us-ca")).toBe("US-CA");
    expect(jurisdictionSchema.parse("in-tg")).toBe("IN-TS");
  });

  it("rejects unknown codes with a message that points to the list", () => {
    for (const bad of ["XX", "US-ZZ", "", "EUR"]) {
      const result = jurisdictionSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error!.issues[0].message).toBe(`unknown jurisdiction code "${bad}"; see GET /v1/jurisdictions`);
    }
    expect(jurisdictionSchema.safeParse(42).success).toBe(false);
  });

  it("stays a plain string in the JSON schema", () => {
    expect(z.toJSONSchema(jurisdictionSchema, { io: "input" })).toMatchObject({ type: "string" });
    const body = z.object({ jurisdiction: optionalJurisdiction("us") });
    expect(z.toJSONSchema(body, { io: "input" })).toMatchObject({
      properties: { jurisdiction: { type: "string", default: "US" } },
    });
  });

  it("optionalJurisdiction defaults when absent and refuses an unknown default", () => {
    const schema = optionalJurisdiction();
    expect(schema.parse(undefined)).toBe("US");
    expect(schema.parse("de")).toBe("DE");
    expect(optionalJurisdiction("fr").parse(undefined)).toBe("FR");
    expect(() => optionalJurisdiction("XX")).toThrow(/unknown default/);
  });
});
