import { describe, expect, it } from "vitest";
import { composeDraft } from "./compose";
import { allTemplates } from "./templates";

const supply = allTemplates.find((t) => t.id === "supply_agreement")!;
const request = (jurisdiction: string) => ({ jurisdiction, party_a: "Alfa S.r.l.", party_b: "Beta S.p.A.", key_terms: { products: "brass valves", price: "EUR 3 per unit" } });

describe("Italian specific approval (c.c. arts. 1341(2), 1342)", () => {
  it("ends an Italian-law draft with a separately signed approval naming each onerous clause by number and nothing else", () => {
    const d = composeDraft(supply, request("IT"));
    const [, block] = d.signature_blocks.split("SPECIFIC APPROVAL");
    expect(block).toBeDefined();
    const liability = d.clauses.find((c) => c.heading === "Limitation of Liability")!;
    const disputes = d.clauses.find((c) => c.heading === "Governing Law and Disputes")!;
    expect(block).toContain(`clause ${liability.clause_number} (Limitation of Liability)`);
    expect(block).toContain(`clause ${disputes.clause_number} (Governing Law and Disputes)`);
    // Not a second signature under everything: confidentiality or notices are not onerous terms.
    for (const heading of ["Confidentiality", "Notices", "Definitions and Interpretation"]) expect(block).not.toContain(`(${heading})`);
    // Signed apart from the contract, with its own place and date, by the adhering party only.
    expect(block).toMatch(/\n\nPlace, date: _+\nFor Beta S\.p\.A\. \(the Buyer\):\nSignature: _+\nName: \[●\]\nTitle: \[●\]$/);
    expect(block).not.toContain("Alfa S.r.l.");
    expect(d.notes.map((n) => n.code)).toContain("specific_approval_it");
  });

  it("is not added under any other law", () => {
    for (const j of ["DE", "FR", "GB", "ES"]) expect(composeDraft(supply, request(j)).signature_blocks).not.toContain("1341");
  });
});
