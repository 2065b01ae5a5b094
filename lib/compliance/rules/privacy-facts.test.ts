import { describe, expect, it } from "vitest";
import { cookiePack } from "./cookies";
import { gdprPack } from "./gdpr";
import { dpdpPack, lgpdPack, sgPdpaPack } from "./asia-latam-privacy";
import { ccpaPack, coloradoPack, virginiaPack } from "./us-privacy";
import { answersRequestAt, benefitTiedToConsent, conductTakenAsConsent, targetsAds } from "./privacy-facts";
import { retainsWithoutLimit, withdrawalObstacle } from "./facts";
import { reviewDocument } from "../document";
import { detectApplicableLaws } from "../detect";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { withElectronicMarketing } from "./e-marketing";
import { sendsTo, THIRD_COUNTRY } from "./concepts";
import { statusOf } from "./test-helpers";

const gdpr = gdprPack("eu-gdpr", "GDPR");
const es = cookiePack("es-lssi", "LSSI", "art. 22.2", "22");

describe("conduct read as consent", () => {
  it("finds conduct that is not a choice read as a yes, in several wordings", () => {
    expect(conductTakenAsConsent("Installing the app counts as your agreement to location tracking.")).toBe(true);
    expect(conductTakenAsConsent("If you stay on this page, we will treat that as your consent.")).toBe(true);
    expect(conductTakenAsConsent("By simply scrolling down you are deemed to accept our analytics.")).toBe(true);
    expect(conductTakenAsConsent("Closing this window means you're happy with ads.")).toBe(true);
  });
  it("is not fooled by a denial, a real choice or a mere mention of consent", () => {
    expect(conductTakenAsConsent("Closing this banner does not count as consent.")).toBe(false);
    expect(conductTakenAsConsent("Using cookies means we can remember your consent choices.")).toBe(false);
    expect(conductTakenAsConsent("Click 'Allow' to give your consent.")).toBe(false);
  });
  it("breaches the cookie rule when the sentence before names the cookies, and GDPR Art. 4(11) outside cookies", () => {
    const banner = "We and our partners use cookies for ads and statistics.\nCarry on reading and we'll take it as a yes.\n[OK]";
    expect(statusOf(es, banner, "ES", "cookie-implied-consent")).toBe("breached");
    const form = "Health club sign-up. Joining the club is treated as consent to share your fitness data with our insurance partners. Email: ____";
    expect(statusOf(gdpr, form, "DE", "lawful-consent")).toBe("breached");
    expect(statusOf(gdpr, "Signing up means you accept our house rules.", "DE", "lawful-consent")).not.toBe("breached");
  });
  it("breaches Virginia § 59.1-578 when using the app is read as agreement to sensitive data", () => {
    const text = "Virginia privacy notice. Opening the app is taken as your consent to our use of your precise geolocation.";
    expect(statusOf(virginiaPack(), text, "US-VA", "va-sensitive-consent")).toBe("breached");
  });
});

describe("a benefit conditioned on consent", () => {
  it("finds a benefit withheld unless the person agrees to optional processing", () => {
    expect(benefitTiedToConsent("The 10% discount applies only if you also agree to receive partner promotions.")).toBe(true);
    expect(benefitTiedToConsent("Free Wi-Fi is available only to guests who consent to marketing emails.")).toBe(true);
  });
  it("does not read consent to the marketing itself, or an optional offer, as a condition", () => {
    expect(benefitTiedToConsent("We only send offers if you agree to receive them.")).toBe(false);
    expect(benefitTiedToConsent("Your card works either way; you get partner offers only if you opt in.")).toBe(false);
  });
  it("breaches GDPR Art. 7(4), DPDP s. 6(1) and PDPA s. 14(2)(a)", () => {
    const text = "Privacy notice. Members' points only count for people who agree to be contacted by our sponsors.";
    expect(statusOf(gdpr, text, "FR", "conditional-consent")).toBe("breached");
    expect(statusOf(dpdpPack(), text, "IN", "dpdp-consent")).toBe("breached");
    expect(statusOf(sgPdpaPack(), text, "SG", "sg-consent-condition")).toBe("breached");
  });
});

describe("reply times and other facts", () => {
  it("a reply time right after the sentence listing the rights is the time to answer requests; an appeal period is not", () => {
    const doc = reviewDocument("You can ask to see or erase your data. You will hear back from us within 75 days. You may appeal our decision on a request within 60 days.");
    expect(answersRequestAt(doc.sentences, 1)).toBe(true);
    expect(answersRequestAt(doc.sentences, 2)).toBe(false);
  });
  it("keeping data while it interests the business is open-ended; a purpose criterion is not", () => {
    expect(retainsWithoutLimit("Leads are stored while they are potentially profitable to us.")).toBe(true);
    expect(retainsWithoutLimit("We keep your data as long as it is relevant for the purposes described above.")).toBe(false);
  });
  it("taking someone off the list only by letter makes withdrawal harder", () => {
    expect(withdrawalObstacle("Write us a signed letter and we will remove you from the mailing list.")).toBe("harder");
    expect(withdrawalObstacle("Click the link in any email and we will remove you from the mailing list.")).toBeNull();
  });
  it("trackers that start straight away are set before any choice", () => {
    const text = "Our app. The moment the app opens, analytics SDKs and ad trackers are switched on right away.";
    expect(reviewDocument(text).kinds.has("cookie_notice")).toBe(true);
    expect(statusOf(es, text, "ES", "cookie-before-choice")).toBe("breached");
    expect(statusOf(es, "Our app. Ad trackers are switched on only after you tap Allow.", "ES", "cookie-before-choice")).not.toBe("breached");
  });
});

describe("second-round facts", () => {
  it("Art. 22(1): a loan approved or turned down by software with nobody looking is a solely automated decision", () => {
    const text = "Privacy notice. Credit limits are granted or denied by an algorithm; no member of staff checks them.";
    expect(statusOf(gdpr, text, "DE", "automated-decisions")).toBe("breached");
    expect(statusOf(gdpr, "Privacy notice. An algorithm suggests a credit limit, which a credit officer then decides.", "DE", "automated-decisions")).not.toBe("breached");
  });
  it("Art. 33(1): telling the authority in any wording, a week later, is late", () => {
    const text = "Breach procedure. After a data breach the DPO lets the supervisory authority know within a week.";
    expect(statusOf(gdpr, text, "IE", "breach-authority")).toBe("breached");
    expect(statusOf(gdpr, "Breach procedure. After a data breach the DPO tells the supervisory authority within 72 hours.", "IE", "breach-authority")).not.toBe("breached");
  });
  it("PDPA s. 26D: a head-count above 500 is a threshold the Act does not allow; 500 or more is the Act's own", () => {
    const sg = sgPdpaPack();
    expect(statusOf(sg, "Breach plan. We alert the PDPC only where over 600 people are affected.", "SG", "sg-breach-notice")).toBe("breached");
    expect(statusOf(sg, "Breach plan. We alert the PDPC where 500 or more people are affected.", "SG", "sg-breach-notice")).not.toBe("breached");
  });
  it("Colorado: ads picked from the person's data are targeted advertising, so ignoring GPC is a breach", () => {
    expect(targetsAds([{ text: "We use your purchases to choose the ads you see on other apps." }])).toBe(true);
    expect(targetsAds([{ text: "You can opt out of targeted advertising at any time." }])).toBe(false);
    const text = "Colorado privacy notice. We use your purchases to choose the ads you see on other apps. Our site ignores Global Privacy Control.";
    expect(statusOf(coloradoPack(), text, "US-CO", "co-universal-opt-out")).toBe("breached");
  });
});

describe("third-round facts", () => {
  it("Art. 21(3): an objection to marketing honoured only after a minimum term, the marketing named in the sentence before", () => {
    const text = "Privacy notice. We post members a seasonal brochure. To stop it, write in; this only works once your first year is over.";
    expect(statusOf(gdpr, text, "IT", "marketing-objection")).toBe("breached");
    const lawful = "Privacy notice. We post members a seasonal brochure. To stop it, tell us and we will stop within 10 days.";
    expect(statusOf(gdpr, lawful, "IT", "marketing-objection")).not.toBe("breached");
  });
  it("PDPA s. 16: months of notice before a withdrawal counts is not reasonable notice", () => {
    const sg = sgPdpaPack();
    expect(statusOf(sg, "Policy. Customers withdrawing consent must wait 90 days before the withdrawal takes effect.", "SG", "sg-withdrawal")).toBe("breached");
    expect(statusOf(sg, "Policy. Customers withdrawing consent should allow 10 days for the withdrawal to take effect.", "SG", "sg-withdrawal")).not.toBe("breached");
  });
  it("CCPA: the time an opt-out takes to apply is not the time to answer requests; paying an amount more after opting out is retaliation", () => {
    const ccpa = ccpaPack();
    const text = "California privacy policy. We share data with ad partners. Opt-out requests are processed within 30 days. Customers who opt out are charged $5 extra per order.";
    expect(statusOf(ccpa, text, "US-CA", "ccpa-response-time")).not.toBe("breached");
    expect(statusOf(ccpa, text, "US-CA", "ccpa-no-retaliation")).toBe("breached");
  });
  it("cookie categories activated by default are pre-ticked", () => {
    expect(statusOf(es, "Cookies. Advertising cookies are activated by default.\n[Accept] [Reject]", "ES", "cookie-preticked")).toBe("breached");
  });
});

describe("fourth-round facts", () => {
  it("kept 'in case' it is ever useful is open-ended; kept in case of legal claims for a period is not", () => {
    expect(retainsWithoutLimit("CVs stay on file just in case a role comes up.")).toBe(true);
    expect(retainsWithoutLimit("We keep invoices for six years in case of legal claims.")).toBe(false);
  });
  it("work on the data done by a team abroad is a transfer", () => {
    expect(sendsTo("Our bookkeeping is carried out by a firm in Karachi using our accounts system.", THIRD_COUNTRY)).toBe(true);
    expect(sendsTo("We never send data outside the EU.", THIRD_COUNTRY)).toBe(false);
  });
  it("a list received from a partner and no unsubscribe: two findings under the national rule", () => {
    const lssi = withElectronicMarketing(cookiePack("es-lssi", "LSSI", "art. 22.2", "22"));
    const text = "Campaign brief. We will email our offers to the addresses passed to us by our partner's raffle. The emails won't contain an unsubscribe link.";
    const o = outcomesOf(lssi, text);
    expect(o["lssi-email-marketing"]).toBe("breached");
    expect(o["lssi-email-marketing-refusal"]).toBe("breached");
  });
  it("a staff monitoring policy brings the data protection law though it never says 'personal data'", () => {
    const laws = detectApplicableLaws(builtInRegistry(), "DE", "Monitoring policy. Keystrokes of all call-centre staff are logged.").map((l) => l.sourceId);
    expect(laws).toContain("eu-gdpr");
  });
});

function outcomesOf(pack: Parameters<typeof statusOf>[0], text: string) {
  return Object.fromEntries(["lssi-email-marketing", "lssi-email-marketing-refusal"].map((id) => [id, statusOf(pack, text, "ES", id)]));
}

describe("probe wordings (expected results written before the fixes)", () => {
  const ukGdpr = gdprPack("uk-gdpr", "UK GDPR");
  const fr = cookiePack("fr-loi-informatique-et-libertes", "Loi 78-17", "art. 82", "82");
  it("UK GDPR: 'please allow 8 weeks for a copy of your information' is a reply time over a month", () => {
    const text = "Privacy notice — X Ltd, 1 High St, Leeds (a@x.co.uk). You have the right of access. Please allow 8 weeks for a copy of your information.";
    expect(statusOf(ukGdpr, text, "GB", "reply-deadline")).toBe("breached");
  });
  it("CCPA: data disclosed to ad partners in exchange for free tools is a sale; 'doesn't recognize' a signal ignores it; requests by fax only", () => {
    const ccpa = ccpaPack();
    const text = "California privacy policy. We disclose your browsing data to advertising partners in exchange for free analytics tools. Our website doesn't recognize opt-out preference signals. Requests to know or delete can only be submitted by fax.";
    expect(statusOf(ccpa, text, "US-CA", "ccpa-opt-out-link")).toBe("breached");
    expect(statusOf(ccpa, text, "US-CA", "ccpa-opt-out-signal")).toBe("breached");
    expect(statusOf(ccpa, text, "US-CA", "ccpa-request-methods")).toBe("breached");
  });
  it("Colorado: 'you can't opt out of the sale' states the sale; sensitive data with 'no consent is asked'", () => {
    const co = coloradoPack();
    const text = "Colorado privacy notice. You can't opt out of the sale of your data. We process your precise geolocation; no consent is asked for it.";
    expect(statusOf(co, text, "US-CO", "co-opt-out")).toBe("breached");
    expect(statusOf(co, text, "US-CO", "co-sensitive-consent")).toBe("breached");
  });
  it("LGPD Art. 8: revoking consent only in person is not free and easy", () => {
    expect(statusOf(lgpdPack(), "Privacy policy. Revoking your consent is only possible in person at one of our branches.", "BR", "lgpd-generic-consent")).toBe("breached");
  });
  it("ePrivacy: trackers dropped 'when the home page loads' are set before any choice", () => {
    expect(statusOf(fr, "Cookies. Advertising trackers are dropped on your device when the home page loads.\n[Accept all] [Customise]", "FR", "cookie-before-choice")).toBe("breached");
  });
});

describe("second probe wordings (expected results written before the fixes)", () => {
  it("GDPR Art. 9(2): health data passed to a partner so that it can offer policies is marketing use", () => {
    const text = "Privacy notice. Information about members' health conditions is passed to our insurance partner so that it can offer them policies.";
    expect(statusOf(gdprPack("uk-gdpr", "UK GDPR"), text, "GB", "special-category")).toBe("breached");
  });
  it("CCPA Regs § 7025: 'we never respond to Global Privacy Control' ignores the signal", () => {
    const text = "California privacy policy. We sell listening profiles to data brokers. We never respond to Do Not Track or Global Privacy Control signals.";
    expect(statusOf(ccpaPack(), text, "US-CA", "ccpa-opt-out-signal")).toBe("breached");
  });
  it("DPDP s. 8(6): telling the Board of a breach within 30 days is late; within 72 hours is not", () => {
    expect(statusOf(dpdpPack(), "Privacy policy. We will inform the Board about a personal data breach within 30 days.", "IN", "dpdp-breach-notice", "2027-06-01")).toBe("breached");
    expect(statusOf(dpdpPack(), "Privacy policy. We will inform the Board and each affected data principal about every personal data breach within 72 hours.", "IN", "dpdp-breach-notice", "2027-06-01")).not.toBe("breached");
  });
});

describe("third probe wordings (expected results written before the fixes)", () => {
  it("Art. 17: 'your application cannot be deleted at your request' refuses erasure; a legal retention duty does not", () => {
    expect(statusOf(gdpr, "Privacy notice. Once you have applied, your application cannot be deleted at your request.", "NL", "erasure")).toBe("breached");
    expect(statusOf(gdpr, "Privacy notice. Invoices cannot be deleted before ten years have passed, as tax law requires.", "NL", "erasure")).not.toBe("breached");
  });
  it("Art. 28(3)(g)/(h): data kept for the processor's analytics after the contract ends; the customer may not audit", () => {
    const dpa = "Data processing agreement between the processor and the controller. The processor acts on the controller's documented instructions. After the contract ends, the processor keeps the data for its own analytics. The customer may not audit or inspect the processor.";
    expect(statusOf(gdpr, dpa, "DE", "processor-end-of-contract")).toBe("breached");
    expect(statusOf(gdpr, dpa, "DE", "processor-audits")).toBe("breached");
  });
  it("Art. 32 and 5(1)(e): one shared login with the password on the noticeboard; records kept until the nursery closes", () => {
    const ukGdpr = gdprPack("uk-gdpr", "UK GDPR");
    const text = "Staff rules. Staff share one login to the parent database, and the password is written on the office noticeboard. Children's records are kept until the nursery closes down.";
    expect(statusOf(ukGdpr, text, "GB", "security")).toBe("breached");
    expect(statusOf(ukGdpr, text, "GB", "storage-limitation")).toBe("breached");
  });
  it("Codice art. 130: promotions by SMS 'unless they tell us to stop' are opt-out marketing", () => {
    const it130 = withElectronicMarketing(cookiePack("it-codice-privacy", "Codice", "art. 122", "122"));
    expect(statusOf(it130, "SMS promotions. Customers receive our weekly promotions by SMS unless they tell us to stop.", "IT", "codice-email-marketing")).toBe("breached");
  });
});

describe("fourth probe wordings (expected results written before the fixes)", () => {
  it("Virginia: 'opting out of targeted advertising is not available' denies the opt-out", () => {
    const text = "Virginia privacy notice. We use purchase history to target ads to you on social media. Opting out of targeted advertising is not available.";
    expect(statusOf(virginiaPack(), text, "US-VA", "va-opt-out")).toBe("breached");
  });
  it("DPDP s. 9(1): players 'under 18' confirming a parent's permission by ticking a box is no verifiable consent", () => {
    const text = "Sign-up. Players under 18 confirm their parent's permission by ticking a box; we do not check further.";
    expect(statusOf(dpdpPack(), text, "IN", "dpdp-children", "2027-06-01")).toBe("breached");
  });
  it("CCPA § 1798.121: sensitive data used for ads, 'users cannot limit this use'", () => {
    const text = "California privacy policy. We use your mental health journal entries to tailor recommendations; users cannot limit this use.";
    expect(statusOf(ccpaPack(), text, "US-CA", "ccpa-sensitive-limit")).toBe("breached");
  });
});

describe("fifth probe wordings (expected results written before the fixes)", () => {
  it("'we don't set an end date for deleting customer accounts' is retention without limit, and states retention for Art. 13(2)(a)", () => {
    expect(retainsWithoutLimit("We don't set an end date for deleting customer accounts.")).toBe(true);
    const text = "Privacy notice — X GmbH, Marktplatz 2, München (a@x.de). You have the right of access. We don't set an end date for deleting customer accounts.";
    expect(statusOf(gdpr, text, "DE", "storage-limitation")).toBe("breached");
    expect(statusOf(gdpr, text, "DE", "notice-retention")).toBe("met");
  });
});
