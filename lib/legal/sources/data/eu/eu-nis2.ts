import type { InstrumentInput } from "../../schema";

export const euNis2: InstrumentInput = {
  source_id: "eu-nis2",
  title:
    "Directive (EU) 2022/2555 of the European Parliament and of the Council of 14 December 2022 on measures for a high common level of cybersecurity across the Union, amending Regulation (EU) No 910/2014 and Directive (EU) 2018/1972, and repealing Directive (EU) 2016/1148 (NIS 2 Directive)",
  short_names: ["NIS2", "NIS 2", "NIS 2 Directive", "NIS2 Directive", "Directive (EU) 2022/2555"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2022/2555/oj",
  date: "2022-12-14",
  provisions: [
    {
      article: "1",
      heading: "Subject matter",
      summary:
        "Sets out measures to achieve a high common level of cybersecurity in the Union, including national strategies, risk-management and reporting obligations for entities, cooperation and information sharing, and supervision and enforcement.",
      topics: ["cybersecurity", "scope"],
    },
    {
      article: "2",
      heading: "Scope",
      summary:
        "Applies to public or private entities of the types in Annexes I and II that qualify as medium-sized enterprises or exceed that size and operate in the Union, and regardless of size to certain entities such as DNS providers, TLD registries, trust service providers and sole national providers of essential services.",
      topics: ["cybersecurity", "scope"],
    },
    {
      article: "3",
      heading: "Essential and important entities",
      summary:
        "Sorts in-scope entities into essential and important entities, mainly by sector and size, and requires Member States to establish a list of essential and important entities and of entities providing domain name registration services.",
      topics: ["cybersecurity", "scope"],
    },
    {
      article: "4",
      heading: "Sector-specific Union legal acts",
      summary:
        "Disapplies the Directive's risk-management, reporting and supervision provisions where a sector-specific Union act imposes at least equivalent requirements, such as DORA for the financial sector.",
      topics: ["cybersecurity", "scope"],
    },
    {
      article: "5",
      heading: "Minimum harmonisation",
      summary:
        "Allows Member States to adopt or maintain provisions ensuring a higher level of cybersecurity, consistent with their Union law obligations.",
      topics: ["cybersecurity", "scope"],
    },
    {
      article: "6",
      heading: "Definitions",
      summary:
        "Defines the Directive's terms, including network and information system, security of network and information systems, cybersecurity, incident, near miss, significant cyber threat, vulnerability, risk, ICT product and service, and the various digital infrastructure providers.",
      topics: ["cybersecurity", "definitions"],
    },
    {
      article: "7",
      heading: "National cybersecurity strategy",
      summary:
        "Requires each Member State to adopt a national cybersecurity strategy with objectives, governance, policies on supply chain security, vulnerability management and other areas, and to assess it at least every five years.",
      topics: ["cybersecurity"],
    },
    {
      article: "8",
      heading: "Competent authorities and single points of contact",
      summary:
        "Requires Member States to designate competent authorities responsible for cybersecurity supervision and a single point of contact for cross-border cooperation.",
      topics: ["cybersecurity", "enforcement"],
    },
    {
      article: "10",
      heading: "Computer security incident response teams (CSIRTs)",
      summary:
        "Requires each Member State to designate or establish one or more CSIRTs covering the in-scope sectors, with adequate resources and secure communication infrastructure.",
      topics: ["cybersecurity", "incident-reporting"],
    },
    {
      article: "12",
      heading: "Coordinated vulnerability disclosure and a European vulnerability database",
      summary:
        "Requires each Member State to designate a CSIRT as coordinator for coordinated vulnerability disclosure and tasks ENISA with developing and maintaining a European vulnerability database.",
      topics: ["cybersecurity"],
    },
    {
      article: "20",
      heading: "Governance",
      summary:
        "Requires management bodies of essential and important entities to approve and oversee cybersecurity risk-management measures, makes them liable for infringements, and requires management members to follow cybersecurity training.",
      topics: ["cybersecurity", "corporate-governance", "directors-duties"],
    },
    {
      article: "21",
      heading: "Cybersecurity risk-management measures",
      summary:
        "Requires entities to take appropriate and proportionate technical, operational and organisational measures under an all-hazards approach, including risk analysis, incident handling, business continuity, supply chain security, vulnerability handling, cryptography, access control and multi-factor authentication.",
      topics: ["cybersecurity", "security", "internal-controls"],
    },
    {
      article: "22",
      heading: "Union level coordinated security risk assessments of critical supply chains",
      summary:
        "Allows the Cooperation Group, with the Commission and ENISA, to carry out coordinated security risk assessments of specific critical ICT services, systems or product supply chains.",
      topics: ["cybersecurity"],
    },
    {
      article: "23",
      heading: "Reporting obligations",
      summary:
        "Requires entities to notify significant incidents to the CSIRT or competent authority in stages: an early warning within 24 hours, an incident notification within 72 hours, and a final report within one month, and where appropriate to inform service recipients.",
      topics: ["cybersecurity", "incident-reporting", "breach-notification"],
    },
    {
      article: "24",
      heading: "Use of European cybersecurity certification schemes",
      summary:
        "Allows Member States to require entities to use certified ICT products, services and processes under European cybersecurity certification schemes, and lets the Commission require certification for certain entity types.",
      topics: ["cybersecurity"],
    },
    {
      article: "26",
      heading: "Jurisdiction and territoriality",
      summary:
        "Places entities under the jurisdiction of the Member State where they are established, with special rules for telecom providers and for digital infrastructure and digital service providers based on their main establishment in the Union.",
      topics: ["cybersecurity", "scope"],
    },
    {
      article: "27",
      heading: "Registry of entities",
      summary:
        "Requires ENISA to keep a registry of DNS service providers, TLD name registries, cloud, data centre, content delivery, managed and managed security service providers and certain online platforms, which must submit information to their competent authority.",
      topics: ["cybersecurity", "records"],
    },
    {
      article: "28",
      heading: "Database of domain name registration data",
      summary:
        "Requires TLD name registries and domain registration service providers to collect and maintain accurate and complete domain registration data and to provide access to legitimate access seekers.",
      topics: ["cybersecurity", "records"],
    },
    {
      article: "29",
      heading: "Cybersecurity information-sharing arrangements",
      summary:
        "Allows entities to exchange cybersecurity information such as threats, vulnerabilities and indicators of compromise among themselves within trusted communities, and requires Member States to facilitate such arrangements.",
      topics: ["cybersecurity"],
    },
    {
      article: "30",
      heading: "Voluntary notification of relevant information",
      summary:
        "Allows entities, including those outside the Directive's scope, to notify significant incidents, cyber threats and near misses on a voluntary basis without incurring additional obligations.",
      topics: ["cybersecurity", "incident-reporting"],
    },
    {
      article: "31",
      heading: "General aspects concerning supervision and enforcement",
      summary:
        "Requires competent authorities to supervise and enforce compliance effectively, allowing a risk-based approach and requiring cooperation with data protection authorities.",
      topics: ["cybersecurity", "enforcement"],
    },
    {
      article: "32",
      heading: "Supervisory and enforcement measures in relation to essential entities",
      summary:
        "Gives authorities ex ante and ex post supervisory powers over essential entities, including inspections, audits, security scans and information requests, and enforcement powers such as warnings, binding instructions, fines and temporary bans on managers.",
      topics: ["cybersecurity", "enforcement", "penalties"],
    },
    {
      article: "33",
      heading: "Supervisory and enforcement measures in relation to important entities",
      summary:
        "Provides for ex post supervision of important entities when there is evidence of non-compliance, with inspections, audits, information requests and enforcement measures.",
      topics: ["cybersecurity", "enforcement"],
    },
    {
      article: "34",
      heading: "General conditions for imposing administrative fines on essential and important entities",
      summary:
        "Requires administrative fines for infringing Articles 21 or 23 of at least up to EUR 10 million or 2% of worldwide turnover for essential entities, and at least up to EUR 7 million or 1.4% for important entities, whichever is higher.",
      topics: ["cybersecurity", "penalties"],
    },
    {
      article: "35",
      heading: "Infringements entailing a personal data breach",
      summary:
        "Requires competent authorities to inform the GDPR supervisory authorities where an infringement may entail a personal data breach, and bars a NIS2 fine for the same conduct already fined under the GDPR.",
      topics: ["cybersecurity", "breach-notification", "penalties"],
    },
    {
      article: "36",
      heading: "Penalties",
      summary:
        "Requires Member States to lay down effective, proportionate and dissuasive penalties for infringements of national measures adopted under the Directive and notify them to the Commission.",
      topics: ["cybersecurity", "penalties"],
    },
    {
      article: "41",
      heading: "Transposition",
      summary:
        "Required Member States to adopt and publish transposing measures by 17 October 2024 and to apply them from 18 October 2024.",
      topics: ["cybersecurity", "scope"],
    },
  ],
};
