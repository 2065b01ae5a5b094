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

/** The partner-specific MLI sentence for the principal-purpose checklist item. */
export function mliStatus(residence: string): MliStatus | null {
  return STATUS[residence] ?? null;
}
