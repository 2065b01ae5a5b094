import { describeBlindSet } from "./blind-set-checks";
import { blind19HalfOf, blind19Questions, blind19Unrelated } from "./blind-19";

describeBlindSet({
  name: "blind set 19",
  questions: blind19Questions,
  unrelated: blind19Unrelated,
  halfOf: blind19HalfOf,
  atLeast: { questions: 120, unrelated: 24, jurisdictions: 25 },
});
