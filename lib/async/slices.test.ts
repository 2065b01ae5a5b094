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

  it("concurrent jobs run one slice per turn of the event loop between them, not one each back to back", async () => {
    const log: string[] = [];
    // A callback that runs once per turn of the loop, as a network callback would wait for one.
    let turns = true;
    const tick = () => {
      log.push("turn");
      if (turns) setImmediate(tick);
    };
    setImmediate(tick);
    await Promise.all([runInSlices(counting(3, log), 0), runInSlices(counting(3, log), 0)]);
    turns = false;
    const between = log.join(",").split("turn").slice(1, -1).map((s) => s.split(",").filter(Boolean).length);
    // Both jobs started at once (a unit each), then each later unit in a turn of its own.
    expect(log.slice(0, 2)).toEqual(["unit 0", "unit 0"]);
    expect(log.filter((l) => l.startsWith("unit"))).toHaveLength(6);
    expect(Math.max(...between)).toBe(1);
  });
});
