import type { RuleSet } from "./types";

/**
 * India's Digital Personal Data Protection Act, 2023: the notice that accompanies or precedes a request
 * for consent (s. 5), the Data Principal's right to withdraw consent (s. 6) and to grievance redressal
 * (s. 13), and the possibility of complaining to the Data Protection Board.
 */
export const dpdpNoticeRules: RuleSet = {
  sourceId: "in-dpdp-act-2023",
  name: "DPDP Act 2023",
  elements: [
    { id: "data_and_purpose", requirement: "the personal data to be processed and the purpose of the processing", patterns: [/\bpurpose/i], source: { source_id: "in-dpdp-act-2023", article: "5" } },
    { id: "withdraw_consent", requirement: "how the Data Principal can withdraw consent", patterns: [/withdraw(al of)? (your |their )?consent/i], source: { source_id: "in-dpdp-act-2023", article: "6" } },
    { id: "grievance_redressal", requirement: "how to use the grievance redressal mechanism", patterns: [/grievance/i], source: { source_id: "in-dpdp-act-2023", article: "13" } },
    { id: "complaint_to_board", requirement: "how to make a complaint to the Data Protection Board of India", patterns: [/data protection board|\bthe board\b/i], source: { source_id: "in-dpdp-act-2023", article: "5" } },
  ],
};
