/**
 * Document fixtures generated at test time with maintained libraries (pdf-lib, docx, @napi-rs/canvas); no
 * third-party contract text is stored in the repository.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from "docx";
import { createCanvas } from "@napi-rs/canvas";
import { Zip, ZipDeflate } from "fflate";

/** A text-layer PDF: one array of lines per page, with a running header and a page-number footer. */
export async function textPdf(pages: string[][], opts: { header?: string; title?: string } = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  if (opts.title) pdf.setTitle(opts.title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pages.forEach((lines, i) => {
    const page = pdf.addPage([612, 792]);
    if (opts.header) page.drawText(opts.header, { x: 72, y: 750, size: 9, font });
    lines.forEach((line, j) => page.drawText(line, { x: 72, y: 700 - j * 16, size: 11, font }));
    page.drawText(`Page ${i + 1} of ${pages.length}`, { x: 280, y: 40, size: 9, font });
  });
  return pdf.save();
}

/** An image-only ("scanned") one-page PDF: the text is drawn on a canvas and embedded as a PNG. */
export async function scannedPdf(lines: string[], options: { printedPageNumber?: string } = {}): Promise<Uint8Array> {
  const canvas = createCanvas(1275, 400);
  const g = canvas.getContext("2d");
  g.fillStyle = "white";
  g.fillRect(0, 0, 1275, 400);
  g.fillStyle = "black";
  g.font = "36px sans-serif";
  lines.forEach((l, i) => g.fillText(l, 60, 80 + i * 60));
  const pdf = await PDFDocument.create();
  const png = await pdf.embedPng(canvas.toBuffer("image/png"));
  const page = pdf.addPage([612, 192]);
  page.drawImage(png, { x: 0, y: 0, width: 612, height: 192 });
  // A scan with a printed page number: too little text to count as a text layer, but rendering it needs a font.
  if (options.printedPageNumber) page.drawText(options.printedPageNumber, { x: 60, y: 8, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf.save();
}

/** A minimal hand-built PDF whose trailer names an /Encrypt dictionary (standard security handler). */
export function encryptedPdf(): Uint8Array {
  const body = [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj",
    "4 0 obj << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >> endobj",
    "trailer << /Root 1 0 R /Size 5 /Encrypt 4 0 R /ID [<01><01>] >>",
    "%%EOF",
  ].join("\n");
  return new TextEncoder().encode(body);
}

/** Starts like a PDF, then garbage. */
export function corruptPdf(): Uint8Array {
  return new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catal\u0000\u0001\u0002 garbage without xref or trailer");
}

/** A DOCX with a heading, auto-numbered clauses, a nested item and a table. */
export async function docxFile(): Promise<Uint8Array> {
  const numbered = (text: string, level = 0) => new Paragraph({ text, numbering: { reference: "clauses", level } });
  const doc = new Document({
    numbering: {
      config: [
        {
          reference: "clauses",
          levels: [
            { level: 0, format: LevelFormat.DECIMAL, text: "%1.", alignment: AlignmentType.START },
            { level: 1, format: LevelFormat.DECIMAL, text: "%1.%2.", alignment: AlignmentType.START },
          ],
        },
      ],
    },
    sections: [
      {
        children: [
          new Paragraph({ text: "MASTER SERVICES AGREEMENT", heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun("This Agreement is made between Acme Ltd (\"Supplier\") and Beta Inc (\"Customer\").")] }),
          numbered("Confidentiality. Each party shall keep the other party's confidential information secret."),
          numbered("Governing Law. This Agreement is governed by the laws of England and Wales."),
          numbered("Customer may terminate this Agreement for convenience on 30 days' notice.", 1),
          new Table({
            rows: [
              new TableRow({ children: [new TableCell({ children: [new Paragraph("Fee")] }), new TableCell({ children: [new Paragraph("Amount")] })] }),
              new TableRow({ children: [new TableCell({ children: [new Paragraph("Monthly service fee")] }), new TableCell({ children: [new Paragraph("USD 1,000")] })] }),
            ],
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

export const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

/**
 * A DOCX-shaped zip whose word/document.xml inflates to `inflatedBytes` while its central directory (and local
 * header and data descriptor) declare `declaredBytes`: a zip bomb that a check of the declared sizes alone lets
 * through. Deflated as a stream, so making a large one does not hold its inflated size in memory.
 */
export function lyingDocx(inflatedBytes: number, declaredBytes = 1024): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    chunks.push(chunk);
  });
  const part = new ZipDeflate("word/document.xml", { level: 9 });
  zip.add(part);
  const block = new Uint8Array(1 << 20).fill(0x20);
  for (let left = inflatedBytes; left > 0; left -= block.length) part.push(left > block.length ? block : block.subarray(0, left), left <= block.length);
  zip.end();
  const bytes = Buffer.concat(chunks);
  for (let at = 0; at + 4 <= bytes.byteLength; at++) {
    const signature = bytes.readUInt32LE(at);
    if (signature === 0x04034b50) bytes.writeUInt32LE(declaredBytes, at + 22); // local file header
    if (signature === 0x08074b50) bytes.writeUInt32LE(declaredBytes, at + 12); // data descriptor
    if (signature === 0x02014b50) bytes.writeUInt32LE(declaredBytes, at + 24); // central directory entry
  }
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A PDF of one page of `width` × `height` points with no text layer: blank, or with one small filled square. */
export async function largePagePdf(width: number, height: number, options: { mark?: boolean } = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([width, height]);
  if (options.mark) page.drawRectangle({ x: 100, y: 100, width: 50, height: 50 });
  return pdf.save();
}
