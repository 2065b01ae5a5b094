import { z } from "zod";
import { operation } from "@/lib/pipeline/operation";
import { citationSchema, warningSchema } from "@/lib/api/common-schemas";
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

export const complianceFindingSchema = z
  .object({
    regulation: z.string(),
    compliant: z.boolean(),
    confidence: confidenceSchema,
    finding: z.string(),
    recommendation: z.string(),
    citation_ids: z.array(z.string()),
  })
  .meta({ id: "ComplianceFinding" });

export const complianceResponseSchema = z
  .object({
    request_id: z.string(),
    tenant_id: z.string(),
    jurisdiction: z.string(),
    overall_status: z.enum(["compliant", "partially_compliant", "non_compliant", "unable_to_determine"]),
    findings: z.array(complianceFindingSchema),
    summary: z.string(),
    citations: z.array(citationSchema),
    warnings: z.array(warningSchema),
    disclaimer: z.string(),
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
