import type { DocumentKind, ReviewedDocument, Sentence } from "../document";

export type Severity = "high" | "medium" | "low";

/** A registry provision a rule rests on (verified against the registry before it is cited). */
export interface Cite {
  source_id: string;
  article: string;
}

export interface RuleContext {
  doc: ReviewedDocument;
  /** The jurisdiction the check was asked for (a member state for GDPR, e.g. "FR"). */
  jurisdiction: string;
  /** The date the law is applied at, YYYY-MM-DD. */
  asOf: string;
}

/**
 * What a rule saw: the sentence that breaches the obligation or shows it met (null: the text is silent), or a sentence
 * that bears on the obligation without deciding it ("not_assessable", with the finding saying what the text leaves open).
 */
export interface Outcome {
  status: "breached" | "met" | "not_assessable";
  sentence: Sentence | null;
  /** Plain-words finding; the quoted sentence is added by the engine. */
  finding: string;
}

/**
 * One obligation tested against the text as a pattern of facts. `test` returns null when the text says nothing that
 * lets the obligation be assessed (a practice the text does not describe), never a guess.
 */
export interface Rule {
  id: string;
  /** The provision as a lawyer cites it, with its label: "Art. 5(1)(e)", "§ 1798.130(a)(2)", "reg. 5", "s. 27A". */
  provision: string;
  cites: Cite[];
  /** What the law requires, in our words. */
  obligation: string;
  severity: Severity;
  /** Kinds of text the obligation concerns; omitted: any text. */
  appliesTo?: readonly DocumentKind[];
  /** The duty applies from this date (YYYY-MM-DD); before it a breach is reported as applying from then. */
  inForceFrom?: string;
  /** The duty applies until this date (exclusive), e.g. a rate replaced by a new one. */
  inForceUntil?: string;
  /** This version replaces an earlier one from `inForceFrom`: before that date it is not reported (the earlier answers). */
  replacesEarlier?: boolean;
  test(ctx: RuleContext): Outcome | null;
  /** A concrete fix for a breach. */
  fix: string;
}

export interface RulePack {
  /** The registry instruments the pack checks (the first is the one a finding is named after). */
  sourceIds: readonly string[];
  name: string;
  rules: readonly Rule[];
}
