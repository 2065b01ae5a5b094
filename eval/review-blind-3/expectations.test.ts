import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describeBlindSet } from "../review-blind/consistency";
import { blind3Expectations } from "./expectations";

/** Each contract must also be in the brief's 700–1,500 word range; odd files dev, even held out (fixed before any run). */
describeBlindSet("third blind review set", blind3Expectations, dirname(fileURLToPath(import.meta.url)), { contracts: 8, minWords: 700, maxWords: 1500 });
