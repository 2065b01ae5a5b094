import { z } from "zod";
import { jurisdictionSchema } from "@/lib/legal/jurisdictions";
import { languageSchema } from "@/lib/legal/languages";
import { modeSchema } from "@/lib/model/modes";
import { calendarDate } from "@/lib/tools/figures";

const QUESTION_MIN = 5;
const QUESTION_MAX = 120_000;

/** The fields every litigation and corporate request has besides its tool's own (a tool's `input` never sees them). */
export function commonRequestShape(defaultJurisdiction: string) {
  return {
    jurisdiction: jurisdictionSchema
      .default(defaultJurisdiction)
      .describe(`Jurisdiction code; default ${defaultJurisdiction}. A subdivision (IN-MH, US-CA) is the country plus that state.`),
    language: languageSchema.default("en"),
    stream: z.boolean().default(false).describe("true: Server-Sent Events in the chat framing."),
    mode: modeSchema.optional().describe("small | medium | deep; omitted: chosen by the same heuristic as chat."),
    question: z
      .string()
      .min(QUESTION_MIN, `must be at least ${QUESTION_MIN} characters`)
      .max(QUESTION_MAX, `must be at most ${QUESTION_MAX} characters`)
      .optional()
      .describe("Your facts and question in your own words (5 to 120,000 characters)."),
    as_of: calendarDate().optional().describe("ISO date the answer is judged against (is it still in time?); default today (UTC)."),
  };
}

export const COMMON_FIELDS = ["tool_type", "jurisdiction", "language", "stream", "mode", "question", "as_of"] as const;

export type CommonRequest = z.infer<z.ZodObject<ReturnType<typeof commonRequestShape>>> & { tool_type: string };

/**
 * What the pipeline validates first: the tool and the common fields. The tool's own strict schema then validates
 * the rest (so a field of another tool, or a misspelt one, is an unknown field with its path).
 */
export function familyBaseSchema(toolTypes: readonly [string, ...string[]], defaultJurisdiction: string, familyName: string) {
  return z.looseObject({
    tool_type: z.enum(toolTypes).describe(`One of the ${toolTypes.length} ${familyName} tools (GET /v1/${familyName}/tools).`),
    ...commonRequestShape(defaultJurisdiction),
  });
}
