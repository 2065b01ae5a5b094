import { describe, expect, it } from "vitest";
import { addToGroup } from "./group";

describe("addToGroup", () => {
  it("adds to the group's own list in place, in order, so that one large group costs one push per item", () => {
    const groups = new Map<string, number[]>();
    addToGroup(groups, "a", 1);
    const list = groups.get("a");
    addToGroup(groups, "a", 2);
    addToGroup(groups, "b", 3);
    // The same array, grown: copying it on every addition was quadratic in the group's size.
    expect(groups.get("a")).toBe(list);
    expect([...groups]).toEqual([["a", [1, 2]], ["b", [3]]]);
  });
});
