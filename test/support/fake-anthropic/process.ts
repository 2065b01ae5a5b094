import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { fakeAnthropicControl, type FakeAnthropicControl } from "./control-client";

export interface FakeAnthropicProcess {
  url: string;
  control: FakeAnthropicControl;
  /** Stops the process (SIGTERM) and resolves when it has exited. */
  close(): Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const cli = path.join(repoRoot, "test/support/fake-anthropic/cli.ts");

/** The fake in a process of its own, through its CLI (`--port 0 --quiet` and `args`), scripted through /__control. */
export async function startFakeAnthropicProcess(args: string[] = []): Promise<FakeAnthropicProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", cli, "--port", "0", "--quiet", ...args], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`fake-anthropic CLI exited with ${code} before it listened`)));
    createInterface({ input: child.stdout! }).once("line", resolve);
  });
  return {
    url,
    control: fakeAnthropicControl(url),
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
