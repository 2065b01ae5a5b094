import { createHash } from "node:crypto";
import { cookieCases } from "./cases-cookies";
import { employmentCases } from "./cases-employment";
import { privacyAsiaLatamCases } from "./cases-privacy-asia-latam";
import { privacyEuCases } from "./cases-privacy-eu";
import { privacyUsCases } from "./cases-privacy-us";
import type { ComplianceCase } from "./types";

export type { ComplianceCase } from "./types";

/** The date the expected breaches were judged at (rates, commencement dates). */
export const EVAL_AS_OF = "2026-11-27";

export const complianceCases: ComplianceCase[] = [...privacyEuCases, ...cookieCases, ...privacyUsCases, ...privacyAsiaLatamCases, ...employmentCases];

/**
 * Fixed split: the first byte of SHA-256 of the case id, even → dev (tuned on), odd → held-out (only reported).
 * Chosen before any case was run; never changed to move a case between halves.
 */
export function splitOf(id: string): "dev" | "held-out" {
  return createHash("sha256").update(id).digest()[0] % 2 === 0 ? "dev" : "held-out";
}
