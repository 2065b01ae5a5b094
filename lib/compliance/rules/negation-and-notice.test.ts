import { describe, expect, it } from "vitest";
import { reviewDocument } from "../document";
import { lgpdPack } from "./asia-latam-privacy";
import { firstBreach, presentsAsNotice } from "./build";
import { cookiePack } from "./cookies";
import { nmwPack, wtrPack } from "./gb-employment";
import { gdprPack } from "./gdpr";
import { statusOf } from "./test-helpers";
import { ccpaPack } from "./us-privacy";

/**
 * The general causes of wrong findings fixed in issue 34's third round, each beside the breach it must still find: a
 * negated fact is not a breach unless the breach is the denial itself, and silence breaches a notice item only in the
 * notice itself.
 */
const ctx = (text: string) => ({ doc: reviewDocument(text), jurisdiction: "DE", asOf: "2026-11-27" });
const gdpr = gdprPack("eu-gdpr", "GDPR");
const ukGdpr = gdprPack("uk-gdpr", "UK GDPR");

describe("a breach pattern's facts must be affirmed", () => {
  it("skips a sentence whose fact is denied, finds the next one that affirms it", () => {
    const p = [{ all: [/\bticked in advance\b/i, /\bnewsletter\b/i] }];
    expect(firstBreach(ctx("The newsletter box is not ticked in advance."), p)).toBeNull();
    expect(firstBreach(ctx("The newsletter box is not ticked in advance. The newsletter box is ticked in advance."), p)?.text).toBe("The newsletter box is ticked in advance.");
  });

  it("a pattern whose breach is a denial keeps it", () => {
    const text = "We have not carried out a data protection impact assessment.";
    expect(firstBreach(ctx(text), [{ all: [/\bimpact assessment\b/i, /\bnot (been )?carried out\b/i] }])).toBeNull();
    expect(firstBreach(ctx(text), [{ negationIsTheFact: true, all: [/\bimpact assessment\b/i, /\bnot (been )?carried out\b/i] }])).not.toBeNull();
    expect(statusOf(gdpr, "Privacy notice of X GmbH. We have not carried out a data protection impact assessment for the face recognition at our doors.", "DE", "dpia")).toBe("breached");
  });

  it("a lawful denial embedding the practice is no breach: 'no application is rejected by software without a human review'", () => {
    const text = (line: string) => `Privacy notice — X GmbH, Ring 1, Köln, privacy@x.example. ${line}`;
    expect(statusOf(gdpr, text("No application is rejected by software without a human review."), "DE", "automated-decisions")).not.toBe("breached");
    expect(statusOf(gdpr, text("Applications are rejected by our scoring software with no human review."), "DE", "automated-decisions")).toBe("breached");
    expect(statusOf(gdpr, text("Passwords are hashed and never stored in plain text."), "DE", "security")).not.toBe("breached");
    expect(statusOf(wtrPack(), "Contract of employment. Staff never work 14 days in a row.", "GB", "wtr-weekly-rest")).not.toBe("breached");
  });

  it("cookie banners: 'closing this banner does not mean you consent' is not implied consent", () => {
    const fr = cookiePack("fr-loi-informatique-et-libertes", "Loi", "art. 82", "82");
    expect(statusOf(fr, "We use advertising cookies only if you accept. Closing this banner does not mean you consent. [Accept all] [Reject all]", "FR", "cookie-implied-consent")).not.toBe("breached");
    expect(statusOf(fr, "We use advertising cookies. Closing this banner means you consent to them. [OK]", "FR", "cookie-implied-consent")).toBe("breached");
  });

  it("marketing kept until the person unsubscribes is not marketing continued after an objection", () => {
    expect(statusOf(gdpr, "Newsletter sign-up. We use your email address for the newsletter only with your consent and keep it until you unsubscribe.", "DE", "marketing-objection")).not.toBe("breached");
    expect(statusOf(gdpr, "Newsletter sign-up. Even after you unsubscribe we will continue to send you offers from our partners.", "DE", "marketing-objection")).toBe("breached");
  });

  it("'never more than six hours without a 20-minute break' grants the break", () => {
    const wtr = wtrPack();
    expect(statusOf(wtr, "Contract of employment. Shifts are 8 hours long. You will never work more than six hours without a 20-minute break.", "GB", "wtr-breaks")).not.toBe("breached");
    expect(statusOf(wtr, "Contract of employment. Shifts are 8 hours long. Staff work without a break.", "GB", "wtr-breaks")).toBe("breached");
  });
});

describe("notice items: silence breaches only in the notice itself", () => {
  it("a text headed as a privacy notice must carry the items; a form or extract need not", () => {
    expect(presentsAsNotice(ctx("Privacy notice — X GmbH. We use your data to run your account. You have the right of access."))).toBe(true);
    expect(presentsAsNotice(ctx("Newsletter sign-up. We use your email address to send you our newsletter. You can unsubscribe at any time."))).toBe(false);
    const extract = "Newsletter sign-up — X GmbH. We use your email address to send you our newsletter with your consent. You can unsubscribe at any time in your account.";
    expect(statusOf(gdpr, extract, "DE", "notice-complaint")).toBe("not_assessable");
    // Headed as the notice and stating the controller, basis, recipients and retention: a whole notice without the complaint.
    const whole = `${extract} Our mailing provider sends the newsletter for us. We keep your address until you unsubscribe.`;
    expect(statusOf(gdpr, whole, "DE", "notice-complaint")).toBe("not_assessable");
    expect(statusOf(gdpr, `Privacy notice — ${whole}`, "DE", "notice-complaint")).toBe("breached");
  });

  it("retention stated as deletion meets the item; a right to ask for deletion does not", () => {
    expect(statusOf(gdpr, "Privacy notice — X GmbH. You have the right of access. We delete your readings 24 months after you close your account.", "DE", "notice-retention")).toBe("met");
    expect(statusOf(gdpr, "Privacy notice — X GmbH. We use your email to send receipts (contract); our payment provider receives your card details. You have the right to ask us to delete your data; we reply within one month. You may complain to the supervisory authority.", "DE", "notice-retention")).toBe("breached");
  });
});

describe("other facts in any wording", () => {
  it("CCPA: requests by post only, other channels refused, breach § 1798.130(a)(1); a toll-free line as well does not", () => {
    const ccpa = ccpaPack();
    const head = "Privacy Policy for California Residents. ";
    expect(statusOf(ccpa, `${head}California residents may request to delete their personal information by writing to PO Box 4, San Diego. We do not accept requests by email or phone.`, "US-CA", "ccpa-request-methods")).toBe("breached");
    expect(statusOf(ccpa, `${head}You may request to delete your personal information by writing to PO Box 4, San Diego, or by calling our toll-free number 1-800-555-0100.`, "US-CA", "ccpa-request-methods")).not.toBe("breached");
  });

  it("LGPD: authorising processing 'for any purposes' is generic consent (Art. 8); answering access in 30 days is late (Art. 19)", () => {
    const lgpd = lgpdPack();
    expect(statusOf(lgpd, "Política de Privacidade. By using the app you authorise us to process your personal data for any purposes.", "BR", "lgpd-generic-consent")).toBe("breached");
    expect(statusOf(lgpd, "Política de Privacidade. We answer requests for confirmation and access to your data within 30 days.", "BR", "lgpd-access-time")).toBe("breached");
  });

  it("NMW: an age given as 'N years old' sets the rate", () => {
    expect(statusOf(nmwPack(), "Worker agreement. You will be paid £10.20 per hour. You confirm that you are 26 years old.", "GB", "nmw-rate")).toBe("breached");
  });

  it("UK GDPR transfers: 'approved by regulations' or the IDTA meet Art. 44A; offshore support with none breaches", () => {
    const notice = (line: string) => `Privacy notice — X Ltd. You have the right of access. ${line}`;
    expect(statusOf(ukGdpr, notice("Our support team in India can see your orders; transfers rely on the International Data Transfer Agreement."), "GB", "transfers")).toBe("met");
    expect(statusOf(ukGdpr, notice("Your data is stored by our supplier in Pakistan."), "GB", "transfers")).toBe("breached");
  });
});
