/**
 * Who a sentence protects, in drafting the direction readers were not first written for: passive voice ("may be
 * terminated by the Vendor", "shall be held harmless by the Purchaser"), a waiver of "any claim", a relief from delay,
 * a time bar on claims "against" a party, "keep indemnified". Expected answers written before the code was run.
 */
import { describe, expect, it } from "vitest";
import type { PartyRef } from "../facts/parties";
import { indemnityProtection, liabilityProtection, rightProtection } from "./direction";
import { LIMITS_LIABILITY } from "./liability-wording";

const P: PartyRef[] = [
  { key: "Vendor", aliases: ["vendor", "alder systems ltd"], role: "vendor" },
  { key: "Purchaser", aliases: ["purchaser", "birch foods plc"], role: "purchaser" },
];
// [L: whose liability a limit protects | I: who gives an indemnity | R: who holds a termination right, sentence, expected]
const cases: [string, string, string][] = [
  ["L", "Any liability of the Vendor arising under this Contract is limited to the price of the Goods concerned.", "Vendor"],
  ["L", "The Vendor's maximum liability in respect of all claims shall in no event exceed twice the Price.", "Vendor"],
  ["L", "Liability of the Vendor is excluded for any loss of profit or loss of data.", "Vendor"],
  ["L", "The Purchaser waives any claim against the Vendor for indirect loss.", "Vendor"],
  ["L", "Neither party shall be liable for indirect loss, save that the Purchaser remains liable for unpaid Charges.", "mutual"],
  ["L", "The Vendor is not responsible for delays caused by the Purchaser.", "Vendor"],
  ["L", "Under no circumstances shall the Vendor be responsible for any loss of revenue.", "Vendor"],
  ["L", "Claims against the Vendor must be notified within six months, failing which they are barred.", "Vendor"],
  ["L", "Neither the Vendor nor the Purchaser shall be liable for consequential damages.", "mutual"],
  ["L", "The aggregate amount recoverable by the Purchaser from the Vendor shall not exceed GBP 100,000.", "Vendor"],
  ["L", "The Purchaser's liability for breach of this Contract is limited to the Price.", "Purchaser"],
  ["L", "The total liability of each party shall not exceed the Price.", "mutual"],
  ["I", "The Purchaser will indemnify and keep indemnified the Vendor from all claims arising from the Purchaser's specifications.", "Purchaser"],
  ["I", "The Vendor shall be held harmless by the Purchaser against claims arising from the Purchaser's specifications.", "Purchaser"],
  ["I", "The Purchaser undertakes to hold the Vendor harmless from third-party claims arising from misuse of the Goods.", "Purchaser"],
  ["I", "The Vendor agrees to defend and indemnify the Purchaser against any claim that the Goods infringe a patent.", "Vendor"],
  ["I", "The Purchaser shall be indemnified by the Vendor against product liability claims.", "Vendor"],
  ["I", "The parties shall indemnify each other against losses caused by their own negligence.", "mutual"],
  ["I", "The Purchaser shall keep the Vendor fully indemnified against all losses arising from the Purchaser's breach.", "Purchaser"],
  ["R", "This Contract may be terminated by the Vendor on thirty days' notice.", "Vendor"],
  ["R", "The Vendor shall be entitled to terminate this Contract forthwith if the Purchaser fails to pay.", "Vendor"],
  ["R", "Either party shall have the right to terminate this Contract if the other becomes insolvent.", "mutual"],
  ["R", "The Purchaser reserves the right to terminate this Contract for convenience on ninety days' notice.", "Purchaser"],
  ["R", "This Contract may be terminated by either party on six months' notice.", "mutual"],
];

function read(kind: string, text: string): string | null {
  if (kind === "L") {
    const p = liabilityProtection(text, P);
    return p ? (p.beneficiaries.length ? p.beneficiaries.join("+") : p.mutual ? "mutual" : null) : null;
  }
  if (kind === "I") {
    const p = indemnityProtection(text, P);
    return p ? (p.mutual ? "mutual" : p.obligors.join("+")) : null;
  }
  const p = rightProtection(text, P, "termination");
  return p ? (p.beneficiaries.length ? p.beneficiaries.join("+") : p.mutual ? "mutual" : null) : null;
}

describe("direction read from sentence structure, in varied drafting", () => {
  for (const [kind, text, want] of cases) it(`${kind} ${want}: ${text}`, () => expect(read(kind, text)).toBe(want));
  it("a party that is responsible for delays is not relieved of them", () => {
    expect(LIMITS_LIABILITY.test("The Vendor is responsible for delays caused by its subcontractors.")).toBe(false);
    expect(LIMITS_LIABILITY.test("The Vendor is not responsible for delays caused by the Purchaser.")).toBe(true);
  });
});
