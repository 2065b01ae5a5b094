import { z } from "zod";
import { ToolInputError } from "@/lib/tools/input-error";
import { analyzeUbo, uboComplianceResult, type UboInput } from "@/lib/tools/ubo/analyze";
import { EU_MEMBER_STATES } from "@/lib/tools/eu-member-states";
import { ApiError } from "@/lib/http/problem";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";

/**
 * Beneficial owners of an entity from its ownership and control edges, under the threshold and indirect-holding
 * rule of the jurisdiction. The analysis is the shared one (lib/tools/ubo/analyze.ts) the audit UBO tool also uses.
 */

const name = (description: string) => z.string().trim().min(1).max(300).describe(description);
const controlKinds = ["board_majority", "voting_majority", "significant_influence", "senior_managing_official"] as const;

export const uboMapperInput = z.strictObject({
  entity: name("Name of the entity whose beneficial owners are sought"),
  ownership: z
    .array(
      z.strictObject({
        owner: name("Holder: a natural person, or a legal entity"),
        owned: name("Entity held; anything that appears here is treated as a legal entity"),
        percent: z.number().gt(0).max(100).describe("Share of capital, votes or profits held, in percent"),
      }),
    )
    .min(1)
    .max(500)
    .describe("Ownership edges. An owner that never appears as `owned` and is not listed in legal_entities is a natural person."),
  control: z
    .array(
      z.strictObject({
        person: name("Natural person exercising control"),
        entity: name("Entity controlled: the target or an intermediate owner"),
        kind: z.enum(controlKinds).describe("board_majority | voting_majority | significant_influence | senior_managing_official"),
      }),
    )
    .max(200)
    .default([])
    .describe("Control other than through the ownership listed"),
  legal_entities: z.array(name("Entity name")).max(500).default([]).describe("Owners that are legal entities although their owners are not given"),
  threshold_pct: z.number().gt(0).max(100).optional().describe("Overrides the jurisdiction's threshold (e.g. a member state's lower figure)"),
  indirect_method: z.enum(["multiplicative", "majority_lookthrough"]).optional().describe("Overrides the jurisdiction's rule for indirect holdings"),
  india_regime: z.enum(["sbo", "pmla"]).default("sbo").describe("IN only: sbo = Companies Act s.90 register; pmla = PMLA KYC rules"),
  foreign_reporting_company: z.boolean().default(false).describe("US only: formed abroad and registered to do business in the US"),
  us_persons: z.array(name("Name")).max(200).default([]).describe("US only: beneficial owners who are US persons"),
});

export const uboMapperResult = uboComplianceResult.extend({
  jurisdiction: z.string(),
  citation_ids: z.array(z.string()).describe("Provisions of the rule applied that the registry holds"),
});

export type UboMapperInput = z.infer<typeof uboMapperInput>;
export type UboMapperResult = z.infer<typeof uboMapperResult>;

function ruleJurisdiction(ctx: CoreContext): string {
  const code = ctx.jurisdiction.toUpperCase();
  if (code.startsWith("US")) return code;
  return code.slice(0, 2);
}

function runUboMapper(input: UboMapperInput, ctx: CoreContext): UboMapperResult {
  const jurisdiction = ruleJurisdiction(ctx);
  let result;
  try {
    // The request's date picks the dated rule (in the EU the AMLD transposition or, from 10 July 2027, the AMLR), not the clock.
    result = analyzeUbo({ ...(input as UboInput), as_of_date: ctx.asOf }, jurisdiction);
  } catch (error) {
    if (error instanceof ToolInputError) {
      throw new ApiError("invalid_request", error.message, { errors: error.errors });
    }
    throw error;
  }
  const citation_ids: string[] = [];
  if (result.rule.regime === "IN-SBO") citation_ids.push(ctx.cite({ source_id: "in-companies-act-2013", article: "90" }));
  if (result.rule.regime === "IN-PMLA") {
    ctx.warn({
      code: "conflicting_authority",
      message: "PMLA Rules r.9(3) (as amended 7 Mar 2023): commentaries read the company threshold both as '10%' and 'more than 10%'; 'more than 10%' is applied and holdings of exactly 10% are flagged.",
    });
  }
  return { ...result, jurisdiction, citation_ids };
}

export const uboMapper: AnalysisTool<typeof uboMapperInput, UboMapperResult> = {
  tool_type: "ubo-mapper",
  name: "Beneficial ownership mapper",
  description:
    "Maps an entity's ownership and control graph to its beneficial owners under the jurisdiction's threshold and indirect-holding rule (EU AMLR / national, UK PSC, US CTA, India SBO or PMLA, Singapore, UAE).",
  input: uboMapperInput,
  result: uboMapperResult,
  example: {
    tool_type: "ubo-mapper",
    jurisdiction: "US",
    question: "Who are the beneficial owners our foreign reporting company must report?",
    entity: "Target LLC",
    ownership: [
      { owner: "Holdco Ltd", owned: "Target LLC", percent: 60 },
      { owner: "Claire Martin", owned: "Target LLC", percent: 15 },
      { owner: "Claire Martin", owned: "Holdco Ltd", percent: 30 },
      { owner: "Paul Durand", owned: "Holdco Ltd", percent: 70 },
    ],
    foreign_reporting_company: true,
  },
  covers: ["EU", ...EU_MEMBER_STATES.filter((c) => c !== "EL"), "GB", "US", "IN", "SG", "AE"],
  keyFields: ["entity", "ownership"],
  run: runUboMapper,
  verdict: (r) => {
    const owners = r.beneficial_owners.filter((o) => o.reportable);
    const law = r.rule ? ` under ${r.rule.law}` : "";
    if (!owners.length) return `No individual reaches the beneficial-ownership threshold${law} on the ownership given.`;
    return `${owners.length} beneficial owner${owners.length === 1 ? "" : "s"} to report${law}: ${owners.map((o) => `${o.person} (${o.effective_percent}%)`).join(", ")}.`;
  },
};
