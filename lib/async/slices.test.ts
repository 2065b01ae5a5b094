import { describe, expect, it } from "vitest";
import { runInSlices, runToEnd, type Steps } from "./slices";

function* counting(units: number, log: string[]): Steps<number> {
  for (let i = 0; i < units; i++) {
    log.push(`unit ${i}`);
    yield;
  }
  return units;
}

describe("work in slices", () => {
  it("runToEnd runs every step at once", () => {
    const log: string[] = [];
    let other = false;
    setImmediate(() => (other = true));
    expect(runToEnd(counting(3, log))).toBe(3);
    expect(log).toEqual(["unit 0", "unit 1", "unit 2"]);
    expect(other).toBe(false);
  });

  it("runInSlices lets other callbacks run between slices and returns the same result", async () => {
    const log: string[] = [];
    setImmediate(() => log.push("another call"));
    expect(await runInSlices(counting(3, log), 0)).toBe(3);
    expect(log).toEqual(["unit 0", "another call", "unit 1", "unit 2"]);
  });

  it("runInSlices keeps going while a slice lasts", async () => {
    const log: string[] = [];
    setImmediate(() => log.push("another call"));
    await runInSlices(counting(3, log), 60_000);
    log.push("done");
    await new Promise((r) => setImmediate(r));
    expect(log).toEqual(["unit 0", "unit 1", "unit 2", "done", "another call"]);
  });
});
