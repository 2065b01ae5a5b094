import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { api, createTenant, expectProblem } from "../support/api";
import { startFakeAnthropic, type FakeAnthropic } from "../support/fake-anthropic";
import type { FakeRequest } from "../support/fake-anthropic/types";
import { listedProvisions, modelEnv, sentClauses, TEST_DOCUMENT_MAX_TOKENS } from "../support/model";
import { strFromU8, unzipSync } from "fflate";
import { b64, docxFile, encryptedPdf, scannedPdf, textPdf } from "../support/document-fixtures";

const contract = [
  "SERVICES AGREEMENT",
  'This Agreement is made on March 1, 2025 between Acme Ltd ("Supplier") and Beta Inc ("Customer").',
  "1. Services. Supplier shall provide the services described in Schedule 1.",
  "2. Non-Compete. For two years after termination, Customer shall not compete with Supplier anywhere.",
  "3. Term. This Agreement renews automatically for successive one-year terms unless either party gives 90 days' written notice.",
  "4. Governing Law. This Agreement is governed by the laws of the State of California.",
].join("\n");

function expectResolvingCitations(body: any) {
  const ids = new Set(body.citations.map((c: { citation_id: string }) => c.citation_id));
  for (const c of [...body.clauses, ...body.missing_clauses]) for (const id of c.citation_ids) expect(ids.has(id)).toBe(true);
  expect(body.citation_validation_passed).toBe(body.citations.every((c: { verified: boolean }) => c.verified));
}

describe.each(lanes())("documents analyze, offline (%s)", (lane) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(lane);
  });
  afterAll(async () => server?.stop());
  const analyze = async (body: Record<string, unknown>, credits = 10) => {
    const tenant = await createTenant(server, { credits });
    const res = await api(server, "POST", "/v1/documents/analyze", { key: tenant.key, body });
    return { res, tenant };
  };

  it("reviews pasted text clause by clause with verified citations; degraded without a model, not billed", async () => {
    const { res, tenant } = await analyze({ document_text: contract, jurisdiction: "US-CA", perspective: "Customer" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-degraded")).toBe("true");
    expect(res.body).toMatchObject({ jurisdiction: "US-CA", tenant_id: `apikey:${tenant.userId}`, document_title: "SERVICES AGREEMENT", overall_risk: "critical", analysis_type: "full" });
    const nc = res.body.clauses.find((c: { label: string }) => c.label === "2");
    expect(nc).toMatchObject({ category: "non_compete", risk_level: "critical" });
    const cited = nc.citation_ids.map((id: string) => res.body.citations.find((c: { citation_id: string }) => c.citation_id === id));
    expect(cited.map((c: { article: string }) => c.article)).toEqual(expect.arrayContaining(["16600", "16600.5"]));
    expect(cited.every((c: { verified: boolean }) => c.verified)).toBe(true);
    expect(res.body.missing_clauses.map((m: { category: string }) => m.category)).toContain("limitation_of_liability");
    expectResolvingCitations(res.body);
    expect((await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(10);
  });

  it("a perspective the document never names: a neutral review and a perspective_not_found warning", async () => {
    const text = [
      "SERVICES AGREEMENT",
      'This Agreement is made between Acme Ltd ("Provider") and Beta Inc ("Recipient").',
      "1. Termination. Provider may terminate this Agreement at any time without cause on 30 days' notice.",
    ].join("\n");
    const asNobody = (await analyze({ document_text: text, jurisdiction: "US-NY", perspective: "Customer" })).res;
    expect(asNobody.status).toBe(200);
    expect(asNobody.body.warnings.find((w: { code: string }) => w.code === "perspective_not_found").message).toContain('"Customer" does not occur');
    const neutral = (await analyze({ document_text: text, jurisdiction: "US-NY" })).res;
    const clause = (body: any) => body.clauses.find((c: { label: string }) => c.label === "1");
    expect(clause(asNobody.body)).toMatchObject({ risk_level: clause(neutral.body).risk_level, findings: clause(neutral.body).findings });
    const asRecipient = (await analyze({ document_text: text, jurisdiction: "US-NY", perspective: "Recipient" })).res;
    expect(asRecipient.body.warnings.map((w: { code: string }) => w.code)).not.toContain("perspective_not_found");
    expect(clause(asRecipient.body).findings).toContain("Only the other party may terminate");
  });

  it("a perspective that names no party: 200, a neutral review and perspective_not_a_party with the parties; each side's review of a one-sided cap differs", async () => {
    const text = [
      "SOFTWARE LICENSE AGREEMENT",
      'This Agreement is made between Acme Software Ltd ("Licensor") and Beta Retail Inc ("Licensee").',
      "1. Limitation of Liability. In no event shall Licensor's total liability exceed fifty dollars ($50).",
      "2. Customers. Licensee may resell the software to any Customer.",
      "3. Governing Law. This Agreement is governed by the laws of the State of New York.",
    ].join("\n");
    const cap = (body: any) => body.clauses.find((c: { label: string }) => c.label === "1");
    const asCustomer = (await analyze({ document_text: text, jurisdiction: "GB", perspective: "Customer" })).res;
    expect(asCustomer.status).toBe(200);
    const codes = asCustomer.body.warnings.map((w: { code: string }) => w.code);
    expect(codes).toEqual(expect.arrayContaining(["perspective_not_a_party", "governing_law_mismatch"]));
    expect(asCustomer.body.warnings.find((w: { code: string }) => w.code === "perspective_not_a_party").message).toMatch(/Licensor.*Licensee/);
    expect(asCustomer.body.key_facts).toMatchObject({ governing_law: { jurisdiction: "US-NY" }, document_type: "licence" });
    expect(cap(asCustomer.body)).toMatchObject({ beneficiary: "Licensor", obligor: "Licensee" });
    const asLicensor = (await analyze({ document_text: text, jurisdiction: "US-NY", perspective: "Licensor" })).res;
    const asLicensee = (await analyze({ document_text: text, jurisdiction: "US-NY", perspective: "Licensee" })).res;
    expect(cap(asLicensor.body).risk_level).toBe("low");
    // Nothing caps the licensee's own liability, so a cap on the licensor's alone is high for the licensee.
    expect(cap(asLicensee.body).risk_level).toBe("high");
    expect(cap(asLicensor.body).findings).not.toBe(cap(asLicensee.body).findings);
  });

  it("reads a PDF and a DOCX sent as base64", async () => {
    const pdf = await textPdf([contract.split("\n").slice(0, 4), contract.split("\n").slice(4)]);
    const fromPdf = await analyze({ document_base64: b64(pdf), jurisdiction: "US-CA" });
    expect(fromPdf.res.status).toBe(200);
    expect(fromPdf.res.body.pages).toBe(2);
    expect(fromPdf.res.body.clauses.find((c: { label: string }) => c.label === "4")).toMatchObject({ category: "governing_law", page: 2 });
    const fromDocx = await analyze({ document_base64: b64(await docxFile()), jurisdiction: "GB" });
    expect(fromDocx.res.status).toBe(200);
    expect(fromDocx.res.body.clauses.map((c: { category: string }) => c.category)).toEqual(expect.arrayContaining(["confidentiality", "governing_law"]));
  });

  it("OCRs a scanned page offline in the server and says so in an ocr_used warning", async () => {
    const scan = await scannedPdf(["1. Governing Law. This Agreement is", "governed by the laws of England and Wales."]);
    const { res } = await analyze({ document_base64: b64(scan), jurisdiction: "GB" });
    expect(res.status).toBe(200);
    const ocr = res.body.warnings.find((w: { code: string }) => w.code === "ocr_used");
    expect(ocr.message).toMatch(/1 scanned page\(s\) were read by OCR \(mean confidence \d+%\)/);
    expect(res.body.clauses.map((c: { category: string }) => c.category)).toContain("governing_law");
  }, 60_000);

  it("each analysis_type returns what it documents", async () => {
    const risk = (await analyze({ document_text: contract, jurisdiction: "US-CA", analysis_type: "risk" })).res.body;
    expect(risk.clauses.length).toBeGreaterThan(0);
    for (const c of risk.clauses) expect(["medium", "high", "critical"]).toContain(c.risk_level);
    expect(risk.missing_clauses.length).toBeGreaterThan(0);
    const summary = (await analyze({ document_text: contract, jurisdiction: "US-CA", analysis_type: "summary" })).res.body;
    expect(summary).toMatchObject({ clauses: [], missing_clauses: [], overall_risk: null });
    // A summary describes the document; it carries no risk, in its fields or in its words.
    expect(summary.summary).toMatch(/^SERVICES AGREEMENT: \d+ clauses between Acme Ltd and Beta Inc/);
    expect(summary.summary).not.toMatch(/risk|missing/i);
    expect(summary.key_facts.parties).toEqual(expect.arrayContaining(["Acme Ltd", "Beta Inc"]));
    const dpa = contract + "\n5. Data. Supplier will process personal data of Customer's employees.";
    const compliance = (await analyze({ document_text: dpa, jurisdiction: "DE", analysis_type: "compliance" })).res.body;
    expect(compliance.citations.map((c: { source_id: string }) => c.source_id)).toContain("eu-gdpr");
    expectResolvingCitations(compliance);
  });

  it('output "docx" returns the DOCX with a Word comment on each finding; 400 invalid_request for pasted text or a PDF, not billed', async () => {
    const { res, tenant } = await analyze({ document_base64: b64(await docxFile()), jurisdiction: "GB", output: "docx" });
    expect(res.status).toBe(200);
    expect(res.body.docx_filename).toMatch(/-review\.docx$/);
    const files = unzipSync(new Uint8Array(Buffer.from(res.body.docx_base64, "base64")));
    const comments = strFromU8(files["word/comments.xml"]);
    const findings = res.body.clauses.filter((c: { suggested_fix: string | null }) => c.suggested_fix !== null);
    expect(findings.length).toBeGreaterThan(0);
    // One comment for the summary, one per missing clause, one per clause with a finding.
    expect(comments.match(/<w:comment /g)).toHaveLength(1 + res.body.missing_clauses.length + findings.length);
    expect(strFromU8(files["word/document.xml"]).match(/<w:commentRangeStart /g)).toHaveLength(1 + res.body.missing_clauses.length + findings.length);
    expect(comments).toContain(`Risk: ${findings[0].risk_level}.`);
    const json = await analyze({ document_base64: b64(await docxFile()), jurisdiction: "GB" });
    expect(json.res.body.docx_base64).toBeUndefined();

    expectProblem(await api(server, "POST", "/v1/documents/analyze", { key: tenant.key, body: { document_text: contract, output: "docx" } }), 400, "invalid_request");
    const pdf = await textPdf([contract.split("\n")]);
    const fromPdf = await api(server, "POST", "/v1/documents/analyze", { key: tenant.key, body: { document_base64: b64(pdf), output: "docx" } });
    expectProblem(fromPdf, 400, "invalid_request");
    expect(fromPdf.body.detail).toContain("DOCX");
    expect((await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(10);
  });

  it("400 unreadable_document for encrypted PDFs, other file types and invalid base64", async () => {
    const tenant = await createTenant(server, { credits: 10 });
    for (const document_base64 of [b64(encryptedPdf()), b64(new TextEncoder().encode("just some text, not a file")), "%%%not-base64%%%"]) {
      const res = await api(server, "POST", "/v1/documents/analyze", { key: tenant.key, body: { document_base64 } });
      expectProblem(res, 400, "unreadable_document");
      expect(res.body.detail.length).toBeGreaterThan(10);
    }
  });

  it("400 invalid_request for both, neither, an unknown field or a bad analysis_type", async () => {
    const tenant = await createTenant(server, { credits: 10 });
    for (const body of [
      {},
      { document_text: contract, document_base64: "QUJD" },
      { document_text: contract, colour: "blue" },
      { document_text: contract, analysis_type: "deep" },
    ]) {
      expectProblem(await api(server, "POST", "/v1/documents/analyze", { key: tenant.key, body }), 400, "invalid_request");
    }
  });

  it("GET /v1/documents/categories lists the taxonomy for any key, free", async () => {
    const tenant = await createTenant(server, { credits: 1, scopes: ["chat"] });
    const res = await api(server, "GET", "/v1/documents/categories", { key: tenant.key });
    expect(res.status).toBe(200);
    expect(res.body.categories.filter((c: { source: string }) => c.source === "cuad")).toHaveLength(41);
    expect(res.body.categories.find((c: { id: string }) => c.id === "non_compete").description).toMatch(/compet/);
  });
});

describe.each(lanes())("documents analyze with the model (%s)", (lane) => {
  let server: TestServer;
  let fake: FakeAnthropic;
  const refine = (request: FakeRequest, opts: { extra?: { source_id: string; article: string }[]; invent?: boolean } = {}) => {
    const clauses = sentClauses(request);
    return {
      content: [
        {
          type: "tool_use" as const,
          name: "submit_review",
          input: {
            summary: "Refined: a California services agreement with a void non-compete.",
            clauses: [
              ...clauses.map((c) => ({ clause_number: c.clause_number, risk_level: c.risk_level, findings: `Refined finding for clause ${c.clause_number}.`, citations: [...listedProvisions(request).slice(0, 1), ...(opts.extra ?? [])] })),
              ...(opts.invent ? [{ clause_number: 999, risk_level: "high", findings: "An invented clause.", citations: [] }] : []),
            ],
          },
        },
      ],
      usage: { input_tokens: 1200, output_tokens: 200 },
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
  const analyze = async (key: string) => api(server, "POST", "/v1/documents/analyze", { key, body: { document_text: contract, jurisdiction: "US-CA" } });

  it("uses the refinement and bills 2 credits once", async () => {
    const tenant = await createTenant(server, { credits: 10 });
    const res = await analyze(tenant.key);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-degraded")).toBeNull();
    expect(res.body.summary).toMatch(/^Refined/);
    expect(res.body.clauses[0].findings).toMatch(/^Refined finding/);
    expect(res.body.citation_validation_passed).toBe(true);
    expectResolvingCitations(res.body);
    expect(fake.requests).toHaveLength(1);
    expect((await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(8);
  });

  it("the refinement is streamed with DOCUMENT_MAX_TOKENS as its output budget", async () => {
    const tenant = await createTenant(server, { credits: 10 });
    expect((await analyze(tenant.key)).status).toBe(200);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].stream).toBe(true);
    expect(fake.requests[0].body.max_tokens).toBe(TEST_DOCUMENT_MAX_TOKENS);
  });

  it("the model is sent the title and the clauses (text cut at 500 characters), not the raw document", async () => {
    const tail = "TAIL-BEYOND-500-CHARACTERS";
    const long = `5. Miscellaneous. ${"Each party shall bear its own costs of negotiating this Agreement. ".repeat(10)}${tail}`;
    const tenant = await createTenant(server, { credits: 10 });
    const res = await api(server, "POST", "/v1/documents/analyze", { key: tenant.key, body: { document_text: `${contract}\n${long}`, jurisdiction: "US-CA" } });
    expect(res.status).toBe(200);
    const request = fake.requests[0];
    const user = String(request.body.messages[0].content);
    expect(user).toMatch(/^Document: SERVICES AGREEMENT\n/);
    const sent = sentClauses(request);
    expect(sent.map((c) => c.label)).toEqual(expect.arrayContaining(["1", "2", "3", "4", "5"]));
    const nc = sent.find((c) => c.label === "2")!;
    expect(nc).toMatchObject({ heading: "Non-Compete", category: "non_compete", risk_level: "critical" });
    expect(nc.text).toContain("Customer shall not compete with Supplier anywhere");
    expect(nc.findings.length).toBeGreaterThan(0);
    const misc = sent.find((c) => c.label === "5")!;
    expect(misc.text).toHaveLength(500);
    expect(request.rawBody).not.toContain(tail);
    expect(String(request.body.system)).not.toContain("Customer shall not compete");
  });

  it("an answer cut off at max_tokens degrades to the deterministic review with the reason, unbilled", async () => {
    // What a real model sends when it runs out of budget: the tool input stops part-way (here after one clause).
    fake.setResponder((request) => {
      const reply = refine(request);
      const input = reply.content[0].input;
      return { ...reply, content: [{ ...reply.content[0], input: { ...input, clauses: input.clauses.slice(0, 1) } }], stop_reason: "max_tokens", usage: { input_tokens: 1200, output_tokens: TEST_DOCUMENT_MAX_TOKENS } };
    });
    const tenant = await createTenant(server, { credits: 10 });
    const res = await analyze(tenant.key);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-degraded")).toBe("true");
    const degraded = res.body.warnings.find((w: { code: string }) => w.code === "degraded");
    expect(degraded.message).toMatch(new RegExp(`cut off at the ${TEST_DOCUMENT_MAX_TOKENS}-token output limit`));
    expect(res.body.summary).not.toMatch(/^Refined/);
    expect(res.body.clauses.some((c: { findings: string }) => c.findings.startsWith("Refined finding"))).toBe(false);
    expect(res.body.overall_risk).toBe("critical");
    expect(fake.requests).toHaveLength(1);
    expect((await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(10);
  });

  it("fabricated citations are unverified; invented clauses are dropped with a warning", async () => {
    fake.setResponder((request) => refine(request, { extra: [{ source_id: "us-ca-business-and-professions-code", article: "99999" }], invent: true }));
    const tenant = await createTenant(server, { credits: 10 });
    const res = await analyze(tenant.key);
    expect(res.body.citation_validation_passed).toBe(false);
    expect(res.body.citations.some((c: { verified: boolean; article: string }) => !c.verified && c.article === "99999")).toBe(true);
    const codes = res.body.warnings.map((w: { code: string }) => w.code);
    expect(codes).toContain("unverified_citation");
    expect(codes).toContain("model_output_dropped");
    expect(res.body.clauses.some((c: { clause_number: number }) => c.clause_number === 999)).toBe(false);
    expectResolvingCitations(res.body);
  });

  it("a failing model degrades to the deterministic review, unbilled", async () => {
    fake.setResponder(() => ({ fault: "status", status: 529, errorType: "overloaded_error" }));
    const tenant = await createTenant(server, { credits: 10 });
    const res = await analyze(tenant.key);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-degraded")).toBe("true");
    expect(res.body.overall_risk).toBe("critical");
    expect((await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(10);
  });

  it("sandbox keys never reach the model", async () => {
    const tenant = await createTenant(server, { credits: 10, sandbox: true });
    const res = await analyze(tenant.key);
    expect(res.status).toBe(200);
    expect(res.body.warnings.map((w: { code: string }) => w.code)).toContain("sandbox");
    expect(fake.requests).toHaveLength(0);
  });
});
