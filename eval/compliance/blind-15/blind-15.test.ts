import { describeBlindComplianceSet } from "../blind-set-checks";
import { blind15SplitOf, blindSet15Cases } from "./index";

describeBlindComplianceSet({ name: "blind set 15", cases: blindSet15Cases, splitOf: blind15SplitOf, perHalf: 20 });
