/**
 * Short contracts of our own, one per general rule of who gives and who gets (rev5): each clause must read right, and
 * the same clause with the parties' roles swapped (or the review's perspective swapped) must flip.
 */
import { describe, expect, it } from "vitest";
import { analyzeDeterministic, type DeterministicAnalysis } from "../analyze";

const rank = (r: string) => ["low", "medium", "high", "critical"].indexOf(r);
const review = (text: string, perspective: string | null, chain = ["GB-ENG", "GB"]): DeterministicAnalysis => analyzeDeterministic([{ page: 1, text }], { chain, perspective });
const clause = (a: DeterministicAnalysis, quote: string) => {
  const c = a.clauses.find((x) => x.clause_text.replace(/\s+/g, " ").includes(quote));
  expect(c, `no clause holds "${quote}"`).toBeTruthy();
  return c!;
};

/** A services contract between a Vendor and a Client who pays it; `terms` are numbered clauses 3 onwards. */
const services = (...terms: string[]) => servicesUnder("the laws of England and Wales", ...terms);
const servicesUnder = (law: string, ...terms: string[]) =>
  [
    "SERVICES AGREEMENT",
    'This Services Agreement is made on 1 March 2026 between Alder Systems Limited, a company registered in England ("Vendor"), and Birch Freight Limited, a company registered in England ("Client").',
    "1. Services. The Vendor shall provide the hosted routing service described in Schedule 1.",
    "2. Fees. The Client shall pay the Vendor the fees in Schedule 2 within thirty days of invoice.",
    ...terms.map((t, i) => `${i + 3}. ${t}`),
    `${terms.length + 3}. Governing law. This Agreement is governed by ${law}.`,
  ].join("\n");

describe("a carve-out from a cap, written as a clause of its own, favours the side the cap would have cut down", () => {
  const contract = (capped: string) =>
    services(
      `Liability. 3.1 The ${capped}'s total liability under this Agreement shall not exceed the fees paid in the twelve months before the claim.\n3.2 The limitations in clause 3.1 do not apply to liability for fraud, wilful misconduct, gross negligence or death or personal injury.`,
    );
  it("a carve-out from the Vendor's cap favours the Client; from the Client's cap, the Vendor", () => {
    expect(clause(review(contract("Vendor"), "Client"), "do not apply to liability for fraud").beneficiary).toBe("Client");
    expect(clause(review(contract("Client"), "Client"), "do not apply to liability for fraud").beneficiary).toBe("Vendor");
  });
});

describe("a liability or payment duty left outside every limit is a risk to the side that bears it", () => {
  const contract = (who: string) => services(`Unlimited duties. No limitation in this Agreement applies to the ${who}'s obligations to pay the fees or under its indemnity.`);
  it("the Client's obligations left unlimited: medium for the Client, low for the Vendor; swapped, the other way", () => {
    const c = clause(review(contract("Client"), "Client"), "No limitation in this Agreement applies");
    expect(c.beneficiary).toBe("Vendor");
    expect(c.risk_level).toBe("medium");
    expect(clause(review(contract("Client"), "Vendor"), "No limitation in this Agreement applies").risk_level).toBe("low");
    const swapped = clause(review(contract("Vendor"), "Vendor"), "No limitation in this Agreement applies");
    expect(swapped.beneficiary).toBe("Client");
    expect(swapped.risk_level).toBe("medium");
  });
});

describe("an exclusion tied to a loss the claimant could have avoided itself is not raised with one-sided caps", () => {
  const contract = (who: string, other: string) =>
    services(
      `Liability. The ${who}'s total liability shall not exceed the fees paid in the twelve months before the claim.`,
      `Backups. The ${who} is not liable for loss of data to the extent the loss would have been avoided if the ${other} had kept the daily backups recommended in the documentation.`,
    );
  it("protects the side excluded, rated at most medium for the other; swapped, it protects the other side", () => {
    const c = clause(review(contract("Vendor", "Client"), "Client"), "is not liable for loss of data");
    expect(c.beneficiary).toBe("Vendor");
    expect(rank(c.risk_level)).toBeLessThanOrEqual(rank("medium"));
    expect(clause(review(contract("Client", "Vendor"), "Vendor"), "is not liable for loss of data").beneficiary).toBe("Client");
  });
});

describe("a price rise one side may impose within a cap or index is still a medium risk for the payer", () => {
  const contract = services("Price review. The Vendor may increase the fees once in each contract year by no more than five per cent.");
  it("medium for the Client that pays, low for the Vendor that may raise it", () => {
    expect(clause(review(contract, "Client"), "may increase the fees").risk_level).toBe("medium");
    expect(clause(review(contract, "Vendor"), "may increase the fees").risk_level).toBe("low");
  });
  it("an index plus a margin is medium for the payer; the index alone only keeps the price's value and is not raised", () => {
    const margin = services("Price review. The Vendor may increase the fees once in each contract year by the increase in the Consumer Prices Index plus three per cent.");
    expect(clause(review(margin, "Client"), "may increase the fees").risk_level).toBe("medium");
    const index = services("Price review. The Vendor may increase the fees once in each contract year by no more than the increase in the Consumer Prices Index.");
    expect(clause(review(index, "Client"), "may increase the fees").risk_level).toBe("low");
  });
});

describe("money terms whose burden is plain from what they do", () => {
  it("a minimum payable whatever is used favours the payee and is medium for the payer", () => {
    const text = services("Monthly minimum. The Client shall pay the Vendor for each month the greater of the fees actually incurred and GBP 10,000.");
    const c = clause(review(text, "Client"), "the greater of");
    expect(c.beneficiary).toBe("Vendor");
    expect(c.risk_level).toBe("medium");
    expect(clause(review(text, "Vendor"), "the greater of").risk_level).toBe("low");
  });
  it("fees payable for the whole term whether or not used, in words naming no party, favour the payee", () => {
    const c = clause(review(services("Committed users. Fees for the committed users are payable for the whole term whether or not all users are used."), "Client"), "whether or not all users");
    expect(c.beneficiary).toBe("Vendor");
    expect(c.risk_level).toBe("medium");
  });
  it("a fixed yearly price cut favours the payer and is medium for the seller", () => {
    const text = services("Productivity. On 1 April of each year the prices shall be reduced by a productivity reduction of 2% of the prices then in force.");
    const c = clause(review(text, "Vendor"), "productivity reduction");
    expect(c.beneficiary).toBe("Client");
    expect(c.risk_level).toBe("medium");
    expect(clause(review(text, "Client"), "productivity reduction").risk_level).toBe("low");
  });
  it("recall costs favour the side reimbursed and are medium for the side that bears them; swapped, they flip", () => {
    const text = (payer: string, paid: string) => services(`Recall. If a recall is needed because of a defect, the ${payer} shall reimburse the ${paid} for the costs of the recall.`);
    const c = clause(review(text("Vendor", "Client"), "Vendor"), "costs of the recall");
    expect(c.beneficiary).toBe("Client");
    expect(c.risk_level).toBe("medium");
    const swapped = clause(review(text("Client", "Vendor"), "Client"), "costs of the recall");
    expect(swapped.beneficiary).toBe("Vendor");
    expect(swapped.risk_level).toBe("medium");
  });
  it("a right to leave priced at the fees for the rest of the term favours the payee", () => {
    const text = services("Early exit. The Client may terminate this Agreement for convenience on ninety days' notice, provided that the Client pays the Vendor an early termination fee equal to the fees for the remainder of the Term.");
    const c = clause(review(text, "Client"), "early termination fee");
    expect(c.beneficiary).toBe("Vendor");
    expect(rank(c.risk_level)).toBeGreaterThanOrEqual(rank("medium"));
  });
});

describe("a duty performed only once the other side has paid favours the party that may hold it back", () => {
  const text = (doer: string, payer: string) => services(`Exit assistance. The ${doer} shall provide the exit files and assistance only after the ${payer} has paid all amounts due.`);
  it("the Vendor's duty conditioned on the Client's payment favours the Vendor; swapped, the Client", () => {
    const c = clause(review(text("Vendor", "Client"), "Client"), "exit files");
    expect(c.beneficiary).toBe("Vendor");
    expect(c.risk_level).toBe("medium");
    expect(clause(review(text("Client", "Vendor"), "Vendor"), "exit files").beneficiary).toBe("Client");
  });
});

describe("a cap on the liability under an indemnity's own section is the indemnity's measure, not a cap protecting its giver", () => {
  const text = (giver: string, gets: string) =>
    services(`Security indemnity. The ${giver} shall indemnify and hold harmless the ${gets} from third-party claims arising from any security breach in its systems. The ${giver}'s total liability under this Section shall not exceed GBP 500,000.`);
  it("the clause favours the party indemnified; swapped, the other", () => {
    expect(clause(review(text("Vendor", "Client"), "Client"), "shall indemnify and hold harmless").beneficiary).toBe("Client");
    expect(clause(review(text("Client", "Vendor"), "Client"), "shall indemnify and hold harmless").beneficiary).toBe("Vendor");
  });
});

/** A facility between a Lender and a Borrower who repays it. */
const facility = (...terms: string[]) =>
  [
    "FACILITY AGREEMENT",
    'This Agreement is made on 1 March 2026 between Oakridge Homes Limited ("Borrower") and Fenland Bank plc ("Lender").',
    "1. Facility. The Lender makes available to the Borrower a term loan facility of GBP 5,000,000.",
    "2. Repayment. The Borrower shall pay to the Lender each amount due under this Agreement on its due date, and all sums owing by the Borrower to the Lender bear interest.",
    ...terms,
    "20. Governing law. This Agreement is governed by English law.",
  ].join("\n");

describe("a right used without the other side's consent stays its holder's however long the sentence", () => {
  const text = (holder: string, other: string) =>
    facility(`15. Transfers. The ${holder} may assign any of its rights or transfer by novation any of its rights and obligations under this Agreement to another bank or financial institution, or to a trust, fund or other entity regularly engaged in making or investing in loans, without the consent of the ${other}.`);
  it("favours the party that may transfer; swapped, the other", () => {
    expect(clause(review(text("Lender", "Borrower"), "Borrower"), "transfer by novation").beneficiary).toBe("Lender");
    expect(clause(review(text("Borrower", "Lender"), "Borrower"), "transfer by novation").beneficiary).toBe("Borrower");
  });
});

describe("events of default favour the creditor; a grace or cure period written into one favours the debtor", () => {
  const text = facility(
    "14. EVENTS OF DEFAULT",
    "14.1 Each of the events in this clause 14 is an Event of Default.",
    "14.2 Non-payment. The Borrower does not pay on the due date any amount payable under this Agreement, unless payment is made within three Business Days of its due date.",
    "14.3 Insolvency. The Borrower is unable to pay its debts as they fall due.",
    "14.4 Material adverse change. Any event or circumstance occurs which the Lender reasonably believes has a material adverse effect on the ability of the Borrower to perform its payment obligations.",
    "14.5 Acceleration. At any time after an Event of Default the Lender may declare all loans immediately due and payable.",
  );
  it("the grace period is the Borrower's; insolvency and the lender-judged material adverse change the Lender's, at least medium for the Borrower", () => {
    const a = review(text, "Borrower");
    expect(clause(a, "within three Business Days").beneficiary).toBe("Borrower");
    expect(clause(a, "unable to pay its debts").beneficiary).toBe("Lender");
    const mac = clause(a, "reasonably believes");
    expect(mac.beneficiary).toBe("Lender");
    expect(rank(mac.risk_level)).toBeGreaterThanOrEqual(rank("medium"));
    expect(rank(clause(review(text, "Lender"), "reasonably believes").risk_level)).toBeLessThan(rank(mac.risk_level));
  });
});

describe("an exclusion in the passive protects the party bound by the duty it attaches to", () => {
  const text = (doer: string) => services(`Defects. The ${doer} shall remedy reported defects within a reasonable period. Strict liability for defects existing when this Agreement is concluded is excluded.`);
  it("the Vendor's defects duty: the exclusion favours the Vendor; the Client's, the Client", () => {
    expect(clause(review(text("Vendor"), "Client"), "Strict liability for defects").beneficiary).toBe("Vendor");
    expect(clause(review(text("Client"), "Client"), "Strict liability for defects").beneficiary).toBe("Client");
  });
});

describe("a change of control of your side", () => {
  const text = (trigger: string) => services(`Change of control. ${trigger}`);
  it("that lets the other side terminate on any change is high; narrowed to a competitor's acquisition, or only deemed an assignment, medium", () => {
    expect(clause(review(text("The Vendor may terminate this Agreement if the Client undergoes a change of control."), "Client"), "undergoes a change of control").risk_level).toBe("high");
    expect(clause(review(text("The Vendor may terminate this Agreement if a competitor of the Vendor acquires control of the Client, by a change of control of the Client."), "Client"), "competitor of the Vendor").risk_level).toBe("medium");
    expect(clause(review(text("The Client may not assign this Agreement without the Vendor's consent. A change of control of the Client is deemed an assignment."), "Client"), "deemed an assignment").risk_level).toBe("medium");
  });
  it("the same clause is low for the side that holds the right", () => {
    expect(clause(review(text("The Vendor may terminate this Agreement if the Client undergoes a change of control."), "Vendor"), "undergoes a change of control").risk_level).toBe("low");
  });
});

describe("liability exposures read with the payee and the payer", () => {
  it("a mutual exclusion of loss of data where the vendor hosts no data is not raised", () => {
    const goods = servicesUnder("the laws of the State of New York", "Exclusions. Neither party shall be liable for any loss of profit, revenue or data, or for any indirect loss.").replace("the hosted routing service described in Schedule 1", "the forklift trucks described in Schedule 1");
    expect(clause(review(goods, "Client", ["US-NY", "US"]), "loss of profit, revenue or data").risk_level).toBe("low");
  });
  it("a mutual exclusion of loss of data is medium for the customer whose data is hosted, low for the host", () => {
    // Under a law with no statutory reasonableness test for business exclusions, so the rating is the rule's alone.
    const text = servicesUnder("the laws of the State of New York", "Hosting. The Vendor shall host and back up the Client's data in the United States.", "Exclusions. Neither party shall be liable for any loss of profit, revenue or data, or for any indirect loss.");
    expect(clause(review(text, "Client", ["US-NY", "US"]), "loss of profit, revenue or data").risk_level).toBe("medium");
    expect(clause(review(text, "Vendor", ["US-NY", "US"]), "loss of profit, revenue or data").risk_level).toBe("low");
  });
  it("a cap on the payer's liability with no exception for its fees is high for the payee; sparing the fees, it is not raised", () => {
    // The Vendor's own liability is capped too, so the cap is not raised merely for being one-sided.
    const vendorCap = "Vendor cap. The total liability of the Vendor under or in connection with this Agreement shall not exceed the fees paid in the twelve months before the claim.";
    const bare = services(vendorCap, "Client cap. The total liability of the Client under or in connection with this Agreement shall not exceed the fees paid in the three months before the claim.");
    expect(clause(review(bare, "Vendor"), "total liability of the Client").risk_level).toBe("high");
    const spared = services(vendorCap, "Client cap. The total liability of the Client under or in connection with this Agreement, other than its obligation to pay the fees, shall not exceed the fees paid in the three months before the claim.");
    expect(rank(clause(review(spared, "Vendor"), "total liability of the Client").risk_level)).toBeLessThan(rank("high"));
  });
  it("a most-favoured-customer promise is medium for the seller that gives it and favours the buyer", () => {
    const text = services("Best pricing. The rates in Schedule 2 are no higher than the rates the Vendor charges any other customers for comparable services, and the Vendor shall refund any excess.");
    const c = clause(review(text, "Vendor"), "no higher than the rates");
    expect(c.beneficiary).toBe("Client");
    expect(c.risk_level).toBe("medium");
  });
});

describe("a US-style list of events of default", () => {
  it("the items after 'Each of the following shall constitute an Event of Default' favour the Lender, an item with a grace period the Borrower", () => {
    const text = [
      "LOAN AGREEMENT",
      'This Loan Agreement is made on 1 March 2026 between Oakridge Homes LLC ("Borrower") and Fenland Bank, N.A. ("Lender").',
      "1. Loan. The Lender agrees to lend the Borrower USD 5,000,000.",
      "2. Repayment. The Borrower shall pay to the Lender each amount due under this Agreement on its due date.",
      "Section 8.01 Events of Default. Each of the following shall constitute an Event of Default:",
      "(a) the Borrower fails to pay any principal or interest when due and such failure continues for five Business Days;",
      "(b) the Borrower becomes insolvent.",
      "Section 8.02 Remedies. Upon any Event of Default the Lender may declare the Loan immediately due and payable.",
      "Section 9. Governing law. This Agreement is governed by the laws of the State of New York.",
    ].join("\n");
    const a = review(text, "Borrower", ["US-NY", "US"]);
    expect(clause(a, "continues for five Business Days").beneficiary).toBe("Borrower");
    expect(clause(a, "becomes insolvent").beneficiary).toBe("Lender");
  });
});

describe("a minimum the sentence has the other side pay, and late-payment interest, are not the payer's commitment", () => {
  it("service credits the Vendor pays at 'the greater of' are the Client's, and 'interest at the greater of' is no minimum", () => {
    const credits = services("Service credits. If availability falls below 99.5% in a month, the Vendor shall pay the Client service credits equal to the greater of 5% of the monthly fees and GBP 1,000.");
    const c = clause(review(credits, "Client"), "service credits equal to the greater of");
    expect(c.beneficiary).toBe("Client");
    expect(c.risk_level).toBe("low");
    const interest = services("Late payment. Sums not paid when due bear interest at the greater of 5% a year and the Bank of England base rate plus 2%.");
    expect(clause(review(interest, "Client"), "bear interest at the greater of").findings).not.toContain("pays a minimum");
  });
});

describe("the side rules leave alone what they do not speak of", () => {
  it("'Clause 4 shall not apply to …' where clause 4 is no limit carves nothing from the cap before it", () => {
    const text = services("Confidentiality. Each party shall keep the other's information confidential.", "Liability. The Vendor's total liability shall not exceed the fees paid in the twelve months before the claim.", "Publicity. Clause 3 shall not apply to information the Client publishes itself.");
    expect(clause(review(text, "Client"), "Clause 3 shall not apply").beneficiary).not.toBe("Client");
  });
  it("an exclusion in the passive beside a duty to pay protects no one by that duty", () => {
    const text = services("Invoices. The Client shall pay each invoice within thirty days. Liability for late delivery by carriers is excluded.");
    expect(clause(review(text, "Client"), "late delivery by carriers").beneficiary).not.toBe("Client");
  });
});
