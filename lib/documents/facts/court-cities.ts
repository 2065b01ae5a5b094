/**
 * Cities a forum clause names instead of a state or country ("the courts at Mumbai", "the commercial courts of Lyon"),
 * with the jurisdiction whose courts sit there. The list is fixed by one rule, not by the contracts we test on: for each
 * country whose contracts we see, its capital and its largest commercial cities; for federal systems whose states or
 * provinces have their own courts and law (US, Canada, Australia, and India, whose states add their own statutes to the
 * national contract law), the state's code; elsewhere the country's. Pure data.
 */
import { escapeRegExp } from "@/lib/text/escape-regexp";
export const COURT_CITIES: Record<string, string> = {
  // India: the state (or union territory) each city is in; a contract under Indian law whose courts or seat sit there is
  // reviewed with that state's rules too (stamp duty, shops and establishments), beside the national law.
  mumbai: "IN-MH", bombay: "IN-MH", pune: "IN-MH", "new delhi": "IN-DL", delhi: "IN-DL", bengaluru: "IN-KA", bangalore: "IN-KA",
  chennai: "IN-TN", madras: "IN-TN", kolkata: "IN-WB", calcutta: "IN-WB", hyderabad: "IN-TS", ahmedabad: "IN-GJ",
  gurugram: "IN-HR", gurgaon: "IN-HR", noida: "IN-UP",
  // France
  paris: "FR", lyon: "FR", marseille: "FR", toulouse: "FR", nice: "FR", nantes: "FR", strasbourg: "FR", bordeaux: "FR",
  lille: "FR", rennes: "FR", nanterre: "FR",
  // Germany
  berlin: "DE", hamburg: "DE", munich: "DE", "münchen": "DE", muenchen: "DE", cologne: "DE", "köln": "DE", frankfurt: "DE",
  "frankfurt am main": "DE", stuttgart: "DE", "düsseldorf": "DE", dusseldorf: "DE",
  // Elsewhere in Europe
  london: "GB", manchester: "GB", birmingham: "GB", amsterdam: "NL", rotterdam: "NL", "the hague": "NL", brussels: "BE",
  antwerp: "BE", zurich: "CH", "zürich": "CH", geneva: "CH", basel: "CH", vienna: "AT", milan: "IT", rome: "IT",
  madrid: "ES", barcelona: "ES", lisbon: "PT", stockholm: "SE", copenhagen: "DK", oslo: "NO", helsinki: "FI", dublin: "IE",
  warsaw: "PL", prague: "CZ", luxembourg: "LU",
  // Asia and the Middle East
  tokyo: "JP", osaka: "JP", beijing: "CN", shanghai: "CN", shenzhen: "CN", seoul: "KR", "kuala lumpur": "MY", jakarta: "ID",
  bangkok: "TH", manila: "PH", dubai: "AE", "abu dhabi": "AE", "tel aviv": "IL", riyadh: "SA", doha: "QA", karachi: "PK",
  lahore: "PK", dhaka: "BD", colombo: "LK",
  // Federal systems: the state's or province's courts
  toronto: "CA-ON", ottawa: "CA-ON", vancouver: "CA-BC", montreal: "CA-QC", "montréal": "CA-QC", calgary: "CA-AB",
  sydney: "AU-NSW", melbourne: "AU-VIC", brisbane: "AU-QLD", perth: "AU-WA", adelaide: "AU-SA",
  manhattan: "US-NY", brooklyn: "US-NY", "los angeles": "US-CA", "san francisco": "US-CA", "san diego": "US-CA",
  "san jose": "US-CA", chicago: "US-IL", boston: "US-MA", houston: "US-TX", dallas: "US-TX", austin: "US-TX",
  seattle: "US-WA", miami: "US-FL", atlanta: "US-GA", philadelphia: "US-PA", pittsburgh: "US-PA", wilmington: "US-DE",
  denver: "US-CO", phoenix: "US-AZ", minneapolis: "US-MN", detroit: "US-MI",
  // Elsewhere
  "são paulo": "BR", "sao paulo": "BR", "rio de janeiro": "BR", "mexico city": "MX", "buenos aires": "AR", johannesburg: "ZA",
  "cape town": "ZA", lagos: "NG", nairobi: "KE", cairo: "EG", auckland: "NZ",
};

const CITY_RE = new RegExp(String.raw`^(?:the\s+)?(?:city\s+of\s+)?(${Object.keys(COURT_CITIES).sort((a, b) => b.length - a.length).map(escapeRegExp).join("|")})(?![\p{L}\p{N}])`, "iu");

/** The city at the start of a place as written ("Lyon", "Mumbai, India") and its jurisdiction code. */
export function cityAt(text: string): { place: string; code: string } | null {
  const m = CITY_RE.exec(text.trim());
  return m ? { place: m[1], code: COURT_CITIES[m[1].toLowerCase()] } : null;
}

const CITY_ANYWHERE = new RegExp(String.raw`(?<![\p{L}\p{N}])(${Object.keys(COURT_CITIES).sort((a, b) => b.length - a.length).map(escapeRegExp).join("|")})(?![\p{L}\p{N}])`, "giu");

/** The codes of every listed city a passage names, in order ("the courts at Bengaluru" → IN-KA). */
export function citiesIn(text: string): string[] {
  return [...text.matchAll(CITY_ANYWHERE)].map((m) => COURT_CITIES[m[1].toLowerCase()]);
}
