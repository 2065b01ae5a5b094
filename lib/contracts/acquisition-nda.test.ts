import { describe, expect, it } from "vitest";
import { composeDraft, fullText } from "./compose";
import { allTemplates } from "./templates";

/**
 * An NDA for a strategic buyer evaluating the acquisition of the Discloser (recipient_kind "acquirer", or read from a
 * purpose that describes an acquisition): the buyer-side terms of an M&A confidentiality agreement — no contact with
 * the target's employees, customers and suppliers without consent, no solicitation of its employees for a period, a
 * standstill only where asked, inside information and market-abuse rules where the target is listed, no obligation to
 * proceed, data-room rules — and none of the venture-fund terms. Expected wording written before the code.
 */
const nda = allTemplates.find((t) => t.id === "nda")!;
const PURPOSE = "evaluating a possible acquisition of the entire issued share capital of the Discloser";
function draft(jurisdiction: string, key_terms: Record<string, string> = {}) {
  const d = composeDraft(nda, { jurisdiction, party_a: "Lumen Robotics Ltd", party_b: "Vanguard Industrial plc", key_terms: { nda_type: "one-way", purpose: PURPOSE, ...key_terms } });
  return { d, text: fullText(d), codes: d.notes.map((n) => n.code), notes: d.notes.map((n) => n.message).join("\n") };
}

describe("acquisition NDA for a strategic buyer", () => {
  it("an acquisition purpose gives the buyer-side terms, not the investor's, with a warning saying how to override it", () => {
    const { d, text, codes } = draft("GB");
    expect(d.key_terms.find((k) => k.name === "recipient_kind")).toEqual({ name: "recipient_kind", value: "acquirer", status: "inferred" });
    expect(codes).toContain("inferred_recipient_kind");
    expect(text).toMatch(/PROPOSED TRANSACTION/);
    expect(text).not.toMatch(/affiliated funds|including a competitor of the Discloser|INVESTMENT ACTIVITIES/);
    // No contact without consent.
    expect(text).toMatch(/shall not[^.]*contact[^.]*employee[^.]*customer[^.]*supplier[^.]*without the prior written consent of the Discloser/i);
    // Non-solicitation for the default period, with the usual general-advertisement carve-out.
    expect(text).toMatch(/for 12 months from the Effective Date[^.]*solicit[^.]*employ/i);
    expect(text).toMatch(/general recruitment advertisement/i);
    // No obligation to proceed; data room rules.
    expect(text).toMatch(/Neither party is obliged to proceed with the Proposed Transaction/);
    expect(text).toMatch(/data room/i);
    // Not listed, no standstill asked: neither drafted; a note says the standstill is the user's choice.
    expect(text).not.toMatch(/inside information/i);
    expect(text).not.toMatch(/STANDSTILL|acquire or offer to acquire/i);
    expect(codes).toContain("acquisition_nda_standstill");
  });

  it("a listed target under English law: inside information and UK market abuse rules; standstill only if asked", () => {
    const { text, codes } = draft("GB", { recipient_kind: "acquirer", listed_target: "yes" });
    expect(text).toMatch(/inside information/i);
    expect(text).toMatch(/UK MAR/);
    expect(text).toMatch(/Part V of the Criminal Justice Act 1993/);
    expect(text).not.toMatch(/acquire or offer to acquire/i);
    expect(codes).toContain("acquisition_nda_standstill");
    const asked = draft("GB", { recipient_kind: "acquirer", listed_target: "yes", standstill: "yes", standstill_period: "6 months" }).text;
    expect(asked).toMatch(/for 6 months from the Effective Date[^.]*acquire or offer to acquire[^.]*shares/i);
  });

  it("a listed target under French law cites EU MAR Articles 7 and 14; under New York law the US securities laws", () => {
    const fr = draft("FR", { recipient_kind: "acquirer", listed_target: "yes" }).text;
    expect(fr).toMatch(/Regulation \(EU\) No 596\/2014/);
    expect(fr).toMatch(/Article 7/);
    expect(fr).toMatch(/Article 14/);
    expect(fr).not.toMatch(/UK MAR|Criminal Justice Act/);
    const ny = draft("US-NY", { recipient_kind: "acquirer", listed_target: "yes" }).text;
    expect(ny).toMatch(/securities laws of the United States/);
    expect(ny).not.toMatch(/596\/2014|UK MAR/);
  });

  it("California: the employee non-solicitation is flagged under B&P § 16600", () => {
    const { notes } = draft("US-CA", { recipient_kind: "acquirer" });
    expect(notes).toMatch(/16600/);
  });

  it("reads an acquisition from the usual ways of saying it, not from buying goods", () => {
    for (const purpose of ["evaluating a possible purchase of the business of the Discloser", "a proposed takeover of the Discloser", "a possible merger of the parties' businesses", "acquiring a controlling stake in the Discloser"]) {
      expect(draft("GB", { purpose }).d.key_terms.find((k) => k.name === "recipient_kind")?.value, purpose).toBe("acquirer");
    }
    for (const purpose of ["the acquisition of components for the Recipient's products", "evaluating a potential component supply arrangement"]) {
      expect(draft("GB", { purpose }).text, purpose).not.toMatch(/PROPOSED TRANSACTION/);
    }
  });

  it("the investor NDA and the business NDA are unchanged", () => {
    const investor = draft("GB", { purpose: "evaluating a possible Series A investment in the Discloser" }).text;
    expect(investor).toMatch(/INVESTMENT ACTIVITIES/);
    expect(investor).not.toMatch(/PROPOSED TRANSACTION/);
    const business = draft("GB", { purpose: "evaluating a potential component supply arrangement" }).text;
    expect(business).not.toMatch(/PROPOSED TRANSACTION|INVESTMENT ACTIVITIES/);
  });
});
