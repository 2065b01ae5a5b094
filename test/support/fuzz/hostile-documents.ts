/**
 * Hostile files for the documents endpoint (the hostile-input suite, test/api/fuzz.test.ts): zips that lie about
 * their sizes, pages too large to render, polyglots, truncations and structures built to exhaust a parser. Each is
 * at most the endpoint's 10 MiB; none may get a 5xx or take the server past its memory and latency bounds.
 */
import { Zip, ZipPassThrough, strToU8, zipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import { corruptPdf, docxFile, encryptedPdf, largePagePdf, lyingDocx, scannedPdf, textPdf } from "../document-fixtures";

export interface HostileFile {
  name: string;
  bytes: Uint8Array;
}

const CONTRACT = [
  "SERVICES AGREEMENT between Acme Ltd (Supplier) and Beta Inc (Customer).",
  "1. Services. Supplier shall provide the services described in Schedule 1.",
  "2. Governing Law. This Agreement is governed by the laws of England and Wales.",
];

const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const text = (s: string) => new TextEncoder().encode(s);

/** `long` adds the largest (slowest to build and send) files. */
export async function hostileFiles(options: { long: boolean }): Promise<HostileFile[]> {
  const pdf = await textPdf([CONTRACT]);
  const docx = await docxFile();
  const files: HostileFile[] = [
    // Zips whose directory lies.
    // 32 MiB is enough to pass what it declares 32,000 times over (and quick to make); the long run adds 2 GiB.
    { name: "DOCX inflating to 32 MiB, declaring 1 KiB", bytes: lyingDocx(32 * 1024 * 1024) },
    { name: "DOCX inflating to 4 MiB, declaring 4 GiB - 1", bytes: lyingDocx(4 * 1024 * 1024, 0xffffffff) },
    { name: "DOCX inflating to 1 MiB, declaring 0", bytes: lyingDocx(1024 * 1024, 0) },
    { name: "DOCX whose central directory points past the end", bytes: centralDirectoryOffset(docx, 0x7fffffff) },
    { name: "DOCX with 20,000 entries", bytes: manyEntries(20_000) },
    { name: "DOCX whose document.xml is a zip", bytes: nestedZip(docx) },
    { name: "DOCX with an entry named ../../../etc/passwd", bytes: zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "../../../etc/passwd": strToU8("root:x:0:0") }) },
    { name: "DOCX whose document.xml nests 100,000 elements", bytes: docxWithXml("<w:p>".repeat(100_000) + "</w:p>".repeat(100_000)) },
    { name: "DOCX with an entity expansion (billion laughs)", bytes: docxWithXml(billionLaughs()) },
    { name: "DOCX with an external entity", bytes: docxWithXml('<!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><w:document>&x;</w:document>') },
    // Pages too large to render, or too many.
    { name: "PDF with one blank 5000 x 5000 pt page", bytes: await largePagePdf(5000, 5000) },
    { name: "PDF with one marked 14400 x 14400 pt page", bytes: await largePagePdf(14_400, 14_400, { mark: true }) },
    { name: "PDF with 12 marked 3000 x 3000 pt pages", bytes: await manyLargePages(12, 3000) },
    { name: "PDF whose page tree claims 1,000,000,000 pages", bytes: text(pdfClaimingPages(1_000_000_000)) },
    { name: "PDF with arrays nested 100,000 deep", bytes: text(pdfWithNesting(100_000)) },
    { name: "PDF with a stream of /Length 2^31", bytes: text(pdfWithStreamLength(2 ** 31)) },
    { name: "PDF with a reference cycle", bytes: text(pdfWithCycle()) },
    // Polyglots: readers that sniff the start see one type, readers that seek the end see another.
    { name: "PDF + ZIP (DOCX appended to a PDF)", bytes: concat(pdf, docx) },
    { name: "ZIP + PDF (PDF appended to a DOCX)", bytes: concat(docx, pdf) },
    { name: "HTML + DOCX", bytes: concat(text("<!doctype html><html><script>alert(1)</script></html>\n"), docx) },
    { name: "DOCX whose document.xml is HTML", bytes: docxWithXml("<html><body><script>alert(1)</script>1. Governing Law.</body></html>") },
    { name: "PDF header on a DOCX", bytes: concat(text("%PDF-1.7\n"), docx) },
    // Truncations and corruptions.
    ...[0.1, 0.5, 0.9, 0.999].map((f) => ({ name: `PDF cut at ${f * 100}%`, bytes: pdf.slice(0, Math.floor(pdf.length * f)) })),
    ...[0.1, 0.5, 0.9, 0.999].map((f) => ({ name: `DOCX cut at ${f * 100}%`, bytes: docx.slice(0, Math.floor(docx.length * f)) })),
    { name: "scanned PDF cut in its image", bytes: (await scannedPdf(CONTRACT)).slice(0, 2000) },
    { name: "encrypted PDF", bytes: encryptedPdf() },
    { name: "corrupt PDF", bytes: corruptPdf() },
    { name: "just a zip signature", bytes: text("PK\u0003\u0004") },
    { name: "just a PDF header", bytes: text("%PDF-") },
    { name: "10 MiB of zeros", bytes: new Uint8Array(10 * 1024 * 1024) },
  ];
  if (options.long) {
    files.push(
      { name: "DOCX inflating to 2 GiB, declaring 1 KiB", bytes: lyingDocx(2 * 1024 * 1024 * 1024) },
      { name: "DOCX inflating to 300 MiB, declaring it", bytes: lyingDocx(300 * 1024 * 1024, 300 * 1024 * 1024) },
      { name: "DOCX inflating to 9 MiB, declaring it", bytes: lyingDocx(9 * 1024 * 1024, 9 * 1024 * 1024) },
      { name: "PDF with 400 marked 3000 x 3000 pt pages", bytes: await manyLargePages(400, 3000) },
      { name: "PDF with arrays nested 1,000,000 deep", bytes: text(pdfWithNesting(1_000_000)) },
    );
  }
  return files;
}

/** The zip with its end-of-central-directory record's directory offset replaced. */
function centralDirectoryOffset(zip: Uint8Array, offset: number): Uint8Array {
  const bytes = Buffer.from(zip);
  const at = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  bytes.writeUInt32LE(offset >>> 0, at + 16);
  return new Uint8Array(bytes);
}

function manyEntries(count: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    chunks.push(chunk);
  });
  for (let i = 0; i < count; i++) {
    const entry = new ZipPassThrough(i === 0 ? "word/document.xml" : `word/media/${i}.xml`);
    zip.add(entry);
    entry.push(strToU8("<w:document/>"), true);
  }
  zip.end();
  return new Uint8Array(Buffer.concat(chunks));
}

function nestedZip(inner: Uint8Array): Uint8Array {
  return zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "word/document.xml": inner });
}

function docxWithXml(xml: string): Uint8Array {
  return zipSync({
    "[Content_Types].xml": strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    "word/document.xml": strToU8(xml),
  });
}

function billionLaughs(): string {
  const entities = ['<!ENTITY l0 "lol">'];
  for (let i = 1; i <= 9; i++) entities.push(`<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`);
  return `<?xml version="1.0"?><!DOCTYPE d [${entities.join("")}]><w:document><w:body><w:p><w:r><w:t>&l9;</w:t></w:r></w:p></w:body></w:document>`;
}

async function manyLargePages(count: number, size: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < count; i++) pdf.addPage([size, size]).drawRectangle({ x: 100, y: 100, width: 50, height: 50 });
  return pdf.save();
}

/** A hand-built PDF around `objects` (1 is the catalog, 2 the page tree), with a correct xref table. */
function pdfOf(objects: string[]): string {
  let out = "%PDF-1.7\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer << /Root 1 0 R /Size ${objects.length + 1} >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

function pdfClaimingPages(count: number): string {
  return pdfOf(["<< /Type /Catalog /Pages 2 0 R >>", `<< /Type /Pages /Kids [3 0 R] /Count ${count} >>`, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>"]);
}

function pdfWithNesting(depth: number): string {
  return pdfOf(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /X ${"[".repeat(depth)}${"]".repeat(depth)} >>`]);
}

function pdfWithStreamLength(length: number): string {
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
    `<< /Length ${length} >>\nstream\nBT /F1 12 Tf 72 712 Td (Governing Law) Tj ET\nendstream`,
  ]);
}

function pdfWithCycle(): string {
  return pdfOf(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1 >>"]);
}
