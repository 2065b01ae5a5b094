/**
 * Two exposures a limitation of liability creates that its direction alone does not show, read with the party the
 * contract's payments run to (the payee, who performs) and the payer:
 *
 * - An exclusion of liability for loss of data, even a mutual one, reviewed by the payer whose data the payee holds or
 *   processes (the contract speaks of hosting, storing, processing, backing up or exporting data): only the side that
 *   holds the data can lose it, so the exclusion takes away the payer's remedy for its chief risk while giving it
 *   nothing it needs. At least medium for the payer.
 * - A cap on the payer's own total liability with no exception for what it owes: the payee's claim for unpaid fees is a
 *   claim for liability under the contract, so the cap can cut it down. High for the payee, unless some clause keeps
 *   the payer's payment obligations outside the limits.
 *
 * Pure: no I/O.
 */
import type { RiskLevel } from "../playbook";
import type { Protection } from "./direction";
import { LIABILITY_CATEGORIES } from "./liability-wording";

const DATA_LOSS = /\b(?:loss|corruption|destruction|deletion)\s+(?:(?:or|and)\s+(?:\w+\s+)?)?(?:of\s+)?(?:(?:any|the|its|customer|client)\s+)?data\b|\b(?:loss|corruption|destruction)\s+of\s+[^.;]{0,60}?\bdata\b|\bdata\s+loss\b/i;
/** The contract has the payee host, store, process or back up data: the service puts the payer's data in its hands. */
const DATA_IN_ITS_HANDS = /\b(?:host\w*|stor(?:e|es|ed|ing|age)|process\w*|back(?:-|\s)?ups?|backed\s+up|export\w*)\b[^.;]{0,80}\bdata\b|\bdata\b[^.;]{0,80}\b(?:host\w*|stor(?:e|es|ed|ing|age)|process\w*|back(?:-|\s)?ups?|backed\s+up|export\w*)\b/i;
const CAPS_AN_AMOUNT = /\b(?:shall|will)\s+not\s+exceed\b|\b(?:is|are|shall\s+be|will\s+be)\s+limited\s+to\b|\bcapped\s+at\b|\bin\s+excess\s+of\b/i;
/** The cap spares what the payer owes: "other than its obligation to pay the fees", "excluding amounts due". */
const SPARES_PAYMENT = /\b(?:other\s+than|except(?:\s+for)?|excluding|save\s+for|not\s+apply\s+to|does\s+not\s+limit|shall\s+not\s+limit|nothing\b[^.;]{0,60}\blimits?)\b[^.;]{0,120}?\b(?:pay\w*|fees?|charges?|amounts?\s+(?:due|owed|owing|payable)|sums?\s+(?:due|owed|payable)|price)\b/i;

export interface ExposureClause {
  categories: string[];
  clause_text: string;
  protection: Protection | null;
  obligor: string | null;
  beneficiary: string | null;
  risk_level: RiskLevel;
  findings: string;
  suggested_fix: string | null;
  driver?: string | null;
}

function raise(c: ExposureClause, to: RiskLevel, because: string, fix: string): void {
  c.risk_level = to;
  c.findings = `${c.findings} ${because}`.trim();
  c.suggested_fix = c.suggested_fix ? `${c.suggested_fix} ${fix}` : fix;
  c.driver = because;
}

export function noteLiabilityExposure(clauses: ExposureClause[], payee: string | null, payer: string | null, reviewer: string | null): void {
  if (!payee || !payer || !reviewer) return;
  const isLimit = (c: ExposureClause) => c.categories.some((x) => LIABILITY_CATEGORIES.includes(x)) && c.protection !== null;
  if (reviewer === payer) {
    if (!clauses.some((c) => DATA_IN_ITS_HANDS.test(c.clause_text))) return;
    for (const c of clauses) {
      if (!isLimit(c) || c.risk_level !== "low" || !DATA_LOSS.test(c.clause_text)) continue;
      const p = c.protection!;
      if (!(p.mutual && p.beneficiaries.length === 0) && !p.beneficiaries.includes(payee)) continue;
      raise(
        c,
        "medium",
        `It excludes liability for loss of data${p.mutual ? " for both sides, but only the side that holds your data can lose it" : ""}: your remedy for losing your own data is taken away.`,
        "Keep the other side liable for data loss it causes, at least for the cost of restoring from backups, and require backups at agreed intervals.",
      );
    }
    return;
  }
  // A clause that keeps the payer's payment obligations outside every limit ("No limitation … applies to the Customer's obligation to pay").
  const paymentKept = clauses.some((c) => c.beneficiary === payee && c.obligor === payer && c.protection === null && /\bpay\w*|\bfees?\b/i.test(c.clause_text));
  if (paymentKept) return;
  for (const c of clauses) {
    if (!isLimit(c) || c.risk_level === "high" || c.risk_level === "critical") continue;
    const p = c.protection!;
    if (p.mutual || p.beneficiaries.length !== 1 || p.beneficiaries[0] !== payer || !CAPS_AN_AMOUNT.test(c.clause_text) || SPARES_PAYMENT.test(c.clause_text)) continue;
    raise(
      c,
      "high",
      `The cap on ${payer}'s liability makes no exception for what ${payer} owes: your claim for unpaid fees is a claim under the contract and may be capped with the rest.`,
      `Except ${payer}'s obligation to pay the fees and charges (and its indemnities) from the cap.`,
    );
  }
}
