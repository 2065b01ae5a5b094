import { z } from "zod";
import { operation } from "@/lib/pipeline/operation";
import { citationSchema, creditsUsedSchema, warningSchema } from "@/lib/api/common-schemas";
import { optionalJurisdiction } from "@/lib/legal/jurisdictions";
import { optionalLanguage } from "@/lib/legal/languages";
import { closeTemplateIds, getTemplate } from "./catalog";
import { draftLanguages, nativeTypeIds } from "./language";
import { contractGroups, keyTermTypes } from "./types";

const partySchema = z.string().trim().min(1, "must not be empty").max(300, "must be at most 300 characters");

export const contractDraftRequestSchema = z
  .strictObject({
    document_type: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .max(100)
      .superRefine((value, ctx) => {
        if (getTemplate(value)) return;
        // Past 100 characters max() has said so already; the value is neither looked up nor echoed back. max() counts
        // code points, length UTF-16 units: 51 astral characters pass the one and not the other, and once reached the
        // handler as an unknown template (a 500).
        if (value.length > 100) {
          if ([...value].length <= 100) ctx.addIssue({ code: "custom", message: "unknown document_type. See GET /v1/contracts/types for all types." });
          return;
        }
        const close = closeTemplateIds(value);
        ctx.addIssue({
          code: "custom",
          message: `unknown document_type "${value}"${close.length > 0 ? `; did you mean ${close.map((c) => `"${c}"`).join(", ")}?` : ""} See GET /v1/contracts/types for all types.`,
        });
      })
      .describe("Template id from GET /v1/contracts/types, e.g. nda, employment_agreement, service_agreement, lease."),
    jurisdiction: optionalJurisdiction("US"),
    language: optionalLanguage("en").describe(
      "Language of the draft: en, de or fr (a region such as de-AT is accepted); any other language is a 400. de under German law (DE) and fr under French law (FR) are drafted natively, " +
        `without the model, for ${nativeTypeIds("de").join(", ")}; other German or French drafts need the model to translate (offline they are in English, with a warning).`,
    ),
    party_a: partySchema.describe("Name of the first party; its role (Discloser, Employer, Landlord …) is given per type in GET /v1/contracts/types."),
    party_b: partySchema.describe("Name of the second party."),
    key_terms: z
      .record(z.string().max(100), z.string().max(2000, "must be at most 2,000 characters"))
      .default({})
      .describe(
        "Term name → value (strings). Each type's terms, their types (text, date, money, duration, percentage, rate, choice) and defaults are listed by GET /v1/contracts/types; " +
          "a value of the wrong type is a 400 naming the term. Terms the type has no place for go into a Special Terms clause, with a warning.",
      ),
    output: z.enum(["json", "docx"]).default("json").describe("docx also returns the draft as a Word file in docx_base64."),
  })
  .meta({ id: "ContractDraftRequest" });

export type ContractDraftRequest = z.infer<typeof contractDraftRequestSchema>;

export const contractClauseSchema = z
  .object({
    clause_number: z.number().int().describe("1..n in order."),
    heading: z.string(),
    text: z.string().describe("The clause's text; sub-clauses are numbered n.1, n.2 … on their own lines."),
    citation_ids: z.array(z.string()).describe("Each id is a citation_id in this response's citations."),
  })
  .meta({ id: "ContractClause" });

export const contractDraftSchema = z
  .object({
    request_id: z.string(),
    tenant_id: z.string(),
    jurisdiction: z.string(),
    language: z.string(),
    document_type: z.string(),
    document_title: z.string(),
    preamble: z.string(),
    recitals: z.array(z.string()).describe("Background recitals (A), (B) … where the type has them."),
    clauses: z.array(contractClauseSchema),
    full_text: z.string().describe("The whole draft: title, preamble, recitals, numbered clauses and signature blocks."),
    key_terms: z
      .array(z.object({ name: z.string(), value: z.string().nullable(), status: z.enum(["applied", "inferred", "default", "special_terms", "missing"]) }))
      .describe("Every key term given or defaulted, and each required one missing: applied where it belongs, inferred from other terms (a warning says how, and how to override it), a default, set out under Special Terms, or missing (a [●] blank)."),
    citations: z.array(citationSchema),
    warnings: z.array(warningSchema),
    disclaimer: z.string().describe("The contracts disclaimer: the draft must be reviewed and validated before execution."),
    docx_base64: z.string().optional().describe('With output "docx": the draft as a Word (.docx) file, base64.'),
    docx_filename: z.string().optional(),
    credits_used: creditsUsedSchema,
  })
  .meta({ id: "ContractDraft" });

export const contractDraftOperation = operation({
  method: "POST",
  path: "/v1/contracts/draft",
  operationId: "contracts.draft",
  summary: "Draft a contract from one of 100+ templates, with the jurisdiction's law cited and verified",
  description:
    "The template for `document_type` is filled with the parties and `key_terms` (typed and validated), the jurisdiction's law is added " +
    "(governing law and forum; e.g. stamp duty and registration in India, no post-employment non-compete in California, GDPR Art. 28(3) terms " +
    "for a processor), then the application-wide model refines the wording and may translate it. The model's draft is kept only if both " +
    "parties and every key-term value are still there, clauses are numbered 1..n and its citations verify; otherwise the assembled draft is " +
    "returned, degraded and unbilled.",
  tag: "Contracts",
  access: "contracts",
  credits: 4,
  body: contractDraftRequestSchema,
  response: contractDraftSchema,
  example: {
    document_type: "nda",
    jurisdiction: "IN",
    language: "en",
    party_a: "Acme Manufacturing Pvt Ltd",
    party_b: "Beta Components LLP",
    key_terms: { nda_type: "mutual", purpose: "evaluating a component supply arrangement", duration: "2 years", governing_law: "India" },
  },
});

const keyTermSpecSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    required: z.boolean(),
    type: z.enum(keyTermTypes),
    options: z.array(z.string()).optional(),
    default: z.string().nullable(),
  })
  .meta({ id: "ContractKeyTerm" });

export const contractTypeSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    group: z.enum(Object.keys(contractGroups) as [keyof typeof contractGroups, ...(keyof typeof contractGroups)[]]),
    description: z.string(),
    party_roles: z.object({ party_a: z.string(), party_b: z.string() }),
    party_descriptions: z.object({ party_a: z.string(), party_b: z.string() }),
    key_terms: z.array(keyTermSpecSchema),
    languages: z
      .array(
        z.object({
          language: z.enum(draftLanguages),
          jurisdiction: z.string().nullable().describe("The jurisdiction (or one within it) the draft must be under for this language; null: any."),
        }),
      )
      .describe(
        'The languages this type is drafted in: "en" under any jurisdiction; "de" and "fr" natively only under German or French law (jurisdiction DE or FR, or one within it). German or French requested elsewhere is translated from the English draft by the model, with a warning.',
      ),
    example: z.record(z.string(), z.unknown()).describe("A request body for POST /v1/contracts/draft that drafts this type."),
  })
  .meta({ id: "ContractType" });

export const listContractTypesOperation = operation({
  method: "GET",
  path: "/v1/contracts/types",
  operationId: "contracts.types.list",
  summary: "List the contract types with their party roles and key terms",
  tag: "Contracts",
  access: "any-key",
  credits: 0,
  response: z
    .object({ groups: z.array(z.object({ id: z.string(), title: z.string(), count: z.number().int() })), types: z.array(contractTypeSchema) })
    .meta({ id: "ContractTypeCatalogue" }),
});
