import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/problem";
import { composeDraft, fullText, termsOf } from "../compose";
import { draftToDocx } from "../docx";
import { allTemplates } from "../templates";
import type { ContractTemplate, KeyTermSpec } from "../types";
import { layouts } from "./drafting";
import { localDate, localDuration, localMoney, localPercent, localRate } from "./format";
import { assertDraftLanguage, nativeDrafting, nativeTypeIds } from "./index";

const LANGS = [
  { lang: "de" as const, jurisdiction: "DE", a: "Nordwerk Technik GmbH", b: "Südlicht Handel GmbH", text: "gemäß Anlage 1 beschriebener Gegenstand" },
  { lang: "fr" as const, jurisdiction: "FR", a: "Atelier Nord SAS", b: "Comptoir Sud SARL", text: "objet décrit en annexe 1" },
];

/** Words of English drafting that must never reach a German or French draft (the parties' names have none). */
const ENGLISH = /(?<!\p{L})(the|shall|and|of|hereby|whereas|Agreement|Party|parties|Schedule|notice|days?|months?|years?|per|which|any|this|that|under|with|without|provided)(?!\p{L})/u;
/** What an unfilled or mis-joined template leaves behind. */
const DANGLING = /undefined|\bnull\b|NaN|\$\{|\{\{|\}\}|\[object|\s[.,](?![\d.])|,,|\.\.(?!\.)|(?<!\p{L})(\p{L}+) \1(?!\p{L})/u;

/** A valid value of each kind, written as callers write key terms (English conventions), text in the draft's language. */
function sample(spec: KeyTermSpec, text: string, option = 0): string {
  switch (spec.type) {
    case "date":
      return "2026-03-01";
    case "money":
      return "EUR 12,500 per month";
    case "duration":
      return spec.name.includes("probation") ? "3 months" : "2 years";
    case "percentage":
      return "5%";
    case "rate":
      return "7.5%";
    case "choice":
      return spec.options![option % spec.options!.length];
    default:
      return spec.name === "dispute_resolution" ? "courts" : `${text} (${spec.name.length})`;
  }
}

function draft(template: ContractTemplate, l: (typeof LANGS)[number], keyTerms: Record<string, string>) {
  const native = nativeDrafting(template.id, l.jurisdiction, l.lang)!;
  const d = composeDraft(template, { jurisdiction: l.jurisdiction, party_a: l.a, party_b: l.b, key_terms: keyTerms }, native);
  return { d, text: fullText(d, layouts[l.lang]) };
}

describe("German and French drafts drafted natively", () => {
  for (const l of LANGS) {
    const templates = nativeTypeIds(l.lang).map((id) => allTemplates.find((t) => t.id === id)!);

    it(`${l.lang}: covers at least the ten most used types`, () => {
      expect(templates.length).toBeGreaterThanOrEqual(10);
      for (const id of ["nda", "service_agreement", "employment_agreement", "supply_agreement", "loan_agreement"]) expect(nativeTypeIds(l.lang)).toContain(id);
    });

    for (const template of templates) {
      it(`${l.lang} ${template.id}: every key term it accepts, each choice option, no English and nothing dangling`, () => {
        const specs = termsOf(template);
        const widest = Math.max(1, ...specs.map((s) => s.options?.length ?? 1));
        for (let option = 0; option < widest; option++) {
          // An employee is an individual: party_b_type takes no other value there (a 400, tested in execution.test.ts).
          const terms = Object.fromEntries(specs.filter((s) => !["arbitration_seat"].includes(s.name) || option > 0).map((s) => [s.name, s.name === "party_b_type" && nativeDrafting(template.id, l.jurisdiction, l.lang)!.type.individualB ? "individual" : sample(s, l.text, option)]));
          const { d, text } = draft(template, l, terms);
          expect(d.language).toBe(l.lang);
          expect(text, `${template.id} option ${option}`).not.toMatch(ENGLISH);
          expect(text, `${template.id} option ${option}`).not.toMatch(DANGLING);
          expect(d.clauses.map((c) => c.heading).join(" | ")).not.toMatch(ENGLISH);
          expect(text).toMatch(l.lang === "de" ? /^§ 1 \S/m : /^Article 1 – \S/m);
          // Key terms are written in the language's conventions, never as typed.
          expect(text).not.toMatch(/EUR 12,500|2026-03-01|\b2 years\b/);
        }
      });

      it(`${l.lang} ${template.id}: required terms only (blanks reported), still no English`, () => {
        const { d, text } = draft(template, l, {});
        expect(text).not.toMatch(ENGLISH);
        expect(text).not.toMatch(DANGLING);
        const required = termsOf(template).filter((s) => s.required);
        if (required.length > 0) expect(d.notes.map((n) => n.code)).toContain("missing_terms");
      });
    }

    it(`${l.lang}: a value that cannot be written in the language is a 400 naming the term`, () => {
      const template = allTemplates.find((t) => t.id === "service_agreement")!;
      try {
        draft(template, l, { services: l.text, fees: "EUR 4,000 a fortnight" });
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(ApiError);
        expect(JSON.stringify((e as ApiError).options.errors)).toContain("key_terms.fees");
      }
      // Words the strict reader cannot read at all are not drafted: the sum is, and a note names the words (issue 36).
      const { d } = draft(template, l, { services: l.text, fees: "EUR 4,000 for ever" });
      expect(d.notes).toContainEqual({ code: "key_term_words_not_drafted", message: expect.stringContaining('the words "for ever" were not drafted') });
    });

    it(`${l.lang}: the Word file numbers clauses in the language's style and says what full_text says`, async () => {
      const template = allTemplates.find((t) => t.id === "supply_agreement")!;
      const { d } = draft(template, l, { products: l.text, price: "EUR 3.40 per unit" });
      const files = unzipSync(new Uint8Array(await draftToDocx(d, layouts[l.lang])));
      const read = (name: string) => strFromU8(files[name]);
      const numbering = read("word/numbering.xml");
      const document = read("word/document.xml").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
      const footer = Object.keys(files).filter((n) => /^word\/footer\d*\.xml$/.test(n)).map(read).join("");
      expect(numbering).toContain(`w:lvlText w:val="${l.lang === "de" ? "§ %1" : "Article %1 –"}"`);
      expect(numbering).toContain(`w:lvlText w:val="${l.lang === "de" ? "(%2)" : "%1.%2"}"`);
      const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&apos;").replace(/</g, "&lt;");
      for (const c of d.clauses) {
        expect(document).toContain(esc(c.heading));
        for (const line of c.text.split("\n")) expect(document).toContain(esc(line.replace(layouts[l.lang].subClausePattern, "$1").slice(0, 80)).replace(/\s+/g, " "));
      }
      // Sub-clause numbers are list numbering, not typed text.
      expect(document).not.toMatch(l.lang === "de" ? /> ?\(\d+\) / : /> ?\d+\.\d+ /);
      expect(footer).toContain(l.lang === "de" ? "Seite" : "Page");
      expect(document).not.toMatch(/Execution|Background|Page \d/);
    });
  }

  it("writes German law's and French law's essentials", () => {
    const de = draft(allTemplates.find((t) => t.id === "employment_agreement")!, LANGS[0], { job_title: "Projektleiterin", start_date: "2026-01-05", salary: "EUR 85,000 per year", non_compete_period: "3 years" });
    expect(de.text).toMatch(/§ 623 BGB/);
    expect(de.text).toMatch(/Karenzentschädigung/);
    expect(de.text).toMatch(/zwei Jahren nach Beendigung/);
    expect(de.d.notes.map((n) => n.code)).toContain("non_compete_de");
    const fr = draft(allTemplates.find((t) => t.id === "commercial_lease")!, LANGS[1], { premises: "local situé 3 rue Haute, Lyon", rent: "EUR 30,000 per year", duration: "6 years" });
    expect(fr.text).toMatch(/neuf \(9\) années/);
    expect(fr.d.notes.map((n) => n.code)).toContain("lease_term_fr");
    expect(fr.text).toMatch(/Fait à \[●\], le \[●\], en deux exemplaires originaux/);
  });
});

describe("which languages a contract is drafted in", () => {
  it("accepts en, de and fr with or without a region, and refuses any other language with a 400 listing them", () => {
    for (const ok of ["en", "en-GB", "de", "de-AT", "fr", "fr-CA"]) expect(() => assertDraftLanguage(ok)).not.toThrow();
    for (const bad of ["hi", "es", "it-IT"]) {
      try {
        assertDraftLanguage(bad);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(ApiError);
        expect((e as ApiError).message).toMatch(/en .*de .*fr/);
        expect((e as ApiError).options.errors?.[0].field).toBe("language");
      }
    }
  });

  it("covers the same types in German and French (the request schema describes one list)", () => {
    expect(nativeTypeIds("fr")).toEqual(nativeTypeIds("de"));
  });

  it("drafts natively only under the language's own law and for the types it covers", () => {
    expect(nativeDrafting("nda", "DE", "de")).not.toBeNull();
    expect(nativeDrafting("nda", "DE", "de-DE")).not.toBeNull();
    expect(nativeDrafting("nda", "GB", "de")).toBeNull();
    expect(nativeDrafting("nda", "FR", "de")).toBeNull();
    expect(nativeDrafting("franchise_agreement", "DE", "de")).toBeNull();
    expect(nativeDrafting("nda", "DE", "en")).toBeNull();
  });
});

describe("key terms in the language's conventions", () => {
  it("amounts, dates, periods, percentages and rates", () => {
    expect(localMoney("EUR 1,000", "de")).toEqual({ ok: true, text: "1.000,00\u00a0EUR" });
    expect(localMoney("EUR 1,000", "fr")).toEqual({ ok: true, text: "1\u00a0000,00\u00a0€" });
    expect(localMoney("€2.5 million per year", "de")).toEqual({ ok: true, text: "2.500.000,00\u00a0EUR jährlich" });
    expect(localMoney("USD 1,234.5 per month", "fr")).toEqual({ ok: true, text: "1\u00a0234,50\u00a0USD par mois" });
    expect(localMoney("EUR 5 a fortnight", "de").ok).toBe(false);
    expect(localDate("1 March 2026", "de")).toEqual({ ok: true, text: "1. März 2026" });
    expect(localDate("2026-03-01", "fr")).toEqual({ ok: true, text: "1er mars 2026" });
    expect(localDate("March 21, 2026", "fr")).toEqual({ ok: true, text: "21 mars 2026" });
    expect(localDuration("2 years", "de", "dat")).toEqual({ ok: true, text: "zwei Jahren" });
    expect(localDuration("1 month", "de", "acc")).toEqual({ ok: true, text: "einen Monat" });
    expect(localDuration("30 days", "fr")).toEqual({ ok: true, text: "30 jours" });
    expect(localDuration("one (1) week", "fr")).toEqual({ ok: true, text: "une (1) semaine" });
    expect(localPercent("12.5%", "de")).toEqual({ ok: true, text: "12,5\u00a0%" });
    expect(localPercent("6% of Gross Sales", "fr").ok).toBe(false);
    expect(localRate("EURIBOR + 250 bps", "fr")).toEqual({ ok: true, text: "EURIBOR majoré d'une marge de 2,5\u00a0% l'an" });
    expect(localRate("7.5% per annum", "de")).toEqual({ ok: true, text: "7,5\u00a0% p. a." });
  });
});

describe("German employment contract without a probation period", () => {
  const template = allTemplates.find((t) => t.id === "employment_agreement")!;
  const draft = (key_terms: Record<string, string>) =>
    fullText(composeDraft(template, { jurisdiction: "DE", party_a: "Nordwerk Technik GmbH", party_b: "Anna Schmidt", key_terms }, nativeDrafting("employment_agreement", "DE", "de")!), layouts.de);

  it("does not refer to a Probezeit it never agreed; with one, notice runs after it", () => {
    const base = { job_title: "Softwareentwicklerin", start_date: "2026-03-01", salary: "EUR 72,000 per year" };
    expect(draft(base)).not.toMatch(/Probezeit/);
    expect(draft(base)).toMatch(/Das Arbeitsverhältnis kann von beiden Seiten mit einer Frist/);
    expect(draft({ ...base, probation_period: "6 months" })).toMatch(/Nach Ablauf der Probezeit kann/);
  });
});
