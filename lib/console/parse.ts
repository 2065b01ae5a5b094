import type { z } from "zod";
import { ApiError } from "@/lib/http/problem";
import { fieldsWithNul } from "@/lib/http/nul-characters";

/** Validates a form's input; the first problem becomes the message the form shows ("scopes: choose at least one scope"). */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  // The database cannot store U+0000: said here rather than as "something went wrong" when the write fails.
  const [withNul] = fieldsWithNul(value);
  if (withNul) throw new ApiError("invalid_request", `${withNul}: must not contain the NUL character (U+0000)`);
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join(".");
  throw new ApiError("invalid_request", field ? `${field}: ${issue.message}` : (issue?.message ?? "invalid input"));
}
