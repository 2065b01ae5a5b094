import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { offlineCheck } from "./offline-check";
import { overallStatus } from "./baseline";
import { rulePacks } from "./rules";

const registry = builtInRegistry();
const AS_OF = "2026-11-27";

describe("offline compliance check", () => {
  it("every provision a rule cites is in the registry, except the UK GDPR's replaced Art. 22", () => {
    const missing = new Set<string>();
    for (const pack of new Set(rulePacks.values())) for (const rule of pack.rules) for (const c of rule.cites) if (!registry.getProvision(c.source_id, c.article)) missing.add(`${c.source_id} ${c.article}`);
    expect([...missing].sort()).toEqual(["uk-gdpr 22"]);
  });

  it("a rule resting only on a provision the registry lacks is not assessable, never breached", async () => {
    const text = "Privacy notice of Example Ltd. Loan applications are rejected automatically by our scoring software and no member of staff reviews them. You have the right of access.";
    const { drafts } = await offlineCheck(registry, { document_text: text, jurisdiction: "GB", regulations: ["UK GDPR"] }, AS_OF);
    const automated = drafts[0].obligations.find((o) => o.id === "automated-decisions")!;
    expect(automated).toMatchObject({ status: "not_assessable", cites: [] });
    expect(automated.finding).toMatch(/not in our source registry/);
  });

  it("UK GDPR transfers are tested under Art. 44A as recast from 5 February 2026, met by the IDTA", async () => {
    const check = async (line: string) =>
      (await offlineCheck(registry, { document_text: `Privacy notice of Example Ltd. ${line} You have the right of access.`, jurisdiction: "GB", regulations: ["UK GDPR"] }, AS_OF)).drafts[0].obligations.find((o) => o.id === "transfers")!;
    const breached = await check("Your data may be stored anywhere in the world by our suppliers.");
    expect(breached).toMatchObject({ status: "breached", provision: "Art. 44A" });
    expect(breached.cites.map((c) => c.article)).toEqual(["44A", "46", "49"]);
    expect((await check("Our support centre in India receives your data under the International Data Transfer Agreement.")).status).toBe("met");
  });

  it("an unknown regulation and a regulation without a rule pack get compliant null and a warning, never false", async () => {
    const { drafts, warnings } = await offlineCheck(registry, { document_text: "We keep patient records forever.", jurisdiction: "US", regulations: ["Digital Fairness Act 2031", "HIPAA Privacy Rule"] }, AS_OF);
    expect(drafts.map((d) => d.compliant)).toEqual([null, null]);
    expect(warnings.map((w) => w.code)).toEqual(expect.arrayContaining(["unknown_regulation", "regulation_not_assessed"]));
    expect(overallStatus(drafts)).toBe("unable_to_determine");
  });

  it("a GB employment contract brings GB employment law; named, the Working Time Regulations and the NMWA find the breaches with verified provisions", async () => {
    const text = [
      "Contract of Employment — Quick Ltd",
      // The age is stated: without it, pay between the lowest rate and the National Living Wage is not assessable.
      "Employee: aged 30.",
      "Hours: 45 hours per week, Monday to Friday.",
      "Pay: £10.50 per hour.",
      "You agree that the 48-hour limit shall not apply to you. This agreement may not be withdrawn.",
    ].join("\n");
    const detected = await offlineCheck(registry, { document_text: text, jurisdiction: "GB" }, AS_OF);
    expect(detected.drafts.map((d) => d.sourceId)).toEqual(expect.arrayContaining(["uk-working-time-regulations-1998", "uk-national-minimum-wage-act-1998"]));
    const named = await offlineCheck(registry, { document_text: text, jurisdiction: "GB", regulations: ["Working Time Regulations 1998", "National Minimum Wage Act 1998"] }, AS_OF);
    for (const d of named.drafts) {
      expect(d.compliant).toBe(false);
      const breached = d.obligations.filter((o) => o.status === "breached");
      expect(breached.length).toBeGreaterThan(0);
      for (const o of breached) for (const c of o.cites) expect(registry.getProvision(c.source_id, c.article)).toBeDefined();
    }
  });

  it("a cookie banner brings the national rule that transposes the ePrivacy Directive (not the Directive beside it), not GDPR notice items", async () => {
    const banner = "We use cookies to show personalised ads.\nBy continuing to browse you accept cookies.\n[OK]";
    const { drafts } = await offlineCheck(registry, { document_text: banner, jurisdiction: "FR" }, AS_OF);
    const ids = drafts.map((d) => d.sourceId);
    expect(ids).toContain("fr-loi-informatique-et-libertes");
    // A business is bound by the transposing law; one breach is not reported a second time under the Directive.
    expect(ids).not.toContain("eu-eprivacy-directive");
    // Where we hold no national rule, the Directive's Art. 5(3) is what the text is tested against.
    const elsewhere = await offlineCheck(registry, { document_text: banner, jurisdiction: "PT" }, AS_OF);
    expect(elsewhere.drafts.map((d) => d.sourceId)).toContain("eu-eprivacy-directive");
    expect(drafts.find((d) => d.sourceId === "eu-gdpr")?.obligations.some((o) => o.status === "breached" && o.provision.startsWith("Art. 13"))).not.toBe(true);
  });

  it("a subject access request procedure in GB brings the UK GDPR, and its one-month answer is met", async () => {
    const text = "Subject Access Request Procedure — Example Housing\nWe respond to each request without undue delay and at the latest within one month of receipt.";
    const { drafts } = await offlineCheck(registry, { document_text: text, jurisdiction: "GB" }, AS_OF);
    expect(drafts.map((d) => d.sourceId)).toContain("uk-gdpr");
    expect(drafts.find((d) => d.sourceId === "uk-gdpr")?.obligations.some((o) => o.status === "breached")).toBe(false);
  });

  it("a privacy policy for Californians brings the CCPA even when the jurisdiction asked is US", async () => {
    const { drafts } = await offlineCheck(registry, { document_text: "Privacy Policy for California residents. We sell your personal information to data brokers.", jurisdiction: "US" }, AS_OF);
    const ccpa = drafts.find((d) => d.sourceId === "us-ca-ccpa")!;
    expect(ccpa.compliant).toBe(false);
    expect(ccpa.obligations.find((o) => o.id === "ccpa-opt-out-link")?.status).toBe("breached");
  });

  it("breaches come first in the finding, in order of severity", async () => {
    const { drafts } = await offlineCheck(registry, { document_text: "Privacy notice of Shop SARL. We keep your data for as long as we wish. We answer access requests within 60 days. You have the right of access.", jurisdiction: "FR", regulations: ["GDPR"] }, AS_OF);
    const f = drafts[0].finding;
    expect(f.indexOf("[high] Art. 5(1)(e)")).toBeGreaterThan(-1);
    expect(f.indexOf("[high] Art. 5(1)(e)")).toBeLessThan(f.indexOf("[medium] Art. 12(3)"));
    expect(drafts[0].recommendation).toMatch(/^Art\. 5\(1\)\(e\)/);
  });
});

describe("offline compliance check on a long text", () => {
  const text = [
    "Privacy notice of Example Ltd.",
    "We collect your name, email address and payment details to deliver your orders.",
    "We keep your data for as long as we wish.",
    "We use cookies to show personalised ads and by continuing to browse you accept cookies.",
    "Staff work 12-hour shifts for 14 days in a row.",
    "You have the right of access.",
  ].join(" ");

  it("gives the event loop back between its steps, with the same result as in one go", async () => {
    let turns = 0;
    let counting = true;
    const count = () => {
      turns++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const sliced = await offlineCheck(registry, { document_text: text, jurisdiction: "GB" }, AS_OF, undefined, 0);
    counting = false;
    const rules = sliced.drafts.reduce((n, d) => n + d.obligations.length, 0);
    // With a slice of 0 ms every step yields: one turn of the loop per rule at least (it used to run them all in one).
    expect(rules).toBeGreaterThan(20);
    expect(turns).toBeGreaterThanOrEqual(rules);
    const whole = await offlineCheck(registry, { document_text: text, jurisdiction: "GB" }, AS_OF);
    expect(sliced).toEqual(whole);
    expect(sliced.drafts.map((d) => d.regulation)).toContain("UK GDPR");
  });
});
