import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv";

describe("csv", () => {
  it("quotes commas, quotes and newlines", () => {
    expect(csvCell('a,"b"\nc')).toBe('"a,""b""\nc"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("defuses spreadsheet formulas in text but leaves numbers alone", () => {
    expect(csvCell("=HYPERLINK(\"x\")")).toBe("\"'=HYPERLINK(\"\"x\"\")\"");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(-3)).toBe("-3");
  });

  it("writes dates as ISO, empties for null, and ends lines with CRLF", () => {
    expect(csvLine([new Date("2026-01-02T03:04:05.000Z"), null, true])).toBe("2026-01-02T03:04:05.000Z,,true\r\n");
  });
});
