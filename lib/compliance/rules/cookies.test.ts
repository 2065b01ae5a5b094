import { describe, expect, it } from "vitest";
import { cookiePack } from "./cookies";
import { withElectronicMarketing as withPecrMarketing } from "./e-marketing";
import { outcomes, statusOf } from "./test-helpers";

const fr = cookiePack("fr-loi-informatique-et-libertes", "Loi 78-17 art. 82", "art. 82", "82");
const gb = cookiePack("uk-pecr-2003", "PECR", "reg. 6", "6");

describe("cookie rule pack (Art. 5(3) ePrivacy and its national rules)", () => {
  it("continuing to browse is not consent", () => {
    const banner = "We use cookies for advertising and audience measurement.\nBy continuing to browse this site, you accept the use of cookies.\n[Accept]";
    const o = outcomes(fr, banner, "FR")["cookie-implied-consent"];
    expect(o).toMatchObject({ status: "breached", provision: "art. 82", cites: [{ source_id: "fr-loi-informatique-et-libertes", article: "82" }, { source_id: "eu-eprivacy-directive", article: "5" }] });
    expect(o.quote).toMatch(/continuing to browse/);
  });

  it("cookies placed on visiting a web shop, refusal left to deleting them in the browser, breach prior consent; 'we won't set them unless you allow them' does not", () => {
    const nl = cookiePack("nl-telecommunicatiewet", "Telecommunicatiewet", "art. 11.7a", "11.7a");
    const shop = "Cookies. When you visit our web shop we place analytics and advertising cookies on your device. If you do not agree, you can delete cookies in your browser settings.";
    expect(statusOf(nl, shop, "NL", "cookie-before-choice")).toBe("breached");
    expect(statusOf(nl, shop, "NL", "cookie-no-consent")).toBe("breached");
    const lawful = "Cookies. We won't set analytics or advertising cookies unless you allow them. You can change your mind at any time and switch them off in Cookie settings.\n[Accept all] [Reject all]";
    expect(statusOf(gb, lawful, "GB", "cookie-no-consent")).not.toBe("breached");
    expect(statusOf(fr, lawful, "FR", "cookie-before-choice")).not.toBe("breached");
  });

  it("a banner with Accept but no Reject breaches the refusal rule; equal buttons meet it", () => {
    expect(statusOf(fr, "Cookies help us show personalised ads.\n[Accept all]   [Settings]", "FR", "cookie-refusal")).toBe("breached");
    expect(statusOf(fr, "Cookies help us show personalised ads. Choose \"Accept all\" or \"Reject all\"; both buttons have the same size.\n[Accept all] [Reject all]", "FR", "cookie-refusal")).toBe("met");
  });

  it("advertising cookies set on page load breach; in GB analytics alone may be set (from 5 February 2026) but ads may not", () => {
    expect(statusOf(fr, "Our cookies: Google Analytics cookies are placed as soon as the page loads.", "FR", "cookie-before-choice")).toBe("breached");
    expect(statusOf(gb, "Our cookies: analytics cookies are placed as soon as the page loads to count visits.", "GB", "cookie-before-choice")).toBe("not_assessable");
    expect(statusOf(gb, "Our cookies: advertising cookies are placed as soon as the page loads.", "GB", "cookie-before-choice")).toBe("breached");
    expect(statusOf(gb, "Our cookies: analytics cookies are placed as soon as the page loads to count visits.", "GB", "cookie-before-choice", "2025-12-01")).toBe("breached");
  });

  it("advertising called strictly necessary, and pre-ticked categories, are breaches", () => {
    expect(statusOf(fr, "Cookie settings. Our retargeting cookies are strictly necessary and cannot be deselected.", "FR", "cookie-necessary-mislabel")).toBe("breached");
    expect(statusOf(fr, "Cookie settings: [x] Analytics [x] Marketing", "FR", "cookie-preticked")).toBe("breached");
  });

  it("PECR also tests electronic marketing: bought lists without consent breach reg. 22", () => {
    const pecr = withPecrMarketing(gb);
    expect(statusOf(pecr, "Marketing procedure. We send promotional emails to bought email lists every week.", "GB", "pecr-email-marketing")).toBe("breached");
    expect(statusOf(pecr, "Marketing procedure. We email our newsletter only to subscribers who opted in.", "GB", "pecr-email-marketing")).toBe("met");
    // Consent taken from a box ticked in advance, or an opt-out model, is no consent; a box "not ticked in advance" is.
    expect(statusOf(pecr, "[x] Send me offers by email and SMS from our partners. Untick this box if you don't want them.", "GB", "pecr-email-marketing")).toBe("breached");
    expect(statusOf(pecr, "Sign up. We will email you our offers unless you opt out.", "GB", "pecr-email-marketing")).toBe("breached");
    expect(statusOf(pecr, "The list owner has not collected consent for marketing by us, but our promotional emails include an unsubscribe link.", "GB", "pecr-email-marketing")).toBe("breached");
    expect(statusOf(pecr, "If you tick the box, which is not ticked in advance, we email you our offers.", "GB", "pecr-email-marketing")).not.toBe("breached");
    // The soft opt-in of reg. 22(3): existing customers, similar products, a way to refuse in every message.
    expect(statusOf(pecr, "We text our customers offers on products similar to those they bought; every text says how to stop, free.", "GB", "pecr-email-marketing")).toBe("met");
    expect(withPecrMarketing(fr).rules.some((r) => r.id === "pecr-email-marketing")).toBe(false);
  });

  it("runs only on cookie texts", () => {
    expect(statusOf(fr, "Privacy notice. We keep your account data for two years.", "FR", "cookie-information")).toBe("not_assessable");
    expect(statusOf(fr, "This website uses cookies. If you keep browsing we assume you agree.\n[OK]", "FR", "cookie-information")).toBe("breached");
  });
});
