import { describe, expect, it } from "vitest";
import type { PartyRef } from "../facts/parties";
import { operativeProtection } from "./operative-direction";

const P: PartyRef[] = [
  { key: "Publisher", aliases: ["publisher"], role: "licensor" },
  { key: "Reseller", aliases: ["reseller"], role: "licensee" },
];
const who = (text: string) => {
  const p = operativeProtection(text, P, []);
  return p === null ? null : p.mutual ? "mutual" : p.beneficiaries.join(" and ");
};

// Our own wordings: the party that "shall recover" or "shall be repaid" sums is the one the clause favours, not one it
// binds; a party that "shall repay" is bound.
describe("a party that recovers or is repaid benefits", () => {
  it("'the Reseller shall recover any fees paid in advance' favours the Reseller", () => {
    expect(who("If this Agreement ends early, the Reseller shall recover any fees paid to the Publisher in advance for the unexpired period.")).toBe("Reseller");
    expect(who("On early termination the Reseller shall be repaid the unused part of the annual fee.")).toBe("Reseller");
  });
  it("near miss: 'the Publisher shall repay' binds the Publisher, so it still favours the Reseller", () => {
    expect(who("On early termination the Publisher shall repay the unused part of the annual fee to the Reseller.")).toBe("Reseller");
  });
});
