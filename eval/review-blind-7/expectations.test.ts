import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describeBlindSet } from "../review-blind/consistency";
import { blind7Expectations } from "./expectations";

/** Each contract must also be in the brief's 1,200–2,500 word range; odd files dev, even held out (fixed before any run). */
describeBlindSet("seventh blind review set", blind7Expectations, dirname(fileURLToPath(import.meta.url)), { contracts: 6, minWords: 1200, maxWords: 2500 });
