import { z } from "zod";
import { money, signedMoney } from "@/lib/tools/figures";
import { InputProblems } from "@/lib/tools/civil-limitation";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";
import { CURRENCIES, type Currency, formatMoney } from "@/lib/tools/format";
import { EU_MEMBER_STATES } from "@/lib/tools/eu-member-states";

/**
 * Covenant arithmetic of a project loan from the borrower's own figures. No jurisdiction's numbers are assumed:
 * covenant levels are tested only when the caller gives them (they are contractual, not statutory).
 */


export const projectFinanceInput = z.strictObject({
  periods: z
    .array(
      z.strictObject({
        label: z.string().min(1).max(40).describe('Period name, e.g. "FY2027" or "2027-H1"'),
        cfads: signedMoney("Cash flow available for debt service in the period"),
        debt_service: money("Scheduled principal plus interest due in the period"),
      }),
    )
    .min(1)
    .max(120)
    .describe("Remaining loan-life periods in order, starting with the first period after the calculation date"),
  debt_outstanding: money("Senior debt outstanding at the calculation date (for LLCR)").optional(),
  discount_rate_pct: z.number().min(0).max(100).optional().describe("Per-period discount rate for LLCR, in percent (usually the weighted cost of debt)"),
  total_debt: money("Total project debt (for gearing)").optional(),
  total_equity: money("Total equity, including shareholder loans treated as equity (for gearing)").optional(),
  min_dscr: z.number().min(0).max(100).optional().describe("Covenant: minimum DSCR (e.g. 1.20); a period below it is a breach"),
  lockup_dscr: z.number().min(0).max(100).optional().describe("Covenant: distribution lock-up DSCR"),
  min_llcr: z.number().min(0).max(100).optional().describe("Covenant: minimum LLCR"),
  max_gearing_pct: z.number().min(0).max(100).optional().describe("Covenant: maximum debt / (debt + equity), percent"),
  currency: z.enum(CURRENCIES).optional().describe("Currency of every amount; default the jurisdiction's (INR for IN, USD for US, GBP for GB, SGD for SG, EUR for the EU and its member states)"),
  amount_unit: z.enum(["units", "m"]).default("units").describe("Whether the amounts are in full units of the currency or in millions"),
});
type Input = z.infer<typeof projectFinanceInput>;

export const projectFinanceResult = z.object({
  periods: z.array(
    z.object({
      label: z.string(),
      cfads: z.number(),
      debt_service: z.number(),
      dscr: z.number().nullable().describe("cfads / debt_service, 4 decimals; null when no debt service"),
      debt_capacity_at_min_dscr: z.number().nullable().describe("cfads / min_dscr: the debt service the covenant would allow"),
      breach: z.boolean().nullable(),
      lockup: z.boolean().nullable(),
    }),
  ),
  min_dscr: z.object({ value: z.number().nullable(), period: z.string().nullable() }),
  average_dscr: z.number().nullable(),
  llcr: z
    .object({ npv_cfads: z.number(), debt_outstanding: z.number(), value: z.number().nullable(), meets_covenant: z.boolean().nullable() })
    .nullable(),
  gearing: z
    .object({ debt_pct: z.number(), debt_to_equity: z.number().nullable(), meets_covenant: z.boolean().nullable() })
    .nullable(),
  currency: z.enum(CURRENCIES).describe("Currency of the amounts (given, or the jurisdiction's)"),
  amount_unit: z.enum(["units", "m"]).describe("Full units of the currency, or millions"),
  formulas: z.array(z.string()),
});
type Result = z.infer<typeof projectFinanceResult>;

/** The jurisdiction's own currency when the caller names none (the tool covers IN, US, GB, SG and the EU). */
function defaultCurrency(jurisdiction: string): Currency {
  const country = jurisdiction.split("-")[0].toUpperCase();
  if (country === "US") return "USD";
  if (country === "GB") return "GBP";
  if (country === "SG") return "SGD";
  if (country === "EU" || (EU_MEMBER_STATES as readonly string[]).includes(country)) return "EUR";
  return "INR";
}

const r2 = (n: number) => Math.round(n * 100) / 100;
const r4 = (n: number) => Math.round(n * 10_000) / 10_000;

function run(input: Input, ctx: CoreContext): Result {
  const problems = new InputProblems();
  if (input.debt_outstanding !== undefined && input.discount_rate_pct === undefined) problems.add("discount_rate_pct", "needed with debt_outstanding to compute LLCR");
  if ((input.total_debt === undefined) !== (input.total_equity === undefined)) problems.add(input.total_debt === undefined ? "total_debt" : "total_equity", "gearing needs both total_debt and total_equity");
  if (input.lockup_dscr !== undefined && input.min_dscr !== undefined && input.lockup_dscr < input.min_dscr) problems.add("lockup_dscr", "a lock-up level sits at or above the default level");
  problems.throwIfAny();

  const periods = input.periods.map((p) => {
    const dscr = p.debt_service > 0 ? r4(p.cfads / p.debt_service) : null;
    return {
      label: p.label,
      cfads: p.cfads,
      debt_service: p.debt_service,
      dscr,
      debt_capacity_at_min_dscr: input.min_dscr && input.min_dscr > 0 ? r2(p.cfads / input.min_dscr) : null,
      breach: input.min_dscr === undefined || dscr === null ? null : dscr < input.min_dscr,
      lockup: input.lockup_dscr === undefined || dscr === null ? null : dscr < input.lockup_dscr,
    };
  });
  const withDscr = periods.filter((p) => p.dscr !== null);
  const minP = withDscr.reduce<(typeof periods)[number] | null>((m, p) => (m === null || p.dscr! < m.dscr! ? p : m), null);
  const totalCfads = input.periods.reduce((s, p) => s + p.cfads, 0);
  const totalDs = input.periods.reduce((s, p) => s + p.debt_service, 0);

  let llcr: Result["llcr"] = null;
  if (input.debt_outstanding !== undefined && input.discount_rate_pct !== undefined) {
    const r = input.discount_rate_pct / 100;
    const npv = input.periods.reduce((s, p, i) => s + p.cfads / (1 + r) ** (i + 1), 0);
    const value = input.debt_outstanding > 0 ? r4(npv / input.debt_outstanding) : null;
    llcr = { npv_cfads: r2(npv), debt_outstanding: input.debt_outstanding, value, meets_covenant: input.min_llcr === undefined || value === null ? null : value >= input.min_llcr };
  }
  let gearing: Result["gearing"] = null;
  if (input.total_debt !== undefined && input.total_equity !== undefined && input.total_debt + input.total_equity > 0) {
    const pct = r2((input.total_debt / (input.total_debt + input.total_equity)) * 100);
    gearing = { debt_pct: pct, debt_to_equity: input.total_equity > 0 ? r4(input.total_debt / input.total_equity) : null, meets_covenant: input.max_gearing_pct === undefined ? null : pct <= input.max_gearing_pct };
  }
  return {
    periods,
    min_dscr: { value: minP?.dscr ?? null, period: minP?.label ?? null },
    // Average DSCR as total CFADS over total debt service (a weighted average), the usual lender definition.
    average_dscr: totalDs > 0 ? r4(totalCfads / totalDs) : null,
    llcr,
    gearing,
    currency: input.currency ?? defaultCurrency(ctx.jurisdiction),
    amount_unit: input.amount_unit,
    formulas: [
      "DSCR = CFADS of the period / debt service (principal + interest) of the period",
      "Average DSCR = sum of CFADS / sum of debt service over the periods given",
      "LLCR = NPV of CFADS over the remaining loan life, discounted at the given rate per period from the end of each period, / debt outstanding at the calculation date",
      "Gearing = debt / (debt + equity); debt-to-equity = debt / equity",
    ],
  };
}

export const projectFinance: AnalysisTool<typeof projectFinanceInput, Result> = {
  tool_type: "project-finance",
  name: "Project finance covenant calculator",
  description:
    "Computes the covenant ratios of a project loan from the given cash flows: DSCR per period with breach and lock-up flags, minimum and average DSCR, the debt service each period could carry at the minimum DSCR, LLCR (NPV of CFADS over debt outstanding) and gearing. Covenant levels come from the loan documents, never assumed.",
  input: projectFinanceInput,
  result: projectFinanceResult,
  example: {
    tool_type: "project-finance",
    jurisdiction: "IN",
    question: "Does our solar SPV meet a 1.20x DSCR and 1.30x LLCR, and 75:25 debt-equity?",
    periods: [
      { label: "FY2027", cfads: 130, debt_service: 100 },
      { label: "FY2028", cfads: 115, debt_service: 100 },
      { label: "FY2029", cfads: 140, debt_service: 100 },
    ],
    debt_outstanding: 260,
    discount_rate_pct: 10,
    total_debt: 750,
    total_equity: 250,
    min_dscr: 1.2,
    lockup_dscr: 1.25,
    min_llcr: 1.3,
    max_gearing_pct: 75,
    currency: "INR",
    amount_unit: "m",
  },
  covers: ["IN", "US", "GB", "SG", "EU"],
  keyFields: ["periods"],
  run,
  verdict: (r) => {
    const money = (n: number) => formatMoney(n, r.currency, r.amount_unit);
    const breaches = r.periods.filter((p) => p.breach);
    const shortfalls = breaches
      .filter((p) => p.debt_capacity_at_min_dscr !== null)
      .map((p) => `${p.label}: ${money(p.cfads)} of CFADS carries ${money(p.debt_capacity_at_min_dscr!)} of debt service at the covenant against ${money(p.debt_service)} scheduled`);
    const dscr =
      r.min_dscr?.value != null
        ? `Minimum DSCR ${r.min_dscr.value.toFixed(2)}x (${r.min_dscr.period})${breaches.length ? `, below the covenant in ${breaches.map((p) => p.label).join(", ")} (${shortfalls.join("; ")})` : ", at or above the covenant in every period"}.`
        : "";
    const llcr =
      r.llcr?.value != null
        ? ` LLCR ${r.llcr.value.toFixed(2)}x (NPV of CFADS ${money(r.llcr.npv_cfads)} against ${money(r.llcr.debt_outstanding)} of debt outstanding)${r.llcr.meets_covenant === true ? ", meets its covenant" : r.llcr.meets_covenant === false ? ", below its covenant" : ""}.`
        : "";
    const gearing = r.gearing ? ` Debt ${r.gearing.debt_pct}% of debt and equity${r.gearing.meets_covenant === true ? ", within the gearing limit" : r.gearing.meets_covenant === false ? ", above the gearing limit" : ""}.` : "";
    return `${dscr}${llcr}${gearing}`.trim() || null;
  },
};
