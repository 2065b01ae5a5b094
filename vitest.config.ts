import { defineConfig } from "vitest/config";
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
    include: ["lib/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["test/support/fast-check-seed.ts"],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    pool: "forks",
  },
});
