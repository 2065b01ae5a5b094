import { describe, expect, it } from "vitest";
import { composeDraft, fullText } from "./compose";
import { allTemplates } from "./templates";
import type { ContractTemplate } from "./types";

/**
 * The forms a civil-law precedent takes where an English one has a common-law device (domain file
 * ../shared/domain/civil-law-drafting-reference.md §§ 1–4 and 9): copies and electronic signature instead of
 * counterparts "delivered"; a penalty clause in the local form instead of liquidated damages; a guarantee without
 * a consideration recital or a trust, in written form in Germany; and no federal "laws of Australia".
 */

const byId = (id: string) => allTemplates.find((t) => t.id === id)!;

function draft(template: ContractTemplate, jurisdiction: string, key_terms: Record<string, string> = template.example.key_terms) {
  const d = composeDraft(template, { ...template.example, jurisdiction, key_terms });
  return { text: fullText(d), cites: d.clauses.flatMap((c) => c.cites).map((c) => `${c.source_id} ${c.article}`), notes: d.notes };
}

const clause = (text: string, heading: string) => text.split(/\n\n/).find((b) => b.startsWith(`${heading}\n`) || new RegExp(`^\\d+\\. ${heading}\\n`).test(b)) ?? "";

describe("copies (not counterparts) and electronic signature", () => {
  it("Germany: identical copies, § 126(2) for written form, eIDAS Art. 25 and the qualified signature of § 126(3)", () => {
    const { text, cites } = draft(byId("supply_agreement"), "DE");
    const c = clause(text, "COPIES AND ELECTRONIC SIGNATURE");
    expect(c).toMatch(/several identical copies/);
    expect(c).toMatch(/each party signs the copy intended for the other party \(section 126\(2\) BGB\)/);
    expect(c).toMatch(/qualified electronic signature where the law allows the electronic form \(section 126\(3\) BGB\)/);
    expect(c.split("\n").slice(1).join("\n")).not.toMatch(/delivery|counterparts/i);
    expect(cites).toEqual(expect.arrayContaining(["de-bgb 126", "eu-eidas 25"]));
  });

  it("France: the originals the execution block states, not copies", () => {
    const { text, cites } = draft(byId("distribution_agreement"), "FR");
    const c = clause(text, "COPIES AND ELECTRONIC SIGNATURE");
    expect(c).toMatch(/as many originals as there are parties/);
    expect(c).not.toMatch(/copies|delivery/);
    expect(text).toMatch(/in two originals, one for each party/);
    expect(cites).toContain("eu-eidas 25");
  });

  it("a civil code outside the EU cites no EU regulation; common law keeps counterparts", () => {
    expect(draft(byId("supply_agreement"), "CH").cites).not.toContain("eu-eidas 25");
    expect(clause(draft(byId("supply_agreement"), "GB").text, "COUNTERPARTS AND ELECTRONIC SIGNATURE")).toMatch(/any number of counterparts/);
  });
});

describe("a sum payable on breach takes the penalty form of the governing code", () => {
  const delay = (j: string) => draft(byId("construction_contract"), j);
  it("Germany: lump-sum damages open to proof of a lower loss (§ 309 no. 5)", () => {
    const { text, cites } = delay("DE");
    expect(text).toMatch(/as lump-sum damages \(pauschalierter Schadensersatz\)/);
    expect(text).toMatch(/expressly entitled to prove that no loss, or a substantially lower loss, resulted \(section 309 no\. 5 BGB\)/);
    expect(cites).toContain("de-bgb 309");
  });
  it("France: clause pénale the court may revise, due after mise en demeure (art. 1231-5)", () => {
    const { text, cites } = delay("FR");
    expect(text).toMatch(/as a penalty \(clause pénale\)/);
    expect(text).toMatch(/mise en demeure/);
    expect(cites).toContain("fr-code-civil 1231-5");
  });
  it("Italy and Spain: penale (art. 1384) and cláusula penal stated to replace damages (arts. 1152, 1154)", () => {
    expect(delay("IT").text).toMatch(/penalty \(penale\)[^]*article 1384 of the Italian Civil Code/);
    expect(delay("ES").text).toMatch(/penalty \(cláusula penal\)[^]*\(pena sustitutiva\) \(article 1152 of the Spanish Civil Code\)/);
  });
  it("England keeps liquidated damages", () => {
    expect(delay("GB").text).toMatch(/as liquidated damages/);
  });
});

describe("guarantee", () => {
  const g = byId("guarantee_agreement");
  it("under a civil code: no consideration recital and no trust; England keeps both", () => {
    for (const j of ["NL", "DE", "FR"]) {
      const { text } = draft(g, j);
      expect(text, j).not.toMatch(/consideration|on trust/);
      expect(text, j).toMatch(/received for the account of the Creditor/);
    }
    const gb = draft(g, "GB").text;
    expect(gb).toMatch(/in consideration of the Creditor making/);
    expect(gb).toMatch(/on trust for the Creditor/);
  });
  it("Germany: written form of the declaration (§ 766) and the waived defence of prior enforcement", () => {
    const { text, cites, notes } = draft(g, "DE");
    expect(text).toMatch(/declaration of guarantee in written form, signed by hand[^.]*\(section 766 BGB\)/);
    expect(text).toMatch(/waives the defence of prior enforcement against the Debtor \(Einrede der Vorausklage\)/);
    expect(cites).toContain("de-bgb 766");
    expect(notes.map((n) => n.code)).toContain("guarantee_form_de");
    expect(draft(g, "NL").text).not.toMatch(/766|Vorausklage/);
  });
});

describe("governing law where the federation has no contract law of its own", () => {
  it("Australia and Canada: the State or Province is left blank and noted; a State is named", () => {
    const au = draft(byId("guarantee_agreement"), "AU");
    expect(au.text).not.toMatch(/laws of Australia|courts of Australia/);
    expect(au.text).toMatch(/the laws of \[●\] \(a State or Territory of Australia\)/);
    expect(au.notes.find((n) => n.code === "governing_law_needed")?.message).toMatch(/"New South Wales"/);
    const ca = draft(byId("supply_agreement"), "CA");
    expect(ca.text).toMatch(/the laws of the Province of \[●\] and the federal laws of Canada applicable therein/);
    expect(ca.notes.find((n) => n.code === "governing_law_needed")?.message).toMatch(/"the Province of Ontario"/);
    expect(draft(byId("guarantee_agreement"), "AU-NSW").text).toMatch(/the laws of New South Wales/);
    // A territory is not a province, and some territories' names take the article.
    expect(draft(byId("supply_agreement"), "CA-ON").text).toMatch(/the laws of the Province of Ontario and the federal laws of Canada applicable therein/);
    expect(draft(byId("supply_agreement"), "CA-YT").text).toMatch(/the laws of Yukon and the federal laws of Canada applicable therein[\s\S]*the courts of Yukon shall/);
    expect(draft(byId("supply_agreement"), "CA-NT").text).toMatch(/the laws of the Northwest Territories and the federal laws/);
    expect(draft(byId("guarantee_agreement"), "AU-ACT").text).toMatch(/the laws of the Australian Capital Territory[\s\S]*the courts of the Australian Capital Territory/);
    expect(draft(byId("guarantee_agreement"), "AU-NT").text).toMatch(/the laws of the Northern Territory/);
    expect(draft(byId("guarantee_agreement"), "AU", { ...byId("guarantee_agreement").example.key_terms, governing_law: "Victoria" }).notes.map((n) => n.code)).not.toContain("governing_law_needed");
  });
});

describe("remedies and restraints under a civil code", () => {
  it("a civil-law NDA states the claim to forbearance and interim measures; a common-law one keeps the injunction wording", () => {
    const nda = byId("nda");
    expect(draft(nda, "IT").text).toMatch(/require the Receiving Party to refrain from any actual or threatened breach of this Agreement, and may apply to the competent court for interim measures/);
    expect(draft(nda, "GB").text).toMatch(/Damages alone may not be an adequate remedy/);
  });
  it("Spain and Italy: an employee's non-compete is noted with the statutory limits", () => {
    const t = byId("non_compete_agreement");
    expect(draft(t, "ES").notes.map((n) => n.code)).toContain("non_compete_limits_es");
    expect(draft(t, "IT").notes.map((n) => n.code)).toContain("non_compete_limits_it");
    expect(draft(byId("supply_agreement"), "ES").notes.map((n) => n.code)).not.toContain("non_compete_limits_es");
  });
  it("a civil-law loan: no merger-in-judgment wording, no English charge registration, civil insolvency terms", () => {
    const t = byId("loan_agreement");
    const it_ = draft(t, "IT").text;
    expect(it_).not.toMatch(/before and after any judgment|registrar of companies|administration, receivership/);
    expect(it_).toMatch(/including any notarial form, registration or publication it needs/);
    const gb = draft(t, "GB").text;
    expect(gb).toMatch(/both before and after any judgment/);
    expect(gb).toMatch(/registrar of companies/);
  });
});

describe("India: a mortgage needs its own registered deed (TPA s.59)", () => {
  const loan = byId("loan_agreement_between_individuals");
  const terms = (security: string) => ({ ...loan.example.key_terms, security });
  it("a loan secured by a mortgage calls for a separate stamped, attested and registered mortgage deed", () => {
    const { text, cites } = draft(loan, "IN-KA", terms("a mortgage of Flat No. 4, 12 MG Road, Bengaluru"));
    expect(text).toMatch(/the Borrower shall give the Lender a mortgage of Flat No\. 4/);
    expect(text).toMatch(/can be made only by a registered instrument signed by the mortgagor and attested by at least two witnesses \(section 59 of the Transfer of Property Act, 1882\)/);
    expect(text).toMatch(/This Agreement does not itself create the mortgage/);
    expect(cites).toContain("in-transfer-of-property-act-1882 59");
    const corporate = draft(byId("loan_agreement"), "IN-MH", { ...byId("loan_agreement").example.key_terms, security: "a registered mortgage of the Borrower's factory land at Chakan, Pune" });
    expect(corporate.cites).toContain("in-transfer-of-property-act-1882 59");
  });
  it("cheques, a deposit of title deeds, or a mortgage outside India do not draw s.59", () => {
    expect(draft(loan, "IN-KA", terms("six post-dated cheques")).cites).not.toContain("in-transfer-of-property-act-1882 59");
    const deposit = draft(loan, "IN-MH", terms("a mortgage by deposit of title deeds of Flat 702"));
    expect(deposit.cites).not.toContain("in-transfer-of-property-act-1882 59");
    expect(deposit.notes.map((n) => n.code)).toContain("mortgage_by_deposit");
    expect(draft(loan, "GB", terms("a mortgage of 12 High Street, Leeds")).text).not.toMatch(/Transfer of Property Act/);
  });
});

describe("business payments and insolvency under the French and German codes", () => {
  it("default interest and the EUR 40 recovery sum: BGB § 288(2), (5) and C. com. L441-10; not for consumers or employees", () => {
    const de = draft(byId("supply_agreement"), "DE");
    expect(de.text).toMatch(/nine percentage points above the base rate, together with the lump sum of EUR 40 \(section 288\(2\) and \(5\) BGB\)/);
    expect(de.cites).toContain("de-bgb 288");
    const fr = draft(byId("distribution_agreement"), "FR");
    expect(fr.text).toMatch(/late-payment penalties due, without a reminder being needed, at the interest rate applied by the European Central Bank[^.]*EUR 40/);
    expect(fr.cites).toContain("fr-code-de-commerce L441-10");
    const withRate = allTemplates.find((t) => t.features?.b2bPayment && t.terms.some((x) => x.name === "late_payment_interest"))!;
    const rate = draft(withRate, "FR", { ...withRate.example.key_terms, late_payment_interest: "12%" });
    expect(rate.text).toMatch(/at 12% a year, which may not be less than three times the statutory interest rate/);
    expect(draft(byId("consumer_services_agreement"), "FR").cites).not.toContain("fr-code-de-commerce L441-10");
    expect(draft(byId("supply_agreement"), "IT").text).not.toMatch(/EUR 40/);
  });
  it("France: no termination right on the opening of insolvency proceedings (L622-13, L631-14, L641-11-1)", () => {
    const fr = draft(byId("supply_agreement"), "FR").text;
    expect(fr).not.toMatch(/applies for the opening of insolvency proceedings/);
    expect(fr).toMatch(/does not in itself give a right to terminate: articles L622-13, L631-14 and L641-11-1/);
    expect(draft(byId("supply_agreement"), "DE").text).toMatch(/applies for the opening of insolvency proceedings over its assets/);
  });
});
