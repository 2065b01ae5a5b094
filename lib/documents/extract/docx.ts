import "server-only";
import mammoth from "mammoth";
import { zipSync } from "fflate";
import yauzl from "yauzl";
import { htmlToLines } from "./html-to-lines";
import { xmlDepthExceeds } from "./xml-depth";
import { UnreadableDocument, type ExtractionResult } from "./types";

/** Zip-bomb guards: total uncompressed size, compression ratio (past 10 MiB) and the number of entries. */
const MAX_UNCOMPRESSED = 200 * 1024 * 1024;
const MAX_RATIO = 200;
const RATIO_APPLIES_FROM = 10 * 1024 * 1024;
const MAX_ENTRIES = 5_000;
/** Word nests a few dozen elements deep; mammoth reads XML recursively, so a deeper part is refused before it. */
const MAX_XML_DEPTH = 1_000;

class ZipBomb extends Error {}

/**
 * Inflates every part of a DOCX under the zip-bomb limits. The directory's declared sizes are checked first, but a
 * zip can lie about them: each entry is then inflated as a stream that fails as soon as it yields more bytes than the
 * directory declared (yauzl's `validateEntrySizes`), and a running count of the bytes actually inflated stops the
 * whole archive at the limit. So memory is bounded by what was checked, whatever the archive claims.
 */
export async function inflateDocxParts(bytes: Uint8Array): Promise<Map<string, Uint8Array>> {
  let zip: yauzl.ZipFile | null = null;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      validateEntrySizes: true,
    });
    if (zip.entryCount > MAX_ENTRIES) throw new ZipBomb(`The file has ${zip.entryCount} zip entries (at most ${MAX_ENTRIES}); it was not opened.`);
    const entries: yauzl.Entry[] = [];
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith("/")) continue;
      entries.push(entry);
      declared += entry.uncompressedSize;
    }
    if (declared > MAX_UNCOMPRESSED || (declared > RATIO_APPLIES_FROM && declared / bytes.byteLength > MAX_RATIO)) {
      throw new ZipBomb(`The file expands to ${declared} bytes from ${bytes.byteLength} (a zip bomb or an oversized archive); it was not opened.`);
    }
    if (!entries.some((e) => e.fileName === "word/document.xml")) {
      throw new UnreadableDocument("The file is a zip archive but not a Word document (no word/document.xml part).");
    }
    const parts = new Map<string, Uint8Array>();
    let inflated = 0;
    for (const entry of entries) {
      const chunks: Buffer[] = [];
      const stream = await zip.openReadStreamPromise(entry);
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          inflated += chunk.byteLength;
          if (inflated > declared || inflated > MAX_UNCOMPRESSED) {
            throw new ZipBomb(`The file inflates past the ${declared} bytes its zip directory declares (a zip bomb); it was not opened.`);
          }
          chunks.push(chunk);
        }
      } finally {
        stream.destroy();
      }
      parts.set(entry.fileName, Buffer.concat(chunks));
    }
    return parts;
  } catch (err) {
    if (err instanceof UnreadableDocument) throw err;
    if (err instanceof ZipBomb) throw new UnreadableDocument(err.message);
    const message = err instanceof Error ? err.message : String(err);
    if (/too many bytes in the stream/.test(message)) {
      throw new UnreadableDocument(`An entry of the file inflates past the size its zip directory declares (a zip bomb); it was not opened.`);
    }
    throw new UnreadableDocument(`The zip container is corrupt (${message}).`);
  } finally {
    zip?.close();
  }
}

export async function extractDocx(bytes: Uint8Array): Promise<ExtractionResult> {
  const parts = await inflateDocxParts(bytes);
  for (const [name, part] of parts) {
    if (/\.(xml|rels)$/i.test(name) && xmlDepthExceeds(part, MAX_XML_DEPTH)) {
      throw new UnreadableDocument(`The part ${name} nests elements more than ${MAX_XML_DEPTH} deep, which no Word document does; it was not read.`);
    }
  }
  // mammoth inflates what it is given with no limit of its own, so it only ever sees the checked parts, stored
  // again without compression (their sizes are now the true ones).
  const checked = zipSync(Object.fromEntries(parts), { level: 0 });
  parts.clear();
  let html: string;
  try {
    ({ value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(checked.buffer, checked.byteOffset, checked.byteLength) }));
  } catch (err) {
    throw new UnreadableDocument(`The DOCX could not be read (${err instanceof Error ? err.message : String(err)}).`);
  }
  const lines = htmlToLines(html);
  return { kind: "docx", pages: [{ page: 1, text: lines.join("\n"), ocr: false }], title: null, ocr: null };
}
