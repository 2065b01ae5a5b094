import { describe, expect, it } from "vitest";
import { isBareHeading, isContentsRun, isFilingFooter } from "./legends";
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

// Invented headings and clauses.
describe("isBareHeading", () => {
  it("finds a heading standing alone, or a contents line of one", () => {
    expect(isBareHeading("Right of First Negotiation.")).toBe(true);
    expect(isBareHeading("Access to Information; Books and Records.")).toBe(true);
    expect(isBareHeading("ENFORCEMENT OF JOINT INTELLECTUAL PROPERTY RIGHTS     16")).toBe(true);
    expect(isBareHeading("Royalty Reports; Net Sales Reports. 6.4.1 Payments to Third Parties.")).toBe(true);
  });

  it("leaves a term, a heading over a withheld clause and a label with its value alone", () => {
    expect(isBareHeading("The Licensee shall pay the Royalty quarterly.")).toBe(false);
    expect(isBareHeading("Insurance Requirements [***]")).toBe(false);
    expect(isBareHeading("Governing Law: State of New York")).toBe(false);
    expect(isBareHeading("Governing Law. Delaware.")).toBe(false);
    expect(isBareHeading("an Operator Change of Control;")).toBe(false);
    expect(isBareHeading("Term. 3 Years")).toBe(false);
  });

  it("gives a heading standing alone none of the clause categories it names", () => {
    const alone = (text: string) => classifySegment({ label: null, heading: null, text, page: 1, kind: "clause" }, 9);
    expect(alone("Mutual Non-Disparagement; No Public Statements.")).not.toContain("non_disparagement");
    expect(alone("Neither party shall make any statement that disparages the other party or its products.")).toContain("non_disparagement");
  });
});
