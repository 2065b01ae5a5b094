import { describe, expect, it } from "vitest";
import RandExp from "randexp";
import { anyOfLiterals, PatternScreen, requiredLiterals } from "./pattern-prefilter";
import { LiteralScanner } from "./literal-scan";
import { categories } from "./taxonomy";

/** A seeded generator (mulberry32), so that a failure can be run again. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("requiredLiterals", () => {
  it("joins adjacent literal characters and lower-cases them under the i flag", () => {
    expect(requiredLiterals(/\bGoverned\s+by\b/i)).toEqual({ all: ["governed", "by"] });
    expect(requiredLiterals(/\(the\s+Effective/)).toEqual({ all: ["(the", "Effective"] });
  });

  it("asks nothing of optional parts, classes, anchors and lookarounds", () => {
    expect(requiredLiterals(/colou?r/)).toEqual({ all: ["colo", "r"] });
    expect(requiredLiterals(/^\s*[A-Z]\w*(?<!non)(?=x)$/)).toBe(true);
    expect(requiredLiterals(/(?:very\s+)?large/i)).toBe("large");
    expect(requiredLiterals(/x{0,3}y*/)).toBe(true);
  });

  it("keeps what a repeated part needs at least once", () => {
    expect(requiredLiterals(/(?:ab)+c/)).toEqual({ all: ["ab", "c"] });
    expect(requiredLiterals(/_{3,}/)).toBe("_");
  });

  it("turns alternation into any-of, and gives up on an alternative that needs nothing", () => {
    expect(requiredLiterals(/\b(?:shall|will)\s+pay\b/i)).toEqual({ all: [{ any: ["shall", "will"] }, "pay"] });
    expect(requiredLiterals(/cat|\d+/)).toBe(true);
  });

  it("ends a literal at a non-ASCII character", () => {
    expect(requiredLiterals(/party’s/i)).toEqual({ all: ["party", "s"] });
  });

  it("asks nothing of flags it does not reason about", () => {
    expect(requiredLiterals(/abc/u)).toBe(true);
    expect(requiredLiterals(/abc/m)).toBe(true);
  });
});

describe("anyOfLiterals", () => {
  it("keeps the required part whose shortest literal is longest", () => {
    expect(anyOfLiterals({ all: [{ any: ["shall", "will"] }, "pay"] })).toEqual(["shall", "will"]);
    expect(anyOfLiterals({ all: ["no", { any: ["hire", "poach"] }] })).toEqual(["hire", "poach"]);
    expect(anyOfLiterals(true)).toBe(true);
  });
});

describe("LiteralScanner", () => {
  it("finds overlapping literals, literals inside others and literals across a non-ASCII character", () => {
    const literals = ["he", "she", "his", "hers", "terminat", "termination", "a"];
    const scanner = new LiteralScanner(literals);
    for (const text of ["ushers", "termination", "shé", "his\u0301 terminat\u0301ion", "", "ßa"]) {
      expect([...scanner.scan(text)], text).toEqual(literals.map((l) => (text.includes(l) ? 1 : 0)));
    }
  });

  it("agrees with includes on random texts", () => {
    const random = seeded(7);
    const alphabet = "abc ABC.\u00e9";
    const pick = (n: number) => Array.from({ length: n }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
    const literals = [...new Set(Array.from({ length: 40 }, () => pick(1 + Math.floor(random() * 4)).replace(/\u00e9/g, "")).filter(Boolean))];
    const scanner = new LiteralScanner(literals);
    for (let n = 0; n < 500; n++) {
      const text = pick(Math.floor(random() * 40));
      expect([...scanner.scan(text)]).toEqual(literals.map((l) => (text.includes(l) ? 1 : 0)));
    }
  });

  it("refuses a non-ASCII literal", () => {
    expect(() => new LiteralScanner(["é"])).toThrow(/ASCII/);
  });
});

describe("PatternScreen over the taxonomy", () => {
  const patterns = categories.flatMap((c) => c.patterns);
  const screen = new PatternScreen(patterns);
  const bruteForce = (text: string) => patterns.flatMap((p, i) => (p.test(text) ? [i] : []));

  it("finds exactly the patterns that match texts generated from every pattern, in any case and among other words", () => {
    const random = seeded(2026);
    const filler = ["The Supplier", "shall", "in accordance with", "İstanbul", "ſ", "über", "\n", "(a)", "notice", "—"];
    let matchedTexts = 0;
    patterns.forEach((pattern) => {
      // The generator does not know lookbehinds; texts made without them are still judged by the pattern itself.
      const generator = new RandExp(new RegExp(pattern.source.replace(/\(\?<[=!][^)]*\)/g, ""), pattern.flags));
      generator.randInt = (a, b) => a + Math.floor(random() * (b - a + 1));
      generator.defaultRange.add(0xc0, 0x17f);
      generator.max = 3;
      for (let n = 0; n < 25; n++) {
        const sample = generator.gen();
        const around = () => filler[Math.floor(random() * filler.length)];
        const text = `${around()} ${sample} ${around()}`;
        if (pattern.test(text)) matchedTexts++;
        expect(screen.matches(text), `${pattern} on ${JSON.stringify(text)}`).toEqual(bruteForce(text));
      }
    });
    // Most generated texts really match their pattern, so the screen was asked about matches, not only misses.
    expect(matchedTexts).toBeGreaterThan(patterns.length * 10);
  });

  it("finds exactly the patterns that match clauses written the way contracts are", () => {
    const clauses = [
      "NON-EXCLUSIVE LICENSE. Licensor hereby grants to Licensee a non-exclusive, non-transferable licence to use the Software.",
      "The Supplier shall not, without the prior written consent of the Customer, assign this Agreement; any assignment in breach is void.",
      "IN WITNESS WHEREOF the parties have signed.\nBy: ______\nName: Jane Roe\nTitle: Director",
      "This Agreement is governed by the laws of the State of New York, and the laws of the State of New York shall govern.",
      "Neither party shall be liable for any indirect, incidental or consequential damages; in no event shall the aggregate liability exceed the fees paid.",
      "EXHIBIT A\nSCHEDULE OF FEES",
      "Licensee shall not contest or challenge the validity of the Licensor’s patents, and the exclusive territory is France.",
    ];
    for (const text of clauses) expect(screen.matches(text), text).toEqual(bruteForce(text));
  });
});
