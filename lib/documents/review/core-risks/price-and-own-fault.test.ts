import { describe, expect, it } from "vitest";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { analyzeDeterministic } from "../../analyze";
import { indemnityCoversIndemniteesOwnFault } from "../indemnity-scope";

const review = (text: string, jurisdiction: string, perspective: string | null = null) =>
  analyzeDeterministic([{ page: 1, text }], { chain: jurisdictionChain(jurisdiction), perspective });
const clause = (r: ReturnType<typeof review>, label: string) => r.clauses.find((c) => c.label === label)!;

const services = (body: string) =>
  [
    'SERVICES AGREEMENT\nThis Agreement is made on 4 May 2026 between Orchard Data Limited ("Provider") and Pennine Foods Limited ("Customer").',
    "1. Services. Provider shall provide the hosting services described in Schedule 1.",
    body,
    "9. Governing Law. This Agreement is governed by the law of England and Wales.",
  ].join("\n");

describe("a price one side may change alone", () => {
  const text = services("2. Fees.\n2.1 Customer shall pay the Fees monthly in arrears.\n2.2 Provider may increase the Fees at any time by giving Customer 30 days' notice by email.");

  it("is high for the payer, low for the side that may change it, and names who may", () => {
    const asCustomer = clause(review(text, "GB", "Customer"), "2.2");
    expect(asCustomer.risk_level).toBe("high");
    expect(asCustomer.findings).toContain("lets the other side (Provider) change the price alone");
    const asProvider = clause(review(text, "GB", "Provider"), "2.2");
    expect(asProvider.risk_level).toBe("low");
    expect(asProvider.findings).toContain("in your favour");
  });

  it("a change tied to an index, or one the payer may leave rather than pay, is not the same risk", () => {
    const indexed = text.replace("at any time by giving Customer 30 days' notice by email", "once a year by no more than the increase in the Consumer Prices Index");
    expect(clause(review(indexed, "GB", "Customer"), "2.2").risk_level).toBe("low");
    const leave = text.replace("by email.", "by email, and Customer may terminate this Agreement before the increase takes effect.");
    expect(clause(review(leave, "GB", "Customer"), "2.2").risk_level).toBe("medium");
  });

  it("a renewal and a price change in one sentence: each read by its own rule, each from the side it binds", () => {
    const both = services("2. Term. This Agreement shall renew automatically for successive periods of one year unless the Provider gives notice of non-renewal, and the Provider may increase the Fees at each renewal by notice to the Customer.");
    const asCustomer = clause(review(both, "GB", "Customer"), "2");
    expect(asCustomer.risk_level).toBe("high");
    expect(asCustomer.findings).toContain("lets the other side (Provider) change the price alone");
    expect(asCustomer.findings).toContain("only the other side (Provider) may stop it");
    // The renewal's length is not a notice window.
    expect(asCustomer.findings).not.toContain("at least 1 year before");
    const asProvider = clause(review(both, "GB", "Provider"), "2");
    expect(asProvider.risk_level).toBe("low");
    expect(asProvider.findings).toContain("only your side (Provider) may stop it");
    // Either party may stop it: the renewal binds both alike, the price change still only the payer.
    const mutual = both.replace("unless the Provider gives notice", "unless either party gives notice");
    expect(clause(review(mutual, "GB", "Customer"), "2").findings).toContain("commits both sides");
    expect(clause(review(mutual, "GB", "Customer"), "2").risk_level).toBe("high");
  });

  it("'it' is read as the party named before it in the sentence", () => {
    const loan = services("2. Interest.\n2.1 If the Provider determines that its costs have increased, it may increase the Margin by notice to the Customer.");
    expect(clause(review(loan, "GB", "Customer"), "2.1").findings).toContain("(Provider) change the price alone");
  });
});

describe("an indemnity that also covers the indemnified party's own fault", () => {
  it("is recognised in the usual wordings, and not where the indemnifier answers only for itself", () => {
    expect(indemnityCoversIndemniteesOwnFault("The Client shall indemnify the Contractor against all losses, including any claim arising from any act or omission of the Contractor.", ["Contractor"])).toBe(true);
    expect(indemnityCoversIndemniteesOwnFault("Tenant shall indemnify Landlord against claims, whether or not caused by the negligence of Landlord.", ["Landlord"])).toBe(true);
    expect(indemnityCoversIndemniteesOwnFault("Licensee shall indemnify Licensor, even if attributable in part to the Indemnified Party's own negligence.", [])).toBe(true);
    expect(indemnityCoversIndemniteesOwnFault("The Supplier shall indemnify the Customer against all losses arising from any act or omission of the Supplier.", ["Customer"])).toBe(false);
  });

  it("is high for the side giving it, and the fix says to strike the other side's fault out", () => {
    const text = services("3. Indemnity. Customer shall indemnify Provider against third-party claims arising from the use of the services, including claims caused by the negligence of Provider.");
    const given = clause(review(text, "GB", "Customer"), "3");
    expect(given.risk_level).toBe("high");
    expect(given.findings).toContain("including losses caused by Provider's own acts, omissions or negligence");
    expect(given.suggested_fix).toMatch(/^Strike out the losses caused by the indemnified party's own/);
    expect(clause(review(text.replace(", including claims caused by the negligence of Provider", ""), "GB", "Customer"), "3").risk_level).toBe("medium");
    expect(clause(review(text, "GB", "Provider"), "3").risk_level).toBe("low");
  });
});

describe("TUPE: one side bearing the staff's liabilities from before and after the transfer", () => {
  const outsourcing = [
    'OUTSOURCING AGREEMENT\nThis Agreement is made on 1 March 2026 between Harbour Estates Limited ("Client") and Keystone Facilities Limited ("Contractor").',
    "1. Services. The Client outsources its cleaning services, previously performed in-house, to the Contractor.",
    "2. Employees.\n2.1 The parties agree that TUPE applies to the transfer of the Transferring Employees to the Contractor.\n2.2 The Client shall indemnify the Contractor against all liabilities arising from the employment of the Transferring Employees, whether arising before, on or after the Transfer Date.",
    "3. Governing Law. This Agreement is governed by the law of England and Wales.",
  ].join("\n");

  it("is the agreement's main risk for the side giving it, said in the overall summary; in its favour for the other", () => {
    const client = review(outsourcing, "GB", "Client");
    expect(clause(client, "2.2")).toMatchObject({ risk_level: "high" });
    expect(clause(client, "2.2").findings).toContain("whether they arise before or after the transfer");
    expect(client.summary).toContain("Clause 2.2");
    expect(clause(review(outsourcing, "GB", "Contractor"), "2.2").findings).toContain("It is in your side's favour");
  });

  it("an indemnity from the new employer for the period after the transfer alone is the usual allocation, not this risk", () => {
    const usual = outsourcing.replace(
      "The Client shall indemnify the Contractor against all liabilities arising from the employment of the Transferring Employees, whether arising before, on or after the Transfer Date.",
      "The Contractor shall indemnify the Client against all liabilities arising from the employment of the Transferring Employees after the Transfer Date.",
    );
    expect(clause(review(usual, "GB", "Client"), "2.2").findings).not.toContain("whether they arise before or after the transfer");
  });
});

describe("a clause rated up for whom it favours", () => {
  it("does not also say 'no playbook issue found'", () => {
    const text = services("4. Assignment.\n4.1 Provider may assign this Agreement to any person without the consent of Customer.\n4.2 Customer shall not assign this Agreement without the prior written consent of Provider.");
    const c = clause(review(text, "GB", "Customer"), "4.2");
    expect(c.risk_level).toBe("medium");
    expect(c.findings).not.toContain("no playbook issue found");
    expect(c.findings).toContain("favours the other side");
  });
});

describe("warranties qualified by a general disclosure", () => {
  const spa = (clause: string) =>
    [
      'SHARE PURCHASE AGREEMENT\nThis Agreement is made on 2 March 2026 between Tarn Holdings Limited (the "Seller") and Ribble Capital Limited (the "Buyer").',
      "1. Sale. The Seller shall sell and the Buyer shall buy the Shares.",
      "2. Warranties. The Seller warrants to the Buyer that each Warranty is true and accurate at Completion.",
      `3. ${clause}`,
      "4. Governing Law. This Agreement is governed by the law of England and Wales.",
    ].join("\n");

  it("a data room deemed disclosed protects the warrantor named elsewhere: high for the buyer, low for the seller", () => {
    const text = spa("Disclosure. The Warranties are qualified by all information in the data room, which is deemed disclosed whether or not referred to in the Disclosure Letter.");
    const asBuyer = clause(review(text, "GB", "Buyer"), "3");
    expect(asBuyer).toMatchObject({ risk_level: "high", beneficiary: "Seller", obligor: "Buyer" });
    expect(asBuyer.findings).toContain("the other side (Seller)");
    expect(clause(review(text, "GB", "Seller"), "3").risk_level).toBe("low");
    // A listed matter disclosed is not a general disclosure.
    const listed = spa("Disclosure. The Warranties are qualified by the matters fairly disclosed in the Disclosure Letter.");
    expect(clause(review(listed, "GB", "Buyer"), "3").findings).not.toContain("deems whole sources");
  });
});

describe("the rest of the term's fees on the payer's own termination", () => {
  it("is acceleration of the payer's fees: high for the payer, whose termination right it empties", () => {
    const text = services("3. Early Termination. On termination by Customer for any reason other than Provider's uncured material breach, Customer will pay all fees that would have become due for the remainder of the then-current term.");
    const asCustomer = clause(review(text, "US", "Customer"), "3");
    expect(asCustomer.risk_level).toBe("high");
    expect(asCustomer.findings).toContain("ending the contract early");
    expect(clause(review(text, "US", "Provider"), "3").findings).toContain("protects your side");
  });
});

describe("a licence's grant-back and minimum royalty", () => {
  const licence = (clause: string) =>
    [
      'PATENT LICENSE AGREEMENT\nThis Patent License Agreement is made on 1 June 2026 between Kestrel Optics, Inc. ("Licensor") and Marram Devices LLC ("Licensee").',
      "1. Grant. Licensor grants Licensee a non-exclusive license under the Licensed Patents.",
      `2. ${clause}`,
      "9. Governing Law. This Agreement is governed by the laws of the State of Delaware.",
    ].join("\n");

  it("an assignment of the licensee's improvements is high for the licensee, low for the licensor; a licence back is not one", () => {
    const text = licence("Improvements. Licensee hereby assigns to Licensor all right, title and interest in every improvement to the Licensed Patents that Licensee makes.");
    expect(clause(review(text, "US", "Licensee"), "2")).toMatchObject({ risk_level: "high", beneficiary: "Licensor" });
    expect(clause(review(text, "US", "Licensor"), "2").risk_level).toBe("low");
    const back = licence("Improvements. Licensee grants Licensor a non-exclusive licence of every improvement to the Licensed Patents that Licensee makes.");
    expect(clause(review(back, "US", "Licensee"), "2").findings).not.toContain("grant-back");
  });

  it("a minimum annual royalty is at least medium for the licensee who owes it, low for the licensor", () => {
    const text = licence("Minimum Royalty. Licensee shall pay a minimum annual royalty of USD 80,000, against which running royalties are credited.");
    expect(clause(review(text, "US", "Licensee"), "2").risk_level).toBe("medium");
    expect(clause(review(text, "US", "Licensor"), "2").risk_level).toBe("low");
    const none = licence("Royalty. There is no minimum royalty; Licensee shall pay 4% of Net Sales.");
    expect(clause(review(none, "US", "Licensee"), "2").findings).not.toContain("minimum payment");
  });
});
