import { describe, expect, it } from "vitest";
import { termFactsOf } from "./term";

const clause = (n: number, text: string, heading: string | null = null) => ({ clause_number: n, label: String(n), heading, clause_text: text, categories: [], kind: "clause" });

// Our own wordings: a term to a fixed date "unless extended or earlier terminated" does not renew by itself; the same
// words after successive periods still do. A term "of this Agreement shall be N calendar years" is a duration.
describe("a fixed term that may be extended or ended early is not an evergreen", () => {
  it("'shall run until 30 June 2027, unless extended or sooner terminated' renews nothing", () => {
    const t = termFactsOf([clause(4, "This Agreement shall commence on signature and shall continue until 30 June 2027, unless extended or sooner terminated. It may be extended upon mutual written agreement.", "Term")]);
    expect(t.renewal?.automatic ?? false).toBe(false);
  });
  it("near miss: successive one-year periods 'unless earlier terminated' still renew automatically", () => {
    const t = termFactsOf([clause(4, "After the first year this Agreement shall continue for successive one (1) year periods unless earlier terminated.", "Term")]);
    expect(t.renewal?.automatic).toBe(true);
  });
  it("'The initial term of this Agreement shall be four (4) calendar years' sets a four-year term", () => {
    const t = termFactsOf([clause(2, "The initial term of this Agreement shall be four (4) calendar years from the date of signature.", "Term")]);
    expect(t.duration).toMatchObject({ amount: 4, unit: "year" });
  });
  it("near miss: 'the term of this Agreement shall be extended' sets no duration", () => {
    const t = termFactsOf([clause(2, "The term of this Agreement shall be extended by any period of suspension.", "Term")]);
    expect(t.duration).toBeNull();
  });
});

// Our own wordings: a term whose length a filing redacted, or that runs until an event, is still the term sentence.
describe("a term with no stated length", () => {
  it("a redacted length is the term, with no duration", () => {
    const t = termFactsOf([
      clause(3, "Buyer may inspect the plant on [***] days' notice during the term of this Agreement.", "Inspection"),
      clause(9, "This Agreement shall commence on the Effective Date and shall continue in effect for a period of [***] years thereafter.", null),
    ]);
    expect(t.duration).toBeNull();
    expect(t.setBy).toMatchObject({ clause_number: 9 });
  });
  it("near miss: a redacted record-keeping period is not the term", () => {
    const t = termFactsOf([clause(7, "Supplier shall keep batch records for a period of [***] years.", "Records")]);
    expect(t.setBy).toBeNull();
  });
  it("a contract that remains in force until an event is set there", () => {
    const t = termFactsOf([clause(4, "The Sponsor shall fund all cost overruns. This Agreement shall remain in force until the Plant is commissioned.", null)]);
    expect(t.setBy).toMatchObject({ clause_number: 4 });
    expect(t.duration).toBeNull();
  });
});
