import { describe, expect, it } from "vitest";
import { analyzeDeterministic } from "../analyze";
import { capsPriceIncrease } from "./price-cap";

// A cap on how far a price may rise is a price term that protects whoever pays, not a limit on anyone's liability.
const contract = (clause: string) => `SUBSCRIPTION AGREEMENT

This Subscription Agreement is made on 1 March 2026 between ACME CLOUD LIMITED, a company registered in England (the "Provider"), and BLUEBELL RETAIL LIMITED, a company registered in England (the "Customer").

1. SERVICES
1.1 The Provider shall provide the Services to the Customer.

2. FEES
2.1 The Customer shall pay the Fees within 30 days of invoice.

3. RENEWAL PRICING
3.1 ${clause}

4. GOVERNING LAW
4.1 This Agreement is governed by the law of England and Wales.`;

const priceCap = "Upon each renewal, any increase in the Fees shall not exceed seven percent (7%) of the Fees for the preceding term.";
const clauseOf = (text: string, perspective: string) => analyzeDeterministic([{ page: 1, text }], { chain: ["GB"], perspective }).clauses.find((c) => c.label === "3.1")!;

describe("a cap on price increases", () => {
  it("is told from a liability cap by its words", () => {
    expect(capsPriceIncrease("Renewal price increases shall not exceed 7%.")).toBe(true);
    expect(capsPriceIncrease("The Provider may not raise its rates by more than the CPI increase in any year.")).toBe(true);
    expect(capsPriceIncrease(priceCap)).toBe(true);
    expect(capsPriceIncrease("The Provider shall not raise its rates by more than the CPI increase in any year.")).toBe(true);
    // A right to raise the price, capped, is the payee's right to vary it, not a cap protecting the payer.
    expect(capsPriceIncrease("The Provider may increase the Fees on renewal, provided that any increase shall not exceed 7%.")).toBe(false);
    expect(capsPriceIncrease("The Provider's total liability shall not exceed the Fees paid in the preceding 12 months.")).toBe(false);
    expect(capsPriceIncrease("Any increase in the Provider's liability for damages shall not exceed the Fees.")).toBe(false);
    expect(capsPriceIncrease("The Customer shall pay the Fees within 30 days of invoice.")).toBe(false);
  });

  it("favours the payer: the Customer's reviewer is told it is on their side", () => {
    const c = clauseOf(contract(priceCap), "Customer");
    expect(c.beneficiary).toBe("Customer");
    expect(c.obligor).toBe("Provider");
    expect(c.findings).toMatch(/price cap favours your side/);
    expect(c.findings).not.toMatch(/reasonableness/);
  });

  it("changes with the perspective: the Provider's reviewer is told it binds their side", () => {
    const c = clauseOf(contract(priceCap), "Provider");
    expect(c.beneficiary).toBe("Customer");
    expect(c.findings).toMatch(/price cap favours the other side/);
  });

  it("leaves a real liability cap read as one", () => {
    const c = clauseOf(contract("The Provider's total liability under this Agreement shall not exceed the Fees paid in the preceding 12 months."), "Customer");
    expect(c.beneficiary).toBe("Provider");
    expect(c.findings).not.toMatch(/price cap/);
  });

  it("reads a capped right to raise the price as the payee's right to vary it, not as a cap on anyone's liability", () => {
    const c = clauseOf(contract("The Provider may increase the Fees from the start of any renewal term by giving 90 days' written notice. Any such increase shall not exceed seven percent (7%) of the Fees for the preceding twelve months."), "Customer");
    expect(c.beneficiary).toBe("Provider");
    expect(c.risk_level).not.toBe("high");
    expect(c.findings).not.toMatch(/liability/i);
  });
});
