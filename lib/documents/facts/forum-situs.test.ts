import { describe, expect, it } from "vitest";
import { forumsOf } from "./forum";

const brief = (...units: string[]) => forumsOf(units).map((f) => [f.kind, f.place, f.jurisdiction, f.exclusive]);

// Our own wording: courts named by where they have their situs; a near miss that names a situs but chooses no court.
describe("courts chosen by their situs", () => {
  it("reads 'may be litigated in courts having situs in' a place", () => {
    expect(brief("Claims under this Deed may be litigated in courts having situs in Travis County, Texas.")).toEqual([["courts", "Travis County, Texas", "US-TX", null]]);
  });
  it("near miss: a plant's situs is no forum", () => {
    expect(brief("The Plant has its situs in Travis County, Texas, and the Operator shall maintain it.")).toEqual([]);
  });
});
