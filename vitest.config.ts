import { configDefaults, defineConfig } from "vitest/config";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const testRoots = ["lib", "test", "scripts", "eval"];
/** Every test file of the vitest run (the hostile-input suite is excluded below). */
const testFileGlobs = testRoots.map((dir) => `${dir}/**/*.test.ts`);

/** Servers, child processes and fake model servers: the API and client tests stay isolated whatever they contain. */
const isolatedDirectories = /^test\/(api|clients)\//;
/**
 * What makes a test file unsafe to run in a module cache shared with other files: it opens the database (a handle on
 * globalThis) or PGlite (WebAssembly instances of 100 MB and more; lib/db/pglite-open and pglite-initdb timed out in a
 * shared worker on a machine loaded 10 times over, as they did isolated under that load, and stay isolated), reads or changes the environment (lib/env.ts caches what it parsed), starts processes, replaces
 * modules, globals or timers, spies on shared functions or listens on the process. Any of these keeps it isolated.
 */
const touchesSharedState =
  /vi\.(mock|doMock|unmock|stubEnv|stubGlobal|useFakeTimers|spyOn|resetModules)|process\.env|resetEnvForTests|process\.(on|once|chdir|exit)\b|lib\/db\/client|openPgliteClient|initialisePgliteDirectory|@electric-sql\/pglite|support\/(db|server)|getDatabase|child_process|globalThis\.\w+\s*=[^=]/;

/**
 * Files found, by reading them, to leave state behind for the next file though the pattern above does not say so.
 * Add a file here, with the reason, rather than weaken the pattern.
 */
const keptIsolated: readonly string[] = [];

/** The test files that may share a worker's module cache: pure functions of their inputs, nothing left behind. */
function sharedModuleTestFiles(root: string): string[] {
  const files = testRoots.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".test.ts") && !name.split(path.sep).includes("node_modules"))
      .map((name) => path.posix.join(dir, name.split(path.sep).join("/"))),
  );
  return files
    .filter((file) => !isolatedDirectories.test(file) && !keptIsolated.includes(file))
    .filter((file) => !touchesSharedState.test(readFileSync(path.join(root, file), "utf8")))
    .sort();
}

const root = import.meta.dirname;
const excluded = [...configDefaults.exclude, ...(process.env.FUZZ_MODE ? [] : ["test/api/fuzz.test.ts"])];
const shared = sharedModuleTestFiles(root);

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(root),
      // `server-only` throws outside a React Server environment; tests import server modules directly.
      "server-only": path.resolve(root, "test/support/server-only-noop.ts"),
    },
  },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 240_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: on a 2-core machine, one file at a time. The API files
    // spend most of their time waiting on servers they start, so two at a time cut the suite from 892 s to 573 s here.
    // Capped: each API file runs two Next.js servers.
    maxWorkers: Math.min(4, Math.max(2, os.availableParallelism())),
    projects: [
      {
        extends: true,
        test: {
          name: "isolated",
          include: testFileGlobs,
          // The hostile-input suite runs on its own (`npm run fuzz`, which sets FUZZ_MODE; npm test runs it as a phase
          // of its own), not as part of every vitest run.
          exclude: [...excluded, ...shared],
          setupFiles: ["test/support/fast-check-seed.ts", "test/support/build-ready.ts"],
          // API test files share one server per lane and configuration, started on first use (test/support/server.ts).
          globalSetup: ["test/support/global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          // Pure unit files (test/support/test-isolation.ts says which) share each worker's module cache: the legal
          // registry, the retrieval index and the schemas are imported once per worker instead of once per file.
          name: "shared-modules",
          include: shared.length > 0 ? shared : ["(none)"],
          exclude: excluded,
          setupFiles: ["test/support/fast-check-seed.ts"],
          isolate: false,
        },
      },
    ],
  },
});
