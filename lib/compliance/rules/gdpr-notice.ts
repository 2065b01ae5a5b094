import type { RequiredElement, RuleSet } from "./types";

/**
 * Information a privacy notice must give when personal data are collected from the person (GDPR Art. 13;
 * the UK GDPR keeps the same article). Wording patterns are deliberately broad: the check finds what a
 * notice plainly omits, it does not judge quality.
 */
function article13Elements(sourceId: string): RequiredElement[] {
  const at = { source_id: sourceId, article: "13" };
  return [
    { id: "controller_identity", requirement: "the identity and contact details of the controller", patterns: [/\b(controller|we are [A-Z]|contact us|registered (office|address)|our address)\b/i], source: at },
    { id: "dpo_contact", requirement: "the contact details of the data protection officer, where one is appointed", patterns: [/data protection officer|\bDPO\b/i], source: at },
    { id: "purposes_and_basis", requirement: "the purposes of the processing and its legal basis", patterns: [/\b(legal|lawful) (basis|ground)|legitimate interests?|performance of (a|the) contract|legal obligation|on the basis of (your )?consent/i], source: at },
    { id: "recipients", requirement: "the recipients or categories of recipients of the personal data", patterns: [/\brecipients?\b|third[- ]part(y|ies)|service providers?|processors?\b|share (your|personal)/i], source: at },
    { id: "international_transfers", requirement: "whether data are transferred outside the EEA/UK and the safeguards relied on", patterns: [/\btransfer(s|red)?\b.{0,80}\b(outside|countr|abroad|international)|standard contractual clauses|adequacy decision|third countr/i], source: at },
    { id: "retention", requirement: "how long the data will be stored, or the criteria used to decide", patterns: [/\bretain|retention|(store|keep|hold)s? (your )?(personal )?(data|information) (for|until|as long)|deleted? after/i], source: at },
    { id: "data_subject_rights", requirement: "the rights of access, rectification, erasure, restriction, objection and portability", patterns: [/right (of|to) (access|rectif|erasure|be forgotten|restrict|object|data portability|portability)/i], source: at },
    { id: "withdraw_consent", requirement: "the right to withdraw consent at any time, where processing is based on consent", patterns: [/withdraw(al of)? (your )?consent/i], source: at },
    { id: "complaint", requirement: "the right to lodge a complaint with a supervisory authority", patterns: [/\bcomplain(t)?\b.{0,80}(supervisory|authority|regulator|commissioner|ICO|CNIL)|supervisory authority|data protection authority/i], source: at },
    { id: "requirement_to_provide", requirement: "whether providing the data is a statutory or contractual requirement and what follows if it is not provided", patterns: [/(statutory|contractual) requirement|(required|obliged|need) to provide|if you (do not|don't) provide/i], source: at },
    { id: "automated_decisions", requirement: "the existence of automated decision-making, including profiling", patterns: [/automated decision|profiling/i], source: at },
  ];
}

export const gdprNoticeRules: RuleSet = { sourceId: "eu-gdpr", name: "GDPR", elements: article13Elements("eu-gdpr") };
export const ukGdprNoticeRules: RuleSet = { sourceId: "uk-gdpr", name: "UK GDPR", elements: article13Elements("uk-gdpr") };
