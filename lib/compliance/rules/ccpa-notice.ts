import type { RuleSet } from "./types";

/**
 * California notice at collection (Cal. Civ. Code § 1798.100, as amended by the CPRA) and the opt-out of
 * sale or sharing (§§ 1798.120, 1798.135).
 */
export const ccpaNoticeRules: RuleSet = {
  sourceId: "us-ca-ccpa",
  name: "CCPA/CPRA",
  elements: [
    { id: "categories_collected", requirement: "the categories of personal information collected", patterns: [/categor(y|ies) of personal information/i], source: { source_id: "us-ca-ccpa", article: "1798.100" } },
    { id: "purposes", requirement: "the purposes for which each category is collected or used", patterns: [/\bpurposes?\b/i], source: { source_id: "us-ca-ccpa", article: "1798.100" } },
    { id: "sold_or_shared", requirement: "whether personal information is sold or shared", patterns: [/\b(sell|sold|sale|share|shared|sharing)\b/i], source: { source_id: "us-ca-ccpa", article: "1798.100" } },
    { id: "retention", requirement: "how long each category will be retained, or the criteria used", patterns: [/\bretain|retention|how long/i], source: { source_id: "us-ca-ccpa", article: "1798.100" } },
    { id: "opt_out", requirement: "a way to opt out of the sale or sharing of personal information", patterns: [/do not sell|opt[- ]?out|limit the use of my sensitive/i], source: { source_id: "us-ca-ccpa", article: "1798.120" } },
  ],
};
