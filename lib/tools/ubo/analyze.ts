import { z } from "zod";
import { isoDate, nonEmptyText } from "@/lib/tools/figures";
import { ToolInputProblems as InputProblems } from "@/lib/tools/input-error";
import { roundHalfUp } from "@/lib/tools/money";
import { riskRatings, worstRating, type RiskRating } from "@/lib/tools/risk-rating";
import { uboRule, type RuleMethod } from "./jurisdiction-rules";
import { addToGroup } from "@/lib/tools/group";
import { todayUtc } from "@/lib/tools/today";
import { EPSILON, OwnershipGraph } from "./ownership-graph";

/**
 * Beneficial owners from an ownership and control graph under a jurisdiction's threshold and indirect-holding rule:
 * the one analysis behind the audit `ubo_compliance` tool and the corporate `ubo-mapper` core.
 */

const controlKinds = ["board_majority", "voting_majority", "significant_influence", "senior_managing_official"] as const;

export const uboComplianceInput = z.strictObject({
  entity: nonEmptyText("Name of the entity whose beneficial owners are sought"),
  ownership: z
    .array(
      z.strictObject({
        owner: nonEmptyText("Holder: a natural person, or a legal entity"),
        owned: nonEmptyText("Entity held; anything that appears here is treated as a legal entity"),
        percent: z.number().gt(0).max(100).describe("Share of capital, votes or profits held, in percent"),
      }),
    )
    .describe(
      "Ownership edges. An owner that never appears as `owned` and is not listed in legal_entities is a natural person.",
    ),
  control: z
    .array(
      z.strictObject({
        person: nonEmptyText("Natural person exercising control"),
        entity: nonEmptyText("Entity controlled: the target or an intermediate owner"),
        kind: z
          .enum(controlKinds)
          .describe("board_majority: right to appoint or remove most directors; voting_majority: majority of votes otherwise than through the shares listed; significant_influence: significant influence or control by other means (substantial control in the US); senior_managing_official: senior manager, used only as the fallback"),
      }),
    )
    .default([])
    .describe("Control other than through the ownership listed"),
  legal_entities: z
    .array(nonEmptyText("Entity name"))
    .default([])
    .describe("Owners that are legal entities although their own owners are not given (e.g. a listed company, a state body, a trust)"),
  threshold_pct: z
    .number()
    .gt(0)
    .max(100)
    .optional()
    .describe("Overrides the jurisdiction's threshold (e.g. a member state's lower figure); the jurisdiction's 'or more' / 'more than' wording still applies"),
  indirect_method: z
    .enum(["multiplicative", "majority_lookthrough"])
    .optional()
    .describe("Overrides the jurisdiction's rule for indirect holdings"),
  india_regime: z
    .enum(["sbo", "pmla"])
    .default("sbo")
    .describe("IN only: sbo = Companies Act s.90 register (10% or more); pmla = PMLA KYC rules (more than 10%)"),
  foreign_reporting_company: z
    .boolean()
    .default(false)
    .describe("US only: the entity is formed abroad and registered to do business in the US (domestic entities are exempt)"),
  us_persons: z.array(nonEmptyText("Name")).default([]).describe("US only: beneficial owners who are US persons (not reported by foreign reporting companies)"),
  as_of_date: isoDate(
    "Date the ownership is judged on (default: today, UTC). In the EU it picks the rule: the national AMLD transposition (more than 25%) until 9 July 2027, the AMLR's Art 52 (25% or more) from 10 July 2027",
  ).optional(),
});
export type UboInput = z.infer<typeof uboComplianceInput>;

export const uboComplianceResult = z.object({
  findings: z.array(z.string()).describe("Observations in plain language"),
  risk_rating: z.enum(riskRatings).describe("Overall rating: low, medium, high or critical"),
  applicability: z.enum(["applicable", "not_applicable_domestic"]),
  rule: z.object({
    regime: z.string(),
    law: z.string(),
    threshold_pct: z.number(),
    inclusive: z.boolean().describe("true: threshold or more; false: more than the threshold"),
    indirect_method: z.enum(["multiplicative", "majority_lookthrough", "conservative_max"]),
  }),
  beneficial_owners: z.array(
    z.object({
      person: z.string(),
      effective_percent: z.number().describe("Ownership under the indirect method applied, 4 decimals"),
      basis: z.array(z.string()),
      reportable: z.boolean(),
    }),
  ),
  ownership_analysis: z.array(
    z.object({
      person: z.string(),
      direct_percent: z.number(),
      multiplicative_percent: z.number(),
      majority_lookthrough_percent: z.number(),
      effective_percent: z.number(),
    }),
  ),
  untraced_interests: z
    .array(z.object({ entity: z.string(), effective_percent: z.number() }))
    .describe("Interests held by legal entities whose owners were not given"),
});
export type UboResult = z.infer<typeof uboComplianceResult>;

const pct4 = (v: number) => roundHalfUp(v, 4);

/** The UBO analysis shared by the audit `ubo_compliance` tool and the corporate `ubo-mapper` core. */
export function analyzeUbo(input: UboInput, jurisdiction: string): UboResult {
  const base = uboRule(jurisdiction, input.india_regime, input.as_of_date ?? todayUtc());
  const method: RuleMethod = input.indirect_method ?? base.method;
  const threshold = input.threshold_pct ?? base.threshold;
  const meets = (v: number) => (base.inclusive ? v >= threshold - EPSILON : v > threshold + EPSILON);
  const target = input.entity;

  const graph = new OwnershipGraph(input.ownership, target, input.legal_entities);
  const problems = new InputProblems();
  input.control.forEach((c, i) => {
    if (graph.entities.has(c.person)) problems.add(`control.${i}.person`, `${c.person} is a legal entity; control is recorded against natural persons`);
    if (!graph.entities.has(c.entity)) problems.add(`control.${i}.entity`, `${c.entity} is neither the entity nor an owner of it in the ownership graph`);
  });
  problems.throwIfAny();

  const rule = { regime: base.regime, law: base.law, threshold_pct: threshold, inclusive: base.inclusive, indirect_method: method };
  const findings: string[] = [...base.notes];
  const words = `${base.inclusive ? "" : "more than "}${threshold}%${base.inclusive ? " or more" : ""}`;

  const persons = [...new Set([...graph.persons, ...input.control.map((c) => c.person)])].sort();
  // Each person's control records and direct holdings read once, not searched for per person (quadratic in persons).
  const controlOf = new Map<string, UboInput["control"]>();
  for (const c of input.control) addToGroup(controlOf, c.person, c);
  const directOf = new Map<string, number>();
  for (const e of graph.owners(target)) directOf.set(e.owner, (directOf.get(e.owner) ?? 0) + e.percent);
  const outright = (p: string) =>
    new Set((controlOf.get(p) ?? []).filter((c) => c.entity !== target && (c.kind === "board_majority" || c.kind === "voting_majority")).map((c) => c.entity));

  const analysis = persons.map((person) => {
    const direct = directOf.get(person) ?? 0;
    const mult = graph.holdingsOf(person, "multiplicative").get(target) ?? 0;
    const majority = graph.holdingsOf(person, "majority_lookthrough", outright(person)).get(target) ?? 0;
    const effective = method === "multiplicative" ? mult : method === "majority_lookthrough" ? majority : Math.max(mult, majority);
    return { person, direct, mult, majority, effective };
  });

  const owners: UboResult["beneficial_owners"] = [];
  for (const a of analysis) {
    const basis: string[] = [];
    if (meets(a.effective)) {
      basis.push(
        `ownership ${pct4(a.effective)}% (direct ${pct4(a.direct)}%; multiplicative ${pct4(a.mult)}%, majority look-through ${pct4(a.majority)}%) meets the ${words} test`,
      );
    }
    for (const c of (controlOf.get(a.person) ?? []).filter((x) => x.kind !== "senior_managing_official")) {
      if (c.entity === target) basis.push(`control: ${c.kind.replaceAll("_", " ")} over ${target}`);
      else if (method === "multiplicative" && c.kind !== "significant_influence") {
        const via = graph.holdingsOf(c.entity, "multiplicative").get(target) ?? 0;
        if (meets(via)) basis.push(`control: ${c.kind.replaceAll("_", " ")} over ${c.entity}, which holds ${pct4(via)}% of ${target}`);
      }
    }
    if (basis.length > 0) owners.push({ person: a.person, effective_percent: pct4(a.effective), basis, reportable: true });
  }

  if (owners.length === 0 && base.senior_manager_fallback) {
    const analysisOf = new Map(analysis.map((a) => [a.person, a]));
    for (const c of input.control.filter((x) => x.entity === target && x.kind === "senior_managing_official")) {
      owners.push({
        person: c.person,
        effective_percent: pct4(analysisOf.get(c.person)?.effective ?? 0),
        basis: ["senior managing official: no natural person meets the ownership or control tests"],
        reportable: true,
      });
    }
  }

  let rating: RiskRating = "low";
  let applicability: UboResult["applicability"] = "applicable";
  if (base.regime === "US" && !input.foreign_reporting_company) {
    applicability = "not_applicable_domestic";
    owners.length = 0;
    findings.unshift("Not applicable (domestic): entities formed in the US are exempt from beneficial ownership reporting since FinCEN's interim final rule of March 2025.");
  } else if (base.regime === "US") {
    const usPersons = new Set(input.us_persons);
    for (const o of owners) {
      if (usPersons.has(o.person)) {
        o.reportable = false;
        o.basis.push("US person: not reported by a foreign reporting company");
      }
    }
  }

  const untraced = [...graph.entities]
    .filter((e) => e !== target && graph.owners(e).length === 0)
    .map((entity) => ({ entity, effective_percent: pct4(graph.holdingsOf(entity, "multiplicative").get(target) ?? 0) }))
    .filter((u) => u.effective_percent > 0)
    .sort((a, b) => b.effective_percent - a.effective_percent || a.entity.localeCompare(b.entity));

  if (applicability === "applicable") {
    if (owners.length === 0) {
      rating = "high";
      findings.push(
        base.senior_manager_fallback
          ? `No natural person meets the ${words} ownership test or the control tests, and no senior managing official was given: identify one and record why no owner qualifies.`
          : `No natural person meets the ${words} ownership test or the control tests; record the steps taken and the conclusion.`,
      );
    } else {
      findings.push(`${owners.length} beneficial owner(s) identified: ${owners.map((o) => o.person).join(", ")}.`);
    }
    for (const u of untraced) {
      findings.push(`${u.entity} holds ${u.effective_percent}% of ${target} but its owners were not given; trace them or document why it is exempt.`);
      if (meets(u.effective_percent)) rating = worstRating(rating, "high");
    }
    for (const entity of [...graph.entities].filter((e) => graph.owners(e).length > 0)) {
      const recorded = graph.owners(entity).reduce((s, e) => s + e.percent, 0);
      if (recorded < 100 - EPSILON) findings.push(`Only ${pct4(recorded)}% of ${entity} is accounted for in the ownership given.`);
    }
    if (graph.depth(target) >= 3) {
      rating = worstRating(rating, "medium");
      findings.push(`The ownership chain is ${graph.depth(target)} layers deep; complex structures call for enhanced verification.`);
    }
    if (base.regime === "IN-PMLA") {
      const borderline = analysis.filter((a) => Math.abs(a.effective - threshold) <= EPSILON);
      for (const b of borderline) {
        rating = worstRating(rating, "medium");
        findings.push(`${b.person} holds exactly ${threshold}%: check whether the rule reads "${threshold}%" or "more than ${threshold}%".`);
      }
    }
  }

  return {
    findings,
    risk_rating: rating,
    applicability,
    rule,
    beneficial_owners: owners.sort((a, b) => b.effective_percent - a.effective_percent || a.person.localeCompare(b.person)),
    ownership_analysis: analysis.map((a) => ({
      person: a.person,
      direct_percent: pct4(a.direct),
      multiplicative_percent: pct4(a.mult),
      majority_lookthrough_percent: pct4(a.majority),
      effective_percent: pct4(a.effective),
    })),
    untraced_interests: untraced,
  };
}
