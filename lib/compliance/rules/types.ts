/** One element a regulation requires a notice or policy to contain, recognised by wording. */
export interface RequiredElement {
  id: string;
  /** What must be there, in our words. */
  requirement: string;
  /** The text satisfies the element when any pattern matches. */
  patterns: RegExp[];
  /** The provision that requires it (verified against the registry before it is cited). */
  source: { source_id: string; article: string };
}

export interface RuleSet {
  /** The registry instrument the rule set checks. */
  sourceId: string;
  name: string;
  elements: RequiredElement[];
}
