import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/problem";
import { composeDraft, fullText } from "./compose";
import { layouts } from "./language/drafting";
import { allTemplates } from "./templates";

/**
 * The lenient reading (issue 36): a value the strict parser refuses, but which holds exactly one core value of its
 * type, is drafted as that value, and the words around it are named in a note, never pasted into the draft. A value
 * with two core values stays a 400 naming the term.
 */
function draft(type: string, jurisdiction: string, key_terms: Record<string, string>) {
  const t = allTemplates.find((x) => x.id === type)!;
  const d = composeDraft(t, { jurisdiction, party_a: t.example.party_a, party_b: t.example.party_b, key_terms: { ...t.example.key_terms, ...key_terms } });
  return { text: fullText(d, layouts[d.language]), notes: d.notes.filter((n) => n.code === "key_term_words_not_drafted").map((n) => n.message) };
}

function refusal(type: string, jurisdiction: string, key_terms: Record<string, string>): string {
  try {
    draft(type, jurisdiction, key_terms);
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).status).toBe(400);
    return ((e as ApiError).options.errors ?? []).map((f) => `${f.field}: ${f.message}`).join("\n");
  }
  throw new Error("not refused");
}

const NOTE = (term: string, drafted: string, words: string) => `key_terms.${term}: drafted as "${drafted}"; the words "${words}" were not drafted — check the clause says what was agreed.`;

/** Per kind: a value the strict parser refuses and the fallback reads, what the clause then says, and values still refused. */
const KINDS = [
  {
    kind: "money",
    type: "employment_agreement",
    term: "salary",
    value: "Gehalt: GBP 65.000 brutto jährlich, zahlbar in zwölf Raten",
    sentence: "GBP 65,000 per year",
    note: NOTE("salary", "GBP 65,000 per year", "Gehalt: … brutto …, zahlbar in zwölf Raten"),
    absent: /Gehalt|zahlbar|Raten|brutto/,
    refused: ["Gehalt: GBP 65,000 per year, GBP 70,000 after probation", "Gehalt: GBP 65,000 to 70,000 per year", "up to GBP 65,000 per year depending on experience"],
    message: /^key_terms\.salary: money term "salary" must be an amount with its currency/,
  },
  {
    kind: "percentage",
    type: "agency_agreement",
    term: "commission_rate",
    value: "Provision: 7,5 % vom Nettoumsatz",
    sentence: "commission at 7.5% of the net invoice value",
    note: NOTE("commission_rate", "7.5%", "Provision: … vom Nettoumsatz"),
    absent: /Provision|Nettoumsatz/,
    refused: ["Provision: 5 % oder 7,5 % ab Jahr 2", "Provision: 5-7 %"],
    message: /^key_terms\.commission_rate: percentage term "commission_rate" must be a percentage/,
  },
  {
    kind: "duration",
    type: "employment_agreement",
    term: "notice_period",
    value: "Kündigungsfrist: drei Monate",
    sentence: "3 months' written notice",
    note: NOTE("notice_period", "3 months", "Kündigungsfrist"),
    absent: /Kündigungsfrist/,
    refused: ["Kündigungsfrist: 3 Monate, in der Probezeit 2 Wochen", "mindestens 3 Monate"],
    message: /^key_terms\.notice_period: duration term "notice_period" must be a period/,
  },
  {
    kind: "date",
    type: "employment_agreement",
    term: "start_date",
    value: "Arbeitsbeginn am 1. März 2027",
    sentence: "1 March 2027",
    note: NOTE("start_date", "1 March 2027", "Arbeitsbeginn"),
    absent: /Arbeitsbeginn/,
    refused: ["1 March 2027, or 1 April 2027 if the visa is late", "Arbeitsbeginn: nach Vereinbarung"],
    message: /^key_terms\.start_date: date term "start_date" must be a date/,
  },
];

describe.each(KINDS)("a $kind term holding one core value", (k) => {
  it("is drafted as that value in the clause; the other words are named in a note, not drafted", () => {
    const { text, notes } = draft(k.type, "GB", { [k.term]: k.value });
    expect(text).toContain(k.sentence);
    expect(text).not.toMatch(k.absent);
    expect(notes).toEqual([k.note]);
  });

  it("no core value, two, a range or a bound stay a 400 naming the term and the forms accepted", () => {
    for (const value of k.refused) expect(refusal(k.type, "GB", { [k.term]: value })).toMatch(k.message);
  });
});

describe("values the strict parser reads are drafted as before, without a note", () => {
  it("no fallback note for a strict value", () => {
    const { notes } = draft("employment_agreement", "GB", { salary: "GBP 65,000 per year", notice_period: "3 months", start_date: "1 March 2027" });
    expect(notes).toEqual([]);
  });
});
