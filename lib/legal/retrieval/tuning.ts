/**
 * Retrieval's tuning, chosen on the evaluation (npm run eval:retrieval; `eval/retrieval/questions.ts`).
 * One place, so a sweep can try alternatives and the figures in the docs trace to these values.
 */
export const tuning = {
  /** How much a term counts in each field: a heading says what a provision is about; a summary may only mention it. */
  fieldWeights: { heading: 6, topics: 2, names: 1.5, summary: 0.5, situations: 0.5 },
  /** BM25 term-frequency saturation and length normalisation. */
  k1: 1.2,
  b: 0.6,
  /** A legal term added for an everyday word counts this much of the user's own word. */
  expansionWeight: 0.8,
  /** Relevance kept by a provision that shares a single literal word with a question of several (none of it through the vocabulary). */
  singleWordFactor: 0.5,
  /** Share of the relevance that comes from coverage of the question (the rest from the BM25F score). */
  coverageShare: 0.2,
  /**
   * The offline engine cites nothing below this relevance and says it found nothing instead: the lowest top score
   * among the evaluation's answerable questions, so none of them comes back empty.
   */
  citeFloor: 0.27,
};
