import { z } from "zod";
import { operation } from "@/lib/pipeline/operation";
import { citationSchema, creditsUsedSchema, warningSchema } from "@/lib/api/common-schemas";
import { jurisdictionSchema } from "@/lib/legal/jurisdictions";
import { MAX_DOCUMENT_CHARS } from "./extract/decode";

export const riskLevelSchema = z.enum(["low", "medium", "high", "critical"]);

const durationUnitSchema = z.enum(["day", "business_day", "week", "month", "year"]);
const periodSchema = z.object({ amount: z.number(), unit: durationUnitSchema, text: z.string().describe("As written.") });

export const documentAnalyzeRequestSchema = z
  .strictObject({
    document_text: z.string().min(1, "must not be empty").max(MAX_DOCUMENT_CHARS, `must be at most ${MAX_DOCUMENT_CHARS.toLocaleString("en-US")} characters`).optional(),
    document_base64: z
      .string()
      .min(1, "must not be empty")
      .max(15 * 1024 * 1024, "must be at most 10 MiB decoded")
      .optional()
      .describe("Base64 of a PDF or DOCX file (type detected from its bytes), at most 10 MiB decoded."),
    jurisdiction: jurisdictionSchema.default("US"),
    analysis_type: z
      .enum(["full", "risk", "compliance", "summary"])
      .default("full")
      .describe(
        "full: every clause with risk, findings and a summary; risk: only clauses at medium risk or above plus missing-clause findings; " +
          "compliance: the compliance check's detected regulations mapped onto clauses; summary: title, parties, dates, term, key obligations, no risk.",
      ),
    perspective: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .describe('The party you act for, by name or role as the document calls it ("Customer", "Acme Ltd"). Omitted: neutral.'),
    output: z
      .enum(["json", "docx"])
      .default("json")
      .describe('docx (for a DOCX upload in document_base64) also returns the same document with a Word comment on each finding (risk, finding, suggested fix) anchored to its clause, in docx_base64.'),
  })
  .superRefine((body, ctx) => {
    const both = body.document_text !== undefined && body.document_base64 !== undefined;
    const neither = body.document_text === undefined && body.document_base64 === undefined;
    if (both || neither) {
      ctx.addIssue({
        code: "custom",
        path: [both ? "document_base64" : "document_text"],
        message: both ? "supply exactly one of document_text and document_base64, not both" : "supply exactly one of document_text and document_base64",
      });
    }
    if (body.output === "docx" && body.document_text !== undefined) {
      ctx.addIssue({ code: "custom", path: ["output"], message: 'output "docx" needs a DOCX file in document_base64; document_text has no Word document to comment' });
    }
  })
  .meta({ id: "DocumentAnalyzeRequest" });

export type DocumentAnalyzeRequest = z.infer<typeof documentAnalyzeRequestSchema>;

export const documentClauseSchema = z
  .object({
    clause_number: z.number().int().describe("Position in the document, 1..n."),
    clause_text: z.string(),
    risk_level: riskLevelSchema,
    findings: z.string(),
    citation_ids: z.array(z.string()).describe("Each id is a citation_id in this response's citations."),
    heading: z.string().nullable(),
    label: z.string().nullable().describe('The document\'s own number for the clause ("12.3", "(a)", "Article 5").'),
    page: z.number().int(),
    category: z.string().nullable().describe("Main category id (GET /v1/documents/categories)."),
    categories: z.array(z.string()),
    suggested_fix: z.string().nullable(),
    obligor: z
      .string()
      .nullable()
      .describe('For a limitation of liability, indemnity and the like: the party giving it (whose recovery a cap limits, the indemnifier); for a termination or assignment right, the party without it; for a restriction, exclusivity or payment, the party bound (who may not compete, grants exclusivity, pays). As the contract names it; "mutual" when each party gives it; null when not read.'),
    beneficiary: z
      .string()
      .nullable()
      .describe('The party the clause protects or favours (whose liability it limits, who is indemnified, who may terminate or assign, who benefits from a restriction, exclusivity or payment); "mutual" when each party is; null when not read.'),
    indemnity: z
      .object({
        obligor: z.string().nullable().describe('The party that indemnifies; "mutual" when each party does; null when not read.'),
        beneficiary: z.string().nullable().describe('The party indemnified; "mutual" when each party is; null when not read.'),
      })
      .nullable()
      .optional()
      .describe("For a clause tagged indemnification: who indemnifies whom, read from its indemnity sentences alone. A clause can limit one party's liability (obligor/beneficiary) and make the other indemnify (this); both null when it only refers to an indemnity given elsewhere. Absent or null for other clauses."),
  })
  .meta({ id: "DocumentClause" });

export const missingClauseSchema = z
  .object({
    category: z.string(),
    risk_level: riskLevelSchema,
    finding: z.string(),
    suggested_fix: z.string(),
    citation_ids: z.array(z.string()),
  })
  .meta({ id: "MissingClause" });

export const documentAnalysisSchema = z
  .object({
    request_id: z.string(),
    tenant_id: z.string(),
    jurisdiction: z.string(),
    analysis_type: z.enum(["full", "risk", "compliance", "summary"]),
    document_title: z.string(),
    summary: z.string(),
    clauses: z.array(documentClauseSchema),
    missing_clauses: z.array(missingClauseSchema),
    overall_risk: riskLevelSchema
      .nullable()
      .describe("The highest risk among the clause findings and missing-clause findings (low when none); null for analysis_type summary."),
    key_facts: z
      .object({
        parties: z.array(z.string()),
        dates: z.array(z.string()),
        term: z.string().nullable(),
        key_obligations: z.array(z.string()),
        party_details: z
          .array(
            z.object({
              name: z.string(),
              role: z.string().nullable(),
              defined_as: z.string().nullable(),
              acting_for: z.string().optional().describe('A party contracting as trustee: the trust it acts for ("Oakfield Family Trust"); `name` is the trustee. Absent otherwise.'),
            }),
          )
          .describe("Each party as the opening names it: legal name, the term the contract defines for it, and the role that term names (licensor, distributor…)."),
        governing_law: z
          .object({
            jurisdiction: z.string().nullable(),
            text: z.string(),
            clause_number: z.number().int().describe("The clause's position in `clauses`, 1..n."),
            clause_label: z.string().nullable().describe('The document\'s own number for the clause ("7.1"); null when it has none.'),
          })
          .nullable()
          .describe("The law the contract chooses, read from any sentence of it: jurisdiction code (null when the place is not one we know), the sentence, and the clause it is in. Null: none chosen."),
        forum: z
          .array(
            z.object({
              kind: z.enum(["courts", "arbitration"]),
              exclusive: z.boolean().nullable().describe("Courts: true when their jurisdiction is exclusive (or disputes go only there), false when non-exclusive or exclusive for one party only (see for_benefit_of), null when the contract does not say. Null for arbitration."),
              place: z.string().nullable().describe("Where the courts or the arbitration sit, as the contract writes it; null when it names no place."),
              jurisdiction: z.string().nullable().describe("Jurisdiction code of that place (US-DE, GB), null when it is not one we know."),
              text: z.string().describe("The sentence that chooses it."),
              clause_number: z.number().int(),
              clause_label: z.string().nullable().describe("The document's own number for the clause."),
              for_benefit_of: z
                .string()
                .nullable()
                .describe('Courts: the party a one-sided jurisdiction clause is for ("for the benefit of the Lender only"), as the contract names it: it may still sue in other courts, the other party may not. Null when the clause binds both alike.'),
            }),
          )
          .describe("Where disputes go: the courts the contract gives jurisdiction and the arbitration it chooses, in the order it names them; empty when none. A choice of courts is not a choice of law (see governing_law)."),
        document_type: z
          .enum(["nda", "licence", "distribution", "supply", "services", "saas", "employment", "franchise", "joint_venture", "shareholders", "loan", "guarantee", "lease", "amendment", "other"])
          .describe("The kind of document; it decides which clauses are expected (an amendment or addendum is held to none)."),
        term_duration: z
          .object({ amount: z.number(), unit: durationUnitSchema, text: z.string(), clause_number: z.number().int() })
          .nullable()
          .describe('The term as a duration ("five (5) years" → 5 year), and the clause setting it. Null: none found.'),
        renewal: z
          .object({
            automatic: z.boolean().describe("The term renews or continues by itself unless a party gives notice."),
            period: periodSchema.nullable().describe("Each renewal's length."),
            notice: periodSchema.nullable().describe("The notice window: how long before the end of a term notice must be given to stop a renewal (or to end the contract)."),
            text: z.string(),
            clause_number: z.number().int(),
            clause_label: z.string().nullable(),
          })
          .nullable()
          .describe("How the term renews. Null: the contract says nothing about renewal."),
        money_terms: z
          .array(
            z.object({
              kind: z.enum(["fee", "cap", "minimum", "quota", "penalty", "other"]).describe("fee: a fee, price, royalty or payment; cap: a cap on liability; minimum: a minimum payment, spend or purchase; quota: a sales or revenue target; penalty: a sum payable on breach or late payment."),
              currency: z.string().describe("ISO 4217 code; a bare $ is read as USD."),
              amount: z.number(),
              text: z.string().describe("The amount as written."),
              context: z.string().describe("The sentence it is in (cut at 300 characters)."),
              clause_number: z.number().int(),
              clause_label: z.string().nullable(),
            }),
          )
          .describe("Amounts of money the contract states, in document order (at most 40)."),
        deadlines: z
          .array(
            z.object({
              kind: z.enum(["renewal_notice", "termination_notice", "cure_period", "payment_period", "notice_period", "expiry_date", "renewal_date"]),
              period: periodSchema.nullable(),
              date: z.string().nullable().describe("The date as written, for expiry and renewal dates."),
              description: z.string(),
              clause_number: z.number().int(),
              clause_label: z.string().nullable().describe("The document's own number for the clause."),
            }),
          )
          .describe("Notice windows, cure and payment periods, expiry and renewal dates, each with the clause it comes from (at most 40)."),
      })
      .nullable()
      .describe("analysis_type summary (and full): parties, dates, term and key obligations found in the text."),
    pages: z.number().int(),
    citations: z.array(citationSchema),
    citation_validation_passed: z.boolean().describe("False when any citation in the response could not be verified."),
    warnings: z.array(warningSchema),
    disclaimer: z.string(),
    credits_used: creditsUsedSchema,
    docx_base64: z.string().optional().describe('With output "docx": the uploaded document with a Word comment on each finding, base64.'),
    docx_filename: z.string().optional(),
  })
  .meta({ id: "DocumentAnalysis" });

export const documentAnalyzeOperation = operation({
  method: "POST",
  path: "/v1/documents/analyze",
  operationId: "documents.analyze",
  summary: "Clause-by-clause review of a contract (text, PDF including scanned pages, or DOCX) with risks and verified citations",
  description:
    "The document is extracted (PDF text layer page by page, OCR for scanned pages, DOCX with numbering and tables), split into " +
    "clauses, each classified into the taxonomy of GET /v1/documents/categories and checked against a risk playbook keyed on " +
    "category, jurisdiction and `perspective`; expected clauses that are absent become `missing_clauses`. The model then " +
    "refines findings and summary; its citations are verified and it cannot add clauses. Unreadable files answer 400 " +
    "`unreadable_document` with the reason.",
  tag: "Documents",
  access: "documents",
  credits: 2,
  body: documentAnalyzeRequestSchema,
  response: documentAnalysisSchema,
  example: {
    document_text:
      "SERVICES AGREEMENT\nThis Agreement is made on 1 March 2025 between Acme Ltd (\"Supplier\") and Beta Inc (\"Customer\").\n" +
      "1. Services. Supplier shall provide the services described in Schedule 1.\n" +
      "2. Non-Compete. For two years after termination, Customer shall not compete with Supplier anywhere in the world.\n" +
      "3. Term. This Agreement renews automatically for successive one-year terms unless either party gives 90 days' written notice.\n" +
      "4. Governing Law. This Agreement is governed by the laws of the State of California.",
    jurisdiction: "US-CA",
    analysis_type: "full",
    perspective: "Customer",
  },
});

export const documentCategorySchema = z
  .object({ id: z.string(), name: z.string(), source: z.enum(["cuad", "ours"]), description: z.string() })
  .meta({ id: "DocumentCategory" });

export const listDocumentCategoriesOperation = operation({
  method: "GET",
  path: "/v1/documents/categories",
  operationId: "documents.categories.list",
  summary: "List the clause categories used by document analysis (the 41 CUAD categories and our own)",
  tag: "Documents",
  access: "any-key",
  credits: 0,
  response: z.object({ categories: z.array(documentCategorySchema) }).meta({ id: "DocumentCategoryCatalogue" }),
});
