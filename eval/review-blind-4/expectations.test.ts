import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describeBlindSet } from "../review-blind/consistency";
import { blind4Expectations } from "./expectations";

/** Each contract must also be in the brief's 1,500–4,000 word range; odd files dev, even held out (fixed before any run). */
describeBlindSet("fourth blind review set", blind4Expectations, dirname(fileURLToPath(import.meta.url)), { contracts: 8, minWords: 1500, maxWords: 4000 });
