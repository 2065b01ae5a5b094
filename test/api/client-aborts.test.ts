import http from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { api, createTenant, type TestTenant } from "../support/api";
import type { FakeAnthropic } from "../support/fake-anthropic";
import { answeringReply, modelEnv, startAnsweringModel } from "../support/model";

const QUESTION = "Can a customer ask us to delete their personal data?";

/**
 * A client that leaves before its answer: nothing is stored under its Idempotency-Key (a retry runs the call, where
 * a stored 500 was once replayed to every retry for 24 hours) and nothing is billed.
 */
describe.each(lanes())("client disconnects (%s)", (lane) => {
  let server: TestServer;
  let fake: FakeAnthropic;
  let tenant: TestTenant;
  const balance = async () => (await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance as number;

  beforeAll(async () => {
    fake = await startAnsweringModel();
    server = await startTestServer(lane, { env: modelEnv(fake) });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });
  beforeEach(async () => {
    fake.reset();
    tenant = await createTenant(server, { credits: 10 });
  });

  it("a non-streamed chat abandoned while the model works stores nothing under its key: the retry runs and is billed once", async () => {
    const headers = { "Idempotency-Key": `abandoned-${Date.now()}` };
    const body = { message: QUESTION, jurisdiction: "FR" };
    fake.setResponder(() => ({ fault: "hang" }));
    const controller = new AbortController();
    const pending = fetch(`${server.url}/v1/chat/completions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${tenant.key}`, "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
      signal: controller.signal,
    }).catch(() => null);
    await fake.waitForRequests(1, { timeoutMs: 30_000 });
    controller.abort();
    await pending;
    await fake.waitForAborted(1, { timeoutMs: 10_000 });

    fake.setResponder((request) => answeringReply(request));
    let retry = await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body, headers });
    // The abandoned call may still be releasing its key for a moment: that is a 409, never a stored answer.
    for (let i = 0; i < 50 && retry.status === 409; i++) {
      await new Promise((r) => setTimeout(r, 100));
      retry = await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body, headers });
    }
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect(retry.body.answer).toContain("erasure");
    expect(fake.requests).toHaveLength(2);
    expect(await balance()).toBe(9);
    // The abandoned call is in the tenant's usage as a call, not as an error: the client left, nothing failed.
    const chatUsage = async () =>
      (await api(server, "GET", "/v1/usage", { key: tenant.key })).body.day.by_endpoint.find((e: { endpoint: string }) => e.endpoint === "/v1/chat/completions");
    let chat = await chatUsage();
    // The abandoned call records its usage just after it releases its key.
    for (let i = 0; i < 20 && chat?.calls !== 2; i++) chat = await new Promise((r) => setTimeout(r, 100)).then(chatUsage);
    expect(chat).toMatchObject({ calls: 2, errors: 0 });
  });

  it("a stream abandoned after its content was billed replays with an event: error naming the interruption, not [DONE]", async () => {
    const headers = { "Idempotency-Key": `abandoned-stream-${Date.now()}` };
    const body = { message: QUESTION, jurisdiction: "FR", stream: true };
    fake.setResponder((request) => ({ fault: "hang", afterEvents: 12, reply: answeringReply(request, { answer: "A".repeat(400) }) }));
    const controller = new AbortController();
    const res = await fetch(`${server.url}/v1/chat/completions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${tenant.key}`, "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    let text = "";
    while (!text.includes('"content"')) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    await fake.waitForAborted(1, { timeoutMs: 10_000 });

    let replay = await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body, headers });
    for (let i = 0; i < 50 && replay.status === 409; i++) {
      await new Promise((r) => setTimeout(r, 100));
      replay = await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body, headers });
    }
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.text).toContain('"content"');
    expect(replay.text).not.toContain("[DONE]");
    expect(replay.text).toMatch(/event: error\ndata: \{[^\n]*"code":"client_closed_request"/);
    expect(fake.requests).toHaveLength(1);
    expect(await balance()).toBe(9);
  });
});

describe.each(lanes())("hostile requests answered as problems (%s)", (lane) => {
  let server: TestServer;
  let tenant: TestTenant;
  beforeAll(async () => {
    server = await startTestServer(lane);
    tenant = await createTenant(server, { credits: 0 });
  });
  afterAll(async () => server?.stop());

  it("JSON nested 5,000 deep is a 400, not a 500", async () => {
    const res = await api(server, "POST", "/v1/audit/analyze", {
      key: tenant.key,
      headers: { "Content-Type": "application/json" },
      rawBody: `{"tool_type":${"[".repeat(5000)}${"]".repeat(5000)}}`,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_request", detail: expect.stringMatching(/nested deeper than 64/) });
  });

  it("an audit tool given year-9999 dates is a 400, not a 500 RangeError", async () => {
    const catalogue = await api(server, "GET", "/v1/audit/tools", { key: tenant.key });
    const murabaha = (catalogue.body.tools as { tool_type: string; example: Record<string, unknown> }[]).find((t) => t.tool_type === "murabaha")!;
    const body = JSON.parse(JSON.stringify(murabaha.example).replace(/"\d{4}-\d{2}-\d{2}"/g, '"9999-12-31"'));
    const res = await api(server, "POST", "/v1/audit/analyze", { key: tenant.key, body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_request");
  });

  it("TRACE is a 405 problem+json and OPTIONS lists the path's own methods with a request id", async () => {
    const trace = await fetch(`${server.url}/v1/status`, { method: "TRACE" }).catch((err: unknown) => err);
    // fetch refuses to send TRACE itself; the raw request is in lib/server/refuse-early.test.ts. Over node:http:
    expect(trace).toBeInstanceOf(Error);
    const raw = await new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
      const url = new URL(`${server.url}/v1/status`);
      const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "TRACE" }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, type: res.headers["content-type"], body }));
      });
      req.on("error", reject);
      req.end();
    });
    expect(raw.status).toBe(405);
    expect(raw.type).toBe("application/problem+json");
    expect(JSON.parse(raw.body)).toMatchObject({ code: "method_not_allowed" });

    const options = await fetch(`${server.url}/v1/chat/completions`, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("POST, OPTIONS");
    expect(options.headers.get("x-request-id")).toMatch(/^req_/);
  });
});
