import type { InstrumentInput } from "../../schema";

/** Colorado Privacy Act, C.R.S. Title 6, Article 1, Part 13 (§ 6-1-1301 et seq.), enacted by SB 21-190. */
export const usCoCpa: InstrumentInput = {
  source_id: "us-co-cpa",
  title: "Colorado Privacy Act (C.R.S. 6-1-1301 et seq.)",
  short_names: ["CPA", "Colorado Privacy Act", "ColoPA", "SB 21-190"],
  jurisdiction: "US-CO",
  kind: "statute",
  provision_label: "section",
  codified_at: "C.R.S.",
  official_url: "https://leg.colorado.gov/bills/sb21-190",
  date: "2021-07-07",
  provisions: [
    {
      article: "6-1-1301",
      heading: "Short title",
      summary: "Provides that Part 13 of Article 1 of Title 6 may be cited as the Colorado Privacy Act.",
      topics: ["scope"],
    },
    {
      article: "6-1-1302",
      heading: "Legislative declaration",
      summary:
        "Records the General Assembly's findings that privacy is a fundamental right, that technology has increased privacy risks, and that the Act gives consumers control over their personal data and requires companies to be responsible custodians of it.",
      topics: ["principles"],
    },
    {
      article: "6-1-1303",
      heading: "Definitions",
      summary:
        "Defines the Act's terms, including consumer (a Colorado resident acting in an individual or household context), controller, processor, personal data, sensitive data, sale, targeted advertising, profiling, consent and dark pattern.",
      topics: ["definitions", "sensitive-data"],
    },
    {
      article: "6-1-1304",
      heading: "Applicability of part",
      summary:
        "Applies the Act to controllers that do business in Colorado or target its residents and that process personal data of 100,000 or more consumers a year, or derive revenue or discounts from selling personal data while processing data of 25,000 or more consumers, and lists exempt entities and data.",
      topics: ["scope"],
    },
    {
      article: "6-1-1305",
      heading: "Responsibility according to role",
      summary:
        "Requires processors to follow controller instructions and assist with compliance, including security and breach notification, and requires a binding contract between controller and processor covering processing instructions, confidentiality, subcontracting, deletion and audits.",
      topics: ["processors", "contract", "security"],
    },
    {
      article: "6-1-1306",
      heading: "Consumer personal data rights - repeal",
      summary:
        "Gives consumers the rights to opt out of targeted advertising, sale and profiling with significant effects, and to access, correct, delete and port their data; from 1 July 2024 a controller that sells personal data or processes it for targeted advertising must honour opt-outs sent by a universal opt-out mechanism meeting the Attorney General's rules. Controllers must answer requests within 45 days (extendable once by 45 days) and provide an internal appeal.",
      topics: ["data-subject-rights", "objection", "access-right", "erasure", "portability"],
      situations: [
        "does a Colorado website have to honour Global Privacy Control",
        "how long does a company have to answer my Colorado privacy request",
        "can I ask a company in Colorado for a copy of my data or to delete it",
        "opt out of targeted ads and sale of my data in Colorado",
      ],
    },
    {
      article: "6-1-1307",
      heading: "Processing de-identified data",
      summary:
        "Sets conditions for de-identified data, requiring controllers to take reasonable measures against re-identification, publicly commit not to re-identify it and contractually bind recipients, and limits consumer-rights obligations for pseudonymous data.",
      topics: ["principles", "scope"],
    },
    {
      article: "6-1-1308",
      heading: "Duties of controllers",
      summary:
        "Imposes duties of transparency (a clear privacy notice), purpose specification, data minimisation, avoiding secondary use without consent, care (reasonable security), avoiding unlawful discrimination, and obtaining consent before processing sensitive data, including known children's data.",
      topics: ["principles", "privacy-notice", "security", "consent", "sensitive-data", "children"],
      situations: [
        "does a Colorado business need consent before processing my sensitive data",
        "a Colorado company keeps my data secure, what duties does it have",
      ],
    },
    {
      article: "6-1-1309",
      heading: "Data protection assessments - attorney general access and evaluation - definition",
      summary:
        "Requires controllers to conduct and document data protection assessments before processing that presents a heightened risk of harm, such as targeted advertising, risky profiling, sale of personal data and processing of sensitive data, and to make them available to the Attorney General on request.",
      topics: ["impact-assessment", "sensitive-data", "automated-decisions"],
    },
    {
      article: "6-1-1310",
      heading: "Liability",
      summary:
        "Confirms that the Act creates no private right of action and allocates liability among controllers and processors involved in the same violating processing according to comparative fault.",
      topics: ["liability", "enforcement"],
    },
    {
      article: "6-1-1312",
      heading: "Preemption - local governments",
      summary:
        "Declares that the Act addresses matters of statewide concern and preempts local government regulation of the processing of personal data by controllers or processors.",
      topics: ["scope"],
    },
    {
      article: "6-1-1313",
      heading: "Rules - opt-out mechanism",
      summary:
        "Authorises the Attorney General to adopt rules implementing the Act, including technical specifications for universal opt-out mechanisms that let consumers opt out of sale and targeted advertising.",
      topics: ["objection", "enforcement"],
    },
  ],
};
