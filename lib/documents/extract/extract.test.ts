import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { zipSync } from "fflate";
import { extractDocument, UnreadableDocument } from "./index";
import { decodeBase64, DocumentTooLarge } from "./decode";
import { cleanPages, joinHyphenation } from "./clean-pages";
import { htmlToLines } from "./html-to-lines";
import { corruptPdf, docxFile, encryptedPdf, lyingDocx, scannedPdf, textPdf } from "@/test/support/document-fixtures";

describe("page clean-up", () => {
  it("joins words hyphenated at a line end, keeps real hyphens", () => {
    expect(joinHyphenation(["the agreement may be termi-", "nated on notice", "a Non-", "Compete clause"])).toEqual([
      "the agreement may be terminated on notice",
      "a Non-",
      "Compete clause",
    ]);
  });
  it("drops running headers and page numbers that repeat across pages", () => {
    const body = ["1. Term. It lasts a year.", "2. Payment. Net 30.", "3. Law. England."];
    const pages = body.map((line, i) => ["ACME CONFIDENTIAL", line, `Draft v${i + 1} – ${i + 1}`, `Page ${i + 1} of 3`]);
    expect(cleanPages(pages)).toEqual(body.map((l) => [l]));
  });
  /** Six pages of four body lines, each distinct even with its digits masked, so none of them reads as running text. */
  const sixPages = () => Array.from({ length: 6 }, (_, p) => "wxyz".split("").map((k) => `(${"abcdef"[p]}${k}) The supplier delivers the goods on time.`));
  it("drops a fixed running footer containing digits and a date on every page, not only where the page number happens to appear in it", () => {
    const body = sixPages();
    expect(cleanPages(body.map((lines) => [...lines, "Source: WIDGETCO HOLDINGS INC., 8-K, 6/4/2008"]))).toEqual(body);
  });
  it("still drops a footer that differs only by the page number", () => {
    const body = sixPages();
    expect(cleanPages(body.map((lines, i) => [...lines, `Widgetco draft 2008 – ${i + 1}`]))).toEqual(body);
  });
  it("keeps a body line that equals a running footer's text when it sits mid-page", () => {
    const footer = "Source: WIDGETCO HOLDINGS INC., 8-K, 6/4/2008";
    const body = sixPages();
    body[2].splice(2, 0, footer);
    expect(cleanPages(body.map((lines) => [...lines, footer]))).toEqual(body);
  });
  it("drops a typed document's own page numbers that count up mid-page, keeps a lone number in a table", () => {
    const pages = [
      ["1. Term. It lasts a year.", "signal of the Stations.", "7", "2. Expenses. Each party pays its own.", "Item | Units"],
      ["Hosting | 12", "8", "3. Law. England.", "Units", "4", "Total", "4. Fees. Net 30.", "5. Audit. Yearly."],
      ["6. Notices. In writing.", "9", "7. Counterparts. Allowed.", "8. Waiver. None.", "9. Severability. Yes."],
    ];
    expect(cleanPages(pages)).toEqual([
      ["1. Term. It lasts a year.", "signal of the Stations.", "2. Expenses. Each party pays its own.", "Item | Units"],
      ["Hosting | 12", "3. Law. England.", "Units", "4", "Total", "4. Fees. Net 30.", "5. Audit. Yearly."],
      ["6. Notices. In writing.", "7. Counterparts. Allowed.", "8. Waiver. None.", "9. Severability. Yes."],
    ]);
  });
  it("drops an original page number that a filing's PDF places inside a running sentence", () => {
    // The table sits mid-page: a bare number in the page's last two lines reads as its footer page number.
    const page = ["Baker and any Alternate Driver are", "herein collectively", "1", "2", "referred to as the Driver.", "Units", "4", "Hosting | 12", "3. Law. England.", "4. Notices. In writing."];
    expect(cleanPages([page])).toEqual([
      ["Baker and any Alternate Driver are", "herein collectively", "referred to as the Driver.", "Units", "4", "Hosting | 12", "3. Law. England.", "4. Notices. In writing."],
    ]);
    // The page's own footer number is still told by its place on the page once mid-page numbers are gone.
    const withFooter = ["1. Term. It lasts a year.", "Baker and any Alternate Driver are", "herein collectively", "1", "2", "referred to as the Driver.", "2. Fees. Net 30.", "5"];
    expect(cleanPages([withFooter])).toEqual([withFooter.filter((l) => !/^\d$/.test(l))]);
  });
  it("drops a dashed page number placed mid-page, keeps a bare number mid-page", () => {
    const pages = [["1. Scope. The services are:", "(a) hosting;", "-4-", "(b) support.", "– 5 –", "2. Fees. The fees are set out in the table:", "Item | Units", "4", "Hosting | 12", "3. Term. One year."]];
    expect(cleanPages(pages)).toEqual([["1. Scope. The services are:", "(a) hosting;", "(b) support.", "2. Fees. The fees are set out in the table:", "Item | Units", "4", "Hosting | 12", "3. Term. One year."]]);
  });
  it("renders DOCX HTML with numbering and tables", () => {
    expect(htmlToLines("<h1>TERMS</h1><ol><li>One</li><li>Two<ol><li>Sub</li></ol></li></ol><table><tr><td>a</td><td>b</td></tr></table>")).toEqual([
      "TERMS",
      "1. One",
      "2. Two",
      "2.1. Sub",
      "a | b",
    ]);
  });
});

describe("base64", () => {
  it("rejects invalid base64 and oversized payloads", () => {
    expect(() => decodeBase64("not base64!!")).toThrow(UnreadableDocument);
    expect(() => decodeBase64("A".repeat(15 * 1024 * 1024))).toThrow(DocumentTooLarge);
    expect(Buffer.from(decodeBase64(Buffer.from("hello").toString("base64"))).toString()).toBe("hello");
  });
});

describe("extractDocument", () => {
  it("stops reading a PDF once its text is clearly over the character limit, and refuses one just over it", async () => {
    const page = Array.from({ length: 40 }, (_, i) => `${i + 1}. Supplier shall deliver the goods described in order ${i + 1} on time.`);
    const bytes = await textPdf(Array.from({ length: 12 }, () => page));
    const perPage = page.join("\n").length;
    const early = await extractDocument(bytes, { maxChars: perPage * 2 }).catch((e: unknown) => e);
    expect(early).toBeInstanceOf(DocumentTooLarge);
    expect((early as Error).message).toMatch(/by page 3 of 12/);
    const length = (await extractDocument(bytes)).pages.reduce((n, p) => n + p.text.length, 0);
    const justOver = await extractDocument(bytes, { maxChars: length - 1 }).catch((e: unknown) => e);
    expect(justOver).toBeInstanceOf(DocumentTooLarge);
    expect((justOver as Error).message).toBe(`The extracted text has ${length} characters; the limit is ${(length - 1).toLocaleString("en-US")}.`);
    expect((await extractDocument(bytes, { maxChars: length })).pages).toHaveLength(12);
  });

  it("reads a text PDF page by page without headers, footers or page numbers, joining hyphenation", async () => {
    const bytes = await textPdf(
      [
        ["SUPPLY AGREEMENT", "1. Term. This Agreement starts on signature and may be termi-", "nated by either party."],
        ["2. Governing Law. This Agreement is governed by the laws of India."],
        ["3. Notices. Notices shall be in writing."],
      ],
      { header: "Acme / Beta confidential draft", title: "Supply Agreement" },
    );
    const r = await extractDocument(bytes);
    expect(r.kind).toBe("pdf");
    expect(r.title).toBe("Supply Agreement");
    expect(r.pages).toHaveLength(3);
    expect(r.pages[0].text).toContain("may be terminated by either party.");
    expect(r.pages.map((p) => p.text).join("\n")).not.toMatch(/Page \d of 3|confidential draft/);
    expect(r.pages[1].text).toBe("2. Governing Law. This Agreement is governed by the laws of India.");
    expect(r.ocr).toBeNull();
  });

  it("reads a DOCX keeping numbering, headings and tables", async () => {
    const r = await extractDocument(await docxFile());
    expect(r.kind).toBe("docx");
    const text = r.pages[0].text;
    expect(text).toContain("MASTER SERVICES AGREEMENT");
    expect(text).toMatch(/^1\. Confidentiality\./m);
    expect(text).toMatch(/^2\. Governing Law\./m);
    expect(text).toMatch(/^2\.1\. Customer may terminate/m);
    expect(text).toContain("Monthly service fee | USD 1,000");
  });

  it("refuses a DOCX whose XML nests thousands deep before mammoth's recursive reader sees it", async () => {
    const xml = "<w:document><w:body>" + "<w:p>".repeat(100_000) + "</w:p>".repeat(100_000) + "</w:body></w:document>";
    const docx = zipSync({ "[Content_Types].xml": new TextEncoder().encode("<Types/>"), "word/document.xml": new TextEncoder().encode(xml) });
    await expect(extractDocument(docx)).rejects.toThrow(/word\/document\.xml nests elements more than 1000 deep/);
  });

  it("OCRs a scanned page offline and reports its confidence", async () => {
    const r = await extractDocument(await scannedPdf(["1. Governing Law. This Agreement is", "governed by the laws of California."]));
    expect(r.pages[0].ocr).toBe(true);
    expect(r.pages[0].text).toMatch(/Governing Law/);
    expect(r.pages[0].text).toMatch(/California/);
    expect(r.ocr?.pages).toBe(1);
    expect(r.ocr!.meanConfidence).toBeGreaterThan(50);
  }, 60_000);

  it("OCRs a scanned page that carries a printed page number (rendering it needs the page's font)", async () => {
    const r = await extractDocument(await scannedPdf(["7. Notices. Notices shall be given", "in writing to the address above."], { printedPageNumber: "Page 12 of 40" }));
    expect(r.pages[0].ocr).toBe(true);
    expect(r.pages[0].text).toMatch(/Notices/);
    // Read from the rendered font, not the image: lost when pdf.js cannot compile the font for rendering.
    expect(r.pages[0].text).toMatch(/12 of 40/);
    expect(r.ocr!.meanConfidence).toBeGreaterThan(50);
  }, 60_000);

  it("counts a blank page apart: it does not drag down the mean confidence of the pages OCR read", async () => {
    const withBlank = await PDFDocument.load(await scannedPdf(["3. Payment. Invoices are payable", "within thirty days of receipt."]));
    withBlank.addPage([612, 192]);
    const r = await extractDocument(await withBlank.save());
    expect(r.ocr).toMatchObject({ pages: 2, blankPages: 1, skippedPages: 0 });
    expect(r.ocr!.meanConfidence).toBeGreaterThan(50);
  }, 60_000);

  it.each([
    ["an encrypted PDF", encryptedPdf(), /encrypted/],
    ["a corrupt PDF", corruptPdf(), /corrupt|could not be read|no extractable text/],
    ["a PNG image", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), /PNG image/],
    ["a zip that is not a Word document", zipSync({ "a.txt": new TextEncoder().encode("hello") }), /not a Word document/],
    ["a zip bomb", zipSync({ "word/document.xml": new Uint8Array(60 * 1024 * 1024) }, { level: 9 }), /zip bomb/],
    // Declares 1 KiB and inflates to 64 MiB: the declared sizes pass the check, the bytes actually inflated do not.
    ["a zip bomb that lies about its sizes", lyingDocx(64 * 1024 * 1024), /zip bomb/],
  ])("rejects %s with a specific reason", async (_name, bytes, reason) => {
    const err = await extractDocument(bytes as Uint8Array).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnreadableDocument);
    expect((err as Error).message).toMatch(reason);
  });
});
