import { describe, expect, it } from "vitest";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { legalFamily } from "./legal-family";
import { composeDraft, fullText } from "./compose";
import { ESSENTIALS } from "./essentials";
import { allTemplates } from "./templates";

/** Each of the 30 most used types, drafted from its catalogue example in each of its main jurisdictions, has every essential term a precedent has. */
describe("the essential terms of the 30 most used types", () => {
  it("lists 30 types the catalogue drafts", () => {
    expect(Object.keys(ESSENTIALS)).toHaveLength(30);
    for (const id of Object.keys(ESSENTIALS)) expect(allTemplates.some((t) => t.id === id)).toBe(true);
  });

  for (const [id, { jurisdictions, terms, facts }] of Object.entries(ESSENTIALS)) {
    it(`${id}: every essential in ${jurisdictions.join(", ")}`, () => {
      const template = allTemplates.find((t) => t.id === id)!;
      const missing: string[] = [];
      for (const jurisdiction of jurisdictions) {
        const chain = jurisdictionChain(jurisdiction);
        const text = fullText(composeDraft(template, { ...template.example, jurisdiction, key_terms: { ...template.example.key_terms, ...facts } }));
        for (const e of terms) {
          if (e.where && !e.where.some((c) => chain.includes(c))) continue;
          if (e.notIn?.some((c) => chain.includes(c))) continue;
          if (e.family && legalFamily(chain) !== e.family) continue;
          if (!e.wording.test(text)) missing.push(`${jurisdiction}: ${e.term} (${e.clause})`);
        }
      }
      expect(missing).toEqual([]);
    });
  }
});

describe("where an essential is the user's choice, the draft says so in its warnings", () => {
  const draft = (id: string, jurisdiction: string, terms: Record<string, string> = {}) => {
    const template = allTemplates.find((t) => t.id === id)!;
    return composeDraft(template, { ...template.example, jurisdiction, key_terms: { ...template.example.key_terms, ...terms } });
  };
  const codes = (d: ReturnType<typeof draft>) => d.notes.map((n) => n.code);

  it("a GB lease states its Landlord and Tenant Act 1954 position, with the contracting-out choice in a note, and notes a missing rent deposit", () => {
    const kept = draft("commercial_lease", "GB");
    expect(codes(kept)).toEqual(expect.arrayContaining(["security_of_tenure", "lease_security"]));
    expect(fullText(kept)).toMatch(/not contracted out of sections 24 to 28 of the Landlord and Tenant Act 1954/);
    expect(codes(draft("commercial_lease", "GB", { security_deposit: "GBP 12,000" }))).not.toContain("lease_security");
    expect(fullText(draft("commercial_lease", "SG"))).not.toMatch(/1954/);
  });

  it("notes the choices it made for the user: agent's indemnity, tax covenant, late-payment rate, pension scheme", () => {
    expect(codes(draft("agency_agreement", "GB"))).toContain("agent_indemnity_or_compensation");
    expect(codes(draft("share_purchase_agreement", "SG"))).toContain("tax_covenant");
    expect(codes(draft("share_purchase_agreement", "DE"))).not.toContain("tax_covenant");
    expect(codes(draft("service_agreement", "US-NY"))).toContain("late_payment_rate");
    expect(codes(draft("service_agreement", "US-NY", { late_payment_interest: "8%" }))).not.toContain("late_payment_rate");
    expect(codes(draft("employment_agreement", "GB"))).toContain("gb_workplace_pension");
    expect(codes(draft("employment_agreement", "GB"))).toContain("gb_disciplinary_policies");
  });
});

describe("California releases quote and waive Civil Code § 1542 in the words in force since 2019", () => {
  it.each(["settlement_agreement", "separation_agreement", "release_and_waiver"])("%s", (id) => {
    const template = allTemplates.find((t) => t.id === id)!;
    const ca = fullText(composeDraft(template, { ...template.example, jurisdiction: "US-CA" }));
    expect(ca).toContain("claims that the creditor or releasing party does not know or suspect to exist in his or her favor");
    expect(ca).toContain("would have materially affected his or her settlement with the debtor or released party");
    expect(fullText(composeDraft(template, { ...template.example, jurisdiction: "US-NY" }))).not.toMatch(/1542/);
  });
});
