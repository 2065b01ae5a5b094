import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromCents, percentOf, roundHalfUp, roundMoney, sumMoney, toCents } from "@/lib/tools/money";
import { propertyRuns } from "@/lib/tools/testing";

describe("money rounding", () => {
  it("rounds ties half-up despite binary representation", () => {
    // 1.005 is stored as 1.00499999999999989…; naive Math.round(x*100)/100 gives 1.00.
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(1.0049)).toBe(1);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundHalfUp(1234.5, 0)).toBe(1235);
    expect(roundHalfUp(0.000123456, 6)).toBe(0.000123);
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
  });

  it("converts to and from whole cents exactly", () => {
    expect(toCents(0.07)).toBe(7);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(-4.355)).toBe(-436);
    expect(fromCents(1999)).toBe(19.99);
    expect(sumMoney([0.1, 0.2, 0.3])).toBe(0.6);
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(5, 0)).toBe(0);
  });

  it("rejects non-finite values", () => {
    expect(() => roundMoney(Number.NaN)).toThrow(RangeError);
  });

  it("stays within half a cent, is idempotent, and round-trips cents", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const r = roundMoney(x);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(roundMoney(r)).toBe(r);
      }),
      propertyRuns,
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => {
        expect(toCents(fromCents(c))).toBe(c);
      }),
      propertyRuns,
    );
  });
});
