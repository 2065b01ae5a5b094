import { describe, expect, it } from "vitest";
import { composeDraft, fullText } from "./compose";
import { allTemplates } from "./templates";
import { americanSpelling } from "./us-spelling";

describe("americanSpelling", () => {
  it("writes the draft's own words in American spelling, keeping their case", () => {
    expect(americanSpelling("The Licensee shall use all reasonable endeavours to defend the licence; wilful default.", [])).toBe(
      "The Licensee shall use all reasonable efforts to defend the license; willful default.",
    );
    expect(americanSpelling("LICENCE FEE. Licence Fee. Authorised Users co-operate in the defence.", [])).toBe("LICENSE FEE. License Fee. Authorized Users cooperate in the defense.");
    expect(americanSpelling("the organisation's programme centres", [])).toBe("the organization's program centers");
  });
  it("leaves party names and key-term values as given", () => {
    expect(americanSpelling("Centre Point Co-operative Ltd shall pay the licence fee for the Harbour Centre licence.", ["Centre Point Co-operative Ltd", "the Harbour Centre licence"])).toBe(
      "Centre Point Co-operative Ltd shall pay the license fee for the Harbour Centre licence.",
    );
  });
  it("does not touch words that merely contain a British stem", () => {
    expect(americanSpelling("licensed, licensee, defenceless, fencer", [])).toBe("licensed, licensee, defenceless, fencer");
  });
});

describe("drafts under US law", () => {
  it("no template writes British spelling in its own words under New York law; English law keeps it", () => {
    const british = /\b(licence[sd]?|defence|wilful|endeavours|authoris\w*|organisation|favour\w*|co-operat\w*|programme)\b/i;
    const found: string[] = [];
    for (const t of allTemplates) {
      let text = fullText(composeDraft(t, { ...t.example, jurisdiction: "US-NY" }));
      for (const given of [t.example.party_a, t.example.party_b, ...Object.values(t.example.key_terms)]) text = text.split(given).join(" ");
      const m = british.exec(text);
      if (m) found.push(`${t.id}: ${m[0]}`);
    }
    expect(found).toEqual([]);
    const gb = allTemplates.find((t) => t.id === "software_license_agreement")!;
    expect(fullText(composeDraft(gb, { ...gb.example, jurisdiction: "GB" }))).toMatch(/\blicence\b/);
  });
});
