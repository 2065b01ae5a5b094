import { describe, expect, it } from "vitest";
import { deadlinesIn } from "./deadlines";
import { durationsIn, numberWord } from "./durations";
import { moneyTermsOf } from "./money-terms";
import { termFactsOf } from "./term";

const clause = (clause_text: string, clause_number = 1, label: string | null = String(clause_number), heading: string | null = null) => ({ clause_number, label, heading, clause_text, categories: [] as string[], kind: "clause" });

describe("periods", () => {
  it("reads words, bracketed figures and units", () => {
    expect(numberWord("one hundred twenty")).toBe(120);
    expect(numberWord("forty-five")).toBe(45);
    expect(durationsIn("within ninety (90) days, then twelve months, 5 business days").map((d) => [d.amount, d.unit])).toEqual([
      [90, "day"],
      [12, "month"],
      [5, "business_day"],
    ]);
    expect(durationsIn("a reasonable time")).toEqual([]);
  });
});

describe("money terms", () => {
  it("reads currency, amount and kind, each amount by the words before it", () => {
    const terms = moneyTermsOf([
      clause("Customer shall pay a monthly service fee of $7.50 per note, subject to a monthly minimum of $2,500."),
      clause("Supplier's aggregate liability shall not exceed US$1,000,000 (one million U.S. dollars).", 2),
      clause("Distributor shall achieve annual sales of at least €2.5 million; if Distributor fails to achieve them, Supplier may terminate.", 3),
      clause("The Licensee shall pay a royalty of 5% of Net Sales and a fee of £[***].", 4),
      clause("Late payments bear a late fee of GBP 500.", 5),
    ]);
    expect(terms.map((t) => [t.kind, t.currency, t.amount, t.clause_label])).toEqual([
      ["fee", "USD", 7.5, "1"],
      ["minimum", "USD", 2500, "1"],
      ["cap", "USD", 1_000_000, "2"],
      ["quota", "EUR", 2_500_000, "3"],
      ["penalty", "GBP", 500, "5"],
    ]);
  });
});

describe("deadlines and the term", () => {
  it("the length of a renewal is not the notice to stop it", () => {
    const notice = (t: string) => deadlinesIn(t, 2, "2").find((d) => d.kind === "renewal_notice")?.period?.text ?? null;
    expect(notice("This Agreement shall renew automatically for successive periods of one year unless the Supplier gives notice of non-renewal.")).toBeNull();
    expect(notice("This Agreement renews for successive one (1) year periods unless either party gives notice of non-renewal.")).toBeNull();
    expect(notice("This Agreement renews automatically for successive one-year terms unless either party gives three months' notice.")).toBe("three months");
    expect(notice("This Agreement shall renew for further periods of 12 months unless either party gives not less than 90 days' written notice before the end of the then current term.")).toBe("90 days");
  });
  it("lists renewal notice, termination notice, cure and payment periods with the clause they come from", () => {
    const d = deadlinesIn(
      "This Agreement shall automatically renew for successive one (1) year terms unless either party gives notice of non-renewal at least sixty (60) days prior to the end of the then-current term. Either party may terminate this Agreement if the other party breaches it and fails to cure the breach within thirty (30) days of written notice. Customer may terminate for convenience upon ninety (90) days' prior written notice. Invoices are payable within 45 days of receipt.",
      7,
      "12.1",
    );
    expect(d.map((x) => [x.kind, x.period?.amount, x.period?.unit, x.clause_label])).toEqual([
      ["renewal_notice", 60, "day", "12.1"],
      ["cure_period", 30, "day", "12.1"],
      ["termination_notice", 90, "day", "12.1"],
      ["payment_period", 45, "day", "12.1"],
    ]);
    expect(deadlinesIn("This Agreement shall expire on December 31, 2026.", 3, "3")).toMatchObject([{ kind: "expiry_date", date: "December 31, 2026" }]);
  });

  it("reads the term as a duration and the renewal's period and notice window, preferring the sentence that renews by itself", () => {
    const t = termFactsOf([
      clause("Term. This Agreement commences on the Effective Date and continues for an initial term of three (3) years. A party wishing to renew shall tell the other.", 4, "9", "Term"),
      clause("This Agreement shall automatically renew for successive twelve (12) month periods unless either party gives written notice of non-renewal at least ninety (90) days prior to the end of the then-current term.", 5, "9.2"),
    ]);
    expect(t.duration).toMatchObject({ amount: 3, unit: "year", clause_number: 4 });
    expect(t.renewal).toMatchObject({ automatic: true, period: { amount: 12, unit: "month" }, notice: { amount: 90, unit: "day" }, clause_label: "9.2" });
    expect(termFactsOf([clause("Either party may terminate this Agreement on thirty days' notice.")]).renewal).toBeNull();
  });
  it("reads 'continues for 24 months' as the term, beside an automatic renewal in the same sentence", () => {
    const t = termFactsOf([
      clause("TERM", 6, "3", "TERM"),
      clause("This Agreement starts on the date above and continues for 24 months, after which it renews automatically for successive 12-month periods unless either party gives at least 90 days' written notice before the end of the then-current period.", 7, "3.1"),
    ]);
    expect(t.duration).toMatchObject({ amount: 24, unit: "month", clause_number: 7 });
    expect(t.renewal).toMatchObject({ automatic: true, period: { amount: 12, unit: "month" }, notice: { amount: 90, unit: "day" } });
  });
  it("reads the notice in 'renews automatically … unless either party gives at least 90 days' written notice' as the renewal window, with no 'before the end' words", () => {
    const t = termFactsOf([
      clause("This Agreement starts on the date above and continues for 24 months, after which it renews automatically for successive 12-month periods unless either party gives at least 90 days' written notice.", 3, "3.1"),
    ]);
    expect(t.renewal).toMatchObject({ automatic: true, period: { amount: 12, unit: "month" }, notice: { amount: 90, unit: "day" } });
  });
  it("takes the renewal's notice window from the next clause, and a notice to end the contract at the end of a term as that window", () => {
    const t = termFactsOf([
      clause("Term. The initial term is two (2) years and shall automatically renew for successive one (1) year terms.", 2, "2.1", "Term"),
      clause("Either party may terminate this Agreement for convenience on thirty (30) days' notice.", 3, "2.2"),
      clause("Either party may prevent a renewal by written notice of non-renewal given at least sixty (60) days before the expiration of the then-current term.", 4, "2.3"),
    ]);
    expect(t.renewal).toMatchObject({ automatic: true, notice: { amount: 60, unit: "day" }, clause_label: "2.1" });
    expect(deadlinesIn("Either party may terminate this Agreement effective at the end of the then-current term by giving ninety (90) days' prior written notice.", 7, "7")).toMatchObject([{ kind: "renewal_notice", period: { amount: 90, unit: "day" } }]);
    expect(deadlinesIn("Either party may terminate this Agreement by giving ninety (90) days' prior written notice.", 7, "7")).toMatchObject([{ kind: "termination_notice" }]);
  });
});

describe("money in the Indian grouping", () => {
  it("reads lakhs and crores ('INR 2,50,00,000', 'Rs. 15,00,000') as the whole amount, and thousands as before", () => {
    const terms = moneyTermsOf([
      clause("The Distributor shall purchase Products of a total invoice value of not less than INR 2,50,00,000 (Rupees Two Crore Fifty Lakh only) in each financial year."),
      clause("The Distributor shall deposit a refundable security deposit of Rs. 15,00,000 and pay a monthly rent of INR 18,50,000.", 2),
      clause("Supplier's aggregate liability shall not exceed INR 1,000,000 or US$2,500,000.", 3),
    ]);
    expect(terms.map((t) => [t.currency, t.amount])).toEqual([
      ["INR", 25000000],
      ["INR", 1500000],
      ["INR", 1850000],
      ["INR", 1000000],
      ["USD", 2500000],
    ]);
    expect(terms[0].kind).toBe("minimum");
    // A security deposit is returned at the end: not a fee, though the rent in the same sentence is one.
    expect(terms.slice(1, 3).map((t) => t.kind)).toEqual(["other", "fee"]);
  });
});

describe("deadlines that are not what their words first suggest", () => {
  it("a notice of a price increase before a renewal is not the window to stop the renewal", () => {
    const d = deadlinesIn("Provider may increase the Subscription Fee for any renewal term by giving Customer written notice at least ninety (90) days before the renewal date.", 5, "4.5");
    expect(d.map((x) => [x.kind, x.period?.amount])).toEqual([["notice_period", 90]]);
    // The renewal window itself is still read as one.
    expect(deadlinesIn("This Agreement renews for successive one-year terms unless either party gives notice of non-renewal at least sixty (60) days before the end of the term.", 6, "5.1").map((x) => x.kind)).toEqual(["renewal_notice"]);
  });
  it("an end date 'unless extended by a written amendment' is the expiry date, not a renewal date", () => {
    expect(deadlinesIn("This Agreement begins on the Effective Date and ends on December 31, 2025, unless extended by a written amendment signed by both parties.", 7, "6.1")).toMatchObject([{ kind: "expiry_date", date: "December 31, 2025" }]);
    expect(deadlinesIn("The term ends on December 31, 2025 and is extended automatically for one year unless either party objects.", 8, "6.2").map((x) => x.kind)).not.toContain("expiry_date");
  });
});

describe("an end date read only where the date follows 'ends on'", () => {
  it("'will begin on February 1, 1998 and end on the first anniversary' gives no expiry date", () => {
    expect(deadlinesIn("The term of this Agreement will begin on February 1, 1998 and end on the first anniversary of the date of this Agreement.", 4, "4").map((x) => x.kind)).not.toContain("expiry_date");
  });
});
