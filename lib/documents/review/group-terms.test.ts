import { describe, expect, it } from "vitest";
import { analyzeDeterministic } from "../analyze";
import { partyGroups } from "../facts/party-groups";
import { partyRefs, preambleOf } from "../facts/parties";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";

const OPENING =
  'This OUTSOURCING AGREEMENT (this "Agreement") is made by and among\n\nOakmont Optics, Inc., a Delaware corporation ("Oakmont"),\n\nKestrel Glass Co., Ltd., a Japanese corporation ("Kestrel"),\n\nOakmont Kestrel Lens Corporation, a Taiwan company ("OKL"), and\n\nPinecrest Lens Co., Ltd., a Chinese company (the "Company").\n\nEach of Oakmont and Kestrel is hereinafter referred to as a "Member" and collectively as the "Members", each of the Members and OKL is hereinafter referred to as a "Vendor" and collectively as the "Vendors", and each of the Vendors and the Company is hereinafter referred to as a "Party" and collectively as the "Parties."\n\n';
const BODY =
  "1. Supply. The Vendors shall supply the products ordered by the Company.\n\n2. Indemnity by the Vendors. Each of the Vendors shall indemnify and hold harmless the Company from all losses arising from any infringement by the products.\n\n3. Governing law. This Agreement is governed by the laws of the State of New York.\n";
const review = (text: string, perspective: string | null) => analyzeDeterministic([{ page: 1, text }], { chain: jurisdictionChain("US-NY"), perspective });

describe("a defined group term resolves to the parties it groups", () => {
  it("reads nested groups: the Members inside the Vendors; the Parties (everyone) are no group", () => {
    const p = preambleOf(OPENING + BODY);
    const groups = partyGroups(p.opening, partyRefs(p.details, p.opening));
    expect(groups.map((g) => [g.term, g.members.sort()])).toEqual([
      ["Members", ["Kestrel", "Oakmont"]],
      ["Vendors", ["Kestrel", "OKL", "Oakmont"]],
    ]);
  });
  it("an indemnity by 'Each of the Vendors' is given by the group to the Company, and each member gets the group's role", () => {
    const a = review(OPENING + BODY, "Company");
    const indemnity = a.clauses.find((c) => /Each of the Vendors shall indemnify/.test(c.clause_text))!;
    expect([indemnity.obligor, indemnity.beneficiary]).toEqual(["Vendors", "Company"]);
    expect(a.facts.party_details.map((d) => [d.defined_as, d.role])).toEqual([
      ["Oakmont", "vendor"],
      ["Kestrel", "vendor"],
      ["OKL", "vendor"],
      ["Company", "company"],
    ]);
    // A member's perspective is the group's side: the indemnity it gives is not in its favour.
    const forOakmont = review(OPENING + BODY, "Oakmont");
    expect(forOakmont.perspectiveNotAParty).toBe(false);
    const given = forOakmont.clauses.find((c) => /Each of the Vendors shall indemnify/.test(c.clause_text))!;
    expect(given.obligor).toBe("Vendors");
  });
  it("near miss: a plural term for outsiders ('Users') or for every party is no group, and two parties stay two", () => {
    const text = 'This Agreement is made between Oakmont Optics, Inc. ("Oakmont") and Pinecrest Lens Co., Ltd. (the "Company"), for its customers ("Users"); each a "Party" and together the "Parties".\n\n1. Oakmont shall indemnify the Company against all losses.\n';
    const p = preambleOf(text);
    expect(partyGroups(p.opening, partyRefs(p.details, p.opening))).toEqual([]);
    const a = review(text, "Company");
    expect(a.clauses.find((c) => /indemnify/.test(c.clause_text))?.obligor).toBe("Oakmont");
  });
});

describe("a guarantee's parties and perspective", () => {
  const guarantee =
    'GUARANTY OF FRANCHISE AGREEMENT\n\nAs an inducement to Maple Cafes, Inc. ("Franchisor") to enter into a Franchise Agreement with ______________ ("Franchisee"), ______________________ ("Guarantors"), jointly and severally agree as follows:\n\nA. Guarantors shall pay to Franchisor all monies payable by Franchisee under the Franchise Agreement.\n\nB. Guarantors shall indemnify and save harmless Franchisor against all losses arising from any failure of Franchisee to pay.\n\nC. This Guaranty is governed by the laws of the state in which Franchisor has its principal place of business.\n';
  it("finds the beneficiary and the guarantors, reads it as a guarantee, and the Guarantors' perspective matches them", () => {
    const a = review(guarantee, "Guarantors");
    expect(a.facts.document_type).toBe("guarantee");
    expect(a.facts.party_details.map((d) => [d.defined_as, d.role])).toEqual([
      ["Franchisor", "franchisor"],
      ["Franchisee", "franchisee"],
      ["Guarantors", "guarantors"],
    ]);
    expect(a.perspectiveNotAParty).toBe(false);
    expect(a.missing.map((m) => m.category)).not.toContain("limitation_of_liability");
  });
  it("near miss: a perspective naming no party ('Lender') is not accepted silently", () => {
    const a = review(guarantee.replace("C. This Guaranty", "C. No Lender is party to this Guaranty. This Guaranty"), "Lender");
    expect(a.perspectiveNotAParty).toBe(true);
  });
});
