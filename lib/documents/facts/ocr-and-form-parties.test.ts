import { describe, expect, it } from "vitest";
import { preambleOf } from "./parties";

const terms = (text: string) => preambleOf(text).details.map((d) => [d.name, d.defined_as]);

describe("parties in OCR'd openings, forms with blanks, and other agreements' parties", () => {
  it("rejoins an opening whose letters OCR spaced apart and whose words it spaced further", () => {
    const text =
      'PERSONAL  GUARANTY   In   con s ide ra t ion   o f   t he   l oan   by   H arbou r   Len d ing ,   I nc .   ( "L ende r " )   t o   Bluefin   Boa t s   LLC   ( "B orrowe r " ) ,   t he   unders igned   agree :   1. The undersigned guarantees payment.';
    expect(terms(text)).toEqual([
      ["Harbour Lending, Inc.", "Lender"],
      ["Bluefin Boats LLC", "Borrower"],
    ]);
  });
  it("near miss: a normal opening with 'Exhibit B' and 'Schedule A' is left as it is", () => {
    const text = 'Exhibit B  to  Schedule A   This Agreement is made between Alder Ltd (the "Supplier") and Birch Ltd (the "Customer").';
    expect(terms(text)).toEqual([
      ["Alder Ltd", "Supplier"],
      ["Birch Ltd", "Customer"],
    ]);
  });
  it("a form that leaves the name blank still has the party its term names, plural or not", () => {
    const text = 'As an inducement to Maple Cafes, Inc. ("Franchisor") to enter into the Franchise Agreement, ______________________ ("Guarantors"), jointly and severally agree as follows: A. Guarantors shall pay.';
    expect(terms(text)).toEqual([
      ["Maple Cafes, Inc.", "Franchisor"],
      ["Guarantors", "Guarantors"],
    ]);
    // Near miss: a plural term after outsiders, with no blank, is no party.
    expect(terms('This Agreement is made between Alder Ltd (the "Supplier") and Birch Ltd (the "Customer") for the benefit of its customers and other users of its site ("Users").').map((t) => t[1])).toEqual(["Supplier", "Customer"]);
  });
  it("reads a term an OCR'd text quotes with mismatched marks, and a savings bank's 'FSB'", () => {
    const text = "THIS AGREEMENT is made between NORTHSTAR BANK, FSB ('Northstar\") and Bluefin Boats LLC (the \"Borrower\").\n\n1. Loan.";
    expect(terms(text)).toEqual([
      ["NORTHSTAR BANK, FSB", "Northstar"],
      ["Bluefin Boats LLC", "Borrower"],
    ]);
  });
  it("the parties of another agreement the opening describes are not this agreement's", () => {
    const text =
      'This AMENDMENT (this "Amendment") is made by and among Alder AB ("Alder") and Birch Co., Ltd. ("Birch"), as an amendment to that certain Supply Agreement dated May 1, 2015 by and among Cedar Inc. ("Cedar"), Alder AB and Birch Co., Ltd. (the "Supply Agreement").\n\nRECITALS';
    expect(terms(text)).toEqual([
      ["Alder AB", "Alder"],
      ["Birch Co., Ltd.", "Birch"],
    ]);
    // Near miss: a third party of this agreement, after "among", is kept.
    const three = 'This Agreement is made by and among Alder AB ("Alder"), Birch Co., Ltd. ("Birch") and Cedar Inc. ("Cedar").\n\nRECITALS';
    expect(terms(three).map((t) => t[1])).toEqual(["Alder", "Birch", "Cedar"]);
    // Near miss: an amendment that names its parties only by describing the agreement it amends is between them.
    const amendment = 'This Amendment No. 1 amends that certain License Agreement dated March 1, 2006 between Pine Studios, Inc. ("Pine") and Birch Games Inc. ("Licensee").\n\nThe parties agree as follows:';
    expect(terms(amendment).map((t) => t[1])).toEqual(["Pine", "Licensee"]);
  });
});
