import { ApiError } from "@/lib/http/problem";
import type { DateOutOfRange } from "./dates";

/**
 * Input that passes its schema but is inconsistent (a control right over an entity not in the graph, a fallback
 * that is also unsuitable). The audit endpoint answers 400 with these per-field errors instead of guessing a figure;
 * the corporate UBO core turns them into the family's 400.
 */
export class ToolInputError extends Error {
  constructor(public readonly errors: { field: string; message: string }[]) {
    super(errors.map((e) => `${e.field}: ${e.message}`).join("; "));
    this.name = "ToolInputError";
  }
}

/** Collects every inconsistency in an input before failing, so a caller can fix them all in one round trip. */
export class ToolInputProblems {
  private readonly errors: { field: string; message: string }[] = [];

  add(field: string, message: string): this {
    this.errors.push({ field, message });
    return this;
  }

  get any(): boolean {
    return this.errors.length > 0;
  }

  throwIfAny(): void {
    if (this.errors.length > 0) throw new ToolInputError([...this.errors]);
  }
}

export function failInput(field: string, message: string): never {
  throw new ToolInputError([{ field, message }]);
}

/** A date the core computed past year 9999 (or before year 1): the inputs put it there, so it is the caller's 400. */
export function dateOutOfRangeError(err: DateOutOfRange): ApiError {
  return new ApiError("invalid_request", `The inputs lead outside the calendar the tools compute in: ${err.message}.`, {
    errors: [{ field: "body", message: err.message }],
  });
}
