import { z } from "zod";
import { operation } from "@/lib/pipeline/operation";
import { jurisdictionSchema } from "./jurisdictions";

export const jurisdictionsResponseSchema = z
  .object({
    jurisdictions: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        parent: z.string().nullable().describe("Law of the parent also applies, e.g. EU for FR, US for US-CA."),
        kind: z.enum(["country", "union", "subdivision"]),
      }),
    ),
  })
  .meta({ id: "Jurisdictions" });

export const listJurisdictionsOperation = operation({
  method: "GET",
  path: "/v1/jurisdictions",
  operationId: "jurisdictions.list",
  summary: "The supported jurisdiction codes with names and parents",
  tag: "Reference",
  access: "any-key",
  credits: 0,
  response: jurisdictionsResponseSchema,
});

export const listSourcesQuery = z.strictObject({
  jurisdiction: jurisdictionSchema
    .optional()
    .describe(
      "Only the instruments that ground an answer in this jurisdiction: its own and its parents' (FR lists FR and EU; " +
        "US-CA lists US-CA and US), as retrieval searches them. A country's subdivisions are not included. Case-insensitive.",
    ),
});

const sourceEntrySchema = z.object({
  source_id: z.string().describe("The id citations carry, e.g. us-flsa."),
  title: z.string(),
  short_names: z.array(z.string()),
  jurisdiction: z.string(),
  kind: z.enum(["statute", "regulation", "directive", "code", "standard"]),
  provision_label: z.enum(["article", "section", "rule", "regulation", "paragraph"]),
  codified_at: z.string().nullable().describe('Code prefix provisions are cited under, e.g. "29 U.S.C.".'),
  provision_count: z.number().int(),
  official_url: z.string(),
  date: z.string().describe("Enactment or adoption date, YYYY-MM-DD or YYYY."),
  as_of: z.string().nullable().describe("When the numbers and headings were last checked against the official source."),
  origin: z.enum(["builtin", "import"]).describe("Shipped with the service, or imported by the operator."),
});

export const sourcesResponseSchema = z
  .object({
    jurisdiction: z.string().nullable(),
    jurisdictions_included: z
      .array(z.string())
      .nullable()
      .describe("The filter and its parents, most specific first; null without a filter."),
    totals: z.object({ instruments: z.number().int(), provisions: z.number().int(), jurisdictions: z.number().int() }),
    sources: z.array(sourceEntrySchema),
  })
  .meta({ id: "Sources" });

export const listSourcesOperation = operation({
  method: "GET",
  path: "/v1/sources",
  operationId: "sources.list",
  summary: "The instruments the service can cite, with provision counts",
  description:
    "The catalogue of the legal source registry, built-in and operator-imported: what chat, compliance and document " +
    "analysis can ground an answer in and verify a citation against. Filter by `jurisdiction` to see what a request " +
    "with that jurisdiction can cite.",
  tag: "Reference",
  access: "any-key",
  credits: 0,
  query: listSourcesQuery,
  response: sourcesResponseSchema,
});
