import { describe, expect, it } from "vitest";
import { alteredFigures, amountsIn, datesIn, isMoneyKey, narrateResult, withoutAddresses } from "./narrative";

describe("family narrative", () => {
  it("reads dates in the forms people write them, and rejects impossible ones", () => {
    expect(datesIn("from 2026-01-31 until 28 February 2026, or Feb 29, 2028; 1st March 2026")).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-01",
      "2028-02-29",
    ]);
    expect(datesIn("on 30 February 2026")).toEqual(["30 February 2026"]);
  });

  it("reads amounts with their currency, multiplying out lakh and crore", () => {
    expect(amountsIn("a deposit of ₹3,00,000 and Rs. 2.5 lakh, INR 1 crore, EUR 750m and $1,200.50")).toEqual([300000, 250000, 10000000, 750000000, 1200.5]);
  });

  it("flags only the dates and amounts that are in neither the result nor the request", () => {
    const result = { deadlines: [{ last_day: "2026-04-30", condonation: { outer_limit: "2026-05-30" } }], money: [{ amount: 300000 }] };
    const request = { award_received_date: "2026-01-31" };
    expect(alteredFigures("Received on 31 January 2026; file by 30 April 2026 (at the latest 2026-05-30); ₹3 lakh.", result, request)).toEqual([]);
    expect(alteredFigures("File by 2026-05-01 and pay ₹3,50,000.", result, request)).toEqual(["date 2026-05-01", "amount 350000"]);
  });

  it("narrates a civil result: forum, deadlines with status and condonation, money, checklist", () => {
    const text = narrateResult(
      {
        forum: { forum: "NCLAT", basis: "s.61" },
        deadlines: [
          { label: "Appeal", last_day: "2026-04-09", status: "in_time_only_with_condonation", days_late: 3, condonation: { available: true, capped: true, outer_limit: "2026-04-24" } },
        ],
        money: [{ label: "Fee", amount: 10000, basis: "rules" }],
        checklist: [{ item: "Certified copy", why: "s.61(2)" }],
        notes: [],
      },
      { toolName: "Insolvency litigation", asOf: "2026-04-12" },
    );
    expect(text).toContain("Forum: NCLAT (s.61).");
    expect(text).toContain("Appeal: last day 9 April 2026 — on the judging date, late: in time only if the delay is condoned (3 days late); condonation possible up to the outer limit of 24 April 2026.");
    expect(text).toContain("- Fee: ₹10,000 (rules).");
    expect(text).toContain("- Certified copy — s.61(2)");
    expect(text).toContain("judged on 12 April 2026.");
    // Verdict first, right after the header.
    expect(text.split("\n\n")[1]).toBe("In short: Appeal: the last day was 9 April 2026 (3 days ago); it can be admitted only if the delay is condoned, and not after 24 April 2026.");
  });

  it("states the statute's own test for a late filing in the verdict, not always 'sufficient cause'", () => {
    // Registration Act s.25: a document presented late is accepted only for unavoidable delay, on a fine, within four
    // further months; the verdict must not promise condonation "for sufficient cause".
    const late = (basis: string) =>
      narrateResult(
        { deadlines: [{ label: "Presentation for registration", last_day: "2026-05-15", status: "in_time_only_with_condonation", days_late: 17, condonation: { available: true, capped: true, outer_limit: "2026-09-15", basis } }] },
        { toolName: "Property", asOf: "2026-06-01" },
      ).split("\n\n")[1];
    expect(late("Where the delay was unavoidable, the Registrar may accept it within a further four months on a fine of up to ten times the registration fee")).toBe(
      "In short: Presentation for registration: the last day was 15 May 2026 (17 days ago); it can be admitted only if the delay is condoned, and not after 15 September 2026. Where the delay was unavoidable, the Registrar may accept it within a further four months on a fine of up to ten times the registration fee.",
    );
    expect(late("Limitation Act s.5: the court may admit it for sufficient cause")).toMatch(/condoned, and not after 15 September 2026\. Limitation Act s\.5: the court may admit it for sufficient cause\.$/);
  });
});

describe("family narrative: decisive warnings reach the answer", () => {
  it("puts the core's warnings first, and says barred or borrowed instead of 'in time if condoned'", () => {
    const text = narrateResult(
      {
        deadlines: [
          { label: "The s.7/9/10 application (barred for ever by s.10A)", last_day: "2023-06-01", status: "out_of_time", barred: "IBC s.10A: no application may ever be filed", condonation: { available: false } },
          { label: "Appeal to the Supreme Court", last_day: "2026-10-28", status: "in_time", period_source: "analogy", condonation: { available: true, capped: false } },
        ],
      },
      { toolName: "Insolvency litigation", asOf: "2022-01-01", warnings: [{ code: "section_10a_bar", message: "No application may ever be filed for this default (IBC s.10A)." }] },
    );
    const readFirst = text.indexOf("Read first");
    expect(readFirst).toBeGreaterThan(-1);
    expect(readFirst).toBeLessThan(text.indexOf("Deadlines:"));
    expect(text).toContain("No application may ever be filed for this default (IBC s.10A).");
    expect(text).toContain("barred — IBC s.10A");
    expect(text).not.toContain("in time only if the delay is condoned");
    expect(text).toContain("borrowed by analogy");
  });
});

describe("family narrative: prose a client can read", () => {
  it("answers the question with the verdict before anything else", () => {
    const text = narrateResult(
      { deadlines: [{ label: "Appeal to the Tribunal", last_day: "2026-10-31", status: "in_time", days_remaining: 60, condonation: { available: true, capped: false } }] },
      { toolName: "Income-tax appeals", asOf: "2026-09-01", question: "By when must we go to the Tribunal?" },
    );
    const [, second] = text.split("\n\n");
    expect(second).toBe("You asked: “By when must we go to the Tribunal?”\nAnswer: Appeal to the Tribunal: in time. File by 31 October 2026 (60 days left).");
  });

  it("formats money in the currency's convention and dates in words, and takes a tool's own verdict", () => {
    const inr = narrateResult({ money: [{ label: "Deposit", amount: 15_000_000, basis: "10% from 2024-11-01" }] }, { toolName: "t", asOf: "2026-01-05", verdict: "Pay the deposit." });
    expect(inr).toContain("- Deposit: ₹1,50,00,000 (10% from 1 November 2024).");
    expect(inr).toContain("In short: Pay the deposit.");
    const eur = narrateResult({ amount_unit: "EUR_m", total_top_up_tax: 4.71 }, { toolName: "Pillar Two", asOf: "2026-01-05", currency: "EUR" });
    expect(eur).toContain("Total top-up tax: €4.71 m.");
  });

  it("shows each checklist item with its status, and no key:value dump of bookkeeping fields", () => {
    const text = narrateResult(
      {
        computed: true,
        source_country: "IN",
        checklist: [
          { item: "Tax Residency Certificate (TRC)", status: "satisfied", detail: "Mandatory (s.90(4)).", citation_ids: ["c1"] },
          { item: "Form 10F", status: "conditional", detail: "Where the TRC lacks a particular.", citation_ids: ["c1"] },
        ],
        s186: { limit: 1_500_000_000, special_resolution_required: false, citation_ids: ["c2"] },
      },
      { toolName: "t", asOf: "2026-01-05" },
    );
    expect(text).toContain("- Tax Residency Certificate (TRC) [done] — Mandatory (s.90(4)).");
    expect(text).toContain("- Form 10F [needed if it applies] — Where the TRC lacks a particular.");
    expect(text).toContain("limit: ₹1,50,00,00,000; special resolution required: no");
    expect(text).not.toContain("Computed: true");
    expect(text).not.toContain("citation");
  });

  it("accepts a model's '€4.71 m' for a result kept in millions", () => {
    expect(alteredFigures("Top-up tax is €4.71 m.", { amount_unit: "EUR_m", total_top_up_tax: 4.71 }, {})).toEqual([]);
  });

  it("names a country held as an ISO code in a *_country field, and leaves other codes alone", () => {
    const text = narrateResult({ source_country: "IN", residence_country: "FR", partner_code: "FR" }, { toolName: "t", asOf: "2026-01-01" });
    expect(text).toContain("Source country: India.");
    expect(text).toContain("Residence country: France.");
    expect(text).toContain("Partner code: FR.");
  });
});

describe("family narrative: codes in plain words", () => {
  it("names fees for technical services instead of printing the code", () => {
    const text = narrateResult({ income_type: "fts", checklist: [] }, { toolName: "Tax treaty withholding (India)", asOf: "2026-04-12" });
    expect(text).toContain("Income type: fees for technical services.");
    expect(text).not.toContain("Income type: fts");
  });

  it("reads codes as words and leaves a web address to the citations", () => {
    const text = narrateResult({ basis_note: "rate_in_force (https://www.taxtmi.com/tmi_notes?id=2466)", checklist: [] }, { toolName: "Tax treaty withholding (India)", asOf: "2026-04-12" });
    expect(text).toContain("Basis note: rate in force.");
    expect(text).not.toContain("taxtmi");
  });
});

describe("family narrative: what a lawyer would not sign (issue 35, practitioner round p10)", () => {
  it("says the outer limit has passed, not that condonation is possible, when a capped window is over", () => {
    const text = narrateResult(
      { deadlines: [{ label: "Appeal to the NCLAT", last_day: "2025-12-03", status: "out_of_time", days_late: 17, condonation: { available: true, capped: true, outer_limit: "2025-12-18" } }] },
      { toolName: "Insolvency litigation", asOf: "2025-12-20" },
    );
    expect(text).toContain("the outer limit for condonation, 18 December 2025, has passed");
    expect(text).not.toContain("condonation possible");
  });

  it("does not tell a reader to 'file by' a Sunday that has passed: the Monday filing is in time (Limitation Act s.4)", () => {
    const text = narrateResult(
      { as_of: "2026-03-09", deadlines: [{ label: "Appeal", last_day: "2026-03-08", status: "in_time", days_remaining: 0, condonation: { available: true, capped: false } }] },
      { toolName: "Commercial litigation", asOf: "2026-03-09" },
    );
    expect(text).toContain("In short: Appeal: in time if filed today, 9 March 2026. The period ended on 8 March 2026, a Sunday");
    expect(text).not.toContain("File by 8 March 2026");
  });

  it("formats money under s.186, threshold and top-up keys, and years without separators", () => {
    const text = narrateResult(
      {
        fiscal_year: 2026,
        specified_value_threshold: 300000,
        s186: { limit_60pct_of_capital_reserves_premium: 120000000, limit: 120000000 },
        charging: { iir_top_up: 0, utpr_top_up: 4721000, utpr_relieved: 0 },
      },
      { toolName: "Tool", asOf: "2026-01-15" },
    );
    expect(text).toContain("Fiscal year: 2026.");
    expect(text).toContain("Specified value threshold: ₹3,00,000.");
    expect(text).toContain("limit of 60% of paid-up capital, free reserves and securities premium: ₹12,00,00,000");
    expect(text).not.toContain("120,000,000%");
    expect(text).toContain("UTPR top-up: ₹47,21,000");
  });

  it("keeps a space between a status and the fields of a record without a label", () => {
    const text = narrateResult({ default_bail: { status: "defeated_by_chargesheet", period_days: 90 } }, { toolName: "Criminal", asOf: "2026-04-05" });
    expect(text).toContain("Default bail: [defeated by chargesheet] — period days: 90.");
  });
});

describe("family narrative: 'consideration' is money, though it contains 'ratio'", () => {
  it("formats consideration_paid in rupees (Consumer Protection Act 2019 s.34: the consideration paid fixes the forum)", () => {
    const text = narrateResult({ pecuniary: { consideration_paid: 800000, forum: "district" } }, { toolName: "Consumer", asOf: "2026-03-10" });
    expect(text).toContain("consideration paid: ₹8,00,000");
  });
});

describe("family narrative: prose a client can read", () => {
  const narrate = (result: Record<string, unknown>) => narrateResult(result, { toolName: "T", asOf: "2026-06-30" });

  it("decides money by whole segments of the key, never by letters inside a word", () => {
    // "rate" is inside "corporate", "count" inside "discount" and "account", "ratio" inside "consideration".
    for (const key of ["corporate_income_tax", "discounted_debt", "account_outstanding", "consideration", "consideration_paid"]) expect(isMoneyKey(key), key).toBe(true);
    for (const key of ["effective_rate", "tax_rate", "days_past_due", "dscr", "top_up_percentage", "threshold_pct", "employee_count", "fiscal_year", "limit_ratio"]) expect(isMoneyKey(key), key).toBe(false);
    const text = narrate({ corporate_income_tax: 1500000, discounted_debt: 2500000, account_outstanding: 300000, generated_rate: 12.5 });
    expect(text).toContain("Corporate income tax: ₹15,00,000.");
    expect(text).toContain("Discounted debt: ₹25,00,000.");
    expect(text).toContain("Account outstanding: ₹3,00,000.");
    expect(text).toContain("Generated rate: 12.5%.");
  });

  it("keeps web addresses out of the prose and tidies what they leave", () => {
    const note =
      "4% cess (Health and Education Cess, Finance Act 2018 onwards (FY 2018-19 TDS chart, https://www.taxtmi.com/tmi_blog_details?id=519873); surcharge: repeated for FY 2020-21 (Memorandum to the Finance Bill 2020, https://taxmanagementindia.com/web/tmi_blog_details.asp?id=602340) and unchanged to tax year 2026-27 (also https://www.taxmanagementindia.com/visitor/detail_manual.asp?ID=1858)) = 20.8%";
    expect(withoutAddresses(note)).toBe(
      "4% cess (Health and Education Cess, Finance Act 2018 onwards (FY 2018-19 TDS chart); surcharge: repeated for FY 2020-21 (Memorandum to the Finance Bill 2020) and unchanged to tax year 2026-27) = 20.8%",
    );
    expect(withoutAddresses("chart, http://a.com/x?serve=TDS+u%2Fs+195; rates unchanged")).toBe("chart; rates unchanged");
    const text = narrate({ domestic: { rate: 20, note } });
    expect(text).not.toMatch(/https?:|tmi blog|blog details/);
  });

  it("names stages, abbreviations and codes as a lawyer writes them", () => {
    const text = narrate({
      stage: "nclat_appeal",
      etr: 10,
      is_npa: true,
      s186: { limit_60pct_of_capital_reserves_premium: 1200000000, headroom: -100000000 },
      transitions: [{ to: "sma_0", date: "2026-01-01" }, { to: "doubtful_d1", date: "2027-04-01" }],
      regime: "IN_RBI_PAYMENT_AGGREGATOR",
      min_dscr: { value: 1.3, period: "P1" },
      checklist: [{ clause: "Reserved matters", why: "Protect a minority." }],
      jurisdictions: [{ code: "IE", net_globe_income: 100, top_up_percentage: 5 }],
    });
    expect(text).toContain("Stage: appeal to the NCLAT.");
    expect(text).toContain("Effective tax rate (ETR): 10%.");
    expect(text).toContain("Is NPA: yes.");
    expect(text).toContain("Section 186: limit of 60% of paid-up capital, free reserves and securities premium: ₹1,20,00,00,000; headroom: −₹10,00,00,000.");
    // A transition is named by the class it reaches, not "to: SMA-0".
    expect(text).toContain("- SMA-0 — date: 1 January 2026\n- doubtful (D1) — date: 1 April 2027");
    expect(text).toContain("Regime: RBI payment aggregator authorisation (India)");
    expect(text).toContain("Min DSCR: 1.3; period: P1.");
    expect(text).toContain("- Reserved matters — Protect a minority.");
    expect(text).toContain("- Ireland — net GloBE income: ₹100; top-up percentage: 5%");
    expect(narrate({ stage: "itat" })).toContain("Stage: appeal to the ITAT.");
  });

  it("prints a threshold named in euros in euros, even where the result keeps amounts in millions", () => {
    const text = narrateResult({ amount_unit: "EUR_m", currency: "EUR", group: { threshold_eur: 750000000 }, top_up_tax: 4.71 }, { toolName: "T", asOf: "2026-06-30" });
    expect(text).not.toContain("€750,000,000 m");
    expect(text).toContain("Group: threshold EUR: €750 m.");
    expect(text).toContain("Top-up tax: €4.71 m.");
  });
});

describe("family narrative: no figure twice, no stray word", () => {
  const narrate = (result: Record<string, unknown>) => narrateResult(result, { toolName: "T", asOf: "2026-06-30", currency: "USD" });

  it("leaves out a bare number the record's own words already state with its unit", () => {
    const text = narrate({
      exemptions: [
        { exemption: "Large investment", available: false, threshold: 1469600, detail: "Initial investment of at least $1,469,600, excluding unimproved land" },
        { exemption: "Fractional franchise", threshold: 20, detail: "franchise sales no more than 20% of first-year sales" },
        { exemption: "Other", threshold: 50, detail: "no figure in words" },
      ],
    });
    expect(text).toContain("- Large investment — available: no; Initial investment of at least $1,469,600");
    expect(text).not.toContain("threshold: 1,469,600");
    expect(text).not.toContain("threshold: 20;");
    expect(text).toContain("- Other — threshold: 50; no figure in words");
  });

  it("names a one-word prose field and labels a record by its subject", () => {
    const text = narrate({
      applicable: { rate: 10, basis: "treaty", reason: "The treaty rate is lower." },
      provisions: [{ subject: "Deduction of tax from payments to non-residents", act_1961: "195", act_2025: "393(2)" }],
    });
    expect(text).toContain("Applicable: rate: 10%; basis: treaty; The treaty rate is lower.");
    expect(text).toContain("- Deduction of tax from payments to non-residents — 1961 Act section: 195; 2025 Act section: 393(2)");
  });
});

describe("family narrative: months, Acts and commissions in words", () => {
  it("writes abbreviated months in full, names the governing Act and the consumer commission", () => {
    const text = narrateResult(
      { governing_act: "1961", pecuniary: { consideration_paid: 5000001, limits_in_force: "₹50 lakh / ₹2 crore (Jurisdiction Rules 2021, from 30 Dec 2021)", forum: "state" }, notes: [{ text: "Pending on 1 Jul 2024; ranked 1 Jul–31 Dec; 12 Sept 2025." }] },
      { toolName: "T", asOf: "2026-01-10" },
    );
    expect(text).toContain("Governing act: Income-tax Act 1961.");
    expect(text).toContain("Pecuniary: consideration paid: ₹50,00,001; limits in force: ₹50 lakh / ₹2 crore (Jurisdiction Rules 2021, from 30 December 2021); forum: State Commission.");
    expect(text).toContain("- Pending on 1 July 2024; ranked 1 July–31 December; 12 September 2025.");
  });
});

describe("family narrative: one label, one full stop (issue 35)", () => {
  it("ends a verdict and a line closing on a bracket with a full stop", () => {
    const text = narrateResult({ authority: "RBI Framework (2019, revised 2024)" }, { toolName: "T", asOf: "2026-03-05", verdict: "Condonation has no outer limit (s.41 proviso)" });
    expect(text).toContain("In short: Condonation has no outer limit (s.41 proviso).");
    expect(text).toContain("Authority: RBI Framework (2019, revised 2024).");
    // A sentence already closed inside its bracket keeps its stop.
    expect(narrateResult({}, { toolName: "T", asOf: "2026-03-05", verdict: "(See s.41.)" })).toContain("In short: (See s.41.)\n");
  });

  it("names a record's forum once, not as 'forum: forum:'", () => {
    const text = narrateResult({ forum_for_recovery: { forum: "Debts Recovery Tribunal", basis: "Debt at or above the floor" } }, { toolName: "T", asOf: "2026-03-05" });
    expect(text).toContain("Forum for recovery: Debts Recovery Tribunal — Debt at or above the floor.");
    expect(text).not.toMatch(/forum: /i);
    const remedy = narrateResult({ alternative_remedy: { remedy: "statutory appeal", likely_entertained: true } }, { toolName: "T", asOf: "2026-03-05" });
    expect(remedy).toContain("Alternative remedy: statutory appeal — likely entertained: yes.");
  });

  it("joins a record's prose fields without '.;', keeps a ratio out of money and a % out of the label", () => {
    const text = narrateResult(
      { applicable: { rate_pct: 10, basis: "Lower than the domestic rate.", effective_rate_pct: 10 }, gearing: { debt_pct: 75, debt_to_equity: 3 }, pre_deposit: { admitted: 150000 } },
      { toolName: "T", asOf: "2026-03-05" },
    );
    expect(text).toContain("Applicable: rate: 10%; Lower than the domestic rate; effective rate: 10%.");
    expect(text).toContain("Gearing: debt share: 75%; debt to equity: 3.");
    expect(text).toContain("Pre deposit: admitted: ₹1,50,000.");
  });

  it("says from when a filing may be made when a notice period still bars it (CPC s.80(1), IBC s.9(1))", () => {
    const deadline = { label: "Limitation for the suit", last_day: "2026-08-31", status: "in_time", days_remaining: 77 };
    const text = narrateResult({ as_of: "2026-06-15", deadlines: [deadline], earliest_filing_date: "2026-08-02" }, { toolName: "T", asOf: "2026-06-15" });
    expect(text).toContain("In short: Limitation for the suit: in time. File from 2 August 2026 and by 31 August 2026 (77 days left).");
    const nested = narrateResult({ as_of: "2026-03-05", deadlines: [deadline], eligibility: { earliest_filing_date: "2026-03-12" } }, { toolName: "T", asOf: "2026-03-05" });
    expect(nested).toContain("File from 12 March 2026 and by 31 August 2026");
    // Once the day has come, "file by" alone.
    expect(narrateResult({ as_of: "2026-08-03", deadlines: [deadline], earliest_filing_date: "2026-08-02" }, { toolName: "T", asOf: "2026-08-03" })).toContain("in time. File by 31 August 2026");
  });

  it("formats a record's money in the currency the record names, not the tool's", () => {
    const text = narrateResult({ capital: [{ label: "Base capital", currency: "SGD", required: 250000, held: 150000 }] }, { toolName: "T", asOf: "2026-06-30" });
    expect(text).toContain("- Base capital — required: S$250,000; held: S$150,000");
    expect(text).not.toContain("₹");
  });

  it("names a beneficial-ownership regime instead of printing its internal code", () => {
    const text = narrateResult({ rule: { regime: "IN-SBO", threshold_pct: 10 } }, { toolName: "T", asOf: "2026-03-05" });
    expect(text).toContain("Rule: significant beneficial owners (India, Companies Act s.90) — threshold: 10%.");
    expect(text).not.toContain("IN-SBO");
  });
});
