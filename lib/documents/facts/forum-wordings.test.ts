import { describe, expect, it } from "vitest";
import { forumsOf } from "./forum";

const brief = (...units: string[]) => forumsOf(units).map((f) => [f.kind, f.place, f.jurisdiction]);

// Wordings of our own for forum clauses the reader used to pass over: an arbitration a dispute is "submitted for" or a
// party "applies for", a venue that "shall be the courts located in" a place, and a seat followed by a lower-case word.
describe("other wordings of a forum clause", () => {
  it("reads an arbitration a dispute is submitted for, and its seat after the body that runs it", () => {
    expect(brief("Any disagreement between the parties under this Agreement shall be submitted for binding arbitration under the rules of the Regional Arbitration Institute in Boise, Idaho.")).toEqual([["arbitration", "Boise, Idaho", "US-ID"]]);
  });
  it("reads an arbitration a party may apply for", () => {
    expect(brief("Any dispute about this Contract not settled by talks within thirty days: either party may apply for an arbitration in Lakeview County, and the award shall bind both parties.")).toEqual([["arbitration", "Lakeview County", null]]);
  });
  it("reads a venue that shall be the courts located in a place", () => {
    expect(brief("The venue for any claim arising out of this Agreement shall be the appropriate state and federal courts located in Memphis, Tennessee.")).toEqual([["courts", "Memphis, Tennessee", "US-TN"]]);
  });
  it("ends a seat at the capitalised words, not inside a lower-case word after 'the'", () => {
    expect(brief("All disputes shall be settled by arbitration. The arbitration shall take place in Tianjin and the decision of the tribunal shall be final.")).toEqual([["arbitration", "Tianjin", null]]);
  });
  it("near misses: an award mentioned, a venue of a meeting, an optional arbitration someone may agree to are no forum", () => {
    expect(brief("The venue for the annual meeting shall be the offices of the Manager in Memphis, Tennessee.")).toEqual([]);
    expect(brief("The parties may agree to submit a pricing disagreement for arbitration if both parties so agree.")).toEqual([]);
    expect(brief("The Supplier shall apply for an import licence in Lakeview County.")).toEqual([]);
  });
});

describe("forum wordings spread over a clause", () => {
  it("reads a venue with a long description of the claims before it, and an application for arbitration after a lead-in", () => {
    expect(brief("The venue for any controversy, claim or difference arising out of or relating to this Agreement or any breach of it or of any order under it, shall be the state and federal courts located in Memphis, Tennessee.")).toEqual([["courts", "Memphis, Tennessee", "US-TN"]]);
    expect(brief("The parties shall first negotiate in good faith. I. Should the parties fail to agree within one month, they may apply for an arbitration in Lakeview County.")).toEqual([["arbitration", "Lakeview County", null]]);
  });
});
