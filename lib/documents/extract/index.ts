import "server-only";
import { describeOther, detectType } from "./detect-type";
import { extractDocx } from "./docx";
import { extractPdf } from "./pdf";
import { UnreadableDocument, type ExtractionResult } from "./types";
import { DocumentTooLarge } from "./decode";

export { UnreadableDocument } from "./types";
export type { ExtractionResult, ExtractedPage } from "./types";

/**
 * Extracts a PDF or DOCX by its magic bytes; every failure is an UnreadableDocument with a specific reason. With
 * `maxChars`, text longer than that is a DocumentTooLarge, and a PDF stops being read as soon as it is clearly over.
 */
export async function extractDocument(bytes: Uint8Array, opts: { maxChars?: number } = {}): Promise<ExtractionResult> {
  const type = detectType(bytes);
  const result = type === "pdf" ? await extractPdf(bytes, opts.maxChars) : type === "zip" ? await extractDocx(bytes) : null;
  if (!result) throw new UnreadableDocument(`The file is ${describeOther(bytes)}; send a PDF or DOCX, or the text in document_text.`);
  const length = result.pages.reduce((n, p) => n + p.text.length, 0);
  if (opts.maxChars !== undefined && length > opts.maxChars) {
    throw new DocumentTooLarge(`The extracted text has ${length} characters; the limit is ${opts.maxChars.toLocaleString("en-US")}.`);
  }
  const chars = result.pages.reduce((n, p) => n + p.text.replace(/\s+/g, "").length, 0);
  if (chars === 0) {
    const why =
      result.ocr && result.ocr.pages > 0
        ? ` OCR of ${result.ocr.pages} scanned page(s) found no text either.`
        : result.ocr
          ? " Its pages are scanned images and OCR is disabled or capped at 0 pages."
          : "";
    throw new UnreadableDocument(`The ${result.kind.toUpperCase()} contains no extractable text.${why}`);
  }
  return result;
}

export function textDocument(text: string): ExtractionResult {
  return { kind: "text", pages: [{ page: 1, text, ocr: false }], title: null, ocr: null };
}
