import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/problem";
import { composeDraft, fullText } from "./compose";
import { allTemplates } from "./templates";

function compose(id: string, jurisdiction: string, key_terms: Record<string, string>) {
  const t = allTemplates.find((x) => x.id === id)!;
  return composeDraft(t, { jurisdiction, party_a: "Southern Cross Analytics Pty Ltd", party_b: "Alex Nguyen", key_terms });
}

describe("key terms under their everyday names", () => {
  it("reads position as job_title, with a warning, instead of reporting it unrecognised and job_title missing (issue 36 probe)", () => {
    const d = compose("employment_agreement", "AU", { salary: "AUD 145,000 per year", position: "Senior Data Engineer", start_date: "2027-01-11" });
    const codes = d.notes.map((n) => n.code);
    expect(codes).not.toContain("unrecognised_key_terms");
    expect(codes).not.toContain("missing_terms");
    expect(d.notes.find((n) => n.code === "key_term_read_as")?.message).toMatch(/key_terms\.position was read as job_title/);
    expect(d.key_terms.find((k) => k.name === "job_title")).toEqual({ name: "job_title", value: "Senior Data Engineer", status: "applied" });
    expect(fullText(d)).toMatch(/employs the Employee as Senior Data Engineer/);
  });

  it.each([
    ["residential_tenancy_agreement", "GB", { property: "Flat 2, 14 Whiteladies Road, Bristol", monthly_rent: "GBP 1,350 per month", term: "12 months" }, ["rent", "duration"]],
    ["supply_agreement", "GB", { product: "housings", price: "GBP 3.10 per unit", notice: "6 months" }, ["products", "termination_notice"]],
    ["leave_and_licence", "IN-MH", { premises: "Flat 4, Bandra", license_fee: "INR 85,000 per month" }, ["licence_fee"]],
    ["executive_employment_agreement", "GB", { position: "Chief Financial Officer", salary: "GBP 250,000 per year" }, ["job_title", "base_salary"]],
  ] as const)("%s reads the everyday names as its own terms", (id, j, terms, expected) => {
    const d = compose(id, j, { ...terms });
    expect(d.notes.map((n) => n.code)).not.toContain("unrecognised_key_terms");
    for (const name of expected) expect(d.key_terms.find((k) => k.name === name)?.status).toBe("applied");
  });

  it("never re-reads a name the template declares, nor one whose term is also given under its own name", () => {
    const both = compose("employment_agreement", "GB", { job_title: "Designer", position: "Lead Designer", start_date: "2027-01-11", salary: "GBP 50,000 per year" });
    expect(both.key_terms.find((k) => k.name === "job_title")?.value).toBe("Designer");
    expect(both.notes.map((n) => n.code)).toContain("unrecognised_key_terms");
  });

  it("two everyday names for one term are a 400, and a bad value names the key as given", () => {
    expect(() => compose("employment_agreement", "GB", { position: "Designer", title: "Lead Designer", start_date: "2027-01-11", salary: "GBP 50,000 per year" })).toThrow(ApiError);
    try {
      compose("nda", "SG", { term: "a while" });
      expect.unreachable();
    } catch (e) {
      expect((e as ApiError).options.errors?.[0]).toMatchObject({ field: "key_terms.term", message: expect.stringMatching(/duration term "duration"/) });
    }
  });
});

describe("a key term the template has no place for", () => {
  it("is set out in Special Terms and the note names the terms that were probably meant", () => {
    const d = compose("loan_agreement", "GB", { loan_amount: "GBP 5,000,000", repayment: "20 equal quarterly instalments" });
    const note = d.notes.find((n) => n.code === "unrecognised_key_terms")!.message;
    expect(note).toMatch(/repayment \(did you mean key_terms\.repayment_date or key_terms\.repayment_schedule\?/);
    expect(fullText(d)).toMatch(/Repayment: 20 equal quarterly instalments\./);
  });
});
