import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { fakeAnthropicControl, type FakeAnthropicControl } from "../test/support/fake-anthropic/control-client";

export interface FakeModelProcess {
  url: string;
  control: FakeAnthropicControl;
  close(): Promise<void>;
}

const cli = path.resolve(import.meta.dirname, "../test/support/fake-anthropic/cli.ts");

/**
 * The fake model in a process of its own, answering as a good model would. A real model is never in the client's
 * process, and in-process the fake's recorded requests grew the benchmark's own heap, whose collections then
 * landed in whichever timing was running (seen as 4–10 ms pauses in the worst request pairs).
 */
export async function startFakeModelProcess(): Promise<FakeModelProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", cli, "--port", "0", "--quiet", "--well-formed"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`fake model exited with ${code} before it listened`)));
    createInterface({ input: child.stdout! }).once("line", resolve);
  });
  return {
    url,
    control: fakeAnthropicControl(url),
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
