import type { InstrumentInput } from "../../schema";

/** Gramm-Leach-Bliley Act, Title V (Privacy), as codified in 15 U.S.C. chapter 94. */
export const usGlba: InstrumentInput = {
  source_id: "us-glba",
  title: "Gramm-Leach-Bliley Act, Title V — Privacy (Pub. L. 106-102)",
  short_names: ["GLBA", "Gramm-Leach-Bliley Act", "GLB Act", "Financial Services Modernization Act of 1999"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "15 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title15/chapter94&edition=prelim",
  date: "1999-11-12",
  provisions: [
    {
      article: "6801",
      heading: "Protection of nonpublic personal information",
      summary:
        "Declares that every financial institution has an affirmative and continuing obligation to respect customers' privacy and protect the security and confidentiality of their nonpublic personal information, and directs the agencies to set administrative, technical and physical safeguard standards.",
      topics: ["financial-privacy", "security", "principles"],
    },
    {
      article: "6802",
      heading: "Obligations with respect to disclosures of personal information",
      summary:
        "Bars a financial institution from disclosing nonpublic personal information to nonaffiliated third parties unless it has given the consumer notice and an opportunity to opt out, subject to listed exceptions, limits reuse by recipients, and prohibits sharing account numbers for marketing.",
      topics: ["financial-privacy", "objection", "transparency"],
    },
    {
      article: "6803",
      heading: "Disclosure of institution privacy policy",
      summary:
        "Requires financial institutions to give customers a clear privacy notice at the start of the relationship and annually thereafter, describing their information-sharing and security policies, with an exception from the annual notice where sharing practices meet stated conditions and have not changed.",
      topics: ["financial-privacy", "privacy-notice", "transparency"],
    },
    {
      article: "6804",
      heading: "Rulemaking",
      summary:
        "Authorises the federal financial regulators and other designated agencies to prescribe regulations to carry out the privacy provisions, and to coordinate so that the rules are consistent and comparable.",
      topics: ["financial-privacy", "enforcement"],
    },
    {
      article: "6805",
      heading: "Enforcement",
      summary:
        "Assigns enforcement of the privacy subtitle and its rules to the functional regulators for the institutions they supervise, to state insurance authorities for insurers, to the Consumer Financial Protection Bureau for certain entities, and to the Federal Trade Commission for other financial institutions.",
      topics: ["financial-privacy", "enforcement"],
    },
    {
      article: "6807",
      heading: "Relation to State laws",
      summary:
        "Preserves State laws that give consumers greater protection than the federal privacy subtitle, preempting only State laws that are inconsistent with it and less protective.",
      topics: ["financial-privacy", "scope"],
    },
    {
      article: "6809",
      heading: "Definitions",
      summary:
        "Defines key terms for the privacy subtitle, including financial institution, nonpublic personal information, consumer, customer relationship and nonaffiliated third party.",
      topics: ["definitions", "financial-privacy"],
    },
    {
      article: "6821",
      heading: "Privacy protection for customer information of financial institutions",
      summary:
        "Prohibits obtaining or attempting to obtain customer information of a financial institution by false pretences, such as false statements to the institution or its customer, or forged or stolen documents (pretexting), and asking others to do so.",
      topics: ["financial-privacy", "offences"],
    },
    {
      article: "6823",
      heading: "Criminal penalty",
      summary:
        "Makes knowing and intentional violations of the pretexting prohibition punishable by fine and imprisonment, with enhanced penalties for aggravated cases.",
      topics: ["financial-privacy", "criminal", "penalties"],
    },
  ],
};
