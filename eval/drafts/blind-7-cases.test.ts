import { blind7Cases, blind7SplitOf } from "./blind-7-cases";
import { describeBlindSetShape } from "./blind-set-shape";

// Shape only: the set is never drafted here (the coordinator runs it with `npm run eval:drafts -- --set blind-7`).
describeBlindSetShape("blind-7", blind7Cases, blind7SplitOf, /^b7-/, 19);
