import { describe, expect, it } from "vitest";
import { isRecital } from "./recitals";
import { classifySegment } from "../classify";

// Invented recitals and clauses.
const categoriesOf = (text: string) => classifySegment({ label: null, heading: null, text, page: 1, kind: "clause" }, 5);

describe("isRecital", () => {
  it("finds a recital, which gives background and no term", () => {
    expect(isRecital("WHEREAS, the Licensor has granted the Distributor the exclusive right to sell the Products in Canada under the Prior Agreement;")).toBe(true);
    expect(isRecital("B. Whereas the Company owns the Marks and wishes to license them to the Licensee.")).toBe(true);
  });

  it("leaves a recital that runs on into the operative words, and any clause, alone", () => {
    expect(isRecital("WHEREAS the parties wish to cooperate; NOW, THEREFORE, the parties agree as follows: the Supplier appoints the Distributor its exclusive distributor.")).toBe(false);
    expect(isRecital("The Supplier appoints the Distributor as its exclusive distributor of the Products in Canada.")).toBe(false);
  });

  it("gives a recital none of the clause categories it speaks of", () => {
    expect(categoriesOf("WHEREAS, the Licensor has granted the Distributor the exclusive right to sell the Products in Canada under the Prior Agreement;")).not.toContain("exclusivity");
    expect(categoriesOf("The Supplier hereby appoints the Distributor as its sole and exclusive distributor of the Products in Canada, and shall appoint no other distributor there.")).toContain("exclusivity");
  });
});
