import { describe, expect, it } from "vitest";
import { ccpaPack, coloradoPack, virginiaPack } from "./us-privacy";
import { outcomes, statusOf } from "./test-helpers";

const ccpa = ccpaPack();
const policy = (...lines: string[]) => ["Privacy Policy for California residents of Acme Inc.", "We collect identifiers and purchase history.", ...lines].join("\n");

describe("CCPA/CPRA rule pack", () => {
  it("a business that sells without a Do Not Sell or Share link breaches § 1798.135(a)", () => {
    const o = outcomes(ccpa, policy("We sell customer lists to data brokers."), "US-CA")["ccpa-opt-out-link"];
    expect(o).toMatchObject({ status: "breached", provision: "§ 1798.135(a)" });
    expect(o.cites.map((c) => c.source_id)).toEqual(["us-ca-ccpa", "us-ca-ccpa", "us-ca-ccpa-regulations"]);
    expect(statusOf(ccpa, policy("We sell customer lists to data brokers.", 'Use the "Do Not Sell or Share My Personal Information" link on our homepage.'), "US-CA", "ccpa-opt-out-link")).toBe("met");
    expect(statusOf(ccpa, policy("We do not sell or share your personal information."), "US-CA", "ccpa-opt-out-link")).toBe("not_assessable");
  });

  it("ignoring Global Privacy Control breaches § 7025 only for a business that sells or shares", () => {
    expect(statusOf(ccpa, policy("We share device identifiers with advertising networks.", "We do not respond to Global Privacy Control signals."), "US-CA", "ccpa-opt-out-signal")).toBe("breached");
    expect(statusOf(ccpa, policy("We never sell or share personal information.", "We do not respond to Global Privacy Control signals."), "US-CA", "ccpa-opt-out-signal")).toBe("not_assessable");
  });

  it("postal-only requests and 90-day replies breach § 1798.130", () => {
    const text = policy("To request deletion of your personal information, write to us at 1 Main St, Fresno.", "Requests are handled within 90 days.");
    const o = outcomes(ccpa, text, "US-CA");
    expect(o["ccpa-request-methods"].status).toBe("breached");
    expect(o["ccpa-response-time"].status).toBe("breached");
    expect(statusOf(ccpa, policy("We respond to requests within 45 days."), "US-CA", "ccpa-response-time")).toBe("met");
    // Everyday wording: a letter to the head office, and "we will reply within 90 days".
    const letter = policy("If you want us to delete your information, send a letter to our head office at 100 Ocean Ave, Santa Monica, CA. We will reply within 90 days.");
    expect(statusOf(ccpa, letter, "US-CA", "ccpa-request-methods")).toBe("breached");
    expect(statusOf(ccpa, letter, "US-CA", "ccpa-response-time")).toBe("breached");
    expect(statusOf(ccpa, policy("To delete your information, call 1-800-555-0100 or send a letter to our head office. We will reply within 45 days."), "US-CA", "ccpa-request-methods")).not.toBe("breached");
  });

  it("sensitive personal information used for advertising without a limit link breaches § 1798.121", () => {
    expect(statusOf(ccpa, policy("We use your precise geolocation to target advertising to you."), "US-CA", "ccpa-sensitive-limit")).toBe("breached");
  });

  it("a higher price for opting out breaches § 1798.125", () => {
    expect(statusOf(ccpa, policy("If you opt out of sharing, the subscription price increases from $5 to $10."), "US-CA", "ccpa-no-retaliation")).toBe("breached");
  });

  it("the notice at collection must give retention", () => {
    expect(statusOf(ccpa, policy("We use it to fulfil orders."), "US-CA", "ccpa-retention-notice")).toBe("breached");
    expect(statusOf(ccpa, policy("We keep order data for seven years."), "US-CA", "ccpa-retention-notice")).toBe("met");
  });
});

describe("Virginia and Colorado rule packs", () => {
  it("Virginia: sensitive data without consent, and final decisions without appeal", () => {
    const va = virginiaPack();
    expect(statusOf(va, "Privacy notice. We process your health data for advertising without your consent.", "US-VA", "va-sensitive-consent")).toBe("breached");
    expect(outcomes(va, "Privacy notice. Decisions on requests are final and cannot be appealed.", "US-VA")["va-appeal"].finding).toMatch(/appeal/);
  });

  it("Colorado: a seller ignoring universal opt-out signals breaches § 6-1-1306", () => {
    const co = coloradoPack();
    expect(statusOf(co, "Privacy notice. We sell personal data. We do not recognise Global Privacy Control.", "US-CO", "co-universal-opt-out")).toBe("breached");
    expect(statusOf(co, "Privacy notice. We sell personal data. We honour Global Privacy Control as an opt-out.", "US-CO", "co-universal-opt-out")).toBe("met");
  });

  it("§ 7026: an opt-out that demands a date of birth or card digits is a verifiable request in disguise; asking only for the email used is not", () => {
    const sells = "We sell purchase histories to data brokers.";
    expect(statusOf(ccpa, policy(sells, "To opt out of the sale of your information, email us your date of birth and the last four digits of your Social Security number."), "US-CA", "ccpa-opt-out-verification")).toBe("breached");
    expect(statusOf(ccpa, policy(sells, "To opt out of the sale of your information, email us from the address you shop with; we ask for nothing else."), "US-CA", "ccpa-opt-out-verification")).not.toBe("breached");
  });

  it("§ 1798.125: a plan that costs more for those who opt out is a breach; the same plan at the same price is not", () => {
    expect(statusOf(ccpa, policy("Members who opt out of sharing are moved to the Basic membership, which costs $3 more each month for the same classes."), "US-CA", "ccpa-no-retaliation")).toBe("breached");
    expect(statusOf(ccpa, policy("If you ask us to delete your data, your subscription price rises to $14.99 from $9.99."), "US-CA", "ccpa-no-retaliation")).toBe("breached");
    expect(statusOf(ccpa, policy("Shoppers who opt out of sharing are charged the full list price instead of the member price."), "US-CA", "ccpa-no-retaliation")).toBe("breached");
    expect(statusOf(ccpa, policy("Members who opt out of sharing keep the same membership at the same price."), "US-CA", "ccpa-no-retaliation")).not.toBe("breached");
  });

  it("Colorado § 6-1-1308: consent denied right after the sentence naming sensitive data is about them; a denial about emails is not", () => {
    const co = coloradoPack();
    expect(statusOf(co, "Privacy notice. We use the health conditions you log to pick the ads you see. We do not ask you separately for consent.", "US-CO", "co-sensitive-consent")).toBe("breached");
    expect(statusOf(co, "Privacy notice. Your religious beliefs from your profile are used for targeted ads. No consent is requested for this.", "US-CO", "co-sensitive-consent")).toBe("breached");
    expect(statusOf(co, "Privacy notice. The app records your mental health check-ins and shares them with advertisers. Signing up counts as agreement.", "US-CO", "co-sensitive-consent")).toBe("breached");
    expect(statusOf(co, "Privacy notice. We use the health conditions you log only to show your own charts, once you switch on the opt-in health setting. We do not ask for your consent to service emails.", "US-CO", "co-sensitive-consent")).not.toBe("breached");
    expect(statusOf(co, "Privacy notice. Your sexual orientation is never used for ads. No consent is requested for our order emails.", "US-CO", "co-sensitive-consent")).not.toBe("breached");
  });

  it("§ 1798.120(c): under-16s' data shared on the same terms as everyone's unless they opt out is a breach; never sharing them is not", () => {
    expect(statusOf(ccpa, policy("We ask for your date of birth at sign-up. Accounts of players aged 13 to 15 are shared with our ad partners on the same terms as everyone else's unless they use the opt-out link."), "US-CA", "ccpa-minors")).toBe("breached");
    expect(statusOf(ccpa, policy("We ask for your date of birth at sign-up. Accounts of players aged 13 to 15 are never shared with ad partners; adults' accounts are shared unless they use the opt-out link."), "US-CA", "ccpa-minors")).not.toBe("breached");
  });
});

