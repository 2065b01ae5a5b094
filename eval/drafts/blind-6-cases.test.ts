import { blind6Cases, blind6SplitOf } from "./blind-6-cases";
import { describeBlindSetShape } from "./blind-set-shape";

// Shape only: the set is never drafted here (the coordinator runs it with `npm run eval:drafts -- --set blind-6`).
describeBlindSetShape("blind-6", blind6Cases, blind6SplitOf, /^b6-/, 18);
