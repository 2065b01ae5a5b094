import { describeBlindComplianceSet } from "../blind-set-checks";
import { blind16SplitOf, blindSet16Cases } from "./index";

describeBlindComplianceSet({ name: "blind set 16", cases: blindSet16Cases, splitOf: blind16SplitOf, perHalf: 18 });
