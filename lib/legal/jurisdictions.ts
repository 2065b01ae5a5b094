import countries from "i18n-iso-countries";
// Registering the one locale we need keeps this independent of which entry point (Node's or the browser's) a
// bundler resolves for the package; only the Node entry registers locales by itself.
import en from "i18n-iso-countries/langs/en.json" with { type: "json" };
import { z } from "zod";
import {
  AU_SUBDIVISIONS,
  CA_SUBDIVISIONS,
  EU_MEMBER_STATES,
  IN_SUBDIVISIONS,
  JURISDICTION_ALIASES,
  NON_ISO_COUNTRY_CODES,
  US_SUBDIVISIONS,
} from "./jurisdiction-data";

export interface Jurisdiction {
  code: string;
  name: string;
  parent: string | null;
  kind: "country" | "union" | "subdivision";
}

countries.registerLocale(en);

function buildJurisdictions(): Jurisdiction[] {
  const euMembers = new Set(EU_MEMBER_STATES);
  const countryNames = countries.getNames("en", { select: "official" });
  const list: Jurisdiction[] = [{ code: "EU", name: "European Union", parent: null, kind: "union" }];
  for (const code of Object.keys(countryNames).sort()) {
    if (NON_ISO_COUNTRY_CODES.includes(code)) continue;
    list.push({ code, name: countryNames[code], parent: euMembers.has(code) ? "EU" : null, kind: "country" });
  }
  const subdivisionTables: [string, Readonly<Record<string, string>>][] = [
    ["US", US_SUBDIVISIONS],
    ["IN", IN_SUBDIVISIONS],
    ["CA", CA_SUBDIVISIONS],
    ["AU", AU_SUBDIVISIONS],
  ];
  for (const [parent, table] of subdivisionTables) {
    for (const [code, name] of Object.entries(table)) list.push({ code, name, parent, kind: "subdivision" });
  }
  return list;
}

/** Every jurisdiction code the API accepts: ISO 3166-1 countries, `EU`, and the subdivisions whose law differs. */
export const jurisdictions: readonly Jurisdiction[] = Object.freeze(buildJurisdictions());

const byCode = new Map(jurisdictions.map((j) => [j.code, j]));
// A Map, not the object: a lookup by a client's text must never reach Object.prototype (`constructor`, `__proto__`).
const aliases = new Map(Object.entries(JURISDICTION_ALIASES));

/**
 * The shape of every code and alias, checked before upper-casing: Unicode case mapping turns `ı` (dotless i) into I
 * and `ſ` (long s) into S, so `ın` and `ſg` would otherwise be accepted as IN and SG.
 */
const ASCII_CODE = /^[A-Za-z]{2}(-[A-Za-z0-9]{1,3})?$/;

/** Upper-cases ASCII letters only, leaving any other character as the client wrote it. */
const asciiUpper = (text: string) => text.replace(/[a-z]+/g, (letters) => letters.toUpperCase());

/** Trim and upper-case; a superseded ISO code maps to its replacement. Unknown (or not ASCII) → null. */
export function normaliseJurisdiction(input: string): string | null {
  const trimmed = input.trim();
  if (!ASCII_CODE.test(trimmed)) return null;
  const code = trimmed.toUpperCase();
  const current = aliases.get(code) ?? code;
  return byCode.has(current) ? current : null;
}

export function getJurisdiction(code: string): Jurisdiction | undefined {
  const normalised = normaliseJurisdiction(code);
  return normalised === null ? undefined : byCode.get(normalised);
}

export function isKnownJurisdiction(code: string): boolean {
  return normaliseJurisdiction(code) !== null;
}

/**
 * The code followed by its ancestors, most specific first: law of a parent (the EU for FR, the federation for
 * US-CA) also applies. An unknown code yields just itself, so a caller that skipped validation still gets a chain
 * that matches nothing beyond that code.
 */
export function jurisdictionChain(code: string): string[] {
  const start = normaliseJurisdiction(code);
  if (start === null) return [asciiUpper(code.trim())];
  const chain: string[] = [];
  for (let current: string | null = start; current !== null; current = byCode.get(current)?.parent ?? null) {
    chain.push(current);
  }
  return chain;
}

/**
 * Request field: a string that is trimmed and canonicalised in place. `overwrite` (not `transform`) keeps it a
 * plain string schema, so the OpenAPI document still describes it as `type: string`.
 */
export const jurisdictionSchema = z
  .string()
  .trim()
  .overwrite((value) => normaliseJurisdiction(value) ?? asciiUpper(value))
  .refine(isKnownJurisdiction, {
    error: (issue) => `unknown jurisdiction code "${String(issue.input)}"; see GET /v1/jurisdictions`,
  })
  .describe("Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA).");

/** zod returns a `.default()` value without parsing it, so the default is checked (and canonicalised) here. */
export function optionalJurisdiction(defaultCode = "US") {
  const code = normaliseJurisdiction(defaultCode);
  if (code === null) throw new Error(`optionalJurisdiction: unknown default jurisdiction "${defaultCode}"`);
  return jurisdictionSchema.default(code);
}
