import { describe, expect, it } from "vitest";
import { composeDraft } from "./compose";
import { allTemplates } from "./templates";

const jurisdictions = ["GB", "US-NY", "IN-KA", "NL", "CH", "SG"];

describe("clause order of an English draft", () => {
  it("opens with the definitions clause, so terms are defined before the clauses that use them", () => {
    const withDefinitions = allTemplates.filter((t) => t.boilerplate.includes("definitions"));
    expect(withDefinitions.length).toBeGreaterThan(20);
    for (const template of withDefinitions) {
      for (const jurisdiction of jurisdictions) {
        const draft = composeDraft(template, { jurisdiction, party_a: "Alpha Ltd", party_b: "Beta Ltd", key_terms: {} });
        expect(draft.clauses[0].heading, `${template.id} ${jurisdiction}`).toBe("Definitions and Interpretation");
        expect(draft.clauses.filter((c) => c.heading === "Definitions and Interpretation")).toHaveLength(1);
      }
    }
  });

  it("keeps a numbered cross-reference pointing at the clause it names", () => {
    for (const template of allTemplates) {
      const draft = composeDraft(template, { jurisdiction: "GB", party_a: "Alpha Ltd", party_b: "Beta Ltd", key_terms: {} });
      for (const c of draft.clauses) {
        for (const m of c.text.matchAll(/\bclause (\d+) \(([A-Z][^)]*)\)/g)) {
          expect(draft.clauses[Number(m[1]) - 1]?.heading, `${template.id}: ${m[0]}`).toBe(m[2]);
        }
      }
    }
  });
});
