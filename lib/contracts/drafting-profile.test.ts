import { describe, expect, it } from "vitest";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { composeDraft, fullText } from "./compose";
import { draftingProfile, type DraftingProfile } from "./drafting-profile";
import { lawProfile } from "./law";
import { allTemplates } from "./templates";

const byId = (id: string) => allTemplates.find((t) => t.id === id)!;
/** The catalogue example under another law, without its own choice of law and forum. */
const text = (id: string, jurisdiction: string) => {
  const t = byId(id);
  const { governing_law: _l, venue: _v, arbitration_seat: _s, dispute_resolution: _d, ...terms } = t.example.key_terms;
  return fullText(composeDraft(t, { jurisdiction, party_a: t.example.party_a, party_b: t.example.party_b, key_terms: terms }));
};
const profile = (j: string) => draftingProfile({ chain: jurisdictionChain(j), law: lawProfile(j) });

describe("drafting profiles (issue 36, deliverable 1)", () => {
  it("one profile per jurisdiction or family, the most specific in the chain first", () => {
    expect(profile("IN-KA").key).toBe("IN-KA");
    expect(profile("IN-UP").key).toBe("IN-UP");
    expect(profile("IN-BR").key).toBe("IN");
    expect(profile("US-NY").key).toBe("US");
    expect(profile("CA-ON").key).toBe("CA-ON");
    expect(profile("CA-BC").key).toBe("CA");
    expect(profile("CA-QC").key).toBe("CA-QC");
    expect(profile("AT").key).toBe("EU");
    expect(profile("JP").key).toBe("civil");
  });

  it("names the indirect tax by its local name in every type's own clauses, not 'value added tax, goods and services tax'", () => {
    for (const id of ["patent_license_agreement", "copyright_assignment", "consumer_terms_of_sale", "membership_agreement", "consulting_agreement"]) {
      for (const j of ["US-NY", "IN-MH", "SG", "AU-NSW", "CA-ON"]) expect(text(id, j), `${id} ${j}`).not.toMatch(/value added|\bVAT\b/i);
      for (const j of ["GB", "IE", "DE"]) expect(text(id, j), `${id} ${j}`).not.toMatch(/goods and services tax|\bGST\b/i);
    }
    expect(text("service_agreement", "SG")).toMatch(/exclusive of goods and services tax, which/);
    expect(text("service_agreement", "CA-ON")).toMatch(/exclusive of harmonized sales tax, which/);
    expect(text("patent_license_agreement", "US-NY")).toMatch(/exclusive of sales, use or similar taxes/);
  });

  it("posts notices by the service of the place: registered mail in Canada, registered post in Ireland and Singapore", () => {
    expect(text("service_agreement", "CA-ON")).toMatch(/delivered by hand, by prepaid registered mail, or by email/);
    expect(text("service_agreement", "IE")).toMatch(/delivered by hand, by pre-paid registered post, or by email/);
    expect(text("service_agreement", "SG")).toMatch(/delivered by hand, by pre-paid registered post, or by email/);
    expect(text("service_agreement", "AU-NSW")).toMatch(/delivered by hand, by pre-paid post, or by email/);
  });

  it("stamps counterparts in Delhi under the Indian Stamp Act, 1899 as it applies there, not an unnamed State law", () => {
    const delhi = text("membership_agreement", "IN-DL");
    expect(delhi).toMatch(/Each counterpart shall be duly stamped under the Indian Stamp Act, 1899, as it applies in Delhi/);
    expect(text("membership_agreement", "IN-KA")).toMatch(/duly stamped under the Karnataka Stamp Act, 1957/);
  });

  it("saves liability for intent and gross negligence after a type's own limit under a civil code (OR art. 100, c.c. art. 1229, CC art. 1102, BGB § 276(3))", () => {
    expect(text("share_purchase_agreement", "CH")).toMatch(/article 100\(1\) of the Swiss Code of Obligations/);
    expect(text("share_subscription_agreement", "IT")).toMatch(/article 1229 of the Italian Civil Code/);
    expect(text("private_vehicle_sale_agreement", "ES")).toMatch(/article 1102 of the Spanish Civil Code/);
    expect(text("escrow_agreement", "DE")).toMatch(/Escrow Agent's liability for intent or gross negligence, for injury to life, body or health/);
    expect(text("mediation_agreement", "FR")).toMatch(/Mediator's liability for gross negligence \(faute lourde\)/);
    expect(text("data_processing_agreement", "DE")).toMatch(/either party's liability for intent or gross negligence/);
    // The common-law limits of these types keep their own fraud carve-out and gain no civil-law sentence.
    expect(text("share_purchase_agreement", "GB")).not.toMatch(/Nothing in this Agreement limits or excludes/);
  });

  it("names the place's electronic signature statute in the counterparts clause: Singapore, New South Wales, Ontario, Ireland", () => {
    expect(text("service_agreement", "SG")).toMatch(/by electronic signature, which takes effect as provided by the Electronic Transactions Act 2010, except where/);
    expect(text("service_agreement", "AU-NSW")).toMatch(/the Electronic Transactions Act 1999 \(Cth\) and the Electronic Transactions Act 2000 \(NSW\)/);
    expect(text("service_agreement", "CA-ON")).toMatch(/the Electronic Commerce Act, 2000 \(Ontario\)/);
    expect(text("service_agreement", "IE")).toMatch(/the Electronic Commerce Act 2000, except where/);
    // Where no statute is known to the profile, only the delivery sentence.
    expect(text("service_agreement", "AU-VIC")).not.toMatch(/Electronic Transactions Act/);
    expect(text("service_agreement", "IN")).toMatch(/section 10A of the Information Technology Act, 2000/);
  });
});

/** Runs `draft` with one field of a jurisdiction's profile replaced, then restores it. */
function withProfile<K extends keyof DraftingProfile>(j: string, field: K, value: DraftingProfile[K], draft: () => string): string {
  const p = profile(j);
  const own = p[field];
  p[field] = value;
  try {
    return draft();
  } finally {
    p[field] = own;
  }
}

describe("the drafting profile is the single owner of signatures, copies and stamping", () => {
  it("signs each draft in its profile's form: no English deed under German law, no place-and-date block under English law", () => {
    for (const t of allTemplates) {
      const gb = text(t.id, "GB");
      const de = text(t.id, "DE");
      expect(gb, `${t.id} GB`).not.toMatch(/^Place, date:/m);
      expect(de, `${t.id} DE`).not.toMatch(/Executed as a deed|Signed as a deed|^Signed by |IN WITNESS WHEREOF/m);
    }
    expect(text("guarantee_agreement", "GB")).toMatch(/^Executed as a deed by .* acting by a director in the presence of a witness:/m);
    expect(text("guarantee_agreement", "DE")).toMatch(/^Place, date:/m);
  });

  it("drafts the execution block, the copies clause and the stamp clause from the profile, not from the jurisdiction code", () => {
    // The GB profile made to sign in the civil form: the GB draft follows it.
    expect(withProfile("GB", "signs", "civil", () => text("guarantee_agreement", "GB"))).toMatch(/^Place, date:/m);
    expect(withProfile("DE", "counterparts", () => ["COPIES FROM THE PROFILE"], () => text("service_agreement", "DE"))).toContain("COPIES FROM THE PROFILE");
    const delhi = withProfile("IN-DL", "stampDuty", (_ctx, who) => `${who} STAMPING FROM THE IN-DL PROFILE.`, () => text("service_agreement", "IN-DL"));
    expect(delhi).toContain("The parties note STAMPING FROM THE IN-DL PROFILE.");
    // Karnataka asks its own profile, not Delhi's.
    expect(text("service_agreement", "IN-KA")).toMatch(/stamped with the duty chargeable on it under the Karnataka Stamp Act, 1957, before or at the time of its execution/);
    expect(text("service_agreement", "IN-DL")).toMatch(/under section 3 of the Indian Stamp Act, 1899, as it applies in Delhi, before or at the time of its execution/);
  });
});
