import { describe, expect, it } from "vitest";
import { dpdpPack } from "./asia-latam-privacy";
import { statusOf } from "./test-helpers";

/**
 * DPDP Act wordings found by checking an invented lending-app permission screen (session probe, expected breaches
 * written first): consent taken from "continuing", and data kept for years after the account closes "for business
 * purposes". Each beside a lawful near miss.
 */
const screen = (...lines: string[]) =>
  [
    "LoanLeaf — Permissions and Privacy",
    "We collect your name, PAN and bank statements to assess your loan application.",
    ...lines,
    "You can withdraw your consent at any time in Settings, as easily as you gave it, and complain to the Data Protection Board of India.",
  ].join("\n");

describe("DPDP: consent by carrying on, and retention after closure for the business's own ends", () => {
  it("s. 6(1): 'by continuing, you agree to our Privacy Policy and Terms' is breached; a separate tick for a stated purpose is not", () => {
    expect(statusOf(dpdpPack(), screen("By continuing, you agree to our Privacy Policy and Terms."), "IN", "dpdp-consent")).toBe("breached");
    expect(statusOf(dpdpPack(), screen("By proceeding you accept the Terms and our privacy policy."), "IN", "dpdp-consent")).toBe("breached");
    expect(statusOf(dpdpPack(), screen("Tick the box to consent to our use of your bank statements only to assess this loan application."), "IN", "dpdp-consent")).not.toBe("breached");
  });

  it("s. 8(7): kept 10 years after the account closes 'for business purposes' is breached; kept as the law requires is not", () => {
    expect(statusOf(dpdpPack(), screen("We keep your information for 10 years after you close your account, for business purposes."), "IN", "dpdp-erasure")).toBe("breached");
    expect(statusOf(dpdpPack(), screen("We keep your loan records for 5 years after you close your account, as the RBI's KYC directions require."), "IN", "dpdp-erasure")).not.toBe("breached");
    expect(statusOf(dpdpPack(), screen("We keep your information for 10 years after you close your account, where the law requires it for business purposes."), "IN", "dpdp-erasure")).not.toBe("breached");
  });
});
