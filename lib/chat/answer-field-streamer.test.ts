import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { JsonStringFieldStreamer } from "./answer-field-streamer";

describe("JsonStringFieldStreamer", () => {
  it("decodes the field across fragments, escapes included", () => {
    const s = new JsonStringFieldStreamer("answer");
    const parts = ['{"ans', 'wer": "Line 1\\', 'nLine \\"2\\" \\u00', "e9", ' end", "citations": []}'];
    expect(parts.map((p) => s.push(p)).join("")).toBe('Line 1\nLine "2" é end');
    expect(s.done).toBe(true);
    expect(JSON.parse(s.json)).toEqual({ answer: 'Line 1\nLine "2" é end', citations: [] });
  });

  it("matches JSON.parse for any string split at any points (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 80 }), fc.array(fc.nat(), { maxLength: 6 }), (text, cuts) => {
        const json = JSON.stringify({ answer: text, citations: [{ source_id: "x", article: "1" }] });
        const points = [...new Set(cuts.map((c) => c % (json.length + 1)))].sort((a, b) => a - b);
        const s = new JsonStringFieldStreamer("answer");
        let out = "";
        let from = 0;
        for (const p of [...points, json.length]) {
          out += s.push(json.slice(from, p));
          from = p;
        }
        return out === text && s.done;
      }),
      { numRuns: 300 },
    );
  });
});
