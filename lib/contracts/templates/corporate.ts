import { ENGLISH_NUMBER_WORDS, securityPhrase } from "../key-term-forms";
import { asAdverbial, capitalise, englishDate, marginOnly, parseRateValue, readWordDate, withoutPeriod, type Tenor } from "../key-terms";
import { anchor, refTo } from "../cross-references";
import { adherenceInstrument, civilLimitSaving, insolvencyEvents } from "../native-boilerplate";
import { indianMortgage, indirectTaxOrSimilar, inReturnFor, insolvencyAccelerationFr, restraintOfTrade } from "../law-clauses";
import { loanRegime } from "../loan-regime";
import { noteCovenantDefinitions, readCovenants, type RatioKind } from "../covenants";
import { germanCompanyForm, quotaCompany } from "../notarial-form";
import { BLANK, type ClauseSpec, type ContractTemplate, type DraftContext } from "../types";

/**
 * New York: a commercial lender's or creditor's precedent waives trial by jury, in capitals so the waiver is knowing
 * and conspicuous. Limited to New York, whose courts enforce such a waiver between commercial parties; California
 * does not enforce a pre-dispute jury waiver, and other States are left to the parties.
 */
const nyJuryWaiver: ClauseSpec = {
  heading: "Waiver of Jury Trial",
  body: (ctx) =>
    ctx.within("US-NY")
      ? `EACH PARTY KNOWINGLY, VOLUNTARILY AND INTENTIONALLY WAIVES, TO THE FULLEST EXTENT PERMITTED BY LAW, ANY RIGHT IT MAY HAVE TO A TRIAL BY JURY IN ANY PROCEEDING ARISING OUT OF OR IN CONNECTION WITH THIS ${ctx.shortName.toUpperCase()}.`
      : null,
};

/**
 * Corporate and finance: buying and selling companies and businesses, raising equity and debt, guarantees, joint
 * ventures, founders' arrangements, options and escrow. Company-law approvals that differ by jurisdiction go through
 * `ctx.within` / `ctx.law.system` and cite only provisions in the registry; a seller's non-compete uses the
 * sale-of-business rules (California B&P §16601, Indian Contract Act s.27 exception), not the employee rule.
 */

const ENCUMBRANCE =
  '"Encumbrance" means any mortgage, charge, pledge, lien, option, right of pre-emption or first refusal, assignment by way of security, retention of title or other third-party right or security interest of any kind, or an agreement to create any of them.';

/** Benchmarks quoted on an actual/365 basis; the others (SOFR, EURIBOR, €STR, SARON, prime) on actual/360. */
const DAY_COUNT_365 = /SONIA|base rate|MIBOR|MCLR|repo|SORA|BBSW|CORRA|HONIA|T-?bill/i;

/**
 * Interest of a term loan at a fixed rate, or at a benchmark plus margin with a zero floor and a cost-of-funds
 * fallback (LMA practice; the SONIA conventions are the Working Group on Sterling Risk-Free Reference Rates' —
 * compounded in arrears with a lookback — and the lookback length is the parties' choice, noted).
 */
function loanInterest(ctx: DraftContext): string[] {
  const raw = ctx.term("interest_rate");
  const rate = parseRateValue(raw);
  const period = ctx.term("interest_period");
  const tenor = rate?.kind === "floating" ? rate.tenor : undefined;
  // A benchmark quoted for a tenor sets the length of the Interest Periods, unless the caller chose how often
  // interest is paid; a choice that differs from the tenor is drafted as chosen and noted.
  const byTenor = tenor && !ctx.given("interest_period");
  if (tenor && !byTenor && PERIOD_MONTHS[period] !== (tenor.unit === "month" ? tenor.n : undefined)) {
    ctx.note("benchmark_tenor", `The Benchmark Rate is set for ${tenorText(tenor)} but interest is paid ${period}; a lender usually matches the Interest Period to the tenor. Confirm both (key_terms.interest_rate, key_terms.interest_period).`);
  }
  // Instalments fall due on Repayment Dates; Interest Periods of the same length end on them, so both run together.
  const schedule = ctx.optional("repayment_schedule");
  const step = schedule && repaymentDates(schedule, ctx.term("repayment_date"), ctx.law.system === "US") ? instalmentMonths(schedule) : null;
  const periodMonths = byTenor ? (tenor.unit === "month" ? tenor.n : null) : (PERIOD_MONTHS[period] ?? null);
  const payable = step !== null && step === periodMonths
    ? `payable in arrears on each Repayment Date (each period ending on a Repayment Date an "Interest Period", the first beginning on the date the Loan is advanced), and on the date the Loan is repaid in full`
    : byTenor
    ? `payable in arrears on the last day of each successive period of ${tenorText(tenor)} (each an "Interest Period", the first beginning on the date the Loan is advanced), and on the date the Loan is repaid in full`
    : `payable ${period} in arrears, on the last Business Day of each ${{ monthly: "calendar month", quarterly: "calendar quarter", annually: "calendar year" }[period] ?? "interest period"} (each period ending on such a day an "Interest Period"), and on the date the Loan is repaid in full`;
  if (!rate || rate.kind === "fixed") {
    return [`Interest accrues on the Loan outstanding from day to day at ${rate ? rate.percent : raw} a year, calculated on the actual number of days elapsed and a year of 365 days, and is ${payable}.`];
  }
  const days = DAY_COUNT_365.test(rate.benchmark) ? 365 : 360;
  const rfr = /SONIA|SOFR|€STR|ESTR|SARON|TONA|SORA|CORRA/i.test(rate.benchmark) && !/term/i.test(rate.benchmark);
  // A compounded rate is compounded by the sentence below; a term rate is the one quoted for the tenor.
  const benchmark = rfr ? rate.benchmark.replace(/^compounded /i, "") : `${rate.benchmark}${tenor ? ` for a period of ${tenorText(tenor)}` : ""}`;
  if (rfr) ctx.note("rfr_conventions", `The draft compounds ${benchmark} in arrears with a lookback of five (5) banking days and no observation shift; confirm the conventions (and any credit adjustment spread) with the ${ctx.a.role}.`);
  return [
    `Interest accrues on the Loan outstanding from day to day at the rate a year that is the aggregate of the margin of ${rate.margin} a year (the "Margin") and ${benchmark} (the "Benchmark Rate")${rfr ? `, compounded daily in arrears over each Interest Period with a lookback of five (5) ${ctx.law.system === "GB" ? "Business Days" : "banking days"} and no observation shift` : " as published on the first day of each Interest Period"}, calculated on the actual number of days elapsed and a year of ${days} days, and is ${payable}.`,
    `If the Benchmark Rate for any day or Interest Period is less than zero, it is deemed to be zero. If the Benchmark Rate is not published or available for an Interest Period, the rate of interest for that Interest Period is the Margin plus the rate the ${ctx.a.role} notifies to the ${ctx.b.role}, as soon as practicable and in any event before interest is due, as its cost of funding the Loan from whatever source it reasonably selects; the parties shall then negotiate in good faith, for not more than thirty (30) days, an alternative benchmark.`,
  ];
}

const PERIOD_MONTHS: Record<string, number> = { monthly: 1, quarterly: 3, annually: 12 };
const COUNT_WORDS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
/** { n: 3, unit: "month" } → "three months". */
const tenorText = (t: Tenor) => `${COUNT_WORDS[t.n]} ${t.unit}${t.n > 1 ? "s" : ""}`;

/** The cross-default threshold, or a blank with a note: a cross-default with no threshold trips on any small debt. */
function crossDefaultThreshold(ctx: DraftContext): string {
  if (!ctx.given("cross_default_threshold")) ctx.note("cross_default_threshold", "The cross-default threshold is blank: agree an amount below which a default on other borrowings is not an Event of Default (key_terms.cross_default_threshold).");
  return ctx.term("cross_default_threshold");
}

/** LMA-style protections of a term lender: increased costs, illegality, change of control, financial covenants, transfers. */
/**
 * A guarantee by a private individual under Dutch law (BW Book 7, title 14, section 2): a natural person acting
 * neither in a profession or business nor for the business of an NV or BV of which they are a director and (with the
 * other directors) majority shareholder (art. 7:857) is bound only up to an agreed maximum where the debt is not fixed
 * (7:858), the guarantee is proved against them only by a writing they signed (7:859), and those rules are mandatory
 * in their favour (7:862). A spouse's consent (art. 1:88(1)(c)) is a matter for the note.
 */
function dutchPrivateGuarantor(ctx: DraftContext): string {
  const g = ctx.a.role;
  ctx.note(
    "guarantee_private_nl",
    `Netherlands: the ${g} is a natural person. If the ${g} gives the guarantee outside a profession or business (BW art. 7:857), articles 7:858 to 7:862 protect the ${g} as the draft states; and a married ${g} needs the spouse's consent to a guarantee given other than in the normal course of a profession or business (BW art. 1:88(1)(c); the exception for a director holding, alone or with the other directors, the majority of the shares is in art. 1:88(5)), failing which the spouse may annul it (art. 1:89). Obtain the consent in writing with the signature.`,
  );
  if (!ctx.given("maximum_liability")) {
    ctx.note("guarantee_maximum_nl", `Netherlands: no maximum_liability was given. A guarantee by a private ${g} (BW art. 7:857) of obligations whose amount is not fixed when it is given is valid only up to a maximum amount in money agreed in it (art. 7:858(1)); state one.`);
  }
  return `The ${g} gives this Guarantee as a natural person. If the ${g} acts neither in the course of a profession or business nor for the normal business of a public or private limited company (naamloze or besloten vennootschap) of which the ${g} is a director and, alone or with the other directors, holds the majority of the shares (article 7:857 of the Dutch Civil Code), then: where the amount of the Guaranteed Obligations is not fixed when this Guarantee is given, it is valid only up to a maximum amount expressed in money (article 7:858), to which interest and costs due under article 7:856 may be added; it can be proved against the ${g} only by a writing signed by the ${g} (article 7:859); and articles 7:852 to 7:856 and 7:858 to 7:861 cannot be departed from to the ${g}'s detriment (article 7:862), so that no provision of this Guarantee applies so far as it would do so.`;
}


/**
 * "20 equal quarterly instalments" ending on the final repayment date: the dates each instalment falls due, counted
 * back from that date, so the schedule can be performed ("" when the schedule or the date cannot be read).
 */
/** The months between instalments a schedule names ("20 equal quarterly instalments" → 3), null when it names none. */
function instalmentMonths(schedule: string): number | null {
  const m = /\b(monthly|quarterly|semi-annual|half-yearly|six-monthly|annual|yearly)\s+instalments\b/i.exec(schedule);
  if (!m) return null;
  return /^month/i.test(m[1]) ? 1 : /^quarter/i.test(m[1]) ? 3 : /^(?:semi|half|six)/i.test(m[1]) ? 6 : 12;
}

export function repaymentDates(schedule: string, finalDate: string, monthFirst: boolean): string {
  const m = /\b(\d{1,3}|[a-z]+)\s+(?:equal\s+)?(monthly|quarterly|semi-annual|half-yearly|six-monthly|annual|yearly)\s+instalments\b/i.exec(schedule);
  const count = m ? (/^\d+$/.test(m[1]) ? Number(m[1]) : ENGLISH_NUMBER_WORDS[m[1].toLowerCase()]) : undefined;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(finalDate.trim());
  const read = iso ? { year: +iso[1], month: +iso[2], day: +iso[3] } : readWordDate(finalDate.replace(/^([A-Za-z]+) (\d{1,2}), (\d{4})$/, "$2 $1 $3"));
  if (!m || !count || count < 2 || !read) return "";
  const step = /^month/i.test(m[2]) ? 1 : /^quarter/i.test(m[2]) ? 3 : /^(?:semi|half|six)/i.test(m[2]) ? 6 : 12;
  const back = (count - 1) * step;
  const index = read.year * 12 + (read.month - 1) - back;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const first = `${year}-${String(month).padStart(2, "0")}-${String(Math.min(read.day, last)).padStart(2, "0")}`;
  const words = ["", "one (1) month", "", "three (3) months", "", "", "six (6) months", "", "", "", "", "", "twelve (12) months"][step];
  return ` Each instalment is equal to the amount of the Loan advanced divided by ${count} and falls due on a Repayment Date. "Repayment Date" means each of the ${count} dates falling at intervals of ${words} and ending on ${finalDate}, counted back from that date, the first being ${englishDate(first, monthFirst)} (where a month has no corresponding day, the Repayment Date in it is its last day).`;
}


/** Each ratio as the English covenant clause defines it. */
const RATIO_WORDS: Record<RatioKind, string> = {
  leverage: "Leverage (the ratio of Total Net Debt on the last day of that Relevant Period to EBITDA for that Relevant Period)",
  interest_cover: "Interest Cover (the ratio of EBITDA to Net Finance Charges for that Relevant Period)",
  debt_service_cover: "Debt Service Cover (the ratio of EBITDA less tax paid and capital expenditure to the principal, interest and other finance charges falling due for that Relevant Period)",
};

const loanProtections: ClauseSpec[] = [
  {
    heading: "Increased Costs and Illegality",
    body: (ctx) => [
      `If, as a result of the introduction of or any change in (or in the interpretation or application of) any law or regulation after the date of this Agreement, the ${ctx.a.role} incurs an additional cost of making, funding or maintaining the Loan or a reduction in any amount due to it or in its rate of return ("Increased Costs"), the ${ctx.b.role} shall pay the ${ctx.a.role}, within ten (10) Business Days of demand, the amount of those Increased Costs. The demand shall describe the event giving rise to the claim and the basis of calculation. This does not apply to any tax on the overall net income of the ${ctx.a.role}, to any deduction for tax from a payment, or to a cost attributable to the ${ctx.a.role}'s wilful breach of any law.`,
      `If the ${ctx.b.role} receives such a demand, it may, while the circumstances continue, prepay the whole of the Loan on not less than five (5) Business Days' notice without premium or penalty.`,
      `If it becomes unlawful for the ${ctx.a.role} to perform any of its obligations under this Agreement or to fund or maintain the Loan, the ${ctx.a.role} shall promptly notify the ${ctx.b.role}, any undrawn part of the Loan is cancelled, and the ${ctx.b.role} shall repay the Loan, with accrued interest, on the last day of the current Interest Period or, if earlier, the date the law specifies.`,
    ],
  },
  {
    heading: "Change of Control",
    body: (ctx) => [
      `The ${ctx.b.role} shall notify the ${ctx.a.role} promptly on becoming aware that any person or group of persons acting in concert has gained, or will gain, control of the ${ctx.b.role} (the power to direct its management and policies, whether by holding more than half of its voting shares, by contract or otherwise). The ${ctx.a.role} may then, by not less than ten (10) Business Days' notice, cancel any undrawn part of the Loan and declare the Loan, with accrued interest and all other amounts outstanding under this Agreement, due and payable.`,
    ],
  },
  {
    heading: "Financial Covenants",
    body: (ctx) => {
      const given = ctx.optional("financial_covenants");
      if (!given) ctx.note("financial_covenants", "The leverage and interest cover ratios are left blank: agree the levels (and the definitions of EBITDA, Total Net Debt and Net Finance Charges) with the lender.");
      const read = given ? readCovenants(given) : null;
      const b = ctx.b.role;
      if (read) noteCovenantDefinitions(ctx);
      const ratios = given && !read
        ? given
        : read
        ? read.ratios.map((r, i) => `(${String.fromCharCode(97 + i)}) ${RATIO_WORDS[r.kind]} ${r.max ? "does not exceed" : "is not less than"} ${r.level}:1`).join("; and ")
        : `(a) Leverage (the ratio of Total Net Debt on the last day of that Relevant Period to EBITDA for that Relevant Period) does not exceed ${BLANK}:1; and (b) Interest Cover (the ratio of EBITDA to Net Finance Charges for that Relevant Period) is not less than ${BLANK}:1`;
      const every = read?.every ?? "quarter";
      const testDate = every === "year" ? "the last day of each financial year" : every === "half-year" ? "the last day of each financial half-year" : "the last day of each financial quarter";
      return [
        `The ${b} shall ensure that, in respect of each Relevant Period${given && !read ? "," : ":"} ${ratios}.`,
        `In this clause: "Test Date" means ${testDate} of the ${b}; "Relevant Period" means each period of twelve (12) months ending on a Test Date; "EBITDA" means, for a Relevant Period, the consolidated operating profit of the ${b} and its subsidiaries before taxation, before deducting Net Finance Charges, and before taking into account any depreciation, amortisation and exceptional items; "Total Net Debt" means, at any time, the aggregate amount of all obligations of the ${b} and its subsidiaries for or in respect of borrowed money and other financial indebtedness, less their cash and cash equivalents at that time; and "Net Finance Charges" means, for a Relevant Period, the interest, commission, fees, discounts and other finance payments payable by the ${b} and its subsidiaries in respect of financial indebtedness, less the interest receivable by them, in that Relevant Period.`,
        `The ${b} shall deliver its financial statements for each Relevant Period ending on a Test Date that is not the end of its financial year within forty-five (45) days after that Test Date. With each set of financial statements it delivers for a Relevant Period, the ${b} shall deliver a compliance certificate signed by a director setting out, in reasonable detail, computations as to compliance with this clause as at the relevant Test Date. The financial covenants are tested on the basis of those financial statements, prepared under the accounting principles used in its latest audited financial statements.`,
      ];
    },
  },
  {
    heading: "Changes to the Parties",
    body: (ctx) => [
      `The ${ctx.b.role} may not assign, transfer or otherwise deal with any of its rights or obligations under this Agreement without the prior written consent of the ${ctx.a.role}.`,
      `The ${ctx.a.role} may assign any of its rights, or transfer by novation any of its rights and obligations, under this Agreement to another bank or financial institution, or to a trust, fund or other entity regularly engaged in or established for the purpose of making, purchasing or investing in loans, securities or other financial assets.`,
      `The consent of the ${ctx.b.role} is required for an assignment or transfer by the ${ctx.a.role}, unless it is to an Affiliate of the ${ctx.a.role} or is made while an Event of Default is continuing. That consent must not be unreasonably withheld or delayed, and is deemed given if the ${ctx.b.role} has not expressly refused it within five (5) Business Days after the ${ctx.a.role} asks for it.`,
      `The ${ctx.a.role} may disclose to any actual or potential assignee or transferee, and to its professional advisers, such information about the ${ctx.b.role} and this Agreement as it considers appropriate, if the recipient has first agreed to keep it confidential.`,
    ],
  },
];

/** Share vocabulary as the jurisdiction's corporate law speaks it: US "common stock", elsewhere "ordinary shares". */
function shareWords(ctx: DraftContext) {
  const us = ctx.law.system === "US";
  return {
    ordinary: us ? "common stock" : "ordinary shares",
    /** A number of them: "shares of common stock" / "ordinary shares". */
    ordinaryShares: us ? "shares of common stock" : "ordinary shares",
    anOrdinaryShare: us ? "a share of common stock" : "an ordinary share",
    preEmption: us ? "preemptive rights" : "rights of pre-emption",
    accounts: us ? "annual financial statements" : "annual accounts",
    /** Delaware's General Corporation Law speaks of stockholders; New York and California, like England, of shareholders. */
    holders: ctx.within("US-DE") ? "stockholders" : "shareholders",
    holder: ctx.within("US-DE") ? "stockholder" : "shareholder",
    preference: us ? "preferred stock" : "preference shares",
    plan: us ? "stock option or equity incentive plan" : "share option plan",
    members: us ? "stockholders" : "members",
    register: us ? "stock ledger" : "register of members",
    adherence: adherenceInstrument(ctx).replace(/^an? /, ""),
  };
}

/** The investor's private-placement representation in a US instrument convertible into shares (`what`: "the Note"). */
function usSecuritiesRepresentation(ctx: DraftContext, what: string): string {
  return `The ${ctx.b.role} represents that it is an accredited investor within the meaning of the federal securities laws, that it acquires ${what} for its own account and not with a view to its distribution, and that it understands that ${what} and the shares into which it converts have not been registered under federal or state securities laws and may be resold only if registered or exempt from registration.`;
}

/** India: a transfer or issue involving a person resident outside India is a capital account transaction under FEMA. */
function femaCompliance(ctx: DraftContext, what: string): string | null {
  if (!ctx.within("IN")) return null;
  return `Where any party is a person resident outside India, ${what} shall comply with the conditions, pricing guidelines and reporting requirements that apply to it as a capital account transaction under ${ctx.cite("in-fema-1999", "6", "section 6 of the Foreign Exchange Management Act, 1999")} and the rules and regulations made under it, and each party shall make the filings those rules require of it within the time allowed.`;
}

/** The instrument by which shares pass, as the place's practice has it. */
function shareTransferDocuments(ctx: DraftContext, shares: string, to: string): string {
  if (ctx.law.system === "US") {
    return `stock powers or other instruments of transfer of ${shares} duly executed in favour of ${to}, with the certificates for them (or, if they are uncertificated, evidence that they have been registered in the name of ${to} on the books of the company)`;
  }
  if (ctx.law.system === "IN") {
    return `duly executed and stamped instruments of transfer of ${shares} in favour of ${to} with the share certificates for them or, if they are held in dematerialised form, a copy of the delivery instruction given to the transferor's depository participant to transfer them to the demat account of ${to}`;
  }
  if (quotaCompany(ctx, ctx.optional("company_name"))) return `the deed or public document transferring ${shares} to ${to}, in the form the Notarial Form clause describes, duly executed by the ${ctx.a.role}`;
  return `duly executed transfers of ${shares} in favour of ${to}, with the share certificates for them (or an indemnity in a form reasonably satisfactory to ${to} for any lost certificate)`;
}

/**
 * A seller's covenant not to compete with the business it sells. Unlike an employee's restraint it is allowed in
 * California on a sale of goodwill, of all of the seller's ownership interest or of substantially all operating
 * assets (§16601) and in India within the sale-of-goodwill exception to s.27; elsewhere it must be reasonable.
 */
function saleRestraint(ctx: DraftContext, o: { seller: string; buyer: string; sold: string; interest: string; describeBusiness?: string }): string[] {
  const business = "the Business";
  const defined = o.describeBusiness ? `${o.describeBusiness} (the "Business")` : business;
  const period = ctx.term("non_compete_period");
  const givenArea = ctx.optional("non_compete_area");
  const area = givenArea ?? `any country, state or other territory in which ${business} was carried on at Completion`;
  const out = [
    `${inReturnFor(ctx)} the ${o.buyer} agreeing to buy ${o.sold}, and so that the ${o.buyer} receives the full value of the goodwill of ${defined}, the ${o.seller} undertakes that for ${period} after Completion the ${o.seller} shall not, within ${area}, directly or indirectly, alone or jointly with or on behalf of any other person: (a) carry on, be engaged in or hold an interest in any business that competes with ${business}, other than holding as a passive investment not more than three per cent (3%) of any class of securities listed on a recognised stock exchange; (b) solicit or entice away, or accept business from, any person who was a customer of ${business} during the twelve (12) months before Completion, in respect of goods or services that compete with those of ${business}; or (c) solicit or entice away any senior employee engaged in ${business}.`,
  ];
  if (ctx.within("US-CA")) {
    ctx.note("restraint_sale_of_business", "California allows a seller's non-compete only on a sale of goodwill, of all of the seller's ownership interest or of all or substantially all operating assets, and only within the area where the business was carried on (Bus. & Prof. Code §16601): check that the sale qualifies.");
    out.push(
      `The ${o.seller} gives these covenants as a person selling ${o.interest}, and the parties intend them to be enforceable under ${ctx.cite("us-ca-business-and-professions-code", "16601", "section 16601 of the California Business and Professions Code")} as a covenant not to carry on a similar business within a specified geographic area in which the business sold was carried on, for so long as the ${o.buyer}, or any person deriving title to the goodwill or ownership interest from the ${o.buyer}, carries on a like business there. They do not apply outside that area or after that time.`,
    );
  } else if (ctx.within("IN")) {
    ctx.note(
      "restraint_sale_of_business",
      givenArea
        ? "The seller's non-compete relies on the sale-of-goodwill exception to Contract Act s.27: the local limits must be specified and reasonable, and its reach on a sale of shares rather than of the business itself is less certain."
        : "The seller's non-compete relies on the sale-of-goodwill exception to Contract Act s.27, which requires specified local limits: give non_compete_area (named cities or states) rather than the default description.",
    );
    out.push(
      `The parties intend these covenants to fall within the exception in ${ctx.cite("in-contract-act-1872", "27", "section 27 of the Indian Contract Act, 1872")} for a person who sells the goodwill of a business and agrees with the buyer to refrain from carrying on a similar business within specified local limits, for so long as the buyer, or any person deriving title to the goodwill from the buyer, carries on a like business within them. The parties consider the period and the local limits reasonable, having regard to the nature of ${business}, and the covenants apply only within them.`,
    );
  } else {
    out.push(
      `The parties consider these covenants reasonable and no wider than necessary to protect the goodwill of ${business}, for which the ${o.buyer} is paying. Each is a separate undertaking${ctx.law.family === "civil" ? "." : ", and if any of them is found to go further than is enforceable it applies with the least modification needed to make it enforceable."}`,
    );
  }
  return out;
}

/** Board representation an investor takes, by the choice made (used by the subscription agreement and term sheet). */
function boardRepresentation(ctx: DraftContext, investor: string, company: string): string {
  const choice = ctx.term("board_representation");
  if (choice === "director") {
    return `For so long as ${investor} holds shares in ${company}, ${investor} may appoint one (1) director to the board of ${company} (the "Investor Director"), and remove and replace that director, by notice to ${company}. The Investor Director shall be entitled to sit on every committee of the board and to the same information as the other directors.`;
  }
  if (choice === "observer") {
    return `For so long as ${investor} holds shares in ${company}, ${investor} may appoint one (1) observer to the board of ${company}, who may attend and speak at board and committee meetings and receive the papers circulated to the directors, but may not vote and does not count in the quorum. ${company} may exclude the observer from discussion of any matter on which ${investor} has a conflict of interest or where attendance would waive legal privilege.`;
  }
  return `${capitalise(investor)} has no representation on the board of ${company} under this ${ctx.shortName} and no right to appoint a director or observer.`;
}

/** Corporate and finance agreements. */
export const corporateTemplates: ContractTemplate[] = [
  {
    id: "share_purchase_agreement",
    title: "Share Purchase Agreement",
    group: "corporate",
    description: "The sale of shares in a private company by its shareholder to a buyer: price and any retention, conditions and completion deliverables, conduct before completion, the seller's warranties and their limits, and the seller's restrictive covenants.",
    parties: {
      a: { role: "Seller", description: "The shareholder selling the shares." },
      b: { role: "Buyer", description: "The person buying the shares." },
    },
    terms: [
      { name: "company_name", type: "text", required: true, description: 'The company whose shares are sold, with its registered number, e.g. "Harbour Analytics Limited (company number 09876543)".' },
      { name: "sale_shares", type: "text", required: true, description: 'The shares sold, e.g. "1,000 ordinary shares of GBP 1.00 each, being the entire issued share capital of the Company".' },
      { name: "purchase_price", type: "money", required: true, description: 'The price for all the Sale Shares, e.g. "GBP 4,750,000".' },
      { name: "completion_date", type: "date", description: "Date fixed for Completion; omitted: on signing, or the fifth Business Day after the conditions are met when there are conditions." },
      { name: "conditions", type: "text", description: 'Conditions Completion depends on, e.g. "clearance of the transaction by the Competition and Markets Authority"; omitted: the sale is unconditional.' },
      { name: "long_stop_date", type: "date", description: "Date by which the conditions must be met; omitted: three months after signing." },
      { name: "retention_amount", type: "money", description: "Part of the price held back in escrow at Completion as security for the Buyer's claims." },
      { name: "warranty_claims_period", type: "duration", default: "18 months", description: "Time after Completion within which the Buyer must notify a warranty claim." },
      { name: "warranty_cap", type: "money", description: "Cap on the Seller's total liability for warranty claims; omitted: the Purchase Price." },
      { name: "non_compete_period", type: "duration", default: "2 years", description: "How long after Completion the Seller must not compete with the Company's business." },
      { name: "non_compete_area", type: "text", description: "Area the Seller's non-compete covers (in India name the local limits); omitted: the places where the business was carried on at Completion." },
    ],
    // The sale obliges the Seller to transfer the shares: notarial form for a German GmbH.
    features: { transfersShares: { companyTerm: "company_name" } },
    recitals: (ctx) => [
      `The ${ctx.a.role} is the sole legal and beneficial owner of the following shares in ${ctx.term("company_name")} (the "Company"): ${ctx.term("sale_shares")} (the "Sale Shares").`,
      `The ${ctx.a.role} has agreed to sell, and the ${ctx.b.role} has agreed to buy, the Sale Shares on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: "Sale and Purchase",
        body: (ctx) => [
          `The ${ctx.a.role} shall sell, and the ${ctx.b.role} shall buy, the Sale Shares free from all Encumbrances and together with all rights attaching to them at Completion, including the right to receive every dividend and other distribution declared, made or paid on or after Completion. ${ENCUMBRANCE}`,
          `The ${ctx.a.role} waives, and shall procure the waiver of, every right of pre-emption, first refusal or other restriction on transfer over the Sale Shares conferred by the constitution of the Company, any shareholders' agreement or otherwise.`,
          `The ${ctx.b.role} is not obliged to complete the purchase of any of the Sale Shares unless the purchase of all of them is completed at the same time.`,
        ],
      },
      {
        heading: "Purchase Price",
        body: (ctx) => {
          const retention = ctx.optional("retention_amount");
          const out = [
            `The consideration for the Sale Shares is ${ctx.term("purchase_price")} (the "Purchase Price"), payable in cash at Completion by electronic transfer of immediately available funds to the account the ${ctx.a.role} notifies to the ${ctx.b.role} in writing at least three (3) Business Days before Completion${retention ? ", less the Retention" : ""}.`,
          ];
          if (retention) {
            out.push(
              `At Completion the ${ctx.b.role} shall pay ${retention} of the Purchase Price (the "Retention") into an escrow account with a bank or law firm agreed by the parties, to be held under an escrow agreement as security for the claims of the ${ctx.b.role} under this Agreement. On the expiry of the period of ${ctx.term("warranty_claims_period")} after Completion, the Retention shall be released to the ${ctx.a.role}, except for the amount of any claim notified before then and not yet settled or finally determined, which shall be withheld until it is and then paid to the party entitled to it.`,
            );
          }
          out.push(`Any payment by the ${ctx.a.role} to the ${ctx.b.role} in respect of a claim under this Agreement is, so far as the law allows, a reduction of the Purchase Price.`);
          if (ctx.within("IN")) {
            out.push(`If the ${ctx.a.role} is not resident in India for tax purposes, the ${ctx.b.role} may deduct from the Purchase Price the tax it is required by Indian income-tax law to deduct at source, shall pay that tax to the Government within the time allowed and shall give the ${ctx.a.role} the certificate of deduction; the amount so deducted and paid is treated as paid to the ${ctx.a.role}.`);
          }
          return out;
        },
      },
      {
        heading: "Conditions and Completion",
        body: (ctx) => {
          const out: string[] = [];
          const conditions = ctx.optional("conditions");
          if (conditions) {
            out.push(
              `Completion is conditional on the following (the "Conditions"): ${conditions}. Each party shall use all reasonable endeavours to procure that the Conditions for which it is responsible are satisfied as soon as practicable and shall keep the other informed of progress.`,
              `If the Conditions are not satisfied (or, where they can be waived, waived by the ${ctx.b.role}) by ${ctx.optional("long_stop_date") ?? "the date falling three (3) months after the date of this Agreement"}, either party may terminate this Agreement by notice to the other, without liability except for any earlier breach.`,
            );
          }
          const when = ctx.optional("completion_date") ?? (conditions ? "the fifth (5th) Business Day after the day on which the last of the Conditions is satisfied or waived" : "the date of this Agreement");
          out.push(
            `Completion of the sale and purchase of the Sale Shares ("Completion") shall take place on ${when}, by the electronic exchange of documents and signatures or at any place the parties agree.`,
            `At Completion the ${ctx.a.role} shall deliver to the ${ctx.b.role}: (a) ${shareTransferDocuments(ctx, "the Sale Shares", `the ${ctx.b.role}`)}; (b) the written resignation of each director and officer of the Company whom the ${ctx.b.role} names at least five (5) Business Days before Completion, each confirming that they have no claim against the Company; (c) ${ctx.law.system === "US" ? "the stock ledger, minute books, corporate seal (if any)" : "the statutory registers, minute books, common seal (if any)"} and certificate of incorporation of the Company, and the mandates and credentials needed to operate its bank accounts and systems; and (d) a copy of the minutes of a meeting of the board of directors of the Company approving the registration of the transfer of the Sale Shares and appointing the persons the ${ctx.b.role} nominates as directors.`,
            `Against delivery of those documents the ${ctx.b.role} shall pay the Purchase Price as the clause headed Purchase Price provides. The ${ctx.b.role} shall bear any stamp duty, transfer tax or registration fee payable on the transfer of the Sale Shares.`,
          );
          const fema = femaCompliance(ctx, "the transfer of the Sale Shares");
          if (fema) out.push(fema);
          return out;
        },
      },
      {
        heading: "Conduct Before Completion",
        body: (ctx) => {
          if (!ctx.given("conditions") && !ctx.given("completion_date")) return null;
          return [
            `Between the date of this Agreement and Completion the ${ctx.a.role} shall procure that the Company carries on its business in the ordinary and usual course and preserves its assets and goodwill, and that it does not, without the prior written consent of the ${ctx.b.role} (which shall not be unreasonably withheld or delayed): (a) issue, allot, redeem or buy back any shares or grant any option or other right over them; (b) declare, make or pay any dividend or other distribution; (c) amend its constitutional documents; (d) borrow money or create any Encumbrance over its assets other than in the ordinary course of trading; (e) acquire or dispose of any material asset, business or interest in another company; (f) enter into, amend or terminate any material contract or any contract outside the ordinary course of business; (g) employ or dismiss any senior employee or change the terms of employment of any senior employee; or (h) start, settle or waive any litigation or material claim.`,
            `The ${ctx.a.role} shall give the ${ctx.b.role} and its advisers reasonable access, during normal business hours, to the premises, books, records and senior management of the Company, and shall promptly notify the ${ctx.b.role} of any matter that is, or may become, a breach of the Warranties.`,
            `Nothing in this clause requires the ${ctx.a.role} or the Company to act, or gives the ${ctx.b.role} any control over the Company before Completion, in a way that would breach competition or merger control law.`,
          ];
        },
      },
      {
        heading: "Seller's Warranties",
        body: (ctx) => [
          `The ${ctx.a.role} warrants to the ${ctx.b.role} that each statement in this clause is true and accurate at the date of this Agreement and will be true and accurate at Completion (the "Warranties"), except as fairly disclosed, with enough detail to enable the ${ctx.b.role} to identify the nature and scope of the matter, in a letter from the ${ctx.a.role} delivered to the ${ctx.b.role} before the signing of this Agreement (the "Disclosure Letter"). Each Warranty is separate and is not limited by any other Warranty.`,
          `Title and capacity. The ${ctx.a.role} has full power and authority to enter into and perform this Agreement. The Sale Shares are fully paid, are as described in the recitals and are legally and beneficially owned by the ${ctx.a.role} free from all Encumbrances, and no person has any right to require the issue, allotment or transfer of any share or other security of the Company.`,
          "Accounts. The latest audited accounts of the Company were prepared in accordance with the law and the accounting standards that apply to it and give a true and fair view of its assets, liabilities and financial position at their date and of its profit or loss for the period they cover. Since that date the Company has carried on its business in the ordinary course and there has been no material adverse change in its financial or trading position.",
          "Compliance and litigation. The Company holds every licence and consent material to its business and has carried on its business in all material respects in accordance with all applicable laws. It is not engaged in any litigation, arbitration or regulatory investigation material to it, and none is pending or threatened.",
          `Tax, contracts, assets and employees. The Company has duly filed every tax return required of it and paid all tax due from it. It is not in material breach of any material contract, and no such contract will become terminable because of the sale of the Sale Shares. It owns or has the right to use all the assets and intellectual property rights it needs to carry on its business as now carried on. Its employees are employed on the terms disclosed to the ${ctx.b.role}, and it owes nothing to any current or former employee other than remuneration accrued in the current pay period.`,
          `Insolvency and information. ${ctx.law.family === "civil" ? `No insolvency proceedings have been applied for or opened over the assets of the Company or the ${ctx.a.role}, and no ground for opening them exists.` : `No insolvency, winding-up, administration or similar proceedings have been started or threatened against the Company or the ${ctx.a.role}, and no step has been taken to appoint a receiver or similar officer over any of their assets.`} All information about the Company given to the ${ctx.b.role} or its advisers in the negotiations was, when given, true, complete and accurate in all material respects.`,
          `The ${ctx.b.role} warrants to the ${ctx.a.role} that it has full power and authority to enter into and perform this Agreement and that it will at Completion have the funds available to pay the Purchase Price.`,
        ],
      },
      {
        // A common-law share purchase allocates pre-Completion tax to the seller by covenant (pound for pound, not
        // a warranty claim that must prove loss to the buyer); under a civil code the price mechanism and the
        // warranties do that work and a separate tax indemnity is the parties' choice, not the precedent.
        heading: "Tax Covenant",
        body: (ctx) => {
          if (ctx.law.family !== "common") return null;
          ctx.note("tax_covenant", "The share purchase has a short tax covenant by the seller for tax of the Company arising before Completion; a full tax covenant (often a schedule or separate deed, with conduct of tax claims and its own limits) is for the parties to agree.");
          return [
            `The ${ctx.a.role} covenants to pay the ${ctx.b.role} an amount equal to any liability of the Company to tax that arises from any event occurring, or any income, profits or gains earned, accrued or received, on or before Completion, except to the extent that the liability was paid before Completion or is provided for in the audited accounts of the Company.`,
            `A payment under this clause is treated as a reduction of the Purchase Price so far as the law allows, and is due five (5) business days before the last date on which the Company can pay the tax without incurring interest or a penalty, or, if later, ten (10) business days after the ${ctx.b.role} demands it in writing. The ${ctx.b.role} shall notify the ${ctx.a.role} of any tax claim against the Company within seven (7) years after Completion, failing which the ${ctx.a.role} is not liable for it under this clause.`,
          ];
        },
      },
      {
        heading: "Limits on the Seller's Liability",
        body: (ctx) => [
          `The ${ctx.a.role} is not liable for a claim for breach of the Warranties (a "Warranty Claim") unless the ${ctx.b.role} gives the ${ctx.a.role} notice of it, stating in reasonable detail the nature of the claim and, so far as practicable, the amount claimed, within ${ctx.term("warranty_claims_period")} after Completion, and (unless the claim has been settled) begins legal proceedings in respect of it within six (6) months after giving that notice.`,
          `The total liability of the ${ctx.a.role} for all Warranty Claims shall not exceed ${ctx.optional("warranty_cap") ?? "an amount equal to the Purchase Price"}.`,
          `The ${ctx.a.role} is not liable for a Warranty Claim to the extent that the matter giving rise to it was fairly disclosed in the Disclosure Letter, is provided for in the audited accounts of the Company, or results from a change in law or in rates of tax after the date of this Agreement, or to the extent that the ${ctx.b.role} or the Company has recovered the loss under an insurance policy or from another person. The ${ctx.b.role} may not recover more than once for the same loss.`,
          `The ${ctx.b.role} shall take, and shall procure that the Company takes, all reasonable steps to mitigate any loss that may give rise to a Warranty Claim.`,
          `None of the limitations in this clause applies to a Warranty Claim arising from fraud, dishonesty or wilful concealment by the ${ctx.a.role}.`,
          ...civilLimitSaving(ctx, `the ${ctx.a.role}'s`),
        ],
      },
      {
        heading: "Restrictive Covenants",
        body: (ctx) =>
          saleRestraint(ctx, {
            seller: ctx.a.role,
            buyer: ctx.b.role,
            describeBusiness: "the business carried on by the Company at Completion",
            sold: "the Sale Shares",
            interest: "all of its ownership interest in the Company",
          }),
      },
    ],
    boilerplate: ["definitions", "confidentiality", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "GB",
      party_a: "Margaret Ellison",
      party_b: "Northgate Holdings Limited",
      key_terms: {
        company_name: "Harbour Analytics Limited (company number 09876543)",
        sale_shares: "1,000 ordinary shares of GBP 1.00 each, being the entire issued share capital of the Company",
        purchase_price: "GBP 4,750,000",
        completion_date: "30 April 2026",
        retention_amount: "GBP 475,000",
      },
    },
  },
  {
    id: "asset_purchase_agreement",
    title: "Asset Purchase Agreement",
    group: "corporate",
    description: "The sale of a business as a going concern by transfer of its assets: assets and excluded assets, price and apportionment, assumed and retained liabilities, contracts, employees (with automatic transfer where the law provides it), approvals, completion, warranties and the seller's non-compete.",
    parties: {
      a: { role: "Seller", description: "The owner of the business and assets being sold." },
      b: { role: "Buyer", description: "The person buying the business and assets." },
    },
    terms: [
      { name: "business", type: "text", required: true, description: 'The business sold, e.g. "the commercial bakery business carried on by the Seller at 14 Dock Road, Yonkers, New York under the name Crumb & Co.".' },
      { name: "assets", type: "text", required: true, description: 'The assets transferred, e.g. "the plant and equipment, stock, goodwill, business name, customer contracts and intellectual property used in the Business".' },
      { name: "purchase_price", type: "money", required: true, description: "The price for the Business and the Assets." },
      { name: "excluded_assets", type: "text", default: "cash, bank balances, debts owed to the Seller for the period before Completion, and the Seller's own corporate and tax records", description: "Assets the Seller keeps." },
      { name: "assumed_liabilities", type: "text", description: "Liabilities the Buyer takes on; omitted: only the obligations under the transferred contracts that fall to be performed after Completion." },
      { name: "completion_date", type: "date", description: "Date of Completion; omitted: the date of this Agreement." },
      { name: "non_compete_period", type: "duration", default: "2 years", description: "How long after Completion the Seller must not compete with the Business." },
      { name: "non_compete_area", type: "text", description: "Area the Seller's non-compete covers (in India name the local limits); omitted: the places where the Business was carried on at Completion." },
    ],
    recitals: (ctx) => [
      `The ${ctx.a.role} owns ${ctx.term("business")} (the "Business").`,
      `The ${ctx.a.role} has agreed to sell, and the ${ctx.b.role} has agreed to buy, the Business as a going concern together with the Assets, on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: "Sale of the Business and Assets",
        body: (ctx) => [
          `With effect from Completion, the ${ctx.a.role} shall sell and the ${ctx.b.role} shall buy the Business as a going concern and the following assets of the Business: ${ctx.term("assets")} (the "Assets"), free from all Encumbrances. ${ENCUMBRANCE}`,
          `The following are excluded from the sale and remain the property of the ${ctx.a.role}: ${ctx.term("excluded_assets")} (the "Excluded Assets").`,
          `Title to and risk in the Assets pass to the ${ctx.b.role} at Completion. Assets capable of transfer by delivery shall be delivered at the premises of the Business at Completion; the other Assets shall be transferred by the documents listed in the clause headed Approvals and Completion.`,
        ],
      },
      {
        heading: "Price and Apportionment",
        body: (ctx) => [
          `The price for the Business and the Assets is ${ctx.term("purchase_price")} (the "Purchase Price"), payable in cash at Completion by electronic transfer of immediately available funds to the account the ${ctx.a.role} notifies in writing.`,
          "The Purchase Price shall be apportioned between the Assets as the parties agree in writing before Completion, and each party shall use that apportionment in its tax returns.",
          ctx.law.system === "US"
            ? `The Purchase Price is exclusive of any sales, use, transfer or similar tax payable on the transfer of the Assets, which the ${ctx.b.role} shall pay. The parties shall co-operate to claim any exemption available for the sale of a business or of its assets, and the ${ctx.a.role} shall give the ${ctx.b.role} the information it needs to make any notice or filing the law requires of a purchaser of business assets before Completion.`
            : `The Purchase Price is exclusive of ${indirectTaxOrSimilar(ctx)}. Where the law relieves the transfer of a business as a going concern from such tax, the parties shall take the steps needed to obtain that relief; to the extent tax is nonetheless chargeable, the ${ctx.b.role} shall pay it in addition on receipt of a valid tax invoice.`,
          `Rent, rates, utility charges and other periodic outgoings and receipts of the Business shall be apportioned on a time basis so that the ${ctx.a.role} bears and receives them for the period up to Completion and the ${ctx.b.role} for the period after it.`,
        ],
      },
      {
        heading: "Liabilities and Contracts",
        body: (ctx) => [
          `The ${ctx.b.role} assumes only ${ctx.optional("assumed_liabilities") ?? "the obligations under the contracts of the Business transferred to it that fall to be performed after Completion"}. The ${ctx.a.role} remains responsible for every other debt and liability of the Business, whenever it arises, including all liabilities relating to the period before Completion, all taxes of the ${ctx.a.role} and all liabilities relating to the Excluded Assets, and shall indemnify the ${ctx.b.role} against them.`,
          `The ${ctx.a.role} shall assign to the ${ctx.b.role} with effect from Completion the benefit of the contracts of the Business that are among the Assets, and the ${ctx.b.role} shall perform them after Completion. Where a contract cannot be assigned without the consent of a third party, the ${ctx.a.role} shall use all reasonable endeavours to obtain that consent (or a novation) and, until it is obtained, shall hold the contract for the benefit of the ${ctx.b.role}, which shall perform it as the ${ctx.a.role}'s subcontractor where the contract permits.`,
          `The ${ctx.a.role} keeps the benefit of debts owed to it for the period before Completion. Each party shall promptly pass to the other any payment or correspondence it receives that belongs to the other.`,
        ],
      },
      {
        heading: "Employees",
        body: (ctx) => {
          if (ctx.law.system === "GB" || ctx.law.system === "EU") {
            return [
              ctx.law.system === "GB"
                ? `The parties consider that the sale of the Business is a relevant transfer to which the ${ctx.cite("uk-tupe-regulations-2006", "3", "Transfer of Undertakings (Protection of Employment) Regulations 2006")} apply, so that, under ${ctx.cite("uk-tupe-regulations-2006", "4", "regulation 4")}, the contracts of employment of the persons employed in the Business immediately before Completion (the "Employees") will have effect after Completion as if originally made with the ${ctx.b.role}.`
                : `The parties consider that the sale of the Business is a transfer of an undertaking to which the law protecting employees' rights on such a transfer applies, so that the contracts of employment of the persons employed in the Business immediately before Completion (the "Employees") will have effect after Completion as if originally made with the ${ctx.b.role}.`,
              `The ${ctx.a.role} shall give the ${ctx.b.role} the information about the Employees that the law requires in good time before Completion, and each party shall comply with its obligations to inform and consult the representatives of affected employees. The ${ctx.a.role} shall indemnify the ${ctx.b.role} against every liability relating to the employment of the Employees, or the termination of it, before Completion, and the ${ctx.b.role} shall indemnify the ${ctx.a.role} against every such liability arising after Completion.`,
            ];
          }
          return [
            `The employment of the persons employed in the Business does not transfer to the ${ctx.b.role} by reason of this Agreement. The ${ctx.b.role} may offer employment, starting at Completion, to any of them on terms no less favourable overall than their current terms, and the ${ctx.a.role} shall not discourage any of them from accepting.`,
            `The ${ctx.a.role} shall pay to every person employed in the Business all wages, accrued leave, bonuses, gratuities and other amounts due up to Completion, and any compensation or notice pay the law requires on the end of their employment with the ${ctx.a.role}, and shall indemnify the ${ctx.b.role} against any claim by any such person relating to the period before Completion.`,
          ];
        },
      },
      {
        heading: "Approvals and Completion",
        body: (ctx) => {
          const out = [
            `Each party shall obtain, before Completion, every approval of its board, shareholders or members and every consent of a third party or authority that its constitution or the law requires for the sale and purchase.`,
          ];
          if (ctx.within("IN")) {
            out.push(`If the ${ctx.a.role} is a company and the Business is the whole or substantially the whole of an undertaking of the ${ctx.a.role}, the sale requires the approval of its shareholders by special resolution under ${ctx.cite("in-companies-act-2013", "180", "section 180(1)(a) of the Companies Act, 2013")}, which the ${ctx.a.role} shall obtain before Completion.`);
          } else if (ctx.law.system === "US") {
            out.push(`If the ${ctx.a.role} is a Delaware corporation and the Assets comprise all or substantially all of its property and assets, the ${ctx.a.role} shall before Completion obtain the authorisation of the holders of a majority of its outstanding voting stock required by ${ctx.cite("us-de-dgcl", "271", "section 271 of the Delaware General Corporation Law")}; if it is incorporated elsewhere, it shall obtain any equivalent approval its law requires.`);
          } else if (ctx.law.system === "GB") {
            out.push(`If the ${ctx.b.role} is a director of the ${ctx.a.role} or of its holding company, or a person connected with such a director, the acquisition of any Asset that is a substantial non-cash asset is conditional on the approval of the members required by ${ctx.cite("uk-companies-act-2006", "190", "section 190 of the Companies Act 2006")}.`);
          }
          out.push(
            `Completion of the sale and purchase ("Completion") shall take place on ${ctx.optional("completion_date") ?? "the date of this Agreement"}. At Completion the ${ctx.a.role} shall give the ${ctx.b.role} possession of the Assets and deliver duly executed assignments of the contracts, intellectual property rights and domain names among the Assets, releases of any Encumbrance over the Assets, and the books, records and customer lists of the Business; and the ${ctx.b.role} shall pay the Purchase Price.`,
            `From Completion the ${ctx.b.role} may carry on the Business under its existing name, and the ${ctx.a.role} shall stop using that name (and shall change its own name, if it includes it, within thirty (30) days after Completion).`,
          );
          return out;
        },
      },
      {
        heading: "Seller's Warranties",
        body: (ctx) => [
          `The ${ctx.a.role} warrants to the ${ctx.b.role}, at the date of this Agreement and at Completion, that: (a) it has full power and authority to enter into and perform this Agreement; (b) it is the sole legal and beneficial owner of the Assets, free from all Encumbrances, and the Assets are all the assets needed to carry on the Business as now carried on; (c) the plant, equipment and vehicles among the Assets are in good repair and working order, fair wear and tear excepted; (d) the accounts of the Business given to the ${ctx.b.role} give a true and fair view of its financial position and results for the periods they cover; (e) the Business has been carried on in all material respects in accordance with all applicable laws and the licences it needs; (f) no litigation or regulatory investigation relating to the Business or the Assets is pending or threatened; and (g) the use of the intellectual property among the Assets does not infringe the rights of any other person.`,
          `The ${ctx.a.role} is not liable for a claim for breach of these warranties unless notified to it in reasonable detail within eighteen (18) months after Completion, and its total liability for all such claims shall not exceed the Purchase Price, except in the case of fraud or wilful concealment.`,
          ...civilLimitSaving(ctx, `the ${ctx.a.role}'s`),
        ],
      },
      {
        heading: "Restrictive Covenants",
        body: (ctx) =>
          saleRestraint(ctx, {
            seller: ctx.a.role,
            buyer: ctx.b.role,
            sold: "the Business and the Assets",
            interest: "the goodwill and all or substantially all of the operating assets of the Business",
          }),
      },
    ],
    boilerplate: ["definitions", "confidentiality", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "US-NY",
      party_a: "Crumb & Co. Bakeries LLC",
      party_b: "Hudson Valley Foods Inc.",
      key_terms: {
        business: "the commercial bakery business carried on by the Seller at 14 Dock Road, Yonkers, New York under the name Crumb & Co.",
        assets: "the ovens, mixers and other plant and equipment, stock, goodwill, business name, customer contracts and recipes used in the Business",
        purchase_price: "USD 2,400,000",
        completion_date: "June 30, 2026",
        non_compete_area: "the States of New York and New Jersey",
      },
    },
  },
  {
    id: "share_subscription_agreement",
    title: "Share Subscription Agreement",
    group: "corporate",
    description: "An investor subscribes for new shares in a company: subscription price, conditions and completion, corporate authorisations (with India's special resolution and foreign-investment rules), use of proceeds, company warranties, investor representations and board and information rights.",
    parties: {
      a: { role: "Company", description: "The company issuing the new shares." },
      b: { role: "Investor", description: "The person subscribing for the new shares." },
    },
    terms: [
      { name: "subscription_shares", type: "text", required: true, description: 'The shares subscribed for, e.g. "12,500 Series A preference shares of GBP 0.001 each".' },
      { name: "subscription_amount", type: "money", required: true, description: "The total subscription price for the Subscription Shares." },
      { name: "pre_money_valuation", type: "money", description: "Valuation of the Company before the investment on which the price is based." },
      { name: "completion_date", type: "date", description: "Date of Completion; omitted: five Business Days after the conditions are met, or on signing." },
      { name: "conditions", type: "text", description: 'Conditions of the investment, e.g. "adoption of new articles of association in the agreed form"; omitted: none beyond the corporate authorisations.' },
      { name: "use_of_proceeds", type: "text", default: "the working capital and general corporate purposes of the Company", description: "What the Company may spend the subscription money on." },
      { name: "board_representation", type: "choice", options: ["director", "observer", "no representation"], default: "no representation", description: "Whether the Investor may appoint a director, an observer, or neither." },
    ],
    recitals: (ctx) => [
      `The ${ctx.a.role} wishes to raise capital by issuing new shares, and the ${ctx.b.role} has agreed to subscribe for them on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: "Subscription",
        body: (ctx) => {
          const valuation = ctx.optional("pre_money_valuation");
          return [
            `Subject to the terms of this Agreement, the ${ctx.b.role} shall subscribe for, and the ${ctx.a.role} shall allot and issue to the ${ctx.b.role}, ${ctx.term("subscription_shares")} (the "Subscription Shares") for a total subscription price of ${ctx.term("subscription_amount")} (the "Subscription Amount")${valuation ? `, which reflects a valuation of the ${ctx.a.role} before the investment of ${valuation}` : ""}.`,
            `The Subscription Shares shall be issued credited as fully paid, free from all Encumbrances, with the rights set out in the constitutional documents of the ${ctx.a.role}, and shall rank equally in all respects with the other shares of the same class in issue. ${ENCUMBRANCE}`,
          ];
        },
      },
      {
        heading: "Corporate Authorisations",
        body: (ctx) => {
          const out: string[] = [];
          if (ctx.within("IN")) {
            out.push(
              `The ${ctx.a.role} shall, before Completion, obtain a resolution of its board approving the issue, passed at a meeting of the board as ${ctx.cite("in-companies-act-2013", "179", "section 179(3) of the Companies Act, 2013")} requires, and a special resolution of its shareholders authorising the issue of the Subscription Shares to the ${ctx.b.role} at a price determined by the valuation report of a registered valuer, as ${ctx.cite("in-companies-act-2013", "62", "section 62(1)(c) of the Companies Act, 2013")} requires, and shall comply with the rules on private placement that apply to the offer.`,
            );
            const fema = femaCompliance(ctx, "the issue of the Subscription Shares");
            if (fema) out.push(fema);
          } else if (ctx.law.system === "GB") {
            out.push(`The ${ctx.a.role} shall, before Completion, ensure that its directors are authorised to allot the Subscription Shares, that every statutory or contractual right of pre-emption over them has been disapplied or waived, and that its board has approved the allotment.`);
          } else if (ctx.law.system === "US") {
            out.push(`The ${ctx.a.role} shall, before Completion, obtain the approval of its board of directors and, where its certificate of incorporation or the law requires, of its stockholders, for the issue of the Subscription Shares, and shall ensure that enough authorised but unissued shares of the relevant class are available.`);
          } else {
            out.push(`The ${ctx.a.role} shall, before Completion, obtain every resolution of its board and shareholders, and complete any notarial recording or registration, that its constitution and the law of its incorporation require for the issue of the Subscription Shares to take effect.`);
          }
          out.push(
            ctx.law.system === "US"
              ? `Each party shall make any filing that the law requires in connection with the issue within the time allowed, and the ${ctx.a.role} shall record the issue in its stock ledger.`
              : `Each party shall make any filing, and the ${ctx.a.role} shall update its register of members and make the return of allotment, that the law requires in connection with the issue within the time allowed.`,
          );
          return out;
        },
      },
      {
        heading: "Conditions and Completion",
        body: (ctx) => {
          const out: string[] = [];
          const conditions = ctx.optional("conditions");
          if (conditions) {
            out.push(`Completion is conditional on the following (the "Conditions"), each of which the ${ctx.b.role} may waive: ${conditions}. If the Conditions are not satisfied or waived within three (3) months after the date of this Agreement, either party may terminate this Agreement by notice, without liability except for any earlier breach.`);
          }
          const when = ctx.optional("completion_date") ?? (conditions ? "the fifth (5th) Business Day after the Conditions are satisfied or waived" : `the fifth (5th) Business Day after the ${ctx.a.role} has obtained the authorisations described in the Corporate Authorisations clause, or any other date the parties agree in writing`);
          out.push(
            `Completion of the subscription ("Completion") shall take place on ${when}. At Completion the ${ctx.b.role} shall pay the Subscription Amount to the bank account of the ${ctx.a.role} notified in writing, and the ${ctx.a.role} shall allot and issue the Subscription Shares to the ${ctx.b.role}, ${ctx.law.system === "US" ? "record" : "enter"} the ${ctx.b.role} in its ${ctx.law.system === "US" ? "stock ledger" : "register of members"} as their holder, and deliver to the ${ctx.b.role} ${ctx.within("IN") ? "a share certificate for them or evidence that they have been credited to the demat account of the Investor" : ctx.law.system === "US" ? "a stock certificate for them or a notice of issuance of uncertificated shares" : "a share certificate for them"} together with certified copies of the resolutions approving the issue.`,
          );
          return out;
        },
      },
      {
        heading: "Use of Proceeds",
        body: (ctx) => `The ${ctx.a.role} shall use the Subscription Amount only for ${ctx.term("use_of_proceeds")}, and shall not use any of it to repay loans from, or make payments to, its shareholders or directors or their associates without the prior written consent of the ${ctx.b.role}.`,
      },
      {
        heading: "Company Warranties",
        body: (ctx) => [
          `The ${ctx.a.role} warrants to the ${ctx.b.role}, at the date of this Agreement and at Completion, that: (a) it is duly incorporated and validly existing and has full power to enter into and perform this Agreement; (b) the issued share capital and any options or rights to subscribe for shares are as disclosed to the ${ctx.b.role} in writing before signing, and no other person has any right to the issue of shares; (c) its latest accounts give a true and fair view of its financial position at their date, and there has been no material adverse change since then; (d) it holds all licences needed for its business and is not in material breach of any law or material contract; (e) no litigation, insolvency proceeding or regulatory investigation is pending or threatened against it; (f) it owns or is licensed to use the intellectual property rights it needs for its business; and (g) the information it has given the ${ctx.b.role} for the investment is true, complete and accurate in all material respects.`,
          `A claim for breach of these warranties must be notified within two (2) years after Completion, and the total liability of the ${ctx.a.role} for all such claims shall not exceed the Subscription Amount, except in the case of fraud.`,
          ...civilLimitSaving(ctx, `the ${ctx.a.role}'s`),
        ],
      },
      {
        heading: "Investor Representations",
        body: (ctx) => {
          const out = [`The ${ctx.b.role} represents to the ${ctx.a.role} that it has full power and authority to enter into and perform this Agreement and that it subscribes for the Subscription Shares for its own account, as an investment, on the basis of its own assessment of the ${ctx.a.role} and of the risks of the investment.`];
          if (ctx.law.system === "US") {
            out.push(`The ${ctx.b.role} further represents that it is an accredited investor within the meaning of the federal securities laws, that it understands that the Subscription Shares have not been registered under those laws or any state securities law and may not be resold unless registered or exempt from registration, and that it does not acquire them with a view to their distribution. The certificates or records for the Subscription Shares may bear a legend to that effect.`);
          } else if (ctx.within("IN")) {
            out.push(`The ${ctx.b.role} shall state in writing before Completion whether it is a person resident in India or resident outside India, and shall provide the know-your-customer documents the ${ctx.a.role} and its bank reasonably require to complete the issue.`);
          } else {
            out.push(`The ${ctx.b.role} acknowledges that the Subscription Shares are offered to it privately, without a prospectus, and may be transferred only in accordance with the constitutional documents of the ${ctx.a.role} and the law.`);
          }
          return out;
        },
      },
      {
        heading: "Board and Information Rights",
        body: (ctx) => [
          boardRepresentation(ctx, `the ${ctx.b.role}`, `the ${ctx.a.role}`),
          `For so long as the ${ctx.b.role} holds shares in the ${ctx.a.role}, the ${ctx.a.role} shall give the ${ctx.b.role} its monthly management accounts within thirty (30) days after the end of each month, its audited annual accounts within one hundred and twenty (120) days after the end of each financial year, and its annual budget before the start of each financial year.`,
        ],
      },
    ],
    boilerplate: ["definitions", "confidentiality", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "IN",
      party_a: "Kestrel Robotics Private Limited",
      party_b: "Meridian Growth Fund I LLP",
      key_terms: {
        subscription_shares: "12,500 compulsorily convertible preference shares of INR 10 each",
        subscription_amount: "INR 15,00,00,000",
        pre_money_valuation: "INR 85,00,00,000",
        board_representation: "director",
      },
    },
  },
  {
    id: "convertible_note_agreement",
    title: "Convertible Note Agreement",
    group: "corporate",
    description: "An investor lends money to a company on a note that accrues interest and converts into shares at a discount (and any valuation cap) on the next qualified equity financing, with repayment or conversion on a change of control or at maturity, and events of default.",
    parties: {
      a: { role: "Company", description: "The company issuing the note and borrowing the money." },
      b: { role: "Investor", description: "The person lending the money and holding the note." },
    },
    terms: [
      { name: "principal_amount", type: "money", required: true, description: "The amount lent." },
      { name: "interest_rate", type: "percentage", required: true, description: 'Simple interest a year, e.g. "6%".' },
      { name: "maturity_date", type: "date", required: true, description: "Date the note falls due if it has not converted." },
      { name: "discount_rate", type: "percentage", default: "20%", description: "Discount on the price paid by new investors at which the note converts." },
      { name: "valuation_cap", type: "money", description: "Highest pre-money valuation at which the note converts." },
      { name: "qualified_financing_amount", type: "money", description: "Minimum new money an equity round must raise to convert the note automatically; omitted: any bona fide equity round." },
    ],
    recitals: (ctx) => [`The ${ctx.a.role} wishes to borrow, and the ${ctx.b.role} has agreed to lend, the Principal Amount on the terms of a note convertible into shares of the ${ctx.a.role} as set out in this Agreement.`],
    clauses: [
      {
        heading: "The Note",
        body: (ctx) => [
          `The ${ctx.b.role} shall lend ${ctx.term("principal_amount")} (the "Principal Amount") to the ${ctx.a.role} within five (5) Business Days after the date of this Agreement, and the ${ctx.a.role} shall issue to the ${ctx.b.role} a note evidencing the loan on the terms of this Agreement (the "Note").`,
          `Interest accrues on the Principal Amount outstanding from the date it is advanced at ${withoutPeriod(ctx.term("interest_rate"))} a year, as simple interest calculated on the basis of a 365-day year. Interest is not payable in cash while the Note is outstanding; it is added to the Principal Amount for the purposes of conversion or repayment (together, the "Outstanding Amount").`,
          `The Note is an unsecured obligation of the ${ctx.a.role}. The ${ctx.a.role} may not prepay it without the consent of the ${ctx.b.role}.`,
        ],
      },
      {
        heading: "Conversion on a Qualified Financing",
        body: (ctx) => {
          const threshold = ctx.optional("qualified_financing_amount");
          const cap = ctx.optional("valuation_cap");
          return [
            `"Qualified Financing" means the first issue of shares by the ${ctx.a.role} after the date of this Agreement, in a single transaction or a series of related transactions whose principal purpose is raising capital, in which investors subscribe ${threshold ? `new money of at least ${threshold}` : "new money in a bona fide equity financing approved by the board of the Company"} (not counting the conversion of the Note or of other convertible instruments).`,
            `On the closing of a Qualified Financing the Outstanding Amount converts automatically into fully paid shares of the class issued in it, at a price per share equal to ${cap ? "the lower of (a) " : ""}the price per share paid by the investors in the Qualified Financing less a discount of ${ctx.term("discount_rate")}${cap ? `; and (b) ${cap} divided by the fully diluted share capital of the ${ctx.a.role} immediately before the Qualified Financing (including all shares issued and all options and other rights to acquire shares, whether or not vested, but excluding the Note and other convertible instruments)` : ""} (the "Conversion Price"). The number of shares issued is the Outstanding Amount divided by the Conversion Price, rounded down to the nearest whole share, and any fraction is paid in cash.`,
            `The ${ctx.b.role} shall sign the subscription, shareholders' and other agreements signed by the investors in the Qualified Financing, on the same terms as them, and the ${ctx.a.role} shall ensure that enough authorised shares are available and that any ${shareWords(ctx).preEmption} over them are waived for the conversion.`,
          ];
        },
      },
      {
        heading: "Change of Control and Maturity",
        body: (ctx) => {
          const cap = ctx.optional("valuation_cap");
          const capPrice = cap
            ? `a price per share equal to ${cap} divided by the fully diluted share capital of the ${ctx.a.role} at that time`
            : `a price per share equal to the fair market value of ${shareWords(ctx).anOrdinaryShare}, as agreed between the parties or, failing agreement within ten (10) Business Days, determined by an independent accountant appointed by them`;
          return [
            `If a Change of Control occurs before the Note has converted, the ${ctx.b.role} may elect by notice to the ${ctx.a.role} either to be repaid the Outstanding Amount on completion of the Change of Control or to convert the Outstanding Amount, immediately before that completion, into ${shareWords(ctx).ordinaryShares} at ${capPrice}. "Change of Control" means the acquisition by any person (with persons acting in concert with it) of more than fifty per cent (50%) of the voting shares of the ${ctx.a.role}, or the sale of all or substantially all of its assets.`,
            `If the Note has not converted by ${ctx.term("maturity_date")} (the "Maturity Date"), the Outstanding Amount becomes due and payable on the Maturity Date, unless the ${ctx.b.role} elects by notice given at least ten (10) Business Days before that date to convert it into ${shareWords(ctx).ordinaryShares} at ${capPrice}.`,
          ];
        },
      },
      {
        heading: "Events of Default",
        body: (ctx) => [
          `Each of the following is an event of default: (a) the ${ctx.a.role} fails to pay any amount due under the Note within five (5) Business Days after its due date; (b) the ${ctx.a.role} breaches any other obligation under this Agreement and, if the breach can be remedied, does not remedy it within thirty (30) days after notice; (c) the ${ctx.a.role} ${ctx.within("FR") ? "is unable to pay its debts as they fall due or suspends payment of its debts" : ctx.law.family === "civil" ? "is unable to pay its debts as they fall due, applies for the opening of insolvency proceedings over its assets, or has such proceedings opened or refused for want of assets" : "is unable to pay its debts as they fall due, enters into an arrangement with its creditors, or becomes subject to any insolvency, winding-up, administration or similar proceeding"}; or (d) the ${ctx.a.role} ceases to carry on its business.`,
          `While an event of default is continuing the ${ctx.b.role} may, by notice to the ${ctx.a.role}, declare the Outstanding Amount immediately due and payable, and interest then accrues on it at the rate stated in this Agreement plus two per cent (2%) a year until it is paid.`,
          ...(ctx.within("FR") ? [insolvencyAccelerationFr(ctx, "en", { debtor: ctx.a.role, debt: "the Outstanding Amount", event: "an event of default" })] : []),
        ],
      },
      {
        heading: "Company Undertakings",
        body: (ctx) => {
          const out = [
            `While the Note is outstanding the ${ctx.a.role} shall: (a) maintain its corporate existence and carry on its business in the ordinary course; (b) keep available enough authorised but unissued shares, and any shareholder authority needed, to issue the shares into which the Note may convert; (c) give the ${ctx.b.role} its ${shareWords(ctx).accounts} within one hundred and twenty (120) days after the end of each financial year; and (d) not pay any dividend or make any other distribution to its ${shareWords(ctx).holders}, or redeem or buy back any of its shares, without the consent of the ${ctx.b.role}.`,
            `The ${ctx.a.role} warrants that the issue of the Note and of the shares into which it converts has been duly authorised and complies with the law on the issue of securities and the raising of money by companies that applies to it.`,
          ];
          const fema = femaCompliance(ctx, "the issue of the Note and its conversion");
          if (fema) out.push(fema);
          return out;
        },
      },
      {
        heading: "Nature of the Note",
        body: (ctx) => [
          `Until it converts, the Note gives the ${ctx.b.role} no right to vote at or attend meetings of the ${shareWords(ctx).holders} of the ${ctx.a.role}, or to receive dividends, or any other right of a ${shareWords(ctx).holder}.`,
          `The ${ctx.b.role} may not transfer the Note without the prior written consent of the ${ctx.a.role}, except to an Affiliate of the ${ctx.b.role} that agrees in writing to be bound by this Agreement.`,
        ],
      },
      {
        // A US note is a security sold without registration: the private-placement exemption the company relies on
        // rests on the investor's representations, which every US precedent takes (as the SAFE here does).
        heading: "Investor Representations",
        body: (ctx) => [
          `The ${ctx.b.role} represents that it has full power to enter into this Agreement and that it has made its own assessment of the ${ctx.a.role} and of the risk of losing the whole Principal Amount.`,
          ...(ctx.law.system === "US" ? [usSecuritiesRepresentation(ctx, "the Note")] : []),
        ],
      },
    ],
    boilerplate: ["definitions", "confidentiality", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "US-CA",
      party_a: "Lumen Grid Inc.",
      party_b: "Redwood Angels Fund II, L.P.",
      key_terms: { principal_amount: "USD 500,000", interest_rate: "6%", maturity_date: "2027-12-31", valuation_cap: "USD 12,000,000", discount_rate: "20%" },
    },
  },
  {
    id: "safe_agreement",
    title: "Simple Agreement for Future Equity",
    group: "corporate",
    description: "An investor pays money now for the right to shares in the company's next priced equity round, at a valuation cap and/or discount (post-money or pre-money basis), with cash-out or conversion on a liquidity event and priority on dissolution; not debt, no interest or maturity.",
    shortName: "SAFE",
    parties: {
      a: { role: "Company", description: "The company receiving the investment." },
      b: { role: "Investor", description: "The person paying the Purchase Amount for the right to future shares." },
    },
    terms: [
      { name: "purchase_amount", type: "money", required: true, description: "The amount the Investor pays." },
      { name: "valuation_cap", type: "money", description: "Valuation at which the SAFE converts if the round prices the Company higher." },
      { name: "discount_rate", type: "percentage", description: "Discount on the round price at which the SAFE converts." },
      { name: "valuation_basis", type: "choice", options: ["post-money", "pre-money"], default: "post-money", description: "Whether the valuation cap counts the SAFEs and other convertibles in the capitalisation (post-money) or not (pre-money)." },
    ],
    clauses: [
      {
        heading: "Investment",
        body: (ctx) => {
          if (!ctx.given("valuation_cap") && !ctx.given("discount_rate")) {
            ctx.note("safe_terms", "Neither a valuation cap nor a discount is given: the SAFE converts at the price paid by new investors, with no economic advantage for the Investor.");
          }
          if (ctx.within("IN")) {
            ctx.note("safe_in_india", "A SAFE has no settled treatment under Indian company and foreign-exchange law; Indian companies usually raise on these economics through compulsorily convertible preference shares or, where eligible, convertible notes. Take local advice before using this form.");
          }
          return [
            `In exchange for the payment by the ${ctx.b.role} of ${ctx.term("purchase_amount")} (the "Purchase Amount") on the date of this SAFE, the ${ctx.a.role} grants the ${ctx.b.role} the right to receive shares of the ${ctx.a.role}, or a payment, on the terms of this SAFE.`,
            `This SAFE is not a loan. The Purchase Amount bears no interest and has no maturity date, and the ${ctx.b.role} has no right to its repayment except as this SAFE provides on a Liquidity Event or a Dissolution Event.`,
          ];
        },
      },
      {
        heading: "Conversion in an Equity Financing",
        body: (ctx) => {
          const cap = ctx.optional("valuation_cap");
          const discount = ctx.optional("discount_rate");
          const basis = ctx.term("valuation_basis");
          const w = shareWords(ctx);
          const capitalisation =
            basis === "pre-money"
              ? `all shares of the ${ctx.a.role} in issue immediately before the Equity Financing, and all shares issuable under options and other rights granted or reserved under any ${w.plan}, but excluding this SAFE, other simple agreements for future equity, convertible notes and the new shares issued in the Equity Financing`
              : `all shares of the ${ctx.a.role} in issue immediately before the Equity Financing, all shares issuable under options and other rights granted or reserved under any ${w.plan}, and all shares issuable on the conversion of this SAFE, other simple agreements for future equity and convertible notes, but excluding the new shares issued for new money in the Equity Financing`;
          const prices: string[] = [];
          if (cap) prices.push(`${cap} divided by the Company Capitalisation`);
          if (discount) prices.push(`the price per share paid by the new investors in the Equity Financing less a discount of ${discount}`);
          const conversionPrice =
            prices.length === 2 ? `the lower of ${prices[0]} and ${prices[1]}` : prices.length === 1 ? prices[0] : "the price per share paid by the new investors in the Equity Financing";
          return [
            `"Equity Financing" means a bona fide transaction or series of transactions whose principal purpose is raising capital, in which the ${ctx.a.role} issues ${w.preference} at a fixed valuation. "Company Capitalisation" means, on a ${basis} basis, ${capitalisation}.`,
            `On the closing of the first Equity Financing after the date of this SAFE, this SAFE converts automatically into the number of shares of the class issued in the Equity Financing equal to the Purchase Amount divided by the Conversion Price, rounded down to the nearest whole share. The "Conversion Price" is ${conversionPrice}. Where the Conversion Price is lower than the price paid by the new investors, the ${ctx.a.role} may issue the shares as a separate series with a liquidation preference and conversion price per share based on the Conversion Price rather than the new investors' price.`,
            `The ${ctx.b.role} shall sign the agreements signed by the new investors in the Equity Financing, on the same terms as them, except that the ${ctx.b.role} need not give any representation or warranty beyond its own capacity and investor status.`,
          ];
        },
      },
      {
        heading: "Liquidity Event",
        body: (ctx) => {
          const cap = ctx.optional("valuation_cap");
          const w = shareWords(ctx);
          return [
            `"Liquidity Event" means a change of control of the ${ctx.a.role} (the acquisition by any person, with persons acting in concert with it, of more than fifty per cent (50%) of its voting shares, or the sale of all or substantially all of its assets) or the first listing of its shares on a stock exchange, occurring before this SAFE has converted.`,
            cap
              ? `On a Liquidity Event the ${ctx.b.role} is entitled to receive, out of the proceeds and immediately before the Liquidity Event, the greater of (a) the Purchase Amount and (b) the amount payable on the number of shares of ${w.ordinary} equal to the Purchase Amount divided by the price per share obtained by dividing ${cap} by the capitalisation of the ${ctx.a.role} at that time.`
              : `On a Liquidity Event the ${ctx.b.role} is entitled to receive, out of the proceeds and immediately before the Liquidity Event, an amount equal to the Purchase Amount.`,
            `If the proceeds are not enough to pay the ${ctx.b.role} and the holders of other instruments entitled to a cash-out amount in full, they shall be paid pro rata to the amounts due to them.`,
          ];
        },
      },
      {
        heading: "Dissolution Event",
        body: (ctx) =>
          `If, before this SAFE converts or ends, the ${ctx.a.role} is wound up or dissolved, or makes a general assignment for the benefit of its creditors, other than on a Liquidity Event (a "Dissolution Event"), the ${ctx.b.role} is entitled to receive the Purchase Amount out of the assets of the ${ctx.a.role} available for distribution to its ${shareWords(ctx).members}, after its creditors are paid and before any distribution is made to the holders of ${shareWords(ctx).ordinary}.`,
      },
      {
        heading: "Ranking and End of this SAFE",
        body: (ctx) => [
          `For any payment on a Liquidity Event or a Dissolution Event, this SAFE ranks after the debts of the ${ctx.a.role} (including convertible notes, to the extent they are not converted), equally with other simple agreements for future equity and with ${shareWords(ctx).preference}, and before ${shareWords(ctx).ordinary}.`,
          `This SAFE ends, and the ${ctx.b.role} has no further right under it, when the ${ctx.a.role} issues the shares into which it converts or pays the amount due under it on a Liquidity Event or a Dissolution Event.`,
        ],
      },
      {
        heading: "Nature of this SAFE",
        body: (ctx) => {
          const out = [
            `Until it converts, this SAFE gives the ${ctx.b.role} no right to vote, to receive dividends or notices of meetings, or any other right of a shareholder of the ${ctx.a.role}.`,
            `The ${ctx.b.role} may not transfer this SAFE without the prior written consent of the ${ctx.a.role}, except to an Affiliate of the ${ctx.b.role} (an entity that controls, is controlled by or is under common control with it) that agrees in writing to be bound by it.`,
            `The ${ctx.a.role} warrants that it is duly incorporated, that this SAFE has been duly authorised and is binding on it, and that it will keep available enough authorised shares, and obtain any shareholder authority needed, to issue the shares into which this SAFE may convert.`,
          ];
          if (ctx.law.system === "US") {
            out.push(usSecuritiesRepresentation(ctx, "this SAFE"));
          } else {
            out.push(`The ${ctx.b.role} represents that it has full power to enter into this SAFE, that it acquires it for its own account as an investment, and that it has made its own assessment of the ${ctx.a.role} and of the risk of losing the whole Purchase Amount.`);
          }
          const fema = femaCompliance(ctx, "this SAFE and the issue of shares on its conversion");
          if (fema) out.push(fema);
          return out;
        },
      },
    ],
    boilerplate: ["notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "US-CA",
      party_a: "Quillfeather Labs, Inc.",
      party_b: "Pinecrest Angel Partners LLC",
      key_terms: { purchase_amount: "USD 250,000", valuation_cap: "USD 10,000,000", discount_rate: "15%" },
    },
  },
  {
    id: "loan_agreement",
    title: "Loan Agreement",
    group: "corporate",
    description: "A term loan from a lender to a business borrower: drawdown and conditions, purpose, interest and default interest, repayment and prepayment, payments and tax gross-up, representations and undertakings, security, events of default, and India's borrowing and lending limits.",
    parties: {
      a: { role: "Lender", description: "The person lending the money." },
      b: { role: "Borrower", description: "The business borrowing the money." },
    },
    terms: [
      { name: "loan_amount", type: "money", required: true, description: "The principal amount of the loan." },
      { name: "interest_rate", type: "rate", required: true, description: 'Interest a year: fixed, e.g. "7.5%", or a benchmark (with its tenor where it has one) plus margin, e.g. "SONIA plus 4.25% per annum", "3-month EURIBOR plus 2.10% per annum" or "Term SOFR + 350 bps".' },
      { name: "repayment_date", type: "date", required: true, description: "Final date by which the loan must be repaid in full." },
      { name: "purpose", type: "text", default: "the general corporate purposes of the Borrower", description: "What the Borrower may use the loan for." },
      { name: "drawdown_date", type: "date", description: "Date the loan is advanced; omitted: the date the Borrower requests within one month of signing." },
      { name: "repayment_schedule", type: "text", description: 'How the loan is repaid, e.g. "in twelve equal quarterly instalments"; omitted: in one sum on the final repayment date.' },
      { name: "interest_period", type: "choice", options: ["monthly", "quarterly", "annually"], default: "quarterly", description: "How often interest is paid." },
      { name: "default_interest", type: "percentage", default: "2%", description: "Extra interest a year on overdue sums." },
      { name: "security", type: "text", description: 'Security for the loan, e.g. "a first-ranking fixed charge over the Borrower\'s machinery"; omitted: unsecured.' },
      { name: "financial_covenants", type: "text", description: 'The financial ratios the Borrower keeps, e.g. "the ratio of Total Net Debt to EBITDA does not exceed 3.00:1 and the ratio of EBITDA to Net Finance Charges is not less than 4.00:1"; omitted: leverage and interest cover ratios left blank for the parties.' },
      { name: "cross_default_threshold", type: "money", description: 'Other borrowings in default below which no cross-default arises, e.g. "GBP 250,000"; omitted: left blank.' },
    ],
    recitals: (ctx) => [`The ${ctx.a.role} has agreed to make a term loan available to the ${ctx.b.role} on the terms of this Agreement.`],
    clauses: [
      {
        heading: "The Loan",
        body: (ctx) => [
          `The ${ctx.a.role} shall make available to the ${ctx.b.role} a term loan of ${ctx.term("loan_amount")} (the "Loan"), to be advanced in a single amount on ${ctx.optional("drawdown_date") ?? `the Business Day the ${ctx.b.role} specifies in a written request given at least five (5) Business Days in advance, falling within one (1) month after the date of this Agreement`}.`,
          `The ${ctx.a.role} is not obliged to advance the Loan unless it has received, in form and substance satisfactory to it: (a) a copy of the resolution of the board of the ${ctx.b.role} approving this Agreement; ${ctx.given("security") ? "(b) the security documents referred to in the clause headed Security, duly executed; " : "(b) evidence of the authority of the persons signing for the Borrower; "}and (c) the identification documents the ${ctx.a.role} needs to meet its know-your-customer obligations; and unless no Event of Default is continuing or would result from the advance.`,
          `The ${ctx.b.role} shall use the Loan only for ${ctx.term("purpose")}. The ${ctx.a.role} is not obliged to monitor or verify how the Loan is used.`,
          ...[loanRegime(ctx)].filter((s) => s !== null),
        ],
      },
      {
        heading: "Interest",
        body: (ctx) => [
          ...loanInterest(ctx),
          `If the ${ctx.b.role} fails to pay any amount when due, interest accrues on the overdue amount from its due date until it is paid${ctx.law.family === "civil" ? "" : ", both before and after any judgment"}, at ${marginOnly(ctx.term("default_interest"))} a year above the rate that would otherwise apply, and is payable on demand.`,
        ],
      },
      {
        heading: "Repayment and Prepayment",
        body: (ctx) => {
          const schedule = ctx.optional("repayment_schedule");
          return [
            schedule
              ? `The ${ctx.b.role} shall repay the Loan ${asAdverbial(schedule)}, so that the Loan, with all accrued interest and all other amounts outstanding under this Agreement, is repaid in full no later than ${ctx.term("repayment_date")}.${repaymentDates(schedule, ctx.term("repayment_date"), ctx.law.system === "US")}`
              : `The ${ctx.b.role} shall repay the Loan in one sum, with all accrued interest and all other amounts outstanding under this Agreement, on ${ctx.term("repayment_date")}.`,
            `The ${ctx.b.role} may prepay the whole or any part of the Loan (in a minimum amount of one tenth of the Loan) on any Business Day by giving the ${ctx.a.role} at least ten (10) Business Days' notice, together with the interest accrued on the amount prepaid, without premium or penalty. Amounts repaid or prepaid may not be borrowed again.`,
          ];
        },
      },
      {
        heading: "Payments",
        body: (ctx) => {
          const out = [
            `All payments by the ${ctx.b.role} under this Agreement shall be made in the currency of the Loan, in immediately available funds, to the account the ${ctx.a.role} notifies, without any set-off or counterclaim.`,
            `If the law requires the ${ctx.b.role} to deduct or withhold tax from any payment, the ${ctx.b.role} shall pay the tax to the authority within the time allowed, give the ${ctx.a.role} evidence of the payment, and increase the payment so that the ${ctx.a.role} receives the amount it would have received without the deduction.`,
          ];
          if (ctx.within("IN")) {
            out.push(`If the ${ctx.a.role} is a person resident outside India, the Loan is a borrowing in foreign exchange that the ${ctx.b.role} shall raise, use, report and repay only in accordance with the conditions for external commercial borrowing made under ${ctx.cite("in-fema-1999", "6", "section 6 of the Foreign Exchange Management Act, 1999")}, including any limit on the interest and other costs it may pay.`);
          }
          return out;
        },
      },
      {
        heading: "Set-off, Costs and Indemnities",
        body: (ctx) => {
          // A lender's standard protections (LMA-style), where the common law leaves them to the contract.
          if (ctx.law.family === "civil") return null;
          const l = ctx.a.role;
          const b = ctx.b.role;
          return [
            `The ${l} may set off any matured obligation due from the ${b} under this Agreement (to the extent beneficially owned by the ${l}) against any matured obligation owed by the ${l} to the ${b}, regardless of the place of payment, booking branch or currency of either obligation. If the obligations are in different currencies, the ${l} may convert either obligation at a market rate of exchange in its usual course of business for the purpose of the set-off.`,
            `The ${b} shall pay the ${l}, within five (5) Business Days of demand, the amount of all costs and expenses (including legal fees) reasonably incurred by it in connection with the negotiation, preparation and execution of this Agreement and any security document, any amendment, waiver or consent requested by the ${b}, and the enforcement or preservation of any of its rights under this Agreement or any security document.`,
            `The ${b} shall, within five (5) Business Days of demand, indemnify the ${l} against any cost, loss or liability it incurs as a result of: (a) the occurrence of any Event of Default; (b) a failure by the ${b} to pay any amount when due; (c) funding, or making arrangements to fund, the Loan requested by the ${b} but not made because of any provision of this Agreement (other than by reason of the ${l}'s default or negligence); or (d) the Loan, or any part of it, not being prepaid in accordance with a notice of prepayment given by the ${b}.`,
            `A certificate of the ${l} as to any amount or rate under this Agreement is, in the absence of manifest error, conclusive evidence of the matters to which it relates.`,
          ];
        },
      },
      {
        heading: "Representations and Undertakings",
        body: (ctx) => {
          const out = [
            `The ${ctx.b.role} represents to the ${ctx.a.role}, on the date of this Agreement and on the date the Loan is advanced, that: (a) it is duly incorporated or constituted and has the power to enter into and perform this Agreement; (b) its entry into this Agreement has been duly authorised and does not breach its constitution, any law or any agreement binding on it; (c) its latest financial statements give a true and fair view of its financial position; and (d) no litigation or insolvency proceeding is pending or threatened against it that could materially affect its ability to perform this Agreement.`,
            `While any amount is outstanding under this Agreement the ${ctx.b.role} shall: (a) give the ${ctx.a.role} its audited annual financial statements within one hundred and twenty (120) days after the end of each financial year, and any other information about its financial condition the ${ctx.a.role} reasonably requests; (b) notify the ${ctx.a.role} promptly of any Event of Default; (c) not create any Encumbrance over its assets, other than liens arising by operation of law in the ordinary course of trading${ctx.given("security") ? " and the security granted to the Lender" : ""}; (d) not dispose of any material part of its assets otherwise than in the ordinary course of trading; and (e) comply in all material respects with the laws that apply to it. ${ENCUMBRANCE}`,
          ];
          if (ctx.within("IN")) {
            out.push(
              `Where the ${ctx.b.role} is a company, it confirms that the Loan, together with its other borrowings, is within the limit its board may borrow without a special resolution, or that the special resolution required by ${ctx.cite("in-companies-act-2013", "180", "section 180(1)(c) of the Companies Act, 2013")} has been passed. Where the ${ctx.a.role} is a company, it confirms that the Loan is within the limits on inter-corporate loans in ${ctx.cite("in-companies-act-2013", "186", "section 186 of that Act")} or has been approved as that section requires, and that it is not a loan prohibited by ${ctx.cite("in-companies-act-2013", "185", "section 185 of that Act")}.`,
            );
          }
          return out;
        },
      },
      {
        heading: "Security",
        body: (ctx) => {
          const security = ctx.optional("security");
          if (!security) return null;
          const mortgage = indianMortgage(ctx, { mortgagor: `the ${ctx.b.role}`, security, before: "before the Loan is advanced" });
          return [
            `The obligations of the ${ctx.b.role} under this Agreement are secured by ${securityPhrase(security)}, to be granted by the ${ctx.b.role} in favour of the ${ctx.a.role} under security documents in a form satisfactory to the ${ctx.a.role} delivered before the Loan is advanced.`,
            ...(mortgage ? [mortgage] : []),
            ctx.law.system === "US"
              ? `The ${ctx.b.role} authorises the ${ctx.a.role} to file the financing statements, and shall make any other filing or registration, that the law requires to perfect the security and give it priority against the ${ctx.b.role}'s other creditors and any trustee in bankruptcy, and shall keep the secured assets insured and in good repair.`
              : ctx.law.family === "civil"
                ? `The ${ctx.b.role} shall do everything the law requires for the security to be validly created and effective against third parties and in its insolvency, including any notarial form, registration or publication it needs, and shall keep the secured assets insured and in good repair.`
                : `The ${ctx.b.role} shall register the security with the registrar of companies and with any other registry, within the time and in the manner the law requires for it to be valid against a liquidator or other insolvency officeholder and creditors, and shall keep the secured assets insured and in good repair.`,
          ];
        },
      },
      {
        heading: "Events of Default",
        body: (ctx) => [
          `Each of the following is an event of default (an "Event of Default"): (a) the ${ctx.b.role} does not pay any amount due under this Agreement within three (3) Business Days after its due date; (b) the ${ctx.b.role} breaches any other obligation under this Agreement and, if the breach can be remedied, does not remedy it within fifteen (15) Business Days after notice from the ${ctx.a.role}; (c) any representation made by the ${ctx.b.role} is incorrect in any material respect when made; (d) (cross-default) any Financial Indebtedness of the ${ctx.b.role} is not paid when due or within any applicable grace period, or is declared due before its stated maturity because of an event of default however described, unless the aggregate amount of the Financial Indebtedness concerned is less than ${crossDefaultThreshold(ctx)}; ${ctx.within("FR") ? `(e) the ${ctx.b.role} is unable to pay its debts as they fall due or suspends payment of its debts; (f) any step is taken by a creditor to enforce security over its assets;` : `(e) the ${ctx.b.role} is unable to pay its debts as they fall due, suspends payment of its debts, or starts negotiations with its creditors to reschedule them; (f) any ${ctx.law.family === "civil" ? "insolvency, liquidation" : "insolvency, winding-up, administration, receivership"} or similar proceeding is started against the ${ctx.b.role} and is not dismissed within fourteen (14) days, or any step is taken to enforce security over its assets;`} (g) it becomes unlawful for the ${ctx.b.role} to perform any of its obligations under this Agreement; or (h) any event or circumstance occurs which the ${ctx.a.role} reasonably believes has or is reasonably likely to have a Material Adverse Effect. "Financial Indebtedness" means any indebtedness for or in respect of moneys borrowed or raised, including under any loan, bond, note, finance lease or guarantee of such indebtedness; and "Material Adverse Effect" means a material adverse effect on the business, assets or financial condition of the ${ctx.b.role}, on its ability to perform its payment obligations under this Agreement, or on the validity or enforceability of this Agreement or any security granted under it.`,
          `While an Event of Default is continuing, the ${ctx.a.role} may by notice to the ${ctx.b.role} cancel any part of the Loan not yet advanced, declare the Loan, accrued interest and all other amounts outstanding under this Agreement immediately due and payable, and enforce any security.`,
          ...(ctx.within("FR") ? [insolvencyAccelerationFr(ctx)] : []),
        ],
      },
      ...loanProtections,
      nyJuryWaiver,
    ],
    boilerplate: ["definitions", "confidentiality", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "GB",
      party_a: "Fairhaven Capital Limited",
      party_b: "Oakridge Joinery Limited",
      key_terms: {
        loan_amount: "GBP 750,000",
        interest_rate: "7.5%",
        repayment_date: "31 March 2029",
        purpose: "the purchase and installation of a new CNC machining line at the Borrower's Sheffield works",
        security: "a first-ranking fixed charge over the CNC machining line and a floating charge over the Borrower's other assets",
      },
    },
  },
  {
    id: "guarantee_agreement",
    title: "Guarantee and Indemnity",
    group: "corporate",
    description: "A guarantor guarantees a debtor's obligations to a creditor and indemnifies the creditor if they are unenforceable: continuing guarantee with an optional cap and expiry, waiver of defences, deferral of the guarantor's rights, demands, and representations (India: Contract Act ss.126 and 128, company limits; England: transaction at an undervalue).",
    shortName: "Guarantee",
    features: { witnessed: true },
    parties: {
      a: { role: "Guarantor", description: "The person giving the guarantee (surety)." },
      b: { role: "Creditor", description: "The lender or other person to whom the guaranteed obligations are owed." },
    },
    terms: [
      { name: "debtor", type: "text", required: true, description: 'The person whose obligations are guaranteed, e.g. "Oakridge Joinery Limited (company number 04567890)".' },
      { name: "guaranteed_obligations", type: "text", required: true, description: 'What is guaranteed, e.g. "all sums due from the Debtor under the loan agreement dated 1 April 2026 between the Creditor and the Debtor".' },
      { name: "maximum_liability", type: "money", description: "Cap on the Guarantor's liability (plus interest and costs after demand); omitted: unlimited." },
      { name: "expiry_date", type: "date", description: "Last date on which the Creditor may make a demand; omitted: the guarantee continues until the obligations are discharged." },
    ],
    recitals: (ctx) => [
      `The ${ctx.b.role} has made, or has agreed to make, facilities or credit available to ${ctx.term("debtor")} (the "Debtor"), and requires as a condition of doing so that the ${ctx.a.role} guarantees the obligations of the Debtor.`,
      // Consideration is a common-law requirement for a promise not made by deed; a civil code asks for none.
      ctx.law.family === "civil"
        ? `The ${ctx.a.role} expects to benefit from those facilities or that credit and has agreed to give this Guarantee.`
        : `The ${ctx.a.role} expects to benefit from those facilities or that credit and, in consideration of the ${ctx.b.role} making or continuing to make them available to the Debtor, has agreed to give this Guarantee.`,
    ],
    clauses: [
      {
        heading: "Guarantee",
        body: (ctx) => {
          const out = [
            `The ${ctx.a.role} irrevocably and unconditionally guarantees to the ${ctx.b.role} the punctual payment and performance by the Debtor of ${ctx.term("guaranteed_obligations")} (the "Guaranteed Obligations"), and undertakes that whenever the Debtor does not pay any amount of the Guaranteed Obligations when due, the ${ctx.a.role} shall pay that amount on demand as if it were the principal obligor.`,
          ];
          if (ctx.within("IN")) {
            out.push(`This Guarantee is a contract of guarantee within ${ctx.cite("in-contract-act-1872", "126", "section 126 of the Indian Contract Act, 1872")}, and the liability of the ${ctx.a.role} is co-extensive with that of the Debtor as ${ctx.cite("in-contract-act-1872", "128", "section 128 of that Act")} provides, except as this Guarantee expressly limits it.`);
          }
          if (ctx.within("DE")) {
            out.push(`The ${ctx.a.role} gives its declaration of guarantee in written form, signed by hand; a declaration of guarantee in electronic form is not valid (${ctx.cite("de-bgb", "766", "section 766 BGB")}).`);
            ctx.note("guarantee_form_de", "Germany: the guarantor's declaration needs written form with a handwritten signature (BGB § 766); a merchant for whom the guarantee is a commercial transaction is exempt (HGB § 350), but the draft keeps the written form in every case.");
          }
          if (ctx.within("NL") && !ctx.a.entity) out.push(dutchPrivateGuarantor(ctx));
          out.push(`This Guarantee is a continuing guarantee and extends to the ultimate balance of the Guaranteed Obligations, whatever intermediate payment or discharge there may be.`);
          return out;
        },
      },
      {
        heading: "Indemnity",
        // A civil-law guarantee depends on the guaranteed obligation (in Germany BGB § 767(1)); the English independent
        // indemnity for obligations that prove unenforceable would be a different promise, so it is left out there.
        body: (ctx) => {
          if (ctx.law.family === "civil") {
            if (ctx.within("DE")) {
              ctx.note(
                "guarantee_indemnity_de",
                "Germany: the draft has no English-style independent indemnity. A guarantee (Bürgschaft) depends on the existence of the guaranteed obligation (BGB § 767(1)); a promise to pay even where that obligation is unenforceable or invalid is a different, independent guarantee (Garantie), and in standard business terms a promise of that width is open to review under BGB § 307. If the Creditor needs it, negotiate and draft it as a separate guarantee.",
              );
            }
            return null;
          }
          return `As a separate and independent obligation, the ${ctx.a.role} shall indemnify the ${ctx.b.role} on demand against any cost, loss or liability it incurs if any of the Guaranteed Obligations is or becomes unenforceable, invalid or illegal, for any reason, against the Debtor. The amount payable under this indemnity shall not exceed the amount the ${ctx.a.role} would have had to pay under this Guarantee had the obligation been enforceable, valid and legal${ctx.within("IN") ? `, and this clause is a contract of indemnity within ${ctx.cite("in-contract-act-1872", "124", "section 124 of the Indian Contract Act, 1872")}` : ""}.`;
        },
      },
      {
        heading: "Limit and Duration",
        body: (ctx) => {
          const cap = ctx.optional("maximum_liability");
          const expiry = ctx.optional("expiry_date");
          const out = [
            cap
              ? `The total liability of the ${ctx.a.role} under this Guarantee shall not exceed ${cap}, together with interest on any amount demanded from the date of the demand and the costs of enforcing this Guarantee.`
              : `The liability of the ${ctx.a.role} under this Guarantee is not limited in amount.`,
            expiry
              ? `The ${ctx.a.role} is not liable under this Guarantee unless the ${ctx.b.role} makes a demand on it on or before ${expiry}; a demand made on or before that date remains enforceable after it.`
              : `This Guarantee remains in force until all the Guaranteed Obligations have been irrevocably paid and discharged in full, subject to any right the law gives the ${ctx.a.role} to revoke it as to future transactions by notice to the ${ctx.b.role}, which does not affect its liability for Guaranteed Obligations incurred before the notice takes effect.`,
          ];
          return out;
        },
      },
      {
        heading: "Preservation of the Guarantee",
        body: (ctx) => [
          `The obligations of the ${ctx.a.role} under this Guarantee are not discharged, reduced or otherwise affected by any act, omission or circumstance that, but for this clause, might do so, including: (a) any time, waiver, indulgence or concession granted to the Debtor or any other person; (b) any release of the Debtor or of any other guarantor or security; (c) any variation, extension, increase or replacement of the Guaranteed Obligations or of the agreement under which they arise${ctx.given("maximum_liability") ? " (without increasing the limit of liability in this Guarantee)" : ""}; (d) any failure to take, perfect or enforce any security; (e) any incapacity, insolvency or change in the constitution of the Debtor; or (f) any unenforceability, invalidity or illegality of any obligation of the Debtor. The ${ctx.a.role} consents in advance to each of those matters, so far as the law allows it to do so.`,
          `The ${ctx.b.role} need not first take any action or obtain any judgment against the Debtor, make any claim in its insolvency or enforce any other security or guarantee before making a demand under this Guarantee.${ctx.within("DE") ? ` The ${ctx.a.role} waives the defence of prior enforcement against the Debtor (Einrede der Vorausklage).` : ""}`,
          `If any payment by the Debtor or any discharge given by the ${ctx.b.role} is avoided or reduced in an insolvency or otherwise, the liability of the ${ctx.a.role} continues as if the payment or discharge had not occurred.`,
        ],
      },
      {
        heading: "Deferral of the Guarantor's Rights",
        body: (ctx) =>
          `Until all the Guaranteed Obligations have been irrevocably paid in full, the ${ctx.a.role} shall not, unless the ${ctx.b.role} otherwise directs, exercise any right it may have because of its performance of this Guarantee to be indemnified by the Debtor, to claim a contribution from any other guarantor, to take the benefit of any security or right of the ${ctx.b.role} (by subrogation or otherwise), or to prove in the insolvency of the Debtor in competition with the ${ctx.b.role}. ${ctx.law.family === "civil" ? `Any amount the ${ctx.a.role} receives in breach of this clause is received for the account of the ${ctx.b.role}, and the ${ctx.a.role} shall pay it to the ${ctx.b.role} at once.` : `The ${ctx.a.role} shall hold any amount it receives in breach of this clause on trust for the ${ctx.b.role} and pay it to the ${ctx.b.role} at once.`}`,
      },
      {
        heading: "Demands and Payments",
        body: (ctx) => [
          `A demand under this Guarantee shall be in writing and may be made at any time and more than once. The ${ctx.a.role} shall pay each amount demanded within five (5) Business Days after receiving the demand.`,
          `All payments by the ${ctx.a.role} shall be made in the currency of the Guaranteed Obligations, without set-off or counterclaim and free of any deduction for tax unless the law requires it, in which case the ${ctx.a.role} shall pay the additional amount needed for the ${ctx.b.role} to receive the full amount demanded. Interest accrues on any amount not paid when due, from the due date until payment, at the rate payable by the Debtor on overdue amounts of the Guaranteed Obligations.`,
          `A certificate of the ${ctx.b.role} stating the amount of the Guaranteed Obligations due at any time is, in the absence of manifest error, conclusive evidence of that amount.`,
        ],
      },
      {
        heading: "Guarantor's Representations",
        body: (ctx) => {
          const out = [
            `The ${ctx.a.role} represents to the ${ctx.b.role} that it has the power and capacity to give this Guarantee, that it has taken every action needed to authorise it, and that giving and performing it does not breach any law, its constitution (if any) or any agreement binding on it. If the ${ctx.a.role} is an individual, they confirm that they have been advised to take independent legal advice on the nature and effect of this Guarantee before signing it.`,
          ];
          if (ctx.within("IN")) {
            out.push(`Where the ${ctx.a.role} is a company, it confirms that this Guarantee is within the limits on guarantees given by a company in ${ctx.cite("in-companies-act-2013", "186", "section 186 of the Companies Act, 2013")} or has been approved as that section requires, and that it is not a guarantee prohibited by ${ctx.cite("in-companies-act-2013", "185", "section 185 of that Act")}.`);
          } else if (ctx.law.system === "GB") {
            out.push(`Where the ${ctx.a.role} is a company, it confirms that it gives this Guarantee in good faith, for the purpose of carrying on its business, and with reasonable grounds for believing that doing so will benefit it, and acknowledges the relevance of those matters to any application under ${ctx.cite("uk-insolvency-act-1986", "238", "section 238 of the Insolvency Act 1986")}.`);
          } else {
            out.push(`Where the ${ctx.a.role} is a company, it confirms that giving this Guarantee is in its corporate interest and has been approved by its board and, where the law or its constitution requires, its shareholders.`);
          }
          if (ctx.law.system === "GB") out.push(`This Guarantee is executed by the ${ctx.a.role} as a deed and is delivered on the date stated at the beginning of it.`);
          return out;
        },
      },
      nyJuryWaiver,
    ],
    boilerplate: ["definitions", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "IN-MH",
      party_a: "Vikram Mehta",
      party_b: "Sahyadri Finance Limited",
      key_terms: {
        debtor: "Mehta Precision Tools Private Limited (CIN U29199MH2015PTC265432)",
        guaranteed_obligations: "all sums due from the Debtor under the term loan agreement dated 10 January 2026 between the Creditor and the Debtor for INR 2,50,00,000",
        maximum_liability: "INR 3,00,00,000",
      },
    },
  },
  {
    id: "term_sheet",
    title: "Term Sheet",
    group: "corporate",
    description: "The principal terms of a proposed equity investment (amount, valuation, instrument, liquidation preference, anti-dilution, board and investor protections, conditions), non-binding except for exclusivity, costs, confidentiality and the legal clauses, which it names.",
    shortName: "Term Sheet",
    parties: {
      a: { role: "Company", description: "The company proposing to raise the investment." },
      b: { role: "Investor", description: "The lead investor proposing to invest." },
    },
    terms: [
      { name: "investment_amount", type: "money", required: true, description: "The amount the Investor proposes to invest." },
      { name: "pre_money_valuation", type: "money", required: true, description: "Valuation of the Company before the investment, on a fully diluted basis." },
      { name: "security_type", type: "text", default: "Series A preference shares", description: "The shares to be issued." },
      { name: "option_pool", type: "percentage", description: "Share option pool, as a percentage of the fully diluted capital after the investment, to be created before it." },
      { name: "liquidation_preference", type: "choice", options: ["non-participating", "participating"], default: "non-participating", description: "Whether the Investor, after its 1x preference, also shares in the rest of the proceeds (participating) or not." },
      { name: "anti_dilution", type: "choice", options: ["broad-based weighted average", "narrow-based weighted average", "full ratchet"], default: "broad-based weighted average", description: "Anti-dilution protection on a down round." },
      { name: "board_representation", type: "choice", options: ["director", "observer", "no representation"], default: "director", description: "Whether the Investor appoints a director, an observer, or neither." },
      { name: "exclusivity_period", type: "duration", default: "45 days", description: "How long the Company negotiates only with the Investor." },
      { name: "investor_costs_cap", type: "money", description: "Cap on the Investor's legal and due diligence costs the Company pays on completion; omitted: each party pays its own." },
    ],
    clauses: [
      {
        heading: "Proposed Investment",
        body: (ctx) => {
          const pool = ctx.optional("option_pool");
          return [
            `The ${ctx.b.role} proposes to invest ${ctx.term("investment_amount")} in the ${ctx.a.role} by subscribing for ${ctx.term("security_type")} (the "Investment Shares") at a price per share based on a pre-money valuation of ${ctx.term("pre_money_valuation")} on a fully diluted basis${pool ? `, including an unallocated share option pool equal to ${pool} of the fully diluted share capital after the investment, to be created before completion` : ""}.`,
            `Completion of the investment is expected to take place within thirty (30) days after the end of the exclusivity period, or on any other date the parties agree.`,
          ];
        },
      },
      {
        heading: "Rights of the Investment Shares",
        body: (ctx) => [
          ctx.term("liquidation_preference") === "participating"
            ? `Liquidation preference: on a liquidation, sale or winding up, the holders of the Investment Shares receive first an amount equal to the price paid for them (a 1x preference) and then share in the remaining proceeds with the ordinary shares pro rata on an as-converted basis (participating).`
            : `Liquidation preference: on a liquidation, sale or winding up, the holders of the Investment Shares receive the greater of the price paid for them (a 1x preference) and the amount they would receive had they converted into ordinary shares (non-participating).`,
          `Anti-dilution: if the ${ctx.a.role} issues shares at a price below the price paid for the Investment Shares, their conversion price is adjusted on a ${ctx.term("anti_dilution")} basis, with customary exceptions for shares issued under the option pool and on conversion.`,
          "Conversion and voting: the Investment Shares convert into ordinary shares at the option of the holder at any time, and automatically on an initial public offering, and vote with the ordinary shares on an as-converted basis.",
          "Dividends: the Investment Shares carry a non-cumulative preferential dividend only if and when declared by the board, and otherwise rank equally with the ordinary shares for dividends.",
        ],
      },
      {
        heading: "Governance and Investor Protections",
        body: (ctx) => [
          `Board: ${boardRepresentation(ctx, `the ${ctx.b.role}`, `the ${ctx.a.role}`)}`,
          `Consent matters: the approval of the ${ctx.b.role} will be required for, among other things, any change to the rights of the Investment Shares, the issue of shares ranking ahead of or equally with them, any change to the constitutional documents, a sale or listing of the ${ctx.a.role}, a winding up, borrowing beyond an agreed limit, and a material change in the nature of the business.`,
          `Information and pre-emption: the ${ctx.b.role} will receive monthly management accounts, annual audited accounts and the annual budget, and will have a right to subscribe for its pro rata share of any future issue of shares.`,
          "Transfers and founders: the definitive documents will include rights of first refusal and co-sale, a drag-along right exercisable by the holders of a majority of the shares including the Investment Shares, vesting of the founders' shares with customary good and bad leaver provisions, and confidentiality, intellectual property assignment and restrictive covenants from the founders to the extent enforceable under the governing law.",
        ],
      },
      {
        heading: "Conditions",
        body: (ctx) =>
          `The investment is subject to: (a) completion of business, financial and legal due diligence satisfactory to the ${ctx.b.role}; (b) agreement and signature of a subscription agreement, a shareholders' agreement and new constitutional documents of the ${ctx.a.role}; (c) approval by the investment committee of the ${ctx.b.role}; (d) all shareholder, regulatory and third-party approvals needed for the investment; and (e) no material adverse change in the business or prospects of the ${ctx.a.role} before completion.`,
      },
      {
        heading: "Exclusivity",
        body: (ctx) => [
          `${inReturnFor(ctx)} the ${ctx.b.role} incurring the costs of due diligence and negotiation, for ${ctx.term("exclusivity_period")} after the date of this Term Sheet the ${ctx.a.role} shall not, and shall procure that its directors, shareholders and advisers do not, directly or indirectly solicit, encourage, negotiate or agree any proposal from any person other than the ${ctx.b.role} for an investment in, or the acquisition of, the ${ctx.a.role} or any material part of its business.`,
          `The ${ctx.a.role} shall promptly tell the ${ctx.b.role} if it receives any such proposal, without having to disclose the identity of the person who made it.`,
        ],
      },
      {
        heading: "Costs",
        body: (ctx) => {
          const cap = ctx.optional("investor_costs_cap");
          return cap
            ? `Each party shall bear its own costs in connection with the proposed investment, except that on completion the ${ctx.a.role} shall reimburse the reasonable legal and due diligence costs of the ${ctx.b.role} up to ${cap}.`
            : "Each party shall bear its own costs in connection with the proposed investment, whether or not it completes.";
        },
      },
      {
        heading: "Binding and Non-Binding Terms",
        body: (ctx) => {
          const out = [
            `Only the clauses of this Term Sheet headed Exclusivity, Costs, Binding and Non-Binding Terms, Confidentiality, Notices, ${ctx.law.family === "civil" ? "Copies" : "Counterparts"} and Electronic Signature, and Governing Law and Disputes are legally binding on the parties (the "Binding Terms"). Every other clause is a statement of the parties' present intention only: it is not an offer capable of acceptance and creates no obligation to negotiate, to invest or to complete the investment, which will be binding only when the definitive agreements are signed.`,
            `Either party may end the negotiations at any time by notice to the other, without liability except under the Binding Terms${ctx.within("FR", "DE") ? ` and subject to ${refTo("good-faith")}` : ""}. The Binding Terms end on the earlier of the signing of the definitive agreements and ninety (90) days after the date of this Term Sheet, except that the clause headed Confidentiality continues for two (2) years after that.`,
          ];
          if (ctx.within("FR")) {
            out.push(anchor("good-faith", `The parties acknowledge that they must conduct and, if it comes to it, break off the negotiations in good faith, as ${ctx.cite("fr-code-civil", "1104", "article 1104")} and ${ctx.cite("fr-code-civil", "1112", "article 1112 of the Code civil")} require, and that compensation for a fault committed in the negotiations cannot make good the loss of the benefits expected from the investment that was not concluded.`));
          } else if (ctx.within("DE")) {
            out.push(anchor("good-faith", `The parties acknowledge that their negotiations give rise to duties to have regard to each other's rights and interests (${ctx.cite("de-bgb", "241", "section 241(2) of the German Civil Code (BGB)")}), and that ending the negotiations in accordance with this clause is not in itself a breach of those duties.`));
          }
          return out;
        },
      },
    ],
    boilerplate: ["confidentiality", "notices", "counterparts", "governing_law"],
    example: {
      jurisdiction: "FR",
      party_a: "Atelier Numérique SAS",
      party_b: "Capital Horizon Partenaires SAS",
      key_terms: {
        investment_amount: "EUR 3,000,000",
        pre_money_valuation: "EUR 12,000,000",
        option_pool: "10%",
        liquidation_preference: "non-participating",
        exclusivity_period: "60 days",
      },
    },
  },
  {
    id: "joint_venture_agreement",
    title: "Joint Venture Agreement",
    group: "corporate",
    description: "Two parties set up and run a jointly owned company: formation and business, contributions and shareholdings, further funding, board and reserved matters, deadlock (escalation, buy-sell or winding up), share transfers, non-competition adjusted to the jurisdiction, and default and exit.",
    parties: {
      a: { role: "First Venturer", description: "The first party to the joint venture." },
      b: { role: "Second Venturer", description: "The second party to the joint venture." },
    },
    terms: [
      { name: "jv_company_name", type: "text", required: true, description: 'Name of the joint venture company, e.g. "Rheinlicht Storage GmbH".' },
      { name: "business_scope", type: "text", required: true, description: "The business the joint venture company will carry on." },
      { name: "contribution_a", type: "text", required: true, description: 'What the First Venturer contributes, e.g. "EUR 6,000,000 in cash".' },
      { name: "contribution_b", type: "text", required: true, description: "What the Second Venturer contributes (cash or assets, with their agreed value)." },
      { name: "shareholding_a", type: "percentage", required: true, description: "The First Venturer's percentage of the shares." },
      { name: "shareholding_b", type: "percentage", required: true, description: "The Second Venturer's percentage of the shares." },
      { name: "place_of_incorporation", type: "text", description: "Where the joint venture company is incorporated; omitted: the place of the governing law." },
      { name: "board_seats_a", type: "text", default: "two (2)", description: "Number of directors the First Venturer appoints." },
      { name: "board_seats_b", type: "text", default: "two (2)", description: "Number of directors the Second Venturer appoints." },
      { name: "deadlock_resolution", type: "choice", options: ["escalation", "buy-sell", "winding up"], default: "escalation", description: "What happens if a deadlock is not resolved by escalation: the status quo continues (escalation), either party may trigger a buy-sell, or the company is wound up." },
      { name: "non_compete_period", type: "duration", description: "How long after a Venturer leaves it must not compete with the joint venture, where the law allows." },
      { name: "non_compete_area", type: "text", default: "any territory in which the JV Company carried on the Business during the last twelve (12) months of this Agreement", description: "Area of the non-compete, where the law allows one after exit." },
    ],
    // Transfer, buy-sell and default provisions oblige the parties to transfer shares: notarial form for a German GmbH.
    features: { transfersShares: { companyTerm: "jv_company_name" } },
    recitals: (ctx) => [`The ${ctx.a.role} and the ${ctx.b.role} wish to co-operate in ${ctx.term("business_scope")} through a jointly owned company, on the terms of this Agreement.`],
    clauses: [
      {
        heading: "Formation of the JV Company",
        body: (ctx) => {
          const percentA = parseFloat(ctx.term("shareholding_a"));
          const percentB = parseFloat(ctx.term("shareholding_b"));
          if (Number.isFinite(percentA) && Number.isFinite(percentB) && Math.abs(percentA + percentB - 100) > 0.001) {
            ctx.note("shareholdings_do_not_add_up", "The two shareholdings given do not add up to 100%: check shareholding_a and shareholding_b.");
          }
          if (ctx.within("DE") && germanCompanyForm(ctx.optional("jv_company_name")) === "gmbh") {
            ctx.note("gmbh_articles_notarised", "Germany: the articles of association of a GmbH must themselves be notarially recorded (GmbHG § 2).");
          }
          return [
            `The parties shall procure the incorporation in ${ctx.optional("place_of_incorporation") ?? ctx.law.place} of ${ctx.term("jv_company_name")} (the "JV Company"), with constitutional documents in the form agreed between them, to carry on ${ctx.term("business_scope")} (the "Business").`,
            `Each party shall exercise its voting rights and other powers in relation to the JV Company to give effect to this Agreement. If the constitutional documents of the JV Company conflict with this Agreement, this Agreement prevails as between the parties, and they shall amend the constitutional documents to remove the conflict and to include the provisions of this Agreement that need to bind the JV Company itself.`,
          ];
        },
      },
      {
        heading: "Contributions and Funding",
        body: (ctx) => {
          const out = [
            `In return for the issue of shares in the JV Company, the ${ctx.a.role} shall contribute ${ctx.term("contribution_a")} and the ${ctx.b.role} shall contribute ${ctx.term("contribution_b")}, so that the ${ctx.a.role} holds ${ctx.term("shareholding_a")} and the ${ctx.b.role} holds ${ctx.term("shareholding_b")} of the issued shares.`,
            "A party contributing assets other than cash shall transfer them to the JV Company free from Encumbrances, with the warranties as to title and condition agreed between the parties, and at the value agreed between them or, where the law requires, determined by an independent valuer.",
            `Neither party is obliged to provide further funding. The JV Company shall seek any further funding first from third-party lenders on normal commercial terms, without guarantees from the parties unless they agree, and then by offering new shares or shareholder loans to the parties in proportion to their shareholdings. If a party does not take up its share, the other may do so, and the shareholdings shall be adjusted at a price per share equal to fair market value.`,
          ];
          const fema = femaCompliance(ctx, "the issue of shares in the JV Company");
          if (fema) out.push(fema);
          return out;
        },
      },
      {
        heading: "Board and Management",
        body: (ctx) => [
          `The board of directors (or equivalent management body) of the JV Company shall consist of ${ctx.term("board_seats_a")} directors appointed by the ${ctx.a.role} and ${ctx.term("board_seats_b")} directors appointed by the ${ctx.b.role}, each of whom may be removed and replaced by the party that appointed them by notice to the JV Company. A party's right to appoint directors ends if its shareholding falls below twenty per cent (20%).`,
          `The quorum for a board meeting is at least one director appointed by each party. The chair shall be appointed by each party in turn for a year at a time and has no casting vote.`,
          `The board shall appoint the chief executive and the other senior managers of the JV Company, who shall run the Business day to day in accordance with the business plan and annual budget approved under the clause headed Reserved Matters.`,
        ],
      },
      {
        heading: "Reserved Matters",
        body: (ctx) =>
          `The JV Company shall not take any of the following steps (each a "Reserved Matter") without the prior written approval of both the ${ctx.a.role} and the ${ctx.b.role}: (a) changing the nature or scope of the Business; (b) amending its constitutional documents; (c) issuing, redeeming or buying back any shares, or granting any option or right over them; (d) adopting or materially departing from the business plan or annual budget; (e) borrowing, or giving any guarantee or security, beyond the limits in the approved budget; (f) acquiring or disposing of any business, subsidiary or material asset; (g) entering into any transaction with a party or its Affiliates, other than on arm's length terms approved by the directors appointed by the other party; (h) declaring any dividend otherwise than in accordance with the dividend policy agreed between the parties; (i) appointing or removing its auditors; (j) starting or settling any material litigation; or (k) winding up the JV Company or entering into any insolvency process, except where the law requires it.`,
      },
      {
        heading: "Deadlock",
        body: (ctx) => {
          const choice = ctx.term("deadlock_resolution");
          const out = [
            `A "Deadlock" arises if a Reserved Matter or a resolution of the board has been put to two (2) consecutive meetings and not approved. Either party may then refer it by notice to the chief executives of the parties, who shall meet and try in good faith to resolve it within thirty (30) days (escalation), and failing that the parties shall try to resolve it by mediation for a further thirty (30) days.`,
          ];
          if (choice === "buy-sell") {
            out.push(
              `If the Deadlock is not resolved in that way, either party (the "Offeror") may serve a notice on the other (the "Offeree") under this buy-sell procedure, stating a cash price per share at which it is willing both to buy all the Offeree's shares and to sell all its own shares. Within thirty (30) days the Offeree shall elect by notice either to sell all its shares to the Offeror or to buy all the Offeror's shares, in either case at the price stated; if it makes no election, it is treated as electing to sell. The sale shall complete within sixty (60) days after the election, with the seller's shares transferred free from Encumbrances and any loans it has made to the JV Company repaid or assigned to the buyer at their face value.`,
            );
          } else if (choice === "winding up") {
            out.push(`If the Deadlock is not resolved in that way, either party may by notice require that the JV Company be wound up, and both parties shall then vote for and take every step needed for its voluntary winding up, so that its assets, after its liabilities are paid, are distributed to the parties in proportion to their shareholdings.`);
          } else {
            out.push(`If the Deadlock is not resolved in that way, the matter is not approved and the JV Company shall continue to carry on the Business in accordance with the business plan and budget last approved. If Deadlocks on the same matter persist for six (6) months, either party may require the other to negotiate in good faith for a sale of its shares, a sale of the JV Company or its winding up.`);
          }
          return out;
        },
      },
      {
        heading: "Transfers of Shares",
        body: () => [
          `Neither party may transfer or create any Encumbrance over any of its shares in the JV Company during the three (3) years after its incorporation, except to a wholly-owned Affiliate that first agrees in writing to be bound by this Agreement and to transfer the shares back if it ceases to be a wholly-owned Affiliate. ${ENCUMBRANCE}`,
          `After that, a party wishing to sell its shares shall first offer all of them to the other party at the price and on the terms it is prepared to accept. If the other party does not accept the offer within thirty (30) days, the selling party may sell all (and not some only) of the shares to a third party within the following ninety (90) days, at a price no lower and on terms no more favourable to the buyer, if the buyer first agrees in writing to be bound by this Agreement.`,
        ],
      },
      {
        heading: "Non-Competition",
        body: (ctx) =>
          restraintOfTrade(ctx, {
            restricted: "a Venturer",
            beneficiary: "the other Venturer",
            activity: "carry on, or hold an interest in, any business that competes with the Business, except through the JV Company",
            periodTerm: "non_compete_period",
            areaTerm: "non_compete_area",
          }),
      },
      {
        heading: "Default and Exit",
        body: (ctx) => [
          `Each of the following is an event of default of a party (the "Defaulting Party"): (a) it commits a material breach of this Agreement and, if the breach can be remedied, does not remedy it within sixty (60) days after notice; (b) it ${ctx.law.family === "civil" ? insolvencyEvents(ctx) : "becomes insolvent, enters into an arrangement with its creditors, or becomes subject to any winding-up, administration or similar proceeding"}; or (c) a person who does not control it at the date of this Agreement acquires control of it.`,
          `On an event of default, the other party may within six (6) months by notice require the Defaulting Party to sell all its shares in the JV Company to it, at their fair market value determined by an independent valuer agreed by the parties (or, failing agreement, appointed by the president of the professional accountancy body of the place of incorporation of the JV Company), less ten per cent (10%) where the event of default is under paragraph (a).`,
          `This Agreement ends when one party holds all the shares in the JV Company or the JV Company is wound up, except for accrued rights and the clauses which by their nature survive.`,
        ],
      },
    ],
    boilerplate: ["definitions", "confidentiality", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "DE",
      party_a: "Rheinwerk Solar GmbH",
      party_b: "Nordlicht Energy AS",
      key_terms: {
        jv_company_name: "Rheinlicht Storage GmbH",
        business_scope: "the design, installation and operation of utility-scale battery storage systems in Germany",
        contribution_a: "EUR 6,000,000 in cash",
        contribution_b: "the grid-connection rights and project pipeline described in the agreed asset schedule, valued at EUR 4,000,000",
        shareholding_a: "60%",
        shareholding_b: "40%",
        board_seats_a: "three (3)",
        deadlock_resolution: "buy-sell",
      },
    },
  },
  {
    id: "founders_agreement",
    title: "Founders' Agreement",
    group: "corporate",
    description: "Two co-founders agree how they hold and earn their shares in their company: shareholdings, roles and time commitment, vesting with a cliff, good and bad leaver terms, assignment of intellectual property to the company, decision-making, and non-competition adjusted to the jurisdiction.",
    parties: {
      a: { role: "First Founder", description: "The first founder (an individual)." },
      b: { role: "Second Founder", description: "The second founder (an individual)." },
    },
    terms: [
      { name: "company_name", type: "text", required: true, description: 'The company the founders have formed or will form, e.g. "Tandem Health Technologies Ltd".' },
      { name: "equity_a", type: "percentage", required: true, description: "The First Founder's percentage of the founders' shares." },
      { name: "equity_b", type: "percentage", required: true, description: "The Second Founder's percentage of the founders' shares." },
      { name: "role_a", type: "text", description: 'The First Founder\'s role, e.g. "Chief Executive Officer, responsible for strategy, fundraising and sales".' },
      { name: "role_b", type: "text", description: "The Second Founder's role." },
      { name: "time_commitment", type: "choice", options: ["full-time", "part-time"], default: "full-time", description: "Whether each founder works for the Company full-time or part-time." },
      { name: "vesting_period", type: "duration", default: "4 years", description: "Period over which the founders' shares vest." },
      { name: "cliff_period", type: "duration", default: "1 year", description: "Period before any shares vest." },
      { name: "non_compete_period", type: "duration", description: "How long after leaving a founder must not compete, where the law allows." },
      { name: "non_compete_area", type: "text", description: "Area of the non-compete, where the law allows one after leaving." },
    ],
    // A leaver must transfer Founder Shares: notarial form for a German GmbH.
    features: { transfersShares: { companyTerm: "company_name" } },
    recitals: (ctx) => [`The ${ctx.a.role} and the ${ctx.b.role} have founded, or are founding, ${ctx.term("company_name")} (the "Company"), and wish to record how they will hold their shares in it, work for it and make decisions about it.`],
    clauses: [
      {
        heading: "Founder Shares",
        body: (ctx) => [
          `The founders shall hold the ordinary shares of the Company issued to them as founders (the "Founder Shares") in the following proportions: the ${ctx.a.role} ${ctx.term("equity_a")} and the ${ctx.b.role} ${ctx.term("equity_b")}. Each founder shall pay the nominal value of (or the subscription price agreed for) their Founder Shares in cash.`,
          "The founders acknowledge that the issue of shares to investors and under any share option plan will dilute their holdings proportionately, and that their shareholdings remain subject to the vesting and leaver provisions of this Agreement.",
        ],
      },
      {
        heading: "Roles and Commitment",
        body: (ctx) => {
          const roleA = ctx.optional("role_a");
          const roleB = ctx.optional("role_b");
          const roles = [roleA ? `the ${ctx.a.role} as ${roleA}` : "", roleB ? `the ${ctx.b.role} as ${roleB}` : ""].filter(Boolean).join("; and ");
          return [
            roles ? `The founders shall work for the Company in the following roles: ${roles}, with such changes as they agree from time to time.` : "The founders shall work for the Company in the roles they agree from time to time and record in writing.",
            ctx.term("time_commitment") === "part-time"
              ? "Each founder shall work for the Company on a part-time basis, devoting the time agreed between them, and shall not take on other work that conflicts with the interests of the Company."
              : "Each founder shall work for the Company on a full-time basis, devoting their whole working time and attention to it, and shall not take on any other paid work or business activity without the consent of the other founder.",
            "Each founder shall enter into a service or employment agreement with the Company on terms consistent with this Agreement; remuneration shall be set by the board of the Company when its finances allow.",
          ];
        },
      },
      {
        heading: "Vesting of Founder Shares",
        body: (ctx) => {
          const out = [
            `The Founder Shares of each founder vest over ${ctx.term("vesting_period")} from the date of this Agreement. None vests until ${ctx.term("cliff_period")} has passed (the "Cliff"), when the proportion for the Cliff vests, and the rest vest in equal monthly instalments over the remainder of the vesting period, for so long as the founder continues to work for the Company.`,
            "If the Company is sold (by a sale of more than fifty per cent (50%) of its shares or of all or substantially all of its assets) and a founder's engagement is then ended by the Company or its buyer without cause within twelve (12) months, all that founder's unvested Founder Shares vest at once.",
          ];
          if (ctx.law.system === "US") {
            out.push("Each founder shall take their own tax advice on the vesting of their Founder Shares, including on any election available to be taxed on them when they are acquired rather than when they vest, which must be made within a short period after acquisition.");
          } else {
            out.push("Each founder shall take their own tax advice on the acquisition and vesting of their Founder Shares.");
          }
          return out;
        },
      },
      {
        heading: "Leaver Provisions",
        body: () => [
          `A founder who stops working for the Company is a "Leaver". A Leaver is a "Good Leaver" if they leave because of death, serious ill-health or disability, or because the Company ends their engagement other than for cause, or if the other founder agrees in writing that they are a Good Leaver; every other Leaver is a "Bad Leaver". Cause includes gross misconduct, fraud, and material breach of this Agreement not remedied within thirty (30) days after notice.`,
          `Within six (6) months after a founder becomes a Leaver, the Company (so far as the law allows it to buy its own shares) or the other founder or a person they nominate may require the Leaver to transfer: (a) all the Leaver's unvested Founder Shares, at the lower of their nominal value and the price the Leaver paid for them; and (b) if the Leaver is a Bad Leaver, all the Leaver's vested Founder Shares as well, at the lower of the price paid for them and their fair market value. A Good Leaver keeps their vested Founder Shares.`,
          "Fair market value shall be agreed between the parties or, failing agreement within twenty (20) Business Days, determined by an independent accountant appointed by them, acting as an expert, who shall value the shares as a proportion of the value of the whole Company without any discount for a minority holding.",
        ],
      },
      {
        heading: "Founder Intellectual Property",
        body: (ctx) => {
          const out = [
            `Each founder assigns to the Company, ${ctx.law.system === "GB" ? "with full title guarantee and " : ""}by way of present assignment of future rights, all intellectual property rights in every idea, invention, software, design, brand, domain name and other work created by them, alone or with others, for the business of the Company, whether before or after the date of this Agreement. Each founder waives any moral right in those works to the extent the law allows.`,
            "Each founder shall sign any document, and do anything else, the Company reasonably requests to confirm or perfect that assignment, and shall not use or disclose the confidential information of the Company except for its business.",
          ];
          if (ctx.within("US-CA")) {
            out.push("Nothing in this clause assigns an invention that California law does not allow an employer to require an employee to assign, such as one developed entirely on the founder's own time without using the Company's equipment, supplies, facilities or trade secrets and not relating to its business. Each founder shall tell the Company of any invention they believe falls within that exception.");
          }
          return out;
        },
      },
      {
        heading: "Decision-Making",
        body: (ctx) => [
          `The founders shall be the first directors of the Company. Decisions in the ordinary course of the business shall be taken by the founder responsible for the area concerned; every other decision shall be taken by the board.`,
          `The following require the agreement of both the ${ctx.a.role} and the ${ctx.b.role} for so long as each holds Founder Shares: raising investment or debt; issuing shares or options; admitting a new founder; hiring or dismissing a senior employee; selling the Company or a material part of its business; and changing the nature of the business.`,
          "If the founders cannot agree on any such matter within fourteen (14) days, they shall seek the help of a mediator agreed between them before taking any other step.",
        ],
      },
      {
        heading: "Non-Competition",
        body: (ctx) =>
          restraintOfTrade(ctx, {
            restricted: "a founder",
            beneficiary: "the Company",
            activity: "carry on, be employed or engaged in, or hold an interest in, any business that competes with the business of the Company, other than as holder of not more than three per cent (3%) of the shares of a listed company",
            periodTerm: "non_compete_period",
            areaTerm: "non_compete_area",
          }).map((s) =>
            // The helper speaks of the agreement ending; a founder's restraint runs from leaving the Company.
            s
              .replace(`While this ${ctx.shortName} is in force`, "While working for the Company")
              .replaceAll(`after this ${ctx.shortName} ends`, "after ceasing to work for the Company")
              .replace(`in which it actively carried on business during the last twelve (12) months of this ${ctx.shortName}`, "in which the Company actively carried on business during the last twelve (12) months before the founder ceased to work for the Company"),
          ),
      },
    ],
    boilerplate: ["definitions", "confidentiality", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "GB",
      party_a: "Aisha Rahman",
      party_b: "Tom Whitcombe",
      key_terms: {
        company_name: "Tandem Health Technologies Ltd",
        equity_a: "55%",
        equity_b: "45%",
        role_a: "Chief Executive Officer, responsible for strategy, fundraising and sales",
        role_b: "Chief Technology Officer, responsible for product and engineering",
        non_compete_period: "12 months",
      },
    },
  },
  {
    id: "stock_option_agreement",
    title: "Stock Option Agreement",
    group: "corporate",
    description: "A company grants an employee, director or consultant an option to acquire its shares: grant and exercise price, vesting and any acceleration, exercise, lapse on leaving and expiry, corporate events, tax, and the nature of the option (India: ESOP scheme by special resolution).",
    parties: {
      a: { role: "Company", description: "The company granting the option." },
      b: { role: "Optionholder", description: "The employee, director or consultant receiving the option." },
    },
    terms: [
      { name: "option_shares", type: "text", required: true, description: 'Number and class of shares under option, e.g. "40,000 shares of Common Stock".' },
      { name: "exercise_price", type: "money", required: true, description: 'Price payable for each Option Share, e.g. "USD 0.85".' },
      { name: "grant_date", type: "date", required: true, description: "Date the option is granted." },
      { name: "vesting_start_date", type: "date", description: "Date vesting runs from; omitted: the Grant Date." },
      { name: "vesting_schedule", type: "text", default: "25% of the Option Shares on the first anniversary of the Vesting Start Date and the remainder in thirty-six (36) equal monthly instalments after that", description: "When the Option Shares vest." },
      { name: "expiry_period", type: "duration", default: "10 years", description: "How long after the Grant Date the option lapses at the latest." },
      { name: "post_termination_exercise_period", type: "duration", default: "90 days", description: "Time after leaving in which vested options may still be exercised." },
      { name: "plan_name", type: "text", description: 'The share option plan or scheme the option is granted under, e.g. "the Tidewater Robotics 2024 Equity Incentive Plan".' },
      { name: "acceleration", type: "choice", options: ["no acceleration", "single-trigger", "double-trigger"], default: "no acceleration", description: "Whether vesting accelerates on a change of control (single-trigger) or on a change of control followed by termination without cause (double-trigger)." },
    ],
    titleFor: (ctx) => (ctx.law.system === "GB" ? "Share Option Agreement" : "Stock Option Agreement"),
    clauses: [
      {
        heading: "Grant of Option",
        body: (ctx) => {
          const plan = ctx.optional("plan_name");
          const out = [
            `On ${ctx.term("grant_date")} (the "Grant Date") the ${ctx.a.role} grants the ${ctx.b.role} an option (the "Option") to acquire ${ctx.term("option_shares")} (the "Option Shares") at an exercise price of ${ctx.term("exercise_price")} for each Option Share (the "Exercise Price"), on the terms of this Agreement${plan ? ` and of ${plan} (the "Plan"), which prevails if the two conflict` : ""}.`,
          ];
          if (ctx.within("IN")) {
            out.push(`The Option is granted under an employee stock option scheme of the ${ctx.a.role} approved by a special resolution of its shareholders, as ${ctx.cite("in-companies-act-2013", "62", "section 62(1)(b) of the Companies Act, 2013")} requires, and the ${ctx.b.role} confirms that they are eligible to participate in that scheme. The minimum period between grant and vesting required by the rules made under that Act applies.`);
          } else if (ctx.law.system === "US") {
            out.push(`The board of the ${ctx.a.role} has determined that the Exercise Price is not less than the fair market value of an Option Share on the Grant Date. The ${ctx.a.role} shall state in writing whether the Option is intended to qualify for any tax-advantaged treatment; if it does not so state, the Option is a non-qualified option.`);
          } else {
            out.push(`The ${ctx.a.role} shall state in writing whether the Option is intended to qualify for any tax-advantaged treatment available under the law of the ${ctx.b.role}'s country of residence, and the parties shall co-operate in making any notification that treatment requires.`);
          }
          return out;
        },
      },
      {
        heading: "Vesting",
        body: (ctx) => {
          const acceleration = ctx.term("acceleration");
          return [
            `The Option vests as follows, counted from ${ctx.optional("vesting_start_date") ?? "the Grant Date"} (the "Vesting Start Date"): ${ctx.term("vesting_schedule")}, in each case only if the ${ctx.b.role} has remained continuously in the service of the ${ctx.a.role} or one of its Affiliates (as an employee, director or consultant) until the vesting date.`,
            acceleration === "single-trigger"
              ? `On a Change of Control (as defined in the clause headed Corporate Events), single-trigger acceleration applies: the whole of the Option that has not vested vests immediately before completion of the Change of Control.`
              : acceleration === "double-trigger"
                ? `Double-trigger acceleration applies: if, within twelve (12) months after a Change of Control (as defined in the clause headed Corporate Events), the service of the ${ctx.b.role} is ended by the ${ctx.a.role} or its successor without cause, or by the ${ctx.b.role} because of a material reduction in their role or pay, the whole of the Option that has not vested vests on that termination.`
                : `There is no acceleration of vesting on a Change of Control or otherwise, except as the board of the ${ctx.a.role} may decide in its discretion.`,
          ];
        },
      },
      {
        heading: "Exercise",
        body: (ctx) => [
          `The ${ctx.b.role} may exercise the vested part of the Option, in whole or in part (but not for fewer than one hundred (100) Option Shares unless fewer remain), by giving the ${ctx.a.role} a notice of exercise stating the number of Option Shares, with payment of the Exercise Price for them in cash or, if the board of the ${ctx.a.role} allows, by a cashless or net exercise.`,
          `Within thirty (30) days after a valid exercise the ${ctx.a.role} shall issue or transfer the Option Shares to the ${ctx.b.role}, credited as fully paid, and enter the ${ctx.b.role} in its ${shareWords(ctx).register}. Before they are issued the ${ctx.b.role} shall sign any ${shareWords(ctx).adherence} to the shareholders' agreement of the ${ctx.a.role} that the ${ctx.a.role} reasonably requires.`,
        ],
      },
      {
        heading: "Lapse of the Option",
        body: (ctx) => [
          `The Option lapses, to the extent not exercised, on the earliest of: (a) the date falling ${ctx.term("expiry_period")} after the Grant Date; (b) the end of ${ctx.term("post_termination_exercise_period")} after the ${ctx.b.role} stops being in the service of the ${ctx.a.role} and its Affiliates, other than because of death or disability; (c) twelve (12) months after the death or disability of the ${ctx.b.role}, in which case their personal representatives may exercise it; and (d) the termination of the ${ctx.b.role}'s service for cause, when the whole Option lapses at once.`,
          `Any part of the Option that has not vested when the ${ctx.b.role} stops being in the service of the ${ctx.a.role} and its Affiliates lapses on that date.`,
        ],
      },
      {
        heading: "Corporate Events",
        body: (ctx) => [
          `If the share capital of the ${ctx.a.role} is varied by ${ctx.law.system === "US" ? "a stock dividend, stock split, reverse stock split, recapitalisation or similar event" : "a capitalisation or bonus issue, rights issue, subdivision, consolidation or reduction"}, the board of the ${ctx.a.role} shall adjust the number of Option Shares and the Exercise Price in the way it considers fair and reasonable, so that the ${ctx.b.role} is neither better nor worse off.`,
          `"Change of Control" means the acquisition by any person (with persons acting in concert with it) of more than fifty per cent (50%) of the voting shares of the ${ctx.a.role}, or the sale of all or substantially all of its assets. On a Change of Control the acquirer may assume the Option or replace it with an equivalent option over its own shares; if it does not, the ${ctx.a.role} shall give the ${ctx.b.role} at least ten (10) Business Days' notice in which to exercise the vested part of the Option before completion, after which the Option lapses.`,
        ],
      },
      {
        heading: "Tax",
        body: (ctx) =>
          `The ${ctx.b.role} is responsible for all income tax, social security contributions and other taxes payable by them on the grant, vesting or exercise of the Option or the sale of the Option Shares. The ${ctx.a.role} (or the Affiliate employing the ${ctx.b.role}) may withhold from the ${ctx.b.role}'s pay, or sell on their behalf enough Option Shares to cover, any amount it is required by law to account for on the ${ctx.b.role}'s behalf, and need not issue the Option Shares until arrangements satisfactory to it have been made.`,
      },
      {
        heading: "Nature of the Option",
        body: (ctx) => [
          `The Option is personal to the ${ctx.b.role} and may not be transferred, charged or otherwise disposed of, except to their personal representatives on death; any attempt to do so makes it lapse.`,
          `The ${ctx.b.role} has no right as a shareholder in respect of any Option Share until it is issued to them. The grant of the Option does not form part of the ${ctx.b.role}'s contract of employment or engagement, gives no right to continued service or to future grants, and does not count as pay for the purpose of any pension, bonus or severance calculation. The ${ctx.b.role} is not entitled to compensation for the loss of the Option, or of any right under it, on the end of their service for any reason.`,
        ],
      },
    ],
    boilerplate: ["definitions", "data_protection", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "US-CA",
      party_a: "Tidewater Robotics, Inc.",
      party_b: "Priya Natarajan",
      key_terms: {
        option_shares: "40,000 shares of Common Stock",
        exercise_price: "USD 0.85",
        grant_date: "2026-02-15",
        plan_name: "the Tidewater Robotics 2024 Equity Incentive Plan",
        acceleration: "double-trigger",
      },
    },
  },
  {
    id: "escrow_agreement",
    title: "Escrow Agreement",
    group: "corporate",
    description: "A depositor and a beneficiary appoint an escrow agent to hold money until release conditions are met: deposit, release on joint instructions or a final decision, disputes, the agent's duties and protection, fees, resignation and replacement, and the agent's countersignature.",
    parties: {
      a: { role: "Depositor", description: "The party paying the money into escrow (e.g. the buyer)." },
      b: { role: "Beneficiary", description: "The party entitled to the money when the release conditions are met (e.g. the seller)." },
    },
    terms: [
      { name: "escrow_agent", type: "text", required: true, description: 'The escrow agent, with its registered number and address, e.g. "Ledgerline Escrow Services Limited (company number 07654321), of 1 Bank Street, London E14 5JP".' },
      { name: "escrow_amount", type: "money", required: true, description: "The amount deposited in escrow." },
      { name: "underlying_agreement", type: "text", required: true, description: 'The transaction the escrow secures, e.g. "the share purchase agreement dated 30 April 2026 between the Depositor and the Beneficiary".' },
      { name: "release_conditions", type: "text", required: true, description: "The event on which the money is to be released to the Beneficiary." },
      { name: "long_stop_date", type: "date", description: "Date after which, if the release conditions are not met and no claim is pending, the money returns to the Depositor." },
      { name: "fees_borne_by", type: "choice", options: ["depositor", "beneficiary", "shared"], default: "shared", description: "Who pays the escrow agent's fees: the depositor, the beneficiary, or shared equally." },
    ],
    recitals: (ctx) => [
      `The ${ctx.a.role} and the ${ctx.b.role} are parties to ${ctx.term("underlying_agreement")} (the "Underlying Agreement"), under which the ${ctx.a.role} is to deposit money in escrow.`,
      `The ${ctx.a.role} and the ${ctx.b.role} wish to appoint ${ctx.term("escrow_agent")} (the "Escrow Agent") to hold that money on the terms of this Agreement, and the Escrow Agent accepts that appointment by countersigning this Agreement.`,
    ],
    clauses: [
      {
        heading: "Appointment of the Escrow Agent",
        body: (ctx) => [
          `The ${ctx.a.role} and the ${ctx.b.role} jointly appoint the Escrow Agent to receive, hold and release the Escrow Amount in accordance with this Agreement.`,
          "The Escrow Agent's duties are only those expressly set out in this Agreement and are administrative. It is not a party to, is not bound by and need not enquire into the Underlying Agreement, and has no duty to decide whether the release conditions have been met.",
        ],
      },
      {
        heading: "Deposit of the Escrow Amount",
        body: (ctx) => [
          `Within five (5) Business Days after the date of this Agreement, the ${ctx.a.role} shall pay ${ctx.term("escrow_amount")} (the "Escrow Amount") into a separate account opened by the Escrow Agent with a bank for the purposes of this Agreement (the "Escrow Account"). The Escrow Agent shall notify both parties when it receives the Escrow Amount.`,
          "The Escrow Agent holds the Escrow Amount, and any interest earned on it, for the parties in accordance with this Agreement, separately from its own money and not as part of its own assets. Interest follows the principal and is paid to the party to whom the principal is released, less any tax the Escrow Agent is required to deduct.",
          "Each party shall give the Escrow Agent the identification documents it reasonably requires to meet its anti-money laundering and know-your-customer obligations before the Escrow Account is opened.",
        ],
      },
      {
        heading: "Release of the Escrow Amount",
        body: (ctx) => {
          const longStop = ctx.optional("long_stop_date");
          const out = [
            `The Escrow Agent shall release the Escrow Amount (or any part of it) only: (a) in accordance with joint written instructions signed on behalf of both the ${ctx.a.role} and the ${ctx.b.role} ("Joint Instructions"); or (b) in accordance with a final decision of a court or arbitral tribunal of competent jurisdiction from which no appeal lies or against which the time to appeal has expired, delivered to it with a certificate from the lawyers of the party relying on it that the decision is final ("Final Decision"). It shall make the release within three (3) Business Days after receiving the Joint Instructions or the Final Decision.`,
            `Within five (5) Business Days after ${ctx.term("release_conditions")}, the ${ctx.a.role} and the ${ctx.b.role} shall give the Escrow Agent Joint Instructions to release the Escrow Amount to the ${ctx.b.role}, and neither shall unreasonably withhold or delay its signature of Joint Instructions that give effect to the Underlying Agreement.`,
          ];
          if (longStop) {
            out.push(`If the release conditions have not been met by ${longStop}, and the ${ctx.b.role} has not before that date notified the Escrow Agent and the ${ctx.a.role} of a claim to the Escrow Amount under the Underlying Agreement, the parties shall give Joint Instructions to release the Escrow Amount to the ${ctx.a.role}.`);
          }
          return out;
        },
      },
      {
        heading: "Disputes over Release",
        body: (ctx) =>
          `If the ${ctx.a.role} and the ${ctx.b.role} disagree about the release of the Escrow Amount, the Escrow Agent shall continue to hold it until it receives Joint Instructions or a Final Decision, and shall not act on the instructions of one party alone. Where a dispute has continued for more than six (6) months, the Escrow Agent may, after giving both parties twenty (20) Business Days' notice, pay the Escrow Amount into court or take any other step the law of the place where the Escrow Account is held allows for a stakeholder to obtain a discharge, and is then released from its obligations under this Agreement.`,
      },
      {
        heading: "Protection of the Escrow Agent",
        body: (ctx) => [
          "The Escrow Agent is not liable for any loss arising from anything it does or omits to do under this Agreement, except to the extent caused by its fraud, gross negligence or wilful default. It is not liable for any loss of interest, for the insolvency of the bank holding the Escrow Account, or for any indirect or consequential loss.",
          "The Escrow Agent may rely on any instruction, decision, certificate or signature it believes in good faith to be genuine, may take legal advice at the parties' cost, and is not obliged to take any legal action or to act where it would breach the law or its regulatory obligations.",
          `The ${ctx.a.role} and the ${ctx.b.role} jointly and severally indemnify the Escrow Agent against every loss, liability and reasonable cost it incurs in performing this Agreement, except to the extent caused by its fraud, gross negligence or wilful default. As between themselves, the ${ctx.a.role} and the ${ctx.b.role} shall bear any amount paid under this indemnity equally, unless it arose from the breach of one of them, who shall then bear it.`,
          ...civilLimitSaving(ctx, "the Escrow Agent's"),
        ],
      },
      {
        heading: "Escrow Fees",
        body: (ctx) => {
          const who = ctx.term("fees_borne_by");
          const payer = who === "depositor" ? `the ${ctx.a.role}` : who === "beneficiary" ? `the ${ctx.b.role}` : `the ${ctx.a.role} and the ${ctx.b.role}, shared between them equally`;
          return `The fees of the Escrow Agent, as agreed in its fee letter, and its reasonable out-of-pocket expenses are borne by ${payer}. The Escrow Agent may not deduct its fees from the Escrow Amount unless they remain unpaid thirty (30) days after they fall due.`;
        },
      },
      {
        heading: "Resignation and Replacement",
        body: (ctx) => [
          `The Escrow Agent may resign by giving both parties not less than thirty (30) days' notice, and the ${ctx.a.role} and the ${ctx.b.role} may jointly remove it by notice at any time. They shall jointly appoint a successor escrow agent (a bank, trust company or law firm) who agrees in writing to be bound by this Agreement, and the retiring Escrow Agent shall transfer the Escrow Amount to the successor.`,
          "If no successor has been appointed within the notice period, the retiring Escrow Agent may apply to a court to appoint one or pay the Escrow Amount into court, and is then released from its obligations under this Agreement.",
        ],
      },
      {
        heading: "Acceptance by the Escrow Agent",
        body: (ctx) =>
          `The Escrow Agent, ${ctx.term("escrow_agent")}, signs below to confirm that it accepts its appointment and agrees to act on the terms of this Agreement, and from that signature it is a party to this Agreement for all its purposes (including notices and the governing law and disputes clause).\nSigned for and on behalf of the Escrow Agent:\nSignature: ____________________\nName: [●]\nTitle: [●]\nDate: ____________________`,
      },
    ],
    boilerplate: ["definitions", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "GB",
      party_a: "Northgate Holdings Limited",
      party_b: "Margaret Ellison",
      key_terms: {
        escrow_agent: "Ledgerline Escrow Services Limited (company number 07654321), of 1 Bank Street, London E14 5JP",
        escrow_amount: "GBP 475,000",
        underlying_agreement: "the share purchase agreement dated 30 April 2026 between the Depositor as buyer and the Beneficiary as seller relating to Harbour Analytics Limited",
        release_conditions: "the expiry of eighteen (18) months after completion under the Underlying Agreement without any warranty claim having been notified",
        fees_borne_by: "shared",
      },
    },
  },
];
