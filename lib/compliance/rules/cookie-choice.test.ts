import { describe, expect, it } from "vitest";
import { rulePacks } from "./index";
import { statusOf } from "./test-helpers";

/**
 * How a banner's choice is built, read from its parts rather than set phrases: access that depends on accepting
 * (a cookie wall), refusal placed lower than acceptance (a second screen, small grey text), and categories switched on
 * until the visitor switches them off. Our own descriptions; expected answers written first.
 */

const ie = rulePacks.get("ie-eprivacy-regulations-2011")!;
const es = rulePacks.get("es-lssi")!;
const pecr = rulePacks.get("uk-pecr-2003")!;

describe("a cookie wall in any words", () => {
  it("flags 'to read our articles you must allow all cookies'", () => {
    expect(statusOf(ie, "Website pop-up — Atlantic News Ltd (Galway). To read our articles you must allow all cookies, including those of our advertisers.", "IE", "cookie-refusal")).toBe("breached");
  });
  it("flags visitors who say no getting a blank page", () => {
    expect(statusOf(pecr, "Cookie banner — Harbour Radio Ltd. Our site uses advertising cookies. Visitors who say no to cookies see a blank page with a button to change their mind.", "GB", "cookie-refusal")).toBe("breached");
  });
  it("accepts a site readable whatever the choice", () => {
    expect(statusOf(ie, "Website pop-up — Atlantic News Ltd (Galway). You can read our articles whether or not you allow advertising cookies; 'Accept' and 'Reject' are the same size.", "IE", "cookie-refusal")).not.toBe("breached");
  });
});

describe("refusal placed lower than acceptance", () => {
  it("flags refusal only on the second screen in small grey text", () => {
    expect(statusOf(es, "Descripción del banner — Moda Alba S.L. \"Aceptar todo\" is a big orange button on the cookie banner; \"Rechazar\" is small grey text at the bottom of the second screen.", "ES", "cookie-refusal")).toBe("breached");
  });
  it("accepts refusal beside acceptance on the first screen", () => {
    expect(statusOf(es, "Descripción del banner — Moda Alba S.L. \"Aceptar todo\" and \"Rechazar todo\" are buttons of the same size on the first screen of the cookie banner.", "ES", "cookie-refusal")).not.toBe("breached");
  });
});

describe("categories switched on until the visitor switches them off", () => {
  it("flags advertising cookies switched on in the settings until switched off", () => {
    expect(statusOf(es, "Descripción del banner — Moda Alba S.L. In the cookie settings screen all advertising cookies are switched on until the visitor switches them off.", "ES", "cookie-preticked")).toBe("breached");
  });
  it("accepts advertising cookies switched off until the visitor switches them on", () => {
    expect(statusOf(es, "Descripción del banner — Moda Alba S.L. In the cookie settings screen all advertising cookies are switched off until the visitor switches them on.", "ES", "cookie-preticked")).not.toBe("breached");
  });
});

describe("an opt-out for analytics beside advertising asked for first (PECR reg. 6 as amended from 5 February 2026)", () => {
  it("accepts analytics switched off in settings and advertising cookies used only if the visitor says yes", () => {
    const text =
      "Cookie banner — Oakleaf Bakery Ltd. We use first-party analytics that count visits; they are never shared with advertisers and you can switch them off in Cookie settings. We would also like to use advertising cookies from Meta; we'll only use them if you say yes. [Accept] [Reject]";
    expect(statusOf(pecr, text, "GB", "cookie-no-consent")).not.toBe("breached");
  });
  it("accepts advertising tags blocked until 'Accept' is clicked", () => {
    const text = 'Cookie banner — Oakleaf Bakery Ltd. We would like to use advertising cookies from Google; they are blocked until "Accept" is clicked. Analytics can be switched off in Cookie settings. [Accept] [Reject]';
    expect(statusOf(pecr, text, "GB", "cookie-no-consent")).not.toBe("breached");
  });
  it("flags advertising cookies used from the first visit with only a switch-off afterwards", () => {
    const text = "Cookie banner — Oakleaf Bakery Ltd. We use first-party analytics and Meta advertising cookies from your first visit; you can switch them off in Cookie settings.";
    expect(statusOf(pecr, text, "GB", "cookie-no-consent")).toBe("breached");
  });
});
