import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describeBlindSet } from "../review-blind/consistency";
import { blind2Expectations } from "./expectations";

describeBlindSet("second blind review set", blind2Expectations, dirname(fileURLToPath(import.meta.url)), { contracts: 10, minWords: 700, maxWords: 1800 });
