/**
 * Tiny client for the fake's `/__control` API, for tests in another process
 * (e.g. Playwright) that talk to a fake started with `cli.ts`. Uses global fetch only.
 */
import type { FakeReply, FakeRequest } from "./types";

export interface FakeAnthropicControl {
  enqueue(...replies: FakeReply[]): Promise<void>;
  /** A fixed reply for every request when the queue is empty; `null` restores the default responder. */
  setReply(reply: FakeReply | null): Promise<void>;
  reset(opts?: { keepResponder?: boolean }): Promise<void>;
  requests(): Promise<{ requests: FakeRequest[]; aborted: number; inFlight: number; queued: number }>;
  health(): Promise<boolean>;
}

export function fakeAnthropicControl(baseUrl: string): FakeAnthropicControl {
  const base = baseUrl.replace(/\/+$/, "");
  async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<any> {
    const res = await fetch(`${base}/__control/${path}`, {
      method,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`fake-anthropic control ${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  }
  return {
    async enqueue(...replies) {
      await call("POST", "enqueue", replies);
    },
    async setReply(reply) {
      await call("POST", "responder", { reply });
    },
    async reset(opts) {
      await call("POST", "reset", opts ?? {});
    },
    requests() {
      return call("GET", "requests");
    },
    async health() {
      try {
        return (await call("GET", "health"))?.ok === true;
      } catch {
        return false;
      }
    },
  };
}
