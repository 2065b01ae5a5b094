import { describe, expect, it } from "vitest";
import { assembledContent, createSseParser } from "./sse";

describe("createSseParser", () => {
  it("returns events only once their blank line arrives, across arbitrary chunk boundaries", () => {
    const p = createSseParser();
    expect(p.push('data: {"a"')).toEqual([]);
    expect(p.push(":1}\n")).toEqual([]);
    expect(p.push("\ndata: [DO")).toEqual([{ event: "message", data: '{"a":1}' }]);
    expect(p.push("NE]\n\n")).toEqual([{ event: "message", data: "[DONE]" }]);
  });

  it("skips comments, keeps event names and joins multi-line data", () => {
    const p = createSseParser();
    expect(p.push(": ping\n\nevent: error\ndata: line1\ndata: line2\n\n")).toEqual([{ event: "error", data: "line1\nline2" }]);
  });

  it("handles CRLF split between chunks", () => {
    const p = createSseParser();
    expect(p.push("data: x\r")).toEqual([]);
    expect(p.push("\n\r\n")).toEqual([{ event: "message", data: "x" }]);
  });

  it("flushes an unterminated last event at the end", () => {
    const p = createSseParser();
    p.push("data: tail");
    expect(p.end()).toEqual([{ event: "message", data: "tail" }]);
  });
});

describe("assembledContent", () => {
  it("concatenates delta contents and ignores [DONE], errors and non-JSON", () => {
    const events = [
      { event: "message", data: JSON.stringify({ choices: [{ delta: { role: "assistant", content: "Hel" } }] }) },
      { event: "message", data: JSON.stringify({ choices: [{ delta: { content: "lo" } }] }) },
      { event: "message", data: "not json" },
      { event: "error", data: JSON.stringify({ choices: [{ delta: { content: "no" } }] }) },
      { event: "message", data: "[DONE]" },
    ];
    expect(assembledContent(events)).toBe("Hello");
  });
});
