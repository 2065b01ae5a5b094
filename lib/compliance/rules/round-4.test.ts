import { describe, expect, it } from "vitest";
import { reviewDocument } from "../document";
import { cookiePack } from "./cookies";
import { inForceOn, versionedRules, DUAA_FEB_2026 } from "./dated";
import { eraPack } from "./gb-employment";
import { gdprPack } from "./gdpr";
import { outcomes, statusOf } from "./test-helpers";
import { ccpaPack } from "./us-privacy";

/**
 * Issue 34, round 4: the general causes behind blind set 5's dev-half misses and lawful probe texts. Each breach sits
 * beside a lawful text on the same topic that must not be one.
 */
const gdpr = gdprPack("eu-gdpr", "GDPR");
const ukGdpr = gdprPack("uk-gdpr", "UK GDPR");
const notice = (...lines: string[]) =>
  ["Privacy notice of Beispiel GmbH, Ringstraße 2, Köln, info@beispiel.de. You can contact us at any time.", "We use your data to run your account.", ...lines].join("\n");

describe("Chapter V: remote access from a third country is a transfer", () => {
  it("staff abroad who log in remotely, with no mechanism, breach; with SCCs or IDTA they do not", () => {
    expect(statusOf(gdpr, notice("Our support engineers in Casablanca, Morocco log in remotely to the production database."), "FR", "transfers")).toBe("breached");
    expect(statusOf(gdpr, notice("Our helpdesk team in Manila, Philippines has remote access to your account records."), "NL", "transfers")).toBe("breached");
    expect(
      statusOf(gdpr, notice("Our support staff in Serbia may access the data remotely; these transfers are covered by the Commission's standard contractual clauses."), "NL", "transfers"),
    ).toBe("met");
    expect(statusOf(gdpr, notice("Our support engineers in Paris log in remotely to the production database."), "FR", "transfers")).not.toBe("breached");
    expect(statusOf(ukGdpr, notice("Our outsourcing partner in Cape Town, South Africa logs in to the customer database remotely."), "GB", "transfers")).toBe("breached");
    expect(statusOf(ukGdpr, notice("Our team in Pune, India can access booking records remotely under the International Data Transfer Agreement."), "GB", "transfers")).toBe("met");
  });

  it("a notice that mentions remote access from abroad without a safeguard lacks the Art. 13(1)(f) item", () => {
    const text = [
      "Politique de confidentialité — Exemple SAS",
      "Exemple SAS, 1 rue de Rivoli, Paris, is the controller (privacy@exemple.example).",
      "We use your records to provide our service (contract) and keep them for five years after you leave.",
      "Our engineers in Bangalore, India log in remotely to view your records.",
      "You have the right of access and you can lodge a complaint with the CNIL.",
    ].join("\n");
    expect(statusOf(gdpr, text, "FR", "notice-transfer-safeguards")).toBe("breached");
  });

  it("the UK general principle is Art. 44 before 5 February 2026 and Art. 44A from that day, never both", () => {
    const text = notice("Our support team in Manila, Philippines has remote access to your account records.");
    const before = Object.values(outcomes(ukGdpr, text, "GB", "2026-01-15")).filter((o) => o.id === "transfers");
    const after = Object.values(outcomes(ukGdpr, text, "GB", "2026-03-01")).filter((o) => o.id === "transfers");
    expect(before.map((o) => [o.provision, o.status, o.cites.map((c) => c.article)])).toEqual([["Art. 44", "breached", ["46", "49"]]]);
    expect(after.map((o) => [o.provision, o.status, o.cites.map((c) => c.article)])).toEqual([["Art. 44A", "breached", ["44A", "46", "49"]]]);
    // The EU rule is not dated.
    expect(Object.values(outcomes(gdpr, text, "DE", "2026-01-15")).find((o) => o.id === "transfers")?.provision).toBe("Art. 44");
  });

  it("a dated value keeps its start and source, and the version in force is the latest started", () => {
    const entries = [
      { value: "old", from: "2021-01-01", source: "A" },
      { value: "new", from: DUAA_FEB_2026.from, source: "B" },
    ];
    expect(inForceOn(entries, "2020-12-31")).toBeNull();
    expect(inForceOn(entries, "2026-02-04")?.value).toBe("old");
    expect(inForceOn(entries, "2026-02-05")?.source).toBe("B");
    const rules = versionedRules(entries, (e) => ({ id: e.value, provision: e.value, cites: [], obligation: "", severity: "low", fix: "", test: () => null }));
    expect(rules.map((r) => [r.inForceFrom, r.inForceUntil, r.replacesEarlier])).toEqual([
      [undefined, "2026-02-05", undefined],
      ["2026-02-05", undefined, true],
    ]);
  });
});

describe("GDPR: documentation, retention read next to its data, access, Art. 9", () => {
  it("Art. 33(5): breaches left unrecorded breach; a register of every breach meets it", () => {
    expect(statusOf(gdpr, "Breach procedure. Breaches that the DPO decides need not be notified are closed and no record of them is kept.", "IT", "breach-documentation")).toBe("breached");
    expect(statusOf(gdpr, "Breach procedure. All personal data breaches are recorded in the breach register, whether or not they are notified.", "DE", "breach-documentation")).toBe("met");
  });

  it("Art. 5(1)(e): candidates' files for ten years and monitoring captures for five breach; six months does not", () => {
    expect(statusOf(gdpr, notice("If you are not hired, we keep your application for ten years for future vacancies."), "DE", "storage-limitation")).toBe("breached");
    expect(statusOf(gdpr, notice("If you are not hired, we keep your application for ten years if you agree to join our talent pool."), "DE", "storage-limitation")).not.toBe("breached");
    expect(
      statusOf(gdpr, notice("We keep personnel files for six years after your employment ends, and records of unsuccessful candidates for six months."), "GB", "storage-limitation"),
    ).not.toBe("breached");
    expect(statusOf(gdpr, "Monitoring policy. The agent takes a webcam photo every five minutes. Recordings and photos are kept for five years.", "FR", "storage-limitation")).toBe("breached");
    expect(statusOf(gdpr, "CCTV policy. CCTV footage is kept for 30 days and then overwritten.", "IE", "storage-limitation")).not.toBe("breached");
  });

  it("Art. 15(1): access cut to the last months breaches; full copies free of charge do not", () => {
    expect(statusOf(gdpr, "We provide copies of the data only for the last 12 months; older records are not included in a response.", "IE", "access-complete")).toBe("breached");
    expect(statusOf(gdpr, "Members may ask for a copy of all their personal data free of charge.", "IE", "access-complete")).not.toBe("breached");
  });

  it("Art. 9(2): health data passed on for marketing, and fingerprints made compulsory with no condition, breach", () => {
    expect(statusOf(gdpr, "Health questionnaires completed by employees are shared with our insurance partner for marketing purposes.", "ES", "special-category")).toBe("breached");
    expect(statusOf(gdpr, "All employees must provide their fingerprints for the clocking-in system; no alternative is offered.", "ES", "special-category")).toBe("breached");
    expect(statusOf(gdpr, notice("We process your health data to treat you, on the basis of Article 9(2)(h) GDPR."), "DE", "special-category")).not.toBe("breached");
  });

  it("notice items: internal readers are recipients; 'performance of contract' is a basis; a state authority takes complaints", () => {
    expect(statusOf(gdpr, notice("Your application is seen only by the HR team and the hiring managers."), "DE", "notice-recipients")).toBe("met");
    expect(statusOf(gdpr, notice("We use your booking details to organise your trip (performance of contract)."), "DE", "notice-basis")).toBe("met");
    expect(statusOf(gdpr, notice("You have the right to complain to the LDI NRW."), "DE", "notice-complaint")).toBe("met");
  });

  it("Art. 7: consent 'only if you tick the box' is not bundled; an easier route that is refused does not help", () => {
    expect(
      statusOf(gdpr, notice("We use your data to handle repairs (performance of our contract) and, only if you tick the box, to send our newsletter (consent)."), "FR", "conditional-consent"),
    ).not.toBe("breached");
    expect(statusOf(gdpr, notice("To withdraw this consent you must send a signed letter to our office; withdrawal by email or in the app is not possible."), "NL", "withdrawal")).toBe("breached");
    expect(statusOf(gdpr, notice("To withdraw, send a signed letter to our office or use the link in the app."), "NL", "withdrawal")).not.toBe("breached");
  });

  it("a French heading 'Politique de confidentialité' and an English 'Privacy Notice' heading make the text the notice", () => {
    expect(reviewDocument("Politique de confidentialité — Exemple SAS\nWe sell nothing.").kinds.has("privacy_notice")).toBe(true);
    expect(reviewDocument("Rewards — Program Terms and Privacy Notice (California)\nMembers earn points.").kinds.has("privacy_notice")).toBe(true);
  });
});

describe("cookies, ERA notice, CCPA", () => {
  const tdddg = cookiePack("de-tdddg", "TDDDG", "§ 25(1)", "25");
  const banner = "Cookie notice. This website uses cookies. When you open any page, Google Analytics and our advertising partners' cookies are set. By using this website you acknowledge this.\n[Got it]";
  it("trackers set on opening a page, 'you acknowledge' and '[Got it]' with no refusal breach", () => {
    const o = outcomes(tdddg, banner, "DE");
    expect([o["cookie-before-choice"].status, o["cookie-implied-consent"].status, o["cookie-refusal"].status]).toEqual(["breached", "breached", "breached"]);
    const lawful = "Cookie settings. No optional cookie is placed before you make your choice; advertising cookies are set only after you click Accept.\n[Accept all] [Reject all] [Settings]";
    expect(statusOf(tdddg, lawful, "DE", "cookie-refusal")).not.toBe("breached");
    expect(statusOf(tdddg, lawful, "DE", "cookie-before-choice")).not.toBe("breached");
  });

  it("ERA s. 86: \"one week's notice regardless of service\" breaches, with the wording right", () => {
    const o = outcomes(eraPack(), "Contract of employment. Pay: £13.00 per hour. Hours: 40 hours per week. Holiday: 28 days. Termination: the Company may terminate your employment on one week's notice at any time, regardless of your length of service.", "GB")["era-minimum-notice"];
    expect(o.status).toBe("breached");
    expect(o.finding).toContain("1 week's notice");
  });

  it("ERA s. 1: an employee privacy notice that mentions 'your employment contract' is not the written statement", () => {
    const privacyNotice = [
      "Employee privacy notice — Fenwick Joinery Ltd",
      "We process your contact, payroll and right-to-work details to perform your employment contract and meet our legal obligations.",
      "Payroll is run by our accountants; we share your data with HMRC and our pension provider. Wages are paid monthly.",
    ].join("\n");
    expect(statusOf(eraPack(), privacyNotice, "GB", "era-written-statement")).not.toBe("breached");
    expect(statusOf(eraPack(), "Contract of employment — Fenwick Joinery Ltd\nPay: £13.00 per hour, paid monthly. Overtime is paid at time and a half.", "GB", "era-written-statement")).toBe("breached");
  });

  it("CCPA: a request fee breaches § 1798.130(a)(2), not § 1798.125; lost points on opt-out breach § 1798.125; GPC 'not currently' ignored", () => {
    const ccpa = ccpaPack();
    const fee = "We sell customer lists to data brokers. We charge a $10 processing fee for each request, and we respond within 45 days. We will not discriminate against you for exercising your privacy rights.";
    expect(statusOf(ccpa, fee, "US-CA", "ccpa-response-time")).toBe("breached");
    expect(statusOf(ccpa, fee, "US-CA", "ccpa-no-retaliation")).not.toBe("breached");
    expect(statusOf(ccpa, "We share purchase history with advertising partners. Members who opt out of the sale or sharing of their personal information will no longer earn points or receive member prices.", "US-CA", "ccpa-no-retaliation")).toBe("breached");
    expect(statusOf(ccpa, "We share data with advertising partners. We will not deny you goods or charge you a different price because you exercised your rights.", "US-CA", "ccpa-no-retaliation")).not.toBe("breached");
    expect(statusOf(ccpa, "We sell customer lists to data brokers. We do not currently respond to Global Privacy Control signals.", "US-CA", "ccpa-opt-out-signal")).toBe("breached");
  });
});
