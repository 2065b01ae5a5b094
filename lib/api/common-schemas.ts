import { z } from "zod";
import { problemCatalog } from "@/lib/http/problem";

export const warningSchema = z
  .object({ code: z.string(), message: z.string() })
  .meta({ id: "Warning", description: "A non-fatal note about the response, e.g. degraded, sandbox, unverified_citation." });

export const citationSchema = z
  .object({
    citation_id: z.string(),
    source_id: z.string(),
    title: z.string(),
    jurisdiction: z.string(),
    article: z.string(),
    excerpt: z.string(),
    relevance_score: z.number().min(0).max(1),
    verified: z.boolean().describe("True only when source_id + article resolve to a provision in the source registry."),
    answer_spans: z
      .array(z.object({ start: z.number().int().min(0), end: z.number().int().min(0) }))
      .optional()
      .describe(
        "Chat with a model (extra field): the parts of `answer` that rest on this provision, as UTF-16 offsets [start, end); " +
          "`excerpt` is then the provision's passage they cite.",
      ),
  })
  .meta({ id: "Citation" });

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.enum(Object.keys(problemCatalog) as [keyof typeof problemCatalog, ...(keyof typeof problemCatalog)[]]),
    request_id: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: "Problem", description: "RFC 9457 problem details." });

export const requestIdSchema = z.string().regex(/^req_[0-9A-Z]{26}$/).describe("req_<ULID>, equal to the X-Request-Id header.");

/**
 * Added by the pipeline to the JSON answer of every billed endpoint (DECISIONS, extras), equal to the
 * `X-Credits-Used` header, so a developer sees what a call cost without a trip to the usage page.
 */
export const creditsUsedSchema = z
  .number()
  .int()
  .min(0)
  .describe(
    "Credits this call cost (extra field; also the X-Credits-Used header): the endpoint's price when billed, 0 when the " +
      "answer is degraded (offline engine) or the key is a sandbox key. An idempotent replay returns the stored body, " +
      "while its X-Credits-Used header is 0.",
  );
