import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { offlineCheck } from "./offline-check";

/**
 * Whole texts that break several rules at once, written for this test in wordings of their own, with the breaches a
 * lawyer would list (source and provision) written down before the check was run on them. Each listed breach must be
 * found under the regulations detected from the text.
 */
const registry = builtInRegistry();
const AS_OF = "2026-11-27";

async function breached(text: string, jurisdiction: string) {
  const { drafts } = await offlineCheck(registry, { document_text: text, jurisdiction }, AS_OF);
  return drafts.flatMap((d) => d.obligations.filter((o) => o.status === "breached").map((o) => `${d.sourceId} ${o.provision}`));
}

const ES_SHOP = `Privacy and cookies — Tienda Sol S.L., Calle Mayor 3, Madrid, privacidad@tiendasol.es. This notice explains what we do with your personal data.
If you keep using our site after this message appears, we assume you accept analytics and advertising cookies.
Signing up for an account means you also agree to receive offers from our partner brands.
Account data is held for an unlimited period.
We get back to you on requests for a copy of your data within two months.
Our analytics provider in the United States processes your browsing data.
You have the right to access, rectify, erase, restrict, object and port your data, and to complain to the AEPD.`;

const IN_HR = `Employee data policy — Kaveri Textiles Private Limited.
Each employee agrees that their personal data may be used for whatever purposes the company determines.
Copies of the birth certificates of employees' children must be submitted to HR for the family insurance scheme.
Whether staff are told about a data leak is decided by HR.
Employee records are never deleted, even after the employee leaves.`;

const CA_APP = `Privacy Policy — Sunbeam Games Inc. This policy explains how we handle personal information of California residents.
We provide your contact details and purchase history to marketing firms in exchange for payment.
Our site does not act on Global Privacy Control signals.
Requests to delete must be mailed to our office at 1 Market Street, San Francisco.
We reply to requests to know or delete within 60 days.`;

const GB_ZERO_HOURS = `Zero hours worker agreement — Harbour Cafés Ltd, Bristol.
There are no guaranteed hours; shifts are offered as and when needed, at £12.50 per hour.
You are barred from working for any other employer while this agreement lasts.
Your opt-out from the 48-hour week lasts for as long as you work here.
Any shortfall in the till at the end of your shift will be recovered from your wages in full.
Holiday is 10 days a year.`;
// Ten days' holiday is not listed: for a worker with no known working pattern it may be the pro-rata 5.6 weeks.

describe("whole texts: each listed breach is found", () => {
  it("a Spanish shop's notice and cookie message", async () => {
    const found = await breached(ES_SHOP, "ES");
    expect(found).toEqual(expect.arrayContaining(["es-lssi art. 22.2", "eu-gdpr Art. 7(4)", "eu-gdpr Art. 5(1)(e)", "eu-gdpr Art. 12(3)", "eu-gdpr Art. 44", "eu-gdpr Art. 13(1)(f)"]));
  });
  it("an Indian employee-data policy (duties from 13 May 2027)", async () => {
    const found = await breached(IN_HR, "IN");
    expect(found).toEqual(expect.arrayContaining(["in-dpdp-act-2023 s. 6(1)", "in-dpdp-act-2023 s. 9(1)", "in-dpdp-act-2023 s. 8(6)", "in-dpdp-act-2023 s. 8(7)"]));
  });
  it("a Californian games company's policy", async () => {
    const found = await breached(CA_APP, "US-CA");
    expect(found).toEqual(expect.arrayContaining(["us-ca-ccpa § 1798.135(a)", "us-ca-ccpa Cal. Code Regs. tit. 11, § 7025", "us-ca-ccpa § 1798.130(a)(1)", "us-ca-ccpa § 1798.130(a)(2)"]));
  });
  it("a GB zero-hours agreement", async () => {
    const found = await breached(GB_ZERO_HOURS, "GB");
    expect(found).toEqual(expect.arrayContaining(["uk-employment-rights-act-1996 s. 27A", "uk-working-time-regulations-1998 reg. 5", "uk-employment-rights-act-1996 s. 18(1)"]));
  });
});
