import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/problem";
import { composeDraft, fullText } from "./compose";
import { nativeDrafting } from "./language";
import { layouts } from "./language/drafting";
import { allTemplates } from "./templates";

const byId = (id: string) => allTemplates.find((t) => t.id === id)!;
const nda = (key_terms: Record<string, string>) => composeDraft(byId("nda"), { jurisdiction: "GB", party_a: "Lumen Robotics Ltd", party_b: "Northgate Ventures LLP", key_terms });

describe("an NDA read from its purpose, and 'mutual' as an NDA term (issue 36)", () => {
  it("a purpose that describes evaluating an investment gives the investor NDA, with a warning saying how to override it", () => {
    const d = nda({ purpose: "evaluating a possible Series A investment in Lumen Robotics" });
    const text = fullText(d);
    expect(text).toMatch(/INVESTMENT ACTIVITIES/);
    expect(text).toMatch(/Neither party is obliged to make or accept any investment/);
    expect(d.key_terms.find((k) => k.name === "recipient_kind")).toEqual({ name: "recipient_kind", value: "investor", status: "inferred" });
    expect(d.notes.find((n) => n.code === "inferred_recipient_kind")?.message).toMatch(/recipient_kind "business"/);
    for (const purpose of ["due diligence for a proposed investment by the Recipient's fund", "the Company's seed round", "a potential equity financing of the Company"]) {
      expect(fullText(nda({ purpose })), purpose).toMatch(/INVESTMENT ACTIVITIES/);
    }
  });

  it("a draft that has no investor terms (the German NDA) neither pastes the inferred term nor warns about it", () => {
    const native = nativeDrafting("nda", "DE", "de")!;
    const d = composeDraft(byId("nda"), { jurisdiction: "DE", party_a: "Isar Robotik GmbH", party_b: "Spree Ventures GmbH", key_terms: { purpose: "evaluating a possible Series A investment in Isar Robotik GmbH" } }, native);
    expect(fullText(d, layouts.de)).not.toMatch(/investor|Art des Empfängers/);
    expect(d.notes.some((n) => n.code === "inferred_recipient_kind")).toBe(false);
    expect(d.key_terms.some((k) => k.name === "recipient_kind")).toBe(false);
  });

  it("a business purpose, or recipient_kind given, is not overridden", () => {
    for (const purpose of ["evaluating a potential component supply arrangement", "investigating a quality complaint about the Products", "a grant application"]) {
      const d = nda({ purpose });
      expect(fullText(d), purpose).not.toMatch(/INVESTMENT ACTIVITIES/);
      expect(d.notes.some((n) => n.code === "inferred_recipient_kind")).toBe(false);
    }
    const d = nda({ purpose: "evaluating a possible Series A investment in Lumen Robotics", recipient_kind: "business" });
    expect(fullText(d)).not.toMatch(/INVESTMENT ACTIVITIES/);
    expect(d.key_terms.find((k) => k.name === "recipient_kind")?.status).toBe("applied");
  });

  it("mutual: yes / no is drafted as nda_type, never pasted into Special Terms; a contradiction is a 400", () => {
    const yes = nda({ purpose: "a supply arrangement", mutual: "yes" });
    expect(yes.document_title).toBe("Mutual Non-Disclosure Agreement");
    expect(fullText(yes)).not.toMatch(/Special Terms|Mutual: yes/i);
    expect(yes.key_terms.find((k) => k.name === "nda_type")).toEqual({ name: "nda_type", value: "mutual", status: "applied" });
    expect(nda({ purpose: "a supply arrangement", mutual: "No" }).document_title).toBe("One-Way Non-Disclosure Agreement");
    expect(() => nda({ purpose: "a supply arrangement", mutual: "yes", nda_type: "one-way" })).toThrow(ApiError);
  });
});

describe("money in the draft's own language (issue 36)", () => {
  it("a German request's 'EUR 4.500 pro Monat' is drafted as 4.500,00 EUR a month", () => {
    const t = byId("service_agreement");
    const native = nativeDrafting("service_agreement", "DE", "de")!;
    const d = composeDraft(t, { jurisdiction: "DE", party_a: "Mainfranken Bau GmbH", party_b: "Rheinwerk GmbH", key_terms: { services: "Lohnabrechnung", fees: "EUR 4.500 pro Monat" } }, native);
    expect(fullText(d, layouts.de)).toContain("4.500,00\u00a0EUR monatlich");
  });

  it("drafted in English, a German request's figure is rewritten in English form, not read as 4.5", () => {
    const t = byId("service_agreement");
    const d = composeDraft(t, { jurisdiction: "GB", language: "de", party_a: "Thames Ltd", party_b: "Severn Ltd", key_terms: { services: "payroll", fees: "EUR 4.500 pro Monat" } });
    expect(fullText(d)).toContain("EUR 4,500 per month");
    try {
      composeDraft(t, { jurisdiction: "GB", party_a: "Thames Ltd", party_b: "Severn Ltd", key_terms: { services: "payroll", fees: "KWD 1.500" } });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ApiError);
      expect(JSON.stringify((e as ApiError).options.errors)).toMatch(/key_terms\.fees.*ambiguous/);
    }
  });
});

describe("German employment and the Karnataka lease (issue 36)", () => {
  it("the German contract states that its designations apply to all genders", () => {
    const native = nativeDrafting("employment_agreement", "DE", "de")!;
    const d = composeDraft(byId("employment_agreement"), { jurisdiction: "DE", party_a: "Isar Robotik GmbH", party_b: "Lena Fischer", key_terms: { job_title: "Ingenieurin", start_date: "2026-05-01", salary: "EUR 72.000 pro Jahr" } }, native);
    const text = fullText(d, layouts.de);
    expect(text).toMatch(/Personenbezeichnungen, insbesondere „Arbeitnehmer“, gelten gleichermaßen für alle Geschlechter/);
    expect(text).toContain("72.000,00\u00a0EUR jährlich");
  });

  it("a Karnataka lease has a security deposit clause (blank and noted when not given) and stamps each counterpart", () => {
    const d = composeDraft(byId("lease"), { jurisdiction: "IN-KA", party_a: "Jayanagar Realty LLP", party_b: "Malleshwaram Traders", key_terms: { premises: "Shop No. 4, Jayanagar, Bengaluru", rent: "INR 60,000 per month", duration: "3 years" } });
    const text = fullText(d);
    expect(text).toMatch(/a security deposit of \[●\]/);
    expect(d.notes.some((n) => n.code === "security_deposit_in")).toBe(true);
    expect(text).toMatch(/Each counterpart shall be duly stamped under the Karnataka Stamp Act, 1957/);
    // England has no such clause without a deposit, and no Indian stamping.
    const gb = fullText(composeDraft(byId("lease"), { jurisdiction: "GB", party_a: "A Ltd", party_b: "B Ltd", key_terms: { premises: "Unit 4", rent: "GBP 2,500 per month", duration: "3 years" } }));
    expect(gb).not.toMatch(/SECURITY DEPOSIT|duly stamped/);
  });
});
