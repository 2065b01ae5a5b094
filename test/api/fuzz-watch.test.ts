import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server";
import { LOOP_BLOCK_BOUND_MS, watchServer } from "../support/fuzz/watch-server";

/**
 * The hostile-input suite's event-loop invariant (test/api/fuzz.test.ts) fails on a real block: a handler that holds
 * the server's loop synchronously for 3 s (/bench/block, served only with BENCH_ROUTES=1) shows in the server's own
 * delay histogram as a block over the bound, in the phase that caused it. `FUZZ_INJECT_BLOCK_MS=3000 npm run fuzz --
 * --short` shows the same through the whole suite.
 */
describe("the fuzz watch's event-loop bound", () => {
  let server: TestServer;

  beforeAll(async () => {
    // A process of its own: blocking a server another test file shares would slow that file's tests.
    server = await startTestServer("pglite", { env: { BENCH_ROUTES: "1", LOG_LEVEL: "error" }, ownProcess: true });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("sees a synchronous 3 s block of the server's event loop, and names its phase", async () => {
    const watch = await watchServer(server.url, server.pid);
    watch.phase("quiet");
    await new Promise((r) => setTimeout(r, 1000));
    watch.phase("blocking");
    const res = await fetch(`${server.url}/bench/block?ms=3000`, { method: "POST" });
    expect(await res.json()).toEqual({ blocked_ms: 3000 });
    watch.phase("after");
    await new Promise((r) => setTimeout(r, 600));
    const report = await watch.stop();
    expect(report.loopReads).toBeGreaterThan(3);
    expect(report.maxLoopDelayMs).toBeGreaterThanOrEqual(2900);
    expect(report.maxLoopDelayMs).toBeGreaterThan(LOOP_BLOCK_BOUND_MS);
    expect(report.longestBlocks[0].phase).toContain("blocking");
    // Before the block, the same server's loop was not held anywhere near the bound.
    const quiet = report.longestBlocks.filter((b) => b.phase === "quiet");
    for (const b of quiet) expect(b.maxMs).toBeLessThan(LOOP_BLOCK_BOUND_MS);
  }, 60_000);

  it("is not served without BENCH_ROUTES=1 (production exposes neither route)", async () => {
    const plain = await startTestServer("pglite");
    const block = await fetch(`${plain.url}/bench/block?ms=3000`, { method: "POST" });
    const runtime = await fetch(`${plain.url}/bench/runtime`);
    await Promise.all([block.arrayBuffer(), runtime.arrayBuffer()]);
    await plain.stop();
    expect([block.status, runtime.status]).toEqual([404, 404]);
  }, 120_000);
});
