import { describe, expect, it } from "vitest";
import { governingLawOf } from "./governing-law";

const law = (...units: string[]) => governingLawOf(units)?.jurisdiction ?? null;

describe("the law a contract chooses", () => {
  it("reads it from any sentence, heading or not, and resolves the place", () => {
    expect(law("This Agreement shall be governed by the laws of the State of New York.")).toBe("US-NY");
    expect(law("Fees are due monthly.", "By this Agreement the Members form a joint venture in accordance with the laws of the State of Florida.")).toBe("US-FL");
    expect(law("This Agreement is governed by the laws of the Province of British Columbia and the federal laws of Canada applicable therein.")).toBe("CA-BC");
    expect(law("This Agreement is governed by the laws of England and Wales.")).toBe("GB");
    expect(law("Any such arbitration shall be subject to the application of the Italian Law.")).toBe("IT");
    expect(law("This Agreement has been made in the State of California and shall be governed by the laws thereof.")).toBe("US-CA");
    expect(law("The merits of any dispute shall be resolved under New York law.")).toBe("US-NY");
    expect(law("This Agreement is governed by the laws of the Commonwealth of Pennsylvania.")).toBe("US-PA");
  });
  it("Indian law with its disputes placed in one state's city is that state's; in two states, or none, India's", () => {
    expect(law("This Agreement shall be governed by the laws of India and the courts at Bengaluru shall have exclusive jurisdiction.")).toBe("IN-KA");
    expect(law("Any dispute shall be referred to arbitration under the Arbitration and Conciliation Act, 1996, seated in Mumbai.", "This Agreement is governed by Indian law.")).toBe("IN-MH");
    expect(law("This Agreement is governed by the laws of India. The courts at New Delhi and the courts at Mumbai shall have non-exclusive jurisdiction.")).toBe("IN");
    // A city named for another purpose (an address) places no dispute.
    expect(law("The Supplier's office is at Pune.", "This Agreement is governed by the laws of India.")).toBe("IN");
    // Only India: the federal law of the United States with courts in Houston stays the country's.
    expect(law("This Agreement is governed by the laws of the United States and the courts at Houston shall have jurisdiction.")).toBe("US");
  });
  it("a party's description, a compliance duty or a forum alone is not a choice of law", () => {
    expect(law("Acme Ltd, a company organized under the laws of France, and Beta Inc.")).toBeNull();
    expect(law("Each party shall comply with the laws of the State of Texas.")).toBeNull();
    expect(law("Any lawsuit may be initiated in a State or Federal Court located in the Commonwealth of Massachusetts.")).toBeNull();
  });
  it("reads words a scan ran together, and a state named before 'the laws of such state'", () => {
    expect(law("This agreement shall be construed in accordance with and governed by the laws ofthe state oftexas.")).toBe("US-TX");
    expect(law("This Agreement was accepted in the state in which the Franchisor's headquarters (currently the State of Oregon) is located and shall be governed by the laws of such state.")).toBe("US-OR");
    // A word that only starts like a place is not one: "laws often" chooses nothing.
    expect(law("The laws often change; this Agreement is governed by them.")).toBeNull();
  });
  it("reads any known place's name before 'law'", () => {
    expect(law("This Agreement shall be governed by Florida law.")).toBe("US-FL");
    expect(law("This Agreement and any dispute under it are governed by Illinois law.")).toBe("US-IL");
    expect(law("This Agreement is governed by Singapore law.")).toBe("SG");
    expect(law("This Agreement is governed by federal law and by common law.")).toBeNull();
  });
  it("a sentence that says 'governed' or 'construed' wins over an earlier 'in accordance with the laws of'", () => {
    expect(law("Distributor shall perform its obligations hereunder in accordance with the laws of Puerto Rico.", "This Agreement shall be governed by the laws of the State of New York.")).toBe("US-NY");
    expect(law("All Products sold hereunder shall be labelled in accordance with the laws of Canada.", "Governing Law. The laws of the State of Ohio govern.")).toBe("US-OH");
  });
  it("reads curly apostrophes, capitals, 'laws and regulations of', more adjectives and a 'Governing Law:' line", () => {
    expect(law("This Agreement shall be governed by the laws of the People’s Republic of China.")).toBe("CN");
    expect(law("THIS AGREEMENT SHALL BE GOVERNED BY FLORIDA LAW.")).toBe("US-FL");
    expect(law("This Agreement shall be governed by the laws and regulations of the People's Republic of China.")).toBe("CN");
    expect(law("This Agreement shall be governed by Danish law.")).toBe("DK");
    expect(law("Governing Law: State of Delaware")).toBe("US-DE");
  });
  it("says which unit the choice is in", () => {
    expect(governingLawOf(["Recitals.", "Fees.", "This Agreement is governed by the laws of Japan."])).toMatchObject({ jurisdiction: "JP", unit: 2 });
  });
  it("reads a choice that also mentions a prohibition, other names for places, and 'settled under the laws of'", () => {
    expect(law("This Agreement shall be governed by the laws of the State of New York, except to the extent prohibited by the federal securities laws.")).toBe("US-NY");
    expect(law("Both parties agree that disputes under this contract shall be settled under the laws of the R.O.C.")).toBe("TW");
    expect(law("This Agreement shall be governed by the laws of Turkey.")).toBe("TR");
    expect(law("This Agreement is governed by the laws of the British Virgin Islands.")).toBe("VG");
  });
  it("a choice whose place is redacted or borrowed from another agreement is reported, with no place", () => {
    expect(governingLawOf(["This Agreement shall be governed by and construed in accordance with the laws of the ***."])).toMatchObject({ jurisdiction: null });
    expect(governingLawOf(["The terms of the Governing Law and Dispute Resolution provisions of the Supply Agreement will apply to this Addendum."])).toMatchObject({ jurisdiction: null, place: "as in the Supply Agreement" });
    // A court acting "pursuant to the laws of" a place, outside any sentence about the contract, chooses nothing.
    expect(governingLawOf(["The court may appoint a receiver pursuant to the laws of Nevada."])).toBeNull();
  });
  it("reads a US state's abbreviation: the traditional ones anywhere, a postal code only after 'State of'", () => {
    expect(law("This Agreement is governed by the laws of the State of N.Y. without regard to its conflict rules.")).toBe("US-NY");
    expect(law("Disputes under this Agreement are decided under Cal. law.")).toBe("US-CA");
    expect(law("This Agreement shall be construed under the laws of the State of Nev.")).toBe("US-NV");
    expect(law("This Agreement is governed by the laws of the State of NJ.")).toBe("US-NJ");
    // "in" and "or" are words, not Indiana and Oregon.
    expect(law("This Agreement is governed by the laws in or of the place of delivery.")).toBeNull();
  });
  it("reads 'State' or 'and federal' between the place and 'law'", () => {
    expect(law("This Agreement is governed by Ohio State law.")).toBe("US-OH");
    expect(law("All claims under this Agreement are governed by Utah and federal law.")).toBe("US-UT");
    expect(law("The parties agree this contract is governed by Kansas and applicable federal law.")).toBe("US-KS");
  });
  it("reads 'Applicable Law:' and 'Choice of Law:' lines like 'Governing Law:'", () => {
    expect(law("Applicable Law: the laws of the Commonwealth of Kentucky.")).toBe("US-KY");
    expect(law("Choice of Law: State of Oregon")).toBe("US-OR");
  });
  it("reads 'the law in effect in' / 'applicable in', more forms of a country's name, and a place we do not list before its country", () => {
    expect(law("This Agreement is governed by the laws in effect in the State of Idaho.")).toBe("US-ID");
    expect(law("This Agreement shall be governed by the law applicable in the Province of Manitoba.")).toBe("CA-MB");
    expect(law("This Agreement shall be interpreted under the laws of the Peoples Republic of China.")).toBe("CN");
    expect(law("This Agreement is governed by the laws of the Grand Duchy of Luxembourg.")).toBe("LU");
    expect(law("This Agreement is governed by the laws of the Canton of Geneva, Switzerland.")).toBe("CH");
    expect(law("This Agreement is governed by the laws of the State of Parana, Brazil.")).toBe("BR");
  });
  it("reads a place's name broken over a line or spaced twice", () => {
    expect(law("This Agreement shall be governed by the laws of the State of South\nDakota.")).toBe("US-SD");
    expect(law("This Agreement shall be governed by the laws of the State of Rhode  Island.")).toBe("US-RI");
  });
  it("keeps the forum apart from the law: courts chosen are not a law chosen", () => {
    expect(law("Each party submits to the exclusive jurisdiction of the courts of the State of Vermont.")).toBeNull();
    expect(law("This Agreement is governed by the laws of the State of Maine, and each party submits to the exclusive jurisdiction of the courts of the State of Vermont.")).toBe("US-ME");
    expect(law("Each party submits to the exclusive jurisdiction of the courts of Vermont; this Agreement is construed in accordance with the laws of the State of Maine.")).toBe("US-ME");
  });
  it("reads words hyphenated across a line break ('gov- erned', 'Dela-\\nware') and quotes the sentence as written", () => {
    expect(law("This Agreement shall be gov-\nerned by the laws of the State of New York.")).toBe("US-NY");
    expect(law("This Agreement shall be gov- erned by and con- strued under the laws of the State of Dela- ware.")).toBe("US-DE");
    expect(law("The rights of the parties are to be inter-\npreted under the laws of the State of Cali-\nfornia.")).toBe("US-CA");
    const found = governingLawOf(["This Agreement shall be gov- erned by the laws of the State of Dela- ware."]);
    expect(found?.place).toBe("Delaware");
    expect(found?.text).toBe("This Agreement shall be gov- erned by the laws of the State of Dela- ware.");
    // A hyphen inside a line is a word's own: "non-exclusive" is not "nonexclusive" joined, and a dash is no hyphenation.
    expect(law("The courts of the State of Ohio have non-exclusive jurisdiction - the laws of no state are chosen.")).toBeNull();
  });
  it("reads a choice with words between 'law' and the place, a comma after 'laws of', and 'subject to' a place's law", () => {
    expect(law("All questions concerning the construction and interpretation of this Agreement will be governed by the internal law, and not the law of conflicts, of the State of Oregon.")).toBe("US-OR");
    expect(law("This Agreement shall be deemed made in, and shall be construed pursuant to the laws of, the State of New Jersey.")).toBe("US-NJ");
    expect(law("This Agreement is subject to Swiss law.")).toBe("CH");
    // "subject to" a duty or a section chooses nothing.
    expect(law("Each delivery is subject to compliance with the laws of the State of Texas.")).toBeNull();
    expect(law("This Agreement is subject to Section 4 and to the law firm's review.")).toBeNull();
  });
  it("reads a state's or province's law named before the country's federal laws as the choice", () => {
    expect(law("This Agreement shall be interpreted under Ontario law and the federal laws of Canada applicable therein.")).toBe("CA-ON");
    expect(law("This Agreement is governed by Texas law and the laws of the United States of America, where applicable.")).toBe("US-TX");
    // A country's law named alone, or beside another country's, stays the country's.
    expect(law("This Agreement is governed by the laws of Canada.")).toBe("CA");
  });
  it("reads more countries' adjectives before 'law' and a 'Federative Republic'", () => {
    expect(law("This Agreement shall be governed by Singaporean law.")).toBe("SG");
    expect(law("This Agreement is governed by Malaysian law and the parties submit to the courts of Kuala Lumpur.")).toBe("MY");
    expect(law("This Agreement shall be construed under South African law.")).toBe("ZA");
    expect(law("This Agreement shall be governed by the laws of the Federative Republic of Brazil.")).toBe("BR");
  });
});
