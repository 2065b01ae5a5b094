import type { ComplianceCase } from "../types";
import { blind11EuropeCases } from "./cases-europe";
import { blind11WorldCases } from "./cases-world";

/**
 * Blind set 11 (issue 34): 40 privacy, cookie and e-marketing texts (cookie banners for FR, DE, NL, IT and GB; GDPR and
 * UK GDPR notices, a consent form, a checkout, a retention schedule, processor terms, breach procedures, a subject
 * access reply, marketing emails and SMS; CCPA/CPRA, Virginia and Colorado notices; DPDP, PDPA and LGPD notices,
 * forms, SOPs and plans; 12 lawful), written with the breaches a lawyer would list and committed before the rule packs
 * were run on them, by a helper who did not read the rule code (lib/compliance/) or any earlier blind set's texts.
 * No employment texts (blind set 10 covers those).
 *
 * Split rule, fixed before any run: the suite's own `splitOf` (eval/compliance/cases.ts: first byte of SHA-256 of the
 * case id, even → dev, odd → held-out), so the set is registered in scripts/eval-compliance.ts by one line. Dev: 23
 * texts, seven lawful, 29 listed breaches; held-out: 17 texts, five lawful, 24 listed breaches.
 */
export const blindSet11Cases: ComplianceCase[] = [...blind11EuropeCases, ...blind11WorldCases];
