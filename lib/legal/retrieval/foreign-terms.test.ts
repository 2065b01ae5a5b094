import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { englishQuestions } from "@/eval/retrieval/english-sets";
import { buildIndex } from "./index";
import { searchIndex } from "./search";
import { expandQuery } from "./synonyms";
import { citable } from "./citable";
import { expandQueryInAnyLanguage, fold, foreignLanguageOf, readForeign } from "./foreign-terms";

const index = buildIndex(builtInRegistry());
const search = (query: string, jurisdiction: string) => searchIndex(index, { query, jurisdictions: jurisdictionChain(jurisdiction), limit: 5 });
const keys = (results: { source_id: string; article: string }[]) => results.map((r) => `${r.source_id} ${r.article}`);
const reading = (question: string) => readForeign(question)?.english.split(" ") ?? [];

describe("questions in German, French, Spanish, Italian and Dutch (foreign-terms.ts)", () => {
  it("finds BGB § 558 for the German rent question that found nothing (issue 33), as its English twin does", () => {
    const german = search("Mein Vermieter in Berlin will die Miete zum nächsten Monat um 25 % erhöhen. Darf er das?", "DE");
    expect(keys(citable(german))[0]).toBe("de-bgb 558");
    expect(keys(search("My landlord in Berlin wants to raise my rent by 25% from next month — is that allowed?", "DE"))[0]).toBe("de-bgb 558");
  });

  it("reads no English question of any retrieval set as foreign, so English questions expand exactly as before", () => {
    const english = englishQuestions;
    expect(english.length).toBeGreaterThan(1_000);
    expect(english.filter((q) => foreignLanguageOf(q) !== undefined)).toEqual([]);
    for (const q of english.slice(0, 200)) expect(expandQueryInAnyLanguage(q)).toEqual(expandQuery(q));
    // An English question quoting a German word is still English.
    expect(foreignLanguageOf("What does Kündigungsschutz mean for my job in Germany?")).toBeUndefined();
  });

  it("tells the five languages apart by their function words", () => {
    expect(foreignLanguageOf("Darf mein Chef mich ohne Grund entlassen?")).toBe("de");
    expect(foreignLanguageOf("Est-ce que mon patron peut me licencier sans motif ?")).toBe("fr");
    expect(foreignLanguageOf("¿Puede mi jefe despedirme sin motivo?")).toBe("es");
    expect(foreignLanguageOf("Il mio capo può licenziarmi senza motivo?")).toBe("it");
    expect(foreignLanguageOf("Mag mijn baas mij zonder reden ontslaan?")).toBe("nl");
  });

  it("splits German and Dutch compounds into known parts", () => {
    expect(reading("Ist diese Mieterhöhung zulässig?")).toEqual(["rent", "increase", "allowed"]);
    expect(reading("Wann bekomme ich die Kautionsrückzahlung?")).toEqual(expect.arrayContaining(["deposit", "refund"]));
    expect(reading("Wie hoch ist mein Urlaubsanspruch?")).toEqual(["how", "much", "annual", "leave", "entitlement"]);
    expect(reading("Is deze huurverhoging wel toegestaan?")).toEqual(expect.arrayContaining(["rent", "increase"]));
  });

  it("folds accents and umlauts, so a word typed without them reads the same", () => {
    expect(fold("Kündigung")).toBe(fold("Kuendigung"));
    expect(reading("Wann ist meine Kuendigung wirksam?")).toEqual(reading("Wann ist meine Kündigung wirksam?"));
    expect(reading("Wann ist meine Kündigung wirksam?")).toEqual(["notice", "valid"]);
    expect(reading("Combien de conges payes ai-je ?")).toEqual(reading("Combien de congés payés ai-je ?"));
  });

  it("drops each language's function words rather than searching them", () => {
    for (const word of ["darf", "er", "das", "mein", "die"]) expect(reading("Mein Vermieter will die Miete erhöhen. Darf er das?")).not.toContain(word);
    for (const word of ["le", "de", "mon", "est", "ce", "que"]) expect(reading("Est-ce que le propriétaire peut garder mon dépôt de garantie ?")).not.toContain(word);
  });

  it("keeps words the lexicon lacks, so a question about something else still cites nothing", () => {
    expect(reading("Welche Blumen blühen im Mai am schönsten?")).toContain("blumen");
    expect(citable(search("Welche Blumen blühen im Mai am schönsten?", "DE"))).toEqual([]);
    expect(citable(search("Quel vin servir avec un plateau de fromages ?", "FR"))).toEqual([]);
  });

  it("matches a provision headed in the question's language through the question's own word", () => {
    const expanded = expandQueryInAnyLanguage("Wie viele Tage Urlaub stehen mir zu?");
    expect(expanded.expansions.find((e) => e.term === "urlaub")?.standsFor).toEqual(expect.arrayContaining(["annual"]));
  });
  it("reads a question in the request's language when its words alone do not say which, and never an English one", () => {
    expect(foreignLanguageOf("Kündigungsfrist Probezeit?")).toBeUndefined();
    expect(foreignLanguageOf("Kündigungsfrist Probezeit?", "de")).toBe("de");
    expect(foreignLanguageOf("opzegtermijn huur", "nl-BE")).toBe("nl");
    expect(foreignLanguageOf("Can my landlord keep my deposit?", "fr")).toBeUndefined();
    expect(foreignLanguageOf("Notice period probation?", "de")).toBeUndefined();
    expect(foreignLanguageOf("Kündigungsfrist Probezeit?", "ja")).toBeUndefined();
    const found = searchIndex(index, { query: "Kündigungsfrist Probezeit?", jurisdictions: jurisdictionChain("DE"), limit: 5, language: "de" });
    expect(found[0] && `${found[0].source_id} ${found[0].article}`).toBe("de-bgb 622");
    for (const q of englishQuestions.slice(0, 200)) expect(foreignLanguageOf(q, "de"), q).toBeUndefined();
  });
});
