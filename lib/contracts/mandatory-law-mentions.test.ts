import { describe, expect, it } from "vitest";
import { draftExample } from "./draft-for-tests";

/**
 * Mandatory rules a local precedent of each kind states under its law (issue 36), keyed on the type's kind and the
 * governing law. Expected wording written from the statutes before the code: C. trav. L1221-3; CC (ES) art. 1102;
 * Dutch case law on opzet of bewuste roekeloosheid; Landlord and Tenant (Amendment) Act 1980 s. 17 as amended by the
 * Civil Law (Miscellaneous Provisions) Act 2008 s. 47; GmbHG §§ 16(1), 40(2); Tex. Bus. & Com. Code §§ 15.50–15.52;
 * Telangana Shops and Establishments Act, 1988.
 */
const draft = draftExample;

describe("France: an employment contract drafted in English", () => {
  it("states the French-language rule of L1221-3 and warns that a French version is needed", () => {
    for (const type of ["employment_agreement", "executive_employment_agreement", "fixed_term_employment_agreement"]) {
      const d = draft(type, "FR");
      expect(d.text).toContain("article L. 1221-3 of the French Labour Code");
      expect(d.text).toContain("only the text in that language may be relied on against the ");
      expect(d.notes).toContain("french_language_fr");
    }
    const de = draft("employment_agreement", "DE");
    expect(de.text).not.toContain("L. 1221-3");
    expect(de.notes).not.toContain("french_language_fr");
  });

  it("names the collective agreement in an indefinite contract, or notes that it is missing", () => {
    const named = draft("employment_agreement", "FR", { collective_agreement: "Convention collective nationale Syntec" });
    expect(named.text).toContain("The collective agreement applicable to the employment is Convention collective nationale Syntec.");
    expect(named.notes).not.toContain("collective_agreement_fr");
    expect(draft("executive_employment_agreement", "FR").notes).toContain("collective_agreement_fr");
    expect(draft("employment_agreement", "GB", { collective_agreement: "Convention collective nationale Syntec" }).text).not.toContain("collective agreement applicable");
  });
});

describe("leases under civil law keep liability the code will not let a party exclude", () => {
  it("Spain saves dolo under CC art. 1102; the Netherlands intent or deliberate recklessness", () => {
    expect(draft("commercial_lease", "ES").text).toContain("which cannot be waived in advance under article 1102 of the Spanish Civil Code");
    expect(draft("commercial_lease", "NL").text).toContain("intent or deliberate recklessness (opzet of bewuste roekeloosheid)");
    expect(draft("commercial_lease", "GB").text).not.toContain("Nothing in this Lease limits or excludes");
  });
});

describe("Ireland: a business lease and the right to a new tenancy", () => {
  it("states that the tenant has not renounced, and how a renunciation is made", () => {
    const d = draft("commercial_lease", "IE");
    expect(d.text).toContain("Part II of the Landlord and Tenant (Amendment) Act 1980");
    expect(d.text).toContain("section 47 of the Civil Law (Miscellaneous Provisions) Act 2008");
    expect(d.text).toContain("after receiving independent legal advice");
    expect(d.notes).toContain("renunciation_ie");
    expect(draft("commercial_lease", "GB").text).not.toContain("Landlord and Tenant (Amendment) Act 1980");
  });
});

describe("Germany: a GmbH share transfer ends with the notary's new list of shareholders", () => {
  it("names GmbHG § 40(2) and § 16(1)", () => {
    const d = draft("share_purchase_agreement", "DE", { company_name: "Muster Technik GmbH" });
    expect(d.text).toContain("updated list of shareholders (Gesellschafterliste)");
    expect(d.text).toContain("section 40(2) GmbHG");
    expect(d.text).toContain("section 16(1) GmbHG");
    expect(draft("share_purchase_agreement", "DE", { company_name: "Muster Technik AG" }).text).not.toContain("Gesellschafterliste");
  });
});

describe("Texas: an employee's non-compete under the Covenants Not to Compete Act", () => {
  it("states the statute's conditions", () => {
    const d = draft("executive_employment_agreement", "US-TX", { non_compete_period: "12 months" });
    expect(d.text).toContain("Covenants Not to Compete Act (Tex. Bus. & Com. Code §§ 15.50–15.52)");
    expect(d.text).toContain("ancillary to or part of an otherwise enforceable agreement between them");
    expect(d.notes).toContain("texas_non_compete");
    expect(draft("executive_employment_agreement", "US-NY", { non_compete_period: "12 months" }).text).not.toContain("15.50");
  });
});

describe("Telangana: the Shops and Establishments Act, 1988", () => {
  it("is named in a Telangana employment contract only", () => {
    expect(draft("employment_agreement", "IN-TS").text).toContain("Telangana Shops and Establishments Act, 1988");
    expect(draft("employment_agreement", "IN-KA").text).not.toContain("Telangana");
  });
});
