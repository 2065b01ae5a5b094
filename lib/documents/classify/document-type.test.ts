import { describe, expect, it } from "vitest";
import { documentTypeOf, sellsGoods } from "./document-type";

describe("the kind of document", () => {
  it("reads the kind from the name the document gives itself", () => {
    expect(documentTypeOf("LICENSE", "Exhibit 10.2\nRESELLER AGREEMENT\nThis Reseller Agreement is entered into by PivX and Detto.").id).toBe("distribution");
    expect(documentTypeOf("JOINT VENTURE AGREEMENT", "THIS JOINT VENTURE AGREEMENT is made between A and B.").id).toBe("joint_venture");
    expect(documentTypeOf("Content License Agreement", "This Content License Agreement is made between A and B.").id).toBe("licence");
    expect(documentTypeOf("SUPPLY AGREEMENT", "This Supply Agreement is made between A and B.")).toEqual({ id: "supply", partial: false });
  });
  it("an amendment, an addendum and a joint filing are partial instruments; an amended and restated agreement is whole", () => {
    expect(documentTypeOf("FIRST AMENDMENT TO SUPPLY AGREEMENT", "This First Amendment amends the Supply Agreement.")).toEqual({ id: "amendment", partial: true });
    expect(documentTypeOf("Attachment C", "Attachment C to Master Franchise Agreement MULTI-STATE ADDENDUM CALIFORNIA APPENDIX 1. California law provides rights to you.")).toEqual({ id: "franchise", partial: true });
    expect(documentTypeOf("AMENDED AND RESTATED LICENSE AGREEMENT", "This Amended and Restated License Agreement is made between A and B.")).toEqual({ id: "licence", partial: false });
  });
  it("a sale of a company or a business is typed by what it transfers, not as a supply of goods", () => {
    expect(documentTypeOf("SHARE PURCHASE AGREEMENT", "The Seller shall sell and the Buyer shall buy the Shares.").id).toBe("other");
    expect(documentTypeOf("ASSET PURCHASE AGREEMENT", "Seller shall sell the Purchased Assets to Purchaser.").id).toBe("other");
    // Titled only "Purchase Agreement": the operative words decide.
    expect(documentTypeOf("PURCHASE AGREEMENT", "The Seller agrees to sell to the Buyer the entire issued share capital of Target Ltd.").id).toBe("other");
    expect(documentTypeOf("PURCHASE AGREEMENT", "The Seller agrees to sell to the Buyer the Products listed in Schedule 1.").id).toBe("supply");
    expect(documentTypeOf("NOTE PURCHASE AGREEMENT", "The Company shall issue and sell the Notes to the Purchasers.").id).toBe("loan");
    expect(documentTypeOf("FRANCHISE AGREEMENT", "Franchisor grants Franchisee a licence to use the Marks.").id).toBe("franchise");
    expect(documentTypeOf("SUBSCRIPTION AGREEMENT", "The Investor agrees to subscribe for 10,000 Ordinary Shares in the Company.").id).toBe("other");
    expect(documentTypeOf("SUBSCRIPTION AGREEMENT", "The Customer subscribes to the Provider's cloud platform.").id).toBe("saas");
  });
  it("UCC Article 2 is for goods: not for a software licence or services, and not because the CISG is excluded", () => {
    const cisg = "This licence excludes the United Nations Convention on Contracts for the International Sale of Goods.";
    expect(sellsGoods({ id: "licence", partial: false }, cisg)).toBe(false);
    expect(sellsGoods({ id: "supply", partial: false }, "Supplier shall manufacture and sell the products to Buyer.")).toBe(true);
    expect(sellsGoods({ id: "distribution", partial: false }, "Licensor grants Reseller a licence to distribute the software.")).toBe(false);
  });
});
