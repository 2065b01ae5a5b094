import { tuning } from "./tuning";

interface Candidate {
  relevance_score: number;
  question_coverage?: number;
  question_words_answered?: number;
  source_id?: string;
  topics?: readonly string[];
}

/** Provisions scoring far below the best match are left out even if above the floor. */
const MAX_GAP_FROM_BEST = 0.2;
const MAX_CITED = 4;

/**
 * What the offline answer cites, best first: the citable results (`citable`) near enough the best, at most four. The
 * first is the best citable result; each further one must be about the same thing as the first: sharing a specific
 * topic tag with it (`specificTopics`: one few provisions carry, so "employment" alone is no link), or from the same
 * instrument and addressing the question as fully as the first (most further citations hand-labelled irrelevant in
 * eval/retrieval/offline-citation-labels.txt came from the first's own instrument: a tax-domicile rule beside the
 * capital-gains one, a landlord's repairs beside his entry). Unpaid salary in Bengaluru cites the Code on Wages's time limit for payment, not the Karnataka Shops
 * Act's annual leave nor the Companies Act's unpaid dividend account, which match "paid" and "months" about as well.
 * An unrelated result is still cited when it is nearly as relevant as the first (`tuning.extraTieGap`) and answers at
 * least as much of the question: then the first may be the wrong reading, and the answer shows both. The rule only
 * drops results; it never reorders them nor decides whether anything is cited.
 */
export function offlineCitations<T extends Candidate & { topics?: readonly string[] }>(
  found: T[],
  options: { requireCoverage?: boolean; specificTopics?: ReadonlySet<string> } = {},
): T[] {
  const top = found[0]?.relevance_score ?? 0;
  const [first, ...rest] = citable(found, options).filter((p) => top - p.relevance_score <= MAX_GAP_FROM_BEST);
  if (!first) return [];
  const specific = options.specificTopics ?? new Set<string>();
  // The first's instrument alone is no link: an Act's other sections are mostly on other matters (a tenant's question on
  // the landlord's entry beside the landlord's duty to repair, a tax-domicile rule beside the capital-gains one). A
  // section of it is cited when it addresses the question as fully as the first: as many of its words, and most of the
  // share of them (by rarity) the first answers.
  const addressesAsMuch = (p: T) =>
    (p.question_words_answered ?? 1) >= (first.question_words_answered ?? 1) &&
    (p.question_coverage ?? 0) >= tuning.sameInstrumentCoverage * (first.question_coverage ?? 0);
  const related = (p: T) =>
    (p.topics ?? []).some((t) => specific.has(t) && (first.topics ?? []).includes(t)) ||
    (p.source_id !== undefined && p.source_id === first.source_id && addressesAsMuch(p));
  const rival = (p: T) =>
    first.relevance_score - p.relevance_score <= tuning.extraTieGap && (p.question_coverage ?? 0) >= (first.question_coverage ?? 0);
  return [first, ...rest.filter((p) => related(p) || rival(p))].slice(0, MAX_CITED);
}

/**
 * The "nothing found" decision: which of a search's results (best first) are relevant enough to cite. A result at or
 * above the floor is; below it, the best result alone still is when it stands out from the rest (a question whose
 * words only one provision answers, in a registry that says little else about them), since a coincidental match
 * rarely leaves the second result that far behind. Either way a provision is cited only if it answers a fair share of
 * the question's words (`question_coverage`): a pun or a question on law the registry lacks often matches one word
 * well ("jury service" → service, "custody of the TV remote" → custody) and nothing else. Nor unless its relevance is
 * borne out by several of the question's words (`evidenced`). And nothing is cited when the best matches are
 * scattered (`scattered`). Below the floor with no stand-out, a best result whose own evidence is strong (`wellEvidenced`),
 * or good and borne out by the next results (`corroborated`), is still cited. Calibrated on the dev sets with unrelated questions (scripts/tune-retrieval-dev.ts,
 * scripts/calibrate-cite-floor.ts).
 */
export function citable<T extends Candidate>(found: T[], options: { requireCoverage?: boolean } = {}): T[] {
  // A question with a document appended is mostly the document's words, which no single provision covers.
  const requireCoverage = options.requireCoverage !== false;
  const answersEnough = (p: T) => !requireCoverage || ((p.question_coverage ?? 1) >= tuning.citeCoverage && evidenced(p));
  if (requireCoverage && scattered(found)) return [];
  const best = found[0]?.relevance_score ?? 0;
  if (best >= tuning.citeFloor) return found.filter((p) => p.relevance_score >= tuning.citeFloor && answersEnough(p));
  const second = found[1]?.relevance_score ?? 0;
  if (best >= tuning.standOutFloor && best >= tuning.standOutRatio * second) return found.slice(0, 1).filter(answersEnough);
  return requireCoverage && (wellEvidenced(found[0]) || corroborated(found)) ? found.slice(0, 1) : [];
}

/**
 * Below the floor, a best result that answers `answeredWordsCap` or more of the question's words and at least
 * `tuning.corroboratedCoverage` of it is cited when the next two agree with it (each from its instrument or sharing a
 * topic tag): the question sits squarely in one area of law, which a coincidental match rarely does (the next results
 * of a pun or of law the registry lacks come from elsewhere, `scattered`). Diluted relevance is then no reason for
 * silence: a long question in everyday words often leaves the right provision just under the floor (see the tuning).
 */
function corroborated(found: readonly Candidate[]): boolean {
  if (found.length < 3) return false;
  const [first, second, third] = found;
  const agrees = (p: Candidate) =>
    (first.source_id !== undefined && p.source_id === first.source_id) || (first.topics ?? []).some((t) => p.topics?.includes(t));
  return (
    first.relevance_score >= tuning.corroboratedFloor &&
    (first.question_words_answered ?? 0) >= 1 &&
    (first.question_coverage ?? 0) >= tuning.corroboratedCoverage &&
    agrees(second) &&
    agrees(third)
  );
}

/**
 * The relevance a provision needs rises as the words of the question it answers fall: relevance × the share of
 * `tuning.answeredWordsCap` words it answers (`question_words_answered`) must reach `tuning.citeEvidence`. With the
 * values chosen, a provision answering four or more of the question's words needs the floor's 0.3, three 0.4, two 0.6,
 * one never (for a two-word question, one word needs 0.6). "How does overtime work in an American football game?" meets
 * the FLSA's overtime section at 0.58 on "overtime" and "work" alone; an answerable question's best match rests on
 * several of its words, however it is phrased.
 */
function evidenced(p: Candidate): boolean {
  return p.relevance_score * (p.question_words_answered ?? 1) >= tuning.citeEvidence;
}

/**
 * A question on law the registry lacks still shares words with it, a different few with each instrument: "Do I have to
 * pay tax when I sell my old car?" matches income tax on a company car (tax, car), a tax assessment (tax, old) and VAT
 * on supplies (tax, sell), each about as well and none much. When the best three results come from three different
 * instruments, the third nearly as relevant as the first (`tuning.scatterCloseness`), and the first neither strongly
 * relevant (`tuning.scatterRelevance`) nor answering most of the question (`tuning.scatterCoverage`), no provision
 * addresses the question: the words met by coincidence. An answerable question's best match either stands out, or
 * agrees with the next ones on the instrument or on a topic (`topicsAgree`), or answers most of the question.
 */
export function scattered(found: readonly Candidate[]): boolean {
  if (found.length < 3) return false;
  const [first, second, third] = found;
  if (first.source_id === undefined || new Set([first.source_id, second.source_id, third.source_id]).size < 3) return false;
  if (topicsAgree(first, second, third)) return false;
  return (
    first.relevance_score < tuning.scatterRelevance &&
    (first.question_coverage ?? 1) < tuning.scatterCoverage &&
    third.relevance_score >= tuning.scatterCloseness * first.relevance_score
  );
}

/**
 * The best three share a topic tag (any, "employment" included): they are three instruments' answers to one matter
 * (notice on dismissal under the BGB, the Maternity Protection Act and the Dismissal Protection Act), not one word met
 * by coincidence in three. On every dev set pooled (scripts/tune-retrieval-pool.ts; ground2): answerable citing
 * nothing 65 → 59 of 687, top-1 / top-5 556 / 659 unchanged, unrelated citing 4 → 4 of 304. A topic shared by the first
 * and either of the others instead: 58, but 6 unrelated citing ("tax … sell my old car", "years … military pension");
 * with "employment" and "consumer-protection" not counted as a link: 62 (all three) and 60 / 5 (either).
 */
function topicsAgree(first: Candidate, second: Candidate, third: Candidate): boolean {
  if (!first.topics) return false;
  return first.topics.some((t) => second.topics?.includes(t) && third.topics?.includes(t));
}

/** The best result's own evidence: see `tuning.evidencedFloor`. */
function wellEvidenced(p: Candidate | undefined): boolean {
  return (
    p !== undefined &&
    p.relevance_score >= tuning.evidencedFloor &&
    (p.question_words_answered ?? 0) >= 1 &&
    (p.question_coverage ?? 0) >= tuning.evidencedCoverage
  );
}
