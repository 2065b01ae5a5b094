/**
 * Whom each clause favours and its rating from each side within the bounds written for it, on the risk-style contracts
 * (fixtures/risk-styles), dev half only. The held-out half is scored by `npx tsx scripts/eval-risk-styles.ts
 * --held-out`, totals only.
 */
import { describe, expect, it } from "vitest";
import { riskContracts, splitOf } from "./fixtures/risk-styles/expectations";
import { scoreRisk } from "./fixtures/risk-styles/score";

for (const e of riskContracts.filter((x) => splitOf(x) === "dev")) {
  describe(`risk-style contract ${e.file}`, () => {
    for (const c of scoreRisk(e)) it(c.id, () => expect(c.ok, c.detail).toBe(true));
  });
}
