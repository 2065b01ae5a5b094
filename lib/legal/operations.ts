import { z } from "zod";
import { operation } from "@/lib/pipeline/operation";

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
