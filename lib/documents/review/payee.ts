/**
 * A clause about money that names no party ("Sums not paid when due bear interest at 4% above base rate", "While an
 * Event of Default continues, the Loan bears interest at …", "the charges for the rest of the term become payable") runs with the money: it favours the party the contract's
 * payments run to. That party is read from the payment duties of the whole contract ("the Buyer shall pay …", "the
 * Borrower shall repay …") and from what it says is owed to whom ("all sums owing by the Borrower to the Lender"); when they run to more than one party alike, no one is named. Pure: no I/O.
 */
import type { PartyRef } from "../facts/parties";
import { mentions, rightProtection, sentences } from "./direction";

/** Interest charged on a debt, or raised on default or late payment. */
const INTEREST_ON_DEBT =
  /\binterest\b[^.;]{0,160}\b(?:above|over|plus|in\s+addition\s+to)\s+(?:the\s+)?(?:\w+\s+){0,3}?(?:rate|base|prime|SOFR|LIBOR|EURIBOR)\b|\b(?:overdue|late|unpaid|not\s+paid\s+when\s+due|default)\b[^.;]{0,160}\binterest\b|\binterest\b[^.;]{0,80}\b(?:overdue|late|unpaid|default)\b/i;
/** Before a party's name: money is owed or payable to it. */
const OWED_TO_BEFORE = /\b(?:owing|owed|payable|due|repayable)\s+(?:by\s+(?:the\s+)?[\w&-]+(?:\s+[\w&-]+){0,2}\s+)?to\s+(?:the\s+)?$/i;
const PAYS = /\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\s+(?:\w+\s+){0,3}?(?:pay|repay)\b/i;

/** The party the contract's payment duties run to, or null when none or several alike. */
export function payeeOf(texts: string[], refs: PartyRef[]): string | null {
  const tally = new Map<string, number>();
  for (const text of texts) {
    // "all sums owing by the Borrower to the Lender", "payable to the Supplier": the party named after "to".
    for (const sentence of sentences(text)) {
      for (const m of mentions(sentence, refs)) if (OWED_TO_BEFORE.test(sentence.slice(Math.max(0, m.start - 80), m.start))) tally.set(m.key, (tally.get(m.key) ?? 0) + 1);
    }
    if (!PAYS.test(text)) continue;
    const p = rightProtection(text, refs, "payment");
    if (!p || p.mutual || p.beneficiaries.length !== 1) continue;
    tally.set(p.beneficiaries[0], (tally.get(p.beneficiaries[0]) ?? 0) + 1);
  }
  const ranked = [...tally.entries()].sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0 || (ranked.length > 1 && ranked[1][1] === ranked[0][1])) return null;
  return ranked[0][0];
}

/** Sums made due, or due at once ("the charges for the rest of the term become payable at once"). */
const MADE_DUE = /\b(?:become|becomes|shall\s+become|will\s+become)\s+(?:immediately\s+|at\s+once\s+|forthwith\s+)?(?:due|payable)\b/i;

/** Whether a clause charges interest on a debt, late payment or default, or makes sums due. */
export const runsWithMoney = (text: string) => INTEREST_ON_DEBT.test(text) || MADE_DUE.test(text);
