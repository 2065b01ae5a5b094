import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { unzipSync, strFromU8 } from "fflate";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { api, createTenant, expectProblem } from "../support/api";
import { startFakeAnthropic, type FakeAnthropic } from "../support/fake-anthropic";
import { draftReply } from "../support/model";
import { dedicatedPoolEnv } from "../support/server-configurations";
import { CONTRACT_DISCLAIMER, DISCLAIMER } from "@/lib/legal/disclaimer";

const nda = {
  document_type: "nda",
  jurisdiction: "IN",
  language: "en",
  party_a: "Acme Manufacturing Pvt Ltd",
  party_b: "Beta Components LLP",
  key_terms: { duration: "2 years", governing_law: "India", purpose: "evaluating a component supply arrangement" },
};

function expectResolvingCitations(body: any) {
  const ids = new Set(body.citations.map((c: { citation_id: string }) => c.citation_id));
  for (const c of body.clauses) for (const id of c.citation_ids) expect(ids.has(id)).toBe(true);
}

describe.each(lanes())("contracts draft, offline (%s)", (lane) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(lane);
  });
  afterAll(async () => server?.stop());
  const draft = async (body: Record<string, unknown>, credits = 10) => {
    const tenant = await createTenant(server, { credits });
    const res = await api(server, "POST", "/v1/contracts/draft", { key: tenant.key, body });
    return { res, tenant };
  };

  it("drafts the spec's NDA from the template library: degraded without a model, not billed, with the contracts disclaimer", async () => {
    const { res, tenant } = await draft(nda);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-degraded")).toBe("true");
    expect(res.body).toMatchObject({ document_type: "nda", jurisdiction: "IN", language: "en", tenant_id: `apikey:${tenant.userId}`, document_title: "Mutual Non-Disclosure Agreement" });
    expect(res.body.preamble).toMatch(/^This Mutual Non-Disclosure Agreement .* is made on \[●\] between:/);
    for (const v of [nda.party_a, nda.party_b, ...Object.values(nda.key_terms)]) expect(res.body.full_text).toContain(v);
    expect(res.body.clauses.map((c: { clause_number: number }) => c.clause_number)).toEqual(res.body.clauses.map((_: unknown, i: number) => i + 1));
    expect(res.body.disclaimer).toBe(CONTRACT_DISCLAIMER);
    expect(res.body.disclaimer).not.toBe(DISCLAIMER);
    expect(res.body.warnings.map((w: { code: string }) => w.code)).toContain("degraded");
    expect(res.body.key_terms).toEqual(expect.arrayContaining([{ name: "duration", value: "2 years", status: "applied" }, { name: "nda_type", value: "mutual", status: "default" }]));
    expect(res.body.citations.every((c: { verified: boolean }) => c.verified)).toBe(true);
    expectResolvingCitations(res.body);
    expect((await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(10);
  });

  it("puts unrecognised key terms in a Special Terms clause and names them; a missing required term is a marked blank", async () => {
    const { res } = await draft({ ...nda, key_terms: { duration: "2 years", site_visits: "Two supervised visits to the Pune plant" } });
    expect(res.status).toBe(200);
    const special = res.body.clauses.find((c: { heading: string }) => c.heading === "Special Terms");
    expect(special.text).toContain("Site visits: Two supervised visits to the Pune plant.");
    const warnings = Object.fromEntries(res.body.warnings.map((w: { code: string; message: string }) => [w.code, w.message]));
    expect(warnings.unrecognised_key_terms).toContain("site_visits");
    expect(warnings.missing_terms).toContain("purpose");
    expect(res.body.full_text).toContain("[●]");
  });

  it("answers in English with language_unavailable_offline when another language is asked for offline", async () => {
    const { res } = await draft({ ...nda, language: "fr" });
    expect(res.status).toBe(200);
    expect(res.body.language).toBe("en");
    expect(res.body.warnings.map((w: { code: string }) => w.code)).toContain("language_unavailable_offline");
  });

  it("drafts German under German law natively without the model: § clauses, key terms in German form, billed, and the Word file in German", async () => {
    const body = {
      document_type: "supply_agreement",
      jurisdiction: "DE",
      language: "de",
      party_a: "Rheinform Kunststofftechnik GmbH",
      party_b: "Nordlicht Haushaltsgeräte AG",
      key_terms: { products: "spritzgegossene Gehäuse nach Zeichnung HX-200", price: "EUR 3.40 per unit", duration: "3 years", effective_date: "2026-03-01" },
      output: "docx",
    };
    const { res, tenant } = await draft(body);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-degraded")).not.toBe("true");
    expect(res.body).toMatchObject({ language: "de", document_title: "Rahmenliefervertrag" });
    expect(res.body.full_text).toMatch(/^§ 1 Vertragsgegenstand$/m);
    expect(res.body.full_text).toContain("3,40\u00a0EUR pro Stück");
    expect(res.body.full_text).toContain("1. März 2026");
    expect(res.body.full_text).not.toMatch(/\b(the|shall|Agreement)\b/);
    expect(res.body.warnings.map((w: { code: string }) => w.code)).not.toContain("language_unavailable_offline");
    expect(res.body.citations.length).toBeGreaterThan(0);
    expectResolvingCitations(res.body);
    const files = unzipSync(new Uint8Array(Buffer.from(res.body.docx_base64, "base64")));
    expect(strFromU8(files["word/numbering.xml"])).toContain('w:lvlText w:val="§ %1"');
    expect(strFromU8(files["word/document.xml"])).toContain("Eigentumsvorbehalt");
    // The title page: the parties under "zwischen … und …" and the date line, before the preamble's page.
    expect(strFromU8(files["word/document.xml"])).toMatch(/>zwischen<[\s\S]*>und<[\s\S]*>Datum: 1\. März 2026</);
    expect((await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(6);
  });

  it("drafts French under French law natively: Article clauses, LRAR notices and originals per party", async () => {
    const { res } = await draft({ ...nda, jurisdiction: "FR", language: "fr", party_a: "Lumière Optique SAS", party_b: "Atlantique Participations SAS", key_terms: { purpose: "l'étude d'un rapprochement", duration: "2 years" } });
    expect(res.status).toBe(200);
    expect(res.body.language).toBe("fr");
    expect(res.body.full_text).toMatch(/^Article 1 – /m);
    expect(res.body.full_text).toContain("lettre recommandée avec demande d'avis de réception");
    expect(res.body.full_text).toMatch(/Fait à \[●\], le \[●\], en deux exemplaires originaux/);
  });

  it("400 invalid_request naming en, de and fr for a language contracts are not drafted in, not billed", async () => {
    const { res, tenant } = await draft({ ...nda, language: "hi" });
    expectProblem(res, 400, "invalid_request");
    expect(res.body.errors[0]).toMatchObject({ field: "language" });
    expect(res.body.detail).toMatch(/\ben\b.*\bde\b.*\bfr\b/);
    expect((await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(10);
  });

  it("returns a Word file with the parties and clause headings, numbered by Word list numbering, when output is docx", async () => {
    const { res } = await draft({ ...nda, output: "docx" });
    expect(res.status).toBe(200);
    expect(res.body.docx_filename).toBe("nda.docx");
    const files = unzipSync(Buffer.from(res.body.docx_base64, "base64"));
    const xml = strFromU8(files["word/document.xml"]);
    expect(xml).toContain(nda.party_a);
    expect(xml).toContain(nda.party_b);
    // Clause numbers are Word list numbering (w:numPr on each heading), not typed text.
    for (const c of res.body.clauses) {
      // English headings are in capitals, as full_text writes them (docx-parity.test.ts).
      expect(xml).toContain(`>${c.heading.toUpperCase().replace(/&/g, "&amp;")}</w:t>`);
      expect(xml).not.toContain(`${c.clause_number}. ${c.heading}`);
    }
    expect(xml.match(/<w:numPr>/g)?.length ?? 0).toBeGreaterThanOrEqual(res.body.clauses.length);
    expect(strFromU8(files["word/numbering.xml"])).toContain('w:lvlText w:val="%1."');
  });

  it("drafts a floating rate (benchmark plus margin) and answers 400 naming the forms for a rate it cannot read", async () => {
    const loan = { document_type: "loan_agreement", jurisdiction: "GB", party_a: "Fairhaven Capital Limited", party_b: "Oakridge Joinery Limited" };
    const terms = { loan_amount: "GBP 5,000,000", repayment_date: "31 March 2031" };
    const { res } = await draft({ ...loan, key_terms: { ...terms, interest_rate: "SONIA plus 4.25% per annum" } });
    expect(res.status).toBe(200);
    expect(res.body.full_text).toContain("the margin of 4.25% a year");
    const bad = (await draft({ ...loan, key_terms: { ...terms, interest_rate: "market rate" } })).res;
    expectProblem(bad, 400, "invalid_request");
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: "key_terms.interest_rate", message: expect.stringContaining("SONIA plus 4.25% per annum") })]);
  });

  it("400 invalid_request for a key term of the wrong type, naming the term", async () => {
    const { res } = await draft({ ...nda, document_type: "employment_agreement", jurisdiction: "GB", key_terms: { job_title: "Engineer", start_date: "next Monday", salary: "a lot" } });
    expectProblem(res, 400, "invalid_request");
    const fields = res.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["key_terms.start_date", "key_terms.salary"]));
  });

  it("400 invalid_request for an unknown document_type, listing close matches", async () => {
    const { res } = await draft({ ...nda, document_type: "employment_contract" });
    expectProblem(res, 400, "invalid_request");
    expect(res.body.errors[0]).toMatchObject({ field: "document_type" });
    expect(res.body.errors[0].message).toContain('"employment_agreement"');
    const typo = await draft({ ...nda, document_type: "leese" });
    expect(typo.res.body.errors[0].message).toContain('"lease"');
  });

  it("400 invalid_request for unknown fields, bad jurisdiction or language, and missing parties", async () => {
    const tenant = await createTenant(server, { credits: 10 });
    for (const body of [{ ...nda, colour: "blue" }, { ...nda, jurisdiction: "XX" }, { ...nda, language: "zz" }, { ...nda, party_b: undefined }, { ...nda, key_terms: { duration: 2 } }]) {
      expectProblem(await api(server, "POST", "/v1/contracts/draft", { key: tenant.key, body }), 400, "invalid_request");
    }
  });

  it("403 for a key without the contracts scope", async () => {
    const tenant = await createTenant(server, { credits: 10, scopes: ["chat"] });
    expectProblem(await api(server, "POST", "/v1/contracts/draft", { key: tenant.key, body: nda }), 403, "insufficient_scope");
  });

  it("drafts every type in the catalogue from its own example over HTTP, each citation verified", async () => {
    const tenant = await createTenant(server, { credits: 4 });
    const types = (await api(server, "GET", "/v1/contracts/types", { key: tenant.key })).body.types;
    for (const t of types) {
      const res = await api(server, "POST", "/v1/contracts/draft", { key: tenant.key, body: t.example });
      expect(res.status, t.id).toBe(200);
      expect(res.body.full_text, t.id).toContain(t.example.party_a);
      expect(res.body.full_text, t.id).toContain(t.example.party_b);
      expect(res.body.citations.every((c: { verified: boolean }) => c.verified), t.id).toBe(true);
      expectResolvingCitations(res.body);
    }
  });

  it("GET /v1/contracts/types lists every type with party roles and typed key terms, for any key, free", async () => {
    const tenant = await createTenant(server, { credits: 0, scopes: ["chat"] });
    const res = await api(server, "GET", "/v1/contracts/types", { key: tenant.key });
    expect(res.status).toBe(200);
    expect(res.body.types.length).toBeGreaterThanOrEqual(100);
    const lease = res.body.types.find((t: { id: string }) => t.id === "lease");
    expect(lease.party_roles).toEqual({ party_a: "Landlord", party_b: "Tenant" });
    expect(lease.key_terms.find((k: { name: string }) => k.name === "rent")).toMatchObject({ type: "money", required: true });
    expect(res.body.groups).toHaveLength(10);
    expect(lease.languages).toEqual([{ language: "en", jurisdiction: null }]);
    const nda = res.body.types.find((t: { id: string }) => t.id === "nda");
    expect(nda.languages).toEqual([
      { language: "en", jurisdiction: null },
      { language: "de", jurisdiction: "DE" },
      { language: "fr", jurisdiction: "FR" },
    ]);
  });
});

describe.each(lanes())("contracts draft with the model (%s)", (lane) => {
  let server: TestServer;
  let app: FakeAnthropic;
  let dedicated: FakeAnthropic;
  beforeAll(async () => {
    app = await startFakeAnthropic({ responder: (r) => draftReply(r) });
    dedicated = await startFakeAnthropic({ responder: (r) => draftReply(r) });
    // The dedicated /v1 pool points elsewhere: contracts must use the application-wide client. (The server is
    // chat-rewrite.test.ts's too: the question's rewrite is on, which contracts never meet.)
    server = await startTestServer(lane, { env: dedicatedPoolEnv(app, dedicated) });
  });
  afterAll(async () => {
    await server?.stop();
    await app?.close();
    await dedicated?.close();
  });
  beforeEach(() => {
    app.reset();
    dedicated.reset();
    app.setResponder((r) => draftReply(r));
  });
  const post = (key: string, body: Record<string, unknown> = nda, headers: Record<string, string> = {}) => api(server, "POST", "/v1/contracts/draft", { key, body, headers });

  it("uses the application-wide model's refinement and bills 4 credits once per Idempotency-Key", async () => {
    app.setResponder((r) => draftReply(r, (d) => d.clauses.forEach((c) => (c.text = `${c.text} [refined]`))));
    const tenant = await createTenant(server, { credits: 10 });
    const first = await post(tenant.key, nda, { "Idempotency-Key": "draft-1" });
    expect(first.status).toBe(200);
    expect(first.headers.get("x-degraded")).toBeNull();
    expect(first.body.clauses.every((c: { text: string }) => c.text.endsWith("[refined]"))).toBe(true);
    expect(first.body.full_text).toContain("[refined]");
    expectResolvingCitations(first.body);
    const replay = await post(tenant.key, nda, { "Idempotency-Key": "draft-1" });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(app.requests).toHaveLength(1);
    expect(dedicated.requests).toHaveLength(0);
    expect((await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(6);
  });

  it("keeps the assembled draft, degraded and unbilled, when the model drops a party, a key-term value or numbering, or invents a citation", async () => {
    const edits: ((d: any) => void)[] = [
      (d) => (d.preamble = d.preamble.replace(nda.party_b, "the Recipient")),
      (d) => d.clauses.forEach((c: any) => (c.text = c.text.replaceAll("2 years", "two years"))),
      (d) => (d.clauses[1].clause_number = 7),
      (d) => d.clauses[0].citations.push({ source_id: "in-contract-act-1872", article: "999" }),
    ];
    for (const edit of edits) {
      app.setResponder((r) => draftReply(r, edit));
      const tenant = await createTenant(server, { credits: 10 });
      const res = await post(tenant.key);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-degraded")).toBe("true");
      expect(res.body.warnings.find((w: { code: string }) => w.code === "degraded").message).toMatch(/discarded/);
      expect(res.body.full_text).toContain(nda.party_b);
      expect(res.body.full_text).toContain("2 years");
      expect((await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(10);
    }
  });

  it("translates with the model when asked for another language, keeping the structure", async () => {
    app.setResponder((r) => draftReply(r, (d) => {
      d.document_title = "Accord de confidentialité mutuel";
      d.clauses.forEach((c: any) => (c.heading = `Article ${c.clause_number}`));
    }));
    const tenant = await createTenant(server, { credits: 10 });
    const res = await post(tenant.key, { ...nda, language: "fr" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ language: "fr", document_title: "Accord de confidentialité mutuel" });
    expect(String(app.requests[0].body.system)).toContain("in French");
  });

  it("a failing or silent model degrades to the assembled draft, unbilled; sandbox keys never reach the model", async () => {
    // A hang is cut after MODEL_TIMEOUT_MS of silence (TEST_MODEL_TIMEOUT_MS here), not at the drafting call's 180 s deadline.
    for (const fault of [{ fault: "status", status: 529, errorType: "overloaded_error" } as const, { fault: "hang" } as const]) {
      app.setResponder(() => fault);
      const tenant = await createTenant(server, { credits: 10 });
      const res = await post(tenant.key);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-degraded")).toBe("true");
      expect(res.body.full_text).toContain(nda.party_a);
      expect((await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(10);
    }
    app.reset();
    const sandbox = await createTenant(server, { credits: 10, sandbox: true });
    const sres = await post(sandbox.key);
    expect(sres.status).toBe(200);
    expect(sres.body.warnings.map((w: { code: string }) => w.code)).toContain("sandbox");
    expect(app.requests).toHaveLength(0);
  });
});
