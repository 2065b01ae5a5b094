/**
 * Hand-written jurisdiction tables. Country names come from `i18n-iso-countries`; subdivision names are not in that
 * package, so they are written here, with the codes as ISO 3166-2 currently assigns them.
 */

/** The 27 EU member states (ISO 3166-1 alpha-2; Greece is GR here, not the EU's own "EL"). */
export const EU_MEMBER_STATES: readonly string[] = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE",
  "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
];

/** ISO 3166-2:US — the 50 states and the District of Columbia (outlying areas have their own alpha-2 codes). */
export const US_SUBDIVISIONS: Readonly<Record<string, string>> = {
  "US-AL": "Alabama",
  "US-AK": "Alaska",
  "US-AZ": "Arizona",
  "US-AR": "Arkansas",
  "US-CA": "California",
  "US-CO": "Colorado",
  "US-CT": "Connecticut",
  "US-DE": "Delaware",
  "US-DC": "District of Columbia",
  "US-FL": "Florida",
  "US-GA": "Georgia",
  "US-HI": "Hawaii",
  "US-ID": "Idaho",
  "US-IL": "Illinois",
  "US-IN": "Indiana",
  "US-IA": "Iowa",
  "US-KS": "Kansas",
  "US-KY": "Kentucky",
  "US-LA": "Louisiana",
  "US-ME": "Maine",
  "US-MD": "Maryland",
  "US-MA": "Massachusetts",
  "US-MI": "Michigan",
  "US-MN": "Minnesota",
  "US-MS": "Mississippi",
  "US-MO": "Missouri",
  "US-MT": "Montana",
  "US-NE": "Nebraska",
  "US-NV": "Nevada",
  "US-NH": "New Hampshire",
  "US-NJ": "New Jersey",
  "US-NM": "New Mexico",
  "US-NY": "New York",
  "US-NC": "North Carolina",
  "US-ND": "North Dakota",
  "US-OH": "Ohio",
  "US-OK": "Oklahoma",
  "US-OR": "Oregon",
  "US-PA": "Pennsylvania",
  "US-RI": "Rhode Island",
  "US-SC": "South Carolina",
  "US-SD": "South Dakota",
  "US-TN": "Tennessee",
  "US-TX": "Texas",
  "US-UT": "Utah",
  "US-VT": "Vermont",
  "US-VA": "Virginia",
  "US-WA": "Washington",
  "US-WV": "West Virginia",
  "US-WI": "Wisconsin",
  "US-WY": "Wyoming",
};

/**
 * ISO 3166-2:IN — 28 states and 8 union territories, with the codes of the ISO change of 2023-11-23
 * (IN-CG, IN-OD, IN-TS, IN-UK). The superseded codes are kept as aliases below so older clients still work.
 */
export const IN_SUBDIVISIONS: Readonly<Record<string, string>> = {
  "IN-AP": "Andhra Pradesh",
  "IN-AR": "Arunachal Pradesh",
  "IN-AS": "Assam",
  "IN-BR": "Bihar",
  "IN-CG": "Chhattisgarh",
  "IN-GA": "Goa",
  "IN-GJ": "Gujarat",
  "IN-HR": "Haryana",
  "IN-HP": "Himachal Pradesh",
  "IN-JH": "Jharkhand",
  "IN-KA": "Karnataka",
  "IN-KL": "Kerala",
  "IN-MP": "Madhya Pradesh",
  "IN-MH": "Maharashtra",
  "IN-MN": "Manipur",
  "IN-ML": "Meghalaya",
  "IN-MZ": "Mizoram",
  "IN-NL": "Nagaland",
  "IN-OD": "Odisha",
  "IN-PB": "Punjab",
  "IN-RJ": "Rajasthan",
  "IN-SK": "Sikkim",
  "IN-TN": "Tamil Nadu",
  "IN-TS": "Telangana",
  "IN-TR": "Tripura",
  "IN-UP": "Uttar Pradesh",
  "IN-UK": "Uttarakhand",
  "IN-WB": "West Bengal",
  "IN-AN": "Andaman and Nicobar Islands",
  "IN-CH": "Chandigarh",
  "IN-DH": "Dadra and Nagar Haveli and Daman and Diu",
  "IN-DL": "Delhi",
  "IN-JK": "Jammu and Kashmir",
  "IN-LA": "Ladakh",
  "IN-LD": "Lakshadweep",
  "IN-PY": "Puducherry",
};

/** ISO 3166-2:CA — 10 provinces and 3 territories. */
export const CA_SUBDIVISIONS: Readonly<Record<string, string>> = {
  "CA-AB": "Alberta",
  "CA-BC": "British Columbia",
  "CA-MB": "Manitoba",
  "CA-NB": "New Brunswick",
  "CA-NL": "Newfoundland and Labrador",
  "CA-NS": "Nova Scotia",
  "CA-ON": "Ontario",
  "CA-PE": "Prince Edward Island",
  "CA-QC": "Quebec",
  "CA-SK": "Saskatchewan",
  "CA-NT": "Northwest Territories",
  "CA-NU": "Nunavut",
  "CA-YT": "Yukon",
};

/** ISO 3166-2:AU — 6 states and 2 territories. */
export const AU_SUBDIVISIONS: Readonly<Record<string, string>> = {
  "AU-NSW": "New South Wales",
  "AU-VIC": "Victoria",
  "AU-QLD": "Queensland",
  "AU-WA": "Western Australia",
  "AU-SA": "South Australia",
  "AU-TAS": "Tasmania",
  "AU-ACT": "Australian Capital Territory",
  "AU-NT": "Northern Territory",
};

/**
 * Codes ISO has replaced, mapped to the current ones. Clients (and the brief for this API) still use them, and
 * silently refusing a code that was valid until 2023 would be a needless 400.
 */
export const JURISDICTION_ALIASES: Readonly<Record<string, string>> = {
  "IN-CT": "IN-CG",
  "IN-OR": "IN-OD",
  "IN-TG": "IN-TS",
  "IN-UT": "IN-UK",
};

/**
 * `i18n-iso-countries` also lists XK (Kosovo), a user-assigned code that ISO 3166-1 does not allocate; the API
 * promises ISO codes only, so it is left out.
 */
export const NON_ISO_COUNTRY_CODES: readonly string[] = ["XK"];
