import { describe, expect, it } from "vitest";
import { analyzeDeterministic } from "../analyze";
import type { PartyRef } from "../facts/parties";
import { foundInText } from "./checklist";
import { describeRight, indemnityProtection, liabilityProtection, rightOf, rightProtection, type RightKind } from "./direction";
import { defendsNamedParty } from "./indemnity-category";

const parties: PartyRef[] = [
  { key: "Licensor", aliases: ["licensor", "acme software ltd", "acme"], role: "licensor" },
  { key: "Licensee", aliases: ["licensee", "beta retail inc", "beta"], role: "licensee" },
];

describe("whom a limitation of liability protects", () => {
  it("a cap on one party's liability protects that party, whichever way it is worded", () => {
    for (const text of [
      "IN NO EVENT SHALL LICENSOR'S TOTAL LIABILITY UNDER THIS AGREEMENT EXCEED THE FEES PAID IN THE PRIOR TWELVE MONTHS.",
      "In no event shall Licensor or any of its suppliers be liable for any indirect or consequential damages.",
      "The total liability of Acme under this Agreement shall be limited to the fees received.",
      "Licensor and its affiliates shall not be liable to Licensee for any loss of profits.",
      "Licensee's sole and exclusive remedy for any defect shall be the replacement of the software.",
      "Regardless of the basis of the claim, Licensor is liable for no more than the fees paid in the prior year.",
    ]) {
      expect(liabilityProtection(text, parties), text).toMatchObject({ mutual: false, beneficiaries: ["Licensor"], obligors: ["Licensee"] });
    }
  });
  it("reads the usual variants of 'X shall not be liable' as X's protection, and a party's own remedies limited as the other's", () => {
    for (const text of [
      "Neither Licensor nor its suppliers shall be liable for any indirect damages.",
      "Neither Acme nor any of its affiliates will have any liability for lost profits.",
      "Licensor shall in no event be liable for any consequential damages.",
      "Licensor will under no circumstances be liable for lost profits.",
      "Licensor (and its affiliates) shall not be liable for any indirect damages.",
      "Licensor, its officers and directors shall not be liable for any indirect damages.",
      "The Licensor shall not, in any event, be liable for indirect damages.",
      "LICENSOR SHALL NOT BE RESPONSIBLE OR LIABLE FOR ANY LOSS.",
      "In no event shall Licensee be entitled to recover consequential damages from Licensor.",
      "Licensee shall have no claim against Licensor for lost profits or consequential damages.",
      "Licensee agrees that Licensor's liability shall be limited to the fees paid.",
    ]) {
      expect(liabilityProtection(text, parties), text).toMatchObject({ mutual: false, beneficiaries: ["Licensor"], obligors: ["Licensee"] });
    }
    expect(liabilityProtection("Except for breach of confidentiality, neither party nor its affiliates shall be liable for indirect damages.", parties)).toMatchObject({ mutual: true, beneficiaries: [] });
  });
  it("a limitation of every party's liability is mutual, also when written out party by party", () => {
    for (const text of [
      "Neither party shall be liable to the other for any indirect or consequential damages.",
      "Neither Acme nor Beta shall be liable for lost profits.",
      "IN NO EVENT WILL EITHER PARTY BE LIABLE FOR SPECIAL DAMAGES.",
      "Licensor's liability shall not exceed the fees paid. Licensee's liability shall not exceed the fees payable.",
    ]) {
      expect(liabilityProtection(text, parties), text).toMatchObject({ mutual: true, beneficiaries: [] });
    }
  });
  it("a clause with a mutual exclusion and a one-sided cap names the party the cap protects", () => {
    const text = "Neither party shall be liable for consequential damages. The total liability of Licensor shall not exceed USD 50.";
    expect(liabilityProtection(text, parties)).toEqual({ mutual: true, beneficiaries: ["Licensor"], obligors: ["Licensee"] });
  });
  it("a clause that limits nothing protects no one", () => {
    expect(liabilityProtection("Licensor shall deliver the software within 30 days.", parties)).toBeNull();
  });
});

describe("who indemnifies whom", () => {
  it("the subject of 'shall indemnify' gives it, its object receives it", () => {
    expect(indemnityProtection("Licensee shall indemnify, defend and hold harmless Licensor from third-party claims.", parties)).toEqual({ mutual: false, obligors: ["Licensee"], beneficiaries: ["Licensor"] });
    expect(indemnityProtection("Acme agrees to indemnify Beta against infringement claims.", parties)).toEqual({ mutual: false, obligors: ["Licensor"], beneficiaries: ["Licensee"] });
  });
  it("mirror-image indemnities, or 'each party', are mutual", () => {
    const mirror = "Licensor shall indemnify Licensee against claims caused by Licensor. Licensee shall indemnify Licensor against claims caused by Licensee.";
    expect(indemnityProtection(mirror, parties)).toMatchObject({ mutual: true });
    expect(indemnityProtection("Each party shall indemnify the other against its own breach.", parties)).toMatchObject({ mutual: true });
  });
  it("a party named after the indemnity is given (its negligence, 'keep X indemnified') does not give it too", () => {
    for (const text of [
      "Beta shall indemnify Acme and keep Acme indemnified from all losses, even those arising from the negligence of Acme.",
      "Licensee will hold harmless Licensor against any claim, including claims caused partly by the negligence of Licensor or any indemnified person.",
      "Licensee shall, no later than five (5) Business Days after a written demand, indemnify Licensor against every cost it incurs.",
      "Licensee jointly and severally indemnifies Licensor against any claim.",
    ]) {
      expect(indemnityProtection(text, parties), text).toEqual({ mutual: false, obligors: ["Licensee"], beneficiaries: ["Licensor"] });
    }
  });
  it("a promise not to indemnify gives no indemnity", () => {
    expect(indemnityProtection("Licensee shall have no obligation to defend anyone.", parties)).toBeNull();
  });
  it("'X shall be indemnified by Y' is given by Y, and 'each of X and Y … shall indemnify the other' is mutual", () => {
    expect(indemnityProtection("Licensee shall be indemnified by Licensor against any claim that the Software infringes.", parties)).toEqual({ mutual: false, obligors: ["Licensor"], beneficiaries: ["Licensee"] });
    expect(indemnityProtection('Each of Licensor and Licensee (the "Indemnitor") shall indemnify the other against claims arising from the Indemnitor\'s gross negligence.', parties)).toMatchObject({ mutual: true });
  });
  it("a defence of claims brought against the other party, with payment of what is awarded, is an indemnity even without the word", () => {
    const text = "Licensor will defend any action brought against Licensee alleging that the Software infringes a patent, and will pay any damages finally awarded.";
    expect(indemnityProtection(text, parties)).toEqual({ mutual: false, obligors: ["Licensor"], beneficiaries: ["Licensee"] });
    expect(defendsNamedParty(text, ["ip_ownership_assignment"], parties)).toBe(true);
    // A party that defends its own title, or a duty to notify, pays nothing to the other.
    expect(defendsNamedParty("Licensor shall defend its title to the Software at its own cost.", [], parties)).toBe(false);
    expect(defendsNamedParty("Licensee shall notify Licensor of any claim or action and shall pay its own costs of cooperating.", [], parties)).toBe(false);
    // Already filed as an indemnity: nothing to add.
    expect(defendsNamedParty(text, ["indemnification"], parties)).toBe(false);
    // In a review, the clause is filed as an indemnity and says who gives it.
    const contract = `LICENCE AGREEMENT\nThis Agreement is made between Acme Software Ltd ("Licensor") and Beta Retail Inc ("Licensee").\n1. Licence. Licensor grants Licensee a licence to use the Software.\n2. Infringement. ${text}\n3. Law. This Agreement is governed by the laws of the State of Ohio.`;
    const clause = analyzeDeterministic([{ page: 1, text: contract }], { chain: ["US"], perspective: null }).clauses.find((c) => c.label === "2")!;
    expect(clause.categories).toContain("indemnification");
    expect(clause.indemnity).toEqual({ obligor: "Licensor", beneficiary: "Licensee" });
  });
});

const licence = [
  "SOFTWARE LICENSE AGREEMENT",
  'This Agreement is made between Acme Software Ltd ("Licensor") and Beta Retail Inc ("Licensee").',
  "1. Licence. Licensor grants Licensee a licence to use the software.",
  "2. Limitation of Liability. In no event shall Licensor's total liability exceed fifty dollars ($50).",
  "3. Term and Termination. Either party may terminate this Agreement if the other commits a material breach.",
  "4. Confidentiality. Each party shall keep the other's confidential information secret and shall not disclose it.",
  "5. Governing Law. This Agreement is governed by the laws of the State of New York and the courts of New York have exclusive jurisdiction.",
].join("\n");
const review = (perspective: string | null, chain = ["US"]) => analyzeDeterministic([{ page: 1, text: licence }], { chain, perspective });
const cap = (a: ReturnType<typeof review>) => a.clauses.find((c) => c.label === "2")!;

describe("the review from each side", () => {
  it("a one-sided cap is attributed to the party it protects and rated from the reviewer's side", () => {
    const neutral = cap(review(null));
    expect(neutral).toMatchObject({ beneficiary: "Licensor", obligor: "Licensee" });
    expect(neutral.findings).toMatch(/favours Licensor/);
    const licensor = cap(review("Licensor"));
    const licensee = cap(review("Licensee"));
    expect(licensor.risk_level).toBe("low");
    expect(licensor.findings).toMatch(/^Your side's liability \(Licensor\) is limited/);
    // Nothing caps the licensee's own liability: a cap on the licensor's alone is high for the licensee (review13).
    expect(licensee.risk_level).toBe("high");
    expect(licensee.findings).toMatch(/^Only the other side's liability \(Licensor\) is limited/);
  });
  it("a party may be named by its legal name or a word of it: the same review as by its role", () => {
    expect(cap(review("Beta Retail Inc")).findings).toBe(cap(review("Licensee")).findings);
    expect(cap(review("acme")).findings).toBe(cap(review("Licensor")).findings);
  });
  it("a perspective that names no party is answered neutrally with the parties found", () => {
    const a = analyzeDeterministic([{ page: 1, text: `${licence}\n6. Customers. Licensee may sublicense the software to its Customer base.` }], { chain: ["US"], perspective: "Customer" });
    expect(a.perspectiveNotAParty).toBe(true);
    expect(a.partiesFound.join("; ")).toMatch(/Licensor.*Licensee/);
    expect(cap(a).findings).toBe(cap(review(null)).findings);
  });
  it("the contract's chosen law is applied: a New York contract reviewed for GB gets no UCTA analysis and is flagged", () => {
    const gb = review("Licensee", ["GB"]);
    expect(gb.lawMismatch).toBe("US-NY");
    expect(gb.facts.governing_law).toMatchObject({ jurisdiction: "US-NY", clause_number: gb.clauses.find((c) => c.label === "5")!.clause_number });
    expect(gb.clauses.flatMap((c) => c.cites).some((c) => c.source_id === "uk-unfair-contract-terms-act-1977")).toBe(false);
    const english = analyzeDeterministic([{ page: 1, text: licence.replace("the laws of the State of New York and the courts of New York", "the laws of England and Wales and the courts of England") }], { chain: ["GB"], perspective: "Licensee" });
    expect(english.lawMismatch).toBeNull();
    expect(cap(english).cites.map((c) => c.source_id)).toContain("uk-unfair-contract-terms-act-1977");
  });
  it("the GDPR follows the requested jurisdiction whatever law the contract chooses", () => {
    const text = `${licence}\n6. Data. Licensor will process personal data of Licensee's employees for Licensee.`;
    const a = analyzeDeterministic([{ page: 1, text }], { chain: ["DE", "EU"], perspective: "Licensee" });
    expect(a.lawMismatch).toBe("US-NY");
    expect(a.clauses.flatMap((c) => c.cites)).toContainEqual({ source_id: "eu-gdpr", article: "28" });
  });
  it("a licence is not a sale of goods: no UCC Article 2", () => {
    const a = analyzeDeterministic([{ page: 1, text: licence.replace("fifty dollars ($50).", "fifty dollars ($50), and neither party is liable for consequential damages.") }], { chain: ["US-NY", "US"], perspective: null });
    expect(a.clauses.flatMap((c) => c.cites).some((c) => c.source_id === "us-ucc-article-2")).toBe(false);
  });
});

describe("structure", () => {
  it("contents lines are not clauses; inline capitalised headings split clauses; a denied non-compete is not one", () => {
    const text = [
      "CONSULTING AGREEMENT",
      "1. Services ........ 2",
      "2. Term . . . . . . 3",
      'This Agreement is made between Acme Ltd ("Company") and Jane Roe ("Consultant").',
      "1. Services. Consultant shall advise the Company. CONFIDENTIALITY. Consultant shall not disclose the Company's confidential information. INDEMNIFICATION. Company shall indemnify Consultant against third-party claims.",
      "2. Representations. Consultant represents that Consultant is not bound by any non-competition agreement with a former employer.",
    ].join("\n");
    const a = analyzeDeterministic([{ page: 1, text }], { chain: ["US-CA", "US"], perspective: null });
    expect(a.clauses.some((c) => /\.{4,}|\. \. \./.test(c.clause_text))).toBe(false);
    expect(a.clauses.map((c) => c.heading)).toEqual(expect.arrayContaining(["CONFIDENTIALITY", "INDEMNIFICATION"]));
    const reps = a.clauses.find((c) => c.heading === "Representations")!;
    expect(reps.categories).not.toContain("non_compete");
    expect(reps.risk_level).toBe("low");
  });
});

describe("nothing is called missing that is there", () => {
  it("a governing-law sentence without a heading, a TERM & TERMINATION heading and a cap under another heading count", () => {
    const text = [
      "DISTRIBUTION AGREEMENT",
      'This Agreement is made between Acme Ltd ("Supplier") and Beta Inc ("Distributor").',
      "1. Appointment. Supplier appoints Distributor. The parties form this relationship in accordance with the laws of the Commonwealth of Pennsylvania.",
      "2. TERM & TERMINATION. This Agreement lasts two years.",
      "3. Warranty. Supplier warrants the products. Supplier's aggregate liability shall not exceed the contract value.",
      "4. Secrecy. Distributor shall not disclose Supplier's confidential information.",
      "5. Disputes. All disputes shall be settled by arbitration in Philadelphia.",
      "6. Excused Delay. Neither party is liable for a delay caused by events outside its reasonable control.",
    ].join("\n");
    const a = analyzeDeterministic([{ page: 1, text }], { chain: ["US"], perspective: null });
    expect(a.facts.governing_law?.jurisdiction).toBe("US-PA");
    expect(a.missing.map((m) => m.category)).toEqual([]);
    // Without clause 6 a force majeure clause is truly absent, and only it is reported missing.
    const without = analyzeDeterministic([{ page: 1, text: text.split("\n").slice(0, -1).join("\n") }], { chain: ["US"], perspective: null });
    expect(without.missing.map((m) => m.category)).toEqual(["force_majeure"]);
    expect(without.missing[0].finding).toMatch(/beyond a party's \(reasonable\) control/);
  });
  it("an SEC confidential-treatment legend is not a confidentiality clause", () => {
    const text = [
      "SERVICES AGREEMENT",
      "Confidential treatment has been requested for portions of this agreement; the omitted portions have been filed separately with the Securities and Exchange Commission pursuant to Rule 24b-2.",
      'This Agreement is made between Acme Ltd ("Supplier") and Beta Inc ("Customer").',
      "1. Services. Supplier shall provide the services.",
      "2. Law. This Agreement is governed by the laws of the State of Texas.",
    ].join("\n");
    const a = analyzeDeterministic([{ page: 1, text }], { chain: ["US"], perspective: null });
    expect(a.missing.map((m) => m.category)).toContain("confidentiality");
  });
  it("an amendment or an unknown kind of document is not held to a commercial contract's checklist, and says so", () => {
    const amendment = 'FIRST AMENDMENT TO SUPPLY AGREEMENT\nThis First Amendment is made between Acme Ltd ("Seller") and Beta Inc ("Buyer").\n1. Section 4 of the Agreement is hereby amended to read: "Price: USD 10."';
    const a = analyzeDeterministic([{ page: 1, text: amendment }], { chain: ["US"], perspective: null });
    expect(a.facts.document_type).toBe("amendment");
    expect(a.missing).toEqual([]);
    expect(a.summary).toMatch(/reviewed for what it changes/);
  });
});

describe("who holds a right or bears a duty", () => {
  const read = (kind: RightKind, text: string) => rightProtection(text, parties, kind);
  it("a one-sided right favours its holder, a one-sided duty the other side", () => {
    expect(read("termination", "Licensor, at its option, shall have the right to terminate this Agreement on thirty days' notice.")).toEqual({ mutual: false, beneficiaries: ["Licensor"], obligors: ["Licensee"] });
    expect(read("restriction", "Licensee shall not, during the term, compete with Licensor in the Territory.")).toEqual({ mutual: false, beneficiaries: ["Licensor"], obligors: ["Licensee"] });
    expect(read("exclusivity", "Licensor hereby appoints Licensee as its exclusive distributor in the Territory.")).toEqual({ mutual: false, beneficiaries: ["Licensee"], obligors: ["Licensor"] });
    expect(read("exclusivity", "Licensee shall purchase the Products exclusively from Licensor.")).toEqual({ mutual: false, beneficiaries: ["Licensor"], obligors: ["Licensee"] });
    expect(read("assignment", "Licensee shall not assign this Agreement without the consent of Licensor. Licensor may assign this Agreement without Licensee's consent.")).toEqual({ mutual: false, beneficiaries: ["Licensor"], obligors: ["Licensee"] });
    expect(read("payment", "Licensee shall pay Licensor a royalty of 5% of net sales.")).toEqual({ mutual: false, beneficiaries: ["Licensor"], obligors: ["Licensee"] });
  });
  it("a right every party holds, or a duty every party bears, is mutual", () => {
    for (const [kind, text] of [
      ["termination", "Either party may terminate this Agreement upon material breach by the other."],
      ["termination", "Licensor may terminate this Agreement for convenience. Licensee may terminate this Agreement if Licensor fails to deliver."],
      ["restriction", "Neither party shall solicit the employees of the other."],
      ["assignment", "Neither party may assign this Agreement without the prior written consent of the other."],
      ["payment", "Each party shall bear its own costs."],
    ] as [RightKind, string][]) {
      expect(read(kind, text), text).toEqual({ mutual: true, beneficiaries: [], obligors: [] });
    }
  });
  it("is said from the reviewer's side, and names the favoured party without one", () => {
    const p = read("termination", "Licensor may terminate this Agreement on thirty days' notice.")!;
    expect(describeRight(p, "termination", "Licensor")).toMatch(/favours your side/);
    expect(describeRight(p, "termination", "Licensee")).toMatch(/favours the other side/);
    expect(describeRight(p, "termination", null)).toMatch(/^The termination right favours Licensor/);
  });
  it("the review reports obligor and beneficiary for a termination right, and its finding changes with the perspective", () => {
    const text = `This Agreement is made between Acme Software Ltd ("Licensor") and Beta Retail Inc ("Licensee").\n\n1. Licence. Licensor grants Licensee a licence to use the software.\n\n2. Termination. Licensor may terminate this Agreement at any time on thirty days' written notice to Licensee.\n\n3. Governing law. This Agreement is governed by the laws of the State of New York.`;
    const review = (perspective: string | null) => analyzeDeterministic([{ page: 1, text }], { chain: ["US-NY", "US"], perspective });
    const clause = (perspective: string | null) => review(perspective).clauses.find((c) => /may terminate/.test(c.clause_text))!;
    expect(clause(null)).toMatchObject({ beneficiary: "Licensor", obligor: "Licensee" });
    expect(clause("Licensor").findings).toMatch(/favours your side/);
    expect(clause("Licensee").findings).toMatch(/favours the other side/);
  });
});

describe("more wordings of direction", () => {
  it("'neither X nor its officers … shall be subject to any liability' protects X", () => {
    expect(liabilityProtection("Neither the Licensor nor its directors, officers or agents (collectively, the \"Licensor Group\") shall be subject to any liability for any error of judgment.", parties)).toMatchObject({ mutual: false, beneficiaries: ["Licensor"] });
    expect(liabilityProtection("Licensor shall not be subject to any liability for lost profits.", parties)).toMatchObject({ mutual: false, beneficiaries: ["Licensor"] });
  });
  it("'X and Y each agree to indemnify and hold harmless each other' is mutual", () => {
    expect(indemnityProtection("Acme and Beta each hereby agree to defend, indemnify and hold harmless each other from any claims arising from a breach of warranty.", parties)).toEqual({ mutual: true, beneficiaries: [], obligors: [] });
  });
});

describe("a perspective the reading of the parties missed", () => {
  it("is accepted when the opening defines it in quotes, and still refused when the contract never names it", () => {
    const text = `This Agreement is made between Acme Software Ltd ("Acme") and Beta Retail Inc ("Beta"), with the consent of the funds advised by Marathon Partners (together, the "Marathon Group").\n\n1. Fees. Beta shall pay Acme the fees.\n\n2. Marathon Group. The Marathon Group shall not sell its shares.`;
    const review = (perspective: string) => analyzeDeterministic([{ page: 1, text }], { chain: ["US"], perspective });
    expect(review("Marathon Group")).toMatchObject({ perspectiveNotAParty: false, perspectiveNotFound: false });
    expect(review("Customer")).toMatchObject({ perspectiveNotFound: true });
    expect(review("Acme")).toMatchObject({ perspectiveNotAParty: false, perspectiveNotFound: false });
  });
});

describe("rights and restrictions rated from each side", () => {
  const text = [
    licence,
    "6. Exclusivity. Licensee shall purchase such software exclusively from Licensor and shall not purchase competing software from any third party during the Term.",
    "7. Non-Competition. Licensee shall not develop, market or sell any product that competes with the software during the term of this Agreement.",
    "8. Assignment. Licensee shall not assign or transfer this Agreement without the prior written consent of Licensor. Licensor may assign this Agreement without the consent of Licensee.",
    "9. Termination for Convenience. Licensor may terminate this Agreement at any time for any reason on thirty days' written notice.",
  ].join("\n");
  const riskOf = (perspective: string | null) => {
    const a = analyzeDeterministic([{ page: 1, text }], { chain: ["US"], perspective });
    return Object.fromEntries(["6", "7", "8", "9"].map((label) => [label, a.clauses.find((c) => c.label === label)!]));
  };
  const order = ["low", "medium", "high", "critical"];
  it("a clause that binds one side or favours the other is rated higher for the side it binds, and changing perspective changes the rating", () => {
    const licensee = riskOf("Licensee");
    const licensor = riskOf("Licensor");
    for (const label of ["6", "7", "8", "9"]) {
      expect(licensee[label].beneficiary, label).toBe("Licensor");
      expect(order.indexOf(licensee[label].risk_level), `clause ${label}: ${licensee[label].risk_level} for Licensee vs ${licensor[label].risk_level} for Licensor`).toBeGreaterThan(order.indexOf(licensor[label].risk_level));
    }
  });
  it("without a perspective the rating takes neither side, and the findings say whom the clause favours", () => {
    const neutral = riskOf(null);
    for (const label of ["6", "7", "8"]) expect(neutral[label].findings, label).toMatch(/favours Licensor/);
  });
});

describe("a clause that both limits liability and indemnifies", () => {
  it("keeps the two directions apart: the cap's on the clause, the indemnity's in `indemnity`; a carve-out that only refers to an indemnity gives none", () => {
    const text = [
      licence,
      "6. Liability and Indemnity. In no event shall Licensor be liable for lost profits or consequential damages. Licensor shall defend, indemnify and hold harmless Licensee from any third-party claim that the software infringes a patent.",
      "7. Exclusion. Except for Licensee's indemnification obligations under Section 9, neither party shall be liable to the other for indirect or consequential damages.",
    ].join("\n");
    const a = analyzeDeterministic([{ page: 1, text }], { chain: ["US"], perspective: null });
    const both = a.clauses.find((c) => c.label === "6")!;
    expect(both).toMatchObject({ beneficiary: "Licensor", obligor: "Licensee", indemnity: { obligor: "Licensor", beneficiary: "Licensee" } });
    const carveOut = a.clauses.find((c) => c.label === "7")!;
    expect(carveOut.beneficiary).toBe("mutual");
    if (carveOut.categories.includes("indemnification")) expect(carveOut.indemnity).toEqual({ obligor: null, beneficiary: null });
    else expect(carveOut.indemnity).toBeNull();
  });
});

describe("a termination right in a clause filed under another subject", () => {
  const minimum = "If the Licensee fails to achieve the Minimum Royalty in any year, the Licensor may, at its option, by written notice either convert the licence into a non-exclusive licence or terminate this Agreement on thirty (30) days' notice.";
  it("the party that 'may, at its option, by written notice either … or terminate' holds the right", () => {
    expect(rightProtection(minimum, parties, "termination")).toMatchObject({ beneficiaries: ["Licensor"], obligors: ["Licensee"] });
    expect(rightProtection("Acme may, upon written notice to Beta, terminate this Agreement.", parties, "termination")).toMatchObject({ beneficiaries: ["Licensor"] });
  });
  it("a minimum-commitment clause that lets one party end the contract is read as that party's termination right", () => {
    expect(rightOf(minimum, parties, ["minimum_commitment"])).toEqual({ kind: "termination", protection: { mutual: false, beneficiaries: ["Licensor"], obligors: ["Licensee"] } });
    // A clause whose own kind reads (a payment duty) keeps it; one that grants no right to end the contract has none.
    expect(rightOf("The Licensee shall pay the Licensor the Minimum Royalty each year.", parties, ["minimum_commitment"])?.kind).toBe("payment");
    expect(rightOf("The Licensee shall use reasonable efforts to reach the Minimum Royalty.", parties, ["minimum_commitment"])).toBeNull();
    // A fee clause the classifier also filed under a volume restriction is read as the payment duty it states.
    expect(rightOf("Licensee shall pay Licensor an annual subscription fee of US$84,000 for up to 120 users.", parties, ["volume_restriction", "payment_terms"])).toEqual({ kind: "payment", protection: { mutual: false, beneficiaries: ["Licensor"], obligors: ["Licensee"] } });
  });
});

describe("exclusivity and purchase duties in the words distribution agreements use", () => {
  const read = (kind: RightKind, text: string) => rightProtection(text, parties, kind);
  it("'X shall not appoint any other distributor in the Territory' is exclusivity X gives", () => {
    expect(read("exclusivity", "During the term of this Agreement the Licensor shall not appoint any other distributor for the Products in the Territory.")).toEqual({ mutual: false, beneficiaries: ["Licensee"], obligors: ["Licensor"] });
  });
  it("a minimum purchase ('X shall purchase Products of not less than …') is a duty X bears for the seller", () => {
    expect(read("payment", "The Licensee shall purchase Products of a total invoice value of not less than INR 2,50,00,000 in each financial year.")).toEqual({ mutual: false, beneficiaries: ["Licensor"], obligors: ["Licensee"] });
  });
});

describe("a remedy said to be the only one", () => {
  it("'Service credits are Licensee's sole monetary remedy' limits what Licensee can recover: it protects Licensor", () => {
    expect(liabilityProtection("If Licensor fails to meet that commitment, Licensee shall receive service credits. Service credits are Licensee's sole monetary remedy for a failure to meet the availability commitment.", parties)).toEqual({ mutual: false, beneficiaries: ["Licensor"], obligors: ["Licensee"] });
    expect(foundInText("limitation_of_liability", "Service credits are the Licensee's sole and exclusive remedy for unavailability.")).toBe(true);
    expect(liabilityProtection("Licensee may choose among the remedies available to it.", parties)).toBeNull();
  });
});

describe("a right to end a lease", () => {
  it("'may end this Lease' is a termination right held by its subject", () => {
    const lease: PartyRef[] = [
      { key: "Landlord", aliases: ["landlord"], role: "landlord" },
      { key: "Tenant", aliases: ["tenant"], role: "tenant" },
    ];
    expect(rightProtection("The Landlord may end this Lease on three months' notice if it wishes to rebuild.", lease, "termination")).toMatchObject({ beneficiaries: ["Landlord"], obligors: ["Tenant"] });
  });
});
