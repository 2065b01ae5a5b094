import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CONCEPT_IDS } from "../review-blind/concepts";
import { flat } from "../review-blind/score";
import { blind2Expectations } from "./expectations";

/** The set's own consistency, checked without running the engine: what the examiner wrote must hold of the texts. */
const here = dirname(fileURLToPath(import.meta.url));
const text = (file: string) => readFileSync(join(here, file), "utf8");
const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe("second blind review set", () => {
  it("has ten contracts of 700 to 1,800 words, odd files dev and even files held out", () => {
    expect(blind2Expectations).toHaveLength(10);
    for (const e of blind2Expectations) {
      const words = text(e.file).split(/\s+/).filter(Boolean).length;
      expect(words, e.file).toBeGreaterThanOrEqual(700);
      expect(words, e.file).toBeLessThanOrEqual(1800);
      expect(e.split, e.file).toBe(Number(e.file.slice(0, 2)) % 2 === 1 ? "dev" : "held-out");
    }
  });

  it("quotes each clause verbatim, once, from its own contract", () => {
    const bad = blind2Expectations.flatMap((e) => {
      const t = flat(text(e.file));
      return e.clauses.filter((c) => occurrences(t, flat(c.quote)) !== 1).map((c) => `${e.file}: ${c.quote}`);
    });
    expect(bad).toEqual([]);
  });

  it("names parties that the contract names, and sides that are parties", () => {
    for (const e of blind2Expectations) {
      const t = flat(text(e.file));
      const defined = e.parties.map((p) => p.defined);
      for (const p of e.parties) {
        expect(t, `${e.file}: ${p.name}`).toContain(flat(p.name));
        expect(t, `${e.file}: ${p.defined}`).toContain(flat(p.defined));
      }
      expect(defined, e.file).toContain(e.perspective);
      for (const c of e.clauses) {
        expect([...defined, "mutual"], `${e.file}: ${c.label}`).toContain(c.beneficiary);
        if (c.indemnifier) expect(defined, `${e.file}: ${c.label}`).toContain(c.indemnifier);
      }
    }
  });

  it("uses only concepts the scorer maps, never one both present and missing", () => {
    for (const e of blind2Expectations) {
      expect([...e.notMissing, ...e.missing].filter((c) => !Object.hasOwn(CONCEPT_IDS, c)), e.file).toEqual([]);
      expect(e.notMissing.filter((c) => e.missing.includes(c)), e.file).toEqual([]);
    }
  });
});
