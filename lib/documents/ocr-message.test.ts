import { describe, expect, it } from "vitest";
import { ocrMessage } from "./handler";

describe("the ocr_used warning", () => {
  it("gives the pages read and their confidence", () => {
    expect(ocrMessage({ pages: 3, meanConfidence: 91, blankPages: 0, skippedPages: 0 })).toBe(
      "3 scanned page(s) were read by OCR (mean confidence 91%); check quoted text against the original.",
    );
  });

  it("names blank pages apart instead of averaging their zero confidence in", () => {
    expect(ocrMessage({ pages: 3, meanConfidence: 90, blankPages: 1, skippedPages: 0 })).toBe(
      "2 scanned page(s) were read by OCR (mean confidence 90%); check quoted text against the original. 1 scanned page(s) had no text even after OCR (blank or graphics only).",
    );
    expect(ocrMessage({ pages: 1, meanConfidence: 0, blankPages: 1, skippedPages: 0 })).toBe("1 scanned page(s) had no text even after OCR (blank or graphics only).");
  });
});
