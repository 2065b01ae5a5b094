import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { api, createTenant, expectProblem } from "../support/api";
import { startFakeAnthropic, type FakeAnthropic } from "../support/fake-anthropic";
import { modelEnv, parseSse, wellFormedReply } from "../support/model";

const chatBody = { message: "Can a customer ask us to delete their personal data?", jurisdiction: "FR" };

describe.each(lanes())("the cost of each call: X-Credits-Used and credits_used (%s)", (lane) => {
  let server: TestServer;
  let fake: FakeAnthropic;
  let priced: { method: string; path: string; credits: number; example: Record<string, unknown> }[];

  beforeAll(async () => {
    fake = await startFakeAnthropic();
    server = await startTestServer(lane, { env: modelEnv(fake) });
    const doc = (await api(server, "GET", "/v1/openapi.json")).body;
    priced = Object.entries(doc.paths).flatMap(([path, item]: [string, any]) =>
      Object.entries(item)
        .filter(([, op]: [string, any]) => op["x-credits"] > 0)
        .map(([method, op]: [string, any]) => ({ method: method.toUpperCase(), path, credits: op["x-credits"], example: op["x-example"] })),
    );
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });
  beforeEach(() => {
    fake.reset();
    fake.setResponder((request) => wellFormedReply(request));
  });

  it("every priced endpoint's example answers with its price in the header and the body, and that is what the balance lost", async () => {
    expect(priced.map((p) => p.path).sort()).toEqual([
      "/v1/chat/completions",
      "/v1/compliance/check",
      "/v1/contracts/draft",
      "/v1/corporate/analyze",
      "/v1/documents/analyze",
      "/v1/litigation/analyze",
    ]);
    const tenant = await createTenant(server, { credits: 100 });
    let spent = 0;
    for (const p of priced) {
      const res = await api(server, p.method, p.path, { key: tenant.key, body: p.example });
      expect(res.status, `${p.path}: ${res.text.slice(0, 300)}`).toBe(200);
      expect(res.headers.get("x-degraded"), p.path).toBeNull();
      expect(res.headers.get("x-credits-used"), p.path).toBe(String(p.credits));
      expect(res.body.credits_used, p.path).toBe(p.credits);
      spent += p.credits;
    }
    expect((await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(100 - spent);
  });

  it("a degraded answer, a sandbox key and a refused call say 0", async () => {
    const tenant = await createTenant(server, { credits: 1 });
    fake.setResponder(() => ({ fault: "status", status: 400, errorType: "invalid_request_error" }));
    const degraded = await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody });
    expect(degraded.headers.get("x-degraded")).toBe("true");
    expect(degraded.headers.get("x-credits-used")).toBe("0");
    expect(degraded.body.credits_used).toBe(0);

    const sandbox = await createTenant(server, { credits: 5, sandbox: true });
    const sandboxed = await api(server, "POST", "/v1/chat/completions", { key: sandbox.key, body: chatBody });
    expect(sandboxed.headers.get("x-sandbox")).toBe("true");
    expect(sandboxed.headers.get("x-credits-used")).toBe("0");
    expect(sandboxed.body.credits_used).toBe(0);

    const broke = await createTenant(server, { credits: 0 });
    const refused = await api(server, "POST", "/v1/chat/completions", { key: broke.key, body: chatBody });
    expectProblem(refused, 402, "insufficient_credits");
    expect(refused.headers.get("x-credits-used")).toBe("0");
  });

  it("an idempotent replay costs 0 (header) and returns the stored body, which says what the first call cost", async () => {
    const tenant = await createTenant(server, { credits: 5 });
    const headers = { "Idempotency-Key": `credits-${Date.now()}` };
    const first = await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody, headers });
    const again = await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody, headers });
    expect(first.headers.get("x-credits-used")).toBe("1");
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("x-credits-used")).toBe("0");
    expect(again.body).toEqual(first.body);
    expect((await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(4);
  });

  it("a live stream states the credits its first content costs; a degraded stream states 0", async () => {
    const tenant = await createTenant(server, { credits: 5 });
    const live = await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: { ...chatBody, stream: true } });
    expect(parseSse(live.text).done).toBe(true);
    expect(live.headers.get("x-credits-used")).toBe("1");
    fake.setResponder(() => ({ fault: "status", status: 400, errorType: "invalid_request_error" }));
    const degraded = await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: { ...chatBody, stream: true } });
    expect(degraded.headers.get("x-degraded")).toBe("true");
    expect(degraded.headers.get("x-credits-used")).toBe("0");
    expect((await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(4);
  });

  it("free endpoints carry the header as 0 and no credits_used field of their own", async () => {
    const tenant = await createTenant(server, { credits: 5 });
    const status = await api(server, "GET", "/v1/status");
    expect(status.headers.get("x-credits-used")).toBe("0");
    const usage = await api(server, "GET", "/v1/usage", { key: tenant.key });
    expect(usage.headers.get("x-credits-used")).toBe("0");
    expect(usage.body.credits_used).toBeUndefined();
    const audit = await api(server, "GET", "/v1/audit/tools", { key: tenant.key });
    expect(audit.headers.get("x-credits-used")).toBe("0");
  });
});
