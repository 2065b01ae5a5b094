import { z } from "zod";
import { getJurisdiction } from "./jurisdictions";

/**
 * ISO 639-1 as it stands since 2021, when `bh` (Bihari languages) was withdrawn: 183 codes. Codes withdrawn
 * earlier (`iw`, `in`, `ji`, `jw`, `mo`, `sh`) are not accepted: `in` in particular is more likely a client
 * meaning India than Indonesian, and a 400 says so instead of answering in the wrong language.
 */
export const ISO_639_1: Readonly<Record<string, string>> = {
  aa: "Afar",
  ab: "Abkhazian",
  ae: "Avestan",
  af: "Afrikaans",
  ak: "Akan",
  am: "Amharic",
  an: "Aragonese",
  ar: "Arabic",
  as: "Assamese",
  av: "Avaric",
  ay: "Aymara",
  az: "Azerbaijani",
  ba: "Bashkir",
  be: "Belarusian",
  bg: "Bulgarian",
  bi: "Bislama",
  bm: "Bambara",
  bn: "Bengali",
  bo: "Tibetan",
  br: "Breton",
  bs: "Bosnian",
  ca: "Catalan",
  ce: "Chechen",
  ch: "Chamorro",
  co: "Corsican",
  cr: "Cree",
  cs: "Czech",
  cu: "Church Slavic",
  cv: "Chuvash",
  cy: "Welsh",
  da: "Danish",
  de: "German",
  dv: "Divehi",
  dz: "Dzongkha",
  ee: "Ewe",
  el: "Greek",
  en: "English",
  eo: "Esperanto",
  es: "Spanish",
  et: "Estonian",
  eu: "Basque",
  fa: "Persian",
  ff: "Fulah",
  fi: "Finnish",
  fj: "Fijian",
  fo: "Faroese",
  fr: "French",
  fy: "Western Frisian",
  ga: "Irish",
  gd: "Scottish Gaelic",
  gl: "Galician",
  gn: "Guarani",
  gu: "Gujarati",
  gv: "Manx",
  ha: "Hausa",
  he: "Hebrew",
  hi: "Hindi",
  ho: "Hiri Motu",
  hr: "Croatian",
  ht: "Haitian",
  hu: "Hungarian",
  hy: "Armenian",
  hz: "Herero",
  ia: "Interlingua",
  id: "Indonesian",
  ie: "Interlingue",
  ig: "Igbo",
  ii: "Sichuan Yi",
  ik: "Inupiaq",
  io: "Ido",
  is: "Icelandic",
  it: "Italian",
  iu: "Inuktitut",
  ja: "Japanese",
  jv: "Javanese",
  ka: "Georgian",
  kg: "Kongo",
  ki: "Kikuyu",
  kj: "Kuanyama",
  kk: "Kazakh",
  kl: "Kalaallisut",
  km: "Khmer",
  kn: "Kannada",
  ko: "Korean",
  kr: "Kanuri",
  ks: "Kashmiri",
  ku: "Kurdish",
  kv: "Komi",
  kw: "Cornish",
  ky: "Kyrgyz",
  la: "Latin",
  lb: "Luxembourgish",
  lg: "Ganda",
  li: "Limburgish",
  ln: "Lingala",
  lo: "Lao",
  lt: "Lithuanian",
  lu: "Luba-Katanga",
  lv: "Latvian",
  mg: "Malagasy",
  mh: "Marshallese",
  mi: "Maori",
  mk: "Macedonian",
  ml: "Malayalam",
  mn: "Mongolian",
  mr: "Marathi",
  ms: "Malay",
  mt: "Maltese",
  my: "Burmese",
  na: "Nauru",
  nb: "Norwegian Bokmål",
  nd: "North Ndebele",
  ne: "Nepali",
  ng: "Ndonga",
  nl: "Dutch",
  nn: "Norwegian Nynorsk",
  no: "Norwegian",
  nr: "South Ndebele",
  nv: "Navajo",
  ny: "Chichewa",
  oc: "Occitan",
  oj: "Ojibwa",
  om: "Oromo",
  or: "Odia",
  os: "Ossetian",
  pa: "Punjabi",
  pi: "Pali",
  pl: "Polish",
  ps: "Pashto",
  pt: "Portuguese",
  qu: "Quechua",
  rm: "Romansh",
  rn: "Rundi",
  ro: "Romanian",
  ru: "Russian",
  rw: "Kinyarwanda",
  sa: "Sanskrit",
  sc: "Sardinian",
  sd: "Sindhi",
  se: "Northern Sami",
  sg: "Sango",
  si: "Sinhala",
  sk: "Slovak",
  sl: "Slovenian",
  sm: "Samoan",
  sn: "Shona",
  so: "Somali",
  sq: "Albanian",
  sr: "Serbian",
  ss: "Swati",
  st: "Southern Sotho",
  su: "Sundanese",
  sv: "Swedish",
  sw: "Swahili",
  ta: "Tamil",
  te: "Telugu",
  tg: "Tajik",
  th: "Thai",
  ti: "Tigrinya",
  tk: "Turkmen",
  tl: "Tagalog",
  tn: "Tswana",
  to: "Tonga",
  tr: "Turkish",
  ts: "Tsonga",
  tt: "Tatar",
  tw: "Twi",
  ty: "Tahitian",
  ug: "Uyghur",
  uk: "Ukrainian",
  ur: "Urdu",
  uz: "Uzbek",
  ve: "Venda",
  vi: "Vietnamese",
  vo: "Volapük",
  wa: "Walloon",
  wo: "Wolof",
  xh: "Xhosa",
  yi: "Yiddish",
  yo: "Yoruba",
  za: "Zhuang",
  zh: "Chinese",
  zu: "Zulu",
};

export const languageCodes: readonly string[] = Object.freeze(Object.keys(ISO_639_1));

/**
 * `xx` or `xx-YY` (an `_` separator is accepted too), returned as BCP 47 writes it: language lower-case, region
 * upper-case. The region must be an ISO 3166-1 country, not a subdivision or the EU.
 */
export function normaliseLanguage(input: string): string | null {
  const match = /^([a-z]{2})(?:[-_]([a-z]{2}))?$/i.exec(input.trim());
  if (!match) return null;
  const language = match[1].toLowerCase();
  if (!Object.hasOwn(ISO_639_1, language)) return null;
  if (match[2] === undefined) return language;
  const region = match[2].toUpperCase();
  return getJurisdiction(region)?.kind === "country" ? `${language}-${region}` : null;
}

/** English name, with the country for a regional variant: "English (United Kingdom)". Unknown → null. */
export function languageName(code: string): string | null {
  const normalised = normaliseLanguage(code);
  if (normalised === null) return null;
  const [language, region] = normalised.split("-");
  const name = ISO_639_1[language];
  return region === undefined ? name : `${name} (${getJurisdiction(region)!.name})`;
}

/** Same style as `jurisdictionSchema`: a plain string schema that canonicalises in place. */
export const languageSchema = z
  .string()
  .trim()
  .overwrite((value) => normaliseLanguage(value) ?? value)
  .refine((value) => normaliseLanguage(value) !== null, {
    error: (issue) =>
      `unknown language "${String(issue.input)}"; use an ISO 639-1 code, optionally with an ISO 3166-1 region ("en", "en-GB")`,
  })
  .describe("ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr.");

export function optionalLanguage(defaultCode = "en") {
  const code = normaliseLanguage(defaultCode);
  if (code === null) throw new Error(`optionalLanguage: unknown default language "${defaultCode}"`);
  return languageSchema.default(code);
}
