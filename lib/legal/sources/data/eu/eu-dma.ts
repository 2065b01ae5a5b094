import type { InstrumentInput } from "../../schema";

export const euDma: InstrumentInput = {
  source_id: "eu-dma",
  title:
    "Regulation (EU) 2022/1925 of the European Parliament and of the Council of 14 September 2022 on contestable and fair markets in the digital sector and amending Directives (EU) 2019/1937 and (EU) 2020/1828 (Digital Markets Act)",
  short_names: ["DMA", "Digital Markets Act", "Regulation (EU) 2022/1925"],
  jurisdiction: "EU",
  kind: "regulation",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/reg/2022/1925/oj",
  date: "2022-09-14",
  provisions: [
    {
      article: "1",
      heading: "Subject matter and scope",
      summary:
        "Sets harmonised rules to ensure contestable and fair markets in the digital sector where gatekeepers are present, applying to core platform services provided by gatekeepers to business users or end users in the Union, wherever the gatekeeper is established.",
      topics: ["gatekeepers", "competition", "scope"],
    },
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines terms such as gatekeeper, core platform service (including online intermediation, search, social networking, video-sharing, messaging, operating systems, browsers, virtual assistants, cloud and advertising services), end user and business user.",
      topics: ["gatekeepers", "definitions"],
    },
    {
      article: "3",
      heading: "Designation of gatekeepers",
      summary:
        "Sets the qualitative criteria for gatekeeper status and presumes them met above quantitative thresholds on EU turnover or market capitalisation, monthly active end users and yearly business users; undertakings must notify the Commission within two months of meeting the thresholds.",
      topics: ["gatekeepers", "competition"],
    },
    {
      article: "4",
      heading: "Review of the status of gatekeeper",
      summary:
        "Allows the Commission to reconsider, amend or repeal a designation decision if the facts change or the decision was based on incorrect information, and requires regular review at least every three years.",
      topics: ["gatekeepers"],
    },
    {
      article: "5",
      heading: "Obligations for gatekeepers",
      summary:
        "Lists directly applicable obligations, such as not combining or cross-using personal data across services without consent, allowing business users to offer different prices elsewhere and to steer end users, not requiring use of the gatekeeper's identification or payment services, and providing advertisers and publishers with price information.",
      topics: ["gatekeepers", "competition", "consent"],
    },
    {
      article: "6",
      heading: "Obligations for gatekeepers susceptible of being further specified under Article 8",
      summary:
        "Lists further obligations, including not using business users' non-public data to compete, allowing uninstallation and default changes, allowing third-party app stores and sideloading, no self-preferencing in ranking, effective data portability, business user data access, fair search data access and fair access to app stores.",
      topics: ["gatekeepers", "competition", "portability"],
    },
    {
      article: "7",
      heading:
        "Obligation for gatekeepers on interoperability of number-independent interpersonal communications services",
      summary:
        "Requires gatekeepers providing designated messaging services to make basic functionalities interoperable with other providers on request, free of charge, while preserving security including end-to-end encryption.",
      topics: ["gatekeepers", "competition"],
    },
    {
      article: "8",
      heading: "Compliance with obligations for gatekeepers",
      summary:
        "Requires gatekeepers to ensure and demonstrate compliance with Articles 5 to 7 through effective measures, and allows the Commission to specify the measures a gatekeeper must implement.",
      topics: ["gatekeepers", "enforcement"],
    },
    {
      article: "9",
      heading: "Suspension",
      summary:
        "Allows the Commission, on a gatekeeper's reasoned request, to suspend a specific obligation for a core platform service where compliance would endanger the economic viability of its Union operations due to exceptional circumstances.",
      topics: ["gatekeepers"],
    },
    {
      article: "10",
      heading: "Exemption for grounds of public health and public security",
      summary:
        "Allows the Commission to exempt a gatekeeper from a specific obligation in whole or part on grounds of public health or public security.",
      topics: ["gatekeepers"],
    },
    {
      article: "11",
      heading: "Reporting",
      summary:
        "Requires gatekeepers to provide the Commission, within six months of designation and at least annually, a detailed compliance report and to publish a non-confidential summary.",
      topics: ["gatekeepers", "transparency"],
    },
    {
      article: "12",
      heading: "Updating obligations for gatekeepers",
      summary:
        "Empowers the Commission to supplement the obligations in Articles 5 and 6 by delegated act following a market investigation.",
      topics: ["gatekeepers"],
    },
    {
      article: "13",
      heading: "Anti-circumvention",
      summary:
        "Prohibits gatekeepers from circumventing their obligations through contractual, commercial, technical or other means, including segmenting services or degrading conditions or quality, and from making consent choices unduly difficult.",
      topics: ["gatekeepers", "competition", "consent"],
    },
    {
      article: "14",
      heading: "Obligation to inform about concentrations",
      summary:
        "Requires gatekeepers to inform the Commission of any intended concentration involving another provider of core platform or digital services or data-collection services, whether or not it is notifiable under merger control.",
      topics: ["gatekeepers", "competition"],
    },
    {
      article: "15",
      heading: "Obligation of an audit",
      summary:
        "Requires gatekeepers to submit within six months of designation an independently audited description of the techniques used for consumer profiling, update it at least annually, and publish an overview.",
      topics: ["gatekeepers", "audit", "transparency"],
    },
    {
      article: "16",
      heading: "Opening of a market investigation",
      summary:
        "Provides for the Commission to open market investigations by decision for designating gatekeepers, assessing systematic non-compliance or examining new services and practices.",
      topics: ["gatekeepers", "enforcement"],
    },
    {
      article: "17",
      heading: "Market investigation for designating gatekeepers",
      summary:
        "Allows the Commission to investigate whether an undertaking should be designated as a gatekeeper even where it does not meet the quantitative thresholds, normally within 12 months.",
      topics: ["gatekeepers", "enforcement"],
    },
    {
      article: "18",
      heading: "Market investigation into systematic non-compliance",
      summary:
        "Allows the Commission, after a market investigation finding systematic non-compliance, to impose behavioural or structural remedies, with at least three non-compliance decisions in eight years indicating systematic non-compliance.",
      topics: ["gatekeepers", "enforcement", "remedies"],
    },
    {
      article: "28",
      heading: "Compliance function",
      summary:
        "Requires gatekeepers to introduce a compliance function independent of operational functions, with a head of compliance and adequate authority, resources and access to the management body.",
      topics: ["gatekeepers", "corporate-governance", "internal-controls"],
    },
    {
      article: "29",
      heading: "Non-compliance",
      summary:
        "Provides for the Commission to adopt a non-compliance decision where a gatekeeper fails to comply with its obligations or with specified measures, commitments or remedies, ordering it to cease and desist.",
      topics: ["gatekeepers", "enforcement"],
    },
    {
      article: "30",
      heading: "Fines",
      summary:
        "Empowers the Commission to fine gatekeepers up to 10% of total worldwide turnover for non-compliance, up to 20% for repeated similar infringements, and up to 1% for procedural breaches such as incorrect information.",
      topics: ["gatekeepers", "penalties"],
    },
    {
      article: "31",
      heading: "Periodic penalty payments",
      summary:
        "Empowers the Commission to impose periodic penalty payments of up to 5% of average daily worldwide turnover to compel compliance with decisions and obligations.",
      topics: ["gatekeepers", "penalties"],
    },
    {
      article: "54",
      heading: "Entry into force and application",
      summary:
        "Provides that the Regulation entered into force on the twentieth day after publication and applies from 2 May 2023, with certain provisions applying from earlier or later dates.",
      topics: ["gatekeepers", "scope"],
    },
  ],
};
