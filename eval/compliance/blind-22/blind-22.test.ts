import { describeBlindComplianceSet } from "../blind-set-checks";
import { blind22SplitOf, blindSet22Cases } from "./index";

describeBlindComplianceSet({ name: "blind set 22", cases: blindSet22Cases, splitOf: blind22SplitOf, perHalf: 16, lawfulPerHalf: 4 });
