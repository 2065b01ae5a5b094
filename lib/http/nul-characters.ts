import { ApiError, type FieldError } from "./problem";

export const NUL = "\u0000";

/**
 * Where in a JSON value a string (or an object key) holds U+0000, as dotted field paths ("parties.0.name"), in
 * document order. Walked with a stack of its own, not by recursion, so no nesting depth can overflow the call stack.
 */
export function fieldsWithNul(value: unknown, prefix = ""): string[] {
  const found: string[] = [];
  type Step = { value: unknown; field: string } | { nulKey: string };
  const stack: Step[] = [{ value, field: prefix }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    if ("nulKey" in step) {
      found.push(step.nulKey);
      continue;
    }
    const current = step.value;
    if (typeof current === "string") {
      if (current.includes(NUL)) found.push(step.field || "(body)");
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    const entries: [string | number, unknown][] = Array.isArray(current) ? [...current.entries()] : Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i];
      const field = step.field ? `${step.field}.${key}` : String(key);
      stack.push(typeof key === "string" && key.includes(NUL) ? { nulKey: field } : { value: inner, field });
    }
  }
  return found;
}

/**
 * PostgreSQL text cannot hold U+0000, so a value carrying it would fail in the database (a 500) wherever it is stored
 * or looked up. Refused up front instead, for the path, the query and the body alike: 400 naming each field.
 */
export function refuseNulCharacters(input: { path: Record<string, string>; query: Record<string, string>; body: unknown }): void {
  const fields = [
    ...fieldsWithNul(input.path, "path"),
    ...fieldsWithNul(input.query, "query"),
    ...(input.body === undefined ? [] : fieldsWithNul(input.body)),
  ];
  if (fields.length === 0) return;
  const errors: FieldError[] = fields.map((field) => ({ field, message: "must not contain the NUL character (U+0000)" }));
  throw new ApiError("invalid_request", `${fields[0]}: must not contain the NUL character (U+0000).`, { errors });
}
