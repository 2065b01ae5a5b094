import { describe, expect, it } from "vitest";
import { getDocumentProxy } from "unpdf";
import { largePagePdf } from "@/test/support/document-fixtures";
import { MAX_PAGE_PIXELS, ocrScale, renderForOcr } from "./ocr-render";

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe("rendering a page for OCR", () => {
  it("renders ordinary pages at 2× and scales a huge page down to the pixel budget", () => {
    expect(ocrScale(612, 792)).toBe(2);
    expect(ocrScale(595, 842)).toBe(2);
    const scale = ocrScale(5000, 5000);
    expect(Math.ceil(5000 * scale) ** 2).toBeLessThanOrEqual(MAX_PAGE_PIXELS);
    expect(ocrScale(0, 792)).toBe(0);
  });

  it("does not render a blank 5000 × 5000 pt page at all", async () => {
    const pdf = await getDocumentProxy(await largePagePdf(5000, 5000));
    try {
      expect(await renderForOcr(pdf, 1, Infinity)).toEqual({ kind: "blank" });
    } finally {
      await pdf.destroy();
    }
  });

  it("renders a 5000 × 5000 pt page that draws something within the page budget, and nothing past the document's", async () => {
    const pdf = await getDocumentProxy(await largePagePdf(5000, 5000, { mark: true }));
    try {
      const render = await renderForOcr(pdf, 1, Infinity);
      expect(render?.kind).toBe("image");
      if (render?.kind !== "image") return;
      const { width, height } = pngSize(render.png);
      expect(width * height).toBeLessThanOrEqual(MAX_PAGE_PIXELS);
      expect(width * height).toBe(render.pixels);
      expect(width).toBeGreaterThan(2500);
      expect(await renderForOcr(pdf, 1, 500_000)).toBeNull();
    } finally {
      await pdf.destroy();
    }
  });
});
