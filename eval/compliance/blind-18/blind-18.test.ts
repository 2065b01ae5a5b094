import { describeBlindComplianceSet } from "../blind-set-checks";
import { blind18SplitOf, blindSet18Cases } from "./index";

describeBlindComplianceSet({ name: "blind set 18", cases: blindSet18Cases, splitOf: blind18SplitOf, perHalf: 16, lawfulPerHalf: 4 });
