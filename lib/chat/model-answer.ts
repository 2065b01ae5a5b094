import { z } from "zod";

/** What the model must return through the `submit_answer` tool; validated like any untrusted input. */
export const modelAnswerSchema = z.object({
  answer: z.string().min(1).describe("The complete answer, in the requested language, written for a lawyer. Put this field first."),
  citations: z
    .array(
      z.object({
        source_id: z.string().describe("source_id of a provision listed in the context"),
        article: z.string().describe("its article or section number exactly as listed"),
      }),
    )
    .describe("Every provision the answer relies on, from the context list only."),
});

export type ModelAnswer = z.infer<typeof modelAnswerSchema>;

export const answerTool = {
  name: "submit_answer",
  description: "Submit the final answer with the provisions it relies on.",
  schema: modelAnswerSchema,
};

/**
 * Salvages what can be used from output that failed validation: the answer text (from the tool input or,
 * failing that, plain text blocks) and whichever citations are well formed. Null when there is no answer.
 */
export function repairModelAnswer(raw: unknown, text: string): { value: ModelAnswer; repaired: boolean } | null {
  const obj = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const answer = typeof obj.answer === "string" && obj.answer.trim() ? obj.answer : text.trim();
  if (!answer) return null;
  const citations = Array.isArray(obj.citations)
    ? obj.citations.flatMap((c) => {
        const parsed = modelAnswerSchema.shape.citations.element.safeParse(c);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  return { value: { answer, citations }, repaired: true };
}
