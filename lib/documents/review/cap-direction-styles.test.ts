/**
 * Whom a limitation of liability protects, over the styles real contracts use to limit liability (our own invented
 * clauses, each written with the answer a lawyer would give before the code was run on it): mutual exclusions with
 * carve-outs, "IN NO EVENT SHALL LICENSOR OR ITS SUPPLIERS BE LIABLE", caps in a schedule of key terms, one-sided
 * exclusions of consequential loss, caps whose carve-outs name the other party's indemnity, liability "to the
 * Customer", a party's sole and exclusive remedy (service credits among them), caps by defined terms ("the Company",
 * "Provider"), plural parties ("the Sellers", "No Seller"), passive voice ("no liability shall attach to …") and
 * "Nothing … shall limit the liability of either party for death …" beside a one-sided cap.
 */
import { describe, expect, it } from "vitest";
import { analyzeDeterministic, type DeterministicAnalysis } from "../analyze";
import { partyRefs, type PartyDetail } from "../facts/parties";
import { liabilityProtection, sideOf } from "./direction";

const refs = (...details: [string, string][]) => partyRefs(details.map(([name, term]): PartyDetail => ({ name, defined_as: term, role: term.toLowerCase() })));
const licence = refs(["Acme Software Ltd", "Licensor"], ["Beta Retail Inc.", "Licensee"]);
const services = refs(["Northwind Systems Limited", "Supplier"], ["Harbor Foods LLC", "Customer"]);
const saas = refs(["Orion Health, Inc.", "Company"], ["Vega Data LLC", "Provider"]);
const sale = refs(["Kestrel Holdings Ltd", "Sellers"], ["Gamma Holdings Corp.", "Buyer"]);

/** [clause, parties, expected: "mutual" or the protected party's key]. */
const CASES: [string, ReturnType<typeof refs>, "mutual" | string][] = [
  // Mutual styles.
  ["Neither party shall be liable to the other for any indirect, special or consequential loss, except in respect of a party's liability under Clause 12 (Indemnities) or for breach of Clause 9 (Confidentiality).", services, "mutual"],
  ["The aggregate liability of each party under or in connection with this Agreement shall not exceed the Charges paid in the twelve (12) months preceding the claim.", services, "mutual"],
  ["IN NO EVENT WILL THE LIABILITY OF EITHER PARTY EXCEED THE TOTAL AMOUNT PAID UNDER THIS AGREEMENT.", licence, "mutual"],
  ["Except for breaches of Section 6 (Confidentiality) or a party's indemnification obligations, neither party's liability will exceed the amounts paid in the prior year.", saas, "mutual"],
  ["Each party's liability for breach of this Agreement is limited to direct damages not exceeding $100,000.", saas, "mutual"],
  ["NO PARTY SHALL BE LIABLE TO ANY OTHER PARTY FOR PUNITIVE OR EXEMPLARY DAMAGES.", sale, "mutual"],
  ["Liability Cap (each party): the Fees paid in the twelve months before the claim arose.", saas, "mutual"],
  // One party named as the one whose liability is limited.
  ["IN NO EVENT SHALL LICENSOR OR ITS SUPPLIERS BE LIABLE FOR ANY LOST PROFITS, LOSS OF DATA OR CONSEQUENTIAL DAMAGES, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.", licence, "Licensor"],
  ["THE ENTIRE LIABILITY OF LICENSOR AND ITS LICENSORS, AND LICENSEE'S EXCLUSIVE REMEDY, SHALL BE THE REPLACEMENT OF DEFECTIVE MEDIA.", licence, "Licensor"],
  ["Licensee's liability under this Agreement shall be limited to the amount of the royalties payable in the year of the claim.", licence, "Licensee"],
  ["Licensor shall have no liability for any claim based on modifications to the Software made by Licensee.", licence, "Licensor"],
  ["Supplier's Liability Cap: the Charges paid by Customer in the 12 months before the event giving rise to the claim.", services, "Supplier"],
  ["Customer shall not be liable to Supplier for any indirect or consequential loss.", services, "Customer"],
  ["The Supplier excludes all liability for indirect or consequential loss, loss of profit or loss of revenue.", services, "Supplier"],
  ["The Supplier accepts no liability for loss of profits, loss of business or loss of goodwill.", services, "Supplier"],
  ["Supplier will not be responsible for any loss arising from Customer's failure to follow Supplier's written instructions.", services, "Supplier"],
  ["Customer acknowledges that the maximum liability of the Supplier under this Agreement is £5,000.", services, "Supplier"],
  ["Customer agrees that Supplier shall not be liable for any delay in delivery however caused.", services, "Supplier"],
  // Carve-outs naming the other party's (or the same party's) obligations.
  ["Except for Licensee's indemnification obligations under Section 9 and its obligation to pay the Fees, in no event shall Licensor's total liability arising out of this Agreement exceed the Fees paid in the preceding twelve months.", licence, "Licensor"],
  ["Supplier's aggregate liability shall not exceed the Charges; provided that this limitation shall not apply to Customer's obligations under Section 8 (Indemnification).", services, "Supplier"],
  ["Except for Supplier's indemnification obligations under Section 10, Supplier's total liability shall not exceed the Charges paid.", services, "Supplier"],
  ["Nothing in this Agreement shall limit or exclude the liability of either party for death or personal injury caused by its negligence, or for fraud. Subject to that, the Supplier's total liability under this Agreement shall not exceed 100% of the Charges.", services, "Supplier"],
  // Liability to the other party, and a party's own remedies limited.
  ["The total liability to the Customer under this Agreement, whether in contract, tort or otherwise, shall not exceed £10,000.", services, "Supplier"],
  ["In no event shall there be any liability to Customer for lost profits or lost revenue.", services, "Supplier"],
  ["Customer's sole and exclusive remedy for breach of the warranty in Section 7 shall be re-performance of the Services or a refund of the fees paid.", services, "Supplier"],
  ["Licensee waives any claim against Licensor for consequential damages.", licence, "Licensor"],
  ["Licensee shall not be entitled to claim damages from Licensor for loss of profits.", licence, "Licensor"],
  ["Customer may not recover from Supplier any indirect damages.", services, "Supplier"],
  // Service credits as the sole remedy.
  ["The Service Credits set out in Schedule 3 shall be Customer's sole and exclusive remedy for any failure to meet the Service Levels.", services, "Supplier"],
  ["Service credits are the Customer's sole monetary remedy for availability failures.", services, "Supplier"],
  ["Provider's sole obligation, and Company's exclusive remedy, for any failure to meet the SLA is the issue of Service Credits.", saas, "Provider"],
  // Defined terms.
  ["Under no circumstances will the Company be responsible for lost profits of Provider.", saas, "Company"],
  ["Provider's maximum aggregate liability arising out of or relating to this Agreement shall not exceed the fees paid by the Company in the preceding 12 months.", saas, "Provider"],
  ["Provider shall not be liable to the Company for any amount in excess of the fees paid by the Company in the preceding 12 months.", saas, "Provider"],
  ["Liability of the Provider hereunder shall be limited to the Fees.", saas, "Provider"],
  ["Any liability of the Company for any claim under this Agreement shall not exceed $10,000.", saas, "Company"],
  ["The Company's liability, if any, shall be limited to the amounts actually received by it.", saas, "Company"],
  // Plural parties.
  ["The aggregate liability of the Sellers for all Claims under Article 8 shall not exceed the Purchase Price.", sale, "Sellers"],
  ["The Sellers shall not be liable for any Claim unless notice of it is given within 18 months of Completion.", sale, "Sellers"],
  ["No Seller shall be liable for any Claim to the extent that the loss is recoverable under insurance.", sale, "Sellers"],
  ["The Buyer shall not be entitled to recover from the Sellers more than once in respect of the same loss.", sale, "Sellers"],
  // Every party named in one subject, or "one party … the other party".
  ["IN NO EVENT SHALL EITHER ACME OR BETA BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES.", licence, "mutual"],
  ["None of Orion, Vega or any of their Affiliates shall in any event have any liability to the other for punitive damages.", saas, "mutual"],
  ["The maximum liability of one Party to the other Party under this Agreement will be the Fees paid in the year of the claim.", services, "mutual"],
  ["Both parties will not have liability for any damages other than direct damages.", services, "mutual"],
  ["Each of us waives any claim of punitive or exemplary damages against the other.", services, "mutual"],
  ["NEITHER PARTY SHALL BE ENTITLED TO RECOVER FROM THE OTHER ANY SPECIAL OR CONSEQUENTIAL DAMAGES.", licence, "mutual"],
  // Time bars on claims.
  ["Neither party may bring an action arising out of this Agreement more than two (2) years after the cause of action arose.", licence, "mutual"],
  ["No action against Licensor, regardless of form, may be brought more than one (1) year after the cause of action has arisen.", licence, "Licensor"],
  ["NO ACTION ARISING OUT OF THIS AGREEMENT MAY BE BROUGHT BY CUSTOMER MORE THAN ONE YEAR AFTER THE CAUSE OF ACTION ACCRUED.", services, "Supplier"],
  // A party's sole obligation or sole liability, and remedies declared exclusive.
  ["This is the Supplier's sole and exclusive obligation in respect of defective Goods, and the Customer's only remedy.", services, "Supplier"],
  ["The Provider's sole and exclusive liability for breach of the warranty shall be to re-perform the Services.", saas, "Provider"],
  ["THIS SECTION SETS OUT THE SOLE AND EXCLUSIVE LIABILITY OF LICENSOR FOR INFRINGEMENT OF THIRD PARTY RIGHTS.", licence, "Licensor"],
  ["Customer's sole remedy for defects found after acceptance shall be under the warranty in Section 7.", services, "Supplier"],
  ["THE REMEDIES OF LICENSEE SET OUT IN SECTION 9 ARE EXCLUSIVE AND IN PLACE OF ALL OTHER REMEDIES.", licence, "Licensor"],
  ["SUPPLIER SHALL BE LIABLE TO CUSTOMER AS EXPRESSLY PROVIDED IN THIS AGREEMENT BUT SHALL HAVE NO OTHER OBLIGATION, DUTY OR LIABILITY IN CONTRACT OR TORT.", services, "Supplier"],
  ["Under no circumstances, including negligence, shall Licensor be liable for loss of data.", licence, "Licensor"],
  ["Licensee waives any right to receive compensation on expiry or termination of this Agreement under the law of the Territory.", licence, "Licensor"],
  // Passive voice.
  ["No liability shall attach to the Supplier for any delay caused by the Customer.", services, "Supplier"],
  ["No liability shall attach to the Licensor in respect of any loss of data.", licence, "Licensor"],
];

describe("whom a limitation of liability protects, in the styles real contracts use", () => {
  it.each(CASES)("%s", (text, parties, expected) => {
    const p = liabilityProtection(text, parties);
    if (expected === "mutual") expect(p).toMatchObject({ mutual: true, beneficiaries: [] });
    else {
      const other = parties.find((x) => x.key !== expected)!.key;
      expect(p).toEqual({ mutual: false, beneficiaries: [expected], obligors: [other] });
    }
  });
  it("a cap on the supplier's liability is 'us' for the supplier and 'them' for the customer", () => {
    const p = liabilityProtection("Supplier's total liability under this Agreement shall not exceed the Charges paid in the prior 12 months.", services);
    expect(sideOf(p, "Supplier")).toBe("us");
    expect(sideOf(p, "Customer")).toBe("them");
  });
  it("an insurance clause binding both parties ('in the aggregate for product liability') limits no one's liability", () => {
    expect(liabilityProtection("Both parties shall maintain product liability insurance with cover of at least $1,000,000 per occurrence and in the annual aggregate for product liability claims.", services)).toBeNull();
  });
  it("a cap in a schedule that names no party favours no one in particular", () => {
    const p = liabilityProtection("Liability Cap: the fees paid by Customer in the prior 12 months.", services);
    expect(p?.beneficiaries ?? []).not.toContain("Customer");
  });
});

const review = (text: string, perspective: string | null): DeterministicAnalysis => analyzeDeterministic([{ page: 1, text }], { chain: ["GB"], perspective });
const rank = (r: string) => ["low", "medium", "high", "critical"].indexOf(r);

const OUTSOURCING = [
  "MANAGED SERVICES AGREEMENT",
  'This Agreement is made on 3 February 2025 between Northwind Systems Limited ("Supplier") and Harbor Foods LLC ("Customer").',
  "1. Services. Supplier shall provide the managed services described in Schedule 1.",
  "2. Charges. Customer shall pay the Charges within 30 days of invoice.",
  "3. Service Levels. Supplier shall meet the Service Levels. The Service Credits set out in Schedule 3 shall be Customer's sole and exclusive remedy for any failure to meet the Service Levels.",
  "4. Limitation of Liability. No liability shall attach to the Supplier for any indirect or consequential loss. The total liability to the Customer under this Agreement shall not exceed the Charges paid in the twelve months before the claim.",
  "5. Governing Law. This Agreement is governed by the law of England and Wales.",
].join("\n");

describe("a supplier-side limitation is rated from each side", () => {
  it("names the Supplier as protected, rates it riskier for the Customer, and differs between the two reviews", () => {
    const supplier = review(OUTSOURCING, "Supplier");
    const customer = review(OUTSOURCING, "Customer");
    const cap = (a: DeterministicAnalysis) => a.clauses.find((c) => c.label === "4")!;
    expect(cap(supplier).beneficiary).toBe("Supplier");
    expect(rank(cap(customer).risk_level)).toBeGreaterThan(rank(cap(supplier).risk_level));
    const credits = (a: DeterministicAnalysis) => a.clauses.find((c) => c.label === "3")!;
    if (credits(supplier).categories.some((c) => c === "limitation_of_liability" || c === "cap_on_liability")) {
      expect(credits(supplier).beneficiary).toBe("Supplier");
    }
  });
});
