/**
 * Party openings and choice-of-law sentences in styles real contracts use that edgar-styles.test.ts does not cover:
 * parties named only in a signature block or a cover-page table, five parties and their guarantors, parties defined in
 * recitals, trading and former names, trustees, individuals with their addresses, "each of the Purchasers listed on
 * Schedule A", short names and group terms, legal forms from outside the US; a law chosen inside a miscellaneous or
 * a dispute clause, split between two laws, or beside the CISG's exclusion. Every name, address and sentence is made
 * up (no CUAD text). The expected answer beside each case was written from the wording before the code was run on it:
 * each legal name (or, where the contract gives none, the term) a lawyer would write down as a party, and the law the
 * contract chooses for itself.
 */
import { describe, expect, it } from "vitest";
import { governingLawOf } from "./governing-law";
import { partiesNamedIn, preambleOf } from "./parties";

const plain = (s: string) => s.toLowerCase().replace(/[“”"'’]/g, "").replace(/[^a-z0-9&]+/g, " ").trim();
/** The expected names the key facts do not list (compared without case or punctuation). */
const notListed = (text: string, expected: string[]) => {
  const listed = partiesNamedIn(text).map(plain);
  return expected.filter((e) => !listed.includes(plain(e)));
};

/** One test per case: every expected name is listed. */
function readsEach(cases: [string, string, string[]][]) {
  for (const [style, text, expected] of cases) it(`reads ${style}`, () => expect(notListed(text, expected)).toEqual([]));
}

const sig = (name: string, person: string, title: string) => `${name}\n\nBy: /s/ ${person}\nName: ${person}\nTitle: ${title}`;

describe("parties named only where a signature block or a cover page names them", () => {
  const cases: [string, string, string[]][] = [
    [
      "an amendment that names no one before its signatures",
      `AMENDMENT NO. 2 TO SUPPLY AGREEMENT\n\nThe parties agree that Section 4.1 of the Supply Agreement dated June 1, 2015 is amended by replacing "90 days" with "120 days". All other terms remain in effect.\n\nIN WITNESS WHEREOF, the parties have executed this Amendment as of March 3, 2017.\n\n${sig("KESTREL FOODS, INC.", "Alan Price", "President")}\n\n${sig("MARLOW PACKAGING LLC", "Rita Moss", "Manager")}`,
      ["KESTREL FOODS, INC.", "MARLOW PACKAGING LLC"],
    ],
    [
      "a letter agreement accepted by its addressee",
      `Dear Ms. Ortega:\n\nThis letter sets out the terms on which you will provide advisory services to us. The fee is $5,000 a month, payable in arrears.\n\nVery truly yours,\n\n${sig("HALCYON MEDIA GROUP, INC.", "Paul Grant", "Chief Executive Officer")}\n\nACCEPTED AND AGREED:\n\n${sig("ORCHARD STUDIOS LLC", "Lena Ortega", "Managing Member")}`,
      ["HALCYON MEDIA GROUP, INC.", "ORCHARD STUDIOS LLC"],
    ],
    [
      "signature blocks headed by the parties' roles",
      `JOINDER\n\nThe undersigned agree to be bound by the Loan Agreement as if an original party to it.\n\nIN WITNESS WHEREOF, the undersigned have signed this Joinder on April 9, 2019.\n\nBORROWER:\n\n${sig("NORTHGATE HOTELS LLC", "Omar Haddad", "Manager")}\n\nLENDER:\n\n${sig("FIRST COASTAL BANK, N.A.", "Ivy Tran", "Senior Vice President")}`,
      ["NORTHGATE HOTELS LLC", "FIRST COASTAL BANK, N.A."],
    ],
    [
      "signature blocks in mixed case after a form's terms",
      `Terms of Participation\n\n1. The undersigned participant agrees to the Program Rules.\n2. The Program runs for one year.\n\nIN WITNESS WHEREOF, the undersigned have executed these Terms.\n\n${sig("Tidewater Solar LLC", "Grace Lin", "Manager")}\n\n${sig("Bayside Electric Cooperative, Inc.", "Hugo Reyes", "General Manager")}`,
      ["Tidewater Solar LLC", "Bayside Electric Cooperative, Inc."],
    ],
    [
      "a cover page listing each party under its role",
      `ORDER FORM\n\nCustomer: Bramblewood Health, Inc.\nCustomer Address: 10 Main Street, Dayton, Ohio 45402\nProvider: Cobalt Cloud Services Ltd\nProvider Address: 2 Quay Street, Dublin 2, Ireland\nOrder Start Date: January 1, 2021\n\n1. Subscription. Provider grants Customer access to the Service.`,
      ["Bramblewood Health, Inc.", "Cobalt Cloud Services Ltd"],
    ],
    [
      "a cover page with the role on the line above each name",
      `MASTER SERVICES AGREEMENT\n\nCLIENT\nRiverbend Insurance Company\n\nSERVICE PROVIDER\nQuayside Digital Limited\n\nEffective Date: 1 May 2020\n\n1. Definitions`,
      ["Riverbend Insurance Company", "Quayside Digital Limited"],
    ],
    [
      "a cover-page table whose labels name the parties",
      `SOFTWARE LICENSE AGREEMENT\n\nLicensor Name: Tessellate Software, Inc.\nLicensee Name: Ironbridge Manufacturing Corp.\nLicense Fee: $120,000\n\n1. Grant of License`,
      ["Tessellate Software, Inc.", "Ironbridge Manufacturing Corp."],
    ],
    [
      "a title page with '- and -' between the parties",
      `DATED 4 JUNE 2018\n\nGLENMORE ESTATES LIMITED\n\n- and -\n\nHEATHERFIELD CARE HOMES LIMITED\n\nLEASE\n\nrelating to 12 Abbey Road, Harrogate`,
      ["GLENMORE ESTATES LIMITED", "HEATHERFIELD CARE HOMES LIMITED"],
    ],
    [
      "a cover page and an opening that calls the parties by term only",
      `CONSULTING AGREEMENT\n\nbetween\n\nPALISADE ENERGY CORP.\n\nand\n\nDORIAN WELLS\n\nThis Agreement is made on the date below between the Company and the Consultant named on the cover page.\n\n1. Services`,
      ["PALISADE ENERGY CORP.", "DORIAN WELLS"],
    ],
  ];
  readsEach(cases);
});

describe("many parties, guarantors and investors", () => {
  const cases: [string, string, string[]][] = [
    [
      "a borrower, three guarantors and an agent 'by and among'",
      'This Credit Agreement is entered into as of May 3, 2019, by and among Redstone Retail Holdings, Inc., a Delaware corporation (the "Borrower"), Redstone Stores LLC, a Texas limited liability company, Redstone Online LLC, a Delaware limited liability company, and Redstone Logistics Corp., a Nevada corporation (collectively, the "Guarantors"), and Harbor National Bank, as administrative agent (the "Agent").\n\nRECITALS',
      ["Redstone Retail Holdings, Inc.", "Redstone Stores LLC", "Redstone Online LLC", "Redstone Logistics Corp.", "Harbor National Bank"],
    ],
    [
      "five parties, each with its own term",
      'This Shareholders Agreement is made as of July 1, 2016 by and among Orca Ventures Fund III, L.P. ("Orca"), Pelican Growth Partners LLC ("Pelican"), Sandpiper Holdings Ltd. ("Sandpiper"), Marisol Vega ("Founder") and Tidal Robotics, Inc., a Delaware corporation (the "Company").\n\nWHEREAS',
      ["Orca Ventures Fund III, L.P.", "Pelican Growth Partners LLC", "Sandpiper Holdings Ltd.", "Marisol Vega", "Tidal Robotics, Inc."],
    ],
    [
      "a merger among parent, merger sub, the company and a representative",
      'This Agreement and Plan of Merger is entered into as of August 14, 2020 by and among Beacon Analytics Corp., a Delaware corporation ("Parent"), Beacon Merger Sub, Inc., a Delaware corporation ("Merger Sub"), Lanternfish Labs, Inc., a Delaware corporation (the "Company"), and Fortis Representative Services LLC, solely in its capacity as the representative of the Stockholders (the "Stockholder Representative").\n\nRECITALS',
      ["Beacon Analytics Corp.", "Beacon Merger Sub, Inc.", "Lanternfish Labs, Inc.", "Fortis Representative Services LLC"],
    ],
    [
      "a guaranty by a parent and its subsidiaries in favour of a lender",
      'This GUARANTY (this "Guaranty") is made as of June 30, 2015 by Cinder Holdings Corp., a Delaware corporation ("Holdings"), and each of Cinder Foods LLC and Cinder Transport LLC (together with Holdings, the "Guarantors"), in favor of Keystone Commercial Bank (the "Lender").\n\n1. Guaranty',
      ["Cinder Holdings Corp.", "Cinder Foods LLC", "Cinder Transport LLC", "Keystone Commercial Bank"],
    ],
    [
      "a list of guarantors numbered in the opening",
      'THIS AGREEMENT is made on 2 March 2021 BETWEEN:\n\n(1) ASHGROVE BIDCO LIMITED (the "Borrower");\n\n(2) ASHGROVE TOPCO LIMITED, ASHGROVE MIDCO LIMITED and ASHGROVE SERVICES LIMITED (each an "Original Guarantor"); and\n\n(3) NORTHERN RIDGE BANK PLC (the "Lender").\n\nIT IS AGREED',
      ["ASHGROVE BIDCO LIMITED", "ASHGROVE TOPCO LIMITED", "ASHGROVE MIDCO LIMITED", "ASHGROVE SERVICES LIMITED", "NORTHERN RIDGE BANK PLC"],
    ],
    [
      "the Company and each of the Purchasers listed on Schedule A",
      'This Note Purchase Agreement is made as of June 2, 2017 between Aspenwood Therapeutics, Inc., a Delaware corporation (the "Company"), and each of the purchasers listed on Schedule A hereto (each, a "Purchaser" and together, the "Purchasers").\n\nWHEREAS',
      ["Aspenwood Therapeutics, Inc.", "Purchaser"],
    ],
    [
      "the investors listed on an exhibit",
      'This Investors\' Rights Agreement is made as of April 4, 2014, by and among Glimmer Devices, Inc., a Delaware corporation (the "Company"), and the investors listed on Exhibit A attached hereto (each an "Investor" and collectively, the "Investors").\n\nRECITALS',
      ["Glimmer Devices, Inc.", "Investor"],
    ],
    [
      "a borrower and 'the several banks and other financial institutions from time to time parties hereto'",
      'CREDIT AGREEMENT, dated as of October 1, 2018, among Fairhaven Industries, Inc., a Delaware corporation (the "Borrower"), the several banks and other financial institutions or entities from time to time parties to this Agreement (the "Lenders"), and Summit Trust Bank, N.A., as administrative agent (in such capacity, the "Administrative Agent").\n\nThe parties hereto agree as follows:',
      ["Fairhaven Industries, Inc.", "Summit Trust Bank, N.A.", "Lenders"],
    ],
    [
      "four sellers gathered under one term and a buyer",
      'This Membership Interest Purchase Agreement is entered into as of May 1, 2019 by and among Thomas Reed, Alice Reed, Reed Family Holdings LLC and Reed Capital Partners, L.P. (together, the "Sellers"), and Crestline Brands, Inc., a Delaware corporation ("Buyer").\n\nRECITALS',
      ["Thomas Reed", "Alice Reed", "Reed Family Holdings LLC", "Reed Capital Partners, L.P.", "Crestline Brands, Inc."],
    ],
  ];
  readsEach(cases);
});

describe("parties defined in the recitals, and trading, former and trust names", () => {
  const cases: [string, string, string[]][] = [
    [
      "parties defined only in lettered recitals",
      'LICENSE AGREEMENT\n\nThis License Agreement is entered into as of the Effective Date.\n\nRECITALS\n\nA. Larkspur Biologics, Inc., a Delaware corporation ("Larkspur"), owns certain patents relating to antibody engineering.\n\nB. Meridian Pharma AG, a Swiss company ("Meridian"), wishes to obtain a license under those patents.\n\nNOW, THEREFORE, the parties agree as follows:',
      ["Larkspur Biologics, Inc.", "Meridian Pharma AG"],
    ],
    [
      "parties defined only in WHEREAS clauses",
      'POWER PURCHASE AGREEMENT\n\nWHEREAS, Tamarind Energy LLC, a Colorado limited liability company ("Seller"), owns and operates a wind generating facility; and\n\nWHEREAS, Coldwater Utilities, Inc., a Kansas corporation ("Buyer"), desires to purchase the output of the facility;\n\nNOW, THEREFORE, the parties agree:',
      ["Tamarind Energy LLC", "Coldwater Utilities, Inc."],
    ],
    [
      "a trading name given with d/b/a",
      'This Management Services Agreement is made as of March 1, 2018 between Sunbelt Dental Partners, LLC d/b/a Bright Smile Dental, a Georgia limited liability company (the "Practice"), and Crescent Practice Management, Inc., a Delaware corporation (the "Manager").\n\n1. Services',
      ["Sunbelt Dental Partners, LLC", "Crescent Practice Management, Inc."],
    ],
    [
      "a trading name given with 'doing business as'",
      'This Distribution Agreement is entered into as of June 5, 2019 by and between Sixth Street Brewing Co. LLC, doing business as Sixth Street Ales ("Brewer"), and Keel & Anchor Distributing, Inc. ("Distributor").\n\n1. Appointment',
      ["Sixth Street Brewing Co. LLC", "Keel & Anchor Distributing, Inc."],
    ],
    [
      "a former name after 'formerly known as'",
      'This Supply Agreement is made as of January 10, 2020 between Cardinal Therapeutics, Inc. (formerly known as Cardinal Bio Corp.), a Delaware corporation ("Cardinal"), and Juniper Contract Manufacturing LLC ("Supplier").\n\n1. Supply',
      ["Cardinal Therapeutics, Inc.", "Juniper Contract Manufacturing LLC"],
    ],
    [
      "a former name after 'f/k/a' without brackets",
      'This Amended and Restated License Agreement is made as of September 9, 2016 between Orion Health Systems, Inc., f/k/a Orion Medical, Inc., a Minnesota corporation ("Licensee"), and Polaris Imaging Corporation, a Delaware corporation ("Licensor").\n\n1. Definitions',
      ["Orion Health Systems, Inc.", "Polaris Imaging Corporation"],
    ],
    [
      "a trustee for a family trust",
      'This Purchase and Sale Agreement is made as of April 2, 2012 between Margaret L. Chen, as trustee of the Chen Family Revocable Trust dated March 1, 2001 ("Seller"), and Bayview Properties LLC, a California limited liability company ("Buyer").\n\n1. Sale',
      ["Chen Family Revocable Trust", "Bayview Properties LLC"],
    ],
    [
      "a trust company acting only as owner trustee",
      'This Aircraft Lease Agreement is made as of November 1, 2018 between Lakeshore Trust Company, National Association, not in its individual capacity but solely as owner trustee (the "Lessor"), and Skyward Regional Airlines, Inc., an Oregon corporation (the "Lessee").\n\n1. Lease',
      ["Lakeshore Trust Company, National Association", "Skyward Regional Airlines, Inc."],
    ],
    [
      "a statutory trust as a party",
      'This Servicing Agreement is made as of May 15, 2017 between Brightwater Auto Receivables Trust 2017-1, a Delaware statutory trust (the "Issuer"), and Brightwater Auto Finance LLC (the "Servicer").\n\n1. Servicing',
      ["Brightwater Auto Receivables Trust 2017-1", "Brightwater Auto Finance LLC"],
    ],
    [
      "trustees of a trust named as the party in the trust's name",
      'This Lease is made as of July 1, 2014 between Harold Finch and Ruth Finch, Trustees of the Finch Living Trust ("Landlord"), and Maple Grove Pharmacy, Inc. ("Tenant").\n\n1. Premises',
      ["Finch Living Trust", "Maple Grove Pharmacy, Inc."],
    ],
  ];
  readsEach(cases);
});

describe("individuals, short names and group terms", () => {
  const cases: [string, string, string[]][] = [
    [
      "an individual with a street address",
      'This Employment Agreement is made as of February 1, 2019 between Prairie Grain Co., an Illinois corporation ("Employer"), and Daniel R. Okafor, an individual residing at 42 Elm Street, Springfield, Illinois 62704 ("Employee").\n\n1. Employment',
      ["Prairie Grain Co.", "Daniel R. Okafor"],
    ],
    [
      "a named individual 'of' an address abroad",
      'This Consultancy Agreement is made on 5 May 2020 between Quillfeather Analytics Ltd, a company registered in England and Wales ("Company"), and Ms. Priya Natarajan of 17 Lavender Road, Bangalore 560001, India ("Consultant").\n\n1. Engagement',
      ["Quillfeather Analytics Ltd", "Priya Natarajan"],
    ],
    [
      "an individual in capitals with a 'residing at' address",
      'THIS EXECUTIVE EMPLOYMENT AGREEMENT is made as of the 1st day of March, 2016, by and between HARBORLIGHT BANCORP, INC., a Connecticut corporation (the "Company"), and JOHN T. WALSH, residing at 5 Harbor Lane, Mystic, Connecticut 06355 (the "Executive").\n\nWITNESSETH',
      ["HARBORLIGHT BANCORP, INC.", "JOHN T. WALSH"],
    ],
    [
      "a short name for a long Swiss company name",
      'This Collaboration Agreement is made as of January 15, 2015 by and between G. Brunner-Keller AG, a Swiss corporation with its principal office at Seestrasse 12, 8002 Zurich, Switzerland ("Brunner"), and Helix Bioscience, Inc., a Delaware corporation ("Helix").\n\n1. Definitions',
      ["G. Brunner-Keller AG", "Helix Bioscience, Inc."],
    ],
    [
      "two sellers gathered as 'the Sellers'",
      'This Asset Purchase Agreement is made as of March 31, 2017 by and among Ashford Mills Inc., a North Carolina corporation, Ashford Textiles Ltd., a Canadian corporation (together, the "Sellers"), and Brookline Apparel LLC, a Delaware limited liability company (the "Buyer").\n\nRECITALS',
      ["Ashford Mills Inc.", "Ashford Textiles Ltd.", "Brookline Apparel LLC"],
    ],
    [
      "'(each, a \"Party\")' after each party",
      'This Joint Development Agreement is entered into as of June 1, 2021 by and between Corvid Semiconductor Corp., a California corporation ("Corvid"; each, a "Party"), and Wrenfield Optics GmbH, a German limited liability company ("Wrenfield"; each, a "Party" and together, the "Parties").\n\n1. Purpose',
      ["Corvid Semiconductor Corp.", "Wrenfield Optics GmbH"],
    ],
    [
      "a licensee defined individually and collectively",
      'This Trademark License Agreement is made as of October 2, 2013 between Windrose Brands LLC ("Licensor") and Copperline Apparel, Inc. and its subsidiary Copperline Retail LLC (individually and collectively, "Licensee").\n\n1. Grant',
      ["Windrose Brands LLC", "Copperline Apparel, Inc.", "Copperline Retail LLC"],
    ],
    [
      "a franchisor's 'we' and a franchisee's 'you'",
      'THIS FRANCHISE AGREEMENT is made and entered into on May 1, 2018 between Saffron Grill Franchising, LLC, a Texas limited liability company ("we," "us" or "our"), and Blue Heron Restaurants, Inc., a Florida corporation ("you" or "Franchisee").\n\n1. Grant',
      ["Saffron Grill Franchising, LLC", "Blue Heron Restaurants, Inc."],
    ],
    [
      "an opening that defines the parties with 'hereinafter referred to as' in single quotes",
      "This Distribution Agreement is made on 3 April 2019 between Tamsin Optical Limited, a company incorporated in Ireland (hereinafter referred to as 'the Manufacturer') and Calloway Vision Pty Ltd, a company incorporated in Australia (hereinafter referred to as 'the Distributor').\n\n1. Appointment",
      ["Tamsin Optical Limited", "Calloway Vision Pty Ltd"],
    ],
    [
      "a university's board of trustees as licensor",
      'This License Agreement is made effective as of March 1, 2012 by and between The Board of Trustees of Pinecrest University, a body corporate of the State of Oregon ("University"), and Fernleaf Diagnostics, Inc., an Oregon corporation ("Licensee").\n\n1. Definitions',
      ["The Board of Trustees of Pinecrest University", "Fernleaf Diagnostics, Inc."],
    ],
    [
      "a state agency acting through a department",
      'This Contract is entered into as of July 1, 2016 by and between the State of Montana, acting through its Department of Public Health ("State"), and Cascadia Health Analytics, Inc., a Washington corporation ("Contractor").\n\n1. Scope of Work',
      ["State of Montana", "Cascadia Health Analytics, Inc."],
    ],
    [
      "a husband and wife as guarantors",
      'This Personal Guaranty is made as of August 8, 2014 by Michael J. Ferrante and Laura B. Ferrante, husband and wife (together, the "Guarantors"), in favor of Beacon Hill Equipment Finance LLC ("Lender").\n\n1. Guaranty',
      ["Michael J. Ferrante", "Laura B. Ferrante", "Beacon Hill Equipment Finance LLC"],
    ],
    [
      "a limited partnership acting through its general partner",
      'This Agreement is made as of December 1, 2015 between Cascade Growth Fund II Limited Partnership, acting through its general partner Cascade Growth GP LLC (the "Fund"), and Redwater Minerals Corp., a Nevada corporation (the "Company").\n\n1. Investment',
      ["Cascade Growth Fund II Limited Partnership", "Redwater Minerals Corp."],
    ],
    [
      "a party named 'on the one hand' and two 'on the other hand'",
      'This Settlement Agreement is entered into as of June 3, 2013 by and between Larkhill Media, Inc. ("Larkhill"), on the one hand, and Poplar Films LLC ("Poplar") and Aspen Grove Pictures, Inc. ("Aspen"), on the other hand.\n\nRECITALS',
      ["Larkhill Media, Inc.", "Poplar Films LLC", "Aspen Grove Pictures, Inc."],
    ],
    [
      "a party described by its registered number before its term",
      'THIS AGREEMENT is dated 14 February 2019 and made between CLOVERLEAF RETAIL LIMITED (company number 04561237) whose registered office is at 3 Market Place, Reading RG1 2AA ("Cloverleaf") and BRACKEN LOGISTICS LIMITED (company number 08765412) whose registered office is at Unit 5, Dock Road, Hull HU1 3AB ("Bracken").\n\nBACKGROUND',
      ["CLOVERLEAF RETAIL LIMITED", "BRACKEN LOGISTICS LIMITED"],
    ],
    [
      "a term that comes before the party's name",
      'This Agreement is made on May 1, 2017 between the Licensor, Granite Peak Software, Inc., a Utah corporation, and the Licensee, Oxbow Hospitality Group LLC, a Colorado limited liability company.\n\n1. License',
      ["Granite Peak Software, Inc.", "Oxbow Hospitality Group LLC"],
    ],
  ];
  readsEach(cases);
});

describe("legal forms from outside the US", () => {
  const other = 'Harrow Instruments, Inc., a Delaware corporation ("Harrow")';
  const forms: [string, string][] = [
    ["Kraemer Medizintechnik GmbH", 'Kraemer Medizintechnik GmbH, a limited liability company organized under the laws of Germany, registered with the commercial register of the local court of Munich under HRB 123456 ("Kraemer")'],
    ["Fonderia Lombarda S.p.A.", 'Fonderia Lombarda S.p.A., with registered office in Via Roma 10, Brescia, Italy, VAT No. IT01234567890 ("Fonderia")'],
    ["Bluegum Software Pty Limited", 'Bluegum Software Pty Limited ABN 12 345 678 901 of Level 3, 20 Queen Street, Melbourne VIC 3000 ("Bluegum")'],
    ["Hoshino Seimitsu K.K.", 'Hoshino Seimitsu K.K., a Japanese corporation having its principal office at 2-1 Marunouchi, Chiyoda-ku, Tokyo ("Hoshino")'],
    ["Alpenblick Pharma AG", 'Alpenblick Pharma AG, a company incorporated under the laws of Switzerland ("Alpenblick")'],
    ["Vignoble Technologies S.A.S.", 'Vignoble Technologies S.A.S., a société par actions simplifiée with a share capital of EUR 50,000, registered with the RCS of Lyon under number 123 456 789 ("Vignoble")'],
    ["Fenwick Hale LLP", 'Fenwick Hale LLP, a limited liability partnership registered in England and Wales with number OC123456 ("Fenwick")'],
    ["Sundaram Infotech Pvt. Ltd.", 'Sundaram Infotech Pvt. Ltd., a company incorporated under the Companies Act, 2013, having its registered office at 14 Anna Salai, Chennai 600002 ("Sundaram")'],
    ["Kaveri Analytics Private Limited", 'Kaveri Analytics Private Limited, a company incorporated in India ("Kaveri")'],
    ["Olivar Distribuciones, S.L.", 'Olivar Distribuciones, S.L., a Spanish limited liability company with tax identification number B12345678 ("Olivar")'],
    ["Dijkstra Logistics B.V.", 'Dijkstra Logistics B.V., a private limited liability company under Dutch law, having its seat in Rotterdam ("Dijkstra")'],
    ["Revontuli Oy", 'Revontuli Oy, a Finnish limited company (business ID 1234567-8) ("Revontuli")'],
    ["Fjordlys ApS", 'Fjordlys ApS, a Danish private limited company (CVR no. 12345678) ("Fjordlys")'],
    ["Wisla Components Sp. z o.o.", 'Wisla Components Sp. z o.o., a Polish limited liability company with its registered office in Krakow ("Wisla")'],
    ["Moselle Capital S.à r.l.", 'Moselle Capital S.à r.l., a private limited liability company incorporated under the laws of Luxembourg ("Moselle")'],
    ["Nordlicht Energie SE", 'Nordlicht Energie SE, a European company with its seat in Hamburg ("Nordlicht")'],
    ["Lumière Digitale SAS", 'Lumière Digitale SAS, a French simplified joint-stock company ("Lumiere")'],
    ["Duna Software Kft.", 'Duna Software Kft., a Hungarian limited liability company ("Duna")'],
    ["Nordvik Medical AB (publ)", 'Nordvik Medical AB (publ), a Swedish public limited company ("Nordvik")'],
    ["Maple Leaf Pipelines ULC", 'Maple Leaf Pipelines ULC, an Alberta unlimited liability corporation ("Maple Leaf")'],
    ["Hanbit Electronics Co., Ltd.", 'Hanbit Electronics Co., Ltd., a corporation organized under the laws of the Republic of Korea ("Hanbit")'],
    ["Tecnoval Indústria Ltda.", 'Tecnoval Indústria Ltda., a Brazilian limited liability company enrolled with the CNPJ under No. 12.345.678/0001-90 ("Tecnoval")'],
    ["Elbtal Chemie GmbH & Co. KG", 'Elbtal Chemie GmbH & Co. KG, a limited partnership under German law ("Elbtal")'],
    ["Sakuragawa Trading Co., Ltd.", 'Sakuragawa Trading Co., Ltd., a corporation organized under the laws of Japan ("Sakuragawa")'],
    ["Ridgeway Capital LLP", 'Ridgeway Capital LLP, a Delaware limited liability partnership ("Ridgeway")'],
    ["Brasserie du Lac SARL", 'Brasserie du Lac SARL, a French société à responsabilité limitée ("Brasserie")'],
    ["Adriatica Servizi S.r.l.", 'Adriatica Servizi S.r.l., an Italian limited liability company ("Adriatica")'],
    ["Tatra Motors a.s.", 'Tatra Motors a.s., a joint stock company incorporated in the Czech Republic ("Tatra")'],
    ["Himalaya Agro Products Limited", 'Himalaya Agro Products Limited, a public company listed on the National Stock Exchange of India ("Himalaya")'],
    ["Quetzal Alimentos, S.A. de C.V.", 'Quetzal Alimentos, S.A. de C.V., a Mexican sociedad anónima de capital variable ("Quetzal")'],
  ];
  for (const [name, described] of forms) {
    it(`reads ${name.split(" ").slice(-1)[0]} in ${name}, named first and second`, () => {
      const first = `This Agreement is made as of March 1, 2020 between ${described} and ${other}.\n\n1. Definitions`;
      const second = `This Agreement is made as of March 1, 2020 by and between ${other}, and ${described}.\n\n1. Definitions`;
      expect(notListed(first, [name, "Harrow Instruments, Inc."])).toEqual([]);
      expect(notListed(second, [name, "Harrow Instruments, Inc."])).toEqual([]);
    });
  }
});

const law = (...units: string[]) => governingLawOf(units);

describe("a law chosen where real contracts choose it", () => {
  const cases: [string, string[], string | null, string][] = [
    [
      "in a miscellaneous clause among other sentences",
      ["Miscellaneous. This Agreement may be executed in counterparts. Headings are for convenience only. This Agreement shall be governed by and construed under the laws of the State of Wisconsin. No waiver shall be effective unless in writing."],
      "US-WI",
      "This Agreement shall be governed by and construed under the laws of the State of Wisconsin.",
    ],
    [
      "in a lettered miscellaneous clause",
      ["15. MISCELLANEOUS. (a) Notices shall be in writing. (b) This Agreement shall be governed by the laws of the State of Ohio. (c) This Agreement may be amended only in writing."],
      "US-OH",
      "governed by the laws of the State of Ohio",
    ],
    [
      "inside a dispute clause, after the arbitration terms",
      ["Dispute Resolution. Any dispute arising out of this Agreement shall be finally settled by arbitration administered by the International Chamber of Commerce in Paris. The arbitral tribunal shall apply the laws of France."],
      "FR",
      "shall apply the laws of France",
    ],
    [
      "as the last sub-clause of a numbered dispute clause",
      ["20. DISPUTE RESOLUTION. 20.1 Any dispute shall first be referred to the parties' chief executives. 20.2 If it is not resolved within 30 days it shall be finally resolved by arbitration under the LCIA Rules, seated in London. 20.3 The governing law of this contract shall be the substantive law of England and Wales."],
      "GB",
      "substantive law of England and Wales",
    ],
    [
      "New York law without regard to conflicts",
      ["This Agreement shall be construed in accordance with the laws of the State of New York without regard to conflicts of laws principles."],
      "US-NY",
      "laws of the State of New York",
    ],
    ["Delaware law by its adjective", ["This Agreement shall be governed by Delaware law."], "US-DE", "governed by Delaware law"],
    ["the laws of England", ["This Agreement is governed by the laws of England."], "GB", "laws of England"],
    ["the laws in force in the Province of Ontario", ["This Agreement shall be governed by the laws in force in the Province of Ontario."], "CA-ON", "Province of Ontario"],
    [
      "a split: patent questions under the issuing country's law, the rest under California law",
      ["Questions concerning the validity of any patent shall be governed by the patent laws of the country that issued it; in all other respects this Agreement shall be governed by the laws of the State of California."],
      "US-CA",
      "laws of the State of California",
    ],
    [
      "a split: German law, with the marks under Texas law",
      ["This Agreement shall be governed by the laws of Germany, except that matters relating to the ownership of the Licensed Marks shall be governed by the laws of the State of Texas."],
      "DE",
      "laws of Germany",
    ],
    [
      "a split: intellectual property under federal law, the rest under Illinois law",
      ["Except as provided in Section 12.3 with respect to intellectual property matters, which shall be governed by the laws of the United States, this Agreement shall be governed by the laws of the State of Illinois."],
      "US-IL",
      "State of Illinois",
    ],
    [
      "a split: English law, save a trade mark clause under New York law",
      ["This Agreement shall be governed by, and construed in accordance with, the laws of England, save that clause 14 (Trade Marks) shall be governed by the laws of the State of New York."],
      "GB",
      "laws of England",
    ],
    [
      "the CISG excluded in the sentence before the choice",
      ["The United Nations Convention on Contracts for the International Sale of Goods shall not apply to this Agreement. This Agreement shall be governed by the laws of the Republic of Singapore."],
      "SG",
      "This Agreement shall be governed by the laws of the Republic of Singapore.",
    ],
    ["the CISG excluded in the same sentence", ["This Agreement shall be governed by the laws of Sweden, and the UN Convention on the International Sale of Goods shall not apply."], "SE", "laws of Sweden"],
    [
      "the CISG excluded in a sentence of its own after a Florida choice",
      ["This Agreement shall be governed by the laws of the State of Florida, U.S.A. The application of the United Nations Convention on Contracts for the International Sale of Goods is expressly excluded."],
      "US-FL",
      "laws of the State of Florida",
    ],
    [
      "German law without its conflict rules or the CISG",
      ["This Agreement shall be governed by the laws of the Federal Republic of Germany, excluding its conflict of laws rules and the CISG."],
      "DE",
      "Federal Republic of Germany",
    ],
    ["Irish law with Irish courts", ["Governing Law and Jurisdiction. This Agreement shall be governed by, and construed in accordance with, the laws of Ireland, and the parties submit to the exclusive jurisdiction of the Irish courts."], "IE", "laws of Ireland"],
    ["'subject to the laws of Austria'", ["This Agreement is subject to the laws of Austria."], "AT", "laws of Austria"],
    ["Swiss substantive law 'shall apply'", ["Swiss substantive law shall apply to this Agreement."], "CH", "Swiss substantive law"],
    ["the singular 'law of the State of Georgia'", ["The parties agree that the law of the State of Georgia shall govern this Agreement."], "US-GA", "law of the State of Georgia"],
    ["'exclusively by Massachusetts law'", ["This Agreement and all claims arising out of it will be governed exclusively by Massachusetts law, without regard to its conflict of laws rules."], "US-MA", "Massachusetts law"],
    ["validity and construction 'determined by' a state's laws", ["The validity and construction of this Agreement shall be determined by the laws of the State of Minnesota."], "US-MN", "State of Minnesota"],
    ["a choice in capitals", ["THIS AGREEMENT WILL BE GOVERNED BY AND CONSTRUED IN ACCORDANCE WITH THE LAWS OF THE STATE OF NEW JERSEY, WITHOUT REFERENCE TO ITS CHOICE OF LAW RULES."], "US-NJ", "STATE OF NEW JERSEY"],
    ["Scots law with Scottish courts", ["This Agreement shall be governed by the law of Scotland and the parties submit to the non-exclusive jurisdiction of the Scottish courts."], "GB", "law of Scotland"],
    ["New Zealand law 'in all respects'", ["The construction, validity and performance of this Agreement shall be governed in all respects by the laws of New Zealand."], "NZ", "laws of New Zealand"],
    ["'Hong Kong law governs'", ["Hong Kong law governs this Agreement."], "HK", "Hong Kong law"],
    ["a heading 'Applicable Law' and 'govern … all matters'", ["Applicable Law. The laws of the State of Washington govern this Agreement and all matters arising out of it."], "US-WA", "State of Washington"],
    ["'to be construed under' a commonwealth's laws", ["This Agreement is to be construed under the laws of the Commonwealth of Pennsylvania."], "US-PA", "Commonwealth of Pennsylvania"],
    ["'interpreted according to'", ["This Agreement shall be interpreted according to the laws of the State of Utah."], "US-UT", "State of Utah"],
    ["'in the event of any dispute … shall govern'", ["In the event of any dispute under this Agreement, the laws of the State of Oregon shall govern."], "US-OR", "State of Oregon"],
    ["the Kingdom of the Netherlands", ["This Agreement shall be exclusively governed by the laws of the Kingdom of the Netherlands."], "NL", "Kingdom of the Netherlands"],
    ["Indian law with Mumbai courts", ["This Agreement shall be governed by Indian law and the courts at Mumbai shall have exclusive jurisdiction."], "IN-MH", "Indian law"],
    ["Quebec law and Canada's federal laws", ["This Agreement shall be governed by the laws of the Province of Quebec and the federal laws of Canada applicable therein."], "CA-QC", "Province of Quebec"],
    ["Ontario law by its name", ["This Agreement will be governed by Ontario law."], "CA-ON", "Ontario law"],
    ["the arbitrators applying New York law", ["Any arbitration hereunder shall be conducted in New York City, and the arbitrators shall apply the substantive law of the State of New York."], "US-NY", "State of New York"],
    ["Tennessee law over torts too", ["The laws of the State of Tennessee, without regard to principles of conflicts of law, shall govern all matters arising under or relating to this Agreement, including torts."], "US-TN", "State of Tennessee"],
    ["'the domestic laws of the State of Arizona'", ["All questions concerning the construction, validity and interpretation of this Agreement will be governed by the domestic laws of the State of Arizona."], "US-AZ", "State of Arizona"],
    ["New York law with its conflict rules in brackets after the place", ["This Agreement shall be governed by the laws of the State of New York (other than its rules as to conflicts of law)."], "US-NY", "State of New York"],
    ["'the law governing this Agreement is the law of British Columbia'", ["The law governing this Agreement is the law of British Columbia."], "CA-BC", "law of British Columbia"],
    ["French law for the agreement and any dispute from it", ["This Agreement, and any dispute arising from it, is governed by French law."], "FR", "French law"],
    ["Japanese law under a 'Governing Law' heading of its own", ["Governing Law", "This Agreement shall be governed by the laws of Japan."], "JP", "laws of Japan"],
    ["a heading with the place alone", ["GOVERNING LAW. State of Delaware."], "US-DE", "Delaware"],
    ["a cover-page row without a colon", ["Effective Date      March 1, 2020\nGoverning Law      State of New York\nTerm      Two years"], "US-NY", "New York"],
    ["'the applicable law of this Agreement shall be'", ["The applicable law of this Agreement shall be the laws of Switzerland."], "CH", "laws of Switzerland"],
    ["'the law applicable to this Agreement shall be'", ["The law applicable to this Agreement shall be the law of Japan."], "JP", "law of Japan"],
    ["'made under the laws of'", ["This Agreement is made under the laws of the State of Texas."], "US-TX", "State of Texas"],
    ["disputes 'decided according to' a country's laws", ["Any dispute arising under this Agreement shall be decided according to the laws of Germany."], "DE", "laws of Germany"],
    ["'controlled by the laws of'", ["This Agreement and the rights of the parties hereunder shall be controlled by the laws of the State of Kansas."], "US-KS", "State of Kansas"],
    ["'regulated by Italian law'", ["This Agreement is regulated by Italian law."], "IT", "Italian law"],
    ["a scanned 'govemed' (rn read as m)", ["This Agreement shall be govemed by the laws of the State of Michigan."], "US-MI", "State of Michigan"],
    ["Delaware law except the federal arbitration act", ["This Agreement shall be governed by the laws of the State of Delaware applicable to agreements made and to be performed entirely therein, except that Section 14 (Arbitration) shall be governed by the Federal Arbitration Act."], "US-DE", "State of Delaware"],
  ];
  for (const [style, units, code, quoted] of cases) {
    it(`reads ${style}`, () => {
      const found = law(...units);
      expect(found?.jurisdiction ?? null).toBe(code);
      expect(found?.text ?? "").toContain(quoted);
    });
  }

  it("chooses the contract's law, not the law a party must comply with or is organised under", () => {
    const found = law(
      'Parties. Quill Software, Inc. is a corporation organized under the laws of the State of Delaware.',
      "Compliance. Each party shall comply with the laws of the State of California in performing this Agreement.",
      "General. This Agreement shall be governed by the laws of the State of Nevada.",
    );
    expect(found?.jurisdiction).toBe("US-NV");
    // The law of an export or a tax statute does not choose the contract's law.
    expect(law("Exports. Licensee shall not export the Software except in accordance with the laws of the United States.", "Governing Law. This Agreement is governed by the laws of the Province of Alberta.")?.jurisdiction).toBe("CA-AB");
  });
});

describe("styles the dev half of CUAD showed (invented wording), and what they must not pick up", () => {
  it("reads a bracket whose term is followed by an aside after a semicolon", () => {
    const text = 'This Agreement is entered into by and between\n\nBrunner-Keller AG\nwith an office at Seestrasse 12, Zurich ("Brunner Zurich")\n\nand\n\nBrunner-Keller Inc.\nwith an office at 10 Main Street, Newark, New Jersey ("Brunner US"; Brunner Zurich and Brunner US together referred to as "Brunner")\n\non the one hand\n\nand\n\nHelix Bioscience, Inc. ("Helix")\n\non the other hand.';
    expect(notListed(text, ["Brunner-Keller AG", "Brunner-Keller Inc.", "Helix Bioscience, Inc.", "Brunner US"])).toEqual([]);
  });
  it("reads a party without a legal form before 'hereinafter referred to as (\"DISTRIBUTOR\")'", () => {
    const text = 'THIS AGREEMENT, made as of the 1st day of May, 2005 by and between:\n\nOrchid Coatings Trading (Ningbo) Co Ltd hereinafter referred to as ("ORCHID")\n\nAddress : 12 Harbour Road, Ningbo\n\nand\n\nBlue Marlin Paint Repair hereinafter referred to as ("DISTRIBUTOR")\n\nAddress : 44 Bay Street, Tampa, Florida\n\nWITNESSETH:';
    expect(notListed(text, ["Orchid Coatings Trading (Ningbo) Co Ltd", "Blue Marlin Paint Repair"])).toEqual([]);
  });
  it("reads a chapter named with a dash and its dashed acronym", () => {
    const text = 'This Endorsement Agreement is made October 1, 2017, between Retired Rowers Association - Pacific Coast Chapter ("RRA-PC"), a charitable corporation, and Oarsman Nutrition, Inc. (the "Company").\n\n1. Endorsement';
    expect(notListed(text, ["Retired Rowers Association - Pacific Coast Chapter", "Oarsman Nutrition, Inc."])).toEqual([]);
  });
  it("reads a form's 'Provider Name:' row", () => {
    const text = 'This Content License Agreement is between Gull Music, Inc. ("GULL") and Distributor, as set forth below.\n\nA. Distributor Information   Provider Name: Lookout Mobile Communications Ltd.\n\nAddress: 100 Harbour Road, Hong Kong';
    expect(notListed(text, ["Gull Music, Inc.", "Lookout Mobile Communications Ltd."])).toEqual([]);
  });
  it("reads the party a line describes, not the filer's name in a header above it", () => {
    const text = 'Granite Minerals Ltd.  EXECUTION COPY   IP Agreement\n\nINTELLECTUAL PROPERTY AGREEMENT   Helion, a California corporation having a principal place of business at 1 Atomic Court, San Diego (or one or more Affiliates, the "Investor"), and Granite Minerals Ltd., a British Columbia corporation (the "Company"), agree as follows:';
    const details = preambleOf(text).details.map((d) => [d.name, d.defined_as]);
    expect(details).toHaveLength(2);
    expect(details).toEqual(expect.arrayContaining([["Helion", "Investor"], ["Granite Minerals Ltd.", "Company"]]));
  });
  it("gives a numbered party its initials as a term however long its description runs", () => {
    const text = 'THIS AGREEMENT is made the 15th day of December 2001.\n\nBETWEEN\n\n(1)  NORTHERN ECONOMIC INFORMATION SERVICE OF HARBOUR NEWS AGENCY, the organisation      within the Harbour News Agency that is responsible for news and information      operations and business, registered in the Republic of Ruritania with      offices at 57 Long Street, Strelsau, the Republic of Ruritania (      "NEIS"); and\n\n(2)  HARBOUR FINANCIAL NETWORK LIMITED, a company incorporated in Hong Kong ("HFN").\n\n';
    expect(preambleOf(text).details.map((d) => [d.name, d.defined_as])).toEqual([["NORTHERN ECONOMIC INFORMATION SERVICE OF HARBOUR NEWS AGENCY", "NEIS"], ["HARBOUR FINANCIAL NETWORK LIMITED", "HFN"]]);
  });
  it("does not read an honorific and initials as a Spanish S.L., nor an address's town as a person", () => {
    const indian = "This Joint Venture Agreement is made on 18 May 2001 BETWEEN Lotus Tech Inc. (hereinafter referred to as 'LOTUS') AND Mr. Arjun K. Mehra, s/o. Mr. S.L. Mehra, r/o. A-15, Green Park, New Delhi (hereinafter referred to as 'MEHRA').";
    expect(partiesNamedIn(indian).map(plain)).not.toContain("mr s l");
    const addresses = 'This Agreement is made October 30, 2017, between Harbor Alumni Inc. ("HAI"), having its principal office at 8000 Midlantic Drive, Mount Laurel, NJ 08054 and Food Ventures, Inc., having its office at 1119 West 1st Ave., STE G, Spokane, WA 99201 (collectively the "Company").';
    expect(partiesNamedIn(addresses)).not.toContain("Mount Laurel");
    expect(partiesNamedIn(addresses)).not.toContain("STE G");
  });
  it("does not read '(each, a \"Covered Person\")' after a description of people as a party's term", () => {
    const text = 'This Agency Agreement is made between Gannet Securities Ltd. (the "Agent") and Heron Pharma Inc. (the "Corporation"). Neither the Agent nor any other person associated with the Agent who will receive remuneration (each, a "Dealer Covered Person") is subject to a disqualification.';
    expect(partiesNamedIn(text)).not.toContain("Dealer Covered Person");
  });
  it("does not read 'controlled by shareholders' in a definition as a choice of law", () => {
    expect(governingLawOf(['1.6 "Affiliates" refers to companies operated, controlled by shareholders or directors of a party, as recognised under the laws of the People\'s Republic of China.'])).toBeNull();
  });
});
