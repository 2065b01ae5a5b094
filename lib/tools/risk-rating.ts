export const riskRatings = ["low", "medium", "high", "critical"] as const;
export type RiskRating = (typeof riskRatings)[number];

const rank = (rating: RiskRating): number => riskRatings.indexOf(rating);

/** The most severe of the given ratings ("low" when none are given). */
export function worstRating(...ratings: RiskRating[]): RiskRating {
  return ratings.reduce<RiskRating>((worst, r) => (rank(r) > rank(worst) ? r : worst), "low");
}

/** One step more severe, stopping at "critical". */
export function escalate(rating: RiskRating): RiskRating {
  return riskRatings[Math.min(rank(rating) + 1, riskRatings.length - 1)];
}

export const isAtLeast = (rating: RiskRating, floor: RiskRating): boolean => rank(rating) >= rank(floor);
