import type { InstrumentInput } from "../../schema";

/**
 * Republic of Korea Personal Information Protection Act (Act No. 10465 of 29 March 2011, as amended including 2023).
 * Headings follow the official English translation by the Korea Legislation Research Institute.
 */
export const krPipa: InstrumentInput = {
  source_id: "kr-pipa",
  title: "Personal Information Protection Act (Republic of Korea)",
  short_names: ["PIPA", "Korea PIPA", "Korean Personal Information Protection Act", "개인정보 보호법"],
  jurisdiction: "KR",
  kind: "statute",
  provision_label: "article",
  official_url:
    "https://www.law.go.kr/%EB%B2%95%EB%A0%B9/%EA%B0%9C%EC%9D%B8%EC%A0%95%EB%B3%B4%EB%B3%B4%ED%98%B8%EB%B2%95",
  date: "2011-03-29",
  provisions: [
    {
      article: "1",
      heading: "Purpose",
      summary:
        "States that the Act aims to protect the freedom and rights of individuals and realise their dignity and value by prescribing how personal information is processed and protected.",
      topics: ["principles", "scope"],
    },
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines personal information (including pseudonymised information), processing, data subject, personal information file, personal information controller and related terms.",
      topics: ["definitions"],
    },
    {
      article: "15",
      heading: "Collection and Use of Personal Information",
      summary:
        "Permits a personal information controller to collect and use personal information only on listed grounds, such as the data subject's consent, statutory requirements, public duties, contract necessity, urgent protection of life or property, or overriding legitimate interests, and sets the matters that must be disclosed when seeking consent.",
      topics: ["lawful-basis", "consent", "transparency"],
      situations: ["when can a Korean company collect and use my personal information"],
    },
    {
      article: "17",
      heading: "Provision of Personal Information",
      summary:
        "Permits a controller to provide personal information to a third party only with the data subject's consent or within the purposes of collection under the statutory grounds, requires disclosure of the recipient, purpose, items and retention period when seeking consent, and allows limited provision reasonably related to the original purpose.",
      topics: ["consent", "lawful-basis", "transparency"],
      situations: ["a company in Korea gave my personal information to another company"],
    },
    {
      article: "28-8",
      heading: "Cross-Border Transfer of Personal Information",
      summary:
        "Prohibits the provision, entrusted processing or storage of personal information abroad unless a listed condition applies, such as separate consent, a statute or treaty, contract necessity with disclosure in the privacy policy, recipient certification, or a Commission finding that the destination offers substantially equivalent protection.",
      topics: ["cross-border-transfer", "consent"],
      situations: ["can my personal information be sent abroad from Korea"],
    },
    {
      article: "29",
      heading: "Duty of Safety Measures",
      summary:
        "Requires every personal information controller to take the technical, managerial and physical measures prescribed by Presidential Decree, such as an internal management plan and retention of access records, to prevent loss, theft, leakage, forgery, alteration or damage of personal information.",
      topics: ["security", "internal-controls"],
      situations: ["the company didn't protect my personal information properly"],
    },
    {
      article: "35",
      heading: "Access to Personal Information",
      summary:
        "Gives data subjects the right to request access to their personal information processed by a controller, which must grant access within the prescribed period unless a statutory ground for limiting or refusing access applies.",
      topics: ["access-right", "data-subject-rights"],
      situations: [
        "I want to see the personal information a Korean company holds about me",
        "can I ask a company in Korea to show me my personal data",
      ],
    },
  ],
};
