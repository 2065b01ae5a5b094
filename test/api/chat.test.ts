import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { api, createTenant, expectProblem, type TestTenant } from "../support/api";
import type { FakeAnthropic } from "../support/fake-anthropic";
import type { FakeReply } from "../support/fake-anthropic/types";
import { answeringReply, modelEnv, parseSse, startAnsweringModel, TEST_MODEL_TIMEOUT_MS } from "../support/model";

const QUESTION = "Can a customer ask us to delete their personal data?";

describe.each(lanes())("chat completions against a fake model (%s)", (lane) => {
  let server: TestServer;
  let fake: FakeAnthropic;
  let tenant: TestTenant;
  const balance = async (t: TestTenant) => (await api(server, "GET", "/v1/usage", { key: t.key })).body.credits_balance as number;
  const chat = (key: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    api(server, "POST", "/v1/chat/completions", { key, body, headers });

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
    fake.setResponder((request) => answeringReply(request));
    tenant = await createTenant(server, { credits: 10 });
  });

  it("200 answers through the model with verified citations and bills 1 credit", async () => {
    const res = await chat(tenant.key, { message: QUESTION, jurisdiction: "fr" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-degraded")).toBeNull();
    expect(res.body).toMatchObject({ object: "chat.completion", jurisdiction: "FR", id: res.headers.get("x-request-id") });
    expect(res.body.answer).toContain("erasure");
    expect(res.body.citations.length).toBeGreaterThan(0);
    for (const c of res.body.citations) {
      expect(c.verified).toBe(true);
      expect(["FR", "EU"]).toContain(c.jurisdiction);
      expect(c.relevance_score).toBeGreaterThan(0);
    }
    expect(res.body.warnings).toEqual([]);
    expect(res.body.disclaimer).toMatch(/qualified legal professional/);
    expect(["small", "medium", "deep"]).toContain(res.body.mode);
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0].body;
    // The provisions go to the model as search results it can cite, not as a tool's schema.
    expect(sent.tools).toBeUndefined();
    const results = sent.messages[0].content.filter((b: { type: string }) => b.type === "search_result");
    expect(results.map((r: { source: string }) => r.source)).toContain("registry:eu-gdpr:17");
    for (const r of results) expect(r.citations).toEqual({ enabled: true });
    expect(sent.messages[0].content.at(-1)).toEqual({ type: "text", text: QUESTION });
    // The provider can attribute the request to one tenant, by an opaque id and nothing that identifies a person.
    expect(sent.metadata).toEqual({ user_id: tenant.userId });
    expect(await balance(tenant)).toBe(9);
  });

  it("uses the requested mode and the query alias", async () => {
    const res = await chat(tenant.key, { query: QUESTION, mode: "deep", jurisdiction: "EU" });
    expect(res.status).toBe(200);
    expect(res.body.mode).toBe("deep");
    expect(fake.requests[0].body.model).toBe("claude-opus-5-5");
  });

  it("marks fabricated citations unverified with a warning", async () => {
    fake.setResponder((request) =>
      answeringReply(request, {
        extraCitations: [
          { source_id: "eu-gdpr", article: "999" },
          { source_id: "in-contract-act-1872", article: "27" },
          { source_id: "made-up-act", article: "1" },
        ],
      }),
    );
    const res = await chat(tenant.key, { message: QUESTION, jurisdiction: "FR" });
    expect(res.status).toBe(200);
    const unverified = res.body.citations.filter((c: { verified: boolean }) => !c.verified);
    expect(unverified).toHaveLength(3);
    const warnings = res.body.warnings.filter((w: { code: string }) => w.code === "unverified_citation");
    expect(warnings).toHaveLength(3);
    expect(await balance(tenant)).toBe(9);
  });

  const faults: [string, FakeReply][] = [
    ["529 overloaded", { fault: "status", status: 529, errorType: "overloaded_error" }],
    ["500 api_error", { fault: "status", status: 500, errorType: "api_error" }],
    ["429 with a retry-after beyond the budget", { fault: "status", status: 429, errorType: "rate_limit_error", retryAfterSeconds: 60 }],
    ["malformed JSON", { fault: "malformed_json" }],
    ["connection reset", { fault: "connection_reset" }],
    ["a hang past the timeout", { fault: "hang" }],
    ["a slow first byte past the timeout", { fault: "slow_first_byte", delayMs: 3 * TEST_MODEL_TIMEOUT_MS }],
    // The JSON body comes in 4 pieces: 3 delays, together past the attempt's deadline.
    ["a body that trickles in past the timeout", { fault: "slow_chunks", delayMs: TEST_MODEL_TIMEOUT_MS / 2 }],
  ];
  it.each(faults)("%s: degraded 200 from the offline engine, not billed", async (_name, fault) => {
    // A slow body carries a good answer: only the time limit may stop it.
    fake.setResponder((request) => ("fault" in fault && fault.fault === "slow_chunks" ? { ...fault, reply: answeringReply(request) } : fault));
    const res = await chat(tenant.key, { message: QUESTION, jurisdiction: "FR" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-degraded")).toBe("true");
    expect(res.body.warnings.map((w: { code: string }) => w.code)).toContain("degraded");
    expect(res.body.answer).toMatch(/^Offline answer/);
    expect(res.body.model).toBe("offline");
    for (const c of res.body.citations) expect(c.verified).toBe(true);
    expect(fake.requests.length).toBeGreaterThanOrEqual(1);
    expect(await balance(tenant)).toBe(10);
  });

  it("retries a 429 that asks for a short wait, then answers (billed once)", async () => {
    fake.setResponder(undefined);
    fake.setResponder((request) => answeringReply(request));
    fake.enqueue({ fault: "status", status: 429, errorType: "rate_limit_error", retryAfterMs: 100 });
    const res = await chat(tenant.key, { message: QUESTION, jurisdiction: "FR" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-degraded")).toBeNull();
    expect(fake.requests).toHaveLength(2);
    expect(await balance(tenant)).toBe(9);
  });

  it("sandbox keys never reach the model and are never billed", async () => {
    const sandbox = await createTenant(server, { credits: 5, sandbox: true });
    const res = await chat(sandbox.key, { message: QUESTION, jurisdiction: "FR" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-sandbox")).toBe("true");
    expect(res.body.warnings.map((w: { code: string }) => w.code)).toContain("sandbox");
    const streamed = await chat(sandbox.key, { message: QUESTION, jurisdiction: "FR", stream: true });
    expect(streamed.status).toBe(200);
    expect(parseSse(streamed.text).done).toBe(true);
    expect(fake.requests).toHaveLength(0);
    expect(await balance(sandbox)).toBe(5);
  });

  it("402 insufficient_credits before any model call", async () => {
    const broke = await createTenant(server, { credits: 0 });
    expectProblem(await chat(broke.key, { message: QUESTION }), 402, "insufficient_credits");
    expect(fake.requests).toHaveLength(0);
  });

  it("400 invalid_request for bad chat input, none of it billed", async () => {
    const bad: Record<string, unknown>[] = [
      {},
      { message: "hey" },
      { message: "x".repeat(120_001) },
      { message: QUESTION, mode: "huge" },
      { message: QUESTION, jurisdiction: "XX" },
      { message: QUESTION, language: "klingon" },
      { message: QUESTION, stream: "yes" },
      { message: 42 },
    ];
    for (const body of bad) expectProblem(await chat(tenant.key, body), 400, "invalid_request");
    expect(fake.requests).toHaveLength(0);
    expect(await balance(tenant)).toBe(10);
  });

  it("streams SSE chunks, ends with citations and [DONE], bills once", async () => {
    fake.setResponder((request) => answeringReply(request, { answer: "First part. Second part, longer so it splits into several deltas." }));
    const res = await chat(tenant.key, { message: QUESTION, jurisdiction: "FR", stream: true });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const { data, done, errors } = parseSse(res.text);
    expect(errors).toEqual([]);
    expect(done).toBe(true);
    expect(data.length).toBeGreaterThan(3);
    for (const chunk of data) {
      expect(chunk.object).toBe("chat.completion.chunk");
      expect(chunk.id).toBe(res.headers.get("x-request-id"));
    }
    expect(data[0].choices[0].delta.role).toBe("assistant");
    const text = data.map((c) => c.choices[0].delta.content ?? "").join("");
    expect(text).toBe("First part. Second part, longer so it splits into several deltas.");
    const last = data.at(-1);
    expect(last.choices[0].finish_reason).toBe("stop");
    expect(last.citations.length).toBeGreaterThan(0);
    expect(last.disclaimer).toMatch(/qualified legal professional/);
    expect(await balance(tenant)).toBe(9);
  });

  it("sends a `: ping` comment when the stream falls silent", async () => {
    fake.setResponder((request) => ({ ...answeringReply(request, { answer: "slow answer in few parts" }), chunkDelayMs: 400, chunkSize: 120 }));
    const res = await chat(tenant.key, { message: QUESTION, jurisdiction: "FR", stream: true });
    const { pings, done, data } = parseSse(res.text);
    expect(pings).toBeGreaterThan(0);
    expect(done).toBe(true);
    expect(data.map((c) => c.choices[0].delta.content ?? "").join("")).toBe("slow answer in few parts");
  });

  it("a model failure before any content degrades the stream, unbilled", async () => {
    fake.setResponder((request) => ({ fault: "midstream_error", afterEvents: 1, reply: answeringReply(request) }));
    const res = await chat(tenant.key, { message: QUESTION, jurisdiction: "FR", stream: true });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-degraded")).toBe("true");
    const { data, done } = parseSse(res.text);
    expect(done).toBe(true);
    expect(data.at(-1).warnings.map((w: { code: string }) => w.code)).toContain("degraded");
    expect(await balance(tenant)).toBe(10);
  });

  it("a failure after content started ends with an error event (billed: content was sent)", async () => {
    fake.setResponder((request) => ({ fault: "midstream_error", afterEvents: 8, reply: answeringReply(request, { answer: "A".repeat(200) }) }));
    const res = await chat(tenant.key, { message: QUESTION, jurisdiction: "FR", stream: true });
    expect(res.status).toBe(200);
    const { errors, done } = parseSse(res.text);
    expect(done).toBe(false);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ status: 500, code: "internal_error" });
    expect(await balance(tenant)).toBe(9);
  });

  it("a client that leaves before the first content pays nothing and aborts the model call", async () => {
    fake.setResponder((request) => ({ fault: "slow_first_byte", delayMs: 1200, then: answeringReply(request) }));
    const controller = new AbortController();
    const pending = fetch(`${server.url}/v1/chat/completions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${tenant.key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ message: QUESTION, jurisdiction: "FR", stream: true }),
      signal: controller.signal,
    }).catch(() => null);
    await fake.waitForRequests(1, { timeoutMs: 5000 });
    controller.abort();
    await pending;
    await fake.waitForAborted(1, { timeoutMs: 5000 });
    // The call records its usage when it has finished, after any debit it made: wait for that record (the tenant's
    // first call), not a fixed time. Past the deadline the balance is read anyway and must still be 10.
    const chatCalls = async () =>
      (await api(server, "GET", "/v1/usage", { key: tenant.key })).body.day.by_endpoint.find((e: { endpoint: string }) => e.endpoint === "/v1/chat/completions")?.calls ?? 0;
    for (const deadline = Date.now() + 10_000; (await chatCalls()) < 1 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 50));
    expect(await balance(tenant)).toBe(10);
  });

  it("replays a stream from its stored result for the same Idempotency-Key, even when retried the moment [DONE] arrives", async () => {
    const headers = { "Idempotency-Key": `stream-${Date.now()}` };
    const body = { message: QUESTION, jurisdiction: "FR", stream: true };
    const first = await readUntilDone(tenant.key, body, headers);
    const second = await chat(tenant.key, body, headers);
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(parseSse(second.text).data).toEqual(parseSse(first).data);
    expect(fake.requests).toHaveLength(1);
    expect(await balance(tenant)).toBe(9);
  });

  /** Reads an SSE response only up to its `[DONE]` line, leaving the connection for the server to close. */
  async function readUntilDone(key: string, body: Record<string, unknown>, headers: Record<string, string>): Promise<string> {
    const res = await fetch(`${server.url}/v1/chat/completions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("data: [DONE]")) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    void reader.cancel().catch(() => {});
    return text;
  }
});

describe.each(lanes())("chat without any model configured (%s)", (lane) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(lane);
  });
  afterAll(async () => server?.stop());

  it("answers from the offline engine, says so, is degraded and not billed", async () => {
    const tenant = await createTenant(server, { credits: 3 });
    const res = await api(server, "POST", "/v1/chat/completions", {
      key: tenant.key,
      body: { message: "Is a non-compete clause in an employment contract enforceable?", jurisdiction: "IN" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-degraded")).toBe("true");
    expect(res.body.answer).toMatch(/^Offline answer/);
    expect(res.body.citations.map((c: { source_id: string; article: string }) => `${c.source_id} ${c.article}`)).toContain(
      "in-contract-act-1872 27",
    );
    for (const c of res.body.citations) expect(c.verified).toBe(true);
    const usage = await api(server, "GET", "/v1/usage", { key: tenant.key });
    expect(usage.body.credits_balance).toBe(3);
  });

  it("says it found nothing rather than citing loosely related provisions", async () => {
    const tenant = await createTenant(server, { credits: 3 });
    const res = await api(server, "POST", "/v1/chat/completions", {
      key: tenant.key,
      body: { message: "What is a good recipe for chocolate cake?", jurisdiction: "US" },
    });
    expect(res.status).toBe(200);
    expect(res.body.citations).toEqual([]);
    expect(res.body.answer).toMatch(/found no provision/);
  });
});
