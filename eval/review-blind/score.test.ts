import { describe, expect, it } from "vitest";
import { categoryIds } from "@/lib/documents/taxonomy";
import { expectedClauses } from "@/lib/documents/playbook";
import { CONCEPT_IDS } from "./concepts";
import { blindExpectations } from "./expectations";
import { calledMissing, clauseByQuote, partyFound, withinBounds } from "./score";

describe("blind review scorer", () => {
  it("finds a clause by a quote whatever its quotes, dashes, case and line breaks", () => {
    const clauses = [{ clause_text: "1.1 Fees are due." }, { clause_text: "SUPPLIER’S TOTAL\n  LIABILITY ARISING OUT OF this Agreement — capped." }];
    expect(clauseByQuote(clauses, "Supplier's total liability arising out of")).toBe(clauses[1]);
    expect(clauseByQuote(clauses, "liability arising out of this Agreement - capped")).toBe(clauses[1]);
    expect(clauseByQuote(clauses, "Customer's total liability")).toBeNull();
  });

  it("holds a risk to its floor and ceiling", () => {
    expect(withinBounds("high", { atLeast: "high" })).toBe(true);
    expect(withinBounds("critical", { atLeast: "high" })).toBe(true);
    expect(withinBounds("medium", { atLeast: "high" })).toBe(false);
    expect(withinBounds("high", { atMost: "medium" })).toBe(false);
    expect(withinBounds("low", { atMost: "medium" })).toBe(true);
    expect(withinBounds("?", {})).toBe(false);
  });

  it("finds a party by its defined term and its name, a title aside", () => {
    const details = [{ name: "Ms. Ananya Kulkarni", role: null, defined_as: "Employee" }, { name: "Sahyadri Fintech Private Limited", role: null, defined_as: "Company" }];
    expect(partyFound(details, { defined: "Employee", name: "Ananya Kulkarni" })).toBe(true);
    expect(partyFound(details, { defined: "Company", name: "Sahyadri Fintech Private Limited" })).toBe(true);
    expect(partyFound(details, { defined: "Employer", name: "Sahyadri Fintech Private Limited" })).toBe(false);
    expect(partyFound(details, { defined: "Company", name: "Konkan Fintech Private Limited" })).toBe(false);
  });

  it("maps a concept onto any engine id that does its work, and an unmapped one to not scorable", () => {
    expect(calledMissing("termination", ["termination"])).toBe(true);
    expect(calledMissing("anti_assignment", ["assignment"])).toBe(true);
    expect(calledMissing("confidentiality", ["termination"])).toBe(false);
    expect(calledMissing("security_for_claims", ["termination"])).toBeNull();
    expect(calledMissing("no_such_concept", [])).toBeNull();
  });

  it("knows every concept the examiner named, and maps each only onto ids the engine has", () => {
    const named = blindExpectations.flatMap((e) => [...e.notMissing, ...e.missing]);
    expect(named.filter((c) => !Object.hasOwn(CONCEPT_IDS, c))).toEqual([]);
    const engine = new Set([...categoryIds, ...expectedClauses.map((e) => e.id)]);
    expect(Object.values(CONCEPT_IDS).flatMap((ids) => ids ?? []).filter((id) => !engine.has(id))).toEqual([]);
  });
});
