import { describe, expect, it } from "vitest";
import { composeDraft, fullText, termsOf } from "./compose";
import { allTemplates } from "./templates";
import type { ContractTemplate, KeyTermSpec } from "./types";

/**
 * Drafts read as a local lawyer's precedent: no clause of one legal family leaks into another (domain file
 * ../shared/domain/civil-law-drafting-reference.md § 9), the local rule is there instead, and key terms given in
 * the forms people write them are drafted into sentences, never pasted.
 */

function draft(template: ContractTemplate, jurisdiction: string, key_terms: Record<string, string> = template.example.key_terms) {
  const d = composeDraft(template, { ...template.example, jurisdiction, key_terms });
  return { text: fullText(d), draft: d };
}

const byId = (id: string) => allTemplates.find((t) => t.id === id)!;
const withBoilerplate = (id: string) => allTemplates.filter((t) => t.boilerplate.includes(id as never));

const CIVIL = ["DE", "FR", "IT", "ES", "NL", "CH", "AT", "CA-QC"];
/** Common-law wording that has no place under a civil code. */
const COMMON_LAW_ONLY: [string, RegExp][] = [
  ["terms implied by statute or common law", /implied by statute or common law/i],
  ["'common law'", /common law/i],
  ["UCTA-style death or personal injury by negligence", /death or personal injury caused by (its )?negligence/i],
  ["'deemed modified' severance", /deemed modified/i],
  ["registered post or recorded delivery", /recorded delivery|registered post/i],
  ["time is of the essence (in any wording)", /of the essence/i],
  ["Contracts (Rights of Third Parties) Act", /Rights of Third Parties\) Act/i],
  ["Unfair Contract Terms Act", /Unfair Contract Terms Act/i],
  ["receiver, administrator or liquidator", /receiver, administrator or liquidator/i],
  ["consideration for a promise", /\bin consideration of\b|good consideration/i],
  ["a trust (unknown to most civil codes)", /\bon trust for\b/i],
  ["equitable relief, or damages as an inadequate remedy", /equitable relief|(not|no) an adequate remedy|be an adequate remedy/i],
  ["liquidated damages rather than a penalty clause", /liquidated damages|is not a penalty/i],
  ["counterparts delivered as under the law of deeds", /delivery of an executed|counterparts, each of which/i],
  ["interest 'before and after judgment' (merger in judgment)", /before and after (any )?judgment/i],
  ["English registration of charges", /registrar of companies/i],
  ["a restraint read down by the court", /least modification needed/i],
];

describe("no common-law boilerplate under a civil code", () => {
  it.each(CIVIL)("%s: no template drafts English-law boilerplate", (jurisdiction) => {
    const leaks: string[] = [];
    for (const t of allTemplates) {
      const { text } = draft(t, jurisdiction);
      for (const [label, pattern] of COMMON_LAW_ONLY) if (pattern.test(text)) leaks.push(`${t.id}: ${label}`);
    }
    expect(leaks).toEqual([]);
  });
});

describe("German standard terms (BGB §§ 276(3), 306, 307, 309 no. 7)", () => {
  it.each(withBoilerplate("limitation_of_liability").map((t) => [t.id, t] as const))("%s: liability unlimited for intent, gross negligence and life, body or health", (_id, t) => {
    const { text, draft: d } = draft(t, "DE");
    expect(text).toMatch(/liable without limitation for loss caused intentionally or by gross negligence/);
    expect(text).toMatch(/injury to life, body or health/);
    expect(text).toMatch(/Product Liability Act/);
    expect(text).toMatch(/essential contractual obligation/);
    expect(text).not.toMatch(/neither party shall be liable[^.]*loss of profits/i);
    const cites = d.clauses.flatMap((c) => c.cites).map((c) => `${c.source_id} ${c.article}`);
    expect(cites).toEqual(expect.arrayContaining(["de-bgb 276", "de-bgb 309", "de-bgb 307"]));
  });

  it.each(withBoilerplate("severability").map((t) => [t.id, t] as const))("%s: severance lets the statute fill the gap (§ 306)", (_id, t) => {
    const { text } = draft(t, "DE");
    expect(text).toMatch(/statutory provisions apply in place of the invalid provision \(section 306\(2\) BGB\)/);
  });

  it("a notice takes effect on receipt (§ 130) and is given in text form (§ 126b)", () => {
    const { text } = draft(byId("service_agreement"), "DE");
    expect(text).toMatch(/section 130 BGB/);
    expect(text).toMatch(/section 126b BGB/);
  });
});

describe("French law (C. civ. arts. 1170, 1195, 1231-3)", () => {
  it.each(withBoilerplate("limitation_of_liability").map((t) => [t.id, t] as const))("%s: no cap for faute lourde or dolosive; essential obligation kept", (_id, t) => {
    const { text } = draft(t, "FR");
    expect(text).toMatch(/faute lourde[^.]*faute dolosive[^.]*article 1231-3/);
    expect(text).toMatch(/article 1170 of the French Civil Code/);
  });

  it("notices by registered letter with acknowledgement of receipt; the draft states its hardship position", () => {
    const { text } = draft(byId("service_agreement"), "FR");
    expect(text).toMatch(/lettre recommandée avec demande d'avis de réception/);
    expect(text).toMatch(/article 1195 of the French Civil Code/);
  });
});

describe("notices by the place's own methods", () => {
  it.each(["US-NY", "US-CA", "SG", "IN-KA", "IN-MH", "AU-NSW"])("%s: no UK recorded delivery in any template", (jurisdiction) => {
    const leaks = allTemplates.filter((t) => /recorded delivery/i.test(draft(t, jurisdiction).text)).map((t) => t.id);
    expect(leaks).toEqual([]);
  });

  it("US: certified mail or overnight courier, no registered post", () => {
    const { text } = draft(byId("nda"), "US-NY");
    expect(text).toMatch(/certified mail, return receipt requested/);
    expect(text).not.toMatch(/registered post/i);
  });

  it("India: Speed Post with proof of delivery", () => {
    expect(draft(byId("nda"), "IN-KA").text).toMatch(/Speed Post with proof of delivery/);
  });
});

describe("Indian stamp law by State", () => {
  const signed = allTemplates.filter((t) => !t.features?.consumer);
  it.each([
    ["IN-KA", "the Karnataka Stamp Act, 1957"],
    ["IN-MH", "the Maharashtra Stamp Act"],
    ["IN-GJ", "the Gujarat Stamp Act, 1958"],
  ])("%s: every signed instrument is stamped under the State's own Act, not the Indian Stamp Act", (jurisdiction, act) => {
    for (const t of signed) {
      const { text } = draft(t, jurisdiction);
      expect(text, t.id).toContain(act);
      expect(text, t.id).not.toMatch(/Indian Stamp Act/);
    }
  });

  it("Delhi applies the Indian Stamp Act 1899", () => {
    expect(draft(byId("nda"), "IN-DL").text).toMatch(/section 3 of the Indian Stamp Act, 1899/);
  });
});

describe("no transplanted law", () => {
  it("California Labor Code § 2870 appears only in California employment drafts", () => {
    for (const jurisdiction of ["IN-KA", "IN", "GB", "DE", "FR", "SG", "US-NY"]) {
      for (const t of allTemplates) expect(draft(t, jurisdiction).text, `${t.id} in ${jurisdiction}`).not.toMatch(/2870|2872/);
    }
    expect(draft(byId("employment_agreement"), "US-CA").text).toMatch(/section 2870 of that Code/);
    expect(draft(byId("confidentiality_and_invention_assignment_agreement"), "US-CA", { engagement_type: "employment" }).text).toMatch(/section 2872 of the California Labor Code/);
  });

  it("outside the US no US own-time invention carve-out is drafted", () => {
    for (const t of allTemplates) expect(draft(t, "IN-KA").text, t.id).not.toMatch(/demonstrably anticipated research/);
  });

  it("an individual contractor or consultant under US law gets the DTSA notice (§ 1833(b)(4)); a company or a non-US draft does not", () => {
    for (const id of ["consulting_agreement", "independent_contractor_agreement"]) {
      const t = byId(id);
      const as = (party_b_type: string, j: string) => draft(t, j, { ...t.example.key_terms, party_b_type }).text;
      expect(as("individual", "US-NY"), id).toMatch(/Under 18 U\.S\.C\. § 1833\(b\)[^]*This clause is notice to the/);
      expect(as("company", "US-NY"), id).not.toMatch(/1833/);
      expect(as("individual", "GB"), id).not.toMatch(/1833/);
    }
  });

  it("the DTSA immunity notice is in every US employment template that governs confidential information, and nowhere else", () => {
    for (const id of ["employment_agreement", "fixed_term_employment_agreement", "executive_employment_agreement", "confidentiality_and_invention_assignment_agreement"]) {
      expect(draft(byId(id), "US-NY").text, id).toMatch(/18 U\.S\.C\. § 1833\(b\)/);
      expect(draft(byId(id), "GB").text, id).not.toMatch(/1833/);
    }
  });

  it("no DPDP or GDPR processor terms in employment or lettings", () => {
    for (const t of allTemplates.filter((x) => x.features?.employment || x.features?.realPropertyLetting || x.features?.leaveAndLicence)) {
      for (const jurisdiction of ["IN-KA", "DE", "GB"]) expect(draft(t, jurisdiction).text, `${t.id} ${jurisdiction}`).not.toMatch(/as a data processor|Article 28\(3\)/);
    }
  });

  it("India: employment states provident fund, ESI, gratuity and the POSH Act", () => {
    for (const id of ["employment_agreement", "fixed_term_employment_agreement", "executive_employment_agreement"]) {
      const { text, draft: d } = draft(byId(id), "IN-MH");
      for (const p of [/Employees' Provident Funds and Miscellaneous Provisions Act, 1952/, /Employees' State Insurance Act, 1948/, /Payment of Gratuity Act, 1972/, /Sexual Harassment of Women at Workplace/]) expect(text, id).toMatch(p);
      expect(d.clauses.flatMap((c) => c.cites).map((c) => `${c.source_id} ${c.article}`)).toContain("in-posh-act-2013 4");
      expect(draft(byId(id), "GB").text).not.toMatch(/Provident Fund/i);
    }
  });

  it("Indian lettings use Indian words: GST, property tax, trade licence; no VAT, rates, planning or internal repairing lease", () => {
    for (const t of allTemplates.filter((x) => x.features?.realPropertyLetting || x.features?.leaveAndLicence)) {
      for (const jurisdiction of ["IN-KA", "IN-MH"]) {
        const { text } = draft(t, jurisdiction);
        expect(text, `${t.id} ${jurisdiction}`).not.toMatch(/value added tax|\bVAT\b|\brates\b|planning (permission|licence|consent)|internal repairing/i);
      }
    }
    const gb = draft(byId("commercial_lease"), "GB").text;
    expect(gb).toMatch(/This is an? (full|internal) repairing lease/);
    expect(gb).toMatch(/planning/);
  });
});

describe("type-specific terms", () => {
  it("an NDA with an investor lets it invest in competitors without using the information, and binds no one to invest", () => {
    const nda = byId("nda");
    const investor = draft(nda, "US-NY", { ...nda.example.key_terms, nda_type: "one-way", recipient_kind: "investor" }).text;
    expect(investor).toMatch(/including a competitor of the Discloser/);
    expect(investor).toMatch(/Neither party is obliged to make or accept any investment/);
    expect(draft(nda, "US-NY").text).not.toMatch(/INVESTMENT ACTIVITIES/);
  });

  it("a loan has increased costs, financial covenants, a MAC event, a cross-default threshold and lender transfers", () => {
    const text = draft(byId("loan_agreement"), "GB", { ...byId("loan_agreement").example.key_terms, cross_default_threshold: "GBP 250,000" }).text;
    for (const p of [/"Increased Costs"/, /FINANCIAL COVENANTS/, /Material Adverse Effect/, /less than GBP 250,000/, /The Lender may assign any of its rights, or transfer by novation/]) expect(text).toMatch(p);
    expect(text).not.toMatch(/Neither party may assign/);
  });

  it("a franchise has transfer conditions and a personal guarantee, and the liability cap does not reach royalties", () => {
    const text = draft(byId("franchise_agreement"), "US-TX").text;
    expect(text).toMatch(/personal guaranty/);
    expect(text).toMatch(/right of first refusal/);
    expect(text).toMatch(/limitation of liability does not limit or exclude the Franchisee's liability to pay the fees, royalties/);
  });

  it("a shareholders' agreement has liquidation preference, anti-dilution, exit and deadlock", () => {
    const text = draft(byId("shareholders_agreement"), "IN-MH").text;
    for (const p of [/1x non-participating liquidation preference/, /broad-based weighted average basis/, /EXIT/, /"Deadlock"/]) expect(text).toMatch(p);
  });
});

/** Wording faults of a pasted key term: a repeated phrase, a doubled period, "may to", a "none" pasted in. */
const UNGRAMMATICAL: [string, RegExp][] = [
  ["repeated phrase", /\b((?:[A-Za-z%]+ ){1,4}[A-Za-z%]+) \1\b/],
  ["doubled period of a rate", /(?:a year|per annum|p\.a\.)[^.;()]{0,25}(?:a year|per annum)/i],
  ["base named twice", /of (?:the )?Gross Sales of (?:the |those )?Gross Sales/i],
  ["'may to'", /\bmay to\b/],
  ["'none' pasted", /\b(?:in|of|by|to) none\b/i],
  ["double full stop", /[^.]\.\.(?!\.)/],
  ["space before punctuation", / [,;.](?!\d)/],
];

describe("key terms drafted into sentences", () => {
  /** Values in the forms people write them, per type; each template takes every key term it accepts. */
  const natural: Record<string, string> = {
    text: "none",
    date: "1 March 2026",
    money: "GBP 12,500",
    duration: "18 months",
    percentage: "6% per annum",
    rate: "SONIA plus 4.25% per annum",
  };
  /** The example's terms, with every optional term the template accepts given the value `valueOf` picks for it. */
  const everyTerm = (t: ContractTemplate, valueOf: (s: KeyTermSpec) => string) => {
    const key_terms: Record<string, string> = { ...t.example.key_terms };
    for (const s of termsOf(t)) {
      if (s.type === "choice" || s.required) continue;
      // "none" is refused (400) for a text term with a default; that case is tested below.
      if (s.type === "text" && s.default !== undefined) continue;
      key_terms[s.name] = valueOf(s);
    }
    const { text } = draft(t, t.example.jurisdiction, key_terms);
    const faults = UNGRAMMATICAL.filter(([, p]) => p.test(text)).map(([label, p]) => `${label}: "${text.match(p)![0]}"`);
    expect(faults).toEqual([]);
    return text;
  };

  it.each(allTemplates.map((t) => [t.id, t] as const))("%s: no doubled phrase, pasted 'none' or ungrammatical join", (_id, t) => {
    everyTerm(t, (s) => natural[s.type]);
  });

  /** The forms blind-6 found refused, per type; a restraint period as the term itself. */
  const clientForms: Record<string, string> = {
    text: "none",
    date: "31/12/2031",
    money: "CHF 185'000 one-off",
    duration: "30 días",
    percentage: "1,5 % de las ventas netas",
    rate: "Euribor 6 mesi + 1,90% annuo",
  };
  it.each(allTemplates.map((t) => [t.id, t] as const))("%s: the forms clients write draft with no doubled phrase or ungrammatical join", (_id, t) => {
    const text = everyTerm(t, (s) => (/non_compete/.test(s.name) ? "during the term" : /^payment_(?:terms|deadline|due)$/.test(s.name) ? "Net 30" : clientForms[s.type]));
    expect(text).not.toMatch(/31\/12\/2031|185'000|ventas|Euribor 6 mesi|Net 30|días|\[●\] \[●\]/);
  });

  it.each(allTemplates.map((t) => [t.id, t] as const))("%s: with every term given, the clauses leave no blank", (_id, t) => {
    const key_terms: Record<string, string> = { ...t.example.key_terms };
    for (const s of termsOf(t)) {
      if (s.type === "choice" || s.required || (s.type === "text" && s.default !== undefined)) continue;
      key_terms[s.name] = s.type === "text" ? "as set out in Schedule 1" : natural[s.type];
    }
    const { text, draft: d } = draft(t, t.example.jurisdiction, key_terms);
    // The law of "US" or "EU" is a place still to be named; signature blocks (a third party's too) keep their blanks.
    const start = text.search(/AS FOLLOWS:/);
    const end = text.lastIndexOf(d.signature_blocks);
    const clauses = text.slice(start, end > start ? end : text.length);
    const blanks = ["US", "EU"].includes(t.example.jurisdiction) ? [] : (clauses.match(/.{0,40}\[●\].{0,20}/g) ?? []).filter((m) => !/^(Name|Title): \[●\]$/.test(m));
    expect(blanks).toEqual([]);
  });

  it("the issue's examples draft cleanly", () => {
    const loan = draft(byId("loan_agreement"), "GB", {
      loan_amount: "GBP 5,000,000",
      interest_rate: "SONIA plus 4.25% per annum",
      repayment_date: "31 March 2031",
      repayment_schedule: "20 equal quarterly instalments",
      default_interest: "2% per annum above the applicable rate",
    }).text;
    expect(loan).toContain("the margin of 4.25% a year");
    expect(loan).toContain("shall repay the Loan in 20 equal quarterly instalments");
    expect(loan).toContain("at 2% a year above the rate that would otherwise apply");
    expect(loan).toMatch(/cost of funding the Loan/);
    const franchise = draft(byId("franchise_agreement"), "US-TX", { ...byId("franchise_agreement").example.key_terms, royalty_rate: "6% of Gross Sales" }).text;
    expect(franchise).toContain("a royalty of 6% of the Gross Sales of the previous month");
    const poa = draft(byId("special_power_of_attorney"), "IN-KA", { powers: "to execute and register the sale deed of Flat 4, 12 MG Road, Bengaluru" }).text;
    expect(poa).toContain("The Attorney may execute and register the sale deed");
  });

  it("'none' for a text term that always says something is a 400 naming the term", () => {
    const t = byId("shareholders_agreement");
    expect(() => composeDraft(t, { ...t.example, key_terms: { ...t.example.key_terms, board_size: "none" } })).toThrow(
      expect.objectContaining({ status: 400, options: expect.objectContaining({ errors: [expect.objectContaining({ field: "key_terms.board_size" })] }) }),
    );
  });

  it("an unusable rate is a 400 naming the term and the forms accepted", () => {
    expect(() => composeDraft(byId("loan_agreement"), { ...byId("loan_agreement").example, key_terms: { ...byId("loan_agreement").example.key_terms, interest_rate: "market rate" } })).toThrow(
      expect.objectContaining({ status: 400, options: expect.objectContaining({ errors: [expect.objectContaining({ field: "key_terms.interest_rate", message: expect.stringContaining("SONIA plus 4.25% per annum") })] }) }),
    );
  });
});
