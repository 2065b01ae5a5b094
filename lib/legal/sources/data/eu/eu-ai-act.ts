import type { InstrumentInput } from "../../schema";

export const euAiAct: InstrumentInput = {
  source_id: "eu-ai-act",
  title:
    "Regulation (EU) 2024/1689 of the European Parliament and of the Council of 13 June 2024 laying down harmonised rules on artificial intelligence (Artificial Intelligence Act)",
  short_names: ["AI Act", "EU AI Act", "Artificial Intelligence Act", "Regulation (EU) 2024/1689", "AIA"],
  jurisdiction: "EU",
  kind: "regulation",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/reg/2024/1689/oj",
  date: "2024-06-13",
  provisions: [
    {
      article: "1",
      heading: "Subject matter",
      summary:
        "Sets the Regulation's purpose of promoting human-centric, trustworthy AI while protecting health, safety and fundamental rights, and lists its content: harmonised market rules, prohibitions, high-risk requirements, transparency rules, general-purpose AI model rules, market surveillance and innovation support.",
      topics: ["ai", "scope"],
    },
    {
      article: "2",
      heading: "Scope",
      summary:
        "Applies to providers placing AI systems or general-purpose AI models on the EU market, deployers in the EU, and third-country providers and deployers whose AI output is used in the EU, with exclusions such as military, defence and national security uses, pure scientific research and purely personal non-professional use.",
      topics: ["ai", "scope"],
    },
    {
      article: "3",
      heading: "Definitions",
      summary:
        "Defines the Regulation's terms, including AI system, risk, provider, deployer, importer, distributor, operator, placing on the market, substantial modification, biometric data, emotion recognition system, serious incident, general-purpose AI model and systemic risk.",
      topics: ["ai", "definitions"],
    },
    {
      article: "4",
      heading: "AI literacy",
      summary:
        "Requires providers and deployers to take measures to ensure, to their best extent, a sufficient level of AI literacy among staff and others operating or using AI systems on their behalf.",
      topics: ["ai", "principles"],
    },
    {
      article: "5",
      heading: "Prohibited AI practices",
      summary:
        "Bans AI practices such as manipulative or deceptive techniques causing significant harm, exploiting vulnerabilities, social scoring, predicting crime risk solely from profiling, untargeted facial image scraping, emotion recognition at work or school, biometric categorisation inferring sensitive traits, and, with narrow exceptions, real-time remote biometric identification in public spaces for law enforcement.",
      topics: ["ai", "prohibited-practices"],
    },
    {
      article: "6",
      heading: "Classification rules for high-risk AI systems",
      summary:
        "Classifies as high-risk AI systems that are safety components of, or are themselves, products under Annex I legislation requiring third-party conformity assessment, and systems in the Annex III use cases, unless they pose no significant risk (a profiling system is always high-risk).",
      topics: ["ai", "high-risk-ai"],
    },
    {
      article: "7",
      heading: "Amendments to Annex III",
      summary:
        "Empowers the Commission to add or modify high-risk use cases in Annex III by delegated act based on risk criteria, and to remove them where they no longer pose significant risk.",
      topics: ["ai", "high-risk-ai"],
    },
    {
      article: "8",
      heading: "Compliance with the requirements",
      summary:
        "Requires high-risk AI systems to comply with the requirements of Chapter III Section 2, taking into account their intended purpose and the state of the art, and allows integration with product-legislation compliance processes.",
      topics: ["ai", "high-risk-ai"],
    },
    {
      article: "9",
      heading: "Risk management system",
      summary:
        "Requires a continuous, iterative risk management system across the life cycle of a high-risk AI system to identify, estimate, evaluate and mitigate risks, including testing, with attention to persons under 18 and vulnerable groups.",
      topics: ["ai", "high-risk-ai"],
    },
    {
      article: "10",
      heading: "Data and data governance",
      summary:
        "Requires training, validation and testing data sets for high-risk AI to meet quality criteria and governance practices, including relevance, representativeness, bias examination and mitigation, with a limited allowance to process special category data for bias detection.",
      topics: ["ai", "high-risk-ai", "sensitive-data"],
    },
    {
      article: "11",
      heading: "Technical documentation",
      summary:
        "Requires technical documentation demonstrating compliance to be drawn up before a high-risk AI system is placed on the market and kept up to date, with content set out in Annex IV and a simplified form for SMEs.",
      topics: ["ai", "high-risk-ai", "records"],
    },
    {
      article: "12",
      heading: "Record-keeping",
      summary:
        "Requires high-risk AI systems to technically allow automatic recording of events (logs) over their lifetime to ensure traceability, with specific minimum logging for remote biometric identification systems.",
      topics: ["ai", "high-risk-ai", "records"],
    },
    {
      article: "13",
      heading: "Transparency and provision of information to deployers",
      summary:
        "Requires high-risk AI systems to be sufficiently transparent for deployers to interpret and use outputs, accompanied by instructions for use covering the provider, capabilities and limitations, accuracy, human oversight measures and logging.",
      topics: ["ai", "high-risk-ai", "transparency"],
    },
    {
      article: "14",
      heading: "Human oversight",
      summary:
        "Requires high-risk AI systems to be designed so natural persons can effectively oversee them, understand their limits, avoid automation bias, interpret outputs, and override or stop the system; adds a two-person verification rule for certain biometric identification.",
      topics: ["ai", "high-risk-ai", "automated-decisions"],
    },
    {
      article: "15",
      heading: "Accuracy, robustness and cybersecurity",
      summary:
        "Requires high-risk AI systems to achieve appropriate accuracy, robustness and cybersecurity throughout their life cycle, declare accuracy metrics, and resist errors, feedback loops and attacks such as data poisoning and adversarial examples.",
      topics: ["ai", "high-risk-ai", "cybersecurity"],
    },
    {
      article: "16",
      heading: "Obligations of providers of high-risk AI systems",
      summary:
        "Lists providers' duties, including ensuring compliance with the requirements, identifying themselves, having a quality management system, keeping documentation and logs, conformity assessment, EU declaration of conformity, CE marking, registration, corrective action and accessibility.",
      topics: ["ai", "high-risk-ai"],
    },
    {
      article: "17",
      heading: "Quality management system",
      summary:
        "Requires providers of high-risk AI systems to put in place a documented quality management system covering compliance strategy, design and development controls, testing, data management, risk management, post-market monitoring, incident reporting and accountability.",
      topics: ["ai", "high-risk-ai", "internal-controls"],
    },
    {
      article: "18",
      heading: "Documentation keeping",
      summary:
        "Requires providers to keep technical documentation, quality management documentation, notified body decisions and the EU declaration of conformity available to national authorities for 10 years after the system is placed on the market.",
      topics: ["ai", "high-risk-ai", "records"],
    },
    {
      article: "19",
      heading: "Automatically generated logs",
      summary:
        "Requires providers to keep the automatically generated logs of high-risk AI systems under their control for a period appropriate to the intended purpose and of at least six months, unless other law provides otherwise.",
      topics: ["ai", "high-risk-ai", "records"],
    },
    {
      article: "20",
      heading: "Corrective actions and duty of information",
      summary:
        "Requires providers that consider a high-risk AI system non-compliant to take corrective action, withdraw, disable or recall it, inform distributors and others, and inform authorities where the system presents a risk.",
      topics: ["ai", "high-risk-ai"],
    },
    {
      article: "21",
      heading: "Cooperation with competent authorities",
      summary:
        "Requires providers to provide competent authorities, on reasoned request, with the information and documentation needed to demonstrate conformity, including access to logs.",
      topics: ["ai", "high-risk-ai", "enforcement"],
    },
    {
      article: "22",
      heading: "Authorised representatives of providers of high-risk AI systems",
      summary:
        "Requires providers established outside the EU to appoint by written mandate an authorised representative in the Union before making high-risk AI systems available, and sets the representative's tasks.",
      topics: ["ai", "high-risk-ai", "scope"],
    },
    {
      article: "23",
      heading: "Obligations of importers",
      summary:
        "Requires importers to verify conformity assessment, technical documentation, CE marking, declaration of conformity and authorised representative before placing a high-risk AI system on the market, and to cooperate with authorities.",
      topics: ["ai", "high-risk-ai"],
    },
    {
      article: "24",
      heading: "Obligations of distributors",
      summary:
        "Requires distributors to verify CE marking, declaration of conformity and instructions before making a high-risk AI system available, not to supply systems they consider non-compliant, and to take or ensure corrective action.",
      topics: ["ai", "high-risk-ai"],
    },
    {
      article: "25",
      heading: "Responsibilities along the AI value chain",
      summary:
        "Treats distributors, importers, deployers or third parties as providers if they put their name on, substantially modify, or change the intended purpose of a high-risk AI system, and requires cooperation and written agreements with component suppliers.",
      topics: ["ai", "high-risk-ai", "liability"],
    },
    {
      article: "26",
      heading: "Obligations of deployers of high-risk AI systems",
      summary:
        "Requires deployers to use high-risk AI systems according to instructions, assign competent human oversight, ensure relevant input data, monitor operation, keep logs, inform workers and affected persons where required, and report serious incidents.",
      topics: ["ai", "high-risk-ai", "employment"],
    },
    {
      article: "27",
      heading: "Fundamental rights impact assessment for high-risk AI systems",
      summary:
        "Requires public bodies, private entities providing public services, and deployers of certain credit-scoring and insurance-pricing systems to assess the impact on fundamental rights before first use of a high-risk AI system and notify the market surveillance authority.",
      topics: ["ai", "high-risk-ai", "impact-assessment"],
    },
    {
      article: "40",
      heading: "Harmonised standards and standardisation deliverables",
      summary:
        "Gives high-risk AI systems and general-purpose AI models that conform to harmonised standards published in the Official Journal a presumption of conformity with the corresponding requirements.",
      topics: ["ai", "high-risk-ai"],
    },
    {
      article: "41",
      heading: "Common specifications",
      summary:
        "Allows the Commission to adopt common specifications by implementing act where harmonised standards are missing or insufficient, with conformity giving a presumption of compliance.",
      topics: ["ai", "high-risk-ai"],
    },
    {
      article: "43",
      heading: "Conformity assessment",
      summary:
        "Sets which conformity assessment procedure applies to high-risk AI systems, internal control or notified body involvement, and requires a new assessment after a substantial modification.",
      topics: ["ai", "high-risk-ai"],
    },
    {
      article: "47",
      heading: "EU declaration of conformity",
      summary:
        "Requires providers to draw up a written, signed EU declaration of conformity for each high-risk AI system, keep it for 10 years, and thereby assume responsibility for compliance.",
      topics: ["ai", "high-risk-ai"],
    },
    {
      article: "48",
      heading: "CE marking",
      summary:
        "Requires the CE marking to be affixed visibly, legibly and indelibly to high-risk AI systems (digitally for digital-only systems), together with the notified body's identification number where applicable.",
      topics: ["ai", "high-risk-ai"],
    },
    {
      article: "49",
      heading: "Registration",
      summary:
        "Requires providers (and certain public deployers) to register high-risk AI systems listed in Annex III, and systems they consider not high-risk under Article 6(3), in the EU database before placing them on the market or using them.",
      topics: ["ai", "high-risk-ai", "transparency"],
    },
    {
      article: "50",
      heading: "Transparency obligations for providers and deployers of certain AI systems",
      summary:
        "Requires people to be told when they interact with an AI system, synthetic audio, image, video or text outputs to be marked as artificially generated in a machine-readable way, and deployers to disclose emotion recognition, biometric categorisation and deep fakes.",
      topics: ["ai", "transparency"],
    },
    {
      article: "51",
      heading:
        "Classification of general-purpose AI models as general-purpose AI models with systemic risk",
      summary:
        "Classifies a general-purpose AI model as having systemic risk if it has high-impact capabilities or is designated by the Commission, presuming high impact where cumulative training compute exceeds 10^25 floating point operations.",
      topics: ["ai", "scope"],
    },
    {
      article: "52",
      heading: "Procedure",
      summary:
        "Requires providers to notify the Commission within two weeks when a model meets the systemic-risk threshold, allows them to argue it does not present systemic risk, and lets the Commission designate models and keep a public list.",
      topics: ["ai"],
    },
    {
      article: "53",
      heading: "Obligations for providers of general-purpose AI models",
      summary:
        "Requires general-purpose AI model providers to keep technical documentation, inform downstream providers, have a policy to comply with EU copyright law including text and data mining opt-outs, and publish a summary of training content, with some relief for open-source models.",
      topics: ["ai", "transparency"],
    },
    {
      article: "54",
      heading: "Authorised representatives of providers of general-purpose AI models",
      summary:
        "Requires third-country providers of general-purpose AI models to appoint an authorised representative in the Union by written mandate before placing the model on the market, with an open-source exception unless the model has systemic risk.",
      topics: ["ai", "scope"],
    },
    {
      article: "55",
      heading: "Obligations of providers of general-purpose AI models with systemic risk",
      summary:
        "Requires providers of systemic-risk models to perform model evaluations including adversarial testing, assess and mitigate systemic risks, track and report serious incidents to the AI Office, and ensure adequate cybersecurity.",
      topics: ["ai", "incident-reporting", "cybersecurity"],
    },
    {
      article: "56",
      heading: "Codes of practice",
      summary:
        "Provides for the AI Office to encourage and facilitate codes of practice at Union level that providers of general-purpose AI models can rely on to demonstrate compliance.",
      topics: ["ai"],
    },
    {
      article: "57",
      heading: "AI regulatory sandboxes",
      summary:
        "Requires each Member State to establish at least one AI regulatory sandbox providing a controlled environment for developing, training, testing and validating innovative AI systems under authority supervision.",
      topics: ["ai"],
    },
    {
      article: "64",
      heading: "AI Office",
      summary:
        "Requires the Commission to develop Union expertise and capabilities in AI through the AI Office, which Member States must facilitate.",
      topics: ["ai", "enforcement"],
    },
    {
      article: "65",
      heading: "Establishment and structure of the European Artificial Intelligence Board",
      summary:
        "Establishes the European Artificial Intelligence Board of one representative per Member State, with the EDPS as observer and the AI Office attending, to advise and assist the Commission and Member States.",
      topics: ["ai", "enforcement"],
    },
    {
      article: "71",
      heading: "EU database for high-risk AI systems listed in Annex III",
      summary:
        "Requires the Commission to set up and maintain a publicly accessible EU database of registered high-risk AI systems, with certain law enforcement and migration entries kept in a non-public section.",
      topics: ["ai", "high-risk-ai", "transparency"],
    },
    {
      article: "72",
      heading: "Post-market monitoring by providers and post-market monitoring plan for high-risk AI systems",
      summary:
        "Requires providers to establish a post-market monitoring system proportionate to the risks, actively collecting and analysing performance data throughout the system's lifetime, based on a post-market monitoring plan.",
      topics: ["ai", "high-risk-ai"],
    },
    {
      article: "73",
      heading: "Reporting of serious incidents",
      summary:
        "Requires providers of high-risk AI systems to report serious incidents to market surveillance authorities promptly and within 15 days of awareness, with shorter deadlines for widespread infringements, critical infrastructure disruption or death.",
      topics: ["ai", "high-risk-ai", "incident-reporting"],
    },
    {
      article: "74",
      heading: "Market surveillance and control of AI systems in the Union market",
      summary:
        "Applies the Market Surveillance Regulation to AI systems, designates the authorities responsible, and gives them powers including access to documentation, data sets and, under conditions, source code.",
      topics: ["ai", "enforcement"],
    },
    {
      article: "85",
      heading: "Right to lodge a complaint with a market surveillance authority",
      summary:
        "Allows any natural or legal person with grounds to consider the Regulation infringed to submit complaints to the relevant market surveillance authority.",
      topics: ["ai", "remedies"],
    },
    {
      article: "86",
      heading: "Right to explanation of individual decision-making",
      summary:
        "Gives persons affected by a deployer's decision based on an Annex III high-risk AI system output that has legal or similarly significant adverse effects a right to a clear, meaningful explanation of the AI system's role and the main elements of the decision.",
      topics: ["ai", "high-risk-ai", "automated-decisions", "data-subject-rights"],
    },
    {
      article: "99",
      heading: "Penalties",
      summary:
        "Requires Member States to set effective, proportionate and dissuasive penalties, with maximum fines of up to EUR 35 million or 7% of worldwide turnover for prohibited practices, EUR 15 million or 3% for most other breaches, and EUR 7.5 million or 1% for misleading information.",
      topics: ["ai", "penalties"],
    },
    {
      article: "100",
      heading: "Administrative fines on Union institutions, bodies, offices and agencies",
      summary:
        "Empowers the European Data Protection Supervisor to fine Union institutions, bodies, offices and agencies for infringements of the Regulation, within set maxima.",
      topics: ["ai", "penalties"],
    },
    {
      article: "101",
      heading: "Fines for providers of general-purpose AI models",
      summary:
        "Empowers the Commission to fine providers of general-purpose AI models up to 3% of worldwide annual turnover or EUR 15 million, whichever is higher, for intentional or negligent infringements or failures to cooperate.",
      topics: ["ai", "penalties"],
    },
    {
      article: "112",
      heading: "Evaluation and review",
      summary:
        "Requires the Commission to assess periodically whether the lists of prohibited practices and high-risk use cases need amending and to evaluate and report on the Regulation's functioning.",
      topics: ["ai"],
    },
    {
      article: "113",
      heading: "Entry into force and application",
      summary:
        "Provides for entry into force in 2024 and general application from 2 August 2026, with earlier dates for the general provisions and prohibitions (2 February 2025) and for governance, general-purpose AI and penalties (2 August 2025), and a later date for Article 6(1) (2 August 2027), subject to later amending acts.",
      topics: ["ai", "scope"],
    },
  ],
};
