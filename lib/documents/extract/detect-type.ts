/** The file type from its magic bytes, never from a claimed name. */
export type DetectedType = "pdf" | "zip" | "other";

export function detectType(bytes: Uint8Array): DetectedType {
  // PDF: "%PDF-" within the first 1024 bytes (some producers put junk before the header).
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  if (head.includes("%PDF-")) return "pdf";
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return "zip";
  return "other";
}

/** A short human name for a type we do not accept, for the error detail. */
export function describeOther(bytes: Uint8Array): string {
  const b = bytes;
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return "a PNG image";
  if (b[0] === 0xff && b[1] === 0xd8) return "a JPEG image";
  if (b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0) return "a legacy Office (.doc/.xls) file";
  if (b[0] === 0x7b && b[1] === 0x5c && b[2] === 0x72 && b[3] === 0x74) return "an RTF file";
  if (b[0] === 0x1f && b[1] === 0x8b) return "a gzip archive";
  return "neither a PDF nor a DOCX file";
}
