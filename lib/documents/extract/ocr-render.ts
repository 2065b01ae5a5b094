import "server-only";
import { getResolvedPDFJS, renderPageAsImage, type getDocumentProxy } from "unpdf";

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** Scans are rendered at twice their size in points (144 dpi): small print stays legible to tesseract. */
const OCR_SCALE = 2;
/**
 * Pixels one page may be rendered to: a Letter or A4 page at 2× is about 2 MP and an A2 sheet 8 MP, so real pages
 * are read at full scale, while a page of 5000 × 5000 points at 2× (100 MP: a 400 MB canvas, then tesseract over it
 * for seconds) is scaled down to fit.
 */
export const MAX_PAGE_PIXELS = 8_000_000;
/** Pixels one document may render in all: 60 A4 pages at 2× (twice the default page cap), or 15 pages at the cap. */
export const MAX_DOCUMENT_PIXELS = 120_000_000;
/** Below this a page would be too coarse to read: with less of the document's budget left, it is skipped. */
const MIN_PAGE_PIXELS = 1_000_000;

/** The render scale for a page of `width` × `height` points: 2×, or less so that it stays within `maxPixels`. */
export function ocrScale(width: number, height: number, maxPixels = MAX_PAGE_PIXELS): number {
  const area = width * height;
  if (!(area > 0) || !Number.isFinite(area)) return 0;
  // Canvas sizes are rounded up to whole pixels: a sliver of margin keeps the rounded size within the budget.
  return Math.min(OCR_SCALE, Math.sqrt(maxPixels / area) * 0.999);
}

/** Operators that put something on the page; a page with none of them renders blank. */
const MARKING_OPERATORS = [
  "stroke", "closeStroke", "fill", "eoFill", "fillStroke", "eoFillStroke", "closeFillStroke", "closeEOFillStroke",
  "showText", "showSpacedText", "nextLineShowText", "nextLineSetSpacingShowText", "shadingFill",
  "beginInlineImage", "paintXObject", "paintFormXObjectBegin", "beginAnnotation", "paintImageMaskXObject",
  "paintImageMaskXObjectGroup", "paintImageXObject", "paintInlineImageXObject", "paintInlineImageXObjectGroup",
  "paintImageXObjectRepeat", "paintImageMaskXObjectRepeat", "paintSolidColorImageMask", "constructPath", "rawFillPath",
] as const;

let marking: Set<number> | undefined;
async function markingOperators(): Promise<Set<number>> {
  if (marking) return marking;
  const { OPS } = await getResolvedPDFJS();
  const ops = OPS as unknown as Record<string, number | undefined>;
  return (marking = new Set(MARKING_OPERATORS.map((name) => ops[name]).filter((n): n is number => n !== undefined)));
}

export type OcrRender = { kind: "blank" } | { kind: "image"; png: Buffer; pixels: number };

/**
 * Renders page `n` for OCR within `pixelBudget` (what is left of the document's), or says it is blank without
 * rendering it: a page whose content draws nothing needs no canvas and no OCR. Null when less than a megapixel of
 * the budget is left; the caller counts the page as skipped.
 */
export async function renderForOcr(pdf: PdfDocument, n: number, pixelBudget: number): Promise<OcrRender | null> {
  const page = await pdf.getPage(n);
  const { fnArray } = await page.getOperatorList();
  const marks = await markingOperators();
  if (!fnArray.some((op) => marks.has(op))) return { kind: "blank" };
  const allowed = Math.min(MAX_PAGE_PIXELS, pixelBudget);
  if (allowed < MIN_PAGE_PIXELS) return null;
  const { width, height } = page.getViewport({ scale: 1 });
  const scale = ocrScale(width, height, allowed);
  if (scale <= 0) return null;
  const png = Buffer.from(await renderPageAsImage(pdf, n, { canvasImport: () => import("@napi-rs/canvas"), scale }));
  // The size as rendered, from the PNG's header (width and height at bytes 16 and 20).
  return { kind: "image", png, pixels: png.readUInt32BE(16) * png.readUInt32BE(20) };
}
