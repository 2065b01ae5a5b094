import { formatDate } from "@/lib/tools/format";

/**
 * The concessional withholding rates on interest paid to non-residents (Income-tax Act 1961 ss.194LB, 194LC, 194LD), as
 * their text reads, with the windows that decide whether an instrument qualifies. They are stated, not applied: which
 * instrument the interest is on, when the money was borrowed or the bond issued, whether the Central Government approved
 * the interest rate and whether the payee is a foreign portfolio investor are facts this tool does not take.
 *
 * Sources:
 * - s.194LC as amended to date (text at https://taxpublishers.in/ShowDT?ITACT_000573?b0): 5% on interest payable by a
 *   specified company or business trust on money borrowed in foreign currency from outside India under a loan agreement
 *   (1 Jul 2012 – before 1 Jul 2023) or by long-term bonds (from 1 Oct 2014 – before 1 Jul 2023), and on rupee-denominated
 *   bonds issued outside India before 1 Jul 2023; first proviso 4% for clause (ib) (Finance Act 2020: IFSC-listed bonds
 *   issued 1 Apr 2020 – before 1 Jul 2023; Memorandum at https://taxmanagementindia.com/web/tmi_blog_details.asp?id=602259;
 *   window also at https://incometaxmanagement.in/section-194lc-tds-on-interest-from-indian-company-business-trust-to-non-residents);
 *   second proviso 9% for clause (ic) (Finance Act 2023 s.88, from 1 Jul 2023: long-term or rupee-denominated bonds issued
 *   from 1 Jul 2023 listed only on an IFSC exchange; https://taxmanagementindia.com/visitor/detail_act.asp?ID=41459).
 * - s.194LD(2) as substituted by the Finance Act 2020 (clause 83 of the Bill,
 *   https://taxmanagementindia.com/visitor/detail_act.asp?ID=38316): 5% on interest payable to an FII or QFI from 1 Jun 2013
 *   to before 1 Jul 2023 on rupee-denominated bonds of an Indian company or government securities, and from 1 Apr 2020 to
 *   before 1 Jul 2023 on municipal debt securities. The window was not extended (TMI ready reckoner,
 *   https://taxmanagementindia.com/visitor/detail_manual.asp?ID=1261, still gives 1-7-2023).
 * - s.194LB (text at https://pmca.co.in/detail/9532.aspx): 5% on interest paid by an infrastructure debt fund
 *   (s.10(47)) to a non-resident; the section's text has no end date.
 * - 2025 Act: TaxTMI's note on clause 393(2) of the Income Tax Bill 2025 (https://www.taxtmi.com/tmi_notes?id=1876) says
 *   the s.393(2) table carries over the s.194LC rates (5%, 4%, 9%); the places of ss.194LB and 194LD are not confirmed.
 */

/** Interest payable on or after this date is outside every s.194LD window. */
export const S194LD_ENDS = "2023-07-01";

export const CONCESSIONS_ITEM = "Concessional rates for specific instruments (ss.194LB, 194LC, 194LD)";

export function concessionsDetail(paymentDate: string, act: "1961" | "2025", instrumentGiven = false): string {
  const why = instrumentGiven
    ? "The sections:"
    : "Not computed unless the instrument is given (concessional_instrument, with the date the money was borrowed or the bond issued and, for s.194LC, the Central Government's approval of the interest rate); otherwise the rate worked out above is used; check whether the interest qualifies.";
  const lc =
    "s.194LC: 5% (plus surcharge and cess) on interest paid by an Indian company or business trust on money borrowed in foreign currency from outside India under a loan agreement (1 Jul 2012 to 30 Jun 2023) or by long-term bonds (1 Oct 2014 to 30 Jun 2023), or by rupee-denominated bonds issued outside India before 1 Jul 2023; 4% on long-term or rupee-denominated bonds issued from 1 Apr 2020 to 30 Jun 2023 and listed only on an IFSC stock exchange; 9% on such bonds issued from 1 Jul 2023 (Finance Act 2023 s.88). The window is the borrowing's or issue's, so interest on an older loan can still qualify.";
  const ld =
    paymentDate >= S194LD_ENDS
      ? `s.194LD: 5% to a foreign institutional or qualified foreign investor on interest payable from 1 Jun 2013 to 30 Jun 2023 on rupee-denominated bonds of an Indian company or government securities (municipal debt securities from 1 Apr 2020); the window was not extended, so s.194LD cannot apply to interest payable on ${formatDate(paymentDate)}.`
      : "s.194LD: 5% on interest payable from 1 Jun 2013 to 30 Jun 2023 to a foreign institutional or qualified foreign investor on rupee-denominated bonds of an Indian company (at a rate not above the notified cap) or government securities, and from 1 Apr 2020 on municipal debt securities.";
  const lb = "s.194LB: 5% on interest paid by an infrastructure debt fund (s.10(47)) to a non-resident; the section sets no end date.";
  const act2025 =
    act === "2025"
      ? " For the Income-tax Act 2025, TaxTMI's note on clause 393(2) of the Income Tax Bill 2025 says the s.194LC rates (5%, 4%, 9%) are carried into the s.393(2) table; the enacted entry is not confirmed here, nor where the 2025 Act places ss.194LB and 194LD, and whether it keeps them."
      : "";
  return `${why} ${lc} ${ld} ${lb}${act2025}`;
}

/** The instruments whose interest a concessional section may reach, as the caller names them. */
export const CONCESSIONAL_INSTRUMENTS = [
  "s194lb_infrastructure_debt_fund",
  "s194lc_loan_agreement",
  "s194lc_long_term_bond",
  "s194lc_rupee_bond_outside_india",
  "s194lc_ifsc_listed_bond",
  "s194ld_government_security",
  "s194ld_corporate_rupee_bond",
  "s194ld_municipal_debt_security",
] as const;
export type ConcessionalInstrument = (typeof CONCESSIONAL_INSTRUMENTS)[number];

/** The 194LC windows for borrowing and issue close, and the 194LD window for interest payable, on the same day. */
const JULY_2023 = S194LD_ENDS;

/** One concessional rate with the window it covers and where it comes from, kept together. */
interface Window {
  rate: number;
  /** First date (inclusive) and the date before which (exclusive) the window's test date must fall; null: open. */
  from: string | null;
  before: string | null;
  /** Whose date the window is read against: the borrowing or issue, or the interest's falling due. */
  test: "borrowed_or_issued" | "payable";
  clause: string;
  source: string;
}

const LC_TEXT = "s.194LC as amended to date (text at https://taxpublishers.in/ShowDT?ITACT_000573?b0)";
const LC_2020 = "first proviso, Finance Act 2020 (Memorandum at https://taxmanagementindia.com/web/tmi_blog_details.asp?id=602259)";
const LC_2023 = "second proviso, Finance Act 2023 s.88 (https://taxmanagementindia.com/visitor/detail_act.asp?ID=41459)";
const LD_TEXT = "s.194LD(2) as substituted by the Finance Act 2020 (https://taxmanagementindia.com/visitor/detail_act.asp?ID=38316)";
const LB_TEXT = "s.194LB (text at https://pmca.co.in/detail/9532.aspx)";

const WINDOWS: Record<ConcessionalInstrument, Window[]> = {
  s194lb_infrastructure_debt_fund: [{ rate: 5, from: null, before: null, test: "payable", clause: "s.194LB", source: LB_TEXT }],
  s194lc_loan_agreement: [{ rate: 5, from: "2012-07-01", before: JULY_2023, test: "borrowed_or_issued", clause: "s.194LC (foreign-currency loan agreement)", source: LC_TEXT }],
  s194lc_long_term_bond: [{ rate: 5, from: "2014-10-01", before: JULY_2023, test: "borrowed_or_issued", clause: "s.194LC (long-term bond)", source: LC_TEXT }],
  s194lc_rupee_bond_outside_india: [{ rate: 5, from: null, before: JULY_2023, test: "borrowed_or_issued", clause: "s.194LC (rupee-denominated bond issued outside India)", source: LC_TEXT }],
  s194lc_ifsc_listed_bond: [
    { rate: 4, from: "2020-04-01", before: JULY_2023, test: "borrowed_or_issued", clause: "s.194LC clause (ib) with the first proviso (IFSC-listed bond)", source: `${LC_TEXT}; ${LC_2020}` },
    { rate: 9, from: JULY_2023, before: null, test: "borrowed_or_issued", clause: "s.194LC clause (ic) with the second proviso (IFSC-listed bond)", source: `${LC_TEXT}; ${LC_2023}` },
  ],
  s194ld_government_security: [{ rate: 5, from: "2013-06-01", before: S194LD_ENDS, test: "payable", clause: "s.194LD(2) (Government security)", source: LD_TEXT }],
  s194ld_corporate_rupee_bond: [{ rate: 5, from: "2013-06-01", before: S194LD_ENDS, test: "payable", clause: "s.194LD(2) (rupee-denominated bond of an Indian company)", source: LD_TEXT }],
  s194ld_municipal_debt_security: [{ rate: 5, from: "2020-04-01", before: S194LD_ENDS, test: "payable", clause: "s.194LD(2) (municipal debt security)", source: LD_TEXT }],
};

/** What the window's date belongs to, in words. */
const whatIsDated = (instrument: ConcessionalInstrument) =>
  instrument === "s194lc_loan_agreement" ? "money borrowed" : instrument.startsWith("s194lc") ? "bonds issued" : "interest payable";

const SECTION_OF = (instrument: ConcessionalInstrument) => (instrument.startsWith("s194lb") ? "194LB" : instrument.startsWith("s194lc") ? "194LC" : "194LD");

export interface ConcessionFacts {
  instrument: ConcessionalInstrument;
  paymentDate: string;
  act: "1961" | "2025";
  borrowedOrIssuedOn?: string;
  /** s.194LC: the interest does not exceed the amount at the Central Government's approved rate; s.194LD corporate bonds: the rate is not above the notified rate. */
  rateApproved?: boolean;
}

export interface Concession {
  section: string;
  applies: boolean;
  /** The section's rate (before surcharge and cess) when it applies. */
  rate: number | null;
  reason: string;
  source: string | null;
}

const range = (w: Window) =>
  w.from && w.before ? `from ${formatDate(w.from)} to ${formatDate(dayBefore(w.before))}` : w.from ? `from ${formatDate(w.from)}` : w.before ? `before ${formatDate(w.before)}` : "with no end date";

function dayBefore(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Whether the concessional section the caller names reaches this interest, and at what rate. Applied only under the
 * 1961 Act, whose text and windows are confirmed; under the 2025 Act the successor entries are not confirmed, so the
 * section is stated and not applied.
 */
export function concessionFor(f: ConcessionFacts): Concession {
  const section = `s.${SECTION_OF(f.instrument)}`;
  const notApplied = (reason: string): Concession => ({ section, applies: false, rate: null, reason, source: null });
  if (f.act === "2025") {
    return notApplied(
      `The payment falls under the Income-tax Act 2025 (from 1 Apr 2026); where that Act places ${section} of the 1961 Act, and at what rate, is not confirmed from its enacted text here (TaxTMI's note on clause 393(2) of the Income Tax Bill 2025 says the s.194LC rates are carried into the s.393(2) table), so no concessional rate is applied; check the 2025 Act's entry.`,
    );
  }
  const needsIssueDate = WINDOWS[f.instrument][0].test === "borrowed_or_issued";
  if (needsIssueDate && !f.borrowedOrIssuedOn) {
    return notApplied(`${section} turns on the date the money was borrowed or the bond issued, which is not given (borrowed_or_issued_on), so it is not applied.`);
  }
  const needsApproval = SECTION_OF(f.instrument) === "194LC" || f.instrument === "s194ld_corporate_rupee_bond";
  if (needsApproval && f.rateApproved !== true) {
    const what =
      SECTION_OF(f.instrument) === "194LC"
        ? "the interest does not exceed the amount at the rate approved by the Central Government"
        : "the bond's interest rate does not exceed the rate the Central Government notified";
    return notApplied(`${section} applies only where ${what}; that is ${f.rateApproved === false ? "said not to be so" : "not confirmed (interest_rate_approved)"}, so it is not applied.`);
  }
  const testDate = needsIssueDate ? (f.borrowedOrIssuedOn as string) : f.paymentDate;
  const window = WINDOWS[f.instrument].find((w) => (w.from === null || testDate >= w.from) && (w.before === null || testDate < w.before));
  if (!window) {
    const windows = WINDOWS[f.instrument].map((w) => `${w.rate}% ${range(w)} (${w.clause})`).join("; ");
    const whose = `${whatIsDated(f.instrument)} on ${formatDate(testDate)}`;
    const fpi =
      SECTION_OF(f.instrument) === "194LD" && testDate >= S194LD_ENDS
        ? " Interest payable to a foreign portfolio investor on securities may instead fall under s.196D; that is not computed here."
        : "";
    return notApplied(`${section} does not reach ${whose}: its window is ${windows}, and it was not extended.${fpi}`);
  }
  return {
    section,
    applies: true,
    rate: window.rate,
    reason: `${window.clause}: ${window.rate}% on this interest (${whatIsDated(f.instrument)} ${range(window)}), plus surcharge and cess.`,
    source: window.source,
  };
}
