import { blind5Cases, blind5SplitOf } from "./blind-5-cases";
import { describeBlindSetShape } from "./blind-set-shape";

// Shape only: the set is never drafted here (the coordinator runs it with `npm run eval:drafts -- --set blind-5`).
describeBlindSetShape("blind-5", blind5Cases, blind5SplitOf, /^b5-/, 22);
