/** The text as a literal inside a regular expression: each character that has a meaning in a pattern is escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
