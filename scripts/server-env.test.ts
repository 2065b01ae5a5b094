import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { SERVER_OLD_SPACE_MIB, serverEnv } from "./server-env.mjs";

/** The heap limit (MiB) of a Node process started with `env`, as V8 reports it. */
function heapLimitMiB(env: Record<string, string | undefined>): number {
  const run = spawnSync(process.execPath, ["-e", "console.log(require('v8').getHeapStatistics().heap_size_limit)"], { env: env as NodeJS.ProcessEnv, encoding: "utf8" });
  expect(run.status, run.stderr).toBe(0);
  return Number(run.stdout.trim()) / 2 ** 20;
}

describe("serverEnv", () => {
  it("starts the server with a heap limit of about 1 GiB, not the machine-sized default", () => {
    // Without it V8 let the heap grow to four times its live size between collections: a long fuzz run's server
    // passed 1 GiB of RSS on garbage alone (scripts/server-env.mjs).
    const limit = heapLimitMiB({ PATH: process.env.PATH, ...serverEnv({}) });
    expect(limit).toBeGreaterThanOrEqual(SERVER_OLD_SPACE_MIB);
    // The old space plus the young generation's semi-spaces and what V8 adds around them: well under 1.5 GiB.
    expect(limit).toBeLessThan(SERVER_OLD_SPACE_MIB * 1.5);
  });

  it("keeps an operator's NODE_OPTIONS and a heap limit of their own", () => {
    expect(serverEnv({ NODE_OPTIONS: "--enable-source-maps" }).NODE_OPTIONS).toBe(`--enable-source-maps --max-old-space-size=${SERVER_OLD_SPACE_MIB}`);
    expect(serverEnv({ NODE_OPTIONS: "--max-old-space-size=4096" }).NODE_OPTIONS).toBe("--max-old-space-size=4096");
    expect(serverEnv({ NODE_OPTIONS: "--max-heap-size=3000" }).NODE_OPTIONS).toBe("--max-heap-size=3000");
    expect(heapLimitMiB({ PATH: process.env.PATH, ...serverEnv({ NODE_OPTIONS: "--max-old-space-size=2048" }) })).toBeGreaterThanOrEqual(2048);
  });

  it("keeps the malloc settings and an operator's own values for them", () => {
    expect(serverEnv({}).MALLOC_ARENA_MAX).toBe("2");
    expect(serverEnv({ MALLOC_ARENA_MAX: "4" }).MALLOC_ARENA_MAX).toBe("4");
  });
});
