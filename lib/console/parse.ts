import type { z } from "zod";
import { ApiError } from "@/lib/http/problem";

/** Validates a form's input; the first problem becomes the message the form shows ("scopes: choose at least one scope"). */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join(".");
  throw new ApiError("invalid_request", field ? `${field}: ${issue.message}` : (issue?.message ?? "invalid input"));
}
