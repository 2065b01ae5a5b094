import { describe, expect, it } from "vitest";
import { preambleOf } from "./parties";

// Our own wording: an opening that defines the people a service reaches ("Users") beside the two parties.
describe("a plural term for outsiders in the opening", () => {
  it("is not a party", () => {
    const text = 'HOSTING AGREEMENT\n1. Agreement. This Agreement is entered into by Cobalt Cloud Inc. ("Cobalt") and Fernhill Retail Corp. ("Customer") to give Customer access to Cobalt\'s chat software for messages received from its shoppers and other visitors to Customer\'s store ("Visitors").';
    expect(preambleOf(text).details.map((d) => d.defined_as)).toEqual(["Cobalt", "Customer"]);
  });
  it("near miss: plural parties listed on a schedule stay parties", () => {
    const text = 'SUBSCRIPTION AGREEMENT\nThis Subscription Agreement is made between Larch Biotech, Inc. (the "Company") and the investors listed on Schedule A (the "Purchasers").';
    expect(preambleOf(text).details.map((d) => d.defined_as)).toContain("Purchasers");
  });
});
