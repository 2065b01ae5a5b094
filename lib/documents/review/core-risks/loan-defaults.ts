import { firstSentence, numberOf, sideOfName, type CoreRisk, type CoreRiskClause, type CoreRiskInput } from "./types";

/**
 * The terms of a loan that let the lender call it in for reasons other than the borrower's own failure to pay: a
 * cross-default (another debt anywhere in the group defaults or is accelerated), a key person leaving, a material
 * adverse change judged by the lender, a change of control that forces repayment. Each is ordinary in a facility; a
 * borrower's lawyer negotiates its reach (thresholds, objective tests, grace periods, a right to replace the person).
 * Rated from the side of the party the contract calls the borrower.
 */
const CROSS_DEFAULT =
  /\b(?:financial\s+indebtedness|indebtedness|borrowed\s+money|moneys?\s+borrowed|other\s+(?:loans?|facilit(?:y|ies)|debts?))\b[^.;]{0,200}\b(?:not\s+paid\s+when\s+due|declared\s+(?:to\s+be\s+)?(?:due\s+and\s+payable|due)|before\s+its\s+(?:specified\s+|stated\s+)?maturity|accelerat\w*)/i;
const THRESHOLD = /\b(?:less|lower)\s+than\s+(?:£|\$|€|(?:GBP|USD|EUR|INR|SGD|AUD)\s?)\s?[\d,.]+|\bexceed\w*\s+(?:£|\$|€|(?:GBP|USD|EUR|INR|SGD|AUD)\s?)\s?[\d,.]+|\bthreshold\b/i;
const KEY_PERSON = /\bceases?\s+to\s+be\s+(?:the\s+|a\s+|its\s+)?(?:managing\s+director|director|chief\s+executive(?:\s+officer)?|CEO|chair(?:man|person)?|actively\s+involved)\b/i;
const MAC = /\bmaterial(?:ly)?\s+adverse(?:ly)?\s+(?:effect|change|affect)/i;
const LENDERS_VIEW =
  /\b(?:Lender|Bank|Agent|Majority\s+Lenders)\b[^.;]{0,40}\b(?:reasonably\s+)?(?:believes|considers|determines|opinion|view|discretion)\b|\b(?:opinion|view|determination|discretion)\s+of\s+the\s+(?:Lender|Bank|Agent|Majority\s+Lenders)\b/i;
/** What a change of control does to the loan: repayment forced, or the facility cancelled and the loans declared due. */
const CALLED_IN = String.raw`(?:(?:repay|prepay)\w*|declare\w*\s+[^.;]{0,120}?\bdue\s+and\s+payable|cancel\w*\s+(?:the\s+)?(?:facility|commitments?))`;
const COC_REPAY = new RegExp(String.raw`\b(?:gains?|acquires?|obtains?)\s+(?:\w+\s+){0,2}control\b[^.;]{0,160}\b${CALLED_IN}|\bchange\s+(?:of|in)\s+control\b[^.;]{0,160}\b${CALLED_IN}`, "i");

export function loanDefaultRisks(input: CoreRiskInput): CoreRisk[] {
  if (input.type !== "loan") return [];
  const side = sideOfName("Borrower", input.reviewer);
  const forBorrower = side === "us";
  const forLender = side === "them";
  const found: CoreRisk[] = [];
  const first = (test: (s: string) => boolean) => firstSentence(input.clauses, test);
  const risk = (rule: string, at: { clause: CoreRiskClause }, name: string, borrowerRisk: "medium" | "high", what: string, fix: string): CoreRisk => ({
    rule,
    clause_number: at.clause.clause_number,
    category: "events_of_default",
    name,
    risk: forLender ? "low" : forBorrower ? borrowerRisk : "medium",
    finding: `Clause ${numberOf(at.clause)}: ${what}${forLender ? " In the lender's favour." : ""}`,
    fix: forLender ? "Nothing to change for the lender; expect the borrower to ask to narrow it." : fix,
    cites: [],
  });

  const cross = first((s) => CROSS_DEFAULT.test(s));
  if (cross) {
    const threshold = THRESHOLD.test(cross.sentence);
    const group = /\b(?:member\s+of\s+the\s+Group|Group|subsidiar\w*|affiliates?)\b/.test(cross.sentence);
    found.push(
      risk(
        "loan.cross_default",
        cross,
        "Cross-default",
        threshold ? "medium" : "high",
        `a cross-default: another debt${group ? " of any company in the group" : ""} that goes unpaid or is called early lets the lender call in this loan too, ${threshold ? "above the stated threshold" : "with no threshold, however small the other debt"}.`,
        `${threshold ? "Check the threshold is high enough to ignore routine disputes; " : "Add a threshold (an amount below which other debts do not count); "}limit it to acceleration of the other debt (cross-acceleration) rather than any default under it, and to the borrower${group ? " and material subsidiaries" : ""}.`,
      ),
    );
  }
  const key = first((s) => KEY_PERSON.test(s) && !/\bdirector\s+of\s+the\s+Lender\b/i.test(s));
  if (key)
    found.push(
      risk(
        "loan.key_person",
        key,
        "Key person",
        "medium",
        "a key-person event: the loan can be called in if a named individual leaves the borrower's management, which the borrower may not control (illness, death, resignation).",
        "Give a longer period to appoint a replacement, with the lender's approval not to be unreasonably withheld, or drop the event in favour of an information undertaking.",
      ),
    );
  // The event of default itself, before a representation or a condition that only mentions a material adverse change
  // ("no event has occurred which has a Material Adverse Effect").
  const isMac = (s: string) => MAC.test(s) && /\bEvent\s+of\s+Default\b|\bdefault\b|\b(?:circumstance|event)\s+occurs\b/i.test(s);
  const mac = first((s) => isMac(s) && /\b(?:circumstance|event)\s+occurs\b/i.test(s) && !/\bno\s+(?:\w+\s+){0,3}(?:event|circumstance)\b/i.test(s)) ?? first(isMac);
  if (mac) {
    const subjective = LENDERS_VIEW.test(mac.sentence);
    found.push(
      risk(
        "loan.material_adverse_change",
        mac,
        "Material adverse change",
        subjective ? "high" : "medium",
        `a material adverse change is an event of default${subjective ? ", judged by what the lender believes rather than by an objective test" : ""}: the loan can be called in without any payment or covenant default.`,
        "Make the test objective (a material adverse effect on the borrower's ability to meet its payment obligations), exclude general market conditions, or delete the event and rely on the financial covenants.",
      ),
    );
  }
  const coc = first((s) => COC_REPAY.test(s));
  if (coc) {
    const fee = /\bprepayment\s+fee|\bbreak\s+costs?|\bpremium\b/i.test(coc.sentence);
    found.push(
      risk(
        "loan.change_of_control_prepayment",
        coc,
        "Change of control",
        fee ? "high" : "medium",
        `a change of control of the borrower forces immediate repayment of the whole loan${fee ? ", with the prepayment fee on top" : ""}: a sale of the business needs the lender's agreement or new finance.`,
        "Ask for a period to negotiate (for example 30 days) and a right to prepay without fee on a change of control, or for the lender's consent not to be unreasonably withheld.",
      ),
    );
  }
  return found;
}
