import { describe, expect, it } from "vitest";
import { assessPack } from "../assess";
import { reviewDocument } from "../document";
import { rulePacks } from "./index";
import type { RulePack } from "./types";

/**
 * Issue 34, round 18 (branch comp3): the mechanisms the paraphrase stress set (eval/compliance/paraphrase-stress) exposed
 * on its dev half, each shown with invented texts (expected answers written from the statute first) beside lawful near
 * misses. Our own sentences only, not the stress set's.
 */

const pack = (id: string): RulePack => rulePacks.get(id)!;
const statusIn = (packId: string, text: string, jurisdiction: string, id: string) =>
  assessPack(pack(packId), reviewDocument(text), jurisdiction, "2026-11-27").find((o) => o.id === id)?.status;
const breached = (packId: string, text: string, jurisdiction: string) =>
  assessPack(pack(packId), reviewDocument(text), jurisdiction, "2026-11-27").filter((o) => o.status === "breached").map((o) => o.id);

describe("a passage of a few sentences is not the whole notice or contract", () => {
  it("reports no missing notice item for a two-sentence passage, but what it says is still tested", () => {
    const text = "Privacy notice: we store your order history. It is never deleted, even after you close your account.";
    const found = breached("eu-gdpr", text, "FR");
    expect(found).toContain("storage-limitation");
    expect(found.filter((id) => id.startsWith("notice-"))).toEqual([]);
  });
  it("still reports a missing item in a whole notice", () => {
    const text = [
      "Privacy notice — Lumen Books SAS",
      "We use your name and address to deliver your orders, because the contract requires it.",
      "We keep order records for three years after your last purchase.",
      "Our payment provider receives the data needed to take payment.",
      "You may ask to see, correct or delete your data.",
    ].join("\n");
    expect(breached("eu-gdpr", text, "FR").some((id) => id.startsWith("notice-"))).toBe(true);
  });
  it("a one-line sign-up form with its own consent button is the whole request (DPDP s. 5)", () => {
    expect(statusIn("in-dpdp-act-2023", "Join — ChaiCart Pvt. Ltd.\nWe use your mobile number to send you weekly offers.\n[I agree]", "IN", "dpdp-notice")).toBe("breached");
  });
});

describe("FAQ answers read with their question", () => {
  it("joins a bare answer to the question and reads the answer's facts", () => {
    const doc = reviewDocument("Help centre. Do you tell the regulator about hacks? Yes, within a fortnight.");
    expect(doc.sentences.map((s) => s.text)).toContain("Do you tell the regulator about hacks? Yes, within a fortnight.");
    expect(reviewDocument("FAQ. Can I opt out? No. Selling data to brokers keeps prices low.").sentences).toHaveLength(3);
  });
  it("a 'No,' answer does not negate the clause after it", () => {
    expect(statusIn("us-flsa", "Bar staff handbook. Do servers keep their own tips? No, the shift supervisor takes a cut of the tip jar.", "US", "flsa-tips-kept")).toBe("breached");
  });
  it("weekly hours come from the answer, not the question", () => {
    expect(statusIn("uk-working-time-regulations-1998", "Rota FAQ. Is the week capped at 48 hours? No, 52-hour weeks are normal in December and nobody may opt out.", "GB", "wtr-weekly-limit")).toBe("breached");
    expect(statusIn("uk-working-time-regulations-1998", "Rota FAQ. Can I work more than 48 hours? Only if you sign our opt-out form, which you can cancel with a week's notice.", "GB", "wtr-weekly-limit")).not.toBe("breached");
  });
});

describe("consent facts shared across packs", () => {
  it("reads consent said not to be sought (GDPR Art. 9(2), Colorado, DPDP s. 9)", () => {
    expect(statusIn("eu-gdpr", "Privacy notice: we pass your blood-pressure readings to insurers for their offers without your consent.", "DE", "special-category")).toBe("breached");
    expect(statusIn("eu-gdpr", "Privacy notice: we never pass your blood-pressure readings to insurers without your explicit consent.", "DE", "special-category")).not.toBe("breached");
    expect(statusIn("us-co-cpa", "Colorado notice: your sexual orientation, as inferred from your app use, is shared with ad partners without asking you first.", "US-CO", "co-sensitive-consent")).toBe("breached");
    expect(statusIn("in-dpdp-act-2023", "Staff policy. Birth certificates of employees' children are collected for the school allowance. Their parents' consent is not sought.", "IN", "dpdp-children")).toBe("breached");
  });
  it("reads a service refused to anyone who does not agree to marketing (GDPR Art. 7(4))", () => {
    expect(statusIn("eu-gdpr", "Privacy notice: you cannot join the loyalty club without agreeing to partner promos by SMS.", "IE", "conditional-consent")).toBe("breached");
    expect(statusIn("eu-gdpr", "Privacy notice: you can join the loyalty club without agreeing to partner promos; that box is optional.", "IE", "conditional-consent")).not.toBe("breached");
  });
  it("reads consent deemed given or stretched to every future purpose (DPDP s. 6(1))", () => {
    expect(statusIn("in-dpdp-act-2023", "Privacy policy: consent to every future processing purpose is treated as given when you install the app.", "IN", "dpdp-consent")).toBe("breached");
    expect(statusIn("in-dpdp-act-2023", "Privacy policy: we ask for your consent separately for order updates and for offers, and you can withdraw either in Settings.", "IN", "dpdp-consent")).not.toBe("breached");
  });
});

describe("refusals of rights in lay words", () => {
  it("erasure denied (GDPR Art. 17, LGPD Art. 18)", () => {
    expect(statusIn("eu-gdpr", "Privacy notice: we do not offer erasure of old order records; you can hide them instead.", "IE", "erasure")).toBe("breached");
    expect(statusIn("eu-gdpr", "Privacy notice: we cannot delete invoices on request while tax law requires us to keep them for ten years.", "IE", "erasure")).not.toBe("breached");
    expect(statusIn("br-lgpd", "Aviso de privacidade: clients may not request correction or anonymisation of their records.", "BR", "lgpd-rights-refused")).toBe("breached");
    expect(statusIn("br-lgpd", "Aviso de privacidade: clients may request correction or anonymisation of their records at any time.", "BR", "lgpd-rights-refused")).not.toBe("breached");
  });
  it("marketing stopped only by leaving (GDPR Art. 21(3))", () => {
    expect(statusIn("eu-gdpr", "Privacy notice: the weekly newsletter can be stopped only by cancelling your membership.", "FR", "marketing-objection")).toBe("breached");
  });
  it("breaches kept internal (DPDP s. 8(6), PDPA s. 26D)", () => {
    expect(statusIn("in-dpdp-act-2023", "Privacy policy. Small data leaks are handled internally. We do not inform users or the Board about them.", "IN", "dpdp-breach-notice")).toBe("breached");
    expect(statusIn("sg-pdpa-2012", "Privacy policy: we report data breaches to the PDPC only when customers complain.", "SG", "sg-breach-notice")).toBe("breached");
    expect(statusIn("sg-pdpa-2012", "Privacy policy: we notify the PDPC within 3 calendar days of assessing that a data breach is notifiable.", "SG", "sg-breach-notice")).not.toBe("breached");
  });
});

describe("processors, automated decisions, security, transfers", () => {
  it("a provider with no contract (Art. 28(3)), and processor terms named with a capital P", () => {
    expect(statusIn("eu-gdpr", "Privacy notice: our email vendor holds the whole mailing list, and there is no written agreement with it.", "NL", "processor-contract")).toBe("breached");
    expect(statusIn("eu-gdpr", "Privacy notice: our email vendor holds the mailing list under a written data processing agreement.", "NL", "processor-contract")).not.toBe("breached");
    expect(statusIn("eu-gdpr", "Processing terms: the Processor may appoint sub-processors without the Controller's consent.", "NL", "processor-sub-processors")).toBe("breached");
  });
  it("a decision taken by software on its own (Art. 22), not one a person reviews", () => {
    expect(statusIn("eu-gdpr", "Privacy notice: our algorithm decides on its own which tenants are rejected.", "DE", "automated-decisions")).toBe("breached");
    expect(statusIn("eu-gdpr", "Privacy notice: our algorithm scores each tenant, but a letting officer reviews every application before it is rejected.", "DE", "automated-decisions")).not.toBe("breached");
  });
  it("security shortfalls in everyday words (Art. 32)", () => {
    expect(statusIn("eu-gdpr", "Privacy notice: the clinic doesn't use encryption on its laptops.", "IE", "security")).toBe("breached");
  });
  it("an unnamed country with no safeguards (PDPA s. 26)", () => {
    expect(statusIn("sg-pdpa-2012", "Privacy policy: records are stored by a vendor in another country, with no contract binding it to comparable protection.", "SG", "sg-transfer")).toBe("breached");
  });
});

describe("cookies: clauses, pronouns and targeting cookies", () => {
  it("a lawful 'necessary only; ads if you accept' sentence is no mislabel", () => {
    expect(statusIn("fr-loi-informatique-et-libertes", "Cookie banner: we set only cookies strictly necessary for login; marketing cookies are set only if you press 'Accept'.", "FR", "cookie-necessary-mislabel")).not.toBe("breached");
  });
  it("cookies named in one sentence and set 'when you arrive' in the next", () => {
    expect(statusIn("fr-loi-informatique-et-libertes", "We use retargeting cookies. We place them the moment you arrive.", "FR", "cookie-before-choice")).toBe("breached");
  });
  it("targeting cookies set on the first visit (PECR reg. 6)", () => {
    expect(statusIn("uk-pecr-2003", "Cookie notice: targeting cookies load on your first visit; clear them in your browser if you object.", "GB", "cookie-before-choice")).toBe("breached");
  });
});

describe("work texts", () => {
  it("pay by the week and hours in separate sentences (NMW)", () => {
    expect(statusIn("uk-national-minimum-wage-act-1998", "Employment contract. Your pay is £240 a week. You work 48 hours a week; you are 40.", "GB", "nmw-rate")).toBe("breached");
    expect(statusIn("uk-national-minimum-wage-act-1998", "Employment contract. Your pay is £600 a week. You work 40 hours a week; you are 40.", "GB", "nmw-rate")).not.toBe("breached");
  });
  it("deductions at the employer's discretion (ERA s. 13) and a statement promised months later (s. 1)", () => {
    expect(statusIn("uk-employment-rights-act-1996", "Employment contract: the Employer may deduct whatever sums it considers appropriate from your wages for damage.", "GB", "era-unauthorised-deductions")).toBe("breached");
    expect(statusIn("uk-employment-rights-act-1996", "Welcome to the team! You'll be given your written statement after three months here.", "GB", "era-written-statement")).toBe("breached");
  });
  it("overtime at straight time, the premium only named to be denied (FLSA § 207)", () => {
    expect(statusIn("us-flsa", "Memo to crew: hours over 40 are paid at the regular rate, not time and a half.", "US", "flsa-overtime")).toBe("breached");
    expect(statusIn("us-flsa", "Memo to crew: hours over 40 are paid at time and a half, never at the regular rate.", "US", "flsa-overtime")).not.toBe("breached");
  });
  it("unpaid sickness absence takes away SSP (s. 151(2))", () => {
    expect(statusIn("uk-sscba-1992", "Staff handbook: sick days are unpaid for everyone.", "GB", "ssp-contracting-out")).toBe("breached");
  });
});
