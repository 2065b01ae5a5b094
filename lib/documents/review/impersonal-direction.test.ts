/**
 * Clauses whose operative words name no party as subject: a deemed outcome that follows one party's silence, and a
 * cost or risk a passive sentence puts on a party ("charged to", "for the account of", "at the risk of"). Expected
 * answers written from the wording before the code was run; invented sentences, not copies of any eval contract.
 */
import { describe, expect, it } from "vitest";
import type { PartyRef } from "../facts/parties";
import { liabilityProtection, rightProtection } from "./direction";
import { limitsNamedLiability } from "./liability-category";
import { operativeProtection, rateOperative } from "./operative-direction";

const P: PartyRef[] = [
  { key: "Licensor", aliases: ["licensor"], role: "licensor" },
  { key: "Licensee", aliases: ["licensee"], role: "licensee" },
];
const who = (text: string) => {
  const p = operativeProtection(text, P);
  return p === null ? null : p.mutual ? "mutual" : p.beneficiaries.join(" and ");
};

describe("a deemed outcome of one party's silence favours the other side", () => {
  const cases: [string, string][] = [
    ["Where the Licensee fails to object in writing within five days, the royalty statement is deemed approved.", "Licensor"],
    ["Should the Licensee not reject the deliverable within fourteen days of delivery, it will be treated as accepted.", "Licensor"],
    ["If the Licensor does not answer a request for consent within ten days, the Licensor shall be deemed to have consented.", "Licensee"],
  ];
  it.each(cases)("%s", (text, expected) => expect(who(text)).toBe(expected));
  it("a deeming that follows no party's failure names no one", () => {
    expect(who("Notices sent by email are deemed received on the next business day.")).toBeNull();
  });
});

describe("a cost or risk a passive sentence puts on a party binds that party", () => {
  const cases: [string, string][] = [
    ["Any freight above the agreed rate shall be charged to the Licensee.", "Licensor"],
    ["Storage beyond thirty days is for the account of the Licensor.", "Licensee"],
    ["The master tapes are at the risk of the Licensee from delivery until their return.", "Licensor"],
    ["Re-recording made necessary by a defect shall be carried out at the Licensor's expense.", "Licensee"],
  ];
  it.each(cases)("%s", (text, expected) => expect(who(text)).toBe(expected));
});

describe("an open-ended cost or risk one side bears is at least medium for it", () => {
  const rate = (text: string, reviewer: "Licensor" | "Licensee") => {
    const p = operativeProtection(text, P)!;
    const side = p.mutual ? "both" : p.beneficiaries[0] === reviewer ? "us" : "them";
    return rateOperative("low", p, side, "").risk;
  };
  const cases: [string, "Licensor" | "Licensee", string][] = [
    ["The Licensee shall bear all costs of any withdrawal of the Products from the market.", "Licensee", "medium"],
    ["The master tapes are at the risk of the Licensee from delivery until their return.", "Licensee", "medium"],
    ["If delivery is late, the Licensor shall additionally bear the costs of express freight and of idle production time.", "Licensor", "medium"],
    // The side that benefits keeps the playbook's rating, and an ordinary duty to pay a price is no such risk.
    ["The Licensee shall bear all costs of any withdrawal of the Products from the market.", "Licensor", "low"],
    ["The Licensee shall pay the royalty within thirty days of each invoice.", "Licensee", "low"],
    ["Each party shall bear its own costs of negotiating this Agreement.", "Licensee", "low"],
  ];
  it.each(cases)("%s (%s)", (text, reviewer, expected) => expect(rate(text, reviewer)).toBe(expected));
});

describe("a ceiling on liquidated damages is no cap on liability: the party paid benefits from the clause", () => {
  const cases: [string, string][] = [
    [
      "If the Licensee fails to launch by the Launch Date, the Licensee shall pay the Licensor, as liquidated damages, five hundred euros for each week of delay, capped at five percent of the Minimum Royalty. Such liquidated damages shall be the Licensor's exclusive remedy for late launch.",
      "Licensor",
    ],
    [
      "Should the Licensor deliver the masters late, the Licensor shall pay the Licensee agreed damages of half a percent of the fee per day, which shall not exceed ten percent of the fee in total.",
      "Licensee",
    ],
  ];
  it.each(cases)("%s", (text, expected) => {
    expect(limitsNamedLiability(text, ["liquidated_damages"], P)).toBe(false);
    expect(liabilityProtection(text, P)).toBeNull();
    expect(who(text)).toBe(expected);
  });
  it("a cap on a party's liability that includes liquidated damages still protects that party", () => {
    const text = "The Licensor's total liability for delay, including any liquidated damages, shall not exceed ten percent of the fee.";
    expect(liabilityProtection(text, P)?.beneficiaries).toEqual(["Licensor"]);
  });
});

describe("a ground to terminate one side alone holds, under a saving of every party's rights", () => {
  const cases: [string, string][] = [
    ["Either party's statutory right of termination for cause is not affected. Such cause exists for the Licensor in particular where the Licensee disputes the validity of the licensed patents.", "Licensor"],
    ["The right of each party to terminate without notice for compelling reasons remains unaffected. A compelling reason arises for the Licensee in particular if the Licensor is acquired by a competitor of the Licensee.", "Licensee"],
    ["The right of either party to terminate for good cause remains unaffected.", "mutual"],
  ];
  it.each(cases)("%s", (text, expected) => expect(who(text)).toBe(expected));
  it("is at least medium for the side it may be used against", () => {
    const p = operativeProtection(cases[1][0], P)!;
    expect(rateOperative("low", p, "them", "").risk).toBe("medium");
    expect(rateOperative("low", p, "us", "").risk).toBe("low");
  });
});

describe("a party that must prove its excuse is bound by the clause", () => {
  const cases: [string, string][] = [
    ["Late delivery is excused only if the Licensor proves that the delay was caused by the carrier.", "Licensee"],
    ["An interruption of the Licensee's power supply is no excuse unless the Licensee demonstrates that it had a backup in place.", "Licensor"],
  ];
  it.each(cases)("%s", (text, expected) => expect(who(text)).toBe(expected));
});

describe("'it' as the subject after a condition that names one party is that party", () => {
  const cases: [string, string][] = [
    ["If the Licensee appoints a sub-distributor, it shall remain responsible for the sub-distributor's acts and omissions.", "Licensor"],
    ["Where the Licensor uses subcontractors, it must ensure that they are bound by terms no less protective than these.", "Licensee"],
    ["To the extent the Licensee holds personal data for the Licensor, it does so as the Licensor's processor and shall keep it secure.", "Licensor"],
  ];
  it.each(cases)("%s", (text, expected) => expect(who(text)).toBe(expected));
  it("a condition naming both parties leaves 'it' unread", () => {
    expect(who("If the Licensee asks the Licensor for a copy, it shall be supplied within ten days.")).toBeNull();
  });
});

describe("a right every party holds, but one of them may not use in part, is one-sided", () => {
  const cases: [string, string][] = [
    ["Either party may terminate this Agreement on six months' notice, but the Licensee may not give notice before the third anniversary of the Start Date.", "Licensor"],
    ["Each party may assign this Agreement to an affiliate, except that the Licensor may not assign it to a competitor of the Licensee.", "Licensee"],
    ["Either party may terminate this Agreement on six months' notice.", "mutual"],
  ];
  it.each(cases)("%s", (text, expected) => expect(who(text)).toBe(expected));
  it("read as a termination right, it is the other side's, not mutual", () => {
    expect(rightProtection(cases[0][0], P, "termination")).toMatchObject({ mutual: false, beneficiaries: ["Licensor"], obligors: ["Licensee"] });
    expect(rightProtection(cases[2][0], P, "termination")?.mutual).toBe(true);
  });
  it("a party barred from ending the contract before a date is locked in: at least medium for it", () => {
    const p = operativeProtection(cases[0][0], P)!;
    expect(rateOperative("low", p, "them", "").risk).toBe("medium");
    expect(rateOperative("low", p, "us", "").risk).toBe("low");
  });
});

describe("a party's right and duty in one sentence, and a set-off it gives up", () => {
  const disputeThenPay = "The Licensee may dispute a royalty statement within thirty days and shall pay the undisputed amount when due. The Licensee may not set off any claim it has against the Licensor against the royalties.";
  it("the duty after 'and shall' counts; a set-off given up makes the clause the payee's, absolutely", () => {
    expect(who(disputeThenPay)).toBe("Licensor");
    expect(rateOperative("low", operativeProtection(disputeThenPay, P)!, "them", "").risk).toBe("medium");
  });
  it("a right exercised at the holder's own cost stays the holder's", () => {
    expect(who("The Licensee may inspect the records once a year and shall give the Licensor ten days' notice of each inspection.")).toBe("Licensee");
  });
});
