import type { InstrumentInput } from "../../schema";

/**
 * Japan's Act on the Protection of Personal Information (Act No. 57 of 2003), in the article numbering that applies
 * after the 2020 and 2021 amendment Acts. Headings are English renderings of the official Japanese article captions,
 * following the Personal Information Protection Commission's translation style.
 */
export const jpAppi: InstrumentInput = {
  source_id: "jp-appi",
  title: "Act on the Protection of Personal Information (Act No. 57 of 2003)",
  short_names: ["APPI", "Japan APPI", "個人情報保護法", "Act on the Protection of Personal Information"],
  jurisdiction: "JP",
  kind: "statute",
  provision_label: "article",
  official_url: "https://laws.e-gov.go.jp/law/415AC0000000057",
  date: "2003-05-30",
  provisions: [
    {
      article: "1",
      heading: "Purpose",
      summary:
        "States that the Act aims to protect individuals' rights and interests while taking account of the usefulness of personal information, by setting basic principles, government policy, duties of the state and local governments, obligations of businesses and administrative organs, and by establishing the Personal Information Protection Commission.",
      topics: ["principles", "scope"],
    },
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines personal information, individual identification codes, special care-required personal information, pseudonymously and anonymously processed information, personally referable information and related terms.",
      topics: ["definitions", "sensitive-data"],
    },
    {
      article: "17",
      heading: "Specifying a Utilization Purpose",
      summary:
        "Requires a personal information handling business operator to specify the purpose of use of personal information as explicitly as possible and not to change it beyond what is reasonably related to the original purpose.",
      topics: ["principles", "transparency"],
      situations: ["a Japanese company never said what it would use my personal information for"],
    },
    {
      article: "18",
      heading: "Restriction due to a Utilization Purpose",
      summary:
        "Prohibits handling personal information beyond the scope necessary for the specified purpose of use without the individual's prior consent, subject to exceptions such as legal requirements, protection of life or property and public health.",
      topics: ["principles", "consent", "lawful-basis"],
      situations: ["a company used my information for a purpose it never mentioned"],
    },
    {
      article: "20",
      heading: "Proper Acquisition",
      summary:
        "Prohibits acquiring personal information by deceit or other wrongful means and requires prior consent to acquire special care-required personal information, subject to listed exceptions.",
      topics: ["principles", "consent", "sensitive-data"],
      situations: ["a company obtained my personal information by deception"],
    },
    {
      article: "21",
      heading: "Notification etc. of a Utilization Purpose when Acquiring",
      summary:
        "Requires a business operator acquiring personal information to promptly notify the individual of, or publicly announce, the purpose of use, and to state it expressly in advance when acquiring it directly in writing or electronically from the individual.",
      topics: ["transparency", "privacy-notice"],
      situations: ["do they have to tell me the purpose when collecting my personal information"],
    },
    {
      article: "22",
      heading: "Ensuring etc. the Accuracy of Data Contents",
      summary:
        "Requires business operators to endeavour to keep personal data accurate and up to date within the scope needed for the purpose of use and to delete it without delay once it is no longer needed.",
      topics: ["principles", "erasure"],
      situations: [
        "must a company in Japan delete my personal data when it no longer needs it",
        "a business in Japan holds outdated information about me, must it keep it accurate",
      ],
    },
    {
      article: "23",
      heading: "Security Control Action",
      summary:
        "Requires business operators to take necessary and appropriate measures to manage the security of personal data they handle, including preventing its leakage, loss or damage.",
      topics: ["security"],
      situations: ["the company didn't protect my personal data from leaks"],
    },
    {
      article: "24",
      heading: "Supervision over Employees",
      summary:
        "Requires business operators whose employees handle personal data to exercise necessary and appropriate supervision over them to ensure the security of that data.",
      topics: ["security", "employment", "internal-controls"],
      situations: [
        "must a company in Japan oversee staff who handle personal data",
        "an employee in Japan leaked personal data, was the company supervising its staff properly",
      ],
    },
    {
      article: "25",
      heading: "Supervision over a Trustee",
      summary:
        "Requires a business operator that entrusts all or part of the handling of personal data to another person to exercise necessary and appropriate supervision over that trustee to ensure the security of the entrusted data.",
      topics: ["processors", "security"],
      situations: [
        "we outsource processing of personal data to a contractor in Japan, must we oversee the contractor",
        "must a company in Japan supervise the firm it entrusted with personal data",
      ],
    },
    {
      article: "27",
      heading: "Restriction on Third Party Provision",
      summary:
        "Prohibits providing personal data to a third party without the individual's prior consent, subject to listed exceptions and a notified opt-out procedure, and treats entrustment, business succession and joint use as not being third-party provision.",
      topics: ["consent", "lawful-basis"],
      situations: ["a company gave my personal data to another company without my consent"],
    },
    {
      article: "28",
      heading: "Restriction on Provision to a Third Party in a Foreign Country",
      summary:
        "Requires the individual's prior consent, given after receiving information about the foreign country's system and the recipient's protection measures, before personal data is provided to a third party abroad, unless the country is designated as equivalent or the recipient maintains a system meeting the Commission's standards.",
      topics: ["cross-border-transfer", "consent"],
      situations: ["can my personal data be sent to a company in another country"],
    },
    {
      article: "29",
      heading: "Keeping etc. of a Record on a Third-Party Provision",
      summary:
        "Requires a business operator that provides personal data to a third party to prepare and keep a record of the date, recipient and other prescribed matters for the prescribed period.",
      topics: ["records"],
      situations: [
        "must a company in Japan keep a record when it gives my data to a third party",
        "how long must a company in Japan keep records of data given to third parties",
      ],
    },
    {
      article: "30",
      heading: "Confirmation etc. when Receiving a Third-Party Provision",
      summary:
        "Requires a business operator receiving personal data from a third party to confirm the provider's identity and how the provider acquired the data, and to record the confirmation.",
      topics: ["records"],
      situations: [
        "we received personal data from another company in Japan, what must we check",
        "must a company in Japan check how the provider obtained personal data it receives",
      ],
    },
    {
      article: "32",
      heading: "Public Disclosure etc. on Matters relating to Retained Personal Data",
      summary:
        "Requires business operators to make available to individuals their name and address, the purposes of use of retained personal data, the procedures for requests, the security measures taken and where to lodge complaints.",
      topics: ["transparency", "privacy-notice"],
      situations: [
        "what information must a company in Japan publish about the personal data it holds",
        "how can I find out how a company in Japan uses my personal data and how to complain",
      ],
    },
    {
      article: "33",
      heading: "Disclosure",
      summary:
        "Gives individuals the right to request disclosure of their retained personal data, including electronically, and of records of third-party provision, which the business operator must provide without delay unless a listed ground for refusal applies.",
      topics: ["access-right", "data-subject-rights"],
      situations: [
        "I want a company to disclose what personal data it holds about me",
        "a Japanese company refuses to show me the personal data it keeps about me",
      ],
    },
    {
      article: "34",
      heading: "Correction etc.",
      summary:
        "Gives individuals the right to request correction, addition or deletion of retained personal data that is untrue, which the business operator must investigate and act on within the scope needed for the purpose of use.",
      topics: ["data-subject-rights"],
      situations: ["the company holds wrong data about me and I want it corrected"],
    },
    {
      article: "35",
      heading: "Utilization Cease etc.",
      summary:
        "Gives individuals the right to request that use of their retained personal data cease or that it be deleted, or that third-party provision stop, where it is handled in breach of the Act, is no longer needed, a reportable leakage has occurred, or handling may harm their rights or legitimate interests.",
      topics: ["erasure", "objection", "data-subject-rights"],
      situations: [
        "I want a company to stop using my data or delete it",
        "how do I make a company in Japan delete my personal data",
      ],
    },
  ],
};
