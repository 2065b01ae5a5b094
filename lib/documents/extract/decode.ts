import { UnreadableDocument } from "./types";

/** Decoded size limit for document_base64 (DECISIONS, Limits). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Character limit for a document's text, pasted or extracted (DECISIONS, Limits). */
export const MAX_DOCUMENT_CHARS = 1_000_000;

export class DocumentTooLarge extends Error {}

/** Strict base64 (standard or URL-safe alphabet, whitespace tolerated, optional padding) to bytes. */
export function decodeBase64(input: string): Uint8Array {
  const compact = input.replace(/\s+/g, "");
  if (compact.length === 0) throw new UnreadableDocument("document_base64 is empty.");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact) || compact.length % 4 === 1) {
    throw new UnreadableDocument("document_base64 is not valid base64.");
  }
  const approx = Math.floor((compact.length * 3) / 4);
  if (approx - 2 > MAX_DOCUMENT_BYTES) throw new DocumentTooLarge(`The decoded document exceeds ${MAX_DOCUMENT_BYTES} bytes (10 MiB).`);
  const bytes = new Uint8Array(Buffer.from(compact.replace(/-/g, "+").replace(/_/g, "/"), "base64"));
  if (bytes.length > MAX_DOCUMENT_BYTES) throw new DocumentTooLarge(`The decoded document exceeds ${MAX_DOCUMENT_BYTES} bytes (10 MiB).`);
  return bytes;
}
