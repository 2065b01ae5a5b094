import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { analyzeDeterministic } from "../../analyze";

const review = (text: string, jurisdiction: string, perspective: string | null = null) =>
  analyzeDeterministic([{ page: 1, text }], { chain: jurisdictionChain(jurisdiction), perspective });

const opening = 'OUTSOURCING AGREEMENT\nThis Agreement is made on 1 March 2025 between Acme Services Limited ("Supplier") and Beta Retail plc ("Customer").';
const outsourcing = [
  opening,
  "1. Services. Customer outsources its payroll operations, previously performed in-house by its own employees, to Supplier.",
  "2. Fees. Customer shall pay Supplier a monthly fee of £45,000.",
  "3. Governing Law. This Agreement is governed by the laws of England and Wales.",
].join("\n");

const cited = (cites: { source_id: string; article: string }[]) => cites.map((c) => `${c.source_id} ${c.article}`);

describe("core risks", () => {
  it("TUPE: a GB outsourcing silent on its staff is a high missing-clause finding citing regs 3, 4 and 7; the same contract in the US has none", () => {
    const gb = review(outsourcing, "GB");
    const tupe = gb.missing.find((m) => m.category === "tupe");
    expect(tupe).toMatchObject({ risk_level: "high" });
    expect(tupe!.finding).toContain("reg. 3(1)(b)");
    expect(cited(tupe!.cites)).toEqual(["uk-tupe-regulations-2006 3", "uk-tupe-regulations-2006 4", "uk-tupe-regulations-2006 7"]);
    expect(gb.overall_risk).toBe("high");
    expect(gb.summary).toContain("Missing Transfer of employees (TUPE)");
    const us = review(outsourcing.replace("England and Wales", "the State of New York"), "US");
    expect(us.missing.some((m) => m.category === "tupe")).toBe(false);
  });

  it("TUPE: in an EU state the Directive's articles; a TUPE clause that allocates liabilities is reviewed on that clause, not called missing", () => {
    const de = review(outsourcing.replace("England and Wales", "Germany"), "DE");
    expect(cited(de.missing.find((m) => m.category === "tupe")!.cites)).toEqual(["eu-transfer-of-undertakings-directive 1", "eu-transfer-of-undertakings-directive 3", "eu-transfer-of-undertakings-directive 4"]);
    const addressed = review(
      outsourcing.replace(
        "3. Governing Law.",
        "3. Employees. The parties agree that TUPE applies to the transfer of the Transferring Employees. Customer shall indemnify Supplier against all employment liabilities arising before the Transfer Date and Supplier shall indemnify Customer after it; Customer shall provide employee liability information. On expiry the employees shall transfer to any replacement supplier.\n4. Governing Law.",
      ),
      "GB",
    );
    expect(addressed.missing.some((m) => m.category === "tupe")).toBe(false);
    const clause = addressed.clauses.find((c) => c.clause_text.includes("TUPE applies"))!;
    expect(clause.risk_level).toBe("low");
    expect(clause.findings).toContain("deals with a transfer of employees");
  });

  it("an arbitration clause contradicting an exclusive courts clause is high, citing the forum's stay provision; courts only for injunctions or the award are no conflict", () => {
    const disputes = (courts: string) =>
      `${opening}\n1. Disputes. Any dispute arising out of this Agreement shall be finally resolved by arbitration under the LCIA Rules.\n2. Jurisdiction. ${courts}\n3. Governing Law. This Agreement is governed by the laws of England and Wales.`;
    const gb = review(disputes("The parties submit to the exclusive jurisdiction of the courts of England and Wales."), "GB");
    // Rated on both clauses: the courts clause and the arbitration clause it contradicts.
    const conflicts = gb.clauses.filter((c) => c.findings.includes("Conflicting dispute resolution"));
    expect(conflicts.map((c) => c.heading)).toEqual(["Disputes", "Jurisdiction"]);
    const conflict = conflicts.find((c) => c.clause_text.includes("exclusive jurisdiction"))!;
    expect(conflict.risk_level).toBe("high");
    expect(cited(conflict.cites)).toContain("uk-arbitration-act-1996 9");
    const us = review(disputes("The parties submit to the exclusive jurisdiction of the courts of the State of New York.").replace("England and Wales.", "the State of New York."), "US");
    expect(cited(us.clauses.find((c) => c.findings.includes("Conflicting"))!.cites)).toContain("us-faa 3");
    const nonExclusive = review(disputes("The parties submit to the non-exclusive jurisdiction of the courts of England and Wales."), "GB");
    expect(nonExclusive.clauses.find((c) => c.findings.includes("Conflicting"))?.risk_level).toBe("medium");
    const optional = review(disputes("The parties submit to the exclusive jurisdiction of the courts of England and Wales.").replace("shall be finally resolved by arbitration", "may be submitted to arbitration"), "GB");
    expect(optional.clauses.some((c) => c.findings.includes("Conflicting"))).toBe(false);
    const support = review(disputes("The parties submit to the exclusive jurisdiction of the courts of England and Wales for injunctive relief and to enforce any award."), "GB");
    expect(support.clauses.some((c) => c.findings.includes("Conflicting"))).toBe(false);
  });

  it("change of control and acceleration are rated from the reviewer's side: high for the party they bind, low for the one they protect", () => {
    const text = `${opening}\n1. Termination. Supplier may terminate this Agreement on written notice if Customer undergoes a change of control.\n2. Acceleration. On termination for Customer's breach, all fees for the remainder of the Term shall become immediately due and payable by Customer.`;
    const asCustomer = review(text, "US", "Customer");
    const asSupplier = review(text, "US", "Supplier");
    const coc = (a: ReturnType<typeof review>) => a.clauses.find((c) => c.findings.includes("change of control"))!;
    const acc = (a: ReturnType<typeof review>) => a.clauses.find((c) => c.findings.includes("accelerates"))!;
    expect(coc(asCustomer).risk_level).toBe("high");
    expect(coc(asCustomer).findings).toContain("your side");
    expect(coc(asSupplier).risk_level).toBe("low");
    expect(acc(asCustomer).risk_level).toBe("high");
    expect(acc(asSupplier).risk_level).toBe("low");
    expect(acc(asCustomer).findings).toContain("rest of the term");
    const neutral = review(text, "US");
    expect(coc(neutral).risk_level).toBe("medium");
  });

  it("an evergreen renewal states its notice window; in a GB consumer contract it cites the Consumer Rights Act's fairness test", () => {
    const business = review(`${opening}\n1. Term. This Agreement shall automatically renew for successive twelve (12) month periods unless either party gives notice of non-renewal at least ninety (90) days prior to the end of the then-current term.`, "US");
    const clause = business.clauses.find((c) => c.findings.includes("Evergreen renewal"))!;
    expect(clause.findings).toContain("successive periods of 12 months");
    expect(clause.findings).toContain("at least 90 days before the end");
    expect(clause.risk_level).toBe("medium");
    expect(clause.cites).toEqual([]);
    const consumer = review(
      "MEMBERSHIP TERMS\nYou are a consumer. Your membership lasts 12 months and will automatically renew for a further 12 months unless you tell us at least 60 days before the end of the term. You can contact us at any time. Your rights as a consumer are not affected by these terms and you may cancel in the first 14 days.",
      "GB",
    );
    const renewal = consumer.clauses.find((c) => c.findings.includes("Evergreen renewal"));
    expect(renewal && cited(renewal.cites)).toEqual(["uk-consumer-rights-act-2015 62", "uk-consumer-rights-act-2015 63"]);
  });

  it("every provision a core risk cites is one the registry holds", () => {
    const registry = builtInRegistry();
    const texts: [string, string][] = [
      [outsourcing, "GB"],
      [outsourcing.replace("England and Wales", "Germany"), "DE"],
      [`${opening}\n1. Disputes. Any dispute shall be finally resolved by arbitration.\n2. Jurisdiction. The parties submit to the exclusive jurisdiction of the courts of England.`, "GB"],
      [`${opening}\n1. Disputes. Any dispute shall be finally resolved by arbitration.\n2. Jurisdiction. The parties submit to the exclusive jurisdiction of the courts of New York.`, "US"],
    ];
    for (const [text, j] of texts) {
      const a = review(text, j);
      for (const c of [...a.clauses.flatMap((x) => x.cites), ...a.missing.flatMap((m) => m.cites)]) expect(registry.getProvision(c.source_id, c.article), `${c.source_id} ${c.article}`).toBeDefined();
    }
  });
});
