import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { generateRawKey } from "@/lib/keys/format";
import { serverEnv } from "../../scripts/server-env.mjs";
import { isRunningFakeUrl } from "./fake-anthropic";
import { seedPgliteDirectory } from "./pglite-template";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const nextBin = path.join(repoRoot, "node_modules/next/dist/bin/next");
/** Stops a server whose starting process is gone (test/support/exit-with-parent.cjs). */
const exitWithParent = path.join(import.meta.dirname, "exit-with-parent.cjs");

export type Lane = "pglite" | "postgres";

export interface TestServer {
  url: string;
  lane: Lane;
  adminKey: string;
  adminEmail: string;
  /** Output of the server so far (for diagnosing a failed start). */
  output(): string;
  /** The server's process id (the soak suite samples and kills it). */
  pid: number;
  stop(): Promise<void>;
  /** Kills the server process at once (crash tests): no shutdown, nothing flushed. Resolves when it has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /**
   * On a shared server: where the model requests of tenants made through this handle go (API key → the test file's
   * fake). `createTenant` registers each new tenant with the model router (test/support/model-router.ts).
   */
  modelRoutes?: Record<string, string>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  adminKey?: string;
  dataDir?: string;
  /**
   * A server process of the caller's own, even where the test run shares servers: for tests that kill or stop it,
   * read its output or give it data of its own (a data directory or admin key implies it).
   */
  ownProcess?: boolean;
}

/**
 * Resolves once the production build the servers run is there. `npm test` (scripts/test-all.sh) starts the unit tests
 * while `next build` is still running and names, in TEST_BUILD_STATUS_FILE, the file the build's exit status will be
 * written to; elsewhere the build is already there and this returns at once.
 */
export async function buildReady(): Promise<void> {
  const statusFile = process.env.TEST_BUILD_STATUS_FILE;
  if (!statusFile) return;
  while (!existsSync(statusFile)) await new Promise((r) => setTimeout(r, 250));
  let status = readFileSync(statusFile, "utf8").trim();
  // Written with one `echo`, but read at once: a file seen before its line is there is read again.
  while (status === "") {
    await new Promise((r) => setTimeout(r, 50));
    status = readFileSync(statusFile, "utf8").trim();
  }
  if (status !== "0") throw new Error(`test server: the production build failed (exit ${status}); no server can start`);
}

/** The lanes this run covers: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function lanes(): Lane[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A production server (`next start`) for a test. Under `vitest run` (test/support/global-setup.ts) servers are shared:
 * every test file that asks for the same lane and environment gets the one server the broker started for it (each
 * file makes its own tenants), and a test file's fake model is reached through the model router, so that the fake's
 * URL is not part of the environment. Elsewhere (benchmarks, scripts), and for `ownProcess`, the caller gets a server
 * of its own, as `startOwnServer` describes.
 */
export async function startTestServer(lane: Lane, options: TestServerOptions = {}): Promise<TestServer> {
  const broker = process.env.TEST_SERVER_BROKER;
  if (!broker || options.ownProcess || options.dataDir || options.adminKey) return startOwnServer(lane, options);
  return sharedServer(broker, lane, options.env ?? {});
}

/** The model settings whose URL names a fake of this process, pointed at the router instead (with the routes). */
function routedModelEnv(env: Record<string, string>, routerUrl: string): { env: Record<string, string>; routes: Record<string, string> } {
  const routed = { ...env };
  const routes: Record<string, string> = {};
  for (const [urlVar, keyVar] of [
    ["ANTHROPIC_BASE_URL", "ANTHROPIC_API_KEY"],
    ["V1_ANTHROPIC_BASE_URL", "V1_ANTHROPIC_API_KEY"],
  ] as const) {
    const url = env[urlVar];
    if (!isRunningFakeUrl(url)) continue;
    const key = env[keyVar] ?? env.ANTHROPIC_API_KEY;
    if (!key) throw new Error(`test server: ${urlVar} names a fake model but no API key goes with it`);
    if (routes[key] && routes[key] !== url) throw new Error(`test server: two fake models behind the API key ${key}; give each pool a key of its own`);
    routes[key] = url;
    routed[urlVar] = routerUrl;
  }
  return { env: routed, routes };
}

async function sharedServer(broker: string, lane: Lane, env: Record<string, string>): Promise<TestServer> {
  const routerUrl = process.env.TEST_MODEL_ROUTER;
  if (!routerUrl) throw new Error("test server: TEST_SERVER_BROKER is set without TEST_MODEL_ROUTER");
  const routed = routedModelEnv(env, routerUrl);
  const res = await fetch(`${broker}/servers`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ lane, env: routed.env }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`test server broker: ${res.status} ${text}`);
  const shared = JSON.parse(text) as SharedServerInfo;
  return {
    ...shared,
    modelRoutes: routed.routes,
    output: () => `(a shared server: the test run prints its output if it fails)`,
    async stop() {
      // Shared by other test files; the broker stops it when the run ends.
    },
    async kill() {
      throw new Error("a shared test server cannot be killed; ask for { ownProcess: true }");
    },
  };
}

/** What the broker tells a test file about a shared server. */
export type SharedServerInfo = Pick<TestServer, "url" | "lane" | "adminKey" | "adminEmail" | "pid">;

/**
 * Starts the production build (`next start`) as its own process, the way operators run it. Each PGlite
 * server gets a fresh data directory (a copy of a freshly initialised one, unless the caller gives its own);
 * PostgreSQL servers share TEST_DATABASE_URL (tests use unique users).
 */
export async function startOwnServer(lane: Lane, options: TestServerOptions = {}): Promise<TestServer> {
  await buildReady();
  const port = await freePort();
  const adminKey = options.adminKey ?? generateRawKey();
  const adminEmail = "admin@tests.local";
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "legal-ai-test-"));
  if (lane === "pglite" && !options.dataDir) await seedPgliteDirectory(dataDir);
  const env: Record<string, string> = {
    ...(serverEnv(process.env) as Record<string, string>),
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: "admin-password-for-tests",
    BOOTSTRAP_ADMIN_KEY: adminKey,
    NEXTAUTH_SECRET: "test-secret-test-secret-test-secret",
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.ANTHROPIC_API_KEY;
  delete env.V1_ANTHROPIC_API_KEY;
  if (lane === "postgres") env.DATABASE_URL = process.env.TEST_DATABASE_URL!;
  Object.assign(env, options.env ?? {});

  // SERVER_NODE_ARGS: extra node flags for the server process (npm run bench:profile passes --cpu-prof).
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  // stdin: a pipe this process holds open while it lives, so that the server stops when this process is gone.
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, "--require", exitWithParent, nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: repoRoot,
    env: env as NodeJS.ProcessEnv,
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/v1/status`);
      // Read to the end: a response left unread holds its connection open, and the server's shutdown then waited
      // 3 s for it (every stop() took 3 s instead of 30 ms).
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }

  // Proof for CI that the PostgreSQL lane really ran (checked by scripts/test-all.sh and .ci/run).
  appendFileSync(path.join(repoRoot, ".test-lanes"), `${lane} lane: ran\n`);
  return {
    url,
    lane,
    adminKey,
    adminEmail,
    output: () => output,
    pid: child.pid!,
    async kill(signal = "SIGKILL") {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill(signal);
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
