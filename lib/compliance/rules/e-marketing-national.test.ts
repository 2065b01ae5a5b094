import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { detectApplicableLaws } from "../detect";
import { rulePacks } from ".";
import { outcomes, statusOf } from "./test-helpers";

/**
 * Unsolicited electronic marketing under France's CPCE art. L34-5, Germany's UWG § 7 and the Dutch Telecommunicatiewet
 * art. 11.7, with Art. 13 of Directive 2002/58/EC where we hold no national rule; and Italy's Codice art. 130(4), whose
 * existing-customer exception covers email only. Each rule: prior consent, save existing customers (details obtained
 * in a sale) for the sender's own similar products with a free objection at collection and in every message.
 * Expected answers written from the provisions before the rules were changed; invented sentences only.
 */
const registry = builtInRegistry();
const pack = (id: string) => {
  const p = rulePacks.get(id);
  if (!p) throw new Error(`no pack for ${id}`);
  return p;
};
const shop = (line: string) => ["Newsletter and account terms of our online shop", "Tell us your name and email address to open an account.", line].join("\n");

describe("the registry holds the national e-marketing rules", () => {
  it("holds CPCE art. L34-5, UWG § 7 and Telecommunicatiewet art. 11.7 with their titles", () => {
    expect(registry.getInstrument("fr-cpce")?.title).toBe("Code des postes et des communications électroniques");
    expect(registry.getInstrument("fr-cpce")?.provisions.map((p) => p.article)).toContain("L34-5");
    expect(registry.getInstrument("de-uwg")?.title).toBe("Gesetz gegen den unlauteren Wettbewerb (UWG)");
    expect(registry.getInstrument("de-uwg")?.provisions.find((p) => p.article === "7")?.heading).toBe("Unzumutbare Belästigungen");
    expect(registry.getInstrument("nl-telecommunicatiewet")?.provisions.map((p) => p.article)).toEqual(expect.arrayContaining(["11.7", "11.7a"]));
  });
});

describe("France, CPCE art. L34-5", () => {
  const fr = pack("fr-cpce");
  it("an opt-out newsletter to every account holder breaches; one sent only to those who ticked an unticked box does not", () => {
    expect(statusOf(fr, shop("We email our promotional newsletter to everyone who opens an account unless they opt out."), "FR", "cpce-email-marketing")).toBe("breached");
    expect(statusOf(fr, shop("We send our promotional newsletter by email only to people who ticked the unticked box asking for it."), "FR", "cpce-email-marketing")).not.toBe("breached");
  });
  it("customers' addresses passed to partner brands for their offers breach; the customer exception for similar products is met", () => {
    expect(statusOf(fr, shop("We pass our customers' email addresses to partner brands so that they can send you their offers."), "FR", "cpce-email-marketing")).toBe("breached");
    expect(
      statusOf(fr, shop("If you buy from us we may email you about similar products from our own range; you can refuse when you order and through the unsubscribe link in every email."), "FR", "cpce-email-marketing"),
    ).toBe("met");
  });
  it("cites the Directive's Art. 13 beside the national article", () => {
    const o = outcomes(fr, shop("We email our promotional newsletter to everyone who opens an account unless they opt out."), "FR")["cpce-email-marketing"];
    expect(o.cites).toEqual(expect.arrayContaining([{ source_id: "fr-cpce", article: "L34-5" }, { source_id: "eu-eprivacy-directive", article: "13" }]));
  });
  it("is detected for a French marketing text, and the Directive is not checked twice", () => {
    const ids = detectApplicableLaws(registry, "FR", shop("We email our promotional newsletter to everyone who opens an account unless they opt out.")).map((d) => d.sourceId);
    expect(ids).toContain("fr-cpce");
    expect(ids).not.toContain("eu-eprivacy-directive");
  });
});

describe("Germany, UWG § 7", () => {
  const de = pack("de-uwg");
  it("advertising emails to a bought list breach; a newsletter only to double-opt-in subscribers does not", () => {
    expect(statusOf(de, shop("We send our newsletter with special offers by email to addresses we bought from a list broker."), "DE", "uwg-email-marketing")).toBe("breached");
    expect(statusOf(de, shop("We email our newsletter with offers only to subscribers who signed up and confirmed their address through the link in our confirmation email."), "DE", "uwg-email-marketing")).not.toBe("breached");
  });
  it("the § 7(3) exception is met for the shop's own similar products with an objection at collection and in every email", () => {
    expect(
      statusOf(de, shop("If you buy from us we may email you about similar products from our own range; you can object when you order and through the unsubscribe link in every email."), "DE", "uwg-email-marketing"),
    ).toBe("met");
  });
  it("a pre-ticked newsletter box breaches", () => {
    expect(statusOf(de, shop("[x] Yes, send me offers and promotions by email (ticked by default)."), "DE", "uwg-email-marketing")).toBe("breached");
  });
  it("is detected for a German marketing text", () => {
    expect(detectApplicableLaws(registry, "DE", shop("We send our newsletter with special offers by email to addresses we bought from a list broker.")).map((d) => d.sourceId)).toContain("de-uwg");
  });
});

describe("Netherlands, Telecommunicatiewet art. 11.7", () => {
  const nl = pack("nl-telecommunicatiewet");
  it("addresses shared with partners who email their promotions breach; a newsletter only to sign-ups does not", () => {
    expect(statusOf(nl, shop("Your email address is shared with our partners, who will email you their promotions."), "NL", "tw-email-marketing")).toBe("breached");
    expect(statusOf(nl, shop("We send our newsletter with offers by email only to people who have signed up for it."), "NL", "tw-email-marketing")).not.toBe("breached");
  });
  it("marketing texts to customers about similar products, with a way to refuse at checkout and in every message, are within the exception", () => {
    expect(statusOf(nl, shop("Customers who have bought from us receive text messages about similar products from our own range, and can refuse at checkout and in every message."), "NL", "tw-email-marketing")).not.toBe("breached");
  });
});

describe("Italy, Codice art. 130(4): the existing-customer exception covers email, not SMS", () => {
  const it_ = pack("it-codice-privacy");
  const customers = (channel: string) => shop(`Customers who have bought from us receive ${channel} about similar products from our own range, and can refuse at checkout and in every message.`);
  it("marketing texts to customers without consent breach; the same offers by email are met", () => {
    expect(statusOf(it_, customers("text messages with offers"), "IT", "codice-email-marketing")).toBe("breached");
    expect(statusOf(it_, customers("emails with offers"), "IT", "codice-email-marketing")).toBe("met");
  });
  it("France's exception covers text messages, which are electronic mail there", () => {
    expect(statusOf(pack("fr-cpce"), customers("text messages with offers"), "FR", "cpce-email-marketing")).not.toBe("breached");
  });
});

describe("Directive 2002/58/EC Art. 13 where no national rule is held", () => {
  const text = shop("We email our promotional newsletter to everyone who opens an account unless they opt out.");
  it("is detected for an EU state whose rule we do not hold, and finds the opt-out newsletter", () => {
    expect(detectApplicableLaws(registry, "PL", text).map((d) => d.sourceId)).toContain("eu-eprivacy-directive");
    expect(statusOf(pack("eu-eprivacy-directive"), text, "PL", "eprivacy-email-marketing")).toBe("breached");
  });
});
