import { describe, expect, it } from "vitest";
import { composeDraft, fullText } from "./compose";
import { draftExample } from "./draft-for-tests";
import { layouts } from "./language/drafting";
import { allTemplates } from "./templates";
import { localDate } from "./language/format";
import { repaymentDates } from "./templates/corporate";

/**
 * Defect classes from the acceptance judging of 29 November 2026 (issue 36): each test pairs a defective render
 * (what the draft must not say) with the correct one (what it must say).
 */
describe("a native-language draft reads the same dates as the English path", () => {
  it("a French date is written, not refused", () => {
    expect(localDate("4 janvier 2027", "fr")).toEqual({ ok: true, text: "4 janvier 2027" });
    expect(localDate("1 March 2026", "fr")).toEqual({ ok: true, text: "1er mars 2026" });
    expect(localDate("3. Mai 2027", "fr")).toEqual({ ok: true, text: "3 mai 2027" });
    expect(localDate("4 janvier 2027", "de")).toEqual({ ok: true, text: "4. Januar 2027" });
    expect(localDate("32 janvier 2027", "fr").ok).toBe(false);
    const { text } = draftExample("employment_agreement", "FR", { start_date: "4 janvier 2027" }, "fr");
    expect(text).toContain("à compter du 4 janvier 2027");
  });
});

describe("French employment: obligations, not facts; forfait jours; gender; software", () => {
  const fr = (terms: Record<string, string>) => draftExample("employment_agreement", "FR", terms, "fr");
  it("the DPAE is the employer's obligation, not a statement that it was made", () => {
    const { text } = fr({});
    expect(text).not.toContain("a été effectuée");
    expect(text).toContain("L'Employeur effectue la déclaration préalable à l'embauche");
  });
  it("a forfait in days is not said to respect maximum hours, and rests on a collective and an individual agreement", () => {
    const { text, notes } = fr({ working_hours: "forfait annuel en jours (218 jours)" });
    expect(text).not.toMatch(/forfait annuel en jours \(218 jours\), dans le respect des durées maximales/);
    expect(text).toContain("n'est pas soumis aux durées maximales quotidienne et hebdomadaire de travail (article L3121-62 du Code du travail)");
    expect(text).toContain("convention individuelle de forfait");
    expect(notes).toContain("forfait_jours_fr");
    expect(fr({ working_hours: "35 heures par semaine" }).text).toContain("dans le respect des durées maximales");
  });
  it("a feminine job title makes the employee « la Salariée » throughout", () => {
    const { text } = fr({ job_title: "Ingénieure logiciel senior (cadre)" });
    expect(text).not.toMatch(/Salarié(?!e)/u);
    expect(text).toContain("ci-après dénommée « la Salariée »");
    expect(text).toContain("La Salariée est tenue à une obligation de discrétion");
    expect(text).not.toMatch(/dont il a connaissance/);
    expect(fr({ job_title: "Ingénieur logiciel" }).text).toContain("ci-après dénommé « le Salarié »");
  });
  it("software and inventions made in the job belong to the employer (CPI L113-9, L611-7)", () => {
    expect(fr({}).text).toContain("article L113-9 du Code de la propriété intellectuelle");
  });
});

describe("no invented terms or facts", () => {
  it("a fixed-term supply or services contract gets no termination for convenience unless asked for", () => {
    const fixed = draftExample("supply_agreement", "ES", { duration: "2 years" });
    expect(fixed.text).not.toMatch(/terminate this Agreement for convenience/);
    expect(fixed.notes).toContain("termination_for_convenience_option");
    expect(draftExample("supply_agreement", "ES", { duration: "2 years", termination_notice: "3 months" }).text).toContain("terminate this Agreement for convenience by giving the other party not less than 3 months' written notice");
    expect(draftExample("service_agreement", "AU-NSW", { duration: "2 years" }).text).not.toMatch(/for convenience/);
  });
  it("the Indian employment draft invents neither a probation notice nor a working week", () => {
    const { text, notes } = draftExample("employment_agreement", "IN-KA", { probation_period: "6 months" });
    expect(text).not.toMatch(/one week's written notice|40 hours a week/);
    expect(notes).toEqual(expect.arrayContaining(["probation_notice_blank", "working_hours_in"]));
    expect(draftExample("employment_agreement", "GB", { probation_period: "3 months" }).text).toContain("one week's written notice");
  });
  it("an at-will employment gets no courtesy notice nobody asked for", () => {
    expect(draftExample("employment_agreement", "US-CA").text).not.toMatch(/where practicable/);
    expect(draftExample("employment_agreement", "US-CA", { notice_period: "2 weeks" }).text).toContain("where practicable");
  });
  it("the DPA states the controller's assessment as an obligation, not a fact", () => {
    const { text } = draftExample("data_processing_agreement", "IE");
    expect(text).not.toMatch(/has assessed those measures/);
    expect(text).toContain("Before the processing starts, the Controller shall assess whether those measures are appropriate");
  });
});

describe("key terms that change legal effect are drafted, not pasted", () => {
  it("financial covenants in shorthand become defined ratios with test dates and a compliance certificate", () => {
    const { text, notes } = draftExample("loan_agreement", "GB", { financial_covenants: "Leverage ≤ 3.0x and Interest Cover ≥ 4.0x tested quarterly" });
    expect(text).not.toContain("Leverage ≤ 3.0x");
    expect(text).toContain("(a) Leverage (the ratio of Total Net Debt on the last day of that Relevant Period to EBITDA for that Relevant Period) does not exceed 3.0:1; and (b) Interest Cover (the ratio of EBITDA to Net Finance Charges for that Relevant Period) is not less than 4.0:1");
    expect(text).toMatch(/"Test Date" means the last day of each financial quarter/);
    expect(text).toMatch(/"EBITDA" means/);
    expect(text).toMatch(/compliance certificate signed by a director/);
    expect(notes).toContain("financial_covenant_definitions");
  });
  it("the same in a French or German loan drafted natively", () => {
    const covenants = { financial_covenants: "Leverage ≤ 3.0x and Interest Cover ≥ 4.0x tested quarterly" };
    const fr = draftExample("loan_agreement", "FR", covenants, "fr");
    expect(fr.text).not.toContain("Leverage ≤ 3.0x");
    expect(fr.text).toContain("le rapport entre l'Endettement Financier Net Total à la date de test et l'EBITDA de la Période de Test n'excède pas 3,0");
    expect(fr.text).toContain("attestation de conformité");
    const de = draftExample("loan_agreement", "DE", covenants, "de");
    expect(de.text).not.toContain("Leverage ≤ 3.0x");
    expect(de.text).toContain("(Verschuldungsgrad) höchstens 3,0 : 1 beträgt");
    expect(de.text).toContain("(Covenant-Bestätigung)");
    expect(draftExample("loan_agreement", "DE", { financial_covenants: "Eigenkapitalquote mindestens 30 %" }, "de").text).toContain("folgende Finanzkennzahlen ein: Eigenkapitalquote mindestens 30");
  });
  it("a CTC salary is not paid as CTC / 12: the CTC includes employer PF and gratuity, with a break-up", () => {
    const { text, notes } = draftExample("employment_agreement", "IN-KA", { salary: "INR 28,00,000 per annum (CTC)" });
    expect(text).not.toMatch(/salary of INR 28,00,000 per annum \(CTC\)[^.]*by equal instalments/);
    expect(text).toContain("The cost to company (CTC) includes the Employer's own contributions to the provident fund and towards gratuity");
    expect(notes).toContain("ctc_breakup");
  });
});

describe("key terms read grammatically in the sentence", () => {
  it("a place abbreviation takes its name and article", () => {
    const { text } = draftExample("saas_subscription_agreement", "GB", { data_location: "UK" });
    expect(text).not.toMatch(/only in UK\b/);
    expect(text).toContain("only in the United Kingdom");
  });
  it("'/yr' is 'per year'", () => {
    const { text } = draftExample("employment_agreement", "US-CA", { salary: "$185,000/yr" });
    expect(text).not.toMatch(/per yr\b/);
    expect(text).toContain("USD 185,000 per year");
  });
  it("security by a singular instrument takes the article", () => {
    const { text } = draftExample("loan_agreement", "GB", { security: "debenture over all assets" });
    expect(text).not.toMatch(/secured by debenture/);
    expect(text).toContain("secured by a debenture over all assets");
  });
  it("'+ GST' is not said beside a clause that already makes all sums exclusive of GST", () => {
    const { text } = draftExample("service_agreement", "AU-NSW", { fees: "A$4,000 per month + GST" });
    expect(text).not.toMatch(/\+ GST/);
    expect(text).toContain("shall pay the Supplier A$4,000 per month (the \"Charges\")");
    expect(text).toMatch(/exclusive of goods and services tax/);
  });
  it("a bare count of leave days gets its noun; a probation equal to the maximum is not echoed", () => {
    const { text } = draftExample("employment_agreement", "NL", { annual_leave: "25 days", probation_period: "2 months" });
    expect(text).not.toMatch(/entitled to 25 days in each/);
    expect(text).toContain("entitled to 25 days of paid annual leave in each calendar year");
    expect(text).not.toMatch(/2 months, subject to the statutory maximum of two \(2\) months/);
    expect(text).toContain("probationary period of 2 months, which is the statutory maximum");
  });
});

describe("essentials the law makes certain", () => {
  it("a Dutch employment contract states the 8% holiday allowance and the statutory minimum leave", () => {
    const { text } = draftExample("employment_agreement", "NL");
    expect(text).toContain("holiday allowance (vakantiebijslag) of at least eight per cent (8%)");
    expect(text).toContain("article 15 of the Minimum Wage and Minimum Holiday Allowance Act");
    expect(draftExample("employment_agreement", "BE").text).not.toContain("vakantiebijslag) of at least eight");
  });
  it("an English term loan has repayment dates, set-off, costs, indemnities and a conclusive certificate", () => {
    const { text } = draftExample("loan_agreement", "GB", { repayment_schedule: "20 equal quarterly instalments", repayment_date: "30 November 2031" });
    expect(text).toContain("\"Repayment Date\" means each of the 20 dates falling at intervals of three (3) months and ending on 30 November 2031");
    expect(text).toContain("the first being 28 February 2027");
    expect(text).toMatch(/The Lender may set off any matured obligation/);
    expect(text).toMatch(/all costs and expenses \(including legal fees\)/);
    expect(text).toMatch(/indemnify the Lender against any cost, loss or liability/);
    expect(text).toMatch(/conclusive evidence/);
    // Interest Periods end on the Repayment Dates (not on calendar quarter-ends that miss a 30 November maturity);
    // days are London banking days, the SONIA lookback counted in them.
    expect(text).not.toMatch(/on the last Business Day of each calendar quarter/);
    expect(text).toContain("payable in arrears on each Repayment Date");
    expect(text).toContain("\"Business Day\" means a day (other than a Saturday or Sunday) on which banks are open for general business in London");
    expect(repaymentDates("in one sum at the end", "30 November 2031", false)).toBe("");
    expect(repaymentDates("in twelve equal monthly instalments", "2028-01-31", false)).toContain("the first being 28 February 2027");
  });
});

describe("no contradictions inside a draft", () => {
  it("a civil-law software warranty is not a 'sole remedy' beside the statutory rules on defects", () => {
    const de = draftExample("software_license_agreement", "DE").text;
    expect(de).not.toMatch(/sole remedy for breach of this warranty/);
    expect(de).toContain("may instead reduce the fee or withdraw from the licence for the affected Software (section 309 no. 8(b)(bb) BGB)");
    expect(de).toContain("the statutory rules on defects apply");
    expect(draftExample("software_license_agreement", "GB").text).toContain("sole remedy for breach of this warranty");
  });
  it("Business Day is defined once", () => {
    const { text } = draftExample("saas_subscription_agreement", "GB");
    expect(text).toContain("\"Business Day\" means");
    expect(text).not.toMatch(/business day \(a day other than/);
    expect(text).toContain("on the second Business Day after posting or dispatch");
  });
  it("an LLP signs through a member, not a director", () => {
    const { text } = draftExample("saas_subscription_agreement", "GB", {});
    expect(text).toMatch(/Signed by \[●\] \(director or authorised signatory\) for and on behalf of/);
    const llp = draftExampleWithParties("saas_subscription_agreement", "GB", "Cloudledger Ltd", "Harrow & Finch LLP");
    expect(llp).not.toMatch(/\(director or authorised signatory\) for and on behalf of Harrow & Finch LLP/);
    expect(llp).toContain("(member or authorised signatory) for and on behalf of Harrow & Finch LLP");
  });
});

function draftExampleWithParties(type: string, jurisdiction: string, party_a: string, party_b: string): string {
  const t = allTemplates.find((x) => x.id === type)!;
  const d = composeDraft(t, { jurisdiction, party_a, party_b, key_terms: t.example.key_terms });
  return fullText(d, layouts[d.language]);
}
