import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Anthropic from "@anthropic-ai/sdk";
import { startFakeAnthropic, type FakeAnthropic } from "@/test/support/fake-anthropic";
import { wellFormedReply } from "@/test/support/model";
import { nodeFetch } from "./node-fetch";

describe("nodeFetch: the model client's HTTP/1.1 fetch over node:http", () => {
  let server: http.Server;
  let url: string;
  const seen: { method?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        seen.push({ method: req.method, headers: req.headers, body });
        if (req.url === "/json") {
          res.writeHead(201, { "content-type": "application/json", "set-cookie": ["a=1", "b=2"], "x-request-id": "r1" });
          res.end(JSON.stringify({ echoed: body }));
        } else if (req.url === "/stream") {
          res.writeHead(200, { "content-type": "text/event-stream" });
          res.write("data: one\n\n");
          setTimeout(() => res.end("data: two\n\n"), 20);
        } else if (req.url === "/hang") {
          res.writeHead(200, { "content-type": "text/event-stream" });
          res.write("data: first\n\n");
        } else if (req.url?.startsWith("/never")) {
          // Never answers.
        } else if (req.url === "/cut") {
          res.writeHead(200, { "content-type": "application/json", "content-length": "100" });
          res.write('{"partial":');
          setTimeout(() => res.socket?.destroy(), 10);
        } else if (req.url === "/empty") {
          res.writeHead(204);
          res.end();
        } else {
          res.writeHead(529, { "content-type": "application/json" });
          res.end('{"type":"error","error":{"type":"overloaded_error","message":"busy"}}');
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
  const f = nodeFetch(globalThis.fetch);

  it("sends method, headers and body, and returns status, headers (repeated ones kept) and the whole body", async () => {
    const res = await f(`${url}/json`, { method: "POST", headers: { "content-type": "application/json", "x-api-key": "k" }, body: '{"a":1}' });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-request-id")).toBe("r1");
    expect(res.headers.get("set-cookie")).toBe("a=1, b=2");
    expect(await res.json()).toEqual({ echoed: '{"a":1}' });
    expect(seen.at(-1)).toMatchObject({ method: "POST", body: '{"a":1}', headers: { "x-api-key": "k" } });
  });

  it("hands an event stream over as it arrives", async () => {
    const res = await f(`${url}/stream`);
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe("data: one\n\n");
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toBe("data: two\n\n");
  });

  it("an abort before the answer rejects with an AbortError; an abort mid-stream ends the stream with it", async () => {
    const early = new AbortController();
    const pending = f(`${url}/never`, { signal: early.signal, method: "POST", body: "x" });
    early.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });

    const late = new AbortController();
    const res = await f(`${url}/hang`, { signal: late.signal });
    const reader = res.body!.getReader();
    await reader.read();
    late.abort();
    await expect(reader.read()).rejects.toBeTruthy();
  });

  it("an unreachable server or a connection cut mid-answer is a TypeError, as the runtime's fetch reports it; a 204 has no body", async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    await expect(f(`http://127.0.0.1:${port}/`)).rejects.toBeInstanceOf(TypeError);
    await expect(f(`${url}/cut`)).rejects.toBeInstanceOf(TypeError);
    const empty = await f(`${url}/empty`);
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe("");
  });

  describe("under the Anthropic SDK", () => {
    let fake: FakeAnthropic;
    beforeAll(async () => {
      fake = await startFakeAnthropic({ responder: (request) => wellFormedReply(request) });
    });
    afterAll(async () => fake.close());
    const params = {
      model: "claude-haiku-5-5",
      max_tokens: 200,
      messages: [{ role: "user" as const, content: "What is a data breach?" }],
      tools: [{ name: "answer", input_schema: { type: "object" as const, properties: { answer: { type: "string" } } } }],
      tool_choice: { type: "tool" as const, name: "answer" },
    };

    it("answers a message, streams one, and maps an error status to the SDK's error", async () => {
      const sdk = new Anthropic({ apiKey: "sk-test", baseURL: fake.url, maxRetries: 0, fetch: f });
      const message = await sdk.messages.create(params);
      expect(message.content[0].type).toBe("tool_use");
      const events: string[] = [];
      for await (const event of await sdk.messages.create({ ...params, stream: true })) events.push(event.type);
      expect(events[0]).toBe("message_start");
      expect(events.at(-1)).toBe("message_stop");
      fake.enqueue({ fault: "status", status: 529, errorType: "overloaded_error" });
      await expect(sdk.messages.create(params)).rejects.toMatchObject({ status: 529 });
    });

    it("the SDK's own timeout aborts a request the server never answers", async () => {
      const sdk = new Anthropic({ apiKey: "sk-test", baseURL: `${url}/never`, maxRetries: 0, timeout: 200, fetch: f });
      await expect(sdk.messages.create(params)).rejects.toBeInstanceOf(Anthropic.APIConnectionTimeoutError);
    });
  });
});
