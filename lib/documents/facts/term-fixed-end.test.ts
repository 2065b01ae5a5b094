import { describe, expect, it } from "vitest";
import { termFactsOf } from "./term";

const clause = (n: number, text: string, heading: string | null = null, categories: string[] = []) => ({ clause_number: n, label: String(n), heading, clause_text: text, categories, kind: "clause" });

// Our own wordings of terms the reader took from the wrong clause: a term that ends on a date (or on a blank date in a
// form), a term that "is valid for" or "expires … years from", and an extension only by a further agreement.
describe("a term set by its end date or by other verbs", () => {
  it("a term that ends on a date has no duration, and an audit window elsewhere is not it", () => {
    const t = termFactsOf([
      clause(6, "Either party may audit the other's statements for a period of three (3) years from the date each statement is rendered.", "Audits"),
      clause(8, "This agreement starts on signature and shall continue through March 31, 2031 (the \"Term\").", "Term"),
    ]);
    expect(t.duration).toBeNull();
    expect(t.setBy).toMatchObject({ clause_number: 8 });
  });
  it("a form's blank end date still fixes the term in its clause", () => {
    const t = termFactsOf([clause(2, "The Sponsor shall provide the services during the term of this Agreement.", "Services", ["term"]), clause(5, "The term of this Agreement runs from signature until ________.", "Term")]);
    expect(t.setBy).toMatchObject({ clause_number: 5 });
  });
  it("reads 'is valid for' and 'expires … years from'", () => {
    expect(termFactsOf([clause(23, "This Contract is valid for 4 years, beginning on signature. It is made in two originals.", null)]).duration).toMatchObject({ amount: 4, unit: "year" });
    expect(termFactsOf([clause(2, "This Agreement expires eight (8) years from the Opening Date, unless terminated sooner.", "Term")]).duration).toMatchObject({ amount: 8, unit: "year" });
  });
  it("an extension only by a further written agreement is not an automatic renewal", () => {
    const r = termFactsOf([clause(6, "The term shall extend from signature through and until June 30, 2029, unless extended by written agreement of the parties.", "Term")]).renewal;
    expect(r?.automatic ?? false).toBe(false);
  });
  it("near misses: a term that renews itself 'unless' notice is still automatic; a date a payment ends on is no term", () => {
    const r = termFactsOf([clause(6, "The term shall run until June 30, 2029 and shall thereafter renew for successive one (1) year periods unless either party gives sixty (60) days' notice.", "Term")]).renewal;
    expect(r?.automatic).toBe(true);
    const t = termFactsOf([clause(3, "Payments of royalties shall continue until December 31, 2030.", "Royalties"), clause(4, "This Agreement shall continue for five (5) years.", "Duration")]);
    expect(t.duration).toMatchObject({ amount: 5, clause_number: 4 });
  });
});
