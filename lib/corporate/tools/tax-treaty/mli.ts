/**
 * Whether the Multilateral Instrument (MLI) modifies India's treaty with a partner, held only where a source says so.
 * The MLI entered into force for India on 1 Oct 2019 after India deposited its instrument of ratification, listing 93
 * Covered Tax Agreements, on 25 Jun 2019 (https://globaltaxnews.ey.com/news/2019-6033-india-deposits-instrument-of-ratification-of-the-multilateral-convention-to-implement-tax-treaty-related-measures-to-prevent-beps).
 * A treaty is modified only where both states list it and the MLI is in force for both; for a partner not listed here
 * that is not confirmed, and the checklist says so instead of asserting that the principal purpose test applies.
 */

export interface MliStatus {
  note: string;
  source: string;
}

export const MLI_INDIA =
  "The MLI entered into force for India on 1 Oct 2019 (instrument of ratification deposited 25 Jun 2019, listing 93 Covered Tax Agreements).";

const STATUS: Record<string, MliStatus> = {
  AU: {
    note:
      "The India–Australia Agreement (1991, amended by the 2011 Protocol) is modified by the MLI: the ATO and the CBDT have published a synthesised text, prepared on Australia's MLI position (ratified 26 Sep 2018) and India's (25 Jun 2019); its principal purpose test applies.",
    source: "https://ato.gov.au/law/view/document?docid=MLI%2FMLI-India-agreement ; https://taxguru.in/income-tax/cbdt-releases-mli-synthesised-text-india-australia-tax-treaty.html",
  },
};

/**
 * OECD, Prevention of Tax Treaty Abuse – Third Peer Review Report on Treaty Shopping (2021), India: of India's 95
 * agreements in force, those with these partners meet the BEPS Action 6 minimum standard, which India implements by the
 * preamble statement and the principal purpose test (with the simplified LOB) of the MLI. The report does not say, for
 * each, whether the MLI or a bilateral protocol brought it into line, so the note says only that a PPT applies.
 */
const OECD_PEER_REVIEW =
  "https://oecd.org/en/publications/prevention-of-tax-treaty-abuse-third-peer-review-report-on-treaty-shopping_d6cecbb8-en/full-report/component-71.html";
const MEETS_MINIMUM_STANDARD = ["AT", "BE", "CA", "CN", "CY", "DK", "FI", "FR", "IE", "IL", "JP", "LU", "NL", "RU", "SG", "AE", "GB"] as const;
const BE_SYNTHESISED =
  "https://cupdf.com/document/synthesised-text-of-the-multilateral-convention-to-income-signed-on-26-april-1993.html (synthesised text of the MLI and the India–Belgium Agreement, prepared by the two competent authorities on India's MLI position of 25 Jun 2019 and Belgium's of 26 Jun 2019)";

for (const code of MEETS_MINIMUM_STANDARD) {
  STATUS[code] = {
    note: `The OECD's third peer review on treaty shopping (2021) lists this treaty among India's agreements that meet the minimum standard: a preamble statement and a principal purpose test, which India implements through the MLI, so the PPT applies.${code === "BE" ? " The two competent authorities have published a synthesised text of the treaty as modified by the MLI." : ""}`,
    source: code === "BE" ? `${OECD_PEER_REVIEW} ; ${BE_SYNTHESISED}` : OECD_PEER_REVIEW,
  };
}

/**
 * PwC Worldwide Tax Summaries, India, Corporate – Withholding taxes (reviewed 17 Dec 2024), "India tax position on the
 * MLI": the treaties amended to date pursuant to the MLI, which entered into effect for India on 1 Apr 2020. Used only
 * for partners the OECD peer review above does not already cover; a partner on neither list stays "not confirmed".
 */
const PWC_MLI = "https://taxsummaries.pwc.com/india/corporate/withholding-taxes (India tax position on the MLI, reviewed 17 Dec 2024)";
for (const code of ["KR", "ES", "HK", "SE", "ZA"] as const) {
  STATUS[code] ??= {
    note: "PwC's India tax summary lists this treaty among those amended pursuant to the MLI (in effect for India from 1 Apr 2020), so the MLI's principal purpose test applies to it.",
    source: PWC_MLI,
  };
}

/** The partner-specific MLI sentence for the principal-purpose checklist item. */
export function mliStatus(residence: string): MliStatus | null {
  return STATUS[residence] ?? null;
}
