import { describeBlindComplianceSet } from "../blind-set-checks";
import { blind20SplitOf, blindSet20Cases } from "./index";

describeBlindComplianceSet({ name: "blind set 20", cases: blindSet20Cases, splitOf: blind20SplitOf, perHalf: 16, lawfulPerHalf: 4 });
