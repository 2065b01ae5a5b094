/**
 * Statements that name a covenant in order to deny it: "Consultant is not bound by any non-competition agreement",
 * "no party is subject to any exclusivity obligation". They are representations about other contracts, not the
 * covenant itself. Pure: no I/O.
 */

/** "not bound by / a party to / subject to (any) … non-compete / restrictive covenant". */
const DENIES_RESTRAINT =
  /\b(?:not|never|no\s+longer)\s+(?:currently\s+)?(?:a\s+party\s+to|bound\s+by|subject\s+to|under)\s+(?:any\s+)?(?:[\w-]+\s+){0,4}?(?:non-?compet\w*|covenants?\s+not\s+to\s+compete|restrictive\s+covenants?|non-?solicitation|exclusivity)/i;
/** A restraint the clause itself imposes: "shall not compete", "agrees not to … engage", "refrain from competing". */
const IMPOSES_RESTRAINT =
  /\b(?:shall|will|must)\s+not\b[^.;]{0,160}\b(?:compet\w*|engage\w*|solicit\w*)|\bagrees?\s+not\s+to\b[^.;]{0,160}\b(?:compet\w*|engage\w*|solicit\w*)|\brefrain\w*\s+from\b[^.;]{0,120}\b(?:compet\w*|engag\w*|solicit\w*)/i;

/** Restraint categories a clause only denies: they are not the clause's. */
const RESTRAINTS = new Set(["non_compete", "no_solicit_of_customers", "no_solicit_of_employees", "exclusivity"]);

export function withoutDeniedCovenants(text: string, categories: string[]): string[] {
  if (!DENIES_RESTRAINT.test(text) || IMPOSES_RESTRAINT.test(text)) return categories;
  return categories.filter((c) => !RESTRAINTS.has(c));
}
