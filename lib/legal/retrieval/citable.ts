import { tuning } from "./tuning";

/**
 * The "nothing found" decision: which of a search's results (best first) are relevant enough to cite. A result at or
 * above the floor is; below it, the best result alone still is when it stands out from the rest (a question whose
 * words only one provision answers, in a registry that says little else about them), since a coincidental match
 * rarely leaves the second result that far behind. Either way a provision is cited only if it answers a fair share of
 * the question's words (`question_coverage`): a pun or a question on law the registry lacks often matches one word
 * well ("jury service" → service, "custody of the TV remote" → custody) and nothing else. Calibrated on the dev half
 * with unrelated questions (scripts/calibrate-cite-floor.ts).
 */
export function citable<T extends { relevance_score: number; question_coverage?: number }>(found: T[], options: { requireCoverage?: boolean } = {}): T[] {
  // A question with a document appended is mostly the document's words, which no single provision covers.
  const answersEnough = (p: T) => options.requireCoverage === false || (p.question_coverage ?? 1) >= tuning.citeCoverage;
  const best = found[0]?.relevance_score ?? 0;
  if (best >= tuning.citeFloor) return found.filter((p) => p.relevance_score >= tuning.citeFloor && answersEnough(p));
  const second = found[1]?.relevance_score ?? 0;
  return best >= tuning.standOutFloor && best >= tuning.standOutRatio * second ? found.slice(0, 1).filter(answersEnough) : [];
}
