import { numberOf, reviewed, sentencesOf, sideOfName, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * Default interest: on a default or late payment the contract's own rate is raised ("interest on the Loan accrues at
 * 3% above the Interest Rate while an Event of Default continues", "at the rate otherwise applicable plus 4%"). The
 * uplift is a sum payable on breach without proof of loss, often on the whole debt and not only the overdue sum: at
 * least medium for the side that pays it. Ordinary interest on an overdue sum over a reference (base) rate is not this.
 * Who pays is read from the clause's payee (see payee.ts) or a payer the sentence names.
 */
const ON_DEFAULT = /\b(?:event\s+of\s+default|default\w*|breach\w*|fails?\s+to\s+pay|not\s+paid\s+when\s+due|overdue|late\s+payment)\b/i;
/** The uplift is over the contract's own rate, whichever way round the sentence puts it; "5.00%" does not end the sentence. */
const OWN_RATE = String.raw`(?:the\s+)?(?:rate\s+(?:of\s+interest\s+)?otherwise\s+(?:applicable|payable|in\s+effect)|(?:then\s+)?applicable\s+(?:interest\s+)?rate|contract(?:ual)?\s+rate|agreed\s+rate|normal\s+rate|Interest\s+Rate|rate\s+(?:set\s+out|stated|specified)\s+in\s+(?:clause|section)\s+[\d.]+)`;
const UPLIFT = new RegExp(String.raw`\binterest\b(?:[^.;]|\.(?=\d)){0,200}?\b(?:(?:above|over|in\s+addition\s+to|plus)\s+${OWN_RATE}|${OWN_RATE}\s+(?:plus|increased\s+by)\b)|\b(?:Interest\s+Rate|Margin)\s+(?:shall|will)\s+(?:be\s+)?increase[ds]?\s+by\b`);
const PAYER = /\b(?:[Ii]f|[Ww]here|[Ww]hen)\s+(?:the\s+)?([A-Z][\w&-]*)\s+(?:fails?\s+to\s+pay|does\s+not\s+pay|is\s+in\s+default)\b/;

export function defaultInterestRisk(input: CoreRiskInput): CoreRisk | null {
  for (const c of input.clauses.filter(reviewed)) {
    if (!/\binterest\b/i.test(c.clause_text)) continue;
    const sentence = sentencesOf(c.clause_text).find((s) => UPLIFT.test(s) && ON_DEFAULT.test(s));
    if (!sentence) continue;
    const payer = PAYER.exec(sentence)?.[1] ?? null;
    const payee = c.beneficiary && c.beneficiary !== "mutual" ? sideOfName(c.beneficiary, input.reviewer) : null;
    const side = payer ? sideOfName(payer, input.reviewer) : payee === "us" ? "them" : payee === "them" ? "us" : null;
    return {
      rule: "payment.default_interest",
      clause_number: c.clause_number,
      category: "default_interest",
      name: "Default interest",
      risk: side === "them" ? "low" : "medium",
      finding:
        side === "them"
          ? `Clause ${numberOf(c)} raises the interest the other side pays on a default above the contract's own rate, in your favour; an uplift out of proportion to the cost of the default may be challenged as a penalty.`
          : `Clause ${numberOf(c)} raises the interest ${side === "us" ? "your side pays" : "payable"} on a default above the contract's own rate: a sum payable on breach without proof of loss, which can run on the whole debt and not only the overdue amount.`,
      fix:
        side === "them"
          ? "Keep the uplift modest and tied to the cost of funding the default, so it stands if challenged."
          : "Limit the uplift to the overdue amount, for the time it stays unpaid, at a rate that reflects the cost of the default, and start it only after written notice.",
      cites: [],
    };
  }
  return null;
}
