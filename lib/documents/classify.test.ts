import { describe, expect, it } from "vitest";
import { classifySegment, classifySegments, namesADate, primaryCategory } from "./classify";
import { categories, categoryById } from "./taxonomy";
import { segment, type Segment } from "./segment";

const clause = (text: string, heading: string | null = null): Segment => ({ label: "5", heading, text, page: 1, kind: "clause" });
const cats = (text: string, heading: string | null = null) => classifySegment(clause(text, heading), 5);

describe("taxonomy", () => {
  it("has the 41 CUAD categories with CUAD-derived ids and at least 12 of our own, each described", () => {
    const cuad = categories.filter((c) => c.source === "cuad");
    expect(cuad).toHaveLength(41);
    for (const c of cuad) expect(c.id).toBe(c.name.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, ""));
    expect(categories.filter((c) => c.source === "ours").length).toBeGreaterThanOrEqual(12);
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
    for (const c of categories) expect(c.description.length).toBeGreaterThan(10);
  });
});

describe("taxonomy patterns", () => {
  const matches = (id: string, text: string) => categoryById.get(id)!.patterns.some((p) => p.test(text));

  it.each([
    ["liquidated_damages", "If the Vendor misses the delivery date it shall pay the Buyer, as a penalty, one percent of the order value for every week of delay."],
    ["liquidated_damages", "The parties agree that the fee above is a fair estimate of the Licensor's loss and not a penalty."],
    ["non_compete", "While this Agreement is in force the Reseller will not market or sell any product that competes with the Licensed Products."],
    ["non_compete", "The Agent shall not, directly or indirectly, develop or distribute similar products in the Territory during the Term."],
    ["uncapped_liability", "The Supplier's liability under this Agreement shall be unlimited."],
    ["uncapped_liability", "The Licensee shall be liable without limitation for any breach of Section 4."],
    ["uncapped_liability", "Nothing in this Agreement shall limit or exclude either party's liability for fraud."],
  ])("%s matches: %s", (id, text) => {
    expect(matches(id, text)).toBe(true);
  });

  it.each([
    ["liquidated_damages", "The Customer may pay any invoice early without penalty."],
    ["non_compete", "The Reseller shall not sell the Products outside the Territory."],
    ["non_compete", "The Agent shall not market the Products under any name other than the Licensed Marks. Similar products may be offered later."],
    ["uncapped_liability", "The Supplier's liability under this Agreement shall not exceed the fees paid."],
  ])("%s does not match: %s", (id, text) => {
    expect(matches(id, text)).toBe(false);
  });
});

describe("classifySegment", () => {
  it.each([
    ["This Agreement shall be governed by the laws of the State of New York.", "governing_law"],
    ["During the Term and for two years after, Distributor shall not engage in any business that competes with Company.", "non_compete"],
    ["Neither party may assign this Agreement without the prior written consent of the other party.", "anti_assignment"],
    ["In no event shall either party's aggregate liability exceed the fees paid in the prior twelve months.", "cap_on_liability"],
    ["Customer may terminate this Agreement for convenience upon thirty (30) days' prior written notice.", "termination_for_convenience"],
    ["This Agreement shall automatically renew for successive one-year terms.", "renewal_term"],
    ["Licensor hereby grants to Licensee a non-exclusive, non-transferable license to use the Software.", "license_grant"],
    ["Licensor hereby grants to Licensee a non-exclusive, non-transferable license to use the Software.", "non_transferable_license"],
    ["Company shall have the right to audit Distributor's books and records once a year.", "audit_rights"],
    ["Supplier shall pay liquidated damages of $1,000 per day of delay.", "liquidated_damages"],
    ["Company shall have a right of first refusal on any sale of the assets.", "rofr_rofo_rofn"],
    ["Supplier shall offer Customer prices no less favorable than those given to any other customer.", "most_favored_nation"],
    ["During the Term neither party shall solicit or hire any employee of the other party.", "no_solicit_of_employees"],
    ["Supplier shall maintain commercial general liability insurance of $2,000,000.", "insurance"],
    // The rights named first and passed after ("… shall vest in the Client"), found reviewing an invented consultancy agreement.
    ["All intellectual property rights in the deliverables shall vest in the Client on creation.", "ip_ownership_assignment"],
    ["Each party shall keep the Confidential Information of the other party secret.", "confidentiality"],
    ["Supplier shall indemnify and hold harmless Customer from any and all claims.", "indemnification"],
    ["Neither party is liable for delay caused by events beyond its reasonable control, including acts of God.", "force_majeure"],
    ["Any dispute shall be finally settled by arbitration under the ICC Rules.", "arbitration"],
    ["The Processor shall process Personal Data only on documented instructions.", "data_protection"],
    ["Invoices are payable within 30 days of receipt.", "payment_terms"],
    ["Either party may terminate if the other commits a material breach and fails to cure it within 30 days.", "termination_for_cause"],
    ["All notices shall be in writing and delivered by hand or courier.", "notices"],
    ["This Agreement constitutes the entire agreement and supersedes all prior agreements.", "entire_agreement"],
    ["If any provision is held invalid, the remaining provisions stay in force.", "severability"],
  ])("%s → %s", (text, id) => {
    expect(cats(text)).toContain(id);
  });

  it("signature blocks and exhibits get their own category only", () => {
    expect(classifySegment({ label: null, heading: null, text: "IN WITNESS WHEREOF the parties have signed.", page: 3, kind: "signature" }, 9)).toEqual(["signature_block"]);
    expect(classifySegment({ label: "Exhibit A", heading: "Fees", text: "Fee table", page: 4, kind: "exhibit" }, 10)).toContain("exhibit");
  });

  it("does not tag an unrelated clause", () => {
    expect(cats("The headings are for convenience only.")).not.toContain("governing_law");
  });
});

describe("the opening and the main category", () => {
  const opening = (text: string): Segment[] => [
    { label: null, heading: "SERVICES AGREEMENT", text, page: 1, kind: "preamble" },
    { label: "1", heading: "Services", text: "Supplier shall provide the services described in the order form.", page: 1, kind: "clause" },
  ];

  it("an opening that names no date gives no agreement date; a dated one does", () => {
    const undated = classifySegments(opening('This Services Agreement is made between Acme Software Ltd ("Supplier") and Beta Retail Ltd ("Customer").'))[0];
    expect(undated).toContain("parties");
    expect(undated).not.toContain("agreement_date");
    expect(undated).not.toContain("effective_date");
    const dated = classifySegments(opening('This Services Agreement is made on 3 March 2025 between Acme Software Ltd ("Supplier") and Beta Retail Ltd ("Customer").'))[0];
    expect(dated).toContain("agreement_date");
  });

  it.each([
    ["made on 3 March 2025", true],
    ["dated as of Sept. 15", true],
    ["entered into on May 1", true],
    ["this 5th day of June", true],
    ["made on [●]", true],
    ["made on ____", true],
    ["effective 12/01/2024", true],
    ["covering marketing 2 product lines", false],
    ["the Supplier may 3 times a year audit", false],
    ["after 3 decisions of the board", false],
    ["the parties to this agreement", false],
  ])("%s names a date: %s", (text, expected) => {
    expect(namesADate(text)).toBe(expected);
  });

  it("a preamble is shown as the parties clause, not as what its title heading's words suggest", () => {
    const seg: Segment = { label: null, heading: "SERVICES AGREEMENT", text: "This Agreement is made on 3 March 2025 between A and B.", page: 1, kind: "preamble" };
    expect(primaryCategory(seg, ["document_name", "parties", "agreement_date"])).toBe("parties");
  });

  it("a heading picks the category whose words it carries, whole words first, not a substring of another word", () => {
    const headed = (heading: string): Segment => ({ label: "9", heading, text: "…", page: 1, kind: "clause" });
    // "no" (no-solicit) is not found in "Notices", nor "non" in "Non-Disparagement" for a non-compete.
    expect(primaryCategory(headed("Notices"), ["no_solicit_of_customers", "notice_period_to_terminate_renewal"])).toBe("notice_period_to_terminate_renewal");
    expect(primaryCategory(headed("Non-Disparagement"), ["non_compete", "non_disparagement"])).toBe("non_disparagement");
    expect(primaryCategory(headed("Non-Competition"), ["non_disparagement", "non_compete"])).toBe("non_compete");
    expect(primaryCategory(headed("Warranties"), ["cap_on_liability", "warranty_duration"])).toBe("warranty_duration");
    expect(primaryCategory(headed("Miscellaneous"), ["governing_law", "notice_period_to_terminate_renewal"])).toBe("governing_law");
  });
});

describe("termination for cause is not termination for convenience", () => {
  it("a right to terminate when the other side fails to pay is for cause", () => {
    const segs = segment([
      {
        page: 1,
        text: "SERVICES AGREEMENT\n\nThis Agreement is made between Northgate Analytics Limited (\"Supplier\") and Harbour Foods plc (\"Customer\").\n\n1. FEES\n1.1 The Customer shall pay each invoice within 30 days.\n\n2. TERMINATION\n2.1 The Supplier may terminate this Agreement immediately by written notice if the Customer fails to pay any sum within 14 days of its due date.\n\n3. GOVERNING LAW\n3.1 This Agreement is governed by the law of England and Wales.",
      },
    ]);
    const at = segs.findIndex((x) => /fails to pay/.test(x.text));
    const found = classifySegments(segs)[at];
    expect(found).toContain("termination_for_cause");
    expect(found).not.toContain("termination_for_convenience");
  });
  const termination = (clauseText: string) => {
    const segs = segment([
      {
        page: 1,
        text: `SUPPLY AGREEMENT\n\nThis Agreement is made between Tarnwell Components Ltd ("Supplier") and Osprey Devices Inc ("Buyer").\n\n1. SUPPLY\n1.1 The Supplier shall supply the Parts ordered by the Buyer.\n\n2. TERMINATION\n${clauseText}\n\n3. GOVERNING LAW\n3.1 This Agreement is governed by the law of England and Wales.`,
      },
    ]);
    return classifySegments(segs).filter((_, i) => segs[i].text.length > 0 && /terminat|insolven|breach/i.test(segs[i].text)).flat();
  };
  it("a number's figures in brackets do not cut the sentence: 'on thirty (30) days' notice if the other party becomes insolvent' is for cause", () => {
    expect(termination("2.1 Either party may terminate this Agreement upon thirty (30) days' written notice to the other party if the other party becomes insolvent or bankrupt.")).not.toContain("termination_for_convenience");
  });
  it("a lead-in is read with its items: every item a cause, the right is for cause", () => {
    expect(
      termination("2.1 Either party may terminate this Agreement by written notice to the other:\n(a) if the other party commits a material breach of this Agreement and fails to cure it within thirty days; or\n(b) if the other party becomes insolvent."),
    ).not.toContain("termination_for_convenience");
  });
  it("an end by both parties' agreement, or by force majeure, is no one party's convenience", () => {
    expect(termination("2.1 This Agreement may be terminated at any time by mutual written consent of the parties.")).not.toContain("termination_for_convenience");
    expect(termination("2.1 Either party may terminate this Agreement on notice if a Force Majeure event lasts more than ninety days.")).not.toContain("termination_for_convenience");
  });
  it("a clause that also lets either party end it on notice keeps convenience", () => {
    const found = cats("Either party may terminate this Agreement for convenience upon 90 days' written notice; or immediately by notice if the other party commits a material breach that is not cured within ten days.");
    expect(found).toContain("termination_for_convenience");
  });
});

describe("categories the detector finds are confirmed by the clause's own wording", () => {
  // Each of these the learned detector tags; the category's meaning (CUAD's definition) says it is not that clause.
  it("boilerplate denying third party rights is not a third party beneficiary clause", () => {
    expect(cats("No Third Party Beneficiaries. This Agreement is for the sole benefit of the parties and confers no right on any other person.", "No Third Party Beneficiaries")).not.toContain("third_party_beneficiary");
  });

  it("the definition of joint inventions is not joint ownership", () => {
    expect(cats('"Joint Inventions" means inventions conceived jointly by employees of both parties.')).not.toContain("joint_ip_ownership");
  });

  it("a non-solicitation clause that never speaks of competing is not a non-compete", () => {
    const found = cats("During the Term the Consultant shall not, directly or indirectly, recruit any employee of the Company.", "Non-Solicitation");
    expect(found).toContain("no_solicit_of_employees");
    expect(found).not.toContain("non_compete");
  });
});
