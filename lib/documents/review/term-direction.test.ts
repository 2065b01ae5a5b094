import { describe, expect, it } from "vitest";
import { analyzeDeterministic } from "../analyze";
import type { PartyRef } from "../facts/parties";
import { rightOf, rightProtection } from "./direction";
import { describeTerm, termKindsOf, termProtection, type TermKind } from "./term-direction";

const parties: PartyRef[] = [
  { key: "Vendor", aliases: ["vendor", "orchard systems ltd", "orchard"], role: "supplier" },
  { key: "Client", aliases: ["client", "pemberton foods plc", "pemberton"], role: "customer" },
];
const read = (kind: TermKind, text: string) => termProtection(text, parties, kind);
const oneSided = (beneficiary: string, obligor: string) => ({ mutual: false, beneficiaries: [beneficiary], obligors: [obligor] });

describe("who gives and who benefits from terms beyond caps and indemnities", () => {
  it("a right to change prices or terms alone favours the party that holds it", () => {
    expect(read("variation", "The Vendor may increase its charges once in each contract year by giving the Client sixty days' notice.")).toEqual(oneSided("Vendor", "Client"));
    expect(read("variation", "The Client shall follow the Vendor's site rules as updated by the Vendor from time to time.")).toEqual(oneSided("Vendor", "Client"));
    expect(read("variation", "No change to the Charges is effective unless made in writing signed by both parties.")).toEqual({ mutual: true, beneficiaries: [], obligors: [] });
  });
  it("an entitlement favours the party that receives it, and is not read in a right to terminate or recover", () => {
    expect(read("entitlement", "The Client is entitled to a service credit of 5% of the monthly Charges for each hour of downtime.")).toEqual(oneSided("Client", "Vendor"));
    expect(termKindsOf("The Client is entitled to a service credit for each hour of downtime.")).toContain("entitlement");
    expect(termKindsOf("The Vendor shall be entitled to terminate this Agreement on notice.")).not.toContain("entitlement");
    expect(read("entitlement", "Each party is entitled to receive copies of the records.")).toEqual({ mutual: true, beneficiaries: [], obligors: [] });
  });
  it("an assignment or ownership of intellectual property favours the party that receives it", () => {
    expect(read("ip_assignment", "The Vendor shall record each modification it makes to the Client's recipes software and hereby assigns to the Client all right, title and interest in those modifications.")).toEqual(oneSided("Client", "Vendor"));
    expect(read("ip_assignment", "Every report and drawing prepared under this contract shall be the sole property of the Vendor.")).toEqual(oneSided("Vendor", "Client"));
  });
  it("a disclaimer of warranties favours the party that disclaims", () => {
    expect(read("disclaimer", 'The platform is supplied "as is". The Vendor makes no warranty that it will be free of errors.')).toEqual(oneSided("Vendor", "Client"));
    expect(read("disclaimer", "Neither party makes any representation except as set out in clause 9.")).toEqual({ mutual: true, beneficiaries: [], obligors: [] });
  });
  it("an arbitrator named by one side favours that side; one chosen by both is mutual", () => {
    expect(read("appointment", "Disputes go to a single arbitrator nominated by the finance director of the Vendor.")).toEqual(oneSided("Vendor", "Client"));
    expect(read("appointment", "Disputes go to three arbitrators, and each party shall appoint one arbitrator.")).toEqual({ mutual: true, beneficiaries: [], obligors: [] });
  });
  it("an automatic renewal either party can stop is mutual; one only one party can stop favours it", () => {
    expect(read("renewal", "This contract renews automatically for further twelve-month periods unless either party serves notice of non-renewal sixty days before expiry.")).toEqual({ mutual: true, beneficiaries: [], obligors: [] });
    expect(read("renewal", "This contract renews automatically each year unless the Vendor gives notice of non-renewal.")).toEqual(oneSided("Vendor", "Client"));
  });
  it("a right to deduct favours the party that may deduct", () => {
    expect(read("setoff", "The Client may deduct from any invoice the service credits the Vendor owes.")).toEqual(oneSided("Client", "Vendor"));
  });
  it("finds the kinds from the words, and says whom each favours from the reviewer's side", () => {
    expect(termKindsOf("The Vendor may revise its prices on notice.")).toEqual(["variation"]);
    expect(termKindsOf("Payment is due in thirty days.")).toEqual([]);
    const p = oneSided("Vendor", "Client");
    expect(describeTerm(p, "variation", "Client")).toMatch(/favours the other side/);
    expect(describeTerm(p, "variation", "Vendor")).toMatch(/favours your side/);
    expect(describeTerm(p, "variation", null)).toMatch(/favours Vendor/);
  });
});

describe("restrictions, exclusivity and payments read from their words", () => {
  it("an undertaking to the other side that it shall not compete binds the party giving it", () => {
    expect(rightProtection("The Vendor undertakes to the Client that it shall not, for two years, supply any competing caterer.", parties, "restriction")).toEqual(oneSided("Client", "Vendor"));
  });
  it("a covenant no category caught is still read as a restriction", () => {
    expect(rightOf("For a year after the contract ends, the Vendor shall not be engaged by any business that competes with the Client.", parties, [])).toEqual({ kind: "restriction", protection: oneSided("Client", "Vendor") });
  });
  it("a non-exclusive grant gives no exclusivity, and the grantor's freedom to license others favours it", () => {
    expect(rightProtection("The Vendor grants the Client a non-exclusive licence to use the Software.", parties, "exclusivity")).toBeNull();
    expect(rightOf("The Vendor grants the Client a non-exclusive licence. The Vendor may license the same software to any third party, including competitors of the Client.", parties, ["license_grant"])).toEqual({ kind: "exclusivity", protection: oneSided("Vendor", "Client") });
  });
  it("a sum payable on a condition names the payer in the condition", () => {
    expect(rightProtection("If the Vendor misses the launch date, it shall pay the Client a fixed sum of GBP 10,000.", parties, "payment")).toEqual(oneSided("Client", "Vendor"));
  });
});

describe("the review rates these terms from the reviewer's side", () => {
  const contract = [
    'SERVICES AGREEMENT between Orchard Systems Ltd ("Vendor") and Pemberton Foods plc ("Client").',
    "1. Services. The Vendor shall provide the catering systems support services described in the Schedule.",
    "2. Policies. The Vendor may update its service policies at any time, and each update binds the Client from its posting.",
    "3. Governing law. This Agreement is governed by the laws of England and Wales.",
  ].join("\n\n");
  it("the same one-sided change of terms is a risk for the side it binds and not for the side that holds it", () => {
    const clause = (perspective: string) => analyzeDeterministic([{ page: 1, text: contract }], { chain: ["GB"], perspective }).clauses.find((c) => /update its service policies/.test(c.clause_text))!;
    const rank = (r: string) => ["low", "medium", "high", "critical"].indexOf(r);
    const bound = clause("Client");
    const holds = clause("Vendor");
    expect(bound).toMatchObject({ beneficiary: "Vendor", obligor: "Client" });
    expect(rank(bound.risk_level)).toBeGreaterThanOrEqual(rank("medium"));
    expect(rank(holds.risk_level)).toBeLessThan(rank(bound.risk_level));
  });
});

describe("one side varying a defined contract document", () => {
  // Written from the wording first: a defined document changed by one side alone is that side's variation right.
  const P2: PartyRef[] = [
    { key: "Supplier", aliases: ["supplier"], role: "supplier" },
    { key: "Customer", aliases: ["customer"], role: "customer" },
  ];
  it("'reserves the right to modify the Service Description' is the Supplier's", () => {
    const p = termProtection("The Supplier reserves the right to modify the Service Description by giving thirty (30) days' notice to the Customer.", P2, "variation");
    expect(p?.beneficiaries).toEqual(["Supplier"]);
  });
  it("a lower-case noun is not a defined document", () =>
    expect(termProtection("The Supplier may change the delivery route.", P2, "variation")).toBeNull());
});
