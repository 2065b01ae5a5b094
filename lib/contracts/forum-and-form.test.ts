import { describe, expect, it } from "vitest";
import { composeDraft, fullText } from "./compose";
import { allTemplates } from "./templates";
import type { ContractTemplate } from "./types";

/**
 * Leftovers of issue 36, each with the wording written from the provision first:
 * - a civil-law forum clause names the courts of a place, never "the courts of France": in France the courts within
 *   the jurisdiction of a Court of Appeal (a clause derogating from territorial jurisdiction binds only between
 *   merchants and when very conspicuous, Code de procédure civile art. 48); in Switzerland a place of jurisdiction
 *   (ZPO Art. 17, IPRG Art. 5, Lugano Convention Art. 23); in Spain, Italy and the Netherlands the courts at a place
 *   (Brussels I recast Art. 25). Without a venue the place is left blank and a warning asks for it.
 * - German law: a promise of a gift needs notarial recording (BGB § 518(1)) and so does a contract to transfer land
 *   (BGB § 311b(1)); such a draft is executed by notarial recording, not by private signature.
 */

const byId = (id: string) => allTemplates.find((t) => t.id === id)!;

function draft(template: ContractTemplate, jurisdiction: string, extra: Record<string, string> = {}) {
  const d = composeDraft(template, { ...template.example, jurisdiction, key_terms: { ...template.example.key_terms, ...extra } });
  return { text: fullText(d), codes: d.notes.map((n) => n.code), notes: d.notes.map((n) => n.message).join("\n"), cites: d.clauses.flatMap((c) => c.cites) };
}

describe("civil-law forum clauses name the courts of a place", () => {
  it("France with a venue: the courts within the jurisdiction of its Court of Appeal", () => {
    const { text, codes } = draft(byId("service_agreement"), "FR", { venue: "Paris" });
    expect(text).toMatch(/the courts within the jurisdiction of the Court of Appeal of Paris shall have exclusive jurisdiction/);
    expect(text).not.toMatch(/courts of France/);
    expect(codes).not.toContain("forum_place_fr");
  });

  it("France without a venue: the place is left blank and the warning cites CPC art. 48", () => {
    const { text, codes, notes } = draft(byId("service_agreement"), "FR");
    expect(text).not.toMatch(/courts of France/);
    expect(text).toMatch(/the courts within the jurisdiction of the Court of Appeal of \[●\]/);
    expect(codes).toContain("forum_place_fr");
    expect(notes).toMatch(/article 48 of the Code de procédure civile/);
    expect(notes).toMatch(/merchants/);
  });

  it.each([
    ["ES", "Spain", "forum_place_es"],
    ["IT", "Italy", "forum_place_it"],
    ["NL", "the Netherlands", "forum_place_nl"],
    ["CH", "Switzerland", "forum_place_ch"],
  ])("%s without a venue: no national 'courts of …', a blank place and a warning", (j, name, code) => {
    const { text, codes } = draft(byId("service_agreement"), j);
    expect(text).not.toContain(`courts of ${name}`);
    expect(text).toMatch(/the courts at \[●\] shall have exclusive jurisdiction/);
    expect(codes).toContain(code);
  });

  it("Switzerland: the warning names ZPO Art. 17 and its form", () => {
    const { notes } = draft(byId("service_agreement"), "CH");
    expect(notes).toMatch(/Article 17 of the Swiss Civil Procedure Code/);
    expect(notes).toMatch(/proof by text/);
  });

  it("a venue given under Italian law: its courts, and no warning", () => {
    const { text, codes } = draft(byId("service_agreement"), "IT", { venue: "Milan" });
    expect(text).toMatch(/the courts at Milan shall have exclusive jurisdiction/);
    expect(codes).not.toContain("forum_place_it");
  });
});

describe("German law: a gift or sale of land is notarially recorded (BGB §§ 311b(1), 518(1))", () => {
  it("a land sale under German law: the notarial form clause citing § 311b(1), a notarial execution block and a warning", () => {
    const { text, codes, notes, cites } = draft(byId("property_sale_agreement"), "DE");
    expect(text).toMatch(/recorded by a German notary \(notarielle Beurkundung\), as section 311b\(1\)/);
    expect(text).toMatch(/executed by notarial recording and not by private signature/);
    expect(text).not.toMatch(/Place, date: _+\nSignature/);
    expect(codes).toContain("notarial_form");
    expect(notes).toMatch(/§ 311b\(1\)/);
    expect(cites).toContainEqual(expect.objectContaining({ source_id: "de-bgb", article: "311b" }));
  });

  it("a gift of land under German law: §§ 518(1) and 311b(1), executed by notarial recording", () => {
    const { text, notes } = draft(byId("gift_deed"), "DE");
    expect(text).toMatch(/section 518\(1\) BGB/);
    expect(text).toMatch(/section 311b\(1\)/);
    expect(text).toMatch(/executed by notarial recording and not by private signature/);
    expect(notes).toMatch(/§ 518\(1\)/);
  });

  it("the same sale under French or English law keeps its private signature", () => {
    expect(draft(byId("property_sale_agreement"), "FR").text).not.toMatch(/notarial recording/);
    expect(draft(byId("property_sale_agreement"), "GB").text).not.toMatch(/notarial recording/);
  });
});

/**
 * An English indemnity ("shall indemnify … against all losses") is a primary promise to pay whatever the cause; in
 * standard business terms under German law a promise that wide is open to review under BGB § 307. Under a civil code
 * the licence drafts hold the other party harmless from third-party claims the party is responsible for, within the
 * agreed limits of liability (the form the generic third-party claims clause already uses).
 */
describe("civil-law IP licences hold harmless, scoped to responsibility and within the liability limits", () => {
  const LICENCES = ["trademark_license_agreement", "patent_license_agreement", "copyright_license_agreement"];

  it.each(LICENCES.flatMap((id) => ["DE", "FR", "ES", "IT", "NL"].map((j) => [id, j])))("%s under %s: no 'indemnify … against all losses'", (id, j) => {
    const { text } = draft(byId(id), j);
    expect(text).not.toMatch(/shall indemnify[^.]*against all losses/);
    expect(text).toMatch(/shall hold the (Licensor|Licensee) harmless from[^.]*to the extent that the (Licensor|Licensee) is responsible for them/);
    expect(text).toMatch(/limitations of liability agreed in this Agreement, if any, apply/);
  });

  it("German law: a warning names BGB § 307", () => {
    const { codes, notes } = draft(byId("patent_license_agreement"), "DE");
    expect(codes).toContain("indemnity_standard_terms_de");
    expect(notes).toMatch(/BGB § 307/);
  });

  it("the trademark licence under civil law no longer lifts the liability limits for these claims", () => {
    expect(draft(byId("trademark_license_agreement"), "DE").text).not.toMatch(/do not apply to either party's liability under this clause/);
    expect(draft(byId("trademark_license_agreement"), "GB").text).toMatch(/do not apply to either party's liability under this clause/);
  });

  it("English law keeps the English indemnity", () => {
    expect(draft(byId("patent_license_agreement"), "GB").text).toMatch(/shall indemnify the Licensor against all losses/);
    expect(draft(byId("copyright_license_agreement"), "US-NY").text).toMatch(/shall indemnify the Licensee against all losses/);
  });
});

/**
 * A German guarantee (Bürgschaft) depends on the guaranteed obligation (BGB § 767(1)); the English "separate and
 * independent" indemnity for obligations that prove unenforceable would be a different, independent promise and, in
 * standard terms, open to review under BGB § 307. Under a civil code the draft leaves it out and says why.
 */
describe("civil-law guarantee: no English 'separate and independent' indemnity", () => {
  it.each(["DE", "FR", "ES", "IT", "NL"])("%s: the indemnity is left out", (j) => {
    const { text } = draft(byId("guarantee_agreement"), j);
    expect(text).not.toMatch(/shall indemnify the Creditor on demand|separate and independent obligation/);
  });

  it("German law: a warning names §§ 767(1) and 307", () => {
    const { codes, notes } = draft(byId("guarantee_agreement"), "DE");
    expect(codes).toContain("guarantee_indemnity_de");
    expect(notes).toMatch(/BGB § 767\(1\)/);
    expect(notes).toMatch(/§ 307/);
  });

  it("English and Indian law keep the indemnity", () => {
    expect(draft(byId("guarantee_agreement"), "GB").text).toMatch(/separate and independent obligation/);
    expect(draft(byId("guarantee_agreement"), "IN").text).toMatch(/contract of indemnity within section 124/);
  });
});

/**
 * Austria, Belgium and Portugal, written from the provisions first: Austria's § 104 JN lets the parties agree on a court
 * of first instance, proven by a document, so the clause names the court with subject-matter jurisdiction at a place;
 * Belgian courts sit by judicial district (and, since 2014, in divisions); Portuguese territorial jurisdiction may be
 * agreed only outside the cases of CPC art. 104 (CPC art. 95), so the warning says a domestic agreement may not bind.
 */
describe("Austrian, Belgian and Portuguese forum clauses name the court of a place", () => {
  it.each([
    ["AT", "Austria", /the court having subject-matter jurisdiction at \[●\] shall have exclusive jurisdiction/, "forum_place_at", /§ 104 of the Jurisdiktionsnorm/],
    ["BE", "Belgium", /the courts of the judicial district of \[●\] shall have exclusive jurisdiction/, "forum_place_be", /division/],
    ["PT", "Portugal", /the courts of the judicial district \(comarca\) of \[●\] shall have exclusive jurisdiction/, "forum_place_pt", /article 95 of the Código de Processo Civil[^.]*article 104/],
  ])("%s without a venue: no 'courts of %s', a blank place and a warning", (j, name, clause, code, warning) => {
    const { text, codes, notes } = draft(byId("distribution_agreement"), j);
    expect(text).not.toContain(`courts of ${name}`);
    expect(text).toMatch(clause);
    expect(codes).toContain(code);
    expect(notes).toMatch(warning);
  });

  it("a venue given: the place is drafted and no warning", () => {
    const at = draft(byId("supply_agreement"), "AT", { venue: "Vienna" });
    expect(at.text).toMatch(/the court having subject-matter jurisdiction at Vienna shall have/);
    expect(at.codes).not.toContain("forum_place_at");
    expect(draft(byId("supply_agreement"), "PT", { venue: "Lisbon" }).text).toMatch(/the courts of the judicial district \(comarca\) of Lisbon shall have/);
  });
});

/**
 * A gift under a civil code: BGB § 530 lets the donor revoke for gross ingratitude, § 528 reclaim in need, and § 533
 * allows the revocation right to be waived only once the ingratitude is known, so a German draft cannot declare the gift
 * irrevocable. A French gift inter vivos is void unless made before a notary who keeps the original (C. civ. art. 931).
 */
describe("civil-law gifts: no irrevocability the code denies; the French notarial deed", () => {
  it("German law: no 'irrevocable', revocation at will excluded, §§ 528, 530, 533 kept; gratuitous under § 516(1)", () => {
    const { text } = draft(byId("gift_deed"), "DE");
    expect(text).not.toMatch(/irrevocable/i);
    expect(text).toMatch(/reserves no right to revoke this gift at will/);
    expect(text).toMatch(/section 528 BGB[^.]*section 530 BGB[^.]*section 533 BGB/);
    expect(text).toMatch(/free of charge \(section 516\(1\) BGB\)/);
    expect(text).not.toMatch(/money's worth|natural love and affection, and without|Mutation/);
  });

  it("other civil law keeps the statutory revocation rights unnamed; English and Indian law keep 'irrevocable'", () => {
    expect(draft(byId("gift_deed"), "ES").text).toMatch(/does not affect the rights the law gives a donor to revoke/);
    expect(draft(byId("gift_deed"), "GB").text).toMatch(/absolute and irrevocable/);
    expect(draft(byId("gift_deed"), "IN-KA").text).toMatch(/absolute and irrevocable/);
  });

  it("French law: a notarial deed kept en minute (art. 931), express acceptance (art. 932), a notarial execution block", () => {
    const { text, codes, notes } = draft(byId("gift_deed"), "FR");
    expect(text).toMatch(/executed before a French notary[^.]*void \(article 931 of the Civil Code\)/);
    expect(text).toMatch(/article 932/);
    expect(text).toMatch(/executed as a notarial deed \(acte authentique\) and not by private signature/);
    expect(text).not.toMatch(/Made in \[●\], on \[●\], in two originals/);
    expect(codes).toContain("notarial_form");
    expect(notes).toMatch(/art\. 931/);
    expect(draft(byId("property_sale_agreement"), "FR").text).not.toMatch(/notarial deed/);
  });
});

/**
 * Under a civil code the promise to take over another's liabilities is to hold it harmless (Freistellung, BGB § 257),
 * not an English indemnity: a business sale's retained liabilities and employees, a secondment's third-party claims and
 * social security, a separation's tax. The price is a price, not "consideration".
 */
describe("civil-law business sale, secondment, separation: hold harmless, not indemnify", () => {
  it.each([
    ["asset_purchase_agreement", /shall hold harmless the Buyer against/],
    ["secondment_agreement", /shall hold harmless the (Employer|Host) against claims/],
    ["separation_agreement", /shall hold harmless the Employer against any such tax/],
  ])("%s under German law", (id, wording) => {
    const { text } = draft(byId(id), "DE");
    expect(text).not.toMatch(/indemnif/i);
    expect(text).toMatch(wording);
  });

  it("a share sale and an IP assignment under French law state a price, not consideration; English law keeps both", () => {
    expect(draft(byId("share_purchase_agreement"), "FR").text).toMatch(/The price for the Sale Shares is/);
    expect(draft(byId("ip_assignment_agreement"), "FR").text).not.toMatch(/consideration/i);
    expect(draft(byId("share_purchase_agreement"), "GB").text).toMatch(/The consideration for the Sale Shares is/);
    expect(draft(byId("asset_purchase_agreement"), "GB").text).toMatch(/shall indemnify the Buyer/);
  });
});
