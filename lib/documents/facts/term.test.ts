import { describe, expect, it } from "vitest";
import { termFactsOf } from "./term";

const clause = (n: number, text: string, heading: string | null = null, categories: string[] = []) => ({ clause_number: n, label: String(n), heading, clause_text: text, categories, kind: "clause" });

describe("the term as a duration", () => {
  it("is read from a definition among others, even when another definition speaks of payment", () => {
    const t = termFactsOf([clause(1, `"Site" means the depot at Slough. "Term" means the period of seven (7) years from the Start Date. "Payment Day" means the first day of each month.`, "Definitions")]);
    expect(t.duration).toMatchObject({ amount: 7, unit: "year" });
  });
  it("is not a restrictive covenant's or confidentiality's period, nor one running 'during the term of this Agreement and for … after'", () => {
    const t = termFactsOf([
      clause(1, "The Agent shall not, during the term of this Agreement and for eighteen (18) months after its expiry, sell competing goods.", "Term of Restrictions", ["term"]),
      clause(2, "Neither party shall solicit the other's staff for a period of nine (9) months.", "Staff", ["term"]),
      clause(3, "This Agreement starts on signature and continues for an initial term of four (4) years.", "Duration"),
    ]);
    expect(t.duration).toMatchObject({ amount: 4, unit: "year", clause_number: 3 });
  });
  it("reads 'the initial Service Term is thirty-six (36) months'", () => {
    const t = termFactsOf([clause(1, "Confidential information is protected for five (5) years.", "Term", ["term"]), clause(2, "The initial Service Term is thirty-six (36) months from the Go-Live Date.", "Duration")]);
    expect(t.duration).toMatchObject({ amount: 36, unit: "month" });
  });
});

describe("how the term renews", () => {
  it("is automatic when it renews by itself, not when both parties must agree again", () => {
    const renewalOf = (text: string) => termFactsOf([clause(6, text, "Term and Termination")]).renewal;
    expect(renewalOf("This Agreement shall have an initial term of three (3) years and shall automatically renew for successive periods of one (1) year unless either party gives notice.")?.automatic).toBe(true);
    expect(renewalOf("This Agreement shall have an initial term of three (3) years. This agreement shall automatically renew for a period of three (3) years and upon the parties mutual agreement on new minimum performance goals for the renewal period.")?.automatic ?? false).toBe(false);
    expect(renewalOf("The term shall be renewed for a further year if the parties so agree in writing before it ends.")?.automatic ?? false).toBe(false);
  });
});

describe("renewal read through its grammar: a denied renewal, a tacit or standing one", () => {
  const renewalOf = (text: string) => termFactsOf([clause(4, text, "Duration")]).renewal;
  it("is not automatic when the sentence denies it", () => {
    expect(renewalOf("The licence runs for two years from the Start Date and will not be renewed automatically; any extension needs a written amendment.")?.automatic ?? false).toBe(false);
    expect(renewalOf("This Contract does not extend automatically at the end of its term.")?.automatic ?? false).toBe(false);
  });
  it("is automatic when the term 'stands renewed' or 'is tacitly renewed' unless a party gives notice", () => {
    expect(renewalOf("The lease runs for five years and shall then stand extended for further periods of two years unless the Tenant gives notice at least six months before expiry.")?.automatic).toBe(true);
    expect(renewalOf("This Agreement shall automatically renew for successive one-year periods unless either party notifies the other that it shall not be renewed.")?.automatic).toBe(true);
    expect(renewalOf("This Agreement is made for an initial period of three years. It shall be tacitly renewed for successive periods of one year unless either party objects at least two months before the end of the current period.")?.automatic).toBe(true);
  });
});
