import { describe, expect, it } from "vitest";
import { preambleOf } from "./parties";

// Our own wording of a form that lists the parties by role and leaves one name blank for the signing party to fill in.
describe("a party a form lists by its role with the name left blank", () => {
  it("is a party called by its role, beside the party the form names", () => {
    const form = "PURCHASE CONTRACT\nContract No: Date:\nThe buyer: Harbour Grain Trading Co., Ltd. ADD: Tel No.:\nThe seller: ADD: Tel No.:\nThe Contract is signed by the Buyer and the Seller in Ningbo.\n1. Goods. The Seller shall deliver the goods.";
    const d = preambleOf(form).details;
    expect(d.map((x) => [x.name, x.role])).toEqual([
      ["Harbour Grain Trading Co., Ltd.", "buyer"],
      ["Seller", "seller"],
    ]);
  });
  it("near miss: role labels with no party named at all add no party by role", () => {
    const form = "PURCHASE ORDER FORM\nThe buyer: ADD:\nThe seller: ADD:\n1. Goods. Delivery within 30 days.";
    expect(preambleOf(form).details.some((x) => x.name === "Seller" || x.name === "Buyer")).toBe(false);
  });
});
