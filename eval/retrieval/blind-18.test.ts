import { describeBlindSet } from "./blind-set-checks";
import { blind18HalfOf, blind18Questions, blind18Unrelated } from "./blind-18";

describeBlindSet({
  name: "blind set 18",
  questions: blind18Questions,
  unrelated: blind18Unrelated,
  halfOf: blind18HalfOf,
  atLeast: { questions: 120, unrelated: 24, jurisdictions: 20 },
});
