import { describe, expect, it } from "vitest";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { analyzeDeterministic } from "../analyze";
import { partyRefs, preambleOf } from "./parties";

// Our own wording of a form that describes one party instead of naming it, and speaks of the parties as "we" and "you".
const form = [
  "TUTORING CENTRE FRANCHISE AGREEMENT",
  'This Franchise Agreement is entered into on the date shown on the cover page between Brightpath Learning Holdings, Inc., a Texas corporation, and the individual or legal entity identified on the cover page ("Franchisee"). In this Agreement, "we," "us" and "our" refers to Brightpath Learning Holdings, Inc., the franchisor. "You" and "your" refers to the Franchisee.',
  "1. Indemnity. You agree to defend, indemnify and hold harmless us and our affiliates against any claim arising from your operation of the Centre.",
  "2. Termination. We may terminate this Agreement by written notice to you, without any opportunity to cure, if you abandon the Centre.",
  "3. Governing Law. This Agreement is governed by the laws of the State of Texas.",
].join("\n");

describe("a form's described party and its first- and second-person parties", () => {
  it("gives the term to the described party, not the company named before it, and reads 'we' and 'you'", () => {
    const p = preambleOf(form);
    expect(p.details.find((d) => d.defined_as === "Franchisee")?.name).toBe("Franchisee");
    expect(p.details.find((d) => /Brightpath/.test(d.name))?.role).toBe("franchisor");
    const refs = partyRefs(p.details, p.opening);
    expect(refs.find((r) => r.key === "Franchisee")?.aliases).toEqual(expect.arrayContaining(["you", "your"]));
  });
  it("rates the indemnity and the termination right from each side", () => {
    const review = (perspective: string) => analyzeDeterministic([{ page: 1, text: form }], { chain: jurisdictionChain("US-TX"), perspective });
    const franchisee = review("Franchisee");
    const franchisor = review("Franchisor");
    expect(franchisor.perspectiveNotAParty || franchisor.perspectiveNotFound).toBe(false);
    const indemnity = franchisee.clauses.find((c) => c.label === "1");
    expect(indemnity?.indemnity?.obligor).toBe("Franchisee");
    const end = (a: typeof franchisee) => a.clauses.find((c) => c.label === "2")!;
    expect(end(franchisee).beneficiary).toMatch(/Brightpath/);
    expect(["low", "medium", "high", "critical"].indexOf(end(franchisee).risk_level)).toBeGreaterThan(["low", "medium", "high", "critical"].indexOf(end(franchisor).risk_level));
  });
  it("near miss: a contract that says 'we' without defining it gets no pronoun party", () => {
    const plain = 'SERVICES AGREEMENT\nThis Agreement is made between Alder Works Ltd ("Supplier") and Birch Stores Ltd ("Customer").\n1. Fees. As we agreed, the Customer shall pay the fees.';
    const p = preambleOf(plain);
    expect(partyRefs(p.details, p.opening).some((r) => r.aliases.includes("we") || r.aliases.includes("you"))).toBe(false);
  });
});
