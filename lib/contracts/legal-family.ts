/**
 * Which tradition of contract drafting a jurisdiction belongs to. The boilerplate of a common-law precedent
 * (implied terms, "deemed modified" severance, UCTA-style carve-outs, registered post) has no place under a civil
 * code, and the reverse; every jurisdiction-dependent clause asks this first.
 */
export type LegalFamily = "common" | "civil";

/** Countries whose contract law is English common law in origin. */
const COMMON_LAW = new Set(["GB", "US", "IN", "SG", "AU", "CA", "IE", "NZ", "HK", "MY", "NG", "KE", "GH", "PK", "BD", "JM", "TT", "BS", "BB"]);
/** Subdivisions of a common-law country whose private law is civil law. */
const CIVIL_ENCLAVES = new Set(["CA-QC", "US-LA"]);

export function legalFamily(chain: readonly string[]): LegalFamily {
  if (chain.some((c) => CIVIL_ENCLAVES.has(c))) return "civil";
  return chain.some((c) => COMMON_LAW.has(c)) ? "common" : "civil";
}
