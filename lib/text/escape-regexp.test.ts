import { describe, expect, it } from "vitest";
import { escapeRegExp } from "./escape-regexp";

describe("escapeRegExp", () => {
  it("matches the text literally, special characters included", () => {
    const name = "A.B. (Holdings) Co.+ [UK] $1^ | *? {x} \\";
    expect(new RegExp(`^${escapeRegExp(name)}$`).test(name)).toBe(true);
    expect(new RegExp(`^${escapeRegExp("A.B.")}$`).test("AxBx")).toBe(false);
  });
});
