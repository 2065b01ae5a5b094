import { describeBlindSet } from "./blind-set-checks";
import { blind20HalfOf, blind20Questions, blind20Unrelated } from "./blind-20";

describeBlindSet({
  name: "blind set 20",
  questions: blind20Questions,
  unrelated: blind20Unrelated,
  halfOf: blind20HalfOf,
  atLeast: { questions: 120, unrelated: 24, jurisdictions: 25 },
});
