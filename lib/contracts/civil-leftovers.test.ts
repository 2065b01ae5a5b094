import { describe, expect, it } from "vitest";
import { composeDraft, fullText } from "./compose";
import { partyKind } from "./execution";
import { nativeDrafting } from "./language";
import { layouts } from "./language/drafting";
import { allTemplates } from "./templates";
import type { ContractTemplate } from "./types";

/**
 * What the civil-law drafts still carried from English precedents, with the wording a local precedent uses
 * instead (domain file ../shared/domain/civil-law-drafting-reference.md § 9 and the provisions named in each case):
 * counterparts, time "of the essence", specific performance, injunctive relief, English indemnities; an unnamed
 * national court under German law; an acceleration on French insolvency proceedings; the Dutch private guarantor.
 */

const byId = (id: string) => allTemplates.find((t) => t.id === id)!;
const CIVIL = ["DE", "FR", "ES", "IT", "NL", "CH"];

function draft(template: ContractTemplate, jurisdiction: string, key_terms: Record<string, string> = template.example.key_terms, parties: { party_a?: string; party_b?: string } = {}) {
  const d = composeDraft(template, { ...template.example, ...parties, jurisdiction, key_terms });
  return { text: fullText(d), notes: d.notes, headings: d.clauses.map((c) => c.heading) };
}

describe("no common-law device in a civil-law draft, in English or in German and French", () => {
  const DEVICES: [string, RegExp][] = [
    ["counterparts (the English law of deeds)", /counterpart/i],
    ["time of the essence", /of the essence/i],
    ["specific performance (an equitable remedy)", /specific performance/i],
    ["injunctive relief", /injunctive/i],
    ["an English indemnity by an 'Indemnifying Party'", /Indemnifying Party/],
    ["English insolvency procedures and officeholders", /winding-up|administration or similar|\breceivers?\b/i],
    ["graded English 'endeavours' or 'best efforts'", /endeavours|best efforts/i],
    ["consideration for a release or for accepting less (Pinnel's rule)", /sufficient consideration|are the consideration for/i],
    ["an English indemnity ('indemnify … against'), where a civil code holds harmless", /\bindemnif(y|ies)\b/i],
    ["consideration (the common law's bargain), where a civil code has a price", /\bconsideration\b/i],
    ["a deed (the English form of a gratuitous or formal promise)", /\b(this|the same) Deed\b|^[A-Z ]*DEED[A-Z ]*$/m],
  ];
  it.each(CIVIL)("%s (English drafts)", (jurisdiction) => {
    const leaks: string[] = [];
    for (const t of allTemplates) {
      // The draft's own words: a key-term value ("the balance sale consideration of INR 48,00,000") is the user's.
      const text = Object.values(t.example.key_terms).reduce((own, value) => own.split(value).join(""), draft(t, jurisdiction).text);
      for (const [label, p] of DEVICES) if (p.test(text)) leaks.push(`${t.id}: ${label}`);
    }
    expect(leaks).toEqual([]);
  });

  it.each([["de", "DE"], ["fr", "FR"]] as const)("%s drafts under %s law", (lang, jurisdiction) => {
    const leaks: string[] = [];
    for (const t of allTemplates) {
      const native = nativeDrafting(t.id, jurisdiction, lang);
      if (!native) continue;
      const d = composeDraft(t, { ...t.example, jurisdiction }, native);
      const text = fullText(d, layouts[d.language]);
      for (const [label, p] of DEVICES) if (p.test(text)) leaks.push(`${t.id}: ${label}`);
    }
    expect(leaks).toEqual([]);
  });
});

describe("the civil forms that replace them", () => {
  it("copies, not counterparts, head the signature clause under a civil code; the common law keeps counterparts", () => {
    expect(draft(byId("supply_agreement"), "DE").headings).toContain("Copies and Electronic Signature");
    expect(draft(byId("supply_agreement"), "GB").headings).toContain("Counterparts and Electronic Signature");
  });

  it("Germany: a late completion leads to a further period and withdrawal (BGB § 323), not time of the essence", () => {
    const { text } = draft(byId("property_sale_agreement"), "DE");
    expect(text).toMatch(/setting a further period of ten \(10\) Business Days for completion/);
    expect(text).toMatch(/withdraw from this Agreement \(section 323 BGB\)/);
    expect(text).toMatch(/claim performance of this Agreement/);
  });

  it("a settlement sum falls due on a fixed date, default without reminder (BGB § 286(2); C. civ. art. 1344)", () => {
    expect(draft(byId("settlement_agreement"), "DE").text).toMatch(/in default without a reminder if it does not pay the Settlement Sum when due \(section 286\(2\) BGB\)/);
    expect(draft(byId("settlement_agreement"), "FR").text).toMatch(/in default by the mere expiry of the time for payment, without formal notice \(article 1344 of the French Civil Code\)/);
    expect(draft(byId("settlement_agreement"), "GB").text).toMatch(/Time for payment of the Settlement Sum is of the essence/);
  });

  it("efforts are reasonable steps under a civil code; the common law keeps its endeavours", () => {
    expect(draft(byId("service_agreement"), "DE").text).toMatch(/take reasonable steps to mitigate its effect/);
    expect(draft(byId("service_agreement"), "GB").text).toMatch(/use reasonable endeavours to mitigate its effect/);
  });

  it("a deed becomes an agreement under a civil code, in its title and throughout", () => {
    for (const [id, title] of [["partnership_deed", "Partnership Agreement"], ["gift_deed", "Gift Agreement"], ["lease_surrender_agreement", "Lease Surrender Agreement"]] as const) {
      const t = byId(id);
      const d = composeDraft(t, { ...t.example, jurisdiction: "DE" });
      expect(d.document_title).toBe(title);
      expect(fullText(d)).toMatch(/this Agreement/);
    }
    expect(composeDraft(byId("gift_deed"), byId("gift_deed").example).document_title).toBe("Gift Deed");
  });

  it("accepting less than a debt is a contractual waiver of the balance, which needs no consideration", () => {
    expect(draft(byId("debt_settlement_agreement"), "DE").text).toMatch(/waiver of the balance made by contract/);
  });

  it("an arbitration clause keeps the courts' interim and protective measures, not 'injunctive relief'", () => {
    const t = byId("service_agreement");
    const { text } = draft(t, "DE", { ...t.example.key_terms, dispute_resolution: "arbitration", arbitration_seat: "Frankfurt am Main" });
    expect(text).toMatch(/interim or protective measures from a competent court/);
  });

  it("third-party claims: held harmless for what the party is responsible for, within the liability clause", () => {
    const { text, headings } = draft(byId("service_agreement"), "DE");
    expect(headings).toContain("Third-Party Claims");
    expect(text).toMatch(/hold the other party harmless from claims by third parties[^.]*for which it is responsible/);
    expect(draft(byId("service_agreement"), "GB").headings).toContain("Indemnity");
  });
});

describe("German law names the court (ZPO § 38), never 'the courts of Germany'", () => {
  it("no venue: the place is left for the parties and a warning asks for it", () => {
    const { text, notes } = draft(byId("service_agreement"), "DE");
    expect(text).not.toMatch(/courts of Germany/);
    expect(text).toMatch(/the courts at \[●\] shall have exclusive jurisdiction/);
    expect(notes.map((n) => n.code)).toContain("forum_place_de");
  });

  it("a venue given: its courts, and no warning", () => {
    const t = byId("service_agreement");
    const { text, notes } = draft(t, "DE", { ...t.example.key_terms, venue: "Munich" });
    expect(text).toMatch(/the courts at Munich shall have exclusive jurisdiction/);
    expect(notes.map((n) => n.code)).not.toContain("forum_place_de");
  });

  it("a power of attorney under German law names no national court either", () => {
    const t = allTemplates.find((x) => x.features?.unilateral)!;
    expect(draft(t, "DE").text).not.toMatch(/courts of Germany/);
  });
});

describe("France: no acceleration on the opening of insolvency proceedings (C. com. L622-29, L631-14, L611-16)", () => {
  it("English loan: the opening of safeguard or receivership is no Event of Default, and a note says so", () => {
    const { text, notes } = draft(byId("loan_agreement"), "FR");
    expect(text).not.toMatch(/insolvency, liquidation or similar proceeding is started/);
    expect(text).not.toMatch(/starts negotiations with its creditors/);
    expect(text).toMatch(/opening of safeguard \(sauvegarde\) or receivership \(redressement judiciaire\) proceedings[^.]*is not an Event of Default[^.]*articles L622-29 and L631-14 of the French Commercial Code/);
    expect(text).toMatch(/article L611-16/);
    expect(text).toMatch(/judicial liquidation[^.]*article L643-1/);
    expect(notes.map((n) => n.code)).toContain("insolvency_acceleration_fr");
    // Elsewhere the insolvency event stays.
    expect(draft(byId("loan_agreement"), "DE").text).toMatch(/insolvency, liquidation or similar proceeding is started/);
  });

  it("a convertible note is not accelerated on safeguard or receivership either", () => {
    const { text, notes } = draft(byId("convertible_note_agreement"), "FR");
    expect(text).toMatch(/opening of safeguard \(sauvegarde\) or receivership \(redressement judiciaire\) proceedings over the Company is not an event of default and does not make the Outstanding Amount due/);
    expect(notes.map((n) => n.code)).toContain("insolvency_acceleration_fr");
  });

  it("French-language loan: no exigibilité on a procédure collective", () => {
    const t = byId("loan_agreement");
    const d = composeDraft(t, { ...t.example, jurisdiction: "FR" }, nativeDrafting("loan_agreement", "FR", "fr")!);
    const text = fullText(d, layouts.fr);
    expect(text).not.toMatch(/fait l'objet d'une procédure collective/);
    expect(text).toMatch(/L\. 622-29 et L\. 631-14 du Code de commerce/);
    expect(d.notes.map((n) => n.code)).toContain("insolvency_acceleration_fr");
  });
});

describe("Netherlands: a guarantee by a private individual (BW 7:857–7:862, 1:88)", () => {
  it("an individual guarantor: maximum amount, signed writing, mandatory rules, spouse's consent", () => {
    const t = byId("guarantee_agreement");
    const { text, notes } = draft(t, "NL", { ...t.example.key_terms, party_a_type: "individual" });
    expect(text).toMatch(/article 7:857 of the Dutch Civil Code/);
    expect(text).toMatch(/maximum amount expressed in money \(article 7:858\)/);
    expect(text).toMatch(/writing signed by the Guarantor \(article 7:859\)/);
    expect(text).toMatch(/article 7:862/);
    expect(notes.map((n) => n.code)).toContain("guarantee_private_nl");
    expect(notes.find((n) => n.code === "guarantee_private_nl")!.message).toMatch(/art\. 1:88\(1\)\(c\)/);
  });

  it("no maximum amount: a warning that the guarantee may be valid only up to one", () => {
    const t = byId("guarantee_agreement");
    const { maximum_liability: _omit, ...rest } = t.example.key_terms;
    const { notes } = draft(t, "NL", { ...rest, party_a_type: "individual" });
    expect(notes.map((n) => n.code)).toContain("guarantee_maximum_nl");
  });

  it("a legal form that ends the name with a full stop marks a company (B.V., N.V., S.A., S.L.)", () => {
    for (const name of ["Holding Alpha B.V.", "Beta N.V.", "Gamma S.A.", "Epsilon S.L."]) expect(partyKind(name).entity).toBe(true);
  });

  it("a company guarantor: none of it", () => {
    const t = byId("guarantee_agreement");
    const { text } = draft(t, "NL", t.example.key_terms, { party_a: "Holding Alpha B.V." });
    expect(text).not.toMatch(/7:857/);
  });
});

describe("dates in an English draft are written out, never left as ISO figures", () => {
  const t = byId("employment_agreement");
  it("Spain: day, month in words, year ('5 January 2026'), since 05/01/2026 reads as 1 May in the US", () => {
    const { text } = draft(t, "ES", { ...t.example.key_terms, start_date: "2026-01-05" });
    expect(text).toMatch(/starting on 5 January 2026/);
    expect(text).not.toMatch(/2026-01-05/);
  });
  it("United States: month first ('January 5, 2026')", () => {
    expect(draft(t, "US-NY", { ...t.example.key_terms, start_date: "2026-01-05" }).text).toMatch(/starting on January 5, 2026/);
  });
  it("a date the caller wrote in words stays as written", () => {
    expect(draft(t, "ES", { ...t.example.key_terms, start_date: "1 March 2026" }).text).toMatch(/starting on 1 March 2026/);
  });
});

describe("execution formalities the registry does not hold are noted for checking, not invented", () => {
  it("New York lease: no witness lines (a signature binds); acknowledgment only for recording, to be checked", () => {
    const t = byId("commercial_lease");
    const d = composeDraft(t, { ...t.example, jurisdiction: "US-NY" });
    expect(d.signature_blocks).not.toMatch(/Witness/);
    const n = d.notes.find((x) => x.code === "execution_formalities_us");
    expect(n?.message).toMatch(/New York/);
    expect(n?.message).toMatch(/acknowledg/);
  });

  it("another State: the witness lines stay and a note asks for the State's formalities to be checked", () => {
    const t = byId("guarantee_agreement");
    const d = composeDraft(t, { ...t.example, jurisdiction: "US-TX" });
    expect(d.signature_blocks).toMatch(/Witness's signature/);
    expect(d.notes.find((x) => x.code === "execution_formalities_us")?.message).toMatch(/Texas[^.]*check/);
  });

  it("Singapore: an individual's deed formalities are to be checked, not stated as settled", () => {
    const t = byId("guarantee_agreement");
    const d = composeDraft(t, { ...t.example, jurisdiction: "SG", key_terms: { ...t.example.key_terms, party_a_type: "individual" } });
    expect(d.notes.find((x) => x.code === "execution_as_deed")?.message).toMatch(/individual[^.]*check/i);
  });
});
