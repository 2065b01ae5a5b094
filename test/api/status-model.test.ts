import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server";
import { api } from "../support/api";
import { startFakeAnthropic, type FakeAnthropic } from "../support/fake-anthropic";

describe("status reports the model pools honestly", () => {
  let fake: FakeAnthropic;
  let dedicated: TestServer;
  let unreachable: TestServer;
  beforeAll(async () => {
    fake = await startFakeAnthropic();
    // Servers of their own: the status probe names no tenant, so a shared server's probe would not reach this file's fake,
    // and its cached result would be another file's.
    dedicated = await startTestServer("pglite", {
      ownProcess: true,
      env: { V1_ANTHROPIC_API_KEY: "sk-dedicated", V1_ANTHROPIC_BASE_URL: fake.url, ANTHROPIC_API_KEY: "sk-app", ANTHROPIC_BASE_URL: fake.url },
    });
    unreachable = await startTestServer("pglite", { ownProcess: true, env: { ANTHROPIC_API_KEY: "sk-app", ANTHROPIC_BASE_URL: "http://127.0.0.1:9" } });
  });
  afterAll(async () => {
    await Promise.all([dedicated?.stop(), unreachable?.stop()]);
    await fake?.close();
  });

  it("reachable and dedicated when the probe answers; the probe is cached", async () => {
    const probesSoFar = () => fake.requests.filter((r) => r.path.endsWith("/count_tokens")).length;
    const first = await api(dedicated, "GET", "/v1/status");
    expect(first.body).toMatchObject({ dedicated_capacity_configured: true, model_provider_reachable: true, status: "ok" });
    // The server's start-up check already asked for the status; on a loaded machine the other server's start can outlast
    // the 30 s cache, so the first call here may probe again. Each probe round asks both pools once.
    const probes = probesSoFar();
    expect([2, 4]).toContain(probes);
    await api(dedicated, "GET", "/v1/status");
    expect(probesSoFar()).toBe(probes);
  });

  it("unreachable provider: false and status degraded, never an error", async () => {
    const res = await api(unreachable, "GET", "/v1/status");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dedicated_capacity_configured: false, model_provider_reachable: false, status: "degraded" });
  });
});
