import type { ComplianceCase } from "../types";
import { blind5EuCases } from "./cases-eu";
import { blind5GbCases } from "./cases-gb";
import { blind5UsInCases } from "./cases-us-in";

/**
 * Blind set 5 (issue 34, round 4): 22 texts (EU, GB, US-CA, IN; seven lawful) written, with the breaches a lawyer
 * would list, and committed before the rule packs were run on them. Split like the suite (`splitOf`): tune on dev,
 * only report held-out.
 */
export const blindSet5Cases: ComplianceCase[] = [...blind5EuCases, ...blind5GbCases, ...blind5UsInCases];
