import type { InstrumentInput } from "../../schema";

/** New York General Business Law Article 39-F (§§ 899-aa, 899-bb), as amended by the SHIELD Act (L. 2019, c. 117). */
export const usNyShield: InstrumentInput = {
  source_id: "us-ny-shield",
  title:
    "Stop Hacks and Improve Electronic Data Security Act (SHIELD Act) — New York General Business Law Article 39-F",
  short_names: [
    "SHIELD Act",
    "NY SHIELD Act",
    "Stop Hacks and Improve Electronic Data Security Act",
    "N.Y. Gen. Bus. Law 899-aa",
  ],
  jurisdiction: "US-NY",
  kind: "statute",
  provision_label: "section",
  codified_at: "N.Y. Gen. Bus. Law",
  official_url: "https://www.nysenate.gov/legislation/laws/GBS/899-AA",
  date: "2019-07-25",
  provisions: [
    {
      article: "899-aa",
      heading: "Notification; person without valid authorization has acquired private information",
      summary:
        "Requires any person or business owning or licensing computerised data that includes New York residents' private information to notify affected residents of a breach of system security without unreasonable delay and within the statutory time limit, to notify the Attorney General and other State bodies, and consumer reporting agencies where over 5,000 residents are affected; the Attorney General enforces it.",
      topics: ["breach-notification", "security", "enforcement"],
      situations: [
        "a New York company was hacked and my personal information was stolen",
        "must a business tell me if my data was leaked in a breach in New York",
        "a company lost my social security number in a cyberattack",
      ],
    },
    {
      article: "899-bb",
      heading: "Data security protections",
      summary:
        "Requires any person or business owning or licensing computerised private information of New York residents to maintain reasonable administrative, technical and physical safeguards, deems compliant those regulated under GLBA, HIPAA or New York financial services cybersecurity rules, and scales expectations for small businesses.",
      topics: ["security", "cybersecurity"],
    },
  ],
};
