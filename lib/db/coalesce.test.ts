import { describe, expect, it } from "vitest";
import { coalesce } from "./coalesce";

describe("coalesce", () => {
  it("runs a lone call at once and groups calls that arrive while a batch is in flight", async () => {
    const batches: number[][] = [];
    const double = coalesce(async (inputs: number[]) => {
      batches.push(inputs);
      await new Promise((r) => setTimeout(r, 20));
      return inputs.map((n) => n * 2);
    });
    expect(await double(1)).toBe(2);
    const results = await Promise.all([2, 3, 4, 5].map((n) => double(n)));
    expect(results).toEqual([4, 6, 8, 10]);
    expect(batches).toEqual([[1], [2], [3, 4, 5]]);
  });

  it("caps the batch size", async () => {
    const sizes: number[] = [];
    const echo = coalesce(async (inputs: number[]) => (sizes.push(inputs.length), inputs), 3);
    await Promise.all(Array.from({ length: 8 }, (_, i) => echo(i)));
    expect(sizes).toEqual([1, 3, 3, 1]);
  });

  it("fails every call of a failed batch and keeps serving later ones", async () => {
    let fail = true;
    const maybe = coalesce(async (inputs: string[]) => {
      await new Promise((r) => setTimeout(r, 5));
      if (fail) throw new Error("database down");
      return inputs;
    });
    const first = Promise.allSettled(["a", "b", "c"].map((s) => maybe(s)));
    expect((await first).map((r) => r.status)).toEqual(["rejected", "rejected", "rejected"]);
    fail = false;
    expect(await maybe("d")).toBe("d");
  });
});
