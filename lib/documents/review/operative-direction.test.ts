/**
 * Whom a clause favours, read from its operative sentences' structure; expected answers written from the wording
 * before the code was run. Invented sentences in the drafting styles the blind sets showed, not copies of them.
 */
import { describe, expect, it } from "vitest";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { analyzeDeterministic } from "../analyze";
import type { PartyRef } from "../facts/parties";
import { holdingsOf } from "./core-risks/governance";
import { LIMITS_LIABILITY } from "./liability-wording";
import { operativeProtection, rateOperative } from "./operative-direction";

const P: PartyRef[] = [
  { key: "Licensor", aliases: ["licensor"], role: "licensor" },
  { key: "Licensee", aliases: ["licensee"], role: "licensee" },
];
const who = (text: string, cats: string[] = []) => {
  const p = operativeProtection(text, P, cats);
  return p === null ? null : p.mutual ? "mutual" : p.beneficiaries.join(" and ");
};

describe("operativeProtection", () => {
  const cases: [string, string | null][] = [
    // "X shall" binds X: the other side benefits.
    ["The Licensee shall deliver quarterly sales reports to the Licensor within 30 days after each quarter.", "Licensor"],
    // "X may" / "X reserves the right" / "X is entitled to": X holds it.
    ["The Licensor may update the specifications of the Platform at any time.", "Licensor"],
    ["The Licensor reserves the right to sell directly to the accounts listed in Schedule 4 without paying any commission to the Licensee.", "Licensor"],
    // A waiver by X favours the other side.
    ["The Licensee shall not be entitled to any compensation for the customer base it has built up on expiry of this Agreement.", "Licensor"],
    // Every party alike.
    ["Each party shall keep the other party's confidential information secret and use it only for this Agreement.", "mutual"],
    ["The Recipient shall not disclose the Discloser's Confidential Information to any third party.", "mutual"],
    ["Nothing in this Agreement prevents either party from developing competing products independently.", "mutual"],
    // A carve-out that gives a freedom back to X, and a consent that is X's.
    ["Nothing in this Agreement restricts the Licensor from granting licences to other distributors.", "Licensor"],
    ["The Licensee shall not sublicense the Software without the prior written consent of the Licensor.", "Licensor"],
    // A condition's subject is not bound: the party that may use the feedback benefits.
    ["If the Licensee gives the Licensor suggestions about the Software, the Licensor may use them without restriction and without any obligation to the Licensee.", "Licensor"],
    // The main sentence pays one side; a later one takes it back by deduction: the taking back decides.
    ["The Licensor shall pay the Licensee a launch fee of USD 10,000. If the Licensee terminates within one year, the Licensee shall refund the launch fee and authorizes the Licensor to deduct it from any sums owing to the Licensee.", "Licensor"],
    // Obligations that survive termination bind the party whose obligation it is.
    ["Termination does not relieve the Licensee of its obligation to pay all royalties accrued.", "Licensor"],
    // A dispute clause naming no party binds both.
    ["All disputes arising out of this Agreement shall be finally settled by arbitration in London.", null],
  ];
  it.each(cases)("%s → %s", (text, expected) => expect(who(text)).toBe(expected));

  it("a dispute clause that names no party is mutual when it is filed as one", () => {
    expect(who("All disputes arising out of this Agreement shall be finally settled by arbitration in London.", ["dispute_resolution"])).toBe("mutual");
  });

  it("rates an absolute one-sided term medium for the side it binds only", () => {
    const p = operativeProtection("The Licensor may modify the Service at any time in its sole discretion.", P)!;
    expect(p.strong).toBe(true);
    expect(rateOperative("low", p, "them", "x").risk).toBe("medium");
    expect(rateOperative("low", p, "us", "x").risk).toBe("low");
    const plain = operativeProtection("The Licensee shall deliver quarterly sales reports to the Licensor.", P)!;
    expect(plain.strong).toBe(false);
    expect(rateOperative("low", plain, "them", "x").risk).toBe("low");
  });
});

describe("cross-references", () => {
  it("a survival sentence citing headings limits nothing", () => {
    expect(LIMITS_LIABILITY.test("Sections 10 (Warranty; Limitation of Liability), 11 (Indemnification) and 14 (General) shall survive termination.")).toBe(false);
    expect(LIMITS_LIABILITY.test("The limitation of liability in this Section 10 applies to all claims.")).toBe(true);
  });
});

const review = (text: string, perspective: string | null) => analyzeDeterministic([{ page: 1, text }], { chain: jurisdictionChain("SG"), perspective });
const sha = [
  'SHAREHOLDERS AGREEMENT\nThis Agreement is made between Harbour Ventures Pte. Ltd. (the "Fund"), Lim Kah Seng (the "Promoter") and Nova Labs Pte. Ltd. (the "Company").',
  "(A) The Fund holds thirty per cent (30%) of the issued shares and the Promoter holds seventy per cent (70%).",
  "1. BOARD. 1.1 A quorum of the Board is two directors, one of whom shall be the Fund's nominee director, provided that if no quorum is present at an adjourned meeting the directors present shall form a quorum.",
  "2. TRANSFERS. 2.1 If holders of more than sixty per cent (60%) of the shares accept an offer for their shares, they may require all other Shareholders to sell their shares to the buyer on the same terms, whatever the price.",
  "3. TERM. 3.1 This Agreement continues until a listing. Clauses 5 (Confidentiality; Limitation of Liability) and 6 (Notices) shall survive termination.",
].join("\n");

describe("governance core risks", () => {
  it("reads stated holdings", () => {
    expect(Object.fromEntries(holdingsOf(sha))).toEqual({ Fund: 30, Promoter: 70 });
  });

  it("drag-along with no price floor favours the majority holder, high for the minority and low for the majority", () => {
    const quote = (a: ReturnType<typeof review>, q: string) => a.clauses.find((c) => c.clause_text.includes(q))!;
    const fund = quote(review(sha, "Fund"), "whatever the price");
    expect(fund.beneficiary).toBe("Promoter");
    expect(fund.risk_level).toBe("high");
    expect(quote(review(sha, "Promoter"), "whatever the price").risk_level).toBe("low");
  });

  it("a quorum lost at an adjourned meeting is a medium risk for the party whose director it dropped", () => {
    const quote = (a: ReturnType<typeof review>) => a.clauses.find((c) => c.clause_text.includes("adjourned meeting"))!;
    const fund = quote(review(sha, "Fund"));
    expect(fund.risk_level).toBe("medium");
    expect(fund.beneficiary).toBe("Promoter");
    expect(quote(review(sha, "Promoter")).risk_level).toBe("low");
  });

  it("a survival list naming 'Limitation of Liability' gives the term clause no liability finding", () => {
    const term = review(sha, "Fund").clauses.find((c) => c.clause_text.includes("shall survive"))!;
    expect(term.findings).not.toContain("Liability is limited or some damages are excluded");
  });
});

const distribution = [
  'DISTRIBUTION AGREEMENT\nThis Agreement is made between Nordwerk Pumpen GmbH (the "Manufacturer") and Baltic Trade GmbH (the "Reseller").',
  "1. Prices. Prices are those of the Manufacturer's current price list, which the Manufacturer may amend on one month's notice.",
  "2. Termination. Each party may terminate this Agreement for good cause. Good cause for the Manufacturer includes a change in the control of the Reseller.",
  "3. Disputes. 3.1 All disputes arising out of this Agreement shall be finally resolved under the Arbitration Rules of the International Chamber of Commerce. 3.2 The courts of Hamburg shall have exclusive jurisdiction for all disputes arising from this Agreement; the Manufacturer may also sue at the Reseller's seat.",
  "4. Law. This Agreement is governed by the laws of Germany.",
].join("\n");

describe("core risks read in more drafting styles", () => {
  const de = (perspective: string) => analyzeDeterministic([{ page: 1, text: distribution }], { chain: jurisdictionChain("DE"), perspective });
  const at = (a: ReturnType<typeof de>, q: string) => a.clauses.find((c) => c.clause_text.includes(q))!;

  it("a price list 'which the Manufacturer may amend' is a one-sided price change: high for the Reseller, low for the Manufacturer", () => {
    expect(at(de("Reseller"), "price list").risk_level).toBe("high");
    expect(at(de("Manufacturer"), "price list").risk_level).toBe("low");
  });

  it("'good cause for the Manufacturer includes a change in the control of the Reseller' favours the Manufacturer and is high for the Reseller", () => {
    const c = at(de("Reseller"), "change in the control");
    expect(c.beneficiary).toBe("Manufacturer");
    expect(c.risk_level).toBe("high");
  });

  it("arbitration 'under the Arbitration Rules' against exclusive courts is a conflict rated on both clauses; a party's seat is not the arbitral seat", () => {
    const a = de("Reseller");
    expect(at(a, "Arbitration Rules").findings).toContain("Conflicting dispute resolution");
    expect(at(a, "courts of Hamburg").findings).toContain("Conflicting dispute resolution");
    expect(at(a, "Arbitration Rules").risk_level).toBe("high");
  });
});

describe("goodwill compensation waived", () => {
  const text = (law: string) =>
    [
      'DISTRIBUTION AGREEMENT\nThis Agreement is made between Nordwerk Pumpen GmbH (the "Manufacturer") and Baltic Trade GmbH (the "Reseller").',
      "1. Termination. On termination the Reseller shall hand over its customer list to the Manufacturer. The Reseller shall not be entitled to any compensation for goodwill or clientele on termination for any reason.",
      `2. Law. This Agreement is governed by the laws of ${law}.`,
    ].join("\n");
  const at = (law: string, j: string, perspective: string) =>
    analyzeDeterministic([{ page: 1, text: text(law) }], { chain: jurisdictionChain(j), perspective }).clauses.find((c) => c.clause_text.includes("goodwill"))!;

  it("favours the Manufacturer; high for the Reseller under German law (HGB § 89b(4) named, nothing cited), medium elsewhere, low for the Manufacturer", () => {
    const de = at("Germany", "DE", "Reseller");
    expect(de.beneficiary).toBe("Manufacturer");
    expect(de.risk_level).toBe("high");
    expect(de.findings).toContain("HGB § 89b(4)");
    expect(de.cites).toEqual([]);
    const ny = at("the State of New York", "US-NY", "Reseller");
    expect(ny.risk_level).toBe("medium");
    expect(ny.findings).not.toContain("HGB");
    expect(at("Germany", "DE", "Manufacturer").risk_level).toBe("low");
  });
});

describe("self-help rights one side holds against the other", () => {
  // Expected answers written from the wording before the code was run: a right to act on the other side's money,
  // property or performance without its agreement is absolute (strong) for its holder; a duty to keep something is not.
  const strongFor = (text: string) => {
    const p = operativeProtection(text, P);
    return p && !p.mutual && p.strong ? p.beneficiaries[0] : null;
  };
  it.each([
    ["The Licensor may withhold any sum it claims from the Licensee from the royalties payable to the Licensee.", "Licensor"],
    ["If the Licensee fails to deliver the units, the Licensor may, on written notice, step in and manufacture them itself at the Licensee's cost.", "Licensor"],
    ["Title to all units shall remain with the Licensor until the Licensee has paid all sums due.", "Licensor"],
    ["The Licensee may set off against the royalties any amount the Licensor owes it.", "Licensee"],
  ])("%s → strong for %s", (text, holder) => expect(strongFor(text)).toBe(holder));
  it.each([
    // A duty to retain records binds the keeper; it gives no one a self-help right.
    "The Licensee shall retain complete records of all sales for three years.",
    // A mutual right is no one-sided risk.
    "Either party may suspend performance if the other fails to pay undisputed sums within 60 days.",
  ])("%s → not a one-sided self-help right", (text) => expect(strongFor(text)).toBeNull());
  it("rates the side bound medium and leaves the holder's rating", () => {
    const p = operativeProtection("The Licensor may deduct any sum the Licensee owes it from the royalties payable to the Licensee.", P)!;
    expect(rateOperative("low", p, "them", "Licensor").risk).toBe("medium");
    expect(rateOperative("low", p, "us", "Licensor").risk).toBe("low");
  });
});

describe("a restraint on dealing with anyone else", () => {
  // Written from the wording first: the side barred from dealing elsewhere gives exclusivity; a duty of confidence does not.
  const strongFor = (text: string) => {
    const p = operativeProtection(text, P);
    return p && !p.mutual && p.strong ? p.beneficiaries[0] : null;
  };
  it("a licensee barred from buying from third parties gives the licensor an absolute term", () =>
    expect(strongFor("The Licensee shall not purchase equivalent software from any third party during the Term.")).toBe("Licensor"));
  it("a licensee barred from selling competing products", () =>
    expect(strongFor("The Licensee shall not market or distribute any product that competes with the Software.")).toBe("Licensor"));
  it("a duty not to disclose to third parties is not a restraint on dealing", () =>
    expect(strongFor("The Licensee shall not disclose the source code to any third party.")).toBeNull());
});

describe("a remedy given up, and a lien held", () => {
  // Written from the wording first.
  const read = (text: string) => operativeProtection(text, P);
  it("paying 'without any deduction or set-off' gives up a remedy: absolute, for the payee", () => {
    const p = read("The Licensee shall pay the royalties without any deduction, withholding or set-off.")!;
    expect([p.beneficiaries[0], p.strong]).toEqual(["Licensor", true]);
  });
  it("an ordinary duty to pay is not absolute", () => expect(read("The Licensee shall pay the royalties within 30 days of invoice.")!.strong).toBe(false));
  it("'shall have a general lien' is the holder's right, not its duty", () => {
    const p = read("The Licensor shall have a general lien over the Licensee's equipment in its possession for all sums due.")!;
    expect([p.beneficiaries[0], p.strong]).toEqual(["Licensor", true]);
  });
});

describe("a payment made absolute, rated from each side", () => {
  const text = [
    'SUPPLY AGREEMENT\nThis Agreement is made between Alder Components Pte. Ltd. (the "Supplier") and Birch Devices Pte. Ltd. (the "Buyer").',
    "1. SUPPLY. The Supplier shall deliver the goods ordered by the Buyer.",
    "2. PAYMENT. The Buyer shall pay each invoice within 30 days in full without any deduction, withholding or set-off.",
    "3. LAW. This Agreement is governed by the laws of Singapore.",
  ].join("\n\n");
  const at = (perspective: string | null) => analyzeDeterministic([{ page: 1, text }], { chain: jurisdictionChain("SG"), perspective }).clauses.find((c) => c.clause_text.includes("without any deduction"))!;
  it("favours the Supplier; medium for the Buyer, who loses its set-off, low for the Supplier", () => {
    expect(at(null).beneficiary).toBe("Supplier");
    expect(at("Buyer").risk_level).toBe("medium");
    expect(at("Supplier").risk_level).toBe("low");
  });
});
