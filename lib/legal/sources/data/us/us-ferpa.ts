import type { InstrumentInput } from "../../schema";

/** Family Educational Rights and Privacy Act, 20 U.S.C. § 1232g: privacy of student education records. */
export const usFerpa: InstrumentInput = {
  source_id: "us-ferpa",
  title: "Family Educational Rights and Privacy Act of 1974 (FERPA)",
  short_names: ["FERPA", "Family Educational Rights and Privacy Act", "Buckley Amendment"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "20 U.S.C.",
  official_url: "https://www.law.cornell.edu/uscode/text/20/1232g",
  date: "1974-08-21",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "1232g",
      heading: "Family educational and privacy rights",
      summary: "Denies federal education funds to schools that do not let parents (or students once 18 or in postsecondary education) inspect and review education records within 45 days, seek correction of inaccurate records and consent before personally identifiable information from those records is disclosed, subject to exceptions such as school officials with a legitimate interest, transfers to other schools, health and safety emergencies and directory information.",
      topics: ["education", "privacy", "student-records", "consent"],
      situations: ["can my college share my grades with my parents without asking me", "the school refuses to let me see my child's records"],
    },
  ],
};
