import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server";
import { createTenant, type TestTenant } from "../support/api";
import type { FakeAnthropic } from "../support/fake-anthropic";
import { modelEnv, startAnsweringModel, wellFormedReply } from "../support/model";
import { startFaultProxy, type FaultProxy } from "../support/fault-proxy";
import { generateClientTypes } from "../../scripts/client-types/generate";
import { pythonSnippet, typescriptSnippet } from "../../lib/console/snippets";
import { docxFile, textPdf } from "../support/document-fixtures";
import { signatureHeader } from "../../lib/alerts/signing";
import { webhookBody } from "../../lib/alerts/deliver";
// The built package, exactly what `npm install ./clients/typescript` installs.
import LegalAI, {
  APIConnectionError,
  APITimeoutError,
  AuthenticationError,
  InsufficientCreditsError,
  InternalServerError,
  InvalidRequestError,
  LegalAI as NamedLegalAI,
  LegalAIError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  WebhookVerificationError,
  webhooks,
} from "../../clients/typescript/dist/index.js";

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, "../..");
const pkgDir = path.join(repoRoot, "clients/typescript");
const QUESTION = "Can a customer ask us to delete their personal data?";
/** Requests from the spec (sections 2.3, 2.12) for endpoints whose operation documents no example. */
const SPEC_SAMPLES: Record<string, Record<string, unknown>> = {
  "/v1/documents/analyze": {
    document_text: "This Agreement is governed by the laws of India. The Supplier shall indemnify the Customer against all losses without limit.",
    jurisdiction: "IN",
    analysis_type: "risk",
  },
  "/v1/contracts/draft": {
    document_type: "nda",
    jurisdiction: "IN",
    language: "en",
    party_a: "Acme Manufacturing Pvt Ltd",
    party_b: "Beta Components LLP",
    key_terms: { duration: "2 years", governing_law: "India" },
  },
};

/** Code blocks of a README in a given language. */
export function readmeBlocks(file: string, lang: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)```", "g"))].map((m) => m[1]);
}

describe("TypeScript client legal-ai against the production server", () => {
  let server: TestServer;
  let fake: FakeAnthropic;
  let proxy: FaultProxy;
  let tenant: TestTenant;
  let client: LegalAI;
  let doc: any;
  const balance = async () => (await new LegalAI({ apiKey: tenant.key, baseURL: server.url }).usage.retrieve()).credits_balance;

  beforeAll(async () => {
    fake = await startAnsweringModel();
    server = await startTestServer("pglite", { env: modelEnv(fake) });
    proxy = await startFaultProxy(server.url);
    doc = await new LegalAI({ apiKey: null, baseURL: server.url }).openapi.retrieve();
  });
  afterAll(async () => {
    await proxy?.close();
    await server?.stop();
    await fake?.close();
  });
  beforeEach(async () => {
    fake.reset();
    fake.setResponder((request) => wellFormedReply(request));
    proxy.reset();
    tenant = await createTenant(server, { credits: 20 });
    client = new LegalAI({ apiKey: tenant.key, baseURL: proxy.url });
  });

  /** The documented example request of an endpoint, or a skip when this server does not have the endpoint yet. */
  const exampleOf = (ctx: { skip: (note?: string) => void }, method: string, p: string) => {
    const op = doc.paths?.[p]?.[method];
    if (!op) ctx.skip(`${method.toUpperCase()} ${p} is not on this server yet (404): the method is written from the spec`);
    return op["x-example"] ?? op.requestBody?.content?.["application/json"]?.example ?? SPEC_SAMPLES[p];
  };
  const skipOn404 = async <T>(ctx: { skip: (note?: string) => void }, p: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      if (err instanceof NotFoundError && err.code === "not_found") ctx.skip(`${p} answers 404 on this server: not merged yet`);
      throw err;
    }
  };

  it("exports the client as default and named export", () => {
    expect(NamedLegalAI).toBe(LegalAI);
  });

  /** Runs TypeScript files in a folder where `legal-ai` is installed (a link, as `npm install ./clients/typescript` makes). */
  async function runTypeScript(sources: string[], env: Record<string, string>, files: Record<string, Uint8Array> = {}): Promise<string[]> {
    const dir = mkdtempSync(path.join(os.tmpdir(), "legal-ai-example-"));
    for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, name), bytes);
    mkdirSync(path.join(dir, "node_modules"));
    symlinkSync(pkgDir, path.join(dir, "node_modules/legal-ai"));
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module" }));
    try {
      const outputs: string[] = [];
      for (const [i, source] of sources.entries()) {
        const file = path.join(dir, `example-${i}.ts`);
        writeFileSync(file, source);
        const { stdout } = await run(process.execPath, [path.join(repoRoot, "node_modules/tsx/dist/cli.mjs"), file], {
          cwd: dir,
          env: { ...process.env, LEGAL_AI_BASE_URL: "", ...env },
          timeout: 30_000,
        });
        outputs.push(stdout);
      }
      return outputs;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it("every README example runs against the service", async () => {
    const blocks = readmeBlocks(path.join(pkgDir, "README.md"), "ts");
    expect(blocks.length).toBe(5);
    // The webhook example defines a handler: call it with a delivery signed by the service's own code, and a changed one.
    const secret = "whsec_readme";
    const body = webhookBody({ id: "evt_1", type: "credits.low", payload: { credits_balance: 4 }, createdAt: new Date("2026-11-28T00:00:00Z") });
    const header = signatureHeader(secret, Math.floor(Date.now() / 1000), body);
    blocks[3] +=
      `\nconsole.log(await handleWebhook(${JSON.stringify(body)}, { "legal-ai-signature": ${JSON.stringify(header)} }));` +
      `\nconsole.log(await handleWebhook(${JSON.stringify(body.replace(":4}", ":9}"))}, { "legal-ai-signature": ${JSON.stringify(header)} }));\n`;
    const contract = await textPdf([
      ["SERVICES AGREEMENT", "1. Services. The Supplier shall provide the services described in Schedule 1."],
      ["2. Governing Law. This Agreement is governed by the laws of India."],
    ]);
    const outputs = await runTypeScript(
      blocks,
      { LEGAL_AI_API_KEY: tenant.key, LEGAL_AI_BASE_URL: server.url, LEGAL_AI_WEBHOOK_SECRET: secret },
      { "contract.pdf": contract },
    );
    expect(outputs[0]).toContain("erasure");
    expect(outputs[0]).toMatch(/verified: true/);
    expect(outputs[0]).toMatch(/request req_\S+, degraded: false, requests left this minute: \d+/);
    expect(outputs[1]).toContain("erasure");
    expect(outputs[2]).toMatch(/^.+: 2 pages, overall risk \w+$/m);
    expect(outputs[2]).toMatch(/^- \[(low|medium|high|critical)\] .*governed by the laws of India/m);
    expect(outputs[3]).toBe(`credits.low evt_1: {"credits_balance":4}\n200\nrefused: signature mismatch: wrong secret, or the body was changed (verify the raw body, not re-serialised JSON)\n400\n`);
    expect(outputs[4]).toMatch(/^400 invalid_request message req_\S+/);
    if (process.env.PRINT_README_OUTPUT) console.log(outputs[0]);
  }, 120_000); // five tsx processes, each a few seconds on a loaded machine

  it("the explorer's TypeScript and Python snippets run with these clients", async () => {
    const chat = (stream: boolean) => ({
      method: "POST",
      url: `${server.url}/v1/chat/completions`,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: QUESTION, jurisdiction: "FR", ...(stream ? { stream: true } : {}) }),
    });
    const status = { method: "GET", url: `${server.url}/v1/status`, headers: {}, body: null };
    const [plain, streamed, publicStatus] = await runTypeScript(
      [typescriptSnippet(chat(false), true, false), typescriptSnippet(chat(true), true, true), typescriptSnippet(status, false, false)],
      { LEGAL_AI_API_KEY: tenant.key },
    );
    expect(plain).toMatch(/^req_\S+ \{/);
    expect(plain).toContain("erasure");
    expect(streamed).toContain("erasure");
    expect(streamed).toContain("verified: true");
    expect(publicStatus).toContain("/v1/chat/completions");
    const python = path.join(repoRoot, "clients/python/.venv/bin/python");
    if (!existsSync(python)) return; // the Python half needs scripts/setup-python-client-tests.sh (npm test runs it first)
    for (const [snippet, expected] of [
      [pythonSnippet(chat(false), true, false), /^req_\S+ \{.*erasure/],
      [pythonSnippet(chat(true), true, true), /erasure[\s\S]*'verified': True/],
    ] as const) {
      const { stdout } = await run(python, ["-c", snippet], { env: { ...process.env, LEGAL_AI_API_KEY: tenant.key, LEGAL_AI_BASE_URL: "" }, timeout: 30_000 });
      expect(stdout).toMatch(expected);
    }
  }, 120_000); // three tsx and two Python processes

  it("chat.completions.create: typed answer with citations, request_id, rate-limit headers, billed once", async () => {
    const res = await client.chat.completions.create({ message: QUESTION, jurisdiction: "FR" });
    expect(res.object).toBe("chat.completion");
    expect(res.answer).toContain("erasure");
    expect(res.citations.length).toBeGreaterThan(0);
    expect(res.citations.every((c) => c.verified)).toBe(true);
    expect(res.request_id).toBe(res.id);
    expect(res.degraded).toBe(false);
    expect(res.sandbox).toBe(false);
    expect(res.rateLimit.limit).toBe(2000); // enterprise tier
    expect(res.rateLimit.remaining).toBeLessThan(2000);
    expect(Object.keys(res)).not.toContain("request_id"); // metadata does not pollute the body
    expect(proxy.log).toHaveLength(1);
    expect(proxy.log[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await balance()).toBe(19);
  });

  it("streams chunks with for await, and finalAnswer() aggregates the answer and citations", async () => {
    const stream = await client.chat.completions.create({ message: QUESTION, jurisdiction: "FR", stream: true });
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((c) => c.object === "chat.completion.chunk")).toBe(true);
    expect(stream.request_id).toMatch(/^req_/);
    const again = await client.chat.completions.create({ message: QUESTION, jurisdiction: "FR", stream: true });
    const final = await again.finalAnswer();
    expect(final.answer).toContain("erasure");
    expect(final.finish_reason).toBe("stop");
    expect(final.citations.length).toBeGreaterThan(0);
    expect(final.disclaimer).toMatch(/qualified legal professional/);
    expect(await balance()).toBe(18);
  });

  it("flags degraded answers (model failing) and sandbox keys", async () => {
    fake.setResponder(() => ({ fault: "status", status: 500, errorType: "api_error" }));
    const degraded = await client.chat.completions.create({ message: QUESTION, jurisdiction: "FR" });
    expect(degraded.degraded).toBe(true);
    expect(degraded.warnings.map((w) => w.code)).toContain("degraded");
    const sandboxTenant = await createTenant(server, { credits: 0, sandbox: true });
    const sandbox = await new LegalAI({ apiKey: sandboxTenant.key, baseURL: server.url }).chat.completions.create({ message: QUESTION, jurisdiction: "FR" });
    expect(sandbox.sandbox).toBe(true);
  });

  it("retries 429 (honouring Retry-After) and a 503 after the service ran: same Idempotency-Key, one execution, one debit", async () => {
    proxy.inject({ status: 429, retryAfter: 1 }, { status: 503, after: true });
    const res = await client.chat.completions.create({ message: QUESTION, jurisdiction: "FR" });
    expect(res.answer).toContain("erasure");
    expect(proxy.log.map((a) => a.outcome)).toEqual(["429", "503 after forwarding", "200"]);
    expect(new Set(proxy.log.map((a) => a.idempotencyKey)).size).toBe(1);
    expect(proxy.log[1].at - proxy.log[0].at).toBeGreaterThanOrEqual(950); // waited the Retry-After second
    expect(res.idempotentReplayed).toBe(true); // the third attempt got the stored answer of the second
    expect(fake.requests).toHaveLength(1);
    expect(await balance()).toBe(19);
  });

  it("retries a connection reset after the service ran, with the caller's Idempotency-Key", async () => {
    proxy.inject({ reset: true, after: true });
    const res = await client.chat.completions.create({ message: QUESTION, jurisdiction: "FR" }, { idempotencyKey: "my-key-1" });
    expect(res.idempotentReplayed).toBe(true);
    expect(proxy.log.map((a) => a.idempotencyKey)).toEqual(["my-key-1", "my-key-1"]);
    expect(fake.requests).toHaveLength(1);
    expect(await balance()).toBe(19);
  });

  it("gives up after 3 attempts in all and raises the typed error", async () => {
    proxy.inject({ status: 503 }, { status: 503 }, { status: 503 });
    await expect(client.chat.completions.create({ message: QUESTION })).rejects.toBeInstanceOf(InternalServerError);
    expect(proxy.log).toHaveLength(3);
    proxy.reset();
    proxy.inject({ status: 429, retryAfter: 7 });
    const err = await client.status.check({ maxRetries: 0 }).catch((e) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err.retry_after).toBe(7);
    expect(proxy.log).toHaveLength(1);
  });

  it("retries 408 and 409 idempotency_key_in_use; never 422 or another 409", async () => {
    proxy.inject({ status: 408 }, { status: 409, code: "idempotency_key_in_use" });
    expect((await client.usage.retrieve()).tenant_id).toBe(`apikey:${tenant.userId}`);
    expect(proxy.log.map((a) => a.outcome)).toEqual(["408", "409", "200"]);
    for (const [status, code] of [
      [422, "idempotency_key_mismatch"],
      [409, "already_exists"],
    ] as const) {
      proxy.reset();
      proxy.inject({ status, code });
      await expect(client.chat.completions.create({ message: QUESTION })).rejects.toMatchObject({ status, code });
      expect(proxy.log).toHaveLength(1);
    }
  });

  it("never retries a 400 and carries the problem fields", async () => {
    const err = await client.chat.completions.create({ message: "Hi" }).catch((e) => e);
    expect(err).toBeInstanceOf(InvalidRequestError);
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.request_id).toMatch(/^req_/);
    expect(err.errors[0].field).toBe("message");
    expect(err.title).toBeTruthy();
    expect(proxy.log).toHaveLength(1);
  });

  it("typed errors for 401, 402, 403, connection failure and timeout", async () => {
    const bad = new LegalAI({ apiKey: "svc_live_nope", baseURL: server.url });
    await expect(bad.usage.retrieve()).rejects.toBeInstanceOf(AuthenticationError);
    const broke = await createTenant(server, { credits: 0 });
    await expect(new LegalAI({ apiKey: broke.key, baseURL: server.url }).chat.completions.create({ message: QUESTION })).rejects.toBeInstanceOf(
      InsufficientCreditsError,
    );
    const auditOnly = await createTenant(server, { credits: 5, scopes: ["audit"] });
    await expect(new LegalAI({ apiKey: auditOnly.key, baseURL: server.url }).chat.completions.create({ message: QUESTION })).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    const closed = new LegalAI({ apiKey: tenant.key, baseURL: "http://127.0.0.1:9", maxRetries: 0 });
    await expect(closed.status.check()).rejects.toBeInstanceOf(APIConnectionError);
    await expect(client.chat.completions.create({ message: QUESTION }, { timeout: 1, maxRetries: 0 })).rejects.toBeInstanceOf(APITimeoutError);
  });

  it("status, jurisdictions, usage, audit tools and analyze, compliance", async () => {
    const status = await new LegalAI({ apiKey: null, baseURL: server.url }).status.check();
    expect(status.endpoints).toContain("/v1/chat/completions");
    expect((await client.jurisdictions.list()).jurisdictions.some((j) => j.code === "FR")).toBe(true);
    expect((await client.usage.retrieve()).tenant_id).toBe(`apikey:${tenant.userId}`);
    const tools = await client.audit.tools.list();
    expect(tools.tools).toHaveLength(16);
    const audit = await client.audit.analyze(doc.paths["/v1/audit/analyze"].post["x-example"]);
    expect(audit.credits_used).toBe(0);
    const compliance = await client.compliance.check(doc.paths["/v1/compliance/check"].post["x-example"]);
    expect(compliance.request_id).toMatch(/^req_/);
    expect(compliance.findings.length).toBeGreaterThan(0);
  });

  it("documents.analyze", async (ctx) => {
    const example = exampleOf(ctx, "post", "/v1/documents/analyze");
    const res = await skipOn404(ctx, "/v1/documents/analyze", () => client.documents.analyze(example));
    expect(res.request_id).toMatch(/^req_/);
  });

  it("contracts.draft and contracts.types.list", async (ctx) => {
    const types = await skipOn404(ctx, "/v1/contracts/types", () => client.contracts.types.list());
    expect(types).toBeTypeOf("object");
    const res = await client.contracts.draft(exampleOf(ctx, "post", "/v1/contracts/draft"));
    expect(res.request_id).toMatch(/^req_/);
  });

  it.for(["corporate", "litigation"] as const)("%s.analyze (plain and streamed) and tools.list", async (family, ctx) => {
    // One loose signature for both families (their generated request types differ once the endpoints land).
    const family_ = client[family] as unknown as { analyze: (body: any) => Promise<any>; tools: { list: () => Promise<any> } };
    const tools = await skipOn404(ctx, `/v1/${family}/tools`, () => family_.tools.list());
    expect(tools).toBeTypeOf("object");
    const example = exampleOf(ctx, "post", `/v1/${family}/analyze`);
    const res = await family_.analyze({ ...example, stream: false });
    expect(res.request_id).toMatch(/^req_/);
    const stream = await family_.analyze({ ...example, stream: true });
    const final = await stream.finalAnswer();
    expect(final.answer.length).toBeGreaterThan(0);
  });

  it("admin: users create/list/update, credits grant, keys create/list/revoke", async () => {
    const admin = new LegalAI({ apiKey: server.adminKey, baseURL: server.url });
    const email = `client-${Date.now()}@tests.local`;
    const user = await admin.admin.users.create({ email, credits: 0 });
    expect(user.statusCode).toBe(201);
    expect((await admin.admin.users.list({ email })).data[0].user_id).toBe(user.user_id);
    expect((await admin.admin.users.update(user.user_id, { tier: "tier1" })).tier).toBe("tier1");
    await admin.admin.users.credits.grant(user.user_id, { amount: 3 });
    const key = await admin.admin.keys.create(user.user_id, { name: "ci", scopes: ["chat"], sandbox: true });
    expect(key.key).toMatch(/^svc_live_/);
    expect(key.sandbox).toBe(true); // the body's field, not the admin call's X-Sandbox header
    expect((await admin.admin.keys.list(user.user_id)).data).toHaveLength(1);
    const usage = await new LegalAI({ apiKey: key.key, baseURL: server.url }).usage.retrieve();
    expect(usage.credits_balance).toBe(3);
    expect(usage.sandbox).toBe(true); // X-Sandbox: true
    expect(usage.rateLimit.limit).toBe(100); // tier1
    await admin.admin.keys.revoke(key.key_id);
    await expect(new LegalAI({ apiKey: key.key, baseURL: server.url }).usage.retrieve()).rejects.toMatchObject({ code: "api_key_revoked" });
  });

  it("generated types match /v1/openapi.json (rerun scripts/generate-client-types.ts when this fails)", () => {
    const { typescript, python, pythonModels, pythonResources } = generateClientTypes(doc);
    expect(readFileSync(path.join(pkgDir, "src/generated/openapi.ts"), "utf8")).toBe(typescript);
    expect(readFileSync(path.join(repoRoot, "clients/python/src/legal_ai/_generated.py"), "utf8")).toBe(python);
    expect(readFileSync(path.join(repoRoot, "clients/python/src/legal_ai/_models.py"), "utf8")).toBe(pythonModels);
    expect(readFileSync(path.join(repoRoot, "clients/python/src/legal_ai/_resources.py"), "utf8")).toBe(pythonResources);
  });

  it("no API key is an error at construction, not a 401 after a round trip; { apiKey: null } is the public client", () => {
    const saved = process.env.LEGAL_AI_API_KEY;
    try {
      delete process.env.LEGAL_AI_API_KEY;
      expect(() => new LegalAI({ baseURL: server.url })).toThrow(LegalAIError);
      expect(() => new LegalAI({ baseURL: server.url })).toThrow(/LEGAL_AI_API_KEY/);
      process.env.LEGAL_AI_API_KEY = "";
      expect(() => new LegalAI({ baseURL: server.url })).toThrow(/No API key/);
      expect(new LegalAI({ apiKey: null, baseURL: server.url }).apiKey).toBeNull();
      process.env.LEGAL_AI_API_KEY = "svc_live_from_env";
      expect(new LegalAI({ baseURL: server.url }).apiKey).toBe("svc_live_from_env");
    } finally {
      if (saved === undefined) delete process.env.LEGAL_AI_API_KEY;
      else process.env.LEGAL_AI_API_KEY = saved;
    }
  });

  it("typed calls: a misspelt field or a wrong type does not compile (checked by tsc --noEmit on this file)", () => {
    // Never called: the @ts-expect-error lines fail `npx tsc --noEmit` if the client's types stop catching these.
    const typed = async (c: LegalAI) => {
      // @ts-expect-error a typo in a field name
      await c.chat.completions.create({ messgae: "typo in the field name" });
      // @ts-expect-error a number where the document says string
      await c.chat.completions.create({ message: 5 });
      // @ts-expect-error not one of the analysis types
      await c.documents.analyze({ document_text: "x", analysis_type: "everything" });
      const res = await c.documents.analyze({ file: "contract.pdf", jurisdiction: "IN" });
      const pages: number = res.pages;
      return pages;
    };
    expect(typed).toBeTypeOf("function");
  });

  describe("documents.analyze({ file })", () => {
    const contract = [
      ["SERVICES AGREEMENT", "1. Services. The Supplier shall provide the services described in Schedule 1."],
      ["2. Liability. The Supplier shall indemnify the Customer against all losses without limit.", "3. Governing Law. This Agreement is governed by the laws of India."],
    ];
    const clauseText = (res: { clauses: { clause_text: string }[] }) => res.clauses.map((c) => c.clause_text).join(" ");
    let dir: string;
    beforeAll(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), "legal-ai-ts-uploads-"));
      writeFileSync(path.join(dir, "services-agreement.pdf"), await textPdf(contract));
      writeFileSync(path.join(dir, "msa.docx"), await docxFile());
      writeFileSync(path.join(dir, "nda.txt"), "1. Governing Law. This Agreement is governed by the laws of India.\n");
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("a path: read, sent base64 in document_base64, both pages extracted", async () => {
      const res = await client.documents.analyze({ file: path.join(dir, "services-agreement.pdf"), jurisdiction: "IN" });
      expect(res.request_id).toMatch(/^req_/);
      expect(res.pages).toBe(2);
      expect(clauseText(res)).toContain("governed by the laws of India");
      expect(clauseText(res)).toContain("indemnify the Customer against all losses");
      expect(proxy.log).toHaveLength(1);
    });

    it("a Buffer, a Uint8Array, an ArrayBuffer and a Blob/File; a .txt as document_text", async () => {
      const docx = readFileSync(path.join(dir, "msa.docx"));
      expect(clauseText(await client.documents.analyze({ file: docx, jurisdiction: "GB" }))).toContain("governed by the laws of England and Wales");
      const pdf = new Uint8Array(readFileSync(path.join(dir, "services-agreement.pdf")));
      expect((await client.documents.analyze({ file: pdf, jurisdiction: "IN" })).pages).toBe(2);
      expect((await client.documents.analyze({ file: pdf.slice().buffer, jurisdiction: "IN" })).pages).toBe(2);
      const file = new File([pdf], "contract.pdf", { type: "application/pdf" });
      expect(clauseText(await client.documents.analyze({ file, jurisdiction: "IN" }))).toContain("governed by the laws of India");
      const text = await client.documents.analyze({ file: path.join(dir, "nda.txt"), jurisdiction: "IN" });
      expect(text.pages).toBe(1);
      expect(clauseText(text)).toContain("governed by the laws of India");
    });

    it("what the service cannot read is its 400 problem", async () => {
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]);
      await expect(client.documents.analyze({ file: png, jurisdiction: "IN" })).rejects.toMatchObject({ status: 400, code: "unreadable_document" });
      await expect(client.documents.analyze({ file: path.join(dir, "missing.pdf") })).rejects.toMatchObject({ code: "ENOENT" });
    });
  });

  describe("webhooks.verify", () => {
    const secret = "whsec_" + "Q".repeat(43);
    // The body and header exactly as lib/alerts/deliver.ts sends them.
    const body = webhookBody({ id: "evt_01TEST", type: "credits.low", payload: { credits_balance: 4, threshold: 5 }, createdAt: new Date("2026-11-28T00:00:00Z") });
    const now = () => Math.floor(Date.now() / 1000);

    it("accepts a delivery signed by the service and returns its event", async () => {
      const header = signatureHeader(secret, now(), body);
      const event = await webhooks.verify(body, { "legal-ai-signature": header, "content-type": "application/json" }, secret);
      expect(event).toMatchObject({ id: "evt_01TEST", object: "event", type: "credits.low", data: { credits_balance: 4 } });
      expect((await webhooks.verify(Buffer.from(body), new Headers({ "Legal-AI-Signature": header }), secret)).id).toBe("evt_01TEST");
      const withSecret = new LegalAI({ apiKey: null, webhookSecret: secret });
      expect((await withSecret.webhooks.verify(body, header)).type).toBe("credits.low");
    });

    it("refuses a changed body, another secret, an old or future timestamp, a missing header", async () => {
      const header = signatureHeader(secret, now(), body);
      await expect(webhooks.verify(body.replace('"credits_balance":4', '"credits_balance":400'), header, secret)).rejects.toThrow(/signature mismatch/);
      await expect(webhooks.verify(body, header, "whsec_another")).rejects.toBeInstanceOf(WebhookVerificationError);
      await expect(webhooks.verify(JSON.stringify(JSON.parse(body), null, 1), header, secret)).rejects.toThrow(/signature mismatch/);
      await expect(webhooks.verify(body, signatureHeader(secret, now() - 301, body), secret)).rejects.toThrow(/tolerance/);
      await expect(webhooks.verify(body, signatureHeader(secret, now() + 301, body), secret)).rejects.toThrow(/tolerance/);
      expect((await webhooks.verify(body, signatureHeader(secret, now() - 200, body), secret)).id).toBe("evt_01TEST");
      expect((await webhooks.verify(body, signatureHeader(secret, now() - 301, body), secret, { toleranceSeconds: 600 })).id).toBe("evt_01TEST");
      await expect(webhooks.verify(body, { "content-type": "application/json" }, secret)).rejects.toThrow(/no Legal-AI-Signature/);
      await expect(webhooks.verify(body, `t=${now()}`, secret)).rejects.toThrow(/v1/);
      await expect(webhooks.verify(body, header, "")).rejects.toThrow(/secret/);
    });

    it("accepts any one matching v1 (secret rollover)", async () => {
      const [t, good] = signatureHeader(secret, now(), body).split(",v1=");
      expect((await webhooks.verify(body, `${t},v1=${"0".repeat(64)},v1=${good}`, secret)).id).toBe("evt_01TEST");
    });
  });

  it("dist/ is the build of src/ (run npm run build in clients/typescript when this fails)", async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), "legal-ai-dist-"));
    try {
      await run(process.execPath, [path.join(repoRoot, "node_modules/typescript/bin/tsc"), "-p", path.join(pkgDir, "tsconfig.json"), "--outDir", out]);
      const files = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)).map((f) => `${e.name}/${f}`) : [e.name]));
      const built = files(out).sort();
      expect(files(path.join(pkgDir, "dist")).sort()).toEqual(built);
      for (const f of built) expect(readFileSync(path.join(pkgDir, "dist", f), "utf8"), f).toBe(readFileSync(path.join(out, f), "utf8"));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
