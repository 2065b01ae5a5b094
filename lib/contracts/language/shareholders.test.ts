import { describe, expect, it } from "vitest";
import { getTemplate } from "../catalog";
import { composeDraft, fullText } from "../compose";
import { layouts } from "./drafting";
import { nativeDrafting } from ".";

const sha = getTemplate("shareholders_agreement")!;
const terms = { promoter_stake: "60%", investor_stake: "25%", lock_in_period: "3 years", drag_along_threshold: "75%" };
const draft = (language: "de" | "fr", jurisdiction: string, company: string) => {
  const d = composeDraft(sha, { jurisdiction, party_a: "Anna Berger", party_b: "Isar Capital GmbH", key_terms: { ...terms, company } }, nativeDrafting(sha.id, jurisdiction, language)!);
  return { d, text: fullText(d, layouts[d.language]), cites: d.clauses.flatMap((c) => c.cites).map((c) => `${c.source_id} ${c.article}`) };
};

describe("shareholders' agreements drafted natively", () => {
  it("German: a Gesellschaftervereinbarung for a GmbH, notarially recorded for its transfer obligations (GmbHG § 15(4))", () => {
    const { d, text, cites } = draft("de", "DE", "Alpenblick Software GmbH");
    expect(d.document_title).toBe("Gesellschaftervereinbarung");
    for (const heading of ["Verfügungsbeschränkung", "Vorerwerbsrecht", "Mitverkaufsrecht", "Mitverkaufspflicht", "Pattsituation", "Informationsrechte", "Form und Laufzeit"]) {
      expect(d.clauses.map((c) => c.heading)).toContain(heading);
    }
    expect(text).toContain("wird deshalb notariell beurkundet (§ 15 Abs. 4 GmbHG)");
    expect(text).toMatch(/mindestens 75[\s\u00a0\u202f]% des Stammkapitals/);
    expect(text).toContain("für drei Jahre ab dem Abschluss");
    expect(cites).toEqual(expect.arrayContaining(["de-gmbhg 15", "de-gmbhg 51a"]));
    expect(d.notes.map((n) => n.code)).toEqual(expect.arrayContaining(["notarial_form_de", "deadlock_de"]));
    // Recorded by the notary, so no private "Ort, Datum" signature lines.
    expect(d.signature_blocks).toMatch(/^Diese Vereinbarung wird nicht privatschriftlich unterzeichnet, sondern notariell beurkundet/);
    expect(d.signature_blocks).toContain("Urkundenrolle Nr.: [●]\nOrt und Tag der Beurkundung: [●]");
    expect(d.signature_blocks).toContain("Anna Berger (Gründer), erschienen persönlich oder vertreten durch [●]");
    expect(d.signature_blocks).toContain("Für Isar Capital GmbH (Investor) erschienen: [●]");
    expect(d.signature_blocks).not.toContain("Ort, Datum");
  });

  it("French: a pacte d'associés for an SAS, with the statuts carrying inalienability and agrément (C. com. L. 227-13, L. 227-14)", () => {
    const { d, text } = draft("fr", "FR", "Atelier Numérique SAS");
    expect(d.document_title).toBe("Pacte d'associés");
    for (const heading of ["Inaliénabilité", "Droit de préemption", "Sortie conjointe", "Obligation de sortie", "Situation de blocage", "Droit d'information"]) {
      expect(d.clauses.map((c) => c.heading)).toContain(heading);
    }
    expect(text).toContain("l'article L. 227-14 du Code de commerce");
    expect(text).toContain("l'article L. 227-13 du Code de commerce");
    expect(text).toContain("pendant trois (3) ans");
    expect(text).toMatch(/au moins 75[\s\u00a0\u202f]% du capital/);
    expect(text).toContain("en deux exemplaires originaux");
  });

  it("outside German or French law the type stays English", () => {
    expect(nativeDrafting(sha.id, "IN-KA", "de")).toBeNull();
    expect(nativeDrafting(sha.id, "DE", "fr")).toBeNull();
  });
});
