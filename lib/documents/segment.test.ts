import { describe, expect, it } from "vitest";
import { MAX_CLAUSE_CHARS, partsOf, segment, segmentSteps } from "./segment";

const seg = (text: string) => segment([{ page: 1, text }]);

describe("segment", () => {
  it("as steps, gives a step per page (a review in slices yields between pages) and returns the same clauses", () => {
    const pages = Array.from({ length: 6 }, (_, p) => ({ page: p + 1, text: `${p + 1}. Term. Clause ${p + 1} lasts a year.\n(a) It renews.` }));
    const steps = segmentSteps(pages);
    let yields = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) yields++;
    expect(yields).toBe(6);
    expect(step.value).toEqual(segment(pages));
    expect(step.value.map((s) => s.label)).toEqual(["1", "(a)", "2", "(a)", "3", "(a)", "4", "(a)", "5", "(a)", "6", "(a)"]);
  });
  it("a numbered title-case line of its own is the clause's heading; a sentence broken after its subject is not", () => {
    const s = seg(
      [
        "9. Events of Default",
        "Failure by a Party to perform its obligations is an event of default.",
        "10. Termination",
        "This Agreement shall be terminated upon the occurrence of any of the following:",
        "(1) Academic Support Services",
        "Service Provider will provide academic support.",
        "11. The Company",
        "shall pay the fees monthly.",
      ].join("\n"),
    );
    expect(s.map((x) => [x.label, x.heading])).toEqual([
      ["9", "Events of Default"],
      ["10", "Termination"],
      ["(1)", "Academic Support Services"],
      ["11", null],
    ]);
    expect(s[1].text).toBe("This Agreement shall be terminated upon the occurrence of any of the following:");
    expect(s[3].text).toBe("The Company\nshall pay the fees monthly.");
  });
  it("splits every numbering style and keeps the document's own labels", () => {
    const s = seg(
      [
        "SERVICES AGREEMENT",
        "This Agreement is made between Acme Ltd and Beta Inc.",
        "1. Services. Supplier shall provide the services.",
        "1.1 Standards. Services shall meet the specification.",
        "1.1.1 Every report shall be in English.",
        "(a) first sub-clause text;",
        "(ii) a roman sub-clause;",
        "Article 5 Fees",
        "Fees are due monthly.",
        "Section 2.3 Audit. Customer may audit records.",
        "Clause 4 - Term. The term is one year.",
        "A. Lettered clause text.",
        "Schedule 2 Service Levels",
        "Uptime of 99.9 percent.",
      ].join("\n"),
    );
    expect(s.map((x) => x.label)).toEqual([null, "1", "1.1", "1.1.1", "(a)", "(ii)", "Article 5", "Section 2.3", "Clause 4", "A.", "Schedule 2"]);
    expect(s[0]).toMatchObject({ kind: "preamble", heading: "SERVICES AGREEMENT" });
    expect(s[1]).toMatchObject({ heading: "Services", text: "Supplier shall provide the services." });
    expect(s[6]).toMatchObject({ heading: "Fees", text: "Fees are due monthly." });
    expect(s[7]).toMatchObject({ heading: "Audit" });
    expect(s[10]).toMatchObject({ kind: "exhibit", heading: "Service Levels", text: "Uptime of 99.9 percent." });
  });

  it("keeps capitals headings with their clause, recognises definitions and signature blocks", () => {
    const s = seg(
      [
        "DEFINITIONS",
        '"Services" means the services in Schedule 1.',
        "CONFIDENTIALITY",
        "2. Each party shall keep information secret.",
        "IN WITNESS WHEREOF the parties have signed this Agreement.",
        "By: ________",
        "Name: Jane Doe",
        "1. Not a clause inside the signature block",
      ].join("\n"),
    );
    expect(s[0]).toMatchObject({ kind: "definitions", heading: "DEFINITIONS" });
    expect(s[1]).toMatchObject({ label: "2", heading: "CONFIDENTIALITY", kind: "clause" });
    expect(s[2].kind).toBe("signature");
    expect(s[2].text).toContain("Name: Jane Doe");
    expect(s).toHaveLength(3);
  });

  it("keeps a clause's number with its heading in capitals run into its text ('1. SERVICES. Supplier …'), and still splits one inside a paragraph", () => {
    const s = seg(
      [
        "SERVICES AGREEMENT",
        "This Agreement is made between A Ltd and B Inc.",
        "1. SERVICES. Supplier shall provide the services.",
        "2. FEES. Customer shall pay the fees. CONFIDENTIALITY. Each party shall keep the other's information secret.",
        "Section 3.1. TERM. This Agreement lasts two years.",
      ].join("\n"),
    );
    expect(s.map((x) => [x.label, x.heading])).toEqual([
      [null, "SERVICES AGREEMENT"],
      ["1", "SERVICES"],
      ["2", "FEES"],
      [null, "CONFIDENTIALITY"],
      ["Section 3.1", "TERM"],
    ]);
    // No clause ends with the next one's number.
    for (const x of s) expect(x.text).not.toMatch(/\n\S{1,12}\.$/);
  });

  it("drops a filing service's page footers: never a clause's heading, never inside its sentence", () => {
    const footer = "Source: ACME WIDGETS, INC., 8-K, 12/11/2017";
    const s = seg(
      [
        "1.7 \"Annual Fee\" means the fee set out in Schedule 1.",
        footer,
        "1.8 \"Product\" means the widgets described in Schedule 2.",
        "2. Supply. The Supplier shall supply the Products to the Customer in the",
        footer,
        "quantities ordered.",
      ].join("\n"),
    );
    expect(s.map((x) => [x.label, x.heading])).toEqual([
      ["1.7", null],
      ["1.8", null],
      ["2", "Supply"],
    ]);
    expect(s[2].text).toBe("The Supplier shall supply the Products to the Customer in the\nquantities ordered.");
    expect(seg(["Termination on notice", "Either party may end this agreement on notice.", footer, "The notice must be in writing."].join("\n\n")).map((x) => x.text).join(" ")).not.toContain("Source:");
  });

  it("falls back to paragraphs without numbering", () => {
    const s = seg("The supplier will deliver goods.\n\nThe buyer will pay within 30 days.\n\nThe law of India applies.");
    expect(s.map((x) => x.text)).toEqual(["The supplier will deliver goods.", "The buyer will pay within 30 days.", "The law of India applies."]);
  });

  it("keeps the page of each clause", () => {
    const s = segment([
      { page: 1, text: "1. Term. One year." },
      { page: 2, text: "2. Law. England and Wales." },
    ]);
    expect(s.map((x) => x.page)).toEqual([1, 2]);
  });

  it("does not start a clause in the middle of a sentence", () => {
    const s = seg(
      [
        "1. Term. This Agreement renews for successive periods of two",
        "(2) years unless either party gives ninety (90) days' notice.",
        "2. Liability. EXCEPT FOR BREACH OF SECTION 7, IN NO EVENT SHALL",
        "CONTENT PROVIDER BE LIABLE FOR MORE THAN THE FEES PAID.",
        "GENERAL",
        "3. Notices. Notices shall be in writing.",
      ].join("\n"),
    );
    expect(s.map((x) => x.label)).toEqual(["1", "2", "3"]);
    expect(s[0].text).toContain("two\n(2) years");
    expect(s[1].text).toContain("CONTENT PROVIDER BE LIABLE");
    expect(s[2].heading).toBe("Notices");
  });

  it("still reads a heading in capitals after a finished sentence, and a numbered sub-clause after a finished line", () => {
    const s = seg(["1. Fees. Customer shall pay the fees.", "CONFIDENTIALITY", "2. Each party shall keep the other's information secret.", "(a) This applies to all information;", "(2) and survives termination."].join("\n"));
    expect(s.find((x) => x.label === "2")!.heading).toBe("CONFIDENTIALITY");
    expect(s.map((x) => x.label)).toContain("(2)");
  });

  it("reads a title-case line between a finished sentence and a numbered clause as that clause's heading", () => {
    const s = seg(
      [
        "48. The Venture will insure its assets where that is standard practice.",
        "Indemnification",
        "49. Each Member will be indemnified by the Venture.",
        "50. The Members will meet",
        "Every Quarter",
        "51. Notices are given in writing.",
      ].join("\n"),
    );
    expect(s.find((x) => x.label === "48")!.text).not.toContain("Indemnification");
    expect(s.find((x) => x.label === "49")!.heading).toBe("Indemnification");
    // After an unfinished sentence the line carries on the sentence.
    expect(s.find((x) => x.label === "50")!.text).toContain("Every Quarter");
    expect(s.find((x) => x.label === "51")!.heading).toBeNull();
  });
});

describe("segment: a clause longer than the review reads as one", () => {
  const sentences = [
    "The Reseller shall order the Products through the portal.",
    "Each order is binding once the Maker confirms it in writing.",
    "Title passes to the Reseller on delivery to the named port.",
  ];

  it("cuts one unbroken 1,000,000-character paragraph into clauses of at most MAX_CLAUSE_CHARS, at sentence ends, losing nothing", () => {
    let text = "";
    for (let i = 0; text.length < 1_000_000; i++) text += (text ? " " : "") + sentences[i % 3];
    const segs = segment([{ page: 1, text }]);
    expect(segs.length).toBeGreaterThanOrEqual(20);
    expect(Math.max(...segs.map((s) => s.text.length))).toBeLessThanOrEqual(MAX_CLAUSE_CHARS);
    for (const s of segs) expect(s.text).toMatch(/\.$/);
    expect(segs.map((s) => s.text).join(" ")).toBe(text);
    expect(segs[0].kind).toBe("preamble");
    expect(segs.slice(1).every((s) => s.kind === "clause" && s.label === null && s.heading === null)).toBe(true);
  });

  describe("a numbered heading standing alone over its sub-clauses", () => {
    const services = [
      "CLEANING SERVICES AGREEMENT",
      "This agreement is made between Tidewater Facilities Ltd and Orchard Row Clinics Ltd.",
      "1. SERVICES",
      "1.1 The Contractor shall clean the premises each weekday evening.",
      "1.2 The Contractor shall supply its own materials.",
      "2. CHARGES",
      "2.1 The Client shall pay the monthly charge within 14 days of invoice.",
      "3. LIMITATION OF LIABILITY",
      "3.1 Nothing in this agreement limits liability for death or personal injury caused by negligence.",
      "3.2 Liability Cap. The Contractor's total liability shall not exceed the charges paid in the year before the claim.",
      "4. RESERVED",
      "5. INDEMNITY",
      "(a) The Client shall indemnify the Contractor against claims arising from the Client's instructions.",
      "(b) The Contractor shall indemnify the Client against damage caused by its staff.",
      "ARTICLE VI GOVERNING LAW",
      "6.1 This agreement is governed by the law of Scotland.",
      "SCHEDULE 1 Premises",
      "The clinic at 4 Orchard Row.",
    ].join("\n");

    it("is no clause of its own: each clause under it carries its heading as its section, up to the next numbered clause", () => {
      const s = seg(services);
      expect(s.map((x) => [x.label, x.heading, x.section ?? null])).toEqual([
        [null, "CLEANING SERVICES AGREEMENT", null],
        ["1.1", null, "SERVICES"],
        ["1.2", null, "SERVICES"],
        ["2.1", null, "CHARGES"],
        ["3.1", null, "LIMITATION OF LIABILITY"],
        ["3.2", "Liability Cap", "LIMITATION OF LIABILITY"],
        // Nothing under it: a heading with no sub-clause stays, as before.
        ["4", "RESERVED", null],
        ["(a)", null, "INDEMNITY"],
        ["(b)", null, "INDEMNITY"],
        ["6.1", null, "GOVERNING LAW"],
        ["SCHEDULE 1", "Premises", null],
      ]);
      expect(s.every((x) => x.text.trim() !== "")).toBe(true);
    });

    it("nests: a numbered heading inside a section, standing alone over its own sub-clauses, gives them its heading", () => {
      const s = seg(
        ["5. SUPPLY", "5.1 The Seller shall deliver the goods to the Buyer's depot.", "5.2 Volume Limits", "(a) The Buyer shall not order more than 500 units a month.", "(b) The Seller may refuse any excess.", "5.3 Risk passes on delivery.", "6. PRICE", "6.1 Prices are fixed for one year."].join("\n"),
      );
      expect(s.map((x) => [x.label, x.section ?? null])).toEqual([
        ["5.1", "SUPPLY"],
        ["(a)", "Volume Limits"],
        ["(b)", "Volume Limits"],
        ["5.3", "SUPPLY"],
        ["6.1", "PRICE"],
      ]);
    });

    it("keeps a numbered heading that has text of its own, and ends a section at a clause outside it", () => {
      const s = seg(["1. TERM", "This agreement lasts one year.", "1.1 It renews for a further year unless either party objects.", "2. NOTICES", "2.1 Notices shall be in writing.", "3. Waiver. No delay is a waiver."].join("\n"));
      expect(s.map((x) => [x.label, x.heading, x.section ?? null])).toEqual([
        ["1", "TERM", null],
        ["1.1", null, null],
        ["2.1", null, "NOTICES"],
        ["3", "Waiver", null],
      ]);
    });
  });

  it("keeps a numbered clause's number and heading on its first part only", () => {
    const long = Array.from({ length: 3_000 }, (_, i) => sentences[i % 3]).join(" ");
    const segs = segment([{ page: 1, text: `1. Definitions\nWords have their usual meaning.\n2. Supply\n${long}\n3. Term\nThis agreement lasts a year.` }]);
    const supply = segs.filter((s) => s.text.startsWith("The Reseller") || s.text.startsWith("Each order") || s.text.startsWith("Title passes"));
    expect(supply.length).toBeGreaterThan(1);
    expect(supply[0]).toMatchObject({ label: "2", heading: "Supply" });
    expect(supply.slice(1).every((s) => s.label === null && s.heading === null)).toBe(true);
    expect(supply.map((s) => s.text).join(" ")).toBe(long);
    expect(segs.at(-1)).toMatchObject({ label: "3", text: "This agreement lasts a year." });
  });

  it("cuts text without sentence ends at spaces, and text without spaces at the limit, never inside a surrogate pair", () => {
    expect(partsOf("word ".repeat(30_000).trim()).every((p) => p.length <= MAX_CLAUSE_CHARS && /^word( word)*$/.test(p))).toBe(true);
    const astral = "𝔞".repeat(60_000);
    const parts = partsOf(astral);
    expect(parts.join("")).toBe(astral);
    expect(parts.every((p) => p.length <= MAX_CLAUSE_CHARS && !/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/.test(p))).toBe(true);
  });

  it("leaves clauses up to the limit alone", () => {
    const text = Array.from({ length: 700 }, (_, i) => sentences[i % 3]).join(" ");
    expect(text.length).toBeLessThan(MAX_CLAUSE_CHARS);
    expect(segment([{ page: 1, text }]).map((s) => s.text)).toEqual([text]);
  });
});

describe("headings over sub-clauses", () => {
  it("a numbered title-case heading over its sub-clauses ('1. Engagement and Services', '1.1 …') and a lettered clause number ('9A') head their sections", () => {
    const segs = segment([{ page: 1, text: "1. Engagement and Services\n\n1.1 The Client engages the Consultant.\n1.2 The Consultant shall perform.\n9A. ANNOUNCEMENTS\n9A.1 Neither party shall make any announcement.\n9A.2 Each party shall nominate a contact.\n10. GENERAL\n10.1 Notices shall be in writing." }]);
    expect(segs.map((s) => [s.label, s.section ?? s.heading])).toEqual([
      ["1.1", "Engagement and Services"],
      ["1.2", "Engagement and Services"],
      ["9A.1", "ANNOUNCEMENTS"],
      ["9A.2", "ANNOUNCEMENTS"],
      ["10.1", "GENERAL"],
    ]);
  });

  it("a numbered sentence-case heading over its first sub-clause ('2. Fees and payment', '2.1 …') heads its section; a short sentence does not", () => {
    // Found reviewing an invented English consultancy agreement: "Fees and payment", "Term and termination" and
    // "Intellectual property" each came back as a clause of their own, with no text.
    const segs = segment([{ page: 1, text: "2. Fees and payment\n2.1 The Client shall pay the fees.\n2.2 Invoices are due in 30 days.\n3. Term and termination\n3.1 This Agreement continues for 12 months.\n4. The Supplier may subcontract\n4.1 Subcontractors are bound by this Agreement." }]);
    expect(segs.map((s) => [s.label, s.section ?? s.heading])).toEqual([
      ["2.1", "Fees and payment"],
      ["2.2", "Fees and payment"],
      ["3.1", "Term and termination"],
      ["4", null],
      ["4.1", null],
    ]);
  });
});

describe("sentence-case headings run into a numbered clause", () => {
  it("are headings ('3. Working hours. The Employee …'), but a short sentence is not ('4. Payment is due. …')", () => {
    const text = [
      "3. Working hours. The Employee shall work such hours as are necessary.",
      "9. Governing law and jurisdiction. This Agreement is governed by the laws of India.",
      "4. Payment is due. The Buyer shall pay on delivery.",
    ].join("\n");
    const segs = segment([{ page: 1, text }]);
    expect(segs.map((s) => s.heading)).toEqual(["Working hours", "Governing law and jurisdiction", null]);
    expect(segs[0].text).toBe("The Employee shall work such hours as are necessary.");
  });
});

describe("clauses numbered by part letter and number ('B1.', 'D4.')", () => {
  it("each is its own clause, with its heading", () => {
    const text = [
      "PART B - CHARGES",
      "B1. Charges. The Tenant shall pay the Charges monthly in advance.",
      "B2. Late payment. Overdue Charges bear interest at 4% a year above base rate.",
      "PART C - RECORDS",
      "C1. Records. The Tenant shall keep full records of its use of the Equipment.",
    ].join("\n");
    const segs = segment([{ page: 1, text }]);
    expect(segs.map((s) => s.label).filter(Boolean)).toEqual(expect.arrayContaining(["B1", "B2", "C1"]));
    expect(segs.find((s) => s.label === "B2")?.heading).toBe("Late payment");
    expect(segs.find((s) => s.label === "B2")?.text).not.toContain("monthly in advance");
  });
  it("does not take a code or a model number in running text for a clause number", () => {
    const segs = segment([{ page: 1, text: "1. Goods. The Supplier shall deliver the pumps.\nA4 paper copies of each delivery note shall be kept." }]);
    expect(segs.map((s) => s.label)).not.toContain("A4");
  });
});
