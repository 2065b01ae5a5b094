import { describe, expect, it } from "vitest";
import { analyzeDeterministic } from "./analyze";
import { segment } from "./segment";

// Schedules placed after the signature block are operative terms: each starts its own segment (the signature lines
// stay a signature segment, never a clause) and a schedule's terms are reviewed like any clause.
const contract = `SOFTWARE DEVELOPMENT AGREEMENT

This Agreement is made on 2 January 2026 between NORTHWIND FARMS PRIVATE LIMITED (the "Client") and RIVERBEND CODE LLP (the "Developer").

1. SERVICES
1.1 The Developer shall develop the Application to the milestone plan in Annexure B.

2. FEES
2.1 The Client shall pay the Developer the fee in instalments as set out in Annexure B.

3. GOVERNING LAW
3.1 This Agreement is governed by the laws of India.

IN WITNESS WHEREOF the parties have executed this Agreement on the date first written above.

For NORTHWIND FARMS PRIVATE LIMITED
Authorised Signatory: Meera Rao, Director

For RIVERBEND CODE LLP
Designated Partner: Arun Pillai

ANNEXURE B - MILESTONES AND PAYMENT

Milestone 1: design, 31 March 2026, 50% of the fee.

If a Milestone is delivered more than fifteen (15) days late for reasons attributable to the Developer, the Client may deduct one percent (1%) of that Milestone's fee for each week of delay.

Schedule 3 - Support
1. The Developer shall correct reported defects within five (5) Business Days.

Exhibit A
Form of acceptance certificate.

Appendix 1 Contacts
Client: Meera Rao.`;

describe("a schedule after the signature block", () => {
  const segs = segment([{ page: 1, text: contract }]);

  it("starts a new segment at each of Annexure, Schedule, Exhibit and Appendix; the signature segment keeps only its lines", () => {
    const sig = segs.find((s) => s.kind === "signature")!;
    expect(sig.text).toMatch(/Designated Partner: Arun Pillai$/);
    expect(sig.text).not.toMatch(/ANNEXURE|Milestone|Schedule|Exhibit|Appendix/);
    expect(segs.filter((s) => s.kind === "exhibit").map((s) => s.label)).toEqual(["ANNEXURE B", "Schedule 3", "Exhibit A", "Appendix 1"]);
    expect(segs.find((s) => s.label === "1" && /defects/.test(s.text))?.kind).toBe("clause");
  });

  it("has its operative terms reviewed: the Client's right to deduct for delay favours the Client", () => {
    const a = analyzeDeterministic([{ page: 1, text: contract }], { chain: ["IN"], perspective: "Developer" });
    const annex = a.clauses.find((c) => c.label === "ANNEXURE B")!;
    expect(annex.beneficiary).toBe("Client");
    expect(annex.findings).toMatch(/other side/);
    const support = a.clauses.find((c) => /correct reported defects/.test(c.clause_text))!;
    expect(support.beneficiary).toBe("Client");
    // The signature lines are no clause.
    expect(a.clauses.filter((c) => c.kind !== "signature").some((c) => /Authorised Signatory/.test(c.clause_text))).toBe(false);
  });
});
