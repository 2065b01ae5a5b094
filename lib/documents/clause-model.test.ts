import { describe, expect, it } from "vitest";
import { featuresFingerprint, FEATURE_BITS, matchingPatterns, sentenceFeatures, sentencesOf, stackInput, STACK_DIMS } from "./clause-features";
import { categoryScores, detectCategories, storedClauseModel } from "./clause-model";
import { categories } from "./taxonomy";
import type { Segment } from "./segment";

const clause = (text: string, heading: string | null = null): Segment => ({ label: "7", heading, text, page: 1, kind: "clause" });

describe("the stored clause model", () => {
  it("was trained on the features the code computes now (else run npm run train:clauses)", () => {
    expect(storedClauseModel.featureBits).toBe(FEATURE_BITS);
    expect(storedClauseModel.fingerprint).toBe(featuresFingerprint());
  });

  it("covers every CUAD category, learned or left to its patterns", () => {
    const cuad = categories.filter((c) => c.source === "cuad").map((c) => c.id);
    expect(Object.keys(storedClauseModel.categories).sort()).toEqual([...cuad].sort());
    const learned = Object.values(storedClauseModel.categories).filter((m) => !("patternsOnly" in m));
    expect(learned.length).toBeGreaterThanOrEqual(30);
    for (const m of learned) if (!("patternsOnly" in m)) expect(Buffer.from(m.features, "base64").length).toBe(Buffer.from(m.weights, "base64").length);
    for (const m of learned) if (!("patternsOnly" in m)) expect(m.stack).toHaveLength(STACK_DIMS);
  });
});

describe("detectCategories", () => {
  it("reads a clause by its words and by the heading it sits under", () => {
    const segs = [
      clause("Either party may terminate this Agreement at any time for any reason upon ninety (90) days prior written notice to the other party.", "Termination"),
    ];
    expect(detectCategories(segs, 0)).toContain("termination_for_convenience");
  });

  it("does not read a plain services clause as a restriction", () => {
    const found = detectCategories([clause("Supplier shall provide the services described in Schedule 1 in a professional manner.", "Services")], 0);
    for (const id of ["non_compete", "exclusivity", "anti_assignment", "cap_on_liability", "governing_law"]) expect(found).not.toContain(id);
  });

  it("is deterministic", () => {
    const seg = [clause("This Agreement shall be governed by and construed in accordance with the laws of the State of Delaware.")];
    expect(detectCategories(seg, 0)).toEqual(detectCategories(seg, 0));
    expect(detectCategories(seg, 0)).toContain("governing_law");
  });
});

describe("sentence-level reading", () => {
  it("splits a clause into sentences, joining pieces too short to stand alone", () => {
    expect(sentencesOf("Term. This Agreement starts on the Effective Date and continues for three years. Either party may end it on notice; the other party may object.")).toEqual([
      "Term. This Agreement starts on the Effective Date and continues for three years.",
      "Either party may end it on notice; the other party may object.",
    ]);
    expect(sentencesOf("A single short sentence.")).toEqual(["A single short sentence."]);
  });

  it("reads only a runaway clause's opening, as the clause's own features do", () => {
    const runaway = "Supplier shall deliver the goods to the address stated in the order. ".repeat(5000);
    const read = sentenceFeatures(clause(runaway), 0);
    expect(read.length).toBeGreaterThan(1);
    expect(read.length).toBeLessThan(150);
  });

  it("finds a clause that is one sentence of a longer clause about something else", () => {
    const services = [
      "Supplier shall provide the services described in each statement of work with reasonable skill and care and in accordance with good industry practice.",
      "Supplier shall assign suitably qualified personnel to the services and shall replace any person whom Customer reasonably objects to.",
      "During the term of this Agreement and for two (2) years thereafter, Supplier shall not, directly or indirectly, engage in or own any business that competes with Customer in the Territory.",
      "Supplier shall keep accurate records of the time spent on the services and provide them to Customer on request.",
      "Customer shall provide Supplier with access to its premises and systems as reasonably required for the services.",
    ].join(" ");
    const scores = categoryScores([clause(services, "Services")], 0).get("non_compete")!;
    // Diluted by the rest of the clause, the restraint reads more strongly in its own sentence.
    expect(scores.sentence).toBeGreaterThan(scores.clause);
    expect(detectCategories([clause(services, "Services")], 0)).toContain("non_compete");
    expect(detectCategories([clause(services.replace(/During the term[^.]*\./, ""), "Services")], 0)).not.toContain("non_compete");
  });

  it("scores a clause of one sentence once, as itself", () => {
    const one = categoryScores([clause("This Agreement shall be governed by the laws of the State of Delaware.")], 0).get("governing_law")!;
    expect(one.sentence).toBe(one.clause);
  });
});

describe("the second level", () => {
  it("reads the clause's two scores, its neighbours' (or their absence), the pattern hit, position and kind", () => {
    const x = stackInput({ clause: 2, sentence: 40 }, null, { clause: -5, sentence: -100 }, true, 7, "clause");
    expect(x).toHaveLength(STACK_DIMS);
    // bias; own clause and sentence (clipped to ±15, over 5); no previous clause; the next one's; pattern hit.
    expect(Array.from(x.slice(0, 10))).toEqual([1, 0.4, 3, 1, 0, 0, 0, -1, -3, 1]);
    // position 3 or later, kind "clause": one flag each.
    expect(Array.from(x.slice(10, 14))).toEqual([0, 0, 0, 1]);
    expect(x.slice(14).reduce((a, b) => a + b, 0)).toBe(1);
    expect(x[15]).toBe(1);
    const first = stackInput({ clause: 0, sentence: 0 }, { clause: 1, sentence: 1 }, null, false, 0, "preamble");
    expect(Array.from(first.slice(3, 10))).toEqual([0, 0.2, 0.2, 1, 0, 0, 0]);
    expect(first[10]).toBe(1);
    expect(first[14]).toBe(1);
  });

  it("scores a clause with its own stored weights over its own and its neighbours' first-level scores", () => {
    const segs = [
      clause("Neither party shall assign this Agreement without the prior written consent of the other party.", "Assignment"),
      clause("During the term of this Agreement, Distributor shall not sell any products that compete with the Products in the Territory.", "Non-Competition"),
      clause("The restriction in Section 7 shall not apply to products Distributor sold before the Effective Date.", "Exceptions"),
    ];
    const all = segs.map((_, i) => categoryScores(segs, i));
    const file = storedClauseModel.categories.competitive_restriction_exception;
    if ("patternsOnly" in file) throw new Error("competitive_restriction_exception is learned");
    const own = all[2].get("competitive_restriction_exception")!;
    const previous = all[1].get("competitive_restriction_exception")!;
    const hit = matchingPatterns(segs[2]).some((m) => m.id === "competitive_restriction_exception");
    const x = stackInput(own, previous, null, hit, 2, "clause");
    expect(own.score).toBeCloseTo(x.reduce((a, v, d) => a + v * file.stack[d], 0), 6);
    expect(own.threshold).toBe(file.threshold);
    // The same clause at the same place after another clause than the covenant: the same own scores, another score.
    const elsewhere = categoryScores([segs[0], segs[0], segs[2]], 2).get("competitive_restriction_exception")!;
    expect(elsewhere.clause).toBe(own.clause);
    expect(elsewhere.sentence).toBe(own.sentence);
    expect(elsewhere.score).not.toBeCloseTo(own.score, 6);
  });

  it("assigns a category by its first-level rule when the second level does not, and only by it or the second level or a pattern", () => {
    const segs = [
      clause("Neither party shall assign this Agreement without the prior written consent of the other party.", "Assignment"),
      clause("During the term of this Agreement, Distributor shall not sell any products that compete with the Products in the Territory.", "Non-Competition"),
      clause("Licensee may sublicense the rights granted in Section 2 to its Affiliates, who shall be bound by this Agreement.", "Affiliates"),
      clause("The restriction in Section 7 shall not apply to products Distributor sold before the Effective Date.", "Exceptions"),
    ];
    for (let i = 0; i < segs.length; i++) {
      const found = detectCategories(segs, i);
      const patterns = new Set(matchingPatterns(segs[i]).map((m) => m.id));
      for (const [id, s] of categoryScores(segs, i)) {
        const file = storedClauseModel.categories[id];
        if ("patternsOnly" in file) throw new Error(`${id} is learned`);
        expect(s.firstThreshold).toBe(file.firstThreshold ?? Infinity);
        const byRule = s.score > s.threshold || s.clause + s.sentence > s.firstThreshold;
        if (byRule) expect(found).toContain(id);
        else if (!patterns.has(id)) expect(found).not.toContain(id);
      }
    }
    // Some categories have a first-level rule, some do not.
    const rules = Object.values(storedClauseModel.categories).filter((m) => !("patternsOnly" in m));
    expect(rules.some((m) => "firstThreshold" in m && m.firstThreshold !== null)).toBe(true);
    expect(rules.some((m) => "firstThreshold" in m && m.firstThreshold === null)).toBe(true);
  });
});
