/**
 * Clauses of the 33 CUAD categories with at least 20 contracts in the development split, in drafting styles the clause
 * detector was not trained on (review15 session, issue 32): US, English, Indian and Singaporean drafting, passive voice,
 * long lists, missing or misleading headings. Each was written from CUAD's category definition before any code was
 * run on it; `near: true` marks a near miss a CUAD annotator would NOT tag with the category.
 *
 * The clauses are invented (no CUAD text). `npm run eval:fresh-styles` puts each in a short contract (an opening for
 * the document-level categories, clause 9 of a body otherwise) and scores the categories of the segment that holds it.
 * Split: dev (tuned on) or held-out by the first byte of sha256(text), as the CUAD evaluations split contracts.
 */

import { createHash } from "node:crypto";

export interface FreshCase {
  /** The CUAD category id the clause is (or, for a near miss, must not be) tagged with. */
  category: string;
  style: string;
  /** The clause's heading; absent for an unheaded clause, and sometimes misleading on purpose. */
  heading?: string;
  text: string;
  /** A near miss: must not be tagged with `category`. */
  near?: boolean;
}

export const freshSplit = (c: FreshCase): "dev" | "test" => (createHash("sha256").update(c.text).digest()[0] % 2 === 0 ? "dev" : "test");

export const freshCases: FreshCase[] = [
  // document_name: the contract's title (placed as the first line of the document).
  { category: "document_name", style: "US title", text: "MASTER SERVICES AND EQUIPMENT LEASE AGREEMENT" },
  { category: "document_name", style: "UK deed title", text: "DEED OF ASSIGNMENT OF INTELLECTUAL PROPERTY RIGHTS" },
  { category: "document_name", style: "Indian title", text: "MEMORANDUM OF UNDERSTANDING FOR TECHNICAL COLLABORATION" },
  { category: "document_name", style: "Singapore title", text: "EXCLUSIVE REGIONAL DISTRIBUTORSHIP AGREEMENT" },
  { category: "document_name", style: "amendment title", text: "SECOND AMENDED AND RESTATED CO-MARKETING AGREEMENT" },
  { category: "document_name", style: "title case", text: "Software Reseller and Support Agreement" },
  { category: "document_name", style: "hosting title", text: "WEBSITE HOSTING AND MAINTENANCE CONTRACT" },

  // parties: the opening naming who signs.
  { category: "parties", style: "US recital opening", text: 'THIS AGREEMENT is entered into as of the date last signed below by and between Corvel Dynamics, Inc., a Nevada corporation with offices at 12 Harbor Way, Reno ("Corvel"), and Tamsin Health Partners, LLC, a Georgia limited liability company ("Tamsin").' },
  { category: "parties", style: "UK deed parties", text: 'PARTIES: (1) ASHCOMBE ENGINEERING LIMITED incorporated and registered in England and Wales with company number 04411223 whose registered office is at 3 Mill Lane, Leeds ("Ashcombe"); and (2) FELL VALLEY WATER PLC incorporated and registered in England and Wales with company number 02299881 ("the Client").' },
  { category: "parties", style: "Indian parties", text: 'This Agreement is executed at Bengaluru by and between Sarovar Infotech Private Limited, a company incorporated under the Companies Act, 2013, having its registered office at Koramangala, Bengaluru (hereinafter referred to as the "Service Provider", which expression shall, unless repugnant to the context, include its successors and permitted assigns) of the ONE PART and Mehta Textiles Limited (hereinafter referred to as the "Client") of the OTHER PART.' },
  { category: "parties", style: "Singapore parties", text: 'This Agreement is made between Lumen Orchard Pte. Ltd. (UEN 201912345K), a company incorporated in Singapore ("Lumen"), and Kestrel Logistics Sdn. Bhd., a company incorporated in Malaysia ("Kestrel"), each a "Party".' },
  { category: "parties", style: "among three", text: 'This Joint Development Agreement is entered into among Bracken Therapeutics Corp. ("Bracken"), Ilex Biologics GmbH ("Ilex") and Quill Research Foundation, a not-for-profit organisation ("Quill").' },
  { category: "parties", style: "individual", text: 'This Consulting Agreement is between Priya Raman, an individual residing in Chennai ("Consultant"), and Verdant Ledger Inc., a Delaware corporation (the "Company").' },

  // agreement_date: the date the contract was made (in its opening).
  { category: "agreement_date", style: "US as of", text: 'This Supply Agreement is made and entered into as of September 14, 2023 by and between Orrin Foods, Inc. ("Buyer") and Helm Packaging Co. ("Seller").' },
  { category: "agreement_date", style: "UK dated", text: 'THIS AGREEMENT is dated 2 February 2024 and is made between Brackley Estates Limited ("Landlord") and Tolland Cafés Limited ("Tenant").' },
  { category: "agreement_date", style: "Indian day of", text: 'This Agreement is made at Mumbai on this 21st day of March, 2022 between Kaveri Pharma Limited ("Kaveri") and Ananta Distributors ("Distributor").' },
  { category: "agreement_date", style: "Singapore numeric", text: 'This Agreement is made on 05/06/2023 between Tiderise Pte. Ltd. ("Tiderise") and Harbourlight Pte. Ltd. ("Harbourlight").' },
  { category: "agreement_date", style: "blank for date", text: 'This Licence Agreement is made on the ____ day of __________ 2024 between Fernleaf Media Limited ("Licensor") and Ostrava Games s.r.o. ("Licensee").' },
  { category: "agreement_date", style: "date at end of opening", text: 'Between Gilder Robotics, Inc. ("Gilder") and Norland Automation AB ("Norland"), this Reseller Agreement, executed on the 3rd of July 2021.' },

  // effective_date: when the contract takes effect.
  { category: "effective_date", style: "US defined term", heading: "Term", text: 'This Agreement shall become effective on January 1, 2024 (the "Effective Date") and shall continue until terminated as provided herein.' },
  { category: "effective_date", style: "UK commencement", heading: "Commencement", text: "This agreement shall commence on 1 April 2024 and, subject to earlier termination, continue for the Initial Period." },
  { category: "effective_date", style: "signature triggered", text: "This Agreement comes into force on the date on which it has been signed by both Parties, and where signed on different dates, on the later of those dates." },
  { category: "effective_date", style: "Indian condition precedent", heading: "Effectiveness", text: "This Agreement shall come into force upon receipt of the approval of the Reserve Bank of India, if required, and in any event not earlier than 1st October 2023." },
  { category: "effective_date", style: "retroactive", text: "Notwithstanding the date of its execution, this Agreement shall be deemed to have taken effect from 15 August 2022, and all services rendered since that date shall be governed by it." },
  { category: "effective_date", style: "misleading heading", heading: "Miscellaneous", text: 'The obligations of the Parties under this Agreement begin on the Closing Date (the "Start Date").' },

  // expiration_date: when the initial term ends.
  { category: "expiration_date", style: "US fixed date", heading: "Term", text: "The term of this Agreement shall commence on the Effective Date and expire on December 31, 2026, unless terminated earlier in accordance with Section 12." },
  { category: "expiration_date", style: "UK period", heading: "Duration", text: "This agreement shall continue in force for a period of three (3) years from the Commencement Date, after which it shall terminate automatically." },
  { category: "expiration_date", style: "Indian until", text: "This Agreement shall remain valid and binding upon the Parties until 31st March, 2027, unless sooner terminated by either Party as provided herein." },
  { category: "expiration_date", style: "anniversary", text: 'The initial term of this Agreement shall end on the fifth anniversary of the Launch Date (the "Initial Term").' },
  { category: "expiration_date", style: "passive", heading: "Period of Agreement", text: "The licence is granted for a period ending on the expiry of the last Valid Claim of the Licensed Patents in the Territory." },
  { category: "expiration_date", style: "Singapore", text: "Unless extended by written agreement, this Agreement shall lapse twenty-four (24) months after the Effective Date." },

  // renewal_term
  { category: "renewal_term", style: "US evergreen", heading: "Renewal", text: "Upon expiration of the Initial Term, this Agreement shall automatically renew for successive one (1) year periods unless either party gives written notice of non-renewal." },
  { category: "renewal_term", style: "UK extension", text: "At the end of the Initial Period this agreement shall be extended for further periods of twelve months each, unless terminated in accordance with clause 14." },
  { category: "renewal_term", style: "option to extend", heading: "Option", text: "The Distributor shall have the option to extend the term of this Agreement for one additional period of three (3) years by giving written notice to the Company no later than ninety (90) days before the expiry of the Initial Term." },
  { category: "renewal_term", style: "Indian renewal", text: "This Agreement may be renewed for such further period as may be mutually agreed between the Parties in writing, failing which it shall stand renewed for a further term of one year on the same terms and conditions." },
  { category: "renewal_term", style: "monthly rolling", heading: "Payment", text: "After the Minimum Term the Services will continue on a month-to-month basis until cancelled by either party." },
  { category: "renewal_term", style: "passive", text: "The term hereof shall be deemed renewed for consecutive renewal terms of two (2) years each unless notice to the contrary is served." },

  // notice_period_to_terminate_renewal
  { category: "notice_period_to_terminate_renewal", style: "US non-renewal notice", text: "Either party may elect not to renew this Agreement by providing written notice to the other party at least sixty (60) days prior to the end of the then-current term." },
  { category: "notice_period_to_terminate_renewal", style: "UK", heading: "Renewal", text: "The agreement shall renew for successive periods of one year unless either party notifies the other in writing not less than three months before the end of the Initial Term or any Renewal Period that it does not wish to renew." },
  { category: "notice_period_to_terminate_renewal", style: "Indian", text: "Should either Party not desire the renewal of this Agreement, it shall intimate the other Party in writing at least 90 (ninety) days before the date of expiry." },
  { category: "notice_period_to_terminate_renewal", style: "Singapore", heading: "General", text: "Notice of non-renewal must be given no later than thirty (30) days before the relevant anniversary of the Commencement Date, failing which the Agreement shall continue for a further year." },
  { category: "notice_period_to_terminate_renewal", style: "passive long", text: "Unless written notice of termination is received by the other Party not fewer than one hundred twenty (120) days prior to the expiration of the Initial Term or any Extension Term, this Agreement shall be extended automatically for an additional Extension Term." },
  { category: "notice_period_to_terminate_renewal", style: "month notice", text: "The Subscription renews each year on its anniversary; the Customer may cancel the renewal by giving one month's written notice before the anniversary." },

  // governing_law
  { category: "governing_law", style: "US", heading: "Miscellaneous", text: "This Agreement and all claims arising out of or relating to it shall be construed in accordance with the internal laws of the State of Texas, without giving effect to its conflict of laws principles." },
  { category: "governing_law", style: "UK", text: "This agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it shall be governed by and construed in accordance with the law of England and Wales." },
  { category: "governing_law", style: "Indian", heading: "Disputes", text: "This Agreement shall be governed by the laws of India and, subject to the arbitration clause below, the courts at New Delhi shall have exclusive jurisdiction." },
  { category: "governing_law", style: "Singapore", text: "This Agreement is governed by Singapore law." },
  { category: "governing_law", style: "passive, foreign", text: "The validity, interpretation and performance of this Agreement are to be determined under the laws of the Province of Ontario and the federal laws of Canada applicable therein." },
  { category: "governing_law", style: "misleading heading", heading: "Notices", text: "All notices shall be in writing. The rights of the Parties hereunder shall be determined by reference to the substantive law of the Commonwealth of Pennsylvania." },

  // competitive_restriction_exception
  { category: "competitive_restriction_exception", style: "US carve-out", text: "Notwithstanding the foregoing restriction, nothing in this Section 7 shall prevent the Company from owning, as a passive investment, less than two percent (2%) of the publicly traded securities of any entity engaged in a Competing Business." },
  { category: "competitive_restriction_exception", style: "exclusivity exception", text: "The exclusivity granted to the Distributor shall not apply to sales made by the Company directly to the Government of India or any of its instrumentalities, or to any customer listed in Schedule 4." },
  { category: "competitive_restriction_exception", style: "UK", heading: "Exceptions", text: "The restrictions in clause 15.1 shall not restrict the Seller from carrying on the Retained Business, or from acquiring any business of which not more than ten per cent of the turnover derives from a Restricted Business." },
  { category: "competitive_restriction_exception", style: "Singapore", text: "The Licensor may, despite the exclusive licence granted in clause 2, continue to supply the Products to its existing customers in the Territory identified in the Annex." },
  { category: "competitive_restriction_exception", style: "solicitation exception", text: "General advertisements and job postings not specifically directed at the Customer's employees, and the hiring of any person who responds to them, shall not be a breach of the non-solicitation covenant; nor shall the solicitation of any customer who first approaches the Supplier unsolicited." },
  { category: "competitive_restriction_exception", style: "passive", text: "Products acquired from third parties by way of an acquisition of a business shall be excluded from the non-compete obligation, provided that such products represent less than 15% of the acquired business's revenue." },

  // non_compete
  { category: "non_compete", style: "US", heading: "Restrictive Covenants", text: "During the Term and for a period of two (2) years thereafter, Consultant shall not, directly or indirectly, engage in, own, manage, operate or be employed by any business that develops or sells products competitive with the Company's products within the United States." },
  { category: "non_compete", style: "UK", text: "The Seller shall not, for a period of 24 months after Completion, carry on or be engaged, concerned or interested in any business which competes with the Business within the United Kingdom." },
  { category: "non_compete", style: "Indian", heading: "Covenants of the Promoters", text: "The Promoters shall not, so long as they hold any shares in the Company, either by themselves or through any of their relatives or associates, set up, promote or invest in any venture carrying on a business similar to that of the Company." },
  { category: "non_compete", style: "Singapore, misleading heading", heading: "Confidential Information", text: "The Distributor undertakes that it will not, during the term of this Agreement, manufacture, distribute or sell in the Territory any goods which compete with the Products." },
  { category: "non_compete", style: "geographic", text: "The Franchisee shall not operate any quick-service restaurant within a radius of ten (10) miles of the Premises for a period of eighteen months following expiry." },
  { category: "non_compete", style: "long list", text: "Licensee shall not, and shall cause its Affiliates not to, (a) develop, (b) license, (c) market, (d) distribute or (e) otherwise commercialise any product that is substitutable for the Licensed Product in the Field during the Term." },

  // exclusivity
  { category: "exclusivity", style: "US requirements", text: "Buyer shall purchase from Seller one hundred percent (100%) of Buyer's requirements for the Components during the Term." },
  { category: "exclusivity", style: "UK exclusive appointment", heading: "Appointment", text: "The Supplier appoints the Distributor as its exclusive distributor of the Products in the Territory, and the Supplier shall not appoint any other person as a distributor of the Products in the Territory." },
  { category: "exclusivity", style: "Indian sole agent", text: "The Principal hereby appoints the Agent as its sole selling agent for the States of Gujarat and Maharashtra and shall not sell the Goods in the said States save through the Agent." },
  { category: "exclusivity", style: "no other partners", text: "During the Collaboration Term, Bracken shall not collaborate with, or grant rights to, any third party in respect of the research, development or commercialisation of any compound directed to the Target." },
  { category: "exclusivity", style: "Singapore", heading: "Sourcing", text: "The Customer shall obtain all of its logistics services in Singapore solely from the Provider." },
  { category: "exclusivity", style: "passive", text: "No licence to the Licensed Technology in the Field shall be granted by the Licensor to any third party during the Term." },

  // non_disparagement
  { category: "non_disparagement", style: "US", text: "Neither party shall make any public statement that disparages the other party or its products, services, officers or directors." },
  { category: "non_disparagement", style: "UK", heading: "Announcements", text: "The Employee shall not at any time make any derogatory or defamatory remark about the Company, any Group Company or their respective directors." },
  { category: "non_disparagement", style: "Indian", text: "The Consultant shall not, whether during or after the engagement, say or publish anything which may bring the Company or its management into disrepute or lower its reputation in the eyes of the public." },
  { category: "non_disparagement", style: "Singapore", heading: "Conduct", text: "Each Party undertakes not to make, publish or communicate to any person any comments that are critical of, or injurious to the reputation of, the other Party." },
  { category: "non_disparagement", style: "passive", text: "No negative or disparaging comments concerning the Talent shall be made or authorised by the Producer in any press release or on social media." },
  { category: "non_disparagement", style: "misleading heading", heading: "Publicity", text: "Reseller will not criticize, denigrate or otherwise speak unfavourably about Vendor or its products to customers or the media." },

  // termination_for_convenience
  { category: "termination_for_convenience", style: "US", text: "Either party may terminate this Agreement at any time, for any reason or no reason, upon ninety (90) days' prior written notice to the other party." },
  { category: "termination_for_convenience", style: "UK", heading: "Termination", text: "The Customer may terminate this agreement by giving the Supplier not less than six months' written notice." },
  { category: "termination_for_convenience", style: "Indian", text: "Notwithstanding anything contained herein, the Client shall be entitled to terminate this Agreement without assigning any reason whatsoever by giving 30 (thirty) days' notice in writing to the Service Provider." },
  { category: "termination_for_convenience", style: "Singapore", heading: "Early Termination", text: "This Agreement may be terminated by Lumen at its discretion by written notice of not less than two months to Kestrel." },
  { category: "termination_for_convenience", style: "passive", text: "This Agreement may be terminated by either Party on one hundred eighty (180) days' written notice, without the need to show cause." },
  { category: "termination_for_convenience", style: "misleading heading", heading: "Fees", text: "If the Company elects to end this engagement before the end of the Term, which it may do at will upon 15 days' notice, it shall pay the fees accrued to the date of termination." },

  // rofr_rofo_rofn
  { category: "rofr_rofo_rofn", style: "US ROFR", text: "If Licensor receives a bona fide offer from a third party to acquire rights to the Product outside the Territory that it wishes to accept, Licensor shall first offer such rights to Licensee on the same terms, and Licensee shall have thirty (30) days to accept." },
  { category: "rofr_rofo_rofn", style: "UK pre-emption", heading: "Transfers of Shares", text: "A Shareholder wishing to transfer any Shares shall first offer them to the other Shareholders in proportion to their holdings, at the Fair Value, and may transfer them to a third party only if the other Shareholders do not accept within 21 days." },
  { category: "rofr_rofo_rofn", style: "right of first negotiation", text: "Before entering into discussions with any third party regarding the distribution of any New Product, the Company shall notify the Distributor and negotiate exclusively and in good faith with the Distributor for a period of sixty (60) days." },
  { category: "rofr_rofo_rofn", style: "Indian", text: "The Investor shall have a right of first refusal in respect of any Shares proposed to be sold by the Promoters, exercisable within 15 (fifteen) days of receipt of the Sale Notice." },
  { category: "rofr_rofo_rofn", style: "Singapore, no term", heading: "Additional Territories", text: "Should the Principal decide to appoint a distributor for Indonesia, the Distributor shall be given the first opportunity to be so appointed, on terms no less favourable than those offered to any other person." },
  { category: "rofr_rofo_rofn", style: "matching right", text: "Holder shall have the right to match any third-party offer for the purchase of the Facility within ten (10) Business Days after receiving a copy of the offer." },

  // change_of_control
  { category: "change_of_control", style: "US", text: "In the event that Supplier undergoes a Change of Control, Customer may terminate this Agreement upon thirty (30) days' written notice delivered within six months after the Change of Control." },
  { category: "change_of_control", style: "UK", heading: "Termination", text: "Either party may terminate this agreement with immediate effect by giving written notice if the other party undergoes a change of control within the meaning of section 1124 of the Corporation Tax Act 2010." },
  { category: "change_of_control", style: "merger consent", text: "The Licensee shall not merge or consolidate with, or sell all or substantially all of its assets to, any other entity without the prior written consent of the Licensor, and any such transaction without consent shall entitle the Licensor to terminate this Agreement." },
  { category: "change_of_control", style: "Indian", text: "Any change in the shareholding of the Vendor resulting in the existing promoters holding less than 51% of its paid-up share capital shall be notified to the Purchaser within 7 (seven) days, and the Purchaser may thereupon terminate this Agreement." },
  { category: "change_of_control", style: "Singapore, notice only", heading: "Corporate Changes", text: "Kestrel shall notify Lumen in writing promptly, and in any case within fourteen days, of any acquisition of a controlling interest in Kestrel by any person." },
  { category: "change_of_control", style: "passive", text: "This Agreement shall be deemed assigned, and may be terminated by Company, upon any sale of a majority of the voting stock of Contractor or any transfer of Contractor's business by operation of law." },

  // anti_assignment
  { category: "anti_assignment", style: "US", text: "Neither party may assign or transfer this Agreement or any of its rights or obligations hereunder without the prior written consent of the other party, which shall not be unreasonably withheld." },
  { category: "anti_assignment", style: "UK", heading: "Assignment and other dealings", text: "Neither party shall assign, transfer, mortgage, charge, subcontract, declare a trust over or deal in any other manner with any of its rights and obligations under this agreement without the prior written consent of the other party." },
  { category: "anti_assignment", style: "Indian", text: "The Service Provider shall not assign this Agreement, in whole or in part, to any person without the previous written approval of the Client, and any purported assignment in contravention hereof shall be void." },
  { category: "anti_assignment", style: "Singapore, notice", heading: "Successors", text: "Lumen may assign this Agreement to any of its Affiliates upon written notice to Kestrel; any other assignment by either Party requires the other Party's consent." },
  { category: "anti_assignment", style: "passive", text: "This Agreement is personal to the Consultant and may not be assigned by the Consultant." },
  { category: "anti_assignment", style: "misleading heading", heading: "Subcontracting", text: "Contractor's rights under this Contract shall not be transferred, pledged or otherwise disposed of except with the Owner's prior approval in writing." },

  // revenue_profit_sharing
  { category: "revenue_profit_sharing", style: "US royalty", heading: "Compensation", text: "Licensee shall pay to Licensor a royalty equal to six percent (6%) of Net Sales of all Licensed Products sold by Licensee or its sublicensees." },
  { category: "revenue_profit_sharing", style: "UK profit share", text: "The Net Profits of the Venture in each Financial Year shall be divided between the Parties in the ratio 60:40." },
  { category: "revenue_profit_sharing", style: "Indian revenue share", text: "The Operator shall remit to the Authority 18% (eighteen per cent) of the Gross Revenue collected from the Project every quarter." },
  { category: "revenue_profit_sharing", style: "Singapore commission", heading: "Remuneration", text: "The Agent shall be entitled to a commission of 7.5 per cent of the invoiced value of all orders from customers in the Territory accepted by the Principal." },
  { category: "revenue_profit_sharing", style: "per unit", text: "For each Unit shipped by Manufacturer to a customer introduced by Marketer, Manufacturer will pay Marketer US$12.50." },
  { category: "revenue_profit_sharing", style: "split of advertising", text: "Advertising revenues generated from the Co-Branded Site will be split equally between Host and Publisher, after deduction of third-party ad serving costs." },

  // minimum_commitment
  { category: "minimum_commitment", style: "US", heading: "Purchase Commitments", text: "Buyer shall purchase not less than 250,000 units of the Product during each Contract Year." },
  { category: "minimum_commitment", style: "UK", text: "The Distributor shall place orders for Products to a minimum aggregate value of £500,000 in each twelve-month period, failing which the Supplier may terminate the exclusivity in clause 3." },
  { category: "minimum_commitment", style: "Indian", text: "The Purchaser hereby agrees to lift a minimum quantity of 1,000 (one thousand) metric tonnes of the Material per month during the Term." },
  { category: "minimum_commitment", style: "take or pay", heading: "Payment", text: "If in any Quarter the Customer takes less than the Contracted Capacity, the Customer shall nevertheless pay for the Contracted Capacity as if it had been taken." },
  { category: "minimum_commitment", style: "minimum fees", text: "Notwithstanding actual usage, the Client will pay a minimum monthly fee of S$20,000 for the Services." },
  { category: "minimum_commitment", style: "passive", text: "Orders for at least five hundred (500) Systems shall be submitted by the Reseller in the first year after launch." },

  // volume_restriction
  { category: "volume_restriction", style: "US overage", text: "If Customer's usage exceeds 10,000 API calls per month, the excess calls will be billed at $0.002 per call." },
  { category: "volume_restriction", style: "UK cap", heading: "Users", text: "The Licensee shall not permit more than 50 Authorised Users to access the Software at any one time without first purchasing additional user licences." },
  { category: "volume_restriction", style: "consent above threshold", text: "Orders in excess of 120% of the most recent forecast shall require the Supplier's prior written acceptance." },
  { category: "volume_restriction", style: "Indian", text: "The bandwidth allotted to the Subscriber shall not exceed 100 Mbps; any usage beyond the said limit shall be charged at the rates specified in Annexure B." },
  { category: "volume_restriction", style: "Singapore", heading: "Capacity", text: "The Provider is not obliged to store more than 5 terabytes of data on behalf of the Client, and additional storage will attract a further fee." },
  { category: "volume_restriction", style: "passive", text: "Copies of the Licensed Content beyond the 2,000 permitted under this Licence may be made only with the Licensor's written consent." },

  // ip_ownership_assignment
  { category: "ip_ownership_assignment", style: "US hereby assigns", text: "Consultant hereby assigns to the Company all right, title and interest in and to all inventions, discoveries and works of authorship conceived or reduced to practice by Consultant in the course of the Services." },
  { category: "ip_ownership_assignment", style: "UK", heading: "Intellectual Property", text: "All Intellectual Property Rights in the Deliverables shall, on creation, vest in and be owned absolutely by the Customer, and the Supplier shall do all acts necessary to confirm the Customer's title." },
  { category: "ip_ownership_assignment", style: "work for hire", text: "All materials prepared by the Contractor hereunder shall be considered works made for hire owned by Client; to the extent any are not, Contractor assigns them to Client." },
  { category: "ip_ownership_assignment", style: "Indian", text: "The copyright in all the software developed by the Developer under this Agreement shall stand transferred to and vest in the Client upon payment of the respective milestone fee." },
  { category: "ip_ownership_assignment", style: "Singapore, event", heading: "Improvements", text: "Any improvement to the Licensed Technology made by the Licensee shall be the property of the Licensor, and the Licensee shall execute such documents as the Licensor may require to transfer it." },
  { category: "ip_ownership_assignment", style: "passive", text: "Title to all patents issuing on inventions made by Company personnel in performing the Research Plan shall be transferred to Sponsor." },

  // joint_ip_ownership
  { category: "joint_ip_ownership", style: "US", text: "Inventions conceived jointly by employees of both parties shall be owned jointly by the parties, each having an undivided one-half interest therein." },
  { category: "joint_ip_ownership", style: "UK", heading: "Foreground IP", text: "Foreground Intellectual Property generated jointly in the Project shall belong to the Parties in equal shares, and neither Party may license it without the other's consent." },
  { category: "joint_ip_ownership", style: "Indian", text: "Any intellectual property arising out of the joint research conducted under this MoU shall be the joint property of the Institute and the Company in proportion to their respective contributions." },
  { category: "joint_ip_ownership", style: "Singapore", text: "The Parties shall co-own the copyright in the Co-Branded Materials." },
  { category: "joint_ip_ownership", style: "passive", heading: "Data", text: "The Combined Dataset will be held by Bracken and Ilex as tenants in common, each free to use it for internal research." },
  { category: "joint_ip_ownership", style: "misleading heading", heading: "Publications", text: "Results developed together by the Parties' scientists are jointly owned, and either may publish them after thirty days' notice to the other." },

  // license_grant
  { category: "license_grant", style: "US", text: "Subject to the terms of this Agreement, Licensor hereby grants to Licensee a non-exclusive license to use, reproduce and display the Licensed Marks in connection with the marketing of the Products in the Territory." },
  { category: "license_grant", style: "UK", heading: "Grant", text: "In consideration of the Fees, the Licensor grants to the Licensee a non-exclusive licence to use the Software for its internal business purposes." },
  { category: "license_grant", style: "Indian", text: "The Owner hereby permits the Franchisee to use the trade name and the operating system of the Owner at the Outlet during the subsistence of this Agreement." },
  { category: "license_grant", style: "Singapore", text: "Harbourlight is authorised by Tiderise to use the Tiderise Platform to provide services to End Customers in Southeast Asia." },
  { category: "license_grant", style: "passive", text: "A worldwide, royalty-bearing license under the Licensed Patents to make, have made, use, sell and import Licensed Products is granted to the Company." },
  { category: "license_grant", style: "misleading heading", heading: "Payment", text: "Upon payment of the Subscription Fee, Customer is granted the right to access and use the Service for the Subscription Term." },

  // non_transferable_license
  { category: "non_transferable_license", style: "US", text: "The license granted herein is non-transferable and non-sublicensable, and Licensee shall not assign it to any third party." },
  { category: "non_transferable_license", style: "UK", heading: "Restrictions", text: "The Licensee may not sub-license, assign or otherwise transfer the licence granted in clause 2.1 without the Licensor's prior written consent." },
  { category: "non_transferable_license", style: "Indian", text: "The right to use granted to the Franchisee is personal to it and shall not be transferred, sub-licensed or otherwise parted with in any manner whatsoever." },
  { category: "non_transferable_license", style: "Singapore", text: "Licensee shall not grant any sublicence of the Licensed Rights except to its wholly-owned subsidiaries with Licensor's approval." },
  { category: "non_transferable_license", style: "passive", text: "The rights granted under Section 2 may not be sold, leased, assigned or otherwise conveyed by Customer to any other person." },
  { category: "non_transferable_license", style: "misleading heading", heading: "Term", text: "This licence is personal to the Licensee and is not capable of assignment; it shall last for the Term." },

  // affiliate_license_licensee
  { category: "affiliate_license_licensee", style: "US", text: "Licensor grants to Licensee and its Affiliates a non-exclusive license to use the Software for their internal business operations." },
  { category: "affiliate_license_licensee", style: "UK", heading: "Group Use", text: "The licence in clause 3 extends to each member of the Customer's Group, who may use the Software as if it were the Customer." },
  { category: "affiliate_license_licensee", style: "Indian", text: "The Licensee may permit its holding company and subsidiaries to use the Licensed Software, provided that the Licensee remains responsible for their compliance." },
  { category: "affiliate_license_licensee", style: "Singapore", text: "Kestrel and its related corporations are licensed to use the Lumen Marks in the Territory." },
  { category: "affiliate_license_licensee", style: "passive", text: "Use of the Platform by the subsidiaries and affiliated companies of Client is permitted under the licence granted above." },
  { category: "affiliate_license_licensee", style: "sublicense to affiliates", heading: "Sublicensing", text: "Licensee may sublicense the rights granted in Section 2.1 to its Affiliates without Licensor's consent." },

  // irrevocable_or_perpetual_license
  { category: "irrevocable_or_perpetual_license", style: "US", text: "Customer hereby grants to Vendor a perpetual, irrevocable, worldwide, royalty-free license to use any feedback provided by Customer." },
  { category: "irrevocable_or_perpetual_license", style: "UK", heading: "Licence", text: "The Supplier grants the Customer a non-exclusive, perpetual licence to use the Background IP to the extent necessary to use the Deliverables." },
  { category: "irrevocable_or_perpetual_license", style: "Indian", text: "The licence granted hereunder shall be in perpetuity and shall not be revoked by the Licensor except in the case of non-payment of the licence fee." },
  { category: "irrevocable_or_perpetual_license", style: "fully paid-up after term", text: "Upon payment of all royalties due for the Royalty Term, the license granted in Section 2.1 shall become fully paid-up, perpetual and irrevocable." },
  { category: "irrevocable_or_perpetual_license", style: "Singapore", text: "Harbourlight shall have a licence, which cannot be withdrawn, to use the Tiderise Content incorporated in the Joint Materials for as long as it wishes." },
  { category: "irrevocable_or_perpetual_license", style: "passive", text: "A license under the Improvements is granted to Licensor on an irrevocable basis, surviving any termination of this Agreement." },

  // post_termination_services
  { category: "post_termination_services", style: "US transition", text: "Upon expiration or termination of this Agreement, Provider shall, for up to six (6) months, continue to provide the Services and reasonable transition assistance to enable Customer to move the Services to a successor provider." },
  { category: "post_termination_services", style: "UK exit", heading: "Exit Management", text: "On termination the Supplier shall return all Customer Data in a commonly used format and shall co-operate fully with the Customer and any Replacement Supplier to ensure an orderly handover." },
  { category: "post_termination_services", style: "sell-off", text: "Following termination, Distributor may sell its remaining inventory of Products for a period of ninety (90) days, subject to payment of the applicable fees." },
  { category: "post_termination_services", style: "Indian", text: "On the termination of this Agreement for any reason, the Franchisee shall forthwith cease to use the Marks, remove all signage from the Outlet and pay all amounts outstanding within 15 days." },
  { category: "post_termination_services", style: "last-time buy", heading: "Discontinuance", text: "If this Agreement is terminated by Supplier, Customer may place a final order for Components covering up to twelve months of forecast demand, which Supplier shall fulfil." },
  { category: "post_termination_services", style: "continued support", text: "After expiry of the Term, the Licensor shall continue to provide maintenance and support for the versions then in use by the Licensee for a period of not less than two years, at its then-standard rates." },

  // audit_rights
  { category: "audit_rights", style: "US", text: "Licensor may, upon fifteen (15) days' notice and not more than once per calendar year, audit Licensee's books and records to verify the royalties paid hereunder." },
  { category: "audit_rights", style: "UK", heading: "Records", text: "The Supplier shall keep complete and accurate records of the Charges and shall allow the Customer's auditors access to them during normal business hours on reasonable notice." },
  { category: "audit_rights", style: "Indian", text: "The Company shall be entitled, through its authorised representatives or chartered accountants, to inspect the accounts, registers and premises of the Distributor at any time during business hours." },
  { category: "audit_rights", style: "site inspection", heading: "Quality", text: "Purchaser and its designees may inspect Manufacturer's facilities where the Products are made to confirm compliance with the Specifications and applicable law." },
  { category: "audit_rights", style: "Singapore", text: "Lumen may appoint an independent accountant to examine Kestrel's records relating to the Commission, and Kestrel shall bear the cost if an underpayment of more than 5% is found." },
  { category: "audit_rights", style: "passive", text: "The books of account of the Reseller shall be open to examination by the Vendor or its nominee upon reasonable notice." },

  // uncapped_liability
  { category: "uncapped_liability", style: "US carve-out", text: "The limitations set forth in this Section 11 shall not apply to a party's indemnification obligations, breach of confidentiality, or gross negligence or willful misconduct." },
  { category: "uncapped_liability", style: "UK", heading: "Liability", text: "Nothing in this agreement limits or excludes the liability of either party for death or personal injury caused by its negligence, for fraud or fraudulent misrepresentation, or for breach of its obligations under clause 12 (Confidentiality)." },
  { category: "uncapped_liability", style: "Indian", text: "The liability of the Service Provider for infringement of the intellectual property rights of any third party shall be unlimited." },
  { category: "uncapped_liability", style: "Singapore", text: "The cap in clause 14.2 shall not apply to any liability arising from breach of the data protection obligations in clause 9." },
  { category: "uncapped_liability", style: "passive", text: "Damages arising from a breach of Section 6 (Non-Solicitation) shall not be subject to any limitation of liability contained herein." },
  { category: "uncapped_liability", style: "misleading heading", heading: "Indemnity", text: "The foregoing indemnity is not subject to the liability cap." },

  // cap_on_liability
  { category: "cap_on_liability", style: "US", text: "In no event shall either party's aggregate liability arising out of or related to this Agreement exceed the total amounts paid by Customer in the twelve (12) months preceding the claim." },
  { category: "cap_on_liability", style: "UK", heading: "Limitation", text: "The Supplier's total liability to the Customer in respect of all losses arising under or in connection with this agreement, whether in contract, tort or otherwise, shall in no circumstances exceed £250,000." },
  { category: "cap_on_liability", style: "Indian", text: "The aggregate liability of the Contractor under this Contract shall not exceed the Contract Price." },
  { category: "cap_on_liability", style: "time limit on claims", text: "No action, regardless of form, arising out of this Agreement may be brought by Customer more than one (1) year after the cause of action has accrued." },
  { category: "cap_on_liability", style: "Singapore, no consequential", heading: "Exclusions", text: "Neither Party shall be liable to the other for any loss of profit, loss of business or any indirect or consequential loss, howsoever arising." },
  { category: "cap_on_liability", style: "passive", text: "Recovery against the Seller for any breach of warranty shall be limited to the repair or replacement of the defective goods or refund of the purchase price." },

  // liquidated_damages
  { category: "liquidated_damages", style: "US", text: "If Contractor fails to achieve Substantial Completion by the Scheduled Date, Contractor shall pay Owner, as liquidated damages and not as a penalty, $5,000 for each day of delay." },
  { category: "liquidated_damages", style: "UK", heading: "Delay", text: "If delivery is delayed beyond the Delivery Date, the Supplier shall pay the Customer 0.5% of the Contract Price for each complete week of delay, up to a maximum of 10%, such sum being a genuine pre-estimate of the Customer's loss." },
  { category: "liquidated_damages", style: "Indian", text: "In the event of delay in supply, the Purchaser shall be entitled to deduct from the bills, as agreed liquidated damages, a sum equal to 1% of the value of the delayed goods per week of delay." },
  { category: "liquidated_damages", style: "termination fee", heading: "Termination", text: "If Client terminates this Agreement for convenience before the second anniversary of the Effective Date, Client shall pay an early termination fee equal to the fees that would have been payable for the remaining months of that period." },
  { category: "liquidated_damages", style: "Singapore", text: "Should Kestrel breach its exclusivity undertaking, it shall pay Lumen the sum of S$100,000 as agreed damages, the Parties acknowledging that actual loss would be difficult to ascertain." },
  { category: "liquidated_damages", style: "break fee", text: "Upon termination of the Merger Agreement in the circumstances described in this Section, the Company shall pay Parent a termination fee of $12,000,000." },

  // warranty_duration
  { category: "warranty_duration", style: "US", text: "Seller warrants that the Products will be free from defects in materials and workmanship for a period of twelve (12) months from the date of delivery." },
  { category: "warranty_duration", style: "UK", heading: "Defects", text: "The Supplier shall remedy, free of charge, any defect in the Deliverables that is notified to it within 90 days after Acceptance." },
  { category: "warranty_duration", style: "Indian", text: "The Contractor guarantees the equipment against faulty design, material and workmanship for a period of 18 (eighteen) months from the date of commissioning or 24 months from the date of supply, whichever is earlier." },
  { category: "warranty_duration", style: "software", heading: "Performance", text: "For thirty (30) days following installation, the Software will perform substantially in accordance with the Documentation." },
  { category: "warranty_duration", style: "Singapore", text: "The warranty period for the Systems is two years commencing from the date of handover." },
  { category: "warranty_duration", style: "passive", text: "Any defect in the Work appearing within one year after Final Completion shall be corrected by the Builder at its own cost." },

  // insurance
  { category: "insurance", style: "US", text: "Contractor shall maintain, at its own expense, commercial general liability insurance with limits of not less than $2,000,000 per occurrence, naming Owner as an additional insured." },
  { category: "insurance", style: "UK", heading: "Insurance", text: "The Supplier shall maintain in force with a reputable insurance company professional indemnity insurance in an amount of not less than £5 million and shall, on request, produce the certificate of insurance." },
  { category: "insurance", style: "Indian", text: "The Vendor shall at its own cost keep the goods insured against all risks, including fire, theft and transit risks, until delivery to the Purchaser, with the Purchaser named as the loss payee." },
  { category: "insurance", style: "Singapore", heading: "Cover", text: "Kestrel shall take out and maintain adequate public liability cover and work injury compensation cover for its personnel throughout the Term." },
  { category: "insurance", style: "passive", text: "Product liability coverage of at least US$5,000,000 per claim shall be carried by Manufacturer, and evidence thereof shall be furnished to Purchaser annually." },
  { category: "insurance", style: "misleading heading", heading: "Indemnification", text: "To support its indemnity, Licensee will keep in place a policy of insurance with an insurer rated A- or better, covering its obligations under this Agreement." },

  // covenant_not_to_sue
  { category: "covenant_not_to_sue", style: "US no-challenge", text: "Licensee shall not, directly or indirectly, contest or challenge the validity of the Licensed Patents or Licensor's ownership thereof." },
  { category: "covenant_not_to_sue", style: "UK", heading: "Trade Marks", text: "The Distributor acknowledges the Supplier's title to the Trade Marks and shall not at any time do or permit anything that challenges or attacks that title or the validity of the registrations." },
  { category: "covenant_not_to_sue", style: "covenant", text: "Each party covenants not to assert any claim of patent infringement against the other party or its customers in respect of products commercially released before the Effective Date." },
  { category: "covenant_not_to_sue", style: "Indian", text: "The Franchisee shall not, during or after the term hereof, question or dispute the ownership of the Franchisor in the Marks or apply for their registration in its own name." },
  { category: "covenant_not_to_sue", style: "Singapore", heading: "Release", text: "Kestrel undertakes not to commence any proceedings against Lumen in relation to the matters settled by this Agreement." },
  { category: "covenant_not_to_sue", style: "passive", text: "No action shall be instituted by the Consultant against the Company challenging the Company's rights in the Work Product." },

  // Near misses: a CUAD annotator would not tag these with `category`.
  { near: true, category: "non_compete", style: "representation of not being bound", text: "Consultant represents that Consultant is not bound by any non-competition agreement or other restriction that would prevent Consultant from performing the Services." },
  { near: true, category: "non_compete", style: "confidentiality", heading: "Confidentiality", text: "The Recipient shall not disclose the Confidential Information to any third party, and shall use it only to evaluate the proposed transaction." },
  { near: true, category: "exclusivity", style: "non-exclusive appointment", text: "The Company appoints the Reseller as a non-exclusive reseller of the Products, and nothing prevents the Company from appointing other resellers in the Territory." },
  { near: true, category: "termination_for_convenience", style: "for breach only", text: "Either party may terminate this Agreement on written notice if the other party commits a material breach and fails to remedy it within thirty (30) days of being notified of it." },
  { near: true, category: "ip_ownership_assignment", style: "retention", text: "As between the parties, the Licensor retains all right, title and interest in the Software and all modifications made by the Licensor." },
  { near: true, category: "cap_on_liability", style: "insurance limit", text: "The Contractor shall carry employer's liability insurance with a limit of not less than $1,000,000 for each accident." },
  { near: true, category: "liquidated_damages", style: "late payment interest", text: "Any amount not paid when due shall bear interest at the rate of one percent (1%) per month until paid." },
  { near: true, category: "anti_assignment", style: "free assignment", text: "Either party may assign this Agreement freely without the consent of the other party." },
  { near: true, category: "audit_rights", style: "record keeping only", text: "Each party shall keep its Confidential Information in a secure location and destroy it at the end of the Term." },
  { near: true, category: "license_grant", style: "no licence", text: "Nothing in this Agreement grants either party any right or licence under the other party's patents, trademarks or copyrights." },
  { near: true, category: "revenue_profit_sharing", style: "fixed fee", text: "Customer shall pay Provider a fixed fee of $10,000 per month for the Services, invoiced monthly in arrears." },
  { near: true, category: "minimum_commitment", style: "forecast non-binding", text: "Buyer will provide a rolling twelve-month forecast of its expected purchases, which shall be non-binding and for planning purposes only." },
  { near: true, category: "warranty_duration", style: "warranty without duration", text: "Supplier warrants that it has full power and authority to enter into this Agreement." },
  { near: true, category: "insurance", style: "insurer customer", text: "The Customer is an insurance company regulated by the Prudential Regulation Authority and the Services relate to its claims handling." },
  { near: true, category: "change_of_control", style: "definition only", text: '"Affiliate" means any entity that controls, is controlled by, or is under common control with a party.' },
  { near: true, category: "governing_law", style: "compliance with laws", text: "Each party shall comply with all applicable laws and regulations in performing its obligations under this Agreement." },
  { near: true, category: "non_disparagement", style: "publicity consent", text: "Neither party shall issue any press release about this Agreement without the other party's prior written approval of its content." },
  { near: true, category: "covenant_not_to_sue", style: "dispute resolution", text: "Any dispute arising out of this Agreement shall first be referred to the parties' senior executives for resolution before any proceedings are commenced." },
];
