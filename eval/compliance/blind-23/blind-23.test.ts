import { describeBlindComplianceSet } from "../blind-set-checks";
import { blind23SplitOf, blindSet23Cases } from "./index";

describeBlindComplianceSet({ name: "blind set 23", cases: blindSet23Cases, splitOf: blind23SplitOf, perHalf: 16, lawfulPerHalf: 4 });
