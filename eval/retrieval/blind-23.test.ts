import { describeBlindSet } from "./blind-set-checks";
import { blind23HalfOf, blind23Questions, blind23Unrelated } from "./blind-23";

describeBlindSet({
  name: "blind set 23",
  questions: blind23Questions,
  unrelated: blind23Unrelated,
  halfOf: blind23HalfOf,
  atLeast: { questions: 120, unrelated: 24, jurisdictions: 30 },
});
