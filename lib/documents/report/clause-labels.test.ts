/**
 * Two faults a lawyer saw in the explorer's review: a services clause among the first three segments was labelled
 * "Parties clause" (it says "agreed between Supplier and Customer"), and the summary printed a category as "Ip Ownership
 * Assignment". The contract below is invented.
 */
import { describe, expect, it } from "vitest";
import { analyzeDeterministic } from "../analyze";
import { jurisdictionChain } from "../../legal/jurisdictions";

const contract = [
  'Parties: Acme Ltd (the "Supplier") and Beta Inc (the "Customer").',
  '1.1 Services. Supplier shall provide to the Customer the services (the "Services") described in each Statement of Work agreed between Supplier and Customer.',
  "1.2 Fees. Customer shall pay the fees within 30 days of invoice.",
  "2. Intellectual Property. All intellectual property rights in the deliverables shall vest in the Customer, and Supplier hereby assigns to Customer all right, title and interest in the deliverables.",
].join("\n\n");

const review = () => analyzeDeterministic([{ page: 1, text: contract }], { chain: jurisdictionChain("GB"), perspective: null });

describe("clause labels a lawyer reads in a review", () => {
  it("a numbered services clause among the first segments is not the parties clause", () => {
    const services = review().clauses.find((c) => c.label === "1.1")!;
    expect(services.category).not.toBe("parties");
    expect(services.categories).not.toContain("parties");
    expect(services.findings).not.toMatch(/^Parties clause/);
    // The opening that names the parties still is.
    expect(review().clauses[0].category).toBe("parties");
  });
  it("the summary and the findings name a category as a lawyer writes it, not its id title-cased", () => {
    const r = review();
    expect(r.summary).toContain("IP ownership assignment");
    expect(r.summary).not.toContain("Ip Ownership Assignment");
    expect(r.clauses.find((c) => c.category === "ip_ownership_assignment")?.findings).toMatch(/^IP ownership assignment clause/);
  });
});
