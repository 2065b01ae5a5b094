import { describe, expect, it } from "vitest";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { analyzeDeterministic } from "../../analyze";

const review = (text: string, jurisdiction: string, perspective: string | null = null) =>
  analyzeDeterministic([{ page: 1, text }], { chain: jurisdictionChain(jurisdiction), perspective });
const clauseWith = (a: ReturnType<typeof review>, words: string) => a.clauses.find((c) => c.clause_text.includes(words))!;
/** The first words of a clause after its heading ("Rent Review. On each …" → "On each …"). */
const body = (clause: string) => clause.slice(clause.indexOf(". ") + 2, clause.indexOf(". ") + 32);
const cited = (cites: { source_id: string; article: string }[]) => cites.map((c) => `${c.source_id} ${c.article}`);

const lease = (clause: string, law = "England and Wales") =>
  [
    "LEASE OF COMMERCIAL PREMISES",
    'This Lease is made on 1 June 2026 between ASHFORD ESTATES LIMITED (the "Landlord") and BRIGHT BAKERY LIMITED (the "Tenant").',
    "1. Letting. The Landlord lets Unit 3 to the Tenant for ten years at a yearly rent of £50,000.",
    `2. ${clause}`,
    `3. Law. This Lease is governed by the law of ${law}.`,
  ].join("\n");

/** Each lease term: a breaching wording, the finding's words, and a lawful near miss of the same subject. */
const leaseCases: [string, string, string, string][] = [
  ["upward-only review", "Rent Review. On each review date the rent shall be the greater of the rent payable immediately before the review date and the open market rent.", "upward-only", "Rent Review. On each review date the rent shall be reviewed to the open market rent, which may be higher or lower than the rent then payable."],
  ["repair of inherent defects", "Repair. The Tenant shall keep the Premises in good repair and shall remedy any inherent defect in them.", "inherent", "Repair. The Tenant shall keep the Premises in good repair but shall not be liable to remedy any inherent defect in them."],
  ["putting into repair", "Repair. The Tenant shall put and keep the Premises in good and substantial repair.", "put the premises into repair", "Repair. The Tenant shall keep the Premises in no worse condition than shown in the schedule of condition."],
  ["uncapped service charge", "Service Charge. The Tenant shall pay a fair proportion of the service costs of the estate, without any cap.", "uncapped service charge", "Service Charge. The Tenant shall pay a fair proportion of the service costs of the estate, which shall not exceed £5,000 a year."],
  ["forfeiture without demand", "Forfeiture. If the rent is unpaid for 14 days after becoming due, whether formally demanded or not, the Landlord may re-enter the Premises.", "forfeiture", "Forfeiture. If the rent is unpaid for 21 days after it has been formally demanded, the Landlord may re-enter the Premises."],
  ["defects 'latent or inherent'", "Repair. The Tenant shall repair the Premises and make good any defect in them whether latent or inherent.", "inherent", "Repair. The Landlord shall remedy any latent or inherent defect in the structure at its own cost."],
  ["a service charge the landlord alone sets", "Service Charge. The Tenant shall pay the Service Charge, being such part of the Service Costs as the Landlord may specify.", "uncapped service charge", "Service Charge. The Tenant shall pay the Service Charge, being such part of the Service Costs as the Landlord may specify, up to a cap of £4,000 a year."],
  ["the demand waived in brackets", "Re-entry. The Landlord may forfeit this Lease if any rent is unpaid 21 days after it became due (whether or not it has been formally demanded).", "forfeiture", "Re-entry. The Landlord may forfeit this Lease if any rent is unpaid 21 days after it has been formally demanded."],
  ["landlord's redevelopment break", "Break. The Landlord may terminate this Lease at any time on six months' notice if it intends to redevelop the estate.", "redevelop", "Break. Either party may terminate this Lease on the fifth anniversary of the term on six months' notice."],
];

describe("a GB commercial lease's tenant risks", () => {
  for (const [name, breach, words, nearMiss] of leaseCases) {
    it(`${name}: a risk for the tenant, in the landlord's favour; the lawful wording is not flagged`, () => {
      const forTenant = clauseWith(review(lease(breach), "GB", "Tenant"), body(breach));
      expect(forTenant.findings).toContain(words);
      expect(forTenant.risk_level).not.toBe("low");
      const forLandlord = clauseWith(review(lease(breach), "GB", "Landlord"), body(breach));
      expect(forLandlord.findings).toContain("in your favour as landlord");
      expect(forLandlord.risk_level).toBe("low");
      expect(clauseWith(review(lease(nearMiss), "GB", "Tenant"), body(nearMiss)).findings).not.toContain(words);
    });
  }

  it("contracting out of the 1954 Act cites ss. 24, 30 and 38A under English law; a protected lease and a non-GB lease are not flagged", () => {
    const out = "Security of Tenure. The provisions of sections 24 to 28 of the Landlord and Tenant Act 1954 are excluded in relation to the tenancy created by this Lease.";
    const c = clauseWith(review(lease(out), "GB", "Tenant"), "sections 24 to 28");
    expect(c.findings).toContain("s.38A");
    expect(c.risk_level).toBe("medium");
    expect(cited(c.cites)).toEqual(["uk-landlord-and-tenant-act-1954 24", "uk-landlord-and-tenant-act-1954 30", "uk-landlord-and-tenant-act-1954 38A"]);
    for (const x of c.cites) expect(builtInRegistry().getProvision(x.source_id, x.article)).toBeTruthy();
    const kept = "Security of Tenure. This Lease is a tenancy to which Part II of the Landlord and Tenant Act 1954 applies, and nothing in it excludes the Tenant's rights to a new tenancy.";
    expect(clauseWith(review(lease(kept), "GB", "Tenant"), "Part II").findings).not.toContain("1954");
    expect(clauseWith(review(lease(out, "the State of New York"), "US", "Tenant"), "sections 24 to 28").findings).not.toContain("s.38A");
  });

  it("a lease's limit on the landlord's liability is not put to UCTA's reasonableness test (Sch. 1 para 1(b)); a services contract's still is", () => {
    const cap = "Liability. The total liability of the Landlord under this Lease shall not exceed one year's rent.";
    const c = clauseWith(review(lease(cap), "GB", "Tenant"), "total liability");
    expect(cited(c.cites)).toEqual(["uk-unfair-contract-terms-act-1977 Schedule 1"]);
    expect(c.findings).toContain("interest in land");
    expect(builtInRegistry().getProvision("uk-unfair-contract-terms-act-1977", "Schedule 1")).toBeTruthy();
    const services = lease(cap.replace(/Lease/g, "Agreement"))
      .replace("LEASE OF COMMERCIAL PREMISES", "SERVICES AGREEMENT")
      .replace("This Lease is made", "This Agreement is made")
      .replace(/\(the "Landlord"\)/, '(the "Supplier")')
      .replace(/\(the "Tenant"\)/, '(the "Customer")')
      .replace("1. Letting. The Landlord lets Unit 3 to the Tenant for ten years at a yearly rent of £50,000.", "1. Services. The Supplier shall provide cleaning services to the Customer for a monthly fee of £5,000.")
      .replace("the Landlord under", "the Supplier under")
      .replace("one year's rent", "the fees paid")
      .replace("This Lease is governed", "This Agreement is governed");
    expect(cited(clauseWith(review(services, "GB", "Customer"), "total liability").cites)).toContain("uk-unfair-contract-terms-act-1977 11");
  });
});

const nda = (clause: string) =>
  [
    "CONFIDENTIALITY AGREEMENT",
    'This Agreement is made on 1 March 2026 between Orion Labs Limited ("Orion") and Beacon Partners LLP ("Beacon").',
    "1. Confidentiality. Beacon shall keep Orion's information confidential and use it only to evaluate an investment.",
    `2. ${clause}`,
    "3. Law. This Agreement is governed by the law of England and Wales.",
  ].join("\n");

describe("residuals", () => {
  it("a one-way residuals clause is high for the discloser and in the user's favour; a clause forbidding that use is not one", () => {
    const clause = "Residuals. Beacon may use for any purpose any information retained in the unaided memory of its employees, including know-how.";
    expect(clauseWith(review(nda(clause), "GB", "Orion"), "unaided memory")).toMatchObject({ risk_level: "high" });
    expect(clauseWith(review(nda(clause), "GB", "Orion"), "unaided memory").findings).toContain("residuals clause");
    expect(clauseWith(review(nda(clause), "GB", "Beacon"), "unaided memory").findings).toContain("in your favour");
    const forbids = "No Residuals. Beacon shall not use any information retained in the unaided memory of its employees for any other purpose.";
    expect(clauseWith(review(nda(forbids), "GB", "Orion"), "unaided memory").findings).not.toContain("residuals clause");
  });
});

describe("penalties and delay damages", () => {
  const licence = (clause: string, law: string) =>
    [
      "SOFTWARE LICENCE AGREEMENT",
      'This Agreement is made on 1 March 2026 between Nordlicht Software GmbH ("Licensor") and Berger Werkzeuge AG ("Licensee").',
      "1. Licence. Licensor grants Licensee a licence to use the Software on 20 workstations.",
      `2. ${clause}`,
      `3. Law. This Agreement is governed by ${law}.`,
    ].join("\n");

  it("a contractual penalty under German law cites BGB §§ 339, 340, 341 and 343 and is high for the payer when stacked on damages; a plain damages clause is not one", () => {
    const clause = "Over-use. For each case of use beyond the licensed scope, the Licensee shall pay a contractual penalty of EUR 20,000, without prejudice to further claims for damages.";
    const c = clauseWith(review(licence(clause, "German law"), "DE", "Licensee"), "contractual penalty");
    expect(c.risk_level).toBe("high");
    expect(cited(c.cites)).toEqual(expect.arrayContaining(["de-bgb 339", "de-bgb 343"]));
    for (const x of c.cites) expect(builtInRegistry().getProvision(x.source_id, x.article)).toBeTruthy();
    expect(clauseWith(review(licence(clause, "German law"), "DE", "Licensor"), "contractual penalty").findings).toContain("protects your side");
    const plain = "Over-use. For each case of use beyond the licensed scope, the Licensee shall pay the licence fee for the additional workstations.";
    expect(clauseWith(review(licence(plain, "German law"), "DE", "Licensee"), "additional workstations").cites.some((x) => x.source_id === "de-bgb" && x.article === "339")).toBe(false);
  });

  const supply = (clause: string) =>
    [
      "SUPPLY AGREEMENT",
      'This Agreement is made on 1 March 2026 between Kestrel Forge Limited (the "Seller") and Arden Motors Limited (the "Buyer").',
      "1. Supply. The Seller shall deliver the Goods on the delivery dates in each order.",
      `2. ${clause}`,
      "3. Law. This Agreement is governed by the law of England and Wales.",
    ].join("\n");

  it("late-delivery damages as the buyer's sole remedy, with no termination for delay, are high for the buyer; damages kept beside termination are not", () => {
    const clause = "Delay. If the Seller delivers late, it shall pay the Buyer liquidated damages of 1% of the price per week of delay, up to 5%. These liquidated damages are the Buyer's sole and exclusive remedy for delay, and the Buyer may not terminate any order for late delivery.";
    const c = clauseWith(review(supply(clause), "GB", "Buyer"), "sole and exclusive");
    expect(c.findings).toContain("sole and exclusive remedy for delay");
    expect(c.risk_level).toBe("high");
    expect(clauseWith(review(supply(clause), "GB", "Seller"), "sole and exclusive").findings).toContain("in your favour");
    const kept = "Delay. If the Seller delivers late, it shall pay the Buyer liquidated damages of 1% of the price per week of delay, up to 5%, without prejudice to the Buyer's right to terminate for delay of more than four weeks.";
    expect(clauseWith(review(supply(kept), "GB", "Buyer"), "liquidated damages").findings).not.toContain("sole and exclusive remedy");
    // Service credits for missed service levels are not damages for late delivery.
    const credits = "Service Levels. Service credits are the Buyer's sole and exclusive remedy for any failure to meet the service levels, including late response.";
    expect(clauseWith(review(supply(credits), "GB", "Buyer"), "Service credits").findings).not.toContain("late-delivery damages");
  });

  it("under English law a 'contractual penalty' is put to the penalty rule (Makdessi), payable by the party named; a price for extra units is not", () => {
    const clause = "Penalty. The Seller shall pay a contractual penalty of £10,000 for each breach of clause 1.";
    const c = clauseWith(review(supply(clause), "GB", "Seller"), "contractual penalty");
    expect(c.findings).toContain("payable by Seller");
    expect(c.findings).toContain("Makdessi");
    expect(c.risk_level).toBe("medium");
    const price = "Extra Units. The Buyer shall pay £10,000 for each additional batch it orders.";
    expect(clauseWith(review(supply(price), "GB", "Seller"), "additional batch").findings).not.toContain("Makdessi");
  });
});
