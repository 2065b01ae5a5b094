/**
 * Who each clause protects, and its rating from each side, on the direction-style contracts
 * (fixtures/direction-styles), dev half only. The held-out half is scored by `npx tsx scripts/eval-direction-styles.ts
 * --held-out`, totals only.
 */
import { describe, expect, it } from "vitest";
import { directionContracts, splitOf } from "./fixtures/direction-styles/expectations";
import { scoreDirection } from "./fixtures/direction-styles/score";

for (const e of directionContracts.filter((x) => splitOf(x) === "dev")) {
  describe(`direction-style contract ${e.file}`, () => {
    for (const c of scoreDirection(e)) it(c.id, () => expect(c.ok, c.detail).toBe(true));
  });
}
