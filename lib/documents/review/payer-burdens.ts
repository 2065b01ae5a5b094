/**
 * Money terms whose burden is plain from what they do, whatever the sentence's subject: a minimum payable whether or not
 * the service or goods are used (take-or-pay), a fixed yearly cut in the seller's prices or a most-favoured-customer
 * promise (both borne by the seller), the costs of a product recall
 * put on one side, and a fee for ending the contract early measured by what the rest of the term would have paid. Each
 * favours the party the money runs to (or, for a price cut, the payer) and is at least a medium risk for the side that
 * bears it. A sentence that names no party (a price "shall be reduced", fees "are payable") is read with the party the
 * contract's payments run to. Pure: no I/O.
 */
import type { PartyRef } from "../facts/parties";
import type { RiskLevel } from "../playbook";
import { rightProtection, sentences, type Protection } from "./direction";

/** Money payable whatever is used or ordered: "the greater of the fees incurred and $38,000", "payable … whether or not all Users are used", a minimum royalty, a shortfall payment. */
const MINIMUM_PAYMENT =
  /\bthe\s+greater\s+of\b[^.;]{0,200}?(?:\bfees?\b|\bcharges?\b|\broyalt|\bamounts?\b|[$€£]\s?\d|\b[A-Z]{3}\s?\d)|\b(?:payable|pay|paid|charged|invoiced)\b[^.;]{0,160}?\bwhether\s+or\s+not\b[^.;]{0,80}?\b(?:used|ordered|taken|consumed|purchased|called\s+off|required)\b|\b(?:minimum\s+(?:(?:annual|monthly|quarterly|weekly|yearly)\s+)?(?:royalt(?:y|ies)|fees?|charges?|payments?|guarantee)|take[- ]or[- ]pay|shortfall\s+(?:payment|charge|fee|amount))\b/i;
/** A fixed cut in the seller's prices, whatever its costs: "a productivity reduction of 2%", "the prices shall be reduced by 2%". */
const PRICE_CUT = /\bproductivity\s+(?:reductions?|discounts?|rebates?|savings?)\b|\bprices?\s+(?:shall|will)\s+be\s+reduced\s+by\b|\b(?:reduce|cut|lower)\s+(?:its\s+|the\s+|all\s+)?prices?\s+by\s+\d/i;
/** The costs of a product recall borne or reimbursed by one side. */
const RECALL_COSTS = /\b(?:bears?|reimburses?|pays?|indemnif(?:y|ies)|(?:shall|will|must)\s+(?:bear|reimburse|pay|indemnify))\b[^.;]{0,120}?\bcosts?\s+of\s+(?:the\s+|any\s+|a\s+)?(?:product\s+)?recall|\b(?:recall\s+costs?|costs?\s+of\s+(?:the\s+|any\s+|a\s+)?(?:product\s+)?recall\w*)\b[^.;]{0,80}\b(?:borne|reimbursed|paid)\s+by\b/i;
/** A fee for ending early measured by the rest of the term: "an early termination fee equal to 80% of the Monthly Minimums … for the remainder of the then-current Term". */
const REST_OF_TERM = String.raw`(?:(?:remainder|rest|balance)\s+of\s+the\s+(?:then[- ]current\s+|initial\s+|unexpired\s+)?(?:term|agreement|subscription\s+term)|unexpired\s+(?:portion\s+of\s+the\s+)?term)\b`;
const REST_OF_TERM_FEE = new RegExp(
  String.raw`\b(?:early\s+)?termination\s+(?:fee|charge|payment|sum)\b[^.;]{0,200}?\b${REST_OF_TERM}` +
    // "… may terminate …, in which case it shall pay all fees for the unexpired term": the same fee without the name.
    String.raw`|\bterminat\w*\b[^.;]{0,200}?\bpay\b(?![^.;]{0,40}\brefund)[^.;]{0,120}?\b(?:fees|charges|amounts|sums|payments|minimums?)\b[^.;]{0,60}?\b(?:for|during|over)\s+the\s+${REST_OF_TERM}`,
  "i",
);
/** A most-favoured-customer promise: the seller's prices or terms no worse than those it gives anyone else. */
const MOST_FAVOURED = /\bmost[- ]favou?red[- ](?:customer|nation|pricing|terms?)\b|\bno\s+(?:higher|less\s+favou?rable|worse)\s+than\s+(?:the\s+)?(?:rates?|prices?|terms?|fees?|charges?)\b[^.;]{0,80}?\b(?:any\s+other|other)\s+(?:customers?|clients?|buyers?|purchasers?|licensees?|operators?|users?)\b/i;
/**
 * A sentence about liability ("shall not exceed the greater of $1m and the fees paid" is a cap, not a minimum payment),
 * or interest ("interest at the greater of 5% and the base rate" is the price of paying late, not a commitment).
 */
const ABOUT_LIABILITY = /\bliab(?:le|ilit(?:y|ies))\b|\bexceed\b|\bdamages\b|\binterest\b/i;
/** A sentence denying the burden ("no minimum purchase obligation", "is not obliged to pay a minimum"). */
const DENIED = /\b(?:no|not|nothing|never|without)\b[^.;]{0,40}?\b(?:minimum|shortfall|take[- ]or[- ]pay)\b/i;

export interface MoneyClause {
  clause_text: string;
  beneficiary: string | null;
  obligor: string | null;
  protection: Protection | null;
  risk_level: RiskLevel;
  findings: string;
  suggested_fix: string | null;
  driver?: string | null;
}

type Burden = { kind: "minimum" | "price_cut" | "recall" | "exit_fee" | "most_favoured"; sentence: string };

/** The burden a clause states, if any, the first sentence that states it. */
export function moneyBurdenOf(text: string): Burden | null {
  for (const sentence of sentences(text)) {
    // Recall costs are a liability by nature; the other burdens are money terms, never a cap's measure.
    if (RECALL_COSTS.test(sentence)) return { kind: "recall", sentence };
    if (ABOUT_LIABILITY.test(sentence)) continue;
    if (MINIMUM_PAYMENT.test(sentence) && /\bpa(?:y|id|yable)\b|\bcharged\b|\binvoiced\b/i.test(sentence) && !DENIED.test(sentence)) return { kind: "minimum", sentence };
    if (PRICE_CUT.test(sentence)) return { kind: "price_cut", sentence };
    if (MOST_FAVOURED.test(sentence)) return { kind: "most_favoured", sentence };
    if (REST_OF_TERM_FEE.test(sentence)) return { kind: "exit_fee", sentence };
  }
  return null;
}

const WHY: Record<Burden["kind"], { because: string; fix: string }> = {
  minimum: {
    because: "Your side pays a minimum whether or not it uses or orders what it pays for: the commitment is owed even if your needs fall.",
    fix: "Tie the minimum to forecasts you control, let unused amounts roll over, reduce it if the other side fails to perform, and allow it to end with the contract.",
  },
  price_cut: {
    because: "Your prices fall by a fixed step each period whatever your costs do: the margin erodes over the term.",
    fix: "Make the reductions depend on agreed cost savings or volumes, share them, and let raw-material and labour cost increases be passed on.",
  },
  recall: {
    because: "Your side bears the costs of a product recall, an open-ended sum that can exceed the contract's value.",
    fix: "Limit recall costs to recalls caused by your breach, in proportion to your share of fault, under the overall cap, and require the other side to consult you before a recall.",
  },
  most_favoured: {
    because: "Your side promises prices or terms no worse than any other customer gets: every better deal elsewhere must be extended here, and audited.",
    fix: "Limit the promise to comparable customers, volumes and terms, make it prospective only (no refunds for the past), and exclude trials, settlements and distress sales.",
  },
  exit_fee: {
    because: "Ending the contract early costs your side a fee measured by what the rest of the term would have paid: the right to leave is worth little.",
    fix: "Scale the fee down over the term (a few months' fees at most), and exclude termination for the other side's breach or change of control.",
  },
};

/**
 * Records whom each such clause favours when its own words named no one (or named the side a price cut burdens), and
 * rates it at least medium for the reviewer when the reviewer bears it. `payee` is the party the contract's payments
 * run to.
 */
export function notePayerBurdens<C extends MoneyClause>(clauses: C[], refs: PartyRef[], payee: string | null, reviewer: string | null): void {
  if (refs.length !== 2 || !payee) return;
  const payer = refs.find((r) => r.key !== payee)!.key;
  for (const c of clauses) {
    const burden = moneyBurdenOf(c.clause_text);
    if (!burden) continue;
    // Who bears it: the payer for a minimum, an exit fee or (as read from the clause) recall costs; the payee for a price
    // cut or a most-favoured-customer promise.
    // A minimum or an exit fee the sentence has a named party pay ("the Vendor shall pay the Client service credits of the
    // greater of …") is that party's, whoever the contract's payments otherwise run to.
    const named = burden.kind === "minimum" || burden.kind === "exit_fee" ? rightProtection(burden.sentence, refs, "payment") : null;
    const sentencePayer = named && !named.mutual && named.obligors.length === 1 ? named.obligors[0] : null;
    const bearer = burden.kind === "price_cut" || burden.kind === "most_favoured" ? payee : burden.kind === "recall" ? (c.protection && !c.protection.mutual && c.protection.obligors.length === 1 ? c.protection.obligors[0] : null) : (sentencePayer ?? payer);
    if (!bearer) continue;
    const gets = refs.find((r) => r.key !== bearer)!.key;
    // The side the money favours, unless the clause's own words already put it there or make it mutual.
    if (c.beneficiary !== gets && c.beneficiary !== "mutual" && (c.beneficiary === null || burden.kind !== "recall")) {
      c.protection = { mutual: false, beneficiaries: [gets], obligors: [bearer] };
      c.beneficiary = gets;
      c.obligor = bearer;
    }
    if (reviewer !== bearer || c.risk_level !== "low") continue;
    c.risk_level = "medium";
    c.findings = `${c.findings.replace(/[^.]*no playbook issue found\.\s*/i, "")} ${WHY[burden.kind].because}`.trim();
    c.suggested_fix = c.suggested_fix ?? WHY[burden.kind].fix;
    c.driver = WHY[burden.kind].because;
  }
}
