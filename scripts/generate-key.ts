import { generateRawKey } from "../lib/keys/format";

/** Prints a new well-formed svc_live_ key, e.g. for BOOTSTRAP_ADMIN_KEY. Nothing is stored. */
console.log(generateRawKey());
