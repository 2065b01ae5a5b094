import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./return-to";

describe("safeReturnTo", () => {
  it("keeps same-site paths", () => {
    expect(safeReturnTo("/console/usage?x=1")).toBe("/console/usage?x=1");
  });
  it("refuses absolute, protocol-relative and backslash URLs", () => {
    for (const bad of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", undefined]) {
      expect(safeReturnTo(bad)).toBe("/console/keys");
    }
  });
});
