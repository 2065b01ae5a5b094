import { describeBlindComplianceSet } from "../blind-set-checks";
import { blind19SplitOf, blindSet19Cases } from "./index";

describeBlindComplianceSet({ name: "blind set 19", cases: blindSet19Cases, splitOf: blind19SplitOf, perHalf: 16, lawfulPerHalf: 4 });
