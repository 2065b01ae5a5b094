/** One page (PDF) or the whole body (DOCX, text) of an extracted document, as plain lines in reading order. */
export interface ExtractedPage {
  page: number;
  text: string;
  /** True when the text came from OCR of a rendered page. */
  ocr: boolean;
}

export interface ExtractionResult {
  kind: "text" | "pdf" | "docx";
  pages: ExtractedPage[];
  /** Title from the file's metadata, when it has one. */
  title: string | null;
  /**
   * Pages OCR'd, the mean confidence over those where it found text (a blank page scores 0 and would drag the mean
   * down for nothing), how many of them were blank, and how many scanned pages the cap left unread.
   */
  ocr: { pages: number; meanConfidence: number; blankPages: number; skippedPages: number } | null;
}

/** Why a document could not be read; becomes a 400 `unreadable_document` with this detail. */
export class UnreadableDocument extends Error {}
