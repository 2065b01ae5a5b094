import type { ComplianceCase } from "../types";
import { blindEuCases } from "./cases-eu";
import { blindGbCases } from "./cases-gb";
import { blindUsInCases } from "./cases-us-in";

/**
 * Blind set 3 (issue 34, round 2): 53 texts written, with the breaches a lawyer would list, before the rule packs
 * were run on them, to measure whether the rules generalise beyond the wording of the first suite. Split like the
 * suite (`splitOf`): tune on dev, only report held-out.
 */
export const blindSet3Cases: ComplianceCase[] = [...blindEuCases, ...blindGbCases, ...blindUsInCases];
