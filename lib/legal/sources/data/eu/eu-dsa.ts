import type { InstrumentInput } from "../../schema";

export const euDsa: InstrumentInput = {
  source_id: "eu-dsa",
  title:
    "Regulation (EU) 2022/2065 of the European Parliament and of the Council of 19 October 2022 on a Single Market For Digital Services and amending Directive 2000/31/EC (Digital Services Act)",
  short_names: ["DSA", "Digital Services Act", "Regulation (EU) 2022/2065"],
  jurisdiction: "EU",
  kind: "regulation",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/reg/2022/2065/oj",
  date: "2022-10-19",
  provisions: [
    {
      article: "1",
      heading: "Subject matter",
      summary:
        "Sets harmonised rules for intermediary services to create a safe, predictable and trusted online environment, covering conditional liability exemptions, due diligence obligations and implementation and enforcement.",
      topics: ["online-platforms", "scope"],
    },
    {
      article: "2",
      heading: "Scope",
      summary:
        "Applies to intermediary services offered to recipients established or located in the Union, wherever the provider is established, and leaves other Union law such as consumer and data protection rules unaffected.",
      topics: ["online-platforms", "scope"],
    },
    {
      article: "3",
      heading: "Definitions",
      summary:
        "Defines key terms including intermediary service (mere conduit, caching, hosting), online platform, online search engine, illegal content, recommender system, content moderation, terms and conditions and trader.",
      topics: ["online-platforms", "definitions"],
    },
    {
      article: "4",
      heading: "‘Mere conduit’",
      summary:
        "Exempts providers that merely transmit or provide access to information from liability for it, provided they do not initiate the transmission, select the receiver, or select or modify the information.",
      topics: ["online-platforms", "liability"],
    },
    {
      article: "5",
      heading: "‘Caching’",
      summary:
        "Exempts providers from liability for automatic, intermediate and temporary storage done to make onward transmission more efficient, subject to conditions including acting expeditiously to remove information once the source is removed or ordered removed.",
      topics: ["online-platforms", "liability"],
    },
    {
      article: "6",
      heading: "Hosting",
      summary:
        "Exempts hosting providers from liability for stored information if they lack actual knowledge of illegality and act expeditiously to remove or disable access once aware, but not where a marketplace leads consumers to believe the trader's offer comes from the platform itself.",
      topics: ["online-platforms", "liability", "content-moderation"],
    },
    {
      article: "7",
      heading: "Voluntary own-initiative investigations and legal compliance",
      summary:
        "Provides that providers do not lose the liability exemptions merely because they carry out voluntary good-faith investigations or measures to detect and remove illegal content.",
      topics: ["online-platforms", "liability", "content-moderation"],
    },
    {
      article: "8",
      heading: "No general monitoring or active fact-finding obligations",
      summary:
        "Bars imposing on intermediary service providers any general obligation to monitor the information they transmit or store or to actively seek facts indicating illegal activity.",
      topics: ["online-platforms", "content-moderation"],
    },
    {
      article: "9",
      heading: "Orders to act against illegal content",
      summary:
        "Requires providers receiving an order from national judicial or administrative authorities to act against specific illegal content to inform the authority without undue delay of the effect given to it.",
      topics: ["online-platforms", "content-moderation", "enforcement"],
    },
    {
      article: "10",
      heading: "Orders to provide information",
      summary:
        "Requires providers receiving an authority's order to provide specific information about individual recipients of the service to inform the authority of its receipt and the effect given to it.",
      topics: ["online-platforms", "enforcement"],
    },
    {
      article: "11",
      heading: "Points of contact for Member States’ authorities, the Commission and the Board",
      summary:
        "Requires providers to designate a single electronic point of contact for communication with Member State authorities, the Commission and the Board, and to publish its details and languages.",
      topics: ["online-platforms", "transparency"],
    },
    {
      article: "12",
      heading: "Points of contact for recipients of the service",
      summary:
        "Requires providers to designate a user-friendly single point of contact enabling recipients of the service to communicate with them directly and rapidly, not solely through automated tools.",
      topics: ["online-platforms", "consumer-protection"],
    },
    {
      article: "13",
      heading: "Legal representatives",
      summary:
        "Requires providers without an establishment in the Union that offer services in the Union to designate in writing a legal representative in a Member State, who can be held liable for non-compliance.",
      topics: ["online-platforms", "scope", "liability"],
    },
    {
      article: "14",
      heading: "Terms and conditions",
      summary:
        "Requires terms and conditions to explain clearly any restrictions on use, including content moderation policies, algorithmic decision-making and complaint handling, and requires their diligent, objective and proportionate application.",
      topics: ["online-platforms", "content-moderation", "transparency"],
    },
    {
      article: "15",
      heading: "Transparency reporting obligations for providers of intermediary services",
      summary:
        "Requires providers to publish at least annually clear, machine-readable reports on their content moderation, including orders received, notices, own-initiative moderation, complaints and use of automated means, with an exemption for micro and small enterprises.",
      topics: ["online-platforms", "content-moderation", "transparency"],
    },
    {
      article: "16",
      heading: "Notice and action mechanisms",
      summary:
        "Requires hosting providers to put in place easy electronic mechanisms for anyone to notify allegedly illegal content, to process notices in a timely, diligent and objective manner, and to inform the notifier of decisions.",
      topics: ["online-platforms", "content-moderation"],
    },
    {
      article: "17",
      heading: "Statement of reasons",
      summary:
        "Requires hosting providers to give affected recipients a clear and specific statement of reasons for restrictions such as removal, demotion, demonetisation or suspension, including facts relied on, use of automation, legal or contractual grounds and redress options.",
      topics: ["online-platforms", "content-moderation", "transparency"],
    },
    {
      article: "18",
      heading: "Notification of suspicions of criminal offences",
      summary:
        "Requires hosting providers aware of information giving rise to suspicion of a criminal offence threatening life or safety to inform law enforcement or judicial authorities promptly.",
      topics: ["online-platforms", "criminal"],
    },
    {
      article: "19",
      heading: "Exclusion for micro and small enterprises",
      summary:
        "Exempts online platforms that qualify as micro or small enterprises from the additional online platform obligations in Section 3, unless they are designated as very large online platforms.",
      topics: ["online-platforms", "scope"],
    },
    {
      article: "20",
      heading: "Internal complaint-handling system",
      summary:
        "Requires online platforms to provide a free electronic internal complaint-handling system for at least six months after a moderation decision, with timely, non-arbitrary decisions taken under qualified staff supervision and not solely by automated means.",
      topics: ["online-platforms", "content-moderation", "remedies"],
    },
    {
      article: "21",
      heading: "Out-of-court dispute settlement",
      summary:
        "Entitles recipients to select a certified out-of-court dispute settlement body to resolve disputes over platform decisions, requires platforms to engage in good faith, and sets fee rules.",
      topics: ["online-platforms", "remedies"],
    },
    {
      article: "22",
      heading: "Trusted flaggers",
      summary:
        "Requires online platforms to give priority to notices from trusted flaggers awarded that status by the Digital Services Coordinator for their expertise, independence and diligence.",
      topics: ["online-platforms", "content-moderation"],
    },
    {
      article: "23",
      heading: "Measures and protection against misuse",
      summary:
        "Requires online platforms to suspend, after a warning, recipients who frequently provide manifestly illegal content, and to suspend processing of notices and complaints from those who frequently submit manifestly unfounded ones.",
      topics: ["online-platforms", "content-moderation"],
    },
    {
      article: "24",
      heading: "Transparency reporting obligations for providers of online platforms",
      summary:
        "Adds reporting on disputes and suspensions to online platforms' transparency reports, requires publication of average monthly active recipients in the Union every six months, and requires submission of statements of reasons to a Commission database.",
      topics: ["online-platforms", "transparency"],
    },
    {
      article: "25",
      heading: "Online interface design and organisation",
      summary:
        "Prohibits online platforms from designing, organising or operating their interfaces in a way that deceives, manipulates or materially distorts users' ability to make free and informed decisions (dark patterns).",
      topics: ["online-platforms", "consumer-protection"],
    },
    {
      article: "26",
      heading: "Advertising on online platforms",
      summary:
        "Requires each advertisement to be clearly identifiable in real time with the advertiser, payer and main targeting parameters disclosed, and prohibits ads based on profiling using special categories of personal data.",
      topics: ["online-platforms", "transparency", "sensitive-data"],
    },
    {
      article: "27",
      heading: "Recommender system transparency",
      summary:
        "Requires online platforms to set out in their terms and conditions the main parameters of their recommender systems and any options to modify them, with an easily accessible way to select a preferred option.",
      topics: ["online-platforms", "transparency"],
    },
    {
      article: "28",
      heading: "Online protection of minors",
      summary:
        "Requires platforms accessible to minors to ensure a high level of privacy, safety and security for them and prohibits advertising based on profiling when the platform is reasonably certain the recipient is a minor.",
      topics: ["online-platforms", "children"],
    },
    {
      article: "29",
      heading: "Exclusion for micro and small enterprises",
      summary:
        "Exempts micro and small enterprises from the Section 4 obligations for platforms allowing consumers to conclude distance contracts with traders, unless they are very large online platforms.",
      topics: ["online-platforms", "scope"],
    },
    {
      article: "30",
      heading: "Traceability of traders",
      summary:
        "Requires online marketplaces to obtain and make best efforts to verify information identifying traders, such as name, contact details, ID, payment account and registration number, before allowing them to offer products or services.",
      topics: ["online-platforms", "consumer-protection", "kyc"],
    },
    {
      article: "31",
      heading: "Compliance by design",
      summary:
        "Requires online marketplaces to design their interfaces so traders can comply with pre-contractual information, compliance and product safety information obligations, and to make best efforts to check that they have done so.",
      topics: ["online-platforms", "consumer-protection"],
    },
    {
      article: "32",
      heading: "Right to information",
      summary:
        "Requires online marketplaces that become aware of an illegal product or service offered through them to inform consumers who bought it of the illegality, the trader's identity and available redress.",
      topics: ["online-platforms", "consumer-protection"],
    },
    {
      article: "33",
      heading: "Very large online platforms and very large online search engines",
      summary:
        "Applies the additional obligations of Section 5 to online platforms and search engines with at least 45 million average monthly active recipients in the Union that are designated by the Commission.",
      topics: ["online-platforms", "scope"],
    },
    {
      article: "34",
      heading: "Risk assessment",
      summary:
        "Requires very large platforms and search engines to assess at least annually the systemic risks stemming from their services, such as dissemination of illegal content, effects on fundamental rights, civic discourse, elections, public health and minors.",
      topics: ["online-platforms", "impact-assessment"],
    },
    {
      article: "35",
      heading: "Mitigation of risks",
      summary:
        "Requires very large platforms and search engines to put in place reasonable, proportionate and effective measures tailored to the systemic risks identified, such as adapting design, terms, moderation, recommender and advertising systems.",
      topics: ["online-platforms", "content-moderation"],
    },
    {
      article: "36",
      heading: "Crisis response mechanism",
      summary:
        "Allows the Commission, on a Board recommendation, to require very large platforms and search engines to take specific measures in a crisis threatening public security or public health, for a limited period.",
      topics: ["online-platforms", "enforcement"],
    },
    {
      article: "37",
      heading: "Independent audit",
      summary:
        "Requires very large platforms and search engines to undergo independent audits at least once a year of their compliance with due diligence obligations and commitments, and to respond to operational recommendations.",
      topics: ["online-platforms", "audit"],
    },
    {
      article: "38",
      heading: "Recommender systems",
      summary:
        "Requires very large platforms and search engines to provide at least one recommender system option not based on profiling.",
      topics: ["online-platforms", "transparency"],
    },
    {
      article: "39",
      heading: "Additional online advertising transparency",
      summary:
        "Requires very large platforms and search engines to maintain a publicly searchable repository of advertisements shown, with content, advertiser, payer, period, targeting parameters and reach, kept for one year after the ad was last shown.",
      topics: ["online-platforms", "transparency"],
    },
    {
      article: "40",
      heading: "Data access and scrutiny",
      summary:
        "Requires very large platforms and search engines to give Digital Services Coordinators and the Commission access to data needed for monitoring, and to give vetted researchers access to data to research systemic risks.",
      topics: ["online-platforms", "transparency", "enforcement"],
    },
    {
      article: "41",
      heading: "Compliance function",
      summary:
        "Requires very large platforms and search engines to establish an independent compliance function with adequate authority and resources, reporting directly to the management body.",
      topics: ["online-platforms", "corporate-governance", "internal-controls"],
    },
    {
      article: "42",
      heading: "Transparency reporting obligations",
      summary:
        "Requires very large platforms and search engines to publish transparency reports every six months, including content moderation resources and language skills, and to publish risk assessment and audit reports.",
      topics: ["online-platforms", "transparency"],
    },
    {
      article: "52",
      heading: "Penalties",
      summary:
        "Requires Member States to set penalties for providers under their competence, with a maximum of 6% of annual worldwide turnover for failures to comply, and 1% for supplying incorrect, incomplete or misleading information.",
      topics: ["online-platforms", "penalties"],
    },
    {
      article: "53",
      heading: "Right to lodge a complaint",
      summary:
        "Gives recipients of the service and representative bodies the right to lodge a complaint against providers alleging infringement with the Digital Services Coordinator where they are located or established.",
      topics: ["online-platforms", "remedies"],
    },
    {
      article: "54",
      heading: "Compensation",
      summary:
        "Gives recipients of the service the right to seek compensation, under Union and national law, from providers for damage or loss suffered due to infringements of their obligations under the Regulation.",
      topics: ["online-platforms", "remedies", "liability"],
    },
    {
      article: "74",
      heading: "Fines",
      summary:
        "Empowers the Commission to fine providers of very large platforms or search engines up to 6% of total worldwide annual turnover for infringements, and up to 1% for incorrect information or refusing inspections.",
      topics: ["online-platforms", "penalties"],
    },
    {
      article: "93",
      heading: "Entry into force and application",
      summary:
        "Provides that the Regulation applies from 17 February 2024, with certain provisions, including those enabling designation of very large platforms and search engines, applying from 16 November 2022.",
      topics: ["online-platforms", "scope"],
    },
  ],
};
