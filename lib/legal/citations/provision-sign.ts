import type { CitationLabel } from "./parse";

/**
 * Where a numbered provision is cited with the section sign: German, Austrian and Swiss statutes (a "Paragraph" is
 * "§ 558 BGB") and US codes ("42 U.S.C. § 12101", "Cal. Civ. Code § 1798.100"). Elsewhere a section is "s. 27".
 */
const SECTION_SIGN_JURISDICTIONS = /^(US(-[A-Z]{2})?|DE|AT|CH)$/;

const ABBREVIATIONS: Record<CitationLabel, string> = { article: "Art.", section: "s.", rule: "r.", regulation: "reg.", paragraph: "para." };
const WORDS: Record<CitationLabel, string> = { article: "Article", section: "Section", rule: "Rule", regulation: "Regulation", paragraph: "Paragraph" };

const usesSectionSign = (label: string, jurisdiction: string) =>
  (label === "section" || label === "paragraph") && SECTION_SIGN_JURISDICTIONS.test(jurisdiction);

/** "Art. 17", "s. 27", "§ 558": how a provision is cited in running text. */
export function provisionAbbreviation(label: string, article: string, jurisdiction: string): string {
  return `${usesSectionSign(label, jurisdiction) ? "§" : (ABBREVIATIONS[label as CitationLabel] ?? "")} ${article}`.trim();
}

/** "Article 17", "Section 27", "§ 558": how a provision is named in a list of sources. */
export function provisionInWords(label: string, article: string, jurisdiction: string): string {
  return `${usesSectionSign(label, jurisdiction) ? "§" : (WORDS[label as CitationLabel] ?? "")} ${article}`.trim();
}
