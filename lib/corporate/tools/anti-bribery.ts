import { z } from "zod";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";


/**
 * Anti-bribery exposure: which regimes reach the organisation (FCPA by category of person, UK Bribery Act s.7,
 * PC Act 1988 s.9), an adequate-procedures gap check against the six MoJ principles (the benchmark UK s.7 and
 * India s.9 share), and a risk score against named factors. The weights are this tool's own scale, not law.
 */

const PRINCIPLES = [
  ["proportionate_procedures", "Proportionate procedures"],
  ["top_level_commitment", "Top-level commitment"],
  ["risk_assessment", "Risk assessment (periodic, informed, documented)"],
  ["due_diligence", "Due diligence (proportionate and risk-based)"],
  ["communication_training", "Communication, including training"],
  ["monitoring_review", "Monitoring and review"],
] as const;

/** Risk factors and their weights (points). */
const FACTORS = [
  ["government_touchpoints", 3, "Licences, permits, customs, tenders or other dealings with public officials"],
  ["third_party_intermediaries", 3, "Agents, distributors, consultants or other intermediaries act for the organisation"],
  ["high_risk_countries", 3, "Operations or sales in countries with a high perceived corruption risk"],
  ["facilitation_payments", 2, "Small payments to speed up routine government action are made"],
  ["gifts_hospitality_to_officials", 2, "Gifts, travel or hospitality are given to public officials"],
  ["cash_or_offbook_payments", 2, "Cash payments or payments outside normal approval and recording"],
  ["state_owned_customers", 2, "Customers are state-owned enterprises (their employees may be public officials)"],
  ["recent_acquisitions", 1, "Acquired businesses not yet integrated into the compliance programme"],
] as const;

type FactorKey = (typeof FACTORS)[number][0];
type PrincipleKey = (typeof PRINCIPLES)[number][0];

export const antiBriberyInput = z.strictObject({
  us_nexus: z
    .enum(["issuer", "domestic_concern", "territorial", "none"])
    .default("none")
    .describe("FCPA category: issuer (SEC-registered securities or reporting duty), domestic_concern (US person or US-organised / headquartered entity), territorial (acts within US territory), none"),
  uk_business: z.boolean().default(false).describe("Carries on a business, or part of a business, in the UK (a relevant commercial organisation under s.7)"),
  india_business: z.boolean().default(false).describe("Indian commercial organisation, or a foreign one carrying on business in India (PC Act s.9)"),
  procedures: z
    .strictObject(Object.fromEntries(PRINCIPLES.map(([k, label]) => [k, z.boolean().default(false).describe(label)])) as Record<PrincipleKey, z.ZodDefault<z.ZodBoolean>>)
    .prefault({})
    .describe("Which of the six adequate-procedures principles the organisation's programme meets"),
  risk_factors: z
    .strictObject(Object.fromEntries(FACTORS.map(([k, , label]) => [k, z.boolean().default(false).describe(label)])) as Record<FactorKey, z.ZodDefault<z.ZodBoolean>>)
    .prefault({})
    .describe("Which risk factors are present"),
});

export const antiBriberyResult = z.object({
  regimes: z.array(
    z.object({
      regime: z.string(),
      applies: z.boolean(),
      basis: z.string(),
      provisions: z.array(z.string()),
      citation_ids: z.array(z.string()),
    }),
  ),
  adequate_procedures: z.object({
    relevant: z.boolean().describe("Whether a defence of adequate procedures is in play (UK s.7 or PC Act s.9)"),
    principles: z.array(z.object({ principle: z.string(), met: z.boolean() })),
    met: z.number(),
    missing: z.array(z.string()),
    citation_ids: z.array(z.string()),
  }),
  risk: z.object({
    score: z.number(),
    max_score: z.number(),
    inherent_rating: z.enum(["low", "medium", "high"]),
    residual_rating: z.enum(["low", "medium", "high"]),
    factors_present: z.array(z.object({ factor: z.string(), weight: z.number() })),
  }),
  red_flags: z.array(z.object({ issue: z.string(), citation_ids: z.array(z.string()) })),
});

export type AntiBriberyInput = z.infer<typeof antiBriberyInput>;
export type AntiBriberyResult = z.infer<typeof antiBriberyResult>;

const MAX_SCORE = FACTORS.reduce((s, [, w]) => s + w, 0);

export function inherentRating(score: number): "low" | "medium" | "high" {
  if (score >= 8) return "high";
  if (score >= 4) return "medium";
  return "low";
}

function runAntiBribery(input: AntiBriberyInput, ctx: CoreContext): AntiBriberyResult {
  const regimes: AntiBriberyResult["regimes"] = [];
  const fcpa = (section: string) => ctx.cite({ source_id: "us-fcpa", article: section });
  if (input.us_nexus !== "none") {
    const section = { issuer: "78dd-1", domestic_concern: "78dd-2", territorial: "78dd-3" }[input.us_nexus];
    const ids = [fcpa(section)];
    const provisions = [`15 U.S.C. § ${section}`];
    if (input.us_nexus === "issuer") {
      ids.push(fcpa("78m"));
      provisions.push("15 U.S.C. § 78m(b) (books and records; internal accounting controls — issuers only)");
    }
    regimes.push({
      regime: "US Foreign Corrupt Practices Act",
      applies: true,
      basis: `${input.us_nexus.replace("_", " ")}: corrupt payments to foreign officials to obtain or retain business are prohibited${input.us_nexus === "issuer" ? "; the accounting provisions also apply" : "; the accounting provisions apply to issuers only"}`,
      provisions,
      citation_ids: ids,
    });
  } else {
    regimes.push({ regime: "US Foreign Corrupt Practices Act", applies: false, basis: "No issuer, domestic-concern or territorial nexus given.", provisions: [], citation_ids: [] });
  }
  const s7 = ctx.cite({ source_id: "uk-bribery-act-2010", article: "7" });
  /** Bribery Act 2010 (Commencement) Order 2011 (SI 2011/1418) art. 2: ss.1–12 in force 1 Jul 2011. */
  const ukInForce = ctx.asOf >= "2011-07-01";
  regimes.push({
    regime: "UK Bribery Act 2010, s.7 (failure of commercial organisations to prevent bribery, from 1 Jul 2011)",
    applies: input.uk_business && ukInForce,
    basis: !input.uk_business
      ? "Does not carry on business in the UK."
      : ukInForce
        ? "Strict liability for bribery by an associated person, with a full defence of adequate procedures that the organisation must prove."
        : "Section 7 came into force on 1 Jul 2011 (SI 2011/1418); it does not reach conduct before then.",
    provisions: input.uk_business ? ["s.7", "s.9 (guidance, Ministry of Justice, 30 Mar 2011)"] : [],
    citation_ids: input.uk_business ? [s7, ctx.cite({ source_id: "uk-bribery-act-2010", article: "9" })] : [],
  });
  const pc9 = ctx.cite({ source_id: "in-prevention-of-corruption-act-1988", article: "9" });
  regimes.push({
    regime: "India Prevention of Corruption Act 1988, s.9 (commercial organisations, from 26 Jul 2018)",
    applies: input.india_business && ctx.asOf >= "2018-07-26",
    basis: !input.india_business
      ? "Not an Indian commercial organisation nor carrying on business in India."
      : ctx.asOf >= "2018-07-26"
        ? "Liability for bribery of a public servant by an associated person, with an adequate-procedures defence; persons in charge may be liable under s.10."
        : "Section 9 (as substituted by the Prevention of Corruption (Amendment) Act 2018) came into force on 26 Jul 2018; it does not reach conduct before then.",
    provisions: input.india_business ? ["s.9", "s.10"] : [],
    citation_ids: input.india_business ? [pc9, ctx.cite({ source_id: "in-prevention-of-corruption-act-1988", article: "10" })] : [],
  });

  const principles = PRINCIPLES.map(([key, label]) => ({ principle: label, met: input.procedures[key] }));
  const missing = principles.filter((p) => !p.met).map((p) => p.principle);
  const relevant = regimes[1]!.applies || regimes[2]!.applies;
  const apIds = [...(regimes[1]!.applies ? [s7] : []), ...(regimes[2]!.applies ? [pc9] : [])];
  if (input.india_business) {
    ctx.warn({
      code: "conflicting_authority",
      message:
        "PC Act s.9: the guidelines on adequate procedures are to be prescribed, and none are known to have been notified; the UK Ministry of Justice's six principles are used here as the benchmark.",
    });
  }

  const present = FACTORS.filter(([key]) => input.risk_factors[key]).map(([, weight, label]) => ({ factor: label, weight }));
  const score = present.reduce((s, f) => s + f.weight, 0);
  const inherent = inherentRating(score);
  // Each missing principle weakens the programme; three or more missing raise the residual rating one step.
  const residual = missing.length === 0 && inherent !== "low" ? (inherent === "high" ? "medium" : "low") : missing.length >= 3 && inherent !== "high" ? (inherent === "low" ? "medium" : "high") : inherent;

  const red_flags: AntiBriberyResult["red_flags"] = [];
  if (input.risk_factors.facilitation_payments) {
    red_flags.push({
      issue:
        input.uk_business || input.india_business
          ? "Facilitation payments: the FCPA has a narrow exception for routine governmental action, but the UK Bribery Act has none; stop them where the UK regime applies."
          : "Facilitation payments: the FCPA's exception for routine governmental action is narrow; document each and its legal basis.",
      citation_ids: input.uk_business ? [s7] : [],
    });
  }
  if (input.risk_factors.third_party_intermediaries && !input.procedures.due_diligence) {
    red_flags.push({ issue: "Intermediaries are used without risk-based due diligence on them.", citation_ids: apIds });
  }
  if (input.risk_factors.gifts_hospitality_to_officials && input.india_business) {
    red_flags.push({
      issue: "Giving an undue advantage to a public servant is a standalone offence under PC Act s.8 (up to 7 years); a person compelled to pay must report within 7 days to rely on the defence.",
      citation_ids: [ctx.cite({ source_id: "in-prevention-of-corruption-act-1988", article: "8" })],
    });
  }
  if (input.us_nexus !== "none" && ctx.asOf >= "2025-02-01") {
    ctx.warn({
      code: "enforcement_practice",
      message: "US enforcement posture changed in 2025 (a February 2025 Executive Order paused new FCPA enforcement; DOJ revised its guidelines in June 2025). The statute is unchanged and is applied here as written.",
    });
  }

  return {
    regimes,
    adequate_procedures: { relevant, principles, met: principles.length - missing.length, missing, citation_ids: apIds },
    risk: { score, max_score: MAX_SCORE, inherent_rating: inherent, residual_rating: residual, factors_present: present },
    red_flags,
  };
}

export const antiBribery: AnalysisTool<typeof antiBriberyInput, AntiBriberyResult> = {
  tool_type: "anti-bribery",
  name: "Anti-bribery risk assessment",
  description:
    "FCPA, UK Bribery Act s.7 and Prevention of Corruption Act s.9 exposure, an adequate-procedures gap check against the six Ministry of Justice principles, and a risk score against named factors.",
  input: antiBriberyInput,
  result: antiBriberyResult,
  example: {
    tool_type: "anti-bribery",
    jurisdiction: "US",
    question: "How exposed is our distribution business to bribery risk?",
    us_nexus: "issuer",
    uk_business: true,
    india_business: true,
    procedures: { top_level_commitment: true, risk_assessment: true, communication_training: true },
    risk_factors: { government_touchpoints: true, third_party_intermediaries: true, high_risk_countries: true },
  },
  covers: ["US", "GB", "IN"],
  keyFields: ["us_nexus", "uk_business", "india_business", "risk_factors", "procedures"],
  run: runAntiBribery,
  verdict: (r) => {
    const applying = r.regimes.filter((x) => x.applies).map((x) => x.regime.replace(/ \(.*\)$/, ""));
    const reach = applying.length ? `${applying.join("; ")} reach${applying.length === 1 ? "es" : ""} the organisation.` : "None of the FCPA, the UK Bribery Act s.7 or the PC Act s.9 reaches the organisation on these facts.";
    const risk = ` Bribery risk: ${r.risk.residual_rating} after the programme (${r.risk.inherent_rating} before it; score ${r.risk.score} of ${r.risk.max_score}).`;
    const ap = r.adequate_procedures;
    const procedures = ap.relevant ? ` Adequate procedures: ${ap.met} of ${ap.principles.length} principles met${ap.missing.length ? `; missing: ${ap.missing.join(", ")}` : ""}.` : "";
    return `${reach}${risk}${procedures}`;
  },
};
