import { describe, expect, it } from "vitest";
import { withoutReferencedTitles } from "./cross-references";
import { classifySegment } from "../classify";

// Invented clauses.
describe("withoutReferencedTitles", () => {
  it("leaves out the titles cross-references carry", () => {
    expect(withoutReferencedTitles("Subject to Section 9 (Limitation of Liability), the Supplier shall indemnify the Customer.")).toBe("Subject to Section 9, the Supplier shall indemnify the Customer.");
    expect(withoutReferencedTitles("The rights under Articles 6 (Payment) and 10 (Confidentiality) survive termination.")).toBe("The rights under Articles 6 and 10 survive termination.");
    expect(withoutReferencedTitles("Except as set out in Section 4.3.1 [Non-Competition], nothing prevents the Agent.")).toBe("Except as set out in Section 4.3.1, nothing prevents the Agent.");
  });

  it("keeps brackets that are no reference's title", () => {
    const text = "The Licensee shall pay fifty percent (50%) of Net Sales to the Company (the Licensor) as defined in Section 1.4.";
    expect(withoutReferencedTitles(text)).toBe(text);
  });

  it("does not give a clause the category of a clause it only points to", () => {
    const categoriesOf = (text: string) => classifySegment({ label: "8.1", heading: null, text, page: 1, kind: "clause" }, 20);
    expect(categoriesOf("Subject to Section 9 (Limitation of Liability), the Supplier shall indemnify and hold harmless the Customer against all third-party claims.")).not.toContain("limitation_of_liability");
    expect(categoriesOf("Subject to Section 9, in no event shall either party's aggregate liability under this Agreement exceed the fees paid in the preceding twelve months.")).toContain("limitation_of_liability");
  });
});
