import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parseArticleReference, parseCitationText, type ParsedCitation } from "./parse";

/** The fields that matter, so expectations stay readable. */
function brief(citations: ParsedCitation[]) {
  return citations.map((c) => ({ instrument: c.instrument, article: c.article, pinpoint: c.pinpoint, label: c.label }));
}

function one(text: string, options = {}) {
  const found = parseCitationText(text, options);
  expect(found, text).toHaveLength(1);
  return brief(found)[0];
}

describe("CPC Orders and Rules", () => {
  it("reads an Order and Rule as one provision, in the forms Indian practice writes it", () => {
    expect(one("Order VII Rule 11 CPC")).toEqual({ instrument: "CPC", article: "Order VII Rule 11", pinpoint: null, label: null });
    expect(one("under O. VII r. 11(d) of the Code of Civil Procedure")).toEqual({
      instrument: "Code of Civil Procedure",
      article: "Order VII Rule 11",
      pinpoint: "(d)",
      label: null,
    });
    expect(one("CPC Order 39 Rule 1")).toMatchObject({ instrument: "CPC", article: "Order XXXIX Rule 1" });
    expect(one("Order XLI, Rule 1 CPC")).toMatchObject({ article: "Order XLI Rule 1" });
    expect(one("Order XIII-A of the CPC")).toMatchObject({ article: "Order XIII-A", instrument: "CPC" });
    expect(one("Order XXXVII")).toMatchObject({ article: "Order XXXVII", instrument: null });
  });

  it("does not read ordinary prose as an Order", () => {
    expect(parseCitationText("in order to file, the Order I mentioned, order 7 days later")).toEqual([]);
  });

  it("normalises a structured Order reference", () => {
    expect(parseArticleReference("Order 7 Rule 11")).toEqual({ article: "Order VII Rule 11", pinpoint: null, label: null });
    expect(parseArticleReference("O. XXXIX r. 2")).toEqual({ article: "Order XXXIX Rule 2", pinpoint: null, label: null });
  });
});

describe("parseCitationText without a registry", () => {
  it("reads a name before or after an article with a pinpoint", () => {
    expect(one("GDPR Art. 17(1)")).toEqual({ instrument: "GDPR", article: "17", pinpoint: "(1)", label: "article" });
    expect(one("Art. 6(1)(f) GDPR")).toEqual({ instrument: "GDPR", article: "6", pinpoint: "(1)(f)", label: "article" });
    expect(one("Art. 6 (1) (f) GDPR")).toMatchObject({ article: "6", pinpoint: "(1)(f)" });
    expect(one("Art. 6 para. 1 lit. f DSGVO")).toEqual({
      instrument: "DSGVO",
      article: "6",
      pinpoint: "(1)(f)",
      label: "article",
    });
  });

  it("reads bare provisions", () => {
    expect(one("Article 17")).toEqual({ instrument: null, article: "17", pinpoint: null, label: "article" });
    expect(one("Section 73")).toEqual({ instrument: null, article: "73", pinpoint: null, label: "section" });
    expect(one("see s 27 above")).toMatchObject({ instrument: null, article: "27", label: "section" });
  });

  it("reads Dutch Civil Code articles numbered Book:article, and not a time of day", () => {
    expect(one("Article 7:672")).toEqual({ instrument: null, article: "7:672", pinpoint: null, label: "article" });
    expect(one("art. 6:230o")).toMatchObject({ article: "6:230o", label: "article" });
    expect(one("Article 12: the scope")).toMatchObject({ article: "12" });
  });

  it("reads sections of named Acts, with or without the year", () => {
    expect(one("s. 27 of the Indian Contract Act")).toEqual({
      instrument: "Indian Contract Act",
      article: "27",
      pinpoint: null,
      label: "section",
    });
    expect(one("Section 73, Indian Contract Act, 1872")).toMatchObject({
      instrument: "Indian Contract Act, 1872",
      article: "73",
    });
    expect(one("Indian Contract Act, 1872, s. 27")).toMatchObject({ instrument: "Indian Contract Act, 1872", article: "27" });
    expect(one("Digital Fairness Act 2031 s. 4")).toMatchObject({ instrument: "Digital Fairness Act 2031", article: "4" });
    expect(one("Section 172 Companies Act 2006")).toMatchObject({ instrument: "Companies Act 2006", article: "172" });
  });

  it("keeps a Latin ordinal that names an inserted article ('197 bis'), and does not take a following word for one", () => {
    expect(one("Art. 197 bis of the Código del Trabajo")).toMatchObject({ instrument: "Código del Trabajo", article: "197 bis" });
    expect(one("Article 3ter of the Consumer Code")).toMatchObject({ article: "3ter" });
    expect(one("section 3 terms of the Sale of Goods Act 1979")).toMatchObject({ article: "3" });
  });

  it("reads code citations with and without the section sign", () => {
    expect(one("15 U.S.C. § 78dd-1")).toEqual({ instrument: "15 U.S.C.", article: "78dd-1", pinpoint: null, label: "section" });
    expect(one("45 C.F.R. § 164.502")).toMatchObject({ instrument: "45 C.F.R.", article: "164.502" });
    expect(one("Cal. Civ. Code § 1798.100")).toMatchObject({ instrument: "Cal. Civ. Code", article: "1798.100" });
    expect(one("8 Del. C. § 141(a)")).toMatchObject({ instrument: "8 Del. C.", article: "141", pinpoint: "(a)" });
    expect(one("15 U.S.C. 78dd-1")).toEqual({ instrument: "15 U.S.C.", article: "78dd-1", pinpoint: null, label: null });
    expect(one("45 CFR 164.502(a)")).toMatchObject({ instrument: "45 CFR", article: "164.502", pinpoint: "(a)" });
    expect(one("740 ILCS 14/15")).toMatchObject({ instrument: "740 ILCS", article: "14/15" });
    expect(one("§ 26 BDSG")).toEqual({ instrument: "BDSG", article: "26", pinpoint: null, label: "section" });
    expect(one("BGB § 305")).toMatchObject({ instrument: "BGB", article: "305" });
  });

  it("splits lists and shares the instrument", () => {
    expect(brief(parseCitationText("Articles 15 and 17 of the GDPR"))).toEqual([
      { instrument: "GDPR", article: "15", pinpoint: null, label: "article" },
      { instrument: "GDPR", article: "17", pinpoint: null, label: "article" },
    ]);
    expect(brief(parseCitationText("ss. 10, 11 and s. 14(2) of the Indian Contract Act")).map((c) => c.article)).toEqual([
      "10",
      "11",
      "14",
    ]);
  });

  it("finds several citations in running text without mixing their names", () => {
    const text = "Under the GDPR, Art. 17 gives a right to erasure. See also s. 73 of the Indian Contract Act. Article 17 GDPR and Article 18 BDSG.";
    expect(brief(parseCitationText(text))).toEqual([
      { instrument: "GDPR", article: "17", pinpoint: null, label: "article" },
      { instrument: "Indian Contract Act", article: "73", pinpoint: null, label: "section" },
      { instrument: "GDPR", article: "17", pinpoint: null, label: "article" },
      { instrument: "BDSG", article: "18", pinpoint: null, label: "article" },
    ]);
  });

  it("does not take sentence words for names", () => {
    expect(one("The controller must comply with Article 17 GDPR. The processor must help.")).toMatchObject({
      instrument: "GDPR",
    });
    expect(one("In that case Section 73 applies")).toMatchObject({ instrument: null, article: "73" });
    expect(one("Section 73 in India")).toMatchObject({ instrument: null, article: "73" });
    expect(one("Article 17 under French law")).toMatchObject({ instrument: null, article: "17" });
    expect(one("Article 17 under the GDPR")).toMatchObject({ instrument: "GDPR", article: "17" });
    expect(one("Article 17 of Regulation (EU) 2016/679")).toMatchObject({ instrument: "Regulation (EU) 2016/679" });
  });

  it("ignores text that cites nothing", () => {
    expect(parseCitationText("It's 5 o'clock and the Regulation 2016/679 applied in 2018.")).toEqual([]);
    expect(parseCitationText("")).toEqual([]);
    expect(parseCitationText("Schedule of works, Annex 3")).toEqual([]);
  });
});

describe("parseCitationText with a name predicate", () => {
  const known = new Set(["code civil", "indian contract act, 1872", "privacy act 1988", "companies act", "gdpr"]);
  const isKnownName = (name: string) => known.has(name.toLowerCase());

  it("extends a name over lower-case words the registry knows", () => {
    expect(one("art. 1103 du Code civil")).toMatchObject({ instrument: "Code" });
    expect(one("art. 1103 du Code civil", { isKnownName })).toMatchObject({ instrument: "Code civil", article: "1103" });
  });

  it("never cuts a known name out of a longer invented one", () => {
    expect(one("Fake Privacy Act 1988 s. 6", { isKnownName })).toMatchObject({ instrument: "Fake Privacy Act 1988" });
    expect(one("s. 4 of the Companies Act Amendment Bill", { isKnownName })).toMatchObject({
      instrument: "Companies Act Amendment Bill",
    });
    expect(one("Under Privacy Act 1988 s. 6", { isKnownName })).toMatchObject({ instrument: "Privacy Act 1988" });
  });
});

describe("parseArticleReference", () => {
  it("splits label, number and pinpoint", () => {
    expect(parseArticleReference("Art. 17(1)")).toEqual({ article: "17", pinpoint: "(1)", label: "article" });
    expect(parseArticleReference(" 17 ")).toEqual({ article: "17", pinpoint: null, label: null });
    expect(parseArticleReference("§ 164.502(a)(1)")).toEqual({ article: "164.502", pinpoint: "(a)(1)", label: "section" });
    expect(parseArticleReference("s. 43A")).toEqual({ article: "43A", pinpoint: null, label: "section" });
    expect(parseArticleReference("Schedule 1")).toEqual({ article: "Schedule 1", pinpoint: null, label: null });
  });
});

describe("parseCitationText on arbitrary text", () => {
  it("never throws, and every article it reports is in the text", () => {
    const pieces = fc.constantFrom("Art.", "s.", "§", "Section", "GDPR", "of the", "Act", ",", "17", "(1)", "73A", "78dd-1", "U.S.C.", "15", "and", "The", ".");
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(pieces, { maxLength: 12 }).map((p) => p.join(" "))), (text) => {
        for (const c of parseCitationText(text)) {
          expect(text.slice(c.start, c.end)).toBe(c.text);
          expect(c.text).toContain(c.article);
        }
      }),
      { numRuns: 500 },
    );
  });
});
