import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describeBlindSet } from "../review-blind/consistency";
import { blind6Expectations } from "./expectations";

/** Each contract must also be in the brief's 1,500–3,500 word range; odd files dev, even held out (fixed before any run). */
describeBlindSet("sixth blind review set", blind6Expectations, dirname(fileURLToPath(import.meta.url)), { contracts: 8, minWords: 1500, maxWords: 3500 });
