import { ApiError } from "@/lib/http/problem";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { germanDrafting } from "./de";
import { germanTypes } from "./de-types";
import type { NativeDrafting, NativeType } from "./drafting";
import { frenchDrafting } from "./fr";
import { frenchTypes } from "./fr-types";

/**
 * Which languages a contract can be drafted in. English always; German and French are drafted natively (not
 * translated) for the types of `de-types.ts` / `fr-types.ts` under German / French law. Any other language is a
 * 400 naming these: a request for a Hindi draft must not come back in English.
 */
const NATIVE: Record<"de" | "fr", { country: string; law: string; types: Readonly<Record<string, NativeType>>; drafting: (t: NativeType) => NativeDrafting }> = {
  de: { country: "DE", law: "German", types: germanTypes, drafting: germanDrafting },
  fr: { country: "FR", law: "French", types: frenchTypes, drafting: frenchDrafting },
};

export const draftLanguages = ["en", "de", "fr"] as const;

/** "de-AT" → "de". */
export const baseLanguage = (language: string) => language.split("-")[0].toLowerCase();

/** The native types a language covers (for the catalogue and the 400 message). */
export function nativeTypeIds(language: "de" | "fr"): string[] {
  return Object.keys(NATIVE[language].types);
}

/**
 * The languages a type is drafted in, for the catalogue: English under any jurisdiction (null), German and French
 * only under the law their profile covers. German or French elsewhere is the model's translation, not listed here.
 */
export function languagesOf(typeId: string): { language: (typeof draftLanguages)[number]; jurisdiction: string | null }[] {
  return [
    { language: "en", jurisdiction: null },
    ...(["de", "fr"] as const).filter((l) => typeId in NATIVE[l].types).map((l) => ({ language: l, jurisdiction: NATIVE[l].country })),
  ];
}

/** 400 unless the language is one contracts are drafted in. */
export function assertDraftLanguage(language: string): void {
  const base = baseLanguage(language);
  if ((draftLanguages as readonly string[]).includes(base)) return;
  const detail =
    `Contracts are drafted in en (any type and jurisdiction), de (German law, types: ${nativeTypeIds("de").join(", ")}) and fr (French law, types: ${nativeTypeIds("fr").join(", ")}); "${language}" is not one of them.`;
  throw new ApiError("invalid_request", detail, { errors: [{ field: "language", message: `must be one of ${draftLanguages.join(", ")} for a contract draft (got "${language}")` }] });
}

/**
 * The native profile for the request, or null when the draft is English (or German/French outside the law and
 * types covered, which only the model can translate).
 */
export function nativeDrafting(typeId: string, jurisdiction: string, language: string): NativeDrafting | null {
  const base = baseLanguage(language);
  if (base !== "de" && base !== "fr") return null;
  const profile = NATIVE[base];
  const type = profile.types[typeId];
  if (!type || !jurisdictionChain(jurisdiction).includes(profile.country)) return null;
  return profile.drafting(type);
}

/** Why a German or French request is not drafted natively, for the warning that goes with the fallback. */
export function notNativeReason(typeId: string, jurisdiction: string, language: string): string | null {
  const base = baseLanguage(language);
  if (base !== "de" && base !== "fr") return null;
  const profile = NATIVE[base];
  if (!profile.types[typeId]) return `${typeId} is not yet drafted natively in ${profile.law === "German" ? "German" : "French"} (types: ${nativeTypeIds(base).join(", ")})`;
  if (!jurisdictionChain(jurisdiction).includes(profile.country)) return `${profile.law === "German" ? "German" : "French"} drafts are written under ${profile.law} law (jurisdiction ${profile.country}), not ${jurisdiction}`;
  return null;
}
