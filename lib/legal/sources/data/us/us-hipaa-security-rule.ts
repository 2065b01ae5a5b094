import type { InstrumentInput } from "../../schema";

/** HIPAA Security Rule: 45 C.F.R. Part 164, Subpart C. */
export const usHipaaSecurityRule: InstrumentInput = {
  source_id: "us-hipaa-security-rule",
  title:
    "HIPAA Security Rule — 45 C.F.R. Part 164, Subpart C (Security Standards for the Protection of Electronic Protected Health Information)",
  short_names: ["HIPAA Security Rule", "Security Rule", "Health Insurance Reform: Security Standards", "45 CFR Part 164 Subpart C"],
  jurisdiction: "US",
  kind: "regulation",
  provision_label: "section",
  codified_at: "45 C.F.R.",
  official_url: "https://www.ecfr.gov/current/title-45/subtitle-A/subchapter-C/part-164/subpart-C",
  date: "2003-02-20",
  provisions: [
    {
      article: "164.302",
      heading: "Applicability",
      summary:
        "Makes covered entities and business associates subject to the Security Rule's standards and implementation specifications for electronic protected health information.",
      topics: ["scope", "health-data", "security"],
    },
    {
      article: "164.304",
      heading: "Definitions",
      summary:
        "Defines terms used in the Security Rule, including access, administrative, physical and technical safeguards, authentication, availability, confidentiality, integrity, encryption and security incident.",
      topics: ["definitions", "security", "health-data"],
    },
    {
      article: "164.306",
      heading: "Security standards: General rules",
      summary:
        "Requires regulated entities to ensure the confidentiality, integrity and availability of electronic protected health information, protect against reasonably anticipated threats and impermissible uses, allows a flexible, risk-based approach, and distinguishes required from addressable implementation specifications.",
      topics: ["security", "health-data", "principles"],
    },
    {
      article: "164.308",
      heading: "Administrative safeguards",
      summary:
        "Requires administrative measures such as a security management process with risk analysis and risk management, an assigned security official, workforce security and training, information access management, incident procedures, contingency planning, periodic evaluation and business associate arrangements.",
      topics: ["security", "health-data", "impact-assessment", "incident-reporting"],
    },
    {
      article: "164.310",
      heading: "Physical safeguards",
      summary:
        "Requires physical protections for facilities, workstations and electronic media holding electronic protected health information, including facility access controls, workstation use and security, and device and media disposal and re-use controls.",
      topics: ["security", "health-data"],
    },
    {
      article: "164.312",
      heading: "Technical safeguards",
      summary:
        "Requires technical controls over systems containing electronic protected health information: access control, audit controls, integrity protections, person or entity authentication and transmission security, with encryption treated as an addressable specification.",
      topics: ["security", "health-data", "cybersecurity"],
    },
    {
      article: "164.314",
      heading: "Organizational requirements",
      summary:
        "Specifies the security terms that business associate contracts and other arrangements must include, such as safeguarding obligations and reporting of security incidents, and the plan document requirements for group health plans.",
      topics: ["security", "processors", "contract", "health-data"],
    },
    {
      article: "164.316",
      heading: "Policies and procedures and documentation requirements",
      summary:
        "Requires reasonable and appropriate written security policies and procedures, documentation of required actions and assessments, retention of that documentation for six years, and periodic review and updating.",
      topics: ["security", "records", "health-data"],
    },
    {
      article: "164.318",
      heading: "Compliance dates for the initial implementation of the security standards",
      summary:
        "Sets the dates by which health plans, clearinghouses and providers first had to comply with the Security Rule, with a later date for small health plans.",
      topics: ["scope", "security"],
    },
  ],
};
