import type { InstrumentInput } from "../../schema";

/** HIPAA Breach Notification Rule: 45 C.F.R. Part 164, Subpart D. */
export const usHipaaBreachRule: InstrumentInput = {
  source_id: "us-hipaa-breach-rule",
  title:
    "HIPAA Breach Notification Rule — 45 C.F.R. Part 164, Subpart D (Notification in the Case of Breach of Unsecured Protected Health Information)",
  short_names: [
    "HIPAA Breach Notification Rule",
    "Breach Notification Rule",
    "Breach Notification for Unsecured Protected Health Information",
    "45 CFR Part 164 Subpart D",
  ],
  jurisdiction: "US",
  kind: "regulation",
  provision_label: "section",
  codified_at: "45 C.F.R.",
  official_url: "https://www.ecfr.gov/current/title-45/subtitle-A/subchapter-C/part-164/subpart-D",
  date: "2009-08-24",
  provisions: [
    {
      article: "164.400",
      heading: "Applicability",
      summary:
        "Applies the breach notification requirements to breaches of unsecured protected health information occurring on or after the rule's effective date in 2009.",
      topics: ["scope", "breach-notification", "health-data"],
    },
    {
      article: "164.402",
      heading: "Definitions",
      summary:
        "Defines breach and unsecured protected health information; an impermissible use or disclosure is presumed to be a breach unless a documented risk assessment shows a low probability that the information has been compromised, and certain good-faith and inadvertent disclosures are excluded.",
      topics: ["definitions", "breach-notification", "health-data"],
    },
    {
      article: "164.404",
      heading: "Notification to individuals",
      summary:
        "Requires a covered entity to notify each affected individual of a breach of unsecured protected health information without unreasonable delay and no later than 60 calendar days after discovery, and prescribes the notice content and methods, including substitute notice.",
      topics: ["breach-notification", "health-data"],
      situations: [
        "my hospital had a data breach, did they have to tell me",
        "a clinic lost my medical records to hackers, how soon must they notify me",
        "my health insurer leaked my information",
      ],
    },
    {
      article: "164.406",
      heading: "Notification to the media",
      summary:
        "Requires notice to prominent media outlets serving a State or jurisdiction when a breach involves more than 500 residents of that State or jurisdiction, within the same 60-day outer limit.",
      topics: ["breach-notification", "health-data"],
    },
    {
      article: "164.408",
      heading: "Notification to the Secretary",
      summary:
        "Requires notice to the Secretary of Health and Human Services: contemporaneously with individual notice for breaches affecting 500 or more individuals, and through an annual log submitted within 60 days after year end for smaller breaches.",
      topics: ["breach-notification", "incident-reporting", "health-data"],
    },
    {
      article: "164.410",
      heading: "Notification by a business associate",
      summary:
        "Requires a business associate that discovers a breach of unsecured protected health information to notify the covered entity without unreasonable delay and within 60 days, identifying the affected individuals where possible.",
      topics: ["breach-notification", "processors", "health-data"],
    },
    {
      article: "164.412",
      heading: "Law enforcement delay",
      summary:
        "Requires a covered entity or business associate to delay a breach notification when a law enforcement official states that notice would impede a criminal investigation or damage national security.",
      topics: ["breach-notification"],
    },
    {
      article: "164.414",
      heading: "Burden of proof",
      summary:
        "Places on the covered entity or business associate the burden of demonstrating that all required notifications were made or that an impermissible use or disclosure was not a breach, and requires documentation to support this.",
      topics: ["breach-notification", "records"],
    },
  ],
};
