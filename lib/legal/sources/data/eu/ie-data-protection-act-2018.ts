import type { InstrumentInput } from "../../schema";

export const ieDataProtectionAct2018: InstrumentInput = {
  source_id: "ie-data-protection-act-2018",
  title: "Data Protection Act 2018 (Number 7 of 2018)",
  short_names: ["Data Protection Act 2018", "DPA 2018 (Ireland)", "Irish Data Protection Act 2018"],
  jurisdiction: "IE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.irishstatutebook.ie/eli/2018/act/7/enacted/en/html",
  date: "2018-05-24",
  provisions: [
    {
      article: "2",
      heading: "Interpretation",
      summary:
        "Defines terms used in the Act, including references to the Data Protection Regulation (the GDPR), the Directive (the Law Enforcement Directive), the Commission and personal data.",
      topics: ["definitions"],
    },
    {
      article: "10",
      heading: "Establishment of Data Protection Commission",
      summary:
        "Establishes the Data Protection Commission (An Coimisiún um Chosaint Sonraí) on the establishment day to perform the functions conferred on it by the Act.",
      topics: ["enforcement"],
    },
    {
      article: "11",
      heading: "Supervisory authority for Data Protection Regulation and Directive",
      summary:
        "Designates the Data Protection Commission as Ireland's supervisory authority for the purposes of the GDPR and the Law Enforcement Directive.",
      topics: ["enforcement"],
    },
    {
      article: "12",
      heading: "Functions of Commission",
      summary:
        "Sets out the Commission's functions, including monitoring and enforcing the application of the GDPR and the Act, promoting awareness, and handling complaints and inquiries.",
      topics: ["enforcement"],
      situations: ["how do I complain to the Irish data protection regulator"],
    },
    {
      article: "29",
      heading: "Child for purposes of application of Data Protection Regulation",
      summary:
        "Provides that, for the purposes of applying the GDPR, a reference to a child is a reference to a person under 18 years of age.",
      topics: ["children", "definitions"],
      situations: ["up to what age is someone treated as a child under data protection law in Ireland"],
    },
    {
      article: "31",
      heading: "Consent of child in relation to information society services",
      summary:
        "Sets the age for a child's own consent to information society services under Article 8 of the GDPR at 16 years, so younger children need parental consent, and provides for a review of that age.",
      topics: ["children", "consent"],
      situations: ["from what age can a child sign up to apps or social media without a parent's consent in Ireland"],
    },
    {
      article: "32",
      heading: "Codes of conduct: children",
      summary:
        "Requires the Data Protection Commission to encourage codes of conduct on the protection of children, including how parental consent is to be obtained for the purposes of Article 8 of the GDPR.",
      topics: ["children"],
      situations: ["how should online services protect children's data and get a parent's agreement"],
    },
    {
      article: "34",
      heading: "Designation of data protection officer",
      summary:
        "Allows the Minister, by regulations, to require data protection officers to be designated in cases beyond those required by Article 37 of the GDPR.",
      topics: ["dpo"],
    },
    {
      article: "36",
      heading: "Suitable and specific measures for processing",
      summary:
        "Lists the suitable and specific measures, such as consent requirements, access limits, time limits for erasure, training, logging, pseudonymisation and encryption, that may be required to safeguard data subjects when sensitive data is processed under the Act.",
      topics: ["sensitive-data", "security"],
    },
    {
      article: "37",
      heading: "Limitation on transfers of personal data outside the European Union",
      summary:
        "Allows the Minister, for important reasons of public policy, to restrict by regulations transfers of categories of personal data to third countries or international organisations where there is no adequacy decision.",
      topics: ["cross-border-transfer"],
    },
  ],
};
