import { describeBlindSet } from "./blind-set-checks";
import { blind21HalfOf, blind21Questions, blind21Unrelated } from "./blind-21";

describeBlindSet({
  name: "blind set 21",
  questions: blind21Questions,
  unrelated: blind21Unrelated,
  halfOf: blind21HalfOf,
  atLeast: { questions: 120, unrelated: 24, jurisdictions: 25 },
});
