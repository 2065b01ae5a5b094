/**
 * The DEV halves of blind sets 16 to 21, by name, for the tuning scripts and the pooled guard in search.test.ts. Each
 * held-out half is dropped here (`devHalfOnly`), before any search.
 */
import { devHalfOnly } from "./blind-dev-half";
import { blind16HalfOf, blind16Questions, blind16Unrelated } from "./blind-16";
import { blind17HalfOf, blind17Questions, blind17Unrelated } from "./blind-17";
import { blind18HalfOf, blind18Questions, blind18Unrelated } from "./blind-18";
import { blind19HalfOf, blind19Questions, blind19Unrelated } from "./blind-19";
import { blind20HalfOf, blind20Questions, blind20Unrelated } from "./blind-20";
import { blind21HalfOf, blind21Questions, blind21Unrelated } from "./blind-21";

export const blindDevHalves = [
  ["blind-16 dev", devHalfOnly({ questions: blind16Questions, unrelated: blind16Unrelated, halfOf: blind16HalfOf })],
  ["blind-17 dev", devHalfOnly({ questions: blind17Questions, unrelated: blind17Unrelated, halfOf: blind17HalfOf })],
  ["blind-18 dev", devHalfOnly({ questions: blind18Questions, unrelated: blind18Unrelated, halfOf: blind18HalfOf })],
  ["blind-19 dev", devHalfOnly({ questions: blind19Questions, unrelated: blind19Unrelated, halfOf: blind19HalfOf })],
  ["blind-20 dev", devHalfOnly({ questions: blind20Questions, unrelated: blind20Unrelated, halfOf: blind20HalfOf })],
  ["blind-21 dev", devHalfOnly({ questions: blind21Questions, unrelated: blind21Unrelated, halfOf: blind21HalfOf })],
] as const;
