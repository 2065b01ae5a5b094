import { describe, expect, it } from "vitest";
import { categoriesByMeaning } from "./by-meaning";
import { classifySegment } from "../classify";
import type { Segment } from "../segment";

const clause = (text: string, heading: string | null = null): Segment => ({ label: "9", heading, text, page: 1, kind: "clause" });

/** Each category: a clause drafted unlike the training contracts that carries it, and a near miss that does not. */
const CASES: [id: string, carries: string, nearMiss: string][] = [
  ["effective_date", "This Contract shall come into force on the date it is countersigned by the Buyer.", "This Contract shall commence on the Effective Date and run for two years."],
  ["renewal_term", "On expiry this Lease shall stand renewed for a further term of three years.", "This Lease may be renewed only by a new written lease signed by both parties."],
  ["notice_period_to_terminate_renewal", "A party that does not wish to renew shall give notice to the other at least forty-five (45) days before the anniversary date.", "Either party may terminate this Agreement for any reason on ninety (90) days' notice before the end of a month."],
  ["governing_law", "The rights and duties of the parties are to be interpreted under the laws of the Republic of Singapore.", "Each party shall comply with applicable law when performing this Agreement."],
  ["competitive_restriction_exception", "The non-compete in clause 8 shall not restrict the Manager from holding up to three percent of a listed company.", "The confidentiality obligations shall not apply to information already in the public domain."],
  ["non_compete", "The Vendor shall not, for two years after Closing, open or run any bakery business similar to the Business within the District.", "The Recipient shall not disclose any Confidential Information about products similar to the Products."],
  ["exclusivity", "The Hospital shall procure all of its requirements for surgical gloves from the Supplier.", "The Hospital shall comply with all requirements of the Supplier's safety data sheets."],
  ["non_disparagement", "The Executive shall not make any derogatory statements about the Bank or its directors.", "The Executive shall not make any statements to the press about the Bank without consent."],
  ["rofr_rofo_rofn", "Any sale of the Property by the Owner is subject to the Tenant's right to match any third-party offer within ten days.", "The Tenant may sublet the Property to any third party with the Owner's consent."],
  ["change_of_control", "Should any person acquire a controlling interest in the Contractor, the Employer may terminate this Contract by notice.", "The Contractor may assign this Contract to an Affiliate on notice to the Employer."],
  ["revenue_profit_sharing", "The Publisher shall pay the Author fifteen percent (15%) of the net receipts from sales of the Work.", "The Publisher shall pay the Author a fixed advance of $5,000 on signature."],
  ["minimum_commitment", "The Hotel shall purchase at least 2,000 cases of the Wine in each calendar year.", "The Hotel will share a non-binding estimate of the cases of Wine it expects to order, of at least 2,000 cases."],
  ["volume_restriction", "Any use above 500 seats shall require additional licence fees at the then-current rate.", "The Licensor's liability shall not exceed 500,000 dollars."],
  ["ip_ownership_assignment", "Title to all patents arising from the Programme shall be transferred to the Sponsor on issue.", "Title to the Equipment shall remain with the Lessor."],
  ["joint_ip_ownership", "The Parties shall jointly own all know-how generated in the Pilot.", "The Parties shall jointly decide the Pilot schedule."],
  ["license_grant", "The Client is hereby granted the right to use the Portal for its staff.", "Nothing in this Agreement grants the Client any right to use the Portal."],
  ["non_transferable_license", "The licence is personal to the Reseller.", "The Reseller may appoint sub-distributors in the Territory."],
  ["affiliate_license_licensee", "The Customer may permit its subsidiaries to use the Software under the licence above.", "The Customer may disclose Confidential Information to its subsidiaries."],
  ["irrevocable_or_perpetual_license", "The licence to the Reports shall not be revoked by the Author.", "The Author's moral rights are irrevocable."],
  ["post_termination_services", "Upon termination, the Operator shall co-operate with the incoming operator to hand over the Site in good order.", "Upon termination, each party shall return the other's Confidential Information."],
  ["audit_rights", "The Franchisor may inspect the Franchisee's books and accounts on two days' notice.", "The Franchisee shall keep its books and accounts in accordance with GAAP."],
  ["uncapped_liability", "The Vendor's liability for breach of clause 12 shall be unlimited.", "The Vendor's liability under this Agreement shall not exceed the Price."],
  ["liquidated_damages", "If the Vessel is delivered late the Builder shall pay $10,000 per day of delay.", "Late invoices shall bear interest at 2% per month."],
  ["liquidated_damages", "If the Agent breaches clause 7, the Agent shall pay the Principal an amount equal to six months of commission.", "If the Agent breaches clause 7, the Principal may recover its actual losses."],
  ["non_compete", "For eighteen months after the end of employment, the Manager shall not join or be engaged by any business engaged in cold-chain logistics.", "During employment, the Manager shall not be engaged by any other business without consent."],
  ["warranty_duration", "The Installer guarantees the roof against leaks for ten (10) years from completion.", "The Installer shall complete the roof within ten (10) weeks."],
  ["insurance", "The Caterer shall keep in force public liability insurance of at least £2,000,000.", "The Caterer is not responsible for insurance claims made by guests."],
  ["covenant_not_to_sue", "The Licensee undertakes not to challenge the validity of the Licensed Patents.", "Each of the parties submits to the jurisdiction of the courts and shall not contest the venue of any action."],
];

describe("categories by meaning", () => {
  it.each(CASES)("%s: found in a clause that carries it", (id, carries) => {
    expect(categoriesByMeaning(carries)).toContain(id);
  });

  it.each(CASES)("%s: not found in its near miss", (id, _carries, nearMiss) => {
    expect(categoriesByMeaning(nearMiss)).not.toContain(id);
  });

  // What the rules find must survive the checks on the detector's findings (confirm.ts) and reach the clause.
  it.each(CASES)("%s: kept by the classifier", (id, carries) => {
    expect(classifySegment(clause(carries), 9)).toContain(id);
  });

  it("reads a grant denied or a power to grant as no licence", () => {
    expect(categoriesByMeaning("Nothing in this Deed shall be read as granting any title to the Marks, nor does this Deed grant the Buyer any right to use the Marks except as stated.")).not.toContain("license_grant");
    expect(categoriesByMeaning("The Seller warrants that it has the right to grant the Buyer the right to use the Marks.")).not.toContain("license_grant");
  });

  it("reads a definition as no clause of any category", () => {
    expect(classifySegment(clause('"Licence" means the right granted to the Client to use the Portal.'), 9)).not.toContain("license_grant");
  });
});
