import { startFakeAnthropicProcess, type FakeAnthropicProcess } from "../test/support/fake-anthropic/process";

export type FakeModelProcess = FakeAnthropicProcess;

/**
 * The fake model in a process of its own, answering as a good model would. A real model is never in the client's
 * process, and in-process the fake's recorded requests grew the benchmark's own heap, whose collections then
 * landed in whichever timing was running (seen as 4–10 ms pauses in the worst request pairs).
 */
export function startFakeModelProcess(): Promise<FakeModelProcess> {
  return startFakeAnthropicProcess(["--well-formed"]);
}
