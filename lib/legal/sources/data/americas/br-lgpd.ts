import type { InstrumentInput } from "../../schema";

/**
 * Lei nº 13.709, de 14 de agosto de 2018 — Lei Geral de Proteção de Dados Pessoais (LGPD).
 * The articles have no official headings; each heading here is a short, factual English description of the article's
 * subject, taken from the chapter or section in which it sits.
 */
export const brLgpd: InstrumentInput = {
  source_id: "br-lgpd",
  title: "Lei nº 13.709, de 14 de agosto de 2018 — Lei Geral de Proteção de Dados Pessoais (LGPD)",
  short_names: [
    "LGPD",
    "Lei Geral de Proteção de Dados Pessoais",
    "Brazilian General Data Protection Law",
    "Lei 13.709/2018",
  ],
  jurisdiction: "BR",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm",
  date: "2018-08-14",
  provisions: [
    {
      article: "1",
      heading: "Subject matter of the Law",
      summary:
        "States that the Law governs the processing of personal data, including in digital media, by natural persons and by public or private legal entities, to protect the fundamental rights of freedom and privacy and the free development of personality.",
      topics: ["scope", "principles"],
    },
    {
      article: "2",
      heading: "Foundations of personal data protection",
      summary:
        "Lists the foundations of data protection in Brazil, including respect for privacy, informational self-determination, freedom of expression, inviolability of intimacy, honour and image, economic and technological development and innovation, free enterprise and consumer protection, and human rights.",
      topics: ["principles"],
    },
    {
      article: "3",
      heading: "Territorial application",
      summary:
        "Applies the Law to any processing, regardless of where the controller is based or the data are located, if the processing takes place in Brazil, aims to offer goods or services to or process data of individuals in Brazil, or concerns data collected in Brazil.",
      topics: ["scope", "cross-border-transfer"],
    },
    {
      article: "4",
      heading: "Exclusions from application",
      summary:
        "Excludes processing by individuals for purely private, non-economic purposes, processing solely for journalistic, artistic or (with limits) academic purposes, processing for public security, national defence, State security or criminal investigation, and certain data originating abroad that transit through Brazil.",
      topics: ["scope"],
    },
    {
      article: "5",
      heading: "Definitions",
      summary:
        "Defines the Law's key terms, including personal data, sensitive personal data, anonymised data, data subject (titular), controller, processor (operador), data protection officer (encarregado), processing, consent, international transfer and the national authority.",
      topics: ["definitions", "sensitive-data"],
    },
    {
      article: "6",
      heading: "Principles of processing",
      summary:
        "Requires processing to observe good faith and the principles of purpose limitation, adequacy, necessity, free access, data quality, transparency, security, prevention, non-discrimination, and accountability (responsabilização e prestação de contas).",
      topics: ["principles", "transparency", "security"],
    },
    {
      article: "7",
      heading: "Legal bases for processing personal data",
      summary:
        "Permits processing of personal data only on one of ten legal bases, among them the data subject's consent, compliance with a legal or regulatory obligation, public administration for public policies, research, performance of a contract, exercise of rights in proceedings, protection of life, health protection, legitimate interests and credit protection.",
      topics: ["lawful-basis", "consent"],
      situations: ["on what legal grounds can a Brazilian company use my personal data"],
    },
    {
      article: "8",
      heading: "Requirements for consent",
      summary:
        "Requires consent to be given in writing or by other means showing the data subject's will, with written consent in a highlighted clause, places the burden of proving consent on the controller, voids generic authorisations and consent obtained by defect, and allows revocation at any time.",
      topics: ["consent"],
      situations: ["how must a company get my consent to use my data"],
    },
    {
      article: "9",
      heading: "Data subject's right to information about processing",
      summary:
        "Gives data subjects the right to easy access to clear information about the processing, such as its specific purpose, form and duration, the controller's identity and contacts, data sharing, the agents' responsibilities and the data subject's rights.",
      topics: ["transparency", "privacy-notice", "data-subject-rights"],
      situations: ["a company won't tell me why or how long it is using my data"],
    },
    {
      article: "10",
      heading: "Legitimate interest",
      summary:
        "Allows reliance on the controller's legitimate interest only for legitimate purposes based on concrete situations, limited to strictly necessary data and with transparency measures, and lets the national authority request a data protection impact report.",
      topics: ["lawful-basis", "impact-assessment"],
    },
    {
      article: "11",
      heading: "Processing of sensitive personal data",
      summary:
        "Allows sensitive personal data to be processed only with the data subject's specific and highlighted consent for specific purposes, or without consent where indispensable for listed purposes such as legal obligations, public policies, research, exercise of rights, protection of life, health protection and fraud prevention.",
      topics: ["sensitive-data", "consent", "lawful-basis"],
      situations: ["can a company use my health or biometric data"],
    },
    {
      article: "12",
      heading: "Anonymised data",
      summary:
        "Provides that anonymised data are not personal data for the purposes of the Law, except where the anonymisation can be reversed with reasonable efforts, and allows data used to build the behavioural profile of an identified person to be treated as personal data.",
      topics: ["definitions", "scope"],
    },
    {
      article: "14",
      heading: "Processing of children's and adolescents' personal data",
      summary:
        "Requires processing of children's and adolescents' data to be in their best interest, requires specific and highlighted consent from at least one parent or legal guardian for children's data subject to limited exceptions, and requires clear, accessible information about the processing.",
      topics: ["children", "consent", "transparency"],
      situations: ["can an app collect my child's data without my permission"],
    },
    {
      article: "15",
      heading: "Termination of processing",
      summary:
        "Lists when processing ends: the purpose has been achieved or the data are no longer necessary, the processing period ends, the data subject withdraws consent, or the national authority orders it for a breach of the Law.",
      topics: ["principles", "erasure"],
    },
    {
      article: "16",
      heading: "Deletion and permitted retention after termination",
      summary:
        "Requires personal data to be deleted after processing ends, allowing retention only for compliance with a legal obligation, research, transfer to third parties in compliance with the Law, or the controller's exclusive use of anonymised data.",
      topics: ["erasure", "principles"],
      situations: ["does a company have to delete my data when it no longer needs it"],
    },
    {
      article: "18",
      heading: "Rights of the data subject",
      summary:
        "Gives data subjects the right to obtain from the controller, on request, confirmation of processing, access, correction, anonymisation, blocking or deletion of unnecessary or unlawful data, portability, deletion of consent-based data, information on sharing and on refusing consent, and revocation of consent, and to petition the national authority.",
      topics: ["data-subject-rights", "access-right", "erasure", "portability"],
      situations: [
        "I want a company to show me, correct or delete the data it holds on me",
        "a Brazilian company won't delete my personal data",
        "my rights over my data under Brazilian law",
      ],
    },
    {
      article: "19",
      heading: "Confirmation of processing and access to data",
      summary:
        "Requires confirmation of processing or access to be provided immediately in simplified form, or within up to 15 days by a clear and complete statement, and in electronic or printed form at the data subject's choice.",
      topics: ["access-right", "data-subject-rights"],
      situations: [
        "how quickly must a company answer my request to see my data",
        "a company in Brazil won't give me access to my personal data",
      ],
    },
    {
      article: "20",
      heading: "Review of automated decisions",
      summary:
        "Gives data subjects the right to request review of decisions taken solely on the basis of automated processing that affect their interests, including profiling, requires the controller to provide clear information on the criteria and procedures used, subject to trade secrets, and allows the national authority to audit for discrimination.",
      topics: ["automated-decisions", "data-subject-rights", "ai"],
      situations: ["a computer decision about me was made automatically, can I ask for a review"],
    },
    {
      article: "22",
      heading: "Defence of data subjects' interests in court",
      summary:
        "Allows the interests and rights of data subjects to be defended in court individually or collectively, under the applicable procedural laws.",
      topics: ["remedies"],
    },
    {
      article: "23",
      heading: "Processing of personal data by public authorities",
      summary:
        "Allows public bodies to process personal data to pursue their public purpose and legal powers, provided they publicise the cases in which they process data and appoint a data protection officer.",
      topics: ["lawful-basis", "transparency", "dpo"],
    },
    {
      article: "33",
      heading: "International transfer of personal data",
      summary:
        "Permits international transfers only in listed cases, including to countries with an adequate level of protection, under guarantees such as standard contractual clauses, binding corporate rules, seals or certifications, for international legal cooperation, to protect life, with national authority authorisation, or with the data subject's specific and highlighted consent.",
      topics: ["cross-border-transfer", "consent"],
    },
    {
      article: "37",
      heading: "Records of processing operations",
      summary:
        "Requires controllers and processors to keep records of the personal data processing operations they carry out, especially where based on legitimate interest.",
      topics: ["records", "processors"],
    },
    {
      article: "38",
      heading: "Data protection impact report",
      summary:
        "Allows the national authority to require the controller to prepare a personal data protection impact report, including on sensitive data, describing the data collected, methods, security safeguards and risk mitigation measures.",
      topics: ["impact-assessment", "sensitive-data"],
    },
    {
      article: "39",
      heading: "Processing by the processor on the controller's instructions",
      summary:
        "Requires the processor to carry out processing according to the controller's instructions, and the controller to verify compliance with those instructions and the rules on the matter.",
      topics: ["processors"],
    },
    {
      article: "41",
      heading: "Data protection officer (encarregado)",
      summary:
        "Requires the controller to appoint a data protection officer whose identity and contact details are published, who receives complaints and communications, liaises with the national authority and advises staff, and lets the authority relax the requirement for certain agents.",
      topics: ["dpo"],
    },
    {
      article: "42",
      heading: "Liability for damages",
      summary:
        "Makes a controller or processor that causes material, moral, individual or collective damage by violating data protection law liable to compensate it, with the processor jointly liable where it breaches the law or the controller's lawful instructions and jointly involved controllers jointly liable.",
      topics: ["liability", "damages", "processors"],
      situations: ["can I get compensation from a company that misused or leaked my data"],
    },
    {
      article: "43",
      heading: "Exemptions from liability",
      summary:
        "Exempts processing agents from liability only if they prove they did not carry out the processing, that the processing did not violate data protection law, or that the damage was caused exclusively by the data subject or a third party.",
      topics: ["liability"],
    },
    {
      article: "46",
      heading: "Security measures",
      summary:
        "Requires processing agents to adopt security, technical and administrative measures able to protect personal data from unauthorised access and from accidental or unlawful destruction, loss, alteration, communication or other improper processing, from design to execution.",
      topics: ["security"],
      situations: ["the company didn't protect my personal data from hackers"],
    },
    {
      article: "48",
      heading: "Communication of security incidents",
      summary:
        "Requires the controller to notify the national authority and the data subject, within a reasonable period set by the authority, of any security incident that may create relevant risk or damage to data subjects, describing the data affected, risks and measures taken, and lets the authority order further steps.",
      topics: ["breach-notification", "incident-reporting", "security"],
      situations: [
        "our company had a data leak, who must we notify",
        "must a Brazilian company tell me my data was leaked",
      ],
    },
    {
      article: "50",
      heading: "Good practices and governance",
      summary:
        "Allows controllers and processors to adopt rules of good practice and governance, and encourages privacy governance programmes covering internal policies, safeguards based on risk assessment, incident response and ongoing monitoring.",
      topics: ["principles", "security", "records"],
    },
    {
      article: "52",
      heading: "Administrative sanctions",
      summary:
        "Empowers the national authority to impose sanctions for infringements, including warnings, a fine of up to 2% of the entity's revenue in Brazil capped at R$50 million per infringement, daily fines, publicising the infringement, blocking or deleting data and suspending or prohibiting processing.",
      topics: ["penalties", "enforcement"],
    },
    {
      article: "55-A",
      heading: "National Data Protection Authority (ANPD)",
      summary:
        "Creates the National Data Protection Authority (ANPD) as a federal body, now a special autonomous agency (autarquia de natureza especial), responsible for overseeing the Law.",
      topics: ["enforcement"],
    },
    {
      article: "55-J",
      heading: "Powers of the ANPD",
      summary:
        "Lists the ANPD's powers and duties, including protecting personal data, drawing up the national data protection policy, supervising and sanctioning non-compliance, issuing regulations, handling data subjects' petitions and promoting awareness of data protection rules.",
      topics: ["enforcement"],
    },
    {
      article: "65",
      heading: "Entry into force",
      summary:
        "Sets staggered entry-into-force dates: the provisions on the national authority in December 2018, the administrative sanctions in August 2021, and the rest of the Law twenty-four months after publication.",
      topics: ["scope"],
    },
  ],
};
