import { describe, expect, it } from "vitest";
import { composeDraft, fullText, type DraftRequest } from "./compose";
import { getTemplate } from "./catalog";
import { placeName } from "./law";

function draft(id: string, request: Partial<DraftRequest> & { key_terms?: Record<string, string> }) {
  const t = getTemplate(id)!;
  const d = composeDraft(t, { ...t.example, ...request, key_terms: { ...t.example.key_terms, ...request.key_terms } });
  const cites = d.clauses.flatMap((c) => c.cites.map((x) => `${x.source_id} ${x.article}`));
  return { d, text: fullText(d), cites, codes: d.notes.map((n) => n.code) };
}

describe("governing law and forum by jurisdiction", () => {
  it("GB: England and Wales, its courts; UCTA reasonableness on the liability cap; Late Payment Act interest", () => {
    const { text, cites } = draft("service_agreement", { jurisdiction: "GB" });
    expect(text).toContain("governed by and shall be construed in accordance with the laws of England and Wales");
    expect(text).toContain("the courts of England and Wales shall have exclusive jurisdiction");
    expect(cites).toEqual(expect.arrayContaining(["uk-unfair-contract-terms-act-1977 11", "uk-late-payment-act-1998 1", "uk-late-payment-act-1998 6"]));
  });

  it("GB with an agreed late-payment rate: the rate, stated as a substantial remedy (s.8)", () => {
    const { text, cites } = draft("service_agreement", { jurisdiction: "GB", key_terms: { late_payment_interest: "4%" } });
    expect(text).toContain("at 4% a year above the Bank of England base rate");
    expect(cites).toContain("uk-late-payment-act-1998 8");
  });

  it("US-xx: the state's law and courts; US alone leaves the state blank and asks for it", () => {
    expect(draft("nda", { jurisdiction: "US-NY" }).text).toContain("the laws of the State of New York");
    const federal = draft("nda", { jurisdiction: "US" });
    expect(federal.text).toContain("the laws of the State of [●]");
    expect(federal.codes).toContain("governing_law_needed");
    expect(draft("nda", { jurisdiction: "US", key_terms: { governing_law: "the State of Delaware" } }).text).toContain("the laws of the State of Delaware");
  });

  it("US: electronic signatures under E-SIGN (15 U.S.C. § 7001)", () => {
    expect(draft("nda", { jurisdiction: "US-NY" }).cites).toContain("us-esign-act 7001");
  });

  it("EU member state: its own law chosen under Rome I Art. 3, its courts under Brussels I recast Art. 25", () => {
    const { text, cites } = draft("nda", { jurisdiction: "NL" });
    expect(text).toContain("the laws of the Netherlands");
    // A civil-law forum is a court of a place: left blank for the parties (forum-and-form.test.ts).
    expect(text).toContain("the courts at [●] shall have exclusive jurisdiction");
    expect(cites).toEqual(expect.arrayContaining(["eu-rome-i 3", "eu-brussels-i-recast 25"]));
  });

  it("IN with arbitration: the Arbitration and Conciliation Act 1996 seat, appointment and agreement", () => {
    const { text, cites } = draft("nda", { jurisdiction: "IN", key_terms: { dispute_resolution: "arbitration", arbitration_seat: "Mumbai" } });
    expect(text).toContain("The seat and venue of the arbitration shall be Mumbai");
    expect(cites).toEqual(expect.arrayContaining(["in-arbitration-act-1996 7", "in-arbitration-act-1996 11", "in-arbitration-act-1996 20"]));
  });

  it("GB and US arbitration: the Arbitration Act 1996 seat; the Federal Arbitration Act", () => {
    expect(draft("nda", { jurisdiction: "GB", key_terms: { dispute_resolution: "arbitration", arbitration_seat: "London" } }).cites).toContain("uk-arbitration-act-1996 3");
    expect(draft("nda", { jurisdiction: "US-CA", key_terms: { dispute_resolution: "arbitration" } }).cites).toContain("us-faa 2");
  });
});

describe("formalities", () => {
  it("IN: every draft is to be stamped under the Indian Stamp Act 1899 (ss. 3, 17, 35)", () => {
    const { text, cites } = draft("nda", { jurisdiction: "IN" });
    expect(text).toContain("STAMP DUTY AND REGISTRATION");
    expect(cites).toEqual(expect.arrayContaining(["in-stamp-act-1899 3", "in-stamp-act-1899 17", "in-stamp-act-1899 35"]));
    expect(draft("nda", { jurisdiction: "GB" }).text).not.toContain("STAMP DUTY");
  });

  it("IN lease over eleven months: registration under Registration Act s.17 and TPA s.107, with a warning", () => {
    const { text, cites, codes } = draft("lease", { jurisdiction: "IN-KA", key_terms: { duration: "3 years" } });
    expect(cites).toEqual(expect.arrayContaining(["in-registration-act-1908 17", "in-transfer-of-property-act-1882 107", "in-registration-act-1908 23"]));
    expect(text).toContain("must be made by a registered instrument");
    expect(codes).toContain("registration_required");
  });

  it("IN lease of eleven months: registration is not compulsory, and no warning", () => {
    const { text, cites, codes } = draft("lease", { jurisdiction: "IN-KA", key_terms: { duration: "11 months" } });
    expect(text).toContain("does not exceed eleven (11) months");
    expect(cites).not.toContain("in-transfer-of-property-act-1882 107");
    expect(codes).not.toContain("registration_required");
  });

  it("IN-MH leave and licence: registration under the Maharashtra Rent Control Act 1999 s.55, whatever the term", () => {
    const { cites, codes } = draft("leave_and_licence", { jurisdiction: "IN-MH", key_terms: { duration: "11 months" } });
    expect(cites).toContain("in-mh-rent-control-act-1999 55");
    expect(codes).toContain("registration_required");
  });
});

describe("restraints and penalties", () => {
  const employment = { key_terms: { non_compete_period: "12 months", non_compete_area: "Greater London" } };

  it("US-CA: no post-employment non-compete (B&P §§16600, 16600.5); the Labor Code §925 forum protection", () => {
    const { d, text, cites, codes } = draft("employment_agreement", { jurisdiction: "US-CA", ...employment });
    expect(cites).toEqual(expect.arrayContaining(["us-ca-business-and-professions-code 16600", "us-ca-business-and-professions-code 16600.5", "us-ca-labor-code 925"]));
    // The contract states the rule; what the request asked for and did not get is a note, never signed text.
    expect(text).not.toMatch(/restriction requested|not included/);
    expect(d.notes.find((n) => n.code === "restraint_removed")?.message).toContain("requested (12 months, Greater London) is therefore not included");
    expect(text).not.toMatch(/For 12 months after this Agreement ends/);
    expect(codes).toContain("restraint_removed");
  });

  it("IN: a non-compete is limited to the term (Contract Act s.27)", () => {
    const { d, text, cites, codes } = draft("employment_agreement", { jurisdiction: "IN", ...employment });
    expect(cites).toContain("in-contract-act-1872 27");
    expect(text).toContain("no restriction on competing applies after this Agreement ends");
    expect(text).not.toMatch(/restriction requested|not included/);
    expect(d.notes.find((n) => n.code === "restraint_limited")?.message).toContain("(12 months, Greater London) is therefore not included");
    expect(codes).toContain("restraint_limited");
  });

  it("GB: a reasonable restraint, limited in time and area, and the statement of particulars (ERA 1996 s.1)", () => {
    const { text, cites, codes } = draft("employment_agreement", { jurisdiction: "GB", ...employment });
    expect(text).toContain("For 12 months after this Agreement ends, the Employee shall not within Greater London");
    expect(text).toContain("reasonable and no wider than necessary");
    expect(cites).toContain("uk-employment-rights-act-1996 1");
    expect(codes).not.toContain("restraint_removed");
  });

  it("IN: liquidated damages as a genuine pre-estimate (Contract Act s.74)", () => {
    const { text, cites } = draft("service_agreement", { jurisdiction: "IN", key_terms: { service_credit: "INR 50,000" } });
    expect(text).toContain("genuine pre-estimate");
    expect(cites).toContain("in-contract-act-1872 74");
  });
});

describe("data processing", () => {
  it("EU and GB processors get the Art. 28(3) terms of the GDPR or UK GDPR", () => {
    const eu = draft("data_processing_agreement", { jurisdiction: "DE" });
    expect(eu.cites).toEqual(expect.arrayContaining(["eu-gdpr 28", "eu-gdpr 32"]));
    expect(eu.text).toContain("documented instructions");
    const gb = draft("data_processing_agreement", { jurisdiction: "GB" });
    expect(gb.cites).toContain("uk-gdpr 28");
  });
});

describe("the place named in the governing-law clause", () => {
  it("reads as a contract names it: article, running order, lower case, never the bare code", () => {
    expect(placeName("CN")).toBe("the People's Republic of China");
    expect(placeName("RU")).toBe("the Russian Federation");
    expect(placeName("MD")).toBe("the Republic of Moldova");
    expect(placeName("FM")).toBe("the Federated States of Micronesia");
    expect(placeName("MK")).toBe("the Republic of North Macedonia");
    expect(placeName("FO")).toBe("the Faroe Islands");
    expect(placeName("VG")).toBe("the British Virgin Islands");
    expect(placeName("DE")).toBe("Germany");
    expect(placeName("KR")).toBe("South Korea");
    expect(draft("nda", { jurisdiction: "CN" }).text).toContain("the laws of the People's Republic of China");
  });
});
