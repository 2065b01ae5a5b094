/**
 * Short invented contracts (review17 session) in the drafting styles of US, English, Indian and Singapore practice,
 * each with the parties, the law it chooses and whom its liability limits and indemnities protect, written from the
 * text before the review code was run on any of them. None is taken from CUAD or a filing.
 *
 * Styles covered: a "by and between … (hereinafter …)" preamble, parties defined in the recitals, parties named only
 * in the signature block, English "(1) … (the Supplier)" party lists without quotation marks, Indian "(which
 * expression shall … include its successors …) of the ONE PART", Singapore UEN numbers; a law clause without a
 * heading, "construed in accordance with the laws of the State of …", a courts clause choosing no law (governing law
 * null), a law chosen inside an arbitration sentence; caps as "in no event shall X's aggregate liability …", "neither
 * party shall be liable …", "X's sole remedy …"; indemnities as "X shall defend, indemnify and hold harmless Y" and
 * mutual ones.
 *
 * Split, fixed before the first run: odd-numbered passages are dev (tuned on), even-numbered ones held out (totals
 * only). See `passageSplit`.
 *
 * - `parties`: each party as the review should let a reviewer name it (its defined term, or its name when the contract
 *   defines none), with `name`, the name a lawyer writes down (found in `key_facts.parties` when one contains the other).
 * - `law`: the jurisdiction code of the chosen law; null when the contract chooses none (a courts clause alone).
 * - `limits`: each clause limiting liability by a phrase from it, and whose liability it limits (a party key or
 *   "mutual"); `indemnities`: each indemnity by a phrase and who gives it (a party key or "mutual").
 */
export interface PassageParty {
  key: string;
  name: string;
}

export interface Passage {
  id: number;
  style: string;
  parties: [PassageParty, PassageParty];
  law: string | null;
  limits: { quote: string; protects: string }[];
  indemnities: { quote: string; giver: string }[];
  text: string;
}

export const passageSplit = (p: Passage): "dev" | "test" => (p.id % 2 === 1 ? "dev" : "test");

export const passages: Passage[] = [
  {
    id: 1,
    style: "US SaaS, 'by and between', law in a Miscellaneous paragraph",
    parties: [
      { key: "Brightline", name: "Brightline Analytics, Inc." },
      { key: "Customer", name: "Harbor Freight Logistics LLC" },
    ],
    law: "US-DE",
    limits: [{ quote: "In no event shall Brightline's aggregate liability", protects: "Brightline" }],
    indemnities: [{ quote: "Brightline shall defend, indemnify and hold harmless Customer", giver: "Brightline" }],
    text: `SUBSCRIPTION AGREEMENT

This Subscription Agreement (the "Agreement") is entered into as of August 1, 2022 (the "Effective Date") by and between Brightline Analytics, Inc., a Delaware corporation with its principal place of business at 400 Market Street, Wilmington, Delaware ("Brightline"), and Harbor Freight Logistics LLC, a New Jersey limited liability company ("Customer").

1. Subscription. Brightline grants Customer a non-exclusive, non-transferable right to access and use the Service during the Subscription Term for Customer's internal business purposes.

2. Fees. Customer shall pay the fees set out in each Order Form within thirty (30) days of the invoice date.

3. Intellectual Property Indemnity. Brightline shall defend, indemnify and hold harmless Customer from and against any third-party claim alleging that the Service, as provided by Brightline, infringes a United States patent, copyright or trademark, and shall pay any damages finally awarded against Customer in respect of such claim.

4. Limitation of Liability. In no event shall Brightline's aggregate liability arising out of or related to this Agreement exceed the total fees paid by Customer under this Agreement in the twelve (12) months preceding the event giving rise to the claim.

5. Miscellaneous. This Agreement constitutes the entire agreement between the parties. This Agreement shall be construed in accordance with the laws of the State of Delaware, without regard to its conflict of laws principles. Neither party may assign this Agreement without the other party's prior written consent.
`,
  },
  {
    id: 2,
    style: "US patent licence, parties defined in the recitals",
    parties: [
      { key: "Licensor", name: "Cobalt Genomics Corp." },
      { key: "Licensee", name: "Pinewood Therapeutics, Inc." },
    ],
    law: "US-MA",
    limits: [{ quote: "Licensee's sole remedy for any breach of the warranty", protects: "Licensor" }],
    indemnities: [{ quote: "Licensee shall indemnify, defend and hold harmless Licensor", giver: "Licensee" }],
    text: `PATENT LICENSE AGREEMENT

This Patent License Agreement (the "Agreement") is made effective as of March 3, 2021 (the "Effective Date").

RECITALS

WHEREAS, Cobalt Genomics Corp., a Massachusetts corporation ("Licensor"), owns certain patents relating to gene sequencing methods;

WHEREAS, Pinewood Therapeutics, Inc., a Delaware corporation ("Licensee"), wishes to obtain a license under those patents; and

WHEREAS, Licensor is willing to grant such a license on the terms set out below.

NOW, THEREFORE, in consideration of the mutual covenants contained herein, the parties agree as follows:

1. Grant. Licensor hereby grants to Licensee a non-exclusive license under the Licensed Patents to make, use and sell Licensed Products in the Field.

2. Royalties. Licensee shall pay Licensor a royalty of four percent (4%) of Net Sales of Licensed Products.

3. Warranty. Licensor warrants that it is the owner of the Licensed Patents. Licensee's sole remedy for any breach of the warranty in this Section 3 shall be termination of this Agreement and a refund of the royalties paid in the preceding twelve months.

4. Indemnification. Licensee shall indemnify, defend and hold harmless Licensor and its Affiliates, officers and employees from and against all claims, losses and expenses arising from Licensee's manufacture, use or sale of Licensed Products.

5. Governing Law. This Agreement will be governed by and interpreted under the laws of the Commonwealth of Massachusetts.
`,
  },
  {
    id: 3,
    style: "US services, '(hereinafter …)' terms, courts clause without a choice of law, mutual cap and indemnity",
    parties: [
      { key: "Consultant", name: "Quarry Point Consulting LLC" },
      { key: "Client", name: "Redfern Medical Group, P.A." },
    ],
    law: null,
    limits: [{ quote: "neither party shall be liable to the other for any indirect, incidental", protects: "mutual" }],
    indemnities: [{ quote: "Each party shall defend, indemnify and hold harmless the other party", giver: "mutual" }],
    text: `MASTER SERVICES AGREEMENT

This Master Services Agreement is entered into on May 15, 2023 by and between Quarry Point Consulting LLC, a Texas limited liability company (hereinafter "Consultant"), and Redfern Medical Group, P.A., a Texas professional association (hereinafter "Client").

1. Services. Consultant shall perform the services described in each Statement of Work.

2. Compensation. Client shall pay Consultant at the hourly rates set out in the applicable Statement of Work.

3. Indemnity. Each party shall defend, indemnify and hold harmless the other party from and against any third-party claim to the extent arising from the indemnifying party's negligence or wilful misconduct.

4. Limitation of Liability. Except for a party's indemnification obligations, neither party shall be liable to the other for any indirect, incidental, special or consequential damages, including lost profits, arising out of this Agreement.

5. Jurisdiction. The state and federal courts located in Harris County, Texas shall have exclusive jurisdiction over any dispute arising under this Agreement.
`,
  },
  {
    id: 4,
    style: "US, parties named only in the signature block",
    parties: [
      { key: "Summit Ridge Holdings", name: "Summit Ridge Holdings, Inc." },
      { key: "Oakhaven Partners", name: "Oakhaven Partners LP" },
    ],
    law: "US-IL",
    limits: [{ quote: "In no event shall either party's liability hereunder exceed", protects: "mutual" }],
    indemnities: [],
    text: `LETTER AGREEMENT REGARDING SHARED OFFICE SERVICES

The undersigned parties agree as follows:

1. Shared Services. Each party shall make available to the other the reception, mail-room and conference facilities at 200 West Adams Street, Chicago, on the terms set out in Schedule A.

2. Cost Sharing. The costs of the shared services shall be borne equally by the parties and settled quarterly.

3. Liability. In no event shall either party's liability hereunder exceed fifty thousand dollars ($50,000) in the aggregate.

4. Law. This letter agreement shall be governed by the internal laws of the State of Illinois.

IN WITNESS WHEREOF, the parties have executed this letter agreement as of the date last written below.

SUMMIT RIDGE HOLDINGS, INC.

By: ______________________
Name: Thomas A. Greer
Title: Chief Executive Officer

OAKHAVEN PARTNERS LP
By its general partner, Oakhaven GP LLC

By: ______________________
Name: Elena Vasquez
Title: Managing Member
`,
  },
  {
    id: 5,
    style: "US distribution, 'made this … day … between', short law sentence, one-sided cap and indemnity",
    parties: [
      { key: "Vela", name: "Vela Audio Corporation" },
      { key: "Distributor", name: "Northgate Electronics Distributors, Inc." },
    ],
    law: "US-CA",
    limits: [{ quote: "Vela's maximum liability under this Agreement shall in no event exceed", protects: "Vela" }],
    indemnities: [{ quote: "Distributor agrees to indemnify and hold Vela harmless", giver: "Distributor" }],
    text: `DISTRIBUTION AGREEMENT

THIS DISTRIBUTION AGREEMENT is made this 1st day of June, 2022, between Vela Audio Corporation, a California corporation, with offices at 18 Harbor Way, San Jose, California ("Vela"), and Northgate Electronics Distributors, Inc., a Nevada corporation ("Distributor").

1. Appointment. Vela appoints Distributor as its non-exclusive distributor of the Products in the Territory.

2. Orders. Distributor shall place purchase orders for Products at the prices in Exhibit B.

3. Limitation. Vela shall not be liable for any lost profits or consequential damages, and Vela's maximum liability under this Agreement shall in no event exceed the amounts paid by Distributor for the Products giving rise to the claim.

4. Indemnity. Distributor agrees to indemnify and hold Vela harmless from any claims arising from representations made by Distributor about the Products beyond Vela's published specifications.

5. General. This Agreement and all disputes arising hereunder shall be governed by California law.
`,
  },
  {
    id: 6,
    style: "US loan, all-capitals law clause, lender exculpation, borrower indemnity",
    parties: [
      { key: "Lender", name: "Eastbridge Capital Funding LLC" },
      { key: "Borrower", name: "Millbrook Ceramics, Inc." },
    ],
    law: "US-NY",
    limits: [{ quote: "Lender shall not be liable to Borrower for any action taken or omitted", protects: "Lender" }],
    indemnities: [{ quote: "Borrower shall indemnify Lender and its officers", giver: "Borrower" }],
    text: `LOAN AND SECURITY AGREEMENT

This Loan and Security Agreement dated as of October 12, 2021 is between EASTBRIDGE CAPITAL FUNDING LLC, a Delaware limited liability company ("Lender"), and MILLBROOK CERAMICS, INC., an Ohio corporation ("Borrower").

1. The Loan. Subject to the terms of this Agreement, Lender shall make a term loan to Borrower in the principal amount of $2,500,000.

2. Interest. The Loan shall bear interest at a fixed rate of nine percent (9%) per annum.

3. Indemnification. Borrower shall indemnify Lender and its officers, directors and agents against all claims, costs and expenses, including reasonable attorneys' fees, arising out of this Agreement or the use of the proceeds of the Loan.

4. Exculpation. Lender shall not be liable to Borrower for any action taken or omitted under this Agreement except for its own gross negligence or wilful misconduct.

5. GOVERNING LAW. THIS AGREEMENT SHALL BE GOVERNED BY, AND CONSTRUED IN ACCORDANCE WITH, THE LAW OF THE STATE OF NEW YORK.
`,
  },
  {
    id: 7,
    style: "US consulting with an individual, law 'applicable to contracts made … therein'",
    parties: [
      { key: "Company", name: "Meridian BioWorks, Inc." },
      { key: "Consultant", name: "Priya Raman" },
    ],
    law: "US-WA",
    limits: [{ quote: "In no event shall the Company's aggregate liability to Consultant exceed", protects: "Company" }],
    indemnities: [{ quote: "The Company shall indemnify and hold Consultant harmless", giver: "Company" }],
    text: `CONSULTING AGREEMENT

This Consulting Agreement (the "Agreement") is entered into as of January 5, 2023 (the "Effective Date") by and between Meridian BioWorks, Inc., a Washington corporation (the "Company"), and Dr. Priya Raman, an individual residing in Seattle, Washington ("Consultant").

1. Services. Consultant shall advise the Company on assay development as the Company reasonably requests.

2. Fees. The Company shall pay Consultant $300 per hour, invoiced monthly.

3. Indemnification. The Company shall indemnify and hold Consultant harmless from any third-party claim arising from Consultant's performance of the Services in accordance with this Agreement, other than claims arising from Consultant's gross negligence.

4. Limitation of Liability. In no event shall the Company's aggregate liability to Consultant exceed the total fees payable under this Agreement.

5. Governing Law. This Agreement shall be governed by the laws of the State of Washington applicable to contracts made and to be wholly performed therein.
`,
  },
  {
    id: 8,
    style: "English, numbered party list with unquoted terms, law of England and Wales",
    parties: [
      { key: "Supplier", name: "Haldane Systems Limited" },
      { key: "Customer", name: "Creswell Housing Association Limited" },
    ],
    law: "GB",
    limits: [{ quote: "the Supplier's total liability to the Customer", protects: "Supplier" }],
    indemnities: [{ quote: "The Customer shall indemnify the Supplier against all liabilities", giver: "Customer" }],
    text: `THIS AGREEMENT is dated 12 April 2021

PARTIES

(1) HALDANE SYSTEMS LIMITED incorporated and registered in England and Wales with company number 08123456 whose registered office is at 4 Kingsway, Leeds LS1 4AB (the Supplier).

(2) CRESWELL HOUSING ASSOCIATION LIMITED incorporated and registered in England and Wales with company number 02765432 whose registered office is at 77 Park Row, Bristol BS1 5LJ (the Customer).

AGREED TERMS

1. SERVICES
1.1 The Supplier shall provide the Services to the Customer in accordance with the Specification.

2. CUSTOMER MATERIALS
2.1 The Customer shall indemnify the Supplier against all liabilities, costs, expenses, damages and losses suffered or incurred by the Supplier arising out of or in connection with the Supplier's use of the Customer Materials in accordance with this agreement.

3. LIMITATION OF LIABILITY
3.1 Nothing in this agreement limits any liability for death or personal injury caused by negligence, or for fraud.
3.2 Subject to clause 3.1, the Supplier's total liability to the Customer in respect of all losses arising under or in connection with this agreement shall in no circumstances exceed 125% of the Charges paid in the year in which the claim arises.

4. GOVERNING LAW
4.1 This agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it or its subject matter or formation shall be governed by and construed in accordance with the law of England and Wales.
`,
  },
  {
    id: 9,
    style: "English deed, law and courts in one sentence without a heading, licensee's sole remedy",
    parties: [
      { key: "Licensor", name: "Ashdown Publishing plc" },
      { key: "Licensee", name: "Tern Media Limited" },
    ],
    law: "GB",
    limits: [{ quote: "The Licensee's sole remedy for any failure of the Licensed Content", protects: "Licensor" }],
    indemnities: [{ quote: "The Licensor shall indemnify the Licensee against any losses", giver: "Licensor" }],
    text: `THIS DEED OF LICENCE is made on 9 September 2020

BETWEEN:

(1) Ashdown Publishing plc, a company registered in England (No. 00234567) whose registered office is at 12 Fleet Lane, London EC4M 7RD ("Licensor"); and

(2) Tern Media Limited, a company registered in England (No. 09876543) whose registered office is at 3 Quay Street, Manchester M3 3HN ("Licensee").

1. LICENCE
1.1 The Licensor grants the Licensee a non-exclusive licence to reproduce the Licensed Content in the Licensee's online publications in the United Kingdom.

2. CONTENT
2.1 The Licensee's sole remedy for any failure of the Licensed Content to conform to the description in the Schedule shall be the re-supply of the non-conforming content by the Licensor.
2.2 The Licensor shall indemnify the Licensee against any losses arising from a claim that the Licensed Content infringes the copyright of a third party.

3. GENERAL
3.1 This Deed shall be governed by English law and the parties submit to the exclusive jurisdiction of the English courts.

EXECUTED AS A DEED by the parties on the date written above.
`,
  },
  {
    id: 10,
    style: "Scottish sale of goods, '(One) … (Two)', 'hereinafter referred to as', mutual indemnity",
    parties: [
      { key: "Seller", name: "MacLeod Distillers Limited" },
      { key: "Buyer", name: "Baird & Co (Wholesale) Limited" },
    ],
    law: "GB",
    limits: [{ quote: "The Seller's aggregate liability in respect of all claims", protects: "Seller" }],
    indemnities: [{ quote: "Each party shall indemnify the other against", giver: "mutual" }],
    text: `SUPPLY AGREEMENT

between

(One) MacLeod Distillers Limited, incorporated under the Companies Acts (registered number SC123456) and having its registered office at 1 Harbour Road, Oban PA34 4LH (hereinafter referred to as "the Seller"); and

(Two) Baird & Co (Wholesale) Limited, incorporated under the Companies Acts (registered number SC654321) and having its registered office at 50 Dock Street, Dundee DD1 3HT (hereinafter referred to as "the Buyer").

1. Supply. The Seller shall sell and the Buyer shall purchase the Goods in the quantities set out in each Order.

2. Price. The price of the Goods is as stated in the Seller's price list in force at the date of the Order.

3. Liability. The Seller's aggregate liability in respect of all claims arising from the supply of the Goods shall be limited to the price of the Goods concerned.

4. Indemnity. Each party shall indemnify the other against any loss arising from its own breach of the health and safety requirements set out in Schedule 2.

5. Law. This Agreement shall be governed by and construed in accordance with the law of Scotland.
`,
  },
  {
    id: 11,
    style: "English consultancy, courts of England only (no choice of law)",
    parties: [
      { key: "the Firm", name: "Fenwick Clarke LLP" },
      { key: "the Consultant", name: "Orla Byrne" },
    ],
    law: null,
    limits: [{ quote: "The Firm shall not be liable to the Consultant for any loss of business", protects: "the Firm" }],
    indemnities: [{ quote: "The Consultant shall indemnify the Firm against any tax", giver: "the Consultant" }],
    text: `CONSULTANCY AGREEMENT

This agreement is made on 2 February 2022 between Fenwick Clarke LLP of 10 Bread Street, London EC4M 9AJ ("the Firm") and Orla Byrne of 14 Elm Grove, Brighton BN2 3ES ("the Consultant").

1. Engagement. The Firm engages the Consultant to provide knowledge management services for a period of twelve months.

2. Fees. The Firm shall pay the Consultant a fee of £600 per day worked, against monthly invoices.

3. Tax. The Consultant shall indemnify the Firm against any tax, national insurance contributions or penalties for which the Firm may become liable in respect of the fees paid under this agreement.

4. Liability. The Firm shall not be liable to the Consultant for any loss of business, profit or opportunity arising out of the termination of this agreement.

5. Jurisdiction. The courts of England shall have exclusive jurisdiction to settle any dispute arising out of or in connection with this agreement.
`,
  },
  {
    id: 12,
    style: "Northern Ireland services, 'dated … is between:' with semicolon-separated parties",
    parties: [
      { key: "Contractor", name: "Lagan Facilities Management Ltd" },
      { key: "Client", name: "Belfast Harbour Cold Storage Limited" },
    ],
    law: "GB",
    limits: [{ quote: "In no event shall the Contractor's aggregate liability", protects: "Contractor" }],
    indemnities: [{ quote: "The Contractor shall defend, indemnify and hold harmless the Client", giver: "Contractor" }],
    text: `SERVICES AGREEMENT

This Services Agreement dated 3 May 2020 is between:

Lagan Facilities Management Ltd (company number NI612345) of 22 Donegall Quay, Belfast BT1 3EA ("Contractor"); and

Belfast Harbour Cold Storage Limited (company number NI054321) of Airport Road West, Belfast BT3 9ED ("Client").

1. Services. The Contractor shall provide the cleaning and maintenance services described in the Schedule.

2. Indemnity. The Contractor shall defend, indemnify and hold harmless the Client from and against all claims for death, personal injury or property damage caused by the acts or omissions of the Contractor's personnel.

3. Liability. In no event shall the Contractor's aggregate liability under this Agreement exceed £500,000.

4. Law. This Agreement is governed by the laws of Northern Ireland.
`,
  },
  {
    id: 13,
    style: "Indian services, 'which expression shall … include its successors' of the ONE/OTHER PART",
    parties: [
      { key: "Company", name: "Sahyadri Textiles Private Limited" },
      { key: "Service Provider", name: "Kaveri Logistics LLP" },
    ],
    law: "IN",
    limits: [{ quote: "The total liability of the Service Provider under this Agreement", protects: "Service Provider" }],
    indemnities: [{ quote: "The Service Provider shall indemnify and keep indemnified the Company", giver: "Service Provider" }],
    text: `LOGISTICS SERVICES AGREEMENT

This AGREEMENT is made and executed at Mumbai on this 14th day of February, 2022

BY AND BETWEEN

Sahyadri Textiles Private Limited, a company incorporated under the Companies Act, 2013, having its registered office at Plot 7, MIDC Andheri (East), Mumbai 400093, hereinafter referred to as the "Company" (which expression shall, unless repugnant to the context or meaning thereof, be deemed to include its successors and permitted assigns) of the ONE PART;

AND

Kaveri Logistics LLP, a limited liability partnership registered under the Limited Liability Partnership Act, 2008, having its office at 12 Industrial Estate, Bhiwandi 421302, hereinafter referred to as the "Service Provider" (which expression shall, unless repugnant to the context or meaning thereof, be deemed to include its partners and permitted assigns) of the OTHER PART.

1. SCOPE. The Service Provider shall transport the Company's finished goods from its Bhiwandi warehouse to the destinations notified by the Company.

2. INDEMNITY. The Service Provider shall indemnify and keep indemnified the Company against all losses, damages and claims arising from loss of or damage to the goods while in the custody of the Service Provider.

3. LIABILITY. The total liability of the Service Provider under this Agreement shall not exceed the fees paid to it in the six (6) months preceding the claim.

4. GOVERNING LAW AND JURISDICTION. This Agreement shall be governed by and construed in accordance with the laws of India and the courts at Mumbai shall have exclusive jurisdiction.
`,
  },
  {
    id: 14,
    style: "Indian leave and licence with an individual, courts at Pune only (no choice of law)",
    parties: [
      { key: "Licensor", name: "Arjun Mehta" },
      { key: "Licensee", name: "Greenleaf Cafe Private Limited" },
    ],
    law: null,
    limits: [{ quote: "The Licensor shall not be responsible for any loss of or damage to the Licensee's goods", protects: "Licensor" }],
    indemnities: [{ quote: "The Licensee shall indemnify the Licensor against all claims", giver: "Licensee" }],
    text: `LEAVE AND LICENCE AGREEMENT

This Leave and Licence Agreement is made at Pune on this 1st day of April, 2023

BETWEEN

Mr. Arjun Mehta, son of Shri Ramesh Mehta, aged about 45 years, residing at 17 Prabhat Road, Pune 411004, hereinafter referred to as the "Licensor" (which expression shall include his heirs, executors and administrators) of the ONE PART;

AND

M/s. Greenleaf Cafe Private Limited, a company incorporated under the Companies Act, 2013, having its registered office at 5 FC Road, Pune 411005, through its authorised signatory Ms. Neha Kulkarni, hereinafter called the "Licensee" (which expression shall include its successors and assigns) of the OTHER PART.

1. The Licensor grants leave and licence to the Licensee to use the ground floor premises for running a cafe for a period of eleven months.

2. The Licensee shall pay a monthly licence fee of Rs. 85,000 on or before the fifth day of each month.

3. The Licensor shall not be responsible for any loss of or damage to the Licensee's goods kept in the premises, howsoever caused.

4. The Licensee shall indemnify the Licensor against all claims arising out of the conduct of the Licensee's business in the premises.

5. Any dispute arising out of this Agreement shall be subject to the exclusive jurisdiction of the courts at Pune.
`,
  },
  {
    id: 15,
    style: "Indian software licence, law of the Republic of India, mutual cap",
    parties: [
      { key: "Infosphere", name: "Infosphere Technologies Limited" },
      { key: "the Bank", name: "Deccan Cooperative Bank Ltd" },
    ],
    law: "IN",
    limits: [{ quote: "the liability of either Party under this Agreement shall not exceed", protects: "mutual" }],
    indemnities: [{ quote: "Infosphere shall defend, indemnify and hold harmless the Bank", giver: "Infosphere" }],
    text: `SOFTWARE LICENCE AGREEMENT

This Software Licence Agreement is entered into on 10 August 2021 between Infosphere Technologies Limited, a company incorporated under the laws of India with its registered office at Whitefield, Bengaluru 560066 ("Infosphere", which expression shall include its successors and permitted assigns), and Deccan Cooperative Bank Ltd, a cooperative society registered under the Multi-State Co-operative Societies Act, 2002, having its head office at Hyderabad ("the Bank").

1. Licence. Infosphere grants the Bank a perpetual, non-exclusive licence to use the Core Banking Software at its branches in India.

2. Licence Fee. The Bank shall pay a one-time licence fee of INR 1,20,00,000 (the "License Fee").

3. Infringement. Infosphere shall defend, indemnify and hold harmless the Bank against any claim that the Software infringes the intellectual property rights of any third party.

4. Limitation. Notwithstanding anything contained herein, the liability of either Party under this Agreement shall not exceed the License Fee.

5. Governing Law. This Agreement shall be construed in accordance with the laws of the Republic of India.
`,
  },
  {
    id: 16,
    style: "Indian supply, parties defined in the recitals, law inside the arbitration clause",
    parties: [
      { key: "Supplier", name: "Rajdhani Power Equipment Limited" },
      { key: "Purchaser", name: "North Grid Transmission Corporation Limited" },
    ],
    law: "IN",
    limits: [{ quote: "the aggregate liability of the Supplier under this Agreement shall not exceed", protects: "Supplier" }],
    indemnities: [{ quote: "shall indemnify the other Party against", giver: "mutual" }],
    text: `SUPPLY AGREEMENT

This Supply Agreement is entered into on 2 January 2023.

WHEREAS:

A. Rajdhani Power Equipment Limited, a company incorporated under the Companies Act, 1956 with its registered office at Okhla Industrial Area, New Delhi 110020 (the "Supplier"), manufactures power transformers; and

B. North Grid Transmission Corporation Limited, a government company with its registered office at Sector 29, Gurugram 122001 (the "Purchaser"), wishes to purchase transformers for its substations.

NOW THEREFORE the parties agree as follows:

1. Supply. The Supplier shall manufacture and deliver the Transformers in accordance with the Technical Specifications.

2. Contract Price. The Purchaser shall pay the Contract Price of INR 45,00,00,000 in the instalments set out in Annexure 2.

3. Limitation of Liability. Save in the case of fraud, the aggregate liability of the Supplier under this Agreement shall not exceed ten per cent (10%) of the Contract Price.

4. Indemnity. Each Party (the "Indemnifying Party") shall indemnify the other Party against all third-party claims arising from the Indemnifying Party's breach of applicable law.

5. Dispute Resolution. Any dispute shall be referred to arbitration by a sole arbitrator under the Arbitration and Conciliation Act, 1996, with the seat at New Delhi, and this Agreement shall be governed by the laws of India.
`,
  },
  {
    id: 17,
    style: "Singapore services, UEN numbers, law of the Republic of Singapore",
    parties: [
      { key: "LCR", name: "Lion City Robotics Pte. Ltd." },
      { key: "Client", name: "Marina Bay Hospitality Pte Ltd" },
    ],
    law: "SG",
    limits: [{ quote: "LCR's aggregate liability under or in connection with this Agreement", protects: "LCR" }],
    indemnities: [{ quote: "The Client shall indemnify LCR against", giver: "Client" }],
    text: `THIS AGREEMENT is made on 1 July 2021

BETWEEN:

(1) LION CITY ROBOTICS PTE. LTD. (UEN 201912345K), a company incorporated in Singapore with its registered office at 10 Anson Road, #20-01, Singapore 079903 ("LCR"); and

(2) MARINA BAY HOSPITALITY PTE LTD (UEN 200812345D), a company incorporated in Singapore with its registered office at 8 Bayfront Avenue, Singapore 018955 ("Client").

IT IS AGREED as follows:

1. SERVICES. LCR shall deploy and maintain the cleaning robots described in Schedule 1 at the Client's premises.

2. CLIENT INDEMNITY. The Client shall indemnify LCR against all losses arising from any modification of the robots by the Client or its contractors.

3. LIMITATION OF LIABILITY. LCR's aggregate liability under or in connection with this Agreement shall not exceed the Fees paid in the twelve (12) months before the claim.

4. GOVERNING LAW. This Agreement shall be governed by, and construed in accordance with, the laws of the Republic of Singapore.
`,
  },
  {
    id: 18,
    style: "Singapore distribution, short 'governed by Singapore law', SIAC arbitration, mutual exclusion",
    parties: [
      { key: "Principal", name: "Straits Nutrition Pte. Ltd." },
      { key: "Distributor", name: "PT Nusantara Sehat" },
    ],
    law: "SG",
    limits: [{ quote: "Neither party shall be liable to the other for any loss of profits", protects: "mutual" }],
    indemnities: [{ quote: "The Distributor shall defend, indemnify and hold harmless the Principal", giver: "Distributor" }],
    text: `DISTRIBUTION AGREEMENT

This Distribution Agreement is made on 15 March 2022 between Straits Nutrition Pte. Ltd., a company incorporated in Singapore ("Principal"), and PT Nusantara Sehat, a limited liability company established in the Republic of Indonesia ("Distributor").

1. Appointment. The Principal appoints the Distributor as its exclusive distributor of the Products in Indonesia.

2. Regulatory. The Distributor shall defend, indemnify and hold harmless the Principal from any claim arising from the Distributor's failure to obtain product registrations required in the Territory.

3. Exclusion. Neither party shall be liable to the other for any loss of profits or indirect loss arising under this Agreement.

4. Disputes. This Agreement is governed by Singapore law. Any dispute shall be finally resolved by arbitration administered by the Singapore International Arbitration Centre.
`,
  },
  {
    id: 19,
    style: "Singapore, parties only in 'SIGNED by … for and on behalf of', Singapore courts only (no choice of law)",
    parties: [
      { key: "Keppel Field Services", name: "Keppel Field Services Pte. Ltd." },
      { key: "Orchid Marine Supplies", name: "Orchid Marine Supplies Pte. Ltd." },
    ],
    law: null,
    limits: [{ quote: "In no event shall either party's aggregate liability exceed", protects: "mutual" }],
    indemnities: [],
    text: `MEMORANDUM OF AGREEMENT FOR VESSEL PROVISIONING

The parties to this memorandum are the companies whose authorised signatories have signed below. They agree:

1. Provisioning. Orders for vessel provisions placed by either party with the other shall be fulfilled within 48 hours at the Jurong Port.

2. Liability. In no event shall either party's aggregate liability exceed S$200,000.

3. Courts. The courts of the Republic of Singapore shall have exclusive jurisdiction to hear and determine any suit, action or proceedings arising out of this memorandum.

SIGNED by Tan Wei Ming, Director
for and on behalf of KEPPEL FIELD SERVICES PTE. LTD.

SIGNED by Rachel Goh, Director
for and on behalf of ORCHID MARINE SUPPLIES PTE. LTD.
`,
  },
  {
    id: 20,
    style: "US staffing, 'construed in accordance with the laws of the State of Georgia' (the state, not the country)",
    parties: [
      { key: "Staffing Company", name: "Peachtree Staffing Solutions, LLC" },
      { key: "Client", name: "Alder Creek Manufacturing Co." },
    ],
    law: "US-GA",
    limits: [{ quote: "Staffing Company's liability for any claim shall in no event exceed", protects: "Staffing Company" }],
    indemnities: [{ quote: "Client shall defend, indemnify and hold harmless Staffing Company", giver: "Client" }],
    text: `STAFFING SERVICES AGREEMENT

This Staffing Services Agreement is made as of September 1, 2021 by and between Peachtree Staffing Solutions, LLC, a Georgia limited liability company ("Staffing Company"), and Alder Creek Manufacturing Co., an Alabama corporation ("Client").

1. Assigned Employees. Staffing Company shall assign its employees to perform work under Client's supervision at Client's plant.

2. Client Responsibilities. Client shall defend, indemnify and hold harmless Staffing Company from any claims arising out of Client's supervision, direction or control of Assigned Employees.

3. Limitation. Staffing Company's liability for any claim shall in no event exceed the fees paid for the services giving rise to the claim.

4. Miscellaneous. This Agreement shall be construed in accordance with the laws of the State of Georgia.
`,
  },
  {
    id: 21,
    style: "US reseller, '(hereinafter …)', reseller's sole and exclusive remedy, mutual indemnity, Oregon 'U.S.A.'",
    parties: [
      { key: "Vendor", name: "Cascade Firmware Labs, Inc." },
      { key: "Reseller", name: "Blue Mesa Systems Integrators, LLC" },
    ],
    law: "US-OR",
    limits: [{ quote: "Reseller's sole and exclusive remedy for any defect in the Products", protects: "Vendor" }],
    indemnities: [{ quote: "Each party shall defend, indemnify and hold harmless the other from third-party claims", giver: "mutual" }],
    text: `RESELLER AGREEMENT

This Reseller Agreement is entered into on April 4, 2022 by and between Cascade Firmware Labs, Inc., an Oregon corporation (hereinafter "Vendor"), and Blue Mesa Systems Integrators, LLC, a New Mexico limited liability company (hereinafter "Reseller").

1. Appointment. Vendor appoints Reseller as a non-exclusive reseller of the Products to end users in the Territory.

2. Warranty. Vendor warrants that the Products will materially conform to the Documentation for ninety days from delivery. Reseller's sole and exclusive remedy for any defect in the Products shall be repair or replacement of the defective Product by Vendor.

3. Indemnification. Each party shall defend, indemnify and hold harmless the other from third-party claims arising from its own negligence or breach of this Agreement.

4. Governing Law. This Agreement is governed by the laws of the State of Oregon, U.S.A.
`,
  },
  {
    id: 22,
    style: "US joint development 'by and among', mutual consequential-damages exclusion and cap, Colorado",
    parties: [
      { key: "FRM", name: "Front Range Materials Corp." },
      { key: "BPS", name: "Boulder Polymer Sciences, Inc." },
    ],
    law: "US-CO",
    limits: [{ quote: "neither party shall be liable for any consequential damages", protects: "mutual" }],
    indemnities: [{ quote: "BPS shall indemnify FRM against", giver: "BPS" }],
    text: `JOINT DEVELOPMENT AGREEMENT

This Joint Development Agreement is made by and among Front Range Materials Corp., a Colorado corporation ("FRM"), and Boulder Polymer Sciences, Inc., a Delaware corporation ("BPS"), effective as of November 1, 2022.

1. Program. FRM and BPS shall jointly develop the recycled polymer binder described in the Development Plan.

2. Samples. BPS shall indemnify FRM against any claim for injury caused by samples supplied by BPS that do not meet the agreed safety data sheet.

3. Liability. Except for breaches of Section 5 (Confidentiality), neither party shall be liable for any consequential damages, and neither party's total liability under this Agreement shall exceed $1,000,000.

4. Law. This Agreement shall be governed in all respects by the laws of the State of Colorado.

5. Confidentiality. Each party shall keep the other party's Confidential Information in confidence.
`,
  },
  {
    id: 23,
    style: "US data licence, law in a sentence of a general clause ('validity and interpretation … Texas law'), licensee's sole remedy",
    parties: [
      { key: "Licensor", name: "Lone Star Seismic Data, Inc." },
      { key: "Licensee", name: "Gulfstream Exploration Partners, L.P." },
    ],
    law: "US-TX",
    limits: [{ quote: "Licensee's sole remedy for errors in the Data", protects: "Licensor" }],
    indemnities: [{ quote: "Licensee shall indemnify Licensor against claims by third parties", giver: "Licensee" }],
    text: `SEISMIC DATA LICENSE AGREEMENT

This Seismic Data License Agreement is dated June 20, 2020 and is between Lone Star Seismic Data, Inc. ("Licensor") and Gulfstream Exploration Partners, L.P. ("Licensee").

1. License. Licensor grants Licensee a non-transferable license to use the Data for Licensee's internal exploration purposes.

2. No Warranty. The Data is provided as is. Licensee's sole remedy for errors in the Data shall be the correction of the Data by Licensor, and Licensor shall have no other liability for the accuracy of the Data.

3. Indemnity. Licensee shall indemnify Licensor against claims by third parties arising from Licensee's interpretation of or reliance on the Data.

4. General. This Agreement binds the parties' successors. The validity and interpretation of this Agreement shall be governed by Texas law.
`,
  },
  {
    id: 24,
    style: "English lease, 'hereinafter called' … of the one part / of the other part",
    parties: [
      { key: "the Landlord", name: "Grange Estates Limited" },
      { key: "the Tenant", name: "Pemberton Bakeries Limited" },
    ],
    law: "GB",
    limits: [{ quote: "The Landlord shall not be liable to the Tenant for any damage", protects: "the Landlord" }],
    indemnities: [{ quote: "The Tenant shall indemnify the Landlord against all liabilities", giver: "the Tenant" }],
    text: `THIS LEASE is made the 1st day of September 2020 BETWEEN GRANGE ESTATES LIMITED whose registered office is at 9 Market Place, Harrogate HG1 1AA (hereinafter called "the Landlord") of the one part and PEMBERTON BAKERIES LIMITED whose registered office is at Unit 4, Riverside Estate, York YO1 6HT (hereinafter called "the Tenant") of the other part.

1. The Landlord lets the Premises to the Tenant for a term of ten years from the date of this Lease at a yearly rent of £48,000.

2. The Tenant shall indemnify the Landlord against all liabilities arising from any breach of the Tenant's covenants in this Lease.

3. The Landlord shall not be liable to the Tenant for any damage resulting from any interruption of the services to the Premises.

4. This Lease shall be governed by and construed in accordance with the law of England and Wales.
`,
  },
  {
    id: 25,
    style: "Singapore employment, law of Singapore, employee indemnity, no cap",
    parties: [
      { key: "Company", name: "Horizon Fintech Pte. Ltd." },
      { key: "Employee", name: "Lim Hui Ling" },
    ],
    law: "SG",
    limits: [],
    indemnities: [{ quote: "The Employee shall indemnify the Company for any loss", giver: "Employee" }],
    text: `EMPLOYMENT AGREEMENT

This Employment Agreement is made on 3 January 2022 between Horizon Fintech Pte. Ltd., a company incorporated in Singapore (the "Company"), and Ms. Lim Hui Ling, holder of NRIC No. S8012345Z (the "Employee").

1. Position. The Company employs the Employee as Head of Compliance with effect from 1 February 2022.

2. Salary. The Company shall pay the Employee a monthly salary of S$14,000.

3. Company Property. The Employee shall indemnify the Company for any loss caused by the Employee's wilful breach of the Company's information security policy.

4. Notice. Either party may terminate this Agreement by giving the other three months' written notice.

5. Governing Law. This Agreement shall be governed by the laws of Singapore.
`,
  },
  {
    id: 26,
    style: "US, law chosen inside an arbitration sentence, 'hereinafter referred to as', customer indemnity",
    parties: [
      { key: "Provider", name: "Lakeshore Cloud Services, Inc." },
      { key: "Customer", name: "Prairie State Credit Union" },
    ],
    law: "US-IL",
    limits: [{ quote: "in no event shall Provider's aggregate liability", protects: "Provider" }],
    indemnities: [{ quote: "Customer shall defend, indemnify and hold harmless Provider", giver: "Customer" }],
    text: `HOSTING SERVICES AGREEMENT

This Hosting Services Agreement is made and entered into as of February 1, 2021 by and between Lakeshore Cloud Services, Inc., an Illinois corporation (hereinafter referred to as "Provider"), and Prairie State Credit Union, an Illinois state-chartered credit union (hereinafter referred to as "Customer").

1. Hosting. Provider shall host Customer's online banking application in accordance with the Service Levels.

2. Customer Content. Customer shall defend, indemnify and hold harmless Provider from any claim that Customer Content violates applicable law or the rights of a third party.

3. Liability. Except for Provider's obligations under Section 4, in no event shall Provider's aggregate liability exceed the fees paid in the six months preceding the claim.

4. Data Security. Provider shall maintain the security measures described in Exhibit C.

5. Disputes. Any dispute arising under this Agreement shall be resolved by binding arbitration in Chicago, Illinois under the Commercial Arbitration Rules of the American Arbitration Association, applying the laws of the State of Illinois.
`,
  },
];
