import { describe, expect, it } from "vitest";
import { featuresFingerprint, FEATURE_BITS } from "./clause-features";
import { detectCategories, storedClauseModel } from "./clause-model";
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
