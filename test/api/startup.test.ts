import { describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import path from "node:path";
import { buildReady, freePort } from "../support/server";

const repoRoot = path.resolve(import.meta.dirname, "../..");

async function startAndWaitForExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  await buildReady();
  return freePort().then(
    (port) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [path.join(repoRoot, "node_modules/next/dist/bin/next"), "start", "-p", String(port)], {
          cwd: repoRoot,
          env: { ...process.env, ...env } as NodeJS.ProcessEnv,
        });
        let output = "";
        child.stdout.on("data", (d) => (output += d));
        child.stderr.on("data", (d) => (output += d));
        const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
        // Next.js starts serving lazily; a first request makes sure start-up ran. Asked as soon as the server listens
        // (tried every 100 ms until it has exited), not after a fixed wait.
        const knock = setInterval(() => fetch(`http://127.0.0.1:${port}/v1/status`).catch(() => {}), 100);
        child.on("exit", (code) => {
          clearInterval(knock);
          clearTimeout(timer);
          resolve({ code, output });
        });
      }),
  );
}

describe("start-up failures are one clear line", () => {
  it("an unreachable DATABASE_URL stops the server with exit 1 and no stack trace", async () => {
    const { code, output } = await startAndWaitForExit({ DATABASE_URL: "postgres://nobody:secret@127.0.0.1:1/none" });
    expect(code).toBe(1);
    const line = output.split("\n").find((l) => l.includes("cannot start"));
    expect(line).toMatch(/^legal-ai-service: cannot start: Cannot reach the database at postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/none/);
    expect(output).not.toContain("secret");
    expect(output).not.toMatch(/^\s+at /m);
  });

  it("an invalid environment variable is named", async () => {
    const { code, output } = await startAndWaitForExit({ LOG_LEVEL: "chatty", DATA_DIR: "memory://" });
    expect(code).toBe(1);
    expect(output).toMatch(/cannot start: Invalid environment:/);
    expect(output).toMatch(/LOG_LEVEL/);
  });
});
