import type { Cite } from "../../playbook";
import { numberOf, reviewed, sentencesOf, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * An arbitration clause and a clause giving courts jurisdiction over the same disputes: each party can start where it
 * prefers and the other will contest it, so the first fight is about the forum. Courts try to read the two together (a
 * courts clause as supervising the arbitration or enforcing the award), which is why a courts clause limited to
 * injunctions, interim relief, enforcement of an award or support of the arbitration is no conflict. In England a
 * party sued in breach of an arbitration agreement can ask for a stay (Arbitration Act 1996 s.9); in the US, under the
 * Federal Arbitration Act (9 U.S.C. s.3).
 */
const ARBITRATES = /\b(?:settled|resolved|determined|decided|referred|submitted)\s+(?:\w+\s+){0,3}(?:by|to)\s+(?:final\s+and\s+)?(?:binding\s+)?arbitration\b|\b(?:settled|resolved|determined|decided)\s+(?:\w+\s+){0,3}(?:in\s+accordance\s+with|under)\s+the\s+(?:\w+\s+){0,3}Arbitration\s+Rules\b|\barbitration\s+(?:shall|will)\s+be\s+the\s+(?:sole|exclusive)\b|\b(?:shall|will)\s+be\s+arbitrated\b/i;
const COURTS =
  /\b(?:exclusive|sole)\s+(?:\w+\s+){0,2}jurisdiction\s+of\s+the\s+(?:\w+\s+){0,6}courts?\b|\bsubmit\w*\s+to\s+the\s+(?:exclusive\s+|non-exclusive\s+)?jurisdiction\s+of\s+the\s+(?:\w+\s+){0,6}courts?\b|\b(?:courts?\s+(?:of|in|located\s+in)\s+[^.;]{0,60}\s+shall\s+have\s+(?:exclusive\s+)?jurisdiction)|\b(?:brought|commenced|litigated|instituted)\s+(?:only\s+|exclusively\s+|solely\s+)?in\s+the\s+(?:\w+\s+){0,6}courts?\b/i;
/** A courts clause that serves the arbitration or gives only urgent relief is no conflict ("the courts of the seat"; not a party's seat, its domicile). */
const SUPPORTS_ARBITRATION = /\binjunct\w*|\binterim\b|\bequitable\s+relief|\bprovisional\b|\bconservatory\b|\bspecific\s+performance|\benforce\w*\s+(?:\w+\s+){0,3}(?:award|judgment)|\bjudgment\s+(?:up)?on\s+the\s+award|\b(?:in\s+aid|in\s+support)\s+of\s+(?:the\s+)?arbitration|\bconfirm\w*\s+(?:\w+\s+){0,2}award|\bsubject\s+to\s+(?:the\s+)?(?:arbitration|section|clause)|\bexcept\s+as\s+(?:otherwise\s+)?provided|\bnotwithstanding\b|\bsupervis\w*|\bcourts?\s+(?:\w+\s+){0,2}(?:of|at)\s+the\s+seat\b/i;

/** The conflict, rated on the courts clause and on the arbitration clause alike: either one read alone misleads. */
export function disputeConflictRisks(input: CoreRiskInput): CoreRisk[] {
  const found = disputeConflictRisk(input);
  if (!found) return [];
  const { arbitrationClause, ...r } = found;
  return arbitrationClause !== r.clause_number ? [r, { ...r, clause_number: arbitrationClause }] : [r];
}

export function disputeConflictRisk(input: CoreRiskInput): (CoreRisk & { arbitrationClause: number }) | null {
  const clauses = input.clauses.filter(reviewed);
  if (!clauses.some((c) => /arbitra/i.test(c.clause_text))) return null;
  const arbitration = clauses.find((c) => /arbitra/i.test(c.clause_text) && sentencesOf(c.clause_text).some((s) => ARBITRATES.test(s) && !/\bmay\s+(?:\w+\s+){0,3}(?:elect|agree|choose)\b|\bmay\s+(?:be\s+)?(?:submitted|referred)\b|\bif\s+(?:both|the)\s+parties\s+(?:so\s+)?agree/i.test(s)));
  if (!arbitration) return null;
  const courtsSentence = (c: (typeof clauses)[number]) => sentencesOf(c.clause_text).find((s) => COURTS.test(s) && !/\barbitra\w*/i.test(s) && !SUPPORTS_ARBITRATION.test(s));
  const courts = clauses.find((c) => /court/i.test(c.clause_text) && courtsSentence(c) !== undefined);
  if (!courts || courts.clause_number === arbitration.clause_number) return null;
  // Arbitration of all disputes against courts given exclusive jurisdiction contradict outright; a non-exclusive courts
  // clause, or arbitration of some disputes only, may be read together, and is a question rather than a conflict.
  const allDisputes = sentencesOf(arbitration.clause_text).some((s) => ARBITRATES.test(s) && /\b(?:any|all)\s+(?:\w+\s+){0,3}(?:disputes?|controvers(?:y|ies)|claims?|differences?)\b/i.test(s));
  const exclusive = /\b(?:exclusive|sole)\b|\bonly\b|\bexclusively\b|\bsolely\b/i.test(courtsSentence(courts)!) && !/\bnon-?exclusive\b/i.test(courtsSentence(courts)!);
  const gb = input.chain.includes("GB");
  const us = input.chain.some((j) => j === "US" || j.startsWith("US-"));
  const cites: Cite[] = gb ? [{ source_id: "uk-arbitration-act-1996", article: "9" }] : us ? [{ source_id: "us-faa", article: "3" }] : [];
  const stay = gb ? " A party sued in court can ask for a stay in favour of the arbitration (Arbitration Act 1996 s.9), so proceedings may be fought twice." : us ? " A party sued in court can ask for a stay pending arbitration (Federal Arbitration Act, 9 U.S.C. s.3), so proceedings may be fought twice." : "";
  return {
    rule: "dispute.conflicting_clauses",
    clause_number: courts.clause_number,
    category: "dispute_resolution",
    name: "Conflicting dispute resolution",
    risk: allDisputes && exclusive ? "high" : "medium",
    finding: `Conflicting dispute resolution: clause ${numberOf(arbitration)} sends disputes to arbitration while clause ${numberOf(courts)} gives courts jurisdiction over them, and neither says which prevails; expect a preliminary fight over the forum.${stay}`,
    fix: `Choose one forum: keep arbitration and limit clause ${numberOf(courts)} to interim relief and enforcement of the award (or the courts of the seat's supervisory jurisdiction), or delete the arbitration clause.`,
    cites,
    arbitrationClause: arbitration.clause_number,
  };
}
