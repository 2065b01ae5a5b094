import { describe, expect, it } from "vitest";
import { unchangingJsonText } from "./unchanging-json";

describe("answers that never change", () => {
  it("are serialised once per body object", () => {
    const body = { tools: [{ name: "a" }] };
    const text = unchangingJsonText(body);
    expect(text).toBe(JSON.stringify(body));
    // A later change to the object is not seen: such a body must never change.
    body.tools.push({ name: "b" });
    expect(unchangingJsonText(body)).toBe(text);
    expect(unchangingJsonText({ tools: [] })).toBe('{"tools":[]}');
  });
});
