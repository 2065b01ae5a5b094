import { describeBlindComplianceSet } from "../blind-set-checks";
import { blind21SplitOf, blindSet21Cases } from "./index";

describeBlindComplianceSet({ name: "blind set 21", cases: blindSet21Cases, splitOf: blind21SplitOf, perHalf: 16, lawfulPerHalf: 4 });
