import { describe, expect, it } from "vitest";
import { matchPerspective, partiesNamedIn, partyList, partyRefs, preambleOf } from "./parties";

const terms = (text: string) => preambleOf(text).details.map((d) => [d.name, d.defined_as]);

describe("the parties an opening names", () => {
  it("reads only the opening's window, however much follows it: recitals past 3,000 characters do not end it, a flood of line breaks names no one", () => {
    const opening = 'This Agreement is made on 1 March 2024 between Acme Ltd (the "Supplier") and Beta Inc (the "Customer").';
    // The recitals begin past the window: the opening is cut at 3,000 characters, not searched to the end of the text.
    const text = `${opening}${" ".repeat(3500)}\n1. Services.${"\n".repeat(50_000)}`;
    expect(terms(text)).toEqual([
      ["Acme Ltd", "Supplier"],
      ["Beta Inc", "Customer"],
    ]);
    expect(preambleOf("\n".repeat(50_000)).details).toEqual([]);
  });

  it("reads the sentence that makes the agreement when a cover page and contents come first", () => {
    const contents = Array.from({ length: 120 }, (_, i) => `Section ${i + 1}.01 Heading ${i + 1}    ${i + 3}`).join("   ");
    const text = `SERVICES AGREEMENT dated as of 2012   NORTHWIND HOLDINGS, LLC   and   BLUEWATER LLC\n\nTABLE OF CONTENTS ${contents}\n\nThis SERVICES AGREEMENT (this "Agreement") is entered into as of March 1, 2012, by and between Northwind Holdings, LLC, a Minnesota limited liability company (the "Company"), and Bluewater LLC, a Delaware limited liability company (the "Contractor").\n\nWHEREAS the Company wishes to appoint the Contractor;`;
    expect(terms(text)).toEqual([
      ["Northwind Holdings, LLC", "Company"],
      ["Bluewater LLC", "Contractor"],
    ]);
  });
  it("reads an opening that the first numbered clause holds, and a term that starts in lower case", () => {
    const text = `Exhibit 10.8\n\n1. Hosting Agreement. This Agreement is entered into by eZone Systems Corporation ("eZone") and Larkspur Corporation ("Customer") for the purpose of hosting.\n\n2. Services.`;
    expect(terms(text)).toEqual([
      ["eZone Systems Corporation", "eZone"],
      ["Larkspur Corporation", "Customer"],
    ]);
  });
  it("reads recitals that name the parties first", () => {
    const text = `Supply Agreement   WHEREAS Orion Labs, Inc. ("Orion") is a company with offices in Boston, and WHEREAS Vega Trading Co., Ltd. ("Vega") distributes medicines,`;
    expect(partiesNamedIn(text)).toEqual(expect.arrayContaining(["Orion Labs, Inc.", "Vega Trading Co., Ltd."]));
  });
  it("reads 'referred to in this Agreement as' with a second term, '(hereinafter \"X\")' and an unquoted '(the Company)'", () => {
    expect(partiesNamedIn(`THIS AGREEMENT made this 5th day of May, 2007, between Redfield Media, LLC, a Texas limited liability company, referred to in this Agreement as "Company" or "Redfield", and Stone Oil, Inc., a Delaware corporation, referred to in this agreement as "Sponsor" or "Stone".\n\nWHEREAS`)).toEqual(
      expect.arrayContaining(["Redfield Media, LLC", "Stone Oil, Inc.", "Company", "Redfield", "Sponsor", "Stone"]),
    );
    expect(terms(`This AGREEMENT is effective among THE ALPHA CORPORATION, a Delaware corporation (hereinafter "TAC") and BETA RENTALS INC., a Delaware corporation (hereinafter "BRI").`)).toEqual([
      ["THE ALPHA CORPORATION", "TAC"],
      ["BETA RENTALS INC.", "BRI"],
    ]);
    expect(terms(`THIS AGREEMENT is made on 1 October 2019\n\nBETWEEN: (1) ACME 2005 LIMITED (registered number 01234567) whose registered office is at 1 High Street, London (the Company) (2) JANE SMITH (the Executive).\n\nIT IS AGREED`)).toEqual([
      ["ACME 2005 LIMITED", "Company"],
      ["JANE SMITH", "Executive"],
    ]);
  });
  // Invented companies. A filing converted to text often loses its quotation marks and leaves a space where the closing
  // one was: '(Developer )'.
  it("reads an unquoted term that kept the space of a lost closing quote, and still an ordinary bracket", () => {
    expect(terms('THIS SERVICES AGREEMENT is made 3 May 2019 by and between Blue Orca LLC, a Delaware limited liability company (Developer ), and Kite Foods Inc. (Client ).')).toEqual([
      ["Blue Orca LLC", "Developer"],
      ["Kite Foods Inc.", "Client"],
    ]);
    expect(terms('THIS SERVICES AGREEMENT is made 3 May 2019 by and between Blue Orca LLC (the Developer) and Kite Foods Inc. (the Client).')).toEqual([
      ["Blue Orca LLC", "Developer"],
      ["Kite Foods Inc.", "Client"],
    ]);
  });

  it("keeps 'Party A' and 'Party B' as the terms the parties are called by", () => {
    const text = `Cooperation Agreement\n\nParty A: Lotus Network Technologies Co., Ltd. Address: 4F, Main Road, Nanjing\n\nParty B: Shenzhen Peony Technology Co., Ltd. Address: 7F, Central Road, Shenzhen\n\n`;
    expect(terms(text)).toEqual([
      ["Lotus Network Technologies Co., Ltd.", "Party A"],
      ["Shenzhen Peony Technology Co., Ltd.", "Party B"],
    ]);
  });
  it("a 'Party A' label gives way to the term the opening defines for that party", () => {
    const text = `Service Agreement\n\nParty A: Lotus Education Consulting Co., Ltd. (the "Service Provider")\n\nParty B: each kindergarten listed in Schedule 1 (the "Service Recipient")\n\n`;
    expect(preambleOf(text).details[0]).toMatchObject({ name: "Lotus Education Consulting Co., Ltd.", defined_as: "Service Provider" });
  });
  it("reads Danish and Italian legal forms, and never a recital's 'the agreement dated … between' as the opening", () => {
    const text = `DEVELOPMENT AGREEMENT\n\nbetween\n\nNORDIC PHARMA A/S of Main Street 5, Copenhagen (hereinafter referred to as "NORDIC") ---\n\nand\n\nCELTIC (CHEMICALS) LIMITED of 4 High Street, Dublin (hereinafter referred to as "CELTIC").\n\nWHEREAS Gamma Company (GC) has an agreement dated May 1, 1990 between GC and NORDIC.`;
    expect(terms(text)).toEqual([
      ["NORDIC PHARMA A/S", "NORDIC"],
      ["CELTIC (CHEMICALS) LIMITED", "CELTIC"],
    ]);
  });
  it("a one-word nickname after a company's description is its term, and so is every term in '(\"Buyer\" or \"PNC\")'", () => {
    expect(terms(`This AGREEMENT is entered into by and between Orbit Holdings Inc., a Delaware corporation ("RemainCo"), and Orbit Motion Inc., a Delaware corporation ("SpinCo").`)).toEqual([
      ["Orbit Holdings Inc.", "RemainCo"],
      ["Orbit Motion Inc.", "SpinCo"],
    ]);
    expect(partiesNamedIn(`This Master Supply Agreement is made between Harbor Foods, LLC ("Buyer" or "HFL") and Delta Dairy Inc. ("Supplier").`)).toEqual(expect.arrayContaining(["Buyer", "HFL", "Supplier"]));
    expect(partiesNamedIn(`This Agreement is made between Orbit Holdings Inc. ("Orbit") and Nova Inc. ("Nova"), concerning Orbit Holdings Inc. common stock ("Shares").`)).not.toContain("Shares");
  });
  it("an opening that names no one falls back on the companies that sign", () => {
    const text = `JOINT FILING AGREEMENT\n\nThe undersigned hereby agree to the joint filing of a statement on Schedule 13G.\n\nIN WITNESS WHEREOF, the undersigned execute this Agreement.\n\nALPHA FUND I, L.P. By: Alpha GP, L.L.C., its general partner\n\nBy: /s/ Jane Roe Name: Jane Roe Title: Chief Compliance Officer Beta Advisors, LLC\n\nSource: GAMMA THERAPEUTICS, INC., SC 13G, 2/14/2020`;
    expect(partiesNamedIn(text)).toEqual(["ALPHA FUND I, L.P.", "Alpha GP, L.L.C.", "Beta Advisors, LLC"]);
  });
  it("a cover page naming the parties does not hide the terms the operative opening gives them", () => {
    const contents = Array.from({ length: 40 }, (_, i) => `Section ${i + 1}.01 Heading ${i + 3}`).join("   ");
    const text = `MAINTENANCE AGREEMENT\n\nby and between\n\nHARBOR POWER PARTNERS, LLC\n\nand\n\nSUNRAY ENERGY CORPORATION\n\nTABLE OF CONTENTS ${contents}\n\nThis MAINTENANCE AGREEMENT (this "Agreement"), dated as of May 1, 2012, between SUNRAY ENERGY CORPORATION, a Delaware corporation ("SE" or, in its capacity as operator hereunder, "Operator"), and HARBOR POWER PARTNERS, LLC, a Delaware limited liability company ("Owner").\n\nWHEREAS, Owner owns the systems;`;
    expect(partiesNamedIn(text)).toEqual(expect.arrayContaining(["SUNRAY ENERGY CORPORATION", "HARBOR POWER PARTNERS, LLC", "SE", "Operator", "Owner"]));
  });
  it("reads an unquoted role in brackets, a dated sentence before 'BETWEEN', and 'Party A (Shipper):' listings", () => {
    expect(partiesNamedIn(`This Transportation Agreement is entered into by Lakeside Gas Transmission Inc. (Transporter) and Prairie Pipeline Corp. (Shipper).\n\nWHEREAS`)).toEqual(
      expect.arrayContaining(["Lakeside Gas Transmission Inc.", "Prairie Pipeline Corp.", "Transporter", "Shipper"]),
    );
    expect(partiesNamedIn(`Exhibit 99\n\nTHIS AGREEMENT is made the 15th day of December 2001.\n\nBETWEEN\n\n(1) NORTH NEWS SERVICE LIMITED, a company with offices in Leeds ("NNS"); and\n\n(2) SOUTH DATA LIMITED, a company incorporated in Hong Kong ("SDL").\n\nWHEREAS:`)).toEqual(
      expect.arrayContaining(["NNS", "SDL"]),
    );
    const listing = `Road Transportation Agreement   Party A (Shipper): Sample Express Co., Ltd. Address: 1 Main Road, Shanghai   Party B (Carrier): Sample Logistics Ltd. Address: 12 Floor, Tower, Hangzhou   Party A and Party B enter into this Agreement.`;
    expect(partiesNamedIn(listing)).toEqual(expect.arrayContaining(["Sample Express Co., Ltd.", "Sample Logistics Ltd.", "Shipper", "Carrier"]));
  });
  it("reads Slovak, Finnish and French legal forms", () => {
    expect(partiesNamedIn(`Maintenance contract dated 10 October 2000 concluded between: NordTel Bratislava a.s., Main Street 17, Bratislava, Slovakia and Alpine Ltd, Bern, Switzerland.`)).toEqual(
      expect.arrayContaining(["NordTel Bratislava a.s.", "Alpine Ltd"]),
    );
  });
  it("a term followed by a group the party forms with another: the party keeps its own term, and the group is listed after", () => {
    const text = `This AGREEMENT is entered into by and between Alpha Flooring, Inc., a Pennsylvania corporation ("Seller"), Beta Holding, Inc., a Delaware corporation ("Buyer") and Beta Hardwood Flooring Company, a Tennessee corporation (the "Company" and together with Buyer the "Buyer Entities").\n\nWHEREAS`;
    const details = preambleOf(text).details;
    expect(details.find((d) => d.name === "Beta Hardwood Flooring Company")).toMatchObject({ defined_as: "Company" });
    expect(details.find((d) => d.name === "Beta Holding, Inc.")).toMatchObject({ defined_as: "Buyer" });
    expect(partiesNamedIn(text)).toEqual(expect.arrayContaining(["Buyer", "Company", "Buyer Entities"]));
  });
  it("lists the name a party trades under or was known by", () => {
    const parties = partiesNamedIn(`This Licence Agreement is made between Copperleaf Records, Inc. d/b/a Hilltop Music, a Nevada corporation ("Label"), and Moss Lane Studios LLC (formerly known as Quarry Road Holdings, Inc.) ("Studio").\n\nWHEREAS`);
    expect(parties).toEqual(expect.arrayContaining(["Copperleaf Records, Inc.", "Hilltop Music", "Moss Lane Studios LLC", "Quarry Road Holdings, Inc."]));
    expect(partiesNamedIn(`This Agreement is made between Fenwick Orchards LLC, doing business as Fenwick Cider Works of Vermont ("Grower"), and Plover Foods Inc. ("Buyer").`)).toContain("Fenwick Cider Works of Vermont");
  });
  it("reads a term given '(together with its successors and assigns, \"Lessor\")'", () => {
    expect(terms(`This Lease Agreement is made by and between Granite Equipment Finance Corporation (together with its successors and permitted assigns, "Lessor") and Tallow Outlets, Inc. (the "Lessee").\n\nWHEREAS`)).toEqual([
      ["Granite Equipment Finance Corporation", "Lessor"],
      ["Tallow Outlets, Inc.", "Lessee"],
    ]);
  });
  it("reads a heading-style 'BETWEEN X, <address> AND Y S.R.L. an Italian company'", () => {
    const text = `SUPPLY AGREEMENT\n\nBETWEEN\n\nHARBORVIEW GENOMICS Inc., a Delaware Company, 41 Quay Street, Suite 900, Portland OR 97201 USA, represented by its Chief Executive Officer Mr. Alan Brisk\n\nAND\n\nVALLELUNGA FARMACI S.R.L. an Italian Company with offices in Perugia, represented by its director;\n\neach a Party.\n\nWHEREAS`;
    expect(partiesNamedIn(text)).toEqual(expect.arrayContaining(["HARBORVIEW GENOMICS Inc.", "VALLELUNGA FARMACI S.R.L"]));
  });
  it("completes an opening that names one party from the signature blocks, only with companies the text also names", () => {
    const text = `SUPPORT AGREEMENT\n\nThis Support Agreement is made by Quillon Software, Inc. ("Quillon") for Quillon to support the system. Meadowbrook Savings agrees to pay $50 per month. Quillon may raise fees by 3%.\n\nIN WITNESS WHEREOF, the parties have signed this Agreement.\n\nQUILLON SOFTWARE, INC.        MEADOWBROOK SAVINGS BANK, an Ohio savings bank\n\nBy: /s/ J. Doe        By: /s/ R. Roe\n\nWitnessed for Tamarind Escrow LLC`;
    const parties = partiesNamedIn(text);
    expect(parties).toEqual(expect.arrayContaining(["Quillon Software, Inc.", "MEADOWBROOK SAVINGS BANK"]));
    // A company in the signature blocks that the agreement never names is not a party to it.
    expect(parties).not.toContain("Tamarind Escrow LLC");
    // Listed among the names only: the opening's one party keeps the review checking a perspective ("Customer") against the text.
    expect(preambleOf(text).details.map((d) => d.name)).toEqual(["Quillon Software, Inc."]);
  });
  it("reads a name without a legal form that the opening describes ('X COMPANY, a Delaware statutory trust')", () => {
    expect(terms(`This AMENDMENT (this "Amendment") is made between RIVERSTONE PORTFOLIO COMPANY, a Delaware statutory trust (the "Adviser"), and LANTERN FUND SERVICES COMPANY, a Maryland business trust ("ServeCo").\n\nRECITALS`)).toEqual([
      ["RIVERSTONE PORTFOLIO COMPANY", "Adviser"],
      ["LANTERN FUND SERVICES COMPANY", "ServeCo"],
    ]);
  });
  it("a deed's or a click-wrap's opening words are no one's name", () => {
    const parties = partiesNamedIn(`KNOW ALL MEN BY THESE PRESENTS (the "Grantor"), that Wexford Lane Partners LLC ("Wexford") grants to Birchfield Mills, Inc. ("Birchfield") a power of attorney.`);
    expect(parties.some((p) => /PRESENTS/.test(p))).toBe(false);
    expect(partiesNamedIn(`BY INSTALLING THE PRODUCT (the "Customer") you agree with Tamsin Code Ltd ("Licensor") to these terms.`).some((p) => /INSTALLING/.test(p))).toBe(false);
  });
  it("the company whose stock a filing agreement is about is not a party to it", () => {
    const text = `JOINT FILING AGREEMENT The undersigned agree that the Schedule 13G with respect to the shares of Common Stock, $0.01 par value, of Glasswing Robotics Inc. is filed on behalf of each of them.\n\nDate: May 1, 2021\n\nHOLLOWAY CAPITAL PARTNERS, L.P.\nBy: /s/ A. Reed\n\nHOLLOWAY CAPITAL GP, LLC\nBy: /s/ A. Reed`;
    const parties = partiesNamedIn(text);
    expect(parties).toEqual(expect.arrayContaining(["HOLLOWAY CAPITAL PARTNERS, L.P.", "HOLLOWAY CAPITAL GP, LLC"]));
    expect(parties).not.toContain("Glasswing Robotics Inc.");
  });
});

describe("the parties an opening names: lower-case names, listings, lists before a group's term, signatures of short texts", () => {
  it("keeps a side of 'between X and Y' written in lower case, and names that start with a lower-case letter", () => {
    expect(partiesNamedIn("12 Quay Street   blue harbor systems\n\nHosting Agreement\n\nThis is a managed hosting agreement between Brightleaf.com and blue harbor systems.  The term is 12 months.")).toEqual(
      expect.arrayContaining(["Brightleaf.com", "blue harbor systems"]),
    );
    // Written once, lower-case words are a phrase, not a name.
    expect(partiesNamedIn("This is an agreement between Brightleaf.com and collectively the others.")).not.toContain("collectively the others");
    expect(terms('This Agreement is entered into by and between x.y.z. Cosmetics, Inc., a Delaware corporation (the "Company"), and i4 Quantum Works, LLC ("i4 QW").\n\nRECITALS')).toEqual([
      ["x.y.z. Cosmetics, Inc.", "Company"],
      ["i4 Quantum Works, LLC", "i4 QW"],
    ]);
  });
  it("lists every company named before a group's term, not only the last", () => {
    const parties = partiesNamedIn(
      'This Cooperation Agreement is entered into as of May 1, 2021, by and between Larch Holdings, Inc., a Delaware corporation (the "Company"), and Fenwick Capital Management, LLC ("Fenwick"), Fenwick Partners L.P., Fenwick Value Fund L.P., Orrin Research, LLC and Paul Orrin (collectively, the "Fenwick Parties").\n\nRECITALS',
    );
    expect(parties).toEqual(expect.arrayContaining(["Larch Holdings, Inc.", "Fenwick Capital Management, LLC", "Fenwick Partners L.P.", "Fenwick Value Fund L.P.", "Orrin Research, LLC", "Paul Orrin"]));
  });
  it("reads parties listed under their roles: 'The buyer: …', 'Company: …', and a table's 'SENDER …' rows", () => {
    const p = preambleOf("SUPPLY CONTRACT Contract No: Date: The buyer/End-User: Kestrel Grain Trading Co., Ltd. ADD: Tel No.: The seller: Moravia Mills GmbH ADD: Brno 1. General provisions");
    expect(p.details.map((d) => [d.name, d.role])).toEqual([
      ["Kestrel Grain Trading Co., Ltd.", "buyer"],
      ["Moravia Mills GmbH", "seller"],
    ]);
    const table = partiesNamedIn("TRANSPORTATION CONTRACT\n\nContract No. X-1\n\nSENDER NORTHCAPE OIL EXPLORATION LIMITED\n\nTAX ID 123\n\nTRANSPORTER ANDINA PIPELINES S.A.   TAX ID 456\n\nTerritory: Quito Gas Ltd.");
    expect(table).toEqual(expect.arrayContaining(["NORTHCAPE OIL EXPLORATION LIMITED", "ANDINA PIPELINES S.A."]));
    // "Territory" is not a role: the company after it is not listed as a party.
    expect(table).not.toContain("Quito Gas Ltd.");
    const company = 'RESELLER AGREEMENT made by and between Corvid Systems, LLC, a Virginia limited liability company ("Reseller") and the company set forth below ("Company"):   Company: Wrenfield Solutions, Inc. Telephone: 1-800-000-0000\n\nThe parties agree as follows:';
    expect(terms(company)).toEqual(expect.arrayContaining([["Wrenfield Solutions, Inc.", "Company"]]));
  });
  it("reads a cover page's 'BETWEEN X & Y' with the ampersand on its own line, and a company described without a place", () => {
    expect(partiesNamedIn("HOSTING AGREEMENT\n\nBETWEEN\n\nNORDWAVE MOBILE B.V.\n\n&\n\nSkylark Telecom Holding AG\n\nSource: SKYLARK CORP, 8-K, 10/1/2008 CONFIDENTIAL TREATMENT REQUESTED WITH RESPECT TO CERTAIN PORTIONS HEREOF DENOTED WITH \"***\" MARKED IN BRACKETS IN THE TEXT THAT FOLLOWS THIS PAGE, Hosting Agreement between SKYLARK and Nordwave\n\nTABLE OF CONTENTS 1. Definitions")).toEqual(
      expect.arrayContaining(["NORDWAVE MOBILE B.V.", "Skylark Telecom Holding AG"]),
    );
    expect(partiesNamedIn('KNOW ALL MEN BY THESE PRESENTS, that GRANITE INVESTMENT MANAGEMENT COMPANY, a statutory trust (the "Adviser"), appoints HARBOR ADVISORY SERVICES COMPANY, a statutory trust ("HASC"), as its agent.')).toEqual(
      expect.arrayContaining(["GRANITE INVESTMENT MANAGEMENT COMPANY", "HARBOR ADVISORY SERVICES COMPANY"]),
    );
  });
  it("a side named as 'a person, director of a company' is the company", () => {
    const parties = partiesNamedIn('This Website Agreement is entered into on May 2, 2019 by and between Jana Petrov, director of SoupStar (hereinafter referred to as "Client") and Marek Vitalis, director of Vitalis Web Works, PLC (hereinafter referred to as "Company").\n\n1. Design.');
    expect(parties).toEqual(expect.arrayContaining(["SoupStar", "Vitalis Web Works, PLC"]));
    expect(parties).not.toContain("Jana Petrov");
  });
  it("a short text without 'IN WITNESS WHEREOF': the signatures start at the first signature line, not at the top", () => {
    const text = 'This Services Agreement is made by Tidewater Analytics, Inc. ("Tidewater"). Corvane Bank will pay Tidewater $100 a month.\n\nBy: /s/ A. Doe\nTIDEWATER ANALYTICS, INC.\n\nCORVANE BANK, an Ohio banking corporation\nBy: /s/ B. Roe';
    expect(partiesNamedIn(text)).toEqual(expect.arrayContaining(["Tidewater Analytics, Inc.", "CORVANE BANK"]));
  });
  it("an opening that names no one: the names in capitals that sign, and a person who signs for no one but themself", () => {
    expect(partiesNamedIn("JOINT FILING AGREEMENT\n\nThe undersigned agree to file this Schedule 13G jointly.\n\n/s/ Rhea K. Lund Rhea K. Lund\n\nLUND FAMILY TRUST\n\nBy: /s/ Rhea K. Lund Rhea K. Lund Co-Trustee")).toContain("Rhea K. Lund");
    const text =
      "JOINT FILING AGREEMENT The undersigned hereby agree that the Schedule 13G with respect to the Common Stock of Quarry Labs Inc. is filed on behalf of each of us. March 2, 2021 (Date) OAKMERE TRUST /s/ Lena M. Frost (Signature) Lena M. Frost, President (Name/Title) /s/ Tomas R. Vale (Signature) 4";
    const parties = partiesNamedIn(text);
    expect(parties).toEqual(expect.arrayContaining(["OAKMERE TRUST", "Tomas R. Vale"]));
    // Lena Frost signs as the trust's president, not for herself.
    expect(parties).not.toContain("Lena M. Frost");
    expect(parties).not.toContain("Quarry Labs Inc.");
  });
  it("an opening that leaves parties to the signature pages lists the companies that sign them", () => {
    const text =
      'This AGREEMENT (this "Agreement") is made by Lindqvist Media, Inc., a Delaware corporation (the "Company"), and each of the persons set forth on the signature page hereto (each, an "Investor").\n\n1. Board.\n\nIN WITNESS WHEREOF the parties have signed this Agreement.\n\nLINDQVIST MEDIA, INC.\nBy: /s/ A. Roe\n\nCORMORANT VALUE PARTNERS, L.P.\nBy: /s/ B. Poe\nName: B. Poe Title: General Counsel & EVP Business Affairs CORMORANT CAPITAL GP, LLC\nBy: /s/ B. Poe';
    expect(partiesNamedIn(text)).toEqual(expect.arrayContaining(["Lindqvist Media, Inc.", "CORMORANT VALUE PARTNERS, L.P.", "CORMORANT CAPITAL GP, LLC"]));
  });
  it("a company name broken over a line keeps the words before the break; a title on its own line above a name does not join it", () => {
    expect(terms('THIS AGREEMENT is entered into as of May 1, 2020 by Northwind Global\nHoldings, Inc. (the "Company") and Beta Widget\nSystems LLC (the "Supplier").\n\nWHEREAS')).toEqual([
      ["Northwind Global Holdings, Inc.", "Company"],
      ["Beta Widget Systems LLC", "Supplier"],
    ]);
    expect(partiesNamedIn('Exhibit 10.2\nSupply Terms\nAcme Foods Inc. ("Buyer") and Delta Mills LLC ("Seller") agree as follows.\n\n1. Supply.')).toEqual(expect.arrayContaining(["Acme Foods Inc.", "Delta Mills LLC"]));
  });
  it("a term made of the starts of the name's words, an unquoted '(as Repairer)', and the G.I.E. and S/A legal forms", () => {
    expect(terms('This Agreement is made by and between Lumen Sign Co., Inc., a Nevada corporation (hereinafter referred to as "LUMEN"), and VETERAN TECHNOLOGY GROUP, LLC, a Missouri corporation (hereinafter referred to as "VET TECH").\n\nWHEREAS')).toEqual([
      ["Lumen Sign Co., Inc.", "LUMEN"],
      ["VETERAN TECHNOLOGY GROUP, LLC", "VET TECH"],
    ]);
    expect(partiesNamedIn("MAINTENANCE AGREEMENT\n\nBetween\n\nCONDOR LINHAS AEREAS S/A (as Company)\n\nand\n\nATELIERS DE MAINTENANCE REGIONALE, G.I.E. (as Repairer)\n\nMarch 9th, 2015")).toEqual(
      expect.arrayContaining(["CONDOR LINHAS AEREAS S/A", "ATELIERS DE MAINTENANCE REGIONALE, G.I.E.", "Repairer"]),
    );
  });
  it("reads the terms after the pronouns a franchise agreement defines first ('we,' 'us,' the 'Company'), and 'The parties to this Agreement are …'", () => {
    const text = 'The parties to this Agreement are Ridgeway Clinics Corp., a Delaware corporation ("we," "us," the "Company," or "Ridgeway"); and Jane Roe, as Franchise Owner ("you," "Franchise Owner," or "Franchisee").\n\n1. Grant.';
    expect(partiesNamedIn(text)).toEqual(expect.arrayContaining(["Ridgeway Clinics Corp.", "Company", "Franchise Owner", "Franchisee"]));
    // After a cover page naming only the franchisor, and a contents page: "The parties to this Agreement are …" is the opening.
    const cover = `RIDGEWAY CLINICS CORP.\n\nFRANCHISE AGREEMENT\n\nTABLE OF CONTENTS ${Array.from({ length: 300 }, (_, i) => `${i + 1}. Heading ${i + 1}`).join(" ")}\n\nFRANCHISE AGREEMENT\n\nThis Franchise Agreement is signed on the _____ day of ______, 20__. ${text}`;
    expect(partiesNamedIn(cover)).toEqual(expect.arrayContaining(["Company", "Franchisee"]));
  });
  it("reads a term after other words in its brackets ('or one or more Affiliates, the \"Investor\"') and one whose quote is left open", () => {
    expect(terms('PATENT AGREEMENT   Tessaro, a California corporation having a place of business in San Diego (or one or more Affiliates, the "Investor"), and Quartzline Ltd., a British Columbia corporation (the "Company"), agree as follows:')).toEqual([
      ["Tessaro", "Investor"],
      ["Quartzline Ltd.", "Company"],
    ]);
    expect(partiesNamedIn('This ENDORSEMENT AGREEMENT is made effective as of May 1, 2012 between Brightwell Health LLC ("Brightwell"), a Delaware company, and Dana Fields ("Celebrity), an individual.\n\n1. Engagement.')).toEqual(
      expect.arrayContaining(["Brightwell Health LLC", "Dana Fields", "Celebrity"]),
    );
  });

  it("gives a defined term to the company nearest it when a sentence runs on between two companies, not to one the other is described by", () => {
    const letter =
      'Marlow Supplies, Inc.\n12 Dock Road\nGentlemen: The undersigned is a shareholder of Tern Medical, Inc. ("Tern") and will become a shareholder of Marlow Supplies, Inc. ("Marlow").';
    expect(terms(letter)).toEqual(expect.arrayContaining([["Tern Medical, Inc.", "Tern"]]));
    expect(terms(letter)).not.toContainEqual(["Marlow Supplies, Inc.", "Tern"]);
    // "Acme Canada Ltd., a subsidiary of Dynamex Inc. ("Acme")": the subsidiary is the party.
    expect(terms('This Agreement is made between Pike Freight Canada Ltd., a subsidiary of Dynamo Inc. ("Pike"), and Wren LLC ("Wren").')).toContainEqual(["Pike Freight Canada Ltd.", "Pike"]);
  });
  it("reads the companies a collective bracket gathers, and the term after it for the company the sentence goes on to name", () => {
    const text =
      'The undersigned, Birch Securities Ltd. (the "Lead Agent"), Alder 7 Capital Inc., and Rowan & Co. Ltd. (collectively with the Lead Agent, the "Agents") understand that Larch Pharma Inc. (the "Corporation") proposes to issue shares.';
    expect(terms(text)).toContainEqual(["Larch Pharma Inc.", "Corporation"]);
    expect(partiesNamedIn(text)).toEqual(expect.arrayContaining(["Birch Securities Ltd.", "Alder 7 Capital Inc.", "Rowan & Co. Ltd.", "Larch Pharma Inc."]));
  });
  it("reads an unquoted acronym in brackets that shortens the name before it, not a legal form, a numeral or a country", () => {
    expect(terms('THIS AGREEMENT is made by and between Quarry Health, Inc ("Quarry") and Texas Physician Network Alliance (TPNA) A Texas Corporation.')).toContainEqual(["Texas Physician Network Alliance", "TPNA"]);
    const other = terms('This Agreement is made between Lark Warehouse Corporation LLC, a Florida company (LLC), with an address in Miami (USA), ("Company"), and Osprey Foods Ltd. ("Distributor").');
    expect(other.find((t) => t[1] === "Company")?.[0]).toMatch(/^Lark Warehouse Corporation/);
    expect(other.map((t) => t[1])).not.toContain("LLC");
  });
  it("reads a term opened with two apostrophes, and leaves a blank address's 'of' out of the name", () => {
    expect(terms("THIS AGREEMENT is made BETWEEN: (1) HALDEN LIMITED (the \"Company\"); and (2) JANE OKAFOR of (the ''Employee\").")).toEqual([
      ["HALDEN LIMITED", "Company"],
      ["JANE OKAFOR", "Employee"],
    ]);
  });
  it("lists each party once in key facts: a defined term that shortens a listed name, or belongs to it, is not listed again", () => {
    const p = preambleOf('This Agreement is made between Acme Corporation ("Acme"), Beta Retail LLC (the "Reseller") and the company named below ("Customer").');
    expect(partyList(p)).toEqual(["Acme Corporation", "Beta Retail LLC", "Customer"]);
  });
});

describe("Indian openings", () => {
  it("read a term whose bracket goes on with 'which expression shall include its successors'", () => {
    const opening =
      'This Agreement is made on 4 May 2021 between Kaveri Fintech Limited, a company incorporated under the Companies Act, 2013 ("Kaveri", which expression shall include its successors and permitted assigns), and Malabar Traders LLP ("the Distributor", which expression shall include its partners).\n1. Appointment.';
    expect(terms(opening)).toEqual([
      ["Kaveri Fintech Limited", "Kaveri"],
      ["Malabar Traders LLP", "Distributor"],
    ]);
  });
  it('read ("the Company") and ("the Employee") as defined terms, and a courtesy title as part of one name', () => {
    const opening =
      'This Employment Agreement is entered into at Bengaluru on 2 November 2026 between Saffron Analytics Private Limited, a company incorporated under the Companies Act, 2013, having its registered office at 14 Residency Road, Bengaluru 560025 ("the Company"), and Ms. Ananya Rao, residing at 22 Jayanagar 4th Block, Bengaluru 560011 ("the Employee").';
    expect(terms(opening)).toEqual([
      ["Saffron Analytics Private Limited", "Company"],
      ["Ms. Ananya Rao", "Employee"],
    ]);
  });
});

describe("parties given a role the ending rules missed, and a pronoun before the term", () => {
  it("reads an unquoted 'hereinafter called the Landlord' after a person's name, and a 'LANDLORD:' listing", () => {
    const lease = "THIS LEASE made the 2nd day of June 2018 between PETER OWEN HALL of 3 Mill Road, Ely (hereinafter called the Landlord) of the one part and SARA KEMP of 9 Bridge Street, Ely (hereinafter called the Tenant) of the other part.\n1. Letting.";
    expect(terms(lease)).toEqual([
      ["PETER OWEN HALL", "Landlord"],
      ["SARA KEMP", "Tenant"],
    ]);
    const listing = "LANDLORD: Birchwood Estates LLC, a Vermont limited liability company\nTENANT: Maple Loaf Bakery, Inc., a Vermont corporation\n1. Premises.";
    expect(partiesNamedIn(listing)).toEqual(expect.arrayContaining(["Birchwood Estates LLC", "Maple Loaf Bakery, Inc."]));
  });
  it("takes a described party's term that names a profession ('the undersigned physician (\"Physician\")')", () => {
    expect(partiesNamedIn('This Agreement is made between Larchmont Clinic, LLC ("Clinic") and the undersigned physician ("Physician").\n1. Duties.')).toContain("Physician");
  });
  it("skips 'you' or 'we' before the party's term in the same bracket", () => {
    expect(partiesNamedIn('This Franchise Agreement is made between Dawnbreak Franchising LLC ("we" or "Franchisor") and the person named in Exhibit A ("you" or "Franchisee").\n1. Grant.')).toContain("Franchisee");
  });
  it("reads a Malaysian 'Sdn. Bhd.' and a Danish 'ApS' as legal forms, so a role listing gives each its role", () => {
    expect(terms("SERVICES AGREEMENT\nSUPPLIER: Cahaya Marine Sdn. Bhd., a company incorporated in Malaysia\nCUSTOMER: Fjord Design ApS, a company incorporated in Denmark\n1. Scope.")).toEqual([
      ["Cahaya Marine Sdn. Bhd.", "Supplier"],
      ["Fjord Design ApS", "Customer"],
    ]);
  });
});

describe("names on a line above their term, and institutions named with their article", () => {
  // "COPPER RIDGE …" on a line of its own is one name: its first word ends like a role ("-er") but is not a common one.
  it("reads a person whose term stands on the next line (Canadian and English 'BETWEEN: … AND:' layouts)", () => {
    const text = 'THIS AGREEMENT dated for reference the 3rd day of March, 2021.\nBETWEEN:\nCOPPER RIDGE RESOURCES LTD., a company incorporated under the laws of Alberta\n(the "Company")\nAND:\nMARGARET O\'NEILL, geologist, of Calgary, Alberta\n(the "Consultant")\n1. Engagement.';
    expect(terms(text)).toEqual([
      ["COPPER RIDGE RESOURCES LTD.", "Company"],
      ["MARGARET O'NEILL", "Consultant"],
    ]);
  });
  it("reads 'between the Board of Regents of …' as that board, without its article", () => {
    expect(partiesNamedIn('This Research Agreement is made between the Board of Regents of the University of Wessex, on behalf of its School of Medicine ("School"), and Quillon Bio, Inc. ("Sponsor").\n1. Research.')).toContain("Board of Regents of the University of Wessex");
  });
});

describe("'Co.' as a legal form", () => {
  it("ends a name with its full stop, but not before another form, nor as an Irish county", () => {
    expect(terms("TRADEMARK LICENSE\nLicensor: Elmstead Brands, Inc.\nLicensee: Marlow Apparel Co.\nEffective Date: July 1, 2019\n1. Grant.")).toEqual([
      ["Elmstead Brands, Inc.", "Licensor"],
      ["Marlow Apparel Co.", "Licensee"],
    ]);
    expect(partiesNamedIn('This Agreement is made between Kanto Seimitsu Co., Ltd. ("Kanto") and Osprey Optics LLC ("Osprey").\n1.')).toContain("Kanto Seimitsu Co., Ltd.");
  });
});

describe("a person's nickname in quotes", () => {
  it("is left out of the name, not read as where the name ends", () => {
    expect(partiesNamedIn('This Endorsement Agreement is made between Summit Trail Foods, Inc. ("Company") and Devon "Dee" Alvarez ("Athlete").\n1. Endorsement.')).toContain("Devon Alvarez");
  });
});

describe("parties described at length, with 'and' inside the description", () => {
  it("keeps both names and roles when each is described by its trade register", () => {
    const opening = `DISTRIBUTION CONTRACT

BETWEEN

Verrerie Boissonnet SA, a French société anonyme registered with the Reims Trade and Companies Register under number 301 222 333, having its registered office at 8 rue Cérès, 51100 Reims, France (the "Manufacturer"),

AND

Domaines Larrieu SAS, a French société par actions simplifiée registered with the Pau Trade and Companies Register under number 444 555 666, having its registered office at 2 place Clemenceau, 64000 Pau, France (the "Distributor").

1. Appointment`;
    const p = preambleOf(opening);
    expect(p.details).toEqual([
      { name: "Verrerie Boissonnet SA", defined_as: "Manufacturer", role: "manufacturer" },
      { name: "Domaines Larrieu SAS", defined_as: "Distributor", role: "distributor" },
    ]);
  });
  it("does not give a blanked second party's term to the first", () => {
    const p = preambleOf(`RESELLER AGREEMENT  This Reseller Agreement is between  Orchard Labs Inc., a New York corporation, of 12 State Street, Albany NY 12207 And [*]  ('Reseller')  1. Appointment`);
    expect(p.details.find((d) => d.name === "Orchard Labs Inc.")?.defined_as ?? null).toBeNull();
  });
});

describe("individuals in capitals, trustees and signature blocks", () => {
  it("ends a name in capitals at a lower-case 'of' and drops a title in capitals", () => {
    expect(terms(`DEED OF GIFT\n\nPARTIES:\n\n(1) MR JONATHAN PELL of Rook House, Mill Street, Ely CB7 4AA (the "Donor"); and\n\n(2) FENLAND ARTS TRUST LIMITED (company number 01234987) (the "Recipient").\n\nAGREED TERMS`)).toEqual([
      ["JONATHAN PELL", "Donor"],
      ["FENLAND ARTS TRUST LIMITED", "Recipient"],
    ]);
  });
  it("names the trustee as well as the trust it acts for", () => {
    const p = preambleOf(`Parties\n\n1. Wombat Creek Nominees Pty Ltd ACN 222 333 444 as trustee for the Wombat Creek Family Trust of 3 Hay Street, Perth WA 6000 (Lessor)\n\n2. Jarrah Cafes Pty Ltd ABN 55 666 777 888 of 9 Murray Street, Perth WA 6000 (Lessee)\n\nAgreed terms`);
    expect(p.names).toEqual(expect.arrayContaining(["Wombat Creek Nominees Pty Ltd", "Wombat Creek Family Trust", "Jarrah Cafes Pty Ltd"]));
  });
  it("a trustee is the party, acting for its trust; the perspective 'Trustee', 'Trust' or the trust's name finds it", () => {
    const p = preambleOf('This Loan Agreement is made on 12 February 2025 between Meridian Trustees Limited as trustee of the Oakfield Family Trust (the "Trustee"), and Castlegate Lending Limited (the "Lender").\n\n1. Loan');
    expect(p.details).toEqual([
      { name: "Meridian Trustees Limited", defined_as: "Trustee", role: "trustee", acting_for: "Oakfield Family Trust" },
      { name: "Castlegate Lending Limited", defined_as: "Lender", role: "lender" },
    ]);
    const refs = partyRefs(p.details);
    for (const asked of ["Trustee", "Trust", "Oakfield Family Trust", "Meridian Trustees Limited"]) expect(matchPerspective(asked, refs)?.key).toBe("Trustee");
    const capacity = preambleOf('This Agreement is dated 4 March 2025 between Harbour Property Fund Pty Ltd (ACN 123 456 789) in its capacity as trustee of the Harbour Property Unit Trust ("Fund"), and Lumen Advisory Pty Ltd ("Manager").\n\n1. Services');
    expect(capacity.details[0]).toEqual({ name: "Harbour Property Fund Pty Ltd", defined_as: "Fund", role: "fund", acting_for: "Harbour Property Unit Trust" });
    expect(matchPerspective("Trustee", partyRefs(capacity.details))?.key).toBe("Fund");
  });
  it("does not read the office on the signature line above a blank line as part of the next company's name", () => {
    const text = `The undersigned agree to share their test results.\n\n1. Each party pays its own costs.\n\nIN WITNESS WHEREOF the parties sign below.\n\nHALCYON PUMPS, INC.\n\nBy: /s/ Ana Ruiz\nName: Ana Ruiz\nTitle: CFO\n\nBRIGHTWATER TESTING LLC\n\nBy: /s/ Leo Park\nName: Leo Park\nTitle: Member`;
    expect(preambleOf(text).names).toEqual(["HALCYON PUMPS, INC.", "BRIGHTWATER TESTING LLC"]);
  });
});

describe("a stray full stop after a company's name", () => {
  it("is dropped after a whole word, kept after an abbreviation", () => {
    const names = (opening: string) => partyList(preambleOf(opening));
    expect(names('This agreement ("Agreement") is made by and between Erchonia Corporation. ("Erchonia") whose address is 650 Atlantis Rd., Melbourne, Florida and InnerScope Hearing Technologies Inc, ("Distributor").')).toContain("Erchonia Corporation");
    expect(names('This Agreement is made between Orion Labs, Inc. ("Orion") and Beta Corp. ("Beta").')).toEqual(expect.arrayContaining(["Orion Labs, Inc.", "Beta Corp."]));
  });
});

describe("a party given two defined terms in one bracket", () => {
  it("is called by either in the clauses ('(\"Kestrel\" or the \"Lessee\")')", () => {
    const opening = 'KESTREL CIVIL LIMITED, a company registered in England, of 2 Dock Road, Hull ("Kestrel" or the "Lessee"); and HARBOUR PLANT HIRE LIMITED, a company registered in England, of 9 Quay Street, Leeds (the "Lessor" or "Harbour").';
    const p = preambleOf(opening);
    const refs = partyRefs(p.details, opening);
    const lessee = refs.find((r) => r.aliases.includes("kestrel"))!;
    expect(lessee.aliases).toContain("lessee");
    const lessor = refs.find((r) => r.aliases.includes("lessor"))!;
    expect(lessor.aliases).toContain("harbour");
    expect(matchPerspective("Lessee", refs)?.key).toBe(lessee.key);
  });
});

describe("of two terms in one bracket, the one naming a role gives the party its role", () => {
  it("'(\"Kestrel\" or the \"Lessee\")' keeps Kestrel as the defined term, with the role lessee", () => {
    const opening = 'KESTREL CIVIL LIMITED, a company registered in England, of 2 Dock Road, Hull ("Kestrel" or the "Lessee"); and HARBOUR PLANT HIRE LIMITED, a company registered in England, of 9 Quay Street, Leeds (the "Lessor").';
    const kestrel = preambleOf(opening).details.find((d) => /KESTREL/.test(d.name))!;
    expect(kestrel.defined_as).toBe("Kestrel");
    expect(kestrel.role).toBe("lessee");
  });
});

describe("a name that opens with a number", () => {
  it("keeps the number joined to it by a hyphen or slash ('7-Eleven, Inc.', '24/7 Media, Inc.'), and a number before a letter ('3M Company')", () => {
    expect(partiesNamedIn('This Agreement is made between 1-800-FLOWERS.COM, Inc. ("Flowers") and 24/7 Media, Inc. ("Media").\n\n1. Services')).toEqual(
      expect.arrayContaining(["1-800-FLOWERS.COM, Inc.", "24/7 Media, Inc."]),
    );
    expect(partiesNamedIn('This Agreement is made between 7-Eleven, Inc. ("7-Eleven") and 99 Cents Only Stores LLC ("Retailer").\n\n1. Supply')).toEqual(
      expect.arrayContaining(["7-Eleven, Inc.", "99 Cents Only Stores LLC"]),
    );
    expect(
      partiesNamedIn("This License Agreement is entered into as of May 5, 2005 by and between 3M Company, a Delaware corporation, and Acme Technologies, Inc., a Texas corporation.\n\n1. Grant"),
    ).toEqual(expect.arrayContaining(["3M Company", "Acme Technologies, Inc."]));
  });
});
