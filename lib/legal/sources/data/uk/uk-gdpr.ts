import type { InstrumentInput } from "../../schema";

/**
 * The UK version of Regulation (EU) 2016/679 as retained and amended (including by the Data (Use and
 * Access) Act 2025). Only articles whose number and heading are stable across those amendments are held:
 * Article 22 (replaced by Articles 22A to 22D) and the articles omitted in the UK version are deliberately left
 * out. Chapter V transfers are held as recast by s. 85 and Sch. 7 of the 2025 Act, in force from 5 February 2026
 * (S.I. 2026/82, reg. 2(m)): Article 44 was replaced by Article 44A and Article 45 by Article 45A.
 */
export const ukGdpr: InstrumentInput = {
  source_id: "uk-gdpr",
  title:
    "Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data (United Kingdom General Data Protection Regulation)",
  short_names: ["UK GDPR", "United Kingdom General Data Protection Regulation", "retained GDPR"],
  jurisdiction: "GB",
  kind: "regulation",
  provision_label: "article",
  official_url: "https://www.legislation.gov.uk/eur/2016/679/contents",
  date: "2016-04-27",
  provisions: [
    {
      article: "1",
      heading: "Subject-matter and objectives",
      summary:
        "States that the UK GDPR lays down rules on protecting individuals with regard to the processing of personal data and on the free movement of personal data, and contributes to the protection of individuals' fundamental rights and freedoms.",
      topics: ["scope", "principles"],
    },
    {
      article: "2",
      heading: "Material scope",
      summary:
        "Applies to automated or structured processing of personal data, and excludes purely personal or household activity, processing by competent authorities for law enforcement purposes (Part 3 of the Data Protection Act 2018) and intelligence services processing (Part 4).",
      topics: ["scope"],
    },
    {
      article: "3",
      heading: "Territorial scope",
      summary:
        "Applies to processing in the context of a UK establishment wherever the processing takes place, and to controllers and processors outside the UK that offer goods or services to, or monitor the behaviour of, individuals in the United Kingdom.",
      topics: ["scope", "cross-border-transfer"],
    },
    {
      article: "4",
      heading: "Definitions",
      summary:
        "Defines the core terms, including personal data, processing, profiling, pseudonymisation, controller, processor, consent, personal data breach, and references to the Commissioner and to the Data Protection Act 2018.",
      topics: ["definitions"],
    },
    {
      article: "5",
      heading: "Principles relating to processing of personal data",
      summary:
        "Sets the data protection principles of lawfulness, fairness and transparency, purpose limitation, data minimisation, accuracy, storage limitation, and integrity and confidentiality, with the controller accountable for demonstrating compliance.",
      topics: ["principles", "transparency", "security"],
      situations: ["a company is keeping more data about me than it needs, or for too long"],
    },
    {
      article: "6",
      heading: "Lawfulness of processing",
      summary:
        "Sets the lawful bases for processing, including consent, contract, legal obligation, vital interests, public task and legitimate interests, and rules on when further processing for a new purpose is permitted.",
      topics: ["lawful-basis", "consent"],
      situations: ["what legal reason does a company need to use my personal data"],
    },
    {
      article: "7",
      heading: "Conditions for consent",
      summary:
        "Requires controllers to be able to demonstrate consent, requires consent requests to be clear and distinguishable, and allows consent to be withdrawn at any time as easily as it was given.",
      topics: ["consent", "lawful-basis"],
      situations: [
        "I gave permission for my data to be used and now want to take it back",
        "can I withdraw my consent to a company using my information",
      ],
    },
    {
      article: "8",
      heading: "Conditions applicable to child's consent in relation to information society services",
      summary:
        "Where consent is relied on for information society services offered directly to a child, requires parental consent or authorisation for children under 13 in the UK, with reasonable efforts to verify it.",
      topics: ["children", "consent"],
    },
    {
      article: "9",
      heading: "Processing of special categories of personal data",
      summary:
        "Prohibits processing special category data such as health, genetic, biometric, racial or ethnic origin, political, religious, trade union, sex life or sexual orientation data unless a listed condition applies, supplemented by Schedule 1 to the Data Protection Act 2018.",
      topics: ["sensitive-data", "health-data", "lawful-basis"],
      situations: ["can an organisation use my health, religion or ethnicity data"],
    },
    {
      article: "10",
      heading: "Processing of personal data relating to criminal convictions and offences",
      summary:
        "Permits processing of criminal conviction and offence data only under official authority or where authorised by domestic law, including the conditions in the Data Protection Act 2018.",
      topics: ["sensitive-data", "lawful-basis"],
    },
    {
      article: "11",
      heading: "Processing which does not require identification",
      summary:
        "Relieves a controller of any duty to obtain additional information solely to identify a data subject where its purposes do not require identification, with some rights not applying if it cannot identify the individual.",
      topics: ["data-subject-rights", "principles"],
    },
    {
      article: "12",
      heading:
        "Transparent information, communication and modalities for the exercise of the rights of the data subject",
      summary:
        "Requires information and communications to be concise, transparent, intelligible and easily accessible, and governs how and when controllers respond to data subject requests, generally free of charge.",
      topics: ["transparency", "data-subject-rights"],
      situations: [
        "how long does a company have to answer my request about my data",
        "can a company charge me for dealing with my data request",
      ],
    },
    {
      article: "13",
      heading: "Information to be provided where personal data are collected from the data subject",
      summary:
        "Lists the privacy information controllers must give individuals when collecting data from them, such as identity, purposes, lawful basis, recipients, transfers, retention and rights.",
      topics: ["transparency", "privacy-notice"],
      situations: [
        "a company collected my details without saying why or how long it will keep them",
      ],
    },
    {
      article: "14",
      heading: "Information to be provided where personal data have not been obtained from the data subject",
      summary:
        "Sets the privacy information duty where data is obtained from another source, including the categories and source of the data, within a reasonable period and subject to exceptions.",
      topics: ["transparency", "privacy-notice"],
      situations: ["a company got my details from someone else without letting me know"],
    },
    {
      article: "15",
      heading: "Right of access by the data subject",
      summary:
        "Gives individuals the right to confirmation that their data is processed, a copy of it, and supplementary information about the processing (the subject access request).",
      topics: ["access-right", "data-subject-rights"],
      situations: [
        "I want to see all the information a company holds about me",
        "how do I get a copy of my personal data from an organisation",
        "how do I make a subject access request in the UK",
        "a company refuses to tell me what data it still holds on me",
        "my former employer won't send me a copy of my personnel file and emails about me",
      ],
    },
    {
      article: "16",
      heading: "Right to rectification",
      summary: "Gives individuals the right to have inaccurate personal data rectified and incomplete data completed.",
      topics: ["data-subject-rights"],
      situations: [
        "a company has my details recorded wrongly and won't correct them",
      ],
    },
    {
      article: "17",
      heading: "Right to erasure (‘right to be forgotten’)",
      summary:
        "Gives individuals a right to erasure of their data on specified grounds, such as data no longer being necessary or consent being withdrawn, subject to exceptions including freedom of expression and legal claims.",
      topics: ["erasure", "data-subject-rights"],
      situations: [
        "I want a company to get rid of all the information it has about me",
        "can I make a website take down my old personal details",
        "I closed my account and want them to wipe my data",
        "how do I get my personal data deleted in the UK",
        "a company keeps my details after I asked them to remove them",
      ],
    },
    {
      article: "18",
      heading: "Right to restriction of processing",
      summary:
        "Gives individuals a right to have processing restricted in specified circumstances, such as while the accuracy of the data or an objection is being considered.",
      topics: ["data-subject-rights"],
      situations: [
        "can I make a company stop using my data while a dispute about it is sorted out",
      ],
    },
    {
      article: "19",
      heading:
        "Notification obligation regarding rectification or erasure of personal data or restriction of processing",
      summary:
        "Requires controllers to tell recipients about any rectification, erasure or restriction unless impossible or disproportionate, and to inform the individual about those recipients on request.",
      topics: ["data-subject-rights"],
    },
    {
      article: "20",
      heading: "Right to data portability",
      summary:
        "Gives individuals the right to receive data they provided in a structured, commonly used and machine-readable format and to have it transmitted to another controller, where processing is automated and based on consent or contract.",
      topics: ["portability", "data-subject-rights"],
      situations: [
        "I want to take my data with me to a different provider",
      ],
    },
    {
      article: "21",
      heading: "Right to object",
      summary:
        "Gives individuals the right to object to processing based on public task or legitimate interests, and an absolute right to object to processing for direct marketing.",
      topics: ["objection", "data-subject-rights"],
      situations: [
        "I want a company to stop using my details for advertising",
        "can I say no to a company using my information",
      ],
    },
    {
      article: "23",
      heading: "Restrictions",
      summary:
        "Allows enactments to restrict data subject rights and certain obligations where necessary and proportionate to safeguard important interests such as national security, crime prevention and the protection of others' rights.",
      topics: ["data-subject-rights", "scope"],
    },
    {
      article: "24",
      heading: "Responsibility of the controller",
      summary:
        "Requires controllers to implement appropriate technical and organisational measures, including data protection policies where proportionate, to ensure and demonstrate compliance.",
      topics: ["principles", "security"],
    },
    {
      article: "25",
      heading: "Data protection by design and by default",
      summary:
        "Requires controllers to integrate data protection into processing design and to ensure that by default only the personal data necessary for each purpose is processed.",
      topics: ["principles", "security"],
    },
    {
      article: "26",
      heading: "Joint controllers",
      summary:
        "Requires joint controllers to set out their respective responsibilities transparently in an arrangement and allows individuals to exercise their rights against each of them.",
      topics: ["processors", "liability"],
    },
    {
      article: "27",
      heading: "Representatives of controllers or processors not established in the United Kingdom",
      summary:
        "Requires controllers and processors outside the UK that are subject to the UK GDPR through Article 3(2) to designate a representative in the United Kingdom, subject to limited exceptions.",
      topics: ["scope", "cross-border-transfer"],
    },
    {
      article: "28",
      heading: "Processor",
      summary:
        "Requires controllers to use only processors providing sufficient guarantees and to bind them by a contract with mandatory terms, and restricts the engagement of sub-processors without authorisation.",
      topics: ["processors", "contract", "security"],
    },
    {
      article: "29",
      heading: "Processing under the authority of the controller or processor",
      summary:
        "Requires processors and persons acting under a controller's or processor's authority to process personal data only on the controller's instructions unless required by domestic law.",
      topics: ["processors"],
    },
    {
      article: "30",
      heading: "Records of processing activities",
      summary:
        "Requires controllers and processors to maintain written records of their processing activities, made available to the Commissioner on request, with a limited exemption for small organisations.",
      topics: ["records"],
    },
    {
      article: "31",
      heading: "Cooperation with the Commissioner",
      summary:
        "Requires controllers, processors and their representatives to cooperate, on request, with the Information Commissioner in the performance of its tasks.",
      topics: ["enforcement"],
    },
    {
      article: "32",
      heading: "Security of processing",
      summary:
        "Requires appropriate technical and organisational security measures for the risk, such as pseudonymisation, encryption, resilience, restoration capability and regular testing.",
      topics: ["security", "cybersecurity"],
      situations: ["a company didn't keep my personal data secure"],
    },
    {
      article: "33",
      heading: "Notification of a personal data breach to the Commissioner",
      summary:
        "Requires controllers to report a personal data breach to the Information Commissioner without undue delay and, where feasible, within 72 hours unless it is unlikely to result in a risk, and to document all breaches.",
      topics: ["breach-notification", "incident-reporting", "security"],
      situations: [
        "a company was hacked, does it have to report it to the regulator",
        "a UK company suffered a data breach, must it tell the ICO",
        "how soon must a breach be reported to the regulator in the UK",
      ],
    },
    {
      article: "34",
      heading: "Communication of a personal data breach to the data subject",
      summary:
        "Requires controllers to tell affected individuals without undue delay where a breach is likely to result in a high risk to their rights and freedoms, subject to exceptions.",
      topics: ["breach-notification", "security"],
      situations: [
        "my data was leaked, should the company have warned me",
        "a company leaked my personal information, should they have told me",
        "my bank details were exposed in a breach and no one informed me",
      ],
    },
    {
      article: "35",
      heading: "Data protection impact assessment",
      summary:
        "Requires a data protection impact assessment before processing that is likely to result in a high risk to individuals' rights and freedoms, with minimum content.",
      topics: ["impact-assessment"],
    },
    {
      article: "36",
      heading: "Prior consultation",
      summary:
        "Requires controllers to consult the Commissioner before processing where an impact assessment indicates a high risk that the controller has not mitigated.",
      topics: ["impact-assessment", "enforcement"],
    },
    {
      article: "37",
      heading: "Designation of the data protection officer",
      summary:
        "Requires public authorities and organisations whose core activities involve large-scale systematic monitoring or large-scale processing of special category or criminal data to designate a data protection officer.",
      topics: ["dpo"],
    },
    {
      article: "38",
      heading: "Position of the data protection officer",
      summary:
        "Requires the data protection officer to be properly involved, supported and independent, reporting to the highest management level and protected from dismissal or penalty for performing the role.",
      topics: ["dpo"],
    },
    {
      article: "39",
      heading: "Tasks of the data protection officer",
      summary:
        "Sets the data protection officer's minimum tasks of informing and advising, monitoring compliance, advising on impact assessments and acting as contact point for the Commissioner.",
      topics: ["dpo"],
    },
    {
      article: "44A",
      heading: "General principles for transfers",
      summary:
        "From 5 February 2026 (replacing Article 44), allows a controller or processor to transfer personal data to a third country or international organisation only if the transfer is approved by regulations under Article 45A, is made subject to appropriate safeguards under Article 46, or relies on a derogation under Article 49, and otherwise complies with the Regulation; safeguards and derogations cannot be used against a restriction made under Article 49A.",
      topics: ["cross-border-transfer"],
      situations: ["our UK customer service team is in the Philippines; what do we need for the data to go there", "can a UK company host customer data in the United States"],
    },
    {
      article: "45A",
      heading: "Transfers approved by regulations",
      summary:
        "From 5 February 2026 (replacing Article 45), lets the Secretary of State approve transfers to a third country or international organisation, or to a sector, recipient or kind of transfer there, by regulations where the data protection test in Article 45B is met; adequacy decisions and regulations made before then continue as approvals under this Article.",
      topics: ["cross-border-transfer"],
    },
    {
      article: "46",
      heading: "Transfers subject to appropriate safeguards",
      summary:
        "Without approval by regulations, allows a transfer made subject to safeguards such as standard data protection clauses (including the Commissioner's International Data Transfer Agreement and the Addendum to the EU standard contractual clauses), approved binding corporate rules, codes of conduct or certification; as amended from 5 February 2026, the transferring controller or processor must also, acting reasonably and proportionately, consider that the data protection test is met for the transfer.",
      topics: ["cross-border-transfer", "contract"],
    },
    {
      article: "47",
      heading: "Binding corporate rules",
      summary:
        "Sets the conditions and minimum content for binding corporate rules approved by the Information Commissioner for transfers within a corporate group or a group of enterprises engaged in a joint economic activity.",
      topics: ["cross-border-transfer", "corporate-governance"],
    },
    {
      article: "49",
      heading: "Derogations for specific situations",
      summary:
        "Lists narrow derogations allowing a transfer without approval by regulations or safeguards, such as the data subject's explicit informed consent, necessity for a contract with or in the interest of the data subject, important public interest, legal claims and vital interests, plus a limited exception for occasional transfers necessary for compelling legitimate interests.",
      topics: ["cross-border-transfer", "consent"],
    },
    {
      article: "82",
      heading: "Right to compensation and liability",
      summary:
        "Gives any person who suffers material or non-material damage from an infringement a right to compensation from the controller or processor, with processors liable only for their own obligations or acting outside lawful instructions.",
      topics: ["liability", "remedies", "damages"],
      situations: [
        "can I get compensation because a company misused my data",
        "my details were leaked and it caused me distress; can I claim money",
      ],
    },
    {
      article: "83",
      heading: "General conditions for imposing administrative fines",
      summary:
        "Sets the factors for administrative fines and the maximum amounts, the higher tier being £17.5 million or 4% of worldwide annual turnover and the standard tier £8.7 million or 2%, whichever is higher.",
      topics: ["penalties", "enforcement"],
      situations: ["how big can a data protection fine be"],
    },
  ],
};
