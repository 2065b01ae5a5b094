import { describe, expect, it } from "vitest";
import { composeDraft, fullText } from "./compose";
import { allTemplates } from "./templates";

const byId = (id: string) => allTemplates.find((t) => t.id === id)!;
const text = (id: string, jurisdiction: string, key_terms: Record<string, string> = {}) => {
  const t = byId(id);
  return fullText(composeDraft(t, { jurisdiction, party_a: t.example.party_a, party_b: t.example.party_b, key_terms: { ...t.example.key_terms, ...key_terms } }));
};

/** The clauses each type means a non-party to enforce: the release, the mediator's protection, the transfer safeguards. */
const EXPECTED: Record<string, string[]> = {
  settlement_agreement: ["Release"],
  release_and_waiver: ["Release of Claims", "Covenant Not to Sue"],
  mutual_release: ["Mutual Release", "Covenant Not to Sue"],
  separation_agreement: ["Release of Claims"],
  mediation_agreement: ["Role of the Mediator"],
  international_data_transfer_agreement: ["The Transfer", "Importer's Obligations", "Requests from Public Authorities", "Data Subject Rights and Redress"],
};

describe("third-party rights in common-law drafts (issue 36)", () => {
  it("excludes the statute of the place: England and Wales 1999, Singapore 2001, Hong Kong Cap. 623", () => {
    expect(text("service_agreement", "GB")).toMatch(/A person who is not a party to this Agreement has no right under the Contracts \(Rights of Third Parties\) Act 1999 to enforce any of its terms\./);
    expect(text("service_agreement", "SG")).toMatch(/under the Contracts \(Rights of Third Parties\) Act 2001 to enforce/);
    expect(text("service_agreement", "HK")).toMatch(/under the Contracts \(Rights of Third Parties\) Ordinance \(Cap\. 623\) to enforce/);
    for (const j of ["SG", "HK"]) expect(text("service_agreement", j)).not.toMatch(/Act 1999/);
  });

  it("a plain clause elsewhere in the common law: no third-party beneficiaries in the US, no rights for non-parties in India, Ireland, Australia", () => {
    expect(text("service_agreement", "US-NY")).toMatch(/NO THIRD-PARTY BENEFICIARIES[\s\S]*there are no third-party beneficiaries of this Agreement\./);
    for (const j of ["IN-KA", "IE", "AU-NSW", "CA-ON"]) {
      const t = text("service_agreement", j);
      expect(t, j).toMatch(/A person who is not a party to this Agreement has no right to enforce any of its terms\./);
      expect(t, j).not.toMatch(/Rights of Third Parties\)/);
    }
  });

  it("nothing under a civil code, in any type", () => {
    for (const t of allTemplates) {
      for (const j of ["DE", "FR", "ES"]) {
        let draft: string;
        try {
          draft = text(t.id, j);
        } catch {
          continue; // a type the jurisdiction refuses is not this test's concern
        }
        expect(draft, `${t.id}@${j}`).not.toMatch(/Rights of Third Parties|NO THIRD-PARTY BENEFICIARIES|THIRD PARTY RIGHTS|no (other person|third party) has any right to enforce|not a party to this [A-Za-z]+ has no right/i);
        // Data subjects' rights under a transfer agreement are the type's own term, not privity boilerplate.
        if (t.id !== "international_data_transfer_agreement") expect(draft, `${t.id}@${j}`).not.toMatch(/third[- ]party beneficiar/i);
      }
    }
  });

  it("a type that benefits a non-party names it and each clause it may enforce, by number and heading", () => {
    const withBenefits = allTemplates.filter((t) => t.thirdPartyRights);
    expect(withBenefits.map((t) => t.id).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const t of withBenefits) {
      const draft = composeDraft(t, { jurisdiction: "GB", party_a: t.example.party_a, party_b: t.example.party_b, key_terms: t.example.key_terms });
      const clause = draft.clauses.find((c) => c.heading === "Third Party Rights")!;
      for (const h of EXPECTED[t.id]) {
        const own = draft.clauses.find((c) => c.heading === h);
        expect(own, `${t.id}: clause "${h}"`).toBeDefined();
        expect(clause.text, `${t.id}: ${h}`).toContain(`clause ${own!.clause_number} (${h})`);
      }
      expect(clause.text).toMatch(/, except that .+ may enforce clause \d+/);
      expect(clause.text).toMatch(/The parties may rescind or vary this \w+ without the consent of any person who is not a party to it \(section 2\(3\)\(a\) of that Act\)\./);
      expect(clause.cites).toEqual([{ source_id: "uk-contracts-rights-of-third-parties-act-1999", article: "1" }, { source_id: "uk-contracts-rights-of-third-parties-act-1999", article: "2" }]);
    }
  });

  it("US: released persons are intended third-party beneficiaries of the release", () => {
    expect(text("release_and_waiver", "US-CA")).toMatch(/except that the Released Parties are intended third-party beneficiaries of clause \d+ \(Release of Claims\) and clause \d+ \(Covenant Not to Sue\) and may enforce them\./);
  });

  it("placed before the governing law, and not in a one-sided instrument or a type without an entire-agreement clause", () => {
    const d = composeDraft(byId("nda"), { jurisdiction: "GB", party_a: "A Ltd", party_b: "B Ltd", key_terms: { purpose: "a supply arrangement" } });
    const headings = d.clauses.map((c) => c.heading);
    expect(headings.indexOf("Third Party Rights")).toBe(headings.indexOf("Governing Law and Disputes") - 1);
    expect(text("special_power_of_attorney", "IN-KA")).not.toMatch(/not a party to this/);
    expect(text("standard_contractual_clauses_annexes", "GB")).not.toMatch(/Rights of Third Parties/);
  });
});
