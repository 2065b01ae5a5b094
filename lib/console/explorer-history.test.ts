import { describe, expect, it } from "vitest";
import { addToHistory, HISTORY_LIMIT, MAX_KEPT_BODY, parseHistory } from "./explorer-history";

const entry = (n: number, body = `{"n":${n}}`) => ({ at: `2026-11-22T10:00:${String(n).padStart(2, "0")}Z`, operationKey: "POST /v1/chat/completions", params: {}, body, status: 200 });

describe("explorer history", () => {
  it("keeps the newest 20, newest first", () => {
    let history = parseHistory(null);
    for (let i = 0; i < 25; i++) history = addToHistory(history, entry(i));
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0].body).toBe('{"n":24}');
    expect(history.at(-1)!.body).toBe('{"n":5}');
  });

  it("drops a body too large to keep, and ignores stored junk", () => {
    expect(addToHistory([], entry(1, "x".repeat(MAX_KEPT_BODY + 1)))[0].body).toBeNull();
    expect(parseHistory("not json")).toEqual([]);
    expect(parseHistory('[{"nope":1}, 3]')).toEqual([]);
  });

  it("has no place for the API key", () => {
    expect(Object.keys(addToHistory([], entry(1))[0]).sort()).toEqual(["at", "body", "operationKey", "params", "status"]);
  });
});
