/**
 * A cap that protects only the other side, in a contract where nothing caps the reviewer's own liability in amount:
 * what the reviewer can recover is capped while what it can owe is not. Rated on its own the cap is a medium risk,
 * the same as a mutual limitation with the usual carve-outs beside it, so the review did not show which side the
 * contract's liability terms favour. Read across the clauses, it is high for the side left uncapped. Pure: no I/O.
 */
import type { RiskLevel } from "../playbook";
import type { Protection } from "./direction";
import { LIABILITY_CATEGORIES } from "./liability-wording";

/**
 * A limit stated as an amount or a ceiling ("shall not exceed", "limited to the fees", "capped at", "up to"); not the
 * boilerplate "to the maximum extent permitted by law", which opens exclusions that cap no amount.
 */
const CAPS_AN_AMOUNT = /\b(?:exceed|in\s+excess\s+of|limited\s+to|capped\s+at|(?:not|no)\s+more\s+than|maximum(?!\s+extent)|up\s+to)\b|\bliability\s+cap\b/i;

/** The categories that file a clause as limiting (or leaving unlimited) someone's liability. */

/**
 * An exclusion confined to loss the claimant could have avoided itself, or caused ("to the extent the loss would have
 * been avoided if the Customer had exported its data", "to the extent caused by the Customer's failure to …"): it
 * allocates a loss by fault and leaves the claimant a remedy it controls (doing what the contract asks of it), so it
 * does not cap what the claimant can recover in general. It is not raised with the caps.
 */
export const FAULT_TIED =
  /\bto\s+the\s+extent\s+(?:that\s+)?(?:(?:the|such|any)\s+)?(?:loss|damage|harm)\b[^.;]{0,80}?\b(?:would\s+have\s+been|could\s+have\s+been|was|is)\s+(?:avoided|prevented|mitigated)\b|\bto\s+the\s+extent\s+(?:that\s+)?(?:[\w,'’]+\s+){0,8}?(?:caused|contributed\s+to)\s+by\s+(?:the\s+)?[A-Z][\w-]*['’]s?\s+(?:own\s+)?(?:failure|breach|negligence|act|omission|default)/;

interface LiabilityClause {
  categories: string[];
  clause_text: string;
  protection: Protection | null;
  risk_level: RiskLevel;
  findings: string;
  driver?: string | null;
  indemnity: { obligor: string | null; beneficiary: string | null } | null;
}

/** True when no limitation that covers the reviewer (mutual, or protecting it) caps an amount. */
function reviewerUncapped(clauses: LiabilityClause[], reviewer: string): boolean {
  return !clauses.some((c) => c.categories.some((x) => LIABILITY_CATEGORIES.includes(x)) && c.protection && (c.protection.mutual || c.protection.beneficiaries.includes(reviewer)) && CAPS_AN_AMOUNT.test(c.clause_text));
}

/** Raises each limitation protecting only the other side to high when the reviewer's own liability is capped nowhere. */
export function rateOneSidedCaps(clauses: LiabilityClause[], reviewer: string | null): void {
  if (!reviewer || !reviewerUncapped(clauses, reviewer)) return;
  for (const c of clauses) {
    const p = c.protection;
    if (!p || p.mutual || p.beneficiaries.length === 0 || p.beneficiaries.includes(reviewer) || !c.categories.some((x) => LIABILITY_CATEGORIES.includes(x))) continue;
    // A clause that also gives the reviewer an indemnity ("the Adviser shall not be liable … and shall indemnify the Fund") gives something back.
    if (c.risk_level === "high" || c.risk_level === "critical" || (c.indemnity?.beneficiary ?? "").split(" and ").includes(reviewer) || FAULT_TIED.test(c.clause_text)) continue;
    const why = `Nothing in the contract caps your own liability, while this clause limits ${p.beneficiaries.join(" and ")}'s: the liability terms favour the other side.`;
    c.risk_level = "high";
    c.findings = `${c.findings} ${why}`.trim();
    c.driver = why;
  }
}
