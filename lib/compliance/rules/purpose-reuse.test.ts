import { describe, expect, it } from "vitest";
import { assessPack } from "../assess";
import { reviewDocument } from "../document";
import { rulePacks } from "./index";

/**
 * Issue 34: purpose limitation (GDPR / UK GDPR Art. 5(1)(b)) read as facts: the first purpose, the new use, and no new
 * basis. Expected answers written from Art. 5(1)(b) and Art. 6(4) before the code ran; our own sentences.
 */

const statusIn = (packId: string, text: string, jurisdiction: string) =>
  assessPack(rulePacks.get(packId)!, reviewDocument(text), jurisdiction, "2026-11-27").find((o) => o.id === "purpose-limitation")?.status;

describe("data reused for an incompatible new purpose (Art. 5(1)(b))", () => {
  // Expected: breached. Gathered for security, delivery, support or payroll; reused for marketing, sale or another product.
  it.each([
    ["eu-gdpr", "FR", "Privacy notice of ShopCo. CCTV footage recorded in our stores for security is also used by our marketing team to analyse shoppers' behaviour and target promotions."],
    ["eu-gdpr", "FR", "Privacy notice of ShopCo. Delivery addresses you give us to ship your orders are also sold to our partner companies for their own mailings."],
    ["uk-gdpr", "GB", "Privacy notice of CallCo. Recordings of calls to our support line, made for quality and staff training, are used to train the speech model of our separate voice-assistant product."],
    ["uk-gdpr", "GB", "Staff privacy notice. Information from HR files, collected to run payroll, is also used to pick employees for promotional campaigns for our products."],
    ["uk-gdpr", "GB", "Privacy notice of InsureCo. We record calls to our helpline for quality purposes. We also use these recordings to train the AI model of our new pricing product."],
    ["eu-gdpr", "DE", "Employee privacy notice. Staff data gathered for payroll is also used to send employees offers from our insurance partners."],
  ])("flags %s %s: %s", (packId, jurisdiction, text) => {
    expect(statusIn(packId, text, jurisdiction)).toBe("breached");
  });

  // Expected: lawful. A compatible purpose of the same service, a new consent, anonymised figures, a legal duty.
  it.each([
    "Privacy notice of ShopCo. Order data collected to deliver your purchase is also used to detect fraud on our shop, a purpose compatible with the original one.",
    "Privacy notice of CallCo. With your separate consent, which you may refuse, we also use recordings of your support calls to improve our voice-assistant product.",
    "Privacy notice of ShopCo. CCTV footage from our stores is used only for security and is deleted after 72 hours. We publish anonymised statistics on visitor numbers from aggregated data.",
    "Privacy notice of ShopCo. Delivery addresses are shared with our courier only to deliver your parcel, and are never sold.",
    "Staff privacy notice. Payroll data is also used to meet our tax reporting duties.",
    "Privacy notice of CallCo. Support-call recordings are used to train our support staff.",
  ])("accepts %s", (text) => {
    expect(statusIn("uk-gdpr", text, "GB")).not.toBe("breached");
  });
});

describe("contact details gathered for one purpose, then marketed to people never asked (Art. 5(1)(b))", () => {
  it("flags numbers gathered for alerts when the next sentence says no one was asked about marketing", () => {
    const text = "Note to staff. Friday's offer text goes to every number on our booking system. We collected these numbers so that we could send appointment reminders. None of them were asked about marketing.";
    expect(statusIn("uk-gdpr", text, "GB")).toBe("breached");
  });

  it("accepts the same numbers where marketing goes only to those who said yes", () => {
    const text = "Note to staff. We collected these numbers so that we could send appointment reminders. Clients were asked separately about offers, and only those who ticked the box get them.";
    expect(statusIn("uk-gdpr", text, "GB")).not.toBe("breached");
  });
});
