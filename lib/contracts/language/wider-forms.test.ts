import { describe, expect, it } from "vitest";
import { composeDraft, fullText, termsOf } from "../compose";
import { parseTerm } from "../key-terms";
import { allTemplates } from "../templates";
import { layouts } from "./drafting";
import { nativeDrafting, nativeTypeIds } from "./index";

/**
 * The forms the key-term grammar accepts beyond a period or a sum (open-ended, a payment moment, a reference to a
 * rule, a share of costs) are drafted by the German and French clauses too, not refused with a 400.
 */
const LANGS = [
  { lang: "de" as const, jurisdiction: "DE", a: "Nordwerk Technik GmbH", b: "Südlicht Handel GmbH" },
  { lang: "fr" as const, jurisdiction: "FR", a: "Atelier Nord SAS", b: "Comptoir Sud SARL" },
];
const WIDER = ["unbefristet", "durée indéterminée", "indefinite", "bei Unterzeichnung", "à la signature", "on signing", "gemäß Tarifvertrag", "selon la convention collective", "as provided by the applicable collective agreement", "Anteil an den Betriebskosten", "anteilige Betriebskosten", "quote-part des charges", "Tenant's share of outgoings"];
const DANGLING = /undefined|\bnull\b|NaN|\$\{|,,|\.\.(?!\.)|(?<!\p{L})(\p{L}+) \1(?!\p{L})|Frist von (?:gemäß|unbestimmte)|von bei |préavis (?:de |d')selon|délai (?:de |d')à |durée de durée|provision (?:de |d')quote/u;

function draft(id: string, l: (typeof LANGS)[number], keyTerms: Record<string, string>) {
  const template = allTemplates.find((t) => t.id === id)!;
  const native = nativeDrafting(id, l.jurisdiction, l.lang)!;
  const d = composeDraft(template, { jurisdiction: l.jurisdiction, party_a: l.a, party_b: l.b, key_terms: keyTerms }, native);
  return fullText(d, layouts[l.lang]);
}

describe("native drafts accept every wider key-term form the grammar accepts", () => {
  for (const l of LANGS) {
    for (const id of nativeTypeIds(l.lang)) {
      it(`${l.lang} ${id}`, () => {
        for (const spec of termsOf(allTemplates.find((t) => t.id === id)!)) {
          if (spec.type !== "duration" && spec.type !== "money") continue;
          for (const value of WIDER) {
            if (!parseTerm(spec, value).ok) continue;
            const text = draft(id, l, { [spec.name]: value });
            expect(text, `${spec.name} = ${value}`).not.toMatch(DANGLING);
          }
        }
      });
    }
  }
});

describe("expected sentences", () => {
  const [de, fr] = LANGS;
  it("open-ended contract term: auf unbestimmte Zeit / pour une durée indéterminée, ended on notice", () => {
    expect(draft("service_agreement", de, { duration: "unbefristet" })).toMatch(/läuft auf unbestimmte Zeit\. Jede Partei kann ihn mit einer Frist von/);
    expect(draft("service_agreement", fr, { duration: "durée indéterminée" })).toMatch(/pour une durée indéterminée\. Chaque Partie peut y mettre fin/);
    expect(draft("service_agreement", de, { duration: "indefinite" })).toMatch(/läuft auf unbestimmte Zeit/);
  });
  it("payment moment: bei Unterzeichnung / à la signature", () => {
    expect(draft("service_agreement", de, { payment_terms: "bei Unterzeichnung" })).toMatch(/Die Zahlung ist bei Unterzeichnung dieses Vertrags ohne Abzug fällig\./);
    expect(draft("service_agreement", fr, { payment_terms: "à la signature" })).toMatch(/Les sommes dues sont payables par virement à la signature du présent contrat\./);
    expect(draft("service_agreement", de, { payment_terms: "on signing" })).toMatch(/bei Unterzeichnung dieses Vertrags/);
  });
  it("cost share: the tenant bears it and pays advances", () => {
    expect(draft("commercial_lease", de, { service_charge: "Anteil an den Betriebskosten" })).toMatch(/Der Mieter trägt den Anteil an den Betriebskosten im Sinne der Betriebskostenverordnung; er leistet hierauf angemessene monatliche Vorauszahlungen/);
    expect(draft("commercial_lease", de, { service_charge: "anteilige Betriebskosten" })).toMatch(/Der Mieter trägt die anteiligen Betriebskosten im Sinne der Betriebskostenverordnung; er leistet hierauf angemessene monatliche Vorauszahlungen/);
    expect(draft("commercial_lease", fr, { service_charge: "anteilige Betriebskosten" })).toMatch(/Le Preneur supporte à ce titre la quote-part des charges afférente aux locaux loués/);
    expect(draft("commercial_lease", fr, { service_charge: "quote-part des charges" })).toMatch(/Le Preneur supporte à ce titre la quote-part des charges et verse une provision trimestrielle, régularisée annuellement\./);
  });
  it("notice by reference: gemäß Tarifvertrag / selon la convention collective", () => {
    expect(draft("employment_agreement", de, { notice_period: "gemäß Tarifvertrag" })).toMatch(/von beiden Seiten mit der Kündigungsfrist gemäß dem anwendbaren Tarifvertrag gekündigt werden/);
    expect(draft("employment_agreement", fr, { notice_period: "selon la convention collective" })).toMatch(/respecte le préavis fixé selon la convention collective applicable, sans préjudice/);
    // Given in another language: a common rule in the draft's words, a named instrument with the draft's lead.
    expect(draft("employment_agreement", de, { notice_period: "as provided by the applicable collective agreement" })).toMatch(/mit der Kündigungsfrist gemäß dem anwendbaren Tarifvertrag gekündigt/);
    expect(draft("service_agreement", fr, { termination_notice: "gemäß Tarifvertrag" })).toMatch(/moyennant le préavis fixé selon la convention collective applicable\./);
    expect(draft("employment_agreement", fr, { notice_period: "as provided by the CCNL Commercio" })).toMatch(/le préavis fixé selon CCNL Commercio/);
    expect(() => draft("employment_agreement", de, { notice_period: "as provided by the employer's staff handbook" })).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe("German lease: BGB § 550 consequence and the AGB-shaped liability clause", () => {
  it("states the indefinite-term consequence without naming the form, and unlimited liability for intent, gross negligence and injury", () => {
    const text = draft("commercial_lease", LANGS[0], { duration: "10 years" });
    expect(text).toContain("Ein Mietvertrag über mehr als ein Jahr, der nicht in der Form geschlossen ist, die § 550 BGB in Verbindung mit § 578 BGB verlangt, gilt für unbestimmte Zeit.");
    expect(text).toMatch(/Die Parteien haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit/);
    expect(text).not.toMatch(/Schriftform[^.]*§ 550|Textform[^.]*§ 550/);
  });
});
