import { describeBlindComplianceSet } from "../blind-set-checks";
import { blind17SplitOf, blindSet17Cases } from "./index";

describeBlindComplianceSet({ name: "blind set 17", cases: blindSet17Cases, splitOf: blind17SplitOf, perHalf: 15, lawfulPerHalf: 4 });
