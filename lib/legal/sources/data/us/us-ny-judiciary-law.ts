import type { InstrumentInput } from "../../schema";

/** New York Judiciary Law § 519: employees' protection during jury service. */
export const usNyJudiciaryLaw: InstrumentInput = {
  source_id: "us-ny-judiciary-law",
  title: "New York Judiciary Law",
  short_names: ["New York Judiciary Law", "N.Y. Jud. Law"],
  jurisdiction: "US-NY",
  kind: "statute",
  provision_label: "section",
  codified_at: "N.Y. Jud. Law",
  official_url: "https://www.nysenate.gov/legislation/laws/JUD",
  date: "1909",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "519",
      heading: "Right of juror to be absent from employment",
      summary: "Protects a person summoned for jury service who notifies the employer beforehand from discharge or penalty for the absence, allows the employer to withhold wages during service except that an employer of more than ten employees must pay the first forty dollars of daily wages for the first three days, and makes a violation criminal contempt.",
      topics: ["employment", "jury-service", "time-off"],
      situations: ["can my New York employer fire me for going to jury duty", "do I get paid while on jury duty in New York"],
    },
  ],
};
