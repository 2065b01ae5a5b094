import { describe, expect, it } from "vitest";
import { dpdpPack } from "./asia-latam-privacy";
import { cookiePack } from "./cookies";
import { eraPack, nmwPack, wtrPack } from "./gb-employment";
import { gdprPack } from "./gdpr";
import { outcomes, statusOf } from "./test-helpers";
import { ccpaPack } from "./us-privacy";

/**
 * The rules' concept-level patterns (lib/compliance/rules/facts.ts) in use: each breach in a wording no rule spells
 * out, and beside it a lawful or silent text on the same topic that must not be a breach.
 */
const gdpr = gdprPack("eu-gdpr", "GDPR");
const notice = (...lines: string[]) =>
  ["Privacy notice of Beispiel GmbH, Ringstraße 2, Köln, info@beispiel.de. You can contact us at any time.", "We use your data to run your account.", ...lines].join("\n");

describe("GDPR with generalised facts", () => {
  it("Art. 12(3): a limit over one month in any wording breaches; one month with a lawful extension does not", () => {
    expect(statusOf(gdpr, notice("Your requests for a copy of your data are dealt with in eight weeks."), "DE", "reply-deadline")).toBe("breached");
    expect(statusOf(gdpr, notice("We settle access requests no later than forty-five days after receipt."), "DE", "reply-deadline")).toBe("breached");
    expect(statusOf(gdpr, notice("We respond to requests within one month; for complex requests we may extend this by two months and will tell you why."), "DE", "reply-deadline")).toBe("met");
  });

  it("Art. 5(1)(e): retention at the organisation's judgement breaches, a criterion does not", () => {
    expect(statusOf(gdpr, notice("Old contracts remain in our archive for as long as the directors think useful."), "DE", "storage-limitation")).toBe("breached");
    expect(statusOf(gdpr, notice("We do not keep any of your data indefinitely."), "DE", "storage-limitation")).not.toBe("breached");
    expect(statusOf(gdpr, notice("Your playlists stay in your library for as long as you wish."), "DE", "storage-limitation")).not.toBe("breached");
  });

  it("Art. 7(4) and 7(3): marketing tied to registration and withdrawal by letter only breach", () => {
    expect(statusOf(gdpr, notice("By registering you agree that our affiliates may text you promotions."), "DE", "conditional-consent")).toBe("breached");
    expect(statusOf(gdpr, notice("Marketing texts are optional: tick the separate box if you want them."), "DE", "conditional-consent")).not.toBe("breached");
    expect(statusOf(gdpr, notice("By creating an account you accept our terms; texts about promotions are a separate choice you can refuse."), "DE", "conditional-consent")).not.toBe("breached");
    expect(statusOf(gdpr, notice("By joining our mailing list you agree to receive our monthly offers."), "DE", "conditional-consent")).not.toBe("breached");
    expect(statusOf(gdpr, notice("When you book, your name is passed to the partner hotel so that it can provide your room."), "DE", "conditional-consent")).not.toBe("breached");
    expect(statusOf(gdpr, notice("To withdraw your consent to texts, send a signed form by registered mail."), "DE", "withdrawal")).toBe("breached");
    expect(statusOf(gdpr, notice("You may withdraw your consent at any time in the app."), "DE", "withdrawal")).toBe("met");
  });

  it("Art. 21(3): marketing that goes on after an objection breaches", () => {
    expect(statusOf(gdpr, notice("Even if you opt out, we will still email you seasonal offers."), "DE", "marketing-objection")).toBe("breached");
    expect(statusOf(gdpr, notice("If you opt out, we will not continue to email you offers."), "DE", "marketing-objection")).not.toBe("breached");
    expect(statusOf(gdpr, notice("If you object, marketing stops, but we still send service messages about your orders."), "DE", "marketing-objection")).not.toBe("breached");
  });

  it("Art. 34: telling people only at discretion breaches; the law's own high-risk threshold does not", () => {
    const plan = "Security incident plan. Guests are informed of a breach only where we think it appropriate.";
    expect(statusOf(gdpr, plan, "DE", "breach-individuals")).toBe("breached");
    expect(statusOf(gdpr, "Security incident plan. Guests are informed of a breach only where it is likely to result in a high risk to them.", "DE", "breach-individuals")).not.toBe("breached");
    expect(statusOf(gdpr, "Security incident plan. Guests are informed of a breach without undue delay where it is likely to result in a high risk.", "DE", "breach-individuals")).not.toBe("breached");
  });

  it("Art. 9: biometric data on consent made a condition of the job breaches", () => {
    expect(statusOf(gdpr, notice("Staff must consent to facial recognition at the entrance as a condition of employment."), "DE", "special-category")).toBe("breached");
  });

  it("Art. 9 and Art. 44: animals' health is not a person's, and 'none outside the EU' is no transfer", () => {
    expect(statusOf(gdpr, notice("We keep each pet's medical history on the basis of our legitimate interest in treating it well."), "FR", "special-category")).not.toBe("breached");
    expect(statusOf(gdpr, notice("Transfers: none outside the EU."), "FR", "transfers")).not.toBe("breached");
    expect(statusOf(gdpr, notice("Transfers: our host stores data in the United States."), "FR", "transfers")).toBe("breached");
  });

  it("notice items are not demanded of an internal procedure that does not address the people concerned", () => {
    const runbook = "Incident procedure. The IT team isolates affected systems. The data protection officer reports each breach to the authority within 72 hours.";
    expect(statusOf(gdpr, runbook, "DE", "notice-complaint")).toBe("not_assessable");
    expect(statusOf(gdpr, runbook, "DE", "notice-rights")).toBe("not_assessable");
  });

  it("Art. 13(2)(f): a denied automated decision needs no explanation of logic", () => {
    expect(statusOf(gdpr, notice("Privacy notice. You have rights. We never take automated decisions about you."), "DE", "notice-automated-logic")).toBe("not_assessable");
  });
});

describe("cookies with generalised facts", () => {
  const de = cookiePack("de-tdddg", "TDDDG", "§ 25(1)", "25");
  const gb = cookiePack("uk-pecr-2003", "PECR", "reg. 6", "6");
  it("tick marks and 'untick' show pre-ticked boxes", () => {
    expect(statusOf(de, "Cookie choices\n[✔] Marketing cookies\n[✔] Statistics cookies\n[Save]", "DE", "cookie-preticked")).toBe("breached");
    expect(statusOf(de, "Cookie choices: advertising cookies are enabled by default, untick to refuse.\n[Save]", "DE", "cookie-preticked")).toBe("breached");
  });

  it("legitimate interests or an opt-out do not replace consent; exempt analytics in GB stay lawful", () => {
    expect(statusOf(de, "Cookie notice. We run retargeting pixels on the basis of our legitimate interests.", "DE", "cookie-no-consent")).toBe("breached");
    expect(statusOf(de, "Cookie notice. We do not rely on legitimate interests: advertising cookies are set only if you click Accept.", "DE", "cookie-no-consent")).not.toBe("breached");
    expect(statusOf(gb, "Cookie notice. We use first-party analytics cookies for aggregate statistics; you can turn these off in settings.", "GB", "cookie-no-consent")).not.toBe("breached");
    expect(statusOf(de, "Cookie notice. Our analytics cookies run only if you agree, and you can switch them off later in settings.", "DE", "cookie-no-consent")).not.toBe("breached");
    expect(statusOf(de, "Cookie notice. We use Google Analytics cookies. You can opt out of them with a browser add-on.", "DE", "cookie-no-consent")).toBe("breached");
  });
});

describe("GB employment with generalised facts", () => {
  const wtr = wtrPack();
  const era = eraPack();
  const terms = (...lines: string[]) => ["Staff handbook — Example Ltd", "Wages are paid weekly at £13.10 per hour.", ...lines].join("\n");
  it("reg. 10: less than 11 hours between shifts by clock times", () => {
    expect(statusOf(wtr, terms("The late shift finishes at 10pm and staff start again at 6am the following morning."), "GB", "wtr-daily-rest")).toBe("breached");
    expect(statusOf(wtr, terms("The late shift finishes at 10pm and staff start again at 10am the following morning."), "GB", "wtr-daily-rest")).not.toBe("breached");
  });

  it("reg. 11: more than 12 consecutive working days", () => {
    expect(statusOf(wtr, terms("At harvest pickers work sixteen consecutive days."), "GB", "wtr-weekly-rest")).toBe("breached");
    expect(statusOf(wtr, terms("Pickers work five consecutive days and then have two days off."), "GB", "wtr-weekly-rest")).not.toBe("breached");
  });

  it("reg. 12: no break in a shift over six hours, but not in a five-hour one", () => {
    expect(statusOf(wtr, terms("Shifts last nine hours and there is no rest break."), "GB", "wtr-breaks")).toBe("breached");
    expect(statusOf(wtr, terms("Shifts last five hours and there is no rest break."), "GB", "wtr-breaks")).not.toBe("breached");
    expect(statusOf(wtr, terms("Shifts last nine hours; nobody works more than six hours without a rest break."), "GB", "wtr-breaks")).not.toBe("breached");
  });

  it("reg. 5: an opt-out for the whole employment, or required of every starter, breaches", () => {
    expect(statusOf(wtr, terms("Your opt-out from the 48-hour week stays in force for the whole of your employment."), "GB", "wtr-opt-out")).toBe("breached");
    expect(statusOf(wtr, terms("Every new recruit must sign the opt-out from the 48-hour week."), "GB", "wtr-opt-out")).toBe("breached");
    expect(statusOf(wtr, terms("Signing the opt-out from the 48-hour week is never a condition of employment; you may end it on seven days' notice."), "GB", "wtr-opt-out")).toBe("met");
  });

  it("NMW: with no age stated, pay below the National Living Wage is a breach for any worker of 21 or over (issue 34), below every rate a breach for all", () => {
    const pay = (...lines: string[]) => ["Terms of engagement — Example Ltd", "Hours: 30 hours per week.", ...lines].join("\n");
    expect(statusOf(nmwPack(), pay("Pay: £11.40 per hour."), "GB", "nmw-rate")).toBe("breached");
    expect(outcomes(nmwPack(), pay("Pay: £11.40 per hour."), "GB")["nmw-rate"].finding).toMatch(/breach for any worker aged 21 or over; lawful only if every worker is under 21/);
    expect(statusOf(nmwPack(), pay("Pay: £7.10 per hour."), "GB", "nmw-rate")).toBe("breached");
    expect(statusOf(nmwPack(), pay("All staff are 21 or over.", "Pay: £11.40 per hour."), "GB", "nmw-rate")).toBe("breached");
  });

  it("s. 27A and s. 86 in other words", () => {
    expect(statusOf(era, terms("We cannot guarantee you any shifts.", "You are not permitted to take shifts with another agency."), "GB", "era-zero-hours-exclusivity")).toBe("breached");
    expect(statusOf(era, terms("Your hours are 37 a week.", "You are not permitted to take shifts with another agency."), "GB", "era-zero-hours-exclusivity")).not.toBe("breached");
    expect(statusOf(era, terms("The company gives four weeks' notice irrespective of length of service."), "GB", "era-minimum-notice")).toBe("breached");
    expect(statusOf(era, terms("After ten years' service the company gives six weeks' notice."), "GB", "era-minimum-notice")).toBe("breached");
    expect(statusOf(era, terms("After ten years' service the company gives ten weeks' notice."), "GB", "era-minimum-notice")).not.toBe("breached");
  });
});

describe("CCPA and DPDP with generalised facts", () => {
  const ccpa = ccpaPack();
  const dpdp = dpdpPack();
  const policy = (...lines: string[]) => ["Privacy Policy for California residents of Acme Inc.", "We collect identifiers and purchase history.", ...lines].join("\n");
  it("CCPA: a fee for deleting, selling under-16s unless a parent objects, a 90-day limit", () => {
    // A fee for the request itself: requests are answered free of charge (§ 1798.130(a)(2)), the more specific rule.
    expect(statusOf(ccpa, policy("Consumers who ask us to delete their data will pay a $3 processing fee."), "US-CA", "ccpa-response-time")).toBe("breached");
    expect(statusOf(ccpa, policy("We will not charge you a fee for exercising your rights."), "US-CA", "ccpa-no-retaliation")).not.toBe("breached");
    expect(statusOf(ccpa, policy("We sell browsing data of 14-year-old users unless a parent tells us not to."), "US-CA", "ccpa-minors")).toBe("breached");
    expect(statusOf(ccpa, policy("Requests to delete may take up to 90 days to answer."), "US-CA", "ccpa-response-time")).toBe("breached");
  });

  it("DPDP: purposes the fiduciary decides, consent that cannot be revoked, breaches reported above a threshold", () => {
    const asOf = "2027-06-01";
    expect(statusOf(dpdp, "By signing up you agree that we may use your data for whatever purposes the company decides.", "IN", "dpdp-consent", asOf)).toBe("breached");
    expect(statusOf(dpdp, "By signing up you give consent, which cannot be revoked.", "IN", "dpdp-withdrawal", asOf)).toBe("breached");
    expect(statusOf(dpdp, "Incident policy. Customers and the Board are notified of a breach only if it affects more than 1,000 people.", "IN", "dpdp-breach-notice", asOf)).toBe("breached");
    expect(statusOf(dpdp, "Incident policy. The Board and each affected customer are notified of every breach.", "IN", "dpdp-breach-notice", asOf)).toBe("met");
  });
});
