import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { api, createTenant } from "../support/api";
import { startFakeAnthropic, type FakeAnthropic } from "../support/fake-anthropic";
import type { FakeRequest } from "../support/fake-anthropic/types";
import { listedProvisions, modelEnv } from "../support/model";

/** The French shop: cookie consent by browsing on, bundled marketing, no retention limit, slow replies, US hosting. */
const frenchShop = [
  "Politique de confidentialité — Boutique Lumière SARL",
  "Boutique Lumière SARL, 14 rue des Tanneurs, 69002 Lyon, is responsible for your personal data. You can reach us at contact@boutique-lumiere.example.",
  "By continuing to browse our website you accept all cookies, including advertising cookies from our partners.",
  "When you create an account you also agree to receive our newsletter and the offers of our partners; this option cannot be unticked.",
  "We keep your data for as long as we wish.",
  "You may ask for access to your data or for its erasure by writing to us; we reply to such requests within three months.",
  "Our website and customer database are hosted in the United States by our hosting provider.",
].join("\n");

const zeroHours = [
  "Casual Worker Agreement — Harbour Cafés Ltd",
  "This is a zero hours contract. The Company is not obliged to offer you any work.",
  "Your rate of pay is £12.90 per hour.",
  "You agree that the 48-hour limit on average weekly working time shall not apply to you. This agreement may not be withdrawn.",
  "You must not work for any other employer while this agreement is in force.",
].join("\n");

interface Obligation {
  id: string;
  provision: string;
  status: string;
  quote: string | null;
  severity: string;
  fix: string;
  citation_ids: string[];
  source: string;
  in_force_from?: string;
}
interface Finding {
  regulation: string;
  compliant: boolean | null;
  finding: string;
  citation_ids: string[];
  obligations: Obligation[];
}

/** Every finding and obligation cites only citations in the response, and a breach always cites a verified provision. */
function expectGroundedVerdicts(body: { findings: Finding[]; citations: { citation_id: string; verified: boolean }[] }) {
  const byId = new Map(body.citations.map((c) => [c.citation_id, c]));
  for (const f of body.findings) {
    for (const id of f.citation_ids) expect(byId.has(id)).toBe(true);
    for (const o of f.obligations) {
      for (const id of o.citation_ids) expect(byId.has(id)).toBe(true);
      if (o.status === "breached") expect(o.citation_ids.some((id) => byId.get(id)!.verified)).toBe(true);
      if (o.status === "not_assessable") expect(o.citation_ids).toEqual([]);
    }
    if (f.compliant === false) expect(f.obligations.some((o) => o.status === "breached")).toBe(true);
  }
}

describe.each(lanes())("compliance obligations, offline (%s)", (lane) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(lane);
  });
  afterAll(async () => server?.stop());
  const check = async (body: Record<string, unknown>) => {
    const tenant = await createTenant(server, { credits: 10 });
    return api(server, "POST", "/v1/compliance/check", { key: tenant.key, body });
  };

  it("the French shop: GDPR breaches quoted and cited, plus art. 82 of the Loi 78-17 citing the ePrivacy Directive's Art. 5(3) it transposes, all detected", async () => {
    const res = await check({ document_text: frenchShop, jurisdiction: "FR" });
    expect(res.status).toBe(200);
    const findings: Finding[] = res.body.findings;
    const gdpr = findings.find((f) => f.regulation === "GDPR")!;
    expect(gdpr.compliant).toBe(false);
    const breached = (f: Finding) => f.obligations.filter((o) => o.status === "breached").map((o) => o.provision);
    expect(breached(gdpr)).toEqual(expect.arrayContaining(["Art. 5(1)(e)", "Art. 7(4)", "Art. 12(3)", "Art. 44"]));
    expect(gdpr.obligations.find((o) => o.id === "storage-limitation")).toMatchObject({ quote: "We keep your data for as long as we wish.", severity: "high", source: "rules" });
    // It no longer says transfers are not mentioned: the notice mentions them, without a safeguard.
    expect(gdpr.obligations.find((o) => o.id === "transfers")?.quote).toMatch(/United States/);
    expect(gdpr.finding.indexOf("[high]")).toBeLessThan(gdpr.finding.indexOf("[medium]"));
    // One finding under the law that binds the shop, not a second one under the Directive it transposes.
    expect(findings.some((x) => x.regulation === "ePrivacy Directive")).toBe(false);
    const f = findings.find((x) => x.regulation === "Loi Informatique et Libertés")!;
    expect(f.compliant).toBe(false);
    expect(f.obligations.find((o) => o.id === "cookie-implied-consent")).toMatchObject({ status: "breached", quote: expect.stringMatching(/continuing to browse/) });
    const cited = (source: string, article: string) => res.body.citations.find((c: { source_id: string; article: string }) => c.source_id === source && c.article === article);
    expect(cited("fr-loi-informatique-et-libertes", "82")).toMatchObject({ verified: true });
    expect(cited("eu-eprivacy-directive", "5")).toMatchObject({ verified: true });
    expect(res.body.summary).toMatch(/breach\(es\) found: \d+ high, \d+ medium, \d+ low/);
    expectGroundedVerdicts(res.body);
  });

  it("a GB zero-hours contract brings GB employment law; named, the WTR and the NMWA are assessed, not 'not in our registry'", async () => {
    const detected = await check({ document_text: zeroHours, jurisdiction: "GB" });
    expect(detected.status).toBe(200);
    expect(detected.body.warnings.map((w: { code: string }) => w.code)).not.toContain("no_applicable_law_detected");
    const era = detected.body.findings.find((f: Finding) => f.regulation === "Employment Rights Act 1996");
    expect(era.obligations.find((o: Obligation) => o.id === "era-zero-hours-exclusivity")).toMatchObject({ status: "breached", provision: "s. 27A" });

    const named = await check({ document_text: zeroHours, jurisdiction: "GB", regulations: ["Working Time Regulations", "National Minimum Wage Act 1998"] });
    expect(named.body.warnings.map((w: { code: string }) => w.code)).not.toContain("unknown_regulation");
    const [wtr, nmw]: Finding[] = named.body.findings;
    expect(wtr).toMatchObject({ regulation: "Working Time Regulations", compliant: false });
    expect(wtr.obligations.find((o) => o.id === "wtr-opt-out")?.status).toBe("breached");
    // £12.90 is above the £12.71 National Living Wage from April 2026: no breach claimed without one.
    expect(nmw.obligations.find((o) => o.id === "nmw-rate")?.status).toBe("not_assessable");
    expect(nmw.compliant).toBeNull();
    expectGroundedVerdicts(named.body);
  });

  it("an instrument without a rule pack and a name not in the registry have no verdict: compliant null with a warning, never false", async () => {
    const res = await check({ document_text: "Patient records are kept forever.", jurisdiction: "US", regulations: ["HIPAA Privacy Rule", "Data Fairness Act 2030"] });
    expect(res.status).toBe(200);
    expect(res.body.findings.map((f: Finding) => f.compliant)).toEqual([null, null]);
    expect(res.body.overall_status).toBe("unable_to_determine");
    expect(res.body.warnings.map((w: { code: string }) => w.code)).toEqual(expect.arrayContaining(["regulation_not_assessed", "unknown_regulation"]));
  });

  it("a DPDP breach is reported with the date the duty applies from", async () => {
    const res = await check({
      document_text: "Employee Personal Data Policy. By joining, every employee consents to the processing of personal data for any purpose the company may decide.",
      jurisdiction: "IN",
    });
    const dpdp = res.body.findings.find((f: Finding) => f.regulation.startsWith("DPDP"));
    const consent = dpdp.obligations.find((o: Obligation) => o.id === "dpdp-consent");
    expect(consent).toMatchObject({ status: "breached", in_force_from: "2027-05-13" });
    expect(res.body.summary).toMatch(/apply only from a later date/);
    // Not in force on the check's date (today, before 13 May 2027): no verdict of non-compliance, and a warning says why.
    expect(dpdp.compliant).not.toBe(false);
    expect(res.body.warnings.map((w: { code: string }) => w.code)).toContain("duties_not_yet_in_force");
  });
});

describe.each(lanes())("compliance obligations refined by the model (%s)", (lane) => {
  let server: TestServer;
  let fake: FakeAnthropic;
  const reply = (request: FakeRequest) => {
    const baseline = JSON.parse(String(request.body.system).split("\n").find((l: string) => l.startsWith("[{")) ?? "[]");
    const cited = listedProvisions(request)[0];
    return {
      content: [
        {
          type: "tool_use" as const,
          name: "submit_findings",
          input: {
            summary: "Refined review.",
            findings: baseline.map((f: { regulation: string }) => ({
              regulation: f.regulation,
              compliant: true,
              confidence: "high",
              finding: "Refined: the notice keeps data without limit.",
              recommendation: "Refined: set retention periods.",
              citations: [cited],
              obligations: [{ id: "storage-limitation", finding: "Data is kept without any end date.", fix: "Keep account data two years after the last order." }],
              added_obligations: [
                { provision: "Art. 32", obligation: "Security.", status: "breached", finding: "No security measures are described.", quote: "We keep your data for as long as we wish.", severity: "medium", fix: "Describe the measures.", citations: [{ source_id: "eu-gdpr", article: "32" }] },
                { provision: "Art. 99", obligation: "Invented.", status: "breached", finding: "Invented.", quote: null, severity: "high", fix: "None.", citations: [{ source_id: "eu-gdpr", article: "999" }] },
              ],
            })),
          },
        },
      ],
      usage: { input_tokens: 1200, output_tokens: 300 },
    };
  };
  beforeAll(async () => {
    fake = await startFakeAnthropic({ responder: reply });
    server = await startTestServer(lane, { env: modelEnv(fake) });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });
  beforeEach(() => {
    fake.reset();
    fake.setResponder(reply);
  });

  it("keeps the model's wording and its added obligation with a verified citation, drops the uncited one, and keeps the rules' verdict", async () => {
    const tenant = await createTenant(server, { credits: 10 });
    const res = await api(server, "POST", "/v1/compliance/check", { key: tenant.key, body: { document_text: frenchShop, jurisdiction: "FR", regulations: ["GDPR"] } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-degraded")).toBeNull();
    const [gdpr]: Finding[] = res.body.findings;
    expect(gdpr.compliant).toBe(false);
    expect(gdpr.finding).toBe("Refined: the notice keeps data without limit.");
    expect(gdpr.obligations.find((o) => o.id === "storage-limitation")).toMatchObject({ status: "breached", fix: "Keep account data two years after the last order." });
    const added = gdpr.obligations.filter((o) => o.source === "model");
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ provision: "Art. 32", quote: "We keep your data for as long as we wish." });
    expect(res.body.warnings.map((w: { code: string }) => w.code)).toContain("model_obligation_dropped");
    expect(res.body.summary).toMatch(/^Refined review\. Checked 1 regulation/);
    expectGroundedVerdicts(res.body);
  });
});
