import type { InstrumentInput } from "../../schema";

/** Illinois Biometric Information Privacy Act, 740 ILCS 14. */
export const usIlBipa: InstrumentInput = {
  source_id: "us-il-bipa",
  title: "Biometric Information Privacy Act (740 ILCS 14)",
  short_names: ["BIPA", "Biometric Information Privacy Act", "Illinois BIPA"],
  jurisdiction: "US-IL",
  kind: "statute",
  provision_label: "section",
  codified_at: "740 ILCS",
  official_url: "https://www.ilga.gov/legislation/ilcs/ilcs3.asp?ActID=3004&ChapterID=57",
  date: "2008-10-03",
  provisions: [
    {
      article: "14/1",
      heading: "Short title",
      summary: "Provides that the Act may be cited as the Biometric Information Privacy Act.",
      topics: ["scope", "sensitive-data"],
    },
    {
      article: "14/5",
      heading: "Legislative findings; intent",
      summary:
        "Records the General Assembly's findings that biometrics are uniquely sensitive because they cannot be changed if compromised, that their use is growing, and that regulating their collection, use, safeguarding, retention and destruction serves the public welfare.",
      topics: ["principles", "sensitive-data"],
    },
    {
      article: "14/10",
      heading: "Definitions",
      summary:
        "Defines biometric identifier (such as a retina or iris scan, fingerprint, voiceprint or scan of hand or face geometry, with listed exclusions), biometric information, confidential and sensitive information, private entity and written release.",
      topics: ["definitions", "sensitive-data"],
    },
    {
      article: "14/15",
      heading: "Retention; collection; disclosure; destruction",
      summary:
        "Requires private entities to publish a retention and destruction policy, to inform people in writing and obtain a written release before collecting biometric identifiers or information, not to sell or profit from them, not to disclose them without consent or another listed ground, and to protect them with reasonable care.",
      topics: ["sensitive-data", "consent", "security", "privacy-notice"],
      situations: ["a company took my fingerprint or face scan without asking me to agree in writing", "how long can a business keep my biometric data and does it have to delete it", "can a company sell or share my fingerprint or face scan data"],
    },
    {
      article: "14/20",
      heading: "Right of action",
      summary:
        "Gives any person aggrieved by a violation a right to sue for liquidated or actual damages, at a higher amount for intentional or reckless violations, plus attorney's fees and injunctive relief; as amended in 2024, repeatedly collecting the same person's biometric data by the same method, or repeatedly disclosing it to the same recipient, counts as a single violation.",
      topics: ["remedies", "damages", "liability", "sensitive-data"],
      situations: ["can I sue a company that collected my biometrics without consent and how much can I get"],
    },
    {
      article: "14/25",
      heading: "Construction",
      summary:
        "Limits the Act's reach: it does not affect the admission or discovery of biometric data in court proceedings, conflict with certain health privacy laws, or apply to financial institutions subject to Title V of the Gramm-Leach-Bliley Act, to contractors working for State or local government, or to government agencies and courts.",
      topics: ["scope"],
    },
  ],
};
