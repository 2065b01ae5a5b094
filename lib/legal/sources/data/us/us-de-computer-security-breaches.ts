import type { InstrumentInput } from "../../schema";

/**
 * Delaware Code, Title 6, Chapter 12B (Computer Security Breaches), selected sections. Section numbers and catchlines
 * checked against the Delaware Code Online (delcode.delaware.gov).
 */
export const usDeComputerSecurityBreaches: InstrumentInput = {
  source_id: "us-de-computer-security-breaches",
  title: "Delaware Code, Title 6, Chapter 12B (Computer Security Breaches)",
  short_names: ["Delaware data breach law", "6 Del. C. ch. 12B", "Delaware Computer Security Breaches law"],
  jurisdiction: "US-DE",
  kind: "code",
  provision_label: "section",
  codified_at: "6 Del. C.",
  official_url: "https://delcode.delaware.gov/title6/c012b/index.shtml",
  date: "2005",
  as_of: "2026-11-28",
  provisions: [
    {
      article: "12B-100",
      heading: "Protection of personal information",
      summary:
        "Requires anyone who conducts business in Delaware and owns, licenses or maintains personal information to implement and maintain reasonable procedures and practices to prevent its unauthorized acquisition, use, modification, disclosure or destruction.",
      topics: ["data-protection", "personal-data", "security"],
      situations: [
        "does a small online shop in Delaware have to protect its customers' data",
        "a Delaware company kept our social security numbers in an unlocked spreadsheet",
      ],
    },
    {
      article: "12B-101",
      heading: "Definitions",
      summary:
        "Defines the chapter's terms: a breach of security is the unauthorized acquisition of computerized data that compromises the security, confidentiality or integrity of personal information (good-faith access by an employee for the business's purposes excepted), and encrypted data is not breached unless the encryption key is also compromised; it also defines when a breach is determined and what counts as notice.",
      topics: ["data-protection", "breach-notification", "definitions", "security"],
      situations: [
        "does it count as a data breach in Delaware if the stolen files were encrypted",
        "an employee looked at customer records for work, is that a breach",
      ],
    },
  ],
};
