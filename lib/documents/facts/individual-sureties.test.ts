import { describe, expect, it } from "vitest";
import { analyzeDeterministic } from "../analyze";
import { matchPerspective, partyRefs, preambleOf } from "./parties";

// A guaranty's giver is often a person, not a company: named in the opening and defined as the Surety, Guarantor or
// Indemnifier, that person is a party with that role, and a review from their side is matched to them.
const cases: [string, string, string][] = [
  [
    `CONTRACT OF GUARANTEE\n\nThis Contract is made on 3 February 2026 between PRIYA NAIR, residing at 14 Park Road, Pune (the "Surety"), and KAVERI FINANCE LIMITED (the "Creditor").\n\n1. The Surety shall pay on demand any sum the Principal Debtor fails to pay.`,
    "PRIYA NAIR",
    "surety",
  ],
  [
    `PERSONAL GUARANTY\n\nThis Personal Guaranty is given on March 3, 2026 by Robert J. Allen, an individual residing in Austin, Texas ("Guarantor"), in favor of Lone Star Equipment Finance, LLC ("Lender").\n\n1. Guarantor guarantees the prompt payment of the Obligations.`,
    "Robert J. Allen",
    "guarantor",
  ],
  [
    `DEED OF INDEMNITY\n\nThis Deed is made on 3 February 2026 by Mr. Thomas Reid, of 4 Elm Street, Bristol (the "Indemnifier"), in favour of SEVERN LEASING LIMITED (the "Lessor").\n\n1. The Indemnifier shall indemnify the Lessor against all losses arising from the Lessee's default.`,
    "Thomas Reid",
    "indemnifier",
  ],
  [
    `DEED OF SURETYSHIP\n\nThis Deed is made between Jan van der Berg, an individual (the "Surety"), and Cape Coastal Bank Limited (the "Bank").\n\n1. The Surety binds himself as surety and co-principal debtor.`,
    "Jan van der Berg",
    "surety",
  ],
];

describe("an individual surety, guarantor or indemnifier", () => {
  for (const [text, name, role] of cases) {
    it(`${name} is a party with the role ${role}, and the perspective "${role}" is matched to them`, () => {
      const p = preambleOf(text);
      expect(p.details).toContainEqual(expect.objectContaining({ name, role }));
      const refs = partyRefs(p.details, p.opening);
      expect(refs.length).toBeGreaterThanOrEqual(2);
      const me = matchPerspective(role, refs);
      expect(me).not.toBeNull();
      expect(me!.aliases.map((a) => a.toLowerCase())).toContain(role);
    });
  }
});

describe("a guaranty reviewed from the individual surety's side", () => {
  it("runs from that side (no perspective warning) and says the surety's payment duty favours the creditor", () => {
    const a = analyzeDeterministic([{ page: 1, text: cases[0][0] }], { chain: ["IN"], perspective: "Surety" });
    expect(a.perspectiveNotAParty || a.perspectiveNotFound).toBe(false);
    const duty = a.clauses.find((c) => /shall pay on demand/.test(c.clause_text))!;
    expect(duty.beneficiary).toBe("Creditor");
    expect(duty.findings).toMatch(/other side/);
  });
});
