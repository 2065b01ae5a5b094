/**
 * The DEV half of a halved blind set (16 to 20), for tuning: `npm run eval:retrieval -- --set blind-17 --split dev`.
 * The held-out half is dropped here, before any search, so that a tuning run never scores nor prints a held-out
 * question; that half is measured only in the coordinator's whole-set run.
 */
import type { EverydayQuestion, Half, UnrelatedQuestion } from "./everyday";

export interface HalvedSet {
  questions: EverydayQuestion[];
  unrelated: UnrelatedQuestion[];
  halfOf: (id: string) => Half;
}

export function devHalfOnly(set: HalvedSet): { questions: EverydayQuestion[]; unrelated: UnrelatedQuestion[] } {
  return { questions: set.questions.filter((q) => set.halfOf(q.id) === "dev"), unrelated: set.unrelated.filter((q) => set.halfOf(q.id) === "dev") };
}
