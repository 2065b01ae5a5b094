import { roundHalfUp } from "@/lib/tools/money";
import type { IncomeType } from "./rates";

/**
 * India's domestic withholding on payments to non-residents: the base rate of Income-tax Act 1961 s.115A (2025 Act
 * s.207 from 1 Apr 2026), the Union surcharge and the Health and Education Cess of Part II of the First Schedule to the
 * Finance Act of the year of payment. Each figure keeps its start date and source together.
 */

export type RecipientClass = "foreign_company" | "non_corporate";
/** The currency in which the money was borrowed or the debt incurred: it decides which Part II entry taxes the interest. */
export type LoanCurrency = "foreign_currency" | "rupee";

interface DatedRate {
  from: string;
  rate: number;
  source: string;
}

/** s.115A(1): dividends (taxable again from 1 Apr 2020, when dividend distribution tax ended), foreign-currency interest, royalties and FTS. */
const BASE: Record<IncomeType, DatedRate[]> = {
  dividends: [{ from: "2020-04-01", rate: 20, source: "s.115A(1)(a)(A) (2025 Act s.207(1) Table Sl. No. 1); dividends are taxed in the shareholder's hands from 1 Apr 2020 (Finance Act 2020)" }],
  interest: [{ from: "1976-06-01", rate: 20, source: "s.115A(1)(a)(B) (2025 Act s.207(1) Table Sl. No. 3): interest on money borrowed in foreign currency" }],
  royalties: [
    { from: "2023-04-01", rate: 20, source: "s.115A(1)(b) as amended by the Finance Act 2023 (2025 Act s.207(2))" },
    { from: "2015-04-01", rate: 10, source: "s.115A(1)(b) as amended by the Finance Act 2015" },
  ],
  fts: [
    { from: "2023-04-01", rate: 20, source: "s.115A(1)(b) as amended by the Finance Act 2023 (2025 Act s.207(2))" },
    { from: "2015-04-01", rate: 10, source: "s.115A(1)(b) as amended by the Finance Act 2015" },
  ],
};

/**
 * Interest on money borrowed (or debt incurred) in rupees is not within s.115A(1)(a) or the foreign-currency interest
 * entry of Part II of the First Schedule: it is withheld under s.195 at the Part II rate for "any other income" of the
 * recipient's class. Newest first.
 */
const OTHER_INCOME: Record<RecipientClass, DatedRate[]> = {
  foreign_company: [
    {
      from: "2024-04-01",
      rate: 35,
      source:
        "Part II of the First Schedule to the Finance (No. 2) Act 2024 for FY 2024-25, \"any other income\" of a company other than a domestic company, reduced from 40% (Memorandum to the Finance (No. 2) Bill 2024, https://taxmanagementindia.com/visitor/tmi_faq_details.asp?ID=1241&discuss=Yes); kept for FY 2025-26 (Memorandum to the Finance Bill 2025, II.4: Part II rates other than on insurance commission stay as in the Finance (No. 2) Act 2024, https://taxmanagementindia.com/visitor/tmi_faq_details.asp?ID=1439; the enacted Part II itself is not read here) and unchanged for FY 2026-27 (https://www.taxtmi.com/tmi_notes?id=2466)",
    },
    {
      from: "2018-04-01",
      rate: 40,
      source:
        "Part II of the First Schedule to the Finance Act of each year to FY 2023-24, \"any other income\" of a foreign company (the 40% the Finance (No. 2) Act 2024 reduced; 4%-cess era TDS chart, http://arvassociates.com/utilities.aspx?serve=TDS+Rates+for+N.R.I+u%2Fs+195)",
    },
  ],
  non_corporate: [
    {
      from: "2018-04-01",
      rate: 30,
      source:
        "Part II of the First Schedule to the Finance Act of the year, \"any other income\" of a non-resident other than a company (4%-cess era TDS chart, http://arvassociates.com/utilities.aspx?serve=TDS+Rates+for+N.R.I+u%2Fs+195; rates unchanged for FY 2026-27, https://www.taxtmi.com/tmi_notes?id=2466)",
    },
  ],
};
/** The Finance (No. 2) Act 2024, which cut the foreign-company figure to 35%, received assent on 16 Aug 2024. */
const FINANCE_NO2_2024_ASSENT = "2024-08-16";

/** Health and Education Cess on tax plus surcharge: 4% from the Finance Act 2018 (it replaced the 2% + 1% education cesses). */
const CESS: DatedRate[] = [
  {
    from: "2018-04-01",
    rate: 4,
    source: "Health and Education Cess, Finance Act 2018 onwards (FY 2018-19 TDS chart, https://www.taxtmi.com/tmi_blog_details?id=519873); Finance Bill 2026 keeps 4% for tax year 2026-27",
  },
];

/** The first payment date whose surcharge and cess are held: earlier years had the 2% + 1% education cesses and other bands. */
export const DOMESTIC_HELD_FROM = "2018-04-01";
/**
 * The last payment date whose surcharge and cess are held: the end of tax year 2026-27 (Finance Act 2026). Each later
 * year's Part II rates come from that year's Finance Act, which may change them.
 */
export const DOMESTIC_HELD_UNTIL = "2027-03-31";
/** Dividends paid up to 31 Mar 2020 bore dividend distribution tax (s.115-O) and were exempt in the shareholder's hands (s.10(34)). */
export const DIVIDENDS_TAXED_FROM = "2020-04-01";

type Bands = Record<RecipientClass, { above: number; pct: number }[]>;
interface DatedSurcharge {
  from: string;
  source: string;
  bands: Bands;
}

/**
 * Part II of the First Schedule (rates for deduction at source) of the Finance Act of the year: on the payment (or the
 * aggregate paid in the year) exceeding each threshold. Newest first.
 */
const SURCHARGE: DatedSurcharge[] = [
  {
    from: "2019-04-01",
    source:
      "Part II of the First Schedule to the Finance (No. 2) Act 2019 for FY 2019-20, repeated for FY 2020-21 (Memorandum to the Finance Bill 2020, https://taxmanagementindia.com/web/tmi_blog_details.asp?id=602340) and unchanged to tax year 2026-27 (also https://www.taxmanagementindia.com/visitor/detail_manual.asp?ID=1858)",
    bands: {
      foreign_company: [
        { above: 100_000_000, pct: 5 },
        { above: 10_000_000, pct: 2 },
      ],
      non_corporate: [
        { above: 50_000_000, pct: 37 },
        { above: 20_000_000, pct: 25 },
        { above: 10_000_000, pct: 15 },
        { above: 5_000_000, pct: 10 },
      ],
    },
  },
  {
    from: "2018-04-01",
    source:
      "Part II of the First Schedule to the Finance Act 2018 for FY 2018-19 (TDS chart https://www.taxtmi.com/tmi_blog_details?id=519873; TCS chart https://www.taxtmi.com/tmi_blog_details?id=519874)",
    bands: {
      foreign_company: [
        { above: 100_000_000, pct: 5 },
        { above: 10_000_000, pct: 2 },
      ],
      non_corporate: [
        { above: 10_000_000, pct: 15 },
        { above: 5_000_000, pct: 10 },
      ],
    },
  },
];
/** Surcharge on dividend income of a non-corporate payee is capped at 15%. */
const DIVIDEND_SURCHARGE_CAP = 15;
/** From FY 2023-24 (Finance Act 2023) a payee under the default regime of s.115BAC pays at most 25% surcharge. */
const NEW_REGIME_CAP_FROM = "2023-04-01";

const inForce = (rates: DatedRate[], date: string) => rates.find((r) => date >= r.from) ?? null;

export interface DomesticWithholding {
  base_rate: number;
  surcharge_pct: number;
  cess_pct: number;
  /** base × (1 + surcharge) × (1 + cess), to four decimals: the rate actually withheld. */
  effective_rate: number;
  basis: string;
  /** A figure that depends on facts the core does not have. */
  caveats: string[];
}

/** The domestic rate in force on the payment date, or null when it is not held for that date. */
export function domesticWithholding(
  type: IncomeType,
  recipient: RecipientClass,
  amount: number,
  paymentDate: string,
  loanCurrency: LoanCurrency = "foreign_currency",
  /** A concessional section's rate (ss.194LB–194LD), which replaces the base rate; surcharge and cess still apply. */
  concessional?: { rate: number; source: string },
): DomesticWithholding | null {
  const rupeeInterest = type === "interest" && loanCurrency === "rupee" && !concessional;
  const base = concessional ? { from: paymentDate, ...concessional } : inForce(rupeeInterest ? OTHER_INCOME[recipient] : BASE[type], paymentDate);
  const cess = inForce(CESS, paymentDate);
  const table = SURCHARGE.find((t) => paymentDate >= t.from) ?? null;
  if (base === null || cess === null || table === null) return null;
  const bands = table.bands[recipient];
  const caveats: string[] = [];
  if (paymentDate > DOMESTIC_HELD_UNTIL) {
    caveats.push(
      `The payment (${paymentDate}) falls after tax year 2026-27: the surcharge and cess for its year are set by that year's Finance Act (Part II of the First Schedule), which is not held here, so the 2026-27 figures are used; check them against that Act.`,
    );
  }
  if (rupeeInterest && recipient === "foreign_company" && paymentDate >= "2024-04-01" && paymentDate < FINANCE_NO2_2024_ASSENT) {
    caveats.push(
      `The Finance (No. 2) Act 2024, whose Part II gives 35% for FY 2024-25, received assent on 16 Aug 2024; a deduction made before then (${paymentDate}) may have been made at the 40% figure previously in force.`,
    );
  }
  if (rupeeInterest && recipient === "non_corporate") {
    caveats.push(
      "A non-resident Indian's investment income from a foreign exchange asset (ss.115C–115E) has its own 20% entry in Part II; it is not applied here: check whether the loan was made out of convertible foreign exchange.",
    );
  }
  let surcharge = bands.find((band) => amount > band.above)?.pct ?? 0;
  if (recipient === "non_corporate" && type === "dividends" && surcharge > DIVIDEND_SURCHARGE_CAP) surcharge = DIVIDEND_SURCHARGE_CAP;
  if (recipient === "non_corporate" && surcharge === 37 && paymentDate >= NEW_REGIME_CAP_FROM) {
    caveats.push("Above ₹5 crore the 37% surcharge applies only under the old regime; a payee under the default regime pays at most 25%.");
  }
  const effective = roundHalfUp(base.rate * (1 + surcharge / 100) * (1 + cess.rate / 100), 4);
  const bandText =
    surcharge === 0
      ? `no surcharge (the payment does not exceed ₹${recipient === "foreign_company" ? "1 crore" : "50 lakh"})`
      : `surcharge ${surcharge}% (payment above the ₹${amountWords(bands.find((b) => b.pct === surcharge)?.above ?? 0)} band${type === "dividends" && recipient === "non_corporate" ? ", capped at 15% on dividends" : ""})`;
  return {
    base_rate: base.rate,
    surcharge_pct: surcharge,
    cess_pct: cess.rate,
    effective_rate: effective,
    basis: `${base.rate}% (${base.source}), ${bandText}, and ${cess.rate}% cess on tax and surcharge (${cess.source}; surcharge: ${table.source}) = ${effective}%`,
    caveats,
  };
}

function amountWords(rupees: number): string {
  return rupees >= 10_000_000 ? `${rupees / 10_000_000} crore` : `${rupees / 100_000} lakh`;
}
