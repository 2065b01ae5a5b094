import { describe, expect, it } from "vitest";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { analyzeDeterministic } from "../../analyze";

// Our own wording: an assignment clause that frees a change of control from the consent it requires for other
// assignments is no change-of-control risk; one that frees only an affiliate transfer "but" deems a change of control an
// assignment still is.
const contract = (assignment: string) =>
  [
    'BRAND LICENCE AGREEMENT\nThis Agreement is made on 2 February 2026 between Northwind Marks Inc. ("Licensor") and Eastgate Foods Inc. ("Licensee").',
    "1. Grant. Licensor grants Licensee a non-exclusive licence to use the Marks on the Products.",
    `2. Assignment. Licensee may not assign this Agreement without Licensor's consent, not to be unreasonably withheld. ${assignment}`,
    "3. Governing Law. This Agreement is governed by the laws of the State of New York.",
  ].join("\n");
const cocRisk = (assignment: string, perspective: string) =>
  analyzeDeterministic([{ page: 1, text: contract(assignment) }], { chain: jurisdictionChain("US-NY"), perspective }).clauses.find((c) => /change of control/i.test(c.findings));

describe("a change of control that needs no consent", () => {
  it("is no change-of-control risk for either side", () => {
    const freed = "However, no consent of Licensor shall be needed where Licensee undergoes a change of control, provided the new owner assumes Licensee's obligations.";
    expect(cocRisk(freed, "Licensee")).toBeUndefined();
    expect(cocRisk(freed, "Licensor")).toBeUndefined();
    expect(cocRisk("Licensee may, without the consent of Licensor, assign this Agreement on a change of control of Licensee.", "Licensee")).toBeUndefined();
  });
  it("near miss: consent waived for an affiliate transfer but a change of control deemed an assignment is still the risk", () => {
    const deemed = "No consent is required for a transfer to an affiliate of Licensee, but a change of control of Licensee shall be deemed an assignment.";
    expect(cocRisk(deemed, "Licensee")?.risk_level).toMatch(/medium|high/);
  });
});
