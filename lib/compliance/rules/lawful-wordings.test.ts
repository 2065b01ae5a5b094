import { describe, expect, it } from "vitest";
import { dpdpPack } from "./asia-latam-privacy";
import { cookiePack } from "./cookies";
import { sendsTo, THIRD_COUNTRY } from "./concepts";
import { ONLY_WITH_CONSENT } from "./facts";
import { eraPack } from "./gb-employment";
import { gdprPack } from "./gdpr";
import { ccpaPack, virginiaPack } from "./us-privacy";
import { statusOf } from "./test-helpers";

/**
 * Issue 34 (e-marketing round): false "non-compliant" findings found by probing lawful texts with sentences that deny, make
 * conditional or describe correctly in other words what a rule looks for. Each lawful sentence stands beside a
 * breaching one on the same topic, so the test fails if the rule goes blind. Invented sentences only.
 */
const gdpr = gdprPack("eu-gdpr", "GDPR");
const ukGdpr = gdprPack("uk-gdpr", "UK GDPR");

const frNotice = (line: string) =>
  [
    "Privacy notice — Boulangerie Exemple SARL",
    "This notice explains how Boulangerie Exemple SARL, 12 rue de la Paix, 75002 Paris (privacy@exemple.fr), uses your personal data.",
    "We use your name, email address and order details to take and deliver your orders (performance of our contract with you).",
    "Our courier receives your address, and we keep order records for six years.",
    line,
    "You can complain to the CNIL.",
  ].join("\n");

describe("automated decisions denied in other words (Art. 13(2)(f))", () => {
  it("'no decision about you is made by automated means alone' asks for no logic; an automated refusal does", () => {
    expect(statusOf(gdpr, frNotice("We do not use your data for profiling and no decision about you is made by automated means alone."), "FR", "notice-automated-logic")).not.toBe("breached");
    expect(statusOf(ukGdpr, frNotice("We don't make decisions about you based solely on automated processing."), "GB", "notice-automated-logic")).not.toBe("breached");
    expect(statusOf(gdpr, frNotice("Orders from new customers may be refused automatically by our fraud scoring software."), "FR", "notice-automated-logic")).toBe("breached");
  });
});

describe("consent offered as a choice is not consent tied to something (Art. 7(4))", () => {
  it("'if you agree to receive our offers, you can unsubscribe' is no tie; 'by creating an account you agree to receive offers' is", () => {
    expect(statusOf(ukGdpr, frNotice("If you agree to receive our offers by email, you can unsubscribe at any time with the link in each email."), "GB", "conditional-consent")).not.toBe("breached");
    expect(statusOf(ukGdpr, frNotice("By creating an account you agree to receive our offers and those of our partners by email."), "GB", "conditional-consent")).toBe("breached");
  });
});

describe("a breach people need not be told of under Art. 34(3)", () => {
  const plan = (line: string) =>
    [
      "Data breach procedure — Voorbeeld B.V.",
      "Any employee who discovers a personal data breach reports it at once to the privacy officer.",
      "The privacy officer notifies the Autoriteit Persoonsgegevens within 72 hours of our becoming aware of it, unless the breach is unlikely to result in a risk.",
      line,
    ].join("\n");
  it("encrypted data with a safe key need not be told; a breach hidden from customers to protect the brand must", () => {
    expect(statusOf(gdpr, plan("Individuals are not informed where the data were encrypted and the key was not compromised, because the risk is then not high."), "NL", "breach-individuals")).not.toBe("breached");
    expect(statusOf(gdpr, plan("Customers are not informed of a breach, whatever the risk, to protect our brand."), "NL", "breach-individuals")).toBe("breached");
  });
});

describe("cookies denied on arrival are not cookies set on arrival", () => {
  const banner = (line: string) => ["We use cookies. Strictly necessary cookies keep the basket working.", line, "[Accept all] [Reject all] [Settings]"].join("\n");
  const de = cookiePack("de-tdddg", "TDDDG (§ 25)", "§ 25(1)", "25");
  it("'no analytics cookies are loaded when you first visit' is met or silent; 'analytics cookies are loaded as soon as you arrive' breaches", () => {
    expect(statusOf(de, banner("No analytics cookies are loaded when you first visit the page."), "DE", "cookie-before-choice")).not.toBe("breached");
    expect(statusOf(de, banner("Analytics cookies are loaded as soon as you arrive on the site."), "DE", "cookie-before-choice")).toBe("breached");
  });
});

describe("CCPA: disclosure to service providers is neither a sale nor sharing", () => {
  const policy = (line: string) =>
    [
      "Privacy Policy of Pinecone Goods Inc. This policy explains how we collect and use personal information of California residents.",
      "We collect your name, email address and order history to fulfil your orders.",
      line,
      "You have the right to know, delete and correct your personal information.",
    ].join("\n");
  it("payment processor and carriers acting as service providers need no opt-out link; data brokers do", () => {
    const ccpa = ccpaPack();
    expect(statusOf(ccpa, policy("We disclose personal information to our payment processor and shipping carriers, who act as our service providers."), "US-CA", "ccpa-opt-out-link")).not.toBe("breached");
    expect(statusOf(ccpa, policy("We disclose personal information to data brokers for a fee."), "US-CA", "ccpa-opt-out-link")).toBe("breached");
  });
});

describe("'not … without consent' is consent required", () => {
  it("reads the double negative in its common wordings", () => {
    expect(ONLY_WITH_CONSENT.test("We do not process sensitive data without your consent.")).toBe(true);
    expect(ONLY_WITH_CONSENT.test("Children never register without a parent's consent.")).toBe(true);
    expect(ONLY_WITH_CONSENT.test("The processor will not engage sub-processors without written authorisation.")).toBe(true);
    expect(ONLY_WITH_CONSENT.test("We process sensitive data without your consent.")).toBe(false);
  });

  it("Virginia § 59.1-578: 'we do not process sensitive data without your consent' is lawful; processing it without consent is not", () => {
    const va = virginiaPack();
    const notice = (line: string) => ["Privacy notice of Example LLC for Virginia consumers. This notice explains how we process personal data.", line].join("\n");
    expect(statusOf(va, notice("We do not process sensitive data without your consent."), "US-VA", "va-sensitive-consent")).not.toBe("breached");
    expect(statusOf(va, notice("We use your precise geolocation for offers without asking for your consent."), "US-VA", "va-sensitive-consent")).toBe("breached");
  });

  it("DPDP s. 9: 'no child can sign up on their own' rules it out; 'children can sign up on their own' breaches", () => {
    const dpdp = dpdpPack();
    const notice = (line: string) =>
      ["Privacy notice of Example Learning Pvt Ltd, Pune. This notice explains how we process personal data under the Digital Personal Data Protection Act, 2023.", "We process students' names and test results to provide lessons.", line].join("\n");
    expect(statusOf(dpdp, notice("No child can sign up on their own."), "IN", "dpdp-children")).not.toBe("breached");
    expect(statusOf(dpdp, notice("Children never register without a parent's consent."), "IN", "dpdp-children")).not.toBe("breached");
    expect(statusOf(dpdp, notice("Children can sign up on their own in the app."), "IN", "dpdp-children")).toBe("breached");
  });

  it("GDPR Art. 8: 'children under 15 cannot register without a parent's consent' is lawful in France; consent from 13 alone is not", () => {
    const kids = (line: string) => frNotice(`We run an online game for children. ${line}`);
    expect(statusOf(gdpr, kids("Children under 15 cannot register without a parent's consent."), "FR", "child-consent")).not.toBe("breached");
    expect(statusOf(gdpr, kids("Children aged 13 and over can consent themselves."), "FR", "child-consent")).toBe("breached");
  });
});

describe("ERA s. 86(1): notice that grows with service is the statutory scale", () => {
  const terms = (line: string) =>
    ["Statement of terms of employment — Example Café Ltd and Sam Taylor", "Your employment starts on 1 March 2026. You will work 30 hours a week.", line].join("\n");
  it("one week rising by a week per year of service is met; one week after five years' service breaches", () => {
    const era = eraPack();
    expect(
      statusOf(era, terms("Either party may end this employment by giving at least one week's notice; after two years' service, the notice we give rises by one week per year of service, up to twelve weeks."), "GB", "era-minimum-notice"),
    ).not.toBe("breached");
    expect(statusOf(era, terms("After five years' service we give one week's notice."), "GB", "era-minimum-notice")).toBe("breached");
  });
});

describe("notice items stated in other words (Art. 13)", () => {
  const notice = (opts: { head?: string; use?: string; recipients?: string; retention?: string; rights?: string; complaint?: string }) =>
    [
      opts.head ?? "Privacy notice — Exemple SARL, 1 rue Basse, Nantes (privacy@exemple.fr). This notice explains how we use your personal data.",
      opts.use ?? "We use your name and address to deliver your orders (performance of our contract); without your address we cannot deliver.",
      opts.recipients ?? "Our courier receives your address.",
      opts.retention ?? "We keep order data for three years after your last order.",
      opts.rights ?? "You can access, correct or erase your data, restrict or object to its use and ask for it in a portable format.",
      opts.complaint ?? "You can complain to the CNIL.",
    ].join("\n");
  const status = (id: string, opts: Parameters<typeof notice>[0], j = "FR") => statusOf(j === "GB" ? ukGdpr : gdpr, notice(opts), j, id);

  it("identity: a trading name with a postal address and phone number identifies the controller; a bare brand does not", () => {
    expect(status("notice-identity", { head: "Privacy notice of Le Petit Atelier. This notice explains how we use your personal data. You can write to us at 8 place du Marché, 69001 Lyon, or call 04 00 00 00 00." })).toBe("met");
    expect(status("notice-identity", { head: "Privacy notice of Le Petit Atelier. This notice explains how we use your personal data." })).toBe("breached");
  });

  it("legal basis: 'we cannot perform the sale otherwise' and 'tax law obliges us' state bases; purposes alone do not", () => {
    expect(status("notice-basis", { use: "We need your name and address because we cannot perform the sale otherwise; we keep invoices because tax law obliges us to." })).toBe("met");
    expect(status("notice-basis", { use: "We use your name and address to deliver your orders and to improve our shop." })).toBe("breached");
  });

  it("recipients: named roles (La Poste, our accountant) or 'nobody outside our company' answer the item; silence does not", () => {
    expect(status("notice-recipients", { recipients: "La Poste delivers your parcels and our accountant checks our invoices." })).toBe("met");
    expect(status("notice-recipients", { recipients: "Nobody outside our company receives your data." })).toBe("met");
    expect(status("notice-recipients", { recipients: "We deliver ourselves." })).toBe("breached");
  });

  it("rights: 'fixed', 'wiped', 'pause its use', 'oppose', 'take it to another company' name the six rights; two of them do not", () => {
    expect(status("notice-rights", { rights: "You may obtain a copy of your data, have inaccurate data fixed, have your data wiped, ask us to pause its use, oppose its use and take it to another company." })).toBe("met");
    expect(status("notice-rights", { rights: "You may obtain a copy of your data." })).toBe("breached");
  });

  it("complaint: 'if you are unhappy … contact the CNIL' or 'raise a concern with the ICO' is the complaint right; contacting us is not", () => {
    expect(status("notice-complaint", { complaint: "If you are unhappy with how we handle your data, you can contact the CNIL (www.cnil.fr)." })).toBe("met");
    expect(status("notice-complaint", { complaint: "If you are not happy, you can raise a concern with the ICO at ico.org.uk." }, "GB")).toBe("met");
    expect(status("notice-complaint", { complaint: "If you are unhappy, contact us." })).toBe("breached");
  });

  it("requirement: fields marked with an asterisk that must be filled in, or data 'essential to process your order', state it", () => {
    expect(status("notice-requirement", { use: "We use your name and address to deliver your orders (performance of our contract). Fields marked with an asterisk must be filled in; if you leave them empty, we cannot take your order." })).toBe("met");
    expect(status("notice-requirement", { use: "We use your name and address to deliver your orders (performance of our contract)." })).toBe("breached");
  });

  it("retention: records 'removed from our systems six years after' the year end state a period", () => {
    expect(status("notice-retention", { retention: "Order records are removed from our systems six years after the end of the financial year in which the order was made." }, "GB")).toBe("met");
    expect(status("notice-retention", { retention: "Order records are archived." }, "GB")).toBe("breached");
  });

  it("withdrawal: 'change your mind whenever you like with the link' is withdrawal", () => {
    const use = "We send our newsletter with your consent; you can change your mind whenever you like with the link at the bottom of each newsletter.";
    expect(status("notice-withdrawal", { use })).toBe("met");
    expect(status("notice-withdrawal", { use: "We send our newsletter with your consent." })).toBe("breached");
  });
});

describe("cookie banners in other words", () => {
  const de = cookiePack("de-tdddg", "TDDDG (§ 25)", "§ 25(1)", "25");
  it("'[No thanks]' and '[Disagree]' are refusal buttons; a banner with only '[Accept]' and '[Settings]' has none", () => {
    const banner = (buttons: string) => `We use cookies to count visits and, with your consent, for advertising. Optional cookies are set only after you agree. ${buttons}`;
    expect(statusOf(de, banner("[Accept all] [No thanks] [Settings]"), "DE", "cookie-refusal")).not.toBe("breached");
    expect(statusOf(de, banner("[Agree] [Disagree]"), "DE", "cookie-refusal")).not.toBe("breached");
    expect(statusOf(de, banner("[Accept all] [Settings]"), "DE", "cookie-refusal")).toBe("breached");
  });

  it("purposes in plain words ('understand how visitors use our site', 'adverts', 'which pages are popular') inform; 'we use cookies' alone does not", () => {
    expect(statusOf(de, "We use cookies to understand how visitors use our site and, with your consent, to show you adverts. [Accept all] [Reject all]", "DE", "cookie-information")).toBe("met");
    expect(statusOf(de, "We use cookies to keep the site secure and, if you allow it, to see which pages are popular. [Allow all] [Essential cookies only]", "DE", "cookie-information")).toBe("met");
    expect(statusOf(de, "We use cookies. [Accept all] [Reject all]", "DE", "cookie-information")).toBe("breached");
  });
});

describe("transfer safeguards in other words", () => {
  it("'the European Commission's model clauses' and 'EU model contract clauses' name the Art. 46 safeguard; no clauses does not", () => {
    const line = (l: string) => frNotice(`Our courier receives your address. We keep order data for three years. ${l}`);
    expect(statusOf(gdpr, line("Our help desk provider in Morocco can see your orders; we have signed the European Commission's model clauses with it."), "FR", "transfers")).not.toBe("breached");
    expect(statusOf(gdpr, line("Our web host stores data in the United States under the EU model contract clauses approved by the Commission."), "FR", "transfers")).not.toBe("breached");
    expect(statusOf(gdpr, line("Our help desk provider in Morocco can see your orders."), "FR", "transfers")).toBe("breached");
  });
});

describe("a transfer only provided for is not a transfer made", () => {
  it("'also as regards any transfer abroad' and 'any transfer outside the EEA requires our written consent' send nothing; 'data are hosted in India' does", () => {
    expect(sendsTo("The provider handles customer personal data solely as the customer instructs in writing, also as regards any transfer abroad.", THIRD_COUNTRY)).toBe(false);
    expect(sendsTo("Any transfer of personal data outside the EEA requires the customer's prior written consent.", THIRD_COUNTRY)).toBe(false);
    expect(sendsTo("Customer data are hosted by our provider in India.", THIRD_COUNTRY)).toBe(true);
  });
});
