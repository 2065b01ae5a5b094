import { tuning } from "./tuning";

/**
 * The "nothing found" decision: which of a search's results (best first) are relevant enough to cite. A result at or
 * above the floor is; below it, the best result alone still is when it stands out from the rest (a question whose
 * words only one provision answers, in a registry that says little else about them), since a coincidental match
 * rarely leaves the second result that far behind. Calibrated on the dev half with unrelated questions
 * (scripts/calibrate-cite-floor.ts).
 */
export function citable<T extends { relevance_score: number }>(found: T[]): T[] {
  const best = found[0]?.relevance_score ?? 0;
  if (best >= tuning.citeFloor) return found.filter((p) => p.relevance_score >= tuning.citeFloor);
  const second = found[1]?.relevance_score ?? 0;
  return best >= tuning.standOutFloor && best >= tuning.standOutRatio * second ? found.slice(0, 1) : [];
}
