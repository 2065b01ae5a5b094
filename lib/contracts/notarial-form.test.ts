import { describe, expect, it } from "vitest";
import { getTemplate } from "./catalog";
import { composeDraft } from "./compose";
import { germanCompanyForm } from "./notarial-form";

const sha = (jurisdiction: string, company: string) =>
  composeDraft(getTemplate("shareholders_agreement")!, { jurisdiction, party_a: "Anna Berger", party_b: "Isar Capital GmbH", key_terms: { company, promoter_stake: "60%", investor_stake: "25%" } });
const cites = (d: ReturnType<typeof sha>) => d.clauses.flatMap((c) => c.cites).map((c) => `${c.source_id} ${c.article}`);

describe("German agreements to transfer GmbH shares are notarially recorded (GmbHG § 15(4))", () => {
  it("reads the company's form from its name; a GmbH & Co. KG is a partnership", () => {
    expect(germanCompanyForm("Alpenblick Software GmbH")).toBe("gmbh");
    expect(germanCompanyForm("Alpenblick UG (haftungsbeschränkt)")).toBe("gmbh");
    expect(germanCompanyForm("Alpenblick GmbH & Co. KG")).toBe("other");
    expect(germanCompanyForm("Alpenblick AG")).toBe("other");
    expect(germanCompanyForm("Alpenblick Software")).toBe("unknown");
  });

  it("a shareholders' agreement for a GmbH says it must be notarially recorded and is executed before the notary, not by private signature", () => {
    const d = sha("DE", "Alpenblick Software GmbH");
    const clause = d.clauses.find((c) => c.heading === "Notarial Form")!;
    expect(clause.text).toContain("shall therefore be recorded by a German notary (notarielle Beurkundung), as section 15(4) of the Limited Liability Companies Act (GmbHG) requires");
    expect(clause.text).toContain("section 125 of the German Civil Code (BGB)");
    expect(clause.text).toContain("section 15(3) GmbHG");
    expect(cites(d)).toEqual(expect.arrayContaining(["de-gmbhg 15", "de-bgb 125"]));
    expect(d.signature_blocks).toMatch(/^This Agreement is executed by notarial recording and not by private signature: the parties sign the notarial record \(Niederschrift\)/);
    expect(d.signature_blocks).toContain("Roll of deeds number (UR-Nr.): [●]\nPlace and date of recording: [●]");
    expect(d.signature_blocks).toContain("Appearing: Anna Berger (the Promoter), in person or represented by [●]");
    expect(d.signature_blocks).toContain("Appearing for Isar Capital GmbH (the Investor):\nName: [●]\nAuthority: [●]");
    expect(d.signature_blocks).not.toContain("Place, date");
    expect(d.notes.find((n) => n.code === "notarial_form")?.message).toContain("GmbHG § 15(4)");
  });

  it("a stock corporation's shares need no notarial form; a name without a legal form is noted and keeps the private block", () => {
    const ag = sha("DE", "Alpenblick Software AG");
    expect(ag.clauses.map((c) => c.heading)).not.toContain("Notarial Form");
    expect(ag.signature_blocks).toMatch(/^Place, date: /);
    expect(ag.notes.map((n) => n.code)).not.toContain("notarial_form");
    const unknown = sha("DE", "Alpenblick Software");
    expect(unknown.clauses.map((c) => c.heading)).not.toContain("Notarial Form");
    expect(unknown.signature_blocks).toMatch(/^Place, date: /);
    expect(unknown.notes.find((n) => n.code === "notarial_form")?.message).toContain("if the company is a GmbH");
  });

  it("only under German law, and for each type that obliges a party to transfer shares", () => {
    expect(sha("GB", "Alpenblick Software GmbH").clauses.map((c) => c.heading)).not.toContain("Notarial Form");
    const spa = getTemplate("share_purchase_agreement")!;
    const d = composeDraft(spa, { jurisdiction: "DE", party_a: "Anna Berger", party_b: "Isar Capital GmbH", key_terms: { company_name: "Alpenblick Software GmbH", sale_shares: "one share with a nominal amount of EUR 25,000", purchase_price: "EUR 2,000,000" } });
    expect(d.clauses.map((c) => c.heading)).toContain("Notarial Form");
    expect(d.signature_blocks).toMatch(/^This Agreement is executed by notarial recording/);
  });
});
