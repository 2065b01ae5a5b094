import { describe, expect, it } from "vitest";
import { isContentsRun, isFilingFooter } from "./legends";
import { classifySegment } from "../classify";

// Invented contents pages and clauses.
describe("isContentsRun", () => {
  it("finds a contents page run together without dot leaders", () => {
    expect(isContentsRun("11.1 Limitation of Liability 21 11.2 Exclusion of Consequential Loss 22 11.3 Insurance 22 12.1 Governing Law 23")).toBe(true);
    expect(isContentsRun("Section 9.01. Term 11 Section 9.02. Renewal Term 11 Section 9.03. Termination for Convenience 12")).toBe(true);
  });

  it("leaves a clause with numbers and references alone", () => {
    expect(isContentsRun("The Supplier shall deliver 12 Units within 30 days of each Order, as set out in clause 4.2 and Schedule 3.")).toBe(false);
    expect(isContentsRun("3.1 Scope 12 The Agent shall promote the Products in the Territory and shall not sell any competing product.")).toBe(false);
  });

  it("gives a contents page none of the clause categories its headings name", () => {
    const contents = (text: string) => classifySegment({ label: null, heading: null, text, page: 1, kind: "clause" }, 9);
    expect(contents("14.12 Counterparts 44 14.13 Third Party Beneficiaries 44 14.14 Governing Law 45 14.15 Notices 45")).not.toContain("third_party_beneficiary");
    expect(contents("6.1 Royalty 13 6.2 Minimum Royalty 13 6.3 Reports and Audit 14 6.4 Insurance 14 6.5 Most Favoured Customer 15")).toEqual([]);
  });
});

// Invented companies and dates, in the shape a filing service prints at the foot of each page.
describe("isFilingFooter", () => {
  it("finds a filing service's page footer", () => {
    expect(isFilingFooter("Source: ACME WIDGETS, INC., 8-K, 12/11/2017")).toBe(true);
    expect(isFilingFooter("Source: EXAMPLE ENERGY CORP, DRS/A (on S-1), 3/21/2018")).toBe(true);
    expect(isFilingFooter("Source: EXAMPLE HOLDINGS LTD, 10-Q, 1/9/2020")).toBe(true);
  });

  it("leaves a clause that speaks of a source alone", () => {
    expect(isFilingFooter("Source: the Supplier shall name the source of each component, 10 days before delivery, 3/21/2018 at the latest.")).toBe(false);
    expect(isFilingFooter("Source code shall be deposited with the Escrow Agent, 10-K filings aside, by 3/21/2018")).toBe(false);
    expect(isFilingFooter("Source: ACME WIDGETS, INC.")).toBe(false);
  });
});
