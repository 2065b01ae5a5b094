import { z } from "zod";
import { money } from "@/lib/tools/figures";
import { roundMoney } from "@/lib/tools/money";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";
import { formatMoney } from "@/lib/tools/format";

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
  proposed_exposure_kind: z
    .enum(["loan", "guarantee", "security", "investment"])
    .optional()
    .describe("What the proposed exposure is: a loan, a guarantee or security for the SPV's loan, or an investment in its securities (the s.186(3) proviso treats a joint venture's investment differently). Default loan"),
  spv_is_joint_venture: z.boolean().default(false).describe("The SPV is a joint venture company of the sponsor (s.186(3) proviso: loans, guarantees and security to it need no special resolution)"),
  sponsor_infrastructure_company: z
    .boolean()
    .default(false)
    .describe("The sponsor is engaged in the business of providing infrastructural facilities (Schedule VI): s.186(11)(a) takes its loans, guarantees, security and investments out of s.186 except sub-section (1)"),
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
      limit_exceeded: z.boolean().describe("Whether the exposure after the proposal exceeds the s.186(2) limit"),
      exemption: z
        .object({
          basis: z.enum(["wholly_owned_subsidiary", "joint_venture", "infrastructure_company"]),
          provision: z.string(),
          detail: z.string(),
        })
        .nullable()
        .describe("Why no special resolution is needed although the limit is exceeded (or why s.186 does not apply at all)"),
      citation_ids: z.array(z.string()),
    })
    .nullable(),
  vehicles: z.array(z.object({ vehicle: z.string(), framework: z.string() })),
  caveats: z.array(z.object({ issue: z.string(), citation_ids: z.array(z.string()) })),
  checklist: z.array(z.string()),
  approvals: z
    .array(z.object({ item: z.string(), status: z.enum(["required", "not_required", "depends_on_figures"]), why: z.string(), citation_ids: z.array(z.string()) }))
    .describe("Corporate approvals and disclosures for the proposed exposure under s.186"),
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
  const approvals: SpvAdvisorResult["approvals"] = [];
  const s186ref = () => ctx.cite({ source_id: CA, article: "186" });
  const kind = input.proposed_exposure_kind ?? "loan";
  const exemption = s186Exemption(input, kind);
  const { sponsor_paid_up_capital: cap, sponsor_free_reserves: res, sponsor_securities_premium: prem } = input;
  if (cap !== undefined && res !== undefined && prem !== undefined) {
    const a = 0.6 * (cap + res + prem);
    const b = res + prem;
    const limit = Math.max(a, b);
    const after = input.existing_exposure + (input.proposed_exposure ?? 0);
    const exceeded = after > limit;
    s186 = {
      limit_60pct_of_capital_reserves_premium: roundMoney(a),
      limit_100pct_of_reserves_premium: roundMoney(b),
      limit: roundMoney(limit),
      exposure_after: roundMoney(after),
      headroom: roundMoney(limit - after),
      special_resolution_required: exceeded && exemption === null,
      limit_exceeded: exceeded,
      exemption,
      citation_ids: [s186ref()],
    };
  }
  if (input.proposed_exposure !== undefined) {
    if (exemption?.basis === "infrastructure_company") {
      approvals.push({ item: "Special resolution, unanimous board resolution and the s.186(4) disclosure", status: "not_required", why: exemption.detail, citation_ids: [s186ref()] });
    } else {
      approvals.push({
        item: "Board resolution passed at a meeting with the consent of all directors present (and the prior approval of any public financial institution whose term loan is subsisting, where the limit is exceeded or a default continues)",
        status: "required",
        why: "s.186(5) applies to every loan, guarantee, security and investment under the section, whatever its size",
        citation_ids: [s186ref()],
      });
      approvals.push({
        item: "Special resolution in general meeting",
        status: exemption ? "not_required" : s186 === null ? "depends_on_figures" : s186.special_resolution_required ? "required" : "not_required",
        why:
          exemption !== null
            ? exemption.detail
            : s186 === null
              ? "Needed if the aggregate after this proposal exceeds the s.186(2) limit; give the sponsor's paid-up capital, free reserves and securities premium to compute it"
              : s186.limit_exceeded
                ? "The aggregate after this proposal exceeds the s.186(2) limit (s.186(3))"
                : "The aggregate after this proposal stays within the s.186(2) limit",
        citation_ids: [s186ref()],
      });
      approvals.push({ item: "Disclosure of the loan, guarantee, security or investment, its purpose and recipient in the financial statements", status: "required", why: "s.186(4); the s.186(3) proviso keeps this duty for exempt transactions", citation_ids: [s186ref()] });
    }
  }

  const caveats: SpvAdvisorResult["caveats"] = [];
  if (input.foreign_holding_company) {
    /** The Income-tax Act 2025 replaces the 1961 Act from 1 Apr 2026; treaty relief and the TRC move from s.90 to s.159. */
    const newAct = ctx.asOf >= "2026-04-01";
    caveats.push({
      issue:
        `Treaty benefits through a holding SPV are subject to the principal purpose test (MLI Art. 7; CBDT Circular 01/2025 applies it prospectively and keeps the Cyprus, Mauritius and Singapore grandfathering outside it) and to GAAR; a TRC is required (${newAct ? "Income-tax Act 2025 s.159, formerly 1961 s.90(4)" : "s.90(4)"}).`,
      citation_ids: [newAct ? ctx.cite({ source_id: "in-income-tax-act-2025", article: "159" }) : ctx.cite({ source_id: "in-income-tax-act-1961", article: "90" })],
    });
  }
  caveats.push({
    issue: "A subsidiary SPV's investments count toward the layers of investment companies a company may hold through (s.186(1)).",
    citation_ids: [s186ref()],
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
    approvals,
  };
}

/**
 * s.186(3) proviso (Companies (Amendment) Act 2017): no special resolution for a loan, guarantee or security given to a
 * wholly-owned subsidiary or a joint venture company, or for acquiring a wholly-owned subsidiary's securities.
 * s.186(11)(a): nothing in s.186 but sub-section (1) applies to a company engaged in providing infrastructural
 * facilities (Schedule VI). A 100% voting holding is read as wholly owned.
 */
function s186Exemption(input: SpvAdvisorInput, kind: "loan" | "guarantee" | "security" | "investment"): NonNullable<SpvAdvisorResult["s186"]>["exemption"] {
  if (input.sponsor_infrastructure_company) {
    return {
      basis: "infrastructure_company",
      provision: "Companies Act 2013, s.186(11)(a)",
      detail: "The sponsor provides infrastructural facilities (Schedule VI): apart from the two-layer rule of s.186(1), s.186 does not apply to its loans, guarantees, security or investments.",
    };
  }
  if (input.sponsor_holding_pct === 100) {
    return {
      basis: "wholly_owned_subsidiary",
      provision: "Companies Act 2013, s.186(3) first proviso",
      detail:
        kind === "investment"
          ? "Acquiring the securities of a wholly-owned subsidiary needs no special resolution even above the limit; it must be disclosed in the financial statements (second proviso, s.186(4))."
          : "A loan, guarantee or security given to a wholly-owned subsidiary needs no special resolution even above the limit; it must be disclosed in the financial statements (second proviso, s.186(4)).",
    };
  }
  if (input.spv_is_joint_venture && kind !== "investment") {
    return {
      basis: "joint_venture",
      provision: "Companies Act 2013, s.186(3) first proviso",
      detail: "A loan, guarantee or security given to a joint venture company needs no special resolution even above the limit (an investment in it does); it must be disclosed in the financial statements (s.186(4)).",
    };
  }
  return null;
}

export const spvAdvisor: AnalysisTool<typeof spvAdvisorInput, SpvAdvisorResult> = {
  tool_type: "spv-advisor",
  name: "SPV structuring (India)",
  description:
    "SPV status relative to the sponsor (subsidiary / associate), the s.186 investment and lending limit with headroom and the special-resolution trigger (with the s.186(3) proviso for wholly-owned subsidiaries and joint ventures and the s.186(11) infrastructure exemption), the approvals needed, candidate vehicles by purpose, PPT / GAAR caveats and a bankruptcy-remoteness checklist.",
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
  verdict: (r) => {
    const status = `The SPV is the sponsor's ${r.status.classification === "investment" ? "investee (below associate level)" : r.status.classification}.`;
    const s = r.s186;
    if (!s) return `${status} The s.186 limit needs the sponsor's paid-up capital, free reserves and securities premium.`;
    const after = `the exposure after the proposal (${formatMoney(s.exposure_after)})`;
    const limit = `the s.186(2) limit (${formatMoney(s.limit)})`;
    if (s.exemption?.basis === "infrastructure_company") return `${status} No special resolution: ${s.exemption.detail}`;
    if (s.special_resolution_required) return `${status} A special resolution is needed: ${after} exceeds ${limit} by ${formatMoney(-s.headroom)} (s.186(3)).`;
    if (s.limit_exceeded && s.exemption) return `${status} No special resolution is needed, although ${after} exceeds ${limit} by ${formatMoney(-s.headroom)}: ${s.exemption.detail}`;
    return `${status} No special resolution is needed: ${after} is within ${limit}, leaving ${formatMoney(s.headroom)} of headroom. A board resolution of all directors present is still required (s.186(5)).`;
  },
};
