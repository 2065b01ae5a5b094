import { describe, expect, it } from "vitest";
import { burdenedParty, exposedParty, noticeDays, reviewClause, type ReviewContext } from "./playbook";
import { analyzeDeterministic, analyzeDeterministicInSlices } from "./analyze";

const ctx = (chain: string[], perspective: string | null = null, consumer = false): ReviewContext => ({ chain, perspective, consumer });
const rules = (text: string, cats: string[], c: ReviewContext) => reviewClause(text, cats, c);

describe("playbook rules", () => {
  const nonCompete = "For two years after termination, Employee shall not compete with the Company.";
  it("non-compete: void in California (16600, 16600.1 for employment, 16600.5), critical", () => {
    const [f] = rules(nonCompete, ["non_compete"], ctx(["US-CA", "US"]));
    expect(f).toMatchObject({ rule: "non_compete.us_ca.void", risk: "critical" });
    expect(f.cites.map((c) => c.article)).toEqual(["16600", "16600.1", "16600.5"]);
  });
  it("non-compete on a sale of goodwill in California: the 16601 exception, medium", () => {
    const [f] = rules("Seller shall not compete with Purchaser after the sale of the goodwill of the business.", ["non_compete"], ctx(["US-CA", "US"]));
    expect(f).toMatchObject({ rule: "non_compete.us_ca.sale_of_business", risk: "medium" });
    expect(f.cites.map((c) => c.article)).toContain("16601");
  });
  it("non-compete in India: Contract Act s.27; in GB: reasonableness without a statute", () => {
    expect(rules(nonCompete, ["non_compete"], ctx(["IN"]))[0]).toMatchObject({ risk: "high", cites: [{ source_id: "in-contract-act-1872", article: "27" }] });
    expect(rules(nonCompete, ["non_compete"], ctx(["GB"]))[0]).toMatchObject({ rule: "non_compete.gb.reasonableness", cites: [] });
    expect(rules(nonCompete, ["non_compete"], ctx(["DE", "EU"]))[0].rule).toBe("non_compete.general");
  });
  it("indemnity: one-sided against us is high+, in our favour low, mutual lower", () => {
    const text = "Customer shall indemnify and hold harmless Supplier from any and all claims.";
    // Giving a broad uncapped indemnity is high for the indemnifier (common and insurable, so not critical).
    expect(rules(text, ["indemnification"], ctx(["US"], "Customer"))[0].risk).toBe("high");
    expect(rules(text, ["indemnification"], ctx(["US"], "Supplier"))[0].risk).toBe("low");
    // Narrowing advice goes to the side that gives the indemnity, never to the side it protects.
    expect(rules(text, ["indemnification"], ctx(["US"], "Customer"))[0].fix).toMatch(/^Limit the indemnity/);
    expect(rules(text, ["indemnification"], ctx(["US"], "Supplier"))[0].fix).toMatch(/^Nothing to change for your side/);
    expect(rules("Each party shall indemnify the other against third-party claims.", ["indemnification"], ctx(["US"]))[0].risk).toBe("low");
    expect(rules("Each Member will indemnify the remaining Members against all losses arising from its breach.", ["indemnification"], ctx(["US"]))[0].finding).toMatch(/^A mutual indemnity/);
    // Only a clause that gives an indemnity is one: notice of claims, conduct of the defence and headings give none.
    const indemnity = (text: string) => rules(text, ["indemnification"], ctx(["US"]));
    expect(indemnity("Each indemnified party shall give prompt written notice to each indemnifying party of any claim.")).toEqual([]);
    expect(indemnity("The Indemnifying Party shall not agree to any settlement without the prior written consent of the Indemnified Party.")).toEqual([]);
    expect(indemnity("INDEMNIFICATION")).toEqual([]);
    expect(indemnity("Parent shall, and shall cause the other members of the Parent Group to, indemnify, defend and hold harmless the SpinCo Indemnitees.")).toHaveLength(1);
    expect(indemnity("Each Member will be indemnified and held harmless by the Venture from any and all harm.")).toHaveLength(1);
  });
  it("uncapped liability: whose liability is open decides the risk; a whole liability left unlimited says so", () => {
    const uncapped = (text: string, perspective: string | null = null) => rules(text, ["uncapped_liability"], ctx(["GB"], perspective))[0];
    const wholly = "The Supplier's liability under this Agreement shall be unlimited.";
    expect(uncapped(wholly, "Supplier")).toMatchObject({ rule: "liability.uncapped", risk: "high", finding: "Your side's liability is unlimited: exposure is open-ended." });
    expect(uncapped(wholly, "Customer")).toMatchObject({ risk: "low", finding: expect.stringMatching(/^The other side's liability is unlimited/) });
    expect(uncapped(wholly)).toMatchObject({ risk: "high", finding: "Liability is unlimited; exposure is open-ended." });
    expect(uncapped(wholly).fix).toMatch(/^Agree a cap/);
    // One side's carve-out from a mutual cap: the cap's "either party" is not whose liability stays open.
    const oneSided = "EXCEPT FOR DISTRIBUTOR'S INDEMNIFICATION OBLIGATIONS, IN NO EVENT SHALL EITHER PARTY'S LIABILITY EXCEED THE FEES PAID.";
    expect(uncapped(oneSided, "Distributor")).toMatchObject({ risk: "high", finding: expect.stringMatching(/^Your side's liability is left unlimited for some claims/) });
    expect(uncapped(oneSided, "Supplier").risk).toBe("low");
    const mutual = "The limitations in Section 4 shall not apply to either party's indemnification obligations or to a breach of Section 9 (Confidentiality).";
    expect(uncapped(mutual, "Supplier")).toMatchObject({ risk: "medium", finding: expect.stringMatching(/^Each party's liability is left unlimited for some claims/) });
  });
  it("uncapped liability: a carve-out naming only the unprotected party's obligations leaves nothing of the capped side open", () => {
    const contract = (carveOut: string) =>
      [
        "LICENCE AGREEMENT",
        'This Agreement is made between Northgate Tools Limited ("Licensor") and Pellam Foods, Inc. ("Licensee").',
        "1. Licence. Licensor grants Licensee a licence to use the Software.",
        `2. Liability. ${carveOut}, in no event shall Licensor's aggregate liability exceed the fees paid in the prior twelve (12) months.`,
      ].join("\n");
    const liability = (text: string, perspective: string) =>
      analyzeDeterministic([{ page: 1, text }], { chain: ["US-NY", "US"], perspective }).clauses.find((c) => c.label === "2")!.findings;
    const licenseeOnly = contract("Except for Licensee's obligation to pay fees");
    expect(liability(licenseeOnly, "Licensee")).toMatch(/Only the other side's liability \(Licensor\) is limited/);
    expect(liability(licenseeOnly, "Licensee")).not.toMatch(/left unlimited for some claims/);
    expect(liability(licenseeOnly, "Licensor")).not.toMatch(/left unlimited for some claims/);
    // A carve-out from the protected side's own liability still leaves that side open for it.
    const licensorsOwn = contract("Except for Licensor's gross negligence or wilful misconduct");
    expect(liability(licensorsOwn, "Licensee")).toMatch(/The other side's liability is left unlimited for some claims/);
  });
  it("uncapped liability: carve-outs only for fraud and death or personal injury are the usual ones, low (UCTA s.2 in GB)", () => {
    const required = "The limitations in Section 4 shall not apply to either party's liability for fraud or for death or personal injury caused by negligence.";
    const [gbFinding] = rules(required, ["uncapped_liability"], ctx(["GB"], "Customer"));
    expect(gbFinding).toMatchObject({ rule: "liability.uncapped.required_by_law", risk: "low", cites: [{ source_id: "uk-unfair-contract-terms-act-1977", article: "2" }] });
    expect(rules("Nothing in this Agreement limits any liability which cannot be limited by law.", ["uncapped_liability"], ctx(["US"]))[0]).toMatchObject({ rule: "liability.uncapped.required_by_law", cites: [] });
    // A negotiated head beside them (gross negligence, wilful misconduct, an indemnity) is not the usual carve-out.
    expect(rules("Nothing in this Agreement limits either party's liability for fraud, gross negligence or wilful misconduct.", ["uncapped_liability"], ctx(["GB"]))[0]).toMatchObject({ rule: "liability.uncapped", risk: "medium" });
  });
  it("exposedParty: possessives, 'liability of', 'shall be liable', and either party", () => {
    expect(exposedParty("The liability of the Licensee shall not be limited.", "Licensee")).toBe("us");
    expect(exposedParty("Acme Ltd shall be liable without limit for its breach.", "Beta", ["acme ltd", "beta"])).toBe("them");
    expect(exposedParty("either party's gross negligence", "Beta")).toBe("both");
    expect(exposedParty("a party's indemnification obligations", null)).toBe("both");
    expect(exposedParty("damages for lost profits", "Beta")).toBeNull();
  });
  it("limitation of liability: GB business contract cites UCTA ss. 2, 3, 11; excluding personal injury is critical", () => {
    const [f] = rules("Supplier's total liability shall not exceed the fees paid.", ["limitation_of_liability"], ctx(["GB"]));
    expect(f.cites.map((c) => `${c.source_id} ${c.article}`)).toEqual(["uk-unfair-contract-terms-act-1977 2", "uk-unfair-contract-terms-act-1977 3", "uk-unfair-contract-terms-act-1977 11"]);
    expect(f.risk).toBe("medium");
    expect(rules("Supplier is not liable for death or personal injury.", ["limitation_of_liability"], ctx(["GB"]))[0].risk).toBe("critical");
    // Insurance limits that mention death are not an exclusion of liability for it.
    const insurance = "Contractor shall maintain employer's liability insurance with an aggregate limit of liability of not less than $100,000 per policy year, including for death.";
    expect(rules(insurance, ["limitation_of_liability"], ctx(["GB"]))[0]?.risk ?? "none").not.toBe("critical");
  });
  it("limitation of liability in a GB business contract: the reasonableness finding says whose liability is limited", () => {
    const cap = "In no event shall Supplier's total liability under this Agreement exceed the fees paid in the prior twelve months.";
    expect(rules(cap, ["limitation_of_liability"], ctx(["GB"], "Customer"))[0]).toMatchObject({ rule: "liability.gb.ucta", risk: "medium", finding: expect.stringMatching(/^Only the other side's liability is limited.*reasonableness test.*cannot rely on it against you\.$/), fix: expect.stringMatching(/^Ask for the cap to be mutual/) });
    expect(rules(cap, ["limitation_of_liability"], ctx(["GB"], "Supplier"))[0]).toMatchObject({ rule: "liability.gb.ucta", risk: "low", finding: expect.stringMatching(/^Your side's liability is limited.*reasonableness test/) });
    expect(rules(cap, ["limitation_of_liability"], ctx(["GB"]))[0]).toMatchObject({ rule: "liability.gb.ucta", risk: "medium", finding: expect.stringMatching(/^In business contracts/) });
    // Excluding liability for death or personal injury stays critical whoever benefits.
    expect(rules("Supplier is not liable for death or personal injury.", ["limitation_of_liability"], ctx(["GB"], "Supplier"))[0].risk).toBe("critical");
  });
  it("limitation of liability outside GB and the EU: a cap on the other side alone is medium, on your side alone low", () => {
    const cap = "In no event shall Supplier's total liability under this Agreement exceed the fees paid in the prior twelve months.";
    expect(rules(cap, ["limitation_of_liability"], ctx(["US"], "Customer"))[0]).toMatchObject({ rule: "liability.general", risk: "medium", finding: expect.stringMatching(/^Only the other side's liability is limited/) });
    expect(rules(cap, ["limitation_of_liability"], ctx(["US"], "Supplier"))[0]).toMatchObject({ risk: "low", finding: expect.stringMatching(/^Your side's liability is limited/) });
    expect(rules(cap, ["limitation_of_liability"], ctx(["US"]))[0]).toMatchObject({ risk: "low", finding: expect.stringMatching(/^Liability is limited/) });
    const mutual = "Neither party shall be liable to the other for any indirect or consequential damages.";
    expect(rules(mutual, ["limitation_of_liability"], ctx(["US"], "Customer"))[0]).toMatchObject({ risk: "low", finding: expect.stringMatching(/^The limitation is mutual/) });
  });
  it("limitation of liability: the usual exclusion wordings are limitations; a clause that keeps every remedy is not", () => {
    const gbRule = (text: string) => rules(text, ["cap_on_liability"], ctx(["GB"]))[0]?.rule ?? "none";
    for (const text of [
      "Neither party shall be liable for any indirect, incidental or consequential damages.",
      "NEITHER PARTY WILL, UNDER ANY CIRCUMSTANCES, BE LIABLE TO THE OTHER PARTY FOR ANY LOST PROFITS.",
      "Neither King nor Depomed (which for the purposes of this Section 11.2 shall include their affiliates) shall have any liability for punitive damages.",
      "Both parties will not have liability for any damages other than direct damages.",
      "Each party waives any right to recover consequential, incidental or punitive damages from the other.",
      "Licensor's liability for indirect loss, including loss of profit, is excluded.",
      "Wyzz may terminate this Agreement (except that Wyzz may not assert consequential or punitive damages).",
    ]) {
      expect(gbRule(text), text).toBe("liability.gb.ucta");
    }
    const keepsRemedies =
      "In the event of a breach, Aduro shall be entitled to injunctive relief in addition to all other remedies, including without limitation, the recovery of direct, indirect, incidental, consequential and/or punitive damages.";
    expect(gbRule(keepsRemedies)).toBe("none");
  });
  it("a clause filed under caps that limits nothing does not answer the missing-limitation finding", () => {
    const text = [
      "SERVICES AGREEMENT",
      "1. Services. Consultant shall provide the services.",
      "2. Remedies. Company shall be entitled to injunctive relief in addition to all other remedies, including without limitation, the recovery of direct, indirect, incidental, consequential and/or punitive damages.",
      "3. Governing Law. This Agreement is governed by the laws of the State of California.",
    ].join("\n");
    const withoutCap = analyzeDeterministic([{ page: 1, text }], { chain: ["US-CA", "US"], perspective: null });
    expect(withoutCap.missing.map((m) => m.category)).toContain("limitation_of_liability");
    const withCap = analyzeDeterministic([{ page: 1, text: `${text}\n4. Limitation of Liability. In no event shall either party be liable for consequential damages.` }], {
      chain: ["US-CA", "US"],
      perspective: null,
    });
    expect(withCap.missing.map((m) => m.category)).not.toContain("limitation_of_liability");
  });
  it("non-solicitation in California: a client ban that outlasts the contract is likely void (16600), an employee ban doubtful", () => {
    const ca = ctx(["US-CA", "US"]);
    const clients = "For one year after termination, Consultant shall not solicit any customer of the Company.";
    expect(rules(clients, ["no_solicit_of_customers"], ca)[0]).toMatchObject({ rule: "no_solicit.us_ca.customers", risk: "high", cites: [{ source_id: "us-ca-business-and-professions-code", article: "16600" }] });
    const secrets = "For one year after termination, Consultant shall not solicit any customer of the Company using the Company's trade secrets.";
    expect(rules(secrets, ["no_solicit_of_customers"], ca)[0]).toMatchObject({ rule: "no_solicit.us_ca.customers", risk: "medium" });
    const staff = "For twelve (12) months after the termination of this Agreement, Consultant shall not solicit any employee of Aduro to terminate employment.";
    expect(rules(staff, ["no_solicit_of_employees"], ca)[0]).toMatchObject({ rule: "no_solicit.us_ca.employees", risk: "medium" });
    // During the term only, or outside California: no finding from these rules.
    expect(rules("During the term of this Agreement, neither party shall solicit the other's employees.", ["no_solicit_of_employees"], ca)).toEqual([]);
    expect(rules(staff, ["no_solicit_of_employees"], ctx(["US-NY", "US"]))).toEqual([]);
  });
  it("limitation of liability in a consumer contract: CRA 2015 in GB, Directive 93/13 in the EU", () => {
    expect(rules("Our liability is limited to the price.", ["cap_on_liability"], ctx(["GB"], null, true))[0].cites[0]).toEqual({ source_id: "uk-consumer-rights-act-2015", article: "62" });
    expect(rules("Our liability is limited to the price.", ["cap_on_liability"], ctx(["FR", "EU"], null, true))[0].cites[0]).toEqual({ source_id: "eu-unfair-terms-directive", article: "3" });
  });
  it("US goods with consequential-damages exclusion cites UCC 2-719; a licence or services contract does not (Article 2 is for goods)", () => {
    const text = "Seller is not liable for consequential damages arising from the goods.";
    expect(rules(text, ["cap_on_liability"], { ...ctx(["US-NY", "US"]), goods: true })[0].cites).toEqual([{ source_id: "us-ucc-article-2", article: "2-719" }]);
    expect(rules(text, ["cap_on_liability"], { ...ctx(["US-NY", "US"]), goods: false })[0].cites).toEqual([]);
  });
  it("auto-renewal: 90 days' notice is medium, 30 is low", () => {
    // 90 ≥ 60 → medium; 30 < 60 → low
    expect(rules("This Agreement renews automatically unless either party gives 90 days' notice.", ["renewal_term"], ctx(["US"]))[0].risk).toBe("medium");
    expect(rules("This Agreement renews automatically unless either party gives 30 days' notice.", ["renewal_term"], ctx(["US"]))[0].risk).toBe("low");
    expect(noticeDays("sixty (60) days")).toBe(60);
    expect(noticeDays("three months")).toBe(90); // 3 × 30
  });
  it("termination for convenience: only the other side → high; mutual → low", () => {
    const text = "Supplier may terminate this Agreement for convenience on 30 days' notice.";
    expect(rules(text, ["termination_for_convenience"], ctx(["US"], "Customer"))[0].risk).toBe("high");
    expect(rules(text, ["termination_for_convenience"], ctx(["US"], "Supplier"))[0].risk).toBe("low");
    expect(rules("Either party may terminate for convenience on notice.", ["termination_for_convenience"], ctx(["US"]))[0].rule).toBe("termination.convenience.mutual");
  });
  it("penalties: IN s.74 (and s.73), US UCC 2-718, GB penalty doctrine", () => {
    const text = "Contractor shall pay liquidated damages of INR 10,000 per day.";
    expect(rules(text, ["liquidated_damages"], ctx(["IN"]))[0].cites.map((c) => c.article)).toEqual(["74", "73"]);
    expect(rules(text, ["liquidated_damages"], { ...ctx(["US"]), goods: true })[0].cites).toEqual([{ source_id: "us-ucc-article-2", article: "2-718" }]);
    expect(rules(text, ["liquidated_damages"], { ...ctx(["US"]), goods: false })[0].cites).toEqual([]);
    // A cap is a ceiling on recovery, not a sum payable on breach.
    expect(rules("Licensor's total liability for any breach shall not exceed the fees paid.", ["liquidated_damages"], ctx(["US"]))).toEqual([]);
    expect(rules(text, ["liquidated_damages"], ctx(["GB"]))[0].rule).toBe("penalty.gb.doctrine");
  });
  it("unilateral amendment is high; consumer GB cites CRA s.62/63", () => {
    const [f] = rules("We may amend these terms at any time in our sole discretion.", ["amendment"], ctx(["GB"], null, true));
    expect(f.risk).toBe("high");
    expect(f.cites.map((c) => c.article)).toEqual(["62", "63"]);
    expect(rules("This Agreement may be amended only in writing signed by both parties.", ["amendment"], ctx(["GB"]))).toEqual([]);
    // Changes both sides agree, proposals put to the other side, and the terms offered to others are not one side changing this contract.
    expect(rules("This Agreement may be amended at any time by mutual written agreement of the parties.", ["amendment"], ctx(["US"]))).toEqual([]);
    expect(rules("Either party may at any time propose amendments to the project plan for the steering committee to consider.", ["amendment"], ctx(["US"]))).toEqual([]);
    expect(rules("Franchisor may change at any time the terms on which it offers franchises to other franchisees.", ["amendment"], ctx(["US"]))).toEqual([]);
    expect(rules("Provider may modify the fees at any time without notice.", ["amendment"], ctx(["US"]))[0].rule).toBe("amendment.unilateral");
  });
  it("liquidated damages need a sum tied to a breach, a delay or an early end", () => {
    expect(rules("The Company will pay a sum equal to 12% of your basic salary into a personal pension plan.", ["liquidated_damages"], ctx(["GB"]))).toEqual([]);
    expect(rules("If Supplier delivers late, it shall pay 1% of the order value for each week of delay.", ["liquidated_damages"], ctx(["GB"]))[0].rule).toBe("penalty.gb.doctrine");
  });
  it("assignment without consent is medium", () => {
    expect(rules("Supplier may assign this Agreement without the consent of Customer.", ["assignment"], ctx(["US"]))[0].rule).toBe("assignment.without_consent");
    // A prohibition is not a right; the right granted in an "except that" is.
    expect(rules("Neither Supplier nor Customer shall have the right to assign any of its rights under this Agreement without the prior written consent of the other.", ["assignment"], ctx(["US"]))).toEqual([]);
    expect(rules("No party may assign this Agreement without the other's prior written approval.", ["assignment"], ctx(["US"]))).toEqual([]);
    const acquirer = "Neither party may assign this Agreement without the prior written consent of the other, except that either party may assign this Agreement without such consent to the acquirer of its business.";
    expect(rules(acquirer, ["assignment"], ctx(["US"]))[0].rule).toBe("assignment.without_consent");
    // An assignment without consent that triggers termination is a breach, not a right; a conditional right still is one.
    const trigger = "This Agreement shall be terminable by Licensor at any time in the event Licensee assigns or attempts to assign this Agreement without the prior written consent of Licensor.";
    expect(rules(trigger, ["assignment"], ctx(["US"]))).toEqual([]);
    expect(rules("Any attempt to assign without the other party's consent shall be void.", ["assignment"], ctx(["US"]))).toEqual([]);
    expect(rules("Any assignment or transfer made without such consent will be null and void.", ["anti_assignment"], ctx(["US"]))).toEqual([]);
    // CUAD's anti-assignment clauses are screened too, and a right put as a noun still counts.
    expect(rules("This agreement may be assigned or delegated, in whole or in part, by Network 1 without the prior written consent of the other party.", ["anti_assignment"], ctx(["US"]))[0].rule).toBe("assignment.without_consent");
    const noun = "Neither Party may assign this Agreement without the prior written consent of the other Party, except that a Party may make such an assignment without the other Party's consent to its Affiliates.";
    expect(rules(noun, ["anti_assignment"], ctx(["US"]))[0].rule).toBe("assignment.without_consent");
    expect(rules("If Supplier is acquired, Supplier may assign this Agreement without Customer's consent.", ["assignment"], ctx(["US"]))[0].rule).toBe("assignment.without_consent");
  });
  it("GDPR Art. 28: processing without processor terms in the EU/GB", () => {
    const [f] = rules("Supplier will process personal data of Customer's users.", ["data_protection"], ctx(["DE", "EU"]));
    expect(f).toMatchObject({ rule: "data_protection.art28.missing_terms", risk: "high", cites: [{ source_id: "eu-gdpr", article: "28" }] });
    expect(rules("Supplier will process personal data.", ["data_protection"], ctx(["GB"]))[0].cites[0].source_id).toBe("uk-gdpr");
    expect(rules("Supplier will process personal data.", ["data_protection"], ctx(["US"]))).toEqual([]);
  });
  it("IN: a clause barring suits cites Contract Act s.28", () => {
    expect(rules("The Distributor waives any right to bring proceedings in any court.", ["dispute_resolution"], ctx(["IN"]))[0].cites).toEqual([{ source_id: "in-contract-act-1872", article: "28" }]);
  });
  it("US warranty disclaimer cites UCC 2-316", () => {
    expect(rules("The goods are sold AS IS without any warranty of merchantability.", ["warranty"], { ...ctx(["US"]), goods: true })[0].cites).toEqual([{ source_id: "us-ucc-article-2", article: "2-316" }]);
    expect(rules("The licensed software is provided AS IS without any warranty of merchantability.", ["warranty"], { ...ctx(["US"]), goods: false })[0].cites).toEqual([]);
  });
  it("burdenedParty reads the subject of the obligation", () => {
    expect(burdenedParty("Customer shall indemnify Supplier", /indemnif\w*/, "customer")).toBe("us");
    expect(burdenedParty("Either party may terminate", /terminat\w*/, null)).toBe("both");
    expect(burdenedParty("Supplier may terminate", /terminat\w*/, null)).toBeNull();
  });
});

describe("analyzeDeterministic", () => {
  const contract = [
    "SERVICES AGREEMENT",
    'This Agreement is made on March 1, 2025 between Acme Ltd ("Supplier") and Beta Inc ("Customer").',
    "1. Services. Supplier shall provide the services described in Schedule 1.",
    "2. Non-Compete. For two years after termination, Customer shall not compete with Supplier anywhere.",
    "3. Term. This Agreement renews automatically for successive one-year terms unless either party gives 90 days' written notice.",
    "4. Governing Law. This Agreement is governed by the laws of the State of California.",
  ].join("\n");

  it("reviews clause by clause, lists missing clauses and takes the highest risk as overall", () => {
    const a = analyzeDeterministic([{ page: 1, text: contract }], { chain: ["US-CA", "US"], perspective: "Customer" });
    expect(a.title).toBe("SERVICES AGREEMENT");
    const nc = a.clauses.find((c) => c.label === "2")!;
    expect(nc).toMatchObject({ category: "non_compete", risk_level: "critical", heading: "Non-Compete" });
    expect(a.clauses.find((c) => c.label === "3")!.risk_level).toBe("medium");
    expect(a.missing.map((m) => m.category).sort()).toEqual(["confidentiality", "dispute_resolution", "force_majeure", "limitation_of_liability", "termination"]);
    expect(a.missing.some((m) => m.category === "governing_law")).toBe(false);
    expect(a.overall_risk).toBe("critical");
    expect(a.facts.parties).toEqual(expect.arrayContaining(["Acme Ltd", "Beta Inc"]));
    expect(a.facts.dates).toContain("March 1, 2025");
    a.clauses.forEach((c, i) => expect(c.clause_number).toBe(i + 1));
  });

  it("a missing clause alone makes the overall risk medium, never high: an absence is inferred from a search that can miss", () => {
    const a = analyzeDeterministic([{ page: 1, text: "SERVICES AGREEMENT\n1. Law. This Agreement is governed by the laws of India.\n2. Fees. Customer shall pay the fees." }], { chain: ["IN"], perspective: null });
    expect(a.clauses.every((c) => c.risk_level === "low")).toBe(true);
    expect(a.missing.map((m) => m.category)).toContain("limitation_of_liability");
    expect(a.overall_risk).toBe("medium");
    expect(a.missing.find((m) => m.category === "limitation_of_liability")!.finding).toMatch(/Searched all \d+ clauses/);
  });

  it("key facts name the forum apart from the law: courts chosen are no governing law", () => {
    const text = "SERVICES AGREEMENT\n1. Fees. Customer shall pay the fees.\n2. Courts. Each party submits to the exclusive jurisdiction of the courts of the State of Vermont.";
    const a = analyzeDeterministic([{ page: 1, text }], { chain: ["US"], perspective: null });
    expect(a.facts.governing_law).toBeNull();
    expect(a.facts.forum).toEqual([expect.objectContaining({ kind: "courts", exclusive: true, place: "State of Vermont", jurisdiction: "US-VT" })]);
    expect(a.facts.forum[0].text).toMatch(/exclusive jurisdiction/);
  });
});

describe("who a clause burdens (perspective)", () => {
  it("reads mutual rights as mutual, whatever precedes them", () => {
    expect(burdenedParty("Sections 4 and 5 survive if this Agreement is earlier terminated. Either party may terminate this Agreement on notice.", /terminat\w*/, "aduro")).toBe("both");
    expect(burdenedParty("COMPANY and CELEBRITY shall indemnify and hold each other harmless from any claim.", /(?:indemnif\w*|hold\s+\w+\s+harmless|defend)/, "company")).toBe("both");
    expect(burdenedParty("Licensee shall indemnify Licensor against claims. Licensor shall indemnify Licensee against IP claims.", /indemnif\w*/, "licensee", ["licensee", "licensor"])).toBe("both");
  });

  it("knows the reviewing party by its defined role, and reads past a parenthetical", () => {
    expect(burdenedParty("Owner shall indemnify Charterer against all claims.", /indemnif\w*/, ["martin operating partnership l.p.", "owner"], ["owner", "charterer"])).toBe("us");
    expect(burdenedParty("COMPANY may, in its unfettered discretion, terminate this Agreement at any time.", /terminat\w*/, ["company"], ["company", "celebrity"])).toBe("us");
  });

  it("a subject that is not a known party says nothing", () => {
    expect(burdenedParty("This Agreement shall terminate on the fifth anniversary.", /terminat\w*/, ["customer"], ["customer", "supplier"])).toBeNull();
  });

  it("analysis maps a perspective given by name to the role the preamble defines", () => {
    const text = [
      "CHARTER AGREEMENT",
      'This Agreement is made between Martin Operating Partnership L.P., a Delaware limited partnership (the "Owner"), and Acme Refining Co. (the "Charterer").',
      "1. Indemnity. Owner shall indemnify Charterer against any and all claims arising from the vessel.",
    ].join("\n");
    const asOwner = analyzeDeterministic([{ page: 1, text }], { chain: ["US-NY", "US"], perspective: "Martin Operating Partnership L.P." });
    expect(asOwner.clauses.find((c) => c.label === "1")!.findings).toContain("given by your side");
    const asCharterer = analyzeDeterministic([{ page: 1, text }], { chain: ["US-NY", "US"], perspective: "Charterer" });
    expect(asCharterer.clauses.find((c) => c.label === "1")!.findings).toContain("given by the other side");
  });
});

describe("uncapped liability in a whole contract", () => {
  const text = [
    "SERVICES AGREEMENT",
    'This Services Agreement is made between Acme Software Ltd ("Supplier") and Beta Retail Ltd ("Customer").',
    "1. Services. Supplier shall provide the services described in the order form.",
    "2. Liability. The Supplier's liability under this Agreement shall be unlimited.",
    "3. Limitation. Customer's total liability shall not exceed the fees paid in the preceding twelve months.",
    "4. Exclusions. The limitations in clause 3 shall not apply to either party's liability for fraud or for death or personal injury caused by negligence.",
    "5. Governing law. This Agreement is governed by the laws of England and Wales.",
  ].join("\n");
  const clause = (perspective: string | null, label: string) =>
    analyzeDeterministic([{ page: 1, text }], { chain: ["GB"], perspective }).clauses.find((c) => c.label === label)!;

  it("finds a liability left wholly unlimited, and rates it by whose it is", () => {
    expect(clause("Supplier", "2")).toMatchObject({ category: "uncapped_liability", risk_level: "high", findings: "Your side's liability is unlimited: exposure is open-ended." });
    expect(clause("Customer", "2")).toMatchObject({ risk_level: "low", findings: expect.stringMatching(/^The other side's liability is unlimited/) });
  });

  it("rates carve-outs for fraud and death or personal injury as the usual ones, citing UCTA s.2", () => {
    expect(clause(null, "4")).toMatchObject({ risk_level: "low", cites: [{ source_id: "uk-unfair-contract-terms-act-1977", article: "2" }] });
  });
});

describe("rules that must not fire on look-alikes", () => {
  it("California: an exclusivity limited to the term between businesses is judged for reasonableness, not void; a post-term one is void, without the employment-only s.16600.1", () => {
    const [inTerm] = rules("During the term of this Agreement, Distributor shall not sell products that compete with the Products.", ["non_compete"], ctx(["US-CA", "US"]));
    expect(inTerm).toMatchObject({ rule: "non_compete.us_ca.in_term_business", risk: "medium", cites: [{ source_id: "us-ca-business-and-professions-code", article: "16600" }] });
    const [after] = rules("For two years after termination, Distributor shall not sell competing products.", ["non_compete"], ctx(["US-CA", "US"]));
    expect(after.risk).toBe("critical");
    expect(after.cites.map((c) => c.article)).toEqual(["16600", "16600.5"]);
  });

  it("California: a consultant's restraint during the engagement is medium, one after it is void without the employer-only wording or s.16600.1", () => {
    const [inTerm] = rules("During the term of this Agreement, Consultant will not engage in or provide consulting services that conflict with the Services.", ["non_compete"], ctx(["US-CA", "US"]));
    expect(inTerm).toMatchObject({ rule: "non_compete.us_ca.in_term_consultant", risk: "medium", cites: [{ source_id: "us-ca-business-and-professions-code", article: "16600" }] });
    const [after] = rules("For one year after termination, Consultant shall not provide services to any competitor of the Company.", ["non_compete"], ctx(["US-CA", "US"]));
    expect(after).toMatchObject({ rule: "non_compete.us_ca.void", risk: "critical" });
    expect(after.finding).not.toContain("employer");
    expect(after.cites.map((c) => c.article)).toEqual(["16600", "16600.5"]);
  });

  it("California and India: a clause filed under non-compete that keeps no one out of a trade gets the general reading, not 'void'", () => {
    const adRule = "Reseller shall not advertise the licensed products on radio or television without the Owner's prior written approval.";
    for (const chain of [["US-CA", "US"], ["IN"]]) {
      const [f] = rules(adRule, ["non_compete"], ctx(chain));
      expect(f).toMatchObject({ rule: "non_compete.general", risk: "medium", cites: [] });
    }
    expect(rules("For two years after termination, Reseller shall not compete with the Owner.", ["non_compete"], ctx(["US-CA", "US"]))[0].rule).toBe("non_compete.us_ca.void");
  });

  it("India: a restraint during the term is medium, one after it is void", () => {
    expect(rules("As long as this Agreement is in effect, Agent shall not represent competing insurers.", ["non_compete"], ctx(["IN"]))[0]).toMatchObject({ rule: "non_compete.in.during_term", risk: "medium" });
    expect(rules("For one year after termination, Agent shall not represent competing insurers.", ["non_compete"], ctx(["IN"]))[0]).toMatchObject({ rule: "non_compete.in.void", risk: "high" });
  });

  it("termination for convenience needs a right to terminate without cause", () => {
    const tfc = (text: string) => rules(text, ["termination_for_convenience"], ctx(["US"]));
    expect(tfc("Upon termination of this Agreement for any reason, Customer shall pay all fees then due.")).toEqual([]);
    expect(tfc("Licensor may terminate this Agreement if Licensee materially breaches it and fails to cure within 30 days of notice of the breach.")).toEqual([]);
    expect(tfc("Either party may terminate this Agreement for any reason upon thirty (30) days' prior written notice.")[0].rule).toBe("termination.convenience.mutual");
    expect(tfc("Each of the Recipient and the Provider may, in its sole discretion, terminate this Agreement at any time without cause.")[0].rule).toBe("termination.convenience.mutual");
    expect(tfc("Customer may terminate this Agreement at any time on 30 days' written notice.")[0].rule).toBe("termination.convenience.one_sided");
    // A right that needs a cause (a breach, a death, the conditions listed after it) is termination for cause.
    expect(tfc("Any Party may terminate this Agreement at any time upon prior written notice to the other Party if the other Party has failed to perform a material obligation.")).toEqual([]);
    expect(tfc("In the event that the Athlete dies or is unable to compete, Sponsor may terminate this Agreement on thirty (30) days' written notice.")).toEqual([]);
    expect(tfc("Agent may terminate this Agreement by giving notice at any time after it becomes effective as follows:")).toEqual([]);
  });

  it("GDPR Art. 28 is for personal data, not a payment processor", () => {
    expect(rules("Merchant shall bear all processor communication costs and processing fees.", ["data_protection"], ctx(["DE", "EU"]))).toEqual([]);
    expect(rules("Processor shall process personal data only on documented instructions.", ["data_protection"], ctx(["DE", "EU"]))[0].rule).toBe("data_protection.art28.missing_terms");
  });

  it("India s.28: consenting to a court is not a restraint on suing; barring claims is", () => {
    expect(rules("Each party consents to the exclusive jurisdiction of the courts at Mumbai and waives any objection to venue.", ["dispute_resolution"], ctx(["IN"]))).toEqual([]);
    expect(rules("The Distributor shall not bring any claim against the Company more than six months after it arises.", ["dispute_resolution"], ctx(["IN"]))[0].rule).toBe("dispute.in.s28");
  });

  it("a mention of damages or insurance limits is not a limitation of liability", () => {
    expect(rules("Supplier shall maintain insurance with limits of liability of not less than $1,000,000.", ["cap_on_liability"], ctx(["GB"]))).toEqual([]);
    expect(rules("Nothing in this clause limits a party's right to recover consequential damages for breach of Section 7.", ["cap_on_liability"], ctx(["GB"]))).toEqual([]);
  });

  it("notice periods in calendar months", () => {
    expect(noticeDays("unless either party gives three calendar months' notice")).toBe(90);
  });
});

describe("document-level judgements", () => {
  const body = [
    "1. Supply. Supplier shall supply the Products. Prices are adjusted yearly by the Consumer Price Index.",
    "2. Limitation of Liability. In no event shall either party's aggregate liability exceed the fees paid.",
  ];
  it("a business contract that mentions the Consumer Price Index is reviewed as a business contract", () => {
    const a = analyzeDeterministic([{ page: 1, text: ["SUPPLY AGREEMENT", ...body].join("\n") }], { chain: ["GB"], perspective: null });
    expect(a.clauses.find((c) => c.label === "2")!.cites.map((c) => c.source_id)).toContain("uk-unfair-contract-terms-act-1977");
  });

  it("a TERMINATION heading and a place of jurisdiction count as the clauses they are", () => {
    const text = ["AGREEMENT", ...body, "3. TERMINATION", "(a) This Agreement ends on 31 December 2030.", "4. Law. German law applies. Exclusive place of jurisdiction is Hamburg."].join("\n");
    const missing = analyzeDeterministic([{ page: 1, text }], { chain: ["DE", "EU"], perspective: null }).missing.map((m) => m.category);
    expect(missing).not.toContain("termination");
    expect(missing).not.toContain("dispute_resolution");
  });

  it("an amendment is not held to a whole contract's expected clauses", () => {
    const text = "AMENDMENT NO. 3 TO LICENSE AGREEMENT\n1. Section 4.2 of the License Agreement is hereby amended to read as follows: the royalty is 5%.";
    expect(analyzeDeterministic([{ page: 1, text }], { chain: ["US-NY", "US"], perspective: null }).missing).toEqual([]);
  });

  it("an amendment that replaces a section is one too, and its title is its heading, not its first sentence", () => {
    const text = [
      "AMENDMENT NO. 3",
      "Dated as of February 19, 2007",
      "The parties agree to modify the Agreement as follows:",
      "1. EXTENSION OF TERM. The first paragraph of Section 4 of the Agreement is hereby deleted in its entirety and replaced with the following:",
      "“TERM: The rights granted hereunder shall expire on December 31, 2008.”",
    ].join("\n");
    const a = analyzeDeterministic([{ page: 1, text }], { chain: ["US-NY", "US"], perspective: null });
    expect(a.missing).toEqual([]);
    expect(a.title).toBe("AMENDMENT NO. 3");
  });

  it("parties listed as 'Party A:' lines are read from those lines, with a place in brackets kept in the name; an address is not a party", () => {
    const text = [
      "SERVICE AGREEMENT",
      "This Service Agreement is entered into in Beijing, China, by and between:",
      "Party A: Rise (Tianjin) Education Information Consulting Co., Ltd. (“Service Provider”)",
      "Address: Room C209, C217 and C218, 2/F, Building 1, Tianjin, China",
      "Party B: Beta Learning Co., Ltd. (“Service Recipient”)",
      "1. Services. Service Provider shall provide the services.",
    ].join("\n");
    const a = analyzeDeterministic([{ page: 1, text }], { chain: ["IN"], perspective: null });
    // Each party once in the list; the term each is given is in its details.
    expect(a.facts.parties).toEqual(["Rise (Tianjin) Education Information Consulting Co., Ltd.", "Beta Learning Co., Ltd."]);
    expect(a.facts.party_details.map((d) => d.defined_as)).toEqual(["Service Provider", "Service Recipient"]);
    // A name that ends with a full stop ends the summaries' first sentence with it: "Co., Ltd.", not "Co., Ltd..".
    expect(a.summary).toMatch(/^SERVICE AGREEMENT: 2 clauses reviewed offline between Rise \(Tianjin\) Education Information Consulting Co\., Ltd\. and Beta Learning Co\., Ltd\. Clause risks:/);
    expect(a.overview).toMatch(/^SERVICE AGREEMENT: 2 clauses between Rise \(Tianjin\) Education Information Consulting Co\., Ltd\. and Beta Learning Co\., Ltd\. /);
  });
  it("parties introduced as '— hereinafter referred to as Cremer —' are read, and decide whose indemnity it is", () => {
    const text = [
      "SUPPLY AGREEMENT",
      "between",
      "CREMER OLEO GmbH & Co KG, Glockengiesserwall 3, 20095 Hamburg, Germany",
      "— hereinafter referred to as Cremer —",
      "and",
      "Ultragenyx Pharmaceutical Inc , 60 Leveroni Court, Novato, California 94949, United States of America",
      "— hereinafter referred to as Ultragenyx —",
      "Preamble",
      "Whereas, the Parties desire that Cremer supplies the product (the “Product”) within the agreed field (the “Field”).",
      "1. Cremer shall indemnify and keep indemnified Ultragenyx in full against all damages arising out of Cremer's gross negligence.",
    ].join("\n");
    const a = analyzeDeterministic([{ page: 1, text }], { chain: ["US-NY", "US"], perspective: "Ultragenyx" });
    expect(a.facts.parties).toEqual(["CREMER OLEO GmbH & Co KG", "Ultragenyx Pharmaceutical Inc"]);
    expect(a.facts.party_details.map((d) => d.defined_as)).toEqual(["Cremer", "Ultragenyx"]);
    expect(a.clauses.find((c) => c.label === "1")!.risk_level).toBe("low");
  });
  it("a party's name wrapped onto the next line keeps its first word", () => {
    const text = [
      "TRANSPORTATION SERVICES AGREEMENT",
      "THIS AGREEMENT is executed this 23rd day of December, 2003, by and between Martin",
      "Operating Partnership L.P., a Delaware limited partnership (“Owner”), and Midstream Fuel Service LLC, an Alabama limited liability company",
      "(“Charterer”).",
      "1. Term. The initial term is three years.",
    ].join("\n");
    expect(analyzeDeterministic([{ page: 1, text }], { chain: ["US"], perspective: null }).facts.parties).toEqual(["Martin Operating Partnership L.P.", "Midstream Fuel Service LLC"]);
  });
  it("a cover page run together with a filing notice is named by its capitalised title, not by a sentence or the exhibit number", () => {
    const text = [
      "Exhibit 10.36 [Certain confidential portions of this exhibit have been omitted.] MANUFACTURING AND SUPPLY AGREEMENT Between DONG-A ST CO., LTD. And NEUROBO PHARMACEUTICALS, INC.",
      "1. DEFINITIONS",
      "Unless otherwise defined in this Agreement, the capitalized terms utilized herein shall have",
      "the meanings given in the License Agreement.",
      "2. Supply. Dong-A shall supply the Licensed Products.",
    ].join("\n");
    expect(analyzeDeterministic([{ page: 1, text }], { chain: ["GB"], perspective: null }).title).toBe("MANUFACTURING AND SUPPLY AGREEMENT");
  });
});

describe("a neutral review", () => {
  it("does not say 'the other party' when no side is taken", () => {
    expect(burdenedParty("Licensor may terminate this Agreement at any time on 30 days' notice.", /terminat\w*/, null, ["licensor", "licensee"])).toBeNull();
    expect(rules("Licensor may terminate this Agreement at any time on 30 days' notice.", ["termination_for_convenience"], { ...ctx(["US"]), parties: ["licensor", "licensee"] })[0].risk).toBe("medium");
  });
});

describe("key facts", () => {
  it("names the parties from the opening, not the defined terms or recitals after it", () => {
    const text = [
      "JOINT FILING AGREEMENT",
      'This agreement (the "Agreement") is made between Alpha Capital LP and Beta Holdings LLC (the "Reporting Persons") under the Securities Exchange Act of 1934 (the "Exchange\nAct").',
      'WHEREAS, the parties wish to file a statement (the "Statement");',
    ].join("\n");
    const facts = analyzeDeterministic([{ page: 1, text }], { chain: ["US-NY", "US"], perspective: null }).facts;
    // "Reporting Persons" names the two together: the list names each party once.
    expect(facts.parties).toEqual(["Alpha Capital LP", "Beta Holdings LLC"]);
  });

  it("lists defined terms that name a party or its role, not the other things an opening defines", () => {
    const text = [
      "SUBSCRIPTION AGREEMENT",
      'This Agreement is made on 3 March 2025 between Gamma Widgets Limited, a company registered in England and Wales ("GWL"), and',
      'Delta Retail Inc. ("Delta"), under which Delta subscribes for 1,000 ordinary shares (the "Shares") for the initial period (the "Initial Term")',
      'and Epsilon Partners LLC acts as placement agent (the "Agent").',
      "1. Subscription. Delta shall pay for the Shares on the Closing Date.",
    ].join("\n");
    const facts = analyzeDeterministic([{ page: 1, text }], { chain: ["GB"], perspective: null }).facts;
    expect(facts.parties).toEqual(["Gamma Widgets Limited", "Delta Retail Inc.", "Epsilon Partners LLC"]);
    expect(facts.party_details.map((d) => d.defined_as)).toEqual(["GWL", "Delta", "Agent"]);
  });

  it("a defined term that shortens a thing is not a party; one that shortens a listed party's name is", () => {
    const text = [
      "LICENCE AGREEMENT",
      "This Agreement is made on 1 May 2025 between:",
      '(a) Omega Software Inc. ("Omega"), which licenses the Omega Cloud Platform (the "Platform"); and',
      '(b) Harbour Street Traders ("Harbour").',
      "1. Licence. Omega grants Harbour a licence to use the Platform.",
    ].join("\n");
    const facts = analyzeDeterministic([{ page: 1, text }], { chain: ["US"], perspective: null }).facts;
    expect(facts.parties).toEqual(["Omega Software Inc.", "Harbour Street Traders"]);
    expect(facts.party_details.map((d) => d.defined_as)).toEqual(["Omega", "Harbour"]);
  });

  it("takes a company's full legal name, not its signatory's, and not the title above it", () => {
    const text = [
      "CONSULTING AGREEMENT",
      "Northwind Labs, Inc., with a place of business at 1 Main Street, Springfield (“Northwind”) and Kestrel B.V having an address at",
      "Harbour Road 5, Rotterdam, the Netherlands, represented by Jan de Vries, (“Consultant”) agree as follows.",
      "1. Term. This Agreement runs until December 31, 2030. Either party may terminate this Agreement at any time on prior written notice.",
    ].join("\n");
    const analysis = analyzeDeterministic([{ page: 1, text }], { chain: ["US-CA", "US"], perspective: null });
    expect(analysis.facts.parties).toEqual(["Northwind Labs, Inc.", "Kestrel B.V"]);
    expect(analysis.facts.party_details.map((d) => d.defined_as)).toEqual(["Northwind", "Consultant"]);
    expect(analysis.summary).toContain("between Northwind Labs, Inc. and Kestrel B.V");
  });

  it("a clause without a heading is shown as what its main finding is about", () => {
    const text = [
      "CONSULTING AGREEMENT",
      'This Agreement is made between Acme Ltd (the "Company") and Jo Bloggs (the "Consultant").',
      "1. Services. Consultant shall provide the services described in the Schedule.",
      "2. During the term of this Agreement, Consultant will not engage in any business that competes with the Company, and Consultant shall keep the Company's confidential information secret.",
    ].join("\n");
    const clause = analyzeDeterministic([{ page: 1, text }], { chain: ["US-CA", "US"], perspective: null }).clauses.find((c) => c.label === "2")!;
    expect(clause.heading).toBeNull();
    expect(clause.categories).toEqual(expect.arrayContaining(["confidentiality", "non_compete"]));
    expect(clause.category).toBe("non_compete");
  });

  it("a right of either party to terminate at any time is a way out: no missing-termination finding; missing ones are named properly", () => {
    const text = "SUPPLY AGREEMENT\n1. Supply. Supplier shall deliver the goods.\n2. Term. Either party may terminate this Agreement at any time on 30 days' written notice.";
    const withRight = analyzeDeterministic([{ page: 1, text }], { chain: ["GB"], perspective: null });
    expect(withRight.missing.map((m) => m.category)).not.toContain("termination");
    const without = analyzeDeterministic([{ page: 1, text: "SUPPLY AGREEMENT\n1. Supply. Supplier shall deliver the goods." }], { chain: ["GB"], perspective: null });
    expect(without.missing.map((m) => m.category)).toContain("termination");
    expect(without.summary).toMatch(/Missing: .*\bTermination\b/);
  });

  it("reads the same parties for the facts as for the review: names without defined terms, no 'Contract'", () => {
    const text = 'This contract (the "Contract") is made between Gamma Tools Ltd, a company registered in England, and Delta Retail plc.\n1. Supply. Gamma Tools Ltd shall supply the goods.';
    const facts = analyzeDeterministic([{ page: 1, text }], { chain: ["GB"], perspective: null }).facts;
    expect(facts.parties).toEqual(["Gamma Tools Ltd", "Delta Retail plc"]);
  });
});

describe("perspective from a preamble", () => {
  it("a defined term belongs to the name right before it, not to the next party's", () => {
    const text = [
      "OUTSOURCING AGREEMENT",
      'Gamma Media, Inc. and Gamma Licensee, Inc. (collectively "Gamma") and Delta Broadcasting, L.L.C. ("Delta") hereby enter into this Agreement.',
      "1. Indemnity. Delta shall indemnify and hold harmless Gamma from any and all claims arising from Delta's programming.",
    ].join("\n");
    const asGamma = analyzeDeterministic([{ page: 1, text }], { chain: ["US-NY", "US"], perspective: "Gamma Media, Inc." });
    expect(asGamma.clauses.find((c) => c.label === "1")!.findings).toContain("given by the other side");
  });

  it("reads 'covenants and agrees to … indemnify' as an indemnity given by its subject", () => {
    expect(burdenedParty("Owner covenants and agrees to fully defend, protect, indemnify and hold harmless Charterer.", /indemnif\w*/, ["owner"], ["owner", "charterer"])).toBe("us");
  });
});

describe("analyzeDeterministicInSlices", () => {
  it("gives the same review as analyzeDeterministic and lets other calls run while it reads", async () => {
    const text = Array.from({ length: 60 }, (_, i) => `${i + 1}. Clause ${i + 1}. Either party may terminate this Agreement on ninety days' written notice.`).join("\n");
    const opts = { chain: ["GB"], perspective: null };
    let finished = false;
    let ranBeforeTheEnd = false;
    setImmediate(() => (ranBeforeTheEnd = !finished));
    const sliced = await analyzeDeterministicInSlices([{ page: 1, text }], opts, 0);
    finished = true;
    expect(ranBeforeTheEnd).toBe(true);
    expect(sliced).toEqual(analyzeDeterministic([{ page: 1, text }], opts));
  });
});

describe("an assignment of intellectual property that takes the assignor's background IP", () => {
  // Found reviewing an invented English consultancy agreement from the consultant's side: its tools and know-how
  // owned before the contract passed to the client, and the review said nothing.
  const clause =
    "All intellectual property rights in the deliverables, and in any materials, tools or know-how the Consultant owned before this Agreement and uses in the Services, shall vest in the Client on creation or first use.";
  const parties = ["consultant", "client"];
  const rule = (perspective: string | null) =>
    reviewClause(clause, ["ip_ownership_assignment"], { ...ctx(["GB"], perspective), parties }).find((f) => f.rule === "ip_ownership_assignment.background_ip");

  it("is a high risk for the side whose pre-existing IP passes, nothing for the side that receives it, medium when neutral", () => {
    expect(rule("consultant")?.risk).toBe("high");
    expect(rule("client")).toBeUndefined();
    expect(rule(null)?.risk).toBe("medium");
  });

  it("an assignment of the deliverables alone, keeping each party's background IP, raises nothing", () => {
    const narrow = "All intellectual property rights in the deliverables shall vest in the Client on creation. Each party keeps the rights it owned before this Agreement.";
    const deliverablesOnly = "All intellectual property rights in the deliverables shall vest in the Client on creation.";
    for (const text of [narrow, deliverablesOnly]) expect(reviewClause(text, ["ip_ownership_assignment"], { ...ctx(["GB"], "consultant"), parties })).toEqual([]);
  });
});


describe("minimum purchase commitments", () => {
  const parties = ["supplier", "distributor"];
  const review = (text: string, perspective: string) => reviewClause(text, ["minimum_commitment"], { ...ctx(["SG"], perspective), parties });
  const floor = "The Distributor shall purchase Products with an aggregate invoice value of not less than USD 400,000 in each Contract Year.";

  it("are a risk for the side that must buy, and favour the side that sells", () => {
    expect(review(floor, "Distributor")[0]).toMatchObject({ rule: "minimum_commitment.ours", risk: "medium" });
    expect(review(floor, "Supplier")[0]).toMatchObject({ rule: "minimum_commitment.theirs", risk: "low" });
  });

  it("are high for the buyer when a shortfall must be paid for (take-or-pay)", () => {
    const takeOrPay = `${floor} If it fails to do so, the Distributor shall pay the Supplier the shortfall within 30 days after the end of that Contract Year.`;
    expect(review(takeOrPay, "Distributor")[0]).toMatchObject({ risk: "high" });
  });

  it("are not read into a lead time for orders or the size of each order placed", () => {
    expect(review("The Distributor shall place purchase orders at least 30 days before the requested delivery date.", "Distributor")).toEqual([]);
    expect(review("Each purchase order placed by the Distributor shall be for not less than one full pallet of Products.", "Distributor")).toEqual([]);
    // A yearly floor beside a lead time is still a commitment.
    expect(review(`${floor} Orders shall be placed at least 30 days before delivery.`, "Distributor")[0]).toMatchObject({ rule: "minimum_commitment.ours" });
  });

  it("are not read into a payment term, a minimum term or a supply duty", () => {
    expect(review("The Distributor shall pay each invoice within 45 days of its date.", "Distributor")).toEqual([]);
    expect(review("This Agreement shall continue for a minimum term of three years.", "Distributor")).toEqual([]);
    expect(review("The Supplier shall deliver not less than 95% of the quantities ordered on time.", "Distributor")).toEqual([]);
  });
});

describe("assignments reaching past the work", () => {
  const clause =
    "All work product created by the Employee during her employment, whether or not during working hours and whether or not related to the Company's business, shall belong to the Company.";
  const parties = ["company", "employee"];

  it("are filed as an IP ownership assignment when one party makes and the other owns", () => {
    const doc = `EMPLOYMENT AGREEMENT\n\nThis Agreement is made between Saffron Analytics Private Limited (the "Company") and Ananya Rao (the "Employee").\n\n1. Duties. The Employee shall serve as Senior Data Analyst.\n\n2. Intellectual property. ${clause}`;
    const ip = analyzeDeterministic([{ page: 1, text: doc }], { chain: ["IN"], perspective: "Employee" }).clauses.find((c) => c.label === "2")!;
    expect(ip.categories).toContain("ip_ownership_assignment");
    expect(ip.risk_level).toBe("medium");
  });

  it("are a risk for the side that makes the work; in California they meet Labor Code s.2870", () => {
    expect(reviewClause(clause, ["ip_ownership_assignment"], { ...ctx(["IN"], "Employee"), parties })[0]).toMatchObject({ rule: "ip_ownership_assignment.beyond_work", risk: "medium", cites: [] });
    const ca = reviewClause(clause, ["ip_ownership_assignment"], { ...ctx(["US-CA", "US"], "Employee"), parties })[0];
    expect(ca).toMatchObject({ risk: "high", cites: [{ source_id: "us-ca-labor-code", article: "2870" }] });
    expect(reviewClause(clause, ["ip_ownership_assignment"], { ...ctx(["IN"], "Company"), parties })).toEqual([]);
  });

  it("are read in a letter's own words too ('anything you create in your own time')", () => {
    const letter = "Everything you invent or write while employed by us, including anything you create in your own time, belongs to the Company.";
    expect(reviewClause(letter, ["ip_ownership_assignment"], { ...ctx(["IN"], "Employee"), parties })[0]).toMatchObject({ rule: "ip_ownership_assignment.beyond_work" });
  });

  it("leave alone an assignment of work done in the course of employment, and a party keeping its own work", () => {
    const narrow = "All work product created by the Employee in the course of her employment shall belong to the Company.";
    expect(reviewClause(narrow, ["ip_ownership_assignment"], { ...ctx(["IN"], "Employee"), parties })).toEqual([]);
    const keeps = `SERVICES AGREEMENT\n\nThis Agreement is made between Acme Ltd (the "Customer") and Brightline Ltd (the "Supplier").\n\n1. Services. The Supplier shall provide the Services.\n\n2. Ownership. All materials created by the Supplier before the Effective Date shall belong to the Supplier.`;
    const own = analyzeDeterministic([{ page: 1, text: keeps }], { chain: ["GB"], perspective: null }).clauses.find((c) => c.label === "2")!;
    expect(own.categories).not.toContain("ip_ownership_assignment");
  });
});

describe("assignments with a carve-out for the creator's own work", () => {
  const parties = ["company", "employee"];
  it("are not read as reaching past the work (the s.2870 carve-out itself names own time and unrelated work)", () => {
    const carve =
      "All inventions made by the Employee in the course of employment shall belong to the Company. This clause does not apply to any invention that the Employee develops entirely on her own time outside working hours without using the Company's equipment and that is not related to the Company's business.";
    expect(reviewClause(carve, ["ip_ownership_assignment"], { ...ctx(["US-CA", "US"], "Employee"), parties })).toEqual([]);
    // An exception after the reach leaves the reach standing.
    const reach = "All work product created by the Employee, whether or not during working hours, except the Prior Inventions listed in Schedule A, shall belong to the Company.";
    expect(reviewClause(reach, ["ip_ownership_assignment"], { ...ctx(["IN"], "Employee"), parties })[0]).toMatchObject({ rule: "ip_ownership_assignment.beyond_work" });
  });
});

describe("notice to end the contract", () => {
  const clause =
    "The Company may terminate this Agreement at any time, with or without cause, by giving one month's notice or salary in lieu of notice. The Employee may resign by giving three months' notice.";
  const parties = ["company", "employee"];
  const review = (perspective: string) => reviewClause(clause, ["termination_for_convenience"], { ...ctx(["IN"], perspective), parties });

  it("counts an employee's right to resign as the employee's right to end it, and flags the longer notice", () => {
    expect(review("Employee")[0]).toMatchObject({ rule: "termination.convenience.longer_notice", risk: "medium" });
    expect(review("Employee")[0].finding).toContain("your side must give 3 months while the other side need give only one month");
    expect(review("Company")[0]).toMatchObject({ rule: "termination.convenience.mutual", risk: "low" });
  });

  it("reads the resignation as the employee's own right in the whole review, not 'Employee has no matching right'", () => {
    const doc = `EMPLOYMENT AGREEMENT\n\nThis Agreement is made between Saffron Analytics Private Limited ("the Company") and Ms. Ananya Rao ("the Employee").\n\n1. Duties. The Employee shall serve as Senior Data Analyst.\n\n2. Termination. ${clause}`;
    const termination = analyzeDeterministic([{ page: 1, text: doc }], { chain: ["IN"], perspective: "Employee" }).clauses.find((c) => c.label === "2")!;
    expect(termination.findings).toContain("your side must give 3 months");
    expect(termination.findings).not.toContain("has no matching right");
  });

  it("keeps equal notice mutual and low", () => {
    const equal = clause.replace("three months'", "one month's");
    expect(reviewClause(equal, ["termination_for_convenience"], { ...ctx(["IN"], "Employee"), parties })[0]).toMatchObject({ rule: "termination.convenience.mutual" });
  });
});

describe("a mutual cap with the usual carve-outs, reviewed neutrally", () => {
  it("is medium and said to be mutual, not high: leaving a party's confidentiality breaches uncapped is market practice", () => {
    const text = [
      'This Outsourcing Agreement is made between Photonix, Inc. ("Photonix") and Nippon Masks Co., Ltd. ("NMC").',
      "1. Services. NMC shall provide the photomask services described in Schedule 1.",
      "2. Limited Liability. EXCEPT FOR LIABILITY ARISING FROM BREACHES OF A PARTY'S CONFIDENTIALITY OBLIGATIONS, IN NO EVENT SHALL EITHER PARTY BE LIABLE TO THE OTHER PARTY FOR ANY INDIRECT, INCIDENTAL OR CONSEQUENTIAL DAMAGES, AND EACH PARTY'S AGGREGATE LIABILITY SHALL NOT EXCEED THE FEES PAID IN THE PRIOR TWELVE MONTHS.",
    ].join("\n");
    const a = analyzeDeterministic([{ page: 1, text }], { chain: ["US"], perspective: null });
    const cap = a.clauses.find((c) => /EXCEPT FOR LIABILITY/.test(c.clause_text))!;
    expect(cap.risk_level).toBe("medium");
    expect(cap.findings).toMatch(/mutual/i);
  });
});
