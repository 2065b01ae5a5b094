/**
 * pdf.js (through unpdf) calls `ArrayBuffer.prototype.transferToFixedLength` (ES2024, Node 21+) when it prepares a
 * page's fonts for rendering. Node 20, which package.json still supports, lacks it: the call throws inside pdf.js,
 * which logs a warning and renders the page without its text, so OCR of a scanned page with any printed text (a page
 * number, a stamp, a Type 3 font with no text layer) silently read nothing. A copy is what the method returns for the
 * caller's purposes; the one difference, that the original is not detached, is harmless here.
 */
type WithTransfer = ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };

export function ensureTransferToFixedLength(): void {
  if ((ArrayBuffer.prototype as WithTransfer).transferToFixedLength) return;
  Object.defineProperty(ArrayBuffer.prototype, "transferToFixedLength", {
    value(this: ArrayBuffer, length: number = this.byteLength): ArrayBuffer {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
    configurable: true,
    writable: true,
  });
}
