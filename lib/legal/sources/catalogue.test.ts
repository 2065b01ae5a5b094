import { describe, expect, it } from "vitest";
import { listSourcesQuery, sourcesResponseSchema } from "../operations";
import { buildCatalogue, catalogueFor } from "./catalogue";
import { builtInInstruments } from "./data/index";
import { BUILT_IN_ORIGIN, builtInRegistry, loadRegistry } from "./registry";
import type { InstrumentInput } from "./schema";

const builtIn = builtInRegistry();

/** An operator-style import; the summary is placeholder text, not legal content. */
const imported: InstrumentInput = {
  source_id: "acme-fr-handbook",
  title: "Acme Staff Handbook (France)",
  short_names: ["Acme Handbook"],
  jurisdiction: "FR",
  kind: "code",
  provision_label: "section",
  official_url: "https://intranet.example.com/handbook",
  date: "2026-01-15",
  as_of: "2026-02-01",
  provisions: [
    { article: "1", heading: "Scope", summary: "Placeholder summary used only by the catalogue unit tests.", topics: ["test"] },
    { article: "2", heading: "Leave", summary: "Placeholder summary used only by the catalogue unit tests.", topics: ["test"] },
  ],
};
const withImport = builtIn.withAdditional(loadRegistry([imported], "test").instruments);

describe("buildCatalogue", () => {
  it("lists every instrument once, with its provision count, and totals that agree with the registry", () => {
    const catalogue = buildCatalogue(builtIn, builtIn);
    expect(sourcesResponseSchema.safeParse(catalogue).success).toBe(true);
    expect(catalogue.jurisdiction).toBeNull();
    expect(catalogue.totals).toEqual(builtIn.stats());
    expect(new Set(catalogue.sources.map((s) => s.source_id)).size).toBe(builtIn.instruments.length);
    const flsa = catalogue.sources.find((s) => s.source_id === "us-flsa")!;
    expect(flsa).toMatchObject({
      jurisdiction: "US",
      kind: "statute",
      codified_at: "29 U.S.C.",
      provision_count: builtIn.getInstrument("us-flsa")!.provisions.length,
      official_url: builtIn.getInstrument("us-flsa")!.official_url,
      origin: "builtin",
    });
  });

  it("with a jurisdiction, lists its own instruments first and then its parents', never a subdivision's", () => {
    const fr = buildCatalogue(builtIn, builtIn, "FR");
    expect(fr.jurisdictions_included).toEqual(["FR", "EU"]);
    const order = fr.sources.map((s) => s.jurisdiction);
    expect(order).toContain("FR");
    expect(order).toContain("EU");
    expect(order.lastIndexOf("FR")).toBeLessThan(order.indexOf("EU"));
    expect(order.every((j) => j === "FR" || j === "EU")).toBe(true);

    const us = buildCatalogue(builtIn, builtIn, "US");
    expect(us.sources.every((s) => s.jurisdiction === "US")).toBe(true);
    const ca = buildCatalogue(builtIn, builtIn, "US-CA");
    expect(new Set(ca.sources.map((s) => s.jurisdiction))).toEqual(new Set(["US-CA", "US"]));
    expect(ca.totals.instruments).toBe(us.totals.instruments + builtIn.instruments.filter((i) => i.jurisdiction === "US-CA").length);
  });

  it("lists a jurisdiction with nothing of its own as just its parents' law, and one without any law as empty", () => {
    const lu = buildCatalogue(builtIn, builtIn, "LU");
    expect(lu.sources.every((s) => s.jurisdiction === "EU")).toBe(true);
    const aq = buildCatalogue(builtIn, builtIn, "AQ");
    expect(aq.sources).toEqual([]);
    expect(aq.totals).toEqual({ instruments: 0, provisions: 0, jurisdictions: 0 });
  });

  it("includes operator imports, marked as such, with their as-of date", () => {
    const fr = buildCatalogue(withImport, builtIn, "FR");
    expect(fr.sources.find((s) => s.source_id === "acme-fr-handbook")).toMatchObject({
      jurisdiction: "FR",
      origin: "import",
      provision_count: 2,
      as_of: "2026-02-01",
      codified_at: null,
    });
    expect(buildCatalogue(withImport, builtIn).totals.instruments).toBe(builtIn.instruments.length + 1);
  });

  it("tells built-in from imported by id, not object identity (a server bundle may load its own copy)", () => {
    const otherCopy = loadRegistry(builtInInstruments, BUILT_IN_ORIGIN);
    const origins = new Map(buildCatalogue(withImport, otherCopy).sources.map((s) => [s.source_id, s.origin]));
    expect(origins.get("us-flsa")).toBe("builtin");
    expect(origins.get("acme-fr-handbook")).toBe("import");
  });
});

describe("catalogueFor", () => {
  it("returns the same object for the same registry and filter, and a fresh one after an import", () => {
    expect(catalogueFor(builtIn, builtIn, "GB")).toBe(catalogueFor(builtIn, builtIn, "GB"));
    expect(catalogueFor(builtIn, builtIn, "GB")).not.toBe(catalogueFor(builtIn, builtIn));
    expect(catalogueFor(withImport, builtIn, "FR")).not.toBe(catalogueFor(builtIn, builtIn, "FR"));
  });
});

describe("listSourcesQuery", () => {
  it("canonicalises the jurisdiction and refuses unknown codes and unknown parameters", () => {
    expect(listSourcesQuery.parse({ jurisdiction: " us-ca " })).toEqual({ jurisdiction: "US-CA" });
    expect(listSourcesQuery.parse({})).toEqual({});
    expect(listSourcesQuery.safeParse({ jurisdiction: "ZZ" }).success).toBe(false);
    expect(listSourcesQuery.safeParse({ country: "FR" }).success).toBe(false);
  });
});
