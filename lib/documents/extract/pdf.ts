import "server-only";
import { getDocumentProxy } from "unpdf";
import { env } from "@/lib/env";
import { cleanPages } from "./clean-pages";
import { withOcr, type OcrResult } from "./ocr";
import { MAX_DOCUMENT_PIXELS, renderForOcr } from "./ocr-render";
import { UnreadableDocument, type ExtractionResult } from "./types";
import { DocumentTooLarge } from "./decode";
import { ensureTransferToFixedLength } from "./node-compat";
import { takeTurn } from "@/lib/async/slices";

ensureTransferToFixedLength();

type TextItem = { str: string; transform: number[]; hasEOL?: boolean; height?: number };

/** A page with fewer characters than this in its text layer is treated as scanned (image only). */
const MIN_TEXT_CHARS = 20;
/**
 * Reading stops once the raw text layer passes the character limit by this factor: removing running headers,
 * footers and page numbers cannot bring such a document back under it, and reading the rest would take seconds.
 */
const RAW_MARGIN = 1.25;

export async function extractPdf(bytes: Uint8Array, maxChars = Infinity): Promise<ExtractionResult> {
  if (namesEncryption(bytes)) {
    throw new UnreadableDocument("The PDF is encrypted (its trailer has an /Encrypt entry); remove the password or protection and send it again.");
  }
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: false });
  } catch (err) {
    const name = err instanceof Error ? err.name : "";
    if (name === "PasswordException") throw new UnreadableDocument("The PDF is password-protected.");
    throw new UnreadableDocument(`The PDF is corrupt or not a PDF the reader can parse (${err instanceof Error ? err.message : String(err)}).`);
  }
  try {
    const linesPerPage: string[][] = [];
    let raw = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const lines = toLines(content.items as TextItem[]);
      linesPerPage.push(lines);
      raw += lines.reduce((sum, l) => sum + l.length + 1, 0);
      if (raw > maxChars * RAW_MARGIN) {
        throw new DocumentTooLarge(
          `The PDF's text passes ${maxChars.toLocaleString("en-US")} characters by page ${n} of ${pdf.numPages}; the limit is ${maxChars.toLocaleString("en-US")}. Send it in parts.`,
        );
      }
      page.cleanup();
      // Drop pdf.js's per-document caches (fonts, parsed objects) now and then, so long files stay small in memory.
      if (n % 10 === 0) await pdf.cleanup();
      // pdf.js in process answers through promises alone: without a turn given back per page, a document's pages
      // were read in one stretch while the instance's other calls waited.
      await takeTurn();
    }
    const cleaned = cleanPages(linesPerPage);
    const pages = cleaned.map((lines, i) => ({ page: i + 1, text: lines.join("\n"), ocr: false }));

    const scanned = pages.filter((p) => p.text.replace(/\s+/g, "").length < MIN_TEXT_CHARS).map((p) => p.page);
    let ocr: ExtractionResult["ocr"] = null;
    if (scanned.length > 0) {
      const cap = env().DOCUMENT_OCR_MAX_PAGES;
      const todo = scanned.slice(0, cap);
      if (todo.length > 0) {
        // One page at a time: a page's rendering (its decoded scan, the canvas, the PNG) is dropped before the next,
        // so a document of large scans needs the memory of one page, not of thirty.
        // Each page is rendered within a pixel budget of its own and of the document's, and a page that draws nothing
        // is not rendered at all: page size is the uploader's choice, and a huge blank page cost seconds and gigabytes.
        const results = await withOcr(async (recognize) => {
          const out: OcrResult[] = [];
          let budget = MAX_DOCUMENT_PIXELS;
          for (const n of todo) {
            const render = await renderForOcr(pdf, n, budget);
            await pdf.cleanup();
            if (!render) break;
            if (render.kind === "blank") out.push({ text: "", confidence: 0 });
            else {
              budget -= render.pixels;
              out.push(await recognize(render.png));
            }
          }
          return out;
        });
        results.forEach((r, i) => {
          const p = pages[todo[i] - 1];
          p.text = r.text.trim();
          p.ocr = true;
        });
        const read = results.filter((r) => r.text.trim().length > 0);
        const mean = read.length ? read.reduce((s, r) => s + r.confidence, 0) / read.length : 0;
        ocr = { pages: results.length, meanConfidence: Math.round(mean), blankPages: results.length - read.length, skippedPages: scanned.length - results.length };
      } else ocr = { pages: 0, meanConfidence: 0, blankPages: 0, skippedPages: scanned.length };
    }
    const meta = await pdf.getMetadata().catch(() => null);
    const info = meta?.info as { Title?: unknown } | undefined;
    const title = typeof info?.Title === "string" && info.Title.trim() ? info.Title.trim() : null;
    return { kind: "pdf", pages, title, ocr };
  } catch (err) {
    if (err instanceof UnreadableDocument || err instanceof DocumentTooLarge) throw err;
    throw new UnreadableDocument(`The PDF could not be read (${err instanceof Error ? err.message : String(err)}).`);
  } finally {
    await pdf.destroy();
  }
}

/**
 * Whether the file has an /Encrypt entry (an indirect reference or a dictionary). Searched in the bytes themselves:
 * a latin1 copy of a 10 MiB file as one string cost as much memory again.
 */
function namesEncryption(bytes: Uint8Array): boolean {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = buf.indexOf("/Encrypt"); at >= 0; at = buf.indexOf("/Encrypt", at + 8)) {
    if (/^\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/.test(buf.subarray(at, at + 40).toString("latin1"))) return true;
  }
  return false;
}

/** Groups text items into lines by their baseline, top to bottom, left to right. */
function toLines(items: TextItem[]): string[] {
  const rows: { y: number; parts: { x: number; s: string }[] }[] = [];
  for (const it of items) {
    if (!it.str) continue;
    const x = it.transform[4];
    const y = it.transform[5];
    const tolerance = Math.max(2, (it.height ?? 10) * 0.4);
    let row = rows.find((r) => Math.abs(r.y - y) <= tolerance);
    if (!row) {
      row = { y, parts: [] };
      rows.push(row);
    }
    row.parts.push({ x, s: it.str });
  }
  rows.sort((a, b) => b.y - a.y);
  return rows
    .map((r) =>
      r.parts
        .sort((a, b) => a.x - b.x)
        .map((p) => p.s)
        .join(" ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((l) => l.length > 0);
}
