import { tuning } from "./tuning";

interface Candidate {
  relevance_score: number;
  question_coverage?: number;
  question_words_answered?: number;
  question_terms?: number;
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
 * The "nothing found" decision: which of a search's results (best first) are relevant enough to cite. A result is when
 * its evidence (`citeEvidence`) reaches `tuning.citeThreshold`; nothing is cited when the best result's does not. The
 * evidence adds three things a search measures, weighed as the dev questions, answerable and unrelated together, bore
 * out (see `tuning.citeThreshold`): the relevance; how many of the question's words the provision answers
 * (`question_words_answered`: an answerable question's best match rests on several of its words, a pun or a question
 * on law the registry lacks on one or two used in another sense); and the question's length (`question_terms`), since
 * relevance is the share of the question a provision answers and a long question told as a story ("I've worked at the
 * same warehouse for six years and …") dilutes it with incidental words however squarely its best match answers.
 * Nothing is cited either when the best three results are scattered (`scattered`): words met by coincidence.
 *
 * With a document appended (`requireCoverage: false`) the question is mostly the document's words, which no provision
 * answers many of and whose length says nothing: a result at or above `tuning.citeFloor` is cited, or the best alone
 * when it stands out from the second (`tuning.standOutFloor`, `tuning.standOutRatio`).
 */
export function citable<T extends Candidate>(found: T[], options: { requireCoverage?: boolean } = {}): T[] {
  if (options.requireCoverage === false) {
    const best = found[0]?.relevance_score ?? 0;
    if (best >= tuning.citeFloor) return found.filter((p) => p.relevance_score >= tuning.citeFloor);
    const second = found[1]?.relevance_score ?? 0;
    return best >= tuning.standOutFloor && best >= tuning.standOutRatio * second ? found.slice(0, 1) : [];
  }
  if (found.length === 0 || citeEvidence(found[0]) < tuning.citeThreshold || scattered(found)) return [];
  return found.filter((p) => citeEvidence(p) >= tuning.citeThreshold);
}

/**
 * relevance + `tuning.citeWordsWeight` × the share of `tuning.answeredWordsCap` question words answered +
 * `tuning.citeLengthWeight` × min(question words, `tuning.citeLengthCap`) / `tuning.citeLengthCap`. A result that does
 * not say how long the question was counts it as no words: the strictest reading. Other weights are for calibration
 * (scripts/calibrate-cite-floor.ts).
 */
export function citeEvidence(p: Candidate, weights: Pick<typeof tuning, "citeWordsWeight" | "citeLengthWeight" | "citeLengthCap"> = tuning): number {
  const length = Math.min(p.question_terms ?? 0, weights.citeLengthCap) / weights.citeLengthCap;
  return p.relevance_score + weights.citeWordsWeight * (p.question_words_answered ?? 0) + weights.citeLengthWeight * length;
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
