import { describeBlindSet } from "./blind-set-checks";
import { blind22HalfOf, blind22Questions, blind22Unrelated } from "./blind-22";

describeBlindSet({
  name: "blind set 22",
  questions: blind22Questions,
  unrelated: blind22Unrelated,
  halfOf: blind22HalfOf,
  atLeast: { questions: 120, unrelated: 24, jurisdictions: 30 },
});
