/**
 * A country's English short name for prose ("FR" → "France"), from the runtime's ICU data; structured fields keep the
 * ISO code. A code ICU does not know is returned as given rather than as "Unknown Region".
 */

const display = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

/** Names a practitioner uses where ICU's differ (ICU says "Hong Kong SAR China", "South Korea"). */
const PREFERRED: Record<string, string> = { HK: "Hong Kong", KR: "Korea", US: "the United States", GB: "the United Kingdom", AE: "the United Arab Emirates", NL: "the Netherlands", CZ: "the Czech Republic", EU: "the European Union" };

export function countryName(code: string): string {
  const upper = code.toUpperCase();
  if (PREFERRED[upper]) return PREFERRED[upper];
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  try {
    const name = display.of(upper);
    return name && name !== upper && name !== "Unknown Region" ? name : upper;
  } catch {
    return upper;
  }
}

/** "India–France": a treaty pair named as practitioners write it, without the article "the". */
export function treatyPair(first: string, second: string): string {
  return `${countryName(first).replace(/^the /, "")}–${countryName(second).replace(/^the /, "")}`;
}
