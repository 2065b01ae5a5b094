import { describe, expect, it } from "vitest";
import { formatExpiry } from "./format";

describe("formatExpiry", () => {
  it("shows an expiry picked as a date as that date, not as midnight of the next day", () => {
    // What the create-key form stores for 2027-03-15: the first instant after that day (UTC).
    expect(formatExpiry("2027-03-16T00:00:00.000Z")).toBe("end of 2027-03-15 UTC");
    expect(formatExpiry(new Date("2028-03-01T00:00:00.000Z"))).toBe("end of 2028-02-29 UTC");
  });

  it("shows any other instant (a rotated key's grace period) with its time, and no expiry as never", () => {
    expect(formatExpiry("2027-03-15T14:05:09.000Z")).toBe("2027-03-15 14:05 UTC");
    expect(formatExpiry(null)).toBe("never");
  });
});
