import { describe, expect, it } from "vitest";
import { segment } from "../segment";

const headings = (text: string) => segment([{ page: 1, text }]).map((s) => [s.label, s.heading]);

// Our own wording of two layouts whose headings were lost, so the whole agreement read as one or a few clauses.
describe("headings a layout leaves without numbers, or runs together", () => {
  it("reads title-case lines between paragraphs as headings when nothing is numbered, past numbers left on lines of their own", () => {
    const text = [
      "PARTNERSHIP AGREEMENT",
      "This Partnership Agreement is made on 3 June 2025 between Kestrel Tools LLC and Osprey Parts LLC.",
      "The partners agree as follows:",
      "Formation",
      "By this Agreement the Partners form a general partnership under the laws of the State of Ohio.",
      "1.",
      "2.",
      "Capital Contributions",
      "Each Partner will contribute capital in cash or property of an agreed value when the Partners so decide.",
      "Withdrawal",
      "Any Partner may withdraw from the Partnership on sixty days' written notice to the other Partners.",
    ].join("\n");
    const got = headings(text).map((h) => h[1]);
    expect(got).toEqual(expect.arrayContaining(["Formation", "Capital Contributions", "Withdrawal"]));
  });
  it("starts a clause at each article run together on one line", () => {
    const text = "DESIGN CONTRACT\nThe Client and the Architect agree as follows: Article I. Project The design of a hotel at Lot 7. Article II. Fees The Client shall pay the fees in stages. Article III. Disputes Any dispute shall be settled by arbitration in Lakeview County.";
    expect(headings(text).map((h) => h[0])).toEqual(expect.arrayContaining(["Article I", "Article II", "Article III"]));
  });
  it("near misses: a cross-reference to an article, and a title-case line inside an unfinished sentence, start nothing", () => {
    const xref = "SUPPLY CONTRACT\n1. Price. The price is fixed as set out under Article II. The Buyer shall pay within 30 days.\n2. Term. This Contract runs for two years.";
    expect(headings(xref).map((h) => h[0])).not.toContain("Article II");
    const unfinished = "LETTER AGREEMENT\nThis letter sets out the terms agreed with\nKestrel Tools\nfor the supply of spare parts to the Buyer at the prices in the attached list of parts.";
    expect(headings(unfinished).map((h) => h[1])).not.toContain("Kestrel Tools");
  });
});
