import type { InstrumentInput } from "../../schema";

/** Telephone Consumer Protection Act, 47 U.S.C. § 227: robocalls, autodialed texts, junk faxes and do-not-call. */
export const usTcpa: InstrumentInput = {
  source_id: "us-tcpa",
  title: "Telephone Consumer Protection Act of 1991 (TCPA)",
  short_names: ["TCPA", "Telephone Consumer Protection Act", "47 U.S.C. 227"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "47 U.S.C.",
  official_url: "https://www.law.cornell.edu/uscode/text/47/227",
  date: "1991-12-20",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "227",
      heading: "Restrictions on use of telephone equipment",
      summary: "Restricts calls using automatic telephone dialing systems or artificial or prerecorded voices to mobile phones without prior express consent, prerecorded telemarketing calls to residential lines, unsolicited fax advertisements, and provides for the national do-not-call registry, with a private right of action for $500 per violation, trebled for wilful violations.",
      topics: ["marketing", "telemarketing", "robocalls", "consent"],
      situations: ["I keep getting robocalls on my cell phone from a company I never gave my number to", "can I sue a company for spam text messages"],
    },
  ],
};
