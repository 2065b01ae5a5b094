import Anthropic, {
  AnthropicError,
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  InternalServerError,
  OverloadedError,
  RateLimitError,
} from "@anthropic-ai/sdk";
import { Stream } from "@anthropic-ai/sdk/core/streaming";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeAnthropicControl, startFakeAnthropic, type FakeAnthropic } from "./support/fake-anthropic";
import { startFakeAnthropicProcess } from "./support/fake-anthropic/process";

const MODEL = "claude-fake-model";
const ask = (text: string) => ({
  model: MODEL,
  max_tokens: 256,
  messages: [{ role: "user" as const, content: text }],
});
const lookupTool = {
  name: "lookup_statute",
  description: "Look up a statute",
  input_schema: { type: "object" as const, properties: { code: { type: "string" } }, required: ["code"] },
};

let fake: FakeAnthropic;
function client(opts: Partial<ConstructorParameters<typeof Anthropic>[0]> = {}) {
  return new Anthropic({ apiKey: "sk-test-key", baseURL: fake.url, maxRetries: 0, ...opts });
}
async function caught(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error("expected a rejection");
}

beforeAll(async () => {
  fake = await startFakeAnthropic({
    defaultToolInput: (name) => (name === "lookup_statute" ? { code: "BGB §823" } : undefined),
  });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

describe("fake Anthropic: JSON replies", () => {
  it("returns a scripted text message that the SDK parses, with usage and request-id", async () => {
    fake.enqueue({ content: [{ type: "text", text: "Hello from the fake" }], usage: { input_tokens: 12, output_tokens: 5 } });
    const msg = await client().messages.create(ask("Hi"));
    expect(msg).toMatchObject({
      type: "message",
      role: "assistant",
      model: MODEL,
      content: [{ type: "text", text: "Hello from the fake" }],
      stop_reason: "end_turn",
      stop_sequence: null,
      usage: { input_tokens: 12, output_tokens: 5 },
    });
    expect(msg.id).toMatch(/^msg_/);
    expect(msg._request_id).toBe("req_fake_000001");

    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0];
    expect(req).toMatchObject({ method: "POST", path: "/v1/messages", stream: false, aborted: false, outcome: "message" });
    expect(req.body).toMatchObject({ model: MODEL, max_tokens: 256, messages: [{ role: "user", content: "Hi" }] });
    // SDK 1.12 sends the API key as a bearer token (not x-api-key) and a dated anthropic-version.
    expect(req.headers["authorization"]).toBe("Bearer sk-test-key");
    expect(req.headers["anthropic-version"]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(typeof req.receivedAt).toBe("number");
  });

  it("returns a scripted tool_use block with a filled-in id", async () => {
    fake.enqueue({ content: [{ type: "tool_use", name: "lookup_statute", input: { code: "StGB §263" } }] });
    const msg = await client().messages.create({ ...ask("Fraud?"), tools: [lookupTool] });
    expect(msg.stop_reason).toBe("tool_use");
    const block = msg.content[0];
    expect(block.type).toBe("tool_use");
    if (block.type !== "tool_use") throw new Error("unreachable");
    expect(block.id).toMatch(/^toolu_/);
    expect(block).toMatchObject({ name: "lookup_statute", input: { code: "StGB §263" } });
    expect(msg.usage.input_tokens).toBeGreaterThan(0);
    expect(msg.usage.output_tokens).toBeGreaterThan(0);
  });

  it("default responder: echoes text, or calls the forced/offered tool with defaultToolInput", async () => {
    const c = client();
    const text = await c.messages.create(ask("What is tort law?"));
    expect(text.content).toEqual([{ type: "text", text: "Fake reply to: What is tort law?" }]);

    const forced = await c.messages.create({
      ...ask("x"),
      tools: [{ ...lookupTool, name: "other" }, lookupTool],
      tool_choice: { type: "tool", name: "lookup_statute" },
    });
    expect(forced.content[0]).toMatchObject({ type: "tool_use", name: "lookup_statute", input: { code: "BGB §823" } });

    const offered = await c.messages.create({ ...ask("x"), tools: [{ ...lookupTool, name: "other" }] });
    expect(offered.content[0]).toMatchObject({ type: "tool_use", name: "other", input: {} });

    fake.setResponder((_req, ctx) => ({ ...ctx.defaultReply(), stop_reason: "max_tokens" }));
    const custom = await c.messages.create(ask("y"));
    expect(custom.stop_reason).toBe("max_tokens");
    expect(fake.requests).toHaveLength(4);
  });
});

describe("fake Anthropic: streaming", () => {
  it("messages.stream() yields text deltas and reassembles tool input from partial_json", async () => {
    const input = { code: "BGB §823", paragraphs: [1, 2], note: "a longer string to force several chunks" };
    fake.enqueue({
      content: [
        { type: "text", text: "Let me look that up for you." },
        { type: "tool_use", name: "lookup_statute", input },
      ],
    });
    const stream = client().messages.stream({ ...ask("Tort?"), tools: [lookupTool] });
    const deltas: string[] = [];
    const jsonChunks: string[] = [];
    stream.on("text", (d) => deltas.push(d));
    stream.on("inputJson", (partial) => jsonChunks.push(partial));
    const final = await stream.finalMessage();

    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toBe("Let me look that up for you.");
    expect(jsonChunks.filter(Boolean).length).toBeGreaterThan(1);
    expect(final.stop_reason).toBe("tool_use");
    expect(final.content[0]).toEqual({ type: "text", text: "Let me look that up for you." });
    expect(final.content[1]).toMatchObject({ type: "tool_use", name: "lookup_statute", input });
    expect(final.usage.output_tokens).toBeGreaterThan(0);
    expect(fake.lastRequest?.stream).toBe(true);
  });

  it("create({stream:true}) yields events in order; ping is on the wire (the SDK skips it)", async () => {
    const reply = { content: [{ type: "text" as const, text: "abcdefghijklmnop" }], chunkSize: 8 };
    const expected = [
      "message_start",
      "content_block_start",
      "content_block_delta",
      "content_block_delta",
      "content_block_stop",
      "message_delta",
      "message_stop",
    ];
    fake.enqueue(reply);
    const types: string[] = [];
    for await (const ev of await client().messages.create({ ...ask("x"), stream: true })) types.push(ev.type);
    expect(types).toEqual(expected);

    fake.enqueue(reply);
    const response = await client().messages.create({ ...ask("x"), stream: true }).asResponse();
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const wire: string[] = [];
    for await (const sse of Stream.rawEvents(response)) wire.push(sse.event ?? "(none)");
    expect(wire).toEqual([...expected.slice(0, 2), "ping", ...expected.slice(2)]);
  });

  it("slow_chunks / chunkDelayMs spaces out events; slow_first_byte delays headers", async () => {
    fake.enqueue({ fault: "slow_chunks", delayMs: 15, reply: { content: [{ type: "text", text: "0123456789" }], chunkSize: 5 } });
    let t0 = Date.now();
    const text = await client().messages.stream(ask("x")).finalText();
    expect(text).toBe("0123456789");
    // 8 events → 7 gaps
    expect(Date.now() - t0).toBeGreaterThanOrEqual(7 * 15 - 5);

    fake.enqueue({ fault: "slow_first_byte", delayMs: 120, then: { content: [{ type: "text", text: "late" }] } });
    t0 = Date.now();
    const msg = await client().messages.create(ask("x"));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(110);
    expect(msg.content).toEqual([{ type: "text", text: "late" }]);
  });
});

describe("fake Anthropic: faults", () => {
  it("429 with retry-after: RateLimitError without retries; retried and succeeds with maxRetries 1", async () => {
    fake.enqueue({ fault: "status", status: 429, retryAfterSeconds: 7 });
    const err = await caught(client().messages.create(ask("x")));
    expect(err).toBeInstanceOf(RateLimitError);
    const e = err as RateLimitError;
    expect(e.status).toBe(429);
    expect(e.type).toBe("rate_limit_error");
    expect(e.headers.get("retry-after")).toBe("7");
    expect(e.requestID).toBe("req_fake_000001");
    expect(e.error).toMatchObject({ type: "error", error: { type: "rate_limit_error" }, request_id: "req_fake_000001" });

    fake.reset();
    fake.enqueue({ fault: "status", status: 429, retryAfterSeconds: 0.05 }, { content: [{ type: "text", text: "second time lucky" }] });
    const t0 = Date.now();
    const msg = await client({ maxRetries: 1 }).messages.create(ask("x"));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(45);
    expect(msg.content).toEqual([{ type: "text", text: "second time lucky" }]);
    expect(fake.requests.map((r) => r.outcome)).toEqual(["status:429", "message"]);
    expect(fake.requests[1].headers["x-stainless-retry-count"]).toBe("1");
  });

  it("x-should-retry: false stops the SDK from retrying a 529", async () => {
    fake.enqueue({ fault: "status", status: 529, shouldRetry: false });
    const err = await caught(client({ maxRetries: 2 }).messages.create(ask("x")));
    expect(err).toBeInstanceOf(OverloadedError);
    expect(fake.requests).toHaveLength(1);
  });

  it("529 → overloaded_error, 500 → InternalServerError", async () => {
    fake.enqueue({ fault: "status", status: 529 }, { fault: "status", status: 500, message: "boom" });
    const overloaded = (await caught(client().messages.create(ask("x")))) as APIError;
    expect(overloaded).toBeInstanceOf(APIError);
    expect(overloaded).toBeInstanceOf(InternalServerError); // OverloadedError extends InternalServerError
    expect(overloaded.status).toBe(529);
    expect(overloaded.type).toBe("overloaded_error");

    const internal = (await caught(client().messages.create(ask("x")))) as APIError;
    expect(internal).toBeInstanceOf(InternalServerError);
    expect(internal.status).toBe(500);
    expect(internal.type).toBe("api_error");
    expect(internal.apiMessage).toBe("boom");
  });

  it("midstream error: iteration throws an APIError carrying the error type", async () => {
    fake.enqueue({ fault: "midstream_error", afterEvents: 3, errorType: "overloaded_error" });
    const seen: string[] = [];
    const err = await caught(
      (async () => {
        for await (const ev of await client().messages.create({ ...ask("x"), stream: true })) seen.push(ev.type);
      })(),
    );
    expect(err).toBeInstanceOf(APIError);
    expect((err as APIError).type).toBe("overloaded_error");
    expect((err as APIError).status).toBeUndefined();
    expect(seen[0]).toBe("message_start");

    fake.enqueue({ fault: "midstream_error", errorType: "api_error" });
    const viaHelper = await caught(client().messages.stream(ask("x")).finalMessage());
    expect((viaHelper as APIError).type).toBe("api_error");
  });

  it("malformed JSON: the SDK throws (non-streaming and streaming)", async () => {
    fake.enqueue({ fault: "malformed_json" });
    const err = await caught(client().messages.create(ask("x")));
    expect(err).toBeInstanceOf(SyntaxError);

    fake.enqueue({ fault: "malformed_json", afterEvents: 2 });
    const quiet = client({ logger: { error() {}, warn() {}, info() {}, debug() {} } });
    const streamErr = await caught(quiet.messages.stream(ask("x")).finalMessage());
    // MessageStream wraps non-Anthropic errors in AnthropicError with the original as `cause`.
    expect(streamErr).toBeInstanceOf(AnthropicError);
    expect((streamErr as Error).cause).toBeInstanceOf(SyntaxError);
  });

  it("connection reset: APIConnectionError; mid-stream reset makes iteration throw", async () => {
    fake.enqueue({ fault: "connection_reset" });
    const err = await caught(client().messages.create(ask("x")));
    expect(err).toBeInstanceOf(APIConnectionError);
    expect(fake.requests[0].aborted).toBe(false);

    fake.enqueue({ fault: "connection_reset" }, { content: [{ type: "text", text: "recovered" }] });
    const msg = await client({ maxRetries: 1 }).messages.create(ask("x"));
    expect(msg.content).toEqual([{ type: "text", text: "recovered" }]);

    fake.enqueue({ fault: "connection_reset", afterEvents: 3 });
    const streamErr = await caught(client().messages.stream(ask("x")).finalMessage());
    // A reset after the headers is not an APIConnectionError (and is not retried): the stream
    // helper reports AnthropicError("terminated") caused by undici's TypeError.
    expect(streamErr).toBeInstanceOf(AnthropicError);
    expect(streamErr).not.toBeInstanceOf(APIConnectionError);
    expect((streamErr as Error).cause).toBeInstanceOf(TypeError);

    // Non-streaming body cut half-way: the raw fetch error escapes create().
    fake.enqueue({ fault: "connection_reset", afterEvents: 1 });
    const cut = await caught(client({ maxRetries: 2 }).messages.create(ask("x")));
    expect(cut).toBeInstanceOf(TypeError);
    expect(cut).not.toBeInstanceOf(AnthropicError);
    expect(fake.requests).toHaveLength(5);
    expect(fake.aborted).toBe(0);
  });

  it("hang + timeout → APIConnectionTimeoutError; client aborts are counted", async () => {
    fake.enqueue({ fault: "hang" });
    const err = await caught(client({ timeout: 200 }).messages.create(ask("x")));
    expect(err).toBeInstanceOf(APIConnectionTimeoutError);
    await fake.waitForAborted(1, { timeoutMs: 2000 });
    expect(fake.requests[0]).toMatchObject({ outcome: "hang", aborted: true });

    fake.enqueue({ fault: "hang" });
    const ac = new AbortController();
    const pending = caught(client().messages.create(ask("x"), { signal: ac.signal }));
    await fake.waitForRequests(2);
    ac.abort();
    expect(await pending).toBeInstanceOf(APIUserAbortError);
    await fake.waitForAborted(2, { timeoutMs: 2000 });

    // Aborting a stream half-way is a client abort too.
    fake.enqueue({ fault: "hang", afterEvents: 2 });
    const stream = client().messages.stream(ask("x"));
    const done = caught(stream.done()); // an aborted MessageStream nobody awaits is an unhandled rejection
    await new Promise<void>((resolve) => stream.on("streamEvent", () => resolve()));
    stream.abort();
    expect(await done).toBeInstanceOf(APIUserAbortError);
    await fake.waitForAborted(3, { timeoutMs: 2000 });
    await fake.waitForIdle();
    expect(fake.requests).toHaveLength(3);
  });

  it("the SDK timeout only covers the wait for response headers, not a stalled stream", async () => {
    fake.enqueue({ fault: "hang", afterEvents: 2 });
    const stream = client({ timeout: 100 }).messages.stream(ask("x"));
    const outcome = stream.finalMessage().then(
      () => "finished",
      (e: unknown) => (e instanceof APIUserAbortError ? "aborted" : "failed"),
    );
    const first = await Promise.race([outcome, new Promise((r) => setTimeout(() => r("still waiting"), 350))]);
    expect(first).toBe("still waiting");
    stream.abort();
    expect(await outcome).toBe("aborted");
    await fake.waitForAborted(1, { timeoutMs: 2000 });
  });
});

describe("fake Anthropic: control API and CLI", () => {
  it("is scriptable with plain fetch", async () => {
    const enq = await fetch(`${fake.url}/__control/enqueue`, {
      method: "POST",
      body: JSON.stringify({ fault: "status", status: 529 }),
    });
    expect(enq.status).toBe(200);
    const err = (await caught(client().messages.create(ask("x")))) as APIError;
    expect(err.status).toBe(529);

    const listed = await (await fetch(`${fake.url}/__control/requests`)).json();
    expect(listed.requests).toHaveLength(1);
    expect(listed.requests[0]).toMatchObject({ path: "/v1/messages", outcome: "status:529" });
    expect(listed.aborted).toBe(0);

    const bad = await fetch(`${fake.url}/__control/enqueue`, { method: "POST", body: JSON.stringify({ nope: 1 }) });
    expect(bad.status).toBe(400);

    const control = fakeAnthropicControl(fake.url);
    await control.setReply({ content: [{ type: "text", text: "fixed" }] });
    expect((await client().messages.create(ask("x"))).content).toEqual([{ type: "text", text: "fixed" }]);

    expect((await fetch(`${fake.url}/__control/reset`, { method: "POST" })).status).toBe(200);
    expect(fake.requests).toHaveLength(0);
    expect((await client().messages.create(ask("again"))).content).toEqual([
      { type: "text", text: "Fake reply to: again" },
    ]);
  });

  it("rejects malformed requests like the real API and 404s unknown routes", async () => {
    const res = await fetch(`${fake.url}/v1/messages`, { method: "POST", body: JSON.stringify({ model: MODEL }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ type: "error", error: { type: "invalid_request_error" } });
    const missing = await fetch(`${fake.url}/v1/nope`);
    expect(missing.status).toBe(404);
    expect(fake.requests).toHaveLength(2);
  });

  /** Runs the CLI with `args` until `withUrl` is done; `withUrl` gets the URL it printed. */
  async function withCli(args: string[], withUrl: (url: string) => Promise<void>) {
    const cli = await startFakeAnthropicProcess(args);
    try {
      await withUrl(cli.url);
    } finally {
      await cli.close();
    }
  }

  it("runs standalone via the CLI", async () => {
    await withCli([], async (url) => {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const control = fakeAnthropicControl(url);
      expect(await control.health()).toBe(true);
      await control.enqueue({ content: [{ type: "text", text: "from the cli" }] });
      const msg = await new Anthropic({ apiKey: "k", baseURL: url, maxRetries: 0 }).messages.create(ask("x"));
      expect(msg.content).toEqual([{ type: "text", text: "from the cli" }]);
      expect((await control.requests()).requests).toHaveLength(1);
    });
  });

  it("answers as a good model with --well-formed, also after a reset", async () => {
    await withCli(["--well-formed"], async (url) => {
      const client = new Anthropic({ apiKey: "k", baseURL: url, maxRetries: 0 });
      const request = {
        ...ask("May we keep it?"),
        system: "Provisions:\nsource_id=gdpr article=17 Right to erasure",
        tools: [{ name: "submit_answer", input_schema: { type: "object" as const } }],
        tool_choice: { type: "tool" as const, name: "submit_answer" },
      };
      for (const round of [1, 2]) {
        const msg = await client.messages.create(request);
        expect(msg.content[0]).toMatchObject({ type: "tool_use", name: "submit_answer", input: { citations: [{ source_id: "gdpr", article: "17" }] } });
        if (round === 1) await fakeAnthropicControl(url).reset();
      }
    });
  });
});

describe("search_result blocks and citations", () => {
  const result = (source: string, texts: string[]) => ({
    type: "search_result" as const,
    source,
    title: `Title of ${source}`,
    content: texts.map((text) => ({ type: "text" as const, text })),
    citations: { enabled: true },
  });
  const withResults = {
    model: MODEL,
    max_tokens: 256,
    messages: [{ role: "user" as const, content: [result("a", ["A heading.", "A rule."]), result("b", ["B heading."]), { type: "text" as const, text: "What applies?" }] }],
  };

  it("answers by default with text blocks citing the first results as search_result_location", async () => {
    const message = await client().messages.create(withResults);
    const cited = message.content.filter((b): b is Anthropic.TextBlock => b.type === "text" && (b.citations?.length ?? 0) > 0);
    expect(cited.map((b) => b.citations![0])).toEqual([
      { type: "search_result_location", source: "a", title: "Title of a", cited_text: "A heading.", search_result_index: 0, start_block_index: 0, end_block_index: 1 },
      { type: "search_result_location", source: "b", title: "Title of b", cited_text: "B heading.", search_result_index: 1, start_block_index: 0, end_block_index: 1 },
    ]);
  });

  it("streams each citation as a citations_delta before its block's text, as the API does", async () => {
    const events: Anthropic.RawMessageStreamEvent[] = [];
    for await (const e of await client().messages.create({ ...withResults, stream: true })) events.push(e);
    const firstCitation = events.findIndex((e) => e.type === "content_block_delta" && e.delta.type === "citations_delta");
    expect(firstCitation).toBeGreaterThan(0);
    const index = (events[firstCitation] as Anthropic.RawContentBlockDeltaEvent).index;
    const firstText = events.findIndex((e) => e.type === "content_block_delta" && e.index === index && e.delta.type === "text_delta");
    expect(firstText).toBeGreaterThan(firstCitation);
    const final = await client().messages.stream(withResults).finalMessage();
    expect(final.content.flatMap((b) => (b.type === "text" ? (b.citations ?? []) : [])).length).toBe(2);
  });

  it("refuses a search result without text content with a 400, as the API does", async () => {
    const bad = { ...withResults, messages: [{ role: "user" as const, content: [{ ...result("a", []), content: [] }, { type: "text" as const, text: "?" }] }] };
    expect(await caught(client().messages.create(bad))).toMatchObject({ status: 400 });
  });
});
