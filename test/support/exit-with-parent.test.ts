import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const preload = path.join(import.meta.dirname, "exit-with-parent.cjs");

/** A process that would run forever, started as startOwnServer starts a server: the preload and a stdin pipe. */
function forever(extra: string[] = []) {
  return spawn(process.execPath, [...extra, "-e", "setInterval(() => {}, 1000)"], { stdio: ["pipe", "ignore", "ignore"] });
}

const exited = (child: ReturnType<typeof spawn>) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));

describe("a test server stops when the process that started it is gone (exit-with-parent.cjs)", () => {
  it("ends with SIGTERM when its stdin pipe closes, as when its parent dies", async () => {
    const child = forever(["--require", preload]);
    const end = exited(child);
    child.stdin!.destroy(); // what the kernel does to the pipe when the parent process ends, however it ends
    expect(await end).toEqual({ code: null, signal: "SIGTERM" });
  });

  it("keeps running while the pipe is open, and never keeps a process alive by itself", async () => {
    const running = forever(["--require", preload]);
    const outcome = await Promise.race([exited(running), new Promise((r) => setTimeout(() => r("still running"), 500))]);
    expect(outcome).toBe("still running");
    running.kill("SIGKILL");
    // A process with nothing else to do exits at once although the preload listens on stdin (unreferenced).
    const idle = spawn(process.execPath, ["--require", preload, "-e", "0"], { stdio: ["pipe", "ignore", "ignore"] });
    expect(await exited(idle)).toEqual({ code: 0, signal: null });
  });

  it("leaves worker threads alone: a worker (as OCR starts) runs and ends normally in a server with the preload", async () => {
    const script = `const { Worker } = require("node:worker_threads");
      const w = new Worker("require('node:worker_threads').parentPort.postMessage('ok')", { eval: true });
      w.on("message", (m) => { console.log(m); process.exit(0); });
      w.on("error", () => process.exit(3));`;
    const child = spawn(process.execPath, ["--require", preload, "-e", script], { stdio: ["pipe", "pipe", "ignore"] });
    let out = "";
    child.stdout!.on("data", (d) => (out += d));
    expect(await exited(child)).toEqual({ code: 0, signal: null });
    expect(out.trim()).toBe("ok");
  });
});
