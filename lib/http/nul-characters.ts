import { ApiError, type FieldError } from "./problem";

export const NUL = "\u0000";

/** Where in a JSON value a string (or an object key) holds U+0000, as dotted field paths ("parties.0.name"). */
export function fieldsWithNul(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return value.includes(NUL) ? [prefix || "(body)"] : [];
  if (value === null || typeof value !== "object") return [];
  const found: string[] = [];
  for (const [key, inner] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const field = prefix ? `${prefix}.${key}` : String(key);
    if (typeof key === "string" && key.includes(NUL)) found.push(field);
    else found.push(...fieldsWithNul(inner, field));
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
