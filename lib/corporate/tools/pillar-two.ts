import { z } from "zod";
import { money, signedMoney } from "@/lib/audit/tools/shared/schemas";
import { roundHalfUp, roundMoney } from "@/lib/audit/tools/shared/money";
import { EU_MEMBER_STATES } from "@/lib/audit/tools/ubo/jurisdiction-rules";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";

/**
 * Pillar Two (OECD GloBE Model Rules, 20 Dec 2021): group scope (Art. 1.1), and per jurisdiction the ETR
 * (Art. 5.1.1), top-up percentage (Art. 5.2.1), substance-based income exclusion at the Art. 9.2 transition
 * rates (Art. 5.3), excess profit, jurisdictional top-up tax net of a QDMTT (Art. 5.2.3), the de minimis test
 * (Art. 5.5) and the transitional CbCR safe-harbour tests (Agreed Administrative Guidance, Dec 2022).
 */

/**
 * The OECD Model Rules are not in the registry (an instrument needs a country or EU jurisdiction code), so their
 * articles are named in `model_rules_articles`; `citation_ids` cite the EU Minimum Tax Directive where the
 * request is about the EU or a member state.
 */
const EU_DIRECTIVE = "eu-minimum-tax-directive";
const EU_CODES = new Set<string>(["EU", ...EU_MEMBER_STATES]);
const MINIMUM_RATE = 15;
const SCOPE_THRESHOLD_EUR = 750_000_000;

/** Art. 9.2: payroll and tangible-asset carve-out rates (percent) by the calendar year a fiscal year begins. */
const TRANSITION_RATES: Record<number, { payroll: number; tangible: number }> = {
  2023: { payroll: 10, tangible: 8 },
  2024: { payroll: 9.8, tangible: 7.8 },
  2025: { payroll: 9.6, tangible: 7.6 },
  2026: { payroll: 9.4, tangible: 7.4 },
  2027: { payroll: 9.2, tangible: 7.2 },
  2028: { payroll: 9.0, tangible: 7.0 },
  2029: { payroll: 8.2, tangible: 6.6 },
  2030: { payroll: 7.4, tangible: 6.2 },
  2031: { payroll: 6.6, tangible: 5.8 },
  2032: { payroll: 5.8, tangible: 5.4 },
};

export function carveOutRates(fiscalYear: number): { payroll: number; tangible: number; article: string } {
  const transition = TRANSITION_RATES[fiscalYear];
  if (transition) return { ...transition, article: "9.2" };
  return { payroll: 5, tangible: 5, article: "5.3" };
}

/** Transitional CbCR safe harbour simplified-ETR threshold (percent) for fiscal years beginning 2023–2026. */
const SAFE_HARBOUR_ETR: Record<number, number> = { 2023: 15, 2024: 15, 2025: 16, 2026: 17 };


const jurisdictionInput = z.strictObject({
  code: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .describe("ISO 3166-1 alpha-2 code of the jurisdiction whose constituent entities are aggregated"),
  globe_income: signedMoney("Net GloBE Income (negative for a Net GloBE Loss), in the group's currency"),
  covered_taxes: signedMoney("Adjusted Covered Taxes of the jurisdiction"),
  payroll_costs: money("Eligible payroll costs of eligible employees (Art. 5.3.3)"),
  tangible_assets: money("Carrying value of eligible tangible assets (Art. 5.3.4)"),
  revenue: money("GloBE revenue of the jurisdiction"),
  qdmtt_paid: money("Qualified Domestic Minimum Top-up Tax payable in the jurisdiction").optional(),
});

export const pillarTwoInput = z.strictObject({
  fiscal_year: z
    .number()
    .int()
    .min(2023)
    .max(2100)
    .describe("Calendar year in which the tested fiscal year begins (the Art. 9.2 rates follow it)"),
  group_revenue_eur: z
    .array(money("Consolidated revenue of the group in EUR"))
    .length(4)
    .describe("Consolidated group revenue in EUR for each of the four fiscal years immediately before the tested year"),
  jurisdictions: z.array(jurisdictionInput).min(1).max(200).describe("Per-jurisdiction GloBE figures, one currency"),
});

const testResult = z.object({ applies: z.boolean(), passed: z.boolean().nullable(), detail: z.string() });

const jurisdictionResult = z.object({
  code: z.string(),
  net_globe_income: z.number(),
  etr: z.number().nullable().describe("Effective tax rate in percent (15 = 15%); null for a Net GloBE Loss"),
  top_up_percentage: z.number(),
  sbie: z.object({
    payroll_rate: z.number(),
    tangible_rate: z.number(),
    payroll_carve_out: z.number(),
    tangible_carve_out: z.number(),
    total: z.number(),
    rates_article: z.string(),
  }),
  excess_profit: z.number(),
  top_up_before_qdmtt: z.number(),
  qdmtt_credit: z.number(),
  top_up_tax: z.number(),
  de_minimis: testResult,
  model_rules_articles: z.array(z.string()),
  cbcr_safe_harbour: z.object({
    available: z.boolean(),
    de_minimis: testResult,
    simplified_etr: testResult.extend({ threshold: z.number().nullable() }),
    routine_profits: testResult,
    any_passed: z.boolean(),
  }),
  citation_ids: z.array(z.string()),
});

export const pillarTwoResult = z.object({
  fiscal_year: z.number(),
  minimum_rate: z.number(),
  group: z.object({
    in_scope: z.boolean(),
    threshold_eur: z.number(),
    years_at_or_above_threshold: z.number(),
    model_rules_articles: z.array(z.string()),
    citation_ids: z.array(z.string()),
  }),
  jurisdictions: z.array(jurisdictionResult),
  total_top_up_tax: z.number(),
});

export type PillarTwoInput = z.infer<typeof pillarTwoInput>;
export type PillarTwoResult = z.infer<typeof pillarTwoResult>;

function runPillarTwo(input: PillarTwoInput, ctx: CoreContext): PillarTwoResult {
  const euDirective = EU_CODES.has(ctx.jurisdiction.slice(0, 2).toUpperCase()) || ctx.jurisdiction.toUpperCase() === "EU";
  const yearsAbove = input.group_revenue_eur.filter((r) => r >= SCOPE_THRESHOLD_EUR).length;
  const inScope = yearsAbove >= 2;
  const group = {
    in_scope: inScope,
    threshold_eur: SCOPE_THRESHOLD_EUR,
    years_at_or_above_threshold: yearsAbove,
    model_rules_articles: ["1.1"],
    citation_ids: euDirective ? [ctx.cite({ source_id: EU_DIRECTIVE, article: "2" })] : [],
  };
  if (!inScope) {
    ctx.warn({
      code: "out_of_scope",
      message: `Consolidated revenue reached EUR 750m in ${yearsAbove} of the 4 preceding years (2 needed, Art. 1.1): the group is outside the GloBE rules; the jurisdictional figures below are shown for information only.`,
    });
  }

  const rates = carveOutRates(input.fiscal_year);
  const safeHarbourEtr = SAFE_HARBOUR_ETR[input.fiscal_year] ?? null;
  let lossWarned = false;

  const jurisdictions = input.jurisdictions.map((j) => {
    const articles = ["5.1.1", "5.2.1", "5.2.3", "5.3.2", rates.article === "9.2" ? "9.2" : "5.3.3", "5.5"];
    const citations = euDirective ? [ctx.cite({ source_id: EU_DIRECTIVE, article: "3" })] : [];
    const loss = j.globe_income <= 0;
    const etrExact = loss ? null : (j.covered_taxes / j.globe_income) * 100;
    const topUpPct = etrExact === null ? 0 : Math.max(0, MINIMUM_RATE - etrExact);
    const payrollCarveOut = (j.payroll_costs * rates.payroll) / 100;
    const tangibleCarveOut = (j.tangible_assets * rates.tangible) / 100;
    const sbieTotal = payrollCarveOut + tangibleCarveOut;
    const excess = loss ? 0 : Math.max(0, j.globe_income - sbieTotal);
    const before = (topUpPct / 100) * excess;
    const qdmtt = j.qdmtt_paid ?? 0;
    const credit = Math.min(qdmtt, before);
    const topUp = Math.max(0, before - qdmtt);
    if (loss && !lossWarned) {
      lossWarned = true;
      ctx.warn({
        code: "scope_limit",
        message:
          "A jurisdiction has a Net GloBE Loss: no ETR is computed and no top-up tax arises for the year; Additional Current Top-up Tax (Art. 4.1.5) is not computed here.",
      });
    }

    // Art. 5.5 averages revenue and income over the current and two preceding years; only the current year is given.
    const deMinimisPassed = j.revenue < 10_000_000 && j.globe_income < 1_000_000;
    const de_minimis = {
      applies: true,
      passed: deMinimisPassed,
      detail:
        "Elective (Art. 5.5): average GloBE revenue below EUR 10m and average GloBE income or loss below EUR 1m over the current and two preceding years; tested on the current year's figures only, in EUR." +
        (deMinimisPassed ? " Met: the jurisdiction's top-up tax is deemed zero if elected." : " Not met."),
    };

    const shAvailable = safeHarbourEtr !== null;
    const shDeMinimis = {
      applies: shAvailable,
      passed: shAvailable ? deMinimisPassed : null,
      detail: "Revenue below EUR 10m and profit before tax below EUR 1m on qualified CbC report data (GloBE figures used as a proxy).",
    };
    const simplifiedEtrPassed = shAvailable && etrExact !== null ? etrExact >= safeHarbourEtr : null;
    const simplified_etr = {
      applies: shAvailable && etrExact !== null,
      passed: simplifiedEtrPassed,
      threshold: safeHarbourEtr,
      detail:
        etrExact === null
          ? "No simplified ETR for a loss year."
          : `Simplified ETR at least the transition rate for a fiscal year beginning in ${input.fiscal_year} (covered taxes ÷ income used as a proxy).`,
    };
    const routinePassed = shAvailable ? j.globe_income <= sbieTotal : null;
    const routine_profits = {
      applies: shAvailable,
      passed: routinePassed,
      detail: "Profit before tax at or below the SBIE computed under the Model Rules for the jurisdiction.",
    };
    const anyPassed = shAvailable && [shDeMinimis.passed, simplified_etr.passed, routine_profits.passed].some((p) => p === true);

    return {
      code: j.code.toUpperCase(),
      net_globe_income: roundMoney(j.globe_income),
      etr: etrExact === null ? null : roundHalfUp(etrExact, 4),
      top_up_percentage: roundHalfUp(topUpPct, 4),
      sbie: {
        payroll_rate: rates.payroll,
        tangible_rate: rates.tangible,
        payroll_carve_out: roundMoney(payrollCarveOut),
        tangible_carve_out: roundMoney(tangibleCarveOut),
        total: roundMoney(sbieTotal),
        rates_article: rates.article,
      },
      excess_profit: roundMoney(excess),
      top_up_before_qdmtt: roundMoney(before),
      qdmtt_credit: roundMoney(credit),
      top_up_tax: roundMoney(topUp),
      de_minimis,
      model_rules_articles: articles,
      cbcr_safe_harbour: {
        available: shAvailable,
        de_minimis: shDeMinimis,
        simplified_etr,
        routine_profits,
        any_passed: anyPassed,
      },
      citation_ids: citations,
    };
  });

  if (safeHarbourEtr !== null) {
    ctx.warn({
      code: "conflicting_authority",
      message:
        "Transitional CbCR safe harbour: the tests run on qualified CbC report data, not GloBE figures, and a jurisdiction not tested in a year the group was in scope cannot use it later ('once out, always out'); treat these results as indicative.",
    });
  }
  if (ctx.asOf >= "2025-06-01") {
    ctx.warn({
      code: "pending_guidance",
      message:
        "In June 2025 the G7 announced a 'side-by-side' approach exempting US-parented groups from the IIR and UTPR in other jurisdictions; check the Inclusive Framework's implementing guidance. No exemption is computed here.",
    });
  }

  const total = inScope ? jurisdictions.reduce((sum, j) => sum + Math.round(j.top_up_tax * 100), 0) / 100 : 0;
  return {
    fiscal_year: input.fiscal_year,
    minimum_rate: MINIMUM_RATE,
    group,
    jurisdictions,
    total_top_up_tax: total,
  };
}

export const pillarTwo: AnalysisTool<typeof pillarTwoInput, PillarTwoResult> = {
  tool_type: "pillar-two",
  name: "Pillar Two GloBE calculator",
  description:
    "OECD GloBE Model Rules: group scope (EUR 750m in 2 of 4 years), per-jurisdiction ETR, top-up percentage, substance-based income exclusion at the Art. 9.2 transition rates, excess profit, top-up tax after a QDMTT, de minimis and transitional CbCR safe-harbour tests.",
  input: pillarTwoInput,
  result: pillarTwoResult,
  example: {
    tool_type: "pillar-two",
    jurisdiction: "US",
    question: "What top-up tax does our low-taxed subsidiary trigger for 2024?",
    fiscal_year: 2024,
    group_revenue_eur: [700_000_000, 760_000_000, 740_000_000, 800_000_000],
    jurisdictions: [
      { code: "IE", globe_income: 100, covered_taxes: 10, payroll_costs: 20, tangible_assets: 50, revenue: 400 },
      { code: "DE", globe_income: 100, covered_taxes: 16, payroll_costs: 20, tangible_assets: 50, revenue: 300 },
    ],
  },
  // The Model Rules computation is the same wherever it is asked from; covered are the EU (where the Minimum Tax
  // Directive is cited) and the countries whose groups this calculator is documented for.
  covers: ["EU", ...EU_MEMBER_STATES.filter((c) => c !== "EL"), "US", "GB", "IN", "JP", "SG", "CH", "CA", "AU"],
  keyFields: ["jurisdictions", "group_revenue_eur"],
  run: runPillarTwo,
};
