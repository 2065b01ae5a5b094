import { describe, expect, it } from "vitest";
import { analyzeDeterministic } from "../analyze";
import { narrowerIndemnity } from "./indemnity-scope";

const broad = "Customer will defend, indemnify and hold harmless Supplier from and against all claims, losses and expenses arising out of or relating to Customer's data, Customer's use of the Services, or any act or omission of Customer.";
const patentOnly = "Supplier will defend Customer against any third-party claim that a deliverable infringes a United States patent, and will pay damages finally awarded. This Section 7.2 states Supplier's entire liability for infringement.";

describe("indemnities that do and do not mirror each other", () => {
  it("an infringement-only defence is narrower than an indemnity for every act, claim or use; two like indemnities are not", () => {
    expect(narrowerIndemnity(patentOnly, broad)).toBe(true);
    expect(narrowerIndemnity(broad, patentOnly)).toBe(false);
    const injuryA = "Owner shall indemnify Charterer against claims for bodily injury caused by Owner's negligence.";
    const injuryB = "Charterer shall indemnify Owner against claims for bodily injury caused by Charterer's negligence.";
    expect(narrowerIndemnity(injuryA, injuryB)).toBe(false);
  });

  it("a broad indemnity is not softened by a narrow one the other way; the narrow one, limited to itself, protects the indemnified side", () => {
    const text = [
      'MASTER SERVICES AGREEMENT\nThis Agreement is made on 1 May 2026 between Corvid Labs Inc. ("Supplier") and Lantern Retail LLC ("Customer").',
      "1. Services. Supplier shall perform the Services.",
      `7.1 ${broad}`,
      `7.2 ${patentOnly}`,
      "8. Governing Law. This Agreement is governed by the laws of the State of Texas.",
    ].join("\n");
    const asCustomer = analyzeDeterministic([{ page: 1, text }], { chain: ["US-TX", "US"], perspective: "Customer" });
    const c71 = asCustomer.clauses.find((c) => c.label === "7.1")!;
    expect(c71.findings).not.toContain("mirrored");
    expect(c71.risk_level).toBe("high");
    const c72 = asCustomer.clauses.find((c) => c.label === "7.2")!;
    expect(c72).toMatchObject({ beneficiary: "Customer", obligor: "Supplier", indemnity: { obligor: "Supplier", beneficiary: "Customer" } });
  });
});

describe("an indemnity the contract leaves expressly unlimited is not mirrored by one it does not", () => {
  const unlimitedA = "The Supplier shall indemnify the Customer against all claims for infringement of third-party rights, without any limit as to amount.";
  const plainB = "The Customer shall indemnify the Supplier against claims arising from data the Customer supplies.";
  const unlimitedB = "The Customer shall indemnify the Supplier against all claims for infringement of third-party rights, and its liability under this indemnity is unlimited.";
  it("the plain one is narrower; two unlimited ones, or 'including without limitation', mirror as before", () => {
    expect(narrowerIndemnity(plainB, unlimitedA)).toBe(true);
    expect(narrowerIndemnity(unlimitedA, plainB)).toBe(false);
    expect(narrowerIndemnity(unlimitedB, unlimitedA)).toBe(false);
    const includingA = "The Supplier shall indemnify the Customer against claims for bodily injury, including without limitation claims by employees.";
    const includingB = "The Customer shall indemnify the Supplier against claims for bodily injury, including claims by visitors.";
    expect(narrowerIndemnity(includingB, includingA)).toBe(false);
  });
});
