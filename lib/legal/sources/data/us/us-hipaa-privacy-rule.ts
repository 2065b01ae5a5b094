import type { InstrumentInput } from "../../schema";

/** HIPAA Privacy Rule: 45 C.F.R. Part 164, Subpart E (Privacy of Individually Identifiable Health Information). */
export const usHipaaPrivacyRule: InstrumentInput = {
  source_id: "us-hipaa-privacy-rule",
  title: "HIPAA Privacy Rule — 45 C.F.R. Part 164, Subpart E (Privacy of Individually Identifiable Health Information)",
  short_names: [
    "HIPAA Privacy Rule",
    "Privacy Rule",
    "Standards for Privacy of Individually Identifiable Health Information",
    "45 CFR Part 164 Subpart E",
  ],
  jurisdiction: "US",
  kind: "regulation",
  provision_label: "section",
  codified_at: "45 C.F.R.",
  official_url: "https://www.ecfr.gov/current/title-45/subtitle-A/subchapter-C/part-164/subpart-E",
  date: "2000-12-28",
  provisions: [
    {
      article: "164.500",
      heading: "Applicability",
      summary:
        "Sets out who the Privacy Rule binds: covered entities (health plans, health care clearinghouses and health care providers that transmit health information electronically in standard transactions) and, where stated, their business associates, in relation to protected health information.",
      topics: ["scope", "health-data"],
    },
    {
      article: "164.501",
      heading: "Definitions",
      summary:
        "Defines terms used throughout the Privacy Rule, such as health care operations, marketing, payment, treatment, psychotherapy notes, designated record set and research.",
      topics: ["definitions", "health-data"],
    },
    {
      article: "164.502",
      heading: "Uses and disclosures of protected health information: General rules",
      summary:
        "Lays down the core rule that protected health information may be used or disclosed only as the Privacy Rule permits or requires, sets the minimum necessary standard, bars the sale of such information without authorization, and covers personal representatives, deceased individuals and disclosures by business associates.",
      topics: ["health-data", "principles", "lawful-basis", "processors"],
      situations: [
        "can my doctor's office share my health information with others",
      ],
    },
    {
      article: "164.504",
      heading: "Uses and disclosures: Organizational requirements",
      summary:
        "Governs hybrid entities, affiliated covered entities and group health plans, and specifies what a business associate contract must contain before protected health information may be shared with a business associate.",
      topics: ["health-data", "processors", "contract"],
    },
    {
      article: "164.506",
      heading: "Uses and disclosures to carry out treatment, payment, or health care operations",
      summary:
        "Allows a covered entity to use and disclose protected health information for its own treatment, payment and health care operations, and for certain treatment, payment and operations purposes of other providers and covered entities, without the individual's authorization.",
      topics: ["health-data", "lawful-basis"],
      situations: [
        "can my doctor share my records with another doctor treating me without asking",
      ],
    },
    {
      article: "164.508",
      heading: "Uses and disclosures for which an authorization is required",
      summary:
        "Requires a valid written authorization for uses and disclosures not otherwise permitted, including most uses of psychotherapy notes, marketing and sales of protected health information, and sets the required elements of a valid authorization and the individual's right to revoke it.",
      topics: ["health-data", "consent"],
      situations: [
        "does a hospital need my written permission to use my health data for marketing",
      ],
    },
    {
      article: "164.510",
      heading: "Uses and disclosures requiring an opportunity for the individual to agree or to object",
      summary:
        "Permits facility directory listings and disclosures to family members, friends and disaster relief bodies involved in the individual's care, provided the individual is given a chance to agree or object, with exceptions for emergencies and incapacity.",
      topics: ["health-data", "objection"],
      situations: [
        "can the hospital tell my family about my condition",
      ],
    },
    {
      article: "164.512",
      heading: "Uses and disclosures for which an authorization or opportunity to agree or object is not required",
      summary:
        "Lists public-interest purposes for which protected health information may be used or disclosed without authorization, such as disclosures required by law, public health activities, health oversight, judicial proceedings, law enforcement, research under approved waivers, serious threats to safety and workers' compensation.",
      topics: ["health-data", "lawful-basis"],
      situations: [
        "when can a hospital give my medical information to the police",
      ],
    },
    {
      article: "164.514",
      heading: "Other requirements relating to uses and disclosures of protected health information",
      summary:
        "Sets the standards for de-identifying health information (expert determination or removal of listed identifiers), limited data sets and data use agreements, minimum necessary implementation, identity verification and certain fundraising and underwriting rules.",
      topics: ["health-data", "principles"],
    },
    {
      article: "164.520",
      heading: "Notice of privacy practices for protected health information",
      summary:
        "Gives individuals a right to adequate notice of how a covered entity may use and disclose their protected health information and of their rights, and prescribes the notice's content, revision and distribution, including posting on the entity's website.",
      topics: ["health-data", "privacy-notice", "transparency"],
      situations: [
        "where do I find out how my doctor uses my health information",
      ],
    },
    {
      article: "164.522",
      heading: "Rights to request privacy protection for protected health information",
      summary:
        "Lets individuals ask a covered entity to restrict uses and disclosures of their information, requires agreement to restrict disclosures to a health plan for items paid in full out of pocket, and requires accommodation of reasonable requests for confidential communications.",
      topics: ["health-data", "data-subject-rights"],
      situations: ["I want my doctor not to share certain health information with my insurer", "can I ask for my medical information to be sent to a different address"],
    },
    {
      article: "164.524",
      heading: "Access of individuals to protected health information",
      summary:
        "Grants individuals a right to inspect and obtain a copy of their protected health information in a designated record set, including in electronic form, within set time limits and for a reasonable cost-based fee, and sets limited grounds and review rights for denials.",
      topics: ["health-data", "access-right", "data-subject-rights"],
      situations: [
        "how do I get a copy of my medical records from my doctor",
        "my clinic won't give me my records",
        "can my doctor charge me a lot for copies of my health records",
        "how do I see my own medical file",
      ],
    },
    {
      article: "164.526",
      heading: "Amendment of protected health information",
      summary:
        "Gives individuals a right to have a covered entity amend inaccurate or incomplete protected health information in a designated record set, with procedures for accepting or denying the request and for statements of disagreement.",
      topics: ["health-data", "data-subject-rights"],
      situations: [
        "there's a mistake in my medical records and I want it corrected",
      ],
    },
    {
      article: "164.528",
      heading: "Accounting of disclosures of protected health information",
      summary:
        "Entitles individuals to an accounting of certain disclosures of their protected health information made in the six years before the request, excluding among others disclosures for treatment, payment and health care operations or made under an authorization.",
      topics: ["health-data", "data-subject-rights", "records"],
      situations: [
        "can I find out who my health information was disclosed to",
      ],
    },
    {
      article: "164.530",
      heading: "Administrative requirements",
      summary:
        "Requires covered entities to designate a privacy official, train their workforce, maintain safeguards, provide a complaints process, apply sanctions, mitigate harmful effects, refrain from retaliation or requiring waivers of rights, and keep written policies and documentation for six years.",
      topics: ["health-data", "security", "records", "dpo"],
      situations: ["how do I complain to a hospital about how it handled my health records"],
    },
    {
      article: "164.532",
      heading: "Transition provisions",
      summary:
        "Explains how authorizations, consents and other permissions obtained before the applicable compliance dates, and business associate contracts in place before the 2013 amendments, continue to be effective for a transition period.",
      topics: ["health-data", "consent"],
    },
  ],
};
