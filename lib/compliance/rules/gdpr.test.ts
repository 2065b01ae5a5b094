import { describe, expect, it } from "vitest";
import { gdprPack } from "./gdpr";
import { outcomes, statusOf } from "./test-helpers";

const gdpr = gdprPack("eu-gdpr", "GDPR");
const notice = (...lines: string[]) => ["Privacy notice of Example GmbH, Hauptstraße 1, Berlin, the controller.", ...lines].join("\n");

describe("GDPR rule pack", () => {
  it("storage limitation: breached by retention without end, met by a period, silent otherwise", () => {
    expect(statusOf(gdpr, notice("We store your data for as long as we see fit."), "DE", "storage-limitation")).toBe("breached");
    expect(statusOf(gdpr, notice("Customer records are kept indefinitely."), "DE", "storage-limitation")).toBe("breached");
    expect(statusOf(gdpr, notice("We keep invoices for ten years."), "DE", "storage-limitation")).toBe("met");
    expect(statusOf(gdpr, notice("We use your email to send receipts."), "DE", "storage-limitation")).toBe("not_assessable");
  });

  it("quotes the offending sentence and says how to fix it", () => {
    const o = outcomes(gdpr, notice("Backups are retained permanently."), "DE")["storage-limitation"];
    expect(o).toMatchObject({ status: "breached", quote: "Backups are retained permanently.", severity: "high", cites: [{ source_id: "eu-gdpr", article: "5" }] });
    expect(o.fix).toMatch(/retention period/);
  });

  it("consent bundled with an order or account is not freely given (Art. 7(4)); a consent asked separately is fine", () => {
    expect(statusOf(gdpr, notice("To complete your order you must consent to our sharing your purchase history with advertising partners."), "FR", "conditional-consent")).toBe("breached");
    expect(statusOf(gdpr, notice("When you create an account you also agree to receive offers from our partners."), "FR", "conditional-consent")).toBe("breached");
    expect(statusOf(gdpr, notice("With your consent, given by ticking a separate box, we send you our newsletter."), "FR", "conditional-consent")).toBe("not_assessable");
  });

  it("a box ticked in advance for optional offers is not consent; a box said not to be ticked in advance is no breach", () => {
    expect(statusOf(gdpr, notice("[x] Send me offers by email from carefully selected partners."), "IE", "lawful-consent")).toBe("breached");
    expect(statusOf(gdpr, notice("If you tick the newsletter box, which is not ticked in advance, we send you our newsletter on the basis of your consent."), "IE", "lawful-consent")).toBe("not_assessable");
  });

  it("retention stated as when data are deleted meets the notice item (Art. 13(2)(a))", () => {
    expect(statusOf(gdpr, notice("You have the right of access. We delete your readings 24 months after you close your account."), "DE", "notice-retention")).toBe("met");
  });

  it("silence and pre-ticked boxes are not consent, but cookie sentences are left to the ePrivacy rules", () => {
    expect(statusOf(gdpr, notice("If you do not untick the box we will consider that you consent to sharing your email."), "IT", "lawful-consent")).toBe("breached");
    expect(statusOf(gdpr, notice("By continuing to browse you accept our cookies."), "IT", "lawful-consent")).toBe("not_assessable");
  });

  it("the age of digital consent follows the member state", () => {
    const text = notice("Users aged 15 and over may register and give their consent themselves.");
    expect(statusOf(gdpr, text, "DE", "child-consent")).toBe("breached");
    expect(statusOf(gdpr, text, "FR", "child-consent")).toBe("not_assessable");
    expect(outcomes(gdpr, text, "DE")["child-consent"].finding).toMatch(/16/);
  });

  it("special-category data on legitimate interests breaches Art. 9; an Art. 9(2) condition meets it", () => {
    expect(statusOf(gdpr, notice("We process your health data on the basis of our legitimate interests."), "NL", "special-category")).toBe("breached");
    expect(statusOf(gdpr, notice("We process health data with your explicit consent under Art. 9(2)(a)."), "NL", "special-category")).toBe("met");
  });

  it("replies beyond one month breach Art. 12(3); one month meets it", () => {
    expect(statusOf(gdpr, notice("We respond to access requests within 45 days."), "ES", "reply-deadline")).toBe("breached");
    expect(statusOf(gdpr, notice("We reply to requests about your rights within one month."), "ES", "reply-deadline")).toBe("met");
    expect(statusOf(gdpr, notice("We respond to access requests within 20 days."), "ES", "reply-deadline")).toBe("not_assessable");
  });

  it("transfers to a third country need a named mechanism", () => {
    expect(statusOf(gdpr, notice("Our servers are hosted in the United States."), "FR", "transfers")).toBe("breached");
    expect(statusOf(gdpr, notice("Our servers are hosted in the United States under the standard contractual clauses."), "FR", "transfers")).toBe("met");
    expect(statusOf(gdpr, notice("We do not transfer data outside the EEA."), "FR", "transfers")).toBe("not_assessable");
  });

  it("breach notification: 72 hours met, five business days or waiting for the investigation breached", () => {
    const plan = (s: string) => `Personal data breach procedure\nSecurity incidents must be reported to the DPO.\n${s}`;
    expect(statusOf(gdpr, plan("We notify the supervisory authority within five business days."), "IE", "breach-authority")).toBe("breached");
    expect(statusOf(gdpr, plan("We notify the supervisory authority once our investigation has been completed."), "IE", "breach-authority")).toBe("breached");
    expect(statusOf(gdpr, plan("We notify the supervisory authority without undue delay and within 72 hours."), "IE", "breach-authority")).toBe("met");
  });

  it("processor terms: own use, silent sub-processors and missing audit rights are breaches; only in processor terms", () => {
    const dpa = [
      "Data Processing Agreement between Client (controller) and Hostly Ltd (processor).",
      "Hostly Ltd may use Client Personal Data to improve its own services.",
      "Hostly Ltd may appoint sub-processors without notice to the Client.",
      "Staff are bound by confidentiality.",
    ].join("\n");
    const o = outcomes(gdpr, dpa, "IE");
    expect(o["processor-own-purposes"].status).toBe("breached");
    expect(o["processor-sub-processors"].status).toBe("breached");
    expect(o["processor-audits"].status).toBe("breached");
    expect(o["processor-confidentiality"].status).toBe("met");
    expect(outcomes(gdpr, notice("We use a hosting provider."), "IE")["processor-audits"].status).toBe("not_assessable");
  });

  it("processor terms: refused audits, pseudonymised copies kept for the processor's products and a 7-day notice to the controller are breaches (found on an invented DPA)", () => {
    const dpa = [
      "Data Processing Addendum between Bakery GmbH (Controller) and LedgerCloud Ltd (Processor).",
      "The Processor processes personal data on the documented instructions of the Controller.",
      "Audits.",
      "The Controller may rely on the Processor's most recent SOC 2 Type II report. The Processor does not permit on-site audits or inspections by the Controller or any auditor mandated by it.",
      "On termination the Processor will delete the personal data within 90 days, except that the Processor may retain anonymised and pseudonymised copies of the data to improve its products.",
      "The Processor will notify the Controller of a personal data breach within seven (7) days after becoming aware of it.",
    ].join("\n");
    const o = outcomes(gdpr, dpa, "DE");
    expect(o["processor-audits"].status).toBe("breached");
    expect(o["processor-end-of-contract"].status).toBe("breached");
    expect(o["processor-own-purposes"].status).toBe("breached");
    // The processor's late notice to the controller is Art. 33(2)'s duty, reported under that provision.
    expect(o["processor-breach-notice"]).toMatchObject({ status: "breached", provision: "Art. 33(2)" });
    expect(o["breach-authority"].status).not.toBe("breached");
  });

  it("processor terms: an audit right with a frequency limit, and anonymised data kept after the end, are lawful near misses", () => {
    const dpa = [
      "Data Processing Addendum between Bakery GmbH (Controller) and LedgerCloud Ltd (Processor).",
      "The Processor shall allow for and contribute to audits, including inspections, conducted by the Controller or an auditor it mandates, not more than once a year except after a personal data breach.",
      "On termination the Processor will delete or return all personal data at the Controller's choice, and may keep only fully anonymised statistics to improve its products.",
    ].join("\n");
    const o = outcomes(gdpr, dpa, "DE");
    expect(o["processor-audits"].status).toBe("met");
    expect(o["processor-end-of-contract"].status).toBe("met");
    expect(o["processor-own-purposes"]?.status ?? "not_assessable").not.toBe("breached");
  });

  it("Art. 13 items: a notice stating most items breaches the ones it leaves out, quoting nothing; a conditional item needs its condition", () => {
    const whole =
      "Privacy notice — Exemple SAS, 3 rue Neuve, Lyon. We collect your email to send receipts (performance of our contract with you). Our payment provider receives your card details. We keep receipts for ten years. You have the right to access your data.";
    const o = outcomes(gdpr, whole, "FR");
    expect(o["notice-complaint"]).toMatchObject({ status: "breached", quote: null });
    expect(o["notice-rights"].status).toBe("breached");
    expect(o["notice-withdrawal"].status).toBe("not_assessable");
    expect(o["notice-transfer-safeguards"].status).toBe("not_assessable");
  });

  it("Art. 13 items: a thin text headed as the privacy notice is the notice, so what it leaves out is missing", () => {
    const o = outcomes(gdpr, "Privacy notice. We collect your email to send receipts. You have the right to access your data.", "FR");
    expect(o["notice-retention"].status).toBe("breached");
    expect(o["notice-complaint"].status).toBe("breached");
    expect(o["notice-rights"].status).toBe("breached");
  });

  it("Art. 13 items: a page that says it is a summary of a fuller notice is not faulted for what it leaves out; what it says is tested", () => {
    const o = outcomes(gdpr, "Privacy notice: the key points. We collect your email to send receipts. You have the right to access your data. Read our full privacy policy at example.fr/privacy.", "FR");
    expect(o["notice-retention"].status).toBe("not_assessable");
    expect(o["notice-complaint"].status).toBe("not_assessable");
    expect(o["notice-rights"].status).toBe("breached");
  });

  it("the UK pack cites the UK GDPR", () => {
    const uk = gdprPack("uk-gdpr", "UK GDPR");
    expect(outcomes(uk, notice("We keep your data forever."), "GB")["storage-limitation"].cites).toEqual([{ source_id: "uk-gdpr", article: "5" }]);
  });
});

describe("GDPR Arts. 34 and 44: a finding only where the text describes a breach or a transfer", () => {
  it("Art. 34(1): people left untold of an attack is a breach; not telling customers of something else is not", () => {
    expect(statusOf(gdpr, "Incident log. After the ransomware attack on our booking system, affected guests will not be told, to protect the brand.", "DE", "breach-individuals")).toBe("breached");
    expect(statusOf(gdpr, "Hosting terms. Customers will not be notified when we change our hosting provider.", "DE", "breach-individuals")).not.toBe("breached");
    expect(statusOf(gdpr, "Campaign note. The people on the rented list never dealt with us, and the list owner cannot tell us whether they agreed to anything.", "DE", "breach-individuals")).not.toBe("breached");
  });

  it("Art. 44: a processor free to appoint sub-processors anywhere is not a transfer made; the obligation is open, with the clause quoted", () => {
    const o = outcomes(gdpr, "Data processing terms. The processor may appoint sub-processors of its choice, in any country, without telling the customer.", "FR")["transfers"];
    expect(o).toMatchObject({ status: "not_assessable", quote: "The processor may appoint sub-processors of its choice, in any country, without telling the customer.", cites: [] });
    expect(o.finding).toMatch(/cannot be assessed/);
    expect(statusOf(gdpr, "Data processing terms. The processor may use sub-processors in France or abroad as it sees fit.", "FR", "transfers")).not.toBe("breached");
    expect(statusOf(gdpr, "Data processing terms. Customer payroll data are hosted by our sub-processor in India.", "FR", "transfers")).toBe("breached");
  });
});
