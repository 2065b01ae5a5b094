import { getJurisdiction, jurisdictionChain } from "@/lib/legal/jurisdictions";
import { legalFamily } from "./legal-family";
import { BLANK, type LawProfile } from "./types";

const TAKES_THE = /^(United |Republic |Czech Republic|Netherlands|Philippines|Bahamas|Maldives|Seychelles|Comoros|Gambia|Holy See)|Islands\b|Republic\b|Federation\b|Kingdom\b|Emirates\b|^(People's|Democratic|Islamic|Plurinational|Bolivarian|State of|Federated|Principality|Sultanate|Grand Duchy)\b/;

/**
 * Canada's and Australia's territories as their law is named: a territory is not a province ("the laws of Yukon", not
 * "the Province of Yukon"), and some names take the article.
 */
const TERRITORIES: Readonly<Record<string, string>> = {
  "CA-YT": "Yukon",
  "CA-NT": "the Northwest Territories",
  "CA-NU": "Nunavut",
  "AU-ACT": "the Australian Capital Territory",
  "AU-NT": "the Northern Territory",
};

/** ISO short names that no general rule turns into the name a contract uses. */
const CONTRACT_NAMES: Readonly<Record<string, string>> = {
  VG: "the British Virgin Islands",
  VI: "the United States Virgin Islands",
  TW: "Taiwan",
};

export function placeName(code: string): string {
  if (CONTRACT_NAMES[code]) return CONTRACT_NAMES[code];
  const listed = getJurisdiction(code)?.name ?? code;
  // ISO short names are sometimes inverted ("Moldova, Republic of") or capitalised ("The Republic of North Macedonia"):
  // after "the laws of" they read in running order, with a lower-case article.
  const inverted = /^([^,]+), (.+ of)$/.exec(listed);
  const name = (inverted ? `${inverted[2]} ${inverted[1]}` : listed).replace(/^The /, "");
  return TAKES_THE.test(name) ? `the ${name}` : name;
}

/** States whose constitutions style them commonwealths, as their laws are named ("the laws of the Commonwealth of Massachusetts"). */
const COMMONWEALTHS = new Set(["US-MA", "US-PA", "US-VA", "US-KY"]);

/**
 * The law a draft is governed by, from the request's jurisdiction. England and Wales for GB; the state for US-xx;
 * India (with the state's courts) for IN; the member state for an EU country. Where the code names no single body
 * of contract law (US, AU, CA, EU), the place is left as a blank for the parties to fill and `needsPlace` says so.
 */
export function lawProfile(jurisdiction: string): LawProfile & { needsPlace: boolean } {
  const chain = jurisdictionChain(jurisdiction);
  return { ...systemProfile(jurisdiction, chain), family: legalFamily(chain) };
}

function systemProfile(jurisdiction: string, chain: string[]): Omit<LawProfile, "family"> & { needsPlace: boolean } {
  const j = getJurisdiction(jurisdiction);
  if (chain.includes("GB")) {
    return { system: "GB", place: "England and Wales", governingLaw: "the laws of England and Wales", courts: "the courts of England and Wales", needsPlace: false };
  }
  if (chain.includes("US")) {
    if (jurisdiction === "US") {
      return { system: "US", place: BLANK, governingLaw: `the laws of the State of ${BLANK}`, courts: `the state and federal courts located in ${BLANK}`, needsPlace: true };
    }
    const name = j!.name;
    const state = jurisdiction === "US-DC" ? "the District of Columbia" : `the ${COMMONWEALTHS.has(jurisdiction) ? "Commonwealth" : "State"} of ${name}`;
    // "Washington" alone reads as the capital; the State is named in full for its courts.
    const courtsIn = jurisdiction === "US-WA" ? "the State of Washington" : name;
    return { system: "US", place: name, governingLaw: `the laws of ${state}`, courts: `the state and federal courts located in ${courtsIn}`, needsPlace: false };
  }
  if (chain.includes("IN")) {
    const courts = jurisdiction === "IN" ? "the competent courts in India" : `the competent courts in ${j!.name}`;
    return { system: "IN", place: "India", governingLaw: "the laws of India", courts, needsPlace: false };
  }
  // Contract law in Australia and Canada is the law of a State, Territory or Province, not of the federation: a
  // choice of "the laws of Australia" names no body of contract law, as "the laws of the United States" would not.
  if (jurisdiction === "AU") {
    return { system: "OTHER", place: BLANK, governingLaw: `the laws of ${BLANK} (a State or Territory of Australia)`, courts: `the courts of ${BLANK} and the courts competent to hear appeals from them`, needsPlace: true };
  }
  if (jurisdiction === "CA") {
    return { system: "OTHER", place: BLANK, governingLaw: `the laws of the Province of ${BLANK} and the federal laws of Canada applicable therein`, courts: `the courts of the Province of ${BLANK}`, needsPlace: true };
  }
  if (jurisdiction === "EU") {
    return { system: "EU", place: BLANK, governingLaw: `the laws of ${BLANK} (a Member State of the European Union)`, courts: `the courts of ${BLANK}`, needsPlace: true };
  }
  if (chain.includes("EU")) {
    const place = placeName(jurisdiction);
    return { system: "EU", place, governingLaw: `the laws of ${place}`, courts: `the courts of ${place}`, needsPlace: false };
  }
  if (j?.kind === "subdivision" && chain.includes("CA")) {
    const unit = TERRITORIES[jurisdiction] ?? `the Province of ${j.name}`;
    return { system: "OTHER", place: j.name, governingLaw: `the laws of ${unit} and the federal laws of Canada applicable therein`, courts: `the courts of ${unit}`, needsPlace: false };
  }
  if (j?.kind === "subdivision") {
    const unit = TERRITORIES[jurisdiction] ?? j.name;
    return { system: "OTHER", place: j.name, governingLaw: `the laws of ${unit}`, courts: `the courts of ${unit}`, needsPlace: false };
  }
  const place = placeName(jurisdiction);
  return { system: "OTHER", place, governingLaw: `the laws of ${place}`, courts: `the courts of ${place}`, needsPlace: false };
}
