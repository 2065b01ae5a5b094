import { ccpaNoticeRules } from "./ccpa-notice";
import { dpdpNoticeRules } from "./dpdp-notice";
import { gdprNoticeRules, ukGdprNoticeRules } from "./gdpr-notice";
import type { RuleSet } from "./types";

/** Regulations with a deterministic rule set, by registry source_id. */
export const ruleSets: Record<string, RuleSet> = Object.fromEntries(
  [gdprNoticeRules, ukGdprNoticeRules, dpdpNoticeRules, ccpaNoticeRules].map((r) => [r.sourceId, r]),
);
