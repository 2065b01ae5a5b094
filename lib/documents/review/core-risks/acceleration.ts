import { numberOf, reviewed, sentencesOf, sideOfName, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * Payment acceleration: on a default (or termination) every instalment or the fees for the rest of the term fall due at
 * once. For the payer it turns a missed payment into the whole contract value; for the payee it is security. Who pays
 * is read from the sentence ("owed by Customer", "Licensee shall pay").
 */
const ACCELERATES =
  /\baccelerat\w*[^.;]{0,60}\b(?:payments?|amounts?|fees|instal\w*|indebtedness|balance|sums?|obligations)\b|\b(?:payments?|amounts?|fees|instal\w*|indebtedness|balance|sums?)\b[^.;]{0,60}\baccelerat\w*|\b(?:all|any)\s+(?:\w+\s+){0,4}(?:amounts?|sums?|fees|payments|instal?ments|balances?|indebtedness|obligations)\b[^.;]{0,160}\b(?:shall|will)\s+(?:\w+\s+){0,2}become\s+(?:immediately\s+)?due\s+and\s+payable|\b(?:remaining|unpaid|outstanding)\s+(?:\w+\s+){0,3}(?:fees|payments|amounts|instal?ments|balance)\s+(?:\w+\s+){0,4}for\s+the\s+(?:remainder|balance|rest)\s+of\s+the\s+(?:term|agreement)|\bimmediately\s+due\s+and\s+payable\b|\b(?:all|any)\s+(?:\w+\s+){0,3}(?:fees|amounts|payments|charges)\b[^.;]{0,80}?\b(?:for|during|over)\s+the\s+(?:remainder|balance|rest)\s+of\s+the\s+(?:then[\s-]+current\s+|initial\s+|remaining\s+)?(?:term|agreement|subscription\s+term)\b/i;
/** Sums made due at once, whatever the verb: "all unpaid charges … become payable at once", "any outstanding instalments shall immediately become due". */
const DUE_AT_ONCE =
  /\b(?:all|any)\s+(?:\w+\s+){0,3}(?:fees|amounts?|payments|charges|instal?ments|sums?|balances?)\b[^.;]{0,120}?\b(?:(?:shall|will)\s+)?(?:(?:immediately|at\s+once|forthwith)\s+become|becomes?\s+(?:immediately|at\s+once|forthwith)|becomes?\s+(?:due|payable)\s+(?:immediately|at\s+once|forthwith)\b)/i;
const PAYER = /\b(?:owed|owing|payable|due)\s+(?:by|from)\s+((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})|\b((?:[Ee]ither|[Ee]ach)\s+[Pp]arty|[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+(?:shall|will|must)\s+(?:immediately\s+)?pay\b/;

export function accelerationRisk(input: CoreRiskInput): CoreRisk | null {
  for (const c of input.clauses.filter(reviewed)) {
    if (!/accelerat|due\s+and\s+payable|remainder|rest\s+of\s+the\s+term|immediately|at\s+once|forthwith/i.test(c.clause_text)) continue;
    const sentence = sentencesOf(c.clause_text).find((s) => (ACCELERATES.test(s) || DUE_AT_ONCE.test(s)) && /\bpay\w*|\bdue\b|\bfees?\b|\bamounts?\b/i.test(s));
    if (!sentence) continue;
    // An acceleration of the lender's own repayment on a loan is the loan's point; a sentence denying it is none.
    if (/\b(?:shall|will)\s+not\s+(?:be\s+)?accelerat|\bno\s+accelerat/i.test(sentence)) continue;
    // Sums already accrued falling due on termination are not accelerated; nor is the vesting of shares or options.
    if (/\baccrued\b|\bearned\b/i.test(sentence) && !/\bremainder|\brest\s+of\s+the\s+term|\bwould\s+have\s+(?:been\s+)?(?:payable|due)/i.test(sentence)) continue;
    if (/\bvest\w*|\bequity\b|\bawards?\b|\boptions?\b|\bshares\b|\bexercisable\b/i.test(sentence)) continue;
    const m = PAYER.exec(sentence);
    const payer = m ? (m[1] ?? m[2]).replace(/^the\s+/i, "") : null;
    // "All unpaid fees … shall become immediately due": a sentence naming no payer is read by whom the clause favours (the payee).
    const payee = !payer && c.beneficiary && c.beneficiary !== "mutual" ? sideOfName(c.beneficiary, input.reviewer) : null;
    const side = payee === "us" ? "them" : payee === "them" ? "us" : sideOfName(payer, input.reviewer);
    // "all unpaid fees for the Subscription Term": the fees for the whole term, so for what is left of it.
    const forRest = /\bremainder|\brest\s+of\s+the\s+term|\bbalance\s+of\s+the\s+term|\bremaining\s+term\b|\b(?:unpaid|outstanding|remaining)\s+(?:\w+\s+){0,2}for\s+the\s+(?:\w+\s+)?Term\b/i.test(sentence);
    // "On termination by Customer for any reason …, Customer will pay all fees … for the remainder of the term": the payer's own exit is the trigger.
    const onOwnTermination = forRest && /\bterminat\w*\s+(?:\w+\s+){0,2}by\b|\b(?:if|where|when)\s+(?:the\s+)?[A-Z]\w*\s+terminates\b/i.test(sentence);
    const what = forRest ? "the fees for the rest of the term fall due at once" : "every amount outstanding falls due at once";
    return {
      rule: "payment.acceleration",
      clause_number: c.clause_number,
      category: "payment_acceleration",
      name: "Payment acceleration",
      risk: side === "us" ? "high" : side === "them" ? "low" : "medium",
      finding:
        side === "us"
          ? `Clause ${numberOf(c)} accelerates your payments: on the trigger ${what}, ${onOwnTermination ? "so ending the contract early, for any reason but the other side's breach, costs the whole remaining contract value and your termination right is worth little" : "so a single missed payment or dispute can put the whole contract value in issue"}.`
          : side === "them"
            ? `Clause ${numberOf(c)} accelerates the other side's payments: on the trigger ${what}, which protects your side.`
            : `Clause ${numberOf(c)} accelerates payment${payer ? ` by ${payer}` : ""}: on the trigger ${what}.`,
      fix: side === "them" ? "Keep it; make sure the trigger is clear and notice is simple to give." : "Limit acceleration to sums already earned, require written notice and a cure period before it applies, and exclude amounts disputed in good faith.",
      cites: [],
    };
  }
  return null;
}
