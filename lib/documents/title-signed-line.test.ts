import { describe, expect, it } from "vitest";
import { analyzeDeterministic } from "./analyze";

const titleOf = (first: string) =>
  analyzeDeterministic([{ page: 1, text: `${first}\n\nThis Agreement is made between Acme Corporation ("Supplier") and Beta Inc. ("Customer").\n\n1. Services. Supplier shall build a website for Customer.` }], { chain: ["US"], perspective: null }).title;

// Our own layout: a page's signature line printed above the contract's name is not its title; a name with no such line
// above it is kept as it is.
describe("document title under a signature line", () => {
  it("skips 'By Customer: /s/ …' above the name", () => {
    expect(titleOf("By Customer: /s/ Jane Roe\n\nWeb Build and Support Agreement")).toBe("Web Build and Support Agreement");
  });
  it("near miss: a name on the first line stays the title", () => {
    expect(titleOf("Web Build and Support Agreement\n\nBy Customer: /s/ Jane Roe")).toBe("Web Build and Support Agreement");
  });
});
