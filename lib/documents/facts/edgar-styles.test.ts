/**
 * Invented openings, choice-of-law sentences and liability caps in the many styles EDGAR filings use (no CUAD text:
 * every name, address and sentence below is made up). The expected answer beside each case was written from the
 * wording before the code was run on it: who the parties are and what the contract calls them, which law is chosen,
 * whose liability a cap limits.
 */
import { describe, expect, it } from "vitest";
import { liabilityProtection } from "../review/direction";
import { governingLawOf } from "./governing-law";
import { partiesNamedIn, partyRefs, preambleOf } from "./parties";

const terms = (text: string) => preambleOf(text).details.map((d) => [d.name, d.defined_as]);

describe("party openings in EDGAR styles", () => {
  const cases: { style: string; text: string; expected: [string, string | null][] }[] = [
    {
      style: "a preamble table of roles",
      text: "MASTER SUPPLY AGREEMENT\n\nSupplier: Northwind Components GmbH\nCustomer: Bluewater Retail plc\nEffective Date: 1 March 2021\n\n1. Definitions",
      expected: [["Northwind Components GmbH", "Supplier"], ["Bluewater Retail plc", "Customer"]],
    },
    {
      style: "English 'BETWEEN: (1) … (2) …'",
      text: 'THIS AGREEMENT is dated 3 May 2021\n\nBETWEEN:\n\n(1) ALDER HOLDINGS LIMITED, a company incorporated in England and Wales with company number 01234567 whose registered office is at 1 King Street, London EC2V 8AU (the "Licensor"); and\n\n(2) BIRCH MEDIA LTD, a company incorporated in England and Wales with company number 07654321 whose registered office is at 9 Mill Lane, Leeds LS1 4AB (the "Licensee").\n\nBACKGROUND\n\n(A) The Licensor owns the Rights.',
      expected: [["ALDER HOLDINGS LIMITED", "Licensor"], ["BIRCH MEDIA LTD", "Licensee"]],
    },
    {
      style: "English unquoted '(Supplier)' in a PARTIES block",
      text: "PARTIES\n\n(1) JUNIPER SOFTWARE LIMITED incorporated and registered in England and Wales with company number 12345678 whose registered office is at 4 Dock Road, Bristol BS1 5AA (Supplier).\n\n(2) KESTREL BANK PLC incorporated and registered in Scotland with company number SC765432 whose registered office is at 2 Castle Street, Edinburgh EH2 3AH (Customer).\n\nBACKGROUND",
      expected: [["JUNIPER SOFTWARE LIMITED", "Supplier"], ["KESTREL BANK PLC", "Customer"]],
    },
    {
      style: "three parties 'by and among'",
      text: 'This Investor Rights Agreement is entered into as of June 1, 2019, by and among Cedar Capital Partners, L.P., a Delaware limited partnership ("Cedar"), Spruce Ventures LLC, a Delaware limited liability company ("Spruce"), and Maple Bio, Inc., a Delaware corporation (the "Company").\n\nRECITALS',
      expected: [["Cedar Capital Partners, L.P.", "Cedar"], ["Spruce Ventures LLC", "Spruce"], ["Maple Bio, Inc.", "Company"]],
    },
    {
      style: "a trading name (d/b/a)",
      text: 'This Distribution Agreement is made as of May 2, 2016 between Harbor Foods, Inc. d/b/a Harbor Fresh, a California corporation ("Harbor"), and Lakeside Grocers LLC, an Oregon limited liability company ("Distributor").\n\nWHEREAS',
      expected: [["Harbor Foods, Inc.", "Harbor"], ["Lakeside Grocers LLC", "Distributor"]],
    },
    {
      style: "a former name (f/k/a) in brackets",
      text: 'This License Agreement is entered into as of January 4, 2018 by and between Quartz Therapeutics, Inc. (f/k/a Quartz Pharma, Inc.), a Delaware corporation ("Quartz"), and Opal University, a Massachusetts non-profit corporation ("Opal").\n\nWHEREAS',
      expected: [["Quartz Therapeutics, Inc.", "Quartz"], ["Opal University", "Opal"]],
    },
    {
      style: "a Dutch N.V. and a hereinafter term",
      text: 'This Agreement is made on 12 June 2015 by and between Koninklijke Tulp N.V., a public limited company under Dutch law, having its seat in Amsterdam (hereinafter "Tulp"), and Redwood Systems, Inc., a California corporation (hereinafter "Redwood").\n\nWHEREAS',
      expected: [["Koninklijke Tulp N.V.", "Tulp"], ["Redwood Systems, Inc.", "Redwood"]],
    },
    {
      style: "a Chilean S.A.",
      text: 'This Distribution Agreement (the "Agreement") is entered into as of March 3, 2010, by and between Pinnacle Devices Corp., a Colorado corporation (the "Company"), and Soluciones Andinas S.A., a sociedad anonima organized under the laws of Chile (the "Distributor").\n\n1. Appointment',
      expected: [["Pinnacle Devices Corp.", "Company"], ["Soluciones Andinas S.A.", "Distributor"]],
    },
    {
      style: "Australian Pty Ltd with an ACN",
      text: 'This Agreement is made on 8 August 2019 between Wattle Mining Pty Ltd (ACN 123 456 789) of 1 George Street, Sydney NSW 2000 ("Wattle") and Eucalypt Resources Pty. Ltd. (ACN 987 654 321) of 5 Hay Street, Perth WA 6000 ("Eucalypt").\n\nRecitals',
      expected: [["Wattle Mining Pty Ltd", "Wattle"], ["Eucalypt Resources Pty. Ltd.", "Eucalypt"]],
    },
    {
      style: "an individual employee",
      text: 'This Employment Agreement is made as of January 5, 2020 between Falcon Logistics Corp., a Nevada corporation (the "Company"), and John A. Smith, an individual residing in Reno, Nevada (the "Executive").\n\n1. Employment',
      expected: [["Falcon Logistics Corp.", "Company"], ["John A. Smith", "Executive"]],
    },
    {
      style: "an individual named first",
      text: 'This Consulting Agreement is made effective as of April 1, 2017 by and between Maria Gonzalez ("Consultant") and Orion Tech LLC, a Texas limited liability company ("Client").\n\n1. Services',
      expected: [["Maria Gonzalez", "Consultant"], ["Orion Tech LLC", "Client"]],
    },
    {
      style: "each a 'Party'",
      text: 'This Agreement is made by and between Sable Networks, Inc. ("Sable") and Tern Telecom Ltd. ("Tern") (each a "Party" and together the "Parties").\n\n1. Scope',
      expected: [["Sable Networks, Inc.", "Sable"], ["Tern Telecom Ltd.", "Tern"]],
    },
    {
      style: "a plc with a company number",
      text: 'This Collaboration Agreement is made on 2 February 2016 between Heron Pharma plc, a public limited company registered in England and Wales (company number 0987654) ("Heron"), and Ibis Labs Inc., a Delaware corporation ("Ibis").\n\nBackground',
      expected: [["Heron Pharma plc", "Heron"], ["Ibis Labs Inc.", "Ibis"]],
    },
    {
      style: "a German GmbH & Co. KG with its address",
      text: 'DISTRIBUTION AGREEMENT between Lindenbaum Maschinenbau GmbH & Co. KG, Hauptstrasse 1, 70173 Stuttgart, Germany (hereinafter "Manufacturer") and Pecan Tools, Inc., 12 Elm Road, Austin, Texas (hereinafter "Distributor").\n\n1. Appointment',
      expected: [["Lindenbaum Maschinenbau GmbH & Co. KG", "Manufacturer"], ["Pecan Tools, Inc.", "Distributor"]],
    },
    {
      style: "a Hong Kong company",
      text: 'This Sales Agreement is made on 1 July 2018 between Jade Harbour Trading Limited, a company incorporated in Hong Kong (the "Seller"), and Lotus Valley Inc., a Nevada corporation (the "Buyer").\n\nWHEREAS',
      expected: [["Jade Harbour Trading Limited", "Seller"], ["Lotus Valley Inc.", "Buyer"]],
    },
    {
      style: "a numbered Ontario company and a British Columbia company",
      text: 'THIS ASSET PURCHASE AGREEMENT is made as of the 9th day of October, 2014 between 1234567 Ontario Inc., a corporation existing under the laws of the Province of Ontario (the "Vendor"), and Coastal Ridge Holdings Ltd., a British Columbia company (the "Purchaser").\n\nRECITALS',
      expected: [["1234567 Ontario Inc.", "Vendor"], ["Coastal Ridge Holdings Ltd.", "Purchaser"]],
    },
    {
      style: "Chinese 'Party A' / 'Party B' lines",
      text: "Technical Service Agreement\n\nParty A: Shanghai Lotus Technology Co., Ltd.\nAddress: 88 Century Avenue, Shanghai\nParty B: Wuhan River Trading Co., Ltd.\nAddress: 12 Jiefang Road, Wuhan\n\nWhereas Party A",
      expected: [["Shanghai Lotus Technology Co., Ltd.", "Party A"], ["Wuhan River Trading Co., Ltd.", "Party B"]],
    },
    {
      style: "a heading-style opening with AND between the parties",
      text: 'THIS LICENCE AGREEMENT is made on 1 July 2022\n\nBETWEEN\n\nPELICAN PUBLISHING LIMITED, a company registered in England and Wales (the "Licensor")\n\nAND\n\nPUFFIN APPS PTY LTD, a company registered in Victoria, Australia (the "Licensee")\n\n1. Definitions',
      expected: [["PELICAN PUBLISHING LIMITED", "Licensor"], ["PUFFIN APPS PTY LTD", "Licensee"]],
    },
    {
      style: "an individual with an a/k/a",
      text: 'This Recording Agreement is made as of March 1, 2004 between Robert Jones a/k/a Bobby Jones, an individual ("Artist") and Melody Records, Inc., a New York corporation ("Label").\n\n1. Term',
      expected: [["Robert Jones", "Artist"], ["Melody Records, Inc.", "Label"]],
    },
    {
      style: "two terms for one party",
      text: 'This Services Agreement is made on May 5, 2011 between Acorn Analytics, Inc., a Delaware corporation ("Acorn" or the "Provider"), and Willow Health, LLC, a Florida limited liability company ("Willow" or the "Client").\n\nWHEREAS',
      expected: [["Acorn Analytics, Inc.", "Acorn"], ["Willow Health, LLC", "Willow"]],
    },
    {
      style: "an address with abbreviations before a hereinafter term",
      text: 'This Agreement is made this 7th day of April, 2003 by and between Heron Wireless Inc, a Pennsylvania corporation having its principal place of business at 10 Wall St., Suite 2, Lyndhurst, New Jersey 07071 (hereinafter called "HWI"), and Jaguar Trading, Inc. and its affiliates, a Nevada corporation, having its principal place of business at 100 Griffin Rd., Suite 101, Ft. Lauderdale, Florida 33328 (hereinafter called "Osprey") with reference to the following facts:\n\nWhereas',
      expected: [["Heron Wireless Inc", "HWI"], ["Jaguar Trading, Inc.", "Osprey"]],
    },
    {
      style: "a national bank as agent, with a capacity aside in its bracket",
      text: 'THIS PLEDGE AGREEMENT (this "Agreement") is made as of March 28, 2006 by Granite Equity Partners IV, L.P. (the "Pledgor"), in favor of Keystone Bank, National Association, a national banking association, in its capacity as administrative agent (in such capacity and together with its successors and assigns in such capacity, the "Agent").\n\nRECITALS',
      expected: [["Granite Equity Partners IV, L.P.", "Pledgor"], ["Keystone Bank, National Association", "Agent"]],
    },
    {
      style: "a Mexican S.A. de C.V. and a Swedish AB",
      text: 'This Supply Agreement is made as of July 1, 2012 between Maquilas del Norte, S.A. de C.V., a Mexican corporation ("Maquilas"), and Fjallvind AB, a Swedish company ("Fjallvind").\n\n1. Supply',
      expected: [["Maquilas del Norte, S.A. de C.V.", "Maquilas"], ["Fjallvind AB", "Fjallvind"]],
    },
    {
      style: "a professional LLC and a professional corporation",
      text: 'This Services Agreement is entered into as of June 1, 2015 between Greenleaf Medical Group, PLLC, a New York professional limited liability company (the "Practice"), and Summit Billing Services, P.C. (the "Manager").\n\n1. Services',
      expected: [["Greenleaf Medical Group, PLLC", "Practice"], ["Summit Billing Services, P.C.", "Manager"]],
    },
    {
      style: "a Singapore Pte. Ltd. and a Malaysian Sdn. Bhd.",
      text: 'This Agreement is made on 4 April 2017 between Merlion Data Pte. Ltd., a company incorporated in Singapore ("Merlion"), and Petronas Lane Sdn. Bhd., a company incorporated in Malaysia ("Lane").\n\nWHEREAS',
      expected: [["Merlion Data Pte. Ltd.", "Merlion"], ["Petronas Lane Sdn. Bhd.", "Lane"]],
    },
    {
      style: "an unquoted acronym that keeps the letter of 'of'",
      text: "Granite Assurance Company of Ohio, an Ohio insurance corporation (GACOO) and Birch Hale & Stone, Inc., a Nevada corporation (\"Agency\") agree as follows:\n\nA. AUTHORITY",
      expected: [["Granite Assurance Company of Ohio", "GACOO"], ["Birch Hale & Stone, Inc.", "Agency"]],
    },
    {
      style: "a firm name with commas before its ampersand",
      text: 'This Placement Agency Agreement is made as of May 1, 2008 between Cobalt Minerals Corp., a Nevada corporation (the "Company"), and Hartley, Voss, Pruitt & Lane Incorporated (the "Placement Agent").\n\n1. Appointment',
      expected: [["Cobalt Minerals Corp.", "Company"], ["Hartley, Voss, Pruitt & Lane Incorporated", "Placement Agent"]],
    },
    {
      style: "a university's regents as licensor",
      text: 'This Exclusive License Agreement is made effective May 1, 2011 by and between The Regents of the University of Nevada, a Nevada constitutional corporation ("Regents"), and Tamarack Bio, Inc., a Delaware corporation ("Licensee").\n\nBACKGROUND',
      expected: [["The Regents of the University of Nevada", "Regents"], ["Tamarack Bio, Inc.", "Licensee"]],
    },
    {
      style: "'on the one hand' / 'on the other hand'",
      text: 'This Settlement Agreement is entered into as of June 3, 2013 by and between Larch Media Group, Inc., a Delaware corporation ("Larch"), on the one hand, and Poplar Films LLC, a California limited liability company ("Poplar"), on the other hand.\n\nRECITALS',
      expected: [["Larch Media Group, Inc.", "Larch"], ["Poplar Films LLC", "Poplar"]],
    },
    {
      style: "a Japanese Kabushiki Kaisha and a German Aktiengesellschaft",
      text: 'This Supply Agreement is made as of April 1, 2009 between Sakura Denki Kabushiki Kaisha, a Japanese corporation ("Sakura"), and Rheinwerk Aktiengesellschaft, a German stock corporation ("Rheinwerk").\n\n1. Supply',
      expected: [["Sakura Denki Kabushiki Kaisha", "Sakura"], ["Rheinwerk Aktiengesellschaft", "Rheinwerk"]],
    },
    {
      style: "a city as a party",
      text: 'This Services Agreement is made as of July 1, 2015 between the City of Aurora, Colorado, a home rule municipality (the "City"), and Basalt Water Technologies, Inc., a Colorado corporation (the "Contractor").\n\nRECITALS',
      expected: [["City of Aurora", "City"], ["Basalt Water Technologies, Inc.", "Contractor"]],
    },
    {
      style: "an opening in capitals",
      text: 'THIS AGREEMENT IS MADE ON 1 JUNE 2014 BETWEEN ACME HOLDINGS LIMITED ("ACME") AND BRAMBLE LLC ("BRAMBLE").\n\n1. DEFINITIONS',
      expected: [["ACME HOLDINGS LIMITED", "ACME"], ["BRAMBLE LLC", "BRAMBLE"]],
    },
  ];
  for (const c of cases) {
    it(`reads ${c.style}`, () => {
      expect(terms(c.text)).toEqual(c.expected);
    });
  }
  it("reads the many ways a bracket defines a party's term", () => {
    const brackets = [
      '(herein called "Licensor")',
      '(hereafter referred to as "Licensor")',
      '(hereinafter: "Licensor")',
      '(referred to herein as "Licensor")',
      '(hereinafter referred to as the "Licensor")',
      "(“Licensor”)",
      "(‘Licensor’)",
      '(as "Licensor")',
      '(herein "Licensor")',
    ];
    for (const b of brackets) {
      const text = `This License Agreement is made as of May 1, 2010 between Aspen Labs, Inc., a Delaware corporation ${b}, and Cypress Devices LLC, a Texas limited liability company ("Licensee").\n\n1. Grant`;
      expect(terms(text), b).toEqual([["Aspen Labs, Inc.", "Licensor"], ["Cypress Devices LLC", "Licensee"]]);
    }
  });
  it("reads a term given after a comma without brackets", () => {
    const text = 'This Agreement is made as of May 1, 2010 between Aspen Labs, Inc., a Delaware corporation, hereinafter "Aspen", and Cypress Devices LLC, a Texas limited liability company, hereinafter "Cypress".\n\n1. Grant';
    expect(terms(text)).toEqual([["Aspen Labs, Inc.", "Aspen"], ["Cypress Devices LLC", "Cypress"]]);
  });
  it("lists every filer of a joint filing agreement that only its signature block names", () => {
    const filers = Array.from({ length: 14 }, (_, i) => `HARBORVIEW FUND ${["ALPHA", "BETA", "GAMMA", "DELTA", "EPSILON", "ZETA", "ETA", "THETA", "IOTA", "KAPPA", "LAMBDA", "MU", "NU", "XI"][i]}, L.P.`);
    const text = `JOINT FILING AGREEMENT\n\nIn accordance with Rule 13d-1(k) under the Securities Exchange Act of 1934, the undersigned agree to the joint filing of a Statement on Schedule 13G with respect to the common stock of Quill Software, Inc.\n\nIN WITNESS WHEREOF, the undersigned have executed this Agreement as of February 1, 2020.\n\n${filers.map((f) => `${f}\nBy: /s/ Ann Lee\nName: Ann Lee\nTitle: Authorized Signatory`).join("\n\n")}`;
    expect(partiesNamedIn(text)).toEqual(expect.arrayContaining(filers));
    expect(partiesNamedIn(text)).not.toContain("Quill Software, Inc.");
  });
  it("reads the purchasers 'signatory hereto' from the signature pages", () => {
    const text =
      'SECURITIES PURCHASE AGREEMENT\n\nThis Securities Purchase Agreement (this "Agreement") is dated as of March 2, 2018, between Quill Software, Inc., a Delaware corporation (the "Company"), and each purchaser signatory hereto (each, including its successors and assigns, a "Purchaser" and collectively the "Purchasers").\n\nWHEREAS, the Company wishes to sell shares.\n\n1. Purchase. The Purchasers shall pay the price.\n\nIN WITNESS WHEREOF, the parties have executed this Agreement.\n\nQUILL SOFTWARE, INC.\nBy: /s/ Ann Lee\nName: Ann Lee\nTitle: CEO\n\nHARBORVIEW FUND ALPHA, L.P.\nBy: /s/ Tom Ray\nName: Tom Ray\nTitle: Manager\n\nBIRCH CAPITAL LLC\nBy: /s/ Sue Kim\nName: Sue Kim\nTitle: Member';
    expect(partiesNamedIn(text)).toEqual(expect.arrayContaining(["Quill Software, Inc.", "Company", "HARBORVIEW FUND ALPHA, L.P.", "BIRCH CAPITAL LLC"]));
  });
  it("reads parties defined only in the signature block", () => {
    const text =
      "LETTER AGREEMENT\n\nThe undersigned hereby agree that the Participation Agreement dated January 1, 2009 is extended to December 31, 2010. All other terms are unchanged.\n\nIN WITNESS WHEREOF, the undersigned have executed this letter agreement as of March 1, 2009.\n\nOAKRIDGE ENERGY, INC.\n\nBy: /s/ Jane Roe\nName: Jane Roe\nTitle: President\n\nPINECREST OIL LLC\n\nBy: /s/ John Doe\nName: John Doe\nTitle: Manager";
    expect(partiesNamedIn(text)).toEqual(expect.arrayContaining(["OAKRIDGE ENERGY, INC.", "PINECREST OIL LLC"]));
  });
  it("lists a trading name and a former name beside the legal name", () => {
    const text =
      'This Distribution Agreement is made as of May 2, 2016 between Harbor Foods, Inc. d/b/a Harbor Fresh, a California corporation ("Harbor"), and Lakeside Grocers LLC ("Distributor").\n\nWHEREAS';
    expect(partiesNamedIn(text)).toEqual(expect.arrayContaining(["Harbor Foods, Inc.", "Harbor Fresh", "Lakeside Grocers LLC"]));
  });
});

const law = (...units: string[]) => governingLawOf(units)?.jurisdiction ?? null;

describe("choice-of-law sentences in EDGAR styles", () => {
  const cases: [string, string | null][] = [
    ["This Agreement shall be construed in accordance with the laws of the State of Delaware.", "US-DE"],
    ["This Agreement shall be governed by and interpreted under the laws of the Commonwealth of Virginia.", "US-VA"],
    ["This Agreement shall be governed by the internal laws of the State of Illinois, without giving effect to any choice or conflict of law provision or rule.", "US-IL"],
    ["This Agreement shall be governed by and construed under the laws of the State of Nevada without giving effect to its principles of conflicts of law.", "US-NV"],
    ["This Agreement and any non-contractual obligations arising out of or in connection with it shall be governed by and construed in accordance with English law.", "GB"],
    ["This Agreement and any dispute or claim arising out of it shall be governed by the laws of England and Wales.", "GB"],
    ["This Agreement shall be governed by the laws of the Province of Ontario and the federal laws of Canada applicable therein.", "CA-ON"],
    ["This Agreement is governed by the laws in force in the Province of British Columbia.", "CA-BC"],
    ["This Agreement shall be governed by and construed in accordance with the laws of the Hong Kong Special Administrative Region.", "HK"],
    ["This Agreement is governed by the laws of Hong Kong SAR.", "HK"],
    ["This Agreement shall be governed by the laws of the People's Republic of China (excluding, for the purposes of this Agreement, the laws of Hong Kong, Macau and Taiwan).", "CN"],
    ["THE VALIDITY, INTERPRETATION AND PERFORMANCE OF THIS AGREEMENT SHALL BE CONTROLLED BY AND CONSTRUED UNDER THE LAWS OF THE STATE OF NEW YORK.", "US-NY"],
    ["The rights and obligations of the parties hereunder shall be governed by Swiss law, excluding the United Nations Convention on Contracts for the International Sale of Goods.", "CH"],
    ["Any dispute arising out of this Agreement shall be finally settled by arbitration in Singapore under the SIAC Rules, and the substantive law applicable to the dispute shall be the laws of Singapore.", "SG"],
    ["Disputes shall be resolved by binding arbitration in Toronto, Ontario, and the laws of the Province of Ontario shall govern.", "CA-ON"],
    ["This Agreement shall be governed by the laws of the State of Texas applicable to contracts made and to be performed entirely within such State.", "US-TX"],
    ["This Agreement shall be governed by the laws of Scotland.", "GB"],
    ["This Agreement will be governed by the law applied by the courts of the State of Georgia.", "US-GA"],
    ["This Agreement is made under and shall be governed by the laws of the State of Israel.", "IL"],
    ["This Agreement shall be governed by the laws of the State of New South Wales, Australia.", "AU-NSW"],
    ["The parties submit to the exclusive jurisdiction of the state and federal courts located in King County, Washington, and this Agreement shall be governed by the laws of such state.", "US-WA"],
    ["The laws of the State of Colorado (without reference to its conflict of laws rules) shall govern this Agreement.", "US-CO"],
    ["This Agreement shall be governed by the substantive laws of the Republic of Korea.", "KR"],
    ["This Agreement shall be governed by, and construed in accordance with, the laws of the State of Maryland.", "US-MD"],
    ["The laws of the State of Delaware shall govern the validity, construction and performance of this Agreement.", "US-DE"],
    ["This Agreement shall be construed and enforced in accordance with the laws of the State of Washington, U.S.A.", "US-WA"],
    ["This Agreement is made in and shall be performed in the State of Florida and shall be governed by the laws of said State.", "US-FL"],
    ["The internal laws (as opposed to the conflicts of law provisions) of the State of Minnesota shall govern this Agreement.", "US-MN"],
    ["This Agreement shall be governed in all respects by the laws of the Kingdom of Sweden.", "SE"],
  ];
  for (const [sentence, expected] of cases) {
    it(`reads: ${sentence.slice(0, 90)}`, () => {
      expect(law(sentence)).toBe(expected);
    });
  }
  it("reports a choice of the law of a place the contract describes, with no place we can name", () => {
    // "the state in which the Premises are located": a choice, but the place is found elsewhere (the premises' address).
    expect(governingLawOf(["This Lease shall be governed by the laws of the state in which the Premises are located."])).toMatchObject({ jurisdiction: null, place: "the state in which the Premises are located" });
    expect(governingLawOf(["This Agreement shall be governed by the laws of the jurisdiction where the Franchised Restaurant is located."])).toMatchObject({ jurisdiction: null });
    // Not a choice: a duty to comply with those laws.
    expect(governingLawOf(["If any provision of this Guarantee would not be enforceable under the laws of the state in which Franchisor is located, and would be enforceable under the laws of the state in which the franchised business is located, then it shall be construed as so enforceable."])).toBeNull();
    expect(governingLawOf(["Franchisee shall comply with the laws of the state in which the Restaurant is located."])).toBeNull();
  });
  it("quotes the choosing sentence itself when a long sentence before it ends in a section number or an abbreviation", () => {
    const before = `Notices shall be delivered by hand or by courier to the addresses set out in Schedule 2, with a copy to the other party's counsel, and shall be effective on receipt as provided in this Section 14.2. `;
    const choice = "This Agreement shall be governed by the laws of the State of Ohio.";
    const found = governingLawOf([`${before.repeat(3)}${choice}`]);
    expect(found?.jurisdiction).toBe("US-OH");
    expect(found?.text).toBe(choice);
    // A clause run into the one before it with no full stop (a heading's number in between): the quote starts at the choice.
    const runOn = governingLawOf([
      `12.5 Notices. All notices shall be in writing and sent to the addresses set out above or to such other address as a party may designate by notice given in accordance with this Section, and every notice is effective on receipt by the party to whom it is addressed 12.6 Governing Law ${choice}`,
    ]);
    expect(runOn?.jurisdiction).toBe("US-OH");
    expect(runOn?.text).toBe(choice);
    const afterCompany = governingLawOf([`Payments are to be made to Acme Co. This Agreement shall be governed by the laws of the State of Ohio.`]);
    expect(afterCompany?.text).toBe(choice);
  });
});

describe("whom a cap protects, in the styles real contracts use", () => {
  const opening = 'This Agreement is made on June 1, 2020 between Quill Software, Inc., a Delaware corporation ("Company"), and Ridge Retail LLC, a Utah limited liability company ("Customer").\n\n1. Services';
  const parties = partyRefs(preambleOf(opening).details);
  const cases: [string, { mutual: boolean; beneficiaries: string[] }][] = [
    ["Neither party shall be liable to the other for any indirect, special or consequential damages.", { mutual: true, beneficiaries: [] }],
    ["In no event shall Company's aggregate liability arising out of this Agreement exceed the fees paid by Customer in the twelve months preceding the claim.", { mutual: false, beneficiaries: ["Company"] }],
    ["Customer's sole remedy for any failure of the Services shall be a refund of the fees paid for them.", { mutual: false, beneficiaries: ["Company"] }],
    ["Except for a party's indemnification obligations under Section 9 or a breach of Section 7 (Confidentiality), neither party's liability under this Agreement shall exceed the amounts paid hereunder.", { mutual: true, beneficiaries: [] }],
    ["EXCEPT FOR CUSTOMER'S PAYMENT OBLIGATIONS, IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY LOST PROFITS.", { mutual: true, beneficiaries: [] }],
    ["Except with respect to Company's indemnification obligations under Section 10, Company's total liability shall not exceed the fees paid.", { mutual: false, beneficiaries: ["Company"] }],
    ["Customer agrees that in no event shall Quill be liable for any loss of data.", { mutual: false, beneficiaries: ["Company"] }],
    ["IN NO EVENT WILL COMPANY, ITS AFFILIATES OR SUPPLIERS BE LIABLE FOR ANY CONSEQUENTIAL DAMAGES.", { mutual: false, beneficiaries: ["Company"] }],
    ["The maximum liability of Company under this Agreement shall not exceed $10,000.", { mutual: false, beneficiaries: ["Company"] }],
    ["Customer shall not be entitled to recover from Company any damages in excess of the fees paid.", { mutual: false, beneficiaries: ["Company"] }],
    ["Customer waives any claim against Company for consequential damages.", { mutual: false, beneficiaries: ["Company"] }],
    ["Company's liability, and Customer's exclusive remedy, shall be limited to re-performance of the Services.", { mutual: false, beneficiaries: ["Company"] }],
    ["In no event shall the aggregate liability of either party exceed the fees paid in the prior year.", { mutual: true, beneficiaries: [] }],
    ["Each party's liability is limited to direct damages.", { mutual: true, beneficiaries: [] }],
    ["Customer's total liability to Company shall not exceed $500.", { mutual: false, beneficiaries: ["Customer"] }],
    ["Under no circumstances will Ridge Retail be liable for any delay in payment caused by its bank.", { mutual: false, beneficiaries: ["Customer"] }],
    ["Company shall have no liability for any claim arising from Customer's modification of the software.", { mutual: false, beneficiaries: ["Company"] }],
    ["Company disclaims all liability for any loss of data stored on the Platform.", { mutual: false, beneficiaries: ["Company"] }],
    ["COMPANY ASSUMES NO LIABILITY FOR THE ACTS OF THIRD-PARTY CARRIERS.", { mutual: false, beneficiaries: ["Company"] }],
    ["Company shall be liable only for direct damages caused by its gross negligence.", { mutual: false, beneficiaries: ["Company"] }],
    ["Company shall in no way be liable for delays in delivery.", { mutual: false, beneficiaries: ["Company"] }],
    ["Company's aggregate indemnification obligations under this Agreement shall not exceed the fees paid.", { mutual: false, beneficiaries: ["Company"] }],
    // Carve-outs name the party whose liability stays uncapped: that party is not the one protected.
    ["Except for Customer's liability for breach of Section 3 (Confidentiality), in no event shall either party be liable for indirect damages.", { mutual: true, beneficiaries: [] }],
    ["EXCEPT FOR CUSTOMER'S INDEMNIFICATION OBLIGATIONS AND LIABILITY FOR UNPAID FEES, COMPANY'S TOTAL LIABILITY SHALL NOT EXCEED $1,000.", { mutual: false, beneficiaries: ["Company"] }],
    ["Other than Company's liability for its gross negligence, neither party shall be liable for lost profits.", { mutual: true, beneficiaries: [] }],
  ];
  for (const [text, expected] of cases) {
    it(`reads: ${text.slice(0, 90)}`, () => {
      expect(liabilityProtection(text, parties)).toMatchObject(expected);
    });
  }
});
