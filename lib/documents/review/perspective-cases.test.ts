/**
 * Short contracts of our own, one per fix of the review7 session, each reviewed from both sides: inline title-case
 * headings that left a cap inside another clause, the parties named once (and a company whose name ends in
 * "Company"), an indemnity confined to the indemnifier's own misconduct, and a governing law written with an aside in
 * brackets. Changing the perspective must change the cap and indemnity ratings.
 */
import { describe, expect, it } from "vitest";
import { analyzeDeterministic, type DeterministicAnalysis } from "../analyze";
import { governingLawOf } from "../facts/governing-law";
import { segment } from "../segment";

const review = (text: string, perspective: string | null, chain = ["US-NY", "US"]): DeterministicAnalysis =>
  analyzeDeterministic([{ page: 1, text }], { chain, perspective });
const rank = (r: string) => ["low", "medium", "high", "critical"].indexOf(r);
const clauseWith = (a: DeterministicAnalysis, category: string) => {
  const found = a.clauses.filter((c) => c.categories.includes(category));
  expect(found.length, `${category} in ${a.clauses.map((c) => `${c.heading}: ${c.categories.join(",")}`).join(" | ")}`).toBeGreaterThan(0);
  return found;
};

// Numbered first clause, then the rest of the terms as one paragraph with unnumbered title-case headings run into it.
const RESELLER = [
  "RESELLER AGREEMENT",
  'This Reseller Agreement is made on 2 June 2025 between Lumen Devices Ltd., having its office at 4 Quay Road, Leeds ("Maker"), and Corvid Home Care, Inc., having its office at 9 Elm Street, Albany ("Seller").',
  "1. Appointment. Maker appoints Seller as a non-exclusive reseller of the devices in the territory.",
  [
    "Orders. Seller shall place orders by email and Maker shall confirm each order within five business days.",
    "Disclaimer of Warranties. EXCEPT AS STATED IN THIS AGREEMENT, THE DEVICES ARE SUPPLIED AS IS.",
    "Limitation of Liability IN NO EVENT SHALL MAKER BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES. THE AGGREGATE LIABILITY OF MAKER UNDER THIS AGREEMENT SHALL NOT EXCEED THE AMOUNTS PAID BY SELLER IN THE PRIOR SIX MONTHS.",
    "Indemnification. Seller shall defend, indemnify and hold harmless Maker from and against any and all claims, losses and liabilities arising from Seller's breach of this Agreement or its dealings with any customer.",
    "Term and Termination This Agreement runs for one year. Either party may terminate it on sixty days' written notice.",
  ].join(" "),
  "2. Governing Law. This Agreement shall be governed by the laws of the State of New York.",
].join("\n");

describe("inline title-case headings split the clauses they head", () => {
  it("a heading run into a paragraph ('Limitation of Liability IN NO EVENT …', 'Indemnification. Seller shall …') starts its own clause", () => {
    const segs = segment([{ page: 1, text: RESELLER }]);
    const headings = segs.map((s) => s.heading);
    expect(headings).toEqual(expect.arrayContaining(["Disclaimer of Warranties", "Limitation of Liability", "Indemnification", "Term and Termination"]));
    expect(segs.find((s) => s.heading === "Limitation of Liability")!.text).not.toMatch(/indemnify/);
  });
  it("so the cap is rated from each side: low for the maker it protects, higher for the seller; the indemnity the other way round", () => {
    const maker = review(RESELLER, "Maker");
    const seller = review(RESELLER, "Seller");
    const cap = (a: DeterministicAnalysis) => clauseWith(a, "cap_on_liability").find((c) => c.heading === "Limitation of Liability")!;
    expect(cap(maker).beneficiary).toBe("Maker");
    expect(cap(maker).risk_level).toBe("low");
    expect(rank(cap(seller).risk_level)).toBeGreaterThan(rank(cap(maker).risk_level));
    const indemnity = (a: DeterministicAnalysis) => clauseWith(a, "indemnification").find((c) => c.heading === "Indemnification")!;
    expect(indemnity(seller).risk_level).toBe("high");
    expect(indemnity(maker).risk_level).toBe("low");
  });
  it("a sentence that opens with capitalised words is not a heading, nor is a heading word after a clause number", () => {
    const segs = segment([{ page: 1, text: "1. Term. One year.\n2. Fees. The Licensee shall pay the Fees. Confidential Information of either party stays its property.\n3. Notices. In writing." }]);
    expect(segs.map((s) => s.label)).toEqual(["1", "2", "3"]);
    expect(segs[1].text).toContain("Confidential Information of either party");
  });
});

const SERVICES = [
  "DATA SERVICES AGREEMENT",
  'This Agreement is made on 1 July 2025 between HARROW MUTUAL INSURANCE COMPANY ("HMIC") and Quill Analytics, Inc. ("Quill").',
  "1. Services. Quill shall provide the analytics services described in Schedule 1.",
  "2. Fees. HMIC shall pay the fees within thirty days of invoice.",
  "3. Limitation of Liability. In no event shall Quill's aggregate liability under this Agreement exceed the fees paid in the twelve months before the claim.",
  "4. Governing Law. This Agreement shall be governed by the laws (without regard to conflict of laws principles) of the State of Illinois.",
].join("\n");

describe("each party named once, a company whose name ends in 'Company' found", () => {
  it("lists each party once by its name, with the defined terms in party_details", () => {
    const a = review(SERVICES, null);
    expect(a.facts.parties).toEqual(["HARROW MUTUAL INSURANCE COMPANY", "Quill Analytics, Inc."]);
    expect(a.facts.party_details.map((d) => [d.name, d.defined_as])).toEqual([
      ["HARROW MUTUAL INSURANCE COMPANY", "HMIC"],
      ["Quill Analytics, Inc.", "Quill"],
    ]);
  });
  it("'the Company' and 'Holding Company' stay terms, not names", () => {
    const a = review('This Agreement is made between Birchwood Holding Company LLC (the "Company") and Orla Reyes ("Executive").\n1. Duties. The Company employs the Executive.', null);
    expect(a.facts.parties).toEqual(["Birchwood Holding Company LLC", "Orla Reyes"]);
  });
  it("the insurer matched by its term or its name gets the opposite cap rating to Quill", () => {
    const quill = review(SERVICES, "Quill");
    for (const p of ["HMIC", "Harrow Mutual Insurance Company"]) {
      const insurer = review(SERVICES, p);
      expect(insurer.perspectiveNotAParty || insurer.perspectiveNotFound, p).toBeFalsy();
      const risk = (a: DeterministicAnalysis) => clauseWith(a, "cap_on_liability")[0].risk_level;
      expect(risk(quill)).toBe("low");
      expect(rank(risk(insurer)), p).toBeGreaterThan(rank(risk(quill)));
    }
  });
  it("reads the governing law through an aside in brackets, and warns when another law is asked for", () => {
    expect(review(SERVICES, null).facts.governing_law?.jurisdiction).toBe("US-IL");
    expect(review(SERVICES, null, ["GB"]).lawMismatch).not.toBeNull();
    expect(governingLawOf(["This Agreement shall be governed by and subject to the internal laws (exclusive of conflicts rules) and decisions of the courts of the State of Ohio."])?.jurisdiction).toBe("US-OH");
  });
});

const ADVISORY = (trigger: string) =>
  [
    "SUB-ADVISORY AGREEMENT",
    'This Agreement is made on 3 March 2025 between Fernhill Funds, a Delaware statutory trust (the "Fund"), and Osprey Asset Management LLC (the "Adviser").',
    "1. Services. The Adviser shall manage the portfolio of the Fund.",
    `2. Limitation of Liability. The Adviser shall not be liable for any loss suffered by the Fund in connection with its services, except by reason of wilful misfeasance, bad faith or gross negligence. The Adviser agrees to indemnify the Fund against any and all losses arising from ${trigger}.`,
  ].join("\n");

describe("an indemnity confined to the indemnifier's own misconduct", () => {
  it("is low for the adviser who gives it, so its cap makes the clause riskier for the fund than for the adviser", () => {
    const text = ADVISORY("the Adviser's wilful misfeasance, bad faith or gross negligence in the performance of its duties");
    const adviser = clauseWith(review(text, "Adviser"), "cap_on_liability")[0];
    const fund = clauseWith(review(text, "Fund"), "cap_on_liability")[0];
    expect(adviser.beneficiary).toBe("Adviser");
    expect(adviser.risk_level).toBe("low");
    expect(rank(fund.risk_level)).toBeGreaterThan(rank(adviser.risk_level));
    expect(adviser.findings).toMatch(/own gross negligence, wilful misconduct/);
  });
  it("but one for any breach or claim stays high for the adviser, and low for the fund it protects", () => {
    const text = ADVISORY("any breach of this Agreement by the Adviser or any claim by a third party");
    expect(clauseWith(review(text, "Adviser"), "indemnification")[0].risk_level).toBe("high");
    expect(clauseWith(review(text, "Fund"), "indemnification")[0].risk_level).not.toBe("high");
  });
});
