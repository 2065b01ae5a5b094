import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONCEPT_IDS } from "./concepts";
import type { BlindExpectation } from "./expectations";
import { flat } from "./score";

const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1;

/**
 * A blind set's own consistency, checked without running the engine: what the examiner wrote must hold of the texts.
 * Shared by the sets in this schema (eval/review-blind-2, eval/review-blind-3), each with its size and word range.
 */
export function describeBlindSet(name: string, expectations: BlindExpectation[], dir: string, size: { contracts: number; minWords: number; maxWords: number }) {
  const text = (file: string) => readFileSync(join(dir, file), "utf8");
  describe(name, () => {
    it(`has ${size.contracts} contracts of ${size.minWords} to ${size.maxWords} words, odd files dev and even files held out`, () => {
      expect(expectations).toHaveLength(size.contracts);
      for (const e of expectations) {
        const words = text(e.file).split(/\s+/).filter(Boolean).length;
        expect(words, e.file).toBeGreaterThanOrEqual(size.minWords);
        expect(words, e.file).toBeLessThanOrEqual(size.maxWords);
        expect(e.split, e.file).toBe(Number(e.file.slice(0, 2)) % 2 === 1 ? "dev" : "held-out");
      }
    });

    it("quotes each clause verbatim, once, from its own contract", () => {
      const bad = expectations.flatMap((e) => {
        const t = flat(text(e.file));
        return e.clauses.filter((c) => occurrences(t, flat(c.quote)) !== 1).map((c) => `${e.file}: ${c.quote}`);
      });
      expect(bad).toEqual([]);
    });

    it("names parties that the contract names, and sides that are parties", () => {
      for (const e of expectations) {
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
      for (const e of expectations) {
        expect([...e.notMissing, ...e.missing].filter((c) => !Object.hasOwn(CONCEPT_IDS, c)), e.file).toEqual([]);
        expect(e.notMissing.filter((c) => e.missing.includes(c)), e.file).toEqual([]);
      }
    });
  });
}
