import { configDefaults, defineConfig } from "vitest/config";
import os from "node:os";
import path from "node:path";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // `server-only` throws outside a React Server environment; tests import server modules directly.
      "server-only": path.resolve(import.meta.dirname, "test/support/server-only-noop.ts"),
    },
  },
  test: {
    include: ["lib/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts", "eval/**/*.test.ts"],
    // The hostile-input suite runs on its own (`npm run fuzz`, which sets FUZZ_MODE; npm test runs it as a phase of
    // its own), not as part of every vitest run.
    exclude: [...configDefaults.exclude, ...(process.env.FUZZ_MODE ? [] : ["test/api/fuzz.test.ts"])],
    environment: "node",
    setupFiles: ["test/support/fast-check-seed.ts", "test/support/build-ready.ts"],
    // API test files share one server per lane and configuration, started on first use (test/support/server.ts).
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: on a 2-core machine, one file at a time. The API files
    // spend most of their time waiting on servers they start, so two at a time cut the suite from 892 s to 573 s here.
    // Capped: each API file runs two Next.js servers.
    maxWorkers: Math.min(4, Math.max(2, os.availableParallelism())),
  },
});
