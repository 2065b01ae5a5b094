/**
 * Every English question of the retrieval evaluation (answerable and unrelated, all halves): for checks that span the
 * sets, such as ids no other set uses and questions that must be read as English (lib/legal/retrieval/foreign-terms.ts).
 */
import { retrievalQuestions, unrelatedQuestions } from "./questions";
import { everydayQuestions, everydayUnrelatedQuestions } from "./everyday";
import { devExtensionQuestions, devExtensionUnrelated } from "./dev-extension";
import { freshQuestions, freshUnrelated } from "./fresh-set";
import { freshDevMoreQuestions } from "./fresh-dev-more";
import { calibrationUnrelatedQuestions } from "./calibration-unrelated";
import { nothingFoundDevQuestions, nothingFoundDevUnrelated } from "./nothing-found-dev";
import { plainDevQuestions, plainDevUnrelated } from "./plain-dev";
import { layWordsQuestions, layWordsUnrelated } from "./lay-words";

/** The sets whose questions carry ids (the legacy set's do not). */
export const englishSetsWithIds: { id: string; question: string }[] = [
  ...everydayQuestions,
  ...everydayUnrelatedQuestions,
  ...devExtensionQuestions,
  ...devExtensionUnrelated,
  ...freshQuestions,
  ...freshUnrelated,
  ...freshDevMoreQuestions,
  ...calibrationUnrelatedQuestions,
  ...nothingFoundDevQuestions,
  ...nothingFoundDevUnrelated,
  ...plainDevQuestions,
  ...plainDevUnrelated,
  ...layWordsQuestions,
  ...layWordsUnrelated,
];

export const englishQuestions: string[] = [...retrievalQuestions, ...unrelatedQuestions, ...englishSetsWithIds].map((q) => q.question);
