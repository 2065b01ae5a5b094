import { describe, expect, it } from "vitest";
import { cookiePack } from "./cookies";
import { lgpdPack, sgPdpaPack } from "./asia-latam-privacy";
import { withdrawalObstacle } from "./facts";
import { eraPack, wtrPack } from "./gb-employment";
import { gdprPack } from "./gdpr";
import { outcomes, statusOf } from "./test-helpers";
import { ccpaPack } from "./us-privacy";

/**
 * Issue 34, round 5: the general causes behind blind set 6's dev-half misses, each beside a lawful text on the same
 * topic that must not be a breach.
 */
const gdpr = gdprPack("eu-gdpr", "GDPR");
const ukGdpr = gdprPack("uk-gdpr", "UK GDPR");

describe("Art. 13(2)(c): agreeing to receive marketing is consent, so the notice must mention withdrawal", () => {
  const notice = (...lines: string[]) =>
    [
      "Privacy notice — Exemple SARL",
      "Exemple SARL, 5 rue Nationale, Lille, privacy@exemple.example, is the controller.",
      "We use your order details to deliver your orders (performance of the contract).",
      ...lines,
      "You have the right of access, rectification, erasure, restriction, objection and portability. You can complain to the CNIL.",
    ].join("\n");

  it("a notice where people agree to receive offers, silent on withdrawal, breaches; one that says how to withdraw does not", () => {
    expect(statusOf(gdpr, notice("When you sign up you agree to receive marketing emails from us."), "FR", "notice-withdrawal")).toBe("breached");
    expect(statusOf(gdpr, notice("When you sign up you agree to receive marketing emails from us; you can withdraw this consent at any time with the unsubscribe link."), "FR", "notice-withdrawal")).toBe("met");
  });

  it("a notice that says no marketing is sent does not rely on consent", () => {
    expect(statusOf(gdpr, notice("We do not send marketing emails."), "FR", "notice-withdrawal")).toBe("not_assessable");
  });
});

describe("Art. 7(3): marketing that cannot be stopped", () => {
  it("messages that cannot be unsubscribed from block withdrawal; an unsubscribe link in each message does not", () => {
    expect(withdrawalObstacle("Promotional texts from our partners cannot be unsubscribed from while you hold an account.")).toBe("blocked");
    expect(withdrawalObstacle("You can unsubscribe from our newsletter at any time with the link in each email.")).toBeNull();
    // Not marketing: a delivery update that cannot be stopped is no consent obstacle.
    expect(withdrawalObstacle("Delivery status messages cannot be stopped until your parcel arrives.")).toBeNull();
  });

  it("the withdrawal rule reads it in a sign-up form", () => {
    const form = ["Checkout — Negozio S.r.l.", "[x] I agree to receive promotional SMS from our partners.", "Partner promotions cannot be unsubscribed from once you have ordered."].join("\n");
    expect(statusOf(gdpr, form, "IT", "withdrawal")).toBe("breached");
  });
});

describe("Art. 13(2)(b): portability must be listed where processing rests on consent or a contract", () => {
  const notice = (basis: string, rights: string) =>
    [
      "Privacy notice — Example Ltd",
      "Example Ltd, 1 High Street, Leeds, privacy@example.co.uk, is the controller.",
      `We use your details to provide our service to you (${basis}).`,
      "We keep your data for two years after your last order.",
      rights,
      "You can complain to the Information Commissioner's Office.",
    ].join("\n");
  const fiveRights = "You have the right to access, correct and erase your data, to restrict its use and to object to it.";

  it("a contract-based notice listing five rights without portability breaches; with portability it is met", () => {
    expect(statusOf(ukGdpr, notice("performance of our contract with you", fiveRights), "GB", "notice-rights")).toBe("breached");
    expect(statusOf(ukGdpr, notice("performance of our contract with you", `${fiveRights} You also have the right to data portability.`), "GB", "notice-rights")).toBe("met");
  });

  it("where the only basis is a legal obligation, portability does not apply and its absence is no breach", () => {
    expect(statusOf(ukGdpr, notice("to meet our legal obligations", fiveRights), "GB", "notice-rights")).toBe("met");
  });
});

describe("WTR regs. 13 and 13A: paid holiday denied outright", () => {
  const contract = (...lines: string[]) => ["Casual Worker Agreement — Example Events Ltd", "You will be offered shifts as and when required. Pay: £13.00 per hour.", ...lines].join("\n");

  it("a casual worker told there is no paid holiday breaches; one who accrues 12.07% of hours worked does not", () => {
    expect(statusOf(wtrPack(), contract("Casual workers are not entitled to paid holiday."), "GB", "wtr-annual-leave")).toBe("breached");
    expect(statusOf(wtrPack(), contract("Holidays are unpaid."), "GB", "wtr-annual-leave")).toBe("breached");
    expect(statusOf(wtrPack(), contract("You accrue paid holiday at 12.07% of the hours you work."), "GB", "wtr-annual-leave")).not.toBe("breached");
  });
});

describe("Art. 7(4): a sentence offering withdrawal is no bundle", () => {
  const form = (...lines: string[]) => ["Newsletter sign-up — Beispiel GmbH", "[ ] Send me the monthly newsletter with offers. This box is not ticked in advance.", ...lines].join("\n");

  it("'you can withdraw your consent by clicking the unsubscribe link' does not tie consent to anything", () => {
    expect(statusOf(gdpr, form("You can withdraw your consent at any time by clicking the unsubscribe link in every newsletter."), "DE", "conditional-consent")).not.toBe("breached");
  });

  it("consent to partners' offers given by creating an account still is a bundle", () => {
    expect(statusOf(gdpr, form("By creating an account you agree that we may share your details with our partners for their offers."), "DE", "conditional-consent")).toBe("breached");
  });
});

describe("ePrivacy Art. 5(3): a refusal button however worded", () => {
  const eprivacy = cookiePack("eu-eprivacy-directive", "ePrivacy Directive (Art. 5(3))", "Art. 5(3)", "5");
  const banner = (buttons: string) =>
    ["Cookies on Example.nl", "We use necessary cookies and, only if you agree, advertising cookies from our partners.", buttons].join("\n");

  it("'Only necessary cookies' and 'Continue without accepting' are refusals at the same level; a lone 'Accept' is not", () => {
    expect(statusOf(eprivacy, banner("[Accept all] [Only necessary cookies] [Choose]"), "NL", "cookie-refusal")).not.toBe("breached");
    expect(statusOf(eprivacy, banner("[Accept] [Continue without accepting]"), "FR", "cookie-refusal")).not.toBe("breached");
    expect(statusOf(eprivacy, banner("[Accept all] [Settings]"), "NL", "cookie-refusal")).toBe("breached");
  });
});

describe("Art. 33(1): investigating first and deciding to notify afterwards", () => {
  const procedure = (line: string) => ["Data breach procedure — Voorbeeld B.V.", line, "All breaches are recorded in our breach register."].join("\n");

  it("notifying the authority only after an internal investigation breaches; notifying within 72 hours while investigating does not", () => {
    expect(statusOf(gdpr, procedure("We first complete our internal investigation of a personal data breach and then decide whether to notify the supervisory authority."), "NL", "breach-authority")).toBe("breached");
    expect(
      statusOf(gdpr, procedure("We notify the supervisory authority of a personal data breach without undue delay and within 72 hours, even if our investigation is not complete, and then send further details."), "NL", "breach-authority"),
    ).not.toBe("breached");
  });
});

describe("Art. 5(1)(c): cameras where people are entitled to privacy, or recording sound", () => {
  const policy = (line: string) => ["Workplace monitoring policy — Example Ltd", line, "Footage is kept for 30 days."].join("\n");

  it("CCTV in toilets or changing rooms, or with audio, breaches; CCTV of the shop floor that excludes them does not", () => {
    expect(statusOf(ukGdpr, policy("CCTV cameras cover the warehouse and the staff changing rooms."), "GB", "minimisation")).toBe("breached");
    expect(statusOf(ukGdpr, policy("CCTV cameras with audio recording cover the shop floor."), "GB", "minimisation")).toBe("breached");
    expect(statusOf(ukGdpr, policy("CCTV cameras cover the shop floor and the tills; they do not cover toilets or changing rooms and record no audio."), "GB", "minimisation")).not.toBe("breached");
  });
});

describe("Art. 13: a headed notice written in the third person is still the notice", () => {
  it("a 'Privacy notice' that never says 'you' twice is checked for its items", () => {
    const text = ["Privacy notice — Example GmbH", "Example GmbH, Hauptstraße 1, München, info@example.de, is the controller.", "Customer data are used to fulfil orders (contract) and passed to the carrier that delivers them.", "Customer data are kept for three years after the last order.", "Customers may request access to their data."].join("\n");
    expect(statusOf(gdpr, text, "DE", "notice-complaint")).toBe("breached");
    expect(statusOf(gdpr, text, "DE", "notice-rights")).toBe("breached");
  });
});

describe("CCPA § 1798.135(a): selling names and phone numbers is selling personal information", () => {
  const policy = (line: string) => ["Privacy Policy — Example Leads LLC (California)", line, "We keep records for two years."].join("\n");

  it("selling consumers' names and phone numbers to lenders without the link breaches; selling products to businesses does not", () => {
    expect(statusOf(ccpaPack(), policy("We sell the names and phone numbers of California consumers to mortgage lenders."), "US-CA", "ccpa-opt-out-link")).toBe("breached");
    expect(statusOf(ccpaPack(), policy("We sell our accounting software to small businesses in California."), "US-CA", "ccpa-opt-out-link")).not.toBe("breached");
  });
});

describe("ERA s. 86(1): the employer ending the job without any notice", () => {
  const contract = (line: string) => ["Contract of Employment — Example Ltd", "Hours: 40 hours per week, Monday to Friday.", line].join("\n");

  it("'the company may end your employment at any time without notice' breaches; summary dismissal for gross misconduct does not", () => {
    expect(statusOf(eraPack(), contract("The company may end your employment at any time without notice."), "GB", "era-minimum-notice")).toBe("breached");
    expect(statusOf(eraPack(), contract("The company may end your employment without notice for gross misconduct."), "GB", "era-minimum-notice")).not.toBe("breached");
  });
});

describe("PDPA ss. 21 and 26: access requests and transfers however worded", () => {
  const policy = (line: string) => ["Personal Data Policy — Example Pte Ltd", line].join("\n");

  it("records sent to a named country with no clauses breach s. 26; with binding clauses they do not", () => {
    expect(statusOf(sgPdpaPack(), policy("Customer records are stored by our vendor in Vietnam; no contractual data protection clauses are in place."), "SG", "sg-transfer")).toBe("breached");
    expect(statusOf(sgPdpaPack(), policy("Customer records are stored by our vendor outside Singapore under a contract requiring protection comparable to the PDPA."), "SG", "sg-transfer")).not.toBe("breached");
  });

  it("'requests to access personal data will be answered within 90 days' breaches s. 21", () => {
    expect(statusOf(sgPdpaPack(), policy("Requests to access personal data will be answered within 90 days."), "SG", "sg-access")).toBe("breached");
  });
});

describe("LGPD Art. 14: no parent asked", () => {
  it("children signing up while the controller does not ask a parent breaches; a parent's verified consent does not", () => {
    const notice = (line: string) => ["Aviso de Privacidade — Exemplo Jogos Ltda.", "Our games are for children aged 6 to 11.", line].join("\n");
    expect(statusOf(lgpdPack(), notice("Children create their own accounts; we do not ask for the consent of a parent."), "BR", "lgpd-children")).toBe("breached");
    expect(statusOf(lgpdPack(), notice("Accounts are opened only after a parent gives specific consent, verified by email."), "BR", "lgpd-children")).not.toBe("breached");
  });
});

describe("ePrivacy Art. 5(3): a close button is not a ticked box", () => {
  const eprivacy = cookiePack("eu-eprivacy-directive", "ePrivacy Directive (Art. 5(3))", "Art. 5(3)", "5");
  it("'[Accept all] [Reject] [X]' has no pre-ticked box; '[x] Profiling cookies' has one", () => {
    const intro = "This site uses technical cookies and, with your consent, profiling cookies.";
    expect(statusOf(eprivacy, `${intro}\n[Accept all] [Reject] [Personalise] [X]`, "IT", "cookie-preticked")).not.toBe("breached");
    expect(statusOf(eprivacy, `${intro}\n[x] Profiling cookies\n[Save choices]`, "IT", "cookie-preticked")).toBe("breached");
  });
});

describe("Art. 13: a notice's items in other words", () => {
  const notice = (...lines: string[]) =>
    ["Privacy notice — Example S.L.", "Example S.L., Calle Mayor 1, Madrid, privacy@example.es, is the controller.", ...lines, "You may complain to the AEPD."].join("\n");
  it("'execution of the contract' states a legal basis; 'must be provided so that we can pay you' states a requirement", () => {
    expect(statusOf(gdpr, notice("We process your data to manage your orders (execution of the contract).", "We keep order data for six years."), "ES", "notice-basis")).toBe("met");
    expect(statusOf(gdpr, notice("We process your data to manage your orders (execution of the contract).", "Bank details must be provided so that we can pay you."), "ES", "notice-requirement")).toBe("met");
  });
});

describe("CCPA: sharing, signals and sensitive data in other words", () => {
  const policy = (...lines: string[]) => ["Privacy Notice — Example Co. (California)", ...lines, "We keep order records for three years."].join("\n");

  it("letting ad networks collect identifiers on the site is sharing, so the link is required", () => {
    expect(statusOf(ccpaPack(), policy("We allow advertising networks to collect device identifiers on our website for targeted advertising."), "US-CA", "ccpa-opt-out-link")).toBe("breached");
    expect(
      statusOf(ccpaPack(), policy("We allow advertising networks to collect device identifiers on our website.", 'You can opt out with the "Do Not Sell or Share My Personal Information" link.'), "US-CA", "ccpa-opt-out-link"),
    ).not.toBe("breached");
  });

  it("'signals such as Global Privacy Control are not honored' ignores the signal", () => {
    const text = policy("We share device identifiers with advertising partners.", "Browser signals such as Global Privacy Control are not honored by our website.");
    expect(statusOf(ccpaPack(), text, "US-CA", "ccpa-opt-out-signal")).toBe("breached");
  });

  it("health data used to pick sponsored offers needs the right to limit", () => {
    expect(statusOf(ccpaPack(), policy("We use your health data and precise geolocation to select sponsored offers for you."), "US-CA", "ccpa-sensitive-limit")).toBe("breached");
  });
});

describe("Art. 13(2)(b): a copy of one's data is the right of access (Art. 15(3)), whatever the notice calls it", () => {
  const notice = (rights: string) =>
    [
      "Privacy notice — Example Ltd",
      "Example Ltd, 1 High Street, Leeds, privacy@example.co.uk, is the controller.",
      "We use your details to deliver your orders (contract); our courier receives your address.",
      "We keep your data for two years after your last order.",
      rights,
    ].join("\n");
  it("'a copy of your data or its deletion' names two rights, access and erasure", () => {
    const o = outcomes(ukGdpr, notice("You can ask us for a copy of your data or its deletion by writing to privacy@example.co.uk."), "GB")["notice-rights"];
    expect(o.status).toBe("breached");
    expect(o.finding).toMatch(/lists only 2 of the six rights/);
  });
  it("a notice naming neither access nor a copy still counts only what it names", () => {
    const o = outcomes(ukGdpr, notice("You can ask us to delete your data by writing to privacy@example.co.uk."), "GB")["notice-rights"];
    expect(o.finding).toMatch(/lists only 1 of the six rights/);
  });
});

describe("Art. 12(3): a reply time for asking for a copy of one's data or its deletion", () => {
  const notice = (line: string) =>
    ["Privacy notice — Example Ltd", "Example Ltd, 1 High Street, Leeds, privacy@example.co.uk, is the controller.", "We keep your data for two years after your last order.", line].join("\n");
  it("60 days to answer a request for a copy or deletion is longer than the month; 'within one month' is not", () => {
    expect(statusOf(ukGdpr, notice("You can ask for a copy of your data or its deletion by writing to us; we will answer within 60 days."), "GB", "reply-deadline")).toBe("breached");
    expect(statusOf(ukGdpr, notice("You can ask for a copy of your data or its deletion by writing to us; we will answer within one month."), "GB", "reply-deadline")).not.toBe("breached");
    // The organisation's own deletion schedule is retention, not a reply time.
    expect(statusOf(ukGdpr, notice("We delete accounts within 90 days after the contract ends. You have the right of access and erasure, and we reply within one month."), "GB", "reply-deadline")).not.toBe("breached");
  });
});
