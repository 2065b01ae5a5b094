/**
 * npm run bench:next-floor — what a Next.js route costs on this machine before any code of ours runs. Prints
 * figures, asserts nothing.
 *
 * Builds, in a temporary folder, the smallest App Router app that can relay a model call: one route that sends the
 * request body it receives to the model through @anthropic-ai/sdk and returns the answer (no proxy, no
 * instrumentation, no configuration; the project's own installed next, react and SDK, hard-linked). It then times,
 * sequentially and interleaved, the same model request sent
 *   (1) by the SDK straight to the fake model,
 *   (2) through this project's bare relay route (/bench/model-relay: no pipeline, retrieval or billing),
 *   (3) through the minimal app's route,
 * and prints (2) and (3) over (1). Issue 17's chat targets (overhead p50 ≤ 3 ms, p99 ≤ 8 ms) are measured the same
 * way, so a figure of (3) above them means no Next.js route can meet them on this machine.
 *
 * Env: BENCH_FLOOR_RUNS (default 1000), BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Anthropic from "@anthropic-ai/sdk";
import { startTestServer } from "../test/support/server";
import { createTenant } from "../test/support/api";
import { startFakeModelProcess } from "./fake-model";
import { percentile } from "./percentile";

const runs = Number(process.env.BENCH_FLOOR_RUNS ?? 1000);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const root = path.resolve(import.meta.dirname, "..");

const MINIMAL_ROUTE = `import Anthropic from "@anthropic-ai/sdk";
export const dynamic = "force-dynamic";
const client = new Anthropic({ apiKey: "sk-bench", baseURL: process.env.ANTHROPIC_BASE_URL, maxRetries: 0 });
export async function POST(request: Request) {
  const params = (await request.json()) as Anthropic.MessageCreateParamsNonStreaming;
  return Response.json(await client.messages.create({ ...params, stream: false }));
}
`;

function buildMinimalApp(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "next-floor-"));
  mkdirSync(path.join(dir, "app", "relay"), { recursive: true });
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "next-floor", private: true, type: "module" }));
  writeFileSync(path.join(dir, "next.config.mjs"), "export default {};\n");
  writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: { target: "ES2022", lib: ["dom", "esnext"], module: "esnext", moduleResolution: "bundler", strict: true, jsx: "preserve", skipLibCheck: true, noEmit: true, esModuleInterop: true, isolatedModules: true },
      include: ["**/*.ts", "**/*.tsx"],
      exclude: ["node_modules"],
    }),
  );
  writeFileSync(path.join(dir, "app", "layout.tsx"), "export default function Layout({ children }: { children: React.ReactNode }) { return <html><body>{children}</body></html>; }\n");
  writeFileSync(path.join(dir, "app", "relay", "route.ts"), MINIMAL_ROUTE);
  // Turbopack resolves nothing outside the app's own folder, so the project's packages are hard-linked in, not symlinked.
  execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
  execFileSync(process.execPath, [path.join(dir, "node_modules", "next", "dist", "bin", "next"), "build"], { cwd: dir, stdio: "ignore" });
  return dir;
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

async function main() {
  console.log("Building the minimal Next.js app…");
  const dir = buildMinimalApp();
  const fake = await startFakeModelProcess();
  const server = await startTestServer("postgres", {
    env: { ANTHROPIC_API_KEY: "sk-bench", ANTHROPIC_BASE_URL: fake.url, DATABASE_URL: databaseUrl, BENCH_ROUTES: "1", LOG_LEVEL: "error" },
  });
  const port = 4100 + Math.floor(Math.random() * 800);
  const minimal = spawn(process.execPath, [path.join(dir, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port)], {
    cwd: dir,
    env: { PATH: process.env.PATH, NODE_ENV: "production", ANTHROPIC_BASE_URL: fake.url },
    stdio: "ignore",
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    // The model request the service sends for a chat question, so every path carries the same body.
    const tenant = await createTenant(server, { tier: "enterprise", credits: 100_000 });
    const sample = await fetch(`${server.url}/v1/chat/completions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${tenant.key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ message: "How many days do we have to notify a data breach?", jurisdiction: "EU", mode: "small" }),
    });
    await sample.text();
    const sent = (await fake.control.requests()).requests.at(-1)!.body as Anthropic.MessageCreateParamsNonStreaming;
    const sdk = new Anthropic({ apiKey: "sk-bench", baseURL: fake.url, maxRetries: 0 });
    const relay = (url: string) => async () => {
      const res = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(sent) });
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      await res.text();
    };
    const timed = async (call: () => Promise<unknown>) => {
      const started = performance.now();
      await call();
      return performance.now() - started;
    };
    const direct: number[] = [];
    const ours: number[] = [];
    const bare: number[] = [];
    for (let n = 0; n < runs + 20; n++) {
      const d = await timed(() => sdk.messages.create({ ...sent, stream: false }));
      const o = await timed(relay(`${server.url}/bench/model-relay`));
      const b = await timed(relay(`http://127.0.0.1:${port}/relay`));
      if (n % 20 === 0) await fake.control.reset();
      if (n < 20) continue;
      direct.push(d);
      ours.push(o - d);
      bare.push(b - d);
    }
    const figures = (v: number[]) => `p50 ${percentile(v, 50).toFixed(2)} · p99 ${percentile(v, 99).toFixed(2)} ms`;
    console.log(`\nNext.js route floor — sequential, ${runs} requests after 20 warm-up, fake model in its own process on loopback`);
    console.log(`SDK → fake directly:                                p50 ${percentile(direct, 50).toFixed(2)} ms`);
    console.log(`this project's bare relay route, over direct:      ${figures(ours)}`);
    console.log(`a minimal Next.js app's relay route, over direct:  ${figures(bare)}`);
    console.log("Issue 17's chat targets, measured the same way: overhead p50 ≤ 3 ms, p99 ≤ 8 ms.");
  } finally {
    minimal.kill();
    await server.stop();
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
