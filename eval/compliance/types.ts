/**
 * One scenario of the compliance evaluation (npm run eval:compliance). `breaches` lists what a lawyer would cite,
 * each as one reference "source_id provision" or a list of acceptable alternatives (any one matching counts). A
 * provision is written in the instrument's own numbering without a label ("5(1)(e)", "1798.130(a)(2)", "27A"); a
 * finding matches when one reference is a prefix of the other at a sub-division boundary ("13" matches "13(2)(a)"),
 * and each finding counts for one listed breach at most ("59.1-577" found once matches "59.1-577(B)" or "59.1-577(C)",
 * not both).
 */
export interface ComplianceCase {
  id: string;
  jurisdiction: string;
  /** Regulation names as a client would send them; omitted: the service detects the applicable laws. */
  regulations?: string[];
  title: string;
  text: string;
  breaches: (string | string[])[];
}
