import { describe, expect, it } from "vitest";
import { rulePacks } from "./index";
import { statusOf } from "./test-helpers";

/**
 * DPDP Act s. 5(1): a request for consent must come with, or follow, a notice. A consent screen that points to a
 * separate privacy notice (by link, "you agree to our Privacy Policy", "read our Privacy Notice") does not itself breach
 * s. 5(1): the notice is judged on the notice, which is not before us (two independent examiners' reading). A screen
 * that asks for consent with no notice given or referred to still breaches. Expected answers written before the rule
 * was changed; invented texts only.
 */
const dpdp = (text: string) => statusOf(rulePacks.get("in-dpdp-act-2023")!, text, "IN", "dpdp-notice", "2027-06-01");

describe("DPDP s. 5(1): a consent screen that refers to a separate privacy notice", () => {
  it("is not judged on notice items: agreeing to 'our Privacy Policy', a linked notice, a notice to read first", () => {
    expect(dpdp("Sign-up — Dhaba Deals Pvt Ltd\nWe use your mobile number to send you offers. By tapping 'Join' you agree to our Privacy Policy.\n[Join]")).not.toBe("breached");
    expect(dpdp("Sign-up — Dhaba Deals Pvt Ltd\nWe use your mobile number to send you offers.\n[ ] I agree to Dhaba Deals processing my number [Privacy Notice]\n[Continue]")).not.toBe("breached");
    expect(dpdp("Sign-up — Dhaba Deals Pvt Ltd\nPlease read the Privacy Notice before you continue. We use your mobile number to send you offers.\n[I agree]")).not.toBe("breached");
  });
  it("still breaches where the screen asks for consent with no notice given or referred to", () => {
    expect(dpdp("Sign-up — Dhaba Deals Pvt Ltd\nWe use your mobile number to send you offers.\n[I agree]")).toBe("breached");
    expect(dpdp("Sign-up — Dhaba Deals Pvt Ltd\nWe use your mobile number to send you offers. We do not have a privacy policy.\n[I agree]")).toBe("breached");
  });
  it("still judges a text that is itself the notice on what it leaves out", () => {
    expect(dpdp("Privacy Policy — Dhaba Deals Pvt Ltd\nWe collect your mobile number to send you offers. By using the app you agree to this Privacy Policy.")).toBe("breached");
  });
});
