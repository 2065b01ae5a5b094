import { z } from "zod";
import { money } from "@/lib/audit/tools/shared/schemas";
import { roundMoney } from "@/lib/audit/tools/shared/money";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";

/**
 * SPV structuring in India: the sponsor's s.186 limit on loans, guarantees, security and investments (and whether
 * a special resolution is needed), the SPV's status relative to the sponsor (s.2(87) subsidiary, s.2(6) associate),
 * the candidate vehicles and regulations for the purpose, the treaty-access caveats (PPT, GAAR) and a
 * bankruptcy-remoteness checklist.
 */

const CA = "in-companies-act-2013";

const purposes = ["project_finance", "real_estate", "infrastructure", "securitisation", "fund", "holding"] as const;

export const spvAdvisorInput = z.strictObject({
  purpose: z.enum(purposes).describe("What the SPV is for"),
  sponsor_holding_pct: z.number().min(0).max(100).describe("Sponsor's share of the SPV's voting power, in percent"),
  sponsor_paid_up_capital: money("Sponsor company's paid-up share capital, in rupees").optional(),
  sponsor_free_reserves: money("Sponsor's free reserves, in rupees").optional(),
  sponsor_securities_premium: money("Sponsor's securities premium account, in rupees").optional(),
  existing_exposure: money("Sponsor's existing loans, guarantees, security and investments counted under s.186, in rupees").default(0),
  proposed_exposure: money("New loan, guarantee, security or investment into the SPV, in rupees").optional(),
  foreign_holding_company: z.boolean().default(false).describe("The SPV is held through a company in a treaty jurisdiction"),
});

export const spvAdvisorResult = z.object({
  status: z.object({ classification: z.enum(["subsidiary", "associate", "investment"]), reason: z.string(), citation_ids: z.array(z.string()) }),
  s186: z
    .object({
      limit_60pct_of_capital_reserves_premium: z.number(),
      limit_100pct_of_reserves_premium: z.number(),
      limit: z.number(),
      exposure_after: z.number(),
      headroom: z.number(),
      special_resolution_required: z.boolean(),
      citation_ids: z.array(z.string()),
    })
    .nullable(),
  vehicles: z.array(z.object({ vehicle: z.string(), framework: z.string() })),
  caveats: z.array(z.object({ issue: z.string(), citation_ids: z.array(z.string()) })),
  checklist: z.array(z.string()),
});

export type SpvAdvisorInput = z.infer<typeof spvAdvisorInput>;
export type SpvAdvisorResult = z.infer<typeof spvAdvisorResult>;

const VEHICLES: Record<(typeof purposes)[number], { vehicle: string; framework: string }[]> = {
  project_finance: [
    { vehicle: "Private limited company (project SPV)", framework: "Companies Act 2013" },
    { vehicle: "Infrastructure investment trust holding the SPV", framework: "SEBI (Infrastructure Investment Trusts) Regulations 2014" },
  ],
  infrastructure: [
    { vehicle: "Private limited company (project SPV)", framework: "Companies Act 2013" },
    { vehicle: "Infrastructure investment trust", framework: "SEBI (Infrastructure Investment Trusts) Regulations 2014" },
  ],
  real_estate: [
    { vehicle: "Private limited company or LLP holding the asset", framework: "Companies Act 2013 / Limited Liability Partnership Act 2008" },
    { vehicle: "Real estate investment trust", framework: "SEBI (Real Estate Investment Trusts) Regulations 2014" },
  ],
  securitisation: [{ vehicle: "Trust or company issuing to investors", framework: "Companies Act 2013 and the applicable RBI / SEBI securitisation rules" }],
  fund: [{ vehicle: "Alternative investment fund (trust, company or LLP)", framework: "SEBI (Alternative Investment Funds) Regulations 2012" }],
  holding: [
    { vehicle: "Private limited company", framework: "Companies Act 2013" },
    { vehicle: "Limited liability partnership", framework: "Limited Liability Partnership Act 2008" },
  ],
};

function runSpv(input: SpvAdvisorInput, ctx: CoreContext): SpvAdvisorResult {
  const s2 = ctx.cite({ source_id: CA, article: "2" });
  const h = input.sponsor_holding_pct;
  const status =
    h > 50
      ? { classification: "subsidiary" as const, reason: `${h}% is more than one-half of the total voting power (s.2(87)).` }
      : h >= 20
        ? { classification: "associate" as const, reason: `${h}% is at least 20% of the total voting power: significant influence (s.2(6)).` }
        : { classification: "investment" as const, reason: `${h}% is below the 20% associate level.` };

  let s186: SpvAdvisorResult["s186"] = null;
  const { sponsor_paid_up_capital: cap, sponsor_free_reserves: res, sponsor_securities_premium: prem } = input;
  if (cap !== undefined && res !== undefined && prem !== undefined) {
    const a = 0.6 * (cap + res + prem);
    const b = res + prem;
    const limit = Math.max(a, b);
    const after = input.existing_exposure + (input.proposed_exposure ?? 0);
    s186 = {
      limit_60pct_of_capital_reserves_premium: roundMoney(a),
      limit_100pct_of_reserves_premium: roundMoney(b),
      limit: roundMoney(limit),
      exposure_after: roundMoney(after),
      headroom: roundMoney(limit - after),
      special_resolution_required: after > limit,
      citation_ids: [ctx.cite({ source_id: CA, article: "186" })],
    };
  }

  const caveats: SpvAdvisorResult["caveats"] = [];
  if (input.foreign_holding_company) {
    caveats.push({
      issue:
        "Treaty benefits through a holding SPV are subject to the principal purpose test (MLI Art. 7; CBDT Circular 01/2025 applies it prospectively and keeps the Cyprus, Mauritius and Singapore grandfathering outside it) and to GAAR; a TRC is required (s.90(4)).",
      citation_ids: [ctx.cite({ source_id: "in-income-tax-act-1961", article: "90" })],
    });
  }
  caveats.push({
    issue: "A subsidiary SPV's investments count toward the layers of investment companies a company may hold through (s.186(1)).",
    citation_ids: s186 ? s186.citation_ids : [ctx.cite({ source_id: CA, article: "186" })],
  });

  return {
    status: { ...status, citation_ids: [s2] },
    s186,
    vehicles: VEHICLES[input.purpose],
    caveats,
    checklist: [
      "Ring-fence the assets and liabilities in the SPV; limited-recourse financing",
      "Independent director(s) whose consent is needed for insolvency filings",
      "Separateness covenants (own books, accounts, name, arm's-length dealings)",
      "Non-petition and limited-recourse clauses with creditors and service providers",
      "Restrict the SPV's objects and additional indebtedness",
    ],
  };
}

export const spvAdvisor: AnalysisTool<typeof spvAdvisorInput, SpvAdvisorResult> = {
  tool_type: "spv-advisor",
  name: "SPV structuring (India)",
  description:
    "SPV status relative to the sponsor (subsidiary / associate), the s.186 investment and lending limit with headroom and the special-resolution trigger, candidate vehicles by purpose, PPT / GAAR caveats and a bankruptcy-remoteness checklist.",
  input: spvAdvisorInput,
  result: spvAdvisorResult,
  example: {
    tool_type: "spv-advisor",
    jurisdiction: "IN",
    question: "Can we fund a new solar project SPV without a special resolution?",
    purpose: "project_finance",
    sponsor_holding_pct: 100,
    sponsor_paid_up_capital: 500_000_000,
    sponsor_free_reserves: 1_200_000_000,
    sponsor_securities_premium: 300_000_000,
    existing_exposure: 900_000_000,
    proposed_exposure: 400_000_000,
  },
  covers: ["IN"],
  keyFields: ["purpose", "sponsor_holding_pct", "proposed_exposure"],
  run: runSpv,
};
