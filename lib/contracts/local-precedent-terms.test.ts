import { describe, expect, it } from "vitest";
import { draftExample } from "./draft-for-tests";

/**
 * What a local precedent of each kind has under its law (issue 36), keyed on the type's kind and the governing law,
 * not on a case: expected wording written from the statutes (CO art. 312; c.c. art. 1815 and Law 108/1996; BW
 * art. 2:196; CGST Act 2017; C. com. L145-40-1, L442-1; C. trav. L1242-12/-13; 17 U.S.C. § 101; N.Y. GBL art. 33;
 * 19 Del. C. § 805; Corporations Act 2001 (Cth) s. 136(2); Companies Act 2006 s. 21).
 */
const draft = draftExample;

describe("loans: the civil code's contract of loan and the Italian usury ceiling", () => {
  it("Switzerland, Italy, Spain name their loan provisions; England does not", () => {
    expect(draft("loan_agreement", "CH").text).toContain("loan for consumption (Darlehen / prêt de consommation) governed by articles 312 and following of the Swiss Code of Obligations");
    const it = draft("loan_agreement", "IT");
    expect(it.text).toContain("articles 1813 and following of the Italian Civil Code");
    expect(it.text).toContain("usury threshold (tasso soglia) that applies under Law No. 108 of 7 March 1996");
    expect(it.text).toContain("article 1815, second paragraph");
    expect(it.notes).toContain("usury_it");
    expect(draft("loan_agreement", "ES").text).toContain("articles 1753 and following of the Spanish Civil Code");
    const fr = draft("loan_agreement", "FR").text;
    expect(fr).toContain("articles 1892 and following of the French Civil Code");
    expect(fr).toContain("The effective global rate (taux effectif global) of the Loan");
    expect(fr).toContain("article L. 313-4 of the Monetary and Financial Code");
    // L313-4 only refers to the Consumer Code's rules on the effective global rate; the text names them too.
    expect(fr).toContain("article L. 313-4 of the Monetary and Financial Code and articles L. 314-1 to L. 314-5 of the Consumer Code, to which it refers");
    expect(draft("loan_agreement", "GB").text).not.toMatch(/Civil Code|Code of Obligations/);
  });
});

describe("share transfers: Dutch notarial deed", () => {
  it("a B.V.'s shares pass by notarial deed (BW 2:196); a German or unnamed form does not get it", () => {
    const nl = draft("shareholders_agreement", "NL", { company: "Delta Waterbeheer B.V." }).text;
    expect(nl).toContain("a deed executed before a civil-law notary established in the Netherlands");
    expect(nl).toContain("article 2:196 of the Dutch Civil Code");
    expect(nl).toContain("article 2:196a");
    expect(draft("share_purchase_agreement", "NL", { company_name: "Noordzee Logistiek N.V." }).text).toContain("article 2:86 of the Dutch Civil Code");
    expect(draft("shareholders_agreement", "NL", { company: "Delta Waterbeheer" }).text).not.toContain("2:196");
    expect(draft("shareholders_agreement", "GB", { company: "Delta Waterbeheer B.V." }).text).not.toContain("2:196");
  });
});

describe("shareholders' agreements: the companies statute that amends the constitution", () => {
  it("Australia, England, Ireland, Singapore", () => {
    expect(draft("shareholders_agreement", "AU-NSW", { company: "Koala Agritech Pty Ltd" }).text).toContain("special resolution under section 136(2) of the Corporations Act 2001 (Cth)");
    expect(draft("shareholders_agreement", "GB", { company: "Harbour Robotics Limited" }).text).toContain("special resolution under section 21 of the Companies Act 2006");
    expect(draft("shareholders_agreement", "IE", { company: "Liffey Foods Limited" }).text).toContain("as the Companies Act 2014 requires");
    expect(draft("shareholders_agreement", "SG", { company: "Merlion Labs Pte. Ltd." }).text).toContain("as the Companies Act 1967 requires");
    expect(draft("shareholders_agreement", "IN-KA").text).not.toMatch(/Companies Act 2006|Corporations Act/);
  });

  it("states each companies statute only for a company incorporated under it, since the governing law may differ", () => {
    expect(draft("shareholders_agreement", "GB", { company: "Harbour Robotics Limited" }).text).toContain("If the Company is incorporated in the United Kingdom, the amendment shall be made by special resolution under section 21");
    expect(draft("shareholders_agreement", "AU-NSW", { company: "Koala Agritech Pty Ltd" }).text).toContain("If the Company is registered in Australia, the constitution shall be modified");
    expect(draft("shareholders_agreement", "IE", { company: "Liffey Foods Limited" }).text).toContain("If the Company is incorporated in Ireland, the constitution shall be altered");
    expect(draft("shareholders_agreement", "SG", { company: "Merlion Labs Pte. Ltd." }).text).toContain("If the Company is incorporated in Singapore, the constitution shall be altered");
  });
});

describe("leases", () => {
  it("India: GST on the rent of business premises, with the reverse charge; none for a home", () => {
    const shop = draft("lease", "IN-KA", { permitted_use: "retail showroom" }).text;
    expect(shop).toContain("Central Goods and Services Tax Act, 2017");
    expect(shop).toContain("under the reverse charge");
    expect(draft("lease", "IN-KA", { permitted_use: "residence of the Lessee's director" }).text).not.toContain("Central Goods and Services Tax Act");
  });

  it("France: état des lieux (C. com. L145-40-1) and the inventory of charges, in English and in French", () => {
    const en = draft("commercial_lease", "FR").text;
    expect(en).toContain("(état des lieux)");
    expect(en).toContain("article L. 145-40-1 of the Commercial Code");
    expect(en).toContain("article L. 145-40-2 of the Commercial Code");
    const fr = draft("commercial_lease", "FR", { rent: "54 000 € HT par an" }, "fr").text;
    expect(fr).toContain("Un état des lieux est établi contradictoirement et amiablement");
    expect(fr).toContain("article L145-40-1 du Code de commerce");
    expect(fr).toContain("54\u00a0000,00\u00a0€ HT par an, hors charges");
  });
});

describe("French commercial contracts: significant imbalance between businesses (C. com. L442-1, I, 2°)", () => {
  it("in the liability clause of B2B drafts in French and English, not in an employment contract", () => {
    expect(draft("supply_agreement", "FR", {}, "fr").text).toContain("au sens de l'article L442-1, I, 2° du Code de commerce");
    expect(draft("supply_agreement", "FR").text).toContain("within the meaning of article L. 442-1, I, 2° of the French Commercial Code");
    expect(draft("employment_agreement", "FR").text).not.toContain("442-1");
  });
});

describe("French fixed-term contract (C. trav. L1242-12, L1242-13)", () => {
  it("names the Labour Code, the collective agreement and delivery within two working days", () => {
    const { text, notes } = draft("fixed_term_employment_agreement", "FR");
    expect(text).toContain("articles L. 1242-1 and following of the French Labour Code (Code du travail)");
    expect(text).toContain("The collective agreement applicable to the employment is [●].");
    expect(text).toContain("no later than two (2) working days after the Employee is hired (article L. 1242-13");
    expect(notes).toContain("fixed_term_mentions_fr");
    expect(draft("fixed_term_employment_agreement", "FR", { collective_agreement: "Convention collective nationale des hôtels, cafés, restaurants (HCR)" }).text).toContain("applicable to the employment is Convention collective nationale des hôtels, cafés, restaurants (HCR).");
    expect(draft("fixed_term_employment_agreement", "GB", { fixed_term_reason: "seasonal work" }).text).not.toContain("L. 1242");
  });
});

describe("United States: work made for hire, State invention and franchise statutes", () => {
  it("a consultant's works are works made for hire with an assignment as back-up, except in California", () => {
    const ny = draft("confidentiality_and_invention_assignment_agreement", "US-NY", { engagement_type: "consultancy" }).text;
    expect(ny).toContain('is a "work made for hire" for the Company as defined in section 101 of the U.S. Copyright Act (17 U.S.C. § 101); to the extent any of it is not, the Consultant assigns');
    const ca = draft("confidentiality_and_invention_assignment_agreement", "US-CA", { engagement_type: "consultancy" });
    expect(ca.text).not.toContain("work made for hire");
    expect(ca.notes).toContain("work_made_for_hire_ca");
    expect(draft("independent_contractor_agreement", "US-TX").text).toContain('"work made for hire"');
    expect(draft("consulting_agreement", "US-NY").text).toContain('"work made for hire"');
    expect(draft("confidentiality_and_invention_assignment_agreement", "GB", { engagement_type: "consultancy" }).text).not.toContain("work made for hire");
  });

  it("an employee's own-time inventions: the State statute named, with its notice where it requires one", () => {
    expect(draft("employment_agreement", "US-DE").text).toContain("would be unenforceable under 19 Del. C. § 805.");
    expect(draft("employment_agreement", "US-IL").text).toContain("unenforceable under the Illinois Employee Patent Act (765 ILCS 1060/2); this sub-clause is the written notification");
    expect(draft("employment_agreement", "US-TX").text).not.toMatch(/would be unenforceable under/);
  });

  it("a New York franchise names the Franchise Sales Act; Texas has no such State law listed", () => {
    expect(draft("franchise_agreement", "US-NY").text).toContain("the New York Franchise Sales Act (N.Y. Gen. Bus. Law, art. 33, §§ 680 and following)");
    expect(draft("franchise_agreement", "US-TX").text).not.toMatch(/Franchise Sales Act|Franchise Investment/);
  });
});
