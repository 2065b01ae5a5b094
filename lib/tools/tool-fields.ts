/**
 * A family's request body holds its common fields (tool_type, jurisdiction, …) beside the tool's own; a tool's
 * strict `input` schema sees only its own, so a field it does not define is reported as unknown.
 */
export function toolFields(body: Record<string, unknown>, commonFields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => !commonFields.includes(key)));
}
