import { z } from "zod";
import { operation } from "@/lib/pipeline/operation";
import { citationSchema, creditsUsedSchema, warningSchema } from "@/lib/api/common-schemas";
import { jurisdictionSchema } from "@/lib/legal/jurisdictions";
import { languageSchema } from "@/lib/legal/languages";
import { modeSchema } from "@/lib/model/modes";

const MIN = 5;
const MAX = 120_000;
const text = z.string().min(MIN, `must be at least ${MIN} characters`).max(MAX, `must be at most ${MAX} characters`);

export const chatRequestSchema = z
  .strictObject({
    message: text.optional().describe("The question (5 to 120,000 characters). `query` is accepted as an alias."),
    query: text.optional().describe("Alias of `message`."),
    jurisdiction: jurisdictionSchema.default("US"),
    language: languageSchema.default("en"),
    mode: modeSchema.optional().describe("small | medium | deep; omitted: chosen by a heuristic (see the docs)."),
    stream: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (body.message === undefined && body.query === undefined) {
      ctx.addIssue({ code: "custom", path: ["message"], message: "message (or query) is required" });
    }
  })
  .meta({ id: "ChatRequest" });

export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatResponseSchema = z
  .object({
    id: z.string(),
    object: z.literal("chat.completion"),
    answer: z.string(),
    citations: z.array(citationSchema),
    jurisdiction: z.string(),
    warnings: z.array(warningSchema),
    disclaimer: z.string(),
    mode: modeSchema.describe("The mode used (extra field)."),
    model: z.string().describe("The model id used, or `offline` for the offline engine (extra field)."),
    credits_used: creditsUsedSchema,
  })
  .meta({ id: "ChatCompletion" });

export const chatOperation = operation({
  method: "POST",
  path: "/v1/chat/completions",
  operationId: "chat.completions.create",
  summary: "Ask a legal question; answers cite provisions from the source registry",
  description:
    "With `stream: true` the answer is Server-Sent Events: `data: {chat.completion.chunk}` events, the last one with " +
    "`finish_reason`, `citations`, `warnings` and `disclaimer`, then `data: [DONE]`.",
  tag: "Chat",
  access: "chat",
  credits: 1,
  body: chatRequestSchema,
  response: chatResponseSchema,
  streaming: true,
  example: { message: "Can a customer ask us to delete their personal data?", jurisdiction: "FR", language: "en" },
});
