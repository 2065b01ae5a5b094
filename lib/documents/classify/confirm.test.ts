import { describe, expect, it } from "vitest";
import { confirmsCategory } from "./confirm";
import type { Segment } from "../segment";

// Invented clauses: for each check, one that is the category and a near miss the detector tags but is not.
const clause = (text: string, heading: string | null = null): Segment => ({ label: "7.2", heading, text, page: 1, kind: "clause" });
const confirms = (id: string, text: string, heading?: string) => confirmsCategory([clause(text, heading ?? null)], 0, id);

describe("confirmsCategory", () => {
  it.each([
    ["competitive_restriction_exception", "Notwithstanding the exclusivity in Section 3, the Supplier may sell the Goods to hospitals it served before the Effective Date."],
    ["competitive_restriction_exception", "Nothing herein shall prevent the Consultant from holding up to two percent of the shares of a listed company."],
    ["revenue_profit_sharing", "The Distributor shall pay the Company twelve percent of the Net Sales of each Product."],
    ["revenue_profit_sharing", "The Reseller shall pay a fee of $0.10 per Unit sold in the Territory."],
    ["volume_restriction", "If the Customer's monthly usage exceeds 5,000 queries, each additional query is charged at the overage rate."],
    ["no_solicit_of_employees", "During the Term neither party shall solicit for employment any employee of the other party."],
    ["covenant_not_to_sue", "The Licensee shall not contest the validity of the Licensed Patents."],
    ["joint_ip_ownership", "Inventions made jointly by the parties shall be owned jointly, each party holding an undivided half interest."],
    ["change_of_control", "Either party may terminate this Agreement on a Change of Control of the other party."],
    ["third_party_beneficiary", "The Licensor's Affiliates are intended third party beneficiaries of Section 9 and may enforce it directly."],
    ["third_party_beneficiary", "This Agreement does not confer any right on any third party, except that each Indemnified Person may enforce Section 11."],
    ["source_code_escrow", "The Vendor shall deposit the source code of the Software with the escrow agent within thirty days."],
    ["ip_ownership_assignment", "The Contractor hereby assigns to the Client all intellectual property rights in the Deliverables."],
    ["exclusivity", "The Agent is appointed the exclusive agent in the Territory and the Principal shall not appoint any other agent there."],
    ["non_compete", "During the Term the Consultant shall not engage in any business that competes with the Company.", "Restrictive Covenants"],
    ["non_compete", "For one year the Seller shall not compete with the Buyer, nor solicit its customers.", "Non-Solicitation and Non-Competition"],
    ["termination_for_convenience", "Either party may terminate this Agreement for any reason on ninety days' notice.", "Termination"],
    ["termination_for_convenience", "The Customer may terminate this Agreement without cause on thirty days' notice.", "Termination Without Cause"],
    ["warranty_duration", "The Supplier warrants the Goods against defects in materials for twelve (12) months from delivery."],
    ["warranty_duration", "The warranty runs until the first anniversary of acceptance."],
    ["competitive_restriction_exception", "The Executive shall not hold shares in a competing business, save for shares in a listed company held for investment purposes only."],
    ["competitive_restriction_exception", "The Agent's duty not to sell competing goods shall not apply to goods it already holds in stock."],
    ["affiliate_license_licensee", "The Owner grants the Operator and its Affiliates a licence to use the Booking System."],
    ["irrevocable_or_perpetual_license", "The Author grants the Publisher a perpetual licence to print the Book in Canada."],
    ["volume_restriction", "Storage in excess of 50 gigabytes will be charged at the Supplier's list price."],
    ["volume_restriction", "The Shipper may tender no more than 8,000 barrels a day, the maximum the Line can carry."],
    ["ip_ownership_assignment", "All designs created by the Contractor under this Agreement shall be owned by the Client."],
    ["expiration_date", "\"Expiry Date\" means 30 June 2031."],
    ["expiration_date", "This Lease ends on 30 June 2031 unless renewed under clause 3."],
    ["post_termination_services", "On expiry the Supplier shall continue to supply spare parts for two years at the prices then in force."],
    // A survival clause that also imposes a duty of its own.
    ["post_termination_services", "Clauses 8 and 12 survive termination, and the Reseller shall return all unsold stock within thirty days."],
    ["no_solicit_of_employees", "For twelve months after the Term the Buyer shall not hire any person employed by the Seller in the Plant."],
    ["non_compete", "The Distributor shall not sell the Products outside the Territory."],
    ["termination_for_convenience", "The Term ends on the sixtieth day after either party gives the other notice of its decision to terminate."],
    ["change_of_control", "The Licensee shall not assign this Agreement, including by merger or operation of law, without the Licensor's consent."],
    ["minimum_commitment", "The Distributor shall purchase not less than 10,000 Units in each Contract Year."],
    ["minimum_commitment", "If the Buyer orders fewer than 500 tonnes in a quarter, it shall pay for the shortfall."],
    ["exclusivity", "The Customer shall buy its requirements of the Chemicals only from the Supplier."],
    ["non_disparagement", "Neither party shall make any public statement that is derogatory of the other party or its products."],
    ["non_disparagement", "The Athlete shall not act in a manner that brings the Sponsor into disrepute."],
    // A non-exclusive grant beside a commitment that is one.
    ["exclusivity", "The Licensor grants the Licensee a non-exclusive licence to the Software, and the Licensor shall not appoint any other reseller in the Territory."],
    ["uncapped_liability", "The limits in this Clause 12 shall not apply to a party's liability for breach of Clause 9 (Confidentiality)."],
    ["uncapped_liability", "The Contractor's liability for death or personal injury caused by its negligence is unlimited."],
    // The usual English carve-out, said by "nothing … limits" rather than "except".
    ["uncapped_liability", "Nothing in this agreement limits either party's liability for death or personal injury caused by negligence, or for fraud."],
    ["uncapped_liability", "Nothing in these terms shall restrict the Buyer's liability for wilful default."],
    // A denial with a carve-out, and a statement that makes something joint, stay the category.
    ["third_party_beneficiary", "Except as provided in Section 8, this Agreement does not create any intended third party beneficiary rights."],
    ["joint_ip_ownership", "Inventions made jointly by employees of both Parties shall be jointly owned by the Parties."],
    ["joint_ip_ownership", "Neither Party shall license any jointly owned Patent without the consent of the other Party."],
    // A covenant beside a representation that denies an earlier one stays a covenant.
    ["non_compete", "The Consultant represents that he is not bound by any non-competition agreement, and agrees that during the Term he shall not engage in any business that competes with the Company."],
  ])("%s is confirmed: %s", (id, text, heading?: string) => {
    expect(confirms(id, text, heading)).toBe(true);
  });

  it.each([
    // No restriction to be an exception to: a non-exclusive grant.
    ["competitive_restriction_exception", "The Licensor grants the Licensee a non-exclusive licence to use the Software, except as limited by Section 4."],
    // A fixed fee, not a share of anything.
    ["revenue_profit_sharing", "The Customer shall pay the Supplier a fixed fee of $5,000 per annum, invoiced quarterly."],
    // A definition says what a word means; the payment is elsewhere.
    ["revenue_profit_sharing", "\"Net Sales\" means the gross amount invoiced for the Products less returns and taxes."],
    ["volume_restriction", "The Customer may use the Service at its premises for its internal business purposes."],
    ["no_solicit_of_employees", "Neither party shall disclose the other's Confidential Information to any third party."],
    ["covenant_not_to_sue", "The Distributor shall use the Trademarks only in the form set out in Schedule 2."],
    ["joint_ip_ownership", "\"Joint Inventions\" means inventions conceived jointly by employees of both parties."],
    ["change_of_control", "\"Change of Control\" means the acquisition of more than half of the voting shares of a party."],
    // Boilerplate that denies any third party rights.
    ["third_party_beneficiary", "No Third Party Beneficiaries. This Agreement is for the sole benefit of the parties and confers no right on any other person."],
    ["third_party_beneficiary", "Nothing in this Agreement is intended to confer any rights upon any person other than the parties."],
    // …in its other negated forms.
    ["third_party_beneficiary", "There are no intended third party beneficiaries to this Agreement."],
    ["third_party_beneficiary", "No third parties are intended to be third party beneficiaries under this Agreement."],
    ["third_party_beneficiary", "For the avoidance of doubt, the Payee shall not be considered a third party beneficiary of this Agreement."],
    // A statement that nothing is jointly owned, and a definition that starts "The term".
    ["joint_ip_ownership", "No Assigned Patent is jointly owned by the Seller and any other person."],
    ["joint_ip_ownership", "The parties do not intend a partnership, nor co-ownership of any business or property."],
    ["joint_ip_ownership", "The term \"Joint Patent Rights\" shall mean all Patent Rights covering a Joint Invention."],
    ["change_of_control", "As used herein, \"Change of Control\" means the acquisition of more than half of the voting shares of a party."],
    // A representation that no one is bound by a non-compete, a freedom to compete, and a definition are no covenant.
    ["non_compete", "Neither the Manager nor, to its knowledge, any key employee is subject to any noncompete, nondisclosure or similar agreement that would be violated by the business of the Company."],
    ["non_compete", "The Consultant represents that he is not bound by any non-competition agreement with a former employer."],
    ["non_compete", "The Supplier shall be free and without restriction to develop and sell products that may or may not compete with the Cartridges."],
    ["non_compete", "As used herein, the term \"Competing Product\" means any product that competes with the Product."],
    // A company called "…Escrow" is not an escrow arrangement.
    ["source_code_escrow", "i-Escrow shall display the co-branded pages on its web site."],
    // Keeping one's own IP transfers nothing.
    ["ip_ownership_assignment", "The Licensor retains all right, title and interest in and to the Software."],
    ["exclusivity", "The Licensor grants the Licensee a non-exclusive, worldwide licence to use the Marks."],
    // A trademark-use clause says nothing of disparaging anyone.
    ["non_disparagement", "The Distributor shall use the Marks only in the form approved by the Company and in compliance with applicable law."],
    // A non-exclusive licence limited to a purpose or barred from sublicensing commits no one to deal with one side.
    ["exclusivity", "The Owner grants the Reseller a non-exclusive, non-transferable licence to use the Logo solely for the purpose of promoting the Products, and the Reseller shall not sublicense it."],
    ["exclusivity", "The Company grants the Partner a non-exclusive right to use the Brand; neither the right nor the Brand may be assigned."],
    ["non_compete", "During the Term the Consultant shall not, directly or indirectly, recruit any employee of the Company.", "Non-Solicitation"],
    ["termination_for_convenience", "Either party may terminate this Agreement on thirty days' notice if the other party is in material breach.", "Termination for Breach"],
    ["warranty_duration", "During the Warranty Period the Supplier shall repair any defective Goods."],
    // A standstill restrains dealings in the company's shares, not competition or hiring.
    ["non_compete", "The Investor shall not, directly or indirectly, acquire beneficial ownership of any voting securities of the Company or engage in any solicitation of proxies."],
    ["competitive_restriction_exception", "Except as the Board approves, the Investor shall not make a tender offer for the Company's shares or solicit proxies from its stockholders."],
    ["no_solicit_of_employees", "The Investor shall not solicit proxies from any person holding voting securities of the Company, including its employees."],
    // A restriction with no carve-out is the restriction, not an exception to it; nor does pointing elsewhere make one.
    ["competitive_restriction_exception", "During the Term the Agent shall not sell any product that competes with the Goods."],
    ["competitive_restriction_exception", "Except as otherwise provided in this Agreement, the Agent shall not sell any product that competes with the Goods."],
    // A licence that does not reach the licensee's group, or does not say it is perpetual or irrevocable.
    ["affiliate_license_licensee", "The Supplier grants the Buyer a licence to use the Manuals."],
    ["irrevocable_or_perpetual_license", "The Author grants the Publisher a licence to print the Book in Canada."],
    // A quantity allowed, with nothing to pay or ask for beyond it.
    ["volume_restriction", "The Customer may store up to 50 files in the Portal."],
    // A period defined for counting ends; the contract does not.
    ["expiration_date", "\"Contract Year\" means each period of twelve months starting on 1 July and ending on 30 June."],
    // A party keeping or owning what is its own, even what it has developed, is given nothing by the other.
    ["ip_ownership_assignment", "The Studio retains all right, title and interest in the Engine and in any tools it has developed."],
    ["ip_ownership_assignment", "The Agency shall own all right, title and interest in the Campaign Materials it developed before the Start Date."],
    // A survival clause only points at the clauses whose obligations outlast the contract.
    ["post_termination_services", "Sections 4, 9, 11 and 14 shall survive any expiration or termination of this Agreement."],
    ["post_termination_services", "Survival. The rights and obligations under Articles 6 (Payment) and 10 (Confidentiality) survive termination of this Agreement for any reason."],
    // A "shall not" that restrains something other than competing or doing business somewhere.
    ["non_compete", "The Company will not, for ninety days after the Closing Date, sell or issue any of its shares without the Agent's consent."],
    ["non_compete", "The Manufacturer shall not modify any processing instructions without the Buyer's prior written consent."],
    // A term clause and an effect of termination give no right to end the contract.
    ["termination_for_convenience", "The initial term is three years from the Effective Date and renews for one-year periods thereafter.", "Term"],
    ["termination_for_convenience", "Upon termination for any reason, the Reseller shall return all Confidential Information.", "Effect of Termination"],
    // An assignment clause that names no change of control, ownership or merger.
    ["change_of_control", "Neither party may assign this Agreement without the prior written consent of the other party."],
    // A fee schedule and an event of default set no floor on what must be bought.
    ["minimum_commitment", "The Owner shall pay the Operator a services fee of $4,000 a month, invoiced monthly in arrears."],
    ["minimum_commitment", "The Owner may terminate this Agreement at any time upon the occurrence of any of the following:"],
    // Words of an appointment with no commitment in them.
    ["exclusivity", "The Company appoints the Agent to promote the Products in the Territory during the Term."],
    // An exclusion of consequential loss with no exception leaves no liability uncapped.
    ["uncapped_liability", "Neither party shall be liable to the other for any indirect, special or consequential damages arising out of this Agreement."],
    // Soliciting business in one sentence, the staff who run the project in another: no restriction on hiring.
    ["no_solicit_of_employees", "The Agent shall solicit orders for the Goods throughout the Territory. Each party shall name two employees to manage the project."],
  ])("%s is not confirmed: %s", (id, text, heading?: string) => {
    expect(confirms(id, text, heading)).toBe(false);
  });

  it("reads the lead-in a listed item continues", () => {
    const leadIn = clause("For one year after the Term the Consultant shall not, directly or indirectly:");
    const item = clause("(b) solicit any customer of the Company for a competing business.");
    expect(confirmsCategory([leadIn, item], 1, "no_solicit_of_employees")).toBe(false);
    const hire = clause("(a) hire or engage any person employed by the Company;");
    expect(confirmsCategory([leadIn, hire], 1, "no_solicit_of_employees")).toBe(true);
    const carveOut = clause("hold shares in a listed company for investment only.");
    expect(confirmsCategory([clause("Nothing in this Agreement shall prevent the Executive from doing the following:"), carveOut], 1, "competitive_restriction_exception")).toBe(true);
    expect(confirmsCategory([carveOut], 0, "competitive_restriction_exception")).toBe(false);
  });

  it("reads a lead-in with the items it introduces", () => {
    const leadIn = clause("The Supplier may terminate this Agreement by notice on any of the following:");
    const items = [clause("(a) the Distributor fails to pay any sum within thirty days of its due date;"), clause("(b) a change of control of the Distributor.")];
    expect(confirmsCategory([leadIn, ...items], 0, "change_of_control")).toBe(true);
    expect(confirmsCategory([leadIn, items[0]], 0, "change_of_control")).toBe(false);
    // A clause that does not end in a colon introduces nothing.
    const closed = clause("The Supplier may terminate this Agreement on notice.");
    expect(confirmsCategory([closed, ...items], 0, "change_of_control")).toBe(false);
  });

  it("leaves categories without a check alone", () => {
    expect(confirms("governing_law", "This Agreement is governed by the laws of New York.")).toBe(true);
  });
});
