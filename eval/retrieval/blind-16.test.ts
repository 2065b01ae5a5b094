import { describeBlindSet } from "./blind-set-checks";
import { blind16HalfOf, blind16Questions, blind16Unrelated } from "./blind-16";

describeBlindSet({
  name: "blind set 16",
  questions: blind16Questions,
  unrelated: blind16Unrelated,
  halfOf: blind16HalfOf,
  atLeast: { questions: 90, unrelated: 25, jurisdictions: 20 },
});
