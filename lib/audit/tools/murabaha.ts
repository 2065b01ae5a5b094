import { z } from "zod";
import type { RiskRating } from "@/lib/audit/tool";
import { buildSchedule, evenSplit, monthlyEffectiveRate, paymentPlan } from "@/lib/audit/tools/murabaha/schedule";
import { addMonths, parseIsoDate } from "@/lib/tools/dates";
import { defineTool } from "@/lib/audit/tools/shared/define-tool";
import { fail, InputProblems } from "@/lib/audit/tools/shared/errors";
import { fromCents, roundHalfUp, toCents } from "@/lib/tools/money";
import { isoDate, positiveMoney } from "@/lib/tools/figures";
import { resultBase } from "@/lib/audit/tools/shared/schemas";

const checkStatus = z.enum(["pass", "fail", "not_assessed"]);

export const murabahaInput = z.strictObject({
  cost: positiveMoney("Cost of the asset to the seller (the financier)"),
  markup_rate: z.number().min(0).max(100).describe("Flat mark-up in percent per year on cost (5 means 5% a year)"),
  term_months: z.number().int().min(1).max(600).describe("Credit period in months; payments fall at each month end"),
  payment: z.enum(["installments", "bullet"]).describe("Equal monthly instalments, or one payment at the end of the term"),
  method: z
    .enum(["effective_rate", "straight_line"])
    .default("effective_rate")
    .describe("Profit recognition: effective_rate (constant yield, the FAS 28 reading; default) or straight_line (legacy FAS 2 proportionate allocation)"),
  start_date: isoDate("Contract date; payment dates are monthly from it").optional(),
  financial_year_end: isoDate("Any financial year-end date of the seller; profit is split by financial year (needs start_date)").optional(),
  asset_owned_before_sale: z.boolean().optional().describe("The seller owned and took possession (actual or constructive) of the asset before selling it"),
  cost_and_markup_disclosed: z.boolean().optional().describe("Cost and mark-up were disclosed to the customer"),
  bilateral_binding_promise: z.boolean().optional().describe("Both parties were bound by the promise to buy and sell (not permitted)"),
  rollover_of_existing_debt: z.boolean().optional().describe("The sale rolls over an existing murabaha debt (not permitted)"),
  deposit_beyond_actual_damage: z.boolean().optional().describe("The security deposit may be kept beyond the actual damage if the customer reneges (not permitted)"),
  price_increase_on_late_payment: z.boolean().optional().describe("The price rises if payment is late; rejected, the price is fixed at contract"),
  late_payment_charges_to_income: z.boolean().optional().describe("Late-payment charges are booked as income; rejected, they go to charity"),
});
type MurabahaInput = z.infer<typeof murabahaInput>;

const row = z.strictObject({
  period: z.number(),
  date: z.string().optional(),
  opening: z.number(),
  installment: z.number(),
  profit: z.number(),
  principal: z.number().describe("Installment less profit; negative under a bullet payment while profit accrues unpaid"),
  closing: z.number(),
});

export const murabahaResult = z.object({
  ...resultBase,
  selling_price: z.number(),
  markup: z.number(),
  deferred_profit: z.number().describe("Deferred profit at inception (equal to the mark-up)"),
  installment: z.number().describe("Regular payment (the bullet amount when payment is bullet)"),
  last_installment: z.number(),
  method: z.enum(["effective_rate", "straight_line"]),
  monthly_effective_rate: z.number().optional().describe("Monthly internal rate in percent (6 decimals), when method is effective_rate"),
  schedule: z.array(row),
  profit_by_financial_year: z.array(z.object({ financial_year_end: z.string(), profit: z.number() })).optional(),
  rounding: z.object({ installment_residue: z.number(), profit_residue: z.number(), note: z.string() }),
  shariah_checks: z.array(z.object({ check: z.string(), status: checkStatus, note: z.string() })),
});
type MurabahaResult = z.infer<typeof murabahaResult>;

/** The financial year end on or after `date`, given any one year-end date. */
function yearEndOnOrAfter(anchor: string, date: string): string {
  let k = parseIsoDate(date).year - parseIsoDate(anchor).year - 1;
  let candidate = addMonths(anchor, 12 * k, { snapMonthEnd: true });
  while (candidate < date) candidate = addMonths(anchor, 12 * ++k, { snapMonthEnd: true });
  return candidate;
}

function run(input: MurabahaInput): MurabahaResult {
  const problems = new InputProblems();
  if (input.price_increase_on_late_payment) {
    problems.add("price_increase_on_late_payment", "the selling price is fixed at contract and cannot rise for late payment");
  }
  if (input.late_payment_charges_to_income) {
    problems.add("late_payment_charges_to_income", "late-payment charges must go to charity, not to income");
  }
  if (input.financial_year_end && !input.start_date) problems.add("start_date", "needed to split profit by financial year");
  problems.throwIfAny();

  const n = input.term_months;
  const costCents = toCents(input.cost);
  const markupCents = roundHalfUp((costCents * input.markup_rate * n) / 1200, 0);
  const priceCents = costCents + markupCents;
  if (input.payment === "installments" && priceCents < n) {
    fail("cost", "the selling price is less than one cent per instalment");
  }
  const payments = paymentPlan(priceCents, n, input.payment);

  let rate: number | undefined;
  let rows;
  if (input.method === "effective_rate") {
    const r = monthlyEffectiveRate(costCents, payments);
    rate = r;
    rows = buildSchedule(costCents, markupCents, payments, (opening) => roundHalfUp(opening * r, 0));
  } else {
    const profits = evenSplit(markupCents, n);
    rows = buildSchedule(costCents, markupCents, payments, (_, i) => profits[i]);
  }

  const dates = input.start_date ? rows.map((r) => addMonths(input.start_date as string, r.period, { snapMonthEnd: true })) : undefined;
  const schedule = rows.map((r, i) => ({
    period: r.period,
    ...(dates ? { date: dates[i] } : {}),
    opening: fromCents(r.opening),
    installment: fromCents(r.installment),
    profit: fromCents(r.profit),
    principal: fromCents(r.principal),
    closing: fromCents(r.closing),
  }));

  let profitByYear: MurabahaResult["profit_by_financial_year"];
  if (input.financial_year_end && dates) {
    const totals = new Map<string, number>();
    rows.forEach((r, i) => {
      const yearEnd = yearEndOnOrAfter(input.financial_year_end as string, dates[i]);
      totals.set(yearEnd, (totals.get(yearEnd) ?? 0) + r.profit);
    });
    profitByYear = [...totals].map(([financial_year_end, cents]) => ({ financial_year_end, profit: fromCents(cents) }));
  }

  const regular = payments[0];
  const lastPayment = payments[n - 1];
  const installmentResidue = input.payment === "installments" ? lastPayment - regular : 0;
  // What the last period's profit would have been without absorbing the accumulated rounding.
  const lastRow = rows[n - 1];
  const unadjustedLastProfit = rate !== undefined ? roundHalfUp(lastRow.opening * rate, 0) : evenSplit(markupCents, n)[0];
  const profitResidue = n > 1 ? lastRow.profit - unadjustedLastProfit : 0;

  const findings: string[] = [
    `Selling price ${fromCents(priceCents)} = cost ${fromCents(costCents)} + mark-up ${fromCents(markupCents)} (${input.markup_rate}% a year flat for ${n} months).`,
    input.payment === "installments"
      ? `${n} monthly instalments of ${fromCents(regular)}, the last ${fromCents(lastPayment)}: rounding is to the cent and the residue goes in the last period so the schedule closes exactly to zero.`
      : `One payment of ${fromCents(priceCents)} at the end of month ${n}; profit accrues monthly and the receivable grows until then.`,
    input.method === "effective_rate"
      ? `Profit recognised at a constant monthly rate of ${roundHalfUp((rate ?? 0) * 100, 6)}% on the outstanding net investment; the last period takes the rounding residue so recognised profit equals the mark-up. Treat the FAS 28 text as the final authority on the method.`
      : "Profit recognised in equal monthly portions (proportionate, time-apportioned allocation under legacy FAS 2); the last period takes the rounding residue.",
    "Present the receivable at the gross selling price less deferred profit; an early-settlement rebate reduces deferred profit when granted, and late-payment charges go to charity.",
  ];

  const check = (name: string, value: boolean | undefined, passWhen: boolean, note: string) => ({
    check: name,
    status: value === undefined ? ("not_assessed" as const) : value === passWhen ? ("pass" as const) : ("fail" as const),
    note,
  });
  const checks: MurabahaResult["shariah_checks"] = [
    { check: "Selling price equals cost plus mark-up", status: "pass", note: "Computed" },
    { check: "Instalments sum to the selling price", status: "pass", note: "Computed in whole cents" },
    { check: "Recognised profit equals the mark-up", status: "pass", note: "Computed in whole cents" },
    check("Seller owned and possessed the asset before the sale", input.asset_owned_before_sale, true, "The seller must bear ownership risk before selling"),
    check("Cost and mark-up disclosed to the customer", input.cost_and_markup_disclosed, true, "Murabaha is a trust sale: cost and profit are disclosed"),
    check("Promise to purchase binds the customer only", input.bilateral_binding_promise, false, "A promise binding both parties (muwa'ada) is not permitted"),
    check("No rollover of an existing murabaha debt", input.rollover_of_existing_debt, false, "A new murabaha cannot be used to reschedule an existing one"),
    check("Security deposit limited to actual damage", input.deposit_beyond_actual_damage, false, "A deposit (hamish jiddiyyah) may only cover actual loss if the customer reneges"),
    { check: "Price fixed at contract, no increase for delay", status: "pass", note: "Inputs that raise the price for delay are rejected" },
    { check: "Late-payment charges not taken to income", status: "pass", note: "Inputs that book them as income are rejected" },
  ];

  const failed = checks.filter((c) => c.status === "fail");
  const open = checks.filter((c) => c.status === "not_assessed");
  for (const c of failed) findings.push(`Shariah non-compliance: ${c.check.toLowerCase()} — failed.`);
  if (open.length > 0) findings.push(`Not assessed (no input): ${open.map((c) => c.check.toLowerCase()).join("; ")}.`);
  if (markupCents === 0) findings.push("The mark-up is nil, so no profit arises.");

  const rating: RiskRating = failed.some((c) => c.check.startsWith("Seller owned"))
    ? "critical"
    : failed.length > 0
      ? "high"
      : open.length > 0
        ? "medium"
        : "low";

  return {
    findings,
    risk_rating: rating,
    selling_price: fromCents(priceCents),
    markup: fromCents(markupCents),
    deferred_profit: fromCents(markupCents),
    installment: fromCents(input.payment === "installments" ? regular : priceCents),
    last_installment: fromCents(lastPayment),
    method: input.method,
    ...(rate !== undefined ? { monthly_effective_rate: roundHalfUp(rate * 100, 6) } : {}),
    schedule,
    ...(profitByYear ? { profit_by_financial_year: profitByYear } : {}),
    rounding: {
      installment_residue: fromCents(installmentResidue),
      profit_residue: fromCents(profitResidue),
      note: "Amounts are rounded half-up to the cent; the rounding residue is put in the last period so the schedule closes exactly to zero.",
    },
    shariah_checks: checks,
  };
}

export const murabahaTool = defineTool({
  tool_type: "murabaha",
  name: "Murabaha schedule (AAOIFI FAS 28, Shari'ah Standard 8)",
  description:
    "Selling price, deferred profit, payment schedule and profit recognition (effective rate or straight line) for a murabaha sale, with Shari'ah compliance checks.",
  input: murabahaInput,
  result: murabahaResult,
  example: {
    tool_type: "murabaha",
    jurisdiction: "AE",
    cost: 100000,
    markup_rate: 6,
    term_months: 12,
    payment: "installments",
    method: "effective_rate",
    start_date: "2025-01-31",
    financial_year_end: "2025-06-30",
    asset_owned_before_sale: true,
    cost_and_markup_disclosed: true,
    bilateral_binding_promise: false,
  },
  run: (input) => run(input),
});
