import Anthropic from "@anthropic-ai/sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeAnthropic, type FakeAnthropic } from "./support/fake-anthropic";
import { registerModelRoute, startModelRouter, type ModelRouter } from "./support/model-router";

/** The router must be invisible: what a test's fake does must reach the service as if the fake were called directly. */
describe("model router for shared test servers", () => {
  let own: FakeAnthropic;
  let dedicated: FakeAnthropic;
  let fallback: FakeAnthropic;
  let router: ModelRouter;
  const client = (apiKey: string) => new Anthropic({ apiKey, baseURL: router.url, maxRetries: 0 });
  const ask = (apiKey: string, userId: string | null, options: { signal?: AbortSignal } = {}) =>
    client(apiKey).messages.create(
      { model: "m", max_tokens: 16, messages: [{ role: "user", content: "hello" }], ...(userId ? { metadata: { user_id: userId } } : {}) },
      options,
    );

  beforeAll(async () => {
    [own, dedicated, fallback] = await Promise.all([startFakeAnthropic(), startFakeAnthropic(), startFakeAnthropic()]);
    router = await startModelRouter({ fallback: fallback.url });
    await registerModelRoute(router.url, "usr_a", { "sk-app": own.url, "sk-v1": dedicated.url });
  });
  afterAll(async () => {
    await router.close();
    await Promise.all([own.close(), dedicated.close(), fallback.close()]);
  });
  beforeEach(() => [own, dedicated, fallback].forEach((f) => f.reset()));

  it("sends a registered tenant's request to the fake registered for its API key, untouched", async () => {
    own.enqueue({ content: [{ type: "text", text: "from own" }] });
    const reply = await ask("sk-app", "usr_a");
    expect(reply.content).toEqual([{ type: "text", text: "from own" }]);
    expect(own.requests).toHaveLength(1);
    expect(own.requests[0].body.metadata).toEqual({ user_id: "usr_a" });
    expect(own.requests[0].headers.authorization).toBe("Bearer sk-app");
    await ask("sk-v1", "usr_a");
    expect(dedicated.requests).toHaveLength(1);
    expect(fallback.requests).toHaveLength(0);
  });

  it("sends unknown tenants and requests naming none to the fallback", async () => {
    await ask("sk-app", "usr_unknown");
    await ask("sk-app", null);
    expect(fallback.requests).toHaveLength(2);
    expect(own.requests).toHaveLength(0);
  });

  it("passes error statuses and their headers through", async () => {
    own.enqueue({ fault: "status", status: 529, retryAfterSeconds: 7 });
    const err = await ask("sk-app", "usr_a").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Anthropic.APIError);
    expect((err as InstanceType<typeof Anthropic.APIError>).status).toBe(529);
    expect((err as InstanceType<typeof Anthropic.APIError>).headers?.get("retry-after")).toBe("7");
  });

  it("resets the connection when the fake resets it", async () => {
    own.enqueue({ fault: "connection_reset" });
    await expect(ask("sk-app", "usr_a")).rejects.toBeInstanceOf(Anthropic.APIConnectionError);
  });

  it("streams at the fake's pace, event by event", async () => {
    own.enqueue({ content: [{ type: "text", text: "one two three four five six" }], chunkSize: 4, chunkDelayMs: 60 });
    const stream = await client("sk-app").messages.create(
      { model: "m", max_tokens: 16, messages: [{ role: "user", content: "hi" }], metadata: { user_id: "usr_a" }, stream: true },
    );
    const arrivals: number[] = [];
    for await (const event of stream) if (event.type === "content_block_delta") arrivals.push(performance.now());
    expect(arrivals.length).toBeGreaterThan(3);
    // Relayed as they came, not buffered to the end: the deltas are spread over the fake's delays.
    expect(arrivals.at(-1)! - arrivals[0]).toBeGreaterThan(150);
  });

  it("gives up on the fake's request when the caller gives up", async () => {
    own.enqueue({ fault: "hang" });
    const controller = new AbortController();
    const pending = ask("sk-app", "usr_a", { signal: controller.signal }).catch((e: unknown) => e);
    await own.waitForRequests(1);
    controller.abort();
    expect(await pending).toBeInstanceOf(Anthropic.APIUserAbortError);
    await own.waitForAborted(1);
  });
});
