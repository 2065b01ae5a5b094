import { describe, expect, it } from "vitest";
import { newRequestId, newUserId } from "./ids";

describe("ids", () => {
  it("are prefixed ULIDs, unique and in creation order", () => {
    const ids = Array.from({ length: 5000 }, () => newRequestId());
    for (const id of ids) expect(id).toMatch(/^req_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    expect(newUserId()).toMatch(/^usr_/);
  });
});
