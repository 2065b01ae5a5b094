import { z } from "zod";
import { operation } from "@/lib/pipeline/operation";
import { citationSchema, creditsUsedSchema, warningSchema } from "@/lib/api/common-schemas";
import { jurisdictionSchema } from "@/lib/legal/jurisdictions";

export const complianceRequestSchema = z
  .strictObject({
    document_text: z.string().min(1, "must not be empty").max(1_000_000, "must be at most 1,000,000 characters"),
    jurisdiction: jurisdictionSchema.default("US"),
    regulations: z
      .array(z.string().trim().min(1).max(200))
      .max(50, "at most 50 regulations")
      .optional()
      .describe('Names such as "GDPR", "DPDP Act", "CCPA". Omitted: the applicable laws are detected.'),
  })
  .meta({ id: "ComplianceRequest" });

export type ComplianceRequest = z.infer<typeof complianceRequestSchema>;

export const confidenceSchema = z.enum(["low", "medium", "high"]);

export const obligationSchema = z
  .object({
    id: z.string().describe("Stable identifier of the rule that tested the obligation, e.g. storage-limitation."),
    provision: z.string().describe('The provision the obligation rests on, as cited: "Art. 5(1)(e)", "§ 1798.130(a)(2)", "reg. 5".'),
    obligation: z.string().describe("What the law requires, in plain words."),
    status: z.enum(["breached", "met", "not_assessable"]).describe("not_assessable: the text does not show whether the obligation is met (never a guess); where a sentence bears on it without deciding it, it is quoted and the finding says what is left open."),
    finding: z.string().describe("What the text does, in plain words; quotes the offending sentence when there is one."),
    quote: z.string().nullable().describe("The sentence of the text the finding rests on, verbatim; null when the text is silent."),
    severity: z.enum(["high", "medium", "low"]),
    fix: z.string().describe("A concrete change that would meet the obligation."),
    citation_ids: z.array(z.string()).describe("Verified provisions the obligation rests on (empty when not assessable)."),
    in_force_from: z
      .string()
      .optional()
      .describe("Present when the duty applies only from a later date (YYYY-MM-DD) than the check's: the text would breach it from then."),
    source: z.enum(["rules", "model"]).describe("rules: tested by the deterministic rule pack; model: added by the model, kept only with a verified citation."),
  })
  .meta({ id: "ComplianceObligation" });

export const complianceFindingSchema = z
  .object({
    regulation: z.string(),
    compliant: z
      .boolean()
      .nullable()
      .describe(
        "The verdict on the law in force on the check's date. false: at least one obligation in force is breached (always citing a verified provision of the regulation); true: obligations in force were tested and none is breached; " +
          "null (a refinement of the spec's boolean, issue 34): no basis for a verdict — the regulation is not in the registry, has no rule pack, or nothing in the text lets its obligations in force be tested. A warning says which. " +
          "Breaches of duties that apply only later are listed with `in_force_from` and a `duties_not_yet_in_force` warning, and do not make the verdict false before that date.",
      ),
    confidence: confidenceSchema,
    finding: z.string().describe("The breaches in order of severity (then how many obligations were met or not assessable)."),
    recommendation: z.string().describe("The fixes for the breaches, in order of severity."),
    citation_ids: z.array(z.string()),
    obligations: z.array(obligationSchema).describe("Every obligation tested for this regulation and its outcome."),
  })
  .meta({ id: "ComplianceFinding" });

export const complianceResponseSchema = z
  .object({
    request_id: z.string(),
    tenant_id: z.string(),
    jurisdiction: z.string(),
    overall_status: z.enum(["compliant", "partially_compliant", "non_compliant", "unable_to_determine"]),
    findings: z.array(complianceFindingSchema),
    summary: z.string().describe("Counts the regulations assessed and the breaches found, by severity."),
    citations: z.array(citationSchema),
    warnings: z.array(warningSchema),
    disclaimer: z.string(),
    credits_used: creditsUsedSchema,
  })
  .meta({ id: "ComplianceCheck" });

export const complianceOperation = operation({
  method: "POST",
  path: "/v1/compliance/check",
  operationId: "compliance.check",
  summary: "Check a document or policy against named regulations, or against the laws detected as applicable",
  description:
    "Deterministic rule sets (e.g. GDPR Art. 13 notice items, DPDP Act notice items, CCPA notice at collection) give " +
    "the baseline findings; the model refines them with verified citations. Unknown regulation names become a " +
    "low-confidence finding plus an `unknown_regulation` warning, not an error.",
  tag: "Compliance",
  access: "compliance",
  credits: 3,
  body: complianceRequestSchema,
  response: complianceResponseSchema,
  example: {
    document_text:
      "Privacy notice. We collect your name and email address to manage your account. Contact us at privacy@example.com. " +
      "You have the right to access and erasure of your data. We retain data for 2 years.",
    jurisdiction: "FR",
    regulations: ["GDPR"],
  },
});
