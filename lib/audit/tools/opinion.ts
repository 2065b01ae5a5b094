import { z } from "zod";
import type { RiskRating } from "@/lib/audit/tool";
import { defineTool } from "@/lib/audit/tools/shared/define-tool";
import { InputProblems } from "@/lib/audit/tools/shared/errors";
import { sumMoney } from "@/lib/tools/money";
import { money, nonEmptyText, positiveMoney } from "@/lib/tools/figures";
import { resultBase } from "@/lib/audit/tools/shared/schemas";

export const opinionTypes = ["unmodified", "qualified", "adverse", "disclaimer"] as const;
type OpinionType = (typeof opinionTypes)[number];
const severity = (o: OpinionType) => opinionTypes.indexOf(o);

const HEADINGS: Record<OpinionType, { opinion: string; basis: string }> = {
  unmodified: { opinion: "Opinion", basis: "Basis for Opinion" },
  qualified: { opinion: "Qualified Opinion", basis: "Basis for Qualified Opinion" },
  adverse: { opinion: "Adverse Opinion", basis: "Basis for Adverse Opinion" },
  disclaimer: { opinion: "Disclaimer of Opinion", basis: "Basis for Disclaimer of Opinion" },
};

export const opinionInput = z.strictObject({
  materiality: positiveMoney("Overall materiality for the financial statements as a whole"),
  misstatements: z
    .array(
      z.strictObject({
        description: nonEmptyText("What is misstated"),
        amount: money("Absolute amount left uncorrected; over- and understatements are not offset"),
        pervasive: z.boolean().default(false).describe("Effects not confined to specific elements, or a substantial proportion of the statements, or fundamental to users' understanding"),
        material_by_nature: z.boolean().default(false).describe("Material because of its nature (e.g. a required disclosure) whatever its amount"),
      }),
    )
    .default([])
    .describe("Uncorrected misstatements for which sufficient appropriate evidence was obtained"),
  scope_limitations: z
    .array(
      z.strictObject({
        description: nonEmptyText("Evidence that could not be obtained"),
        possible_effect: money("Possible effect of undetected misstatements"),
        pervasive: z.boolean().default(false).describe("Possible effects would be pervasive"),
        imposed_by_management: z.boolean().default(false).describe("Limitation imposed by management after accepting the engagement"),
      }),
    )
    .default([])
    .describe("Inability to obtain sufficient appropriate audit evidence"),
  multiple_uncertainties: z
    .boolean()
    .default(false)
    .describe("Rare case of several uncertainties whose possible cumulative effect prevents forming an opinion although evidence was obtained for each"),
  going_concern: z
    .strictObject({
      material_uncertainty: z.boolean().describe("A material uncertainty related to going concern exists"),
      adequately_disclosed: z.boolean().optional().describe("The uncertainty is adequately disclosed; required when material_uncertainty is true"),
      basis_inappropriate: z.boolean().default(false).describe("The going-concern basis of accounting is used but is inappropriate"),
      pervasive: z.boolean().optional().describe("Effect of an undisclosed uncertainty is pervasive; required when the uncertainty is not adequately disclosed"),
    })
    .optional()
    .describe("Going-concern conclusion (ISA 570)"),
  emphasis_matters: z
    .array(
      z.strictObject({
        description: nonEmptyText("Matter the auditor may wish to emphasise"),
        disclosed: z.boolean().describe("Appropriately presented or disclosed in the financial statements"),
        fundamental: z.boolean().describe("Fundamental to users' understanding"),
        key_audit_matter: z.boolean().default(false).describe("Determined to be a key audit matter (ISA 701)"),
        causes_modification: z.boolean().default(false).describe("The matter would lead to a modified opinion"),
      }),
    )
    .default([])
    .describe("Candidate emphasis-of-matter paragraphs (ISA 706)"),
});
type OpinionInput = z.infer<typeof opinionInput>;

export const opinionResult = z.object({
  ...resultBase,
  opinion: z.enum(opinionTypes),
  sections: z.array(z.object({ heading: z.string(), content: z.string() })),
  reasons: z.array(z.string()),
  aggregate_misstatements: z.number(),
  aggregate_scope_effect: z.number(),
  emphasis_matters: z.array(z.object({ description: z.string(), included: z.boolean(), reason: z.string() })),
});
type OpinionResult = z.infer<typeof opinionResult>;

interface Outcome {
  opinion: OpinionType;
  reason: string;
}

function run(input: OpinionInput): OpinionResult {
  const problems = new InputProblems();
  const gc = input.going_concern;
  if (gc?.material_uncertainty && !gc.basis_inappropriate && gc.adequately_disclosed === undefined) {
    problems.add("going_concern.adequately_disclosed", "say whether the material uncertainty is adequately disclosed");
  }
  if (gc?.material_uncertainty && !gc.basis_inappropriate && gc.adequately_disclosed === false && gc.pervasive === undefined) {
    problems.add("going_concern.pervasive", "an undisclosed material uncertainty leads to a qualified or an adverse opinion; say whether its effect is pervasive");
  }
  problems.throwIfAny();

  const outcomes: Outcome[] = [];
  const findings: string[] = [];
  const m = input.materiality;

  const misstated = sumMoney(input.misstatements.map((x) => x.amount));
  const misstatementMaterial = misstated >= m || input.misstatements.some((x) => x.material_by_nature);
  if (misstatementMaterial) {
    const pervasive = input.misstatements.some((x) => x.pervasive);
    outcomes.push({
      opinion: pervasive ? "adverse" : "qualified",
      reason: `Uncorrected misstatements of ${misstated} against materiality of ${m} are material${pervasive ? " and pervasive" : " but not pervasive"}: ${input.misstatements.map((x) => x.description).join("; ")}.`,
    });
  } else if (input.misstatements.length > 0) {
    findings.push(`Uncorrected misstatements of ${misstated} are below materiality of ${m} in aggregate; no modification on their account.`);
    if (input.misstatements.some((x) => x.pervasive)) {
      findings.push("A misstatement is flagged pervasive but the total is not material: pervasiveness only matters for material matters, so reconsider the flag or its qualitative materiality.");
    }
  }

  const scopeEffect = sumMoney(input.scope_limitations.map((x) => x.possible_effect));
  if (input.scope_limitations.length > 0 && scopeEffect >= m) {
    const pervasive = input.scope_limitations.some((x) => x.pervasive);
    outcomes.push({
      opinion: pervasive ? "disclaimer" : "qualified",
      reason: `Sufficient appropriate evidence could not be obtained (${input.scope_limitations.map((x) => x.description).join("; ")}); possible effects of ${scopeEffect} are material${pervasive ? " and pervasive" : " but not pervasive"}.`,
    });
  } else if (input.scope_limitations.length > 0) {
    findings.push(`Possible effects of the scope limitations (${scopeEffect}) are below materiality; no modification on their account.`);
  }
  if (input.scope_limitations.some((x) => x.imposed_by_management)) {
    findings.push("A limitation was imposed by management: ask management, then those charged with governance, to remove it; if a pervasive limitation remains, disclaim or withdraw where law allows.");
  }
  if (input.multiple_uncertainties) {
    outcomes.push({
      opinion: "disclaimer",
      reason: "Several uncertainties with a possible cumulative effect on the financial statements make it impossible to form an opinion.",
    });
  }

  let materialUncertaintySection = false;
  if (gc?.basis_inappropriate) {
    outcomes.push({ opinion: "adverse", reason: "The financial statements are prepared on a going-concern basis that is inappropriate." });
  } else if (gc?.material_uncertainty && gc.adequately_disclosed) {
    materialUncertaintySection = true;
  } else if (gc?.material_uncertainty) {
    outcomes.push({
      opinion: gc.pervasive ? "adverse" : "qualified",
      reason: "A material uncertainty related to going concern is not adequately disclosed in the financial statements.",
    });
  }

  const opinion = outcomes.reduce<OpinionType>((worst, o) => (severity(o.opinion) > severity(worst) ? o.opinion : worst), "unmodified");
  const reasons = outcomes.map((o) => o.reason);
  if (reasons.length === 0) reasons.push("No material misstatement or material scope limitation was identified.");

  const emphasis = input.emphasis_matters.map((e) => {
    if (!e.disclosed) return { description: e.description, included: false, reason: "Not appropriately presented or disclosed: evaluate it as a possible misstatement, not as an emphasis of matter." };
    if (!e.fundamental) return { description: e.description, included: false, reason: "Not fundamental to users' understanding." };
    if (e.causes_modification) return { description: e.description, included: false, reason: "It leads to a modification; an emphasis of matter cannot stand in for one." };
    if (e.key_audit_matter) return { description: e.description, included: false, reason: "Reported as a key audit matter instead." };
    return { description: e.description, included: true, reason: "Disclosed, fundamental, not a modification and not a key audit matter." };
  });

  const sections: OpinionResult["sections"] = [];
  const heading = HEADINGS[opinion];
  sections.push({
    heading: heading.opinion,
    content:
      opinion === "unmodified"
        ? "The financial statements present fairly, in all material respects, in accordance with the applicable framework."
        : opinion === "qualified"
          ? "Except for the effects (or possible effects) of the matters in the basis section, the financial statements present fairly, in all material respects."
          : opinion === "adverse"
            ? "Because of the significance of the matters in the basis section, the financial statements do not present fairly."
            : "Because of the significance of the matters in the basis section, no opinion is expressed on the financial statements.",
  });
  sections.push({ heading: heading.basis, content: reasons.join(" ") });
  if (materialUncertaintySection && opinion !== "disclaimer") {
    sections.push({
      heading: "Material Uncertainty Related to Going Concern",
      content: "Draws attention to the note describing the events or conditions that cast significant doubt on the entity's ability to continue as a going concern, and states that the opinion is not modified in respect of this matter.",
    });
  } else if (materialUncertaintySection) {
    findings.push("Describe the going-concern uncertainty in the basis for disclaimer.");
  }
  for (const e of emphasis.filter((x) => x.included)) {
    sections.push({
      heading: "Emphasis of Matter",
      content: `Draws attention to the note on ${e.description}; the opinion is not modified in respect of this matter.`,
    });
  }
  if (materialUncertaintySection) {
    findings.push("The going-concern material uncertainty goes in its own section, not in an emphasis of matter paragraph.");
  }

  const rating: RiskRating =
    opinion === "adverse" || opinion === "disclaimer"
      ? "critical"
      : opinion === "qualified"
        ? "high"
        : materialUncertaintySection || emphasis.some((e) => e.included)
          ? "medium"
          : "low";
  findings.unshift(`Opinion: ${opinion}.`);

  return {
    findings,
    risk_rating: rating,
    opinion,
    sections,
    reasons,
    aggregate_misstatements: misstated,
    aggregate_scope_effect: scopeEffect,
    emphasis_matters: emphasis,
  };
}

export const opinionTool = defineTool({
  tool_type: "opinion",
  name: "Auditor's opinion (ISA 705 / 706 / 570)",
  description:
    "Forms the opinion (unmodified, qualified, adverse or disclaimer) from uncorrected misstatements, scope limitations and going-concern matters, and lists the report sections: basis for opinion, material uncertainty related to going concern, emphasis of matter.",
  input: opinionInput,
  result: opinionResult,
  example: {
    tool_type: "opinion",
    jurisdiction: "IN",
    materiality: 500000,
    misstatements: [{ description: "Inventory overstated at year end", amount: 620000, pervasive: false }],
    scope_limitations: [],
    going_concern: { material_uncertainty: true, adequately_disclosed: true, basis_inappropriate: false },
    emphasis_matters: [
      { description: "the outcome of pending tax litigation", disclosed: true, fundamental: true, key_audit_matter: false, causes_modification: false },
    ],
  },
  run: (input) => run(input),
});
