import { describe, expect, it } from "vitest";
import { withOcr } from "./ocr";

describe("OCR turns", () => {
  it("reads one document at a time per instance by default: a second waits until the first's worker has ended", async () => {
    const events: string[] = [];
    const job = (name: string) =>
      withOcr(async () => {
        events.push(`${name} start`);
        await new Promise((r) => setTimeout(r, 50));
        events.push(`${name} end`);
      });
    await Promise.all([job("a"), job("b")]);
    expect(events).toEqual(["a start", "a end", "b start", "b end"]);
  });

  it("a failing document gives its turn back", async () => {
    await expect(withOcr(async () => Promise.reject(new Error("render failed")))).rejects.toThrow("render failed");
    await expect(withOcr(async () => "next")).resolves.toBe("next");
  });
});
