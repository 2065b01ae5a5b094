import { z } from "zod";
import { money, signedMoney } from "@/lib/tools/figures";
import { roundHalfUp, roundMoney } from "@/lib/tools/money";

type AmountUnit = "EUR" | "EUR_m";
/** Rounds an amount to the cent in the unit it is given in: in millions of euros a cent is the eighth decimal, not the second. */
function centsIn(unit: AmountUnit): (n: number) => number {
  return unit === "EUR_m" ? (n) => roundHalfUp(n, 8) : roundMoney;
}
import { EU_MEMBER_STATES } from "@/lib/tools/eu-member-states";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";
import { formatMoney } from "@/lib/tools/format";

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

/**
 * Transitional CbCR safe harbour simplified-ETR threshold (percent) by the year a fiscal year begins: 15% for 2023–24,
 * 16% for 2025, 17% for 2026 (AG Dec 2022; UK F(No.2)A 2023 Sch.16 para 8), and 17% for 2027 under the one-year
 * extension of the Side-by-Side Package of 5 Jan 2026 (each jurisdiction must enact it).
 */
const SAFE_HARBOUR_ETR: Record<number, number> = { 2023: 15, 2024: 15, 2025: 16, 2026: 17, 2027: 17 };

/** Dated facts of the Inclusive Framework's Side-by-Side Package (Agreed Administrative Guidance, 5 Jan 2026). */
export const SIDE_BY_SIDE = {
  published: "2026-01-05",
  source: "OECD/G20 Inclusive Framework, Side-by-Side Package (Agreed Administrative Guidance), 5 Jan 2026",
  /** SbS Safe Harbour: IIR and UTPR top-up nil for groups whose UPE jurisdiction has a Qualified SbS Regime. */
  sbsSafeHarbourFromFy: 2026,
  /** The Central Record of Qualified SbS Regimes lists only the United States. */
  qualifiedSbsRegimes: ["US"] as readonly string[],
  /** UPE Safe Harbour (no UTPR on the UPE jurisdiction's domestic profits) replaces the transitional UTPR safe harbour. */
  upeSafeHarbourFromFy: 2026,
  /** Permanent Simplified ETR Safe Harbour: fiscal years beginning on or after 31 Dec 2026. */
  simplifiedEtrSafeHarbourFrom: "2026-12-31",
  /** The transitional CbCR safe harbour now runs to fiscal years beginning on or before 31 Dec 2027. */
  tcshLastFy: 2027,
} as const;

/** Transitional UTPR safe harbour (AG Jul 2023): UPE jurisdiction's CIT rate at least 20%, FYs beginning up to 31 Dec 2025. */
const TRANSITIONAL_UTPR_LAST_FY = 2025;
const TRANSITIONAL_UTPR_MIN_CIT = 20;


const priorYear = z.strictObject({
  revenue: money("GloBE revenue of the jurisdiction in that year"),
  globe_income: signedMoney("GloBE income (negative for a loss) of the jurisdiction in that year"),
});

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
  prior_years: z
    .array(priorYear)
    .max(2)
    .optional()
    .describe("The two preceding fiscal years' GloBE revenue and income there, most recent first, for the de minimis averages (Art. 5.5.2); a year with no constituent entity there is left out"),
  de_minimis_election: z.boolean().default(false).describe("The group elects the de minimis exclusion for the jurisdiction this year (Art. 5.5.1)"),
  sbie_election_off: z.boolean().default(false).describe("The group elects not to apply the substance-based income exclusion in the jurisdiction this year (Art. 5.3.1)"),
  qdmtt_safe_harbour: z.boolean().default(false).describe("The jurisdiction's QDMTT qualifies for the QDMTT Safe Harbour and the group elects it: GloBE top-up tax there is deemed nil (AG 17 Jul 2023)"),
  additional_current_top_up_tax: money("Additional Current Top-up Tax from recomputing earlier years (Art. 5.4), added to this year's").optional(),
  entities: z
    .array(
      z.strictObject({
        name: z.string().min(1).max(200),
        globe_income: signedMoney("The constituent entity's GloBE income (negative for a GloBE loss)"),
        covered_taxes: signedMoney("The constituent entity's Adjusted Covered Taxes (negative allowed): needed to allocate a loss year's Art. 4.1.5 top-up tax (Art. 5.4.3)").optional(),
      }),
    )
    .max(500)
    .optional()
    .describe("The jurisdiction's constituent entities and their GloBE income or loss, to allocate its top-up tax among them (Art. 5.2.4; in a loss year with negative covered taxes, Art. 5.4.3 by each entity's covered taxes)"),
});

const utprJurisdiction = z.strictObject({
  code: z.string().regex(/^[A-Za-z]{2}$/).describe("ISO code of a jurisdiction where the group has constituent entities"),
  employees: z.number().int().min(0).max(100_000_000).describe("Number of employees of its constituent entities (Art. 2.6.1)"),
  tangible_assets_nbv: money("Net book value of its constituent entities' tangible assets, averaged over the year (Art. 2.6.1)"),
  qualified_utpr: z.boolean().default(true).describe("Whether a Qualified UTPR is in force there for the year (only those share the UTPR top-up)"),
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
  group_fiscal_year_months: z
    .array(z.number().int().min(1).max(24))
    .length(4)
    .optional()
    .describe("Length in months of each of those four fiscal years, in the same order; a year that is not 12 months long has the EUR 750m threshold adjusted proportionally (Art. 1.1.2). Default: 12 each"),
  jurisdictions: z.array(jurisdictionInput).min(1).max(200).describe("Per-jurisdiction GloBE figures, one currency"),
  amount_unit: z.enum(["EUR", "EUR_m"]).default("EUR").describe("Unit of the per-jurisdiction amounts: euros, or millions of euros (the EUR 10m / 1m de minimis thresholds follow it)"),
  upe_jurisdiction: z.string().regex(/^[A-Za-z]{2}$/).optional().describe("ISO code of the Ultimate Parent Entity's jurisdiction (decides the Side-by-Side, UPE and transitional UTPR safe harbours and where the IIR is applied)"),
  upe_cit_rate_pct: z.number().min(0).max(100).optional().describe("Statutory corporate income tax rate of the UPE jurisdiction, national plus the lowest sub-national rate (transitional UTPR safe harbour: at least 20%)"),
  sbs_election: z.boolean().default(false).describe("The group elects the Side-by-Side Safe Harbour (UPE in a jurisdiction with a Qualified SbS Regime; fiscal years from 2026)"),
  iir: z
    .strictObject({
      applies: z.boolean().describe("A Qualified IIR is in force for the year in the UPE's (or a parent's) jurisdiction"),
      inclusion_ratio_pct: z.number().min(0).max(100).default(100).describe("The parent's allocable share of the low-taxed entities' income (Art. 2.2); 100 for wholly-owned"),
    })
    .optional()
    .describe("Whether the top-up tax is charged under an Income Inclusion Rule first (Arts. 2.1–2.3)"),
  utpr_jurisdictions: z.array(utprJurisdiction).max(200).optional().describe("Where the group's employees and tangible assets are, for allocating the UTPR top-up tax (Art. 2.6)"),
  initial_phase: z
    .strictObject({
      jurisdictions_with_entities: z.number().int().min(1).max(1000).describe("Number of jurisdictions in which the group has constituent entities this fiscal year (Art. 9.3.2(a): at most 6)"),
      tangible_assets_outside_reference: money(
        "Net book value of the tangible assets of all constituent entities outside the Reference Jurisdiction (the one with the most tangible assets), in amount_unit (Art. 9.3.2(b): at most EUR 50m)",
      ),
      period_start_fy: z
        .number()
        .int()
        .min(2023)
        .max(2100)
        .describe("Calendar year in which the group's five-year initial-phase period began: its first fiscal year within the GloBE Rules (Art. 9.3); check the local rule for groups already in scope when the UTPR took effect"),
    })
    .optional()
    .describe("For the exclusion from the UTPR of groups in the initial phase of their international activity (Art. 9.3); the IIR is unaffected"),
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
  entity_allocation: z
    .array(z.object({ name: z.string(), globe_income: z.number(), top_up_tax: z.number().nullable() }))
    .nullable()
    .describe("Art. 5.2.4: the top-up tax of each constituent entity, pro rata to its GloBE income among those with GloBE income (none to a loss entity); in a loss year, the Art. 4.1.5 top-up under Art. 5.4.3; null when no entities are given"),
  de_minimis: testResult.extend({
    years_counted: z.number().int(),
    average_revenue: z.number(),
    average_globe_income: z.number(),
    elected: z.boolean(),
  }),
  additional_current_top_up_tax: z.object({
    loss_year: z.number().describe("Art. 4.1.5: the shortfall of negative Adjusted Covered Taxes below the expected amount (Net GloBE Loss × 15%)"),
    recomputed: z.number().describe("From recomputing earlier years (Art. 5.4), as given"),
    total: z.number(),
  }),
  sbie_elected_off: z.boolean(),
  qdmtt_safe_harbour: z.boolean(),
  simplified_etr_safe_harbour: testResult.describe("Permanent Simplified ETR Safe Harbour (Side-by-Side Package): fiscal years beginning on or after 31 Dec 2026, ETR at least 15% or a loss"),
  figure_basis: z.record(z.string(), z.string()).describe("The Model Rules article each figure rests on"),
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
    year_thresholds_eur: z.array(z.number()).describe("The threshold for each of the four years: EUR 750m, pro-rated for a year not 12 months long (Art. 1.1.2)"),
    years_at_or_above_threshold: z.number(),
    model_rules_articles: z.array(z.string()),
    citation_ids: z.array(z.string()),
  }),
  jurisdictions: z.array(jurisdictionResult),
  total_top_up_tax: z.number(),
  amount_unit: z.enum(["EUR", "EUR_m"]),
  charging: z
    .object({
      iir_top_up: z.number().describe("Charged under the Income Inclusion Rule (Art. 2.1–2.2)"),
      utpr_top_up: z.number().describe("Total UTPR Top-up Tax Amount: what no Qualified IIR charges (Art. 2.5.1)"),
      utpr_relieved: z.number().describe("UTPR top-up deemed zero by the transitional UTPR or UPE safe harbour, or reduced to zero by the Art. 9.3 initial-phase exclusion"),
      initial_phase: z
        .object({ applies: z.boolean().nullable(), detail: z.string() })
        .nullable()
        .describe("Art. 9.3 exclusion from the UTPR in the initial phase of international activity (null: initial_phase not given)"),
      allocation: z.array(z.object({ code: z.string(), utpr_percentage: z.number(), amount: z.number(), basis: z.string() })).describe("Art. 2.6.1: 50% employees and 50% tangible assets, over jurisdictions with a Qualified UTPR"),
      basis: z.string(),
    })
    .describe("How the top-up tax is charged after any QDMTT: IIR first, UTPR for the rest"),
  side_by_side: z
    .object({
      upe_jurisdiction: z.string().nullable(),
      sbs_safe_harbour_available: z.boolean(),
      elected: z.boolean(),
      iir_utpr_if_elected: z.number().nullable().describe("IIR and UTPR top-up once the election is made and locally enacted (QDMTTs still apply)"),
      upe_safe_harbour: z.string().nullable(),
      detail: z.string(),
      source: z.string(),
    })
    .describe("The Side-by-Side Package of 5 Jan 2026 and the UPE safe harbours, as dated facts"),
});

export type PillarTwoInput = z.infer<typeof pillarTwoInput>;
export type PillarTwoResult = z.infer<typeof pillarTwoResult>;

function runPillarTwo(input: PillarTwoInput, ctx: CoreContext): PillarTwoResult {
  const euDirective = EU_CODES.has(ctx.jurisdiction.slice(0, 2).toUpperCase()) || ctx.jurisdiction.toUpperCase() === "EU";
  // Art. 1.1.2: a look-back year that is not 12 months long has the threshold adjusted proportionally (6 months: 375m).
  const months = input.group_fiscal_year_months ?? [12, 12, 12, 12];
  const thresholds = months.map((m) => roundMoney((SCOPE_THRESHOLD_EUR * m) / 12));
  const yearsAbove = input.group_revenue_eur.filter((r, i) => r >= thresholds[i]).length;
  const inScope = yearsAbove >= 2;
  const cents = centsIn(input.amount_unit);
  const group = {
    in_scope: inScope,
    threshold_eur: SCOPE_THRESHOLD_EUR,
    year_thresholds_eur: thresholds,
    years_at_or_above_threshold: yearsAbove,
    model_rules_articles: months.some((m) => m !== 12) ? ["1.1", "1.1.2"] : ["1.1"],
    citation_ids: euDirective ? [ctx.cite({ source_id: EU_DIRECTIVE, article: "2" })] : [],
  };
  if (!inScope) {
    ctx.warn({
      code: "out_of_scope",
      message: `Consolidated revenue reached EUR 750m${months.some((m) => m !== 12) ? " (pro-rated for a year not 12 months long, Art. 1.1.2)" : ""} in ${yearsAbove} of the 4 preceding years (2 needed, Art. 1.1): the group is outside the GloBE rules; the jurisdictional figures below are shown for information only.`,
    });
  }

  const rates = carveOutRates(input.fiscal_year);
  const safeHarbourEtr = SAFE_HARBOUR_ETR[input.fiscal_year] ?? null;
  let lossWarned = false;

  const scale = input.amount_unit === "EUR_m" ? 1e-6 : 1;
  const deMinimisRevenue = 10_000_000 * scale;
  const deMinimisIncome = 1_000_000 * scale;
  // "Beginning on or after 31 Dec 2026": with calendar-year granularity, fiscal years beginning in 2027 or later.
  const simplifiedEtrAvailable = input.fiscal_year >= 2027;

  const jurisdictions = input.jurisdictions.map((j) => {
    const articles = ["5.1.1", "5.2.1", "5.2.3", "5.3.2", rates.article === "9.2" ? "9.2" : "5.3.3", "5.5"];
    const citations = euDirective ? [ctx.cite({ source_id: EU_DIRECTIVE, article: "3" })] : [];
    const loss = j.globe_income <= 0;
    const etrExact = loss ? null : (j.covered_taxes / j.globe_income) * 100;
    const topUpPct = etrExact === null ? 0 : Math.max(0, MINIMUM_RATE - etrExact);
    const payrollCarveOut = j.sbie_election_off ? 0 : (j.payroll_costs * rates.payroll) / 100;
    const tangibleCarveOut = j.sbie_election_off ? 0 : (j.tangible_assets * rates.tangible) / 100;
    const sbieTotal = payrollCarveOut + tangibleCarveOut;
    const excess = loss ? 0 : Math.max(0, j.globe_income - sbieTotal);
    // Art. 4.1.5: in a loss year, negative covered taxes below the expected amount (loss × 15%) are topped up.
    const expected = loss ? (j.globe_income * MINIMUM_RATE) / 100 : 0;
    const acttLoss = loss && j.covered_taxes < 0 && j.covered_taxes < expected ? expected - j.covered_taxes : 0;
    const acttRecomputed = j.additional_current_top_up_tax ?? 0;
    const actt = acttLoss + acttRecomputed;
    const before = (topUpPct / 100) * excess + actt;
    const qdmtt = j.qdmtt_paid ?? 0;
    const credit = Math.min(qdmtt, before);

    // Art. 5.5: averages over the current and up to two preceding years actually counted.
    const years = [{ revenue: j.revenue, globe_income: j.globe_income }, ...(j.prior_years ?? [])];
    const avgRevenue = years.reduce((sum, y) => sum + y.revenue, 0) / years.length;
    const avgIncome = years.reduce((sum, y) => sum + y.globe_income, 0) / years.length;
    const deMinimisPassed = avgRevenue < deMinimisRevenue && avgIncome < deMinimisIncome;
    const deMinimisApplied = deMinimisPassed && j.de_minimis_election;
    const topUp = deMinimisApplied || j.qdmtt_safe_harbour ? 0 : Math.max(0, before - qdmtt);
    if (loss && !lossWarned && acttLoss === 0) {
      lossWarned = true;
      ctx.warn({
        code: "scope_limit",
        message: "A jurisdiction has a Net GloBE Loss: no ETR is computed and no top-up tax arises on its income for the year; Additional Current Top-up Tax arises only where its Adjusted Covered Taxes are negative and below the loss × 15% (Art. 4.1.5).",
      });
    }
    if (acttLoss > 0) {
      ctx.warn({
        code: "additional_top_up_tax",
        message: `${j.code.toUpperCase()}: a Net GloBE Loss with Adjusted Covered Taxes of ${j.covered_taxes} below the expected ${cents(expected)} gives Additional Current Top-up Tax of ${cents(acttLoss)} (Art. 4.1.5); the Feb 2023 guidance lets the group carry the excess negative tax forward instead.`,
      });
    }
    const allocated = allocateToEntities(j, topUp, { lossYear: acttLoss > 0, recomputed: acttRecomputed > 0 }, ctx, cents);
    const entity_allocation = allocated?.rows ?? null;
    const de_minimis = {
      applies: true,
      passed: deMinimisPassed,
      years_counted: years.length,
      average_revenue: cents(avgRevenue),
      average_globe_income: cents(avgIncome),
      elected: j.de_minimis_election,
      detail:
        `Elective (Art. 5.5): average GloBE revenue below EUR 10m and average GloBE income or loss below EUR 1m over the current and two preceding years (${years.length} counted).` +
        (deMinimisPassed ? (j.de_minimis_election ? " Met and elected: the jurisdiction's top-up tax is deemed zero." : " Met: the top-up tax would be deemed zero if elected.") : " Not met."),
    };

    const shAvailable = safeHarbourEtr !== null;
    const currentDeMinimis = j.revenue < deMinimisRevenue && j.globe_income < deMinimisIncome;
    const shDeMinimis = {
      applies: shAvailable,
      passed: shAvailable ? currentDeMinimis : null,
      detail: "Revenue below EUR 10m and profit before tax below EUR 1m on qualified CbC report data (the current year's GloBE figures used as a proxy).",
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
      net_globe_income: cents(j.globe_income),
      etr: etrExact === null ? null : roundHalfUp(etrExact, 4),
      top_up_percentage: roundHalfUp(topUpPct, 4),
      sbie: {
        payroll_rate: rates.payroll,
        tangible_rate: rates.tangible,
        payroll_carve_out: cents(payrollCarveOut),
        tangible_carve_out: cents(tangibleCarveOut),
        total: cents(sbieTotal),
        rates_article: rates.article,
      },
      excess_profit: cents(excess),
      top_up_before_qdmtt: cents(before),
      qdmtt_credit: cents(credit),
      top_up_tax: cents(topUp),
      entity_allocation,
      de_minimis,
      additional_current_top_up_tax: { loss_year: cents(acttLoss), recomputed: cents(acttRecomputed), total: cents(actt) },
      sbie_elected_off: j.sbie_election_off,
      qdmtt_safe_harbour: j.qdmtt_safe_harbour,
      simplified_etr_safe_harbour: {
        applies: simplifiedEtrAvailable,
        passed: simplifiedEtrAvailable ? loss || (etrExact !== null && etrExact >= MINIMUM_RATE) : null,
        detail: simplifiedEtrAvailable
          ? "Elective: top-up tax deemed zero where the Simplified ETR is at least 15% or there is a Simplified Loss (covered taxes ÷ income used as a proxy for the accounts-based figures)."
          : `Available for fiscal years beginning on or after 31 Dec 2026 (earlier only where every jurisdiction with taxing rights opts in); not for ${input.fiscal_year}.`,
      },
      figure_basis: {
        etr: "Art. 5.1.1 (Adjusted Covered Taxes ÷ Net GloBE Income)",
        top_up_percentage: "Art. 5.2.1 (15% less the ETR)",
        sbie: j.sbie_election_off ? "Art. 5.3.1 (elected off)" : `Art. 5.3.3–5.3.4 at the Art. ${rates.article} rates for a year beginning in ${input.fiscal_year}`,
        excess_profit: "Art. 5.2.2 (Net GloBE Income less the SBIE)",
        additional_current_top_up_tax: "Art. 4.1.5 (loss year) and Art. 5.4 (recomputation)",
        top_up_before_qdmtt: "Art. 5.2.3 (top-up % × excess profit + Additional Current Top-up Tax)",
        qdmtt_credit: "Art. 5.2.3 (less Domestic Top-up Tax)",
        top_up_tax: deMinimisApplied ? "Art. 5.5.1 (de minimis elected: deemed zero)" : j.qdmtt_safe_harbour ? "QDMTT Safe Harbour (AG 17 Jul 2023): deemed zero" : "Art. 5.2.3",
        de_minimis: "Art. 5.5.1–5.5.2",
        ...(allocated ? { entity_allocation: allocated.basis } : {}),
      },
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
  const total = inScope ? cents(jurisdictions.reduce((sum, j) => sum + j.top_up_tax, 0)) : 0;
  const charging = chargeTopUp(input, jurisdictions, inScope);
  const side_by_side = sideBySide(input, charging, ctx);
  return {
    fiscal_year: input.fiscal_year,
    minimum_rate: MINIMUM_RATE,
    group,
    jurisdictions,
    total_top_up_tax: total,
    amount_unit: input.amount_unit,
    charging,
    side_by_side,
  };
}

/**
 * Charging order after any QDMTT (Arts. 2.1–2.6): the IIR charges the parent's allocable share of each low-taxed
 * jurisdiction outside the UPE's own; the UTPR takes the rest (Art. 2.5.1), less what the transitional UTPR safe harbour
 * (FYs to 2025, UPE jurisdiction CIT at least 20%) or the UPE Safe Harbour (from 2026) relieves in the UPE jurisdiction,
 * allocated by 50% employees and 50% tangible assets over jurisdictions with a Qualified UTPR (Art. 2.6.1).
 */
function chargeTopUp(input: PillarTwoInput, jurisdictions: { code: string; top_up_tax: number }[], inScope: boolean): PillarTwoResult["charging"] {
  const cents = centsIn(input.amount_unit);
  const upe = input.upe_jurisdiction?.toUpperCase() ?? null;
  const ratio = input.iir?.applies ? (input.iir.inclusion_ratio_pct ?? 100) / 100 : 0;
  let iir = 0;
  let utpr = 0;
  let relieved = 0;
  for (const j of inScope ? jurisdictions : []) {
    const own = j.code === upe;
    const byIir = own ? 0 : j.top_up_tax * ratio;
    const rest = j.top_up_tax - byIir;
    const upeRelief =
      own && ((input.fiscal_year <= TRANSITIONAL_UTPR_LAST_FY && (input.upe_cit_rate_pct ?? 0) >= TRANSITIONAL_UTPR_MIN_CIT) || input.fiscal_year >= SIDE_BY_SIDE.upeSafeHarbourFromFy);
    iir += byIir;
    if (upeRelief) relieved += rest;
    else utpr += rest;
  }
  const initialPhase = initialPhaseExclusion(input);
  if (initialPhase?.applies) {
    relieved += utpr;
    utpr = 0;
  }
  const qualified = (input.utpr_jurisdictions ?? []).filter((u) => u.qualified_utpr);
  const employees = qualified.reduce((sum, u) => sum + u.employees, 0);
  const assets = qualified.reduce((sum, u) => sum + u.tangible_assets_nbv, 0);
  const allocation = qualified.map((u) => {
    const pct = (employees === 0 ? 0 : 0.5 * (u.employees / employees)) + (assets === 0 ? 0 : 0.5 * (u.tangible_assets_nbv / assets));
    return {
      code: u.code.toUpperCase(),
      utpr_percentage: roundHalfUp(pct * 100, 4),
      amount: cents(utpr * pct),
      basis: `Art. 2.6.1: 50% × ${u.employees}/${employees} employees + 50% × ${u.tangible_assets_nbv}/${assets} tangible assets`,
    };
  });
  return {
    iir_top_up: cents(iir),
    utpr_top_up: cents(utpr),
    utpr_relieved: cents(relieved),
    initial_phase: initialPhase,
    allocation,
    basis: input.iir?.applies
      ? `A Qualified IIR charges ${roundHalfUp(ratio * 100, 4)}% of the top-up outside the UPE jurisdiction (Arts. 2.1–2.2); the UTPR takes what remains (Art. 2.5.1).`
      : "No Qualified IIR applies, so the whole top-up tax falls to the UTPR (Art. 2.5.1).",
  };
}

/** Art. 9.3 limits: entities in at most 6 jurisdictions, at most EUR 50m of tangible assets outside the Reference Jurisdiction, 5 years. */
const INITIAL_PHASE = { maxJurisdictions: 6, maxAssetsEur: 50_000_000, years: 5 } as const;

/**
 * Art. 9.3: UTPR top-up tax is reduced to zero while the group is in the initial phase of its international activity —
 * constituent entities in no more than six jurisdictions and no more than EUR 50m of tangible assets (NBV) outside the
 * Reference Jurisdiction — for five years from its first fiscal year in scope. Fiscal years beginning in the first four
 * calendar years after that start are inside; one beginning in the fifth is on the boundary (whether a fiscal year
 * beginning exactly five years on is still covered is not confirmed here), so it is not relieved but flagged.
 */
function initialPhaseExclusion(input: PillarTwoInput): { applies: boolean | null; detail: string } | null {
  const ip = input.initial_phase;
  if (!ip) return null;
  const limit = INITIAL_PHASE.maxAssetsEur * (input.amount_unit === "EUR_m" ? 1e-6 : 1);
  const unit = input.amount_unit === "EUR_m" ? "EUR 50m" : "EUR 50,000,000";
  const yearsIn = input.fiscal_year - ip.period_start_fy;
  if (yearsIn < 0) return { applies: false, detail: `The fiscal year (${input.fiscal_year}) begins before the initial-phase period (${ip.period_start_fy}).` };
  if (ip.jurisdictions_with_entities > INITIAL_PHASE.maxJurisdictions) {
    return { applies: false, detail: `Art. 9.3.2(a) not met: constituent entities in ${ip.jurisdictions_with_entities} jurisdictions, more than ${INITIAL_PHASE.maxJurisdictions}.` };
  }
  if (ip.tangible_assets_outside_reference > limit) {
    return { applies: false, detail: `Art. 9.3.2(b) not met: tangible assets outside the Reference Jurisdiction of ${ip.tangible_assets_outside_reference} exceed ${unit}.` };
  }
  if (yearsIn > INITIAL_PHASE.years) return { applies: false, detail: `Art. 9.3 no longer applies: the five-year period that began in ${ip.period_start_fy} has ended.` };
  if (yearsIn === INITIAL_PHASE.years) {
    return {
      applies: null,
      detail: `The fiscal year begins five years after the period that began in ${ip.period_start_fy}: whether Art. 9.3 still covers it is not confirmed here, so the UTPR top-up is not reduced. Check the exact start and end dates under the local rule.`,
    };
  }
  return {
    applies: true,
    detail: `Art. 9.3: entities in ${ip.jurisdictions_with_entities} jurisdictions (at most ${INITIAL_PHASE.maxJurisdictions}) and tangible assets outside the Reference Jurisdiction of ${ip.tangible_assets_outside_reference} (at most ${unit}), in year ${yearsIn + 1} of the five-year period: the UTPR top-up tax is reduced to zero; the IIR and any QDMTT still apply.`,
  };
}

type EntityRows = NonNullable<PillarTwoResult["jurisdictions"][number]["entity_allocation"]>;
const BY_INCOME = "Art. 5.2.4 (pro rata to GloBE income among entities with GloBE income)";

/**
 * Art. 5.2.4: the jurisdictional top-up tax is shared among the constituent entities that have GloBE income, in
 * proportion to it; an entity with a GloBE loss gets none. Entities that do not net to the jurisdiction's Net GloBE
 * Income (Art. 5.1.2) are flagged, and the allocation still follows the entities given. In a year without Net GloBE
 * Income (only Additional Current Top-up Tax) the allocation follows its own rule: Art. 5.4.3 for tax arising under
 * Art. 4.1.5 (a loss year's negative taxes), computed when each entity's covered taxes are given; Art. 5.2.5 for tax
 * from recomputing earlier years under Art. 5.4.1, which needs the entities' income in those years and is only flagged.
 */
function allocateToEntities(
  j: PillarTwoInput["jurisdictions"][number],
  topUp: number,
  source: { lossYear: boolean; recomputed: boolean },
  ctx: CoreContext,
  cents: (n: number) => number,
): { rows: EntityRows; basis: string } | null {
  if (!j.entities?.length) return null;
  const code = j.code.toUpperCase();
  const net = j.entities.reduce((sum, e) => sum + e.globe_income, 0);
  if (Math.abs(net - j.globe_income) > 0.005) {
    ctx.warn({
      code: "input_inconsistent",
      message: `${code}: the entities' GloBE income and losses net to ${cents(net)}, not the Net GloBE Income of ${cents(j.globe_income)} given (Art. 5.1.2); the top-up tax is allocated over the entities as given.`,
    });
  }
  const positive = j.entities.reduce((sum, e) => sum + Math.max(0, e.globe_income), 0);
  if (j.globe_income > 0 && positive > 0) {
    return {
      rows: j.entities.map((e) => ({ name: e.name, globe_income: cents(e.globe_income), top_up_tax: e.globe_income > 0 ? cents((topUp * e.globe_income) / positive) : 0 })),
      basis: BY_INCOME,
    };
  }
  if (topUp > 0 && source.lossYear && !source.recomputed) {
    const byTaxes = allocateLossYearTopUp(j, topUp, ctx, cents);
    if (byTaxes) return byTaxes;
  }
  if (topUp > 0) {
    const rules = [
      source.lossYear
        ? `Art. 5.4.3 for the part arising under Art. 4.1.5 (the loss year's negative taxes${j.entities.some((e) => e.covered_taxes === undefined) ? "; give each entity's covered_taxes" : ""})`
        : null,
      source.recomputed ? "Art. 5.2.5 for the part from recomputing earlier years (Art. 5.4.1), by the entities' GloBE income in those years" : null,
    ].filter(Boolean);
    ctx.warn({
      code: "scope_limit",
      message: `${code}: with no Net GloBE Income the top-up tax is not allocated by this year's GloBE income (Art. 5.2.4) but under ${rules.length ? rules.join(", and ") : "Art. 5.2.5"}, which is not computed here; no entity figures are given.`,
    });
  }
  return { rows: j.entities.map((e) => ({ name: e.name, globe_income: cents(e.globe_income), top_up_tax: topUp > 0 ? null : 0 })), basis: BY_INCOME };
}

/**
 * Art. 5.4.3 (EU Minimum Tax Directive Art. 28(3); UK F(No.2)A 2023 s.204): top-up tax under Art. 4.1.5 goes only to
 * the entities whose Adjusted Covered Taxes are below zero and below their GloBE income or loss × 15%, each in
 * proportion to (GloBE income or loss × 15%) − Adjusted Covered Taxes. Null (so the caller flags it) unless every
 * entity's covered taxes are given and at least one entity qualifies.
 */
function allocateLossYearTopUp(j: PillarTwoInput["jurisdictions"][number], topUp: number, ctx: CoreContext, cents: (n: number) => number): { rows: EntityRows; basis: string } | null {
  const entities = j.entities ?? [];
  if (entities.some((e) => e.covered_taxes === undefined)) return null;
  const code = j.code.toUpperCase();
  const taxes = entities.reduce((sum, e) => sum + (e.covered_taxes ?? 0), 0);
  if (Math.abs(taxes - j.covered_taxes) > 0.005) {
    ctx.warn({
      code: "input_inconsistent",
      message: `${code}: the entities' Adjusted Covered Taxes add up to ${cents(taxes)}, not the ${cents(j.covered_taxes)} given for the jurisdiction; the Art. 4.1.5 top-up tax is allocated over the entities as given (Art. 5.4.3).`,
    });
  }
  const weight = (e: (typeof entities)[number]) => {
    const expected = (e.globe_income * MINIMUM_RATE) / 100;
    const covered = e.covered_taxes ?? 0;
    return covered < 0 && covered < expected ? expected - covered : 0;
  };
  const total = entities.reduce((sum, e) => sum + weight(e), 0);
  if (total <= 0) {
    ctx.warn({
      code: "input_inconsistent",
      message: `${code}: no entity given has Adjusted Covered Taxes below zero and below its GloBE income or loss × 15%, so the Art. 4.1.5 top-up tax cannot be allocated under Art. 5.4.3; check the entities' figures.`,
    });
    return null;
  }
  return {
    rows: entities.map((e) => ({ name: e.name, globe_income: cents(e.globe_income), top_up_tax: cents((topUp * weight(e)) / total) })),
    basis: "Art. 5.4.3 (Art. 4.1.5 top-up tax, to entities with covered taxes below zero and below GloBE income or loss × 15%, pro rata to the shortfall)",
  };
}

/**
 * The Side-by-Side Package (5 Jan 2026) as dated facts: the SbS Safe Harbour needs a UPE in a jurisdiction with a
 * Qualified SbS Regime (the Central Record lists only the United States) and a fiscal year beginning in 2026 or later;
 * QDMTTs still apply and 2024–2025 obligations are unchanged. Relief is shown, never assumed: each jurisdiction must
 * enact the package.
 */
function sideBySide(input: PillarTwoInput, charging: PillarTwoResult["charging"], ctx: CoreContext): PillarTwoResult["side_by_side"] {
  const upe = input.upe_jurisdiction?.toUpperCase() ?? null;
  const fyCovered = input.fiscal_year >= SIDE_BY_SIDE.sbsSafeHarbourFromFy;
  const qualifiedRegime = upe !== null && SIDE_BY_SIDE.qualifiedSbsRegimes.includes(upe);
  const available = fyCovered && qualifiedRegime;
  if (available) {
    ctx.warn({
      code: "side_by_side_possible",
      message: `The UPE is in ${upe}, whose regime is on the Central Record of Qualified SbS Regimes: for a fiscal year beginning in ${input.fiscal_year}, an SbS Safe Harbour election deems the group's IIR and UTPR top-up tax nil where the package is enacted locally. QDMTTs still apply. The figures below are before any election.`,
    });
  } else if (fyCovered && upe === null) {
    ctx.warn({
      code: "assumption",
      message: "Give upe_jurisdiction: from fiscal years beginning in 2026 a group whose UPE is in a jurisdiction with a Qualified SbS Regime (so far only the United States) may elect the SbS Safe Harbour.",
    });
  }
  const upeRelief =
    upe === null
      ? null
      : input.fiscal_year >= SIDE_BY_SIDE.upeSafeHarbourFromFy
        ? `UPE Safe Harbour (from fiscal years beginning in 2026): no UTPR top-up on the domestic profits of ${upe}.`
        : input.fiscal_year <= TRANSITIONAL_UTPR_LAST_FY && (input.upe_cit_rate_pct ?? 0) >= TRANSITIONAL_UTPR_MIN_CIT
          ? `Transitional UTPR safe harbour: ${upe}'s corporate tax rate of ${input.upe_cit_rate_pct}% is at least 20%, so UTPR top-up there is nil for fiscal years of up to 12 months beginning by 31 Dec 2025 and ending before 31 Dec 2026.`
          : null;
  return {
    upe_jurisdiction: upe,
    sbs_safe_harbour_available: available,
    elected: available && input.sbs_election,
    iir_utpr_if_elected: available ? 0 : null,
    upe_safe_harbour: upeRelief,
    detail: available
      ? `SbS Safe Harbour available: on election, IIR (${charging.iir_top_up}) and UTPR (${charging.utpr_top_up}) top-up tax is nil; QDMTT top-up remains.`
      : !fyCovered
        ? `No side-by-side relief for a fiscal year beginning in ${input.fiscal_year}: the package applies from fiscal years beginning in 2026, and 2024–2025 obligations are unchanged.`
        : upe === null
          ? "The UPE's jurisdiction is not given."
          : `${upe} has no Qualified SbS Regime on the Central Record, so the SbS Safe Harbour is not available.`,
    source: SIDE_BY_SIDE.source,
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
    amount_unit: "EUR_m",
    upe_jurisdiction: "US",
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
  currency: "EUR",
  verdict: (r) => {
    const money = (n: number) => formatMoney(n, "EUR", r.amount_unit === "EUR_m" ? "m" : "units");
    if (!r.group.in_scope) return `The group is outside the GloBE rules for the fiscal year beginning in ${r.fiscal_year}: consolidated revenue reached EUR 750m${r.group.year_thresholds_eur.some((t) => t !== r.group.threshold_eur) ? " (pro-rated for a year not 12 months long, Art. 1.1.2)" : ""} in only ${r.group.years_at_or_above_threshold} of the 4 preceding years (Art. 1.1).`;
    const low = r.jurisdictions.filter((j) => j.top_up_tax > 0);
    // A low-taxed jurisdiction whose top-up is deemed nil must say why, or "€0" reads as a computation error.
    const deemedNil = r.jurisdictions.filter((j) => j.top_up_tax === 0 && j.top_up_before_qdmtt > 0);
    const detail = [
      ...low.map((j) => `${j.code} ${money(j.top_up_tax)}${j.etr === null ? " (loss year)" : ` (ETR ${j.etr}%)`}`),
      ...deemedNil.map(
        (j) =>
          `${j.code} nil although ${money(j.top_up_before_qdmtt)} would be due (ETR ${j.etr}%): ${j.de_minimis.passed && j.de_minimis.elected ? "de minimis exclusion elected (Art. 5.5)" : j.qdmtt_safe_harbour ? "QDMTT Safe Harbour" : "covered by the QDMTT"}`,
      ),
    ].join(", ");
    const initial = r.charging.initial_phase?.applies ? " The UTPR share is reduced to zero in the initial phase of international activity (Art. 9.3)." : "";
    const charge = r.total_top_up_tax > 0 ? ` After any QDMTT it is charged ${r.charging.iir_top_up > 0 ? `${money(r.charging.iir_top_up)} under the IIR and ` : ""}${money(r.charging.utpr_top_up)} under the UTPR.${initial}` : "";
    // Art. 5.2.4 / 5.4.3: where the entities are given, say what each bears (the question is often about one of them).
    const shares = low
      .filter((j) => j.entity_allocation?.some((e) => e.top_up_tax !== null))
      .map((j) => `In ${j.code}, ${j.figure_basis.entity_allocation?.includes("5.4.3") ? "by each entity's shortfall of covered taxes (Art. 5.4.3)" : "by GloBE income (Art. 5.2.4)"}: ${j.entity_allocation!.map((e) => `${e.name} ${e.top_up_tax === null ? "not computed" : money(e.top_up_tax)}`).join(", ")}.`)
      .join(" ");
    return `Top-up tax for the fiscal year beginning in ${r.fiscal_year}: ${money(r.total_top_up_tax)}${detail ? ` (${detail})` : ""}.${charge}${shares ? ` ${shares}` : ""}`;
  },
};
