import { describeBlindSet } from "./blind-set-checks";
import { blind24HalfOf, blind24Questions, blind24Unrelated } from "./blind-24";

describeBlindSet({
  name: "blind set 24",
  questions: blind24Questions,
  unrelated: blind24Unrelated,
  halfOf: blind24HalfOf,
  atLeast: { questions: 130, unrelated: 20, jurisdictions: 30 },
});
