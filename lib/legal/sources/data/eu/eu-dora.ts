import type { InstrumentInput } from "../../schema";

export const euDora: InstrumentInput = {
  source_id: "eu-dora",
  title:
    "Regulation (EU) 2022/2554 of the European Parliament and of the Council of 14 December 2022 on digital operational resilience for the financial sector and amending Regulations (EC) No 1060/2009, (EU) No 648/2012, (EU) No 600/2014, (EU) No 909/2014 and (EU) 2016/1011",
  short_names: ["DORA", "Digital Operational Resilience Act", "Regulation (EU) 2022/2554"],
  jurisdiction: "EU",
  kind: "regulation",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/reg/2022/2554/oj",
  date: "2022-12-14",
  provisions: [
    {
      article: "1",
      heading: "Subject matter",
      summary:
        "Lays down uniform requirements for the security of network and information systems supporting financial entities, covering ICT risk management, incident reporting, resilience testing, information sharing and ICT third-party risk, including oversight of critical ICT providers.",
      topics: ["cybersecurity", "scope"],
    },
    {
      article: "2",
      heading: "Scope",
      summary:
        "Applies to a list of financial entities, including credit, payment and e-money institutions, investment firms, crypto-asset service providers, trading venues, insurers and reinsurers, and to ICT third-party service providers, with some exclusions.",
      topics: ["cybersecurity", "scope"],
    },
    {
      article: "3",
      heading: "Definitions",
      summary:
        "Defines terms such as digital operational resilience, ICT risk, ICT-related incident, major ICT-related incident, cyber threat, ICT third-party service provider, critical or important function, and threat-led penetration testing.",
      topics: ["cybersecurity", "definitions"],
    },
    {
      article: "4",
      heading: "Proportionality principle",
      summary:
        "Requires financial entities to implement the rules in proportion to their size, overall risk profile and the nature, scale and complexity of their services, activities and operations.",
      topics: ["cybersecurity", "principles"],
    },
    {
      article: "5",
      heading: "Governance and organisation",
      summary:
        "Requires an internal governance and control framework for ICT risk, makes the management body ultimately responsible for ICT risk management, and requires its members to keep sufficient knowledge and skills.",
      topics: ["cybersecurity", "corporate-governance", "internal-controls"],
    },
    {
      article: "6",
      heading: "ICT risk management framework",
      summary:
        "Requires a sound, comprehensive and well-documented ICT risk management framework, including strategies, policies, procedures and tools, a digital operational resilience strategy, regular review and independent internal audit.",
      topics: ["cybersecurity", "internal-controls", "audit"],
    },
    {
      article: "7",
      heading: "ICT systems, protocols and tools",
      summary:
        "Requires financial entities to use and maintain ICT systems, protocols and tools that are appropriate, reliable, of sufficient capacity and technologically resilient.",
      topics: ["cybersecurity", "security"],
    },
    {
      article: "8",
      heading: "Identification",
      summary:
        "Requires financial entities to identify, classify and document ICT-supported business functions, information and ICT assets and their dependencies, and to assess ICT risks including those from legacy systems and third-party providers.",
      topics: ["cybersecurity", "records"],
    },
    {
      article: "9",
      heading: "Protection and prevention",
      summary:
        "Requires continuous monitoring and control of ICT systems and security tools and policies ensuring availability, authenticity, integrity and confidentiality, including access controls, strong authentication, patch and change management.",
      topics: ["cybersecurity", "security"],
    },
    {
      article: "10",
      heading: "Detection",
      summary:
        "Requires mechanisms to promptly detect anomalous activities, including ICT network performance issues and ICT-related incidents, and to identify potential material single points of failure.",
      topics: ["cybersecurity", "security"],
    },
    {
      article: "11",
      heading: "Response and recovery",
      summary:
        "Requires an ICT business continuity policy and response and recovery plans, tested regularly, to ensure continuity of critical or important functions and to respond quickly to ICT-related incidents.",
      topics: ["cybersecurity", "security"],
    },
    {
      article: "12",
      heading: "Backup policies and procedures, restoration and recovery procedures and methods",
      summary:
        "Requires backup policies, restoration and recovery procedures that are tested periodically, with backup systems segregated from the source systems and redundant ICT capacities where appropriate.",
      topics: ["cybersecurity", "security"],
    },
    {
      article: "13",
      heading: "Learning and evolving",
      summary:
        "Requires financial entities to gather information on vulnerabilities and threats, carry out post-incident reviews, and run ICT security awareness programmes and digital operational resilience training for staff and management.",
      topics: ["cybersecurity"],
    },
    {
      article: "14",
      heading: "Communication",
      summary:
        "Requires crisis communication plans for responsible disclosure of major ICT-related incidents or vulnerabilities to clients, counterparts and the public, and a designated person for communication.",
      topics: ["cybersecurity", "incident-reporting", "transparency"],
    },
    {
      article: "16",
      heading: "Simplified ICT risk management framework",
      summary:
        "Subjects certain smaller or exempt entities, such as small and non-interconnected investment firms, to a simplified ICT risk management framework instead of Articles 5 to 15.",
      topics: ["cybersecurity", "scope"],
    },
    {
      article: "17",
      heading: "ICT-related incident management process",
      summary:
        "Requires a process to detect, manage and notify ICT-related incidents, including early warning indicators, recording of incidents and significant cyber threats, classification, roles and communication plans.",
      topics: ["cybersecurity", "incident-reporting"],
    },
    {
      article: "18",
      heading: "Classification of ICT-related incidents and cyber threats",
      summary:
        "Requires classification of ICT-related incidents and their impact using criteria such as clients affected, duration, geographical spread, data losses, criticality of services and economic impact, with details set by technical standards.",
      topics: ["cybersecurity", "incident-reporting"],
    },
    {
      article: "19",
      heading:
        "Reporting of major ICT-related incidents and voluntary notification of significant cyber threats",
      summary:
        "Requires financial entities to report major ICT-related incidents to their competent authority through initial, intermediate and final reports, to inform affected clients where their financial interests are affected, and allows voluntary notification of significant cyber threats.",
      topics: ["cybersecurity", "incident-reporting", "breach-notification"],
    },
    {
      article: "24",
      heading: "General requirements for the performance of digital operational resilience testing",
      summary:
        "Requires a sound and comprehensive digital operational resilience testing programme, carried out by independent parties, with all ICT systems supporting critical or important functions tested at least yearly.",
      topics: ["cybersecurity", "audit"],
    },
    {
      article: "25",
      heading: "Testing of ICT tools and systems",
      summary:
        "Lists appropriate tests such as vulnerability assessments, open source analyses, network security assessments, gap analyses, scenario-based, compatibility, performance and end-to-end testing, and penetration testing.",
      topics: ["cybersecurity", "audit"],
    },
    {
      article: "26",
      heading: "Advanced testing of ICT tools, systems and processes based on TLPT",
      summary:
        "Requires financial entities identified by competent authorities to carry out threat-led penetration testing at least every three years, covering critical or important functions on live production systems.",
      topics: ["cybersecurity", "audit"],
    },
    {
      article: "28",
      heading: "General principles",
      summary:
        "Requires financial entities to manage ICT third-party risk as part of their ICT risk framework, remaining fully responsible for compliance, with a third-party risk strategy, a register of information on all contractual arrangements, and pre-contract assessment and exit strategies.",
      topics: ["cybersecurity", "processors", "contract"],
    },
    {
      article: "29",
      heading: "Preliminary assessment of ICT concentration risk at entity level",
      summary:
        "Requires financial entities, before contracting for critical or important functions, to assess whether the arrangement would create ICT concentration risk, including for subcontracting and third-country providers.",
      topics: ["cybersecurity", "processors"],
    },
    {
      article: "30",
      heading: "Key contractual provisions",
      summary:
        "Requires ICT service contracts to be in writing and contain key terms, including service descriptions, data location, availability and integrity, access and return of data, cooperation with authorities and termination rights, with extra terms for critical or important functions.",
      topics: ["cybersecurity", "contract", "processors"],
    },
    {
      article: "31",
      heading: "Designation of critical ICT third-party service providers",
      summary:
        "Provides for the European Supervisory Authorities to designate ICT third-party service providers that are critical for financial entities, using criteria such as systemic impact and substitutability, and to appoint a Lead Overseer for each.",
      topics: ["cybersecurity", "enforcement"],
    },
    {
      article: "45",
      heading: "Information-sharing arrangements on cyber threat information and intelligence",
      summary:
        "Allows financial entities to exchange cyber threat information and intelligence among themselves within trusted communities to enhance resilience, subject to safeguards and notification to competent authorities.",
      topics: ["cybersecurity"],
    },
    {
      article: "50",
      heading: "Administrative penalties and remedial measures",
      summary:
        "Requires Member States to give competent authorities supervisory, investigatory and sanctioning powers and to lay down administrative penalties and remedial measures for breaches of the Regulation.",
      topics: ["cybersecurity", "penalties", "enforcement"],
    },
    {
      article: "64",
      heading: "Entry into force and application",
      summary:
        "Provides that the Regulation entered into force on the twentieth day after publication and applies from 17 January 2025.",
      topics: ["cybersecurity", "scope"],
    },
  ],
};
