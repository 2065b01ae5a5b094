/**
 * Every DEV question of the English retrieval evaluation, pooled: what the "nothing found" decision is calibrated on
 * (scripts/calibrate-cite-floor.ts) and guarded by (lib/legal/retrieval/search.test.ts). No held-out question is here.
 */
import { everydayQuestions, everydayUnrelatedQuestions, splitOf, type EverydayQuestion, type UnrelatedQuestion } from "./everyday";
import { unrelatedQuestions } from "./questions";
import { calibrationUnrelatedQuestions } from "./calibration-unrelated";
import { devExtensionQuestions, devExtensionUnrelated } from "./dev-extension";
import { freshDev } from "./fresh-set";
import { freshDevMoreQuestions } from "./fresh-dev-more";
import { nothingFoundDevQuestions, nothingFoundDevUnrelated } from "./nothing-found-dev";
import { plainDevQuestions, plainDevUnrelated } from "./plain-dev";
import { layWords } from "./lay-words";

/** The answerable dev sets, by name. */
export const devAnswerableSets: [string, EverydayQuestion[]][] = [
  ["dev half", everydayQuestions.filter((x) => splitOf(x.id) === "dev")],
  ["extension", devExtensionQuestions],
  ["fresh dev", freshDev.questions],
  ["fresh dev-more", freshDevMoreQuestions],
  ["nothing-found dev", nothingFoundDevQuestions],
  ["plain dev", plainDevQuestions],
  ["lay-words dev", layWords("dev").questions],
];

/** The unrelated dev questions (the legacy set's, tuned on long ago, included), pooled. */
export const devUnrelatedPool: Omit<UnrelatedQuestion, "id">[] = [
  ...everydayUnrelatedQuestions.filter((x) => splitOf(x.id) === "dev"),
  ...devExtensionUnrelated,
  ...freshDev.unrelated,
  ...unrelatedQuestions,
  ...calibrationUnrelatedQuestions,
  ...nothingFoundDevUnrelated,
  ...plainDevUnrelated,
  ...layWords("dev").unrelated,
];
