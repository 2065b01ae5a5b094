import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { offlineCheck } from "../offline-check";
import { rulePacks } from ".";
import { statusOf } from "./test-helpers";

/**
 * Unsolicited electronic marketing under the national rules that transpose Art. 13 of Directive 2002/58/EC: Spain's
 * LSSI art. 21, Italy's Codice art. 130 and PECR reg. 22 in GB. Each breaching sentence stands beside a lawful one on
 * the same topic (consent asked for, the existing-customer exception used within its limits, a practice denied).
 * Expected answers written from the provisions before the rules were written. Invented sentences only.
 */
const registry = builtInRegistry();
const AS_OF = "2026-11-27";
const es = rulePacks.get("es-lssi")!;
const it_ = rulePacks.get("it-codice-privacy")!;
const gb = rulePacks.get("uk-pecr-2003")!;

const form = (line: string) => ["Join our shop — sign-up form", "Tell us your name and email address to open an account.", line].join("\n");

describe("LSSI art. 21 (Spain): commercial communications by email need prior express consent", () => {
  it("email addresses passed to partners for their own offers are a breach; a practice denied or left to a ticked box is not", () => {
    expect(statusOf(es, form("When you create an account we share your email address with our partners so they can send you their offers."), "ES", "lssi-email-marketing")).toBe("breached");
    expect(statusOf(es, form("Your email address may be passed to selected partner companies, who will email you promotions."), "ES", "lssi-email-marketing")).toBe("breached");
    expect(statusOf(es, form("We do not share your email address with partners for their marketing."), "ES", "lssi-email-marketing")).not.toBe("breached");
    expect(statusOf(es, form("We only share your email address with partners for their offers if you tick the box below, which is not ticked in advance."), "ES", "lssi-email-marketing")).not.toBe("breached");
  });

  it("a newsletter sent to everyone who ever wrote to the help desk unless they unsubscribe is a breach", () => {
    expect(statusOf(es, form("We email our discount newsletter to everyone who has contacted our help desk unless they unsubscribe."), "ES", "lssi-email-marketing")).toBe("breached");
    expect(statusOf(es, form("We send our discount newsletter by email only to people who have asked for it."), "ES", "lssi-email-marketing")).not.toBe("breached");
  });

  it("the existing-customer exception covers the sender's own similar products, with an opt-out at collection and in each email", () => {
    expect(
      statusOf(es, form("If you buy from us we may email you about similar products from our own range; you can refuse when you order and through the unsubscribe link in every email."), "ES", "lssi-email-marketing"),
    ).toBe("met");
    expect(statusOf(es, form("Customers who have bought from us also receive emails with offers from our partner brands."), "ES", "lssi-email-marketing")).toBe("breached");
  });
});

describe("what is not other businesses' marketing or an opt-out model", () => {
  it("a newsletter the person signed up for, a provider sending it for us, an unticked partner box and an accurately described soft opt-in are not breaches", () => {
    for (const line of [
      "Our newsletter, which you signed up for, includes offers from our partners.",
      "We share your email address with our partner Mailchimp, which sends our newsletter on our behalf.",
      "[ ] Yes, I would like to receive offers from selected partners by email.",
      "Partners never receive your email address without your explicit consent.",
      "We email customers offers on products similar to those they bought, unless they object at checkout or in any later email.",
    ]) {
      expect(statusOf(es, form(line), "ES", "lssi-email-marketing"), line).not.toBe("breached");
    }
    expect(statusOf(es, form("We email everyone on our list offers unless they unsubscribe."), "ES", "lssi-email-marketing")).toBe("breached");
  });
});

describe("Codice art. 130 (Italy): email, SMS and automated calls for marketing need consent", () => {
  it("a pre-ticked box and a bought list are breaches; consent asked for properly is not", () => {
    expect(statusOf(it_, form("[x] I agree to receive promotional emails and SMS."), "IT", "codice-email-marketing")).toBe("breached");
    expect(statusOf(it_, form("We send text messages with offers to the numbers on a list we bought from a data broker."), "IT", "codice-email-marketing")).toBe("breached");
    expect(statusOf(it_, form("We send promotional emails only to people who have given consent, and every email contains a link to object."), "IT", "codice-email-marketing")).not.toBe("breached");
  });
});

describe("the existing-customer exception in Italy covers email only (art. 130(4))", () => {
  it("promotional SMS to till customers unless they object breach art. 130; the same by email for similar products does not", () => {
    expect(statusOf(it_, form("Phone numbers collected at the till are used for promotional SMS about similar products unless the customer objects."), "IT", "codice-email-marketing")).toBe("breached");
    expect(statusOf(it_, form("Customers' email addresses are used for offers on similar products of our own unless the customer objects."), "IT", "codice-email-marketing")).not.toBe("breached");
    expect(statusOf(es, form("We text everyone who left their number at reception with weekly deals; there is no way to stop these messages."), "ES", "lssi-email-marketing")).toBe("breached");
  });
});

describe("PECR reg. 22 (GB): the soft opt-in of reg. 22(3) covers the sender's own similar products only", () => {
  it("existing customers emailed partners' offers, or details passed to partners to market, are breaches", () => {
    expect(statusOf(gb, form("Customers who have bought from us also receive emails with offers from our partner brands."), "GB", "pecr-email-marketing")).toBe("breached");
    expect(statusOf(gb, form("When you create an account we share your email address with our partners so they can send you their offers."), "GB", "pecr-email-marketing")).toBe("breached");
    expect(statusOf(gb, form("We never pass your email address to other companies for their marketing."), "GB", "pecr-email-marketing")).not.toBe("breached");
  });
});

describe("detection: an email-marketing text in Spain or Italy brings the national rule", () => {
  it("a Spanish sign-up form sharing emails with partners is checked against LSSI art. 21; an Italian one against art. 130", async () => {
    const text = form("When you create an account we share your email address with our partners so they can send you their offers.");
    const esCheck = await offlineCheck(registry, { document_text: text, jurisdiction: "ES" }, AS_OF);
    const lssi = esCheck.drafts.find((d) => d.sourceId === "es-lssi");
    expect(lssi?.compliant).toBe(false);
    expect(lssi?.obligations.find((o) => o.status === "breached")?.provision).toBe("art. 21");
    const itCheck = await offlineCheck(registry, { document_text: text, jurisdiction: "IT" }, AS_OF);
    expect(itCheck.drafts.find((d) => d.sourceId === "it-codice-privacy")?.compliant).toBe(false);
  });

  it("a Spanish cookie banner with no marketing gets no art. 21 finding", async () => {
    const banner = "We use cookies. Analytics and advertising cookies are set only if you click Accept. [Accept all] [Reject all] [Settings]";
    const { drafts } = await offlineCheck(registry, { document_text: banner, jurisdiction: "ES" }, AS_OF);
    const lssi = drafts.find((d) => d.sourceId === "es-lssi");
    expect(lssi?.obligations.find((o) => o.provision === "art. 21")?.status ?? "not_assessable").toBe("not_assessable");
  });
});

describe("PECR reg. 23: marketing email that hides who it is for, or gives no address to ask it to stop", () => {
  const brief = (line: string) => ["Harbour Goods Ltd — email campaign brief for our summer sale offers.", "The list is our own customers, who opted in to our offers by email.", line].join("\n");

  it("flags emails whose footer leaves out the business, and emails with no unsubscribe link or address", () => {
    expect(statusOf(gb, brief('Offers go out as "Deal Digest"; the footer does not name Harbour Goods Ltd.'), "GB", "pecr-sender-identity")).toBe("breached");
    expect(statusOf(gb, brief("The offer emails carry no unsubscribe link or reply address."), "GB", "pecr-sender-identity")).toBe("breached");
    expect(statusOf(gb, brief("The emails come from 'Winter Deals Club' and do not say who we are."), "GB", "pecr-sender-identity")).toBe("breached");
    expect(statusOf(gb, brief("Recipients cannot unsubscribe: there is no link and no address to write to."), "GB", "pecr-sender-identity")).toBe("breached");
  });

  it("accepts emails under a trading name that also name the company and give an unsubscribe link", () => {
    expect(statusOf(gb, brief('Offers go out as "Deal Digest", a trading name of Harbour Goods Ltd, named in every footer with an unsubscribe link.'), "GB", "pecr-sender-identity")).not.toBe("breached");
    expect(statusOf(gb, brief("Replies to the sending address are not read; to unsubscribe, use the link at the bottom of every email."), "GB", "pecr-sender-identity")).not.toBe("breached");
    expect(statusOf(gb, brief("Order confirmations come from a no-reply address and carry no unsubscribe link."), "GB", "pecr-sender-identity")).not.toBe("breached");
    // A capitalised word left out is a name only when the heading gives it as the business's own.
    expect(statusOf(gb, brief("The emails do not mention Christmas; each names Harbour Goods Ltd and has an unsubscribe link."), "GB", "pecr-sender-identity")).not.toBe("breached");
  });
});
