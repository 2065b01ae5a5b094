import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { detectApplicableLaws } from "../detect";
import { lgpdPack, sgPdpaPack } from "./asia-latam-privacy";
import { gdprPack } from "./gdpr";
import { rulePacks } from "./index";
import { statusOf } from "./test-helpers";
import { ccpaPack } from "./us-privacy";

/**
 * Privacy rules read in everyday words (issue 34, eval/compliance/privacy-paraphrase dev half): a policy paragraph or an
 * app screen states the breach without statute terms, often across two sentences; beside each, a lawful near-miss.
 */
const gdpr = gdprPack("eu-gdpr", "GDPR");
const ccpa = ccpaPack();
const breached = (pack: ReturnType<typeof ccpaPack>, text: string, j: string, id: string) => expect(statusOf(pack, text, j, id)).toBe("breached");
const notBreached = (pack: ReturnType<typeof ccpaPack>, text: string, j: string, id: string) => expect(statusOf(pack, text, j, id)).not.toBe("breached");

describe("detection of texts about people's data in everyday words", () => {
  const registry = builtInRegistry();
  const ids = (j: string, text: string) => detectApplicableLaws(registry, j, text).map((l) => l.sourceId);
  it("records named in plain nouns, ads picked for someone, data sold or software deciding bring the privacy law", () => {
    expect(ids("DE", "Good to know: your workout logs and profile stay on our servers permanently.")).toContain("eu-gdpr");
    expect(ids("NL", "You said yes to personalised offers with a single click when you joined.")).toContain("eu-gdpr");
    expect(ids("NL", "Loan applications are approved or turned down automatically by our scoring system.")).toContain("eu-gdpr");
    expect(ids("US-CA", "We sell your browsing and purchase details to data brokers and advertisers.")).toContain("us-ca-ccpa");
  });
  it("a text about no person's data brings none", () => {
    expect(ids("DE", "Our bakery opens at seven and closes at six; the health and safety poster is by the door.")).not.toContain("eu-gdpr");
  });
});

describe("GDPR in everyday words", () => {
  it("Art. 7(3): a yes by one click, taking it back by post or not at all", () => {
    breached(gdpr, "You said yes to personalised offers with a single click when you joined. If you change your mind, you'll need to send a signed letter by post to our head office.", "NL", "withdrawal");
    breached(gdpr, "Heads up: once you allow us to use your location for tailored deals, you can't undo it. The choice is final.", "IE", "withdrawal");
    notBreached(gdpr, "You can change your mind about personalised offers at any time: just flip the switch in Settings, the same way you turned it on.", "ES", "withdrawal");
  });
  it("Art. 8(1): the age asked in one sentence, the agreement and no adult in others", () => {
    breached(gdpr, "Are you 11 or older? Great! Tap 'I agree' to let us use your info for personalised ads. No need to ask a grown-up!", "FR", "child-consent");
    notBreached(gdpr, "Under-16s can only turn on personalised ads after a parent approves it through the email link we send them.", "IE", "child-consent");
  });
  it("Art. 9: health facts used for adverts with nobody asked, the reason given in the next sentence", () => {
    breached(gdpr, "We look at the medicines you order through our pharmacy app to decide which health product adverts to show you. We do this because it is in our business interest, so we don't ask you first.", "DE", "special-category");
    notBreached(gdpr, "We only read your heart-rate data if you switch on 'Health insights' and confirm on a separate screen that you explicitly agree.", "DE", "special-category");
  });
  it("Art. 12(3) and 12(5): a request for one's own data answered late or for a price", () => {
    breached(gdpr, "Request my data: submitted! Our team handles these in the order they arrive; please allow up to 12 weeks for your file.", "IE", "reply-deadline");
    notBreached(gdpr, "Accounts are deleted 12 months after the last log-in; requests are answered within 30 days.", "IT", "reply-deadline");
    breached(gdpr, "Download my data: EUR 9.99. Pay now to receive your file.", "IE", "access-free");
    notBreached(gdpr, "Your first copy of your information is free. If you ask for extra copies, we may charge a reasonable fee based on our costs.", "ES", "access-free");
  });
  it("Arts. 15 and 17: copies and removal refused, the question and the refusal in two sentences", () => {
    breached(gdpr, "Want to see your data? We only show you your name and email address. Notes, call recordings and scoring stay internal.", "FR", "access-complete");
    notBreached(gdpr, "Ask us and we'll send you a copy of all the information we hold about you, including call notes and recordings, free of charge.", "NL", "access-complete");
    breached(gdpr, "Delete account? This option is not available. You can pause your profile instead.", "DE", "erasure");
    // What closing an account does is retention (Art. 5(1)(e)), not a refused request.
    notBreached(gdpr, "Good to know: your workout logs and profile stay on our servers permanently, and closing your account doesn't remove them.", "DE", "erasure");
    notBreached(gdpr, "Ask us to delete your account and we'll erase your details within a month, except invoices we must keep for seven years under tax law.", "NL", "erasure");
  });
  it("Arts. 21(3) and 22: brochures that keep coming, software that decides alone", () => {
    breached(gdpr, "Our offers by post come with membership. Tapping 'Stop offers' hides them in the app only; the printed brochures keep coming.", "FR", "marketing-objection");
    notBreached(gdpr, "Don't want our catalogue? Tell us once and we'll stop posting it, no questions asked.", "IE", "marketing-objection");
    breached(gdpr, "Your application was declined by our algorithm. This decision is final and cannot be reviewed by a member of staff.", "DE", "automated-decisions");
    notBreached(gdpr, "Our software pre-sorts applications, but a person always reviews each one and makes the final decision.", "IT", "automated-decisions");
  });
  it("Arts. 32, 33 and 34: readable passwords, a hack kept from the watchdog or from the people", () => {
    breached(gdpr, "Forgot your password? No problem: we'll email you your current password straight away.", "FR", "security");
    notBreached(gdpr, "Passwords are stored only in hashed form and our staff use individual logins with two-factor authentication.", "NL", "security");
    breached(gdpr, "Your security matters. If our servers are ever hacked, we fix it ourselves quietly; we won't be filing reports with any government watchdog.", "FR", "breach-authority");
    breached(gdpr, "If your card details or passwords are stolen from us in a hack, we will inform the regulator but we will not contact you about it.", "IT", "breach-individuals");
    notBreached(gdpr, "If a leak is likely to harm you, for example because your passwords were taken, we'll email you without delay with what happened.", "NL", "breach-individuals");
  });
});

describe("CCPA, PDPA, LGPD, cookies and PECR in everyday words", () => {
  it("CCPA: no way to stop a sale, a browser signal ignored, sensitive use unlimited, worse service after opting out", () => {
    breached(ccpa, "By using ShopNow, you agree we may sell your info to marketing partners. (Choosing not to be sold isn't an option at this time.)", "US-CA", "ccpa-opt-out-link");
    breached(ccpa, "Your browser is sending a privacy signal asking us not to sell your data. We'll ignore it; tap 'Opt out' here instead if you mean it.", "US-CA", "ccpa-opt-out-signal");
    notBreached(ccpa, "When your browser sends Global Privacy Control, we treat it as a request to stop selling or sharing data from that browser.", "US-CA", "ccpa-opt-out-signal");
    breached(ccpa, "FitTrack uses your heart conditions and exact GPS location to personalize partner offers. This can't be limited.", "US-CA", "ccpa-sensitive-limit");
    breached(ccpa, "Opting out of data sales? Heads up: opted-out accounts get slower shipping and no free returns.", "US-CA", "ccpa-no-retaliation");
    notBreached(ccpa, "Opting out of data sales doesn't change your price or service in any way.", "US-CA", "ccpa-no-retaliation");
  });
  it("PDPA s. 26 and LGPD Art. 18: overseas with nothing binding, a profile that cannot be changed", () => {
    breached(sgPdpaPack(), "Your photos and ID are processed by our partner overseas. They are not bound by any data protection commitments to us.", "SG", "sg-transfer");
    notBreached(sgPdpaPack(), "Customer records are stored in Australia with a provider bound by contract to protect them to a standard comparable to Singapore law.", "SG", "sg-transfer");
    breached(lgpdPack(), "Your profile is final. Information you entered can't be changed or removed, even by contacting us.", "BR", "lgpd-rights-refused");
    notBreached(lgpdPack(), "You may ask us at any time to confirm whether we hold your data, to see it, correct it or delete it.", "BR", "lgpd-rights-refused");
  });
  it("TDDDG § 25 and PECR reg. 22: app trackers from the first launch, a bought list, marketing by continuing", () => {
    const tdddg = rulePacks.get("de-tdddg")!;
    breached(tdddg, "This app runs ad trackers and measurement tools from the first launch. You can switch them off in Settings later.", "DE", "app-trackers-before-choice");
    notBreached(tdddg, "This app starts ad trackers only after you tap 'Allow' on the first screen; 'Don't allow' is just as easy.", "DE", "app-trackers-before-choice");
    const pecr = rulePacks.get("uk-pecr-2003")!;
    breached(pecr, "We buy lists of email addresses from other companies and send those people our newsletters about our offers.", "GB", "pecr-email-marketing");
    breached(pecr, "Enter your email to see today's prices. By continuing, you'll get our promotional emails and texts; there's no box to untick.", "GB", "pecr-email-marketing");
    notBreached(pecr, "We'll only email you offers if you tick the box saying you'd like them, and every email has an unsubscribe link.", "GB", "pecr-email-marketing");
  });
});
