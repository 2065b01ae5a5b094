import { describe, expect, it } from "vitest";
import { composeDraft, fullText } from "./compose";
import { draftExample } from "./draft-for-tests";
import { partyKind } from "./execution";
import { allTemplates } from "./templates";

/**
 * What a lawyer checks first on reading any draft, whatever its type: terms defined and then used, no drafting notes
 * in the signed text, parties signing in the right capacity, sentences that parse. Found on a lawyer's read of twelve
 * drafts across GB, US-NY, US-CA, US-DE, DE, FR, IN-KA, SG, AU-NSW, NL, IT and IE.
 */

const JURISDICTIONS = ["GB", "US-NY", "US-CA", "IN-KA", "DE", "FR", "IT", "NL", "IE", "SG", "AU-NSW"];
/** `(the "X")`, `(each a "X")`, `"X" means`: the ways the templates define a term. */
const DEFINITION = /\((?:the|a|an|each a|each an|each|together, the|together the)\s+"([A-Z][^"]{1,60})"\)|"([A-Z][^"]{1,60})" means/g;
/** Party labels in a preamble ("First Party") and statute short names ("CCPA") need not be used again. */
const EXEMPT = /^(First|Second|Third) (Party|Partner)$|^Data (Exporter|Importer)$|^[A-Z]{2,}(?: Act)?$/;

function draft(id: string, jurisdiction: string, key_terms: Record<string, string> = {}) {
  const t = allTemplates.find((x) => x.id === id)!;
  const d = composeDraft(t, { jurisdiction, party_a: t.example.party_a, party_b: t.example.party_b, key_terms: { ...t.example.key_terms, ...key_terms } });
  return { d, text: fullText(d) };
}

describe("defined terms", () => {
  it("every term a draft defines is used in it, for every type in eleven jurisdictions", () => {
    const unused: string[] = [];
    for (const t of allTemplates) {
      for (const jurisdiction of new Set([t.example.jurisdiction, ...JURISDICTIONS])) {
        let text: string;
        try {
          text = draftExample(t.id, jurisdiction).text;
        } catch {
          continue; // a type not offered under that law
        }
        for (const m of text.matchAll(DEFINITION)) {
          const term = m[1] ?? m[2];
          if (EXEMPT.test(term)) continue;
          // "Deliverables" defined, "a Deliverable" used: the stem counts.
          if (text.split(term.replace(/(ies|s)$/, "")).length - 1 < 2) unused.push(`${t.id} ${jurisdiction}: "${term}"`);
        }
      }
    }
    expect([...new Set(unused)]).toEqual([]);
  });

  it("the definitions clause defines only what the draft uses: no Affiliate or Business Day in a lease that never mentions one", () => {
    const { text } = draft("commercial_lease", "AU-NSW", { commencement_date: "2026-04-01" });
    expect(text).not.toMatch(/"(Affiliate|Business Day|Effective Date)" means/);
    // Without a commencement date the Term starts on the Effective Date, which is then defined, and only it.
    expect(draft("commercial_lease", "AU-NSW").text).toMatch(/In this Lease, "Effective Date" means the date on which this Lease is signed by the last of the parties to sign it\./);
    const note = draft("convertible_note_agreement", "US-DE").text;
    expect(note).toMatch(/"Business Day" means/);
    expect(note).toMatch(/and "Affiliate" means any entity that controls/);
    // No "Effective Date" defined, so the attestation does not date the agreement by it.
    expect(note).not.toContain("Effective Date");
    expect(note).toContain("as of the date first written above");
  });

  it("a Reserved Matter used in the deadlock clause is defined by the reserved matters clause", () => {
    for (const [id, jurisdiction] of [["shareholders_agreement", "NL"], ["shareholders_agreement", "IN-KA"], ["joint_venture_agreement", "GB"]]) {
      const { text } = draft(id, jurisdiction);
      expect(text, id).toContain('(each a "Reserved Matter")');
      expect(text.indexOf('(each a "Reserved Matter")'), id).toBeLessThan(text.indexOf("a Reserved Matter"));
    }
  });
});

describe("law of the draft, not of another family", () => {
  it("a shareholders' agreement outside India has no memorandum and no equity share capital", () => {
    for (const jurisdiction of ["NL", "GB", "US-DE", "SG"]) {
      const { text } = draft("shareholders_agreement", jurisdiction);
      expect(text, jurisdiction).not.toMatch(/memorandum|equity share/i);
      expect(text, jurisdiction).toContain("amend its constitutional documents");
    }
    expect(draft("shareholders_agreement", "IN-KA").text).toContain("amend its memorandum or articles of association");
  });

  it("a US convertible note speaks of common stock and preemptive rights and takes the investor's private-placement representations", () => {
    const { text } = draft("convertible_note_agreement", "US-DE");
    expect(text).not.toMatch(/ordinary share|rights of pre-emption|annual accounts/);
    expect(text).toContain("into shares of common stock at");
    expect(text).toContain("preemptive rights");
    // Delaware's General Corporation Law speaks of stockholders.
    expect(text).toContain("meetings of the stockholders of the Company");
    expect(text).not.toMatch(/shareholders of the Company|right of a shareholder/);
    expect(draft("convertible_note_agreement", "US-NY").text).toContain("meetings of the shareholders of the Company");
    expect(text).toMatch(/INVESTOR REPRESENTATIONS\n[\s\S]*accredited investor within the meaning of the federal securities laws, that it acquires the Note for its own account/);
    const gb = draft("convertible_note_agreement", "GB").text;
    expect(gb).toContain("into ordinary shares at");
    expect(gb).not.toContain("accredited investor");
  });

  it("under Italian, Spanish and Dutch law a business draft charges the statutory commercial interest instead of a blank rate", () => {
    expect(draft("supply_agreement", "IT").text).toContain("at the rate provided for by Italian Legislative Decree No. 231 of 9 October 2002");
    expect(draft("supply_agreement", "ES").text).toContain("at the rate provided for by Spanish Law 3/2004 of 29 December 2004");
    const nl = draft("supply_agreement", "NL");
    expect(nl.text).toContain("the statutory commercial interest rate (wettelijke handelsrente) under article 6:119a of the Dutch Civil Code");
    expect(nl.d.notes.map((n) => n.code)).not.toContain("late_payment_rate");
    // A rate the parties give still governs.
    expect(draft("supply_agreement", "IT", { late_payment_interest: "8%" }).text).toContain("until payment at 8% a year");
  });
});

describe("the signed text", () => {
  it("never reports what the request asked for: that belongs in the notes", () => {
    for (const jurisdiction of ["IN-KA", "US-CA"]) {
      const { d, text } = draft("employment_agreement", jurisdiction, { non_compete_period: "12 months" });
      expect(text, jurisdiction).not.toMatch(/restriction requested|is therefore not included/);
      expect(d.notes.map((n) => n.message).join(" "), jurisdiction).toContain("(12 months) is therefore not included");
    }
  });

  it("a one-way NDA does not recite an exchange of information", () => {
    const { text } = draft("nda", "US-NY", { nda_type: "one-way" });
    expect(text).not.toContain("wish to exchange information");
    expect(text).toContain("The parties are in discussions for the following purpose:");
    expect(draft("nda", "US-NY", { nda_type: "mutual" }).text).toContain("The parties wish to exchange information for the following purpose:");
  });

  it("the US email notice rule reads as one condition: business hours, then the bounce-back exception", () => {
    const { text } = draft("nda", "US-NY");
    expect(text).toContain("if sent by email, when sent or, if it is sent outside business hours at the place of receipt, when business hours next begin there, unless in either case the sender receives an automated message that it was not delivered.");
  });

  it("a Malaysian, Japanese, Czech or Indonesian company signs through a representative", () => {
    for (const name of ["Straits Healthcare Distribution Sdn. Bhd.", "Malayan Banking Berhad", "Sakura Trading K.K.", "Vltava Logistika s.r.o.", "PT Nusantara Digital"]) expect(partyKind(name).entity, name).toBe(true);
    expect(partyKind("Marisol Ortega").entity).toBe(false);
  });
});

describe("rent review", () => {
  it("a fixed increase with no interval given is applied yearly, and says so", () => {
    const { d, text } = draft("commercial_lease", "AU-NSW", { duration: "5 years", rent_review: "fixed increase", rent_escalation: "3.5%" });
    expect(text).toContain("at intervals of one (1) year from the start of the Term, the Rent increases by 3.5%");
    expect(d.notes.map((n) => n.code)).toContain("rent_increase_yearly");
  });

  it("a default five-yearly review in a five-year lease would never happen: the rent is drafted as fixed, with a note", () => {
    const { d, text } = draft("commercial_lease", "GB", { duration: "5 years", rent_review: "open market" });
    expect(text).not.toContain("Review Date");
    expect(text).toContain("The Rent is fixed for the whole of the Term");
    expect(d.notes.map((n) => n.code)).toContain("rent_review_outside_term");
    // An interval the parties chose is kept, with a warning.
    const chosen = draft("commercial_lease", "GB", { duration: "5 years", rent_review: "open market", review_interval: "5 years" });
    expect(chosen.text).toContain("at intervals of 5 years");
    expect(chosen.d.notes.map((n) => n.code)).toContain("rent_review_outside_term");
  });
});

describe("German and French requests", () => {
  it("give periods in their own language", () => {
    const t = allTemplates.find((x) => x.id === "service_agreement")!;
    for (const [language, duration] of [["de", "2 Jahre"], ["fr", "2 ans"], ["de", "30 Tage"], ["fr", "6 mois"]] as const) {
      expect(() => composeDraft(t, { jurisdiction: language.toUpperCase(), party_a: "A GmbH", party_b: "B GmbH", language, key_terms: { services: "x", fees: "EUR 100", duration } }), duration).not.toThrow();
    }
  });
});

describe("clause order", () => {
  it("the consequences of termination follow the clause on term and termination", () => {
    for (const [id, jurisdiction] of [["independent_contractor_agreement", "US-CA"], ["distribution_agreement", "SG"], ["franchise_agreement", "US-NY"]]) {
      const headings = draft(id, jurisdiction).d.clauses.map((c) => c.heading);
      const ending = headings.indexOf("Term and Termination");
      const aftermath = headings.findIndex((h) => h.startsWith("Consequences of"));
      if (ending === -1 || aftermath === -1) continue;
      expect(aftermath, `${id}: ${headings.join(" | ")}`).toBe(ending + 1);
    }
  });
});

describe("employment wording", () => {
  it("names the probationary period so that any length agrees, and keeps the English holiday year in England", () => {
    const india = draft("employment_agreement", "IN-KA", { probation_period: "6 months" }).text;
    expect(india).toContain("The employment starts with a probationary period of 6 months, during which");
    expect(india).not.toMatch(/months of employment is|holiday year/);
    expect(india).toContain("in each calendar year");
    expect(draft("employment_agreement", "GB").text).toContain("in each holiday year");
  });
});

describe("invoicing", () => {
  it("a fixed price is invoiced on milestones or completion, a periodic or hourly fee monthly in arrears", () => {
    const fixed = draft("service_agreement", "GB", { fees: "GBP 180,000" });
    expect(fixed.text).not.toContain("invoice the Charges monthly in arrears");
    expect(fixed.text).toContain("shall invoice the Charges in instalments on the milestones the parties agree in writing or, failing agreement, in full on completion of the Services");
    expect(fixed.d.notes.map((n) => n.code)).toContain("fixed_price_invoicing");
    expect(draft("service_agreement", "GB", { fees: "GBP 4,000 per month" }).text).toContain("shall invoice the Charges monthly in arrears, and the Customer");
    expect(draft("independent_contractor_agreement", "US-CA", { fees: "USD 125 per hour" }).text).toContain("shall invoice the Fees monthly in arrears, with a record of the Services performed in the period");
    expect(draft("independent_contractor_agreement", "US-CA", { fees: "USD 40,000" }).text).toContain("shall invoice the Fees in instalments on the milestones");
  });
});

describe("no clause said twice", () => {
  it("a data processing agreement states sub-processing and return or deletion once, in their own clauses", () => {
    for (const jurisdiction of ["IE", "GB", "DE", "US-CA"]) {
      const { text } = draft("data_processing_agreement", jurisdiction);
      expect(text.match(/written authori[sz]ation/g), jurisdiction).toHaveLength(1);
      expect(text.match(/return or delete|delete or return/gi), jurisdiction).toHaveLength(1);
      // Under the GDPR systems the list closes on Article 28(3); a Californian agreement whose facts bring in no GDPR cites none.
      if (jurisdiction === "US-CA") expect(text, jurisdiction).not.toMatch(/Article 28\(3\)|GDPR/);
      else expect(text, jurisdiction).toContain("These terms, with the clauses on sub-processors and on the duration of this Agreement, are the terms required by Article 28(3)");
    }
    // A type without those clauses keeps the whole Article 28(3) list.
    expect(draft("saas_subscription_agreement", "IE").text).toMatch(/prior specific or general written authorisation[\s\S]*These terms are the terms required by Article 28\(3\)/);
  });
});

describe("figures named once", () => {
  it("a minimum purchase target given per contract year does not name the year twice", () => {
    const { text } = draft("distribution_agreement", "SG", { minimum_purchases: "SGD 750,000 in each contract year" });
    expect(text).toContain('at least SGD 750,000 in each Contract Year (the "Minimum Purchase Target"), a "Contract Year" being each period of twelve (12) months');
    expect(text).not.toMatch(/in each contract year/);
  });
});

describe("an American contractor", () => {
  it("is told of paid time off, retirement plans and self-employment tax, not paid holiday, pensions and social security contributions", () => {
    const { text } = draft("independent_contractor_agreement", "US-CA");
    expect(text).toContain("salary, paid time off, sick pay, retirement plan contributions, health or other insurance or other employee benefits");
    expect(text).toContain("all income tax, self-employment tax and other taxes");
    expect(text).not.toMatch(/paid holiday|pension contributions|social security contributions/);
    expect(draft("independent_contractor_agreement", "GB").text).toContain("paid holiday, sick pay, pension contributions");
  });
});
