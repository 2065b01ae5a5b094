import type { ComplianceCase } from "../types";
import { blind4EmploymentCases } from "./cases-employment";
import { blind4PrivacyCases } from "./cases-privacy";

/**
 * Blind set 4 (issue 34, round 3): 22 texts written, with the breaches a lawyer would list, before the rule packs were
 * run on them. Split like the suite (`splitOf`): tune on dev, only report held-out.
 */
export const blindSet4Cases: ComplianceCase[] = [...blind4PrivacyCases, ...blind4EmploymentCases];
