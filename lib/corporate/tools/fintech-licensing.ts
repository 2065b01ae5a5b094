import { z } from "zod";
import { money } from "@/lib/tools/figures";
import { parseIsoDate } from "@/lib/tools/dates";
import { InputProblems, citationIds, cite, isoDate, ref } from "@/lib/tools/civil-limitation";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";
import { type Currency, formatDate, formatMoney } from "@/lib/tools/format";

const PSS = "in-payment-and-settlement-systems-act-2007";
const PSA = "sg-payment-services-act-2019";
const EMR = "uk-electronic-money-regulations-2011";

/** RBI PA net worth: ₹15 crore on applying, ₹25 crore by the end of the third financial year after authorisation. */
const PA_NET_WORTH_APPLICATION = 150_000_000;
const PA_NET_WORTH_THIRD_YEAR = 250_000_000;
/** RBI (Regulation of Payment Aggregators) Directions 2025, issued 15 Sep 2025 with immediate effect. */
const PA_DIRECTIONS_2025 = "2025-09-15";
const PA_EXISTING_AUTHORISATION_BY = "2025-12-31";
const PA_EXISTING_WIND_UP_BY = "2026-02-28";

/** PS Act s.6(5) thresholds, averages over a calendar year. */
const SG_ONE_SERVICE_MONTHLY = 3_000_000;
const SG_TWO_OR_MORE_MONTHLY = 6_000_000;
const SG_E_MONEY_DAILY = 5_000_000;
/** Base capital under the PS Regulations as generally reported; not confirmed against the current text (warned). */
const SG_BASE_CAPITAL = { spi: 100_000, mpi: 250_000 } as const;

/** EMRs reg. 19 and Schedule 2: €350,000 initial/own funds floor; 2% of average outstanding e-money; small EMI limits. */
const EMI_FLOOR_EUR = 350_000;
const EMI_OWN_FUNDS_RATE = 0.02;
const SMALL_EMI_MAX_OUTSTANDING_EUR = 5_000_000;
const SMALL_EMI_MAX_MONTHLY_PAYMENTS_EUR = 3_000_000;
const SMALL_EMI_OWN_FUNDS_FROM_EUR = 500_000;

export const sgServices = [
  "account_issuance",
  "domestic_money_transfer",
  "cross_border_money_transfer",
  "merchant_acquisition",
  "e_money_issuance",
  "digital_payment_token",
  "money_changing",
] as const;


export const fintechLicensingInput = z.strictObject({
  // India
  pa_categories: z.array(z.enum(["pa_o", "pa_p", "pa_cb"])).min(1).max(3).optional().describe("India: payment aggregator categories (online, physical, cross-border)"),
  is_bank: z.boolean().optional().describe("India: whether the applicant is a bank (banks need no separate PA authorisation)"),
  existing_pa: z.boolean().optional().describe("India: whether the non-bank already operated as a payment aggregator when the 2025 Directions issued"),
  net_worth_inr: money("India: current net worth, in rupees").optional(),
  authorisation_date: isoDate("India: date RBI authorisation was granted, if it has been").optional(),
  // Singapore
  sg_services: z
    .array(z.strictObject({ service: z.enum(sgServices).describe("A payment service of the PS Act First Schedule"), average_monthly_sgd: money("Average monthly transaction value over the calendar year, S$").optional() }))
    .min(1)
    .max(7)
    .optional()
    .describe("Singapore: the payment services provided"),
  average_daily_e_money_sgd: money("Singapore: average daily outstanding e-money over the calendar year, S$").optional(),
  base_capital_sgd: money("Singapore: base capital held, S$").optional(),
  // United Kingdom
  average_outstanding_e_money_eur: money("UK: average outstanding electronic money, in euro").optional(),
  average_monthly_payment_transactions_eur: money("UK: average monthly payment transactions (unrelated to e-money), in euro").optional(),
  own_funds_eur: money("UK: own funds held, in euro").optional(),
});
type Input = z.infer<typeof fintechLicensingInput>;

const capital = z.object({
  label: z.string(),
  currency: z.enum(["INR", "SGD", "EUR"]),
  required: z.number().nullable(),
  held: z.number().nullable(),
  met: z.boolean().nullable(),
  by_date: z.string().nullable(),
  basis: z.string(),
  citation_ids: citationIds,
});
const item = z.object({ text: z.string(), date: z.string().nullable(), passed: z.boolean().nullable(), citation_ids: citationIds });

export const fintechLicensingResult = z.object({
  as_of: z.string(),
  regime: z.enum(["IN_RBI_PAYMENT_AGGREGATOR", "SG_PS_ACT", "GB_E_MONEY"]),
  licence: z.object({ required: z.boolean(), class: z.string(), reason: z.string(), citation_ids: citationIds }),
  capital: z.array(capital),
  tests: z.array(z.object({ test: z.string(), value: z.number().nullable(), threshold: z.number(), exceeded: z.boolean().nullable(), citation_ids: citationIds })),
  conditions: z.array(item),
});
type Result = z.infer<typeof fintechLicensingResult>;

function india(input: Input, ctx: CoreContext): Result {
  const c = cite(ctx, ref(PSS, "4"), ref(PSS, "18"));
  if (ctx.asOf < PA_DIRECTIONS_2025) {
    ctx.warn({ code: "conflicting_authority", message: `as_of is before ${PA_DIRECTIONS_2025}, when the 2020 PA-PG guidelines (and 2023 PA-CB directions) applied; the net worth figures were the same, but the categories and conduct rules shown are those of the 2025 Directions.` });
  }
  if (input.is_bank) {
    return { as_of: ctx.asOf, regime: "IN_RBI_PAYMENT_AGGREGATOR", licence: { required: false, class: "Bank (no separate PA authorisation)", reason: "Banks may act as payment aggregators without a separate authorisation", citation_ids: c }, capital: [], tests: [], conditions: [] };
  }
  const cats = input.pa_categories ?? ["pa_o"];
  const capitalItems: Result["capital"] = [
    { label: "Net worth on applying", currency: "INR", required: PA_NET_WORTH_APPLICATION, held: input.net_worth_inr ?? null, met: input.net_worth_inr === undefined ? null : input.net_worth_inr >= PA_NET_WORTH_APPLICATION, by_date: null, basis: "₹15 crore at application, certified by the statutory auditor", citation_ids: c },
  ];
  if (input.authorisation_date) {
    // The financial year of the grant is counted as the first; a reading that starts with the next year gives one year more.
    const { year, month } = parseIsoDate(input.authorisation_date);
    const grantFyEnd = month <= 3 ? year : year + 1;
    const byCountingGrantYear = `${grantFyEnd + 2}-03-31`;
    const byCountingNextYear = `${grantFyEnd + 3}-03-31`;
    ctx.warn({ code: "conflicting_authority", message: `"End of the third financial year" after authorisation: counting the year of grant as the first gives ${byCountingGrantYear}; counting from the next full year gives ${byCountingNextYear}. The earlier date is shown; confirm with the authorisation letter.` });
    capitalItems.push({ label: "Net worth by the end of the third financial year after authorisation", currency: "INR", required: PA_NET_WORTH_THIRD_YEAR, held: input.net_worth_inr ?? null, met: input.net_worth_inr === undefined ? null : input.net_worth_inr >= PA_NET_WORTH_THIRD_YEAR, by_date: byCountingGrantYear, basis: "₹25 crore, maintained at all times after that", citation_ids: c });
  }
  const conditions: Result["conditions"] = [
    { text: "Escrow account with a scheduled commercial bank for customer funds; settlement to merchants no later than T+1", date: null, passed: null, citation_ids: c },
    { text: "Fit-and-proper promoters and directors; merchant due diligence (PAN-only verification allowed for merchants with turnover under ₹40 lakh)", date: null, passed: null, citation_ids: c },
  ];
  if (cats.includes("pa_cb")) conditions.push({ text: "PA-CB: cap of ₹25 lakh per cross-border transaction; FEMA rules also apply", date: null, passed: null, citation_ids: c });
  if (input.existing_pa) {
    conditions.push(
      { text: "Existing non-bank payment aggregators: obtain RBI authorisation by this date", date: PA_EXISTING_AUTHORISATION_BY, passed: ctx.asOf > PA_EXISTING_AUTHORISATION_BY, citation_ids: c },
      { text: "Otherwise wind up the payment aggregation business by this date", date: PA_EXISTING_WIND_UP_BY, passed: ctx.asOf > PA_EXISTING_WIND_UP_BY, citation_ids: c },
    );
  }
  return {
    as_of: ctx.asOf,
    regime: "IN_RBI_PAYMENT_AGGREGATOR",
    licence: { required: true, class: `RBI authorisation as payment aggregator (${cats.map((k) => k.toUpperCase().replace("_", "-")).join(", ")})`, reason: "A non-bank operating a payment system needs RBI authorisation; the RBI (Regulation of Payment Aggregators) Directions 2025 set the conditions", citation_ids: c },
    capital: capitalItems,
    tests: [],
    conditions,
  };
}

function singapore(input: Input, ctx: CoreContext): Result {
  const licenceRefs = cite(ctx, ref(PSA, "5"), ref(PSA, "6"));
  const services = input.sg_services ?? [];
  const onlyMoneyChanging = services.length > 0 && services.every((s) => s.service === "money_changing");
  const counted = services.filter((s) => !["account_issuance", "e_money_issuance", "money_changing"].includes(s.service));
  const volumes = counted.map((s) => s.average_monthly_sgd);
  const known = volumes.every((v) => v !== undefined);
  const maxOne = known && volumes.length > 0 ? Math.max(...(volumes as number[])) : volumes.length === 0 ? 0 : null;
  const sumAll = known ? (volumes as number[]).reduce((a, b) => a + b, 0) : null;
  const tests: Result["tests"] = [
    { test: "Any one payment service, average monthly transactions (S$)", value: maxOne, threshold: SG_ONE_SERVICE_MONTHLY, exceeded: maxOne === null ? null : maxOne > SG_ONE_SERVICE_MONTHLY, citation_ids: licenceRefs },
    { test: "Two or more payment services together, average monthly transactions (S$)", value: counted.length >= 2 ? sumAll : null, threshold: SG_TWO_OR_MORE_MONTHLY, exceeded: counted.length < 2 ? false : sumAll === null ? null : sumAll > SG_TWO_OR_MORE_MONTHLY, citation_ids: licenceRefs },
    { test: "Average daily outstanding e-money (S$)", value: input.average_daily_e_money_sgd ?? null, threshold: SG_E_MONEY_DAILY, exceeded: input.average_daily_e_money_sgd === undefined ? null : input.average_daily_e_money_sgd > SG_E_MONEY_DAILY, citation_ids: licenceRefs },
  ];
  const anyExceeded = tests.some((t) => t.exceeded === true);
  const unknown = tests.some((t) => t.exceeded === null);
  const cls = onlyMoneyChanging ? "money_changing" : anyExceeded ? "mpi" : "spi";
  ctx.warn({ code: "conflicting_authority", message: "PS Act base capital of S$100,000 (SPI) and S$250,000 (MPI) is as generally reported; it could not be confirmed against the current Payment Services Regulations after the 2021 amendments." });
  const capitalItems: Result["capital"] =
    cls === "money_changing"
      ? []
      : [{ label: `Base capital (${cls === "mpi" ? "major" : "standard"} payment institution)`, currency: "SGD", required: SG_BASE_CAPITAL[cls], held: input.base_capital_sgd ?? null, met: input.base_capital_sgd === undefined ? null : input.base_capital_sgd >= SG_BASE_CAPITAL[cls], by_date: null, basis: "Payment Services Regulations 2019 financial requirements (unconfirmed figure, see warning)", citation_ids: licenceRefs }];
  const conditions: Result["conditions"] =
    cls === "mpi"
      ? [
          { text: "Give MAS security as prescribed", date: null, passed: null, citation_ids: cite(ctx, ref(PSA, "22")) },
          { text: "Safeguard customer money (bank guarantee, or segregation in a trust account)", date: null, passed: null, citation_ids: cite(ctx, ref(PSA, "23")) },
        ]
      : [];
  return {
    as_of: ctx.asOf,
    regime: "SG_PS_ACT",
    licence: {
      required: services.length > 0,
      class: cls === "money_changing" ? "Money-changing licence" : cls === "mpi" ? "Major payment institution licence" : "Standard payment institution licence",
      reason: cls === "money_changing" ? "Only money-changing is provided" : anyExceeded ? "At least one s.6(5) threshold is exceeded" : unknown ? "No threshold shown exceeded, but some volumes were not given: check them before relying on a standard licence" : "No s.6(5) threshold is exceeded",
      citation_ids: licenceRefs,
    },
    capital: capitalItems,
    tests,
    conditions,
  };
}

function unitedKingdom(input: Input, ctx: CoreContext): Result {
  const outstanding = input.average_outstanding_e_money_eur;
  const payments = input.average_monthly_payment_transactions_eur;
  const smallOk = outstanding !== undefined && outstanding <= SMALL_EMI_MAX_OUTSTANDING_EUR && (payments === undefined || payments <= SMALL_EMI_MAX_MONTHLY_PAYMENTS_EUR);
  const tests: Result["tests"] = [
    { test: "Average outstanding e-money for a small EMI (€)", value: outstanding ?? null, threshold: SMALL_EMI_MAX_OUTSTANDING_EUR, exceeded: outstanding === undefined ? null : outstanding > SMALL_EMI_MAX_OUTSTANDING_EUR, citation_ids: cite(ctx, ref(EMR, "13")) },
    { test: "Average monthly payment transactions for a small EMI (€)", value: payments ?? null, threshold: SMALL_EMI_MAX_MONTHLY_PAYMENTS_EUR, exceeded: payments === undefined ? null : payments > SMALL_EMI_MAX_MONTHLY_PAYMENTS_EUR, citation_ids: cite(ctx, ref(EMR, "13")) },
  ];
  const capitalRefs = cite(ctx, ref(EMR, "19"));
  const calc = outstanding === undefined ? null : Math.round(outstanding * EMI_OWN_FUNDS_RATE * 100) / 100;
  const own = input.own_funds_eur;
  const capitalItems: Result["capital"] = [
    { label: "Authorised EMI own funds: the greater of €350,000 and 2% of average outstanding e-money", currency: "EUR", required: calc === null ? EMI_FLOOR_EUR : Math.max(EMI_FLOOR_EUR, calc), held: own ?? null, met: own === undefined ? null : own >= Math.max(EMI_FLOOR_EUR, calc ?? 0), by_date: null, basis: "EMRs reg. 19(1) and Schedule 2", citation_ids: capitalRefs },
  ];
  if (smallOk) {
    const needed = outstanding! >= SMALL_EMI_OWN_FUNDS_FROM_EUR ? calc! : 0;
    capitalItems.push({ label: "Small EMI own funds: 2% of average outstanding e-money once it reaches €500,000", currency: "EUR", required: needed, held: own ?? null, met: own === undefined ? null : own >= needed, by_date: null, basis: "EMRs reg. 19(2) and Schedule 2", citation_ids: capitalRefs });
  }
  return {
    as_of: ctx.asOf,
    regime: "GB_E_MONEY",
    licence: {
      required: true,
      class: smallOk ? "Small electronic money institution (registration) possible; authorisation needed to exceed the limits" : "Authorised electronic money institution",
      reason: smallOk ? "Average outstanding e-money within €5m and payment transactions within €3m a month" : outstanding === undefined ? "Give average outstanding e-money to test the small EMI limits" : "The small EMI limits are exceeded",
      citation_ids: cite(ctx, ref(EMR, "6"), ref(EMR, "13")),
    },
    capital: capitalItems,
    tests,
    conditions: [{ text: "Safeguard funds received for e-money by segregation or by insurance or a comparable guarantee", date: null, passed: null, citation_ids: cite(ctx, ref(EMR, "20")) }],
  };
}

function run(input: Input, ctx: CoreContext): Result {
  const problems = new InputProblems();
  problems.notAfterAsOf("authorisation_date", input.authorisation_date, ctx.asOf);
  const sgDupes = (input.sg_services ?? []).map((s) => s.service);
  if (new Set(sgDupes).size !== sgDupes.length) problems.add("sg_services", "each service once");
  problems.throwIfAny();
  if (ctx.jurisdiction === "SG") return singapore(input, ctx);
  if (ctx.jurisdiction === "GB") return unitedKingdom(input, ctx);
  return india(input, ctx);
}

export const fintechLicensing: AnalysisTool<typeof fintechLicensingInput, Result> = {
  tool_type: "fintech-licensing",
  name: "Payments and e-money licensing (India, Singapore, UK)",
  description:
    "Which licence a payments business needs and the capital it must hold: RBI payment aggregator authorisation and net worth (₹15 crore, ₹25 crore by the third year), the Singapore PS Act licence class from the s.6(5) volume thresholds, and the UK small or authorised EMI status with own funds under EMRs reg. 19.",
  input: fintechLicensingInput,
  result: fintechLicensingResult,
  example: {
    tool_type: "fintech-licensing",
    jurisdiction: "IN",
    question: "We are a non-bank online payment aggregator authorised in June 2025. Is our net worth enough?",
    as_of: "2026-01-10",
    pa_categories: ["pa_o"],
    is_bank: false,
    net_worth_inr: 180000000,
    authorisation_date: "2025-06-12",
  },
  covers: ["IN", "SG", "GB"],
  keyFields: ["pa_categories", "net_worth_inr", "sg_services", "average_outstanding_e_money_eur"],
  run,
  verdict: (r) => {
    const licence = r.licence.required ? `A licence is required: ${r.licence.class}.` : `No separate licence is required: ${r.licence.class}.`;
    const money = (n: number, c: string) => formatMoney(n, (["INR", "EUR", "USD", "GBP", "SGD"].includes(c) ? c : "INR") as Currency);
    const short = r.capital.filter((c) => c.met === false && c.held !== null && c.required !== null);
    const capital = short.length
      ? ` ${short.map((c) => `${c.label}: ${money(c.held!, c.currency)} held against ${money(c.required!, c.currency)}${c.by_date ? ` by ${formatDate(c.by_date)}` : ""}, short by ${money(c.required! - c.held!, c.currency)}`).join("; ")}.`
      : r.capital.length && r.capital.every((c) => c.met === true)
        ? " The capital requirements are met."
        : "";
    return `${licence}${capital}`;
  },
};
