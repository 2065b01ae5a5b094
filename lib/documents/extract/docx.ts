import "server-only";
import mammoth from "mammoth";
import { unzipSync } from "fflate";
import { htmlToLines } from "./html-to-lines";
import { UnreadableDocument, type ExtractionResult } from "./types";

/** Zip-bomb guards: total declared uncompressed size and compression ratio. */
const MAX_UNCOMPRESSED = 200 * 1024 * 1024;
const MAX_RATIO = 200;

/** Checks the zip's directory (sizes, ratio, a word/document.xml part) before anything is inflated. */
export function inspectDocxZip(bytes: Uint8Array): void {
  let total = 0;
  let compressed = 0;
  let hasDocument = false;
  try {
    unzipSync(bytes, {
      filter(file) {
        total += file.originalSize;
        compressed += file.size;
        if (file.name === "word/document.xml") hasDocument = true;
        return false;
      },
    });
  } catch (err) {
    throw new UnreadableDocument(`The zip container is corrupt (${err instanceof Error ? err.message : String(err)}).`);
  }
  if (total > MAX_UNCOMPRESSED || (compressed > 0 && total / compressed > MAX_RATIO && total > 10 * 1024 * 1024)) {
    throw new UnreadableDocument(`The file expands to ${total} bytes from ${compressed} (a zip bomb or an oversized archive); it was not opened.`);
  }
  if (!hasDocument) throw new UnreadableDocument("The file is a zip archive but not a Word document (no word/document.xml part).");
}

export async function extractDocx(bytes: Uint8Array): Promise<ExtractionResult> {
  inspectDocxZip(bytes);
  let html: string;
  try {
    ({ value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }));
  } catch (err) {
    throw new UnreadableDocument(`The DOCX could not be read (${err instanceof Error ? err.message : String(err)}).`);
  }
  const lines = htmlToLines(html);
  return { kind: "docx", pages: [{ page: 1, text: lines.join("\n"), ocr: false }], title: null, ocr: null };
}
