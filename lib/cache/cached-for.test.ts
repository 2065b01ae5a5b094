import { describe, expect, it } from "vitest";
import { cachedFor } from "./cached-for";

describe("cachedFor", () => {
  it("reuses a result within its time to live and shares a load in progress", async () => {
    let loads = 0;
    const get = cachedFor(`test-${Math.random()}`, 1000, async () => ++loads);
    expect(await Promise.all([get(0), get(10), get(500)])).toEqual([1, 1, 1]);
    expect(await get(1000)).toBe(1);
    expect(await get(1001)).toBe(2);
    expect(loads).toBe(2);
  });

  it("does not keep a failure", async () => {
    let calls = 0;
    const get = cachedFor(`test-${Math.random()}`, 1000, async () => {
      calls++;
      if (calls === 1) throw new Error("database down");
      return "ok";
    });
    await expect(get(0)).rejects.toThrow("database down");
    expect(await get(1)).toBe("ok");
  });
});
