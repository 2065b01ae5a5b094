import { describeBlindSet } from "./blind-set-checks";
import { blind17HalfOf, blind17Questions, blind17Unrelated } from "./blind-17";

describeBlindSet({
  name: "blind set 17",
  questions: blind17Questions,
  unrelated: blind17Unrelated,
  halfOf: blind17HalfOf,
  atLeast: { questions: 170, unrelated: 30, jurisdictions: 25 },
});
