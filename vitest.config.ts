import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { existsSync, readdirSync, readFileSync } from "node:fs";
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

/**
 * The slowest files' wall time in seconds in a clean-clone CI run (28 Nov, load about 15, 2 cores), the longest started
 * first. Vitest orders a run by the durations in its cache and, where it has none (a clean clone, as in CI), by file
 * size, with the isolated project first: lib/contracts/templates.test.ts (10 KB, about 1,200 drafts on one core) then
 * started last, and the run ended with it alone on one of the two workers for its last 62 s; the PGlite files (initdb
 * in WebAssembly) started among the last too. A stale figure only costs time, never a test.
 */
const knownSeconds: Readonly<Record<string, number>> = {
  "test/api/crash-safety.test.ts": 123,
  "test/api/chat.test.ts": 114,
  "test/api/corpus-import.test.ts": 95,
  "lib/contracts/templates.test.ts": 91,
  "test/api/key-secrecy.test.ts": 72,
  "lib/db/pglite-open.test.ts": 63,
  "test/api/tool-families.test.ts": 42,
  "test/api/contracts.test.ts": 42,
  "test/api/metering.test.ts": 35,
  "test/api/console-abuse.test.ts": 35,
  "test/api/unknown-fields.test.ts": 31,
  "lib/auth/login-throttle.test.ts": 28,
  "lib/documents/extract/extract.test.ts": 27,
  "test/api/documents.test.ts": 22,
  "lib/auth/email-verification.test.ts": 21,
  "test/api/errors.test.ts": 21,
};

/** A file this long (by vitest's cache of the last run, or by `knownSeconds`) starts before the others. */
const LONG_FILE_SECONDS = 15;

/** Files whose servers run the production build: under `npm test` they wait for it (test/support/build-ready.ts). */
const needsBuild = /^test\/(api|clients)\//;

/**
 * The long files first, longest first, then the rest in vitest's order (the isolated project, then the shared-modules
 * one, whose files share a worker only while they follow each other). While `npm test`'s build is still running
 * (TEST_BUILD_STATUS_FILE names a file not written yet), the long files that do not wait for it go first.
 */
class LongestFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const statusFile = process.env.TEST_BUILD_STATUS_FILE;
    const buildRunning = statusFile !== undefined && !existsSync(statusFile);
    const ranked = sorted.map((spec, i) => {
      const file = path.relative(root, spec.moduleId).split(path.sep).join("/");
      const last = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path.relative(root, spec.moduleId)}`);
      const seconds = last ? last.duration / 1000 : (knownSeconds[file] ?? 0);
      // 0: long and able to start now; 1: long but waiting for the build; 2: the rest, in vitest's order.
      const tier = seconds < LONG_FILE_SECONDS ? 2 : buildRunning && needsBuild.test(file) ? 1 : 0;
      return { spec, i, tier, seconds: tier === 2 ? 0 : seconds };
    });
    return ranked.sort((a, b) => a.tier - b.tier || b.seconds - a.seconds || a.i - b.i).map(({ spec }) => spec);
  }
}

/**
 * `npm test` runs the TypeScript client's tests beside the browser tests, after the build (scripts/test-all.sh sets
 * CLIENT_TESTS_APART for its vitest phase); a plain `vitest run` keeps them.
 */
const clientTests = process.env.CLIENT_TESTS_APART ? ["test/clients/**"] : [];
const excluded = [...configDefaults.exclude, ...(process.env.FUZZ_MODE ? [] : ["test/api/fuzz.test.ts"]), ...clientTests];
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
    sequence: { sequencer: LongestFirstSequencer },
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
