/**
 * Limitations of liability in wordings the review missed or misread before the review13 session (issue 32), each beside
 * a near miss that must keep its old reading: a party's "only remedy", remedies "limited to", liability "capped at" or
 * "subject to a separate cap", warranty obligations limited, time bars ("must be brought within one year"), passive
 * "liability … incurred by X", two parties named together ("X and Y each …"), and exclusions the clause detector did not
 * file under a liability category (a cap under a delivery or warranty heading). Our own invented clauses.
 */
import { describe, expect, it } from "vitest";
import { analyzeDeterministic } from "../analyze";
import { capStyles, capStyleSplit, partySets } from "../../../eval/review/cap-styles";
import { partyRefs, preambleOf, type PartyRef } from "../facts/parties";
import { liabilityProtection } from "./direction";
import { limitsNamedLiability } from "./liability-category";

const two = (a: string, b: string): PartyRef[] => [
  { key: a, aliases: [a.toLowerCase()], role: null },
  { key: b, aliases: [b.toLowerCase()], role: null },
];
const protects = (text: string, parties: PartyRef[]) => {
  const p = liabilityProtection(text, parties);
  return p === null ? null : p.mutual && p.beneficiaries.length === 0 ? "mutual" : p.beneficiaries.join("+");
};

describe("wordings that limit liability, and their near misses", () => {
  it.each([
    // [clause, parties, expected: protected party, "mutual" or null]
    ["Where the Customer suffers loss, the Customer's only remedy shall be the Service Credits.", two("Supplier", "Customer"), "Supplier"],
    ["Service Credits are not the Customer's only remedy.", two("Supplier", "Customer"), null],
    // review17: what a claimant may recover, a second verb of the liable party, "in no case", "does not accept liability".
    ["The maximum amount recoverable by Customer from Supplier under this Agreement is limited to the fees paid.", two("Supplier", "Customer"), "Supplier"],
    ["Supplier makes no warranty and shall have no liability for any use of the Products outside the specifications.", two("Supplier", "Customer"), "Supplier"],
    ["Supplier makes no warranty as to fitness and shall deliver the Products in their original packaging.", two("Supplier", "Customer"), null],
    ["Supplier shall in no case be held liable for damage caused by misuse by Customer.", two("Supplier", "Customer"), "Supplier"],
    ["Supplier does not accept liability for any loss of profit.", two("Supplier", "Customer"), "Supplier"],
    ["Supplier does not accept returns after thirty days.", two("Supplier", "Customer"), null],
    ["The remedies in this Section are Harlow Medical's sole remedies for any breach of warranty by ETI.", [{ key: "ETI", aliases: ["eti"], role: null }, { key: "Harlow", aliases: ["harlow", "harlow medical"], role: null }], "ETI"],
    ["The remedies in this Section are cumulative with Harlow Medical's other rights.", [{ key: "ETI", aliases: ["eti"], role: null }, { key: "Harlow", aliases: ["harlow", "harlow medical"], role: null }], null],
    ["These termination rights shall not constitute the exclusive remedy of Licensee under this Agreement.", two("Licensor", "Licensee"), null],
    ["These service credits shall constitute Licensee's exclusive remedy for downtime.", two("Licensor", "Licensee"), "Licensor"],
    ["Licensor's liability for any claim will in all cases be capped at the fees received.", two("Licensor", "Licensee"), "Licensor"],
    ["Licensor's number of support calls is capped at fifty a month.", two("Licensor", "Licensee"), null],
    ["Provider's liability for breach of Section 8 shall be subject to a separate cap equal to three times the fees.", two("Provider", "Client"), "Provider"],
    ["Purchaser's remedies for any delay in delivery shall be limited to cancellation of the order.", two("Manufacturer", "Purchaser"), "Manufacturer"],
    ["Purchaser's remedies for any delay in delivery include cancellation of the order.", two("Manufacturer", "Purchaser"), null],
    ["ETI's warranty obligations shall be limited to Units returned within twelve months of delivery.", two("ETI", "Harlow"), "ETI"],
    ["ETI's warranty obligations are set out in Schedule 2.", two("ETI", "Harlow"), null],
    // Time bars.
    ["Any claim by Licensee against Licensor must be brought within one (1) year after it arises, failing which it is waived.", two("Licensor", "Licensee"), "Licensor"],
    ["Any action by Purchaser for breach of warranty must be commenced within one year after delivery.", two("Manufacturer", "Purchaser"), "Manufacturer"],
    ["Any action by Purchaser to enforce this Agreement must be brought within the courts of Illinois.", two("Manufacturer", "Purchaser"), null],
    // Passive voice.
    ["Under no circumstances shall any liability be incurred by the Supplier for loss of anticipated savings.", two("Supplier", "Customer"), "Supplier"],
    ["Costs incurred by the Supplier shall be reimbursed within 30 days.", two("Supplier", "Customer"), null],
    // Two parties named together in one subject.
    ["The Supplier and the Customer each exclude liability to the other for indirect loss.", two("Supplier", "Customer"), "mutual"],
    ["Each of Manufacturer and Purchaser waives any claim against the other for punitive damages.", two("Manufacturer", "Purchaser"), "mutual"],
    ["The total liability of Manufacturer and Purchaser to each other shall not exceed $2,000,000.", two("Manufacturer", "Purchaser"), "mutual"],
    ["The Company and Consultant agree that neither will be liable to the other for indirect damages.", two("Consultant", "Company"), "mutual"],
    ["Licensor and Licensee agree that Licensor's liability shall not exceed the fees paid.", two("Licensor", "Licensee"), "Licensor"],
    // A name followed by "liability" without a possessive is not that party's liability.
    ["Manufacturer shall hold Purchaser harmless from all product liability claims, and in no event shall Manufacturer's total liability exceed $1,000,000.", two("Manufacturer", "Purchaser"), "Manufacturer"],
    ["MANUFACTURER TOTAL LIABILITY SHALL NOT EXCEED $1,000,000.", two("Manufacturer", "Purchaser"), "Manufacturer"],
    ["Manufacturer shall defend and hold Purchaser harmless from all product liability claims; provided that Manufacturer's aggregate obligations under this Section shall not exceed $1,000,000.", two("Manufacturer", "Purchaser"), "Manufacturer"],
    // "liability arising out of X's breach" is not X's liability limited.
    ["Host shall bear any liability arising out of Host's non-compliance, and Publisher shall have no liability.", two("Host", "Publisher"), "Publisher"],
    ["The liability of Host shall not exceed the fees.", two("Host", "Publisher"), "Host"],
    // "In no event shall X …" limits X only when liability follows.
    ["In no event, however, shall Host have the right to resell the equipment.", two("Host", "Publisher"), null],
    ["In no event, however, shall Host be liable for lost profits.", two("Host", "Publisher"), "Host"],
    // "mutually agreed" is not a mutual limitation; a representation that a party has no liabilities limits nothing.
    ["Each working day shall not exceed eight hours unless otherwise mutually agreed.", two("Host", "Publisher"), null],
    ["Host does not have any liabilities not disclosed in its accounts.", two("Host", "Publisher"), null],
    ["Host does not have any liability for content posted by Publisher.", two("Host", "Publisher"), "Host"],
    // A party's own sole obligation, said after its possessive.
    ["This is Licensor's sole and exclusive obligation in respect of defective media.", two("Licensor", "Licensee"), "Licensor"],
    ["This is Licensor's first obligation in respect of defective media; in no event shall the media be replaced twice.", two("Licensor", "Licensee"), null],
    // Groups the contract defines around a party.
    ["None of the Licensor Parties and the Licensee Parties shall be liable for punitive damages.", two("Licensor", "Licensee"), "mutual"],
    ["In no event shall the Licensee Parties be entitled to recover punitive damages from Licensor.", two("Licensor", "Licensee"), "Licensor"],
    ["Licensee Parties' rights are not limited, and the Licensor Party shall have no liability for lost profits.", two("Licensor", "Licensee"), "Licensor"],
    // Not required to pay or honour; a waiver agreed to and given.
    ["Notwithstanding the foregoing, Licensor shall not be required to contribute any amount in excess of the fees it received.", two("Licensor", "Licensee"), "Licensor"],
    ["Licensor shall not be required to honour any warranty claim for Units modified by Licensee.", two("Licensor", "Licensee"), "Licensor"],
    ["Licensor shall not be required to attend meetings, and in no event shall meetings exceed two hours.", two("Licensor", "Licensee"), null],
    ["Licensee hereby agrees to and does waive any and all claims and damages against Licensor arising from the event.", two("Licensor", "Licensee"), "Licensor"],
  ] as [string, PartyRef[], string | null][])("%s", (text, parties, expected) => {
    expect(protects(text, parties)).toBe(expected);
  });
  it("a claimant's remedy limited protects the one other party its sentence names, even when the opening listed three", () => {
    const three: PartyRef[] = [...two("Sellers", "Buyer"), { key: "Ardent", aliases: ["ardent"], role: null }];
    expect(protects("The maximum amount which the Buyer may recover from the Sellers in respect of all Claims shall be limited to the Consideration.", three)).toBe("Sellers");
    expect(protects("The maximum amount which the Buyer may recover in respect of all Claims shall be limited to the Consideration.", three)).toBeNull();
  });
});

const CONTRACT = (clause: string) =>
  [
    "DISTRIBUTION AGREEMENT",
    'This Distribution Agreement is made on 4 March 2024 between Vantor Medical, Inc., a California corporation (the "Company"), and Keel Distribution LLC, a Texas limited liability company ("Distributor").',
    "1. Appointment. The Company appoints Distributor as its distributor in the Territory.",
    `5. ${clause}`,
    "9. Governing Law. This Agreement shall be governed by the laws of the State of California.",
  ].join("\n");
const clause5 = (clause: string, perspective: string | null = null) => analyzeDeterministic([{ page: 1, text: CONTRACT(clause) }], { chain: ["US"], perspective }).clauses.find((c) => c.label === "5")!;
const rank = (r: string) => ["low", "medium", "high", "critical"].indexOf(r);

describe("an exclusion the clause detector did not file under liability", () => {
  it("is filed as a limitation of liability, names whom it protects and is rated riskier for the other side", () => {
    const text = "Delivery. Company's sole obligation in the event of late delivery shall be to use reasonable efforts to expedite shipment, and Company shall have no liability for any delay.";
    expect(clause5(text).categories).toContain("limitation_of_liability");
    expect(clause5(text).beneficiary).toBe("Company");
    expect(rank(clause5(text, "Distributor").risk_level)).toBeGreaterThan(rank(clause5(text, "Company").risk_level));
  });
  it("but a price cap, an insurance clause, a return policy and force majeure are not limitations of liability", () => {
    for (const text of [
      "Prices. The prices for the Products shall not exceed the prices charged by Company to any other distributor in the Territory.",
      "Insurance. Each party shall maintain general liability insurance and in no event less than $1,000,000 per occurrence.",
      "Returns. IN NO EVENT SHALL COMPANY BE OBLIGATED TO ACCEPT RETURNS OF PRODUCTS MORE THAN NINETY DAYS AFTER SHIPMENT.",
    ]) {
      const c = clause5(text);
      expect(c.categories.includes("limitation_of_liability") && c.protection !== null, text).toBe(false);
    }
    const parties = partyRefs([{ name: "Vantor Medical, Inc.", defined_as: "Company", role: "company" }, { name: "Keel Distribution LLC", defined_as: "Distributor", role: "distributor" }]);
    expect(limitsNamedLiability("Neither Company nor Distributor shall be liable for any failure caused by events beyond its control.", ["force_majeure"], parties)).toBe(false);
    expect(limitsNamedLiability("Neither Company nor Distributor shall be liable for any failure caused by events beyond its control.", [], parties)).toBe(true);
    // A mutual reading that names no party ("each party", "mutually") is left to the detector.
    expect(limitsNamedLiability("Each party shall keep liability insurance; in no event shall the cover be less than $1,000,000.", [], parties)).toBe(false);
    // …but a cap whose subject is every party's liability is one, under whatever heading.
    expect(limitsNamedLiability("Notwithstanding anything herein, the liability of either Party under this Agreement shall not exceed the Licence Fee.", [], parties)).toBe(true);
    expect(limitsNamedLiability("Each party's aggregate liability arising out of this Agreement is limited to the fees paid in the prior year.", [], parties)).toBe(true);
    expect(limitsNamedLiability("The liability of each party for its own employees' wages shall be determined by Schedule 3.", [], parties)).toBe(false);
  });
});

describe("the dev half of our invented clause styles (eval/review/cap-styles.ts)", () => {
  const dev = capStyles.filter((c) => capStyleSplit(c) === "dev");
  it("has clauses in both halves", () => {
    expect(dev.length).toBeGreaterThan(40);
    expect(capStyles.length - dev.length).toBeGreaterThan(40);
  });
  it.each(dev.map((c) => [c.style, c] as const))("%s", (_, c) => {
    const parties = partyRefs(preambleOf(partySets[c.parties].opening).details);
    // Each of the two sides protected is a mutual limitation, as the evaluation counts it (the opening of the share
    // purchase lists one seller apart from "the Sellers").
    const read = protects(c.text, parties) ?? "none";
    const got = partySets[c.parties].keys.every((k) => read.split("+").includes(k)) ? "mutual" : read;
    expect(got).toBe(c.protects);
  });
});

describe("a cap protecting only the other side, read across the contract", () => {
  const msa = (mutualClause: string) =>
    [
      "MASTER SERVICES AGREEMENT",
      'This Agreement is made on 4 March 2024 between Northgate IT Services, Inc., a Delaware corporation ("Supplier"), and Pell Logistics, Inc. ("Customer").',
      "1. Services. Supplier shall provide the Services.",
      `8. Liability. ${mutualClause}`,
      "9. Cap. Supplier's total liability under this Agreement shall not exceed the Charges paid in the prior 12 months.",
      "10. Governing Law. This Agreement shall be governed by the laws of the State of New York.",
    ].join("\n");
  const cap = (text: string, perspective: string) => analyzeDeterministic([{ page: 1, text }], { chain: ["US"], perspective }).clauses.find((c) => c.label === "9")!;
  it("is high for the side whose own liability nothing caps, beside a mutual exclusion of indirect loss only", () => {
    const text = msa("Except for breach of Section 7 (Confidentiality) or a party's indemnification obligations, neither party shall be liable for indirect or consequential damages.");
    expect(cap(text, "Customer").risk_level).toBe("high");
    expect(cap(text, "Customer").findings).toMatch(/Nothing in the contract caps your own liability/);
    expect(cap(text, "Supplier").risk_level).toBe("low");
  });
  it("stays medium when a mutual cap also limits the reviewer's liability in amount", () => {
    const text = msa("In no event shall either party's aggregate liability exceed $5,000,000.");
    expect(cap(text, "Customer").risk_level).toBe("medium");
  });
});
