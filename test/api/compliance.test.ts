import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { api, createTenant, expectProblem } from "../support/api";
import type { FakeAnthropic } from "../support/fake-anthropic";
import type { FakeRequest } from "../support/fake-anthropic/types";
import { listedProvisions, modelEnv, TEST_DOCUMENT_MAX_TOKENS } from "../support/model";
import { startFakeAnthropic } from "../support/fake-anthropic";

const thinNotice =
  "Privacy notice. We collect your name and email address to manage your account and send newsletters. " +
  "You can contact us at privacy@example.com. You have the right to access your data.";
const fullNotice =
  "Privacy notice. Acme SAS is the controller; contact us at 1 rue de la Paix, Paris. Our data protection officer is at dpo@acme.example. " +
  "We process your personal data for account management on the legal basis of performance of a contract, and for marketing on the basis of your consent. " +
  "Recipients: our hosting service providers. We do not transfer data outside the EEA except under standard contractual clauses. " +
  "We retain account data for 3 years after your last activity. You have the right to access, rectification, erasure, restriction, to object and to data portability. " +
  "You may withdraw your consent at any time. You may lodge a complaint with a supervisory authority such as the CNIL. " +
  "Providing your email is a contractual requirement; if you do not provide it we cannot open an account. We do not use automated decision-making or profiling.";

function expectConsistentCitations(body: any) {
  const ids = new Set(body.citations.map((c: { citation_id: string }) => c.citation_id));
  for (const f of body.findings) for (const id of f.citation_ids) expect(ids.has(id)).toBe(true);
}

describe.each(lanes())("compliance check, offline (%s)", (lane) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(lane);
  });
  afterAll(async () => server?.stop());
  const check = async (body: Record<string, unknown>, credits = 10) => {
    const tenant = await createTenant(server, { credits });
    const res = await api(server, "POST", "/v1/compliance/check", { key: tenant.key, body });
    return { res, tenant };
  };

  it("finds the GDPR Art. 13 items a thin notice omits: non-compliant, cited, degraded, not billed", async () => {
    const { res, tenant } = await check({ document_text: thinNotice, jurisdiction: "FR", regulations: ["GDPR"] });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-degraded")).toBe("true");
    expect(res.body).toMatchObject({ jurisdiction: "FR", tenant_id: `apikey:${tenant.userId}`, overall_status: "non_compliant" });
    expect(res.body.request_id).toBe(res.headers.get("x-request-id"));
    expect(res.body.findings).toHaveLength(1);
    const [finding] = res.body.findings;
    expect(finding).toMatchObject({ regulation: "GDPR", compliant: false });
    expect(finding.finding).toMatch(/retention|stored/);
    expect(finding.finding).toMatch(/complaint/);
    expect(res.body.citations).toEqual([expect.objectContaining({ source_id: "eu-gdpr", article: "13", verified: true })]);
    expectConsistentCitations(res.body);
    const usage = await api(server, "GET", "/v1/usage", { key: tenant.key });
    expect(usage.body.credits_balance).toBe(10);
  });

  it("a notice with every Art. 13 item is compliant", async () => {
    const { res } = await check({ document_text: fullNotice, jurisdiction: "DE", regulations: ["gdpr"] });
    expect(res.status).toBe(200);
    expect(res.body.overall_status).toBe("compliant");
    expect(res.body.findings[0]).toMatchObject({ compliant: true, confidence: "high" });
  });

  it("an unknown regulation is a low-confidence finding without a verdict plus an unknown_regulation warning, not an error", async () => {
    const { res } = await check({ document_text: fullNotice, jurisdiction: "FR", regulations: ["GDPR", "Digital Fairness Act 2031"] });
    expect(res.status).toBe(200);
    const unknown = res.body.findings.find((f: { regulation: string }) => f.regulation === "Digital Fairness Act 2031");
    // Issue 34: no basis, no verdict — compliant is null, never false.
    expect(unknown).toMatchObject({ compliant: null, confidence: "low", citation_ids: [], obligations: [] });
    expect(unknown.finding).toMatch(/not in our source registry/);
    expect(res.body.warnings.map((w: { code: string }) => w.code)).toContain("unknown_regulation");
    expect(res.body.overall_status).toBe("partially_compliant");
  });

  it.each([
    ["IN", "in-dpdp-act-2023"],
    ["US-CA", "us-ca-ccpa"],
    ["FR", "eu-gdpr"],
    ["GB", "uk-gdpr"],
  ])("detects the data-protection law of %s when regulations are omitted", async (jurisdiction, sourceId) => {
    const { res } = await check({ document_text: thinNotice, jurisdiction });
    expect(res.status).toBe(200);
    expect(res.body.findings.length).toBeGreaterThan(0);
    expect(res.body.citations.map((c: { source_id: string }) => c.source_id)).toContain(sourceId);
    expectConsistentCitations(res.body);
  });

  it("says so when no applicable law is detected", async () => {
    const { res } = await check({ document_text: "The quarterly sales meeting moves to Thursday.", jurisdiction: "US" });
    expect(res.status).toBe(200);
    expect(res.body.overall_status).toBe("unable_to_determine");
    expect(res.body.warnings.map((w: { code: string }) => w.code)).toContain("no_applicable_law_detected");
  });

  it("400 invalid_request for bad input", async () => {
    const tenant = await createTenant(server, { credits: 10 });
    for (const body of [
      {},
      { document_text: "" },
      { document_text: "x", jurisdiction: "QQ" },
      { document_text: "x", regulations: Array.from({ length: 51 }, (_, i) => `R${i}`) },
      { document_text: "x", regulations: "GDPR" },
    ]) {
      expectProblem(await api(server, "POST", "/v1/compliance/check", { key: tenant.key, body }), 400, "invalid_request");
    }
  });
});

describe.each(lanes())("compliance check refined by the model (%s)", (lane) => {
  let server: TestServer;
  let fake: FakeAnthropic;
  const refine = (request: FakeRequest, extra: { source_id: string; article: string }[] = []) => {
    const baseline = JSON.parse(String(request.body.system).split("\n").find((l: string) => l.startsWith("[{")) ?? "[]");
    return {
      content: [
        {
          type: "tool_use" as const,
          name: "submit_findings",
          input: {
            summary: "Refined: the notice lacks several mandatory items.",
            findings: baseline.map((f: { regulation: string }) => ({
              regulation: f.regulation,
              compliant: false,
              confidence: "high",
              finding: "Refined finding: retention period and the right to complain are missing.",
              recommendation: "State the retention period and the right to complain to the CNIL.",
              citations: [...listedProvisions(request).slice(0, 1), ...extra],
            })),
          },
        },
      ],
      usage: { input_tokens: 900, output_tokens: 120 },
    };
  };
  beforeAll(async () => {
    fake = await startFakeAnthropic({ responder: (request) => refine(request) });
    server = await startTestServer(lane, { env: modelEnv(fake) });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });
  beforeEach(() => {
    fake.reset();
    fake.setResponder((request) => refine(request));
  });

  it("uses the model's refinement, verifies its citations and bills 3 credits", async () => {
    const tenant = await createTenant(server, { credits: 10 });
    const res = await api(server, "POST", "/v1/compliance/check", {
      key: tenant.key,
      body: { document_text: thinNotice, jurisdiction: "FR", regulations: ["GDPR"] },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-degraded")).toBeNull();
    expect(res.body.summary).toMatch(/^Refined/);
    expect(res.body.findings[0]).toMatchObject({ regulation: "GDPR", compliant: false, confidence: "high" });
    for (const c of res.body.citations) expect(c.verified).toBe(true);
    expectConsistentCitations(res.body);
    expect(fake.requests).toHaveLength(1);
    expect((await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(7);
  });

  it("marks a fabricated citation from the model unverified with a warning", async () => {
    fake.setResponder((request) => refine(request, [{ source_id: "eu-gdpr", article: "404" }]));
    const tenant = await createTenant(server, { credits: 10 });
    const res = await api(server, "POST", "/v1/compliance/check", {
      key: tenant.key,
      body: { document_text: thinNotice, jurisdiction: "FR", regulations: ["GDPR"] },
    });
    expect(res.body.citations.some((c: { verified: boolean; article: string }) => !c.verified && c.article === "404")).toBe(true);
    expect(res.body.warnings.map((w: { code: string }) => w.code)).toContain("unverified_citation");
    expectConsistentCitations(res.body);
  });

  it("a long document: the model reads its first 60,000 characters with the document review's streamed budget, and the answer says so", async () => {
    const tenant = await createTenant(server, { credits: 10 });
    const long = `${thinNotice}\n${"We keep records of deliveries made to customers in our warehouse ledger. ".repeat(1_000)}`;
    const res = await api(server, "POST", "/v1/compliance/check", {
      key: tenant.key,
      body: { document_text: long, jurisdiction: "FR", regulations: ["GDPR"] },
    });
    expect(res.status).toBe(200);
    const sent = fake.requests[0].body as { stream?: boolean; max_tokens: number; messages: { content: string | { text: string }[] }[] };
    expect(sent.stream).toBe(true);
    expect(sent.max_tokens).toBe(TEST_DOCUMENT_MAX_TOKENS);
    const user = sent.messages[0].content;
    expect(typeof user === "string" ? user.length : user.map((b) => b.text).join("").length).toBeLessThanOrEqual(60_000);
    const warning = res.body.warnings.find((w: { code: string }) => w.code === "model_read_partially");
    expect(warning.message).toContain(`${long.length.toLocaleString("en")} characters`);
    expect(res.headers.get("x-degraded")).toBeNull();
  });

  it("a failing model degrades to the deterministic baseline, unbilled", async () => {
    fake.setResponder(() => ({ fault: "status", status: 529, errorType: "overloaded_error" }));
    const tenant = await createTenant(server, { credits: 10 });
    const res = await api(server, "POST", "/v1/compliance/check", {
      key: tenant.key,
      body: { document_text: thinNotice, jurisdiction: "FR", regulations: ["GDPR"] },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-degraded")).toBe("true");
    expect(res.body.overall_status).toBe("non_compliant");
    expect((await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(10);
  });
});
