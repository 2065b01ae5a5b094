import { z } from "zod";
import { money } from "@/lib/tools/figures";
import { EU_MEMBER_STATES } from "@/lib/tools/eu-member-states";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";
import { formatDate } from "@/lib/tools/format";

/**
 * Which supply-chain and sustainability regimes reach a company: EU CSDDD (both the Omnibus I scope and the
 * original 2024 phase-in, since the amending directive's publication is unconfirmed), CSRD after Omnibus I, the
 * German LkSG headcount test by its 2023 / 2024 thresholds, and SEBI BRSR / BRSR Core by market-cap rank.
 */

const count = (d: string) => z.number().int().nonnegative().describe(d);

export const esgSupplyChainInput = z.strictObject({
  employees: count("Average number of employees worldwide (group, where the test is on a consolidated basis)"),
  net_turnover_eur: money("Net worldwide turnover in EUR for the last financial year"),
  eu_company: z.boolean().describe("Formed under the law of an EU member state (false: a third-country company)"),
  eu_turnover_eur: money("Net turnover generated in the EU, in EUR (third-country companies)").optional(),
  eu_subsidiary_or_branch_turnover_eur: money("Turnover of the largest EU subsidiary or branch, in EUR (CSRD third-country test)").optional(),
  employees_in_germany: count("Employees in Germany, counting those of affiliated companies for the parent (LkSG)").optional(),
  german_presence: z
    .boolean()
    .default(false)
    .describe("Head office, principal place of business, administrative seat, statutory seat or a branch in Germany (LkSG)"),
  india_listed: z.boolean().default(false).describe("Equity listed on an Indian stock exchange"),
  india_market_cap_rank: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe("Rank by market capitalisation among Indian listed entities (1 = largest)"),
});

const test = z.object({
  regime: z.string(),
  reading: z.string(),
  in_scope: z.boolean().nullable().describe("null where the facts given do not decide it"),
  applies_from: z.string().nullable(),
  thresholds: z.string(),
  reason: z.string(),
  citation_ids: z.array(z.string()),
});

export const esgSupplyChainResult = z.object({
  csddd: z.array(test).describe("Both readings: Omnibus I amended scope and the original 2024 phase-in"),
  csrd: test,
  lksg: test,
  brsr: test,
  brsr_core: test,
  obligations: z.array(z.object({ regime: z.string(), duties: z.array(z.string()) })),
});

export type EsgSupplyChainInput = z.infer<typeof esgSupplyChainInput>;
export type EsgSupplyChainResult = z.infer<typeof esgSupplyChainResult>;
type Test = z.infer<typeof test>;

/** Original CSDDD (2024) phase-in: [employees, turnover EUR, applies from]. Dates before the stop-the-clock directive. */
const CSDDD_ORIGINAL: [number, number, string][] = [
  [5000, 1_500_000_000, "2027-07-26"],
  [3000, 900_000_000, "2028-07-26"],
  [1000, 450_000_000, "2029-07-26"],
];

const M = (v: number) => `€${v / 1_000_000}m`;

function csddd(input: EsgSupplyChainInput, ctx: CoreContext): Test[] {
  const cite = [ctx.cite({ source_id: "eu-csddd", article: "2" })];
  const euTurnover = input.eu_turnover_eur;
  const turnover = input.eu_company ? input.net_turnover_eur : euTurnover;
  const amendedIn = input.eu_company
    ? input.employees > 5000 && input.net_turnover_eur > 1_500_000_000
    : turnover === undefined
      ? null
      : turnover > 1_500_000_000;
  const amended: Test = {
    regime: "EU CSDDD (Directive (EU) 2024/1760)",
    reading: "as amended by Omnibus I",
    in_scope: amendedIn,
    applies_from: amendedIn ? "2029-07-26" : null,
    thresholds: input.eu_company ? "more than 5,000 employees and more than €1.5bn net worldwide turnover" : "more than €1.5bn net turnover in the EU (third-country company)",
    reason:
      amendedIn === null
        ? "EU turnover not given for a third-country company."
        : amendedIn
          ? "Both thresholds exceeded; applies from 26 Jul 2029."
          : "Below the amended thresholds.",
    citation_ids: cite,
  };
  let wave: [number, number, string] | undefined;
  if (input.eu_company) wave = CSDDD_ORIGINAL.find(([e, t]) => input.employees > e && input.net_turnover_eur > t);
  else if (euTurnover !== undefined) wave = CSDDD_ORIGINAL.find(([, t]) => euTurnover > t);
  const original: Test = {
    regime: "EU CSDDD (Directive (EU) 2024/1760)",
    reading: "original 2024 text, phased in (dates later postponed by the stop-the-clock directive in force 17 Apr 2025)",
    in_scope: !input.eu_company && euTurnover === undefined ? null : wave !== undefined,
    applies_from: wave ? wave[2] : null,
    thresholds: input.eu_company
      ? "more than 1,000 employees and €450m turnover; first wave 5,000 / €1.5bn (2027), second 3,000 / €900m (2028), third 1,000 / €450m (2029)"
      : "EU turnover above €1.5bn (2027), €900m (2028), €450m (2029)",
    reason: wave
      ? `Falls in the wave above ${input.eu_company ? `${wave[0].toLocaleString("en")} employees and ` : ""}${M(wave[1])}; originally from ${wave[2]}, a date postponed by the stop-the-clock directive.`
      : !input.eu_company && euTurnover === undefined
        ? "EU turnover not given for a third-country company."
        : "Below the original thresholds.",
    citation_ids: cite,
  };
  if (amended.in_scope !== original.in_scope || amended.applies_from !== original.applies_from) {
    ctx.warn({
      code: "conflicting_authority",
      message:
        "CSDDD scope differs between the Omnibus I amended text (more than 5,000 employees and €1.5bn, from 26 Jul 2029) and the original 2024 phase-in; the amending directive's publication in the Official Journal is not confirmed here, so both readings are given.",
    });
  }
  return [amended, original];
}

function csrd(input: EsgSupplyChainInput, ctx: CoreContext): Test {
  const cite = [ctx.cite({ source_id: "eu-csrd", article: "1" })];
  if (input.eu_company) {
    const inScope = input.employees > 1000 && input.net_turnover_eur > 450_000_000;
    return {
      regime: "EU CSRD (Directive (EU) 2022/2464)",
      reading: "as amended by Omnibus I",
      in_scope: inScope,
      applies_from: null,
      thresholds: "more than 1,000 employees and more than €450m net turnover",
      reason: inScope ? "Both thresholds exceeded." : "Below the amended thresholds.",
      citation_ids: cite,
    };
  }
  const eu = input.eu_turnover_eur;
  const sub = input.eu_subsidiary_or_branch_turnover_eur;
  const inScope = eu === undefined || sub === undefined ? null : eu > 450_000_000 && sub > 200_000_000;
  return {
    regime: "EU CSRD (Directive (EU) 2022/2464)",
    reading: "as amended by Omnibus I, third-country group",
    in_scope: inScope,
    applies_from: null,
    thresholds: "more than €450m EU turnover and more than €200m for an EU subsidiary or branch",
    reason: inScope === null ? "EU turnover or the EU subsidiary / branch turnover not given." : inScope ? "Both thresholds exceeded." : "Below the thresholds.",
    citation_ids: cite,
  };
}

function lksg(input: EsgSupplyChainInput, ctx: CoreContext): Test {
  const cite = [ctx.cite({ source_id: "de-lksg", article: "1" })];
  const threshold = ctx.asOf >= "2024-01-01" ? 1000 : 3000;
  const inForce = ctx.asOf >= "2023-01-01";
  const n = input.employees_in_germany;
  const inScope = !inForce ? false : n === undefined ? null : input.german_presence && n >= threshold;
  return {
    regime: "German Supply Chain Due Diligence Act (LkSG)",
    reading: `threshold in force on ${ctx.asOf}`,
    in_scope: inScope,
    applies_from: inScope ? (threshold === 1000 ? "2024-01-01" : "2023-01-01") : null,
    thresholds: "at least 3,000 employees in Germany from 1 Jan 2023; at least 1,000 from 1 Jan 2024; with a head office, principal place of business, administrative or statutory seat, or branch in Germany",
    reason: !inForce
      ? "The Act applies from 1 Jan 2023."
      : n === undefined
        ? "Employees in Germany not given."
        : !input.german_presence
          ? "No German seat or branch given."
          : n >= threshold
            ? `${n.toLocaleString("en")} employees in Germany meets the ${threshold.toLocaleString("en")} threshold.`
            : `${n.toLocaleString("en")} employees in Germany is below the ${threshold.toLocaleString("en")} threshold.`,
    citation_ids: cite,
  };
}

/** Indian financial year (April–March) containing a date, as its starting calendar year. */
function indianFyStart(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 4 ? year : year - 1;
}

/** BRSR Core glide path: top N by market cap for the FY starting in the given year. 2024 is unconfirmed. */
const BRSR_CORE: Record<number, number> = { 2023: 150, 2024: 250, 2025: 500 };

function brsr(input: EsgSupplyChainInput, ctx: CoreContext): { brsr: Test; core: Test } {
  const rank = input.india_market_cap_rank;
  const known = input.india_listed && rank !== undefined;
  const fy = indianFyStart(ctx.asOf);
  const fyLabel = `FY ${fy}-${String((fy + 1) % 100).padStart(2, "0")}`;
  const brsrIn = !input.india_listed ? false : rank === undefined ? null : rank <= 1000 && fy >= 2022;
  const coreLimit = fy >= 2026 ? 1000 : (BRSR_CORE[fy] ?? 0);
  if (fy === 2024 && input.india_listed) {
    ctx.warn({
      code: "conflicting_authority",
      message:
        "BRSR Core for FY 2024-25: SEBI's March 2025 circular changed the glide path (assessment or assurance; value-chain disclosures deferred); the top-250 figure used here is unconfirmed.",
    });
  }
  return {
    brsr: {
      regime: "SEBI Business Responsibility and Sustainability Report (LODR Reg. 34(2)(f))",
      reading: fyLabel,
      in_scope: brsrIn,
      applies_from: brsrIn ? "2022-04-01" : null,
      thresholds: "top 1,000 listed entities by market capitalisation, from FY 2022-23 (ranked on average market cap 1 Jul–31 Dec from 31 Dec 2024)",
      reason: !input.india_listed ? "Not listed in India." : !known ? "Market-cap rank not given." : brsrIn ? `Rank ${rank} is within the top 1,000.` : `Rank ${rank} is outside the top 1,000.`,
      citation_ids: [],
    },
    core: {
      regime: "SEBI BRSR Core (circular of 12 Jul 2023), reasonable assurance",
      reading: fyLabel,
      in_scope: !input.india_listed ? false : rank === undefined ? null : coreLimit > 0 && rank <= coreLimit,
      applies_from: null,
      thresholds: "top 150 in FY 2023-24, top 250 in FY 2024-25 (unconfirmed), top 500 in FY 2025-26, top 1,000 from FY 2026-27",
      reason: !input.india_listed
        ? "Not listed in India."
        : !known
          ? "Market-cap rank not given."
          : coreLimit === 0
            ? `No BRSR Core assurance requirement for ${fyLabel}.`
            : `${fyLabel}: top ${coreLimit}; rank ${rank} is ${rank <= coreLimit ? "within" : "outside"} it.`,
      citation_ids: [],
    },
  };
}

function runEsg(input: EsgSupplyChainInput, ctx: CoreContext): EsgSupplyChainResult {
  const csdddTests = csddd(input, ctx);
  const csrdTest = csrd(input, ctx);
  const lksgTest = lksg(input, ctx);
  const india = brsr(input, ctx);
  const obligations: EsgSupplyChainResult["obligations"] = [];
  if (csdddTests.some((t) => t.in_scope)) {
    obligations.push({
      regime: "CSDDD",
      duties: [
        "Risk-based human-rights and environmental due diligence, focused on direct (tier-1) business partners plus a general risk scan",
        "Prevent, mitigate and end adverse impacts; complaints mechanism; monitoring",
        "Fines up to 3% of net worldwide turnover (Omnibus I); civil liability left to national law",
      ],
    });
  }
  if (lksgTest.in_scope) {
    obligations.push({
      regime: "LkSG",
      duties: [
        "Risk management system and responsibility assigned",
        "Annual risk analysis",
        "Policy statement",
        "Preventive and remedial measures",
        "Complaints procedure",
        "Duties toward indirect suppliers on substantiated knowledge",
        "Documentation and reporting (BAFA enforces; fines up to €8m or 2% of annual turnover for larger companies)",
      ],
    });
    ctx.warn({
      code: "conflicting_authority",
      message: "Germany announced in 2025 that it would abolish the LkSG reporting obligation and limit sanctions pending CSDDD transposition; the status of that amendment is unconfirmed.",
    });
  }
  return { csddd: csdddTests, csrd: csrdTest, lksg: lksgTest, brsr: india.brsr, brsr_core: india.core, obligations };
}

export const esgSupplyChain: AnalysisTool<typeof esgSupplyChainInput, EsgSupplyChainResult> = {
  tool_type: "esg-supply-chain",
  name: "ESG and supply-chain due diligence scope",
  description:
    "Applicability tests with dates: EU CSDDD (Omnibus I and original phase-in), CSRD after Omnibus I, German LkSG headcount thresholds, SEBI BRSR (top 1,000) and BRSR Core glide path, with the duties that follow.",
  input: esgSupplyChainInput,
  result: esgSupplyChainResult,
  example: {
    tool_type: "esg-supply-chain",
    jurisdiction: "DE",
    question: "Which supply-chain due diligence laws apply to us?",
    employees: 6200,
    net_turnover_eur: 2_000_000_000,
    eu_company: true,
    employees_in_germany: 1500,
    german_presence: true,
  },
  covers: ["EU", ...EU_MEMBER_STATES.filter((c) => c !== "EL"), "IN"],
  keyFields: ["employees", "net_turnover_eur", "employees_in_germany", "india_market_cap_rank"],
  run: runEsg,
  verdict: (r) => {
    const regimes = Object.values(r as Record<string, unknown>).flatMap((v): unknown[] => (Array.isArray(v) ? v : [v])).filter((v): v is { regime: string; reading?: string; in_scope: boolean | null; applies_from?: string | null } => typeof v === "object" && v !== null && "regime" in v && "in_scope" in v);
    const name = (g: { regime: string; reading?: string }) => `${g.regime}${g.reading ? ` (${g.reading})` : ""}`;
    const inScope = regimes.filter((g) => g.in_scope === true).map((g) => `${name(g)}${g.applies_from ? ` from ${formatDate(g.applies_from)}` : ""}`);
    const out = regimes.filter((g) => g.in_scope === false).map((g) => g.regime);
    return `${inScope.length ? `In scope: ${inScope.join("; ")}.` : "None of the supply-chain laws checked applies."}${out.length ? ` Not in scope: ${[...new Set(out)].join("; ")}.` : ""}`;
  },
};
