import { describe, expect, it } from "vitest";
import { rulePacks } from "./index";
import { statusOf } from "./test-helpers";
import { serviceConditionalOn } from "./conditional-service";

/**
 * Art. 7(4): a service made conditional on consent to something it does not need, read from the sentence's structure
 * (a service, a condition linking it to agreeing, and an optional purpose as what is agreed to), in any order and
 * wording. Our own sentences, not an evaluation set's; expected answers written before the code.
 */

const gdpr = rulePacks.get("eu-gdpr")!;
const ukGdpr = rulePacks.get("uk-gdpr")!;
const notice = (sentence: string) =>
  `Lumen Outdoor GmbH, Hauptstraße 4, Freiburg — Privacy policy\n\nWe collect your name, email and order history to run your account. ${sentence}\n\nQuestions: privacy@lumen-outdoor.de.`;

describe("a service made conditional on agreeing to an optional purpose (Art. 7(4))", () => {
  const breaching = [
    "Joining the club is only possible if you also sign up for texts from our sponsors.",
    "If you decline the partner mailing, we are unable to set up your customer account.",
    "To place an order you need to first accept that we pass your details to advertising partners.",
    "Opening an account comes bundled with our weekly promotional newsletter; the two cannot be separated.",
    "To open your account you must also agree to receive our newsletter and partner offers.",
  ];
  for (const s of breaching) {
    it(`flags: ${s}`, () => {
      expect(serviceConditionalOn(s)).toBe(true);
      expect(statusOf(gdpr, notice(s), "DE", "conditional-consent")).toBe("breached");
    });
  }

  const lawful = [
    "To open your account you must agree to our terms of sale; the newsletter is a separate choice you can skip.",
    "You can create an account without agreeing to marketing; tick the box only if you want our offers.",
    "To place an order you must give a delivery address and pay by card.",
    "If you decline the partner mailing, nothing changes to your account.",
    "You do not have to accept partner offers to join the club.",
  ];
  for (const s of lawful) {
    it(`accepts: ${s}`, () => {
      expect(serviceConditionalOn(s)).toBe(false);
      expect(statusOf(gdpr, notice(s), "DE", "conditional-consent")).not.toBe("breached");
    });
  }

  it("reads the same structure under the UK GDPR", () => {
    const text = `Copperfield Pets Ltd — How we use your data\n\nWe collect your name and email when you register. Registering for the app is subject to your agreement to receive promotional emails from our partners.\n\nContact: hello@copperfieldpets.co.uk.`;
    expect(statusOf(ukGdpr, text, "GB", "conditional-consent")).toBe("breached");
  });
});

describe("work made conditional on an employee's consent (Art. 7(4), recital 43)", () => {
  const memo = (line: string) => `Email from HR — Transports Garnier SAS, Rouen\n\nWe process drivers' data to run the rota.\n${line}`;
  it("flags drivers who do not sign the tracking consent losing shifts", () => {
    expect(statusOf(gdpr, memo("Drivers who do not sign the GPS tracking consent form will not be given shifts from next month."), "FR", "conditional-consent")).toBe("breached");
  });
  it("flags an employee refusing consent losing a bonus", () => {
    expect(statusOf(gdpr, memo("Any employee refusing to consent to the fingerprint clock loses their attendance bonus."), "FR", "conditional-consent")).toBe("breached");
  });
  it("accepts a PIN badge offered instead, with no effect on pay or shifts", () => {
    expect(statusOf(gdpr, memo("Employees who do not want to use the fingerprint clock can use a PIN badge instead, with no effect on pay or shifts."), "FR", "conditional-consent")).not.toBe("breached");
  });
});

describe("work tied to consent named in the sentence before", () => {
  it("flags 'must sign the consent form' followed by 'those who do not sign get no overtime'", () => {
    const text = "Memo — Atelier Roux SARL. All staff must sign the consent form for the new badge cameras. Those who do not sign will not get overtime.";
    expect(statusOf(gdpr, text, "FR", "conditional-consent")).toBe("breached");
  });
});

describe("consent given by the very act the service requires (Art. 7(4), Art. 9)", () => {
  const form = (...lines: string[]) => `Anmeldung — PulsWerk GmbH, Leipzig\n\n${lines.join("\n")}`;
  it("flags a required terms box that is also consent to health data and partners' offers", () => {
    const text = form("[ ] I accept the terms of use (required to register)", "By ticking this box you also consent to the processing of your heart-rate and sleep data and to offers from our partners.");
    expect(statusOf(gdpr, text, "DE", "conditional-consent")).toBe("breached");
    expect(statusOf(gdpr, text, "DE", "special-category")).toBe("breached");
  });
  it("flags agreeing to the terms, which you must do to use the app, counted as consent to sharing", () => {
    const text = "Sign-up — TrackFit Ltd. Ticking 'I agree to the terms' (which you must do to use the app) counts as your consent to us sharing your workout data with sponsors.";
    expect(statusOf(rulePacks.get("uk-gdpr")!, text, "GB", "conditional-consent")).toBe("breached");
  });
  it("accepts a separate optional box for health data", () => {
    const text = form("[ ] I accept the terms of use (required to register)", "[ ] Optional: I consent to the processing of my heart-rate data to personalise my plan.");
    expect(statusOf(gdpr, text, "DE", "conditional-consent")).not.toBe("breached");
    expect(statusOf(gdpr, text, "DE", "special-category")).not.toBe("breached");
  });
});
